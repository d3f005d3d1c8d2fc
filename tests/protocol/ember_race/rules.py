"""Ember Race's rules (ER-1 … ER-4 of the package's docstring): a state of plain data, one action, and
the rules as functions of the state (``core.protocol.Rules``)."""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import Any, NamedTuple

from pydantic import BaseModel, ConfigDict, Field

from powerplay.core.errors import BadInput, IllegalAction
from powerplay.core.options import WholeNumber, read_config
from powerplay.core.protocol import Event
from powerplay.core.rng import Rng

from . import SPEC
from .messages import RaceEvent

CARDS = (1, 2, 3, 4)
COPIES = 4
HAND = 2


class RaceConfig(BaseModel):
    """Ember Race's options."""

    model_config = ConfigDict(extra="forbid", strict=True, title="Ember Race")

    players: WholeNumber = Field(2, ge=2, le=4, title="Players", description="Two to four runners.")
    goal: WholeNumber = Field(15, ge=5, le=40, title="Goal", description="The steps that end the race (ER-3).")


class Play(NamedTuple):
    """ER-1: play a card of this value from one's hand."""

    card: int

    def __str__(self) -> str:
        return f"play {self.card}"


class State:
    """The race: the runners' steps and hands, the deck (its end is drawn first), the discard pile,
    whose turn it is, the winner once over, and the generator."""

    __slots__ = ("current", "deck", "discard", "goal", "hands", "rng", "steps", "winner")

    def __init__(
        self,
        goal: int,
        steps: list[int],
        hands: list[list[int]],
        deck: list[int],
        discard: list[int],
        current: int,
        winner: int | None,
        rng: Rng,
    ) -> None:
        self.goal, self.steps, self.hands, self.deck, self.discard = goal, steps, hands, deck, discard
        self.current, self.winner, self.rng = current, winner, rng

    def copy(self) -> State:
        return State(
            self.goal,
            self.steps[:],
            [h[:] for h in self.hands],
            self.deck[:],
            self.discard[:],
            self.current,
            self.winner,
            Rng(self.rng.state),
        )


def draw(s: State, seat: int, out: list[Event]) -> None:
    """ER-2: the seat draws a card; an empty deck is made again from the discard pile, shuffled."""
    if not s.deck:
        s.deck, s.discard = s.discard, []
        s.rng.shuffle(s.deck)
        out.append(RaceEvent("reshuffle", {"cards": len(s.deck)}))
    s.hands[seat].append(s.deck.pop())
    out.append(RaceEvent("draw", {"seat": seat}))


ACTION_TYPES = frozenset({Play})
FORMAT = "powerplay/ember-race-position"


def begin(config: Any, seed: int) -> tuple[State, list[Event]]:
    """A new race: the deck shuffled, two cards dealt to each runner (ER-2)."""
    options = read_config(RaceConfig, config)
    rng = Rng(seed)
    deck = [card for card in CARDS for _ in range(COPIES)]
    rng.shuffle(deck)
    n = options.players
    hands = [[deck.pop() for _ in range(HAND)] for _ in range(n)]
    return State(options.goal, [0] * n, hands, deck, [], 0, None, rng), []


def resume(position: dict) -> tuple[State, list[Event]]:
    """A race from a position (``write``'s format); nothing is automatic."""
    try:
        if position.get("format") != FORMAT:
            raise BadInput("not an Ember Race position")
        state = State(
            int(position["goal"]),
            [int(x) for x in position["steps"]],
            [[int(c) for c in hand] for hand in position["hands"]],
            [int(c) for c in position["deck"]],
            [int(c) for c in position["discard"]],
            int(position["current"]),
            None if position["winner"] is None else int(position["winner"]),
            Rng(int(position["rng"])),
        )
    except (KeyError, TypeError, ValueError, AttributeError) as e:
        raise BadInput("not an Ember Race position: {error}", error=str(e)) from e
    return state, []


