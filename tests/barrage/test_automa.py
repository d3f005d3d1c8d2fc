"""The Automa's turn (BA-A5–A15, BA-A18, BA-A19) on boards built by hand: the tile flip and the deck
(BA-A5.2, D-A3, D-A4), the rulebook's examples (BA-A3.8, BA-A3.10, BA-A6.5, BA-A7.7, BA-A8.3,
BA-A11.3, BA-A12.3, BA-A13.6), each action's condition, the fallbacks, and random games with 1–3
Automa played to the end."""

from __future__ import annotations

import random

import pytest

from powerplay.games.barrage import turns
from powerplay.games.barrage.automa import (
    AUTOMA_ORDER,
    best_contract,
    drops_placement,
    flip,
    income,
    perform,
    resolve,
    tile_and_cost,
    turn,
)
from powerplay.games.barrage.automa_tiles import (
    AUTOMA_TILE,
    CONSTRUCTION,
    CONTRACT_OFFICE,
    MACHINERY_SHOP,
    PATENT_OFFICE,
    PRODUCTION,
    SINGLE_WORKSHOP_OR_BANK,
    WATER_MANAGEMENT,
    WILD_MACHINERY_SHOP_OR_BANK,
    WORKSHOP,
    AutomaAction,
)
from powerplay.games.barrage.board import WORKSHOP as WORKSHOP_SECTION
from powerplay.games.barrage.contracts import COLOURS
from powerplay.games.barrage.data import CONDUIT_INDEX, DAM_INDEX, DAMS, POWERHOUSE_INDEX, WATER_DROPS
from powerplay.games.barrage.rewards import BUILD
from powerplay.games.barrage.setup import PIECES, new_state, options_from_config
from powerplay.games.barrage.state import DROPS, STRUCTURES, Phase, State, Step
from powerplay.games.barrage.water import Waters

PERSON, AUTOMA, OTHER = 0, 1, 2
HA, HB, HC, HD = 0, 1, 2, 3


def table(level: str = "medium") -> State:
    """A 3-seat full game (a person, the Automa, another Automa), round 1, an empty map, no drops
    waiting, the contract office and patent office as each test sets them."""
    s = new_state(options_from_config({"players": 3, "full": True, "automa": [None, level, "medium"]}), 1)
    s.phase = Phase.ACTIONS
    s.waters = Waters()
    s.company = ["Italy", "USA", "France"]
    s.automa_deck = ["AT05", "AT01"]
    s.automa_discard = ["AT02"]
    return s


def build(s: State, seat: int, site: str, height: int = 1, drops: int = 0) -> None:
    if site in DAM_INDEX:
        s.waters.dam_owner[DAM_INDEX[site]] = seat
        s.waters.dam_height[DAM_INDEX[site]] = height
        s.waters.dam_drops[DAM_INDEX[site]] = drops
        s.waters.supply -= drops
    elif site in CONDUIT_INDEX:
        s.conduit_owner[CONDUIT_INDEX[site]] = seat
    else:
        s.waters.powerhouse_owner[POWERHOUSE_INDEX[site]] = seat


def kinds(events) -> list[str]:
    return [e.args["kind"] for e in events if e.kind == "automa.action"]


# The deck (BA-A5.2, BA-A5.3, BA-A5.8, D-A3, D-A4).


def test_ba_a5_2_the_flipped_tile_gives_the_criteria_the_new_top_the_actions() -> None:
    """BA-A5.2 (and BA-89's caption L1571): the tile whose actions were visible goes onto the discard
    pile and its back is the criteria side; the new top tile's action side is used."""
    s = table()
    s.automa_deck = ["AT03", "AT02", "AT01"]
    events = turn(s, AUTOMA)
    assert events[0].kind == "automa.flip"
    assert events[0].args == {"seat": AUTOMA, "actions": "AT02", "criteria": "AT01"}
    assert s.automa_deck == ["AT03", "AT02"] and s.automa_discard == ["AT02", "AT01"]


def test_ba_89_l1571_the_criteria_side_is_the_back_of_the_previous_turns_tile() -> None:
    """BA-89 (rulebook caption L1571), BA-A5.2: over two turns, the second turn's criteria side is the
    back of the tile whose actions the Automa used on its first turn."""
    s = table()
    s.automa_deck = ["AT07", "AT06", "AT03", "AT01"]
    first = turn(s, AUTOMA)[0].args
    second = turn(s, AUTOMA)[0].args
    assert (first["actions"], first["criteria"]) == ("AT03", "AT01")
    assert (second["actions"], second["criteria"]) == ("AT06", "AT03")
    assert s.automa_discard == ["AT02", "AT01", "AT03"]


