"""Barrage at the terminal: the map as a schematic by area and basin, the management board,
the company boards with their wheels, the contracts, the energy track and the Automa's tile, all read
from the seat's view (``games.barrage.view``); the legal actions summed up by kind and site (its words:
``words/barrage.py``)."""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Iterable
from typing import ClassVar

from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text

from ...core.messages import N_, join
from ...games.barrage import messages
from ...games.barrage.board import SPACES
from ...games.barrage.contracts import COLOURS, CONTRACT
from ...games.barrage.data import AREAS, BASINS, CONDUITS, DAMS, HEADSTREAM_BASIN, POWERHOUSES
from .. import render
from ..frontend import Frontend, PhaseHelp
from ..words import Words

ENGLISH = Words(game="barrage")
"""The source language, with Barrage's words."""

NEUTRAL = -2
BLOCKED = -3
ROUNDS = 5
MACHINE_STYLES = {"excavator": "rgb(230,160,40)", "mixer": "rgb(150,150,150)", "credit": "rgb(120,200,120)"}
AREA_NAMES = {"mountains": N_("Mountains"), "hills": N_("Hills"), "plains": N_("Plains")}
SECTION_NAMES = {
    "turbine_station": N_("Turbine station"),
    "water_management": N_("Water management"),
    "workshop": N_("Workshop"),
    "machinery_shop": N_("Machinery shop"),
    "contract_office": N_("Contract office"),
    "patent_office": N_("Patent office"),
    "personal": N_("Officers' spaces"),
}
COLOUR_NAMES = {"green": N_("green"), "yellow": N_("yellow"), "red": N_("red")}
COLOUR_STYLES = {"green": "green", "yellow": "yellow", "red": "red"}
OBJECTIVES = {
    "OBJ_RED_FRAME": N_("bases and powerhouses on red-framed spaces"),
    "OBJ_CONNECTED_DAMS": N_("dams connected by own conduits to own powerhouses"),
    "OBJ_MOST_AREA": N_("structures in your strongest area"),
    "OBJ_LEAST_AREA": N_("structures in your weakest area"),
    "OBJ_BASINS_1": N_("basins with at least 1 of your structures"),
    "OBJ_BASINS_3": N_("basins with at least 3 of your structures"),
}
REWARDS = {
    "vp": N_("{n} VP"),
    "credits": N_("{n} cr."),
    "excavator": N_("{n} exc."),
    "mixer": N_("{n} mix."),
    "machinery_of_choice": N_("{n} exc./mix."),
    "rotate_wheel": N_("wheel +{n}"),
    "energy": N_("{n} energy"),
    "place_water_drops": N_("water +{n}"),
    "water_drops_flow_immediately": N_("water +{n} (flowing)"),
    "build_base": N_("a base"),
    "build_elevation": N_("an elevation"),
    "build_conduit_max_production": N_("a conduit up to {n}"),
    "build_powerhouse": N_("a powerhouse"),
}
STEP_NAMES = {
    "drops": N_("place water drops on headstreams"),
    "machinery": N_("take an excavator or a mixer"),
    "take": N_("take private contracts"),
    "discard": N_("discard contracts down to three"),
    "pay": N_("pay for the construction"),
    "reward_build": N_("put a reward's structure"),
    "produce": N_("choose the producing system"),
    "fulfil": N_("fulfil a contract with the energy"),
    "tile_fulfil": N_("fulfil a contract with the energy"),
    "copy": N_("choose the officer Mahiri Sekibo copies"),
    "extra_action": N_("take one more action (Mahiri Sekibo)"),
    "guided": N_("take the first action the Automa tile shows"),
}


STEP_HELP = {
    "pay": N_("Paying for the construction (BA-16.2): choose which machinery and credits pay for it."),
    "produce": N_(
        "Production (BA-20): choose the dam, conduit and powerhouse that produce, and how many\n"
        "of the dam's water drops flow through them."
    ),
    "fulfil": N_("The energy produced (BA-21) may fulfil one contract whose requirement it reaches."),
    "drops": N_("Water management (BA-23): place water drops on the headstreams."),
    "take": N_("The contract office (BA-27): take face-up private contracts."),
    "discard": N_("You hold more than three contracts (BA-27): discard down to three."),
    "machinery": N_("The machinery shop (BA-26): choose an excavator or a concrete mixer."),
    "put": N_("A reward's structure (BA-33): put it on a free site of the map, or give it up."),
    "copy": N_("Mahiri Sekibo (BA-35.7): choose the officer whose ability she copies."),
}
"""The help of a step an action asks for (BA-15.7), by what its legal actions are (:func:`_step`)."""


def _step(legal: list[str]) -> str | None:
    """The step the legal actions answer (``pay``, ``take``…), or None at a turn's start."""
    kinds = set()
    for action in legal:
        words = action.split()
        if words[0] == "take":
            kinds.add("take" if words[1] == "contract" else "machinery")
        elif words[0] in ("drop", "drops"):
            kinds.add("drops")
        elif words[0] in STEP_HELP:
            kinds.add(words[0])
        else:
            return None
    return kinds.pop() if len(kinds) == 1 else None


