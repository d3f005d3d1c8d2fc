"""PG-10 Steps: the Step 2 trigger and its one-time removal, the Step 3 card in Phase 2 and in
Phase 5, Step 3 before Step 2 (PG-10.6), the 6-card Step 3 market, deck exhaustion, slot 20."""

from __future__ import annotations

import pytest
from pg_helpers import EAST, ROOMY_MARKET, ROOMY_SUPPLY, SOUTH_WEST, WEST, finish_phase, market_delta
from pg_positions import make, market, refused

GALINA, PETER = 0, 1


# ---- PG-10.2 Step 2 ----------------------------------------------------------------------------------------


def _ex16():
    """EX-16: 4 players, Step 1, Phase 4. Galina (last in turn order, so she builds first) has 5 cities;
    Peter builds after her. Market [13, 14, 16, 17] / [19, 20, 22, 24], deck [25, 26, …]."""
    return make(
        4,
        phase="building",
        round=6,
        order=[3, 2, PETER, GALINA],
        seats=[
            {"cities": ["Essen", "Duisburg", "Duesseldorf", "Koeln", "Dortmund"], "plants": [18], "money": 50},
            {"cities": ["Leipzig"], "plants": [15], "money": 50},
            {},
            {},
        ],
        resource_market=ROOMY_MARKET,
        supply=ROOMY_SUPPLY,
        plant_market={"current": [13, 14, 16, 17], "future": [19, 20, 22, 24], "discount": None},
        deck=[25, 26, 27, "step3"],
    )


def test_pg_10_2_ex_16_step_2_begins_at_the_start_of_phase_5():
    """EX-16 (PG-10.2 a, c, d; PG-9.1): Galina goes from 5 to 7 cities in Phase 4. Peter, building after
    her in the same Phase 4, still cannot take slot 15 (Step 1). At the start of Phase 5 Step 2 begins:
    13 is removed and 25 revealed; the refill uses the Step 2 column (4 players: 6/4/3/2); the plant
    update puts 25 under the deck and reveals 26."""
    g = _ex16()
    g.apply("build Muenster")  # 10 + Dortmund–Muenster 2
    g.apply("build Aachen")  # 10 + Koeln–Aachen 7
    assert g.to_json()["players"][GALINA]["money"] == 50 - 12 - 17
    g.apply("done")
    assert g.current_player == PETER and g.to_json()["step"] == 1
    refused(g, "build Essen", "PG-8.6 a")  # Galina's city: no second house in Step 1
    g.apply("done")
    g.apply("done")
    g.apply("done")
    j = g.to_json()
    assert (j["phase"], j["step"]) == ("bureaucracy", 2)
    assert j["removed"] == [13]
    assert market(g) == ([14, 16, 17, 19], [20, 22, 24, 25])
    before = j["resource_market"]
    finish_phase(g, "bureaucracy")
    assert market_delta(g, before) == {"coal": 6, "oil": 4, "garbage": 3, "uranium": 2}
    j = g.to_json()
    assert market(g) == ([14, 16, 17, 19], [20, 22, 24, 26])
    assert j["under_deck"] == [25] and j["deck"] == [27, "step3", 25]
    assert (j["round"], j["phase"], j["step"]) == (7, "auction", 2)


def test_pg_10_2_d_ex_16_next_round_step_2_opens_slot_15():
    """EX-16 (PG-10.2 d): from the next round a city takes a second house for 15 — Peter may now
    connect Galina's Essen (15 + path)."""
    g = _ex16()
    g.apply("build Muenster")
    g.apply("build Aachen")
    finish_phase(g, "building")
    finish_phase(g, "bureaucracy")
    finish_phase(g, "auction")
    finish_phase(g, "resources")
    while g.current_player != PETER:
        g.apply("done")
    z = g.state.zone
    path = z.dist[z.board.index["Leipzig"]][z.board.index["Essen"]]
    assert g.view(PETER)["build_costs"]["Essen"] == 15 + path
    g.apply("build Essen")
    assert g.to_json()["cities"]["Essen"] == [GALINA, PETER, None]


def test_pg_10_2_a_ex_16_six_cities_do_not_start_step_2_with_4_players():
    """EX-16 negative (PG-10.2 a): with at most 6 cities (4 players) the game stays in Step 1 and the
    market is only updated as usual."""
    g = _ex16()
    g.apply("build Muenster")
    finish_phase(g, "building")
    j = g.to_json()
    assert (j["phase"], j["step"], j["removed"]) == ("bureaucracy", 1, [])
    assert market(g) == ([13, 14, 16, 17], [19, 20, 22, 24])


