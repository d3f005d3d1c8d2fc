"""What a bot is given when its seat must act: an observation.

Every observation has the seat, its legal actions and, on demand, the seat's display view
(``Game.view(seat)``, the layout the front ends read). A game's ``ai/`` package adds what the seat
may know as attributes and methods that read the game's state in place (``games/*/ai/observation.py``):
made in O(1), nothing copied, the hidden parts left out. The bots read those, never the display view,
which costs as much to build as a whole decision of the heuristic.

The legal actions and the view are worked out on first use, and only then.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any


class Observation:
    """A seat's observation: ``seat``, ``legal`` (the legal actions) and ``view`` (the display view).

    This generic one serves a game without an observation of its own: ``legal`` is a list (or a
    function that lists it) and ``view_fn`` builds the view.
    """

    __slots__ = ("_legal", "_legal_fn", "_view", "_view_fn", "seat")

    def __init__(self, seat: int, legal: list[Any] | Callable[[], list[Any]], view_fn: Callable[[], dict]):
        self.seat = seat
        if callable(legal):
            self._legal: list[Any] | None = None
            self._legal_fn: Callable[[], list[Any]] | None = legal
        else:
            self._legal, self._legal_fn = legal, None
        self._view_fn: Callable[[], dict] | None = view_fn
        self._view: dict | None = None

    @property
    def legal(self) -> list[Any]:
        """Every action the seat may take now."""
        if self._legal is None:
            self._legal = self._list_legal()
        return self._legal

    @property
    def view(self) -> dict:
        """The seat's display view (``Game.view(seat)``): what a person at the seat is shown."""
        if self._view is None:
            self._view = self._build_view()
        return self._view

    def _list_legal(self) -> list[Any]:
        assert self._legal_fn is not None
        return self._legal_fn()

    def _build_view(self) -> dict:
        assert self._view_fn is not None
        return self._view_fn()
