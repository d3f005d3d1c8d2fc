"""Pampero at the terminal: the time track and its scorings, the game board by sector (building sites
with their structures and bulldozers, contract slots, link token spaces, parking spaces), the solar
track, the tower bonus board, the external market and the specialist cards, and each player's supply,
company board and grid board, all read from a seat's view (``games.pampero.view``) and named as the
game's log names them (``games.pampero.messages``); the legal actions summed up by kind; the help of
each phase and decision (its words, typed and shown in Russian and Ukrainian: ``words/pampero.py``)."""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Iterable, Mapping
from typing import ClassVar

from rich import box
from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text

from ...core.errors import OR, BadInput
from ...core.messages import N_, join
from ...core.registry import spec
from ...games.pampero import datasets, messages
from ...games.pampero.data import MARKETS, ROWS, STORAGE, BonusCell, Components, Effect, Tab, TimeTrack
from ...words.pampero import short_play
from .. import render
from ..frontend import Frontend, form_lines
from ..summary import verb_lines
from ..words import Words

ENGLISH = Words(game="pampero")
"""The source language, with Pampero's words."""

FREE = "·"
OPTION_NAMES = {
    "long_game": N_("long game"),
    "beginner": N_("beginner scoring tokens"),
    "fixed_bonus": N_("fixed tower bonus setup"),
    "restrictions": N_("contract-token restrictions"),
    "battery_limit": N_("battery storage limit"),
    "rado": N_("Rado variant"),
}
"""PA-34.2, PA-35: the alternative rules a game may be played with."""
SCORINGS = {1: N_("First scoring"), 2: N_("Second scoring"), 3: N_("Final scoring")}
SCORING_MARKS = {1: N_("1st"), 2: N_("2nd"), 3: N_("final")}
"""PA-28.3: the scoring symbols of the time track."""
SOURCES = {"money": N_("Money"), "wind_farms": N_("Wind farms on the game board")}
"""The words of Pampero's score breakdown: the money, then the tie-break (PA-33)."""


# ---- words -----------------------------------------------------------------------------------------
def data_of(view: dict) -> Components:
    """The data set the game is played with (its digest in the view); the built-in one if it is not loaded."""
    try:
        return datasets.find(view["data"]["digest"])
    except BadInput:
        return datasets.find(None)


def short_seat(seat: int, w: Words = ENGLISH) -> Text:
    """``P1`` in the seat's colour (the boards' owners; never the player's long name)."""
    styles = render.SEAT_STYLES
    return Text(w.tr.gettext("P{number}").format(number=seat + 1), style=styles[seat % len(styles)])


def seat_text(seat: int, labels: list[str] | None = None, w: Words = ENGLISH) -> Text:
    return render.seat_text(seat, labels, w)


def _joined(parts: Iterable[Text], sep: str = ", ") -> Text:
    out = Text()
    for k, part in enumerate(parts):
        if k:
            out.append(sep)
        out.append_text(part)
    return out


def money(n: int, w: Words) -> str:
    """Pesos as the rulebook writes them: $5 («5 $», PA-0.7)."""
    return messages.MONEY.say(w.games, n=n)


def energy(n: int, w: Words) -> str:
    return messages.ENERGY.say(w.games, n=n)


def batteries(n: int, w: Words) -> str:
    return messages.BATTERIES.say(w.games, n=n)


def card_name(card: str, w: Words) -> str:
    """An action or specialist card by its name («Строительство электровышки»)."""
    return messages.card(card, w.games)


def quoted(effect: Effect, w: Words) -> str:
    """A token's effect as its face shows it, in quotes (“$3 or 1 energy”, «3 $ или 1 энергия»)."""
    return w._("“{effect}”", effect=messages.effect(effect, w.games))


def tab_text(tab: Tab, w: Words) -> str:
    """An operations tab (PA-9.2): its zone, zone value and energy (``B $10, 2 energy``)."""
    return w._("{zone} {money}, {energy}", zone=tab.zone, money=money(tab.money, w), energy=energy(tab.energy, w))


def scoring_card(card: str, data: Components, w: Words) -> str:
    """A specialist scoring card: its name, then its options (``1: …; 2: …``) and its marks."""
    c = data.scoring_cards.get(card)
    if c is None:
        return card_name(card, w)
    options = "; ".join(f"{k}: {messages.scoring_option(op, w.games)}" for k, op in enumerate(c.options, 1))
    marks = [w._("crown")] if c.crown else []
    return f"{card_name(card, w)} ({options})" + (f" [{', '.join(marks)}]" if marks else "")


def action_card(card: str, data: Components, w: Words) -> str:
    """An action card: its name and its effect (PA-9.1)."""
    c = data.cards.get(card)
    if c is None:
        return card_name(card, w)
    return w._("{name}: {effect}", name=card_name(card, w), effect=messages.effect(c.effect, w.games))


def contract_words(token: str, data: Components, w: Words) -> str:
    """A contract token's market symbols with their income arrows (PA-11.1, PA-11.5)."""
    c = data.contracts.get(token)
    return messages.symbols(c.symbols, w.games) if c is not None else token


def remote_cost(token: str, data: Components, w: Words) -> str:
    """PA-17.1: a remote token's ways to pay, in energy and/or batteries."""
    c = data.contracts.get(token)
    if c is None or not c.costs:
        return ""
    return w.games.gettext(OR).join(messages.way(e, b, w.games) for e, b in c.costs)


def income_value(data: Components, position: int) -> int:
    """PA-10.14: the value printed under the column an income marker stands in."""
    return data.income_value[data.income_column[position]]


# ---- the header ------------------------------------------------------------------------------------
def phase_text(view: dict, w: Words = ENGLISH) -> str:
    """The phase (PA-1.3): the action phase's round, consolidation, the scoring under way, the end."""
    phase = view["phase"]
    if phase == "actions":
        rounds = int(data_of(view).setup["actions_per_year"])
        return w._("action phase, round {round} of {rounds}", round=view["action_round"], rounds=rounds)
    if phase == "consolidation":
        return w._("consolidation phase")
    if phase == "scoring":
        scoring = min(view["scorings"] + 1, 3)
        return w._("scoring phase: {scoring}", scoring=w._(SCORINGS[scoring]).lower())
    return w._("game over")


def header(view: dict, to_act: int | None, w: Words = ENGLISH, compact: bool = False) -> Text:
    """The year, the phase, who acts, the turn order (and whose disc moved down), the decision owed and
    the card being played; the game, its players and its alternative rules first but in the ``compact``
    status."""
    t = Text()
    options = view["options"]
    if not compact:
        t.append(spec("pampero").title_in(w.lang), style="bold")
        extras = [w.ngettext("{count} player", "{count} players", len(view["players"]))]
        extras += [w._(name) for key, name in OPTION_NAMES.items() if options.get(key)]
        if options.get("alternatives"):
            extras.append(w._("alternatives: {decisions}", decisions=", ".join(options["alternatives"])))
        t.append(" · " + " · ".join(extras) + "\n", style="dim")
    t.append(w._("Year {year}", year=view["year"]) + " · " + phase_text(view, w))
    if to_act is not None and not view["over"]:
        t.append(" · ")
        t.append_text(seat_text(to_act, w=w))
        t.append(" " + w._("to act"))
        if view.get("seat") == to_act:
            t.append(" " + w._("(you)"), style="bold")
    t.append("\n" + w._("Turn order:") + " ")
    t.append_text(_joined((seat_text(s, w=w) for s in view["order"]), " > "))
    down = [s for s in view["order"] if view["down"][s]]
    if down:
        t.append(" · " + w._("moved down:") + " ", style="dim")
        t.append_text(_joined(seat_text(s, w=w) for s in down))
    decision = view["decision"]
    if decision is not None:
        t.append("\n" + w._("Now:") + " ", style="bold magenta")
        t.append_text(seat_text(decision["seat"], w=w))
        t.append(" — " + messages.step(decision["kind"], w.games))
        if decision["count"] > 1:
            t.append(f" (×{decision['count']})")
    card = view["card"]
    if card is not None and view["phase"] == "actions":
        played = messages.card_played(w.games, card["card"], card["option"])
        t.append(("\n" if decision is None else " · ") + w._("card being played: {card}", card=played), style="dim")
    return t


