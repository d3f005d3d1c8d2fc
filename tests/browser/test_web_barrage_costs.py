"""Barrage in the browser, at a phone's and a laptop's size, in Russian, Ukrainian and English: what each
choice costs is shown before it is chosen (the engine's ``view.costs``) and is what the engine then takes
(the seat's credits, engineers and machinery read through the API before and after, less what the log's
events say it gained); the log names things as the map does and cites no rule (each line's rule is one tap
away, in its ⓘ); the action panel is on the first screen; the map zooms; each phase explains itself."""

from __future__ import annotations

import json
import random
import re
from collections import Counter

import pytest
from conftest import new_page
from web_helpers import (
    CHOICES,
    click_and_confirm,
    click_and_wait,
    confirm_box,
    panel,
    saved_tokens,
    take_seat,
    version,
    wait_for_turn,
    wait_until,
)

RAW_ID = re.compile(
    r"\b(?:D\d+[UL]|C\d+[AB]|P\d+_\d|H[A-D]|T[+-]?\d[LR]|W\d[LR]|WS\d[LR]|M\d[LR]|K\d[LR]|PAT\d|MAHIRI\d|AT\d+"
    r"|[SN]\d+|P[2-4]\d\d|basic_\w+|L\d_[A-Z]+|BONUS_\w+)\b"
)
"""The data's ids of sites, headstreams, action spaces, contracts, tiles and Automa tiles."""
RULE = re.compile(r"\((?:BA|D)-")
"""A rule cited in a line's words: "(BA-A5.2)"."""
KEYS = ("credits", "engineers", "excavators", "mixers")
SIZES = [(390, 844), (1280, 800)]
CASES = [(SIZES[0], "ru"), (SIZES[1], "uk"), (SIZES[0], "en")]
"""Each size and each language (the confirm's scenarios, test_web_barrage_confirm.py, cover the rest)."""


def supply(view: dict, seat: int = 0) -> Counter:
    return Counter({k: view["seats"][seat][k] for k in KEYS})


def gained(events: list[dict], seat: int = 0) -> Counter:
    """What the log's events (as data) say the seat gained: credits, excavators, mixers."""
    out: Counter = Counter()
    for e in events:
        a = e["args"]
        if e["kind"] == "conduit.fee" and a["owner"] == seat:
            out["credits"] += a["credits"]
        if a.get("seat") != seat:
            continue
        if e["kind"] in ("gain.credits", "bank", "score.credits"):
            out["credits"] += a["credits"]
        elif e["kind"] in ("gain.excavators", "gain.mixers", "wheel.return", "wheel.rotate"):
            out["excavators"] += a.get("excavators", 0)
            out["mixers"] += a.get("mixers", 0)
        elif e["kind"] == "machinery":
            out["excavators" if a["kind"] == "excavator" else "mixers"] += 1
    return out


def new_game(server, browser, lang: str, size: tuple[int, int], seed: int):
    api = server.client()
    r = api.post(
        "/api/games",
        json={
            "game": "barrage",
            "seed": seed,
            "config": {"players": 2, "full": True},
            "seats": ["human", "automa-hard"],
        },
    )
    assert r.status_code == 201, r.text
    page = new_page(browser, *size)
    page.context.add_cookies([{"name": "lang", "value": lang, "url": server.url}])
    take_seat(page, server.url, r.json(), 0)
    gid = r.json()["id"]
    return page, api, gid, saved_tokens(page, gid)[0]


