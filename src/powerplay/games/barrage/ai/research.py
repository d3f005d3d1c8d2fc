"""Barrage for research: its compact action space, its observation tensor and its resampler
(docs/interop.md).

Barrage's actions name map spaces, technology tiles and contracts, not slots of a market, so each
compact id is one engine action, fixed for the configuration. The space holds only what the map and
the components make possible: a production's dam lies in its conduit's basin and its powerhouse in the
basin the conduit leads to (BA-6.3), a tile builds the structure it is used for (BA-18.4), a payment
stays within the dearest structure's machinery (BA-17, BA-35.4, BA-35.5, BA-36.2); the introductory
game leaves out what only the full game has (choosing, the patent office, advanced tiles, Anton
Krylov's tile). Automa seats never act (the game plays them, BA-A5): no id is theirs.
"""

from __future__ import annotations

from itertools import product
from typing import Any, Final, get_args

from ....ai.encoding import CompactSpace, ObservationTensor, Seat
from ....core.protocol import Game
from ....core.rng import Rng
from ..actions import (
    EXCAVATOR,
    MIXER,
    Bank,
    Choose,
    Copy,
    Discard,
    Drops,
    Machinery,
    Pass,
    Place,
    Take,
)
from ..automa_tiles import AUTOMA_TILES
from ..board import PATENT_OFFICE, SPACES
from ..construction import (
    ANTON,
    BASE,
    BUILDS,
    CONDUIT,
    ELEVATION,
    MAX_DAM_HEIGHT,
    NO_PUT,
    POWERHOUSE,
    Build,
    Pay,
    Put,
)
from ..contracts import COLOURS, CONTRACTS, NATIONAL, STARTING
from ..data import (
    BASINS,
    COMPANIES_JSON,
    CONDUITS,
    COSTS_JSON,
    DAMS,
    HEADSTREAMS,
    OFF_BOARD,
    OFFICERS_JSON,
    POWERHOUSES,
    SCORING_JSON,
    TECHNOLOGY_JSON,
)
from ..game import BarrageGame
from ..officers import MAHIRI, OFFICER_IDS, PERSONAL_SPACES
from ..options import AutomaLevel
from ..position import STEP_KINDS as OWED
from ..position import write
from ..rewards import INCOME, PLACE_WATER_DROPS
from ..setup import BASIC_TILES, START
from ..state import BLOCKED, STRUCTURES, Phase
from ..tiles import FULFIL as TILE_FULFIL
from ..turbine import FULFIL, NO_CONTRACT, NO_REPEAT, Fulfil, Produce
from ..water import GRAZIANO_CAPACITY, NEUTRAL
from ..wheel import SECTORS
from .determinize import determinize
from .observation import BarrageObservation

_COSTS: Final = COSTS_JSON["structure_costs"]
_OFFICER: Final = {o["id"]: o["effect"] for o in OFFICERS_JSON["base_game"]}
MAX_MACHINERY: Final[int] = max(
    *_COSTS[BASE]["by_area"].values(),
    *_COSTS[ELEVATION]["by_area"].values(),
    *_COSTS[CONDUIT]["by_production"].values(),
    *_COSTS[POWERHOUSE]["by_ordinal"].values(),
    int(_OFFICER["wilhelm_adler"]["excavators"]),
    int(_OFFICER["jill_mcdowell"]["mixers_per_production"]) * max(c.production for c in CONDUITS),
)
"""BA-17, BA-35.1, BA-35.4: the most machinery one structure needs (a conduit of production value 5)."""
CREDIT_UNIT: Final[int] = int(_OFFICER["solomon_p_jordan"]["credits_per_machinery"])
"""BA-35.5: the credits that replace one machinery; a red-frame fee (BA-17.3, BA-17.12) is one unit too."""
FEE_UNITS: Final[int] = max(v for v in (c["red_frame_extra_credits"] for c in _COSTS.values()) if isinstance(v, int))
assert FEE_UNITS % CREDIT_UNIT == 0, "payments are counted in units of Solomon P. Jordan's credits"
PAY_UNITS: Final[int] = MAX_MACHINERY + FEE_UNITS // CREDIT_UNIT
"""A payment's excavators, mixers and credit units together: at most a structure's machinery (each
unit paid in one of the three, BA-35.5, BA-36.2) and the red-frame fee."""
PAYMENTS: Final[tuple[Pay, ...]] = tuple(
    Pay(e, m, k * CREDIT_UNIT) for e, m, k in product(range(PAY_UNITS + 1), repeat=3) if e + m + k <= PAY_UNITS
)

