"""Production energy (BA-20.3, BA-90.2), abilities (BA-34, BA-35.3), contracts (BA-21), conduit fees (BA-6.4)."""

import pytest

from powerplay.games.barrage.production import (
    FRANCE_CONTRACT_DISCOUNT,
    ITALY_EXTRA_ENERGY,
    POWERHOUSE_BONUS,
    base_energy,
    company_bonus,
    conduit_fee,
    energy,
    fulfillable,
    may_fulfil,
    may_produce,
    repeat_energy,
    total_energy,
    track_energy,
)


def test_ba34_1_company_bonus_by_powerhouses_built() -> None:
    """BA-34.1: +1 from the 2nd powerhouse, +3 in all from the 4th."""
    assert POWERHOUSE_BONUS == (0, 0, 1, 1, 3)
    assert [company_bonus(k) for k in range(5)] == [0, 0, 1, 1, 3]
    with pytest.raises(ValueError):
        company_bonus(5)


def test_ba20_4_two_drops_through_a_value_4_conduit_on_the_plus_1_space() -> None:
    """BA-20.4: 4 × 2 + 1 = 9; Kostya pays Danylo 2 credits and Danylo scores 2 VP."""
    assert energy(2, 4, 1, 1) == 9
    assert conduit_fee(2) == (2, 2)


def test_ba20_5_one_drop_through_value_3() -> None:
    """BA-20.5: 1 drop through Kostya's own value-3 conduit produces 3 before any bonus or malus."""
    assert base_energy(1, 3) == 3
    assert energy(1, 3, 0, 0) == 3


def test_ba20_6_two_drops_through_value_3() -> None:
    """BA-20.6: 2 drops through Polina's value-3 conduit: 6 energy; Kostya pays 2, Polina scores 2 VP."""
    assert energy(2, 3, 0, 1) == 6
    assert conduit_fee(2) == (2, 2)


def test_ba34_1_bonuses_apply_after_the_space() -> None:
    """BA-20.3.4, BA-34.1: the space's malus, then the company bonus (4 powerhouses: +3)."""
    assert energy(1, 2, -2, 4) == 3
    assert energy(3, 5, 2, 4) == 20


def test_ba34_3_germany_produces_7_then_repeats_with_6() -> None:
    """BA-34.3: 2 drops × value 2 + 1 (2nd powerhouse) + 2 (space) = 7; the repeat moves 3 drops through
    the white conduit (3 credits) and produces 6 with no bonus."""
    assert energy(2, 2, 2, 2) == 7
    assert repeat_energy(3, 2) == 6
    assert conduit_fee(3) == (3, 3)


def test_ba35_3_viktor_fiesler_3_or_less_becomes_4_before_bonuses() -> None:
    """BA-35.3: drops × value of 3 or less counts as 4, then the space and company bonuses apply."""
    assert base_energy(1, 3, viktor=True) == 4
    assert base_energy(1, 1, viktor=True) == 4
    assert base_energy(2, 2, viktor=True) == 4
    assert base_energy(1, 5, viktor=True) == 5
    assert energy(1, 3, -2, 0, viktor=True) == 2
    assert energy(1, 2, 2, 2, viktor=True) == 7
    assert energy(1, 3, 0, 0, viktor=False) == 3


def test_d19_germany_repeat_ignores_viktor() -> None:
    """D-19: the repeat is exactly drops × value, Viktor's minimum does not apply."""
    assert repeat_energy(1, 1) == 1
    assert repeat_energy(1, 3) == 3


def test_ba34_4_italy_adds_3_after_the_action_not_for_contracts() -> None:
    """BA-34.4: the marker moves 3 more; the contract check uses the action's energy only."""
    assert ITALY_EXTRA_ENERGY == 3
    produced = energy(1, 4, 0, 0)
    assert track_energy(produced, italy=True) == 7
    assert track_energy(produced, italy=False) == 4
    assert not may_fulfil(produced, 5)


def test_ba34_5_france_7_fulfils_10() -> None:
    """BA-34.5: a 7-unit production fulfils a contract requiring 10 (but not 11)."""
    assert FRANCE_CONTRACT_DISCOUNT == 3
    assert may_fulfil(7, 10, france=True)
    assert not may_fulfil(7, 11, france=True)
    assert not may_fulfil(7, 10)


def test_ba21_2_requirement_at_most_the_energy() -> None:
    """BA-8.2, BA-21.2: energy ≥ requirement fulfils; less does not."""
    assert may_fulfil(3, 3)
    assert may_fulfil(4, 3)
    assert not may_fulfil(2, 3)


def test_ba21_3_one_action_lists_its_choices() -> None:
    """BA-21.3: Kostya's 7 units suffice for two contracts; he may fulfil one of them."""
    assert fulfillable(7, [3, 8, 7]) == [0, 2]
    assert fulfillable(7, [8, 9, 10], france=True) == [0, 1, 2]
    assert fulfillable(1, [2]) == []


def test_ba21_4_national_contracts_up_to_14() -> None:
    """BA-21.4: 14 units in one action may fulfil any displayed national contract requiring ≤ 14."""
    assert fulfillable(14, [15, 13, 14]) == [1, 2]
    assert fulfillable(12, [15, 13, 14], france=True) == [0, 1, 2]


def test_ba20_3_5_a_total_below_1_is_refused() -> None:
    """BA-20.3.5: a production totalling less than 1 cannot be performed."""
    assert total_energy(1, 1, -2, 0) == -1
    assert not may_produce(1, 1, -2, 0)
    with pytest.raises(ValueError):
        energy(1, 1, -2, 0)
    assert total_energy(1, 2, -2, 0) == 0
    with pytest.raises(ValueError):
        energy(1, 2, -2, 0)
    assert may_produce(1, 3, -2, 0)
    assert energy(1, 3, -2, 0) == 1
    # more drops, a company bonus or Viktor make it legal
    assert energy(2, 1, -1, 0) == 1
    assert energy(1, 1, -2, 4) == 2
    assert energy(1, 1, -2, 0, viktor=True) == 2


def test_ba20_3_1_at_least_one_drop() -> None:
    with pytest.raises(ValueError):
        energy(0, 3, 2, 0)
    with pytest.raises(ValueError):
        repeat_energy(0, 3)


def test_ba6_4_conduit_fee_per_drop() -> None:
    """BA-6.4: 1 credit to the owner and 1 VP for the owner per drop."""
    assert conduit_fee(1) == (1, 1)
    assert conduit_fee(4) == (4, 4)
