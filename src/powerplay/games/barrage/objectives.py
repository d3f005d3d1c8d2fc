"""What the map counts for a seat: the objective tile at the end of the game (BA-32.2, BA-38) and the
structures the bonus tiles count (BA-37.2–37.5).

The map is a ``Waters`` (dam owners and heights, powerhouse owners) and, one per conduit space, the
conduit's owner (``EMPTY`` or a seat). Neutral dams belong to nobody and never count (BA-4.4).

"Structures" on the objective tiles are structure *pieces*: a dam of height 3 is 3 pieces, its base
and 2 elevations; a conduit is in the basin and area where its space is drawn, its starting basin,
not the basin it feeds (BA-38, BA-38.7, D-22). Decisions where the spec leaves a choice:

- BA-38.2 counts *dams*, each once, not dam pieces: the tile and the rulebook name dams ("усі ваші
  греблі ... вони обидві враховуються", both dams count), a dam is one structure of a base and its
  elevations (BA-4.1, BA-4.3), and D-22's pieces concern the tiles that count "structures of any
  type" (BA-38.3–38.6), as BA-38.1 counts bases, not elevations.
- BA-38.4 takes the fewest pieces over all three areas, an area without any of your pieces
  included: the rulebook's area "where you have built the fewest structures" is then that area,
  with 0 (the tile rewards building everywhere).
- BA-38.6 counts every basin holding at least 3 of your pieces, without the rulebook's cap of 5
  (a sixth basin can reach 3 with pieces); the lower plains cannot qualify, as you build at most one
  powerhouse there (BA-17.13), so they need no rule of their own.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Final, NamedTuple

from .data import AREAS, BASINS, CONDUITS, DAMS, POWERHOUSES, SCORING_JSON
from .water import Waters

BASINS_1_PIECES: Final = 1
"""BA-38.5: a basin counts with at least this many of your pieces."""
BASINS_3_PIECES: Final = 3
"""BA-38.6: a basin counts with at least this many of your pieces."""


class Built(NamedTuple):
    """BA-37.2–37.5: the pieces a seat has built on the map, by kind."""

    bases: int
    elevations: int
    conduits: int
    powerhouses: int


def structures_built(seat: int, waters: Waters, conduit_owner: Sequence[int]) -> Built:
    """BA-37.2–37.5: the bases, elevations, conduits and powerhouses ``seat`` has built (a dam of
    height h is 1 base and h − 1 elevations, BA-4.3; neutral dams are nobody's, BA-4.4)."""
    dams = [d for d in range(len(DAMS)) if waters.dam_owner[d] == seat]
    return Built(
        bases=len(dams),
        elevations=sum(waters.dam_height[d] - 1 for d in dams),
        conduits=sum(1 for owner in conduit_owner if owner == seat),
        powerhouses=sum(1 for owner in waters.powerhouse_owner if owner == seat),
    )


def pieces_by_basin(seat: int, waters: Waters, conduit_owner: Sequence[int]) -> list[int]:
    """BA-38, D-22: per basin, the structure pieces of ``seat`` in it: the heights of its dams, its
    conduits (in their starting basin, BA-38.7) and its powerhouses."""
    pieces = [0] * len(BASINS)
    for dam in DAMS:
        if waters.dam_owner[dam.index] == seat:
            pieces[dam.basin] += waters.dam_height[dam.index]
    for conduit in CONDUITS:
        if conduit_owner[conduit.index] == seat:
            pieces[conduit.basin] += 1
    for powerhouse in POWERHOUSES:
        if waters.powerhouse_owner[powerhouse.index] == seat:
            pieces[powerhouse.basin] += 1
    return pieces


def pieces_by_area(seat: int, waters: Waters, conduit_owner: Sequence[int]) -> list[int]:
    """BA-38.3, BA-38.4, D-22: per area (``AREAS`` order), the structure pieces of ``seat`` in it."""
    by_basin = pieces_by_basin(seat, waters, conduit_owner)
    return [sum(by_basin[b.index] for b in BASINS if b.area == area) for area in AREAS]


def red_frame(seat: int, waters: Waters, conduit_owner: Sequence[int]) -> int:
    """BA-38.1: your bases and powerhouses on spaces with a red-framed symbol (elevations and
    conduits do not count; conduit spaces have no red frame, BA-3.8)."""
    bases = sum(1 for d in DAMS if d.red_frame and waters.dam_owner[d.index] == seat)
    return bases + sum(1 for p in POWERHOUSES if p.red_frame and waters.powerhouse_owner[p.index] == seat)


def connected_dams(seat: int, waters: Waters, conduit_owner: Sequence[int]) -> int:
    """BA-38.2, BA-6.3: your dams connected by one of your conduits to one of your powerhouses; each
    dam counts once, however many such connections it has (a dam, not its pieces)."""
    own_powerhouse_basins = {p.basin for p in POWERHOUSES if waters.powerhouse_owner[p.index] == seat}
    linked_basins = {
        c.basin for c in CONDUITS if conduit_owner[c.index] == seat and c.to_basin in own_powerhouse_basins
    }
    return sum(1 for d in DAMS if waters.dam_owner[d.index] == seat and d.basin in linked_basins)


def most_area(seat: int, waters: Waters, conduit_owner: Sequence[int]) -> int:
    """BA-38.3: your pieces in the area where you have the most."""
    return max(pieces_by_area(seat, waters, conduit_owner))


def least_area(seat: int, waters: Waters, conduit_owner: Sequence[int]) -> int:
    """BA-38.4: your pieces in the area where you have the fewest (0 when an area has none of them)."""
    return min(pieces_by_area(seat, waters, conduit_owner))


def basins_with_one(seat: int, waters: Waters, conduit_owner: Sequence[int]) -> int:
    """BA-38.5: the basins holding at least 1 of your pieces."""
    return sum(1 for n in pieces_by_basin(seat, waters, conduit_owner) if n >= BASINS_1_PIECES)


def basins_with_three(seat: int, waters: Waters, conduit_owner: Sequence[int]) -> int:
    """BA-38.6: the basins holding at least 3 of your pieces (no cap at 5, D-22)."""
    return sum(1 for n in pieces_by_basin(seat, waters, conduit_owner) if n >= BASINS_3_PIECES)


OBJECTIVES: Final[dict[str, Callable[[int, Waters, Sequence[int]], int]]] = {
    "OBJ_RED_FRAME": red_frame,
    "OBJ_CONNECTED_DAMS": connected_dams,
    "OBJ_MOST_AREA": most_area,
    "OBJ_LEAST_AREA": least_area,
    "OBJ_BASINS_1": basins_with_one,
    "OBJ_BASINS_3": basins_with_three,
}
"""BA-38.1–38.6: what each objective tile counts, by its id in ``scoring_tiles.json``."""
assert set(OBJECTIVES) == {t["id"] for t in SCORING_JSON["objective_tiles"]}, "every objective tile is counted"


def objective_count(tile: str, seat: int, waters: Waters, conduit_owner: Sequence[int]) -> int:
    """BA-32.2, BA-38: what objective tile ``tile`` counts for ``seat`` at the end of the game (the
    ranking and VP are ``scoring.objective_awards``)."""
    return OBJECTIVES[tile](seat, waters, conduit_owner)
