"""Barrage in the browser: whole games by clicking, every decision on the page: the full game against the
hard Automa, the introductory game against our bots."""

from __future__ import annotations

import random

import pytest
from conftest import new_page
from web_helpers import (
    CHOICES,
    click_and_confirm,
    click_and_wait,
    confirm_box,
    panel,
    take_seat,
    wait_for_turn,
    wait_until,
)


@pytest.mark.parametrize(
    ("config", "seats", "seed"),
    [
        ({"players": 2, "full": True}, ["human", "automa-hard"], 5),
        ({"players": 3, "full": False}, ["human", "heuristic", "random"], 2),
    ],
    ids=["full-automa", "introductory-bots"],
)
def test_a_whole_barrage_game_by_clicking(fast_server, browser, artifacts, config, seats, seed):
    api = fast_server.client()
    r = api.post("/api/games", json={"game": "barrage", "seed": seed, "config": config, "seats": seats})
    assert r.status_code == 201, r.text
    page = new_page(browser)
    take_seat(page, fast_server.url, r.json(), 0)
    rng = random.Random(1)
    kinds = set()
    for _ in range(400):
        page.wait_for_selector("#action-panel.your-turn, #action-panel h2:text('Game over')")
        if page.evaluate("window.powerplay.state.over"):
            break
        kind = wait_for_turn(page)
        kinds.add(kind)
        # the choices are drawn (a redraw may be under way as the turn's panel appears)
        wait_until(page, f"document.querySelectorAll('{CHOICES}').length > 0")
        p = panel(page)
        buttons = p.locator("button[data-action]:not([disabled])")
        sites, spaces = p.locator(".ba-sites button"), p.locator(".ba-place-list button")
        heads = page.locator("#map .bm-head.pickable")
        if kind == "drops" and heads.count() and rng.random() < 0.7:  # the headstreams clicked on the map
            heads.nth(rng.randrange(heads.count())).click()
            if page.locator('#action-panel[data-heads="pairs"]').count() and rng.random() < 0.5:
                heads.nth(rng.randrange(heads.count())).click()  # a second drop, in the same box
            click_and_wait(page, confirm_box(page).locator('button[data-action="drops"]'))
            continue
        if sites.count() and (rng.random() < 0.5 or not (spaces.count() or buttons.count())):
            sites.nth(rng.randrange(sites.count())).click()
            click_and_wait(page, confirm_box(page).locator('button[data-action="build"]').first)
        elif spaces.count() and (rng.random() < 0.5 or not buttons.count()):
            spaces.nth(rng.randrange(spaces.count())).click()
            click_and_wait(page, confirm_box(page).locator('button[data-action="place"]'))
        else:
            click_and_confirm(page, buttons.nth(rng.randrange(buttons.count())))
    page.screenshot(path=f"{artifacts}/barrage-over-{len(seats)}.png", full_page=True)
    assert {"turn", "drops", "take"} <= kinds
    assert page.locator("#scores thead th.winner").count() == len(page.evaluate("window.powerplay.state.view.winners"))
    # the replay: the start, then a step forward, drawn by the same page
    page.locator("#replay-bar button", has_text="Watch the replay").click()
    page.locator("#action-panel h2", has_text="Replay").wait_for()
    assert page.locator("#map .bm-basin").count() == 12
    page.locator("#replay-bar button", has_text="▶").click()
    page.locator("#replay-bar .replay-pos", has_text="move 1 of").wait_for()
    assert page.evaluate("window.powerplay.state.over")
    assert page.errors == []
