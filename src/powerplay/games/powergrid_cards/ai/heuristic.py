"""The heuristic bot of Power Grid: The Card Game: rules of thumb, no search.

It sees only its observation (``observation.py``: what its seat may know, read in place; never the
display view). The components (plants, column prices) are the game's data set (``obs.data``), the pure storage
helpers of ``storage.py``. Play needs no randomness: the same observations give the same actions.
The search's imagined players are this bot, on observations of imagined states.

Worth is counted in Elektro. A set of plants is worth its income less the fuel it burns (CG-4.4),
over the rounds with income expected before the final round, plus a share (growing as the end
nears) of what it scores at the end: 10 Elektro a victory point of production (CG-9.3, CG-9.4).
Fuel is priced from the resource market; the rounds left from the plants above the ORM
card in the deck (CG-2.7, CG-12.1). In the final round (CG-9.1) only the final score counts.

Play, by phase:

* Auction (CG-6): a plant's limit is what the best 3 of the bot's plants with it gain over its
  plants now (the 3-plant limit, CG-6.14), kept below its money less the fuel to run them. It opens
  the plant with the most surplus over the minimum bid (1 on the discount token, CG-6.2), raises by
  1 up to its limit, and passes the phase when nothing is worth its price (round 1: it buys the
  best it can, CG-6.13).
* Demolition, discard (CG-6.14, CG-6.15): keep the best 3 plants, losing the least fuel.
* Resources (CG-7): the cheapest cards for one production of the plants that earn most over their
  fuel (final round: that score most, CG-7.11); units beyond the need count if they can be stored.
* Bureaucracy (CG-8.2): the most income; in the last production before the final round, fuel kept
  for the final count is weighed against the income (CG-9.3).
"""

from __future__ import annotations

from typing import Any, NamedTuple

from ....ai.memo import memo
from ..actions import DONE, PASS, Buy, Demolish, Discard, Done, Produce, burned, kinds, raises
from ..data import GAS, OIL, Components
from ..state import Phase
from ..storage import capacities, discard_options, free, subsets
from .observation import CardsObservation

# Tuning, in Elektro unless said (chosen in bot-against-bot matches).
SCARCE_PRICE = 6.0  # assumed price of a unit the market lacks
PRICE_UNITS = 5  # unit prices are the mean of the cheapest this many units
DRAWS_PER_PLAYER = 0.1  # plants drawn from the deck per round: per player ...
DRAWS_BASE = 1.8  # ... and for the market update and removals (the Trust: 1 more)
KEEP_ROUNDS = 0.8  # the end-score share of a set's worth: 1 / (1 + rounds after this / KEEP_ROUNDS)
DISCOUNT = 0.75  # a round's income is worth this share of the round's before (money grows)
PAY_SHARE = 0.6  # the share of a plant's gain over the bot's plants now it bids at most
COVER_UNITS = 12  # the most units of one type a plan buys
STORE_SHARE = 0.7  # a unit bought beyond the need and stored is worth this share of its price
GUARANTEED = 1  # CG-8.2: the income of producing nothing


# ---- reading the observation ------------------------------------------------------------------------
def _offers(obs: CardsObservation) -> list[list[tuple[int, int, int]]]:
    """Per type, the cards on sale as (price per unit, units, column), cheapest first (CG-7.4)."""
    out: list[list[tuple[int, int, int]]] = [[], [], [], []]
    prices = obs.data.prices
    for r, value, column in obs.offers():
        out[r].append((prices[column - 1], value, column))
    for offers in out:
        offers.sort()
    return out


@memo(1 << 12)
def _unit_price(offers: tuple[tuple[int, int, int], ...]) -> float:
    """The mean price of the cheapest ``PRICE_UNITS`` units on offer of a type (missing ones: scarce)."""
    left, total = PRICE_UNITS, 0.0
    for price, value, _ in offers:
        take = min(left, value)
        total += take * price
        left -= take
        if not left:
            break
    return (total + left * SCARCE_PRICE) / PRICE_UNITS


