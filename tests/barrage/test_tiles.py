"""The advanced technology tiles' special effects after building (BA-16.3.7, BA-36.2, BA-36.4, BA-21.7,
BA-35.6, BA-A3.5, BA-A19.1, D-01, D-12, D-15, D-21) on full-game boards built by hand: each tile is
used in a construction (``construction.build``), then its effect applied (``tiles.effect``)."""

from __future__ import annotations

from powerplay.core.protocol import Event
from powerplay.games.barrage.construction import ANTON, Build, build, builds, payments, place_piece
from powerplay.games.barrage.data import DAM_INDEX, TECHNOLOGY_JSON
from powerplay.games.barrage.setup import new_state, options_from_config
from powerplay.games.barrage.state import State, Step
from powerplay.games.barrage.tiles import (
    EFFECTS,
    FULFIL,
    L2_POWERHOUSE_BONUS,
    act,
    applies,
    effect,
    owed,
)
from powerplay.games.barrage.turbine import NO_CONTRACT, PRODUCE, Fulfil, Produce, may_repeat
from powerplay.games.barrage.turbine import act as produce_act
from powerplay.games.barrage.turbine import owed as turbine_owed
from powerplay.games.barrage.water import EMPTY, NEUTRAL, fill
from powerplay.games.barrage.wheel import Load

COST_ONLY = {"L1_JOKER", "L2_CONDUIT", "L2_JOKER", "L1_POWERHOUSE", "L3_BASE"}
"""BA-36.2: the tiles that change only the construction (costs, engineers)."""


def board(automa: list[str | None] | None = None) -> State:
    """A 2-seat full game with no dam on the map, no company or officer, and plenty to build with."""
    config: dict[str, object] = {"players": 2, "full": True}
    if automa is not None:
        config["automa"] = automa
    s = new_state(options_from_config(config), 1)
    w = s.waters
    for d in range(len(w.dam_owner)):
        w.supply += w.dam_drops[d]
        w.dam_owner[d], w.dam_height[d], w.dam_drops[d] = EMPTY, 0, 0
    w.usa = EMPTY
    w.graziano = [False, False]
    s.company = ["", ""]
    s.officer = ["wilhelm_adler", "wilhelm_adler"]
    s.contracts = [[], []]
    s.national = []
    for seat in (0, 1):
        s.excavators[seat], s.mixers[seat], s.credits[seat] = 30, 30, 50
    return s


def construct(s: State, seat: int, what: Build) -> tuple[list[Event], list[Step]]:
    """BA-16.3: build with the cheapest payment, then the tile's effect (BA-16.3.7)."""
    if what.tile not in s.tiles[seat]:
        s.tiles[seat].append(what.tile)
    assert what in builds(s, seat)
    build(s, seat, what, payments(s, seat, what)[0])
    return effect(s, seat, what)


def test_ba_36_2_every_advanced_tile_has_an_effect_here_or_only_on_its_construction() -> None:
    """BA-36.2: the ten tiles with an effect after building and the five that change the cost make the
    fifteen of the data; the latter do nothing after building."""
    ids = {t["id"] for t in TECHNOLOGY_JSON["advanced_tiles"]}
    assert set(EFFECTS) | COST_ONLY == ids and not set(EFFECTS) & COST_ONLY
    s = board()
    for what in (
        Build("base", "D5L", "L1_JOKER"),
        Build("conduit", "C1A", "L2_CONDUIT"),
        Build("conduit", "C1B", "L2_JOKER"),
        Build("powerhouse", "P5_1", "L1_POWERHOUSE"),
        Build("base", "D8L", "L3_BASE"),
        Build("base", "D9L", "basic_base"),
    ):
        before = s.copy()
        assert construct(s, 0, what) == ([], [])
        assert s.vp == before.vp and s.energy == before.energy and s.waters.dam_drops == before.waters.dam_drops


