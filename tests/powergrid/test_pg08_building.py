"""PG-8 Phase 4 — building: first city, path costs through any zone city, slots by Step, money, houses."""

from __future__ import annotations

from pg_positions import make, refused, seat

from powerplay.games.powergrid.actions import Build, Done

GALINA, PETER, KRISTINA, NIKITA = 0, 1, 2, 3


def builder(actor, seats, step=1, players=None, regions=None, **kw):
    """Phase 4 with ``actor`` last in turn order, so that they build first (PG-8.1)."""
    n = players or len(seats)
    order = [p for p in range(n) if p != actor] + [actor]
    return make(n, phase="building", step=step, order=order, seats=seats, regions=regions, **kw)


def costs(game):
    """The acting player's building costs as the view shows them (PG-8.10)."""
    return game.view(game.current_player)["build_costs"]


def paid(game, action):
    p = game.current_player
    before = seat(game, p)["money"]
    game.apply(action)
    return before - seat(game, p)["money"]


# ---- EX-13: the rulebook building example -------------------------------------------------------------------

EX13 = [
    {"cities": ["Essen", "Muenster"], "money": 50},  # Galina
    {"cities": ["Duesseldorf", "Koeln"]},  # Peter
    {"cities": ["Leipzig"]},  # Kristina
]


def test_pg_8_4_ex_13_galina_step_1_costs():
    """EX-13 (PG-8.4, PG-8.5 a, c): Step 1 — Duisburg 10 (Essen–Duisburg costs 0), Dortmund 12
    (Muenster–Dortmund 2, not Essen–Dortmund 5), Aachen 21 (2 + 9 through Peter's Duesseldorf);
    Duesseldorf is full in Step 1."""
    g = builder(GALINA, EX13)
    c = costs(g)
    assert (c["Duisburg"], c["Dortmund"], c["Aachen"]) == (10, 12, 21)
    assert "Duesseldorf" not in c and "Koeln" not in c and "Essen" not in c
    refused(g, "build Duesseldorf", "PG-8.6 a")
    refused(g, "build Essen", "PG-8.6 c")
    assert paid(g, "build Aachen") == 21
    assert g.to_json()["cities"]["Aachen"] == [GALINA, None, None]


def test_pg_8_4_ex_13_peter_duisburg_12_through_galinas_essen():
    """EX-13 (PG-8.5 a, c): Peter connects Duisburg for 12 (Duesseldorf–Essen 2 + Essen–Duisburg 0)."""
    g = builder(PETER, EX13)
    assert costs(g)["Duisburg"] == 12
    assert paid(g, "build Duisburg") == 12


def test_pg_8_5_f_ex_13_step_2_duesseldorf_then_koeln_36():
    """EX-13 (PG-8.5 d, f, PG-8.6 b): Step 2 — Duesseldorf 17 (15 + 2) or Koeln 21 (15 + 2 + 4); both
    in one turn, Duesseldorf first: 17 + 19 = 36, money 14, Galina on slot 15 of both."""
    g = builder(GALINA, EX13, step=2)
    c = costs(g)
    assert (c["Duesseldorf"], c["Koeln"]) == (17, 21)
    assert paid(g, "build Duesseldorf") == 17
    assert costs(g)["Koeln"] == 19  # Duesseldorf is now part of Galina's network
    assert paid(g, "build Koeln") == 19
    j = g.to_json()
    assert j["players"][GALINA]["money"] == 14
    assert j["cities"]["Duesseldorf"] == [PETER, GALINA, None]
    assert j["cities"]["Koeln"] == [PETER, GALINA, None]


def test_pg_8_5_f_ex_13_order_matters_koeln_first_38():
    """EX-13 (PG-8.5 f): Koeln first then Duesseldorf costs 21 + 17 = 38."""
    g = builder(GALINA, EX13, step=2)
    assert paid(g, "build Koeln") == 21
    assert paid(g, "build Duesseldorf") == 17
    assert seat(g, GALINA)["money"] == 12


# ---- EX-11a / EX-11b / EX-19a ---------------------------------------------------------------------------------


def test_pg_8_6_b_ex_11a_step_2_empty_city_still_costs_10():
    """EX-11a (PG-8.6 b): in Step 2 an empty city costs 10 (slot 10), plus the path (Essen–Duisburg 0)."""
    g = builder(GALINA, [{"cities": ["Essen"]}, {"cities": ["Kassel"]}, {"cities": ["Leipzig"]}], step=2)
    assert costs(g)["Duisburg"] == 10
    assert paid(g, "build Duisburg") == 10
    assert g.to_json()["cities"]["Duisburg"] == [GALINA, None, None]


NORTH = ["north-west", "west", "east"]


def test_pg_8_5_e_ex_11b_skipped_city_pays_its_path_again():
    """EX-11b (PG-8.5 a, d, e): from Flensburg, Hamburg costs 10 + 4 + 8 = 22 (passing Kiel); Kiel
    afterwards costs 10 + 4 = 14 again: 36 in all, 24 left of 60."""
    g = builder(GALINA, [{"cities": ["Flensburg"], "money": 60}, {}, {}], regions=NORTH)
    assert paid(g, "build Hamburg") == 22
    assert paid(g, "build Kiel") == 14
    assert seat(g, GALINA)["money"] == 24


