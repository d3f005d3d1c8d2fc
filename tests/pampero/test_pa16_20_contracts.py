"""Contracts (PA-16 standard, PA-17 remote, PA-20 solar), the external market (PA-18) and venture
capital (PA-19): the checklist of PA-16.11 item by item, transformers and circuits, connected and paired
slots, link lines and tokens; the rulebook's examples EX-12, EX-16–EX-20 and EX-30; AMB-07, AMB-08,
AMB-09 and AMB-22 with their alternatives."""

from __future__ import annotations

import copy

from pa_turns import DATA, act, clear_board, first_turn, hand, legal, money_moves, refused, scene, seat, tower

from powerplay.games.pampero import contracts, setup, turns
from powerplay.games.pampero.data import Components, builtin_documents
from powerplay.games.pampero.state import Step

RES, IND, COM, TOU, REM = range(5)


def contract_scene(players: int = 2, **config) -> object:
    """Seat 0 to act with a tower in sector A1 and the standard contract card in hand, 5 energy."""
    s = scene(players, **config)
    tower(s, 0, "A1-T1")
    hand(s, 0, "ST-3")
    s.energy[0] = 5
    return s


def fulfils(s) -> list[str]:
    return [x for x in legal(s) if x.startswith("fulfil")]


# ---- PA-16 -----------------------------------------------------------------------------------------------
def test_pa_16_fulfilling_a_standard_contract() -> None:
    """PA-16.1–PA-16.5, PA-16.12: the energy printed by the slot is spent (and recorded), the transformer
    goes to the slot, the token to the emptied cell, the income marker advances by its arrows."""
    s = contract_scene()
    act(s, "play ST-3 top left")
    assert "fulfil STD-A1-1 at G1-1" in fulfils(s) and "fulfil STD-A1-1 at G1-3" in fulfils(s)
    events = act(s, "fulfil STD-A1-1 at G1-1")
    assert money_moves(events) == [(5, 0, -1)]
    assert s.energy[0] == 4 and s.energy_spent[0] == 1
    assert s.contracts["STD-A1-1"] is None and s.transformers["STD-A1-1"] == (0, "G1-1")
    assert s.grids[0] == {"G1-1": "SC-A1-1"} and s.last_cell[0] == "G1-1" and s.income[0][RES] == 1


def test_pa_16_1_remote_and_solar_tokens_are_not_standard() -> None:
    """PA-16.1, PA-11.3: the standard contract card reaches neither remote nor solar tokens."""
    s = contract_scene()
    act(s, "play ST-3 top left")
    assert all(x.split()[1].startswith("STD-") for x in fulfils(s))


def test_pa_16_11_item_1_the_zone_value_must_be_paid() -> None:
    """PA-16.11 item 1 (PA-9.11): without the zone value the contract card cannot be played."""
    s = contract_scene()
    s.money[0] = 4
    refused(s, "play ST-3 top left", "PA-9.11")


def test_pa_16_11_item_2_the_sector_needs_a_tower_whose_owner_is_paid() -> None:
    """PA-16.11 item 2, PA-9.9: the contract's sector must hold a tower meeting the requirement; an
    opponent's tower is paid for; without a tower in A1, A1's contracts are out of reach."""
    s = contract_scene()
    s.structures.clear()
    tower(s, 1, "A2-T1")
    act(s, "play ST-3 top left")
    assert fulfils(s) and all(DATA.contract_slots[x.split()[1]].sector == "A2" for x in fulfils(s))
    events = act(s, "fulfil STD-A2-1 at G1-1")
    assert money_moves(events) == [(5, 0, 1)] and s.money == [20, 30]
    s = contract_scene()
    s.structures.clear()
    hand(s, 0, "ST-3", "SA-18")  # a dark requirement: only one's own tower
    tower(s, 1, "A1-T1")
    refused(s, "play SA-18 top left", "PA-16.11")


def test_pa_16_11_item_3_the_transformer_must_be_unlocked() -> None:
    """PA-16.11 item 3, PA-10.9: cells of columns whose tower is not built cannot take a token."""
    s = contract_scene()
    s.grids[0] = {"G1-1": "SC-X"}
    s.last_cell[0] = "G1-1"
    s.transformers["X"] = (0, "G1-1")
    act(s, "play ST-3 top left")
    assert {x.split()[3] for x in fulfils(s)} == {"G1-2"}
    refused(s, "fulfil STD-A1-1 at G2-1", "PA-16.11")


