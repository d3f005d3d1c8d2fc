"""The Trust of the 2-player game "Against the Trust" (CG-10): automatic, no money, never scores."""

from __future__ import annotations

from ...core.protocol import Event
from .data import GAS, OIL
from .market import current, draw
from .messages import event
from .resources import to_column1
from .state import State

MAX_PLANTS = 3
"""CG-10.5: the Trust's row holds 3 plants; a 4th pushes out the oldest."""


def take_plant(s: State, out: list[Event]) -> None:
    """CG-10.4, CG-10.5: once per Auction phase, after the human at position 1 has bought or passed,
    the largest plant of the current market, free; the lot is refilled by DRAW."""
    s.trust_took = True
    cur = current(s)
    if not cur:
        out.append(event("trust.no-plant", {}))
        return
    top = cur[-1]
    s.market.remove(top)
    if s.discount == top:  # CG-6.16
        s.discount = -1
    s.trust_plants.append(top)
    out.append(event("trust.plant", {"plant": s.data.label[top]}))
    if len(s.trust_plants) > MAX_PLANTS:
        old = s.trust_plants.pop(0)
        s.removed.append(old)
        out.append(event("trust.removes", {"plant": s.data.label[old]}))
    draw(s, 1, out)


def _cheapest(s: State, r: int) -> int:
    """D-17: the column (1–4) of the cheapest card of type ``r`` in the market, 0 if none."""
    if s.col1[r]:
        return 1
    card_type = s.data.card_type
    for k, column in enumerate(s.columns):
        for c in column:
            if card_type[c] == r:
                return k + 2
    return 0


def _take(s: State, r: int, column: int) -> tuple[int, int]:
    """Take the first card of type ``r`` from ``column`` (market order); return (card, value),
    card -1 for a single."""
    if column == 1:
        s.col1[r] -= 1
        s.trust_singles[r] += 1
        return -1, 1
    col = s.columns[column - 2]
    for c in col:
        if s.data.card_type[c] == r:
            col.remove(c)
            s.trust_cards.append(c)
            return c, s.value[c]
    raise AssertionError("no such card")


def _turn_down(s: State, card: int, r: int, surplus: int) -> None:
    """CG-10.6 step 3 (CG-7.6): the surplus units go to column 1 as single cards."""
    s.value[card] -= surplus
    to_column1(s, r, surplus)


def take_resources(s: State, out: list[Event]) -> None:
    """CG-10.6 (D-17): free, for one production of all its plants: plain types in type order, the
    cheapest card first (column 1, then 2, 3, 4; in a column the first in market order); a plain
    gas/oil surplus feeds the hybrids; then the hybrids take the cheaper of gas and oil (gas on a
    tie); any remaining surplus is turned down into column 1."""
    need = [0, 0, 0, 0, 0]
    burns = s.data.burns
    for p in s.trust_plants:
        for r, n in enumerate(burns[p]):
            need[r] += n
    hybrid = need[4]
    taken = [0, 0, 0, 0]
    for r in range(4):
        last = -1
        while need[r] > 0:
            column = _cheapest(s, r)
            if not column:
                break  # CG-10.6 step 5
            last, v = _take(s, r, column)
            need[r] -= v
            taken[r] += v
        if need[r] < 0:
            surplus = -need[r]
            if r in (GAS, OIL) and hybrid > 0:
                t = min(surplus, hybrid)
                hybrid -= t
                surplus -= t
            if surplus:
                _turn_down(s, last, r, surplus)
                taken[r] -= surplus
            need[r] = 0
    while hybrid > 0:
        g, o = _cheapest(s, GAS), _cheapest(s, OIL)
        if not g and not o:
            break
        r = GAS if g and (not o or g <= o) else OIL
        card, v = _take(s, r, g if r == GAS else o)
        hybrid -= v
        taken[r] += v
        if hybrid < 0:
            _turn_down(s, card, r, -hybrid)
            taken[r] += hybrid
            hybrid = 0
    if any(taken):
        out.append(event("trust.resources", {"resources": taken}))
    else:
        out.append(event("trust.no-resources", {}))


def bureaucracy(s: State, out: list[Event]) -> None:
    """CG-10.8 (D-24): the Trust produces without income, then discards every resource it holds:
    cards to the discard pile, singles to the single supply."""
    s.discard.extend(s.trust_cards)
    s.trust_cards.clear()
    for r in range(4):
        s.supply[r] += s.trust_singles[r]
        s.trust_singles[r] = 0
    out.append(event("trust.produce", {}))
