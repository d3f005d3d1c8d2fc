"""The terminal front end of Power Grid: The Card Game: rich renderings of a seat's view
(docs/games/powergrid-cards-interface.md). It reads the view only, never the game."""

from __future__ import annotations

from collections.abc import Iterable
from typing import ClassVar

from rich.columns import Columns
from rich.console import Group, JustifyMethod, RenderableType
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from . import render
from .powergrid import Frontend
from .summary import summarise

TRUST = -1
RESOURCE_STYLES = {
    "coal": "rgb(170,110,60)",
    "gas": "rgb(90,160,220)",
    "oil": "bright_black",
    "uranium": "red",
    "hybrid": "rgb(90,160,220)",
    "eco": "green",
}
PHASE_NAMES = {
    "auction": "Phase 1: auction",
    "resources": "Phase 2: buying resources",
    "bureaucracy": "Phase 3: bureaucracy",
    "over": "game over",
}
KIND_KEYS = {"plus": "+", "plusplus": "++"}


def seat_text(seat: int | None, labels: list[str] | None = None) -> Text:
    if seat == TRUST:
        return Text("Trust", style="bold white")
    return render.seat_text(seat, labels)


def plant_text(plant: dict, discount: str | None = None) -> Text:
    """``07 hybrid 3 > 8``: label, kind, units burnt, income (eco: no fuel)."""
    kind = plant["kind"]
    fuel = "eco" if kind == "eco" else f"{plant['amount']} {kind}"
    t = Text(f"{plant['id']} {fuel} > {plant['income']}", style=RESOURCE_STYLES.get(kind, ""))
    if discount is not None and plant["id"] == discount:
        t = Text("◆ ", style="bold magenta") + t
    return t


def card_text(card: dict) -> Text:
    """``coal 3`` (a single: ``coal 1·``; a '+' card: ``coal 3+``)."""
    mark = "·" if card.get("kind") == "single" else KIND_KEYS.get(card.get("kind", ""), "")
    return Text(f"{card['type']} {card['value']}{mark}", style=RESOURCE_STYLES.get(card["type"], ""))


def _joined(parts: Iterable[Text], sep: str = ", ") -> Text:
    out = Text()
    for k, part in enumerate(parts):
        if k:
            out.append(sep)
        out.append_text(part)
    return out


def header(view: dict, to_act: int | None) -> Text:
    t = Text("Power Grid: The Card Game", style="bold")
    extras = [f"{view['players']} players"]
    if view.get("trust"):
        extras.append("against the Trust")
    if view.get("demolition"):
        extras.append("demolition contractor")
    t.append(" · " + " · ".join(extras) + "\n", style="dim")
    t.append(f"Round {view['round']} · {PHASE_NAMES.get(view['phase'], view['phase'])}")
    if view.get("final_round"):
        t.append(" · FINAL ROUND", style="bold red")
    if to_act is not None and view["phase"] != "over":
        t.append(" · ")
        t.append_text(seat_text(to_act))
        t.append(" to act")
        if view.get("seat") == to_act:
            t.append(" (you)", style="bold")
    t.append("\nTurn order: ")
    t.append_text(_joined((seat_text(s) for s in view.get("order", [])), " > "))
    return t


def players_table(view: dict, labels: list[str] | None = None) -> Table:
    table = Table(title="Players", title_justify="left", pad_edge=False)
    columns: tuple[tuple[str, JustifyMethod], ...] = (
        ("Player", "left"),
        ("Money", "right"),
        ("Plants", "left"),
        ("Resource cards", "left"),
        ("Income · production", "left"),
    )
    for col, just in columns:
        table.add_column(col, justify=just, no_wrap=True)
    for seat in (s for s in view.get("order", []) if s != TRUST):
        p = view["seats"][seat]
        name = seat_text(seat, labels)
        if view.get("seat") == seat:
            name.append(" (you)", style="bold")
        money = "?" if p.get("money") is None else f"{p['money']} E"
        plants = Text("\n").join(plant_text(pl) for pl in p["plants"]) if p["plants"] else Text("-")
        cards = _joined(card_text(c) for c in p["cards"]) if p["cards"] else Text("-")
        info = []
        if p.get("income") is not None:
            info.append(f"income {p['income']}")
        info.append(f"produces {p.get('production', 0)} VP now")
        if view["phase"] == "auction" and not p.get("active", True):
            info.append("out of the auction phase")
        table.add_row(name, money, plants, cards, Text(" · ".join(info)))
    return table


