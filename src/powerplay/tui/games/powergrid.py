"""Power Grid at the terminal: its board, its phases' help and its legal actions in short, all read
from a seat's view (``games.powergrid.view``); the board at a glance, or in a few lines on a small
terminal. Every function takes the reader's words (``tui.words.Words``); the game's own words (its
action forms, resources and cities) are ``words/powergrid.py``'s.
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Iterable
from typing import Any, ClassVar

from rich.columns import Columns
from rich.console import Group, RenderableType
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from ...core.messages import N_
from ...words.powergrid import RESOURCES, city
from .. import render
from ..frontend import Frontend, PhaseHelp, form_lines
from ..render import money_text
from ..summary import dash, ranges, verb_lines
from ..words import Words

ENGLISH = Words(game="powergrid")
"""The source language, with Power Grid's words."""
RESOURCE_STYLES = {"coal": "rgb(170,110,60)", "oil": "bright_black", "garbage": "yellow", "uranium": "red"}
MAP_NAMES = {"germany": N_("Germany"), "usa": N_("USA")}
PHASE_NAMES = {
    "trust-setup": N_("Setup: placing the trust's houses"),
    "mark-cities": N_("Setup: marking starting cities"),
    "auction": N_("Phase 2: auction of power plants"),
    "resources": N_("Phase 3: buying resources"),
    "building": N_("Phase 4: building"),
    "bureaucracy": N_("Phase 5: bureaucracy"),
    "over": N_("game over"),
}


# ---- words -----------------------------------------------------------------------------------------
def region(name: str, w: Words = ENGLISH) -> str:
    """A region of the board (``north-west``) in words."""
    names = {
        "west": w.tr.pgettext("region", "west"),
        "east": w.tr.pgettext("region", "east"),
        "north-west": w.tr.pgettext("region", "north-west"),
        "north-east": w.tr.pgettext("region", "north-east"),
        "south-west": w.tr.pgettext("region", "south-west"),
        "south-east": w.tr.pgettext("region", "south-east"),
        "north-central": w.tr.pgettext("region", "north-central"),
        "south-central": w.tr.pgettext("region", "south-central"),
    }
    return names.get(name, name)


def colour(name: str, w: Words = ENGLISH) -> str:
    """A region's colour on the board in words."""
    names = {
        "red": w.tr.pgettext("colour", "red"),
        "blue": w.tr.pgettext("colour", "blue"),
        "cyan": w.tr.pgettext("colour", "cyan"),
        "brown": w.tr.pgettext("colour", "brown"),
        "yellow": w.tr.pgettext("colour", "yellow"),
        "purple": w.tr.pgettext("colour", "purple"),
        "green": w.tr.pgettext("colour", "green"),
    }
    return names.get(name, name)


def back(name: str, w: Words = ENGLISH) -> str:
    """A plant card's back (``plug`` or ``socket``) in words."""
    names = {
        "plug": w.tr.pgettext("card back", "plug"),
        "socket": w.tr.pgettext("card back", "socket"),
    }
    return names.get(name, name)


# ---- the board -------------------------------------------------------------------------------------
def seat_text(seat: int | str | None, labels: list[str] | None = None, w: Words = ENGLISH) -> Text:
    """``P2`` (or the player's name) in the seat's colour; the trust of the 2-player game (PG-14)."""
    if seat == "trust":
        return Text(w._("trust"), style="bold white")
    return render.seat_text(None if seat is None else int(seat), labels, w)


def plant_label(plant: dict, w: Words = ENGLISH) -> str:
    """``07: 3 oil > 2``: number, fuel burnt per run and kind, cities powered."""
    if plant.get("number") is None:
        return w._("Step 3")
    if plant.get("kind") == "eco":
        return f"{plant['number']:02d}: {w.resource('eco')} > {plant['cities']}"
    return f"{plant['number']:02d}: {w.amount(plant['fuel'], plant['kind'])} > {plant['cities']}"


