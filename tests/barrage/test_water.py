"""Water and its movement: BA-4.6, BA-5, BA-6.6, BA-22, BA-23, BA-29, BA-34.2, BA-35.2, BA-35.7, D-01.

Boards are built by hand on the map's real dam and powerhouse spaces. Seats: 0 = Kostya (red, USA),
1 = Danylo (green), 2 = white, 3 = Polina (black).
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from powerplay.games.barrage.data import (
    CONDUITS,
    DAM_INDEX,
    DAMS,
    HEADSTREAMS,
    OFF_BOARD,
    POWERHOUSE_INDEX,
    POWERHOUSES,
    WATER_DROPS,
)
from powerplay.games.barrage.water import (
    EMPTY,
    NEUTRAL,
    SEATS,
    Waters,
    after_production,
    capacity,
    fill,
    place_and_flow,
    place_on_headstream,
    release_headstreams,
    usa_seat,
)

KOSTYA, DANYLO, WHITE, POLINA = 0, 1, 2, 3
HA, HB, HC, HD = (HEADSTREAMS.index(h) for h in ("HA", "HB", "HC", "HD"))


def basin(n: int) -> int:
    """Basin n (1–12) as its index."""
    return n - 1


def dam(name: str) -> int:
    return DAM_INDEX[name]


def build(w: Waters, name: str, owner: int, height: int, drops: int = 0) -> None:
    """A dam on space ``name`` holding ``drops`` taken from the general supply."""
    d = dam(name)
    w.dam_owner[d] = owner
    w.dam_height[d] = height
    assert fill(w, d, drops) == drops


def powerhouses(w: Waters, owner: int, *names: str) -> None:
    for name in names:
        w.powerhouse_owner[POWERHOUSE_INDEX[name]] = owner


def total(w: Waters) -> int:
    """Drops on the map, on the headstream tiles and in the general supply."""
    return sum(w.dam_drops) + sum(w.headstream_drops) + w.supply


def test_ba_5_3a_neutral_dam_of_height_2_holding_1_stops_one_of_two_drops() -> None:
    """BA-5.3a: two drops reach a neutral dam of height 2 holding 1: it stops one, the other goes on."""
    w = Waters()
    build(w, "D5L", NEUTRAL, 2, drops=1)
    assert place_on_headstream(w, HB, 2) == 2
    result = release_headstreams(w)
    assert result.stops == [dam("D5L"), OFF_BOARD]
    assert result.left_map == 1
    assert w.dam_drops[dam("D5L")] == 2
    assert w.headstream_drops == [0, 0, 0, 0]
    assert w.supply == WATER_DROPS - 2
    assert total(w) == WATER_DROPS


def test_ba_29_4_water_flow_phase_picture_example() -> None:
    """BA-29.4: drops 1–2 pass a full mountain dam of height 1; a plains dam of height 3 with room for
    one holds drop 1 and drop 2 leaves the map; drop 3 stops at a mountain dam of height 2 that held 1,
    drop 4 at a hills dam, drop 5 at a neutral dam of height 2."""
    w = Waters()
    build(w, "D1L", NEUTRAL, 1, drops=1)  # mountain dam of height 1 already holding 1
    build(w, "D8L", NEUTRAL, 3, drops=2)  # plains dam of height 3 that can hold one more
    build(w, "D2U", WHITE, 2, drops=1)  # mountain dam of height 2 already holding 1
    build(w, "D2L", NEUTRAL, 1, drops=1)
    build(w, "D5U", DANYLO, 1)  # a dam in the hills
    build(w, "D5L", NEUTRAL, 2, drops=1)  # neutral dam of height 2
    assert w.supply == WATER_DROPS - 6
    place_on_headstream(w, HA, 2)  # drops 1 and 2
    place_on_headstream(w, HB, 3)  # drops 3, 4 and 5
    result = release_headstreams(w)
    assert result.stops == [dam("D8L"), OFF_BOARD, dam("D2U"), dam("D5U"), dam("D5L")]
    assert [w.dam_drops[dam(n)] for n in ("D1L", "D8L", "D2U", "D2L", "D5U", "D5L")] == [1, 3, 2, 1, 1, 2]
    assert w.supply == WATER_DROPS - 10
    assert total(w) == WATER_DROPS


def test_ba_22_3_drop_after_production_passes_a_full_plains_dam_and_stops_at_green() -> None:
    """BA-22.3: Kostya moves 1 drop from his hills dam through his conduit to his powerhouse; it goes on,
    passes a plains dam of height 1 holding 1 and stops at the green player's dam."""
    w = Waters()
    build(w, "D6U", KOSTYA, 1, drops=1)
    powerhouses(w, KOSTYA, "P9_1")  # conduit C6A carries water from basin 6 to basin 9
    assert CONDUITS[10].id == "C6A" and CONDUITS[10].to_basin == basin(9)
    build(w, "D9U", WHITE, 1, drops=1)
    build(w, "D9L", DANYLO, 2)
    result = after_production(w, dam("D6U"), basin(9), 1)
    assert result.stops == [dam("D9L")]
    assert [w.dam_drops[dam(n)] for n in ("D6U", "D9U", "D9L")] == [0, 1, 1]
    assert total(w) == WATER_DROPS


