"""One test per rule of the Actions phase and the phases after it (BA-20–BA-37) that no other test named:
the management board's actions, the water after production and in the Water-flow phase,
scoring, the end of the round and of the game, the rewards' symbols and the bonus tiles, played
through the engine's turns on states built by hand."""

from __future__ import annotations

import pytest

from powerplay.core.errors import IllegalAction
from powerplay.games.barrage.actions import Bank, Choose, Drops, Machinery, Place, Take
from powerplay.games.barrage.board import SPACES, TURBINE_STATION
from powerplay.games.barrage.construction import Build, Put, builds
from powerplay.games.barrage.contracts import COLOURS, CONTRACT, Reward
from powerplay.games.barrage.data import CONDUIT_INDEX, DAM_INDEX, HEADSTREAM_TILES, POWERHOUSE_INDEX, WATER_DROPS
from powerplay.games.barrage.rewards import BUILD, gain, incomes
from powerplay.games.barrage.rounds import end_round, final_scoring, score_round, water_flow
from powerplay.games.barrage.setup import new_state, options_from_config
from powerplay.games.barrage.state import BLOCKED, Phase, State
from powerplay.games.barrage.turbine import NO_CONTRACT, Fulfil, Produce
from powerplay.games.barrage.turns import apply, legal
from powerplay.games.barrage.water import EMPTY, OFF_BOARD
from powerplay.games.barrage.wheel import Load, Wheel


def game(seed: int = 1, **config) -> State:
    """An introductory game (2 seats: seat 0 the USA with Wilhelm Adler, seat 1 Germany with Jill
    McDowell, seat 0 to act) unless ``config`` says otherwise."""
    return new_state(options_from_config({"players": 2, **config}), seed)


def full(seed: int = 1) -> State:
    """A full game of two people, both having chosen (BA-12.2): the first round's Actions phase."""
    s = game(seed, full=True)
    while s.phase == Phase.CHOOSE:
        apply(s, Choose(s.offers[0][0], s.starting[0]))
    return s


def bare(s: State) -> State:
    """The map emptied: no dam, no drop on it or on a headstream; every drop in the general supply."""
    w = s.waters
    for d in range(len(w.dam_owner)):
        w.dam_owner[d], w.dam_height[d], w.dam_drops[d] = EMPTY, 0, 0
    w.headstream_drops = [0] * len(w.headstream_drops)
    w.supply = WATER_DROPS
    return s


def dam(s: State, site: str, owner: int, height: int, drops: int = 0) -> None:
    """A dam of ``height`` on ``site`` holding ``drops`` taken from the general supply."""
    d = DAM_INDEX[site]
    w = s.waters
    w.dam_owner[d], w.dam_height[d], w.dam_drops[d] = owner, height, drops
    w.supply -= drops


def system(s: State, seat: int, site: str, drops: int, conduit: str, powerhouse: str) -> None:
    """The seat's own height-``drops`` dam holding ``drops``, its conduit and its powerhouse; no
    contract within reach of anyone (so a production asks nothing more)."""
    dam(s, site, seat, drops, drops)
    s.conduit_owner[CONDUIT_INDEX[conduit]] = seat
    s.waters.powerhouse_owner[POWERHOUSE_INDEX[powerhouse]] = seat
    s.contracts = [[] for _ in range(s.players)]
    s.national = []


def everyone_passes(s: State) -> list:
    """The seat to act banks all its engineers; the others have none: all pass and the round's
    remaining phases run (BA-15.8, BA-15.9)."""
    for seat in range(s.players):
        if seat != s.current:
            s.engineers[seat] = 0
    return apply(s, Bank(s.engineers[s.current]))


# BA-20 Turbine station


