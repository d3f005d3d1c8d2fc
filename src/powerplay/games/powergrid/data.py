"""Static component data of Power Grid, loaded once from the JSON files in ``data/``.

Nothing here is copied with a game state: maps, plants and tables are shared by every game.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from importlib import resources
from itertools import combinations
from typing import NamedTuple

COAL, OIL, GARBAGE, URANIUM = 0, 1, 2, 3
RESOURCES = ("coal", "oil", "garbage", "uranium")
RESOURCE_INDEX = {name: i for i, name in enumerate(RESOURCES)}
STEP3 = 99
"""The Step 3 card: not a plant; it sorts after every plant (PG-10.3 a, PG-19.1)."""
TRUST = -2
"""Owner id of the trust company's houses (PG-14)."""
EMPTY = -1
NO_HOUSES = (EMPTY, EMPTY, EMPTY)
"""A city's three slots (10, 15, 20) with no house."""


def _load(name: str) -> dict:
    return json.loads(resources.files(__package__).joinpath("data").joinpath(name).read_text("utf-8"))


class Plant(NamedTuple):
    """A power plant card (PG-2). ``kind`` is coal, oil, garbage, uranium, hybrid or eco."""

    number: int
    kind: str
    fuel: int
    cities: int
    storage: int
    small: bool

    @property
    def label(self) -> str:
        return f"{self.number:02d}"


@cache
def plants() -> dict[int, Plant]:
    """All 42 plants by number (PG-1.3)."""
    raw = _load("plants.json")["plants"]
    return {p["number"]: Plant(p["number"], p["kind"], p["fuel"], p["cities"], p["storage"], p["small"]) for p in raw}


PLANTS = plants()
PLANT_NUMBERS: tuple[int, ...] = tuple(sorted(PLANTS))
PLANT_INDEX = {n: i for i, n in enumerate(PLANT_NUMBERS)}


@cache
def tables() -> dict:
    """Payment, refill, market and setup tables (PG-3, PG-9)."""
    return {
        "payment": _load("payment.json"),
        "refill": _load("refill.json"),
        "market": _load("market.json"),
        "setup": _load("setup.json"),
        "classic": _load("classic.json"),
    }


PAYMENT: tuple[int, ...] = tuple(tables()["payment"]["payment"])
PAYMENT_MAX: int = tables()["payment"]["moreThan20"]
SETUP = tables()["setup"]
MARKET = tables()["market"]
CLASSIC = tables()["classic"]


def payment(cities: int) -> int:
    """PG-9.2 d: income for powering ``cities`` cities (D-20: 150 above 20)."""
    return PAYMENT[cities] if cities < len(PAYMENT) else PAYMENT_MAX


def _slot_prices(resource: str) -> tuple[int, ...]:
    """Prices of every market slot of a resource, cheapest first (PG-3.5)."""
    prices: list[int] = []
    for cell in MARKET["tracks"][resource]["cells"]:
        prices += [cell["price"]] * cell["slots"]
    return tuple(prices)


SLOT_PRICES: tuple[tuple[int, ...], ...] = tuple(_slot_prices(r) for r in RESOURCES)
"""``SLOT_PRICES[r]`` lists the slot prices of resource ``r`` ascending. Tokens always fill the most
expensive slots (bought cheapest first, refilled from the top down), so a market holding ``k`` tokens
of ``r`` holds exactly the ``k`` most expensive slots."""
CAPACITY: tuple[int, ...] = tuple(len(p) for p in SLOT_PRICES)
TOKENS: tuple[int, ...] = tuple(MARKET["tracks"][r]["tokensInGame"] for r in RESOURCES)
USA_COAL_PRICE: int = MARKET["usaCoalStorage"]["price"]


def refill_amounts(players: int, step: int, trust_alternative: bool = False) -> tuple[int, ...]:
    """PG-9.3 a: tokens moved to the market per resource (D-08: 2-player column by default)."""
    refill = tables()["refill"]
    table = refill["trustModeAlternative"] if trust_alternative and players == 2 else refill["byPlayers"]
    row = table[str(players)][str(step)]
    return tuple(row[r] for r in RESOURCES)


@dataclass(frozen=True, eq=False)
class Board:
    """One side of the board: cities, regions and connections (maps/*.json)."""

    key: str
    name: str
    cities: tuple[str, ...]
    regions: dict[str, tuple[int, ...]]
    region_colour: dict[str, str]
    region_of: tuple[str, ...]
    edges: tuple[tuple[int, int, int], ...]
    positions: dict[str, tuple[float, float]]
    index: dict[str, int]
    """Each city's number."""
    region_adjacency: dict[str, frozenset[str]]
    """The regions each region borders."""
    zones_by_size: dict[int, tuple[tuple[str, ...], ...]]
    """Every connected zone of each size, in a fixed order (for random zone choice)."""

    def connected(self, regions: frozenset[str]) -> bool:
        """D-14: the chosen regions form one connected group."""
        return _connected(self.region_adjacency, regions)


def _connected(adjacency: dict[str, frozenset[str]], regions: frozenset[str]) -> bool:
    todo = [next(iter(regions))]
    seen = {todo[0]}
    while todo:
        for nxt in adjacency[todo.pop()] & regions:
            if nxt not in seen:
                seen.add(nxt)
                todo.append(nxt)
    return seen == regions


