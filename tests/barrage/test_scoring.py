"""Scoring arithmetic (BA-7.3–7.4, BA-30, BA-31.1–31.2, BA-32, BA-37; Automa BA-A3.1, BA-A3.6, BA-A21, D-A2)
with the rulebook's worked examples."""

from __future__ import annotations

from powerplay.games.barrage.scoring import (
    BONUS_TILES,
    BonusCounts,
    automa_credits_vp,
    bonus_full_reward,
    bonus_reward,
    bonus_vp,
    credits_for,
    most_energy,
    next_turn_order,
    objective_awards,
    resources_vp,
    section,
    water_vp,
    winners,
)

# The rulebook's four players, as seats.
KOSTYA, POLINA, OLENA, DANYLO = range(4)


def counts(**kw: int) -> BonusCounts:
    base = {"contracts": 0, "powerhouses": 0, "bases": 0, "conduits": 0, "elevations": 0, "advanced_tiles": 0}
    base.update(kw)
    return BonusCounts(**base)


def test_ba_2_2_example_leader_second_and_bases_bonus() -> None:
    """BA-2.2, BA-37.7: Kostya leads (6 VP), Danylo is second (2 VP); Kostya passed "6" in round 1
    and scores 4 VP per base."""
    energies = [9, 3, 2, 7]
    assert most_energy(energies) == [6, 0, 0, 2]
    assert bonus_vp("BONUS_BASES", energies[KOSTYA], 1, counts(bases=3)) == 12
    assert bonus_vp("BONUS_BASES", energies[OLENA], 1, counts(bases=3)) == 0


def test_ba_30_3_example_tie_for_second_shares_the_award() -> None:
    """BA-30.3: Kostya 6 VP, Polina and Olena on the same space 1 VP each, Danylo nothing."""
    assert most_energy([8, 5, 5, 0]) == [6, 1, 1, 0]


def test_ba_30_1_nobody_with_no_energy_scores() -> None:
    """BA-30.1: only players with at least 1 unit are eligible, for first or for second."""
    assert most_energy([0, 0, 0]) == [0, 0, 0]
    assert most_energy([4, 0, 0]) == [6, 0, 0]
    assert most_energy([0, 1]) == [0, 6]


def test_ba_30_2_tie_for_first_splits_both_awards_rounded_up() -> None:
    """BA-30.2: tied leaders split 6 + 2 rounded up; nobody is second."""
    assert most_energy([7, 7, 3]) == [4, 4, 0]
    assert most_energy([5, 5, 5, 1]) == [3, 3, 3, 0]
    assert most_energy([2, 2, 2, 2]) == [2, 2, 2, 2]


def test_ba_30_2_three_tied_for_second_score_1_each() -> None:
    """BA-30.2: several seconds behind one leader score 1 VP each."""
    assert most_energy([9, 4, 4, 4]) == [6, 1, 1, 1]


def test_ba_30_4_credit_table() -> None:
    """BA-30.4: 1:1, 2–3:2, 4–6:3, 7–10:4, 11–15:5, 16–21:6, 22–28:7, 29–30:8; "0": 3 credits, −3 VP."""
    expected = [3, 1, 2, 2, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 5, 6, 6, 6, 6, 6, 6, 7, 7, 7, 7, 7, 7, 7, 8, 8]
    assert [credits_for(e)[0] for e in range(31)] == expected
    assert [credits_for(e)[1] for e in range(31)] == [-3] + [0] * 30


def test_ba_30_5_example_credits() -> None:
    """BA-30.5: Kostya 4 credits, Polina and Olena 3 each, Danylo 3 credits and −3 VP."""
    assert [credits_for(e) for e in (8, 5, 5, 0)] == [(4, 0), (3, 0), (3, 0), (3, -3)]


def test_ba_a3_1_automa_takes_credits_as_vp() -> None:
    """BA-A3.1, BA-A21.1: credits become VP; on "0" the 3 credits and −3 VP cancel out."""
    assert automa_credits_vp(0) == 0
    assert automa_credits_vp(8) == 4
    assert automa_credits_vp(40) == 8


def test_ba_7_4_sections() -> None:
    """BA-7.4: the section of round r starts at 6·r; before "6" the marker is in no section."""
    assert [section(e) for e in (0, 5, 6, 11, 12, 17, 18, 23, 24, 29, 30)] == [0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5]


def test_ba_30_7_example_full_partial_and_no_reward() -> None:
    """BA-30.7: round 3, 5 VP per powerhouse: Olena full (2 → 10), Danylo one section behind
    (3 → 15 − 4 = 11), Polina two behind (1 → 5 − 8 → 0), Kostya under 6 (3 → 0)."""
    tile = "BONUS_POWERHOUSES"
    assert bonus_vp(tile, 18, 3, counts(powerhouses=2)) == 10
    assert bonus_vp(tile, 12, 3, counts(powerhouses=3)) == 11
    assert bonus_vp(tile, 17, 3, counts(powerhouses=3)) == 11
    assert bonus_vp(tile, 6, 3, counts(powerhouses=1)) == 0
    assert bonus_vp(tile, 11, 3, counts(powerhouses=1)) == 0
    assert bonus_vp(tile, 5, 3, counts(powerhouses=3)) == 0


def test_ba_30_6_partial_reward_per_section_behind() -> None:
    """BA-30.6: 4 VP less per section behind: ⌈(6·round − energy) / 6⌉ sections."""
    assert [bonus_reward(e, 5, 20) for e in (6, 12, 18, 24, 29, 30)] == [4, 8, 12, 16, 16, 20]
    assert bonus_reward(6, 5, 15) == 0
    assert bonus_reward(40, 1, 8) == 8


