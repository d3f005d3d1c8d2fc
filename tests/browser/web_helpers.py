"""Driving the game page by clicking, as a player would."""

from __future__ import annotations

import re
import time

TURN = "#action-panel.your-turn, #scores"


def version(page) -> int:
    return page.evaluate("window.powerplay.state ? window.powerplay.state.version : -1")


def wait_for_turn(page, timeout: float = 60000) -> str:
    """Wait until the page shows this seat's controls (or the final scores); return the decision kind."""
    page.wait_for_selector(TURN, timeout=timeout)
    if page.locator("#scores").count():
        return "over"
    return page.locator("#action-panel").get_attribute("data-kind") or ""


def click_and_wait(page, locator, timeout: float = 20000) -> None:
    """Click a control that sends an action; wait until the page shows a newer state."""
    before = version(page)
    locator.click()
    page.wait_for_function(f"window.powerplay.state.version > {before}", timeout=timeout)


def status(page) -> str:
    return page.locator("#status").inner_text()


def round_number(page) -> int:
    return int(re.search(r"Round (\d+)", status(page)).group(1))


def panel(page):
    return page.locator("#action-panel")


def open_auction(page, max_opening: int = 20) -> None:
    """Put up the cheapest plant that burns fuel (so that there is something to buy in Phase 3)."""
    p = panel(page)
    cards = p.locator(".plant-choice button.plant:not(.kind-eco)")
    if cards.count() == 0:
        cards = p.locator(".plant-choice button.plant")
    cards.first.click()
    click_and_wait(page, p.locator('[data-action="open-bid"]'))


def answer_auction(page, limit: int = 30) -> None:
    """Raise on a fuel plant while the price is low; otherwise pass."""
    p = panel(page)
    raise_btn = p.locator('[data-action="raise"]')
    eco = p.locator(".choices .plant.kind-eco").count() > 0
    if raise_btn.count() and not eco:
        amount = int(re.search(r"\d+", raise_btn.inner_text()).group(0))
        if amount <= limit:
            click_and_wait(page, raise_btn)
            return
    click_and_wait(page, p.locator('[data-action="pass"]'))


def drive(api, gid: str, tokens: dict[int, str], until, choose=lambda legal, view: legal[0], limit: int = 3000) -> dict:
    """Play the human seats through the API (``choose`` picks from the legal list) until ``until(state)``."""
    for _ in range(limit):
        st = api.state(gid)
        if until(st) or st["over"]:
            return st
        cp = st["current_player"]
        if cp in tokens:
            mine = api.state(gid, tokens[cp])
            r = api.act(gid, tokens[cp], mine["version"], choose(mine["legal"], mine["view"]))
            assert r.status_code in (200, 409), r.text
        else:
            time.sleep(0.02)
    raise AssertionError("the game did not get there")
