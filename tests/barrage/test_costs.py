"""Construction costs (BA-16.2, BA-17) with officers (BA-35.1, BA-35.4, BA-35.5) and tiles (BA-36.2)."""

import pytest

from powerplay.games.barrage.costs import (
    CONSTRUCTION_SPACES,
    ConstructionSpace,
    Cost,
    affordable,
    can_pay,
    construction_space,
    structure_costs,
)


def test_ba16_2_construction_spaces() -> None:
    """BA-16.2: 1, 2, 3 engineers, then 3 engineers and 3 credits."""
    assert [construction_space(k) for k in (1, 2, 3, 4)] == [
        ConstructionSpace(1, 0),
        ConstructionSpace(2, 0),
        ConstructionSpace(3, 0),
        ConstructionSpace(3, 3),
    ]
    assert len(CONSTRUCTION_SPACES) == 4
    for bad in (0, 5):
        with pytest.raises(ValueError):
            construction_space(bad)


def test_ba16_5_base_in_the_hills_costs_4_excavators() -> None:
    """BA-16.5: Kostya's base in the hills needs 4 excavators."""
    assert structure_costs("base", area="hills") == [Cost(4, 0, 0)]


def test_ba17_3_base_by_area_and_red_frame() -> None:
    """BA-17.3: 3 / 4 / 5 excavators in plains / hills / mountains; 3 more credits on a red frame."""
    assert [structure_costs("base", area=a) for a in ("plains", "hills", "mountains")] == [
        [Cost(3, 0, 0)],
        [Cost(4, 0, 0)],
        [Cost(5, 0, 0)],
    ]
    assert structure_costs("base", area="mountains", red_frame=True) == [Cost(5, 0, 3)]


def test_ba17_7_elevation_by_area_and_no_red_frame_fee() -> None:
    """BA-17.7: 2 / 3 / 4 mixers by the dam's area; nothing extra on a red-framed space."""
    assert [structure_costs("elevation", area=a) for a in ("plains", "hills", "mountains")] == [
        [Cost(0, 2, 0)],
        [Cost(0, 3, 0)],
        [Cost(0, 4, 0)],
    ]
    assert structure_costs("elevation", area="hills", red_frame=True) == [Cost(0, 3, 0)]


def test_ba17_10_conduit_value_4_costs_8_excavators() -> None:
    """BA-17.10: 2 excavators × the production value (value 4 → 8 excavators)."""
    assert structure_costs("conduit", production=4) == [Cost(8, 0, 0)]
    assert [structure_costs("conduit", production=p)[0].excavators for p in (1, 2, 3, 4, 5)] == [2, 4, 6, 8, 10]


def test_ba17_12_powerhouses_cost_2_3_4_5_mixers_and_red_frame() -> None:
    """BA-17.12: 2 mixers + 1 per powerhouse built before; a red frame adds 3 credits."""
    assert [structure_costs("powerhouse", powerhouses_built=k) for k in range(4)] == [
        [Cost(0, 2, 0)],
        [Cost(0, 3, 0)],
        [Cost(0, 4, 0)],
        [Cost(0, 5, 0)],
    ]
    assert structure_costs("powerhouse", powerhouses_built=1, red_frame=True) == [Cost(0, 3, 3)]
    with pytest.raises(ValueError):
        structure_costs("powerhouse", powerhouses_built=4)


def test_bad_inputs_are_refused() -> None:
    with pytest.raises(ValueError):
        structure_costs("base", area="lake")
    with pytest.raises(ValueError):
        structure_costs("conduit", production=6)
    with pytest.raises(ValueError):
        structure_costs("tower")


def test_ba35_1_wilhelm_adler_bases_cost_3_excavators_anywhere() -> None:
    """BA-35.1: 3 excavators in every area; elevations by area as normal; red frames still paid."""
    for area in ("plains", "hills", "mountains"):
        assert structure_costs("base", area=area, officers=("wilhelm_adler",)) == [Cost(3, 0, 0)]
    assert structure_costs("base", area="mountains", red_frame=True, officers=("wilhelm_adler",)) == [Cost(3, 0, 3)]
    assert structure_costs("elevation", area="mountains", officers=("wilhelm_adler",)) == [Cost(0, 4, 0)]


def test_ba35_4_jill_mcdowell_conduit_with_mixers() -> None:
    """BA-35.4: 1 mixer × production value instead of the excavators, never a mix of both."""
    assert structure_costs("conduit", production=4, officers=("jill_mcdowell",)) == [Cost(0, 4, 0), Cost(8, 0, 0)]
    assert structure_costs("conduit", production=1, officers=("jill_mcdowell",)) == [Cost(0, 1, 0), Cost(2, 0, 0)]
    assert structure_costs("base", area="hills", officers=("jill_mcdowell",)) == [Cost(4, 0, 0)]


