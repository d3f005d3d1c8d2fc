"""Barrage's rules as functions of its state (``core.protocol.Rules``): the turns of ``turns``, the
Automa's played as soon as it is to act, the actions' text and indexes of ``notation``, the position
format of ``position``, what a seat sees of ``view``."""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import Any

from ...core.protocol import Event
from . import messages, turns
from .invariants import check
from .notation import ACTION_TYPES, Action
from .notation import from_index as _from_index
from .notation import parse as _parse
from .notation import to_index as _to_index
from .position import read, write
from .rounds import final_scores
from .setup import new_state, options_from_config
from .state import Phase, State
from .view import to_act, view

__all__ = [  # the game protocol's interface (core.protocol.Rules)
    "ACTION_TYPES",
    "begin",
    "check",
    "from_index",
    "hidden",
    "legal",
    "over",
    "parse",
    "play",
    "players",
    "resume",
    "scores",
    "to_act",
    "to_index",
    "view",
    "views",
    "write",
]

scores = final_scores


def _words(events: list[Event]) -> list[Event]:
    """The rules' events as Barrage's own, bound to its message table."""
    return [messages.Event(e.kind, e.args) for e in events]


def begin(config: Any, seed: int) -> tuple[State, list[Event]]:
    """BA-10–BA-12, BA-A4: a new table; a game the Automa starts, or of Automa alone, plays on until a
    person must decide."""
    state = new_state(options_from_config(config), seed)
    return state, _words(turns.advance(state))


def resume(position: dict) -> tuple[State, list[Event]]:
    """A state from a position (``position.FORMAT``), checked, played on to the first decision."""
    state = read(position)
    return state, _words(turns.advance(state))


def players(s: State) -> int:
    return s.players


def over(s: State) -> bool:
    return s.phase == Phase.OVER


def legal(s: State) -> list[Any]:
    return turns.legal(s)


def play(s: State, action: Action) -> tuple[Action, list[Event]]:
    """Apply an action value; one not legal now raises ``IllegalAction`` (BA-15.6) and changes nothing."""
    return action, _words(turns.apply(s, action))


def parse(text: str, s: State) -> Action:
    return _parse(text)


def from_index(i: int, s: State) -> Action:
    return _from_index(i)


def to_index(action: Action, s: State) -> int:
    return _to_index(action)


def views(s: State, seats: Sequence[int | None]) -> list[dict]:
    return [view(s, seat) for seat in seats]


def hidden(s: State) -> Hashable:
    """What nobody sees (view.py): the private stacks' order (their tops included), the patent
    office's stacks I–III, the Automa deck below its top tile, and the generator's state (the
    shuffles to come, and so the tiles never used)."""
    return (
        s.rng,
        tuple(tuple(s.stacks[colour]) for colour in sorted(s.stacks)),
        tuple(tuple(stack) for stack in s.patent_stacks),
        tuple(s.automa_deck[:-1]),
    )
