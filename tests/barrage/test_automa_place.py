"""The Automa's structure placement (BA-A16) and its criteria (BA-A17), on boards built by hand: the
rulebook's examples (BA-A16.1, BA-A16.5, BA-A9.2), each criterion where it decides, the location codes
and their tie-breakers (D-A13, D-A18), step 1 (D-A12), and no space at all."""

from __future__ import annotations

import random
from dataclasses import replace

from powerplay.games.barrage.automa_place import (
    by_code,
    candidates,
    choose,
    completing,
    conduit_dam_opponent_neutral_owned,
    conduit_dam_owned_neutral_opponent,
    conduit_most_powerful,
    conduit_powerhouse_opponent_owned,
    conduit_powerhouse_owned_opponent,
    conduit_second_most_powerful,
    dam_downstream_dam,
    dam_most_powerful_conduit,
    dam_most_water_drops,
    dam_owned_powerhouse,
    dam_red_frame_space,
    dam_upstream_powerhouse,
    drops_reaching,
    place,
    powerhouse_feeding_owned_dam,
    powerhouse_most_powerful_conduit,
    powerhouse_not_feeding_opponent_dam,
    powerhouse_owned_dam,
    powerhouse_plains,
    rules,
)
from powerplay.games.barrage.automa_tiles import AUTOMA_TILE, CONSTRUCTION, AutomaAction, Criteria
from powerplay.games.barrage.construction import free_sites
from powerplay.games.barrage.data import CONDUIT_INDEX, CONDUITS, DAM_INDEX, DAMS, POWERHOUSE_INDEX, POWERHOUSES
from powerplay.games.barrage.setup import new_state, options_from_config
from powerplay.games.barrage.state import STRUCTURES, State
from powerplay.games.barrage.water import NEUTRAL, Waters

PERSON, AUTOMA, OTHER_AUTOMA = 0, 1, 2

NONE_DECIDE = Criteria(
    dam=("most_powerful_conduit", "owned_powerhouse", "upstream_powerhouse"),
    dam_code=1,
    conduit=("dam_owned_neutral_opponent", "powerhouse_owned_opponent", "dam_opponent_neutral_owned"),
    conduit_code="1A",
    powerhouse=("most_powerful_conduit", "owned_dam", "hills_basin_5"),
    powerhouse_code=5,
    headstreams=("A", "B", "C", "D"),
)
"""A criteria side whose criteria select nothing on an empty map (hills_basin_5 aside)."""


def table() -> State:
    """A 3-seat full game (a person, the Automa, another Automa) with an empty map and machinery enough
    for any structure."""
    s = new_state(options_from_config({"players": 3, "full": True, "automa": [None, "medium", "medium"]}), 1)
    s.waters = Waters()
    s.excavators[AUTOMA] = s.mixers[AUTOMA] = 20
    return s


def build(s: State, seat: int, site: str, height: int = 1) -> None:
    """A structure of ``seat`` on ``site`` (a dam, conduit or powerhouse space id)."""
    if site in DAM_INDEX:
        s.waters.dam_owner[DAM_INDEX[site]] = seat
        s.waters.dam_height[DAM_INDEX[site]] = height
    elif site in CONDUIT_INDEX:
        s.conduit_owner[CONDUIT_INDEX[site]] = seat
    else:
        s.waters.powerhouse_owner[POWERHOUSE_INDEX[site]] = seat


def act(structure: str, areas: tuple[str, ...] = (), min_production: int = 0) -> AutomaAction:
    return AutomaAction(CONSTRUCTION, 1, structure=structure, areas=areas, min_production=min_production)


ALL_DAMS = [d.id for d in DAMS]
ALL_CONDUITS = [c.id for c in CONDUITS]
ALL_POWERHOUSES = [p.id for p in POWERHOUSES]


# The rulebook's examples.


def test_ba_a16_1_the_conduit_completing_a_system_is_built_at_once() -> None:
    """BA-A16.1 (rulebook example): the red Automa must build a conduit; it already has a dam and a
    powerhouse a conduit can connect (D3L in basin 3, P6_1 in basin 6): it builds C3B there at once,
    though its first criterion alone would take a conduit of value 5."""
    s = table()
    side = replace(NONE_DECIDE, conduit=("most_powerful", "second_most_powerful", "dam_owned_neutral_opponent"))
    assert place(s, AUTOMA, "conduit", act("conduit"), side) == "C1A"  # BA-A17.7: value 5, code 1A
    build(s, AUTOMA, "D3L")
    build(s, AUTOMA, "P6_1")
    assert completing(s, AUTOMA, "conduit", candidates(s, AUTOMA, "conduit", act("conduit"))) == {
        CONDUIT_INDEX["C3B"]: ["C3B"]
    }
    assert place(s, AUTOMA, "conduit", act("conduit"), side) == "C3B"


