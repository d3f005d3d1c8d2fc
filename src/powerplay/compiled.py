"""The compiled build of the rules engines and the bots (mypyc), and the switch back to pure Python.

The engines and bots are plain Python and always run as such. ``make`` also compiles the modules
listed in ``COMPILED`` with mypyc (scripts/compile.py) into extension modules beside their sources,
which Python then prefers: the same code, two to four times as fast. Pure Python is used instead when

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

COMPILED: tuple[str, ...] = (
    "powerplay.core.rng",
    "powerplay.games.powergrid_common.auction",
    "powerplay.games.powergrid_common.plant_market",
    "powerplay.games.powergrid_common.storage",
    "powerplay.games.powergrid_common.turn_order",
    "powerplay.ai.halving",
    "powerplay.ai.memo",
    "powerplay.ai.observation",
    "powerplay.games.powergrid.ai.determinize",
    "powerplay.games.powergrid.ai.evaluate",
    "powerplay.games.powergrid.ai.heuristic",
    "powerplay.games.powergrid.ai.observation",
    "powerplay.games.powergrid.ai.search",
    "powerplay.games.powergrid.ai.simulate",
    "powerplay.games.powergrid.actions",
    "powerplay.games.powergrid.auction",
    "powerplay.games.powergrid.building",
    "powerplay.games.powergrid.bureaucracy",
    "powerplay.games.powergrid.common",
    "powerplay.games.powergrid.data",
    "powerplay.games.powergrid.game",
    "powerplay.games.powergrid.market",
    "powerplay.games.powergrid.resources",
    "powerplay.games.powergrid.scoring",
    "powerplay.games.powergrid.setup",
    "powerplay.games.powergrid.state",
    "powerplay.games.powergrid.storage",
    "powerplay.games.powergrid.trust",
    "powerplay.games.powergrid_cards.ai.determinize",
    "powerplay.games.powergrid_cards.ai.evaluate",
    "powerplay.games.powergrid_cards.ai.heuristic",
    "powerplay.games.powergrid_cards.ai.observation",
    "powerplay.games.powergrid_cards.ai.search",
    "powerplay.games.powergrid_cards.actions",
    "powerplay.games.powergrid_cards.auction",
    "powerplay.games.powergrid_cards.bureaucracy",
    "powerplay.games.powergrid_cards.data",
    "powerplay.games.powergrid_cards.demolition",
    "powerplay.games.powergrid_cards.game",
    "powerplay.games.powergrid_cards.market",
    "powerplay.games.powergrid_cards.resources",
    "powerplay.games.powergrid_cards.scoring",
    "powerplay.games.powergrid_cards.setup",
    "powerplay.games.powergrid_cards.state",
    "powerplay.games.powergrid_cards.storage",
    "powerplay.games.powergrid_cards.trust",
    "powerplay.games.barrage.ai.determinize",
    "powerplay.games.barrage.ai.evaluate",
    "powerplay.games.barrage.ai.heuristic",
    "powerplay.games.barrage.ai.observation",
    "powerplay.games.barrage.ai.search",
    "powerplay.games.barrage.actions",
    "powerplay.games.barrage.automa",
    "powerplay.games.barrage.automa_place",
    "powerplay.games.barrage.automa_tiles",
    "powerplay.games.barrage.board",
    "powerplay.games.barrage.construction",
    "powerplay.games.barrage.contracts",
    "powerplay.games.barrage.costs",
    "powerplay.games.barrage.data",
    "powerplay.games.barrage.game",
    "powerplay.games.barrage.notation",
    "powerplay.games.barrage.objectives",
    "powerplay.games.barrage.officers",
    "powerplay.games.barrage.production",
    "powerplay.games.barrage.rewards",
    "powerplay.games.barrage.rounds",
    "powerplay.games.barrage.scoring",
    "powerplay.games.barrage.setup",
    "powerplay.games.barrage.state",
    "powerplay.games.barrage.tiles",
    "powerplay.games.barrage.turbine",
    "powerplay.games.barrage.turns",
    "powerplay.games.barrage.water",
    "powerplay.games.barrage.wheel",
    "powerplay.interop.barrage",
    "powerplay.interop.base",
    "powerplay.interop.powergrid",
    "powerplay.interop.powergrid_cards",
)


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
