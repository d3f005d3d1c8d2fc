"""Issue 14, the words shown to a player: plain sentences, never the API's own ("stale version 54: the
game is at version 57"), and the reason that is true."""

from __future__ import annotations

from conftest import new_page
from web_helpers import take_seat, wait_for_turn, wait_until


def test_an_action_on_an_old_view_says_the_game_moved_on(web_server, browser):
    api = web_server.client()
    created = api.create(["human", "random", "random"], seed=7, players=3)  # a bot opens the first auction
    page = new_page(browser)
    take_seat(page, web_server.url, created, 0)
    assert wait_for_turn(page) == "raise"
    now = page.evaluate("window.powerplay.state.version")
    assert now > 0
    # the page acts on a view one action old, as when another player's action arrives while choosing
    page.evaluate("window.powerplay.state.version -= 1")
    page.evaluate("window.powerplay.send('pass')")
    toast = page.locator(".toast-error")
    toast.wait_for()
    text = toast.inner_text()
    assert "The game moved on: your view was out of date and has been refreshed" in text, text
    assert "stale" not in text and "version" not in text, text
    wait_until(page, f"window.powerplay.state.version === {now}")  # refreshed; nothing was played
    assert api.state(created["id"])["version"] == now
    assert page.errors == []