def short_seat(seat: int, w: Words = ENGLISH) -> Text:
    """``P1`` in the seat's colour (the map's owners; never the player's long name)."""
    if seat == NEUTRAL:
        return Text(w._("N"), style="bold white")
    styles = render.SEAT_STYLES
    return Text(w.tr.gettext("P{number}").format(number=seat + 1), style=styles[seat % len(styles)])


def seat_text(seat: int, labels: list[str] | None = None, w: Words = ENGLISH) -> Text:
    return render.seat_text(seat, labels, w)


def tile_name(tile: str, w: Words = ENGLISH) -> str:
    """A technology tile by its name in the rulebook's words (``basic_base``: «базовий жетон основи»),
    as the game's log names it; an id the game does not know as it is."""
    try:
        return messages.tile(tile, w.games)
    except (KeyError, ValueError):
        return tile


def _legend(view: dict, w: Words) -> Text | None:
    """Who the short owner marks of the map and the boards are (``P1: Anna``), when a player gave a name."""
    named = [s for s in range(view["players"]) if w.seat(s) != short_seat(s, w).plain]
    if not named:
        return None
    return _joined((short_seat(s, w) + Text(": " + w.seat(s)) for s in named), ", ")


def _site(site_id: str, red: bool) -> Text:
    return Text(site_id + ("*" if red else ""), style="red" if red else "")


def _joined(parts: Iterable[Text], sep: str = "  ") -> Text:
    out = Text()
    for k, part in enumerate(parts):
        if k:
            out.append(sep)
        out.append_text(part)
    return out


def _owner(owner: int | None, w: Words) -> Text:
    return Text("·", style="dim") if owner is None else short_seat(owner, w)


def header(view: dict, to_act: int | None, w: Words = ENGLISH, compact: bool = False) -> Text:
    """The round, the phase, who acts, the turn order and the step asked for; the game's name and
    kind first but in the ``compact`` status, which adds the Automa's tile to the turn order."""
    t = Text()
    if not compact:
        t.append(w._("Barrage"), style="bold")
        extras = [w.ngettext("{count} player", "{count} players", view["players"])]
        extras.append(w._("full game") if view["full"] else w._("introductory game"))
        t.append(" · " + " · ".join(extras) + "\n", style="dim")
    t.append(w._("Round {round} of {rounds}", round=view["round"], rounds=ROUNDS) + " · " + phase_name(view, w))
    if to_act is not None and view["phase"] != "over":
        t.append(" · ")
        t.append_text(seat_text(to_act, w=w))
        t.append(" " + w._("to act"))
        if view.get("seat") == to_act:
            t.append(" " + w._("(you)"), style="bold")
    if view["order"]:
        t.append("\n" + w._("Turn order:") + " ")
        t.append_text(_joined((seat_text(s, w=w) for s in view["order"]), " > "))
    automa = view["automa"]
    if compact and any(p["automa"] for p in view["seats"]) and automa["actions"]:
        tile = w._("Automa tile: {actions} (deck {deck})", actions=automa["actions"], deck=automa["deck"])
        t.append((" · " if view["order"] else "\n") + tile, style="dim")
    for step in view["pending"][-1:]:
        t.append("\n" + w._("Now:") + " ", style="bold magenta")
        t.append_text(seat_text(step["seat"], w=w))
        t.append(" — " + w._(STEP_NAMES.get(step["kind"], step["kind"])))
        if step["count"] > 1:
            t.append(f" (×{step['count']})")
    return t


def phase_name(view: dict, w: Words = ENGLISH) -> str:
    names = {
        "choose": w._("choosing companies"),
        "actions": w._("Actions phase"),
        "over": w._("game over"),
    }
    return names.get(view["phase"], view["phase"])