@memo(1 << 12)
def _cover(offers: tuple[tuple[int, int, int], ...], most: int) -> tuple[tuple[float, tuple], ...]:
    """The cheapest cards giving exactly j units, for j = 0..most: (price, cards as (units,
    column)); an unreachable j costs infinity."""
    inf = (float("inf"), ())
    best: list[tuple[float, tuple]] = [(0.0, ())] + [inf] * most
    for price, value, column in offers:
        cost = price * value
        for j in range(most - value, -1, -1):
            base = best[j]
            c = base[0] + cost
            if c < best[j + value][0]:
                best[j + value] = (c, base[1] + ((value, column),))
    return tuple(best)


def _rounds_left(obs: CardsObservation) -> float:
    """Rounds with income still to come, this one included (0 in the final round, CG-9.2)."""
    if obs.final:
        return 0.0
    if obs.orm_in_market or not obs.future:
        return 1.0  # the ORM card is out: the next round is the final one (CG-3.3)
    above = obs.deck_count - obs.under_orm - 1
    rate = DRAWS_BASE + DRAWS_PER_PLAYER * obs.players + (1.0 if obs.options.trust else 0.0)
    return 1.0 + max(0, above) / rate


@memo(1 << 14)
def _worth(data: Components, plants: tuple[int, ...], rounds: float, unit: tuple[float, ...]) -> float:
    """What a set of plants is worth with ``rounds`` of income to come (see the module text)."""
    u0, u1, u2, u3 = unit
    hybrid = min(unit[GAS], unit[OIL])
    net = 0.0
    end = 0.0
    per_vp = data.elektro_per_vp
    for _, need, h, income in subsets(data, plants):
        fuel = need[0] * u0 + need[1] * u1 + need[2] * u2 + need[3] * u3 + h * hybrid
        gain = income - fuel
        net = max(net, gain)
        gain = per_vp * income - fuel
        end = max(end, gain)
    keep = 1.0 / (1.0 + max(0.0, rounds - 1.0) / KEEP_ROUNDS)
    return (1.0 - DISCOUNT**rounds) / (1.0 - DISCOUNT) * net + keep * end


@memo(1 << 14)
def _rooms(data: Components, plants: tuple[int, ...], have: tuple[int, ...], m: int) -> tuple[int, ...]:
    """CG-4.6: the units of each type one more purchase may still add (``storage.free``)."""
    units = list(have)
    return tuple(free(data, plants, units, r, m) for r in range(4))


