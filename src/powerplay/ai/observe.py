"""Observing a seat: the game's own observation (its manifest's ``observation``), or the generic one."""

from __future__ import annotations

from typing import Any

from ..core.registry import spec
from ..core.spec import load
from .observation import Observation

_OBSERVERS: dict[str, Any] = {}


def observe(game: Any, seat: int) -> Observation:
    """The observation of ``seat`` in ``game`` (which must be that seat's turn): what the seat may
    know, read off the game in place; the legal actions and the display view are worked out when
    first asked for. The observation follows the game: take a new one after each action."""
    name = game.name
    cls = _OBSERVERS.get(name)
    if cls is None:
        where = spec(name).observation
        if where is None:  # the game's manifest names none: the generic one
            return Observation(seat, game.legal_actions, lambda: game.view(seat))
        cls = _OBSERVERS[name] = load(where)
    return cls.of(game, seat)
