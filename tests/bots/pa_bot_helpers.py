"""Helpers for Pampero's bot tests: small-budget search bots, positions from random games, scrambling
what a seat cannot see (PA-2.5, PA-4.3–PA-4.5)."""

from __future__ import annotations

import dataclasses
import random

from powerplay import load_game
from powerplay.games.pampero.ai.search import LEVELS, SearchBot

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
    rng = random.Random(seed)
    out = []
    i = 0
    while len(out) < count:
        game = load_game("pampero", seed=seed * 1000 + i, **configs[i % len(configs)])
        stop = rng.randrange(0, most)
        n = 0
        while not game.is_over and n < stop:
            game.apply(rng.choice(game.legal_actions()))
            n += 1
        if not game.is_over:
            out.append(game)
        i += 1
    return out


def scrambled(game, seat: int, seed: int):
    """A copy of ``game`` that differs only in what ``seat`` cannot see (``rules.hidden`` and PA-2.5): the
    other seats' specialist action and scoring cards swapped with the decks', the decks reordered, each
    country's external market deck reordered, another generator."""
    rng = random.Random(seed)
    g = game.copy()
    s = g.state
    for p in range(s.players):
        if p == seat:
            continue
        for k, card in enumerate(s.hands[p]):
            if s.data.cards[card].specialist and s.spec_action_deck:
                i = rng.randrange(len(s.spec_action_deck))
                s.hands[p][k], s.spec_action_deck[i] = s.spec_action_deck[i], card
        for k, card in enumerate(s.held_scoring[p]):
            if s.spec_scoring_deck:
                i = rng.randrange(len(s.spec_scoring_deck))
                s.held_scoring[p][k], s.spec_scoring_deck[i] = s.spec_scoring_deck[i], card
    rng.shuffle(s.spec_action_deck)
    rng.shuffle(s.spec_scoring_deck)
    for deck in s.market_decks.values():
        rng.shuffle(deck)
    s.rng = rng.randrange(1, 2**62)
    return g