def test_ba_20_1_the_turbine_station_rows_their_engineers_fees_and_bonuses() -> None:
    """BA-20.1: +2, +1 [4 players], 0, −1 [3+], −2; 2 engineers | 3 and 3 credits, the −2 row 1 | 2."""
    turbine = {sp.id: (sp.effect["bonus"], sp.engineers, sp.fee) for sp in SPACES if sp.section == TURBINE_STATION}
    assert turbine == {
        "T+2L": (2, 2, 0),
        "T+2R": (2, 3, 3),
        "T+1L": (1, 2, 0),
        "T+1R": (1, 3, 3),
        "T0L": (0, 2, 0),
        "T0R": (0, 3, 3),
        "T-1L": (-1, 2, 0),
        "T-1R": (-1, 3, 3),
        "T-2L": (-2, 1, 0),
        "T-2R": (-2, 2, 0),
    }

    def blocked(s: State) -> list[str]:
        return sorted(k for k, owner in s.occupied.items() if owner == BLOCKED and k in turbine)

    assert blocked(game(players=2)) == ["T+1L", "T+1R", "T-1L", "T-1R"]
    assert blocked(game(players=3)) == ["T+1L", "T+1R"]
    assert blocked(game(players=4)) == []
    with pytest.raises(IllegalAction, match="BA-10.13"):  # a row for more players is not played
        apply(game(players=2), Place("T+1L"))


@pytest.mark.parametrize(
    ("space", "energy", "engineers", "credits"), [("T+2L", 5, 10, 6), ("T+2R", 5, 9, 3), ("T-2L", 1, 11, 6)]
)
def test_ba_20_1_the_space_s_bonus_or_malus_applies_to_the_production(
    space: str, energy: int, engineers: int, credits: int
) -> None:
    """BA-20.1: 1 drop through a value-3 conduit produces 3, then the space's +2 or −2; the space takes
    its engineers and its red-frame credits."""
    s = bare(game())
    system(s, 0, "D5U", 1, "C5A", "P8_1")
    apply(s, Place(space))
    assert legal(s) == [Produce("D5U", "C5A", "P8_1", 1)]
    apply(s, Produce("D5U", "C5A", "P8_1", 1))
    assert (s.energy[0], s.engineers[0], s.credits[0]) == (energy, engineers, credits)


# BA-21 Energy track and contracts


def test_ba_21_1_the_marker_moves_on_by_the_energy_produced() -> None:
    """BA-21.1: Kostya had produced 5 this round and now produces 7 (1 drop × 5 + 2): his marker shows 12."""
    s = bare(game())
    system(s, 0, "D1U", 1, "C1A", "P8_1")
    s.energy[0] = 5
    apply(s, Place("T+2L"))
    apply(s, Produce("D1U", "C1A", "P8_1", 1))
    assert s.energy[0] == 12


def test_ba_21_5_a_reward_s_energy_moves_the_marker_but_fulfils_no_contract() -> None:
    """BA-21.5: the production (1 × 3 + 0 = 3) fulfils P208 (needs 3), whose 2 energy go on the track
    (5 in all) but never count for P209 (needs 3): nothing more is offered."""
    s = bare(game())
    system(s, 0, "D5U", 1, "C5A", "P8_1")
    s.contracts[0] = ["P208", "P209"]
    apply(s, Place("T0L"))
    apply(s, Produce("D5U", "C5A", "P8_1", 1))
    assert legal(s) == [Fulfil("P208"), Fulfil("P209"), NO_CONTRACT]
    apply(s, Fulfil("P208"))
    assert s.energy[0] == 5 and s.fulfilled[0] == ["P208"] and s.contracts[0] == ["P209"]
    assert not s.pending and s.current == 1  # no second contract: the turn is over


# BA-22 The water after production


