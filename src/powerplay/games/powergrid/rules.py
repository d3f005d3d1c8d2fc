"""Power Grid's rules as functions of its state (``core.protocol.Rules``): whose turn it is, what
is legal, playing an action and everything that follows without a decision, and the position,
notation and views of the phase modules."""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any

from ...core.errors import IllegalAction
from ...core.protocol import Event
from . import actions as A
from . import auction, building, bureaucracy, resources, setup, trust
from .invariants import check
from .position import state_from_json, state_to_json
from .scoring import final_scores, finish
from .state import Phase, State
from .storage import fuel_needs
from .view import view, views

__all__ = [  # the game protocol's interface (core.protocol.Rules)
    "ACTION_TYPES",
    "begin",
    "check",
    "from_index",
    "hidden",
    "legal",
    "over",
    "parse",
    "play",
    "players",
    "resume",
    "scores",
    "to_act",
    "to_index",
    "view",
    "views",
    "write",
]

ACTION_TYPES = frozenset(A.ACTION_TYPES)

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


# ---- the game protocol's interface (core.protocol.Rules) -------------------------------------------
def begin(config: Any, seed: int) -> tuple[State, list[Event]]:
    return setup.new_state(config, seed)


def resume(position: dict) -> tuple[State, list[Event]]:
    """A state from a position (docs/positions.md), checked, and the automatic steps that are due (the
    trust's turn, the end of a finished phase)."""
    state = state_from_json(position)
    out: list[Event] = []
    advance(state, out)
    if state.phase != Phase.OVER and current_player(state) is None:
        raise IllegalAction("PG-4.2", "nobody is to act in {phase} and the game is not over", phase=state.phase)
    return state, out


write = state_to_json
to_act = current_player
scores = final_scores


def players(s: State) -> int:
    return s.players


def over(s: State) -> bool:
    return s.phase == Phase.OVER


def play(s: State, act: A.Action) -> tuple[A.Action, list[Event]]:
    """Apply an action value; an illegal one raises :class:`IllegalAction` and changes nothing. A
    powering that leaves out fuel the plants fix is recorded completed (PG-9.2)."""
    if s.phase == Phase.OVER:
        raise IllegalAction("PG-11.1", "the game is over")
    out: list[Event] = []
    if s.phase == Phase.BUREAUCRACY and isinstance(act, A.Power):
        act = bureaucracy.complete(s, s.queue[0], act)
    step(s, act, out)
    return act, out


def parse(text: str, s: State) -> A.Action:
    return A.parse(text, s.zone.board)


def from_index(i: int, s: State) -> A.Action:
    act = A.from_index(i, s.zone.board)
    if isinstance(act, A.Power):  # the index carries coal and oil; the plants fix the rest
        _, _, g, u, _, _ = fuel_needs(act.plants)
        act = A.Power(act.plants, (act.fuel[0], act.fuel[1], g, u))
    return act


def to_index(act: A.Action, s: State) -> int:
    return A.to_index(act, s.zone.board)


def hidden(s: State) -> Hashable:
    """PG-15: the deck (its order, and so the back of its top card), the plants removed unseen at
    setup and the generator's state (the shuffles to come)."""
    return s.rng, tuple(s.deck), tuple(s.box)
