"""What the search bots of every game share: their levels, and successive halving over candidate
plans played in common samples.

Each game brings its own candidates, determinisation, play-outs and evaluation
(``games/*/ai/search.py``); the budget and the choice of the best plan are the same for all.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ..core.rng import Rng


@dataclass(frozen=True)
class Level:
    """How hard a search bot thinks."""

    name: str
    iterations: int
    """Play-outs per decision (each candidate in each sample counts one)."""
    depth: int
    """Rounds played out before the evaluation: 1 = to the start of the next round."""
    width: int
    """Most candidate plans considered per decision."""
    final_depth: int | None = None
    """Rounds played out for the last two plans (halving's final stage), when deeper than ``depth``:
    their play-outs there are scored on their own."""
    seconds: float | None = None
    """A time budget per decision instead of ``iterations`` (then not deterministic)."""
    share: float = 1.0
    """The share of its decisions the level searches; the others take the heuristic's choice (what
    keeps a weak level weak: a search of a few play-outs plays nearly as well as many)."""
    slip: float = 0.0
    """The share of the decisions it does not search in which it plays another of its candidate plans
    than the heuristic's (a weaker level than the heuristic itself, where one is needed)."""


def thinks(level: Level, rng: Rng) -> bool:
    """Whether ``level`` searches this decision (a draw from the bot's generator if its
    ``share`` is below 1, so the bot stays deterministic for its seed)."""
    return level.share >= 1 or rng.below(1000) < level.share * 1000


def slips(level: Level, rng: Rng) -> bool:
    """Whether ``level`` slips in a decision it does not search (a draw only if ``slip`` is above 0)."""
    return level.slip > 0 and rng.below(1000) < level.slip * 1000


def unsearched(level: Level, rng: Rng, count: int) -> int | None:
    """Which of ``count`` candidate plans (the heuristic's first) ``level`` plays without a search:
    ``None`` when it searches this decision; else the heuristic's, 0, or on a slip another at random."""
    if count == 1:
        return 0
    if thinks(level, rng):
        return None
    if slips(level, rng):
        return 1 + rng.below(count - 1)
    return 0


Progress = Callable[[int, int], None]
"""Told ``(done, planned)`` as a search goes: once with 0 play-outs done when it starts, then after every
play-out. ``planned`` is all the search will play (``planned()``); with a time budget, what its rate so
far plays by the deadline (0 before the first play-out). Being told changes nothing the search does."""


def planned(level: Level, candidates: int) -> int:
    """The play-outs ``successive_halving`` plays over ``candidates`` plans with ``level``'s fixed
    budget: each stage's rounds over the plans still in it."""
    stages = max(1, (candidates - 1).bit_length())
    alive = candidates
    total = 0
    for _ in range(stages):
        total += max(1, level.iterations // stages // alive) * alive
        if alive <= 1:
            break
        alive = max(1, (alive + 1) // 2)
    return total


def softmax(scores: list[float]) -> list[float]:
    """Chances from scores (an evaluation's conditional-logit model)."""
    top = max(scores)
    ex = [math.exp(x - top) for x in scores]
    total = sum(ex)
    return [x / total for x in ex]


def successive_halving(
    labels: list[str],
    level: Level,
    sample: Callable[[], Any],
    value: Callable[[int, Any, int], float],
    progress: Progress | None = None,
) -> tuple[int, dict]:
    """Play every live candidate in the same samples, drop the worse half after each stage.

    ``sample()`` draws one determinised game; ``value(i, game, depth)`` plays candidate ``i``
    forward ``depth`` rounds in a copy of it and returns the bot's evaluation. With a fixed budget
    the stages share ``level.iterations`` play-outs; with ``level.seconds`` it stops at the
    deadline. Returns the index of the best live candidate (most played, then best mean) and the
    statistics of ``last_stats``; ``progress``, if given, is told how far it is (``Progress``).
    """
    start = time.perf_counter()
    n = len(labels)
    alive = list(range(n))
    total = [0.0] * n
    count = [0] * n
    iterations = 0
    deadline = start + level.seconds if level.seconds else None
    stages = max(1, (n - 1).bit_length())
    stage = 0
    depth = level.depth
    deep = 0
    plan = planned(level, n) if deadline is None else 0
    if progress is not None:
        progress(0, plan)
    while True:
        if level.final_depth and depth != level.final_depth and len(alive) <= 2:
            depth = level.final_depth  # the finalists: deeper play-outs, scored on their own
            for i in alive:
                total[i], count[i] = 0.0, 0
        rounds = max(1, level.iterations // stages // len(alive)) if deadline is None else 1
        for _ in range(rounds):
            game = sample()
            for i in alive:
                total[i] += value(i, game, depth)
                count[i] += 1
                iterations += 1
                deep += depth != level.depth
                if progress is not None:
                    if deadline is not None:  # what the rate so far plays by the deadline
                        spent = time.perf_counter() - start
                        plan = iterations
                        if spent > 0:
                            plan = max(iterations, int(iterations * (deadline - start) / spent))
                    progress(iterations, plan)
            if deadline is not None and time.perf_counter() > deadline:
                break
        stage += 1
        if len(alive) <= 1:
            break
        if deadline is None and stage >= stages:
            break
        if deadline is not None:
            if time.perf_counter() > deadline:
                break
            if iterations < 8 * len(alive) * (stage if len(alive) > 2 else 1):
                continue
        alive.sort(key=lambda i: -total[i] / count[i])
        alive = alive[: max(1, (len(alive) + 1) // 2)]
    best = max(alive, key=lambda i: (count[i], total[i] / count[i]))
    elapsed = time.perf_counter() - start
    stats = {
        "iterations": iterations,
        "deep": deep,
        "seconds": elapsed,
        "per_second": iterations / elapsed if elapsed > 0 else 0.0,
        "candidates": [(label, count[i], total[i] / count[i] if count[i] else None) for i, label in enumerate(labels)],
        "chosen": labels[best],
    }
    return best, stats
