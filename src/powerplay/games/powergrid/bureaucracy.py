"""Phase 5 — bureaucracy: power and income, refill, plant market update (PG-9)."""

from __future__ import annotations

from functools import lru_cache

from ...core.errors import IllegalAction
from ...core.protocol import Event
from . import auction, trust
from .actions import Action, Power
from .common import determine_order, to_supply
from .data import CAPACITY, RESOURCES, SETUP, URANIUM, payment, refill_amounts
from .market import begin_step2, start_of_round, update_market
from .messages import event
from .resources import has_storage
from .state import Phase, State
from .storage import burn_options, fuel_needs, runs


def step2_threshold(s: State) -> int:
    return SETUP["byPlayers"][str(s.players)]["step2Cities"]


def begin(s: State, out: list[Event]) -> None:
    """PG-9.1: the Step 2 check, then income in turn order."""
    s.phase = Phase.BUREAUCRACY
    out.append(event("phase.bureaucracy", {"round": s.round}))
    if s.options.classic:
        start_of_round(s, out)  # C-13: a Step 3 card revealed in Phase 4 starts Step 3 now
    elif s.step == 1 and any(len(c) >= step2_threshold(s) for c in s.cities):
        begin_step2(s, out, 5)
    s.queue = s.order[:]


def legal(s: State) -> list[Action]:
    """PG-9.2 a: every choice of plants and fuel the player's tokens allow (``storage.burn_options``,
    in its order: the choices of these plants, cached, filtered by the tokens)."""
    p = s.queue[0]
    coal, oil, garbage, uranium = s.res[p]
    return [
        act
        for act, c, o, g, u in _power_choices(tuple(s.plants[p]))
        if c <= coal and o <= oil and g <= garbage and u <= uranium
    ]


@lru_cache(maxsize=1 << 12)
def _power_choices(plants: tuple[int, ...]) -> tuple[tuple[Power, int, int, int, int], ...]:
    """Every way to run some of these plants, with the coal, oil, garbage and uranium it burns:
    each subset, and each coal/oil mix of its hybrids (PG-2.7)."""
    return tuple(
        (Power(sub, (c + k, o + h - k, g, u)), c + k, o + h - k, g, u)
        for sub, c, o, g, u, h, _ in runs(plants)
        for k in range(h + 1)
    )


def complete(s: State, p: int, action: Power) -> Power:
    """Fill in the fuel of a power action written without it, when only one mix is possible."""
    if any(action.fuel) or not any(fuel_needs(action.plants)[:5]):
        return action
    mixes = [f for sub, f, _ in burn_options(tuple(s.plants[p]), s.res[p]) if sub == action.plants]
    if len(mixes) == 1:
        return Power(action.plants, mixes[0])
    if len(mixes) > 1:
        choices = [str(Power(action.plants, m)) for m in mixes]
        raise IllegalAction("PG-2.4", "say which fuel the hybrids burn: {choices}", choices=choices)
    return action


def apply(s: State, action: Action, out: list[Event]) -> None:
    p = s.queue[0]
    if not isinstance(action, Power):
        raise IllegalAction(
            "PG-9.2 a",
            "in Phase 5 {player} chooses which plants to run (e.g. 'power 07 10' or 'power nothing')",
            player=p,
        )
    action = complete(s, p, action)
    owned = s.plants[p]
    for n in action.plants:
        if n not in owned:
            raise IllegalAction("PG-9.2 a", "{player} does not own plant {plant}", player=p, plant=n)
    if len(set(action.plants)) != len(action.plants):
        raise IllegalAction("PG-2.6", "a plant runs at most once per round")
    c, o, g, u, h, cities = fuel_needs(tuple(sorted(action.plants)))
    fuel = action.fuel
    if fuel[2] != g or fuel[3] != u or fuel[0] < c or fuel[1] < o or fuel[0] + fuel[1] != c + o + h:
        raise fuel_mix_refusal((c, o, g, u), h, fuel)
    for r in range(4):
        if fuel[r] > s.res[p][r]:
            raise IllegalAction(
                "PG-2.8", "{player} has only {quantity}", player=p, quantity=(s.res[p][r], RESOURCES[r])
            )
    for r in range(4):
        if fuel[r]:
            s.res[p][r] -= fuel[r]
            to_supply(s, r, fuel[r])  # PG-9.2 e
    n = min(cities, len(s.cities[p]))
    income = payment(n)
    s.money[p] += income
    s.powered[p] = n
    s.done[p] = True
    s.queue.pop(0)
    out.append(event("power", {"player": p, "cities": n, "income": income}))


def fuel_mix_refusal(need: tuple[int, int, int, int], hybrid: int, fuel: tuple[int, ...]) -> IllegalAction:
    """PG-2.2 in a player's words, naming only what the plants burn: "these plants burn exactly 1 garbage
    and 2 coal or oil in any mix, not 3 coal"."""
    given = tuple(fuel)
    if not any(need) and not hybrid:
        return IllegalAction("PG-2.2", "these plants burn no fuel, not {given}", given=given)
    if not any(given):
        return IllegalAction(
            "PG-2.2", "these plants burn exactly {need}, and no fuel was given", need=(tuple(need), hybrid)
        )
    return IllegalAction(
        "PG-2.2", "these plants burn exactly {need}, not {given}", need=(tuple(need), hybrid), given=given
    )


def end(s: State, out: list[Event]) -> None:
    """PG-9.3 refill, PG-9.4 market update, then the next round (PG-9.5, PG-5)."""
    trust.bureaucracy(s, out)
    refill(s, out)
    update_market(s, out)
    s.round += 1
    start_of_round(s, out)
    determine_order(s, out)  # PG-5 (Phase 1)
    auction.begin(s, out)


def refill(s: State, out: list[Event]) -> None:
    """PG-9.3: from the supply (USA coal: the storage), most expensive empty slot first."""
    amounts = list(refill_amounts(s.players, s.step, s.options.trust_refill_alternative))
    if s.phase_out:  # PG-9.3 e
        amounts[URANIUM] = 0
    placed = [0, 0, 0, 0]
    for r, a in enumerate(amounts):
        pool = s.storage if r == 0 and has_storage(s) else s.supply[r]
        n = min(a, pool, CAPACITY[r] - s.market[r])
        s.market[r] += n
        if r == 0 and has_storage(s):
            s.storage -= n
        else:
            s.supply[r] -= n
        placed[r] = n
    out.append(event("refill", {"amounts": placed}))
