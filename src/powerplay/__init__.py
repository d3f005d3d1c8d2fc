"""Powerplay: energy-themed board games as a seeded rules engine.

>>> from powerplay import load_game
>>> game = load_game("powergrid", players=4, map="germany", seed=7)
>>> game.current_player is not None
True

Refusals are exceptions: :class:`IllegalAction` when the rules forbid something (its ``rule`` names
the rule, e.g. ``"PG-7.3"``), :class:`BadInput` when the input is not an action, option or position
at all. Either way nothing has changed.
"""

from . import compiled

compiled.choose()  # the compiled engines, or pure Python (compiled.py)

from .core.errors import BadInput, IllegalAction  # noqa: E402
from .core.registry import GAMES, load_game, load_record, replay  # noqa: E402

__all__ = ["GAMES", "BadInput", "IllegalAction", "load_game", "load_record", "replay"]
