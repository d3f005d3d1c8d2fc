"""What every card-game position obeys, however it came about (docs/games/powergrid-cards-positions.md,
"Validation").

``check(s)`` raises :class:`IllegalAction` naming the first rule the state breaks. The position
reader runs it on every position it reads, and the random-play tests run it after every action;
the hot paths (legal, apply, copy) never do.
"""

from __future__ import annotations

from ...core.errors import IllegalAction
from . import SPEC
from .auction import auctioneer, min_bid
from .data import ORM, PLANT_CARDS, RESOURCES, TRUST
from .market import current
from .resources import slots
from .setup import demolition_deck
from .state import Phase, State
from .storage import fits, holding

ALL_PLANTS = (*range(PLANT_CARDS), ORM)
"""CG-1.1: the 42 plants and the ORM card."""


def check(s: State) -> None:
    """Every rule below, in order: the first one broken is raised."""
    _turn(s)
    _plants(s)
    _cards(s)
    _holdings(s)


def _turn(s: State) -> None:
    """Round, turn order, money and who acts (CG-2.4, CG-3, CG-6, CG-7.1, CG-8.2, CG-9)."""
    n = s.players
    seats = [*range(n), TRUST] if s.options.trust else list(range(n))
    if sorted(s.order) != sorted(seats):
        raise IllegalAction(
            "CG-2.3", "the turn order {value} must list every seat once (and the Trust, -1)", value=list(s.order)
        )
    if s.options.trust and s.order[1] != TRUST:
        raise IllegalAction("CG-2.4", "the Trust is always at position 2 of the turn order")
    if s.round < 1:
        raise IllegalAction("CG-3.1", "round {round}: rounds count from 1", round=s.round)
    for p in range(n):
        if s.money[p] < 0:
            raise IllegalAction(
                "CG-6.22", "{player} has {money} Elektro: money never becomes negative", player=p, money=s.money[p]
            )
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
            "the queue {order} is not the end of this phase's order {others}",
            order=list(s.queue),
            others=order,
        )
    if s.phase == Phase.OVER:
        if not s.winners or any(not 0 <= w < n for w in s.winners):
            raise IllegalAction(
                "CG-9.5", "a finished game names its winners among the players, not {value}", value=list(s.winners)
            )
    elif s.winners:
        raise IllegalAction("CG-9.5", "winners are named only when the game is over")
    if (s.auction is not None or s.pending) and s.phase != Phase.AUCTION:
        raise IllegalAction("CG-6.8", "an auction or a demolition in {phase}", phase=s.phase)
    a = s.auction
    if a is not None:
        if s.pending:
            raise IllegalAction("CG-6.14", "a demolition is settled before the next auction")
        if a.plant not in current(s):
            raise IllegalAction(
                "CG-6.5", "the auction's plant {plant} is not in the current market", plant=s.data.label[a.plant]
            )
        active = [p for p in range(n) if s.active(p)]
        if len(a.still_in) < 2 or len(set(a.still_in)) != len(a.still_in) or any(p not in active for p in a.still_in):
            raise IllegalAction(
                "CG-6.8", "the bidders {value} must be two or more players still active", value=list(a.still_in)
            )
        if a.leader not in a.still_in or a.to_act not in a.still_in or a.to_act == a.leader:
            raise IllegalAction("CG-6.8", "the leader and the player to answer are two bidders still in")
        if a.auctioneer != auctioneer(s):
            raise IllegalAction(
                "CG-6.4", "{player} is not the auctioneer: the first active player is", player=a.auctioneer
            )
        if a.high < min_bid(s, a.plant):
            raise IllegalAction(
                "CG-6.6",
                "the high bid {bid} is below plant {plant}'s minimum bid",
                bid=a.high,
                plant=s.data.label[a.plant],
            )
    if s.pending:
        p = s.pending_seat
        most = s.data.max_plants
        if not 0 <= p < n or len(s.plants[p]) != (most + 1 if s.pending == "demolish" else most):
            raise IllegalAction(
                "CG-6.14",
                "{pending} is pending for {player}, who did not just buy a 4th plant",
                pending=s.pending,
                player=p,
            )
    full = demolition_deck(s.options, s.data)
    if s.demolition != full[len(full) - len(s.demolition) :] or (full and not s.demolition):
        raise IllegalAction("CG-11.7", "the demolition deck is cards 1–5 less those taken off its top; the last stays")
    if s.demolished < 0:
        raise IllegalAction("CG-11.5", "{value} demolitions in this Auction phase", value=s.demolished)


