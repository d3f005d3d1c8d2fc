"""The data check of Pampero: what each data file holds (a pydantic model per file, PA-37), and
``check``, which says in words what is wrong with a data set.

The rulebook's Appendix did not survive (PA-0.3), so most values of the shipped files are stand-ins
(PA-39); a person who owns the game may put the printed values in a copy of the files and check it
(``powerplay data check pampero DIR``). The models say what shape a value takes (the files' JSON
Schemas, docs/games/pampero-data/, are made from them); ``check`` adds what no schema says: the
rulebook's counts (PA-2), ids that name something in another file, values within their tracks, and
the setup's needs (PA-4, PA-6). Every problem names its file, the JSON path of the value and the rule.
"""

from __future__ import annotations

import itertools
import re
from collections import Counter
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import Annotated, Any, Literal

from pydantic import (
    BaseModel,
    ConfigDict,
    Discriminator,
    Field,
    GetCoreSchemaHandler,
    GetJsonSchemaHandler,
    Tag,
    ValidationError,
    ValidatorFunctionWrapHandler,
    WrapValidator,
)
from pydantic.json_schema import JsonSchemaValue
from pydantic_core import CoreSchema, PydanticCustomError, core_schema

from ...core.datafiles import Check, DataFiles, Problems, Say, json_key, json_words, show, words
from . import datasets
from .data import FILES, MARKETS, Components

# ---- the words of the values ---------------------------------------------------------------------


def _named(noun: str, rule: str, listed: bool = False) -> WrapValidator:
    """A value of a closed list that is not in it is "no {noun}" (with the list when ``listed``)."""

    def wrap(value: Any, handler: ValidatorFunctionWrapHandler) -> Any:
        try:
            return handler(value)
        except ValidationError as e:
            if not all(error["type"] == "literal_error" for error in e.errors()):
                raise
            choices = f": {json_words(e.errors()[0]['ctx']['expected'])}" if listed else ""
            raise PydanticCustomError(
                "unknown_name",
                "{value} is no {noun}{choices} ({rule})",
                {"value": show(value), "noun": noun, "choices": choices, "rule": rule},
            ) from None

    return WrapValidator(wrap)


@dataclass(frozen=True)
class Within:
    """A whole number from ``low`` to ``high`` (None: no upper bound); another is "out of range for {noun}"."""

    low: int
    high: int | None
    noun: str
    rule: str = ""

    def __get_pydantic_core_schema__(self, source: Any, handler: GetCoreSchemaHandler) -> CoreSchema:
        return core_schema.no_info_after_validator_function(self.within, handler(source))

    def __get_pydantic_json_schema__(self, schema: CoreSchema, handler: GetJsonSchemaHandler) -> JsonSchemaValue:
        out = handler(schema)
        out["minimum"] = self.low
        if self.high is not None:
            out["maximum"] = self.high
        return out

    def within(self, value: int) -> int:
        if value < self.low or (self.high is not None and value > self.high):
            span = f"at least {self.low}" if self.high is None else f"{self.low}–{self.high}"
            raise PydanticCustomError(
                "out_of_range",
                "{value} is out of range for {noun} ({span})",
                {"value": show(value), "noun": self.noun, "span": ", ".join(filter(None, (span, self.rule)))},
            )
        return value


Status = Annotated[
    Literal[
        "RULEBOOK",
        "RULEBOOK-CONSTRAINED provisional",
        "NOT FOUND — provisional",
        "RULEBOOK (example)",
        "RULEBOOK (effect text)",
    ],
    _named("status", "PA-37.1", listed=True),
]
"""PA-37.1, the legend of manifest.json: where a value comes from."""
Zone = Annotated[Literal["A", "B", "C"], _named("zone", "PA-3.1")]
Sector = Annotated[Literal["A1", "A2", "A3", "B1", "B2", "C"], _named("sector", "PA-3.1")]
Market = Annotated[Literal["residential", "industrial", "commercial", "tourist", "remote"], _named("market", "PA-11.2")]
Country = Annotated[Literal["Argentina", "Brazil"], _named("country", "PA-4.5")]
Colour = Annotated[Literal["yellow", "white", "blue", "purple"], _named("player colour", "PA-2.2")]
BoardSide = Annotated[Literal["1-2", "3-4"], _named("board side", "PA-3.9")]
SiteType = Annotated[Literal["wind", "tower", "mixed"], _named("site type", "PA-3.5")]
LinkBack = Annotated[Literal["A", "BC"], _named("link-token back", "PA-4.7")]
Stack = Annotated[Literal["I", "II"], _named("scoring-token stack", "PA-5.2")]
Row = Annotated[Literal["top", "bottom"], _named("row", "PA-7.1, PA-9.2")]
Owner = Annotated[Literal["self", "other"], _named("owner", "PA-9.9")]
TowerKey = Annotated[Literal["1", "2", "3", "4", "5", "6", "7"], _named("tower number", "PA-10.4")]
"""A tower number as a key of an object (JSON keys are texts)."""
Count = Annotated[
    Literal[
        "batteries",
        "energy",
        "contract_tokens_on_grid",
        "solar_contract_tokens_on_grid",
        "profitable_contract_tokens_on_grid",
        "tower_bonus_tokens_on_company_board",
        "own_transformers_on_game_board",
        "own_wind_farms_on_board",
        "built_towers",
        "circuit_tokens_on_grid",
        "energy_spent_on_contracts",
        "market_symbols",
        "market_symbols_on_grid_contracts",
        "external_market_cards",
        "link_tokens_owned",
        "own_bulldozers_on_parking",
        "venture_capital_tokens",
        "money_from_income_markers_total",
        "grid_stripe_symbols_unlocked",
    ],
    _named("count", "PA-37.3"),
]
"""PA-37.3: what a scoring condition counts."""
MARKET_COUNTS = frozenset({"market_symbols", "market_symbols_on_grid_contracts"})
"""The counts of one market's symbols (PA-37.3): they name the market."""
Chosen = Annotated[
    Literal["residential", "industrial", "commercial", "tourist", "remote", "chosen"],
    _named("market (or chosen)", "PA-29.5"),
]
"""A market, or ``chosen``: the one the player chose."""
Component = Annotated[
    Literal[
        "bulldozer_at_free_tower_or_mixed_site",
        "bulldozer_at_free_wind_or_mixed_site",
        "tower_in_contract_sector",
        "empty_unlocked_vc_slot",
    ],
    _named("requirement", "PA-9.8"),
]
"""PA-9.8: what must be on the board for a card."""
ActionOp = Annotated[
    Literal[
        "build_tower",
        "build_wind_farm",
        "fulfil_contract",
        "play_link_token",
        "move_bulldozers",
        "sell_external_market",
        "take_venture_capital",
        "turn_order_change",
    ],
    _named("effect of an action card", "PA-9.14"),
]
"""PA-12–PA-21: the effects an ongoing tower bonus may change (PA-12.6)."""

Id = Annotated[str, Field(pattern=r"^\S+$")]
"""An id: one word, no spaces (records name things by their ids)."""
PositionKey = Annotated[str, Field(pattern=r"^(0|[1-9][0-9]*)$")]
"""A position of a track as a key of an object (a whole number in quotes: ``"3"``)."""
TowerNumber = Annotated[int, Within(1, 7, "a tower number", "PA-10.4")]
Players = Annotated[int, Within(1, 4, "a player count", "PA-1.1")]
Energy = Annotated[int, Within(0, 14, "energy", "PA-10.17")]
Arrows = Annotated[int, Within(0, 2, "income arrows", "PA-11.5")]
Amount = Annotated[int, Within(1, None, "an amount")]
Number = Annotated[int, Within(0, None, "a number")]
Position = Annotated[int, Within(0, None, "a position")]


class Model(BaseModel):
    """A part of a data file: strict (no value is converted; a name not listed is a mistake)."""

    model_config = ConfigDict(extra="forbid", strict=True, use_attribute_docstrings=True)


class Marked(Model):
    """A data item: it says where its values come from (PA-37.1)."""

    status: Status
    """Where the values come from (PA-37.1): ``RULEBOOK`` or a provisional stand-in (PA-39)."""
    constraint: str | None = None
    """The rulebook's words a provisional value obeys (PA-37.1)."""
    note: str | None = None
    """A remark for people; the engine does not read it."""


class File(Model):
    """A data file."""

    meta: dict[str, Any] | None = Field(default=None, alias="_meta")
    """What the file describes and the legend of its statuses, for people; not read."""
    schema_path: str | None = Field(default=None, alias="$schema")
    """The file's JSON Schema, for an editor (docs/games/pampero-data/); not read."""


# ---- effects (PA-37.2) ------------------------------------------------------------------------------


class Requirement(Model):
    """PA-9.8, PA-9.9: a component that must be on the board for the card, and whose it may be."""

    component: Component
    """What must be on the board (PA-9.8)."""
    owners: Annotated[list[Owner], Field(min_length=1)]
    """Whose component may be used: ``self`` (pay the bank), ``other`` (pay its owner), or both (PA-9.9)."""
    dark: bool = False
    """Printed on a dark background: only your own components (PA-9.9)."""


class GainMoney(Model):
    """Gain $ from the bank (PA-0.7)."""

    op: Literal["gain_money"]
    amount: Amount
    """$ gained."""


class GainEnergy(Model):
    """Gain energy, capped at 14 (PA-10.17)."""

    op: Literal["gain_energy"]
    amount: Amount
    """Energy gained."""


class GainBatteries(Model):
    """Take batteries from the general supply, as many as it has (PA-25.1)."""

    op: Literal["gain_batteries"]
    amount: Amount
    """Batteries taken."""


class AdvanceIncome(Model):
    """Advance an income marker (PA-10.18)."""

    op: Literal["advance_income"]
    market: Market
    """The marker advanced."""
    steps: Amount
    """Spaces advanced, one at a time (PA-10.18)."""


class AdvanceIncomeAny(Model):
    """Advance the income marker of the player's choice (PA-10.18)."""

    op: Literal["advance_income_any"]
    steps: Amount
    """Spaces advanced, one at a time (PA-10.18)."""


class GainIncome(Model):
    """Gain the income of a market (PA-22.1): ``market``, or one chosen from ``choose_from``."""

    op: Literal["gain_income"]
    market: Market | None = None
    """The market whose income is gained."""
    choose_from: Literal["external_card_back_symbols"] | None = None
    """The player chooses the market among the symbols on the backs of their external market cards."""
    flip_marker_face_down: Chosen | None = None
    """The marker is turned face down afterwards (PA-29.5)."""


class GainIncomeAny(Model):
    """Gain any 1 income (PA-22.2)."""

    op: Literal["gain_income_any"]
    flip_marker_face_down: Chosen | None = None
    """The marker is turned face down afterwards (PA-29.5)."""


class GainSpecialistCard(Model):
    """Gain a specialist card (PA-23.1)."""

    op: Literal["gain_specialist_card"]


class MoveBulldozers(Model):
    """Move bulldozers (PA-15): one entry per bulldozer symbol, its number of arrows (PA-15.3)."""

    op: Literal["move_bulldozers"]
    symbols: Annotated[list[Amount], Field(min_length=1)]
    """``[2]``: one symbol with 2 arrows; ``[1, 1]``: two symbols of one arrow each (PA-15.3)."""
    requirement: Requirement | None = None
    """A joker option's own requirement (PA-21.2)."""


class DeployBulldozer(Model):
    """Provisional (GAP-18): a bulldozer from the personal supply to the storage zone (PA-15.4)."""

    op: Literal["deploy_bulldozer"]


class BuildTower(Model):
    """Build a tower (PA-12)."""

    op: Literal["build_tower"]
    requirement: Requirement | None = None
    """A joker option's own requirement (PA-21.2)."""


class BuildWindFarm(Model):
    """Build a wind farm (PA-13)."""

    op: Literal["build_wind_farm"]
    requirement: Requirement | None = None
    """A joker option's own requirement (PA-21.2)."""


class FulfilContract(Model):
    """Fulfil a contract (PA-16, PA-17, PA-20) of a kind, of one market's type if ``market`` (PA-11.4)."""

    op: Literal["fulfil_contract"]
    kind: Literal["standard", "remote", "solar", "standard_or_remote"]
    """Which contracts: ``standard``, ``remote``, ``solar`` or ``standard_or_remote`` (PA-11.3)."""
    market: Market | None = None
    """Only contracts of this market's type (PA-11.4)."""


class PlayLinkToken(Model):
    """Play a link token (PA-14)."""

    op: Literal["play_link_token"]


class TurnOrderChange(Model):
    """Move the turn-order disc down (PA-21.1)."""

    op: Literal["turn_order_change"]


class TakeVentureCapital(Model):
    """Take venture capital (PA-19)."""

    op: Literal["take_venture_capital"]


class SellExternalMarket(Model):
    """Sell to the external market (PA-18)."""

    op: Literal["sell_external_market"]


class Choice(Model):
    """The player applies one of the options (a joker, PA-21.2; a link token's choice, PA-14.3)."""

    op: Literal["choice"]
    options: Annotated[list[list[Op]], Field(min_length=2)]
    """Each option: its operations, in order."""


