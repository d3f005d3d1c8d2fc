"""The construction action of the company board (BA-16, BA-17, BA-18): what a person may build, the
ways to pay for it, and building it.

A construction is one decision, ``Build(structure, site, tile)``, and, when the cost can be paid in
more than one way (Solomon P. Jordan, Jill McDowell, the L2 joker: BA-35.4, BA-35.5, BA-36.2), a second
one, ``Pay``. The officers' and the advanced tiles' effects on the cost are ``costs.structure_costs``;
the L1 powerhouse and the L3 base need no engineers and take no construction space (BA-36.2, BA-36.3,
D-09). Anton Krylov's special tile copies a tile lying on the wheel (BA-35.6): ``Build.copies``;
Mahiri Sekibo copying Anton copies a tile of her wheel with no tile of her own (BA-35.7).

Not here: the advanced tiles' other special effects (BA-16.3.7) and the income a piece uncovers
(BA-16.3.6): ``build`` reports which income slot was uncovered and the caller resolves it.
"""

from __future__ import annotations

from typing import Final, NamedTuple

from ...core.protocol import Event
from .costs import CONSTRUCTION_SPACES, L3_BASE, Cost, affordable, construction_space, structure_costs
from .data import (
    BASINS,
    COMPANIES_JSON,
    CONDUIT_INDEX,
    CONDUITS,
    COSTS_JSON,
    DAM_INDEX,
    DAMS,
    POWERHOUSE_INDEX,
    POWERHOUSES,
    TECHNOLOGY_JSON,
)
from .officers import abilities
from .setup import ANTON_KRYLOV, PIECES
from .state import STRUCTURES, State
from .water import EMPTY

ANTON: Final = "ANTON"
"""BA-35.6: Anton Krylov's special technology tile."""
L1_POWERHOUSE: Final = "L1_POWERHOUSE"
ENGINEER_FREE: Final = (L1_POWERHOUSE, L3_BASE)
"""BA-36.2, BA-36.3, D-09: tiles whose construction needs no engineers and no construction space."""

BUILDS: Final[dict[str, tuple[str, ...]]] = {
    t["id"]: tuple(t["builds"]) for t in TECHNOLOGY_JSON["basic_tiles_per_company"] + TECHNOLOGY_JSON["advanced_tiles"]
}
"""BA-18.4, BA-36.2: the structures each technology tile builds (a joker builds any)."""

_LIMITS: Final = COSTS_JSON["limits"]
MAX_DAM_HEIGHT: Final[int] = _LIMITS["max_dam_height"]
"""BA-4.3, BA-17.8: a base carries at most 2 elevations."""
OWN_BASES_PER_BASIN: Final[int] = _LIMITS["own_bases_per_basin"]
"""BA-17.4."""
OWN_POWERHOUSES_PER_BASIN: Final[int] = _LIMITS["own_powerhouses_per_basin"]
"""BA-17.13."""

INCOME_SLOTS: Final[dict[str, dict[str, frozenset[int]]]] = {
    c["id"]: {row: frozenset(int(k) for k in slots) for row, slots in c["income"].items()}
    for c in COMPANIES_JSON["companies"]
}
"""BA-14.3: per company and row, the pieces (2nd, 4th, 5th) whose removal uncovers an income."""

BASE, ELEVATION, CONDUIT, POWERHOUSE = STRUCTURES


class Build(NamedTuple):
    """BA-16.3: build ``structure`` on ``site`` (a dam, conduit or powerhouse space id; for an elevation
    the dam space of one's own dam) with technology ``tile`` from the personal supply. With Anton
    Krylov's tile, ``copies`` is the tile on the wheel it copies (BA-35.6)."""

    structure: str
    site: str
    tile: str
    copies: str = ""

    def __str__(self) -> str:
        copied = f" as {self.copies}" if self.copies else ""
        return f"build {self.structure} on {self.site} with {self.tile}{copied}"


