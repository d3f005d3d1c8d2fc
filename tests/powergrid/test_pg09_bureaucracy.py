"""PG-9 Phase 5 — bureaucracy: Step 2 check, income, refill from the top price down, plant market update."""

from __future__ import annotations

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st
from pg_positions import REST_OF_DECK, START_MARKET, START_SUPPLY, make, market, refused, seat

from powerplay.core.errors import IllegalAction
from powerplay.games.powergrid.actions import Power
from powerplay.games.powergrid.data import PLANTS
from powerplay.games.powergrid.storage import burn_options, fits

WEST = ["Essen", "Duisburg", "Duesseldorf", "Dortmund", "Muenster", "Kassel", "Osnabrueck"]
RES = ("coal", "oil", "garbage", "uranium")


def next_prices(game):
    return {r: game.view(0)["resources"][r]["next_price"] for r in RES}


# ---- PG-9.2 income -----------------------------------------------------------------------------------------


def _ex14():
    """EX-14: Galina (seat 0, first in turn order) has 6 cities and full plants 07 (6 oil), 10 (4 coal),
    15 (4 coal)."""
    return make(
        3,
        phase="bureaucracy",
        seats=[{"plants": [7, 10, 15], "resources": {"coal": 8, "oil": 6}, "cities": WEST[:6], "money": 0}, {}, {}],
    )


def test_pg_9_2_ex_14_galina_powers_6_cities_for_73():
    """EX-14 (PG-9.2, PG-2.8): running 07 + 10 + 15 burns 3 oil + 4 coal and powers min(2+2+3, 6) = 6
    cities: 73 Elektro. The burned tokens go to the supply, not the market (PG-9.2 e)."""
    g = _ex14()
    before = g.to_json()["resource_market"]
    g.apply("power 07 10 15")
    j = g.to_json()
    p = j["players"][0]
    assert (p["money"], p["powered"]) == (73, 6)
    assert p["resources"] == {"coal": 4, "oil": 3, "garbage": 0, "uranium": 0}
    assert j["supply"] == {"coal": 4, "oil": 9, "garbage": 15, "uranium": 10}
    assert j["resource_market"] == before
    assert g.current_player == 1


def test_pg_9_2_e_ex_14_usa_burned_coal_goes_to_the_storage():
    """EX-14 on the USA side (PG-9.2 e, PG-12.2 c): the 4 burned coal go to the coal storage, the
    3 oil to the supply."""
    g = make(
        3,
        phase="bureaucracy",
        map="usa",
        regions=["north-central", "north-east", "south-central"],
        seats=[
            {
                "plants": [7, 10, 15],
                "resources": {"coal": 8, "oil": 6},
                "cities": ["Chicago", "Detroit", "Buffalo", "Pittsburgh", "Cincinnati", "Knoxville"],
                "money": 0,
            },
            {},
            {},
        ],
    )
    g.apply("power 07 10 15")
    j = g.to_json()
    assert (j["players"][0]["money"], j["coal_storage"]) == (73, 4)
    assert j["supply"] == {"coal": 0, "oil": 9, "garbage": 15, "uranium": 10}


def test_pg_9_2_c_ex_14_fewer_cities_by_choice():
    """EX-14 (PG-9.2 c): Galina may leave fuelled plants idle — 07 + 15 power 5 cities (64); nothing → 10."""
    g = _ex14()
    g.apply("power 07 15")
    assert (seat(g, 0)["money"], seat(g, 0)["powered"]) == (64, 5)
    assert seat(g, 0)["resources"] == {"coal": 6, "oil": 3, "garbage": 0, "uranium": 0}
    g = _ex14()
    g.apply("power nothing")
    assert (seat(g, 0)["money"], seat(g, 0)["powered"]) == (10, 0)


def test_pg_9_2_a_ex_14_only_own_plants_and_own_fuel():
    """PG-9.2 a, PG-2.2, PG-2.8: a plant the player does not own, or fuel they lack, is refused."""
    g = _ex14()
    refused(g, "power 04", "PG-9.2 a")
    refused(g, "power 07 with 4 oil", "PG-2.2")
    refused(g, "power 07 10 15 with 5 coal 3 oil", "PG-2.2")
    refused(g, "buy 1 coal", "PG-9.2 a")


