"""The Power Grid game state: plain lists and ints, copied by hand (no deepcopy).

Static data (board, zone distances, plants, tables) is referenced, never copied. Player ids are
seat indexes ``0..n-1`` (seat order = clockwise order, D-18); the trust's houses carry ``TRUST``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import ClassVar, Final

from .data import Zone


class Phase:
    """Where the game is. Setup phases exist only with the 2-player trust or starting cities."""

    TRUST_SETUP: Final = "trust-setup"
    MARK_CITIES: Final = "mark-cities"
    AUCTION: Final = "auction"
    RESOURCES: Final = "resources"
    BUILDING: Final = "building"
    BUREAUCRACY: Final = "bureaucracy"
    OVER: Final = "over"
    NUMBER: ClassVar[dict[str, int]] = {AUCTION: 2, RESOURCES: 3, BUILDING: 4, BUREAUCRACY: 5}


@dataclass(frozen=True)
class Options:
    """Game options (a config that never changes during a game)."""

    map: str
    players: int
    regions: tuple[str, ...]
    starting_cities: bool = False
    classic: bool = False
    trust_refill_alternative: bool = False

    @property
    def trust(self) -> bool:
        """PG-1.8: two players always play against the trust (classic: an ordinary game, C-18)."""
        return self.players == 2 and not self.classic

    def to_json(self) -> dict:
        return {
            "map": self.map,
            "players": self.players,
            "regions": list(self.regions),
            "starting_cities": self.starting_cities,
            "classic": self.classic,
            "trust_refill_alternative": self.trust_refill_alternative,
        }


class Auction:
    """A running auction (PG-6.5): plant, high bid, leader, bidders still in, who answers next."""

    __slots__ = ("active", "high", "leader", "plant", "starter", "to_act")

    def __init__(self, plant: int, high: int, leader: int, active: list[int], to_act: int, starter: int):
        self.plant = plant
        self.high = high
        self.leader = leader
        self.active = active
        self.to_act = to_act
        self.starter = starter

    def copy(self) -> Auction:
        return Auction(self.plant, self.high, self.leader, self.active[:], self.to_act, self.starter)

    def to_json(self) -> dict:
        return {
            "plant": self.plant,
            "high": self.high,
            "leader": self.leader,
            "active": self.active[:],
            "to_act": self.to_act,
            "starter": self.starter,
        }


@dataclass(eq=False)
class State:
    """Everything about one game of Power Grid. See docs/games/powergrid-positions.md."""

    options: Options
    zone: Zone
    rng: int
    round: int = 1
    phase: str = Phase.AUCTION
    step: int = 1
    order: list[int] = field(default_factory=list)
    money: list[int] = field(default_factory=list)
    plants: list[list[int]] = field(default_factory=list)
    res: list[list[int]] = field(default_factory=list)
    cities: list[list[int]] = field(default_factory=list)
    conn: list[tuple[int, ...] | None] = field(default_factory=list)
    got_plant: list[bool] = field(default_factory=list)
    passed: list[bool] = field(default_factory=list)
    done: list[bool] = field(default_factory=list)
    powered: list[int] = field(default_factory=list)
    market: list[int] = field(default_factory=list)
    supply: list[int] = field(default_factory=list)
    storage: int = 0
    current: list[int] = field(default_factory=list)
    future: list[int] = field(default_factory=list)
    deck: list[int] = field(default_factory=list)
    box: list[int] = field(default_factory=list)
    removed: list[int] = field(default_factory=list)
    under: list[int] = field(default_factory=list)
    discount: int = 0
    auction: Auction | None = None
    scrapper: int = -1
    scrap_new: int = 0
    step3_revealed: bool = False
    step3_next_round: bool = False
    step2_owed: bool = False
    phase_out: bool = False
    slots: list[tuple[int, int, int]] = field(default_factory=list)
    """Owners of the slots 10, 15, 20 of every city; tuples, replaced on change (copied for free)."""
    marks: list[int] = field(default_factory=list)
    trust_plants: list[int] = field(default_factory=list)
    trust_res: list[int] = field(default_factory=lambda: [0, 0, 0, 0])
    trust_houses: int = 0
    trust_cities: list[int] = field(default_factory=list)
    trust_took: bool = False
    setup_queue: list[int] = field(default_factory=list)
    queue: list[int] = field(default_factory=list)
    winners: list[int] = field(default_factory=list)

    def copy(self) -> State:
        """A hand-written copy of the mutable parts (LESSONS: deepcopy is the slow path); the same
        code runs compiled (a compiled class has no ``__dict__`` to copy)."""
        return State(
            options=self.options,
            zone=self.zone,
            rng=self.rng,
            round=self.round,
            phase=self.phase,
            step=self.step,
            order=self.order[:],
            money=self.money[:],
            plants=[p[:] for p in self.plants],
            res=[r[:] for r in self.res],
            cities=[c[:] for c in self.cities],
            conn=self.conn[:],
            got_plant=self.got_plant[:],
            passed=self.passed[:],
            done=self.done[:],
            powered=self.powered[:],
            market=self.market[:],
            supply=self.supply[:],
            storage=self.storage,
            current=self.current[:],
            future=self.future[:],
            deck=self.deck[:],
            box=self.box[:],
            removed=self.removed[:],
            under=self.under[:],
            discount=self.discount,
            auction=self.auction.copy() if self.auction is not None else None,
            scrapper=self.scrapper,
            scrap_new=self.scrap_new,
            step3_revealed=self.step3_revealed,
            step3_next_round=self.step3_next_round,
            step2_owed=self.step2_owed,
            phase_out=self.phase_out,
            slots=self.slots[:],
            marks=self.marks[:],
            trust_plants=self.trust_plants[:],
            trust_res=self.trust_res[:],
            trust_houses=self.trust_houses,
            trust_cities=self.trust_cities[:],
            trust_took=self.trust_took,
            setup_queue=self.setup_queue[:],
            queue=self.queue[:],
            winners=self.winners[:],
        )

    def put_house(self, city: int, slot: int, owner: int) -> None:
        houses = list(self.slots[city])
        houses[slot] = owner
        self.slots[city] = (houses[0], houses[1], houses[2])

    @property
    def players(self) -> int:
        return self.options.players
