"""Fit Pampero's evaluation (``games/pampero/ai/evaluate.py``): ``GAIN``, ``SPREAD`` and
``SPREAD_PER_YEAR``, and ``TEMPERATURE``.

Plays full games of heuristic bots (2/3 of them with a little noise, so that positions vary more than
the heuristic alone would make them), 2–4 players, on seeds from ``SEEDS`` on (apart from the arena's),
records every seat's money and features (``evaluate.features``) at the start of every year, and

* fits by least squares (ridge ``RIDGE``, with an intercept per year) the money each seat still gains to
  the end (PA-33.1), ``GAIN``;
* picks the spread (``SPREADS`` × ``PER_YEAR``) under which the softmax of the foreseen final money
  best predicts who won (log-loss; a shared win counts 1/k to each), and the temperature of the final
  money alone that best predicts it from the last year's start (``TEMPERATURE``: what a search that
  reached the end of the game weighs a margin by).

Fitted on the first four fifths of the games; the rest are held out.

    .venv/bin/python benchmarks/fit_pampero_evaluation.py [GAMES]

GAMES defaults to 600, the games the shipped values were fitted to.
"""

from __future__ import annotations

import math
import sys

import numpy as np

from powerplay.core.rng import Rng
from powerplay.games.pampero.ai.evaluate import FEATURES, features, years_left
from powerplay.games.pampero.ai.heuristic import HeuristicBot
from powerplay.games.pampero.ai.observation import PamperoObservation
from powerplay.games.pampero.game import PamperoGame
from powerplay.games.pampero.state import Phase
from powerplay.games.pampero.turns import apply, legal, to_act

SEEDS = 100_000
NOISE = 0.1
"""In two games of three, the share of choices made uniformly at random instead of the heuristic's."""
RIDGE = 1.0
SPREADS = [float(x) for x in range(2, 41, 2)]
PER_YEAR = [0.0, 0.5, 1.0, 1.5, 2.0, 3.0, 4.0, 6.0]

Row = tuple[int, list[float], list[list[float]]]
"""At a year's start: the consolidations left, every seat's money, every seat's features."""


def one_game(i: int) -> tuple[list[Row], list[int], list[float]]:
    """Game ``i``: its rows, the final money, each seat's win share."""
    players = 2 + i % 3
    s = PamperoGame.new({"players": players}, SEEDS + i).state
    bots = [HeuristicBot(p, i) for p in range(players)]
    noise = Rng(i * 7 + 1)
    noisy = i % 3 != 0
    rows: list[Row] = []
    year = 0
    while s.phase != Phase.OVER:
        if s.year != year:
            year = s.year
            rows.append((years_left(s), [float(m) for m in s.money], features(s)))
        p = to_act(s)
        assert p is not None
        acts = legal(s)
        if len(acts) == 1:
            act = acts[0]
        elif noisy and noise.below(1000) < NOISE * 1000:
            act = acts[noise.below(len(acts))]
        else:
            act = bots[p].choose(PamperoObservation(s, p, acts))
        apply(s, act)
    top = max(s.money)
    best = [p for p in range(players) if s.money[p] == top]
    return rows, list(s.money), [1.0 / len(best) if p in best else 0.0 for p in range(players)]


def log_loss(games: list, gain: np.ndarray, spread: float, per_year: float, last_only: bool = False) -> float:
    total, count = 0.0, 0
    for rows, _, shares in games:
        for years, money, feats in rows:
            if last_only and years > 1:
                continue
            scores = [(m + float(np.dot(gain, f))) / (spread + per_year * years) for m, f in zip(money, feats)]
            top = max(scores)
            logs = [x - top - math.log(sum(math.exp(y - top) for y in scores)) for x in scores]
            total -= sum(w * lg for w, lg in zip(shares, logs))
            count += 1
    return total / max(count, 1)


def main() -> None:
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 600
    games = [one_game(i) for i in range(n)]
    cut = n * 4 // 5
    fit, held = games[:cut], games[cut:]
    xs, ys = [], []
    for rows, final, _ in fit:
        for years, money, feats in rows:
            for p, f in enumerate(feats):
                xs.append([*f, *[1.0 if years == k else 0.0 for k in range(12)]])
                ys.append(final[p] - money[p])
    x, y = np.array(xs), np.array(ys)
    k = len(FEATURES)
    ridge = RIDGE * np.eye(x.shape[1])
    w = np.linalg.solve(x.T @ x + ridge, x.T @ y)
    gain = w[:k]
    errors = []
    for rows, final, _ in held:
        for _, money, feats in rows:
            for p, f in enumerate(feats):
                errors.append(final[p] - money[p] - float(np.dot(gain, f)))
    print(f"positions {len(ys)}, held-out spread of the foreseen money's error (relative) {np.std(errors):.1f}")
    best = min((log_loss(fit, gain, a, b), a, b) for a in SPREADS for b in PER_YEAR)
    final_t = min((log_loss(fit, np.zeros(k), t, 0.0, True), t) for t in SPREADS)
    print(f"held-out log-loss {log_loss(held, gain, best[1], best[2]):.3f}")
    print(f"GAIN = ({', '.join(f'{v:.3f}' for v in gain)})  # {FEATURES}")
    print(f"SPREAD = {best[1]}, SPREAD_PER_YEAR = {best[2]}, TEMPERATURE = {final_t[1]}")


if __name__ == "__main__":
    main()
