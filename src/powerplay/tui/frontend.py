"""What the terminal session asks of a game: its front end. The session itself (bots, commands, undo,
saving) is the same for all, and calls a game only through :class:`Frontend`.

A game's front end is a module of its own, ``games/<game>.py`` (the game's registry name with '-' as
'_'), whose ``FRONTEND`` is its :class:`Frontend`: how to draw its board, explain its phases and sum up
its legal actions. The game's words (its action forms, resources and names, typed and shown in the
reader's language) are not here: they are shared with the server (``powerplay.words``).
:func:`frontend_for` gives it (the module is found in one place, ``games.frontend_class``); a game
without one is played through :class:`GenericFrontend`, which reads the protocol alone.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Iterable
from typing import ClassVar

from rich.console import Group, RenderableType
from rich.text import Text

from ..core.registry import spec
from . import render
from .games import frontend_class
from .summary import listed
from .words import ENGLISH, Words

PhaseHelp = tuple[str, tuple[tuple[str, str], ...]]
"""A phase's help: what happens in it, then each command form (an action, in the engine's words) with
what it does."""


def form_lines(shown: str, lines: list[str]) -> list[str]:
    """A command form of a phase's help (``shown``: in the reader's words) and what it does, in two
    columns: the form 18 wide, its text beside it; a longer form on a line of its own, its text below."""
    if not lines:
        return [f"  {shown}"]
    if len(shown) > 18:
        return [f"  {shown}", *(" " * 22 + line for line in lines)]
    return [f"  {shown:<18}  {lines[0]}", *(" " * 22 + line for line in lines[1:])]


class Frontend(ABC):
    """A game at the terminal. Every method takes the reader's :class:`~.words.Words`; ``view`` is
    ``game.view(seat)`` (a spectator's: ``view(None)``), ``labels`` each seat's kind as shown after its
    name (``(heuristic)``), ``to_act`` the seat to act (None: nobody)."""

    title: str
    """The game's name (marked with ``N_``: shown in the reader's words)."""
    rules: str
    """How the game's rule numbers look (for the help text): ``PG-x.y``."""
    seat_styles: ClassVar[tuple[str, ...]] = render.SEAT_STYLES
    """The seats' colours (their names in the log)."""
    word_styles: ClassVar[dict[str, str]] = {}
    """Words highlighted in the log (resource names), by the resource's English name."""
    has_map: ClassVar[bool] = False
    """Whether the game has a ``map`` command (:meth:`map`)."""
    map_help = ""
    """What the ``map`` command shows (in the help)."""
    play_examples: ClassVar[tuple[str, ...]] = ()
    """What ``powerplay play GAME --help`` shows (paragraphs marked with ``N_``): how to start a game,
    then what to type; none: examples made from the game's manifest."""

    @abstractmethod
    def help_text(self, phase: str | None, legal: list[str], w: Words = ENGLISH) -> str:
        """The phase's help (``phase``: the view's; None: the view has none), with the command forms
        legal now."""

    @abstractmethod
    def intro(self, view: dict, w: Words = ENGLISH) -> str:
        """The game in a line, said when it starts or is resumed."""

    @abstractmethod
    def board(self, view: dict, to_act: int | None, labels: list[str], w: Words = ENGLISH) -> RenderableType:
        """The whole board as the seat sees it (the ``board`` command)."""

    def status(self, view: dict, to_act: int | None, labels: list[str], w: Words = ENGLISH) -> RenderableType | None:
        """The board in a few lines, shown on a terminal the whole board does not fit (the whole board
        is the ``board`` command); None: the whole board always."""
        return None

    @abstractmethod
    def summary(self, legal: list[str], view: dict, w: Words = ENGLISH) -> list[str]:
        """The legal actions (string forms) in a few lines, in the reader's words."""

    @abstractmethod
    def final(self, view: dict, scores: list[dict], labels: list[str], w: Words = ENGLISH) -> Iterable[RenderableType]:
        """What the end of the game shows: the scores (``Game.scores()``) and how they were reached."""

    def map(self, view: dict, labels: list[str], w: Words = ENGLISH) -> RenderableType | None:
        """What the ``map`` command shows, when the game :attr:`has_map`."""
        return None

    def seat(self, seat: int, labels: list[str] | None = None, w: Words = ENGLISH) -> Text:
        """A seat (its player's name where given) in its colour; ``labels`` adds its kind."""
        return render.seat_text(seat, labels, w)


class GenericFrontend(Frontend):
    """A game without a front end of its own, played through the protocol alone: the board is the seat's
    view as the game writes it (a table), the status whose turn it is, the options the legal actions as
    the engine writes them, the end the scores with their ``breakdown`` rows."""

    rules = "x.y"
    limit = 12
    """The legal actions of one verb listed among the options (``actions`` lists them all)."""

    def __init__(self, game: str):
        self.game = game
        self.title = spec(game).title_in("en")

    def titled(self, w: Words) -> str:
        """The game's title in the reader's language (its manifest's)."""
        return spec(self.game).title_in(w.lang)

    def help_text(self, phase: str | None, legal: list[str], w: Words = ENGLISH) -> str:
        return w._("Phase: {phase}", phase=w.phase(phase)) if phase else self.titled(w)

    def intro(self, view: dict, w: Words = ENGLISH) -> str:
        return self.titled(w)

    def board(self, view: dict, to_act: int | None, labels: list[str], w: Words = ENGLISH) -> RenderableType:
        return Group(self.status(view, to_act, labels, w), render.view_table(view, w))

    def status(self, view: dict, to_act: int | None, labels: list[str], w: Words = ENGLISH) -> Text:
        """Whose turn it is (the round and the phase first, where the view has them)."""
        t = Text()
        if "round" in view and "phase" in view:
            t.append(w._("Round {round} · {phase}", round=view["round"], phase=w.phase(str(view["phase"]))) + " · ")
        if to_act is None:
            return t.append(w._("Game over"))
        t.append_text(self.seat(to_act, w=w))
        t.append(" " + w._("to act"))
        if to_act in (view.get("seat"), view.get("you")):
            t.append(" " + w._("(you)"), style="bold")
        return t

    def summary(self, legal: list[str], view: dict, w: Words = ENGLISH) -> list[str]:
        return listed(legal, w, self.limit)

    def final(self, view: dict, scores: list[dict], labels: list[str], w: Words = ENGLISH) -> Iterable[RenderableType]:
        """The scores by category: the rows that are not tie-breaks add up to each seat's total."""
        totals = [{**sc, "total": sum(b["value"] or 0 for b in sc["breakdown"] if not b["tiebreak"])} for sc in scores]
        yield render.breakdown_table(totals, {}, "total", labels, w)


def frontend_for(game: str) -> Frontend:
    """The terminal front end of a game (by its registry name): its own (``games/<game>.py``), else
    :class:`GenericFrontend`."""
    front = frontend_class(game)
    return front() if front is not None else GenericFrontend(game)


__all__ = ["Frontend", "GenericFrontend", "PhaseHelp", "form_lines", "frontend_for"]