# ---- the time track and the scorings (PA-5, PA-7.4, PA-28–PA-31) ------------------------------------
def _track(view: dict, data: Components) -> TimeTrack:
    """PA-5.6, PA-35.1: the printed time track, or the long game's."""
    return data.time_tracks["long_game" if view["options"].get("long_game") else "standard"]


def time_track(view: dict, w: Words = ENGLISH) -> Group:
    """The time track (PA-7.4): each space with its stack of time discs, the top one first (the furthest
    ahead); the scoring spaces marked, ✓ once done (PA-28.3); then the scoring tokens in play."""
    data = data_of(view)
    track = _track(view, data)
    marks = {track.first_scoring: 1, track.second_scoring: 2, track.last: 3}
    title = Text(w._("Time track (time discs, the top of each stack first)"), style="italic")
    table = Table(box=None, pad_edge=False, padding=(0, 1), show_edge=False)
    for space in range(len(view["track"])):
        head = Text(str(space + 1), style="bold")
        scoring = marks.get(space)
        if scoring is not None:
            head.append("\n" + w._(SCORING_MARKS[scoring]), style="bold yellow")
            if view["scorings"] >= scoring:
                head.append("✓", style="bold green")
        table.add_column(head, justify="center", no_wrap=True)
    height = max((len(stack) for stack in view["track"]), default=0)
    for level in range(height):
        cells = [short_seat(stack[::-1][level], w) if level < len(stack) else Text("") for stack in view["track"]]
        table.add_row(*cells)
    return Group(title, table, scorings_table(view, w))


def scorings_table(view: dict, w: Words = ENGLISH) -> Table:
    """PA-5, PA-29–PA-31: the scoring tokens in play in words, by scoring: the first scoring's top half,
    the second scoring's bottom half, both halves of the final ones (slot I first); beginner tokens."""
    data = data_of(view)
    track = _track(view, data)
    tokens = view["scoring_tokens"]
    spaces = {1: track.first_scoring, 2: track.second_scoring, 3: track.last}
    table = Table(box=None, pad_edge=False, padding=(0, 1), show_edge=False, show_header=False)
    table.add_column(no_wrap=True)
    table.add_column()
    for scoring, held in ((1, [tokens["first"]]), (2, [tokens["second"]]), (3, tokens["final"])):
        name = Text(w._(SCORINGS[scoring]) + " " + w._("(space {space})", space=spaces[scoring] + 1))
        if view["scorings"] >= scoring:
            name.append(" ✓", style="bold green")
        lines = [_token(token, scoring, data, w) for token in held if token]
        table.add_row(name, Text("\n".join(lines) or "—"))
    return table


def _token(token: str, scoring: int, data: Components, w: Words) -> str:
    """A scoring token and the halves a scoring uses: the top half in the first, the bottom half in the
    second, both in the final one (PA-29.2, PA-30.2, PA-31.2); a beginner token's rule (PA-29.3, PA-30.3)."""
    name = messages.token(token, w.games)
    top, bottom = messages.scoring_halves(token, data, w.games)
    if token in data.beginner:
        return f"{name}: {top}"
    if not top:
        return name
    halves = {1: [top], 2: [bottom], 3: [top, bottom]}[scoring]
    return name + ": " + "; ".join(halves)


# ---- the game board (PA-3) ---------------------------------------------------------------------------
def _beside(view: dict) -> dict[str, list[int]]:
    """Where the bulldozers are (PA-3.7): each place and the seats with a bulldozer there, one per bulldozer."""
    out: dict[str, list[int]] = defaultdict(list)
    for seat, player in enumerate(view["players"]):
        for place in player["bulldozers"]:
            out[place].append(seat)
    return out


def _site_text(site: str, view: dict, beside: Mapping[str, list[int]], mixed: bool, w: Words) -> Text:
    """A building site: its number in its sector, its structure's owner (on a mixed site, its kind too)
    or · when none, the bulldozers beside it in [ ] (PA-3.5, PA-3.7)."""
    t = Text(f"{messages.SITE_NUMBER.get(site, site)} ", style="bold")
    built = view["structures"].get(site)
    if built is None:
        t.append(FREE, style="dim")
    else:
        t.append_text(short_seat(built["seat"], w))
        if mixed:
            kinds = {
                "tower": w.tr.pgettext("pampero structure", "tower"),
                "wind": w.tr.pgettext("pampero structure", "wind farm"),
            }
            t.append(" " + kinds.get(built["kind"], built["kind"]))
    if beside.get(site):
        t.append(" [")
        t.append_text(_joined((short_seat(s, w) for s in beside[site]), " "))
        t.append("]")
    return t


def sites_table(view: dict, w: Words = ENGLISH) -> Group:
    """The game board by sector (PA-3): the building sites of this player count (PA-3.8), a line per
    kind, the grey starting sites of A2 on lines of their own (PA-6.6, PA-6.8); the parking spaces with
    their reward and who parked there (PA-15.1 d); the storage zone below."""
    data = data_of(view)
    players = len(view["players"])
    beside = _beside(view)
    kinds = {"tower": w._("Tower sites:"), "wind": w._("Wind farm sites:"), "mixed": w._("Mixed sites:")}
    table = Table(title_justify="left", pad_edge=False, box=box.SIMPLE_HEAD)
    table.title = Text(w._("Game board: building sites (number, owner, [bulldozers beside]) and parking spaces"))
    table.add_column(w._("Sector"), no_wrap=True)
    table.add_column(w._("Building sites"))
    table.add_column(w._("Parking"))
    for sector in data.sectors:
        sites = [s for s in data.sites.values() if s.sector == sector and s.min_players <= players]
        for grey in (False, True):
            lines = []
            for kind, label in kinds.items():
                texts = [
                    _site_text(s.id, view, beside, kind == "mixed", w)
                    for s in sites
                    if s.grey_starting == grey and s.type == kind
                ]
                if texts:
                    lines.append(Text(label + " ", style="dim") + _joined(texts, "  "))
            if not lines:
                continue
            name = Text(w._("{sector} (grey)", sector=sector) if grey else sector, style="bold")
            parking = [
                _parking(p.id, beside, data, w) for p in data.parking.values() if p.sector == sector and not grey
            ]
            table.add_row(name, Text("\n").join(lines), Text("\n").join(parking))
    stored = [s for s in range(players) for place in view["players"][s]["bulldozers"] if place == STORAGE]
    storage = Text(w._("Storage zone:") + " ", style="bold")
    storage.append_text(_joined(short_seat(s, w) for s in stored) if stored else Text("—", style="dim"))
    return Group(table, storage)


def _parking(park: str, beside: Mapping[str, list[int]], data: Components, w: Words) -> Text:
    """A parking space: its reward and the bulldozers parked there for good (PA-15.1 d)."""
    t = Text(messages.effect(data.parking[park].reward, w.games) + ": ")
    parked = beside.get(park, [])
    t.append_text(_joined(short_seat(s, w) for s in parked) if parked else Text(FREE, style="dim"))
    return t


def _slot_label(slot: str, sector: str, data: Components, w: Words) -> str:
    """A contract slot as its sector's row names it: its location number (PA-3.3), ``remote n``; a slot of
    another sector with its sector first."""
    c = data.contract_slots.get(slot)
    if c is None:
        return slot
    if c.kind == "remote":
        label = w._("remote {n}", n=messages.REMOTE_NUMBER.get(slot, slot))
    else:
        label = str(c.location)
    return label if c.sector == sector else f"{c.sector} {label}"


