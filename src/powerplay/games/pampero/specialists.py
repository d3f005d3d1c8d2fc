"""Gaining specialist cards (PA-23.1)."""

from __future__ import annotations

from ...core.protocol import Event
from .actions import Specialist
from .state import State

ACTION = "action"
SCORING = "scoring"


def choices(s: State) -> list[Specialist]:
    """AMB-06: one of the three face-up cards of either kind, or the top card of a kind's deck when none
    of that kind is face up (its alternative: always the top card of the chosen deck)."""
    out: list[Specialist] = []
    for kind, row, deck in (
        (ACTION, s.spec_action_row, s.spec_action_deck),
        (SCORING, s.spec_scoring_row, s.spec_scoring_deck),
    ):
        if s.options.alt("AMB-06") and deck:
            out.append(Specialist(kind))
        elif row:
            out += [Specialist(card) for card in row]
        elif deck:
            out.append(Specialist(kind))
    return out


def take(s: State, seat: int, act: Specialist, out: list[Event]) -> None:
    """PA-23.1–PA-23.3: an action card to the hand, a scoring card to the play area; the face-up row is
    refilled from its deck. A card drawn from a deck is told to nobody but its taker (its view)."""
    kind = act.card if act.card in (ACTION, SCORING) else (ACTION if act.card in s.data.cards else SCORING)
    row, deck = (s.spec_action_row, s.spec_action_deck) if kind == ACTION else (s.spec_scoring_row, s.spec_scoring_deck)
    if act.card == kind:
        card, seen = deck.pop(), False
    else:
        card, seen = act.card, True
        i = row.index(card)
        if deck:
            row[i] = deck.pop()
        else:
            row.pop(i)
    (s.hands if kind == ACTION else s.held_scoring)[seat].append(card)
    out.append(Event("specialist", {"seat": seat, "kind": kind, "card": card if seen else None}))
