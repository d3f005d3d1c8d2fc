"""The Automa's structure placement procedure (BA-A16) and its placement criteria (BA-A17).

The Automa builds on a space chosen in steps, each narrowing the candidates (BA-A16.5): the spaces
where its structure would be the third of exactly one system (BA-A16.1, D-A12); then the three
criteria of the structure's column on the criteria side, in their printed order (BA-A16.2); then the
location code with the board reference (BA-A16.3, D-A13). The candidates are the free spaces
``construction`` allows (BA-17.4, BA-17.13…), within the tile's restriction (BA-A16.4) and paid with
the Automa's machinery (BA-A9.1). Every function is pure: it reads the state and returns space ids.

"Own" is the Automa's, "opponent" any other seat's, "neutral" a neutral dam (BA-A17). A dam and a
powerhouse are connected through a conduit space between their basins, built or not, unless a
criterion says "already built" (D-A15).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Final

from .automa_tiles import (
    CONDUIT_CODES,
    CONDUIT_DAM_OPPONENT_NEUTRAL_OWNED,
    CONDUIT_DAM_OWNED_NEUTRAL_OPPONENT,
    CONDUIT_MOST_POWERFUL,
    CONDUIT_POWERHOUSE_OPPONENT_OWNED,
    CONDUIT_POWERHOUSE_OWNED_OPPONENT,
    CONDUIT_SECOND_MOST_POWERFUL,
    DAM_CODES,
    DAM_DOWNSTREAM_DAM,
    DAM_MOST_POWERFUL_CONDUIT,
    DAM_MOST_WATER_DROPS,
    DAM_OWNED_POWERHOUSE,
    DAM_RED_FRAME_SPACE,
    DAM_UPSTREAM_POWERHOUSE,
    HEADSTREAM_LETTERS,
    POWERHOUSE_CODES,
    POWERHOUSE_FEEDING_OWNED_DAM,
    POWERHOUSE_HILLS_BASIN_5,
    POWERHOUSE_HILLS_BASIN_6,
    POWERHOUSE_HILLS_BASIN_7,
    POWERHOUSE_MOST_POWERFUL_CONDUIT,
    POWERHOUSE_NOT_FEEDING_OPPONENT_DAM,
    POWERHOUSE_OWNED_DAM,
    POWERHOUSE_PLAINS,
    AutomaAction,
    Criteria,
)
from .construction import BASE, CONDUIT, ELEVATION, POWERHOUSE, Build, free_sites, payment_ways, usable_tiles
from .costs import SOLOMON_P_JORDAN, Cost
from .data import (
    AREAS,
    BASINS,
    CONDUIT_INDEX,
    CONDUITS,
    DAM_INDEX,
    DAMS,
    HEADSTREAM_BASIN,
    OFF_BOARD,
    POWERHOUSE_INDEX,
    POWERHOUSES,
)
from .setup import plays_abilities
from .state import STRUCTURES, State
from .water import EMPTY, NEUTRAL, capacity

PLAINS: Final = AREAS[-1]
"""BA-3.1, BA-A17.15: the plains, the lowest area (basins 8–12)."""
OWN: Final = "own"
OPPONENT: Final = "opponent"
NEUTRAL_KIND: Final = "neutral"
"""BA-A17: whose a built dam or powerhouse is, as the criteria name it."""

SOLOMON_MACHINERY: Final = 1
"""BA-A20.1: Solomon P. Jordan's Automa pays 3 VP instead of at most this much machinery."""
BGA_STEP_1: Final = "D-A12"
"""D-A12's alternative: step 1 keeps the completing spaces whenever there are some (BGA)."""

CONDUIT_BY_CODE: Final[dict[str, str]] = {f"{c.basin + 1}{c.letter}": c.id for c in CONDUITS}
"""BA-A16.3: the conduit space each location code names (basin number, A left / B right)."""

Criterion = Callable[[State, int, list[str], Criteria], list[str]]
"""A placement criterion (BA-A17): the candidates it selects among ``sites`` (possibly none)."""


def alternative(s: State, decision: str) -> bool:
    """§99: whether the table plays ``decision``'s alternative instead of its default
    (``options.ALTERNATIVES``)."""
    return decision in s.options.alternatives