class _Fueling:
    """The cheapest purchases that let subsets of the plants produce once, from the market in view.

    Units bought beyond the need are worth ``STORE_SHARE`` of their price while the plants can store
    them (CG-4.6); beyond that they are turned down and lost (CG-7.6)."""

    __slots__ = ("_tables", "have", "look", "plants", "rooms")

    def __init__(self, look: _Look, plants: tuple[int, ...]):
        self.look = look
        self.plants = plants
        self.have = look.have
        data = look.data
        self.rooms = _rooms(data, plants, tuple(look.have), data.final_storage if look.final else data.storage)
        self._tables: list[tuple[tuple[float, tuple], ...] | None] = [None, None, None, None]

    def table(self, r: int) -> tuple[tuple[float, tuple], ...]:
        """For k = 0.. the units of type ``r`` the plants can still store: (price, cards) of the
        cheapest way to get k more units, less the credit of the units stored beyond k."""
        t = self._tables[r]
        if t is None:
            t = self._tables[r] = self.look.table(r, self.rooms[r])
        return t

    def price(self, need: tuple[int, int, int, int], h: int) -> tuple[float, tuple[int, int, int, int]]:
        """(price, units to buy of coal, uranium, gas, oil: -1 when no gas or oil is bought) to run
        plants needing ``need`` + ``h`` gas-or-oil on top of the holding; infinity when the market or
        the storage lacks units. ``buys`` lists the cards."""
        have = self.have
        base = 0.0
        kc = need[0] - have[0]
        if kc > 0:
            t = self.table(0)
            if kc >= len(t):
                return _NONE
            base += t[kc][0]
        ku = need[3] - have[3]
        if ku > 0:
            t = self.table(3)
            if ku >= len(t):
                return _NONE
            base += t[ku][0]
        if not h and need[GAS] <= have[GAS] and need[OIL] <= have[OIL]:
            return base, (kc, ku, -1, -1)  # no gas or oil bought
        best = float("inf")
        best_k = (0, 0)
        tg, to = self.table(GAS), self.table(OIL)
        for hg in range(h + 1):
            kg = max(0, need[GAS] + hg - have[GAS])
            ko = max(0, need[OIL] + h - hg - have[OIL])
            if kg >= len(tg) or ko >= len(to):
                continue
            c = tg[kg][0] + to[ko][0]
            if c < best:
                best = c
                best_k = (kg, ko)
        return base + best, (kc, ku, best_k[0], best_k[1])

    def buys(self, ks: tuple[int, int, int, int]) -> tuple:
        """The purchases, as (units, type, column), of the units ``price`` chose."""
        out: tuple = ()
        for r, k in ((0, ks[0]), (3, ks[1])):
            if k > 0:
                out += tuple((v, r, col) for v, col in self.table(r)[k][1])
        if ks[2] >= 0:
            tg, to = self.table(GAS), self.table(OIL)
            out += tuple((v, GAS, col) for v, col in tg[ks[2]][1]) + tuple((v, OIL, col) for v, col in to[ks[3]][1])
        return out

    def cost(self, need: tuple[int, int, int, int], h: int) -> tuple[float, tuple]:
        """(price, purchases as (units, type, column)) to run plants needing ``need`` + ``h``
        gas-or-oil on top of the holding; infinity when the market or the storage lacks units."""
        price, ks = self.price(need, h)
        if price == float("inf"):
            return price, ()
        return price, self.buys(ks)


_NONE = (float("inf"), (0, 0, 0, 0))


# ---- the resource market ---------------------------------------------------------------------------------
class _Market:
    """What the decisions read from the resource market (shared by every seat that sees the same
    market): the offers and unit prices per type; the cheapest cards for each number of units and
    the tables of ``_Fueling`` come from caches by the offers of one type."""

    __slots__ = ("credit", "final", "offers", "unit")

    def __init__(self, offers: list[list[tuple[int, int, int]]], final: bool):
        self.offers = tuple(tuple(o) for o in offers)
        self.final = final
        self.unit = tuple(_unit_price(o) for o in self.offers)
        self.credit = tuple(0.0 if final else STORE_SHARE * u for u in self.unit)

    def exact(self, r: int) -> tuple[tuple[float, tuple], ...]:
        """The cheapest cards of type ``r`` for each number of units (``_cover``)."""
        return _cover(self.offers[r], COVER_UNITS + 2)

    def table(self, r: int, room: int) -> tuple[tuple[float, tuple], ...]:
        """For k = 0.. the units of type ``r`` that fit in ``room``: (price, cards) of the cheapest
        way to get k more units, less the credit of the units stored beyond k (``_Fueling``)."""
        return _table(self.offers[r], self.credit[r], room)


@memo(1 << 14)
def _table(offers: tuple[tuple[int, int, int], ...], credit: float, room: int) -> tuple[tuple[float, tuple], ...]:
    """``_Market.table`` for the offers of one type and the credit of a unit stored."""
    exact = _cover(offers, COVER_UNITS + 2)
    t = []
    best, arg = float("inf"), 0
    for j in range(len(exact) - 1, -1, -1):  # suffix minima of price less stored credit
        v = exact[j][0] - credit * min(j, room)
        if v <= best:
            best, arg = v, j
        if j <= room and j <= COVER_UNITS:
            t.append((best + credit * j, exact[arg][1]))
    t.reverse()
    return tuple(t)


_MARKETS: dict[tuple, _Market] = {}


def _market(obs: CardsObservation) -> _Market:
    """The market as ``obs`` sees it, worked out once for every seat that sees the same one."""
    key = (obs.data, obs.final, obs.market_key())
    m = _MARKETS.get(key)
    if m is None:
        if len(_MARKETS) > 2048:
            _MARKETS.clear()
        m = _MARKETS[key] = _Market(_offers(obs), obs.final)
    return m


