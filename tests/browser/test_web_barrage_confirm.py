"""Barrage's choices confirmed where they are clicked (common.js: confirmAt), as Power Grid's are: an action
space of the management board, a site of the map (what to build there with which tile), a headstream, a
powerhouse to produce with, a contract, a reward's site open their box beside what was clicked — a popover on
a laptop, a sheet at the bottom of a phone's screen with what was clicked in view above it — with everything
the choice takes (engineers, credits, machinery: the engine's ``view.costs``), which is what the engine then
takes (the seat's supply read through the API before and after, less what the log's events say it gained).
Enter confirms, Escape cancels, Tab stays in the box. The log names things as the map does: no data id, no
rule code in its words (each line's rule is in its ⓘ). Screenshots of each kind of box go to test-artifacts."""

from __future__ import annotations

import json
import math
import random
import re
from collections import Counter

import pytest
from conftest import new_page
from test_web_barrage_costs import KEYS, RAW_ID, gained, supply
from web_helpers import (
    click_and_confirm,
    confirm_box,
    panel,
    saved_tokens,
    take_seat,
    version,
    wait_for_turn,
    wait_until,
)

LAPTOP = (1280, 800)
PHONE = (390, 844)
NEAR = 300  # px between the click and the popover, at most (a laptop)
RULE = re.compile(r"\b(?:BA|D)-A?\d")
"""A rule code in a line's words: "(BA-A5.2)", "BA-12.3"."""
CASES = [(PHONE, "ru"), (LAPTOP, "uk"), (PHONE, "en")]
"""Each language and each size (a phone's bottom sheet twice: it is the tighter place)."""

# what the seat may click on the board for the decision owed: the map's sites and headstreams, the
# management board's spaces, the contracts (the contract office, the seat's own)
PICKABLE = {
    "site": "#map .pickable[data-site]:not(.bm-head)",
    "head": "#map .bm-head.pickable",
    "space": "#ba-board button.pickable[data-space]",
    "contract": "button.ba-contract.pickable",
}


def new_game(server, browser, lang: str, size: tuple[int, int], seed: int):
    api = server.client()
    created = api.create(["human", "automa-hard"], seed=seed, game="barrage", players=2, full=True)
    page = new_page(browser, *size)
    page.context.add_cookies([{"name": "lang", "value": lang, "url": server.url}])
    take_seat(page, server.url, created, 0)
    gid = created["id"]
    return page, api, gid, saved_tokens(page, gid)[0]


def on_screen(box: dict, size: tuple[int, int]) -> bool:
    return box["x"] < size[0] and box["x"] + box["width"] > 0 and box["y"] < size[1] and box["y"] + box["height"] > 0


def clip(box: dict, frame: dict) -> dict:
    """The part of `box` inside `frame` (the map's frame: what of the map is in sight)."""
    x, y = max(box["x"], frame["x"]), max(box["y"], frame["y"])
    right = min(box["x"] + box["width"], frame["x"] + frame["width"])
    bottom = min(box["y"] + box["height"], frame["y"] + frame["height"])
    return {"x": x, "y": y, "width": max(0, right - x), "height": max(0, bottom - y)}


def distance(a: dict, b: dict) -> float:
    """Between the nearest points of two boxes (0 if they overlap)."""
    dx = max(a["x"] - b["x"] - b["width"], 0, b["x"] - a["x"] - a["width"])
    dy = max(a["y"] - b["y"] - b["height"], 0, b["y"] - a["y"] - a["height"])
    return math.hypot(dx, dy)


def assert_beside(page, what: str, selector: str, size: tuple[int, int]) -> None:
    """The box and what was clicked are both on the screen, with no scrolling between: on a phone the sheet
    along the screen's bottom and what was clicked above it; on a laptop a popover near it."""
    page.wait_for_timeout(100)  # (placed on the next frame)
    box = confirm_box(page).bounding_box()
    clicked = page.locator(selector).first.bounding_box()  # (found again: the map and the boards are redrawn)
    if selector.startswith("#map"):
        clicked = clip(clicked, page.locator("#map-card .ba-map-frame").bounding_box())
        assert clicked["width"] > 0 and clicked["height"] > 0, (what, clicked)
    assert box["x"] >= -0.5 and box["y"] >= -0.5, box
    assert box["x"] + box["width"] <= size[0] + 0.5 and box["y"] + box["height"] <= size[1] + 0.5, box
    assert on_screen(clicked, size), (what, clicked)
    if size == PHONE:
        assert "sheet" in confirm_box(page).get_attribute("class")
        bar = page.locator(".topbar").bounding_box()
        assert clicked["y"] >= bar["y"] + bar["height"] - 1, (what, clicked, bar)
        assert clicked["y"] + min(clicked["height"], 20) <= box["y"] + 1, (what, clicked, box)
    else:
        assert "popover" in confirm_box(page).get_attribute("class")
        near = NEAR if what != "head" else size[0]  # (the headstreams' box: beside their row, all of them in sight)
        assert distance(clicked, box) <= near, (what, clicked, box)


