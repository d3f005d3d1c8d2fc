"""Barrage's setup (BA-10, BA-11, BA-12.1, BA-A4): what lies on the table, what each company starts
with, and the options a config may hold."""

from __future__ import annotations

from collections import Counter

import pytest

from powerplay.core.errors import BadInput, IllegalAction
from powerplay.games.barrage.contracts import CONTRACT, NATIONAL
from powerplay.games.barrage.data import DAMS, WATER_DROPS
from powerplay.games.barrage.setup import new_state, options_from_config, seat_automa
from powerplay.games.barrage.state import BLOCKED, Phase
from powerplay.games.barrage.water import NEUTRAL


def game(seed: int = 1, **config):
    return new_state(options_from_config(config), seed)


def drops_on_map(s) -> int:
    return sum(s.waters.dam_drops) + sum(s.waters.headstream_drops)


def test_ba_10_6_to_10_9_the_table() -> None:
    s = game(players=3)
    assert len(s.headstream_tiles) == 4 and len(set(s.headstream_tiles)) == 4  # BA-10.6
    assert len(s.bonus) == 5 and "BONUS_ADVANCED_TILES" not in s.bonus  # BA-10.7 [INTRO], D-02
    assert s.objective.startswith("OBJ_")  # BA-10.8
    assert len(s.national) == 2 and all(CONTRACT[c].kind == NATIONAL for c in s.national)  # BA-10.9: players − 1
    full = game(players=4, full=True)
    assert len(full.bonus) == 5 and len(full.national) == 3


def test_ba_10_10_two_private_contracts_face_up_per_stack() -> None:
    s = game(players=2)
    for colour, shown in s.private.items():
        assert len(shown) == 2 and len(s.stacks[colour]) == 13
        assert all(CONTRACT[c].kind == colour for c in shown + s.stacks[colour])


def test_ba_10_11_one_neutral_dam_per_area_each_with_one_drop() -> None:
    s = game(seed=5, players=4)
    neutral = [d for d in range(len(DAMS)) if s.waters.dam_owner[d] == NEUTRAL]
    assert Counter(DAMS[d].area for d in neutral) == {"mountains": 1, "hills": 1, "plains": 1}
    assert {DAMS[d].area: s.waters.dam_height[d] for d in neutral} == {"mountains": 1, "hills": 2, "plains": 3}
    assert all(s.waters.dam_drops[d] == 1 and not DAMS[d].red_frame for d in neutral)
    assert drops_on_map(s) + s.waters.supply == WATER_DROPS  # D-01


def test_ba_14_6_the_first_rounds_headstream_drops_are_placed() -> None:
    from powerplay.games.barrage.data import HEADSTREAM_TILES

    s = game(seed=3, players=2)
    assert s.waters.headstream_drops == [HEADSTREAM_TILES[t][0] for t in s.headstream_tiles]


def test_ba_10_12_the_patent_office_only_in_the_full_game() -> None:
    assert game(players=2).patent == []
    s = game(players=2, full=True)
    assert len(s.patent) == 3 and all(t.startswith("L1_") for t in s.patent)
    assert [len(stack) for stack in s.patent_stacks] == [2, 5, 5]


def test_ba_10_13_spaces_blocked_for_the_player_count() -> None:
    four, three, two = (game(players=n).occupied for n in (4, 3, 2))
    assert four == {}
    assert set(three) == {"T+1L", "T+1R", "M2L", "M2R", "K2L", "K2R"} and set(three.values()) == {BLOCKED}
    assert set(two) == set(three) | {"T-1L", "T-1R", "WS2L", "WS2R"}


