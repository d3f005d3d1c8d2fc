"""PG-13 Variant "Starting cities": marking (uranium tokens from the supply), the first city must be
a marked city, the Step 1 restriction, the token's return, the 2-player trust houses on slot 15."""

from __future__ import annotations

from invariants import check_invariants
from pg_positions import make, refused

from powerplay import load_game
from powerplay.games.powergrid.actions import Build, Mark

ZONE = ["west", "south-west", "east"]
TRUST_CITIES = ["Essen", "Duisburg", "Duesseldorf", "Koeln", "Dortmund", "Muenster"]  # EX-18


def _marked(phase="building", step=1, marks=("Essen", "Koeln", "Leipzig"), seats=None, **kw):
    """3 players with the variant; Phase 4: seat 0 builds (the others are done)."""
    seats = seats or [{"money": 50}, {"done": True}, {"done": True}]
    return make(
        3,
        phase=phase,
        step=step,
        seats=seats,
        marks=list(marks),
        supply={"coal": 0, "oil": 6, "garbage": 15, "uranium": 10 - len(marks)},
        options={"map": "germany", "players": 3, "regions": ZONE, "starting_cities": True},
        **kw,
    )


def test_pg_13_1_each_player_marks_a_city_in_turn_order():
    """PG-13.1 (D-15): after turn order and zone, each player in turn order marks an empty, unmarked
    zone city with a uranium token from the supply; then Phase 2 begins."""
    g = load_game("powergrid", players=3, map="germany", seed=11, starting_cities=True, regions=ZONE)
    j = g.to_json()
    assert j["phase"] == "mark-cities" and j["setup_queue"] == j["order"]
    assert {a.city for a in g.legal_actions()} == {c for r in ZONE for c in _region(g, r)}
    for k, city in enumerate(["Essen", "Koeln", "Leipzig"]):
        assert g.current_player == j["order"][k]
        if k:
            refused(g, "mark Essen", "PG-13.1")  # already marked
        refused(g, "mark Hamburg", "PG-13.1")  # outside the zone
        refused(g, "pass", "PG-13.1")
        g.apply(f"mark {city}")
        check_invariants(g)  # the tokens on the map are counted (PG-1.4)
    j = g.to_json()
    assert j["marks"] == ["Essen", "Koeln", "Leipzig"] and j["supply"]["uranium"] == 7
    assert j["phase"] == "auction" and j["cities"] == {}


def _region(g, region):
    board = g.state.zone.board
    return [board.cities[c] for c in board.regions[region]]


def test_pg_13_2_first_city_must_be_a_marked_city():
    """PG-13.2 / PG-8.3: a player starting a network must choose a city still carrying a token — not
    necessarily their own — pays 10 and the token returns to the supply."""
    g = _marked()
    assert {a.city for a in g.legal_actions() if isinstance(a, Build)} == {"Essen", "Koeln", "Leipzig"}
    refused(g, "build Duisburg", "PG-13.2")
    g.apply("build Koeln")
    j = g.to_json()
    assert j["players"][0]["money"] == 40 and j["cities"]["Koeln"] == [0, None, None]
    assert j["marks"] == ["Essen", "Leipzig"] and j["supply"]["uranium"] == 8
    check_invariants(g)


def test_pg_13_3_step_1_marked_city_is_no_expansion():
    """PG-13.3: in Step 1 a marked city can only be someone's starting city, never an expansion."""
    g = _marked(seats=[{"money": 50, "cities": ["Duisburg"]}, {"done": True}, {"done": True}])
    refused(g, "build Essen", "PG-13.3")
    assert "Essen" not in g.view(0)["build_costs"]


def test_pg_13_3_d_15_step_2_marked_city_is_connected_normally_and_keeps_its_token():
    """PG-13.3 (D-15): from Step 2 a marked city is connected like any other (10 + path, slot 10); its
    token stays until a player starts there."""
    g = _marked(step=2, seats=[{"money": 50, "cities": ["Duisburg"]}, {"done": True}, {"done": True}])
    g.apply("build Essen")  # Duisburg–Essen 0
    j = g.to_json()
    assert j["players"][0]["money"] == 40 and j["cities"]["Essen"] == [0, None, None]
    assert "Essen" in j["marks"] and j["supply"]["uranium"] == 7