def test_ba_a16_5_the_code_places_the_base_when_no_criterion_decides() -> None:
    """BA-A16.5 (rulebook flowchart example): the Automa must build a base; no system, no criterion
    selects a space; code 10: the first available space from basin 10, the free D10L before the
    red-framed D10U (D-A13). With basin 10 full the search passes 10 and goes on from 1."""
    s = table()
    side = replace(NONE_DECIDE, dam_code=10)
    assert place(s, AUTOMA, "base", act("base"), side) == "D10L"
    build(s, PERSON, "D10L")
    assert place(s, AUTOMA, "base", act("base"), side) == "D10U"
    build(s, OTHER_AUTOMA, "D10U")
    assert place(s, AUTOMA, "base", act("base"), side) == "D1L"


def test_ba_a9_2_a_base_with_its_piece_tile_and_excavators_on_a_free_space() -> None:
    """BA-A9.2 (rulebook example): a base piece, the base tile, the excavators and a free space: it
    builds; each missing one makes building impossible (None)."""
    s = table()
    assert place(s, AUTOMA, "base", act("base"), NONE_DECIDE) == "D1L"
    t = s.copy()
    t.pieces[AUTOMA][STRUCTURES.index("base")] = 0
    assert place(t, AUTOMA, "base", act("base"), NONE_DECIDE) is None
    t = s.copy()
    t.tiles[AUTOMA] = ["basic_conduit"]
    assert place(t, AUTOMA, "base", act("base"), NONE_DECIDE) is None
    t = s.copy()
    t.excavators[AUTOMA] = 2  # a base costs at least 3 excavators (plains)
    assert place(t, AUTOMA, "base", act("base"), NONE_DECIDE) is None


# Candidates: construction's rules, the tile's restriction, the machinery (BA-A9.1, BA-A16.4).


def test_ba_a9_1_candidates_are_constructions_sites_within_the_machinery() -> None:
    """BA-A9.1.3, BA-A16.2: only spaces the machinery pays for: with 4 excavators no mountain base (5),
    with 6 no conduit above value 3; the sites are construction's (BA-17.4: one own base per basin)."""
    s = table()
    s.excavators[AUTOMA] = 4
    assert candidates(s, AUTOMA, "base", act("base")) == [d.id for d in DAMS if d.area != "mountains"]
    s.excavators[AUTOMA] = 6
    assert candidates(s, AUTOMA, "conduit", act("conduit")) == [c.id for c in CONDUITS if c.production <= 3]
    s.excavators[AUTOMA] = 20
    build(s, AUTOMA, "D5L")
    assert "D5U" not in candidates(s, AUTOMA, "base", act("base"))
    assert candidates(s, AUTOMA, "base", act("base")) == free_sites(s, AUTOMA, "base")


def test_ba_a16_4_the_tiles_restriction_comes_before_any_criterion() -> None:
    """BA-A16.4: "a base in the mountains" and "a conduit of value 3 or more" narrow the candidates
    first; the code then picks among them."""
    s = table()
    side = replace(NONE_DECIDE, dam_code=5, conduit_code="6B")
    assert candidates(s, AUTOMA, "base", act("base", ("mountains",))) == [
        "D1U",
        "D1L",
        "D2U",
        "D2L",
        "D3U",
        "D3L",
        "D4U",
        "D4L",
    ]
    assert place(s, AUTOMA, "base", act("base", ("mountains",)), side) == "D1L"
    assert place(s, AUTOMA, "base", act("base", ("hills",)), side) == "D5L"
    assert place(s, AUTOMA, "conduit", act("conduit"), side) == "C6B"  # value 2
    assert place(s, AUTOMA, "conduit", act("conduit", min_production=3), side) == "C7B"  # value 3
    assert place(s, AUTOMA, "conduit", act("conduit", min_production=4), side) == "C1A"  # 8B..10B all < 4


