"""The construction action (BA-16, BA-17, BA-18, BA-35.1/35.4–35.6, BA-36.2–36.3, D-09): what a person may
build, the ways to pay, and building, with the rulebook's numbers; and, over random positions, that
every construction offered can be performed with each of its payments."""

from __future__ import annotations

import random

import pytest

from powerplay.games.barrage.construction import ANTON, Build, Pay, build, builds, payments
from powerplay.games.barrage.data import CONDUIT_INDEX, CONDUITS, DAM_INDEX, POWERHOUSE_INDEX, TECHNOLOGY_JSON
from powerplay.games.barrage.setup import PIECES, new_state, options_from_config
from powerplay.games.barrage.state import State
from powerplay.games.barrage.turns import apply, legal
from powerplay.games.barrage.water import NEUTRAL, Waters
from powerplay.games.barrage.wheel import Load

ADLER, JILL, SOLOMON, VIKTOR = 0, 1, 2, 3
"""BA-11: the introductory game's seats and their officers (USA, Germany, Italy, France)."""


def table() -> State:
    """A 4-player introductory game with an empty map (no neutral dams), so sites are predictable."""
    s = new_state(options_from_config({"players": 4}), 1)
    assert s.officer == ["wilhelm_adler", "jill_mcdowell", "solomon_p_jordan", "viktor_fiesler"]
    s.waters = Waters()
    return s


def at(s: State, seat: int, structure: str) -> list[Build]:
    return [b for b in builds(s, seat) if b.structure == structure]


def test_ba16_5_kostya_builds_a_base_in_the_hills() -> None:
    """BA-16.5: 1 engineer on the first space; the base tile and 4 excavators into the open sector; the
    wheel turned one sector; the leftmost base on the map."""
    s = table()
    b = Build("base", "D5L", "basic_base")
    assert str(b) == "build base on D5L with basic_base"
    assert b in builds(s, VIKTOR)
    assert payments(s, VIKTOR, b) == [Pay(4, 0, 0)]
    events, income = build(s, VIKTOR, b, Pay(4, 0, 0))
    assert s.engineers[VIKTOR] == 11 and s.constructions[VIKTOR] == 1
    assert s.excavators[VIKTOR] == 2 and s.credits[VIKTOR] == 6
    assert "basic_base" not in s.tiles[VIKTOR]
    assert s.wheels[VIKTOR].contents() == [(5, Load("basic_base", 4, 0))]  # BA-18.5: back after 5 more turns
    assert s.pieces[VIKTOR] == [4, 5, 5, 4]
    assert s.waters.dam_owner[DAM_INDEX["D5L"]] == VIKTOR and s.waters.dam_height[DAM_INDEX["D5L"]] == 1
    assert income is None  # BA-14.3: the 1st base uncovers nothing
    assert events[0].kind == "build" and events[0].args["space"] == 1 and events[0].args["excavators"] == 4


def test_ba16_2_the_fourth_construction_takes_3_engineers_and_3_credits() -> None:
    """BA-16.2: the 4th space takes 3 engineers and 3 credits; without them, no construction."""
    s = table()
    s.constructions[VIKTOR] = 3
    b = Build("base", "D8L", "basic_base")  # plains: 3 excavators, no red frame
    s.engineers[VIKTOR], s.credits[VIKTOR] = 2, 3
    assert builds(s, VIKTOR) == []
    s.engineers[VIKTOR], s.credits[VIKTOR] = 3, 2
    assert builds(s, VIKTOR) == []
    s.credits[VIKTOR] = 3
    assert payments(s, VIKTOR, b) == [Pay(3, 0, 0)]
    assert Build("base", "D8U", "basic_base") not in builds(s, VIKTOR)  # the red frame's 3 credits more
    build(s, VIKTOR, b, Pay(3, 0, 0))
    assert (s.engineers[VIKTOR], s.credits[VIKTOR], s.constructions[VIKTOR]) == (0, 0, 4)


