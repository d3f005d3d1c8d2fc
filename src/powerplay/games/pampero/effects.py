"""Effects (PA-37.2): the data's operations, one after another, each at once or as a decision its
player owes.

An effect in progress is a ``RUN`` step on ``State.pending``: its source (where the operations are
written: a card, a bonus cell, a tower cell, …) and the index of the next one. ``turns.run`` takes the
next operation, leaves a ``RUN`` step for the rest underneath, and carries it out: an operation that
needs a decision pushes that decision's step above, so it is made before the rest of the effect goes
on. This module has the sources and the operations that need no other module.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

from ...core.protocol import Event
from . import grid
from .counts import income_value
from .data import STORAGE, SUPPLY, Effect
from .state import State, Step

RUN: Final = "run"
"""An effect in progress: ``args`` = (source kind, source id, option, next index)."""
MARKET: Final = "market"
"""A market to choose: ``args`` = (``income`` or ``advance``, steps) (PA-22.2, PA-37.2 ``*_any``)."""
SPECIALIST: Final = "specialist"
"""A specialist card to take (PA-23.1)."""

CARD: Final = "card"
TOWER_CELL: Final = "tower-cell"
BONUS_CELL: Final = "bonus-cell"
BONUS_TOKEN: Final = "bonus-token"
TRANSFORMER: Final = "transformer"
PARKING: Final = "parking"
DARK_GREEN: Final = "dark-green"
LINK: Final = "link"
CONTRACT: Final = "contract"
"""A fulfilled contract's income arrows (PA-16.5), as ``advance_income`` operations."""


def ops(s: State, kind: str, source: str, option: int) -> Effect:
    """The operations of an effect's source; ``option`` picks one of a choice's options (1, 2, …)."""
    data = s.data
    if kind == CARD:
        effect = data.cards[source].effect
    elif kind == TOWER_CELL:
        effect = data.tower_bonus.get(int(source), ())
    elif kind == BONUS_CELL:
        effect = data.bonus_cells[source].printed
    elif kind == BONUS_TOKEN:
        effect = data.bonus_types[data.bonus_tokens[source][1]].effect
    elif kind == TRANSFORMER:
        effect = data.transformers[source].bonus
    elif kind == PARKING:
        effect = data.parking[source].reward
    elif kind == DARK_GREEN:
        effect = next(reward for column, _, reward in data.dark_green if column == int(source))
    elif kind == LINK:
        effect = data.link_tokens[source].effect
    elif kind == CONTRACT:
        effect = tuple(
            {"op": "advance_income", "market": sym.market, "steps": sym.arrows}
            for sym in data.contracts[source].symbols
            if sym.arrows
        )
    else:
        raise ValueError(kind)
    if option and len(effect) == 1 and effect[0]["op"] == "choice":
        return tuple(effect[0]["options"][option - 1])
    return effect


def start(s: State, seat: int, kind: str, source: str, option: int = 0) -> None:
    """Queue an effect to be carried out (``turns.run`` carries it out)."""
    if ops(s, kind, source, option):
        s.pending.append(Step(RUN, seat, 1, (kind, source, option, 0)))


def simple(s: State, seat: int, op: Mapping[str, Any], out: list[Event]) -> bool:
    """The operations that need no decision and no other module; False for any other."""
    name = op["op"]
    if name == "gain_money":
        s.money[seat] += int(op["amount"])
        out.append(Event("money", {"seat": seat, "amount": int(op["amount"])}))
    elif name == "gain_energy":
        gained = grid.gain_energy(s, seat, int(op["amount"]))
        out.append(Event("energy", {"seat": seat, "amount": gained}))
    elif name == "gain_batteries":
        taken = grid.gain_batteries(s, seat, int(op["amount"]))
        out.append(Event("batteries", {"seat": seat, "amount": taken}))
    elif name == "gain_income":
        market = str(op["market"])
        gain_income(s, seat, market, out)
    elif name == "gain_income_any":
        s.pending.append(Step(MARKET, seat, 1, ("income", 0)))
    elif name == "advance_income_any":
        s.pending.append(Step(MARKET, seat, 1, ("advance", int(op["steps"]))))
    elif name == "advance_income":
        advance(s, seat, str(op["market"]), int(op["steps"]), out)
    elif name == "gain_specialist_card":
        owe_specialist(s, seat)
    elif name == "deploy_bulldozer":
        deploy(s, seat, out)
    elif name == "turn_order_change":
        down(s, seat, out)
    elif name == "take_zone_b_discount_overlay":
        out.append(Event("overlay", {"seat": seat}))  # GAP-17: its use is not in the rulebook
    else:
        return False
    return True


def gain_income(s: State, seat: int, market: str, out: list[Event]) -> None:
    """PA-22.1: gain the current income of a market's marker."""
    amount = income_value(s, seat, market)
    s.money[seat] += amount
    out.append(Event("income", {"seat": seat, "market": market, "amount": amount}))


def advance(s: State, seat: int, market: str, steps: int, out: list[Event]) -> None:
    """PA-10.18, then the dark-green stripes' rewards (PA-10.15)."""
    before = list(s.greens[seat])
    grid.advance(s, seat, market, steps, out)
    for column in s.greens[seat][len(before) :]:
        start(s, seat, DARK_GREEN, str(column))


def owe_specialist(s: State, seat: int) -> None:
    """PA-23.1: a specialist card is owed, if any is left to take."""
    if s.spec_action_row or s.spec_action_deck or s.spec_scoring_row or s.spec_scoring_deck:
        s.pending.append(Step(SPECIALIST, seat))


def deploy(s: State, seat: int, out: list[Event]) -> None:
    """PA-15.4, GAP-18 (provisional): a bulldozer from the personal supply to the storage zone."""
    places = s.bulldozers[seat]
    if SUPPLY in places:
        places[places.index(SUPPLY)] = STORAGE
        out.append(Event("bulldozer.deploy", {"seat": seat}))


def down(s: State, seat: int, out: list[Event]) -> None:
    """PA-7.3, PA-21.1: the turn-order disc moves to the bottom row, same column."""
    if not s.down[seat]:
        s.down[seat] = True
        out.append(Event("turn-order.down", {"seat": seat}))