class Modifier(Model):
    """An ongoing change to an effect (a tower bonus token, PA-12.6)."""

    op: Literal["modifier"]
    applies_to: ActionOp
    """The effect it changes."""
    extra_energy: int | None = None
    """Energy gained in addition."""
    battery_alt_cost_delta: int | None = None
    """Added to the battery alternative cost (PA-9.6)."""
    min: int | None = None
    """The least the changed value can become."""


class TakeZoneBDiscountOverlay(Model):
    """Provisional (GAP-17): take a zone-B discount overlay (PA-4.12)."""

    op: Literal["take_zone_b_discount_overlay"]


class PayEnergy(Model):
    """A circuit requirement: spend energy (PA-10.10)."""

    op: Literal["pay_energy"]
    amount: Amount
    """Energy spent."""


class PayBatteries(Model):
    """A circuit requirement: spend batteries (PA-10.10)."""

    op: Literal["pay_batteries"]
    amount: Amount
    """Batteries spent, to the general supply (AMB-17)."""


class PayMoney(Model):
    """A circuit requirement: pay $ (PA-10.10)."""

    op: Literal["pay_money"]
    amount: Amount
    """$ paid to the bank."""


class Condition(Model):
    """A circuit requirement met by having at least so many of something (PA-10.10, PA-37.3)."""

    op: Literal["condition"]
    count: Count
    """What is counted (PA-37.3)."""
    at_least: Amount
    """The least count that meets it."""


class FinalMoneyPer(Model):
    """Final scoring (PA-31.4): $ ``amount`` per thing counted."""

    op: Literal["final_money_per"]
    count: Count
    """What is counted (PA-37.3)."""
    amount: Amount
    """$ per thing counted."""


class FinalGainIncomeFromExternalCardSymbol(Model):
    """Final scoring (PA-31.4): the income of one market symbol on any of your external market cards."""

    op: Literal["final_gain_income_from_external_card_symbol"]


class FinalVcDiscount(Model):
    """Final scoring (PA-31.4): pay ``pay`` instead of $30 for one venture-capital token."""

    op: Literal["final_vc_discount"]
    pay: Number
    """$ paid instead of $30 (PA-19.5)."""


class FinalGainIncomeAny(Model):
    """Final scoring (PA-31.4): gain any 1 income."""

    op: Literal["final_gain_income_any"]


class Filters(Model):
    """What a count counts (PA-37.3)."""

    market: Market | None = None
    """The market of ``market_symbols`` and ``market_symbols_on_grid_contracts``."""
    with_market: Market | None = None
    """Only contract tokens of this market's type (PA-11.4)."""
    zone: Zone | None = None
    """Only tokens of this zone."""
    exclude: list[Annotated[Literal["standard", "remote", "solar"], _named("contract kind", "PA-11.3")]] | None = None
    """Contract kinds not counted (PA-11.3)."""
    numbers: list[TowerNumber] | None = None
    """Only transformers of these numbers (PA-6.5)."""


class Per(Filters):
    """A count (PA-37.3): how many times a player meets a condition."""

    count: Count
    """What is counted (PA-37.3)."""


class Most(Filters):
    """A majority (PA-30.2): the player with the most of a count."""

    most: Count
    """What is counted (PA-37.3)."""


class Reward(Model):
    """A scoring reward: $ ``money``, or the income of a market (PA-22.1); one of the two."""

    money: Number | None = None
    """$ gained."""
    income_of: Market | None = None
    """The market whose income is gained (PA-22.1)."""


class ScorePer(Model):
    """A specialist scoring card (PA-32): the reward per thing counted."""

    op: Literal["score_per"]
    per: Per
    """What is counted."""
    reward: Reward
    """Gained per thing counted."""


class ScoreMultiplier(Model):
    """A specialist scoring card with the multiplier (PA-32.5): the reward times the count."""

    op: Literal["score_multiplier"]
    per: Per
    """What is counted."""
    reward: Reward
    """Gained times the count (PA-32.5)."""
    flip_marker_face_down: Chosen | None = None
    """The marker turned face down afterwards (PA-29.5)."""
    requires_face_up_marker: Market | None = None
    """Only while this marker is face up (PA-29.5)."""


class AddSymbolsForMajority(Model):
    """A crown card (PA-32.4): market symbols added for a majority."""

    op: Literal["add_symbols_for_majority"]
    market: Market
    """The market of the symbols."""
    amount: Amount
    """Symbols added."""


class AddCountForMajority(Model):
    """A crown card (PA-32.4): added to a count for a majority."""

    op: Literal["add_count_for_majority"]
    count: Count
    """The count added to (PA-37.3)."""
    amount: Amount
    """Added to it."""


class MoveTimeDisc(Model):
    """Move the time disc (PA-7.4), never past the last space (PA-7.5), then ``then``."""

    op: Literal["move_time_disc"]
    steps: Amount
    """Spaces moved."""
    then: Op | None = None
    """Applied after the move."""


Op = Annotated[
    GainMoney
    | GainEnergy
    | GainBatteries
    | AdvanceIncome
    | AdvanceIncomeAny
    | GainIncome
    | GainIncomeAny
    | GainSpecialistCard
    | MoveBulldozers
    | DeployBulldozer
    | BuildTower
    | BuildWindFarm
    | FulfilContract
    | PlayLinkToken
    | TurnOrderChange
    | TakeVentureCapital
    | SellExternalMarket
    | Choice
    | Modifier
    | TakeZoneBDiscountOverlay
    | FinalMoneyPer
    | FinalGainIncomeFromExternalCardSymbol
    | FinalVcDiscount
    | FinalGainIncomeAny
    | ScorePer
    | ScoreMultiplier
    | AddSymbolsForMajority
    | AddCountForMajority
    | MoveTimeDisc,
    Field(discriminator="op"),
]
"""An operation of an effect (PA-37.2), named by its ``op``."""
CircuitOp = Annotated[PayEnergy | PayBatteries | PayMoney | Condition, Field(discriminator="op")]
"""An operation of a circuit requirement (PA-10.10, PA-37.2)."""
Effect = list[Op]
"""An effect: its operations, in order (PA-9.12)."""
Choice.model_rebuild()
MoveTimeDisc.model_rebuild()


# ---- board.json ------------------------------------------------------------------------------------


class ZoneEntry(Marked):
    """A zone of the game board (PA-3.1)."""

    id: Zone
    """A, B or C."""
    sectors: list[Sector]
    """Its sectors; zone C is one sector, ``C`` (PA-3.1)."""


class SectorEntry(Marked):
    """A sector (PA-3.1)."""

    id: Sector
    """A1, A2, A3, B1, B2 or C."""
    zone: Zone
    """Its zone (PA-3.1)."""
    theme: str | None = None
    """Its theme (PA-3.2), for people."""


class SectorAdjacency(Marked):
    """PA-3.10, GAP-02: which sectors border each other (for bulldozer moves, PA-15.1)."""

    pairs: list[tuple[Sector, Sector]]
    """Pairs of adjacent sectors; each pair once, in either order."""


class Border(Model):
    """A neighbouring country (PA-3.2)."""

    borders_zone: Zone
    """The zone the country borders (PA-3.2)."""


class NeighbouringCountries(Marked):
    """PA-3.2: the countries of the external market and the zone they border."""

    Argentina: Border
    Brazil: Border


class BuildingSite(Marked):
    """A building site (PA-3.5), GAP-01."""

    id: Id
    """Its id, by which actions and records name it."""
    sector: Sector
    """Its sector (PA-3.1)."""
    zone: Zone
    """The zone of its sector (PA-3.1)."""
    type: SiteType
    """``wind`` farm site, ``tower`` site or ``mixed`` (PA-3.5)."""
    min_players: Players = 1
    """Used only with at least this many players: a "3P"/"4P" cell (PA-3.8)."""
    grey_starting: bool = False
    """A grey starting site of A2 for a player's first tower (PA-6.6) or wind farm (PA-6.8)."""
    starting_bulldozer_site: bool = False
    """The mixed site of A2 every starting bulldozer stands beside (PA-6.7, AMB-02)."""


class StorageZone(Marked):
    """PA-3.7: the storage zone: unlimited, in no sector."""

    id: Literal["STORAGE"]
    """``STORAGE``, where a bulldozer in storage stands."""
    capacity: None = None
    """Always null: the storage zone has no limit (PA-3.7)."""


class ParkingSpace(Marked):
    """A parking space (PA-15.1 d), GAP-07."""

    id: Id
    """Its id."""
    sector: Sector
    """Its sector (PA-3.1)."""
    reward: Effect
    """What a bulldozer's owner gains on parking there (PA-15.1 d)."""
    capacity: Annotated[int, Within(1, None, "a capacity", "PA-15.1")] = 1
    """How many bulldozers it holds."""


class ContractSlot(Marked):
    """A contract slot of the board (PA-3.3, PA-3.4), GAP-03, GAP-05."""

    id: Id
    """Its id, which standard tokens, lines, connections and pairs name."""
    kind: Literal["standard", "remote"]
    """``standard`` (a token of matching back, PA-4.9) or ``remote`` (a random remote token, PA-4.10)."""
    sector: Sector
    """Its sector (PA-3.1)."""
    zone: Zone
    """The zone of its sector (PA-3.1)."""
    location: Annotated[int, Within(1, None, "a location number", "PA-3.3")] | None = None
    """A standard slot's location number (PA-3.3); null for a remote one."""
    energy_cost: Energy | None = None
    """The energy printed beside a standard slot (PA-16.2); null for a remote one (PA-17.1)."""
    board_sides: Annotated[list[BoardSide], Field(min_length=1)] = ["1-2", "3-4"]
    """The board sides it is printed on (PA-3.9)."""
    min_players: Players = 1
    """Used only with at least this many players (PA-3.8)."""


class SlotGroup(Marked):
    """Two contract slots: connected (PA-16.6) or a pair (PA-16.8), GAP-04."""

    slots: tuple[Id, Id]
    """The two contract slots (board.json ``contract_slots`` ids)."""


class LinkLine(Model):
    """A red link line (PA-16.9): it leads to one or more contract slots (a branch)."""

    id: Id
    """Its id."""
    contract_slots: Annotated[list[Id], Field(min_length=1)]
    """The contract slots it leads to (``contract_slots`` ids); one fulfilled unlocks it."""


class LinkTokenSlot(Marked):
    """A round link-token slot (PA-4.7, PA-16.9), GAP-04."""

    id: Id
    """Its id."""
    zone: Zone
    """Its zone: zone A slots take tokens with back A, zones B and C those with back BC (PA-4.7)."""
    sector: Sector
    """Its sector (PA-3.1)."""
    lines: list[LinkLine]
    """Its link lines; the token may be taken once two of them are unlocked (PA-16.10)."""


class SolarTrack(Marked):
    """PA-20.3, GAP-06: the solar track, a directed graph from its two entry arrows."""

    entries: Annotated[list[Id], Field(min_length=1)]
    """The slots next to the entry arrows."""
    slots: Annotated[list[Id], Field(min_length=1)]
    """Its slots; each takes one solar token at setup (PA-4.6)."""
    edges: list[tuple[Id, Id]]
    """Directed ``[from, to]``: the slots each slot leads to, left to right."""
    edge_semantics: str | None = None
    """How the edges are read, for people."""


class ExternalMarket(Marked):
    """PA-4.5: the external market's rows."""

    countries: list[Country]
    """Argentina and Brazil."""
    face_up_slots_per_country: Amount
    """Must equal setup_constants.json's ``face_up_external_market_cards_per_country``."""


class BatterySupply(Marked):
    """PA-4.11: the general battery supply."""

    per_player: Number
    """Must equal setup_constants.json's ``batteries_in_supply_per_player``."""


class TurnOrderTrack(Marked):
    """PA-7.1: the turn-order track."""

    rows: list[Row]
    """``top`` and ``bottom`` (PA-7.1)."""
    columns: Players
    """One column per possible player (the most players, PA-1.1)."""


class BoardFile(File):
    """board.json: the game board (PA-3, PA-4): zones, sectors, sites, contract slots, link tokens,
    the solar track, parking and storage."""

    zones: list[ZoneEntry]
    sectors: list[SectorEntry]
    sector_adjacency: SectorAdjacency
    neighbouring_countries: NeighbouringCountries
    building_sites: list[BuildingSite]
    storage_zone: StorageZone
    parking_spaces: list[ParkingSpace]
    contract_slots: list[ContractSlot]
    connected_contract_slots: list[SlotGroup]
    """PA-16.6: two slots fulfilled with one action."""
    contract_pairs: list[SlotGroup]
    """PA-16.8: only one slot of a pair is ever fulfilled."""
    link_token_slots: list[LinkTokenSlot]
    solar_track: SolarTrack
    external_market: ExternalMarket
    battery_supply: BatterySupply
    turn_order_track: TurnOrderTrack


# ---- company_board.json -------------------------------------------------------------------------