def _last_builder(players: int, cities: list[str], step: int = 1, others: int = 0, **kw):
    """Phase 4 where only seat 0 still builds; every other seat has ``others`` cities of the east."""
    seats = [{"cities": cities, "money": 200, "done": False}]
    seats += [{"cities": EAST[:others] if p == 1 else [], "done": True} for p in range(1, players)]
    kw.setdefault("plant_market", {"current": [13, 14, 16, 17], "future": [19, 20, 22, 24], "discount": None})
    kw.setdefault("deck", [25, 26, 27, "step3"])
    return make(players, phase="building", step=step, seats=seats, **kw)


@pytest.mark.parametrize("players, need", [(3, 7), (4, 7), (5, 7), (6, 6)])
def test_pg_10_2_a_threshold_by_player_count(players, need):
    """PG-10.2 a: 7 cities start Step 2 with 2–5 players, 6 cities with 6 players; one fewer does not."""
    g = _last_builder(players, WEST[: need - 2])
    g.apply("build " + WEST[need - 2])
    g.apply("done")
    assert g.to_json()["step"] == 1
    g = _last_builder(players, WEST[: need - 1])
    g.apply("build " + WEST[need - 1])
    g.apply("done")
    j = g.to_json()
    assert (j["phase"], j["step"], j["removed"]) == ("bureaucracy", 2, [13])


def test_pg_10_2_a_overshooting_and_several_players_remove_one_plant():
    """PG-10.2 a, c: two players at or over the threshold in the same round (one overshooting to 9)
    start Step 2 once: exactly one plant is removed and one revealed."""
    g = _last_builder(4, WEST[:6], others=7)
    g.apply("build Koeln")
    g.apply("build Aachen")
    g.apply("build Trier")
    g.apply("done")
    j = g.to_json()
    assert len(j["players"][0]["cities"]) == 9
    assert (j["step"], j["removed"]) == (2, [13])
    assert market(g) == ([14, 16, 17, 19], [20, 22, 24, 25])


def test_pg_10_2_c_the_step_2_removal_happens_once():
    """PG-10.2 a, c: the trigger is checked only in Step 1 — a Phase 5 in Step 2 with big networks
    removes nothing before income."""
    g = _last_builder(4, WEST[:7], step=2, others=7)
    g.apply("build Koeln")
    g.apply("done")
    j = g.to_json()
    assert (j["phase"], j["step"], j["removed"]) == ("bureaucracy", 2, [])
    assert market(g) == ([13, 14, 16, 17], [19, 20, 22, 24])


def test_pg_10_2_a_trust_cities_never_count():
    """PG-10.2 a / PG-14.4 b: the trust's 9 cities do not start Step 2; a human's 7 do."""
    trust = {"cities": WEST[:6] + SOUTH_WEST[:3], "houses": 7, "plants": []}
    g = make(
        2,
        phase="building",
        seats=[{"cities": EAST[:6], "money": 100}, {"done": True}],
        trust=trust,
        plant_market={"current": [13, 14, 16, 17], "future": [19, 20, 22, 24], "discount": None},
        deck=[25, 26, "step3"],
    )
    g.apply("done")
    assert g.to_json()["step"] == 1
    g = make(
        2,
        phase="building",
        seats=[{"cities": EAST[:6], "money": 100}, {"done": True}],
        trust=trust,
        plant_market={"current": [13, 14, 16, 17], "future": [19, 20, 22, 24], "discount": None},
        deck=[25, 26, "step3"],
    )
    g.apply("build " + EAST[6])
    g.apply("done")
    assert g.to_json()["step"] == 2


