"""Rich renderings every game's terminal front end may use: a seat in its colour, money, the scores by
category (``Game.scores()``' ``breakdown``), and a view as it is (a game without a front end of its own).

Everything here reads the view and the scores only, so a seat never sees more than the engine lets it see.
"""

from __future__ import annotations

import json
from typing import Any

from rich.console import RenderableType
from rich.table import Table
from rich.text import Text

from .words import ENGLISH, Words

SEAT_STYLES = ("bold red", "bold blue", "bold green", "bold yellow", "bold magenta", "bold cyan")
VIEW_DEPTH = 3
"""How deep :func:`view_table` nests tables; a value deeper is written as compact JSON."""


def seat_text(seat: int | None, labels: list[str] | None = None, w: Words = ENGLISH) -> Text:
    """``P2`` (or the player's name) in the seat's colour (``labels`` adds e.g. ``(heuristic)``)."""
    if seat is None:
        return Text("-")
    text = Text(w.seat(seat), style=SEAT_STYLES[seat % len(SEAT_STYLES)])
    if labels and seat < len(labels) and labels[seat]:
        text.append(f" {labels[seat]}", style="dim")
    return text


def money_text(money: int | None, w: Words = ENGLISH) -> str:
    """``50 E`` (another's hidden money: ``?``)."""
    return "?" if money is None else w._("{money} E", money=money)


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


def view_table(view: dict, w: Words = ENGLISH) -> Table:
    """A view (``game.view(seat)``) as the game writes it, an entry a row: the board of a game without a
    front end of its own. Entries nest as tables (a list of records: a row each) :data:`VIEW_DEPTH`
    deep, deeper ones are compact JSON; the entries' names are the view's keys."""
    return _entries(view, 0)


def _entries(entries: dict, depth: int) -> Table:
    table = Table(box=None, show_header=False, pad_edge=False, padding=(0, 1))
    table.add_column(style="bold", no_wrap=True)
    table.add_column()
    for key, value in entries.items():
        table.add_row(str(key), _value(value, depth + 1))
    return table


def _records(records: list[dict], depth: int) -> Table:
    table = Table(box=None, pad_edge=False, padding=(0, 1), header_style="dim")
    keys = list(dict.fromkeys(k for r in records for k in r))
    for key in keys:
        table.add_column(str(key))
    for record in records:
        table.add_row(*(_value(record.get(k), depth + 1) for k in keys))
    return table


def _value(value: Any, depth: int) -> RenderableType:
    """One value of a view: a table while not too deep, a line of scalars, or compact JSON."""
    if isinstance(value, dict) and value and depth < VIEW_DEPTH:
        return _entries(value, depth)
    if isinstance(value, list) and value and depth < VIEW_DEPTH and all(isinstance(v, dict) for v in value):
        return _records(value, depth)
    if isinstance(value, list) and not any(isinstance(v, (dict, list)) for v in value):
        return Text(", ".join(_scalar(v) for v in value) or "-")
    if isinstance(value, (dict, list)):
        return Text(json.dumps(value, ensure_ascii=False, separators=(",", ":")), overflow="fold")
    return Text(_scalar(value))


def _scalar(value: Any) -> str:
    return "-" if value is None else str(value)