class Tab(Model):
    """An operations tab (PA-9.2): a zone, its zone value and an energy value."""

    zone: Zone
    """The zone the card acts in (PA-9.4)."""
    money: Number
    """The zone value in $ (PA-9.5)."""
    energy: Energy
    """The energy a frame with the energy symbol gains (PA-9.7)."""


class Tabs(Model):
    """The two tabs beside a slot (PA-9.3, AMB-03)."""

    left: Tab
    right: Tab


class ActionSlot(Model):
    """An action-card slot of a row (PA-9.2)."""

    index: Annotated[int, Within(1, None, "a slot index", "PA-9.3")]
    """Its place in the row, 1 leftmost (PA-9.3)."""
    tabs: Tabs
    """Its left and right tabs (AMB-03)."""


class RowSlots(Model):
    """PA-9.2: the company board's two rows."""

    top: list[ActionSlot]
    bottom: list[ActionSlot]


class ActionRows(Marked):
    """PA-9.2, GAP-09: the rows of action-card slots and their tabs."""

    slots_per_row: Amount
    """The slots of each row (PA-9.2)."""
    slots: RowSlots
    """The slots of the top and bottom rows."""


class TowerBonusSlots(Marked):
    """PA-12.5, GAP-11: one slot per tower-bonus token type, in the order "nearest" is measured by."""

    order: list[Id]
    """The token types (tower_bonus_tokens.json ``types``), left to right."""


class CompanyBoardFile(File):
    """company_board.json: the company board (PA-9.2): action rows and tabs, tower-bonus slots."""

    action_rows: ActionRows
    tower_bonus_slots: TowerBonusSlots
    action_marker_spaces: list[Amount]
    """The numbered spaces for the action markers (PA-8.2)."""
    printed_consolidation_summary: bool
    """The consolidation steps are printed on the board (PA-26.2)."""


# ---- components.json --------------------------------------------------------------------------------


class GeneralItem(Marked):
    """A general component and its count (PA-2.1)."""

    id: Id
    """The component (``standard_contract_token``, ``battery``, ...)."""
    count: Number
    """How many the game has (PA-2.1)."""
    by_zone: dict[Zone, Number] | None = None
    """The count by zone (the tokens' backs)."""
    by_back: dict[LinkBack, Number] | None = None
    """The count by back (link tokens)."""
    by_country: dict[Country, Number] | None = None
    """The count by country (external market cards)."""
    by_type: dict[Literal["action", "scoring"], Number] | None = None
    """The count by kind (specialist cards)."""
    by_stack: dict[Stack, Number] | None = None
    """The count by stack (scoring tokens)."""
    denominations: dict[PositionKey, Number] | None = None
    """Money tokens by value in $."""
    total_value: Number | None = None
    """The money tokens' value in $."""
    material: str | None = None
    """What it is made of, for people."""


class PlayerItem(Marked):
    """A component each player has (PA-2.2, PA-2.3)."""

    id: Id
    """The component (``bulldozer``, ``wind_farm``, ...)."""
    count: Number
    """How many each player has."""
    markets: list[Market] | None = None
    """The income markers' markets."""
    by_number: dict[TowerKey, Number] | None = None
    """Transformers by number (PA-2.2)."""
    effect: str | None = None
    """Its effect in words, for people."""


class PerPlayerColour(Model):
    """PA-2.2: the components of each player colour."""

    colours: list[Colour]
    """The four player colours."""
    items: list[PlayerItem]


class SoloItem(Model):
    """A solo-only component (PA-2.4)."""

    id: Id
    """The component."""
    count: Number
    """How many the game has."""


class SoloOnly(Marked):
    """PA-2.4: the components of the solo rules, which are absent (PA-36)."""

    items: list[SoloItem]


class ComponentsFile(File):
    """components.json: the component inventory (PA-2), all from the rulebook."""

    general: list[GeneralItem]
    per_player_colour: PerPlayerColour
    per_player_common_colour: list[PlayerItem]
    solo_only: SoloOnly


# ---- contract_tokens.json ---------------------------------------------------------------------------


class MarketSymbol(Model):
    """A market symbol (PA-11.1) with its income arrows (PA-11.5)."""

    market: Market
    """Its market (PA-11.2)."""
    arrows: Arrows = 0
    """Its income arrows, 0–2: the marker advances that many spaces (PA-11.5)."""


class Back(Model):
    """The back of a standard contract token (PA-3.3): it names its slot."""

    zone: Zone
    """The zone on the back."""
    sector: Sector
    """The sector on the back."""
    location: Annotated[int, Within(1, None, "a location number", "PA-3.3")]
    """The location number on the back."""


class StandardToken(Marked):
    """A standard contract token (PA-11.3), GAP-03."""

    id: Id
    """Its id."""
    back: Back
    """Its back: the slot it goes to at setup (PA-3.3)."""
    slot: Id
    """The board.json contract slot its back names (PA-4.9)."""
    symbols: Annotated[list[MarketSymbol], Field(min_length=1)]
    """Its market symbols (PA-11.1)."""
    profitable: bool
    """PA-11.6: a symbol with 2 income arrows."""


class Cost(Model):
    """A way to pay a remote contract (PA-17.1): energy and batteries together."""

    energy: Energy = 0
    """Energy paid."""
    batteries: Number = 0
    """Batteries paid, to the general supply (AMB-17)."""


class RemoteToken(Marked):
    """A remote contract token (PA-17), GAP-05."""

    id: Id
    """Its id."""
    symbols: Annotated[list[MarketSymbol], Field(min_length=1)]
    """Its market symbols (PA-11.1)."""
    cost_options: Annotated[list[Cost], Field(min_length=1)]
    """The costs printed on it; the player pays one (PA-17.1)."""
    profitable: bool
    """PA-11.6: a symbol with 2 income arrows."""


class SolarToken(Marked):
    """A solar contract token (PA-20), GAP-06."""

    id: Id
    """Its id."""
    solar: Literal[True]
    """The solar mark (PA-11.2)."""
    symbols: Annotated[list[MarketSymbol], Field(min_length=1)]
    """Its market symbols (PA-11.1)."""
    profitable: bool
    """PA-11.6: a symbol with 2 income arrows."""


class ContractTokensFile(File):
    """contract_tokens.json: the 31 standard, 10 remote and 31 solar contract tokens (PA-2.1, PA-11)."""

    standard: list[StandardToken]
    remote: list[RemoteToken]
    solar: list[SolarToken]


# ---- external_market_cards.json ---------------------------------------------------------------------


class MarketCard(Marked):
    """An external market card (PA-18), GAP-15."""

    id: Id
    """Its id."""
    country: Country
    """The flag on its back (PA-4.5)."""
    battery_cost: Amount
    """The batteries spent to take it (PA-18.2)."""
    front_income_symbols: Annotated[list[Market], Field(min_length=1)]
    """The income gained when it is taken, one market per symbol (PA-18.4)."""
    back_symbols: Annotated[list[Market], Field(min_length=2, max_length=2)]
    """The 2 market symbols of its back, for later scorings (PA-18.5)."""


class ExternalMarketCardsFile(File):
    """external_market_cards.json: the 18 external market cards (PA-2.1, PA-18)."""

    cards: list[MarketCard]


# ---- grid_board.json --------------------------------------------------------------------------------


class StripesAndTowers(Marked):
    """PA-10.4: the tower cells, 1–7 left to right."""

    tower_cells: list[TowerNumber]
    """``[1, 2, 3, 4, 5, 6, 7]``."""


class Unlock(Model):
    """What reaching a level unlocks (PA-10.6, PA-10.7)."""

    zones: list[Zone] | None = None
    """The zones the level unlocks (PA-10.6)."""
    markets: list[Market] | None = None
    """The market symbols the level unlocks (PA-10.7)."""
    solar_contracts: str | None = None
    """Solar contracts are all unlocked at level 1 (PA-10.7), for people."""


class LevelUnlocks(Marked):
    """PA-10.6, PA-10.7: the levels (towers built) that unlock zones and markets."""

    levels: dict[TowerKey, Unlock]
    """Per level ``"1"``–``"7"``, what it unlocks."""


class TowerCellBonus(Marked):
    """PA-12.3, GAP-10: the bonus printed under each tower cell (null: none)."""

    cells: dict[TowerKey, Effect | None]
    """Per tower cell ``"1"``–``"7"``, its bonus effect, or null."""


class BatterySymbols(Marked):
    """PA-26.5, GAP-10: the battery symbols of each tower cell (cell 1 has none)."""

    values: dict[TowerKey, Number]
    """Per tower cell ``"1"``–``"7"``, its battery symbols; cell 1: 0."""


class VentureCapitalSlots(Marked):
    """PA-19.1, GAP-10: the tower columns (stripes) with a venture-capital slot."""

    tower_columns: list[TowerNumber]
    """The columns, each with one slot."""


class TransformerColumns(Marked):
    """PA-10.9: transformer cells per column, 3, 4, 6, 3, 3, 4, 4 (27)."""

    counts: dict[TowerKey, Number]
    """Per column ``"1"``–``"7"``, its cells: 3, 4, 6, 3, 3, 4, 4."""
    total: Number
    """27."""


class TransformerCell(Marked):
    """A transformer cell of the grid (PA-10.9), GAP-10."""

    id: Id
    """Its id, which the network's lines name."""
    column: TowerNumber
    """Its column: the tower that unlocks it (PA-10.9)."""
    transformer_number: TowerNumber
    """The number of its transformer, that of its column (PA-6.5)."""
    bonus: Effect | None = None
    """Applied when a contract token is placed in it (PA-10.12)."""
    entry_arrow: bool = False
    """An entry cell, where the first contract goes (PA-10.10, PA-16.3)."""


class NetworkEdge(Marked):
    """A line between two transformer cells (PA-10.10), GAP-10."""

    a: Id
    """A cell (``transformer_cells`` id)."""
    b: Id
    """The other cell."""
    type: Literal["grey", "circuit"]
    """``grey`` or ``circuit`` (purple) (PA-10.10)."""
    circuit_requirement: Id | None = None
    """A circuit line's requirement (``circuit_requirements`` id); null for a grey line."""


class CircuitRequirement(Marked):
    """A circuit requirement printed on the grid board (PA-10.10, PA-10.11), GAP-10."""

    id: Id
    """Its id, which circuit lines name."""
    requirement: Annotated[list[CircuitOp], Field(min_length=1)]
    """What meeting it takes (PA-10.11)."""


class Limiter(Marked):
    """An income limiter (PA-10.13): a bar between two positions, open once its tower is built."""

    between_positions: tuple[Position, Position]
    """The two neighbouring positions it lies between."""
    unlocked_by_tower: TowerNumber
    """The tower whose building opens it."""


class DarkGreenStripe(Marked):
    """A dark-green stripe (PA-10.15): a column whose first reaching gives a reward."""

    column: TowerNumber
    """Its column."""
    first_position: Position
    """The first position of the column: reaching it gives the reward."""
    reward: Effect
    """Given once per player (PA-10.15)."""


class IncomeArrowCell(Marked):
    """A cell with a market symbol and an income arrow (PA-10.16)."""

    row: Market
    """The income track it is on."""
    position: Position
    """Its position on the track."""
    market: Market
    """The market whose marker advances 1."""


class IncomeTracks(Marked):
    """PA-10.13–PA-10.16, GAP-10: the five income tracks."""

    rows: list[Market]
    """The five markets, one track each."""
    start_position: Position
    """Where the markers start, the leftmost space (PA-6.10)."""
    last_position: Position
    """The rightmost position."""
    position_to_column: dict[PositionKey, TowerNumber]
    """The tower column (stripe) of each position (PA-10.4)."""
    column_income_value: dict[TowerKey, Number]
    """The income printed under each column (PA-10.14)."""
    limiters: list[Limiter]
    """The income limiters (PA-10.13)."""
    dark_green_stripes: list[DarkGreenStripe]
    """The dark-green columns (PA-10.15)."""
    income_arrow_cells: list[IncomeArrowCell]
    """The cells with an income arrow (PA-10.16)."""


class EnergyTrack(Marked):
    """PA-10.17: the energy track, 0–14."""

    min: Energy
    """0."""
    max: Energy
    """14."""
    start: Energy
    """Where the energy marker starts (PA-6.9)."""
    position_to_tower_column: dict[PositionKey, TowerNumber]
    """The tower column above each position (PA-26.5)."""
    mapping_status: Status | None = None
    """Where ``position_to_tower_column`` comes from (PA-37.1)."""
    mapping_constraint: str | None = None
    """The rulebook's words the mapping obeys."""


class StripeSymbols(Marked):
    """PA-10.8, GAP-10: the symbols of the stripes, used only by scoring token 2.3."""

    values: dict[TowerKey, Market]
    """Per column ``"1"``–``"7"``, its market symbol."""


