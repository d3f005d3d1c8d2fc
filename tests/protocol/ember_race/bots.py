"""Ember Race's heuristic bot. Its bots see the generic observation (``ai.observation.Observation``:
the seat's legal actions and its view): a class of the package's compiled engines cannot be subclassed
by a game outside it."""

from __future__ import annotations

from typing import Any

from powerplay.ai.observation import Observation


class FarthestCard:
    """The heuristic: always the highest card."""

    name = "heuristic"

    def __init__(self, seat: int, seed: int) -> None:
        self.seat = seat

    def choose(self, observation: Observation) -> Any:
        return max(observation.legal, key=lambda play: play.card)
