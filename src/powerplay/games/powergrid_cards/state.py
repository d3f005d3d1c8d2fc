"""The card game's state: plain lists and ints, copied by hand (no deepcopy).

The data set (``data``, ``data.Components``: plants, cards, tables) is shared by every copy, never
copied; its plants and cards are referenced by index. Seats are ``0..n-1`` in
seat order (clockwise, D-3); the Trust is ``TRUST`` (-1) in the turn order. A regular or "+"/"++"
resource card is an index into ``data.cards`` whose current value is ``value[card]``; single cards
are interchangeable and only counted, per type, wherever they lie (CG-4.8.4).

Where things are (CG-12.4):

* plants: ``deck`` (bottom first: ``deck[-1]`` is the top card), ``market`` (sorted, CG-5.1),
  ``plants[seat]``, ``trust_plants`` (oldest first, CG-10.5), ``box`` (removed unseen at setup),
  ``removed`` (removed from the game in public; the ORM card too once resolved);
* resource cards: ``unused`` (not for this player count), ``res_deck`` (``[-1]`` on top),
  ``discard``, ``plusplus`` (the "++" set set aside, CG-2.9), ``columns[0..2]`` (columns 2–4),
  ``cards[seat]`` (acquisition order, D-7), ``trust_cards``;
* single cards, counts per type: ``supply``, ``col1``, ``singles[seat]``, ``trust_singles``;
  ``created`` counts the singles the engine made under D-6 (unlimited supply).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from .data import Components


class Phase:
    """Where the game is (CG-3.1)."""

    AUCTION: Final = "auction"
    RESOURCES: Final = "resources"
    BUREAUCRACY: Final = "bureaucracy"
    OVER: Final = "over"
    ALL: Final = (AUCTION, RESOURCES, BUREAUCRACY, OVER)


@dataclass(frozen=True)
class Options:
    """Game options (CG-2.1), fixed for a game.

    ``trust`` (D-1), ``demolition`` (CG-11), ``hidden_money`` (D-18), ``bidding_in_turn_order``
    (D-3 alternative: bids go round in turn order, not seat order), ``limited_singles`` (D-6
    alternative: only the 7 physical single cards exist; a unit without a card is lost).
    """

    players: int
    trust: bool = False
    demolition: bool = False
    hidden_money: bool = False
    bidding_in_turn_order: bool = False
    limited_singles: bool = False

    def to_json(self) -> dict:
        return {
            "players": self.players,
            "trust": self.trust,
            "demolition": self.demolition,
            "hidden_money": self.hidden_money,
            "bidding_in_turn_order": self.bidding_in_turn_order,
            "limited_singles": self.limited_singles,
        }


class Auction:
    """A running auction (CG-6.8): plant, high bid, leader, auctioneer, seats still in, who answers."""

    __slots__ = ("auctioneer", "high", "leader", "plant", "still_in", "to_act")

    def __init__(self, plant: int, high: int, leader: int, auctioneer: int, still_in: list[int], to_act: int):
        self.plant = plant
        self.high = high
        self.leader = leader
        self.auctioneer = auctioneer
        self.still_in = still_in
        self.to_act = to_act

    def copy(self) -> Auction:
        return Auction(self.plant, self.high, self.leader, self.auctioneer, self.still_in[:], self.to_act)


@dataclass(eq=False)
class State:
    """Everything about one game. The position format (docs/games/powergrid-cards-positions.md)
    writes and reads all of it."""

    options: Options
    data: Components
    """The components the game is played with: shared by copies, never copied."""
    rng: int
    round: int
    phase: str
    final: bool
    order: list[int]
    money: list[int]
    plants: list[list[int]]
    cards: list[list[int]]
    singles: list[list[int]]
    value: list[int]
    bought: list[bool]
    passed: list[bool]
    bought_plant: list[int]
    income: list[int | None]
    market: list[int]
    discount: int
    deck: list[int]
    box: list[int]
    removed: list[int]
    orm_resolved: bool
    reduced: bool
    auction: Auction | None
    pending: str
    pending_seat: int
    trust_plants: list[int]
    trust_cards: list[int]
    trust_singles: list[int]
    trust_took: bool
    col1: list[int]
    columns: list[list[int]]
    res_deck: list[int]
    discard: list[int]
    plusplus: list[int]
    unused: list[int]
    supply: list[int]
    created: list[int]
    reshuffles: int
    demolition: list[int]
    demolished: int
    queue: list[int]
    winners: list[int]

    @property
    def players(self) -> int:
        return self.options.players

    def copy(self) -> State:
        """A hand-written copy of the mutable parts (LESSONS: deepcopy is the slow path); the same
        code runs compiled (a compiled class has no ``__dict__`` to copy)."""
        return State(
            options=self.options,
            data=self.data,
            rng=self.rng,
            round=self.round,
            phase=self.phase,
            final=self.final,
            order=self.order[:],
            money=self.money[:],
            plants=[x[:] for x in self.plants],
            cards=[x[:] for x in self.cards],
            singles=[x[:] for x in self.singles],
            value=self.value[:],
            bought=self.bought[:],
            passed=self.passed[:],
            bought_plant=self.bought_plant[:],
            income=self.income[:],
            market=self.market[:],
            discount=self.discount,
            deck=self.deck[:],
            box=self.box[:],
            removed=self.removed[:],
            orm_resolved=self.orm_resolved,
            reduced=self.reduced,
            auction=self.auction.copy() if self.auction is not None else None,
            pending=self.pending,
            pending_seat=self.pending_seat,
            trust_plants=self.trust_plants[:],
            trust_cards=self.trust_cards[:],
            trust_singles=self.trust_singles[:],
            trust_took=self.trust_took,
            col1=self.col1[:],
            columns=[x[:] for x in self.columns],
            res_deck=self.res_deck[:],
            discard=self.discard[:],
            plusplus=self.plusplus[:],
            unused=self.unused[:],
            supply=self.supply[:],
            created=self.created[:],
            reshuffles=self.reshuffles,
            demolition=self.demolition[:],
            demolished=self.demolished,
            queue=self.queue[:],
            winners=self.winners[:],
        )

    def humans(self) -> list[int]:
        """The human seats in turn order (the Trust left out)."""
        return [p for p in self.order if p >= 0]

    def active(self, p: int) -> bool:
        """CG-6.3: in the Auction phase, a human who has neither bought a plant nor passed."""
        return not self.bought[p] and not self.passed[p]