MAX_DAM_DROPS: Final[int] = max(MAX_DAM_HEIGHT, *GRAZIANO_CAPACITY.values())
"""BA-4.6, BA-35.2: the most drops a dam holds, so the most a production moves."""
_PLACED: Final[list[int]] = [
    *(int(space.effect.get("place_water_drops_on_headstreams", 0)) for space in SPACES),
    *(r.amount for c in CONTRACTS for r in c.rewards if r.effect == PLACE_WATER_DROPS),
    *(
        r.amount
        for rows in INCOME.values()
        for row in rows.values()
        for _, rewards in row
        for r in rewards
        if r.effect == PLACE_WATER_DROPS
    ),
]
MAX_PLACED: Final[int] = max(_PLACED)
"""BA-23.2, BA-33.8: the most drops one decision places on the headstream tiles."""
DROP_PLACEMENTS: Final[tuple[Drops, ...]] = tuple(
    Drops(tuple(h for h, n in enumerate(counts) for _ in range(n)))
    for counts in product(range(MAX_PLACED + 1), repeat=len(HEADSTREAMS))
    if sum(counts) <= MAX_PLACED
)
"""Every placement of at most ``MAX_PLACED`` drops (none: the supply is empty, D-01)."""

COMPANY_IDS: Final[tuple[str, ...]] = tuple(c["id"] for c in COMPANIES_JSON["companies"])
CONTRACT_IDS: Final[tuple[str, ...]] = tuple(c.id for c in CONTRACTS)
CONTRACT_KIND: Final[dict[str, str]] = {c.id: c.kind for c in CONTRACTS}
ADVANCED: Final[tuple[str, ...]] = tuple(t["id"] for t in TECHNOLOGY_JSON["advanced_tiles"])
LEVELS: Final[tuple[str, ...]] = ("I", "II", "III")
ADVANCED_LEVEL: Final[dict[str, int]] = {t["id"]: LEVELS.index(t["stack"]) for t in TECHNOLOGY_JSON["advanced_tiles"]}
TILE_IDS: Final[tuple[str, ...]] = (*(t for t, _ in BASIC_TILES), *ADVANCED, ANTON)
"""Every technology tile, as the tensor's columns: basic, advanced, Anton Krylov's."""
SPACE_IDS: Final[tuple[str, ...]] = (*(s.id for s in SPACES), *(s.id for s in PERSONAL_SPACES))
"""Every action space, as the tensor's rows: the boards' (BA-19), then Mahiri Sekibo's (BA-35.7)."""
AUTOMA_IDS: Final[tuple[str, ...]] = tuple(t.id for t in AUTOMA_TILES)
BONUS_IDS: Final[tuple[str, ...]] = tuple(t["id"] for t in SCORING_JSON["bonus_tiles"])
OBJECTIVE_IDS: Final[tuple[str, ...]] = tuple(t["id"] for t in SCORING_JSON["objective_tiles"])
AUTOMA_LEVELS: Final[tuple[str, ...]] = get_args(AutomaLevel)
"""BA-A1.6: easy, medium, hard, very hard."""
STEP_KINDS: Final[tuple[str, ...]] = OWED
"""The decisions a turn may still owe (``State.pending``, as the position format lists them), as the
tensor's ``pending`` columns."""
PHASES: Final = (Phase.CHOOSE, Phase.ACTIONS, Phase.OVER)


