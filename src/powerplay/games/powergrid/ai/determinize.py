"""Determinisation: a full, playable Power Grid game built from what one seat may see.

Search bots do not know the deck order, the plants removed unseen at setup (the box), the other
players' money or the generator state. They sample these hidden parts, consistently with what the
seat knows (its observation, ``observation.py``, which leaves the hidden parts out of reach), and
search in the sampled games. Nothing here reads a true game state: the input is an observation.

What is kept, and how the rest is sampled:

* Public parts (market, plants, resources, cities, turn order, auction, Step, trust, and the rules'
  bookkeeping of who acted) are copied: ``PowerGridObservation.public_state``.
* The unseen plants are all plants less those in the market, owned (players and trust), removed
  and known to lie under the deck (``under``, D-24). They are dealt at random between the box (its
  size follows from the setup table: ``removeSmall`` small and ``removeLarge`` large plants, or the
  classic ``removeByPlayers``) and the unknown part of the deck.
* The deck keeps its known structure: the plants put under it, bottom first in the order they went
  there; the Step 3 card above them until it is revealed; the unknown plants on top, shuffled, with
  the top card's back (``top_back``: plug = small, socket = large) respected.
* The seat's own money is known; others' money is drawn around an estimate (see
  :class:`MoneyTracker`, which follows public events only: plant prices seen in auctions, cities
  built, fuel bought and incomes paid), with a spread that grows when the estimate is rough.
* The generator state is drawn at random, so later shuffles differ from sample to sample.
"""

from __future__ import annotations

import math
from typing import NamedTuple

from ....core.rng import Rng
from ..data import CAPACITY, CLASSIC, PLANT_NUMBERS, PLANTS, SETUP, SLOT_PRICES, STEP3, payment
from ..game import PowerGridGame
from ..state import State
from .observation import PowerGridObservation

START_MONEY = SETUP["global"]["startingMoney"]


def _box_size(obs: PowerGridObservation) -> tuple[int, tuple[int, int] | None]:
    """(plants in the box, (of which small, of which large)) by the setup table (None: any mix)."""
    key = str(obs.players)
    if obs.classic:
        return CLASSIC["removeByPlayers"][key], None
    row = SETUP["byPlayers"][key]
    return row["removeSmall"] + row["removeLarge"], (row["removeSmall"], row["removeLarge"])


class Template:
    """The public part of what a seat knows as a game state, and what is unknown about the rest.

    Build it once per decision from the seat's observation; :meth:`sample` then deals a fresh
    determinisation in a few µs. The observation is read once, here: the template keeps nothing of it.
    """

    def __init__(self, obs: PowerGridObservation):
        seat = obs.seat
        self.seat = seat
        self.state = obs.public_state()
        market = list(obs.current + obs.future)
        owned = [n for p in range(obs.players) for n in obs.plants(p)]
        removed = list(obs.removed)
        under = list(obs.under)
        known = set(market) | set(owned) | set(obs.trust_plants) | set(removed) | set(under)
        self.step3_in_deck = STEP3 not in known
        self.under = under
        self.unseen = [n for n in PLANT_NUMBERS if n not in known]
        count = obs.deck_count
        self.deck_unknown = max(0, min(len(self.unseen), count - len(under) - (1 if self.step3_in_deck else 0)))
        self.top_back = obs.top_back
        self.box_mix = _box_size(obs)[1]  # (small, large) plants in the box; None: any mix
        if obs.classic:
            opening = set(CLASSIC["openingMarket"]) | {CLASSIC["topOfDeck"]}
            self.box_pool = [n for n in self.unseen if n not in opening]
        else:
            self.box_pool = self.unseen
        self.box_size = len(self.unseen) - self.deck_unknown
        self.hidden = [p for p in range(obs.players) if p != seat and obs.money(p) is None]
        fresh = MoneyTracker(seat)
        fresh.update(obs)
        self.estimate = fresh.estimate()
        """Others' money as a tracker that starts here guesses it (when ``sample`` is given none)."""

    def sample(self, rng: Rng, money: dict[int, int] | None = None) -> PowerGridGame:
        """A full game consistent with what the seat knows: hidden parts drawn with ``rng``.

        ``money`` gives the other seats' money (default: the public estimate of a fresh
        :class:`MoneyTracker`, with its spread).
        """
        s = self.state.copy()
        deck_part, box = self._deal(rng)
        s.box = sorted(box)
        s.deck = list(reversed(self.under)) + ([STEP3] if self.step3_in_deck else []) + deck_part
        if money is None:
            money = _draw(self.estimate, rng)
        hidden = self.hidden
        for p, m in money.items():
            if p in hidden:
                s.money[p] = max(0, int(m))
        s.rng = (rng.below(1 << 62) << 2) | rng.below(4)
        return _game(s)

    def _deal(self, rng: Rng) -> tuple[list[int], list[int]]:
        unseen = self.unseen[:]
        k = self.box_size
        box: list[int] = []
        if k > 0:
            small = [n for n in unseen if PLANTS[n].small]
            large = [n for n in unseen if not PLANTS[n].small]
            mix = self.box_mix
            if mix is not None and mix[0] + mix[1] == k and len(small) >= mix[0] and len(large) >= mix[1]:
                rng.shuffle(small)
                rng.shuffle(large)
                box = small[: mix[0]] + large[: mix[1]]
            else:
                pool = list(self.box_pool)
                rng.shuffle(pool)
                box = pool[:k]
                if len(box) < k:  # a hand-written position: fill from the rest
                    rest = [n for n in unseen if n not in box]
                    rng.shuffle(rest)
                    box += rest[: k - len(box)]
        in_box = set(box)
        deck = [n for n in unseen if n not in in_box]
        rng.shuffle(deck)
        if deck and self.top_back in ("plug", "socket"):
            want_small = self.top_back == "plug"
            if PLANTS[deck[-1]].small != want_small:
                fits = [i for i, n in enumerate(deck) if PLANTS[n].small == want_small]
                if fits:
                    i = fits[rng.below(len(fits))]
                    deck[i], deck[-1] = deck[-1], deck[i]
        return deck, box


