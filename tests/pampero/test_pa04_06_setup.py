"""Setup (PA-3.8, PA-3.9, PA-4–PA-6), the rulebook's setup examples EX-01, EX-02 and EX-31, and AMB-01
and AMB-23 with their alternatives."""

from __future__ import annotations

from collections import Counter

import pytest
from pa_turns import DATA, new

from powerplay.core.errors import IllegalAction
from powerplay.games.pampero import bulldozers, setup
from powerplay.games.pampero.data import COUNTRIES, SUPPLY


@pytest.mark.parametrize(("players", "side"), [(2, "1-2"), (3, "3-4"), (4, "3-4")])
def test_pa_3_9_board_side_by_player_count(players: int, side: str) -> None:
    """PA-3.9, PA-4.1: the 1–2-player side with two players, the 3–4-player side with three or four;
    a slot printed on the other side only stays empty (its token goes to the box, PA-4.9)."""
    assert setup.board_side(DATA, players) == side
    s = new(players)
    for slot in DATA.contract_slots.values():
        if slot.kind == "standard":
            assert (slot.id in s.contracts) == (side in slot.board_sides and slot.min_players <= players)


def test_ex_31_a_4p_cell_is_not_used_with_fewer_players() -> None:
    """EX-31 (L199), PA-3.8: a cell marked "4P" is not used with fewer than 4 players: a 4P contract slot
    gets no token and a 4P building site is not a free site for a bulldozer."""
    four_slots = [x.id for x in DATA.contract_slots.values() if x.min_players == 4]
    four_sites = [x for x in DATA.sites.values() if x.min_players == 4 and not x.grey_starting]
    assert four_slots and four_sites
    s3, s4 = new(3), new(4)
    for slot in four_slots:
        assert slot not in s3.contracts and s4.contracts[slot] is not None
    for site in four_sites:
        assert not bulldozers.site_in_play(s3, site) and bulldozers.site_in_play(s4, site)
        assert site.id not in bulldozers.destinations(s3, "STORAGE")
        assert site.id in bulldozers.destinations(s4, "STORAGE")


def test_pa_4_3_to_4_5_three_face_up_of_each_deck() -> None:
    """PA-4.3–PA-4.5: three specialist action cards, three scoring cards and three external market cards
    of each country face up; the rest in their decks."""
    s = new(3)
    assert len(s.spec_action_row) == 3 and len(s.spec_scoring_row) == 3
    assert sorted(s.spec_action_row + s.spec_action_deck) == sorted(DATA.specialist_actions)
    assert sorted(s.spec_scoring_row + s.spec_scoring_deck) == sorted(DATA.scoring_cards)
    for country in COUNTRIES:
        row = s.market_rows[country]
        assert len(row) == 3 and all(DATA.market_cards[c].country == country for c in row if c)
        assert all(DATA.market_cards[c].country == country for c in s.market_decks[country])


def test_pa_4_6_one_solar_token_a_slot_the_rest_to_the_box() -> None:
    """PA-4.6: a random solar token on each slot of the solar track; the others leave the game."""
    s, t = new(2, seed=1), new(2, seed=2)
    assert set(s.solar) == set(DATA.solar_slots) and all(s.solar.values())
    assert len(set(s.solar.values())) == len(DATA.solar_slots) < len(DATA.solar)
    assert all(DATA.contracts[x].kind == "solar" for x in s.solar.values())
    assert s.solar != t.solar


def test_pa_4_7_link_tokens_by_their_backs() -> None:
    """PA-4.7: zone A's link slots take tokens with an A back, zones B and C's the B/C back."""
    s = new(4)
    for slot, token in s.link_slots.items():
        assert token is not None
        assert DATA.link_tokens[token].back == ("A" if DATA.link_slots[slot].zone == "A" else "BC")