def _plant_cell(plant: dict, discount: int | None = None, w: Words = ENGLISH) -> Text:
    if plant.get("number") is None:
        return Text(w._("Step 3"), style="bold")
    style = RESOURCE_STYLES.get(plant.get("kind", ""), "green" if plant.get("kind") == "eco" else "")
    text = Text(plant_label(plant, w), style=style)
    if discount is not None and plant["number"] == discount:
        text = Text("◆ ", style="bold magenta") + text
    return text


def _stored(plant: dict, w: Words = ENGLISH) -> str:
    stored = plant.get("stored") or {}
    if not stored:
        return ""
    return " [" + ", ".join(w.amount(n, r) for r, n in stored.items()) + "]"


def header(view: dict, to_act: int | None, labels: list[str] | None = None, w: Words = ENGLISH) -> Text:
    opts = view.get("options", {})
    t = Text()
    t.append(w._("Power Grid"), style="bold")
    board = opts.get("map")
    name = MAP_NAMES.get(board, str(board))
    t.append(" · " + w._(name))
    if opts.get("classic"):
        t.append(" " + w._("(classic)"))
    regions = ", ".join(region(r, w) for r in view.get("regions", []))
    t.append(" · " + w._("regions {regions}", regions=regions) + "\n", style="dim")
    name = PHASE_NAMES.get(view["phase"], view["phase"])
    phase = w._(name)
    t.append(w._("Round {round} · Step {step} · {phase}", round=view["round"], step=view["step"], phase=phase))
    if to_act is not None and not view.get("over"):
        t.append(" · ")
        t.append_text(seat_text(to_act, w=w))
        t.append(" " + w._("to act"))
        if view.get("you") == to_act:
            t.append(" " + w._("(you)"), style="bold")
    t.append("\n" + w._("Turn order:") + " ")
    for k, seat in enumerate(view.get("order", [])):
        if k:
            t.append(" > ")
        t.append_text(seat_text(seat, w=w))
    if view.get("phase_out"):
        t.append("\n" + w._("Nuclear phase-out: uranium is no longer refilled (PG-12.1)."), style="red")
    return t


def players_table(view: dict, labels: list[str] | None = None, w: Words = ENGLISH, compact: bool = False) -> Table:
    """Each player's cities, money, plants with the fuel on them, resources and status; ``compact``: a
    line each, without borders (:func:`status`)."""
    if compact:
        table = Table(box=None, pad_edge=False, padding=(0, 1), show_edge=False)
    else:
        table = Table(title=w._("Players"), title_justify="left", expand=False, show_lines=False, pad_edge=False)
    table.add_column(w._("Player"), no_wrap=True)
    table.add_column(w._("Cities"), justify="right")
    table.add_column(w._("Money"), justify="right")
    table.add_column(Text(w._("Plants [fuel stored]")), no_wrap=not compact)
    table.add_column(w._("Resources, status"), no_wrap=not compact)
    sep = "; " if compact else "\n"
    phase = view.get("phase")
    order = view.get("order") or [p["seat"] for p in view["players"]]
    for seat in order:
        p = view["players"][seat]
        name = seat_text(seat, w=w)
        if labels and seat < len(labels) and labels[seat]:
            name.append(f"\n{labels[seat]}", style="dim")
        if view.get("you") == seat:
            name.append(("\n" if labels and labels[seat] else " ") + w._("(you)"), style="bold")
        plants = sep.join(plant_label(pl, w) + _stored(pl, w) for pl in p["plants"]) or "-"
        info = [w.amount(n, r) for r, n in p["resources"].items() if n]
        if phase == "auction":
            if p.get("got_plant"):
                info.append(w._("has bought"))
            elif p.get("passed"):
                info.append(w._("passed"))
        elif phase in ("resources", "building") and p.get("done"):
            info.append(w._("done"))
        if p.get("powered"):
            info.append(w._("powered {cities}", cities=p["powered"]))
        table.add_row(
            name, str(p["city_count"]), money_text(p.get("money"), w), Text(plants), Text(sep.join(info) or "-")
        )
    return table


