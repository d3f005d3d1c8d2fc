"""Determinisation: a full, playable card game built from what one seat may see.

Search bots do not know the plant deck's order, the plants removed unseen at setup (the box), the
resource deck's order, the generator state and — with ``hidden_money`` (D-18) — the others' money.
They sample these hidden parts consistently with what the seat knows (its observation,
``observation.py``, which leaves the hidden parts out of reach) and search in the sampled games.
Nothing here reads a true game state: the input is an observation (and, optionally, a
:class:`Tracker` that has followed the seat's earlier observations).

What is kept, and how the rest is sampled (CG-12.1, CG-12.2):

* Public parts (both market rows, the ORM card, every seat's plants and cards, the Trust, the
  resource columns, the discard pile, the single supply, the demolition deck, turn order, the
  running auction, and the rules' bookkeeping of who bought, who passed and the demolitions of
  this phase) are copied: ``CardsObservation.public_state``.
* Plants: the unseen ones are all plants less those in the market, owned and removed in public.
  Those the tracker saw in the market earlier lie under the deck (CG-8.10: players saw them go
  there), below the ORM card in the order they went; the others are dealt between the box (its
  make-up fixed by the setup table, CG-2.7: ``removeSmall`` small and ``removeBig`` big plants) and
  the part of the deck above the ORM card, whose top card has the public back (``top_back``).
* Resource cards: the deck's cards are known (every card of this player count that is nowhere in
  sight; the "++" set lies aside until the first reshuffle, CG-2.9); only their order is sampled.
* Money: the seat's own is known; with ``hidden_money`` the others' is drawn around an estimate
  that follows public events (:class:`Tracker`: plant prices, resource cards at the prices of the
  columns they left, public incomes, demolition compensation), with a spread that grows when the
  estimate is rough.
* The generator state is drawn at random, so later shuffles differ from sample to sample.
"""

from __future__ import annotations

import math
from itertools import combinations
from typing import NamedTuple

from ....core.rng import Rng
from ..data import BUILTIN, ORM, PLANT_CARDS, RESOURCE_INDEX, Components
from ..game import PowerGridCardsGame
from ..state import Phase, State
from .observation import CardsObservation


