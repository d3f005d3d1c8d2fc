"""The terminal front end of Power Grid: The Card Game: rich renderings of a seat's view
(docs/games/powergrid-cards-interface.md), its phases' help and its legal actions in short (its words:
``words/powergrid_cards.py``). It reads the view only, never the game."""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Iterable
from typing import ClassVar

from rich.columns import Columns
from rich.console import Group, JustifyMethod, RenderableType
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from ...core.messages import N_
from .. import render
from ..frontend import Frontend, PhaseHelp, form_lines
from ..summary import ranges, verb_lines
from ..words import Words

ENGLISH = Words(game="powergrid-cards")
"""The source language, with the card game's words."""

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
    "auction": N_("Phase 1: auction"),
    "resources": N_("Phase 2: buying resources"),
    "bureaucracy": N_("Phase 3: bureaucracy"),
    "over": N_("game over"),
}
KIND_KEYS = {"plus": "+", "plusplus": "++"}


def back(name: str, w: Words = ENGLISH) -> str:
    """A plant card's back (``small``, ``big``, or the 'one more round' card) in words."""
    names = {
        "small": w.tr.pgettext("card back", "small"),
        "big": w.tr.pgettext("card back", "big"),
        "orm": w.tr.pgettext("card back", "the 'one more round' card"),
    }
    return names.get(name, name)


def seat_text(seat: int | None, labels: list[str] | None = None, w: Words = ENGLISH) -> Text:
    if seat == TRUST:
        return Text(w._("Trust"), style="bold white")
    return render.seat_text(seat, labels, w)


def plant_text(plant: dict, discount: str | None = None, w: Words = ENGLISH) -> Text:
    """``07 hybrid 3 > 8``: label, kind, units burnt, income (eco: no fuel)."""
    kind = plant["kind"]
    fuel = w.resource("eco") if kind == "eco" else w.amount(plant["amount"], kind)
    t = Text(f"{plant['id']} {fuel} > {plant['income']}", style=RESOURCE_STYLES.get(kind, ""))
    if discount is not None and plant["id"] == discount:
        t = Text("◆ ", style="bold magenta") + t
    return t


def card_text(card: dict, w: Words = ENGLISH) -> Text:
    """``coal 3`` (a single: ``coal 1·``; a '+' card: ``coal 3+``)."""
    mark = "·" if card.get("kind") == "single" else KIND_KEYS.get(card.get("kind", ""), "")
    return Text(f"{w.resource(card['type'])} {card['value']}{mark}", style=RESOURCE_STYLES.get(card["type"], ""))


def _joined(parts: Iterable[Text], sep: str = ", ") -> Text:
    out = Text()
    for k, part in enumerate(parts):
        if k:
            out.append(sep)
        out.append_text(part)
    return out


def header(view: dict, to_act: int | None, w: Words = ENGLISH) -> Text:
    t = Text(w._("Power Grid: The Card Game"), style="bold")
    extras = [w.ngettext("{count} player", "{count} players", view["players"])]
    if view.get("trust"):
        extras.append(w._("against the Trust"))
    if view.get("demolition"):
        extras.append(w._("demolition contractor"))
    t.append(" · " + " · ".join(extras) + "\n", style="dim")
    name = PHASE_NAMES.get(view["phase"], view["phase"])
    phase = w._(name)
    t.append(w._("Round {round} · {phase}", round=view["round"], phase=phase))
    if view.get("final_round"):
        t.append(" · " + w._("FINAL ROUND"), style="bold red")
    if to_act is not None and view["phase"] != "over":
        t.append(" · ")
        t.append_text(seat_text(to_act, w=w))
        t.append(" " + w._("to act"))
        if view.get("seat") == to_act:
            t.append(" " + w._("(you)"), style="bold")
    t.append("\n" + w._("Turn order:") + " ")
    t.append_text(_joined((seat_text(s, w=w) for s in view.get("order", [])), " > "))
    return t


