"""Power Grid in the terminal: how to draw its board, explain its phases and sum up its legal actions.

:class:`Frontend` is also the base of the other games' front ends (``cards.py``), which override what
differs; ``frontend.py`` finds a game's front end. Every method takes the reader's :class:`Words`.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import ClassVar

from rich.console import RenderableType
from rich.text import Text

from . import render
from .summary import summarise
from .words import ENGLISH, N_, Words

PhaseHelp = tuple[str, tuple[tuple[str, str], ...]]
"""A phase's help: what happens in it, then each command form (an action, in the engine's words) with
what it does."""


class Frontend:
    """Power Grid's terminal front end; other games override what differs."""

    title = N_("Power Grid")
    rules = "PG-x.y"
    """How the game's rule numbers look (for the help text)."""
    seat_styles = render.SEAT_STYLES
    word_styles: ClassVar[dict[str, str]] = render.RESOURCE_STYLES
    """Words highlighted in the log (resource names)."""
    has_map = True
    map_help = N_("the cities in play by region, with their owners")
    """What the ``map`` command shows (in the help)."""

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

    def help_text(self, phase: str, legal: list[str], w: Words = ENGLISH) -> str:
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
            city = w.city(_city_now(example, legal) or EXAMPLE_CITY)
            shown = shown.replace(w.city(EXAMPLE_CITY), city)
            lines = [line.replace(EXAMPLE_CITY, city).replace(w.city(EXAMPLE_CITY), city) for line in lines]
            if not lines:
                out.append(f"  {shown}")
                continue
            if len(shown) > 18:
                out.append(f"  {shown}")
                out.extend(" " * 22 + line for line in lines)
                continue
            out.append(f"  {shown:<18}  {lines[0]}")
            out.extend(" " * 22 + line for line in lines[1:])
        return "\n".join(out)

    def intro(self, view: dict, w: Words = ENGLISH) -> str:
        opts = view["options"]
        name = render.MAP_NAMES.get(opts["map"], opts["map"])
        board = w._(name)
        return w.ngettext(
            "Power Grid on the {board} map, {count} player, regions {regions}.",
            "Power Grid on the {board} map, {count} players, regions {regions}.",
            opts["players"],
            board=board,
            regions=", ".join(w.region(r) for r in view["regions"]),
        )

    def board(self, view: dict, to_act: int | None, labels: list[str], w: Words = ENGLISH) -> RenderableType:
        return render.board(view, to_act, labels, w)

    def status(self, view: dict, to_act: int | None, labels: list[str], w: Words = ENGLISH) -> RenderableType | None:
        """The board in a few lines, shown on a terminal the whole board does not fit (the whole board
        is the ``board`` command); None: the whole board always."""
        return render.status(view, to_act, labels, w)

    def summary(self, legal: list[str], view: dict, w: Words = ENGLISH) -> list[str]:
        return summarise(legal, view.get("build_costs"), w=w)

    def final(self, view: dict, scores: list[dict], labels: list[str], w: Words = ENGLISH) -> Iterable[RenderableType]:
        yield render.players_table(view, labels, w)
        yield render.scores_table(scores, labels, view.get("winners", []), w)
        yield render.breakdown_table(scores, render.PG_SOURCES, "powered", labels, w)

    def map(self, view: dict, labels: list[str], w: Words = ENGLISH) -> RenderableType:
        from ..games.powergrid.data import board as board_data

        opts = view["options"]
        return render.city_map(view, board_data(opts["map"], bool(opts.get("classic"))), labels, w)

    def seat(self, seat: int, labels: list[str] | None = None, w: Words = ENGLISH) -> Text:
        return render.seat_text(seat, labels, w)


EXAMPLE_CITY = "Essen"
"""The city the help's examples name (``build Essen``), replaced by one the player may take now."""


def _city_now(example: str, legal: list[str]) -> str | None:
    """For an example naming :data:`EXAMPLE_CITY` (``build Essen``), the city of the first legal action
    of that kind (``build Boston`` on the USA board), else None."""
    verb, _, city = example.partition(" ")
    if city != EXAMPLE_CITY:
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
