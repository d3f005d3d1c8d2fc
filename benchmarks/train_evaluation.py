"""Learn the evaluation of Power Grid or the card game from self-play.

Plays games of our bots (the heuristic, or a search bot using the current evaluation: the games of
the improved bot train the next evaluation), a little noise in most of them so that positions vary
more than the bots alone would make them. Records every player's features at the start of every
round (``games/*/ai/evaluate.py``) and who won, and fits a conditional-logit model of the winner
(each player's score a weighted sum of their features, the chances its softmax) by Newton's method
with a small ridge, on the first 4/5 of the games. On the rest it compares the new weights with the
current ones (log-loss, winner picked, Brier score, reliability); ``--write`` stores the new ones
with how they were made in the game's ``data/evaluation.json``, which the evaluation reads.
``--calibration`` only measures the current weights on all the games (``make bench``: seeds no
training used).

The same seed gives the same games and the same weights, whatever the number of workers:

    .venv/bin/python benchmarks/train_evaluation.py powergrid --games 3000 --seed 1 --write
    .venv/bin/python benchmarks/train_evaluation.py powergrid --games 600 --seed 2 --bots easy --write
"""

from __future__ import annotations

import argparse
import json
import math
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from functools import partial
from importlib import import_module, resources
from typing import Any

import numpy as np

from powerplay import load_game
from powerplay.ai.learned import model_file
from powerplay.bots import make_bot, observe
from powerplay.core.rng import Rng


@dataclass(frozen=True)
class Spec:
    """What training needs of a game."""

    name: str
    package: str
    settings: tuple[dict, ...]
    noisy: Callable[[Any, list, Rng, float], Any]


def _pg_noisy(action, legal, rng: Rng, eps: float):
    """Now and then a different, plausible choice: stop buying or building early, pass or open
    another plant at its minimum."""
    from powerplay.games.powergrid.actions import PASS, Bid, Done, Pass

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


def _cg_noisy(action, legal, rng: Rng, eps: float):
    """Now and then a different, plausible choice: stop buying early, pass, open another plant at
    its minimum, or raise once more."""
    from powerplay.games.powergrid_cards.actions import PASS, Bid, Done, Pass

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


SPECS = {
    "powergrid": Spec(
        "powergrid",
        "powerplay.games.powergrid",
        tuple(
            [{"players": 4, "map": "germany"}] * 5
            + [{"players": 4, "map": "usa"}]
            + [{"players": 2, "map": "germany"}, {"players": 2, "map": "usa"}] * 2
            + [{"players": 3, "map": "usa"}, {"players": 5, "map": "germany"}, {"players": 6, "map": "usa"}]
        ),
        _pg_noisy,
    ),
    "powergrid-cards": Spec(
        "powergrid-cards",
        "powerplay.games.powergrid_cards",
        tuple(
            [{"players": 4}] * 4
            + [{"players": 2}] * 2
            + [{"players": 3}, {"players": 5}, {"players": 6}, {"players": 3, "demolition": True}]
        ),
        _cg_noisy,
    ),
}

Row = tuple[list[list[float]], list[float]]
"""A position: each player's features, and each player's share of the win."""


def play(spec: Spec, seed: int, bots: str, i: int) -> list[Row]:
    """Game ``i`` of a run: its positions at the start of every round, with who won."""
    config = spec.settings[i % len(spec.settings)]
    features = import_module(spec.package + ".ai.evaluate").features
    game_seed = seed * 1_000_003 + i
    game = load_game(spec.name, seed=game_seed, **config)
    n = game.num_players
    seats = [make_bot(bots, spec.name, seat, game_seed) for seat in range(n)]
    rng = Rng(game_seed)
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
        game.apply(spec.noisy(seats[seat].choose(obs), obs.legal, rng, eps))
    winners = game.state.winners
    target = [1.0 / len(winners) if p in winners else 0.0 for p in range(n)]
    return [(r, target) for r in rows]


def positions(spec: Spec, games: int, seed: int, bots: str, workers: int) -> list[list[Row]]:
    """Every game's positions, in game order."""
    job = partial(play, spec, seed, bots)
    if workers <= 1:
        return [job(i) for i in range(games)]
    with ProcessPoolExecutor(workers) as pool:
        return list(pool.map(job, range(games), chunksize=4))


def _arrays(rows: list[Row]) -> list[tuple[np.ndarray, np.ndarray]]:
    """The rows grouped by number of players: (positions × players × features, positions × players)."""
    by_n: dict[int, list[Row]] = {}
    for r in rows:
        by_n.setdefault(len(r[1]), []).append(r)
    return [(np.array([r[0] for r in g]), np.array([r[1] for r in g])) for g in by_n.values()]


def _chances(w: np.ndarray, x: np.ndarray) -> np.ndarray:
    sc = x @ w
    sc -= sc.max(axis=1, keepdims=True)
    ex = np.exp(sc)
    return ex / ex.sum(axis=1, keepdims=True)


