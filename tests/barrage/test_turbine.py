"""The turbine station's production action and the contract it may fulfil (BA-6.4, BA-20, BA-21, BA-22,
BA-34.3–34.5, BA-35.3, D-19, D-24), with the rulebook's examples on boards built by hand."""

from __future__ import annotations

from powerplay.core.protocol import Event
from powerplay.games.barrage.board import SPACE
from powerplay.games.barrage.data import CONDUIT_INDEX, DAM_INDEX, OFF_BOARD, POWERHOUSE_INDEX, WATER_DROPS
from powerplay.games.barrage.setup import new_state, options_from_config
from powerplay.games.barrage.state import State, Step
from powerplay.games.barrage.turbine import (
    FULFIL,
    NO_CONTRACT,
    NO_REPEAT,
    PRODUCE,
    Fulfil,
    Produce,
    act,
    fulfil,
    fulfillable,
    italy_bonus,
    may_repeat,
    owed,
    produce,
    systems,
)
from powerplay.games.barrage.water import EMPTY, NEUTRAL, fill

PLUS_1 = SPACE["T+1L"].effect["bonus"]
ZERO = SPACE["T0L"].effect["bonus"]
MINUS_2 = SPACE["T-2L"].effect["bonus"]


def board(players: int = 2, **config: object) -> State:
    """A new game with no dam on the map, the seats' companies and officers without abilities."""
    s = new_state(options_from_config({"players": players, **config}), 1)
    w = s.waters
    for d in range(len(w.dam_owner)):
        w.supply += w.dam_drops[d]
        w.dam_owner[d], w.dam_height[d], w.dam_drops[d] = EMPTY, 0, 0
    w.usa = EMPTY
    w.graziano = [False] * len(w.graziano)
    s.company = [""] * players
    s.officer = ["wilhelm_adler"] * players
    return s


def dam(s: State, space: str, owner: int, height: int, drops: int) -> None:
    d = DAM_INDEX[space]
    s.waters.dam_owner[d], s.waters.dam_height[d] = owner, height
    assert fill(s.waters, d, drops) == drops


def conduit(s: State, space: str, owner: int) -> None:
    s.conduit_owner[CONDUIT_INDEX[space]] = owner


def powerhouses(s: State, owner: int, *spaces: str) -> None:
    for space in spaces:
        s.waters.powerhouse_owner[POWERHOUSE_INDEX[space]] = owner


def drops_on_map(s: State) -> int:
    return sum(s.waters.dam_drops) + sum(s.waters.headstream_drops) + s.waters.supply


def test_actions_read_as_they_are_written() -> None:
    assert str(Produce("D3L", "C3A", "P8_1", 2)) == "produce 2 drops from D3L through C3A to P8_1"
    assert str(Produce("D3L", "C3A", "P8_1", 1)) == "produce 1 drop from D3L through C3A to P8_1"
    assert str(NO_REPEAT) == "produce none"
    assert str(Fulfil("P209")) == "fulfil P209"
    assert str(NO_CONTRACT) == "fulfil none"


def test_ba_20_4_kostya_uses_danylos_conduit_with_the_plus_1_space() -> None:
    """BA-20.4: 2 drops of a neutral dam through Danylo's conduit of value 4: 4 × 2 + 1 = 9; Kostya pays
    Danylo 2 credits, Danylo scores 2 VP."""
    s = board()
    kostya, danylo = 0, 1
    dam(s, "D3L", NEUTRAL, 2, 2)
    conduit(s, "C3A", danylo)  # value 4, B3 → B5
    powerhouses(s, kostya, "P5_1")
    assert PLUS_1 == 1
    assert systems(s, kostya, PLUS_1) == [Produce("D3L", "C3A", "P5_1", 1), Produce("D3L", "C3A", "P5_1", 2)]
    events, energy = produce(s, kostya, Produce("D3L", "C3A", "P5_1", 2), PLUS_1)
    assert energy == 9 and s.energy == [9, 0]
    assert s.credits == [6 - 2, 6 + 2] and s.vp == [10, 10 + 2]
    assert events[0] == Event("conduit.fee", {"seat": kostya, "owner": danylo, "credits": 2, "vp": 2})
    assert s.waters.dam_drops[DAM_INDEX["D3L"]] == 0
    assert drops_on_map(s) == WATER_DROPS