def decide(page, rng: random.Random, kind: str, n: int) -> dict:
    """One decision by clicking, as a player would; the cost the page showed for it before the click
    (``{}``: none shown, the choice takes nothing)."""
    # the choices are drawn (a redraw may be under way as the turn's panel appears)
    wait_until(page, f"document.querySelectorAll('{CHOICES}').length > 0")
    p = panel(page)
    if kind == "turn":
        way = n % 3
        sites = p.locator(".ba-sites button")
        if way == 1 and sites.count():  # a construction: a site, then in its box a tile whose button says its cost
            sites.nth(rng.randrange(sites.count())).click()
            tiles = confirm_box(page).locator('button[data-action="build"]')
            tile = tiles.nth(rng.randrange(tiles.count()))
            preview = json.loads(tile.get_attribute("data-cost"))
            click_and_wait(page, tile)
            return preview
        spaces = p.locator(".ba-place-list button")
        if way != 2 and spaces.count():  # an action space: its box says what it takes
            spaces.nth(rng.randrange(spaces.count())).click()
            go = confirm_box(page).locator('button[data-action="place"]')
            preview = json.loads(go.get_attribute("data-cost"))
            words = confirm_box(page).locator(".ba-box-cost").inner_text().split("\n")[0]
            assert (f"{preview.get('credits')} " in words) == bool(preview.get("credits")), words
            click_and_wait(page, go)
            return preview
        if p.locator('button[data-action="bank"]').count():
            p.locator("#ba-bank-n").fill("1")
            click_and_wait(page, p.locator('button[data-action="bank"]'))
            return {"engineers": 1}
    priced = p.locator("button[data-action][data-cost]:not([disabled])")
    if priced.count():  # how to pay, which production, where a reward's structure goes: each says its cost
        choice = priced.nth(rng.randrange(priced.count()))
        preview = json.loads(choice.get_attribute("data-cost"))
        before = version(page)
        choice.click()
        if confirm_box(page).count():  # its box previews the same cost
            go = confirm_box(page).locator(".btn.primary[data-cost]")
            assert json.loads(go.get_attribute("data-cost")) == preview
            go.click()
        wait_until(page, f"window.powerplay.state.version > {before}")
        return preview
    buttons = p.locator("button[data-action]:not([disabled])")
    click_and_confirm(page, buttons.nth(rng.randrange(buttons.count())))
    return {}


@pytest.mark.parametrize(("size", "lang"), CASES, ids=[f"{s[0]}x{s[1]}-{lang}" for s, lang in CASES])
def test_what_each_choice_costs_is_shown_and_taken(web_server, browser, tmp_path, lang, size):
    page, api, gid, token = new_game(web_server, browser, lang, size, seed={"ru": 2, "uk": 3, "en": 4}[lang])
    rng = random.Random(size[0])
    assert wait_for_turn(page) == "choose"
    checked = Counter()
    for n in range(16):
        kind = wait_for_turn(page)
        if kind == "over":
            break
        if kind == "turn" and not checked["screen"]:
            # the action panel is on the first screen, beside the map (a laptop) or under its frame (a phone),
            # or, on a phone, one tap away when what happened since the last turn comes first
            page.evaluate("window.scrollTo(0, 0)")
            page.wait_for_timeout(200)
            page.screenshot(path=str(tmp_path / f"barrage-first-screen-{lang}-{size[0]}x{size[1]}.png"))
            if panel(page).bounding_box()["y"] + 0.2 * size[1] >= size[1]:
                jump = page.locator("#ba-to-panel")
                assert size[0] < 800 and jump.is_visible()
                jump.click()
                page.wait_for_timeout(200)
                page.screenshot(path=str(tmp_path / f"barrage-one-tap-{lang}-{size[0]}x{size[1]}.png"))
                checked["tap"] += 1
            box = panel(page).bounding_box()
            assert box["y"] >= 0 and box["y"] + 0.2 * size[1] < size[1], box
            checked["screen"] += 1
        before = api.state(gid, token)
        preview = decide(page, rng, kind, n)
        after = api.state(gid, token)
        assert len(after["log_data"]) == len(after["log"])
        events = after["log_data"][len(before["log"]) :]
        change = supply(after["view"])
        change.subtract(supply(before["view"]))
        if "ways" in preview:  # taken with the way chosen next: nothing yet
            assert all(change[k] == 0 for k in KEYS), (preview, events)
            checked["ways"] += 1
            continue
        expected = gained(events)
        expected.subtract(Counter({k: preview.get(k, 0) for k in KEYS}))
        same_round = after["view"]["round"] == before["view"]["round"] and not after["over"]
        keys = KEYS if same_round else ("credits", "excavators", "mixers")
        assert {k: change[k] for k in keys} == {k: expected[k] for k in keys}, (kind, preview, events)
        checked[kind] += 1
        checked["priced"] += bool(preview)
    assert checked["turn"] >= 5 and checked["priced"] >= 4, checked
    # the log: words as the map shows things, no rule cited; each line's rule is in its ⓘ
    lines = page.locator("#log li").all_inner_texts()
    assert len(lines) > 20
    bad = [t for t in lines if RAW_ID.search(t) or RULE.search(t)]
    assert bad == [], "\n".join(bad)
    rules = page.locator("#log .ba-rule").evaluate_all("(xs) => xs.map((x) => x.title)")
    assert rules and all(re.fullmatch(r"\w+ (BA-A?\d+(\.\d+)*|D-A?\d+)", r) for r in rules), rules[:5]
    page.screenshot(path=str(tmp_path / f"barrage-costs-{lang}-{size[0]}x{size[1]}.png"), full_page=True)
    assert page.errors == []