def test_ba16_2_a_person_builds_at_most_4_structures_a_round() -> None:
    """BA-16.2: no 5th construction space; only an engineer-free tile still builds (BA-36.2)."""
    s = table()
    s.constructions[VIKTOR] = 4
    s.engineers[VIKTOR], s.credits[VIKTOR], s.excavators[VIKTOR], s.mixers[VIKTOR] = 12, 50, 20, 20
    assert builds(s, VIKTOR) == []
    s.tiles[VIKTOR].append("L3_BASE")
    assert {b.tile for b in builds(s, VIKTOR)} == {"L3_BASE"}


def test_ba16_1_wheel_returns_what_completes_a_full_turn() -> None:
    """BA-16.3.4, BA-18.5: the construction's rotation returns the load that completes its full turn."""
    s = table()
    s.wheels[VIKTOR].place("basic_joker", 2, 1)
    s.tiles[VIKTOR].remove("basic_joker")
    s.wheels[VIKTOR].rotate(5)
    events, _ = build(s, VIKTOR, Build("base", "D5L", "basic_base"), Pay(4, 0, 0))
    assert "basic_joker" in s.tiles[VIKTOR]
    assert (s.excavators[VIKTOR], s.mixers[VIKTOR]) == (6 - 4 + 2, 4 + 1)
    assert events[1].kind == "wheel.return" and events[1].args["tiles"] == ["basic_joker"]


def test_ba17_4_no_two_own_bases_in_a_basin() -> None:
    """BA-17.4: a second base of one's own in the basin is impossible; BA-17.15: another's is not."""
    s = table()
    build(s, VIKTOR, Build("base", "D5L", "basic_base"), Pay(4, 0, 0))
    s.tiles[VIKTOR].append("basic_base")
    s.excavators[VIKTOR] = 10
    sites = {b.site for b in at(s, VIKTOR, "base")}
    assert "D5U" not in sites and "D5L" not in sites and "D6U" in sites
    assert "D5U" in {b.site for b in at(s, JILL, "base")}


def test_ba17_6_ba17_8_elevations_on_own_dams_up_to_height_3() -> None:
    """BA-17.6: on one's own dam only (never a neutral or another's, BA-4.4); BA-17.8: height 3 at most;
    BA-17.7: no red-frame fee for an elevation."""
    s = table()
    s.waters.dam_owner[DAM_INDEX["D6L"]], s.waters.dam_height[DAM_INDEX["D6L"]] = NEUTRAL, 2
    s.credits[VIKTOR] = 0
    assert at(s, VIKTOR, "elevation") == []
    s.waters.dam_owner[DAM_INDEX["D5U"]], s.waters.dam_height[DAM_INDEX["D5U"]] = VIKTOR, 1  # red-framed
    s.waters.dam_owner[DAM_INDEX["D7L"]], s.waters.dam_height[DAM_INDEX["D7L"]] = JILL, 1
    s.mixers[VIKTOR] = 6
    assert at(s, VIKTOR, "elevation") == [
        Build("elevation", "D5U", "basic_elevation"),
        Build("elevation", "D5U", "basic_joker"),
    ]
    assert payments(s, VIKTOR, Build("elevation", "D5U", "basic_elevation")) == [Pay(0, 3, 0)]
    build(s, VIKTOR, Build("elevation", "D5U", "basic_elevation"), Pay(0, 3, 0))
    assert s.waters.dam_height[DAM_INDEX["D5U"]] == 2
    assert at(s, VIKTOR, "elevation") == [Build("elevation", "D5U", "basic_joker")]
    build(s, VIKTOR, Build("elevation", "D5U", "basic_joker"), Pay(0, 3, 0))
    assert s.waters.dam_height[DAM_INDEX["D5U"]] == 3
    s.tiles[VIKTOR].append("basic_elevation")
    s.mixers[VIKTOR] = 10
    assert at(s, VIKTOR, "elevation") == []


