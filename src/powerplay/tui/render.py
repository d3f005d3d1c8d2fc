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

SEAT_STYLES = ("bold red", "bold blue", "bold green", "bold yellow", "bold magenta", "bold cyan")
RESOURCE_STYLES = {"coal": "rgb(170,110,60)", "oil": "bright_black", "garbage": "yellow", "uranium": "red"}
RESOURCES = ("coal", "oil", "garbage", "uranium")
MAP_NAMES = {"germany": "Germany", "usa": "USA"}
PHASE_NAMES = {
    "trust-setup": "Setup: placing the trust's houses",
    "mark-cities": "Setup: marking starting cities",
    "auction": "Phase 2: auction of power plants",
    "resources": "Phase 3: buying resources",
    "building": "Phase 4: building",
    "bureaucracy": "Phase 5: bureaucracy",
    "over": "game over",
}


def seat_text(seat: int | str | None, labels: list[str] | None = None) -> Text:
    """``P2`` in the seat's colour (``labels`` adds e.g. ``(heuristic)``)."""
    if seat == "trust":
        return Text("trust", style="bold white")
    if seat is None:
        return Text("-")
    s = int(seat)
    text = Text(f"P{s + 1}", style=SEAT_STYLES[s % len(SEAT_STYLES)])
    if labels and s < len(labels) and labels[s]:
        text.append(f" {labels[s]}", style="dim")
    return text


def plant_label(plant: dict) -> str:
    """``07: 3 oil > 2``: number, fuel burnt per run and kind, cities powered."""
    if plant.get("number") is None:
        return plant.get("text", "Step 3")
    if plant.get("kind") == "eco":
        return f"{plant['number']:02d}: eco > {plant['cities']}"
    return f"{plant['number']:02d}: {plant['fuel']} {plant['kind']} > {plant['cities']}"


def _plant_cell(plant: dict, discount: int | None = None) -> Text:
    if plant.get("number") is None:
        return Text(plant.get("text", "Step 3"), style="bold")
    style = RESOURCE_STYLES.get(plant.get("kind", ""), "green" if plant.get("kind") == "eco" else "")
    text = Text(plant_label(plant), style=style)
    if discount is not None and plant["number"] == discount:
        text = Text("◆ ", style="bold magenta") + text
    return text


def _stored(plant: dict) -> str:
    stored = plant.get("stored") or {}
    if not stored:
        return ""
    return " [" + ", ".join(f"{n} {r}" for r, n in stored.items()) + "]"


def header(view: dict, to_act: int | None, labels: list[str] | None = None) -> Text:
    opts = view.get("options", {})
    t = Text()
    t.append("Power Grid", style="bold")
    t.append(" · " + MAP_NAMES.get(opts.get("map"), str(opts.get("map"))))
    if opts.get("classic"):
        t.append(" (classic)")
    t.append(f" · regions {', '.join(view.get('regions', []))}\n", style="dim")
    t.append(f"Round {view['round']} · Step {view['step']} · {PHASE_NAMES.get(view['phase'], view['phase'])}")
    if to_act is not None and not view.get("over"):
        t.append(" · ")
        t.append_text(seat_text(to_act))
        t.append(" to act")
        if view.get("you") == to_act:
            t.append(" (you)", style="bold")
    t.append("\nTurn order: ")
    for k, seat in enumerate(view.get("order", [])):
        if k:
            t.append(" > ")
        t.append_text(seat_text(seat))
    if view.get("phase_out"):
        t.append("\nNuclear phase-out: uranium is no longer refilled (PG-12.1).", style="red")
    return t


