"""Helpers for the bot tests: small-budget search bots, positions from random games, scrambling."""

from __future__ import annotations

import dataclasses
import random

from powerplay import load_game
from powerplay.bots import make_bot, observe
from powerplay.games.powergrid.ai.search import LEVELS, SearchBot
from powerplay.games.powergrid.data import PLANTS, STEP3


def small_bot(level: str, seat: int, seed: int, iterations: int = 6) -> SearchBot:
    """A search bot of ``level`` (its depth and width) with a small budget, searching every decision,
    for fast tests."""
    return SearchBot(seat, seed, dataclasses.replace(LEVELS[level], iterations=iterations, share=1.0))


def positions(count: int, seed: int, configs: list[dict], warmup: str = "heuristic"):
    """``count`` games stopped at random points, each played so far by ``warmup`` bots."""
    rng = random.Random(seed)
    out = []
    for i in range(count):
        config = configs[i % len(configs)]
        game = load_game("powergrid", seed=seed * 1000 + i, **config)
        bots = [make_bot(warmup, "powergrid", s, i) for s in range(game.num_players)]
        stop = rng.randrange(5, 400)
        n = 0
        while not game.is_over and n < stop:
            seat = game.current_player
            game.apply(bots[seat].choose(observe(game, seat)))
            n += 1
        if not game.is_over:
            out.append(game)
    return out


def scrambled(game, seat: int, seed: int):
    """A copy of ``game`` that differs only in what ``seat`` cannot see: the unknown part of the
    deck (the top card's back kept) and which plants of a size lie in the box, the others' money
    and the generator."""
    rng = random.Random(seed)
    g = game.copy()
    s = g.state
    known = len(s.under) + (1 if STEP3 in s.deck else 0)
    if len(s.deck) > known:
        body = s.deck[known:]
        for k, x in enumerate(body):  # swap with a box plant of the same size now and then
            same = [j for j, b in enumerate(s.box) if PLANTS[b].small == PLANTS[x].small]
            if x != STEP3 and same and rng.random() < 0.5:
                j = rng.choice(same)
                body[k], s.box[j] = s.box[j], body[k]
        top = body.pop()
        rng.shuffle(body)
        body.append(top)
        if not s.options.classic:  # the top card: another of the same back
            back = [k for k, x in enumerate(body) if x != STEP3 and PLANTS[x].small == PLANTS[top].small]
            k = rng.choice(back)
            body[k], body[-1] = body[-1], body[k]
        s.deck = s.deck[:known] + body
        s.box.sort()
    for p in range(s.players):
        if p != seat and not s.options.classic:
            s.money[p] += rng.randrange(5, 40)
    s.rng = rng.getrandbits(64)
    return g