def test_d_a3_the_deck_running_out_keeps_the_criteria_tile_and_reshuffles_the_rest() -> None:
    """BA-A5.3, D-A3: after flipping the last tile, that tile stays as the criteria side; every other
    discarded tile is shuffled from ``s.rng`` into a new deck, whose top gives the actions."""
    s = table()
    s.automa_deck = ["AT09"]
    s.automa_discard = ["AT04", "AT06", "AT07", "AT08"]
    before = s.rng
    t = s.copy()
    events = flip(s)
    assert s.automa_discard == ["AT09"]
    assert sorted(s.automa_deck) == ["AT04", "AT06", "AT07", "AT08"]
    assert s.rng != before
    assert events[0].kind == "automa.reshuffle" and events[0].args == {"tiles": 4}
    flip(t)
    assert t.automa_deck == s.automa_deck  # the same seed, the same deck
    assert turn(t, AUTOMA)[0].args["criteria"] == s.automa_deck[-1]


def test_ba_a5_8_an_automa_without_engineers_passes_without_flipping() -> None:
    """BA-A5.8, D-A4."""
    s = table()
    s.engineers[AUTOMA] = 0
    events = turn(s, AUTOMA)
    assert [e.kind for e in events] == ["pass"]
    assert s.passed[AUTOMA] and s.automa_deck == ["AT05", "AT01"] and s.automa_discard == ["AT02"]


# Production (BA-A6).


def ready(s: State) -> None:
    """BA-A6.5's board: a powerhouse connected through a conduit of value 3 (C2A, basin 2 to basin 6)
    to the Automa's dam holding 2 drops; the person ahead on the energy track."""
    build(s, AUTOMA, "D2L", height=2, drops=2)
    build(s, AUTOMA, "C2A")
    build(s, AUTOMA, "P6_1")
    s.energy[PERSON] = 3
    s.private = {"green": ["P200", "P205"], "yellow": ["P300", "P305"], "red": ["P401", "P400"]}
    s.stacks["red"].append("P411")
    s.national = ["N100"]


def test_ba_a6_5_the_rulebook_production_and_the_red_contract_on_the_right() -> None:
    """BA-A6.5 (rulebook example): a ready system, not leading, the tile's +2 makes 2 × 3 + 2 = 8,
    enough for a green contract; it produces 8 and fulfils the red 8 in the right position (D-A21),
    whose place is refilled from the stack; the tile's engineers on the first free turbine space
    (BA-A3.9; T+1L is blocked with three participants). Its reward: 4 VP and the wheel turned 3."""
    s = table()
    ready(s)
    s.automa_deck = ["AT17", "AT01"]  # AT17: production, 2 engineers, +2, green
    s.automa_discard = ["AT02"]
    events = turn(s, AUTOMA)
    assert kinds(events) == [PRODUCTION]
    assert s.energy[AUTOMA] == 8
    assert s.fulfilled[AUTOMA] == ["P400"]
    assert s.private["red"] == ["P401", "P411"]
    assert s.vp[AUTOMA] == 16 + 4
    assert s.occupied["T+2L"] == AUTOMA and s.engineers[AUTOMA] == 12 - 2
    assert s.waters.dam_drops[DAM_INDEX["D2L"]] == 0
    assert sum(s.waters.dam_drops) + sum(s.waters.headstream_drops) + s.waters.supply == WATER_DROPS


def test_ba_a6_1_2_the_leader_in_its_round_section_does_not_produce() -> None:
    """BA-A6.1.2, D-A5: leading with its marker in the round's section (6 in round 1) stops it; a tie
    for the lead, or less than 6, does not."""
    action = AutomaAction(PRODUCTION, 2, bonus=2, colour="green")
    s = table()
    ready(s)
    s.energy[AUTOMA] = 6
    assert perform(s.copy(), AUTOMA, action) is None
    s.energy[PERSON] = 6  # tied: not the leader
    assert perform(s.copy(), AUTOMA, action) is not None
    s.energy[PERSON] = 0
    s.energy[AUTOMA] = 5  # short of the section
    assert perform(s.copy(), AUTOMA, action) is not None


