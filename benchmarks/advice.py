"""`make bench`, the advice (``powerplay.analysis``): how true the win chances it shows are, how long a
review and a hint take, and whether a player who follows the hints wins more. For each game:

1. **Calibration**: bot games of 2–4 players (each seat the heuristic, or ``medium`` with probability
   ``MEDIUM``; seeds from 50,000, none of those the bots were tuned on), a few positions of each at
   random moments, each seen by a random seat: ``win_chances`` (what a hint and a review show) for
   every player against who won (a shared win counts 1/k). Prints the Brier score per player-position
   beside that of always 1/players, the log-loss and how often the favourite won, and the reliability
   table (by tenths of the chance: mean chance foreseen, share won, player-positions); ``--diagram``
   draws the reliability of every game in one SVG.
2. **Speed**: the review (``Analysis``) of one whole 4-player game of heuristic bots from seat 0, its
   wall time and the part of it spent on the chances after every action, and how smooth its graph is
   (the mean change of seat 0's chance from one point to the next); then ``hint`` at
   ``HINTS`` decisions with a choice spread over that game, mean and longest. Targets: a review of a
   4-player Power Grid game under a minute, a hint under 2 s.
3. **Usefulness**: the arena (``powerplay.arena.run_arena``), the follower (``follower`` below) against
   three heuristic bots, 4 players, and the same games with the plain heuristic in its seat
   (``plain``): each one's win share with its 95% Wilson interval, the games whose winner changed, and
   the hints the follower asked and took a game.

The follower plays the heuristic's choice, but first asks the ``hard`` advisor to weigh it
(``weigh(observation, played=choice)``, as a review does): where the advisor's own plan (the one a hint
shows first) keeps at least ``THRESHOLD`` more of the seat's chance to win than the heuristic's move, it
takes the plan, and plays the plan's further actions in the same phase while they are legal. A decision
the advisor does not search, or a single legal action, keeps the heuristic's choice. It sees only its
own observations.

4. **Fit** (``--parts fit``, not in ``make bench``: a tuning step, run by hand): the same kind of games on
   seeds of their own (from 40,000: neither tuning's nor the measures'), and the temperature
   (``ai/advice.tempered``) that makes their chances truest (least log-loss of the winners, a grid of
   temperatures); printed as the factor to multiply the game's ``ADVICE_TEMPERATURE`` by (the chances
   measured already carry the temperature in use).

Parts run in ``--workers`` processes (calibration and speed over games; the arena's games in its own
pool). The defaults take about 22 minutes on 2 cores, the calibration about a third:

    .venv/bin/python benchmarks/advice.py --diagram docs/advice-calibration.svg
    .venv/bin/python benchmarks/advice.py --games-only powergrid --parts calibration,speed
"""

from __future__ import annotations

import argparse
import datetime
import math
import os
import platform
import random
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

import numpy as np

from powerplay import compiled, load_game
from powerplay.ai.advice import tempered
from powerplay.analysis import SAMPLES, Analysis, advisor, hint, win_chances
from powerplay.arena import run_arena, wilson
from powerplay.bots import bot_seed, make_bot, play_out
from powerplay.core.registry import replay, spec
from train_evaluation import Quality, print_quality, print_reliability

GAMES = ("powergrid", "powergrid-cards", "barrage", "pampero")
CALIBRATION_GAMES = {"powergrid": 300, "powergrid-cards": 300, "barrage": 150, "pampero": 150}
"""Bot games per game whose positions test the chances."""
POSITIONS = 4
"""Positions taken from each of those games."""
MEDIUM = 0.2
"""The chance that a seat of a calibration game is played by ``medium`` rather than the heuristic."""
FIT_GAMES = {"powergrid": 200, "powergrid-cards": 200, "barrage": 100, "pampero": 100}
"""Bot games per game whose positions fit the temperature."""
FIT_SEED = 40_000
CALIBRATION_SEED = 50_000
SPEED_SEED = 60_000
ARENA_SEED = 70_000
HINTS = 20
ARENA_GAMES = {"powergrid": 24, "powergrid-cards": 40, "barrage": 16, "pampero": 12}
"""Arena games per game (each of the follower's arena and the plain heuristic's): what a game of the follower
costs sets them (its hints: about 25 s of one core in Power Grid, 3 s in the card game, 20 s in Barrage, 40 s
in Pampero). A 95% interval of a share near 25% reaches about 0.17 either side with 24 games, 0.22 with 12,
0.13 with 40; four times the games halve it."""
THRESHOLD = 0.03
"""How far below the advisor's plan (in the seat's chance to win) the heuristic's move must be rated for
the follower to take the plan."""
BINS = 10

