"""Pampero's components: the data set a game is played with, read from the JSON files in ``data/``.

The files are the rules specification's (PA-37), copied unchanged. The rulebook's Appendix did not
survive, so most values are stand-ins: every item says whether it is from the rulebook or provisional
(PA-39), and the engine reads every value from the files, never from code. A person who owns the game
may play with their own copy of the files (``Components.read``): a data set is known by the digest of
its content, which a game's record names, so a record replays only with the data it was played on.

``Components`` holds one data set as tables the rules read; it is never copied with a game state.
Effects are the data's operations (PA-37.2) as they stand in the files: mappings with an ``op``.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Mapping
from dataclasses import dataclass
from importlib import resources
from typing import Any, Final

FILES: Final = (
    "board.json",
    "company_board.json",
    "components.json",
    "contract_tokens.json",
    "external_market_cards.json",
    "grid_board.json",
    "link_tokens.json",
    "scoring_tokens.json",
    "setup_constants.json",
    "specialist_cards.json",
    "starting_action_cards.json",
    "time_track.json",
    "tower_bonus_tokens.json",
)
"""The data files of a data set (``manifest.json`` only indexes them)."""

MARKETS: Final = ("residential", "industrial", "commercial", "tourist", "remote")
"""PA-11.2, in the order of the income tracks (PA-10.13)."""
ZONES: Final = ("A", "B", "C")
"""PA-3.1."""
ROWS: Final = ("top", "bottom")
"""PA-9.2: the company board's two rows of action-card slots."""
TABS: Final = ("left", "right")
"""PA-9.3: the two operations tabs beside each slot (AMB-03)."""
COUNTRIES: Final = ("Argentina", "Brazil")
"""PA-4.5: the neighbouring countries of the external market."""
STORAGE: Final = "STORAGE"
"""PA-3.7: the storage zone, where bulldozers wait outside every sector."""
SUPPLY: Final = "supply"
"""A bulldozer in its owner's personal supply (PA-3.7)."""

Effect = tuple[Mapping[str, Any], ...]
"""A sequence of the data's operations (PA-37.2)."""


@dataclass(frozen=True, slots=True)
class Site:
    """A building site (PA-3.5): a ``wind`` farm site, a ``tower`` site or a ``mixed`` one."""

    id: str
    sector: str
    zone: str
    type: str
    min_players: int
    grey_starting: bool
    """A grey starting site of sector A2 (PA-6.6, PA-6.8)."""
    starting_bulldozer: bool
    """The mixed site the starting bulldozers stand beside (PA-6.7, AMB-02)."""


@dataclass(frozen=True, slots=True)
class Parking:
    """A parking space (PA-15.1 d): a bulldozer moved there stays, and its owner gains ``reward``."""

    id: str
    sector: str
    reward: Effect
    capacity: int


@dataclass(frozen=True, slots=True)
class ContractSlot:
    """A slot of the board for a ``standard`` or ``remote`` contract token (PA-3.3, PA-3.4)."""

    id: str
    kind: str
    sector: str
    zone: str
    location: int | None
    energy_cost: int | None
    """The energy printed beside a standard slot (PA-16.2); None for a remote one (PA-17.1)."""
    board_sides: tuple[str, ...]
    min_players: int


@dataclass(frozen=True, slots=True)
class LinkSlot:
    """A round link-token slot (PA-16.9): its link lines, each to one or more contract slots."""

    id: str
    zone: str
    sector: str
    lines: tuple[tuple[str, tuple[str, ...]], ...]
    """(line id, the contract slots it leads to)."""


@dataclass(frozen=True, slots=True)
class Symbol:
    """A market symbol (PA-11.1) with its income arrows (PA-11.5)."""

    market: str
    arrows: int


@dataclass(frozen=True, slots=True)
class Contract:
    """A contract token (PA-11): standard (its ``slot``), remote (its ``costs``, PA-17.1) or solar."""

    id: str
    kind: str
    symbols: tuple[Symbol, ...]
    slot: str | None
    zone: str | None
    """The zone on a standard token's back (PA-3.3)."""
    costs: tuple[tuple[int, int], ...]
    """A remote token's ways to pay, each (energy, batteries) (PA-17.1)."""

    @property
    def profitable(self) -> bool:
        """PA-11.6: a symbol with two income arrows."""
        return any(s.arrows == 2 for s in self.symbols)

    def has(self, market: str) -> bool:
        """PA-11.4: a token is a contract of each market it bears a symbol of."""
        return any(s.market == market for s in self.symbols)