def test_ba_a6_1_3_no_contract_of_the_tiles_colour_within_reach() -> None:
    """BA-A6.1.3: the 8 energy reaches no yellow contract of 9 or more: no production; the tile's −2
    (6 energy) reaches no red one either; with no system at all, no production."""
    s = table()
    ready(s)
    s.private["yellow"] = []
    assert perform(s.copy(), AUTOMA, AutomaAction(PRODUCTION, 2, bonus=2, colour="yellow")) is None
    assert perform(s.copy(), AUTOMA, AutomaAction(PRODUCTION, 1, bonus=-2, colour="red")) is None
    t = table()
    t.private = s.private
    assert perform(t, AUTOMA, AutomaAction(PRODUCTION, 2, bonus=2, colour="green")) is None


def test_ba_a6_3_the_highest_contract_national_ones_included() -> None:
    """BA-A6.3, D-A21: among all contracts within reach the highest, a national one too; on equal
    values the right one; none within reach: ""."""
    s = table()
    s.private = {"green": ["P200", "P205"], "yellow": ["P300", "P305"], "red": ["P401", "P400"]}
    s.national = ["N102", "N100"]
    assert best_contract(s, AUTOMA, 14) == "N102"
    assert best_contract(s, AUTOMA, 13) == "N100"
    assert best_contract(s, AUTOMA, 8) == "P400"
    assert best_contract(s, AUTOMA, 5) == "P300"  # P305 asks 6
    assert best_contract(s, AUTOMA, 1) == ""


def test_ba_a6_2_the_best_system_uses_all_drops_of_the_dam() -> None:
    """BA-A6.2: of two systems the one producing most, with all the drops its dam holds: 2 × 5 (C1A to
    basin 8) beats 3 × 3 (C2A to basin 6)."""
    s = table()
    ready(s)
    build(s, AUTOMA, "D2L", height=3, drops=3)
    build(s, AUTOMA, "D1L", height=2, drops=2)
    build(s, PERSON, "C1A")
    build(s, AUTOMA, "P8_1")
    credits, vp = s.credits[PERSON], s.vp[PERSON]
    perform(s, AUTOMA, AutomaAction(PRODUCTION, 2, bonus=0, colour="green"))
    assert s.energy[AUTOMA] == 10 + 1  # 2 powerhouses: the company-board bonus +1
    assert s.fulfilled[AUTOMA] == ["P400"]  # the red 8, the right one
    assert s.vp[AUTOMA] == 16 - 2 + 4  # BA-A3.1: 1 VP per drop for the person's conduit; P400's 4 VP
    assert (s.credits[PERSON], s.vp[PERSON]) == (credits + 2, vp + 2)  # D-A1


# Water management (BA-A7).


def test_ba_a7_7_a_the_dam_holds_only_one_drop() -> None:
    """BA-A7.7 (a): the Automa's dam (D1L, fed by HA) holds 1 drop: of its 2 drops only 1 is added; the
    engineer on the first free water-management space (BA-A7.3)."""
    s = table()
    build(s, AUTOMA, "D1L")
    events = perform(s, AUTOMA, AutomaAction(WATER_MANAGEMENT, 1, drops=2, flow="water_phase"))
    assert events is not None
    assert s.waters.headstream_drops == [1, 0, 0, 0]
    assert s.occupied["W2L"] == AUTOMA and s.engineers[AUTOMA] == 11


def test_ba_a7_7_b_a_blocking_drop_for_the_white_dam_then_its_own() -> None:
    """BA-A7.7 (b), BA-A7.5: the Automa's hills dam (D7L, below basin 4) gets a drop only after one stops
    at the white player's mountain dam (D4L): both drops go on HD."""
    s = table()
    build(s, PERSON, "D4L")
    build(s, AUTOMA, "D7L")
    assert drops_placement(s, AUTOMA, 2, False, ("A", "B", "C", "D")) == [HD, HD]
    assert drops_placement(s, AUTOMA, 1, False, ("A", "B", "C", "D")) == []  # one alone reaches nothing


def test_ba_a7_7_c_the_criteria_sides_letters_choose_the_headstream() -> None:
    """BA-A7.7 (c), BA-A7.4: with dams below HA, HB and HC, the letters' order decides: A, then B."""
    s = table()
    for dam in ("D1L", "D2L", "D3L"):
        build(s, AUTOMA, dam)
    assert drops_placement(s, AUTOMA, 2, False, ("A", "B", "C", "D")) == [HA, HB]
    assert drops_placement(s, AUTOMA, 2, False, ("C", "B", "A", "D")) == [HC, HB]
    s.automa_discard = ["AT03"]  # criteria side C, D, A, B
    perform(s, AUTOMA, AutomaAction(WATER_MANAGEMENT, 1, drops=1, flow="immediate"))
    assert s.waters.dam_drops[DAM_INDEX["D3L"]] == 1 and s.waters.headstream_drops == [0, 0, 0, 0]