def focus_in_box(page) -> bool:
    return page.evaluate("Boolean(document.activeElement && document.activeElement.closest('#confirm-pop'))")


def click_on_board(page, rng: random.Random, kind: str, n: int) -> tuple[str, str] | None:
    """Click what the decision `kind` offers on the map or a board (not the panel's lists): (what, a selector
    that finds it again), or None when the board offers nothing to click."""
    turn = ["site", "space"] if n % 4 in (1, 2) else ["space", "site"]
    order = {"turn": turn, "drops": ["head"]}.get(kind, ["site", "contract"])
    for what in order:
        found = page.locator(PICKABLE[what])
        if found.count():
            target = found.nth(rng.randrange(found.count()))
            attr = {"site": "site", "head": "site", "space": "space", "contract": "contract"}[what]
            value = target.get_attribute(f"data-{attr}")
            home = target.evaluate("(x) => x.parentElement.closest('[id]').id")
            target.click()
            return what, f'#{home} [data-{attr}="{value}"]'
    return None


@pytest.mark.parametrize(("size", "lang"), CASES, ids=[f"{s[0]}x{s[1]}-{lang}" for s, lang in CASES])
def test_each_choice_is_confirmed_beside_the_click_at_the_engines_cost(web_server, browser, artifacts, size, lang):
    seed = {"ru": 2, "uk": 3, "en": 4}[lang] + size[0] % 7
    page, api, gid, token = new_game(web_server, browser, lang, size, seed)
    rng = random.Random(size[0] + len(lang))
    assert wait_for_turn(page) == "choose"
    checked: Counter = Counter()
    shot = set()
    for n in range(18):
        kind = wait_for_turn(page)
        if kind == "over":
            break
        before = api.state(gid, token)
        start = version(page)
        clicked = click_on_board(page, rng, kind, n) if kind != "choose" else None
        if clicked and confirm_box(page).count():
            what, selector = clicked
            assert_beside(page, what, selector, size)
            assert focus_in_box(page)  # on its confirm button: Enter confirms
            go = confirm_box(page).locator(".btn.primary[data-cost]").first
            if not checked["keys"]:  # Tab goes round the box; Escape closes it without acting
                for _ in range(confirm_box(page).locator("button").count() + 2):
                    page.keyboard.press("Tab")
                    assert focus_in_box(page)
                page.keyboard.press("Escape")
                assert confirm_box(page).count() == 0 and version(page) == start
                page.locator(selector).first.click()
                confirm_box(page).wait_for()
                checked["keys"] += 1
            if what == "head" and page.locator('#action-panel[data-heads="pairs"]').count():
                page.locator(selector).first.click()  # the same headstream again: a second drop, in the same box
                confirm_box(page).wait_for()
            if what not in shot:
                page.screenshot(path=str(artifacts / f"barrage-confirm-{what}-{lang}-{size[0]}x{size[1]}.png"))
                shot.add(what)
            preview = json.loads(go.get_attribute("data-cost"))
            if n % 2:
                go.click()
            else:
                page.keyboard.press("Enter")
            checked[what] += 1
        else:  # nothing on the board for it (a company, paying, machinery, the bank): the panel's buttons
            assert clicked is None, clicked  # (what the board offers opens its box)
            priced = panel(page).locator("button[data-action][data-cost]:not([disabled])")
            bank = panel(page).locator('button[data-action="bank"]')
            if priced.count():
                preview = json.loads(priced.first.get_attribute("data-cost"))
                click_and_confirm(page, priced.first)
            elif bank.count():  # the bank: as many engineers as its number says
                preview = {"engineers": int(panel(page).locator("#ba-bank-n").input_value())}
                click_and_confirm(page, bank)
            else:
                preview = {}
                click_and_confirm(page, panel(page).locator("button[data-action]:not([disabled])").first)
        wait_until(page, f"window.powerplay.state.version > {start}")
        assert confirm_box(page).count() == 0
        after = api.state(gid, token)
        events = after["log_data"][len(before["log"]) :]
        change = supply(after["view"])
        change.subtract(supply(before["view"]))
        if "ways" in preview:  # taken with the way chosen next
            assert all(change[k] == 0 for k in KEYS), (preview, events)
            continue
        expected = gained(events)
        expected.subtract(Counter({k: preview.get(k, 0) for k in KEYS}))
        same_round = after["view"]["round"] == before["view"]["round"] and not after["over"]
        keys = KEYS if same_round else ("credits", "excavators", "mixers")
        assert {k: change[k] for k in keys} == {k: expected[k] for k in keys}, (kind, preview, events)
        checked["priced"] += bool(preview)
    assert checked["keys"] and checked["space"] >= 2 and checked["site"] >= 2 and checked["priced"] >= 4, checked
    # the log: words as the map shows things, no rule cited in them; each line's rule is in its ⓘ
    lines = page.locator("#log li").all_inner_texts()
    assert len(lines) > 20
    bad = [t for t in lines if RAW_ID.search(t) or RULE.search(t)]
    assert bad == [], "\n".join(bad)
    assert page.locator("#log .ba-rule[title]").count() > 0
    assert page.errors == []