@dataclass(frozen=True, slots=True)
class Tab:
    """An operations tab (PA-9.2): a zone, its zone value in pesos and an energy value."""

    zone: str
    money: int
    energy: int


@dataclass(frozen=True, slots=True)
class Frame:
    """An action card's frame (PA-9.1): the zone link, whether the zone value is paid or gained, the
    energy, the alternative cost, the requirement, and the follow-up moves of a used bulldozer."""

    zone_link: bool
    """PA-9.4: orange (the effect acts in the tab's zone) or grey (not tied to the board)."""
    zone_only: str | None
    """A zone the card may be played into only (the external market: zone B, PA-18.1)."""
    money: str
    """``cost``, ``bonus`` or ``none`` (PA-9.5)."""
    energy: str
    """``yes``, ``no`` or ``wind`` (only when the effect builds a wind farm, PA-21.2)."""
    batteries_by_zone: bool
    """PA-9.6: the batteries of the tab's zone may be paid instead of the zone value."""
    batteries: Mapping[str, int] | None
    """PA-9.6, AMB-39: the batteries the frame itself prints, by the tab's zone (``alt_cost.batteries``: a
    number, or one per zone); None where the frame is unknown and the zone table applies."""
    requirement: Mapping[str, Any] | None
    """PA-9.8: ``component`` and ``owners`` (``self``, ``other``); ``*``: each option has its own."""
    bulldozer_moves: int
    """PA-9.10, AMB-38: the forced moves of a used bulldozer."""


@dataclass(frozen=True, slots=True)
class Card:
    """An action card (PA-9): a starting card or a specialist action card (PA-23.2)."""

    id: str
    name: str
    frame: Frame
    effect: Effect
    specialist: bool


@dataclass(frozen=True, slots=True)
class ScoringCard:
    """A specialist scoring card (PA-32): two options, a crown (majorities) and a multiplier."""

    id: str
    name: str
    options: Effect
    crown: bool
    multiplier: bool


@dataclass(frozen=True, slots=True)
class MarketCard:
    """An external market card (PA-18)."""

    id: str
    country: str
    batteries: int
    income: tuple[str, ...]
    """The market symbols of its front: their income is gained when it is bought (PA-18.4)."""
    back: tuple[str, ...]
    """The two market symbols of its back, for later scorings (PA-18.5)."""


@dataclass(frozen=True, slots=True)
class LinkToken:
    """A link token (PA-14), or the starting one."""

    id: str
    back: str
    """``A`` or ``BC`` (PA-4.7); ``start`` for the starting token."""
    effect: Effect
    symbols: tuple[Symbol, ...]


@dataclass(frozen=True, slots=True)
class BonusType:
    """A kind of tower bonus token (PA-12.6): its effect and whether it is instant, ongoing or final."""

    id: str
    effect: Effect
    kind: str
    symbols: tuple[Symbol, ...]


@dataclass(frozen=True, slots=True)
class BonusCell:
    """A cell of the tower bonus board (PA-12.4): its area and the effect printed under the token."""

    id: str
    row: int
    col: int
    area: str
    printed: Effect


@dataclass(frozen=True, slots=True)
class TransformerCell:
    """A transformer cell of the grid board (PA-10.9): its column, bonus and entry arrow."""

    id: str
    column: int
    bonus: Effect
    entry: bool


@dataclass(frozen=True, slots=True)
class ScoringToken:
    """A scoring token (PA-5, PA-29–PA-31): its stack and two halves (``condition`` and ``reward``)."""

    id: str
    stack: str
    top: Mapping[str, Any]
    bottom: Mapping[str, Any]


@dataclass(frozen=True, slots=True)
class TimeTrack:
    """PA-5.6: the time track's last space and its scoring spaces."""

    last: int
    first_scoring: int
    second_scoring: int


