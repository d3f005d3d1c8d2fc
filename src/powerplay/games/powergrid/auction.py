"""Phase 2 — auction of power plants (PG-6, PG-14.6)."""

from __future__ import annotations

from functools import lru_cache
from typing import cast

from ...core.errors import IllegalAction
from ...core.protocol import Event
from ..powergrid_common.auction import min_bid as _min_bid
from ..powergrid_common.auction import next_bidder
from . import trust
from .actions import PASS, Action, Bid, Pass, Scrap, opens, raises
from .common import acquired, determine_order, max_plants, to_supply
from .data import COAL, OIL, PLANTS, RESOURCES, STEP3
from .market import end_auction_phase, place_discount, replace_bought
from .messages import event
from .state import Auction, Phase, State
from .storage import capacities, fits


def begin(s: State, out: list[Event]) -> None:
    """PG-6.2: start Phase 2 with the discount token on the lowest current plant."""
    s.phase = Phase.AUCTION
    n = s.players
    s.got_plant = [False] * n
    s.passed = [False] * n
    s.done = [False] * n
    s.trust_took = False
    out.append(event("phase.auction", {"round": s.round}))
    place_discount(s, out)


def eligible(s: State) -> list[int]:
    """PG-6.3: players, in turn order, who neither acquired a plant nor passed this phase."""
    return [p for p in s.order if not s.got_plant[p] and not s.passed[p]]


def actor(s: State) -> int | None:
    if s.scrapper >= 0:
        return s.scrapper
    if s.auction is not None:
        return s.auction.to_act
    for p in s.order:  # PG-6.6 d: always the first eligible player in turn order
        if not s.got_plant[p] and not s.passed[p]:
            return p
    return None


def min_bid(s: State, plant: int) -> int:
    """PG-6.2, PG-6.4 b: the plant's number, or 1 while the discount token lies on it."""
    return _min_bid(plant, plant == s.discount)


def legal(s: State) -> list[Action]:
    if s.scrapper >= 0:
        return scrap_options(s)
    a = s.auction
    if a is not None:
        return [PASS, *raises(a.high + 1, s.money[a.to_act])]
    p = actor(s)
    assert p is not None
    money = s.money[p]
    last = len(eligible(s)) == 1
    acts: list[Action] = []
    for plant in s.current:
        if plant == STEP3:
            continue
        lo = min_bid(s, plant)
        if lo > money:
            continue
        acts.extend(opens(plant, lo, lo if last else money))  # PG-6.11: the last player, no bidding
    if s.round > 1 or not acts:  # PG-6.12: round 1 must buy (PG-6.15: unless nothing is affordable)
        acts.insert(0, PASS)
    return acts


def apply(s: State, action: Action, out: list[Event]) -> None:
    p = actor(s)
    assert p is not None
    if s.scrapper >= 0:
        if not isinstance(action, Scrap):
            raise IllegalAction("PG-6.9", "{player} owns 4 plants and must first scrap one of the old three", player=p)
        _scrap(s, p, action, out)
        return
    if isinstance(action, Scrap):
        raise IllegalAction("PG-6.9", "a plant may be scrapped only on acquiring a 4th")
    if s.auction is not None:
        _bid_in_auction(s, p, action, out)
    elif isinstance(action, Pass):
        if s.round == 1 and any(x != STEP3 and min_bid(s, x) <= s.money[p] for x in s.current):
            raise IllegalAction("PG-6.12", "in round 1 every player must buy a plant: put one up")
        s.passed[p] = True
        s.done[p] = True
        out.append(event("pass", {"player": p}))
        if p == s.order[0]:
            _trust_turn(s, out)
    elif isinstance(action, Bid):
        _open(s, p, action, out)
    else:
        raise IllegalAction(
            "PG-6.3", "in the auction phase {player} may put a plant up (bid N on plant P) or pass", player=p
        )