def _contract_line(slot: str, view: dict, data: Components, w: Words) -> Text:
    """A contract slot (PA-3.3, PA-3.4): its label, its energy cost (a remote token's costs, PA-17.1),
    and its token's markets and arrows; or the transformer of whoever fulfilled it (PA-16.3), or that the
    token left the game with its pair (PA-16.8). Its connected slot and its pair follow (PA-16.6, PA-16.8)."""
    c = data.contract_slots[slot]
    token = view["contracts"].get(slot)
    t = Text(_slot_label(slot, c.sector, data, w), style="bold")
    if token:
        cost = energy(c.energy_cost, w) if c.energy_cost is not None else remote_cost(token, data, w)
        t.append(f" ({cost}): " if cost else ": ")
        t.append(contract_words(token, data, w))
    elif slot in view["transformers"]:
        owner = view["transformers"][slot]
        t.append(": " + w._("transformer {number}", number=owner["number"]) + " ")
        t.append_text(short_seat(owner["seat"], w))
    else:
        t.append(": " + w._("removed with its pair"), style="dim")
    notes = []
    if slot in data.connected and data.connected[slot] in view["contracts"]:
        notes.append(w._("connected to {slot}", slot=_slot_label(data.connected[slot], c.sector, data, w)))
    if slot in data.pair_of and data.pair_of[slot] in view["contracts"]:
        notes.append(w._("pair with {slot}", slot=_slot_label(data.pair_of[slot], c.sector, data, w)))
    if notes:
        t.append(" (" + "; ".join(notes) + ")", style="dim")
    return t


def _link_text(link: str, view: dict, data: Components, w: Words) -> Text:
    """A link token space (PA-16.9, PA-16.10): its token's effect (or that it is gone), and its link
    lines, each by the contract slots it leads from, ✓ once unlocked."""
    space = data.link_slots[link]
    token = view["link_slots"].get(link)
    if token:
        t = Text(quoted(data.link_tokens[token].effect, w))
    else:
        t = Text(w._("empty"), style="dim")
    lines = []
    for line_id, slots in space.lines:
        shown = " / ".join(_slot_label(s, space.sector, data, w) for s in slots)
        lines.append(shown + (" ✓" if line_id in view["unlocked_lines"] else ""))
    t.append("\n" + w._("links: {lines}", lines="; ".join(lines)), style="dim")
    return t


def contracts_table(view: dict, w: Words = ENGLISH) -> Table:
    """The contract slots of this board side and player count by sector, and the link token spaces."""
    data = data_of(view)
    table = Table(title_justify="left", pad_edge=False, box=box.SIMPLE_HEAD, expand=True)
    table.title = w._("Contracts by location (energy cost): market symbols, ▶ an income arrow; link tokens")
    table.add_column(w._("Sector"), no_wrap=True)
    table.add_column(w._("Contract slots"), ratio=3)
    table.add_column(w._("Link token spaces"), ratio=2)
    for sector in data.sectors:
        slots = [s for s, c in data.contract_slots.items() if c.sector == sector and s in view["contracts"]]
        links = [link for link, space in data.link_slots.items() if space.sector == sector]
        table.add_row(
            Text(sector, style="bold"),
            Text("\n").join(_contract_line(s, view, data, w) for s in slots),
            Text("\n").join(_link_text(link, view, data, w) for link in links),
        )
    return table


def _solar_next(view: dict, data: Components) -> set[str]:
    """PA-20.3: the solar-track slots whose token may be taken now: from an entry arrow, the first slot
    holding a token along each branch."""
    out: set[str] = set()
    seen: set[str] = set()
    todo = list(data.solar_entries)
    while todo:
        slot = todo.pop()
        if slot in seen:
            continue
        seen.add(slot)
        if view["solar"].get(slot):
            out.add(slot)
        else:
            todo += data.solar_after.get(slot, ())
    return out


def solar_track(view: dict, w: Words = ENGLISH) -> Group:
    """The solar track (PA-20.3), left to right: a line per step, the branches side by side; each space
    with its token's markets, or the transformer of whoever took it; ▸ marks the tokens that may be taken."""
    data = data_of(view)
    depth: dict[str, int] = {}
    for slot in data.solar_slots:  # the data lists each space after the spaces that lead to it
        depth[slot] = max((depth.get(s, 0) + 1 for s in data.solar_before.get(slot, ())), default=0)
    steps: dict[int, list[str]] = defaultdict(list)
    for slot, d in depth.items():
        steps[d].append(slot)
    available = _solar_next(view, data)
    table = Table(box=None, pad_edge=False, padding=(0, 2), show_edge=False, show_header=False)
    width = max((len(s) for s in steps.values()), default=1)
    for _ in range(width):
        table.add_column()
    for d in sorted(steps):
        cells = []
        for slot in steps[d]:
            t = Text(("▸ " if slot in available else "  ") + str(data.solar_slots.index(slot) + 1) + " ", style="bold")
            token = view["solar"].get(slot)
            if token:
                t.append(contract_words(token, data, w))
            elif slot in view["transformers"]:
                t.append(w._("transformer {number}", number=view["transformers"][slot]["number"]) + " ")
                t.append_text(short_seat(view["transformers"][slot]["seat"], w))
            cells.append(t)
        table.add_row(*cells, *([""] * (width - len(cells))))
    return Group(Text(w._("Solar track (▸ may be taken now)"), style="italic"), table)


def bonus_board(view: dict, w: Words = ENGLISH) -> Group:
    """The tower bonus board (PA-12.4): each cell's tower bonus token by its effect (red: a final-scoring
    token, PA-31.4), or, once taken, the effect printed on the cell (dim); the cells typed ``r<row>c<column>``."""
    data = data_of(view)
    cells = {(c.row, c.col): c for c in data.bonus_cells.values()}
    rows = 1 + max((r for r, _ in cells), default=0)
    cols = 1 + max((c for _, c in cells), default=0)
    table = Table(box=box.SQUARE, show_lines=True, show_edge=False, padding=0, expand=True)
    title = Text(w._("Tower bonus board (a token, or the cell's printed effect in parentheses)"), style="italic")
    table.add_column("", no_wrap=True)
    for c in range(cols):
        table.add_column(f"c{c}", ratio=1)  # as wide as each other: the board's grid
    for r in range(rows):
        row: list[RenderableType] = [Text(f"r{r}", style="bold")]
        for c in range(cols):
            cell = cells.get((r, c))
            if cell is None:
                row.append("")
                continue
            row.append(bonus_cell(cell, view, data, w))
        table.add_row(*row)
    areas: dict[str, list[int]] = defaultdict(list)
    for (r, c), cell in sorted(cells.items()):
        if c == 0:
            areas[cell.area].append(r)
    shown = "; ".join(f"{area}: " + ", ".join(f"r{r}" for r in held) for area, held in areas.items())
    return Group(title, table, Text(w._("Areas (PA-12.4): {areas}", areas=shown), style="dim"))


def bonus_cell(cell: BonusCell, view: dict, data: Components, w: Words) -> Text:
    """A cell of the tower bonus board (PA-12.4): its token by its effect (red: a final-scoring token,
    PA-31.4), or, once taken, the effect printed on the cell in parentheses (dim)."""
    token = view["bonus_board"].get(cell.id)
    if not token:
        return Text("(" + messages.effect(cell.printed, w.games) + ")", style="dim", overflow="fold")
    kind = data.bonus_types[data.bonus_tokens[token][1]]
    if kind.kind == "final":
        effect = w._("{effect} (final scoring)", effect=messages.bonus_type(kind.id, w.games))
        return Text(effect, style="bold red", overflow="fold")
    return Text(messages.bonus_type(kind.id, w.games), style="bold", overflow="fold")