def plant_market(view: dict, w: Words = ENGLISH) -> Group:
    """Current and future rows side by side (one plant per line), the deck below."""
    pm = view["plant_market"]
    discount = pm.get("discount")
    table = Table(title=w._("Power plant market"), title_justify="left", pad_edge=False)
    table.add_column(w._("Current (for sale)"), no_wrap=True)
    if pm["future"]:
        table.add_column(w._("Future"), no_wrap=True)
    for k in range(max(len(pm["current"]), len(pm["future"]))):
        row = [_plant_cell(pm["current"][k], discount, w) if k < len(pm["current"]) else Text("")]
        if pm["future"]:
            row.append(_plant_cell(pm["future"][k], discount, w) if k < len(pm["future"]) else Text(""))
        table.add_row(*row)
    deck = view.get("deck", {})
    caption = w._("plant: fuel per run > cities powered")
    if discount:
        caption += "; " + w._("◆ discount token on {plant}: bids from 1", plant=f"{discount:02d}")
    caption += "\n" + w.ngettext("Deck: {count} card", "Deck: {count} cards", deck.get("count", 0))
    if deck.get("top_back"):
        caption += ", " + w._("top card back: {back}", back=back(deck["top_back"], w))
    if deck.get("under"):
        caption += "; " + w._("under the deck: {plants}", plants=" ".join(f"{n:02d}" for n in deck["under"]))
    return Group(table, Text(caption, style="dim"))


def _levels(market: dict) -> Text:
    """Tokens per price level: ``1 ●●● 2 ●●○ 3 ○○○``."""
    levels = {lv["price"]: [i >= lv["slots"] - lv["tokens"] for i in range(lv["slots"])] for lv in market["levels"]}
    t = Text()
    for k, (price, slots) in enumerate(levels.items()):
        if k:
            t.append(" ")
        t.append(f"{price}", style="dim" if not any(slots) else "bold")
        t.append("".join("●" if f else "·" for f in slots))
    return t


def resource_market(view: dict, w: Words = ENGLISH) -> Table:
    table = Table(title=w._("Resource market"), title_justify="left", pad_edge=False)
    table.add_column(w._("Resource"), no_wrap=True)
    table.add_column(w._("Price levels (● token, · empty)"))
    table.add_column(w._("On"), justify="right")
    table.add_column(w._("Next"), justify="right")
    table.add_column(w._("Supply"), justify="right")
    for r in RESOURCES:
        m = view["resources"].get(r)
        if m is None:
            continue
        nxt = "-" if m.get("next_price") is None else str(m["next_price"])
        table.add_row(
            Text(w.resource(r), style=RESOURCE_STYLES[r]), _levels(m), str(m["on_market"]), nxt, str(m["supply"])
        )
    storage = view.get("coal_storage")
    if storage:
        table.caption = w.ngettext(
            "USA coal storage: {count} coal at {price} each (bought when the coal track is empty)",
            "USA coal storage: {count} coal at {price} each (bought when the coal track is empty)",
            storage["count"],
            price=storage["price"],
        )
        table.caption_justify = "left"
    return table


def trust_panel(view: dict, w: Words = ENGLISH) -> RenderableType | None:
    trust = view.get("trust")
    if not trust:
        return None
    plants = ", ".join(plant_label(p, w) for p in trust["plants"]) or "-"
    res = ", ".join(w.amount(n, r) for r, n in trust["resources"].items() if n) or "-"
    cities = ", ".join(trust["cities"]) or "-"
    body = Text(
        w._("Plants: {plants}", plants=plants)
        + "\n"
        + w._("Resources: {resources}", resources=res)
        + "\n"
        + w._("Houses left: {houses}", houses=trust["houses"])
        + "\n"
        + w._("Cities ({count}): {cities}", count=len(trust["cities"]), cities=cities)
    )
    return Panel(body, title=w._("The trust (2-player game)"), title_align="left", expand=False)


