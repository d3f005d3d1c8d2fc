"""Ember Race for the research environments (``powerplay.interop``): a compact action space, an
observation tensor and a resampler."""

from __future__ import annotations

from typing import Any

from powerplay.core.rng import Rng
from powerplay.interop.base import CompactSpace, ObservationTensor, Seat

from .game import CARDS, COPIES, EmberRace, Play
from .observation import RaceObservation


class Space(CompactSpace):
    """Id ``k``: play the card ``k + 1`` (ER-1)."""

    def __init__(self, options: dict[str, Any]) -> None:
        self.size = len(CARDS)

    def seat(self, obs: Any) -> Seat:
        return Seat((), ())

    def encode_at(self, seat: Seat, action: Any) -> int:
        return CARDS.index(action.card)

    def name(self, index: int) -> str:
        return str(Play(CARDS[index]))


class Tensor(ObservationTensor):
    """Every runner's steps and hand size (relative seats), one's hand and the discard pile by card,
    the deck's size and the goal."""

    def __init__(self, options: dict[str, Any]) -> None:
        n = options["players"]
        super().__init__(("race",), n)
        self.steps = self.part("steps", (n,), "steps run, by relative seat")
        self.sizes = self.part("hand_sizes", (n,), "cards in hand, by relative seat")
        self.hand = self.part("hand", (len(CARDS),), "one's cards of each value")
        self.discard = self.part("discard", (len(CARDS),), "the discard pile's cards of each value")
        self.deck = self.part("deck", (1,), "cards in the deck")
        self.goal = self.part("goal", (1,), "the steps that end the race")

    def entries(self, obs: Any, to_act: int | None) -> tuple[list[int], list[float]]:
        at, values = self.turn(obs, to_act)
        n = self.n
        for k in range(n):
            seat = (obs.seat + k) % n
            at += [self.steps + k, self.sizes + k]
            values += [float(obs.steps[seat]), float(obs.hand_sizes[seat])]
        for i, card in enumerate(CARDS):
            at += [self.hand + i, self.discard + i]
            values += [float(obs.hand.count(card)), float(obs.discard.count(card))]
        at += [self.deck, self.goal]
        values += [float(obs.deck), float(obs.goal)]
        return at, values


def resample(obs: RaceObservation, seed: int) -> EmberRace:
    """A race the seat cannot tell from its own: the cards it has not seen dealt again to the others'
    hands and the deck, and the generator drawn again."""
    rng = Rng(seed)
    unseen = [card for card in CARDS for _ in range(COPIES)]
    for card in [*obs.hand, *obs.discard]:
        unseen.remove(card)
    rng.shuffle(unseen)
    hands = [
        obs.hand[:] if seat == obs.seat else [unseen.pop() for _ in range(size)]
        for seat, size in enumerate(obs.hand_sizes)
    ]
    position = {
        "format": "powerplay/ember-race-position",
        "goal": obs.goal,
        "steps": obs.steps[:],
        "hands": hands,
        "deck": unseen,
        "discard": obs.discard[:],
        "current": obs.seat,
        "winner": None,
        "rng": Rng(seed + 1).below(1 << 62),
    }
    return EmberRace.from_position(position)
