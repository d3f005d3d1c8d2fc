"""Barrage's words: every event's message, made when a person reads it (see ``core.messages``).

The rules record events as data, ``Event("place", {"seat": 0, "space": "WS1R"})``; this table turns
them into English ("P1 takes an action: the workshop (WS1R)."), and the ``powerplay`` catalogue into
Russian and Ukrainian (docs/translations.md, terms in docs/glossary/barrage.md). Sites, contracts,
headstreams and action spaces keep their ids (D8U, C8B, P9_2, P206, HA, WS1R) in every language.
"""

from __future__ import annotations

from typing import Any, Final

from ...core import protocol
from ...core.errors import OR
from ...core.messages import (
    ENGLISH,
    SEAT,
    Arg,
    Field,
    Message,
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
from .automa_tiles import ACTION_KINDS
from .board import BANK, BANK_SPACE, SPACE
from .data import COMPANIES_JSON, DAMS, HEADSTREAMS, OFF_BOARD, OFFICERS_JSON, SCORING_JSON, TECHNOLOGY_JSON

GAME: Final = "barrage"


STRUCTURES: Final = {
    "base": msg("a base", context="barrage structure"),
    "elevation": msg("an elevation", context="barrage structure"),
    "conduit": msg("a conduit", context="barrage structure"),
    "powerhouse": msg("a powerhouse", context="barrage structure"),
}
"""BA-1.3: a structure built or placed (the object of a sentence)."""

TILE_KINDS: Final = {
    "base": msg("base", context="barrage tile"),
    "elevation": msg("elevation", context="barrage tile"),
    "conduit": msg("conduit", context="barrage tile"),
    "powerhouse": msg("powerhouse", context="barrage tile"),
    "joker": msg("joker", context="barrage tile"),
}
"""What a technology tile builds (BA-18.4, BA-36)."""

BASIC_TILE: Final = msg("the basic {kind} tile")
ADVANCED_TILE: Final = msg("the {kind} tile of level {level}")
ANTON_TILE: Final = msg("Anton Krylov's tile")
ANTON_COPY: Final = msg("Anton Krylov's tile copying {tile}")
"""BA-35.6: Anton's special tile, copying a tile on the wheel."""

COMPANIES: Final = {c["id"]: msg(c["id"], context="barrage company") for c in COMPANIES_JSON["companies"]}
"""BA-34: the companies by their ids (USA, Germany, Italy, France)."""

OFFICERS: Final = {o["id"]: msg(o["name"], context="barrage officer") for o in OFFICERS_JSON["base_game"]}
"""BA-35: the executive officers, by the names BA-0.5 gives."""

SECTIONS: Final = {
    "turbine_station": msg("the turbine station"),
    "water_management": msg("water management"),
    "workshop": msg("the workshop"),
    "machinery_shop": msg("the machinery shop"),
    "contract_office": msg("the contract office"),
    "patent_office": msg("the patent office"),
    BANK: msg("the bank"),
}
"""BA-19: the management board's sections (an action space's)."""

SPACE_INFO: Final = msg("{section} ({space})")
BESIDE: Final = msg("{section}, beside its spaces (all taken)")
"""BA-A3.10: an Automa's engineers beside a section whose spaces are all taken."""

AUTOMA_ACTIONS: Final = {
    "production": msg("production", context="barrage automa action"),
    "water_management": msg("water management", context="barrage automa action"),
    "contract_office": msg("the contract office", context="barrage automa action"),
    "construction": msg("construction", context="barrage automa action"),
    "construction_private_building": msg("construction of a private building", context="barrage automa action"),
    "machinery_shop": msg("the machinery shop", context="barrage automa action"),
    "workshop": msg("the workshop", context="barrage automa action"),
    "patent_office": msg("the patent office", context="barrage automa action"),
    "external_work": msg("external works", context="barrage automa action"),
    "single_workshop_or_bank": msg("the workshop or the bank (a fallback)", context="barrage automa action"),
    "wild_machinery_shop_or_bank": msg("the machinery shop or the bank (a fallback)", context="barrage automa action"),
}
"""BA-A6–A15: the actions on an Automa tile's action side."""
if set(AUTOMA_ACTIONS) != set(ACTION_KINDS):
    raise ValueError("an Automa action kind without words")

BONUS_TILES: Final = {
    "BONUS_CONTRACTS": msg("fulfilled contracts", context="barrage bonus"),
    "BONUS_POWERHOUSES": msg("powerhouses", context="barrage bonus"),
    "BONUS_BASES": msg("bases", context="barrage bonus"),
    "BONUS_CONDUITS": msg("conduits", context="barrage bonus"),
    "BONUS_ELEVATIONS": msg("elevations", context="barrage bonus"),
    "BONUS_ADVANCED_TILES": msg("advanced technology tiles", context="barrage bonus"),
}
"""BA-37: the bonus tiles, by what they count."""
if set(BONUS_TILES) != {t["id"] for t in SCORING_JSON["bonus_tiles"]}:
    raise ValueError("a bonus tile without words")

MACHINES: Final = {"excavator": msg("an excavator"), "mixer": msg("a concrete mixer")}

EXCAVATORS: Final = plural("{n} excavator", "{n} excavators", "n")
MIXERS: Final = plural("{n} concrete mixer", "{n} concrete mixers", "n")
CREDITS: Final = plural("{n} credit", "{n} credits", "n")
NOTHING: Final = msg("nothing")
NO_ENGINEERS: Final = msg("no engineers")
CONSTRUCTION_SPACE: Final = msg("construction space {n}")
NO_DAM: Final = msg("no dam")
DROPS_NONE: Final = msg("places no water drop")
DROPS_WAIT: Final = plural(
    "places {n} water drop on headstream {where}", "places {n} water drops on headstreams {where}", "n"
)
DROPS_FLOW: Final = plural(
    "places {n} water drop on headstream {where}, flowing at once",
    "places {n} water drops on headstreams {where}, flowing at once",
    "n",
)
PRODUCES: Final = plural(
    "{seat} produces {energy} energy with {drops} water drop from dam {dam} through conduit {conduit} "
    "to powerhouse {powerhouse}.",
    "{seat} produces {energy} energy with {drops} water drops from dam {dam} through conduit {conduit} "
    "to powerhouse {powerhouse}.",
    "drops",
)
PRODUCES_AGAIN: Final = plural(
    "{seat} produces again (BA-34.3): {energy} energy with {drops} water drop from dam {dam} through "
    "conduit {conduit} to powerhouse {powerhouse}.",
    "{seat} produces again (BA-34.3): {energy} energy with {drops} water drops from dam {dam} through "
    "conduit {conduit} to powerhouse {powerhouse}.",
    "drops",
)


def label(value: str, tr: Translations) -> str:
    """An id as printed: a site, a contract."""
    return value


def structure(value: str, tr: Translations) -> str:
    return STRUCTURES[value].say(tr)


def tile(value: str, tr: Translations) -> str:
    """A technology tile: basic (``basic_base``), advanced (``L2_BASE``) or Anton's (``ANTON``)."""
    if value == TECHNOLOGY_JSON["special_tiles"][0]["id"]:
        return ANTON_TILE.say(tr)
    if value.startswith("basic_"):
        return BASIC_TILE.say(tr, kind=TILE_KINDS[value.removeprefix("basic_")].say(tr))
    level, _, kind = value.partition("_")
    return ADVANCED_TILE.say(tr, kind=TILE_KINDS[kind.lower()].say(tr), level=level.removeprefix("L"))


def tiles(values: list[str], tr: Translations) -> str:
    return join((tile(t, tr) for t in values), tr)


def built_with(tr: Translations, value: str, copies: str) -> str:
    """The tile a construction used; Anton's names the tile it copied (BA-35.6)."""
    return ANTON_COPY.say(tr, tile=tile(copies, tr)) if copies else tile(value, tr)


def amounts(tr: Translations, excavators: int, mixers: int, credits: int = 0) -> str:
    """Machinery and credits, those of which there are any (``2 excavators, 3 credits``), or nothing."""
    parts = [m.say(tr, n=n) for m, n in ((EXCAVATORS, excavators), (MIXERS, mixers), (CREDITS, credits)) if n]
    return join(parts, tr) if parts else NOTHING.say(tr)


def load(tr: Translations, tiles_back: list[str], excavators: int, mixers: int) -> str:
    """What comes back from the wheel's open sector (BA-18.5): tiles and machinery, or nothing."""
    parts = [tile(t, tr) for t in tiles_back]
    parts += [m.say(tr, n=n) for m, n in ((EXCAVATORS, excavators), (MIXERS, mixers)) if n]
    return join(parts, tr) if parts else NOTHING.say(tr)


def construction_space(value: int, tr: Translations) -> str:
    """BA-16.3.1: the company board's construction space used (0: an engineer-free tile, BA-36.3)."""
    return CONSTRUCTION_SPACE.say(tr, n=value) if value else NO_ENGINEERS.say(tr)


def company(value: str, tr: Translations) -> str:
    return COMPANIES[value].say(tr)


def officer(value: str, tr: Translations) -> str:
    return OFFICERS[value].say(tr)


def space(value: str, tr: Translations) -> str:
    """An action space: its section, with its id (``the workshop (WS1R)``)."""
    return SPACE_INFO.say(tr, section=SECTIONS[SPACE[value].section].say(tr), space=value)


def section_space(tr: Translations, section: str, value: str) -> str:
    """Where an Automa's engineers go (BA-A3.9, BA-A3.10): a space, the bank, or beside the section."""
    words = SECTIONS[section].say(tr)
    if value == BANK_SPACE:
        return words
    return SPACE_INFO.say(tr, section=words, space=value) if value else BESIDE.say(tr, section=words)


def section(value: str, tr: Translations) -> str:
    """A management board's section (BA-19)."""
    return SECTIONS[value].say(tr)


def automa_action(value: str, tr: Translations) -> str:
    return AUTOMA_ACTIONS[value].say(tr)


def contracts(values: list[str], tr: Translations) -> str:
    """Contracts by their ids, or nothing."""
    return join(values, tr) if values else NOTHING.say(tr)


def bonus_tile(value: str, tr: Translations) -> str:
    return BONUS_TILES[value].say(tr)


def machine(value: str, tr: Translations) -> str:
    return MACHINES[value].say(tr)


def dams_stopped(values: list[int], tr: Translations) -> str:
    """BA-5.5: the dams where the drops that flowed stopped (those that left the map aside)."""
    dams = [DAMS[d].id for d in values if d != OFF_BOARD]
    return join(dams, tr) if dams else NO_DAM.say(tr)


def placed(tr: Translations, headstreams: list[int], flow: bool) -> str:
    """BA-23: the drops a seat placed on the headstreams, waiting or flowing at once."""
    if not headstreams:
        return DROPS_NONE.say(tr)
    where = join((HEADSTREAMS[h] for h in headstreams), tr)
    return (DROPS_FLOW if flow else DROPS_WAIT).say(tr, n=len(headstreams), where=where)


def produced(
    tr: Translations, who: int, dam: str, conduit: str, powerhouse: str, drops: int, energy: int, repeat: bool
) -> str:
    """BA-20.3: a production, or Germany's repeated one (BA-34.3)."""
    m = PRODUCES_AGAIN if repeat else PRODUCES
    return m.say(tr, seat=seat(who, tr), dam=dam, conduit=conduit, powerhouse=powerhouse, drops=drops, energy=energy)


ARGS: Final = {
    "seat": Arg(seat, "a seat (0 is P1)"),
    "owner": Arg(seat, "the seat owning a conduit"),
    "order": Arg(seats, "seats in turn order"),
    "winners": Arg(seats_and, "the winning seats"),
    "structure": Arg(structure, "base, elevation, conduit or powerhouse"),
    "site": Arg(label, "a building space's id (D8U, C8B, P9_2)"),
    "dam": Arg(label, "a dam's id (D8U)"),
    "conduit": Arg(label, "a conduit's id (C8B)"),
    "powerhouse": Arg(label, "a powerhouse space's id (P9_2)"),
    "contract": Arg(label, "a contract's id (P206, S2, N1)"),
    "tile": Arg(tile, "a technology tile's id (basic_base, L2_BASE, ANTON)"),
    "copies": Arg(label, "the tile Anton's tile copies, or empty"),
    "tiles": Arg(tiles, "technology tiles' ids"),
    "company": Arg(company, "a company: USA, Germany, Italy, France"),
    "officer": Arg(officer, "an executive officer's id"),
    "space": Arg(label, "an action space's id (WS1R); for a construction, the construction space (0: none)"),
    "kind": Arg(machine, "excavator or mixer"),
    "headstreams": Arg(label, "headstream indices (0 is HA), one per drop"),
    "flow": Arg(label, "whether the drops flow at once"),
    "stops": Arg(dams_stopped, "per drop that moved, the dam index where it stopped (-1: off the map)"),
    "repeat": Arg(label, "whether the production is Germany's repeat"),
    "section": Arg(label, "a management board's section (turbine_station, bank)"),
    "actions": Arg(label, "the Automa tile whose action side is up (AT01)"),
    "criteria": Arg(label, "the Automa tile whose criteria side is up (AT01)"),
    "removed": Arg(contracts, "contracts' ids"),
    **{
        a: Arg(number, holds)
        for a, holds in {
            "round": "the round number",
            "credits": "credits",
            "vp": "victory points",
            "energy": "energy units",
            "excavators": "excavators",
            "mixers": "concrete mixers",
            "drops": "water drops",
            "sectors": "wheel sectors",
            "count": "what the objective tile counts",
            "left_map": "drops that left the map",
            "engineers": "engineers",
        }.items()
    },
}
"""Every event argument of Barrage: how it is written."""

MESSAGES: Final[dict[str, Message]] = {
    # setup and rounds
    "choose": msg(
        "{seat} chooses {company} with executive officer {officer} and starting contract {contract} (BA-12.2)."
    ),
    "round.start": msg("Round {round}: turn order {order}."),
    # the Actions phase
    "place": msg("{seat} takes an action: {space}.", space=space),
    "bank": plural(
        "{seat} places engineers on the bank and gains {credits} credit (BA-24).",
        "{seat} places engineers on the bank and gains {credits} credits (BA-24).",
        "credits",
    ),
    "pass": msg("{seat} passes."),
    "mahiri": plural(
        "{seat} places an engineer on Mahiri Sekibo's personal action space ({space}) and pays {credits} credit "
        "(BA-35.7).",
        "{seat} places an engineer on Mahiri Sekibo's personal action space ({space}) and pays {credits} credits "
        "(BA-35.7).",
        "credits",
    ),
    "copy": msg(
        "{seat} copies the ability of executive officer {officer} until the start of its next turn and takes one "
        "more action (BA-35.7, D-10)."
    ),
    "copy.end": msg("{seat} no longer has the copied ability of executive officer {officer} (BA-35.7)."),
    "build": msg(
        "{seat} builds {structure} on {site} with {tile} ({space}), paying {cost}.",
        tile=Field(("tile", "copies"), built_with),
        space=construction_space,
        cost=Field(("excavators", "mixers", "credits"), amounts),
    ),
    "wheel.return": msg(
        "Back from {seat}'s construction wheel: {load} (BA-18.5).",
        load=Field(("tiles", "excavators", "mixers"), load),
    ),
    "wheel.rotate": plural(
        "{seat} turns the construction wheel {sectors} sector; back from it: {load}.",
        "{seat} turns the construction wheel {sectors} sectors; back from it: {load}.",
        "sectors",
        load=Field(("tiles", "excavators", "mixers"), load),
    ),
    "put": msg("{seat} places {structure} on {site} as a reward."),
    "drops": msg("{seat} {placed}.", placed=Field(("headstreams", "flow"), placed)),
    "machinery": msg("{seat} takes {kind}."),
    "contract.take": msg("{seat} takes contract {contract}."),
    "contract.discard": msg("{seat} discards contract {contract} (BA-27.5)."),
    "contract.fulfil": msg("{seat} fulfils contract {contract}."),
    "patent": msg("{seat} takes {tile} from the patent office."),
    "conduit.fee": plural(
        "{seat} pays {owner} {credits} credit for the conduit; {owner} also scores {vp} VP (BA-6.4).",
        "{seat} pays {owner} {credits} credits for the conduit; {owner} also scores {vp} VP (BA-6.4).",
        "credits",
    ),
    "automa.flip": msg("{seat} (the Automa) flips a tile: actions of {actions}, criteria of {criteria} (BA-A5.2)."),
    "guide.flip": msg(
        "{seat} flips an Automa tile for the first action of the round and takes its action of {actions} (BA-A20.1)."
    ),
    "automa.reshuffle": plural(
        "The Automa's discarded tiles are shuffled into a new deck of {tiles} tile (D-A3).",
        "The Automa's discarded tiles are shuffled into a new deck of {tiles} tiles (D-A3).",
        "tiles",
        tiles=number,
    ),
    "automa.action": msg("{seat} (the Automa) performs: {kind}.", kind=automa_action),
    "automa.place": plural(
        "{seat} (the Automa) places {engineers} engineer: {where}.",
        "{seat} (the Automa) places {engineers} engineers: {where}.",
        "engineers",
        where=Field(("section", "space"), section_space),
    ),
    "automa.contracts": msg("{seat} (the Automa) removes contracts {removed} and gains {energy} energy (BA-A8)."),
    "automa.machinery": msg(
        "{seat} (the Automa) pays {vp} VP and gains: {load} (BA-A11).",
        load=Field(("excavators", "mixers"), amounts),
    ),
    "produce": msg(
        "{production}",
        production=Field(("seat", "dam", "conduit", "powerhouse", "drops", "energy", "repeat"), produced),
    ),
    "water.flow": plural(
        "Water flows: drops stop at {stops}; {left_map} drop leaves the map.",
        "Water flows: drops stop at {stops}; {left_map} drops leave the map.",
        "left_map",
    ),
    "energy.usa": msg("{seat} gains {energy} energy from the water passing its powerhouses (USA, BA-34.2)."),
    "energy.italy": msg("{seat} gains {energy} more energy (Italy, BA-34.4)."),
    # rewards and tiles
    "gain.credits": plural("{seat} gains {credits} credit.", "{seat} gains {credits} credits.", "credits"),
    "gain.automa-credits": msg("{seat} (the Automa) scores {vp} VP instead of credits (BA-A3.1)."),
    "gain.vp": msg("{seat} scores {vp} VP."),
    "gain.excavators": plural(
        "{seat} gains {excavators} excavator.", "{seat} gains {excavators} excavators.", "excavators"
    ),
    "gain.mixers": plural("{seat} gains {mixers} concrete mixer.", "{seat} gains {mixers} concrete mixers.", "mixers"),
    "gain.energy": msg("{seat} gains {energy} energy."),
    "tile.effect": msg("{seat} uses the special effect of {tile} (BA-36.2)."),
    "tile.drops": plural(
        "{seat} fills dam {dam} with {drops} water drop.", "{seat} fills dam {dam} with {drops} water drops.", "drops"
    ),
    "tile.energy": msg("{seat} gains {energy} energy from the tile."),
    # scoring
    "score.energy": msg("{seat} scores {vp} VP for producing the most energy (BA-30.1)."),
    "score.credits": plural(
        "{seat} gains {credits} credit and {vp} VP for the energy produced (BA-30.4).",
        "{seat} gains {credits} credits and {vp} VP for the energy produced (BA-30.4).",
        "credits",
    ),
    "score.automa-credits": msg("{seat} (the Automa) scores {vp} VP for the energy produced (BA-A3.1)."),
    "score.bonus": msg("{seat} scores {vp} VP for the bonus tile: {tile}.", tile=bonus_tile),
    "final.objective": msg("{seat} counts {count} for the objective tile and scores {vp} VP (BA-32)."),
    "final.resources": msg("{seat} scores {vp} VP for the machinery, credits and water left (BA-32)."),
    "over": plural("The game is over. {winners} wins.", "The game is over. {winners} share the victory.", "winners"),
    # BA-A3.1: the Automa's forms of what a person's action also does (it pays and gains VP for credits)
    "automa.pay": msg(
        "{seat} (the Automa) pays {vp} VP for its action in {section} (BA-A12.2, BA-A15.2).", section=section
    ),
    "automa.bank": msg("{seat} (the Automa) gains {vp} VP at the bank (BA-A15)."),
    "automa.put": msg("{seat} (the Automa) places {structure} on {site} as a reward, paying {vp} VP (D-07)."),
    "automa.patent": msg("{seat} (the Automa) takes {tile} from the patent office for {vp} VP."),
    "automa.build": plural(
        "{seat} (the Automa) builds {structure} on {site} with {tile} and {engineers} engineer, paying {cost} "
        "and {vp} VP.",
        "{seat} (the Automa) builds {structure} on {site} with {tile} and {engineers} engineers, paying {cost} "
        "and {vp} VP.",
        "engineers",
        tile=Field(("tile", "copies"), built_with),
        cost=Field(("excavators", "mixers"), amounts),
    ),
}
"""One message per event kind."""

TABLE: Final = MessageTable(
    GAME,
    ARGS,
    MESSAGES,
    {
        "seat": SEAT,
        **{f"structure:{k}": m for k, m in STRUCTURES.items()},
        **{f"tile-kind:{k}": m for k, m in TILE_KINDS.items()},
        "tile:basic": BASIC_TILE,
        "tile:advanced": ADVANCED_TILE,
        "tile:anton": ANTON_TILE,
        "tile:anton-copy": ANTON_COPY,
        **{f"company:{k}": m for k, m in COMPANIES.items()},
        **{f"officer:{k}": m for k, m in OFFICERS.items()},
        **{f"section:{k}": m for k, m in SECTIONS.items()},
        "space": SPACE_INFO,
        **{f"bonus:{k}": m for k, m in BONUS_TILES.items()},
        **{f"machine:{k}": m for k, m in MACHINES.items()},
        "excavators": EXCAVATORS,
        "mixers": MIXERS,
        "credits": CREDITS,
        "nothing": NOTHING,
        "no-engineers": NO_ENGINEERS,
        "construction-space": CONSTRUCTION_SPACE,
        "no-dam": NO_DAM,
        "drops:none": DROPS_NONE,
        "drops:wait": DROPS_WAIT,
        "drops:flow": DROPS_FLOW,
        "produce": PRODUCES,
        "produce:again": PRODUCES_AGAIN,
        "beside": BESIDE,
        **{f"automa-action:{k}": m for k, m in AUTOMA_ACTIONS.items()},
    },
)


def describe(kind: str, args: dict[str, Any], translations: Translations | None = None) -> str:
    """The words of a stored Barrage event (``i18n.describe``)."""
    return MESSAGES[kind].render(args, translations or ENGLISH, ARGS)


class Event(protocol.Event):
    """A Barrage event: its words come from this module's table."""

    __slots__ = ()

    def describe(self, translations: Translations | None = None) -> str:
        return describe(self.kind, self.args, translations)


STEPS: Final = {
    "choose": msg("choose a company and a starting contract"),
    "drops": msg("place water drops on the headstreams"),
    "machinery": msg("take an excavator or a concrete mixer"),
    "take": msg("take a face-up private contract"),
    "discard": msg("discard a contract, down to 3"),
    "pay": msg("choose how to pay for the construction"),
    "produce": msg("choose a production"),
    "fulfil": msg("choose a contract to fulfil, or none"),
    "tile_fulfil": msg("choose a contract to fulfil, or none"),
    "reward_build": msg("place the structure a reward gives, or nothing"),
    "copy": msg("choose the officer to copy"),
}
"""BA-15.7, BA-12.2: a decision owed, by its step's kind (``refusals``: "first P1 must …")."""
REFUSAL_PHRASES: Final = {f"step:{k}": m for k, m in STEPS.items()}
"""The phrases of refusals' fields (for the catalogue)."""


def step(value: str, tr: Translations) -> str:
    """A decision owed (BA-15.7), as what the seat must do."""
    return STEPS[value].say(tr)


def cost(value: tuple[int, int, int], tr: Translations) -> str:
    """Excavators, mixers and credits (``2 excavators, 3 credits``), or nothing."""
    return amounts(tr, *value)


def costs(values: list[tuple[int, int, int]], tr: Translations) -> str:
    """Ways to pay (BA-16.3.3, BA-35.4, BA-35.5): one or another."""
    return tr.gettext(OR).join(cost(v, tr) for v in values)


REFUSAL_ARGS: Final = {
    **ARGS,
    "step": Arg(step, "a decision owed: a step's kind (drops, pay, produce…)"),
    "ways": Arg(costs, "ways to pay: (excavators, mixers, credits) each"),
    "pay": Arg(cost, "a way to pay: (excavators, mixers, credits)"),
    "supply": Arg(cost, "a personal supply: (excavators, mixers, credits)"),
    "action": Arg(label, "an action as typed (its command words)"),
}
"""How the fields of Barrage's refusals are written: as its events' arguments, and more."""