def offers(view: dict, w: Words = ENGLISH) -> Table:
    """The external market's face-up cards by country (PA-18), the specialist cards face up (PA-23.1),
    with their decks' sizes, and the general battery supply (PA-4.11)."""
    data = data_of(view)
    table = Table(box=None, pad_edge=False, padding=(0, 1), show_edge=False, show_header=False)
    table.add_column(style="bold", no_wrap=True)
    table.add_column()
    countries = {"Argentina": w._("Argentina"), "Brazil": w._("Brazil")}
    for country, cards in view["market_rows"].items():
        name = w._(
            "{country} (deck {count})", country=countries.get(country, country), count=view["market_decks"][country]
        )
        faceup = [
            _market_card(card, data, w) for card in cards if card
        ]  # a slot stays empty once its deck is (PA-18.6)
        table.add_row(name, Text("\n".join(faceup) or "—"))
    deck = w._("Specialist action cards (deck {count})", count=view["specialist_action_deck"])
    table.add_row(deck, Text("\n".join(f"{c} {action_card(c, data, w)}" for c in view["specialist_action_row"]) or "—"))
    deck = w._("Specialist scoring cards (deck {count})", count=view["specialist_scoring_deck"])
    table.add_row(
        deck, Text("\n".join(f"{c} {scoring_card(c, data, w)}" for c in view["specialist_scoring_row"]) or "—")
    )
    table.add_row(w._("General supply"), Text(batteries(view["battery_supply"], w)))
    return table


def _market_card(card: str, data: Components, w: Words) -> str:
    """An external market card (PA-18): the batteries it costs, the markets whose income its front pays,
    the market symbols of its back."""
    c = data.market_cards.get(card)
    if c is None:
        return card
    return w._(
        "{card}: {batteries} → {income}; back: {back}",
        card=card,
        batteries=batteries(c.batteries, w),
        income=join((messages.market(m, w.games) for m in c.income), w.games),
        back=join((messages.market(m, w.games) for m in c.back), w.games),
    )


# ---- the players (PA-2.2, PA-9.2, PA-10) -------------------------------------------------------------------
def _seats(view: dict) -> list[int]:
    order = view["order"] or []
    return [*order, *(s for s in range(len(view["players"])) if s not in order)]


def unlocked(level: int, data: Components, w: Words) -> str:
    """PA-10.6, PA-10.7: the zones and the markets a player's towers built unlock."""
    zones: list[str] = []
    markets: list[str] = []
    for k in sorted(data.levels):
        if k <= level:
            zones += data.levels[k].get("zones", [])
            markets += data.levels[k].get("markets", [])
    return w._(
        "zones {zones}; {markets}",
        zones=", ".join(zones),
        markets=join((messages.market(m, w.games) for m in markets), w.games),
    )


def players_table(view: dict, labels: list[str] | None = None, w: Words = ENGLISH) -> Table:
    """Each player's supply, a column each in turn order (PA-6.18): money, energy, batteries, the towers
    built and what they unlock, wind farms, bulldozers, the income markers (value and space, PA-10.13),
    the hand (the seat's own cards by name; the others' counted), the specialist scoring cards, the link
    tokens, the external market cards, the venture-capital tokens and the tower bonus tokens."""
    data = data_of(view)
    table = Table(title=w._("Players"), title_justify="left", pad_edge=False, box=box.SIMPLE_HEAD)
    table.add_column("", style="bold")
    seats = _seats(view)
    you = view.get("seat")
    for seat in seats:
        name = seat_text(seat, labels, w)
        if you == seat:
            name.append(" " + w._("(you)"), style="bold")
        table.add_column(name)
    players = [view["players"][s] for s in seats]

    def row(label: str, cells: Iterable[str | Text]) -> None:
        table.add_row(Text(label), *(Text(c) if isinstance(c, str) else c for c in cells))

    row(w._("Money"), (money(p["money"], w) for p in players))
    row(w._("Energy"), (str(p["energy"]) for p in players))
    row(w._("Batteries"), (str(p["batteries"]) for p in players))
    towers = int(data.tower_cells)
    row(
        w._("Towers built"),
        (
            w._(
                "{count} of {towers}: {unlocked}",
                count=p["level"],
                towers=towers,
                unlocked=unlocked(p["level"], data, w),
            )
            for p in players
        ),
    )
    row(
        w._("Wind farms"),
        (
            w._("{built} built, {left} in supply", built=_wind_built(view, s), left=p["wind_supply"])
            for s, p in zip(seats, players, strict=True)
        ),
    )
    row(w._("Bulldozers"), (_bulldozers(p["bulldozers"], data, w) for p in players))
    for market in MARKETS:
        row(messages.income(market, w.games).capitalize(), (_income(p, market, data, w) for p in players))
    row(w._("Energy spent on contracts"), (str(p["energy_spent"]) for p in players))
    row(w._("Hand"), (_hand(view, s, w) for s in seats))
    row(w._("Specialist scoring cards"), (_scoring_cards(view, s, w) for s in seats))
    row(w._("Link tokens"), (_links(p, data, w) for p in players))
    row(w._("External market cards (backs)"), (_market_backs(p, data, w) for p in players))
    row(w._("Venture capital"), (_vc(p, w) for p in players))
    row(w._("Tower bonus tokens"), (_bonus_tokens(p, data, w) for p in players))
    return table


def _wind_built(view: dict, seat: int) -> int:
    return sum(1 for s in view["structures"].values() if s["seat"] == seat and s["kind"] == "wind")


def _bulldozers(places: list[str], data: Components, w: Words) -> str:
    """Where a player's bulldozers are (PA-3.7): beside sites, in the storage zone, parked, in the supply."""
    words = {
        "sites": w._("beside sites {count}"),
        "storage": w._("storage {count}"),
        "parking": w._("parked {count}"),
        "supply": w._("in supply {count}"),
    }
    counts = dict.fromkeys(words, 0)
    for place in places:
        if place == STORAGE:
            counts["storage"] += 1
        elif place in data.parking:
            counts["parking"] += 1
        elif place in data.sites:
            counts["sites"] += 1
        else:
            counts["supply"] += 1
    return ", ".join(words[k].format(count=n) for k, n in counts.items() if n) or "—"


def _income(player: dict, market: str, data: Components, w: Words) -> Text:
    """An income marker (PA-10.13, PA-10.14): the income it pays and its space on the track, from 1; a
    marker turned face down in a scoring says so (PA-29.5)."""
    position = player["income"][market]
    t = Text(w._("{money} (space {space})", money=money(income_value(data, position), w), space=position + 1))
    if not player["faceup"][market]:
        t.append(" " + w._("face down"), style="dim")
    return t


def _hand(view: dict, seat: int, w: Words) -> str:
    """The seat's own hand by the cards' ids and names (PA-9); another's, how many cards (PA-2.5)."""
    own = view.get("you")
    if view.get("seat") == seat and own is not None:
        return "\n".join(f"{c} {card_name(c, w)}" for c in own["hand"]) or "—"
    return w.ngettext("{count} card", "{count} cards", view["players"][seat]["hand"])


def _scoring_cards(view: dict, seat: int, w: Words) -> str:
    """The seat's own specialist scoring cards by name; another's, how many (PA-2.5)."""
    own = view.get("you")
    if view.get("seat") == seat and own is not None:
        return "\n".join(f"{c} {card_name(c, w)}" for c in own["scoring_cards"]) or "—"
    count = view["players"][seat]["scoring_cards"]
    return w.ngettext("{count} card", "{count} cards", count) if count else "—"


def _links(player: dict, data: Components, w: Words) -> str:
    """PA-14: the link tokens in the play area by their effect, and how many lie on cards."""
    lines = [quoted(data.link_tokens[t].effect, w) for t in player["links"] if t in data.link_tokens]
    on_cards = sum(len(t) for t in player["on_cards"].values())
    if on_cards:
        lines.append(w._("{count} on cards", count=on_cards))
    return "\n".join(lines) or "—"


def _market_backs(player: dict, data: Components, w: Words) -> str:
    """PA-18.5, PA-30.3: the external market cards taken, and the market symbols of their backs counted
    by market (what later scorings count)."""
    cards = [data.market_cards[c] for c in player["market_cards"] if c in data.market_cards]
    if not cards:
        return "—"
    symbols = [m for c in cards for m in c.back]
    counted = ", ".join(f"{messages.market(m, w.games)} ×{symbols.count(m)}" for m in MARKETS if m in symbols)
    return w.ngettext("{count} card", "{count} cards", len(cards)) + ": " + counted


