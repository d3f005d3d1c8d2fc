"""Rules of Barrage that no test named before: components, the map, structures, water,
setup, rounds, turns, the management board and construction (BA-1 … BA-19), with exact values on
new games and on boards built by hand."""

from __future__ import annotations

from collections import Counter

import pytest

from powerplay.core.errors import IllegalAction
from powerplay.games.barrage.actions import Bank, Choose, Place
from powerplay.games.barrage.board import ACTION_SPACES_JSON, SPACE, SPACES
from powerplay.games.barrage.construction import Build, Pay, build, builds, payments
from powerplay.games.barrage.contracts import CONTRACT
from powerplay.games.barrage.costs import CONSTRUCTION_SPACES
from powerplay.games.barrage.data import (
    AREAS,
    BASINS,
    COMPANIES_JSON,
    CONDUIT_INDEX,
    CONDUITS,
    DAM_INDEX,
    DAMS,
    HEADSTREAM_TILES,
    HEADSTREAMS_JSON,
    OFF_BOARD,
    POWERHOUSE_INDEX,
    POWERHOUSES,
    TECHNOLOGY_JSON,
    WATER_DROPS,
)
from powerplay.games.barrage.rounds import end_round, final_scoring, score_round
from powerplay.games.barrage.scoring import winners
from powerplay.games.barrage.setup import PIECES, new_state, options_from_config
from powerplay.games.barrage.state import BLOCKED, STRUCTURES, Phase, State
from powerplay.games.barrage.turbine import NO_CONTRACT, Fulfil, Produce, produce, systems
from powerplay.games.barrage.turns import apply, legal
from powerplay.games.barrage.water import (
    EMPTY,
    NEUTRAL,
    Waters,
    capacity,
    fill,
    place_on_headstream,
    release_headstreams,
)
from powerplay.games.barrage.wheel import SECTORS

VIKTOR = 3
"""BA-11.1: seat 4 of the introductory game, France with Viktor Fiesler (no cost-changing ability)."""


def game(seed: int = 1, **config: object) -> State:
    return new_state(options_from_config(config), seed)


def table(players: int = 4) -> State:
    """An introductory game with an empty map (no neutral dams, no drops), so sites are predictable."""
    s = game(players=players)
    s.waters = Waters()
    return s


def bank_out(s: State) -> list:
    """Every seat to act banks all its engineers until the phase or the round changes."""
    events = []
    start = s.round
    while s.phase == Phase.ACTIONS and s.round == start:
        events += apply(s, Bank(s.engineers[s.current]))
    return events


# BA-1 components ------------------------------------------------------------------------------


def test_ba_1_4_the_company_colours() -> None:
    """BA-1.4: USA red, Germany black, Italy green, France white."""
    colours = {c["id"]: c["color"] for c in COMPANIES_JSON["companies"]}
    assert colours == {"USA": "red", "Germany": "black", "Italy": "green", "France": "white"}


def test_ba_1_5_drops_are_limited_to_30_credits_and_machinery_are_not() -> None:
    """BA-1.5, D-01: 30 drops; a drop the supply lacks is not placed; credits and machinery have no limit."""
    assert WATER_DROPS == 30
    w = Waters()
    assert place_on_headstream(w, 0, 29) == 29
    assert place_on_headstream(w, 1, 3) == 1 and w.supply == 0
    assert place_on_headstream(w, 2, 1) == 0 and w.headstream_drops == [29, 1, 0, 0]
    s = game(players=2)
    seat = s.current
    s.credits[seat], s.excavators[seat] = 500, 500
    apply(s, Place("M1L"))  # an excavator for 2 credits, however many are already out
    assert (s.credits[seat], s.excavators[seat]) == (498, 501)


# BA-2 victory points --------------------------------------------------------------------------


def test_ba_2_1_the_most_vp_wins() -> None:
    """BA-2.1: the player with the most VP wins (whatever the energy, unless tied)."""
    assert winners([41, 57, 39], [20, 0, 30]) == [1]
    assert winners([41, 57, 57], [20, 0, 30]) == [2]  # tie-break BA-32.7


