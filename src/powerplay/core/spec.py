"""A game's manifest: what the game is, in one place (``games/<game>/__init__.py`` declares ``SPEC``).

Every registry of the house is derived from the manifests (``core.registry.specs``): the game class
records and positions name, the words of its events and refusals, whose rules a rule id names, its
bots (observation, heuristic, search levels), the seats it plays itself, its research interface, how
its score is labelled, what ``make bench`` times and which modules are compiled. Everything is named by
an import path (``module:attribute``) and imported only when used, so a manifest costs nothing to read
and the layers keep their order (``core`` imports no game).

A game outside this package joins by naming the module that holds its ``SPEC`` in the
``POWERPLAY_GAMES`` environment variable (comma-separated), or by :func:`register`. Reading the
manifests imports only the games' ``__init__`` modules (this module's layer: no engine code), so the
compiled-engines switch (``powerplay.compiled``) can read them before any engine is imported.
"""

from __future__ import annotations

import dataclasses
import importlib
import os
import pkgutil
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

LANGUAGES = ("en", "ru", "uk")
"""The languages a manifest's title and blurb are written in."""


def load(path: str) -> Any:
    """What an import path names: ``package.module:Attr`` (``Attr`` may be dotted), or a module."""
    module, _, attr = path.partition(":")
    target: Any = importlib.import_module(module)
    for part in filter(None, attr.split(".")):
        target = getattr(target, part)
    return target


@dataclass(frozen=True)
class Bench:
    """How ``make bench`` times the game: a config, and which positions make search bots think."""

    title: str
    """What the figures are of, in English: "Power Grid, 4 players, Germany"."""
    config: Mapping[str, Any]
    no_search: str | None = None
    """The import path of the action class whose decisions need no search (powering, producing):
    such positions are not timed."""
    searched: str | None = None
    """The import path of the action classes (a class or a tuple) whose decisions are timed, where
    only some are (Barrage: a turn's first action); None: every decision with a choice."""
    every: int = 8
    """One position in ``every`` of a heuristic game is timed (spread over the whole game)."""


@dataclass(frozen=True)
class GameSpec:
    """A game's manifest (see the module's docstring)."""

    name: str
    """The game's name in records, positions, the API and the command line: ``powergrid-cards``."""
    title: Mapping[str, str]
    """The game's title in each of :data:`LANGUAGES` (the rulebook's title in Russian and Ukrainian)."""
    blurb: Mapping[str, str]
    """One or two sentences for the lobby, in each of :data:`LANGUAGES`."""
    rules: tuple[str, ...]
    """The rule-id prefixes that name this game's rules: ``("PG", "C")`` for PG-6.7 and C-3.1."""
    game: str
    """The import path of the game class (``core.protocol.Game``)."""
    messages: str
    """The import path of the module whose ``TABLE`` words the events and ``REFUSAL_ARGS`` the refusals."""
    examples: tuple[Mapping[str, Any], ...]
    """Configurations that together cover the game's options (each family of play): the protocol
    suite, the arena's and the docs' examples play them."""
    observation: str | None = None
    """The import path of the bots' observation class (with ``of(game, seat)``); None: the generic one."""
    heuristic: str | None = None
    """The import path of the heuristic bot's class, made as ``cls(seat, seed)``; None: no heuristic."""
    search: str | None = None
    """The import path of the search module (its ``LEVELS`` and ``make(level, seat, seed, seconds)``)."""
    seat_kinds: tuple[str, ...] = ()
    """The seats the game plays itself besides people and bots (Barrage's Automa: ``automa-hard``); the
    game class then has ``seat_config(config, kinds)``."""
    interop: str | None = None
    """The import path of the research module (``Space``, ``Tensor``, ``resample``); None: not offered."""
    data: str | None = None
    """The import path of the module that checks and loads a data set of the game's components
    (``check_directory(path) -> list[str]``; ``digest_directory(path) -> str``, the digest a game's
    record names a good data set by; ``load_directory(path) -> str``, which loads a good one for play
    and gives its digest: ``core.data_sets``); None: the game's data cannot be replaced."""
    reference: str | None = None
    """The import path of the function that gives a game page a loaded data set's components as it draws
    them, with their words in a language (``(digest, translations) -> dict``; an unknown digest is a
    ``BadInput``); None: the page knows the game's components itself."""
    alone: Mapping[str, str] | None = None
    """What the lobby says, in each of :data:`LANGUAGES`, when one person plays alone against bots, where
    that is not the rulebook's own solo game (Pampero: its solo opponent's rules are lost); None: nothing."""
    score: tuple[str, str] = ("Score", "mean score")
    """How the scores' main entry is shown: a column title and its explanation, in English (the
    catalogue translates them)."""
    bench: Bench | None = None
    compiled: tuple[str, ...] = ()
    """The game's modules compiled with mypyc (relative to its package: ``"ai.search"``)."""
    order: int = 100
    """Where the game is listed among the others (the lobby, ``--help``): lower first."""
    package: str = field(default="")
    """The game's package (filled in from the module that declares the manifest)."""

    def title_in(self, language: str) -> str:
        return self.title.get(language) or self.title["en"]

    def blurb_in(self, language: str) -> str:
        return self.blurb.get(language) or self.blurb["en"]

    def alone_in(self, language: str) -> str | None:
        return None if self.alone is None else self.alone.get(language) or self.alone["en"]

    def problems(self) -> list[str]:
        """What is wrong with the manifest (empty when nothing is)."""
        out = []
        for what, words in (("title", self.title), ("blurb", self.blurb), ("alone", self.alone or self.title)):
            missing = [lang for lang in LANGUAGES if not words.get(lang)]
            if missing:
                out.append(f"{self.name}: no {what} in {', '.join(missing)}")
        if not self.examples:
            out.append(f"{self.name}: no example configuration")
        return out


