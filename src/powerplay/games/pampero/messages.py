"""Pampero's words: every event's message, made when a person reads it (see ``core.messages``).

The rules record events as data, ``Event("build.tower", {"seat": 1, "site": "A2-T1", "via": 0,
"tower": 3})``; this table turns them into English ("P2 builds a tower on tower site 1 in sector A2
(tower 3), using P1's bulldozer."), and the ``powerplay`` catalogue into Russian and Ukrainian
(docs/translations.md, terms in docs/glossary/pampero.md).

Things are named as the boards and cards show them, never by the data's ids: a building site by its
kind and number in its sector ("mixed site 1 in sector A2", A2-M1), a contract slot by its location
("location 2 in sector A1", STD-A1-2; "remote contract slot 1 in sector A3", REM-3; "space 4 of the solar
track", SOL-4), a contract token by its kind and market symbols ("the standard contract “residential
▶, remote”"), a transformer cell by its column ("transformer cell 2 of column 3", G3-2), a cell of the
tower bonus board by its row and column, a tower bonus token or a link token by its zone and effect
("the zone A tower bonus token “residential income marker +1”"), an action or specialist card by its
name, an external market card by its country and its front's symbols. The names are those of the
built-in data set (PA-39): an id it does not know is written as it is. The rules a message tells of
are not in its words: ``RULES`` names them per kind, for a reader who asks.
"""

from __future__ import annotations

from collections.abc import Mapping
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
from .data import BUILTIN, MARKETS, STORAGE, SUPPLY, Components, Effect, Site

GAME: Final = "pampero"
DATA: Final[Components] = BUILTIN
"""The data set whose names the words use (the built-in one, PA-39)."""

# ---- money, energy, batteries (PA-0.7, PA-10.17, PA-4.11) ---------------------------------------
MONEY: Final = msg("${n}", context="pampero")
"""Pesos, as the rulebook writes them: $5 («5 $»)."""
ENERGY: Final = plural("{n} energy", "{n} energy", "n", context="pampero")
BATTERIES: Final = plural("{n} battery", "{n} batteries", "n", context="pampero")
BOTH: Final = msg("{energy} and {batteries}", context="pampero")
NOTHING: Final = msg("nothing", context="pampero")

# ---- the markets (PA-11.2) ------------------------------------------------------------------------
SYMBOLS: Final = {
    "residential": msg("residential", context="pampero market"),
    "industrial": msg("industrial", context="pampero market"),
    "commercial": msg("commercial", context="pampero market"),
    "tourist": msg("tourist", context="pampero market"),
    "remote": msg("remote", context="pampero market"),
}
"""A market symbol, as a label (on a contract token, an external market card)."""
INCOMES: Final = {
    "residential": msg("residential income"),
    "industrial": msg("industrial income"),
    "commercial": msg("commercial income"),
    "tourist": msg("tourist income"),
    "remote": msg("remote income"),
}
"""PA-22.1: a market's income (the value under its marker)."""
MARKERS: Final = {
    "residential": msg("residential income marker"),
    "industrial": msg("industrial income marker"),
    "commercial": msg("commercial income marker"),
    "tourist": msg("tourist income marker"),
    "remote": msg("remote income marker"),
}
"""PA-10.13: a market's income marker."""
if not set(SYMBOLS) == set(INCOMES) == set(MARKERS) == set(MARKETS):
    raise ValueError("a market without words")
ARROWS: Final = {
    1: msg("{market} ▶", context="pampero"),
    2: msg("{market} ▶▶", context="pampero"),
}
"""PA-11.5: a symbol with its income arrows."""

# ---- the game board (PA-3) --------------------------------------------------------------------------
IN_SECTOR: Final = msg("in sector {sector}")
IN_ZONE: Final = msg("in zone {zone}")
"""PA-3.1: zone C has no sectors: its places are "in zone C"."""
SITES: Final = {
    "tower": msg("tower site {n} {where}"),
    "wind": msg("wind farm site {n} {where}"),
    "mixed": msg("mixed site {n} {where}"),
    "grey-tower": msg("grey starting tower site {n} {where}"),
    "grey-wind": msg("grey starting wind farm site {n} {where}"),
}
"""PA-3.5, PA-6.6, PA-6.8: a building site by its kind and its number among its sector's sites of that kind."""
STORAGE_ZONE: Final = msg("the storage zone")
SUPPLY_PLACE: Final = msg("the personal supply")
PARKING: Final = msg("the parking space {where}")
PARKING_NUMBERED: Final = msg("parking space {n} {where}")
STANDARD_SLOT: Final = msg("location {n} {where}")
"""PA-3.3: a standard contract's slot, by its location number."""
REMOTE_SLOT: Final = msg("remote contract slot {n} {where}")
SOLAR_SLOT: Final = msg("space {n} of the solar track")
LINK_SLOT: Final = msg("the link token space {where}")
LINK_SLOT_NUMBERED: Final = msg("link token space {n} {where}")
CONTRACTS: Final = {
    "standard": msg("the standard contract “{symbols}”"),
    "remote": msg("the remote contract “{symbols}”"),
    "solar": msg("the solar contract “{symbols}”"),
}
"""PA-11.3: a contract token by its kind and its market symbols."""

# ---- a player's boards (PA-9.2, PA-10) ------------------------------------------------------------
ROWS: Final = {"top": msg("the top row"), "bottom": msg("the bottom row")}
ROW_WORDS: Final = {"top": msg("top", context="pampero row"), "bottom": msg("bottom", context="pampero row")}
"""A row as a refusal's template names it ("the {row} row")."""
CARD_SLOT: Final = msg("slot {n} of {row}")
TAB: Final = msg("the zone {zone} tab (${money}, {energy})")
"""PA-9.2: the operations tab left visible: its zone, zone value and energy."""
TRANSFORMER_CELL: Final = msg("transformer cell {n} of column {column}")
"""PA-10.9: a transformer cell of the grid board, by its column (the transformer's number)."""
BONUS_CELL: Final = msg("row {row}, column {column}")
LINE: Final = msg("{a} → {b}", context="pampero")
"""PA-10.10: a line of the transformer network between two cells."""
"""PA-12.4: a cell of the tower bonus board."""
OWN_BONUS_SLOT: Final = msg("its own slot of the company board")
OTHER_BONUS_SLOT: Final = msg("slot {n} of the company board, the nearest empty one")
"""PA-12.5: the slot a tower bonus token goes to."""

# ---- cards and tokens (PA-14, PA-18, PA-23, PA-29–PA-31) ------------------------------------------
CARD_NAMES: Final = {
    c: msg(name, context="pampero card")
    for c, name in (
        *((c.id, c.name) for c in DATA.cards.values()),
        *((c.id, c.name) for c in DATA.scoring_cards.values()),
    )
}
"""PA-9, PA-23: the action cards and specialist cards by their names."""
CARD_OPTION: Final = msg("{card} (option {option}: {effect})")
"""PA-21.2: a joker played with one of its effects."""
SCORING_OPTION: Final = msg("{card} (option {option})")
"""PA-32.3: a specialist scoring card and the option declared."""
COUNTRY_CARDS: Final = {
    "Argentina": msg("the Argentine card “{symbols}”"),
    "Brazil": msg("the Brazilian card “{symbols}”"),
}
"""PA-18: an external market card by its country and the income symbols of its front."""
LINK_TOKEN: Final = msg("the link token “{effect}”")
STARTING_LINK: Final = msg("the starting link token “{effect}”")
BONUS_TOKEN: Final = msg("the zone {zone} tower bonus token “{effect}”")
FINAL_BONUS_TOKEN: Final = msg("the zone {zone} tower bonus token “{effect}” (final scoring)")
"""PA-12.6, PA-31.4: a tower bonus token by its zone and effect (a red stripe: final scoring)."""
SCORING_TOKEN: Final = msg("scoring token {number}")
BEGINNER_TOKEN: Final = msg("beginner scoring token {number}")
"""PA-5: a scoring token by its printed number (1.3, 2.3), or a beginner token by its back (I, II)."""
SPECIALIST_KINDS: Final = {
    "action": msg("a specialist action card from the deck"),
    "scoring": msg("a specialist scoring card from the deck"),
}
SPECIALIST_SEEN: Final = {
    "action": msg("the specialist action card {card}"),
    "scoring": msg("the specialist scoring card {card}"),
}
"""PA-23.1: a specialist card taken face up, or drawn unseen from its deck."""

