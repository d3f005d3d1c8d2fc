"""The construction wheel (BA-18.5, BA-18.6, BA-25, D-11, D-13)."""

import pytest

from powerplay.games.barrage.data import COMPONENTS_JSON
from powerplay.games.barrage.wheel import SECTORS, Load, Wheel


def test_d11_six_sectors_from_the_data() -> None:
    """D-11: the wheel has the sectors components.json gives (6)."""
    assert SECTORS == COMPONENTS_JSON["per_company"]["construction_wheel"]["sectors"] == 6


def test_ba10_21_a_new_wheel_is_empty() -> None:
    wheel = Wheel()
    assert wheel.is_empty()
    assert wheel.contents() == []
    assert wheel.tiles() == []
    assert (wheel.excavators(), wheel.mixers()) == (0, 0)


def test_ba16_5_base_in_the_hills_goes_on_the_wheel() -> None:
    """BA-16.5: Kostya puts his base tile and 4 excavators into the open sector and turns the wheel once."""
    wheel = Wheel()
    wheel.place("base", 4, 0)
    assert wheel.rotate() == []
    assert wheel.contents() == [(5, Load("base", 4, 0))]
    assert wheel.tiles() == ["base"]
    assert (wheel.excavators(), wheel.mixers()) == (4, 0)


def test_ba18_5_items_come_back_after_exactly_a_full_turn() -> None:
    """BA-18.5: the construction's own rotation plus 5 further single rotations bring the load back."""
    wheel = Wheel()
    wheel.place("elevation", 0, 3)
    assert wheel.rotate() == []
    for remaining in (5, 4, 3, 2):
        assert wheel.contents() == [(remaining, Load("elevation", 0, 3))]
        assert wheel.rotate() == []
    assert wheel.contents() == [(1, Load("elevation", 0, 3))]
    assert wheel.rotate() == [Load("elevation", 0, 3)]
    assert wheel.is_empty()


def test_ba18_5_placed_but_not_turned_needs_a_full_turn() -> None:
    wheel = Wheel()
    wheel.place("joker", 2, 2)
    assert wheel.contents() == [(SECTORS, Load("joker", 2, 2))]
    assert wheel.rotate(SECTORS - 1) == []
    assert wheel.rotate() == [Load("joker", 2, 2)]


def test_ba18_5_six_rotations_at_once_return_the_load() -> None:
    wheel = Wheel()
    wheel.place("conduit", 8, 0)
    assert wheel.rotate(SECTORS) == [Load("conduit", 8, 0)]
    assert wheel.is_empty()


def test_ba25_3_workshop_rotate_2_returns_items_as_they_reach_the_open_sector() -> None:
    """BA-25.3: Danylo rotates 2 sectors and takes back what reaches the open sector after each one."""
    wheel = Wheel()
    wheel.place("base", 5, 0)
    wheel.rotate()
    wheel.place("powerhouse", 0, 2)
    wheel.rotate()
    wheel.place("elevation", 0, 4)
    wheel.rotate()
    wheel.rotate(2)  # an earlier workshop action: the base needs 1 more, the powerhouse 2
    assert [k for k, _ in wheel.contents()] == [1, 2, 3]
    assert wheel.rotate(2) == [Load("base", 5, 0), Load("powerhouse", 0, 2)]
    assert wheel.contents() == [(1, Load("elevation", 0, 4))]


def test_ba18_6_each_single_step_returns_only_its_sector() -> None:
    """BA-18.6: a rotation of 2 with loads 1 and 3 steps away returns only the nearer one."""
    wheel = Wheel()
    wheel.place("base", 3, 0)
    wheel.rotate()
    wheel.rotate()
    wheel.place("conduit", 4, 0)
    wheel.rotate()
    wheel.rotate()
    # base: 6 - 4 = 2 to go; conduit: 6 - 2 = 4 to go
    assert wheel.contents() == [(2, Load("base", 3, 0)), (4, Load("conduit", 4, 0))]
    assert wheel.rotate(3) == [Load("base", 3, 0)]
    assert wheel.contents() == [(1, Load("conduit", 4, 0))]


def test_d13_rotating_an_empty_wheel_is_legal() -> None:
    """D-13, BA-25.5: a workshop action on an empty wheel returns nothing and leaves it empty."""
    wheel = Wheel()
    assert wheel.rotate(3) == []
    assert wheel.is_empty()
    assert wheel.rotate(0) == []


def test_several_constructions_then_a_workshop_rotation() -> None:
    """Four constructions in a round (BA-16.2) then a workshop rotate 3 (BA-25.2)."""
    wheel = Wheel()
    for load in (Load("base", 4, 0), Load("conduit", 6, 0), Load("powerhouse", 0, 2), Load("elevation", 0, 3)):
        wheel.place(*load)
        assert wheel.rotate() == []
    assert wheel.contents() == [
        (2, Load("base", 4, 0)),
        (3, Load("conduit", 6, 0)),
        (4, Load("powerhouse", 0, 2)),
        (5, Load("elevation", 0, 3)),
    ]
    assert wheel.tiles() == ["base", "conduit", "powerhouse", "elevation"]
    assert (wheel.excavators(), wheel.mixers()) == (10, 5)
    assert wheel.rotate(3) == [Load("base", 4, 0), Load("conduit", 6, 0)]
    assert wheel.tiles() == ["powerhouse", "elevation"]
    assert (wheel.excavators(), wheel.mixers()) == (0, 5)


def test_ba18_5_a_construction_after_a_workshop_lands_in_the_emptied_open_sector() -> None:
    wheel = Wheel()
    wheel.place("base", 4, 0)
    wheel.rotate()
    assert wheel.rotate(5) == [Load("base", 4, 0)]
    wheel.place("L1_JOKER", 3, 0)
    wheel.rotate()
    assert wheel.contents() == [(5, Load("L1_JOKER", 3, 0))]


def test_ba16_3_the_open_sector_takes_one_construction() -> None:
    wheel = Wheel()
    wheel.place("base", 4, 0)
    with pytest.raises(ValueError):
        wheel.place("conduit", 2, 0)


def test_negative_machinery_or_rotation_is_refused() -> None:
    wheel = Wheel()
    with pytest.raises(ValueError):
        wheel.place("base", -1, 0)
    with pytest.raises(ValueError):
        wheel.rotate(-1)


def test_ba35_7_mahiri_copying_anton_puts_machinery_without_a_tile() -> None:
    """BA-35.7: copying Anton Krylov puts no tile but the machinery on the wheel."""
    wheel = Wheel()
    wheel.place("elevation", 0, 2)
    wheel.rotate()
    wheel.place(None, 0, 3)
    wheel.rotate()
    assert wheel.tiles() == ["elevation"]
    assert wheel.mixers() == 5
    assert wheel.rotate(5) == [Load("elevation", 0, 2), Load(None, 0, 3)]


def test_copy_is_independent() -> None:
    wheel = Wheel()
    wheel.place("base", 4, 0)
    wheel.rotate()
    twin = wheel.copy()
    assert twin.contents() == wheel.contents()
    assert twin.rotate(5) == [Load("base", 4, 0)]
    assert twin.is_empty()
    assert wheel.contents() == [(5, Load("base", 4, 0))]
    assert repr(wheel) == "Wheel(5: base 4E 0M)"


def test_contents_ignore_which_physical_sector_is_open() -> None:
    a, b = Wheel(), Wheel()
    b.rotate(2)
    a.place("conduit", 2, 0)
    b.place("conduit", 2, 0)
    assert a.contents() == b.contents() == [(6, Load("conduit", 2, 0))]