def write(s: State) -> dict:
    return {
        "format": FORMAT,
        "goal": s.goal,
        "steps": s.steps[:],
        "hands": [h[:] for h in s.hands],
        "deck": s.deck[:],
        "discard": s.discard[:],
        "current": s.current,
        "winner": s.winner,
        "rng": s.rng.state,
    }


def players(s: State) -> int:
    return len(s.steps)


def over(s: State) -> bool:
    return s.winner is not None


def to_act(s: State) -> int | None:
    return None if over(s) else s.current


def legal(s: State) -> list[Play]:
    return [] if over(s) else [Play(c) for c in sorted(set(s.hands[s.current]))]


def play(s: State, act: Play) -> tuple[Play, list[Event]]:
    """ER-1 … ER-3: play a card, move, draw; the race ends at the goal. Checked before any change."""
    if over(s):
        raise IllegalAction("ER-3", "the race is over")
    seat = s.current
    if act.card not in s.hands[seat]:
        raise IllegalAction("ER-1", "{seat} holds no card {card}", seat=seat, card=act.card)
    s.hands[seat].remove(act.card)
    s.discard.append(act.card)
    s.steps[seat] += act.card
    out: list[Event] = [RaceEvent("play", {"seat": seat, "card": act.card, "steps": s.steps[seat]})]
    if s.steps[seat] >= s.goal:
        s.winner = seat
        out.append(RaceEvent("finish", {"seat": seat}))
    else:
        draw(s, seat, out)
        s.current = (seat + 1) % len(s.steps)
    return act, out


def parse(text: str, s: State) -> Play:
    word, _, card = text.strip().partition(" ")
    if word == "play" and card.strip() in {str(c) for c in CARDS}:
        return Play(int(card))
    raise BadInput("not an action: {value}", value=repr(text))


def from_index(i: int, s: State) -> Play:
    if 0 <= i < len(CARDS):
        return Play(CARDS[i])
    raise BadInput("not an action: {value}", value=repr(i))


def to_index(act: Play, s: State) -> int:
    return CARDS.index(act.card)


def view(s: State, seat: int | None) -> dict:
    """What a seat sees: everyone's steps and hand size, its own hand, the deck's size and the discard
    pile (ER-1: the hands are hidden)."""
    return {
        "game": SPEC.name,
        "seat": seat,
        "goal": s.goal,
        "steps": s.steps[:],
        "hand_sizes": [len(h) for h in s.hands],
        "hand": sorted(s.hands[seat]) if seat is not None else None,
        "deck": len(s.deck),
        "discard": s.discard[:],
        "current": to_act(s),
        "over": over(s),
        "scores": scores(s) if over(s) else None,
    }


def views(s: State, seats: Sequence[int | None]) -> list[dict]:
    return [view(s, seat) for seat in seats]


def scores(s: State) -> list[dict]:
    """ER-4: the farthest first, ties share the rank."""
    return [
        {
            "player": p,
            "rank": 1 + sum(x > mine for x in s.steps),
            "steps": mine,
            "breakdown": [{"source": "steps", "value": mine, "tiebreak": False}],
        }
        for p, mine in enumerate(s.steps)
    ]


def hidden(s: State) -> Hashable:
    """The deck's order, the hands and the generator (ER-1, ER-2)."""
    return (tuple(s.deck), tuple(tuple(sorted(h)) for h in s.hands), s.rng.state)


def check(s: State) -> None:
    """Every card in one place (ER-2), each hand of at most two, the steps not below 0."""
    cards = sorted(s.deck + s.discard + [c for hand in s.hands for c in hand])
    if cards != sorted(card for card in CARDS for _ in range(COPIES)):
        raise IllegalAction("ER-2", "every card lies in the deck, the discard pile or a hand, once")
    if any(len(hand) > HAND for hand in s.hands) or any(x < 0 for x in s.steps):
        raise IllegalAction("ER-1", "a hand holds two cards at most, and no runner runs backwards")
