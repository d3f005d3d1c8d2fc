"""What every game's research adapter is made of: a compact action space and an observation tensor,
both read off what the acting seat may know (its bot observation, ``bots.observe``), never the game.

Compact ids are relative to the acting seat: a plant to put up is a slot of the current market, a
plant to run, scrap or demolish is a slot of the seat's own plants (sorted), a city is its number on
the board. ``encode`` maps an engine action to its id; ``decode`` is its inverse on the legal actions
of the position (it returns the very value ``legal_actions()`` gives). The tensor is a flat float32
vector of named slices, fixed in size for a game configuration. The layouts of each game are
documented in docs/interop.md.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from itertools import product
from math import prod
from typing import Any, NamedTuple

import numpy as np
from mypy_extensions import mypyc_attr

from ..core.protocol import Game
from .observation import Observation
from .observe import observe


class Seat(NamedTuple):
    """What the acting seat sees that ids are relative to: the current market's plants and its own
    plants (sorted), as the engine's plant values (a number, or the card game's plant index)."""

    market: tuple[int, ...]
    own: tuple[int, ...]


def slot(plants: tuple[int, ...], plant: int, slots: int) -> int:
    """The slot of ``plant`` among ``plants`` (below ``slots``)."""
    if plant not in plants or plants.index(plant) >= slots:
        raise ValueError(f"plant {plant} has no compact slot")
    return plants.index(plant)


def plant_mask(own: tuple[int, ...], plants: tuple[int, ...], slots: int) -> int:
    """The own slots of ``plants`` as a bit mask."""
    return sum(1 << slot(own, p, slots) for p in plants)


def within(value: int, bound: int, what: str) -> int:
    if not 0 <= value < bound:
        raise ValueError(f"{what} {value} is outside the compact space (0 to {bound - 1})")
    return value


def amounts(total: int, groups: tuple[tuple[int, ...], ...]) -> dict[tuple[int, int, int, int], int]:
    """Every 4-tuple of amounts summing to at most ``total`` whose non-zero entries lie in one of
    ``groups``, numbered in a fixed order."""
    out: dict[tuple[int, int, int, int], int] = {}
    for t in product(range(total + 1), repeat=4):
        if sum(t) <= total and any(all(t[i] == 0 or i in g for i in range(4)) for g in groups):
            out.setdefault((t[0], t[1], t[2], t[3]), len(out))
    return out


def acting(source: Game | Observation) -> Observation:
    """The observation of the seat to act (a game is observed for its current player)."""
    if isinstance(source, Observation):
        return source
    seat = source.current_player
    if seat is None:
        raise ValueError("the game is over: nobody acts")
    return observe(source, seat)


@mypyc_attr(allow_interpreted_subclasses=True)  # a game outside the package brings its own
class CompactSpace(ABC):
    """A game configuration's compact action space: ids ``0 … size-1``, fixed for the configuration.

    Every method takes the acting seat's observation (or the game, observed for its current player).
    """

    size: int

    @abstractmethod
    def seat(self, obs: Any) -> Seat:
        """What the acting seat sees that ids are relative to."""

    @abstractmethod
    def encode_at(self, seat: Seat, action: Any) -> int:
        """The id of ``action`` for a seat that sees ``seat``."""

    @abstractmethod
    def name(self, index: int) -> str:
        """What id ``index`` means, wherever it is (for action strings of ids not legal now)."""

    def encode(self, source: Game | Observation, action: Any) -> int:
        """The compact id of a legal action of the acting seat."""
        obs = acting(source)
        if isinstance(source, Game):
            action = source.parse_action(action)
        return self.encode_at(self.seat(obs), action)

    def legal(self, source: Game | Observation) -> dict[int, Any]:
        """The acting seat's legal actions by compact id, ids ascending (raises if two share an id)."""
        obs = acting(source)
        seat = self.seat(obs)
        actions = obs.legal
        ids = {self.encode_at(seat, a): a for a in actions}
        if len(ids) != len(actions):
            raise AssertionError(f"{type(self).__name__}: two legal actions share a compact id")
        last = -1
        for i in ids:  # the engine lists most positions' actions in id order already
            if i < last:
                return dict(sorted(ids.items()))
            last = i
        return ids

    def decode(self, source: Game | Observation, index: int) -> Any:
        """The legal engine action with compact id ``index``, as ``legal_actions()`` gives it."""
        action = self.legal(source).get(index)
        if action is None:
            raise ValueError(f"no legal action has compact id {index}")
        return action

    def mask(self, source: Game | Observation) -> np.ndarray:
        """One int8 flag per id: 1 when legal for the acting seat now."""
        return self.mask_of(self.legal(source))

    def mask_of(self, legal: dict[int, Any]) -> np.ndarray:
        out = np.zeros(self.size, np.int8)
        out[list(legal)] = 1
        return out


