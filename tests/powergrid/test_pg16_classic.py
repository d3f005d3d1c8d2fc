"""PG-16 The classic option (rulebook 001; docs/games/powergrid-examples.md Part 2, C-01…C-20):
opening market 03–10 with 13 on top, no discount token, turn-order ties by number of plants, no coal
storage and no phase-out, Step 2 at once in Phase 4, low plants leave the market, EX-19."""

from __future__ import annotations

import pytest
from invariants import check_invariants
from pg_helpers import EAST, SOUTH_EAST, USA_ZONE, WEST, finish_phase, market_delta
from pg_helpers import SOUTH_WEST as RECHARGED_SOUTH_WEST
from pg_positions import make, market, refused

from powerplay import load_game
from powerplay.games.powergrid.actions import Buy, Scrap
from powerplay.games.powergrid.data import PLANT_NUMBERS

SOUTH_WEST = [c.replace("Mainz", "Wiesbaden") for c in RECHARGED_SOUTH_WEST]  # the 2004 board (C-20)
CLASSIC_MARKET = {"coal": 24, "oil": 18, "garbage": 6, "uranium": 2}
CLASSIC_SUPPLY = {"coal": 0, "oil": 6, "garbage": 18, "uranium": 10}


def classic(players, map="germany", regions=None, **kw):
    """A hand-written position with the classic option."""
    zones = {
        2: ["west", "south-west", "east"],
        3: ["west", "south-west", "east"],
        4: ["west", "south-west", "east", "south-east"],
    }
    options = {
        "map": map,
        "players": players,
        "regions": regions or zones.get(players, zones[4] + ["north-west"]),
        "classic": True,
    }
    kw.setdefault("resource_market", CLASSIC_MARKET)
    kw.setdefault("supply", CLASSIC_SUPPLY)
    return make(players, options=options, **kw)


# ---- setup: C-01 … C-05, EX-19 --------------------------------------------------------------------------------


@pytest.mark.parametrize("players, deck", [(2, 26), (3, 26), (4, 30), (5, 34), (6, 34)])
def test_pg_16_c_01_c_02_c_03_ex_19_classic_setup(players, deck):
    """EX-19 (PG-16 #1–#4; C-01…C-04): current [03–06] / future [07–10] always; 13 on top of the deck,
    the Step 3 card at the bottom; 8/8/4/0/0 of the other 33 plants removed unseen (deck 26/26/30/34/34
    plants); garbage on cells 7–8 (6 tokens), supply garbage 18; 50 Elektro each."""
    for seed in (1, 2):
        g = load_game("powergrid", players=players, map="germany", seed=seed, classic=True)
        j = g.to_json()
        assert j["plant_market"] == {"current": [3, 4, 5, 6], "future": [7, 8, 9, 10], "discount": None}
        assert j["deck"][0] == 13 and j["deck"][-1] == "step3" and len(j["deck"]) == deck + 1
        assert len(j["box"]) == 34 - deck and 13 not in j["box"]
        assert sorted(j["deck"][:-1] + j["box"]) == [n for n in PLANT_NUMBERS if n > 10]
        assert j["resource_market"] == CLASSIC_MARKET and j["supply"] == CLASSIC_SUPPLY
        assert g.view(0)["resources"]["garbage"]["next_price"] == 7
        assert all(p["money"] == 50 for p in j["players"])
        assert len(j["options"]["regions"]) == {2: 3, 3: 3, 4: 4, 5: 5, 6: 5}[players]  # C-05
        check_invariants(g)


def test_pg_16_c_02_first_replacement_of_round_1_is_13():
    """C-02: the first plant bought in round 1 is always replaced by 13."""
    g = load_game("powergrid", players=3, map="germany", seed=4, classic=True)
    g.apply("bid 4 on plant 04")
    while g.to_json()["auction"]:
        g.apply("pass")
    assert market(g) == ([3, 5, 6, 7], [8, 9, 10, 13])