def automa_costs(s: State, seat: int, build: Build) -> list[Cost]:
    """BA-A9.1, BA-A3.1: the ways the Automa pays for ``build`` with the machinery it has (credits, the
    red frame's and Solomon's, are paid in VP). BA-A3.5: below hard an advanced tile only builds, its
    cost as a basic tile's. BA-A20.1: Solomon P. Jordan's 3 VP replace at most one machinery."""
    if not plays_abilities(s.options, seat):
        build = Build(build.structure, build.site, "", "")
    costs = payment_ways(s, seat, build)
    most = max((c.excavators + c.mixers for c in costs), default=0)
    return [
        c
        for c in costs
        if c.excavators <= s.excavators[seat]
        and c.mixers <= s.mixers[seat]
        and (s.officer[seat] != SOLOMON_P_JORDAN or most - c.excavators - c.mixers <= SOLOMON_MACHINERY)
    ]


# The map seen from a space.


def _basin(structure: str, site: str) -> int:
    """The basin (index) of a dam, conduit or powerhouse space."""
    if structure in (BASE, ELEVATION):
        return DAMS[DAM_INDEX[site]].basin
    if structure == CONDUIT:
        return CONDUITS[CONDUIT_INDEX[site]].basin
    return POWERHOUSES[POWERHOUSE_INDEX[site]].basin


def _kind(seat: int, owner: int) -> str:
    """BA-A17: a built structure's owner as ``OWN``, ``NEUTRAL_KIND`` or ``OPPONENT`` ("" when empty)."""
    if owner == EMPTY:
        return ""
    if owner == NEUTRAL:
        return NEUTRAL_KIND
    return OWN if owner == seat else OPPONENT


def _dam_kinds(s: State, seat: int, basin: int) -> set[str]:
    """Whose the dams built in ``basin`` are (BA-A17.9)."""
    return {_kind(seat, s.waters.dam_owner[d]) for d in BASINS[basin].dams} - {""}


def _powerhouse_kinds(s: State, seat: int, basin: int) -> set[str]:
    """Whose the powerhouses built in ``basin`` are (BA-A17.10)."""
    return {_kind(seat, s.waters.powerhouse_owner[p]) for p in BASINS[basin].powerhouses} - {""}


def _conduits_to(basin: int) -> list[int]:
    """The conduit spaces whose water reaches the powerhouses of ``basin`` (BA-6.3)."""
    return [c.index for c in CONDUITS if c.to_basin == basin]


def _river(basin: int) -> list[int]:
    """BA-5.5.3: ``basin`` and the basins its river flows through, down to the edge of the map."""
    out: list[int] = []
    while basin != OFF_BOARD:
        out.append(basin)
        basin = BASINS[basin].next
    return out


def fed_dam_owner(s: State, basin: int) -> int:
    """BA-5.5.5, BA-A17.17–A17.18: the owner of the first built dam the water leaving a powerhouse of
    ``basin`` meets (that basin's dams first, then downstream), or ``EMPTY`` when it meets none."""
    for b in _river(basin):
        for d in BASINS[b].dams:
            if s.waters.dam_owner[d] != EMPTY:
                return s.waters.dam_owner[d]
    return EMPTY


def drops_reaching(s: State) -> list[int]:
    """BA-A17.3, D-A16: per dam space, how many of the drops now on the headstream tiles would reach it
    if they flowed now (BA-5.5, BA-29.2): a drop reaches every space it passes and the one that holds it."""
    w = s.waters
    held = w.dam_drops[:]
    reached = [0] * len(DAMS)
    for headstream, drops in enumerate(w.headstream_drops):
        for _ in range(drops):
            stopped = False
            for basin in _river(HEADSTREAM_BASIN[headstream]):
                for d in BASINS[basin].dams:
                    reached[d] += 1
                    if w.dam_owner[d] != EMPTY and held[d] < capacity(w, d):
                        held[d] += 1
                        stopped = True
                        break
                if stopped:
                    break
    return reached