def test_pg_9_2_d_ex_20_classic_income_example():
    """EX-20 (PG-9.2 d, PG-2.3): Blue's 07 with 6 oil powers his 2 cities → 33, 3 oil left, supply +3
    oil; the others power 1 city each → 22."""
    g = make(
        3,
        phase="bureaucracy",
        seats=[
            {"plants": [7], "resources": {"oil": 6}, "cities": ["Essen", "Duisburg"], "money": 0},
            {"plants": [4], "resources": {"coal": 2}, "cities": ["Koeln"], "money": 0},
            {"plants": [9], "resources": {"oil": 1}, "cities": ["Leipzig"], "money": 0},
        ],
    )
    g.apply("power 07")
    g.apply("power 04")
    g.apply("power 09")
    j = g.to_json()
    assert [p["money"] for p in j["players"]] == [33, 22, 22]
    assert [p["powered"] for p in j["players"]] == [2, 1, 1]
    assert j["players"][0]["resources"]["oil"] == 3


@pytest.mark.parametrize("cities,income", [(0, 10), (1, 22), (2, 33), (3, 44), (6, 73)])
def test_pg_9_2_d_payment_by_cities_powered(cities, income):
    """PG-9.2 d: payment[n] — 0 → 10 (guaranteed), 1 → 22, 2 → 33, 6 → 73 (eco 50 powers up to 6)."""
    g = make(3, phase="bureaucracy", seats=[{"plants": [50], "cities": WEST[:cities], "money": 0}, {}, {}])
    g.apply("power 50")
    assert (seat(g, 0)["money"], seat(g, 0)["powered"]) == (income, cities)


def test_pg_9_2_a_income_in_turn_order():
    """PG-9.2 a: players declare in turn order, first player first."""
    g = make(3, phase="bureaucracy", order=[2, 0, 1])
    seen = []
    for _ in range(3):
        seen.append(g.current_player)
        g.apply("power nothing")
    assert seen == [2, 0, 1]


# ---- PG-9.3 refill -----------------------------------------------------------------------------------------


def _all_power_nothing(game, players):
    for _ in range(players):
        game.apply("power nothing")
    return game.to_json()


def _ex15(coal_supply=4):
    """EX-15 after round 1 of EX-15b: A, B and C keep 2 coal each on 04, 05 and 08 (PG-1.4: the coal
    not in the supply is on C's plant)."""
    return make(
        5,
        phase="bureaucracy",
        seats=[
            {"plants": [4], "resources": {"coal": 2}},
            {"plants": [5], "resources": {"coal": 2}},
            {"plants": [8], "resources": {"coal": 2 + 4 - coal_supply}},
            {},
            {},
        ],
        resource_market={"coal": 14, "oil": 16, "garbage": 8, "uranium": 2},
        supply={"coal": coal_supply, "oil": 8, "garbage": 16, "uranium": 10},
    )


def test_pg_9_3_ex_15_refill_five_players_step_1():
    """EX-15 (PG-9.3 a–c): 5 players, Step 1 refill 5/4/3/2 with only 4 coal in the supply → coal +1
    on cell 4 and +3 on cell 3, oil +2 on 3 and +2 on 2, garbage +1 on 6 and +2 on 5, uranium on 12
    and 10. Cheapest prices after: coal 3 (it was 1 at the start of the round), oil 2, garbage 5,
    uranium 10; the supply keeps coal 0, oil 4, garbage 13, uranium 8."""
    g = _ex15()
    assert next_prices(g) == {"coal": 4, "oil": 3, "garbage": 6, "uranium": 14}
    j = _all_power_nothing(g, 5)
    assert j["resource_market"] == {"coal": 18, "oil": 20, "garbage": 11, "uranium": 4}
    assert j["supply"] == {"coal": 0, "oil": 4, "garbage": 13, "uranium": 8}
    assert next_prices(g) == {"coal": 3, "oil": 2, "garbage": 5, "uranium": 10}
    slots = g.view(0)["resources"]

    def full_by_price(r):
        return {lv["price"]: lv["tokens"] for lv in slots[r]["levels"] if lv["tokens"]}

    assert full_by_price("coal") == {3: 3, 4: 3, 5: 3, 6: 3, 7: 3, 8: 3}
    assert full_by_price("oil") == {2: 2, 3: 3, 4: 3, 5: 3, 6: 3, 7: 3, 8: 3}
    assert full_by_price("garbage") == {5: 2, 6: 3, 7: 3, 8: 3}
    assert full_by_price("uranium") == {10: 1, 12: 1, 14: 1, 16: 1}


def test_pg_9_3_c_ex_15c_empty_supply_places_nothing():
    """EX-15c (PG-9.3 c): with no coal in the supply the coal refill places nothing; cheapest coal
    stays 4; the other resources refill as in EX-15."""
    g = _ex15(coal_supply=0)
    j = _all_power_nothing(g, 5)
    assert j["resource_market"] == {"coal": 14, "oil": 20, "garbage": 11, "uranium": 4}
    assert j["supply"]["coal"] == 0
    assert next_prices(g)["coal"] == 4