def test_pg_16_c_02_top_card_back_is_not_shown():
    """C-02: the classic cards share one back: the view does not show the top card's back."""
    g = load_game("powergrid", players=3, map="germany", seed=4, classic=True)
    assert g.view(0)["deck"]["top_back"] is None


def test_pg_16_c_20_classic_board_is_the_2004_board():
    """C-20: the classic Germany board names Torgelow and Wiesbaden (not Stralsund, Mainz); Dortmund–Essen
    costs 4 there."""
    g = load_game(
        "powergrid", players=3, map="germany", seed=4, classic=True, regions=["west", "north-east", "north-west"]
    )
    board = g.state.zone.board
    assert "Torgelow" in board.cities and "Wiesbaden" in board.cities and "Stralsund" not in board.cities
    z = g.state.zone
    assert z.dist[board.index["Dortmund"]][board.index["Essen"]] == 4


# ---- C-06 turn order, C-07 no discount ------------------------------------------------------------------------


def test_pg_16_c_06_ex_05_turn_order_ties_by_number_of_plants():
    """EX-05 under classic (PG-16 #6, C-06): Peter and Kristina both have 5 cities; Kristina owns more
    plants (3 vs 2) and goes first — 003 would put Peter (plant 17) first."""
    seats = [
        {"cities": WEST[:6], "plants": [7, 20]},
        {"cities": SOUTH_WEST[:5], "plants": [6, 17]},
        {"cities": EAST[:5], "plants": [9, 11, 15]},
        {"cities": SOUTH_EAST[:4], "plants": [22]},
    ]
    g = classic(4, phase="bureaucracy", seats=seats, order=[3, 2, 1, 0])
    finish_phase(g, "bureaucracy")
    assert g.to_json()["order"] == [0, 2, 1, 3]


def test_pg_16_c_06_round_1_reorder_by_highest_plant():
    """C-06 (proposal): after round-1 Phase 2 everyone owns one plant, so the highest plant decides."""
    g = load_game("powergrid", players=3, map="germany", seed=9, classic=True)
    first = g.to_json()["order"][0]
    for plant in (6, 7, 3):  # 13 replaces 06: current [03, 04, 05, 07], then [03, 04, 05, 08]
        g.apply(f"bid {plant} on plant {plant:02d}")
        while g.to_json()["auction"]:
            g.apply("pass")
    j = g.to_json()
    assert j["phase"] == "resources"
    owner = {p["plants"][0]: seat for seat, p in enumerate(j["players"])}
    assert owner[6] == first and j["order"] == [owner[7], owner[6], owner[3]]


def test_pg_16_c_07_no_discount_token():
    """PG-16 #7 (C-07): no discount token — the minimum bid is always the plant's number."""
    g = load_game("powergrid", players=3, map="germany", seed=4, classic=True)
    assert g.to_json()["plant_market"]["discount"] is None
    refused(g, "bid 1 on plant 03", "PG-6.4 b")
    assert min(a.amount for a in g.legal_actions() if getattr(a, "plant", 0) == 3) == 3


def test_pg_16_c_07_nobody_bought_a_plant_lowest_leaves():
    """C-07 (proposal): a Phase 2 in which nobody bought a plant removes the lowest current plant and
    reveals a replacement."""
    g = classic(
        3,
        round=3,
        seats=[{"plants": [4]}, {"plants": [5]}, {"plants": [6]}],
        plant_market={"current": [11, 12, 13, 14], "future": [15, 16, 17, 18]},
        deck=[20, 21, "step3"],
    )
    finish_phase(g, "auction")
    j = g.to_json()
    assert j["removed"] == [11] and market(g) == ([12, 13, 14, 15], [16, 17, 18, 20])


# ---- C-09, C-10 plants ---------------------------------------------------------------------------------------


