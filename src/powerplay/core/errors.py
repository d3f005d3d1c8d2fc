"""Errors raised by games: every refusal names the rule it enforces."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .messages import Translations


class IllegalAction(ValueError):
    """An action the rules refuse. ``rule`` is the rule number, e.g. ``"PG-7.3"``.

    >>> str(IllegalAction("PG-7.3", "plant 14 cannot store oil"))
    'PG-7.3: plant 14 cannot store oil'
    """

    def __init__(self, rule: str, message: str) -> None:
        super().__init__(f"{rule}: {message}")
        self.rule = rule
        self.message = message

    def describe(self, translations: Translations | None = None) -> str:
        """The refusal in the reader's words: ``PG-7.3: …`` (the rule id kept as is)."""
        return str(self)


class BadInput(ValueError):
    """Input that is not an action at all (unparseable text, unknown names, malformed JSON)."""

    def describe(self, translations: Translations | None = None) -> str:
        """The complaint in the reader's words."""
        return str(self)
