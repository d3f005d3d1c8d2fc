"""Bots: each plays one seat from what that seat may know (its observation), never the game."""

from __future__ import annotations

from typing import Any, Callable, Protocol


class Observation:
    """What a seat knows when it must act: its legal actions and its view (built on demand).

    The view comes from ``Game.view(seat)``, the one place hidden information is stripped.
    """

    __slots__ = ("seat", "legal", "_view_fn", "_view")

    def __init__(self, seat: int, legal: list[Any], view_fn: Callable[[], dict]):
        self.seat = seat
        self.legal = legal
        self._view_fn = view_fn
        self._view: dict | None = None

    @property
    def view(self) -> dict:
        if self._view is None:
            self._view = self._view_fn()
        return self._view


class Bot(Protocol):
    """A player program. ``choose`` returns one of ``observation.legal``."""

    name: str

    def choose(self, observation: Observation) -> Any: ...


def observe(game: Any, seat: int) -> Observation:
    """The observation of ``seat`` in ``game`` (which must be that seat's turn)."""
    return Observation(seat, game.legal_actions(), lambda: game.view(seat))


BOTS: dict[str, str] = {
    "random": "powerplay.bots.random:RandomBot",
    "heuristic": "powerplay.bots.heuristic:make_heuristic",
    "easy": "powerplay.bots.search:make_easy",
    "medium": "powerplay.bots.search:make_medium",
    "hard": "powerplay.bots.search:make_hard",
}


def make_bot(kind: str, game_name: str, seat: int, seed: int) -> Bot:
    """Create a bot by name for a seat of a game; ``seed`` makes it deterministic."""
    if kind not in BOTS:
        from ..core.errors import BadInput

        raise BadInput(f"unknown bot {kind!r}; bots: {', '.join(BOTS)}")
    module, _, attr = BOTS[kind].partition(":")
    import importlib

    return getattr(importlib.import_module(module), attr)(game_name, seat, seed)
