"""The Demolition Contractor variant (CG-11): compensation for demolished plants, rising over time.

Only the Auction phase is affected. The Trust's removals are not demolitions (CG-10.11, D-16).
"""

from __future__ import annotations

from ...core.protocol import Event
from .messages import event
from .state import State


def compensate(s: State, p: int, out: list[Event]) -> None:
    """CG-11.5 (D-21): the first demolisher of this Auction phase gets the top card's ``first``
    value, every later one its ``others`` value — after paying for the new plant."""
    if not s.options.demolition or not s.demolition:
        return
    card = s.data.demolition[s.demolition[0]]
    pay = card.first if s.demolished == 0 else card.others
    s.demolished += 1
    s.money[p] += pay
    kind = "compensation.first" if s.demolished == 1 else "compensation.later"
    out.append(event(kind, {"player": p, "pay": pay, "card": card.position}))


def end_of_phase(s: State, out: list[Event]) -> None:
    """CG-11.7: after a phase with a demolition the top card leaves, unless it is the permanent last."""
    if not s.options.demolition or not s.demolished or not s.demolition:
        return
    deck = s.data.demolition
    card = deck[s.demolition[0]]
    if card.permanent or len(s.demolition) == 1:
        return
    s.demolition.pop(0)
    nxt = deck[s.demolition[0]]
    out.append(
        event("demolition", {"card": card.position, "next": nxt.position, "first": nxt.first, "others": nxt.others})
    )
