"""PG-1 Components: plant cards, the Step 3 card, resource tokens, houses, money (rulebook 003)."""

from __future__ import annotations

import pytest
from pg_positions import make

from powerplay import load_game
from powerplay.games.powergrid.building import HOUSES
from powerplay.games.powergrid.data import PLANTS, SETUP, STEP3, TOKENS, refill_amounts


def test_pg_1_3_plant_cards_03_to_40_then_42_44_46_50():
    """PG-1.3: 42 plant cards numbered 03–40, 42, 44, 46, 50; small plants are 03–15."""
    assert sorted(PLANTS) == list(range(3, 41)) + [42, 44, 46, 50]
    assert len(PLANTS) == 42
    assert sorted(n for n, p in PLANTS.items() if p.small) == list(range(3, 16))


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_pg_1_3_every_card_is_in_play_once_plus_one_step3_card(players):
    """PG-1.3 with PG-3.9/3.10: after setup each of the 42 plants is in exactly one place (market,
    deck or box) and the single Step 3 card is in the deck."""
    j = load_game("powergrid", players=players, map="germany", seed=11).to_json()
    pm = j["plant_market"]
    cards = pm["current"] + pm["future"] + j["deck"] + j["box"]
    assert cards.count("step3") == 1
    plants = [c for c in cards if c != "step3"]
    assert sorted(plants) == sorted(PLANTS)
    assert STEP3 not in PLANTS


def test_pg_1_4_token_counts_24_24_24_12():
    """PG-1.4: 24 coal, 24 oil, 24 garbage, 12 uranium — all on the market or in the supply at setup."""
    assert TOKENS == (24, 24, 24, 12)
    for side in ("germany", "usa"):
        j = load_game("powergrid", players=4, map=side, seed=3).to_json()
        total = [j["resource_market"][r] + j["supply"][r] for r in ("coal", "oil", "garbage", "uranium")]
        total[0] += j["coal_storage"]
        assert total == [24, 24, 24, 12], side


def test_pg_1_2_twenty_two_houses_twenty_for_cities():
    """PG-1.2 / PG-3.4: 22 houses per player, one on the city counter and one on the turn-order
    track, so 20 can go into cities."""
    assert SETUP["global"]["housesPerPlayer"] == 22
    assert HOUSES == 20


def test_pg_1_6_every_player_starts_with_50_elektro():
    """PG-1.6 / PG-3.2: the bank pays each player 50 Elektro at the start."""
    j = load_game("powergrid", players=5, map="germany", seed=4).to_json()
    assert [p["money"] for p in j["players"]] == [50] * 5


def test_pg_1_7_refill_cards_same_for_both_sides():
    """PG-1.7 / PG-3.8: one refill card per player count with the same values on both board sides:
    Germany and USA place the same amounts (USA coal comes from the coal storage, PG-12.2 c)."""
    placed = {}
    for side in ("germany", "usa"):
        game = make(
            4,
            map=side,
            phase="bureaucracy",
            regions=["west", "south-west", "east", "south-east"]
            if side == "germany"
            else ["north-west", "south-west", "north-central", "south-central"],
            resource_market={"coal": 10, "oil": 10, "garbage": 10, "uranium": 5},
            supply={"coal": 0 if side == "usa" else 14, "oil": 14, "garbage": 14, "uranium": 7},
            coal_storage=14 if side == "usa" else 0,
        )
        for _ in range(4):
            game.apply("power nothing")
        m = game.to_json()["resource_market"]
        placed[side] = [m[r] - 10 for r in ("coal", "oil", "garbage")] + [m["uranium"] - 5]
    assert placed["germany"] == placed["usa"] == list(refill_amounts(4, 1)) == [5, 3, 2, 1]
