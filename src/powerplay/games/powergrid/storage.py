"""Storing and burning resources on plants (PG-2.3, PG-2.4, PG-2.7, PG-2.8).

Tokens may be moved between one's own plants at any time (PG-7.5), so only a player's totals
matter: they are stored as four counts (coal, oil, garbage, uranium) per player.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from itertools import combinations

from ..powergrid_common import storage as shared
from .data import COAL, GARBAGE, OIL, PLANTS, URANIUM

HYBRID_PAIR = (COAL, OIL)  # PG-2.7: hybrids store and burn coal and oil

_SINGLE = {"coal": COAL, "oil": OIL, "garbage": GARBAGE, "uranium": URANIUM}


@cache
def capacities(plants: tuple[int, ...]) -> tuple[int, int, int, int, int]:
    """PG-2.7: (coal, oil, garbage, uranium, hybrid) capacities of a set of plants."""
    cap = [0, 0, 0, 0, 0]
    for n in plants:
        p = PLANTS[n]
        if p.kind == "hybrid":
            cap[4] += p.storage
        elif p.kind != "eco":
            cap[_SINGLE[p.kind]] += p.storage
    return (cap[0], cap[1], cap[2], cap[3], cap[4])


def fits(plants: tuple[int, ...], res: Sequence[int]) -> bool:
    """PG-2.7: can these plants hold these tokens?"""
    c = capacities(plants)
    return shared.fits(res, c, c[4], HYBRID_PAIR)


def room(plants: tuple[int, ...], res: Sequence[int], r: int) -> int:
    """How many more tokens of resource ``r`` the plants can hold (PG-7.2)."""
    c = capacities(plants)
    return shared.room(res, c, c[4], HYBRID_PAIR, r)


@cache
def fuel_needs(plants: tuple[int, ...]) -> tuple[int, int, int, int, int, int]:
    """(coal, oil, garbage, uranium, hybrid) fuel of running all ``plants``, and their cities."""
    need = [0, 0, 0, 0, 0]
    cities = 0
    for n in plants:
        p = PLANTS[n]
        cities += p.cities
        if p.kind == "hybrid":
            need[4] += p.fuel
        elif p.kind != "eco":
            need[_SINGLE[p.kind]] += p.fuel
    return (need[0], need[1], need[2], need[3], need[4], cities)


@cache
def subsets(plants: tuple[int, ...]) -> tuple[tuple[int, ...], ...]:
    """All subsets of a player's plants (at most 8), smallest first."""
    return tuple(c for k in range(len(plants) + 1) for c in combinations(plants, k))


@cache
def runs(plants: tuple[int, ...]) -> tuple[tuple[tuple[int, ...], int, int, int, int, int, int], ...]:
    """Every subset of the plants with its fuel and cities: ``(sub, coal, oil, garbage, uranium,
    hybrid, cities)``, smallest first (a player's plants change a few times a game: cached)."""
    return tuple((sub, *fuel_needs(sub)) for sub in subsets(plants))


def burn_options(
    plants: tuple[int, ...], res: Sequence[int]
) -> list[tuple[tuple[int, ...], tuple[int, int, int, int], int]]:
    """PG-2.8, PG-9.2: every (plants run, tokens burned, cities) the player can choose.

    Hybrids may burn any coal/oil mix; each distinct mix is a separate choice.
    """
    out = []
    for sub, c, o, g, u, h, cities in runs(plants):
        for hc in shared.hybrid_splits(res, (c, o, g, u), h, HYBRID_PAIR):
            out.append((sub, (c + hc, o + h - hc, g, u), cities))
    return out


def max_cities(plants: tuple[int, ...], res: Sequence[int]) -> int:
    """PG-19.5: the most cities these plants can power with these tokens (before the network cap)."""
    coal, oil, garbage, uranium = res
    best = 0
    for _, c, o, g, u, h, cities in runs(plants):
        if cities > best and g <= garbage and u <= uranium and c <= coal and o <= oil and coal - c + oil - o >= h:
            best = cities
    return best


def distribute(plants: tuple[int, ...], res: list[int]) -> dict[int, list[int]]:
    """One way to lay a player's tokens on their plants, for display (PG-15.2).

    Single-fuel plants are filled first (cheapest number first), hybrids take the rest.
    """
    left = list(res)
    out: dict[int, list[int]] = {}
    for n in plants:
        p = PLANTS[n]
        out[n] = [0, 0, 0, 0]
        if p.kind in _SINGLE:
            r = _SINGLE[p.kind]
            k = min(left[r], p.storage)
            out[n][r] = k
            left[r] -= k
    for n in plants:
        p = PLANTS[n]
        if p.kind == "hybrid":
            space = p.storage
            for r in (COAL, OIL):
                k = min(left[r], space)
                out[n][r] += k
                left[r] -= k
                space -= k
    return out
