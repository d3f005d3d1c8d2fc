"""Action cards on the company board (PA-9): the slot a card goes to, its tab, the zone value and
the alternative cost, and whom a payment goes to (PA-9.9)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, NamedTuple

from ...core.protocol import Event
from . import grid
from .data import Card, Tab
from .state import State


class Payment(NamedTuple):
    """How a card's zone value is settled: ``money`` pesos paid (negative: gained) or, ``alternative``,
    ``batteries`` paid instead (PA-9.6; none when a tower bonus makes it free), to ``payee`` (-1: the
    bank, PA-9.9)."""

    money: int
    batteries: int
    payee: int
    alternative: bool = False


def free_slot(s: State, seat: int, row: str) -> int | None:
    """PA-9.3: the row's leftmost empty slot, even between filled ones; None when the row is full."""
    for i, held in enumerate(s.rows[seat][row]):
        if held is None:
            return i
    return None


def tab_of(s: State, row: str, slot: int, side: str) -> Tab:
    """The tab left visible beside a slot (AMB-03: each slot has its own two)."""
    left, right = s.data.slots[row][slot]
    return left if side == "left" else right


def playing(s: State) -> tuple[Card, Tab, int]:
    """The card being played, its tab and its joker option."""
    assert s.card is not None
    card, row, side, option = s.card
    seat = current_seat(s)
    slot = s.rows[seat][row].index((card, side))
    return s.data.cards[card], tab_of(s, row, slot, side), option


def current_seat(s: State) -> int:
    """The seat whose turn it is (PA-8.1)."""
    return s.order[s.turn]


def requirement(card: Card, op: Mapping[str, Any]) -> Mapping[str, Any] | None:
    """The component an effect needs (PA-9.8): the frame's, or a joker option's own (``*``, PA-21.2)."""
    own = op.get("requirement")
    if own is not None or card.frame.requirement is None:
        return own
    return None if card.frame.requirement.get("component") == "*" else card.frame.requirement


def owners(s: State, seat: int, need: Mapping[str, Any] | None) -> tuple[int, ...]:
    """The seats whose component may meet a requirement (PA-9.9): ``self``, ``other`` or both; a dark
    requirement only one's own."""
    if need is None:
        return tuple(range(s.players))
    allowed = need.get("owners", ("self", "other"))
    if need.get("dark"):
        allowed = ("self",)
    return tuple(p for p in range(s.players) if ("self" if p == seat else "other") in allowed)


def battery_cost(s: State, card: Card, tab: Tab, tower: bool, seat: int) -> int | None:
    """PA-9.6: the batteries a card lets one pay instead of its zone value (AMB-39: its frame's, else the
    zone table; the alternative: always the zone table), less an ongoing tower bonus (``modifier``); None
    if the card has no alternative cost."""
    if not card.frame.batteries_by_zone:
        return None
    own = card.frame.batteries
    if own is not None and tab.zone in own and not s.options.alt("AMB-39"):
        cost = own[tab.zone]
    else:
        cost = int(s.data.setup["battery_alt_cost_by_zone"][tab.zone])
    if tower:
        for mod in modifiers(s, seat, "build_tower"):
            cost = max(int(mod.get("min", 0)), cost + int(mod.get("battery_alt_cost_delta", 0)))
    return cost


def modifiers(s: State, seat: int, applies_to: str) -> list[Mapping[str, Any]]:
    """The ongoing changes of the seat's tower bonus tokens to an effect (PA-12.6)."""
    data = s.data
    out = []
    for token_type in s.bonus_slots[seat]:
        if token_type is None:
            continue
        for op in data.bonus_types[data.bonus_tokens[token_type][1]].effect:
            if op["op"] == "modifier" and op.get("applies_to") == applies_to:
                out.append(op)
    return out


def payments(s: State, seat: int, card: Card, tab: Tab, payee: int, tower: bool = False) -> list[Payment]:
    """The ways the seat can settle the zone value (PA-9.5, PA-9.6, PA-9.11): paying the zone value,
    or the batteries instead, to ``payee`` (-1: the bank); a bonus is gained from the bank."""
    money = card.frame.money
    if money == "bonus":
        return [Payment(-tab.money, 0, -1)]
    if money != "cost":
        return [Payment(0, 0, -1)]
    out = []
    if s.money[seat] >= tab.money:
        out.append(Payment(tab.money, 0, payee))
    batteries = battery_cost(s, card, tab, tower, seat)
    if batteries is not None and s.batteries[seat] >= batteries:
        out.append(Payment(0, batteries, payee, True))
    return out


def settle(s: State, seat: int, pay: Payment, energy: int, out: list[Event]) -> None:
    """PA-9.12 step 3: pay or gain the zone value, and gain the tab's energy (PA-9.7)."""
    s.money[seat] -= pay.money
    if pay.payee >= 0:
        s.money[pay.payee] += pay.money
        s.batteries[pay.payee] += pay.batteries
        s.batteries[seat] -= pay.batteries
    elif pay.batteries:
        grid.spend_batteries(s, seat, pay.batteries)
    s.paid = True
    gained = grid.gain_energy(s, seat, energy) if energy else 0
    out.append(
        Event(
            "card.pay",
            {"seat": seat, "money": pay.money, "batteries": pay.batteries, "payee": pay.payee, "energy": gained},
        )
    )


def tab_energy(s: State, seat: int, card: Card, tab: Tab, wind: bool) -> int:
    """PA-9.7, PA-13.3, PA-21.2: the tab's energy when the frame shows it, and always for a wind farm
    (plus an ongoing tower bonus's, ``modifier``)."""
    if card.frame.energy == "yes" or wind:
        extra = sum(int(m.get("extra_energy", 0)) for m in modifiers(s, seat, "build_wind_farm")) if wind else 0
        return tab.energy + extra
    return 0
