"""Bots: each plays one seat from what that seat may know (its observation), never the game.

The registry of bots (``BOTS``); each game's observation, heuristic and search levels are named by
its manifest (``core.spec``); what the games' AI shares sits below, in ``powerplay.ai``."""

from __future__ import annotations

import contextlib
import importlib
import re
from collections.abc import Callable, Mapping
from typing import Any, NamedTuple, Protocol

from ..ai.observation import Observation
from ..ai.observe import observe


class Bot(Protocol):
    """A player program. ``choose`` returns one of ``observation.legal``."""

    name: str

    def choose(self, observation: Observation) -> Any: ...


MAX_ACTIONS = 5_000
"""A game of bots not over after this many actions (ten times a usual game) is adjudicated on the
scores of its position (``play_out``; the research environments stop there too)."""


class Outcome(NamedTuple):
    """How :func:`play_out` ended."""

    actions: int
    """The actions the bots took."""
    adjudicated: bool
    """The game was not over after ``MAX_ACTIONS``: its scores are those of the position it reached."""


class BotFailed(Exception):
    """A bot's choice raised, or the game refused it: which seat, its bot, after how many actions."""

    def __init__(self, seat: int, bot: Any, actions: int, error: Exception) -> None:
        super().__init__(f"the bot of seat {seat} failed after {actions} actions: {type(error).__name__}: {error}")
        self.seat = seat
        self.bot = bot
        self.actions = actions
        self.error = error


def play_out(
    game: Any,
    bots: Mapping[int, Bot],
    *,
    limit: int = MAX_ACTIONS,
    after: Callable[[int, Any, list], None] | None = None,
) -> Outcome:
    """Let ``bots`` (by seat: every seat the game does not play itself) play ``game`` to its end, each
    choosing from its seat's observation; ``after(seat, action, events)`` is called after each action.
    Past ``limit`` actions the game stops, adjudicated on its position's scores. Every front end that
    plays bots to the end (``simulate``, the arena, benchmarks, scripts) uses this one loop."""
    actions = 0
    while not game.is_over:
        if actions >= limit:
            return Outcome(actions, True)
        seat = game.current_player
        bot = bots[seat]
        try:
            action = bot.choose(observe(game, seat))
            events = game.apply(action)
        except Exception as e:
            raise BotFailed(seat, bot, actions, e) from e
        actions += 1
        if after is not None:
            after(seat, action, events)
    return Outcome(actions, False)


def bot_seed(game_seed: int | None, seat: int) -> int:
    """A bot's seed from the game's seed and its seat: deterministic, different per seat. Every front
    end (terminal, server, arena, ``simulate``) seeds its bots so: a game's bots play alike in each."""
    return ((game_seed or 0) * 1_000_003 + (seat + 1) * 7_919) % (2**31 - 1)


BOTS: dict[str, str] = {
    "random": "powerplay.bots.random:RandomBot",
    "heuristic": "powerplay.bots.heuristic:make_heuristic",
    "easy": "powerplay.bots.search:make_easy",
    "medium": "powerplay.bots.search:make_medium",
    "hard": "powerplay.bots.search:make_hard",
    "expert": "powerplay.bots.search:make_expert",
}


SEARCH_BOTS = ("easy", "medium", "hard", "expert")
"""The bots that search, and so may think for a time instead of a number of play-outs."""


IMPORT_PATH = re.compile(r"[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)*:[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)*")
"""An outside bot's import path: ``module.path:Attr`` (``Attr`` may be dotted: ``module:Outer.Inner``)."""


def is_outside(kind: str) -> bool:
    """Is ``kind`` an outside bot, ``module.path:Attr`` whose module part is not one of our bots? (Ours
    with a time budget, ``hard:2s``, is not; nor ``nobot:2s``, whose ``2s`` is no attribute name.)"""
    return kind.partition(":")[0] not in BOTS and IMPORT_PATH.fullmatch(kind) is not None