# ---- effects (PA-37.2) --------------------------------------------------------------------------------
EFFECTS: Final = {
    "advance_income": msg("{marker} +{steps}"),
    "advance_income_any": msg("any income marker +{steps}"),
    "gain_income_any": msg("any 1 income"),
    "gain_specialist_card": msg("a specialist card"),
    "deploy_bulldozer": msg("a bulldozer from the supply to the storage zone"),
    "build_tower": msg("build a tower"),
    "build_wind_farm": msg("build a wind farm"),
    "play_link_token": msg("play a link token"),
    "turn_order_change": msg("move the turn-order disc down"),
    "take_venture_capital": msg("take venture capital"),
    "sell_external_market": msg("sell to the external market"),
    "take_zone_b_discount_overlay": msg("a zone B discount overlay"),
    "final_money_per": msg("${amount} × {count}"),
    "final_gain_income_from_external_card_symbol": msg("the income of a symbol on one of your external market cards"),
    "final_vc_discount": msg("${pay} instead of ${repayment} for one venture-capital token"),
    "final_gain_income_any": msg("any 1 income"),
    "condition": msg("{count}: at least {n}"),
}
"""The operations of cards, tokens and cells, as their faces show them (PA-37.2)."""
MOVES: Final = plural("move a bulldozer {n} time", "move a bulldozer {n} times", "n")
FULFIL: Final = {
    "standard": msg("fulfil a standard contract"),
    "remote": msg("fulfil a remote contract"),
    "solar": msg("fulfil a solar contract"),
    "standard_or_remote": msg("fulfil a standard or remote contract"),
}
FULFIL_MARKET: Final = msg("{effect} ({market})")
"""A contract effect for one market's contracts only (PA-11.4)."""
MODIFIERS: Final = {
    "extra_energy": plural("+{n} energy for each wind farm built", "+{n} energy for each wind farm built", "n"),
    "battery_alt_cost_delta": plural(
        "{n} battery less for a tower paid with batteries", "{n} batteries less for a tower paid with batteries", "n"
    ),
}
"""PA-12.6: the ongoing tower bonus tokens' changes to an effect."""
COUNTS: Final = {
    "batteries": msg("batteries", context="pampero count"),
    "energy": msg("energy", context="pampero count"),
    "contract_tokens_on_grid": msg("contract tokens on your grid board"),
    "solar_contract_tokens_on_grid": msg("solar contract tokens on your grid board"),
    "profitable_contract_tokens_on_grid": msg("profitable contract tokens on your grid board"),
    "tower_bonus_tokens_on_company_board": msg("tower bonus tokens on your company board"),
    "own_transformers_on_game_board": msg("your transformers on the game board"),
    "own_wind_farms_on_board": msg("your wind farms on the game board"),
    "built_towers": msg("towers built"),
    "circuit_tokens_on_grid": msg("circuit tokens on your grid board"),
    "energy_spent_on_contracts": msg("energy spent on contracts"),
    "market_symbols": msg("market symbols"),
    "market_symbols_on_grid_contracts": msg("market symbols on the contract tokens of your grid board"),
    "external_market_cards": msg("external market cards"),
    "link_tokens_owned": msg("link tokens"),
    "own_bulldozers_on_parking": msg("your bulldozers on parking spaces"),
    "venture_capital_tokens": msg("venture-capital tokens"),
    "money_from_income_markers_total": msg("the income of all your markers"),
    "grid_stripe_symbols_unlocked": msg("stripe symbols unlocked"),
}
"""PA-37.3: what a condition counts."""

# ---- the phases and scorings (PA-1.3, PA-28) -------------------------------------------------------
SCORING_BEGINS: Final = {
    1: msg("The first scoring begins."),
    2: msg("The second scoring begins."),
    3: msg("The final scoring begins."),
}
SCORING_ENDS: Final = {
    1: msg("The first scoring is over."),
    2: msg("The second scoring is over."),
    3: msg("The final scoring is over."),
}
SEAT_COUNT: Final = msg("{seat}: {n}", context="pampero")
SEAT_MONEY: Final = msg("{seat} ${money}")


# ---- what scores (PA-29–PA-32, PA-37.3) -------------------------------------------------------------
EXCLUDED: Final = {
    "solar": msg("not solar"),
    "remote": msg("not remote"),
    "standard": msg("not standard"),
}
"""A count's kinds of contract tokens left out (PA-37.3)."""
IN_ZONE_ONLY: Final = msg("zone {zone}")
NUMBERED: Final = msg("numbered {numbers}")
NARROWED: Final = msg("{count} ({narrowed})")
TIMES: Final = msg("{reward} × {count}")
THE_MOST: Final = msg("the most {count}: {reward}")
MAJORITY_SYMBOLS: Final = msg("+{n} {market} symbols for a majority")
MAJORITY_COUNT: Final = msg("+{n} for a majority of {count}")
TIME_DISC: Final = msg("time disc +{n}")
THEN: Final = msg("{first}, then {then}")
BEGINNER_RULES: Final = (
    msg("for each market but remote: its symbols on contract tokens from zone A × its income"),
    msg("the most symbols of each market: that market's income"),
)
"""PA-29.3, PA-30.3: what the beginner scoring tokens I and II score."""


def condition(value: Mapping[str, Any], tr: Translations) -> str:
    """What a condition counts (PA-37.3), with what narrows it: a market, a zone, the kinds of contract
    tokens left out, the transformers' numbers."""
    words = count_words(value, tr)
    narrowed = []
    chosen = value.get("market") or value.get("with_market")
    if chosen:
        narrowed.append(market(str(chosen), tr))
    if value.get("zone"):
        narrowed.append(IN_ZONE_ONLY.say(tr, zone=value["zone"]))
    narrowed += [EXCLUDED[kind].say(tr) for kind in value.get("exclude") or () if kind in EXCLUDED]
    if value.get("numbers"):
        narrowed.append(NUMBERED.say(tr, numbers=", ".join(str(n) for n in value["numbers"])))
    return NARROWED.say(tr, count=words, narrowed=", ".join(narrowed)) if narrowed else words


def reward(value: Mapping[str, Any], tr: Translations) -> str:
    """A scoring's reward: pesos, or a market's income (PA-22.1)."""
    if "income_of" in value:
        return income(str(value["income_of"]), tr)
    return money(int(value.get("money", 0)), tr)


def scoring_option(op: Mapping[str, Any], tr: Translations) -> str:
    """An option of a specialist scoring card (PA-32.3): what it pays, or what it adds to a majority
    (a crown card, PA-32.4)."""
    name = op["op"]
    if name in ("score_per", "score_multiplier"):
        return TIMES.say(tr, reward=reward(op["reward"], tr), count=condition(op["per"], tr))
    if name == "add_symbols_for_majority":
        return MAJORITY_SYMBOLS.say(tr, n=op["amount"], market=market(str(op["market"]), tr))
    if name == "add_count_for_majority":
        return MAJORITY_COUNT.say(tr, n=op["amount"], count=condition(op, tr))
    if name == "gain_income" and op.get("choose_from"):
        return EFFECTS["final_gain_income_from_external_card_symbol"].say(tr)
    if name == "move_time_disc":
        moved = TIME_DISC.say(tr, n=op["steps"])
        return THEN.say(tr, first=moved, then=effect((op["then"],), tr)) if op.get("then") else moved
    return effect((op,), tr)