def map_table(view: dict, w: Words = ENGLISH) -> Group:
    """The map (BA-3) by area and basin: dams (owner, height, drops held), conduits (production value,
    the basin they lead to, owner), powerhouses (owner); red-framed spaces starred."""
    m = view["map"]
    table = Table(box=None, pad_edge=False, padding=(0, 1), show_edge=False, title_justify="left")
    table.title = w._("Map")
    areas = [w._(AREA_NAMES[area]) for area in AREAS]
    table.add_column(w._("Basin"), no_wrap=True, min_width=max(len(a) for a in areas))
    for col in (w._("Dams"), w._("Conduits"), w._("Powerhouses")):  # wrapped only on a narrow terminal
        table.add_column(col)
    for area, area_name in zip(AREAS, areas, strict=True):
        table.add_row(Text(area_name, style="bold underline"), "", "", "")
        for basin in (b for b in BASINS if b.area == area):
            name = Text(basin.id, style="bold")
            name.append(f"→{basin.next + 1}" if basin.next >= 0 else "→", style="dim")
            dams = []
            for d in (DAMS[i] for i in basin.dams):
                t = _site(d.id, d.red_frame) + Text(" ")
                info = m["dams"].get(d.id)
                if info is None or info["owner"] < NEUTRAL:
                    t.append("·", style="dim")
                else:
                    t.append_text(_owner(info["owner"], w))
                    t.append(" " + w._("h{height}", height=info["height"]))
                if info and info["drops"]:
                    t.append(f" ●{info['drops']}", style="bold blue")
                dams.append(t)
            conduits = []
            for c in (CONDUITS[i] for i in basin.conduits):
                t = Text(f"{c.id} ") + Text(f"{c.production}", style="bold") + Text(f"→{c.to_basin + 1} ", style="dim")
                t.append_text(_owner(m["conduits"].get(c.id), w))
                conduits.append(t)
            houses = [
                _site(p.id, p.red_frame) + Text(" ") + _owner(m["powerhouses"].get(p.id), w)
                for p in (POWERHOUSES[i] for i in basin.powerhouses)
            ]
            rows = [houses[k : k + 3] for k in range(0, len(houses), 3)] or [[]]
            table.add_row(name, _joined(dams), _joined(conduits), Text("\n").join(_joined(r) for r in rows))
    heads = []
    for h, fed in zip(m["headstreams"], HEADSTREAM_BASIN, strict=True):
        t = Text(f"{h['id']}→B{fed + 1} ")
        t.append(f"●{h['drops']}", style="bold blue" if h["drops"] else "dim")
        coming = h["per_round"][view["round"] :] if view["round"] < len(h["per_round"]) else []
        if coming:
            t.append(" (+" + " +".join(str(n) for n in coming) + ")", style="dim")
        heads.append(t)
    caption = Text(w._("Headstreams:") + " ") + _joined(heads, ", ")
    caption.append("\n" + w._("Drops in the supply: {count}", count=m["supply"]), style="dim")
    caption.append(
        "\n"
        + w._(
            "site owner h<height> ●<drops>; conduit <production>→<basin>; * red frame (+3 credits);"
            " N neutral; (+n) drops to come"
        ),
        style="dim",
    )
    legend = _legend(view, w)
    if legend is not None:
        caption.append("\n").append_text(legend)
    return Group(table, caption)


def management(view: dict, w: Words = ENGLISH) -> Group:
    """The management board and the patent office (BA-19): each space with the engineers it takes,
    starred when it costs 3 credits more, and who holds it (✕ blocked)."""
    table = Table(box=None, pad_edge=False, padding=(0, 1), show_edge=False, show_header=False)
    table.title = w._("Management board")
    table.title_justify = "left"
    table.add_column(no_wrap=True)
    table.add_column(no_wrap=True)
    occupied = view["occupied"]
    by_section: dict[str, list[Text]] = defaultdict(list)
    for space in SPACES:
        holder = occupied.get(space.id)
        if holder == BLOCKED:
            by_section[space.section].append(Text(f"{space.id} ✕", style="dim strike"))
            continue
        t = _site(space.id, space.fee > 0) + Text(f"[{space.engineers}] ", style="dim")
        t.append_text(_owner(holder, w))
        by_section[space.section].append(t)
    known = {space.id for space in SPACES}
    for space_id, holder in occupied.items():  # an officer's personal space (BA-35.7)
        if space_id not in known and space_id != "BANK":
            by_section["personal"].append(Text(f"{space_id} ").append_text(_owner(holder, w)))
    for section, texts in by_section.items():
        lines = [texts[k : k + 6] for k in range(0, len(texts), 6)]
        table.add_row(Text(w._(SECTION_NAMES[section]), style="bold"), Text("\n").join(_joined(r) for r in lines))
    patent = view["patent"]
    shown = [tile_name(t, w) if t else "—" for t in patent["display"]]
    line = Text(w._("Patent office tiles:") + " " + ", ".join(f"{k + 1}: {t}" for k, t in enumerate(shown)))
    line.append(" · " + w._("stacks I–III: {sizes}", sizes="/".join(str(n) for n in patent["stacks"])), style="dim")
    caption = Text(
        w._(
            "space[engineers]; * costs 3 credits more; action costs: workshop 0/2/5, machinery shop 2/4/5,"
            " contract office 0/0/1, patent office 5 credits"
        ),
        style="dim",
    )
    return Group(table, line, caption)


def _reward(contract: str, w: Words) -> str:
    c = CONTRACT.get(contract)
    if c is None:
        return contract
    parts = [w._(REWARDS[r.effect], n=r.amount) for r in c.rewards]
    return f"{contract} ≥{c.required}: " + ", ".join(parts)


