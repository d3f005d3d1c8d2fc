"""What building a structure costs (BA-16.2, BA-17) and the officers and advanced tiles that change it
(BA-35.1, BA-35.4, BA-35.5, BA-36.2).

Every number is read from ``costs.json``, ``executive_officers.json`` and ``technology_tiles.json``.
Because Jill McDowell, Solomon P. Jordan and the L2 joker let a player choose how to pay, a structure's
cost is the list of every way to pay it: ``Cost(excavators, mixers, credits)``, where the machinery goes
onto the construction wheel (BA-16.3.3) and the credits to the general supply (BA-18.3).
"""

from __future__ import annotations

from typing import Final, NamedTuple

from .data import AREAS, COSTS_JSON, OFFICERS_JSON

STRUCTURES: Final = ("base", "elevation", "conduit", "powerhouse")
"""BA-4.1: the four kinds of pieces."""


class Cost(NamedTuple):
    """One way to pay: machinery onto the wheel, credits to the general supply (BA-16.3, BA-18.3)."""

    excavators: int
    mixers: int
    credits: int


class ConstructionSpace(NamedTuple):
    """A construction action space of the company board (BA-16.2): engineers and the credits it costs."""

    engineers: int
    credits: int


CONSTRUCTION_SPACES: Final = tuple(
    ConstructionSpace(s["engineers"], s["extra_credits"])
    for s in COSTS_JSON["construction_action_spaces_company_board"]
)
"""BA-16.2: the company board's construction spaces, left to right (the 4th is red-framed)."""

_COSTS: Final = COSTS_JSON["structure_costs"]
_MACHINERY: Final = {s: _COSTS[s]["machinery"] for s in STRUCTURES}
_BY_AREA: Final[dict[str, dict[str, int]]] = {s: _COSTS[s]["by_area"] for s in ("base", "elevation")}
_CONDUIT: Final = {int(value): n for value, n in _COSTS["conduit"]["by_production"].items()}
_POWERHOUSE: Final = tuple(
    n for _, n in sorted((int(k[:-2]), n) for k, n in _COSTS["powerhouse"]["by_ordinal"].items())
)
_RED_FRAME: Final = {
    s: _COSTS[s]["red_frame_extra_credits"] if isinstance(_COSTS[s]["red_frame_extra_credits"], int) else 0
    for s in STRUCTURES
}
"""BA-17.3, BA-17.7, BA-17.12; conduit spaces have no red frame (BA-3.8: the data says "n/a")."""

_OFFICERS: Final = {o["id"]: o["effect"] for o in OFFICERS_JSON["base_game"]}
WILHELM_ADLER: Final = "wilhelm_adler"
JILL_MCDOWELL: Final = "jill_mcdowell"
SOLOMON_P_JORDAN: Final = "solomon_p_jordan"

L1_JOKER: Final = "L1_JOKER"
L2_CONDUIT: Final = "L2_CONDUIT"
L2_JOKER: Final = "L2_JOKER"
L3_BASE: Final = "L3_BASE"


L2_CONDUIT_CAP: Final = 5
"""BA-36.2: with the L2 conduit a conduit costing more excavators costs this many (a number of the
tile's rule, which the data states only in words)."""


def construction_space(ordinal: int) -> ConstructionSpace:
    """BA-16.2: what the ``ordinal``-th construction of the round (1–4) costs in engineers and credits."""
    if not 1 <= ordinal <= len(CONSTRUCTION_SPACES):
        raise ValueError(f"a company board has {len(CONSTRUCTION_SPACES)} construction spaces")
    return CONSTRUCTION_SPACES[ordinal - 1]


def _machinery(structure: str, area: str, production: int, powerhouses_built: int, officers: tuple[str, ...]) -> int:
    """BA-17.3, BA-17.7, BA-17.10, BA-17.12, BA-35.1: the machinery a structure needs, as printed."""
    if structure == "base" and WILHELM_ADLER in officers:
        return int(_OFFICERS[WILHELM_ADLER]["excavators"])
    if structure in _BY_AREA:
        if area not in AREAS:
            raise ValueError(f"unknown area {area!r}")
        return _BY_AREA[structure][area]
    if structure == "conduit":
        if production not in _CONDUIT:
            raise ValueError(f"no conduit has production value {production}")
        return _CONDUIT[production]
    if structure == "powerhouse":
        if not 0 <= powerhouses_built < len(_POWERHOUSE):
            raise ValueError(f"a company builds at most {len(_POWERHOUSE)} powerhouses")
        return _POWERHOUSE[powerhouses_built]
    raise ValueError(f"unknown structure {structure!r}")


