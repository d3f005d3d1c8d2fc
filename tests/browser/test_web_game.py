"""A human plays Power Grid in the browser against three bots: lobby → a full round by clicking."""

from __future__ import annotations

import re

from conftest import new_page
from web_helpers import (
    answer_auction,
    assert_no_secrets_in_urls,
    click_and_wait,
    confirm_box,
    open_auction,
    panel,
    round_number,
    seat_url,
    status,
    take_seat,
    wait_for_turn,
)


def create_from_lobby(page, base: str, seed: int = 7) -> str:
    """Create a game of one invited human and three bots in the lobby; its id."""
    page.goto(base + "/")
    page.locator("#map-seg label", has_text="Germany").click()
    page.locator("#players-seg label", has_text="4").click()
    for seat in (1, 2, 3):
        page.locator(f"#seat-{seat}").select_option("heuristic")
    page.locator("#seed").fill(str(seed))
    page.locator("#create-btn").click()
    page.wait_for_selector("#created:not([hidden]) #play-first")
    assert page.locator('#created textarea[data-link="seat-0"]').count() == 1
    assert page.locator('#created textarea[data-link="spectator"]').count() == 1
    assert page.locator("#play-first").inner_text() == "Play as P1"
    link = page.locator('#created textarea[data-link="seat-0"]').input_value()
    return re.fullmatch(rf"{re.escape(base)}/play/([^/?#]+)#invite=[\w-]+", link).group(1)


def test_play_a_full_round_against_three_bots(web_server, browser, artifacts):
    page = new_page(browser)
    gid = create_from_lobby(page, web_server.url)
    page.locator("#play-first").click()  # the first invited seat's link: the page claims it
    page.wait_for_url(seat_url(gid, 0))
    page.wait_for_selector("#map g.city")
    assert round_number(page) == 1

    # my own money is shown, the bots' is not
    mine = page.locator(".player.you .money")
    assert mine.inner_text() == "50"
    others = page.locator(".player:not(.you):not(.trust-panel) .money")
    assert others.count() == 3 and all(t == "?" for t in others.all_inner_texts())

    seen: list[str] = []
    reloaded = False
    bought = built = False
    while True:
        kind = wait_for_turn(page)
        if round_number(page) > 1:
            break
        seen.append(kind)
        p = panel(page)
        if kind == "open":
            open_auction(page)
        elif kind == "raise":  # pass on the bots' plants; fight for the one we put up
            answer_auction(page, limit=30 if "open" in seen else 0)
        elif kind == "buy":
            if not bought:
                row = p.locator(".buy-row").first
                assert row.count() == 1, "a fuel plant can store something"
                need = page.locator(".player.you .plant .pfuel .tok").count()  # what the plant burns
                assert need > 0
                for _ in range(need):
                    row.get_by_label("more", exact=False).click()
                assert re.search(rf"Total: {need} \w+ for \d+", p.inner_text())
                # the tokens that would be bought are highlighted in the market, cheapest first
                assert page.locator("#resource-market .tok.picked").count() == need
                money_before = int(page.locator(".player.you .money").inner_text())
                click_and_wait(page, p.locator('[data-action="buy"]'))
                bought = True
                wait_for_turn(page)
                assert int(page.locator(".player.you .money").inner_text()) < money_before
                assert page.locator(".player.you .stored .tok").count() == need
            else:
                click_and_wait(page, p.locator('[data-action="done"]'))
        elif kind == "build":
            if not built:
                city = page.locator("#map g.city.pickable").first
                name = city.get_attribute("data-city")
                city.click()
                assert name in confirm_box(page).locator(".confirm-title").inner_text()  # the box beside the city
                cost = int(page.locator(f'#map g.city[data-city="{name}"] .pick-badge text').text_content())
                build = confirm_box(page).locator('[data-action="build"]')
                assert build.inner_text() == f"Build in {name} for {cost}"
                page.screenshot(path=str(artifacts / "game-page-build.png"), full_page=True)
                click_and_wait(page, build)
                built = True
                page.wait_for_selector(f'#map g.city.mine[data-city="{name}"]')
                # reload the page in the middle of the game: it comes back where it was
                page.reload()  # (?seat=0: the seat this browser holds)
                reloaded = True
                assert seat_url(gid, 0).search(page.url)
                assert wait_for_turn(page) == "build"
                page.wait_for_selector(f'#map g.city.mine[data-city="{name}"]')
                assert page.locator(".player.you .city-count").inner_text() == "1"
            else:
                click_and_wait(page, p.locator('[data-action="done"]'))
        elif kind == "power":
            button = p.locator('[data-action="power"]')
            assert re.match(r"Power 1 city \(\+22\)", button.inner_text()), button.inner_text()
            page.screenshot(path=str(artifacts / "game-page.png"), full_page=True)
            click_and_wait(page, button)
        else:
            raise AssertionError(f"unexpected decision {kind!r}: {p.inner_text()}")
    assert {"open", "buy", "build", "power"} <= set(seen), seen
    assert bought and built and reloaded
    assert "Round 2" in status(page) and "Auction" in status(page)
    log = page.locator("#log").inner_text()
    assert "P1 connects" in log and "Round 2" in log
    assert page.errors == []
    assert_no_secrets_in_urls(page)


def test_phone_layout_and_zoom(web_server, browser, artifacts):
    api = web_server.client()
    created = api.create(["human", "heuristic", "heuristic"], seed=3, players=3, map="usa")
    page = new_page(browser, 390, 844)
    take_seat(page, web_server.url, created, 0)
    assert wait_for_turn(page) in ("open", "raise")
    box = page.locator("#map").bounding_box()
    wrap = page.locator("#map-card .map-wrap").bounding_box()
    assert wrap["width"] <= 390
    assert box["width"] <= wrap["width"] + 1  # on a phone the whole map fits the width; + enlarges it
    width = page.evaluate("document.documentElement.scrollWidth")
    assert width <= 392, "no sideways scrolling of the page"
    before = page.locator("#map").bounding_box()["width"]
    page.locator("#zoom-in").click()
    assert page.locator("#map").bounding_box()["width"] > before * 1.3
    page.screenshot(path=str(artifacts / "game-page-phone.png"), full_page=False)
    assert page.errors == []
    assert_no_secrets_in_urls(page)
