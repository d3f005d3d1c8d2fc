"""Storage and burning with hybrid plants (PG-2.7, PG-2.8; CG-4.6, CG-8.2).

A holding is a count per resource type. Plants give each type a capacity, and hybrids a shared
capacity for a ``pair`` of types (coal/oil in Power Grid, gas/oil in the card game) that takes
whatever the pair's own capacities cannot hold.
"""

from __future__ import annotations

from collections.abc import Sequence


def fits(holding: Sequence[int], caps: Sequence[int], hybrid: int, pair: tuple[int, int]) -> bool:
    """PG-2.7 / CG-4.6: may these plants hold ``holding``?"""
    a, b = pair
    for r, (h, c) in enumerate(zip(holding, caps)):
        if r not in (a, b) and h > c:
            return False
    return max(0, holding[a] - caps[a]) + max(0, holding[b] - caps[b]) <= hybrid


def room(holding: Sequence[int], caps: Sequence[int], hybrid: int, pair: tuple[int, int], r: int) -> int:
    """PG-7.2 / CG-4.6: how many more units of type ``r`` the plants can hold (never below 0)."""
    a, b = pair
    if r not in (a, b):
        return max(0, caps[r] - holding[r])
    spare = hybrid - max(0, holding[a] - caps[a]) - max(0, holding[b] - caps[b])
    return max(0, caps[r] - holding[r]) + spare if spare >= 0 else 0


def hybrid_splits(holding: Sequence[int], need: Sequence[int], hybrid: int, pair: tuple[int, int]) -> range:
    """PG-2.8 / CG-8.2: the ways to run plants needing ``need`` per type plus ``hybrid`` units of
    the pair, as the range of units of ``pair[0]`` the hybrids burn (empty: not enough fuel)."""
    a, b = pair
    for h, n in zip(holding, need):
        if n > h:
            return range(0)
    spare_a, spare_b = holding[a] - need[a], holding[b] - need[b]
    if spare_a + spare_b < hybrid:
        return range(0)
    return range(max(0, hybrid - spare_b), min(hybrid, spare_a) + 1)


def can_burn(holding: Sequence[int], need: Sequence[int], hybrid: int, pair: tuple[int, int]) -> bool:
    """CG-8.2 feasibility: the holding covers every type's need and the hybrids' from the pair."""
    return len(hybrid_splits(holding, need, hybrid, pair)) > 0