class GridBoardFile(File):
    """grid_board.json: the grid board (PA-10): towers, unlocks, transformers and their network,
    circuits, income tracks, energy track, batteries, venture capital."""

    stripes_and_towers: StripesAndTowers
    level_unlocks: LevelUnlocks
    tower_cell_bonus: TowerCellBonus
    battery_symbols_per_tower_cell: BatterySymbols
    storage_limit_rule: str | None = None
    """The battery storage limit (PA-35.5), for people."""
    venture_capital_slots: VentureCapitalSlots
    transformer_columns: TransformerColumns
    transformer_cells: list[TransformerCell]
    network_edges: list[NetworkEdge]
    network_semantics: str | None = None
    """How the network is read, for people."""
    circuit_requirements: list[CircuitRequirement]
    income_tracks: IncomeTracks
    energy_track: EnergyTrack
    stripe_symbols_for_scoring_token_2_3: StripeSymbols | None = None


# ---- link_tokens.json -------------------------------------------------------------------------------


class StartingLinkToken(Marked):
    """PA-2.3, PA-14.3: every player's starting link token ($3 or 1 energy)."""

    id: Id
    """Its id."""
    count_per_player: Amount
    """1 (PA-2.3)."""
    effect: Op
    """Gain $3 or 1 energy (PA-14.3)."""
    symbols: list[MarketSymbol] = []
    """Its market symbols: none."""


class LinkToken(Marked):
    """A link token of the board (PA-14), GAP-12."""

    id: Id
    """Its id."""
    back: LinkBack
    """``A`` or ``BC``: the slots it is placed on (PA-4.7)."""
    effect: Effect
    """Applied when it is played (PA-14.1)."""
    symbols: list[MarketSymbol] = []
    """Its market symbols, counted by scorings (PA-30.3)."""


class LinkTokensFile(File):
    """link_tokens.json: the 12 link tokens and the starting one (PA-2.1, PA-2.3, PA-14)."""

    starting: StartingLinkToken
    tokens: list[LinkToken]


# ---- scoring_tokens.json ----------------------------------------------------------------------------


class TopHalf(Marked):
    """A top half (PA-29.2): every player gains the reward per time the condition is met."""

    condition: Per
    """What is counted."""
    reward: Reward
    """Gained per time."""
    rulebook_text: str | None = None
    """The rulebook's words, where it quotes this half."""


class BottomHalf(Marked):
    """A bottom half (PA-30.2): the sole player with the most gains the reward once."""

    condition: Most
    """What is compared."""
    reward: Reward
    """Gained once by the sole leader."""
    rulebook_text: str | None = None
    """The rulebook's words, where it quotes this half."""


class ScoringToken(Marked):
    """A scoring token (PA-5.2, PA-29–PA-31), GAP-13."""

    id: Id
    """Its id, ``1.1``–``2.9`` (token 2.3 reads the stripe symbols, PA-10.8)."""
    stack: Stack
    """Its back: stack I or II (PA-5.2)."""
    top: TopHalf
    """Its top half (PA-29.2)."""
    bottom: BottomHalf
    """Its bottom half (PA-30.2)."""


class BeginnerToken(Marked):
    """A beginner scoring token (PA-5.3, PA-29.3, PA-30.3); the engine plays its rule, not data."""

    id: Id
    """Its id."""
    back: str
    """Its back (I or II, and two stars)."""
    used_in: str
    """The scoring it is used in, for people."""
    procedure: str
    """Its rule in words, for people."""


class ScoringTokensFile(File):
    """scoring_tokens.json: the 18 scoring tokens and the 2 beginner ones (PA-2.1, PA-5)."""

    tokens: list[ScoringToken]
    beginner: Annotated[list[BeginnerToken], Field(min_length=2, max_length=2)]
    """The first scoring's (I), then the second's (II) (PA-5.3)."""


# ---- setup_constants.json ---------------------------------------------------------------------------


class PlayerRange(Marked):
    """PA-1.1: 1–4 players."""

    min: Players
    """The fewest players."""
    max: Players
    """The most players."""


class BoardSides(Marked):
    """PA-3.9: the board side for each player count."""

    one: BoardSide = Field(alias="1")
    """The side for 1 player."""
    two: BoardSide = Field(alias="2")
    """The side for 2 players."""
    three: BoardSide = Field(alias="3")
    """The side for 3 players."""
    four: BoardSide = Field(alias="4")
    """The side for 4 players."""


class Constant(Marked):
    """A number of the setup or of the rules."""

    value: Number
    """The number."""
    site: str | None = None
    """Where it is placed, for people."""


class BatteryAltCost(Marked):
    """PA-9.6, AMB-39, GAP-20: the battery alternative cost by the tab's zone, where a frame has none."""

    A: Number
    """Batteries for a zone A tab (rulebook example: 1)."""
    B: Number
    """Batteries for a zone B tab (rulebook example: 2)."""
    C: Number
    """Batteries for a zone C tab (provisional: 3)."""


class SetupConstantsFile(File):
    """setup_constants.json: the numbers of the setup (PA-4–PA-6) and the rules' limits."""

    players: PlayerRange
    board_side_by_player_count: BoardSides
    face_up_specialist_action_cards: Constant
    """PA-4.3."""
    face_up_specialist_scoring_cards: Constant
    """PA-4.4."""
    face_up_external_market_cards_per_country: Constant
    """PA-4.5."""
    batteries_in_supply_per_player: Constant
    """PA-4.11."""
    starting_money: Constant
    """PA-6.14."""
    starting_batteries: Constant
    """PA-6.13."""
    starting_energy: Constant
    """PA-6.9."""
    energy_min: Constant
    """PA-10.17."""
    energy_max: Constant
    """PA-10.17."""
    starting_towers_built: Constant
    """PA-6.6."""
    starting_wind_farms_built: Constant
    """PA-6.8."""
    starting_bulldozers_on_board: Constant
    """PA-6.7."""
    starting_hand: Constant
    """PA-6.11."""
    actions_per_year: Constant
    """PA-8.1."""
    venture_capital_repayment: Constant
    """PA-19.5."""
    return_all_min_cards_on_company_board: Constant
    """PA-24.1."""
    scorings_per_game: Constant
    """PA-28.2."""
    battery_alt_cost_by_zone: BatteryAltCost


# ---- action cards -----------------------------------------------------------------------------------


class AltCost(Model):
    """PA-9.6: an alternative cost instead of the zone value."""

    batteries_by_zone: bool
    """The batteries of the tab's zone (setup_constants.json ``battery_alt_cost_by_zone``, AMB-39)."""


def _requirement_tag(value: Any) -> str:
    return "any" if value == "*" else "Requirement"


class Frame(Model):
    """An action card's frame (PA-9.1), GAP-16."""

    zone_link: Literal["zone", "none"]
    """``zone``: orange, the effect acts in the tab's zone; ``none``: grey, not tied to the board (PA-9.4)."""
    zone_restriction: Zone | None = None
    """The only zone it may be played into (the external market: B, PA-18.1)."""
    money: Literal["cost", "bonus", "none"]
    """The zone value is paid (``cost``), gained (``bonus``) or neither (PA-9.5)."""
    energy: Literal[True, False, "only_if_build_wind_farm"]
    """The tab's energy is gained (PA-9.7); a joker only for its wind farm (PA-21.2)."""
    alt_cost: AltCost | None = None
    """An alternative cost (PA-9.6)."""
    requirement: (
        Annotated[
            Annotated[Requirement, Tag("Requirement")] | Annotated[Literal["*"], Tag("any")],
            Discriminator(_requirement_tag),
        ]
        | None
    ) = None
    """PA-9.8; ``"*"``: each option of a joker has its own (PA-21.2)."""
    bulldozer_moves: Number | None = None
    """The moves of a used bulldozer (PA-9.10, AMB-38); absent: 1."""


class StartingCard(Marked):
    """A starting action card (PA-6.11, PA-9.14), GAP-16."""

    id: Id
    """Its id, by which actions and records name it."""
    name: str
    """Its name, for people."""
    frame: Frame
    effect: Annotated[Effect, Field(min_length=1)]
    """Its effect: operations applied in order (PA-9.12)."""


class StartingActionCardsFile(File):
    """starting_action_cards.json: the 8 starting action cards of every player (PA-2.2, PA-9.14)."""

    cards: list[StartingCard]


class SpecialistAction(Marked):
    """A specialist action card (PA-23.2), GAP-14."""

    id: Id
    """Its id, by which actions and records name it."""
    type: Literal["action"]
    """``action``."""
    name: str
    """Its name, for people."""
    frame: Frame
    effect: Annotated[Effect, Field(min_length=1)]
    """Its effect: operations applied in order (PA-9.12)."""


class SpecialistScoring(Marked):
    """A specialist scoring card (PA-32), GAP-14."""

    id: Id
    """Its id."""
    type: Literal["scoring"]
    """``scoring``."""
    name: str
    """Its name, for people."""
    options: Annotated[Effect, Field(min_length=1, max_length=2)]
    """Its options, separated by a red slash on the card; the player picks one (PA-32.3)."""
    crown: bool
    """It may change majorities (PA-32.4)."""
    multiplier: bool
    """Its reward depends on a count (PA-32.5)."""


class SpecialistCardsFile(File):
    """specialist_cards.json: the 18 specialist action and 18 specialist scoring cards (PA-2.1, PA-23)."""

    action: list[SpecialistAction]
    scoring: list[SpecialistScoring]


# ---- time_track.json --------------------------------------------------------------------------------


class Track(Marked):
    """A time track (PA-7.4), GAP-08: its spaces and scoring symbols."""

    spaces: Annotated[int, Within(2, None, "a number of spaces", "PA-5.6")]
    """How many spaces it has."""
    first_index: Position
    """The leftmost space, where the time discs start (PA-6.16)."""
    last_index: Position
    """The last space: ``first_index`` + ``spaces`` − 1."""
    first_scoring_space: Position
    """The first scoring's symbol (PA-28.3)."""
    second_scoring_space: Position
    """The second scoring's symbol (PA-28.3)."""
    final_scoring_space: Position
    """The final scoring's symbol: the last space (PA-5.6)."""


class PrintedLetters(Model):
    """The letters the beginner tokens leave visible (PA-5.3)."""

    first: str
    """Beside the first scoring slot."""
    second: str
    """Beside the second."""


class ScoringTokenSlots(Marked):
    """PA-5.2–PA-5.4: the scoring-token slots of the time track, for people."""

    first: str
    """Where the first scoring's token lies."""
    second: str
    """Where the second's lies."""
    final: list[Stack]
    """The final scoring's two slots, ``I`` and ``II``."""
    beginner_print: PrintedLetters
    """The letters the beginner tokens leave visible."""
    normal_print: list[str]
    """The marks the normal tokens leave visible (PA-5.4)."""


class TimeTrackFile(File):
    """time_track.json: the printed time track and the long game's (PA-5, PA-35.1)."""

    standard: Track
    long_game: Track
    """The extended track (PA-35.1)."""
    scoring_token_slots: ScoringTokenSlots
    stacking: str | None = None
    """PA-7.4, for people."""
    cap: str | None = None
    """PA-7.5, for people."""


# ---- tower_bonus_tokens.json ------------------------------------------------------------------------


class BonusType(Marked):
    """A kind of tower bonus token (PA-12.6), GAP-11."""

    effect: Effect | None
    """Null for the blank ``X`` (PA-4.8)."""
    kind: Literal["blank", "instant", "ongoing", "final"]
    """``blank``: an X, back to the box (PA-4.8); ``final``: a red stripe, used in the final scoring (PA-31.4)."""
    symbols: list[MarketSymbol] = []
    """Its market symbols, counted by scorings (PA-30.3)."""
    red_stripe: bool = False
    """The red stripe of a final-scoring token (PA-31.4)."""
    rulebook_text: str | None = None
    """The rulebook's words, where it quotes this effect."""


class BonusToken(Marked):
    """A tower bonus token (PA-2.1): its back (zone) and its type."""

    id: Id
    """Its id."""
    zone: Zone
    """Its back: the area it is placed in (PA-4.8)."""
    type: Id
    """A ``types`` key."""


class BonusCell(Marked):
    """A cell of the tower bonus board (PA-12.4), GAP-11."""

    id: Id
    """Its id, by which actions and records name it."""
    row: Position
    """Its row, 0 at the top."""
    col: Position
    """Its column, 0 at the left."""
    area: Zone
    """Its area: A green, B orange, C pink (PA-4.8)."""
    printed_effect: Effect | None = None
    """Applied when the cell is chosen without a token (PA-12.5)."""


class TowerBonusBoard(Marked):
    """PA-4.8, PA-12.4: the tower bonus board, ``rows`` x ``cols`` cells."""

    rows: Amount
    """Its rows."""
    cols: Amount
    """Its columns."""
    area_by_row: dict[PositionKey, Zone]
    """The area of each row (0 at the top)."""
    area_colours: dict[Zone, str]
    """Each area's colour, for people."""
    cells: list[BonusCell]
    """One cell per row and column."""


class FixedSetup(Marked):
    """PA-35.3: the fixed setup, a token for each cell."""

    cell_to_token: dict[Id, Id]
    """Per cell (``cells`` id), its token (``tokens`` id)."""