def test_ba_a7_2_drops_already_waiting_count_and_nothing_is_placed_in_vain() -> None:
    """BA-A7.2, BA-A7.5: a drop waiting on HA fills the Automa's D1L in the next Water-flow phase: no new
    drop would reach an Automa dam, so the action is not performed (no engineer, nothing placed)."""
    s = table()
    build(s, AUTOMA, "D1L")
    s.waters.headstream_drops[HA] = 1
    s.waters.supply -= 1
    assert perform(s, AUTOMA, AutomaAction(WATER_MANAGEMENT, 1, drops=2, flow="water_phase")) is None
    assert s.waters.headstream_drops == [1, 0, 0, 0] and s.engineers[AUTOMA] == 12 and "W2L" not in s.occupied


# Contract office (BA-A8) and the dashed frames (BA-A5.6).


def test_ba_a8_3_two_green_contracts_removed_then_the_turn_goes_on() -> None:
    """BA-A8.3 (rulebook example), BA-A5.6: the two green contracts leave the game and two new ones are
    shown, the energy marker moves 2; then the next actions: no base (no machinery), no base tile in
    the patent office, the fallback: the bank (empty wheel), +1 VP (BA-A15.1)."""
    s = table()
    s.automa_deck = ["AT03", "AT01"]
    s.private["green"] = ["P200", "P201"]
    s.stacks["green"] = ["P213", "P212", "P211"]
    s.excavators[AUTOMA] = 0
    s.patent = ["L1_POWERHOUSE", "", ""]
    events = turn(s, AUTOMA)
    assert kinds(events) == [CONTRACT_OFFICE, SINGLE_WORKSHOP_OR_BANK]
    assert s.private["green"] == ["P211", "P212"] and s.stacks["green"] == ["P213"]
    assert s.energy[AUTOMA] == 2 and s.vp[AUTOMA] == 17
    assert s.occupied["K1L"] == AUTOMA and s.engineers[AUTOMA] == 10


def test_d_a9_the_contract_office_with_one_contract_of_its_colour() -> None:
    """D-A9: one green contract shown: it is removed, replaced, and 2 energy gained."""
    s = table()
    s.private["green"] = ["P200"]
    s.stacks["green"] = ["P214"]
    perform(s, AUTOMA, AutomaAction(CONTRACT_OFFICE, 1, colour="green", energy=2))
    assert s.private["green"] == ["P214"] and s.energy[AUTOMA] == 2


def test_ba_a5_6_a_dashed_action_with_the_last_engineer_ends_the_turn() -> None:
    """BA-A5.6, BA-A3.7: the contract office takes its last engineer: the turn ends there."""
    s = table()
    s.automa_deck = ["AT03", "AT01"]
    s.engineers[AUTOMA] = 1
    assert kinds(turn(s, AUTOMA)) == [CONTRACT_OFFICE]
    assert s.engineers[AUTOMA] == 0


# Construction (BA-A9, BA-A3.8, D-A10).


def test_ba_a3_8_each_construction_takes_the_tiles_engineers() -> None:
    """BA-A3.8 (rulebook example), BA-A9.3: a first and a second construction each place the tile's 2
    engineers, whatever the company board's spaces ask, and no fee for a 4th space; the tile and the
    machinery go on the wheel, turned one sector; with 1 engineer left it still builds (BA-A3.7)."""
    s = table()
    base = AutomaAction(CONSTRUCTION, 2, structure="base")
    perform(s, AUTOMA, base)
    assert s.engineers[AUTOMA] == 10 and s.pieces[AUTOMA][0] == PIECES[0] - 1
    assert "basic_base" in s.wheels[AUTOMA].tiles() and s.excavators[AUTOMA] == 6 - 5  # a mountain base
    s.tiles[AUTOMA] += ["L1_BASE", "L2_BASE"]
    s.excavators[AUTOMA] = 20
    perform(s, AUTOMA, base)
    perform(s, AUTOMA, base)
    red = sum(d.red_frame for d in DAMS if s.waters.dam_owner[d.index] == AUTOMA)
    assert s.engineers[AUTOMA] == 6 and s.vp[AUTOMA] == 16 - 3 * red and s.credits[AUTOMA] == 0
    s.engineers[AUTOMA] = 1
    s.tiles[AUTOMA].append("L3_BASE")
    assert perform(s, AUTOMA, base) is not None and s.engineers[AUTOMA] == 0


