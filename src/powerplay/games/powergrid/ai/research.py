"""Power Grid for research: its compact action space and its observation tensor (docs/interop.md)."""

from __future__ import annotations

from typing import Any, Final

import numpy as np

from ....ai.encoding import CompactSpace, ObservationTensor, Seat, amounts, plant_mask, slot, within
from ....core.protocol import Game
from ....core.rng import Rng
from .. import actions as pg
from ..data import PLANT_INDEX, PLANT_NUMBERS, RESOURCES, STEP3, board
from .determinize import determinize
from .observation import PowerGridObservation

SCRAP_RETURNS: Final = amounts(6, ((0, 1), (2,), (3,)))
"""What a scrap may return: coal and oil (a hybrid), or garbage, or uranium, at most 6 (a plant's
storage, PG-2.3)."""
PHASES = ("trust-setup", "mark-cities", "auction", "resources", "building", "bureaucracy", "over")


class Space(CompactSpace):
    """Power Grid's compact actions. Layout (``A`` = ``AMOUNTS``, ``C`` = the board's cities):

    ``0`` pass (PG-6.5, PG-6.10) · ``1`` done (PG-7.1, PG-8.1) ·
    put up market slot ``s`` (0–5) bidding ``a < A`` (PG-6.4) ·
    raise to ``a < A`` (PG-6.5) · buy ``n < 32`` of resource ``r`` (PG-7) ·
    build / trust house / mark city ``c < C`` (PG-8, PG-14.2 c, PG-13.1) ·
    scrap own slot ``s`` (0–4) returning one of ``SCRAP_RETURNS`` (PG-6.9) ·
    power the own slots of a 4-bit mask burning ``coal < 16`` in all, the rest fixed by the plants
    (PG-9.2).
    """

    AMOUNTS = 400
    """Bid amounts 0–399 Elektro, opening or raising (beyond: no id, see docs/interop.md)."""
    MARKET = 6
    """Current-market slots (six in step 3, PG-10.3)."""
    OWN = 5
    """Own plant slots while scrapping: the limit (3, or 4 in the classic two-player game, PG-6.9 a, C-09) and
    the plant just acquired (PG-6.9)."""
    RUN = 4
    """Own plant slots that may run (PG-9.2): the plant limit."""

    def __init__(self, options: dict) -> None:
        self.board = board(options["map"], options["classic"])
        self.cities = len(self.board.cities)
        self.open = 2
        self.raise_ = self.open + self.MARKET * self.AMOUNTS
        self.buy = self.raise_ + self.AMOUNTS
        self.build = self.buy + 4 * 32
        self.trust = self.build + self.cities
        self.mark = self.trust + self.cities
        self.scrap = self.mark + self.cities
        self.power = self.scrap + self.OWN * len(SCRAP_RETURNS)
        self.size = self.power + (1 << self.RUN) * 16
        self._returns = {i: r for r, i in SCRAP_RETURNS.items()}

    def seat(self, obs: PowerGridObservation) -> Seat:
        return Seat(obs.current, tuple(sorted(obs.plants(obs.seat))))

    def encode_at(self, seat: Seat, action: Any) -> int:
        match action:
            case pg.Pass():
                return 0
            case pg.Done():
                return 1
            case pg.Bid(amount, 0):
                return self.raise_ + within(amount, self.AMOUNTS, "bid")
            case pg.Bid(amount, plant):
                at = slot(seat.market, plant, self.MARKET)
                return self.open + at * self.AMOUNTS + within(amount, self.AMOUNTS, "bid")
            case pg.Buy(resource, amount):
                return self.buy + resource * 32 + within(amount, 32, "amount")
            case pg.Build(city):
                return self.build + self.board.index[city]
            case pg.PlaceTrust(city):
                return self.trust + self.board.index[city]
            case pg.Mark(city):
                return self.mark + self.board.index[city]
            case pg.Scrap(plant, returned):
                if returned not in SCRAP_RETURNS:
                    raise ValueError(f"scrap return {returned} is outside the compact space")
                s = slot(seat.own, plant, self.OWN)
                return self.scrap + s * len(SCRAP_RETURNS) + SCRAP_RETURNS[returned]
            case pg.Power(plants, fuel):
                return self.power + plant_mask(seat.own, plants, self.RUN) * 16 + within(fuel[0], 16, "coal")
        raise ValueError(f"not a Power Grid action: {action!r}")

    def name(self, index: int) -> str:
        within(index, self.size, "id")
        if index < self.open:
            return ("pass", "done")[index]
        if index < self.raise_:
            s, a = divmod(index - self.open, self.AMOUNTS)
            return f"put up market slot {s + 1} bidding {a}"
        if index < self.buy:
            return f"raise to {index - self.raise_}"
        if index < self.build:
            r, n = divmod(index - self.buy, 32)
            return f"buy {n} {RESOURCES[r]}"
        for start, verb in ((self.build, "build"), (self.trust, "trust"), (self.mark, "mark")):
            if index < start + self.cities:
                return f"{verb} {self.board.cities[index - start]}"
        if index < self.power:
            s, r = divmod(index - self.scrap, len(SCRAP_RETURNS))
            back = " ".join(f"{n} {RESOURCES[k]}" for k, n in enumerate(self._returns[r]) if n)
            return f"scrap own plant {s + 1}" + (f" returning {back}" if back else "")
        m, coal = divmod(index - self.power, 16)
        slots = " ".join(str(k + 1) for k in range(self.RUN) if m >> k & 1)
        return f"power own plants {slots or '(none)'} burning {coal} coal"


