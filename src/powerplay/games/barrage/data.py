"""Static component data of Barrage, loaded once from the JSON files in ``data/``.

The files are copied unchanged from the rules specification (BA-0.1): each states whether its values
come from the rulebook, from an open implementation, or are provisional. The engine reads every value
from them and never spells one out in code.

The map (BA-3; both sides of the board share its geometry and data, D-04) is numbered as the Automa
board numbers it (BA-3.6): basins 1–12 (mountains 1–4, hills
5–7, upper plains 8–10, lower plains 11–12), here as indexes 0–11 in that order; dam, conduit and
powerhouse spaces and headstreams are indexes in their ``map.json`` order. Nothing here is copied with
a game state. The spaces are frozen dataclasses, not named tuples: their ``index`` would hide
``tuple.index``.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from importlib import resources
from typing import Final

OFF_BOARD: Final = -1
"""Where a river leaves the map (BA-5.2): the drop goes back to the general supply."""
AREAS: Final = ("mountains", "hills", "plains")
"""BA-3.1, top to bottom."""


def load(name: str) -> dict:
    """One of the data files, as JSON."""
    data: dict = json.loads(resources.files(__package__).joinpath("data").joinpath(name).read_text("utf-8"))
    return data


MAP_JSON: Final = load("map.json")
COSTS_JSON: Final = load("costs.json")
ENERGY_JSON: Final = load("energy_track.json")
HEADSTREAMS_JSON: Final = load("headstreams.json")
COMPONENTS_JSON: Final = load("components.json")
COMPANIES_JSON: Final = load("companies.json")
OFFICERS_JSON: Final = load("executive_officers.json")
TECHNOLOGY_JSON: Final = load("technology_tiles.json")
SCORING_JSON: Final = load("scoring_tiles.json")


@dataclass(frozen=True, slots=True)
class Basin:
    """A basin (BA-3): its area, its building spaces (indexes) and the basin its river flows to."""

    index: int
    id: str
    area: str
    dams: tuple[int, ...]
    """Its dam spaces in flow order: upstream (red-framed) first, then downstream (BA-5.5.1)."""
    conduits: tuple[int, ...]
    powerhouses: tuple[int, ...]
    next: int
    """The basin its river flows to, or ``OFF_BOARD`` (BA-5.5.3)."""


@dataclass(frozen=True, slots=True)
class DamSite:
    """A dam space (BA-3.7): ``D<n>U`` upstream and red-framed, ``D<n>L`` downstream."""

    index: int
    id: str
    basin: int
    area: str
    red_frame: bool


@dataclass(frozen=True, slots=True)
class ConduitSite:
    """A conduit space (BA-3.7): its production value (1–5, BA-6.5) and the basin whose powerhouses it
    feeds (BA-6.3); ``letter`` is A (left) or B (right), as the Automa names it (BA-3.6)."""

    index: int
    id: str
    basin: int
    letter: str
    production: int
    to_basin: int


@dataclass(frozen=True, slots=True)
class PowerhouseSite:
    """A powerhouse space (BA-3.7)."""

    index: int
    id: str
    basin: int
    area: str
    red_frame: bool


def _basin_index(basin_id: str) -> int:
    return OFF_BOARD if basin_id == "OFF_BOARD" else int(basin_id[1:]) - 1


def _sites() -> tuple[tuple[DamSite, ...], tuple[ConduitSite, ...], tuple[PowerhouseSite, ...]]:
    dams = tuple(
        DamSite(k, d["id"], _basin_index(d["basin"]), d["area"], d["red_frame"])
        for k, d in enumerate(MAP_JSON["dam_sites"])
    )
    conduits = tuple(
        ConduitSite(
            k, c["id"], _basin_index(c["basin"]), c["automa_letter"], c["production"], _basin_index(c["to_basin"])
        )
        for k, c in enumerate(MAP_JSON["conduit_sites"])
    )
    powerhouses = tuple(
        PowerhouseSite(k, p["id"], _basin_index(p["basin"]), p["area"], p["red_frame"])
        for k, p in enumerate(MAP_JSON["powerhouse_sites"])
    )
    return dams, conduits, powerhouses


DAMS, CONDUITS, POWERHOUSES = _sites()
DAM_INDEX: Final = {d.id: d.index for d in DAMS}
CONDUIT_INDEX: Final = {c.id: c.index for c in CONDUITS}
POWERHOUSE_INDEX: Final = {p.id: p.index for p in POWERHOUSES}


def _basins() -> tuple[Basin, ...]:
    flows = MAP_JSON["river_graph"]["next"]
    out = []
    for k, b in enumerate(MAP_JSON["basins"]):
        assert _basin_index(b["id"]) == k, "basins are listed 1 to 12"
        dams = sorted((DAM_INDEX[d] for d in b["dam_sites"]), key=lambda i: not DAMS[i].id.endswith("U"))
        out.append(
            Basin(
                k,
                b["id"],
                b["area"],
                tuple(dams),
                tuple(CONDUIT_INDEX[c] for c in b["conduit_sites"]),
                tuple(POWERHOUSE_INDEX[p] for p in b["powerhouse_sites"]),
                _basin_index(flows[b["id"]]),
            )
        )
    return tuple(out)


BASINS: Final = _basins()
HEADSTREAMS: Final = tuple(h["id"] for h in MAP_JSON["headstreams"])
"""The four headstream spaces HA–HD, left to right (BA-3.6)."""
HEADSTREAM_BASIN: Final = tuple(_basin_index(h["feeds_basin"]) for h in MAP_JSON["headstreams"])
"""The basin each headstream feeds (BA-5.5.4)."""

NEUTRAL_DAMS: Final = {
    area: (stack["height"], tuple(DAM_INDEX[t["dam_site"]] for t in stack["tokens"]))
    for area, stack in MAP_JSON["neutral_dam_tokens"]["stacks"].items()
}
"""BA-10.11: per area, the neutral dam's height and the dam spaces its tokens designate."""

HEADSTREAM_TILES: Final = tuple(tuple(t["drops_per_round"]) for t in HEADSTREAMS_JSON["tiles"])
"""BA-14.6: the drops each of the 8 headstream tiles adds in rounds 1–4 (none in round 5)."""

WATER_DROPS: Final[int] = COMPONENTS_JSON["shared"]["water_drops"]
"""BA-1.1, D-01: the drops in the game (map and headstreams never hold more)."""
