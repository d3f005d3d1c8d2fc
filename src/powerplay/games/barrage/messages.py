"""Barrage's words: every event's message, made when a person reads it (see ``core.messages``).

The rules record events as data, ``Event("place.paid", {"seat": 0, "space": "WS1R", ...})``; this
table turns them into English ("P1 takes an action: the workshop (wheel +1), paying 2 engineers."),
and the ``powerplay`` catalogue into Russian and Ukrainian (docs/translations.md, terms in
docs/glossary/barrage.md).

Things are named as the web page's map and boards show them, never by the data's ids: a dam space by
its place in its basin ("the upper dam space of basin 8", D8U), a conduit space by the basins it
joins ("the conduit space from basin 8 to basin 9", C8B), a powerhouse space by its number in its
basin ("powerhouse space 1 of basin 9", P9_1), a headstream by its letter (A, HA), an action space
by its section and its effect ("the workshop (wheel +2)", WS2L), a contract by what it asks and gives ("“3 energy → 2
credits, 2 energy”"), a bonus tile by what it pays ("4 VP per base"), an Automa tile by its number
("tile 18", AT18). The rules a message tells of are not in its words: ``RULES`` names them per kind,
for a reader who asks (the web page's ⓘ).

Kinds the engine no longer makes keep their messages (``LEGACY``): the server shows stored games'
events as they were recorded.
"""

from __future__ import annotations

from collections import Counter
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
from .construction import red_frame_fee
from .contracts import CONTRACT, Reward
from .costs import construction_space
from .data import (
    COMPANIES_JSON,
    CONDUIT_INDEX,
    CONDUITS,
    DAM_INDEX,
    DAMS,
    HEADSTREAMS,
    OFF_BOARD,
    OFFICERS_JSON,
    POWERHOUSE_INDEX,
    POWERHOUSES,
    SCORING_JSON,
    TECHNOLOGY_JSON,
)
from .officers import PERSONAL_SPACES
from .scoring import SECTION_PENALTY, SECTION_STARTS

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

# ---- the map's spaces, as the map shows them (BA-3.6, BA-3.7) ----------------------------------------
DAM_SITES: Final = {
    "U": msg("the upper dam space of basin {basin}"),
    "L": msg("the lower dam space of basin {basin}"),
}
"""A dam space by its place in its basin: upstream (red-framed, ``D8U``) or downstream (``D8L``)."""
CONDUIT_SITE: Final = msg("the conduit space from basin {basin} to basin {to}")
"""A conduit space by the basin it leaves and the one it leads to (no two of a basin lead to one)."""
POWERHOUSE_SITE: Final = msg("powerhouse space {number} of basin {basin}")
"""A powerhouse space by its number in its basin (``P9_2``: the 2nd of basin 9; the map numbers them)."""
HEADSTREAM: Final = msg("headstream {letter}")
NO_DAM: Final = msg("no dam")
STOPPED: Final = msg("{dam} ({n})")
"""BA-5.5: a dam where several drops of a flow stopped, with their number."""

# ---- the management board's action spaces, as the board shows them (BA-19–BA-28) ----------------
PRODUCTION: Final = msg("production {bonus}")
PRODUCTION_PLAIN: Final = msg("production")
DROPS_LATER: Final = plural("{n} water drop, flowing later", "up to {n} water drops, flowing later", "n")
DROPS_AT_ONCE: Final = plural("{n} water drop, flowing at once", "{n} water drops, flowing at once", "n")
WHEEL: Final = msg("wheel +{n}")
ONE_OF_CHOICE: Final = plural(
    "{n} excavator or concrete mixer", "{n} excavators or concrete mixers", "n", context="barrage choice"
)
MACHINES_BOTH: Final = msg("{excavators} and {mixers}")
CONTRACTS_TAKEN: Final = plural("{n} contract", "{n} contracts", "n")
PATENT_SLOT: Final = msg("tile {n} of the display")
SPACE_NAME: Final = msg("{section} ({effect})")
"""An action space: its section and its row's effect (both spaces of a row have the same effect;
what each costs the events say)."""
BESIDE: Final = msg("{section}, beside its spaces (all taken)")
"""BA-A3.10: an Automa's engineers beside a section whose spaces are all taken."""
PERSONAL_USE: Final = {
    PERSONAL_SPACES[0].id: msg("the first time this round"),
    PERSONAL_SPACES[1].id: msg("the second time this round"),
}
"""BA-35.7: Mahiri Sekibo's personal space, used once or twice in a round."""

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
AUTOMA_TILE: Final = msg("tile {n}", context="barrage automa")
"""An Automa tile by its number (``AT18``: tile 18), as the page's energy track shows it."""

