"""The card game's words: every event's message, made when a person reads it (see ``core.messages``).

The rules record events as data, ``Event("drop", {"player": 1, "plant": "05a"})``; this table
turns them into English ("P2 passes on plant 05a."). Translations come from gettext
catalogues made from these messages: nothing else in the game writes event words.

A resource's amounts are mass nouns in English ("1 coal", "3 coal"): those ``plural`` messages
have both English forms alike, and a catalogue translates them with its proper forms.
"""

from __future__ import annotations

from typing import Any

from ...core import protocol
from ...core.messages import (
    Arg,
    MessageTable,
    Translations,
    join,
    msg,
    number,
    plural,
    seat_name,
)
from .data import PLANT_BY_LABEL, PLANTS, RESOURCES, TRUST

# ---- phrases: the words inside an argument ------------------------------------------------------

CONTEXT = "powergrid-cards"
"""The gettext context of the resources' words, which differ between the games (Power Grid's
"oil" is «мазут» in the Russian rulebook, the card game's «нефть»)."""

SEAT = msg("P{number}")
"""A player, by seat number from 1."""

THE_TRUST = msg("the Trust")
"""The Trust's seat in a turn order (CG-10)."""

AMOUNTS = {
    "coal": plural("{n} coal", "{n} coal", "n", context=CONTEXT),
    "gas": plural("{n} gas", "{n} gas", "n", context=CONTEXT),
    "oil": plural("{n} oil", "{n} oil", "n", context=CONTEXT),
    "uranium": plural("{n} uranium", "{n} uranium", "n", context=CONTEXT),
}
"""An amount of one resource (``3 coal``)."""

FUEL = {
    **AMOUNTS,
    "hybrid": plural("{n} gas/oil", "{n} gas/oil", "n", context=CONTEXT),
}
"""What a plant burns per production, by its kind (``2 gas``, ``3 gas/oil``)."""

PLANT_INFO = msg("{plant} ({fuel}, {income} Elektro)")
"""A plant with its printed values (``07 (3 gas/oil, 8 Elektro)``)."""

ECO_PLANT_INFO = msg("{plant} (eco, {income} Elektro)")
"""An eco plant with its income (``13 (eco, 3 Elektro)``)."""

RESOURCE_NAMES = {r: msg(r, context=CONTEXT) for r in RESOURCES}


def seat(value: int, tr: Translations) -> str:
    if value == TRUST:
        return THE_TRUST.say(tr)
    return seat_name(tr, value) or SEAT.say(tr, number=value + 1)


def seats(values: list[int], tr: Translations) -> str:
    return join((seat(p, tr) for p in values), tr)


def seats_and(values: list[int], tr: Translations) -> str:
    return join((seat(p, tr) for p in values), tr, "and")


def label(value: str, tr: Translations) -> str:
    return value


def labels(values: list[str], tr: Translations) -> str:
    return join(values, tr, "space")


def plant_info(value: str, tr: Translations) -> str:
    """A plant with the printed values of the built-in data set (an event names a plant by its label
    only); a label the built-in set does not have is shown alone."""
    if value not in PLANT_BY_LABEL:
        return value
    p = PLANTS[PLANT_BY_LABEL[value]]
    if p.kind == "eco":
        return ECO_PLANT_INFO.say(tr, plant=value, income=p.income)
    return PLANT_INFO.say(tr, plant=value, fuel=FUEL[p.kind].say(tr, n=p.amount), income=p.income)


def resource(value: str, tr: Translations) -> str:
    return RESOURCE_NAMES[value].say(tr)


def some_amounts(values: list[int], tr: Translations) -> str:
    """The resources of which there is any (``1 coal, 2 oil``)."""
    return join((AMOUNTS[r].say(tr, n=n) for r, n in zip(RESOURCES, values) if n), tr)