def test_ba_a9_4_a_single_space_is_taken_whatever_the_criteria() -> None:
    """BA-A9.4: one possible space: the structure goes there."""
    s = table()
    build(s, AUTOMA, "D7L", height=2)
    assert place(s, AUTOMA, "elevation", act("elevation"), NONE_DECIDE) == "D7L"
    build(s, AUTOMA, "D7L", height=3)
    assert place(s, AUTOMA, "elevation", act("elevation"), NONE_DECIDE) is None


def test_no_space_is_possible_when_the_map_is_full() -> None:
    """BA-A9.1.4: no free space for the structure: None."""
    s = table()
    for p in POWERHOUSES:
        build(s, PERSON, p.id)
    assert place(s, AUTOMA, "powerhouse", act("powerhouse"), NONE_DECIDE) is None
    assert choose(s, AUTOMA, "powerhouse", [], NONE_DECIDE) is None


# Step 1 (BA-A16.1, D-A12).


def test_d_a12_one_system_a_base_completes_only_its_spaces() -> None:
    """BA-A16.1, D-A12: an opponent's conduit C1A (basin 1 to 8) and an Automa powerhouse in basin 8: a
    base in basin 1 completes the system; between its two spaces the free one (D-A13)."""
    s = table()
    build(s, PERSON, "C1A")
    build(s, AUTOMA, "P8_1")
    side = replace(NONE_DECIDE, dam_code=5)
    assert place(s, AUTOMA, "base", act("base"), side) == "D1L"
    build(s, PERSON, "D1L")
    assert place(s, AUTOMA, "base", act("base"), side) == "D1U"  # an opponent's dam is no system's


def test_d_a12_two_systems_all_candidates_go_on() -> None:
    """D-A12: two systems a base could complete (basin 1 to 8, basin 3 to 6): step 1 keeps all the
    candidates; the criteria (Automa powerhouses reached from basins 1, 2, 3, 5; red frames) and the
    code (5) take D5U, outside both systems."""
    s = table()
    build(s, PERSON, "C1A")
    build(s, AUTOMA, "P8_1")
    build(s, PERSON, "C3B")
    build(s, AUTOMA, "P6_1")
    assert len(completing(s, AUTOMA, "base", candidates(s, AUTOMA, "base", act("base")))) == 2
    side = replace(NONE_DECIDE, dam=("owned_powerhouse", "red_frame_space", "upstream_powerhouse"), dam_code=5)
    assert place(s, AUTOMA, "base", act("base"), side) == "D5U"  # basin 5 completes no system


def test_ba_a16_1_a_neutral_dam_makes_the_system_complete_and_elevations_complete_none() -> None:
    """BA-A16.1: a neutral dam is a system's dam: with one in basin 1 the conduit-and-powerhouse pair is
    complete, so a base there completes nothing; a powerhouse completes a conduit from a neutral dam;
    an elevation never completes a system."""
    s = table()
    build(s, NEUTRAL, "D1U")
    build(s, PERSON, "C1A")
    build(s, AUTOMA, "P8_1")
    assert completing(s, AUTOMA, "base", candidates(s, AUTOMA, "base", act("base"))) == {}
    t = table()
    build(t, NEUTRAL, "D1U")
    build(t, PERSON, "C1B")  # basin 1 to 5
    assert completing(t, AUTOMA, "powerhouse", candidates(t, AUTOMA, "powerhouse", act("powerhouse"))) == {
        CONDUIT_INDEX["C1B"]: ["P5_1", "P5_2"]
    }
    assert place(t, AUTOMA, "powerhouse", act("powerhouse"), replace(NONE_DECIDE, powerhouse_code=9)) == "P5_1"
    build(t, AUTOMA, "D6L")
    build(t, AUTOMA, "D7L")
    assert completing(t, AUTOMA, "elevation", ["D6L", "D7L"]) == {}


# Step 2: the criteria (BA-A16.2) and each criterion (BA-A17).


