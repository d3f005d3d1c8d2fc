"""What one seat of a card game may know (CG-12), for its bot: read off the state in place.

An observation is made in O(1) (the state and the seat, nothing copied); each attribute or method
reads the state when asked. It answers what the seat's display view (``view.py``) shows, in the
engine's own terms (plant and card indexes, resource types ``coal, gas, oil, uranium``):

* public (CG-12.1): the options, round, phase, final round and turn order; every seat's plants,
  cards and units, its income and whether it is still in the Auction phase; both market rows, the
  ORM card and the discount token; the running auction and a pending demolition or discard; the
  resource columns, the single supply, the discard pile and the size of the resource deck; the
  Trust; the demolition deck; the plants removed in public;
* about the plant deck: its size, the back of its top card and how many cards lie below the ORM card;
* every seat's money, except with ``hidden_money`` (D-18) the others' until the game is over.

Hidden (CG-12.2), and out of reach: the plant deck's order and identities, the plants removed unseen
at setup (the box), the resource deck's order, the generator state and hidden money.
:meth:`public_state` gives the search a state to deal samples into: a copy with those parts emptied.

Values come as ints and tuples; nothing returned lets a bot change the game.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any, NamedTuple

from ....ai.observation import Observation
from ..auction import min_bid
from ..data import ORM, Components
from ..market import current, future, top_back, under_orm
from ..rules import legal
from ..state import Options, Phase, State
from ..storage import holding
from ..view import view


class AuctionSeen(NamedTuple):
    """A running auction (CG-6.8): the plant, the high bid and its bidder, the auctioneer, the seats
    still in and who answers next."""

    plant: int
    high: int
    leader: int
    auctioneer: int
    still_in: tuple[int, ...]
    to_act: int


class CardsObservation(Observation):
    """What ``seat`` may know of a card game now (see the module text)."""

    __slots__ = ("_s",)

    def __init__(self, state: State, seat: int, legal_actions: list[Any] | None = None):
        self._s = state
        self.seat = seat
        self._legal = legal_actions
        self._view = None

    @classmethod
    def of(cls, game: Any, seat: int) -> CardsObservation:
        """The observation of ``seat`` in a :class:`PowerGridCardsGame`."""
        return cls(game.state, seat)

    def _list_legal(self) -> list[Any]:
        return legal(self._s)

    def _build_view(self) -> dict:
        return view(self._s, self.seat)

    # ---- the game ---------------------------------------------------------------------------------
    @property
    def options(self) -> Options:
        return self._s.options

    @property
    def data(self) -> Components:
        """The components the game is played with (plants, cards, tables: public)."""
        return self._s.data

    @property
    def players(self) -> int:
        """The human seats."""
        return self._s.options.players

    @property
    def round(self) -> int:
        return self._s.round

    @property
    def phase(self) -> str:
        return self._s.phase

    @property
    def final(self) -> bool:
        """CG-9.1: this is the final round."""
        return self._s.final

    @property
    def order(self) -> tuple[int, ...]:
        """The turn order (the Trust is ``data.TRUST``, -1)."""
        return tuple(self._s.order)

    @property
    def over(self) -> bool:
        return self._s.phase == Phase.OVER

    # ---- the seats --------------------------------------------------------------------------------
    def money(self, p: int) -> int | None:
        """A seat's money; with ``hidden_money`` another's is None until the game is over (D-18)."""
        s = self._s
        if p == self.seat or not s.options.hidden_money or s.phase == Phase.OVER:
            return s.money[p]
        return None

    @property
    def my_money(self) -> int:
        return self._s.money[self.seat]

    def plants(self, p: int) -> tuple[int, ...]:
        """A seat's plants (indexes into ``data.plants``), in the order it got them."""
        return tuple(self._s.plants[p])

    def units(self, p: int) -> tuple[int, ...]:
        """A seat's units per type (its single cards and its cards' values, CG-4.5)."""
        return tuple(holding(self._s, p))

    def cards(self, p: int) -> tuple[int, ...]:
        """A seat's resource cards (indexes into ``data.cards``; see :meth:`value`), singles aside."""
        return tuple(self._s.cards[p])

    def singles(self, p: int) -> tuple[int, ...]:
        """A seat's single cards, counted per type."""
        return tuple(self._s.singles[p])

    def income(self, p: int) -> int | None:
        """What the seat earned in the last Bureaucracy phase (CG-8.3)."""
        return self._s.income[p]

    def active(self, p: int) -> bool:
        """CG-6.3: in the Auction phase, a seat that has neither bought a plant nor passed."""
        s = self._s
        return s.phase == Phase.AUCTION and s.active(p)

    # ---- the plant market --------------------------------------------------------------------------
    @property
    def current(self) -> tuple[int, ...]:
        """The plants that may be auctioned (CG-5.2)."""
        return tuple(current(self._s))

    @property
    def future(self) -> tuple[int, ...]:
        """The future market, the ORM card left out (see :attr:`orm_in_market`)."""
        return tuple(x for x in future(self._s) if x != ORM)

    @property
    def orm_in_market(self) -> bool:
        """CG-5.5: the ORM card has come up and shows in the market until its phase ends."""
        return ORM in self._s.market

    @property
    def orm_in_deck(self) -> bool:
        """The ORM card is still in the plant deck (it shows when drawn and leaves in public)."""
        s = self._s
        return not s.orm_resolved and ORM not in s.market

    @property
    def orm_resolved(self) -> bool:
        return self._s.orm_resolved

    @property
    def discount(self) -> int:
        """CG-6.2: the plant with the discount token (-1: none)."""
        return self._s.discount

    @property
    def removed(self) -> tuple[int, ...]:
        """The plants removed from the game in public (the ORM card left out)."""
        return tuple(x for x in self._s.removed if x != ORM)

    @property
    def auction(self) -> AuctionSeen | None:
        a = self._s.auction
        if a is None:
            return None
        return AuctionSeen(a.plant, a.high, a.leader, a.auctioneer, tuple(a.still_in), a.to_act)

    def openings(self) -> tuple[tuple[int, int], ...]:
        """With no auction running, the plants the seat may open and the least it may bid on each
        (CG-6.5, CG-6.6: a current plant it can pay the minimum bid for), in market order."""
        s = self._s
        money = s.money[self.seat]
        out = []
        for plant in current(s):
            lo = min_bid(s, plant)
            if lo <= money:
                out.append((plant, lo))
        return tuple(out)

    def may_pass(self, openings: tuple[tuple[int, int], ...]) -> bool:
        """With ``openings`` (``openings()``): whether the seat may pass the phase (CG-6.13: not in
        round 1, D-10: unless it can afford no plant)."""
        return self._s.round > 1 or not openings

    @property
    def pending(self) -> tuple[str, int] | None:
        """CG-6.14, CG-6.15: a demolition or discard the seat must make first: (kind, seat)."""
        s = self._s
        return (s.pending, s.pending_seat) if s.pending else None

    # ---- the plant deck ------------------------------------------------------------------------------
    @property
    def deck_count(self) -> int:
        return len(self._s.deck)

    @property
    def top_back(self) -> str | None:
        """The back of the deck's top card: ``"small"``, ``"big"`` or ``"orm"`` (CG-12.1)."""
        return top_back(self._s)

    @property
    def under_orm(self) -> int:
        """How many cards lie below the ORM card (CG-12.1)."""
        return under_orm(self._s)

    # ---- the resource market ------------------------------------------------------------------------
    @property
    def column1(self) -> tuple[int, ...]:
        """Single cards in column 1, per type."""
        return tuple(self._s.col1)

    def column(self, k: int) -> tuple[int, ...]:
        """The cards of column ``k`` (2 to 4), top to bottom."""
        return tuple(self._s.columns[k - 2])

    def value(self, card: int) -> int:
        """A resource card's current value (its type: ``data.card_type``)."""
        return self._s.value[card]

    def offers(self) -> Iterator[tuple[int, int, int]]:
        """Every card on sale as (type, units, column 1 to 4)."""
        s = self._s
        for r, n in enumerate(s.col1):
            for _ in range(n):
                yield r, 1, 1
        value = s.value
        card_type = s.data.card_type
        for k, column in enumerate(s.columns):
            for c in column:
                yield card_type[c], value[c], k + 2

    def market_key(self) -> tuple:
        """The resource market as a value (equal for equal markets): column 1's singles, the cards
        of columns 2 to 4 and their values."""
        s = self._s
        value = s.value
        c2, c3, c4 = s.columns
        return (tuple(s.col1), tuple(c2), tuple(c3), tuple(c4), tuple([value[c] for c in c2 + c3 + c4]))

    @property
    def supply(self) -> tuple[int, ...]:
        """The single supply, per type."""
        return tuple(self._s.supply)

    @property
    def discard(self) -> tuple[int, ...]:
        return tuple(self._s.discard)

    @property
    def res_deck_count(self) -> int:
        return len(self._s.res_deck)

    @property
    def reshuffles(self) -> int:
        return self._s.reshuffles

    # ---- the Trust and the demolition deck -----------------------------------------------------------
    @property
    def trust_plants(self) -> tuple[int, ...]:
        return tuple(self._s.trust_plants)

    @property
    def trust_cards(self) -> tuple[int, ...]:
        return tuple(self._s.trust_cards)

    @property
    def demolition_deck(self) -> tuple[int, ...]:
        """CG-11: the demolition cards left (indexes into ``data.demolition``), the top one first."""
        return tuple(self._s.demolition)

    # ---- for the search -----------------------------------------------------------------------------
    def public_state(self) -> State:
        """A copy of the state with the hidden parts emptied: no plant deck, no box, no resource
        deck, hidden money 0, the generator 0. The rest is what the seat saw happen (including the
        bookkeeping the rules keep: who bought and who passed, the demolitions of this phase).
        Determinisation deals samples into it."""
        s = self._s.copy()
        s.deck = []
        s.box = []
        s.res_deck = []
        s.rng = 0
        if s.options.hidden_money and s.phase != Phase.OVER:
            for p in range(s.players):
                if p != self.seat:
                    s.money[p] = 0
        return s

    def __repr__(self) -> str:
        s = self._s
        return f"<CardsObservation P{self.seat + 1}, round {s.round}, {s.phase}>"
