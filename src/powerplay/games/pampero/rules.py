"""Pampero's rules as functions of its state (``core.protocol.Rules``): the turns of ``turns``, the
setup of ``setup``, the position format of ``position``, what a seat sees of ``view``, the scores of
``scoring``."""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any

from ...core.protocol import Event
from . import actions, datasets, messages, scoring, turns
from .actions import ACTION_TYPES as _TYPES
from .actions import Action
from .invariants import check
from .position import read, write
from .setup import new_state, options_from_config
from .state import Phase, State
from .turns import legal, to_act
from .view import view, views

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

ACTION_TYPES = frozenset(_TYPES)
scores = scoring.final_scores


def _words(events: list[Event]) -> list[Event]:
    """The rules' events as Pampero's own, bound to its message table."""
    return [messages.Event(e.kind, e.args) for e in events]


def begin(config: Any, seed: int) -> tuple[State, list[Event]]:
    """PA-4–PA-6 with the config's data set (``data``: its digest; none: the built-in stand-ins)."""
    options = options_from_config(config)
    state, events = new_state(options, seed, datasets.find(config.get("data")))
    return state, _words(events)


def resume(position: dict) -> tuple[State, list[Event]]:
    """A state from a position, checked; nothing is automatic at rest."""
    state = read(position)
    out: list[Event] = []
    turns.advance(state, out)
    return state, _words(out)


def players(s: State) -> int:
    return s.players


def over(s: State) -> bool:
    return s.phase == Phase.OVER


def play(s: State, action: Action) -> tuple[Action, list[Event]]:
    """Apply a decision; one not legal now raises ``IllegalAction`` and changes nothing."""
    return action, _words(turns.apply(s, action))


def parse(text: str, s: State) -> Action:
    return actions.parse(text)


def from_index(i: int, s: State) -> Action:
    return actions.from_index(i, s.data)


def to_index(action: Action, s: State) -> int:
    return actions.to_index(action, s.data)


def hidden(s: State) -> Hashable:
    """What nobody sees (view.py): the decks' order and the generator."""
    return (
        s.rng,
        tuple(s.spec_action_deck),
        tuple(s.spec_scoring_deck),
        tuple(tuple(deck) for _, deck in sorted(s.market_decks.items())),
    )
