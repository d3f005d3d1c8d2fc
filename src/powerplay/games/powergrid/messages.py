"""Power Grid's words: every event's message, made when a person reads it (see ``core.messages``).

The rules record events as data, ``Event("buy", {"player": 2, "plant": 13, "price": 15})``; this
table turns them into English ("P3 buys plant 13 for 15."). Translations come from
gettext catalogues made from these messages: nothing else in the game writes event words.

A resource's amounts are mass nouns in English ("1 coal", "3 coal"): those ``plural`` messages
have both English forms alike, and a catalogue translates them with its proper forms.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from ...core import protocol
from ...core.messages import (
    SEAT,
    Arg,
    Field,
    MessageTable,
    Translations,
    join,
    msg,
    number,
    plural,
    seat,
    seats,
    seats_and,
)
from .data import PLANTS, RESOURCES, STEP3, TRUST
from .data import board as board_of

# ---- phrases: the words inside an argument ------------------------------------------------------

CONTEXT = "powergrid"
"""The gettext context of the resources' words, which differ between the games (Power Grid's
"oil" is «мазут» in the Russian rulebook, the card game's «нефть»)."""


AMOUNTS = {
    "coal": plural("{n} coal", "{n} coal", "n", context=CONTEXT),
    "oil": plural("{n} oil", "{n} oil", "n", context=CONTEXT),
    "garbage": plural("{n} garbage", "{n} garbage", "n", context=CONTEXT),
    "uranium": plural("{n} uranium", "{n} uranium", "n", context=CONTEXT),
}
"""An amount of one resource (``3 coal``)."""

FUEL = {
    **AMOUNTS,
    "hybrid": plural("{n} hybrid", "{n} hybrid", "n", context=CONTEXT),
    "eco": msg("eco"),
}
"""What a plant burns per run, by its kind (``2 coal``, ``2 hybrid``, ``eco``)."""

PLANT_INFO = plural("{plant} ({fuel}, {cities} city)", "{plant} ({fuel}, {cities} cities)", "cities")
"""A plant with its printed values (``07 (2 coal, 1 city)``)."""

RESOURCE_NAMES = {r: msg(r, context=CONTEXT) for r in RESOURCES}

BOARD_NAMES = {b: msg(b, context=CONTEXT) for b in ("Germany", "USA")}
"""The boards' names (a board not listed keeps its own)."""

REGION_NAMES = {
    r: msg(r, context=CONTEXT)
    for r in ("west", "east", "north-west", "north-east", "south-west", "south-east", "north-central", "south-central")
}
"""The regions' ids, as words (a region not listed keeps its id)."""


CITY = "city"
"""The gettext context of the cities' names: ``pgettext("city", "Essen")`` is «Эссен» in Russian.
The rules and their events keep the boards' names as the data spells them (``Duesseldorf``); a
reader gets the standard name of their language (docs/glossary/powergrid.md, Cities)."""


def city_names() -> tuple[str, ...]:
    """Every city of both boards, the classic boards' renamed ones too (PG-16), for the catalogue."""
    sides = (board_of(key, classic) for key in ("germany", "usa") for classic in (False, True))
    return tuple(sorted({c for side in sides for c in side.cities}))


def catalogue_names() -> Iterator[tuple[str, str, str]]:
    """The names the catalogue holds beside the events' words: every city of the boards (context
    :data:`CITY`), with the translator's comment."""
    for name in city_names():
        yield CITY, name, "powergrid: a city of the boards (data/maps, classic.json)"


def city(value: str, tr: Translations) -> str:
    """A city's name in the reader's language."""
    return tr.pgettext(CITY, value)


def plant(value: int, tr: Translations) -> str:
    """A plant by its number, two digits (``07``); the Step 3 card (``STEP3``, a number only inside
    the engine) in words."""
    return STEP3_CARD.say(tr) if value == STEP3 else f"{value:02d}"


