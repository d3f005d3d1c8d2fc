"""Building towers and wind farms (PA-12, PA-13), the tower bonus board (PA-12.4, PA-12.5), link tokens
(PA-14), moving bulldozers (PA-15), the two-player rules (PA-34); the rulebook's examples EX-08–EX-11;
AMB-04, AMB-24, AMB-31, AMB-37 and AMB-38 with their alternatives."""

from __future__ import annotations

import copy

from pa_turns import DATA, act, dozer, hand, legal, money_moves, refused, scene, seat, wind

from powerplay.games.pampero import setup
from powerplay.games.pampero.data import STORAGE, SUPPLY, Components, builtin_documents

RES, IND, COM, TOU, REM = range(5)


def board(s, cells: dict[str, str | None]) -> None:
    """The tower bonus board emptied, then the given cells (``r0c1``) holding the given tokens."""
    for cell in s.bonus_board:
        s.bonus_board[cell] = None
    for cell, token in cells.items():
        s.bonus_board[f"TBB-{cell}"] = token


# ---- PA-12 -----------------------------------------------------------------------------------------------
def test_ex_08_building_a_tower_in_zone_b() -> None:
    """EX-08 (L589), PA-12: Blue builds a tower through a zone B tab for $10 (2 batteries would do too);
    the leftmost tower leaves the grid board and its cell gives 1 energy; the tower stands beside his
    bulldozer; he picks 2 adjacent cells of areas A/B holding an income token each (commercial, remote),
    which go to his company board and advance those markers; his bulldozer then moves (AMB-04)."""
    s = scene()
    blue = 0
    s.batteries[blue] = 2
    dozer(s, blue, "B1-T1")
    board(s, {"r2c0": "TB-B03", "r2c1": "TB-B04"})
    hand(s, blue, "ST-1")
    act(s, "play ST-1 top right")  # the zone B tab of the first slot: $10
    assert legal(s) == ["build at B1-T1", "build at B1-T1 with batteries"]
    events = act(s, "build at B1-T1")
    assert money_moves(events) == [(10, 0, -1)] and s.money[blue] == 15
    assert s.structures["B1-T1"] == ("tower", blue) and s.level[blue] == 2 and s.energy[blue] == 2
    assert "bonus r2c0 r2c1" in legal(s) and "bonus r0c0 r0c1" in legal(s)
    assert not any("r4" in x for x in legal(s))
    act(s, "bonus r2c0 r2c1")
    assert s.income[blue][COM] == 1 and s.income[blue][REM] == 1
    assert s.bonus_slots[blue][DATA.bonus_slots.index("INC-COM")] == "TB-B03"
    assert s.bonus_slots[blue][DATA.bonus_slots.index("INC-REM")] == "TB-B04"
    assert s.pending[-1].kind == "follow" and seat(s) == blue  # AMB-04: after all the effects
    act(s, "move B1-T1 to STORAGE")
    assert s.turn == 1


def test_amb_04_alternative_moves_the_bulldozer_before_the_picks() -> None:
    """AMB-04's alternative: the used bulldozer moves right after the structure is placed (after the
    tower cell's bonus, PA-12.3), before the tower bonus picks."""
    s = scene(alternatives=["AMB-04"])
    dozer(s, 0, "B1-T1")
    hand(s, 0, "ST-1")
    act(s, "play ST-1 top right", "build at B1-T1")
    assert s.energy[0] == 2 and s.pending[-1].kind == "follow"
    act(s, "move B1-T1 to STORAGE")
    assert legal(s)[0].startswith("bonus")


def test_pa_12_1_tower_sites_only_and_a_tower_left() -> None:
    """PA-12.1, PA-3.5, AMB-24: a tower goes on a free tower or mixed site with a bulldozer beside it,
    never on a wind farm site; with no tower left on the grid board it cannot be built."""
    s = scene()
    dozer(s, 0, "A1-W1")
    dozer(s, 0, "A1-M1")
    dozer(s, 0, "A1-T1")
    hand(s, 0, "ST-1")
    act(s, "play ST-1 top left")
    assert sorted(x for x in legal(s) if "batteries" not in x) == ["build at A1-M1", "build at A1-T1"]
    s = scene()
    s.level[0] = DATA.tower_cells
    dozer(s, 0, "A1-T1")
    hand(s, 0, "ST-1")
    refused(s, "play ST-1 top left", "PA-12.1")


