"""Helpers for Barrage's bot tests: small-budget search bots, positions from random games,
scrambling what a seat cannot see (BA-10)."""

from __future__ import annotations

import dataclasses
import random

from stopped_games import stopped_games

from powerplay.games.barrage.ai.search import LEVELS, SearchBot
from powerplay.games.barrage.contracts import COLOURS

CONFIGS = [
    {"players": 2, "full": True, "automa": [None, "very-hard"]},
    {"players": 3, "full": True},
    {"players": 4, "full": True, "automa": [None, None, "hard", "medium"]},
    {"players": 2},
]


def small_bot(level: str, seat: int, seed: int, iterations: int = 6) -> SearchBot:
    """A search bot of ``level`` (its depth and width) with a small budget, searching every decision,
    for fast tests."""
    return SearchBot(seat, seed, dataclasses.replace(LEVELS[level], iterations=iterations, share=1.0))


def positions(count: int, seed: int, configs: list[dict] = CONFIGS, most: int = 120) -> list:
    """``count`` games stopped at random points, played so far by random decisions."""
    return stopped_games("barrage", count, seed, configs, most)


def scrambled(game, seat: int, seed: int):
    """A copy of ``game`` that differs only in what ``seat`` cannot see (``BarrageGame.hidden``): the
    private stacks reordered, two of them swapping halves, the patent stacks reordered, the Automa deck
    below its top reshuffled, another generator."""
    rng = random.Random(seed)
    g = game.copy()
    s = g.state
    for colour in COLOURS:
        rng.shuffle(s.stacks[colour])
    a, b = s.stacks[COLOURS[0]], s.stacks[COLOURS[1]]
    n = min(len(a), len(b)) // 2
    a[:n], b[:n] = b[:n], a[:n]
    for stack in s.patent_stacks:
        rng.shuffle(stack)
    below = s.automa_deck[:-1]
    rng.shuffle(below)
    s.automa_deck[:-1] = below
    s.rng = rng.getrandbits(62)
    return g