def players_table(view: dict, labels: list[str] | None = None, w: Words = ENGLISH, compact: bool = False) -> Table:
    """Each player's money, plants, resource cards, income and production; ``compact``: a line each,
    without borders (:func:`status`)."""
    if compact:
        table = Table(box=None, pad_edge=False, padding=(0, 1), show_edge=False)
    else:
        table = Table(title=w._("Players"), title_justify="left", pad_edge=False)
    columns: tuple[tuple[str, JustifyMethod], ...] = (
        (w._("Player"), "left"),
        (w._("Money"), "right"),
        (w._("Plants"), "left"),
        (w._("Resource cards"), "left"),
        (w._("Income · production"), "left"),
    )
    for col, just in columns:
        table.add_column(col, justify=just, no_wrap=not compact)
    for seat in (s for s in view.get("order", []) if s != TRUST):
        p = view["seats"][seat]
        name = seat_text(seat, labels, w)
        if view.get("seat") == seat:
            name.append(" " + w._("(you)"), style="bold")
        plants = (
            Text("; " if compact else "\n").join(plant_text(pl, w=w) for pl in p["plants"])
            if p["plants"]
            else Text("-")
        )
        cards = _joined(card_text(c, w) for c in p["cards"]) if p["cards"] else Text("-")
        info = []
        if p.get("income") is not None:
            info.append(w._("income {income}", income=p["income"]))
        info.append(w._("produces {vp} VP now", vp=p.get("production", 0)))
        if view["phase"] == "auction" and not p.get("active", True):
            info.append(w._("out of the auction phase"))
        table.add_row(name, render.money_text(p.get("money"), w), plants, cards, Text(" · ".join(info)))
    return table


def plant_market(view: dict, w: Words = ENGLISH) -> Group:
    m = view["market"]
    discount = m.get("discount")
    table = Table(title=w._("Plant market"), title_justify="left", pad_edge=False)
    table.add_column(w._("Current (for sale)"), no_wrap=True)
    future = list(m.get("future", []))
    if future or m.get("orm"):
        table.add_column(w._("Future"), no_wrap=True)
    rows = max(len(m["current"]), len(future) + (1 if m.get("orm") else 0))
    for k in range(rows):
        row = [plant_text(m["current"][k], discount, w) if k < len(m["current"]) else Text("")]
        if len(table.columns) > 1:
            if k < len(future):
                row.append(plant_text(future[k], discount, w))
            elif k == len(future) and m.get("orm"):
                row.append(Text(w._("One more round"), style="bold red"))
            else:
                row.append(Text(""))
        table.add_row(*row)
    deck = view.get("deck", {})
    caption = w._("plant: fuel burnt > income (VP at the end)")
    if discount:
        caption += "; " + w._("◆ discount token on {plant}: bids from 1", plant=discount)
    caption += "\n" + w.ngettext("Deck: {count} card", "Deck: {count} cards", deck.get("count", 0))
    if deck.get("top"):
        caption += ", " + w._("top card back: {back}", back=back(deck["top"], w))
    if deck.get("under_orm"):
        caption += "; " + w.ngettext(
            "{count} under the 'one more round' card", "{count} under the 'one more round' card", deck["under_orm"]
        )
    return Group(table, Text(caption, style="dim"))


def resource_market(view: dict, w: Words = ENGLISH, compact: bool = False) -> Group:
    """The resource market's columns with their prices and cards, the single supply, the deck and the
    discard pile; ``compact``: without borders and the caption (:func:`status`)."""
    r = view["resources"]
    if compact:
        table = Table(box=None, pad_edge=False, padding=(0, 1), show_edge=False)
    else:
        table = Table(title=w._("Resource market"), title_justify="left", pad_edge=False)
    for k, price in enumerate(r["prices"]):
        table.add_column(w._("Column {column} ({price} E/unit)", column=k + 1, price=price), no_wrap=not compact)
    columns = r["columns"]
    for i in range(max((len(c) for c in columns), default=0)):
        table.add_row(*[card_text(c[i], w) if i < len(c) else Text("") for c in columns])
    singles = ", ".join(w.amount(n, t) for t, n in r.get("singles", {}).items() if n) or w._("none")
    caption = " · ".join(
        (
            w._("Single supply: {singles}", singles=singles),
            w.ngettext("deck {count} card", "deck {count} cards", r.get("deck", 0)),
            w.ngettext("discard pile {count} card", "discard pile {count} cards", len(r.get("discard", []))),
            w._("reshuffles {count}", count=r.get("reshuffles", 0)),
        )
    )
    if compact:
        return Group(table, Text(w._("Single supply: {singles}", singles=singles), style="dim"))
    return Group(table, Text(caption, style="dim"))