def test_pa_16_11_item_4_the_zone_must_be_unlocked() -> None:
    """PA-16.11 item 4, PA-10.6: a zone C contract needs level 4."""
    s = contract_scene()
    tower(s, 0, "C-T1")
    s.money[0] = 50
    s.rows[0]["top"][0] = ("ST-1", "left")
    hand(s, 0, "ST-3")
    refused(s, "play ST-3 top right", "PA-16.11")  # the second slot's zone C tab, level 1
    s.level[0] = 4
    act(s, "play ST-3 top right")
    assert any("STD-C-1" in x for x in fulfils(s))


def test_pa_16_11_item_5_every_market_symbol_must_be_unlocked() -> None:
    """PA-16.11 item 5, PA-10.7: a residential + industrial token needs level 2."""
    s = contract_scene()
    tower(s, 0, "A2-T1")
    act(s, "play ST-3 top left")
    assert not any("STD-A2-2 " in x for x in fulfils(s))
    s = contract_scene()
    tower(s, 0, "A2-T1")
    s.level[0] = 2
    act(s, "play ST-3 top left")
    assert any("STD-A2-2 " in x for x in fulfils(s))


def test_pa_16_11_item_6_connected_to_the_last_token() -> None:
    """PA-16.11 item 6, PA-16.3: a later token goes to a cell joined by a line to the last placed token,
    not to another entry cell."""
    s = contract_scene()
    s.level[0] = 2
    s.grids[0] = {"G1-1": "SC-X"}
    s.transformers["X"] = (0, "G1-1")
    s.last_cell[0] = "G1-1"
    act(s, "play ST-3 top left")
    assert {x.split()[3] for x in fulfils(s)} == {"G1-2", "G2-1"}
    refused(s, "fulfil STD-A1-1 at G1-3", "PA-16.11")


def test_pa_16_11_item_7_the_energy_must_be_paid() -> None:
    """PA-16.11 item 7, PA-16.2: a contract whose energy one lacks is out of reach."""
    s = contract_scene()
    s.energy[0] = 1
    act(s, "play ST-3 top left")
    assert "fulfil STD-A1-1 at G1-1" in fulfils(s) and not any("STD-A1-3 " in x for x in fulfils(s))
    s = contract_scene()
    s.energy[0] = 0
    refused(s, "play ST-3 top left", "PA-16.11")


def test_ex_12_pa_16_11_item_8_transformer_placement_and_circuit() -> None:
    """EX-12 (L723), PA-16.11 item 8, PA-10.11: Blue's first token lies in cell 1; cell 2 (a grey line)
    needs its column's tower; otherwise only cell 3 over the purple circuit line is left, for 1 energy;
    the circuit is covered by a circuit token. Without that energy the contract cannot be fulfilled."""
    s = contract_scene()
    s.grids[0] = {"G1-1": "SC-X"}
    s.transformers["X"] = (0, "G1-1")
    s.last_cell[0] = "G1-1"
    s.energy[0] = 2
    act(s, "play ST-3 top left")
    assert fulfils(s) == ["fulfil STD-A1-1 at G1-2", "fulfil STD-A1-2 at G1-2"]
    events = act(s, "fulfil STD-A1-1 at G1-2")
    assert s.energy[0] == 0 and s.circuits[0] == ["G1-1|G1-2"] and s.energy_spent[0] == 1
    assert any(e.kind == "circuit" for e in events)
    s = contract_scene()
    s.grids[0] = {"G1-1": "SC-X"}
    s.transformers["X"] = (0, "G1-1")
    s.last_cell[0] = "G1-1"
    s.energy[0] = 1
    refused(s, "play ST-3 top left", "PA-16.11")


def test_pa_16_4_transformer_cell_bonus() -> None:
    """PA-16.4, PA-10.12: a token placed in a cell with a printed bonus applies it ($3 in G2-3)."""
    s = contract_scene()
    s.level[0] = 2
    s.grids[0] = {"G2-2": "SC-X"}
    s.transformers["X"] = (0, "G2-2")
    s.last_cell[0] = "G2-2"
    act(s, "play ST-3 top left", "fulfil STD-A1-1 at G2-3")
    assert s.money[0] == 25 - 5 + 3


