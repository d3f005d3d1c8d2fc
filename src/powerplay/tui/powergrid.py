"""Power Grid in the terminal: how to draw its board, explain its phases and sum up its legal actions.

:class:`Frontend` is also the base of the other games' front ends (``cards.py``), which override what
differs; ``frontend.py`` finds a game's front end.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import ClassVar

from rich.console import RenderableType
from rich.text import Text

from . import render
from .summary import summarise


class Frontend:
    """Power Grid's terminal front end; other games override what differs."""

    title = "Power Grid"
    rules = "PG-x.y"
    """How the game's rule numbers look (for the help text)."""
    seat_styles = render.SEAT_STYLES
    word_styles: ClassVar[dict[str, str]] = render.RESOURCE_STYLES
    """Words highlighted in the log (resource names)."""
    has_map = True

    phase_help: ClassVar[dict[str, str]] = {
        "trust-setup": (
            "Setup of the 2-player game (PG-14.2 c): the players take turns placing\n"
            "the trust's six houses.\n"
            "  trust <city>        e.g. 'trust Essen'"
        ),
        "mark-cities": (
            "Starting cities variant (PG-13.1): each player marks a future starting city.\n"
            "  mark <city>         e.g. 'mark Essen'"
        ),
        "auction": (
            "Phase 2, auction (PG-6): in turn order each player may put up one plant of\n"
            "the current market with an opening bid; the others raise or pass in seat order.\n"
            "  bid 14 on plant 13  put plant 13 up, opening with 14 (at least the plant's\n"
            "                      number; the plant with the discount token from 1)\n"
            "  bid 15              raise the running auction to 15\n"
            "  pass                leave the running auction, or buy no plant this round\n"
            "  scrap 05            with a 4th plant, scrap an old one (PG-6.9); fuel that\n"
            "                      no longer fits: 'scrap 05 returning 2 coal'"
        ),
        "resources": (
            "Phase 3, resources (PG-7): in reverse turn order, buy fuel for your plants,\n"
            "cheapest tokens first; a plant stores twice the fuel it burns.\n"
            "  buy 2 coal          buy two coal (also oil, garbage, uranium)\n"
            "  done                finish buying"
        ),
        "building": (
            "Phase 4, building (PG-8): in reverse turn order, connect cities to your\n"
            "network. A city costs its connection plus the city slot (10 / 15 / 20 by\n"
            "step): see 'Build costs' on the board.\n"
            "  build Essen         connect Essen\n"
            "  done                finish building"
        ),
        "bureaucracy": (
            "Phase 5, bureaucracy (PG-9): choose which plants run and the fuel they burn;\n"
            "you are paid for the cities you power.\n"
            "  power 07 10 with 3 oil 4 coal\n"
            "  power nothing"
        ),
    }

    def help_text(self, phase: str, legal: list[str]) -> str:
        """The phase's help with only the commands that are legal now (no 'pass' when PG-6.12 forbids it,
        no raise before an auction runs): each command line with the lines that continue it."""
        text = self.phase_help.get(phase, f"Phase: {phase}")
        out: list[str] = []
        keep = True
        for line in text.split("\n"):
            if line.startswith("  ") and not line.startswith("      "):  # a command: '  bid 15   raise ...'
                example = line.split("  ")[1].strip()
                keep = _offered(example, legal)
            elif not line.startswith("  "):
                keep = True
            if keep:
                out.append(line)
        return "\n".join(out)

    def intro(self, view: dict) -> str:
        opts = view["options"]
        return f"Power Grid on the {opts['map']} map, {opts['players']} players, regions {', '.join(view['regions'])}."

    def board(self, view: dict, to_act: int | None, labels: list[str]) -> RenderableType:
        return render.board(view, to_act, labels)

    def summary(self, legal: list[str], view: dict) -> list[str]:
        return summarise(legal, view.get("build_costs"))

    def final(self, view: dict, scores: list[dict], labels: list[str]) -> Iterable[RenderableType]:
        yield render.players_table(view, labels)
        yield render.scores_table(scores, labels, view.get("winners", []))

    def map(self, view: dict, labels: list[str]) -> RenderableType:
        from ..games.powergrid.data import board as board_data

        opts = view["options"]
        return render.city_map(view, board_data(opts["map"], bool(opts.get("classic"))), labels)

    def seat(self, seat: int, labels: list[str] | None = None) -> Text:
        return render.seat_text(seat, labels)


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