BONUS_VP: Final = {t["id"]: t["vp_each"] for t in SCORING_JSON["bonus_tiles"]}
BONUS_TILES: Final = {
    "BONUS_CONTRACTS": msg("{n} VP per fulfilled contract"),
    "BONUS_POWERHOUSES": msg("{n} VP per powerhouse"),
    "BONUS_BASES": msg("{n} VP per base"),
    "BONUS_CONDUITS": msg("{n} VP per conduit"),
    "BONUS_ELEVATIONS": msg("{n} VP per elevation"),
    "BONUS_ADVANCED_TILES": msg("{n} VP per advanced tile"),
}
"""BA-37: the bonus tiles, by what they pay (as the page's energy track shows them)."""
if set(BONUS_TILES) != set(BONUS_VP):
    raise ValueError("a bonus tile without words")

MACHINES: Final = {"excavator": msg("an excavator"), "mixer": msg("a concrete mixer")}

EXCAVATORS: Final = plural("{n} excavator", "{n} excavators", "n")
MIXERS: Final = plural("{n} concrete mixer", "{n} concrete mixers", "n")
CREDITS: Final = plural("{n} credit", "{n} credits", "n")
ENGINEERS: Final = plural("{n} engineer", "{n} engineers", "n")
NOTHING: Final = msg("nothing")
NO_ENGINEERS: Final = msg("no engineers")
CONSTRUCTION_SPACE: Final = msg("construction space {n}")

# ---- a contract by what it asks and gives (BA-8, BA-33) ------------------------------------------
CONTRACT_NAME: Final = msg("“{energy} energy → {reward}”")
AREAS: Final = {
    "mountains": msg("the mountains", context="barrage area"),
    "hills": msg("the hills", context="barrage area"),
    "plains": msg("the plains", context="barrage area"),
}
REWARDS: Final = {
    "vp": msg("{n} VP"),
    "energy": msg("{n} energy"),
    "machinery_of_choice": ONE_OF_CHOICE,
    "rotate_wheel": WHEEL,
    "place_water_drops": plural("{n} water drop on the headstreams", "{n} water drops on the headstreams", "n"),
    "water_drops_flow_immediately": plural("{n} water drop flowing at once", "{n} water drops flowing at once", "n"),
    "build_base": msg("a base in {areas}"),
    "build_elevation": msg("an elevation", context="barrage reward"),
    "build_conduit_max_production": msg("a conduit of value up to {n}"),
    "build_powerhouse": msg("a powerhouse", context="barrage reward"),
}
"""BA-33: a reward's effects (credits and machinery are written as everywhere else)."""
ANY_BASE: Final = msg("a base", context="barrage reward")

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
    "{seat} produces {energy} energy with {drops} water drop: {dam} → {conduit} → {powerhouse}.",
    "{seat} produces {energy} energy with {drops} water drops: {dam} → {conduit} → {powerhouse}.",
    "drops",
)
PRODUCES_AGAIN: Final = plural(
    "{seat} produces again (Germany's ability): {energy} energy with {drops} water drop: {dam} → {conduit} → "
    "{powerhouse}.",
    "{seat} produces again (Germany's ability): {energy} energy with {drops} water drops: {dam} → {conduit} → "
    "{powerhouse}.",
    "drops",
)
SCORE_CREDITS: Final = plural(
    "{seat} gains {credits} credit for the energy produced.",
    "{seat} gains {credits} credits for the energy produced.",
    "credits",
)
SCORE_CREDITS_VP: Final = plural(
    "{seat} gains {credits} credit and {vp} VP for the energy produced.",
    "{seat} gains {credits} credits and {vp} VP for the energy produced.",
    "credits",
)
SCORE_CREDITS_LOSS: Final = plural(
    "{seat} gains {credits} credit for the energy produced and loses {vp} VP.",
    "{seat} gains {credits} credits for the energy produced and loses {vp} VP.",
    "credits",
)
"""BA-30.4: the credits of the energy track, with the VP the "0" space takes away."""
BONUS_SHORT: Final = msg(
    "{seat} scores {vp} VP instead of {full} VP for the bonus tile ({tile}): {energy} energy this round, "
    "{need} needed for the full reward, {penalty} VP less per section short."
)
BONUS_ZERO: Final = msg(
    "{seat} scores nothing for the bonus tile ({tile}; {full} VP in full): {energy} energy this round, "
    "{need} needed for the full reward, {penalty} VP less per section short."
)
BONUS_NONE: Final = msg(
    "{seat} scores nothing for the bonus tile ({tile}; {full} VP in full): {energy} energy this round, "
    "fewer than the {least} it takes at least."
)
"""BA-30.6: a bonus tile's reward cut, or lost, for the energy of the round."""
PAID: Final = msg("{engineers} and {credits}")
PUT_FEE: Final = plural(
    "{seat} places {structure} on {site} as a reward, paying {credits} credit for the red frame.",
    "{seat} places {structure} on {site} as a reward, paying {credits} credits for the red frame.",
    "credits",
)
PUT_FREE: Final = msg("{seat} places {structure} on {site} as a reward.")
AUTOMA_PUT: Final = msg("{seat} (the Automa) places {structure} on {site} as a reward.")
AUTOMA_PUT_VP: Final = msg("{seat} (the Automa) places {structure} on {site} as a reward, paying {vp} VP.")
"""D-07, BA-A3.1: the Automa pays a red frame's 3 credits as VP."""
AND_VP: Final = msg("{cost} and {vp} VP")