# ---- one look at the observation ------------------------------------------------------------------------
class _Look:
    """What the decisions read from one observation, worked out once."""

    __slots__ = (
        "_fueling",
        "data",
        "final",
        "have",
        "market",
        "mine",
        "money",
        "obs",
        "offers",
        "rounds",
        "table",
        "unit",
    )

    def __init__(self, obs: CardsObservation, seat: int):
        self.obs = obs
        self.data = obs.data
        self.mine = tuple(sorted(obs.plants(seat)))
        self.have = list(obs.units(seat))
        self.money: int = obs.my_money
        self.final: bool = obs.final
        market = self.market = _market(obs)
        self.offers = market.offers
        self.unit = market.unit
        self.table = market.table
        self.rounds = _rounds_left(obs)
        self._fueling: dict[tuple[int, ...], _Fueling] = {}

    def fueling(self, plants: tuple[int, ...]) -> _Fueling:
        f = self._fueling.get(plants)
        if f is None:
            f = self._fueling[plants] = _Fueling(self, plants)
        return f

    def run(
        self, plants: tuple[int, ...], budget: float, using: int = -1, cards: bool = True
    ) -> tuple[float, float, tuple]:
        """The production to buy fuel for (CG-7): the subset of ``plants`` (with plant ``using``)
        earning most over the cards bought for it (final round: scoring most, 10 Elektro a VP,
        CG-9.3), within ``budget``. Returns (income less fuel, fuel price, purchases: none unless
        ``cards``)."""
        weight = self.data.elektro_per_vp if self.final else 1
        fueling = self.fueling(plants)
        best, best_cost, chosen = -1e9 if using >= 0 else (0.0 if self.final else GUARANTEED), 0.0, None
        for sub, need, h, income in subsets(self.data, plants):
            if not income or (using >= 0 and using not in sub):
                continue
            cost, ks = fueling.price(need, h)
            if cost > budget:
                continue
            gain = weight * income - cost
            if gain > best or (gain == best and cost < best_cost):
                best, best_cost, chosen = gain, cost, ks
        return best, best_cost, () if chosen is None or not cards else fueling.buys(chosen)

    def lost(self, keep: tuple[int, ...]) -> float:
        """The fuel given up when only ``keep`` remain (CG-6.15), at market prices."""
        return _lost(self.data, keep, tuple(self.have), self.unit)


@memo(1 << 12)
def _lost(data: Components, keep: tuple[int, ...], have: tuple[int, ...], unit: tuple[float, ...]) -> float:
    return min(sum(k * unit[r] for r, k in enumerate(u)) for u in discard_options(data, keep, list(have)))


class _Deferred(NamedTuple):
    """A bid limit whose fuel reserve is not worked out yet: ``int(min(value, money - reserve))``,
    the reserve being the fuel of the best production with ``plant`` among ``kept`` (the look keeps
    what the bot saw then: the same answer later)."""

    look: _Look
    kept: tuple[int, ...]
    plant: int
    value: float

    def exact(self) -> int:
        look = self.look
        reserve = look.run(self.kept, 1e9, self.plant, cards=False)[1]
        return int(min(self.value, look.money - reserve))


