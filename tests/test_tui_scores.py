"""The terminal's final scores by category (``render.breakdown_table``): for each game a finished game's
table has a row per source and a column per player, its parts add up to the total it shows, and it
speaks the reader's language."""

from __future__ import annotations

import io

import pytest
from rich.console import Console

from powerplay import load_game
from powerplay.bots import make_bot, observe
from powerplay.tui import Words, render
from powerplay.tui.games import barrage as barrage_tui
from powerplay.tui.games import powergrid as powergrid_tui
from powerplay.tui.games import powergrid_cards as cards_tui

GAMES = [
    ("powergrid", {"players": 3, "map": "germany"}, powergrid_tui.SOURCES, "powered"),
    ("powergrid-cards", {"players": 3}, cards_tui.SOURCES, "vp"),
    ("barrage", {"players": 3, "full": True, "automa": [None, "hard", None]}, barrage_tui.SOURCES, "vp"),
]


def finished(name: str, config: dict, seed: int = 4):
    """A game played to its end by the random bot."""
    game = load_game(name, seed=seed, **config)
    bots = [make_bot("random", name, seat, seed) for seat in range(game.num_players)]
    while not game.is_over:
        seat = game.current_player
        game.apply(bots[seat].choose(observe(game, seat)))
    return game


def rows(table) -> dict[str, list[str]]:
    """The table's rows as cells, by the words of their first cell."""
    console = Console(record=True, width=200, file=io.StringIO(), color_system=None)
    console.print(table)
    out = {}
    for line in console.export_text().splitlines():
        cells = [c.strip() for c in line.split("│")[1:-1]]
        if cells and cells[0]:
            out[cells[0]] = cells[1:]
    return out


@pytest.mark.parametrize(("name", "config", "sources", "total"), GAMES, ids=[g[0] for g in GAMES])
@pytest.mark.parametrize("lang", ["en", "ru", "uk"])
def test_the_parts_add_up_to_the_total_shown_in_the_language(name, config, sources, total, lang):
    game = finished(name, config)
    w = Words(lang, game=name)
    scores = game.scores()
    shown = rows(render.breakdown_table(scores, sources, total, None, w))
    seats = sorted(scores, key=lambda s: (s["rank"], s["player"]))
    totals = shown[w._("Total")]
    assert totals == [str(s[total]) for s in seats]
    parts = {b["source"] for s in scores for b in s["breakdown"] if not b["tiebreak"]}
    for k in range(len(seats)):
        cells = [shown[w._(sources[source])][k] for source in parts]
        assert sum(int(c) for c in cells if c != "-") == int(totals[k])
    assert shown[w._("Rank")] == [str(s["rank"]) for s in seats]
    tiebreaks = [b for b in scores[0]["breakdown"] if b["tiebreak"]]
    first = w._("Tie-break {n}: {what}", n=1, what=w._(sources[tiebreaks[0]["source"]]))
    assert first in shown
    if lang != "en":
        assert all(w._(sources[source]) != sources[source] for source in parts), "translated"
