"""Power Grid: The Card Game for research: its compact action space and its observation tensor
(docs/interop.md)."""

from __future__ import annotations

from typing import Any, Final

from ....ai.encoding import CompactSpace, ObservationTensor, Seat, amounts, plant_mask, slot, within
from ....core.protocol import Game
from ....core.rng import Rng
from .. import actions as cg
from ..data import CARDS, DEMOLITION, PLANTS, RESOURCES
from .determinize import determinize
from .observation import CardsObservation

DISCARDS: Final = amounts(8, ((0, 1, 2, 3),))
"""What a discard after a demolition may give up: any units, at most 8 in all."""
PHASES = ("auction", "resources", "bureaucracy", "over")
BACKS = ("small", "big", "orm")


class Space(CompactSpace):
    """The card game's compact actions. Layout (``A`` = ``AMOUNTS``):

    ``0`` pass (CG-6.5 b, CG-6.8) · ``1`` done (CG-7.3) ·
    open on market slot ``s`` (0–5) bidding ``a < A`` (CG-6.5 a, CG-6.6) · raise to ``a < A``
    (CG-6.8) · demolish own slot ``s`` (0–3) (CG-6.14) · discard one of ``DISCARDS`` (CG-6.15) ·
    buy the card of value ``v < 8`` and type ``r`` from column ``c`` (CG-7.3) · produce with the own
    slots of a 3-bit mask, the hybrids burning ``gas < 16`` (the rest oil) (CG-8.2).
    """

    AMOUNTS = 256
    MARKET = 6
    """Current-market slots: four (CG-5.2), six once the ORM card is resolved (CG-5.4)."""
    OWN = 4
    """Own plant slots: three, and the fourth just obtained while demolishing (CG-6.14)."""

    def __init__(self, options: dict) -> None:
        self.open = 2
        self.raise_ = self.open + self.MARKET * self.AMOUNTS
        self.demolish = self.raise_ + self.AMOUNTS
        self.discard = self.demolish + self.OWN
        self.buy = self.discard + len(DISCARDS)
        self.produce = self.buy + 4 * 4 * 8
        self.size = self.produce + (1 << 3) * 16
        self._discards = {i: units for units, i in DISCARDS.items()}

    def seat(self, obs: CardsObservation) -> Seat:
        return Seat(obs.current, tuple(sorted(obs.plants(obs.seat))))

    def encode_at(self, seat: Seat, action: Any) -> int:
        match action:
            case cg.Pass():
                return 0
            case cg.Done():
                return 1
            case cg.Bid(amount, plant) if plant == cg.NO_PLANT:
                return self.raise_ + within(amount, self.AMOUNTS, "bid")
            case cg.Bid(amount, plant):
                at = slot(seat.market, plant, self.MARKET)
                return self.open + at * self.AMOUNTS + within(amount, self.AMOUNTS, "bid")
            case cg.Demolish(plant):
                return self.demolish + slot(seat.own, plant, self.OWN)
            case cg.Discard(units):
                if units not in DISCARDS:
                    raise ValueError(f"discard {units} is outside the compact space")
                return self.discard + DISCARDS[units]
            case cg.Buy(value, kind, column):
                return self.buy + ((column - 1) * 4 + kind) * 8 + within(value, 8, "card value")
            case cg.Produce(plants, gas, _):
                return self.produce + plant_mask(seat.own, plants, 3) * 16 + within(gas, 16, "gas")
        raise ValueError(f"not a card game action: {action!r}")

    def name(self, index: int) -> str:
        within(index, self.size, "id")
        if index < self.open:
            return ("pass", "done")[index]
        if index < self.raise_:
            s, a = divmod(index - self.open, self.AMOUNTS)
            return f"open market slot {s + 1} bidding {a}"
        if index < self.demolish:
            return f"raise to {index - self.raise_}"
        if index < self.discard:
            return f"demolish own plant {index - self.demolish + 1}"
        if index < self.buy:
            units = self._discards[index - self.discard]
            return "discard " + (" ".join(f"{n} {RESOURCES[r]}" for r, n in enumerate(units) if n) or "nothing")
        if index < self.produce:
            rest, value = divmod(index - self.buy, 8)
            column, kind = divmod(rest, 4)
            return f"buy a {RESOURCES[kind]} card of {value} from column {column + 1}"
        m, gas = divmod(index - self.produce, 16)
        slots = " ".join(str(k + 1) for k in range(3) if m >> k & 1)
        return f"produce with own plants {slots or '(none)'}, hybrids burning {gas} gas"