def _region_adjacency(
    regions: dict[str, tuple[int, ...]], region_of: tuple[str, ...], edges: tuple[tuple[int, int, int], ...]
) -> dict[str, frozenset[str]]:
    adj: dict[str, set[str]] = {r: set() for r in regions}
    for a, b, _ in edges:
        ra, rb = region_of[a], region_of[b]
        if ra != rb:
            adj[ra].add(rb)
            adj[rb].add(ra)
    return {r: frozenset(s) for r, s in adj.items()}


def _zones_by_size(adjacency: dict[str, frozenset[str]]) -> dict[int, tuple[tuple[str, ...], ...]]:
    names = sorted(adjacency)
    return {
        k: tuple(z for z in combinations(names, k) if _connected(adjacency, frozenset(z)))
        for k in range(1, len(names) + 1)
    }


@dataclass(frozen=True, eq=False)
class Zone:
    """The regions in play (PG-3.1) with all-pairs cheapest path costs inside them (PG-8.5).

    Lines may pass through any zone city, full or not, so these costs never change in a game.
    """

    board: Board
    regions: tuple[str, ...]
    in_zone: tuple[bool, ...]
    cities: tuple[int, ...]
    dist: tuple[tuple[int, ...], ...]
    neighbours: tuple[tuple[int, ...], ...]


INF = 10**9


@cache
def board(key: str, classic: bool = False) -> Board:
    """Load a board side by key: ``germany`` or ``usa`` (``classic``: the 2004 board, PG-16)."""
    raw = _load(f"maps/{key}.json")
    geo = _load(f"maps/{key}-geo.json")["cities"]
    renames: dict[str, str] = {}
    edge_costs: dict[frozenset[str], int] = {frozenset((c["a"], c["b"])): c["cost"] for c in raw["connections"]}
    if classic:
        diff = CLASSIC["boards"][key]
        renames = diff["renamedCities"]
        for change in diff["connections"]:
            pair = frozenset((change["a"], change["b"]))
            if change["cost"] is None:
                edge_costs.pop(pair, None)
            else:
                edge_costs[pair] = change["cost"]
    names = sorted(renames.get(c, c) for r in raw["regions"].values() for c in r["cities"])
    index = {c: i for i, c in enumerate(names)}
    region_of = [""] * len(names)
    regions: dict[str, tuple[int, ...]] = {}
    for rid, region in sorted(raw["regions"].items()):
        ids = tuple(sorted(index[renames.get(c, c)] for c in region["cities"]))
        regions[rid] = ids
        for i in ids:
            region_of[i] = rid
    edges = tuple(
        sorted(
            (
                min(index[renames.get(a, a)], index[renames.get(b, b)]),
                max(index[renames.get(a, a)], index[renames.get(b, b)]),
                cost,
            )
            for (a, b), cost in ((tuple(sorted(pair)), cost) for pair, cost in edge_costs.items())
        )
    )
    positions = {}
    for city, pos in geo.items():
        positions[renames.get(city, city)] = (pos["lat"], pos["lon"])
    adjacency = _region_adjacency(regions, tuple(region_of), edges)
    return Board(
        key=key,
        name=raw["name"],
        cities=tuple(names),
        regions=regions,
        region_colour={rid: r["colour"] for rid, r in raw["regions"].items()},
        region_of=tuple(region_of),
        edges=edges,
        positions=positions,
        index={c: i for i, c in enumerate(names)},
        region_adjacency=adjacency,
        zones_by_size=_zones_by_size(adjacency),
    )


@cache
def _zone(key_and_edition: str, regions: tuple[str, ...]) -> Zone:
    key, _, edition = key_and_edition.partition("/")
    b = board(key, edition == "classic")
    n = len(b.cities)
    in_zone = [False] * n
    for r in regions:
        for c in b.regions[r]:
            in_zone[c] = True
    dist = [[INF] * n for _ in range(n)]
    neighbours: list[list[int]] = [[] for _ in range(n)]
    for c in range(n):
        if in_zone[c]:
            dist[c][c] = 0
    for a, b_, cost in b.edges:
        if in_zone[a] and in_zone[b_]:  # PG-8.5 b
            dist[a][b_] = dist[b_][a] = min(dist[a][b_], cost)
            neighbours[a].append(b_)
            neighbours[b_].append(a)
    cities = [c for c in range(n) if in_zone[c]]
    for k in cities:  # Floyd–Warshall, once per zone (LESSONS: no graph search on the hot path)
        dk = dist[k]
        for i in cities:
            dik = dist[i][k]
            if dik == INF:
                continue
            di = dist[i]
            for j in cities:
                di[j] = min(di[j], dik + dk[j])
    return Zone(
        board=b,
        regions=regions,
        in_zone=tuple(in_zone),
        cities=tuple(cities),
        dist=tuple(tuple(row) for row in dist),
        neighbours=tuple(tuple(sorted(x)) for x in neighbours),
    )


def zone(key: str, regions: tuple[str, ...], classic: bool = False) -> Zone:
    return _zone(key + ("/classic" if classic else ""), tuple(sorted(regions)))
