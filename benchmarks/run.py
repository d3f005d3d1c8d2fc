"""`make bench`: the speed figures of the README (Power Grid, 4 players, Germany).

Prints full games per second with random and heuristic bots, decisions per second, and the
microseconds of legal_actions, apply and state copy, with the machine and the date.
"""

from __future__ import annotations

import datetime
import os
import platform
import statistics
import sys
import time

from powerplay import load_game
from powerplay.bots import make_bot, observe


def play(kind: str, seed: int, players: int = 4, board: str = "germany") -> int:
    game = load_game("powergrid", players=players, map=board, seed=seed)
    bots = [make_bot(kind, "powergrid", seat, seed) for seat in range(players)]
    decisions = 0
    while not game.is_over:
        seat = game.current_player
        game.apply(bots[seat].choose(observe(game, seat)))
        decisions += 1
    return decisions


def games_per_second(kind: str, seconds: float) -> tuple[float, float, int]:
    start = time.perf_counter()
    games = decisions = 0
    while time.perf_counter() - start < seconds:
        decisions += play(kind, 1000 + games)
        games += 1
    elapsed = time.perf_counter() - start
    return games / elapsed, decisions / elapsed, decisions // games


def micro(samples: int = 4000) -> dict[str, float]:
    """Time legal_actions, apply and copy over positions taken from real random games."""
    positions = []
    seed = 0
    while len(positions) < samples:
        game = load_game("powergrid", players=4, map="germany", seed=seed)
        bot = make_bot("random", "powergrid", 0, seed)
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


def search_positions(count: int = 40) -> list:
    """Positions of heuristic games (4 players, Germany) where a search bot must think: a choice
    between several actions outside Phase 5 (which needs no search)."""
    from powerplay.games.powergrid.actions import Power

    out = []
    seed = 500
    while len(out) < count:
        game = load_game("powergrid", players=4, map="germany", seed=seed)
        bots = [make_bot("heuristic", "powergrid", s, seed) for s in range(4)]
        k = 0
        while not game.is_over and len(out) < count:
            legal = game.legal_actions()
            if len(legal) > 1 and not isinstance(legal[0], Power) and k % 9 == 0:
                out.append(game.copy())
            seat = game.current_player
            game.apply(bots[seat].choose(observe(game, seat)))
            k += 1
        seed += 1
    return out


def search_speed(level: str, positions: list) -> dict[str, float]:
    """Iterations per second and move times of a search bot (fresh for every position)."""
    iterations = 0
    searched = 0.0
    times = []
    for i, game in enumerate(positions):
        seat = game.current_player
        bot = make_bot(level, "powergrid", seat, i)
        obs = observe(game, seat)
        t0 = time.perf_counter()
        bot.choose(obs)
        times.append(time.perf_counter() - t0)
        st = bot.last_stats
        if st:
            iterations += st["iterations"]
            searched += st["seconds"]
    return {"per_second": iterations / searched if searched else 0.0, "mean": statistics.mean(times),
            "median": statistics.median(times), "max": max(times)}


def main() -> None:
    seconds = float(os.environ.get("BENCH_SECONDS", "5"))
    print(f"Powerplay benchmark — {datetime.date.today()} — {platform.processor() or platform.machine()}, "
          f"{os.cpu_count()} cores, Python {sys.version.split()[0]}")
    print("Power Grid, 4 players, Germany, one core:")
    for kind in ("random", "heuristic"):
        gps, dps, per_game = games_per_second(kind, seconds)
        print(f"  {kind:<10} bots: {gps:7.1f} games/s  {dps:9.0f} decisions/s  ({per_game} decisions a game)")
    m = micro()
    print(f"  legal_actions: {m['legal']:.1f} µs   apply: {m['apply']:.1f} µs   state copy: {m['copy']:.1f} µs"
          "  (mean over 4,000 positions of random games)")
    positions = search_positions(int(os.environ.get("BENCH_POSITIONS", "40")))
    print(f"Search bots, one decision in each of {len(positions)} positions of heuristic games (a fresh bot each):")
    for level in ("easy", "medium", "hard"):
        r = search_speed(level, positions)
        print(f"  {level:<6} {r['per_second']:7.0f} search iterations/s   move: mean {r['mean']:.2f} s, "
              f"median {r['median']:.2f} s, max {r['max']:.2f} s")
    cards_main(seconds, int(os.environ.get("BENCH_POSITIONS", "40")))


# ---- Power Grid: The Card Game ----------------------------------------------------------------------
def cards_play(kind: str, seed: int, players: int = 4) -> int:
    game = load_game("powergrid-cards", players=players, seed=seed)
    bots = [make_bot(kind, "powergrid-cards", seat, seed) for seat in range(players)]
    decisions = 0
    while not game.is_over:
        seat = game.current_player
        game.apply(bots[seat].choose(observe(game, seat)))
        decisions += 1
    return decisions


def cards_positions(count: int) -> list:
    """Positions of heuristic card games (4 players) where a search bot must think: a choice
    between several actions outside production (which needs no search)."""
    from powerplay.games.powergrid_cards.actions import Produce

    out = []
    seed = 500
    while len(out) < count:
        game = load_game("powergrid-cards", players=4, seed=seed)
        bots = [make_bot("heuristic", "powergrid-cards", s, seed) for s in range(4)]
        k = 0
        while not game.is_over and len(out) < count:
            legal = game.legal_actions()
            if len(legal) > 1 and not isinstance(legal[0], Produce) and k % 5 == 0:
                out.append(game.copy())
            seat = game.current_player
            game.apply(bots[seat].choose(observe(game, seat)))
            k += 1
        seed += 1
    return out


def cards_main(seconds: float, count: int) -> None:
    print("Power Grid: The Card Game, 4 players, one core:")
    for kind in ("random", "heuristic"):
        start = time.perf_counter()
        games = decisions = 0
        while time.perf_counter() - start < seconds:
            decisions += cards_play(kind, 1000 + games)
            games += 1
        el = time.perf_counter() - start
        print(f"  {kind:<10} bots: {games / el:7.1f} games/s  {decisions / el:9.0f} decisions/s  "
              f"({decisions // games} decisions a game)")
    positions = cards_positions(count)
    print(f"Card game search bots, one decision in each of {len(positions)} positions of heuristic games:")
    for level in ("easy", "medium", "hard"):
        iterations, searched, times = 0, 0.0, []
        for i, game in enumerate(positions):
            seat = game.current_player
            bot = make_bot(level, "powergrid-cards", seat, i)
            obs = observe(game, seat)
            t0 = time.perf_counter()
            bot.choose(obs)
            times.append(time.perf_counter() - t0)
            if bot.last_stats:
                iterations += bot.last_stats["iterations"]
                searched += bot.last_stats["seconds"]
        print(f"  {level:<6} {iterations / searched if searched else 0:7.0f} search iterations/s   move: mean "
              f"{statistics.mean(times):.3f} s, median {statistics.median(times):.3f} s, max {max(times):.3f} s")


if __name__ == "__main__":
    main()
