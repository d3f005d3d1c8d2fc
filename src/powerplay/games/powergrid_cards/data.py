"""Static component data of Power Grid: The Card Game, loaded once from the JSON files in ``data/``.

The files are copied unchanged from the rules specification (CG-15.2): most card values there are
marked ``"NOT FOUND — provisional"``. The engine reads every value from them and never spells one
out in code, so correcting a card is a one-line change of its JSON entry (docs/games/powergrid-cards.md).

Nothing here is copied with a game state: plants, cards and tables are shared by every game.
Plants are numbered by their place in ``plants.json`` (ascending by printed number), resource cards
by theirs in ``resources.json`` (regular, then "+", then "++"); single cards are interchangeable
and are only counted (CG-4.8.4).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from importlib import resources
from typing import NamedTuple

COAL, GAS, OIL, URANIUM = 0, 1, 2, 3
RESOURCES = ("coal", "gas", "oil", "uranium")
"""CG-0.5: the type order (sorting, shifting, the Trust's purchases)."""
RESOURCE_INDEX = {name: i for i, name in enumerate(RESOURCES)}
HYBRID_PAIR = (GAS, OIL)
"""CG-4.2: hybrid plants burn and store gas and/or oil."""
TRUST = -1
"""The Trust's place in the turn order (CG-2.4); never a seat, never the current player."""


def _load(name: str) -> dict:
    return json.loads(resources.files(__package__).joinpath("data").joinpath(name).read_text("utf-8"))


PLANTS_JSON = _load("plants.json")
RESOURCES_JSON = _load("resources.json")
SETUP = _load("setup.json")
DEMOLITION_JSON = _load("demolition.json")
GLOBAL = SETUP["global"]


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


PLANTS: tuple[Plant, ...] = tuple(
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
    for i, p in enumerate(sorted(PLANTS_JSON["plants"], key=lambda p: (p["number"], p["id"])))
)
ORM = len(PLANTS)
"""The "one more round" card: not a plant; it sorts above every plant (CG-5.3)."""
ORM_LABEL = "ORM"
NUMBER: tuple[int, ...] = tuple(p.number for p in PLANTS) + (1 << 30,)
"""Each plant card's sort key (CG-5.1); the ORM card sorts last."""
LABEL: tuple[str, ...] = tuple(p.label for p in PLANTS) + (ORM_LABEL,)
PLANT_BY_LABEL = {p.label: p.index for p in PLANTS}
BURNS: tuple[tuple[int, int, int, int, int], ...] = tuple(p.burns() for p in PLANTS)
SMALL = tuple(p.index for p in PLANTS if p.small)
BIG = tuple(p.index for p in PLANTS if not p.small)
PLANT_INFO: tuple[dict, ...] = tuple(p.info() for p in PLANTS)


def plant_info(label: str) -> dict:
    """The printed values of a plant by its label (``"07"``): what front ends show (CG-4)."""
    return dict(PLANT_INFO[PLANT_BY_LABEL[label]])


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


def _cards() -> tuple[Card, ...]:
    out: list[Card] = []
    for c in RESOURCES_JSON["regular"]:
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
        for c in RESOURCES_JSON["plus_sets"][key]:
            out.append(Card(len(out), c["id"], RESOURCE_INDEX[c["type"]], c["amount"], kind, ()))
    return tuple(out)


CARDS = _cards()
CARD_BY_ID = {c.id: c.index for c in CARDS}
CARD_TYPE = tuple(c.type for c in CARDS)
CARD_AMOUNT = tuple(c.amount for c in CARDS)
PLUS = tuple(c.index for c in CARDS if c.kind == "plus")
PLUSPLUS = tuple(c.index for c in CARDS if c.kind == "plusplus")
SINGLES: tuple[int, int, int, int] = tuple(  # type: ignore[assignment]
    sum(1 for c in RESOURCES_JSON["single"]["cards"] if c["type"] == r) for r in RESOURCES
)
"""The physical single cards per type (CG-1.2): the single supply at setup."""
PRICES: tuple[int, ...] = tuple(RESOURCES_JSON["column_prices"]["value"][str(k)] for k in range(1, 5))
"""CG-7.4: Elektro per unit in columns 1–4."""
SHIFTS: tuple[tuple[int, int], ...] = tuple((a, b) for a, b in GLOBAL["shiftOrder"])
"""CG-8.5: the shifting moves, as (from column, to column)."""


class DemolitionCard(NamedTuple):
    """A Demolition Contractor card, card-game face (CG-11.2)."""

    position: int
    first: int
    others: int
    permanent: bool


DEMOLITION: tuple[DemolitionCard, ...] = tuple(
    DemolitionCard(c["position"], c["first"], c["others"], c["permanent"])
    for c in DEMOLITION_JSON["card_game_deck"]["cards"]
)


def by_players(n: int) -> dict:
    """CG-2.2: the per-player-count row (n = human players, also with the Trust, D-2)."""
    return SETUP["byPlayers"][str(n)]


def card_sort_key(card: int, value: int) -> tuple[int, int]:
    """CG-2.8 step 6: market order is by type, then by current value."""
    return (CARD_TYPE[card], value)


def provisional_values() -> dict[str, list[str]]:
    """Which data values are stand-ins ("NOT FOUND — provisional"), file by file (CG-15.2)."""
    marks = "NOT FOUND"
    out: dict[str, list[str]] = {"plants.json": [], "resources.json": [], "demolition.json": []}
    for p in PLANTS_JSON["plants"]:
        if p.get("provisional_fields"):
            out["plants.json"].append(f"{p['id']}: {', '.join(p['provisional_fields'])}")
    if marks in PLANTS_JSON["duplicate_numbers_among_small"]["provenance"]:
        out["plants.json"].append("duplicate_numbers_among_small")
    for c in RESOURCES_JSON["regular"] + RESOURCES_JSON["plus_sets"]["+"] + RESOURCES_JSON["plus_sets"]["++"]:
        if c.get("provisional_fields"):
            out["resources.json"].append(f"{c['id']}: {', '.join(c['provisional_fields'])}")
    for c in DEMOLITION_JSON["card_game_deck"]["cards"]:
        if marks in c["provenance"]:
            out["demolition.json"].append(f"card {c['position']}: {c['provenance']}")
    return out
