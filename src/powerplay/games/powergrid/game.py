"""``PowerGridGame``: Power Grid behind the common game protocol (core/protocol.py), made of its
rules (``rules``)."""

from __future__ import annotations

from typing import ClassVar

from ...core.protocol import Rules, RulesGame
from . import messages, rules
from .options import PowerGridConfig
from .state import State


class PowerGridGame(RulesGame):
    """A game of Power Grid (Recharged). Create with :func:`powerplay.load_game`.

    >>> from powerplay import load_game
    >>> g = load_game("powergrid", players=3, map="germany", seed=1)
    >>> g.current_player in (0, 1, 2), g.is_over
    (True, False)
    """

    name = "powergrid"
    rules: ClassVar[Rules] = rules
    config_model = PowerGridConfig
    score_key = "powered"
    event_type = messages.Event
    state: State

    def __repr__(self) -> str:
        s = self.state
        where = "over" if self.is_over else f"round {s.round}, {s.phase}, P{(self.current_player or 0) + 1} to act"
        return f"<PowerGridGame {s.options.map} {s.players}p step {s.step}, {where}>"
