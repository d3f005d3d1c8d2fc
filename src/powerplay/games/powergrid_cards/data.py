"""Power Grid: The Card Game's components: the data set a game is played with, read from the JSON files
in ``data/``.

The files are the rules specification's (CG-15.2), copied unchanged: most card values there are marked
``"NOT FOUND — provisional"``. The engine reads every value from them and never spells one out in code.
A person who owns the game may play with their own copy of the files (``Components.read``): a data set
is known by the digest of its content, which a game's record names, so a record replays only with the
data it was played on (docs/games/powergrid-cards-data.md).

``Components`` holds one data set as the tables the rules read (``state.data``); it is never copied
with a game state. Plants are numbered by their place in ``plants.json`` sorted by printed number,
resource cards by theirs in ``resources.json`` (regular, then "+", then "++"); single cards are
interchangeable and are only counted (CG-4.8.4). The counts of the cards are the rulebook's (CG-1.1,
CG-1.2) in every data set (the data check sees to it), so the ORM card's index is the same in all.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Mapping
from dataclasses import dataclass
from importlib import resources
from typing import Any, Final, NamedTuple

COAL, GAS, OIL, URANIUM = 0, 1, 2, 3
RESOURCES = ("coal", "gas", "oil", "uranium")
"""CG-0.5: the type order (sorting, shifting, the Trust's purchases)."""
RESOURCE_INDEX = {name: i for i, name in enumerate(RESOURCES)}
HYBRID_PAIR = (GAS, OIL)
"""CG-4.2: hybrid plants burn and store gas and/or oil."""
TRUST = -1
"""The Trust's place in the turn order (CG-2.4); never a seat, never the current player."""
PLANT_CARDS: Final = 42
"""CG-1.1: 13 small and 29 big plants, in every data set."""
ORM: Final = PLANT_CARDS
"""The "one more round" card: not a plant; it sorts above every plant (CG-5.3)."""
ORM_LABEL: Final = "ORM"

FILES: Final = ("plants.json", "resources.json", "setup.json", "demolition.json")
"""The data files of a data set (``evaluation.json`` is the bots', not the game's)."""
NOT_FOUND: Final = "NOT FOUND"
"""The mark of a stand-in value (CG-15.2)."""


# Plants and cards are frozen dataclasses, not named tuples: their ``index`` would hide ``tuple.index``.
@dataclass(frozen=True, slots=True)
class Plant:
    """A power plant card (CG-4). ``label`` is its data id without the ``P`` (``05a``, ``12``)."""

    index: int
    label: str
    number: int
    size: str
    kind: str
    amount: int
    income: int
    provisional: tuple[str, ...]

    @property
    def small(self) -> bool:
        return self.size == "small"

    def burns(self) -> tuple[int, int, int, int, int]:
        """Units burned per production: (coal, gas, oil, uranium, hybrid gas-or-oil)."""
        need = [0, 0, 0, 0, 0]
        if self.kind == "hybrid":
            need[4] = self.amount
        elif self.kind != "eco":
            need[RESOURCE_INDEX[self.kind]] = self.amount
        return (need[0], need[1], need[2], need[3], need[4])

    def info(self) -> dict:
        """The plant as the views show it (docs/games/powergrid-cards-interface.md, ``PLANT``)."""
        return {
            "id": self.label,
            "number": self.number,
            "kind": self.kind,
            "amount": self.amount,
            "income": self.income,
            "size": self.size,
        }


@dataclass(frozen=True, slots=True)
class Card:
    """A regular, "+" or "++" resource card (CG-4.8). ``kind``: regular, plus, plusplus."""

    index: int
    id: str
    type: int
    amount: int
    kind: str
    players: tuple[int, ...]
    """Player counts the card is used with (its player-count symbol; empty for "+"/"++")."""


class DemolitionCard(NamedTuple):
    """A Demolition Contractor card, card-game face (CG-11.2)."""

    position: int
    first: int
    others: int
    permanent: bool


def _plants(document: Mapping[str, Any]) -> tuple[Plant, ...]:
    return tuple(
        Plant(
            i,
            p["id"][1:],
            p["number"],
            p["size"],
            p["kind"],
            p["amount"],
            p["income"],
            tuple(p.get("provisional_fields", ())),
        )
        for i, p in enumerate(sorted(document["plants"], key=lambda p: (p["number"], p["id"])))
    )


def _cards(document: Mapping[str, Any]) -> tuple[Card, ...]:
    out: list[Card] = []
    for c in document["regular"]:
        out.append(
            Card(
                len(out),
                c["id"],
                RESOURCE_INDEX[c["type"]],
                c["amount"],
                "regular",
                tuple(c["used_with_player_counts"]),
            )
        )
    for key, kind in (("+", "plus"), ("++", "plusplus")):
        for c in document["plus_sets"][key]:
            out.append(Card(len(out), c["id"], RESOURCE_INDEX[c["type"]], c["amount"], kind, ()))
    return tuple(out)


def _provisional_values(documents: Mapping[str, Any]) -> dict[str, list[str]]:
    """CG-15.2: which values of the files are stand-ins ("NOT FOUND — provisional"), file by file."""
    plants, cards, demolition = documents["plants.json"], documents["resources.json"], documents["demolition.json"]
    out: dict[str, list[str]] = {"plants.json": [], "resources.json": [], "demolition.json": []}
    for p in plants["plants"]:
        if p.get("provisional_fields"):
            out["plants.json"].append(f"{p['id']}: {', '.join(p['provisional_fields'])}")
    if NOT_FOUND in plants["duplicate_numbers_among_small"]["provenance"]:
        out["plants.json"].append("duplicate_numbers_among_small")
    for c in cards["regular"] + cards["plus_sets"]["+"] + cards["plus_sets"]["++"]:
        if c.get("provisional_fields"):
            out["resources.json"].append(f"{c['id']}: {', '.join(c['provisional_fields'])}")
    for c in demolition["card_game_deck"]["cards"]:
        if NOT_FOUND in c["provenance"]:
            out["demolition.json"].append(f"card {c['position']}: {c['provenance']}")
    return out


@dataclass(frozen=True, eq=False)
class Components:
    """One data set, as the tables the rules read (see the module's docstring). Equal only to itself:
    the rules' caches are keyed by it."""

    digest: str
    """The content's digest (sha-256 of the files, canonical JSON): what a record names."""
    provisional: bool
    """Whether any value of the set is a stand-in (CG-15.2): the front ends say so."""
    plants: tuple[Plant, ...]
    number: tuple[int, ...]
    """Each plant card's sort key (CG-5.1); the ORM card sorts last."""
    label: tuple[str, ...]
    """Each plant card's label (the ORM card's last)."""
    plant_by_label: dict[str, int]
    burns: tuple[tuple[int, int, int, int, int], ...]
    """Units each plant burns per production: (coal, gas, oil, uranium, hybrid gas-or-oil)."""
    income: tuple[int, ...]
    small: tuple[int, ...]
    big: tuple[int, ...]
    plant_info: tuple[dict, ...]
    """Each plant as the views show it (``Plant.info``)."""
    cards: tuple[Card, ...]
    card_by_id: dict[str, int]
    card_type: tuple[int, ...]
    card_amount: tuple[int, ...]
    plus: tuple[int, ...]
    plusplus: tuple[int, ...]
    singles: tuple[int, int, int, int]
    """The physical single cards per type (CG-1.2): the single supply at setup."""
    prices: tuple[int, ...]
    """CG-7.4: Elektro per unit in columns 1–4."""
    shifts: tuple[tuple[int, int], ...]
    """CG-8.5: the shifting moves, as (from column, to column)."""
    demolition: tuple[DemolitionCard, ...]
    """The card game's Demolition Contractor deck, card 1 on top (CG-11.2)."""
    demolition_used: int
    """CG-11.3: how many demolition cards the card game uses."""
    rows: dict[int, dict]
    """CG-2.2: the per-player-count rows of ``setup.json``, by human players."""
    per_column: tuple[int, ...]
    """CG-2.8: N, the cards per column 2–4, by human players."""
    table: dict
    """The global setup constants (``setup.json`` ``global``), by name."""
    opening: int
    """CG-2.6: the small plants of the opening market."""
    current_size: int
    """CG-5.2: the lots of the current market."""
    max_plants: int
    """CG-6.14: the plants a human may own."""
    discount_bid: int
    """CG-6.2: the minimum bid of the plant with the discount token."""
    storage: int
    """CG-4.6: plants store this many times what they burn."""
    final_storage: int
    """CG-7.11 (D-29): the storage multiplier of the final round."""
    guaranteed: int
    """CG-8.2: the income of a player none of whose plants produced."""
    elektro_per_vp: int
    """CG-9.4: the Elektro of one victory point."""
    documents: Mapping[str, Any]
    """The files as read (for the data check, the docs and ``provisional_values``)."""

    @staticmethod
    def read(documents: Mapping[str, Any]) -> Components:
        """A data set from its files' JSON, by file name (``FILES``). A missing or inconsistent value
        raises ``KeyError``/``ValueError``/``TypeError``; ``datafiles.check`` says what is wrong in words."""
        digest = hashlib.sha256(
            json.dumps({name: documents[name] for name in FILES}, sort_keys=True, ensure_ascii=False).encode()
        ).hexdigest()
        plants = _plants(documents["plants.json"])
        if len(plants) != PLANT_CARDS:
            raise ValueError(f"{len(plants)} plants, the rulebook has {PLANT_CARDS} (CG-1.1)")
        cards = _cards(documents["resources.json"])
        resource_cards = documents["resources.json"]
        setup = documents["setup.json"]
        table = setup["global"]
        rows = {int(n): row for n, row in setup["byPlayers"].items()}
        deck = documents["demolition.json"]["card_game_deck"]
        return Components(
            digest=digest,
            provisional=any(_provisional_values(documents).values()),
            plants=plants,
            number=tuple(p.number for p in plants) + (1 << 30,),
            label=tuple(p.label for p in plants) + (ORM_LABEL,),
            plant_by_label={p.label: p.index for p in plants},
            burns=tuple(p.burns() for p in plants),
            income=tuple(p.income for p in plants),
            small=tuple(p.index for p in plants if p.small),
            big=tuple(p.index for p in plants if not p.small),
            plant_info=tuple(p.info() for p in plants),
            cards=cards,
            card_by_id={c.id: c.index for c in cards},
            card_type=tuple(c.type for c in cards),
            card_amount=tuple(c.amount for c in cards),
            plus=tuple(c.index for c in cards if c.kind == "plus"),
            plusplus=tuple(c.index for c in cards if c.kind == "plusplus"),
            singles=(
                sum(1 for c in resource_cards["single"]["cards"] if c["type"] == "coal"),
                sum(1 for c in resource_cards["single"]["cards"] if c["type"] == "gas"),
                sum(1 for c in resource_cards["single"]["cards"] if c["type"] == "oil"),
                sum(1 for c in resource_cards["single"]["cards"] if c["type"] == "uranium"),
            ),
            prices=tuple(int(resource_cards["column_prices"]["value"][str(k)]) for k in range(1, 5)),
            shifts=tuple((int(a), int(b)) for a, b in table["shiftOrder"]),
            demolition=tuple(
                DemolitionCard(c["position"], c["first"], c["others"], c["permanent"])
                for c in sorted(deck["cards"], key=lambda c: c["position"])
            ),
            demolition_used=int(deck["cards_used"]),
            rows=rows,
            per_column=tuple(int(rows[n]["resourceCardsPerColumn"]) if n in rows else 0 for n in range(7)),
            table=table,
            opening=int(table["openingMarketSmallPlants"]),
            current_size=int(table["currentMarketSize"]),
            max_plants=int(table["maxPlantsPerPlayer"]),
            discount_bid=int(table["discountTokenMinBid"]),
            storage=int(table["storageMultiplier"]),
            final_storage=int(table["finalRoundStorageMultiplier"]),
            guaranteed=int(table["guaranteedMinimumIncome"]),
            elektro_per_vp=int(table["vpPerElektro"]["elektro"]),
            documents=documents,
        )

    def by_players(self, n: int) -> dict:
        """CG-2.2: the per-player-count row (n = human players, also with the Trust, D-2)."""
        return self.rows[n]

    def provisional_values(self) -> dict[str, list[str]]:
        """Which data values are stand-ins ("NOT FOUND — provisional"), file by file (CG-15.2)."""
        return _provisional_values(self.documents)


def builtin_documents() -> dict[str, Any]:
    """The stand-in data set shipped with the game (CG-15.2), as JSON by file name."""
    folder = resources.files(__package__).joinpath("data")
    return {name: json.loads(folder.joinpath(name).read_text("utf-8")) for name in FILES}


BUILTIN: Final = Components.read(builtin_documents())
"""The data set a game uses unless it names another (the rules specification's stand-ins)."""

# The built-in set's tables by their short names, for the tests and tools that speak of the shipped
# cards; the rules and the bots read the game's own set (``state.data``).
PLANTS_JSON = BUILTIN.documents["plants.json"]
RESOURCES_JSON = BUILTIN.documents["resources.json"]
SETUP = BUILTIN.documents["setup.json"]
DEMOLITION_JSON = BUILTIN.documents["demolition.json"]
GLOBAL = BUILTIN.table
PLANTS = BUILTIN.plants
NUMBER = BUILTIN.number
LABEL = BUILTIN.label
PLANT_BY_LABEL = BUILTIN.plant_by_label
BURNS = BUILTIN.burns
SMALL = BUILTIN.small
BIG = BUILTIN.big
CARDS = BUILTIN.cards
CARD_BY_ID = BUILTIN.card_by_id
CARD_TYPE = BUILTIN.card_type
CARD_AMOUNT = BUILTIN.card_amount
PLUS = BUILTIN.plus
PLUSPLUS = BUILTIN.plusplus
SINGLES = BUILTIN.singles
PRICES = BUILTIN.prices
SHIFTS = BUILTIN.shifts
DEMOLITION = BUILTIN.demolition
by_players = BUILTIN.by_players
provisional_values = BUILTIN.provisional_values