def test_pg_10_2_c_step_2_replacement_is_the_step_3_card():
    """PG-10.2 c with D-06 and D-23 (PG-10.4 a–d): the Step 2 replacement is the Step 3 card. It counts
    as revealed in Phase 5: the Step 3 card and the lowest plant leave at once (no replacement), the
    deck is shuffled; the rest of this Phase 5 is still Step 2 (Step 2 refill, and the highest future
    plant goes under the deck with one card revealed); Step 3 begins next round with 6 plants."""
    g = _last_builder(
        3, WEST[:7], deck=["step3", 30, 31], under_deck=[30, 31], resource_market=ROOMY_MARKET, supply=ROOMY_SUPPLY
    )
    g.apply("done")
    j = g.to_json()
    assert j["step"] == 2 and j["removed"] == [13, "step3", 14]
    assert market(g) == ([16, 17, 19, 20], [22, 24])
    assert sorted(j["deck"]) == [30, 31] and j["under_deck"] == []
    before = j["resource_market"]
    finish_phase(g, "bureaucracy")
    assert market_delta(g, before) == {"coal": 5, "oil": 3, "garbage": 2, "uranium": 1}  # 3 players, Step 2
    j = g.to_json()
    assert (j["phase"], j["step"]) == ("auction", 3)
    current, future = market(g)
    assert future == [] and len(current) == 6
    assert current[:5] == [16, 17, 19, 20, 22] and current[5] in (30, 31)  # 24 went under the deck
    assert sorted(j["deck"]) == sorted({24, 30, 31} - {current[5]})


# ---- PG-10.3 Step 3 card revealed in Phase 2 ---------------------------------------------------------------


def _auction(step=1, deck=None, discount=10, seats=None, **kw):
    """Phase 2 of round 3, 3 players with 50 Elektro; market [10, 11, 12, 13] / [14, 15, 16, 17];
    the Step 3 card on top of the deck with the plants put under it in earlier rounds."""
    under = [20, 21, 22, 23, 24, 25]
    return make(
        3,
        round=3,
        step=step,
        seats=seats or [{"plants": [4]}, {"plants": [5]}, {"plants": [6]}],
        plant_market={"current": [10, 11, 12, 13], "future": [14, 15, 16, 17], "discount": discount},
        deck=deck or ["step3"] + under,
        under_deck=under,
        resource_market=ROOMY_MARKET,
        supply=ROOMY_SUPPLY,
        **kw,
    )


def _buy(g, plant, price=None):
    """The acting player puts ``plant`` up and everybody else passes."""
    g.apply(f"bid {price or plant} on plant {plant}")
    while g.to_json()["auction"]:
        g.apply("pass")


def test_pg_10_3_a_b_step_3_card_goes_to_the_end_of_the_future_market():
    """PG-10.3 a–b: the Step 3 card revealed as a replacement sorts last in the future market (the 4
    lowest plants stay current), cannot be put up, and the deck (the plants put under it) is
    shuffled; the next replacement comes from the shuffled deck."""
    g = _auction()
    _buy(g, 13)
    j = g.to_json()
    assert market(g) == ([10, 11, 12, 14], [15, 16, 17, "step3"])
    assert j["step3"]["revealed_this_phase"] and j["step"] == 1
    assert sorted(j["deck"]) == [20, 21, 22, 23, 24, 25] and j["under_deck"] == []
    assert j["deck"] != [20, 21, 22, 23, 24, 25]  # shuffled (this generator state)
    view = g.view(1)["plant_market"]
    assert view["future"][-1] == {"number": None, "text": "Step 3"}
    assert {a.plant for a in g.legal_actions() if hasattr(a, "plant")} == {10, 11, 12, 14}
    refused(g, "bid 15 on plant 15", "PG-6.4 a")
    top = j["deck"][0]
    _buy(g, 14)
    current, future = market(g)
    assert sorted(current + future[:-1]) == sorted([10, 11, 12, 15, 16, 17, top]) and future[-1] == "step3"


def test_pg_10_3_c_d_e_end_of_phase_2_in_step_1():
    """PG-10.3 c–e, PG-6.13, D-04, PG-10.6: at the end of Phase 2, first the unsold discounted plant 10
    is removed and replaced, then (still Step 1) the Step 2 entry effects (lowest plant 11 removed and
    replaced), then the Step 3 card and the lowest plant 12 leave without replacement: 6 plants,
    Step 3 from Phase 3."""
    g = _auction()
    _buy(g, 13)
    deck = g.to_json()["deck"]
    _buy(g, 14)
    g.apply("pass")
    j = g.to_json()
    assert (j["phase"], j["step"]) == ("resources", 3)
    assert j["removed"] == [10, 11, "step3", 12]
    assert market(g) == (sorted([15, 16, 17] + deck[:3]), [])
    assert j["deck"] == deck[3:]