def test_ba_a16_2_a_criterion_selecting_none_is_ignored_and_several_go_to_the_next() -> None:
    """BA-A16.2: the 1st criterion (most powerful built conduit) selects none and is ignored; the 2nd
    (an Automa powerhouse in basin 12) selects basins 4, 7, 9 and 10; the 3rd (red frames) narrows to
    their U spaces; the code (1) then gives D4U."""
    s = table()
    build(s, AUTOMA, "P12_1")
    side = replace(NONE_DECIDE, dam=("most_powerful_conduit", "owned_powerhouse", "red_frame_space"))
    assert place(s, AUTOMA, "base", act("base"), side) == "D4U"
    assert place(s, AUTOMA, "base", act("base"), replace(side, dam_code=8)) == "D9U"


def test_ba_a17_1_the_dam_of_the_most_powerful_built_conduit_own_first() -> None:
    """BA-A17.1: conduits of value 5 built in basins 1 (an opponent's) and 2 (the Automa's), of 4 in
    basin 3: the dams of basin 2; without the Automa's, those of basin 1."""
    s = table()
    build(s, PERSON, "C1A")
    build(s, AUTOMA, "C2B")
    build(s, AUTOMA, "C3A")
    assert dam_most_powerful_conduit(s, AUTOMA, ALL_DAMS, NONE_DECIDE) == ["D2U", "D2L"]
    s.conduit_owner[CONDUIT_INDEX["C2B"]] = PERSON
    assert dam_most_powerful_conduit(s, AUTOMA, ALL_DAMS, NONE_DECIDE) == ["D1U", "D1L", "D2U", "D2L"]
    assert dam_most_powerful_conduit(table(), AUTOMA, ALL_DAMS, NONE_DECIDE) == []


def test_ba_a17_2_the_dams_connected_to_an_automa_powerhouse() -> None:
    """BA-A17.2, D-A15: an Automa powerhouse in basin 6: the conduit spaces C2A and C3B, empty, connect
    the dams of basins 2 and 3; an opponent's powerhouse connects nothing."""
    s = table()
    build(s, AUTOMA, "P6_1")
    build(s, PERSON, "P7_1")
    assert dam_owned_powerhouse(s, AUTOMA, ALL_DAMS, NONE_DECIDE) == ["D2U", "D2L", "D3U", "D3L"]


def test_ba_a17_3_the_dams_most_pending_drops_reach() -> None:
    """BA-A17.3, D-A16: 3 drops on HC (basins 3, 6, 10) and 1 on HD (4, 7, 10): basin 10's dams are
    reached by 4. An opponent's dam D10U of height 1 holds one: D10L is reached by 3, D10U by 4."""
    s = table()
    s.waters.headstream_drops[2] = 3
    s.waters.headstream_drops[3] = 1
    assert dam_most_water_drops(s, AUTOMA, ALL_DAMS, NONE_DECIDE) == ["D10U", "D10L"]
    build(s, PERSON, "D10U")
    reached = drops_reaching(s)
    assert (reached[DAM_INDEX["D10U"]], reached[DAM_INDEX["D10L"]], reached[DAM_INDEX["D3L"]]) == (4, 3, 3)
    assert dam_most_water_drops(s, AUTOMA, [d for d in ALL_DAMS if d != "D10U"], NONE_DECIDE) == [
        "D3U",
        "D3L",
        "D6U",
        "D6L",
        "D10L",
    ]


def test_ba_a17_3_ties_by_the_headstream_letters() -> None:
    """BA-A17.3, D-A16: no drop pending (a tie at 0): the dams downstream of the first letter (C:
    basins 3, 6, 10); with none there, the next letter's."""
    s = table()
    side = replace(NONE_DECIDE, headstreams=("C", "D", "A", "B"))
    assert dam_most_water_drops(s, AUTOMA, ALL_DAMS, side) == ["D3U", "D3L", "D6U", "D6L", "D10U", "D10L"]
    assert dam_most_water_drops(s, AUTOMA, ["D2L", "D8L", "D7L"], side) == ["D7L"]  # D: 4, 7, 10


def test_d_a18_the_fourth_letter_is_used_last() -> None:
    """D-A18: the 4th headstream letter is used only when none of the printed three has a candidate."""
    s = table()
    side = replace(NONE_DECIDE, headstreams=("C", "D", "A", "B"))
    assert dam_most_water_drops(s, AUTOMA, ["D2L", "D8L"], side) == ["D8L"]  # A (3rd) before B (4th)
    assert dam_most_water_drops(s, AUTOMA, ["D2L", "D5L"], side) == ["D2L", "D5L"]  # only B: both
    full = replace(side, dam=("most_water_drops", "red_frame_space", "owned_powerhouse"), dam_code=5)
    assert choose(s, AUTOMA, "base", ["D2L", "D5L", "D2U"], full) == "D2U"


