"""Fast play-outs of sampled Power Grid games, for search.

A search bot imagines games (determinisations of what its seat knows, ``determinize.py``) and plays
them forward a few rounds. Everything here works on such an imagined state, never on the real game.

The imagined players are the heuristic bot itself (``heuristic.py``), each given the observation of
its seat in the imagined state (``observation.py``: made in O(1), nothing copied), so they play
exactly as the ``heuristic`` bot would (``tests/bots/test_simulate.py``). The legal actions are
listed only where the heuristic needs them (a bidder's raises and a planned turn are not).
"""

from __future__ import annotations

from typing import Any, cast

from ..actions import PASS, Bid
from ..rules import allows, current_player, step
from ..state import Phase, State
from .heuristic import HeuristicBot
from .observation import PowerGridObservation


class Player:
    """An imagined player: the heuristic, unless told otherwise.

    ``plan`` is a list of actions it plays first while they are legal; ``fixed`` maps a plant to the
    most it bids on it this round (it then raises by 1 up to that limit instead of asking the
    heuristic).
    """

    __slots__ = ("bot", "fixed", "plan", "seat")

    def __init__(self, seat: int):
        self.seat = seat
        self.bot = HeuristicBot(seat, 0)
        self.plan: list | None = None
        self.fixed: dict[int, int] | None = None

    def choose(self, s: State) -> Any:
        if self.plan:
            nxt = self.plan.pop(0)
            if allows(s, nxt):
                return nxt
            self.plan = None
        if self.fixed is not None:
            a = s.auction
            if a is not None and s.scrapper < 0:
                if a.plant in self.fixed:  # a running auction: raise by 1 up to the limit
                    return raise_to(self.fixed[a.plant], a.high, s.money[self.seat])
            elif a is None and s.phase != Phase.AUCTION:
                self.fixed = None
        return self.bot.choose(PowerGridObservation(s, self.seat))


def raise_to(limit: int, high: int, money: int) -> Any:
    """In a running auction: raise by 1 while the limit (and money) allows, else pass."""
    if high < limit and high < money:
        return Bid(high + 1)
    return PASS


def play_out(s: State, players: list, stop) -> None:
    """Play the imagined state forward until ``stop(s)`` is true or the game ends."""
    while s.phase != Phase.OVER and not stop(s):
        step(s, players[cast(int, current_player(s))].choose(s), [])  # not over: someone acts