def _sites(structure: str) -> tuple[str, ...]:
    """BA-3.7: the map spaces a structure is built on."""
    if structure in (BASE, ELEVATION):
        return tuple(d.id for d in DAMS)
    if structure == CONDUIT:
        return tuple(c.id for c in CONDUITS)
    return tuple(p.id for p in POWERHOUSES)


def _systems() -> tuple[tuple[str, str, str], ...]:
    """BA-6.3: every (dam, conduit, powerhouse) the map connects: the dam in the conduit's basin, the
    powerhouse in the basin the conduit leads to."""
    return tuple(
        (DAMS[d].id, c.id, POWERHOUSES[p].id)
        for c in CONDUITS
        if c.to_basin != OFF_BOARD
        for d in BASINS[c.basin].dams
        for p in BASINS[c.to_basin].powerhouses
    )


def layout(full: bool) -> tuple[tuple[str, tuple[Any, ...]], ...]:
    """The compact space's actions in id order, in blocks (kind, actions) of a configuration: the
    introductory game (``full`` False) or the full game."""
    tiles = [t for t, intro_only in BASIC_TILES if not (full and intro_only)] + (list(ADVANCED) if full else [])
    copied = list(dict.fromkeys(tiles)) if full else []

    def ways(structure: str) -> list[tuple[str, str]]:
        return [(t, "") for t in tiles if structure in BUILDS[t]] + [
            (ANTON, t) for t in copied if structure in BUILDS[t]
        ]

    spaces = [s.id for s in SPACES if full or s.section != PATENT_OFFICE]
    if full:  # BA-35.7: Mahiri Sekibo's personal space (she is no officer of the introductory game)
        spaces += [s.id for s in PERSONAL_SPACES]
    private = [c for c in CONTRACT_IDS if CONTRACT_KIND[c] in COLOURS]
    held = [c for c in CONTRACT_IDS if CONTRACT_KIND[c] != NATIONAL]
    starting = [c for c in CONTRACT_IDS if CONTRACT_KIND[c] == STARTING]
    blocks: list[tuple[str, tuple[Any, ...]]] = [
        ("pass", (Pass(),)),
        ("place", tuple(Place(s) for s in spaces)),
        ("bank", tuple(Bank(n) for n in range(1, START["engineers"] + 1))),
        (
            "build",
            tuple(
                Build(structure, site, tile, copies)
                for structure in STRUCTURES
                for site in _sites(structure)
                for tile, copies in ways(structure)
            ),
        ),
        ("pay", PAYMENTS),
        (
            "produce",
            (NO_REPEAT,)
            + tuple(
                Produce(dam, conduit, powerhouse, drops)
                for dam, conduit, powerhouse in _systems()
                for drops in range(1, MAX_DAM_DROPS + 1)
            ),
        ),
        ("fulfil", (NO_CONTRACT,) + tuple(Fulfil(c) for c in CONTRACT_IDS)),
        ("put", (NO_PUT,) + tuple(Put(structure, site) for structure in STRUCTURES for site in _sites(structure))),
        ("drops", DROP_PLACEMENTS),
        ("machinery", (Machinery(EXCAVATOR), Machinery(MIXER))),
        ("take", tuple(Take(c) for c in private)),
        ("discard", tuple(Discard(c) for c in held)),
    ]
    if full:
        blocks.append(("choose", tuple(Choose(company, c) for company in COMPANY_IDS for c in starting)))
        blocks.append(("copy", tuple(Copy(officer) for officer in OFFICER_IDS if officer != MAHIRI)))
    return tuple(blocks)


NO_SEAT: Final = Seat((), ())
"""Barrage's ids are not relative to anything a seat holds."""


