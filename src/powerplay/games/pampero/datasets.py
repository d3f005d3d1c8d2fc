"""The data sets a game may be played with (PA-39): the built-in stand-ins, and those a person who
owns the game loads from a folder of their own files. A data set is known by its digest, which a game's
config and positions name: a record replays only where its data set is loaded."""

from __future__ import annotations

import json
from pathlib import Path

from ...core.errors import BadInput
from .data import BUILTIN, FILES, Components

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


def load(folder: str | Path) -> Components:
    """Read a folder of the data files (``data.FILES``) and register the set; a missing file, bad JSON
    or a value the tables cannot take is refused with words (``datafiles.check_directory`` says all)."""
    root = Path(folder)
    documents = {}
    for name in FILES:
        try:
            documents[name] = json.loads((root / name).read_text("utf-8"))
        except (OSError, ValueError) as e:
            raise BadInput(
                "data set {folder}: {file}: {error}", "pampero", folder=str(root), file=name, error=str(e)
            ) from None
    try:
        data = Components.read(documents)
    except (KeyError, TypeError, ValueError, IndexError) as e:
        raise BadInput(
            "data set {folder} cannot be read ({error}): check it with powerplay data check pampero",
            "pampero",
            folder=str(root),
            error=repr(e)[:200],
        ) from None
    _LOADED[data.digest] = data
    return data