def scoring_halves(value: str, data: Components, tr: Translations) -> tuple[str, str]:
    """A scoring token's two halves (PA-29.2, PA-30.2): the top one, scored in the first and final
    scorings, and the bottom one, in the second and final; a beginner token's rule in both (PA-29.3)."""
    if value in data.beginner:
        rule = BEGINNER_RULES[data.beginner.index(value)].say(tr)
        return rule, rule
    t = data.scoring_tokens.get(value)
    if t is None:
        return "", ""
    top = TIMES.say(tr, reward=reward(t.top["reward"], tr), count=condition(t.top["condition"], tr))
    bottom = THE_MOST.say(tr, count=condition(t.bottom["condition"], tr), reward=reward(t.bottom["reward"], tr))
    return top, bottom


def way(energy: int, batteries: int, tr: Translations) -> str:
    """A way to pay a remote token (PA-17.1): energy, batteries, or both."""
    parts = ([ENERGY.say(tr, n=energy)] if energy else []) + ([BATTERIES.say(tr, n=batteries)] if batteries else [])
    if len(parts) == 2:
        return BOTH.say(tr, energy=parts[0], batteries=parts[1])
    return parts[0] if parts else NOTHING.say(tr)


# ---- the sentences a message chooses among -------------------------------------------------------------
PAY_BANK: Final = msg("{seat} pays the zone value, ${money}, to the bank.")
PAY_SEAT: Final = msg("{seat} pays the zone value, ${money}, to {payee}.")
PAY_BATTERIES_BANK: Final = plural(
    "{seat} pays {batteries} battery instead of the zone value.",
    "{seat} pays {batteries} batteries instead of the zone value.",
    "batteries",
)
PAY_BATTERIES_SEAT: Final = plural(
    "{seat} pays {batteries} battery to {payee} instead of the zone value.",
    "{seat} pays {batteries} batteries to {payee} instead of the zone value.",
    "batteries",
)
GAIN_ZONE_VALUE: Final = msg("{seat} gains the zone value, ${money}.")
PAY_NOTHING: Final = msg("{seat} pays nothing for the card.")
TAB_ENERGY: Final = plural(
    "{seat} gains {energy} energy from the tab.", "{seat} gains {energy} energy from the tab.", "energy"
)
"""PA-9.5–PA-9.7, PA-9.9: a card's zone value settled, and the tab's energy."""
GAINS_ENERGY: Final = plural("{seat} gains {amount} energy.", "{seat} gains {amount} energy.", "amount")
ENERGY_FULL: Final = msg("{seat} gains no energy: the energy marker is at the top of its track.")
TAKES_BATTERIES: Final = plural(
    "{seat} takes {amount} battery from the general supply.",
    "{seat} takes {amount} batteries from the general supply.",
    "amount",
)
NO_BATTERIES: Final = msg("{seat} takes no battery: the general supply is empty.")
TAKES_BATTERY: Final = msg("{seat} takes a battery from the general supply.")
NO_BATTERY: Final = msg("{seat} takes a battery, but the general supply is empty.")
"""PA-25.1."""
ADVANCES: Final = plural(
    "{seat} advances the {marker} {steps} space.", "{seat} advances the {marker} {steps} spaces.", "steps"
)
LOST: Final = plural(
    "{lost} more space of the {marker} is lost to a locked income limiter or the end of the track.",
    "{lost} more spaces of the {marker} are lost to a locked income limiter or the end of the track.",
    "lost",
)
BLOCKED: Final = plural(
    "{seat} cannot advance the {marker}: {lost} space is lost to a locked income limiter or the end of the track.",
    "{seat} cannot advance the {marker}: {lost} spaces are lost to a locked income limiter or the end of the track.",
    "lost",
)
STAYS: Final = msg("{seat}'s {marker} does not move.")
"""PA-10.13, PA-10.18: an income marker's advance, and what a limiter or the track's end takes."""
TIME_MOVES: Final = plural(
    "{seat} advances the time disc {moved} space, to space {time} of the time track.",
    "{seat} advances the time disc {moved} spaces, to space {time} of the time track.",
    "moved",
)
TIME_STAYS: Final = msg("{seat}'s time disc stays on the last space of the time track.")
"""PA-7.4, PA-7.5."""
PRODUCES: Final = plural(
    "{seat} produces {batteries} battery and gains ${income} of income.",
    "{seat} produces {batteries} batteries and gains ${income} of income.",
    "batteries",
)
DISCARDS: Final = plural(
    "{seat} discards {discarded} battery above the storage limit.",
    "{seat} discards {discarded} batteries above the storage limit.",
    "discarded",
)
"""PA-26.5–PA-26.7, PA-35.5."""
BUILDS_WIND: Final = msg("{seat} builds a wind farm on {site}, beside its own bulldozer.")
BUILDS_WIND_VIA: Final = msg("{seat} builds a wind farm on {site}, using {via}'s bulldozer.")
BUILDS_TOWER: Final = msg("{seat} builds a tower on {site} (tower {tower}), beside its own bulldozer.")
BUILDS_TOWER_VIA: Final = msg("{seat} builds a tower on {site} (tower {tower}), using {via}'s bulldozer.")
"""PA-9.9, PA-12.2, PA-13.2: a structure built, and whose bulldozer met the requirement."""
FULFILS: Final = msg("{seat} fulfils {token} at {slot}, paying {cost}; the token goes to {cell}.")
FULFILS_FREE: Final = msg("{seat} fulfils {token} at {slot}; the token goes to {cell}.")
"""PA-16.2, PA-16.3, PA-17.1, PA-20.4."""
MOST: Final = msg("{seat} meets the condition most often ({counts}) and gains ${money} ({token}, bottom half).")
MOST_MARKET: Final = msg("{seat} has the most {market} symbols ({counts}) and gains ${money} ({token}).")
TIE: Final = msg("{seats} tie for the most ({counts}): nobody gains the reward ({token}, bottom half).")
TIE_MARKET: Final = msg("{seats} tie for the most {market} symbols ({counts}): nobody gains the reward ({token}).")
SHARED: Final = msg("{seats} tie for the most ({counts}) and share the reward: {shares} ({token}, bottom half).")
SHARED_MARKET: Final = msg(
    "{seats} tie for the most {market} symbols ({counts}) and share the reward: {shares} ({token})."
)
"""PA-30.2, PA-30.3, PA-31.2, AMB-11: a majority, the market's for beginner token II."""

STEPS: Final = {
    "build": msg("build"),
    "fulfil": msg("fulfil a contract"),
    "second": msg("fulfil the connected contract"),
    "take-link": msg("take a link token"),
    "link": msg("play a link token", context="pampero step"),
    "sell": msg("sell to the external market", context="pampero step"),
    "venture": msg("take venture capital", context="pampero step"),
    "moves": msg("move a bulldozer"),
    "follow": msg("move the bulldozer used"),
    "bonus": msg("choose two cells of the tower bonus board"),
    "place": msg("put the tower bonus token on a slot"),
    "discard": msg("discard a tower bonus token"),
    "market": msg("choose a market", context="pampero step"),
    "specialist": msg("take a specialist card"),
    "take-back": msg("take back an action card"),
    "crown": msg("play a crown card"),
    "score": msg("play a specialist scoring card"),
    "score-market": msg("choose the market of a scoring card"),
    "final-market": msg("choose the market of a tower bonus token"),
}
"""The decisions a seat may owe (``turns``, ``scoring``), as what it would do."""


