"""`make bench`, Barrage (issue 16): full 4-player games per second with uniform random decisions,
decisions per second, the microseconds of legal_actions, apply and copy; games of four Automa (medium)
per second; games of four heuristic bots per second, and of the heuristic bot against a hard Automa;
the search bots' play-outs per second and move times (issue 17), and each level's CPU and wall time a
decision over whole games.
"""

from __future__ import annotations

import os
import random
import time

from powerplay import compiled, load_game
from powerplay.bots import bot_seed, make_bot, observe
from powerplay.core.registry import seated
from powerplay.games.barrage.ai.search import LEVELS, TURN_ACTIONS
from powerplay.games.barrage.game import BarrageGame
from run import print_whole_games, search_speed

PEOPLE = {"players": 4, "full": True}
AUTOMA = {"players": 4, "full": True, "automa": ["medium"] * 4}
SEARCHED = ((["heuristic", "automa-very-hard"], 2), (["heuristic"] * 4, 8))
"""The heuristic games the search bots are timed in, and one turn in how many of them is taken (spread
over the whole game): two seats against a very hard Automa, and four heuristic bots; full games."""


def random_games(seconds: float) -> tuple[float, float, list]:
    """Games and decisions per second of uniform random play; some positions to time parts on."""
    rng = random.Random(1)
    games = decisions = 0
    positions = []
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        game = BarrageGame.new(PEOPLE, games)
        while not game.is_over:
            if rng.random() < 0.02:
                positions.append(game.copy())
            legal = game.legal_actions()
            game.apply(legal[rng.randrange(len(legal))])
            decisions += 1
        games += 1
    elapsed = time.perf_counter() - start
    return games / elapsed, decisions / elapsed, positions


def micro(positions: list) -> dict[str, float]:
    """Mean µs of legal_actions, apply (a random legal action) and copy over the positions."""
    rng = random.Random(2)
    out = {}
    start = time.perf_counter()
    legal = [g.legal_actions() for g in positions]
    out["legal"] = (time.perf_counter() - start) / len(positions) * 1e6
    copies = [g.copy() for g in positions]
    start = time.perf_counter()
    for g, actions in zip(copies, legal, strict=True):
        g.apply(actions[rng.randrange(len(actions))])
    out["apply"] = (time.perf_counter() - start) / len(positions) * 1e6
    start = time.perf_counter()
    for g in positions:
        g.copy()
    out["copy"] = (time.perf_counter() - start) / len(positions) * 1e6
    return out


def automa_games(seconds: float) -> float:
    games = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        assert BarrageGame.new(AUTOMA, games).is_over
        games += 1
    return games / (time.perf_counter() - start)


def bot_games(kinds: list[str], seconds: float) -> float:
    """Games per second of ``kinds`` (bots and Automa seats), the bots deciding from their observation."""
    games = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        game = load_game("barrage", seed=games, **seated("barrage", {"full": True}, kinds))
        bots = {s: make_bot(k, "barrage", s, bot_seed(games, s)) for s, k in enumerate(kinds) if k in ("heuristic",)}
        while not game.is_over:
            seat = game.current_player
            game.apply(bots[seat].choose(observe(game, seat)))
        games += 1
    return games / (time.perf_counter() - start)


def search_positions(count: int) -> list:
    """``count`` positions, half from each game of ``SEARCHED``, where a search bot must think: a turn's
    first action (BA-15) with several choices."""
    out = []
    for kinds, every in SEARCHED:
        wanted = len(out) + count // len(SEARCHED)
        seed = 500
        while len(out) < wanted:
            game = load_game("barrage", seed=seed, **seated("barrage", {"full": True}, kinds))
            bots = {s: make_bot(k, "barrage", s, bot_seed(seed, s)) for s, k in enumerate(kinds) if k == "heuristic"}
            turns = 0
            while not game.is_over and len(out) < wanted:
                legal = game.legal_actions()
                if len(legal) > 1 and isinstance(legal[0], TURN_ACTIONS):
                    if turns % every == 0:
                        out.append(game.copy())
                    turns += 1
                seat = game.current_player
                game.apply(bots[seat].choose(observe(game, seat)))
            seed += 1
    return out


def main() -> None:
    seconds = float(os.environ.get("BENCH_SECONDS", "5"))
    build = "compiled with mypyc" if compiled.in_use() else "pure Python"
    gps, dps, positions = random_games(seconds)
    m = micro(positions)
    print(f"Barrage, one core; engines {build}:")
    print(f"  4 people, full game, random decisions: {gps:6.1f} games/s  {dps:8.0f} decisions/s (aim: ≥ 50 games/s)")
    print(f"  legal_actions: {m['legal']:.1f} µs   apply: {m['apply']:.1f} µs   copy: {m['copy']:.1f} µs")
    print(f"  4 Automa (medium), full game: {automa_games(seconds):6.1f} games/s")
    print(f"  4 heuristic bots, full game: {bot_games(['heuristic'] * 4, seconds):6.1f} games/s")
    against = bot_games(["heuristic", "automa-hard"], seconds)
    print(f"  heuristic against a hard Automa, 2 seats: {against:6.1f} games/s")
    positions = search_positions(int(os.environ.get("BENCH_POSITIONS", "30")))
    print(
        f"  search bots, one turn in each of {len(positions)} positions of heuristic full games (half two seats "
        "against a very hard Automa, half four seats; a fresh bot each):"
    )
    for level in LEVELS:
        r = search_speed("barrage", level, positions)
        print(
            f"    {level:<6} {r['per_second']:5.0f} play-outs/s ({r['per_move']:.0f} a move, "
            f"{r['searched']:.0%} of the turns searched)   a searched move: "
            f"mean {r['mean']:.2f} s, median {r['median']:.2f} s, max {r['max']:.2f} s"
        )
    print_whole_games("barrage", PEOPLE, list(LEVELS))


if __name__ == "__main__":
    main()
