"""A bounded memo for the pure functions of the bots (plant values, purchase plans, fuel tables).

``functools.lru_cache`` keeps a linked list of its entries: one more object per entry that the
garbage collector walks on every full collection, and the bots' caches hold tens of thousands of
entries (search meets the same positions again and again). This memo is a plain dict, emptied when
it is full: nothing for the collector to walk but the entries themselves (tuples of numbers, which it
stops tracking), and the same answers.

>>> @memo(2)
... def square(x):
...     return x * x
>>> square(3), square(3), square(4), square(5)
(9, 9, 16, 25)
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

F = TypeVar("F", bound=Callable[..., Any])


def memo(maxsize: int) -> Callable[[F], F]:
    """Remember a pure function's answers by its (hashable, positional) arguments; forget them all
    when ``maxsize`` are kept. ``f.cache_clear()`` forgets them at once."""

    def decorate(f: F) -> F:
        table: dict = {}

        def remembered(*args: Any) -> Any:
            try:
                return table[args]
            except KeyError:
                pass
            if len(table) >= maxsize:
                table.clear()
            value = table[args] = f(*args)
            return value

        remembered.__wrapped__ = f  # type: ignore[attr-defined]
        remembered.__doc__ = f.__doc__
        remembered.__name__ = f.__name__
        remembered.__qualname__ = f.__qualname__
        remembered.cache_clear = table.clear  # type: ignore[attr-defined]
        return remembered  # type: ignore[return-value]

    return decorate