def test_pa_16_6_connected_slots_second_contract_zone_value_once() -> None:
    """PA-16.6, PA-16.7: a contract on a connected slot may be followed by the other slot's contract in
    the same action: the zone value paid once, the energy and the chain again (the second token next to
    the first); across two sectors both towers of one colour. It may be declined."""
    s = contract_scene()
    s.level[0] = 2
    tower(s, 0, "A2-T1")
    act(s, "play ST-3 top left", "fulfil STD-A1-5 at G1-1")
    assert s.pending[-1].kind == "second"
    assert sorted(legal(s)) == ["done", "fulfil STD-A2-1 at G1-2", "fulfil STD-A2-1 at G2-1"]
    act(s, "fulfil STD-A2-1 at G2-1")
    assert s.money[0] == 20 and s.energy[0] == 5 - 1 - 1 and s.grids[0] == {"G1-1": "SC-A1-5", "G2-1": "SC-A2-1"}
    s = contract_scene()
    s.level[0] = 2
    tower(s, 1, "A2-T1")  # the other sector's tower is another colour
    act(s, "play ST-3 top left", "fulfil STD-A1-5 at G1-1")
    assert not s.pending or s.pending[-1].kind != "second"
    s = contract_scene()
    s.level[0] = 2
    tower(s, 0, "A2-T1")
    act(s, "play ST-3 top left", "fulfil STD-A1-5 at G1-1", "done")
    assert s.contracts["STD-A2-1"] is not None and s.turn == 1


def test_amb_09_second_contract_outside_the_tab_zone() -> None:
    """AMB-09: by default the connected contract must lie in the tab's zone too; the alternative allows
    any zone. The stand-in data connects no slots of two zones: a data set connecting STD-B1-5 (zone B)
    with STD-C-1 (zone C) is made for the test."""
    docs = copy.deepcopy(builtin_documents())
    for group in docs["board.json"]["connected_contract_slots"]:
        if group["slots"] == ["STD-B1-5", "STD-B2-1"]:
            group["slots"] = ["STD-B1-5", "STD-C-1"]
    data = Components.read(docs)
    for alternatives, offered in (([], False), (["AMB-09"], True)):
        s, _ = setup.new_state(setup.options_from_config({"players": 2, "alternatives": alternatives}), 1, data)
        clear_board(s)
        first_turn(s, 0)
        s.level[0], s.energy[0] = 4, 9
        tower(s, 0, "B1-T1")
        tower(s, 0, "C-T1")
        hand(s, 0, "ST-3")
        act(s, "play ST-3 top right", "fulfil STD-B1-5 at G1-1")  # the zone B tab
        asked = bool(s.pending) and s.pending[-1].kind == "second"  # else it lapsed: nothing to offer
        assert asked == offered and (not offered or "fulfil STD-C-1 at G1-2" in legal(s))


def test_pa_16_8_contract_pairs() -> None:
    """PA-16.8: fulfilling one contract of a pair removes the other token from the game."""
    s = contract_scene()
    s.level[0] = 2
    s.structures.clear()
    tower(s, 0, "A3-T1")
    act(s, "play ST-3 top left", "fulfil STD-A3-4 at G1-1")
    other = DATA.contracts["SC-A3-5"]
    assert s.contracts["STD-A3-5"] is None and other.id in s.removed


def test_pa_16_9_10_link_lines_and_tokens() -> None:
    """PA-16.9, PA-16.10: fulfilling a contract on a link line unlocks it for everyone; with one unlocked
    line the token stays; with 2 it may be taken into the play area."""
    s = contract_scene()
    token = s.link_slots["LNK-A-1"]
    act(s, "play ST-3 top left", "fulfil STD-A1-1 at G1-1")
    assert s.unlocked_lines == ["LL-A1-a"] and s.link_slots["LNK-A-1"] == token and s.turn == 1
    s = contract_scene()
    s.unlocked_lines = ["LL-A1-b"]  # another player opened the branching line earlier
    act(s, "play ST-3 top left", "fulfil STD-A1-1 at G1-1")
    assert legal(s) == ["take link LNK-A-1", "done"]
    act(s, "take link LNK-A-1")
    assert s.links[0] == ["LINK-START", token] and s.link_slots["LNK-A-1"] is None