def test_ba_a9_1_no_construction_without_piece_tile_machinery_or_space() -> None:
    """BA-A9.1: each missing condition makes the action not performed (nothing changes)."""
    base = AutomaAction(CONSTRUCTION, 2, structure="base")
    for change in ("pieces", "tiles", "machinery"):
        s = table()
        if change == "pieces":
            s.pieces[AUTOMA][0] = 0
        elif change == "tiles":
            s.tiles[AUTOMA] = ["basic_conduit"]
        else:
            s.excavators[AUTOMA] = 2
        assert perform(s, AUTOMA, base) is None and s.engineers[AUTOMA] == 12


def test_ba_a9_3_a_red_framed_space_costs_3_vp() -> None:
    """BA-A9.3, BA-A3.1: the mountains' free spaces are taken, only red-framed ones are left: the base
    costs 3 VP."""
    s = table()
    for dam in ("D1L", "D2L", "D3L", "D4L"):
        build(s, PERSON, dam)
    perform(s, AUTOMA, AutomaAction(CONSTRUCTION, 2, structure="base", areas=("mountains",)))
    assert s.vp[AUTOMA] == 16 - 3
    assert sum(s.waters.dam_owner[DAM_INDEX[d]] == AUTOMA for d in ("D1U", "D2U", "D3U", "D4U")) == 1


def test_d_a10_the_medium_automa_uses_the_basic_tile_the_hard_one_the_highest() -> None:
    """D-A10 (medium: basic, then the lowest advanced, specific before joker); BA-A19.1 (hard: the
    highest level, specific before joker)."""
    s = table()
    s.excavators[AUTOMA] = 20
    s.tiles[AUTOMA] = ["L2_JOKER", "L2_BASE", "basic_base", "L1_JOKER"]
    assert tile_and_cost(s, AUTOMA, "base", "D1L") == ("basic_base", "", 5, 0, 0)
    s.tiles[AUTOMA] = ["L2_JOKER", "L2_BASE", "L1_JOKER"]
    assert tile_and_cost(s, AUTOMA, "base", "D1L")[0] == "L2_BASE"  # type: ignore[index]
    s.tiles[AUTOMA] = ["L2_JOKER", "L1_JOKER"]
    assert tile_and_cost(s, AUTOMA, "base", "D1L")[0] == "L1_JOKER"  # type: ignore[index]
    h = table("hard")
    h.excavators[AUTOMA] = 20
    h.tiles[AUTOMA] = ["L1_BASE", "L2_JOKER", "L2_BASE", "basic_base"]
    assert tile_and_cost(h, AUTOMA, "base", "D1L")[0] == "L2_BASE"  # type: ignore[index]


# The machinery shop, workshop and patent office (BA-A11–A13), the engineers' spaces (BA-A3.10).


def test_ba_a11_3_five_vp_for_an_excavator_and_a_mixer_not_in_round_5() -> None:
    """BA-A11.3 (rulebook example), BA-A11.1: AT18's machinery shop: 5 VP for 1 excavator and 1 mixer,
    its 2 engineers on the first free space (M1L); in round 5 it is not performed."""
    action = AUTOMA_TILE["AT18"].base_actions[3]
    assert (action.kind, action.vp, action.excavators, action.mixers) == (MACHINERY_SHOP, 5, 1, 1)
    s = table()
    t = s.copy()
    perform(s, AUTOMA, action)
    assert (s.vp[AUTOMA], s.excavators[AUTOMA], s.mixers[AUTOMA]) == (11, 7, 5)
    assert s.occupied["M1L"] == AUTOMA and s.engineers[AUTOMA] == 10
    t.round = 5
    assert perform(t, AUTOMA, action) is None


def test_ba_a12_3_the_workshop_only_with_something_on_the_wheel() -> None:
    """BA-A12.1–A12.3: an empty wheel: not performed; with a tile and machinery on it: the tile's 2
    engineers, 5 VP, the wheel turned 2 sectors, what reaches the open sector comes back."""
    action = AutomaAction(WORKSHOP, 2, 5, rotate=2)
    s = table()
    assert perform(s, AUTOMA, action) is None
    s.wheels[AUTOMA].place("basic_base", 5, 0)
    for _ in range(4):
        s.wheels[AUTOMA].rotate(1)
    s.tiles[AUTOMA].remove("basic_base")
    perform(s, AUTOMA, action)
    assert s.vp[AUTOMA] == 11 and "basic_base" in s.tiles[AUTOMA] and s.excavators[AUTOMA] == 11
    assert s.wheels[AUTOMA].is_empty() and s.occupied["WS1L"] == AUTOMA


