"""PG-3 Setup: zone, money, turn order, resource market, plant market and deck per player count."""

from __future__ import annotations

import pytest

from powerplay import load_game
from powerplay.core.errors import IllegalAction
from powerplay.games.powergrid.data import PLANTS, board

SMALL = set(range(3, 16))
ROWS = {  # players: (regions, small removed, large removed, plants in deck) — PG-3.15
    2: (3, 1, 5, 28),
    3: (3, 2, 6, 26),
    4: (4, 1, 3, 30),
    5: (5, 0, 0, 34),
    6: (5, 0, 0, 34),
}
SEEDS = (1, 7, 2024)


@pytest.mark.parametrize("players", sorted(ROWS))
@pytest.mark.parametrize("seed", SEEDS)
def test_pg_3_10_deck_and_removed_plants_by_player_count(players, seed):
    """PG-3.10 b–f: small/large plants removed unseen (2p 1/5, 3p 2/6, 4p 1/3, 5–6p 0/0); deck sizes
    28/26/30/34/34 with the Step 3 card under the deck and a small plant on top."""
    _, small_out, large_out, deck_size = ROWS[players]
    j = load_game("powergrid", players=players, map="germany", seed=seed).to_json()
    deck = j["deck"]
    assert deck[-1] == "step3"  # PG-3.10 d
    assert deck.count("step3") == 1
    plants = deck[:-1]
    assert len(plants) == deck_size  # PG-3.10 f
    assert deck[0] in SMALL  # PG-3.10 e: the set-aside small plant lies on top
    box = j["box"]
    assert len([c for c in box if c in SMALL]) == small_out
    assert len([c for c in box if c not in SMALL]) == large_out
    # the deck holds every small plant not in the market or the box (incl. the one on top) and
    # every large plant not in the box
    pm = j["plant_market"]
    assert len([c for c in plants if c in SMALL]) == 13 - 8 - small_out
    assert len([c for c in plants if c not in SMALL]) == 29 - large_out
    assert sorted(plants + box + pm["current"] + pm["future"]) == sorted(PLANTS)


@pytest.mark.parametrize("players", sorted(ROWS))
@pytest.mark.parametrize("seed", SEEDS)
def test_pg_3_9_opening_market_is_eight_small_plants_sorted(players, seed):
    """PG-3.9 b, d: 8 random small plants; the 4 lowest are the current market, each row ascending."""
    pm = load_game("powergrid", players=players, map="germany", seed=seed).to_json()["plant_market"]
    current, future = pm["current"], pm["future"]
    assert len(current) == len(future) == 4
    assert set(current + future) <= SMALL
    assert current + future == sorted(current + future)


def test_pg_3_9_opening_market_is_random():
    """PG-3.9 a–b (PG-16 #1): the opening market is drawn, not fixed at 03–10."""
    markets = {
        tuple(load_game("powergrid", players=4, map="germany", seed=s).to_json()["plant_market"]["current"])
        for s in range(8)
    }
    assert len(markets) > 1


@pytest.mark.parametrize("players", sorted(ROWS))
def test_pg_3_2_to_3_6_players_money_and_resources(players):
    """PG-3.2: 50 Elektro, no plants, no cities. PG-3.5–3.6: market coal 24 / oil 18 / garbage 9 /
    uranium 2, supply 0 / 6 / 15 / 10."""
    j = load_game("powergrid", players=players, map="germany", seed=5).to_json()
    for p in j["players"]:
        assert (p["money"], p["plants"], p["cities"]) == (50, [], [])
        assert p["resources"] == {"coal": 0, "oil": 0, "garbage": 0, "uranium": 0}
    assert j["resource_market"] == {"coal": 24, "oil": 18, "garbage": 9, "uranium": 2}
    assert j["supply"] == {"coal": 0, "oil": 6, "garbage": 15, "uranium": 10}
    assert j["step"] == 1 and j["round"] == 1


def test_pg_3_5_ex_01_opening_prices_in_the_view():
    """EX-01 (PG-3.5): at the start the next coal costs 1, oil 3, garbage 6, uranium 14."""
    v = load_game("powergrid", players=3, map="germany", seed=5).view(0)
    assert {r: v["resources"][r]["next_price"] for r in ("coal", "oil", "garbage", "uranium")} == {
        "coal": 1,
        "oil": 3,
        "garbage": 6,
        "uranium": 14,
    }


