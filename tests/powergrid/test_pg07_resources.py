"""PG-7 Phase 3 — buying resources: reverse order, own fuel types only, storage limits, prices."""

from __future__ import annotations

import pytest
from pg_positions import START_MARKET, make, refused, seat

from powerplay.games.powergrid.actions import Buy, Done

COAL, OIL, GARBAGE, URANIUM = range(4)


def buyer(plants, resources=None, money=50, market=None):
    """3 players in Phase 3; seat 0 (last in turn order P2, P3, P1) buys first (PG-7.1)."""
    return make(
        3,
        phase="resources",
        order=[1, 2, 0],
        seats=[{"plants": plants, "resources": resources or {}, "money": money}, {"plants": [20]}, {"plants": [21]}],
        **({"resource_market": market} if market else {}),  # default: the start market less what seat 0 holds
    )


def cost(game, action):
    before = seat(game, 0)["money"]
    game.apply(action)
    return before - seat(game, 0)["money"]


def test_pg_7_1_reverse_turn_order_one_turn_each():
    """PG-7.1: the last player buys first; each player has one turn ending with done; then Phase 4
    starts, again in reverse order (PG-7.6, PG-8.1)."""
    g = buyer([8])
    assert g.current_player == 0
    g.apply("buy 2 coal")
    g.apply("buy 1 coal")
    assert g.current_player == 0
    g.apply("done")
    assert g.current_player == 2
    g.apply("done")
    assert g.current_player == 1
    g.apply("done")
    j = g.to_json()
    assert j["phase"] == "building"
    assert g.current_player == 0
    assert j["players"][0]["resources"]["coal"] == 3


@pytest.mark.parametrize("k,price", [(1, 1), (3, 3), (4, 5), (6, 9)])
def test_pg_7_3_ex_01_opening_coal_prices(k, price):
    """EX-01 (PG-3.5, PG-7.3): from the opening market k coal cost 1→1, 3→3, 4→5, 6→9."""
    g = buyer([8])
    assert cost(g, f"buy {k} coal") == price
    assert g.to_json()["resource_market"]["coal"] == 24 - k
    assert seat(g, 0)["resources"]["coal"] == k


@pytest.mark.parametrize("k,price", [(1, 3), (3, 9), (4, 13), (6, 21)])
def test_pg_7_3_ex_01_opening_oil_prices(k, price):
    """EX-01 / EX-20 (PG-7.3): k oil cost 1→3, 3→9, 4→13, 6→21 (3+3+3+4+4+4)."""
    g = buyer([7])
    assert cost(g, f"buy {k} oil") == price


def test_pg_7_3_ex_01_cheapest_garbage_6_uranium_14():
    """EX-01 (PG-7.3): the cheapest garbage costs 6, the two uranium 14 and 16."""
    g = buyer([6, 11])
    assert cost(g, "buy 1 garbage") == 6
    assert cost(g, "buy 2 uranium") == 30
    assert g.to_json()["resource_market"]["uranium"] == 0


@pytest.mark.parametrize("k,price", [(1, 2), (2, 4), (3, 7), (5, 13)])
def test_pg_7_3_ex_11_two_cheapest_coal_cost_2(k, price):
    """EX-11 (PG-7.3): coal {2:2, 3:3, …, 8:3}: buy 1 → 2, 2 → 4, 3 → 7, 5 → 13."""
    g = buyer([8], market={**START_MARKET, "coal": 20})
    assert cost(g, f"buy {k} coal") == price


def test_pg_7_3_ex_11_after_two_the_cheapest_coal_costs_3():
    """EX-11 (PG-7.3): after the two coal at 2 are bought the next coal costs 3."""
    g = buyer([8], market={**START_MARKET, "coal": 20})
    g.apply("buy 2 coal")
    assert g.view(0)["resources"]["coal"]["next_price"] == 3
    assert cost(g, "buy 1 coal") == 3


def test_pg_7_3_buying_in_several_steps_costs_the_same():
    """PG-7.3: tokens always come from the cheapest cell, whether bought at once or one by one."""
    g = buyer([8])
    assert [cost(g, "buy 1 coal") for _ in range(6)] == [1, 1, 1, 2, 2, 2]


def test_pg_7_2_ex_10_plant_03_stores_at_most_4_oil():
    """EX-10 (PG-2.3, PG-7.2): with only 03: 4 oil fit, 5 do not; coal cannot be bought."""
    g = buyer([3])
    assert set(g.legal_actions()) == {Done()} | {Buy(OIL, k) for k in range(1, 5)}
    refused(g, "buy 5 oil", "PG-7.2")
    refused(g, "buy 1 coal", "PG-7.2")
    refused(g, "buy 1 garbage", "PG-7.2")
    g.apply("buy 4 oil")
    refused(g, "buy 1 oil", "PG-7.2")


@pytest.mark.parametrize("coal,oil", [(4, 0), (2, 2), (0, 4), (3, 1)])
def test_pg_7_2_ex_10_hybrid_05_stores_4_in_any_mix(coal, oil):
    """EX-10 / EX-03 (PG-2.4, PG-7.2): 05 holds 4 coal, 2 + 2, 4 oil or 3 + 1."""
    g = buyer([5])
    if coal:
        g.apply(f"buy {coal} coal")
    if oil:
        g.apply(f"buy {oil} oil")
    assert seat(g, 0)["resources"] == {"coal": coal, "oil": oil, "garbage": 0, "uranium": 0}
    refused(g, "buy 1 coal", "PG-7.2")
    refused(g, "buy 1 oil", "PG-7.2")


