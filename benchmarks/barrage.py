"""`make bench`, Barrage's Automa (what ``run.py`` does not time, as it times every game's people and
bots): games of four Automa (medium) per second, of the heuristic bot against a hard Automa, and the
search bots' play-outs per second and move times in two-seat games against a very hard Automa.
"""

from __future__ import annotations

import os
import time

from powerplay import compiled, load_game
from powerplay.bots import bot_seed, make_bot, observe, play_out
from powerplay.core.registry import seated
from powerplay.games.barrage.ai.search import LEVELS, TURN_ACTIONS
from powerplay.games.barrage.game import BarrageGame
from run import print_whole_games, search_speed

AUTOMA = {"players": 4, "full": True, "automa": ["medium"] * 4}
AGAINST = ["heuristic", "automa-very-hard"]
"""The heuristic games the search bots are timed in: two seats against a very hard Automa."""
EVERY = 2
"""One turn in ``EVERY`` of those games is taken (spread over the whole game)."""


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
        play_out(game, bots)
        games += 1
    return games / (time.perf_counter() - start)


def search_positions(count: int) -> list:
    """``count`` positions of games of ``AGAINST`` where a search bot must think: a turn's first action
    (BA-15) with several choices."""
    out: list = []
    seed = 500
    while len(out) < count:
        game = load_game("barrage", seed=seed, **seated("barrage", {"full": True}, AGAINST))
        bots = {s: make_bot(k, "barrage", s, bot_seed(seed, s)) for s, k in enumerate(AGAINST) if k == "heuristic"}
        turns = 0
        while not game.is_over and len(out) < count:
            legal = game.legal_actions()
            if len(legal) > 1 and isinstance(legal[0], TURN_ACTIONS):
                if turns % EVERY == 0:
                    out.append(game.copy())
                turns += 1
            seat = game.current_player
            game.apply(bots[seat].choose(observe(game, seat)))
        seed += 1
    return out


def main() -> None:
    seconds = float(os.environ.get("BENCH_SECONDS", "5"))
    build = "compiled with mypyc" if compiled.in_use() else "pure Python"
    print(f"Barrage with the Automa, one core; engines {build}:")
    print(f"  4 Automa (medium), full game: {automa_games(seconds):6.1f} games/s")
    against = bot_games(["heuristic", "automa-hard"], seconds)
    print(f"  heuristic against a hard Automa, 2 seats: {against:6.1f} games/s")
    positions = search_positions(int(os.environ.get("BENCH_POSITIONS", "30")))
    print(
        f"  search bots, one turn in each of {len(positions)} positions of heuristic full games, two seats "
        "against a very hard Automa (a fresh bot each):"
    )
    for level in LEVELS:
        r = search_speed("barrage", level, positions)
        print(
            f"    {level:<6} {r['per_second']:5.0f} play-outs/s ({r['per_move']:.0f} a move, "
            f"{r['searched']:.0%} of the turns searched)   a searched move: "
            f"mean {r['mean']:.2f} s, median {r['median']:.2f} s, max {r['max']:.2f} s"
        )
    print_whole_games("barrage", seated("barrage", {"full": True}, AGAINST), list(LEVELS))


if __name__ == "__main__":
    main()
