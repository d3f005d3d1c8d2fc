"""The data check of Power Grid: The Card Game: what each data file holds (a pydantic model per file),
and ``check``, which says in words what is wrong with a data set.

Most card values of the shipped files are stand-ins (CG-15.2); a person who owns the game may put the
printed values in a copy of the files and check it (``powerplay data check powergrid-cards DIR``). The
models say what shape a value takes (the files' JSON Schemas, docs/games/powergrid-cards-data/, are made
from them); ``check`` adds what no schema says: the rulebook's counts (CG-1.1, CG-1.2, CG-11), ids used
once, a row for each player count (CG-2.2), prices rising (CG-1.4), a deck the setup can deal
(CG-2.6–CG-2.8). Every problem names its file, the JSON path of the value and the rule.
"""

from __future__ import annotations

import itertools
import json
import re
from collections import Counter
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import Annotated, Any, Literal

from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    GetCoreSchemaHandler,
    GetJsonSchemaHandler,
    ValidationError,
    ValidatorFunctionWrapHandler,
    WrapValidator,
)
from pydantic.json_schema import JsonSchemaValue
from pydantic_core import CoreSchema, PydanticCustomError, core_schema

from ...core.datafiles import Check, DataFiles, Problems, Say, json_words, show, words
from . import datasets
from .data import FILES, PLANT_CARDS, RESOURCES, Components

# ---- the words of the values ---------------------------------------------------------------------