def test_ex_16_gaining_a_link_token_from_the_board() -> None:
    """EX-16 (L771), PA-16.9, PA-16.10: Purple earlier fulfilled a contract linked to the token, opening
    one of its two lines; Yellow fulfils one of the 4 remote contracts on its branching line and may
    take the token."""
    purple, yellow = 1, 0
    s = scene()
    tower(s, yellow, "A1-T1")
    s.unlocked_lines = ["LL-A2-a"]  # Purple's earlier contract in STD-A2-4
    s.contracts["REM-1"] = "RC-2"
    token = s.link_slots["LNK-A-2"]
    hand(s, yellow, "ST-4")
    s.energy[yellow] = 3
    act(s, "play ST-4 top left", "fulfil REM-1 at G1-1")
    assert "LL-A2-b" in s.unlocked_lines and legal(s) == ["take link LNK-A-2", "done"]
    act(s, "take link LNK-A-2")
    assert token in s.links[yellow] and s.link_slots["LNK-A-2"] is None and purple != yellow


def test_amb_08_a_link_token_not_taken() -> None:
    """AMB-08: a token not taken stays for a later fulfiller on its lines; the alternative removes it."""
    for alternatives, stays in (([], True), (["AMB-08"], False)):
        s = scene(alternatives=alternatives)
        tower(s, 0, "A1-T1")
        s.unlocked_lines = ["LL-A2-a"]
        s.contracts["REM-1"] = "RC-2"
        token = s.link_slots["LNK-A-2"]
        hand(s, 0, "ST-4")
        act(s, "play ST-4 top left", "fulfil REM-1 at G1-1", "done")
        assert (s.link_slots["LNK-A-2"] == token) == stays


# ---- PA-17 -----------------------------------------------------------------------------------------------
def test_ex_17_remote_contract_costs() -> None:
    """EX-17 (L795, L799), PA-17.1, PA-17.3: a remote token costing "2 energy or 1 battery" is paid either
    way; the batteries go to the general supply; another token asks energy and a battery together."""
    s = scene()
    tower(s, 0, "A1-T1")
    s.contracts["REM-1"] = "RC-1"
    s.contracts["REM-2"] = "RC-7"
    s.energy[0], s.batteries[0] = 2, 1
    hand(s, 0, "ST-4")
    act(s, "play ST-4 top left")
    assert {"fulfil REM-1 at G1-1", "fulfil REM-1 at G1-1 cost 2", "fulfil REM-2 at G1-1"} <= set(fulfils(s))
    supply = s.battery_supply
    act(s, "fulfil REM-1 at G1-1 cost 2")
    assert s.batteries[0] == 0 and s.energy[0] == 2 and s.battery_supply == supply + 1
    assert s.income[0][REM] == 1


def test_pa_17_2_remote_needs_a_tower_in_its_sector_and_its_zone() -> None:
    """PA-17.2, AMB-27: a remote slot's sector needs a tower and its zone must be the tab's."""
    s = scene()
    tower(s, 0, "B1-T1")
    s.contracts["REM-5"] = "RC-2"
    s.energy[0] = 3
    hand(s, 0, "ST-4")
    refused(s, "play ST-4 top left", "PA-17.2")  # zone A tab: REM-5 lies in B1
    act(s, "play ST-4 top right")
    assert fulfils(s) and all(x.split()[1] == "REM-5" for x in fulfils(s))


def test_amb_17_alternative_spent_batteries_go_to_the_box() -> None:
    """AMB-17's alternative: batteries spent on a remote contract leave the game."""
    s = scene(alternatives=["AMB-17"])
    tower(s, 0, "A1-T1")
    s.contracts["REM-1"] = "RC-1"
    s.batteries[0] = 1
    hand(s, 0, "ST-4")
    supply = s.battery_supply
    act(s, "play ST-4 top left", "fulfil REM-1 at G1-1 cost 2")
    assert s.batteries[0] == 0 and s.battery_supply == supply