def _plants(s: State) -> None:
    """Plant cards (CG-1.1, CG-12.4), the 3-plant limits (CG-6.14, CG-10.5) and the market (CG-5)."""
    places: dict[int | str, list[int]] = {
        "deck": s.deck,
        "market": s.market,
        "box": s.box,
        "removed": s.removed,
        "trust-plants": s.trust_plants,
        **{p: s.plants[p] for p in range(s.players)},
    }
    where: dict[int, int | str] = {}
    for name, cards in places.items():
        for c in cards:
            if c in where:
                raise IllegalAction(
                    "CG-12.4",
                    "plant {plant} is in two places: {place} and {other_place}",
                    plant=s.data.label[c],
                    place=where[c],
                    other_place=name,
                )
            where[c] = name
    missing = [s.data.label[c] for c in ALL_PLANTS if c not in where]
    if missing:
        raise IllegalAction("CG-12.4", "plant cards {names} are missing", names=", ".join(missing))
    if ORM in s.box or ORM in s.trust_plants or any(ORM in x for x in s.plants):
        raise IllegalAction("CG-5.3", "the ORM card is not a plant: nobody owns it, it is never removed unseen")
    if s.orm_resolved != (ORM in s.removed):
        raise IllegalAction("CG-5.4", "the ORM card is resolved exactly when it is removed from the game")
    for p in range(s.players):
        limit = s.data.max_plants + 1 if s.pending == "demolish" and s.pending_seat == p else s.data.max_plants
        if len(s.plants[p]) > limit:
            raise IllegalAction(
                "CG-6.14",
                "{player} owns {count} plants; at most {limit}",
                player=p,
                count=len(s.plants[p]),
                limit=s.data.max_plants,
            )
    if len(s.trust_plants) > s.data.max_plants:
        raise IllegalAction(
            "CG-10.5",
            "the Trust owns {count} plants; at most {limit}",
            count=len(s.trust_plants),
            limit=s.data.max_plants,
        )
    if not s.options.trust and (s.trust_plants or s.trust_cards or any(s.trust_singles)):
        raise IllegalAction("CG-10.1", "only the 2-player game against the Trust has a Trust")
    numbers = [s.data.number[x] for x in s.market]
    if numbers != sorted(numbers):
        raise IllegalAction(
            "CG-5.1", "the market {value} is not in number order", value=[s.data.label[x] for x in s.market]
        )
    if ORM in current(s) or (ORM in s.market and s.market[-1] != ORM):
        raise IllegalAction("CG-5.3", "the ORM card is the last lot of the future market, never current")
    final_size = s.data.table["finalMarketSize"]
    size = s.data.current_size + s.data.table["futureMarketSize"]
    if s.orm_resolved and s.phase != Phase.AUCTION and len(s.market) > final_size:
        raise IllegalAction("CG-5.4", "after the ORM card the market has {count} lots", count=final_size)
    if len(s.market) > size:
        raise IllegalAction("CG-5.2", "the market has {count} lots, not {value}", count=size, value=len(s.market))
    if s.discount >= 0 and (s.phase != Phase.AUCTION or not s.market or s.discount != s.market[0]):
        raise IllegalAction(
            "CG-6.2", "the discount token lies on {plant}, not the smallest plant", plant=s.data.label[s.discount]
        )