def test_pa_4_8_tower_bonus_tokens_by_area_and_x_to_the_box() -> None:
    """PA-4.8: each cell a token of its area's zone; an X token goes back to the box, the cell empty."""
    for seed in range(1, 6):
        s = new(3, seed=seed)
        for cell, token in s.bonus_board.items():
            if token is not None:
                zone, kind = DATA.bonus_tokens[token]
                assert zone == DATA.bonus_cells[cell].area and kind != "X"
        xs = sum(1 for _, kind in DATA.bonus_tokens.values() if kind == "X")
        assert sum(1 for t in s.bonus_board.values() if t is None) <= xs


def test_pa_35_3_fixed_tower_bonus_setup() -> None:
    """PA-35.3: the fixed setup lays the figure's tokens, the same for every seed."""
    a, b = new(3, seed=1, fixed_bonus=True), new(3, seed=2, fixed_bonus=True)
    assert a.bonus_board == b.bonus_board
    for cell, token in DATA.bonus_fixed.items():
        expected = token if token and DATA.bonus_tokens[token][1] != "X" else None
        assert a.bonus_board[cell] == expected


def test_ex_01_standard_contracts_go_to_the_slot_on_their_back() -> None:
    """EX-01 (L233–235, L267), PA-3.3, PA-4.9: a token whose back reads "A2 / 2" goes to location 2 of
    sector A2; every standard token lies in the slot whose zone, sector and location match its back."""
    s = new(4)
    a2_2 = next(t for t in DATA.standard if DATA.contracts[t].slot == "STD-A2-2")
    slot = DATA.contract_slots["STD-A2-2"]
    assert (slot.sector, slot.zone, slot.location) == ("A2", "A", 2)
    assert s.contracts["STD-A2-2"] == a2_2
    for slot_id, token in s.contracts.items():
        if DATA.contract_slots[slot_id].kind == "standard":
            assert DATA.contracts[str(token)].slot == slot_id
            assert DATA.contracts[str(token)].zone == DATA.contract_slots[slot_id].zone


def test_pa_4_10_remote_tokens_at_random() -> None:
    """PA-3.4, PA-4.10: a random remote token in each remote slot, the rest to the box."""
    s = new(4)
    remote = [s.contracts[x.id] for x in DATA.contract_slots.values() if x.kind == "remote"]
    assert all(remote) and len(set(remote)) == len(remote)
    assert all(DATA.contracts[str(t)].kind == "remote" for t in remote)
    slots = [x.id for x in DATA.contract_slots.values() if x.kind == "remote"]
    assert any([new(4, seed=k).contracts[x] for x in slots] != remote for k in range(2, 6))


@pytest.mark.parametrize("players", [2, 3, 4])
def test_amb_01_starting_battery_source(players: int) -> None:
    """PA-4.11, PA-6.13, AMB-01: 6 batteries a player in the supply, each player's starting battery taken
    from it (5 × players left); AMB-01's alternative takes the starting batteries from the box."""
    s = new(players)
    assert s.battery_supply == 5 * players and s.batteries == [1] * players
    alt = new(players, alternatives=["AMB-01"])
    assert alt.battery_supply == 6 * players and alt.batteries == [1] * players


@pytest.mark.parametrize("players", [2, 3, 4])
def test_pa_6_18_each_players_starting_pieces(players: int) -> None:
    """PA-6.1–PA-6.15, PA-6.18: $25, 1 battery, 1 energy, the 8 starting cards, the starting link token,
    tower 1 on a grey tower site of A2 (level 1), a wind farm on a grey wind site of A2, one bulldozer
    beside the A2 mixed site and four in the supply, 10 wind farms left, income markers at 0."""
    s = new(players)
    start = next(x.id for x in DATA.sites.values() if x.starting_bulldozer)
    assert DATA.sites[start].sector == "A2" and DATA.sites[start].type == "mixed"
    for p in range(players):
        assert s.money[p] == 25 and s.energy[p] == 1 and s.batteries[p] == 1
        assert sorted(s.hands[p]) == sorted(DATA.starting_cards) and len(s.hands[p]) == 8
        assert s.links[p] == [DATA.starting_link] and s.level[p] == 1
        mine = {site: kind for site, (kind, owner) in s.structures.items() if owner == p}
        assert sorted(mine.values()) == ["tower", "wind"]
        for site, kind in mine.items():
            assert DATA.sites[site].grey_starting and DATA.sites[site].sector == "A2" and DATA.sites[site].type == kind
        assert Counter(s.bulldozers[p]) == Counter({SUPPLY: 4, start: 1})
        assert s.wind_supply[p] == 10 and s.income[p] == [0] * 5 and s.faceup[p] == [True] * 5
        assert s.vc[p] == [] and s.grids[p] == {} and s.circuits[p] == []
        assert all(c is None for row in s.rows[p].values() for c in row)
    assert len(s.structures) == 2 * players


