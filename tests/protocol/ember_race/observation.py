"""What an Ember Race bot may know (its seat's observation), and the heuristic bot."""

from __future__ import annotations

from typing import Any

from powerplay.ai.observation import Observation


class RaceObservation(Observation):
    """A runner's observation: everyone's steps and hand size, its own hand, the deck's size, the
    discard pile and the goal (ER-1: the others' hands and the deck's order are hidden)."""

    __slots__ = ("deck", "discard", "goal", "hand", "hand_sizes", "phase", "steps")

    @classmethod
    def of(cls, game: Any, seat: int) -> RaceObservation:
        s = game.state
        obs = cls(seat, game.legal_actions, lambda: game.view(seat))
        obs.steps = s.steps[:]
        obs.hand_sizes = [len(h) for h in s.hands]
        obs.hand = sorted(s.hands[seat])
        obs.deck = len(s.deck)
        obs.discard = s.discard[:]
        obs.goal = s.goal
        obs.phase = "race"
        return obs


class FarthestCard:
    """The heuristic: always the highest card."""

    name = "heuristic"

    def __init__(self, seat: int, seed: int) -> None:
        self.seat = seat

    def choose(self, observation: Observation) -> Any:
        return max(observation.legal, key=lambda play: play.card)