def test_ba_a17_4_red_framed_dam_spaces() -> None:
    """BA-A17.4: the red-framed spaces are the upstream ones."""
    s = table()
    assert dam_red_frame_space(s, AUTOMA, ["D1U", "D1L", "D9U", "D9L"], NONE_DECIDE) == ["D1U", "D9U"]


def test_ba_a17_5_dams_fed_by_a_powerhouse_upstream_without_other_dams() -> None:
    """BA-A17.5: a powerhouse in basin 5 feeds basin 5's dams and basin 9's (its river) until a built dam:
    with an opponent's dam on D9U, D9L is no longer fed."""
    s = table()
    build(s, PERSON, "P5_1")
    assert dam_upstream_powerhouse(s, AUTOMA, ALL_DAMS, NONE_DECIDE) == ["D5U", "D5L", "D9U", "D9L"]
    build(s, PERSON, "D9U")
    assert dam_upstream_powerhouse(s, AUTOMA, ALL_DAMS, NONE_DECIDE) == ["D5U", "D5L", "D9U"]
    build(s, PERSON, "D5U")
    assert dam_upstream_powerhouse(s, AUTOMA, ALL_DAMS, NONE_DECIDE) == ["D5U"]


def test_ba_a17_6_dams_linked_to_a_downstream_automa_dam_otherwise_not_to_an_opponents() -> None:
    """BA-A17.6: an Automa dam in basin 8: the conduit spaces C1A and C5A lead there, so the dams of
    basins 1 and 5. Otherwise: an opponent's dam in basin 6 (reached by C2A and C3B): every dam but
    basins 2 and 3's."""
    s = table()
    build(s, AUTOMA, "D8L")
    assert dam_downstream_dam(s, AUTOMA, ALL_DAMS, NONE_DECIDE) == ["D1U", "D1L", "D5U", "D5L"]
    t = table()
    build(t, OTHER_AUTOMA, "D6L")
    assert dam_downstream_dam(t, AUTOMA, ALL_DAMS, NONE_DECIDE) == [
        d for d in ALL_DAMS if DAMS[DAM_INDEX[d]].basin not in (1, 2)
    ]


def test_ba_a17_7_and_8_the_most_and_second_most_powerful_conduits() -> None:
    """BA-A17.7: value 5: C1A, C2B, C4B. BA-A17.8: value 4 (C1B, C3A, C5B, C6A); with one value only,
    the most powerful."""
    s = table()
    assert conduit_most_powerful(s, AUTOMA, ALL_CONDUITS, NONE_DECIDE) == ["C1A", "C2B", "C4B"]
    assert conduit_second_most_powerful(s, AUTOMA, ALL_CONDUITS, NONE_DECIDE) == ["C1B", "C3A", "C5B", "C6A"]
    assert conduit_second_most_powerful(s, AUTOMA, ["C1A", "C2B"], NONE_DECIDE) == ["C1A", "C2B"]


def test_ba_a17_9_and_11_conduits_from_a_dam_by_whose_it_is() -> None:
    """BA-A17.9: the Automa's dam (basin 2) first, then the neutral (3), then an opponent's (4);
    BA-A17.11: the reverse."""
    s = table()
    build(s, AUTOMA, "D2L")
    build(s, NEUTRAL, "D3U")
    build(s, PERSON, "D4L")
    assert conduit_dam_owned_neutral_opponent(s, AUTOMA, ALL_CONDUITS, NONE_DECIDE) == ["C2A", "C2B"]
    rest = [c for c in ALL_CONDUITS if c not in ("C2A", "C2B")]
    assert conduit_dam_owned_neutral_opponent(s, AUTOMA, rest, NONE_DECIDE) == ["C3A", "C3B"]
    assert conduit_dam_opponent_neutral_owned(s, AUTOMA, ALL_CONDUITS, NONE_DECIDE) == ["C4A", "C4B"]
    assert conduit_dam_opponent_neutral_owned(s, AUTOMA, ["C2A", "C3A"], NONE_DECIDE) == ["C3A"]


