"""Setup (BA-10, BA-11, BA-12, BA-A4): the options, the table, the companies and the first round's
headstreams. Every random step draws from the game's seeded generator.

The introductory game deals companies, officers, starting contracts and turn order by the matchup
table (BA-11). The full game draws the companies, pairs them with officers at random and draws the
starting contracts (BA-12.1); then each person chooses in seat order (``Phase.CHOOSE``, BA-12.2), and
the Automa take the companies left (BA-A4.2).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ...core.errors import BadInput, IllegalAction
from ...core.options import read_config
from ...core.rng import Rng
from .contracts import COLOURS, NATIONAL, STARTING, of_kind
from .data import (
    COMPANIES_JSON,
    COMPONENTS_JSON,
    CONDUITS,
    DAMS,
    HEADSTREAM_TILES,
    HEADSTREAMS,
    NEUTRAL_DAMS,
    SCORING_JSON,
    TECHNOLOGY_JSON,
    load,
)
from .options import BarrageConfig
from .scoring import Source
from .state import BLOCKED, STRUCTURES, Options, Phase, State
from .water import EMPTY, NEUTRAL, Waters, fill, place_on_headstream
from .wheel import Wheel

UNLIMITED_DROPS = "D-01"
"""D-01's alternative: water drops never run out (``water.available``)."""
START: dict[str, int] = COMPANIES_JSON["starting_resources_each_player"]
"""BA-10.16, BA-10.20: each person's credits, machinery, engineers and VP at the start."""
AUTOMA_JSON: dict = load("automa.json")
MATCHUPS: list[dict] = load("first_game_setup.json")["matchups"]
"""BA-11.1–11.3: the introductory game's companies, officers, starting contracts and turn order."""
ACTION_SPACES: dict = load("action_spaces.json")
COMPANIES: tuple[str, ...] = tuple(c["id"] for c in COMPANIES_JSON["companies"])
OFFICERS: tuple[str, ...] = tuple(o["id"] for o in load("executive_officers.json")["base_game"])
PIECES: tuple[int, ...] = tuple(COMPONENTS_JSON["per_company"][f"{kind}s"] for kind in STRUCTURES)
"""BA-1.3: the bases, elevations, conduits and powerhouses of a company (5, 5, 5, 4)."""
BASIC_TILES: tuple[tuple[str, bool], ...] = tuple(
    (t["id"], bool(t.get("introductory_game_only"))) for t in TECHNOLOGY_JSON["basic_tiles_per_company"]
)
"""BA-18.4: the five basic technology tiles, the joker used only in the introductory game (BA-12.3)."""


def options_from_config(config: Mapping[str, Any]) -> Options:
    """Read a config (``BarrageConfig``): one Automa level or null per seat (BA-A1.6), only in the full
    game (BA-A1.2)."""
    c = read_config(BarrageConfig, config)
    automa = tuple(c.automa) if c.automa is not None else (None,) * c.players
    if len(automa) != c.players:
        raise BadInput(
            "automa: one level or null for each of the {players} seats, not {count}",
            players=c.players,
            count=len(automa),
        )
    if any(automa) and not c.full:
        raise IllegalAction("BA-A1.2", "the Automa plays only the full game")
    return Options(players=c.players, full=c.full, automa=automa, alternatives=frozenset(c.alternatives))


def _blocked(players: int) -> dict[str, int]:
    """BA-10.13: the action spaces blocked for the player count (both spaces of a row marked "4" with 3
    players, of rows marked "3+" and "4" with 2)."""
    marks = {2: ("3+", "4"), 3: ("4",)}.get(players, ())
    out = {}
    for section in ACTION_SPACES["sections"]:
        for row in section["rows"]:
            if row["players"] in marks:
                for side in ("left", "right", "single_space"):
                    if side in row:
                        out[row[side]["id"]] = BLOCKED
    return out


