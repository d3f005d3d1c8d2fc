"""PG-4 Structure of play: 5 phases per round, who acts in which order, the acted markers."""

from __future__ import annotations

from pg_positions import make, refused, seat


def _round_two():
    """3 players, round 2, turn order P2, P3, P1 (seats 1, 2, 0); everyone owns a fuelled plant and a city."""
    return make(
        3,
        round=2,
        phase="auction",
        order=[1, 2, 0],
        seats=[
            {"plants": [4], "resources": {"coal": 2}, "cities": ["Essen"]},
            {"plants": [10], "resources": {"coal": 2}, "cities": ["Kassel"], "money": 40},
            {"plants": [6], "resources": {"garbage": 1}, "cities": ["Koeln"], "money": 30},
        ],
        plant_market={"current": [11, 12, 14, 16], "future": [17, 18, 19, 20], "discount": None},
        deck=[21, 22, 23, 24, 25, "step3"],
    )


def test_pg_4_1_phases_in_order_and_4_5_order_by_phase():
    """PG-4.1, PG-4.2, PG-4.5: Phase 2 in turn order, Phases 3 and 4 in reverse turn order, Phase 5
    income in turn order; then the next round starts with Phase 1 and Phase 2."""
    g = _round_two()
    seen = []
    for phase, action in [("auction", "pass")] * 3 + [("resources", "done")] * 3 + [("building", "done")] * 3:
        assert g.to_json()["phase"] == phase
        seen.append(g.current_player)
        g.apply(action)
    assert seen == [1, 2, 0, 0, 2, 1, 0, 2, 1]
    assert g.to_json()["phase"] == "bureaucracy"
    income = []
    for _ in range(3):
        income.append(g.current_player)
        g.apply("power nothing")
    assert income == [1, 2, 0]
    j = g.to_json()
    assert (j["round"], j["phase"]) == (3, "auction")


def test_pg_4_4_acted_markers_set_per_player_and_cleared_after_the_phase():
    """PG-4.4 / PG-7.6: a player who finished the phase is marked done; when all have, the marks clear."""
    g = _round_two()
    for _ in range(3):
        g.apply("pass")
    g.apply("done")  # seat 0 finishes buying
    assert [seat(g, p)["done"] for p in range(3)] == [True, False, False]
    g.apply("done")
    assert [seat(g, p)["done"] for p in range(3)] == [True, False, True]
    g.apply("done")
    j = g.to_json()
    assert j["phase"] == "building"
    assert [p["done"] for p in j["players"]] == [False, False, False]


def test_pg_4_4_auction_markers_cleared_at_the_end_of_phase_2():
    """PG-4.4 / PG-6.13 d: passing in Phase 2 marks the player; all marks return at its end."""
    g = _round_two()
    g.apply("pass")
    assert seat(g, 1)["done"] and seat(g, 1)["passed"]
    g.apply("pass")
    g.apply("pass")
    j = g.to_json()
    assert j["phase"] == "resources"
    assert [p["done"] for p in j["players"]] == [False, False, False]


def test_pg_4_2_actions_of_another_phase_are_refused():
    """PG-4.2: each phase allows only its own actions (rule of the phase cited)."""
    g = _round_two()
    refused(g, "build Essen", "PG-6.3")
    refused(g, "buy 1 coal", "PG-6.3")
    refused(g, "done", "PG-6.3")
    for _ in range(3):
        g.apply("pass")
    refused(g, "build Essen", "PG-7.1")
    refused(g, "pass", "PG-7.1")
    refused(g, "power 04", "PG-7.1")
    for _ in range(3):
        g.apply("done")
    refused(g, "buy 1 coal", "PG-8.1")
    refused(g, "pass", "PG-8.1")
    for _ in range(3):
        g.apply("done")
    refused(g, "done", "PG-9.2 a")
    refused(g, "build Essen", "PG-9.2 a")
