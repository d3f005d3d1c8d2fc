"""The external market (PA-18) and venture capital (PA-19)."""

from __future__ import annotations

from typing import Final

from ...core.protocol import Event
from . import effects, grid
from .actions import Sell, Venture
from .counts import income_value
from .data import COUNTRIES, MARKETS
from .state import State

SELL: Final = "sell"
"""PA-18.2: a face-up external market card to buy."""
VENTURE: Final = "venture"
"""PA-19.1: a venture-capital slot to fill."""


def sells(s: State, seat: int) -> list[Sell]:
    """PA-18.2: the face-up cards of either country whose batteries the seat has."""
    out = []
    for country in COUNTRIES:
        for card in s.market_rows[country]:
            if card is not None and s.data.market_cards[card].batteries <= s.batteries[seat]:
                out.append(Sell(card))
    return out


def sell(s: State, seat: int, act: Sell, out: list[Event]) -> None:
    """PA-18.2–PA-18.6: pay the batteries, take the card, gain the income of each symbol on its front,
    turn it over, refill its slot from the country's deck."""
    card = s.data.market_cards[act.card]
    grid.spend_batteries(s, seat, card.batteries)
    row = s.market_rows[card.country]
    i = row.index(act.card)
    deck = s.market_decks[card.country]
    row[i] = deck.pop() if deck else None
    s.market_cards[seat].append(act.card)
    out.append(Event("market.sell", {"seat": seat, "card": act.card, "batteries": card.batteries}))
    for market in card.income:
        effects.gain_income(s, seat, market, out)


def ventures(s: State, seat: int) -> list[Venture]:
    """PA-19.1: the empty venture-capital slots whose tower is built."""
    return [Venture(c) for c in s.data.vc_columns if c <= s.level[seat] and c not in s.vc[seat]]


def venture(s: State, seat: int, act: Venture, out: list[Event]) -> None:
    """PA-19.2, PA-19.4: a token on the slot; the income of the furthest marker standing in that stripe
    (AMB-07: none there gives $0; its alternative: the furthest marker anywhere). The zone value came
    with the card (PA-19.3)."""
    s.vc[seat].append(act.column)
    data = s.data
    if s.options.alt("AMB-07"):
        values = [income_value(s, seat, m) for m in MARKETS]
    else:
        values = [
            income_value(s, seat, m)
            for i, m in enumerate(MARKETS)
            if data.income_column[s.income[seat][i]] == act.column
        ]
    amount = max(values, default=0)
    s.money[seat] += amount
    out.append(Event("venture", {"seat": seat, "column": act.column, "income": amount}))
