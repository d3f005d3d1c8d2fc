"""Playing action cards (PA-9): the slot and tab, the frame's zone link, the zone value as a cost or a
bonus, the alternative cost, the energy, the requirements and whom one pays, affordability and the
play-card algorithm; the rulebook's examples EX-03–EX-07; AMB-39 and AMB-40 with their alternatives."""

from __future__ import annotations

import copy

from pa_turns import DATA, act, dozer, hand, legal, money_moves, refused, scene, tower

from powerplay.games.pampero import setup, turns
from powerplay.games.pampero.actions import Play
from powerplay.games.pampero.data import Components, builtin_documents


def test_pa_9_3_leftmost_empty_slot_even_between_filled_ones() -> None:
    """PA-9.3, AMB-25: a card goes to the row's leftmost empty slot, even between two filled slots."""
    s = scene()
    s.rows[0]["top"][0] = ("ST-1", "left")
    s.rows[0]["top"][2] = ("ST-2", "left")
    hand(s, 0, "ST-7")
    act(s, "play ST-7 top right")
    assert s.rows[0]["top"][1] == ("ST-7", "right") and s.rows[0]["top"][3] is None


def test_pa_9_3_a_full_row_takes_no_card() -> None:
    """PA-9.3: a row with no empty slot cannot take a card; the other row still can."""
    s = scene()
    s.rows[0]["top"] = [(c, "left") for c in ("ST-1", "ST-2", "ST-3", "ST-4", "ST-5")]
    hand(s, 0, "ST-7")
    assert not any(x.startswith("play ST-7 top") for x in legal(s))
    assert "play ST-7 bottom left" in legal(s)
    refused(s, "play ST-7 top left", "PA-9.3")


def test_pa_9_3_the_tab_left_visible_is_chosen() -> None:
    """PA-9.2, PA-9.3, AMB-03: each slot has its own two tabs; the one left visible gives the bonus."""
    s = scene()
    hand(s, 0, "ST-7")
    left, right = DATA.slots["top"][0]
    assert left.money != right.money
    act(s, "play ST-7 top right", "link LINK-START option 1")
    assert s.money[0] == 25 + right.money + 3


def test_ex_03_pa_9_4_frame_link_to_the_board() -> None:
    """EX-03 (L408–414), PA-9.4: an orange frame acts in the tab's zone (a wind farm in zone A through a
    zone A tab, not a zone B site); a grey frame acts in no zone though its slot shows zone B."""
    s = scene()
    dozer(s, 0, "A1-W1")
    dozer(s, 0, "B1-W1")
    hand(s, 0, "ST-2", "ST-7")
    act(s, "play ST-2 top left")  # zone A tab
    assert legal(s) == ["build at A1-W1"]
    s = scene()
    hand(s, 0, "ST-7")
    assert DATA.slots["top"][0][1].zone == "B"
    act(s, "play ST-7 top right", "link LINK-START option 1")  # the turn-order change acts in no zone
    assert s.down[0]


def test_ex_04_pa_9_5_zone_value_cost_or_bonus() -> None:
    """EX-04 (L427–428), PA-9.5: the same $5 / $10 tabs are paid by a "−$" card and gained by a "+$" card:
    card 1 costs $5, card 2 earns $10."""
    s = scene()
    dozer(s, 0, "A1-W1")
    hand(s, 0, "ST-2")
    act(s, "play ST-2 top left", "build at A1-W1")
    assert s.money[0] == 25 - 5
    s = scene()
    hand(s, 0, "ST-7")
    act(s, "play ST-7 top right", "link LINK-START option 1")
    assert s.money[0] == 25 + 10 + 3


def test_ex_05_pa_9_6_alternative_cost_in_batteries() -> None:
    """EX-05 (L432–434), PA-9.6: a tower card's alternative cost is 1 battery through a zone A tab (and 2
    through zone B, EX-08), paid instead of the zone value."""
    s = scene()
    s.batteries[0] = 3
    dozer(s, 0, "A1-T1")
    hand(s, 0, "ST-1")
    act(s, "play ST-1 top left")
    assert legal(s) == ["build at A1-T1", "build at A1-T1 with batteries"]
    events = act(s, "build at A1-T1 with batteries")
    assert money_moves(events) == [(0, 1, -1)] and s.money[0] == 25 and s.batteries[0] == 2


def test_ex_06_pa_9_7_energy_from_the_frame() -> None:
    """EX-06 (L444), PA-9.7: a card whose frame shows energy gains the tab's energy (the wind farm card,
    1 through the zone A tab); one whose frame shows an X gains none."""
    s = scene()
    dozer(s, 0, "A1-W1")
    hand(s, 0, "ST-2")
    act(s, "play ST-2 top left", "build at A1-W1")
    assert s.energy[0] == 1 + DATA.slots["top"][0][0].energy == 2
    s = scene()
    dozer(s, 0, "A1-T1")
    hand(s, 0, "ST-1")
    act(s, "play ST-1 top left", "build at A1-T1")
    assert s.energy[0] == 1 + 1  # only tower 2's cell bonus (PA-12.3), not the tab's