class Slice(NamedTuple):
    """One named part of an observation tensor: where it starts, its shape and what it holds."""

    name: str
    offset: int
    shape: tuple[int, ...]
    meaning: str

    @property
    def size(self) -> int:
        return prod(self.shape)


@mypyc_attr(allow_interpreted_subclasses=True)  # a game outside the package brings its own
class ObservationTensor(ABC):
    """A game configuration's observation tensor: named slices of one flat float32 vector, every
    value a count, an amount or a 0/1 flag (never negative), written from a seat's observation.

    ``seat`` is the observing seat; seat-indexed slices are relative to it (row 0 is the observer,
    row ``k`` the seat ``k`` places after it), so a policy sees itself in the same place at every seat.
    """

    HIGH = 1_000_000.0
    """Every value lies in ``[0, HIGH]`` (the Box bounds of the spaces)."""

    def __init__(self, phases: tuple[str, ...], players: int) -> None:
        """Begin every game's layout: the phase and the seat to act."""
        self.slices: list[Slice] = []
        self.size = 0
        self.phases = phases
        self.n = players
        self.phase = self.part("phase", (len(phases),), "the phase, one-hot: " + ", ".join(phases))
        self.to_act = self.part("to_act", (players,), "the seat that must act now, one-hot by relative seat")

    def part(self, name: str, shape: tuple[int, ...], meaning: str) -> int:
        """Declare the next slice; its offset."""
        s = Slice(name, self.size, shape, meaning)
        self.slices.append(s)
        self.size += s.size
        return s.offset

    def turn(self, obs: Any, to_act: int | None) -> tuple[list[int], list[float]]:
        """The entries of the phase and the seat to act, which every game's entries begin with."""
        at = [self.phase + self.phases.index(obs.phase)]
        if to_act is not None:
            at.append(self.to_act + (to_act - obs.seat) % self.n)
        return at, [1.0] * len(at)

    @abstractmethod
    def entries(self, obs: Any, to_act: int | None) -> tuple[list[int], list[float]]:
        """The non-zero entries of ``obs``'s tensor: positions and values (``to_act``: the seat that
        must act now, None when the game is over)."""

    def tensor(self, obs: Any, to_act: int | None) -> np.ndarray:
        """The tensor of what ``obs``'s seat may know."""
        out = np.zeros(self.size, np.float32)
        at, values = self.entries(obs, to_act)
        out[at] = values
        return out

    def text(self, tensor: np.ndarray) -> str:
        """A tensor as text, one line per slice with its non-zero entries (``index=value``; rows of a
        two-dimensional slice as ``row.column``): the observation string of OpenSpiel."""
        lines = []
        for s in self.slices:
            part = tensor[s.offset : s.offset + s.size]
            cells = []
            for k in np.flatnonzero(part).tolist():
                where = f"{k // s.shape[1]}.{k % s.shape[1]}" if len(s.shape) == 2 else str(k)
                cells.append(f"{where}={part[k]:g}")
            lines.append(f"{s.name}: {' '.join(cells)}")
        return "\n".join(lines)

    def empty(self) -> np.ndarray:
        """The all-zero tensor (of nobody, before anything is known)."""
        return np.zeros(self.size, np.float32)
