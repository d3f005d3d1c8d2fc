"""The search bots of each game: ``easy``, ``medium``, ``hard`` and ``expert`` differ by thinking budget
(``expert`` where a game defines it)."""

from __future__ import annotations

from typing import Any

from ..core.errors import BadInput
from ..core.registry import spec
from ..core.spec import load


def search_module(game_name: str) -> Any:
    """A game's search module (its manifest's ``search``: ``LEVELS`` and ``make``), imported when a
    bot of the game is made; None when the game has none."""
    where = spec(game_name).search
    return None if where is None else load(where)


def _make(level: str, game_name: str, seat: int, seed: int, seconds: float | None):
    search = search_module(game_name)
    if search is None or level not in search.LEVELS:
        raise BadInput("no {level} bot for {name}", level=level, name=game_name)
    return search.make(level, seat, seed, seconds)


def make_easy(game_name: str, seat: int, seed: int, seconds: float | None = None):
    return _make("easy", game_name, seat, seed, seconds)


def make_medium(game_name: str, seat: int, seed: int, seconds: float | None = None):
    return _make("medium", game_name, seat, seed, seconds)


def make_hard(game_name: str, seat: int, seed: int, seconds: float | None = None):
    return _make("hard", game_name, seat, seed, seconds)


def make_expert(game_name: str, seat: int, seed: int, seconds: float | None = None):
    return _make("expert", game_name, seat, seed, seconds)