# ---- sampling the hidden parts ----------------------------------------------------------------------
class Template:
    """The public part of what a seat knows as a game state, and what is unknown about the rest.

    Build it once per decision from the seat's observation (and the :class:`Tracker` that followed
    the seat, if any); :meth:`sample` then deals a fresh determinisation in a few µs. The
    observation is read once, here: the template keeps nothing of it.
    """

    def __init__(self, obs: CardsObservation, tracker: Tracker | None = None):
        seat = obs.seat
        self.seat = seat
        if tracker is not None:
            tracker.update(obs)
        self.state = obs.public_state()
        s = self.state
        n = obs.players
        data = self.data = s.data
        row = data.by_players(n)
        seen = set(s.market) | set(s.removed) | set(s.trust_plants)
        for x in s.plants:
            seen |= set(x)
        unseen = [p for p in range(PLANT_CARDS) if p not in seen]
        orm_in_deck = obs.orm_in_deck
        count = obs.deck_count
        self.orm_in_deck = orm_in_deck
        self.deck_plants = max(0, count - (1 if orm_in_deck else 0))
        self.under_count = obs.under_orm if orm_in_deck else 0
        went_under = tracker.under if tracker is not None else []
        unseen_set = set(unseen)
        known = [p for p in went_under if p in unseen_set]
        # the plants seen going under the deck: below the ORM card while it is there (most recent
        # at the bottom), else shuffled into the deck with it (CG-5.5)
        newest = known[::-1]
        self.under_known = newest[: self.under_count]
        self.deck_known = newest[self.under_count :]
        taken = set(self.under_known) | set(self.deck_known)
        self.pool = [p for p in unseen if p not in taken]
        top = obs.top_back
        self.top = top if top in ("small", "big") else None
        self.box_small, self.box_big = row["removeSmall"], row["removeBig"]
        self.box_size = len(unseen) - self.deck_plants
        # resource cards: the deck is every card of this player count nowhere in sight
        placed = set(s.discard) | set(s.plusplus) | set(s.trust_cards)
        for col in s.columns:
            placed |= set(col)
        for x in s.cards:
            placed |= set(x)
        self.unused = [
            c.index for c in data.cards if c.kind == "regular" and n not in c.players and c.index not in placed
        ]
        unused = set(self.unused)
        pool = [c for c in range(len(data.cards)) if c not in placed and c not in unused]
        self.res_pool = pool
        self.res_count = min(obs.res_deck_count, len(pool))
        self.hidden = [p for p in range(n) if p != seat and obs.money(p) is None]
        self.estimate: dict[int, tuple[float, float]] = {}
        """The hidden money as the tracker (or a fresh one) guesses it (when ``sample`` is given none)."""
        if self.hidden:
            if tracker is None:
                tracker = Tracker(seat)
                tracker.update(obs)
            self.estimate = tracker.estimate()

    def sample(self, rng: Rng, money: dict[int, int] | None = None) -> State:
        """A full state consistent with what the seat knows: hidden parts drawn with ``rng``.

        ``money`` gives the hidden seats' money (default: a draw around the tracker's estimate)."""
        s = self.state.copy()
        deck, box = self._deal(rng)
        s.deck = deck
        s.box = box
        res = self.res_pool[:]
        rng.shuffle(res)
        s.res_deck = res[: self.res_count]
        s.unused = self.unused + res[self.res_count :]
        if self.hidden:
            if money is None:
                money = _draw(self.estimate, rng)
            for p in self.hidden:
                s.money[p] = max(0, int(money.get(p, 0)))
        s.rng = (rng.below(1 << 62) << 2) | rng.below(4)
        return s

    def _deal(self, rng: Rng) -> tuple[list[int], list[int]]:
        """(the plant deck bottom first, the box)."""
        plants = self.data.plants
        pool = self.pool[:]
        rng.shuffle(pool)
        above_count = self.deck_plants - self.under_count
        top: list[int] = []
        if self.top is not None and above_count > 0:
            want_small = self.top == "small"
            fits = [i for i, p in enumerate(pool) if plants[p].small == want_small]
            known_fits = [p for p in self.deck_known if plants[p].small == want_small]
            if fits and not known_fits:
                top = [pool.pop(fits[0])]
        # the box: the setup table's make-up when the numbers agree (CG-2.7)
        box: list[int] = []
        k = max(0, self.box_size)
        if k:
            small = [p for p in pool if plants[p].small]
            big = [p for p in pool if not plants[p].small]
            if self.box_small + self.box_big == k and len(small) >= self.box_small and len(big) >= self.box_big:
                box = small[: self.box_small] + big[: self.box_big]
            else:
                box = pool[:k]
            chosen = set(box)
            pool = [p for p in pool if p not in chosen]
        under = self.under_known[:]
        while len(under) < self.under_count and pool:
            under.append(pool.pop())
        above = pool + self.deck_known
        rng.shuffle(above)
        if self.top is not None and not top and above:
            want_small = self.top == "small"
            if plants[above[-1]].small != want_small:
                fits = [i for i, p in enumerate(above) if plants[p].small == want_small]
                if fits:
                    i = fits[rng.below(len(fits))]
                    above[i], above[-1] = above[-1], above[i]
        deck = under + ([ORM] if self.orm_in_deck else []) + above + top
        return deck, sorted(box)


def game_of(s: State) -> PowerGridCardsGame:
    """A game object around a sampled state (no record: it is imagined)."""
    return PowerGridCardsGame(s, None, None)


def determinize(
    obs: CardsObservation, rng: Rng, money: dict[int, int] | None = None, tracker: Tracker | None = None
) -> PowerGridCardsGame:
    """A full playable game consistent with what ``obs.seat`` knows.

    The hidden parts — plant deck, box, resource deck order, hidden money, generator — are drawn
    with ``rng``; see the module text."""
    return game_of(Template(obs, tracker).sample(rng, money))


# ---- what earlier observations tell ------------------------------------------------------------------
PRICE_GUESS = 2.5
"""Elektro per unit of a resource card whose column was not seen (the columns' mean price)."""


class _Seat(NamedTuple):
    """What the tracker keeps of a seat between two looks."""

    money: int | None
    plants: tuple[int, ...]
    units: tuple[int, ...]
    income: int | None


