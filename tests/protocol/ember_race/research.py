"""Ember Race for the research environments (``powerplay.interop``): a compact action space, an
observation tensor and a resampler."""

from __future__ import annotations

from typing import Any

from powerplay.ai.encoding import CompactSpace, ObservationTensor, Seat
from powerplay.ai.observation import Observation
from powerplay.core.rng import Rng

from .game import EmberRace
from .rules import CARDS, COPIES, Play


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
        view = obs.view
        at = [self.phase]
        values = [1.0]
        if to_act is not None:
            at.append(self.to_act + (to_act - obs.seat) % self.n)
            values.append(1.0)
        for k in range(self.n):
            seat = (obs.seat + k) % self.n
            at += [self.steps + k, self.sizes + k]
            values += [float(view["steps"][seat]), float(view["hand_sizes"][seat])]
        for i, card in enumerate(CARDS):
            at += [self.hand + i, self.discard + i]
            values += [float(view["hand"].count(card)), float(view["discard"].count(card))]
        at += [self.deck, self.goal]
        values += [float(view["deck"]), float(view["goal"])]
        return at, values


def resample(obs: Observation, seed: int) -> EmberRace:
    """A race the seat cannot tell from its own (read from its view): the cards it has not seen dealt
    again to the others' hands and the deck, and the generator drawn again."""
    view = obs.view
    rng = Rng(seed)
    unseen = [card for card in CARDS for _ in range(COPIES)]
    for card in [*view["hand"], *view["discard"]]:
        unseen.remove(card)
    rng.shuffle(unseen)
    hands = [
        list(view["hand"]) if seat == obs.seat else [unseen.pop() for _ in range(size)]
        for seat, size in enumerate(view["hand_sizes"])
    ]
    position = {
        "format": "powerplay/ember-race-position",
        "goal": view["goal"],
        "steps": list(view["steps"]),
        "hands": hands,
        "deck": unseen,
        "discard": list(view["discard"]),
        "current": obs.seat,
        "winner": None,
        "rng": Rng(seed + 1).below(1 << 62),
    }
    return EmberRace.from_position(position)
