"""Players give their names in the lobby ("Your name", kept in the browser) when they
create a game or join one, and with an invitation they open; the game page names them everywhere —
the players panel, the turn indicator, the log — as text, never as markup; the lobby's "Your games"
too."""

from __future__ import annotations

from conftest import new_page
from web_helpers import seat_url, wait_until

NAME = "Anna <i>x</i>"
"""A name that looks like markup: shown as the text it is."""


def test_a_name_given_in_the_lobby_is_shown_in_the_game_and_the_lobby(web_server, browser, profiles):
    page = new_page(browser)
    page.goto(web_server.url + "/")
    page.locator("#your-name").fill(NAME)
    page.locator("#players-seg label", has_text="2").click()
    page.locator("#seat-1").select_option("open")
    page.locator("#create-btn").click()
    page.wait_for_selector("#created:not([hidden])")
    gid = page.locator("#created .game-id").inner_text()
    assert page.evaluate("localStorage.getItem('powerplay.name')") == NAME
    page.locator("#play-first").click()
    page.wait_for_url(seat_url(gid, 0))
    page.wait_for_selector("#players .player")
    mine = page.locator('#players .player[data-seat="0"] .phead b')
    assert mine.inner_text() == NAME and mine.locator("i").count() == 0  # text, not markup
    assert page.evaluate("window.powerplay.state.seats[0].name") == NAME

    # another person joins the open seat from the lobby with their own name
    other = new_page(profiles())
    other.goto(web_server.url + "/")
    other.locator("#your-name").fill("Олена")
    row = other.locator(f'#open-games li[data-game="{gid}"]')
    row.wait_for()
    row.get_by_role("button", name="Join").click()
    other.wait_for_url(seat_url(gid, 1))
    other.wait_for_selector('#players .player[data-seat="1"]')
    assert other.locator('#players .player[data-seat="1"] .phead b').inner_text() == "Олена"
    assert other.locator('#players .player[data-seat="0"] .phead b').inner_text() == NAME
    wait_until(page, "window.powerplay.state.seats[1].name === 'Олена'")

    # whoever is to act is named in the turn indicator; once they act, in the log (as a coloured chip)
    first = page.evaluate("window.powerplay.state.current_player")
    mover, name = (page, NAME) if first == 0 else (other, "Олена")
    assert name in mover.locator("#turn").inner_text() or "Your turn" in mover.locator("#turn").inner_text()
    watcher = other if mover is page else page
    assert name in watcher.locator("#turn").inner_text()
    before = mover.evaluate("window.powerplay.state.version")
    legal = mover.evaluate("window.powerplay.state.legal")
    mover.evaluate(f"window.powerplay.send({legal[0]!r})")
    wait_until(watcher, f"window.powerplay.state.version > {before}")
    chips = watcher.locator("#log .pchip", has_text=name)
    assert chips.count() >= 1 and name in watcher.locator("#log").inner_text()

    # the lobby's "Your games" names the players
    page.goto(web_server.url + "/")
    row = page.locator(f'#mine li[data-game="{gid}"]')
    row.wait_for()
    wait_until(page, f"document.querySelector('#mine li[data-game=\"{gid}\"]').innerText.includes('Олена')")
    assert NAME in row.inner_text()
    assert page.locator("#your-name").input_value() == NAME  # remembered
    assert page.errors == [] and other.errors == []


def test_an_invitation_opened_without_a_name_asks_for_one(web_server, browser):
    """A browser that knows no name takes its invited seat at once, then offers to name it: once
    named, every page of the game shows the name, and the browser remembers it."""
    api = web_server.client()
    created = api.create(["human", "random"], players=2)
    gid = created["id"]
    page = new_page(browser)
    page.goto(web_server.url + created["seats"][0]["link"])
    page.wait_for_url(seat_url(gid, 0))
    box = page.locator("#name-box")
    box.wait_for()
    box.locator("#name-input").fill("Олег")
    box.locator("button[type=submit]").click()
    box.wait_for(state="detached")
    wait_until(page, "window.powerplay.state.seats[0].name === 'Олег'")
    assert page.locator('#players .player[data-seat="0"] .phead b').inner_text() == "Олег"
    assert page.evaluate("localStorage.getItem('powerplay.name')") == "Олег"
    assert api.state(gid)["seats"][0]["name"] == "Олег"
    assert page.errors == []


def test_a_player_who_wants_no_name_closes_the_box_for_good(web_server, browser):
    """The name is optional: "not now" (×) closes the box, and this browser does not offer it again
    for this game; the seat keeps its label."""
    api = web_server.client()
    created = api.create(["human", "random"], players=2)
    gid = created["id"]
    page = new_page(browser)
    page.goto(web_server.url + created["seats"][0]["link"])
    page.wait_for_url(seat_url(gid, 0))
    box = page.locator("#name-box")
    box.wait_for()
    box.get_by_role("button", name="Not now").click()
    box.wait_for(state="detached")
    page.reload()
    wait_until(page, "window.powerplay.state && window.powerplay.state.seat === 0")
    assert page.locator("#name-box").count() == 0
    assert api.state(gid)["seats"][0].get("name") is None
    assert page.errors == []