class Pay(NamedTuple):
    """BA-16.3.3, BA-18.3, BA-35.4, BA-35.5, BA-36.2: one way to pay for a structure: machinery onto the
    wheel, credits to the general supply (red-frame fee included; not the 4th construction space's
    3 credits, which are always paid)."""

    excavators: int
    mixers: int
    credits: int

    def __str__(self) -> str:
        parts = [
            f"{n} {name}{'' if n == 1 else 's'}"
            for n, name in ((self.excavators, "excavator"), (self.mixers, "mixer"), (self.credits, "credit"))
            if n
        ]
        return "pay " + (" ".join(parts) if parts else "nothing")


def effective_tile(build: Build) -> str:
    """BA-35.6: the tile whose construction and special effects apply (the copied one for Anton's)."""
    return build.copies if build.tile == ANTON else build.tile


def engineer_free(build: Build) -> bool:
    """BA-36.2, BA-36.3, D-09: whether the construction takes no engineers and no construction space."""
    return effective_tile(build) in ENGINEER_FREE


def usable_tiles(s: State, seat: int, structure: str) -> list[tuple[str, str]]:
    """BA-16.3.2, BA-35.6: the tiles of the personal supply that build ``structure``, as (tile,
    copied tile); Anton's tile once per suitable tile on the wheel. Mahiri Sekibo copying Anton copies
    a suitable tile of her wheel the same way, without his tile (BA-35.7)."""
    out: list[tuple[str, str]] = []
    supply = list(dict.fromkeys(s.tiles[seat]))
    if s.copied[seat] == ANTON_KRYLOV:
        supply.append(ANTON)
    for tile in supply:
        if tile == ANTON:
            out += [(ANTON, t) for t in dict.fromkeys(s.wheels[seat].tiles()) if structure in BUILDS.get(t, ())]
        elif structure in BUILDS[tile]:
            out.append((tile, ""))
    return out


def _own_tile(s: State, seat: int, build: Build) -> bool:
    """Whether the tile of ``build`` comes from the personal supply: not when Mahiri Sekibo copies Anton
    Krylov's ability, who puts only the machinery on the wheel (BA-35.7)."""
    return build.tile in s.tiles[seat]


def free_sites(s: State, seat: int, structure: str) -> list[str]:
    """BA-3.10, BA-17.2, BA-17.4, BA-17.6, BA-17.8, BA-17.10, BA-17.11, BA-17.13: the free spaces where
    ``seat`` may build ``structure``."""
    w = s.waters
    if structure == BASE:
        return [
            d.id
            for d in DAMS
            if w.dam_owner[d.index] == EMPTY
            and sum(w.dam_owner[x] == seat for x in BASINS[d.basin].dams) < OWN_BASES_PER_BASIN
        ]
    if structure == ELEVATION:
        return [d.id for d in DAMS if w.dam_owner[d.index] == seat and w.dam_height[d.index] < MAX_DAM_HEIGHT]
    if structure == CONDUIT:
        return [c.id for c in CONDUITS if s.conduit_owner[c.index] == EMPTY]
    return [
        p.id
        for p in POWERHOUSES
        if w.powerhouse_owner[p.index] == EMPTY
        and sum(w.powerhouse_owner[x] == seat for x in BASINS[p.basin].powerhouses) < OWN_POWERHOUSES_PER_BASIN
    ]


def payment_ways(s: State, seat: int, build: Build) -> list[Cost]:
    """BA-17, BA-35, BA-36.2: every way to pay for the structure on its site."""
    tile = effective_tile(build)
    officers = abilities(s, seat)
    if build.structure in (BASE, ELEVATION):
        dam = DAMS[DAM_INDEX[build.site]]
        return structure_costs(build.structure, area=dam.area, red_frame=dam.red_frame, officers=officers, tile=tile)
    if build.structure == CONDUIT:
        production = CONDUITS[CONDUIT_INDEX[build.site]].production
        return structure_costs(CONDUIT, production=production, officers=officers, tile=tile)
    built = PIECES[STRUCTURES.index(POWERHOUSE)] - s.pieces[seat][STRUCTURES.index(POWERHOUSE)]
    site = POWERHOUSES[POWERHOUSE_INDEX[build.site]]
    return structure_costs(POWERHOUSE, powerhouses_built=built, red_frame=site.red_frame, officers=officers, tile=tile)


