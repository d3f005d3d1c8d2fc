"""PG-2 Power plant cards: exact fuel, storage 2 × fuel, hybrids, eco plants, the run check."""

from __future__ import annotations

from pg_positions import make, refused, seat

from powerplay.games.powergrid.actions import Power

CITIES = ["Essen", "Duisburg", "Duesseldorf", "Dortmund", "Muenster", "Kassel"]


def runner(plants, resources=None, cities=4):
    """Phase 5, 3 players; seat 0 is first in turn order and declares first (PG-9.2 a)."""
    return make(
        3,
        phase="bureaucracy",
        seats=[{"plants": plants, "resources": resources or {}, "cities": CITIES[:cities], "money": 0}, {}, {}],
    )


def test_pg_2_2_ex_01a_no_partial_fuel():
    """EX-01a case A (PG-2.2, PG-2.6): 14 with 1 garbage cannot run at all: income 10, garbage stays."""
    g = runner([14], {"garbage": 1})
    assert g.legal_actions() == [Power(())]
    refused(g, "power 14", "PG-2.2")
    refused(g, "power 14 with 1 garbage", "PG-2.2")
    refused(g, "power 14 with 2 garbage", "PG-2.8")
    g.apply("power nothing")
    j = g.to_json()
    assert j["players"][0]["money"] == 10
    assert j["players"][0]["resources"]["garbage"] == 1


def test_pg_2_6_ex_01a_no_double_run():
    """EX-01a case B (PG-2.2, PG-2.6): 14 with 4 garbage runs once, burning exactly 2, powering 2 of
    the 4 cities (33); it cannot burn 4 to power 4, nor run twice."""
    g = runner([14], {"garbage": 4})
    assert g.legal_actions() == [Power(()), Power((14,), (0, 0, 2, 0))]
    refused(g, "power 14 with 4 garbage", "PG-2.2")
    refused(g, "power 14 14 with 4 garbage", "PG-2.6")
    g.apply("power 14")
    p = seat(g, 0)
    assert (p["money"], p["powered"], p["resources"]["garbage"]) == (33, 2, 2)


def test_pg_2_1_ex_02_plant_14_minimum_bid_14():
    """EX-02 (PG-2.1): plant 14's minimum bid is its number (no discount on it)."""
    g = make(
        3,
        round=2,
        plant_market={"current": [10, 12, 13, 14], "future": [15, 16, 18, 20], "discount": 10},
        deck=[21, "step3"],
    )
    refused(g, "bid 13 on plant 14", "PG-6.4 b")
    g.apply("bid 14 on plant 14")
    assert g.to_json()["auction"]["high"] == 14


def test_pg_2_3_ex_02_plant_14_stores_4_garbage_only():
    """EX-02 (PG-2.3): 14 stores at most 4 garbage and nothing else."""
    g = make(3, phase="resources", order=[1, 2, 0], seats=[{"plants": [14]}, {}, {}])
    refused(g, "buy 5 garbage", "PG-7.2")
    for r in ("coal", "oil", "uranium"):
        refused(g, f"buy 1 {r}", "PG-7.2")
    g.apply("buy 4 garbage")
    refused(g, "buy 1 garbage", "PG-7.2")


def test_pg_2_4_ex_03_hybrid_05_runs_on_any_mix():
    """EX-03 (PG-2.4, PG-2.8): 05 burns 2 coal, 2 oil or 1 + 1 and powers 1 city each way."""
    for res, fuel in [({"coal": 2}, (2, 0, 0, 0)), ({"oil": 2}, (0, 2, 0, 0)), ({"coal": 1, "oil": 1}, (1, 1, 0, 0))]:
        g = runner([5], res)
        assert g.legal_actions() == [Power(()), Power((5,), fuel)]
        g.apply("power 05")
        p = seat(g, 0)
        assert (p["money"], p["powered"]) == (22, 1)
        assert p["resources"] == {"coal": 0, "oil": 0, "garbage": 0, "uranium": 0}


def test_pg_2_4_ex_03_hybrid_with_a_choice_names_its_mix():
    """EX-03 (PG-2.4): with 2 coal and 2 oil the player says which mix 05 burns."""
    g = runner([5], {"coal": 2, "oil": 2})
    assert set(g.legal_actions()) == {
        Power(()),
        Power((5,), (2, 0, 0, 0)),
        Power((5,), (1, 1, 0, 0)),
        Power((5,), (0, 2, 0, 0)),
    }
    refused(g, "power 05", "PG-2.4")
    refused(g, "power 05 with 3 coal", "PG-2.2")
    refused(g, "power 05 with 1 coal", "PG-2.2")
    g.apply("power 05 with 1 coal 1 oil")
    assert seat(g, 0)["resources"] == {"coal": 1, "oil": 1, "garbage": 0, "uranium": 0}


