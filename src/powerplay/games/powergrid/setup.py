"""Setup (PG-3), the trust's setup (PG-14.2–14.3) and the starting-cities variant (PG-13.1)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ...core.errors import BadInput, IllegalAction, Plural
from ...core.options import read_config
from ...core.protocol import Event
from ...core.rng import Rng
from . import auction
from .actions import Action, Mark, PlaceTrust
from .data import CLASSIC, MARKET, NO_HOUSES, PLANTS, RESOURCES, SETUP, STEP3, TRUST, board, zone
from .market import resort
from .messages import event
from .options import PowerGridConfig
from .state import Options, Phase, State


def options_from_config(config: Mapping[str, Any], rng: Rng) -> Options:
    """Read a config (``PowerGridConfig``), check the zone against the board (PG-3.1: its size for the
    player count, one connected group, D-14) and settle its random parts (regions) with the game's
    generator."""
    c = read_config(PowerGridConfig, config)
    b = board(c.map, c.classic)
    need = SETUP["byPlayers"][str(c.players)]["regions"]
    if c.regions == "random":
        regions = rng.choice(list(b.zones_by_size[need]))
    else:
        regions = tuple(sorted(c.regions))
        bad = [r for r in regions if r not in b.regions]
        if bad:
            raise BadInput(
                "unknown regions {unknown}; the {board} regions are {regions}",
                "powergrid",
                unknown=", ".join(bad),
                board=b.name,
                regions=list(b.regions),
            )
        if len(regions) != need:
            raise IllegalAction(
                "PG-3.1",
                Plural(
                    "{players} players play in {n} regions, not {chosen}",
                    "{players} players play in {n} regions, not {chosen}",
                    "n",
                ),
                players=c.players,
                n=need,
                chosen=len(regions),
            )
        if not b.connected(frozenset(regions)):
            raise IllegalAction("PG-3.1", "the chosen regions must form one connected group (D-14)")
    return Options(
        map=c.map,
        players=c.players,
        regions=tuple(regions),
        starting_cities=c.starting_cities,
        classic=c.classic,
        trust_refill_alternative=c.trust_refill_alternative,
    )


def new_state(config: Mapping[str, Any], seed: int) -> tuple[State, list[Event]]:
    """PG-3: a new game from a config and a seed. Every random draw uses the seeded generator."""
    rng = Rng(seed)
    opts = options_from_config(config, rng)
    n = opts.players
    z = zone(opts.map, opts.regions, opts.classic)
    order = list(range(n))
    rng.shuffle(order)  # PG-3.4 (2 players: the first player at random, PG-14.2 b)
    s = State(options=opts, zone=z, rng=0)
    s.order = order
    s.money = [SETUP["global"]["startingMoney"]] * n
    s.plants = [[] for _ in range(n)]
    s.res = [[0, 0, 0, 0] for _ in range(n)]
    s.cities = [[] for _ in range(n)]
    s.conn = [None] * n
    s.got_plant = [False] * n
    s.passed = [False] * n
    s.done = [False] * n
    s.powered = [0] * n
    s.slots = [NO_HOUSES] * len(z.board.cities)
    if opts.classic:
        s.market = [CLASSIC["initialMarket"][r] for r in RESOURCES]
        s.supply = [CLASSIC["initialSupply"][r] for r in RESOURCES]
    else:
        s.market = [MARKET["tracks"][r]["initialOnMarket"] for r in RESOURCES]
        s.supply = [MARKET["initialSupply"][r] for r in RESOURCES]
    s.storage = MARKET["usaCoalStorage"]["initialCount"] if opts.map == "usa" and not opts.classic else 0
    _deal_plants(s, rng)
    s.rng = rng.state
    out = [event("setup", {"board": z.board.name, "regions": list(opts.regions), "order": order[:]})]
    if opts.trust:  # PG-14.2
        trust = SETUP["trust"]
        s.trust_houses = trust["housesForCities"]
        first, other = order[0], order[1]
        s.setup_queue = [first if who == "first" else other for who in trust["setupPlacementSequence"]]
        s.phase = Phase.TRUST_SETUP
        out.append(event("phase.trust-setup", {}))
    elif opts.starting_cities:
        _begin_marks(s, out)
    else:
        auction.begin(s, out)
    return s, out


def _deal_plants(s: State, rng: Rng) -> None:
    """PG-3.9–3.10 (classic, PG-16: market 03–10, plant 13 on top)."""
    if s.options.classic:
        opening = list(CLASSIC["openingMarket"])
        top = CLASSIC["topOfDeck"]
        rest = [p for p in PLANTS if p not in opening and p != top]
        rng.shuffle(rest)
        k = CLASSIC["removeByPlayers"][str(s.players)]
        s.box = sorted(rest[:k])
        s.deck = [STEP3] + rest[k:] + [top]
        s.current, s.future = opening[:4], opening[4:]
        return
    small = [p for p in PLANTS if PLANTS[p].small]
    large = [p for p in PLANTS if not PLANTS[p].small]
    rng.shuffle(small)
    s.current, s.future = [], sorted(small[:8])
    resort(s)
    aside = small[8]
    rows = SETUP["byPlayers"][str(s.players)]
    rest_small = small[9:]
    rng.shuffle(large)
    ks, kl = rows["removeSmall"], rows["removeLarge"]
    s.box = sorted(rest_small[:ks] + large[:kl])
    deck = rest_small[ks:] + large[kl:]
    rng.shuffle(deck)
    s.deck = [STEP3] + deck + [aside]  # the top of the deck is the end of the list


def _begin_marks(s: State, out: list[Event]) -> None:
    s.phase = Phase.MARK_CITIES
    s.setup_queue = s.order[:]
    out.append(event("phase.marks", {}))


def legal(s: State) -> list[Action]:
    names = s.zone.board.cities
    if s.phase == Phase.TRUST_SETUP:
        return [PlaceTrust(names[c]) for c in _trust_places(s)]
    return [Mark(names[c]) for c in _mark_places(s)]


def _trust_places(s: State) -> list[int]:
    """PG-14.2 c: the first anywhere in the zone; each next one joined by one connection to a
    trust city, in a city without a house."""
    z = s.zone
    if not s.trust_cities:
        return list(z.cities)
    near = {c for t in s.trust_cities for c in z.neighbours[t]}
    return [c for c in z.cities if c in near and s.slots[c] == NO_HOUSES]


def _mark_places(s: State) -> list[int]:
    """PG-13.1 (D-15): zone cities without houses or tokens."""
    return [c for c in s.zone.cities if s.slots[c] == NO_HOUSES and c not in s.marks]


def apply(s: State, action: Action, out: list[Event]) -> None:
    p = s.setup_queue[0]
    names = s.zone.board.cities
    if s.phase == Phase.TRUST_SETUP:
        if not isinstance(action, PlaceTrust):
            raise IllegalAction("PG-14.2 c", "{player} places a trust house now (e.g. 'trust Essen')", player=p)
        c = s.zone.board.index[action.city]
        if c not in _trust_places(s):
            raise IllegalAction(
                "PG-14.2 c",
                "a trust house cannot go to {city}: "
                "it must be an empty zone city joined by one connection to a trust city",
                city=action.city,
            )
        s.put_house(c, 0, TRUST)
        s.trust_cities.append(c)
        s.trust_houses -= 1
        s.setup_queue.pop(0)
        out.append(event("trust.place", {"player": p, "city": names[c]}))
        if not s.setup_queue:
            if s.options.starting_cities:
                _begin_marks(s, out)
            else:
                auction.begin(s, out)
        return
    if not isinstance(action, Mark):
        raise IllegalAction("PG-13.1", "{player} marks a starting city now (e.g. 'mark Essen')", player=p)
    c = s.zone.board.index[action.city]
    if c not in _mark_places(s):
        raise IllegalAction(
            "PG-13.1", "{city} cannot be marked: choose an empty, unmarked city in the zone", city=action.city
        )
    s.marks.append(c)
    s.supply[3] -= 1
    s.setup_queue.pop(0)
    out.append(event("mark", {"player": p, "city": names[c]}))
    if not s.setup_queue:
        if s.options.trust:  # PG-14.3: a trust house on slot 15 of each marked city
            for m in s.marks:
                s.put_house(m, 1, TRUST)
                s.trust_cities.append(m)
                s.trust_houses -= 1
        auction.begin(s, out)