HERE = Path(__file__).resolve().parent
if str(HERE) not in sys.path:  # the arena's workers import the follower from this file
    sys.path.insert(0, str(HERE))
FOLLOWER = f"{Path(__file__).stem}:follower"
PLAIN = f"{Path(__file__).stem}:plain"


def bench_config(name: str, players: int | None = None) -> dict:
    """The game's benchmark configuration (its manifest's: 4 players), with ``players`` if given."""
    config = dict(spec(name).bench.config)
    if players is not None:
        config["players"] = players
    return config


def title(name: str) -> str:
    return spec(name).title["en"]


def shares(game: Any) -> list[float]:
    """Each player's share of the win (1/k among k winners)."""
    winners = [e["player"] for e in game.scores() if e["rank"] == 1]
    return [1.0 / len(winners) if p in winners else 0.0 for p in range(game.num_players)]


# ---- 1. calibration ------------------------------------------------------------------------------------


Prediction = tuple[list[float], list[float]]
"""A position: each player's chance as the seat saw it, and each player's share of the win."""


def calibration_games(name: str, seeds: list[int], positions: int, samples: int) -> list[Prediction]:
    """The predictions of the games of ``seeds``: ``positions`` random moments of each, a random seat."""
    out = []
    for seed in seeds:
        rng = random.Random(seed)
        players = 2 + seed % 3
        kinds = ["medium" if rng.random() < MEDIUM else "heuristic" for _ in range(players)]
        game = load_game(name, seed=seed, **bench_config(name, players))
        play_out(game, {s: make_bot(k, name, s, bot_seed(seed, s)) for s, k in enumerate(kinds)})
        won = shares(game)
        record = game.record()
        actions = record["actions"]
        moments = sorted(rng.sample(range(len(actions)), min(positions, len(actions))))
        at = replay(record, 0)
        done = 0
        for i in moments:
            while done < i:
                at.apply(actions[done])
                done += 1
            seat = rng.randrange(players)
            out.append((win_chances(at, seat, samples=samples), won))
    return out


def measure(predictions: list[Prediction], bins: int = BINS) -> Quality:
    """Brier score (per player-position) beside always 1/players, log-loss, favourite won, reliability."""
    ll = picked = sq = sq_uniform = 0.0
    chance_all: list[float] = []
    won_all: list[float] = []
    for chances, won in predictions:
        n = len(won)
        ll -= sum(y * math.log(max(p, 1e-12)) for p, y in zip(chances, won))
        picked += won[max(range(n), key=lambda p: chances[p])]
        sq += sum((p - y) ** 2 for p, y in zip(chances, won))
        sq_uniform += sum((1.0 / n - y) ** 2 for y in won)
        chance_all += chances
        won_all += won
    chance, share = np.array(chance_all), np.array(won_all)
    which = np.minimum((chance * bins).astype(int), bins - 1)
    table = []
    for b in range(bins):
        m = which == b
        if m.any():
            table.append((b / bins, float(chance[m].mean()), float(share[m].mean()), int(m.sum())))
    count = len(predictions)
    return Quality(count, ll / count, picked / count, sq / len(chance), sq_uniform / len(chance), table)


def fitted(predictions: list[Prediction]) -> tuple[float, float, float]:
    """The temperature factor (of a grid from 1/4 to 4) that gives the winners' least log-loss over
    ``predictions``, with the log-loss before and after."""

    def loss(factor: float) -> float:
        return -sum(
            y * math.log(max(p, 1e-12)) for chances, won in predictions for p, y in zip(tempered(chances, factor), won)
        ) / len(predictions)

    grid = [math.exp(math.log(4) * k / 40) for k in range(-40, 41)]
    best = min(grid, key=loss)
    return best, loss(1.0), loss(best)


