"""Barrage's contract tiles as the engine reads them (BA-8.4, BA-33), with the rulebook's examples."""

from __future__ import annotations

from powerplay.games.barrage.contracts import CONTRACT, CONTRACTS, NATIONAL, STARTING, Reward, of_kind


def test_ba_8_4_kinds_counts_and_requirements() -> None:
    assert len(CONTRACTS) == 4 + 6 + 45
    assert [CONTRACT[i].required for i in of_kind(STARTING)] == [3, 3, 2, 4]  # the spec's S1..S4
    assert {CONTRACT[i].required for i in of_kind(NATIONAL)} == {13, 14, 15}
    for colour, (low, high) in {"green": (2, 4), "yellow": (5, 7), "red": (8, 10)}.items():
        ids = of_kind(colour)
        assert len(ids) == 15
        assert min(CONTRACT[i].required for i in ids) == low and max(CONTRACT[i].required for i in ids) == high


def test_ba_2_3_and_ba_21_3_the_rulebooks_contracts() -> None:
    """A 3-energy contract giving 4 VP and 2 credits (P209, BA-2.3); one giving 2 more energy and 2
    wheel rotations (P208, BA-21.3)."""
    assert CONTRACT["P209"].required == 3
    assert set(CONTRACT["P209"].rewards) == {Reward("vp", 4), Reward("credits", 2)}
    assert CONTRACT["P208"].required == 3
    assert set(CONTRACT["P208"].rewards) == {Reward("energy", 2), Reward("rotate_wheel", 2)}


def test_ba_33_10_a_base_reward_names_its_areas() -> None:
    assert CONTRACT["P211"].rewards == (Reward("build_base", 1, ("plains",)),)
    assert CONTRACT["P305"].rewards == (Reward("build_base", 1, ("plains", "hills")),)
    assert CONTRACT["P401"].rewards == (Reward("build_base", 1, ("mountains", "hills", "plains")),)
    assert CONTRACT["P410"].rewards == (Reward("build_conduit_max_production", 5),)
