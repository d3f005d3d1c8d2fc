"""``BarrageGame``: Barrage behind the common game protocol (core/protocol.py): the turns of
``turns``, the Automa's played as soon as it is to act, the actions' text and indexes of ``notation``,
the position format of ``position``, what a seat sees of ``view``."""

from __future__ import annotations

from typing import Any, ClassVar

from ...core.errors import BadInput
from ...core.protocol import Event, RecordedGame
from . import SPEC, messages, turns
from .notation import ACTION_TYPES, Action, from_index, parse, to_index
from .options import BarrageConfig
from .position import read, write
from .rounds import final_scores
from .setup import new_state, options_from_config
from .state import Phase, State
from .view import to_act, view

GAME = "barrage"

AUTOMA = "automa-"
"""A seat kind ``automa-<level>`` is an Automa of that level (BA-A1.6): ``automa-very-hard``."""


def _words(events: list[Event]) -> list[Event]:
    """The rules' events as Barrage's own, bound to its message table."""
    return [messages.Event(e.kind, e.args) for e in events]


class BarrageGame(RecordedGame):
    """A game of Barrage, 2 to 4 seats, people and Automa (BA-9.1, BA-A1).

    >>> g = BarrageGame.new({"players": 2}, seed=1)
    >>> g.current_player in (0, 1), g.is_over
    (True, False)
    """

    name = GAME
    config_model = BarrageConfig
    score_key = "vp"
    event_type = messages.Event
    log_data = True
    """The page animates the water and shows each line's rule from the events (``messages.RULES``)."""
    seat_kinds: ClassVar[tuple[str, ...]] = SPEC.seat_kinds
    """The seats the game plays itself: an Automa of each level (BA-A1.6, BA-A18–A20)."""
    state: State

    # ---- creation ----------------------------------------------------------------------------
    @classmethod
    def new(cls, config: Any, seed: int) -> BarrageGame:
        """BA-10–BA-12, BA-A4: a new table; a game the Automa starts, or of Automa alone, plays on
        until a person must decide (its events are ``setup_events``)."""
        state = new_state(options_from_config(config or {}), seed)
        game = cls(state, dict(config or {}), seed)
        game.setup_events = _words(turns.advance(state))
        return game

    @classmethod
    def seat_config(cls, config: dict, kinds: list[str]) -> dict:
        """``config`` with its ``automa`` list made from the seats' kinds: ``automa-hard`` is an Automa
        of that level, any other kind a participant (BA-A1.6). Unless the config says otherwise,
        ``players`` is the seats' number and the game the full one (BA-A1.2: the Automa plays only it)."""
        automa = [kind[len(AUTOMA) :] if kind in cls.seat_kinds else None for kind in kinds]
        return {"full": True, "players": len(kinds), **config, "automa": automa}

    @classmethod
    def from_position(cls, position: dict) -> BarrageGame:
        """A game from a position (``position.FORMAT``), played on to the first decision."""
        state = read(position)
        events = turns.advance(state)
        game = cls(state, None, None, start=write(state))
        game.setup_events = _words(events)
        return game

    # ---- protocol ----------------------------------------------------------------------------
    @property
    def num_players(self) -> int:
        return self.state.players

    @property
    def own_seats(self) -> list[str | None]:
        """Per seat, the kind of the seat the game plays itself (``automa-hard``), or None for a
        participant who decides (``seat_kinds``)."""
        return [None if level is None else AUTOMA + level for level in self.state.options.automa]

    @property
    def is_over(self) -> bool:
        return self.state.phase == Phase.OVER

    @property
    def current_player(self) -> int | None:
        return to_act(self.state)

    def legal_actions(self) -> list[Any]:
        return turns.legal(self.state)

    def apply(self, action: Any) -> list[Event]:
        """Apply an action (value, string or index); one not legal now raises ``IllegalAction``
        (BA-15.6) and changes nothing."""
        act = self.parse_action(action)
        events = _words(turns.apply(self.state, act))
        self.played.append(act)
        return events

    def parse_action(self, action: Any) -> Action:
        if type(action) in ACTION_TYPES:  # an action value
            return action
        if isinstance(action, str):
            return parse(action)
        if isinstance(action, int) and not isinstance(action, bool):
            return from_index(action)
        raise BadInput("not an action: {value}", GAME, value=repr(action))

    def action_index(self, action: Any) -> int:
        return to_index(self.parse_action(action))

    def view(self, player: int | None) -> dict:
        return view(self.state, player)

    def scores(self) -> list[dict]:
        return final_scores(self.state)

    def to_json(self) -> dict:
        return write(self.state)

    def hidden(self) -> tuple:
        """What nobody sees (view.py): the private stacks' order (their tops included), the patent
        office's stacks I–III, the Automa deck below its top tile, and the generator's state (the
        shuffles to come, and so the tiles never used)."""
        s = self.state
        return (
            s.rng,
            tuple(tuple(s.stacks[colour]) for colour in sorted(s.stacks)),
            tuple(tuple(stack) for stack in s.patent_stacks),
            tuple(s.automa_deck[:-1]),
        )

    def __repr__(self) -> str:
        s = self.state
        kind = "full" if s.options.full else "introductory"
        automa = sum(1 for level in s.options.automa if level is not None)
        extras = f", {automa} Automa" if automa else ""
        who = self.current_player
        where = "over" if who is None else f"round {s.round}, {s.phase}, P{who + 1} to act"
        return f"<BarrageGame {s.players}p {kind}{extras}, {where}>"