def test_the_map_zooms_in_its_frame(web_server, browser, tmp_path):
    """The buttons, Ctrl + the wheel (a touchpad's pinch) and the whole map again; on a phone the frame keeps
    its height, and the map moves in it."""
    page, _api, _gid, _token = new_game(web_server, browser, "en", (1280, 800), seed=5)
    wait_for_turn(page)
    frame = page.locator("#map-card .ba-map-frame")
    width = lambda: page.locator("#map").bounding_box()["width"]  # noqa: E731
    whole = width()
    page.locator("#ba-zoom-in").click()
    assert frame.get_attribute("data-zoom") == "1.50" and abs(width() - 1.5 * whole) < 3
    assert frame.evaluate("(f) => f.scrollWidth > f.clientWidth")  # the zoomed map moves in its frame
    box = frame.bounding_box()
    page.mouse.move(box["x"] + 200, box["y"] + 150)
    page.keyboard.down("Control")
    page.mouse.wheel(0, -100)
    page.keyboard.up("Control")
    wait_until(page, "Number(document.querySelector('#map-card .ba-map-frame').dataset.zoom) > 1.5")
    page.screenshot(path=str(tmp_path / "barrage-zoomed-1280x800.png"))
    page.locator("#ba-zoom-fit").click()
    assert frame.get_attribute("data-zoom") == "1.00" and abs(width() - whole) < 3
    page.set_viewport_size({"width": 390, "height": 844})
    page.reload()
    wait_for_turn(page)
    assert frame.bounding_box()["height"] < 0.5 * 844 and width() > 390  # readable, in a frame of its own
    page.locator("#ba-zoom-fit").click()
    assert width() <= frame.bounding_box()["width"] + 1  # the whole map in the frame
    page.screenshot(path=str(tmp_path / "barrage-whole-map-390x844.png"))
    assert page.errors == []


@pytest.mark.parametrize("lang", ["uk", "en"])
def test_each_phase_says_how_it_works(web_server, browser, tmp_path, lang):
    """As Power Grid's page does: the phase's help in the action panel, the round's scoring with the
    engine's numbers; a decision owed has its own."""
    page, api, gid, token = new_game(web_server, browser, lang, (1280, 800), seed=1)
    assert wait_for_turn(page) == "choose"
    help_box = page.locator("#ba-help")
    help_box.locator("summary").click()
    choose = help_box.inner_text()
    for action in [
        "choose USA with S4",
        "build powerhouse on P9_1 with basic_powerhouse",
        "build conduit on C8B with basic_conduit",
    ]:
        wait_until(page, "window.powerplay.state && window.powerplay.state.current_player === 0")
        st = api.state(gid, token)
        assert api.act(gid, token, st["version"], action).status_code == 200
    assert wait_for_turn(page) == "turn"
    turn = page.locator("#ba-help").inner_text()  # (it stays open)
    assert turn != choose
    assert re.search(r"\b6\b.*\b2\b", turn.split("\n")[-1])  # 6 and 2 VP for the most and second most energy
    page.locator('#ba-board button.pickable[data-space="T+2L"]').click()
    click_and_wait(page, confirm_box(page).locator('button[data-action="place"]'))
    assert wait_for_turn(page) == "produce"
    produce = page.locator("#ba-help").inner_text()
    assert produce not in (turn, choose)
    page.locator("#action-panel").screenshot(path=str(tmp_path / f"barrage-help-{lang}.png"))
    assert page.errors == []