def test_ba_22_2_after_production_drops_stop_at_a_dam_that_can_hold_them_else_go_on() -> None:
    """BA-22.2: two drops reach basin 8 after the powerhouse: D8U (height 1) is full, so both pass it;
    D8L (height 1, empty) holds the first; the second goes on to basin 11 (no dams) and off the map."""
    s = bare(game())
    system(s, 0, "D5U", 2, "C5A", "P8_1")
    dam(s, "D8U", 1, 1, 1)
    dam(s, "D8L", 1, 1, 0)
    apply(s, Place("T0L"))
    events = apply(s, Produce("D5U", "C5A", "P8_1", 2))
    flow = next(e for e in events if e.kind == "water.flow")
    assert flow.args["stops"] == [DAM_INDEX["D8L"], OFF_BOARD]
    w = s.waters
    assert [w.dam_drops[DAM_INDEX[d]] for d in ("D5U", "D8U", "D8L")] == [0, 1, 1]
    assert w.supply == WATER_DROPS - 2


# BA-23 Water management


def test_ba_23_4_headstreams_produce_their_drops_at_each_round_s_start() -> None:
    """BA-23.4 (BA-14.6): at the start of round 2 every headstream tile puts its drops for round 2 on
    its place, from the general supply."""
    s = bare(game())
    end_round(s)
    expected = [HEADSTREAM_TILES[t][1] for t in s.headstream_tiles]
    assert s.round == 2 and s.waters.headstream_drops == expected
    assert s.waters.supply == WATER_DROPS - sum(expected)


def test_ba_23_4_a_contract_and_an_income_place_drops_on_headstreams() -> None:
    """BA-23.4: P204's reward owes 2 drops for the headstream tiles (they wait), and the USA's 4th
    elevation uncovers 2 drops that flow at once (BA-33.9): both are owed as drop steps."""
    s = bare(game())
    _, steps = gain(s, 0, CONTRACT["P204"].rewards)
    assert [(st.kind, st.count, st.flows) for st in steps] == [("drops", 2, False)]
    s.pieces[0][1] = 1  # four elevations built (BA-14.3)
    _, steps = gain(s, 0, incomes(s, 0))
    assert [(st.kind, st.count, st.flows) for st in steps if st.kind == "drops"] == [
        ("drops", 1, True),
        ("drops", 1, True),
    ]


def test_ba_23_5_a_headstream_tile_holds_any_number_of_drops() -> None:
    """BA-23.5: a tile holding 20 drops still takes both drops of the 2-drop action."""
    s = bare(game())
    s.waters.headstream_drops[0] = 20
    s.waters.supply -= 20
    apply(s, Place("W2L"))
    apply(s, Drops((0, 0)))
    assert s.waters.headstream_drops == [22, 0, 0, 0] and s.waters.supply == WATER_DROPS - 22


# BA-24 Bank, BA-25 Workshop, BA-26 Machinery shop


def test_ba_24_3_credits_also_come_from_incomes_contracts_and_scoring() -> None:
    """BA-24.3: Germany's 2nd elevation uncovers 3 credits (6 → 9), the starting contract S3 gives 3
    (→ 12), and 7 energy at the Scoring phase give 4 (→ 16); no energy gives 3 (and −3 VP)."""
    s = bare(game())
    s.pieces[1][1] = 3  # two elevations built (BA-14.3)
    gain(s, 1, incomes(s, 1))
    assert s.credits[1] == 9
    gain(s, 1, CONTRACT["S3"].rewards)
    assert s.credits[1] == 12
    s.energy = [0, 7]
    score_round(s)
    assert s.credits == [6 + 3, 12 + 4]


def test_ba_25_1_the_workshop_brings_a_tile_and_machinery_back_sooner() -> None:
    """BA-25.1 (BA-25.2): the base built two turns ago needs 3 more sectors; the workshop's "pay 5,
    rotate 3" brings its tile and 3 excavators back now."""
    s = bare(game())
    s.tiles[0].remove("basic_base")
    s.excavators[0] = 3
    s.wheels[0] = Wheel.from_loads([(3, Load("basic_base", 3, 0))])
    apply(s, Place("WS3L"))
    assert s.wheels[0].is_empty() and "basic_base" in s.tiles[0]
    assert (s.excavators[0], s.credits[0], s.engineers[0]) == (6, 1, 10)


