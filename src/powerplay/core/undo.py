"""Taking back actions (undo): a seat may take back its own last actions until another seat acts or
something hidden is revealed (a card drawn from a face-down pile, a shuffle: ``Game.hidden``
changed), and not once the game is over. Taking back is replaying the record without the action
(a game is its config, seed and actions), never a reverse mutation.

A front end keeps an :class:`UndoLog` beside its game and applies people's actions through it:

>>> from powerplay import load_game
>>> game = load_game("powergrid", players=3, map="germany", seed=1)
>>> log = UndoLog()
>>> seat = game.current_player
>>> _ = log.apply(game, "bid 3 on plant 03")  # reveals nothing
>>> log.who(game) == seat
True
>>> game = log.take_back(game)
>>> game.history, game.current_player == seat
([], True)
"""

from __future__ import annotations

from typing import Any

from .protocol import Event, Game
from .registry import replay


class UndoLog:
    """Who made each action of a game and whether it revealed anything hidden: what a front end
    notes to know what may be taken back (the bots' simulations note nothing)."""

    __slots__ = ("revealed", "seats")

    def __init__(self) -> None:
        self.seats: list[int] = []
        self.revealed: list[bool] = []

    def apply(self, game: Game, action: Any) -> list[Event]:
        """``game.apply(action)``, noted (a refused action raises and notes nothing)."""
        seat = game.current_player
        before = game.hidden()
        events = game.apply(action)
        assert seat is not None  # apply refuses every action once nobody is to act
        self.note(seat, before is None or game.hidden() != before)
        return events

    def note(self, seat: int, revealed: bool) -> None:
        """An action applied without this log: by ``seat``, revealing something or not (an action
        of unknown effect is noted as revealing: it cannot be taken back)."""
        self.seats.append(seat)
        self.revealed.append(revealed)

    def who(self, game: Game) -> int | None:
        """The seat that may take back the last action now (None: nobody): the seat that made it,
        unless it revealed something hidden or the game is over. Taking back one action after
        another, a seat goes back over its own actions until another seat's or a revealing one."""
        if not self.seats or self.revealed[-1] or game.is_over:
            return None
        return self.seats[-1]

    def take_back(self, game: Game) -> Game:
        """The game without its last action (rebuilt from its record); the caller checked ``who``."""
        record = game.record()
        self.seats.pop()
        self.revealed.pop()
        return replay(record, len(record["actions"]) - 1)