def _game(s: State) -> PowerGridGame:
    """A game object around a sampled state (no record: it is imagined)."""
    return PowerGridGame(s, None, None)


def determinize(obs: PowerGridObservation, rng: Rng, money: dict[int, int] | None = None) -> PowerGridGame:
    """A full playable game consistent with what ``obs.seat`` knows.

    The hidden parts — deck order, box, others' money, generator — are drawn with ``rng``; see the
    module text. ``money`` fixes the others' money (seat → Elektro) instead of sampling it.
    """
    return Template(obs).sample(rng, money)


# ---- others' money from public events ------------------------------------------------------------
UNIT_FUEL = 3.5  # rough price of a token when the market price is not followed
PREMIUM = {0: 4, 2: 0, 3: 5, 4: 10, 5: 12, 6: 14}
"""Average price paid above the last high bid seen, by the bidders still in then (0: no bid seen,
above the minimum), measured in games of heuristic bots."""


class _Seat(NamedTuple):
    """What the tracker keeps of a seat between two looks."""

    money: int | None
    plants: tuple[int, ...]
    cities: tuple[int, ...]
    resources: tuple[int, ...]
    powered: int


class _Look(NamedTuple):
    """What the tracker keeps of one observation: the seats, the round, the discount token, the market."""

    round: int
    seats: tuple[_Seat, ...]
    discount: int
    market: tuple[int, ...]


def _look(obs: PowerGridObservation) -> _Look:
    seats = tuple(
        _Seat(obs.money(p), obs.plants(p), obs.cities(p), obs.resources(p), obs.powered(p)) for p in range(obs.players)
    )
    return _Look(obs.round, seats, obs.discount, obs.market)


