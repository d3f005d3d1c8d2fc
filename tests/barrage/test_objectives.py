"""Objective tiles and the bonus tiles' structure counts: BA-32.2, BA-37.2–37.5, BA-38.1–38.7, D-22.

Boards are built by hand on the map's real spaces; each is chosen so that a plausible misreading
(counting elevations for bases, dams instead of pieces, a conduit in the basin it feeds, another
player's conduit as yours) gives a different number. Seats: 0 = Kostya (red), 1 = Danylo (green).
"""

from __future__ import annotations

from powerplay.games.barrage.data import (
    CONDUIT_INDEX,
    CONDUITS,
    DAM_INDEX,
    DAMS,
    NEUTRAL_DAMS,
    POWERHOUSE_INDEX,
    SCORING_JSON,
)
from powerplay.games.barrage.objectives import (
    OBJECTIVES,
    Built,
    objective_count,
    pieces_by_area,
    pieces_by_basin,
    structures_built,
)
from powerplay.games.barrage.water import EMPTY, NEUTRAL, SEATS, Waters

KOSTYA, DANYLO = 0, 1


class Board:
    """A map for the tests: the ``Waters`` and the conduit owners."""

    def __init__(self) -> None:
        self.waters = Waters()
        self.conduits = [EMPTY] * len(CONDUITS)

    def dam(self, name: str, owner: int, height: int) -> Board:
        self.waters.dam_owner[DAM_INDEX[name]] = owner
        self.waters.dam_height[DAM_INDEX[name]] = height
        return self

    def conduit(self, owner: int, *names: str) -> Board:
        for name in names:
            self.conduits[CONDUIT_INDEX[name]] = owner
        return self

    def powerhouse(self, owner: int, *names: str) -> Board:
        for name in names:
            self.waters.powerhouse_owner[POWERHOUSE_INDEX[name]] = owner
        return self

    def count(self, tile: str, seat: int) -> int:
        return objective_count(tile, seat, self.waters, self.conduits)


def test_every_objective_tile_of_the_data_is_counted_ba_38() -> None:
    """BA-38: the table covers exactly the six tiles of ``scoring_tiles.json``."""
    ids = [t["id"] for t in SCORING_JSON["objective_tiles"]]
    assert sorted(OBJECTIVES) == sorted(ids)
    assert sorted(ids) == sorted(
        ["OBJ_RED_FRAME", "OBJ_CONNECTED_DAMS", "OBJ_MOST_AREA", "OBJ_LEAST_AREA", "OBJ_BASINS_1", "OBJ_BASINS_3"]
    )


def test_red_frame_counts_bases_and_powerhouses_not_elevations_ba_38_1() -> None:
    """BA-38.1: a height-3 dam on a red-framed space is 1 base (its elevations do not count); bases and
    powerhouses on plain spaces, conduits and another player's red-framed pieces do not count."""
    board = (
        Board()
        .dam("D5U", KOSTYA, 3)  # red-framed: 1
        .dam("D6L", KOSTYA, 2)  # not red-framed
        .powerhouse(KOSTYA, "P5_2")  # red-framed: 1
        .powerhouse(KOSTYA, "P6_1")  # not red-framed
        .conduit(KOSTYA, "C1A", "C2A")
        .powerhouse(DANYLO, "P7_2")
        .dam("D7U", DANYLO, 1)
    )
    assert board.count("OBJ_RED_FRAME", KOSTYA) == 2
    assert board.count("OBJ_RED_FRAME", DANYLO) == 2


def test_connected_dams_need_your_conduit_and_your_powerhouse_ba_38_2() -> None:
    """BA-38.2, BA-6.3: Kostya's two dams in B1 reach his powerhouses through two of his conduits and
    count once each (2 dams, not 4 pieces, not 4 connections). His dam in B2 reaches his powerhouse
    only through Danylo's conduit; his dam in B4 reaches through his conduit only Danylo's
    powerhouse; his dam in B5 stands beside his powerhouse in B5 without a conduit: none counts."""
    board = (
        Board()
        .dam("D1U", KOSTYA, 3)
        .dam("D1L", KOSTYA, 1)
        .conduit(KOSTYA, "C1B", "C1A")  # B1 → B5 and B1 → B8
        .powerhouse(KOSTYA, "P5_1", "P8_1")
        .dam("D2U", KOSTYA, 2)
        .conduit(DANYLO, "C2A")  # B2 → B6
        .powerhouse(KOSTYA, "P6_1")
        .dam("D4U", KOSTYA, 1)
        .conduit(KOSTYA, "C4A")  # B4 → B7
        .powerhouse(DANYLO, "P7_1")
        .dam("D5U", KOSTYA, 2)
    )
    assert board.count("OBJ_CONNECTED_DAMS", KOSTYA) == 2
    assert board.count("OBJ_CONNECTED_DAMS", DANYLO) == 0