def usa_board() -> Waters:
    """BA-34.2's picture: Danylo's powerhouse in basin 5 upstream of Kostya's powerhouse in basin 9;
    the white dam stands in basin 2 above them and is full. Kostya has built 3 powerhouses."""
    w = Waters()
    w.usa = KOSTYA
    powerhouses(w, KOSTYA, "P9_1", "P8_1", "P12_1")
    powerhouses(w, DANYLO, "P5_1")
    build(w, "D1U", DANYLO, 2, drops=2)  # conduit C1B: basin 1 to basin 5
    build(w, "D2U", WHITE, 1, drops=1)
    return w


def test_ba_34_2_usa_energy_from_drops_flowing_through_kostyas_powerhouse() -> None:
    """BA-34.2: Kostya has 4 energy; Danylo produces with 2 drops that then flow through Kostya's
    powerhouse: Kostya reaches 6. In the Water-flow phase a drop the white dam cannot hold triggers it
    again."""
    w = usa_board()
    kostya_energy = 4
    result = after_production(w, dam("D1U"), basin(5), 2)
    assert result.energy == [2, 0, 0, 0]
    assert result.stops == [OFF_BOARD, OFF_BOARD]
    kostya_energy += result.energy[KOSTYA]
    assert kostya_energy == 6
    place_on_headstream(w, HB, 1)
    again = release_headstreams(w)
    assert again.energy == [1, 0, 0, 0]
    assert again.stops == [OFF_BOARD]
    assert w.dam_drops[dam("D2U")] == 1


def test_ba_34_1_usa_ability_needs_the_third_powerhouse() -> None:
    """BA-34.1: the production ability (USA's is BA-34.2) is available only after the 3rd powerhouse."""
    w = usa_board()
    w.powerhouse_owner[POWERHOUSE_INDEX["P12_1"]] = EMPTY
    assert usa_seat(w) == EMPTY
    result = after_production(w, dam("D1U"), basin(5), 2)
    assert result.energy == [0, 0, 0, 0]
    powerhouses(w, KOSTYA, "P12_1")
    assert usa_seat(w) == KOSTYA


def test_ba_34_2_one_step_per_drop_per_basin_passed() -> None:
    """BA-34.2: a drop counts in every basin with a USA powerhouse it passes (basins 9 and 11 here), once
    per basin even with two USA powerhouses there."""
    w = Waters()
    w.usa = KOSTYA
    powerhouses(w, KOSTYA, "P9_1", "P9_2", "P11_1")
    result = place_and_flow(w, HB)  # basins 2, 5, 9, 11, then off the map
    assert result.energy == [2, 0, 0, 0]
    assert result.stops == [OFF_BOARD]