class TowerBonusTokensFile(File):
    """tower_bonus_tokens.json: the 36 tower bonus tokens, their types, the tower bonus board and its
    fixed setup (PA-2.1, PA-4.8, PA-12, PA-35.3)."""

    types: dict[Id, BonusType]
    tokens: list[BonusToken]
    tower_bonus_board: TowerBonusBoard
    fixed_setup: FixedSetup


MODELS: Mapping[str, type[File]] = {
    "board.json": BoardFile,
    "company_board.json": CompanyBoardFile,
    "components.json": ComponentsFile,
    "contract_tokens.json": ContractTokensFile,
    "external_market_cards.json": ExternalMarketCardsFile,
    "grid_board.json": GridBoardFile,
    "link_tokens.json": LinkTokensFile,
    "scoring_tokens.json": ScoringTokensFile,
    "setup_constants.json": SetupConstantsFile,
    "specialist_cards.json": SpecialistCardsFile,
    "starting_action_cards.json": StartingActionCardsFile,
    "time_track.json": TimeTrackFile,
    "tower_bonus_tokens.json": TowerBonusTokensFile,
}
"""The model of each data file (``data.FILES``)."""


def json_schema(name: str) -> dict[str, Any]:
    """The JSON Schema of a data file, from its model."""
    return {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        **MODELS[name].model_json_schema(by_alias=True),
    }


# ---- the rulebook's numbers -------------------------------------------------------------------------

ZONE_OF: Mapping[str, str] = {"A1": "A", "A2": "A", "A3": "A", "B1": "B", "B2": "B", "C": "C"}
"""PA-3.1: each sector's zone."""
GENERAL: Mapping[str, tuple[int, str | None, Mapping[str, int]]] = {
    "game_board": (1, None, {}),
    "tower_bonus_board": (1, None, {}),
    "tower_bonus_token": (36, "by_zone", {"A": 12, "B": 12, "C": 12}),
    "link_token": (12, "by_back", {"A": 6, "BC": 6}),
    "standard_contract_token": (31, "by_zone", {"A": 15, "B": 10, "C": 6}),
    "remote_contract_token": (10, None, {}),
    "solar_contract_token": (31, None, {}),
    "external_market_card": (18, "by_country", {"Argentina": 9, "Brazil": 9}),
    "specialist_card": (36, "by_type", {"action": 18, "scoring": 18}),
    "scoring_token": (18, "by_stack", {"I": 9, "II": 9}),
    "beginner_scoring_token": (2, None, {}),
    "battery": (24, None, {}),
    "venture_capital_token": (16, None, {}),
    "extended_time_track": (1, None, {}),
    "money_token": (75, None, {}),
    "zone_b_discount_overlay": (2, None, {}),
}
"""PA-2.1: the general components, their counts and how they split."""
PER_PLAYER: Mapping[str, int] = {
    "grid_board": 1,
    "bulldozer": 5,
    "time_disc": 1,
    "turn_order_disc": 1,
    "electric_tower": 7,
    "energy_marker": 1,
    "company_board": 1,
    "wind_farm": 11,
    "income_marker": 5,
    "action_marker": 3,
    "starting_action_card": 8,
    "transformer": 27,
}
"""PA-2.2: each player colour's components."""
COMMON: Mapping[str, int] = {"circuit_token": 7, "starting_link_token": 1}
"""PA-2.3: each player's components of the common colour."""
TRANSFORMERS: Mapping[str, int] = {"1": 3, "2": 4, "3": 6, "4": 3, "5": 3, "6": 4, "7": 4}
"""PA-10.9: transformer cells per column (27)."""
TOWERS = tuple(str(k) for k in range(1, 8))
"""PA-10.4: the tower cells 1–7."""
ZONE_LEVEL: Mapping[str, int] = {"A": 1, "B": 1, "C": 4}
"""PA-10.6: the level that unlocks each zone."""
MARKET_LEVEL: Mapping[str, int] = {"residential": 1, "remote": 1, "industrial": 2, "tourist": 2, "commercial": 3}
"""PA-10.7: the level that unlocks each market."""
SIDES: Mapping[str, str] = {"1": "1-2", "2": "1-2", "3": "3-4", "4": "3-4"}
"""PA-3.9: the board side for each player count."""
MOST_PLAYERS = 4
"""PA-1.1."""
ENERGY_TRACK = (0, 14)
"""PA-10.17: the energy track's ends."""


# ---- the check -----------------------------------------------------------------------------------


PATTERNS = {
    r"^\S+$": "should be one word without spaces (an id)",
    r"^(0|[1-9][0-9]*)$": 'should be a whole number in quotes, like "3"',
}
"""What the texts of a pattern are, in words."""
OP_NOUNS = {
    frozenset({"pay_energy", "pay_batteries", "pay_money", "condition"}): (
        "operation of a circuit requirement (pay_energy, pay_batteries, pay_money or condition)",
        "PA-10.10, PA-37.2",
    ),
}
"""The discriminated unions other than an effect's (PA-37.2), by their operations."""


def _words(error: Any) -> str:
    """A pydantic error in words; an effect's operation that is no operation names the operations of its
    union (PA-37.2)."""
    kind, ctx = error["type"], error.get("ctx") or {}
    if kind == "union_tag_not_found":
        return 'has no "op" naming its operation (PA-37.2)'
    if kind == "union_tag_invalid":
        tags = frozenset(re.findall(r"'([^']+)'", ctx["expected_tags"]))
        noun, rule = OP_NOUNS.get(tags, ("effect operation", "PA-37.2"))
        return f"{show(ctx['tag'])} is no {noun} ({rule})"
    return words(error, PATTERNS)


CHECKS: list[tuple[tuple[str, ...], Check]] = []
"""The checks across values and files: the files each needs (valid), and the check."""


def needs(*files: str) -> Callable[[Check], Check]:
    """Run a check when these files are valid (it is given their models, then the problems)."""

    def add(rule: Check) -> Check:
        CHECKS.append((files, rule))
        return rule

    return add


def _unique(say: Say, items: Iterable[tuple[str, str]], what: str = "id") -> None:
    """Each of ``items`` (path, id) is used once."""
    first: dict[str, str] = {}
    for path, key in items:
        if key in first:
            say(path, f"{what} {show(key)} is used twice (also at {first[key]})")
        else:
            first[key] = path


def _counted(say: Say, path: str, found: Mapping[Any, int], wanted: Mapping[str, int], what: str, rule: str) -> None:
    """``found`` has the rulebook's count of each kind (``what`` words a kind: "tokens of zone {}")."""
    for key in sorted(set(found) | set(wanted)):
        if found.get(key, 0) != wanted.get(key, 0):
            say(path, f"{found.get(key, 0)} {what.format(key)}, the rulebook has {wanted.get(key, 0)} ({rule})")


def _listed(items: Iterable[Any]) -> str:
    return ", ".join(str(x) for x in items)


@needs("board.json")
def _geography(board: BoardFile, out: Problems) -> None:
    """PA-3.1: six sectors in three zones; PA-3.10: adjacency between them."""
    say = out.about("board.json")
    _unique(say, ((f"sectors[{i}].id", s.id) for i, s in enumerate(board.sectors)), "sector")
    _unique(say, ((f"zones[{i}].id", z.id) for i, z in enumerate(board.zones)), "zone")
    for i, s in enumerate(board.sectors):
        if s.zone != ZONE_OF[s.id]:
            say(f"sectors[{i}].zone", f"sector {s.id} lies in zone {ZONE_OF[s.id]}, not {s.zone} (PA-3.1)")
    for sector in sorted(set(ZONE_OF) - {s.id for s in board.sectors}):
        say("sectors", f"sector {sector} is missing (PA-3.1)")
    for i, z in enumerate(board.zones):
        wanted = sorted(s for s, zone in ZONE_OF.items() if zone == z.id)
        if sorted(z.sectors) != wanted:
            say(f"zones[{i}].sectors", f"zone {z.id} has the sectors {_listed(wanted)} (PA-3.1)")
    for zone in sorted(set(ZONE_OF.values()) - {z.id for z in board.zones}):
        say("zones", f"zone {zone} is missing (PA-3.1)")
    seen: dict[frozenset[str], int] = {}
    for i, (a, b) in enumerate(board.sector_adjacency.pairs):
        path = f"sector_adjacency.pairs[{i}]"
        if a == b:
            say(path, f"sector {a} is paired with itself (PA-3.10)")
        elif frozenset((a, b)) in seen:
            say(path, f"{a} and {b} are paired twice (also pairs[{seen[frozenset((a, b))]}]) (PA-3.10)")
        else:
            seen[frozenset((a, b))] = i


def _in_sector(say: Say, path: str, sector: str, zone: str) -> None:
    """PA-3.1: a thing of a sector names the sector's zone."""
    if ZONE_OF[sector] != zone:
        say(f"{path}.zone", f"{zone} is not the zone of sector {sector}, {ZONE_OF[sector]} (PA-3.1)")


@needs("board.json")
def _sites(board: BoardFile, out: Problems) -> None:
    """PA-3.5 sites; PA-6.6–PA-6.8: the grey starting sites and the starting bulldozers' site, in A2."""
    say = out.about("board.json")
    sites = board.building_sites
    _unique(say, ((f"building_sites[{i}].id", s.id) for i, s in enumerate(sites)))
    _unique(say, ((f"parking_spaces[{i}].id", p.id) for i, p in enumerate(board.parking_spaces)))
    for i, s in enumerate(sites):
        _in_sector(say, f"building_sites[{i}]", s.sector, s.zone)
        if s.grey_starting and s.sector != "A2":
            say(f"building_sites[{i}].sector", f"grey starting site {s.id} is in {s.sector}, not A2 (PA-6.6, PA-6.8)")
        if s.grey_starting and s.type == "mixed":
            say(f"building_sites[{i}].type", f"grey starting site {s.id} is a tower or a wind site (PA-6.6, PA-6.8)")
    starts = [(i, s) for i, s in enumerate(sites) if s.starting_bulldozer_site]
    if len(starts) != 1:
        names = f" ({_listed(s.id for _, s in starts)})" if starts else ""
        say("building_sites", f"{len(starts)} starting bulldozer sites{names}: one is wanted (PA-6.7, AMB-02)")
    for i, s in starts:
        if s.type != "mixed" or s.sector != "A2":
            say(
                f"building_sites[{i}]",
                f"the starting bulldozer site {s.id} is a {s.type} site in {s.sector}, not a mixed site in A2 (PA-6.7)",
            )
    for kind, rule in (("tower", "PA-6.6"), ("wind", "PA-6.8")):
        for players in range(1, MOST_PLAYERS + 1):
            grey = [s for s in sites if s.grey_starting and s.type == kind and s.min_players <= players]
            if len(grey) < players:
                say(
                    "building_sites",
                    f"{len(grey)} grey starting {kind} sites in A2 for {players} players, {players} are needed"
                    f" ({rule}, PA-3.8)",
                )
                break
    for i, p in enumerate(board.parking_spaces):
        if not p.reward:
            say(f"parking_spaces[{i}].reward", "a parking space gives a reward (PA-15.1 d)")


@needs("board.json")
def _contract_slots(board: BoardFile, out: Problems) -> None:
    """PA-3.3, PA-3.4: contract slots; PA-16.6, PA-16.8: connected slots and pairs."""
    say = out.about("board.json")
    slots = {s.id: s for s in board.contract_slots}
    _unique(say, ((f"contract_slots[{i}].id", s.id) for i, s in enumerate(board.contract_slots)))
    _unique(
        say,
        (
            (f"contract_slots[{i}].location", f"{s.sector} {s.location}")
            for i, s in enumerate(board.contract_slots)
            if s.kind == "standard" and s.location is not None
        ),
        "sector and location",
    )
    for i, s in enumerate(board.contract_slots):
        path = f"contract_slots[{i}]"
        _in_sector(say, path, s.sector, s.zone)
        if s.kind == "standard" and s.location is None:
            say(f"{path}.location", "a standard slot has a location number (PA-3.3)")
        if s.kind == "standard" and s.energy_cost is None:
            say(f"{path}.energy_cost", "a standard slot has its energy cost printed beside it (PA-16.2)")
        if s.kind == "remote" and s.energy_cost is not None:
            say(f"{path}.energy_cost", "a remote slot has no energy cost: it is on the token (PA-17.1)")
        if s.kind == "remote" and s.location is not None:
            say(f"{path}.location", "a remote slot has no location number (PA-3.4)")
        _unique(say, ((f"{path}.board_sides[{k}]", side) for k, side in enumerate(s.board_sides)), "board side")
    for field, rule in (("connected_contract_slots", "PA-16.6"), ("contract_pairs", "PA-16.8")):
        groups: list[SlotGroup] = getattr(board, field)
        ends = [(f"{field}[{i}].slots[{k}]", slot) for i, g in enumerate(groups) for k, slot in enumerate(g.slots)]
        _unique(say, ends, "slot")
        for path, slot in ends:
            if slot not in slots:
                say(path, f"{show(slot)} is no contract slot ({rule})")
        for i, group in enumerate(groups):
            if group.slots[0] == group.slots[1]:
                say(f"{field}[{i}].slots", f"the two slots are one, {group.slots[0]} ({rule})")