def test_d_05_energy_over_30() -> None:
    """BA-7.3, D-05: credits and the bonus tile treat a total over 30 as 30; ranking uses the true total."""
    assert credits_for(45) == credits_for(30) == (8, 0)
    assert section(45) == 5
    assert bonus_reward(45, 5, 20) == 20
    assert most_energy([31, 30]) == [6, 2]
    assert next_turn_order((0, 1), [31, 30]) == (1, 0)
    assert winners([50, 50], [31, 30]) == [0]


def test_ba_37_what_each_bonus_tile_counts() -> None:
    """BA-37.1–37.6: 2 VP per fulfilled contract, 5 per powerhouse, 4 per base, conduit, elevation
    and advanced tile."""
    c = BonusCounts(contracts=1, powerhouses=2, bases=3, conduits=4, elevations=5, advanced_tiles=6)
    assert {t: bonus_full_reward(t, c) for t in BONUS_TILES} == {
        "BONUS_CONTRACTS": 2,
        "BONUS_POWERHOUSES": 10,
        "BONUS_BASES": 12,
        "BONUS_CONDUITS": 16,
        "BONUS_ELEVATIONS": 20,
        "BONUS_ADVANCED_TILES": 24,
    }


def test_d_02_introductory_game_leaves_out_the_advanced_tiles_bonus() -> None:
    """D-02: the introductory game removes only the advanced-technology bonus tile."""
    assert [t.id for t in BONUS_TILES.values() if not t.introductory_game] == ["BONUS_ADVANCED_TILES"]


def test_ba_31_2_example_least_first_and_the_tied_pair_swaps() -> None:
    """BA-31.2: Danylo (least) first, Kostya (most) last, Polina and Olena (tied) swap."""
    energies = [8, 5, 5, 0]
    assert next_turn_order((POLINA, KOSTYA, DANYLO, OLENA), energies) == (DANYLO, OLENA, POLINA, KOSTYA)


def test_ba_31_1_all_tied_reverse_the_order() -> None:
    """BA-31.1, D-23: players with the same energy (Automa or not) reverse their relative order."""
    assert next_turn_order((2, 0, 3, 1), [4, 4, 4, 4]) == (1, 3, 0, 2)
    assert next_turn_order((2, 0, 3, 1), [0, 9, 0, 3]) == (0, 2, 3, 1)


def test_ba_32_2_example_two_tied_for_first() -> None:
    """BA-32.2: two tied for 1st get ⌈(15 + 10) / 2⌉ = 13 each; the next is 3rd with 5."""
    assert objective_awards([5, 5, 3, 1]) == [13, 13, 5, 0]


def test_ba_32_2_ties_lower_down_and_d_16_zero_counts_rank() -> None:
    """BA-32.2, D-16: a count of 0 is ranked; tied places split their VP rounded up."""
    assert objective_awards([2, 0]) == [15, 10]
    assert objective_awards([4, 2, 2, 2]) == [15, 5, 5, 5]
    assert objective_awards([3, 0, 0, 0]) == [15, 5, 5, 5]
    assert objective_awards([1, 1, 1, 1]) == [8, 8, 8, 8]
    assert objective_awards([1, 2, 3, 4]) == [0, 5, 10, 15]


def test_ba_a3_6_automa_objective_scale() -> None:
    """BA-A3.6: an Automa scores 20 / 15 / 10 for 1st / 2nd / 3rd."""
    assert objective_awards([5, 3, 1], [True, False, True]) == [20, 10, 10]
    assert objective_awards([1, 3, 5], [True, True, True]) == [10, 15, 20]


def test_d_a2_mixed_tie_each_on_its_own_scale() -> None:
    """D-A2: tied Automa and humans each take the average of their own scale over the tied places, rounded up."""
    assert objective_awards([4, 4, 1], [True, False, False]) == [18, 13, 5]
    assert objective_awards([2, 2], [False, True]) == [13, 18]
    assert objective_awards([0, 3, 3, 3], [False, True, False, True]) == [0, 15, 10, 15]


def test_ba_32_4_example_resources() -> None:
    """BA-32.4: 4 mixers, 6 excavators and 8 credits = 18 units → 3 VP (the wheel is not counted)."""
    assert resources_vp(excavators=6, mixers=4, credits=8) == 3
    assert resources_vp(excavators=10, mixers=10, credits=0) == 4
    assert resources_vp(excavators=4, mixers=0, credits=0) == 0


def test_ba_32_5_example_water() -> None:
    """BA-32.5: Kostya's dam holds 2 drops → 2 VP."""
    assert water_vp(2) == 2
    assert water_vp(0) == 0


def test_ba_32_6_most_vp_wins() -> None:
    """BA-32.6: the player with the most VP wins, whatever the energy."""
    assert winners([70, 81, 64], [30, 0, 12]) == [1]


def test_ba_32_7_tie_break_by_last_round_energy() -> None:
    """BA-32.7: among tied players the one with the most energy in the last round wins."""
    assert winners([90, 90, 85], [12, 18, 30]) == [1]


def test_d_17_still_tied_share_the_victory() -> None:
    """BA-32.7, D-17: tied on VP and on last-round energy, the victory is shared."""
    assert winners([90, 72, 90, 90], [18, 40, 18, 6]) == [0, 2]
