"""The game registry and the loaders, derived from the games' manifests (``core.spec``): a new game
is a folder under ``powerplay/games`` whose ``__init__`` declares its ``SPEC``.

A game record (docs/records.md) is ``{"game", "config", "seed", "actions"}`` or, for a game
started from a hand-written position, ``{"game", "position", "actions"}``.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import Path
from typing import Any, Protocol, cast

from pydantic import BaseModel

from .errors import BadInput
from .numbers import integer
from .protocol import Game
from .spec import GameSpec, load, manifests
from .spec import register as _register
from .spec import unregister as _unregister

GAMES: dict[str, str] = {name: spec.game for name, spec in manifests().items()}
"""Each game's class by its import path, by the game's name (from the manifests, in their order)."""


def specs() -> dict[str, GameSpec]:
    """Every registered game's manifest, by name."""
    return manifests()


def spec(name: str) -> GameSpec:
    """A game's manifest; an unknown name is a :class:`BadInput`."""
    found = manifests().get(name)
    if found is None:
        raise BadInput("unknown game {name}; games: {games}", name=repr(name), games=", ".join(GAMES))
    return found


def register(game: GameSpec, package: str | None = None) -> GameSpec:
    """Add a game declared outside ``powerplay.games`` (see ``core.spec``): every registry follows."""
    added = _register(game, package)
    GAMES[added.name] = added.game
    return added


def unregister(name: str) -> None:
    """Take a game added by :func:`register` away again."""
    _unregister(name)
    GAMES.pop(name, None)


class GameClass(Protocol):
    """A registered game's class: its two constructors, its score entry (see ``Game.score_key``) and
    its options model (see ``Game.config_model``)."""

    @property
    def score_key(self) -> str: ...

    @property
    def config_model(self) -> type[BaseModel]: ...

    def new(self, config: dict, seed: int) -> Game:
        """A new game from a config and a seed."""
        ...

    def from_position(self, position: dict) -> Game:
        """A game from a position in the game's position format."""
        ...


class PlaysSeats(Protocol):
    """A game class that plays some seats itself (see :func:`seat_kinds`)."""

    seat_kinds: tuple[str, ...]

    def seat_config(self, config: dict, kinds: list[str]) -> dict:
        """``config`` with the seats' kinds written into it."""
        ...


def seat_kinds(name: str) -> tuple[str, ...]:
    """The seat kinds a game plays itself, besides people and bots (its manifest's ``seat_kinds``:
    Barrage's Automa levels, ``automa-hard``). Accepted wherever seats are chosen; such a seat is
    never the current player."""
    return spec(name).seat_kinds


def seated(name: str, config: dict, kinds: Sequence[str]) -> dict:
    """``config`` with the seats among ``kinds`` that the game plays itself written into it (see
    :func:`seat_kinds`); unchanged when there are none."""
    cls = game_class(name)
    if not any(kind in seat_kinds(name) for kind in kinds):
        return config
    return cast(PlaysSeats, cls).seat_config(config, list(kinds))


def own_seats(game: Game) -> list[str | None]:
    """Per seat of a game in play, the kind of the seat the game plays itself, or None (see
    :func:`seat_kinds`)."""
    return list(getattr(game, "own_seats", [None] * game.num_players))


def game_class(name: str) -> GameClass:
    return cast(GameClass, load(spec(name).game))


def load_game(name: str, seed: int = 0, **config: Any) -> Game:
    """A new game: ``load_game("powergrid", players=4, map="germany", seed=7)``."""
    return game_class(name).new(config, seed)


def replay(record: dict, upto: int | None = None) -> Game:
    """Rebuild a game from its record, applying the first ``upto`` actions (all by default).

    Undo is ``replay(record, len(record["actions"]) - 1)``: never a reverse mutation.
    """
    if not isinstance(record, dict) or "game" not in record:
        raise BadInput("a game record is a JSON object with a 'game' field")
    cls = game_class(record["game"])
    if "position" in record:
        game = cls.from_position(record["position"])
    else:
        game = cls.new(record.get("config") or {}, integer(record.get("seed", 0), "seed"))
    actions = record.get("actions", [])
    for action in actions[:upto]:
        game.apply(action)
    return game


def load_record(source: str | Path | dict) -> Game:
    """Load a game record or a bare position from a dict, a JSON string or a file path."""
    if isinstance(source, dict):
        data = source
    else:
        text = Path(source).read_text("utf-8") if not str(source).lstrip().startswith("{") else str(source)
        try:
            data = json.loads(text)
        except json.JSONDecodeError as e:
            raise BadInput("not valid JSON: {error}", error=str(e)) from e
    if isinstance(data, dict) and "format" in data and "game" not in data:
        fmt = str(data["format"])
        name = fmt.split("/")[1].removesuffix("-position") if "/" in fmt else ""
        return game_class(name).from_position(data)
    return replay(data)