def _named(noun: str, rule: str) -> WrapValidator:
    """A value of a closed list that is not in it is "no {noun}: {the list}"."""

    def wrap(value: Any, handler: ValidatorFunctionWrapHandler) -> Any:
        try:
            return handler(value)
        except ValidationError as e:
            if not all(error["type"] == "literal_error" for error in e.errors()):
                raise
            choices = json_words(e.errors()[0]["ctx"]["expected"])
            raise PydanticCustomError(
                "unknown_name",
                "{value} is no {noun}{choices} ({rule})",
                {"value": show(value), "noun": noun, "choices": f": {choices}", "rule": rule},
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


Resource = Annotated[Literal["coal", "gas", "oil", "uranium"], _named("resource", "CG-0.5")]
Kind = Annotated[Literal["coal", "gas", "oil", "uranium", "hybrid", "eco"], _named("plant kind", "CG-4.2")]
Size = Annotated[Literal["small", "big"], _named("plant size", "CG-1.1")]
PlayerKey = Annotated[Literal["2", "3", "4", "5", "6"], _named("player count", "CG-2.1")]
"""A player count as a key of an object (JSON keys are texts)."""
ColumnKey = Annotated[Literal["1", "2", "3", "4"], _named("resource column", "CG-1.4")]
PlantId = Annotated[str, Field(pattern=r"^P[0-9]{2,3}[a-z]?$")]
"""A plant's id: ``P``, its number in two digits or more, and a letter where numbers repeat (``P05a``)."""
CardId = Annotated[str, Field(pattern=r"^\S+$")]
"""A resource card's id: one word, no spaces (positions name cards by their ids)."""
Players = Annotated[int, Within(2, 6, "a player count", "CG-2.1")]
Units = Annotated[int, Within(1, 3, "the units of a resource card", "CG-4.8")]
Amount = Annotated[int, Within(0, None, "an amount")]
Positive = Annotated[int, Within(1, None, "a number")]
Column = Annotated[int, Within(1, 4, "a resource column", "CG-1.4")]


class Model(BaseModel):
    """A part of a data file: strict (no value is converted; a name not listed is a mistake)."""

    model_config = ConfigDict(extra="forbid", strict=True, use_attribute_docstrings=True)


class File(Model):
    """A data file: its notes for people (fields with a leading underscore) are not read."""

    about: str | None = Field(default=None, alias="_about")
    """What the file describes, for people; not read."""
    status: str | None = Field(default=None, alias="_status")
    """Which of its values come from the rulebook, for people; not read."""
    source: str | None = Field(default=None, alias="_source")
    """Where its values come from, for people; not read."""
    provisional_method: str | None = Field(default=None, alias="_provisional_method")
    """How the stand-in values were made (CG-15.2), for people; not read."""
    fields: dict[str, Any] | None = Field(default=None, alias="_fields")
    """What each field means, for people; not read."""
    schema_path: str | None = Field(default=None, alias="$schema")
    """The file's JSON Schema, for an editor (docs/games/powergrid-cards-data/); not read."""


# ---- plants.json ------------------------------------------------------------------------------------


class Plant(Model):
    """A power plant card (CG-4)."""

    id: PlantId
    """The card's id: ``P`` and its label (``P05a``); a record names the plant by its label."""
    number: Positive
    """The printed number: minimum bid, market order, tie-breaks (CG-4.1)."""
    size: Size
    """``small`` (dark green back) or ``big`` (light green back) (CG-1.1)."""
    kind: Kind
    """What it burns (CG-4.2): one resource, ``hybrid`` (gas and/or oil) or ``eco`` (nothing)."""
    resources: list[Resource]
    """The resource types it burns and stores (CG-4.2)."""
    amount: Amount
    """The exact units burned per production (CG-4.3); 0 for an eco plant."""
    storage: Amount
    """What it stores: twice its amount (CG-4.6)."""
    income: Positive
    """Elektro each production pays, and its VP at the end (CG-4.4, CG-9.3)."""
    provenance: str
    """Where the values come from: the rulebook, or ``NOT FOUND — provisional`` (CG-15.2)."""
    provisional_fields: list[str] = []
    """Which of its values are stand-ins (CG-15.2): the front ends say so while any is."""


class PlantCounts(Model):
    """CG-1.1: the plant cards."""

    small: int
    big: int
    plants_total: int
    one_more_round_cards: int
    plant_cards_total: int


class Duplicates(Model):
    """CG-4.1: the numbers two small plants share."""

    value: list[Positive]
    provenance: str


class SpecialCard(Model):
    """The "one more round" card (CG-5.3), for people; the engine knows its rules."""

    id: Literal["ORM"]
    name: str
    sorts_as: str
    placement_at_setup: str
    rules: str


class PlantsFile(File):
    """``plants.json``: the 42 plant cards and the ORM card (CG-1.1, CG-4)."""

    counts: PlantCounts
    duplicate_numbers_among_small: Duplicates
    plants: list[Plant]
    special_cards: list[SpecialCard]


# ---- resources.json --------------------------------------------------------------------------------


class TypeOrder(Model):
    """CG-0.5: the type order."""

    value: list[Resource]
    used_for: str


class Prices(Model):
    """CG-1.4, CG-7.4: the Elektro a unit costs in each column."""

    value: dict[ColumnKey, Positive]
    unit: str
    provenance: str


class RegularCard(Model):
    """A regular resource card (CG-4.8): its type, printed units and player-count symbol."""

    id: CardId
    type: Resource
    amount: Units
    """The units it holds when it enters the market from the deck (CG-4.9)."""
    min_players: Players
    """Its player-count symbol: used from this many players (CG-2.8)."""
    used_with_player_counts: list[Players]
    """The player counts it is used with (from ``min_players``)."""
    provisional_fields: list[str] = []


class SingleCard(Model):
    """A single card (CG-4.8.4): always 1 unit."""

    id: CardId
    type: Resource
    amount: Literal[1]


class Singles(Model):
    """CG-1.2: the 7 single cards."""

    cards: list[SingleCard]
    provenance: str
    rules: str


class PlusCard(Model):
    """A "+" or "++" card (CG-2.9)."""

    id: CardId
    type: Resource
    amount: Units
    set: Literal["+", "++"]
    provisional_fields: list[str] = []


class PlusSets(Model):
    """CG-1.2, CG-2.9: the "+" set (the first discard pile) and the "++" set (after the first reshuffle)."""

    plus: list[PlusCard] = Field(alias="+")
    plusplus: list[PlusCard] = Field(alias="++")
    provenance: str
    rules: str


class TypeCounts(Model):
    coal: Amount
    gas: Amount
    oil: Amount
    uranium: Amount


class Summary(Model):
    """The regular cards of a player count, for people; not read."""

    cards: Amount
    by_type: TypeCounts
    units_by_type: TypeCounts


class ResourcesFile(File):
    """``resources.json``: the 51 resource cards (CG-1.2) and the column prices (CG-1.4)."""

    type_order: TypeOrder
    column_prices: Prices
    regular: list[RegularCard]
    single: Singles
    plus_sets: PlusSets
    per_player_count_summary: dict[PlayerKey, Summary] | None = None


# ---- setup.json --------------------------------------------------------------------------------------


class Row(Model):
    """CG-2.2: the setup of one player count (fields with a leading underscore are derived, for people)."""

    removeSmall: Amount
    """CG-2.7: the small plants removed unseen."""
    removeBig: Amount
    """CG-2.7: the big plants removed unseen."""
    resourceCardsPerColumn: Positive
    """CG-2.8: N, the cards of each of columns 2–4."""
    startMoney: Amount
    """CG-2.5: each player's Elektro."""
    smallShuffledIntoDeck: int | None = Field(default=None, alias="_smallShuffledIntoDeck")
    bigInDeck: int | None = Field(default=None, alias="_bigInDeck")
    deckPlantsAfterSetup: int | None = Field(default=None, alias="_deckPlantsAfterSetup")
    deckCardsIncludingORM: int | None = Field(default=None, alias="_deckCardsIncludingORM")
    openingResourceCardsDealt: int | None = Field(default=None, alias="_openingResourceCardsDealt")
    regularResourceCardsUsed: int | None = Field(default=None, alias="_regularResourceCardsUsed_provisional")
    resourceDeckAfterSetup: int | None = Field(default=None, alias="_resourceDeckAfterSetup_provisional")


class TrustMode(Model):
    """CG-10: the 2-player game against the Trust, for people; the engine knows its rules."""

    playerCount: Literal[2]
    optional: bool
    defaultWhenTwoPlayers: bool
    trustPosition: Literal[2]
    trustMoney: None
    tableRowUsed: str


class VpPerElektro(Model):
    """CG-9.4: Elektro per victory point."""

    elektro: Positive
    vp: Literal[1]


class ReshuffleSets(Model):
    """CG-2.9, CG-8.8: the discard pile's sets, for people."""

    initialDiscardPile: Literal["+"]
    afterFirstReshuffle: Literal["++"]
    afterSecondReshuffle: Literal["empty"]


class Global(Model):
    """The setup's constants that do not depend on the player count."""

    playersMin: Literal[2]
    playersMax: Literal[6]
    openingMarketSmallPlants: Positive
    """CG-2.6: the small plants of the opening market."""
    currentMarketSize: Positive
    """CG-5.2: the lots of the current market."""
    futureMarketSize: Positive
    """CG-5.2: the lots of the future market."""
    finalMarketSize: Positive
    """CG-5.4: the lots once the ORM card is resolved."""
    smallPlantsTotal: Positive
    bigPlantsTotal: Positive
    smallPlantsSetAsideForTop: Literal[1]
    """CG-2.7: one small plant on top of the deck."""
    maxPlantsPerPlayer: Positive
    """CG-6.14: the plants a player may own."""
    storageMultiplier: Positive
    """CG-4.6: plants store this many times what they burn."""
    finalRoundStorageMultiplier: Positive
    """CG-7.11 (D-29): the storage multiplier of the final round."""
    discountTokenMinBid: Positive
    """CG-6.2: the minimum bid on the plant with the discount token."""
    guaranteedMinimumIncome: Amount
    """CG-8.2: the income of a player none of whose plants produced."""
    resourceColumnPrices: dict[ColumnKey, Positive]
    """CG-1.4: the same prices as ``resources.json`` ``column_prices``."""
    resourceColumnsDealtAtSetup: list[Column]
    column1AtSetup: Literal["empty"]
    column1Capacity: Literal["unlimited"]
    resourceTypeOrder: list[Resource]
    shiftOrder: list[Annotated[list[Column], Field(min_length=2, max_length=2)]]
    """CG-8.5: the shifting moves, each [from column, to column]."""
    vpPerElektro: VpPerElektro
    reshuffleDiscardSets: ReshuffleSets
    bank: str
    demolitionCardsCardGame: Positive
    """CG-11.2: the demolition cards of the card game."""


class SetupFile(File):
    """``setup.json``: the setup tables (CG-2) and the global constants."""

    byPlayers: dict[PlayerKey, Row]
    trustMode: TrustMode
    global_: Global = Field(alias="global")


# ---- demolition.json ---------------------------------------------------------------------------------


class DemolitionCard(Model):
    """A Demolition Contractor card (CG-11.2): its place in the deck and its compensation."""

    position: Positive
    """Its place in the sorted deck, 1 on top (CG-11.3)."""
    first: Amount
    """Elektro to the first demolisher of an Auction phase (CG-11.5)."""
    others: Amount
    """Elektro to every later demolisher of that phase (CG-11.5)."""
    permanent: bool
    """The last card: never removed (CG-11.7)."""
    provenance: str
    """Where the values come from: the rulebook, or ``NOT FOUND — provisional`` (CG-15.2)."""


class Deck(Model):
    """One face of the Demolition Contractor deck."""

    cards_used: Positive
    face: str
    cards: list[DemolitionCard]


class DemolitionFile(File):
    """``demolition.json``: the Demolition Contractor cards (CG-11); the engine plays the card-game face."""

    card_game_deck: Deck
    board_game_deck: Deck | None = None
    """The face used with the board games; not read."""
    rules_summary: str | None = None


MODELS: Mapping[str, type[File]] = {
    "plants.json": PlantsFile,
    "resources.json": ResourcesFile,
    "setup.json": SetupFile,
    "demolition.json": DemolitionFile,
}
"""The model of each data file (``data.FILES``)."""


def json_schema(name: str) -> dict[str, Any]:
    """The JSON Schema of a data file, from its model."""
    return {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        **MODELS[name].model_json_schema(by_alias=True),
    }


# ---- the rulebook's numbers -------------------------------------------------------------------------

SMALL_PLANTS = 13
"""CG-1.1: small plants (dark green back)."""
BIG_PLANTS = 29
"""CG-1.1: big plants (light green back)."""
REGULAR: Mapping[str, int] = {"coal": 12, "gas": 10, "oil": 9, "uranium": 5}
"""CG-1.2: the regular resource cards by type."""
SINGLES: Mapping[str, int] = {"coal": 2, "gas": 2, "oil": 2, "uranium": 1}
"""CG-1.2: the single cards by type."""
ONE_EACH: Mapping[str, int] = dict.fromkeys(RESOURCES, 1)
"""CG-1.2: a "+" or "++" set: one card of each type."""
DEMOLITION_CARDS = 5
"""CG-1.8, CG-11.2: the card game uses 5 of the 6 Demolition Contractor cards."""
PLAYER_COUNTS = ("2", "3", "4", "5", "6")
"""CG-2.1: the player counts, each with its row of the setup tables (CG-2.2)."""
COLUMNS = ("1", "2", "3", "4")


# ---- the check -----------------------------------------------------------------------------------


PATTERNS = {
    r"^\S+$": "should be one word without spaces (an id)",
    r"^P[0-9]{2,3}[a-z]?$": 'should be P, the plant\'s number in two digits or more and maybe a letter, like "P05a"',
}
"""What the texts of a pattern are, in words."""


def _words(error: Any) -> str:
    """A pydantic error in words."""
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
    """``found`` has the rulebook's count of each kind (``what`` words a kind: "{} cards")."""
    for key in sorted(set(found) | set(wanted)):
        if found.get(key, 0) != wanted.get(key, 0):
            say(path, f"{found.get(key, 0)} {what.format(key)}, the rulebook has {wanted.get(key, 0)} ({rule})")


def _listed(items: Iterable[Any]) -> str:
    return ", ".join(str(x) for x in items)


# ---- plants.json ---------------------------------------------------------------------------------


@needs("plants.json")
def _plants(plants: PlantsFile, out: Problems) -> None:
    """CG-1.1: 13 small and 29 big plants, each id once; CG-4: a plant's values agree with its kind."""
    say = out.about("plants.json")
    cards = plants.plants
    _unique(say, ((f"plants[{i}].id", p.id) for i, p in enumerate(cards)))
    _counted(
        say, "plants", Counter(p.size for p in cards), {"small": SMALL_PLANTS, "big": BIG_PLANTS}, "{} plants", "CG-1.1"
    )
    counts = plants.counts
    wanted = {
        "small": SMALL_PLANTS,
        "big": BIG_PLANTS,
        "plants_total": PLANT_CARDS,
        "one_more_round_cards": 1,
        "plant_cards_total": PLANT_CARDS + 1,
    }
    for field, value in wanted.items():
        if getattr(counts, field) != value:
            say(f"counts.{field}", f"{getattr(counts, field)}, the rulebook has {value} (CG-1.1)")
    for i, p in enumerate(cards):
        path = f"plants[{i}]"
        digits = re.match(r"^P([0-9]+)", p.id)
        if digits and int(digits[1]) != p.number:
            say(f"{path}.id", f"{p.id} does not name its number {p.number}: a plant's label is its number (CG-4.1)")
        fuel = [] if p.kind == "eco" else ["gas", "oil"] if p.kind == "hybrid" else [p.kind]
        if sorted(p.resources) != sorted(fuel):
            say(f"{path}.resources", f"a {p.kind} plant burns {_listed(fuel) or 'nothing'} (CG-4.2)")
        if p.kind == "eco" and p.amount != 0:
            say(f"{path}.amount", f"an eco plant burns nothing: 0, not {p.amount} (CG-4.2)")
        if p.kind != "eco" and p.amount == 0:
            say(f"{path}.amount", f"a {p.kind} plant burns at least 1 unit (CG-4.3)")
        if p.storage != 2 * p.amount:
            say(f"{path}.storage", f"{p.storage}: a plant stores twice its amount, {2 * p.amount} (CG-4.6)")
        for k, field in enumerate(p.provisional_fields):
            if field not in Plant.model_fields:
                say(f"{path}.provisional_fields[{k}]", f"{show(field)} is no field of a plant (CG-15.2)")
    numbers = Counter(p.number for p in cards)
    for i, p in enumerate(cards):
        if numbers[p.number] > 1 and p.size == "big":
            say(f"plants[{i}].number", f"big plants do not share numbers: {p.number} is used twice (CG-4.1)")
    shared = sorted(n for n, k in numbers.items() if k > 1)
    if sorted(plants.duplicate_numbers_among_small.value) != shared:
        say(
            "duplicate_numbers_among_small.value",
            f"the small plants share the numbers {_listed(shared) or 'none'} (CG-4.1)",
        )
    if cards and max(p.number for p in cards if p.size == "small") > min(
        (p.number for p in cards if p.size == "big"), default=1 << 30
    ):
        say("plants", "every small plant is numbered below every big plant (CG-1.1)")


# ---- resources.json ---------------------------------------------------------------------------------


@needs("resources.json")
def _resources(resources: ResourcesFile, out: Problems) -> None:
    """CG-1.2: 36 regular cards (12/10/9/5), 7 single cards (2/2/2/1), a "+" and a "++" set of one card
    of each type; each id once; CG-1.4: the column prices rise."""
    say = out.about("resources.json")
    regular = resources.regular
    plus, plusplus = resources.plus_sets.plus, resources.plus_sets.plusplus
    singles = resources.single.cards
    _unique(
        say,
        [(f"regular[{i}].id", c.id) for i, c in enumerate(regular)]
        + [(f'plus_sets["+"][{i}].id', c.id) for i, c in enumerate(plus)]
        + [(f'plus_sets["++"][{i}].id', c.id) for i, c in enumerate(plusplus)]
        + [(f"single.cards[{i}].id", c.id) for i, c in enumerate(singles)],
    )
    _counted(say, "regular", Counter(c.type for c in regular), REGULAR, "{} cards", "CG-1.2")
    _counted(say, "single.cards", Counter(c.type for c in singles), SINGLES, "{} single cards", "CG-1.2")
    _counted(say, 'plus_sets["+"]', Counter(c.type for c in plus), ONE_EACH, '{} cards in the "+" set', "CG-1.2")
    _counted(say, 'plus_sets["++"]', Counter(c.type for c in plusplus), ONE_EACH, '{} cards in the "++" set', "CG-1.2")
    for key, cards in (("+", plus), ("++", plusplus)):
        for i, c in enumerate(cards):
            if c.set != key:
                say(f"plus_sets[{json.dumps(key)}][{i}].set", f'a card of the "{key}" set says {show(c.set)} (CG-2.9)')
    for i, card in enumerate(regular):
        wanted = list(range(card.min_players, 7))
        if sorted(card.used_with_player_counts) != wanted:
            say(
                f"regular[{i}].used_with_player_counts",
                f"a card used from {card.min_players} players is used with {_listed(wanted)} (CG-2.8)",
            )
    if list(resources.type_order.value) != list(RESOURCES):
        say("type_order.value", f"the type order is {_listed(RESOURCES)} (CG-0.5)")
    prices = resources.column_prices.value
    for column in COLUMNS:
        if column not in prices:
            say("column_prices.value", f"column {column} has no price (CG-1.4)")
    listed = [prices[c] for c in COLUMNS if c in prices]
    if any(a >= b for a, b in itertools.pairwise(listed)):
        say("column_prices.value", f"the prices {_listed(listed)} do not rise from column 1 to 4 (CG-1.4)")


# ---- setup.json --------------------------------------------------------------------------------------


@needs("setup.json")
def _setup(setup: SetupFile, out: Problems) -> None:
    """CG-2.2: a row for each player count; CG-2.6, CG-2.7: the deck the setup deals has its plants;
    CG-5.2, CG-8.5: the market and the shifting moves."""
    say = out.about("setup.json")
    table = setup.global_
    for n in PLAYER_COUNTS:
        if n not in setup.byPlayers:
            say("byPlayers", f"the row of {n} players is missing (CG-2.2)")
    for n, row in setup.byPlayers.items():
        path = f'byPlayers["{n}"]'
        small_left = SMALL_PLANTS - table.openingMarketSmallPlants - row.removeSmall - table.smallPlantsSetAsideForTop
        if small_left < 0:
            say(
                f"{path}.removeSmall",
                f"{row.removeSmall} small plants removed leave none for the top of the deck (CG-2.7)",
            )
        if row.removeBig > BIG_PLANTS:
            say(f"{path}.removeBig", f"{row.removeBig} big plants removed, the game has {BIG_PLANTS} (CG-2.7)")
    if table.smallPlantsTotal != SMALL_PLANTS:
        say("global.smallPlantsTotal", f"{table.smallPlantsTotal}, the rulebook has {SMALL_PLANTS} (CG-1.1)")
    if table.bigPlantsTotal != BIG_PLANTS:
        say("global.bigPlantsTotal", f"{table.bigPlantsTotal}, the rulebook has {BIG_PLANTS} (CG-1.1)")
    if table.openingMarketSmallPlants >= SMALL_PLANTS:
        say(
            "global.openingMarketSmallPlants",
            f"{table.openingMarketSmallPlants} leaves no small plant for the deck (CG-2.6)",
        )
    if table.finalMarketSize > table.currentMarketSize + table.futureMarketSize:
        say("global.finalMarketSize", "the final market is no larger than both rows (CG-5.4)")
    if table.demolitionCardsCardGame != DEMOLITION_CARDS:
        say(
            "global.demolitionCardsCardGame",
            f"{table.demolitionCardsCardGame}, the rulebook has {DEMOLITION_CARDS} (CG-11.2)",
        )
    if sorted(table.resourceColumnsDealtAtSetup) != [2, 3, 4]:
        say("global.resourceColumnsDealtAtSetup", "columns 2, 3 and 4 are dealt at setup (CG-2.8)")
    if list(table.resourceTypeOrder) != list(RESOURCES):
        say("global.resourceTypeOrder", f"the type order is {_listed(RESOURCES)} (CG-0.5)")
    for i, (a, b) in enumerate(table.shiftOrder):
        if not 2 <= b < a:
            say(f"global.shiftOrder[{i}]", f"[{a}, {b}] does not shift to a cheaper column 2 or 3 (CG-8.5)")
    prices = [table.resourceColumnPrices[c] for c in COLUMNS if c in table.resourceColumnPrices]
    if len(prices) != len(COLUMNS) or any(a >= b for a, b in itertools.pairwise(prices)):
        say("global.resourceColumnPrices", f"the prices {_listed(prices)} do not rise from column 1 to 4 (CG-1.4)")


@needs("plants.json", "setup.json")
def _setup_plants(plants: PlantsFile, setup: SetupFile, out: Problems) -> None:
    """CG-2.6: the opening market is of small plants; CG-2.7: every player count leaves a deck."""
    say = out.about("setup.json")
    small = sum(1 for p in plants.plants if p.size == "small")
    if small < setup.global_.openingMarketSmallPlants + setup.global_.smallPlantsSetAsideForTop:
        say(
            "global.openingMarketSmallPlants",
            f"{small} small plants cannot fill the opening market and the deck's top (CG-2.6, CG-2.7)",
        )


@needs("resources.json", "setup.json")
def _setup_resources(resources: ResourcesFile, setup: SetupFile, out: Problems) -> None:
    """CG-2.8: the regular cards of each player count fill columns 2–4; CG-1.4: the prices agree."""
    say = out.about("setup.json")
    for n, row in setup.byPlayers.items():
        used = sum(1 for c in resources.regular if int(n) in c.used_with_player_counts)
        if used < 3 * row.resourceCardsPerColumn:
            say(
                f'byPlayers["{n}"].resourceCardsPerColumn',
                f"3 columns of {row.resourceCardsPerColumn} need {3 * row.resourceCardsPerColumn} cards; "
                f"{used} regular cards are used with {n} players (CG-2.8)",
            )
    if dict(setup.global_.resourceColumnPrices) != dict(resources.column_prices.value):
        say("global.resourceColumnPrices", "the prices differ from resources.json column_prices (CG-1.4)")


# ---- demolition.json ---------------------------------------------------------------------------------


@needs("demolition.json")
def _demolition(demolition: DemolitionFile, out: Problems) -> None:
    """CG-11.2, CG-11.3: 5 cards at positions 1–5, the compensation rising, only the last permanent."""
    say = out.about("demolition.json")
    deck = demolition.card_game_deck
    if deck.cards_used != DEMOLITION_CARDS:
        say("card_game_deck.cards_used", f"{deck.cards_used}, the rulebook has {DEMOLITION_CARDS} (CG-11.2)")
    if len(deck.cards) != DEMOLITION_CARDS:
        say("card_game_deck.cards", f"{len(deck.cards)} cards, the rulebook has {DEMOLITION_CARDS} (CG-11.2)")
    _unique(
        say, ((f"card_game_deck.cards[{i}].position", str(c.position)) for i, c in enumerate(deck.cards)), "position"
    )
    positions = sorted(c.position for c in deck.cards)
    if positions != list(range(1, len(deck.cards) + 1)) and len(set(positions)) == len(positions):
        say("card_game_deck.cards", f"the positions {_listed(positions)} are not 1 to {len(deck.cards)} (CG-11.3)")
    ordered = sorted(deck.cards, key=lambda c: c.position)
    for i, c in enumerate(deck.cards):
        path = f"card_game_deck.cards[{i}]"
        if c.others > c.first:
            say(f"{path}.others", f"{c.others} is more than the first demolisher's {c.first} (CG-11.5)")
        if c.permanent != (c is ordered[-1]):
            say(f"{path}.permanent", "only the last card of the deck is permanent (CG-11.7)")
    for a, b in itertools.pairwise(ordered):
        if b.first < a.first:
            i = deck.cards.index(b)
            say(
                f"card_game_deck.cards[{i}].first",
                f"{b.first} is less than card {a.position}'s {a.first}: compensation rises (CG-11.7)",
            )


FILES_READ = DataFiles("powergrid-cards", FILES, MODELS, CHECKS, Components, datasets.register, _words)
"""The data files' reading and check (``core.datafiles``)."""
check = FILES_READ.check
read_directory = FILES_READ.read_directory
check_directory = FILES_READ.check_directory
digest_directory = FILES_READ.digest_directory
load_directory = FILES_READ.load_directory