def contracts_panel(view: dict, w: Words = ENGLISH) -> Group:
    """The contracts (BA-8): the face-up private ones by colour, the national ones, each seat's; the
    energy each requires (≥) and its reward."""
    c = view["contracts"]
    table = Table(box=None, pad_edge=False, padding=(0, 1), show_edge=False, show_header=False)
    table.title = w._("Contracts (energy required: reward)")
    table.title_justify = "left"
    table.add_column(no_wrap=True)
    table.add_column()
    for colour in COLOURS:
        name = Text(w._(COLOUR_NAMES.get(colour, colour)), style=COLOUR_STYLES.get(colour, ""))
        name.append(" " + w._("({count} left)", count=c["stacks"][colour]), style="dim")
        table.add_row(name, "; ".join(_reward(k, w) for k in c["private"][colour]) or "—")
    table.add_row(Text(w._("national"), style="bold"), "; ".join(_reward(k, w) for k in c["national"]) or "—")
    if view.get("starting"):
        table.add_row(Text(w._("starting")), "; ".join(_reward(k, w) for k in view["starting"]))
    for seat in _seats(view):
        held = view["seats"][seat]["contracts"]
        if held:
            table.add_row(w._("held by {seat}", seat=w.seat(seat)), "; ".join(_reward(k, w) for k in held))
    return Group(table)


def _supply_columns(w: Words) -> tuple[tuple[str, str], ...]:
    """The first columns of a table of the companies' supplies (BA-10.15), with their alignment."""
    return (
        (w._("Player"), "left"),
        (w._("VP"), "right"),
        (w._("Cr."), "right"),
        (w._("Exc."), "right"),
        (w._("Mix."), "right"),
        (w._("Eng."), "right"),
    )


def _supply_cells(p: dict) -> tuple[str | Text, ...]:
    """A company's cells under ``_supply_columns`` but the first: VP, credits, machinery, engineers."""
    return (
        str(p["vp"]),
        Text(str(p["credits"]), style=MACHINE_STYLES["credit"]),
        Text(str(p["excavators"]), style=MACHINE_STYLES["excavator"]),
        Text(str(p["mixers"]), style=MACHINE_STYLES["mixer"]),
        str(p["engineers"]),
    )


def companies_table(view: dict, labels: list[str] | None = None, w: Words = ENGLISH) -> Table:
    """Each company board and personal supply (BA-10.15–10.21): the pieces left per structure (B E C P)
    and the incomes their departure uncovered; the energy is on the track (:func:`track`)."""
    table = Table(title=w._("Companies"), title_justify="left", pad_edge=False)
    for col, just in (*_supply_columns(w), (w._("Pieces"), "left"), (w._("Fulfilled"), "right")):
        table.add_column(col, justify=just)  # type: ignore[arg-type]
    for seat in _seats(view):
        p = view["seats"][seat]
        name = seat_text(seat, labels, w)
        if view.get("seat") == seat:
            name.append(" " + w._("(you)"), style="bold")
        if p["company"]:
            name.append("\n" + messages.COMPANIES[p["company"]].say(w.games))
        if p["officer"]:
            name.append("\n" + messages.OFFICERS[p["officer"]].say(w.games), style="dim")
        if p.get("copied"):
            copied = messages.OFFICERS[p["copied"]].say(w.games)
            name.append("\n" + w._("copying {officer}", officer=copied), style="dim")
        if p["constructions"]:
            name.append("\n" + w._("built this round: {count}", count=p["constructions"]), style="dim")
        if p["automa"] and not (labels and seat < len(labels) and labels[seat]):
            name.append("\n" + w.bot(f"automa-{p['automa'].replace('_', '-')}"), style="dim")
        if p["passed"]:
            name.append("\n" + w._("passed"), style="dim")
        pieces = Text(
            " ".join(f"{_piece_letter(k, w)}{n}" for k, n in p["pieces"].items()),
            style="",
        )
        if p["incomes"]:
            pieces.append("\n" + w._("income: {slots}", slots=_incomes(p["incomes"], w)), "dim")
        table.add_row(
            name,
            *_supply_cells(p),
            pieces,
            str(len(p["fulfilled"])),
        )
    return table


def _seats(view: dict) -> list[int]:
    order = view["order"] or []
    return [*order, *(s for s in range(view["players"]) if s not in order)]


def _piece_letter(structure: str, w: Words) -> str:
    letters = {
        "base": w.tr.pgettext("barrage piece", "B"),
        "elevation": w.tr.pgettext("barrage piece", "E"),
        "conduit": w.tr.pgettext("barrage piece", "C"),
        "powerhouse": w.tr.pgettext("barrage piece", "P"),
    }
    return letters[structure]


def _incomes(slots: list[str], w: Words) -> str:
    """The incomes uncovered (``base:2``, ``base:4``, ``conduit:2``) by row: ``B2,4 C2``."""
    rows: dict[str, list[str]] = defaultdict(list)
    for slot in slots:
        structure, _, ordinal = slot.partition(":")
        rows[structure].append(ordinal)
    return " ".join(f"{_piece_letter(structure, w)}{','.join(ordinals)}" for structure, ordinals in rows.items())


