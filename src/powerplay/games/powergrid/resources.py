"""Phase 3 — buying resources (PG-7; USA coal storage PG-12.2)."""

from __future__ import annotations

from itertools import accumulate

from ...core.errors import IllegalAction, Plural
from ...core.protocol import Event
from .actions import BUYS, DONE, Action, Buy, Done
from .data import CAPACITY, COAL, PLANTS, RESOURCES, SLOT_PRICES, TRUST, USA_COAL_PRICE
from .messages import event
from .state import Phase, State
from .storage import capacities, room

_PREFIX = tuple(tuple(accumulate(prices, initial=0)) for prices in SLOT_PRICES)


def has_storage(s: State) -> bool:
    return s.options.map == "usa" and not s.options.classic


def available(s: State, r: int) -> int:
    """Tokens a player can buy now: the market, and on the USA side the coal storage (PG-12.2 b)."""
    n = s.market[r]
    if r == COAL and has_storage(s):
        n += s.storage
    return n


def cost(s: State, r: int, k: int) -> int:
    """PG-7.3 / PG-19.2: the k cheapest tokens; USA coal beyond the market costs 8 each."""
    m = s.market[r]
    start = CAPACITY[r] - m
    if k <= m:
        return _PREFIX[r][start + k] - _PREFIX[r][start]
    return _PREFIX[r][CAPACITY[r]] - _PREFIX[r][start] + (k - m) * USA_COAL_PRICE


def take(s: State, r: int, k: int) -> int | None:
    """Remove the k cheapest tokens of r from the market (then the USA storage); return the cost."""
    if k > available(s, r):
        return None
    price = cost(s, r, k)
    from_market = min(k, s.market[r])
    s.market[r] -= from_market
    s.storage -= k - from_market
    return price


def begin(s: State, out: list[Event]) -> None:
    """PG-7.1: reverse turn order; the trust buys in its position 2 (PG-14.7 e)."""
    s.phase = Phase.RESOURCES
    queue = s.order[::-1]
    if s.options.trust:
        queue.insert(len(queue) - 1, TRUST)
    s.queue = queue
    out.append(event("phase.resources", {"round": s.round}))


def burns(s: State, p: int, r: int) -> bool:
    return any(RESOURCES[r] in _burns(PLANTS[n].kind) for n in s.plants[p])


def _burns(kind: str) -> tuple[str, ...]:
    return ("coal", "oil") if kind == "hybrid" else (kind,)


def max_buy(s: State, p: int, r: int) -> int:
    """The most tokens of r the player may buy now: storage room, tokens for sale, money."""
    k = min(room(tuple(s.plants[p]), s.res[p], r), available(s, r))
    money = s.money[p]
    while k > 0 and cost(s, r, k) > money:
        k -= 1
    return k


def legal(s: State) -> list[Action]:
    p = s.queue[0]
    plants = tuple(s.plants[p])
    acts: list[Action] = [DONE]
    caps = capacities(plants)
    for r in range(4):
        if (caps[r] or (r < 2 and caps[4])) and (k := max_buy(s, p, r)):
            acts.extend(BUYS[r][1 : k + 1])
    return acts


def allows(s: State, action: Action) -> bool:
    """Whether ``action`` is among ``legal(s)``, without listing them."""
    if isinstance(action, Done):
        return True
    return isinstance(action, Buy) and 1 <= action.amount <= max_buy(s, s.queue[0], action.resource)


def apply(s: State, action: Action, out: list[Event]) -> None:
    p = s.queue[0]
    if isinstance(action, Done):
        s.done[p] = True
        s.queue.pop(0)
        out.append(event("done.buying", {"player": p}))
        return
    if not isinstance(action, Buy):
        raise IllegalAction("PG-7.1", "in Phase 3 {player} may buy resources or say done", player=p)
    r, k = action.resource, action.amount
    name = RESOURCES[r]
    if k < 1:
        raise IllegalAction("PG-7.1", "buy at least one token")
    if not burns(s, p, r):
        if not s.plants[p]:
            raise IllegalAction("PG-7.2", "{player} has no plant to store {resource}", player=p, resource=name)
        raise IllegalAction(
            "PG-7.2",
            "none of {player}'s plants ({plants}) can store {resource}",
            player=p,
            plants=list(s.plants[p]),
            resource=name,
        )
    free = room(tuple(s.plants[p]), s.res[p], r)
    if k > free:
        raise IllegalAction(
            "PG-7.2",
            Plural(
                "{player}'s plants can store only {n} more {resource} (PG-2.3)",
                "{player}'s plants can store only {n} more {resource} (PG-2.3)",
                "n",
            ),
            player=p,
            n=free,
            resource=name,
        )
    if k > available(s, r):
        raise IllegalAction("PG-7.4", "only {quantity} can be bought now", quantity=(available(s, r), name))
    price = cost(s, r, k)
    if price > s.money[p]:
        raise IllegalAction(
            "PG-7.2",
            "{quantity} cost {price} and {player} has {money} Elektro",
            quantity=(k, name),
            price=price,
            player=p,
            money=s.money[p],
        )
    take(s, r, k)
    s.money[p] -= price
    s.res[p][r] += k
    out.append(event("buy-res", {"player": p, "amount": k, "resource": name, "price": price}))