ARGS = {
    "player": Arg(seat, "a seat (0 is P1; -1 the Trust)"),
    "order": Arg(seats, "seats in turn order (-1: the Trust)"),
    "winners": Arg(seats_and, "the winning seats"),
    "plant": Arg(label, "a plant's label (05a, 12)"),
    "discount": Arg(label, "a plant's label"),
    "plants": Arg(labels, "plant labels"),
    "market": Arg(labels, "the labels of the market's lots, in order"),
    "resource": Arg(resource, "a resource: coal, gas, oil or uranium"),
    "resources": Arg(some_amounts, "units of coal, gas, oil, uranium"),
    "units": Arg(some_amounts, "units of coal, gas, oil, uranium"),
    **{
        a: Arg(number, holds)
        for a, holds in {
            "round": "the round number",
            "price": "Elektro paid",
            "bid": "a bid in Elektro",
            "value": "the units a resource card shows",
            "column": "a column of the resource market (1–4)",
            "source": "a column of the resource market",
            "target": "a column of the resource market",
            "kept": "the units kept of a card",
            "singles": "a number of single cards",
            "cards": "a number of resource cards",
            "reshuffle": "how many times the resource cards were reshuffled",
            "income": "Elektro earned",
            "money": "Elektro held",
            "pay": "Elektro paid to the demolisher",
            "card": "a demolition card's position",
            "next": "a demolition card's position",
            "first": "Elektro for the first demolisher",
            "others": "Elektro for every later demolisher",
            "production": "VP of production",
            "cash": "VP of Elektro",
            "vp": "victory points",
            "rank": "a final rank (1 wins)",
        }.items()
    },
}
"""Every event argument of the card game: how it is written."""

