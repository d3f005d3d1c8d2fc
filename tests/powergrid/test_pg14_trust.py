"""PG-14 Two players against the trust: setup placement (EX-18), position 2, the plant it takes,
the 3-plant rule, the resources it takes, its houses on slot 15, its tokens in Phase 5."""

from __future__ import annotations

from invariants import check_invariants
from pg_helpers import finish_phase
from pg_positions import make, market, refused

from powerplay import load_game
from powerplay.games.powergrid.actions import PlaceTrust

ZONE = ["west", "south-west", "east"]
EX18 = ["Essen", "Duisburg", "Duesseldorf", "Koeln", "Dortmund", "Muenster"]
FIRST, OTHER = 0, 1


# ---- PG-14.2 setup -------------------------------------------------------------------------------------------


def test_pg_14_2_ex_18_trust_setup_placement():
    """EX-18 (PG-14.2 b–d): the first player places a trust house anywhere in the zone, then the
    sequence first, other, other, first, first, other, each later house in an empty city joined by one
    connection to a trust city: Essen; Duisburg, Duesseldorf; Koeln, Dortmund; Muenster. Leipzig is
    refused as the 6th (no connection to a trust city); Kassel would be legal. Then: 6 houses on slot
    10, 10 in the trust's supply, turn order [first, (trust), other]."""
    g = load_game("powergrid", players=2, map="germany", seed=3, regions=ZONE)
    order = g.to_json()["order"]
    first, other = order
    assert g.to_json()["phase"] == "trust-setup"
    assert len(g.legal_actions()) == 21  # any city of the zone
    refused(g, "trust Hamburg", "PG-14.2 c")  # outside the zone
    refused(g, "pass", "PG-14.2 c")
    for who, city in zip([first, other, other, first, first], EX18[:5]):
        assert g.current_player == who
        g.apply(f"trust {city}")
    assert g.current_player == other
    refused(g, "trust Leipzig", "PG-14.2 c")
    refused(g, "trust Essen", "PG-14.2 c")  # already holds a house
    legal = {a.city for a in g.legal_actions() if isinstance(a, PlaceTrust)}
    assert {"Kassel", "Muenster", "Aachen"} <= legal and "Leipzig" not in legal
    g.apply("trust Muenster")
    j = g.to_json()
    assert {c: j["cities"][c] for c in EX18} == {c: ["trust", None, None] for c in EX18}
    assert j["trust"]["houses"] == 10 and j["trust"]["cities"] == EX18
    assert j["phase"] == "auction" and j["order"] == order and g.current_player == first
    check_invariants(g)


def test_pg_14_2_b_trust_is_always_position_2():
    """PG-14.2 b / PG-14.4 d / PG-14.7 e: the trust holds position 2: in Phase 3 (reverse order) it takes
    its resources after the human on position 3 and before the one on position 1."""
    g = make(
        2,
        phase="resources",
        order=[1, 0],
        seats=[{"plants": [4]}, {"plants": [3]}],
        trust={"plants": [8], "cities": []},
    )
    assert g.to_json()["queue"] == [0, "trust", 1]
    g.apply("buy 2 coal")  # seat 0 (position 3) buys the 2 cheapest coal first
    g.apply("done")
    j = g.to_json()
    assert j["trust"]["resources"]["coal"] == 3 and j["resource_market"]["coal"] == 24 - 5
    assert g.current_player == 1


# ---- PG-14.6 Phase 2 -----------------------------------------------------------------------------------------


def _auction(
    trust_plants=(), current=(10, 11, 12, 13), future=(14, 15, 16, 17), discount=10, deck=None, step=1, round=3
):
    return make(
        2,
        round=round,
        step=step,
        seats=[{"plants": [4]}, {"plants": [5]}],
        plant_market={"current": list(current), "future": list(future), "discount": discount},
        deck=deck if deck is not None else [c for c in (20, 21, 22, 23) if c not in trust_plants + future] + ["step3"],
        trust={"plants": list(trust_plants), "cities": []},
    )


