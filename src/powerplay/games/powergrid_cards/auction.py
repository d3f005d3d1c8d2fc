"""Phase 1 — the Auction (CG-6): auctioneers, bidding, the discount token, the 3-plant limit and
the end of the phase. The Trust's plant (CG-10.4) is taken by ``rules.advance``."""

from __future__ import annotations

from ...core.errors import IllegalAction
from ...core.protocol import Event
from ..powergrid_common.auction import min_bid as _min_bid
from ..powergrid_common.auction import next_bidder
from ..powergrid_common.turn_order import order_by
from . import demolition
from .actions import NO_PLANT, PASS, Action, Bid, Demolish, Discard, Pass, kinds, raises
from .data import TRUST
from .market import current, draw, end_of_auction, future, smallest
from .messages import event
from .resources import take_units
from .state import Auction, Phase, State
from .storage import discard_options, fits, holding


def begin(s: State, out: list[Event]) -> None:
    """CG-6.2: the phase starts with the discount token on the smallest plant of the current market."""
    s.phase = Phase.AUCTION
    n = s.players
    s.bought = [False] * n
    s.passed = [False] * n
    s.bought_plant = [NO_PLANT] * n
    s.trust_took = False
    s.demolished = 0
    s.auction = None
    s.pending, s.pending_seat = "", -1
    low = smallest(s)
    s.discount = low if low is not None else -1
    out.append(event("phase.auction-final" if s.final else "phase.auction", {"round": s.round}))
    if low is not None:
        out.append(event("discount", {"plant": s.data.label[low], "bid": s.data.discount_bid}))


def auctioneer(s: State) -> int | None:
    """CG-6.4 (D-3): the first active human in turn order. An auctioneer who lost an auction stays
    active and chooses again; once he is inactive the next active player after him in turn order
    follows — every player before him is already inactive, so that is the first active one."""
    for p in s.order:
        if p >= 0 and not s.bought[p] and not s.passed[p]:
            return p
    return None


def actor(s: State) -> int | None:
    if s.pending:
        return s.pending_seat
    if s.auction is not None:
        return s.auction.to_act
    return auctioneer(s)


def min_bid(s: State, plant: int) -> int:
    """CG-6.2, CG-6.6: the plant's number, or 1 while the discount token lies on it."""
    data = s.data
    return _min_bid(data.number[plant], plant == s.discount, data.discount_bid)


def ring(s: State) -> list[int] | range:
    """CG-6.8 step 2 (D-3): bids go clockwise in seat order (option: in turn order)."""
    if s.options.bidding_in_turn_order:
        return s.humans()
    return range(s.players)


def finished(s: State) -> bool:
    return not s.pending and s.auction is None and auctioneer(s) is None


def legal(s: State) -> list[Action]:
    if s.pending == "demolish":
        demolish = kinds(s.data).demolish
        return [demolish(x) for x in sorted(s.plants[s.pending_seat])]
    if s.pending == "discard":
        seat = s.pending_seat
        return [Discard(u) for u in discard_options(s.data, tuple(s.plants[seat]), holding(s, seat))]
    a = s.auction
    if a is not None:
        return [PASS, *raises(a.high + 1, s.money[a.to_act])]
    p = auctioneer(s)
    assert p is not None
    money = s.money[p]
    last = not any(s.active(q) for q in range(s.players) if q != p)
    acts: list[Action] = []
    opens = kinds(s.data).opens
    for plant in current(s):
        lo = min_bid(s, plant)
        if lo <= money:
            acts.extend(opens(plant, lo, lo if last else money))  # CG-6.7: the last auctioneer pays the minimum
    if s.round > 1 or not acts:  # CG-6.13: round 1 must buy (D-10: unless nothing is affordable)
        acts.insert(0, PASS)
    return acts