def test_ba_a3_10_the_first_free_workshop_space_or_beside_the_section() -> None:
    """BA-A3.10 (rulebook examples): the workshop's spaces taken one after another; the Automa's 2
    engineers go on the first free one, whatever it asks; all taken: beside the section."""
    s = table()
    s.wheels[AUTOMA].place("basic_base", 0, 0)
    action = AutomaAction(WORKSHOP, 2, 0, rotate=1)
    order = AUTOMA_ORDER[WORKSHOP_SECTION]
    assert order == ("WS1L", "WS2L", "WS3L", "WS1R", "WS2R", "WS3R")
    for space in order[:4]:
        s.occupied[space] = PERSON
    events = perform(s, AUTOMA, action)
    assert events is not None and events[0].args["space"] == "WS2R" and s.occupied["WS2R"] == AUTOMA
    s.occupied["WS3R"] = PERSON
    events = perform(s, AUTOMA, action)
    assert events is not None and events[0].args["space"] == "" and s.engineers[AUTOMA] == 8


def test_ba_a13_6_the_patent_office_higher_level_then_a_joker() -> None:
    """BA-A13.6 (rulebook example), BA-A13.2, BA-A13.3, D-A11: the base tile in the office is bought for
    2 VP with 1 engineer on PAT1; of two base tiles the higher level; a joker only without one; none:
    not performed."""
    action = AutomaAction(PATENT_OFFICE, 1, 2, structure="base")
    s = table()
    s.patent = ["L1_BASE", "L1_JOKER", "L2_BASE"]
    perform(s, AUTOMA, action)
    assert s.tiles[AUTOMA][-1] == "L2_BASE" and s.patent == ["L1_BASE", "L1_JOKER", ""]
    assert s.vp[AUTOMA] == 14 and s.occupied["PAT1"] == AUTOMA and s.engineers[AUTOMA] == 11
    s.patent = ["L1_CONDUIT", "L1_JOKER", "L2_JOKER"]
    perform(s, AUTOMA, action)
    assert s.tiles[AUTOMA][-1] == "L2_JOKER" and s.occupied["PAT2"] == AUTOMA
    s.patent = ["L1_CONDUIT", "", ""]
    assert perform(s, AUTOMA, action) is None


# The fallbacks (BA-A15).


def test_ba_a15_1_workshop_with_something_on_the_wheel_else_the_bank() -> None:
    s = table()
    fallback = AutomaAction(SINGLE_WORKSHOP_OR_BANK, 1, rotate=1)
    perform(s, AUTOMA, fallback)
    assert s.vp[AUTOMA] == 17 and s.engineers[AUTOMA] == 11 and "BANK" not in s.occupied
    s.wheels[AUTOMA].place(None, 1, 0)
    perform(s, AUTOMA, fallback)
    assert s.vp[AUTOMA] == 17 and s.occupied["WS1L"] == AUTOMA and s.engineers[AUTOMA] == 10


def test_ba_a15_2_the_machinery_it_has_fewer_of_else_the_bank_in_round_5() -> None:
    s = table()
    fallback = AutomaAction(WILD_MACHINERY_SHOP_OR_BANK, 1, 3)
    perform(s, AUTOMA, fallback)
    assert (s.vp[AUTOMA], s.excavators[AUTOMA], s.mixers[AUTOMA]) == (13, 6, 5)
    s.mixers[AUTOMA] = 6
    perform(s, AUTOMA, fallback)
    assert (s.excavators[AUTOMA], s.mixers[AUTOMA]) == (7, 6)  # a tie: an excavator
    s.round = 5
    perform(s, AUTOMA, fallback)
    assert s.vp[AUTOMA] == 16 - 6 + 1 and s.excavators[AUTOMA] == 7


@pytest.mark.parametrize("tile", sorted(AUTOMA_TILE))
@pytest.mark.parametrize("round_", [1, 5])
def test_ba_a15_every_tile_ends_with_an_action_always_performed(tile: str, round_: int) -> None:
    """BA-A5.4, BA-A15: on an empty map with no machinery, each tile's turn performs an action and ends
    (a dashed one, then others)."""
    s = table()
    s.round = round_
    s.excavators[AUTOMA] = s.mixers[AUTOMA] = 0
    s.automa_deck = [tile, "AT01" if tile != "AT01" else "AT02"]
    events = turn(s, AUTOMA)
    assert kinds(events) and s.engineers[AUTOMA] < 12