def _best_built_conduit(s: State, seat: int, conduits: list[int]) -> tuple[int, bool]:
    """BA-A17.1, BA-A17.13: the highest production value among the built ``conduits`` (0: none built)
    and whether the Automa owns one of that value."""
    built = [c for c in conduits if s.conduit_owner[c] != EMPTY]
    if not built:
        return 0, False
    best = max(CONDUITS[c].production for c in built)
    return best, any(s.conduit_owner[c] == seat and CONDUITS[c].production == best for c in built)


def _most_powerful_built(s: State, seat: int, sites: list[str], structure: str) -> list[str]:
    """BA-A17.1, BA-A17.13: the candidates linked to the most powerful already built conduit (starting in
    a dam's basin, ending in a powerhouse's); among equals, those where it is the Automa's own."""
    best: dict[str, tuple[int, bool]] = {}
    for site in sites:
        basin = _basin(structure, site)
        conduits = list(BASINS[basin].conduits) if structure != POWERHOUSE else _conduits_to(basin)
        best[site] = _best_built_conduit(s, seat, conduits)
    top = max((v for v, _ in best.values()), default=0)
    if top == 0:
        return []
    out = [site for site in sites if best[site][0] == top]
    own = [site for site in out if best[site][1]]
    return own or out


def _first_kind(sites: list[str], kinds: dict[str, set[str]], order: tuple[str, ...]) -> list[str]:
    """BA-A17.9–A17.12: the candidates of the first kind in ``order`` that any candidate has."""
    for kind in order:
        out = [site for site in sites if kind in kinds[site]]
        if out:
            return out
    return []


# BA-A17.1–A17.6: dams and elevations (candidates are dam spaces).


def dam_most_powerful_conduit(s: State, seat: int, sites: list[str], criteria: Criteria) -> list[str]:
    """BA-A17.1: the dams linked to the most powerful already built conduit starting in their basin
    (own or another's); if tied, those where that conduit is the Automa's own."""
    return _most_powerful_built(s, seat, sites, BASE)


def dam_owned_powerhouse(s: State, seat: int, sites: list[str], criteria: Criteria) -> list[str]:
    """BA-A17.2, D-A15: the dams whose basin has a conduit space (built or not) to a basin holding an
    Automa powerhouse."""
    return [
        site
        for site in sites
        if any(OWN in _powerhouse_kinds(s, seat, CONDUITS[c].to_basin) for c in BASINS[_basin(BASE, site)].conduits)
    ]


def downstream_of(letter: str) -> list[int]:
    """BA-A7.4, BA-5.5.4: the basins downstream of headstream ``letter`` (A–D = HA–HD)."""
    return _river(HEADSTREAM_BASIN[HEADSTREAM_LETTERS.index(letter)])


def by_headstreams(sites: list[str], structure: str, letters: tuple[str, ...]) -> list[str]:
    """BA-A17.3, D-A18: the candidates downstream of the first of ``letters`` that has any (the 4th
    letter, printed nowhere, is used last); none when no letter has one."""
    for letter in letters:
        basins = downstream_of(letter)
        out = [site for site in sites if _basin(structure, site) in basins]
        if out:
            return out
    return []


def dam_most_water_drops(s: State, seat: int, sites: list[str], criteria: Criteria) -> list[str]:
    """BA-A17.3, D-A16: the dams the most drops now on the headstream tiles would reach; several
    (a tie at 0 included): those downstream of the criteria side's first headstream letter with any,
    then the next letter's (D-A18)."""
    reached = drops_reaching(s)
    count = {site: reached[DAM_INDEX[site]] for site in sites}
    top = max(count.values(), default=0)
    most = [site for site in sites if count[site] == top]
    if len(most) < 2:
        return most
    return by_headstreams(most, BASE, criteria.headstreams)


def dam_red_frame_space(s: State, seat: int, sites: list[str], criteria: Criteria) -> list[str]:
    """BA-A17.4: the red-framed dam spaces among the candidates."""
    return [site for site in sites if DAMS[DAM_INDEX[site]].red_frame]


def dam_upstream_powerhouse(s: State, seat: int, sites: list[str], criteria: Criteria) -> list[str]:
    """BA-A17.5: the dams a built powerhouse (anyone's) feeds through basins without other dams: the
    space lies in its basin or downstream, and no built dam stands between the powerhouse area and it."""
    fed: set[int] = set()
    for b in BASINS:
        if not any(s.waters.powerhouse_owner[p] != EMPTY for p in b.powerhouses):
            continue
        for basin in _river(b.index):
            blocked = False
            for d in BASINS[basin].dams:
                fed.add(d)
                if s.waters.dam_owner[d] != EMPTY:
                    blocked = True
                    break
            if blocked:
                break
    return [site for site in sites if DAM_INDEX[site] in fed]