def plant_market(view: dict) -> Group:
    m = view["market"]
    discount = m.get("discount")
    table = Table(title="Plant market", title_justify="left", pad_edge=False)
    table.add_column("Current (for sale)", no_wrap=True)
    future = list(m.get("future", []))
    if future or m.get("orm"):
        table.add_column("Future", no_wrap=True)
    rows = max(len(m["current"]), len(future) + (1 if m.get("orm") else 0))
    for k in range(rows):
        row = [plant_text(m["current"][k], discount) if k < len(m["current"]) else Text("")]
        if len(table.columns) > 1:
            if k < len(future):
                row.append(plant_text(future[k], discount))
            elif k == len(future) and m.get("orm"):
                row.append(Text("One more round", style="bold red"))
            else:
                row.append(Text(""))
        table.add_row(*row)
    deck = view.get("deck", {})
    caption = "plant: fuel burnt > income (VP at the end)"
    if discount:
        caption += f"; ◆ discount token on {discount}: bids from 1"
    caption += f"\nDeck: {deck.get('count', 0)} cards"
    if deck.get("top"):
        caption += f", top card back: {deck['top']}"
    if deck.get("under_orm"):
        caption += f"; {deck['under_orm']} under the 'one more round' card"
    return Group(table, Text(caption, style="dim"))


def resource_market(view: dict) -> Group:
    r = view["resources"]
    table = Table(title="Resource market", title_justify="left", pad_edge=False)
    for k, price in enumerate(r["prices"]):
        table.add_column(f"Column {k + 1} ({price} E/unit)", no_wrap=True)
    columns = r["columns"]
    for i in range(max((len(c) for c in columns), default=0)):
        table.add_row(*[card_text(c[i]) if i < len(c) else Text("") for c in columns])
    singles = ", ".join(f"{n} {t}" for t, n in r.get("singles", {}).items() if n) or "none"
    caption = (
        f"Single supply: {singles} · deck {r.get('deck', 0)} cards · discard pile {len(r.get('discard', []))} "
        f"cards · reshuffles {r.get('reshuffles', 0)}"
    )
    return Group(table, Text(caption, style="dim"))


def auction_panel(view: dict) -> RenderableType | None:
    parts: list[Text] = []
    a = view.get("auction")
    if a:
        plants = {p["id"]: p for p in view["market"]["current"]}
        t = Text("Auction of plant ")
        t.append_text(plant_text(plants[a["plant"]]) if a["plant"] in plants else Text(a["plant"]))
        t.append(f" · high bid {a['high']} by ")
        t.append_text(seat_text(a["leader"]))
        t.append("\nStill bidding: ")
        t.append_text(_joined(seat_text(s) for s in a.get("in", [])))
        t.append(" · to answer: ")
        t.append_text(seat_text(a.get("to_act")))
        parts.append(t)
    pending = view.get("pending")
    if pending:
        t = seat_text(pending["seat"])
        if pending["kind"] == "demolish":
            t.append(" owns 4 plants and must demolish one of them (CG-6.14).")
        else:
            t.append(" must give up the resources the remaining plants cannot store (CG-6.15).")
        parts.append(t)
    return Panel(Group(*parts), border_style="magenta", expand=False) if parts else None


def trust_panel(view: dict) -> RenderableType | None:
    trust = view.get("trust_seat")
    if not trust:
        return None
    plants = _joined(plant_text(p) for p in trust["plants"]) if trust["plants"] else Text("-")
    cards = _joined(card_text(c) for c in trust["cards"]) if trust["cards"] else Text("-")
    body = Text("Plants: ") + plants + Text("\nResources: ") + cards
    return Panel(body, title="The Trust (always 2nd; no money)", title_align="left", expand=False)