def _open(s: State, p: int, bid: Bid, out: list[Event]) -> None:
    """PG-6.4: put a current-market plant up with an opening bid."""
    plant = bid.plant
    if not plant:
        raise IllegalAction("PG-6.4", "name the plant to put up, e.g. 'bid 14 on plant 13'")
    if plant not in s.current:
        if plant in s.future:
            raise IllegalAction("PG-6.4 a", "plant {plant} is in the future market and cannot be put up", plant=plant)
        raise IllegalAction("PG-6.4 a", "plant {plant} is not in the market", plant=plant)
    lo = min_bid(s, plant)
    if bid.amount < lo:
        raise IllegalAction("PG-6.4 b", "the minimum bid for plant {plant} is {bid}", plant=plant, bid=lo)
    if bid.amount > s.money[p]:
        raise IllegalAction("PG-6.4 b", "{player} has only {money} Elektro", player=p, money=s.money[p])
    others = [q for q in eligible(s) if q != p]
    if not others:
        if bid.amount != lo:
            raise IllegalAction(
                "PG-6.11",
                "as the last player {player} buys plant {plant} at its minimum bid {bid}",
                player=p,
                plant=plant,
                bid=lo,
            )
        out.append(event("buy.last", {"player": p, "plant": plant, "price": lo}))
        _buy(s, p, plant, lo, out)
        return
    n = s.players
    active = [q for q in range(n) if not s.got_plant[q] and not s.passed[q]]
    s.auction = Auction(plant, bid.amount, p, active, next_bidder(range(n), p, active, p), p)
    out.append(event("open", {"player": p, "plant": plant, "bid": bid.amount}))


def _bid_in_auction(s: State, p: int, action: Action, out: list[Event]) -> None:
    a = s.auction
    assert a is not None
    if isinstance(action, Pass):
        a.active.remove(p)
        out.append(event("pass-bid", {"player": p, "plant": a.plant}))
        if len(a.active) == 1:
            s.auction = None
            out.append(event("buy", {"player": a.leader, "plant": a.plant, "price": a.high}))
            _buy(s, a.leader, a.plant, a.high, out)
        else:
            a.to_act = next_bidder(range(s.players), p, a.active, a.leader)
        return
    if not isinstance(action, Bid):
        raise IllegalAction(
            "PG-6.5", "an auction of plant {plant} is running: {player} may raise or pass", plant=a.plant, player=p
        )
    if action.plant and action.plant != a.plant:
        raise IllegalAction(
            "PG-6.5",
            "an auction of plant {plant} is running; plant {other} cannot be put up now",
            plant=a.plant,
            other=action.plant,
        )
    if action.amount <= a.high:
        raise IllegalAction("PG-6.5 a", "a raise must beat the high bid of {bid}", bid=a.high)
    if action.amount > s.money[p]:
        raise IllegalAction("PG-6.5 a", "{player} has only {money} Elektro", player=p, money=s.money[p])
    a.high, a.leader = action.amount, p
    a.to_act = next_bidder(range(s.players), p, a.active, p)
    out.append(event("raise", {"player": p, "bid": action.amount, "plant": a.plant}))


def _buy(s: State, p: int, plant: int, price: int, out: list[Event]) -> None:
    """PG-6.5 d: pay and take the plant; then PG-6.9 (4th plant) and PG-6.7 (replacement)."""
    s.money[p] -= price
    s.current.remove(plant)
    if s.discount == plant:  # PG-6.8 a
        s.discount = 0
    s.plants[p].append(plant)
    s.plants[p].sort()
    s.got_plant[p] = True
    s.done[p] = True
    acquired(s, plant, out)
    if len(s.plants[p]) > max_plants(s):
        s.scrapper, s.scrap_new = p, plant
        return
    _after_purchase(s, out)


def _after_purchase(s: State, out: list[Event]) -> None:
    replace_bought(s, out)
    _trust_turn(s, out)


def _trust_turn(s: State, out: list[Event]) -> None:
    """PG-14.6 b (D-13): once per round, right after the first purchase or the first player's pass."""
    if s.options.trust and not s.trust_took:
        s.trust_took = True
        trust.take_plant(s, out)


def scrap_options(s: State) -> list[Action]:
    """PG-6.9: scrap an old plant, returning any of its tokens (PG-6.9 b); see ``_returns``."""
    p = s.scrapper
    return list(_scraps(tuple(s.plants[p]), tuple(s.res[p]), s.scrap_new, s.options.classic))


@lru_cache(maxsize=1 << 12)
def _scraps(plants: tuple[int, ...], res: tuple[int, ...], new: int, classic: bool) -> tuple[Scrap, ...]:
    """The scrap options of a player with these plants and tokens (cached: search meets them often)."""
    return tuple(Scrap(old, ret) for old in plants if old != new for ret in _returns(plants, res, old, classic))


