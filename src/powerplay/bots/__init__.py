"""Bots: each plays one seat from what that seat may know (its observation), never the game."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol


class Observation:
    """What a seat knows when it must act: its legal actions and its view (built on demand).

    The view comes from ``Game.view(seat)``, the one place hidden information is stripped.
    """

    __slots__ = ("_view", "_view_fn", "legal", "seat")

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


def bot_seed(game_seed: int | None, seat: int) -> int:
    """A bot's seed from the game's seed and its seat: deterministic, different per seat. Every front
    end (terminal, server, arena, ``simulate``) seeds its bots so: a game's bots play alike in each."""
    return ((game_seed or 0) * 1_000_003 + (seat + 1) * 7_919) % (2**31 - 1)


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


SEARCH_BOTS = ("easy", "medium", "hard")
"""The bots that search, and so may think for a time instead of a number of play-outs."""


def split_kind(kind: str) -> tuple[str, float | None]:
    """A bot name and its time budget a move: ``"hard"`` -> ``("hard", None)``, ``"hard:1.5s"`` ->
    ``("hard", 1.5)`` (a search bot thinking 1.5 s a move instead of its fixed number of play-outs:
    stronger on a fast machine, but no longer deterministic)."""
    from ..core.errors import BadInput

    name, _, budget = kind.partition(":")
    if name not in BOTS:
        raise BadInput(f"unknown bot {name!r}; bots: {', '.join(BOTS)} (a search bot may take a time budget: hard:2s)")
    if not budget:
        return name, None
    if name not in SEARCH_BOTS:
        raise BadInput(f"only the search bots ({', '.join(SEARCH_BOTS)}) take a time budget, not {name!r}")
    try:
        seconds = float(budget.removesuffix("s"))
    except ValueError:
        seconds = 0.0
    if not 0 < seconds <= 600:
        raise BadInput(f"a time budget is seconds a move, e.g. {name}:2s (got {budget!r})")
    return name, seconds


def make_bot(kind: str, game_name: str, seat: int, seed: int) -> Bot:
    """Create a bot by name (``"hard"``, or ``"hard:2s"`` with a time budget) for a seat of a game;
    ``seed`` makes it deterministic. A bot that thinks reports its last move in ``last_stats``
    (``iterations``, ``seconds``)."""
    name, seconds = split_kind(kind)
    module, _, attr = BOTS[name].partition(":")
    import importlib

    factory = getattr(importlib.import_module(module), attr)
    if seconds is not None:
        bot = factory(game_name, seat, seed, seconds=seconds)
        bot.name = kind
        return bot
    return factory(game_name, seat, seed)