# ---- writing the arguments -----------------------------------------------------------------------------
def label(value: Any, tr: Translations) -> str:
    """A value written as it is (an id no name is known for, a word as typed)."""
    return str(value)


def money(value: int, tr: Translations) -> str:
    return MONEY.say(tr, n=value)


def space(value: int, tr: Translations) -> str:
    """A space of the time track, counted from 1 (the leftmost, PA-6.16)."""
    return str(value + 1)


def market(value: str, tr: Translations) -> str:
    m = SYMBOLS.get(value)
    return m.say(tr) if m else value


def income(value: str, tr: Translations) -> str:
    m = INCOMES.get(value)
    return m.say(tr) if m else value


def marker(value: str, tr: Translations) -> str:
    m = MARKERS.get(value)
    return m.say(tr) if m else value


def where(sector: str, tr: Translations) -> str:
    """PA-3.1: in a sector, or in zone C, which has none."""
    zone = DATA.zone_of.get(sector, "")
    return IN_ZONE.say(tr, zone=zone) if zone == sector else IN_SECTOR.say(tr, sector=sector)


def _numbered(items: Mapping[str, Any], key: Any) -> dict[str, int]:
    """Each item's number (from 1) among the items of the same ``key`` (its sector and kind), in the data's order."""
    counts: dict[Any, int] = {}
    out = {}
    for item_id, item in items.items():
        k = key(item)
        counts[k] = counts.get(k, 0) + 1
        out[item_id] = counts[k]
    return out


def _site_kind(site: Site) -> str:
    return f"grey-{site.type}" if site.grey_starting else site.type


SITE_NUMBER: Final = _numbered(DATA.sites, lambda x: (x.sector, _site_kind(x)))
PARKING_NUMBER: Final = _numbered(DATA.parking, lambda x: x.sector)
REMOTE_NUMBER: Final = _numbered(
    {k: v for k, v in DATA.contract_slots.items() if v.kind == "remote"}, lambda x: x.sector
)
LINK_NUMBER: Final = _numbered(DATA.link_slots, lambda x: x.sector)
CELL_NUMBER: Final = _numbered(DATA.transformers, lambda x: x.column)


def place(value: str, tr: Translations) -> str:
    """Where a bulldozer is (PA-3.7): beside a site, in the storage zone, on a parking space, in the supply."""
    if value in DATA.sites:
        s = DATA.sites[value]
        return SITES[_site_kind(s)].say(tr, n=SITE_NUMBER[value], where=where(s.sector, tr))
    if value in DATA.parking:
        p = DATA.parking[value]
        alone = sum(1 for x in DATA.parking.values() if x.sector == p.sector) == 1
        if alone:
            return PARKING.say(tr, where=where(p.sector, tr))
        return PARKING_NUMBERED.say(tr, n=PARKING_NUMBER[value], where=where(p.sector, tr))
    if value == STORAGE:
        return STORAGE_ZONE.say(tr)
    if value == SUPPLY:
        return SUPPLY_PLACE.say(tr)
    return value


def slot(value: str | int, tr: Translations) -> str:
    """A slot of the game board: a contract's (standard, remote, solar) or a link token's; a number (a
    company board's slot, from 0) as slot n from 1."""
    if isinstance(value, int):
        return str(value + 1)
    if value in DATA.contract_slots:
        c = DATA.contract_slots[value]
        if c.kind == "remote":
            return REMOTE_SLOT.say(tr, n=REMOTE_NUMBER[value], where=where(c.sector, tr))
        return STANDARD_SLOT.say(tr, n=c.location, where=where(c.sector, tr))
    if value in DATA.solar_slots:
        return SOLAR_SLOT.say(tr, n=DATA.solar_slots.index(value) + 1)
    if value in DATA.link_slots:
        link = DATA.link_slots[value]
        if sum(1 for x in DATA.link_slots.values() if x.sector == link.sector) == 1:
            return LINK_SLOT.say(tr, where=where(link.sector, tr))
        return LINK_SLOT_NUMBERED.say(tr, n=LINK_NUMBER[value], where=where(link.sector, tr))
    return value


def line(value: str, tr: Translations) -> str:
    """PA-16.9: a link line, by the contract slots it leads from (one or more, where it branches)."""
    for link in DATA.link_slots.values():
        for line_id, slots in link.lines:
            if line_id == value:
                return join((slot(s, tr) for s in slots), tr)
    return value


def cell(value: str, tr: Translations) -> str:
    """A transformer cell of the grid board (``G3-2``) or a cell of the tower bonus board (``r0c1``)."""
    if value in DATA.transformers:
        return TRANSFORMER_CELL.say(tr, n=CELL_NUMBER[value], column=DATA.transformers[value].column)
    bonus = DATA.bonus_cells.get(value if value.startswith("TBB-") else f"TBB-{value}")
    if bonus is not None:
        return BONUS_CELL.say(tr, row=bonus.row + 1, column=bonus.col + 1)
    return value


def cells(values: list[str], tr: Translations) -> str:
    return join((cell(c, tr) for c in values), tr, "and")


def circuit_line(values: list[str], tr: Translations) -> str:
    """PA-10.10: a line of the transformer network, from the cell of the token placed before."""
    return LINE.say(tr, a=cell(values[0], tr), b=cell(values[-1], tr))


def symbols(items: Any, tr: Translations) -> str:
    """Market symbols with their income arrows (``residential ▶▶, remote``)."""
    out = []
    for s in items:
        word = market(s.market, tr)
        out.append(ARROWS[s.arrows].say(tr, market=word) if s.arrows in ARROWS else word)
    return join(out, tr)


def effect(ops: Effect, tr: Translations) -> str:
    """Operations as a card's or token's face shows them (PA-37.2), one after another."""
    return join((operation(op, tr) for op in ops), tr) if ops else NOTHING.say(tr)


def operation(op: Mapping[str, Any], tr: Translations) -> str:
    """One operation of the data (PA-37.2)."""
    name = str(op["op"])
    if name == "choice":
        return tr.gettext(OR).join(effect(tuple(option), tr) for option in op["options"])
    if name in ("gain_money", "pay_money"):
        return money(int(op["amount"]), tr)
    if name in ("gain_energy", "pay_energy"):
        return ENERGY.say(tr, n=int(op["amount"]))
    if name in ("gain_batteries", "pay_batteries"):
        return BATTERIES.say(tr, n=int(op["amount"]))
    if name == "gain_income":
        return income(str(op["market"]), tr) if "market" in op else EFFECTS["gain_income_any"].say(tr)
    if name == "advance_income":
        return EFFECTS[name].say(tr, marker=marker(str(op["market"]), tr), steps=op["steps"])
    if name == "advance_income_any":
        return EFFECTS[name].say(tr, steps=op["steps"])
    if name == "move_bulldozers":
        return join((MOVES.say(tr, n=int(n)) for n in op["symbols"]), tr)
    if name == "fulfil_contract":
        words = FULFIL[str(op["kind"])].say(tr) if op["kind"] in FULFIL else str(op["kind"])
        return FULFIL_MARKET.say(tr, effect=words, market=market(str(op["market"]), tr)) if op.get("market") else words
    if name == "modifier":
        for key, m in MODIFIERS.items():
            if key in op:
                return m.say(tr, n=abs(int(op[key])))
        return name
    if name == "final_money_per":
        return EFFECTS[name].say(tr, amount=op["amount"], count=count_words(op, tr))
    if name == "final_vc_discount":
        repayment = int(DATA.setup["venture_capital_repayment"])
        return EFFECTS[name].say(tr, pay=op["pay"], repayment=repayment)
    if name == "condition":
        return EFFECTS[name].say(tr, count=count_words(op, tr), n=op["at_least"])
    if name in EFFECTS:
        return EFFECTS[name].say(tr)
    return name