def test_ba_36_2_l1_base_a_drop_for_each_own_dam_without_one() -> None:
    """BA-36.2 (L1 base): one drop in front of each of one's dams holding none, the new one included;
    not in front of a dam already holding a drop, a neutral dam or another's dam."""
    s = board()
    place_piece(s, 0, "base", "D1L")
    place_piece(s, 0, "base", "D2L")
    fill(s.waters, DAM_INDEX["D2L"], 1)
    s.waters.dam_owner[DAM_INDEX["D3L"]], s.waters.dam_height[DAM_INDEX["D3L"]] = NEUTRAL, 1
    place_piece(s, 1, "base", "D6L")
    supply = s.waters.supply
    events, steps = construct(s, 0, Build("base", "D5L", "L1_BASE"))
    assert steps == []
    assert events == [
        Event("tile.effect", {"seat": 0, "tile": "L1_BASE"}),
        Event("tile.drops", {"seat": 0, "dam": "D1L", "drops": 1}),
        Event("tile.drops", {"seat": 0, "dam": "D5L", "drops": 1}),
    ]
    drops = {d: s.waters.dam_drops[DAM_INDEX[d]] for d in ("D1L", "D2L", "D3L", "D5L", "D6L")}
    assert drops == {"D1L": 1, "D2L": 1, "D3L": 0, "D5L": 1, "D6L": 0}
    assert s.waters.supply == supply - 2


def test_d_01_l1_base_puts_no_drop_when_the_supply_is_empty() -> None:
    """D-01: with one drop left in the general supply, only the first dam on the map gets it."""
    s = board()
    place_piece(s, 0, "base", "D1L")
    s.waters.headstream_drops[0] += s.waters.supply - 1
    s.waters.supply = 1
    events, _ = construct(s, 0, Build("base", "D5L", "L1_BASE"))
    assert events[1:] == [Event("tile.drops", {"seat": 0, "dam": "D1L", "drops": 1})]
    assert s.waters.dam_drops[DAM_INDEX["D5L"]] == 0 and s.waters.supply == 0


def test_ba_36_2_l1_elevation_turns_the_wheel_once_per_elevation_built() -> None:
    """BA-36.2 (L1 elevation): the 2nd elevation built turns the wheel 2 sectors: a conduit's tile and
    its 2 excavators, one sector from home after the construction, come back."""
    s = board()
    place_piece(s, 0, "base", "D1L")
    place_piece(s, 0, "elevation", "D1L")
    s.wheels[0].place("basic_conduit", 2, 0)
    s.wheels[0].rotate(4)
    s.tiles[0].remove("basic_conduit")
    excavators = s.excavators[0]
    what = Build("elevation", "D1L", "L1_ELEVATION")
    s.tiles[0].append(what.tile)
    pay = payments(s, 0, what)[0]
    assert pay.excavators == 0  # BA-17.8: an elevation takes mixers
    events, steps = construct(s, 0, what)
    assert steps == []
    assert events == [
        Event("tile.effect", {"seat": 0, "tile": "L1_ELEVATION"}),
        Event("wheel.rotate", {"seat": 0, "sectors": 2, "tiles": ["basic_conduit"], "excavators": 2, "mixers": 0}),
    ]
    assert "basic_conduit" in s.tiles[0] and s.excavators[0] == excavators + 2
    assert s.wheels[0].contents() == [(3, Load("L1_ELEVATION", 0, pay.mixers))]


def test_ba_36_2_l1_conduit_credits_twice_the_production_value() -> None:
    """BA-36.2 (L1 conduit): a conduit of value 5 brings 10 credits."""
    s = board()
    credits = s.credits[0]
    events, steps = construct(s, 0, Build("conduit", "C1A", "L1_CONDUIT"))
    assert steps == [] and s.credits[0] == credits + 10
    assert events[1:] == [Event("gain.credits", {"seat": 0, "credits": 10})]