def test_ba_20_5_own_dam_own_conduit() -> None:
    """BA-20.5: 1 drop of Kostya's dam through his own conduit of value 3 produces 3; nothing is paid."""
    s = board()
    dam(s, "D2U", 0, 1, 1)
    conduit(s, "C2A", 0)  # value 3, B2 → B6
    powerhouses(s, 0, "P6_1")
    assert systems(s, 0, ZERO) == [Produce("D2U", "C2A", "P6_1", 1)]
    events, energy = produce(s, 0, Produce("D2U", "C2A", "P6_1", 1), ZERO)
    assert energy == 3 and s.energy == [3, 0]
    assert s.credits == [6, 6] and s.vp == [10, 10]
    assert [e.kind for e in events] == ["produce", "water.flow"]


def test_ba_20_6_polinas_conduit() -> None:
    """BA-20.6: 2 drops of a neutral dam through Polina's conduit of value 3: 6; Kostya pays Polina 2
    credits, Polina scores 2 VP."""
    s = board(players=3)
    kostya, polina = 0, 2
    dam(s, "D5U", NEUTRAL, 2, 2)
    conduit(s, "C5A", polina)  # value 3, B5 → B8
    powerhouses(s, kostya, "P8_1")
    _, energy = produce(s, kostya, Produce("D5U", "C5A", "P8_1", 2), ZERO)
    assert energy == 6
    assert s.credits == [4, 6, 8] and s.vp == [10, 10, 12]


def test_ba_20_7_two_conduits_from_one_basin_to_two_powerhouses() -> None:
    """BA-20.7: red's powerhouses in two basins are both connected to red's dam and to the neutral dam
    of one basin: one through red's conduit, one through green's."""
    s = board()
    red, green = 0, 1
    dam(s, "D3U", red, 1, 1)
    dam(s, "D3L", NEUTRAL, 1, 1)
    conduit(s, "C3A", green)  # B3 → B5
    conduit(s, "C3B", red)  # B3 → B6
    powerhouses(s, red, "P5_1", "P6_1")
    assert systems(s, red, ZERO) == [
        Produce("D3U", "C3A", "P5_1", 1),
        Produce("D3L", "C3A", "P5_1", 1),
        Produce("D3U", "C3B", "P6_1", 1),
        Produce("D3L", "C3B", "P6_1", 1),
    ]


def test_ba_6_3_dams_and_powerhouses_of_one_basin_are_not_connected() -> None:
    """BA-6.3: a conduit leads to the powerhouses of another basin; an unbuilt conduit connects nothing."""
    s = board()
    dam(s, "D5U", 0, 1, 1)
    powerhouses(s, 0, "P5_1")
    conduit(s, "C5A", 0)  # B5 → B8, not B5
    assert systems(s, 0, ZERO) == []
    conduit(s, "C5A", EMPTY)
    powerhouses(s, 0, "P8_1")
    assert systems(s, 0, ZERO) == []


def test_ba_6_4_another_players_dam_is_never_used() -> None:
    """BA-6.4: the dam must be the producer's or neutral."""
    s = board()
    dam(s, "D3U", 1, 2, 2)
    conduit(s, "C3A", 0)
    powerhouses(s, 0, "P5_1")
    assert systems(s, 0, ZERO) == []
    assert systems(s, 1, ZERO) == []  # and its owner has no powerhouse there


def test_ba_20_3_1_credits_for_another_players_conduit() -> None:
    """BA-20.3.1: n drops through another's conduit need n credits, after the space's fee (BA-15.6)."""
    s = board()
    dam(s, "D3U", NEUTRAL, 3, 3)
    conduit(s, "C3A", 1)
    powerhouses(s, 0, "P5_1")
    s.credits[0] = 2
    assert [p.drops for p in systems(s, 0, ZERO)] == [1, 2]
    assert [p.drops for p in systems(s, 0, ZERO, fee=SPACE["T0R"].fee)] == []
    s.credits[0] = 4
    assert [p.drops for p in systems(s, 0, ZERO, fee=SPACE["T0R"].fee)] == [1]


def test_ba_a3_1_an_automa_owner_gains_vp_for_the_credits() -> None:
    """BA-A3.1: a person using an Automa's conduit pays credits; the Automa gains as many VP and 1 VP
    per drop."""
    s = board(players=2, full=True, automa=[None, "medium"])
    s.credits = [6, 0]
    dam(s, "D3U", NEUTRAL, 2, 2)
    conduit(s, "C3A", 1)
    powerhouses(s, 0, "P5_1")
    vp = s.vp[:]
    produce(s, 0, Produce("D3U", "C3A", "P5_1", 2), ZERO)
    assert s.credits == [4, 0] and s.vp == [vp[0], vp[1] + 2 + 2]


