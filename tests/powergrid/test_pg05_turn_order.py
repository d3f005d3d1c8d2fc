"""PG-5 Phase 1 — turn order: most cities first, ties by the highest plant (rulebook 003)."""

from __future__ import annotations

from pg_positions import make

WEST = ["Essen", "Duisburg", "Duesseldorf", "Dortmund", "Muenster", "Kassel", "Osnabrueck"]
SOUTH_WEST = ["Koeln", "Aachen", "Trier", "Mainz", "Mannheim", "Saarbruecken", "Frankfurt-Main"]
EAST = ["Leipzig", "Halle", "Erfurt", "Dresden", "Fulda", "Wuerzburg", "Nuernberg"]


def _next_round_order(seats, order):
    """Play a Phase 5 in which nobody powers anything; return the order computed in the next Phase 1."""
    g = make(
        len(seats),
        phase="bureaucracy",
        round=3,
        order=order,
        seats=seats,
        plant_market={"current": [23, 24, 25, 26], "future": [27, 28, 29, 30], "discount": None},
        deck=[31, 32, 33, "step3"],
    )
    for _ in seats:
        g.apply("power nothing")
    j = g.to_json()
    assert (j["round"], j["phase"]) == (4, "auction")
    return j["order"]


def test_pg_5_2_ex_05_galina_example():
    """EX-05 (PG-5.1, PG-5.2): Galina 6 cities first; Peter and Kristina 5 each — Peter's best plant 17
    beats Kristina's 15 (Kristina's extra plant does not count); Nikita with 4 cities (and the highest
    plant, 22) is last."""
    seats = [
        {"plants": [7, 20], "cities": WEST[:6]},  # Galina
        {"plants": [6, 17], "cities": SOUTH_WEST[:5]},  # Peter
        {"plants": [9, 11, 15], "cities": EAST[:5]},  # Kristina
        {"plants": [22], "cities": ["Stuttgart", "Muenchen", "Augsburg", "Regensburg"]},  # Nikita
    ]
    assert _next_round_order(seats, order=[3, 2, 1, 0]) == [0, 1, 2, 3]


def test_pg_5_1_most_cities_first_whatever_the_old_order():
    """PG-5.1: the player with most cities moves to position 1."""
    seats = [
        {"plants": [40], "cities": WEST[:1]},
        {"plants": [8], "cities": WEST[1:4]},
        {"plants": [9], "cities": SOUTH_WEST[:2]},
    ]
    assert _next_round_order(seats, order=[0, 1, 2]) == [1, 2, 0]


def test_pg_5_2_ties_broken_by_highest_plant_at_every_position():
    """PG-5.2: the tie-break applies for every position, not only the first."""
    seats = [
        {"plants": [3, 12], "cities": WEST[:2]},
        {"plants": [13], "cities": WEST[2:4]},
        {"plants": [34], "cities": SOUTH_WEST[:1]},
        {"plants": [4, 5, 8], "cities": SOUTH_WEST[1:2]},
    ]
    assert _next_round_order(seats, order=[0, 1, 2, 3]) == [1, 0, 2, 3]


def test_pg_5_3_unresolvable_tie_keeps_the_previous_relative_order():
    """PG-5.3 (D-21): players with equal cities and no plant keep their previous relative order."""
    seats = [{"plants": [], "cities": []}, {"plants": [], "cities": []}, {"plants": [5], "cities": []}]
    assert _next_round_order(seats, order=[1, 0, 2]) == [2, 1, 0]
    assert _next_round_order(seats, order=[0, 2, 1]) == [2, 0, 1]