def test_ba_33_2_the_symbol_s_credits_go_to_the_general_supply() -> None:
    """BA-33.2: "pay 2 → 1 excavator" (M1L) costs 2 credits, "pay 5 → rotate 3" (WS3L) 5; nobody
    receives them."""
    s = game()
    apply(s, Place("M1L"))
    assert s.credits == [4, 6] and s.excavators == [7, 6]
    apply(s, Place("WS3L"))
    assert s.credits == [4, 1]


def test_ba_25_4_contracts_and_incomes_turn_the_wheel_too() -> None:
    """BA-25.4: a load 2 sectors from the open sector: S2 turns the wheel 1 (not back yet), the USA's
    income of its 2nd base turns it 1 more: the conduit tile and 2 mixers come back."""
    s = bare(game())
    s.tiles[0].remove("basic_conduit")
    s.mixers[0] = 2
    s.wheels[0] = Wheel.from_loads([(2, Load("basic_conduit", 0, 2))])
    gain(s, 0, CONTRACT["S2"].rewards)
    assert s.wheels[0].contents() == [(1, Load("basic_conduit", 0, 2))] and s.credits[0] == 8
    s.pieces[0][0] = 3  # two bases built: the income "rotate 1" (BA-14.3)
    gain(s, 0, incomes(s, 0))
    assert s.wheels[0].is_empty() and "basic_conduit" in s.tiles[0] and s.mixers[0] == 4


def test_ba_26_2_contracts_and_incomes_give_machinery_too() -> None:
    """BA-26.2: P205 gives an excavator, P206 a mixer; the USA's 2nd elevation uncovers a machinery of
    one's choice, owed as a decision."""
    s = bare(game())
    gain(s, 0, CONTRACT["P205"].rewards)
    gain(s, 0, CONTRACT["P206"].rewards)
    assert (s.excavators[0], s.mixers[0]) == (7, 5)
    s.pieces[0][1] = 3  # two elevations built
    _, steps = gain(s, 0, incomes(s, 0))
    assert [(st.kind, st.count) for st in steps] == [("machinery", 1)]
    s.pending += steps
    assert legal(s) == [Machinery("excavator"), Machinery("mixer")]


# BA-27 Contract office


def test_ba_27_1_take_1_for_free() -> None:
    """BA-27.1: K1L: 1 engineer, no credits, one contract."""
    s = game(seed=4)
    shown = s.private["green"][0]
    apply(s, Place("K1L"))
    apply(s, Take(shown))
    assert s.contracts[0] == ["S1", shown] and (s.engineers[0], s.credits[0]) == (11, 6)
    assert s.current == 1  # one contract only: the turn is over


def test_ba_27_1_pay_1_take_2() -> None:
    """BA-27.1: K3L: 2 engineers and 1 credit, two contracts (the second owed after the first)."""
    s = game(seed=4)
    green, red = s.private["green"][0], s.private["red"][1]
    apply(s, Place("K3L"))
    apply(s, Take(green))
    assert s.current == 0 and len(legal(s)) == 5
    apply(s, Take(red))
    assert s.contracts[0] == ["S1", green, red] and (s.engineers[0], s.credits[0]) == (10, 5)


def test_ba_27_2_any_face_up_private_contract_of_any_stack() -> None:
    """BA-27.2: the six face-up private contracts, two of each colour, may be taken; the one taken lies
    face up (unfulfilled) in the personal supply."""
    s = game(seed=4)
    apply(s, Place("K1L"))
    shown = [c for colour in COLOURS for c in s.private[colour]]
    assert len(shown) == 6 and legal(s) == [Take(c) for c in shown]
    apply(s, Take(shown[5]))
    assert shown[5] in s.contracts[0] and shown[5] not in s.fulfilled[0]


def test_ba_27_3_no_national_contract_at_the_contract_office() -> None:
    """BA-27.3: the national contract on display is never offered and is refused."""
    s = game(seed=4)
    national = s.national[0]
    apply(s, Place("K1L"))
    assert Take(national) not in legal(s)
    with pytest.raises(IllegalAction, match="BA-27.3"):
        apply(s, Take(national))
    assert s.national == [national] and s.contracts[0] == ["S1"]