def diagram(qualities: dict[str, Quality], path: str) -> None:
    """The reliability of every game in one SVG: share won against chance foreseen, the diagonal for
    reference; below, the player-positions in each tenth."""
    import matplotlib
    from matplotlib.figure import Figure

    matplotlib.rcParams["svg.hashsalt"] = "powerplay"  # the same figures give the same file
    fig = Figure(figsize=(6.4, 7.2), layout="constrained")
    top, bottom = fig.subplots(2, 1, height_ratios=(3, 1), sharex=True)
    top.plot([0, 1], [0, 1], color="#888", linestyle="--", linewidth=1, label="perfectly calibrated")
    width = 0.1 / (len(qualities) + 1)
    for k, (name, q) in enumerate(qualities.items()):
        xs = [mean for _, mean, _, _ in q.reliability]
        ys = [won for _, _, won, _ in q.reliability]
        label = f"{title(name)}: Brier {q.brier:.3f} (1/players: {q.brier_uniform:.3f})"
        top.plot(xs, ys, marker="o", markersize=4, label=label)
        bottom.bar(
            [low + (k + 1) * width for low, *_ in q.reliability],
            [count for *_, count in q.reliability],
            width=width,
        )
    top.set_xlim(0, 1)
    top.set_ylim(-0.02, 1.02)
    top.set_ylabel("share won")
    top.set_title("The advice's win chances: foreseen against won")
    top.grid(alpha=0.3)
    top.legend(loc="upper left", fontsize=8)
    bottom.set_xlabel("chance to win foreseen (win_chances, by tenths)")
    bottom.set_ylabel("player-positions")
    bottom.set_yscale("log")
    bottom.grid(alpha=0.3)
    fig.savefig(path, format="svg", metadata={"Date": None})


# ---- 2. speed ------------------------------------------------------------------------------------------


def speed(name: str, hints: int) -> dict:
    """The review of one whole 4-player game of heuristic bots from seat 0, and ``hints`` hints at
    decisions with a choice spread over it, timed (wall)."""
    seed = SPEED_SEED
    game = load_game(name, seed=seed, **bench_config(name))
    play_out(game, {s: make_bot("heuristic", name, s, bot_seed(seed, s)) for s in range(game.num_players)})
    record = game.record()
    actions = record["actions"]
    marks: dict[str, float] = {}
    start = time.perf_counter()

    def progress(done: int, _planned: int) -> None:
        if done == len(actions) + 1:
            marks["points"] = time.perf_counter() - start

    review = Analysis(record, 0, progress=progress)
    reviewed = time.perf_counter() - start
    at = replay(record, 0)
    choices = []
    for i, action in enumerate(actions):
        if len(at.legal_actions()) > 1:
            choices.append(i)
        at.apply(action)
    picked = {choices[round(k * (len(choices) - 1) / max(1, hints - 1))] for k in range(hints)}
    times = []
    searched = 0
    at = replay(record, 0)
    for i, action in enumerate(actions):
        if i in picked:
            t = time.perf_counter()
            h = hint(at, at.current_player)
            times.append(time.perf_counter() - t)
            searched += len(h.options) > 1
        at.apply(action)
    return {
        "game": name,
        "players": game.num_players,
        "actions": len(actions),
        "review": reviewed,
        "points": marks.get("points", 0.0),
        "moments": len(review.moments),
        "step": statistics.mean(abs(b.chances[0] - a.chances[0]) for a, b in zip(review.points, review.points[1:-1])),
        "hints": len(times),
        "searched": searched,
        "hint_mean": statistics.mean(times),
        "hint_max": max(times),
    }


# ---- 3. usefulness -------------------------------------------------------------------------------------


class Follower:
    """The heuristic bot that takes the ``hard`` advisor's plan where the advisor rates the heuristic's
    move at least ``THRESHOLD`` below it (see the module text). For the arena's count of its thinking,
    ``last_stats`` is new at each decision the advisor searched: ``seconds`` the time it took,
    ``iterations`` 1 where the follower took the advisor's plan (else 0)."""

    def __init__(self, game_name: str, seat: int, seed: int) -> None:
        self.game_name = game_name
        self.seat = seat
        self.seed = seed
        self.name = "follower"
        self.heuristic = make_bot("heuristic", game_name, seat, seed)
        self.advisor = advisor(game_name, seat, seed)
        self.plan: list = []
        self.plan_key: tuple = ()
        self.last_stats: dict = {}

    def choose(self, observation: Any) -> Any:
        obs = observation
        key = (getattr(obs, "round", None), getattr(obs, "phase", None))
        if self.plan and self.plan_key == key:
            nxt = self.plan.pop(0)
            if nxt in obs.legal:
                self.advisor.see(obs)
                return nxt
        self.plan = []
        mine = self.heuristic.choose(obs)
        if len(obs.legal) == 1:
            self.advisor.see(obs)
            return mine
        start = time.perf_counter()
        options = self.advisor.weigh(obs, mine)
        if len(options) == 1:  # a decision the advisor does not search
            return mine
        best = options[0]
        played = next((w for w in options if w.action == mine), None)
        taken = (
            played is not None and best.action != mine and (best.chance or 0.0) - (played.chance or 0.0) >= THRESHOLD
        )
        self.last_stats = {"iterations": int(taken), "seconds": time.perf_counter() - start}
        if not taken:
            return mine
        self.plan, self.plan_key = list(best.then), key
        # A plan of the heuristic's own, left half played, must not steer its next choice: a fresh one.
        self.heuristic = make_bot("heuristic", self.game_name, self.seat, self.seed)
        return best.action