def test_ba_20_3_5_no_production_below_1() -> None:
    """BA-20.3.5: with the −2 space, 1 drop × value 1 totals −1: not offered; 3 drops total 1."""
    s = board()
    dam(s, "D9U", 0, 3, 1)
    conduit(s, "C9A", 0)  # value 1, B9 → B11
    powerhouses(s, 0, "P11_1")
    assert MINUS_2 == -2
    assert systems(s, 0, MINUS_2) == []
    assert fill(s.waters, DAM_INDEX["D9U"], 2) == 2
    assert systems(s, 0, MINUS_2) == [Produce("D9U", "C9A", "P11_1", 3)]


def test_ba_34_1_the_company_board_bonus_after_the_space() -> None:
    """BA-34.1: +1 with the 2nd powerhouse, +3 with the 4th, after the space's bonus or malus."""
    s = board()
    dam(s, "D2U", 0, 3, 3)
    conduit(s, "C2A", 0)  # value 3, B2 → B6
    powerhouses(s, 0, "P6_1", "P10_1")
    _, energy = produce(s, 0, Produce("D2U", "C2A", "P6_1", 1), MINUS_2)
    assert energy == 3 - 2 + 1
    powerhouses(s, 0, "P10_2", "P10_3")
    _, energy = produce(s, 0, Produce("D2U", "C2A", "P6_1", 1), PLUS_1)
    assert energy == 3 + 1 + 3


def test_ba_35_3_viktor_fiesler() -> None:
    """BA-35.3: 1 drop × 1 = 1 becomes 4, then the −2 space: 2. D-19: not in Germany's repeat."""
    s = board()
    s.officer[0] = "viktor_fiesler"
    dam(s, "D9U", 0, 3, 3)
    conduit(s, "C9A", 0)  # value 1
    powerhouses(s, 0, "P11_1")
    assert [p.drops for p in systems(s, 0, MINUS_2)] == [1, 2, 3]  # 4−2, 4−2, 4−2
    _, energy = produce(s, 0, Produce("D9U", "C9A", "P11_1", 1), MINUS_2)
    assert energy == 2
    _, energy = produce(s, 0, Produce("D9U", "C9A", "P11_1", 2), 0, repeat=True)
    assert energy == 2


def test_ba_22_3_the_water_flows_on_and_stops_at_a_dam_that_can_hold_it() -> None:
    """BA-22.3: Kostya's drop leaves his powerhouse, passes a full plains dam of height 1 and stops at
    the green player's dam."""
    s = board()
    kostya, green = 0, 1
    dam(s, "D5U", kostya, 1, 1)  # hills
    conduit(s, "C5A", kostya)  # B5 → B8
    powerhouses(s, kostya, "P8_1")
    dam(s, "D8U", NEUTRAL, 1, 1)  # plains, height 1, already holding 1 drop
    dam(s, "D8L", green, 1, 0)
    events, _ = produce(s, kostya, Produce("D5U", "C5A", "P8_1", 1), ZERO)
    assert events[-1] == Event("water.flow", {"stops": [DAM_INDEX["D8L"]], "left_map": 0})
    assert [s.waters.dam_drops[DAM_INDEX[d]] for d in ("D5U", "D8U", "D8L")] == [0, 1, 1]
    assert drops_on_map(s) == WATER_DROPS


def test_ba_22_1_drops_leave_the_map_from_the_last_basins() -> None:
    """BA-22.1, BA-5.5.3: with no dam below, the drops leave the map to the general supply."""
    s = board()
    dam(s, "D9U", 0, 2, 2)
    conduit(s, "C9A", 0)
    powerhouses(s, 0, "P11_1")
    supply = s.waters.supply
    events, _ = produce(s, 0, Produce("D9U", "C9A", "P11_1", 2), ZERO)
    assert events[-1] == Event("water.flow", {"stops": [OFF_BOARD, OFF_BOARD], "left_map": 2})
    assert s.waters.supply == supply + 2