# BA-28 Patent office


def test_ba_28_1_pay_5_take_the_slot_s_tile_and_use_it_this_round() -> None:
    """BA-28.1: PAT3 takes 2 engineers and 5 credits and gives the third displayed tile, which can
    build at once."""
    s = full()
    seat = s.current
    tile = s.patent[2]
    credits, engineers = s.credits[seat], s.engineers[seat]
    apply(s, Place("PAT3"))
    assert tile in s.tiles[seat] and s.patent[2] == ""
    assert (s.credits[seat], s.engineers[seat]) == (credits - 5, engineers - 2)
    assert any(b.tile == tile for b in builds(s, seat))
    poor = full()
    poor.credits[poor.current] = 4  # 5 credits are needed
    with pytest.raises(IllegalAction, match="BA-19.4"):
        apply(poor, Place("PAT1"))


def test_ba_28_2_an_advanced_tile_builds_and_has_its_special_effect() -> None:
    """BA-28.2 (BA-36.2): the L1 conduit tile builds the value-2 conduit C6B (4 excavators) like the
    basic conduit tile and gains 2 × 2 credits."""
    s = full()
    seat = s.current
    s.officer[seat] = "wilhelm_adler"
    s.tiles[seat].append("L1_CONDUIT")
    s.excavators[seat] = 4
    credits = s.credits[seat]
    apply(s, Build("conduit", "C6B", "L1_CONDUIT"))
    assert s.conduit_owner[CONDUIT_INDEX["C6B"]] == seat and s.excavators[seat] == 0
    assert s.credits[seat] == credits + 4


def test_ba_28_3_the_patent_office_is_refilled_at_the_round_s_end() -> None:
    """BA-28.3 (BA-31.5): the three tiles left go out of the game; stack I gives its last two, then
    stack II its top one."""
    s = full()
    left = s.patent[:]
    one, two = s.patent_stacks[0][:], s.patent_stacks[1][:]
    end_round(s)
    assert s.patent == [one[-1], one[-2], two[-1]] and s.patent_removed == left


# BA-29 Water flow


def test_ba_29_1_headstream_drops_wait_until_everyone_has_passed() -> None:
    """BA-29.1: the drops put on HA by the 2-drop action stay there through the Actions phase; they
    flow once the last seat has passed, before the scoring."""
    s = bare(game())
    apply(s, Place("W2L"))
    apply(s, Drops((0, 0)))
    apply(s, Place("WS1L"))
    assert s.waters.headstream_drops[0] == 2
    events = everyone_passes(s)
    kinds = [e.kind for e in events]
    assert kinds.index("water.flow") > max(k for k, kind in enumerate(kinds) if kind == "pass")
    assert kinds.index("water.flow") < kinds.index("score.credits")
    flow = events[kinds.index("water.flow")]
    assert flow.args["left_map"] == 2  # no dam on the map to hold them


def test_ba_29_3_drops_flow_one_at_a_time_and_pass_full_dams() -> None:
    """BA-29.3: 3 drops on HA: D1U (height 1) is full; D1L (height 2, 1 drop) holds the first; the
    second passes both to basin 8, where D8U (height 1) holds it; the third passes all and leaves."""
    s = bare(game())
    dam(s, "D1U", 0, 1, 1)
    dam(s, "D1L", 1, 2, 1)
    dam(s, "D8U", 0, 1, 0)
    s.waters.headstream_drops[0] = 3
    s.waters.supply -= 3
    events = water_flow(s)
    assert events[0].args["stops"] == [DAM_INDEX["D1L"], DAM_INDEX["D8U"], OFF_BOARD]
    assert [s.waters.dam_drops[DAM_INDEX[d]] for d in ("D1U", "D1L", "D8U")] == [1, 2, 1]
    assert s.waters.headstream_drops == [0, 0, 0, 0] and s.waters.supply == WATER_DROPS - 4