def auction_panel(view: dict, w: Words = ENGLISH, compact: bool = False) -> RenderableType | None:
    """The auction under way and a scrap asked for (PG-6.9); framed but in the ``compact`` status."""
    a = view.get("auction")
    scrap = view.get("scrap")
    parts: list[Text] = []
    if a:
        texts = {
            p["number"]: plant_label(p, w)
            for p in view["plant_market"]["current"] + view["plant_market"]["future"]
            if p.get("number") is not None
        }
        t = Text(w._("Auction of plant") + " ")
        t.append(texts.get(a["plant"], f"{a['plant']:02d}"), style="bold")
        t.append(" · " + w._("high bid {bid} by", bid=a["high"]) + " ")
        t.append_text(seat_text(a["leader"], w=w))
        t.append("\n" + w._("Still bidding:") + " ")
        for k, seat in enumerate(a.get("active", [])):
            if k:
                t.append(", ")
            t.append_text(seat_text(seat, w=w))
        t.append(" · " + w._("to answer:") + " ")
        t.append_text(seat_text(a.get("to_act"), w=w))
        parts.append(t)
    if scrap:
        t = seat_text(scrap["player"], w=w)
        t.append(
            " "
            + w._(
                "must scrap one old plant to make room for plant {plant} (PG-6.9).", plant=f"{scrap['new_plant']:02d}"
            )
        )
        parts.append(t)
    if not parts:
        return None
    if compact:
        return Group(*parts)
    return Panel(Group(*parts), border_style="magenta", expand=False)


def build_costs_panel(view: dict, w: Words = ENGLISH) -> RenderableType | None:
    costs = view.get("build_costs")
    if costs is None:
        return None
    if not costs:
        return Text(w._("Build costs: no city can be connected now."))
    by_cost: dict[int, list[str]] = defaultdict(list)
    for name, cost in costs.items():
        by_cost[cost].append(name)
    table = Table(
        title=w._("Build costs (connection + city slot)"), title_justify="left", show_header=False, pad_edge=False
    )
    table.add_column("cost", justify="right", style="bold", no_wrap=True)
    table.add_column("cities")
    for cost in sorted(by_cost):
        table.add_row(money_text(cost, w), Text(", ".join(sorted(city(c, w) for c in by_cost[cost]))))
    return table


def marks_line(view: dict, w: Words = ENGLISH) -> Text | None:
    if not view.get("marks"):
        return None
    return Text(w._("Starting cities marked: {cities}", cities=", ".join(city(c, w) for c in view["marks"])))


def status(view: dict, to_act: int | None = None, labels: list[str] | None = None, w: Words = ENGLISH) -> Group:
    """The board in a few lines, for a terminal the whole board does not fit (80×24): the round, step,
    phase and who acts; each player on a line; what the phase needs (the plant market in the
    auction, the resource market when buying); the auction under way, the trust, the marks. The
    whole board, the map and the build costs are commands away."""
    t = header(view, to_act, labels, w)
    parts: list[RenderableType] = [t[t.plain.index("\n") + 1 :], players_table(view, None, w, compact=True)]
    pm = view["plant_market"]
    if view["phase"] not in ("resources", "building", "bureaucracy") and (pm["current"] or pm["future"]):
        parts.append(_market_lines(view, w))
    if view["phase"] == "resources":
        parts.append(_resource_lines(view, w))
    trust = view.get("trust")
    if trust:
        plants = ", ".join(plant_label(p, w) for p in trust["plants"]) or "-"
        line = Text(w._("The trust (2-player game)") + ": ", style="bold")
        line.append(w._("Plants: {plants}", plants=plants) + " · ")
        line.append(
            w._("Cities ({count}): {cities}", count=len(trust["cities"]), cities=", ".join(trust["cities"]) or "-")
        )
        parts.append(line)
    for extra in (auction_panel(view, w, compact=True), marks_line(view, w)):
        if extra is not None:
            parts.append(extra)
    return Group(*parts)