def test_ba_a17_10_and_12_conduits_to_a_powerhouse_by_whose_it_is() -> None:
    """BA-A17.10: to the Automa's powerhouse (basin 6) first, then an opponent's (basin 12); BA-A17.12:
    the reverse."""
    s = table()
    build(s, AUTOMA, "P6_1")
    build(s, PERSON, "P12_1")
    assert conduit_powerhouse_owned_opponent(s, AUTOMA, ALL_CONDUITS, NONE_DECIDE) == ["C2A", "C3B"]
    assert conduit_powerhouse_opponent_owned(s, AUTOMA, ALL_CONDUITS, NONE_DECIDE) == ["C4B", "C7B", "C9B", "C10B"]
    assert conduit_powerhouse_owned_opponent(s, AUTOMA, ["C1A", "C9B"], NONE_DECIDE) == ["C9B"]


def test_ba_a17_13_the_powerhouse_of_the_most_powerful_built_conduit_own_first() -> None:
    """BA-A17.13: an opponent's C1B (4, to basin 5) and the Automa's C6A (4, to basin 9): tied, the
    Automa's own: basin 9's powerhouses."""
    s = table()
    build(s, PERSON, "C1B")
    build(s, AUTOMA, "C6A")
    assert powerhouse_most_powerful_conduit(s, AUTOMA, ALL_POWERHOUSES, NONE_DECIDE) == ["P9_1", "P9_2", "P9_3"]
    build(s, PERSON, "C2B")  # 5, to basin 10
    assert powerhouse_most_powerful_conduit(s, AUTOMA, ALL_POWERHOUSES, NONE_DECIDE) == ["P10_1", "P10_2", "P10_3"]


def test_ba_a17_14_to_16_powerhouses_by_dam_and_by_area() -> None:
    """BA-A17.14: an Automa dam in basin 1 (conduit spaces to 8 and 5); BA-A17.15: the plains;
    BA-A17.16: hills basin 6."""
    s = table()
    build(s, AUTOMA, "D1L")
    assert powerhouse_owned_dam(s, AUTOMA, ALL_POWERHOUSES, NONE_DECIDE) == ["P5_1", "P5_2", "P8_1", "P8_2", "P8_3"]
    assert powerhouse_plains(s, AUTOMA, ALL_POWERHOUSES, NONE_DECIDE) == [p.id for p in POWERHOUSES if p.basin >= 7]
    assert rules("powerhouse")["hills_basin_6"](s, AUTOMA, ALL_POWERHOUSES, NONE_DECIDE) == ["P6_1", "P6_2"]


def test_ba_a17_17_powerhouses_feeding_an_automa_dam_otherwise_not_an_opponents() -> None:
    """BA-A17.17: an Automa dam D9L is fed by basin 9's powerhouses and basin 5's (5 flows to 9); with an
    opponent's D5U, only basin 9's. Otherwise (no Automa dam): an opponent's D10L is fed by basins 6,
    7 and 10: every other powerhouse."""
    s = table()
    build(s, AUTOMA, "D9L")
    assert powerhouse_feeding_owned_dam(s, AUTOMA, ALL_POWERHOUSES, NONE_DECIDE) == [
        "P5_1",
        "P5_2",
        "P9_1",
        "P9_2",
        "P9_3",
    ]
    build(s, PERSON, "D5U")
    assert powerhouse_feeding_owned_dam(s, AUTOMA, ALL_POWERHOUSES, NONE_DECIDE) == ["P9_1", "P9_2", "P9_3"]
    t = table()
    build(t, PERSON, "D10L")
    assert powerhouse_feeding_owned_dam(t, AUTOMA, ALL_POWERHOUSES, NONE_DECIDE) == [
        p.id for p in POWERHOUSES if p.basin not in (5, 6, 9)
    ]


def test_ba_a17_18_powerhouses_not_feeding_an_opponents_dam_otherwise_feeding_an_automa_dam() -> None:
    """BA-A17.18: an opponent's dam in basin 10: basins 6, 7, 10 feed it, the rest do not. When every
    candidate feeds an opponent's dam first, those feeding an Automa dam (none here)."""
    s = table()
    build(s, PERSON, "D10L")
    build(s, AUTOMA, "D8L")
    assert powerhouse_not_feeding_opponent_dam(s, AUTOMA, ALL_POWERHOUSES, NONE_DECIDE) == [
        p.id for p in POWERHOUSES if p.basin not in (5, 6, 9)
    ]
    assert powerhouse_not_feeding_opponent_dam(s, AUTOMA, ["P6_1", "P10_1"], NONE_DECIDE) == []


