"""Phase 2 — buying resources (CG-7), the resource market's cards and its refill (CG-8.5–8.9).

Columns 2–4 are ``s.columns[0..2]``, lists of card indexes in market order (CG-2.8 step 6: by type,
then by current value; equal cards keep their places). Column 1 holds only single cards, counted
per type in ``s.col1``.
"""

from __future__ import annotations

from ...core.errors import IllegalAction
from ...core.protocol import Event
from .actions import DONE, Action, Buy, Done
from .data import RESOURCES, Card
from .market import draw, remove, shuffle, smallest
from .messages import event
from .state import Phase, State
from .storage import free, holding

_BUYS: dict[tuple[int, int, int], Buy] = {}


def _buy(value: int, r: int, column: int) -> Buy:
    key = (value, r, column)
    b = _BUYS.get(key)
    if b is None:
        b = _BUYS[key] = Buy(value, r, column)
    return b


def slots(s: State) -> int:
    """CG-2.8: N, the cards per column 2–4 for this player count."""
    return s.data.per_column[s.players]


def sort_column(s: State, column: list[int]) -> None:
    """CG-2.8 step 6: by type order, then by current value (stable)."""
    value = s.value
    card_type = s.data.card_type
    column.sort(key=lambda c: (card_type[c], value[c]))


def card_label(s: State, card: int) -> str:
    return f"{RESOURCES[s.data.card_type[card]]}:{s.value[card]}"


def multiplier(s: State) -> int:
    """CG-4.6 / CG-7.11: storage ×2, in the final round ×1 (D-29)."""
    return s.data.final_storage if s.final else s.data.storage


def to_column1(s: State, r: int, n: int) -> int:
    """CG-7.6 (D-6): ``n`` units turned down become single cards in column 1; the engine makes a
    single when the supply has none (or, with ``limited_singles``, the unit is lost). Returns how
    many singles went to column 1."""
    moved = 0
    for _ in range(n):
        if s.supply[r] > 0:
            s.supply[r] -= 1
        elif s.options.limited_singles:
            continue
        else:
            s.created[r] += 1
        s.col1[r] += 1
        moved += 1
    return moved


# ---- phase 2 ---------------------------------------------------------------------------------
def begin(s: State, out: list[Event]) -> None:
    """CG-7.1: reverse turn order, the Trust at its position 2 (CG-7.10)."""
    s.phase = Phase.RESOURCES
    s.queue = s.order[::-1]
    out.append(event("phase.resources-final" if s.final else "phase.resources", {"round": s.round}))


def legal(s: State) -> list[Action]:
    """CG-7.3–7.5: done, or buy one card a plant can use and the player can pay."""
    p = s.queue[0]
    plants = tuple(s.plants[p])
    acts: list[Action] = [DONE]
    if not plants:
        return acts
    data = s.data
    units = holding(s, p)
    m = multiplier(s)
    money = s.money[p]
    room = [free(data, plants, units, r, m) for r in range(4)]
    prices = data.prices
    for r in range(4):
        if s.col1[r] and room[r] and money >= prices[0]:
            acts.append(_buy(1, r, 1))
    value = s.value
    card_type = data.card_type
    for k, column in enumerate(s.columns):
        price = prices[k + 1]
        seen = set()
        for c in column:
            r = card_type[c]
            v = value[c]
            if room[r] and price * v <= money and (r, v) not in seen:
                seen.add((r, v))
                acts.append(_buy(v, r, k + 2))
    return acts


def find(s: State, action: Buy) -> int | None:
    """The first card of that type and value in market order (a single: any, -1)."""
    if action.column == 1:
        return -1 if action.value == 1 and s.col1[action.type] else None
    card_type = s.data.card_type
    for c in s.columns[action.column - 2]:
        if card_type[c] == action.type and s.value[c] == action.value:
            return c
    return None