GAMES_PACKAGE = "powerplay.games"
EXTRA = "POWERPLAY_GAMES"
"""The environment variable naming more modules that declare a ``SPEC`` (comma-separated)."""

_MANIFESTS: dict[str, GameSpec] = {}


def manifests() -> dict[str, GameSpec]:
    """Every game's manifest by name, in order: this package's games (by their ``order``), then those
    of :data:`EXTRA`, then those :func:`register`-ed. Read once."""
    if not _MANIFESTS:
        for game in builtin():
            _MANIFESTS[game.name] = game
        for module in _extra():
            _add(importlib.import_module(module).SPEC, module)
    return _MANIFESTS


def builtin() -> tuple[GameSpec, ...]:
    """The manifests of this package's games, by their ``order`` (read without importing any engine
    module: ``powerplay.compiled`` reads them before it chooses the engines)."""
    games = importlib.import_module(GAMES_PACKAGE)
    found = []
    for info in pkgutil.iter_modules(games.__path__):
        module = f"{GAMES_PACKAGE}.{info.name}"
        declared = getattr(importlib.import_module(module), "SPEC", None)
        if isinstance(declared, GameSpec):
            found.append(_checked(declared, module))
    return tuple(sorted(found, key=lambda game: (game.order, game.name)))


def _extra() -> list[str]:
    return [m.strip() for m in os.environ.get(EXTRA, "").split(",") if m.strip()]


def register(spec: GameSpec, package: str | None = None) -> GameSpec:
    """Add a game's manifest (a game declared outside ``powerplay.games``, e.g. by a test)."""
    manifests()
    return _add(spec, package or spec.package or spec.game.partition(":")[0].rpartition(".")[0])


def unregister(name: str) -> None:
    """Take a registered game's manifest away again."""
    _MANIFESTS.pop(name, None)


def _add(spec: GameSpec, package: str) -> GameSpec:
    spec = _checked(spec, package)
    _MANIFESTS[spec.name] = spec
    return spec


def _checked(spec: GameSpec, package: str) -> GameSpec:
    """The manifest with its package filled in; a faulty one is a ``ValueError``."""
    problems = spec.problems()
    if problems:
        raise ValueError("; ".join(problems))
    return dataclasses.replace(spec, package=spec.package or package)
