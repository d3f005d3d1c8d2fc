"""The random bot: uniform over the legal actions."""

from __future__ import annotations

from typing import Any

from ..core.rng import Rng
from . import Observation


class RandomBot:
    """Picks uniformly among the legal actions with its own seeded generator.

    Games still finish: every phase of every game offers an action that moves play on, and the
    rules bound each phase (one plant per round, one turn per phase).
    """

    name = "random"

    def __init__(self, game_name: str, seat: int, seed: int):
        self.rng = Rng(seed * 7919 + seat)

    def choose(self, observation: Observation) -> Any:
        return self.rng.choice(observation.legal)
