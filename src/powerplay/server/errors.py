"""The server's refusals: an ``ApiError`` is a 4xx (or 5xx) answer with its message in the reader's
language and the rule it enforces; nothing has changed (``guard.refused`` writes it)."""

from __future__ import annotations

from fastapi import HTTPException

from .. import i18n
from ..core.errors import BadInput, IllegalAction
from .language import Text, say

Refusal = str | Text | IllegalAction | BadInput
"""What a refusal says: a server message (``language._``), or the rules' own refusal."""


class ApiError(HTTPException):
    """A refusal: HTTP status, message, the rule it enforces (if any) and headers (e.g. Retry-After).
    Nothing has changed. The message is put in words for its reader (``say``); ``message`` is its
    English (for the logs). A rule's refusal names its rule."""

    def __init__(self, status: int, message: Refusal, rule: str | None = None, headers: dict[str, str] | None = None):
        english = message.message if isinstance(message, IllegalAction) else str(message)
        super().__init__(status, english, headers)
        self.source = message
        self.message = english
        self.rule = message.rule if rule is None and isinstance(message, IllegalAction) else rule

    def say(self, lang: str) -> str:
        """The message in ``lang`` (a rule's refusal without its rule id: ``rule`` carries it)."""
        m = self.source
        if isinstance(m, IllegalAction):
            return m.describe(i18n.translations(lang)).removeprefix(f"{m.rule}: ")
        if isinstance(m, BadInput):
            return m.describe(i18n.translations(lang))
        return say(m, lang)