def test_pa_3_6_a_site_with_a_structure_is_not_buildable() -> None:
    """PA-3.6, PA-12.1: a site holding a structure cannot be built on, even with a bulldozer beside it."""
    s = scene()
    dozer(s, 0, "A1-M1")
    wind(s, 1, "A1-M1")
    hand(s, 0, "ST-1", "ST-2")
    refused(s, "play ST-1 top left", "PA-12.1")
    refused(s, "play ST-2 top left", "PA-13.1")


def test_pa_12_3_tower_cell_bonus() -> None:
    """PA-12.3: the emptied tower cell's bonus is applied at once (tower 3: a bulldozer from the supply to
    the storage zone, GAP-18)."""
    s = scene()
    s.level[0] = 2
    dozer(s, 0, "A1-T1")
    hand(s, 0, "ST-1")
    act(s, "play ST-1 top left", "build at A1-T1")
    assert s.level[0] == 3 and s.bulldozers[0].count(STORAGE) == 1 and s.bulldozers[0].count(SUPPLY) == 3


def test_pa_12_4_picks_by_zone() -> None:
    """PA-12.4, AMB-36: a tower in zone A picks two adjacent A cells; in zone B, cells of A or B (one of
    each allowed); in zone C, any area; always orthogonally adjacent."""
    for tab, site, areas in (("top left", "A1-T1", {"A"}), ("top right", "B1-T1", {"A", "B"})):
        s = scene()
        dozer(s, 0, site)
        hand(s, 0, "ST-1")
        act(s, f"play ST-1 {tab}", f"build at {site}")
        picks = [x.split()[1:] for x in legal(s)]
        seen = {DATA.bonus_cells[f"TBB-{c}"].area for pair in picks for c in pair}
        assert seen == areas
        assert (["r1c0", "r2c0"] in picks) == ("B" in areas)  # a pair across areas A and B
        for a, b in picks:
            ca, cb = DATA.bonus_cells[f"TBB-{a}"], DATA.bonus_cells[f"TBB-{b}"]
            assert abs(ca.row - cb.row) + abs(ca.col - cb.col) == 1
    s = scene()
    s.money[0] = 50
    dozer(s, 0, "C-T1")
    hand(s, 0, "ST-1")
    act(s, "play ST-1 bottom left", "build at C-T1")
    assert "bonus r3c0 r4c0" in legal(s) and "bonus r5c4 r5c5" in legal(s)


def test_pa_12_5_an_empty_cell_gives_its_printed_effect() -> None:
    """PA-12.5: a cell with no token applies the effect printed on it ($2 and 1 energy here)."""
    s = scene()
    dozer(s, 0, "A1-T1")
    board(s, {})
    hand(s, 0, "ST-1")
    act(s, "play ST-1 top left", "build at A1-T1", "bonus r0c0 r0c1")
    assert s.money[0] == 25 - 5 + 2 and s.energy[0] == 1 + 1 + 1


def test_pa_12_5_identical_token_to_the_nearest_empty_slot_other_type_discarded() -> None:
    """PA-12.5, AMB-31: a token whose slot holds an identical one goes to the nearest empty slot (ties:
    the player chooses); one whose slot holds another type is discarded and gives nothing."""
    s = scene()
    dozer(s, 0, "A1-T1")
    board(s, {"r0c0": "TB-A04", "r0c1": "TB-A06"})
    slots = s.bonus_slots[0]
    slots[DATA.bonus_slots.index("INC-RES")] = "TB-A03"  # identical to TB-A04
    slots[DATA.bonus_slots.index("INC-IND")] = "TB-B07"  # a battery token lying in the industrial slot
    hand(s, 0, "ST-1")
    act(s, "play ST-1 top left", "build at A1-T1", "bonus r0c0 r0c1")
    assert s.bonus_slots[0][2] == "TB-A04"  # nearest empty to slot 0 (slot 1 is taken)
    assert s.income[0][RES] == 1 and s.income[0][IND] == 0 and "TB-A06" not in s.bonus_slots[0]
    assert s.bonus_board["TBB-r0c1"] is None
    s = scene()
    dozer(s, 0, "A1-T1")
    board(s, {"r0c0": "TB-A06"})
    s.bonus_slots[0][DATA.bonus_slots.index("INC-IND")] = "TB-B06"
    hand(s, 0, "ST-1")
    act(s, "play ST-1 top left", "build at A1-T1", "bonus r0c0 r0c1")
    assert legal(s) == ["place in slot 1", "place in slot 3"]
    act(s, "place in slot 3")
    assert s.bonus_slots[0][2] == "TB-A06" and s.income[0][IND] == 1