def _effect(ops: Any) -> Effect:
    if ops is None:
        return ()
    if isinstance(ops, Mapping):
        return (ops,)
    return tuple(ops)


def _symbols(items: Any) -> tuple[Symbol, ...]:
    return tuple(Symbol(s["market"], int(s.get("arrows", 0))) for s in items or ())


def _provisional(item: Any) -> bool:
    """PA-37.1: whether a status of ``item`` (``status``, ``mapping_status``) says a value is a stand-in;
    a file's ``_meta`` is left out (its legend names every status)."""
    if isinstance(item, Mapping):
        return any(
            (isinstance(value, str) and key.endswith("status") and "provisional" in value) or _provisional(value)
            for key, value in item.items()
            if key != "_meta"
        )
    return isinstance(item, list) and any(_provisional(value) for value in item)


def _batteries(value: Any) -> Mapping[str, int] | None:
    """A frame's own alternative cost in batteries (AMB-39): one number for every zone, or one per zone."""
    if value is None:
        return None
    if isinstance(value, Mapping):
        return {zone: int(n) for zone, n in value.items()}
    return dict.fromkeys(ZONES, int(value))


def _tab(tab: Mapping[str, Any]) -> Tab:
    return Tab(tab["zone"], int(tab["money"]), int(tab["energy"]))


def _frame(frame: Mapping[str, Any]) -> Frame:
    energy = frame.get("energy")
    requirement = frame.get("requirement")
    alt = frame.get("alt_cost") or {}
    return Frame(
        zone_link=frame.get("zone_link") == "zone",
        zone_only=frame.get("zone_restriction"),
        money=frame.get("money", "none"),
        energy="yes" if energy is True else "wind" if energy == "only_if_build_wind_farm" else "no",
        batteries_by_zone=bool(alt.get("batteries_by_zone")) or "batteries" in alt,
        batteries=_batteries(alt.get("batteries")),
        requirement=requirement if isinstance(requirement, Mapping) else {"component": "*"} if requirement else None,
        bulldozer_moves=int(frame.get("bulldozer_moves", 1)),
    )


