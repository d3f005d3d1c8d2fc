"""Driving the game page by clicking, as a player would; taking seats by their invitation links."""

from __future__ import annotations

import re
import time

TURN = "#action-panel.your-turn, #scores"


def wait_until(page, expression: str, timeout: float = 20000, every: float = 50) -> object:
    """Wait until a JavaScript expression is true in the page; its value.

    Not ``page.wait_for_function``: Playwright evaluates that predicate with ``eval`` inside the page, which
    the pages' Content-Security-Policy (``script-src 'self'``, no ``'unsafe-eval'``) refuses. This polls
    ``page.evaluate`` (sent over the DevTools protocol, outside the policy) by time, so a page in the
    background (no animation frames) is polled too. An expression that throws (the page's script not yet
    loaded after a navigation) is not yet true; its last error is told if the wait times out."""
    guarded = (
        f"(() => {{ try {{ return {{value: ({expression})}}; }} catch (e) {{ return {{error: String(e)}}; }} }})()"
    )
    deadline = time.monotonic() + timeout / 1000
    while True:
        result = page.evaluate(guarded)
        if result.get("value"):
            return result["value"]
        if time.monotonic() > deadline:
            raise TimeoutError(f"timed out after {timeout:.0f} ms waiting for {expression}: {result}")
        page.wait_for_timeout(every)


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
    wait_until(page, f"window.powerplay.state.version > {before}", timeout=timeout)


def status(page) -> str:
    return page.locator("#status").inner_text()


def round_number(page) -> int:
    return int(re.search(r"Round (\d+)", status(page)).group(1))


def panel(page):
    return page.locator("#action-panel")


def confirm_box(page):
    """The box a click on a city, a plant or a resource opens beside it, with the button that confirms the choice
    (common.js: confirmAt)."""
    return page.locator("#confirm-pop")


def open_auction(page, max_opening: int = 20) -> None:
    """Put up the cheapest plant that burns fuel (so that there is something to buy in Phase 3)."""
    p = panel(page)
    cards = p.locator(".plant-choice button.plant:not(.kind-eco)")
    if cards.count() == 0:
        cards = p.locator(".plant-choice button.plant")
    cards.first.click()
    click_and_wait(page, confirm_box(page).locator('[data-action="open-bid"]'))


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


def seat_url(gid: str, seat: int) -> re.Pattern:
    """The address of a seat's page once it holds the seat (no token, no invitation in it)."""
    return re.compile(rf"/play/{re.escape(gid)}\?seat={seat}$")


def link(created: dict, seat: int) -> str:
    """A seat's invitation link (``/play/{id}#invite=…``) from the created game."""
    return next(s["link"] for s in created["seats"] if s["seat"] == seat)


def take_seat(page, base: str, created: dict, seat: int) -> None:
    """Open the seat's invitation link as the invited player does: the page claims the seat, keeps its
    token in the browser and moves to ``/play/{id}?seat=N``."""
    page.goto(base + link(created, seat))
    page.wait_for_url(seat_url(created["id"], seat))


def saved_seats(page) -> dict:
    """The seats this browser holds (``localStorage["powerplay.seats"]``: ``"game:seat"`` → {game, seat, token})."""
    return page.evaluate("JSON.parse(localStorage.getItem('powerplay.seats') || '{}')")


def saved_tokens(page, gid: str) -> dict[int, str]:
    """The tokens this browser holds for a game's seats, by seat (to drive those seats through the API)."""
    return {s["seat"]: s["token"] for s in saved_seats(page).values() if s["game"] == gid}


def secrets(page) -> list[str]:
    """Every seat token and creator's key this browser holds."""
    created = page.evaluate("JSON.parse(localStorage.getItem('powerplay.created') || '{}')")
    return [s["token"] for s in saved_seats(page).values()] + [c["owner"] for c in created.values()]


def assert_no_secrets_in_urls(page, invitations: tuple[str, ...] = ()) -> None:
    """Defect 7 (tokens in URLs): once loaded, the page's address holds no token and no invitation; no
    address it was ever at holds a seat's token or a creator's key (only the invitation link it was
    opened with holds its invitation, in the fragment); no request it made (HTTP or WebSocket) holds a
    token, a key or an invitation (``invitations``: those the test knows)."""
    assert "token" not in page.url and "invite" not in page.url, page.url
    known = secrets(page)
    for url in page.urls:
        assert "token=" not in url, url
        assert not any(x in url for x in known), url
    for url in page.requests:
        sent = url.split("#")[0]  # a fragment is never sent
        assert "token" not in sent and "invite" not in sent, sent
        assert not any(x in sent for x in [*known, *invitations]), sent


def assert_watching(page, why: str | None = None) -> None:
    """The page only watches: no seat, no controls; ``why``: the error toast that says why."""
    wait_until(page, "window.powerplay.state && window.powerplay.state.seat === null")
    panel_ = page.locator("#action-panel")
    panel_.wait_for()
    assert "watching" in panel_.inner_text().lower()
    assert panel_.locator("button, input, select").count() == 0
    assert page.locator(".player.you").count() == 0
    if why is not None:
        toast = page.locator(".toast-error", has_text=why)
        toast.wait_for()
        assert "only watches" in toast.inner_text()


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


def click_and_confirm(page, locator, timeout: float = 20000) -> None:
    """Click a choice; when it opens its box beside it (common.js: confirmAt), press the box's confirm button
    (its first primary one); wait until the page shows a newer state."""
    before = version(page)
    locator.click()
    go = confirm_box(page).locator(".btn.primary:not([disabled])")
    if go.count():
        go.first.click()
    wait_until(page, f"window.powerplay.state.version > {before}", timeout=timeout)


CHOICES = (
    "#action-panel button[data-action]:not([disabled]), #action-panel .ba-sites button, "
    "#action-panel .ba-place-list button, #map .bm-head.pickable"
)
"""Whatever a person can click to decide: the panel's buttons, sites and spaces, the map's headstreams."""