def test_ba17_13_no_two_own_powerhouses_in_a_basin() -> None:
    """BA-17.13: P5_1 taken by oneself closes P5_2 to oneself, not to others."""
    s = table()
    build(s, VIKTOR, Build("powerhouse", "P5_1", "basic_powerhouse"), Pay(0, 2, 0))
    assert s.waters.powerhouse_owner[POWERHOUSE_INDEX["P5_1"]] == VIKTOR
    s.tiles[VIKTOR].append("basic_powerhouse")
    s.mixers[VIKTOR] = 10
    sites = {b.site for b in at(s, VIKTOR, "powerhouse")}
    assert "P5_1" not in sites and "P5_2" not in sites and "P6_1" in sites
    assert "P5_2" in {b.site for b in at(s, JILL, "powerhouse")}


def test_ba17_3_ba17_12_red_frame_fees() -> None:
    """BA-17.3: a base on a red frame costs 3 credits more; BA-17.12: a powerhouse too (2nd: 3 mixers)."""
    s = table()
    assert payments(s, VIKTOR, Build("base", "D5U", "basic_base")) == [Pay(4, 0, 3)]
    assert payments(s, VIKTOR, Build("powerhouse", "P5_2", "basic_powerhouse")) == [Pay(0, 2, 3)]
    s.pieces[VIKTOR][3] = 3  # one powerhouse built
    assert payments(s, VIKTOR, Build("powerhouse", "P6_2", "basic_powerhouse")) == [Pay(0, 3, 3)]
    s.credits[VIKTOR] = 2
    assert Build("base", "D5U", "basic_base") not in builds(s, VIKTOR)
    assert Build("base", "D5L", "basic_base") in builds(s, VIKTOR)


def test_ba17_10_conduit_costs_2_excavators_per_production() -> None:
    """BA-17.10: a conduit of production 3 takes 6 excavators; 4 would take 8, more than Viktor has."""
    s = table()
    c3 = next(c.id for c in CONDUITS if c.production == 3)
    c4 = next(c.id for c in CONDUITS if c.production == 4)
    assert payments(s, VIKTOR, Build("conduit", c3, "basic_conduit")) == [Pay(6, 0, 0)]
    assert Build("conduit", c4, "basic_conduit") not in builds(s, VIKTOR)
    build(s, VIKTOR, Build("conduit", c3, "basic_conduit"), Pay(6, 0, 0))
    assert s.conduit_owner[CONDUIT_INDEX[c3]] == VIKTOR


def test_ba35_5_solomon_pays_credits_instead_of_machinery() -> None:
    """BA-35.5: 3 credits for each excavator of a hills base (4 excavators), as many as he likes."""
    s = table()
    s.credits[SOLOMON] = 12
    b = Build("base", "D5L", "basic_base")
    assert payments(s, SOLOMON, b) == [Pay(4, 0, 0), Pay(3, 0, 3), Pay(2, 0, 6), Pay(1, 0, 9), Pay(0, 0, 12)]
    assert str(Pay(1, 0, 9)) == "pay 1 excavator 9 credits" and str(Pay(4, 0, 0)) == "pay 4 excavators"
    build(s, SOLOMON, b, Pay(1, 0, 9))
    assert (s.excavators[SOLOMON], s.credits[SOLOMON]) == (5, 3)
    assert s.wheels[SOLOMON].contents() == [(5, Load("basic_base", 1, 0))]  # BA-18.3: no credits on it


def test_ba35_4_jill_pays_a_conduit_in_mixers() -> None:
    """BA-35.4: a conduit of production 2 costs 4 excavators or 2 mixers, never a mix."""
    s = table()
    c2 = next(c.id for c in CONDUITS if c.production == 2)
    b = Build("conduit", c2, "basic_conduit")
    assert payments(s, JILL, b) == [Pay(0, 2, 0), Pay(4, 0, 0)]
    s.excavators[JILL] = 0
    assert payments(s, JILL, b) == [Pay(0, 2, 0)]
    c5 = next(c.id for c in CONDUITS if c.production == 5)
    assert Build("conduit", c5, "basic_conduit") not in builds(s, JILL)  # 5 mixers: she has 4
    build(s, JILL, b, Pay(0, 2, 0))
    assert s.mixers[JILL] == 2 and s.wheels[JILL].contents() == [(5, Load("basic_conduit", 0, 2))]