def _vc(player: dict, w: Words) -> str:
    """PA-19: the venture-capital tokens, by the column of their slot."""
    if not player["vc"]:
        return "—"
    columns = ", ".join(str(c) for c in sorted(player["vc"]))
    return w.ngettext("column {columns}", "columns {columns}", len(player["vc"]), columns=columns)


def _bonus_tokens(player: dict, data: Components, w: Words) -> str:
    """PA-12.5: the tower bonus tokens on the company board, by their effect."""
    kinds = [data.bonus_tokens[t][1] for t in player["bonus_slots"] if t is not None and t in data.bonus_tokens]
    return "\n".join(messages.bonus_type(k, w.games) for k in kinds) or "—"


def company_boards(view: dict, w: Words = ENGLISH) -> Table:
    """Each company board (PA-9.2): the cards of each row by slot with the tab left visible (PA-9.3) and
    the link tokens on them (PA-9.13); the row's next slot with its two tabs (its left one first)."""
    data = data_of(view)
    table = Table(title_justify="left", pad_edge=False, box=box.SIMPLE_HEAD)
    table.title = w._("Company boards (slot: card, the tab left visible; the next slot's tabs)")
    table.add_column(w._("Player"), no_wrap=True)
    rows = {"top": w._("Top row"), "bottom": w._("Bottom row")}
    for row in ROWS:
        table.add_column(rows[row])
    for seat in _seats(view):
        player = view["players"][seat]
        cells = [_company_row(player, row, data, w) for row in ROWS]
        table.add_row(short_seat(seat, w), *cells)
    return table


def _company_row(player: dict, row: str, data: Components, w: Words) -> Text:
    """A row of a company board: each card by slot with its tab and link tokens, then the next slot."""
    lines = []
    slots = data.slots.get(row, ())
    held = player["rows"][row]
    for k, slot in enumerate(held):
        if slot is None:
            continue
        left, right = slots[k]
        tab = left if slot["tab"] == "left" else right
        t = Text(f"{k + 1}: ", style="bold")
        t.append(card_name(slot["card"], w) + " — " + tab_text(tab, w))
        for token in player["on_cards"].get(slot["card"], []):
            t.append(" + " + quoted(data.link_tokens[token].effect, w), style="dim")
        lines.append(t)
    free = next((k for k, slot in enumerate(held) if slot is None), None)
    if free is not None and free < len(slots):
        left, right = slots[free]
        lines.append(
            Text(
                w._(
                    "next {slot}: {left} | {right}",
                    slot=free + 1,
                    left=tab_text(left, w),
                    right=tab_text(right, w),
                ),
                style="dim",
            )
        )
    else:
        lines.append(Text(w._("full"), style="dim"))
    return Text("\n").join(lines)


def grid_boards(view: dict, w: Words = ENGLISH) -> Group:
    """Each grid board (PA-10): the contract tokens by transformer cell (``G3-2``: cell 2 of column 3), the
    most recent one marked (the next must be connected to it, PA-16.3), and the circuit lines covered
    by circuit tokens (PA-10.11)."""
    data = data_of(view)
    table = Table(pad_edge=False, box=box.SIMPLE_HEAD)
    table.add_column(w._("Player"), no_wrap=True)
    table.add_column(w._("Contract tokens"))
    table.add_column(w._("Circuit tokens"))
    circuits = data.per_player["circuit_token"]
    for seat in _seats(view):
        player = view["players"][seat]
        lines = []
        for cell, token in sorted(player["grid"].items(), key=lambda item: _cell_order(item[0], data)):
            t = Text(f"{cell} ", style="bold")
            t.append(contract_words(token, data, w))
            kind = data.contracts[token].kind if token in data.contracts else ""
            kinds = {"remote": w._("(remote contract)"), "solar": w._("(solar contract)")}
            if kind in kinds:
                t.append(" " + kinds[kind], style="dim")
            if cell == player["last_cell"]:
                t.append(" ◂", style="bold")
            lines.append(t)
        covered = [line.replace("|", "–") for line in player["circuits"]]
        used = w._("{count} of {total}", count=len(covered), total=circuits)
        table.add_row(
            short_seat(seat, w),
            Text("\n").join(lines) if lines else Text("—", style="dim"),
            used + (": " + ", ".join(covered) if covered else ""),
        )
    title = w._("Grid boards (transformer cell: contract token; ◂ the last one placed)")
    return Group(Text(title, style="italic"), table)


def _cell_order(cell: str, data: Components) -> tuple[int, str]:
    t = data.transformers.get(cell)
    return (t.column if t else 0, cell)


def provisional(view: dict, w: Words = ENGLISH) -> Text | None:
    """PA-39: a line saying the components are stand-ins, when the data set says so."""
    if not view["data"]["provisional"]:
        return None
    return Text(
        w._("Provisional components (PA-39): the rulebook's appendix is lost; cards, tokens and boards are stand-ins."),
        style="dim italic",
    )


def legend(view: dict, w: Words = ENGLISH) -> Text | None:
    """Who the short seat marks of the boards are (``P1: Anna``), when a player gave a name."""
    named = [s for s in range(len(view["players"])) if w.seat(s) != short_seat(s, w).plain]
    if not named:
        return None
    return _joined((short_seat(s, w) + Text(": " + w.seat(s)) for s in named), ", ")


def board(view: dict, to_act: int | None = None, labels: list[str] | None = None, w: Words = ENGLISH) -> Group:
    """The whole board as the seat sees it: the header, the time track, the game board, the solar track,
    the tower bonus board, the market and the specialists, the players; the provisional note last."""
    names = legend(view, w)
    parts: list[RenderableType] = [
        header(view, to_act, w),
        *([names] if names is not None else []),
        time_track(view, w),
        sites_table(view, w),
        contracts_table(view, w),
        solar_track(view, w),
        bonus_board(view, w),
        offers(view, w),
        players_table(view, labels, w),
        company_boards(view, w),
        grid_boards(view, w),
    ]
    note = provisional(view, w)
    if note is not None:
        parts.append(note)
    return Group(*parts)


def status(view: dict, to_act: int | None = None, labels: list[str] | None = None, w: Words = ENGLISH) -> Group:
    """The board in a few lines, for a terminal the whole board does not fit (80×24): the year, the
    phase, who acts and the decision owed; each player's money, energy, batteries, towers, wind farms and
    income (all markers together, PA-26.7) on a line; the seat's own hand when it chooses its action.
    The whole board is the ``board`` command."""
    data = data_of(view)
    table = Table(box=None, pad_edge=False, padding=(0, 1), show_edge=False)
    columns = (
        w._("Player"),
        w._("Money"),
        w._("Energy"),
        w._("Batteries"),
        w._("Towers"),
        w._("Wind farms"),
        w._("Income"),
    )
    for k, column in enumerate(columns):
        table.add_column(column, justify="left" if k == 0 else "right", no_wrap=True)
    for seat in _seats(view):
        p = view["players"][seat]
        name = seat_text(seat, None, w)
        if view.get("seat") == seat:
            name.append(" " + w._("(you)"), style="bold")
        income = sum(income_value(data, p["income"][m]) for m in MARKETS)
        cells = (p["money"], p["energy"], p["batteries"], p["level"], _wind_built(view, seat), income)
        table.add_row(name, money(cells[0], w), *(str(n) for n in cells[1:-1]), money(income, w))
    parts: list[RenderableType] = [header(view, to_act, w, compact=True), table]
    you = view.get("you")
    if you is not None and view["decision"] is None:  # the turn's action: the cards it may play
        parts.append(Text(w._("Your hand:") + " " + ", ".join(f"{c} {card_name(c, w)}" for c in you["hand"])))
    return Group(*parts)