def _market_lines(view: dict, w: Words) -> Text:
    """The plant market's rows, a line each (the discount token ◆), and the deck."""
    pm = view["plant_market"]
    discount = pm.get("discount")
    t = Text(w._("Current (for sale)") + ": ", style="bold")
    t.append_text(Text(", ").join(_plant_cell(p, discount, w) for p in pm["current"]))
    if pm["future"]:
        t.append("\n" + w._("Future") + ": ", style="bold")
        t.append_text(Text(", ").join(_plant_cell(p, discount, w) for p in pm["future"]))
    deck = view.get("deck", {})
    t.append(" · " + w.ngettext("Deck: {count} card", "Deck: {count} cards", deck.get("count", 0)), style="dim")
    return t


def _resource_lines(view: dict, w: Words) -> Table:
    """The resource market, a line per resource: its price levels with their tokens."""
    table = Table(box=None, pad_edge=False, padding=(0, 1), show_edge=False, show_header=False)
    table.add_column(no_wrap=True)
    table.add_column()
    for r in RESOURCES:
        m = view["resources"].get(r)
        if m is not None:
            table.add_row(Text(w.resource(r), style=RESOURCE_STYLES[r]), _levels(m))
    return table


def board(view: dict, to_act: int | None = None, labels: list[str] | None = None, w: Words = ENGLISH) -> Group:
    """The whole board for one seat."""
    parts: list[RenderableType] = [header(view, to_act, labels, w), players_table(view, labels, w)]
    markets: list[RenderableType] = []
    if view["plant_market"]["current"] or view["plant_market"]["future"]:
        markets.append(plant_market(view, w))
    markets.append(resource_market(view, w))
    parts.append(Columns(markets, padding=(0, 2)))
    for extra in (trust_panel(view, w), auction_panel(view, w), marks_line(view, w), build_costs_panel(view, w)):
        if extra is not None:
            parts.append(extra)
    return Group(*parts)


def scores_table(
    scores: list[dict], labels: list[str] | None = None, winners: Iterable[int] = (), w: Words = ENGLISH
) -> Table:
    table = Table(title=w._("Final scores"), title_justify="left")
    table.add_column(w._("Rank"), justify="right")
    table.add_column(w._("Player"))
    table.add_column(w._("Cities powered"), justify="right")
    table.add_column(w._("Money"), justify="right")
    table.add_column(w._("Cities"), justify="right")
    winners = set(winners)
    for sc in sorted(scores, key=lambda s: (s["rank"], s["player"])):
        name = seat_text(sc["player"], labels, w)
        if sc["player"] in winners or sc["rank"] == 1:
            name.append("  " + w._("winner"), style="bold green")
        table.add_row(str(sc["rank"]), name, str(sc["powered"]), str(sc.get("money", "?")), str(sc.get("cities", "?")))
    return table


SOURCES = {
    "powered": N_("Cities powered"),
    "money": N_("Money"),
    "cities": N_("Cities in the network"),
}
"""The words of Power Grid's score breakdown (PG-11.3)."""


