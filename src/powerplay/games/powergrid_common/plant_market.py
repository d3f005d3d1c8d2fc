"""The plant market's two rows (PG-3.9, PG-6.7; CG-5.1, CG-5.2): the cards are kept in order and
the lowest ones form the current market, the rest the future market."""

from __future__ import annotations

from bisect import insort
from collections.abc import Callable
from typing import Any, TypeVar

T = TypeVar("T")


def insert(lots: list[T], card: T, key: Callable[[T], Any]) -> None:
    """CG-5.1: a new card takes its place by ``key``; equal keys go to the right of those there."""
    insort(lots, card, key=key)


def split(lots: list[T], current: int) -> tuple[list[T], list[T]]:
    """PG-3.9 d / CG-5.2: the ``current`` lowest lots are the current market, the rest the future."""
    return lots[:current], lots[current:]
