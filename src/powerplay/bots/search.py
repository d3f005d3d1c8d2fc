"""The search bots of each game: ``easy``, ``medium``, ``hard`` and ``expert`` differ by thinking budget
(``expert`` where a game defines it)."""

from __future__ import annotations

from importlib import import_module

from ..core.errors import BadInput

SEARCH_MODULES = {
    "powergrid": "powerplay.games.powergrid.ai.search",
    "powergrid-cards": "powerplay.games.powergrid_cards.ai.search",
    "barrage": "powerplay.games.barrage.ai.search",
}
"""Each game's search module: its ``LEVELS`` and ``make``, imported when a bot of the game is made."""


def _make(level: str, game_name: str, seat: int, seed: int, seconds: float | None):
    search = import_module(SEARCH_MODULES[game_name]) if game_name in SEARCH_MODULES else None
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