def test_ex_07_pa_9_9_an_opponents_component_is_paid_to_its_owner() -> None:
    """EX-07 (L459, L467), PA-9.9: a requirement met with an opponent's bulldozer pays the zone value, $5,
    to that opponent; with one's own, to the bank; the alternative cost in batteries goes to the
    opponent too."""
    s = scene()
    dozer(s, 1, "A1-W1")
    hand(s, 0, "ST-2")
    events = act(s, "play ST-2 top left", "build at A1-W1")
    assert money_moves(events) == [(5, 0, 1)] and s.money == [20, 30]
    s = scene()
    dozer(s, 0, "A1-W1")
    hand(s, 0, "ST-2")
    events = act(s, "play ST-2 top left", "build at A1-W1")
    assert money_moves(events) == [(5, 0, -1)] and s.money == [20, 25]
    s = scene()
    dozer(s, 1, "A1-T1")
    hand(s, 0, "ST-1")
    s.batteries = [2, 0]
    events = act(s, "play ST-1 top left", "build at A1-T1 with batteries")
    assert money_moves(events) == [(0, 1, 1)] and s.batteries == [1, 1] and s.money == [25, 25]


def test_pa_9_9_own_only_requirement_on_a_dark_background() -> None:
    """PA-9.9: a requirement on a dark background (specialist SA-05) is met only by one's own component."""
    s = scene()
    assert DATA.cards["SA-05"].frame.requirement["dark"]
    dozer(s, 1, "A1-T1")
    hand(s, 0, "SA-05")
    refused(s, "play SA-05 top left", "PA-12.1")
    dozer(s, 0, "A1-T2")
    act(s, "play SA-05 top left")
    assert legal(s) == ["build at A1-T2", "build at A1-T2 with batteries"]


def test_pa_9_9_both_owners_choose_whose_component() -> None:
    """PA-9.9: with both icons and two bulldozers beside one site (the starting site, AMB-02) the player
    chooses whose to use, and pays accordingly."""
    s = scene(3)
    dozer(s, 0, "A2-M1")
    dozer(s, 1, "A2-M1")
    hand(s, 0, "ST-2")
    act(s, "play ST-2 top left")
    assert legal(s) == ["build at A2-M1 via P1", "build at A2-M1 via P2"]
    act(s, "build at A2-M1 via P2")
    assert s.money[:2] == [20, 30] and s.pending[-1].seat == 1


def test_pa_9_8_unmet_requirement_refused() -> None:
    """PA-9.8, PA-9.12 step 2: without a bulldozer beside a free site of the zone the build card cannot be
    played; refused with the rule, nothing changed."""
    s = scene()
    hand(s, 0, "ST-1", "ST-2")
    refused(s, "play ST-1 top left", "PA-12.1")
    refused(s, "play ST-2 top left", "PA-13.1")


def test_pa_9_11_an_unaffordable_zone_value_refused() -> None:
    """PA-9.11: the zone value (or the alternative cost) must be paid in full, else no play; a "+$" bonus
    needs nothing."""
    s = scene()
    dozer(s, 0, "A1-W1")
    hand(s, 0, "ST-2", "ST-7")
    s.money[0] = 4
    refused(s, "play ST-2 top left", "PA-9.11")
    s.money[0] = 5
    assert "play ST-2 top left" in legal(s)
    s.money[0] = 0
    assert "play ST-7 top left" in legal(s)
    dozer(s, 0, "A1-T1")
    hand(s, 0, "ST-1")
    s.batteries[0] = 0
    refused(s, "play ST-1 top left", "PA-9.11")
    s.batteries[0] = 1
    act(s, "play ST-1 top left")
    assert legal(s) == ["build at A1-T1 with batteries"]


def test_pa_9_12_refusals_name_their_rule_and_change_nothing() -> None:
    """PA-9.12: a card not in hand (PA-9.1), a joker without its option (PA-21.2), a zone-B-only card
    through a zone A tab (PA-18.1), a decision not owed (PA-8.2) are refused and change nothing."""
    s = scene()
    hand(s, 0, "ST-7", "ST-5", "ST-8")
    refused(s, "play ST-1 top left", "PA-9.1")
    refused(s, "play ST-8 top left", "PA-21.2")
    refused(s, Play("ST-7", "top", "left", 2), "PA-21.2")
    refused(s, "play ST-5 top left", "PA-18.1")
    refused(s, "build at A1-T1", "PA-8.2")
    refused(s, "return all", "PA-24.1")