def test_ba35_1_adler_bases_cost_3_excavators_anywhere() -> None:
    """BA-35.1: 3 excavators in the mountains too (the red frame's fee still applies)."""
    s = table()
    assert payments(s, ADLER, Build("base", "D1L", "basic_base")) == [Pay(3, 0, 0)]
    assert payments(s, ADLER, Build("base", "D1U", "basic_base")) == [Pay(3, 0, 3)]
    assert payments(s, VIKTOR, Build("base", "D1L", "basic_base")) == [Pay(5, 0, 0)]


def test_ba35_6_anton_copies_a_tile_on_his_wheel() -> None:
    """BA-35.6: Anton's tile builds as a tile lying on his wheel, with its effects (an L3 base: no
    engineers, no excavators); with nothing suitable on the wheel it builds nothing."""
    s = table()
    s.tiles[VIKTOR] = [ANTON]
    assert builds(s, VIKTOR) == []
    s.wheels[VIKTOR].place("basic_base", 4, 0)
    s.wheels[VIKTOR].rotate(1)
    assert {b.structure for b in builds(s, VIKTOR)} == {"base"}
    b = Build("base", "D5L", ANTON, "basic_base")
    assert str(b) == "build base on D5L with ANTON as basic_base"
    assert payments(s, VIKTOR, b) == [Pay(4, 0, 0)]
    s.wheels[VIKTOR].place("L3_BASE", 0, 0)
    s.wheels[VIKTOR].rotate(1)
    s.engineers[VIKTOR] = 0
    free = Build("base", "D8L", ANTON, "L3_BASE")
    assert payments(s, VIKTOR, free) == [Pay(0, 0, 0)]
    assert Build("base", "D8L", ANTON, "basic_base") not in builds(s, VIKTOR)  # no engineers for it
    build(s, VIKTOR, free, Pay(0, 0, 0))
    assert s.constructions[VIKTOR] == 0 and s.tiles[VIKTOR] == []
    assert s.wheels[VIKTOR].tiles() == ["basic_base", "L3_BASE", ANTON]


def test_ba36_3_l1_powerhouse_and_l3_base_need_no_engineers() -> None:
    """BA-36.2, BA-36.3, D-09: with no engineers, no construction space; the L1 powerhouse's mixers and
    the tiles go on the wheel, the L3 base's excavators do not; red-frame fees apply."""
    s = table()
    s.engineers[VIKTOR] = 0
    s.tiles[VIKTOR] += ["L1_POWERHOUSE", "L3_BASE"]
    offered = builds(s, VIKTOR)
    assert {b.tile for b in offered} == {"L1_POWERHOUSE", "L3_BASE"}
    assert payments(s, VIKTOR, Build("base", "D1U", "L3_BASE")) == [Pay(0, 0, 3)]
    build(s, VIKTOR, Build("powerhouse", "P5_1", "L1_POWERHOUSE"), Pay(0, 2, 0))
    build(s, VIKTOR, Build("base", "D1L", "L3_BASE"), Pay(0, 0, 0))
    assert s.constructions[VIKTOR] == 0 and s.engineers[VIKTOR] == 0
    assert (s.excavators[VIKTOR], s.mixers[VIKTOR]) == (6, 2)
    assert s.wheels[VIKTOR].contents() == [(4, Load("L1_POWERHOUSE", 0, 2)), (5, Load("L3_BASE", 0, 0))]


def test_ba14_3_the_second_base_uncovers_the_first_income() -> None:
    """BA-14.3: the 2nd, 4th and 5th pieces of a row uncover its incomes; BA-14.4: powerhouses none."""
    s = table()
    s.excavators[VIKTOR] = 30
    seen = []
    for site in ("D5L", "D6L", "D7L", "D8L", "D9L"):
        s.tiles[VIKTOR].append("basic_base")
        b = Build("base", site, "basic_base")
        seen.append(build(s, VIKTOR, b, payments(s, VIKTOR, b)[0])[1])
        s.constructions[VIKTOR] = 0
    assert seen == [None, "base:2", None, "base:4", "base:5"]
    s.mixers[VIKTOR] = 10
    incomes = []
    for site in ("P5_1", "P6_1"):
        s.tiles[VIKTOR].append("basic_powerhouse")
        b = Build("powerhouse", site, "basic_powerhouse")
        incomes.append(build(s, VIKTOR, b, payments(s, VIKTOR, b)[0])[1])
    assert incomes == [None, None]
    assert s.pieces[VIKTOR][0] == 0 and "basic_joker" in s.tiles[VIKTOR]
    assert at(s, VIKTOR, "base") == []  # no base left on the company board