def players_table(view: dict, labels: list[str] | None = None) -> Table:
    table = Table(title="Players", title_justify="left", expand=False, show_lines=False, pad_edge=False)
    table.add_column("Player", no_wrap=True)
    table.add_column("Cities", justify="right")
    table.add_column("Money", justify="right")
    table.add_column(Text("Plants [fuel stored]"), no_wrap=True)
    table.add_column("Resources, status", no_wrap=True)
    phase = view.get("phase")
    order = view.get("order") or [p["seat"] for p in view["players"]]
    for seat in order:
        p = view["players"][seat]
        name = seat_text(seat)
        if labels and seat < len(labels) and labels[seat]:
            name.append(f"\n{labels[seat]}", style="dim")
        if view.get("you") == seat:
            name.append("\n(you)" if labels and labels[seat] else " (you)", style="bold")
        plants = "\n".join(plant_label(pl) + _stored(pl) for pl in p["plants"]) or "-"
        info = [f"{n} {r}" for r, n in p["resources"].items() if n]
        money = "?" if p.get("money") is None else f"{p['money']} E"
        if phase == "auction":
            if p.get("got_plant"):
                info.append("has bought")
            elif p.get("passed"):
                info.append("passed")
        elif phase in ("resources", "building") and p.get("done"):
            info.append("done")
        if p.get("powered"):
            info.append(f"powered {p['powered']}")
        table.add_row(name, str(p["city_count"]), money, Text(plants), Text("\n".join(info) or "-"))
    return table


def plant_market(view: dict) -> Group:
    """Current and future rows side by side (one plant per line), the deck below."""
    pm = view["plant_market"]
    discount = pm.get("discount")
    table = Table(title="Power plant market", title_justify="left", pad_edge=False)
    table.add_column("Current (for sale)", no_wrap=True)
    if pm["future"]:
        table.add_column("Future", no_wrap=True)
    for k in range(max(len(pm["current"]), len(pm["future"]))):
        row = [_plant_cell(pm["current"][k], discount) if k < len(pm["current"]) else Text("")]
        if pm["future"]:
            row.append(_plant_cell(pm["future"][k], discount) if k < len(pm["future"]) else Text(""))
        table.add_row(*row)
    deck = view.get("deck", {})
    caption = "plant: fuel per run > cities powered"
    if discount:
        caption += f"; ◆ discount token on {discount:02d}: bids from 1"
    caption += f"\nDeck: {deck.get('count', 0)} cards"
    if deck.get("top_back"):
        caption += f", top card back: {deck['top_back']}"
    if deck.get("under"):
        caption += "; under the deck: " + " ".join(f"{n:02d}" for n in deck["under"])
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


def resource_market(view: dict) -> Table:
    table = Table(title="Resource market", title_justify="left", pad_edge=False)
    table.add_column("Resource", no_wrap=True)
    table.add_column("Price levels (● token, · empty)")
    table.add_column("On", justify="right")
    table.add_column("Next", justify="right")
    table.add_column("Supply", justify="right")
    for r in RESOURCES:
        m = view["resources"].get(r)
        if m is None:
            continue
        nxt = "-" if m.get("next_price") is None else str(m["next_price"])
        table.add_row(Text(r, style=RESOURCE_STYLES[r]), _levels(m), str(m["on_market"]), nxt, str(m["supply"]))
    storage = view.get("coal_storage")
    if storage:
        table.caption = (
            f"USA coal storage: {storage['count']} coal at {storage['price']} each "
            "(bought when the coal track is empty)"
        )
        table.caption_justify = "left"
    return table


def trust_panel(view: dict) -> RenderableType | None:
    trust = view.get("trust")
    if not trust:
        return None
    plants = ", ".join(plant_label(p) for p in trust["plants"]) or "-"
    res = ", ".join(f"{n} {r}" for r, n in trust["resources"].items() if n) or "-"
    cities = ", ".join(trust["cities"]) or "-"
    body = Text(
        f"Plants: {plants}\nResources: {res}\nHouses left: {trust['houses']}\nCities ({len(trust['cities'])}): {cities}"
    )
    return Panel(body, title="The trust (2-player game)", title_align="left", expand=False)


def auction_panel(view: dict) -> RenderableType | None:
    a = view.get("auction")
    scrap = view.get("scrap")
    parts: list[Text] = []
    if a:
        texts = {
            p["number"]: plant_label(p)
            for p in view["plant_market"]["current"] + view["plant_market"]["future"]
            if p.get("number") is not None
        }
        t = Text("Auction of plant ")
        t.append(texts.get(a["plant"], f"{a['plant']:02d}"), style="bold")
        t.append(f" · high bid {a['high']} by ")
        t.append_text(seat_text(a["leader"]))
        t.append("\nStill bidding: ")
        for k, seat in enumerate(a.get("active", [])):
            if k:
                t.append(", ")
            t.append_text(seat_text(seat))
        t.append(" · to answer: ")
        t.append_text(seat_text(a.get("to_act")))
        parts.append(t)
    if scrap:
        t = Text()
        t.append_text(seat_text(scrap["player"]))
        t.append(f" must scrap one old plant to make room for plant {scrap['new_plant']:02d} (PG-6.9).")
        parts.append(t)
    if not parts:
        return None
    return Panel(Group(*parts), border_style="magenta", expand=False)