def test_amb_31_alternative_a_discarded_token_gives_its_instant_effect() -> None:
    """AMB-31's alternative: a discarded tower bonus token still gives its instant effect."""
    for alternatives, gained in (([], 0), (["AMB-31"], 1)):
        s = scene(alternatives=alternatives)
        dozer(s, 0, "A1-T1")
        board(s, {"r0c0": "TB-A06"})
        s.bonus_slots[0][DATA.bonus_slots.index("INC-IND")] = "TB-A08"
        hand(s, 0, "ST-1")
        act(s, "play ST-1 top left", "build at A1-T1", "bonus r0c0 r0c1")
        assert s.income[0][IND] == gained


def test_pa_12_6_an_ongoing_token_improves_a_card() -> None:
    """PA-12.6: an ongoing tower bonus token (one more energy for each wind farm built) changes the card."""
    s = scene()
    s.bonus_slots[0][DATA.bonus_slots.index("WF-ENERGY")] = "TB-B09"
    dozer(s, 0, "A1-W1")
    hand(s, 0, "ST-2")
    act(s, "play ST-2 top left", "build at A1-W1")
    assert s.energy[0] == 1 + 1 + 1


# ---- PA-34 -----------------------------------------------------------------------------------------------
def test_pa_34_1_two_players_discard_one_more_token_of_the_allowed_areas() -> None:
    """PA-34.1: with two players, after the picks, one more token of the allowed areas is discarded (not
    necessarily adjacent); it leaves the game. With three players nothing more is discarded."""
    s = scene(2)
    dozer(s, 0, "A1-T1")
    board(s, {"r0c0": "TB-A03", "r0c5": "TB-A05", "r1c5": "TB-A06", "r2c0": "TB-B03"})
    hand(s, 0, "ST-1")
    act(s, "play ST-1 top left", "build at A1-T1", "bonus r0c0 r0c1")
    assert legal(s) == ["discard r0c5", "discard r1c5"]
    act(s, "discard r1c5")
    assert s.bonus_board["TBB-r1c5"] is None and "TB-A06" not in s.bonus_slots[0]
    assert s.bonus_board["TBB-r0c5"] == "TB-A05" and s.pending[-1].kind == "follow"
    s = scene(3)
    dozer(s, 0, "A1-T1")
    board(s, {"r0c0": "TB-A03", "r0c5": "TB-A05"})
    hand(s, 0, "ST-1")
    act(s, "play ST-1 top left", "build at A1-T1", "bonus r0c0 r0c1")
    assert s.pending[-1].kind == "follow"


def test_pa_34_1_nothing_left_to_discard() -> None:
    """PA-34.1: with no token left in the allowed areas nothing is discarded."""
    s = scene(2)
    dozer(s, 0, "A1-T1")
    board(s, {"r4c0": "TB-C03"})
    hand(s, 0, "ST-1")
    events = act(s, "play ST-1 top left", "build at A1-T1", "bonus r0c0 r0c1")
    assert any(e.kind == "lapsed" and e.args["step"] == "discard" for e in events)
    assert s.bonus_board["TBB-r4c0"] == "TB-C03"


def test_pa_34_2_rado_discards_next_to_the_pair() -> None:
    """PA-34.2, AMB-21: in the Rado variant the discarded token lies next to the pair along its row (or
    column); with none there nothing is discarded."""
    s = scene(2, rado=True)
    dozer(s, 0, "A1-T1")
    board(s, {"r0c2": "TB-A03", "r0c3": "TB-A05", "r1c1": "TB-A06", "r0c5": "TB-A07"})
    hand(s, 0, "ST-1")
    act(s, "play ST-1 top left", "build at A1-T1", "bonus r0c0 r0c1")
    assert legal(s) == ["discard r0c2"]
    s = scene(2, rado=True)
    dozer(s, 0, "B1-T1")
    board(s, {"r1c0": "TB-A03", "r4c0": "TB-C03", "r2c1": "TB-B03"})
    hand(s, 0, "ST-1")
    act(s, "play ST-1 top right", "build at B1-T1", "bonus r2c0 r3c0", "market residential")
    assert legal(s) == ["discard r1c0"]  # r4c0 is next to the pair too, but in area C


