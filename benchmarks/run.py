"""`make bench`: the speed figures of the README, for each game (4 players; Power Grid on Germany).

Prints full games per second with random and heuristic bots, decisions per second, the
microseconds of legal_actions, apply and state copy, the search bots' iterations per second and
move times, and each search level's CPU and wall time a decision over whole games, with the machine
and the date.
"""

from __future__ import annotations

import datetime
import os
import platform
import statistics
import subprocess
import sys
import time
from dataclasses import dataclass

from powerplay import compiled, load_game
from powerplay.bots import bot_seed, make_bot, observe, play_out
from powerplay.bots.search import search_module
from powerplay.core.registry import spec, specs
from powerplay.core.spec import load


@dataclass(frozen=True)
class Bench:
    """One game as benchmarked (its manifest's ``bench``): its config, and which positions make search
    bots think."""

    game: str
    title: str
    config: dict
    no_search: type | None
    """Decisions of this action type need no search (powering, producing): not timed."""
    searched: type | tuple[type, ...] | None
    """Only decisions of these action types are timed (None: every decision with a choice)."""
    every: int
    """One position in ``every`` of a heuristic game is taken (spread over the whole game)."""

    def thinks(self, legal: list) -> bool:
        """Whether a search bot thinks over these legal actions (and the position is timed)."""
        first = legal[0]
        return (
            len(legal) > 1
            and (self.no_search is None or not isinstance(first, self.no_search))
            and (self.searched is None or isinstance(first, self.searched))
        )


BENCHES = tuple(
    Bench(
        name,
        game.bench.title,
        dict(game.bench.config),
        load(game.bench.no_search) if game.bench.no_search else None,
        load(game.bench.searched) if game.bench.searched else None,
        game.bench.every,
    )
    for name, game in specs().items()
    if game.bench is not None
)
"""Every game whose manifest says how to time it."""


def play(b: Bench, kind: str, seed: int) -> int:
    game = load_game(b.game, seed=seed, **b.config)
    bots = {seat: make_bot(kind, b.game, seat, seed) for seat in range(game.num_players)}
    return play_out(game, bots).actions


def games_per_second(b: Bench, kind: str, seconds: float) -> tuple[float, float, int]:
    start = time.perf_counter()
    games = decisions = 0
    while time.perf_counter() - start < seconds:
        decisions += play(b, kind, 1000 + games)
        games += 1
    elapsed = time.perf_counter() - start
    return games / elapsed, decisions / elapsed, decisions // games


def micro(b: Bench, samples: int = 4000) -> dict[str, float]:
    """Time legal_actions, apply and copy over positions taken from real random games."""
    positions = []
    seed = 0
    while len(positions) < samples:
        game = load_game(b.game, seed=seed, **b.config)
        bot = make_bot("random", b.game, 0, seed)
        while not game.is_over and len(positions) < samples:
            positions.append(game.copy())
            game.apply(bot.choose(observe(game, game.current_player)))
        seed += 1
    chosen = []
    t0 = time.perf_counter()
    for g in positions:
        g.legal_actions()
    t_legal = time.perf_counter() - t0
    for i, g in enumerate(positions):
        acts = g.legal_actions()
        chosen.append(acts[i % len(acts)])
    copies = [g.copy() for g in positions]
    t0 = time.perf_counter()
    for g, a in zip(copies, chosen):
        g.apply(a)
    t_apply = time.perf_counter() - t0
    t0 = time.perf_counter()
    for g in positions:
        g.state.copy()
    t_copy = time.perf_counter() - t0
    n = len(positions)
    return {"legal": t_legal / n * 1e6, "apply": t_apply / n * 1e6, "copy": t_copy / n * 1e6}


def search_positions(b: Bench, count: int = 40) -> list:
    """Positions of heuristic games where a search bot must think: a choice between several
    actions that need a search."""
    out = []
    seed = 500
    while len(out) < count:
        game = load_game(b.game, seed=seed, **b.config)
        bots = [make_bot("heuristic", b.game, s, seed) for s in range(game.num_players)]
        k = 0
        while not game.is_over and len(out) < count:
            legal = game.legal_actions()
            if b.thinks(legal) and k % b.every == 0:
                out.append(game.copy())
            seat = game.current_player
            game.apply(bots[seat].choose(observe(game, seat)))
            k += 1
        seed += 1
    return out


def search_speed(game_name: str, level: str, positions: list) -> dict[str, float]:
    """Iterations (play-outs) per second, per move that searched, and the times of the moves it
    searched (a level below the top searches only a share of them), of a search bot fresh for
    every position; and the share of the decisions it does not search in which the level slips."""
    iterations = deep = moves = 0
    searched = 0.0
    times = []
    for i, game in enumerate(positions):
        seat = game.current_player
        bot = make_bot(level, game_name, seat, i)
        obs = observe(game, seat)
        t0 = time.perf_counter()
        bot.choose(obs)
        st = bot.last_stats
        if st:
            times.append(time.perf_counter() - t0)
            iterations += st["iterations"]
            deep += st["deep"]
            searched += st["seconds"]
            moves += 1
    return {
        "per_second": iterations / searched if searched else 0.0,
        "per_move": iterations / max(1, moves),
        "deep": deep / max(1, iterations),
        "searched": moves / len(positions),
        "mean": statistics.mean(times or [0.0]),
        "median": statistics.median(times or [0.0]),
        "max": max(times or [0.0]),
        "slip": bot.level.slip,
    }