def _requirements(
    structure: str, area: str, production: int, powerhouses_built: int, officers: tuple[str, ...], tile: str
) -> set[Cost]:
    """The machinery choices before Solomon P. Jordan's credits (BA-17, BA-35.1, BA-35.4, BA-36.2)."""
    need = _machinery(structure, area, production, powerhouses_built, officers)
    if structure == "base" and tile == L3_BASE:
        need = 0  # BA-36.2 L3 base: the excavators need not go on the wheel
    if structure == "conduit" and tile == L2_CONDUIT:
        need = min(need, L2_CONDUIT_CAP)
    kind = _MACHINERY[structure]
    options = {Cost(need, 0, 0) if kind == "excavator" else Cost(0, need, 0)}
    if structure == "conduit" and JILL_MCDOWELL in officers:
        options.add(Cost(0, int(_OFFICERS[JILL_MCDOWELL]["mixers_per_production"]) * production, 0))
    if tile == L2_JOKER:
        options = {Cost(e, o.excavators + o.mixers - e, 0) for o in options for e in range(o.excavators + o.mixers + 1)}
    return options


def structure_costs(
    structure: str,
    *,
    area: str = "",
    production: int = 0,
    powerhouses_built: int = 0,
    red_frame: bool = False,
    officers: tuple[str, ...] = (),
    tile: str = "",
) -> list[Cost]:
    """BA-17: every way to pay for building ``structure``, cheapest in credits first.

    ``area`` is the area of a base's space or of the raised dam (BA-17.7); ``production`` a conduit
    space's production value (BA-17.10); ``powerhouses_built`` the powerhouses built before this one
    (BA-17.12). ``red_frame``: the space's symbol is red-framed (BA-3.8): a base or a powerhouse pays the
    fee unless built with the L1 joker (BA-36.2). ``officers``: the builder's officers' abilities (its own
    and the one Mahiri Sekibo copies, ``officers.abilities``): Wilhelm Adler (BA-35.1), Jill McDowell
    (BA-35.4), Solomon P. Jordan (BA-35.5).
    ``tile``: the technology tile used (the copied one for Anton Krylov, BA-35.6): L2 conduit, L2 joker,
    L3 base change the machinery (BA-36.2). The company board's construction space is not included
    (``construction_space``)."""
    options = _requirements(structure, area, production, powerhouses_built, officers, tile)
    if SOLOMON_P_JORDAN in officers:
        per = int(_OFFICERS[SOLOMON_P_JORDAN]["credits_per_machinery"])
        options = {
            Cost(o.excavators - e, o.mixers - m, per * (e + m))
            for o in options
            for e in range(o.excavators + 1)
            for m in range(o.mixers + 1)
        }
    fee = _RED_FRAME[structure] if red_frame and tile != L1_JOKER else 0
    return sorted((Cost(o.excavators, o.mixers, o.credits + fee) for o in options), key=_credits_first)


def _credits_first(cost: Cost) -> tuple[int, int, int]:
    return (cost.credits, cost.excavators, cost.mixers)


def can_pay(cost: Cost, excavators: int, mixers: int, credits: int) -> bool:
    """BA-16.4: whether a personal supply covers one way of paying."""
    return cost.excavators <= excavators and cost.mixers <= mixers and cost.credits <= credits


def affordable(costs: list[Cost], excavators: int, mixers: int, credits: int) -> list[Cost]:
    """BA-16.3.3, BA-16.4: the ways of paying a personal supply covers (none: the player cannot build).
    Credits owed for the construction space (BA-16.2) are taken off ``credits`` by the caller."""
    return [c for c in costs if can_pay(c, excavators, mixers, credits)]
