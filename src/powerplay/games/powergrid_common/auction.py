"""The bidding round both games use (PG-6.5; CG-6.8): bids go around a ring of seats."""

from __future__ import annotations

from collections.abc import Container, Sequence


def next_bidder(ring: Sequence[int], after: int, still_in: Container[int], leader: int) -> int:
    """PG-6.5 a, c / CG-6.8 step 2: the next seat of ``ring`` (the bidding order: seat order,
    i.e. ``range(players)``, unless a game says otherwise) after ``after`` still in the auction,
    other than the high bidder; the high bidder when nobody else is left.

    >>> next_bidder(range(4), 1, [0, 1, 3], 1)
    3
    >>> next_bidder([2, 0, 1], 1, [0, 1, 2], 2)
    0
    """
    k = len(ring)
    i = ring.index(after)
    for step in range(1, k + 1):
        q = ring[(i + step) % k]
        if q != leader and q in still_in:
            return q
    return leader


def min_bid(number: int, discounted: bool, discount_bid: int = 1) -> int:
    """PG-6.4 b / CG-6.2, CG-6.6: a plant's number, or the discount token's bid while it lies on it."""
    return discount_bid if discounted else number
