"""What one seat may see (CG-12): the single place where hidden information is stripped.

Hidden (CG-12.2): the plant deck's order and identities (except the top card's back), the plants
removed unseen at setup, the resource deck's order, and the generator state. With the
``hidden_money`` option (D-18) other seats' money is hidden until the game is over. The layout is
the front ends' contract: docs/games/powergrid-cards-interface.md.
"""

from __future__ import annotations

from collections.abc import Sequence

from .auction import actor
from .data import ORM, RESOURCES
from .market import current, future, top_back, under_orm
from .resources import card_json, singles_json
from .scoring import final_scores, production
from .state import Phase, State


def plant_json(s: State, p: int) -> dict:
    """``PLANT`` of the interface doc (a fresh dict: callers may change it)."""
    return dict(s.data.plant_info[p])


def _cards(s: State, cards: list[int], singles: list[int]) -> list[dict]:
    out = []
    for r in range(4):
        out.extend(singles_json(r, singles[r]))
    out.extend(card_json(s, c) for c in cards)
    return out


def view(s: State, player: int | None) -> dict:
    """The seat's view; ``player=None`` is a spectator (with ``hidden_money``: no money until the end)."""
    return views(s, (player,))[0]


def views(s: State, players: Sequence[int | None]) -> list[dict]:
    """The views of several seats of one position, each equal to ``view(s, seat)``: what every seat
    sees is built once and shared (the same objects) by all of them; a seat's own money is its own."""
    public = _public(s)
    return [public if p is None else _seat_view(s, public, p) for p in players]


def _seat_view(s: State, public: dict, player: int) -> dict:
    """The spectator's view made ``player``'s: ``seat`` and, with ``hidden_money`` (D-18), its money."""
    out = dict(public)
    out["seat"] = player
    if s.options.hidden_money and s.phase != Phase.OVER:
        seats = out["seats"] = public["seats"][:]
        seats[player] = {**seats[player], "money": s.money[player]}
    return out


def _public(s: State) -> dict:
    """What everybody sees: the spectator's view."""
    over = s.phase == Phase.OVER
    if s.phase == Phase.AUCTION:
        to_act = actor(s)
    else:
        to_act = s.queue[0] if s.queue and not over else None
    seats = []
    for p in range(s.players):
        seats.append(
            {
                "seat": p,
                "plants": [plant_json(s, x) for x in s.plants[p]],
                "cards": _cards(s, s.cards[p], s.singles[p]),
                "money": s.money[p] if (over or not s.options.hidden_money) else None,
                "income": s.income[p],
                "production": production(s, p),
                "active": s.phase == Phase.AUCTION and s.active(p),
            }
        )
    a = s.auction
    data = s.data
    out: dict = {
        "game": "powergrid-cards",
        "data": {"digest": data.digest, "provisional": data.provisional},
        "seat": None,
        "players": s.players,
        "trust": s.options.trust,
        "demolition": s.options.demolition,
        "options": s.options.to_json(),
        "round": s.round,
        "phase": s.phase,
        "final_round": s.final,
        "to_act": to_act,
        "order": s.order[:],
        "market": {
            "current": [plant_json(s, x) for x in current(s)],
            "future": [plant_json(s, x) for x in future(s) if x != ORM],
            "orm": ORM in s.market,
            "discount": data.label[s.discount] if s.discount >= 0 else None,
        },
        "auction": None
        if a is None
        else {
            "plant": data.label[a.plant],
            "high": a.high,
            "leader": a.leader,
            "auctioneer": a.auctioneer,
            "in": a.still_in[:],
            "to_act": a.to_act,
        },
        "pending": {"kind": s.pending, "seat": s.pending_seat} if s.pending else None,
        "deck": {"count": len(s.deck), "top": top_back(s), "under_orm": under_orm(s)},
        "resources": {
            "columns": [[c for r in range(4) for c in singles_json(r, s.col1[r])]]
            + [[card_json(s, c) for c in column] for column in s.columns],
            "prices": list(data.prices),
            "singles": {RESOURCES[r]: s.supply[r] for r in range(4)},
            "deck": len(s.res_deck),
            "discard": [card_json(s, c) for c in s.discard],
            "reshuffles": s.reshuffles,
        },
        "seats": seats,
        "trust_seat": {
            "plants": [plant_json(s, x) for x in s.trust_plants],
            "cards": _cards(s, s.trust_cards, s.trust_singles),
        }
        if s.options.trust
        else None,
        "demolition_deck": [
            {
                "first": data.demolition[k].first,
                "others": data.demolition[k].others,
                "permanent": data.demolition[k].permanent,
            }
            for k in s.demolition
        ]
        if s.options.demolition
        else None,
        "removed": [plant_json(s, x) for x in s.removed if x != ORM],
        "scores": final_scores(s) if over else None,
        "winners": s.winners[:] if over else [],
    }
    return out