def test_ba_36_2_l2_base_energy_for_one_contract_without_italys_three() -> None:
    """BA-36.2 (L2 base), BA-21.7, D-12: the 2nd base built gives 2 energy on the track and may fulfil a
    2-contract; it is no production action, so Italy's +3 does not follow (BA-34.4)."""
    s = board()
    s.company[0] = "Italy"
    for site in ("P5_1", "P6_1", "P7_1"):
        place_piece(s, 0, "powerhouse", site)
    s.contracts[0] = ["S3", "S1"]  # 2 and 3
    s.national = ["N100"]
    place_piece(s, 0, "base", "D1L")
    events, steps = construct(s, 0, Build("base", "D5L", "L2_BASE"))
    assert events[1:] == [Event("tile.energy", {"seat": 0, "energy": 2})]
    assert s.energy[0] == 2 and steps == [Step(FULFIL, 0, 1, args=(2,))]
    s.pending += steps
    assert owed(s, s.pending[-1]) == [Fulfil("S3"), NO_CONTRACT]
    events, contract = act(s, 0, Fulfil("S3"))
    assert contract == "S3" and events == [Event("contract.fulfil", {"seat": 0, "contract": "S3"})]
    assert s.pending == [] and s.energy[0] == 2 and s.fulfilled[0] == ["S3"] and s.contracts[0] == ["S1"]


def test_ba_36_2_l2_base_no_step_without_a_contract_in_reach() -> None:
    """BA-21.7: the 1st base's 1 energy reaches no contract: it is on the track and nothing is owed."""
    s = board()
    s.contracts[0] = ["S1"]
    events, steps = construct(s, 0, Build("base", "D5L", "L2_BASE"))
    assert steps == [] and s.energy[0] == 1
    assert events[1:] == [Event("tile.energy", {"seat": 0, "energy": 1})]


def test_d_12_l3_conduit_france_fulfils_a_national_contract_and_germany_does_not_repeat() -> None:
    """BA-36.2 (L3 conduit), D-12: a conduit of value 5 gives 10 energy; France's −3 reaches a national
    13; declining is possible (BA-21.6). Germany's repeat never follows a tile's energy (BA-34.3)."""
    s = board()
    s.company = ["France", "Germany"]
    for seat, sites in ((0, ("P5_1", "P6_1", "P7_1")), (1, ("P8_1", "P9_1", "P10_1"))):
        for site in sites:
            place_piece(s, seat, "powerhouse", site)
    s.contracts[0] = ["P410"]  # 10
    s.national = ["N100", "N104"]  # 13, 15
    events, steps = construct(s, 0, Build("conduit", "C1A", "L3_CONDUIT"))
    assert events[1:] == [Event("tile.energy", {"seat": 0, "energy": 10})]
    assert s.energy[0] == 10 and steps == [Step(FULFIL, 0, 1, args=(10,))]
    s.pending += steps
    assert owed(s, s.pending[-1]) == [Fulfil("P410"), Fulfil("N100"), NO_CONTRACT]
    assert act(s, 0, Fulfil("N100"))[1] == "N100"
    assert s.national == ["N104"] and s.fulfilled[0] == ["N100"] and s.pending == []
    # Germany with its 3rd powerhouse and a system it could repeat with
    place_piece(s, 1, "base", "D2L")
    fill(s.waters, DAM_INDEX["D2L"], 1)
    s.contracts[1] = ["S3"]
    _, steps = construct(s, 1, Build("conduit", "C9A", "L3_CONDUIT"))  # value 1: 2 energy
    place_piece(s, 1, "conduit", "C2B")  # B2 → B10: P10_1
    assert may_repeat(s, 1, "P8_1")
    s.pending += steps
    assert owed(s, s.pending[-1]) == [Fulfil("S3"), NO_CONTRACT]
    assert act(s, 1, NO_CONTRACT) == ([], "") and s.pending == [] and s.energy[1] == 2


def test_d_15_l2_elevation_fills_the_dam_to_its_capacity() -> None:
    """BA-36.2 (L2 elevation), D-15: a dam raised to height 2 holding none gets 2 drops."""
    s = board()
    place_piece(s, 0, "base", "D1L")
    supply = s.waters.supply
    events, steps = construct(s, 0, Build("elevation", "D1L", "L2_ELEVATION"))
    assert steps == [] and events[1:] == [Event("tile.drops", {"seat": 0, "dam": "D1L", "drops": 2})]
    assert s.waters.dam_drops[DAM_INDEX["D1L"]] == 2 and s.waters.supply == supply - 2


