"""Rich renderings of a Power Grid view (``game.view(seat)``): the board at a glance.

Everything here reads the view dict only, so a seat never sees more than the engine lets it see.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable
from typing import Any

from rich.columns import Columns
from rich.console import Group, RenderableType
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from .words import ENGLISH, N_, Words

SEAT_STYLES = ("bold red", "bold blue", "bold green", "bold yellow", "bold magenta", "bold cyan")
RESOURCE_STYLES = {"coal": "rgb(170,110,60)", "oil": "bright_black", "garbage": "yellow", "uranium": "red"}
RESOURCES = ("coal", "oil", "garbage", "uranium")
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


def seat_text(seat: int | str | None, labels: list[str] | None = None, w: Words = ENGLISH) -> Text:
    """``P2`` (or the player's name) in the seat's colour (``labels`` adds e.g. ``(heuristic)``)."""
    if seat == "trust":
        return Text(w._("trust"), style="bold white")
    if seat is None:
        return Text("-")
    s = int(seat)
    text = Text(w.seat(s), style=SEAT_STYLES[s % len(SEAT_STYLES)])
    if labels and s < len(labels) and labels[s]:
        text.append(f" {labels[s]}", style="dim")
    return text


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


def money_text(money: int | None, w: Words = ENGLISH) -> str:
    """``50 E`` (another's hidden money: ``?``)."""
    return "?" if money is None else w._("{money} E", money=money)


def header(view: dict, to_act: int | None, labels: list[str] | None = None, w: Words = ENGLISH) -> Text:
    opts = view.get("options", {})
    t = Text()
    t.append(w._("Power Grid"), style="bold")
    board = opts.get("map")
    name = MAP_NAMES.get(board, str(board))
    t.append(" · " + w._(name))
    if opts.get("classic"):
        t.append(" " + w._("(classic)"))
    regions = ", ".join(w.region(r) for r in view.get("regions", []))
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
        caption += ", " + w._("top card back: {back}", back=w.back(deck["top_back"]))
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
    for city, cost in costs.items():
        by_cost[cost].append(city)
    table = Table(
        title=w._("Build costs (connection + city slot)"), title_justify="left", show_header=False, pad_edge=False
    )
    table.add_column("cost", justify="right", style="bold", no_wrap=True)
    table.add_column("cities")
    for cost in sorted(by_cost):
        table.add_row(money_text(cost, w), Text(", ".join(sorted(w.city(c) for c in by_cost[cost]))))
    return table


def marks_line(view: dict, w: Words = ENGLISH) -> Text | None:
    if not view.get("marks"):
        return None
    return Text(w._("Starting cities marked: {cities}", cities=", ".join(w.city(c) for c in view["marks"])))


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


def breakdown_table(
    scores: list[dict],
    sources: dict[str, str],
    total: str,
    labels: list[str] | None = None,
    w: Words = ENGLISH,
) -> Table:
    """The scores by category (``Game.scores()``' ``breakdown``): a row per source (``sources``: its
    words, untranslated), the ``total`` (the score's entry), the tie-breaks in their order and the
    rank; a column per seat, best first, the winners marked. A source a seat lacks shows "-"; a value
    still hidden "?"."""
    seats = sorted(scores, key=lambda s: (s["rank"], s["player"]))
    table = Table(title=w._("Scores by category"), title_justify="left")
    table.add_column("")
    for sc in seats:
        name = seat_text(sc["player"], labels, w)
        if sc["rank"] == 1:
            name.append(" *", style="bold green")
        table.add_column(name, justify="right")
    order: list[dict] = []
    for sc in seats:
        order += [b for b in sc["breakdown"] if all(b["source"] != o["source"] for o in order)]

    def cells(source: str) -> list[str]:
        values = [{b["source"]: b["value"] for b in sc["breakdown"]} for sc in seats]
        return ["-" if source not in v else "?" if v[source] is None else str(v[source]) for v in values]

    for b in order:
        if not b["tiebreak"]:
            table.add_row(w._(sources.get(b["source"], b["source"])), *cells(b["source"]))
    table.add_row(Text(w._("Total"), style="bold"), *[Text(str(sc[total]), style="bold") for sc in seats])
    tiebreaks = [b for b in order if b["tiebreak"]]
    for k, b in enumerate(tiebreaks, 1):
        label = w._("Tie-break {n}: {what}", n=k, what=w._(sources.get(b["source"], b["source"])))
        table.add_row(Text(label, style="dim"), *cells(b["source"]))
    table.add_row(w._("Rank"), *[str(sc["rank"]) for sc in seats])
    return table


PG_SOURCES = {
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
    for region in view.get("regions", []):
        colour = board_data.region_colour.get(region, "")
        title = f"{w.region(region)} ({w.colour(colour)})" if colour else w.region(region)
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
        for c in sorted((board_data.cities[i] for i in board_data.regions[region]), key=w.city):
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
            table.add_row(Text(w.city(c)), row)
        parts.append(table)
    legend = Text(w._("Each city has three slots (10 / 15 / 20), filled left to right; · is free."), style="dim")
    return Group(Columns(parts, padding=(1, 3)), legend)
