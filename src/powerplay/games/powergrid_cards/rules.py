"""The card game's rules as functions of its state (``core.protocol.Rules``): whose turn it is, what
is legal, playing an action and everything that follows without a decision (the Trust's turns, the
ends of phases, the final scoring), and the position, notation and views of the phase modules."""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any

from ...core.errors import IllegalAction
from ...core.protocol import Event
from . import actions as A
from . import auction, bureaucracy, resources, trust
from .data import TRUST
from .invariants import check
from .position import state_from_json, state_to_json
from .scoring import final_scores, finish
from .setup import new_state
from .state import Phase, State
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


# ---- the game protocol's interface (core.protocol.Rules) -------------------------------------------
def begin(config: Any, seed: int) -> tuple[State, list[Event]]:
    return new_state(config, seed)


def resume(position: dict) -> tuple[State, list[Event]]:
    """A state from a position, checked, and the automatic steps that are due."""
    state = state_from_json(position)
    out: list[Event] = []
    advance(state, out)
    return state, out


write = state_to_json
to_act = current_player
scores = final_scores


def players(s: State) -> int:
    return s.players


def over(s: State) -> bool:
    return s.phase == Phase.OVER


def play(s: State, act: A.Action) -> tuple[A.Action, list[Event]]:
    """Apply an action value; an illegal one raises :class:`IllegalAction` and changes nothing: every
    check is made before the first change. A production without the hybrids' mix is recorded with the
    one mix possible (CG-4.2)."""
    if s.phase == Phase.OVER:
        raise IllegalAction("CG-9.2", "the game is over")
    out: list[Event] = []
    if s.phase == Phase.BUREAUCRACY and isinstance(act, A.Produce):
        act = bureaucracy.complete(s, s.queue[0], act)
    step(s, act, out)
    return act, out


def parse(text: str, s: State) -> A.Action:
    return A.parse(text, s.data)


def from_index(i: int, s: State) -> A.Action:
    return A.from_index(i, s.data)


def to_index(act: A.Action, s: State) -> int:
    return A.to_index(act)


def hidden(s: State) -> Hashable:
    """CG-12.2: the plant deck (its order, and so the back of its top card), the plants removed unseen
    at setup, the resource deck's order and the generator's state (the shuffles to come)."""
    return s.rng, tuple(s.deck), tuple(s.box), tuple(s.res_deck)
