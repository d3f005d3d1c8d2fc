"""Small rules used by several phases: supply returns, turn order, the Germany phase-out."""

from __future__ import annotations

from ...core.protocol import Event
from ..powergrid_common.turn_order import order_by
from .data import CLASSIC, COAL, PLANTS, SETUP
from .messages import event
from .state import State


def to_supply(s: State, r: int, n: int) -> None:
    """Tokens leave play: to the supply, or on the USA side coal to the storage (PG-12.2 c)."""
    if r == COAL and s.options.map == "usa" and not s.options.classic:
        s.storage += n
    else:
        s.supply[r] += n


def acquired(s: State, plant: int, out: list[Event]) -> None:
    """PG-12.1 (D-07): acquiring plant 39 on the Germany side stops uranium refills for good."""
    if (
        plant == SETUP["mapSides"]["germany"]["nuclearPhaseOutPlant"]
        and s.options.map == "germany"
        and not s.options.classic
        and not s.phase_out
    ):
        s.phase_out = True
        out.append(event("phase-out", {}))


def order_key(s: State, p: int) -> tuple[int, ...]:
    """PG-5.1–5.2: most cities first; ties by the highest plant (classic C-06: most plants first)."""
    if s.options.classic:
        return (-len(s.cities[p]), -len(s.plants[p]), -max(s.plants[p], default=0))
    return (-len(s.cities[p]), -max(s.plants[p], default=0))


def max_plants(s: State) -> int:
    """PG-6.9 a: at most 3 plants (classic with 2 players: 4, C-09)."""
    return CLASSIC["maxPlants"][str(s.players)] if s.options.classic else SETUP["global"]["maxPlantsPerPlayer"]


def determine_order(s: State, out: list[Event]) -> None:
    """PG-5: new turn order; still tied keeps the previous relative order (D-21, stable sort)."""
    s.order = order_by(s.order, lambda p: order_key(s, p))
    out.append(event("order", {"order": s.order[:]}))


def plant_text(n: int) -> str:
    p = PLANTS[n]
    if p.kind == "eco":
        return f"{n:02d} (eco, {_cities(p.cities)})"
    return f"{n:02d} ({p.fuel} {p.kind}, {_cities(p.cities)})"


def _cities(n: int) -> str:
    return f"{n} city" if n == 1 else f"{n} cities"
