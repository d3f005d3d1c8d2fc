"""Water on the map and its movement (BA-4.6, BA-5, BA-6.6, BA-22, BA-23, BA-29, BA-34.2, BA-35.2, D-01).

``Waters`` holds exactly what water needs: per dam space its owner, height and the drops held in
front of it; the drops on the four headstream tiles; the general supply; per powerhouse space its
owner (for USA's ability); the USA seat; and the seats whose height-3 dams hold a 4th drop. The
engine keeps the owners and heights up to date when it builds; the functions below move the drops
and report what happened as data (``FlowResult``) for the engine's events.

Drops move one at a time (BA-5.3, BA-5.5.6). At every moment the drops on the map, on the
headstream tiles and in the general supply add up to ``WATER_DROPS`` (BA-1.1, D-01). With D-01's
alternative (``Waters.unlimited``) a drop is always there to take: the supply then goes below 0 by the
drops in play beyond the game's 30, and the sum still holds.
"""

from __future__ import annotations

from typing import Final

from .data import (
    BASINS,
    COMPANIES_JSON,
    COMPONENTS_JSON,
    DAMS,
    HEADSTREAM_BASIN,
    HEADSTREAMS,
    OFF_BOARD,
    OFFICERS_JSON,
    POWERHOUSES,
    WATER_DROPS,
)

EMPTY: Final = -1
"""A building space without a structure (BA-3.10); also "no seat"."""
NEUTRAL: Final = -2
"""The owner of a neutral dam (BA-4.4)."""

SEATS: Final[int] = COMPONENTS_JSON["per_company"]["companies"]
"""At most one seat per company (BA-1.3)."""


def _graziano_capacities() -> dict[int, int]:
    officer = next(o for o in OFFICERS_JSON["base_game"] if o["id"] == "graziano_del_monte")
    return {
        int(key.removeprefix("height_")): value for key, value in officer["effect"].items() if key.startswith("height_")
    }


GRAZIANO_CAPACITY: Final = _graziano_capacities()
"""BA-35.2: what a dam of Graziano del Monte holds by height (height 3 holds 4)."""

ABILITY_POWERHOUSES: Final[int] = min(
    int(k) for k, v in COMPANIES_JSON["common"]["powerhouse_row"].items() if v.get("special_ability")
)
"""BA-34.1: a company's production ability is available once this many of its powerhouses are built."""


class Waters:
    """The water-relevant part of the map (BA-90.1): dams, headstream tiles, general supply, powerhouses.

    ``dam_owner[d]`` is ``EMPTY``, ``NEUTRAL`` or a seat; ``dam_height[d]`` is 0 when empty;
    ``dam_drops[d]`` the drops held in front of dam space ``d``. ``powerhouse_owner[p]`` is ``EMPTY`` or
    a seat. ``usa`` is the seat playing the USA (BA-34.2) or ``EMPTY``; ``graziano[s]`` says whether
    seat ``s``'s height-3 dams hold 4 drops (Graziano del Monte, BA-35.2, or Mahiri Sekibo copying him
    until her next turn, BA-35.7: ``officers.sync_water`` sets and clears it). ``unlimited``: D-01's
    alternative, drops never run out (``available``).
    """

    __slots__ = (
        "dam_drops",
        "dam_height",
        "dam_owner",
        "graziano",
        "headstream_drops",
        "powerhouse_owner",
        "supply",
        "unlimited",
        "usa",
    )

    def __init__(self, unlimited: bool = False) -> None:
        self.dam_owner: list[int] = [EMPTY] * len(DAMS)
        self.dam_height: list[int] = [0] * len(DAMS)
        self.dam_drops: list[int] = [0] * len(DAMS)
        self.headstream_drops: list[int] = [0] * len(HEADSTREAMS)
        self.supply: int = WATER_DROPS
        self.powerhouse_owner: list[int] = [EMPTY] * len(POWERHOUSES)
        self.usa: int = EMPTY
        self.graziano: list[bool] = [False] * SEATS
        self.unlimited: bool = unlimited

    def copy(self) -> Waters:
        """An independent copy (lists copied by hand)."""
        w = Waters.__new__(Waters)
        w.dam_owner = self.dam_owner[:]
        w.dam_height = self.dam_height[:]
        w.dam_drops = self.dam_drops[:]
        w.headstream_drops = self.headstream_drops[:]
        w.supply = self.supply
        w.powerhouse_owner = self.powerhouse_owner[:]
        w.usa = self.usa
        w.graziano = self.graziano[:]
        w.unlimited = self.unlimited
        return w

    def __repr__(self) -> str:
        dams = ", ".join(
            f"{DAMS[d].id}:{_owner_name(self.dam_owner[d])}h{self.dam_height[d]}+{self.dam_drops[d]}"
            for d in range(len(DAMS))
            if self.dam_owner[d] != EMPTY or self.dam_drops[d]
        )
        heads = ", ".join(f"{HEADSTREAMS[h]}:{n}" for h, n in enumerate(self.headstream_drops) if n)
        return f"Waters(supply={self.supply}, headstreams=[{heads}], dams=[{dams}])"


def _owner_name(owner: int) -> str:
    return "N" if owner == NEUTRAL else f"P{owner}"


