"""``PowerGridGame``: Power Grid behind the common game protocol (core/protocol.py)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ...core.errors import BadInput, IllegalAction
from ...core.protocol import Event, RecordedGame
from . import actions as A
from . import auction, building, bureaucracy, messages, resources, setup, trust
from .options import PowerGridConfig
from .position import state_from_json, state_to_json
from .scoring import final_scores, finish
from .state import Phase, State
from .storage import fuel_needs
from .view import view, views

_ACTION_TYPES = frozenset(A.ACTION_TYPES)

_PHASES = {
    Phase.TRUST_SETUP: setup,
    Phase.MARK_CITIES: setup,
    Phase.AUCTION: auction,
    Phase.RESOURCES: resources,
    Phase.BUILDING: building,
    Phase.BUREAUCRACY: bureaucracy,
}


def advance(s: State, out: list[Event]) -> None:
    """Run everything that needs no decision: the trust's turns and the ends of phases."""
    while True:
        phase = s.phase
        if phase == Phase.AUCTION:
            if not auction.finished(s):
                return
            auction.end(s, out)
            resources.begin(s, out)
        elif phase == Phase.RESOURCES:
            if s.queue and s.queue[0] < 0:
                resources_trust(s, out)
                continue
            if s.queue:
                return
            s.done = [False] * s.players  # PG-7.6
            building.begin(s, out)
        elif phase == Phase.BUILDING:
            if s.queue:
                return
            s.done = [False] * s.players  # PG-8.11
            if building.game_end(s):
                finish(s, out)
                return
            bureaucracy.begin(s, out)
        elif phase == Phase.BUREAUCRACY:
            if s.queue:
                return
            bureaucracy.end(s, out)
        else:
            return


def current_player(s: State) -> int | None:
    """Who acts: the bidder or auctioneer (PG-6), the head of the phase's queue, or the next player
    to place a setup house."""
    phase = s.phase
    if phase == Phase.AUCTION:
        return auction.actor(s)
    if phase in (Phase.RESOURCES, Phase.BUILDING, Phase.BUREAUCRACY):
        return s.queue[0] if s.queue else None
    if phase in (Phase.TRUST_SETUP, Phase.MARK_CITIES):
        return s.setup_queue[0]
    return None


def legal(s: State) -> list[A.Action]:
    """The current player's legal actions (none once the game is over)."""
    if s.phase == Phase.OVER:
        return []
    return _PHASES[s.phase].legal(s)


def allows(s: State, act: A.Action) -> bool:
    """Whether ``act`` is among ``legal(s)``; buying and building check it without the list."""
    if s.phase == Phase.BUILDING:
        return building.allows(s, act)
    if s.phase == Phase.RESOURCES:
        return resources.allows(s, act)
    return act in legal(s)


def step(s: State, act: A.Action, out: list[Event]) -> None:
    """Apply a checked action value, then everything that follows without a decision."""
    _PHASES[s.phase].apply(s, act, out)
    advance(s, out)


def resources_trust(s: State, out: list[Event]) -> None:
    """PG-14.7 e: the trust takes its resources in its own turn (position 2)."""
    trust.take_resources(s, out)
    s.queue.pop(0)


class PowerGridGame(RecordedGame):
    """A game of Power Grid (Recharged). Create with :func:`powerplay.load_game`.

    >>> from powerplay import load_game
    >>> g = load_game("powergrid", players=3, map="germany", seed=1)
    >>> g.current_player in (0, 1, 2), g.is_over
    (True, False)
    """

    name = "powergrid"
    config_model = PowerGridConfig
    score_key = "powered"
    event_type = messages.Event
    state: State

    # ---- creation ----------------------------------------------------------------------------
    @classmethod
    def new(cls, config: Any, seed: int) -> PowerGridGame:
        state, events = setup.new_state(config, seed)
        game = cls(state, dict(config), seed)
        game.setup_events = events
        return game

    @classmethod
    def from_position(cls, position: dict) -> PowerGridGame:
        """A game from a position (docs/positions.md): checked, then the automatic steps that are due
        (the trust's turn, the end of a finished phase) run, told in ``setup_events``. The record
        starts from the position after them, so replaying it runs none."""
        state = state_from_json(position)
        out: list[Event] = []
        advance(state, out)
        if state.phase != Phase.OVER and current_player(state) is None:
            raise IllegalAction("PG-4.2", "nobody is to act in {phase} and the game is not over", phase=state.phase)
        game = cls(state, None, None, start=state_to_json(state))
        game.setup_events = out
        return game

    # ---- protocol ----------------------------------------------------------------------------
    @property
    def num_players(self) -> int:
        return self.state.players

    @property
    def is_over(self) -> bool:
        return self.state.phase == Phase.OVER

    @property
    def current_player(self) -> int | None:
        return current_player(self.state)

    def legal_actions(self) -> list[A.Action]:
        return legal(self.state)

    def apply(self, action: Any) -> list[Event]:
        """Apply an action; an illegal one raises :class:`IllegalAction` and changes nothing."""
        s = self.state
        if s.phase == Phase.OVER:
            raise IllegalAction("PG-11.1", "the game is over")
        act = self.parse_action(action)
        out: list[Event] = []
        if s.phase == Phase.BUREAUCRACY and isinstance(act, A.Power):
            act = bureaucracy.complete(s, s.queue[0], act)
        step(s, act, out)
        self.played.append(act)
        return out

    def parse_action(self, action: Any) -> A.Action:
        if type(action) in _ACTION_TYPES:  # an action value
            return action
        if isinstance(action, str):
            return A.parse(action, self.state.zone.board)
        if isinstance(action, bool):
            raise BadInput("not an action: {value}", "powergrid", value=repr(action))
        if isinstance(action, int):
            act = A.from_index(action, self.state.zone.board)
            if isinstance(act, A.Power):  # the index carries coal and oil; the plants fix the rest
                _, _, g, u, _, _ = fuel_needs(act.plants)
                act = A.Power(act.plants, (act.fuel[0], act.fuel[1], g, u))
            return act
        raise BadInput("not an action: {value}", "powergrid", value=repr(action))

    def action_index(self, action: Any) -> int:
        return A.to_index(self.parse_action(action), self.state.zone.board)

    def view(self, player: int | None) -> dict:
        return view(self.state, player)

    def views(self, players: Sequence[int | None]) -> list[dict]:
        return views(self.state, players)

    def scores(self) -> list[dict]:
        return final_scores(self.state)

    def to_json(self) -> dict:
        return state_to_json(self.state)

    def hidden(self) -> tuple:
        """PG-15: the deck (its order, and so the back of its top card), the plants removed unseen at
        setup and the generator's state (the shuffles to come)."""
        s = self.state
        return s.rng, tuple(s.deck), tuple(s.box)

    def __repr__(self) -> str:
        s = self.state
        where = "over" if self.is_over else f"round {s.round}, {s.phase}, P{(self.current_player or 0) + 1} to act"
        return f"<PowerGridGame {s.options.map} {s.players}p step {s.step}, {where}>"
