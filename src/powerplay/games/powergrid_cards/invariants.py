"""What every card-game position obeys, however it came about (docs/games/powergrid-cards-positions.md,
"Validation").

``check(s)`` raises :class:`IllegalAction` naming the first rule the state breaks. The position
reader runs it on every position it reads, and the random-play tests run it after every action;
the hot paths (legal, apply, copy) never do.
"""

from __future__ import annotations

from ...core.errors import IllegalAction
from .auction import MAX_PLANTS, auctioneer, min_bid
from .data import CARD_AMOUNT, CARD_TYPE, CARDS, GLOBAL, LABEL, NUMBER, ORM, PLANTS, RESOURCES, SINGLES, TRUST
from .market import current
from .resources import slots
from .setup import demolition_deck
from .state import Phase, State
from .storage import fits, holding

ALL_PLANTS = (*range(len(PLANTS)), ORM)
"""CG-1.1: the 42 plants and the ORM card."""
MARKET_SIZE = GLOBAL["currentMarketSize"] + GLOBAL["futureMarketSize"]
FINAL_MARKET_SIZE = GLOBAL["finalMarketSize"]


def check(s: State) -> None:
    """Every rule below, in order: the first one broken is raised."""
    _turn(s)
    _plants(s)
    _cards(s)
    _holdings(s)


def _who(p: int) -> str:
    return "the Trust" if p == TRUST else f"P{p + 1}"


def _turn(s: State) -> None:
    """Round, turn order, money and who acts (CG-2.4, CG-3, CG-6, CG-7.1, CG-8.2, CG-9)."""
    n = s.players
    seats = [*range(n), TRUST] if s.options.trust else list(range(n))
    if sorted(s.order) != sorted(seats):
        raise IllegalAction("CG-2.3", f"the turn order {s.order} must list every seat once (and the Trust, -1)")
    if s.options.trust and s.order[1] != TRUST:
        raise IllegalAction("CG-2.4", "the Trust is always at position 2 of the turn order")
    if s.round < 1:
        raise IllegalAction("CG-3.1", f"round {s.round}: rounds count from 1")
    for p in range(n):
        if s.money[p] < 0:
            raise IllegalAction("CG-6.22", f"P{p + 1} has {s.money[p]} Elektro: money never becomes negative")
    if s.final and not s.orm_resolved:
        raise IllegalAction("CG-9.1", "the final round is the first round after the ORM card was resolved")
    if s.phase == Phase.RESOURCES:
        order = s.order[::-1]  # CG-7.1: reverse turn order, one turn each
    elif s.phase == Phase.BUREAUCRACY:
        order = s.order[:]  # CG-8.2: turn order
    else:
        order = []
    if s.queue != order[len(order) - len(s.queue) :]:
        raise IllegalAction(
            "CG-3.2",
            f"the queue {[_who(p) for p in s.queue]} is not the end of this phase's order {[_who(p) for p in order]}",
        )
    if s.phase == Phase.OVER:
        if not s.winners or any(not 0 <= w < n for w in s.winners):
            raise IllegalAction("CG-9.5", f"a finished game names its winners among the players, not {s.winners}")
    elif s.winners:
        raise IllegalAction("CG-9.5", "winners are named only when the game is over")
    if (s.auction is not None or s.pending) and s.phase != Phase.AUCTION:
        raise IllegalAction("CG-6.8", f"an auction or a demolition in {s.phase}")
    a = s.auction
    if a is not None:
        if s.pending:
            raise IllegalAction("CG-6.14", "a demolition is settled before the next auction")
        if a.plant not in current(s):
            raise IllegalAction("CG-6.5", f"the auction's plant {LABEL[a.plant]} is not in the current market")
        active = [p for p in range(n) if s.active(p)]
        if len(a.still_in) < 2 or len(set(a.still_in)) != len(a.still_in) or any(p not in active for p in a.still_in):
            raise IllegalAction("CG-6.8", f"the bidders {a.still_in} must be two or more players still active")
        if a.leader not in a.still_in or a.to_act not in a.still_in or a.to_act == a.leader:
            raise IllegalAction("CG-6.8", "the leader and the player to answer are two bidders still in")
        if a.auctioneer != auctioneer(s):
            raise IllegalAction("CG-6.4", f"P{a.auctioneer + 1} is not the auctioneer: the first active player is")
        if a.high < min_bid(s, a.plant):
            raise IllegalAction("CG-6.6", f"the high bid {a.high} is below plant {LABEL[a.plant]}'s minimum bid")
    if s.pending:
        p = s.pending_seat
        if not 0 <= p < n or len(s.plants[p]) != (MAX_PLANTS + 1 if s.pending == "demolish" else MAX_PLANTS):
            raise IllegalAction("CG-6.14", f"a {s.pending} is pending for {_who(p)}, who did not just buy a 4th plant")
    full = demolition_deck(s.options)
    if s.demolition != full[len(full) - len(s.demolition) :] or (full and not s.demolition):
        raise IllegalAction("CG-11.7", "the demolition deck is cards 1–5 less those taken off its top; the last stays")
    if s.demolished < 0:
        raise IllegalAction("CG-11.5", f"{s.demolished} demolitions in this Auction phase")