def _space_credits(s: State, seat: int, build: Build) -> int | None:
    """BA-16.2: the credits the leftmost free construction space takes, or None when no space is free
    or the engineers are missing; 0 for an engineer-free tile (BA-36.3)."""
    if engineer_free(build):
        return 0
    ordinal = s.constructions[seat] + 1
    if ordinal > len(CONSTRUCTION_SPACES):
        return None
    space = construction_space(ordinal)
    return space.credits if s.engineers[seat] >= space.engineers else None


def payments(s: State, seat: int, build: Build) -> list[Pay]:
    """BA-16.3.3, BA-16.4: the ways ``seat`` can pay for ``build``, cheapest in credits first (empty when
    it cannot: the person is asked only when there are several)."""
    space = _space_credits(s, seat, build)
    if space is None:
        return []
    costs = affordable(payment_ways(s, seat, build), s.excavators[seat], s.mixers[seat], s.credits[seat] - space)
    return [Pay(*c) for c in costs]


def builds(s: State, seat: int) -> list[Build]:
    """BA-16, BA-17, BA-15.6: every construction ``seat`` can perform now: a free construction space
    with its engineers (or an engineer-free tile, D-09), a piece left on the company board, a suitable
    tile, a free site it may build on and a way to pay. Engineer-free constructions are listed even with
    no engineers: the caller decides when to offer them (BA-15.8)."""
    out: list[Build] = []
    for k, structure in enumerate(STRUCTURES):
        if s.pieces[seat][k] == 0:
            continue
        tiles = usable_tiles(s, seat, structure)
        if not tiles:
            continue
        for site in free_sites(s, seat, structure):
            for tile, copies in tiles:
                candidate = Build(structure, site, tile, copies)
                if payments(s, seat, candidate):
                    out.append(candidate)
    return out


def build(s: State, seat: int, build: Build, pay: Pay) -> tuple[list[Event], str | None]:
    """BA-16.3: perform a construction ``seat`` can perform, paid ``pay``: the engineers on the leftmost
    free construction space (3 credits on the 4th; none for an engineer-free tile, BA-36.3), the tile
    and machinery into the open sector, the wheel turned one sector (what comes back returns to the
    personal supply, BA-18.5), the credits to the general supply (BA-18.3), the leftmost piece on the
    map. Returns the events and the income slot uncovered ("base:2"; BA-14.3), or None (powerhouses
    never uncover one, BA-14.4). The tile's special effect is the caller's (BA-16.3.7)."""
    if pay not in payments(s, seat, build):
        raise ValueError(f"{seat} cannot {build} and {pay}")
    space = 0
    if not engineer_free(build):  # BA-16.3.1
        space = s.constructions[seat] + 1
        needs = construction_space(space)
        s.constructions[seat] = space
        s.engineers[seat] -= needs.engineers
        s.credits[seat] -= needs.credits
    own = _own_tile(s, seat, build)
    if own:  # BA-16.3.2–3
        s.tiles[seat].remove(build.tile)
    s.excavators[seat] -= pay.excavators
    s.mixers[seat] -= pay.mixers
    s.credits[seat] -= pay.credits
    wheel = s.wheels[seat]
    wheel.place(build.tile if own else None, pay.excavators, pay.mixers)
    events = [
        Event(
            "build",
            {
                "seat": seat,
                "structure": build.structure,
                "site": build.site,
                "tile": build.tile,
                "copies": build.copies,
                "space": space,
                "excavators": pay.excavators,
                "mixers": pay.mixers,
                "credits": pay.credits,
            },
        )
    ]
    for load in wheel.rotate(1):  # BA-16.3.4, BA-18.5
        if load.tile is not None:
            s.tiles[seat].append(load.tile)
        s.excavators[seat] += load.excavators
        s.mixers[seat] += load.mixers
        tiles = [load.tile] if load.tile is not None else []
        events.append(
            Event("wheel.return", {"seat": seat, "tiles": tiles, "excavators": load.excavators, "mixers": load.mixers})
        )
    return events, place_piece(s, seat, build.structure, build.site)  # BA-16.3.5


