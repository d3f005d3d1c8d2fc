"""Fit the weights of Barrage's evaluation (``games/barrage/ai/evaluate.py``, issue 17).

Plays full games of heuristic bots (2/3 of them with a little noise, so that positions vary more than
the heuristic alone would make them) against each other and the Automa, records every seat's
features (``evaluate.features``) at the start of every round, and fits a conditional-logit model of
who wins the game (the fitting code of ``fit_evaluation.py``; a shared win counts 1/k to each).

    .venv/bin/python benchmarks/fit_barrage_evaluation.py [GAMES] [WORKERS]

GAMES defaults to 450, the games ``evaluate.WEIGHTS`` were fitted to; WORKERS (processes) to 2. It
prints the positions trained on and held out (the last fifth of the games), the log-loss and accuracy
on each, every feature's weight, and a line ``WEIGHTS = (...)``: those numbers, in the order of
``evaluate.FEATURES``, become ``evaluate.WEIGHTS`` (one a line, with the comment above them updated to
the games, positions, held-out log-loss and accuracy printed). A new feature goes into ``FEATURES``
and ``features`` together, and the weights are fitted again.
"""

from __future__ import annotations

import sys
from pathlib import Path

from powerplay.core.rng import Rng
from powerplay.games.barrage.ai.evaluate import FEATURES, features
from powerplay.games.barrage.ai.heuristic import HeuristicBot
from powerplay.games.barrage.ai.observation import BarrageObservation
from powerplay.games.barrage.game import BarrageGame
from powerplay.games.barrage.scoring import winners
from powerplay.games.barrage.state import Phase
from powerplay.games.barrage.turns import apply, legal
from powerplay.games.barrage.view import to_act

sys.path.insert(0, str(Path(__file__).resolve().parent))
from fit_evaluation import fit_and_report

SETTINGS = (
    {"players": 2, "full": True, "automa": [None, "very-hard"]},
    {"players": 2, "full": True, "automa": ["hard", None]},
    {"players": 2, "full": True},
    {"players": 3, "full": True, "automa": [None, None, "very-hard"]},
    {"players": 4, "full": True},
    {"players": 4, "full": True, "automa": [None, "very-hard", "very-hard", "very-hard"]},
)
"""The games played in turn: people (the heuristic) alone and with Automa seats, 2–4 seats."""

NOISE = 0.1
"""In two games of three, the share of choices made uniformly at random instead of the heuristic's."""


def one_game(i: int) -> list[tuple[list[list[float]], list[float]]]:
    """Game ``i``: each round's features of every seat, each with the seats' shares of the win."""
    game = BarrageGame.new(SETTINGS[i % len(SETTINGS)], seed=30_000 + i)
    s = game.state
    bots = [HeuristicBot(p, 0) for p in range(s.players)]
    rng = Rng(i)
    noise = 0.0 if i % 3 == 0 else NOISE
    rows = []
    last_round = 0
    while s.phase != Phase.OVER:
        if s.phase == Phase.ACTIONS and s.round != last_round and not s.pending:
            last_round = s.round
            rows.append(features(s))
        p = to_act(s)
        assert p is not None
        acts = legal(s)
        action = acts[0] if len(acts) == 1 else bots[p].choose(BarrageObservation(s, p, acts))
        if len(acts) > 1 and rng.below(1000) < noise * 1000:
            action = acts[rng.below(len(acts))]
        apply(s, action)
    won = winners(s.vp, s.energy)
    target = [1.0 / len(won) if p in won else 0.0 for p in range(s.players)]
    return [(row, target) for row in rows]


if __name__ == "__main__":
    fit_and_report(one_game, FEATURES, 450)