def count_words(condition: Mapping[str, Any], tr: Translations) -> str:
    """What a condition counts (PA-37.3)."""
    name = str(condition.get("count", condition.get("most", "")))
    m = COUNTS.get(name)
    return m.say(tr) if m else name


def card(value: str, tr: Translations) -> str:
    """An action card or a specialist card by its name."""
    m = CARD_NAMES.get(value)
    return m.say(tr) if m else str(value)


def card_played(tr: Translations, value: str, option: int) -> str:
    """PA-21.2: a card, with the effect chosen of a joker's."""
    if not option or value not in DATA.cards:
        return card(value, tr)
    ops = DATA.cards[value].effect
    options = ops[0].get("options", ()) if len(ops) == 1 else ()
    if not 0 < option <= len(options):
        return card(value, tr)
    return CARD_OPTION.say(tr, card=card(value, tr), option=option, effect=effect(tuple(options[option - 1]), tr))


def scoring_card(tr: Translations, value: str, option: int) -> str:
    """PA-32.3: a specialist scoring card and the option declared."""
    return SCORING_OPTION.say(tr, card=card(value, tr), option=option)


def row(value: str, tr: Translations) -> str:
    m = ROWS.get(value)
    return m.say(tr) if m else value


def row_word(value: str, tr: Translations) -> str:
    m = ROW_WORDS.get(value)
    return m.say(tr) if m else value


def card_slot(tr: Translations, value: str, index: int) -> str:
    """PA-9.3: the slot of a row a card goes to, from the left."""
    return CARD_SLOT.say(tr, n=index + 1, row=row(value, tr))


def tab(tr: Translations, value: str, index: int, side: str) -> str:
    """PA-9.2: the operations tab left visible beside a slot (AMB-03)."""
    slots = DATA.slots.get(value, ())
    if not 0 <= index < len(slots) or side not in ("left", "right"):
        return side
    t = slots[index][0 if side == "left" else 1]
    return TAB.say(tr, zone=t.zone, money=t.money, energy=ENERGY.say(tr, n=t.energy))


def bonus_type(value: str, tr: Translations) -> str:
    """A kind of tower bonus token, by its effect (PA-12.6)."""
    kind = DATA.bonus_types.get(value)
    return effect(kind.effect, tr) if kind else value


def bonus_token(tr: Translations, value: str, kind: str) -> str:
    """A tower bonus token by its zone and effect; a final one says so (PA-31.4, its red stripe)."""
    zone = DATA.bonus_tokens[value][0] if value in DATA.bonus_tokens else ""
    t = DATA.bonus_types.get(kind)
    m = FINAL_BONUS_TOKEN if t is not None and t.kind == "final" else BONUS_TOKEN
    return m.say(tr, zone=zone, effect=bonus_type(kind, tr))


def token(value: str, tr: Translations) -> str:
    """A token: a contract token, a tower bonus token, a link token or a scoring token."""
    if value in DATA.contracts:
        c = DATA.contracts[value]
        return CONTRACTS[c.kind].say(tr, symbols=symbols(c.symbols, tr))
    if value in DATA.bonus_tokens:
        return bonus_token(tr, value, DATA.bonus_tokens[value][1])
    if value in DATA.link_tokens:
        m = STARTING_LINK if value == DATA.starting_link else LINK_TOKEN
        return m.say(tr, effect=effect(DATA.link_tokens[value].effect, tr))
    if value in DATA.beginner:
        return BEGINNER_TOKEN.say(tr, number=("I", "II")[DATA.beginner.index(value)])
    if value in DATA.scoring_tokens:
        return SCORING_TOKEN.say(tr, number=value)
    return str(value)


def market_card(value: str, tr: Translations) -> str:
    """PA-18: an external market card by its country and its front's income symbols."""
    c = DATA.market_cards.get(value)
    if c is None or c.country not in COUNTRY_CARDS:
        return value
    return COUNTRY_CARDS[c.country].say(tr, symbols=join((market(m, tr) for m in c.income), tr))


def requirement(value: str, tr: Translations) -> str:
    """PA-10.11: a circuit requirement, as the grid board prints it."""
    ops = DATA.circuits.get(value)
    return effect(ops, tr) if ops is not None else value


def counts(values: list[int], tr: Translations) -> str:
    """Each seat's count, in seat order (``P1: 3, P2: 1``)."""
    return join((SEAT_COUNT.say(tr, seat=seat(p, tr), n=n) for p, n in enumerate(values)), tr)


def step(value: str, tr: Translations) -> str:
    m = STEPS.get(value)
    return m.say(tr) if m else value


# ---- the sentences a message chooses ---------------------------------------------------------------------
def paid(tr: Translations, who: int, value: int, batteries: int, to: int, energy: int) -> str:
    """PA-9.5–PA-9.7, PA-9.9: the zone value paid (to the bank or a component's owner) or gained, or
    batteries paid instead, and the tab's energy."""
    p = seat(who, tr)
    out = []
    if value > 0:
        out.append(
            PAY_BANK.say(tr, seat=p, money=value)
            if to < 0
            else PAY_SEAT.say(tr, seat=p, money=value, payee=seat(to, tr))
        )
    elif value < 0:
        out.append(GAIN_ZONE_VALUE.say(tr, seat=p, money=-value))
    if batteries:
        args = {"seat": p, "batteries": batteries}
        out.append(
            PAY_BATTERIES_BANK.say(tr, **args) if to < 0 else PAY_BATTERIES_SEAT.say(tr, payee=seat(to, tr), **args)
        )
    if energy:
        out.append(TAB_ENERGY.say(tr, seat=p, energy=energy))
    return join(out, tr, "space") if out else PAY_NOTHING.say(tr, seat=p)


def gained_energy(tr: Translations, who: int, amount: int) -> str:
    """PA-10.17, AMB-18: energy above the track's top is lost."""
    p = seat(who, tr)
    return GAINS_ENERGY.say(tr, seat=p, amount=amount) if amount else ENERGY_FULL.say(tr, seat=p)


def taken_batteries(tr: Translations, who: int, amount: int) -> str:
    """PA-4.11: batteries come from the general supply, as many as it holds."""
    p = seat(who, tr)
    return TAKES_BATTERIES.say(tr, seat=p, amount=amount) if amount else NO_BATTERIES.say(tr, seat=p)


def battery_action(tr: Translations, who: int, amount: int) -> str:
    """PA-25.1: action 3."""
    p = seat(who, tr)
    return (TAKES_BATTERY if amount else NO_BATTERY).say(tr, seat=p)


def advanced(tr: Translations, who: int, value: str, steps: int, lost: int) -> str:
    """PA-10.18: the spaces an income marker moved, and those a limiter or the track's end took."""
    p, m = seat(who, tr), marker(value, tr)
    if steps and lost:
        return join((ADVANCES.say(tr, seat=p, marker=m, steps=steps), LOST.say(tr, marker=m, lost=lost)), tr, "space")
    if steps:
        return ADVANCES.say(tr, seat=p, marker=m, steps=steps)
    if lost:
        return BLOCKED.say(tr, seat=p, marker=m, lost=lost)
    return STAYS.say(tr, seat=p, marker=m)