def label(value: str, tr: Translations) -> str:
    """A value written as it is (a flag the message reads through another field)."""
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


def build_cost(tr: Translations, space: int, excavators: int, mixers: int, credits: int) -> str:
    """BA-16.2, BA-16.3: all a construction took: the construction space's engineers (and its credits,
    the 4th's 3), the machinery and the credits of the way paid."""
    engineers = 0
    if space:
        taken = construction_space(space)
        engineers, credits = taken.engineers, credits + taken.credits
    parts = [ENGINEERS.say(tr, n=engineers)] if engineers else []
    if excavators or mixers or credits:
        parts.append(amounts(tr, excavators, mixers, credits))
    return join(parts, tr) or NOTHING.say(tr)


def load(tr: Translations, tiles_back: list[str], excavators: int, mixers: int) -> str:
    """What comes back from the wheel's open sector (BA-18.5): tiles and machinery, or nothing."""
    parts = [tile(t, tr) for t in tiles_back]
    parts += [m.say(tr, n=n) for m, n in ((EXCAVATORS, excavators), (MIXERS, mixers)) if n]
    return join(parts, tr) if parts else NOTHING.say(tr)


def construction_space_words(value: int, tr: Translations) -> str:
    """BA-16.3.1: the company board's construction space used (0: an engineer-free tile, BA-36.3)."""
    return CONSTRUCTION_SPACE.say(tr, n=value) if value else NO_ENGINEERS.say(tr)


def company(value: str, tr: Translations) -> str:
    return COMPANIES[value].say(tr)


def officer(value: str, tr: Translations) -> str:
    return OFFICERS[value].say(tr)


def site(value: str, tr: Translations) -> str:
    """A space of the map as the map shows it: a dam by its place in its basin, a conduit by the basins
    it joins, a powerhouse by its number in its basin; what is no space of the map (a refusal's typed
    word) as it is."""
    if value in DAM_INDEX:
        d = DAMS[DAM_INDEX[value]]
        return DAM_SITES[value[-1]].say(tr, basin=d.basin + 1)
    if value in CONDUIT_INDEX:
        c = CONDUITS[CONDUIT_INDEX[value]]
        return CONDUIT_SITE.say(tr, basin=c.basin + 1, to=c.to_basin + 1)
    if value not in POWERHOUSE_INDEX:
        return value
    p = POWERHOUSES[POWERHOUSE_INDEX[value]]
    return POWERHOUSE_SITE.say(tr, number=value.rpartition("_")[2], basin=p.basin + 1)


def headstream(index: int, tr: Translations) -> str:
    """A headstream by its letter, as its tile on the map shows it (``HA``: A)."""
    return HEADSTREAMS[index].removeprefix("H")


def signed(value: int) -> str:
    """A production bonus as the board prints it: +2, −1."""
    return f"+{value}" if value > 0 else f"−{-value}"


def effect(value: str, tr: Translations) -> str:
    """What an action space's row does, as the management board shows it (BA-20–BA-28)."""
    space = SPACE[value]
    e = space.effect
    if space.section == "turbine_station":
        return PRODUCTION.say(tr, bonus=signed(e["bonus"])) if e["bonus"] else PRODUCTION_PLAIN.say(tr)
    if space.section == "water_management":
        later = DROPS_AT_ONCE if e["flow"] == "immediately" else DROPS_LATER
        return later.say(tr, n=e["place_water_drops_on_headstreams"])
    if space.section == "workshop":
        return WHEEL.say(tr, n=e["rotate_wheel"])
    if space.section == "machinery_shop":
        gain = e["gain"]
        if gain.get("machinery_of_choice"):
            return ONE_OF_CHOICE.say(tr, n=gain["machinery_of_choice"])
        if gain.get("mixer"):
            return MACHINES_BOTH.say(
                tr, excavators=EXCAVATORS.say(tr, n=gain["excavator"]), mixers=MIXERS.say(tr, n=gain["mixer"])
            )
        return EXCAVATORS.say(tr, n=gain["excavator"])
    if space.section == "contract_office":
        return CONTRACTS_TAKEN.say(tr, n=e["take_private_contracts"])
    return PATENT_SLOT.say(tr, n=e["take_advanced_tile_in_slot"])