def city_map(view: dict, board_data: Any, labels: list[str] | None = None, w: Words = ENGLISH) -> Group:
    """The cities in play by region with their owners (``board_data``: the map's Board)."""
    owners = view.get("cities", {})
    costs = view.get("build_costs") or {}
    marks = set(view.get("marks") or [])
    parts: list[RenderableType] = []
    for name in view.get("regions", []):
        shade = board_data.region_colour.get(name, "")
        title = f"{region(name, w)} ({colour(shade, w)})" if shade else region(name, w)
        table = Table(
            title=Text(title, style="bold"),
            title_justify="left",
            show_header=False,
            pad_edge=False,
            box=None,
            min_width=34,
        )
        table.add_column("city", no_wrap=True)
        table.add_column("owners")
        for c in sorted((board_data.cities[i] for i in board_data.regions[name]), key=lambda c: city(c, w)):
            row = Text()
            slots = owners.get(c, [None, None, None])
            for k, who in enumerate(slots):
                if k:
                    row.append(" ")
                row.append_text(seat_text(who, w=w) if who is not None else Text("·", style="dim"))
            if c in marks:
                row.append("  " + w._("marked"), style="magenta")
            if c in costs:
                row.append("  " + w._("build {cost} E", cost=costs[c]), style="green")
            table.add_row(Text(city(c, w)), row)
        parts.append(table)
    legend = Text(w._("Each city has three slots (10 / 15 / 20), filled left to right; · is free."), style="dim")
    return Group(Columns(parts, padding=(1, 3)), legend)


# ---- the legal actions in few lines ----------------------------------------------------------------
_OPEN = re.compile(r"bid (\d+) on plant (\w+)$")
_RAISE = re.compile(r"bid (\d+)$")
_BUY = re.compile(r"buy (\d+) (\w+)$")


def summarise(
    actions: list[str], build_costs: dict[str, int] | None = None, limit: int = 12, w: Words = ENGLISH
) -> list[str]:
    """Group the legal actions (string forms) into a few readable lines, in the words of ``w``.

    >>> summarise(["pass", "bid 13 on plant 13", "bid 14 on plant 13", "bid 15 on plant 13"])
    ['pass', 'bid N on plant 13 (N = 13..15)']
    >>> summarise(["done", "buy 1 coal", "buy 2 coal", "buy 1 oil"])
    ['done', 'buy 1-2 coal', 'buy 1 oil']
    """
    lines: list[str] = []
    opens: dict[str, list[int]] = defaultdict(list)
    raises: list[int] = []
    buys: dict[str, list[int]] = defaultdict(list)
    builds: list[str] = []
    by_verb: dict[str, list[str]] = defaultdict(list)
    simple: list[str] = []
    for text in actions:
        if m := _OPEN.match(text):
            opens[m[2]].append(int(m[1]))
        elif m := _RAISE.match(text):
            raises.append(int(m[1]))
        elif m := _BUY.match(text):
            buys[m[2]].append(int(m[1]))
        elif text.startswith("build "):
            builds.append(text[6:])
        elif " " in text:
            by_verb[text.split()[0]].append(text)
        else:
            simple.append(text)
    lines.extend(w.show(a) for a in simple)
    if len(raises) == 1:
        lines.append(w.show(f"bid {raises[0]}"))
    elif raises:
        lines.append(w.template("bid {amount}", amount="N") + f" (N = {ranges(raises)})")
    for plant, amounts in opens.items():
        if len(amounts) == 1:
            lines.append(w.show(f"bid {amounts[0]} on plant {plant}"))
        else:
            lines.append(
                w.template("bid {amount} on plant {plant}", amount="N", plant=plant) + f" (N = {ranges(amounts)})"
            )
    for res in sorted(buys, key=lambda r: RESOURCES.index(r) if r in RESOURCES else len(RESOURCES)):
        amount = w.amount(dash(buys[res]), res, count=max(buys[res]))
        lines.append(w.template("buy {resources}", resources=amount))
    if builds:
        costs = build_costs or {}
        known = [costs[c] for c in builds if c in costs]
        build = w.template("build {city}", city=w._("<city>"))
        if len(builds) <= 6:
            listed = ", ".join(f"{city(c, w)} ({costs[c]})" if c in costs else city(c, w) for c in builds)
            lines.append(f"{build}: {listed}")
        elif known:
            lines.append(
                w.ngettext(
                    "{build} ({count} city, cost {low}..{high}; see '{costs}')",
                    "{build} ({count} cities, cost {low}..{high}; see '{costs}')",
                    len(builds),
                    build=build,
                    low=min(known),
                    high=max(known),
                    costs=w._("Build costs"),
                )
            )
        else:
            lines.append(
                w.ngettext(
                    "{build} ({count} city; see '{costs}')",
                    "{build} ({count} cities; see '{costs}')",
                    len(builds),
                    build=build,
                    costs=w._("Build costs"),
                )
            )
    for verb, items in by_verb.items():
        if verb in ("trust", "mark"):
            names = sorted(city(t.split(" ", 1)[1], w) for t in items)
            shown = ", ".join(names[:limit])
            if len(names) > limit:
                shown += ", " + w.ngettext("... ({count} city)", "... ({count} cities)", len(names))
            lines.append(w.template(f"{verb} {{city}}", city=w._("<city>")) + f": {shown}")
            continue
        lines.extend(verb_lines(items, w, limit))
    return lines


