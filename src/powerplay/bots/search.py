"""The search bots of each game: ``easy``, ``medium``, ``hard`` and ``expert`` differ by thinking budget
(``expert`` where a game defines it)."""

from __future__ import annotations

from ..core.errors import BadInput


def _make(level: str, game_name: str, seat: int, seed: int, seconds: float | None):
    if game_name == "powergrid":
        from ..games.powergrid.ai import search
    elif game_name == "powergrid-cards":
        from ..games.powergrid_cards.ai import search  # type: ignore[no-redef]
    elif game_name == "barrage":
        from ..games.barrage.ai import search  # type: ignore[no-redef]
    else:
        raise BadInput("no {level} bot for {name}", level=level, name=game_name)
    if level not in search.LEVELS:
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
