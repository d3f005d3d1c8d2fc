"""Fit the weights of the card game's evaluation (``games/powergrid_cards/ai/evaluate.py``).

Plays games of heuristic bots (2/3 of them with a little noise, so that positions vary more than
the heuristic alone would make them), records every seat's features at the start of every round,
and fits a conditional-logit model of who wins the game (the fitting code of
``fit_evaluation.py``). Prints the weights to paste into ``evaluate.py`` and the model's log-loss
and accuracy on held-out games.

    .venv/bin/python benchmarks/fit_cg_evaluation.py [GAMES] [WORKERS]
"""

from __future__ import annotations

import sys
from pathlib import Path

from powerplay import load_game
from powerplay.bots import make_bot, observe
from powerplay.core.rng import Rng
from powerplay.games.powergrid_cards.actions import PASS, Bid, Done, Pass
from powerplay.games.powergrid_cards.ai.evaluate import NAMES, features

sys.path.insert(0, str(Path(__file__).resolve().parent))
from fit_evaluation import fit_and_report

SETTINGS = (
    [{"players": 4}] * 4
    + [{"players": 2}] * 2
    + [{"players": 3}, {"players": 5}, {"players": 6}, {"players": 3, "demolition": True}]
)


def noisy(action, legal, rng: Rng, eps: float):
    """Now and then a different, plausible choice: stop buying early, pass, or open another plant
    at its minimum, or raise once more."""
    if eps <= 0 or len(legal) == 1 or rng.below(1000) >= eps * 1000:
        return action
    first = legal[0]
    if isinstance(first, Done):
        return first
    if isinstance(first, Pass) and len(legal) > 1 and isinstance(legal[1], Bid):
        if legal[1].plant < 0:  # a running auction: drop out or raise once more
            return legal[rng.below(2)]
        mins: dict[int, Bid] = {}
        for a in legal[1:]:
            mins.setdefault(a.plant, a)
        choices = list(mins.values()) + [PASS]
        return choices[rng.below(len(choices))]
    return action


def one_game(i: int) -> list[tuple[list[list[float]], list[float]]]:
    config = SETTINGS[i % len(SETTINGS)]
    game = load_game("powergrid-cards", seed=20_000 + i, **config)
    n = game.num_players
    bots = [make_bot("heuristic", "powergrid-cards", seat, i) for seat in range(n)]
    rng = Rng(i)
    eps = 0.0 if i % 3 == 0 else 0.08
    rows = []
    last_round = 0
    while not game.is_over:
        s = game.state
        if s.round != last_round and s.phase == "auction":
            last_round = s.round
            rows.append([features(s, p) for p in range(n)])
        seat = game.current_player
        obs = observe(game, seat)
        game.apply(noisy(bots[seat].choose(obs), obs.legal, rng, eps))
    winners = game.state.winners
    target = [1.0 / len(winners) if p in winners else 0.0 for p in range(n)]
    return [(r, target) for r in rows]


if __name__ == "__main__":
    fit_and_report(one_game, NAMES, 1500)