def test_pg_8_5_d_ex_11b_other_order_32():
    """EX-11b (PG-8.5 d, f): Kiel first (14), then Hamburg from Kiel (10 + 8 = 18): 32."""
    g = builder(GALINA, [{"cities": ["Flensburg"], "money": 60}, {}, {}], regions=NORTH)
    assert paid(g, "build Kiel") == 14
    assert paid(g, "build Hamburg") == 18


def test_pg_8_5_a_ex_19a_path_through_a_full_city():
    """EX-19a (PG-8.5 a, PG-8.6 d): Peter owns Kiel (full in Step 1); Galina still reaches Hamburg for
    22 through Kiel, but cannot connect Kiel."""
    g = builder(GALINA, [{"cities": ["Flensburg"], "money": 60}, {"cities": ["Kiel"]}, {}], regions=NORTH)
    refused(g, "build Kiel", "PG-8.6 a")
    assert paid(g, "build Hamburg") == 22


def test_pg_8_5_b_paths_stay_inside_the_zone():
    """PG-8.5 b: zone north-west, west, east — Hamburg to Leipzig costs 42 inside the zone (through
    Hannover and Erfurt), not 35 through Schwerin and Magdeburg (north-east, not in play);
    cities outside the zone cannot be connected."""
    g = builder(GALINA, [{"cities": ["Hamburg"], "money": 60}, {}, {}], regions=NORTH)
    assert costs(g)["Leipzig"] == 52
    refused(g, "build Schwerin", "PG-8.5 b")
    refused(g, "build Koeln", "PG-8.5 b")
    assert paid(g, "build Leipzig") == 52


# ---- EX-12: slots by Step ---------------------------------------------------------------------------------------

EX12 = [{"cities": ["Essen"]}, {"cities": ["Duesseldorf"]}, {"cities": ["Duisburg"]}, {"cities": ["Muenster"]}]


def test_pg_8_6_a_ex_12_step_1_one_house_per_city():
    """EX-12 (PG-8.6 a): in Step 1 only slot 10 is open: Peter cannot enter Galina's Essen."""
    g = builder(PETER, EX12)
    assert "Essen" not in costs(g)
    refused(g, "build Essen", "PG-8.6 a")


def test_pg_8_6_a_ex_12_step_2_second_house_costs_15():
    """EX-12 (PG-8.6 a–c): in Step 2 Peter enters Essen on slot 15 for 15 + 2 = 17; Galina cannot
    build in her own city again."""
    g = builder(PETER, EX12, step=2)
    assert paid(g, "build Essen") == 17
    assert g.to_json()["cities"]["Essen"] == [GALINA, PETER, None]
    g2 = builder(GALINA, EX12, step=2)
    refused(g2, "build Essen", "PG-8.6 c")


def test_pg_8_6_ex_12_step_3_third_house_and_a_full_city():
    """EX-12 (PG-8.6 a, d, PG-8.5 a): Step 3, Essen holds Galina (10) and Peter (15): Kristina enters on
    slot 20 for 20 + 0; then Essen is full for Nikita, who still passes through it to Duesseldorf
    (Peter on 10): 15 + 6 + 2 = 23."""
    seats = [
        {"cities": ["Essen"]},
        {"cities": ["Duesseldorf", "Essen"]},
        {"cities": ["Duisburg"]},
        {"cities": ["Muenster"]},
    ]
    g = make(4, phase="building", step=3, order=[0, 1, 3, 2], seats=seats)  # Kristina, then Nikita
    assert g.current_player == KRISTINA
    assert paid(g, "build Essen") == 20
    assert g.to_json()["cities"]["Essen"] == [GALINA, PETER, KRISTINA]
    g.apply("done")
    assert g.current_player == NIKITA
    refused(g, "build Essen", "PG-8.6 a")
    assert costs(g)["Duesseldorf"] == 23
    assert paid(g, "build Duesseldorf") == 23
    assert g.to_json()["cities"]["Duesseldorf"] == [PETER, NIKITA, None]


# ---- PG-8.1, 8.2, 8.7, 8.8, 8.9 --------------------------------------------------------------------------------


def test_pg_8_2_first_city_costs_10_anywhere_in_the_zone():
    """PG-8.2: a player without a network starts in any free zone city for 10, no connection cost."""
    g = builder(GALINA, [{}, {"cities": ["Essen"]}, {"cities": ["Leipzig"]}])
    c = costs(g)
    assert set(c.values()) == {10}
    assert "Essen" not in c and "Leipzig" not in c
    assert len(c) == 21 - 2
    refused(g, "build Essen", "PG-8.6 a")
    refused(g, "build Hamburg", "PG-8.5 b")
    assert paid(g, "build Aachen") == 10
    assert costs(g)["Koeln"] == 10 + 7  # Aachen–Koeln 7: from now on the path counts