MESSAGES = {
    # setup
    "setup": msg("Turn order: {order}; the market: {market}."),
    # phase 1: the auction
    "phase.auction": msg("Round {round}, phase 1: auction."),
    "phase.auction-final": msg("Round {round}, phase 1: auction — the final round (CG-9.1)."),
    "discount": msg("The discount token lies on plant {plant}: its minimum bid is {bid} (CG-6.2)."),
    "pass": msg("{player} passes the phase and buys no plant this round."),
    "open": msg("{player} auctions plant {plant} and bids {bid}.", plant=plant_info),
    "raise": msg("{player} bids {bid} on plant {plant}."),
    "drop": msg("{player} passes on plant {plant}."),
    "buy": msg("{player} buys plant {plant} for {price}.", plant=plant_info),
    "buy.last": msg(
        "{player}, the last auctioneer, buys plant {plant} for {price} (CG-6.7).",
        plant=plant_info,
    ),
    "demolish": msg("{player} demolishes plant {plant}.", plant=plant_info),
    "compensation.first": msg(
        "{player}, first demolisher this phase, receives {pay} Elektro from the demolition contractor "
        "(card {card}, CG-11.5)."
    ),
    "compensation.later": msg(
        "{player}, a later demolisher this phase, receives {pay} Elektro from the demolition contractor "
        "(card {card}, CG-11.5)."
    ),
    "discard": msg("{player} discards {units} (CG-6.15)."),
    "demolition": msg("Demolition card {card} is removed; card {next} now pays {first} / {others} (CG-11.7)."),
    "order.first-round": msg("Turn order after round 1 (CG-6.20): {order}."),
    # the plant market
    "drawn": msg("Plant {plant} joins the market.", plant=plant_info),
    "deck-empty": msg("The plant deck is empty: no plant replaces it (CG-5.5, D-14)."),
    "under": msg("Plant {plant} goes under the plant deck (CG-8.10).", plant=plant_info),
    "removed.below-discount": msg(
        "Plant {plant} is drawn, lower than the discounted {discount}: it is removed from the game and "
        "the discount token with it (CG-6.17).",
        plant=plant_info,
    ),
    "removed.discount-unsold": msg(
        "Plant {plant} is removed from the game (CG-6.19: nobody bought the discounted plant).",
        plant=plant_info,
    ),
    "removed.orm": msg("Plant {plant} is removed from the game (CG-6.19: with the ORM card).", plant=plant_info),
    "removed.orm-bureaucracy": msg(
        "Plant {plant} is removed from the game (CG-8.11: with the ORM card).", plant=plant_info
    ),
    "removed.reduced": msg(
        "Plant {plant} is removed from the game (CG-8.12: the market was reduced this round).",
        plant=plant_info,
    ),
    "removed.reshuffle": msg(
        "Plant {plant} is removed from the game (CG-8.9: the resource cards were reshuffled).",
        plant=plant_info,
    ),
    "orm.drawn": msg(
        "The ORM card comes up: the next round will be the final round; the plant deck is shuffled (CG-5.5)."
    ),
    "orm.bureaucracy": msg(
        "The ORM card comes up in the Bureaucracy phase: the plant deck is shuffled; the next round is the "
        "final round (CG-8.11)."
    ),
    "orm.resolved": msg(
        "The ORM card and the smallest plant leave the game: the market has 6 lots, all current; the next "
        "round is the final round (CG-6.19, CG-5.4)."
    ),
    # phase 2: resources
    "phase.resources": msg("Round {round}, phase 2: buying resources."),
    "phase.resources-final": msg(
        "Round {round}, phase 2: buying resources (final round: only what the plants burn once, CG-7.11)."
    ),
    "buy-res": msg("{player} buys a card of {value} {resource} from column {column} for {price}."),
    "buy-res.turned-down": plural(
        "{player} buys a card of {value} {resource} from column {column} for {price}, keeps {kept} and puts "
        "{singles} single {resource} card in column 1.",
        "{player} buys a card of {value} {resource} from column {column} for {price}, keeps {kept} and puts "
        "{singles} single {resource} cards in column 1.",
        "singles",
    ),
    "buy-res.single": msg("{player} buys a single {resource} from column 1 for {price}."),
    "done": msg("{player} has finished buying."),
    # phase 3: bureaucracy
    "phase.bureaucracy": msg("Round {round}, phase 3: bureaucracy."),
    "produce": msg("{player} produces with {plants} and earns {income} Elektro."),
    "produce.nothing": msg("{player} produces nothing and receives {income} Elektro (CG-8.2)."),
    "order": msg("New turn order (CG-8.4): {order}."),
    "shift": plural(
        "{cards} card moves from column {source} to column {target} (CG-8.5).",
        "{cards} cards move from column {source} to column {target} (CG-8.5).",
        "cards",
    ),
    "refill": plural(
        "{cards} resource card is drawn into the market (CG-8.6).",
        "{cards} resource cards are drawn into the market (CG-8.6).",
        "cards",
    ),
    "reshuffle": msg("The discard pile is shuffled into a new resource deck (reshuffle {reshuffle}, CG-8.8)."),
    "no-cards": msg("The resource deck and discard pile are empty: slots stay empty (D-15)."),
    # the Trust (2 players, CG-10)
    "trust.plant": msg("The Trust takes plant {plant} (CG-10.4).", plant=plant_info),
    "trust.no-plant": msg("The Trust finds no plant to take."),
    "trust.removes": msg("The Trust removes its oldest plant {plant} from the game (CG-10.5)."),
    "trust.resources": msg("The Trust takes {resources} from the market (CG-10.6)."),
    "trust.no-resources": msg("The Trust takes nothing from the market (CG-10.6)."),
    "trust.produce": msg("The Trust produces (no income) and discards its resources (CG-10.8)."),
    # the end
    "score": msg("{player}: {production} production VP + {cash} cash VP = {vp} VP ({money} Elektro): rank {rank}."),
    "over": plural("The game is over. {winners} wins.", "The game is over. {winners} share the victory.", "winners"),
}
"""One message per event kind."""

TABLE = MessageTable(
    "powergrid-cards",
    ARGS,
    MESSAGES,
    {
        "seat": SEAT,
        "the-trust": THE_TRUST,
        "plant-info": PLANT_INFO,
        "eco-plant-info": ECO_PLANT_INFO,
        **{f"amount:{r}": m for r, m in AMOUNTS.items()},
        "fuel:hybrid": FUEL["hybrid"],
        **{f"resource:{r}": m for r, m in RESOURCE_NAMES.items()},
    },
)


