"""The plant market, the deck and the Steps (PG-3.9, PG-6.7, PG-6.8, PG-9.4, PG-10)."""

from __future__ import annotations

from ...core.protocol import Event
from ...core.rng import Rng
from ..powergrid_common.plant_market import split
from .data import STEP3
from .messages import event
from .state import State


def label(card: int) -> str:
    return "the Step 3 card" if card == STEP3 else f"plant {card:02d}"


def shuffle(s: State, cards: list[int]) -> None:
    """Shuffle with the game's seeded generator."""
    rng = Rng(s.rng)
    rng.shuffle(cards)
    s.rng = rng.state


def resort(s: State) -> None:
    """PG-3.9 d / PG-19.1: Steps 1–2 keep the 4 lowest cards current; Step 3 has one row of 6."""
    cards = sorted(s.current + s.future)
    if s.step == 3:
        s.current, s.future = cards, []
    elif cards and cards[-1] == STEP3 and len(cards) <= 4:  # the Step 3 card is never current
        s.current, s.future = cards[:-1], [STEP3]
    else:
        s.current, s.future = split(cards, 4)


def remove_from_game(s: State, card: int, why: str, out: list[Event], largest: int = 0) -> None:
    """A market plant leaves the game; ``why`` is the event's kind (``removed.step2``...)."""
    if card in s.current:
        s.current.remove(card)
    elif card in s.future:
        s.future.remove(card)
    if s.discount == card:
        s.discount = 0
    s.removed.append(card)
    out.append(event(why, {"plant": card, "largest": largest} if largest else {"plant": card}))


def reveal(s: State, out: list[Event], in_phase: int) -> int | None:
    """Reveal the top deck card into the market (PG-6.7 b/c, PG-10.3, PG-10.4).

    Returns the plant added, or ``None`` when the deck is empty or the Step 3 card came up.
    """
    if not s.deck:
        out.append(event("deck-empty", {}))
        return None
    card = s.deck.pop()
    if card in s.under:
        s.under.remove(card)
    if card == STEP3:
        step3_revealed(s, out, in_phase)
        return None
    s.future.append(card)
    resort(s)
    out.append(event("revealed", {"plant": card}))
    if s.options.classic:
        drop_low_plants(s, out, in_phase)
    return card


def drop_low_plants(s: State, out: list[Event], in_phase: int) -> None:
    """Classic C-11: market plants numbered at or below the largest network leave at once, each
    replaced from the deck."""
    largest = max(len(c) for c in s.cities)
    while s.current and s.current[0] != STEP3 and s.current[0] <= largest:
        remove_from_game(s, s.current[0], "removed.classic-network", out, largest)
        reveal(s, out, in_phase)


def step3_revealed(s: State, out: list[Event], in_phase: int) -> None:
    """PG-10.3 (Phase 2) and PG-10.4 (Phase 5): the Step 3 card comes up."""
    out.append(event("step3-card", {}))
    s.under.clear()
    shuffle(s, s.deck)
    if in_phase == 2:
        s.future.append(STEP3)  # PG-10.3 a: the highest card of the future market until Phase 2 ends
        resort(s)  # PG-3.9 d: the 4 lowest plants stay current (the bought plant's gap is filled)
        s.step3_revealed = True
        return
    # PG-10.4 a (classic C-13: also in Phase 4, Step 3 then starts with this Phase 5): remove the
    # Step 3 card and the lowest current plant, no replacements.
    s.removed.append(STEP3)
    if s.current:
        remove_from_game(s, s.current[0], "removed.step3-card", out)
    resort(s)
    s.step3_next_round = True
    if s.step == 1:
        s.step2_owed = True  # PG-10.6, Phase-5 case


def replace_bought(s: State, out: list[Event]) -> None:
    """PG-6.7: after a plant leaves the market in Phase 2, reveal its replacement.

    a. While the discount token lies on the lowest plant, a revealed card numbered lower than that
    plant is removed, the token is taken off, and the next card is revealed instead.
    """
    card = reveal(s, out, 2)
    if card is not None and s.discount and card < s.discount:
        remove_from_game(s, card, "removed.below-discount", out)
        out.append(event("discount.leaves", {"plant": s.discount}))
        s.discount = 0
        reveal(s, out, 2)


def place_discount(s: State, out: list[Event]) -> None:
    """PG-6.2: the discount token goes on the lowest current plant (Step 3: lowest of 6, D-22)."""
    if s.options.classic or not s.current:
        s.discount = 0
        return
    s.discount = s.current[0]
    out.append(event("discount.placed", {"plant": s.discount}))


def step2_removal(s: State, out: list[Event], in_phase: int) -> None:
    """PG-10.2 c: remove the lowest current plant and reveal its replacement."""
    if s.current:
        remove_from_game(s, s.current[0], "removed.step2", out)
    reveal(s, out, in_phase)


def begin_step2(s: State, out: list[Event], in_phase: int) -> None:
    """PG-10.2: Step 2 begins (second houses in cities, Step 2 refill, one plant replaced).

    PG-10.6: its effects happen once — a Step 2 still owed to a Step 3 card that came up earlier
    (classic C-13: in this Phase 4) is settled by this one.
    """
    s.step = 2
    s.step2_owed = False
    out.append(event("step.2", {}))
    step2_removal(s, out, in_phase)


def begin_step3(s: State, out: list[Event]) -> None:
    """PG-10.5: Step 3 — one market row of up to 6 plants, third houses at 20."""
    s.step = 3
    s.step3_revealed = s.step3_next_round = s.step2_owed = False
    resort(s)
    out.append(event("step.3", {}))


def end_auction_phase(s: State, out: list[Event]) -> None:
    """PG-6.13 a–b (D-04): discount end check, then Step 3 card handling.

    Classic (C-07): with no discount token, a round in which nobody bought a plant removes the
    lowest current plant instead.
    """
    if s.options.classic and not any(s.got_plant) and s.current and s.current[0] != STEP3:
        remove_from_game(s, s.current[0], "removed.classic-no-purchase", out)
        reveal(s, out, 2)
    if s.discount:
        plant = s.discount
        remove_from_game(s, plant, "removed.discount-unsold", out)
        resort(s)
        reveal(s, out, 2)
    if s.step3_revealed:
        if s.step == 1:  # PG-10.3 c, PG-10.6
            s.step = 2
            out.append(event("step.2-before-3", {}))
            step2_removal(s, out, 2)
        s.future.remove(STEP3)
        s.removed.append(STEP3)
        if s.current:
            remove_from_game(s, s.current[0], "removed.step3", out)
        begin_step3(s, out)  # PG-10.3 e: from Phase 3 of this round


def start_of_round(s: State, out: list[Event]) -> None:
    """PG-10.4 e / PG-10.6: a Step 3 card revealed in Phase 5 starts Step 3 now."""
    if s.step3_next_round:
        if s.step2_owed:
            out.append(event("step.2-owed", {}))
            s.step = 2
            step2_removal(s, out, 1)
        begin_step3(s, out)


def update_market(s: State, out: list[Event]) -> None:
    """PG-9.4: Steps 1–2 put the highest plant under the deck; Step 3 removes the lowest."""
    if s.step < 3:
        if not s.future:
            return
        top = s.future.pop()
        s.deck.insert(0, top)
        s.under.append(top)
        out.append(event("under", {"plant": top}))
        reveal(s, out, 5)
    else:
        if s.current:
            remove_from_game(s, s.current[0], "removed.market", out)
        reveal(s, out, 5)