def test_pa_6_16_and_6_17_time_stack_gives_the_turn_order() -> None:
    """PA-6.16, PA-6.17: the time discs stacked at random on the first space; the turn order is the stack
    read from the top; seeds give different orders."""
    orders = set()
    for seed in range(1, 12):
        s = new(4, seed=seed)
        assert sorted(s.track[0]) == [0, 1, 2, 3] and all(not x for x in s.track[1:])
        assert s.order == s.track[0][::-1] and s.down == [False] * 4
        orders.add(tuple(s.order))
    assert len(orders) > 1


def test_pa_5_2_and_5_4_scoring_tokens() -> None:
    """PA-5.2, PA-5.4, PA-5.5: a final token from each stack (I and II); the first and second scoring
    tokens drawn from the rest of both stacks together; all four different."""
    stacks = Counter()
    for seed in range(1, 30):
        s = new(2, seed=seed)
        one, two = s.final_tokens
        assert DATA.scoring_tokens[one].stack == "I" and DATA.scoring_tokens[two].stack == "II"
        assert len({one, two, s.first_token, s.second_token}) == 4
        stacks[DATA.scoring_tokens[s.first_token].stack] += 1
        assert s.first_token not in DATA.beginner
    assert set(stacks) == {"I", "II"}


def test_ex_02_beginner_scoring_tokens() -> None:
    """EX-02 (L245–259, L1257–1263), PA-5.3, PA-35.2: with the beginner tokens, token I in the first
    scoring slot and token II in the second; the final slots filled as usual."""
    s = new(3, beginner=True)
    assert (s.first_token, s.second_token) == DATA.beginner
    one, two = s.final_tokens
    assert DATA.scoring_tokens[one].stack == "I" and DATA.scoring_tokens[two].stack == "II"


def test_pa_35_1_long_game_track() -> None:
    """PA-5.1, PA-35.1: the long game lays the extended time track (more spaces, later scorings)."""
    short, long = new(2), new(2, long_game=True)
    assert len(short.track) == DATA.time_tracks["standard"].last + 1
    assert len(long.track) == DATA.time_tracks["long_game"].last + 1 > len(short.track)


def test_pa_1_1_player_counts_and_rado() -> None:
    """PA-1.1: 2 to 4 players here (the solo rules are absent, PA-36); PA-34.2: Rado is for two."""
    for players in (1, 5):
        with pytest.raises(IllegalAction) as error:
            setup.options_from_config({"players": players})
        assert error.value.rule == "PA-1.1"
    with pytest.raises(IllegalAction) as error:
        setup.options_from_config({"players": 3, "rado": True})
    assert error.value.rule == "PA-34.2"


def test_amb_23_unused_grey_starting_sites() -> None:
    """AMB-23: with fewer than 4 players the unused grey starting sites are out of play; its alternative
    makes them ordinary sites of their type."""
    s, alt = new(2), new(2, alternatives=["AMB-23"])
    unused = [x for x in DATA.sites.values() if x.grey_starting and x.min_players > 2]
    assert unused
    for site in unused:
        assert site.id not in s.structures
        assert not bulldozers.site_in_play(s, site) and bulldozers.site_in_play(alt, site)
        assert site.id not in bulldozers.destinations(s, "STORAGE")
        assert site.id in bulldozers.destinations(alt, "STORAGE")