def follower(game_name: str, seat: int, seed: int) -> Follower:
    """The arena's factory of the follower (``advice:follower``)."""
    return Follower(game_name, seat, seed)


def plain(game_name: str, seat: int, seed: int) -> Any:
    """The plain heuristic, by a path of its own so that the arena reports its seat apart."""
    return make_bot("heuristic", game_name, seat, seed)


def usefulness(name: str, games: int, workers: int) -> dict:
    """The follower's arena and the plain heuristic's in the same seats and seeds."""
    players = bench_config(name)["players"]
    out: dict[str, Any] = {"game": name, "games": games, "players": players}
    for who, path in (("follower", FOLLOWER), ("plain", PLAIN)):
        lineup = [path] + ["heuristic"] * (players - 1)
        report = run_arena(name, bench_config(name), lineup, games, ARENA_SEED, workers=workers)
        out[who] = report["summary"][0]
        out[who + "_wins"] = [r["winners"] for r in report["results"]]
        out[who + "_seconds"] = report["_timing"]["wall_seconds"]
        out[who + "_thought"] = report["_timing"]["thought"].get(path, {"moves": 0, "iterations": 0, "seconds": 0.0})
    seats = [(-i) % players for i in range(games)]  # lineup[0]'s seat in game i (the arena's rotation)
    mine = [(1.0 / len(w) if s in w else 0.0) for w, s in zip(out["follower_wins"], seats)]
    base = [(1.0 / len(w) if s in w else 0.0) for w, s in zip(out["plain_wins"], seats)]
    out["better"] = sum(a > b for a, b in zip(mine, base))
    out["worse"] = sum(a < b for a, b in zip(mine, base))
    return out


# ---- the report ----------------------------------------------------------------------------------------


def chunks(seeds: list[int], size: int) -> list[list[int]]:
    return [seeds[i : i + size] for i in range(0, len(seeds), size)]


def print_speed(r: dict) -> None:
    print(
        f"  review of a whole {r['players']}-player game of heuristic bots from seat 0: {r['review']:.1f} s for "
        f"{r['actions']} actions ({r['points']:.1f} s the chances after every action, the rest the "
        f"{r['moments']} moments' searches); the graph's step (seat 0's chance from one point to the next, "
        f"mean, the result's point left out): {r['step']:.4f}"
    )
    print(
        f"  hint at {r['hints']} decisions with a choice spread over that game ({r['searched']} searched): "
        f"mean {r['hint_mean']:.2f} s, longest {r['hint_max']:.2f} s"
    )