# Step 3: the location code (BA-A16.3, D-A13).


def test_ba_a16_3_conduit_codes_go_1a_to_10b_then_1a() -> None:
    """BA-A16.3: from code 10B, with 10B taken, the search goes on from 1A; from 4B forward: 4B."""
    s = table()
    side = replace(NONE_DECIDE, conduit_code="10B")
    assert place(s, AUTOMA, "conduit", act("conduit"), side) == "C10B"
    build(s, PERSON, "C10B")
    assert place(s, AUTOMA, "conduit", act("conduit"), side) == "C1A"
    assert by_code("conduit", ["C1A", "C4B", "C9A"], replace(NONE_DECIDE, conduit_code="4A")) == "C4B"


def test_ba_a16_3_powerhouse_codes_go_5_to_12_then_5_lowest_space_first() -> None:
    """BA-A16.3: code 12, the lowest-numbered free space of basin 12; with basin 12 full, from 5 on."""
    s = table()
    side = replace(NONE_DECIDE, powerhouse=("most_powerful_conduit", "owned_dam", "feeding_owned_dam"))
    side = replace(side, powerhouse_code=12)
    assert place(s, AUTOMA, "powerhouse", act("powerhouse"), side) == "P12_1"
    build(s, PERSON, "P12_1")
    assert place(s, AUTOMA, "powerhouse", act("powerhouse"), side) == "P12_2"
    for p in ("P12_2", "P12_3", "P12_4"):
        build(s, OTHER_AUTOMA if p == "P12_3" else PERSON, p)
    assert place(s, AUTOMA, "powerhouse", act("powerhouse"), side) == "P5_1"


def test_d_a13_the_free_space_before_the_red_framed_one_in_a_basin() -> None:
    """D-A13: both spaces of basin 3 remain: the free D3L; only the red-framed one left: D3U."""
    assert by_code("base", ["D3U", "D3L", "D4L"], replace(NONE_DECIDE, dam_code=3)) == "D3L"
    assert by_code("base", ["D3U", "D4L"], replace(NONE_DECIDE, dam_code=3)) == "D3U"
    assert by_code("base", ["D1L", "D4L"], replace(NONE_DECIDE, dam_code=5)) == "D1L"


# A printed tile and legality.


def test_a_printed_tiles_criteria_side_places_a_powerhouse() -> None:
    """BA-A16.2 with AT01's side (feeding own dam, most powerful built conduit, own dam; code 5): an
    Automa dam D10L is fed by basins 6, 7 and 10; the Automa's built C7A (2, to basin 10) narrows to
    basin 10; code 5 runs to basin 10: P10_1."""
    side = AUTOMA_TILE["AT01"].criteria
    assert side.powerhouse == ("feeding_owned_dam", "most_powerful_conduit", "owned_dam")
    s = table()
    build(s, AUTOMA, "D10L")
    build(s, AUTOMA, "C7A")
    assert place(s, AUTOMA, "powerhouse", act("powerhouse"), side) == "P10_1"


def test_the_space_chosen_is_always_one_construction_allows() -> None:
    """BA-17.4, BA-17.13, BA-A9.1: on random boards, every placement lies among construction's sites."""
    rng = random.Random(16)
    tiles = [AUTOMA_TILE[f"AT{n:02}"].criteria for n in range(1, 21)]
    for _ in range(40):
        s = table()
        for d in DAMS:
            if rng.random() < 0.3:
                build(s, rng.choice((PERSON, AUTOMA, OTHER_AUTOMA, NEUTRAL)), d.id)
        for c in CONDUITS:
            if rng.random() < 0.3:
                build(s, rng.choice((PERSON, AUTOMA, OTHER_AUTOMA)), c.id)
        for p in POWERHOUSES:
            if rng.random() < 0.3:
                build(s, rng.choice((PERSON, AUTOMA, OTHER_AUTOMA)), p.id)
        s.waters.headstream_drops = [rng.randrange(3) for _ in range(4)]
        for structure in STRUCTURES:
            site = place(s, AUTOMA, structure, act(structure), rng.choice(tiles))
            sites = free_sites(s, AUTOMA, structure)
            assert (site is None) == (not sites)
            assert site is None or site in sites
