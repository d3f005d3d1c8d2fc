"""Barrage's refusals name the rule an action breaks and say what is wrong (``refusals.why``):
each test names its rule, the exact English, and that the refused action changed nothing."""

from __future__ import annotations

from dataclasses import replace

import pytest

from powerplay import i18n
from powerplay.core.errors import IllegalAction
from powerplay.games.barrage import messages, refusals, tiles
from powerplay.games.barrage.actions import Bank, Choose, Copy, Discard, Drops, Machinery, Pass, Place, Take
from powerplay.games.barrage.construction import Build, Pay, Put
from powerplay.games.barrage.data import CONDUIT_INDEX, DAM_INDEX, POWERHOUSE_INDEX
from powerplay.games.barrage.position import write
from powerplay.games.barrage.rewards import BUILD
from powerplay.games.barrage.setup import new_state, options_from_config
from powerplay.games.barrage.state import DISCARD, DROPS, MACHINERY, TAKE, Phase, State, Step
from powerplay.games.barrage.turbine import FULFIL, PRODUCE, Fulfil, Produce
from powerplay.games.barrage.turns import COPY, EXTRA, GUIDED, PAY, apply


def game(**config) -> State:
    """An introductory game of 2 (seat 0 the USA with Wilhelm Adler, seat 1 Germany with Jill McDowell;
    12 engineers, 6 credits, 6 excavators and 4 mixers each; seat 0 to act)."""
    return new_state(options_from_config({"players": 2, **config}), 1)


def full() -> State:
    """A full game of two, both having chosen (BA-12.2)."""
    s = game(full=True)
    while s.phase == Phase.CHOOSE:
        apply(s, Choose(s.offers[0][0], s.starting[0]))
    return s


def refused(s: State, action) -> str:
    """The refusal of ``action``, as read (``rule: words``), the state unchanged."""
    before = write(s)
    with pytest.raises(IllegalAction) as e:
        apply(s, action)
    assert write(s) == before
    return str(e.value)


def own_dam(s: State, site: str, seat: int = 0, height: int = 1, drops: int = 0) -> None:
    d = DAM_INDEX[site]
    s.waters.dam_owner[d], s.waters.dam_height[d], s.waters.dam_drops[d] = seat, height, drops


# ---- what comes first --------------------------------------------------------------------------------


def test_ba_32_1_after_the_end_every_action_is_refused() -> None:
    s = game()
    s.phase = Phase.OVER
    assert refused(s, Bank(1)) == "BA-32.1: the game is over"


def test_ba_15_7_a_decision_owed_comes_first() -> None:
    s = game()
    apply(s, Place("W2L"))
    assert refused(s, Bank(1)) == "BA-15.7: first P1 must place water drops on the headstreams"


def test_ba_15_7_an_action_of_another_kind_with_the_same_id_is_refused() -> None:
    """BA-15.7, BA-27.5: a discard is owed; taking or fulfilling the contract of that id is another
    action (actions are tuples, ``Take("P209") == Discard("P209")`` as tuples), refused, nothing changed."""
    s = game()
    s.contracts[0] += ["P209", "P210", "P211"]
    s.pending.append(Step(DISCARD, 0, 1))
    owed = "BA-15.7: first P1 must discard a contract, down to 3"
    assert refused(s, Take("P209")) == refused(s, Fulfil("P209")) == owed
    apply(s, Discard("P209"))
    assert "P209" not in s.contracts[0]


def test_ba_15_7_a_decision_nothing_asks_for() -> None:
    assert refused(game(), Machinery("mixer")) == "BA-15.7: nothing asks P1 to take mixer now"


def test_ba_12_2_the_setup_s_choosing() -> None:
    s = game(full=True)
    first = s.offers[0][0]
    assert refused(s, Bank(3)) == "BA-12.2: first P1 must choose a company and a starting contract"
    apply(s, Choose(first, s.starting[0]))
    assert refused(s, Choose(first, s.starting[0])) == f"BA-12.2: company {first} is not offered"
    assert refused(s, Choose(s.offers[0][0], "S9")) == "BA-12.2: starting contract S9 is not offered"
    while s.phase == Phase.CHOOSE:
        apply(s, Choose(s.offers[0][0], s.starting[0]))
    assert refused(s, Choose(first, "S1")) == "BA-12.2: the companies are chosen before the first round"


