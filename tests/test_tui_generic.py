"""A game without a terminal front end of its own (``tui/games/<game>.py``) is played through the generic
one (``tui.frontend.GenericFrontend``), from the protocol alone: the board is the seat's view as a table,
the status whose turn it is, the options the legal actions, the end the scores by category."""

from __future__ import annotations

import io
import random
import sys

from rich.console import Console

from powerplay import load_game
from powerplay.bots import make_bot
from powerplay.tui import PlaySession, Words
from powerplay.tui.frontend import GenericFrontend, frontend_for
from powerplay.tui.games import powergrid_cards
from powerplay.words import powergrid_cards as cards_words


class Player:
    """A person who asks for the help, the board, the map and the actions once, then types a legal
    action (as the engine writes it) at every prompt."""

    interactive = False

    def __init__(self, console: Console, seed: int):
        self.console = console
        self.rng = random.Random(seed)
        self.commands = ["help", "board", "map", "actions"]
        self.session: PlaySession | None = None
        self.typed: list[str] = []

    def ask(self, prompt: str, words: dict) -> str | None:
        assert self.session is not None
        if self.commands:
            line = self.commands.pop(0)
        else:
            line = self.rng.choice([str(a) for a in self.session.game.legal_actions()])
            self.typed.append(line)
        self.console.print(prompt + line, markup=False, highlight=False)
        return line

    def pause(self, message: str) -> None:
        return None


def test_a_game_without_a_front_end_is_played_to_the_end(monkeypatch):
    """Nor words of its own (``words/<game>.py``): its actions shown and typed as the engine writes them."""
    monkeypatch.setitem(sys.modules, powergrid_cards.__name__, None)  # as if the game had no module
    monkeypatch.setitem(sys.modules, cards_words.__name__, None)  # nor words
    assert isinstance(frontend_for("powergrid-cards"), GenericFrontend)
    game = load_game("powergrid-cards", players=2, seed=5)
    out = io.StringIO()
    console = Console(file=out, width=80, height=24, color_system=None)
    player = Player(console, 5)
    session = PlaySession(game, ["human", "random"], {1: make_bot("random", game.name, 1, 9)}, console, player)
    player.session = session
    assert isinstance(session.front, GenericFrontend) and session.w.forms == ()
    assert session.run() == 0
    text = out.getvalue()
    assert session.game.is_over and len(player.typed) > 10
    assert "Not understood" not in text and "Error" not in text  # every action typed was played
    assert "P1 to act (you)" in text  # the status on a small terminal
    assert "(the whole board: 'board')" in text and "market" in text  # the board: the view's entries
    assert "Power Grid: The Card Game has no map." in text  # the title is the manifest's
    assert "Scores by category" in text and "Total" in text and "Rank" in text


def test_the_generic_front_end_speaks_the_readers_language(monkeypatch):
    monkeypatch.setitem(sys.modules, powergrid_cards.__name__, None)
    game = load_game("powergrid-cards", players=2, seed=5)
    w = Words("ru", game="powergrid-cards")
    front = frontend_for(game.name)
    view = game.view(0)
    out = io.StringIO()
    Console(file=out, width=80, color_system=None).print(front.board(view, game.current_player, ["", ""], w))
    assert "ходит" in out.getvalue()  # "to act"
    assert front.summary([str(a) for a in game.legal_actions()], view, w)