def test_pg_13_2_d_15_late_start_on_a_taken_marked_city():
    """PG-13.2 (D-15): in Step 2 a late starter may start in a marked city whose slot 10 is taken, on
    slot 15 for 15 Elektro; the token then returns."""
    seats = [{"money": 50}, {"cities": ["Essen", "Duisburg"], "done": True}, {"done": True}]
    g = _marked(step=2, marks=["Essen"], seats=seats)
    assert {a.city for a in g.legal_actions() if isinstance(a, Build)} == {"Essen"}
    g.apply("build Essen")
    j = g.to_json()
    assert j["players"][0]["money"] == 35 and j["cities"]["Essen"] == [1, 0, None]
    assert j["marks"] == [] and j["supply"]["uranium"] == 10


def test_pg_13_3_d_15_no_open_marked_city_start_anywhere():
    """PG-13.3 (D-15): a player who has not started and finds no marked city with an open slot may
    start in any city (PG-8.2)."""
    seats = [
        {"money": 50},
        {"cities": ["Essen", "Duisburg"], "done": True},
        {"cities": ["Essen", "Dortmund"], "done": True},
    ]
    g = _marked(step=2, marks=["Essen"], seats=seats)
    g.apply("build Trier")
    j = g.to_json()
    assert j["players"][0]["money"] == 40 and j["marks"] == ["Essen"]


def _trust_game(seed=5):
    """2 players with the variant: the trust setup (EX-18 cities), then the marks."""
    g = load_game("powergrid", players=2, map="germany", seed=seed, starting_cities=True, regions=ZONE)
    for city in TRUST_CITIES:
        g.apply(f"trust {city}")
    return g


def test_pg_14_3_marks_come_after_the_trust_houses_and_get_trust_houses_on_slot_15():
    """PG-14.3 (EX-18 variant, D-15): the players mark their cities only after the 6 trust houses, not on
    a trust city; then a trust house goes on slot 15 of each marked city: trust supply 8."""
    g = _trust_game()
    j = g.to_json()
    assert j["phase"] == "mark-cities"
    assert not {a.city for a in g.legal_actions() if isinstance(a, Mark)} & set(TRUST_CITIES)
    refused(g, "mark Essen", "PG-13.1")
    g.apply("mark Aachen")
    g.apply("mark Kassel")
    j = g.to_json()
    assert j["cities"]["Aachen"] == [None, "trust", None] and j["cities"]["Kassel"] == [None, "trust", None]
    assert j["trust"]["houses"] == 8 and j["supply"]["uranium"] == 8
    assert j["phase"] == "auction"
    check_invariants(g)


def test_pg_14_8_e_starting_in_a_marked_city_adds_no_trust_house():
    """PG-14.8 e / PG-13.2: a human starting in a marked city (trust already on slot 15) pays 10 for slot
    10; no further trust house is placed; in Step 2 the other human cannot join that city."""
    trust = {"cities": TRUST_CITIES + ["Aachen", "Kassel"], "houses": 8}
    cities = {"Aachen": [None, "trust", None], "Kassel": [None, "trust", None]}
    g = make(
        2,
        phase="building",
        seats=[{"money": 50}, {"money": 50}],
        trust=trust,
        cities=cities,
        marks=["Aachen", "Kassel"],
        order=[1, 0],
        supply={"coal": 0, "oil": 6, "garbage": 15, "uranium": 8},
        options={"map": "germany", "players": 2, "regions": ZONE, "starting_cities": True},
    )
    g.apply("build Aachen")
    j = g.to_json()
    assert j["cities"]["Aachen"] == [0, "trust", None] and j["trust"]["houses"] == 8
    assert j["marks"] == ["Kassel"] and j["supply"]["uranium"] == 9
    check_invariants(g)
    g = make(
        2,
        phase="building",
        step=2,
        trust=trust,
        cities={"Aachen": [0, "trust", None]},
        marks=["Kassel"],
        seats=[{"money": 50, "cities": ["Aachen"], "done": True}, {"money": 50, "cities": ["Trier"]}],
        options={"map": "germany", "players": 2, "regions": ZONE, "starting_cities": True},
    )
    refused(g, "build Aachen", "PG-8.6 a")