def test_ba_34_2_usa_gains_from_the_water_flowing_on_not_for_a_contract() -> None:
    """BA-34.2, D-18: the drops pass the USA's powerhouses downstream (not the one they were delivered to);
    that energy goes on the track but not into the action's energy."""
    s = board()
    s.company[0] = "USA"
    s.waters.usa = 0
    dam(s, "D3U", 0, 1, 1)
    conduit(s, "C3A", 0)  # value 4, B3 → B5
    powerhouses(s, 0, "P5_1", "P9_1", "P11_1")  # B5 → B9 → B11 → off
    events, energy = produce(s, 0, Produce("D3U", "C3A", "P5_1", 1), ZERO)
    assert energy == 4 + 1
    assert events[-1] == Event("energy.usa", {"seat": 0, "energy": 2})
    assert s.energy == [5 + 2, 0]


def test_ba_21_3_one_contract_per_production() -> None:
    """BA-21.3: 7 units reach two contracts; one is chosen, the other stays face up."""
    s = board()
    s.contracts[0] = ["S1", "P310"]  # 3 and 7
    s.national = ["N100"]  # 13
    dam(s, "D3U", 0, 2, 2)
    conduit(s, "C3B", 0)  # value 3, B3 → B6
    powerhouses(s, 0, "P6_1")
    s.pending.append(Step(PRODUCE, 0, 1, args=(PLUS_1, "")))
    assert owed(s, s.pending[-1]) == [Produce("D3U", "C3B", "P6_1", 1), Produce("D3U", "C3B", "P6_1", 2)]
    events, contract = act(s, 0, Produce("D3U", "C3B", "P6_1", 2))
    assert contract == "" and s.energy[0] == 7
    assert s.pending == [Step(FULFIL, 0, 1, args=(7, "P6_1", 0))]
    assert owed(s, s.pending[-1]) == [Fulfil("S1"), Fulfil("P310"), NO_CONTRACT]
    events, contract = act(s, 0, Fulfil("S1"))
    assert contract == "S1" and events == [Event("contract.fulfil", {"seat": 0, "contract": "S1"})]
    assert s.pending == [] and s.contracts[0] == ["P310"] and s.fulfilled[0] == ["S1"]


def test_ba_21_2_no_step_when_no_contract_is_within_reach_and_fulfilling_is_optional() -> None:
    """BA-21.2, BA-21.6: a production reaching no contract owes nothing more; one may decline."""
    s = board()
    s.contracts[0] = ["P410"]  # 10
    s.national = ["N100"]
    dam(s, "D3U", 0, 2, 2)
    conduit(s, "C3B", 0)
    powerhouses(s, 0, "P6_1")
    s.pending.append(Step(PRODUCE, 0, 1, args=(ZERO, "")))
    act(s, 0, Produce("D3U", "C3B", "P6_1", 1))
    assert s.pending == []
    s.contracts[0] = ["S1"]
    s.pending.append(Step(PRODUCE, 0, 1, args=(ZERO, "")))
    act(s, 0, Produce("D3U", "C3B", "P6_1", 1))
    assert act(s, 0, NO_CONTRACT) == ([], "")
    assert s.pending == [] and s.contracts[0] == ["S1"] and s.fulfilled[0] == []


def test_ba_21_4_a_national_contract_goes_to_the_first_to_reach_it() -> None:
    """BA-21.4: 14 units in one action may take any national contract requiring at most 14; it is never
    replaced, and no one else can take it."""
    s = board(players=3)
    s.contracts[0] = ["S1"]
    s.contracts[1] = []
    s.national = ["N100", "N102", "N104"]  # 13, 14, 15
    assert fulfillable(s, 0, 14) == ["S1", "N100", "N102"]
    assert fulfillable(s, 0, 13) == ["S1", "N100"]
    assert fulfil(s, 0, "N102") == [Event("contract.fulfil", {"seat": 0, "contract": "N102"})]
    assert s.national == ["N100", "N104"] and s.fulfilled[0] == ["N102"] and s.contracts[0] == ["S1"]
    assert fulfillable(s, 1, 14) == ["N100"]