def test_ba_5_5_5_after_production_the_drop_skips_its_powerhouse_area() -> None:
    """BA-5.5.5, BA-34.2: a drop delivered through a conduit to basin 9 starts at basin 9's dams; Kostya's
    powerhouses in basin 9 do not count it, his powerhouse in basin 11 does."""
    w = Waters()
    w.usa = KOSTYA
    powerhouses(w, KOSTYA, "P9_1", "P9_2", "P11_1")
    build(w, "D6U", KOSTYA, 2, drops=2)
    result = after_production(w, dam("D6U"), basin(9), 1)
    assert result.energy == [1, 0, 0, 0]
    assert result.stops == [OFF_BOARD]
    assert w.dam_drops[dam("D6U")] == 1


def test_ba_5_5_5_after_production_the_drop_stops_at_its_basins_own_dams() -> None:
    """BA-5.5.5: the drop starts at D<X>U of the powerhouse's basin."""
    w = Waters()
    build(w, "D1U", POLINA, 1, drops=1)
    build(w, "D8U", POLINA, 1)
    result = after_production(w, dam("D1U"), basin(8), 1)  # conduit C1A: basin 1 to basin 8
    assert result.stops == [dam("D8U")]


def test_ba_5_5_5_from_the_lower_plains_the_drops_leave_the_map() -> None:
    """BA-5.5.5: from basins 11 and 12 drops leave the map and go back to the supply."""
    w = Waters()
    build(w, "D7U", WHITE, 3, drops=3)
    result = after_production(w, dam("D7U"), basin(11), 3)  # conduit C7B: basin 7 to basin 11
    assert result.stops == [OFF_BOARD] * 3
    assert w.supply == WATER_DROPS
    assert total(w) == WATER_DROPS


def test_ba_20_3_1_a_production_moves_between_1_and_all_held_drops() -> None:
    """BA-20.3.1: moving 0 drops, or more than the dam holds, is refused and changes nothing."""
    w = Waters()
    build(w, "D3U", WHITE, 2, drops=1)
    for n in (0, 2):
        with pytest.raises(ValueError):
            after_production(w, dam("D3U"), basin(6), n)
    assert w.dam_drops[dam("D3U")] == 1


@pytest.mark.parametrize(
    ("height", "graziano", "expected"),
    [(1, False, 1), (2, False, 2), (3, False, 3), (1, True, 1), (2, True, 2), (3, True, 4)],
)
def test_ba_4_6_ba_35_2_capacity(height: int, graziano: bool, expected: int) -> None:
    """BA-4.6, BA-35.2, BA-89: a dam holds its height; Graziano's height-3 dams hold 4."""
    w = Waters()
    w.dam_owner[dam("D3U")] = POLINA
    w.dam_height[dam("D3U")] = height
    w.graziano[POLINA] = graziano
    assert capacity(w, dam("D3U")) == expected


def test_ba_35_2_graziano_height_3_dam_stops_a_4th_drop() -> None:
    """BA-35.2: a height-3 dam holding 3 stops one more drop for Graziano, none for another seat."""
    for graziano, stop, held in ((True, dam("D8L"), 4), (False, OFF_BOARD, 3)):
        w = Waters()
        build(w, "D8L", POLINA, 3, drops=3)
        w.graziano[POLINA] = graziano
        result = place_and_flow(w, HA)
        assert result.stops == [stop]
        assert w.dam_drops[dam("D8L")] == held


def test_ba_35_2_graziano_does_not_raise_a_neutral_or_other_seats_dam() -> None:
    """BA-35.2: only *your* dams hold 4."""
    w = Waters()
    w.graziano[POLINA] = True
    build(w, "D8L", NEUTRAL, 3)
    build(w, "D8U", WHITE, 3)
    assert capacity(w, dam("D8L")) == 3
    assert capacity(w, dam("D8U")) == 3