def test_ba36_2_l2_joker_pays_in_either_machinery() -> None:
    """BA-36.2 L2 joker: a plains base (3 excavators) paid in any mix of excavators and mixers."""
    s = table()
    s.tiles[VIKTOR] = ["L2_JOKER"]
    b = Build("base", "D8L", "L2_JOKER")
    assert payments(s, VIKTOR, b) == [Pay(0, 3, 0), Pay(1, 2, 0), Pay(2, 1, 0), Pay(3, 0, 0)]


ADVANCED = [t["id"] for t in TECHNOLOGY_JSON["advanced_tiles"]]


def _random_position(seed: int) -> tuple[State, random.Random]:
    rng = random.Random(seed)
    s = new_state(options_from_config({"players": rng.choice((2, 3, 4)), "full": rng.random() < 0.5}), seed)
    while s.phase == "choose":
        apply(s, rng.choice(legal(s)))
    return s, rng


def _fill(s: State, seat: int, rng: random.Random) -> None:
    s.engineers[seat] = rng.randint(0, 12)
    s.credits[seat] = rng.randint(0, 20)
    s.excavators[seat] = rng.randint(0, 12)
    s.mixers[seat] = rng.randint(0, 10)
    s.constructions[seat] = rng.randint(0, 4)
    if rng.random() < 0.3:
        s.tiles[seat].append(rng.choice(ADVANCED))
    if rng.random() < 0.2 and ANTON not in s.tiles[seat] and ANTON not in s.wheels[seat].tiles():
        s.tiles[seat].append(ANTON)


@pytest.mark.parametrize("seed", range(12))
def test_ba16_every_offered_construction_is_performed_with_each_payment(seed: int) -> None:
    """BA-16.4, BA-15.6: each Build of ``builds`` is accepted by ``build`` with every one of its
    ``payments``; pieces, machinery and tiles are conserved, and nothing goes negative."""
    s, rng = _random_position(seed)
    for _ in range(25):
        seat = rng.randrange(s.players)
        _fill(s, seat, rng)
        offered = builds(s, seat)
        for b in offered:
            ways = payments(s, seat, b)
            assert ways
            for pay in ways:
                t = s.copy()
                machinery = t.excavators[seat] + t.wheels[seat].excavators() + t.mixers[seat] + t.wheels[seat].mixers()
                tiles = sorted(t.tiles[seat] + t.wheels[seat].tiles())
                build(t, seat, b, pay)
                assert sum(t.pieces[seat]) == sum(s.pieces[seat]) - 1
                assert (
                    t.excavators[seat] + t.wheels[seat].excavators() + t.mixers[seat] + t.wheels[seat].mixers()
                    == machinery
                )
                assert sorted(t.tiles[seat] + t.wheels[seat].tiles()) == tiles
                assert min(t.credits[seat], t.engineers[seat], t.excavators[seat], t.mixers[seat]) >= 0
                assert t.constructions[seat] <= 4
        if offered:
            b = rng.choice(offered)
            build(s, seat, b, rng.choice(payments(s, seat, b)))
    assert all(h <= 3 for h in s.waters.dam_height)
    for seat in range(s.players):
        bases, elevations, conduits, powerhouses = s.pieces[seat]
        dams = [d for d, o in enumerate(s.waters.dam_owner) if o == seat]
        assert len(dams) + bases == PIECES[0]
        assert sum(s.waters.dam_height[d] - 1 for d in dams) + elevations == PIECES[1]
        assert s.conduit_owner.count(seat) + conduits == PIECES[2]
        assert s.waters.powerhouse_owner.count(seat) + powerhouses == PIECES[3]