def plant_info(value: int, tr: Translations) -> str:
    p = PLANTS[value]
    fuel = FUEL[p.kind].say(tr, n=p.fuel)
    return PLANT_INFO.say(tr, plant=plant(value, tr), fuel=fuel, cities=p.cities)


def resource(value: str, tr: Translations) -> str:
    return RESOURCE_NAMES[value].say(tr)


def amount(tr: Translations, n: int, resource: str) -> str:
    return AMOUNTS[resource].say(tr, n=n)


def amounts(values: list[int], tr: Translations) -> str:
    """Every resource, none left out (``3 coal, 0 oil, 2 garbage, 1 uranium``)."""
    return join((amount(tr, n, r) for r, n in zip(RESOURCES, values)), tr)


def some_amounts(values: list[int], tr: Translations) -> str:
    """The resources of which there is any (``1 coal, 2 oil``)."""
    return join((amount(tr, n, r) for r, n in zip(RESOURCES, values) if n), tr)


def board(value: str, tr: Translations) -> str:
    m = BOARD_NAMES.get(value)
    return m.say(tr) if m else value


def regions(values: list[str], tr: Translations) -> str:
    return join((REGION_NAMES[r].say(tr) if r in REGION_NAMES else r for r in values), tr)


ARGS = {
    "player": Arg(seat, "a seat (0 is P1)"),
    "order": Arg(seats, "seats in turn order"),
    "winners": Arg(seats_and, "the winning seats"),
    "plant": Arg(plant, "a plant number (7 is plant 07)"),
    "lowest": Arg(plant, "a plant number"),
    "city": Arg(city, "a city's name as on the board"),
    "board": Arg(board, "the board's name"),
    "regions": Arg(regions, "the region ids in play"),
    "resource": Arg(resource, "a resource: coal, oil, garbage or uranium"),
    "resources": Arg(some_amounts, "amounts of coal, oil, garbage, uranium"),
    "amounts": Arg(amounts, "amounts of coal, oil, garbage, uranium"),
    **{
        a: Arg(number, holds)
        for a, holds in {
            "round": "the round number",
            "amount": "a number of tokens",
            "price": "Elektro paid",
            "bid": "a bid in Elektro",
            "income": "Elektro earned",
            "money": "Elektro held",
            "cities": "a number of cities",
            "powered": "a number of cities powered",
            "largest": "the cities of the largest network",
            "tokens": "a number of tokens",
            "rank": "a final rank (1 wins)",
        }.items()
    },
}
"""Every event argument of Power Grid: how it is written."""

TOKENS = Field(("amount", "resource"), amount)