# ---- PA-13 -----------------------------------------------------------------------------------------------
def test_ex_09_a_wind_farm_with_an_opponents_bulldozer() -> None:
    """EX-09 (L625), PA-13, PA-9.9: Blue plays the wind farm card through a zone A tab: $5 and 1 energy;
    with no bulldozer of his in zone A he uses Yellow's and pays Yellow the $5; the wind farm stands on
    the wind farm site beside Yellow's bulldozer, which Yellow must then move."""
    blue, yellow = 0, 1
    s = scene()
    dozer(s, yellow, "A3-W1")
    dozer(s, blue, "B2-W1")
    hand(s, blue, "ST-2")
    act(s, "play ST-2 top left")
    assert legal(s) == ["build at A3-W1"]
    events = act(s, "build at A3-W1")
    assert money_moves(events) == [(5, 0, yellow)] and s.money == [20, 30]
    assert s.energy[blue] == 2 and s.structures["A3-W1"] == ("wind", blue) and s.wind_supply[blue] == 10
    assert s.pending[-1].kind == "follow" and seat(s) == yellow


def test_pa_13_1_amb_24_no_wind_farm_left() -> None:
    """PA-13.1, AMB-24: with no wind farm in the supply the build is impossible."""
    s = scene()
    s.wind_supply[0] = 0
    dozer(s, 0, "A1-W1")
    hand(s, 0, "ST-2")
    refused(s, "play ST-2 top left", "PA-13.1")


def test_amb_37_zone_lock_for_builds() -> None:
    """AMB-37: by default a build in zone C needs no unlocked zone C; the alternative asks level 4."""
    s = scene()
    dozer(s, 0, "C-W1")
    hand(s, 0, "ST-2")
    act(s, "play ST-2 bottom left")
    assert legal(s) == ["build at C-W1"]
    s = scene(alternatives=["AMB-37"])
    dozer(s, 0, "C-W1")
    hand(s, 0, "ST-2")
    refused(s, "play ST-2 bottom left", "PA-13.1")
    s.level[0] = 4
    act(s, "play ST-2 bottom left")
    assert legal(s) == ["build at C-W1"]


# ---- PA-14 -----------------------------------------------------------------------------------------------
def test_ex_10_playing_a_link_token() -> None:
    """EX-10 (L629), PA-14.1: Blue plays a card that plays a link token; his token advances his tourist
    income marker 1 space; it lies on the card (PA-9.13)."""
    s = scene()
    s.links[0] = ["LINK-START", "L-A1"]
    hand(s, 0, "ST-7")
    act(s, "play ST-7 top left")
    assert "link L-A1" in legal(s)
    act(s, "link L-A1")
    assert s.income[0][TOU] == 1 and s.on_cards[0] == {"ST-7": ["L-A1"]} and s.links[0] == ["LINK-START"]


def test_pa_14_2_link_tokens_come_back_with_their_card() -> None:
    """PA-14.2: taking the card back (Return all) returns its link token to the play area."""
    s = scene()
    hand(s, 0, "ST-7", "ST-6")
    s.rows[0]["bottom"][0] = ("ST-1", "left")
    act(s, "play ST-7 top left", "link LINK-START option 1", "take battery", "return all")
    assert s.links[0] == ["LINK-START"] and s.on_cards[0] == {}


# ---- PA-15 -----------------------------------------------------------------------------------------------
def test_ex_11_moving_a_bulldozer() -> None:
    """EX-11 (L658), PA-15.1, PA-3.6: Yellow cannot move to the mixed site Blue's bulldozer stands at; he
    could go to the storage zone or a parking space; he moves to a free tower site of an adjacent sector."""
    yellow, blue = 0, 1
    s = scene()
    dozer(s, yellow, "A1-W1")
    dozer(s, blue, "A1-M1")
    hand(s, yellow, "ST-8")
    act(s, "play ST-8 top left option 3")
    options = legal(s)
    assert "move A1-W1 to A1-M1" not in options
    assert {"move A1-W1 to STORAGE", "move A1-W1 to PARK-1", "move A1-W1 to A2-T1", "done"} <= set(options)
    assert not any(x.startswith(("move A1-W1 to A3-", "move A1-W1 to C-")) for x in options)
    act(s, "move A1-W1 to A2-T1")
    assert s.bulldozers[yellow].count("A2-T1") == 1


def test_pa_15_1_storage_to_anywhere_and_parking_is_for_good() -> None:
    """PA-15.1 c, d, PA-15.3: a bulldozer in the storage zone may go to a free site anywhere; one symbol's
    arrows move the same bulldozer; a parked bulldozer earns the reward and never moves again."""
    s = scene()
    dozer(s, 0, STORAGE)
    hand(s, 0, "ST-8", "ST-2")
    act(s, "play ST-8 top left option 3")
    assert "move STORAGE to C-T1" in legal(s)
    act(s, "move STORAGE to C-T1")
    assert all(x.startswith("move C-T1") or x == "done" for x in legal(s))
    act(s, "move C-T1 to PARK-5")
    assert "PARK-5" in s.bulldozers[0] and legal(s)[0].startswith("specialist")


