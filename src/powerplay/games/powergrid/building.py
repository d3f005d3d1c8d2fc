"""Phase 4 — building (PG-8; starting cities PG-13; trust houses PG-14.8)."""

from __future__ import annotations

from collections.abc import Iterator
from functools import cache

from ...core.errors import IllegalAction
from ...core.protocol import Event
from . import trust
from .actions import DONE, Action, Build, Done
from .data import CLASSIC, EMPTY, SETUP, Board
from .market import begin_step2, drop_low_plants
from .messages import event
from .state import Phase, State

SLOT_COSTS: tuple[int, ...] = tuple(SETUP["global"]["slotCosts"])
HOUSES: int = SETUP["global"]["_housesForCities"]


def houses(s: State) -> int:
    """PG-3.4: 20 houses for cities (classic: 21, so that 2 players can reach 21 cities)."""
    return CLASSIC["housesForCities"] if s.options.classic else HOUSES


def begin(s: State, out: list[Event]) -> None:
    """PG-8.1: reverse turn order."""
    s.phase = Phase.BUILDING
    s.queue = s.order[::-1]
    out.append(event("phase.building", {"round": s.round}))


def open_slot(s: State, city: int) -> int:
    """PG-8.6 b: the cheapest empty slot open in this Step, or -1."""
    slots = s.slots[city]
    for i in range(s.step):
        if slots[i] == EMPTY:
            return i
    return -1


def _start_cities(s: State) -> list[int] | None:
    """PG-13.2–13.3: with the variant, a first city must be a marked city with an open slot
    (D-15: if none has one, any city)."""
    if not s.options.starting_cities:
        return None
    marked = [c for c in s.marks if open_slot(s, c) >= 0]
    return marked or None


def build_cost(s: State, p: int, city: int) -> int | None:
    """PG-8.2, PG-8.4: what connecting ``city`` costs player ``p`` now, or None if not allowed."""
    if not s.zone.in_zone[city] or p in s.slots[city]:
        return None
    slot = open_slot(s, city)
    if slot < 0:
        return None
    conn = s.conn[p]
    if conn is None:  # first city, no connection cost
        starts = _start_cities(s)
        if starts is not None and city not in starts:
            return None
        return SLOT_COSTS[slot]
    if s.step == 1 and city in s.marks:  # PG-13.3
        return None
    return conn[city] + SLOT_COSTS[slot]


def legal(s: State) -> list[Action]:
    p = s.queue[0]
    acts: list[Action] = [DONE]
    if len(s.cities[p]) >= houses(s):
        return acts
    money = s.money[p]
    builds = _builds(s.zone.board)
    conn = s.conn[p]
    if conn is None:
        for c in s.zone.cities:
            k = build_cost(s, p, c)
            if k is not None and k <= money:
                acts.append(builds[c])
        return acts
    acts.extend(builds[c] for c, _, _ in connectable(s, p, money))
    return acts


def connectable(s: State, p: int, money: int | None = None) -> Iterator[tuple[int, int, int]]:
    """The hot path of ``build_cost`` for a player with a network: each city they may connect
    (within ``money``, when given), with its connection cost and the price of its open slot."""
    conn = s.conn[p]
    assert conn is not None
    step, slots, first = s.step, s.slots, SLOT_COSTS[0]
    budget = money if money is not None else 1 << 62
    marks = s.marks if step == 1 else ()
    for c in s.zone.cities:
        k = conn[c]
        if k + first > budget:  # not even its cheapest slot: the common case, checked first
            continue
        sl = slots[c]
        if p in sl:
            continue
        i = 0
        while i < step and sl[i] != EMPTY:
            i += 1
        if i < step and c not in marks and k + SLOT_COSTS[i] <= budget:
            yield c, k, SLOT_COSTS[i]


def allows(s: State, action: Action) -> bool:
    """Whether ``action`` is among ``legal(s)``, without listing them."""
    if isinstance(action, Done):
        return True
    if not isinstance(action, Build):
        return False
    p = s.queue[0]
    city = s.zone.board.index.get(action.city)
    if city is None or len(s.cities[p]) >= houses(s):
        return False
    k = build_cost(s, p, city)
    return k is not None and k <= s.money[p]