MESSAGES = {
    # setup
    "setup": msg("Power Grid on the {board} board, regions {regions}; turn order {order}."),
    "phase.trust-setup": msg("Setup: the players place the trust's six houses (PG-14.2 c)."),
    "trust.place": msg("{player} places a trust house in {city}."),
    "phase.marks": msg("Setup: each player marks a future starting city (PG-13.1)."),
    "mark": msg("{player} marks {city} as a starting city."),
    # Phase 1 and 2
    "order": msg("Turn order: {order}."),
    "phase.auction": msg("Round {round}, Phase 2: auction of power plants."),
    "discount.placed": msg("The discount token lies on plant {plant}: its minimum bid is 1."),
    "discount.leaves": msg("The discount token leaves plant {plant} (PG-6.7 a)."),
    "pass": msg("{player} passes and buys no plant this round."),
    "open": msg("{player} puts up plant {plant} and bids {bid}.", plant=plant_info),
    "raise": msg("{player} bids {bid} on plant {plant}."),
    "pass-bid": msg("{player} passes on plant {plant}."),
    "buy": msg("{player} buys plant {plant} for {price}."),
    "buy.last": msg("{player}, the last player, buys plant {plant} for {price} (PG-6.11)."),
    "scrap": msg("{player} scraps plant {plant}."),
    "scrap.returning": plural(
        "{player} scraps plant {plant}, returning {tokens} token to the supply.",
        "{player} scraps plant {plant}, returning {tokens} tokens to the supply.",
        "tokens",
    ),
    "phase-out": msg("Nuclear phase-out: uranium is never refilled again (PG-12.1)."),
    # the plant market and the Steps
    "revealed": msg("Plant {plant} is revealed and joins the market."),
    "deck-empty": msg("The deck is empty: no plant is revealed (PG-10.7)."),
    "under": msg("Plant {plant} goes under the deck (PG-9.4 a)."),
    "step3-card": msg("The Step 3 card is revealed; the deck is shuffled."),
    "removed.below-discount": msg(
        "Plant {plant} is removed from the game (PG-6.7 a: lower than the discounted plant)."
    ),
    "removed.discount-unsold": msg(
        "Plant {plant} is removed from the game (PG-6.8 b: nobody bought the discounted plant)."
    ),
    "removed.step2": msg("Plant {plant} is removed from the game (start of Step 2, PG-10.2 c)."),
    "removed.step3": msg("Plant {plant} is removed from the game (PG-10.3 d)."),
    "removed.step3-card": msg("Plant {plant} is removed from the game (PG-10.4 a)."),
    "removed.market": msg("Plant {plant} is removed from the game (PG-9.4 b)."),
    "removed.classic-no-purchase": msg(
        "Plant {plant} is removed from the game (classic: nobody bought a plant this round)."
    ),
    "removed.classic-network": plural(
        "Plant {plant} is removed from the game (classic: not above the largest network of {largest} city).",
        "Plant {plant} is removed from the game (classic: not above the largest network of {largest} cities).",
        "largest",
    ),
    "step.2": msg("Step 2 begins: cities now take a second house (15 Elektro)."),
    "step.2-before-3": msg("Step 2 begins (before Step 3, PG-10.6)."),
    "step.2-owed": msg("Step 2 effects apply before Step 3 (PG-10.6)."),
    "step.3": msg("Step 3 begins: one market of 6 plants; cities take a third house (20)."),
    # Phase 3
    "phase.resources": msg("Round {round}, Phase 3: buying resources."),
    "buy-res": msg("{player} buys {tokens} for {price}.", tokens=TOKENS),
    "done.buying": msg("{player} has finished buying."),
    # Phase 4
    "phase.building": msg("Round {round}, Phase 4: building."),
    "build": plural(
        "{player} connects {city} for {price} ({cities} city).",
        "{player} connects {city} for {price} ({cities} cities).",
        "cities",
    ),
    "done.building": msg("{player} has finished building."),
    # Phase 5
    "phase.bureaucracy": msg("Round {round}, Phase 5: bureaucracy."),
    "power": plural(
        "{player} powers {cities} city and earns {income}.",
        "{player} powers {cities} cities and earns {income}.",
        "cities",
    ),
    "refill": msg("The market is refilled: {amounts}."),
    # the trust (2 players, PG-14)
    "trust.plant": msg("The trust takes plant {plant}."),
    "trust.scrap": msg("The trust scraps its plant {plant}."),
    "trust.no-plant": msg("The trust takes no plant: {plant} is not above its lowest, {lowest}."),
    "trust.resources": msg("The trust takes {resources} from the market."),
    "trust.no-resources": msg("The trust takes nothing from the market."),
    "trust.house": msg("The trust puts a house on slot 15 of {city}."),
    # the end
    "score": msg(
        "{player} can power {powered}, has {money} Elektro and {cities}: rank {rank}.",
        powered=plural("{powered} city", "{powered} cities", "powered"),
        cities=plural("{cities} city", "{cities} cities", "cities"),
    ),
    "over": plural("The game is over. {winners} wins.", "The game is over. {winners} win.", "winners"),
}
"""One message per event kind."""

TABLE = MessageTable(
    "powergrid",
    ARGS,
    MESSAGES,
    {
        "seat": SEAT,
        "plant-info": PLANT_INFO,
        **{f"amount:{r}": m for r, m in AMOUNTS.items()},
        **{f"fuel:{k}": m for k, m in FUEL.items() if k not in AMOUNTS},
        **{f"resource:{r}": m for r, m in RESOURCE_NAMES.items()},
        **{f"board:{b}": m for b, m in BOARD_NAMES.items()},
        **{f"region:{r}": m for r, m in REGION_NAMES.items()},
    },
)


