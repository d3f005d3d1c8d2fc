"""The heuristic bot of Power Grid: The Card Game: rules of thumb, no search.

It sees only its observation (``observation.py``: what its seat may know, read in place; never the
display view). Static data (plants, column prices) comes from ``data.py`` and the pure storage
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

from typing import Any

from ..actions import DONE, PASS, Buy, Demolish, Discard, Done, Pass, Produce, burned, raises
from ..auction import MAX_PLANTS
from ..data import DEMOLITION, GAS, OIL, PLANTS, PRICES
from ..scoring import ELEKTRO_PER_VP
from ..state import Phase
from ..storage import FINAL_STORAGE, STORAGE, capacities, discard_options, free, subsets
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

_INCOME = tuple(p.income for p in PLANTS)


# ---- reading the observation ------------------------------------------------------------------------
def _offers(obs: CardsObservation) -> list[list[tuple[int, int, int]]]:
    """Per type, the cards on sale as (price per unit, units, column), cheapest first (CG-7.4)."""
    out: list[list[tuple[int, int, int]]] = [[], [], [], []]
    for r, value, column in obs.offers():
        out[r].append((PRICES[column - 1], value, column))
    for offers in out:
        offers.sort()
    return out


def _unit_prices(offers: list[list[tuple[int, int, int]]]) -> list[float]:
    """Per type, the mean price of the cheapest ``PRICE_UNITS`` units (missing ones: scarce)."""
    out = []
    for r in range(4):
        left, total = PRICE_UNITS, 0.0
        for price, value, _ in offers[r]:
            take = min(left, value)
            total += take * price
            left -= take
            if not left:
                break
        out.append((total + left * SCARCE_PRICE) / PRICE_UNITS)
    return out


def _cover(offers: list[tuple[int, int, int]], most: int) -> list[tuple[float, tuple]]:
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
    return best


def _rounds_left(obs: CardsObservation) -> float:
    """Rounds with income still to come, this one included (0 in the final round, CG-9.2)."""
    if obs.final:
        return 0.0
    if obs.orm_in_market or not obs.future:
        return 1.0  # the ORM card is out: the next round is the final one (CG-3.3)
    above = obs.deck_count - obs.under_orm - 1
    rate = DRAWS_BASE + DRAWS_PER_PLAYER * obs.players + (1.0 if obs.options.trust else 0.0)
    return 1.0 + max(0, above) / rate


def _fuel(need: tuple[int, int, int, int], h: int, unit: list[float]) -> float:
    return need[0] * unit[0] + need[1] * unit[1] + need[2] * unit[2] + need[3] * unit[3] + h * min(unit[GAS], unit[OIL])


def _worth(plants: tuple[int, ...], rounds: float, unit: list[float]) -> float:
    """What a set of plants is worth with ``rounds`` of income to come (see the module text)."""
    net = 0.0
    end = 0.0
    for _, need, h, income in subsets(plants):
        fuel = _fuel(need, h, unit)
        net = max(net, income - fuel)
        end = max(end, ELEKTRO_PER_VP * income - fuel)
    keep = 1.0 / (1.0 + max(0.0, rounds - 1.0) / KEEP_ROUNDS)
    return (1.0 - DISCOUNT**rounds) / (1.0 - DISCOUNT) * net + keep * end


class _Fueling:
    """The cheapest purchases that let subsets of the plants produce once, from the market in view.

    Units bought beyond the need are worth ``STORE_SHARE`` of their price while the plants can store
    them (CG-4.6); beyond that they are turned down and lost (CG-7.6)."""

    __slots__ = ("_tables", "have", "look", "plants")

    def __init__(self, look: _Look, plants: tuple[int, ...]):
        self.look = look
        self.plants = plants
        self.have = look.have
        self._tables: list[list[tuple[float, tuple]] | None] = [None, None, None, None]

    def table(self, r: int) -> list[tuple[float, tuple]]:
        """For k = 0.. the units of type ``r`` the plants can still store: (price, cards) of the
        cheapest way to get k more units, less the credit of the units stored beyond k."""
        t = self._tables[r]
        if t is None:
            look = self.look
            exact = look.exact(r)
            room = free(self.plants, self.have, r, FINAL_STORAGE if look.final else STORAGE)
            credit = 0.0 if look.final else STORE_SHARE * look.unit[r]
            t = []
            best, arg = float("inf"), 0
            for j in range(len(exact) - 1, -1, -1):  # suffix minima of price less stored credit
                v = exact[j][0] - credit * min(j, room)
                if v <= best:
                    best, arg = v, j
                if j <= room and j <= COVER_UNITS:
                    t.append((best + credit * j, exact[arg][1]))
            t.reverse()
            self._tables[r] = t
        return t

    def cost(self, need: tuple[int, int, int, int], h: int) -> tuple[float, tuple]:
        """(price, purchases as (units, type, column)) to run plants needing ``need`` + ``h``
        gas-or-oil on top of the holding; infinity when the market or the storage lacks units."""
        have = self.have
        base = 0.0
        buys: tuple = ()
        for r in (0, 3):
            k = need[r] - have[r]
            if k > 0:
                t = self.table(r)
                if k >= len(t):
                    return float("inf"), ()
                c, cards = t[k]
                base += c
                buys += tuple((v, r, col) for v, col in cards)
        if not h and need[GAS] <= have[GAS] and need[OIL] <= have[OIL]:
            return base, buys
        best = float("inf")
        best_buys: tuple = ()
        tg, to = self.table(GAS), self.table(OIL)
        for hg in range(h + 1):
            kg = max(0, need[GAS] + hg - have[GAS])
            ko = max(0, need[OIL] + h - hg - have[OIL])
            if kg >= len(tg) or ko >= len(to):
                continue
            c = tg[kg][0] + to[ko][0]
            if c < best:
                best = c
                best_buys = tuple((v, GAS, col) for v, col in tg[kg][1]) + tuple((v, OIL, col) for v, col in to[ko][1])
        return base + best, buys + best_buys


# ---- one look at the observation ------------------------------------------------------------------------
class _Look:
    """What the decisions read from one observation, worked out once."""

    __slots__ = ("_exact", "_fueling", "final", "have", "mine", "money", "obs", "offers", "rounds", "unit")

    def __init__(self, obs: CardsObservation, seat: int):
        self.obs = obs
        self.mine = tuple(sorted(obs.plants(seat)))
        self.have = list(obs.units(seat))
        self.money: int = obs.my_money
        self.final: bool = obs.final
        self.offers = _offers(obs)
        self.unit = _unit_prices(self.offers)
        self.rounds = _rounds_left(obs)
        self._exact: list[list[tuple[float, tuple]] | None] = [None, None, None, None]
        self._fueling: dict[tuple[int, ...], _Fueling] = {}

    def exact(self, r: int) -> list[tuple[float, tuple]]:
        """The cheapest cards of type ``r`` for each number of units (``_cover``)."""
        exact = self._exact[r]
        if exact is None:
            exact = self._exact[r] = _cover(self.offers[r], COVER_UNITS + 2)
        return exact

    def fueling(self, plants: tuple[int, ...]) -> _Fueling:
        f = self._fueling.get(plants)
        if f is None:
            f = self._fueling[plants] = _Fueling(self, plants)
        return f

    def run(self, plants: tuple[int, ...], budget: float, using: int = -1) -> tuple[float, float, tuple]:
        """The production to buy fuel for (CG-7): the subset of ``plants`` (with plant ``using``)
        earning most over the cards bought for it (final round: scoring most, 10 Elektro a VP,
        CG-9.3), within ``budget``. Returns (income less fuel, fuel price, purchases)."""
        weight = ELEKTRO_PER_VP if self.final else 1
        fueling = self.fueling(plants)
        best, best_cost, buys = -1e9 if using >= 0 else (0.0 if self.final else GUARANTEED), 0.0, ()
        for sub, need, h, income in subsets(plants):
            if not income or (using >= 0 and using not in sub):
                continue
            cost, cards = fueling.cost(need, h)
            if cost > budget:
                continue
            gain = weight * income - cost
            if gain > best or (gain == best and cost < best_cost):
                best, best_cost, buys = gain, cost, cards
        return best, best_cost, buys

    def lost(self, keep: tuple[int, ...]) -> float:
        """The fuel given up when only ``keep`` remain (CG-6.15), at market prices."""
        unit = self.unit
        return min(sum(k * unit[r] for r, k in enumerate(u)) for u in discard_options(keep, self.have))


# ---- the bot ------------------------------------------------------------------------------------------
class HeuristicBot:
    """Plays one seat of Power Grid: The Card Game by rules of thumb (see the module text)."""

    name = "heuristic"

    def __init__(self, seat: int, seed: int):
        self.seat = seat
        self.seed = seed  # play needs no randomness
        self._plan: list[Any] = []  # the rest of this buying turn
        self._plan_round = -1
        self._limits: dict[tuple[int, int, int], int] = {}  # (round, plant, money) -> most to bid

    def choose(self, observation: CardsObservation) -> Any:
        obs = observation
        if obs.phase == Phase.AUCTION and obs.pending is None and obs.auction is not None:
            return self._raise(obs)
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
        return self._auction(obs, legal)

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

    def _auction(self, obs: CardsObservation, legal: list) -> Any:
        look: list[_Look] = []
        # CG-6.5: open the plant with the most surplus over its minimum bid (the first bid of each
        # plant in the legal list is its minimum: the number, or 1 on the discount token, CG-6.2)
        first = legal[0]
        must = not isinstance(first, Pass)  # CG-6.13: round 1
        best, best_score = None if must else first, 0.0
        seen = -1
        for x in legal:
            if isinstance(x, Pass) or x.plant == seen:
                continue
            seen = x.plant
            score = self._limit(obs, look, x.plant) - x.amount
            if best is None or score > best_score:
                best, best_score = x, score
        return best

    def limit(self, obs: CardsObservation, plant: int) -> int:
        """The most the bot would bid for ``plant`` (an index) now (CG-6.8)."""
        return self._limit(obs, [], plant)

    def _limit(self, obs: CardsObservation, look: list, plant: int) -> int:
        """The most the bot pays for ``plant`` now, cached for the phase (its money and plants change
        only when it buys, and then it is done for the phase). ``look``: the observation worked out
        once."""
        key = (obs.round, plant, obs.my_money)
        limit = self._limits.get(key)
        if limit is None:
            if len(self._limits) > 64:
                self._limits.clear()
            if not look:
                look.append(_Look(obs, self.seat))
            limit = self._limits[key] = self._value_limit(look[0], plant)
        return limit

    def _value_limit(self, look: _Look, plant: int) -> int:
        mine, money = look.mine, look.money
        if look.final:
            return self._final_limit(look, plant)
        unit, rounds = look.unit, look.rounds
        now = _worth(mine, rounds, unit)
        best, kept = -1e9, mine
        for keep in _keeps(mine, plant):
            w = _worth(keep, rounds, unit) - (look.lost(keep) if len(keep) < len(mine) + 1 else 0.0)
            if w > best:
                best, kept = w, keep
        if plant not in kept:
            return 0
        bonus = 0.0
        deck = look.obs.demolition_deck if look.obs.options.demolition else ()
        if len(kept) <= len(mine) and deck:  # CG-11.5: at least the later demolishers' pay
            bonus = DEMOLITION[deck[0]].others
        reserve = look.run(kept, 1e9, plant)[1]
        return int(min(PAY_SHARE * (best - now) + bonus, money - reserve))

    @staticmethod
    def _final_limit(look: _Look, plant: int) -> int:
        """CG-9.3, CG-9.4 in the final round: the most to pay so that production (10 Elektro a VP)
        plus the money left, after buying the fuel, beats not buying."""
        money = look.money
        now = look.run(look.mine, money)[0]
        best = 0.0
        for keep in _keeps(look.mine, plant):
            if plant not in keep:
                continue
            fueling = look.fueling(keep)
            for sub, need, h, income in subsets(keep):
                if plant not in sub:
                    continue
                c = fueling.cost(need, h)[0]
                best = max(best, min(ELEKTRO_PER_VP * income - c - now, money - c))
        return int(best)

    # ---- phase 1: demolition and discards (CG-6.14, CG-6.15) ---------------------------------------
    def _demolish(self, look: _Look, legal: list) -> Any:
        best, best_score = legal[0], -1e18
        for x in legal:
            keep = tuple(p for p in look.mine if p != x.plant)
            if look.final:
                worth = look.run(keep, look.money)[0]
            else:
                worth = _worth(keep, look.rounds, look.unit)
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
        if obs.orm_in_market or obs.future:  # D-9: the most income, burning the cheapest fuel
            return max(
                legal,
                key=lambda x: (sum(_INCOME[p] for p in x.plants), -sum(k * unit[r] for r, k in enumerate(burned(x)))),
            )
        # CG-3.3: the last production before the final round; the fuel kept for the final count
        # (CG-9.3) need not be bought again in the final round (CG-7.11)
        have = look.have
        caps, hyb = capacities(look.mine, FINAL_STORAGE)

        def kept(x: Produce) -> float:
            left = [h - b for h, b in zip(have, burned(x))]
            short = sum(max(0, caps[r] - left[r]) * unit[r] for r in range(4))
            spare = max(0, left[GAS] - caps[GAS]) + max(0, left[OIL] - caps[OIL])
            short += max(0, hyb - spare) * min(unit[GAS], unit[OIL])
            return sum(_INCOME[p] for p in x.plants) - short

        return max(legal, key=kept)


def _keeps(mine: tuple[int, ...], plant: int) -> list[tuple[int, ...]]:
    """The sets the bot may hold after buying ``plant``: all, or all but one (CG-6.14, D-30)."""
    new = tuple(sorted(mine + (plant,)))
    if len(new) <= MAX_PLANTS:
        return [new]
    return [tuple(p for p in new if p != x) for x in new]