def auction_panel(view: dict, w: Words = ENGLISH, compact: bool = False) -> RenderableType | None:
    """The auction under way and a demolition or discard asked for; framed but in the ``compact`` status."""
    parts: list[Text] = []
    a = view.get("auction")
    if a:
        plants = {p["id"]: p for p in view["market"]["current"]}
        t = Text(w._("Auction of plant") + " ")
        t.append_text(plant_text(plants[a["plant"]], w=w) if a["plant"] in plants else Text(a["plant"]))
        t.append(" · " + w._("high bid {bid} by", bid=a["high"]) + " ")
        t.append_text(seat_text(a["leader"], w=w))
        t.append("\n" + w._("Still bidding:") + " ")
        t.append_text(_joined(seat_text(s, w=w) for s in a.get("in", [])))
        t.append(" · " + w._("to answer:") + " ")
        t.append_text(seat_text(a.get("to_act"), w=w))
        parts.append(t)
    pending = view.get("pending")
    if pending:
        t = seat_text(pending["seat"], w=w)
        if pending["kind"] == "demolish":
            t.append(" " + w._("owns 4 plants and must demolish one of them (CG-6.14)."))
        else:
            t.append(" " + w._("must give up the resources the remaining plants cannot store (CG-6.15)."))
        parts.append(t)
    if compact and parts:
        return Group(*parts)
    return Panel(Group(*parts), border_style="magenta", expand=False) if parts else None


def trust_panel(view: dict, w: Words = ENGLISH) -> RenderableType | None:
    trust = view.get("trust_seat")
    if not trust:
        return None
    plants = _joined(plant_text(p, w=w) for p in trust["plants"]) if trust["plants"] else Text("-")
    cards = _joined(card_text(c, w) for c in trust["cards"]) if trust["cards"] else Text("-")
    body = Text(w._("Plants:") + " ") + plants + Text("\n" + w._("Resources:") + " ") + cards
    return Panel(body, title=w._("The Trust (always 2nd; no money)"), title_align="left", expand=False)


def demolition_panel(view: dict, w: Words = ENGLISH) -> RenderableType | None:
    deck = view.get("demolition_deck")
    if not deck:
        return None
    top = deck[0]
    t = Text(
        w._(
            "Demolition contractor pays {first} E to the first demolisher of this phase, {others} E to later ones",
            first=top["first"],
            others=top["others"],
        )
    )
    if top.get("permanent"):
        t.append(" " + w._("(the last card: permanent)."))
    else:
        t.append("; " + w.ngettext("{count} card below.", "{count} cards below.", len(deck) - 1))
    return t


def provisional(view: dict, w: Words = ENGLISH) -> Text | None:
    """CG-15.2: a line saying the components are stand-ins, when the data set says so."""
    if not view.get("data", {}).get("provisional"):
        return None
    return Text(
        w._(
            "Provisional components (CG-15.2): most plant and card values are stand-ins; "
            "load the printed ones with --data."
        ),
        style="dim italic",
    )


def board(view: dict, to_act: int | None = None, labels: list[str] | None = None, w: Words = ENGLISH) -> Group:
    """The whole board as the seat sees it: the header, the players, both markets, the Trust, the
    demolition contractor and the auction under way; the provisional note last."""
    parts: list[RenderableType] = [
        header(view, to_act, w),
        players_table(view, labels, w),
        Columns([plant_market(view, w), resource_market(view, w)], padding=(0, 2)),
    ]
    for extra in (trust_panel(view, w), demolition_panel(view, w), auction_panel(view, w), provisional(view, w)):
        if extra is not None:
            parts.append(extra)
    return Group(*parts)


def status(view: dict, to_act: int | None = None, labels: list[str] | None = None, w: Words = ENGLISH) -> Group:
    """The board in a few lines, for a terminal the whole board does not fit (80×24): the round, the
    phase and who acts; each player on a line; what the phase needs (the plant market in the auction,
    the resource market when buying); the Trust, the demolition contractor, the auction under way."""
    t = header(view, to_act, w)
    parts: list[RenderableType] = [t[t.plain.index("\n") + 1 :], players_table(view, None, w, compact=True)]
    if view["phase"] == "auction":
        m = view["market"]
        line = Text(w._("Current (for sale)") + ": ", style="bold")
        line.append_text(_joined(plant_text(p, m.get("discount"), w) for p in m["current"]))
        if m.get("future"):
            line.append("\n" + w._("Future") + ": ", style="bold")
            line.append_text(_joined(plant_text(p, m.get("discount"), w) for p in m["future"]))
        parts.append(line)
    if view["phase"] == "resources":
        parts.append(resource_market(view, w, compact=True))
    trust = view.get("trust_seat")
    if trust:
        line = Text(w._("Trust") + ": ", style="bold")
        line.append(w._("Plants:") + " ").append_text(_joined(plant_text(p, w=w) for p in trust["plants"]) or Text("-"))
        parts.append(line)
    for extra in (demolition_panel(view, w), auction_panel(view, w, compact=True)):
        if extra is not None:
            parts.append(extra)
    return Group(*parts)