def dam_downstream_dam(s: State, seat: int, sites: list[str], criteria: Criteria) -> list[str]:
    """BA-A17.6, D-A15: the dams whose basin has a conduit space to a basin holding an Automa dam;
    OTHERWISE those whose basin has no conduit space to a basin holding an opponent's dam."""
    targets = {site: [CONDUITS[c].to_basin for c in BASINS[_basin(BASE, site)].conduits] for site in sites}
    own = [site for site in sites if any(OWN in _dam_kinds(s, seat, b) for b in targets[site])]
    if own:
        return own
    return [site for site in sites if not any(OPPONENT in _dam_kinds(s, seat, b) for b in targets[site])]


# BA-A17.7–A17.12: conduits (candidates are conduit spaces).


def _production(site: str) -> int:
    return CONDUITS[CONDUIT_INDEX[site]].production


def conduit_most_powerful(s: State, seat: int, sites: list[str], criteria: Criteria) -> list[str]:
    """BA-A17.7: the candidate conduits of the highest production value."""
    top = max((_production(site) for site in sites), default=0)
    return [site for site in sites if _production(site) == top]


def conduit_second_most_powerful(s: State, seat: int, sites: list[str], criteria: Criteria) -> list[str]:
    """BA-A17.8: the candidate conduits of the second-highest production value among them; OTHERWISE
    (a single value) the most powerful."""
    values = sorted({_production(site) for site in sites}, reverse=True)
    wanted = values[1] if len(values) > 1 else values[0] if values else 0
    return [site for site in sites if _production(site) == wanted]


def _conduit_dams(s: State, seat: int, sites: list[str], order: tuple[str, ...]) -> list[str]:
    kinds = {site: _dam_kinds(s, seat, CONDUITS[CONDUIT_INDEX[site]].basin) for site in sites}
    return _first_kind(sites, kinds, order)


def _conduit_powerhouses(s: State, seat: int, sites: list[str], order: tuple[str, ...]) -> list[str]:
    kinds = {site: _powerhouse_kinds(s, seat, CONDUITS[CONDUIT_INDEX[site]].to_basin) for site in sites}
    return _first_kind(sites, kinds, order)


def conduit_dam_owned_neutral_opponent(s: State, seat: int, sites: list[str], criteria: Criteria) -> list[str]:
    """BA-A17.9: the conduits starting in a basin with a dam: the Automa's own first, then a neutral
    one, then an opponent's."""
    return _conduit_dams(s, seat, sites, (OWN, NEUTRAL_KIND, OPPONENT))


def conduit_powerhouse_owned_opponent(s: State, seat: int, sites: list[str], criteria: Criteria) -> list[str]:
    """BA-A17.10: the conduits ending in a basin with a powerhouse: the Automa's own first, then an
    opponent's."""
    return _conduit_powerhouses(s, seat, sites, (OWN, OPPONENT))


def conduit_dam_opponent_neutral_owned(s: State, seat: int, sites: list[str], criteria: Criteria) -> list[str]:
    """BA-A17.11: as BA-A17.9, an opponent's dam first, then a neutral one, then the Automa's own."""
    return _conduit_dams(s, seat, sites, (OPPONENT, NEUTRAL_KIND, OWN))


def conduit_powerhouse_opponent_owned(s: State, seat: int, sites: list[str], criteria: Criteria) -> list[str]:
    """BA-A17.12: as BA-A17.10, an opponent's powerhouse first, then the Automa's own."""
    return _conduit_powerhouses(s, seat, sites, (OPPONENT, OWN))


# BA-A17.13–A17.18: powerhouses (candidates are powerhouse spaces).


def powerhouse_most_powerful_conduit(s: State, seat: int, sites: list[str], criteria: Criteria) -> list[str]:
    """BA-A17.13: the powerhouses fed by the most powerful already built conduit ending in their basin;
    if tied, those where it is the Automa's own."""
    return _most_powerful_built(s, seat, sites, POWERHOUSE)


