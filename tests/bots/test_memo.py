"""The bots' memo (``ai/memo.py``): the same answers as the function, a bounded table."""

from __future__ import annotations

import doctest

from powerplay.ai import memo as memo_module
from powerplay.ai.memo import memo


def test_doctests():
    assert doctest.testmod(memo_module).failed == 0


def test_answers_are_remembered_and_the_table_is_bounded():
    calls = []

    @memo(3)
    def double(x):
        calls.append(x)
        return 2 * x

    assert [double(x) for x in (1, 2, 1, 2)] == [2, 4, 2, 4]
    assert calls == [1, 2]
    for x in range(10):
        assert double(x) == 2 * x
    assert double(9) == 18 and calls[-1] == 9
    double.cache_clear()
    assert double(9) == 18 and calls[-2:] == [9, 9]
    assert double.__wrapped__(5) == 10 and double.__name__ == "double"