def space(value: str, tr: Translations) -> str:
    """An action space: its section and its row's effect (``the workshop (wheel +1)``); another word
    (a refusal's) as it is."""
    if value not in SPACE:
        return value
    return SPACE_NAME.say(tr, section=SECTIONS[SPACE[value].section].say(tr), effect=effect(value, tr))


def paid(tr: Translations, engineers: int, credits: int) -> str:
    """The engineers and credits placing on a space took (BA-15.4, BA-19.4)."""
    people = ENGINEERS.say(tr, n=engineers)
    return PAID.say(tr, engineers=people, credits=CREDITS.say(tr, n=credits)) if credits else people


def personal_use(value: str, tr: Translations) -> str:
    return PERSONAL_USE[value].say(tr)


def mahiri_paid(value: int, tr: Translations) -> str:
    """BA-35.7: what Mahiri Sekibo's personal space took: an engineer, and 3 credits the second time."""
    return paid(tr, PERSONAL_SPACES[0].engineers, value)


def section_space(tr: Translations, section: str, value: str) -> str:
    """Where an Automa's engineers go (BA-A3.9, BA-A3.10): a space, the bank, or beside the section."""
    words = SECTIONS[section].say(tr)
    if value == BANK_SPACE:
        return words
    return space(value, tr) if value else BESIDE.say(tr, section=words)


def section(value: str, tr: Translations) -> str:
    """A management board's section (BA-19)."""
    return SECTIONS[value].say(tr)


def automa_action(value: str, tr: Translations) -> str:
    return AUTOMA_ACTIONS[value].say(tr)


def automa_tile(value: str, tr: Translations) -> str:
    """An Automa tile by its number (``AT18``: tile 18)."""
    return AUTOMA_TILE.say(tr, n=int(value.removeprefix("AT")))


def reward(r: Reward, tr: Translations) -> str:
    """One effect of a reward (BA-33) in words."""
    if r.effect == "credits":
        return CREDITS.say(tr, n=r.amount)
    if r.effect == "excavator":
        return EXCAVATORS.say(tr, n=r.amount)
    if r.effect == "mixer":
        return MIXERS.say(tr, n=r.amount)
    if r.effect == "build_base":
        if len(r.areas) == len(AREAS):
            return ANY_BASE.say(tr)
        return REWARDS[r.effect].say(tr, areas=join((AREAS[a].say(tr) for a in r.areas), tr, "and"))
    return REWARDS[r.effect].say(tr, n=r.amount)


def contract(value: str, tr: Translations) -> str:
    """A contract by what it asks and gives (``“3 energy → 2 credits, 2 energy”``); another word (a
    refusal's) as it is."""
    if value not in CONTRACT:
        return value
    c = CONTRACT[value]
    return CONTRACT_NAME.say(tr, energy=c.required, reward=join((reward(r, tr) for r in c.rewards), tr))


def contracts(values: list[str], tr: Translations) -> str:
    """Contracts by what they ask and give, or nothing."""
    return join((contract(c, tr) for c in values), tr) if values else NOTHING.say(tr)


def bonus_tile(value: str, tr: Translations) -> str:
    """A bonus tile by what it pays (``4 VP per base``)."""
    return BONUS_TILES[value].say(tr, n=BONUS_VP[value])


def machine(value: str, tr: Translations) -> str:
    return MACHINES[value].say(tr)


def dams_stopped(values: list[int], tr: Translations) -> str:
    """BA-5.5: the dams where the drops that flowed stopped, each once with the number of drops that
    stopped there when more than one (those that left the map aside)."""
    counted = Counter(d for d in values if d != OFF_BOARD)
    if not counted:
        return NO_DAM.say(tr)
    words = [site(DAMS[d].id, tr) for d in counted]
    return join((STOPPED.say(tr, dam=w, n=n) if n > 1 else w for w, n in zip(words, counted.values(), strict=True)), tr)