class FlowResult:
    """What a water movement did, for the engine's events (no text).

    ``placed``: drops taken from the general supply (D-01). ``stops``: for every drop moved, in the
    order moved, the dam space where it stopped or ``OFF_BOARD`` when it left the map (BA-5.5.3).
    ``energy[s]``: the energy seat ``s`` gains from USA's natural-flow ability (BA-34.2; not usable
    for a contract, D-18).
    """

    __slots__ = ("energy", "placed", "stops")

    def __init__(self) -> None:
        self.placed: int = 0
        self.stops: list[int] = []
        self.energy: list[int] = [0] * SEATS

    @property
    def left_map(self) -> int:
        """Drops that left the map and went back to the general supply (BA-5.2)."""
        return self.stops.count(OFF_BOARD)

    def __repr__(self) -> str:
        stops = [("off" if d == OFF_BOARD else DAMS[d].id) for d in self.stops]
        return f"FlowResult(placed={self.placed}, stops={stops}, energy={self.energy})"


def capacity(w: Waters, dam: int) -> int:
    """BA-4.6, BA-35.2: the drops a dam can hold: its height (0 for an empty space), or 4 for a
    height-3 dam of a seat with Graziano del Monte's ability."""
    owner = w.dam_owner[dam]
    height = w.dam_height[dam]
    if owner >= 0 and w.graziano[owner]:
        return GRAZIANO_CAPACITY[height]
    return height


def usa_seat(w: Waters) -> int:
    """BA-34.1, BA-34.2: the seat whose natural-flow ability is active (the USA with at least its 3rd
    powerhouse built), or ``EMPTY``."""
    if w.usa == EMPTY or w.powerhouse_owner.count(w.usa) < ABILITY_POWERHOUSES:
        return EMPTY
    return w.usa


def _flow(w: Waters, basin: int, through_powerhouses: bool, usa: int, result: FlowResult) -> None:
    """BA-5.5.1–3: one drop, already off the supply, enters ``basin``; it passes the powerhouse area
    (unless ``through_powerhouses`` is false, BA-5.5.5), then dam U, then dam L, then the next basin."""
    while basin != OFF_BOARD:
        if (
            through_powerhouses
            and usa != EMPTY
            and any(w.powerhouse_owner[p] == usa for p in BASINS[basin].powerhouses)
        ):
            result.energy[usa] += 1
        through_powerhouses = True
        for dam in BASINS[basin].dams:
            if w.dam_owner[dam] != EMPTY and w.dam_drops[dam] < capacity(w, dam):
                w.dam_drops[dam] += 1
                result.stops.append(dam)
                return
        basin = BASINS[basin].next
    w.supply += 1
    result.stops.append(OFF_BOARD)


def available(w: Waters, n: int) -> int:
    """D-01: how many of ``n`` drops the general supply gives: all with the alternative (unlimited
    drops), else no more than it holds."""
    return n if w.unlimited else max(0, min(n, w.supply))


def place_on_headstream(w: Waters, headstream: int, n: int) -> int:
    """BA-23.2, BA-33.8: put ``n`` drops from the general supply on a headstream tile (any number fits,
    BA-23.5); they wait for the Water-flow phase. Returns the drops placed: fewer when the supply runs
    out (D-01)."""
    placed = available(w, n)
    w.supply -= placed
    w.headstream_drops[headstream] += placed
    return placed


def place_and_flow(w: Waters, headstream: int) -> FlowResult:
    """BA-23.3, BA-33.9: put 1 drop from the general supply on a headstream tile and let it flow at once
    into the basin that headstream feeds (BA-5.5.4). Nothing happens if the supply is empty (D-01)."""
    result = FlowResult()
    if available(w, 1):
        w.supply -= 1
        result.placed = 1
        _flow(w, HEADSTREAM_BASIN[headstream], True, usa_seat(w), result)
    return result


def release_headstreams(w: Waters) -> FlowResult:
    """BA-29.2–29.3: the Water-flow phase: every drop on the headstream tiles flows, one at a time
    (tiles left to right; the order does not change the outcome, BA-5.5.6)."""
    result = FlowResult()
    usa = usa_seat(w)
    for headstream, drops in enumerate(w.headstream_drops):
        w.headstream_drops[headstream] = 0
        for _ in range(drops):
            _flow(w, HEADSTREAM_BASIN[headstream], True, usa, result)
    return result


def after_production(w: Waters, dam: int, powerhouse_basin: int, n: int) -> FlowResult:
    """BA-20.3.2, BA-22, BA-6.6: ``n`` drops held by ``dam`` go through a conduit to a powerhouse in
    ``powerhouse_basin`` and then flow on naturally, one at a time, from that basin's dams (BA-5.5.5):
    they do not pass that basin's powerhouse area, so USA's ability does not count them there."""
    if not 0 < n <= w.dam_drops[dam]:
        raise ValueError("a production moves between 1 and all of the drops the dam holds (BA-20.3.1)")
    result = FlowResult()
    usa = usa_seat(w)
    w.dam_drops[dam] -= n
    for _ in range(n):
        _flow(w, powerhouse_basin, False, usa, result)
    return result


def fill(w: Waters, dam: int, n: int) -> int:
    """BA-10.11 (the drop in front of a neutral dam at setup), D-15 (L2 elevation): put up to ``n``
    drops from the general supply in front of a built dam, never beyond its capacity nor beyond the
    supply (D-01). Returns the drops put."""
    put = available(w, max(0, min(n, capacity(w, dam) - w.dam_drops[dam])))
    w.supply -= put
    w.dam_drops[dam] += put
    return put