def powerhouse_owned_dam(s: State, seat: int, sites: list[str], criteria: Criteria) -> list[str]:
    """BA-A17.14, D-A15: the powerhouses in whose basin a conduit space (built or not) ends that starts
    in a basin holding an Automa dam."""
    return [
        site
        for site in sites
        if any(OWN in _dam_kinds(s, seat, CONDUITS[c].basin) for c in _conduits_to(_basin(POWERHOUSE, site)))
    ]


def powerhouse_plains(s: State, seat: int, sites: list[str], criteria: Criteria) -> list[str]:
    """BA-A17.15: the powerhouses in the plains."""
    return [site for site in sites if POWERHOUSES[POWERHOUSE_INDEX[site]].area == PLAINS]


def _hills_basin(criterion: str) -> Criterion:
    """BA-A17.16: the criterion keeping the powerhouses of the hills basin its name gives (5, 6 or 7)."""
    basin = int(criterion.rsplit("_", 1)[1]) - 1

    def select(s: State, seat: int, sites: list[str], criteria: Criteria) -> list[str]:
        return [site for site in sites if _basin(POWERHOUSE, site) == basin]

    return select


def powerhouse_feeding_owned_dam(s: State, seat: int, sites: list[str], criteria: Criteria) -> list[str]:
    """BA-A17.17: the powerhouses whose water meets an Automa dam before any other built dam; OTHERWISE
    those whose water does not first meet an opponent's dam."""
    fed = {site: _kind(seat, fed_dam_owner(s, _basin(POWERHOUSE, site))) for site in sites}
    own = [site for site in sites if fed[site] == OWN]
    return own or [site for site in sites if fed[site] != OPPONENT]


def powerhouse_not_feeding_opponent_dam(s: State, seat: int, sites: list[str], criteria: Criteria) -> list[str]:
    """BA-A17.18: the powerhouses whose water does not first meet an opponent's dam; OTHERWISE those
    whose water meets an Automa dam before any other built dam."""
    fed = {site: _kind(seat, fed_dam_owner(s, _basin(POWERHOUSE, site))) for site in sites}
    free = [site for site in sites if fed[site] != OPPONENT]
    return free or [site for site in sites if fed[site] == OWN]


DAM_RULES: Final[dict[str, Criterion]] = {
    DAM_MOST_POWERFUL_CONDUIT: dam_most_powerful_conduit,
    DAM_OWNED_POWERHOUSE: dam_owned_powerhouse,
    DAM_MOST_WATER_DROPS: dam_most_water_drops,
    DAM_RED_FRAME_SPACE: dam_red_frame_space,
    DAM_UPSTREAM_POWERHOUSE: dam_upstream_powerhouse,
    DAM_DOWNSTREAM_DAM: dam_downstream_dam,
}
"""BA-A17.1–A17.6: the dam and elevation column's criteria."""
CONDUIT_RULES: Final[dict[str, Criterion]] = {
    CONDUIT_MOST_POWERFUL: conduit_most_powerful,
    CONDUIT_SECOND_MOST_POWERFUL: conduit_second_most_powerful,
    CONDUIT_DAM_OWNED_NEUTRAL_OPPONENT: conduit_dam_owned_neutral_opponent,
    CONDUIT_POWERHOUSE_OWNED_OPPONENT: conduit_powerhouse_owned_opponent,
    CONDUIT_DAM_OPPONENT_NEUTRAL_OWNED: conduit_dam_opponent_neutral_owned,
    CONDUIT_POWERHOUSE_OPPONENT_OWNED: conduit_powerhouse_opponent_owned,
}
"""BA-A17.7–A17.12: the conduit column's criteria."""
POWERHOUSE_RULES: Final[dict[str, Criterion]] = {
    POWERHOUSE_MOST_POWERFUL_CONDUIT: powerhouse_most_powerful_conduit,
    POWERHOUSE_OWNED_DAM: powerhouse_owned_dam,
    POWERHOUSE_PLAINS: powerhouse_plains,
    POWERHOUSE_HILLS_BASIN_5: _hills_basin(POWERHOUSE_HILLS_BASIN_5),
    POWERHOUSE_HILLS_BASIN_6: _hills_basin(POWERHOUSE_HILLS_BASIN_6),
    POWERHOUSE_HILLS_BASIN_7: _hills_basin(POWERHOUSE_HILLS_BASIN_7),
    POWERHOUSE_FEEDING_OWNED_DAM: powerhouse_feeding_owned_dam,
    POWERHOUSE_NOT_FEEDING_OPPONENT_DAM: powerhouse_not_feeding_opponent_dam,
}
"""BA-A17.13–A17.18: the powerhouse column's criteria."""