class Tensor(ObservationTensor):
    """Power Grid's observation tensor (``n`` players, ``C`` cities on the board, ``P`` = 42 plants,
    plant columns in plant-number order). Public (PG-15.2) and the seat's own; the others' money only
    when the rules show it (classic, C-15; the end, PG-11.3); of the deck, its size and the back of
    its top card (PG-15.3) and the plants put under it (D-24)."""

    BOARDS: Final = 4096
    """Boards whose flags are kept (then the cache starts again)."""

    def __init__(self, options: dict) -> None:
        n = options["players"]
        super().__init__(PHASES, n)
        self.board = board(options["map"], options["classic"])
        c = len(self.board.cities)
        p = len(PLANT_NUMBERS)
        self.game = self.part(
            "game",
            (7,),
            "round, Step (1–3), nuclear phase-out begun (PG-12.1), cities that end the game, houses a player "
            "has, plants in the deck, the deck's top card is a plug (small) plant",
        )
        self.players = self.part(
            "players",
            (n, 12),
            "per relative seat: money, money known, cities, cities powered last, got a plant this round, "
            "passed, done, place in turn order (1 = first), coal, oil, garbage, uranium",
        )
        self.owned = self.part("plants", (n, p), "per relative seat: the plants it owns")
        self.market = self.part(
            "plant_market",
            (6, p),
            "the current market, the future market, removed from the game, put under the deck (D-24), "
            "the discount token (PG-6.2), the trust's plants (PG-14)",
        )
        self.step3 = self.part("step3_card", (3,), "the Step 3 card is in the current market, the future, removed")
        self.resources = self.part(
            "resources", (3, 4), "coal, oil, garbage, uranium: on the market, in the supply, with the trust"
        )
        self.storage = self.part("coal_storage", (1,), "coal in the USA side's storage (PG-12.2)")
        self.auction = self.part(
            "auction",
            (2 + p + 3 * n,),
            "an auction runs, the high bid, its plant (P), the high bidder (n), the bidders still in (n), "
            "who put the plant up (n)",
        )
        self.scrap = self.part(
            "scrap", (n + p,), "who must scrap a plant now (n, PG-6.9), the plant that made them scrap (P)"
        )
        self.cities = self.part(
            "cities",
            (c, n + 3),
            "per city (board order): a house of each relative seat (n), a trust house (PG-14), marked as a "
            "starting city (PG-13), in play (PG-3.1)",
        )
        self.p = p
        self._boards: dict[tuple, np.ndarray] = {}

    def entries(self, obs: PowerGridObservation, to_act: int | None) -> tuple[list[int], list[float]]:
        n, p, me = self.n, self.p, obs.seat
        at, val = self.turn(obs, to_act)
        top = obs.top_back
        at += range(self.game, self.game + 7)
        val += [obs.round, obs.step, obs.phase_out, obs.end_cities, obs.houses, obs.deck_count, top == "plug"]
        order = obs.order
        for seat in range(n):
            rel = (seat - me) % n
            row = self.players + rel * 12
            money = obs.money(seat)
            res = obs.resources(seat)
            at += range(row, row + 12)
            val += [
                money or 0,
                money is not None,
                obs.city_count(seat),
                obs.powered(seat),
                obs.got_plant(seat),
                obs.passed(seat),
                obs.done(seat),
                order.index(seat) + 1 if seat in order else 0,
                *res,
            ]
            base = self.owned + rel * p
            for plant in obs.plants(seat):
                at.append(base + PLANT_INDEX[plant])
                val.append(1.0)
        step3 = self.step3
        rows = obs.current, obs.future, obs.removed, obs.under, (obs.discount,), obs.trust_plants
        for row, plants in enumerate(rows):
            for plant in plants:
                if plant == STEP3:
                    if row < 3:
                        at.append(step3 + row)
                        val.append(1.0)
                elif plant:
                    at.append(self.market + row * p + PLANT_INDEX[plant])
                    val.append(1.0)
        at += range(self.resources, self.resources + 12)
        val += [*obs.market, *obs.supply, *obs.trust_resources]
        at.append(self.storage)
        val.append(obs.coal_storage)
        auction = obs.auction
        if auction is not None:
            a = self.auction
            at += [a, a + 1, a + 2 + PLANT_INDEX[auction.plant], a + 2 + p + (auction.leader - me) % n]
            val += [1.0, auction.high, 1.0, 1.0]
            at += [a + 2 + p + n + (s - me) % n for s in auction.active]
            at.append(a + 2 + p + 2 * n + (auction.starter - me) % n)
            val += [1.0] * (len(auction.active) + 1)
        scrapper = obs.scrapper
        if scrapper is not None:
            at += [self.scrap + (scrapper - me) % n, self.scrap + n + PLANT_INDEX[obs.scrap_new]]
            val += [1.0, 1.0]
        return at, val

    def tensor(self, obs: PowerGridObservation, to_act: int | None) -> np.ndarray:
        out = ObservationTensor.tensor(self, obs, to_act)
        out[self.board_flags(obs)] = 1.0
        return out

    def board_flags(self, obs: PowerGridObservation) -> np.ndarray:
        """The positions of the ``cities`` slice's flags (houses, marks, cities in play), which change
        only when a house is built or a city marked: kept by what they are made of (the zone, the
        seat, every house and mark), so an equal board is never worked out twice."""
        n, me = self.n, obs.seat
        houses = tuple(obs.cities(p) for p in range(n))
        key = (obs.zone.regions, me, houses, obs.trust_cities, obs.marks)
        flags = self._boards.get(key)
        if flags is not None:
            return flags
        width = n + 3
        at: list[int] = []
        in_zone = obs.zone.in_zone
        for city in range(len(in_zone)):
            if in_zone[city]:
                at.append(self.cities + city * width + n + 2)
        for seat in range(n):
            at += [self.cities + city * width + (seat - me) % n for city in houses[seat]]
        at += [self.cities + city * width + n for city in obs.trust_cities]
        at += [self.cities + city * width + n + 1 for city in obs.marks]
        if len(self._boards) >= self.BOARDS:
            self._boards.clear()
        flags = self._boards[key] = np.array(at, np.intp)
        return flags


def resample(obs: PowerGridObservation, seed: int) -> Game:
    """A game the seat cannot tell from its own: the deck's order, the box, the others' hidden money
    and the generator drawn again, as our search bots draw them (``ai.determinize``)."""
    return determinize(obs, Rng(seed))