@dataclass(frozen=True)
class Components:
    """One data set, as the tables the rules read (see the module's docstring)."""

    digest: str
    """The content's digest (sha-256 of the files, canonical JSON): what a record names."""
    provisional: bool
    """Whether any value of the set is a stand-in (PA-39): the front ends say so."""
    sectors: tuple[str, ...]
    zone_of: Mapping[str, str]
    adjacent: Mapping[str, frozenset[str]]
    sites: Mapping[str, Site]
    parking: Mapping[str, Parking]
    contract_slots: Mapping[str, ContractSlot]
    connected: Mapping[str, str]
    """PA-16.6: a contract slot and the slot it is connected to."""
    pair_of: Mapping[str, str]
    """PA-16.8: a contract slot and the other slot of its pair."""
    link_slots: Mapping[str, LinkSlot]
    solar_entries: tuple[str, ...]
    solar_slots: tuple[str, ...]
    solar_after: Mapping[str, tuple[str, ...]]
    """PA-20.3: the solar-track slots each slot leads to."""
    solar_before: Mapping[str, tuple[str, ...]]
    contracts: Mapping[str, Contract]
    standard: tuple[str, ...]
    remote: tuple[str, ...]
    solar: tuple[str, ...]
    slots: Mapping[str, tuple[tuple[Tab, Tab], ...]]
    """PA-9.2: per row, per slot (left to right), its (left, right) tabs."""
    bonus_slots: tuple[str, ...]
    """The company board's tower-bonus slots, one per token type, in order (PA-12.5, AMB-31)."""
    cards: Mapping[str, Card]
    starting_cards: tuple[str, ...]
    specialist_actions: tuple[str, ...]
    scoring_cards: Mapping[str, ScoringCard]
    market_cards: Mapping[str, MarketCard]
    link_tokens: Mapping[str, LinkToken]
    starting_link: str
    bonus_types: Mapping[str, BonusType]
    bonus_tokens: Mapping[str, tuple[str, str]]
    """A tower bonus token: (its zone, its type)."""
    bonus_cells: Mapping[str, BonusCell]
    bonus_fixed: Mapping[str, str]
    """PA-35.3: the fixed setup, cell to token."""
    tower_cells: int
    tower_bonus: Mapping[int, Effect]
    """PA-12.3: the bonus under each tower cell."""
    battery_symbols: Mapping[int, int]
    """PA-26.5: the battery symbols of each tower cell."""
    vc_columns: tuple[int, ...]
    """PA-19.1: the columns (stripes) with a venture-capital slot."""
    transformers: Mapping[str, TransformerCell]
    edges: Mapping[str, Mapping[str, str | None]]
    """PA-10.10: per cell, its neighbours and the circuit requirement of the line (None: grey)."""
    circuits: Mapping[str, Effect]
    levels: Mapping[int, Mapping[str, Any]]
    """PA-10.6, PA-10.7: what each level unlocks."""
    income_last: int
    income_column: Mapping[int, int]
    income_value: Mapping[int, int]
    limiters: tuple[tuple[int, int], ...]
    """PA-10.13: (the position before the limiter, the tower that unlocks it)."""
    dark_green: tuple[tuple[int, int, Effect], ...]
    """PA-10.15: (column, its first position, reward)."""
    income_arrows: Mapping[tuple[str, int], tuple[str, ...]]
    """PA-10.16: a cell of a track and the markets it advances."""
    energy_max: int
    energy_column: Mapping[int, int]
    """PA-26.5: the tower column above each energy position."""
    stripe_symbols: Mapping[int, str]
    time_tracks: Mapping[str, TimeTrack]
    scoring_tokens: Mapping[str, ScoringToken]
    beginner: tuple[str, str]
    setup: Mapping[str, Any]
    """The setup constants (``setup_constants.json``), by name."""
    per_player: Mapping[str, int]
    """PA-2.2, PA-2.3: each player's pieces by kind (``bulldozer``: 5, ``wind_farm``: 11, …)."""
    documents: Mapping[str, Any]
    """The files as read (for the data check and the docs)."""

    @staticmethod
    def read(documents: Mapping[str, Any]) -> Components:
        """A data set from its files' JSON, by file name (``FILES``). A missing or inconsistent value
        raises ``KeyError``/``ValueError``/``TypeError``; ``check`` says what is wrong in words."""
        board = documents["board.json"]
        grid = documents["grid_board.json"]
        company = documents["company_board.json"]
        tokens = documents["contract_tokens.json"]
        bonus = documents["tower_bonus_tokens.json"]
        digest = hashlib.sha256(
            json.dumps({name: documents[name] for name in FILES}, sort_keys=True, ensure_ascii=False).encode()
        ).hexdigest()
        adjacent: dict[str, set[str]] = {s["id"]: set() for s in board["sectors"]}
        for a, b in board["sector_adjacency"]["pairs"]:
            adjacent[a].add(b)
            adjacent[b].add(a)
        connected: dict[str, str] = {}
        for group in board["connected_contract_slots"]:
            a, b = group["slots"]
            connected[a], connected[b] = b, a
        pair_of: dict[str, str] = {}
        for group in board["contract_pairs"]:
            a, b = group["slots"]
            pair_of[a], pair_of[b] = b, a
        solar = board["solar_track"]
        after: dict[str, list[str]] = {s: [] for s in solar["slots"]}
        before: dict[str, list[str]] = {s: [] for s in solar["slots"]}
        for a, b in solar["edges"]:
            after[a].append(b)
            before[b].append(a)
        contracts: dict[str, Contract] = {}
        for t in tokens["standard"]:
            contracts[t["id"]] = Contract(t["id"], "standard", _symbols(t["symbols"]), t["slot"], t["back"]["zone"], ())
        for t in tokens["remote"]:
            costs = tuple((int(c.get("energy", 0)), int(c.get("batteries", 0))) for c in t["cost_options"])
            contracts[t["id"]] = Contract(t["id"], "remote", _symbols(t["symbols"]), None, None, costs)
        for t in tokens["solar"]:
            contracts[t["id"]] = Contract(t["id"], "solar", _symbols(t["symbols"]), None, None, ())
        cards: dict[str, Card] = {}
        starting = documents["starting_action_cards.json"]["cards"]
        specialists = documents["specialist_cards.json"]
        for c in starting:
            cards[c["id"]] = Card(c["id"], c["name"], _frame(c["frame"]), _effect(c["effect"]), False)
        for c in specialists["action"]:
            cards[c["id"]] = Card(c["id"], c["name"], _frame(c["frame"]), _effect(c["effect"]), True)
        edges: dict[str, dict[str, str | None]] = {c["id"]: {} for c in grid["transformer_cells"]}
        for e in grid["network_edges"]:
            requirement = e.get("circuit_requirement") if e["type"] == "circuit" else None
            edges[e["a"]][e["b"]] = requirement
            edges[e["b"]][e["a"]] = requirement
        income = grid["income_tracks"]
        arrows: dict[tuple[str, int], list[str]] = {}
        for cell in income["income_arrow_cells"]:
            arrows.setdefault((cell["row"], int(cell["position"])), []).append(cell["market"])
        time = documents["time_track.json"]
        scoring = documents["scoring_tokens.json"]
        setup = {
            k: v.get("value", v) if isinstance(v, Mapping) else v for k, v in documents["setup_constants.json"].items()
        }
        return Components(
            digest=digest,
            provisional=any(_provisional(documents[name]) for name in FILES),
            sectors=tuple(s["id"] for s in board["sectors"]),
            zone_of={s["id"]: s["zone"] for s in board["sectors"]},
            adjacent={k: frozenset(v) for k, v in adjacent.items()},
            sites={
                s["id"]: Site(
                    s["id"],
                    s["sector"],
                    s["zone"],
                    s["type"],
                    int(s.get("min_players", 1)),
                    bool(s.get("grey_starting")),
                    bool(s.get("starting_bulldozer_site")),
                )
                for s in board["building_sites"]
            },
            parking={
                p["id"]: Parking(p["id"], p["sector"], _effect(p["reward"]), int(p.get("capacity", 1)))
                for p in board["parking_spaces"]
            },
            contract_slots={
                s["id"]: ContractSlot(
                    s["id"],
                    s["kind"],
                    s["sector"],
                    s["zone"],
                    s.get("location"),
                    s.get("energy_cost"),
                    tuple(s.get("board_sides", ("1-2", "3-4"))),
                    int(s.get("min_players", 1)),
                )
                for s in board["contract_slots"]
            },
            connected=connected,
            pair_of=pair_of,
            link_slots={
                s["id"]: LinkSlot(
                    s["id"], s["zone"], s["sector"], tuple((ln["id"], tuple(ln["contract_slots"])) for ln in s["lines"])
                )
                for s in board["link_token_slots"]
            },
            solar_entries=tuple(solar["entries"]),
            solar_slots=tuple(solar["slots"]),
            solar_after={k: tuple(v) for k, v in after.items()},
            solar_before={k: tuple(v) for k, v in before.items()},
            contracts=contracts,
            standard=tuple(t["id"] for t in tokens["standard"]),
            remote=tuple(t["id"] for t in tokens["remote"]),
            solar=tuple(t["id"] for t in tokens["solar"]),
            slots={
                row: tuple(
                    (_tab(s["tabs"]["left"]), _tab(s["tabs"]["right"]))
                    for s in sorted(company["action_rows"]["slots"][row], key=lambda s: s["index"])
                )
                for row in ROWS
            },
            bonus_slots=tuple(company["tower_bonus_slots"]["order"]),
            cards=cards,
            starting_cards=tuple(c["id"] for c in starting),
            specialist_actions=tuple(c["id"] for c in specialists["action"]),
            scoring_cards={
                c["id"]: ScoringCard(
                    c["id"], c["name"], _effect(c["options"]), bool(c.get("crown")), bool(c.get("multiplier"))
                )
                for c in specialists["scoring"]
            },
            market_cards={
                c["id"]: MarketCard(
                    c["id"],
                    c["country"],
                    int(c["battery_cost"]),
                    tuple(c["front_income_symbols"]),
                    tuple(c["back_symbols"]),
                )
                for c in documents["external_market_cards.json"]["cards"]
            },
            link_tokens={
                **{
                    t["id"]: LinkToken(t["id"], t["back"], _effect(t["effect"]), _symbols(t.get("symbols")))
                    for t in documents["link_tokens.json"]["tokens"]
                },
                documents["link_tokens.json"]["starting"]["id"]: LinkToken(
                    documents["link_tokens.json"]["starting"]["id"],
                    "start",
                    _effect(documents["link_tokens.json"]["starting"]["effect"]),
                    _symbols(documents["link_tokens.json"]["starting"].get("symbols")),
                ),
            },
            starting_link=documents["link_tokens.json"]["starting"]["id"],
            bonus_types={
                k: BonusType(k, _effect(v.get("effect")), v.get("kind", "instant"), _symbols(v.get("symbols")))
                for k, v in bonus["types"].items()
            },
            bonus_tokens={t["id"]: (t["zone"], t["type"]) for t in bonus["tokens"]},
            bonus_cells={
                c["id"]: BonusCell(c["id"], int(c["row"]), int(c["col"]), c["area"], _effect(c.get("printed_effect")))
                for c in bonus["tower_bonus_board"]["cells"]
            },
            bonus_fixed=dict(bonus["fixed_setup"]["cell_to_token"]),
            tower_cells=len(grid["stripes_and_towers"]["tower_cells"]),
            tower_bonus={int(k): _effect(v) for k, v in grid["tower_cell_bonus"]["cells"].items()},
            battery_symbols={int(k): int(v) for k, v in grid["battery_symbols_per_tower_cell"]["values"].items()},
            vc_columns=tuple(int(c) for c in grid["venture_capital_slots"]["tower_columns"]),
            transformers={
                c["id"]: TransformerCell(c["id"], int(c["column"]), _effect(c.get("bonus")), bool(c.get("entry_arrow")))
                for c in grid["transformer_cells"]
            },
            edges=edges,
            circuits={c["id"]: _effect(c["requirement"]) for c in grid["circuit_requirements"]},
            levels={int(k): v for k, v in grid["level_unlocks"]["levels"].items()},
            income_last=int(income["last_position"]),
            income_column={int(k): int(v) for k, v in income["position_to_column"].items()},
            income_value={int(k): int(v) for k, v in income["column_income_value"].items()},
            limiters=tuple((int(x["between_positions"][0]), int(x["unlocked_by_tower"])) for x in income["limiters"]),
            dark_green=tuple(
                (int(x["column"]), int(x["first_position"]), _effect(x.get("reward")))
                for x in income["dark_green_stripes"]
            ),
            income_arrows={k: tuple(v) for k, v in arrows.items()},
            energy_max=int(grid["energy_track"]["max"]),
            energy_column={int(k): int(v) for k, v in grid["energy_track"]["position_to_tower_column"].items()},
            stripe_symbols={
                int(k): v for k, v in grid.get("stripe_symbols_for_scoring_token_2_3", {}).get("values", {}).items()
            },
            time_tracks={
                name: TimeTrack(int(t["last_index"]), int(t["first_scoring_space"]), int(t["second_scoring_space"]))
                for name, t in ((n, time[n]) for n in ("standard", "long_game"))
            },
            scoring_tokens={
                t["id"]: ScoringToken(t["id"], t["stack"], t["top"], t["bottom"]) for t in scoring["tokens"]
            },
            beginner=(scoring["beginner"][0]["id"], scoring["beginner"][1]["id"]),
            setup=setup,
            per_player={
                **{i["id"]: int(i["count"]) for i in documents["components.json"]["per_player_colour"]["items"]},
                **{i["id"]: int(i["count"]) for i in documents["components.json"]["per_player_common_colour"]},
            },
            documents=documents,
        )


def builtin_documents() -> dict[str, Any]:
    """The stand-in data set shipped with the game (PA-39), as JSON by file name."""
    folder = resources.files(__package__).joinpath("data")
    return {name: json.loads(folder.joinpath(name).read_text("utf-8")) for name in FILES}


BUILTIN: Final = Components.read(builtin_documents())
"""The data set a game uses unless it names another (the rules specification's stand-ins)."""
