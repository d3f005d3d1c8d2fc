"""The engine's alternatives of §99 (``options.ALTERNATIVES``, a config's ``alternatives``): D-01 unlimited
drops, D-10 Mahiri Sekibo copying any officer, D-12 a tile's energy for a private contract only and
France's −3 only in production actions, D-21 the L2 powerhouse's production paying nothing for
others' conduits; each beside its default."""

from __future__ import annotations

from dataclasses import replace

from test_tiles import board, construct

from powerplay.core.protocol import Event
from powerplay.games.barrage.actions import Drops, Place
from powerplay.games.barrage.construction import Build, place_piece
from powerplay.games.barrage.contracts import NATIONAL, of_kind
from powerplay.games.barrage.data import DAM_INDEX, WATER_DROPS
from powerplay.games.barrage.officers import copyable
from powerplay.games.barrage.position import read, write
from powerplay.games.barrage.setup import new_state, options_from_config
from powerplay.games.barrage.state import State, Step
from powerplay.games.barrage.tiles import FULFIL, L2_POWERHOUSE_BONUS, owed
from powerplay.games.barrage.turbine import NO_CONTRACT, PRODUCE, Fulfil, Produce
from powerplay.games.barrage.turbine import act as produce_act
from powerplay.games.barrage.turbine import owed as turbine_owed
from powerplay.games.barrage.turns import apply, legal
from powerplay.games.barrage.water import fill, place_and_flow, place_on_headstream

WATER_MANAGEMENT = (Place("W2L"), Place("W2R"), Place("W1L"), Place("W1R"))
"""BA-23: the water management spaces."""


def table(*alternatives: str) -> State:
    return new_state(options_from_config({"players": 2, "alternatives": list(alternatives)}), 1)


def _drain(s: State) -> None:
    """Every drop of the general supply onto headstream HA (they wait for the Water-flow phase)."""
    place_on_headstream(s.waters, 0, s.waters.supply)


def test_d_01_default_30_drops_a_drop_that_cannot_be_taken_is_not_placed() -> None:
    s = table()
    _drain(s)
    w = s.waters
    assert w.supply == 0 and not w.unlimited
    assert place_on_headstream(w, 1, 2) == 0 and place_and_flow(w, 1).placed == 0
    assert not [a for a in legal(s) if a in WATER_MANAGEMENT]


def test_d_01_alternative_drops_never_run_out() -> None:
    """D-01's alternative: the supply gives every drop asked for; it goes below 0 by the drops beyond the
    30, so that held + on headstreams + supply is still 30; a position keeps it."""
    s = table("D-01")
    _drain(s)
    w = s.waters
    assert w.unlimited and w.supply == 0
    assert place_on_headstream(w, 1, 2) == 2 and w.supply == -2
    assert place_and_flow(w, 1).placed == 1 and w.supply == -3
    assert sum(w.dam_drops) + sum(w.headstream_drops) + w.supply == WATER_DROPS
    assert Place("W2L") in legal(s) and Place("W1L") in legal(s)
    apply(s, Place("W2L"))
    assert Drops((0, 1)) in legal(s)
    assert write(read(write(s))) == write(s) and read(write(s)).waters.unlimited


def test_d_10_default_another_companys_officer_alternative_any_of_the_six() -> None:
    s = table()
    s.officer[0] = "mahiri_sekibo"
    assert copyable(s, 0) == ["jill_mcdowell"]
    s = table("D-10")
    s.officer[0] = "mahiri_sekibo"
    assert len(copyable(s, 0)) == 6 and "mahiri_sekibo" not in copyable(s, 0)


def _france_with_a_contract() -> State:
    """France with its 3rd powerhouse (its ability, BA-34.1) holding a contract of 10 (P410); the
    national contracts of 13 and 15 on display."""
    s = board()
    s.company = ["France", "Germany"]
    for site in ("P5_1", "P6_1", "P7_1"):
        place_piece(s, 0, "powerhouse", site)
    s.contracts[0] = ["P410"]
    s.national = ["N100", "N104"]
    return s


