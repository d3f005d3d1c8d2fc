"""PG-11 End of the game: the trigger after Phase 4, the final powering, the winner (money, then
cities — D-03 — then a shared win). EX-17, EX-17a."""

from __future__ import annotations

import pytest
from pg_helpers import EAST, SOUTH_EAST, SOUTH_WEST, WEST
from pg_positions import make, market

from powerplay.core.errors import IllegalAction

A, B, C = 0, 1, 2
NOT_DUISBURG = [c for c in WEST if c != "Duisburg"] + SOUTH_WEST + EAST  # 20 cities


def _ex17(b_cities=16, b_money=10, b_plants=(18, 38, 46)):
    """EX-17: 3 players, Step 3, Phase 4, A builds last. A: 16 cities, plants 33, 44, 50 (eco, 15
    cities), 30 Elektro; B: 16 cities, 18 + 38 (3 garbage) + 46 (3 coal) = 16 cities, 10 Elektro;
    C: 12 cities, 27 + 31 (3 coal) + 35 (1 oil) = 14, 60 Elektro."""
    seats = [
        {"cities": NOT_DUISBURG[:16], "plants": [33, 44, 50], "money": 30},
        {
            "cities": NOT_DUISBURG[:b_cities],
            "plants": list(b_plants),
            "money": b_money,
            "done": True,
            "resources": {"garbage": 3, "coal": 3},
        },
        {
            "cities": NOT_DUISBURG[:12],
            "plants": [27, 31, 35],
            "money": 60,
            "done": True,
            "resources": {"coal": 3, "oil": 1},
        },
    ]
    return make(
        3,
        phase="building",
        round=14,
        step=3,
        seats=seats,
        removed=["step3"],
        plant_market={"current": [c for c in (34, 36, 37, 39, 40, 42) if c not in b_plants], "future": []},
        deck=[],
    )


def test_pg_11_ex_17_game_ends_after_phase_4_and_b_wins():
    """EX-17, EX-17a (PG-11.1–11.4): A connects a 17th city (Duisburg, 10): the game ends after this
    Phase 4. The final Phase 5 has no income, refill, plant update or Step change and burns nothing;
    powered: A 15 (eco 4 + 5 + 6), B 16, C 12 (network) — B wins although A triggered the end."""
    g = _ex17()
    g.apply("build Duisburg")
    before = g.to_json()
    assert not g.is_over  # A may still build beyond the threshold (PG-11.1)
    g.apply("done")
    after = g.to_json()
    assert g.is_over and after["phase"] == "over"
    assert after["winners"] == [B]
    assert [p["powered"] for p in after["players"]] == [15, 16, 12]
    assert [p["money"] for p in after["players"]] == [20, 10, 60]
    for key in ("resource_market", "supply", "plant_market", "deck", "removed", "step", "round"):
        assert after[key] == before[key], key
    assert [p["resources"] for p in after["players"]] == [p["resources"] for p in before["players"]]
    scores = {e["player"]: e for e in g.scores()}
    assert [scores[p]["rank"] for p in (A, B, C)] == [2, 1, 3]
    assert all(e["final"] for e in scores.values())


def test_pg_11_1_ex_17_negative_sixteen_cities_do_not_end():
    """EX-17 negative (PG-11.1): with a largest network of 16 (3 players) the game goes on to Phase 5."""
    g = _ex17()
    g.apply("done")
    assert not g.is_over and g.to_json()["phase"] == "bureaucracy"


@pytest.mark.parametrize(
    "variant, winners",
    [
        ("b 15 cities", [A]),  # 15 = 15 powered: more money wins (A 20 > B 10)
        ("b 15 cities, equal money", [A]),  # then more cities in the network (A 17 > B 15), D-03
        ("all equal", [A, B]),  # still tied: a shared victory, D-03
    ],
)
def test_pg_11_3_ex_17_tie_breaks(variant, winners):
    """EX-17 tie variants (PG-11.3, D-03): most cities powered, then most money, then most cities in the
    network, then a shared win (both rank 1)."""
    if variant == "all equal":  # B: 13 + 36 (3 coal) + 38 (3 garbage) = 15, 17 cities, 20 Elektro
        g = _ex17(b_cities=17, b_money=20, b_plants=(13, 36, 38))
    else:
        g = _ex17(b_cities=15, b_money=20 if "equal money" in variant else 10)
    g.apply("build Duisburg")
    g.apply("done")
    assert g.to_json()["winners"] == winners
    assert sorted(e["player"] for e in g.scores() if e["rank"] == 1) == winners