# ---- the legal actions in few lines -----------------------------------------------------------------------
_PLAY = re.compile(r"play (\S+) (top|bottom) (left|right)(?: option (\d+))?$")
_BUILD = re.compile(r"build at (\S+)(?: via (P\d+))?( with batteries)?$")
_FULFIL = re.compile(r"fulfil (\S+) at (\S+)(?: via (P\d+))?(?: cost (\d+))?( with batteries)?$")
_MOVE = re.compile(r"move (\S+) to (\S+)$")
_BONUS = re.compile(r"bonus (\S+ \S+)$")
_LISTED = {"discard": ("discard {cell}", "cell"), "place": ("place in slot {number}", "number")}
"""Decisions listed on one line by the value they choose."""


def summarise(legal: list[str], view: dict, w: Words = ENGLISH, limit: int = 12) -> list[str]:
    """Pampero's legal actions grouped: the cards playable by row and tab with the zone and zone value
    each gives (PA-9.3, PA-9.5); the sites to build at; the contracts with the cells their token may
    go to; a bulldozer's moves by where it stands; the tower bonus cell pairs; the others one a line, each
    with what its ids name."""
    data = data_of(view)
    lines: list[str] = []
    plays: dict[tuple[str, int], list[tuple[str, str]]] = defaultdict(list)
    builds: dict[tuple[str, bool], list[str]] = defaultdict(list)
    fulfils: dict[tuple[str, str, str, bool], list[str]] = defaultdict(list)
    moves: dict[str, list[str]] = defaultdict(list)
    pairs: list[str] = []
    listed: dict[str, list[str]] = defaultdict(list)
    others: dict[str, list[str]] = defaultdict(list)
    for text in legal:
        if m := _PLAY.match(text):
            plays[(m[1], int(m[4] or 0))].append((m[2], m[3]))
        elif m := _BUILD.match(text):
            builds[(m[2] or "", bool(m[3]))].append(m[1])
        elif m := _FULFIL.match(text):
            fulfils[(m[1], m[3] or "", m[4] or "", bool(m[5]))].append(m[2])
        elif m := _MOVE.match(text):
            moves[m[1]].append(m[2])
        elif m := _BONUS.match(text):
            pairs.append(m[1])
        elif text.split()[0] in _LISTED:
            listed[text.split()[0]].append(text.split()[-1])
        else:
            others[text.split()[0]].append(text)
    if plays:
        form = short_play(w.tr).format(card=w._("<card>"), row=w._("<row>"), tab=w._("<tab>"))
        lines.append(form + ":")  # the short form typed: its row and tab as each card's line shows them
        lines.extend("  " + _play_line(card, option, where, view, data, w) for (card, option), where in plays.items())
    for (via, paid), sites in builds.items():
        form = "build at {site}" + (" via {via}" if via else "") + (" with batteries" if paid else "")
        lines.append(w.template(form, site=w._("<site>"), via=w.named("via", via)) + ": " + ", ".join(sites))
    for (slot, via, cost, paid), cells in fulfils.items():
        form = "fulfil {slot} at {cell}" + (" via {via}" if via else "") + (" cost {cost}" if cost else "")
        form += " with batteries" if paid else ""
        shown = w.template(form, slot=slot, cell=w._("<cell>"), via=w.named("via", via), cost=cost)
        lines.append(f"{shown}: {', '.join(cells)} — {_contract_at(slot, int(cost or 1) - 1, view, data, w)}")
    for source, targets in moves.items():
        places = [t for t in targets if t != STORAGE]
        if STORAGE in targets:
            lines.append(w.show(f"move {source} to {STORAGE}"))
        if places:
            form = w.template("move {source} to {target}", source=source, target=w._("<site>"))
            if source == STORAGE:
                form = w.template("move STORAGE to {target}", target=w._("<site>"))
            lines.append(f"{form}: {', '.join(_place_id(p, data) for p in places)}")
    if pairs:
        form = w.template("bonus {first} {second}", first=w._("<cell>"), second=w._("<cell>"))
        chosen = {c for pair in pairs for c in pair.split()}
        if {frozenset(p.split()) for p in pairs} == _adjacent(chosen):  # the cells say it all: no pair left out
            lines.append(w._("{form}, two adjacent cells of these:", form=form))
            lines.extend(_bonus_rows(chosen, view, data, w))
        else:
            lines.append(f"{form}: {', '.join(pairs)}")
    for verb, values in listed.items():
        form, field = _LISTED[verb]
        shown = w.template(form, **{field: w._(f"<{field}>")})
        if verb == "discard":
            lines.append(shown + ":")
            lines.extend(_bonus_rows(set(values), view, data, w))
        else:
            lines.append(shown + ": " + _listed(values, data, w))
    for items in others.values():
        if len(items) <= limit:
            lines.extend(_annotated(a, view, data, w) for a in items)
        else:
            lines.extend(verb_lines(items, w, limit))
    return lines


def _play_line(card: str, option: int, where: list[tuple[str, str]], view: dict, data: Components, w: Words) -> str:
    """A card playable now by its name (a joker with the option chosen, PA-21.2; a specialist card
    with its effect), then each row and the tabs of it it may go to, with the tab's zone, its zone value
    paid (−) or gained (+) and the energy gained (PA-9.5, PA-9.7)."""
    c = data.cards.get(card)
    if c is None:
        return card
    choice = c.effect[0]["options"][option - 1] if option and c.effect[0]["op"] == "choice" else c.effect
    builds_wind = any(op["op"] == "build_wind_farm" for op in choice)
    gains = c.frame.energy == "yes" or (c.frame.energy == "wind" and builds_wind)
    player = view["players"][view["seat"]] if view.get("seat") is not None else None
    shown: dict[str, list[str]] = {}
    for row, side in where:
        free = next((k for k, held in enumerate(player["rows"][row]) if held is None), 0) if player else 0
        left, right = data.slots[row][free]
        tab = left if side == "left" else right
        value = {"cost": "−" + money(tab.money, w), "bonus": "+" + money(tab.money, w)}.get(c.frame.money)
        what = [tab.zone, *([value] if value else []), *(["+" + energy(tab.energy, w)] if gains else [])]
        shown.setdefault(row, []).append(f"{w.named('tab', side)} ({' '.join(what)})")
    if option:  # a joker by the effect chosen, as the log names it
        named = messages.card_played(w.games, card, option)
    else:  # a specialist card with its effect; a starting card's name is its effect
        named = action_card(card, data, w) if c.specialist else card_name(card, w)
    rows = [w._("{row} row: {tabs}", row=w.named("row", row), tabs=", ".join(tabs)) for row, tabs in shown.items()]
    return f"{card} {named}: " + "; ".join(rows)  # a narrow terminal cuts the list after an item


def _contract_at(slot: str, index: int, view: dict, data: Components, w: Words) -> str:
    """The contract token of a board or solar-track slot, by its kind and markets (as the log names it),
    and what fulfilling it costs: the slot's energy (PA-16.2), a remote token's way to pay of ``index``
    (PA-17.1)."""
    token = view["contracts"].get(slot) or view["solar"].get(slot)
    if not token:
        return messages.slot(slot, w.games)
    c = data.contract_slots.get(slot)
    costs = data.contracts[token].costs if token in data.contracts else ()
    cost = ""
    if c is not None and c.energy_cost is not None:
        cost = energy(c.energy_cost, w)
    elif 0 <= index < len(costs):
        cost = messages.way(*costs[index], w.games)
    return messages.token(token, w.games) + (f", {cost}" if cost else "")


def _place_id(place: str, data: Components) -> str:
    """A place typed by its id, a parking space with its sector (``PARK-4 (B2)``): the board shows the
    parking spaces by sector."""
    return f"{place} ({data.parking[place].sector})" if place in data.parking else place


