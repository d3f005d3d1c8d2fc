"""Helpers for the card game's bot tests: small-budget search bots, positions from random games,
scrambling what a seat cannot see."""

from __future__ import annotations

import dataclasses
import random
import sys
from pathlib import Path

from stopped_games import stopped_games

from powerplay.games.powergrid_cards.ai.search import LEVELS, SearchBot
from powerplay.games.powergrid_cards.data import ORM, PLANTS

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "powergrid_cards"))
from cg_invariants import check_invariants, pick_action  # noqa: F401

CONFIGS = [
    {"players": 4},
    {"players": 2},
    {"players": 2, "trust": False, "hidden_money": True},
    {"players": 3, "demolition": True},
    {"players": 5, "hidden_money": True},
    {"players": 6, "demolition": True, "hidden_money": True},
]


def small_bot(level: str, seat: int, seed: int, iterations: int = 6) -> SearchBot:
    """A search bot of ``level`` (its depth and width) with a small budget, searching every decision,
    for fast tests."""
    return SearchBot(seat, seed, dataclasses.replace(LEVELS[level], iterations=iterations, share=1.0))


def positions(count: int, seed: int, configs: list[dict] = CONFIGS, most: int = 400) -> list:
    """``count`` games stopped at random points, played so far by a random player that buys
    plants and fuel (so the positions reach every phase, demolitions and the end)."""
    return stopped_games("powergrid-cards", count, seed, configs, most, pick_action)


def scrambled(game, seat: int, seed: int):
    """A copy of ``game`` that differs only in what ``seat`` cannot see (CG-12.2): the plant deck
    above the ORM card (its top card kept), which plants of a size lie in the box, the resource
    deck's order, the generator and — with hidden money — the others' money."""
    rng = random.Random(seed)
    g = game.copy()
    s = g.state
    low = s.deck.index(ORM) + 1 if ORM in s.deck else 0
    body = s.deck[low:-1]
    for k, x in enumerate(body):  # swap with a box plant of the same size now and then
        same = [j for j, b in enumerate(s.box) if PLANTS[b].small == PLANTS[x].small]
        if same and rng.random() < 0.5:
            j = rng.choice(same)
            body[k], s.box[j] = s.box[j], body[k]
    rng.shuffle(body)
    if len(s.deck) > low:
        s.deck = s.deck[:low] + body + s.deck[-1:]
    rng.shuffle(s.res_deck)
    if s.options.hidden_money:
        for p in range(s.players):
            if p != seat:
                s.money[p] += rng.randrange(3, 30)
    s.rng = rng.getrandbits(62)
    return g