def time_moved(tr: Translations, who: int, time: int, moved: int) -> str:
    """PA-7.4, PA-7.5: the time disc's move, or its stay on the last space."""
    p = seat(who, tr)
    return TIME_MOVES.say(tr, seat=p, moved=moved, time=time + 1) if moved else TIME_STAYS.say(tr, seat=p)


def consolidated(tr: Translations, who: int, batteries: int, discarded: int, value: int, time: int, moved: int) -> str:
    """PA-26.5–PA-26.8: batteries produced (and discarded above the limit, PA-35.5), income, time."""
    p = seat(who, tr)
    out = [PRODUCES.say(tr, seat=p, batteries=batteries, income=value)]
    if discarded:
        out.append(DISCARDS.say(tr, seat=p, discarded=discarded))
    out.append(time_moved(tr, who, time, moved))
    return join(out, tr, "space")


def built(tr: Translations, who: int, site: str, via: int, tower: int | None = None) -> str:
    """PA-9.9, PA-12.2, PA-13.2: the structure built beside its own bulldozer or another player's."""
    args: dict[str, Any] = {"seat": seat(who, tr), "site": place(site, tr)}
    if tower is None:
        return BUILDS_WIND.say(tr, **args) if via == who else BUILDS_WIND_VIA.say(tr, via=seat(via, tr), **args)
    args["tower"] = tower
    return BUILDS_TOWER.say(tr, **args) if via == who else BUILDS_TOWER_VIA.say(tr, via=seat(via, tr), **args)


def built_tower(tr: Translations, who: int, site: str, via: int, tower: int) -> str:
    return built(tr, who, site, via, tower)


def fulfilled(tr: Translations, who: int, at: str, value: str, to: str, energy: int, batteries: int) -> str:
    """PA-16.2, PA-16.3, PA-17.1, PA-20.4: the contract, where it lay, what it cost and its grid cell."""
    args = {"seat": seat(who, tr), "token": token(value, tr), "slot": slot(at, tr), "cell": cell(to, tr)}
    parts = [ENERGY.say(tr, n=energy)] if energy else []
    parts += [BATTERIES.say(tr, n=batteries)] if batteries else []
    if not parts:
        return FULFILS_FREE.say(tr, **args)
    cost = BOTH.say(tr, energy=parts[0], batteries=parts[1]) if len(parts) == 2 else parts[0]
    return FULFILS.say(tr, cost=cost, **args)


def bonus_slot(tr: Translations, kind: str, index: int) -> str:
    """PA-12.5, AMB-31: the token's own slot, or the nearest empty one."""
    own = index < len(DATA.bonus_slots) and DATA.bonus_slots[index] == kind
    return OWN_BONUS_SLOT.say(tr) if own else OTHER_BONUS_SLOT.say(tr, n=index + 1)


def specialist(tr: Translations, kind: str, value: str | None) -> str:
    """PA-23.1: a specialist card taken face up, or drawn unseen from its deck."""
    if value is None:
        m = SPECIALIST_KINDS.get(kind)
        return m.say(tr) if m else kind
    m = SPECIALIST_SEEN.get(kind)
    return m.say(tr, card=card(value, tr)) if m else card(value, tr)


def scoring_begins(value: int, tr: Translations) -> str:
    m = SCORING_BEGINS.get(value)
    return m.say(tr) if m else str(value)


def scoring_ends(value: int, tr: Translations) -> str:
    m = SCORING_ENDS.get(value)
    return m.say(tr) if m else str(value)


def most(tr: Translations, value: str, of_market: str, scores: list[int], who: int, amount: int) -> str:
    """PA-30.2, PA-31.2: the sole leader of a majority; PA-30.3: of a market's symbols (beginner token II)."""
    args = {"seat": seat(who, tr), "token": token(value, tr), "counts": counts(scores, tr), "money": amount}
    if of_market:
        return MOST_MARKET.say(tr, market=market(of_market, tr), **args)
    return MOST.say(tr, **args)


def tie(tr: Translations, value: str, of_market: str, scores: list[int], leaders: list[int]) -> str:
    """PA-30.2, AMB-11: a tie for most gives nobody anything."""
    args = {"seats": seats_and(leaders, tr), "token": token(value, tr), "counts": counts(scores, tr)}
    if of_market:
        return TIE_MARKET.say(tr, market=market(of_market, tr), **args)
    return TIE.say(tr, **args)


def shared(
    tr: Translations, value: str, of_market: str, scores: list[int], leaders: list[int], amounts: list[int]
) -> str:
    """AMB-11's alternative: the tied seats share the reward."""
    shares = join((SEAT_MONEY.say(tr, seat=seat(p, tr), money=m) for p, m in zip(leaders, amounts, strict=True)), tr)
    args = {"seats": seats_and(leaders, tr), "token": token(value, tr), "counts": counts(scores, tr), "shares": shares}
    if of_market:
        return SHARED_MARKET.say(tr, market=market(of_market, tr), **args)
    return SHARED.say(tr, **args)


ARGS: Final = {
    "seat": Arg(seat, "a seat (0 is P1)"),
    "via": Arg(seat, "the seat whose bulldozer met a requirement"),
    "payee": Arg(label, "the seat paid (-1: the bank), read with the payment"),
    "order": Arg(seats, "seats in turn order"),
    "winners": Arg(seats_and, "the winning seats"),
    "seats": Arg(seats_and, "seats (tied for most)"),
    "card": Arg(
        card, "an action card's or specialist card's id (ST-1, SA-05, SS-01), written by its name; None: unseen"
    ),
    "option": Arg(number, "a joker's or scoring card's option, from 1 (0: none)"),
    "row": Arg(row, "a company board's row: top or bottom"),
    "slot": Arg(slot, "a board slot's id (STD-A1-1, REM-3, SOL-4, LNK-A-1), or a company board slot's index from 0"),
    "tab": Arg(label, "the tab left visible: left or right, read with its slot"),
    "site": Arg(place, "a building site's id (A2-T1), written as its kind and number in its sector"),
    "from": Arg(place, "where a bulldozer was: a site's id, STORAGE or a parking space's id (PARK-1)"),
    "to": Arg(place, "where a bulldozer goes"),
    "cell": Arg(cell, "a transformer cell's id (G3-2) or a tower bonus board cell's (r0c1)"),
    "cells": Arg(cells, "two cells' ids (transformer cells or tower bonus board cells)"),
    "token": Arg(token, "a contract, tower bonus, link or scoring token's id (SC-A1-1, TB-A03, L-A1, 1.3)"),
    "type": Arg(bonus_type, "a tower bonus token's type (INC-RES), written as its effect"),
    "bonus": Arg(bonus_type, "a final tower bonus token's type (FINAL-WF2), written as its effect"),
    "line": Arg(line, "a link line's id (LL-A1-a), written as the contract slots it leads from"),
    "requirement": Arg(requirement, "a circuit requirement's id (C1), written as what it asks"),
    "market": Arg(market, "a market: residential, industrial, commercial, tourist or remote"),
    "kind": Arg(label, "a specialist card's kind: action or scoring"),
    "step": Arg(step, "a decision's kind (link, discard, specialist…)"),
    "first": Arg(token, "the first scoring's token"),
    "second": Arg(token, "the second scoring's token"),
    "counts": Arg(counts, "each seat's count of a majority, in seat order"),
    "scoring": Arg(number, "a scoring: 1, 2 or 3 (final)"),
    "space": Arg(space, "a space of the time track, from 0"),
    "time": Arg(space, "the time disc's space, from 0"),
    **{
        a: Arg(number, holds)
        for a, holds in {
            "players": "the number of players",
            "year": "the year",
            "amount": "pesos, energy or batteries gained",
            "money": "pesos (negative: gained)",
            "batteries": "batteries",
            "energy": "energy",
            "income": "pesos of income",
            "discarded": "batteries discarded above the storage limit",
            "moved": "spaces the time disc moved",
            "tower": "the tower's number on the grid board (1–7)",
            "steps": "spaces an income marker moved",
            "lost": "spaces of an advance lost",
            "count": "how many times a condition is met",
            "tokens": "venture-capital tokens",
            "column": "a column of the grid board (1–7)",
        }.items()
    },
}
"""Every event argument of Pampero: how it is written."""