def wheels_table(view: dict, labels: list[str] | None = None, w: Words = ENGLISH) -> Table:
    """Each seat's technology tiles in its supply and its construction wheel (BA-18, D-11): the loads
    by how many sectors the wheel has yet to turn before they come back (BA-18.5)."""
    table = Table(title=w._("Technology tiles and construction wheels"), title_justify="left", pad_edge=False)
    table.add_column(w._("Player"), no_wrap=True)
    table.add_column(w._("Tiles in supply"))
    table.add_column(w._("Wheel (sectors until back: tile + machinery)"))
    for seat in _seats(view):
        p = view["seats"][seat]
        loads = [_load(load, w) for load in p["wheel"]]
        table.add_row(
            seat_text(seat, None, w),
            Text(", ".join(tile_name(t, w) for t in p["tiles"]) or "—"),
            Text("\n").join(loads) if loads else Text("—", style="dim"),
        )
    return table


def _load(load: dict, w: Words) -> Text:
    """One load of a wheel: the sectors the wheel has yet to turn before it comes back (BA-18.5), the
    tile by its name and the machinery (``5: the basic base tile, 4 exc.``)."""
    t = Text(f"{load['back_in']}: ", style="bold")
    t.append(tile_name(load["tile"], w))
    if load["excavators"]:
        t.append(", " + w._("{n} exc.", n=load["excavators"]), style=MACHINE_STYLES["excavator"])
    if load["mixers"]:
        t.append(", " + w._("{n} mix.", n=load["mixers"]), style=MACHINE_STYLES["mixer"])
    return t


def track(view: dict, w: Words = ENGLISH) -> Text:
    """The energy track (BA-7, BA-30): each seat's energy this round, the bonus tiles of the rounds
    left (this round's first) and the objective tile (BA-32.2); the Automa's tile face up (BA-A5.2)."""
    t = Text(w._("Energy this round:") + " ")
    t.append_text(
        _joined(
            (seat_text(s, w=w) + Text(f" {view['seats'][s]['energy']}") for s in range(view["players"])),
            ", ",
        )
    )
    if view["bonus"]:
        first = len(view["bonus"])
        rounds = range(ROUNDS - first + 1, ROUNDS + 1)
        bonus = [
            w._(
                "r{round}: {what}",
                round=r,
                what=messages.bonus_tile(b, w.games) if b in messages.BONUS_TILES else b,
            )
            for r, b in zip(rounds, view["bonus"], strict=True)
        ]
        t.append("\n" + w._("Bonus tiles (this round's first):") + " " + "; ".join(bonus))
    if view["objective"]:
        what = w._(OBJECTIVES.get(view["objective"], view["objective"]))
        t.append("\n" + w._("Objective tile (end of game): {what}", what=what))
    automa = view["automa"]
    if any(p["automa"] for p in view["seats"]) and automa["actions"]:
        t.append("\n" + w._("Automa tile: {actions} (deck {deck})", actions=automa["actions"], deck=automa["deck"]))
        if automa["criteria"]:
            t.append("; " + w._("criteria {criteria}", criteria=automa["criteria"]))
    return t


def offers(view: dict, w: Words = ENGLISH) -> Text | None:
    """BA-12.1: the companies with their officers offered in the full game's setup."""
    if not view["offers"]:
        return None
    t = Text(w._("Companies offered (with their officers):") + " ", style="bold")
    tr = w.games
    t.append("; ".join(f"{messages.COMPANIES[c].say(tr)}: {messages.OFFICERS[o].say(tr)}" for c, o in view["offers"]))
    t.append("\n" + w._("Starting contracts:") + " " + "; ".join(_reward(k, w) for k in view["starting"]))
    return t


def board(view: dict, to_act: int | None = None, labels: list[str] | None = None, w: Words = ENGLISH) -> Group:
    parts: list[RenderableType] = [header(view, to_act, w)]
    chosen = offers(view, w)
    if chosen is not None:
        parts.append(chosen)
    parts += [
        map_table(view, w),
        management(view, w),
        contracts_panel(view, w),
        companies_table(view, labels, w),
        wheels_table(view, labels, w),
        track(view, w),
    ]
    return Group(*parts)


def status(view: dict, to_act: int | None = None, labels: list[str] | None = None, w: Words = ENGLISH) -> Group:
    """The board in a few lines, for a terminal the whole board does not fit (80×24): the round, the
    phase, who acts and the step asked for, the Automa's tile (BA-A5.2); each company's VP, credits,
    machinery, engineers, energy and pieces left (BA-10.15), a line each; the seat's own technology
    tiles, construction wheel (BA-18.5) and contracts. The whole board and the map are commands."""
    parts: list[RenderableType] = [header(view, to_act, w, compact=True)]
    chosen = offers(view, w)
    if chosen is not None:
        parts.append(chosen)
    parts.append(_seats_table(view, w))
    you = view.get("seat")
    if you is not None and 0 <= you < view["players"]:
        parts.extend(_own_lines(view["seats"][you], w))
    return Group(*parts)