def test_pg_10_3_e_step_3_rules_already_apply_in_this_round():
    """PG-10.3 e: after the Step 3 card came up in Phase 2 (of Step 2: Leipzig holds two houses), this
    round's Phase 4 sells slot 20 and its refill uses the Step 3 column (3 players: 3/4/3/1)."""
    g = _auction(
        step=2,
        cities={"Leipzig": [1, 2, None]},
        seats=[{"plants": [4]}, {"plants": [5], "cities": ["Leipzig"]}, {"plants": [6], "cities": ["Leipzig"]}],
    )
    _buy(g, 13)
    g.apply("pass")
    g.apply("pass")
    assert g.to_json()["step"] == 3
    finish_phase(g, "resources")
    while g.current_player != 0:
        g.apply("done")
    assert g.view(0)["build_costs"]["Leipzig"] == 20  # first city (D-02): slot 20, no connection
    g.apply("build Leipzig")
    assert g.to_json()["cities"]["Leipzig"] == [1, 2, 0]
    finish_phase(g, "building")
    before = g.to_json()["resource_market"]
    finish_phase(g, "bureaucracy")
    assert market_delta(g, before) == {"coal": 3, "oil": 4, "garbage": 3, "uranium": 1}


def test_pg_10_3_d_step_3_card_in_phase_2_of_step_2():
    """PG-10.3 d: in Step 2 there is no catch-up — only the Step 3 card and the lowest plant leave."""
    g = _auction(step=2, discount=None)
    _buy(g, 13)
    deck = g.to_json()["deck"]
    g.apply("pass")
    g.apply("pass")
    j = g.to_json()
    assert (j["step"], j["removed"]) == (3, ["step3", 10])
    assert market(g) == ([11, 12, 14, 15, 16, 17], [])
    assert j["deck"] == deck


def test_pg_10_3_step_3_card_revealed_by_the_discount_replacement():
    """PG-6.13 b / PG-10.3: the Step 3 card revealed at the end of Phase 2 (replacing the unsold
    discounted plant) is handled at once: Step 2 catch-up, then the Step 3 card and the lowest leave."""
    g = _auction()
    for _ in range(3):
        g.apply("pass")
    j = g.to_json()
    assert (j["phase"], j["step"]) == ("resources", 3)
    assert j["removed"][0] == 10 and j["removed"][1:] == [11, "step3", 12]
    current, future = market(g)
    assert future == [] and current[:5] == [13, 14, 15, 16, 17] and len(current) == 6
    assert current[5] in (20, 21, 22, 23, 24, 25) and len(j["deck"]) == 5


# ---- PG-10.4 Step 3 card revealed in Phase 5 ---------------------------------------------------------------


def _phase5(step, deck=None):
    return make(
        3,
        phase="bureaucracy",
        round=8,
        step=step,
        plant_market={"current": [20, 21, 22, 23], "future": [24, 25, 26, 27], "discount": None},
        deck=deck or ["step3", 30, 31, 32],
        under_deck=[30, 31, 32],
        resource_market=ROOMY_MARKET,
        supply=ROOMY_SUPPLY,
    )


def test_pg_10_4_step_3_card_in_the_phase_5_update():
    """PG-10.4 a–c, e: 27 goes under the deck and the Step 3 card comes up: it and the lowest plant 20
    leave without replacement and the deck is shuffled. This Phase 5 refilled with the Step 2 column
    (3 players: 5/3/2/1); Step 3 begins with the next round: 6 current plants, the discount on the
    lowest of them (D-22)."""
    g = _phase5(2)
    before = g.to_json()["resource_market"]
    finish_phase(g, "bureaucracy")
    j = g.to_json()
    assert market_delta(g, before) == {"coal": 5, "oil": 3, "garbage": 2, "uranium": 1}
    assert (j["round"], j["phase"], j["step"]) == (9, "auction", 3)
    assert j["removed"] == ["step3", 20]
    assert j["plant_market"] == {"current": [21, 22, 23, 24, 25, 26], "future": [], "discount": 21}
    assert sorted(j["deck"]) == [27, 30, 31, 32] and j["under_deck"] == []
    assert j["step3"] == {"revealed_this_phase": False, "next_round": False, "step2_owed": False}