# ---- PA-18 -----------------------------------------------------------------------------------------------
def test_ex_18_selling_to_the_external_market() -> None:
    """EX-18 (L816), PA-18: Blue spends 5 batteries on a card whose front shows 2 residential and 2
    tourist; with both markers at $5 he earns $20; the card is turned and kept; the row refilled."""
    s = scene()
    s.market_rows["Brazil"][0] = "BR-5"
    s.market_decks["Brazil"] = [c for c in s.market_decks["Brazil"] if c != "BR-5"]
    top = s.market_decks["Brazil"][-1]
    s.batteries[0] = 5
    s.income[0][RES] = s.income[0][TOU] = 10
    hand(s, 0, "ST-5")
    refused(s, "play ST-5 top left", "PA-18.1")
    act(s, "play ST-5 top right")
    assert "sell to BR-5" in legal(s)
    act(s, "sell to BR-5")
    assert s.money[0] == 25 + 20 and s.batteries[0] == 0 and s.market_cards[0] == ["BR-5"]
    assert s.market_rows["Brazil"][0] == top


def test_pa_18_2_too_few_batteries() -> None:
    """PA-18.2: a card whose batteries one lacks cannot be bought."""
    s = scene()
    s.batteries[0] = 0
    hand(s, 0, "ST-5")
    refused(s, "play ST-5 top right", "PA-18.2")


def test_pa_18_6_an_empty_deck_leaves_the_slot_empty() -> None:
    """PA-18.6: with the country's deck empty, the bought card's slot stays empty."""
    s = scene()
    s.market_decks["Argentina"] = []
    card = s.market_rows["Argentina"][0]
    s.batteries[0] = 9
    hand(s, 0, "ST-5")
    act(s, "play ST-5 top right", f"sell to {card}")
    assert s.market_rows["Argentina"][0] is None


# ---- PA-19 -----------------------------------------------------------------------------------------------
def test_pa_19_venture_capital() -> None:
    """PA-19.1–PA-19.4, AMB-07: a VC token in an empty unlocked slot; the zone value gained; the income
    of the furthest marker standing in that stripe ($0 if none)."""
    s = scene()
    hand(s, 0, "ST-6")
    s.income[0][RES] = 1
    act(s, "play ST-6 top right", "venture capital 1")
    assert s.vc[0] == [1] and s.money[0] == 25 + 10 + DATA.income_value[1]


def test_ex_19_venture_capital_not_yet_available() -> None:
    """EX-19 (L834), PA-19.1: Blue took VC twice; the next slot belongs to a tower two away, the next tower
    has none: no VC until two more towers are built. Stand-in: slots in columns 1, 3, 5, 7."""
    s = scene()
    s.level[0], s.vc[0] = 3, [1, 3]
    hand(s, 0, "ST-6")
    refused(s, "play ST-6 top left", "PA-19.1")
    s.level[0] = 4
    refused(s, "play ST-6 top left", "PA-19.1")
    s.level[0] = 5
    act(s, "play ST-6 top left")
    assert legal(s) == ["venture capital 5"]


def test_amb_07_venture_capital_income_zone() -> None:
    """AMB-07: only markers inside the stripe count (here those still at the start, $1); the alternative
    takes the furthest marker anywhere (the industrial one, $4)."""
    for alternatives, income in (([], DATA.income_value[1]), (["AMB-07"], DATA.income_value[DATA.income_column[7]])):
        s = scene(alternatives=alternatives)
        s.income[0][IND] = 7
        hand(s, 0, "ST-6")
        act(s, "play ST-6 top left", "venture capital 1")
        assert s.money[0] == 25 + 5 + income


# ---- PA-20 -----------------------------------------------------------------------------------------------
def test_pa_20_1_starting_cards_cannot_fulfil_solar_contracts() -> None:
    """PA-20.1, PA-20.2: no starting card's effect reaches the solar track."""
    for card in DATA.starting_cards:
        ops = list(DATA.cards[card].effect)
        ops += [o for op in ops if op["op"] == "choice" for option in op["options"] for o in option]
        assert not any(op.get("kind") == "solar" for op in ops)


def test_ex_20_choosing_a_solar_contract() -> None:
    """EX-20 (L852), PA-20.3: from either entry arrow the next available token is taken; where the row
    branches either branch; here any one of three tokens."""
    s = scene()
    s.solar["SOL-2"] = s.solar["SOL-3"] = None
    assert contracts.solar_available(s) == ["SOL-1", "SOL-4", "SOL-5"]


