"""The data sets a game may be played with (PA-39): the built-in stand-ins, and those a person who
owns the game loads from a folder of their own files. A data set is known by its digest, which a game's
config and positions name: a record replays only where its data set is loaded."""

from __future__ import annotations

from ...core.errors import BadInput
from .data import BUILTIN, Components

_LOADED: dict[str, Components] = {BUILTIN.digest: BUILTIN}


def find(digest: str | None) -> Components:
    """The data set of a digest (None: the built-in one); one not loaded is refused, saying how to
    load it."""
    if digest is None:
        return BUILTIN
    found = _LOADED.get(digest)
    if found is None:
        raise BadInput(
            "this game was played with the data set {digest}, which is not loaded: load its folder (--data DIR)",
            "pampero",
            digest=digest[:12],
        )
    return found


def forget(digest: str) -> None:
    """Unload a data set (the built-in one stays)."""
    if digest != BUILTIN.digest:
        _LOADED.pop(digest, None)


def register(data: Components) -> Components:
    """Load a data set read from a person's files (``datafiles.load_directory`` checks and reads them)."""
    _LOADED[data.digest] = data
    return data