def test_every_kind_of_step_has_words() -> None:
    """BA-15.7: "first P1 must …" names any decision a turn can owe."""
    kinds = {DROPS, MACHINERY, TAKE, DISCARD, PAY, PRODUCE, FULFIL, tiles.FULFIL, BUILD, COPY, refusals.CHOOSE}
    assert set(messages.STEPS) == kinds == set(refusals.ANSWERS) | {refusals.CHOOSE}
    assert (refusals.EXTRA, refusals.GUIDED) == (EXTRA, GUIDED)


# ---- placing engineers -------------------------------------------------------------------------------


def test_ba_10_13_a_space_blocked_for_the_player_count() -> None:
    assert refused(game(), Place("T+1L")) == "BA-10.13: T+1L is not used with 2 players"


def test_ba_19_2_a_space_taken() -> None:
    s = game()
    apply(s, Place("WS1L"))
    assert refused(s, Place("WS1L")) == "BA-19.2: WS1L is taken by P1"


def test_ba_15_5_engineers_short() -> None:
    s = game()
    s.engineers[0] = 1
    assert refused(s, Place("WS1R")) == "BA-15.5: P1 has 1 engineer; WS1R takes 2"


def test_ba_15_4_the_red_frame_s_credits_short() -> None:
    s = game()
    s.credits[0] = 2
    assert refused(s, Place("K1R")) == "BA-15.4: K1R costs 3 credits and P1 has 2"


def test_ba_19_4_the_action_s_cost_short() -> None:
    s = game()
    s.credits[0] = 1
    assert refused(s, Place("M1L")) == "BA-19.4: M1L costs 2 credits and P1 has 1"


def test_ba_20_2_no_system_to_produce_with() -> None:
    assert refused(game(), Place("T0L")) == (
        "BA-20.2: P1 has no dam holding water connected by a conduit to a powerhouse of its own"
    )


def test_ba_23_3_and_d_01_no_drop_left_for_water_management() -> None:
    s = game()
    s.waters.headstream_drops[0] += s.waters.supply
    s.waters.supply = 0
    assert refused(s, Place("W1L")) == "BA-23.3: no water drop is left in the general supply (D-01)"


def test_ba_27_4_no_contract_left_at_the_contract_office() -> None:
    s = game()
    s.private = {colour: [] for colour in s.private}
    assert refused(s, Place("K1L")) == "BA-27.4: no face-up private contract is left to take"


def test_ba_0_3_no_patent_office_in_the_introductory_game() -> None:
    assert refused(game(), Place("PAT1")) == "BA-0.3: the patent office is not used in the introductory game"


def test_ba_28_3_an_empty_patent_office_slot() -> None:
    s = full()
    s.patent[0] = ""
    assert refused(s, Place("PAT1")) == "BA-28.3: the patent office has no tile for PAT1 until the round ends"


def test_ba_35_7_mahiri_sekibo_s_personal_space() -> None:
    s = game()
    assert refused(s, Place("MAHIRI1")) == "BA-35.7: MAHIRI1 is Mahiri Sekibo's personal space"
    s.officer[0] = "mahiri_sekibo"
    assert refused(s, Place("MAHIRI2")) == "BA-35.7: MAHIRI2 is used after MAHIRI1"
    s.occupied["MAHIRI1"] = 0
    s.credits[0] = 2
    assert refused(s, Place("MAHIRI2")) == "BA-35.7: MAHIRI2 costs 3 credits and P1 has 2"
    s.occupied["MAHIRI2"] = 0
    assert refused(s, Place("MAHIRI1")) == "BA-35.7: Mahiri Sekibo's personal space is used at most twice a round"


def test_ba_24_2_more_engineers_on_the_bank_than_one_has() -> None:
    assert refused(game(), Bank(13)) == "BA-24.2: P1 has only 12 engineers"