def placed(tr: Translations, headstreams: list[int], flow: bool) -> str:
    """BA-23: the drops a seat placed on the headstreams, waiting or flowing at once."""
    if not headstreams:
        return DROPS_NONE.say(tr)
    where = join((headstream(h, tr) for h in headstreams), tr)
    return (DROPS_FLOW if flow else DROPS_WAIT).say(tr, n=len(headstreams), where=where)


def produced(
    tr: Translations, who: int, dam: str, conduit: str, powerhouse: str, drops: int, energy: int, repeat: bool
) -> str:
    """BA-20.3: a production, or Germany's repeated one (BA-34.3)."""
    m = PRODUCES_AGAIN if repeat else PRODUCES
    return m.say(
        tr,
        seat=seat(who, tr),
        dam=site(dam, tr),
        conduit=site(conduit, tr),
        powerhouse=site(powerhouse, tr),
        drops=drops,
        energy=energy,
    )


def scored_credits(tr: Translations, who: int, credits: int, vp: int) -> str:
    """BA-30.4: the energy track's credits, with VP gained or lost ("0": 3 credits and −3 VP)."""
    if vp < 0:
        return SCORE_CREDITS_LOSS.say(tr, seat=seat(who, tr), credits=credits, vp=-vp)
    m = SCORE_CREDITS_VP if vp else SCORE_CREDITS
    return m.say(tr, seat=seat(who, tr), credits=credits, vp=vp)


def bonus_short(tr: Translations, who: int, value: str, count: int, vp: int, energy: int, need: int) -> str:
    """BA-30.6: a bonus tile's reward cut for the energy of the round, or lost below the first section."""
    full = BONUS_VP[value] * count
    args = {"seat": seat(who, tr), "tile": bonus_tile(value, tr), "full": full, "energy": energy}
    if energy < FIRST_SECTION:
        return BONUS_NONE.say(tr, least=FIRST_SECTION, **args)
    if vp:
        return BONUS_SHORT.say(tr, vp=vp, need=need, penalty=SECTION_PENALTY, **args)
    return BONUS_ZERO.say(tr, need=need, penalty=SECTION_PENALTY, **args)


FIRST_SECTION: Final = SECTION_STARTS[0]
"""BA-30.6: the energy below which a bonus tile gives nothing."""


def automa_put(tr: Translations, who: int, what: str, where: str, vp: int) -> str:
    """D-07, BA-A3.1: the Automa's reward structure, with the VP it paid for a red frame."""
    args = {"seat": seat(who, tr), "structure": structure(what, tr), "site": site(where, tr)}
    return AUTOMA_PUT_VP.say(tr, vp=vp, **args) if vp else AUTOMA_PUT.say(tr, **args)


def automa_cost(tr: Translations, excavators: int, mixers: int, vp: int) -> str:
    """BA-A9, BA-A3.1: what the Automa's construction took: machinery, and VP for the credits."""
    cost = amounts(tr, excavators, mixers)
    return AND_VP.say(tr, cost=cost, vp=vp) if vp else cost


def put_words(tr: Translations, who: int, what: str, where: str) -> str:
    """BA-33.10–33.13, D-07: a reward's structure placed, with the red frame's credits it took."""
    fee = red_frame_fee(what, where)
    args = {"seat": seat(who, tr), "structure": structure(what, tr), "site": site(where, tr)}
    return PUT_FEE.say(tr, credits=fee, **args) if fee else PUT_FREE.say(tr, **args)


ARGS: Final = {
    "seat": Arg(seat, "a seat (0 is P1)"),
    "owner": Arg(seat, "the seat owning a conduit"),
    "order": Arg(seats, "seats in turn order"),
    "winners": Arg(seats_and, "the winning seats"),
    "structure": Arg(structure, "base, elevation, conduit or powerhouse"),
    "site": Arg(site, "a building space's id (D8U, C8B, P9_2), written as the map shows it"),
    "dam": Arg(site, "a dam's id (D8U)"),
    "conduit": Arg(site, "a conduit's id (C8B)"),
    "powerhouse": Arg(site, "a powerhouse space's id (P9_2)"),
    "contract": Arg(contract, "a contract's id (P206, S2, N1), written as what it asks and gives"),
    "tile": Arg(tile, "a technology tile's id (basic_base, L2_BASE, ANTON); a bonus tile's (BONUS_BASES)"),
    "copies": Arg(label, "the tile Anton's tile copies, or empty"),
    "tiles": Arg(tiles, "technology tiles' ids"),
    "company": Arg(company, "a company: USA, Germany, Italy, France"),
    "officer": Arg(officer, "an executive officer's id"),
    "space": Arg(space, "an action space's id (WS1R); for a construction, the construction space (0: none)"),
    "kind": Arg(machine, "excavator or mixer"),
    "headstreams": Arg(label, "headstream indices (0 is HA), one per drop"),
    "flow": Arg(label, "whether the drops flow at once"),
    "stops": Arg(dams_stopped, "per drop that moved, the dam index where it stopped (-1: off the map)"),
    "repeat": Arg(label, "whether the production is Germany's repeat"),
    "section": Arg(label, "a management board's section (turbine_station, bank)"),
    "actions": Arg(automa_tile, "the Automa tile whose action side is up (AT01)"),
    "criteria": Arg(automa_tile, "the Automa tile whose criteria side is up (AT01)"),
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
            "count": "what the objective or bonus tile counts",
            "left_map": "drops that left the map",
            "engineers": "engineers",
            "need": "the energy a bonus tile's full reward needs this round",
        }.items()
    },
}
"""Every event argument of Barrage: how it is written."""