def _end_position(players, cities):
    """Phase 4, Step 2: only seat 0 still builds."""
    seats = [{"cities": cities, "plants": [13], "money": 500}]
    seats += [{"done": True} for _ in range(1, players)]
    return make(players, phase="building", round=10, step=2, seats=seats)


@pytest.mark.parametrize("players, end", [(2, 18), (3, 17), (4, 17), (5, 15), (6, 14)])
def test_pg_11_1_end_thresholds(players, end):
    """PG-11.1: the game ends after the Phase 4 in which a network reached 18 / 17 / 17 / 15 / 14 cities
    (2 / 3 / 4 / 5 / 6 players); one city fewer does not end it."""
    zone = WEST + SOUTH_WEST + EAST + SOUTH_EAST  # the first 18 are in every zone of pg_positions
    g = _end_position(players, zone[: end - 2])
    g.apply("build " + zone[end - 2])
    g.apply("done")
    assert not g.is_over
    g = _end_position(players, zone[: end - 1])
    g.apply("build " + zone[end - 1])
    g.apply("done")
    assert g.is_over and g.to_json()["winners"] == [0]


def test_pg_11_1_phase_4_is_finished_by_everybody():
    """PG-11.1: the player reaching the threshold may build on, and the players after them in Phase 4
    still take their turn; the game ends when Phase 4 is over."""
    seats = [
        {"cities": NOT_DUISBURG[:16], "plants": [33], "money": 200},
        {"cities": EAST[3:6], "plants": [34], "money": 200},
        {"done": True},
    ]
    g = make(
        3,
        phase="building",
        round=10,
        step=3,
        order=[2, B, A],
        seats=seats,
        removed=["step3"],
        plant_market={"current": [36, 37, 39, 40, 42, 46], "future": []},
        deck=[],
    )
    assert g.current_player == A
    g.apply("build Duisburg")  # 17
    g.apply("build Nuernberg")  # 18: beyond the threshold
    g.apply("done")
    assert not g.is_over and g.current_player == B
    g.apply("build Halle")
    g.apply("done")
    assert g.is_over
    assert [len(p["cities"]) for p in g.to_json()["players"]] == [18, 4, 0]


def test_pg_11_1_a_finished_game_refuses_every_action():
    """PG-11.1: after the end nobody acts: no current player, no legal action, every action refused."""
    g = _ex17()
    g.apply("build Duisburg")
    g.apply("done")
    assert g.current_player is None and g.legal_actions() == []
    with pytest.raises(IllegalAction) as err:
        g.apply("done")
    assert err.value.rule == "PG-11.1"


def test_pg_14_10_the_trust_never_wins():
    """PG-14.10 / PG-11.3: in the 2-player game only the humans are ranked; the trust's plants and
    cities do not make it a winner, and its cities do not end the game."""
    trust = {"cities": SOUTH_WEST, "houses": 9, "plants": [44, 46, 50], "resources": {"coal": 3}}
    seats = [{"cities": WEST + EAST + SOUTH_WEST[:3], "plants": [13], "money": 500}, {"done": True, "plants": [18]}]
    g = make(
        2,
        phase="building",
        round=10,
        step=3,
        seats=seats,
        trust=trust,
        removed=["step3"],
        plant_market={"current": [34, 36, 37, 39, 40, 42], "future": []},
        deck=[],
    )
    g.apply("build " + SOUTH_WEST[3])  # 18 cities
    g.apply("done")
    j = g.to_json()
    assert g.is_over and j["winners"] == [0]
    assert [e["player"] for e in g.scores()] == [0, 1]
    assert market(g) == ([34, 36, 37, 39, 40, 42], [])


def test_pg_11_3_the_scores_break_down_into_powered_cities_then_the_tie_breaks():
    """PG-11.3 (D-03): the breakdown is the cities powered (the score), then money, then the cities
    in the network, in the order they break ties; money is hidden before the end (PG-15.1)."""
    g = _ex17()
    before = g.scores()
    assert [b["value"] for b in before[B]["breakdown"]] == [16, None, 16]
    g.apply("build Duisburg")
    g.apply("done")
    for entry in g.scores():
        assert entry["breakdown"] == [
            {"source": "powered", "value": entry["powered"], "tiebreak": False},
            {"source": "money", "value": entry["money"], "tiebreak": True},
            {"source": "cities", "value": entry["cities"], "tiebreak": True},
        ]
    assert g.view(None)["scores"] == g.scores()