class Event(protocol.Event):
    """A Power Grid event: its words come from this module's table."""

    __slots__ = ()

    def describe(self, translations: Translations | None = None) -> str:
        return TABLE.render(self.kind, self.args, translations)


def event(kind: str, args: dict[str, Any]) -> protocol.Event:
    """How the rules make an event: ``event("pass", {"player": 1})`` (typed as the protocol's
    ``Event``, which the rules' lists hold). Made on every action of every simulated game: built as
    the tuple it is, without the named tuple's own constructor (half the time)."""
    return _NEW(Event, (kind, args))


_NEW = tuple.__new__


def describe(kind: str, args: dict[str, Any], translations: Translations | None = None) -> str:
    """The words of a stored Power Grid event."""
    return TABLE.render(kind, args, translations)


# ---- refusals: how the fields of a rule's refusal are written (core.errors) ---------------------------

HYBRID_MIX = {
    False: plural("{n} coal or oil in any mix", "{n} coal or oil in any mix", "n", context=CONTEXT),
    True: plural("{n} more coal or oil in any mix", "{n} more coal or oil in any mix", "n", context=CONTEXT),
}
"""What hybrids burn besides the fuel named before (``2 coal or oil in any mix``, ``1 more …``)."""

PHASE_NAMES = {
    p: msg(p, context="powergrid phase")
    for p in ("trust-setup", "mark-cities", "auction", "resources", "building", "bureaucracy", "over")
}
"""The phases by their ids (``Phase``), as words."""

TRUST_PARTY = msg("the trust")
"""The trust (PG-14), where a player could be named."""

PLACES = {
    "deck": msg("the deck"),
    "current": msg("the current market"),
    "future": msg("the future market"),
    "removed": msg("the removed cards"),
    "box": msg("the box"),
    "trust-plants": msg("the trust's plants"),
    "market": msg("the market"),
    "supply": msg("the supply"),
    "storage": msg("the coal storage"),
    "marks": msg("the starting-city marks"),
}
"""Where plant cards and resource tokens are (a position's checks name them)."""

PLAYER_PLANTS = msg("{player}'s plants")
STEP3_CARD = msg("the Step 3 card")
PLANT_CARD = msg("plant {plant}")
COUNT_ON = msg("{n} on {place}")
NOWHERE = msg("none anywhere")

OR = msg(" or ")
"""Between two actions of which a player chooses one (keep its spaces)."""

REFUSAL_PHRASES = {
    "or": OR,
    "trust": TRUST_PARTY,
    **{f"hybrid-mix:{'more' if more else 'any'}": m for more, m in HYBRID_MIX.items()},
    **{f"phase:{p}": m for p, m in PHASE_NAMES.items()},
    **{f"place:{k}": m for k, m in PLACES.items()},
    "place:player": PLAYER_PLANTS,
    "card:step3": STEP3_CARD,
    "card:plant": PLANT_CARD,
    "count-on": COUNT_ON,
    "nowhere": NOWHERE,
}
"""The phrases of refusals' fields (for the catalogue)."""


def listing(items: list[str], tr: Translations) -> str:
    """Items in words: ``a, b and c``."""
    if len(items) < 2:
        return join(items, tr)
    return join((join(items[:-1], tr), items[-1]), tr, "and")


def plants(values: list[int], tr: Translations) -> str:
    return join((plant(v, tr) for v in values), tr, "space")


EMPTY_ROW = "—"
"""A row of the plant market with no card in it."""


def row(values: list[int], tr: Translations) -> str:
    """A row of the plant market, lowest first: ``10, 11, 13, the Step 3 card`` (``—``: empty)."""
    return join((plant(v, tr) for v in values), tr) or EMPTY_ROW


