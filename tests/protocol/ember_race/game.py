"""Ember Race's rules (ER-1 … ER-4 of the package's docstring): a state of plain data, one action."""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any, NamedTuple

from pydantic import BaseModel, ConfigDict, Field

from powerplay.core.errors import BadInput, IllegalAction
from powerplay.core.options import WholeNumber, read_config
from powerplay.core.protocol import Event, RecordedGame
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


class EmberRace(RecordedGame):
    name = SPEC.name
    config_model = RaceConfig
    score_key = "steps"
    event_type = RaceEvent
    state: State

    @classmethod
    def new(cls, config: dict, seed: int) -> EmberRace:
        options = read_config(RaceConfig, config)
        rng = Rng(seed)
        deck = [card for card in CARDS for _ in range(COPIES)]
        rng.shuffle(deck)
        n = options.players
        hands = [[deck.pop() for _ in range(HAND)] for _ in range(n)]
        state = State(options.goal, [0] * n, hands, deck, [], 0, None, rng)
        return cls(state, options.model_dump(), seed)

    @classmethod
    def from_position(cls, position: dict) -> EmberRace:
        try:
            if position.get("format") != "powerplay/ember-race-position":
                raise BadInput("not an Ember Race position")
            rng = Rng(int(position["rng"]))
            state = State(
                int(position["goal"]),
                [int(x) for x in position["steps"]],
                [[int(c) for c in hand] for hand in position["hands"]],
                [int(c) for c in position["deck"]],
                [int(c) for c in position["discard"]],
                int(position["current"]),
                None if position["winner"] is None else int(position["winner"]),
                rng,
            )
        except (KeyError, TypeError, ValueError) as e:
            raise BadInput("not an Ember Race position: {error}", error=str(e)) from e
        return cls(state, None, None, start=position)

    def to_json(self) -> dict:
        s = self.state
        return {
            "format": "powerplay/ember-race-position",
            "goal": s.goal,
            "steps": s.steps[:],
            "hands": [h[:] for h in s.hands],
            "deck": s.deck[:],
            "discard": s.discard[:],
            "current": s.current,
            "winner": s.winner,
            "rng": s.rng.state,
        }

    @property
    def num_players(self) -> int:
        return len(self.state.steps)

    @property
    def current_player(self) -> int | None:
        return None if self.is_over else self.state.current

    @property
    def is_over(self) -> bool:
        return self.state.winner is not None

    def legal_actions(self) -> list[Play]:
        return [] if self.is_over else [Play(c) for c in sorted(set(self.state.hands[self.state.current]))]

    def apply(self, action: Any) -> list[Event]:
        """ER-1 … ER-3: play a card, move, draw; the race ends at the goal."""
        s = self.state
        if self.is_over:
            raise IllegalAction("ER-3", "the race is over")
        act = self.parse_action(action)
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
        self.played.append(act)
        return out

    def parse_action(self, action: Any) -> Play:
        if isinstance(action, Play):
            return action
        if isinstance(action, int) and not isinstance(action, bool) and 0 <= action < len(CARDS):
            return Play(CARDS[action])
        if isinstance(action, str):
            word, _, card = action.strip().partition(" ")
            if word == "play" and card.strip() in {str(c) for c in CARDS}:
                return Play(int(card))
        raise BadInput("not an action: {value}", value=repr(action))

    def action_index(self, action: Any) -> int:
        return CARDS.index(self.parse_action(action).card)

    def view(self, player: int | None) -> dict:
        """What a seat sees: everyone's steps and hand size, its own hand, the deck's size and the
        discard pile (ER-1: the hands are hidden)."""
        s = self.state
        return {
            "game": self.name,
            "seat": player,
            "goal": s.goal,
            "steps": s.steps[:],
            "hand_sizes": [len(h) for h in s.hands],
            "hand": sorted(s.hands[player]) if player is not None else None,
            "deck": len(s.deck),
            "discard": s.discard[:],
            "current": self.current_player,
            "over": self.is_over,
            "scores": self.scores() if self.is_over else None,
        }

    def scores(self) -> list[dict]:
        """ER-4: the farthest first, ties share the rank."""
        steps = self.state.steps
        return [
            {
                "player": p,
                "rank": 1 + sum(x > mine for x in steps),
                "steps": mine,
                "breakdown": [{"source": "steps", "value": mine, "tiebreak": False}],
            }
            for p, mine in enumerate(steps)
        ]

    def hidden(self) -> Hashable:
        s = self.state
        return (tuple(s.deck), tuple(tuple(sorted(h)) for h in s.hands), s.rng.state)
