"""The arena: bots play many games against each other; how strong each one is, with error bars.

    powerplay arena powergrid --map germany --players 4 --bots hard,heuristic,heuristic,heuristic \\
        --games 200 --seed 1 --json results.json

Game ``i`` (0-based) uses the game seed ``seed + i`` and rotates the lineup: seat ``s`` is played
by ``lineup[(s + i) % n]``, so every bot sits in every seat equally often (a seat the game plays
itself, Barrage's ``automa-hard``, rotates like a bot's). Each bot's seed comes from
the game seed and its seat (as in ``simulate``). Games run in parallel (processes, or a Ray
cluster); results are put back in game order, so the same seed gives the same report whatever the
number of workers.

Per bot (bots that fill several seats are pooled): win rate with a 95% Wilson interval (a shared
win counts 1/k), average rank, average score (the game's ``score_key``: cities powered in Power
Grid, victory points in the card game) and a rating (openskill's Plackett–Luce
model, games taken in order; a bot in several seats of a game is updated by the mean of its seats'
updates). The JSON layout is documented in docs/arena.md.
"""

from __future__ import annotations

import csv
import io
import math
import os
import time
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from typing import Any

from .bots import bot_seed, make_bot, play_out
from .core.registry import game_class, load_game, own_seats, seat_kinds, seated

FORMAT = "powerplay/arena/2"
Z95 = 1.959963984540054


@dataclass(frozen=True)
class Task:
    index: int
    game: str
    config: tuple[tuple[str, Any], ...]
    seed: int
    seats: tuple[str, ...]


def lineup_for(lineup: list[str], index: int) -> tuple[str, ...]:
    """The seats of game ``index``: the lineup rotated by ``index``."""
    n = len(lineup)
    return tuple(lineup[(s + index) % n] for s in range(n))


def play_game(task: Task) -> dict:
    """Play one arena game to its end; the result as JSON-ready data."""
    start = time.perf_counter()
    game = load_game(task.game, seed=task.seed, **seated(task.game, dict(task.config), task.seats))
    own = own_seats(game)
    bots = {
        seat: make_bot(kind, task.game, seat, bot_seed(task.seed, seat))
        for seat, kind in enumerate(task.seats)
        if own[seat] is None
    }
    thought: dict[int, list[float]] = {}  # seat -> [searched moves, play-outs, seconds] (time budgets: on screen)
    seen: dict[int, Any] = {}

    def tally(seat: int, action: Any, events: list) -> None:
        stats = getattr(bots[seat], "last_stats", None)
        if stats and stats is not seen.get(seat):
            seen[seat] = stats
            t = thought.setdefault(seat, [0, 0, 0.0])
            t[0] += 1
            t[1] += stats["iterations"]
            t[2] += stats["seconds"]

    actions, adjudicated = play_out(game, bots, after=tally)
    scores = sorted(game.scores(), key=lambda e: e["player"])
    ranks = [e["rank"] for e in scores]
    winners = [p for p, r in enumerate(ranks) if r == 1]
    view = game.view(None)
    result = {
        "index": task.index,
        "seed": task.seed,
        "seats": list(task.seats),
        "winners": winners,
        "ranks": ranks,
        "score": [e[game.score_key] for e in scores],
        "money": [e.get("money") for e in scores],
        "rounds": view.get("round"),
        "actions": actions,
        "adjudicated": adjudicated,
        "_seconds": time.perf_counter() - start,
        "_thought": {task.seats[s]: t for s, t in thought.items()},
    }
    if any("cities" in e for e in scores):
        result["cities"] = [e.get("cities") for e in scores]
    return result


