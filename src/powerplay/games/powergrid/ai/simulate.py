"""Fast play-outs of sampled Power Grid games, for search.

A search bot imagines games (determinisations of its view, ``determinize.py``) and plays them
forward a few rounds. Everything here works on such an imagined state, never on the real game: the
imagined players may read it freely (it is a sample, not the truth).

The imagined players are heuristic bots (``heuristic.py``, the same rules of thumb as the
``heuristic`` bot, making exactly the same choices: ``tests/bots/test_simulate.py``) that read what
they need off the imagined state; the rare decisions that read more get a lean view (the fields the
heuristic reads, built in a few µs instead of the ~60 µs of the full view). Where the heuristic's
answer is already fixed, the legal actions are not listed: a bidder's later raises compare with the
limit it worked out once per auction, and a planned turn of buying or building is checked action by
action (``game.allows``).
"""

from __future__ import annotations

from functools import cache
from typing import Any, cast

from ....ai.halving import LazyObservation
from ..actions import PASS, Bid
from ..building import build_cost, connectable
from ..data import EMPTY, NO_HOUSES, TRUST
from ..game import allows, current_player, legal, step
from ..resources import has_storage
from ..state import Phase, State
from .heuristic import Basics, HeuristicBot, _powerable

_NUM: dict[int, dict[str, int]] = {}


def _plant_entry(n: int) -> dict:
    """``{"number": n}``, shared (the heuristic reads plant numbers only)."""
    e = _NUM.get(n)
    if e is None:
        e = _NUM[n] = {"number": n}
    return e


def _player(s: State, p: int) -> dict:
    r = s.res[p]
    return {
        "seat": p,
        "money": s.money[p],
        "plants": [_plant_entry(n) for n in s.plants[p]],
        "resources": {"coal": r[0], "oil": r[1], "garbage": r[2], "uranium": r[3]},
        "city_count": len(s.cities[p]),
        "cities": s.cities[p],
        "done": s.done[p],
    }


_BOARD_PHASES = (Phase.BUILDING, Phase.TRUST_SETUP, Phase.MARK_CITIES)


def lean_view(s: State, seat: int) -> dict:
    """The fields of ``view.py``'s view that the heuristic reads, for an imagined state.

    Only the building phase and setup read the board and the other players; the other phases
    get the seat's own entry (the others are ``None``).
    """
    board = s.phase in _BOARD_PHASES
    players: list[dict | None]
    if board:
        players = [_player(s, p) for p in range(s.players)]
    else:
        players = [None] * s.players
        players[seat] = _player(s, seat)
    m = s.market
    out = {
        "options": _options(s),
        "players": players,
        "resources": {
            "coal": {"on_market": m[0]},
            "oil": {"on_market": m[1]},
            "garbage": {"on_market": m[2]},
            "uranium": {"on_market": m[3]},
        },
        "step": s.step,
        "phase_out": s.phase_out,
        "auction": {"plant": s.auction.plant} if s.auction is not None else None,
    }
    if has_storage(s):
        out["coal_storage"] = {"count": s.storage}
    if board and (s.phase != Phase.BUILDING or s.conn[seat] is None):  # SimHeuristic reads the state
        names = s.zone.board.cities
        out["cities"] = {
            names[c]: [None if x == EMPTY else ("trust" if x == TRUST else x) for x in slots]
            for c in s.zone.cities
            if (slots := s.slots[c]) != NO_HOUSES
        }
        out["marks"] = [names[c] for c in s.marks]
        if s.phase == Phase.BUILDING and s.queue and s.queue[0] == seat:
            out["build_costs"] = {names[c]: k for c in s.zone.cities if (k := build_cost(s, seat, c)) is not None}
    return out


_FIRST_CITY: dict = {}