@needs("board.json")
def _link_slots(board: BoardFile, out: Problems) -> None:
    """PA-4.7: link-token slots by zone; PA-16.9, PA-16.10: their link lines to contract slots."""
    say = out.about("board.json")
    slots = {s.id for s in board.contract_slots}
    links = board.link_token_slots
    _unique(say, ((f"link_token_slots[{i}].id", s.id) for i, s in enumerate(links)))
    lines = [(f"link_token_slots[{i}].lines[{k}]", line) for i, s in enumerate(links) for k, line in enumerate(s.lines)]
    _unique(say, ((f"{path}.id", line.id) for path, line in lines), "link line")
    for path, line in lines:
        for m, slot in enumerate(line.contract_slots):
            if slot not in slots:
                say(f"{path}.contract_slots[{m}]", f"{show(slot)} is no contract slot (PA-16.9)")
    for i, link in enumerate(links):
        _in_sector(say, f"link_token_slots[{i}]", link.sector, link.zone)
        if len(link.lines) < 2:
            say(
                f"link_token_slots[{i}].lines",
                f"{len(link.lines)} lines: a token is taken once 2 are unlocked (PA-16.10)",
            )
    for back, zones in (("A", "A"), ("BC", "BC")):
        count = sum(1 for s in links if s.zone in zones)
        tokens = GENERAL["link_token"][2][back]
        if count > tokens:
            say(
                "link_token_slots",
                f"{count} slots in zones {'/'.join(zones)}, more than the {tokens} tokens with back {back} (PA-4.7)",
            )


@needs("board.json")
def _solar_track(board: BoardFile, out: Problems) -> None:
    """PA-4.6, PA-20.3: the solar track's slots, entries and directed edges."""
    say, track = out.about("board.json"), board.solar_track
    _unique(say, ((f"solar_track.slots[{i}]", s) for i, s in enumerate(track.slots)), "slot")
    _unique(say, ((f"solar_track.entries[{i}]", s) for i, s in enumerate(track.entries)), "entry")
    _unique(say, ((f"solar_track.edges[{i}]", f"{a} -> {b}") for i, (a, b) in enumerate(track.edges)), "edge")
    slots = set(track.slots)
    for i, s in enumerate(track.entries):
        if s not in slots:
            say(f"solar_track.entries[{i}]", f"{show(s)} is no slot of the solar track (PA-20.3)")
    after: dict[str, list[str]] = {s: [] for s in track.slots}
    for i, (a, b) in enumerate(track.edges):
        for k, end in enumerate((a, b)):
            if end not in slots:
                say(f"solar_track.edges[{i}][{k}]", f"{show(end)} is no slot of the solar track (PA-20.3)")
        if a == b:
            say(f"solar_track.edges[{i}]", f"slot {a} leads to itself (PA-20.3)")
        elif a in slots and b in slots:
            after[a].append(b)
    reached = _reach([s for s in track.entries if s in slots], after)
    for s in track.slots:
        if s not in reached:
            say("solar_track", f"slot {s} cannot be reached from an entry arrow (PA-20.3)")
    if _cycle(after):
        say("solar_track.edges", "the edges go round in a circle: the track leads left to right (PA-20.3)")
    if len(track.slots) > GENERAL["solar_contract_token"][0]:
        say("solar_track.slots", f"{len(track.slots)} slots, more than the 31 solar tokens (PA-4.6)")


def _reach(starts: Iterable[str], after: Mapping[str, Iterable[str]]) -> set[str]:
    """The nodes a graph leads to from ``starts``."""
    seen: set[str] = set()
    todo = list(starts)
    while todo:
        node = todo.pop()
        if node not in seen:
            seen.add(node)
            todo.extend(after.get(node, ()))
    return seen


def _cycle(after: Mapping[str, list[str]]) -> bool:
    """Whether a directed graph goes round in a circle (Kahn's algorithm)."""
    into = Counter(b for targets in after.values() for b in targets)
    free = [n for n in after if into[n] == 0]
    done = 0
    while free:
        node = free.pop()
        done += 1
        for b in after[node]:
            into[b] -= 1
            if into[b] == 0:
                free.append(b)
    return done < len(after)


@needs("board.json", "setup_constants.json")
def _board_and_setup(board: BoardFile, setup: SetupConstantsFile, out: Problems) -> None:
    """The board's market rows, battery supply and turn-order track agree with the setup's numbers."""
    say = out.about("board.json")
    for path, value, name, wanted, rule in (
        (
            "external_market.face_up_slots_per_country",
            board.external_market.face_up_slots_per_country,
            "face_up_external_market_cards_per_country",
            setup.face_up_external_market_cards_per_country.value,
            "PA-4.5",
        ),
        (
            "battery_supply.per_player",
            board.battery_supply.per_player,
            "batteries_in_supply_per_player",
            setup.batteries_in_supply_per_player.value,
            "PA-4.11",
        ),
        ("turn_order_track.columns", board.turn_order_track.columns, "players.max", setup.players.max, "PA-7.1"),
    ):
        if value != wanted:
            say(path, f"{value}, but setup_constants.json's {name} is {wanted} ({rule})")
    if sorted(board.external_market.countries) != ["Argentina", "Brazil"]:
        say("external_market.countries", "the external market is Argentina's and Brazil's (PA-4.5)")


# ---- contract tokens ------------------------------------------------------------------------------


def _profitable(say: Say, path: str, symbols: list[MarketSymbol], profitable: bool) -> None:
    """PA-11.6: a token is profitable when a symbol has 2 income arrows."""
    if profitable != any(s.arrows == 2 for s in symbols):
        words = "has" if not profitable else "has no"
        say(f"{path}.profitable", f"{show(profitable)}, but the token {words} symbol with 2 income arrows (PA-11.6)")


@needs("contract_tokens.json")
def _contract_tokens(tokens: ContractTokensFile, out: Problems) -> None:
    """PA-2.1: 31 standard (15/10/6), 10 remote, 31 solar; PA-11.6 profitable; PA-17.1 remote costs."""
    say = out.about("contract_tokens.json")
    _unique(
        say,
        [(f"standard[{i}].id", t.id) for i, t in enumerate(tokens.standard)]
        + [(f"remote[{i}].id", r.id) for i, r in enumerate(tokens.remote)]
        + [(f"solar[{i}].id", s.id) for i, s in enumerate(tokens.solar)],
    )
    zones = Counter(t.back.zone for t in tokens.standard)
    _counted(say, "standard", zones, GENERAL["standard_contract_token"][2], "tokens with back zone {}", "PA-2.1")
    for kind, count in (("remote", len(tokens.remote)), ("solar", len(tokens.solar))):
        wanted = GENERAL[f"{kind}_contract_token"][0]
        if count != wanted:
            say(kind, f"{count} {kind} tokens, the rulebook has {wanted} (PA-2.1)")
    for i, t in enumerate(tokens.standard):
        _in_sector(say, f"standard[{i}].back", t.back.sector, t.back.zone)
        _profitable(say, f"standard[{i}]", t.symbols, t.profitable)
    for i, r in enumerate(tokens.remote):
        _profitable(say, f"remote[{i}]", r.symbols, r.profitable)
        for k, cost in enumerate(r.cost_options):
            if cost.energy == 0 and cost.batteries == 0:
                say(f"remote[{i}].cost_options[{k}]", "a cost of nothing: give energy and/or batteries (PA-17.1)")
    for i, s in enumerate(tokens.solar):
        _profitable(say, f"solar[{i}]", s.symbols, s.profitable)


@needs("board.json", "contract_tokens.json")
def _tokens_on_slots(board: BoardFile, tokens: ContractTokensFile, out: Problems) -> None:
    """PA-4.9: each standard token goes to the standard slot its back names; each such slot has one."""
    say = out.about("contract_tokens.json")
    slots = {s.id: s for s in board.contract_slots}
    filled: dict[str, str] = {}
    for i, t in enumerate(tokens.standard):
        slot = slots.get(t.slot)
        if slot is None:
            say(f"standard[{i}].slot", f"{show(t.slot)} is no contract slot of board.json (PA-4.9)")
        elif slot.kind != "standard":
            say(f"standard[{i}].slot", f"{t.slot} is a {slot.kind} slot, not a standard one (PA-4.9)")
        elif t.slot in filled:
            say(f"standard[{i}].slot", f"slot {t.slot} has a token already, {filled[t.slot]} (PA-4.9)")
        else:
            filled[t.slot] = t.id
            if (t.back.zone, t.back.sector, t.back.location) != (slot.zone, slot.sector, slot.location):
                say(
                    f"standard[{i}].back",
                    f"zone {t.back.zone}, sector {t.back.sector}, location {t.back.location} does not match its slot"
                    f" {slot.id}: zone {slot.zone}, sector {slot.sector}, location {slot.location} (PA-4.9)",
                )
    on_board = out.about("board.json")
    for i, s in enumerate(board.contract_slots):
        if s.kind == "standard" and s.id not in filled:
            on_board(f"contract_slots[{i}]", f"no standard token of contract_tokens.json names slot {s.id} (PA-4.9)")
    remote = sum(1 for s in board.contract_slots if s.kind == "remote")
    if remote > len(tokens.remote):
        on_board("contract_slots", f"{remote} remote slots, more than the {len(tokens.remote)} remote tokens (PA-4.10)")


# ---- link tokens, market cards, scoring tokens, components ------------------------------------------


@needs("link_tokens.json")
def _link_tokens(links: LinkTokensFile, out: Problems) -> None:
    """PA-2.1: 12 link tokens, 6 with back A and 6 with back BC; PA-2.3: one starting token each."""
    say = out.about("link_tokens.json")
    _unique(say, [("starting.id", links.starting.id)] + [(f"tokens[{i}].id", t.id) for i, t in enumerate(links.tokens)])
    backs = Counter(t.back for t in links.tokens)
    _counted(say, "tokens", backs, GENERAL["link_token"][2], "tokens with back {}", "PA-2.1")
    if links.starting.count_per_player != COMMON["starting_link_token"]:
        say("starting.count_per_player", f"{links.starting.count_per_player}, but each player has 1 (PA-2.3)")


@needs("external_market_cards.json")
def _market_cards(cards: ExternalMarketCardsFile, out: Problems) -> None:
    """PA-2.1: 18 external market cards, 9 of Argentina and 9 of Brazil."""
    say = out.about("external_market_cards.json")
    _unique(say, ((f"cards[{i}].id", c.id) for i, c in enumerate(cards.cards)))
    countries = Counter(c.country for c in cards.cards)
    _counted(say, "cards", countries, GENERAL["external_market_card"][2], "cards of {}", "PA-2.1")


def _count_ok(say: Say, path: str, count: str, filters: Filters) -> None:
    """PA-37.3: a count of one market's symbols names the market; no other count does."""
    if count in MARKET_COUNTS and filters.market is None:
        say(f"{path}.market", f"is missing: {count} counts the symbols of one market (PA-37.3)")
    if count not in MARKET_COUNTS and filters.market is not None:
        say(f"{path}.market", f"{count} counts no market's symbols (PA-37.3)")


def _reward_ok(say: Say, path: str, reward: Reward) -> None:
    """A reward is money or an income (PA-29.2, PA-22.1)."""
    if (reward.money is None) == (reward.income_of is None):
        say(path, 'a reward is either "money" or "income_of" (PA-29.2)')


@needs("scoring_tokens.json")
def _scoring_tokens(scoring: ScoringTokensFile, out: Problems) -> None:
    """PA-2.1: 18 scoring tokens, 9 in stack I and 9 in stack II, and 2 beginner tokens."""
    say = out.about("scoring_tokens.json")
    _unique(
        say,
        [(f"tokens[{i}].id", t.id) for i, t in enumerate(scoring.tokens)]
        + [(f"beginner[{i}].id", b.id) for i, b in enumerate(scoring.beginner)],
    )
    stacks = Counter(t.stack for t in scoring.tokens)
    _counted(say, "tokens", stacks, GENERAL["scoring_token"][2], "tokens in stack {}", "PA-2.1")
    for i, t in enumerate(scoring.tokens):
        _count_ok(say, f"tokens[{i}].top.condition", t.top.condition.count, t.top.condition)
        _count_ok(say, f"tokens[{i}].bottom.condition", t.bottom.condition.most, t.bottom.condition)
        _reward_ok(say, f"tokens[{i}].top.reward", t.top.reward)
        _reward_ok(say, f"tokens[{i}].bottom.reward", t.bottom.reward)