def test_pg_16_c_09_two_players_keep_four_plants():
    """C-09 / C-18: 2 players play an ordinary game (no trust) and may own 4 plants; the 5th forces a
    scrap."""
    g = load_game("powergrid", players=2, map="germany", seed=4, classic=True)
    j = g.to_json()
    assert j["phase"] == "auction" and "trust" not in j
    g = classic(
        2,
        round=5,
        seats=[{"plants": [3, 4, 5], "money": 99}, {"plants": [6]}],
        plant_market={"current": [11, 12, 13, 14], "future": [15, 16, 17, 18]},
        deck=[20, 21, "step3"],
    )
    g.apply("bid 11 on plant 11")
    g.apply("pass")
    assert g.to_json()["players"][0]["plants"] == [3, 4, 5, 11] and g.to_json()["scrap"] is None
    g = classic(
        2,
        round=5,
        seats=[{"plants": [3, 4, 5, 7], "money": 99}, {"plants": [6]}],
        plant_market={"current": [11, 12, 13, 14], "future": [15, 16, 17, 18]},
        deck=[20, 21, "step3"],
    )
    g.apply("bid 11 on plant 11")
    g.apply("pass")
    assert g.to_json()["scrap"] == {"player": 0, "new_plant": 11}


def test_pg_16_c_10_scrapped_tokens_must_be_kept_if_they_fit():
    """C-10 (PG-16 #9): plants 05 (2 coal), 10 (4 coal), 13; buying 25 and scrapping 10, the 4 coal must
    go to 25 — nothing may return to the supply (003 would allow returning them)."""
    seats = [{"plants": [5, 10, 13], "resources": {"coal": 6}, "money": 60}, {"plants": [3]}, {"plants": [4]}]
    g = classic(
        3,
        round=6,
        step=2,
        seats=seats,
        plant_market={"current": [25, 26, 27, 28], "future": [29, 30, 31, 32]},
        deck=[33, 34, "step3"],
        resource_market={**CLASSIC_MARKET, "coal": 24 - 6},  # seat 0 bought its 6 coal there
    )
    g.apply("bid 25 on plant 25")
    g.apply("pass")
    g.apply("pass")
    assert [a for a in g.legal_actions() if isinstance(a, Scrap) and a.plant == 10] == [Scrap(10, (0, 0, 0, 0))]
    refused(g, "scrap 10 returning 2 coal", "PG-6.9 b")
    g.apply("scrap 10")
    assert g.to_json()["players"][0]["resources"]["coal"] == 6


# ---- C-11, C-12, C-13 Steps ----------------------------------------------------------------------------------


def test_pg_16_c_11_plants_not_above_the_largest_network_leave():
    """C-11 (PG-16 #10): Step 2, Peter with 10 cities connects an 11th: 11 leaves, 25 comes; a 12th:
    12 leaves, 26 comes."""
    seats = [{"cities": WEST + SOUTH_WEST[:3], "money": 200}, {"done": True}, {"done": True}, {"done": True}]
    g = classic(
        4,
        phase="building",
        step=2,
        seats=seats,
        plant_market={"current": [11, 12, 14, 16], "future": [17, 18, 19, 20]},
        deck=[25, 26, 27, "step3"],
    )
    g.apply("build " + SOUTH_WEST[3])
    assert market(g) == ([12, 14, 16, 17], [18, 19, 20, 25])
    g.apply("build " + SOUTH_WEST[4])
    assert market(g) == ([14, 16, 17, 18], [19, 20, 25, 26])
    assert g.to_json()["removed"] == [11, 12]


def _ex16_classic(deck):
    """EX-16 under classic: Galina (last in turn order, builds first) has 5 cities, Peter builds after."""
    seats = [
        {"cities": ["Essen", "Duisburg", "Duesseldorf", "Koeln", "Dortmund"], "plants": [15], "money": 50},
        {"cities": ["Leipzig"], "plants": [9], "money": 80},
        {},
        {},
    ]
    return classic(
        4,
        phase="building",
        round=6,
        order=[3, 2, 1, 0],
        seats=seats,
        resource_market={"coal": 10, "oil": 10, "garbage": 10, "uranium": 4},
        supply={"coal": 14, "oil": 14, "garbage": 14, "uranium": 8},
        plant_market={"current": [13, 14, 16, 17], "future": [19, 20, 22, 24]},
        deck=deck,
    )