def _listed(values: list[str], data: Components, w: Words) -> str:
    """The company-board slots a tower bonus token may go to, with the token each is meant for (PA-12.5)."""
    out = []
    for value in values:
        k = int(value) - 1
        meant = messages.bonus_type(data.bonus_slots[k], w.games) if 0 <= k < len(data.bonus_slots) else ""
        out.append(f"{value} ({meant})" if meant else value)
    return ", ".join(out)


_CELL = re.compile(r"r(\d+)c(\d+)$")


def _adjacent(cells: set[str]) -> set[frozenset[str]]:
    """Every two orthogonally adjacent cells among ``cells`` (``r0c1``, PA-12.4)."""
    at = {(int(m[1]), int(m[2])): c for c in cells if (m := _CELL.match(c))}
    return {
        frozenset((c, at[(r + dr, k + dk)]))
        for (r, k), c in at.items()
        for dr, dk in ((0, 1), (1, 0))
        if (r + dr, k + dk) in at
    }


def _bonus_rows(cells: set[str], view: dict, data: Components, w: Words) -> list[str]:
    """Cells of the tower bonus board by row, each with what it gives (``r4: c0 …, c1 (…)``)."""
    by_id = {c.id.removeprefix("TBB-"): c for c in data.bonus_cells.values()}
    rows: dict[int, list[BonusCell]] = defaultdict(list)
    for cell in sorted((by_id[c] for c in cells if c in by_id), key=lambda c: (c.row, c.col)):
        rows[cell.row].append(cell)
    return [
        f"  r{r}: " + ", ".join(f"c{c.col} {bonus_cell(c, view, data, w).plain}" for c in row)
        for r, row in rows.items()
    ]


def _annotated(action: str, view: dict, data: Components, w: Words) -> str:
    """An action in the reader's words, with what its ids name: a card sold to, a specialist card, a link
    token, the income a market pays the seat, the card a row gives back, a scoring card's option."""
    shown = w.show(action)
    words = action.split()
    note = ""
    decider = view["decision"]["seat"] if view.get("decision") else view.get("current")
    if words[0] == "sell":
        note = _market_card(words[-1], data, w).split(": ", 1)[-1]
    elif words[0] == "specialist" and words[1] not in ("action", "scoring"):
        card = words[1]
        note = scoring_card(card, data, w) if card in data.scoring_cards else action_card(card, data, w)
    elif words[0] == "link" and words[1] in data.link_tokens:
        effect = data.link_tokens[words[1]].effect
        if len(words) == 4 and effect and effect[0]["op"] == "choice":
            effect = tuple(effect[0]["options"][int(words[3]) - 1])
        note = quoted(effect, w)
    elif words[:2] == ["take", "link"]:
        token = view["link_slots"].get(words[2])
        note = messages.token(token, w.games) if token else ""
    elif words[:2] == ["take", "back"] and decider is not None:
        row = [held for held in view["players"][decider]["rows"][words[2]] if held is not None]
        note = card_name(row[-1]["card"], w) if row else ""
    elif words[0] == "market" and decider is not None:
        position = view["players"][decider]["income"][words[1]]
        note = w._("income {money} (space {space})", money=money(income_value(data, position), w), space=position + 1)
    elif words[0] == "score" and words[1] in data.scoring_cards:
        option = data.scoring_cards[words[1]].options[int(words[3]) - 1]
        note = f"{card_name(words[1], w)}: {messages.scoring_option(option, w.games)}"
    return f"{shown} — {note}" if note else shown


# ---- the help --------------------------------------------------------------------------------------------
PHASE_HELP = {
    "actions": N_(
        "Action phase (PA-8): three rounds; on your turn carry out one action: play an action card\n"
        "(A1, PA-9), return all your cards to your hand (A2, PA-24) or take a battery (A3, PA-25).\n"
        "A card goes into the leftmost empty slot of the row you choose, one of that slot's two\n"
        "operations tabs left visible (PA-9.3): the tab's zone is where the card acts (PA-9.4), its\n"
        "zone value is paid (−$) or gained (+$) as the card's frame shows (PA-9.5), its energy\n"
        "gained if the frame shows energy (PA-9.7). Your options list each card's rows and tabs."
    ),
    "consolidation": N_(
        "Consolidation (PA-26): in turn order each player takes back one action card (the rightmost\n"
        "of a row), produces batteries, gains the income of every marker and advances the time disc."
    ),
    "scoring": N_(
        "Scoring phase (PA-28): the scoring tokens pay (PA-29–PA-31), then each player in turn order\n"
        "may play specialist scoring cards, one at a time, declaring an option (PA-32)."
    ),
}
DECISION_HELP = {
    "build": N_(
        "Build (PA-12, PA-13): choose a free site of the tab's zone with a bulldozer beside it. Sites\n"
        "are typed by sector, kind and number: A2-T1 is tower site 1 in sector A2 (T tower, W wind\n"
        "farm, M mixed; A2-ST1 and A2-SW1 are grey starting sites). 'via P2': whose bulldozer is used\n"
        "where several stand there; another's is paid the zone value (PA-9.9); 'with batteries': the\n"
        "alternative cost instead of the zone value (PA-9.6)."
    ),
    "fulfil": N_(
        "Fulfil a contract (PA-16, PA-17, PA-20): the contract slot (STD-A1-3: location 3 in sector\n"
        "A1; REM-3 a remote slot; SOL-4 a space of the solar track), then the transformer cell of your\n"
        "grid board its token goes to (G3-2: cell 2 of column 3): for your first contract a cell with\n"
        "an arrow, then one connected to the last token's cell (PA-16.3). 'via P2': whose tower meets\n"
        "the requirement (PA-9.9); 'cost 2': a remote token's second way to pay (PA-17.1)."
    ),
    "second": N_(
        "The connected contract slot (PA-16.6): fulfil its contract with the same action (its energy\n"
        "paid, the zone value not again), or 'done'."
    ),
    "take-link": N_(
        "A link token with two links unlocked (PA-16.10): take it into your play area, or 'done' to\n"
        "leave it for whoever next fulfils one of its contracts (AMB-08)."
    ),
    "link": N_("Play a link token on the card just played: its effect at once (PA-14.1)."),
    "sell": N_(
        "The external market (PA-18): choose a face-up card, pay its batteries and gain the income of\n"
        "its front's market symbols; its back's symbols count in later scorings."
    ),
    "venture": N_(
        "Venture capital (PA-19): a token on an empty unlocked slot of your grid board, by its column;\n"
        "the zone value and the income of your furthest marker there now, $30 to the investors at the\n"
        "end (PA-31.5)."
    ),
    "moves": N_(
        "Move a bulldozer (PA-15): from a site of a sector to a free site of the same or an adjacent\n"
        "sector, from the storage zone to a free site anywhere, or to the storage zone or a parking\n"
        "space (its reward; it stays there for good). 'done' ends the moves you need not make."
    ),
    "follow": N_(
        "The bulldozer a card used is moved by its owner once the card is done (PA-9.10, PA-15.5): to\n"
        "a free site of its sector or an adjacent one, the storage zone or a parking space."
    ),
    "bonus": N_(
        "The tower bonus board (PA-12.4): choose two orthogonally adjacent cells, typed r<row>c<column>\n"
        "as the board shows them, in the areas the zone of the tower's site allows (A: area A; B: A or\n"
        "B; C: any). A token goes to your company board (PA-12.5); an empty cell gives its effect."
    ),
    "place": N_(
        "The tower bonus token's own slot of your company board is taken by an identical token: put it\n"
        "on one of the nearest empty slots (PA-12.5, AMB-31)."
    ),
    "discard": N_(
        "Two players (PA-34.1): discard one more tower bonus token from the areas you could choose in;\n"
        "with the Rado variant, one adjacent to the cells you took (PA-34.2)."
    ),
    "market": N_("Choose a market (PA-22.2): its income is gained, or its income marker advanced."),
    "specialist": N_("A specialist card (PA-23.1): a face-up action or scoring card, or the top card of a deck."),
    "take-back": N_("Consolidation (PA-26.4): take back the rightmost card of the row you choose."),
    "score": N_(
        "Specialist scoring cards (PA-32): play them one at a time, each with the option you declare\n"
        "(a crown card before a majority is evaluated, PA-32.4); 'done' when you are through."
    ),
}
"""The help of each decision a seat may owe (the view's ``decision``), by its kind."""
FORMS: tuple[tuple[str, str], ...] = (
    ("play ST-1 top left", N_("Build Tower into the top row, its left tab visible")),
    ("play ST-8 bottom right option 2", N_("a joker, with its second effect (PA-21.2)")),
    ("return all", N_("every card back to your hand; time disc +1, turn-order disc down (PA-24)")),
    ("take battery", N_("a battery from the general supply; turn-order disc down (PA-25)")),
    ("build at A2-T1", N_("build on tower site 1 in sector A2")),
    ("build at A2-M1 via P2", N_("using P2's bulldozer: P2 is paid")),
    ("build at B1-T2 with batteries", N_("paying batteries instead of the zone value")),
    ("fulfil STD-A1-3 at G1-1", N_("the contract at location 3 in sector A1, its token to cell G1-1")),
    ("fulfil REM-3 at G1-2 cost 2", N_("a remote contract, paid its second way")),
    ("fulfil STD-A1-3 at G1-1 via P2", N_("using P2's tower: P2 is paid")),
    ("take link LNK-A-1", N_("take the link token of that space")),
    ("link L-A1", N_("play that link token on the card")),
    ("link LINK-START option 1", N_("the starting link token: $3 (option 2: 1 energy)")),
    ("sell to AR-3", N_("buy that external market card with batteries")),
    ("venture capital 3", N_("a venture-capital token on the slot of column 3")),
    ("move A2-M1 to STORAGE", N_("a bulldozer from beside mixed site 1 in sector A2 to the storage zone")),
    ("move STORAGE to B1-T1", N_("a bulldozer from the storage zone to a free site")),
    ("move A2-M1 to PARK-1", N_("to a parking space, for its reward")),
    ("bonus r0c1 r0c2", N_("two adjacent cells of the tower bonus board")),
    ("place in slot 4", N_("put the tower bonus token on slot 4 of your company board")),
    ("discard r3c0", N_("discard the tower bonus token of that cell")),
    ("market tourist", N_("the tourist market")),
    ("specialist SA-05", N_("a face-up specialist card")),
    ("specialist action", N_("the top card of the specialist action deck")),
    ("take back top", N_("the rightmost card of the top row back to your hand")),
    ("score SS-01 option 2", N_("play a specialist scoring card with its second option")),
    ("done", N_("make none of the optional choices left")),
)
"""Each command form of the help: an example (in the engine's words) and what it does."""