class Event(protocol.Event):
    """A card-game event: its words come from this module's table."""

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
    """The words of a stored card-game event."""
    return TABLE.render(kind, args, translations)


# ---- refusals: how the fields of a rule's refusal are written (core.errors) ---------------------------

PHASE_NAMES = {p: msg(p, context="powergrid-cards phase") for p in ("auction", "resources", "bureaucracy", "over")}
"""The phases by their ids (``Phase``), as words."""

PENDING = {"demolish": msg("a demolition"), "discard": msg("a discard")}
"""What a player owes after buying a 4th plant (CG-6.14, CG-6.15)."""

PLACES = {
    "deck": msg("the plant deck"),
    "market": msg("the market"),
    "box": msg("the box"),
    "removed": msg("the removed cards"),
    "trust-plants": msg("the Trust's plants"),
    "unused": msg("the cards out of the game"),
    "res-deck": msg("the resource deck"),
    "discard": msg("the discard pile"),
    "plusplus": msg('the "++" set'),
    "trust-cards": msg("the Trust's cards"),
    "singles": msg("the single supply"),
    "made": msg("the count of singles made"),
}
"""Where plant and resource cards are (a position's checks name them)."""

PLAYER_PLANTS = msg("{player}'s plants")
PLAYER_CARDS = msg("{player}'s cards")
COLUMN = msg("column {column}")

OR = msg(" or ")
"""Between two actions of which a player chooses one (keep its spaces)."""

REFUSAL_PHRASES = {
    "or": OR,
    **{f"phase:{p}": m for p, m in PHASE_NAMES.items()},
    **{f"pending:{k}": m for k, m in PENDING.items()},
    **{f"place:{k}": m for k, m in PLACES.items()},
    "place:plants": PLAYER_PLANTS,
    "place:cards": PLAYER_CARDS,
    "place:column": COLUMN,
}
"""The phrases of refusals' fields (for the catalogue)."""


def phase(value: str, tr: Translations) -> str:
    m = PHASE_NAMES.get(value)
    return m.say(tr) if m else value


def pending(value: str, tr: Translations) -> str:
    m = PENDING.get(value)
    return m.say(tr) if m else value


def place(value: int | str | tuple[str, int], tr: Translations) -> str:
    """Where cards are: a player's plants (by seat), a player's cards or a column (``("cards", seat)``,
    ``("column", 2)``), or a place's id (``PLACES``)."""
    if isinstance(value, int):
        return PLAYER_PLANTS.say(tr, player=seat(value, tr))
    if isinstance(value, tuple):
        what, k = value
        return PLAYER_CARDS.say(tr, player=seat(k, tr)) if what == "cards" else COLUMN.say(tr, column=k)
    return PLACES[value].say(tr)


def quantity(value: tuple[int, str], tr: Translations) -> str:
    """An amount of one resource: ``(3, "gas")`` is ``3 gas``."""
    return AMOUNTS[value[1]].say(tr, n=value[0])


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
    "other": Arg(label, "a plant's label"),
    "others": Arg(seats, "seats (-1: the Trust)"),
    "phase": Arg(phase, "a phase: auction, resources, bureaucracy, over"),
    "pending": Arg(pending, "what a player owes: demolish, discard"),
    "place": Arg(place, "where cards are: a seat, ('cards', seat), ('column', n) or a place's id"),
    "other_place": Arg(place, "where cards are"),
    "quantity": Arg(quantity, "an amount of a resource: (n, resource)"),
    "text": Arg(quoted, "text as typed"),
    "examples": Arg(examples, "actions as typed"),
    "choices": Arg(choices, "the actions to choose from"),
}
"""How the fields of the card game's refusals are written: as the events' arguments, and more."""