def new_state(opts: Options, seed: int) -> State:
    """A new game (BA-10): the table set, the companies dealt or offered, the round-1 headstream drops
    placed (BA-14.6; nobody has an income yet, BA-14.3)."""
    rng = Rng(seed)
    n = opts.players
    headstreams = list(range(len(HEADSTREAM_TILES)))
    rng.shuffle(headstreams)
    bonus = [t["id"] for t in SCORING_JSON["bonus_tiles"] if opts.full or t["introductory_game"]]
    rng.shuffle(bonus)
    objectives = [t["id"] for t in SCORING_JSON["objective_tiles"]]
    rng.shuffle(objectives)
    national = list(of_kind(NATIONAL))
    rng.shuffle(national)
    stacks: dict[str, list[str]] = {}
    private: dict[str, list[str]] = {}
    for colour in COLOURS:
        stack = list(of_kind(colour))
        rng.shuffle(stack)
        private[colour] = [stack.pop(), stack.pop()]
        stacks[colour] = stack
    waters = Waters(unlimited=UNLIMITED_DROPS in opts.alternatives)
    for area, (height, spaces) in NEUTRAL_DAMS.items():
        dam = spaces[rng.below(len(spaces))]
        assert DAMS[dam].area == area
        waters.dam_owner[dam] = NEUTRAL
        waters.dam_height[dam] = height
        fill(waters, dam, 1)
    patent_stacks: list[list[str]] = [[], [], []]
    patent: list[str] = []
    if opts.full:
        for stack, level in zip(patent_stacks, ("I", "II", "III"), strict=True):
            stack.extend(t["id"] for t in TECHNOLOGY_JSON["advanced_tiles"] if t["stack"] == level)
            rng.shuffle(stack)
        patent = [patent_stacks[0].pop() for _ in range(TECHNOLOGY_JSON["patent_office"]["display_slots"])]
    automa_deck: list[str] = []
    if any(opts.automa):
        automa_deck = [t["id"] for t in AUTOMA_JSON["tiles"]]
        rng.shuffle(automa_deck)
    tiles = [t for t, intro_only in BASIC_TILES if not (opts.full and intro_only)]
    vp = [AUTOMA_JSON["constants"]["automa_starting_vp"] if a else START["vp"] for a in opts.automa]
    s = State(
        options=opts,
        rng=0,
        round=1,
        phase=Phase.ACTIONS,
        order=[],
        chooser=-1,
        chosen=[],
        current=-1,
        pending=[],
        acted=False,
        company=[""] * n,
        officer=[""] * n,
        copied=[""] * n,
        vp=vp,
        vp_sources=[{Source.START: v} for v in vp],  # BA-10.20, BA-A4.4
        credits=[0 if a else START["credits"] for a in opts.automa],
        excavators=[START["excavators"]] * n,
        mixers=[START["mixers"]] * n,
        engineers=[START["engineers"]] * n,
        bank=[0] * n,
        pieces=[list(PIECES) for _ in range(n)],
        tiles=[tiles[:] for _ in range(n)],
        wheels=[Wheel() for _ in range(n)],
        contracts=[[] for _ in range(n)],
        fulfilled=[[] for _ in range(n)],
        energy=[0] * n,
        passed=[False] * n,
        constructions=[0] * n,
        waters=waters,
        conduit_owner=[EMPTY] * len(CONDUITS),
        occupied=_blocked(n),
        private=private,
        stacks=stacks,
        discards={colour: [] for colour in COLOURS},
        removed=[],
        national=national[: n - 1],
        patent=patent,
        patent_stacks=patent_stacks,
        patent_removed=[],
        bonus=bonus[: len(SCORING_JSON["bonus_tiles"]) - 1],
        objective=objectives[0],
        headstream_tiles=headstreams[: len(HEADSTREAMS)],
        offers=[],
        starting=[],
        automa_deck=automa_deck,
        automa_discard=[],
    )
    if opts.full:
        _offer(s, rng)
    else:
        _deal_introductory(s)
    s.rng = rng.state
    if s.phase == Phase.ACTIONS:
        begin_actions(s)
    return s


def _deal_introductory(s: State) -> None:
    """BA-11: the matchup table's first seats (D-03), each with its company, officer, starting contract
    and place in the turn order."""
    table = MATCHUPS[: s.players]
    for seat, row in enumerate(table):
        s.company[seat] = row["company"]
        s.officer[seat] = row["executive_officer"]
        s.contracts[seat] = [row["starting_contract"]]
    s.order = [seat for seat, _ in sorted(enumerate(table), key=lambda e: e[1]["turn_order_space"])]
    seat_companies(s)