def test_ba_34_3_germany_repeats_with_another_powerhouse() -> None:
    """BA-34.3, D-19, D-24: Germany produces 7 (2 × 3 + 1), its water flows on into its own dam, then
    it repeats with another powerhouse: 3 × 2 = 6, no bonuses; one contract for each production."""
    s = board()
    germany = 1
    s.company[germany] = "Germany"
    s.contracts[germany] = ["S2"]  # 3
    s.national = ["N104"]
    dam(s, "D2U", germany, 2, 2)
    dam(s, "D2L", NEUTRAL, 1, 1)
    dam(s, "D6U", germany, 3, 1)
    conduit(s, "C2A", germany)  # value 3, B2 → B6
    conduit(s, "C6B", germany)  # value 2, B6 → B7
    powerhouses(s, germany, "P6_1", "P7_1", "P12_1")  # the 3rd brings the ability and +1
    s.pending.append(Step(PRODUCE, germany, 1, args=(ZERO, "")))
    assert Produce("D2L", "C2A", "P6_1", 1) in owed(s, s.pending[-1])
    act(s, germany, Produce("D2U", "C2A", "P6_1", 2))
    assert s.energy[germany] == 7 and s.waters.dam_drops[DAM_INDEX["D6U"]] == 3
    assert owed(s, s.pending[-1]) == [Fulfil("S2"), NO_CONTRACT]
    assert act(s, germany, Fulfil("S2"))[1] == "S2"
    assert s.pending == [Step(PRODUCE, germany, 1, args=(0, "P6_1"))]
    assert owed(s, s.pending[-1]) == [  # not D2L's drop to P6_1, the powerhouse just used
        Produce("D6U", "C6B", "P7_1", 1),
        Produce("D6U", "C6B", "P7_1", 2),
        Produce("D6U", "C6B", "P7_1", 3),
        NO_REPEAT,
    ]
    act(s, germany, Produce("D6U", "C6B", "P7_1", 3))
    assert s.energy[germany] == 7 + 6 and s.pending == []  # no contract within reach, no third production


def test_ba_34_3_germany_may_decline_and_needs_its_third_powerhouse() -> None:
    """BA-34.3, BA-34.1: the repeat is optional; with two powerhouses there is none."""
    s = board()
    s.company[1] = "Germany"
    dam(s, "D2U", 1, 2, 2)
    conduit(s, "C2A", 1)
    powerhouses(s, 1, "P6_1", "P6_2")
    assert not may_repeat(s, 1, "P6_1")
    powerhouses(s, 1, "P12_1")
    assert may_repeat(s, 1, "P6_1") and not may_repeat(s, 0, "P6_1")
    s.pending.append(Step(PRODUCE, 1, 1, args=(0, "P6_1")))
    assert owed(s, s.pending[-1]) == [
        Produce("D2U", "C2A", "P6_2", 1),
        Produce("D2U", "C2A", "P6_2", 2),
        NO_REPEAT,
    ]
    assert act(s, 1, NO_REPEAT) == ([], "") and s.pending == [] and s.energy == [0, 0]


def test_ba_34_4_italys_three_never_count_for_a_contract() -> None:
    """BA-34.4: Italy produces 4 (1 × 3 + 1): a 5-contract is out of reach though the track gains 4 + 3."""
    s = board()
    italy = 0
    s.company[italy] = "Italy"
    s.contracts[italy] = ["S3", "P300"]  # 2 and 5
    s.national = ["N100"]
    dam(s, "D2U", italy, 1, 1)
    conduit(s, "C2A", italy)  # value 3
    powerhouses(s, italy, "P6_1", "P6_2")
    assert italy_bonus(s, italy) == 0  # the ability comes with the 3rd powerhouse
    powerhouses(s, italy, "P12_1")
    assert italy_bonus(s, italy) == 3 and italy_bonus(s, 1) == 0
    s.pending.append(Step(PRODUCE, italy, 1, args=(ZERO, "")))
    act(s, italy, Produce("D2U", "C2A", "P6_1", 1))
    assert s.energy[italy] == 4
    assert owed(s, s.pending[-1]) == [Fulfil("S3"), NO_CONTRACT]
    events, _ = act(s, italy, NO_CONTRACT)
    assert events == [Event("energy.italy", {"seat": italy, "energy": 3})]
    assert s.energy[italy] == 7 and s.pending == []


def test_ba_34_5_france_fulfils_ten_with_seven() -> None:
    """BA-34.5: France's 7 units fulfil a contract requiring 10, national ones too (13 with 10)."""
    s = board()
    france = 1
    s.company[france] = "France"
    s.contracts[france] = ["P410", "P300"]  # 10 and 5
    s.national = ["N100", "N104"]  # 13 and 15
    powerhouses(s, france, "P6_1", "P6_2")
    assert fulfillable(s, france, 7) == ["P300"]  # no ability before the 3rd powerhouse
    powerhouses(s, france, "P12_1")
    assert fulfillable(s, france, 7) == ["P410", "P300"]
    assert fulfillable(s, france, 6) == ["P300"]
    assert fulfillable(s, france, 10) == ["P410", "P300", "N100"]
    s.contracts[0] = []
    assert fulfillable(s, 0, 10) == []  # not France: 10 is short of 13
