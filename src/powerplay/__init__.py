"""Powerplay: energy-themed board games as a seeded rules engine.

>>> from powerplay import load_game
>>> game = load_game("powergrid", players=4, map="germany", seed=7)
>>> game.current_player is not None
True
"""

from .core.registry import GAMES, load_game, load_record, replay

__all__ = ["GAMES", "load_game", "load_record", "replay"]