def _plants(s: State) -> None:
    """Plant cards (CG-1.1, CG-12.4), the 3-plant limits (CG-6.14, CG-10.5) and the market (CG-5)."""
    places = {
        "the plant deck": s.deck,
        "the market": s.market,
        "the box": s.box,
        "the removed cards": s.removed,
        "the Trust's plants": s.trust_plants,
        **{f"P{p + 1}'s plants": s.plants[p] for p in range(s.players)},
    }
    where: dict[int, str] = {}
    for name, cards in places.items():
        for c in cards:
            if c in where:
                raise IllegalAction("CG-12.4", f"plant {LABEL[c]} is in two places: {where[c]} and {name}")
            where[c] = name
    missing = [LABEL[c] for c in ALL_PLANTS if c not in where]
    if missing:
        raise IllegalAction("CG-12.4", f"plant cards {', '.join(missing)} are missing")
    if ORM in s.box or ORM in s.trust_plants or any(ORM in x for x in s.plants):
        raise IllegalAction("CG-5.3", "the ORM card is not a plant: nobody owns it, it is never removed unseen")
    if s.orm_resolved != (ORM in s.removed):
        raise IllegalAction("CG-5.4", "the ORM card is resolved exactly when it is removed from the game")
    for p in range(s.players):
        limit = MAX_PLANTS + 1 if s.pending == "demolish" and s.pending_seat == p else MAX_PLANTS
        if len(s.plants[p]) > limit:
            raise IllegalAction("CG-6.14", f"P{p + 1} owns {len(s.plants[p])} plants; at most {MAX_PLANTS}")
    if len(s.trust_plants) > MAX_PLANTS:
        raise IllegalAction("CG-10.5", f"the Trust owns {len(s.trust_plants)} plants; at most {MAX_PLANTS}")
    if not s.options.trust and (s.trust_plants or s.trust_cards or any(s.trust_singles)):
        raise IllegalAction("CG-10.1", "only the 2-player game against the Trust has a Trust")
    numbers = [NUMBER[x] for x in s.market]
    if numbers != sorted(numbers):
        raise IllegalAction("CG-5.1", f"the market {[LABEL[x] for x in s.market]} is not in number order")
    if ORM in current(s) or (ORM in s.market and s.market[-1] != ORM):
        raise IllegalAction("CG-5.3", "the ORM card is the last lot of the future market, never current")
    if s.orm_resolved and s.phase != Phase.AUCTION and len(s.market) > FINAL_MARKET_SIZE:
        raise IllegalAction("CG-5.4", f"after the ORM card the market has {FINAL_MARKET_SIZE} lots")
    if len(s.market) > MARKET_SIZE:
        raise IllegalAction("CG-5.2", f"the market has {MARKET_SIZE} lots, not {len(s.market)}")
    if s.discount >= 0 and (s.phase != Phase.AUCTION or s.discount != s.market[0]):
        raise IllegalAction("CG-6.2", f"the discount token lies on {LABEL[s.discount]}, not the smallest plant")