class _Look(NamedTuple):
    """What the tracker keeps of one observation."""

    round: int
    phase: str
    seats: tuple[_Seat, ...]
    market: tuple[int, ...]  # both rows, the ORM card left out
    discount: int
    columns: tuple[tuple[tuple[int, int], ...], ...]  # per column: (type, units) of each card in order
    demolition: int | None  # the top demolition card


def _look(obs: CardsObservation) -> _Look:
    seats = tuple(_Seat(obs.money(p), obs.plants(p), obs.units(p), obs.income(p)) for p in range(obs.players))
    cols: list[list[tuple[int, int]]] = [[], [], [], []]
    for r, value, column in obs.offers():
        cols[column - 1].append((r, value))
    deck = obs.demolition_deck if obs.options.demolition else ()
    return _Look(
        obs.round,
        obs.phase,
        seats,
        obs.current + obs.future,
        obs.discount,
        tuple(tuple(c) for c in cols),
        deck[0] if deck else None,
    )


def _assets(data: Components, e: _Seat) -> float:
    """What a seat has sunk into plants and resources, by public data (for a first estimate)."""
    return sum(data.number[x] for x in e.plants) * 0.8 + PRICE_GUESS * sum(e.units)


class Tracker:
    """Follows the successive observations of one seat: which plants went under the deck (CG-8.10,
    public but not shown) and — with ``hidden_money`` — an estimate of every other seat's money
    from public events.

    Call :meth:`update` with every observation the seat gets (the search bot does, on every
    decision). A tracker that starts in mid-game (or misses some) assumes every other seat is as
    rich as the seat once their plants and resources are accounted for; one of nobody's seat (a
    spectator's, who sees no money) follows every seat, each first as rich as the average player with
    the starting money.
    """

    def __init__(self, seat: int):
        self.seat = seat
        self.data = BUILTIN
        """The components of the game followed (from the observations)."""
        self.prev: _Look | None = None
        self._last: CardsObservation | None = None
        self.market_seen: set[int] = set()
        self.under: list[int] = []
        self.est: dict[int, float] = {}
        self.spread: dict[int, float] = {}
        self.high: dict[int, tuple[int, int]] = {}  # plant → (high bid seen, leader)

    def _fresh(self, look: _Look) -> None:
        if 0 <= self.seat < len(look.seats):
            me = look.seats[self.seat]
            mine = (me.money or 0) + _assets(self.data, me)
        else:  # nobody's seat (a spectator's): every player as rich as the average one with the starting money
            start = self.data.by_players(len(look.seats))["startMoney"]
            mine = start + sum(_assets(self.data, e) for e in look.seats) / len(look.seats)
        for q, e in enumerate(look.seats):
            if q == self.seat:
                continue
            if e.money is not None:
                self.est[q], self.spread[q] = float(e.money), 0.0
            else:
                self.est[q] = max(0.0, mine - _assets(self.data, e))
                self.spread[q] = 3.0 + 4.0 * (look.round - 1)

    def update(self, obs: CardsObservation) -> None:
        """Take in a new observation of the same seat (the same one twice: no change)."""
        if self._last is obs:
            return
        self._last = obs
        self.data = obs.data
        a = obs.auction
        if a is not None:
            self.high[a.plant] = (a.high, a.leader)
        prev = self.prev
        look = _look(obs)
        visible = self._visible(obs)
        if prev is None or look.round < prev.round or len(prev.seats) != len(look.seats):
            self._fresh(look)
            self.market_seen = set()
            self.under = []
        else:
            # plants once in the market and now nowhere in sight went under the deck
            for p in sorted(self.market_seen - visible):
                if p not in self.under:
                    self.under.append(p)
            self._money(prev, look)
        self.market_seen = set(look.market)
        self.under = [p for p in self.under if p not in visible]
        self.prev = look

    @staticmethod
    def _visible(obs: CardsObservation) -> set[int]:
        out = set(obs.current) | set(obs.future) | set(obs.removed) | set(obs.trust_plants)
        for p in range(obs.players):
            out |= set(obs.plants(p))
        return out

    def _money(self, prev: _Look, look: _Look) -> None:
        data = self.data
        demo = data.demolition[prev.demolition] if prev.demolition is not None else None
        for q, (e, old) in enumerate(zip(look.seats, prev.seats)):
            if q == self.seat:
                continue
            before = set(old.plants)
            lost = len(before - set(e.plants))
            if e.money is not None:
                self.est[q], self.spread[q] = float(e.money), 0.0
                continue
            spent = 0.0
            for x in e.plants:
                if x in before:
                    continue
                low = 1 if prev.discount == x else data.number[x]
                if x in self.high:
                    high, leader = self.high[x]
                    spent += max(low, high if leader == q else high + 1)
                else:
                    spent += low
            gained = 0.0
            if lost and demo is not None:
                gained += demo.first + max(0, lost - 1) * demo.others
            # resources: units now, less units before, plus what production burned (its income is
            # public, CG-8.3), were bought — at the cheapest prices of the market seen before
            burned = [0, 0, 0, 0]
            produced = look.round > prev.round or (look.phase != prev.phase and prev.phase == Phase.BUREAUCRACY)
            if produced and e.income:
                burned = _burned(data, old.plants, e.income, old.units)
            for r in range(4):
                extra = e.units[r] - old.units[r] + burned[r]
                if extra > 0:
                    spent += _market_cost(data, prev.columns, r, extra)
            if look.round > prev.round:
                gained += (e.income or 0) * (look.round - prev.round)
                if look.round - prev.round > 1:
                    self.spread[q] = self.spread.get(q, 5.0) + 8.0
            self.est[q] = max(0.0, self.est.get(q, 12.0) - spent + gained)
            self.spread[q] = min(30.0, self.spread.get(q, 3.0) + (0.5 if spent else 0.0))

    def estimate(self) -> dict[int, tuple[float, float]]:
        """seat → (estimated money, spread) for every other seat, as of the last observation."""
        return {q: (self.est[q], self.spread[q]) for q in self.est}

    def sample(self, rng: Rng) -> dict[int, int]:
        """Money for every other seat: the estimate plus a normal draw of its spread, at least 0."""
        return _draw(self.estimate(), rng)