def test_pa_9_12_play_card_algorithm_order() -> None:
    """PA-9.12: the card is placed, the cost paid (with the tab's energy), the effect applied, and the
    used bulldozer moved last by its owner (PA-9.10)."""
    s = scene()
    dozer(s, 1, "A1-W1")
    hand(s, 0, "ST-2")
    events = act(s, "play ST-2 top left", "build at A1-W1")
    kinds = [e.kind for e in events]
    assert kinds.index("card.play") < kinds.index("card.pay") < kinds.index("build.wind")
    assert turns.to_act(s) == 1 and s.pending[-1].kind == "follow"
    act(s, "move A1-W1 to STORAGE")
    assert s.bulldozers[1].count("STORAGE") == 1 and turns.to_act(s) == 1  # seat 1's own turn now
    assert s.turn == 1


def test_pa_9_10_the_follow_up_move_is_mandatory_and_by_the_owner() -> None:
    """PA-9.10, PA-15.5, AMB-05: the owner of the used bulldozer moves it (options a, b, d; no "done"),
    and gains a parking reward."""
    s = scene()
    dozer(s, 1, "A1-W1")
    hand(s, 0, "ST-2")
    act(s, "play ST-2 top left", "build at A1-W1")
    options = legal(s)
    assert "done" not in options and "move A1-W1 to STORAGE" in options and "move A1-W1 to PARK-1" in options
    sites = [o.split()[-1] for o in options if o.split()[-1] in DATA.sites]
    assert sites and all(DATA.sites[x].sector in ("A1", "A2", "B1") for x in sites)  # A1 and its neighbours
    money = s.money[1]
    act(s, "move A1-W1 to PARK-1")
    assert s.money[1] == money + 5 and "PARK-1" in s.bulldozers[1]


def test_pa_9_13_link_token_lies_on_its_card() -> None:
    """PA-9.13, PA-14.1: a link token played through a card lies on that card."""
    s = scene()
    hand(s, 0, "ST-7")
    act(s, "play ST-7 top left", "link LINK-START option 1")
    assert s.on_cards[0] == {"ST-7": ["LINK-START"]} and s.links[0] == []


def _data_with(card: str, **frame: object) -> Components:
    docs = copy.deepcopy(builtin_documents())
    for c in docs["starting_action_cards.json"]["cards"]:
        if c["id"] == card:
            c["frame"].update(frame)
    return Components.read(docs)


def test_amb_39_the_cards_own_battery_cost() -> None:
    """AMB-39: the battery alternative cost is the card's own frame where it gives one (here a stand-in
    frame of 3 batteries); the alternative always uses the zone table (1 for zone A)."""
    data = _data_with("ST-1", alt_cost={"batteries_by_zone": True, "batteries": 3})
    for alternatives, paid in (([], 3), (["AMB-39"], 1)):
        s, _ = setup.new_state(setup.options_from_config({"players": 2, "alternatives": alternatives}), 1, data)
        s.structures.clear()
        s.bulldozers = [["A1-T1", "supply", "supply", "supply", "supply"], ["supply"] * 5]
        s.order, s.turn = [0, 1], 0
        s.hands[0] = ["ST-1"]
        s.batteries[0] = 3
        act(s, "play ST-1 top left", "build at A1-T1 with batteries")
        assert s.batteries[0] == 3 - paid


def test_amb_40_a_card_whose_effect_cannot_be_carried_out() -> None:
    """AMB-40: by default a card whose effect cannot be carried out cannot be played; its alternative lets
    it be played for its money and energy, the effect skipped, the zone value to the bank."""
    s = scene()
    hand(s, 0, "ST-2")
    refused(s, "play ST-2 top left", "PA-13.1")
    s = scene(alternatives=["AMB-40"])
    tower(s, 1, "A1-T1")
    hand(s, 0, "ST-2")
    events = act(s, "play ST-2 top left")
    assert money_moves(events) == [(5, 0, -1)] and s.money[0] == 20 and s.energy[0] == 2
    assert s.rows[0]["top"][0] == ("ST-2", "left") and s.wind_supply[0] == 11 and s.turn == 1


def test_amb_40_alternative_needs_the_bank_payment_without_a_target() -> None:
    """AMB-40's alternative: a card without a target for its build is paid to the bank, so it cannot be
    played without that money even when its other effect (SA-05's $3) could be carried out."""
    s = scene(alternatives=["AMB-40"])
    hand(s, 0, "SA-05")
    s.money[0], s.batteries[0] = 4, 0
    refused(s, "play SA-05 top left", "PA-9.11")
    s.money[0] = 5
    act(s, "play SA-05 top left")
    assert s.money[0] == 3 and s.level[0] == 1