def test_pg_8_2_d_02_step_2_first_city_may_be_a_taken_city():
    """PG-8.2 (D-02): in Step 2 a first city may already hold a house: slot 15 at 15, no connection cost."""
    g = builder(GALINA, [{}, {"cities": ["Essen"]}, {"cities": ["Leipzig"]}], step=2)
    c = costs(g)
    assert (c["Essen"], c["Leipzig"], c["Aachen"]) == (15, 15, 10)
    assert paid(g, "build Leipzig") == 15
    assert g.to_json()["cities"]["Leipzig"] == [KRISTINA, GALINA, None]


def test_pg_8_1_any_number_of_cities_then_the_next_player():
    """PG-8.1 / PG-8.8: a player connects several cities in one turn; the city count rises with each;
    done passes the turn to the next player in reverse order."""
    g = builder(GALINA, [{"cities": ["Essen"]}, {"cities": ["Kassel"]}, {"cities": ["Leipzig"]}])
    assert g.current_player == GALINA
    for city in ("Duisburg", "Duesseldorf", "Dortmund"):
        g.apply(f"build {city}")
        assert g.view(PETER)["players"][GALINA]["city_count"] == len(seat(g, GALINA)["cities"])
    assert seat(g, GALINA)["cities"] == ["Essen", "Duisburg", "Duesseldorf", "Dortmund"]
    assert seat(g, GALINA)["money"] == 50 - 10 - 12 - 15
    g.apply("done")
    assert seat(g, GALINA)["done"] is True
    assert g.current_player == KRISTINA  # order [1, 2, 0] reversed: 0, 2, 1


def test_pg_8_7_no_more_than_the_player_has():
    """PG-8.7: Dortmund costs 12; with 11 Elektro it is refused, and not offered."""
    g = builder(GALINA, [{"cities": ["Essen", "Muenster"], "money": 11}, {}, {}])
    assert "Dortmund" not in [a.city for a in g.legal_actions() if isinstance(a, Build)]
    refused(g, "build Dortmund", "PG-8.7")
    g.apply("build Duisburg")
    assert seat(g, GALINA)["money"] == 1


def test_pg_8_7_no_houses_left_after_20_cities():
    """PG-8.7 / PG-3.4: a player with 20 houses in cities cannot build any more."""
    twenty = [
        "Essen",
        "Duisburg",
        "Duesseldorf",
        "Dortmund",
        "Muenster",
        "Kassel",
        "Osnabrueck",
        "Koeln",
        "Aachen",
        "Trier",
        "Mainz",
        "Mannheim",
        "Saarbruecken",
        "Frankfurt-Main",
        "Leipzig",
        "Halle",
        "Erfurt",
        "Dresden",
        "Fulda",
        "Wuerzburg",
    ]
    g = builder(
        GALINA, [{"cities": twenty, "money": 200}, {}, {}, {}], regions=["west", "south-west", "east", "south-east"]
    )
    assert g.legal_actions() == [Done()]
    refused(g, "build Nuernberg", "PG-8.7")
    g19 = builder(
        GALINA,
        [{"cities": twenty[:19], "money": 200}, {}, {}, {}],
        regions=["west", "south-west", "east", "south-east"],
    )
    g19.apply("build Wuerzburg")
    assert len(seat(g19, GALINA)["cities"]) == 20


def test_pg_8_9_nobody_must_build():
    """PG-8.9: a player may end the turn without building, even without a network."""
    g = builder(GALINA, [{}, {}, {}])
    g.apply("done")
    j = g.to_json()
    assert j["players"][GALINA]["cities"] == [] and j["players"][GALINA]["money"] == 50
    assert g.current_player == 2


def test_city_names_are_understood_with_or_without_diacritics_in_any_case():
    """The board spells "Luebeck", "Muenster", "Duesseldorf"; a player may type "Lübeck",
    "Lubeck", "LÜBECK", "münster" or "Frankfurt oder"; an unknown name is still refused."""
    import pytest

    from powerplay.core.errors import BadInput
    from powerplay.games.powergrid.actions import parse
    from powerplay.games.powergrid.data import board

    germany = board("germany")
    assert {"Luebeck", "Muenster", "Duesseldorf", "Frankfurt-Oder"} <= set(germany.cities)
    typed = {
        "Luebeck": ["Lübeck", "Lubeck", "LÜBECK", "luebeck", "LUBECK", " lübeck "],
        "Muenster": ["Münster", "Muenster", "münster", "MUNSTER"],
        "Duesseldorf": ["Düsseldorf", "Dusseldorf"],
        "Frankfurt-Oder": ["frankfurt-oder", "Frankfurt Oder"],
        "Essen": ["ESSEN", "essen"],
    }
    for city, names in typed.items():
        for name in names:
            assert parse(f"build {name}", germany) == Build(city), name
    for bad in ("Lbeck", "Munich", "Lüb"):
        with pytest.raises(BadInput):
            parse(f"build {bad}", germany)
    for key in ("germany", "usa"):  # every city of every board is still read by its own name
        b = board(key)
        for city in b.cities:
            assert parse(f"build {city}", b) == Build(city)