def scores_table(scores: list[dict], labels: list[str] | None = None, w: Words = ENGLISH) -> Table:
    table = Table(title=w._("Final scores (CG-9)"), title_justify="left")
    table.add_column(w._("Rank"), justify="right")
    table.add_column(w._("Player"), justify="left")
    for col in (w._("VP"), w._("Production"), w._("Cash VP"), w._("Money")):
        table.add_column(col, justify="right")
    for sc in sorted(scores, key=lambda s: (s["rank"], s["player"])):
        name = seat_text(sc["player"], labels, w)
        if sc["rank"] == 1:
            name.append("  " + w._("winner"), style="bold green")
        table.add_row(
            str(sc["rank"]),
            name,
            str(sc["vp"]),
            str(sc.get("production", "?")),
            str(sc.get("cash_vp", "?")),
            str(sc.get("money", "?")),
        )
    return table


SOURCES = {
    "production": N_("Production VP"),
    "cash": N_("Cash VP"),
    "leftover": N_("Money left after conversion"),
    "top_plant": N_("Highest plant number"),
}
"""The words of the card game's score breakdown (CG-9.3–9.5)."""


# ---- the legal actions in few lines ----------------------------------------------------------------
_OPEN = re.compile(r"bid (\d+) on plant (\w+)$")
_RAISE = re.compile(r"bid (\d+)$")


def summarise(actions: list[str], limit: int = 12, w: Words = ENGLISH) -> list[str]:
    """The legal actions (string forms) in a few lines, in the words of ``w``: the bids by plant
    with their amounts, the others by verb.

    >>> summarise(["pass", "bid 12 on plant 12", "bid 13 on plant 12", "bid 12 on plant 13"])
    ['pass', 'bid N on plant 12 (N = 12..13)', 'bid 12 on plant 13']
    """
    opens: dict[str, list[int]] = defaultdict(list)
    raises: list[int] = []
    by_verb: dict[str, list[str]] = defaultdict(list)
    lines: list[str] = []
    for text in actions:
        if m := _OPEN.match(text):
            opens[m[2]].append(int(m[1]))
        elif m := _RAISE.match(text):
            raises.append(int(m[1]))
        elif " " in text:
            by_verb[text.split()[0]].append(text)
        else:
            lines.append(w.show(text))
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
    for items in by_verb.values():
        lines.extend(verb_lines(items, w, limit))
    return lines


def _offered(example: str, legal: list[str]) -> bool:
    """Whether a help line's example ('bid 12 on plant 12', 'pass', 'discard 2 coal') is a kind of
    action in ``legal``: the same command word; for bids, opening ('on plant') or raising alike."""
    word = example.split(maxsplit=1)[0]
    for action in legal:
        if action.split()[0] != word:
            continue
        if word == "bid" and (" on plant " in action) != (" on plant " in example):
            continue
        return True
    return False


