"""``PowerGridCardsGame``: Power Grid: The Card Game behind the common game protocol
(core/protocol.py), made of its rules (``rules``); the front ends' contract is
docs/games/powergrid-cards-interface.md."""

from __future__ import annotations

from typing import Any, ClassVar

from ...core.protocol import Rules, RulesGame
from . import messages, rules
from .options import CardGameConfig
from .state import State


class PowerGridCardsGame(RulesGame):
    """A game of Power Grid: The Card Game. Create with :func:`powerplay.load_game`.

    >>> from powerplay import load_game
    >>> g = load_game("powergrid-cards", players=3, seed=1)
    >>> g.current_player in (0, 1, 2), g.is_over
    (True, False)
    """

    name = "powergrid-cards"
    rules: ClassVar[Rules] = rules
    config_model = CardGameConfig
    score_key = "vp"
    event_type = messages.Event
    state: State

    @classmethod
    def new(cls, config: Any, seed: int) -> PowerGridCardsGame:
        """A new game; its record names the data set it is played with (its digest), so that it
        replays only with that data."""
        game = super().new(config, seed)
        assert isinstance(game, PowerGridCardsGame)
        game.config = {**(game.config or {}), "data": game.state.data.digest}
        return game

    def __repr__(self) -> str:
        s = self.state
        where = "over" if self.is_over else f"round {s.round}, {s.phase}, P{(self.current_player or 0) + 1} to act"
        extras = (" trust" if s.options.trust else "") + (" demolition" if s.options.demolition else "")
        return f"<PowerGridCardsGame {s.players}p{extras}, {where}>"
