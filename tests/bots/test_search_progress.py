"""A search tells how far it is (``halving.Progress``): play-outs done of those planned, in rising
counts; being told changes nothing a bot chooses (the same seed plays the same moves)."""

from __future__ import annotations

import dataclasses

import pytest

from powerplay import load_game
from powerplay.ai.halving import Level, planned, successive_halving
from powerplay.bots import make_bot, observe
from powerplay.bots.search import search_module

GAMES = {
    "powergrid": {"players": 3, "map": "germany"},
    "powergrid-cards": {"players": 3},
    "barrage": {"players": 2, "full": True},
    "pampero": {"players": 2},
}
LEVELS = [(name, level) for name in GAMES for level in search_module(name).LEVELS]


def small(name: str, level: str, seed: int):
    """Seat 0's bot of ``level`` (its depth, width and final depth) with a small budget, searching every
    decision."""
    bot = search_module(name).make(level, 0, seed)
    bot.level = dataclasses.replace(bot.level, iterations=8, share=1.0)
    return bot


@pytest.mark.parametrize(("name", "level"), LEVELS)
def test_each_search_is_told_its_play_outs_and_the_moves_stay_the_same(name: str, level: str) -> None:
    """Twin bots of seat 0, one told how far it is: the same move at every decision; each search tells
    0 first, then each play-out, up to all it planned."""
    told: list[list[tuple[int, int]]] = []

    def progress(done: int, planned: int) -> None:
        if done == 0:
            told.append([])
        told[-1].append((done, planned))

    game = load_game(name, seed=5, **GAMES[name])
    quiet, telling = small(name, level, 5), small(name, level, 5)
    telling.progress = progress
    others = {seat: make_bot("heuristic", name, seat, 5) for seat in range(1, game.num_players)}
    for _ in range(150):
        if game.is_over or len(told) >= 2:
            break
        seat = game.current_player
        if seat == 0:
            move = quiet.choose(observe(game, 0))
            assert telling.choose(observe(game, 0)) == move
        else:
            move = others[seat].choose(observe(game, seat))
        game.apply(move)
    assert told, "the bot searched"
    for search in told:
        dones = [done for done, _ in search]
        assert dones == list(range(len(dones)))
        assert {plan for _, plan in search} == {dones[-1]} and dones[-1] > 0
    assert quiet.last_stats["iterations"] == telling.last_stats["iterations"] == told[-1][-1][0]


def test_planned_is_what_a_fixed_budget_plays() -> None:
    for n in range(1, 12):
        for iterations in (1, 6, 64, 600):
            level = Level("t", iterations, depth=1, width=n, final_depth=2)
            _, stats = successive_halving([f"c{i}" for i in range(n)], level, lambda: None, lambda i, g, d: float(i))
            assert stats["iterations"] == planned(level, n), (n, iterations)


def test_with_a_time_budget_the_plan_is_what_the_rate_so_far_plays_by_the_deadline() -> None:
    """Before the first play-out nothing is planned (0); then never less than what is done."""
    told: list[tuple[int, int]] = []
    level = Level("t", 0, depth=1, width=4, seconds=0.05)
    _, stats = successive_halving(
        ["a", "b", "c", "d"], level, lambda: None, lambda i, g, d: 0.5, lambda done, plan: told.append((done, plan))
    )
    assert told[0] == (0, 0)
    assert [done for done, _ in told] == list(range(len(told)))
    assert all(plan >= done for done, plan in told[1:])
    assert told[-1][0] == stats["iterations"]