def test_ba_35_2_l2_elevation_fills_grazianos_height_3_dam_with_4() -> None:
    """D-15, BA-35.2: Graziano del Monte's dam raised to height 3 holds 4: one drop there, 3 more."""
    s = board()
    s.officer[0] = "graziano_del_monte"
    s.waters.graziano[0] = True
    place_piece(s, 0, "base", "D1L")
    place_piece(s, 0, "elevation", "D1L")
    fill(s.waters, DAM_INDEX["D1L"], 1)
    events, _ = construct(s, 0, Build("elevation", "D1L", "L2_ELEVATION"))
    assert s.waters.dam_height[DAM_INDEX["D1L"]] == 3 and s.waters.dam_drops[DAM_INDEX["D1L"]] == 4
    assert events[1:] == [Event("tile.drops", {"seat": 0, "dam": "D1L", "drops": 3})]


def test_d_21_l2_powerhouse_owes_a_production_with_2_more() -> None:
    """BA-36.2 (L2 powerhouse), D-21: a whole production action with +2 and no placement; another's
    conduit is paid. 2 drops through seat 1's conduit of value 4 with 2 powerhouses (+1): 8 + 2 + 1."""
    s = board()
    place_piece(s, 0, "base", "D3U")
    place_piece(s, 0, "elevation", "D3U")
    fill(s.waters, DAM_INDEX["D3U"], 2)
    place_piece(s, 0, "conduit", "C3B")  # value 3, B3 → B6
    place_piece(s, 1, "conduit", "C3A")  # value 4, B3 → B5
    place_piece(s, 0, "powerhouse", "P5_1")
    events, steps = construct(s, 0, Build("powerhouse", "P6_1", "L2_POWERHOUSE"))
    assert events == [Event("tile.effect", {"seat": 0, "tile": "L2_POWERHOUSE"})]
    assert steps == [Step(PRODUCE, 0, 1, args=(L2_POWERHOUSE_BONUS, ""))] and L2_POWERHOUSE_BONUS == 2
    s.pending += steps
    assert turbine_owed(s, s.pending[-1]) == [
        Produce("D3U", "C3A", "P5_1", 1),
        Produce("D3U", "C3A", "P5_1", 2),
        Produce("D3U", "C3B", "P6_1", 1),
        Produce("D3U", "C3B", "P6_1", 2),
    ]
    credits = s.credits[:]
    produce_act(s, 0, Produce("D3U", "C3A", "P5_1", 2))
    assert s.energy[0] == 11 and s.pending == []
    assert s.credits == [credits[0] - 2, credits[1] + 2]


def test_d_21_l2_powerhouse_owes_nothing_without_a_system() -> None:
    """BA-20.2: with no dam holding water, the production cannot be performed and is not owed."""
    s = board()
    events, steps = construct(s, 0, Build("powerhouse", "P6_1", "L2_POWERHOUSE"))
    assert steps == [] and events == [Event("tile.effect", {"seat": 0, "tile": "L2_POWERHOUSE"})]


def test_ba_36_2_l3_elevation_3_vp_per_raised_dam() -> None:
    """BA-36.2 (L3 elevation): height-2 and height-3 dams of one's own, the one just raised included,
    3 VP each; not a height-1 dam, a neutral dam or another's."""
    s = board()
    for site in ("D1L", "D2L", "D3L", "D4L"):
        place_piece(s, 0, "base", site)
    place_piece(s, 0, "elevation", "D1L")
    place_piece(s, 0, "elevation", "D3L")
    place_piece(s, 0, "elevation", "D3L")
    s.waters.dam_owner[DAM_INDEX["D5L"]], s.waters.dam_height[DAM_INDEX["D5L"]] = NEUTRAL, 3
    place_piece(s, 1, "base", "D6L")
    place_piece(s, 1, "elevation", "D6L")
    vp = s.vp[0]
    events, steps = construct(s, 0, Build("elevation", "D2L", "L3_ELEVATION"))
    assert steps == [] and s.vp[0] == vp + 9  # D1L, D2L, D3L
    assert events[1:] == [Event("gain.vp-technology", {"seat": 0, "vp": 9})]