class PowerGridFrontend(Frontend):
    """Power Grid at the terminal."""

    title = N_("Power Grid")
    rules = "PG-x.y"
    word_styles: ClassVar[dict[str, str]] = RESOURCE_STYLES
    has_map = True
    map_help = N_("the cities in play by region, with their owners")
    play_examples: ClassVar[tuple[str, ...]] = (
        N_(
            "Play Power Grid against bots (you are P1), or hotseat for two people and two bots:\n"
            "  powerplay play powergrid --map germany --players 4\n"
            "  powerplay play powergrid --seats human,human,heuristic,random"
        ),
        N_(
            'On your turn the board is shown (your money only: others show "?"), then your\n'
            'options in short. Type an action ("bid 14 on plant 13", "bid 15", "pass",\n'
            '"buy 2 coal", "build Essen", "power 07 10 with 3 oil 4 coal", "done") or a\n'
            "command: help, actions, board, map, log, save FILE, undo, quit.\n"
            "Tab completes actions on a terminal; input may also be piped, one command per line."
        ),
    )
    """What ``powerplay play powergrid --help`` shows: how to start a game, then what to type."""

    phase_help: ClassVar[dict[str, PhaseHelp]] = {
        "trust-setup": (
            N_("Setup of the 2-player game (PG-14.2 c): the players take turns placing\nthe trust's six houses."),
            (("trust Essen", N_("place a trust house in Essen")),),
        ),
        "mark-cities": (
            N_("Starting cities variant (PG-13.1): each player marks a future starting city."),
            (("mark Essen", N_("mark Essen as a future starting city")),),
        ),
        "auction": (
            N_(
                "Phase 2, auction (PG-6): in turn order each player may put up one plant of\n"
                "the current market with an opening bid; the others raise or pass in seat order."
            ),
            (
                (
                    "bid 14 on plant 13",
                    N_(
                        "put plant 13 up, opening with 14 (at least the plant's\n"
                        "number; the plant with the discount token from 1)"
                    ),
                ),
                ("bid 15", N_("raise the running auction to 15")),
                ("pass", N_("leave the running auction, or buy no plant this round")),
                (
                    "scrap 05",
                    N_("with a 4th plant, scrap an old one (PG-6.9); fuel that\nno longer fits: '{example}'"),
                ),
            ),
        ),
        "resources": (
            N_(
                "Phase 3, resources (PG-7): in reverse turn order, buy fuel for your plants,\n"
                "cheapest tokens first; a plant stores twice the fuel it burns."
            ),
            (
                ("buy 2 coal", N_("buy two coal (also oil, garbage, uranium)")),
                ("done", N_("finish buying")),
            ),
        ),
        "building": (
            N_(
                "Phase 4, building (PG-8): in reverse turn order, connect cities to your\n"
                "network. A city costs its connection plus the city slot (10 / 15 / 20 by\n"
                "step): see '{costs}' on the board."
            ),
            (
                ("build Essen", N_("connect Essen")),
                ("done", N_("finish building")),
            ),
        ),
        "bureaucracy": (
            N_(
                "Phase 5, bureaucracy (PG-9): choose which plants run and the fuel they burn;\n"
                "you are paid for the cities you power."
            ),
            (
                ("power 07 10 with 3 oil 4 coal", ""),
                ("power nothing", ""),
            ),
        ),
    }
    examples: ClassVar[dict[str, str]] = {"scrap 05": "scrap 05 returning 2 coal"}
    """An action a command's text shows as its example (in the reader's words)."""

    def help_text(self, phase: str | None, legal: list[str], w: Words = ENGLISH) -> str:
        """The phase's help with only the commands that are legal now (no 'pass' when PG-6.12 forbids it,
        no raise before an auction runs), each in the reader's words."""
        if phase not in self.phase_help:
            return w._("Phase: {phase}", phase=phase)
        intro, forms = self.phase_help[phase]
        out = [w._(intro, costs=w._("Build costs"))]
        for example, text in forms:
            if not _offered(example, legal):
                continue
            shown = w.show(example)
            lines = w._(text, example=w.show(self.examples.get(example, example))).split("\n") if text else []
            # the example's city: one of this board that the action may take now, in the reader's words
            now = city(_city_now(example, legal) or EXAMPLE_CITY, w)
            shown = shown.replace(city(EXAMPLE_CITY, w), now)
            lines = [line.replace(EXAMPLE_CITY, now).replace(city(EXAMPLE_CITY, w), now) for line in lines]
            out.extend(form_lines(shown, lines))
        return "\n".join(out)

    def intro(self, view: dict, w: Words = ENGLISH) -> str:
        opts = view["options"]
        name = MAP_NAMES.get(opts["map"], opts["map"])
        board = w._(name)
        return w.ngettext(
            "Power Grid on the {board} map, {count} player, regions {regions}.",
            "Power Grid on the {board} map, {count} players, regions {regions}.",
            opts["players"],
            board=board,
            regions=", ".join(region(r, w) for r in view["regions"]),
        )

    def board(self, view: dict, to_act: int | None, labels: list[str], w: Words = ENGLISH) -> RenderableType:
        return board(view, to_act, labels, w)

    def status(self, view: dict, to_act: int | None, labels: list[str], w: Words = ENGLISH) -> RenderableType:
        return status(view, to_act, labels, w)

    def summary(self, legal: list[str], view: dict, w: Words = ENGLISH) -> list[str]:
        return summarise(legal, view.get("build_costs"), w=w)

    def final(self, view: dict, scores: list[dict], labels: list[str], w: Words = ENGLISH) -> Iterable[RenderableType]:
        yield players_table(view, labels, w)
        yield scores_table(scores, labels, view.get("winners", []), w)
        yield render.breakdown_table(scores, SOURCES, "powered", labels, w)

    def map(self, view: dict, labels: list[str], w: Words = ENGLISH) -> RenderableType:
        from ...games.powergrid.data import board as board_data

        opts = view["options"]
        return city_map(view, board_data(opts["map"], bool(opts.get("classic"))), labels, w)


EXAMPLE_CITY = "Essen"
"""The city the help's examples name (``build Essen``), replaced by one the player may take now."""


def _city_now(example: str, legal: list[str]) -> str | None:
    """For an example naming :data:`EXAMPLE_CITY` (``build Essen``), the city of the first legal action
    of that kind (``build Boston`` on the USA board), else None."""
    verb, _, named = example.partition(" ")
    if named != EXAMPLE_CITY:
        return None
    return next((a.partition(" ")[2] for a in legal if a.partition(" ")[0] == verb), None)


def _offered(example: str, legal: list[str]) -> bool:
    """Whether a help line's example ('bid 14 on plant 13', 'pass', 'buy 2 coal') is a kind of action in
    ``legal``: the same command word; for bids, opening ('on plant') or raising alike."""
    word = example.split(maxsplit=1)[0]
    for action in legal:
        if action.split()[0] != word:
            continue
        if word == "bid" and (" on plant " in action) != (" on plant " in example):
            continue
        return True
    return False


FRONTEND = PowerGridFrontend
