"""``BarrageGame``: Barrage behind the common game protocol (core/protocol.py), made of its rules
(``rules``), with the seats its Automa plays."""

from __future__ import annotations

from typing import ClassVar

from ...core.protocol import Rules, RulesGame
from . import SPEC, messages, rules
from .options import BarrageConfig
from .state import State

GAME = "barrage"

AUTOMA = "automa-"
"""A seat kind ``automa-<level>`` is an Automa of that level (BA-A1.6): ``automa-very-hard``."""


class BarrageGame(RulesGame):
    """A game of Barrage, 2 to 4 seats, people and Automa (BA-9.1, BA-A1).

    >>> g = BarrageGame.new({"players": 2}, seed=1)
    >>> g.current_player in (0, 1), g.is_over
    (True, False)
    """

    name = GAME
    rules: ClassVar[Rules] = rules
    config_model = BarrageConfig
    score_key = "vp"
    event_type = messages.Event
    log_data = True
    """The page animates the water and shows each line's rule from the events (``messages.RULES``)."""
    seat_kinds: ClassVar[tuple[str, ...]] = SPEC.seat_kinds
    """The seats the game plays itself: an Automa of each level (BA-A1.6, BA-A18–A20)."""
    state: State

    @classmethod
    def seat_config(cls, config: dict, kinds: list[str]) -> dict:
        """``config`` with its ``automa`` list made from the seats' kinds: ``automa-hard`` is an Automa
        of that level, any other kind a participant (BA-A1.6). Unless the config says otherwise,
        ``players`` is the seats' number and the game the full one (BA-A1.2: the Automa plays only it)."""
        automa = [kind[len(AUTOMA) :] if kind in cls.seat_kinds else None for kind in kinds]
        return {"full": True, "players": len(kinds), **config, "automa": automa}

    @property
    def own_seats(self) -> list[str | None]:
        """Per seat, the kind of the seat the game plays itself (``automa-hard``), or None for a
        participant who decides (``seat_kinds``)."""
        return [None if level is None else AUTOMA + level for level in self.state.options.automa]

    def __repr__(self) -> str:
        s = self.state
        kind = "full" if s.options.full else "introductory"
        automa = sum(1 for level in s.options.automa if level is not None)
        extras = f", {automa} Automa" if automa else ""
        who = self.current_player
        where = "over" if who is None else f"round {s.round}, {s.phase}, P{who + 1} to act"
        return f"<BarrageGame {s.players}p {kind}{extras}, {where}>"
