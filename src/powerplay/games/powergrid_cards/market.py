"""The plant market and the plant deck (CG-5): order, current/future split, DRAW, removals."""

from __future__ import annotations

from ...core.protocol import Event
from ...core.rng import Rng
from ..powergrid_common import plant_market
from .data import ORM
from .messages import event
from .state import State


def shuffle(s: State, cards: list) -> None:
    """Shuffle with the game's seeded generator (CG-12.3)."""
    rng = Rng(s.rng)
    rng.shuffle(cards)
    s.rng = rng.state


def insert(s: State, card: int) -> None:
    """CG-5.1: a card enters the market in number order, right of equal numbers already there
    (a later arrival is "more expensive"); the ORM card sorts above every plant (CG-5.3)."""
    plant_market.insert(s.market, card, s.data.number.__getitem__)


def current(s: State) -> list[int]:
    """CG-5.2, CG-5.4: the 4 cheapest lots, all once the ORM card is resolved (never the ORM card:
    CG-5.3)."""
    if s.orm_resolved:
        return s.market[:]
    cur, _ = plant_market.split(s.market, s.data.current_size)
    if cur and cur[-1] == ORM:
        cur.pop()
    return cur


def future(s: State) -> list[int]:
    if s.orm_resolved:
        return []
    cur = current(s)
    return s.market[len(cur) :]


def smallest(s: State) -> int | None:
    """CG-5.7: the smallest / cheapest / weakest plant: lot 1."""
    return s.market[0] if s.market and s.market[0] != ORM else None


def remove(s: State, card: int, why: str, out: list[Event]) -> None:
    """CG-5.6: a market card leaves the game for good (public); ``why`` is the event's kind."""
    s.market.remove(card)
    if s.discount == card:
        s.discount = -1
    s.removed.append(card)
    out.append(event(why, {"plant": s.data.label[card]}))


def draw(s: State, phase: int, out: list[Event]) -> None:
    """CG-5.5 DRAW: the top card of the plant deck fills a lot."""
    number, label = s.data.number, s.data.label
    while True:
        if not s.deck:  # D-14
            out.append(event("deck-empty", {}))
            return
        card = s.deck.pop()
        if card == ORM:
            shuffle(s, s.deck)
            if phase == 1:  # CG-5.5 step 3: the highest lot of the future market until the phase ends
                insert(s, ORM)
                out.append(event("orm.drawn", {}))
            else:
                resolve_orm_phase3(s, out)
            return
        if phase == 1 and s.discount >= 0 and s.discount in s.market and number[card] < number[s.discount]:
            # CG-5.5 step 4, CG-6.17: a plant lower than the discounted one leaves with the token
            s.removed.append(card)
            out.append(event("removed.below-discount", {"plant": label[card], "discount": label[s.discount]}))
            s.discount = -1
            continue
        insert(s, card)
        out.append(event("drawn", {"plant": label[card]}))
        return


def resolve_orm_phase3(s: State, out: list[Event]) -> None:
    """CG-8.11: the ORM card drawn in phase 3 leaves with the smallest plant; nothing replaces them."""
    s.removed.append(ORM)
    out.append(event("orm.bureaucracy", {}))
    low = smallest(s)
    if low is not None:
        remove(s, low, "removed.orm-bureaucracy", out)
    s.orm_resolved = True
    s.reduced = True


def end_of_auction(s: State, out: list[Event]) -> None:
    """CG-6.19 steps 1–2: the unsold discounted plant, then the ORM card."""
    if s.discount >= 0:
        plant = s.discount
        remove(s, plant, "removed.discount-unsold", out)
        draw(s, 1, out)
    if ORM in s.market:
        s.market.remove(ORM)
        s.removed.append(ORM)
        low = smallest(s)
        if low is not None:
            remove(s, low, "removed.orm", out)
        s.orm_resolved = True
        s.reduced = True
        out.append(event("orm.resolved", {}))
    s.discount = -1


def update(s: State, out: list[Event]) -> None:
    """CG-8.10 / CG-8.12 (D-12, D-13): phase 3, step 3."""
    if s.reduced:
        low = smallest(s)
        if low is not None:
            remove(s, low, "removed.reduced", out)
        draw(s, 3, out)
        return
    plants = [c for c in s.market if c != ORM]
    if not plants:
        return
    top = plants[-1]
    s.market.remove(top)
    s.deck.insert(0, top)  # under the deck, below the ORM card
    out.append(event("under", {"plant": s.data.label[top]}))
    draw(s, 3, out)


def top_back(s: State) -> str | None:
    """CG-12.1: the back of the deck's top card (the ORM card's place is always public)."""
    if not s.deck:
        return None
    top = s.deck[-1]
    return "orm" if top == ORM else s.data.plants[top].size


def under_orm(s: State) -> int:
    """CG-12.1: how many cards lie below the ORM card (players saw them put there)."""
    return s.deck.index(ORM) if ORM in s.deck else 0