def test_pg_16_c_12_ex_16_step_2_at_once_in_phase_4():
    """EX-16 under classic (PG-16 #11, C-12): the moment Galina connects her 7th city Step 2 begins: 13
    leaves and 25 comes; Peter, building after her in the same Phase 4, may take slot 15; Phase 5 then
    refills with the Step 2 column and puts the highest future plant under the deck."""
    g = _ex16_classic([25, 26, 27, "step3"])
    g.apply("build Muenster")
    assert g.to_json()["step"] == 1
    g.apply("build Aachen")
    j = g.to_json()
    assert j["step"] == 2 and j["removed"] == [13]
    assert market(g) == ([14, 16, 17, 19], [20, 22, 24, 25])
    g.apply("done")
    g.apply("build Essen")
    assert g.to_json()["cities"]["Essen"] == [0, 1, None]
    finish_phase(g, "building")
    before = g.to_json()["resource_market"]
    finish_phase(g, "bureaucracy")
    assert market_delta(g, before) == {"coal": 6, "oil": 4, "garbage": 3, "uranium": 2}
    assert market(g) == ([14, 16, 17, 19], [20, 22, 24, 26]) and g.to_json()["under_deck"] == [25]


def test_pg_16_c_12_thresholds():
    """C-12 (proposal): Step 2 at 10 cities with 2 players, 6 with 6 players."""
    for players, need in ((2, 10), (6, 6)):
        cities = (WEST + SOUTH_WEST)[: need - 1]
        seats = [{"cities": cities, "money": 100}] + [{"done": True}] * (players - 1)
        g = classic(
            players,
            phase="building",
            seats=seats,
            plant_market={"current": [13, 14, 16, 17], "future": [19, 20, 22, 24]},
            deck=[25, 26, "step3"],
        )
        g.apply("build " + (WEST + SOUTH_WEST)[need - 1])
        assert g.to_json()["step"] == 2, players


def test_pg_16_c_13_step_3_card_in_phase_4():
    """C-13 (PG-16 #12): the Step 3 card revealed in Phase 4 (as the Step 2 replacement) leaves at once
    with the lowest plant; Step 3 begins with this round's Phase 5: Step 3 refill (4 players: 4/5/4/2),
    and the update removes the lowest plant and reveals one."""
    g = _ex16_classic(["step3", 30, 31])
    g.apply("build Muenster")
    g.apply("build Aachen")
    j = g.to_json()
    assert j["removed"] == [13, "step3", 14] and j["step"] == 2
    assert market(g) == ([16, 17, 19, 20], [22, 24])
    finish_phase(g, "building")
    j = g.to_json()
    assert (j["phase"], j["step"]) == ("bureaucracy", 3)
    assert market(g) == ([16, 17, 19, 20, 22, 24], [])
    before = j["resource_market"]
    finish_phase(g, "bureaucracy")
    assert market_delta(g, before) == {"coal": 4, "oil": 5, "garbage": 4, "uranium": 2}
    j = g.to_json()
    assert j["removed"] == [13, "step3", 14, 16]
    current = j["plant_market"]["current"]
    assert current[:5] == [17, 19, 20, 22, 24] and current[5] in (30, 31)