def test_pg_3_7_usa_coal_storage_starts_empty():
    """PG-3.7: on the USA side the coal storage starts empty; all 24 coal are on the market."""
    j = load_game("powergrid", players=4, map="usa", seed=5).to_json()
    assert j["coal_storage"] == 0
    assert j["resource_market"]["coal"] == 24 and j["supply"]["coal"] == 0


@pytest.mark.parametrize("players", sorted(ROWS))
def test_pg_3_1_random_zone_has_the_right_size_and_is_connected(players):
    """PG-3.1 (D-14): the zone has 3/3/4/5/5 regions forming one connected group."""
    need = ROWS[players][0]
    for seed in SEEDS:
        regions = load_game("powergrid", players=players, map="germany", seed=seed).to_json()["options"]["regions"]
        assert len(regions) == len(set(regions)) == need
        assert board("germany").connected(frozenset(regions))


def test_pg_3_1_chosen_zone_of_wrong_size_is_refused():
    """PG-3.1: 4 players play in 4 regions, not 3."""
    with pytest.raises(IllegalAction) as err:
        load_game("powergrid", players=4, map="germany", seed=1, regions=["west", "south-west", "east"])
    assert err.value.rule == "PG-3.1"


def test_pg_3_1_disconnected_zone_is_refused():
    """PG-3.1 (D-14): west, north-east and south-east touch none of each other."""
    with pytest.raises(IllegalAction) as err:
        load_game("powergrid", players=3, map="germany", seed=1, regions=["west", "north-east", "south-east"])
    assert err.value.rule == "PG-3.1"
    ok = load_game("powergrid", players=3, map="germany", seed=1, regions=["west", "north-west", "north-east"])
    assert ok.to_json()["options"]["regions"] == ["north-east", "north-west", "west"]


def test_pg_3_1_two_to_six_players():
    """PG-3.1: Power Grid is for 2 to 6 players."""
    for n in (1, 7):
        with pytest.raises(IllegalAction, match="^PG-3.1: Power Grid is for 2 to 6 players; players: ") as err:
            load_game("powergrid", players=n, map="germany", seed=1)
        assert err.value.rule == "PG-3.1"


def test_pg_3_4_random_turn_order_for_round_1():
    """PG-3.4 / PG-5.4: the round-1 order is random (a permutation of the seats, varying by seed) and
    the first player in it acts first in Phase 2."""
    orders = set()
    for seed in range(10):
        g = load_game("powergrid", players=4, map="germany", seed=seed)
        order = g.to_json()["order"]
        assert sorted(order) == [0, 1, 2, 3]
        assert g.current_player == order[0]
        orders.add(tuple(order))
    assert len(orders) > 1


def test_pg_3_seeded_setup_is_reproducible():
    """PG-3 (engine): the same seed and config give the same setup; another seed a different deck."""
    a = load_game("powergrid", players=4, map="germany", seed=42).to_json()
    b = load_game("powergrid", players=4, map="germany", seed=42).to_json()
    c = load_game("powergrid", players=4, map="germany", seed=43).to_json()
    assert a == b
    assert a["deck"] != c["deck"]


def test_pg_3_10_g_top_card_back_is_public():
    """PG-3.10 g / PG-15.3: the back of the top card is public (a small plant: plug) — the deck order
    itself is not in a player's view."""
    v = load_game("powergrid", players=4, map="germany", seed=9).view(0)
    assert v["deck"]["top_back"] == "plug"
    assert v["deck"]["count"] == 31  # 30 plants + the Step 3 card
    assert "deck" not in v or not isinstance(v["deck"], list)


def test_pg_3_11_discount_token_placed_for_the_first_auction():
    """PG-3.11 / PG-6.2: the first Phase 2 starts with the discount token on the lowest current plant."""
    j = load_game("powergrid", players=3, map="germany", seed=8).to_json()
    assert j["phase"] == "auction"
    assert j["plant_market"]["discount"] == j["plant_market"]["current"][0]


def test_pg_3_14_two_players_start_with_the_trust_setup():
    """PG-3.14 / PG-1.8: with 2 players setup continues with the trust's houses."""
    j = load_game("powergrid", players=2, map="germany", seed=8).to_json()
    assert j["phase"] == "trust-setup"
    assert j["trust"]["houses"] == 16
