"""CG-2 setup: turn order, money, the opening market, the plant deck, the resource market."""

from __future__ import annotations

import functools
import json
import operator

import pytest
from cg_invariants import check_invariants

from powerplay import load_game
from powerplay.core.errors import BadInput, IllegalAction
from powerplay.games.powergrid_cards.data import CARDS, NUMBER, ORM, PLANTS, SINGLES, TRUST, by_players
from powerplay.games.powergrid_cards.market import current, future

ROWS = {2: (1, 5, 29), 3: (2, 6, 27), 4: (1, 3, 31), 5: (0, 0, 35), 6: (0, 0, 35)}


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_cg_2_7_plant_deck(players):
    """CG-2.7: removals by the table, ORM at the bottom, a small plant on top, deck size incl. ORM."""
    g = load_game("powergrid-cards", players=players, seed=11)
    s = g.state
    small_out, big_out, deck_size = ROWS[players]
    assert len(s.deck) == deck_size == by_players(players)["_deckCardsIncludingORM"]
    assert s.deck[0] == ORM and PLANTS[s.deck[-1]].small
    assert sum(PLANTS[x].small for x in s.box) == small_out and sum(not PLANTS[x].small for x in s.box) == big_out
    assert sum(PLANTS[x].small for x in s.deck[:-1] if x != ORM) == 13 - 8 - small_out - 1
    check_invariants(g)


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_cg_2_6_opening_market(players):
    """CG-2.6: 8 small plants sorted by number, lots 1-4 current, 5-8 future; the discount token on
    the smallest (CG-6.2)."""
    g = load_game("powergrid-cards", players=players, seed=3)
    s = g.state
    assert len(s.market) == 8 and all(PLANTS[x].small for x in s.market)
    assert [NUMBER[x] for x in s.market] == sorted(NUMBER[x] for x in s.market)
    assert current(s) == s.market[:4] and future(s) == s.market[4:]
    assert s.discount == s.market[0]


@pytest.mark.parametrize("players,n", [(2, 4), (3, 4), (4, 5), (5, 6), (6, 6)])
def test_cg_2_8_resource_market(players, n):
    """CG-2.8: N cards in each of columns 2-4, column 1 empty, all singles in the supply, only cards
    for this player count, every column sorted by type then value; CG-2.9: "+" set discarded,
    "++" set aside."""
    g = load_game("powergrid-cards", players=players, seed=5)
    s = g.state
    assert [len(c) for c in s.columns] == [n, n, n]
    assert s.col1 == [0, 0, 0, 0] and s.supply == list(SINGLES)
    used = [c for c in range(36) if players in CARDS[c].players]
    assert sorted(s.res_deck + functools.reduce(operator.iadd, s.columns, [])) == used
    for col in s.columns:
        keys = [(CARDS[c].type, s.value[c]) for c in col]
        assert keys == sorted(keys)
        assert all(s.value[c] == CARDS[c].amount for c in col), "CG-2.8 step 4: printed amount"
    assert [CARDS[c].kind for c in s.discard] == ["plus"] * 4
    assert [CARDS[c].kind for c in s.plusplus] == ["plusplus"] * 4


def test_cg_2_5_money_and_cg_2_3_turn_order():
    """CG-2.5: 12 Elektro each; CG-2.3: a random turn order, reproducible from the seed (CG-2.1)."""
    orders = set()
    for seed in range(12):
        g = load_game("powergrid-cards", players=4, seed=seed)
        assert g.state.money == [12] * 4
        assert sorted(g.state.order) == [0, 1, 2, 3]
        orders.add(tuple(g.state.order))
        assert g.to_json() == load_game("powergrid-cards", players=4, seed=seed).to_json()
    assert len(orders) > 3


def test_cg_2_4_trust_position_and_d_1_default():
    """CG-2.1 (D-1): the Trust is on by default with 2 players; CG-2.4: always at position 2;
    CG-2.5: it has no money; D-2: the 2-player rows are used."""
    g = load_game("powergrid-cards", players=2, seed=4)
    assert g.state.options.trust and g.state.order[1] == TRUST and len(g.state.order) == 3
    assert len(g.state.money) == 2 and len(g.state.deck) == 29
    off = load_game("powergrid-cards", players=2, seed=4, trust=False)
    assert not off.state.options.trust and TRUST not in off.state.order


def test_cg_2_1_config_checks():
    """CG-2.1: 2-6 players; the Trust only with 2; unknown options refused."""
    with pytest.raises(IllegalAction, match="^CG-2.1: Power Grid: The Card Game is for 2 to 6 players; players: "):
        load_game("powergrid-cards", players=7, seed=1)
    with pytest.raises(IllegalAction, match="CG-2.1"):
        load_game("powergrid-cards", players=3, seed=1, trust=True)
    with pytest.raises(BadInput):
        load_game("powergrid-cards", players=3, seed=1, map="germany")


def test_cg_12_2_setup_secrets_not_in_views():
    """CG-12.1/12.2: a view shows the deck's size, its top card's back and nothing of the unseen
    removals or the order of either deck."""
    g = load_game("powergrid-cards", players=4, seed=9)
    s = g.state
    for seat in (None, 0, 1):
        v = g.view(seat)
        text = json.dumps(v)
        assert v["deck"] == {"count": len(s.deck), "top": "small", "under_orm": 0}
        assert v["resources"]["deck"] == len(s.res_deck)
        for x in s.box:
            assert f'"id": "{PLANTS[x].label}"' not in text
        for c in s.res_deck:
            assert CARDS[c].id not in text
        assert "rng" not in text and str(s.rng) not in text