class Tensor(ObservationTensor):
    """The card game's observation tensor (``n`` seats, ``P`` = 42 plants and the ORM card, ``R`` = 44
    resource cards, columns in the data's order). Public (CG-12.1) and the seat's own; with hidden
    money (D-18) the others' money only at the end; of the plant deck its size, the back of its top
    card and how many cards lie below the ORM card; of the resource deck its size."""

    def __init__(self, options: dict) -> None:
        n = options["players"]
        super().__init__(PHASES, n)
        p = self.p = len(PLANTS) + 1
        r = self.r = len(CARDS)
        self.game = self.part(
            "game",
            (12,),
            "round, final round (CG-9.1), plants in the deck, the deck's top card is small / big / the ORM card, "
            "cards below the ORM card, the ORM card is in the market / in the deck / resolved (CG-5.4), "
            "cards in the resource deck, its reshuffles",
        )
        self.players = self.part(
            "players",
            (n, 13),
            "per relative seat: money, money known, income of the last Bureaucracy phase, still in the auction "
            "(CG-6.3), place in turn order (1 = first), units of coal, gas, oil, uranium, single cards of each",
        )
        self.owned = self.part("plants", (n, p), "per relative seat: the plants it owns")
        self.held = self.part("cards", (n, r), "per relative seat: the resource cards it holds")
        self.market = self.part(
            "plant_market",
            (5, p),
            "the current market, the future market, removed in public, the discount token (CG-6.2), the Trust's "
            "plants (the last column is the ORM card)",
        )
        self.columns = self.part(
            "resource_market",
            (5, r),
            "the resource cards in column 2, 3, 4 (CG-4.6), the discard pile, the Trust's cards",
        )
        self.values = self.part("card_values", (r,), "each resource card's current value, where it can be seen")
        self.singles = self.part("singles", (2, 4), "single cards in column 1 and in the supply, per type")
        self.auction = self.part(
            "auction",
            (2 + p + 3 * n,),
            "an auction runs, the high bid, its plant (P), the high bidder (n), the auctioneer (n), the seats "
            "still in (n)",
        )
        self.pending = self.part(
            "pending", (2 + n,), "a demolition (CG-6.14) or a discard (CG-6.15) is due, by the relative seat (n)"
        )
        self.demolition = self.part(
            "demolition", (len(DEMOLITION),), "each demolition card's place in its deck (1 = top; 0 = gone, CG-11)"
        )

    def entries(self, obs: CardsObservation, to_act: int | None) -> tuple[list[int], list[float]]:
        n, p, r, me = self.n, self.p, self.r, obs.seat
        at, val = self.turn(obs, to_act)
        top = obs.top_back
        at += range(self.game, self.game + 12)
        val += [
            obs.round,
            obs.final,
            obs.deck_count,
            top == "small",
            top == "big",
            top == "orm",
            obs.under_orm,
            obs.orm_in_market,
            obs.orm_in_deck,
            obs.orm_resolved,
            obs.res_deck_count,
            obs.reshuffles,
        ]
        order = obs.order
        value = obs.value
        for seat in range(n):
            rel = (seat - me) % n
            row = self.players + rel * 13
            money = obs.money(seat)
            at += range(row, row + 13)
            val += [
                money or 0,
                money is not None,
                obs.income(seat) or 0,
                obs.active(seat),
                order.index(seat) + 1 if seat in order else 0,
                *obs.units(seat),
                *obs.singles(seat),
            ]
            plants = obs.plants(seat)
            at += [self.owned + rel * p + plant for plant in plants]
            val += [1.0] * len(plants)
            for card in obs.cards(seat):
                at += [self.held + rel * r + card, self.values + card]
                val += [1.0, value(card)]
        market = obs.current, obs.future, obs.removed, (obs.discount,), obs.trust_plants
        for row, plants in enumerate(market):
            at += [self.market + row * p + plant for plant in plants if plant >= 0]
            val += [1.0] * sum(1 for plant in plants if plant >= 0)
        if obs.orm_in_market:
            at.append(self.market + p - 1)
            val.append(1.0)
        piles = obs.column(2), obs.column(3), obs.column(4), obs.discard, obs.trust_cards
        for row, cards in enumerate(piles):
            for card in cards:
                at += [self.columns + row * r + card, self.values + card]
                val += [1.0, value(card)]
        at += range(self.singles, self.singles + 8)
        val += [*obs.column1, *obs.supply]
        auction = obs.auction
        if auction is not None:
            a = self.auction
            at += [a, a + 1, a + 2 + auction.plant, a + 2 + p + (auction.leader - me) % n]
            at.append(a + 2 + p + n + (auction.auctioneer - me) % n)
            at += [a + 2 + p + 2 * n + (s - me) % n for s in auction.still_in]
            val += [1.0, auction.high, 1.0, 1.0, 1.0] + [1.0] * len(auction.still_in)
        pending = obs.pending
        if pending is not None:
            kind, seat = pending
            at += [self.pending + (kind != "demolish"), self.pending + 2 + (seat - me) % n]
            val += [1.0, 1.0]
        for place, card in enumerate(obs.demolition_deck):
            at.append(self.demolition + card)
            val.append(place + 1)
        return at, val


def resample(obs: CardsObservation, seed: int) -> Game:
    """A game the seat cannot tell from its own: the plant deck and box, the resource deck's order,
    hidden money and the generator drawn again, as our search bots draw them (``ai.determinize``)."""
    return determinize(obs, Rng(seed))