def test_connected_dams_need_a_powerhouse_in_the_conduits_destination_ba_38_2() -> None:
    """BA-38.2, BA-6.3: a conduit of yours from your dam's basin with no powerhouse of yours in the basin
    it feeds connects nothing; building that powerhouse connects the dam."""
    board = Board().dam("D3U", KOSTYA, 2).conduit(KOSTYA, "C3A").powerhouse(KOSTYA, "P6_1")  # C3A: B3 → B5
    assert board.count("OBJ_CONNECTED_DAMS", KOSTYA) == 0
    board.powerhouse(KOSTYA, "P5_2")
    assert board.count("OBJ_CONNECTED_DAMS", KOSTYA) == 1


def test_most_area_counts_pieces_and_conduits_in_their_starting_area_ba_38_3() -> None:
    """BA-38.3, BA-38.7, D-22: mountains 2 dam pieces + 3 conduits = 5; hills 3 powerhouses + 1 base = 4;
    plains 2 powerhouses. (Conduits in the areas they feed would give hills 6; dams as 1 piece each
    would give mountains 4.)"""
    board = (
        Board()
        .dam("D1U", KOSTYA, 2)
        .conduit(KOSTYA, "C1A", "C1B", "C2A")  # to B8, B5, B6
        .powerhouse(KOSTYA, "P5_1", "P6_1", "P7_1")
        .dam("D5U", KOSTYA, 1)
        .powerhouse(KOSTYA, "P8_1", "P9_1")
    )
    assert pieces_by_area(KOSTYA, board.waters, board.conduits) == [5, 4, 2]
    assert board.count("OBJ_MOST_AREA", KOSTYA) == 5


def test_least_area_counts_pieces_and_conduits_in_their_starting_area_ba_38_4() -> None:
    """BA-38.4, BA-38.7, D-22: mountains a height-3 dam = 3; hills 2 conduits feeding the plains = 2;
    plains 3 powerhouses = 3; the fewest is 2. (Conduits in the areas they feed: 0; dams as 1 piece
    each: 1.)"""
    board = (
        Board()
        .dam("D1U", KOSTYA, 3)
        .conduit(KOSTYA, "C5A", "C6A")  # B5 → B8, B6 → B9
        .powerhouse(KOSTYA, "P8_1", "P9_1", "P10_1")
    )
    assert pieces_by_area(KOSTYA, board.waters, board.conduits) == [3, 2, 3]
    assert board.count("OBJ_LEAST_AREA", KOSTYA) == 2


def test_least_area_is_zero_when_an_area_is_empty_ba_38_4() -> None:
    """BA-38.4 (decision): the area where you built the fewest may be one where you built nothing."""
    board = Board().dam("D2U", DANYLO, 2).powerhouse(DANYLO, "P6_1")
    assert board.count("OBJ_LEAST_AREA", DANYLO) == 0
    assert board.count("OBJ_MOST_AREA", DANYLO) == 2


def test_basins_with_one_piece_count_a_conduit_in_its_starting_basin_ba_38_5() -> None:
    """BA-38.5, BA-38.7: B1 (dam), B2 (a conduit feeding B6), B6, B11, B12 (powerhouses) = 5; counted in
    the basin it feeds, the conduit would add nothing (4)."""
    board = (
        Board()
        .dam("D1U", KOSTYA, 3)
        .conduit(KOSTYA, "C2A")  # B2 → B6
        .powerhouse(KOSTYA, "P6_1", "P11_1", "P12_1")
        .dam("D3U", DANYLO, 1)
    )
    assert board.count("OBJ_BASINS_1", KOSTYA) == 5
    assert board.count("OBJ_BASINS_1", DANYLO) == 1