def test_ba_35_7_mahiri_copying_graziano_keeps_the_4th_drop_after_the_copy_ends() -> None:
    """BA-35.7: Mahiri copying Graziano: her height-3 dams hold a 4th drop until her next turn; that
    drop stays when the copy ends, and later drops pass by."""
    w = Waters()
    build(w, "D10U", DANYLO, 3, drops=3)
    w.graziano[DANYLO] = True
    assert place_and_flow(w, HC).stops == [dam("D10U")]
    w.graziano[DANYLO] = False
    assert capacity(w, dam("D10U")) == 3
    assert w.dam_drops[dam("D10U")] == 4
    assert place_and_flow(w, HD).stops == [OFF_BOARD]
    assert w.dam_drops[dam("D10U")] == 4


def test_ba_5_5_3_off_the_board_back_to_the_supply() -> None:
    """BA-5.2, BA-5.5.3: on an empty map a drop runs off the board and returns to the general supply."""
    w = Waters()
    result = place_and_flow(w, HA)
    assert (result.placed, result.stops, result.left_map) == (1, [OFF_BOARD], 1)
    assert w.supply == WATER_DROPS
    assert total(w) == WATER_DROPS


def test_d01_no_drop_is_placed_from_an_empty_supply() -> None:
    """D-01: at most 30 drops in map + headstreams; a drop that cannot be taken is not placed."""
    w = Waters()
    build(w, "D1U", KOSTYA, 3, drops=3)
    assert place_on_headstream(w, HB, 28) == 27
    assert w.supply == 0
    assert place_on_headstream(w, HA, 2) == 0
    result = place_and_flow(w, HC)
    assert (result.placed, result.stops) == (0, [])
    assert w.headstream_drops == [0, 27, 0, 0]
    assert total(w) == WATER_DROPS


def test_d01_fill_is_bounded_by_capacity_and_supply() -> None:
    """D-01, D-15: filling a dam takes from the supply, never beyond the dam's capacity."""
    w = Waters()
    w.dam_owner[dam("D4U")] = WHITE
    w.dam_height[dam("D4U")] = 2
    assert fill(w, dam("D4U"), 5) == 2
    w.supply = 0
    w.dam_height[dam("D4U")] = 3
    assert fill(w, dam("D4U"), 1) == 0


def test_ba_5_5_2_empty_dam_spaces_never_stop_water() -> None:
    """BA-5.5.2: an empty U space lets the drop through; the L dam stops it."""
    w = Waters()
    build(w, "D2L", POLINA, 1)
    result = place_and_flow(w, HB)
    assert result.stops == [dam("D2L")]
    assert w.dam_drops[dam("D2U")] == 0


def test_ba_5_5_2_a_neutral_dam_stops_water_like_any_dam() -> None:
    """BA-5.5.2: any built dam, neutral included, stops a drop when it has room."""
    w = Waters()
    build(w, "D1L", NEUTRAL, 1)
    assert place_and_flow(w, HA).stops == [dam("D1L")]
    assert place_and_flow(w, HA).stops == [OFF_BOARD]


def test_ba_5_5_1_upstream_dam_before_downstream_dam() -> None:
    """BA-5.5.1: in a basin the drop reaches D<X>U before D<X>L."""
    w = Waters()
    build(w, "D4U", WHITE, 1)
    build(w, "D4L", NEUTRAL, 1)
    assert place_and_flow(w, HD).stops == [dam("D4U")]
    assert place_and_flow(w, HD).stops == [dam("D4L")]


