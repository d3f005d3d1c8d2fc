"""The compiled build of the rules engines and the bots (mypyc), and the switch back to pure Python.

The engines and bots are plain Python and always run as such. ``make`` also compiles the modules
listed in ``COMPILED`` with mypyc (scripts/compile.py) into extension modules beside their sources,
which Python then prefers: the same code, about twice as fast (docs/speed.md). Pure Python is used instead when

- ``POWERPLAY_PURE=1`` is set (the tests run the rules both ways), or
- a build is in progress (``make run`` compiles in the background while the server starts: the
  library is being written, and the next start uses it), or
- any listed source is newer than the build (an edited engine never runs stale compiled code;
  the next ``make`` rebuilds it), or
- there is no build (a checkout without ``make``, another Python version, a build that failed).

The compiled modules call each other directly, so they are used all together or not at all.
``state()`` says which it is and why; the server's first log line tells it.
"""

from __future__ import annotations

import contextlib
import importlib.util
import os
import sys
from importlib.abc import MetaPathFinder
from importlib.machinery import EXTENSION_SUFFIXES, ModuleSpec
from pathlib import Path
from typing import Any

from .core.spec import builtin

_SRC = Path(__file__).resolve().parent.parent

BUILD = _SRC.parent / "build" / "mypyc"
"""Where scripts/compile.py keeps the C sources, the objects and its lock (in a checkout)."""
LOCK = BUILD / "lock"
"""Held (flock) by scripts/compile.py while it builds."""
FAILED = BUILD / "failed"
"""Left by scripts/compile.py when its last build failed."""
LOG = _SRC.parent / "build" / "engines.log"
"""The output of the build ``make run`` starts in the background."""

GROUP = "powerplay_engines"
"""The name of the shared library that holds all compiled modules (``<GROUP>__mypyc``)."""

SHARED: tuple[str, ...] = (
    "powerplay.core.rng",
    "powerplay.games.powergrid_common.auction",
    "powerplay.games.powergrid_common.plant_market",
    "powerplay.games.powergrid_common.storage",
    "powerplay.games.powergrid_common.turn_order",
    "powerplay.ai.halving",
    "powerplay.ai.memo",
    "powerplay.ai.observation",
    "powerplay.ai.encoding",
)
"""The compiled modules no one game owns: the seeded generator, the rules two games share, the search
machinery, the research interface's base."""

COMPILED: tuple[str, ...] = SHARED + tuple(
    module
    for game in builtin()
    for module in (*(f"{game.package}.{m}" for m in game.compiled), *((game.interop,) if game.interop else ()))
)
"""Every compiled module: the shared ones, and each game's (its manifest's ``compiled``, and its research
module)."""


def source(module: str) -> Path:
    """The ``.py`` file of a listed module."""
    return _SRC.joinpath(*module.split(".")).with_suffix(".py")


def library() -> Path | None:
    """The built shared library, if there is one for this Python."""
    for suffix in EXTENSION_SUFFIXES:
        path = _SRC / f"{GROUP}__mypyc{suffix}"
        if path.exists():
            return path
    return None


def fresh() -> bool:
    """Whether there is a build newer than every listed source."""
    built = library()
    if built is None:
        return False
    made = built.stat().st_mtime
    return all(source(m).stat().st_mtime <= made for m in COMPILED)


def building() -> bool:
    """Whether scripts/compile.py is building now (it holds build/mypyc/lock)."""
    try:
        import fcntl
    except ImportError:  # no flock (Windows): no background build either
        return False
    try:
        fd = os.open(LOCK, os.O_RDONLY)
    except OSError:
        return False
    try:
        fcntl.flock(fd, fcntl.LOCK_SH | fcntl.LOCK_NB)
    except OSError:
        return True
    finally:
        os.close(fd)
    return False


def newer_source() -> Path | None:
    """The first listed source newer than the build, if there is a build."""
    built = library()
    if built is None:
        return None
    made = built.stat().st_mtime
    return next((source(m) for m in COMPILED if source(m).stat().st_mtime > made), None)


def in_use() -> bool:
    """Whether the compiled modules are the ones imported (see the module's docstring)."""
    return not os.environ.get("POWERPLAY_PURE") and fresh() and not building()


def state() -> tuple[str, str | None]:
    """Which engines run, and why: ``("compiled", None)``, or for pure Python one of
    ``("pure", None)`` (POWERPLAY_PURE is set), ``("building", log)``, ``("failed", log)`` (the last
    build failed, none usable), ``("none", None)`` (no build yet) and ``("stale", source)`` (that
    source is newer than the build); paths relative to the checkout."""
    log = _relative(LOG)
    if os.environ.get("POWERPLAY_PURE"):
        return "pure", None
    if building():
        return "building", log
    newer = newer_source()
    if library() is not None and newer is None:
        return "compiled", None
    if FAILED.exists():
        return "failed", log
    if newer is None:
        return "none", None
    return "stale", _relative(newer)


def chosen() -> tuple[str, str | None]:
    """``state()`` as it was when ``choose()`` chose (what the imported engines are)."""
    return _chosen[0] if _chosen else state()


def _relative(path: Path) -> str:
    with contextlib.suppress(ValueError):
        return str(path.relative_to(_SRC.parent))
    return str(path)


class _Sources(MetaPathFinder):
    """Imports the listed modules from their ``.py`` files even where a compiled one lies beside."""

    def find_spec(self, fullname: str, path: Any = None, target: Any = None) -> ModuleSpec | None:
        if fullname not in _LISTED:
            return None
        return importlib.util.spec_from_file_location(fullname, source(fullname))


_LISTED = frozenset(COMPILED)


_chosen: list[tuple[str, str | None]] = []


def choose() -> None:
    """Called once on importing ``powerplay``, before any engine module is imported."""
    _chosen[:] = [state()]
    if _chosen[0][0] != "compiled":
        sys.meta_path.insert(0, _Sources())
