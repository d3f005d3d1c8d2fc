"""Undo in the browser: the Undo button (and Ctrl+Z) takes back the seat's own last action
while nobody else has acted and nothing hidden was revealed; every page shows the restored state."""

from __future__ import annotations

from conftest import new_page
from web_helpers import (
    click_and_wait,
    confirm_box,
    drive,
    link,
    panel,
    saved_tokens,
    take_seat,
    wait_for_turn,
    wait_until,
)


def _money(page) -> str:
    return page.locator(".player.you .money").inner_text()


def _market(page) -> str:
    return page.locator("#resource-market").inner_text()


def _buy_one(page) -> None:
    p = panel(page)
    p.locator(".buy-row").first.get_by_label("more", exact=False).click()
    click_and_wait(page, p.locator('[data-action="buy"]'))
    wait_for_turn(page)


def test_undo_after_buying_a_resource_restores_money_and_market(web_server, browser):
    api = web_server.client()
    created = api.create(["human", "human", "human"], seed=1, players=3)
    gid = created["id"]
    page = new_page(browser)
    take_seat(page, web_server.url, created, 2)  # with seed 1, P3 buys first in round 1's Phase 3
    watcher = new_page(browser)
    watcher.goto(f"{web_server.url}/watch/{gid}")
    tokens = {s: api.claim(gid, link(created, s)).json()["token"] for s in (0, 1)}
    tokens.update(saved_tokens(page, gid))
    drive(api, gid, tokens, until=lambda st: st["view"]["phase"] == "resources")
    assert wait_for_turn(page) == "buy"
    undo = page.locator("#undo-btn")
    assert undo.is_disabled()  # the auction's last purchase revealed a plant from the deck
    money, market = _money(page), _market(page)
    wait_until(watcher, f"window.powerplay.state.version === {page.evaluate('window.powerplay.state.version')}")
    watched = _market(watcher)

    _buy_one(page)
    assert _money(page) != money and _market(page) != market
    assert undo.is_enabled()
    click_and_wait(page, undo)
    wait_for_turn(page)
    assert _money(page) == money and _market(page) == market
    assert page.locator("#undo-btn").is_disabled()
    version = page.evaluate("window.powerplay.state.version")
    wait_until(watcher, f"window.powerplay.state.version === {version}")
    assert _market(watcher) == watched  # the spectator sees the restored market too

    # Ctrl+Z does the same
    _buy_one(page)
    before = page.evaluate("window.powerplay.state.version")
    page.locator("#log").click()  # not in a text box: there Ctrl+Z undoes the typing
    page.keyboard.press("Control+z")
    wait_until(page, f"window.powerplay.state.version > {before}")
    wait_for_turn(page)
    assert _money(page) == money and _market(page) == market
    assert page.errors == [] and watcher.errors == []


def test_undo_ends_when_another_player_acts(web_server, browser):
    api = web_server.client()
    created = api.create(["human", "human", "human"], seed=1, players=3)
    gid = created["id"]
    page = new_page(browser)
    take_seat(page, web_server.url, created, 2)
    tokens = {s: api.claim(gid, link(created, s)).json()["token"] for s in (0, 1)}
    tokens.update(saved_tokens(page, gid))
    drive(api, gid, tokens, until=lambda st: st["view"]["phase"] == "resources")
    assert wait_for_turn(page) == "buy"
    click_and_wait(page, panel(page).locator('[data-action="done"]'))
    undo = page.locator("#undo-btn")
    assert undo.is_enabled()  # ending the turn can be taken back until the next player acts
    state = api.state(gid)
    nxt = state["current_player"]
    assert api.act(gid, tokens[nxt], state["version"], "done").status_code == 200
    wait_until(page, f"window.powerplay.state.version > {state['version']}")
    assert page.locator("#undo-btn").is_disabled()
    assert page.errors == []


def test_the_card_game_takes_back_a_resource_card(web_server, browser):
    api = web_server.client()
    created = api.create(["human", "human", "human"], seed=1, game="powergrid-cards", players=3)
    gid = created["id"]
    page = new_page(browser)
    take_seat(page, web_server.url, created, 0)  # with seed 1, P1 buys first in round 1's Phase 2
    tokens = {s: api.claim(gid, link(created, s)).json()["token"] for s in (1, 2)}
    tokens.update(saved_tokens(page, gid))
    drive(api, gid, tokens, until=lambda st: st["view"]["phase"] == "resources")
    assert wait_for_turn(page) == "buy"
    money, market = _money(page), _market(page)
    assert page.locator("#undo-btn").is_disabled()
    page.locator("#resource-market button.rcard.selectable").first.click()
    click_and_wait(page, confirm_box(page).locator('[data-action="buy"]'))
    wait_for_turn(page)
    assert _money(page) != money
    click_and_wait(page, page.locator("#undo-btn"))
    wait_for_turn(page)
    assert _money(page) == money and _market(page) == market
    assert page.errors == []
