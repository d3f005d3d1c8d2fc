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


if __name__ == "__main__":
    main()