# BA-A16: the procedure.


def candidates(s: State, seat: int, structure: str, action: AutomaAction) -> list[str]:
    """BA-A9.1, BA-A16.4: the spaces where the Automa may build ``structure`` for ``action``: a piece
    left on its company board, a free space ``construction`` allows (BA-17.4, BA-17.13; for an
    elevation, its dams below height 3), within the tile's areas and minimum production value, and a
    technology tile with which its machinery pays for it (``automa_costs``; red-frame fees are paid in
    VP, BA-A9.3)."""
    if s.pieces[seat][STRUCTURES.index(structure)] == 0:
        return []
    tiles = usable_tiles(s, seat, structure)
    out: list[str] = []
    for site in free_sites(s, seat, structure):
        if action.areas and site_area(structure, site) not in action.areas:
            continue
        if structure == CONDUIT and _production(site) < action.min_production:
            continue
        if any(automa_costs(s, seat, Build(structure, site, tile, copies)) for tile, copies in tiles):
            out.append(site)
    return out


def site_area(structure: str, site: str) -> str:
    """BA-3.1, BA-A16.4: the area of a space (a conduit's: its starting basin's, BA-38.7)."""
    if structure in (BASE, ELEVATION):
        return DAMS[DAM_INDEX[site]].area
    if structure == POWERHOUSE:
        return POWERHOUSES[POWERHOUSE_INDEX[site]].area
    return BASINS[CONDUITS[CONDUIT_INDEX[site]].basin].area


def _holds_dam(s: State, seat: int, basin: int) -> bool:
    """BA-A16.1: whether ``basin`` holds a dam of a system: the Automa's or a neutral one."""
    return bool(_dam_kinds(s, seat, basin) & {OWN, NEUTRAL_KIND})


def completing(s: State, seat: int, structure: str, sites: list[str]) -> dict[int, list[str]]:
    """BA-A16.1: the incomplete systems (a dam, the Automa's or neutral, a conduit of anyone and an
    Automa powerhouse, two of them built) that ``structure`` built on one of ``sites`` would complete,
    each named by its conduit space, with the candidates that complete it. A base completes a built
    conduit starting in its basin (without such a dam yet) and ending at an Automa powerhouse; a
    conduit links such a dam to an Automa powerhouse; a powerhouse ends a built conduit starting at
    such a dam (in a basin without an Automa powerhouse yet). An elevation completes none."""
    out: dict[int, list[str]] = {}
    for site in sites:
        basin = _basin(structure, site)
        if structure == BASE:
            found = [
                c
                for c in BASINS[basin].conduits
                if s.conduit_owner[c] != EMPTY
                and not _holds_dam(s, seat, basin)
                and OWN in _powerhouse_kinds(s, seat, CONDUITS[c].to_basin)
            ]
        elif structure == CONDUIT:
            c = CONDUIT_INDEX[site]
            found = (
                [c] if _holds_dam(s, seat, basin) and OWN in _powerhouse_kinds(s, seat, CONDUITS[c].to_basin) else []
            )
        elif structure == POWERHOUSE:
            found = [
                c
                for c in _conduits_to(basin)
                if s.conduit_owner[c] != EMPTY
                and _holds_dam(s, seat, CONDUITS[c].basin)
                and OWN not in _powerhouse_kinds(s, seat, basin)
            ]
        else:
            found = []
        for c in found:
            out.setdefault(c, []).append(site)
    return out


