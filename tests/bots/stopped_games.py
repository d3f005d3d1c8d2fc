"""Positions for the bots' tests: games stopped at random points, played so far by random decisions."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from powerplay import load_game


def stopped_games(
    name: str,
    count: int,
    seed: int,
    configs: list[dict],
    most: int,
    pick: Callable[[Any, random.Random], Any] | None = None,
) -> list:
    """``count`` games of ``name`` (configurations in turn) each stopped after a random number of
    decisions below ``most``, taken by ``pick(game, rng)`` (default: any legal action); a game that ended
    first is not kept."""
    rng = random.Random(seed)
    choose = pick or (lambda game, r: r.choice(game.legal_actions()))
    out = []
    i = 0
    while len(out) < count:
        game = load_game(name, seed=seed * 1000 + i, **configs[i % len(configs)])
        stop = rng.randrange(0, most) if most else 0
        n = 0
        while not game.is_over and n < stop:
            game.apply(choose(game, rng))
            n += 1
        if not game.is_over:
            out.append(game)
        i += 1
    return out
