"""What the terminal session needs to know of each game: how to draw its board, explain its phases
and sum up its legal actions. The session itself (bots, commands, undo, saving) is the same for all.

A new game adds one :class:`Frontend` subclass (a module of its own) and one line in :data:`FRONTENDS`,
and its action forms and resources in ``words.ACTIONS`` and ``words.RESOURCES`` (typed and shown in the
reader's language).
"""

from __future__ import annotations

from .barrage import BarrageFrontend
from .cards import CardsFrontend
from .powergrid import Frontend

FRONTENDS: dict[str, type[Frontend]] = {
    "powergrid": Frontend,
    "powergrid-cards": CardsFrontend,
    "barrage": BarrageFrontend,
}


def frontend_for(game_name: str) -> Frontend:
    """The terminal front end of a game (by its registry name)."""
    return FRONTENDS.get(game_name, Frontend)()


__all__ = ["FRONTENDS", "BarrageFrontend", "CardsFrontend", "Frontend", "frontend_for"]
