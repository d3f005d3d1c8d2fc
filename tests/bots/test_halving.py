"""Successive halving (``ai/halving.py``), shared by the search bots of every game."""

from __future__ import annotations

from powerplay.ai.halving import Level, slips, successive_halving, thinks
from powerplay.core.rng import Rng


def _run(level: Level, worth: list[float]):
    """Halving over candidates worth ``worth`` at depth 1; at depth 2 the last one is best."""
    calls: list[tuple[int, int]] = []

    def value(i: int, game, depth: int) -> float:
        calls.append((i, depth))
        return worth[i] if depth == 1 else float(i == len(worth) - 1)

    best, stats = successive_halving([f"c{i}" for i in range(len(worth))], level, lambda: None, value)
    return best, stats, calls


def test_the_best_candidate_survives_the_halving():
    worth = [0.1, 0.9, 0.5, 0.3, 0.2, 0.8, 0.4, 0.7]
    best, stats, calls = _run(Level("t", iterations=64, depth=1, width=8), worth)
    assert best == 1 and stats["chosen"] == "c1"
    assert stats["iterations"] == len(calls) and stats["deep"] == 0
    assert {d for _, d in calls} == {1}
    counts = {label: n for label, n, _ in stats["candidates"]}
    assert counts["c1"] == counts["c5"] > counts["c7"] == counts["c2"] > counts["c0"]  # the better half plays on


def test_the_finalists_play_deeper_and_are_scored_on_those_play_outs_alone():
    """``final_depth``: the last two plans are played deeper; the earlier, shallower play-outs do not
    count in their means (here the shallow favourite loses at depth 2)."""
    worth = [0.1, 0.9, 0.5, 0.3, 0.2, 0.8, 0.4, 0.7]
    best, stats, calls = _run(Level("t", iterations=64, depth=1, width=8, final_depth=2), worth)
    deep = [(i, d) for i, d in calls if d == 2]
    assert {i for i, _ in deep} == {1, 5}  # the two best at depth 1
    assert stats["deep"] == len(deep) > 0
    assert stats["iterations"] == len(calls)
    assert best in {1, 5}
    means = {label: mean for label, _, mean in stats["candidates"]}
    assert means["c1"] == 0.0 and means["c5"] == 0.0  # deep values only (neither is the last one)


def test_with_two_candidates_every_play_out_is_deep():
    best, stats, calls = _run(Level("t", iterations=10, depth=1, width=8, final_depth=2), [0.9, 0.1])
    assert {d for _, d in calls} == {2} and stats["deep"] == stats["iterations"] == 10
    assert best == 1  # worth 1.0 at depth 2


def test_a_level_searches_its_share_of_decisions_drawn_from_its_generator():
    """``share``: the weaker levels search only some decisions (the others take the heuristic's
    choice); the draws come from the bot's seeded generator, so the same seed chooses alike."""
    never = Level("t", 8, 1, 3, share=0.0)
    assert not any(thinks(never, Rng(seed)) for seed in range(50))
    rng_a, rng_b = Rng(11), Rng(11)
    half = Level("t", 8, 1, 3, share=0.5)
    a = [thinks(half, rng_a) for _ in range(2000)]
    assert a == [thinks(half, rng_b) for _ in range(2000)]
    assert 900 < sum(a) < 1100
    full = Rng(3)
    assert all(thinks(Level("t", 8, 1, 3), full) for _ in range(50)) and full.state == Rng(3).state  # no draw


def test_a_level_slips_in_its_share_of_the_decisions_it_does_not_search():
    """``slip``: a level weaker than the heuristic plays another plan in some decisions; without
    slips there is no draw, so the levels that do not slip play as before."""
    none = Rng(5)
    assert not any(slips(Level("t", 8, 1, 3), none) for _ in range(50)) and none.state == Rng(5).state
    fifth = Level("t", 8, 1, 3, share=0.0, slip=0.2)
    rng_a, rng_b = Rng(12), Rng(12)
    a = [slips(fifth, rng_a) for _ in range(2000)]
    assert a == [slips(fifth, rng_b) for _ in range(2000)]
    assert 320 < sum(a) < 480
    assert all(slips(Level("t", 8, 1, 3, slip=1.0), Rng(seed)) for seed in range(50))