# BA-30 Scoring, BA-31 End of round, BA-32 End of game


def test_ba_30_10_most_energy_then_credits_then_bonus_then_discard() -> None:
    """BA-30.10: the events of the Scoring phase in the rule's order; the bonus tile scored is the one
    discarded."""
    s = bare(game())
    s.bonus = ["BONUS_BASES", "BONUS_CONDUITS"]
    dam(s, "D5U", 0, 1)
    s.energy = [7, 3]
    events = score_round(s)
    assert [e.kind for e in events] == [
        "score.energy",
        "score.energy-second",
        "score.credits",
        "score.credits",
        "score.bonus",
    ]
    assert events[-1].args == {"seat": 0, "tile": "BONUS_BASES", "vp": 4}
    assert s.bonus == ["BONUS_CONDUITS"]


def test_ba_31_3_energy_markers_go_back_to_0() -> None:
    """BA-31.3: after the end of round 1 every marker is on 0 again."""
    s = bare(game())
    s.energy = [9, 4]
    end_round(s)
    assert s.energy == [0, 0] and s.round == 2


def last_round(energy: list[int]) -> State:
    """Round 5 of a game with its last bonus tile, the seats having produced ``energy``."""
    s = bare(game())
    s.round = 5
    s.bonus = ["BONUS_BASES"]
    s.energy = energy[:]
    return s


def test_ba_30_9_the_last_bonus_tile_discarded_ends_the_game() -> None:
    """BA-30.9: with its last bonus tile gone the game is over."""
    s = last_round([3, 7])
    everyone_passes(s)
    assert s.bonus == [] and s.phase == Phase.OVER and s.current == -1


def test_ba_31_6_no_end_of_round_in_the_last_round() -> None:
    """BA-31.6: after round 5's scoring the turn order stays, the markers keep the energy (for the
    tie-break, BA-32.7) and no new round begins."""
    s = last_round([3, 7])
    s.order = [1, 0]
    s.current = 1
    events = everyone_passes(s)
    assert s.order == [1, 0] and s.energy == [3, 7] and s.round == 5
    assert "round.start" not in [e.kind for e in events]


def test_ba_32_1_the_final_scoring_follows_round_5_s_scoring() -> None:
    """BA-32.1: the Scoring phase of round 5, then the final scoring, then the game is over."""
    s = last_round([3, 7])
    kinds = [e.kind for e in everyone_passes(s)]
    assert kinds.index("score.credits") < kinds.index("final.objective") < kinds.index("final.resources")
    assert kinds[-1] == "over" and s.phase == Phase.OVER


def test_ba_32_3_one_vp_per_5_resources_and_the_wheel_does_not_count() -> None:
    """BA-32.3: 4 excavators, 6 mixers and 8 credits are 18 units: 3 VP; the 7 machinery on the wheel
    do not count. 9 credits alone: 1 VP."""
    s = bare(game())
    s.excavators, s.mixers, s.credits = [4, 0], [6, 0], [8, 9]
    s.wheels[0] = Wheel.from_loads([(2, Load("basic_base", 4, 3))])
    events = final_scoring(s)
    assert [e.args["vp"] for e in events if e.kind == "final.resources"] == [3, 1]


# BA-33 The rewards' symbols


def test_ba_33_3_vp() -> None:
    """BA-33.3: P209 gives 4 VP (and 2 credits)."""
    s = game()
    vp = s.vp[0]
    gain(s, 0, CONTRACT["P209"].rewards)
    assert (s.vp[0], s.credits[0]) == (vp + 4, 8)


def test_ba_33_4_excavators_and_mixers() -> None:
    """BA-33.4: P300 gives 2 excavators, P302 2 mixers (and 3 credits)."""
    s = game()
    gain(s, 0, CONTRACT["P300"].rewards)
    gain(s, 0, CONTRACT["P302"].rewards)
    assert (s.excavators[0], s.mixers[0], s.credits[0]) == (8, 6, 9)