def test_ba_15_8_passing_and_having_no_engineers() -> None:
    s = game()
    assert refused(s, Pass()) == "BA-15.8: P1 passes only with no engineers in the supply"
    s.engineers[0] = 0
    assert refused(s, Bank(1)) == "BA-15.8: P1 has no engineers: pass or build with an engineer-free tile"


# ---- a construction ----------------------------------------------------------------------------------


def test_ba_16_1_all_construction_spaces_used() -> None:
    s = game()
    s.constructions[0] = 4
    assert refused(s, Build("base", "D1L", "basic_base")) == (
        "BA-16.1: P1 has used all 4 construction spaces this round"
    )


def test_ba_16_2_the_construction_space_s_engineers_and_credits() -> None:
    s = game()
    s.constructions[0], s.engineers[0] = 2, 2
    assert refused(s, Build("base", "D1L", "basic_base")) == (
        "BA-16.2: P1 has 2 engineers; construction space 3 takes 3"
    )
    s.constructions[0], s.engineers[0], s.credits[0] = 3, 3, 1
    assert refused(s, Build("base", "D1L", "basic_base")) == (
        "BA-16.2: construction space 4 costs 3 credits and P1 has 1"
    )


def test_ba_10_15_no_piece_left() -> None:
    s = game()
    s.pieces[0][0] = 0
    assert refused(s, Build("base", "D1L", "basic_base")) == (
        "BA-10.15: P1's company board has no piece left for a base"
    )


def test_ba_18_4_and_18_5_the_tile_not_at_hand() -> None:
    s = game()
    assert refused(s, Build("base", "D1L", "L1_JOKER")) == (
        "BA-18.4: the joker tile of level 1 is not in P1's personal supply"
    )
    s.tiles[0].remove("basic_base")
    s.wheels[0].place("basic_base", 0, 0)
    assert (
        refused(s, Build("base", "D1L", "basic_base")) == "BA-18.5: the basic base tile is on P1's construction wheel"
    )


def test_ba_16_3_2_a_tile_that_does_not_build_the_structure() -> None:
    assert refused(game(), Build("base", "D1L", "basic_conduit")) == (
        "BA-16.3.2: the basic conduit tile does not build a base"
    )


def test_ba_3_10_a_site_taken() -> None:
    s = game()
    assert refused(s, Build("base", "D4L", "basic_base")) == "BA-3.10: D4L holds a neutral dam"
    s.conduit_owner[CONDUIT_INDEX["C1A"]] = 1
    assert refused(s, Build("conduit", "C1A", "basic_conduit")) == "BA-3.10: C1A is taken by P2"


def test_ba_4_2_and_4_5_not_a_site_of_the_structure() -> None:
    s = game()
    assert refused(s, Build("base", "C1A", "basic_base")) == "BA-4.2: C1A is not a dam space"
    assert refused(s, Build("powerhouse", "D1L", "basic_powerhouse")) == "BA-4.5: D1L is not a powerhouse space"


def test_ba_4_4_17_6_17_8_elevations() -> None:
    s = game()
    assert refused(s, Build("elevation", "D4L", "basic_elevation")) == (
        "BA-4.4: the neutral dam on D4L cannot be raised"
    )
    own_dam(s, "D1L", seat=1)
    assert refused(s, Build("elevation", "D1L", "basic_elevation")) == (
        "BA-17.6: an elevation goes on a dam of P1's own; D1L is not"
    )
    own_dam(s, "D1L", seat=0, height=3)
    assert refused(s, Build("elevation", "D1L", "basic_elevation")) == "BA-17.8: the dam on D1L is already 3 high"


def test_ba_17_4_and_17_13_one_base_and_one_powerhouse_a_basin() -> None:
    s = game()
    own_dam(s, "D1L")
    assert refused(s, Build("base", "D1U", "basic_base")) == "BA-17.4: P1 already has a base in the basin of D1U"
    s.waters.powerhouse_owner[POWERHOUSE_INDEX["P5_1"]] = 0
    assert refused(s, Build("powerhouse", "P5_2", "basic_powerhouse")) == (
        "BA-17.13: P1 already has a powerhouse in the basin of P5_2"
    )