def demolition_panel(view: dict) -> RenderableType | None:
    deck = view.get("demolition_deck")
    if not deck:
        return None
    top = deck[0]
    t = Text(
        f"Demolition contractor pays {top['first']} E to the first demolisher of this phase, "
        f"{top['others']} E to later ones"
    )
    t.append(" (the last card: permanent)." if top.get("permanent") else f"; {len(deck) - 1} cards below.")
    return t


def board(view: dict, to_act: int | None = None, labels: list[str] | None = None) -> Group:
    parts: list[RenderableType] = [
        header(view, to_act),
        players_table(view, labels),
        Columns([plant_market(view), resource_market(view)], padding=(0, 2)),
    ]
    for extra in (trust_panel(view), demolition_panel(view), auction_panel(view)):
        if extra is not None:
            parts.append(extra)
    return Group(*parts)


def scores_table(scores: list[dict], labels: list[str] | None = None) -> Table:
    table = Table(title="Final scores (CG-9)", title_justify="left")
    for col in ("Rank", "Player", "VP", "Production", "Cash VP", "Money"):
        table.add_column(col, justify="left" if col == "Player" else "right")
    for sc in sorted(scores, key=lambda s: (s["rank"], s["player"])):
        name = seat_text(sc["player"], labels)
        if sc["rank"] == 1:
            name.append("  winner", style="bold green")
        table.add_row(
            str(sc["rank"]),
            name,
            str(sc["vp"]),
            str(sc.get("production", "?")),
            str(sc.get("cash_vp", "?")),
            str(sc.get("money", "?")),
        )
    return table


class CardsFrontend(Frontend):
    """Power Grid: The Card Game at the terminal."""

    title = "Power Grid: The Card Game"
    rules = "CG-x.y"
    word_styles: ClassVar[dict[str, str]] = {k: v for k, v in RESOURCE_STYLES.items() if k not in ("hybrid", "eco")}
    has_map = False
    phase_help: ClassVar[dict[str, str]] = {
        "auction": (
            "Phase 1, auction (CG-6): in turn order each player may open an auction of a plant\n"
            "of the current market; the others raise or drop out in seat order. One plant each;\n"
            "in round 1 everyone must buy.\n"
            "  bid 12 on plant 12  open plant 12 with 12 (the discount token's plant from 1)\n"
            "  bid 15              raise the running auction\n"
            "  pass                drop out of the auction, or buy no plant this round\n"
            "  demolish 05a        with a 4th plant, remove one of the four (CG-6.14)\n"
            "  discard 2 coal      give up what the remaining plants cannot store (CG-6.15)"
        ),
        "resources": (
            "Phase 2, buying resources (CG-7): last player first. A card costs its column's price\n"
            "per unit shown; units that do not fit are turned down and go to column 1 as singles.\n"
            "Plants store twice what they burn (final round: only what they burn once).\n"
            "  buy 3 gas from column 2\n"
            "  done                end your turn"
        ),
        "bureaucracy": (
            "Phase 3, bureaucracy (CG-8): choose which plants produce (exact amounts; hybrids burn\n"
            "gas and/or oil); each pays its income (nothing produced: 1 Elektro).\n"
            "  produce 07 12 with 2 gas 1 oil\n"
            "  produce nothing"
        ),
    }

    def intro(self, view: dict) -> str:
        extras = (" against the Trust" if view.get("trust") else "") + (
            ", with the demolition contractor" if view.get("demolition") else ""
        )
        return f"Power Grid: The Card Game, {view['players']} players{extras}."

    def board(self, view: dict, to_act: int | None, labels: list[str]) -> RenderableType:
        return board(view, to_act, labels)

    def summary(self, legal: list[str], view: dict) -> list[str]:
        return summarise(legal)

    def final(self, view: dict, scores: list[dict], labels: list[str]) -> Iterable[RenderableType]:
        yield players_table(view, labels)
        yield scores_table(scores, labels)

    def seat(self, seat: int, labels: list[str] | None = None) -> Text:
        return seat_text(seat, labels)