def _cards(s: State) -> None:
    """Resource cards (CG-1.2, CG-12.4), their values (CG-4.8), singles (CG-12.4, D-6) and the
    resource market (CG-2.8, CG-7.2)."""
    places: dict[str | tuple[str, int], list[int]] = {
        "unused": s.unused,
        "res-deck": s.res_deck,
        "discard": s.discard,
        "plusplus": s.plusplus,
        "trust-cards": s.trust_cards,
        **{("column", k + 2): col for k, col in enumerate(s.columns)},
        **{("cards", p): s.cards[p] for p in range(s.players)},
    }
    where: dict[int, str | tuple[str, int]] = {}
    for name, cards in places.items():
        for c in cards:
            if c in where:
                raise IllegalAction(
                    "CG-12.4",
                    "resource card {card} is in two places: {place} and {other_place}",
                    card=s.data.cards[c].id,
                    place=where[c],
                    other_place=name,
                )
            where[c] = name
    missing = [s.data.cards[c].id for c in range(len(s.data.cards)) if c not in where]
    if missing:
        raise IllegalAction("CG-12.4", "resource cards {names} are missing", names=", ".join(missing))
    resting = {*s.unused, *s.res_deck, *s.discard, *s.plusplus}
    for c in range(len(s.data.cards)):
        if not 0 <= s.value[c] <= s.data.card_amount[c]:
            raise IllegalAction(
                "CG-4.8",
                "card {card} shows {value}: it holds 0 to {limit}",
                card=s.data.cards[c].id,
                value=s.value[c],
                limit=s.data.card_amount[c],
            )
        if s.value[c] == 0 and c not in resting:
            raise IllegalAction(
                "CG-4.8",
                "card {card} shows 0 in {place}: it goes to the discard pile",
                card=s.data.cards[c].id,
                place=where[c],
            )
    n = slots(s)
    for k, col in enumerate(s.columns):
        if len(col) > n:
            raise IllegalAction(
                "CG-7.2", "column {column} holds {count} cards; at most {limit}", column=k + 2, count=len(col), limit=n
            )
        keys = [(s.data.card_type[c], s.value[c]) for c in col]
        if keys != sorted(keys):
            raise IllegalAction(
                "CG-2.8",
                "column {column} is not in market order (coal, gas, oil, uranium; lower values first)",
                column=k + 2,
            )
    for r, name in enumerate(RESOURCES):
        counts: dict[str | tuple[str, int], int] = {
            "singles": s.supply[r],
            ("column", 1): s.col1[r],
            "trust-cards": s.trust_singles[r],
            **{("cards", p): s.singles[p][r] for p in range(s.players)},
        }
        for place, k in (*counts.items(), ("made", s.created[r])):
            if k < 0:
                raise IllegalAction(
                    "CG-12.4", "{value} single {resource} cards in {place}", value=k, resource=name, place=place
                )
        if s.options.limited_singles and s.created[r]:
            raise IllegalAction("D-6", "with limited singles no single {resource} card is made", resource=name).of(
                SPEC.name
            )
        total = sum(counts.values())
        if total != s.data.singles[r] + s.created[r]:
            raise IllegalAction(
                "CG-12.4",
                "{value} single {resource} cards: {count} in the game, {made} made (D-6)",
                value=total,
                resource=name,
                count=s.data.singles[r],
                made=s.created[r],
            )


def _holdings(s: State) -> None:
    """What the players hold fits their plants (CG-4.6, CG-4.7); a player giving up units after a
    demolition holds more until he has discarded them (CG-6.15)."""
    for p in range(s.players):
        if s.pending == "discard" and s.pending_seat == p:
            continue
        units = holding(s, p)
        if not fits(s.data, tuple(s.plants[p]), units):
            if not s.plants[p]:
                raise IllegalAction("CG-4.6", "{player} has no plants to store {units}", player=p, units=list(units))
            raise IllegalAction(
                "CG-4.6",
                "{player}'s plants ({plants}) cannot store {units}",
                player=p,
                plants=[s.data.label[x] for x in s.plants[p]],
                units=list(units),
            )
