"""Fit Barrage's evaluation (``games/barrage/ai/evaluate.py``): ``GAIN`` and ``SPREAD``.

Plays full games of heuristic bots (2/3 of them with a little noise, so that positions vary more than
the heuristic alone would make them) against each other and the very hard Automa, records every seat's
features (``evaluate.features``) at the start of every round, and for each round from the second on

* fits by least squares (ridge ``RIDGE``, with an intercept) the VP each seat still gains to the end,
  ``GAIN``;
* picks the spread (whole VP, ``SPREADS``) under which the softmax of the foreseen final VP best
  predicts who won (log-loss), ``SPREAD``; a shared win counts 1/k to each.

Both are fitted on the first four fifths of the games; the rest are held out.

    .venv/bin/python benchmarks/fit_barrage_evaluation.py [GAMES] [WORKERS]

GAMES defaults to 1,800, the games the shipped values were fitted to; WORKERS (processes) to 2. Per
round it prints the positions, the held-out error of the foreseen final VP, the winner picked, the
log-loss against that of ``scores`` as shipped, and the lines ``GAIN`` and ``SPREAD`` to copy into
``evaluate.py``. A new feature goes into ``FEATURES`` and ``features`` together, and all is fitted again.
"""

from __future__ import annotations

import math
import sys
from concurrent.futures import ProcessPoolExecutor

import numpy as np

from powerplay.core.rng import Rng
from powerplay.games.barrage.ai.evaluate import FEATURES, GAIN, SPREAD, features
from powerplay.games.barrage.ai.heuristic import ROUNDS, HeuristicBot
from powerplay.games.barrage.ai.observation import BarrageObservation
from powerplay.games.barrage.game import BarrageGame
from powerplay.games.barrage.scoring import winners
from powerplay.games.barrage.state import Phase
from powerplay.games.barrage.turns import apply, legal
from powerplay.games.barrage.view import to_act

SETTINGS = (
    {"players": 2, "full": True, "automa": [None, "very-hard"]},
    {"players": 2, "full": True, "automa": ["very-hard", None]},
    {"players": 2, "full": True},
    {"players": 3, "full": True, "automa": [None, None, "very-hard"]},
    {"players": 4, "full": True},
    {"players": 4, "full": True, "automa": [None, "very-hard", "very-hard", "very-hard"]},
)
"""The games played in turn: people (the heuristic) alone and with Automa seats, 2–4 seats."""

NOISE = 0.1
"""In two games of three, the share of choices made uniformly at random instead of the heuristic's."""
RIDGE = 1.0
SPREADS = range(4, 31)

Game = tuple[list[tuple[int, list[list[float]]]], list[int], list[float]]
"""One game: (round, every seat's features) at each round's start; the final VP; each seat's win share."""


def one_game(i: int) -> Game:
    """Game ``i`` (see the module text)."""
    game = BarrageGame.new(SETTINGS[i % len(SETTINGS)], seed=40_000 + i)
    s = game.state
    bots = [HeuristicBot(p, 0) for p in range(s.players)]
    rng = Rng(i)
    noise = 0.0 if i % 3 == 0 else NOISE
    rows = []
    last_round = 0
    while s.phase != Phase.OVER:
        if s.phase == Phase.ACTIONS and s.round != last_round and not s.pending:
            last_round = s.round
            rows.append((s.round, features(s)))
        p = to_act(s)
        assert p is not None
        acts = legal(s)
        action = acts[0] if len(acts) == 1 else bots[p].choose(BarrageObservation(s, p, acts))
        if len(acts) > 1 and rng.below(1000) < noise * 1000:
            action = acts[rng.below(len(acts))]
        apply(s, action)
    won = winners(s.vp, s.energy)
    return rows, list(s.vp), [1.0 / len(won) if p in won else 0.0 for p in range(s.players)]


def at_round(games: list[Game], r: int) -> list[tuple[list[list[float]], list[int], list[float]]]:
    """Every game's features at the start of round ``r``, with its final VP and win shares."""
    return [(f, vp, won) for rows, vp, won in games for rr, f in rows if rr == r]


def fit_gain(data: list[tuple[list[list[float]], list[int], list[float]]]) -> list[float]:
    """Ridge least squares of the VP still to come on the features and an intercept (last)."""
    k = len(FEATURES) + 1
    a = [[RIDGE if i == j else 0.0 for j in range(k)] for i in range(k)]
    b = [0.0] * k
    for f, vp, _ in data:
        for p, x in enumerate(f):
            row = [*x, 1.0]
            y = vp[p] - x[0]
            for i in range(k):
                b[i] += row[i] * y
                for j in range(k):
                    a[i][j] += row[i] * row[j]
    return [float(x) for x in np.linalg.solve(np.array(a), np.array(b))]


def foreseen(gain: list[float] | tuple[float, ...], f: list[list[float]]) -> list[float]:
    """Each seat's foreseen final VP (without the intercept, the same for all)."""
    return [x[0] + sum(w * v for w, v in zip(gain, x, strict=True)) for x in f]


def log_loss(gain, spread: float, data) -> tuple[float, float]:
    """Mean log-loss of the winners and the share of games whose winner is foreseen first."""
    ll = picked = 0.0
    for f, _, won in data:
        sc = [v / spread for v in foreseen(gain, f)]
        top = max(sc)
        z = sum(math.exp(v - top) for v in sc)
        ll -= sum(w * (sc[p] - top - math.log(z)) for p, w in enumerate(won) if w)
        picked += won[max(range(len(sc)), key=lambda p: sc[p])]
    return ll / len(data), picked / len(data)


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 1800
    workers = int(sys.argv[2]) if len(sys.argv) > 2 else 2
    with ProcessPoolExecutor(workers) as pool:
        played = list(pool.map(one_game, range(games), chunksize=20))
    cut = games * 4 // 5
    gains, spreads = {}, {}
    for r in range(2, ROUNDS + 1):
        train, test = at_round(played[:cut], r), at_round(played[cut:], r)
        *gain, intercept = (round(w, 3) for w in fit_gain(train))
        spread = float(min(SPREADS, key=lambda t: log_loss(gain, t, train)[0]))
        gains[r], spreads[r] = tuple(gain), spread
        err = [foreseen(gain, f)[p] + intercept - vp[p] for f, vp, _ in test for p in range(len(vp))]
        rmse = math.sqrt(sum(e * e for e in err) / len(err))
        ll, picked = log_loss(gain, spread, test)
        shipped, _ = log_loss(GAIN[r], SPREAD[r], test)
        print(
            f"round {r}: {len(train)} positions, {len(test)} held out: final VP off by {rmse:.1f} (root mean "
            f"square), winner first in {picked:.1%}, log-loss {ll:.3f} (as shipped {shipped:.3f})"
        )
    print("GAIN = {" + ", ".join(f"{r}: {g}" for r, g in gains.items()) + "}")
    print("SPREAD = " + str(spreads))


if __name__ == "__main__":
    main()