def party(value: int, tr: Translations) -> str:
    """A seat, or the trust (seat ``TRUST``)."""
    return TRUST_PARTY.say(tr) if value == TRUST else seat(value, tr)


def phase(value: str, tr: Translations) -> str:
    m = PHASE_NAMES.get(value)
    return m.say(tr) if m else value


def parties(values: list[int], tr: Translations) -> str:
    return join((party(p, tr) for p in values), tr)


def place(value: int | str, tr: Translations) -> str:
    """Where cards or tokens are: a player's plants (by seat), or a place's id (``PLACES``)."""
    return PLAYER_PLANTS.say(tr, player=seat(value, tr)) if isinstance(value, int) else PLACES[value].say(tr)


def card(value: int, tr: Translations) -> str:
    return STEP3_CARD.say(tr) if value == STEP3 else PLANT_CARD.say(tr, plant=plant(value, tr))


def cards(values: list[int], tr: Translations) -> str:
    return join((card(c, tr) for c in values), tr)


def counts(values: list[tuple[int, int | str]], tr: Translations) -> str:
    """How many tokens are where: ``3 on the market, 2 on P1's plants``."""
    return join((COUNT_ON.say(tr, n=n, place=place(p, tr)) for n, p in values), tr) or NOWHERE.say(tr)


def quantity(value: tuple[int, str], tr: Translations) -> str:
    return amount(tr, value[0], value[1])


def need(value: tuple[tuple[int, ...], int], tr: Translations) -> str:
    """What plants burn: ``1 garbage and 2 coal or oil in any mix``."""
    fuel, hybrid = value
    parts = [amount(tr, n, r) for r, n in zip(RESOURCES, fuel) if n]
    if hybrid:
        parts.append(HYBRID_MIX[bool(fuel[0] or fuel[1])].say(tr, n=hybrid))
    return listing(parts, tr)


def given(values: tuple[int, ...], tr: Translations) -> str:
    return listing([amount(tr, n, r) for r, n in zip(RESOURCES, values) if n], tr)


def quoted(value: str, tr: Translations) -> str:
    """Text as someone typed it, in quotes."""
    return repr(value)


def examples(values: list[str], tr: Translations) -> str:
    """Actions as typed, each in quotes: ``'pass', 'done'``."""
    return join((f"'{v}'" for v in values), tr)


def choices(values: list[str], tr: Translations) -> str:
    """The actions to choose from, each in quotes: ``'power 07 with 2 coal' or 'power 07 with 2 oil'``."""
    return OR.say(tr).join(f"'{v}'" for v in values)


REFUSAL_ARGS = {
    **ARGS,
    "plants": Arg(plants, "plant numbers"),
    "other": Arg(plant, "a plant number"),
    "current": Arg(row, "the current market's cards: plant numbers, the Step 3 card"),
    "future": Arg(row, "the future market's cards: plant numbers, the Step 3 card"),
    "phase": Arg(phase, "a phase: auction, resources, building, bureaucracy, over, trust-setup, mark-cities"),
    "party": Arg(party, "a seat, or the trust"),
    "parties": Arg(parties, "seats, or the trust"),
    "others": Arg(parties, "seats, or the trust"),
    "place": Arg(place, "a player's seat, or a place's id (PLACES)"),
    "other_place": Arg(place, "a player's seat, or a place's id (PLACES)"),
    "card": Arg(card, "a plant number or the Step 3 card"),
    "cards": Arg(cards, "plant numbers or the Step 3 card"),
    "counts": Arg(counts, "(tokens, place) pairs"),
    "quantity": Arg(quantity, "an amount of a resource: (n, resource)"),
    "need": Arg(need, "what plants burn: (amounts of coal, oil, garbage, uranium; hybrid fuel)"),
    "given": Arg(given, "amounts of coal, oil, garbage, uranium"),
    "text": Arg(quoted, "text as typed"),
    "examples": Arg(examples, "actions as typed"),
    "choices": Arg(choices, "the actions to choose from"),
}
"""How the fields of Power Grid's refusals are written: as the events' arguments, and more."""