def apply(s: State, action: Action, out: list[Event]) -> None:
    p = s.queue[0]
    if isinstance(action, Done):
        s.queue.pop(0)
        out.append(event("done", {"player": p}))
        return
    if not isinstance(action, Buy):
        raise IllegalAction("CG-7.3", "in phase 2 {player} may buy a resource card or say done", player=p)
    r, column = action.type, action.column
    name = RESOURCES[r]
    card = find(s, action)
    if card is None:
        if column == 1:
            raise IllegalAction("CG-7.2", "column {column} has no {resource} single card", column=column, resource=name)
        raise IllegalAction(
            "CG-7.2",
            "column {column} has no {resource} card showing {value}",
            column=column,
            resource=name,
            value=action.value,
        )
    plants = tuple(s.plants[p])
    units = holding(s, p)
    room = free(s.data, plants, units, r, multiplier(s))
    if room < 1:
        if s.final:
            raise IllegalAction(
                "CG-7.11",
                "in the final round {player} may buy only the {resource} his plants burn once, and needs no more",
                player=p,
                resource=name,
            )
        raise IllegalAction(
            "CG-7.5", "{player}'s plants cannot store more {resource} (CG-4.6)", player=p, resource=name
        )
    price = s.data.prices[column - 1] * action.value
    if price > s.money[p]:
        raise IllegalAction(
            "CG-7.5", "the card costs {price} and {player} has {money} Elektro", price=price, player=p, money=s.money[p]
        )
    s.money[p] -= price
    if card < 0:
        s.col1[r] -= 1
        s.singles[p][r] += 1
        out.append(event("buy-res.single", {"player": p, "resource": name, "price": price}))
        return
    s.columns[column - 2].remove(card)
    keep = min(action.value, room)
    s.value[card] = keep
    s.cards[p].append(card)
    args = {"player": p, "resource": name, "value": action.value, "column": column, "price": price}
    if keep < action.value:  # CG-7.6: turned down; the excess goes to column 1 as singles
        args["kept"] = keep
        args["singles"] = to_column1(s, r, action.value - keep)
        out.append(event("buy-res.turned-down", args))
    else:
        out.append(event("buy-res", args))


# ---- phase 3, step 2 -------------------------------------------------------------------------
def refill(s: State, out: list[Event]) -> None:
    """CG-8.5–8.7: shift cards to cheaper columns, then draw into the cheapest empty slots."""
    n = slots(s)
    for src, dst in s.data.shifts:  # CG-8.5: 3→2, 4→2, 4→3
        source, target = s.columns[src - 2], s.columns[dst - 2]
        room = n - len(target)
        if room > 0 and source:
            moving = source[:room]  # the columns are in shifting priority (market order)
            del source[:room]
            target.extend(moving)
            out.append(event("shift", {"cards": len(moving), "source": src, "target": dst}))
    drawn = 0
    amount = s.data.card_amount
    for k in range(3):
        column = s.columns[k]
        while len(column) < n:
            if not s.res_deck and not reshuffle(s, out):
                break
            card = s.res_deck.pop()
            s.value[card] = amount[card]  # CG-4.9, D-22: full value
            column.append(card)
            drawn += 1
    for column in s.columns:
        sort_column(s, column)
    if drawn:
        out.append(event("refill", {"cards": drawn}))


def reshuffle(s: State, out: list[Event]) -> bool:
    """CG-8.8–8.9: the discard pile becomes the deck; a plant leaves the market. D-15: both empty,
    nothing happens (returns False)."""
    if not s.discard:
        out.append(event("no-cards", {}))
        return False
    deck = s.discard
    shuffle(s, deck)
    amount = s.data.card_amount
    for c in deck:
        s.value[c] = amount[c]
    s.res_deck = deck
    s.reshuffles += 1
    if s.plusplus:  # the "++" set becomes the discard pile after the first reshuffle
        s.discard = s.plusplus
        s.plusplus = []
    else:
        s.discard = []
    out.append(event("reshuffle", {"reshuffle": s.reshuffles}))
    low = smallest(s)
    if low is not None:  # CG-8.9: the cheapest plant of the current market leaves
        remove(s, low, "removed.reshuffle", out)
    draw(s, 3, out)
    return True


def take_units(s: State, cards: list[int], singles: list[int], r: int, k: int) -> None:
    """CG-4.10 (D-7): ``k`` units of type ``r`` leave a supply: single cards first (back to the
    single supply), then cards by ascending current value, oldest first; cards at 0 are discarded."""
    if k <= 0:
        return
    s_take = min(singles[r], k)
    if s_take:
        singles[r] -= s_take
        s.supply[r] += s_take
        k -= s_take
    if k <= 0:
        return
    value = s.value
    card_type = s.data.card_type
    mine = sorted((c for c in cards if card_type[c] == r), key=value.__getitem__)
    for c in mine:
        if k <= 0:
            break
        t = min(value[c], k)
        value[c] -= t
        k -= t
        if value[c] == 0:
            cards.remove(c)
            s.discard.append(c)
    assert k == 0, "not enough units"


def card_json(s: State, card: int) -> dict:
    """A card as the views show it (``CARD`` of the interface doc)."""
    c: Card = s.data.cards[card]
    return {"id": c.id, "type": RESOURCES[c.type], "value": s.value[card], "amount": c.amount, "kind": c.kind}


def singles_json(r: int, count: int) -> list[dict]:
    name = RESOURCES[r]
    return [{"id": f"S-{name}-{i + 1}", "type": name, "value": 1, "amount": 1, "kind": "single"} for i in range(count)]