def test_pg_10_6_step_3_card_in_phase_5_of_step_1():
    """PG-10.6 (Phase-5 case, D-05) / PG-10.4 c, e: in Step 1 the refill of this Phase 5 still uses the
    Step 1 column (4/2/1/1); at the start of the next round the Step 2 removal and replacement happen
    (the market stays at 6), then Step 3 — no second "lowest plant" removal."""
    g = _phase5(1)
    before = g.to_json()["resource_market"]
    finish_phase(g, "bureaucracy")
    j = g.to_json()
    assert market_delta(g, before) == {"coal": 4, "oil": 2, "garbage": 1, "uranium": 1}
    assert (j["phase"], j["step"]) == ("auction", 3)
    assert j["removed"] == ["step3", 20, 21]
    current = j["plant_market"]["current"]
    assert len(current) == 6 and current[:5] == [22, 23, 24, 25, 26]
    assert sorted(j["deck"] + current[5:]) == [27, 30, 31, 32]
    assert j["plant_market"]["discount"] == 22


# ---- PG-10.5 Step 3 rules, PG-10.7 deck exhaustion -----------------------------------------------------------


def _step3(deck, current=(20, 21, 22, 23, 24, 25), phase="auction"):
    """Step 3, round 12, 3 players; in Phase 2 the discount token lies on the lowest plant (D-22)."""
    discount = current[0] if current and phase == "auction" else None
    return make(
        3,
        phase=phase,
        round=12,
        step=3,
        seats=[{"plants": [4]}, {"plants": [5]}, {"plants": [6]}],
        plant_market={"current": list(current), "future": [], "discount": discount},
        deck=deck,
        removed=["step3"],
    )


def test_pg_10_5_a_any_of_the_six_plants_may_be_put_up():
    """PG-10.5 a: in Step 3 all 6 plants are current; a purchase is replaced from the deck."""
    g = _step3([30, 31])
    assert {a.plant for a in g.legal_actions() if hasattr(a, "plant")} == {20, 21, 22, 23, 24, 25}
    _buy(g, 25)
    assert market(g) == ([20, 21, 22, 23, 24, 30], [])


def test_pg_10_5_d_phase_5_removes_the_lowest_plant():
    """PG-10.5 d / PG-9.4 b: in Step 3 Phase 5 removes the lowest plant and reveals one."""
    g = _step3([30, 31], phase="bureaucracy")
    finish_phase(g, "bureaucracy")
    j = g.to_json()
    assert j["removed"] == ["step3", 20]
    assert j["plant_market"]["current"] == [21, 22, 23, 24, 25, 30]


def test_pg_10_7_deck_exhaustion_in_step_3():
    """PG-10.7 / PG-6.7 c / PG-6.8 b / PG-9.4 c: with an empty deck a bought plant is not replaced, the
    unsold discounted plant leaves without replacement, and each Phase 5 still removes the lowest."""
    g = _step3([])
    _buy(g, 25)  # P1
    _buy(g, 24)  # P2
    g.apply("pass")  # P3; 20 (discount) is removed at the end of Phase 2
    j = g.to_json()
    assert j["plant_market"]["current"] == [21, 22, 23] and j["deck"] == []
    finish_phase(g, "resources")
    finish_phase(g, "building")
    finish_phase(g, "bureaucracy")
    j = g.to_json()
    assert j["plant_market"]["current"] == [22, 23]
    assert j["removed"] == ["step3", 20, 21]


def test_pg_6_15_b_empty_market_only_pass():
    """PG-6.15 b / PG-10.7: with no plant left, the eligible players can only pass."""
    g = _step3([], current=())
    assert [str(a) for a in g.legal_actions()] == ["pass"]
    finish_phase(g, "auction")
    assert g.to_json()["phase"] == "resources"


def test_pg_8_6_a_slot_20_only_in_step_3():
    """PG-8.6 a / PG-10.5 b: a city holding two houses takes a third (20 + path) only in Step 3."""
    cities = {"Duisburg": [1, 2, None]}
    seats = [
        {"cities": ["Essen"], "money": 100},
        {"cities": ["Duisburg"], "done": True},
        {"cities": ["Duisburg"], "done": True},
    ]
    g = make(3, phase="building", step=2, seats=seats, cities=cities)
    refused(g, "build Duisburg", "PG-8.6 a")
    g = make(
        3,
        phase="building",
        step=3,
        seats=seats,
        cities=cities,
        removed=["step3"],
        plant_market={"current": [20, 21, 22, 23, 24, 25], "future": []},
        deck=[30],
    )
    assert g.view(0)["build_costs"]["Duisburg"] == 20  # Essen–Duisburg costs 0
    g.apply("build Duisburg")
    assert g.to_json()["cities"]["Duisburg"] == [1, 2, 0]
