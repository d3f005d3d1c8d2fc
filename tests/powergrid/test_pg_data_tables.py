"""The JSON tables in ``data/`` against every number the rulebook states (PG-2.9, PG-3, PG-9, PG-17)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from powerplay import load_game
from powerplay.games.powergrid.data import (
    CAPACITY,
    MARKET,
    PAYMENT,
    PLANTS,
    SETUP,
    SLOT_PRICES,
    payment,
    refill_amounts,
    tables,
)

DATA = Path(__file__).resolve().parents[2] / "src" / "powerplay" / "games" / "powergrid" / "data"
SHARED = Path(__file__).resolve().parents[3] / "shared" / "rules" / "powergrid-data"  # beside the clone


def test_pg_9_2_d_payment_table_rulebook_checks():
    """PG-9.2 d / PG-17: payment 0 → 10, 1 → 22, 2 → 33, 6 → 73 (003 and 001 examples)."""
    assert (payment(0), payment(1), payment(2), payment(6)) == (10, 22, 33, 73)
    for check in tables()["payment"]["rulebookChecks"]:
        assert payment(check["cities"]) == check["expected"], check


def test_pg_9_2_d_payment_table_full():
    """PG-9.2 d: the standard payment table 0…20 cities; D-20: 150 above 20."""
    assert PAYMENT == (10, 22, 33, 44, 54, 64, 73, 82, 90, 98, 105, 112, 118, 124, 129, 134, 138, 142, 145, 148, 150)
    assert payment(21) == payment(30) == 150
    by_cities = tables()["payment"]["byCities"]
    assert [by_cities[str(n)] for n in range(21)] == list(PAYMENT)


def test_pg_9_3_a_refill_five_player_card():
    """PG-9.3 a / PG-17: the 5-player refill card, the only one printed in 003:
    Step 1 5/4/3/2, Step 2 7/5/3/3, Step 3 5/6/5/2 (coal/oil/garbage/uranium)."""
    assert refill_amounts(5, 1) == (5, 4, 3, 2)
    assert refill_amounts(5, 2) == (7, 5, 3, 3)
    assert refill_amounts(5, 3) == (5, 6, 5, 2)
    for check in tables()["refill"]["rulebookChecks"]:
        exp = check["expected"]
        assert refill_amounts(check["players"], check["step"]) == (
            exp["coal"],
            exp["oil"],
            exp["garbage"],
            exp["uranium"],
        )


def test_pg_9_3_a_refill_table_every_player_count():
    """PG-9.3 a: the refill table for 2–6 players (standard values, PUB) and the trust default D-08."""
    expected = {
        2: [(3, 2, 1, 1), (4, 2, 2, 1), (3, 4, 3, 1)],
        3: [(4, 2, 1, 1), (5, 3, 2, 1), (3, 4, 3, 1)],
        4: [(5, 3, 2, 1), (6, 4, 3, 2), (4, 5, 4, 2)],
        5: [(5, 4, 3, 2), (7, 5, 3, 3), (5, 6, 5, 2)],
        6: [(7, 5, 3, 2), (9, 6, 5, 3), (6, 7, 6, 3)],
    }
    for players, rows in expected.items():
        assert [refill_amounts(players, step) for step in (1, 2, 3)] == rows, players
    assert [refill_amounts(2, step, True) for step in (1, 2, 3)] == expected[3]


def test_pg_3_5_market_starting_prices_and_slots():
    """PG-3.5 / EX-01: cells 1–8 hold 3 coal, 3 oil, 3 garbage, 1 uranium; uranium also 10, 12, 14,
    16. At setup the cheapest coal costs 1, oil 3, garbage 6, uranium 14."""
    assert SLOT_PRICES[0] == SLOT_PRICES[1] == SLOT_PRICES[2] == tuple(p for p in range(1, 9) for _ in range(3))
    assert SLOT_PRICES[3] == (1, 2, 3, 4, 5, 6, 7, 8, 10, 12, 14, 16)
    assert CAPACITY == (24, 24, 24, 12)
    tracks = MARKET["tracks"]
    on_market = {r: tracks[r]["initialOnMarket"] for r in tracks}
    assert on_market == {"coal": 24, "oil": 18, "garbage": 9, "uranium": 2}
    # the tokens on the market fill the most expensive slots: their cheapest price is the start price
    start = {r: SLOT_PRICES[i][CAPACITY[i] - on_market[r]] for i, r in enumerate(("coal", "oil", "garbage", "uranium"))}
    assert start == {"coal": 1, "oil": 3, "garbage": 6, "uranium": 14} == MARKET["startingPrices"]
    assert MARKET["initialSupply"] == {"coal": 0, "oil": 6, "garbage": 15, "uranium": 10}
    for r in tracks:
        assert tracks[r]["initialOnMarket"] + tracks[r]["initialSupply"] == tracks[r]["tokensInGame"]
        filled = {int(k): v for k, v in tracks[r]["initial"].items() if v}
        assert sum(filled.values()) == tracks[r]["initialOnMarket"]


def test_pg_3_5_setup_example_three_cheapest_coal_1_three_cheapest_oil_3():
    """PG-3.5 (003 setup example, EX-01): each of the 3 cheapest coal costs 1, each of the 3 cheapest
    oil costs 3."""
    assert SLOT_PRICES[0][:3] == (1, 1, 1)
    assert SLOT_PRICES[1][24 - 18 : 24 - 18 + 3] == (3, 3, 3)


def test_pg_3_10_f_setup_table():
    """PG-3.1, PG-3.10 b, PG-3.15, PG-10.2, PG-11.1: regions, plants removed, thresholds per player count."""
    rows = {n: SETUP["byPlayers"][str(n)] for n in range(2, 7)}
    got = {
        n: (
            r["regions"],
            r["removeSmall"],
            r["removeLarge"],
            r["_deckPlantsAfterSetup"],
            r["step2Cities"],
            r["endCities"],
        )
        for n, r in rows.items()
    }
    assert got == {
        2: (3, 1, 5, 28, 7, 18),
        3: (3, 2, 6, 26, 7, 17),
        4: (4, 1, 3, 30, 7, 17),
        5: (5, 0, 0, 34, 7, 15),
        6: (5, 0, 0, 34, 6, 14),
    }
    for r in rows.values():  # derived: 13 small − 8 market − removed (the set-aside one included) + large
        assert 13 - 8 - r["removeSmall"] + 29 - r["removeLarge"] == r["_deckPlantsAfterSetup"]


@pytest.mark.parametrize("players,deck", [(2, 28), (3, 26), (4, 30), (5, 34), (6, 34)])
def test_pg_3_10_f_deck_plants_after_setup(players, deck):
    """PG-3.10 f: plants in the deck after setup (Step 3 card not counted): 28/26/30/34/34."""
    for seed in (1, 2):
        j = load_game("powergrid", players=players, map="germany", seed=seed).to_json()
        assert len([c for c in j["deck"] if c != "step3"]) == deck


def test_pg_2_9_plant_examples():
    """PG-2.9 / EX-02…EX-04, EX-10, EX-14, EX-20: the plants the rulebook describes."""

    def card(n):
        p = PLANTS[n]
        return (p.kind, p.fuel, p.cities, p.storage)

    assert card(14) == ("garbage", 2, 2, 4)
    assert card(5) == ("hybrid", 2, 1, 4)
    assert card(33) == ("eco", 0, 4, 0)
    assert card(3) == ("oil", 2, 1, 4)
    assert card(13) == ("eco", 0, 1, 0)
    assert card(7) == ("oil", 3, 2, 6)
    assert card(10) == ("coal", 2, 2, 4)
    assert card(15) == ("coal", 2, 3, 4)
    assert PLANTS[17].kind == PLANTS[39].kind == "uranium"


def test_pg_2_3_storage_is_twice_the_fuel():
    """PG-2.3 / PG-2.5: every plant stores 2 × its fuel amount; eco plants store nothing."""
    for n, p in PLANTS.items():
        assert p.storage == 2 * p.fuel, n
        assert (p.kind == "eco") == (p.fuel == 0), n


def test_pg_2_4_2_5_hybrid_and_eco_plants():
    """PG-2.4: hybrids are 05, 12, 21, 29, 46. PG-2.5: eco plants are 13, 18, 22, 27, 33, 37, 44, 50."""
    assert sorted(n for n, p in PLANTS.items() if p.kind == "hybrid") == [5, 12, 21, 29, 46]
    assert sorted(n for n, p in PLANTS.items() if p.kind == "eco") == [13, 18, 22, 27, 33, 37, 44, 50]


@pytest.mark.skipif(not SHARED.is_dir(), reason="the shared rules folder is not available")
@pytest.mark.parametrize(
    "name",
    ["plants.json", "payment.json", "refill.json", "market.json", "setup.json", "maps/germany.json", "maps/usa.json"],
)
def test_pg_0_1_engine_data_equals_the_rules_data(name):
    """PG-0.1: the engine's data files are the spec's machine-readable data, unchanged."""
    assert json.loads((DATA / name).read_text("utf-8")) == json.loads((SHARED / name).read_text("utf-8"))
