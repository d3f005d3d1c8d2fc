"""Phase 3 — Bureaucracy (CG-8): production and income, new turn order, refilling the resource
market, updating the plant market. Skipped in the final round (CG-9.2)."""

from __future__ import annotations

from functools import lru_cache

from ...core.errors import IllegalAction, Plural
from ...core.protocol import Event
from ..powergrid_common.turn_order import order_by
from . import trust
from .actions import Action, Produce, burned, hybrid_units, kinds
from .auction import set_order
from .data import RESOURCES, Components
from .market import update
from .messages import event
from .resources import refill, take_units
from .state import Phase, State
from .storage import holding, production_options


def begin(s: State, out: list[Event]) -> None:
    """CG-8.2: production in turn order (position 1 first); the Trust at its position."""
    s.phase = Phase.BUREAUCRACY
    s.queue = s.order[:]
    out.append(event("phase.bureaucracy", {"round": s.round}))


@lru_cache(maxsize=1 << 14)
def _options(data: Components, plants: tuple[int, ...], units: tuple[int, ...]) -> tuple[Produce, ...]:
    """CG-8.2: every feasible choice of plants and hybrid mix (few holdings recur: cached)."""
    produce = kinds(data).produce
    return tuple(produce(sub, g, o) for sub, g, o in production_options(data, plants, units))


def legal(s: State) -> list[Action]:
    p = s.queue[0]
    return list(_options(s.data, tuple(sorted(s.plants[p])), tuple(holding(s, p))))


def complete(s: State, p: int, action: Produce) -> Produce:
    """Fill in the hybrids' mix of a produce action written without it, when only one is possible."""
    h = hybrid_units(s.data, action.plants)
    if not h or action.gas or action.oil:
        return action
    mixes = [a for a in _options(s.data, tuple(sorted(s.plants[p])), tuple(holding(s, p))) if a.plants == action.plants]
    if len(mixes) == 1:
        return mixes[0]
    if len(mixes) > 1:
        raise IllegalAction("CG-4.2", "say which fuel the hybrids burn: {choices}", choices=[str(a) for a in mixes])
    return action


def apply(s: State, action: Action, out: list[Event]) -> None:
    p = s.queue[0]
    if not isinstance(action, Produce):
        raise IllegalAction(
            "CG-8.2",
            "in phase 3 {player} chooses which plants produce "
            "(e.g. 'produce 07 12 with 2 gas 1 oil' or 'produce nothing')",
            player=p,
        )
    action = complete(s, p, action)
    data = s.data
    plants = action.plants
    for x in plants:
        if x not in s.plants[p]:
            raise IllegalAction("CG-8.2", "{player} does not own plant {plant}", player=p, plant=data.label[x])
    if len(set(plants)) != len(plants):
        raise IllegalAction("CG-4.3", "a plant produces at most once per round")
    h = hybrid_units(data, plants)
    if action.gas + action.oil != h or action.gas < 0 or action.oil < 0:
        raise IllegalAction(
            "CG-4.3",
            Plural(
                "the hybrids burn exactly {n} gas and/or oil, not {given}",
                "the hybrids burn exactly {n} gas and/or oil, not {given}",
                "n",
            ),
            n=h,
            given=action.gas + action.oil,
        )
    burn = burned(data, action)
    units = holding(s, p)
    for r in range(4):
        if burn[r] > units[r]:
            raise IllegalAction(
                "CG-8.2",
                "{player} has {quantity}, these plants need {need}",
                player=p,
                quantity=(units[r], RESOURCES[r]),
                need=burn[r],
            )
    for r in range(4):
        take_units(s, s.cards[p], s.singles[p], r, burn[r])
    income = sum(data.income[x] for x in plants) if plants else data.guaranteed
    s.money[p] += income
    s.income[p] = income
    s.queue.pop(0)
    if plants:
        out.append(event("produce", {"player": p, "plants": [data.label[x] for x in plants], "income": income}))
    else:
        out.append(event("produce.nothing", {"player": p, "income": income}))


def trust_turn(s: State, out: list[Event]) -> None:
    trust.bureaucracy(s, out)
    s.queue.pop(0)


def end(s: State, out: list[Event]) -> None:
    """CG-8.4 turn order, CG-8.5–8.9 refill (step 2), CG-8.10–8.12 plant market (step 3)."""
    determine_order(s, out)
    refill(s, out)
    update(s, out)


def determine_order(s: State, out: list[Event]) -> None:
    """CG-8.4 (D-27, D-28, D-11): higher income first; then the highest plant; still tied, the tied
    players' order of this round is reversed. The Trust keeps position 2 (CG-10.8)."""

    number = s.data.number

    def key(p: int) -> tuple[int, int]:
        top = max((number[x] for x in s.plants[p]), default=0)
        return (-(s.income[p] or 0), -top)

    set_order(s, order_by(s.humans(), key, reverse_ties=True))
    out.append(event("order", {"order": s.order[:]}))
