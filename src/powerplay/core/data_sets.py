"""The data sets of the games' components that this process loaded from people's folders: a person who
owns a game may play it with the printed values in place of the stand-ins (``--data DIR`` of ``play``,
``simulate``, ``arena``; ``serve --data GAME=DIR``). The game's manifest names the module that checks
and loads a set (``GameSpec.data``: ``load_directory(path) -> digest``); a game's config and record
name the set by that digest.

A folder is read once per process; the processes the server starts to think in load the same folders
(:func:`loaded`) before their first move.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Generic, Protocol, TypeVar

from .errors import BadInput
from .registry import spec
from .spec import load as load_module


class Components(Protocol):
    """A game's components as one data set's tables, known by the digest of its content."""

    @property
    def digest(self) -> str: ...


C = TypeVar("C", bound=Components)


class Sets(Generic[C]):
    """The data sets of one game's components loaded in this process, by digest: the built-in one, and
    those read from people's folders (``register``). A game's config and positions name a set by its
    digest: one not loaded is refused, saying how to load it."""

    def __init__(self, game: str, builtin: C) -> None:
        self.game = game
        self.builtin = builtin
        self._loaded: dict[str, C] = {builtin.digest: builtin}

    def find(self, digest: str | None) -> C:
        """The data set of a digest (None: the built-in one)."""
        if digest is None:
            return self.builtin
        found = self._loaded.get(digest)
        if found is None:
            raise BadInput(
                "this game was played with the data set {digest}, which is not loaded: load its folder (--data DIR)",
                self.game,
                digest=digest[:12],
            )
        return found

    def forget(self, digest: str) -> None:
        """Unload a data set (the built-in one stays)."""
        if digest != self.builtin.digest:
            self._loaded.pop(digest, None)

    def register(self, data: C) -> C:
        """Load a data set read from a person's files; a set of the same content as one loaded is that
        one (the built-in set stays the built-in set, which games share)."""
        return self._loaded.setdefault(data.digest, data)


@dataclass(frozen=True)
class DataSet:
    """A data set loaded from ``folder`` for ``game``, known by its ``digest``."""

    game: str
    folder: str
    digest: str

    @property
    def name(self) -> str:
        """The folder's own name (what a person called the set)."""
        return Path(self.folder).name


_LOADED: dict[tuple[str, str], DataSet] = {}


def load(game: str, folder: str | Path) -> DataSet:
    """Check and load the data set in ``folder`` for ``game`` (once: a folder loaded before is not read
    again); one with a problem, or a game without replaceable data, is refused."""
    where = str(Path(folder).resolve())
    known = _LOADED.get((game, where))
    if known is not None:
        return known
    module = spec(game).data
    if module is None:
        raise BadInput("{name} has no data set to load", None, name=game)
    found = DataSet(game, where, load_module(module).load_directory(where))
    _LOADED[game, where] = found
    return found


def loaded(game: str | None = None) -> tuple[DataSet, ...]:
    """The data sets loaded in this process (of ``game`` only, when given), in the order they were."""
    return tuple(s for s in _LOADED.values() if game is None or s.game == game)


def parse(given: str) -> tuple[str, str]:
    """``GAME=DIR`` (``serve --data``) as (game, folder)."""
    game, sep, folder = given.partition("=")
    if not sep or not game.strip() or not folder.strip():
        raise ValueError(f"{given!r} is not GAME=DIR (e.g. pampero=./my-pampero-data)")
    return game.strip(), folder.strip()