def _offer(s: State, rng: Rng) -> None:
    """BA-12.1: draw the companies, pair them with officers at random and draw the starting
    contracts; the first person chooses (BA-12.2). With nobody to choose, the Automa take theirs."""
    n = s.players
    companies = list(COMPANIES)
    rng.shuffle(companies)
    officers = list(OFFICERS)
    rng.shuffle(officers)
    starting = list(of_kind(STARTING))
    rng.shuffle(starting)
    people = [seat for seat in range(n) if not s.automa(seat)]
    s.offers = list(zip(companies[:n], officers[:n], strict=True))
    s.starting = starting[: len(people)]
    if people:
        s.phase = Phase.CHOOSE
        s.chooser = people[0]
    else:
        seat_automa(s, rng, [])


def seat_automa(s: State, rng: Rng, choosers: list[int]) -> None:
    """BA-A4.2–A4.3, BA-12.4: the Automa take the companies nobody chose, at random, and the first
    places of the turn order in a random order; then the people, the last chooser first. An Automa has
    no officer (BA-A3.2; very hard: the one paired with its company, BA-A20.1, D-A22; with D-A22's
    alternative one drawn among those no pair dealt) and no starting contract (BA-A3.4)."""
    automa = [seat for seat in range(s.players) if s.automa(seat)]
    left = s.offers[:]
    rng.shuffle(left)
    in_play = {officer for _, officer in left} | set(s.officer)
    for seat, (company, officer) in zip(automa, left, strict=False):
        s.company[seat] = company
        if s.options.automa[seat] == VERY_HARD:  # BA-A20.1, D-A22: the officer paired with its company
            if RANDOM_OFFICER in s.options.alternatives:  # or one not in play
                free = [o for o in OFFICERS if o not in in_play]
                officer = free[rng.below(len(free))]
                in_play.add(officer)
            s.officer[seat] = officer
    s.offers = []
    s.starting = []
    rng.shuffle(automa)
    s.order = automa + choosers[::-1]
    s.chooser = -1
    s.phase = Phase.ACTIONS
    seat_companies(s)


GRAZIANO = "graziano_del_monte"
ANTON_KRYLOV = "anton_krylov"
ANTON_TILE: str = TECHNOLOGY_JSON["special_tiles"][0]["id"]
"""BA-35.6: Anton Krylov's special technology tile, taken at the start of the game."""
USA = "USA"
HARD = "hard"
VERY_HARD = "very-hard"
"""BA-A19, BA-A20: the Automa's two upper levels (``options.AutomaLevel``)."""
RANDOM_OFFICER = "D-A22"
"""D-A22's alternative: a very hard Automa's officer is a random one not in play."""
CUMULATIVE = "D-A17"
"""D-A17's alternative: very hard is medium and its officer, without hard's rules."""


def plays_abilities(options: Options, seat: int) -> bool:
    """BA-A3.3, BA-A3.5, BA-A19, D-A17: whether ``seat`` uses its company's production ability and its
    advanced tiles' special effects: a person, a hard Automa, a very hard one (which includes hard,
    unless the table plays D-A17's alternative)."""
    level = options.automa[seat]
    return level is None or level == HARD or (level == VERY_HARD and CUMULATIVE not in options.alternatives)


def seat_companies(s: State) -> None:
    """Once every seat has its company: the abilities water must know of (BA-34.2 USA's natural-flow
    energy, for an Automa only from hard up; BA-35.2 Graziano del Monte's dams of height 3), and Anton
    Krylov's tile (BA-35.6)."""
    for seat, company in enumerate(s.company):
        if company == USA and plays_abilities(s.options, seat):
            s.waters.usa = seat
        s.waters.graziano[seat] = s.officer[seat] == GRAZIANO
        if s.officer[seat] == ANTON_KRYLOV and ANTON_TILE not in s.tiles[seat]:
            s.tiles[seat].append(ANTON_TILE)


def begin_actions(s: State) -> None:
    """The first round begins: its headstream drops (BA-14.6; no income yet, BA-14.3), then the first
    seat of the turn order acts (BA-15.1)."""
    place_headstream_drops(s)
    s.current = s.order[0]


def place_headstream_drops(s: State) -> None:
    """BA-14.6: each headstream tile's drops for the current round (none in round 5) go on it."""
    for slot, tile in enumerate(s.headstream_tiles):
        per_round = HEADSTREAM_TILES[tile]
        if s.round <= len(per_round):
            place_on_headstream(s.waters, slot, per_round[s.round - 1])