class MoneyTracker:
    """An estimate of every seat's money from the public events seen in successive observations.

    Money is hidden (PG-15.1) but what is paid is public: plant prices (the last bid seen in an
    auction, at least the minimum bid), cities (connection and slot costs), fuel (tokens gained,
    at the market price) and income (the cities each player powered, counted as they power). The tracker compares each
    observation with what it kept of the previous one. A tracker that starts in the middle of a game
    (or misses events) assumes every player is as rich as the seat once their purchases are
    accounted for. A tracker of nobody's seat (a spectator's, who sees no money) follows every seat,
    and starts by giving every player the average player's assets and the starting money.
    """

    def __init__(self, seat: int):
        self.seat = seat
        self.prev: _Look | None = None
        self.est: dict[int, float] = {}
        self.spread: dict[int, float] = {}
        self.seen_high: dict[int, tuple[int, int]] = {}  # plant → (last high bid seen, bidders in)
        self.paid: set[int] = set()  # the seats seen powering in this round's Phase 5, their income counted

    # what a seat has sunk into the board, by public data
    @staticmethod
    def _assets(p: _Seat) -> float:
        plants = sum(p.plants)
        cities = 18 * len(p.cities)
        fuel = UNIT_FUEL * sum(p.resources)
        return plants + cities + fuel

    def _fresh(self, look: _Look, obs: PowerGridObservation) -> None:
        self.paid = {q for q in range(obs.players) if obs.phase == "bureaucracy" and obs.done(q)}
        if 0 <= self.seat < len(look.seats):
            me = look.seats[self.seat]
            mine = (me.money or 0) + self._assets(me)
        else:  # nobody's seat (a spectator's): every player as rich as the average one with the starting money
            mine = START_MONEY + sum(self._assets(p) for p in look.seats) / len(look.seats)
        for q, p in enumerate(look.seats):
            if q == self.seat:
                continue
            if p.money is not None:  # classic rules: money is public (C-15)
                self.est[q], self.spread[q] = float(p.money), 0.0
                continue
            self.est[q] = max(0.0, mine - self._assets(p))
            self.spread[q] = 4.0 + 4.0 * (look.round - 1)

    def update(self, obs: PowerGridObservation) -> None:
        """Take in a new observation of the same seat (call it on every decision)."""
        a = obs.auction
        if a is not None:
            self.seen_high[a.plant] = (a.high, len(a.active))
        look = _look(obs)
        prev = self.prev
        if prev is None or look.round < prev.round or len(prev.seats) != len(look.seats):
            self._fresh(look, obs)
            self.prev = look
            return
        dist = obs.zone.dist
        for q, (p, old) in enumerate(zip(look.seats, prev.seats)):
            if q == self.seat:
                continue
            if p.money is not None:
                self.est[q], self.spread[q] = float(p.money), 0.0
                continue
            spent = 0.0
            # plants: the last bid seen, at least the minimum
            before = set(old.plants)
            for n in p.plants:
                if n not in before:
                    low = 1 if prev.discount == n else n
                    if n in self.seen_high:  # bidding may have gone on after the seat last saw it
                        high, active = self.seen_high[n]
                        spent += max(low, high + PREMIUM.get(active, PREMIUM[6]))
                    else:
                        spent += low + PREMIUM[0]
            # cities: slot price plus the connection from the older network
            had = set(old.cities)
            new = [c for c in p.cities if c not in had]
            if new:
                have = list(old.cities)
                for i in new:
                    slot = obs.slots(i)
                    pos = slot.index(q) if q in slot else 0
                    conn = min((dist[h][i] for h in have), default=0)
                    spent += conn + (10, 15, 20)[pos]
                    have.append(i)
            # income: paid as a player powers (PG-9.2 c), seen then or at the next round
            gained = 0.0
            if look.round > prev.round:
                rounds = look.round - prev.round
                gained += (rounds - (q in self.paid)) * payment(p.powered)
                if rounds > 1:
                    self.spread[q] = self.spread.get(q, 10.0) + 10.0 * (rounds - 1)
            elif q not in self.paid and obs.phase == "bureaucracy" and obs.done(q):
                gained += payment(p.powered)
                self.paid.add(q)
            # fuel: tokens gained since the last look were bought (burning only loses tokens), at
            # the prices of the market seen then
            bought = 0
            for r, k in enumerate(p.resources):
                extra = k - old.resources[r]
                if extra > 0:
                    bought += extra
                    spent += _market_cost(prev.market, r, extra)
            self.est[q] = max(0.0, self.est.get(q, START_MONEY) - spent + gained)
            self.spread[q] = min(40.0, self.spread.get(q, 8.0) + (0.5 if bought or new else 0.1))
        if look.round > prev.round:
            self.paid = set()
        self.prev = look

    def estimate(self) -> dict[int, tuple[float, float]]:
        """seat → (estimated money, spread) for every other seat, as of the last observation."""
        return {q: (self.est[q], self.spread[q]) for q in self.est}

    def sample(self, rng: Rng) -> dict[int, int]:
        """Money for every other seat: the estimate plus a normal draw of its spread, at least 0."""
        return _draw(self.estimate(), rng)


def _draw(estimate: dict[int, tuple[float, float]], rng: Rng) -> dict[int, int]:
    out = {}
    for q, (m, sd) in estimate.items():
        out[q] = max(0, round(m + sd * _normal(rng)))
    return out


def _normal(rng: Rng) -> float:
    """A standard normal draw (Box–Muller) from the seeded generator."""
    u1 = (rng.below(1 << 30) + 1) / float((1 << 30) + 1)
    u2 = rng.below(1 << 30) / float(1 << 30)
    return math.sqrt(-2.0 * math.log(u1)) * math.cos(2.0 * math.pi * u2)


def _levels(r: int) -> tuple[tuple[int, int], ...]:
    """The market cells of a resource as (price, slots), cheapest first."""
    levels: dict[int, int] = {}
    for price in SLOT_PRICES[r]:
        levels[price] = levels.get(price, 0) + 1
    return tuple(levels.items())


_LEVELS = tuple(_levels(r) for r in range(4))


def _market_cost(market: tuple[int, ...], r: int, k: int) -> float:
    """What the ``k`` cheapest tokens of ``r`` cost in ``market`` (tokens fill the dearest slots,
    PG-7.3; beyond the market: 8 each)."""
    total = 0.0
    empty = CAPACITY[r] - market[r]
    for price, slots in _LEVELS[r]:
        free = min(slots, empty)
        empty -= free
        take = min(k, slots - free)
        total += take * price
        k -= take
        if k <= 0:
            return total
    return total + 8.0 * k