def build_costs_panel(view: dict) -> RenderableType | None:
    costs = view.get("build_costs")
    if costs is None:
        return None
    if not costs:
        return Text("Build costs: no city can be connected now.")
    by_cost: dict[int, list[str]] = defaultdict(list)
    for city, cost in costs.items():
        by_cost[cost].append(city)
    table = Table(title="Build costs (connection + city slot)", title_justify="left", show_header=False, pad_edge=False)
    table.add_column("cost", justify="right", style="bold", no_wrap=True)
    table.add_column("cities")
    for cost in sorted(by_cost):
        table.add_row(f"{cost} E", Text(", ".join(sorted(by_cost[cost]))))
    return table


def marks_line(view: dict) -> Text | None:
    if not view.get("marks"):
        return None
    return Text("Starting cities marked: " + ", ".join(view["marks"]))


def board(view: dict, to_act: int | None = None, labels: list[str] | None = None) -> Group:
    """The whole board for one seat."""
    parts: list[RenderableType] = [header(view, to_act, labels), players_table(view, labels)]
    markets: list[RenderableType] = []
    if view["plant_market"]["current"] or view["plant_market"]["future"]:
        markets.append(plant_market(view))
    markets.append(resource_market(view))
    parts.append(Columns(markets, padding=(0, 2)))
    for extra in (trust_panel(view), auction_panel(view), marks_line(view), build_costs_panel(view)):
        if extra is not None:
            parts.append(extra)
    return Group(*parts)


def scores_table(scores: list[dict], labels: list[str] | None = None, winners: Iterable[int] = ()) -> Table:
    table = Table(title="Final scores", title_justify="left")
    table.add_column("Rank", justify="right")
    table.add_column("Player")
    table.add_column("Cities powered", justify="right")
    table.add_column("Money", justify="right")
    table.add_column("Cities", justify="right")
    winners = set(winners)
    for sc in sorted(scores, key=lambda s: (s["rank"], s["player"])):
        name = seat_text(sc["player"], labels)
        if sc["player"] in winners or sc["rank"] == 1:
            name.append("  winner", style="bold green")
        table.add_row(str(sc["rank"]), name, str(sc["powered"]), str(sc.get("money", "?")), str(sc.get("cities", "?")))
    return table


def city_map(view: dict, board_data: Any, labels: list[str] | None = None) -> Group:
    """The cities in play by region with their owners (``board_data``: the map's Board)."""
    owners = view.get("cities", {})
    costs = view.get("build_costs") or {}
    marks = set(view.get("marks") or [])
    parts: list[RenderableType] = []
    for region in view.get("regions", []):
        colour = board_data.region_colour.get(region, "")
        table = Table(
            title=Text(f"{region} ({colour})" if colour else region, style="bold"),
            title_justify="left",
            show_header=False,
            pad_edge=False,
            box=None,
            min_width=34,
        )
        table.add_column("city", no_wrap=True)
        table.add_column("owners")
        for c in sorted(board_data.cities[i] for i in board_data.regions[region]):
            row = Text()
            slots = owners.get(c, [None, None, None])
            for k, who in enumerate(slots):
                if k:
                    row.append(" ")
                row.append_text(seat_text(who) if who is not None else Text("·", style="dim"))
            if c in marks:
                row.append("  marked", style="magenta")
            if c in costs:
                row.append(f"  build {costs[c]} E", style="green")
            table.add_row(Text(c), row)
        parts.append(table)
    legend = Text("Each city has three slots (10 / 15 / 20), filled left to right; · is free.", style="dim")
    return Group(Columns(parts, padding=(1, 3)), legend)
