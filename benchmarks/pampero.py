"""`make bench`, Pampero's random games over every combination of its options (what ``run.py`` does not
do, as it times one configuration): random bots play games of 2, 3 and 4 players with each combination
of the alternative rules (PA-35; the Rado variant with two players, PA-34.2) and of every decision's
alternative or none (PA-38), every rule a position obeys checked after every action (``Game.check``).
Prints the games, actions and checks, the games per second, and the share of games each scoring
ended (every game must have three).

``python benchmarks/pampero.py 10000`` plays that many games (``make bench``: 600).
"""

from __future__ import annotations

import itertools
import random
import sys
import time

from powerplay import compiled, load_game
from powerplay.games.pampero.options import ALTERNATIVES

RULES = ("long_game", "beginner", "fixed_bonus", "restrictions", "battery_limit")


def configs() -> list[dict]:
    """Every player count with every combination of the alternative rules (and Rado with two), each
    with the decisions' defaults and once with every decision's alternative."""
    out = []
    for players in (2, 3, 4):
        for on in itertools.product((False, True), repeat=len(RULES)):
            for rado in (False, True) if players == 2 else (False,):
                for alternatives in ([], sorted(ALTERNATIVES)):
                    config: dict = {"players": players, **{r: True for r, o in zip(RULES, on, strict=True) if o}}
                    if rado:
                        config["rado"] = True
                    if alternatives:
                        config["alternatives"] = alternatives
                    out.append(config)
    return out


def main(games: int) -> None:
    every = configs()
    rng = random.Random(1)
    actions = checks = 0
    scorings: dict[int, int] = {}
    start = time.perf_counter()
    for k in range(games):
        game = load_game("pampero", seed=k, **every[k % len(every)])
        game.check()
        while not game.is_over:
            game.apply(rng.choice(game.legal_actions()))
            game.check()
            actions += 1
            checks += 1
        done = game.view(None)["scorings"]
        scorings[done] = scorings.get(done, 0) + 1
    seconds = time.perf_counter() - start
    build = "compiled" if compiled.in_use() else "pure Python"
    print(
        f"Pampero, random games over {len(every)} configurations (every option combination), engines {build}: "
        f"{games} games, {actions} actions, every invariant checked after each ({checks + games} checks): "
        f"{games / seconds:.1f} games/s with the checks; scorings per game: "
        + ", ".join(f"{n}: {c} games" for n, c in sorted(scorings.items()))
    )
    assert scorings == {3: games}, scorings


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 600)
