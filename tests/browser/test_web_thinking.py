"""While a search bot thinks, the page says how far it is: under the line that says whose turn it is, a
progress bar (role=progressbar, with its values and a name) and about how long it will still take; the
bot's move ends it. Power Grid, the card game and Barrage alike."""

from __future__ import annotations

import pytest
from conftest import new_page
from web_helpers import drive, saved_tokens, take_seat, wait_until

CONFIGS = {
    "powergrid": {"players": 2},
    "powergrid-cards": {"players": 2},
    "barrage": {"players": 2, "full": True},
}

SHOWN = """(() => {
  const bar = document.querySelector("#thinking:not([hidden]) [role=progressbar]");
  if (!bar) return null;
  const box = bar.closest("#thinking");
  return {
    version: Number(box.dataset.version), seat: Number(box.dataset.seat), label: bar.getAttribute("aria-label"),
    min: bar.getAttribute("aria-valuemin"), max: bar.getAttribute("aria-valuemax"),
    now: Number(bar.getAttribute("aria-valuenow")), text: bar.getAttribute("aria-valuetext"),
    prompt: document.querySelector("#action-panel .prompt").textContent,
    left: box.querySelector(".thinking-left").textContent,
  };
})()"""


@pytest.mark.parametrize("game", list(CONFIGS))
def test_a_bar_shows_while_a_hard_bot_thinks_and_goes_with_its_move(web_server, browser, artifacts, game):
    api = web_server.client()
    created = api.create(["human", "hard"], seed=3, game=game, **CONFIGS[game])
    gid = created["id"]
    page = new_page(browser)
    take_seat(page, web_server.url, created, 0)
    tokens = saved_tokens(page, gid)
    seen: list[dict] = []

    def shown(state: dict) -> bool:
        """A bar that says how long the bot may still take (from its second report, or its first once
        a search of its kind has been timed)."""
        found = page.evaluate(SHOWN)
        if found and found["left"]:
            seen.append(found)
            page.screenshot(path=str(artifacts / f"thinking-{game}.png"))
        return bool(seen)

    drive(api, gid, tokens, until=shown, limit=20000)
    assert seen, "the page showed no bar with the time left while the bot thought"
    bar = seen[0]
    assert "second" in bar["left"] and bar["text"] == f"done: {bar['now']}%, {bar['left']}"
    assert bar["seat"] == 1 and bar["label"] == "P2 is thinking"
    assert bar["min"] == "0" and bar["max"] == "100" and 0 <= bar["now"] <= 100
    assert "P2" in bar["prompt"]
    wait_until(page, f"window.powerplay.state.version > {bar['version']}", timeout=600000)
    assert page.locator(f'#thinking:not([hidden])[data-version="{bar["version"]}"]').count() == 0
    assert page.errors == []
    assert page.evaluate("window.__csp") == []
