"""Helpers for Pampero's bot tests: small-budget search bots, positions from random games, scrambling
what a seat cannot see (PA-2.5, PA-4.3–PA-4.5)."""

from __future__ import annotations

import dataclasses
import sys
from pathlib import Path

from stopped_games import stopped_games

from powerplay.games.pampero.ai.search import LEVELS, SearchBot

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "pampero"))
from pa_hidden import scramble

CONFIGS = [
    {"players": 4},
    {"players": 2},
    {"players": 3, "long_game": True},
    {"players": 2, "rado": True, "beginner": True},
]


def small_bot(level: str, seat: int, seed: int, iterations: int = 6) -> SearchBot:
    """A search bot of ``level`` with a small budget and two candidates, searching every decision and
    playing out a year, not to the game's end (what it may know is the same), for fast tests."""
    small = dataclasses.replace(LEVELS[level], iterations=iterations, depth=1, width=2, share=1.0)
    return SearchBot(seat, seed, small)


def positions(count: int, seed: int, configs: list[dict] = CONFIGS, most: int = 200) -> list:
    """``count`` games stopped at random points, played so far by random decisions."""
    return stopped_games("pampero", count, seed, configs, most)


def scrambled(game, seat: int, seed: int):
    """A copy of ``game`` that differs only in what ``seat`` cannot see (``rules.hidden`` and PA-2.5:
    ``pa_hidden.scramble``)."""
    g = game.copy()
    scramble(g.state, seat, seed)
    return g