def _seats_table(view: dict, w: Words) -> Table:
    """Each company's supply on a line: VP, credits, excavators, mixers, engineers, energy, pieces left."""
    table = Table(box=None, pad_edge=False, padding=(0, 1), show_edge=False)
    for col, just in (*_supply_columns(w), (w._("Energy"), "right"), (w._("Pieces"), "left")):
        table.add_column(col, justify=just, no_wrap=True)  # type: ignore[arg-type]
    for seat in _seats(view):
        p = view["seats"][seat]
        name = seat_text(seat, None, w)
        if view.get("seat") == seat:
            name.append(" " + w._("(you)"), style="bold")
        pieces = Text(" ".join(f"{_piece_letter(k, w)}{n}" for k, n in p["pieces"].items()))
        if p["passed"]:
            pieces.append(" · " + w._("passed"), style="dim")
        table.add_row(
            name,
            *_supply_cells(p),
            str(p["energy"]),
            pieces,
        )
    return table


def _own_lines(p: dict, w: Words) -> list[Text]:
    """The seat's technology tiles in its supply, its wheel and its contracts, a line each."""
    lines = [Text(w._("In the supply: {tiles}", tiles=_tiles_text(p["tiles"], w) or "—"))]
    wheel = Text(w._("Wheel (sectors until back):") + " ")
    wheel.append_text(_joined((_load(load, w) for load in p["wheel"]), "; ") if p["wheel"] else Text("—", style="dim"))
    lines.append(wheel)
    if p["contracts"]:
        lines.append(Text(w._("Contracts: {contracts}", contracts="; ".join(_reward(k, w) for k in p["contracts"]))))
    return lines


def _tiles_text(tiles: list[str], w: Words) -> str:
    """Technology tiles by name, the basic ones together (``the basic base, conduit and powerhouse
    tiles``): their kinds in the games' words, which write them to follow the word tile."""
    basic = [t.removeprefix("basic_") for t in tiles if t.startswith("basic_")]
    names = [tile_name(t, w) for t in tiles if not t.startswith("basic_")]
    if len(basic) > 1:
        kinds = join((messages.TILE_KINDS[k].say(w.games) for k in basic), w.games)
        names.insert(0, w._("the basic {kinds} tiles", kinds=kinds))
    elif basic:
        names.insert(0, tile_name(f"basic_{basic[0]}", w))
    return ", ".join(names)


def scores_table(scores: list[dict], labels: list[str] | None = None, w: Words = ENGLISH) -> Table:
    table = Table(title=w._("Final scores (BA-32)"), title_justify="left")
    table.add_column(w._("Rank"), justify="right")
    table.add_column(w._("Player"))
    table.add_column(w._("VP"), justify="right")
    table.add_column(w._("Energy"), justify="right")
    for sc in sorted(scores, key=lambda s: (s["rank"], s["player"])):
        name = seat_text(sc["player"], labels, w)
        if sc["rank"] == 1:
            name.append("  " + w._("winner"), style="bold green")
        table.add_row(str(sc["rank"]), name, str(sc["vp"]), str(sc["energy"]))
    return table


SOURCES = {
    "start": N_("Starting VP"),
    "most_energy": N_("Most energy"),
    "energy_track": N_("Energy track"),
    "bonus": N_("Bonus tiles"),
    "contracts": N_("Contracts"),
    "income": N_("Company board income"),
    "technology": N_("Advanced technology tiles"),
    "conduits": N_("Conduit fees"),
    "automa_actions": N_("The Automa's actions"),
    "objective": N_("Objective tile"),
    "resources": N_("Machinery and credits left"),
    "water": N_("Water held by dams"),
    "unitemised": N_("Not itemised"),
    "energy": N_("Energy of the last round"),
}
"""The words of Barrage's score breakdown (``games.barrage.scoring.Source``; BA-30, BA-32)."""


# ---- the legal actions in few lines ----------------------------------------------------------------
_BUILD = re.compile(r"build (\S+) on (\S+) with (\S+)(?: as (\S+))?$")
_PRODUCE = re.compile(r"produce (\d+) drops? from (\S+) through (\S+) to (\S+)$")
_PUT = re.compile(r"put (\S+) on (\S+)$")