def test_pg_14_6_b_trust_takes_the_highest_current_plant_after_the_first_purchase():
    """PG-14.6 b, d, e (D-12, D-13): the first player buys 11; the replacement 20 is revealed; the trust
    takes the highest current plant 14 (replaced by 21); the other human, now the last, buys at the
    minimum bid and the trust takes nothing more this round."""
    g = _auction()
    g.apply("bid 11 on plant 11")
    g.apply("pass")
    j = g.to_json()
    assert j["trust"]["plants"] == [14] and j["trust"]["took_plant"] is True
    assert market(g) == ([10, 12, 13, 15], [16, 17, 20, 21])
    assert g.current_player == OTHER
    g.apply("bid 1 on plant 10")  # the discount plant at its minimum bid (PG-6.11)
    j = g.to_json()
    assert j["trust"]["plants"] == [14] and j["players"][OTHER]["plants"] == [5, 10]
    assert market(g) == ([12, 13, 15, 16], [17, 20, 21, 22])


def test_pg_14_6_b_trust_takes_after_the_first_players_pass():
    """PG-14.6 b: the first player passes: the trust takes the highest current plant at once."""
    g = _auction()
    g.apply("pass")
    assert g.to_json()["trust"]["plants"] == [13]
    assert market(g) == ([10, 11, 12, 14], [15, 16, 17, 20])
    assert g.current_player == OTHER


def test_pg_14_6_d_first_player_acts_again_after_the_other_wins():
    """PG-14.6 d / PG-6.6 b: the first player puts 12 up, the other human outbids and wins it; the trust
    takes its plant; then the first player acts again (as the last eligible player)."""
    g = _auction()
    g.apply("bid 12 on plant 12")
    g.apply("bid 13")
    g.apply("pass")
    j = g.to_json()
    assert j["players"][OTHER]["plants"] == [5, 12] and j["trust"]["plants"] == [14]
    assert g.current_player == FIRST


def test_pg_14_6_c_three_plants_take_only_a_higher_one_and_scrap_the_lowest():
    """PG-14.6 c: with 3 plants the trust takes the highest current plant only if it beats its lowest
    plant, and then scraps that lowest plant; otherwise it takes nothing."""
    g = _auction(trust_plants=(12, 20, 25), current=(10, 11, 13, 15), future=(16, 17, 18, 19))
    g.apply("pass")
    j = g.to_json()
    assert j["trust"]["plants"] == [15, 20, 25] and j["removed"] == [12]
    g = _auction(trust_plants=(16, 20, 25), current=(10, 11, 13, 15), future=(17, 18, 19, 21))
    g.apply("pass")
    j = g.to_json()
    assert j["trust"]["plants"] == [16, 20, 25] and j["removed"] == []
    assert market(g) == ([10, 11, 13, 15], [17, 18, 19, 21])


def test_pg_14_6_e_trust_takes_the_discounted_plant():
    """PG-14.6 e: if the trust takes the plant carrying the discount token, the token goes beside the
    market (Step 3 with one plant left and an empty deck)."""
    g = _auction(current=(30,), future=(), discount=30, deck=[], step=3)
    g.apply("pass")
    j = g.to_json()
    assert j["trust"]["plants"] == [30] and j["plant_market"] == {"current": [], "future": [], "discount": None}


def test_pg_14_6_a_round_1_the_first_player_must_put_a_plant_up():
    """PG-14.6 a / PG-6.12: in round 1 the first player may not pass; the trust takes after the first
    purchase."""
    g = _auction(round=1)
    refused(g, "pass", "PG-6.12")
    g.apply("bid 13 on plant 13")
    g.apply("pass")
    assert g.to_json()["trust"]["plants"] == [14]  # 13 replaced by 20: current [10, 11, 12, 14]


# ---- PG-14.7 Phase 3 -----------------------------------------------------------------------------------------


def _trust_phase3(plants, market=None):
    """Phase 3: the other human (position 3) says done, then the trust takes its resources."""
    m = market or {"coal": 24, "oil": 18, "garbage": 9, "uranium": 2}
    g = make(
        2,
        phase="resources",
        seats=[{}, {}],
        trust={"plants": list(plants), "cities": []},
        resource_market=m,
        supply={
            r: {"coal": 24, "oil": 24, "garbage": 24, "uranium": 12}[r] - m.get(r, 0)
            for r in ("coal", "oil", "garbage", "uranium")
        },
    )
    g.apply("done")
    return g