def third_of_a_system(s: State, seat: int, structure: str, sites: list[str]) -> list[str]:
    """BA-A16.1, D-A12 (step 1): when exactly one incomplete system can be completed, the candidates that
    complete it; otherwise (none, or two or more) all of ``sites``. D-A12's alternative (BGA): the
    candidates completing any system whenever there are some."""
    systems = completing(s, seat, structure, sites)
    if len(systems) == 1 or (systems and alternative(s, BGA_STEP_1)):
        return list(dict.fromkeys(site for completing_sites in systems.values() for site in completing_sites))
    return sites


def rules(structure: str) -> dict[str, Criterion]:
    """BA-A16.2: the column of the criteria side used for ``structure``."""
    if structure in (BASE, ELEVATION):
        return DAM_RULES
    return CONDUIT_RULES if structure == CONDUIT else POWERHOUSE_RULES


def column(structure: str, criteria: Criteria) -> tuple[str, ...]:
    """BA-A16.2: the three criteria printed in ``structure``'s column, in order."""
    if structure in (BASE, ELEVATION):
        return criteria.dam
    return criteria.conduit if structure == CONDUIT else criteria.powerhouse


def by_code(structure: str, sites: list[str], criteria: Criteria) -> str:
    """BA-A16.3, D-A13 (step 3): from the column's location code forward in basin-number order (after 10,
    resp. 12, from 1, resp. 5), the first candidate. In a basin, a dam space not red-framed before a
    red-framed one (D-A13); the lowest-numbered powerhouse space; a conduit code names one space."""
    if structure == CONDUIT:
        start = CONDUIT_CODES.index(criteria.conduit_code)
        for code in CONDUIT_CODES[start:] + CONDUIT_CODES[:start]:
            if CONDUIT_BY_CODE[code] in sites:
                return CONDUIT_BY_CODE[code]
        raise ValueError("no candidate")
    numbers = POWERHOUSE_CODES if structure == POWERHOUSE else DAM_CODES
    start = numbers.index(criteria.powerhouse_code if structure == POWERHOUSE else criteria.dam_code)
    for number in numbers[start:] + numbers[:start]:
        here = [site for site in sites if _basin(structure, site) == number - 1]
        if structure == POWERHOUSE:
            order = [POWERHOUSES[p].id for p in BASINS[number - 1].powerhouses]
            here.sort(key=order.index)
        else:
            here.sort(key=lambda site: DAMS[DAM_INDEX[site]].red_frame)
        if here:
            return here[0]
    raise ValueError("no candidate")


def choose(
    s: State, seat: int, structure: str, sites: list[str], criteria: Criteria, red_frame: bool = False
) -> str | None:
    """BA-A9.4, BA-A16.1–A16.3, BA-A16.5: the space the Automa builds ``structure`` on among ``sites``:
    the only one; else step 1 (the third structure of a single system, D-A12); then each of the column's
    three criteria in order (one selected: it; several: the next criterion among them; none: ignored);
    then the location code (D-A13). ``red_frame`` (BA-A19.1, the L1 joker's base): after the criteria,
    the red-framed spaces left, if any. None when ``sites`` is empty. Rewards placing a structure
    (BA-A16.6) pass their own ``sites``."""
    if len(sites) <= 1:
        return sites[0] if sites else None
    left = narrow(s, seat, structure, third_of_a_system(s, seat, structure, sites), criteria)
    if red_frame:
        left = [d for d in left if DAMS[DAM_INDEX[d]].red_frame] or left
    return left[0] if len(left) == 1 else by_code(structure, left, criteria)


def narrow(s: State, seat: int, structure: str, candidates: list[str], criteria: Criteria) -> list[str]:
    """BA-A16.2: the criteria side's column for ``structure`` applied in order to ``candidates``: a
    criterion selecting one ends the search, several go on to the next criterion, none is ignored."""
    table = rules(structure)
    for criterion in column(structure, criteria):
        if len(candidates) == 1:
            break
        selected = table[criterion](s, seat, candidates, criteria)
        if selected:
            candidates = selected
    return candidates


def place(s: State, seat: int, structure: str, action: AutomaAction, criteria: Criteria) -> str | None:
    """BA-A9.1.4, BA-A9.4, BA-A16: where the Automa in ``seat`` builds ``structure`` (BA-4.1's name) for
    its tile's ``action``, with the criteria side ``criteria`` in use; None when no space is possible."""
    return choose(s, seat, structure, candidates(s, seat, structure, action), criteria)