class Space(CompactSpace):
    """Barrage's compact actions: one id per engine action the configuration makes possible, in
    blocks (``blocks``: kind, first id, size): pass (D-09) · place on an action space (BA-19) · bank
    1–12 engineers (BA-24) · build (structure, site, tile, copied tile) (BA-16) · pay (excavators,
    mixers, credits) (BA-16.3.3) · produce (dam, conduit, powerhouse, drops) or decline Germany's
    repeat (BA-20.3, BA-34.3) · fulfil a contract or none (BA-21) · put a reward's structure or
    nothing (BA-33.18) · place drops on headstreams (BA-23) · take machinery (BA-26) · take a private
    contract (BA-27.1) · discard one (BA-27.5) · in the full game, choose a company and a starting
    contract (BA-12.2) · Mahiri Sekibo's copy of another officer (BA-35.7)."""

    def __init__(self, options: dict) -> None:
        self.full = bool(options["full"])
        self.blocks: list[tuple[str, int, int]] = []
        self.actions: list[Any] = []
        for kind, block in layout(self.full):
            self.blocks.append((kind, len(self.actions), len(block)))
            self.actions += block
        self.size = len(self.actions)
        self._ids = {(type(a), a): i for i, a in enumerate(self.actions)}
        """By kind and value: actions of different kinds may be equal tuples (``Take("P203")``,
        ``Fulfil("P203")``)."""
        assert len(self._ids) == self.size, "every compact action is distinct"

    def seat(self, obs: BarrageObservation) -> Seat:
        return NO_SEAT

    def encode_at(self, seat: Seat, action: Any) -> int:
        i = self._ids.get((type(action), action))
        if i is None:
            raise ValueError(f"{action!r} is outside Barrage's compact space")
        return i

    def name(self, index: int) -> str:
        if not 0 <= index < self.size:
            raise ValueError(f"id {index} is outside the compact space (0 to {self.size - 1})")
        return str(self.actions[index])