def test_ba_36_2_l3_powerhouse_3_vp_per_powerhouse_built() -> None:
    """BA-36.2 (L3 powerhouse): the 3rd powerhouse built scores 9 VP."""
    s = board()
    place_piece(s, 0, "powerhouse", "P5_1")
    place_piece(s, 0, "powerhouse", "P6_1")
    vp = s.vp[0]
    construct(s, 0, Build("powerhouse", "P7_1", "L3_POWERHOUSE"))
    assert s.vp[0] == vp + 9


def test_ba_35_6_anton_copies_l3_powerhouse_and_its_effect() -> None:
    """BA-35.6: Anton Krylov's tile copying the L3 powerhouse on his wheel scores as it: 2nd powerhouse,
    6 VP; the L3 powerhouse stays on the wheel."""
    s = board()
    s.officer[0] = "anton_krylov"
    s.tiles[0].append(ANTON)
    s.wheels[0].place("L3_POWERHOUSE", 0, 2)
    s.wheels[0].rotate(1)
    place_piece(s, 0, "powerhouse", "P5_1")
    vp = s.vp[0]
    events, steps = construct(s, 0, Build("powerhouse", "P7_1", ANTON, "L3_POWERHOUSE"))
    assert steps == [] and s.vp[0] == vp + 6
    assert events == [
        Event("tile.effect", {"seat": 0, "tile": "L3_POWERHOUSE"}),
        Event("gain.vp-technology", {"seat": 0, "vp": 6}),
    ]
    assert s.wheels[0].tiles() == ["L3_POWERHOUSE", ANTON]


def test_ba_36_4_l3_joker_3_vp_per_advanced_tile_owned() -> None:
    """BA-36.4 (L3 joker): advanced tiles in the personal supply and on the wheel, the joker included:
    L1 base, L2 joker, L1 conduit on the wheel, L3 joker: 12 VP; basic tiles and Anton's do not count."""
    s = board()
    s.tiles[0] += ["L1_BASE", "L2_JOKER", ANTON]
    s.wheels[0].place("L1_CONDUIT", 2, 0)
    s.wheels[0].rotate(1)
    vp = s.vp[0]
    construct(s, 0, Build("base", "D5L", "L3_JOKER"))
    assert s.vp[0] == vp + 12


def test_ba_a3_5_a_medium_automa_ignores_the_special_effects() -> None:
    """BA-A3.5: a medium Automa builds with an advanced tile but its effect does not apply."""
    s = board([None, "medium"])
    assert not applies(s, 1) and applies(s, 0)
    place_piece(s, 1, "powerhouse", "P5_1")
    vp = s.vp[1]
    assert construct(s, 1, Build("powerhouse", "P6_1", "L3_POWERHOUSE")) == ([], [])
    assert s.vp[1] == vp
    place_piece(s, 1, "base", "D1L")
    supply = s.waters.supply
    assert construct(s, 1, Build("base", "D5L", "L1_BASE")) == ([], [])
    assert s.waters.supply == supply


def test_ba_a19_1_a_hard_automa_gains_the_credits_as_vp() -> None:
    """BA-A19.1, BA-A3.1: a hard Automa uses the effects; the L1 conduit's credits are VP."""
    s = board([None, "hard"])
    assert applies(s, 1)
    vp, credits = s.vp[1], s.credits[1]
    events, _ = construct(s, 1, Build("conduit", "C1B", "L1_CONDUIT"))  # value 4
    assert s.vp[1] == vp + 8 and s.credits[1] == credits
    assert events[1:] == [Event("gain.automa-credits", {"seat": 1, "vp": 8})]