def whole_games(game_name: str, config: dict, level: str, games: int) -> dict[str, float]:
    """The CPU and wall seconds of each decision of a ``level`` bot in seat 0 over ``games`` whole games
    against heuristic bots: every decision of its seat, the setup's included, each from its observation
    (as a server's worker thinks it). Their count, mean and max."""
    cpu: list[float] = []
    wall: list[float] = []
    for g in range(games):
        seed = 2000 + g
        game = load_game(game_name, seed=seed, **config)
        kinds = [level] + ["heuristic"] * (game.num_players - 1)
        bots = [make_bot(kind, game_name, seat, bot_seed(seed, seat)) for seat, kind in enumerate(kinds)]
        while not game.is_over:
            seat = game.current_player
            c0, w0 = time.process_time(), time.perf_counter()
            action = bots[seat].choose(observe(game, seat))
            if seat == 0:
                cpu.append(time.process_time() - c0)
                wall.append(time.perf_counter() - w0)
            game.apply(action)
    return {
        "decisions": len(cpu) / max(1, games),
        "cpu_mean": statistics.mean(cpu or [0.0]),
        "cpu_max": max(cpu or [0.0]),
        "wall_mean": statistics.mean(wall or [0.0]),
        "wall_max": max(wall or [0.0]),
    }


def print_whole_games(game_name: str, config: dict, levels: list[str]) -> None:
    """``whole_games`` of each level (``BENCH_WHOLE_GAMES`` games, 2 unless set), a line each."""
    games = int(os.environ.get("BENCH_WHOLE_GAMES", "2"))
    print(
        f"  a decision of a search bot in whole games ({games} a level), the bot in one seat against heuristic "
        "bots (every decision of its seat, the setup's included):"
    )
    for level in levels:
        r = whole_games(game_name, config, level, games)
        print(
            f"    {level:<6} {r['decisions']:4.0f} decisions a game   CPU: mean {r['cpu_mean']:.3f} s, "
            f"max {r['cpu_max']:.2f} s   wall: mean {r['wall_mean']:.3f} s, max {r['wall_max']:.2f} s"
        )


def pure_python_games(seconds: float) -> str:
    """The games/s lines again, in a process that runs the engines as pure Python."""
    env = {**os.environ, "POWERPLAY_PURE": "1", "BENCH_GAMES_ONLY": "1", "BENCH_SECONDS": str(seconds)}
    done = subprocess.run([sys.executable, __file__], env=env, capture_output=True, text=True, check=True)
    return done.stdout


def main() -> None:
    seconds = float(os.environ.get("BENCH_SECONDS", "5"))
    count = int(os.environ.get("BENCH_POSITIONS", "40"))
    games_only = bool(os.environ.get("BENCH_GAMES_ONLY"))
    if games_only:
        for b in BENCHES:
            for kind in ("random", "heuristic"):
                gps, dps, _ = games_per_second(b, kind, seconds)
                print(f"  {b.game:<16} {kind:<10} bots: {gps:7.1f} games/s  {dps:9.0f} decisions/s")
        return
    build = "compiled with mypyc" if compiled.in_use() else "pure Python (no fresh compiled build: make builds it)"
    print(
        f"Powerplay benchmark — {datetime.date.today()} — {platform.processor() or platform.machine()}, "
        f"{os.cpu_count()} cores, Python {sys.version.split()[0]}; engines {build}"
    )
    for b in BENCHES:
        print(f"{b.title}, one core:")
        for kind in ("random", "heuristic"):
            gps, dps, per_game = games_per_second(b, kind, seconds)
            print(f"  {kind:<10} bots: {gps:7.1f} games/s  {dps:9.0f} decisions/s  ({per_game} decisions a game)")
        m = micro(b)
        print(
            f"  legal_actions: {m['legal']:.1f} µs   apply: {m['apply']:.1f} µs   state copy: {m['copy']:.1f} µs"
            "  (mean over 4,000 positions of random games)"
        )
        if spec(b.game).search is None:
            print("  no search bots")
            continue
        positions = search_positions(b, count)
        print(
            f"  search bots, one decision in each of {len(positions)} positions of heuristic games (a fresh bot each):"
        )
        levels = list(search_module(b.game).LEVELS)
        for level in levels:
            r = search_speed(b.game, level, positions)
            if not r["searched"]:
                slip = f"another plan in {r['slip']:.0%} of them"
                print(f"    {level:<6} searches no decision: the heuristic's choice, {slip}")
                continue
            deep = f" ({r['deep']:.0%} of them deeper)" if r["deep"] else ""
            print(
                f"    {level:<6} {r['per_second']:7.0f} search iterations/s{deep}   "
                f"{r['searched']:.0%} of the decisions searched, a searched move: mean {r['mean']:.2f} s, "
                f"median {r['median']:.2f} s, max {r['max']:.2f} s"
            )
        print_whole_games(b.game, b.config, levels)
    if compiled.in_use():
        print("The same engines as pure Python (POWERPLAY_PURE=1), one core:")
        print(pure_python_games(seconds), end="")


if __name__ == "__main__":
    main()