def test_ba_33_7_a_tile_s_energy_may_fulfil_a_contract() -> None:
    """BA-33.7 (BA-21.7): the L3 conduit tile on the value-3 conduit C5A produces 6, on the track and
    usable for one contract: P208 (needs 3) is offered, P310 (needs 7) is not."""
    s = full()
    seat = s.current
    s.officer[seat] = "wilhelm_adler"
    s.tiles[seat].append("L3_CONDUIT")
    s.excavators[seat] = 6
    s.contracts[seat] = ["P208", "P310"]
    s.national = []
    apply(s, Build("conduit", "C5A", "L3_CONDUIT"))
    assert s.energy[seat] == 6
    assert s.pending[-1].kind == "tile_fulfil" and legal(s) == [Fulfil("P208"), NO_CONTRACT]
    apply(s, Fulfil("P208"))
    assert s.fulfilled[seat] == ["P208"] and s.energy[seat] == 6 + 2


def owe(s: State, seat: int, contract: str) -> None:
    """The structure-placing reward of ``contract`` owed by ``seat`` now."""
    _, steps = gain(s, seat, CONTRACT[contract].rewards)
    s.pending += [st for st in steps if st.kind == BUILD]


def test_ba_33_11_an_elevation_on_one_of_one_s_dams_below_height_3() -> None:
    """BA-33.11: P309's elevation may go on seat 0's height-1 dam, not on its height-3 dam (2
    elevations already) nor on another's; no engineers, no wheel."""
    s = bare(game())
    dam(s, "D5U", 0, 1)
    dam(s, "D6U", 0, 3)
    dam(s, "D7U", 1, 1)
    owe(s, 0, "P309")
    assert legal(s) == [Put("elevation", "D5U"), Put("", "")]
    apply(s, Put("elevation", "D5U"))
    assert s.waters.dam_height[DAM_INDEX["D5U"]] == 2 and s.pieces[0][1] == 4
    assert s.engineers[0] == 12 and s.wheels[0].is_empty()


def test_ba_33_12_a_conduit_up_to_the_shown_production_value() -> None:
    """BA-33.12: P210's conduit may go on any free conduit space of production value 2 or less."""
    s = bare(game())
    s.conduit_owner[CONDUIT_INDEX["C6B"]] = 1
    owe(s, 0, "P210")
    assert legal(s) == [Put("conduit", c) for c in ("C7A", "C8B", "C9A", "C10A", "C10B")] + [Put("", "")]
    apply(s, Put("conduit", "C9A"))
    assert s.conduit_owner[CONDUIT_INDEX["C9A"]] == 0 and s.pieces[0][2] == 4


def test_ba_33_13_a_powerhouse_on_an_available_powerhouse_space() -> None:
    """BA-33.13: P301's powerhouse may go on any free powerhouse space but a second one of one's own in
    basin 8 (BA-17.13); a space without a red frame costs nothing."""
    s = bare(game())
    s.waters.powerhouse_owner[POWERHOUSE_INDEX["P8_1"]] = 0
    s.waters.powerhouse_owner[POWERHOUSE_INDEX["P5_1"]] = 1
    owe(s, 0, "P301")
    sites = [a.site for a in legal(s) if a.structure]
    assert sites == [p for p in POWERHOUSE_INDEX if p not in ("P5_1", "P8_1", "P8_2", "P8_3")]
    apply(s, Put("powerhouse", "P9_1"))
    assert s.waters.powerhouse_owner[POWERHOUSE_INDEX["P9_1"]] == 0 and s.pieces[0][3] == 3
    assert s.credits[0] == 6


def built_base(s: State) -> None:
    """Seat 0 (Wilhelm Adler: a base costs 3 excavators, BA-35.1) builds a base on D5U (hills,
    red frame) with its basic base tile."""
    apply(s, Build("base", "D5U", "basic_base"))