MESSAGES: Final[dict[str, Message]] = {
    # setup and the years (PA-4–PA-8, PA-27)
    "setup": plural(
        "A game of {players} player begins: turn order {order}; the first scoring uses {first}, the second {second}.",
        "A game of {players} players begins: turn order {order}; the first scoring uses {first}, the second {second}.",
        "players",
    ),
    "year": msg("Year {year}: turn order {order}."),
    "turn-order": msg("New turn order: {order}."),
    # the actions (PA-8, PA-9, PA-24, PA-25)
    "card.play": msg(
        "{seat} plays {card} into {slot}, leaving {tab} visible.",
        card=Field(("card", "option"), card_played),
        slot=Field(("row", "slot"), card_slot),
        tab=Field(("row", "slot", "tab"), tab),
    ),
    "card.pay": msg("{paid}", paid=Field(("seat", "money", "batteries", "payee", "energy"), paid)),
    "return-all": msg(
        "{seat} returns all action cards from the company board to the hand. {time}",
        time=Field(("seat", "time", "moved"), time_moved),
    ),
    "battery": msg("{taken}", taken=Field(("seat", "amount"), battery_action)),
    "turn-order.down": msg("{seat} moves the turn-order disc down."),
    "lapsed": msg("{seat} cannot {step}: that part is skipped."),
    # effects (PA-12–PA-23)
    "money": msg("{seat} gains ${amount}."),
    "energy": msg("{gained}", gained=Field(("seat", "amount"), gained_energy)),
    "batteries": msg("{taken}", taken=Field(("seat", "amount"), taken_batteries)),
    "income": msg("{seat} gains {market}: ${amount}.", market=income),
    "income.advance": msg("{advanced}", advanced=Field(("seat", "market", "steps", "lost"), advanced)),
    "overlay": msg("{seat} takes a zone B discount overlay (its use is not in the rulebook)."),
    "build.wind": msg("{built}", built=Field(("seat", "site", "via"), built)),
    "build.tower": msg("{built}", built=Field(("seat", "site", "via", "tower"), built_tower)),
    "bonus.pick": msg("{seat} chooses two cells of the tower bonus board: {cells}."),
    "bonus.take": msg(
        "{seat} takes {token} and puts it on {slot}.",
        token=Field(("token", "type"), bonus_token),
        slot=Field(("type", "slot"), bonus_slot),
    ),
    "bonus.discard": msg(
        "{seat} takes {token} but must discard it: no slot of the company board can take it.",
        token=Field(("token", "type"), bonus_token),
    ),
    "bonus.remove": msg("{seat} discards {token} from the tower bonus board ({cell})."),
    "bulldozer.deploy": msg("{seat} puts a bulldozer from the personal supply into the storage zone."),
    "bulldozer.move": msg("{seat} moves a bulldozer: {from} → {to}."),
    "link.play": msg("{seat} plays {token} on {card}."),
    "contract": msg(
        "{fulfilled}",
        fulfilled=Field(("seat", "slot", "token", "cell", "energy", "batteries"), fulfilled),
    ),
    "contract.removed": msg(
        "Removed from the game: {token} at {slot}, the other contract of its pair being fulfilled."
    ),
    "circuit": msg(
        "{seat} meets the circuit requirement “{requirement}” ({cells}) and covers it with a circuit token.",
        cells=circuit_line,
    ),
    "link.unlock": msg("A link is unlocked: {line} → {slot}."),
    "link.take": msg("{seat} takes {token} from {slot}."),
    "link.lost": msg("Removed from the game: {token} at {slot}, which nobody took."),
    "market.sell": plural(
        "{seat} sells {batteries} battery to the external market and takes {card}.",
        "{seat} sells {batteries} batteries to the external market and takes {card}.",
        "batteries",
        card=market_card,
    ),
    "venture": msg("{seat} takes venture capital: a token on the slot of column {column}, and ${income} of income."),
    "specialist": msg("{seat} takes {card}.", card=Field(("kind", "card"), specialist)),
    # consolidation (PA-26)
    "card.back": msg("{seat} takes {card} back to the hand from {row}."),
    "consolidation": msg(
        "{done}",
        done=Field(("seat", "batteries", "discarded", "income", "time", "moved"), consolidated),
    ),
    # the scorings (PA-28–PA-33)
    "scoring.begin": msg("{scoring}", scoring=scoring_begins),
    "scoring.end": msg("{scoring}", scoring=scoring_ends),
    "scoring.top": plural(
        "{seat} meets the condition {count} time and gains ${money} ({token}, top half).",
        "{seat} meets the condition {count} times and gains ${money} ({token}, top half).",
        "count",
    ),
    "scoring.beginner": plural(
        "{seat} gains ${money} for {count} {market} symbol on contract tokens from zone A (beginner scoring token I).",
        "{seat} gains ${money} for {count} {market} symbols on contract tokens from zone A (beginner scoring token I).",
        "count",
    ),
    "scoring.most": msg("{most}", most=Field(("token", "market", "counts", "seat", "money"), most)),
    "scoring.most-tie": msg("{tie}", tie=Field(("token", "market", "counts", "seats"), tie)),
    "scoring.most-shared": msg("{shared}", shared=Field(("token", "market", "counts", "seats", "money"), shared)),
    "scoring.crown": msg("{seat} plays {card} for the majority.", card=Field(("card", "option"), scoring_card)),
    "scoring.card": msg("{seat} plays {card} and gains ${money}.", card=Field(("card", "option"), scoring_card)),
    "scoring.card-income": msg(
        "{seat} plays {card} and gains {market}: ${money}.",
        card=Field(("card", "option"), scoring_card),
        market=income,
    ),
    "scoring.bonus-income": msg(
        "{seat} gains {market}: ${money} (the final tower bonus token “{bonus}”).", market=income
    ),
    "scoring.time": msg("{seat} moves the time disc to space {space} of the time track."),
    "scoring.bonus": msg("{seat} gains ${money} for the final tower bonus token “{bonus}” (counted: {count})."),
    "scoring.investors": plural(
        "{seat} pays the investors ${money} for {tokens} venture-capital token.",
        "{seat} pays the investors ${money} for {tokens} venture-capital tokens.",
        "tokens",
    ),
    "over": plural("The game is over. {winners} wins.", "The game is over. {winners} share the victory.", "winners"),
}
"""One message per event kind."""