def outside_factory(path: str) -> Callable[..., Any]:
    """The factory an outside bot's import path names, imported now; a module that cannot be
    imported, a missing attribute or one that cannot be called is a :class:`BadInput`."""
    from ..core.errors import BadInput

    module_name, _, attr = path.partition(":")
    try:
        target: Any = importlib.import_module(module_name)
    except Exception as e:  # not found, or failing when run: either way the bot cannot be had
        raise BadInput(
            "cannot import the module '{module}' of the bot '{name}': {error}",
            module=module_name,
            name=path,
            error=f"{type(e).__name__}: {e}",
        ) from e
    for part in attr.split("."):
        if not hasattr(target, part):
            raise BadInput(
                "the bot '{name}': there is no '{attr}' in the module '{module}'",
                name=path,
                attr=attr,
                module=module_name,
            )
        target = getattr(target, part)
    if not callable(target):
        raise BadInput(
            "the bot '{name}' cannot be called: a bot is a factory called as factory(game, seat, seed)", name=path
        )
    return target


def split_kind(kind: str) -> tuple[str, float | None]:
    """A bot name and its time budget a move: ``"hard"`` -> ``("hard", None)``, ``"hard:1.5s"`` ->
    ``("hard", 1.5)`` (a search bot thinking 1.5 s a move instead of its fixed number of play-outs:
    stronger on a fast machine, but no longer deterministic). An outside bot's import path is its
    own name, without a budget: ``"mypkg.agents:MyBot"`` -> ``("mypkg.agents:MyBot", None)``."""
    from ..core.errors import BadInput

    if is_outside(kind):
        return kind, None
    name, _, budget = kind.partition(":")
    if name not in BOTS:
        raise BadInput(
            "unknown bot '{name}'; bots: {bots} (a search bot may take a time budget: hard:2s)",
            name=name,
            bots=", ".join(BOTS),
        )
    if not budget:
        return name, None
    if name not in SEARCH_BOTS:
        raise BadInput(
            "only the search bots ({bots}) take a time budget, not '{name}'", bots=", ".join(SEARCH_BOTS), name=name
        )
    try:
        seconds = float(budget.removesuffix("s"))
    except ValueError:
        seconds = 0.0
    if not 0 < seconds <= 600:
        raise BadInput("a time budget is seconds a move, e.g. {name}:2s (got '{budget}')", name=name, budget=budget)
    return name, seconds


def make_bot(kind: str, game_name: str, seat: int, seed: int) -> Bot:
    """Create a bot by name (``"hard"``, or ``"hard:2s"`` with a time budget) for a seat of a game;
    ``seed`` makes it deterministic. A bot that thinks reports its last move in ``last_stats``
    (``iterations``, ``seconds``), and tells how far each search is to its ``progress``, when set
    (``halving.Progress``: it changes no choice).

    ``kind`` may be an outside bot's import path, ``module.path:Attr``: the attribute is called as
    ours, ``factory(game_name, seat, seed)``, and must make an object with ``choose(observation)``
    (one without a ``name`` is given the path as its name)."""
    if is_outside(kind):
        return _make_outside(kind, game_name, seat, seed)
    name, seconds = split_kind(kind)
    module, _, attr = BOTS[name].partition(":")
    factory = getattr(importlib.import_module(module), attr)
    if seconds is not None:
        bot = factory(game_name, seat, seed, seconds=seconds)
        bot.name = kind
        return bot
    return factory(game_name, seat, seed)


def _make_outside(path: str, game_name: str, seat: int, seed: int) -> Any:
    """An outside bot made by the factory at ``path`` (see :func:`make_bot`)."""
    from ..core.errors import BadInput

    factory = outside_factory(path)
    try:
        bot = factory(game_name, seat, seed)
    except BadInput:
        raise  # the factory's own refusal (a game it does not play), in its own words
    except Exception as e:
        raise BadInput(
            "the bot '{name}' failed to be made as factory(game, seat, seed): {error}",
            name=path,
            error=f"{type(e).__name__}: {e}",
        ) from e
    if not callable(getattr(bot, "choose", None)):
        raise BadInput(
            "the bot '{name}' made an object of type {product}, which has no method choose(observation)",
            name=path,
            product=type(bot).__name__,
        )
    if getattr(bot, "name", None) is None:
        with contextlib.suppress(AttributeError):  # slots or a read-only property: reports use the path anyway
            bot.name = path
    return bot