def test_pg_9_3_ex_15b_reached_by_a_legal_round_1():
    """EX-15b (PG-6.4–6.13, 7.1–7.3, 8.2, 9.2, 9.3, 9.4 a, PG-1.4): 5 players A–E play round 1; 10 coal
    are bought and 4 burned, so 4 coal are in the supply when the market is refilled exactly as in
    EX-15; money A 53, B 47, C 45, D 55, E 50; 15 goes under the deck and 20 is revealed."""
    a, b, c, d, e = range(5)
    deck = [15, 11, 12, 13, 14, 20] + [x for x in REST_OF_DECK if x not in (11, 12, 13, 14, 15, 20)] + ["step3"]
    g = make(5, round=1, plant_market={"current": [3, 4, 5, 6], "future": [7, 8, 9, 10], "discount": 3}, deck=deck)
    # Phase 2: everybody else passes each bid
    for opener, opening, rows in [
        (a, "bid 4 on plant 4", ([3, 5, 6, 7], [8, 9, 10, 15])),
        (b, "bid 5 on plant 5", ([3, 6, 7, 8], [9, 10, 11, 15])),
        (c, "bid 8 on plant 8", ([3, 6, 7, 9], [10, 11, 12, 15])),
        (d, "bid 1 on plant 3", ([6, 7, 9, 10], [11, 12, 13, 15])),
    ]:
        assert g.current_player == opener
        g.apply(opening)
        while g.to_json()["auction"] is not None:
            g.apply("pass")
        assert market(g) == rows
    assert g.to_json()["plant_market"]["discount"] is None
    assert g.current_player == e
    g.apply("bid 6 on plant 6")  # the last player: minimum bid, no bidding (PG-6.11)
    j = g.to_json()
    assert market(g) == ([7, 9, 10, 11], [12, 13, 14, 15])
    assert j["order"] == [c, e, b, a, d]  # PG-6.13 c
    assert j["phase"] == "resources"
    # Phase 3, reverse order D, A, B, E, C
    spent = []
    for who, action in [
        (d, "buy 2 oil"),
        (a, "buy 4 coal"),
        (b, "buy 4 coal"),
        (e, "buy 1 garbage"),
        (c, "buy 2 coal"),
    ]:
        assert g.current_player == who
        before = seat(g, who)["money"]
        g.apply(action)
        spent.append(before - seat(g, who)["money"])
        g.apply("done")
    assert spent == [6, 5, 10, 6, 7]
    assert g.to_json()["resource_market"] == {"coal": 14, "oil": 16, "garbage": 8, "uranium": 2}
    # Phase 4, reverse order; C builds nothing
    for who, city in [(d, "Hamburg"), (a, "Essen"), (b, "Muenchen"), (e, "Koeln")]:
        assert g.current_player == who
        g.apply(f"build {city}")
        g.apply("done")
    assert g.current_player == c
    g.apply("done")
    # Phase 5, turn order C, E, B, A, D
    for who, action in [(c, "power nothing"), (e, "power 06"), (b, "power 05"), (a, "power 04")]:
        assert g.current_player == who
        g.apply(action)
    assert g.to_json()["supply"] == {"coal": 4, "oil": 6, "garbage": 16, "uranium": 10}
    assert g.current_player == d
    g.apply("power 03")
    j = g.to_json()
    assert j["resource_market"] == {"coal": 18, "oil": 20, "garbage": 11, "uranium": 4}
    assert j["supply"] == {"coal": 0, "oil": 4, "garbage": 13, "uranium": 8}
    assert next_prices(g) == {"coal": 3, "oil": 2, "garbage": 5, "uranium": 10}
    assert [p["money"] for p in j["players"]] == [53, 47, 45, 55, 50]
    assert [p["resources"]["coal"] for p in j["players"]] == [2, 2, 2, 0, 0]
    # PG-1.4: every token is on the market, in the supply or on a plant
    for r, total in zip(RES, (24, 24, 24, 12)):
        assert j["resource_market"][r] + j["supply"][r] + sum(p["resources"][r] for p in j["players"]) == total
    # PG-9.4 a: the highest future plant (15) goes under the deck, 20 is revealed
    assert market(g) == ([7, 9, 10, 11], [12, 13, 14, 20])
    assert j["deck"][-2:] == ["step3", 15]
    # next round: Phase 1 (A, B, D, E one city each; C none), then the auction
    assert (j["round"], j["phase"]) == (2, "auction")
    assert j["order"] == [e, b, a, d, c]


