"""`make bench`, the research interface: PettingZoo environment steps per second per game
(``agent_iter``/``last``/``step``: each step with the next agent's observation tensor and mask), beside
the engine's own decisions per second on the same play (``legal_actions`` and ``apply``, a uniform
choice among the legal actions), in the same run, and what a step spends its time on. The
target: steps/s at least half the engine's decisions/s. For scale, the same loop over an environment
with no game at all (PettingZoo's own cost and the agent's choice from a mask).
"""

from __future__ import annotations

import os
import random
import time

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv

from powerplay import compiled, load_game
from powerplay.interop.match import Match
from powerplay.interop.pettingzoo import env

GAMES = (
    ("Power Grid, 4 players, Germany", "powergrid", {"players": 4, "map": "germany"}),
    ("Power Grid: The Card Game, 4 players", "powergrid-cards", {"players": 4}),
    ("Barrage, 4 players, full game", "barrage", {"players": 4, "full": True}),
)


def engine_decisions(name: str, config: dict, seconds: float) -> float:
    """Decisions per second of the engine alone, uniform random play through the game interface."""
    rng = random.Random(1)
    decisions = 0
    start = time.perf_counter()
    seed = 0
    while time.perf_counter() - start < seconds:
        game = load_game(name, seed=seed, **config)
        while not game.is_over:
            legal = game.legal_actions()
            game.apply(legal[rng.randrange(len(legal))])
            decisions += 1
        seed += 1
    return decisions / (time.perf_counter() - start)


class NoGame(AECEnv):
    """A PettingZoo environment with no game: four agents take turns for 700 steps, always shown the
    same observation and mask (Power Grid's sizes, five legal ids)."""

    metadata = {"name": "no_game", "render_modes": []}  # noqa: RUF012 (the base class declares it so)

    def __init__(self) -> None:
        super().__init__()
        self.possible_agents = [f"player_{k}" for k in range(4)]
        mask = np.zeros(3512, np.int8)
        mask[:5] = 1
        self.shown = {"observation": np.zeros(898, np.float32), "action_mask": mask}
        self.turns = 0

    def action_space(self, agent: str) -> spaces.Discrete:
        return spaces.Discrete(3512)

    def reset(self, seed: int | None = None, options: dict | None = None) -> None:
        self.agents = self.possible_agents[:]
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos = {agent: {} for agent in self.agents}
        self.agent_selection = self.agents[0]
        self.turns = 0

    def observe(self, agent: str) -> dict:
        return self.shown

    def step(self, action: int | None) -> None:
        if self.terminations[self.agent_selection]:
            self._was_dead_step(action)
            return
        self.turns += 1
        if self.turns == 700:
            self.terminations = dict.fromkeys(self.agents, True)
        else:
            self.agent_selection = self.agents[self.turns % 4]
        self._accumulate_rewards()


def environment_steps(name: str | None, config: dict, seconds: float) -> float:
    """PettingZoo steps per second, uniform random play among the masked ids (``name`` None: the
    environment with no game)."""
    rng = random.Random(1)
    e = NoGame() if name is None else env(name, **config)
    steps = 0
    start = time.perf_counter()
    seed = 0
    while time.perf_counter() - start < seconds:
        e.reset(seed=seed)
        for _agent in e.agent_iter():
            obs, _, terminated, truncated, _ = e.last()
            if terminated or truncated:
                e.step(None)
                continue
            ids = np.flatnonzero(obs["action_mask"])
            e.step(int(ids[rng.randrange(len(ids))]))
            steps += 1
        seed += 1
    return steps / (time.perf_counter() - start)


def parts(name: str, config: dict, games: int = 4) -> dict[str, float]:
    """Microseconds per step of each part of an environment step, over the positions of random games:
    the legal ids (the engine's legal actions, each given its id), the mask, the acting seat's
    observation tensor, and the engine's ``apply``."""
    rng = random.Random(2)
    matches, chosen = [], []
    for seed in range(games):
        m = Match(name, config, seed)
        while not m.finished:
            legal = list(m.legal().values())
            matches.append(m.copy())
            chosen.append(legal[rng.randrange(len(legal))])
            m.apply(chosen[-1])
    out: dict[str, float] = {}

    def timed(label: str, f) -> None:
        fresh = [m.copy() for m in matches]
        start = time.perf_counter()
        for m, action in zip(fresh, chosen):
            f(m, action)
        out[label] = (time.perf_counter() - start) / len(matches) * 1e6

    timed("legal ids", lambda m, action: m.space.legal(m.game))
    timed("mask", lambda m, action: m.mask())
    timed("tensor", lambda m, action: m.observation(m.to_act))
    timed("apply", lambda m, action: m.apply(action))
    return out


def main() -> None:
    seconds = float(os.environ.get("BENCH_SECONDS", "5"))
    build = "compiled with mypyc" if compiled.in_use() else "pure Python"
    print(f"Research interface (PettingZoo AEC, random legal ids), one core; engines {build}:")
    floor = environment_steps(None, {}, seconds)
    for title, name, config in GAMES:
        engine = engine_decisions(name, config, seconds)
        steps = environment_steps(name, config, seconds)
        print(
            f"  {title:<38} {steps:8.0f} env steps/s   engine alone {engine:8.0f} decisions/s   "
            f"ratio {steps / engine:.2f} (target ≥ 0.50)"
        )
        p = parts(name, config)
        rest = 1e6 / steps - sum(p.values())
        spent = "   ".join(f"{k} {v:.1f}" for k, v in p.items())
        print(f"    a step, µs: {spent}   PettingZoo and the choice {rest:.1f}")
    print(
        f"  The same loop with no game at all (a fixed observation and mask): {floor:8.0f} steps/s, "
        f"{1e6 / floor:.1f} µs a step"
    )


if __name__ == "__main__":
    main()
