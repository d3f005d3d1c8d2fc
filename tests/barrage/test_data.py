"""Barrage's map and tables as the engine reads them (BA-1, BA-3, BA-5.5, BA-10.11, BA-14.6): the counts
the rulebook prints, the numbering of the Automa board, and a river network that reaches the edge."""

from __future__ import annotations

from collections import Counter

from powerplay.games.barrage.data import (
    BASINS,
    CONDUITS,
    DAMS,
    HEADSTREAM_BASIN,
    HEADSTREAM_TILES,
    HEADSTREAMS,
    NEUTRAL_DAMS,
    OFF_BOARD,
    POWERHOUSES,
    WATER_DROPS,
)


def test_ba_3_2_to_3_5_each_area_has_its_basins_and_spaces() -> None:
    by_area = Counter(b.area for b in BASINS)
    assert by_area == {"mountains": 4, "hills": 3, "plains": 5}
    for b in BASINS[:4]:  # BA-3.2 mountains
        assert (len(b.dams), len(b.conduits), len(b.powerhouses)) == (2, 2, 0)
    for b in BASINS[4:7]:  # BA-3.3 hills
        assert (len(b.dams), len(b.conduits), len(b.powerhouses)) == (2, 2, 2)
    for b in BASINS[7:10]:  # BA-3.4 upper plains
        assert (len(b.dams), len(b.conduits), len(b.powerhouses)) == (2, 2, 3)
    for b in BASINS[10:]:  # BA-3.5 lower plains
        assert (len(b.dams), len(b.conduits), len(b.powerhouses)) == (0, 0, 4)


def test_ba_3_7_counts_and_red_frames() -> None:
    assert (len(DAMS), sum(d.red_frame for d in DAMS)) == (20, 10)
    assert len(CONDUITS) == 20 and all(1 <= c.production <= 5 for c in CONDUITS)
    assert (len(POWERHOUSES), sum(p.red_frame for p in POWERHOUSES)) == (23, 12)


def test_ba_5_5_1_the_upstream_dam_comes_first_and_only_it_is_red_framed() -> None:
    for b in BASINS:
        if b.dams:
            upstream, downstream = (DAMS[d] for d in b.dams)
            assert upstream.id.endswith("U") and upstream.red_frame
            assert downstream.id.endswith("L") and not downstream.red_frame
            assert upstream.basin == downstream.basin == b.index


def test_ba_5_2_every_river_reaches_the_edge_of_the_map() -> None:
    for start in HEADSTREAM_BASIN:
        seen, basin = [], start
        while basin != OFF_BOARD:
            assert basin not in seen
            seen.append(basin)
            basin = BASINS[basin].next
        assert seen[-1] in (10, 11)  # the lower plains (BA-5.5.5)
    assert HEADSTREAMS == ("HA", "HB", "HC", "HD") and HEADSTREAM_BASIN == (0, 1, 2, 3)  # BA-3.6


def test_ba_6_3_a_conduit_leads_to_powerhouses_of_another_basin() -> None:
    for c in CONDUITS:
        assert c.to_basin != c.basin and BASINS[c.to_basin].powerhouses


def test_ba_10_11_neutral_dams_stand_on_downstream_spaces_of_their_area() -> None:
    heights = {area: height for area, (height, _) in NEUTRAL_DAMS.items()}
    assert heights == {"mountains": 1, "hills": 2, "plains": 3}
    for area, (_, spaces) in NEUTRAL_DAMS.items():
        assert all(DAMS[d].area == area and not DAMS[d].red_frame for d in spaces)


def test_ba_1_1_and_ba_14_6_water_and_headstream_tiles() -> None:
    assert WATER_DROPS == 30
    assert len(HEADSTREAM_TILES) == 8 and all(len(t) == 4 for t in HEADSTREAM_TILES)
