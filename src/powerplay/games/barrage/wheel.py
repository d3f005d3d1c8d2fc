"""The construction wheel (BA-18): technology tiles and machinery locked for a full turn.

The wheel has ``SECTORS`` sectors (read from ``components.json``, D-11), one of them the open sector.
A construction puts a technology tile and its machinery into the open sector (BA-16.3.2–3) and turns
the wheel one sector (BA-16.3.4); whatever reaches the open sector while the wheel turns returns to its
owner's personal supply at once (BA-18.5), so a construction's load comes back after 5 further single
rotations. Credits never go on the wheel (BA-18.3).
"""

from __future__ import annotations

from typing import Final, NamedTuple

from .data import COMPONENTS_JSON

SECTORS: Final[int] = COMPONENTS_JSON["per_company"]["construction_wheel"]["sectors"]
"""BA-18.5, D-11: the sectors of a construction wheel."""


class Load(NamedTuple):
    """What one construction puts into a sector (BA-16.3.2–3): a technology tile and machinery.

    ``tile`` is ``None`` only when no tile goes on the wheel (Mahiri Sekibo copying Anton Krylov,
    BA-35.7)."""

    tile: str | None
    excavators: int
    mixers: int


class Wheel:
    """A player's construction wheel (BA-18.5): ``SECTORS`` sectors, one open; empty at setup (BA-10.21)."""

    __slots__ = ("_open", "_sectors")

    def __init__(self) -> None:
        self._sectors: list[Load | None] = [None] * SECTORS
        self._open = 0

    @staticmethod
    def from_loads(loads: list[tuple[int, Load]]) -> Wheel:
        """A wheel holding ``loads``, each with the single rotations it still needs to come back (1 to
        ``SECTORS``, as ``contents`` gives them; ``SECTORS``: in the open sector, not yet turned, BA-18.5).
        Two loads in one sector raise ``ValueError``."""
        wheel = Wheel()
        for remaining, load in loads:
            if not 1 <= remaining <= SECTORS:
                raise ValueError("a load comes back after 1 to SECTORS rotations (BA-18.5)")
            if wheel._sectors[remaining % SECTORS] is not None:
                raise ValueError("one construction per sector (BA-16.3.2)")
            wheel._sectors[remaining % SECTORS] = load
        return wheel

    def copy(self) -> Wheel:
        """An independent copy (loads are immutable)."""
        other = Wheel()
        other._sectors = self._sectors.copy()
        other._open = self._open
        return other

    def place(self, tile: str | None, excavators: int, mixers: int) -> None:
        """BA-16.3.2–3: put a technology tile and the machinery paid for a structure into the open sector.

        The open sector is always empty between constructions (what reaches it returns at once,
        BA-18.5), so one construction fills it and the next rotation moves it on (BA-16.3.4)."""
        if excavators < 0 or mixers < 0:
            raise ValueError("machinery on the wheel cannot be negative")
        if self._sectors[self._open] is not None:
            raise ValueError("the open sector already holds a construction: rotate the wheel first (BA-16.3.4)")
        self._sectors[self._open] = Load(tile, excavators, mixers)

    def rotate(self, sectors: int = 1) -> list[Load]:
        """BA-18.5, BA-18.6, BA-25.2, BA-33.9a: turn the wheel ``sectors`` single sectors, one at a time;
        after each, whatever lies in the new open sector returns to the owner. Returns those loads in
        the order they came back. Turning an empty wheel is legal (D-13)."""
        if sectors < 0:
            raise ValueError("the wheel turns forward only")
        back: list[Load] = []
        for _ in range(sectors):
            self._open = (self._open + 1) % SECTORS
            load = self._sectors[self._open]
            if load is not None:
                back.append(load)
                self._sectors[self._open] = None
        return back

    def contents(self) -> list[tuple[int, Load]]:
        """Every load on the wheel with the single rotations it still needs to come back (BA-18.5:
        ``remaining``), soonest first. A load placed but not yet turned needs a full turn."""
        out = []
        for k in range(1, SECTORS + 1):
            load = self._sectors[(self._open + k) % SECTORS]
            if load is not None:
                out.append((k, load))
        return out

    def tiles(self) -> list[str]:
        """The technology tiles on the wheel, soonest back first (Anton Krylov copies one, BA-35.6; they
        count as owned, BA-36.4)."""
        return [load.tile for _, load in self.contents() if load.tile is not None]

    def excavators(self) -> int:
        """Excavators on the wheel (not in the personal supply: BA-32.3 does not count them)."""
        return sum(load.excavators for load in self._sectors if load is not None)

    def mixers(self) -> int:
        """Concrete mixers on the wheel (not in the personal supply: BA-32.3 does not count them)."""
        return sum(load.mixers for load in self._sectors if load is not None)

    def is_empty(self) -> bool:
        """Whether nothing lies on the wheel (BA-10.21)."""
        return all(load is None for load in self._sectors)

    def __repr__(self) -> str:
        items = ", ".join(f"{k}: {load.tile} {load.excavators}E {load.mixers}M" for k, load in self.contents())
        return f"Wheel({items})"