def _draw(estimate: dict[int, tuple[float, float]], rng: Rng) -> dict[int, int]:
    return {q: max(0, round(m + sd * _normal(rng))) for q, (m, sd) in estimate.items()}


def _burned(data: Components, plants: tuple[int, ...], income: int, units: tuple[int, ...]) -> list[int]:
    """The units a production paying ``income`` burned (CG-8.2): a subset of the plants with that
    income that the units held could feed; the hybrids burn what was more plentiful."""
    for k in range(len(plants), 0, -1):
        for sub in combinations(plants, k):
            if sum(data.income[x] for x in sub) != income:
                continue
            need = [0, 0, 0, 0]
            hybrid = 0
            for x in sub:
                plant = data.plants[x]
                if plant.kind == "hybrid":
                    hybrid += plant.amount
                elif plant.kind != "eco":
                    need[RESOURCE_INDEX[plant.kind]] += plant.amount
            gas_left, oil_left = units[1] - need[1], units[2] - need[2]
            g = min(hybrid, max(0, gas_left)) if gas_left >= oil_left else max(0, hybrid - max(0, oil_left))
            need[1] += g
            need[2] += hybrid - g
            return need
    return [0, 0, 0, 0]


def _market_cost(data: Components, columns: tuple[tuple[tuple[int, int], ...], ...], r: int, k: int) -> float:
    """What ``k`` units of type ``r`` cost at the cheapest in ``columns`` (beyond them, 3 each)."""
    total = 0.0
    for col, price in zip(columns, data.prices):
        for t, value in col:
            if t == r and k > 0:
                take = min(k, value)
                total += price * value  # a card is paid in full (D-4)
                k -= take
    return total + 3.0 * max(0, k)


def _normal(rng: Rng) -> float:
    """A standard normal draw (Box–Muller) from the seeded generator."""
    u1 = (rng.below(1 << 30) + 1) / float((1 << 30) + 1)
    u2 = rng.below(1 << 30) / float(1 << 30)
    return math.sqrt(-2.0 * math.log(u1)) * math.cos(2.0 * math.pi * u2)


__all__ = ["Template", "Tracker", "determinize", "game_of"]
