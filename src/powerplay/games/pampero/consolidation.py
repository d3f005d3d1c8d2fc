"""The consolidation phase (PA-26) and the turn-order phase (PA-27)."""

from __future__ import annotations

from typing import Final

from ...core.protocol import Event
from . import grid
from .actions import TakeBack
from .counts import income_value
from .data import MARKETS, ROWS
from .state import Phase, State, Step

TAKE_BACK: Final = "take-back"
"""PA-26.4: the row to take the rightmost card back from."""


def begin(s: State) -> None:
    """PA-26.1: consolidation begins once every player has taken three actions."""
    s.phase = Phase.CONSOLIDATION
    s.turn = 0


def advance(s: State, out: list[Event]) -> bool:
    """PA-26.2: each player in turn order, steps 1–5; a player with cards in both rows chooses the row
    (``TAKE_BACK``). Returns True once every player is done."""
    while s.turn < s.players:
        seat = s.order[s.turn]
        filled = [row for row in ROWS if any(held is not None for held in s.rows[seat][row])]
        if len(filled) == 2:
            s.pending.append(Step(TAKE_BACK, seat))
            return False
        if filled:
            take_back(s, seat, filled[0], out)
        finish(s, seat, out)
        s.turn += 1
    return True


def choices(s: State, seat: int) -> list[TakeBack]:
    return [TakeBack(row) for row in ROWS if any(held is not None for held in s.rows[seat][row])]


def take_back(s: State, seat: int, row: str, out: list[Event]) -> None:
    """PA-26.4: the rightmost card of the row goes back to the hand, its link tokens to the play area."""
    slots = s.rows[seat][row]
    i = max(k for k, held in enumerate(slots) if held is not None)
    held = slots[i]
    assert held is not None
    card = held[0]
    slots[i] = None
    s.hands[seat].append(card)
    s.links[seat] += s.on_cards[seat].pop(card, [])
    out.append(Event("card.back", {"seat": seat, "card": card, "row": row}))


def chosen(s: State, seat: int, act: TakeBack, out: list[Event]) -> None:
    """The row chosen; then the player's steps 3–5."""
    take_back(s, seat, act.row, out)
    finish(s, seat, out)
    s.turn += 1


def finish(s: State, seat: int, out: list[Event]) -> None:
    """PA-26.5–PA-26.8: produce batteries (as many as the supply has), the storage limit (PA-35.5),
    every income marker's income, then the time disc one space on (on top of any there, never past the
    last space)."""
    made = grid.gain_batteries(s, seat, grid.production(s, seat))
    lost = 0
    if s.options.battery_limit:
        lost = max(0, s.batteries[seat] - grid.storage_limit(s, seat))
        if lost:
            grid.spend_batteries(s, seat, lost)
    income = sum(income_value(s, seat, m) for m in MARKETS)
    s.money[seat] += income
    moved = move_time(s, seat, 1)
    out.append(
        Event(
            "consolidation",
            {
                "seat": seat,
                "batteries": made,
                "discarded": lost,
                "income": income,
                "time": s.time(seat),
                "moved": moved,
            },
        )
    )


def move_time(s: State, seat: int, spaces: int) -> int:
    """PA-7.4, PA-7.5: the time disc moves on, onto the top of the stack there, never past the last
    space. Returns the spaces moved."""
    here = s.time(seat)
    there = min(here + spaces, len(s.track) - 1)
    if there == here:
        return 0
    s.track[here].remove(seat)
    s.track[there].append(seat)
    return there - here


def all_at_end(s: State) -> bool:
    """PA-27.1: every time disc is on the last space."""
    return len(s.track[-1]) == s.players


def turn_order(s: State, out: list[Event]) -> None:
    """PA-27.2: the bottom row's discs first, the most ahead first, then the top row's, the same way;
    all in the top row again."""
    bottom = [p for p in s.order if s.down[p]]
    top = [p for p in s.order if not s.down[p]]

    def ahead(p: int) -> tuple[int, int]:
        return s.ahead(p)

    s.order = sorted(bottom, key=ahead, reverse=True) + sorted(top, key=ahead, reverse=True)
    s.down = [False] * s.players
    out.append(Event("turn-order", {"order": s.order[:]}))
