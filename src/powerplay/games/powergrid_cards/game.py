"""``PowerGridCardsGame``: Power Grid: The Card Game behind the common game protocol
(core/protocol.py); the front ends' contract is docs/games/powergrid-cards-interface.md."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ...core.errors import BadInput, IllegalAction
from ...core.protocol import Event, RecordedGame
from . import actions as A
from . import auction, bureaucracy, messages, resources, trust
from .data import TRUST
from .options import CardGameConfig
from .position import state_from_json, state_to_json
from .scoring import final_scores, finish
from .setup import new_state
from .state import Phase, State
from .view import view, views

_ACTION_TYPES = frozenset(A.ACTION_TYPES)

_PHASES = {Phase.AUCTION: auction, Phase.RESOURCES: resources, Phase.BUREAUCRACY: bureaucracy}


def advance(s: State, out: list[Event]) -> None:
    """Run everything that needs no decision: the Trust's turns, the ends of phases, the final
    scoring (CG-3). Stops when a human must act or the game is over."""
    while True:
        phase = s.phase
        if phase == Phase.AUCTION:
            if s.pending or s.auction is not None:
                return
            if s.options.trust and not s.trust_took and not s.active(s.humans()[0]):
                trust.take_plant(s, out)  # CG-10.4: right after position 1 bought or passed
                continue
            if auction.auctioneer(s) is not None:
                return
            auction.end(s, out)  # CG-6.18, CG-6.19
            resources.begin(s, out)
        elif phase == Phase.RESOURCES:
            if s.queue and s.queue[0] == TRUST:
                trust.take_resources(s, out)  # CG-7.10
                s.queue.pop(0)
                continue
            if s.queue:
                return
            if s.final:
                finish(s, out)  # CG-9.2: no Bureaucracy in the final round
                return
            bureaucracy.begin(s, out)
        elif phase == Phase.BUREAUCRACY:
            if s.queue and s.queue[0] == TRUST:
                bureaucracy.trust_turn(s, out)
                continue
            if s.queue:
                return
            bureaucracy.end(s, out)
            next_round(s, out)
        else:
            return


def current_player(s: State) -> int | None:
    """Who acts: the bidder or auctioneer (CG-6), else the head of the phase's queue."""
    if s.phase == Phase.AUCTION:
        return auction.actor(s)
    if s.phase == Phase.OVER:
        return None
    return s.queue[0] if s.queue else None


def legal(s: State) -> list[A.Action]:
    """The current player's legal actions (none once the game is over)."""
    if s.phase == Phase.OVER:
        return []
    return _PHASES[s.phase].legal(s)


def step(s: State, act: A.Action, out: list[Event]) -> None:
    """Apply a checked action value, then everything that follows without a decision."""
    _PHASES[s.phase].apply(s, act, out)
    advance(s, out)


def next_round(s: State, out: list[Event]) -> None:
    """CG-8.13, CG-9.1: the next round; it is the final round once the ORM card is resolved."""
    s.round += 1
    s.final = s.orm_resolved
    s.reduced = False  # CG-2.11
    auction.begin(s, out)


class PowerGridCardsGame(RecordedGame):
    """A game of Power Grid: The Card Game. Create with :func:`powerplay.load_game`.

    >>> from powerplay import load_game
    >>> g = load_game("powergrid-cards", players=3, seed=1)
    >>> g.current_player in (0, 1, 2), g.is_over
    (True, False)
    """

    name = "powergrid-cards"
    config_model = CardGameConfig
    score_key = "vp"
    event_type = messages.Event
    state: State

    # ---- creation ----------------------------------------------------------------------------
    @classmethod
    def new(cls, config: Any, seed: int) -> PowerGridCardsGame:
        state, events = new_state(config or {}, seed)
        game = cls(state, dict(config or {}), seed)
        game.setup_events = events
        return game

    @classmethod
    def from_position(cls, position: dict) -> PowerGridCardsGame:
        state = state_from_json(position)
        out: list[Event] = []
        advance(state, out)
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
        """Apply an action; an illegal one raises :class:`IllegalAction` and changes nothing.

        Every check is made before the first change, so a refused action leaves the state as it was.
        """
        s = self.state
        if s.phase == Phase.OVER:
            raise IllegalAction("CG-9.2", "the game is over")
        act = self.parse_action(action)
        out: list[Event] = []
        if s.phase == Phase.BUREAUCRACY and isinstance(act, A.Produce):
            act = bureaucracy.complete(s, s.queue[0], act)
        step(s, act, out)
        self.played.append(act)
        return out

    def parse_action(self, action: Any) -> A.Action:
        if type(action) in _ACTION_TYPES:  # an action value
            return action
        if isinstance(action, str):
            return A.parse(action)
        if isinstance(action, bool):
            raise BadInput("not an action: {value}", "powergrid-cards", value=repr(action))
        if isinstance(action, int):
            return A.from_index(action)
        raise BadInput("not an action: {value}", "powergrid-cards", value=repr(action))

    def action_index(self, action: Any) -> int:
        return A.to_index(self.parse_action(action))

    def view(self, player: int | None) -> dict:
        return view(self.state, player)

    def views(self, players: Sequence[int | None]) -> list[dict]:
        return views(self.state, players)

    def scores(self) -> list[dict]:
        return final_scores(self.state)

    def to_json(self) -> dict:
        return state_to_json(self.state)

    def hidden(self) -> tuple:
        """CG-12.2: the plant deck (its order, and so the back of its top card), the plants removed
        unseen at setup, the resource deck's order and the generator's state (the shuffles to come)."""
        s = self.state
        return s.rng, tuple(s.deck), tuple(s.box), tuple(s.res_deck)

    def __repr__(self) -> str:
        s = self.state
        where = "over" if self.is_over else f"round {s.round}, {s.phase}, P{(self.current_player or 0) + 1} to act"
        extras = (" trust" if s.options.trust else "") + (" demolition" if s.options.demolition else "")
        return f"<PowerGridCardsGame {s.players}p{extras}, {where}>"
