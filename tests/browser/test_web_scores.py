"""The end of a game in the browser: the final scores by category (``Game.scores()``' breakdown), a
row per source and a column per player, for each game, in English, Russian and Ukrainian: the parts
shown add up to the total shown, which is the engine's; the winners are marked. Screenshots at a
laptop's (1280×800) and a phone's (390×844) size."""

from __future__ import annotations

import time

import pytest
from conftest import new_page

GAMES = [
    ("powergrid", ["random", "random", "random"], {"players": 3}, "powered"),
    ("powergrid-cards", ["random", "random", "random"], {"players": 3}, "vp"),
    ("barrage", ["random", "automa-hard", "random"], {"players": 3, "full": True}, "vp"),
]
TOTAL = {"en": "Total", "ru": "Итого", "uk": "Разом"}

READ = """() => {
  const table = document.querySelector("#scores table.breakdown");
  const seats = [...table.querySelectorAll("thead th[data-seat]")].map((th) => Number(th.dataset.seat));
  const row = (tr) => [...tr.querySelectorAll("td")].map((td) => td.textContent.trim());
  return {
    seats,
    winners: [...table.querySelectorAll("thead th.winner")].map((th) => Number(th.dataset.seat)),
    parts: [...table.querySelectorAll("tr.part")].map(row),
    total: row(table.querySelector("tr.total")),
    totalLabel: table.querySelector("tr.total th").textContent.trim(),
    tiebreaks: table.querySelectorAll("tr.tiebreak").length,
  };
}"""


def finished(server, game: str, seats: list[str], config: dict) -> tuple[str, dict]:
    """A game of bots, played to its end by the server; its id and its final view."""
    api = server.client()
    gid = api.create(seats, seed=5, game=game, **config)["id"]
    for _ in range(1200):
        state = api.state(gid)
        if state["over"]:
            return gid, state["view"]
        time.sleep(0.1)
    raise AssertionError(f"{game}: the bots did not finish")


@pytest.mark.parametrize(("game", "seats", "config", "key"), GAMES, ids=[g[0] for g in GAMES])
def test_the_final_scores_by_category_add_up_to_the_total_shown(
    fast_server, browser, artifacts, game, seats, config, key
):
    gid, view = finished(fast_server, game, seats, config)
    scores = {s["player"]: s for s in view["scores"]}
    for lang in ("en", "ru", "uk"):
        page = new_page(browser, 1280, 800)
        page.context.add_cookies([{"name": "lang", "value": lang, "url": fast_server.url}])
        page.goto(f"{fast_server.url}/watch/{gid}")
        page.wait_for_selector("#scores table.breakdown")
        shown = page.evaluate(READ)
        assert sorted(shown["seats"]) == sorted(scores)  # a column per player, best first
        assert [scores[p]["rank"] for p in shown["seats"]] == sorted(s["rank"] for s in scores.values())
        assert sorted(shown["winners"]) == sorted(view["winners"])
        assert shown["totalLabel"] == TOTAL[lang]
        for k, seat in enumerate(shown["seats"]):
            parts = [int(row[k]) for row in shown["parts"] if row[k] != "—"]
            assert sum(parts) == int(shown["total"][k]) == scores[seat][key]
        assert shown["tiebreaks"] == sum(b["tiebreak"] for b in scores[shown["seats"][0]]["breakdown"])
        page.locator("#scores").scroll_into_view_if_needed()
        page.screenshot(path=str(artifacts / f"scores-{game}-{lang}-1280x800.png"))
        page.set_viewport_size({"width": 390, "height": 844})
        page.wait_for_timeout(150)
        page.locator("#scores").scroll_into_view_if_needed()
        page.screenshot(path=str(artifacts / f"scores-{game}-{lang}-390x844.png"))
        page.locator("#scores").screenshot(path=str(artifacts / f"scores-{game}-{lang}-390-panel.png"))
        assert page.errors == []
        page.close()