class CardsFrontend(Frontend):
    """Power Grid: The Card Game at the terminal."""

    title = N_("Power Grid: The Card Game")
    rules = "CG-x.y"
    play_examples: ClassVar[tuple[str, ...]] = (
        N_(
            "Play Power Grid: The Card Game against bots (you are P1):\n"
            "  powerplay play powergrid-cards --players 4\n"
            "Two players against the Trust (CG-10), with the Demolition Contractor (CG-11):\n"
            "  powerplay play powergrid-cards --players 2 --demolition"
        ),
        N_(
            "On your turn the board is shown, then your options in short. Type an action\n"
            '("bid 5 on plant 05a", "bid 6", "pass", "buy 2 coal from column 2",\n'
            '"produce 05a 07 with 1 gas 2 oil", "demolish 05a", "done") or a command:\n'
            "help, actions, board, log, save FILE, undo, quit.\n"
            "Tab completes actions on a terminal; input may also be piped, one command per line."
        ),
    )
    """What ``powerplay play powergrid-cards --help`` shows: how to start a game, then what to type."""
    word_styles: ClassVar[dict[str, str]] = {k: v for k, v in RESOURCE_STYLES.items() if k not in ("hybrid", "eco")}
    phase_help: ClassVar[dict[str, PhaseHelp]] = {
        "auction": (
            N_(
                "Phase 1, auction (CG-6): in turn order each player may open an auction of a plant\n"
                "of the current market; the others raise or drop out in seat order. One plant each;\n"
                "in round 1 everyone must buy."
            ),
            (
                ("bid 12 on plant 12", N_("open plant 12 with 12 (the discount token's plant from 1)")),
                ("bid 15", N_("raise the running auction")),
                ("pass", N_("drop out of the auction, or buy no plant this round")),
                ("demolish 05a", N_("with a 4th plant, remove one of the four (CG-6.14)")),
                ("discard 2 coal", N_("give up what the remaining plants cannot store (CG-6.15)")),
            ),
        ),
        "resources": (
            N_(
                "Phase 2, buying resources (CG-7): last player first. A card costs its column's price\n"
                "per unit shown; units that do not fit are turned down and go to column 1 as singles.\n"
                "Plants store twice what they burn (final round: only what they burn once)."
            ),
            (
                ("buy 3 gas from column 2", ""),
                ("done", N_("end your turn")),
            ),
        ),
        "bureaucracy": (
            N_(
                "Phase 3, bureaucracy (CG-8): choose which plants produce (exact amounts; hybrids burn\n"
                "gas and/or oil); each pays its income (nothing produced: 1 Elektro)."
            ),
            (
                ("produce 07 12 with 2 gas 1 oil", ""),
                ("produce nothing", ""),
            ),
        ),
    }

    def help_text(self, phase: str | None, legal: list[str], w: Words = ENGLISH) -> str:
        """The phase's help with only the commands that are legal now (no raise before an auction
        runs), each in the reader's words."""
        if phase not in self.phase_help:
            return w._("Phase: {phase}", phase=phase)
        intro, forms = self.phase_help[phase]
        out = [w._(intro)]
        for example, text in forms:
            if _offered(example, legal):
                out.extend(form_lines(w.show(example), w._(text).split("\n") if text else []))
        return "\n".join(out)

    def intro(self, view: dict, w: Words = ENGLISH) -> str:
        players = view["players"]
        if view.get("trust") and view.get("demolition"):
            return w.ngettext(
                "Power Grid: The Card Game, {count} player against the Trust, with the demolition contractor.",
                "Power Grid: The Card Game, {count} players against the Trust, with the demolition contractor.",
                players,
            )
        if view.get("trust"):
            return w.ngettext(
                "Power Grid: The Card Game, {count} player against the Trust.",
                "Power Grid: The Card Game, {count} players against the Trust.",
                players,
            )
        if view.get("demolition"):
            return w.ngettext(
                "Power Grid: The Card Game, {count} player, with the demolition contractor.",
                "Power Grid: The Card Game, {count} players, with the demolition contractor.",
                players,
            )
        return w.ngettext(
            "Power Grid: The Card Game, {count} player.", "Power Grid: The Card Game, {count} players.", players
        )

    def board(self, view: dict, to_act: int | None, labels: list[str], w: Words = ENGLISH) -> RenderableType:
        return board(view, to_act, labels, w)

    def status(self, view: dict, to_act: int | None, labels: list[str], w: Words = ENGLISH) -> RenderableType:
        return status(view, to_act, labels, w)

    def summary(self, legal: list[str], view: dict, w: Words = ENGLISH) -> list[str]:
        return summarise(legal, w=w)

    def final(self, view: dict, scores: list[dict], labels: list[str], w: Words = ENGLISH) -> Iterable[RenderableType]:
        yield players_table(view, labels, w)
        yield scores_table(scores, labels, w)
        yield render.breakdown_table(scores, SOURCES, "vp", labels, w)

    def seat(self, seat: int, labels: list[str] | None = None, w: Words = ENGLISH) -> Text:
        return seat_text(seat, labels, w)


FRONTEND = CardsFrontend
