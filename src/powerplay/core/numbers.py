"""Numbers as people give them to a game: an action's text writes them in the ASCII digits 0–9, a
position writes them as JSON integers written as such. Anything else is refused
in words, never read as the number it looks like: ``bank 𝟛`` (a mathematical bold digit) is not
``bank 3``, ``"round": 2.0`` is not round 2, ``"money": "50"`` not 50 Elektro.

>>> number("14")
14
>>> number("𝟛")
Traceback (most recent call last):
...
powerplay.core.errors.BadInput: not a number: '𝟛' (numbers are written in the digits 0–9, at most 18 digits)
>>> integer(2.0, "round")
Traceback (most recent call last):
...
powerplay.core.errors.BadInput: round is not a whole number: 2.0
"""

from __future__ import annotations

from typing import Final

from .errors import BadInput, Plural

MOST_DIGITS: Final = 18
"""The most digits of a number in an action: more than any count or bid of the games needs (and
every such number fits 64 bits)."""


def number(text: str, game: str | None = None) -> int:
    """The whole number ``text`` writes in the ASCII digits 0–9 (at most :data:`MOST_DIGITS` of them,
    leading zeros allowed); anything else — another script's digits, a sign, a point — is refused
    (``BadInput``, of ``game``). The games' action patterns match digits of any script (``\\d``) and
    hand them here, so that ``bank 𝟛`` is told what is wrong with its number."""
    if 0 < len(text) <= MOST_DIGITS and text.isascii() and text.isdigit():
        return int(text)
    raise BadInput(
        Plural(
            "not a number: {value} (numbers are written in the digits 0–9, at most {most} digit)",
            "not a number: {value} (numbers are written in the digits 0–9, at most {most} digits)",
            "most",
        ),
        game,
        value=repr(text),
        most=MOST_DIGITS,
    )


def integer(value: object, where: str, game: str | None = None) -> int:
    """``value`` as a JSON integer of a position or a record (``where`` names its place): never a
    boolean, a fraction, a float such as ``2.0`` or text (``BadInput``, of ``game``)."""
    if isinstance(value, int) and not isinstance(value, bool):
        return value
    raise BadInput("{where} is not a whole number: {value}", game, where=where, value=repr(value))