@needs("components.json")
def _components(components: ComponentsFile, out: Problems) -> None:
    """PA-2: the inventory has the rulebook's counts (the engine reads each player's pieces from it)."""
    say = out.about("components.json")
    _unique(say, ((f"general[{i}].id", g.id) for i, g in enumerate(components.general)))
    general = {g.id: (i, g) for i, g in enumerate(components.general)}
    for name, (count, split, parts) in GENERAL.items():
        if name not in general:
            say("general", f"{show(name)} is missing: the rulebook has {count} (PA-2.1)")
            continue
        i, item = general[name]
        if item.count != count:
            say(f"general[{i}].count", f"{item.count} {name}, the rulebook has {count} (PA-2.1)")
        if split is not None:
            found: Mapping[str, int] | None = getattr(item, split)
            if found is None:
                say(f"general[{i}].{split}", "is missing (PA-2.1)")
            else:
                _counted(say, f"general[{i}].{split}", Counter(found), parts, f"{name} {{}}", "PA-2.1")
    colour = components.per_player_colour
    for path, items, wanted, rule in (
        ("per_player_colour.items", colour.items, PER_PLAYER, "PA-2.2"),
        ("per_player_common_colour", components.per_player_common_colour, COMMON, "PA-2.3"),
    ):
        _unique(say, ((f"{path}[{i}].id", x.id) for i, x in enumerate(items)))
        by_id = {x.id: (i, x) for i, x in enumerate(items)}
        for name, count in wanted.items():
            if name not in by_id:
                say(path, f"{show(name)} is missing: the rulebook has {count} per player ({rule})")
            elif by_id[name][1].count != count:
                i, x = by_id[name]
                say(f"{path}[{i}].count", f"{x.count} {name} per player, the rulebook has {count} ({rule})")
    for i, x in enumerate(colour.items):
        if x.id == "transformer":
            numbers = Counter(x.by_number or {})
            _counted(
                say, f"per_player_colour.items[{i}].by_number", numbers, TRANSFORMERS, "#{} transformers", "PA-2.2"
            )
    if sorted(colour.colours) != sorted(("yellow", "white", "blue", "purple")):
        say("per_player_colour.colours", "the colours are yellow, white, blue and purple (PA-2.2)")


# ---- tower bonus tokens ---------------------------------------------------------------------------


@needs("tower_bonus_tokens.json")
def _tower_bonus(bonus: TowerBonusTokensFile, out: Problems) -> None:
    """PA-2.1: 36 tokens, 12 per zone; PA-12.6 their types; PA-31.4 the red stripe."""
    say = out.about("tower_bonus_tokens.json")
    for name, kind in bonus.types.items():
        path = f"types{json_key(name)}"
        if (kind.kind == "blank") != (name == "X"):
            say(f"{path}.kind", 'the type "X" is the blank one, and only it (PA-4.8)')
        if (kind.effect is None) != (kind.kind == "blank"):
            say(f"{path}.effect", "a blank X has no effect, every other type has one (PA-4.8, PA-12.6)")
        if kind.red_stripe != (kind.kind == "final"):
            say(f"{path}.red_stripe", "final-scoring tokens, and only they, have the red stripe (PA-31.4)")
        _effect_counts(say, f"{path}.effect", kind.effect or ())
    _unique(say, ((f"tokens[{i}].id", t.id) for i, t in enumerate(bonus.tokens)))
    for i, t in enumerate(bonus.tokens):
        if t.type not in bonus.types:
            say(f"tokens[{i}].type", f"{show(t.type)} is no type of types (PA-12.6)")
    zones = Counter(t.zone for t in bonus.tokens)
    _counted(say, "tokens", zones, GENERAL["tower_bonus_token"][2], "tokens of zone {}", "PA-2.1")


@needs("tower_bonus_tokens.json")
def _tower_bonus_board(bonus: TowerBonusTokensFile, out: Problems) -> None:
    """PA-4.8: the board's rows x cols cells and their areas; PA-35.3: the fixed setup."""
    say = out.about("tower_bonus_tokens.json")
    board = bonus.tower_bonus_board
    cells = board.cells
    where = "tower_bonus_board.cells"
    _unique(say, ((f"{where}[{i}].id", c.id) for i, c in enumerate(cells)))
    _unique(say, ((f"{where}[{i}]", f"row {c.row}, col {c.col}") for i, c in enumerate(cells)), "position")
    if len(cells) != board.rows * board.cols:
        say(where, f"{len(cells)} cells, but the board has {board.rows} x {board.cols} (PA-4.8)")
    rows = sorted(board.area_by_row, key=int)
    if rows != [str(r) for r in range(board.rows)]:
        say("tower_bonus_board.area_by_row", f"names the rows {_listed(rows)}, not 0 to {board.rows - 1} (PA-4.8)")
    for i, c in enumerate(cells):
        if c.row >= board.rows or c.col >= board.cols:
            say(f"{where}[{i}]", f"row {c.row}, col {c.col} is off the {board.rows} x {board.cols} board (PA-4.8)")
        area = board.area_by_row.get(str(c.row))
        if area is not None and c.area != area:
            say(f"{where}[{i}].area", f"{c.area}, but row {c.row} is area {area} (area_by_row) (PA-4.8)")
    for zone, count in sorted(Counter(c.area for c in cells).items()):
        tokens = sum(1 for t in bonus.tokens if t.zone == zone)
        if count > tokens:
            say(where, f"{count} cells in area {zone}, more than its {tokens} tokens (PA-4.8)")
    by_cell = {c.id: c for c in cells}
    by_token = {t.id: t for t in bonus.tokens}
    placed = bonus.fixed_setup.cell_to_token
    for cell, token in placed.items():
        path = f"fixed_setup.cell_to_token{json_key(cell)}"
        if cell not in by_cell:
            say(path, f"{show(cell)} is no cell of the tower bonus board (PA-35.3)")
        if token not in by_token:
            say(path, f"{show(token)} is no tower bonus token (PA-35.3)")
        elif cell in by_cell and by_token[token].zone != by_cell[cell].area:
            say(path, f"token {token} of zone {by_token[token].zone} on a cell of area {by_cell[cell].area} (PA-4.8)")
    _unique(say, ((f"fixed_setup.cell_to_token{json_key(c)}", t) for c, t in placed.items()), "token")
    for cell in by_cell:
        if cell not in placed:
            say("fixed_setup.cell_to_token", f"cell {cell} has no token (PA-35.3)")


@needs("tower_bonus_tokens.json", "company_board.json")
def _bonus_slots(bonus: TowerBonusTokensFile, company: CompanyBoardFile, out: Problems) -> None:
    """PA-12.5: the company board has one tower-bonus slot per token type that is kept (not the X)."""
    say = out.about("company_board.json")
    order = company.tower_bonus_slots.order
    _unique(say, ((f"tower_bonus_slots.order[{i}]", t) for i, t in enumerate(order)), "token type")
    for i, name in enumerate(order):
        if name not in bonus.types:
            say(f"tower_bonus_slots.order[{i}]", f"{show(name)} is no type of tower_bonus_tokens.json (PA-12.5)")
        elif bonus.types[name].kind == "blank":
            say(f"tower_bonus_slots.order[{i}]", f"{name} is blank: an X is never kept (PA-4.8)")
    for name, kind in bonus.types.items():
        if kind.kind != "blank" and name not in order:
            say("tower_bonus_slots.order", f"type {name} of tower_bonus_tokens.json has no slot (PA-12.5)")


# ---- company board, cards, setup ------------------------------------------------------------------


@needs("company_board.json", "setup_constants.json")
def _company_board(company: CompanyBoardFile, setup: SetupConstantsFile, out: Problems) -> None:
    """PA-9.2: two rows of numbered slots; PA-8.2: an action marker space per action of a year."""
    say = out.about("company_board.json")
    rows = company.action_rows
    for row, slots in (("top", rows.slots.top), ("bottom", rows.slots.bottom)):
        path = f"action_rows.slots.{row}"
        if len(slots) != rows.slots_per_row:
            say(path, f"{len(slots)} slots, but slots_per_row is {rows.slots_per_row} (PA-9.2)")
        indexes = sorted(s.index for s in slots)
        if indexes != list(range(1, len(slots) + 1)):
            say(path, f"the slots are numbered {_listed(indexes)}, not 1 to {len(slots)} (PA-9.3)")
    wanted = list(range(1, setup.actions_per_year.value + 1))
    if company.action_marker_spaces != wanted:
        spaces = show(company.action_marker_spaces)
        say("action_marker_spaces", f"{spaces}, not {show(wanted)}: one per action of a year (PA-8.2)")


def _ops(effect: Iterable[Any]) -> Iterable[Any]:
    """The operations of an effect, those of its choices' options included."""
    for op in effect:
        yield op
        if isinstance(op, Choice):
            for option in op.options:
                yield from _ops(option)


def _frame_ok(say: Say, path: str, frame: Frame, effect: list[Any], starting: bool) -> None:
    """PA-13.3: a wind farm's frame gives energy; PA-21.2 the joker; PA-18.1 the external market's zone B."""
    top = {op.op for op in effect}
    inner = {op.op for op in _ops(effect)}
    if "build_wind_farm" in top and frame.energy is not True:
        say(f"{path}.frame.energy", "a card that builds a wind farm gives energy: true (PA-13.3)")
    if frame.energy == "only_if_build_wind_farm" and not ("choice" in top and "build_wind_farm" in inner):
        say(f"{path}.frame.energy", "only a joker with a wind-farm option gives energy for it alone (PA-21.2)")
    if frame.requirement == "*" and "choice" not in top:
        say(f"{path}.frame.requirement", '"*" is for a joker, whose options have their own (PA-21.2)')
    if "sell_external_market" in inner and frame.zone_restriction != "B":
        say(f"{path}.frame.zone_restriction", 'the external market is reached only through zone B: "B" (PA-18.1)')
    if frame.zone_restriction is not None and frame.zone_link != "zone":
        say(f"{path}.frame.zone_link", 'a card played into one zone only is linked to it: "zone" (PA-9.4)')
    if starting and any(isinstance(op, FulfilContract) and op.kind == "solar" for op in _ops(effect)):
        say(f"{path}.effect", "starting cards cannot fulfil solar contracts (PA-20.1)")


def _effect_counts(say: Say, path: str, effect: Iterable[Any]) -> None:
    """The counts of an effect's operations name a market where they count one (PA-37.3)."""
    for k, op in enumerate(effect):
        if isinstance(op, ScorePer | ScoreMultiplier):
            _count_ok(say, f"{path}[{k}].per", op.per.count, op.per)
            _reward_ok(say, f"{path}[{k}].reward", op.reward)
        elif isinstance(op, Condition | FinalMoneyPer | AddCountForMajority) and op.count in MARKET_COUNTS:
            say(f"{path}[{k}].count", f"{op.count} needs a market, which this operation cannot name (PA-37.3)")


@needs("starting_action_cards.json", "specialist_cards.json")
def _cards(starting: StartingActionCardsFile, specialists: SpecialistCardsFile, out: Problems) -> None:
    """PA-2.2: 8 starting cards; PA-2.1: 18 specialist action and 18 scoring cards; their frames."""
    say = out.about("starting_action_cards.json")
    _unique(say, ((f"cards[{i}].id", c.id) for i, c in enumerate(starting.cards)))
    if len(starting.cards) != PER_PLAYER["starting_action_card"]:
        say("cards", f"{len(starting.cards)} starting cards, the rulebook has 8 (PA-2.2)")
    for i, card in enumerate(starting.cards):
        _frame_ok(say, f"cards[{i}]", card.frame, card.effect, starting=True)
    say = out.about("specialist_cards.json")
    _unique(
        say,
        [(f"action[{i}].id", a.id) for i, a in enumerate(specialists.action)]
        + [(f"scoring[{i}].id", s.id) for i, s in enumerate(specialists.scoring)],
    )
    starting_ids = {c.id for c in starting.cards}
    for kind, count in (("action", len(specialists.action)), ("scoring", len(specialists.scoring))):
        if count != GENERAL["specialist_card"][2][kind]:
            say(kind, f"{count} specialist {kind} cards, the rulebook has 18 (PA-2.1)")
    for i, action in enumerate(specialists.action):
        if action.id in starting_ids:
            say(f"action[{i}].id", f"{action.id} is the id of a starting card too (starting_action_cards.json)")
        _frame_ok(say, f"action[{i}]", action.frame, action.effect, starting=False)
    for i, scoring in enumerate(specialists.scoring):
        _effect_counts(say, f"scoring[{i}].options", scoring.options)


@needs("starting_action_cards.json", "setup_constants.json")
def _hand(starting: StartingActionCardsFile, setup: SetupConstantsFile, out: Problems) -> None:
    """PA-6.11: the starting hand is the starting cards."""
    if setup.starting_hand.value != len(starting.cards):
        out.add(
            "setup_constants.json",
            "starting_hand.value",
            f"{setup.starting_hand.value}, but starting_action_cards.json has {len(starting.cards)} cards (PA-6.11)",
        )