MESSAGES: Final[dict[str, Message]] = {
    # setup and rounds
    "choose": msg("{seat} chooses {company} with executive officer {officer} and the starting contract {contract}."),
    "round.start": msg("Round {round}: turn order {order}."),
    # the Actions phase
    "place.paid": msg("{seat} takes an action: {space}, paying {paid}.", paid=Field(("engineers", "credits"), paid)),
    "bank": plural(
        "{seat} places {credits} engineer on the bank and gains {credits} credit.",
        "{seat} places {credits} engineers on the bank and gains {credits} credits.",
        "credits",
    ),
    "pass": msg("{seat} passes."),
    "mahiri": msg(
        "{seat} places an engineer on Mahiri Sekibo's personal action space ({space}), paying {credits}.",
        space=personal_use,
        credits=mahiri_paid,
    ),
    "copy": msg(
        "{seat} copies the ability of executive officer {officer} until the start of its next turn and takes one "
        "more action."
    ),
    "copy.end": msg("{seat} no longer has the copied ability of executive officer {officer}."),
    "build": msg(
        "{seat} builds {structure} on {site} with {tile} ({space}), paying {cost}.",
        tile=Field(("tile", "copies"), built_with),
        space=construction_space_words,
        cost=Field(("space", "excavators", "mixers", "credits"), build_cost),
    ),
    "wheel.return": msg(
        "Back from {seat}'s construction wheel: {load}.",
        load=Field(("tiles", "excavators", "mixers"), load),
    ),
    "wheel.rotate": plural(
        "{seat} turns the construction wheel {sectors} sector; back from it: {load}.",
        "{seat} turns the construction wheel {sectors} sectors; back from it: {load}.",
        "sectors",
        load=Field(("tiles", "excavators", "mixers"), load),
    ),
    "put": msg("{put}", put=Field(("seat", "structure", "site"), put_words)),
    "drops": msg("{seat} {placed}.", placed=Field(("headstreams", "flow"), placed)),
    "machinery": msg("{seat} takes {kind}."),
    "contract.take": msg("{seat} takes the contract {contract}."),
    "contract.discard": msg("{seat} discards the contract {contract}."),
    "contract.fulfil": msg("{seat} fulfils the contract {contract}."),
    "patent": msg("{seat} takes {tile} from the patent office."),
    "conduit.fee": plural(
        "{seat} pays {owner} {credits} credit for the conduit; {owner} also scores {vp} VP.",
        "{seat} pays {owner} {credits} credits for the conduit; {owner} also scores {vp} VP.",
        "credits",
    ),
    "automa.flip": msg("{seat} (the Automa) flips a tile: actions of {actions}, criteria of {criteria}."),
    "guide.flip": msg(
        "{seat} flips an Automa tile for the first action of the round and takes its action of {actions}."
    ),
    "automa.reshuffle": plural(
        "The Automa's discarded tiles are shuffled into a new deck of {tiles} tile.",
        "The Automa's discarded tiles are shuffled into a new deck of {tiles} tiles.",
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
    "automa.contracts": msg("{seat} (the Automa) removes the contracts {removed} and gains {energy} energy."),
    "automa.machinery": msg(
        "{seat} (the Automa) pays {vp} VP and gains: {load}.",
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
    "energy.usa": msg("{seat} gains {energy} energy from the water passing its powerhouses (the USA's ability)."),
    "energy.italy": msg("{seat} gains {energy} more energy (Italy's ability)."),
    # rewards and tiles
    "gain.credits": plural("{seat} gains {credits} credit.", "{seat} gains {credits} credits.", "credits"),
    "gain.automa-credits": msg("{seat} (the Automa) scores {vp} VP instead of credits."),
    "gain.vp-contract": msg("{seat} scores {vp} VP from the contract."),
    "gain.vp-income": msg("{seat} scores {vp} VP of income from the company board."),
    "gain.vp-technology": msg("{seat} scores {vp} VP from the technology tile's special effect."),
    "gain.excavators": plural(
        "{seat} gains {excavators} excavator.", "{seat} gains {excavators} excavators.", "excavators"
    ),
    "gain.mixers": plural("{seat} gains {mixers} concrete mixer.", "{seat} gains {mixers} concrete mixers.", "mixers"),
    "gain.energy": msg("{seat} gains {energy} energy."),
    "tile.effect": msg("{seat} uses the special effect of {tile}."),
    "tile.drops": plural(
        "{seat} puts {drops} water drop in front of the dam on {dam}.",
        "{seat} puts {drops} water drops in front of the dam on {dam}.",
        "drops",
    ),
    "tile.energy": msg("{seat} gains {energy} energy from the tile."),
    # scoring
    "score.energy": msg("{seat} scores {vp} VP for producing the most energy."),
    "score.energy-second": msg("{seat} scores {vp} VP for producing the second most energy."),
    "score.credits": msg("{scored}", scored=Field(("seat", "credits", "vp"), scored_credits)),
    "score.automa-credits": msg("{seat} (the Automa) scores {vp} VP for the energy produced."),
    "score.bonus": msg("{seat} scores {vp} VP for the bonus tile: {tile}.", tile=bonus_tile),
    "score.bonus-short": msg("{short}", short=Field(("seat", "tile", "count", "vp", "energy", "need"), bonus_short)),
    "final.objective": msg("{seat} counts {count} for the objective tile and scores {vp} VP."),
    "final.resources": msg("{seat} scores {vp} VP for the machinery, credits and water left."),
    "over": plural("The game is over. {winners} wins.", "The game is over. {winners} share the victory.", "winners"),
    # BA-A3.1: the Automa's forms of what a person's action also does (it pays and gains VP for credits)
    "automa.pay": msg("{seat} (the Automa) pays {vp} VP for its action in {section}.", section=section),
    "automa.bank": msg("{seat} (the Automa) gains {vp} VP at the bank."),
    "automa.put": msg("{put}", put=Field(("seat", "structure", "site", "vp"), automa_put)),
    "automa.patent": msg("{seat} (the Automa) takes {tile} from the patent office for {vp} VP."),
    "automa.build": plural(
        "{seat} (the Automa) builds {structure} on {site} with {tile} and {engineers} engineer, paying {cost}.",
        "{seat} (the Automa) builds {structure} on {site} with {tile} and {engineers} engineers, paying {cost}.",
        "engineers",
        tile=Field(("tile", "copies"), built_with),
        cost=Field(("excavators", "mixers", "vp"), automa_cost),
    ),
    # kinds of stored games the engine no longer makes (LEGACY)
    "place": msg("{seat} takes an action: {space}."),
    "gain.vp": msg("{seat} scores {vp} VP."),
}
"""One message per event kind."""

LEGACY: Final = frozenset({"place", "gain.vp"})
"""Kinds the engine made before and no longer makes, kept for the events of stored games: ``place``
(now ``place.paid``, which says what it took), ``gain.vp`` (now ``gain.vp-contract``, ``-income``,
``-technology``, which say where the VP come from)."""

RULES: Final = {
    "choose": "BA-12.2",
    "round.start": "BA-31.1",
    "place.paid": "BA-19.1",
    "place": "BA-19.1",
    "bank": "BA-24",
    "pass": "BA-15.8",
    "mahiri": "BA-35.7",
    "copy": "BA-35.7",
    "copy.end": "BA-35.7",
    "build": "BA-16.3",
    "wheel.return": "BA-18.5",
    "wheel.rotate": "BA-18.5",
    "put": "BA-33.10",
    "drops": "BA-23",
    "machinery": "BA-26.1",
    "contract.take": "BA-27.1",
    "contract.discard": "BA-27.5",
    "contract.fulfil": "BA-21.2",
    "patent": "BA-28.1",
    "conduit.fee": "BA-6.4",
    "automa.flip": "BA-A5.2",
    "guide.flip": "BA-A20.1",
    "automa.reshuffle": "D-A3",
    "automa.action": "BA-A5",
    "automa.place": "BA-A3.9",
    "automa.contracts": "BA-A8",
    "automa.machinery": "BA-A11",
    "produce": "BA-20.3",
    "water.flow": "BA-5.5",
    "energy.usa": "BA-34.2",
    "energy.italy": "BA-34.4",
    "gain.credits": "BA-33.1",
    "gain.automa-credits": "BA-A3.1",
    "gain.vp": "BA-33.3",
    "gain.vp-contract": "BA-21.2",
    "gain.vp-income": "BA-14.2",
    "gain.vp-technology": "BA-36.2",
    "gain.excavators": "BA-33.4",
    "gain.mixers": "BA-33.4",
    "gain.energy": "BA-33.6",
    "tile.effect": "BA-36.2",
    "tile.drops": "BA-36.2",
    "tile.energy": "BA-36.2",
    "score.energy": "BA-30.1",
    "score.energy-second": "BA-30.1",
    "score.credits": "BA-30.4",
    "score.automa-credits": "BA-A3.1",
    "score.bonus": "BA-30.6",
    "score.bonus-short": "BA-30.6",
    "final.objective": "BA-32.2",
    "final.resources": "BA-32.3",
    "over": "BA-32.6",
    "automa.pay": "BA-A12.2",
    "automa.bank": "BA-A15",
    "automa.put": "D-07",
    "automa.patent": "BA-A14",
    "automa.build": "BA-A9",
}
"""The rule each kind of event tells of (BA-x.y of shared/rules/barrage.md): not in the words, for a
reader who asks (the web page's ⓘ beside a line of the log)."""
if set(RULES) != set(MESSAGES):
    raise ValueError("an event kind without its rule")

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
        **{f"dam:{k}": m for k, m in DAM_SITES.items()},
        "conduit": CONDUIT_SITE,
        "powerhouse": POWERHOUSE_SITE,
        "headstream": HEADSTREAM,
        "stopped": STOPPED,
        "space": SPACE_NAME,
        "space:production": PRODUCTION,
        "space:production-plain": PRODUCTION_PLAIN,
        "space:drops-later": DROPS_LATER,
        "space:drops-at-once": DROPS_AT_ONCE,
        "space:wheel": WHEEL,
        "space:machinery-of-choice": ONE_OF_CHOICE,
        "space:machinery-both": MACHINES_BOTH,
        "space:contracts": CONTRACTS_TAKEN,
        "space:patent": PATENT_SLOT,
        **{f"personal:{k}": m for k, m in PERSONAL_USE.items()},
        "automa-tile": AUTOMA_TILE,
        **{f"bonus:{k}": m for k, m in BONUS_TILES.items()},
        **{f"machine:{k}": m for k, m in MACHINES.items()},
        "contract": CONTRACT_NAME,
        **{f"area:{k}": m for k, m in AREAS.items()},
        **{f"reward:{k}": m for k, m in REWARDS.items()},
        "reward:any-base": ANY_BASE,
        "excavators": EXCAVATORS,
        "mixers": MIXERS,
        "credits": CREDITS,
        "engineers": ENGINEERS,
        "paid": PAID,
        "nothing": NOTHING,
        "no-engineers": NO_ENGINEERS,
        "construction-space": CONSTRUCTION_SPACE,
        "no-dam": NO_DAM,
        "drops:none": DROPS_NONE,
        "drops:wait": DROPS_WAIT,
        "drops:flow": DROPS_FLOW,
        "produce": PRODUCES,
        "produce:again": PRODUCES_AGAIN,
        "score:credits": SCORE_CREDITS,
        "score:credits-vp": SCORE_CREDITS_VP,
        "score:credits-loss": SCORE_CREDITS_LOSS,
        "score:bonus-short": BONUS_SHORT,
        "score:bonus-zero": BONUS_ZERO,
        "score:bonus-none": BONUS_NONE,
        "put:fee": PUT_FEE,
        "put:free": PUT_FREE,
        "automa-put": AUTOMA_PUT,
        "automa-put:vp": AUTOMA_PUT_VP,
        "and-vp": AND_VP,
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
    # a refusal answers an action as typed (the terminal's, the API's): it names the sites, spaces and
    # contracts by the ids the actions are typed with
    **{
        a: Arg(label, ARGS[a].holds)
        for a in ("site", "dam", "conduit", "powerhouse", "contract", "space", "removed", "actions", "criteria")
    },
    "step": Arg(step, "a decision owed: a step's kind (drops, pay, produce…)"),
    "ways": Arg(costs, "ways to pay: (excavators, mixers, credits) each"),
    "pay": Arg(cost, "a way to pay: (excavators, mixers, credits)"),
    "supply": Arg(cost, "a personal supply: (excavators, mixers, credits)"),
    "action": Arg(label, "an action as typed (its command words)"),
}
"""How the fields of Barrage's refusals are written: as its events' arguments, and more."""
