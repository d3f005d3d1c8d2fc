"""Errors raised by games: every refusal names the rule it enforces."""

from __future__ import annotations


class IllegalAction(ValueError):
    """An action the rules refuse. ``rule`` is the rule number, e.g. ``"PG-7.3"``.

    >>> str(IllegalAction("PG-7.3", "plant 14 cannot store oil"))
    'PG-7.3: plant 14 cannot store oil'
    """

    def __init__(self, rule: str, message: str) -> None:
        super().__init__(f"{rule}: {message}")
        self.rule = rule
        self.message = message


class BadInput(ValueError):
    """Input that is not an action at all (unparseable text, unknown names, malformed JSON)."""