# Rewards and incomes resolved by the Automa's rules (BA-A16.6, BA-A5.1, BA-A18.1).


def test_ba_a16_6_a_rewards_base_and_drops_by_the_automas_rules() -> None:
    """BA-A16.6, D-A14: a reward's drops go only where they reach an Automa dam (none yet: not placed);
    its base goes where the placement procedure says (AT02's dam column: its third criterion, red
    frames, then code 2: D2U), the red frame's fee in VP (D-07, BA-A3.1); then drops reach it."""
    s = table()
    events = resolve(s, AUTOMA, [Step(BUILD, AUTOMA, 1, args=("base", "mountains")), Step(DROPS, AUTOMA, 2)])
    assert [e.kind for e in events] == ["automa.put"] and events[0].args["site"] == "D2U"
    assert s.waters.dam_owner[DAM_INDEX["D2U"]] == AUTOMA and s.vp[AUTOMA] == 16 - 3
    assert s.waters.headstream_drops == [0, 0, 0, 0]
    resolve(s, AUTOMA, [Step(DROPS, AUTOMA, 2)])
    assert s.waters.headstream_drops == [0, 1, 0, 0]  # the dam holds 1: one drop on HB


def test_ba_a5_1_incomes_as_vp_and_none_for_an_easy_automa() -> None:
    """BA-A5.1, BA-A3.1, BA-A18.1: USA's 4 bases uncover the wheel turned 1 and 6 credits, which the
    Automa gains as 6 VP; an easy Automa gets nothing."""
    for level, vp in (("medium", 22), ("easy", 16)):
        s = table(level)
        s.pieces[AUTOMA][STRUCTURES.index("base")] -= 4
        events = income(s, AUTOMA)
        assert s.vp[AUTOMA] == vp
        assert [e.kind for e in events] == (["wheel.rotate", "gain.automa-credits"] if level == "medium" else [])


def test_ba_a18_1_an_easy_automa_produces_without_the_company_bonus() -> None:
    """BA-A18.1: with 2 powerhouses the company-board bonus (+1) is not added: 2 × 3 + 2 = 8."""
    for level, produced in (("medium", 9), ("easy", 8)):
        s = table(level)
        ready(s)
        build(s, AUTOMA, "P5_1")
        perform(s, AUTOMA, AutomaAction(PRODUCTION, 2, bonus=2, colour="green"))
        assert s.energy[AUTOMA] == produced


# Whole games (the wiring: the Automa's turns and its incomes' steps resolved by ``automa``).


def check(s: State) -> None:
    w = s.waters
    assert sum(w.dam_drops) + sum(w.headstream_drops) + w.supply == WATER_DROPS  # D-01
    assert all(e >= 0 for e in s.engineers) and all(c >= 0 for c in s.credits)
    assert all(x >= 0 for x in s.excavators + s.mixers)
    assert all(p >= 0 for pieces in s.pieces for p in pieces)
    shown = [c for colour in COLOURS for c in s.private[colour] + s.stacks[colour] + s.discards[colour]]
    held = [c for seat in range(s.players) for c in s.contracts[seat] + s.fulfilled[seat]]
    assert len(shown + held) == len(set(shown + held))  # no contract in two places
    assert sorted(s.automa_deck + s.automa_discard) == sorted(AUTOMA_TILE)
    assert all(not s.automa(step.seat) for step in s.pending)


def play(s: State, seed: int) -> dict[str, int]:
    """People play random legal actions; the engine plays the Automa's turns as soon as it is to act
    (``turns.advance``), and resolves what its incomes and rewards owe it by its own rules."""
    rng = random.Random(seed)
    performed: dict[str, int] = {}
    events = turns.advance(s)
    for _ in range(4000):
        for kind in kinds(events):
            performed[kind] = performed.get(kind, 0) + 1
        check(s)
        if s.phase == Phase.OVER:
            break
        events = turns.apply(s, rng.choice(turns.legal(s)))
    assert s.phase == Phase.OVER
    return performed


@pytest.mark.parametrize(
    "levels",
    [
        [None, "medium"],
        [None, "easy", "hard"],
        [None, None, "very-hard", "medium"],
        ["medium", None, "hard", "easy"],
    ],
)
def test_random_games_with_automa_run_to_the_end(levels: list[str | None]) -> None:
    performed: dict[str, int] = {}
    for seed in range(3):
        s = new_state(options_from_config({"players": len(levels), "full": True, "automa": levels}), seed)
        for kind, n in play(s, seed).items():
            performed[kind] = performed.get(kind, 0) + n
    assert performed[CONSTRUCTION] > 0 and performed[PRODUCTION] > 0 and performed[CONTRACT_OFFICE] > 0