@cache
def _builds(board: Board) -> tuple[Build, ...]:
    return tuple(Build(name) for name in board.cities)


def _why_not(s: State, p: int, city: int) -> IllegalAction:
    name = s.zone.board.cities[city]
    if not s.zone.in_zone[city]:
        return IllegalAction("PG-8.5 b", "{city} is outside the regions in play", city=name)
    if p in s.slots[city]:
        return IllegalAction("PG-8.6 c", "{player} already has a house in {city}", player=p, city=name)
    if open_slot(s, city) < 0:
        return IllegalAction("PG-8.6 a", "{city} has no open slot in Step {step}", city=name, step=s.step)
    if s.conn[p] is None:
        if s.options.starting_cities and _start_cities(s) is not None:
            return IllegalAction("PG-13.2", "the first city must be a marked starting city, not {city}", city=name)
        return IllegalAction("PG-8.2", "in Step 1 the first city must be an empty city; {city} is taken", city=name)
    return IllegalAction("PG-13.3", "in Step 1 the marked city {city} can only be a starting city", city=name)


def apply(s: State, action: Action, out: list[Event]) -> None:
    p = s.queue[0]
    if isinstance(action, Done):
        s.done[p] = True
        s.queue.pop(0)
        out.append(event("done.building", {"player": p}))
        return
    if not isinstance(action, Build):
        raise IllegalAction("PG-8.1", "in Phase 4 {player} may build cities or say done", player=p)
    if len(s.cities[p]) >= houses(s):
        raise IllegalAction("PG-8.7", "{player} has no houses left", player=p)
    city = s.zone.board.index[action.city]
    k = build_cost(s, p, city)
    if k is None:
        raise _why_not(s, p, city)
    if k > s.money[p]:
        raise IllegalAction(
            "PG-8.7",
            "{city} costs {price} and {player} has {money} Elektro",
            city=action.city,
            price=k,
            player=p,
            money=s.money[p],
        )
    place(s, p, city, k, out)


def extended(conn: tuple[int, ...] | None, dist: tuple[int, ...]) -> tuple[int, ...]:
    """PG-8.4: a network's cheapest connection to each city once a city at distances ``dist`` joins it
    (a new tuple: a network's costs are replaced, never changed, so copies of the state share them)."""
    if conn is None:
        return tuple(dist)
    return tuple([a if a < b else b for a, b in zip(conn, dist)])


def place(s: State, p: int, city: int, price: int, out: list[Event]) -> None:
    """Pay, put the house on the cheapest open slot, extend the network's connection costs."""
    slot = open_slot(s, city)
    was_empty = all(x == EMPTY for x in s.slots[city])
    s.put_house(city, slot, p)
    s.money[p] -= price
    s.cities[p].append(city)
    s.conn[p] = extended(s.conn[p], s.zone.dist[city])
    out.append(
        event("build", {"player": p, "city": s.zone.board.cities[city], "price": price, "cities": len(s.cities[p])})
    )
    if city in s.marks and len(s.cities[p]) == 1:  # PG-13.2: the token returns to the supply
        s.marks.remove(city)
        s.supply[3] += 1
    trust.after_build(s, city, was_empty, out)
    if s.options.classic:
        if s.step == 1 and len(s.cities[p]) >= CLASSIC["step2Cities"][str(s.players)]:
            begin_step2(s, out, 4)  # C-12: Step 2 at once, slot 15 opens for the rest of Phase 4
        drop_low_plants(s, out, 4)  # C-11


def game_end(s: State) -> bool:
    """PG-11.1: a human network at the end threshold ends the game after this Phase 4."""
    need = end_cities(s)
    return any(len(c) >= need for c in s.cities)


def end_cities(s: State) -> int:
    key = str(s.players)
    if s.options.classic:
        return CLASSIC["endCities"][key]
    return SETUP["byPlayers"][key]["endCities"]