@needs("setup_constants.json")
def _setup(setup: SetupConstantsFile, out: Problems) -> None:
    """PA-1.1 players; PA-3.9 board sides; PA-10.17 the energy limits."""
    say = out.about("setup_constants.json")
    if setup.players.min > setup.players.max:
        say("players", f"min {setup.players.min} is more than max {setup.players.max} (PA-1.1)")
    sides = setup.board_side_by_player_count.model_dump(by_alias=True, exclude={"status", "constraint", "note"})
    for count, side in sides.items():
        if side != SIDES[count]:
            say(
                f"board_side_by_player_count{json_key(count)}",
                f"{side}, but {count} players use side {SIDES[count]} (PA-3.9)",
            )
    for name, value in (("energy_min", setup.energy_min.value), ("energy_max", setup.energy_max.value)):
        if not ENERGY_TRACK[0] <= value <= ENERGY_TRACK[1] or (name == "energy_min") != (value == ENERGY_TRACK[0]):
            say(f"{name}.value", f"{value}, but the energy track runs 0–14 (PA-10.17)")


# ---- grid board -----------------------------------------------------------------------------------


def _keys(say: Say, path: str, keys: Iterable[str], wanted: Iterable[str], what: str, rule: str) -> None:
    """An object has a key for each of ``wanted`` and no other."""
    have, want = set(keys), list(wanted)
    missing = [k for k in want if k not in have]
    extra = sorted(have - set(want), key=lambda k: (len(k), k))
    if missing:
        say(path, f"no value for {what} {_listed(missing)} ({rule})")
    if extra:
        say(path, f"{what} {_listed(extra)} is not on the board ({rule})")


@needs("grid_board.json")
def _grid(grid: GridBoardFile, out: Problems) -> None:
    """PA-10.4 tower cells; PA-12.3 their bonuses; PA-26.5 battery symbols; PA-19.1 VC slots."""
    say = out.about("grid_board.json")
    cells = grid.stripes_and_towers.tower_cells
    if cells != [int(t) for t in TOWERS]:
        say("stripes_and_towers.tower_cells", f"{show(cells)}, but the tower cells are 1 to 7 (PA-10.4, PA-2.2)")
    _keys(say, "tower_cell_bonus.cells", grid.tower_cell_bonus.cells, TOWERS, "tower cell", "PA-12.3")
    values = grid.battery_symbols_per_tower_cell.values
    _keys(say, "battery_symbols_per_tower_cell.values", values, TOWERS, "tower cell", "PA-26.5")
    if values.get("1", 0) != 0:
        say('battery_symbols_per_tower_cell.values["1"]', f"{values['1']}, but cell 1 has no battery symbol (PA-26.5)")
    columns = grid.venture_capital_slots.tower_columns
    _unique(say, ((f"venture_capital_slots.tower_columns[{i}]", str(c)) for i, c in enumerate(columns)), "column")
    if grid.stripe_symbols_for_scoring_token_2_3 is not None:
        symbols = grid.stripe_symbols_for_scoring_token_2_3.values
        _keys(say, "stripe_symbols_for_scoring_token_2_3.values", symbols, TOWERS, "tower column", "PA-10.8")


@needs("grid_board.json")
def _unlocks(grid: GridBoardFile, out: Problems) -> None:
    """PA-10.6: zones A and B at level 1, C at level 4; PA-10.7: the markets at levels 1–3."""
    say = out.about("grid_board.json")
    zones: dict[str, list[int]] = {}
    markets: dict[str, list[int]] = {}
    for key, unlock in grid.level_unlocks.levels.items():
        for zone in unlock.zones or ():
            zones.setdefault(zone, []).append(int(key))
        for market in unlock.markets or ():
            markets.setdefault(market, []).append(int(key))
    for found, wanted, what, rule in (
        (zones, ZONE_LEVEL, "zone", "PA-10.6"),
        (markets, MARKET_LEVEL, "market", "PA-10.7"),
    ):
        for name, level in wanted.items():
            if found.get(name, []) != [level]:
                levels = _listed(sorted(found.get(name, []))) or "no level"
                say(
                    "level_unlocks.levels", f"{what} {name} is unlocked at {levels}, the rulebook says {level} ({rule})"
                )


@needs("grid_board.json")
def _transformers(grid: GridBoardFile, out: Problems) -> None:
    """PA-10.9: 27 transformer cells in columns of 3, 4, 6, 3, 3, 4, 4; PA-10.10: entry cells."""
    say = out.about("grid_board.json")
    counts = grid.transformer_columns
    _counted(say, "transformer_columns.counts", Counter(counts.counts), TRANSFORMERS, "cells in column {}", "PA-10.9")
    if counts.total != sum(TRANSFORMERS.values()):
        say("transformer_columns.total", f"{counts.total}, but the grid has 27 transformer cells (PA-10.9)")
    cells = grid.transformer_cells
    _unique(say, ((f"transformer_cells[{i}].id", c.id) for i, c in enumerate(cells)))
    columns = Counter(str(c.column) for c in cells)
    _counted(say, "transformer_cells", columns, TRANSFORMERS, "cells in column {}", "PA-10.9")
    for i, c in enumerate(cells):
        if c.transformer_number != c.column:
            say(f"transformer_cells[{i}].transformer_number", f"{c.transformer_number} in column {c.column} (PA-6.5)")
        if c.entry_arrow and c.column != 1:
            say(f"transformer_cells[{i}].entry_arrow", f"in column {c.column}: entries are leftmost (PA-10.10)")
    if not any(c.entry_arrow for c in cells):
        say("transformer_cells", "no entry cell: the first contract goes on one (PA-16.3)")


@needs("grid_board.json")
def _network(grid: GridBoardFile, out: Problems) -> None:
    """PA-10.10: lines join transformer cells; a circuit line has a requirement printed on the board."""
    say = out.about("grid_board.json")
    cells = grid.transformer_cells
    ids = {c.id for c in cells}
    circuits = grid.circuit_requirements
    _unique(say, ((f"circuit_requirements[{i}].id", c.id) for i, c in enumerate(circuits)))
    edges = grid.network_edges
    _unique(say, ((f"network_edges[{i}]", " - ".join(sorted((e.a, e.b)))) for i, e in enumerate(edges)), "line")
    near: dict[str, list[str]] = {c: [] for c in ids}
    used: set[str] = set()
    for i, e in enumerate(edges):
        for end, cell in (("a", e.a), ("b", e.b)):
            if cell not in ids:
                say(f"network_edges[{i}].{end}", f"{show(cell)} is no transformer cell (PA-10.10)")
        if e.a == e.b:
            say(f"network_edges[{i}]", f"a line from cell {e.a} to itself (PA-10.10)")
        if e.a in ids and e.b in ids:
            near[e.a].append(e.b)
            near[e.b].append(e.a)
        path = f"network_edges[{i}].circuit_requirement"
        if e.type == "circuit" and e.circuit_requirement is None:
            say(path, "a circuit line has a circuit requirement (PA-10.10)")
        elif e.type == "circuit" and e.circuit_requirement not in {c.id for c in circuits}:
            say(path, f"{show(e.circuit_requirement)} is no circuit requirement (PA-10.10)")
        elif e.type == "grey" and e.circuit_requirement is not None:
            say(path, "a grey line has no circuit requirement: null (PA-10.10)")
        if e.circuit_requirement is not None:
            used.add(e.circuit_requirement)
    for i, circuit in enumerate(circuits):
        if circuit.id not in used:
            say(f"circuit_requirements[{i}]", f"{circuit.id} is on no circuit line (PA-10.10)")
        _effect_counts(say, f"circuit_requirements[{i}].requirement", circuit.requirement)
    reached = _reach([c.id for c in cells if c.entry_arrow], near)
    for i, c in enumerate(cells):
        if c.id not in reached:
            say(
                f"transformer_cells[{i}]",
                f"no line leads from an entry cell to {c.id}: no contract goes there (PA-16.3)",
            )


@needs("grid_board.json")
def _income(grid: GridBoardFile, out: Problems) -> None:
    """PA-10.13–PA-10.16: the income tracks' positions, columns, limiters, dark-green stripes, arrows."""
    say = out.about("grid_board.json")
    track = grid.income_tracks
    _unique(say, ((f"income_tracks.rows[{i}]", m) for i, m in enumerate(track.rows)), "market")
    for market in MARKETS:
        if market not in track.rows:
            say("income_tracks.rows", f"the {market} track is missing (PA-10.13)")
    first, last = track.start_position, track.last_position
    if first >= last:
        say("income_tracks.last_position", f"{last} is not after the start, {first} (PA-10.13)")
        return
    positions = [str(p) for p in range(first, last + 1)]
    _keys(say, "income_tracks.position_to_column", track.position_to_column, positions, "position", "PA-10.4")
    column = {int(k): v for k, v in track.position_to_column.items()}
    _rising(say, "income_tracks.position_to_column", column)
    used = sorted({str(c) for c in column.values()}, key=int)
    _keys(say, "income_tracks.column_income_value", track.column_income_value, used, "column", "PA-10.14")

    def on_track(path: str, position: int) -> bool:
        if first <= position <= last:
            return True
        say(path, f"position {position} is off the income tracks, {first}–{last} (PA-10.13)")
        return False

    for i, lim in enumerate(track.limiters):
        path = f"income_tracks.limiters[{i}].between_positions"
        a, b = lim.between_positions
        if on_track(path, a) and on_track(path, b) and b != a + 1:
            say(path, f"{a} and {b} are not neighbours: a limiter lies between two positions (PA-10.13)")
    after = ((f"income_tracks.limiters[{i}]", str(lim.between_positions[0])) for i, lim in enumerate(track.limiters))
    _unique(say, after, "limiter after position")
    for i, stripe in enumerate(track.dark_green_stripes):
        path = f"income_tracks.dark_green_stripes[{i}].first_position"
        p = stripe.first_position
        if on_track(path, p) and p in column and (column[p] != stripe.column or column.get(p - 1) == stripe.column):
            say(path, f"position {p} is not the first of column {stripe.column} (position_to_column) (PA-10.15)")
    for i, cell in enumerate(track.income_arrow_cells):
        on_track(f"income_tracks.income_arrow_cells[{i}].position", cell.position)


def _rising(say: Say, path: str, column: Mapping[int, int]) -> None:
    """Positions lie under the columns 1 to 7 from left to right (PA-10.4)."""
    ordered = [column[p] for p in sorted(column)]
    if any(b < a for a, b in itertools.pairwise(ordered)):
        say(path, "the columns do not rise from left to right (PA-10.4)")


@needs("grid_board.json", "setup_constants.json")
def _energy(grid: GridBoardFile, setup: SetupConstantsFile, out: Problems) -> None:
    """PA-10.17: the energy track runs 0–14 and each position lies under a tower column; PA-6.9: start."""
    say = out.about("grid_board.json")
    track = grid.energy_track
    if (track.min, track.max) != ENERGY_TRACK:
        say("energy_track", f"runs {track.min}–{track.max}, but the rulebook's runs 0–14 (PA-10.17)")
    if track.start != setup.starting_energy.value:
        say(
            "energy_track.start",
            f"{track.start}, but setup_constants.json's starting_energy is {setup.starting_energy.value} (PA-6.9)",
        )
    positions = [str(p) for p in range(track.min, track.max + 1)]
    columns = track.position_to_tower_column
    _keys(say, "energy_track.position_to_tower_column", columns, positions, "position", "PA-26.5")
    _rising(say, "energy_track.position_to_tower_column", {int(k): v for k, v in columns.items()})


# ---- time track -----------------------------------------------------------------------------------


@needs("time_track.json")
def _time_track(time: TimeTrackFile, out: Problems) -> None:
    """PA-5.6, PA-28.3: the scoring spaces lie on the track in order, the final one the last space."""
    say = out.about("time_track.json")
    for name, t in (("standard", time.standard), ("long_game", time.long_game)):
        if t.first_index != 0:
            say(f"{name}.first_index", f"{t.first_index}, but the track's first space is 0 (PA-6.16)")
        if t.last_index != t.first_index + t.spaces - 1:
            end = t.first_index + t.spaces - 1
            say(
                f"{name}.last_index",
                f"{t.last_index}, but {t.spaces} spaces from {t.first_index} end at {end} (PA-5.6)",
            )
        if not t.first_index < t.first_scoring_space < t.second_scoring_space < t.final_scoring_space:
            say(
                name,
                f"the scoring spaces {t.first_scoring_space}, {t.second_scoring_space}, {t.final_scoring_space}"
                f" are not in order after the first space, {t.first_index} (PA-28.3)",
            )
        if t.final_scoring_space != t.last_index:
            say(
                f"{name}.final_scoring_space",
                f"{t.final_scoring_space}, but the final scoring is the last space (PA-5.6)",
            )
    if time.long_game.spaces <= time.standard.spaces:
        say("long_game.spaces", f"{time.long_game.spaces}: the long game's track is the longer one (PA-35.1)")
    if time.scoring_token_slots.final != ["I", "II"]:
        say("scoring_token_slots.final", 'the final scoring slots are "I" and "II" (PA-5.2)')


FILES_READ = DataFiles("pampero", FILES, MODELS, CHECKS, Components, datasets.register, _words)
"""The data files' reading and check (``core.datafiles``)."""
check = FILES_READ.check
read_directory = FILES_READ.read_directory
check_directory = FILES_READ.check_directory
digest_directory = FILES_READ.digest_directory
load_directory = FILES_READ.load_directory