def test_pa_15_3_moves_are_optional() -> None:
    """PA-15.3, AMB-29: not every arrow has to be used."""
    s = scene()
    dozer(s, 0, "A1-W1")
    hand(s, 0, "ST-8")
    act(s, "play ST-8 top left option 3", "done")
    assert s.bulldozers[0].count("A1-W1") == 1 and s.turn == 1


def test_pa_15_3_several_symbols_split_among_bulldozers() -> None:
    """PA-15.3: with two bulldozer symbols (SA-15) the moves may go to two bulldozers."""
    s = scene()
    dozer(s, 0, "A1-W1")
    hand(s, 0, "SA-15")
    act(s, "play SA-15 top left", "move A1-W1 to A1-W2")
    assert "move STORAGE to C-T1" in legal(s)
    act(s, "move STORAGE to C-T1")
    assert sorted(s.bulldozers[0]) == sorted(["A1-W2", "C-T1", SUPPLY, SUPPLY, SUPPLY])


def test_pa_15_4_bulldozers_in_the_supply_cannot_move() -> None:
    """PA-15.4: only bulldozers on the board move; a move card with none cannot be played (AMB-40)."""
    s = scene()
    hand(s, 0, "ST-8")
    assert not any("option 3" in x for x in legal(s))
    refused(s, "play ST-8 top left option 3", "PA-15.4")


def _data_moves(moves: int) -> Components:
    docs = copy.deepcopy(builtin_documents())
    for c in docs["starting_action_cards.json"]["cards"]:
        if c["id"] == "ST-2":
            c["frame"]["bulldozer_moves"] = moves
    return Components.read(docs)


def test_amb_38_follow_up_moves_from_the_frame() -> None:
    """AMB-38: the used bulldozer moves as many times as the card's frame shows (a stand-in frame of 2);
    the alternative always moves it once."""
    data = _data_moves(2)
    for alternatives, moves in (([], 2), (["AMB-38"], 1)):
        s, _ = setup.new_state(setup.options_from_config({"players": 2, "alternatives": alternatives}), 1, data)
        s.structures.clear()
        s.bulldozers = [["A1-W1", SUPPLY, SUPPLY, SUPPLY, SUPPLY], [SUPPLY] * 5]
        s.wind_supply = [11, 11]
        s.order, s.turn = [0, 1], 0
        s.hands[0] = ["ST-2"]
        act(s, "play ST-2 top left", "build at A1-W1")
        assert s.pending[-1].kind == "follow" and s.pending[-1].count == moves


def test_pa_12_decisions_refused_by_their_rule() -> None:
    """PA-12.1, PA-12.4, PA-34.1, PA-15.5, PA-15.1, PA-12.5: a decision not among the choices is refused
    by the rule of that decision and changes nothing; the zone B alternative cost is 2 batteries (EX-08)."""
    s = scene(2)
    s.batteries[0] = 1
    dozer(s, 0, "B1-T1")
    board(s, {"r0c0": "TB-A06", "r1c5": "TB-A05"})
    s.bonus_slots[0][1] = "TB-B06"  # industrial, like TB-A06: slots 1 and 3 are as near
    hand(s, 0, "ST-1", "ST-8")
    act(s, "play ST-1 top right")
    assert legal(s) == ["build at B1-T1"]  # 1 battery is not the 2 of zone B
    refused(s, "build at B1-T1 with batteries", "PA-12.1")
    refused(s, "build at B1-T2", "PA-12.1")
    act(s, "build at B1-T1")
    refused(s, "bonus r0c0 r1c1", "PA-12.4")
    refused(s, "bonus r4c0 r4c1", "PA-12.4")
    act(s, "bonus r0c0 r0c1")
    assert s.pending[-1].kind == "place"
    refused(s, "place in slot 5", "PA-12.5")
    act(s, "place in slot 3")
    refused(s, "discard r0c0", "PA-34.1")
    act(s, "discard r1c5")
    refused(s, "move B1-T1 to A3-T1", "PA-15.5")  # A3 is not next to B1
    act(s, "move B1-T1 to STORAGE", "take battery")
    s.turn, s.order = 0, [0, 1]
    act(s, "play ST-8 bottom left option 3")
    refused(s, "move B1-T1 to C-T1", "PA-15.1")
