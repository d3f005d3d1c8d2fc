"""What happened since your last turn: when the seat's turn comes back, the page sums up the log's
entries since its last action in a box that can be closed, marks those lines in the log, highlights for a
few seconds the pieces others changed (houses, plants bought, the markets) and shows the log's newest line."""

from __future__ import annotations

import re

from conftest import new_page
from test_web_layout import MAP_CLASHES
from web_helpers import click_and_wait, confirm_box, panel, round_number, take_seat, wait_for_turn, wait_until

# the pieces another seat added since a view (the rules games/powergrid.js's pieces follow), as page selectors
CHANGED = """([before, now, seat]) => {
  const houses = (v) => new Set(Object.entries(v.cities).flatMap(([c, os]) => os
    .map((o, i) => (o === null || o === seat ? null : `${c}:${i}:${o}`))).filter(Boolean));
  const plants = (v) => new Set(v.players.filter((p) => p.seat !== seat)
    .flatMap((p) => p.plants.map((pl) => `${p.seat}:${pl.number}`)));
  const b = houses(before), n = houses(now), bp = plants(before), np = plants(now);
  return {
    cities: [...new Set([...n].filter((k) => !b.has(k)).map((k) => k.split(":")[0]))],
    plants: [...np].filter((k) => !bp.has(k)),
  };
}"""


# what the page shows when the turn is back, all read at one moment
SNAPSHOT = """() => ({
  state: window.powerplay.state,
  recap: document.getElementById("recap") ? [...document.querySelectorAll("#recap li")].map((n) => n.innerText) : null,
  marked: document.querySelectorAll("#log li.since-turn").length,
  cities: [...document.querySelectorAll("#map g.city.changed")].map((n) => n.dataset.city),
  plants: [...document.querySelectorAll("#players .player .plant.changed")]
    .map((n) => `${n.closest(".player").dataset.seat}:${n.dataset.plant}`),
  fresh: Date.now() < window.powerplay.recap.until,
})"""


def words(text: str) -> str:
    return re.sub(r"\s+", " ", text).strip()


def act(page) -> None:
    """The simplest choice of each decision: the cheapest plant when one must be bought, a first city,
    else pass, done or power."""
    p = panel(page)
    kind = p.get_attribute("data-kind")
    if kind == "open" and p.locator('[data-action="pass"]').count() == 0:
        p.locator(".plant-choice button.plant").first.click()
        click_and_wait(page, confirm_box(page).locator('[data-action="open-bid"]'))
        return
    if kind == "build" and page.locator(".player.you .city-count").inner_text() == "0":
        clashes = page.evaluate(MAP_CLASHES, False)  # the prices shown cover no name and no cost
        assert clashes["picks"] > 3 and clashes["bad"] == []
        page.locator("#map g.city.pickable").first.click()
        click_and_wait(page, confirm_box(page).locator('[data-action="build"]'))
        return
    for name in ("pass", "done", "power"):
        button = p.locator(f'[data-action="{name}"]:not([disabled])')
        if button.count():
            click_and_wait(page, button.first)
            return
    raise AssertionError(f"no simple choice in {kind!r}: {p.inner_text()}")


def test_the_page_says_what_happened_since_your_last_turn(web_server, browser, artifacts):
    api = web_server.client()
    created = api.create(["human", "heuristic", "heuristic"], seed=5, players=3)
    page = new_page(browser, 1280, 720)
    take_seat(page, web_server.url, created, 0)
    seen_boxes = seen_cities = seen_plants = 0
    while True:
        if wait_for_turn(page) == "over" or round_number(page) > 2:
            break
        before = page.evaluate("window.powerplay.state.log.length")
        view = page.evaluate("window.powerplay.state.view")
        with page.expect_response(re.compile(r"/actions$")) as answer:
            act(page)
        reply = answer.value.json()
        since = before + len(reply["events"])
        if wait_for_turn(page) == "over" or round_number(page) > 2:
            break
        now = page.evaluate(SNAPSHOT)  # (at once: the highlights last only a few seconds)
        st = now["state"]
        lines = st["log"][since:]
        if not lines:
            assert now["recap"] is None
            continue
        # the box: the log's entries since this seat's last action (the last eight of them)
        seen_boxes += 1
        assert [words(t) for t in now["recap"]] == [words(t) for t in lines[-8:]], (now["recap"], lines)
        # the same lines are marked in the log, whose newest line is in view
        assert now["marked"] == len(lines)
        newest = page.locator("#log li").last.bounding_box()
        assert newest["y"] >= 0 and newest["y"] + newest["height"] <= 720
        # the pieces others changed are highlighted (for a few seconds: unless the test was slower)
        changed = page.evaluate(CHANGED, [view, st["view"], 0])
        if now["fresh"]:
            assert sorted(now["cities"]) == sorted(changed["cities"])
            assert set(changed["plants"]) <= set(now["plants"])
            seen_cities += len(changed["cities"])
            seen_plants += len(changed["plants"])
        if now["fresh"] and changed["cities"] and seen_cities == len(changed["cities"]):
            page.screenshot(path=str(artifacts / "recap-1280x720.png"))
            wait_until(page, "document.querySelectorAll('.changed').length === 0", timeout=9000)
            assert page.locator("#recap").count() == 1  # the box stays until it is closed
            page.locator("#recap .recap-close").click()
            assert page.locator("#recap").count() == 0
            assert page.locator("#log li.since-turn").count() > 0  # (the log keeps its marks until the next turn)
    assert seen_boxes >= 3 and seen_cities > 0 and seen_plants > 0, (seen_boxes, seen_cities, seen_plants)
    assert page.errors == []


def act_cards(page) -> None:
    """The card game's simplest choices: the cheapest plant when one must be bought, else pass, done or
    produce."""
    p = panel(page)
    if p.get_attribute("data-kind") == "open" and p.locator('[data-action="pass"]').count() == 0:
        p.locator(".plant-choice button.plant").first.click()
        click_and_wait(page, confirm_box(page).locator('[data-action="open-bid"]'))
        return
    for name in ("pass", "done", "produce"):
        button = p.locator(f'[data-action="{name}"]:not([disabled])')
        if button.count():
            click_and_wait(page, button.first)
            return
    raise AssertionError(f"no simple choice: {p.inner_text()}")


def test_the_card_game_says_what_happened_too(web_server, browser):
    api = web_server.client()
    created = api.create(["human", "random", "random"], seed=4, game="powergrid-cards", players=3)
    page = new_page(browser, 390, 844)
    take_seat(page, web_server.url, created, 0)
    boxes = 0
    while boxes < 3:
        assert wait_for_turn(page) != "over"
        before = page.evaluate("window.powerplay.state.log.length")
        with page.expect_response(re.compile(r"/actions$")) as answer:
            act_cards(page)
        since = before + len(answer.value.json()["events"])
        assert wait_for_turn(page) != "over"
        now = page.evaluate(SNAPSHOT)
        lines = now["state"]["log"][since:]
        if lines:
            boxes += 1
            assert [words(t) for t in now["recap"]] == [words(t) for t in lines[-8:]]
            # on a phone the box comes right before the action panel
            recap, action = page.locator("#recap").bounding_box(), panel(page).bounding_box()
            assert recap["y"] + recap["height"] <= action["y"]
    assert page.errors == []