def test_pg_9_3_a_refill_uses_the_column_of_the_current_step():
    """PG-9.3 a: 3 players — Step 1 4/2/1/1, Step 2 5/3/2/1, Step 3 3/4/3/1."""
    low = {"coal": 5, "oil": 5, "garbage": 5, "uranium": 2}
    for step, placed in [(1, [4, 2, 1, 1]), (2, [5, 3, 2, 1]), (3, [3, 4, 3, 1])]:
        g = make(
            3,
            phase="bureaucracy",
            step=step,
            resource_market=low,
            supply={"coal": 19, "oil": 19, "garbage": 19, "uranium": 10},
            plant_market={"current": [20, 21, 22, 23, 24, 25], "future": []}
            if step == 3
            else {"current": [20, 21, 22, 23], "future": [24, 25, 26, 27]},
            deck=[30, "step3"] if step < 3 else [30],
        )
        j = _all_power_nothing(g, 3)
        assert [j["resource_market"][r] - low[r] for r in RES] == placed, step


def test_pg_9_3_d_no_more_than_the_empty_slots():
    """PG-9.3 d: with 2 empty coal slots the coal refill (4) places 2; the rest stays in the supply.
    Unreachable with the printed tokens (24 coal for 24 slots, PG-1.4): the position reader refuses
    such a position, so the supply is set on the engine's state."""
    with pytest.raises(IllegalAction) as err:
        make(3, phase="bureaucracy", resource_market={**START_MARKET, "coal": 22}, supply={**START_SUPPLY, "coal": 7})
    assert err.value.rule == "PG-1.4"
    g = make(3, phase="bureaucracy", resource_market={**START_MARKET, "coal": 22})
    g.state.supply[0] = 2 + 5
    j = _all_power_nothing(g, 3)
    assert j["resource_market"]["coal"] == 24
    assert j["supply"]["coal"] == 5


def test_pg_9_3_e_no_uranium_after_the_german_phase_out():
    """PG-9.3 e / PG-12.1: after plant 39 was acquired, uranium is not refilled."""
    g = make(3, phase="bureaucracy", phase_out=True, resource_market={**START_MARKET, "uranium": 0})
    j = _all_power_nothing(g, 3)
    assert j["resource_market"] == {"coal": 24, "oil": 20, "garbage": 10, "uranium": 0}
    assert j["supply"]["uranium"] == 12


# ---- PG-9.1 Step 2 check, PG-9.4 plant market update -----------------------------------------------------


def _after_building(cities, step=1):
    """3 players at the end of Phase 4 (seat 0 still to say done) with seat 0's network ``cities``."""
    return make(
        3,
        phase="building",
        step=step,
        order=[0, 1, 2],
        seats=[{"cities": WEST[:cities], "done": False}, {"done": True}, {"done": True}],
        resource_market={"coal": 5, "oil": 5, "garbage": 5, "uranium": 2},
        supply={"coal": 19, "oil": 19, "garbage": 19, "uranium": 10},
        plant_market={"current": [13, 14, 16, 17], "future": [19, 20, 22, 24]},
        deck=[25, 26, 27, "step3"],
    )


def test_pg_9_1_step_2_begins_at_the_start_of_phase_5():
    """PG-9.1 (EX-16): a network of 7 cities (3 players) starts Step 2 at the start of Phase 5: the
    lowest current plant 13 leaves, 25 is revealed, and the refill already uses the Step 2 column."""
    g = _after_building(7)
    g.apply("done")
    j = g.to_json()
    assert (j["phase"], j["step"]) == ("bureaucracy", 2)
    assert market(g) == ([14, 16, 17, 19], [20, 22, 24, 25])
    assert j["removed"] == [13]
    j = _all_power_nothing(g, 3)
    assert j["resource_market"] == {"coal": 10, "oil": 8, "garbage": 7, "uranium": 3}
    assert market(g) == ([14, 16, 17, 19], [20, 22, 24, 26])  # PG-9.4 a: 25 under the deck, 26 revealed