class Tensor(ObservationTensor):
    """Barrage's observation tensor (``n`` seats, people and Automa; map spaces, contracts, tiles and
    action spaces in the data's order). Everything on the table is public (BA-10): of the private
    stacks, the patent office's stacks and the Automa deck only their sizes and the deck's top tile."""

    def __init__(self, options: dict) -> None:
        n = options["players"]
        super().__init__(PHASES, n)
        c, t = len(CONTRACT_IDS), len(TILE_IDS)
        self.game = self.part(
            "game",
            (8,),
            "round, drops in the general supply (D-01), the seat to act has taken its turn's action, Automa tiles "
            "in the deck and in the discard pile (BA-A5.2), advanced tiles in patent stacks I, II, III",
        )
        self.players = self.part(
            "players",
            (n, 14),
            "per relative seat: credits, VP, excavators, mixers, engineers, energy this round, passed, construction "
            "spaces used (BA-16.2), place in turn order (1 = first), bases, elevations, conduits, powerhouses left on "
            "the company board, Automa level (0 a person, 1 easy to 4 very hard)",
        )
        self.companies = self.part(
            "companies",
            (n, len(COMPANY_IDS) + len(OFFICER_IDS)),
            "per relative seat: its company (USA, Germany, Italy, France) and its executive officer, one-hot",
        )
        self.tiles = self.part("tiles", (n, t), "per relative seat: the technology tiles in its personal supply")
        self.wheels = self.part(
            "wheels",
            (n, SECTORS * (2 + t)),
            "per relative seat and per sector by the rotations its load needs to come back (1 to 6): excavators, "
            "mixers, the technology tile (BA-18.5)",
        )
        self.contracts = self.part(
            "contracts", (n, 2 * c), "per relative seat: its face-up contracts, then its fulfilled contracts"
        )
        self.board = self.part(
            "contract_board",
            (4, c),
            "the face-up private contracts, the national contracts on the board, the starting contracts to choose "
            "(BA-12.1), the contracts removed (BA-A8)",
        )
        self.stacks = self.part(
            "stacks", (2, len(COLOURS)), "green, yellow, red: contracts in the face-down stack, in the discards"
        )
        self.dams = self.part(
            "dams",
            (len(DAMS), n + 3),
            "per dam space: its owner by relative seat (n), neutral, its height, the drops it holds",
        )
        self.conduits = self.part("conduits", (len(CONDUITS), n), "per conduit space: its owner by relative seat")
        self.powerhouses = self.part(
            "powerhouses", (len(POWERHOUSES), n), "per powerhouse space: its owner by relative seat"
        )
        self.headstreams = self.part(
            "headstreams",
            (len(HEADSTREAMS), 5),
            "per headstream HA to HD: drops waiting, drops its tile adds in rounds 1 to 4 (BA-14.6)",
        )
        self.spaces = self.part(
            "spaces",
            (len(SPACE_IDS), n + 1),
            "per action space (Mahiri Sekibo's two last, BA-35.7): occupied by relative seat (n), blocked for the "
            "player count (BA-10.13)",
        )
        self.patent = self.part(
            "patent", (3, t), "the patent office's three display spaces: the advanced tile on each, one-hot"
        )
        self.offers = self.part(
            "offers", (len(COMPANY_IDS), len(OFFICER_IDS)), "the company and officer pairs still to choose (BA-12.1)"
        )
        self.scoring = self.part(
            "scoring",
            (len(BONUS_IDS) + len(OBJECTIVE_IDS),),
            "each bonus tile's place on the energy track (1 = this round's; 0 = scored or not in play), the "
            "objective tile, one-hot",
        )
        self.automa = self.part(
            "automa",
            (2, len(AUTOMA_IDS)),
            "the Automa deck's top tile (its action side) and the discard pile's top tile (its criteria side)",
        )
        self.pending = self.part(
            "pending",
            (len(STEP_KINDS) + n + 3,),
            "the next decision owed: its kind (drops, machinery, take, discard, pay, reward build, produce, fulfil, "
            "tile fulfil, copy, extra action, guided first action), the relative seat owing it (n), how many, its "
            "drops flow at once, the energy a contract may use",
        )
        self._c, self._t = c, t
        self._contract = {k: i for i, k in enumerate(CONTRACT_IDS)}
        self._tile = {k: i for i, k in enumerate(TILE_IDS)}
        self._space = {k: i for i, k in enumerate(SPACE_IDS)}
        self._company = {k: i for i, k in enumerate(COMPANY_IDS)}
        self._officer = {k: i for i, k in enumerate(OFFICER_IDS)}
        self._automa = {k: i for i, k in enumerate(AUTOMA_IDS)}

    def entries(self, obs: BarrageObservation, to_act: int | None) -> tuple[list[int], list[float]]:
        n, c, t, me = self.n, self._c, self._t, obs.seat
        contract, tile = self._contract, self._tile
        at, val = self.turn(obs, to_act)
        patent = obs.patent_counts + (0, 0, 0)
        at += range(self.game, self.game + 8)
        val += [
            obs.round,
            obs.supply,
            obs.acted,
            obs.automa_deck_count,
            obs.automa_discard_count,
            patent[0],
            patent[1],
            patent[2],
        ]
        order = obs.order
        levels = obs.automa
        for seat in range(n):
            rel = (seat - me) % n
            row = self.players + rel * 14
            level = levels[seat]
            at += range(row, row + 14)
            val += [
                max(obs.credits(seat), 0),
                max(obs.vp(seat), 0),
                obs.excavators(seat),
                obs.mixers(seat),
                obs.engineers(seat),
                obs.energy(seat),
                obs.passed(seat),
                obs.constructions(seat),
                order.index(seat) + 1 if seat in order else 0,
                *obs.pieces(seat),
                AUTOMA_LEVELS.index(level) + 1 if level is not None else 0,
            ]
            row = self.companies + rel * (len(COMPANY_IDS) + len(OFFICER_IDS))
            company, officer = obs.company(seat), obs.officer(seat)
            if company:
                at.append(row + self._company[company])
                val.append(1.0)
            if officer:
                at.append(row + len(COMPANY_IDS) + self._officer[officer])
                val.append(1.0)
            held: dict[int, float] = {}
            for k in obs.tiles(seat):
                held[tile[k]] = held.get(tile[k], 0.0) + 1.0
            at += [self.tiles + rel * t + k for k in held]
            val += list(held.values())
            row = self.wheels + rel * SECTORS * (2 + t)
            for back_in, load in obs.wheel(seat):
                sector = row + (back_in - 1) * (2 + t)
                at += [sector, sector + 1]
                val += [load.excavators, load.mixers]
                if load.tile is not None:
                    at.append(sector + 2 + tile[load.tile])
                    val.append(1.0)
            row = self.contracts + rel * 2 * c
            face_up = [row + contract[k] for k in obs.contracts(seat)]
            done = [row + c + contract[k] for k in obs.fulfilled(seat)]
            at += face_up + done
            val += [1.0] * (len(face_up) + len(done))
        private = obs.private
        shown = (
            [k for colour in COLOURS for k in private[colour]],
            list(obs.national),
            list(obs.starting),
            list(obs.removed),
        )
        for r, contracts in enumerate(shown):
            at += [self.board + r * c + contract[k] for k in contracts]
            val += [1.0] * len(contracts)
        stacks, discards = obs.stack_counts, obs.discard_counts
        at += range(self.stacks, self.stacks + 2 * len(COLOURS))
        val += [stacks[colour] for colour in COLOURS] + [discards[colour] for colour in COLOURS]
        width = n + 3
        for d, (owner, height, drops) in enumerate(zip(obs.dam_owner, obs.dam_height, obs.dam_drops, strict=True)):
            row = self.dams + d * width
            if owner >= 0:
                at.append(row + (owner - me) % n)
                val.append(1.0)
            elif owner == NEUTRAL:
                at.append(row + n)
                val.append(1.0)
            at += [row + n + 1, row + n + 2]
            val += [height, drops]
        for start, owners in ((self.conduits, obs.conduit_owner), (self.powerhouses, obs.powerhouse_owner)):
            for where, owner in enumerate(owners):
                if owner >= 0:
                    at.append(start + where * n + (owner - me) % n)
                    val.append(1.0)
        for h, (drops, per_round) in enumerate(zip(obs.headstream_drops, obs.headstream_per_round, strict=True)):
            row = self.headstreams + h * 5
            at += range(row, row + 1 + len(per_round[:4]))
            val += [drops, *per_round[:4]]
        for space, who in obs.occupied.items():
            row = self.spaces + self._space[space] * (n + 1)
            at.append(row + n if who == BLOCKED else row + (who - me) % n)
            val.append(1.0)
        for slot, k in enumerate(obs.patent):
            if k:
                at.append(self.patent + slot * t + tile[k])
                val.append(1.0)
        for company, officer in obs.offers:
            at.append(self.offers + self._company[company] * len(OFFICER_IDS) + self._officer[officer])
            val.append(1.0)
        for place, bonus in enumerate(obs.bonus):
            at.append(self.scoring + BONUS_IDS.index(bonus))
            val.append(place + 1)
        at.append(self.scoring + len(BONUS_IDS) + OBJECTIVE_IDS.index(obs.objective))
        val.append(1.0)
        for r, top in enumerate((obs.automa_action, obs.automa_criteria)):
            if top:
                at.append(self.automa + r * len(AUTOMA_IDS) + self._automa[top])
                val.append(1.0)
        pending = obs.pending
        if pending:
            step = pending[0]
            p = self.pending
            energy = step.args[0] if step.kind in (FULFIL, TILE_FULFIL) and step.args else 0
            at += [p + STEP_KINDS.index(step.kind), p + len(STEP_KINDS) + (step.seat - me) % n]
            at += [p + len(STEP_KINDS) + n, p + len(STEP_KINDS) + n + 1, p + len(STEP_KINDS) + n + 2]
            val += [1.0, 1.0, step.count, step.flows, max(int(energy), 0)]
        return at, val


def resample(obs: BarrageObservation, seed: int) -> Game:
    """A game the seat cannot tell from its own (``BarrageGame.hidden``): its hidden parts dealt again
    from what it sees (``games/barrage/ai/determinize.py``), everything else kept."""
    return BarrageGame.from_position(write(determinize(obs, Rng(seed))))
