"""Turn order by a ranking key (PG-5; CG-8.4, CG-6.20) with the games' different tie rules."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from itertools import groupby
from typing import Any


def order_by(order: Sequence[int], key: Callable[[int], Any], reverse_ties: bool = False) -> list[int]:
    """Players sorted by ``key`` (lowest first). Still tied, they keep their relative order in
    ``order`` (Power Grid, D-21) or, with ``reverse_ties``, swap it (the card game, D-11)."""
    ranked = sorted(order, key=key)
    if not reverse_ties:
        return ranked
    out: list[int] = []
    for _, tied in groupby(ranked, key=key):
        out.extend(reversed(list(tied)))
    return out