def fit(rows: list[Row], ridge: float = 1e-3, iterations: int = 50) -> np.ndarray:
    """The maximum-likelihood weights of the conditional-logit model (Newton's method, a ridge)."""
    groups = _arrays(rows)
    k = groups[0][0].shape[2]
    total = sum(len(x) for x, _ in groups)
    w = np.zeros(k)
    for _ in range(iterations):
        grad = -ridge * total * w
        hess = ridge * total * np.eye(k)
        for x, y in groups:
            pr = _chances(w, x)
            mean = np.einsum("np,npk->nk", pr, x)
            d = x - mean[:, None, :]
            grad += np.einsum("np,npk->k", y, d)
            hess += np.einsum("np,npk,npl->kl", pr, d, d)
        step = np.linalg.solve(hess, grad)
        w = w + step
        if np.abs(step).max() < 1e-7:
            break
    return w


@dataclass
class Quality:
    """How well chances foresee the winner, on positions the weights were not fitted to."""

    positions: int
    log_loss: float
    picked: float
    brier: float
    brier_uniform: float
    reliability: list[tuple[float, float, float, int]]
    """Per bin of foreseen chance (its lower end): mean chance, share won, player-positions."""


def quality(w: np.ndarray, rows: list[Row], bins: int = 10) -> Quality:
    """Log-loss, winner picked, Brier score (per player) against always 1/players, and reliability."""
    ll = picked = 0.0
    sq = sq_uniform = 0.0
    cells = 0
    chance_all, won_all = [], []
    for x, y in _arrays(rows):
        pr = _chances(w, x)
        ll -= float((y * np.log(np.maximum(pr, 1e-12))).sum())
        picked += float(y[np.arange(len(y)), pr.argmax(axis=1)].sum())
        sq += float(((pr - y) ** 2).sum())
        sq_uniform += float(((1.0 / y.shape[1] - y) ** 2).sum())
        cells += y.size
        chance_all.append(pr.ravel())
        won_all.append(y.ravel())
    chance, won = np.concatenate(chance_all), np.concatenate(won_all)
    which = np.minimum((chance * bins).astype(int), bins - 1)
    table = []
    for b in range(bins):
        m = which == b
        if m.any():
            table.append((b / bins, float(chance[m].mean()), float(won[m].mean()), int(m.sum())))
    n = len(rows)
    return Quality(n, ll / n, picked / n, sq / cells, sq_uniform / cells, table)


def current_weights(spec: Spec) -> tuple[tuple[str, ...], np.ndarray]:
    """The feature names and the weights the evaluation uses now."""
    evaluate = import_module(spec.package + ".ai.evaluate")
    return evaluate.NAMES, np.array(evaluate.WEIGHTS)


def print_quality(label: str, q: Quality) -> None:
    print(
        f"{label}: {q.positions} positions, log-loss {q.log_loss:.4f}, winner picked {q.picked:.1%}, "
        f"Brier {q.brier:.4f} (always 1/players: {q.brier_uniform:.4f})"
    )


def print_reliability(q: Quality) -> None:
    print("  chance foreseen | mean foreseen | share won | player-positions")
    for low, mean, won, count in q.reliability:
        print(f"  {low:4.1f}–{low + 0.1:3.1f}         | {mean:13.3f} | {won:9.3f} | {count:16,}")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("game", choices=sorted(SPECS))
    ap.add_argument("--games", type=int, default=3000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--bots", default="heuristic", help="the bot in every seat (heuristic, easy, ...)")
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--write", action="store_true", help="store the new weights in data/evaluation.json")
    ap.add_argument("--calibration", action="store_true", help="only measure the current weights")
    args = ap.parse_args()
    spec = SPECS[args.game]
    games = positions(spec, args.games, args.seed, args.bots, args.workers)
    if args.calibration:
        q = quality(current_weights(spec)[1], [r for g in games for r in g])
        print_quality(f"{args.game} evaluation, {args.games} games of {args.bots} (seed {args.seed})", q)
        print_reliability(q)
        return
    cut = args.games * 4 // 5
    train = [r for g in games[:cut] for r in g]
    test = [r for g in games[cut:] for r in g]
    names, old = current_weights(spec)
    new = fit(train)
    print(f"{args.game}: {args.games} games of {args.bots} (seed {args.seed}), {len(train)} positions to fit")
    q_old, q_new = quality(old, test), quality(new, test)
    print_quality("held out, current weights", q_old)
    print_quality("held out, new weights    ", q_new)
    print_reliability(q_new)
    for name, x, was in zip(names, new, old):
        print(f"  {name:<22} {x:8.3f}  (was {was:7.3f})")
    if not math.isfinite(q_new.log_loss):
        raise SystemExit("the fit diverged: nothing written")
    if args.write:
        model = {
            "about": (
                f"learned by benchmarks/train_evaluation.py {args.game} --games {args.games} --seed {args.seed} "
                f"--bots {args.bots}: {len(train)} positions; held out {q_new.positions}: log-loss "
                f"{q_new.log_loss:.4f}, Brier {q_new.brier:.4f} (before: {q_old.log_loss:.4f}, {q_old.brier:.4f})"
            ),
            "weights": {name: round(float(x), 4) for name, x in zip(names, new)},
        }
        path = model_file(spec.package)
        with resources.as_file(path) as file:
            file.write_text(json.dumps(model, indent=1) + "\n", encoding="utf-8")
        print(f"written: {path}")


if __name__ == "__main__":
    main()