def test_ba_17_14_the_machinery_short() -> None:
    s = game()
    s.mixers[0] = 1
    assert refused(s, Build("powerhouse", "P5_1", "basic_powerhouse")) == (
        "BA-17.14: a powerhouse on P5_1 costs 2 concrete mixers; P1 has 6 excavators, 1 concrete mixer, 6 credits"
    )


def test_ba_3_8_the_red_frame_s_credits_short() -> None:
    s = game()
    s.credits[0] = 2
    assert refused(s, Build("powerhouse", "P5_2", "basic_powerhouse")) == (
        "BA-3.8: a powerhouse on P5_2 costs 2 concrete mixers, 3 credits; "
        "P1 has 6 excavators, 4 concrete mixers, 2 credits"
    )


def test_ba_35_4_jill_mcdowell_pays_one_of_her_ways() -> None:
    s = game()
    apply(s, Bank(1))
    apply(s, Build("conduit", "C3B", "basic_conduit"))
    assert s.pending[-1].kind == PAY
    assert (
        refused(s, Pay(3, 3, 0))
        == "BA-35.4: pay 3 concrete mixers or 6 excavators, not 3 excavators, 3 concrete mixers"
    )
    assert refused(s, Bank(1)) == "BA-15.7: first P2 must choose how to pay for the construction"


# ---- a production and its contract -------------------------------------------------------------------


def producing() -> State:
    """P1 owes a production (T0L): its dam D1L holds 1 drop, its conduit C1A leads from basin 1 to the
    powerhouses of basin 8, where P8_1 is its own."""
    s = game()
    own_dam(s, "D1L", drops=1)
    s.conduit_owner[CONDUIT_INDEX["C1A"]] = 0
    s.waters.powerhouse_owner[POWERHOUSE_INDEX["P8_1"]] = 0
    apply(s, Place("T0L"))
    assert s.pending[-1].kind == PRODUCE
    return s


def test_ba_6_4_the_powerhouse_and_the_dam_of_a_production() -> None:
    s = producing()
    assert refused(s, Produce("D1L", "C1A", "P8_2", 1)) == "BA-6.4: P8_2 is not P1's powerhouse"
    own_dam(s, "D2L", seat=1, drops=1)
    assert refused(s, Produce("D2L", "C1A", "P8_1", 1)) == "BA-6.4: D2L is neither P1's dam nor a neutral one"


def test_ba_6_3_and_20_2_the_conduit_of_a_production() -> None:
    s = producing()
    own_dam(s, "D2L", drops=1)
    assert refused(s, Produce("D2L", "C1A", "P8_1", 1)) == "BA-6.3: C1A does not lead from D2L to P8_1"
    assert refused(s, Produce("D1L", "C1B", "P8_1", 1)) == "BA-20.2: no conduit is built on C1B"


def test_ba_20_3_1_more_drops_than_the_dam_holds() -> None:
    assert refused(producing(), Produce("D1L", "C1A", "P8_1", 2)) == "BA-20.3.1: D1L holds 1 water drop"


def test_ba_21_2_and_21_4_the_contract_to_fulfil() -> None:
    """BA-21.2: a private contract from one's own supply; BA-21.4: a national one on display."""
    s = game()
    s.pending.append(Step(FULFIL, 0, 1, args=(3, "P8_1", 0)))
    national = s.national[0]
    assert refused(s, Fulfil(national)) == f"BA-21.2: {national} needs 15 energy and this action gave 3"
    assert refused(s, Fulfil("P209")) == (
        "BA-21.2: P209 is neither among P1's face-up contracts nor a national contract on display"
    )
    s.removed.append(s.national.pop(0))
    assert refused(s, Fulfil(national)) == (
        f"BA-21.4: {national} is neither among P1's face-up contracts nor a national contract on display"
    )