def test_pg_14_7_a_b_exactly_one_run_of_fuel_cheapest_first():
    """PG-14.7 a–b: the trust takes free exactly one run's fuel per plant (eco: nothing): 08 → 3 coal,
    14 → 2 garbage, 13 → nothing; cheapest tokens first (coal 1, 1, 1; garbage 6, 6)."""
    g = _trust_phase3([8, 13, 14])
    j = g.to_json()
    assert j["trust"]["resources"] == {"coal": 3, "oil": 0, "garbage": 2, "uranium": 0}
    assert j["resource_market"] == {"coal": 21, "oil": 18, "garbage": 7, "uranium": 2}
    prices = {r: g.view(0)["resources"][r]["next_price"] for r in ("coal", "garbage")}
    assert prices == {"coal": 2, "garbage": 6}  # the three 1-coal tokens and two of the 6-garbage are gone
    assert all(p["money"] == 50 for p in j["players"])


def test_pg_14_7_d_hybrids_alternate_coal_and_oil_starting_with_coal():
    """PG-14.7 d: hybrid 46 (3 fuel) takes coal, oil, coal; 12 (2 fuel) coal, oil."""
    g = _trust_phase3([12, 46])
    assert g.to_json()["trust"]["resources"] == {"coal": 3, "oil": 2, "garbage": 0, "uranium": 0}


def test_pg_14_7_c_d_when_one_type_runs_out_the_hybrid_takes_the_other():
    """PG-14.7 c–d: with 1 coal on the market hybrid 46 takes coal, oil, oil; with nothing at all it
    takes nothing (as much as it can)."""
    g = _trust_phase3([46], market={"coal": 1, "oil": 18, "garbage": 9, "uranium": 2})
    assert g.to_json()["trust"]["resources"] == {"coal": 1, "oil": 2, "garbage": 0, "uranium": 0}
    g = _trust_phase3([46], market={"coal": 0, "oil": 0, "garbage": 9, "uranium": 2})
    assert g.to_json()["trust"]["resources"] == {"coal": 0, "oil": 0, "garbage": 0, "uranium": 0}


def test_pg_14_7_f_d_09_single_fuel_plants_before_hybrids():
    """PG-14.7 f (D-09): when the market is short, single-fuel plants are served first (ascending),
    then the hybrids: with 4 coal and no oil, 08 takes 3 coal and hybrid 05 the last one."""
    g = _trust_phase3([5, 8], market={"coal": 4, "oil": 0, "garbage": 9, "uranium": 2})
    j = g.to_json()
    assert j["trust"]["resources"]["coal"] == 4 and j["resource_market"]["coal"] == 0


# ---- PG-14.8 Phase 4 -----------------------------------------------------------------------------------------


def _building(step=1, trust_houses=10, trust_cities=EX18, seats=None, cities=None):
    return make(
        2,
        phase="building",
        step=step,
        seats=seats or [{"money": 100, "cities": ["Leipzig"]}, {"done": True}],
        trust={"cities": list(trust_cities), "houses": trust_houses},
        cities=cities or {},
        removed=["step3"] if step == 3 else [],
        plant_market={"current": [20, 21, 22, 23, 24, 25], "future": []}
        if step == 3
        else {"current": [3, 4, 5, 6], "future": [7, 8, 9, 10]},
    )


def test_pg_14_8_c_human_opening_an_empty_city_gets_a_trust_house_on_slot_15():
    """PG-14.8 c (D-11): a human placing a house in a city with no house at all (slot 10) makes the trust
    put a free house on its slot 15, while its supply lasts."""
    g = _building()
    g.apply("build Halle")
    j = g.to_json()
    assert j["cities"]["Halle"] == [0, "trust", None]
    assert j["trust"]["houses"] == 9 and j["trust"]["cities"][-1] == "Halle"
    check_invariants(g)


