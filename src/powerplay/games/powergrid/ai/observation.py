"""What one seat of a Power Grid game may know (PG-15), for its bot: read off the state in place.

An observation is made in O(1) (the state and the seat, nothing copied); each attribute or method
reads the state when asked. It answers what the seat's display view (``view.py``) shows, in the
engine's own terms (plant numbers, city indexes, resource indexes ``coal, oil, garbage, uranium``):

* public (PG-15.2): the options, round, phase, Step and turn order; every player's plants, tokens,
  cities and markers (got a plant, passed, done, cities powered); the resource market and supply,
  the USA coal storage, the plant market and discount token, the running auction and a pending
  scrap; the houses on the board and the marks; the trust; the plants removed from the game;
* about the deck (PG-15.3): its size, the back of its top card, the plants seen going under it
  (D-24) and whether the Step 3 card is still in it;
* the seat's own money; the others' only in the classic game (C-15) or once the game is over
  (PG-11.3);
* the building costs of the seat's own turn.

Hidden, and out of reach: the deck's order and the plants in it, the box (plants removed unseen at
setup), the other players' money and the generator state. :meth:`public_state` gives the search a
state to deal samples into: a copy with those parts emptied.

Values come as ints and tuples; nothing returned lets a bot change the game.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any, NamedTuple

from ....ai.observation import Observation
from ..auction import min_bid
from ..building import SLOT_COSTS, build_cost, connectable, houses
from ..data import CLASSIC, EMPTY, PLANTS, SETUP, STEP3, Zone
from ..resources import has_storage
from ..rules import allows, legal
from ..state import Options, Phase, State
from ..view import view

_END_CITIES = {p: row["endCities"] for p, row in SETUP["byPlayers"].items()}


class AuctionSeen(NamedTuple):
    """A running auction (PG-6.5): the plant, the high bid and its bidder, the bidders still in,
    who answers next, and who put the plant up."""

    plant: int
    high: int
    leader: int
    active: tuple[int, ...]
    to_act: int
    starter: int


class PowerGridObservation(Observation):
    """What ``seat`` may know of a Power Grid game now (see the module text)."""

    __slots__ = ("_s",)

    def __init__(self, state: State, seat: int, legal_actions: list[Any] | None = None):
        self._s = state
        self.seat = seat
        self._legal = legal_actions
        self._view = None

    @classmethod
    def of(cls, game: Any, seat: int) -> PowerGridObservation:
        """The observation of ``seat`` in a :class:`PowerGridGame`."""
        return cls(game.state, seat)

    def _list_legal(self) -> list[Any]:
        return legal(self._s)

    def _build_view(self) -> dict:
        return view(self._s, self.seat)

    def allows(self, action: Any) -> bool:
        """Whether ``action`` is among the legal actions (buying and building: without listing them)."""
        if self._legal is not None:
            return action in self._legal
        return allows(self._s, action)

    # ---- the game ---------------------------------------------------------------------------------
    @property
    def options(self) -> Options:
        return self._s.options

    @property
    def players(self) -> int:
        return self._s.options.players

    @property
    def classic(self) -> bool:
        return self._s.options.classic

    @property
    def zone(self) -> Zone:
        """The board's cities in play and their distances (static data)."""
        return self._s.zone

    @property
    def round(self) -> int:
        return self._s.round

    @property
    def phase(self) -> str:
        return self._s.phase

    @property
    def step(self) -> int:
        return self._s.step

    @property
    def order(self) -> tuple[int, ...]:
        return tuple(self._s.order)

    @property
    def over(self) -> bool:
        return self._s.phase == Phase.OVER

    @property
    def phase_out(self) -> bool:
        """PG-12.1: the Germany side's nuclear phase-out has begun."""
        return self._s.phase_out

    @property
    def end_cities(self) -> int:
        """PG-11.1: the cities that end the game."""
        s = self._s
        if s.options.classic:
            return CLASSIC["endCities"][str(s.players)]
        return _END_CITIES[str(s.players)]

    @property
    def houses(self) -> int:
        """PG-3.4: the houses each player has for cities."""
        return houses(self._s)

    # ---- the players ------------------------------------------------------------------------------
    def money(self, p: int) -> int | None:
        """A player's money: the seat's own; another's only in the classic game (C-15) or at the end."""
        s = self._s
        if p == self.seat or s.options.classic or s.phase == Phase.OVER:
            return s.money[p]
        return None

    @property
    def my_money(self) -> int:
        return self._s.money[self.seat]

    def plants(self, p: int) -> tuple[int, ...]:
        """A player's plants, by number."""
        return tuple(self._s.plants[p])

    def resources(self, p: int) -> tuple[int, ...]:
        """A player's tokens: coal, oil, garbage, uranium."""
        return tuple(self._s.res[p])

    def cities(self, p: int) -> tuple[int, ...]:
        """A player's cities (indexes into ``zone.board.cities``), in building order."""
        return tuple(self._s.cities[p])

    def city_count(self, p: int) -> int:
        return len(self._s.cities[p])

    def got_plant(self, p: int) -> bool:
        return self._s.got_plant[p]

    def passed(self, p: int) -> bool:
        return self._s.passed[p]

    def done(self, p: int) -> bool:
        return self._s.done[p]

    def powered(self, p: int) -> int:
        """The cities the player powered in the last Phase 5."""
        return self._s.powered[p]

    # ---- the board -------------------------------------------------------------------------------
    def slots(self, city: int) -> tuple[int, int, int]:
        """The owners of a city's slots 10, 15, 20 (``data.EMPTY``, ``data.TRUST`` or a seat)."""
        return self._s.slots[city]

    @property
    def marks(self) -> tuple[int, ...]:
        """PG-13: the marked starting cities."""
        return tuple(self._s.marks)

    def taken(self) -> Iterator[int]:
        """The cities with a house on them."""
        for c, sl in enumerate(self._s.slots):
            if sl[0] != EMPTY or sl[1] != EMPTY or sl[2] != EMPTY:
                yield c

    def build_costs(self) -> Iterator[tuple[int, int, int]]:
        """In the seat's building turn: each city it may connect now, as (city, connection cost,
        slot price) — what it pays, money aside (PG-8.2, PG-8.4, PG-13.3)."""
        s, p = self._s, self.seat
        if s.phase != Phase.BUILDING or not s.queue or s.queue[0] != p:
            return
        if s.conn[p] is not None:
            yield from connectable(s, p)
            return
        for c in s.zone.cities:
            k = build_cost(s, p, c)
            if k is not None:
                sl = s.slots[c]
                i = 0
                while sl[i] != EMPTY:
                    i += 1
                yield c, k - SLOT_COSTS[i], SLOT_COSTS[i]

    # ---- the markets -----------------------------------------------------------------------------
    @property
    def market(self) -> tuple[int, ...]:
        """Tokens on the resource market: coal, oil, garbage, uranium."""
        return tuple(self._s.market)

    @property
    def supply(self) -> tuple[int, ...]:
        return tuple(self._s.supply)

    @property
    def coal_storage(self) -> int:
        """PG-12.2: coal in the USA side's storage (0 on other boards)."""
        s = self._s
        return s.storage if has_storage(s) else 0

    @property
    def current(self) -> tuple[int, ...]:
        """The current plant market (the Step 3 card is ``data.STEP3``)."""
        return tuple(self._s.current)

    @property
    def future(self) -> tuple[int, ...]:
        return tuple(self._s.future)

    @property
    def discount(self) -> int:
        """PG-6.2: the plant with the discount token (0: none)."""
        return self._s.discount

    @property
    def auction(self) -> AuctionSeen | None:
        a = self._s.auction
        if a is None:
            return None
        return AuctionSeen(a.plant, a.high, a.leader, tuple(a.active), a.to_act, a.starter)

    def openings(self) -> tuple[tuple[int, int], ...]:
        """With no auction running, the plants the seat may put up and the least it may bid on each
        (PG-6.4: a current plant it can pay the minimum bid for), in market order."""
        s = self._s
        money = s.money[self.seat]
        out = []
        for plant in s.current:
            if plant != STEP3:
                lo = min_bid(s, plant)
                if lo <= money:
                    out.append((plant, lo))
        return tuple(out)

    def may_pass(self, openings: tuple[tuple[int, int], ...]) -> bool:
        """With ``openings`` (``openings()``): whether the seat may buy no plant (PG-6.12: not in
        round 1, PG-6.15: unless it can afford none)."""
        return self._s.round > 1 or not openings

    @property
    def auctioned(self) -> int:
        """The plant of the running auction (0: none)."""
        a = self._s.auction
        return 0 if a is None else a.plant

    @property
    def high_bid(self) -> int:
        a = self._s.auction
        return 0 if a is None else a.high

    @property
    def scrapper(self) -> int | None:
        """PG-6.9: the player who must scrap a plant now, if any."""
        p = self._s.scrapper
        return None if p < 0 else p

    @property
    def scrap_new(self) -> int:
        return self._s.scrap_new

    # ---- the deck (PG-15.3) ----------------------------------------------------------------------
    @property
    def deck_count(self) -> int:
        return len(self._s.deck)

    @property
    def top_back(self) -> str | None:
        """The back of the deck's top card: ``"plug"`` (small) or ``"socket"`` (classic: None)."""
        s = self._s
        if not s.deck or s.options.classic:
            return None
        top = s.deck[-1]
        return "plug" if top != STEP3 and PLANTS[top].small else "socket"

    @property
    def under(self) -> tuple[int, ...]:
        """D-24: the plants put under the deck (bottom first), seen as they left the market."""
        return tuple(self._s.under)

    @property
    def removed(self) -> tuple[int, ...]:
        """The cards removed from the game in public (the Step 3 card is ``data.STEP3``)."""
        return tuple(self._s.removed)

    # ---- the trust (PG-14) -------------------------------------------------------------------------
    @property
    def trust_plants(self) -> tuple[int, ...]:
        return tuple(self._s.trust_plants)

    @property
    def trust_resources(self) -> tuple[int, ...]:
        return tuple(self._s.trust_res)

    @property
    def trust_cities(self) -> tuple[int, ...]:
        return tuple(self._s.trust_cities)

    # ---- for the search -----------------------------------------------------------------------------
    def public_state(self) -> State:
        """A copy of the state with the hidden parts emptied: no deck, no box, the others' hidden money
        0, the generator 0. The rest is what the seat saw happen (including the bookkeeping the
        rules keep: who got a plant, whose turn it is). Determinisation deals samples into it."""
        s = self._s.copy()
        s.deck = []
        s.box = []
        s.rng = 0
        if not (s.options.classic or s.phase == Phase.OVER):
            for p in range(s.players):
                if p != self.seat:
                    s.money[p] = 0
        return s

    def __repr__(self) -> str:
        s = self._s
        return f"<PowerGridObservation P{self.seat + 1}, round {s.round}, {s.phase}, step {s.step}>"