def wilson(successes: float, n: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval of a proportion (95% by default)."""
    if n == 0:
        return (0.0, 1.0)
    p = successes / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


def ratings(results: list[dict], kinds: list[str]) -> dict[str, dict]:
    """openskill Plackett–Luce ratings of each bot, the games taken in order."""
    from openskill.models import PlackettLuce

    model = PlackettLuce()
    current = {k: model.rating(name=k) for k in kinds}
    for r in results:
        seats = r["seats"]
        teams = [[model.rating(mu=current[k].mu, sigma=current[k].sigma, name=k)] for k in seats]
        rated = model.rate(teams, ranks=[float(x) for x in r["ranks"]])
        pooled: dict[str, list] = {}
        for k, team in zip(seats, rated):
            pooled.setdefault(k, []).append(team[0])
        for k, rs in pooled.items():
            mu = sum(x.mu for x in rs) / len(rs)
            sigma = sum(x.sigma for x in rs) / len(rs)
            current[k] = model.rating(mu=mu, sigma=sigma, name=k)
    return {
        k: {"mu": round(v.mu, 3), "sigma": round(v.sigma, 3), "ordinal": round(v.ordinal(), 3)}
        for k, v in current.items()
    }


def summarise(results: list[dict], lineup: list[str]) -> list[dict]:
    kinds = list(dict.fromkeys(lineup))
    n = len(lineup)
    rated = ratings(results, kinds)
    out = []
    for k in kinds:
        wins = rank = score = 0.0
        count = 0
        for r in results:
            for s, kind in enumerate(r["seats"]):
                if kind != k:
                    continue
                count += 1
                rank += r["ranks"][s]
                score += r["score"][s]
                if s in r["winners"]:
                    wins += 1.0 / len(r["winners"])
        lo, hi = wilson(wins, count)
        out.append(
            {
                "bot": k,
                "seat_games": count,
                "wins": round(wins, 3),
                "win_rate": round(wins / count, 4) if count else None,
                "win_rate_ci95": [round(lo, 4), round(hi, 4)],
                "fair_share": round(1.0 / n, 4),
                "avg_rank": round(rank / count, 3) if count else None,
                "avg_score": round(score / count, 3) if count else None,
                "rating": rated[k],
            }
        )
    return out


def run_arena(
    game: str,
    config: dict,
    lineup: list[str],
    games: int,
    seed: int,
    workers: int | None = None,
    ray_address: str | None = None,
    on_result: Callable[[dict], None] | None = None,
) -> dict:
    """Play ``games`` games of ``lineup`` (rotated) and report; see the module text and docs/arena.md.
    A bot of the lineup may be an outside one by import path (``module.path:Attr``); each distinct
    bot is made once first, so a bad name or path is a :class:`BadInput` here, not in a worker."""
    for kind in dict.fromkeys(lineup):
        if kind not in seat_kinds(game):
            make_bot(kind, game, 0, 0)
    tasks = [Task(i, game, tuple(sorted(config.items())), seed + i, lineup_for(lineup, i)) for i in range(games)]
    results: list[dict] = [None] * games  # type: ignore[list-item]
    start = time.perf_counter()
    if ray_address is not None:
        for r in _run_ray(tasks, ray_address):
            results[r["index"]] = r
            if on_result:
                on_result(r)
    elif (workers or 1) <= 1 or games == 1:
        for t in tasks:
            r = play_game(t)
            results[t.index] = r
            if on_result:
                on_result(r)
    else:
        with ProcessPoolExecutor(max_workers=workers) as pool:
            for r in pool.map(play_game, tasks, chunksize=1):
                results[r["index"]] = r
                if on_result:
                    on_result(r)
    elapsed = time.perf_counter() - start
    seconds = sum(r.pop("_seconds") for r in results)
    thought: dict[str, list] = {}
    for r in results:
        for kind, t in r.pop("_thought").items():
            total = thought.setdefault(kind, [0, 0, 0.0])
            for k in range(3):
                total[k] += t[k]
    report = {
        "format": FORMAT,
        "game": game,
        "score": game_class(game).score_key,
        "config": config,
        "lineup": list(lineup),
        "games": games,
        "seed": seed,
        "rotation": "game i uses seed SEED+i; seat s is played by lineup[(s + i) % players]",
        "summary": summarise(results, lineup),
        "adjudicated": sum(1 for r in results if r["adjudicated"]),
        "results": results,
    }
    report["_timing"] = {
        "wall_seconds": elapsed,
        "game_seconds": seconds,
        "thought": {k: {"moves": t[0], "iterations": t[1], "seconds": t[2]} for k, t in thought.items()},
    }
    return report


def _run_ray(tasks: list[Task], address: str):
    try:
        import ray
    except ImportError as e:  # pragma: no cover - depends on the optional extra
        raise RuntimeError("Ray is not installed: pip install 'powerplay[ray]'") from e
    if not ray.is_initialized():
        ray.init(address=None if address in ("", "local") else address, ignore_reinit_error=True, log_to_driver=False)
    remote = ray.remote(play_game)
    pending = [remote.remote(t) for t in tasks]
    while pending:
        done, pending = ray.wait(pending, num_returns=1)
        for ref in done:
            yield ray.get(ref)


def default_workers() -> int:
    return max(1, len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else (os.cpu_count() or 1))


def public(report: dict) -> dict:
    """The report without its timing (what --json writes: the same seed gives the same bytes)."""
    return {k: v for k, v in report.items() if not k.startswith("_")}


def summary_csv(report: dict) -> str:
    out = io.StringIO()
    w = csv.writer(out, lineterminator="\n")
    w.writerow(
        [
            "bot",
            "seat_games",
            "wins",
            "win_rate",
            "ci95_low",
            "ci95_high",
            "fair_share",
            "avg_rank",
            "avg_score",
            "rating_mu",
            "rating_sigma",
            "rating_ordinal",
        ]
    )
    for e in report["summary"]:
        w.writerow(
            [
                e["bot"],
                e["seat_games"],
                e["wins"],
                e["win_rate"],
                e["win_rate_ci95"][0],
                e["win_rate_ci95"][1],
                e["fair_share"],
                e["avg_rank"],
                e["avg_score"],
                e["rating"]["mu"],
                e["rating"]["sigma"],
                e["rating"]["ordinal"],
            ]
        )
    return out.getvalue()