def test_pg_14_8_e_no_trust_house_in_a_city_that_had_one_or_with_an_empty_supply():
    """PG-14.8 e: no trust house where the city already had a house (a trust setup city, in Step 2), and
    none at all when the trust's supply is empty."""
    g = _building(step=2)
    g.apply("build Essen")  # trust on slot 10 since setup: the human takes slot 15
    j = g.to_json()
    assert j["cities"]["Essen"] == ["trust", 0, None] and j["trust"]["houses"] == 10
    g = _building(
        trust_houses=0,
        trust_cities=EX18
        + [
            "Trier",
            "Mainz",
            "Mannheim",
            "Saarbruecken",
            "Aachen",
            "Kassel",
            "Osnabrueck",
            "Fulda",
            "Erfurt",
            "Dresden",
        ],
    )
    g.apply("build Halle")
    j = g.to_json()
    assert j["cities"]["Halle"] == [0, None, None] and j["trust"]["houses"] == 0


def test_pg_14_4_c_trust_never_on_slot_20():
    """PG-14.4 c / PG-14.8 e: in Step 3 an empty city still gets its trust house on slot 15, and a third
    human house (slot 20) adds none."""
    seats = [{"money": 100, "cities": ["Leipzig"]}, {"done": True, "cities": ["Dresden"]}]
    g = _building(
        step=3, seats=seats, cities={"Dresden": [1, "trust", None]}, trust_cities=EX18 + ["Dresden"], trust_houses=9
    )
    g.apply("build Halle")
    g.apply("build Dresden")
    j = g.to_json()
    assert j["cities"]["Halle"] == [0, "trust", None] and j["cities"]["Dresden"] == [1, "trust", 0]
    assert j["trust"]["houses"] == 8


# ---- PG-14.9 Phase 5 -----------------------------------------------------------------------------------------


def test_pg_14_9_all_trust_tokens_return_to_the_supply():
    """PG-14.9 a–b (D-09): in Phase 5 the trust gets no money and every token on its plants — burned or
    not, also on a partly fuelled plant — goes back to the supply before the refill (2-player column,
    D-08: 3/2/1/1 in Step 1)."""
    market = {"coal": 10, "oil": 10, "garbage": 10, "uranium": 4}
    trust = {"plants": [8, 12, 17], "resources": {"coal": 3, "oil": 1, "uranium": 0}, "cities": EX18, "houses": 10}
    supply = {"coal": 11, "oil": 13, "garbage": 14, "uranium": 8}
    g = make(2, phase="bureaucracy", seats=[{}, {}], trust=trust, resource_market=market, supply=supply)
    finish_phase(g, "bureaucracy")
    j = g.to_json()
    assert j["trust"]["resources"] == {"coal": 0, "oil": 0, "garbage": 0, "uranium": 0}
    assert j["resource_market"] == {"coal": 13, "oil": 12, "garbage": 11, "uranium": 5}
    assert j["supply"] == {"coal": 11 + 3 - 3, "oil": 13 + 1 - 2, "garbage": 14 - 1, "uranium": 8 - 1}
    assert "money" not in j["trust"]


def test_pg_14_9_c_d_08_refill_alternative_uses_the_3_player_row():
    """PG-14.9 c (D-08): with ``trust_refill_alternative`` the refill uses the 3-player values (Step 1:
    4/2/1/1) instead of the 2-player column (3/2/1/1)."""
    market = {"coal": 10, "oil": 10, "garbage": 10, "uranium": 4}
    supply = {"coal": 14, "oil": 14, "garbage": 14, "uranium": 8}
    options = {"map": "germany", "players": 2, "regions": ZONE, "trust_refill_alternative": True}
    g = make(2, phase="bureaucracy", seats=[{}, {}], resource_market=market, supply=supply, options=options)
    finish_phase(g, "bureaucracy")
    assert g.to_json()["resource_market"] == {"coal": 14, "oil": 12, "garbage": 11, "uranium": 5}


def test_pg_14_4_d_humans_ordered_by_pg_5_trust_stays_second():
    """PG-14.4 d: Phase 1 orders only the two humans (most cities first); the trust keeps position 2."""
    seats = [{"cities": ["Leipzig"], "plants": [20]}, {"cities": ["Halle", "Dresden"], "plants": [4]}]
    g = make(2, phase="bureaucracy", seats=seats, trust={"cities": EX18, "houses": 10, "plants": [44, 46, 50]})
    finish_phase(g, "bureaucracy")
    j = g.to_json()
    assert j["order"] == [1, 0] and g.current_player == 1