def test_d_12_default_a_tiles_energy_any_contract_frances_minus_3_too() -> None:
    """D-12: the L3 conduit's 10 energy (a conduit of value 5) reaches the national 13 with France's −3."""
    s = _france_with_a_contract()
    _, steps = construct(s, 0, Build("conduit", "C1A", "L3_CONDUIT"))
    s.pending += steps
    assert owed(s, s.pending[-1]) == [Fulfil("P410"), Fulfil("N100"), NO_CONTRACT]
    s = _france_with_a_contract()
    _, steps = construct(s, 0, Build("conduit", "C3A", "L3_CONDUIT"))  # value 4: 8 energy, 10 with −3
    assert steps == [Step(FULFIL, 0, 1, args=(8,))]


def test_d_12_alternative_a_tiles_energy_only_a_private_contract_without_frances_minus_3() -> None:
    """D-12's alternative (BGA): the same 10 energy reaches only the contract of the supply; 8 energy (a
    conduit of value 4) does not reach the contract of 10, which France's −3 would."""
    s = _france_with_a_contract()
    s.options = replace(s.options, alternatives=frozenset({"D-12"}))
    _, steps = construct(s, 0, Build("conduit", "C1A", "L3_CONDUIT"))
    assert steps == [Step(FULFIL, 0, 1, args=(10,))]
    s.pending += steps
    assert owed(s, s.pending[-1]) == [Fulfil("P410"), NO_CONTRACT]
    s = _france_with_a_contract()
    s.options = replace(s.options, alternatives=frozenset({"D-12"}))
    _, steps = construct(s, 0, Build("conduit", "C3A", "L3_CONDUIT"))
    assert steps == [] and s.energy[0] == 8


def _l2_powerhouse(s: State) -> tuple[list[Event], list[Step]]:
    """Seat 0 with a dam holding 2 drops in basin 3 whose only conduit, C3A (value 4, to basin 5), is
    seat 1's, builds a powerhouse in basin 5 with the L2 powerhouse tile and no credits left."""
    place_piece(s, 0, "base", "D3U")
    place_piece(s, 0, "elevation", "D3U")
    fill(s.waters, DAM_INDEX["D3U"], 2)
    place_piece(s, 1, "conduit", "C3A")
    events, steps = construct(s, 0, Build("powerhouse", "P5_1", "L2_POWERHOUSE"))
    s.credits[0] = 0
    return events, steps


def test_d_21_default_the_l2_powerhouses_production_pays_others_conduits() -> None:
    s = board()
    _, steps = _l2_powerhouse(s)
    assert steps == [Step(PRODUCE, 0, 1, args=(L2_POWERHOUSE_BONUS, ""))]
    s.pending += steps
    assert turbine_owed(s, s.pending[-1]) == []  # no credit to pay seat 1 with


def test_d_21_alternative_the_l2_powerhouses_production_pays_nothing() -> None:
    """D-21's alternative: the rulebook's "no additional payments" read literally: the conduit's owner gets
    neither credits nor VP; 2 drops × 4 + 2 = 10 energy."""
    s = board()
    s.options = replace(s.options, alternatives=frozenset({"D-21"}))
    _, steps = _l2_powerhouse(s)
    assert steps == [Step(PRODUCE, 0, 1, args=(L2_POWERHOUSE_BONUS, "", 1))]
    s.pending += steps
    assert turbine_owed(s, s.pending[-1]) == [Produce("D3U", "C3A", "P5_1", 1), Produce("D3U", "C3A", "P5_1", 2)]
    credits, vp = s.credits[:], s.vp[:]
    events, _ = produce_act(s, 0, Produce("D3U", "C3A", "P5_1", 2))
    assert s.energy[0] == 10 and s.credits == credits and s.vp == vp
    assert not [e for e in events if e.kind == "conduit.fee"]
    _as_dealt(s)
    assert write(read(write(s))) == write(s)


def _as_dealt(s: State) -> None:
    """``board``'s table a position could hold again: the national contracts on the board (BA-10.9), and
    the advanced tiles the seats hold no longer in the patent office (BA-1.1)."""
    s.national = list(of_kind(NATIONAL)[: s.players - 1])
    held = {t for seat in range(s.players) for t in s.tiles[seat] + s.wheels[seat].tiles()}
    s.patent = ["" if t in held else t for t in s.patent]
    s.patent_stacks = [[t for t in stack if t not in held] for stack in s.patent_stacks]


def test_the_config_accepts_exactly_the_alternatives_described() -> None:
    """options.ALTERNATIVES says what each alternative means; the config's type lists the same ids."""
    from typing import get_args

    from powerplay.games.barrage.options import ALTERNATIVES, Alternative

    assert list(get_args(Alternative)) == list(ALTERNATIVES)