RULES: Final = {
    "setup": "PA-6.17",
    "year": "PA-1.3",
    "turn-order": "PA-27.2",
    "card.play": "PA-9.3",
    "card.pay": "PA-9.12",
    "return-all": "PA-24.2",
    "battery": "PA-25.1",
    "turn-order.down": "PA-7.3",
    "lapsed": "PA-14.4",
    "money": "PA-37.2",
    "energy": "PA-10.17",
    "batteries": "PA-4.11",
    "income": "PA-22.1",
    "income.advance": "PA-10.18",
    "overlay": "PA-4.12",
    "build.wind": "PA-13.2",
    "build.tower": "PA-12.2",
    "bonus.pick": "PA-12.4",
    "bonus.take": "PA-12.5",
    "bonus.discard": "PA-12.5",
    "bonus.remove": "PA-34.1",
    "bulldozer.deploy": "PA-15.4",
    "bulldozer.move": "PA-15.1",
    "link.play": "PA-14.1",
    "contract": "PA-16.3",
    "contract.removed": "PA-16.8",
    "circuit": "PA-10.11",
    "link.unlock": "PA-16.9",
    "link.take": "PA-16.10",
    "link.lost": "AMB-08",
    "market.sell": "PA-18.2",
    "venture": "PA-19.2",
    "specialist": "PA-23.1",
    "card.back": "PA-26.4",
    "consolidation": "PA-26.2",
    "scoring.begin": "PA-28.4",
    "scoring.end": "PA-28.2",
    "scoring.top": "PA-29.2",
    "scoring.beginner": "PA-29.3",
    "scoring.most": "PA-30.2",
    "scoring.most-tie": "PA-30.2",
    "scoring.most-shared": "AMB-11",
    "scoring.crown": "PA-32.4",
    "scoring.card": "PA-32.5",
    "scoring.card-income": "PA-22.1",
    "scoring.bonus-income": "PA-31.4",
    "scoring.time": "PA-7.5",
    "scoring.bonus": "PA-31.4",
    "scoring.investors": "PA-31.5",
    "over": "PA-33.1",
}
"""The rule each kind of event tells of (PA-x.y of shared/rules/pampero.md, AMB-nn of PA-38): not in the
words, for a reader who asks."""
if set(RULES) != set(MESSAGES):
    raise ValueError("an event kind without its rule")

PHRASES: Final[dict[str, Message]] = {
    "seat": SEAT,
    "money": MONEY,
    "energy": ENERGY,
    "batteries": BATTERIES,
    "both": BOTH,
    "nothing": NOTHING,
    **{f"symbol:{k}": m for k, m in SYMBOLS.items()},
    **{f"income:{k}": m for k, m in INCOMES.items()},
    **{f"marker:{k}": m for k, m in MARKERS.items()},
    **{f"arrows:{k}": m for k, m in ARROWS.items()},
    "in-sector": IN_SECTOR,
    "in-zone": IN_ZONE,
    **{f"site:{k}": m for k, m in SITES.items()},
    "storage": STORAGE_ZONE,
    "supply": SUPPLY_PLACE,
    "parking": PARKING,
    "parking:numbered": PARKING_NUMBERED,
    "slot:standard": STANDARD_SLOT,
    "slot:remote": REMOTE_SLOT,
    "slot:solar": SOLAR_SLOT,
    "slot:link": LINK_SLOT,
    "slot:link-numbered": LINK_SLOT_NUMBERED,
    **{f"contract:{k}": m for k, m in CONTRACTS.items()},
    **{f"row:{k}": m for k, m in ROWS.items()},
    "card-slot": CARD_SLOT,
    "tab": TAB,
    "transformer-cell": TRANSFORMER_CELL,
    "bonus-cell": BONUS_CELL,
    "line": LINE,
    "bonus-slot:own": OWN_BONUS_SLOT,
    "bonus-slot:other": OTHER_BONUS_SLOT,
    **{f"card:{k}": m for k, m in CARD_NAMES.items()},
    "card-option": CARD_OPTION,
    "scoring-option": SCORING_OPTION,
    **{f"country-card:{k}": m for k, m in COUNTRY_CARDS.items()},
    "link-token": LINK_TOKEN,
    "starting-link": STARTING_LINK,
    "bonus-token": BONUS_TOKEN,
    "bonus-token:final": FINAL_BONUS_TOKEN,
    "scoring-token": SCORING_TOKEN,
    "beginner-token": BEGINNER_TOKEN,
    **{f"specialist:{k}": m for k, m in SPECIALIST_KINDS.items()},
    **{f"specialist-seen:{k}": m for k, m in SPECIALIST_SEEN.items()},
    **{f"effect:{k}": m for k, m in EFFECTS.items()},
    "effect:moves": MOVES,
    **{f"fulfil:{k}": m for k, m in FULFIL.items()},
    "fulfil:market": FULFIL_MARKET,
    **{f"modifier:{k}": m for k, m in MODIFIERS.items()},
    **{f"count:{k}": m for k, m in COUNTS.items()},
    **{f"excluded:{k}": m for k, m in EXCLUDED.items()},
    "count:zone": IN_ZONE_ONLY,
    "count:numbered": NUMBERED,
    "count:narrowed": NARROWED,
    "scoring:times": TIMES,
    "scoring:most": THE_MOST,
    "scoring:majority-symbols": MAJORITY_SYMBOLS,
    "scoring:majority-count": MAJORITY_COUNT,
    "scoring:time-disc": TIME_DISC,
    "scoring:then": THEN,
    "scoring:beginner-1": BEGINNER_RULES[0],
    "scoring:beginner-2": BEGINNER_RULES[1],
    **{f"scoring-begins:{k}": m for k, m in SCORING_BEGINS.items()},
    **{f"scoring-ends:{k}": m for k, m in SCORING_ENDS.items()},
    "seat-count": SEAT_COUNT,
    "seat-money": SEAT_MONEY,
    "pay:bank": PAY_BANK,
    "pay:seat": PAY_SEAT,
    "pay:batteries-bank": PAY_BATTERIES_BANK,
    "pay:batteries-seat": PAY_BATTERIES_SEAT,
    "pay:gain": GAIN_ZONE_VALUE,
    "pay:nothing": PAY_NOTHING,
    "pay:energy": TAB_ENERGY,
    "energy:gains": GAINS_ENERGY,
    "energy:full": ENERGY_FULL,
    "batteries:take": TAKES_BATTERIES,
    "batteries:none": NO_BATTERIES,
    "battery:take": TAKES_BATTERY,
    "battery:none": NO_BATTERY,
    "income:advances": ADVANCES,
    "income:lost": LOST,
    "income:blocked": BLOCKED,
    "income:stays": STAYS,
    "time:moves": TIME_MOVES,
    "time:stays": TIME_STAYS,
    "consolidation:produces": PRODUCES,
    "consolidation:discards": DISCARDS,
    "build:wind": BUILDS_WIND,
    "build:wind-via": BUILDS_WIND_VIA,
    "build:tower": BUILDS_TOWER,
    "build:tower-via": BUILDS_TOWER_VIA,
    "contract:fulfils": FULFILS,
    "contract:fulfils-free": FULFILS_FREE,
    "most": MOST,
    "most:market": MOST_MARKET,
    "tie": TIE,
    "tie:market": TIE_MARKET,
    "shared": SHARED,
    "shared:market": SHARED_MARKET,
    **{f"step:{k}": m for k, m in STEPS.items()},
}
"""The messages used inside the formats (for the catalogue and the tests)."""

TABLE: Final = MessageTable(GAME, ARGS, MESSAGES, PHRASES)


def describe(kind: str, args: dict[str, Any], translations: Translations | None = None) -> str:
    """The words of a stored Pampero event (``i18n.describe``)."""
    return MESSAGES[kind].render(args, translations or ENGLISH, ARGS)


class Event(protocol.Event):
    """A Pampero event: its words come from this module's table."""

    __slots__ = ()

    def describe(self, translations: Translations | None = None) -> str:
        return describe(self.kind, self.args, translations)


REFUSAL_PHRASES: Final = {f"row:{k}": m for k, m in ROW_WORDS.items()}
"""The phrases of refusals' fields (for the catalogue)."""

REFUSAL_ARGS: Final = {
    **ARGS,
    "row": Arg(row_word, "a row as typed: top or bottom"),
    "money": Arg(money, "pesos"),
    "zone": Arg(label, "a zone: A, B or C"),
}
"""How the fields of Pampero's refusals are written: as its events' arguments, and more."""