def test_ba_2_4_end_of_game_vp() -> None:
    """BA-2.4: the objective tile 15/10/5 to the best three; 1 VP per 5 units of excavators, mixers and
    credits; 1 VP per drop held by one's own dams (a neutral dam's drops count for nobody)."""
    s = game(players=4)
    s.waters = Waters()
    s.objective = "OBJ_RED_FRAME"  # bases and powerhouses on red-framed spaces (BA-38.1)
    w = s.waters
    w.dam_owner[DAM_INDEX["D8U"]], w.dam_height[DAM_INDEX["D8U"]] = 0, 3
    assert fill(w, DAM_INDEX["D8U"], 3) == 3
    w.dam_owner[DAM_INDEX["D9L"]], w.dam_height[DAM_INDEX["D9L"]] = NEUTRAL, 2
    assert fill(w, DAM_INDEX["D9L"], 2) == 2
    red = [p.index for p in POWERHOUSES if p.red_frame]
    for p, seat in zip(red, (1, 1, 1, 2, 2), strict=False):
        w.powerhouse_owner[p] = seat
    s.excavators, s.mixers, s.credits = [4, 0, 0, 0], [3, 0, 0, 0], [7, 9, 5, 4]
    s.vp = [0, 0, 0, 0]
    events = final_scoring(s)
    assert [e.args["count"] for e in events if e.kind == "final.objective"] == [1, 3, 2, 0]
    assert [e.args["vp"] for e in events if e.kind == "final.objective"] == [5, 15, 10, 0]
    assert [e.args["vp"] for e in events if e.kind == "final.resources"] == [14 // 5 + 3, 1, 1, 0]
    assert s.vp == [10, 16, 11, 0]


def test_ba_2_5_vp_have_no_bounds() -> None:
    """BA-2.5, D-20: a total passes 100 without limit, and the energy track's "0" (−3 VP) takes a
    human total below 0."""
    s = game(players=2)
    s.bonus[0] = "BONUS_BASES"  # nobody has a base: the tile gives nothing
    s.vp = [1, 99]
    s.energy = [0, 30]
    score_round(s)
    assert s.vp == [1 - 3, 99 + 6]


# BA-3 the map ---------------------------------------------------------------------------------


def test_ba_3_1_three_areas_top_to_bottom_rivers_flow_down() -> None:
    """BA-3.1: mountains, hills, plains from top to bottom, each with basins; rivers never flow up."""
    assert [b.area for b in BASINS] == ["mountains"] * 4 + ["hills"] * 3 + ["plains"] * 5
    for b in BASINS:
        if b.next != OFF_BOARD:
            assert AREAS.index(BASINS[b.next].area) >= AREAS.index(b.area) and b.next > b.index


def test_ba_3_7_the_map_data() -> None:
    """BA-3.7: 12 basins, 20 dam spaces (10 red-framed), 20 conduit spaces of value 1–5 leading to another
    basin, 23 powerhouse spaces (12 red-framed)."""
    assert len(BASINS) == 12
    assert (len(DAMS), sum(d.red_frame for d in DAMS)) == (20, 10)
    assert len(CONDUITS) == 20 and {c.production for c in CONDUITS} <= {1, 2, 3, 4, 5}
    assert all(c.to_basin != c.basin for c in CONDUITS)
    assert (len(POWERHOUSES), sum(p.red_frame for p in POWERHOUSES)) == (23, 12)
    assert all(d.id == f"D{d.basin + 1}{'U' if d.red_frame else 'L'}" for d in DAMS)


def test_ba_3_8_red_frames_cost_3_credits_for_bases_and_powerhouses_only() -> None:
    """BA-3.8: a base or a powerhouse on a red-framed space costs 3 credits more; an elevation on a dam
    on one costs nothing more; conduit spaces have no red frames."""
    s = table()
    assert payments(s, VIKTOR, Build("base", "D8U", "basic_base")) == [Pay(3, 0, 3)]
    assert payments(s, VIKTOR, Build("base", "D8L", "basic_base")) == [Pay(3, 0, 0)]
    red = next(p.id for p in POWERHOUSES if p.red_frame)
    plain = next(p.id for p in POWERHOUSES if not p.red_frame)
    assert payments(s, VIKTOR, Build("powerhouse", red, "basic_powerhouse")) == [Pay(0, 2, 3)]
    assert payments(s, VIKTOR, Build("powerhouse", plain, "basic_powerhouse")) == [Pay(0, 2, 0)]
    s.waters.dam_owner[DAM_INDEX["D8U"]], s.waters.dam_height[DAM_INDEX["D8U"]] = VIKTOR, 1
    assert payments(s, VIKTOR, Build("elevation", "D8U", "basic_elevation")) == [Pay(0, 2, 0)]
    s.excavators[VIKTOR], s.credits[VIKTOR] = 10, 0
    conduits = [b for b in builds(s, VIKTOR) if b.structure == "conduit"]
    assert len(conduits) == 2 * len(CONDUITS)  # every conduit space, with basic_conduit and the joker
    assert all(p.credits == 0 for b in conduits for p in payments(s, VIKTOR, b))


def test_ba_3_10_one_structure_per_space() -> None:
    """BA-3.10: a space holding a dam, a conduit or a powerhouse is offered to nobody for another."""
    s = table()
    s.excavators[VIKTOR], s.mixers[VIKTOR], s.credits[VIKTOR] = 20, 20, 20
    jill = 1
    s.waters.dam_owner[DAM_INDEX["D5L"]], s.waters.dam_height[DAM_INDEX["D5L"]] = jill, 1
    s.conduit_owner[CONDUIT_INDEX["C5A"]] = jill
    s.waters.powerhouse_owner[POWERHOUSE_INDEX["P8_1"]] = jill
    sites = {b.site for b in builds(s, VIKTOR)}
    assert {"D5L", "C5A", "P8_1"}.isdisjoint(sites)
    assert {"D5U", "C5B", "P8_2"} <= sites


# BA-4 structures ------------------------------------------------------------------------------


def test_ba_4_1_ba_4_2_ba_4_5_each_piece_on_its_own_symbol() -> None:
    """BA-4.1: four kinds of pieces (base, elevation, conduit, powerhouse); BA-4.2: a base only on a
    dam space, an elevation only on a base; BA-4.5: a conduit and a powerhouse only on their spaces."""
    s = table()
    s.excavators[VIKTOR], s.mixers[VIKTOR], s.credits[VIKTOR] = 20, 20, 20
    s.waters.dam_owner[DAM_INDEX["D8L"]], s.waters.dam_height[DAM_INDEX["D8L"]] = VIKTOR, 1
    sites: dict[str, set[str]] = {}
    for b in builds(s, VIKTOR):
        sites.setdefault(b.structure, set()).add(b.site)
    assert set(sites) == set(STRUCTURES) == {"base", "elevation", "conduit", "powerhouse"}
    assert sites["base"] <= {d.id for d in DAMS} and sites["elevation"] == {"D8L"}
    assert sites["conduit"] <= {c.id for c in CONDUITS}
    assert sites["powerhouse"] <= {p.id for p in POWERHOUSES}


# BA-5, BA-6 water and production -----------------------------------------------------------------


def test_ba_5_1_drops_enter_through_the_headstreams_each_round() -> None:
    """BA-5.1, BA-14.6: at the start of round 2 each headstream tile receives its round-2 drops from
    the general supply."""
    s = game(seed=3, players=2)
    bank_out(s)
    assert s.round == 2
    assert s.waters.headstream_drops == [HEADSTREAM_TILES[t][1] for t in s.headstream_tiles]


def test_ba_5_4_held_drops_stay_until_a_production() -> None:
    """BA-5.4: the Water-flow phase moves the drops on the headstreams, never those a dam holds."""
    w = Waters()
    d = DAM_INDEX["D1L"]
    w.dam_owner[d], w.dam_height[d] = 0, 2
    assert fill(w, d, 1) == 1
    place_on_headstream(w, 0, 3)  # HA feeds basin 1
    release_headstreams(w)
    assert w.dam_drops[d] == 2 and w.headstream_drops == [0, 0, 0, 0]
    release_headstreams(w)
    assert w.dam_drops[d] == 2


def test_ba_5_6_a_headstream_tile_holds_any_number_of_drops() -> None:
    """BA-5.6: a headstream tile takes every drop the supply has."""
    w = Waters()
    assert place_on_headstream(w, 2, 30) == 30 and w.headstream_drops[2] == 30


def _system(s: State, dam: bool, conduit: bool, powerhouse: bool) -> None:
    s.waters = Waters()
    s.conduit_owner = [EMPTY] * len(CONDUITS)
    if dam:
        d = DAM_INDEX["D2U"]
        s.waters.dam_owner[d], s.waters.dam_height[d] = 0, 3
        assert fill(s.waters, d, 3) == 3
    if conduit:
        s.conduit_owner[CONDUIT_INDEX["C2A"]] = 0  # value 3, B2 → B6
    if powerhouse:
        s.waters.powerhouse_owner[POWERHOUSE_INDEX["P6_1"]] = 0


@pytest.mark.parametrize("missing", ["dam", "conduit", "powerhouse"])
def test_ba_6_1_ba_6_2_ba_17_9_production_needs_dam_conduit_and_powerhouse(missing: str) -> None:
    """BA-6.1: a powerhouse, a dam holding a drop and a conduit; BA-6.2, BA-17.9: without the conduit
    that connects them the dam and the powerhouse produce nothing."""
    s = game(players=2)
    s.company = ["", ""]
    _system(s, True, True, True)
    assert systems(s, 0, 0) == [Produce("D2U", "C2A", "P6_1", n) for n in (1, 2, 3)]
    _system(s, missing != "dam", missing != "conduit", missing != "powerhouse")
    assert systems(s, 0, 0) == []


def test_ba_6_5_each_drop_produces_the_conduits_value() -> None:
    """BA-6.5: 3 drops through a conduit of value 3 produce 9; the drops leave the dam (BA-17.9)."""
    s = game(players=2)
    s.company = ["", ""]
    _system(s, True, True, True)
    _, energy = produce(s, 0, Produce("D2U", "C2A", "P6_1", 3), 0)
    assert energy == 9 and s.waters.dam_drops[DAM_INDEX["D2U"]] == 0


# BA-7 energy track, BA-8 contracts ---------------------------------------------------------------


def test_ba_7_1_the_energy_track_gives_the_rounds_credits() -> None:
    """BA-7.1: at the round's end the track gives credits by the energy (0: 3 credits and −3 VP; 1: 1;
    7: 4; 30: 8) and the most-energy VP (6 and 2)."""
    s = game(players=4)
    s.energy = [0, 1, 7, 30]
    s.bonus[0] = "BONUS_BASES"  # nobody has a base: the tile gives nothing
    score_round(s)
    assert s.credits == [6 + 3, 6 + 1, 6 + 4, 6 + 8]
    assert s.vp == [10 - 3, 10, 10 + 2, 10 + 6]


def test_ba_7_2_the_energy_marker_adds_each_production() -> None:
    """BA-7.2: the marker moves forward by each production: 9, then 3 more, shows 12."""
    s = game(players=2)
    s.company = ["", ""]
    _system(s, True, True, True)
    produce(s, 0, Produce("D2U", "C2A", "P6_1", 3), 0)
    assert s.energy == [9, 0]
    _system(s, True, True, True)
    produce(s, 0, Produce("D2U", "C2A", "P6_1", 1), 0)
    assert s.energy == [12, 0]


def _producing(contracts: list[str]) -> State:
    """Seat 0 to act with a system of 3 drops through a conduit of value 3 and the given contracts."""
    s = game(players=2)
    assert s.current == 0
    s.company = ["", ""]
    _system(s, True, True, True)
    s.contracts[0] = contracts
    return s


def test_ba_8_1_a_contract_requires_energy_and_gives_its_reward() -> None:
    """BA-8.1: P209 requires 3 energy and rewards 4 VP and 2 credits; 3 energy of one action fulfil it."""
    assert CONTRACT["P209"].required == 3
    s = _producing(["P209"])
    apply(s, Place("T0L"))
    apply(s, Produce("D2U", "C2A", "P6_1", 1))
    assert legal(s) == [Fulfil("P209"), NO_CONTRACT]
    apply(s, Fulfil("P209"))
    assert (s.vp[0], s.credits[0]) == (10 + 4, 6 + 2)
    assert s.contracts[0] == [] and s.fulfilled[0] == ["P209"]


def test_ba_8_3_one_production_fulfils_at_most_one_contract() -> None:
    """BA-8.3: 6 energy would suffice for P209 (3) and P205 (3), but one action fulfils one."""
    s = _producing(["P209", "P205"])
    apply(s, Place("T0L"))
    apply(s, Produce("D2U", "C2A", "P6_1", 2))
    assert legal(s) == [Fulfil("P209"), Fulfil("P205"), NO_CONTRACT]
    apply(s, Fulfil("P205"))
    assert s.contracts[0] == ["P209"] and s.fulfilled[0] == ["P205"]
    assert s.current == 1 and not s.pending  # the turn is over: nothing more to fulfil


# BA-10 setup --------------------------------------------------------------------------------------


def test_ba_10_1_to_10_5_the_table_before_the_companies() -> None:
    """BA-10.1: the map holds only the three neutral dams; BA-10.2: the management board is free (4
    players) and the energy track holds its bonus tiles; BA-10.5: the drops not on the map are in the
    general supply."""
    s = game(seed=7, players=4)
    w = s.waters
    assert sorted(o for o in w.dam_owner if o != EMPTY) == [NEUTRAL] * 3
    assert set(w.powerhouse_owner) == {EMPTY} and set(s.conduit_owner) == {EMPTY}
    assert s.occupied == {} and len(s.bonus) == 5
    on_map = 3 + sum(HEADSTREAM_TILES[t][0] for t in s.headstream_tiles)
    assert sum(w.dam_drops) + sum(w.headstream_drops) == on_map and w.supply == WATER_DROPS - on_map


@pytest.mark.parametrize("seed", [1, 2])
def test_ba_10_10_private_contracts_by_colour_two_face_up(seed: int) -> None:
    """BA-10.10: three stacks by back colour (green 2–4, yellow 5–7, red 8–10), 15 each, shuffled; the
    top two of each face up beside it."""
    s = game(seed=seed, players=3)
    ranges = {"green": range(2, 5), "yellow": range(5, 8), "red": range(8, 11)}
    assert set(s.private) == set(s.stacks) == set(ranges)
    for colour, needed in ranges.items():
        assert len(s.private[colour]) == 2 and len(s.stacks[colour]) == 13
        assert all(CONTRACT[c].required in needed for c in s.private[colour] + s.stacks[colour])
    a, b = game(seed=1, players=3), game(seed=2, players=3)
    assert a.stacks != b.stacks  # shuffled


def test_ba_10_12_the_patent_office() -> None:
    """BA-10.12: [INTRO] no patent office, no advanced tiles; [FULL] stacks I, II, III shuffled, the top
    three of stack I face up."""
    intro = game(players=3)
    assert intro.patent == [] and all(not st for st in intro.patent_stacks)
    assert all(not t.startswith(("L1_", "L2_", "L3_")) for seat in intro.tiles for t in seat)
    levels: dict[int, set[str]] = {}
    for t in TECHNOLOGY_JSON["advanced_tiles"]:
        levels.setdefault(t["level"], set()).add(t["id"])
    s = game(seed=4, players=3, full=True)
    assert set(s.patent) | set(s.patent_stacks[0]) == levels[1]
    assert set(s.patent_stacks[1]) == levels[2] and set(s.patent_stacks[2]) == levels[3]
    assert len(s.patent) == 3


def test_ba_10_13_blocked_spaces_by_player_count_for_the_whole_game() -> None:
    """BA-10.13, D-06: 3 players block both spaces of the rows marked "4"; 2 players those marked "3+"
    and "4"; the engineers there stay after the round's end."""
    marked = {mark: {sp.id for sp in SPACES if sp.players == mark} for mark in ("3+", "4")}
    assert marked["4"] and marked["3+"]
    assert set(game(players=3).occupied) == marked["4"]
    s = game(players=2)
    assert set(s.occupied) == marked["4"] | marked["3+"]
    assert set(s.occupied.values()) == {BLOCKED}
    end_round(s)
    assert set(s.occupied) == marked["4"] | marked["3+"]


@pytest.mark.parametrize(("players", "full"), [(2, False), (3, False), (4, False), (3, True)])
def test_ba_10_14_the_turn_order_track_uses_one_space_per_player(players: int, full: bool) -> None:
    """BA-10.14: 3 players leave the turn-order space "4" empty, 2 players "3" and "4"."""
    s = game(players=players, full=full)
    if full:
        while s.phase == Phase.CHOOSE:
            apply(s, legal(s)[0])
    assert sorted(s.order) == list(range(players))


def test_ba_10_15_to_10_21_each_company_starts_with_its_components() -> None:
    """BA-10.15: all the company's pieces on its board (5 bases, 5 elevations, 5 conduits, 4
    powerhouses), a wheel, the technology tiles; BA-10.17: a starting contract face up; BA-10.18: the
    turn order of BA-11.3; BA-10.19: energy 0; BA-10.20: 10 VP; BA-10.21: an empty wheel of 6 sectors."""
    s = game(players=4)
    assert PIECES == (5, 5, 5, 4) and s.pieces == [[5, 5, 5, 4]] * 4
    assert s.engineers == [12] * 4 and all(len(t) == 5 for t in s.tiles)
    assert [[CONTRACT[c].kind for c in cs] for cs in s.contracts] == [["starting"]] * 4
    assert s.fulfilled == [[]] * 4
    assert s.order == [0, 1, 2, 3]
    assert s.energy == [0] * 4 and s.vp == [10] * 4
    assert SECTORS == 6 and all(w.is_empty() for w in s.wheels)


def test_ba_12_5_ba_10_17_ba_10_18_the_rulebooks_choosing() -> None:
    """BA-12.5: Olena chooses France (a starting contract of 3), Danylo Italy (4), Kostya USA (3),
    Polina Germany and the contract left: turn order Polina, Kostya, Danylo, Olena; BA-10.17: each holds
    its starting contract face up; BA-10.18: the markers as BA-12.4 places them."""
    s = game(seed=2, players=4, full=True)
    olena, danylo, kostya, polina = 0, 1, 2, 3
    assert sorted(s.starting) == ["S1", "S2", "S3", "S4"]
    apply(s, Choose("France", "S1"))
    apply(s, Choose("Italy", "S4"))
    apply(s, Choose("USA", "S2"))
    assert legal(s) == [Choose("Germany", "S3")]
    apply(s, Choose("Germany", "S3"))
    assert s.company == ["France", "Italy", "USA", "Germany"]
    assert s.contracts == [["S1"], ["S4"], ["S2"], ["S3"]]
    assert s.order == [polina, kostya, danylo, olena] and s.current == polina
    assert s.phase == Phase.ACTIONS


# BA-13, BA-14 rounds and income -------------------------------------------------------------------


def test_ba_13_1_five_rounds_in_five_phases() -> None:
    """BA-13.1: income, actions, water flow, scoring, end of round, five times; no end of round after
    the 5th: the final scoring instead."""
    s = game(seed=5, players=2)
    kinds: list[str] = []
    while s.phase != Phase.OVER:
        kinds += [e.kind for e in apply(s, Bank(s.engineers[s.current]))]
    assert kinds.count("water.flow") == 5 and kinds.count("round.start") == 4
    flows = [i for i, k in enumerate(kinds) if k == "water.flow"]
    starts = [i for i, k in enumerate(kinds) if k == "round.start"]
    credits = [i for i, k in enumerate(kinds) if k == "score.credits"]
    assert all(f < c < r for f, c, r in zip(flows, credits[::2], starts, strict=False))
    assert kinds[-1] == "over" and s.round == 5 and kinds.index("final.objective") > flows[-1]


def test_ba_14_1_incomes_in_turn_order() -> None:
    """BA-14.1, D-08: the incomes are resolved in the new round's turn order: Germany (less energy,
    first) turns its wheel before the USA scores its 3 VP (each the 1st income of its conduit row)."""
    s = game(seed=1, players=2)
    assert s.company == ["USA", "Germany"]
    s.pieces[0][2] = s.pieces[1][2] = 3  # two conduits built
    s.energy = [5, 0]
    events = bank_out(s)
    start = next(i for i, e in enumerate(events) if e.kind == "round.start")
    assert events[start].args["order"] == [1, 0]
    assert [(e.kind, e.args["seat"]) for e in events[start + 1 :]] == [("wheel.rotate", 1), ("gain.vp-income", 0)]


def test_ba_14_7_a_tile_showing_2_gives_2_drops_in_round_1() -> None:
    """BA-14.7: a headstream tile showing 2 for round 1 receives 2 drops in round 1."""
    for seed in range(1, 40):
        s = game(seed=seed, players=2)
        shows_2 = [h for h, t in enumerate(s.headstream_tiles) if HEADSTREAM_TILES[t][0] == 2]
        if shows_2:
            break
    assert shows_2 and [s.waters.headstream_drops[h] for h in shows_2] == [2] * len(shows_2)
    zero = [h for h, t in enumerate(s.headstream_tiles) if HEADSTREAM_TILES[t][0] == 0]
    assert [s.waters.headstream_drops[h] for h in zero] == [0] * len(zero)
    assert {t["id"]: t["drops_per_round"][0] for t in HEADSTREAMS_JSON["tiles"]}["HT3"] == 2


# BA-15 the Actions phase --------------------------------------------------------------------------


def test_ba_15_1_turns_in_turn_order_until_all_passed() -> None:
    """BA-15.1: seats act in the track's order, first space first, cycling; a seat that passed is
    skipped (BA-15.8: no engineers)."""
    s = game(players=3)
    s.order = [2, 0, 1]
    s.current = 2
    seen = []
    for engineers in (1, 12, 1, 1, 1):
        seen.append(s.current)
        apply(s, Bank(engineers))
    assert seen == [2, 0, 1, 2, 1]
    assert s.passed == [True, False, False]


def test_ba_15_2_one_free_space_a_turn() -> None:
    """BA-15.2: a turn places engineers on one free space; an occupied one is refused to the next seat."""
    s = game(players=2)
    first = s.current
    apply(s, Place("WS1L"))
    assert s.current != first and s.occupied["WS1L"] == first
    assert Place("WS1L") not in legal(s)
    with pytest.raises(IllegalAction) as refused:
        apply(s, Place("WS1L"))
    assert refused.value.rule == "BA-19.2"


def test_ba_15_3_spaces_take_1_to_3_engineers() -> None:
    """BA-15.3: each action space takes 1–3 engineers, and placing takes exactly that many."""
    assert {sp.engineers for sp in SPACES} == {1, 2, 3}
    s = game(players=4)
    seat = s.current
    apply(s, Place("WS1R"))
    assert s.engineers[seat] == 12 - SPACE["WS1R"].engineers == 10


def test_ba_15_4_ba_19_4_a_red_frame_costs_3_credits_more() -> None:
    """BA-15.4: the red-framed right space costs 3 credits on placing; BA-19.4: the action's own cost
    too (M1: 2 credits), all of them needed before placing."""
    assert (SPACE["M1L"].fee, SPACE["M1R"].fee, SPACE["M1R"].cost) == (0, 3, 2)
    s = game(players=4)
    seat = s.current
    s.credits[seat] = 4
    assert Place("M1L") in legal(s) and Place("M1R") not in legal(s)
    s.credits[seat] = 5
    apply(s, Place("M1R"))
    assert (s.credits[seat], s.excavators[seat], s.engineers[seat]) == (0, 7, 11)


def test_ba_15_5_without_the_engineers_or_credits_no_action() -> None:
    """BA-15.5: 1 engineer cannot take a space of 2; 3 credits cannot pay an action of 4."""
    s = game(players=4)
    seat = s.current
    s.engineers[seat] = 1
    places = {a.space for a in legal(s) if isinstance(a, Place)}
    assert "WS1L" in places and "WS1R" not in places and "WS2L" not in places
    s.engineers[seat], s.credits[seat] = 12, 3
    places = {a.space for a in legal(s) if isinstance(a, Place)}
    assert "M1L" in places and "M2L" not in places and "WS2L" in places and "WS3L" not in places


def test_ba_15_9_the_actions_phase_ends_when_all_passed() -> None:
    """BA-15.9: while a seat has engineers the round goes on; when the last passes, round 2 begins."""
    s = game(players=2)
    a = s.current
    apply(s, Bank(12))
    assert s.round == 1 and s.passed[a] is False  # it passes on its next turn (no engineers)
    b = s.current
    apply(s, Bank(11))
    assert s.round == 1 and s.current == b and s.passed[a]
    apply(s, Bank(1))
    assert s.round == 2 and s.passed == [False, False] and s.engineers == [12, 12]


# BA-16, BA-17, BA-18 construction --------------------------------------------------------------


def test_ba_16_1_four_private_construction_spaces() -> None:
    """BA-16.1: each company board has 4 construction spaces of its own: one seat using all four leaves
    another's first space (1 engineer) free."""
    assert [(c.engineers, c.credits) for c in CONSTRUCTION_SPACES] == [(1, 0), (2, 0), (3, 0), (3, 3)]
    s = table()
    s.constructions[0] = 4
    assert builds(s, 0) == []
    build(s, VIKTOR, Build("base", "D8L", "basic_base"), Pay(3, 0, 0))
    assert s.engineers[VIKTOR] == 11 and s.constructions == [4, 0, 0, 1]


def test_ba_17_1_ba_17_5_a_base_holds_one_drop_an_elevation_one_more() -> None:
    """BA-17.1: a base builds a dam that holds water (1 drop); BA-17.5: an elevation raises it to 2."""
    s = table()
    d = DAM_INDEX["D8L"]
    build(s, VIKTOR, Build("base", "D8L", "basic_base"), Pay(3, 0, 0))
    assert capacity(s.waters, d) == 1 and fill(s.waters, d, 3) == 1
    build(s, VIKTOR, Build("elevation", "D8L", "basic_elevation"), Pay(0, 2, 0))
    assert capacity(s.waters, d) == 2 and fill(s.waters, d, 3) == 1 and s.waters.dam_drops[d] == 2


def test_ba_17_2_ba_17_11_any_available_base_or_powerhouse_space() -> None:
    """BA-17.2: a base on any free dam space; BA-17.11: a powerhouse on any free powerhouse space."""
    s = table()
    s.excavators[VIKTOR], s.mixers[VIKTOR], s.credits[VIKTOR] = 20, 20, 20
    sites = {(b.structure, b.site) for b in builds(s, VIKTOR)}
    assert {site for kind, site in sites if kind == "base"} == {d.id for d in DAMS}
    assert {site for kind, site in sites if kind == "powerhouse"} == {p.id for p in POWERHOUSES}


def test_ba_17_14_the_cost_table() -> None:
    """BA-17.14: base 3/4/5 excavators and elevation 2/3/4 mixers (plains, hills, mountains); powerhouse
    2 mixers + 1 per powerhouse built; conduit 2 excavators × its value (no red-frame fees here)."""
    s = table()
    base = {
        area: payments(s, VIKTOR, Build("base", site, "basic_base"))
        for area, site in (("plains", "D8L"), ("hills", "D5L"), ("mountains", "D1L"))
    }
    assert base == {"plains": [Pay(3, 0, 0)], "hills": [Pay(4, 0, 0)], "mountains": [Pay(5, 0, 0)]}
    s.mixers[VIKTOR] = 10
    elevation = {}
    for area, site in (("plains", "D8L"), ("hills", "D5L"), ("mountains", "D1L")):
        s.waters.dam_owner[DAM_INDEX[site]], s.waters.dam_height[DAM_INDEX[site]] = VIKTOR, 1
        elevation[area] = payments(s, VIKTOR, Build("elevation", site, "basic_elevation"))
    assert elevation == {"plains": [Pay(0, 2, 0)], "hills": [Pay(0, 3, 0)], "mountains": [Pay(0, 4, 0)]}
    plain = next(p.id for p in POWERHOUSES if not p.red_frame)
    powerhouse = []
    for built in range(4):
        s.pieces[VIKTOR][3] = 4 - built
        powerhouse.append(payments(s, VIKTOR, Build("powerhouse", plain, "basic_powerhouse")))
    assert powerhouse == [[Pay(0, 2, 0)], [Pay(0, 3, 0)], [Pay(0, 4, 0)], [Pay(0, 5, 0)]]
    s.excavators[VIKTOR] = 10
    for value in (1, 2, 3, 4, 5):
        c = next(c.id for c in CONDUITS if c.production == value)
        assert payments(s, VIKTOR, Build("conduit", c, "basic_conduit")) == [Pay(2 * value, 0, 0)]


def test_ba_18_1_machinery_on_the_wheel_comes_back_after_a_full_turn() -> None:
    """BA-18.1: the excavators of a construction are locked on the wheel, not spent: five more sectors
    bring them back with the tile."""
    s = table()
    build(s, VIKTOR, Build("base", "D8L", "basic_base"), Pay(3, 0, 0))
    assert s.excavators[VIKTOR] == 3 and s.wheels[VIKTOR].excavators() == 3
    assert s.wheels[VIKTOR].rotate(4) == []
    back = s.wheels[VIKTOR].rotate(1)
    assert [(ld.tile, ld.excavators, ld.mixers) for ld in back] == [("basic_base", 3, 0)]


def test_ba_18_2_gained_machinery_goes_to_the_supply_usable_at_once() -> None:
    """BA-18.2: an excavator bought lands in the personal supply, never on the wheel, and builds in the
    same round: 4 excavators after the purchase make the hills' base possible."""
    s = table()
    seat = s.current = VIKTOR
    s.excavators[seat] = 3
    assert not any(isinstance(a, Build) and a.site == "D5L" and a.structure == "base" for a in legal(s))
    apply(s, Place("M1L"))
    assert s.excavators[seat] == 4 and s.wheels[seat].is_empty()
    s.current = seat
    assert Build("base", "D5L", "basic_base") in legal(s)


def test_ba_18_4_five_basic_tiles_and_the_joker_builds_any_structure() -> None:
    """BA-18.4: one basic tile per structure and a joker usable for all four."""
    s = table()
    assert sorted(s.tiles[VIKTOR]) == sorted(
        ["basic_base", "basic_elevation", "basic_conduit", "basic_powerhouse", "basic_joker"]
    )
    s.excavators[VIKTOR], s.mixers[VIKTOR], s.credits[VIKTOR] = 20, 20, 20
    s.waters.dam_owner[DAM_INDEX["D8L"]], s.waters.dam_height[DAM_INDEX["D8L"]] = VIKTOR, 1
    assert {b.structure for b in builds(s, VIKTOR) if b.tile == "basic_joker"} == set(STRUCTURES)
    s.tiles[VIKTOR] = ["basic_joker"]
    assert {b.structure for b in builds(s, VIKTOR)} == set(STRUCTURES)
    s.tiles[VIKTOR] = ["basic_conduit"]
    assert {b.structure for b in builds(s, VIKTOR)} == {"conduit"}


# BA-19 the management board -------------------------------------------------------------------------


def test_ba_19_1_any_available_space_performed_at_once() -> None:
    """BA-19.1: any free space of the board the seat can pay for may be chosen (no turbine station
    without a system, no patent office in the introductory game); its action is performed at once (M3:
    an excavator and a mixer for 5 credits)."""
    s = game(players=4)
    seat = s.current
    places = {a.space for a in legal(s) if isinstance(a, Place)}
    free = "W2L W2R W1L W1R WS1L WS1R WS2L WS2R WS3L M1L M1R M2L M2R M3L K1L K1R K2L K2R K3L K3R"
    assert places == set(free.split())  # M3R, WS3R: 8 credits
    apply(s, Place("M3L"))
    assert (s.excavators[seat], s.mixers[seat], s.credits[seat]) == (7, 5, 1)


def test_ba_19_3_left_and_right_spaces_both_open_to_one_player() -> None:
    """BA-19.3: each row's right space costs more than its left (engineers or credits), and one player
    may take both spaces of an action in a round."""
    rows = [sp.id[:-1] for sp in SPACES if sp.id.endswith("L")]
    for row in rows:
        left, right = SPACE[row + "L"], SPACE[row + "R"]
        assert (right.engineers, right.fee) > (left.engineers, left.fee) and right.effect == left.effect
    s = game(players=2)
    first = s.current
    apply(s, Place("WS1L"))
    apply(s, Bank(1))
    assert s.current == first
    apply(s, Place("WS1R"))
    assert s.occupied["WS1L"] == s.occupied["WS1R"] == first


def test_ba_19_5_the_board_by_category() -> None:
    """BA-19.5: turbine station 5 rows, water management 2, bank 1 shared space, workshop 3, machinery
    shop 3, contract office 3, patent office 3."""
    rows = {section["id"]: len(section["rows"]) for section in ACTION_SPACES_JSON["sections"]}
    assert rows == {
        "turbine_station": 5,
        "water_management": 2,
        "bank": 1,
        "workshop": 3,
        "machinery_shop": 3,
        "contract_office": 3,
        "patent_office": 3,
    }
    assert Counter(sp.section for sp in SPACES)["patent_office"] == 3
