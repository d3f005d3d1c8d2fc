"""Fit the weights of the Power Grid evaluation (``games/powergrid/ai/evaluate.py``).

Plays games of heuristic bots (some with a little noise, so that positions vary more than the
heuristic alone would make them), records every player's features at the start of every round,
and fits a conditional-logit model of who wins the game by Newton's method. Prints the weights
to paste into ``evaluate.py`` and the model's log-loss and accuracy on held-out games.

    .venv/bin/python benchmarks/fit_evaluation.py [GAMES] [WORKERS]
"""

from __future__ import annotations

import math
import sys
from concurrent.futures import ProcessPoolExecutor

from powerplay import load_game
from powerplay.bots import make_bot, observe
from powerplay.core.rng import Rng
from powerplay.games.powergrid.actions import PASS, Bid, Done, Pass
from powerplay.games.powergrid.ai.evaluate import NAMES, features

SETTINGS = [(4, "germany")] * 6 + [(2, "germany"), (2, "usa")] * 2 + [(3, "usa"), (5, "germany"), (6, "usa")]


def noisy(action, legal, rng: Rng, eps: float):
    """Now and then a different, plausible choice: stop buying or building early, pass or open
    another plant at its minimum."""
    if eps <= 0 or len(legal) == 1 or rng.below(1000) >= eps * 1000:
        return action
    first = legal[0]
    if isinstance(first, Done):
        return first
    if isinstance(first, Pass) and len(legal) > 1 and isinstance(legal[1], Bid) and legal[1].plant == 0:
        return PASS
    opens = [a for a in legal if isinstance(a, Bid) and a.plant]
    if opens:
        mins: dict[int, Bid] = {}
        for a in opens:
            mins.setdefault(a.plant, a)
        choices = list(mins.values()) + ([PASS] if isinstance(first, Pass) else [])
        return choices[rng.below(len(choices))]
    return action


def one_game(i: int) -> list[tuple[list[list[float]], list[float]]]:
    players, board = SETTINGS[i % len(SETTINGS)]
    game = load_game("powergrid", players=players, map=board, seed=10_000 + i)
    bots = [make_bot("heuristic", "powergrid", seat, i) for seat in range(players)]
    rng = Rng(i)
    eps = 0.0 if i % 3 == 0 else 0.08
    rows = []
    last_round = 0
    steps = 0
    while not game.is_over and steps < 5000:
        s = game.state
        if s.round != last_round and s.phase == "auction":
            last_round = s.round
            rows.append([features(s, p) for p in range(players)])
        seat = game.current_player
        obs = observe(game, seat)
        game.apply(noisy(bots[seat].choose(obs), obs.legal, rng, eps))
        steps += 1
    if not game.is_over:
        return []
    winners = game.state.winners
    target = [1.0 / len(winners) if p in winners else 0.0 for p in range(players)]
    return [(r, target) for r in rows]


def fit(data, l2: float = 1e-3, iters: int = 30) -> list[float]:
    k = len(data[0][0][0])
    w = [0.0] * k
    for _ in range(iters):
        grad = [0.0] * k
        hess = [[0.0] * k for _ in range(k)]
        for xs, y in data:
            sc = [sum(a * b for a, b in zip(w, x)) for x in xs]
            top = max(sc)
            ex = [math.exp(v - top) for v in sc]
            tot = sum(ex)
            pr = [e / tot for e in ex]
            mean = [sum(pr[p] * xs[p][j] for p in range(len(xs))) for j in range(k)]
            for p, x in enumerate(xs):
                if y[p]:
                    for j in range(k):
                        grad[j] += y[p] * (x[j] - mean[j])
                d = [x[j] - mean[j] for j in range(k)]
                for a in range(k):
                    da = pr[p] * d[a]
                    if da:
                        row = hess[a]
                        for b in range(k):
                            row[b] += da * d[b]
        for j in range(k):
            grad[j] -= l2 * len(data) * w[j]
            hess[j][j] += l2 * len(data)
        step = solve(hess, grad)
        w = [a + b for a, b in zip(w, step)]
        if max(abs(x) for x in step) < 1e-6:
            break
    return w


def solve(a: list[list[float]], b: list[float]) -> list[float]:
    n = len(b)
    m = [row[:] + [b[i]] for i, row in enumerate(a)]
    for c in range(n):
        piv = max(range(c, n), key=lambda r: abs(m[r][c]))
        m[c], m[piv] = m[piv], m[c]
        if abs(m[c][c]) < 1e-12:
            continue
        for r in range(n):
            if r != c:
                f = m[r][c] / m[c][c]
                if f:
                    for j in range(c, n + 1):
                        m[r][j] -= f * m[c][j]
    return [m[i][n] / m[i][i] if abs(m[i][i]) > 1e-12 else 0.0 for i in range(n)]


def loss(w, data) -> tuple[float, float]:
    ll = acc = 0.0
    for xs, y in data:
        sc = [sum(a * b for a, b in zip(w, x)) for x in xs]
        top = max(sc)
        ex = [math.exp(v - top) for v in sc]
        tot = sum(ex)
        ll -= sum(y[p] * math.log(max(1e-12, ex[p] / tot)) for p in range(len(xs)))
        acc += y[max(range(len(xs)), key=lambda p: sc[p])]
    return ll / len(data), acc / len(data)


def fit_and_report(one_game, names, default_games: int) -> None:
    """Play ``[GAMES] [WORKERS]`` (the command line) games with ``one_game``, fit the weights on the
    first 4/5 and print them with the log-loss and accuracy on the rest."""
    games = int(sys.argv[1]) if len(sys.argv) > 1 else default_games
    workers = int(sys.argv[2]) if len(sys.argv) > 2 else 2
    if workers > 1:
        with ProcessPoolExecutor(workers) as pool:
            per_game = list(pool.map(one_game, range(games), chunksize=20))
    else:
        per_game = [one_game(i) for i in range(games)]
    cut = games * 4 // 5
    train = [r for g in per_game[:cut] for r in g]
    test = [r for g in per_game[cut:] for r in g]
    w = fit(train)
    print(f"{len(train)} training positions, {len(test)} held out")
    print("train log-loss {:.4f} accuracy {:.3f}".format(*loss(w, train)))
    print("test  log-loss {:.4f} accuracy {:.3f}".format(*loss(w, test)))
    for name, x in zip(names, w):
        print(f"  {name:<22} {x:8.3f}")
    print("WEIGHTS = (" + ", ".join(f"{x:.3f}" for x in w) + ")")


if __name__ == "__main__":
    fit_and_report(one_game, NAMES, 2000)