def test_ba_33_15_the_machinery_paid_goes_into_the_open_sector() -> None:
    """BA-33.15: the 3 excavators paid leave the personal supply for the wheel, which then turns one
    sector: back after 5 more."""
    s = bare(game())
    built_base(s)
    assert s.excavators[0] == 3 and s.wheels[0].excavators() == 3
    assert s.wheels[0].contents() == [(5, Load("basic_base", 3, 0))]


def test_ba_33_16_the_technology_tile_used_goes_into_the_open_sector() -> None:
    """BA-33.16: the basic base tile leaves the personal supply for the wheel."""
    s = bare(game())
    built_base(s)
    assert "basic_base" not in s.tiles[0] and s.wheels[0].tiles() == ["basic_base"]


@pytest.mark.parametrize(("conduit", "powerhouse", "energy"), [("C1A", "P8_1", 10), ("C5B", "P10_1", 8)])
def test_ba_33_17_each_drop_through_the_conduit_produces_its_value(conduit: str, powerhouse: str, energy: int) -> None:
    """BA-33.17: 2 drops through a value-5 conduit produce 10, through a value-4 conduit 8 (the 0 space)."""
    s = bare(game())
    site = "D1U" if conduit == "C1A" else "D5U"
    system(s, 0, site, 2, conduit, powerhouse)
    apply(s, Place("T0L"))
    apply(s, Produce(site, conduit, powerhouse, 2))
    assert s.energy[0] == energy


# BA-36 Advanced technology tiles, BA-37 Bonus tiles


def test_ba_36_1_an_advanced_tile_goes_on_the_wheel_and_stays_one_s_own() -> None:
    """BA-36.1: bought at the patent office, the L1 conduit tile goes on the wheel when it builds, comes
    back like a basic tile and is still the seat's after the round's end."""
    s = full()
    seat = s.current
    s.officer[seat] = "wilhelm_adler"
    assert s.patent[2] == "L1_CONDUIT"
    apply(s, Place("PAT3"))
    assert Build("conduit", "C6B", "L1_CONDUIT") in builds(s, seat)
    s.current = seat
    s.excavators[seat] = 4
    apply(s, Build("conduit", "C6B", "L1_CONDUIT"))
    assert s.wheels[seat].tiles() == ["L1_CONDUIT"] and "L1_CONDUIT" not in s.tiles[seat]
    gain(s, seat, [Reward("rotate_wheel", 5)])
    assert "L1_CONDUIT" in s.tiles[seat] and s.wheels[seat].is_empty()
    end_round(s)
    assert "L1_CONDUIT" in s.tiles[seat] and "L1_CONDUIT" not in s.patent


@pytest.mark.parametrize(
    ("tile", "vp"),
    [("BONUS_BASES", 8), ("BONUS_CONDUITS", 12), ("BONUS_ELEVATIONS", 8), ("BONUS_ADVANCED_TILES", 8)],
)
def test_ba_37_3_to_37_6_what_the_bonus_tile_counts_on_the_map(tile: str, vp: int) -> None:
    """BA-37.3: 4 VP per base built (2); BA-37.4: 4 per conduit (3); BA-37.5: 4 per elevation (a
    height-3 dam: 2); BA-37.6: 4 per advanced tile owned, in the supply and on the wheel (2; the
    basic tiles do not count). Full reward: 6 energy in round 1."""
    s = bare(game())
    dam(s, "D5U", 0, 1)
    dam(s, "D6U", 0, 3)
    dam(s, "D7U", 1, 2)
    for c in ("C1A", "C2A", "C3A"):
        s.conduit_owner[CONDUIT_INDEX[c]] = 0
    s.conduit_owner[CONDUIT_INDEX["C4A"]] = 1
    s.tiles[0].append("L2_BASE")
    s.wheels[0] = Wheel.from_loads([(3, Load("L1_CONDUIT", 2, 0)), (4, Load("basic_base", 3, 0))])
    s.bonus = [tile]
    s.energy = [6, 0]
    events = score_round(s)
    assert [e.args["vp"] for e in events if e.kind == "score.bonus"] == [vp]
