"""Issue 18: search bots think in worker processes, play as in the arena, and outlive a dead worker."""

from __future__ import annotations

import asyncio
import os
from concurrent.futures.process import BrokenProcessPool

import pytest

from powerplay.bots import bot_seed, make_bot, observe
from powerplay.core.registry import load_game
from powerplay.server.thinking import Thinkers, thinks


def test_only_search_bots_think_in_workers():
    assert thinks("easy") and thinks("expert") and thinks("hard:2s")
    assert not thinks("heuristic") and not thinks("random")


def test_a_worker_bot_plays_move_for_move_as_in_the_arena():
    """The same seed and the same observations give the same moves (``bot_seed``), the bots kept in
    their worker between moves; two games at once keep their own bots."""
    games = {gid: load_game("powergrid-cards", seed=seed, players=2) for gid, seed in (("a", 11), ("b", 12))}
    local = {
        gid: [make_bot("easy", "powergrid-cards", s, bot_seed(g.seed, s)) for s in (0, 1)] for gid, g in games.items()
    }
    thinkers = Thinkers(1)

    async def play() -> int:
        moves = 0
        for _ in range(40):
            for gid, game in games.items():
                if game.is_over:
                    continue
                seat = game.current_player
                there = await thinkers.choose(gid, "powergrid-cards", "easy", seat, bot_seed(game.seed, seat), game)
                here = local[gid][seat].choose(observe(game, seat))
                assert there == here
                game.apply(there)
                moves += 1
        return moves

    try:
        assert asyncio.run(play()) == 80
    finally:
        thinkers.close()


def test_a_dead_worker_is_replaced_at_the_next_move():
    game = load_game("powergrid-cards", seed=3, players=2)
    thinkers = Thinkers(1)

    async def play():
        pool = thinkers._pool(0)
        with pytest.raises(BrokenProcessPool):
            await asyncio.wrap_future(pool.submit(os._exit, 1))  # the worker dies
        return await thinkers.choose("g", "powergrid-cards", "easy", game.current_player, 1, game)

    try:
        assert asyncio.run(play()) in game.legal_actions()
    finally:
        thinkers.close()
