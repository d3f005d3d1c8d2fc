"""The trust company of the 2-player game (PG-14): automated, no money, never wins."""

from __future__ import annotations

from ...core.protocol import Event
from . import resources
from .common import acquired, to_supply
from .data import COAL, OIL, PLANTS, RESOURCES, STEP3, TRUST
from .market import replace_bought
from .messages import event
from .state import State


def take_plant(s: State, out: list[Event]) -> None:
    """PG-14.6 b–f: take the highest current plant (with 3 plants: only if it beats the lowest)."""
    plants = [x for x in s.current if x != STEP3]
    if not plants:
        return
    top = max(plants)
    if len(s.trust_plants) >= 3:
        low = min(s.trust_plants)
        if top <= low:
            out.append(event("trust.no-plant", {"plant": top, "lowest": low}))
            return
        s.trust_plants.remove(low)
        s.removed.append(low)
        out.append(event("trust.scrap", {"plant": low}))
    s.current.remove(top)
    if s.discount == top:  # PG-14.6 e
        s.discount = 0
    s.trust_plants.append(top)
    s.trust_plants.sort()
    out.append(event("trust.plant", {"plant": top}))
    acquired(s, top, out)  # D-07
    replace_bought(s, out)  # D-12


def take_resources(s: State, out: list[Event]) -> None:
    """PG-14.7: free, cheapest first, exactly one run's fuel per plant; single-fuel plants first in
    ascending order, then hybrids, which alternate coal and oil starting with coal (D-09, D-10)."""
    order = sorted(s.trust_plants, key=lambda n: (PLANTS[n].kind == "hybrid", n))
    taken = [0, 0, 0, 0]
    for n in order:
        p = PLANTS[n]
        if p.kind == "eco":
            continue
        if p.kind == "hybrid":
            turn = COAL
            for _ in range(p.fuel):
                first, second = (turn, OIL if turn == COAL else COAL)
                if resources.take(s, first, 1) is not None:
                    taken[first] += 1
                    turn = second
                elif resources.take(s, second, 1) is not None:
                    taken[second] += 1
                else:
                    break
        else:
            r = RESOURCES.index(p.kind)
            for _ in range(p.fuel):
                if resources.take(s, r, 1) is None:
                    break
                taken[r] += 1
    for r in range(4):
        s.trust_res[r] += taken[r]
    if any(taken):
        out.append(event("trust.resources", {"resources": taken}))
    else:
        out.append(event("trust.no-resources", {}))


def bureaucracy(s: State, out: list[Event]) -> None:
    """PG-14.9 b: the trust's plants run; every token on them returns to the supply."""
    for r in range(4):
        if s.trust_res[r]:
            to_supply(s, r, s.trust_res[r])
            s.trust_res[r] = 0


def after_build(s: State, city: int, was_empty: bool, out: list[Event]) -> None:
    """PG-14.8 c (D-11): a human opening an empty city gets a trust house on its slot 15."""
    if s.options.trust and was_empty and s.trust_houses > 0:
        s.put_house(city, 1, TRUST)
        s.trust_houses -= 1
        s.trust_cities.append(city)
        out.append(event("trust.house", {"city": s.zone.board.cities[city]}))
