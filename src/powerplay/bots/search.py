"""The search bots of each game: ``easy``, ``medium`` and ``hard`` differ by thinking budget."""

from __future__ import annotations

from ..core.errors import BadInput


def _make(level: str, game_name: str, seat: int, seed: int, seconds: float | None):
    if game_name == "powergrid":
        from ..games.powergrid.ai.search import make

        return make(level, seat, seed, seconds)
    if game_name == "powergrid-cards":
        from ..games.powergrid_cards.ai.search import make as make_cards

        return make_cards(level, seat, seed, seconds)
    if game_name == "barrage":
        from ..games.barrage.ai.search import make as make_barrage

        return make_barrage(level, seat, seed, seconds)
    raise BadInput("no {level} bot for {name}", level=level, name=game_name)


def make_easy(game_name: str, seat: int, seed: int, seconds: float | None = None):
    return _make("easy", game_name, seat, seed, seconds)


def make_medium(game_name: str, seat: int, seed: int, seconds: float | None = None):
    return _make("medium", game_name, seat, seed, seconds)


def make_hard(game_name: str, seat: int, seed: int, seconds: float | None = None):
    return _make("hard", game_name, seat, seed, seconds)