class SimHeuristic(HeuristicBot):
    """The heuristic bot, faster and making exactly the same choices: it reads its money, plants,
    tokens and the market, and the building costs (the connection costs the state keeps) off the
    imagined state instead of a view, and the choice of a first city is remembered (imagined
    games repeat the same boards)."""

    @staticmethod
    def _first_city(view: dict, z, cand: dict, index: dict) -> int:
        taken = tuple(sorted(index[nm] for nm, slots in view["cities"].items() if any(x is not None for x in slots)))
        key = (z, taken, tuple(sorted((c, v[0], v[1]) for c, v in cand.items())))
        best = _FIRST_CITY.get(key)
        if best is None:
            if len(_FIRST_CITY) > 20_000:
                _FIRST_CITY.clear()
            best = _FIRST_CITY[key] = HeuristicBot._first_city(view, z, cand, index)
        return best

    def _basics(self, obs: LazyObservation) -> Basics:
        s = obs.state
        p = self.seat
        o = s.options
        return Basics(
            s.money[p],
            len(s.cities[p]),
            tuple(s.plants[p]),
            tuple(s.res[p]),
            tuple(s.market),
            s.storage if has_storage(s) else 0,
            bool(s.phase_out),
            s.step,
            s.players,
            bool(o.classic),
        )

    @staticmethod
    def _auctioned(obs: LazyObservation) -> int:
        return obs.state.auction.plant

    def _zone(self, obs: LazyObservation):
        return obs.state.zone

    def _rival_power(self, obs: LazyObservation) -> int:
        s = obs.state
        rival = 0
        for p in range(s.players):
            if p != self.seat:
                pc = _powerable(tuple(s.plants[p]), tuple(s.res[p]))
                rival = max(rival, pc if not s.done[p] else min(pc, len(s.cities[p])))
        return rival

    def _build_costs(self, obs: LazyObservation) -> dict[int, list[int]]:
        """With a network, from the state's connection costs (as ``building.build_cost``); the
        first city: from the view."""
        s = obs.state
        if s.conn[self.seat] is None:
            return super()._build_costs(obs)
        return {c: [k, price] for c, k, price in connectable(s, self.seat)}


@cache
def _options_json(options) -> dict:
    return options.to_json()


def _options(s: State) -> dict:
    return _options_json(s.options)


class Player:
    """An imagined player: the heuristic, unless told otherwise.

    ``plan`` is a list of actions it plays first while they are legal; ``fixed`` maps a plant to the
    most it bids on it this round (it then raises by 1 up to that limit instead of asking the
    heuristic).
    """

    __slots__ = ("bot", "fixed", "plan", "seat")

    def __init__(self, seat: int):
        self.seat = seat
        self.bot = SimHeuristic(seat, 0)
        self.plan: list | None = None
        self.fixed: dict[int, int] | None = None

    def choose(self, s: State) -> Any:
        if self.plan:
            nxt = self.plan.pop(0)
            if allows(s, nxt):
                return nxt
            self.plan = None
        a = s.auction
        if a is not None and s.scrapper < 0:  # a running auction: no legal list
            money = s.money[self.seat]
            if self.fixed is not None and a.plant in self.fixed:
                return raise_to(self.fixed[a.plant], a.high, money)
            if self.bot._limit is not None:
                return self.bot._answer(a.high, money)
        elif self.fixed is not None and a is None and s.phase != Phase.AUCTION:
            self.fixed = None
        bot = self.bot
        if bot._plan and s.phase in _PLANNED:  # a turn of buying or building the heuristic planned
            nxt = bot._follow(lambda act: allows(s, act))
            if nxt is not None:
                return nxt
        return bot.choose(LazyObservation(s, self.seat, legal(s), lean_view))


_PLANNED = (Phase.RESOURCES, Phase.BUILDING)


def raise_to(limit: int, high: int, money: int) -> Any:
    """In a running auction: raise by 1 while the limit (and money) allows, else pass."""
    if high < limit and high < money:
        return Bid(high + 1)
    return PASS


def play_out(s: State, players: list, stop) -> None:
    """Play the imagined state forward until ``stop(s)`` is true or the game ends."""
    while s.phase != Phase.OVER and not stop(s):
        step(s, players[cast(int, current_player(s))].choose(s), [])  # not over: someone acts
