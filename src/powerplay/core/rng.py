"""A seeded random generator whose whole state is one integer (SplitMix64).

It is held in the game state, copied for free and gives the same draws on every machine and
Python version, unlike :mod:`random`, whose algorithms may change between releases.
"""

from __future__ import annotations

_SPAN = 1 << 64
_MASK = _SPAN - 1


class Rng:
    """SplitMix64 generator.

    >>> r = Rng(7); a = [r.below(10) for _ in range(5)]
    >>> r2 = Rng(7); a == [r2.below(10) for _ in range(5)]
    True
    """

    __slots__ = ("state",)

    def __init__(self, seed: int) -> None:
        self.state = seed & _MASK

    def below(self, n: int) -> int:
        """A uniform integer in ``range(n)`` (rejection sampling: no modulo bias)."""
        limit = _SPAN - _SPAN % n
        state = self.state
        while True:  # one SplitMix64 step
            state = (state + 0x9E3779B97F4A7C15) & _MASK
            z = ((state ^ (state >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
            z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
            x = z ^ (z >> 31)
            if x < limit:
                self.state = state
                return x % n

    def shuffle(self, items: list) -> None:
        """Fisher–Yates shuffle in place."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]

    def choice(self, items: list):
        return items[self.below(len(items))]

    def __repr__(self) -> str:
        return f"Rng(state={self.state})"