def place_piece(s: State, seat: int, structure: str, site: str) -> str | None:
    """BA-16.3.5, BA-33.18: the leftmost piece of ``structure`` leaves the company board for ``site``;
    the income slot it uncovers ("base:2"; BA-14.3), or None."""
    k = STRUCTURES.index(structure)
    s.pieces[seat][k] -= 1
    w = s.waters
    if structure == BASE:
        w.dam_owner[DAM_INDEX[site]] = seat
        w.dam_height[DAM_INDEX[site]] = 1
    elif structure == ELEVATION:
        w.dam_height[DAM_INDEX[site]] += 1
    elif structure == CONDUIT:
        s.conduit_owner[CONDUIT_INDEX[site]] = seat
    else:
        w.powerhouse_owner[POWERHOUSE_INDEX[site]] = seat
    ordinal = PIECES[k] - s.pieces[seat][k]
    slots = INCOME_SLOTS.get(s.company[seat], {}).get(structure, frozenset())
    return f"{structure}:{ordinal}" if ordinal in slots else None


class Put(NamedTuple):
    """BA-33.10–33.13, BA-33.18: place a structure a reward gives, with no engineers, machinery, tile or
    wheel; ``Put("", "")`` places nothing (the seat cannot or will not)."""

    structure: str
    site: str

    def __str__(self) -> str:
        return f"put {self.structure} on {self.site}" if self.structure else "put nothing"


NO_PUT: Final = Put("", "")


def red_frame_fee(structure: str, site: str) -> int:
    """D-07: a reward's base or powerhouse on a red-framed space still costs the fee (BA-17.3, BA-17.12)."""
    fee = COSTS_JSON["structure_costs"][structure]["red_frame_extra_credits"]
    if not isinstance(fee, int):
        return 0
    if structure == BASE:
        return fee if DAMS[DAM_INDEX[site]].red_frame else 0
    if structure == POWERHOUSE:
        return fee if POWERHOUSES[POWERHOUSE_INDEX[site]].red_frame else 0
    return 0


def puts(s: State, seat: int, args: tuple[str | int, ...]) -> list[Put]:
    """The placements a reward's ``rewards.BUILD`` step offers (``args``: the structure and its limit —
    a base's areas, a conduit's highest production value), and placing nothing."""
    structure = str(args[0])
    out: list[Put] = []
    if s.pieces[seat][STRUCTURES.index(structure)] > 0:
        for site in free_sites(s, seat, structure):
            if structure == BASE and DAMS[DAM_INDEX[site]].area not in args[1:]:
                continue
            if structure == CONDUIT and CONDUITS[CONDUIT_INDEX[site]].production > int(args[1]):
                continue
            if red_frame_fee(structure, site) <= s.credits[seat]:
                out.append(Put(structure, site))
    return [*out, NO_PUT]


def put(s: State, seat: int, action: Put) -> tuple[list[Event], str | None]:
    """Perform a placement ``puts`` offered: the red-frame fee (D-07), the piece on the map."""
    if not action.structure:
        return [], None
    s.credits[seat] -= red_frame_fee(action.structure, action.site)
    events = [Event("put", {"seat": seat, "structure": action.structure, "site": action.site})]
    return events, place_piece(s, seat, action.structure, action.site)