def _cards(s: State) -> None:
    """Resource cards (CG-1.2, CG-12.4), their values (CG-4.8), singles (CG-12.4, D-6) and the
    resource market (CG-2.8, CG-7.2)."""
    places = {
        "the cards out of the game": s.unused,
        "the resource deck": s.res_deck,
        "the discard pile": s.discard,
        'the "++" set': s.plusplus,
        "the Trust's cards": s.trust_cards,
        **{f"column {k + 2}": col for k, col in enumerate(s.columns)},
        **{f"P{p + 1}'s cards": s.cards[p] for p in range(s.players)},
    }
    where: dict[int, str] = {}
    for name, cards in places.items():
        for c in cards:
            if c in where:
                raise IllegalAction("CG-12.4", f"resource card {CARDS[c].id} is in two places: {where[c]} and {name}")
            where[c] = name
    missing = [CARDS[c].id for c in range(len(CARDS)) if c not in where]
    if missing:
        raise IllegalAction("CG-12.4", f"resource cards {', '.join(missing)} are missing")
    resting = {*s.unused, *s.res_deck, *s.discard, *s.plusplus}
    for c in range(len(CARDS)):
        if not 0 <= s.value[c] <= CARD_AMOUNT[c]:
            raise IllegalAction("CG-4.8", f"card {CARDS[c].id} shows {s.value[c]}: it holds 0 to {CARD_AMOUNT[c]}")
        if s.value[c] == 0 and c not in resting:
            raise IllegalAction("CG-4.8", f"card {CARDS[c].id} shows 0 in {where[c]}: it goes to the discard pile")
    n = slots(s)
    for k, col in enumerate(s.columns):
        if len(col) > n:
            raise IllegalAction("CG-7.2", f"column {k + 2} holds {len(col)} cards; at most {n}")
        keys = [(CARD_TYPE[c], s.value[c]) for c in col]
        if keys != sorted(keys):
            raise IllegalAction(
                "CG-2.8", f"column {k + 2} is not in market order (coal, gas, oil, uranium; lower values first)"
            )
    for r, name in enumerate(RESOURCES):
        counts = {
            "the single supply": s.supply[r],
            "column 1": s.col1[r],
            "the Trust's cards": s.trust_singles[r],
            **{f"P{p + 1}'s cards": s.singles[p][r] for p in range(s.players)},
        }
        for place, k in (*counts.items(), ("the count of singles made", s.created[r])):
            if k < 0:
                raise IllegalAction("CG-12.4", f"{k} single {name} cards in {place}")
        if s.options.limited_singles and s.created[r]:
            raise IllegalAction("D-6", f"with limited singles no single {name} card is made")
        total = sum(counts.values())
        if total != SINGLES[r] + s.created[r]:
            made = s.created[r]
            raise IllegalAction("CG-12.4", f"{total} single {name} cards: {SINGLES[r]} in the game, {made} made (D-6)")


def _holdings(s: State) -> None:
    """What the players hold fits their plants (CG-4.6, CG-4.7); a player giving up units after a
    demolition holds more until he has discarded them (CG-6.15)."""
    for p in range(s.players):
        if s.pending == "discard" and s.pending_seat == p:
            continue
        units = holding(s, p)
        if not fits(tuple(s.plants[p]), units):
            held = ", ".join(f"{k} {RESOURCES[r]}" for r, k in enumerate(units) if k)
            owned = " ".join(LABEL[x] for x in s.plants[p]) or "no plants"
            raise IllegalAction("CG-4.6", f"P{p + 1}'s plants ({owned}) cannot store {held}")
