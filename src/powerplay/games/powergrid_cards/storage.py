"""Storage, production and the cards units leave (CG-4.5–4.7, CG-4.10, CG-8.2, CG-9.3).

A player's resources are cards, but what his plants may hold and burn depends only on his
holding: the units per type, ``(coal, gas, oil, uranium)``. The shared rules of hybrid storage and
burning live in ``powergrid_common.storage``; this module gives them the card game's numbers.
"""

from __future__ import annotations

from functools import cache
from itertools import combinations

from ..powergrid_common import storage as shared
from .data import HYBRID_PAIR, Components
from .state import State


@cache
def capacities(data: Components, plants: tuple[int, ...], m: int) -> tuple[tuple[int, int, int, int], int]:
    """CG-4.6: ``((C, G, O, U), H)`` of a set of plants with storage multiplier ``m``."""
    cap = [0, 0, 0, 0, 0]
    burns = data.burns
    for p in plants:
        for r, n in enumerate(burns[p]):
            cap[r] += n * m
    return (cap[0], cap[1], cap[2], cap[3]), cap[4]


def fits(data: Components, plants: tuple[int, ...], holding: list[int] | tuple[int, ...], m: int = 0) -> bool:
    """CG-4.6: is the holding valid for these plants (``m``: the storage multiplier, 0 the usual one)?"""
    caps, h = capacities(data, plants, m or data.storage)
    return shared.fits(holding, caps, h, HYBRID_PAIR)


def free(data: Components, plants: tuple[int, ...], holding: list[int], r: int, m: int = 0) -> int:
    """CG-4.6 ``free(T)``: units of type ``r`` one more purchase may still add (clamped at 0); ``m``:
    the storage multiplier, 0 the usual one."""
    caps, h = capacities(data, plants, m or data.storage)
    return shared.room(holding, caps, h, HYBRID_PAIR, r)


def holding(s: State, p: int) -> list[int]:
    """A seat's units per type: its single cards and its cards' current values (CG-4.5)."""
    units = s.singles[p][:]
    value = s.value
    card_type = s.data.card_type
    for c in s.cards[p]:
        units[card_type[c]] += value[c]
    return units


def trust_holding(s: State) -> list[int]:
    units = s.trust_singles[:]
    card_type = s.data.card_type
    for c in s.trust_cards:
        units[card_type[c]] += s.value[c]
    return units


@cache
def subsets(
    data: Components, plants: tuple[int, ...]
) -> tuple[tuple[tuple[int, ...], tuple[int, int, int, int], int, int], ...]:
    """Every subset of the plants (ascending) with its fixed needs, hybrid units and income."""
    out = []
    burns, income = data.burns, data.income
    for k in range(len(plants) + 1):
        for sub in combinations(sorted(plants), k):
            need = [0, 0, 0, 0, 0]
            for p in sub:
                for r, n in enumerate(burns[p]):
                    need[r] += n
            out.append((sub, (need[0], need[1], need[2], need[3]), need[4], sum(income[p] for p in sub)))
    return tuple(out)


def production_options(
    data: Components, plants: tuple[int, ...], units: tuple[int, ...]
) -> list[tuple[tuple[int, ...], int, int]]:
    """CG-8.2: every feasible (plants, hybrid gas, hybrid oil): a subset and one hybrid mix."""
    out = []
    for sub, need, h, _ in subsets(data, plants):
        for gas in shared.hybrid_splits(units, need, h, HYBRID_PAIR):
            out.append((sub, gas, h - gas))
    return out


def best_production(data: Components, plants: tuple[int, ...], units: list[int] | tuple[int, ...]) -> int:
    """CG-9.3 (D-9): the largest total income of a feasible subset of the plants."""
    best = 0
    for _, need, h, income in subsets(data, plants):
        if income > best and shared.can_burn(units, need, h, HYBRID_PAIR):
            best = income
    return best


def discard_options(data: Components, plants: tuple[int, ...], units: list[int]) -> list[tuple[int, int, int, int]]:
    """CG-6.15: the ways to give up exactly the excess: the least discards, per type, that leave a
    valid holding (where gas and oil compete for hybrid room, each way is a separate choice)."""
    if fits(data, plants, units):
        return [(0, 0, 0, 0)]
    caps, h = capacities(data, plants, data.storage)
    dc = max(0, units[0] - caps[0])
    du = max(0, units[3] - caps[3])
    g, o = units[1], units[2]
    out = []
    for dg in range(g + 1):
        # the fewest oil to give up with dg gas given up
        for do in range(o + 1):
            if max(0, g - dg - caps[1]) + max(0, o - do - caps[2]) <= h:
                break
        else:
            continue
        if dg and max(0, g - dg + 1 - caps[1]) + max(0, o - do - caps[2]) <= h:
            continue  # one gas fewer would do with the same oil: not minimal
        out.append((dc, dg, do, du))
    return out