def summarise(legal: list[str], w: Words = ENGLISH, limit: int = 14) -> list[str]:
    """Barrage's legal actions grouped: constructions by structure (their sites and tiles), productions
    by system (their drops), placements, contracts and headstreams listed on one line each."""
    lines: list[str] = []
    builds: dict[str, dict[str, set[str]]] = defaultdict(lambda: defaultdict(set))
    produce: dict[tuple[str, str, str], list[int]] = defaultdict(list)
    puts: dict[str, list[str]] = defaultdict(list)
    by_verb: dict[str, list[str]] = defaultdict(list)
    for text in legal:
        if m := _BUILD.match(text):
            builds[m[1]][m[2]].add(f"{m[3]} as {m[4]}" if m[4] else m[3])
        elif m := _PRODUCE.match(text):
            produce[(m[2], m[3], m[4])].append(int(m[1]))
        elif m := _PUT.match(text):
            puts[m[1]].append(m[2])
        else:
            words = text.split()
            key = " ".join(words[:2]) if text.startswith(("take contract", "discard")) else words[0]
            by_verb[key].append(text)
    for key, items in by_verb.items():
        if len(items) <= 3:
            lines.extend(w.show(a) for a in items)
            continue
        if key == "place":
            spaces = [a.split()[-1] for a in items]
            lines.append(w.template("place on {space}", space=w._("<space>")) + ": " + ", ".join(spaces))
        elif key == "bank":
            numbers = [int(a.split()[-1]) for a in items]
            lines.append(w.template("bank {amount}", amount="N") + f" (N = {min(numbers)}..{max(numbers)})")
        elif key in ("drop", "drops"):
            lines.append(
                w.template("drops on {headstreams}", headstreams=w._("<headstreams>"))
                + ": "
                + ", ".join(a.partition(" on ")[2] for a in items)
            )
        elif key in ("take contract", "discard contract"):
            form = f"{key} {{contract}}"
            lines.append(w.template(form, contract=w._("<contract>")) + ": " + ", ".join(a.split()[-1] for a in items))
        elif key == "choose":
            lines.extend(w.show(a) for a in items[:limit])
        else:
            lines.extend(w.show(a) for a in items[:limit])
            if len(items) > limit:
                more = len(items) - limit
                lines.append(w._("... and {count} more (type '{actions}')", count=more, actions=w.command("actions")))
    for structure, sites in builds.items():
        form = w.template(
            "build {structure} on {site} with {tile}",
            structure=w.named("structure", structure),
            site=w._("<site>"),
            tile=w._("<tile>"),
        )
        tiles = sorted({t for ts in sites.values() for t in ts})
        if len(tiles) == 1 and " " not in tiles[0]:  # the one tile it may be built with, in the form
            form = w.template(
                "build {structure} on {site} with {tile}",
                structure=w.named("structure", structure),
                site=w._("<site>"),
                tile=tiles[0],
            )
        lines.append(f"{form}: " + _sites_list(sorted(sites, key=_site_order), limit * 2, w))
        if len(tiles) > 1 or " " in tiles[0]:
            named = (t if " " in t else f"{t} ({tile_name(t, w)})" for t in tiles)
            lines.append("    " + w._("tiles: {tiles}", tiles=", ".join(named)))
    for (dam, conduit, house), drops in produce.items():
        most = max(drops)
        one = w.show(f"produce {most} {'drop' if most == 1 else 'drops'} from {dam} through {conduit} to {house}")
        lines.append(one + (f" (1..{max(drops)})" if len(drops) > 1 else ""))
    for structure, where in puts.items():
        form = w.template("put {structure} on {site}", structure=w.named("structure", structure), site=w._("<site>"))
        lines.append(f"{form}: " + _sites_list(sorted(where, key=_site_order), limit * 2, w))
    return lines


SITE_ORDER = {
    site: k
    for k, site in enumerate(
        [DAMS[i].id for b in BASINS for i in b.dams]
        + [CONDUITS[i].id for b in BASINS for i in b.conduits]
        + [POWERHOUSES[i].id for b in BASINS for i in b.powerhouses]
    )
}
"""The map's sites as the board lists them: by basin, upstream dams first."""


def _site_order(site: str) -> int:
    return SITE_ORDER.get(site, len(SITE_ORDER))


def _sites_list(sites: list[str], limit: int, w: Words) -> str:
    shown = ", ".join(sites[:limit])
    if len(sites) > limit:
        shown += ", " + w._("... ({count} sites)", count=len(sites))
    return shown


