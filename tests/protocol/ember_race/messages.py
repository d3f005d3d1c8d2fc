"""Ember Race's words (``core.messages``): its events, and how its refusals' fields are written."""

from __future__ import annotations

from typing import Any

from powerplay.core import protocol
from powerplay.core.messages import Arg, MessageTable, Translations, msg, number, plural, seat

ARGS = {
    "seat": Arg(seat, "a seat, from 0"),
    "card": Arg(number, "a card's value, 1–4"),
    "steps": Arg(number, "the steps a runner has run"),
    "cards": Arg(number, "how many cards"),
}

MESSAGES = {
    "play": msg("{seat} plays a {card} and has run {steps} steps."),
    "draw": msg("{seat} draws a card."),
    "reshuffle": plural(
        "The discard pile is shuffled into a new deck of {cards} card.",
        "The discard pile is shuffled into a new deck of {cards} cards.",
        "cards",
    ),
    "finish": msg("{seat} reaches the goal: the race is over."),
}

TABLE = MessageTable("ember-race", ARGS, MESSAGES)

REFUSAL_ARGS = ARGS
"""How a refusal's fields are written (``core.errors``)."""


class RaceEvent(protocol.Event):
    """An Ember Race event: its words come from this module's table."""

    __slots__ = ()

    def describe(self, translations: Translations | None = None) -> str:
        return TABLE.render(self.kind, self.args, translations)


def describe(kind: str, args: dict[str, Any], translations: Translations | None = None) -> str:
    """The words of a stored Ember Race event."""
    return TABLE.render(kind, args, translations)