def test_ba_8_2_a_contract_is_fulfilled_only_once() -> None:
    """BA-8.2 (and BA-21.2: the tile turned face down): a contract fulfilled already, one's own or
    another's, private or national, is refused as such, whatever the energy."""
    s = game()
    s.pending.append(Step(FULFIL, 0, 1, args=(20, "P8_1", 0)))
    s.fulfilled[0].append("P209")
    assert refused(s, Fulfil("P209")) == "BA-8.2: P209 is fulfilled already: each contract is fulfilled only once"
    national = s.national.pop(0)
    s.fulfilled[1].append(national)
    assert refused(s, Fulfil(national)) == (
        f"BA-8.2: {national} is fulfilled already: each contract is fulfilled only once"
    )
    e = refusals.why(s, Fulfil("P209"))
    assert e.describe(i18n.translations("ru")) == (
        "BA-8.2: P209 уже выполнен: каждый контракт выполняют только один раз"
    )


# ---- drops and contracts -----------------------------------------------------------------------------


def test_ba_23_2_and_23_3_how_many_drops() -> None:
    s = game()
    apply(s, Place("W2L"))
    assert refused(s, Drops((0, 1, 2))) == "BA-23.2: at most 2 water drops go on"
    assert refused(s, Drops(())) == "BA-23.2: at least 1 water drop goes on a headstream"
    s = game()
    apply(s, Place("W1L"))
    assert refused(s, Drops((0, 1))) == "BA-23.3: the drop that flows at once is one drop"


def test_ba_27_2_27_3_27_5_taking_and_discarding_contracts() -> None:
    s = game()
    apply(s, Place("K1L"))
    assert refused(s, Take(s.national[0])) == "BA-27.3: national contracts are not taken at the contract office"
    assert refused(s, Take("P200")) == "BA-27.2: P200 is not a face-up private contract"
    s = game()
    s.pending.append(Step(DISCARD, 0, 1))
    assert refused(s, Discard("S2")) == "BA-27.5: S2 is not among P1's face-up contracts"


# ---- in the reader's language ------------------------------------------------------------------------


def test_a_refusal_in_russian_and_ukrainian() -> None:
    s = game()
    apply(s, Place("WS1L"))
    with pytest.raises(IllegalAction) as taken:
        apply(s, Place("WS1L"))
    with pytest.raises(IllegalAction) as bank:
        apply(s, Bank(13))
    ru, uk = i18n.translations("ru"), i18n.translations("uk")
    assert taken.value.describe(ru) == "BA-19.2: WS1L занято: И1"
    assert taken.value.describe(uk) == "BA-19.2: WS1L зайнято: Г1"
    assert bank.value.describe(ru) == "BA-24.2: у И2 только 12 инженеров"
    assert bank.value.describe(uk) == "BA-24.2: у Г2 лише 12 інженерів"
    apply(s, Place("W2L"))
    with pytest.raises(IllegalAction) as owed:
        apply(s, Bank(1))
    assert owed.value.describe(ru) == "BA-15.7: сначала И2 должен: поставить капли воды на истоки"
    assert owed.value.describe(uk) == "BA-15.7: спершу Г2 має: поставити маркери води на витоки річок"


# ---- more of a production, the officers' and the companies' rules ------------------------------------


def test_ba_20_3_5_no_production_reaches_1_energy_with_the_malus() -> None:
    s = game()
    own_dam(s, "D6L", drops=1)
    s.conduit_owner[CONDUIT_INDEX["C6B"]] = 0
    s.waters.powerhouse_owner[POWERHOUSE_INDEX["P7_1"]] = 0
    assert refused(s, Place("T-2L")) == (
        "BA-20.3.5: no production of P1 gives at least 1 energy with the bonus -2 of T-2L"
    )


def test_ba_6_4_credits_for_another_s_conduit() -> None:
    s = game()
    own_dam(s, "D1L", drops=2)
    s.conduit_owner[CONDUIT_INDEX["C1A"]] = 1
    s.waters.powerhouse_owner[POWERHOUSE_INDEX["P8_1"]] = 0
    s.credits[0] = 0
    assert refused(s, Place("T0L")) == (
        "BA-6.4: P1 has 0 credits left after placing on T0L, and another's conduit takes 1 credit a drop"
    )
    s.credits[0] = 1
    apply(s, Place("T0L"))
    assert refused(s, Produce("D1L", "C1A", "P8_1", 2)) == (
        "BA-6.4: 2 drops through P2's conduit cost 2 credits and P1 has 1"
    )