def test_ba_23_2_headstream_drops_wait_for_the_water_flow_phase() -> None:
    """BA-23.2, BA-29.2: drops placed by the 2-drop action (split over two tiles, BA-89) stay on their
    tiles until the Water-flow phase."""
    w = Waters()
    build(w, "D1U", KOSTYA, 1)
    build(w, "D3U", KOSTYA, 1)
    assert place_on_headstream(w, HA, 1) == 1
    assert place_on_headstream(w, HC, 1) == 1
    assert w.dam_drops[dam("D1U")] == 0
    assert w.headstream_drops == [1, 0, 1, 0]
    result = release_headstreams(w)
    assert result.stops == [dam("D1U"), dam("D3U")]
    assert w.headstream_drops == [0, 0, 0, 0]


owners = st.sampled_from([EMPTY, NEUTRAL, *range(SEATS)])
operation = st.tuples(st.sampled_from(["hold", "flow", "release", "produce"]), st.integers(0, 100), st.integers(1, 6))


@st.composite
def boards(draw: st.DrawFn) -> Waters:
    w = Waters()
    for d in range(len(DAMS)):
        owner = draw(owners)
        if owner != EMPTY:
            w.dam_owner[d] = owner
            w.dam_height[d] = draw(st.integers(1, 3))
    for p in range(len(POWERHOUSES)):
        w.powerhouse_owner[p] = draw(st.sampled_from([EMPTY, *range(SEATS)]))
    w.usa = draw(st.sampled_from([EMPTY, *range(SEATS)]))
    w.graziano = draw(st.lists(st.booleans(), min_size=SEATS, max_size=SEATS))
    return w


@settings(max_examples=150, deadline=None)
@given(boards(), st.lists(operation, max_size=25))
def test_property_drops_are_conserved_and_no_dam_overflows(w: Waters, ops: list[tuple[str, int, int]]) -> None:
    """D-01, BA-5.3: map + headstreams + supply is always 30; no dam holds more than its capacity; empty
    spaces hold nothing; every drop moved is reported once."""
    for kind, pick, n in ops:
        if kind == "hold":
            place_on_headstream(w, pick % len(HEADSTREAMS), n)
        elif kind == "flow":
            result = place_and_flow(w, pick % len(HEADSTREAMS))
            assert len(result.stops) == result.placed
        elif kind == "release":
            waiting = sum(w.headstream_drops)
            result = release_headstreams(w)
            assert len(result.stops) == waiting
            assert sum(result.energy) <= 3 * waiting  # at most one step per basin with powerhouses on a path
        else:
            sources = [d for d in range(len(DAMS)) if w.dam_drops[d] > 0]
            if sources:
                source = sources[pick % len(sources)]
                conduit = [c for c in CONDUITS if c.basin == DAMS[source].basin][n % 2]
                moved = 1 + pick % w.dam_drops[source]
                result = after_production(w, source, conduit.to_basin, moved)
                assert len(result.stops) == moved
        assert total(w) == WATER_DROPS
        assert w.supply >= 0
        for d in range(len(DAMS)):
            assert 0 <= w.dam_drops[d] <= capacity(w, d)
            if w.dam_owner[d] == EMPTY:
                assert w.dam_drops[d] == 0


def test_ba_5_5_6_processing_order_does_not_change_the_outcome() -> None:
    """BA-5.5.6: releasing the headstreams right to left leaves the same board and the same USA energy."""
    w = Waters()
    w.usa = KOSTYA
    powerhouses(w, KOSTYA, "P10_1", "P12_1", "P6_1")
    build(w, "D6L", NEUTRAL, 2, drops=1)
    build(w, "D10U", WHITE, 2)
    build(w, "D7U", POLINA, 1)
    place_on_headstream(w, HC, 3)
    place_on_headstream(w, HD, 3)
    other = w.copy()
    forward = release_headstreams(w)
    energy = [0] * SEATS
    for h in (HD, HC):
        drops, other.headstream_drops[h] = other.headstream_drops[h], 0
        other.supply += drops
        for _ in range(drops):
            energy = [a + b for a, b in zip(energy, place_and_flow(other, h).energy, strict=True)]
    assert other.dam_drops == w.dam_drops
    assert other.supply == w.supply
    assert energy == forward.energy == [9, 0, 0, 0]