def print_usefulness(r: dict) -> None:
    games = r["games"]
    print(f"  arena, {games} games of {r['players']} players, seeds {ARENA_SEED}–{ARENA_SEED + games - 1}:")
    for who, words in (("follower", "the follower"), ("plain", "the plain heuristic, same seats and seeds")):
        e = r[who]
        lo, hi = wilson(e["wins"], e["seat_games"])
        print(
            f"    {words:<42} won {e['wins']:g} of {e['seat_games']}: {e['win_rate']:.1%} "
            f"(95% {lo:.1%}–{hi:.1%}), average rank {e['avg_rank']:.2f}; {r[who + '_seconds']:.0f} s wall"
        )
    t = r["follower_thought"]
    print(
        f"    the follower asked {t['moves'] / games:.1f} hints a game (searched decisions), took the plan in "
        f"{t['iterations'] / games:.1f} ({t['iterations'] / max(1, t['moves']):.1%}), "
        f"{t['seconds'] / max(1, t['moves']):.2f} s a hint; winner changed for its seat in "
        f"{r['better']} games to its gain, {r['worse']} to its loss"
    )


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--games-only", default=",".join(GAMES), help="the games, by name, comma-separated")
    ap.add_argument("--parts", default="calibration,speed,usefulness", help="which parts, comma-separated")
    ap.add_argument("--calibration-games", type=int, help="bot games per game (default: CALIBRATION_GAMES)")
    ap.add_argument("--positions", type=int, default=POSITIONS, help="positions taken from each game")
    ap.add_argument("--samples", type=int, default=SAMPLES, help="draws behind each chance (the advice's)")
    ap.add_argument("--arena-games", type=int, help="arena games per game (default: ARENA_GAMES)")
    ap.add_argument("--hints", type=int, default=HINTS)
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--diagram", help="draw the reliability diagram to this SVG")
    args = ap.parse_args()
    names = [n for n in args.games_only.split(",") if n]
    for n in names:
        if n not in GAMES:
            raise SystemExit(f"unknown game {n!r}; games: {', '.join(GAMES)}")
    parts = set(args.parts.split(","))
    build = "compiled with mypyc" if compiled.in_use() else "pure Python (no fresh compiled build: make builds it)"
    print(
        f"The advice — {datetime.date.today()} — {platform.processor() or platform.machine()}, {os.cpu_count()} "
        f"cores, Python {sys.version.split()[0]}; engines {build}; {args.workers} processes"
    )
    began = time.perf_counter()
    jobs: list[tuple[str, Any]] = []
    with ProcessPoolExecutor(args.workers) as pool:
        if "speed" in parts:  # first: timed while the calibration's games share the machine
            jobs += [(n, pool.submit(speed, n, args.hints)) for n in names]
        if "calibration" in parts:
            for n in names:
                count = args.calibration_games or CALIBRATION_GAMES[n]
                seeds = list(range(CALIBRATION_SEED, CALIBRATION_SEED + count))
                jobs += [
                    (n, pool.submit(calibration_games, n, c, args.positions, args.samples)) for c in chunks(seeds, 10)
                ]
        fits: list[tuple[str, Any]] = []
        if "fit" in parts:
            for n in names:
                seeds = list(range(FIT_SEED, FIT_SEED + FIT_GAMES[n]))
                fits += [
                    (n, pool.submit(calibration_games, n, c, args.positions, args.samples)) for c in chunks(seeds, 10)
                ]
        done = [(n, job.result()) for n, job in jobs]
        fit_done = [(n, job.result()) for n, job in fits]
    first = time.perf_counter() - began
    qualities: dict[str, Quality] = {}
    for n in names:
        predictions = [p for m, r in done if m == n and isinstance(r, list) for p in r]
        timed = [r for m, r in done if m == n and isinstance(r, dict)]
        print(f"{title(n)}:")
        if predictions:
            q = measure(predictions)
            qualities[n] = q
            count = args.calibration_games or CALIBRATION_GAMES[n]
            print_quality(
                f"  win_chances ({args.samples} draws), {count} games of 2–4 heuristic/medium bots "
                f"(seeds {CALIBRATION_SEED}–{CALIBRATION_SEED + count - 1}), {sum(len(w) for _, w in predictions)} "
                "player-positions from",
                q,
            )
            print_reliability(q)
        for r in timed:
            print_speed(r)
    for n in names:
        predictions = [p for m, r in fit_done if m == n for p in r]
        if predictions:
            factor, before, after = fitted(predictions)
            print(
                f"{title(n)}: fitted on {FIT_GAMES[n]} games (seeds {FIT_SEED}–{FIT_SEED + FIT_GAMES[n] - 1}), "
                f"{len(predictions)} positions: multiply ADVICE_TEMPERATURE by {factor:.3f} "
                f"(winners' log-loss {before:.4f} → {after:.4f})"
            )
    if parts & {"calibration", "speed"}:
        print(f"(calibration and speed: {first:.0f} s wall)")
    if args.diagram and qualities:
        diagram(qualities, args.diagram)
        print(f"reliability diagram written: {args.diagram}")
    if "usefulness" in parts:
        print(
            f"Usefulness: the follower (the heuristic taking the hard advisor's plan where its own move is rated "
            f"{THRESHOLD:.0%} or more below) against three heuristic bots:"
        )
        for n in names:
            start = time.perf_counter()
            r = usefulness(n, args.arena_games or ARENA_GAMES[n], args.workers)
            print(f"{title(n)} ({time.perf_counter() - start:.0f} s wall):")
            print_usefulness(r)
    print(f"(all: {time.perf_counter() - began:.0f} s wall)")


if __name__ == "__main__":
    main()