def decision_kind(phase: str | None, legal: list[str]) -> str | None:
    """The decision the legal actions answer (the view's ``decision`` kind), or None at a turn's start."""
    verbs = {a.split()[0] for a in legal} - {"done"}
    ends = "done" in legal
    if phase == "scoring":
        return "market" if verbs == {"market"} else "score"
    if any(a.startswith("take link") for a in legal):
        return "take-link"
    if any(a.startswith("take back") for a in legal):
        return "take-back"
    kinds = {
        "build": "build",
        "fulfil": "second" if ends else "fulfil",
        "move": "moves" if ends else "follow",
        "bonus": "bonus",
        "place": "place",
        "discard": "discard",
        "market": "market",
        "specialist": "specialist",
        "link": "link",
        "sell": "sell",
        "venture": "venture",
    }
    found = {kinds[v] for v in verbs if v in kinds}
    return found.pop() if len(found) == 1 else None


def _same_kind(example: str, action: str) -> bool:
    """Whether a help line's example is of the kind of a legal action: the same verb, ``take link`` and
    ``take back`` apart from ``take battery``; a form with ``via``, ``cost`` or batteries apart."""
    return _kind(example) == _kind(action)


def _kind(action: str) -> tuple[str, ...]:
    """An action's kind, as the help matches its examples with the legal actions."""
    words = action.split()
    key = " ".join(words[:2]) if words[0] in ("take", "return") else words[0]
    if words[0] in ("build", "fulfil"):
        return (key, *sorted(w for w in words if w in ("via", "cost", "batteries")))
    if words[0] == "move":
        return (key, "from" if words[1] == STORAGE else "to" if words[-1] == STORAGE else "")
    if words[0] in ("link", "play"):
        return (key, "option" if "option" in words else "")
    if words[0] == "specialist":
        return (key, "deck" if words[1] in ("action", "scoring") else "")
    return (key,)


class PamperoFrontend(Frontend):
    """Pampero at the terminal."""

    title = N_("Pampero")
    rules = "PA-x.y, AMB-nn"
    play_examples: ClassVar[tuple[str, ...]] = (
        N_(
            "Play Pampero against bots (you are P1), with the beginner scoring tokens, or the Rado\n"
            "variant for two (PA-34.2, PA-35):\n"
            "  powerplay play pampero --players 3\n"
            "  powerplay play pampero --players 2 --beginner --rado"
        ),
        N_(
            "On your turn the game is shown in short (the whole board: board), then what the others\n"
            'did since your last turn, then your options. Type an action ("play ST-1 top left",\n'
            '"return all", "take battery", "build at A2-T1", "fulfil STD-A1-3 at G1-1",\n'
            '"bonus r0c1 r0c2", "move A2-M1 to STORAGE", "done") or a command: help, actions, board,\n'
            "log, save FILE, undo, quit. Tab completes actions on a terminal; input may also be piped,\n"
            "one command per line."
        ),
    )
    """What ``powerplay play pampero --help`` shows: how to start a game, then what to type."""

    def help_text(self, phase: str | None, legal: list[str], w: Words = ENGLISH) -> str:
        """The phase's help, or the decision's the legal actions answer, with the command forms legal
        now; then that playing alone against bots is not the official solo game (PA-36)."""
        if phase not in PHASE_HELP and phase != "over":
            return w._("Phase: {phase}", phase=phase)
        kind = decision_kind(phase, legal) if phase in PHASE_HELP else None
        intro = DECISION_HELP[kind] if kind is not None else PHASE_HELP.get(str(phase), "")
        out = [w._(intro)] if intro else []
        for example, text in FORMS:
            if any(_same_kind(example, a) for a in legal):
                out.extend(form_lines(w.show(example), w.quoted(w._(text)).split("\n")))
        out.append(spec("pampero").alone_in(w.lang) or "")
        return "\n".join(out)

    def intro(self, view: dict, w: Words = ENGLISH) -> str:
        players = len(view["players"])
        rules = [w._(name) for key, name in OPTION_NAMES.items() if view["options"].get(key)]
        if rules:
            return w.ngettext(
                "Pampero, {count} player, with {rules}.",
                "Pampero, {count} players, with {rules}.",
                players,
                rules=", ".join(rules),
            )
        return w.ngettext("Pampero, {count} player.", "Pampero, {count} players.", players)

    def board(self, view: dict, to_act: int | None, labels: list[str], w: Words = ENGLISH) -> RenderableType:
        return board(view, to_act, labels, w)

    def status(self, view: dict, to_act: int | None, labels: list[str], w: Words = ENGLISH) -> RenderableType:
        return status(view, to_act, labels, w)

    def summary(self, legal: list[str], view: dict, w: Words = ENGLISH) -> list[str]:
        return summarise(legal, view, w)

    def final(self, view: dict, scores: list[dict], labels: list[str], w: Words = ENGLISH) -> Iterable[RenderableType]:
        """The players' supplies at the end, then the scores: the money, the wind farms that break a tie
        (PA-33)."""
        yield players_table(view, labels, w)
        yield render.breakdown_table(scores, SOURCES, "money", labels, w)

    def seat(self, seat: int, labels: list[str] | None = None, w: Words = ENGLISH) -> Text:
        return seat_text(seat, labels, w)


FRONTEND = PamperoFrontend