def apply(s: State, action: Action, out: list[Event]) -> None:
    if s.pending == "demolish":
        _demolish(s, s.pending_seat, action, out)
        return
    if s.pending == "discard":
        _discard(s, s.pending_seat, action, out)
        return
    if isinstance(action, (Demolish, Discard)):
        raise IllegalAction("CG-6.14", "a plant is demolished (and units discarded) only on getting a 4th plant")
    if s.auction is not None:
        _bid_in_auction(s, action, out)
        return
    p = auctioneer(s)
    assert p is not None
    if isinstance(action, Pass):
        if s.round == 1 and any(min_bid(s, x) <= s.money[p] for x in current(s)):
            raise IllegalAction("CG-6.13", "in round 1 every player must buy a plant: open an auction")
        s.passed[p] = True
        out.append(event("pass", {"player": p}))
    elif isinstance(action, Bid):
        _open(s, p, action, out)
    else:
        raise IllegalAction(
            "CG-6.5", "in the auction phase {player} may open an auction (bid N on plant P) or pass", player=p
        )


def _open(s: State, p: int, bid: Bid, out: list[Event]) -> None:
    """CG-6.5 a, CG-6.6, CG-6.7: open an auction of a current plant."""
    plant = bid.plant
    if plant == NO_PLANT:
        raise IllegalAction("CG-6.5", "name the plant to auction, e.g. 'bid 12 on plant 12'")
    if plant not in current(s):
        if plant in future(s):
            raise IllegalAction(
                "CG-5.2", "plant {plant} is in the future market and cannot be auctioned", plant=s.data.label[plant]
            )
        raise IllegalAction("CG-6.5", "plant {plant} is not in the market", plant=s.data.label[plant])
    lo = min_bid(s, plant)
    if bid.amount < lo:
        raise IllegalAction("CG-6.6", "the minimum bid for plant {plant} is {bid}", plant=s.data.label[plant], bid=lo)
    if bid.amount > s.money[p]:
        raise IllegalAction("CG-6.22", "{player} has only {money} Elektro", player=p, money=s.money[p])
    still_in = [q for q in range(s.players) if s.active(q)]
    if len(still_in) == 1:
        if bid.amount != lo:
            raise IllegalAction(
                "CG-6.7",
                "as the last auctioneer {player} buys plant {plant} at its minimum bid {bid}",
                player=p,
                plant=s.data.label[plant],
                bid=lo,
            )
        out.append(event("buy.last", {"player": p, "plant": s.data.label[plant], "price": lo}))
        _buy(s, p, plant, lo, out)
        return
    s.auction = Auction(plant, bid.amount, p, p, still_in, next_bidder(ring(s), p, still_in, p))
    out.append(event("open", {"player": p, "plant": s.data.label[plant], "bid": bid.amount}))


def _bid_in_auction(s: State, action: Action, out: list[Event]) -> None:
    """CG-6.8: raise or pass; the last one in wins at his bid."""
    a = s.auction
    assert a is not None
    p = a.to_act
    if isinstance(action, Pass):
        a.still_in.remove(p)
        out.append(event("drop", {"player": p, "plant": s.data.label[a.plant]}))
        if len(a.still_in) == 1:
            out.append(event("buy", {"player": a.leader, "plant": s.data.label[a.plant], "price": a.high}))
            _buy(s, a.leader, a.plant, a.high, out)
        else:
            a.to_act = next_bidder(ring(s), p, a.still_in, a.leader)
        return
    if not isinstance(action, Bid):
        raise IllegalAction(
            "CG-6.8",
            "an auction of plant {plant} is running: {player} may raise or pass",
            plant=s.data.label[a.plant],
            player=p,
        )
    if action.plant not in (NO_PLANT, a.plant):
        raise IllegalAction(
            "CG-6.8",
            "an auction of plant {plant} is running; plant {other} cannot be auctioned now",
            plant=s.data.label[a.plant],
            other=s.data.label[action.plant],
        )
    if action.amount <= a.high:
        raise IllegalAction("CG-6.8", "a raise must beat the high bid of {bid}", bid=a.high)
    if action.amount > s.money[p]:
        raise IllegalAction("CG-6.22", "{player} has only {money} Elektro", player=p, money=s.money[p])
    a.high, a.leader = action.amount, p
    a.to_act = next_bidder(ring(s), p, a.still_in, p)
    out.append(event("raise", {"player": p, "bid": action.amount, "plant": s.data.label[a.plant]}))