def test_pg_16_c_13_pg_10_6_step_2_effects_happen_once():
    """C-13 / PG-10.6 (regression): in Step 1 a low-plant replacement (C-11) reveals the Step 3 card in
    Phase 4 — it and the lowest plant leave, Step 2 is owed; later in the same Phase 4 a 7th city starts
    Step 2 at once (C-12: plant 10 leaves, one card comes). Phase 5 then begins Step 3 without a second
    Step 2 removal."""
    seats = [{"cities": WEST[:3], "money": 100}, {"cities": EAST[:6], "money": 100}, {"done": True}]
    g = classic(
        3,
        phase="building",
        round=8,
        order=[2, 1, 0],
        seats=seats,
        plant_market={"current": [4, 9, 10, 11], "future": [12, 13, 14, 15]},
        deck=["step3", 30, 31, 32],
    )
    g.apply("build " + WEST[3])  # 4 cities: plant 04 leaves; its replacement is the Step 3 card
    assert g.to_json()["removed"] == [4, "step3", 9] and g.to_json()["step3"]["step2_owed"]
    g.apply("done")
    g.apply("build " + EAST[6])  # 7 cities: Step 2 at once
    g.apply("done")
    j = g.to_json()
    assert (j["phase"], j["step"]) == ("bureaucracy", 3)
    assert j["removed"] == [4, "step3", 9, 10]
    current = j["plant_market"]["current"]
    assert len(current) == 6 and current[:5] == [11, 12, 13, 14, 15]
    assert sorted(j["deck"] + current[5:]) == [30, 31, 32]


# ---- C-14 end, C-15 money, C-16 board sides ------------------------------------------------------------------


def test_pg_16_c_14_two_players_end_at_21_cities():
    """C-14 (PG-16 #13): 2 players end at 21 cities (21 houses for cities, classic.json); 20 do not."""
    cities = WEST + SOUTH_WEST + EAST
    for have, over in ((19, False), (20, True)):
        g = classic(
            2,
            phase="building",
            step=3,
            removed=["step3"],
            seats=[{"cities": cities[:have], "money": 300}, {"done": True}],
            plant_market={"current": [30, 31, 32, 33, 34, 35], "future": []},
            deck=[],
        )
        g.apply("build " + cities[have])
        g.apply("done")
        assert g.is_over == over


def test_pg_16_c_15_money_is_public():
    """C-15 (PG-16 #16): in the classic game every seat and spectators see everybody's money."""
    g = classic(3, seats=[{"money": 11}, {"money": 22}, {"money": 33}])
    for viewer in (None, 0, 1, 2):
        assert [p["money"] for p in g.view(viewer)["players"]] == [11, 22, 33]


def test_pg_16_c_16_usa_has_no_coal_storage():
    """C-16 (PG-16 #16): classic USA has no coal storage: with no coal on the market none can be bought;
    burned coal goes to the general supply."""
    g = classic(
        3,
        map="usa",
        regions=USA_ZONE,
        phase="resources",
        seats=[{"plants": [8], "resources": {"coal": 3}}, {"done": True}, {"done": True}],
        resource_market={"coal": 0, "oil": 18, "garbage": 6, "uranium": 2},
        supply={"coal": 21, "oil": 6, "garbage": 18, "uranium": 10},
        coal_storage=0,
    )
    assert not any(isinstance(a, Buy) and a.resource == 0 for a in g.legal_actions())
    refused(g, "buy 1 coal", "PG-7.4")
    assert "coal_storage" not in g.view(0)
    g = classic(
        3,
        map="usa",
        regions=USA_ZONE,
        phase="bureaucracy",
        seats=[{"plants": [8], "resources": {"coal": 3}, "cities": ["Chicago"]}, {}, {}],
        resource_market={"coal": 21, "oil": 18, "garbage": 6, "uranium": 2},
        supply={"coal": 0, "oil": 6, "garbage": 18, "uranium": 10},
    )
    g.apply("power 08")
    assert (g.to_json()["supply"]["coal"], g.to_json()["coal_storage"]) == (3, 0)


def test_pg_16_c_16_germany_has_no_phase_out():
    """C-16 (PG-16 #16): classic Germany has no nuclear phase-out: buying 39 changes nothing."""
    g = classic(
        3,
        round=6,
        step=2,
        seats=[{"plants": [20], "money": 60}, {"plants": [21]}, {"plants": [22]}],
        plant_market={"current": [36, 37, 38, 39], "future": [40, 42, 44, 46]},
        deck=[50, 30, "step3"],
    )
    g.apply("bid 39 on plant 39")
    g.apply("pass")
    events = g.apply("pass")
    assert g.to_json()["phase_out"] is False and not any(e.kind == "phase-out" for e in events)
