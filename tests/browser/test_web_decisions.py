"""The rarer decisions by clicking: trust houses and starting cities on the map, scrapping a 4th plant;
refused actions shown with their rule; the page reconnects by itself."""

from __future__ import annotations

from conftest import new_page
from web_helpers import (
    assert_no_secrets_in_urls,
    click_and_wait,
    confirm_box,
    drive,
    panel,
    saved_tokens,
    seat_url,
    take_seat,
    wait_for_turn,
    wait_until,
)


def test_trust_houses_and_starting_cities_are_placed_on_the_map(web_server, browser):
    api = web_server.client()
    created = api.create(["human", "human"], seed=3, players=2, starting_cities=True)
    pages = [new_page(browser) for _ in range(2)]
    for page, seat in zip(pages, created["seats"]):
        take_seat(page, web_server.url, created, seat["seat"])
        page.wait_for_selector("#map g.city")
    assert "Setup: trust houses" in pages[0].locator("#status").inner_text()
    placed = 0
    while placed < 8:  # six trust houses, then one starting city each
        st = api.state(created["id"])
        page = pages[st["current_player"]]
        page.bring_to_front()
        kind = wait_for_turn(page)
        assert kind in ("trust", "mark"), kind
        cities = page.locator("#map g.city.pickable")
        city = cities.nth(min(placed * 2, cities.count() - 1))  # not always the first one
        name = city.get_attribute("data-city")
        city.click()
        assert page.locator(f'#map g.city.selected[data-city="{name}"]').count() == 1
        click_and_wait(page, confirm_box(page).locator(f'[data-action="{kind}"]'))
        placed += 1
        # both pages follow live: the other seat sees the new house or mark at once
        other = pages[1 - st["current_player"]]
        selector = ".house.trust" if kind == "trust" else ".mark"
        wait_until(  # (a page in the background: polled by time)
            other, f"document.querySelectorAll('#map {selector}').length >= {placed if kind == 'trust' else placed - 6}"
        )
    for page in pages:
        wait_until(page, "window.powerplay.state.view.phase === 'auction'")
        trust = page.evaluate(
            "Object.values(window.powerplay.state.view.cities).flat().filter(o => o === 'trust').length"
        )
        assert trust >= 6  # (with starting cities the trust adds houses on slot 15)
        assert page.locator("#map path.house.trust").count() == trust
        assert page.locator("#map .mark").count() == 2
        assert page.errors == []
        assert_no_secrets_in_urls(page)


def test_scrap_a_fourth_plant_and_refusals_show_their_rule(web_server, browser):
    api = web_server.client()
    created = api.create(["human", "human", "heuristic"], seed=9, players=3)
    gid = created["id"]
    # the browser takes both invited seats by their links (the seats' tokens stay in it); the API plays
    # them with the tokens it kept until a scrap, then the page of the seat that must scrap plays it
    page = new_page(browser)
    for seat in (0, 1):
        take_seat(page, web_server.url, created, seat)
    tokens = saved_tokens(page, gid)
    assert sorted(tokens) == [0, 1]

    def cheap_plants(legal, view):  # always put up a plant, never raise, power what can run
        if legal[0].startswith("power"):
            return legal[-1]
        return ([a for a in legal if " on plant " in a] or legal)[0]

    st = drive(
        api, gid, tokens, lambda s: s["view"]["scrap"] is not None and s["current_player"] in tokens, cheap_plants
    )
    seat = st["current_player"]
    page.goto(f"{web_server.url}/play/{gid}?seat={seat}")
    page.wait_for_url(seat_url(gid, seat))
    assert wait_for_turn(page) == "scrap"
    new = st["view"]["scrap"]["new_plant"]
    # a refused action: its message and rule number show in a toast, nothing changes
    page.evaluate(f"window.powerplay.send('scrap {new:02d}')")
    toast = page.locator(".toast-error")
    toast.wait_for()
    assert "PG-6.9" in toast.locator(".rule").inner_text()
    assert "cannot be scrapped" in toast.inner_text()
    choices = panel(page).locator("button.plant")
    assert choices.count() == 3
    old = choices.first.get_attribute("data-plant")
    choices.first.click()
    click_and_wait(page, panel(page).locator('[data-action="scrap"]'))
    wait_until(page, f"window.powerplay.state.view.players[{seat}].plants.length === 3")
    assert f"P{seat + 1} scraps plant {int(old):02d}" in page.locator("#log").inner_text()
    mine = page.locator(f'#players .player[data-seat="{seat}"] .plant').evaluate_all(
        "cards => cards.map(c => c.dataset.plant)"
    )
    assert old not in mine and str(new) in mine
    assert page.errors == []
    assert_no_secrets_in_urls(page)


def test_the_page_reconnects_by_itself(web_server, browser):
    api = web_server.client()
    created = api.create(["human", "heuristic", "heuristic"], seed=21, players=3)
    page = new_page(browser)
    take_seat(page, web_server.url, created, 0)
    wait_for_turn(page)
    page.wait_for_selector("#conn.ok")
    page.evaluate("window.powerplay.ws.close()")
    page.wait_for_selector("#conn.down")
    page.wait_for_selector("#conn.ok", timeout=15000)
    # still live: a move is answered by the bots' moves, pushed to the page
    kind = wait_for_turn(page)
    p = panel(page)
    before = page.evaluate("window.powerplay.state.version")
    if kind == "open":
        p.locator(".plant-choice button.plant").first.click()
        confirm_box(page).locator('[data-action="open-bid"]').click()
    else:
        p.locator('[data-action="pass"]').click()
    wait_until(page, f"window.powerplay.state.version > {before + 1}")
    assert page.evaluate("window.powerplay.state.seat") == 0  # the new socket said who it is again
    assert page.errors == []
    assert_no_secrets_in_urls(page)