def test_ba_10_15_to_10_20_and_ba_11_the_introductory_companies() -> None:
    s = game(players=3)
    assert s.company == ["USA", "Germany", "Italy"]  # BA-11.1, D-03: the table's first columns
    assert s.officer == ["wilhelm_adler", "jill_mcdowell", "solomon_p_jordan"]
    assert s.contracts == [["S1"], ["S2"], ["S3"]]  # BA-11.2
    assert s.order == [0, 1, 2]  # BA-11.3
    assert s.vp == [10] * 3 and s.credits == [6] * 3 and s.excavators == [6] * 3 and s.mixers == [4] * 3
    assert s.engineers == [12] * 3 and s.pieces == [[5, 5, 5, 4]] * 3
    assert all(len(t) == 5 and "basic_joker" in t for t in s.tiles)  # BA-11.4
    assert s.phase == Phase.ACTIONS and s.round == 1


def test_ba_12_1_the_full_game_offers_companies_with_officers_and_starting_contracts() -> None:
    s = game(seed=9, players=3, full=True)
    assert s.phase == Phase.CHOOSE and s.chooser == 0
    assert len(s.offers) == 3 and len({c for c, _ in s.offers}) == 3 and len({o for _, o in s.offers}) == 3
    assert len(s.starting) == 3
    assert all(len(t) == 4 and "basic_joker" not in t for t in s.tiles)  # BA-12.3


def test_ba_a4_the_automa_seats() -> None:
    s = game(seed=2, players=3, full=True, automa=[None, "hard", "easy"])
    assert s.vp == [10, 16, 16] and s.credits == [6, 0, 0]  # BA-A4.4, BA-A3.1
    assert len(s.starting) == 1 and s.chooser == 0  # BA-A4.2: no starting contract for an Automa
    assert len(s.automa_deck) == 20  # BA-A4.5
    from powerplay.core.rng import Rng

    chosen = s.offers.pop(0)
    s.company[0], s.officer[0] = chosen
    seat_automa(s, Rng(1), [0])
    assert s.order[-1] == 0 and set(s.order[:2]) == {1, 2}  # BA-A4.3: the Automa first
    assert s.officer[1:] == ["", ""] and len(set(s.company)) == 3 and s.phase == Phase.ACTIONS


def test_only_automa_take_their_companies_at_once() -> None:
    s = game(seed=4, players=2, full=True, automa=["medium", "very-hard"])
    assert s.phase == Phase.ACTIONS and all(s.company) and sorted(s.order) == [0, 1]
    assert sum(s.waters.headstream_drops) > 0 or s.waters.supply < WATER_DROPS


def test_a_seed_deals_the_same_table() -> None:
    a, b = game(seed=11, players=4, full=True), game(seed=11, players=4, full=True)
    assert (a.headstream_tiles, a.bonus, a.objective, a.national, a.private, a.patent, a.offers) == (
        b.headstream_tiles,
        b.bonus,
        b.objective,
        b.national,
        b.private,
        b.patent,
        b.offers,
    )
    assert game(seed=12, players=4, full=True).offers != a.offers or game(seed=12).private != a.private


def test_options_refused_with_their_rule() -> None:
    with pytest.raises(IllegalAction, match="BA-A1.2"):
        options_from_config({"players": 2, "automa": [None, "hard"]})
    with pytest.raises(BadInput, match="one level or null"):
        options_from_config({"players": 3, "full": True, "automa": [None, "hard"]})
    with pytest.raises(IllegalAction, match="BA-9.1"):
        options_from_config({"players": 5})


@pytest.mark.parametrize("players", [2.5, "3", "𝟑", True, None, [3]])
def test_ba_9_1_players_is_a_json_integer(players) -> None:
    """BA-9.1: 2 to 4 participants, as a JSON integer (``3.0`` is 3, as JSON Schema reads one): a
    fraction, text or a boolean is no count."""
    with pytest.raises(IllegalAction) as err:
        options_from_config({"players": players})
    assert err.value.rule == "BA-9.1"
    assert str(err.value).endswith("players: input should be a valid integer")
    assert options_from_config({"players": 3}).players == options_from_config({"players": 3.0}).players == 3