# ---- the bot ------------------------------------------------------------------------------------------
class HeuristicBot:
    """Plays one seat of Power Grid: The Card Game by rules of thumb (see the module text)."""

    name = "heuristic"

    def __init__(self, seat: int, seed: int):
        self.seat = seat
        self.seed = seed  # play needs no randomness
        self._plan: list[Any] = []  # the rest of this buying turn
        self._plan_round = -1
        self._limits: dict[tuple[int, int, int], int | _Deferred] = {}  # (round, plant, money) -> most to bid

    def choose(self, observation: CardsObservation) -> Any:
        obs = observation
        if obs.phase == Phase.AUCTION and obs.pending is None:
            return self._auction(obs) if obs.auction is None else self._raise(obs)
        legal = obs.legal
        if len(legal) == 1:
            return legal[0]
        first = legal[0]
        if isinstance(first, Done):
            return self._buy(obs, legal)
        if isinstance(first, Produce):
            return self._produce(_Look(obs, self.seat), legal)
        if isinstance(first, Demolish):
            return self._demolish(_Look(obs, self.seat), legal)
        if isinstance(first, Discard):
            return self._discard(_Look(obs, self.seat), legal)
        return first

    # ---- phase 1: auction (CG-6) -------------------------------------------------------------------
    def _raise(self, obs: CardsObservation) -> Any:
        """CG-6.8: raise by 1 while the limit allows, else drop out (and pass when the money is out:
        the only legal action)."""
        a = obs.auction
        assert a is not None
        high = a.high
        if obs.my_money <= high:
            return PASS
        if self._limit(obs, [], a.plant) > high:
            return raises(high + 1, high + 1)[0]
        return PASS

    def _auction(self, obs: CardsObservation) -> Any:
        """CG-6.5: open the plant with the most surplus over its minimum bid (the number, or 1 on
        the discount token, CG-6.2), or pass the phase (CG-6.13: not in round 1)."""
        openings = obs.openings()  # the legal bids run up to the bot's money: not listed
        look: list[_Look] = []
        best: Any = PASS if obs.may_pass(openings) else None
        best_score = 0.0
        for plant, lo in openings:
            if best is not None and self._limit_bound(obs, look, plant) - lo <= best_score:
                continue  # its value alone cannot beat the best: its fuel reserve is not worked out
            score = self._limit(obs, look, plant) - lo
            if best is None or score > best_score:
                best, best_score = kinds(obs.data).opens(plant, lo, lo)[0], float(score)
        return PASS if best is None else best

    def limit(self, obs: CardsObservation, plant: int) -> int:
        """The most the bot would bid for ``plant`` (an index) now (CG-6.8)."""
        return self._limit(obs, [], plant)

    def _limit(self, obs: CardsObservation, look: list, plant: int) -> int:
        """The most the bot pays for ``plant`` now, cached for the phase (its money and plants change
        only when it buys, and then it is done for the phase). ``look``: the observation worked out
        once."""
        key = (obs.round, plant, obs.my_money)
        limit = self._entry(key, obs, look, plant)
        if isinstance(limit, _Deferred):
            limit = self._limits[key] = limit.exact()
        return limit

    def _limit_bound(self, obs: CardsObservation, look: list, plant: int) -> int:
        """At least ``_limit``, from the plant's value alone (its fuel reserve may lower it)."""
        limit = self._entry((obs.round, plant, obs.my_money), obs, look, plant)
        return int(limit.value) if isinstance(limit, _Deferred) else limit

    def _entry(self, key: tuple[int, int, int], obs: CardsObservation, look: list, plant: int) -> int | _Deferred:
        limit = self._limits.get(key)
        if limit is None:
            if len(self._limits) > 64:
                self._limits.clear()
            if not look:
                look.append(_Look(obs, self.seat))
            limit = self._limits[key] = self._value_limit(look[0], plant)
        return limit

    def _value_limit(self, look: _Look, plant: int) -> int | _Deferred:
        """The limit (``_limit``); its fuel reserve is worked out when it is needed (``_Deferred``)."""
        mine = look.mine
        if look.final:
            return self._final_limit(look, plant)
        unit, rounds, data = look.unit, look.rounds, look.data
        now = _worth(data, mine, rounds, unit)
        best, kept = -1e9, mine
        keeps = _keeps(data, mine, plant)
        for keep in keeps:
            worth = _worth(data, keep, rounds, unit)
            if worth <= best:  # the fuel given up (never below 0) cannot make it better
                continue
            w = worth - (look.lost(keep) if len(keep) < len(mine) + 1 else 0.0)
            if w > best:
                best, kept = w, keep
        if plant not in kept:
            return 0
        bonus = 0.0
        deck = look.obs.demolition_deck if look.obs.options.demolition else ()
        if len(kept) <= len(mine) and deck:  # CG-11.5: at least the later demolishers' pay
            bonus = float(data.demolition[deck[0]].others)
        return _Deferred(look, kept, plant, PAY_SHARE * (best - now) + bonus)

    @staticmethod
    def _final_limit(look: _Look, plant: int) -> int:
        """CG-9.3, CG-9.4 in the final round: the most to pay so that production (10 Elektro a VP)
        plus the money left, after buying the fuel, beats not buying."""
        money, data = look.money, look.data
        now = look.run(look.mine, money, cards=False)[0]
        best = 0.0
        for keep in _keeps(data, look.mine, plant):
            if plant not in keep:
                continue
            fueling = look.fueling(keep)
            for sub, need, h, income in subsets(data, keep):
                if plant not in sub:
                    continue
                c = fueling.price(need, h)[0]
                best = max(best, min(data.elektro_per_vp * income - c - now, money - c))
        return int(best)

    # ---- phase 1: demolition and discards (CG-6.14, CG-6.15) ---------------------------------------
    def _demolish(self, look: _Look, legal: list) -> Any:
        best, best_score = legal[0], -1e18
        for x in legal:
            keep = tuple(p for p in look.mine if p != x.plant)
            if look.final:
                worth = look.run(keep, look.money, cards=False)[0]
            else:
                worth = _worth(look.data, keep, look.rounds, look.unit)
            score = worth - look.lost(keep)
            if score > best_score:
                best, best_score = x, score
        return best

    @staticmethod
    def _discard(look: _Look, legal: list) -> Any:
        unit = look.unit
        return min(legal, key=lambda x: sum(k * unit[r] for r, k in enumerate(x.units)))

    # ---- phase 2: resources (CG-7) -----------------------------------------------------------------
    def _buy(self, obs: CardsObservation, legal: list) -> Any:
        if self._plan and self._plan_round == obs.round:
            nxt = self._plan.pop(0)
            if nxt in legal:
                return nxt
        self._plan = self._plan_buying(_Look(obs, self.seat))
        self._plan_round = obs.round
        nxt = self._plan.pop(0)
        return nxt if nxt in legal else DONE

    def _plan_buying(self, look: _Look) -> list:
        buys = look.run(look.mine, look.money)[2]
        plan: list = sorted((Buy(v, r, col) for v, r, col in buys), key=lambda b: (b.column, b.type))
        plan.append(DONE)
        return plan

    # ---- phase 3: production (CG-8.2) --------------------------------------------------------------
    @staticmethod
    def _produce(look: _Look, legal: list) -> Any:
        unit = look.unit
        obs = look.obs
        data = look.data
        income = data.income
        if obs.orm_in_market or obs.future:  # D-9: the most income, burning the cheapest fuel
            return max(
                legal,
                key=lambda x: (
                    sum(income[p] for p in x.plants),
                    -sum(k * unit[r] for r, k in enumerate(burned(data, x))),
                ),
            )
        # CG-3.3: the last production before the final round; the fuel kept for the final count
        # (CG-9.3) need not be bought again in the final round (CG-7.11)
        have = look.have
        caps, hyb = capacities(data, look.mine, data.final_storage)

        def kept(x: Produce) -> float:
            left = [h - b for h, b in zip(have, burned(data, x))]
            short = sum(max(0, caps[r] - left[r]) * unit[r] for r in range(4))
            spare = max(0, left[GAS] - caps[GAS]) + max(0, left[OIL] - caps[OIL])
            short += max(0, hyb - spare) * min(unit[GAS], unit[OIL])
            return sum(income[p] for p in x.plants) - short

        return max(legal, key=kept)


def _keeps(data: Components, mine: tuple[int, ...], plant: int) -> list[tuple[int, ...]]:
    """The sets the bot may hold after buying ``plant``: all, or all but one (CG-6.14, D-30)."""
    new = tuple(sorted(mine + (plant,)))
    if len(new) <= data.max_plants:
        return [new]
    return [tuple(p for p in new if p != x) for x in new]