def test_pg_9_1_ex_16_step_2_waits_for_phase_5():
    """EX-16 (PG-9.1, PG-8.6 a): Galina reaches 7 cities in Phase 4; Peter, building after her in the
    same Phase 4, still cannot take a second slot — Step 2 begins only at the start of Phase 5."""
    g = make(
        3,
        phase="building",
        order=[0, 1, 2],
        seats=[{"cities": ["Leipzig"]}, {"cities": ["Koeln"]}, {"cities": WEST[:6], "money": 60}],
        plant_market={"current": [13, 14, 16, 17], "future": [19, 20, 22, 24]},
        deck=[25, 26, "step3"],
    )
    assert g.current_player == 2
    g.apply("build Osnabrueck")
    assert len(seat(g, 2)["cities"]) == 7
    g.apply("done")
    assert g.current_player == 1 and g.to_json()["step"] == 1
    refused(g, "build Duesseldorf", "PG-8.6 a")
    g.apply("done")
    g.apply("done")
    j = g.to_json()
    assert (j["phase"], j["step"]) == ("bureaucracy", 2)


def test_pg_9_1_six_cities_stay_in_step_1():
    """PG-9.1 (EX-16 negative): with 6 cities (3 players) the game stays in Step 1."""
    g = _after_building(6)
    g.apply("done")
    assert g.to_json()["step"] == 1
    j = _all_power_nothing(g, 3)
    assert j["resource_market"] == {"coal": 9, "oil": 7, "garbage": 6, "uranium": 3}
    assert market(g) == ([13, 14, 16, 17], [19, 20, 22, 25])


def test_pg_9_4_a_highest_future_plant_goes_under_the_deck():
    """PG-9.4 a: Steps 1–2 — the highest future plant goes under the deck (below the Step 3 card) and
    the top card replaces it; the market is re-sorted."""
    g = make(
        3,
        phase="bureaucracy",
        step=2,
        plant_market={"current": [13, 14, 16, 17], "future": [19, 20, 22, 31]},
        deck=[15, 26, "step3"],
    )
    j = _all_power_nothing(g, 3)
    assert market(g) == ([13, 14, 15, 16], [17, 19, 20, 22])
    assert j["deck"] == [26, "step3", 31]
    assert j["under_deck"] == [31]


def test_pg_9_4_b_step_3_removes_the_lowest_plant():
    """PG-9.4 b: Step 3 — the lowest plant leaves the game and the top card is revealed (one row of 6)."""
    g = make(
        3, phase="bureaucracy", step=3, plant_market={"current": [21, 23, 25, 28, 30, 34], "future": []}, deck=[22, 40]
    )
    j = _all_power_nothing(g, 3)
    assert market(g) == ([22, 23, 25, 28, 30, 34], [])
    assert j["removed"] == ["step3", 21]  # the Step 3 card left when Step 3 began
    assert j["deck"] == [40]


def test_pg_9_4_c_step_3_empty_deck_market_shrinks():
    """PG-9.4 c: Step 3 with an empty deck — the lowest plant still leaves; nothing is revealed."""
    g = make(3, phase="bureaucracy", step=3, plant_market={"current": [21, 23, 25, 28, 30, 34], "future": []}, deck=[])
    j = _all_power_nothing(g, 3)
    assert market(g) == ([23, 25, 28, 30, 34], [])
    assert j["removed"] == ["step3", 21]


def test_pg_9_5_phase_5_ends_the_round():
    """PG-9.5: after Phase 5 the round number rises and Phase 2 of the next round is ready."""
    g = make(3, phase="bureaucracy", round=4)
    j = _all_power_nothing(g, 3)
    assert (j["round"], j["phase"]) == (5, "auction")
    assert [p["done"] for p in j["players"]] == [False, False, False]
    assert PLANTS[j["plant_market"]["discount"]].number == j["plant_market"]["current"][0]


@settings(max_examples=300, deadline=None)
@given(
    plants=st.lists(st.sampled_from(sorted(PLANTS)), min_size=1, max_size=3, unique=True).map(sorted),
    tokens=st.tuples(st.integers(0, 5), st.integers(0, 5), st.integers(0, 4), st.integers(0, 2)).map(list),
)
def test_pg_9_2_a_the_power_choices_are_every_run_the_tokens_allow(plants, tokens):
    """PG-9.2 a, PG-2.7, PG-2.8: the listed choices (cached per set of plants, filtered by the tokens)
    are exactly ``burn_options``: every subset of plants with every coal/oil mix of its hybrids that
    the tokens cover, in the same order."""
    assume(fits(tuple(plants), tokens))
    held = dict(zip(RES, tokens))
    g = make(3, phase="bureaucracy", seats=[{"plants": plants, "resources": held, "cities": WEST[:3]}, {}, {}])
    assert g.current_player == 0
    assert g.legal_actions() == [Power(sub, fuel) for sub, fuel, _ in burn_options(tuple(plants), tokens)]