def test_basins_with_three_pieces_reach_six_uncapped_ba_38_6() -> None:
    """BA-38.6, D-22: counting pieces, six basins reach 3 (the rulebook's maximum 5 is not a cap): B1 a
    height-3 dam alone, B2–B6 mixes of dam pieces, conduits and powerhouses; B7 holds 2 and does not
    count."""
    board = (
        Board()
        .dam("D1U", KOSTYA, 3)
        .dam("D2U", KOSTYA, 1)
        .conduit(KOSTYA, "C2A", "C2B")
        .dam("D3U", KOSTYA, 2)
        .conduit(KOSTYA, "C3A")
        .dam("D4U", KOSTYA, 1)
        .conduit(KOSTYA, "C4B")
        .dam("D4L", KOSTYA, 1)
        .dam("D5U", KOSTYA, 2)
        .powerhouse(KOSTYA, "P5_1")
        .dam("D6U", KOSTYA, 1)
        .conduit(KOSTYA, "C6A")
        .powerhouse(KOSTYA, "P6_1")
        .dam("D7L", KOSTYA, 1)
        .powerhouse(KOSTYA, "P7_1")
    )
    assert pieces_by_basin(KOSTYA, board.waters, board.conduits) == [3, 3, 3, 3, 3, 3, 2, 0, 0, 0, 0, 0]
    assert board.count("OBJ_BASINS_3", KOSTYA) == 6


def test_basins_with_three_pieces_count_conduits_where_they_start_ba_38_6() -> None:
    """BA-38.6, BA-38.7: two conduits feeding B7 plus a powerhouse in B7 leave B7 with 1 piece: no basin
    counts (in the basin they feed, B7 would count)."""
    board = Board().conduit(DANYLO, "C4A", "C6B").powerhouse(DANYLO, "P7_1")  # B4 → B7, B6 → B7
    assert board.count("OBJ_BASINS_3", DANYLO) == 0
    assert board.count("OBJ_BASINS_1", DANYLO) == 3


def test_neutral_dams_count_for_nobody_ba_4_4() -> None:
    """BA-4.4, BA-38: the neutral dams of setup (BA-10.11) count on no tile for any seat, not even for a
    seat whose conduit connects one to its powerhouse."""
    board = Board()
    for height, spaces in NEUTRAL_DAMS.values():
        board.dam(DAMS[spaces[0]].id, NEUTRAL, height)
    board.conduit(KOSTYA, "C1B").powerhouse(KOSTYA, "P5_1")  # B1 → B5; the neutral dam D1L is in B1
    assert board.waters.dam_owner[DAM_INDEX["D1L"]] == NEUTRAL
    counts = {tile: board.count(tile, KOSTYA) for tile in OBJECTIVES}
    assert counts == {
        "OBJ_RED_FRAME": 0,
        "OBJ_CONNECTED_DAMS": 0,
        "OBJ_MOST_AREA": 1,
        "OBJ_LEAST_AREA": 0,
        "OBJ_BASINS_1": 2,
        "OBJ_BASINS_3": 0,
    }
    for seat in range(1, SEATS):
        assert [board.count(tile, seat) for tile in OBJECTIVES] == [0] * len(OBJECTIVES)
        assert structures_built(seat, board.waters, board.conduits) == (0, 0, 0, 0)


def test_structures_built_for_the_bonus_tiles_ba_37_2_to_37_5() -> None:
    """BA-37.2–37.5, BA-4.3: three dams of heights 3, 1 and 2 are 3 bases and 3 elevations; other
    players' and neutral pieces are not counted."""
    board = (
        Board()
        .dam("D1U", KOSTYA, 3)
        .dam("D5L", KOSTYA, 1)
        .dam("D8U", KOSTYA, 2)
        .conduit(KOSTYA, "C1A", "C9B")
        .powerhouse(KOSTYA, "P8_2", "P11_3")
        .dam("D2U", DANYLO, 3)
        .dam("D3L", NEUTRAL, 1)
        .conduit(DANYLO, "C2A")
        .powerhouse(DANYLO, "P6_1")
    )
    built = structures_built(KOSTYA, board.waters, board.conduits)
    assert built == Built(bases=3, elevations=3, conduits=2, powerhouses=2)
    assert built == (3, 3, 2, 2)
    assert structures_built(DANYLO, board.waters, board.conduits) == Built(1, 2, 1, 1)