def test_pg_7_2_ex_10_hybrid_05_refuses_3_coal_and_2_oil_and_5_coal():
    """EX-10 / EX-03 (PG-2.4, PG-7.2): 3 coal + 2 oil and 5 coal exceed 05's 4 tokens; garbage never fits."""
    g = buyer([5])
    refused(g, "buy 5 coal", "PG-7.2")
    refused(g, "buy 1 garbage", "PG-7.2")
    g.apply("buy 3 coal")
    refused(g, "buy 2 oil", "PG-7.2")
    assert set(g.legal_actions()) == {Done(), Buy(COAL, 1), Buy(OIL, 1)}


def test_pg_7_2_ex_10_eco_13_buys_nothing():
    """EX-10 / EX-04 (PG-2.5, PG-7.2): a player with only an eco plant may buy nothing."""
    g = buyer([13])
    assert g.legal_actions() == [Done()]
    for r in ("coal", "oil", "garbage", "uranium"):
        refused(g, f"buy 1 {r}", "PG-7.2")


def test_pg_7_2_ex_10_combined_03_05_13():
    """EX-10 combined (PG-2.7): with 03, 05, 13: oil ≤ 8, coal ≤ 4, coal + oil ≤ 8 — 6 oil + 2 coal fit."""
    g = buyer([3, 5, 13])
    refused(g, "buy 5 coal", "PG-7.2")
    refused(g, "buy 9 oil", "PG-7.2")
    g.apply("buy 6 oil")
    g.apply("buy 2 coal")
    assert seat(g, 0)["resources"] == {"coal": 2, "oil": 6, "garbage": 0, "uranium": 0}
    refused(g, "buy 1 coal", "PG-7.2")
    refused(g, "buy 1 oil", "PG-7.2")


def test_pg_7_2_ex_10_combined_3_oil_and_5_coal_refused():
    """EX-10 combined (PG-2.7): 3 oil + 5 coal do not fit on 03 + 05 + 13."""
    g = buyer([3, 5, 13])
    g.apply("buy 3 oil")
    refused(g, "buy 5 coal", "PG-7.2")
    g.apply("buy 4 coal")  # 03 holds 3 oil, 05 holds 4 coal
    refused(g, "buy 1 coal", "PG-7.2")
    g.apply("buy 1 oil")  # 4 oil on 03


def test_pg_7_5_tokens_may_be_rearranged_so_only_totals_matter():
    """PG-7.5 / PG-2.7: 04 (coal 4) + 05 (hybrid 4) holding 5 coal take 3 oil (4 coal on 04, 1 coal +
    3 oil on 05) but not 4."""
    g = buyer([4, 5], resources={"coal": 5})
    refused(g, "buy 4 oil", "PG-7.2")
    g.apply("buy 3 oil")
    refused(g, "buy 1 coal", "PG-7.2")


def test_pg_7_2_only_what_the_player_can_pay():
    """PG-7.2: with 4 Elektro a player can buy 3 coal (3) but not 4 (5)."""
    g = buyer([8], money=4)
    assert set(g.legal_actions()) == {Done(), Buy(COAL, 1), Buy(COAL, 2), Buy(COAL, 3)}
    refused(g, "buy 4 coal", "PG-7.2")
    g.apply("buy 3 coal")
    assert seat(g, 0)["money"] == 1
    refused(g, "buy 1 coal", "PG-7.2")


def test_pg_7_2_a_player_without_plants_buys_nothing():
    """PG-7.2: no plant, no fuel type, nothing to buy."""
    g = buyer([])
    assert g.legal_actions() == [Done()]
    refused(g, "buy 1 coal", "PG-7.2")


def test_pg_7_2_storage_counts_tokens_already_held():
    """PG-7.2 / PG-2.3: 04 holding 3 coal (the three at 1 Elektro) takes one more."""
    g = buyer([4], resources={"coal": 3})
    refused(g, "buy 2 coal", "PG-7.2")
    assert cost(g, "buy 1 coal") == 2


def test_pg_7_4_empty_market_type_cannot_be_bought():
    """PG-7.4: no garbage left on the market → none can be bought (it returns with the refill)."""
    g = buyer([6], market={**START_MARKET, "garbage": 0})
    assert g.legal_actions() == [Done()]
    refused(g, "buy 1 garbage", "PG-7.4")


def test_pg_7_4_no_more_than_the_market_holds():
    """PG-7.4: with one uranium left (16) only one can be bought."""
    g = buyer([11], market={**START_MARKET, "uranium": 1})
    refused(g, "buy 2 uranium", "PG-7.4")
    assert cost(g, "buy 1 uranium") == 16


def test_pg_7_1_buy_at_least_one():
    """PG-7.1: a purchase is of at least one token."""
    g = buyer([8])
    refused(g, "buy 0 coal", "PG-7.1")
