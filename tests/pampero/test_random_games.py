"""Whole random games (PA-1.6): after every action every component lies in exactly one place, money,
energy and time stay in bounds, someone can act or the game is over, and a game ends after exactly three
scorings; with 2, 3 and 4 players, each alternative rule (PA-34.2, PA-35) and each AMB alternative
(PA-38), and some combinations. ``PAMPERO_GAMES`` runs more games per case."""

from __future__ import annotations

import os
import random

import pytest
from pa_turns import Ledger, new

from powerplay.games.pampero import turns
from powerplay.games.pampero.options import ALTERNATIVES
from powerplay.games.pampero.state import Phase

RULES = ("long_game", "beginner", "fixed_bonus", "restrictions", "battery_limit")
GAMES = int(os.environ.get("PAMPERO_GAMES", "3"))

CASES: list[tuple[int, dict]] = [
    (2, {}),
    (3, {}),
    (4, {}),
    (2, {"rado": True}),
    *[(2 + i % 3, {rule: True}) for i, rule in enumerate(RULES)],
    *[(2 + i % 3, {"alternatives": [amb]}) for i, amb in enumerate(ALTERNATIVES)],
    (4, dict.fromkeys(RULES, True) | {"alternatives": sorted(ALTERNATIVES)}),
    (2, {"rado": True, "battery_limit": True, "alternatives": ["AMB-01", "AMB-17", "AMB-19", "AMB-40"]}),
    (3, {"restrictions": True, "long_game": True, "alternatives": ["AMB-09", "AMB-22", "AMB-37", "AMB-38"]}),
]


def play_out(players: int, config: dict, seed: int) -> int:
    """A game of random legal decisions, checked after each; the decisions made."""
    s = new(players, seed, **config)
    ledger = Ledger(s)
    rng = random.Random(seed)
    decisions = 0
    while s.phase != Phase.OVER:
        before = s.copy()
        turns.apply(s, rng.choice(turns.legal(s)))
        ledger.check(before, s)
        decisions += 1
        assert decisions < 5000, "a game that never ends"
    assert s.scorings == 3
    return decisions


@pytest.mark.parametrize(("players", "config"), CASES, ids=str)
def test_pa_1_6_random_games_keep_every_component_in_place(players: int, config: dict) -> None:
    """PA-1.6, PA-2, PA-8.3, PA-10.17, PA-28.2, AMB-01, AMB-17, AMB-19: random games to the end."""
    for k in range(GAMES):
        play_out(players, config, 1000 * k + len(CASES) + players)