def _returns(plants: tuple[int, ...], res: tuple[int, ...], old: int, classic: bool) -> list[tuple[int, int, int, int]]:
    """PG-6.9 b: the tokens that may go back to the supply when ``old`` is scrapped.

    003 says the tokens on the scrapped plant *may* be moved to the remaining plants: any tokens
    ``old`` could hold (PG-7.5: the player arranges tokens freely) may be returned, as long as the
    rest fits on the remaining plants (D-17 allows this one discard). Classic (C-10) must keep every
    token that fits (where coal and oil compete for hybrid room, each way is a separate choice).
    """
    rest = tuple(x for x in plants if x != old)
    if classic:
        return _minimal_returns(rest, res)
    plant = PLANTS[old]
    if plant.kind == "eco":
        options = [(0, 0, 0, 0)]
    elif plant.kind == "hybrid":
        options = [
            (c, o, 0, 0)
            for c in range(min(res[COAL], plant.storage) + 1)
            for o in range(min(res[OIL], plant.storage - c) + 1)
        ]
    else:
        r = RESOURCES.index(plant.kind)
        options = cast(
            list[tuple[int, int, int, int]],  # tuple() over range(4): four entries, k of resource r
            [tuple(k if i == r else 0 for i in range(4)) for k in range(min(res[r], plant.storage) + 1)],
        )
    return [ret for ret in options if fits(rest, [h - x for h, x in zip(res, ret)])]


def _minimal_returns(plants: tuple[int, ...], res: tuple[int, ...]) -> list[tuple[int, int, int, int]]:
    cc, co, cg, cu, ch = capacities(plants)
    rg, ru = max(0, res[2] - cg), max(0, res[3] - cu)
    out: list[tuple[int, int, int, int]] = []
    best_ro = None
    for rc in range(res[0] + 1):
        # the fewest oil to return with rc coal returned
        for ro in range(res[1] + 1):
            if max(0, res[0] - rc - cc) + max(0, res[1] - ro - co) <= ch:
                break
        else:
            continue
        if best_ro is None or ro < best_ro:
            out.append((rc, ro, rg, ru))
            best_ro = ro
        if ro == 0:
            break
    return out


def _scrap(s: State, p: int, action: Scrap, out: list[Event]) -> None:
    plant, ret = action.plant, action.returned
    if plant not in s.plants[p]:
        raise IllegalAction("PG-6.9 a", "{player} does not own plant {plant}", player=p, plant=plant)
    if plant == s.scrap_new:
        raise IllegalAction("PG-6.9 a", "plant {plant} was just acquired and cannot be scrapped", plant=plant)
    rest = tuple(x for x in s.plants[p] if x != plant)
    kept = [h - r for h, r in zip(s.res[p], ret)]
    if min(kept) < 0:
        raise IllegalAction("PG-6.9 b", "cannot return more tokens than {player} holds", player=p)
    if not fits(rest, kept):
        raise IllegalAction("PG-6.9 b", "the remaining plants cannot store all those tokens: return more")
    if ret not in _returns(tuple(s.plants[p]), tuple(s.res[p]), plant, s.options.classic):
        if s.options.classic:
            raise IllegalAction("PG-6.9 b", "classic rules: tokens that fit on the remaining plants are kept (C-10)")
        raise IllegalAction(
            "PG-6.9 b", "plant {plant} cannot hold the tokens returned: only its own go back", plant=plant
        )
    s.plants[p].remove(plant)
    s.res[p] = kept
    for r, n in enumerate(ret):
        if n:
            to_supply(s, r, n)
    s.removed.append(plant)
    s.scrapper, s.scrap_new = -1, 0
    if any(ret):
        out.append(event("scrap.returning", {"player": p, "plant": plant, "tokens": sum(ret)}))
    else:
        out.append(event("scrap", {"player": p, "plant": plant}))
    _after_purchase(s, out)


def finished(s: State) -> bool:
    return s.scrapper < 0 and s.auction is None and actor(s) is None


def end(s: State, out: list[Event]) -> None:
    """PG-6.13: discount check, Step 3 card, round-1 reorder, houses back to the top row."""
    end_auction_phase(s, out)
    if s.round == 1:  # PG-6.13 c
        determine_order(s, out)
    s.done = [False] * s.players
