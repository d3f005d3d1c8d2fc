"""What happened since your last turn (issue 14): when the seat's turn comes back, the page sums up the log's
entries since its last action in a box that can be closed, marks those lines in the log, highlights for a
few seconds the pieces others changed (houses, plants bought, the markets) and shows the log's newest line."""

from __future__ import annotations

import re

from conftest import new_page
from web_helpers import click_and_wait, panel, round_number, take_seat, wait_for_turn, wait_until

# the pieces another seat added since a view (the rules recap.js follows), as page selectors
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


def words(text: str) -> str:
    return re.sub(r"\s+", " ", text).strip()


def act(page) -> None:
    """The simplest choice of each decision: the cheapest plant when one must be bought, a first city,
    else pass, done or power."""
    p = panel(page)
    kind = p.get_attribute("data-kind")
    if kind == "open" and p.locator('[data-action="pass"]').count() == 0:
        p.locator(".plant-choice button.plant").first.click()
        click_and_wait(page, p.locator('[data-action="open-bid"]'))
        return
    if kind == "build" and page.locator(".player.you .city-count").inner_text() == "0":
        page.locator("#map g.city.pickable").first.click()
        click_and_wait(page, p.locator('[data-action="build"]'))
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
        st = page.evaluate("window.powerplay.state")
        lines = st["log"][since:]
        box = page.locator("#recap")
        if not lines:
            assert box.count() == 0
            continue
        # the box: the log's entries since this seat's last action (the last eight of them)
        seen_boxes += 1
        box.wait_for()
        shown = [words(t) for t in box.locator("li").all_inner_texts()]
        assert shown == [words(t) for t in lines[-8:]], (shown, lines)
        # the same lines are marked in the log, whose newest line is in view
        assert page.locator("#log li.since-turn").count() == min(len(lines), len(st["log"]))
        newest = page.locator("#log li").last.bounding_box()
        assert newest["y"] >= 0 and newest["y"] + newest["height"] <= 720
        # the pieces others changed are highlighted, for a few seconds
        changed = page.evaluate(CHANGED, [view, st["view"], 0])
        for city in changed["cities"]:
            assert page.locator(f'#map g.city.changed[data-city="{city}"]').count() == 1, city
            seen_cities += 1
        for key in changed["plants"]:
            seat, number = key.split(":")
            plant = page.locator(f'#players .player[data-seat="{seat}"] .plant.changed[data-plant="{number}"]')
            assert plant.count() == 1, key
            seen_plants += 1
        if changed["cities"] and seen_cities == len(changed["cities"]):
            page.screenshot(path=str(artifacts / "recap-1280x720.png"))
            wait_until(page, "document.querySelectorAll('.changed').length === 0", timeout=9000)
            assert page.locator("#recap").count() == 1  # the box stays until it is closed
            page.locator("#recap .recap-close").click()
            assert page.locator("#recap").count() == 0
            assert page.locator("#log li.since-turn").count() > 0  # (the log keeps its marks until the next turn)
    assert seen_boxes >= 3 and seen_cities > 0 and seen_plants > 0, (seen_boxes, seen_cities, seen_plants)
    assert page.errors == []