def test_pa_20_4_solar_costs_no_energy_and_needs_no_tower() -> None:
    """PA-20.4, AMB-28: no energy and no tower; the transformer goes to the solar slot; chain, income and
    the frame's payment apply."""
    s = scene()
    s.energy[0] = 0
    hand(s, 0, "SA-01")
    act(s, "play SA-01 top left")
    assert fulfils(s) == [f"fulfil SOL-{k} at G1-{c}" for k in (1, 2) for c in (1, 3)]
    token = s.solar["SOL-2"]
    act(s, "fulfil SOL-2 at G1-3")
    assert s.solar["SOL-2"] is None and s.transformers["SOL-2"] == (0, "G1-3") and s.grids[0]["G1-3"] == token
    assert s.money[0] == 20 and s.energy[0] == 0


# ---- PA-35.4 ---------------------------------------------------------------------------------------------
def test_ex_30_contract_token_restrictions() -> None:
    """EX-30 (L1287), PA-35.4: industrial and tourist tokens of zones A and B go only in columns 2–7 (of
    zone C only 4–7); without the rule anywhere reachable."""
    token = "SC-A3-4"  # industrial, zone A
    for restrictions, cells in ((False, {"G1-2", "G2-1"}), (True, {"G2-1"})):
        s = contract_scene(restrictions=restrictions)
        s.level[0] = 2
        s.structures.clear()
        tower(s, 0, "A3-T1")
        s.grids[0] = {"G1-1": "SC-X"}
        s.transformers["X"] = (0, "G1-1")
        s.last_cell[0] = "G1-1"
        act(s, "play ST-3 top left")
        assert {x.split()[3] for x in fulfils(s) if x.split()[1] == DATA.contracts[token].slot} == cells
    s = contract_scene(restrictions=True)
    s.level[0] = 4
    s.structures.clear()
    tower(s, 0, "C-T1")
    s.money[0] = 50
    s.contracts["STD-C-6"] = "SC-C-6"  # industrial, zone C
    s.grids[0] = {"G3-2": "SC-X"}
    s.transformers["X"] = (0, "G3-2")
    s.last_cell[0] = "G3-2"
    s.rows[0]["top"][0] = ("ST-1", "left")
    act(s, "play ST-3 top right")
    assert {x.split()[3] for x in fulfils(s) if x.split()[1] == "STD-C-6"} == {"G4-1"}


def test_amb_22_restrictions_and_solar_tokens() -> None:
    """AMB-22: under the restrictions, solar tokens are unrestricted; the alternative places them by their
    symbols (a commercial solar token only from column 3)."""
    for alternatives, allowed in (([], True), (["AMB-22"], False)):
        s = scene(restrictions=True, alternatives=alternatives)
        commercial = next(t for t in DATA.solar if DATA.contracts[t].has("commercial"))
        residential = next(t for t in DATA.solar if [m.market for m in DATA.contracts[t].symbols] == ["residential"])
        s.solar["SOL-1"], s.solar["SOL-2"] = commercial, residential
        hand(s, 0, "SA-01")
        act(s, "play SA-01 top left")
        assert ("fulfil SOL-1 at G1-1" in fulfils(s)) == allowed


def test_pa_16_10_take_link_refusal_changes_nothing() -> None:
    """PA-16.10: a link token not offered cannot be taken; the refusal changes nothing."""
    s = scene()
    s.pending.append(Step(contracts.TAKE_LINK, 0, 1, ("LNK-A-1",)))
    refused(s, "take link LNK-B-1", "PA-16.10")
    assert seat(s) == 0 and turns.to_act(s) == 0


def test_pa_18_19_decisions_refused_by_their_rule() -> None:
    """PA-18.2, PA-19.1: a card not face up, a slot not unlocked are refused and change nothing."""
    s = scene()
    s.batteries[0] = 9
    hand(s, 0, "ST-5", "ST-6")
    act(s, "play ST-5 top right")
    refused(s, f"sell to {s.market_decks['Brazil'][-1]}", "PA-18.2")
    s = scene()
    hand(s, 0, "ST-6")
    act(s, "play ST-6 top left")
    refused(s, "venture capital 3", "PA-19.1")