def test_ba35_5_solomon_p_jordan_3_credits_for_any_machinery() -> None:
    """BA-35.5: 3 credits instead of any one machinery, as often as he likes, even only credits."""
    assert structure_costs("elevation", area="plains", officers=("solomon_p_jordan",)) == [
        Cost(0, 2, 0),
        Cost(0, 1, 3),
        Cost(0, 0, 6),
    ]
    # the red-frame fee comes on top of every way of paying
    assert structure_costs("base", area="plains", red_frame=True, officers=("solomon_p_jordan",)) == [
        Cost(3, 0, 3),
        Cost(2, 0, 6),
        Cost(1, 0, 9),
        Cost(0, 0, 12),
    ]


def test_ba36_2_l1_joker_no_red_frame_fee() -> None:
    """BA-36.2 L1 joker: no 3 credits for a red-framed building space (the 4th construction space's
    3 credits are another matter, BA-16.2)."""
    assert structure_costs("base", area="hills", red_frame=True, tile="L1_JOKER") == [Cost(4, 0, 0)]
    assert structure_costs("powerhouse", powerhouses_built=2, red_frame=True, tile="L1_JOKER") == [Cost(0, 4, 0)]
    assert construction_space(4).credits == 3


def test_ba36_2_l2_conduit_cost_6_or_more_becomes_5() -> None:
    """BA-36.2 L2 conduit: 6+ excavators become 5; 5 or less unchanged."""
    assert [structure_costs("conduit", production=p, tile="L2_CONDUIT") for p in (1, 2, 3, 4, 5)] == [
        [Cost(2, 0, 0)],
        [Cost(4, 0, 0)],
        [Cost(5, 0, 0)],
        [Cost(5, 0, 0)],
        [Cost(5, 0, 0)],
    ]
    assert structure_costs("conduit", production=5, officers=("jill_mcdowell",), tile="L2_CONDUIT") == [
        Cost(0, 5, 0),
        Cost(5, 0, 0),
    ]


def test_ba36_2_l2_joker_excavators_and_mixers_interchangeable() -> None:
    """BA-36.2 L2 joker: excavators instead of mixers and vice versa, in any combination."""
    assert structure_costs("base", area="plains", tile="L2_JOKER") == [
        Cost(0, 3, 0),
        Cost(1, 2, 0),
        Cost(2, 1, 0),
        Cost(3, 0, 0),
    ]
    assert structure_costs("powerhouse", powerhouses_built=0, red_frame=True, tile="L2_JOKER") == [
        Cost(0, 2, 3),
        Cost(1, 1, 3),
        Cost(2, 0, 3),
    ]


def test_ba36_2_l2_joker_with_solomon() -> None:
    """BA-35.5 + BA-36.2: any mix of machinery, and any of it replaced by 3 credits."""
    costs = structure_costs("elevation", area="plains", officers=("solomon_p_jordan",), tile="L2_JOKER")
    assert costs == [
        Cost(0, 2, 0),
        Cost(1, 1, 0),
        Cost(2, 0, 0),
        Cost(0, 1, 3),
        Cost(1, 0, 3),
        Cost(0, 0, 6),
    ]


def test_ba36_2_l3_base_needs_no_excavators() -> None:
    """BA-36.2 L3 base: the excavators need not go on the wheel; a red frame is still paid (BA-36.3)."""
    assert structure_costs("base", area="mountains", tile="L3_BASE") == [Cost(0, 0, 0)]
    assert structure_costs("base", area="mountains", red_frame=True, tile="L3_BASE") == [Cost(0, 0, 3)]


def test_ba16_4_can_pay_and_affordable() -> None:
    """BA-16.4: the supply must cover one way of paying before the action starts."""
    assert can_pay(Cost(4, 0, 0), 4, 0, 0)
    assert not can_pay(Cost(4, 0, 0), 3, 9, 9)
    assert not can_pay(Cost(0, 3, 3), 0, 3, 2)
    costs = structure_costs("conduit", production=3, officers=("jill_mcdowell",))
    assert affordable(costs, 6, 2, 0) == [Cost(6, 0, 0)]
    assert affordable(costs, 5, 3, 0) == [Cost(0, 3, 0)]
    assert affordable(costs, 5, 2, 0) == []
    solomon = structure_costs("base", area="hills", officers=("solomon_p_jordan",))
    assert affordable(solomon, 2, 0, 6) == [Cost(2, 0, 6)]
    # the 4th construction space's 3 credits are taken off first (BA-16.2)
    assert affordable(solomon, 2, 0, 9 - construction_space(4).credits) == [Cost(2, 0, 6)]
    assert affordable(solomon, 2, 0, 8 - construction_space(4).credits) == []