def _buy(s: State, p: int, plant: int, price: int, out: list[Event]) -> None:
    """CG-6.9: pay, take the plant, refill the lot (DRAW); then the 3-plant limit (CG-6.14, D-23)."""
    s.auction = None
    s.money[p] -= price
    s.market.remove(plant)
    if s.discount == plant:  # CG-6.16: the token goes beside the market
        s.discount = -1
    s.plants[p].append(plant)
    s.bought[p] = True
    s.bought_plant[p] = plant
    draw(s, 1, out)
    if len(s.plants[p]) > s.data.max_plants:
        s.pending, s.pending_seat = "demolish", p


def _demolish(s: State, p: int, action: Action, out: list[Event]) -> None:
    """CG-6.14 (D-30): remove one of the 4 plants, the new one included; CG-11.5 compensation."""
    if not isinstance(action, Demolish):
        raise IllegalAction("CG-6.14", "{player} owns 4 plants and must first demolish one of them", player=p)
    if action.plant not in s.plants[p]:
        raise IllegalAction(
            "CG-6.14", "{player} does not own plant {plant}", player=p, plant=s.data.label[action.plant]
        )
    s.plants[p].remove(action.plant)
    s.removed.append(action.plant)
    out.append(event("demolish", {"player": p, "plant": s.data.label[action.plant]}))
    demolition.compensate(s, p, out)
    if fits(s.data, tuple(s.plants[p]), holding(s, p)):
        s.pending, s.pending_seat = "", -1
    else:
        s.pending = "discard"


def _discard(s: State, p: int, action: Action, out: list[Event]) -> None:
    """CG-6.15 (D-31): give up exactly the units that no longer fit; they leave play."""
    if not isinstance(action, Discard):
        raise IllegalAction("CG-6.15", "{player}'s plants cannot store all his resources: discard the excess", player=p)
    options = discard_options(s.data, tuple(s.plants[p]), holding(s, p))
    if action.units not in options:
        choices = [str(Discard(u)) for u in options]
        raise IllegalAction("CG-6.15", "{player} gives up exactly the excess: {choices}", player=p, choices=choices)
    for r, k in enumerate(action.units):
        take_units(s, s.cards[p], s.singles[p], r, k)
    s.pending, s.pending_seat = "", -1
    out.append(event("discard", {"player": p, "units": list(action.units)}))


def end(s: State, out: list[Event]) -> None:
    """CG-6.19: unsold discounted plant, ORM card, demolition card, round-1 reordering, token aside."""
    end_of_auction(s, out)
    demolition.end_of_phase(s, out)
    if s.round == 1:
        reorder_first_round(s, out)


def reorder_first_round(s: State, out: list[Event]) -> None:
    """CG-6.20 (D-11, D-27; CG-10.9): the highest plant bought this round first; equal numbers swap
    (the tied players' order is reversed); without a plant (D-10) a player counts as 0; the Trust
    stays at position 2."""
    humans = order_by(
        s.humans(), lambda p: -s.data.number[s.bought_plant[p]] if s.bought_plant[p] >= 0 else 0, reverse_ties=True
    )
    set_order(s, humans)
    out.append(event("order.first-round", {"order": s.order[:]}))


def set_order(s: State, humans: list[int]) -> None:
    """The humans in their new order; the Trust keeps position 2 (CG-2.4, CG-10.8)."""
    if s.options.trust:
        humans = humans[:1] + [TRUST] + humans[1:]
    s.order = humans