def test_ba_34_3_germany_repeats_with_another_powerhouse() -> None:
    s = game()
    own_dam(s, "D1L", drops=1)
    s.conduit_owner[CONDUIT_INDEX["C1A"]] = 0
    s.waters.powerhouse_owner[POWERHOUSE_INDEX["P8_1"]] = 0
    s.pending.append(Step(PRODUCE, 0, 1, args=(0, "P8_1")))
    assert refused(s, Produce("D1L", "C1A", "P8_1", 1)) == (
        "BA-34.3: the repeated production uses another powerhouse than P8_1"
    )


def test_ba_34_5_france_fulfils_with_3_energy_fewer() -> None:
    s = game()
    s.company[0] = "France"
    for p in ("P5_1", "P6_1", "P7_1"):
        s.waters.powerhouse_owner[POWERHOUSE_INDEX[p]] = 0
    s.pending.append(Step(FULFIL, 0, 1, args=(3, "P5_1", 0)))
    assert refused(s, Fulfil(s.national[0])) == f"BA-34.5: {s.national[0]} needs 12 energy and this action gave 3"


def test_d_12_a_tile_s_energy_with_the_alternative_fulfils_one_s_own_contract() -> None:
    s = game()
    s.options = replace(s.options, alternatives=frozenset({tiles.PRIVATE_ONLY}))
    s.pending.append(Step(tiles.FULFIL, 0, 1, args=(3,)))
    assert refused(s, Fulfil(s.national[0])) == (
        "BA-21.7: with D-12's alternative a tile's energy fulfils only a contract of P1's own"
    )


def test_ba_35_6_anton_krylov_s_tile_copies_a_tile_on_the_wheel() -> None:
    s = game()
    assert refused(s, Build("base", "D1L", "basic_base", "basic_conduit")) == (
        "BA-35.6: only Anton Krylov's tile copies another"
    )
    s.officer[0] = "anton_krylov"
    s.tiles[0].append("ANTON")
    assert refused(s, Build("base", "D1L", "ANTON", "basic_conduit")) == (
        "BA-35.6: the basic conduit tile is not on P1's construction wheel to copy"
    )


def test_ba_35_7_mahiri_sekibo_copies_an_officer_in_play() -> None:
    s = game()
    s.officer[0] = "mahiri_sekibo"
    s.pending.append(Step(COPY, 0, 1))
    assert refused(s, Copy("viktor_fiesler")) == "BA-35.7: P1 cannot copy Viktor Fiesler now"


def test_ba_15_6_what_no_rule_names_more_closely() -> None:
    s = game()
    s.pending.append(Step(BUILD, 0, 1, args=("base", "mountains")))
    assert refused(s, Put("base", "D5U")) == "BA-15.6: put base on D5U is not possible now"


def test_ba_15_6_engineers_placed_to_produce_produce() -> None:
    s = producing()
    assert refused(s, Produce("", "", "", 0)) == "BA-15.6: P1 placed engineers to produce, and produces"


def test_ba_33_13_a_reward_places_its_own_structure() -> None:
    s = game()
    s.pending.append(Step(BUILD, 0, 1, args=("powerhouse",)))
    assert refused(s, Put("base", "D1L")) == "BA-33.13: the reward places a powerhouse"


def test_ba_35_5_solomon_p_jordan_pays_one_of_his_ways() -> None:
    s = game()
    s.officer[0] = "solomon_p_jordan"
    apply(s, Build("powerhouse", "P5_1", "basic_powerhouse"))
    assert s.pending[-1].kind == PAY
    assert refused(s, Pay(2, 0, 0)) == (
        "BA-35.5: pay 2 concrete mixers or 1 concrete mixer, 3 credits or 6 credits, not 2 excavators"
    )
