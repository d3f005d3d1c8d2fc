"""Shared pieces of the CG rule tests: hand-written positions (docs/games/powergrid-cards-positions.md)
and quick looks into a game.

Most card values are provisional (CG-15.2), so tests that need a situation build it explicitly and
read a plant's or card's printed values from the data module instead of spelling them out. Only
plants 07, 08 and 12 (the rulebook's examples, CG-4.11) are written with their values.
"""

from __future__ import annotations

from powerplay.games.powergrid_cards.data import CARD_BY_ID, CARDS, PLANT_BY_LABEL, PLANTS, RESOURCES
from powerplay.games.powergrid_cards.game import PowerGridCardsGame


def plant(label: str):
    """The data of a plant by label."""
    return PLANTS[PLANT_BY_LABEL[label]]


def card(cid: str):
    return CARDS[CARD_BY_ID[cid]]


def cards_of(rtype: str, count: int, skip: int = 0, amount: int = 1) -> list[str]:
    """Ids of ``count`` regular cards of a type holding at least ``amount`` units (read from the
    data, whatever the provisional printed amounts are)."""
    ids = [c.id for c in CARDS if c.kind == "regular" and RESOURCES[c.type] == rtype and c.amount >= amount]
    assert len(ids) >= skip + count, "the data has too few such cards for this test"
    return ids[skip : skip + count]


def seat(money: int = 50, plants=(), cards=(), singles=None, **more) -> dict:
    out = {"money": money, "plants": list(plants), "cards": list(cards), "singles": singles or {}}
    out.update(more)
    return out


def game(players: int = 3, seats=None, **fields) -> PowerGridCardsGame:
    """A game from a hand-written position. ``options`` may be given as a dict in ``fields``;
    unplaced plants and cards are out of the game (the position reader puts them in the box)."""
    opts = {"players": players}
    opts.update(fields.pop("options", {}))
    pos = {"options": opts, "seats": seats or [seat() for _ in range(players)]}
    pos.update(fields)
    return PowerGridCardsGame.from_position(pos)


def labels(plants) -> list[str]:
    return [PLANTS[p].label if p < len(PLANTS) else "ORM" for p in plants]


def market(g) -> list[str]:
    return labels(g.state.market)


def column(g, k: int) -> list[str]:
    """Column k (2–4) as ``id:value`` strings."""
    s = g.state
    return [f"{CARDS[c].id}:{s.value[c]}" for c in s.columns[k - 2]]


def play(g, *actions) -> list:
    events = []
    for a in actions:
        events += g.apply(a)
    return events


def legal(g) -> list[str]:
    return [str(a) for a in g.legal_actions()]
