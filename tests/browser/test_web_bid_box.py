"""The bid box (both games): the button always names exactly the bid it sends; a bid above the
player's money, below the minimum or not a whole number is refused beside the box, never clamped and sent."""

from __future__ import annotations

import re

import pytest
from conftest import new_page
from web_helpers import confirm_box, panel, take_seat, wait_for_turn, wait_until

# every action the page posts, recorded (the page's fetch is looked up at each call)
RECORD = """() => {
  window.sentActions = [];
  const real = window.fetch;
  window.fetch = (url, opts) => {
    if (String(url).endsWith("/actions") && opts && opts.body) window.sentActions.push(JSON.parse(opts.body).action);
    return real(url, opts);
  };
}"""


def sent(page) -> list[str]:
    return page.evaluate("window.sentActions")


@pytest.mark.parametrize("game", ["powergrid", "powergrid-cards"])
def test_the_bid_box_refuses_what_it_cannot_send_and_sends_what_it_says(web_server, browser, game):
    api = web_server.client()
    created = api.create(["human", "random", "random"], seed=5, game=game, players=3)
    page = new_page(browser)
    take_seat(page, web_server.url, created, 0)
    p = panel(page)
    for _ in range(20):  # until this seat opens an auction or is asked to raise
        kind = wait_for_turn(page)
        if kind == "open":
            p.locator(".plant-choice button.plant").first.click()
            break
        if kind == "raise" and p.locator('[data-action="raise"]').count():
            break
        before = page.evaluate("window.powerplay.state.version")
        p.locator('[data-action="pass"]').click()
        wait_until(page, f"window.powerplay.state.version > {before}")
    else:
        raise AssertionError("never asked to bid")
    action = "open-bid" if kind == "open" else "raise"
    where = confirm_box(page) if kind == "open" else p  # (a plant's bid is in the box beside the plant clicked)
    box, go, note = page.locator("#bid-input"), where.locator(f'[data-action="{action}"]'), where.locator("#bid-error")
    low = int(box.get_attribute("min"))
    high = int(box.get_attribute("max"))
    page.evaluate(RECORD)
    version = page.evaluate("window.powerplay.state.version")

    # far above the player's money: refused beside the box, the button disabled, nothing sent on Enter
    box.fill("999")
    box.press("Enter")
    page.wait_for_timeout(500)
    assert note.is_visible() and "You have only" in note.inner_text(), note.inner_text()
    assert go.is_disabled()
    assert "999" not in go.inner_text()
    go.click(force=True)
    page.wait_for_timeout(300)
    assert sent(page) == [] and page.evaluate("window.powerplay.state.version") == version
    assert box.input_value() == "999"  # not clamped behind the player's back

    # below the minimum, and not a whole number: refused the same way
    for bad, why in ((str(low - 1), f"The lowest bid is {low}"), ("12.5", "whole number")):
        box.fill(bad)
        box.press("Enter")
        assert note.is_visible() and why in note.inner_text(), (bad, note.inner_text())
        assert go.is_disabled()
    box.fill("")
    assert note.is_visible() and go.is_disabled()
    assert sent(page) == []

    # a valid bid: the message goes, the button names it, and exactly that is sent
    value = high if kind == "raise" or high == low else low + 1
    box.fill(str(value))
    assert note.is_hidden() and go.is_enabled()
    label = go.inner_text()
    assert re.search(rf"\b{value}$", label), label
    box.press("Enter")
    wait_until(page, "window.sentActions.length > 0")
    (action_sent,) = sent(page)
    assert re.match(rf"bid {value}\b", action_sent), (label, action_sent)
    assert page.errors == []