# Very hard: the executive officer's ability with the Automa's changes (BA-A20.1, D-A17, D-A22).


def test_ba_a20_1_viktor_fiesler_produces_with_one_drop_through_a_small_conduit() -> None:
    """BA-A20.1: through a conduit of value 2 Viktor's Automa moves 1 drop (4 energy, BA-35.3) and keeps
    the other 2; a medium Automa moves all 3 (6 energy)."""
    for level, officer, produced, left in (("very-hard", "viktor_fiesler", 4, 2), ("medium", "", 6, 0)):
        s = table(level)
        s.officer[AUTOMA] = officer
        build(s, AUTOMA, "D6L", height=3, drops=3)
        build(s, AUTOMA, "C6B")
        build(s, AUTOMA, "P7_1")
        s.energy[PERSON] = 3
        s.private["green"] = ["P200", "P201"]
        perform(s, AUTOMA, AutomaAction(PRODUCTION, 2, bonus=0, colour="green"))
        assert s.energy[AUTOMA] == produced and s.waters.dam_drops[DAM_INDEX["D6L"]] == left


def test_ba_a20_1_graziano_del_monte_raises_a_dam_instead() -> None:
    """BA-A20.1: with an elevation possible, Graziano's Automa builds it whatever structure the tile
    shows; without a dam of its own, the tile's structure."""
    s = table("very-hard")
    s.officer[AUTOMA] = "graziano_del_monte"
    base = AutomaAction(CONSTRUCTION, 2, structure="base")
    events = perform(s, AUTOMA, base)
    assert events is not None and events[0].args["structure"] == "base"
    site = events[0].args["site"]
    s.mixers[AUTOMA] = 10
    events = perform(s, AUTOMA, base)
    assert events is not None and events[0].args["structure"] == "elevation" and events[0].args["site"] == site
    assert s.waters.dam_height[DAM_INDEX[site]] == 2


def test_ba_a20_1_wilhelm_adler_prefers_the_mountains() -> None:
    """BA-A20.1: where the criteria side's code leads to the plains (code 8, AT-side with no criterion
    deciding on an empty map), Wilhelm's Automa builds its base in the mountains."""
    side = next(t for t in sorted(AUTOMA_TILE) if AUTOMA_TILE[t].criteria.dam_code == 8)
    for level, officer, area in (("medium", "", "plains"), ("very-hard", "wilhelm_adler", "mountains")):
        s = table(level)
        s.officer[AUTOMA] = officer
        s.automa_discard = [side]
        events = perform(s, AUTOMA, AutomaAction(CONSTRUCTION, 2, structure="base"))
        assert events is not None and DAMS[DAM_INDEX[events[0].args["site"]]].area == area


def test_ba_a20_1_jill_mcdowell_takes_mixers() -> None:
    """BA-A20.1: the fallback's machinery of its choice is a mixer for Jill's Automa, even with fewer
    excavators."""
    s = table("very-hard")
    s.officer[AUTOMA] = "jill_mcdowell"
    s.excavators[AUTOMA], s.mixers[AUTOMA] = 2, 6
    perform(s, AUTOMA, AutomaAction(WILD_MACHINERY_SHOP_OR_BANK, 1, 3))
    assert (s.excavators[AUTOMA], s.mixers[AUTOMA]) == (2, 7)


def test_ba_a19_1_a_hard_automa_uses_the_l2_powerhouse_to_produce() -> None:
    """BA-A19.1: a hard Automa building with the L2 powerhouse produces at once with its best system
    (+2, BA-36.2) and fulfils the best contract; a medium one only builds (BA-A3.5)."""
    for level, produced in (("hard", 2 * 3 + 2 + 1), ("medium", 0)):
        s = table(level)
        ready(s)
        s.waters.powerhouse_owner[POWERHOUSE_INDEX["P6_1"]] = -1
        s.tiles[AUTOMA] = ["L2_POWERHOUSE"]
        s.excavators[AUTOMA] = s.mixers[AUTOMA] = 20
        s.automa_discard = ["AT01"]  # powerhouse column: feeding_owned_dam first... the system's third: P6_x
        build(s, AUTOMA, "P5_1")
        perform(s, AUTOMA, AutomaAction(CONSTRUCTION, 2, structure="powerhouse"))
        assert s.energy[AUTOMA] == produced