class BarrageFrontend(Frontend):
    """Barrage at the terminal."""

    title = N_("Barrage")
    rules = "BA-x.y, BA-Ax.y"
    word_styles: ClassVar[dict[str, str]] = MACHINE_STYLES
    has_map = True
    map_help = N_("the map: dams, conduits and powerhouses by basin, with their owners")
    play_examples: ClassVar[tuple[str, ...]] = (
        N_(
            "Play Barrage against a bot (the introductory game), or the full game (BA-0.3):\n"
            "  powerplay play barrage --players 2\n"
            "  powerplay play barrage --players 3 --full\n"
            "Alone against the Automa, at one of its four levels (the full game, BA-A1.2):\n"
            "  powerplay play barrage --seats human,automa-hard"
        ),
        N_(
            "On your turn the game is shown in short (the whole board: board; the map: map),\n"
            "then what the others did since your last turn, then your options. Type an action\n"
            '("place on W2L", "build base on D5L with basic_base", "bank 3", "pass",\n'
            '"pay 1 excavator 9 credits", "produce 2 drops from D3L through C3A to P8_1",\n'
            '"fulfil P209") or a command: help, actions, board, map, log, save FILE, undo, quit.\n'
            "Tab completes actions on a terminal; input may also be piped, one command per line."
        ),
    )
    """What ``powerplay play barrage --help`` shows: how to start a game, then what to type."""
    phase_help: ClassVar[dict[str, PhaseHelp]] = {
        "choose": (
            N_(
                "Setup of the full game (BA-12.2): each person chooses one of the companies offered,\n"
                "with its executive officer, and one of the starting contracts."
            ),
            (("choose Italy with S3", N_("take Italy (and its officer) with starting contract S3")),),
        ),
        "actions": (
            N_(
                "Actions phase (BA-15): in turn order, place engineers on an action space (the number\n"
                "in [ ] on the board), build, or bank engineers; then answer the steps the action asks\n"
                "for. With no engineers left you have passed. Sites and tiles are typed by their ids."
            ),
            (
                ("place on W2L", N_("put engineers on an action space (its cost is paid then)")),
                ("build base on D5L with basic_base", N_("build on a map site with a tile of your supply")),
                ("build base on D5L with ANTON as L3_BASE", N_("Anton Krylov's tile copying a tile on the wheel")),
                ("bank 3", N_("put engineers on the bank for credits")),
                ("pass", N_("end your actions for this round when you may not act (D-09)")),
                ("pay 1 excavator 9 credits", N_("how to pay for a construction")),
                ("pay nothing", ""),
                ("produce 2 drops from D3L through C3A to P8_1", N_("the dam, conduit and powerhouse that produce")),
                ("produce none", N_("decline (Germany's second production)")),
                ("fulfil P209", N_("fulfil a contract with the energy just produced")),
                ("fulfil none", N_("fulfil no contract")),
                ("drops on HA HB", N_("place water drops on headstreams (one: 'drop on HA')")),
                ("drops on nothing", ""),
                ("take excavator", N_("take an excavator (or 'take mixer')")),
                ("take contract P203", N_("take a face-up private contract")),
                ("discard contract P203", N_("keep at most three contracts")),
                ("put base on D9L", N_("place a reward's structure")),
                ("put nothing", N_("give up a reward's structure")),
                ("copy jill_mcdowell", N_("Mahiri Sekibo copies another officer's ability (BA-35.7)")),
            ),
        ),
    }

    def help_text(self, phase: str | None, legal: list[str], w: Words = ENGLISH) -> str:
        """The phase's help with the command forms legal now (Barrage's phases are long: a form whose
        first two words match no legal action is left out)."""
        if phase not in self.phase_help:
            return w._("Phase: {phase}", phase=phase)
        intro, forms = self.phase_help[phase]
        step = _step(legal) if phase == "actions" else None
        out = [w._(STEP_HELP[step] if step else intro)]
        for example, text in forms:
            if not any(_same_kind(example, a) for a in legal):
                continue
            shown = w.show(example)
            lines = w.quoted(w._(text)).split("\n") if text else []
            if not lines:
                out.append(f"  {shown}")
            elif len(shown) > 24:
                out.append(f"  {shown}")
                out.extend(" " * 6 + line for line in lines)
            else:
                out.append(f"  {shown:<24}  {lines[0]}")
        return "\n".join(out)

    def intro(self, view: dict, w: Words = ENGLISH) -> str:
        kind = w._("full game") if view["full"] else w._("introductory game")
        return w.ngettext(
            "Barrage, {count} player, {kind}.", "Barrage, {count} players, {kind}.", view["players"], kind=kind
        )

    def board(self, view: dict, to_act: int | None, labels: list[str], w: Words = ENGLISH) -> RenderableType:
        return board(view, to_act, labels, w)

    def status(self, view: dict, to_act: int | None, labels: list[str], w: Words = ENGLISH) -> RenderableType:
        return status(view, to_act, labels, w)

    def map(self, view: dict, labels: list[str], w: Words = ENGLISH) -> RenderableType:
        return map_table(view, w)

    def summary(self, legal: list[str], view: dict, w: Words = ENGLISH) -> list[str]:
        return summarise(legal, w)

    def final(self, view: dict, scores: list[dict], labels: list[str], w: Words = ENGLISH) -> Iterable[RenderableType]:
        yield companies_table(view, labels, w)
        yield scores_table(scores, labels, w)
        yield render.breakdown_table(scores, SOURCES, "vp", labels, w)

    def seat(self, seat: int, labels: list[str] | None = None, w: Words = ENGLISH) -> Text:
        return seat_text(seat, labels, w)


def _same_kind(example: str, action: str) -> bool:
    """Whether a help line's example is of the kind of a legal action: the same verb (``drop`` as
    ``drops``), ``take contract`` apart from ``take mixer``, a declining form (``pay nothing``,
    ``produce none``) apart from the others, Anton's ``as`` apart from other constructions."""
    return _kind(example) == _kind(action)


def _kind(action: str) -> tuple[str, bool, bool, bool]:
    words = action.split()
    return (
        words[0].removesuffix("s"),
        len(words) > 1 and words[1] == "contract",
        words[-1] in ("nothing", "none"),
        " as " in action,
    )


FRONTEND = BarrageFrontend
