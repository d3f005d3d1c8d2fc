"""Power Grid play-outs (``simulate.py``): the imagined players are the heuristic bot on observations
of the imagined state, with plans and bid limits of their own; they must play exactly as the
heuristic bot, and ``allows`` (which the bots use to follow a plan) must agree with ``legal``."""

from __future__ import annotations

import pytest
from bot_helpers import positions

from powerplay import load_game
from powerplay.bots import make_bot, observe
from powerplay.games.powergrid.actions import DONE, Build, Buy
from powerplay.games.powergrid.ai.simulate import Player
from powerplay.games.powergrid.rules import allows, legal
from powerplay.games.powergrid.state import Phase

CONFIGS = [
    {"players": 4, "map": "germany"},
    {"players": 3, "map": "usa"},
    {"players": 2, "map": "germany"},  # the trust (PG-14)
    {"players": 5, "map": "usa", "starting_cities": True},
    {"players": 4, "map": "germany", "classic": True},
]


@pytest.mark.parametrize("config", CONFIGS, ids=lambda c: "-".join(f"{k}={v}" for k, v in c.items()))
def test_imagined_players_play_exactly_as_the_heuristic_bot(config):
    """Whole games: at every decision the imagined player of the seat (fed the state) and the
    heuristic bot (fed its observation) choose the same action, both keeping their plans."""
    for seed in range(2):
        game = load_game("powergrid", seed=seed, **config)
        bots = [make_bot("heuristic", "powergrid", p, seed) for p in range(game.num_players)]
        players = [Player(p) for p in range(game.num_players)]
        decisions = 0
        while not game.is_over:
            p = game.current_player
            a = bots[p].choose(observe(game, p))
            b = players[p].choose(game.state)
            assert a == b and type(a) is type(b), f"decision {decisions}: heuristic {a}, imagined {b}"
            game.apply(a)
            decisions += 1
        assert decisions > 100


def test_allows_agrees_with_the_legal_actions():
    """PG-7.1–7.4 (buying) and PG-8.2–8.7 (building): ``allows`` tells an action among ``legal``
    without listing them, for every token count and every city."""
    checked = 0
    for game in positions(80, seed=4, configs=CONFIGS):
        s = game.state
        if s.phase not in (Phase.RESOURCES, Phase.BUILDING):
            continue
        acts = legal(s)
        names = s.zone.board.cities
        tries = [DONE] + [Buy(r, k) for r in range(4) for k in range(12)] + [Build(c) for c in names]
        for a in tries:
            assert allows(s, a) == (a in acts), f"{s.phase}: {a}"
        checked += 1
    assert checked >= 10
