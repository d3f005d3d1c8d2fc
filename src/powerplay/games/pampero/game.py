"""``PamperoGame``: Pampero behind the common game protocol (core/protocol.py), made of its rules
(``rules``)."""

from __future__ import annotations

from typing import Any, ClassVar

from ...core.protocol import Rules, RulesGame
from . import messages, rules
from .options import PamperoConfig
from .state import State


class PamperoGame(RulesGame):
    """A game of Pampero, 2 to 4 players (PA-1.1).

    >>> g = PamperoGame.new({"players": 3}, seed=1)
    >>> g.current_player in (0, 1, 2), g.is_over
    (True, False)
    """

    name = "pampero"
    rules: ClassVar[Rules] = rules
    config_model = PamperoConfig
    score_key = "money"
    event_type = messages.Event
    state: State

    @classmethod
    def new(cls, config: Any, seed: int) -> PamperoGame:
        """A new game; its record names the data set it is played with (its digest), so that it
        replays only with that data."""
        game = super().new(config, seed)
        assert isinstance(game, PamperoGame)
        game.config = {**(game.config or {}), "data": game.state.data.digest}
        return game

    def __repr__(self) -> str:
        s = self.state
        who = self.current_player
        where = "over" if who is None else f"year {s.year}, round {s.round}, {s.phase}, P{who + 1} to act"
        return f"<PamperoGame {s.players}p, {where}>"