def test_pg_2_4_ex_03_hybrid_with_one_token_cannot_run():
    """EX-03 (PG-2.2, PG-2.4): 05 with a single coal cannot run."""
    g = runner([5], {"coal": 1})
    assert g.legal_actions() == [Power(())]
    refused(g, "power 05 with 2 coal", "PG-2.8")
    refused(g, "power 05 with 1 coal", "PG-2.2")


def test_pg_2_5_ex_04_eco_33_runs_without_fuel():
    """EX-04 (PG-2.5, PG-2.6): 33 needs no fuel and powers up to 4 cities — with 3 cities in the
    network it powers 3 (44), with 6 it powers 4 (54); it burns nothing."""
    g = runner([33], cities=3)
    refused(g, "power 33 with 1 coal", "PG-2.2")
    g.apply("power 33")
    assert (seat(g, 0)["money"], seat(g, 0)["powered"]) == (44, 3)
    g = runner([33], cities=6)
    g.apply("power 33")
    assert (seat(g, 0)["money"], seat(g, 0)["powered"]) == (54, 4)


def test_pg_2_5_ex_04_eco_33_stores_nothing():
    """EX-04 (PG-2.5): a player owning only 33 buys no resource."""
    g = make(3, phase="resources", order=[1, 2, 0], seats=[{"plants": [33]}, {}, {}])
    for r in ("coal", "oil", "garbage", "uranium"):
        refused(g, f"buy 1 {r}", "PG-7.2")


def test_pg_2_8_run_check_shares_coal_between_coal_plant_and_hybrid():
    """PG-2.8: 04 (2 coal) and 05 (hybrid 2) with 3 coal cannot run together; with 3 coal + 2 oil they
    can (2 coal for 04, and 1 coal + 1 oil or 2 oil for 05)."""
    g = runner([4, 5], {"coal": 3})
    assert set(g.legal_actions()) == {Power(()), Power((4,), (2, 0, 0, 0)), Power((5,), (2, 0, 0, 0))}
    refused(g, "power 04 05 with 4 coal", "PG-2.8")
    refused(g, "power 04 05 with 3 coal", "PG-2.2")
    g = runner([4, 5], {"coal": 3, "oil": 2})
    both = {a.fuel for a in g.legal_actions() if a.plants == (4, 5)}
    assert both == {(3, 1, 0, 0), (2, 2, 0, 0)}
    refused(g, "power 04 05 with 1 coal 3 oil", "PG-2.2")  # 04 burns coal only
    refused(g, "power 04 05", "PG-2.4")  # two mixes possible: say which
    g.apply("power 04 05 with 3 coal 1 oil")
    p = seat(g, 0)
    assert (p["money"], p["powered"]) == (33, 2)
    assert p["resources"] == {"coal": 0, "oil": 1, "garbage": 0, "uranium": 0}


def test_pg_2_6_plant_capacity_capped_by_network():
    """PG-2.6 / PG-9.2 c: 15 (3 cities) with a network of 2 powers 2; surplus power is lost."""
    g = runner([15], {"coal": 2}, cities=2)
    g.apply("power 15")
    assert (seat(g, 0)["money"], seat(g, 0)["powered"]) == (33, 2)


def test_pg_2_2_a_wrong_mix_names_only_what_the_plants_burn():
    """PG-2.2: the refusal names what these plants burn, in words ("2 coal or oil in any mix"), and
    what was offered; never "0 oil, 0 garbage, 0 uranium" nor "coal/oil"."""
    g = runner([5, 14], {"coal": 3, "garbage": 2})
    err = refused(g, "power 05 14 with 3 coal 2 garbage", "PG-2.2")
    assert "these plants burn exactly 2 garbage and 2 coal or oil in any mix, not 3 coal and 2 garbage" in str(err)
    assert " 0 " not in str(err) and "coal/oil" not in str(err)
    err = refused(g, "power 14 with 1 garbage", "PG-2.2")
    assert "these plants burn exactly 2 garbage, not 1 garbage" in str(err), str(err)
    g = runner([4, 5], {"coal": 5})
    err = refused(g, "power 04 05 with 5 coal", "PG-2.2")
    assert "burn exactly 2 coal and 2 more coal or oil in any mix, not 5 coal" in str(err), str(err)
