"""The games' terminal front ends: a module per game, named by the game's registry name with '-' as '_'
(``powergrid-cards``: ``powergrid_cards.py``), each declaring its front end class as ``FRONTEND`` (a
``tui.frontend.Frontend``). A game without such a module is played through the generic front end.

Nothing imports these modules by name: :func:`frontend_class` finds them, for ``frontend.frontend_for``.
A game's words are not here: ``powerplay.words`` finds them (``words/<game>.py``), for the terminal and
the server alike.
"""

from __future__ import annotations

import importlib


def frontend_class(game: str) -> type | None:
    """The front end class a game's module declares (``FRONTEND``), or None: the game has no module."""
    module = f"{__name__}.{game.replace('-', '_')}"
    try:
        return importlib.import_module(module).FRONTEND
    except ModuleNotFoundError as e:
        if e.name != module:  # the module is there, and something it imports is not
            raise
        return None
