"""Mahiri Sekibo (BA-35.7, D-10): her personal action space, one engineer and 3 credits more on the second
use, at most twice a round; the officer she copies, one more action in the same turn; the copied
ability wherever the officer's own acts (costs, production, water, construction) until the start of
her next turn; never an Automa's (BA-A20.1); the position, the notation and random games with her."""

from __future__ import annotations

import random

from test_turns import check

from powerplay.games.barrage import notation
from powerplay.games.barrage.actions import Bank, Choose, Copy, Pass, Place
from powerplay.games.barrage.construction import ANTON, Build, build, builds, payments
from powerplay.games.barrage.data import BASINS, CONDUITS, DAMS, POWERHOUSES
from powerplay.games.barrage.officers import MAHIRI, abilities, copyable, has, next_personal_space
from powerplay.games.barrage.position import read, write
from powerplay.games.barrage.setup import new_state, options_from_config
from powerplay.games.barrage.state import Phase, State
from powerplay.games.barrage.turbine import Produce, produce
from powerplay.games.barrage.turns import COPY, EXTRA, apply, legal
from powerplay.games.barrage.view import view
from powerplay.games.barrage.water import EMPTY, capacity, fill


def table(**config: object) -> State:
    """An introductory game of two (USA with Wilhelm Adler, Germany with Jill McDowell, BA-11) where
    seat 0, to act first, has Mahiri Sekibo instead."""
    s = new_state(options_from_config({"players": 2, **config}), 1)
    assert s.current == 0 and s.officer == ["wilhelm_adler", "jill_mcdowell"]
    s.officer[0] = MAHIRI
    return s


def personal(options: list) -> list[Place]:
    return [a for a in options if isinstance(a, Place) and a.space.startswith("MAHIRI")]


def test_ba_35_7_one_engineer_then_3_credits_more_at_most_twice_a_round() -> None:
    s = table()
    assert personal(legal(s)) == [Place("MAHIRI1")]
    events = apply(s, Place("MAHIRI1"))
    assert [(e.kind, e.args) for e in events] == [("mahiri", {"seat": 0, "space": "MAHIRI1", "credits": 0})]
    assert (s.engineers[0], s.credits[0], s.occupied["MAHIRI1"]) == (11, 6, 0)
    assert s.pending[-1].kind == COPY and legal(s) == [Copy("jill_mcdowell")]
    events = apply(s, Copy("jill_mcdowell"))
    assert [(e.kind, e.args) for e in events] == [("copy", {"seat": 0, "officer": "jill_mcdowell"})]
    assert s.copied[0] == "jill_mcdowell" and s.pending[-1].kind == EXTRA and s.current == 0
    extra = legal(s)  # D-10: one more action by the normal rules, not her space again, never passing
    assert Bank(1) in extra and not personal(extra) and Pass() not in extra
    apply(s, Bank(1))
    assert s.current == 1 and not s.pending
    assert s.copied[0] == "jill_mcdowell"  # until the start of her next turn
    events = apply(s, Bank(1))
    assert [(e.kind, e.args) for e in events] == [
        ("bank", {"seat": 1, "credits": 1}),
        ("copy.end", {"seat": 0, "officer": "jill_mcdowell"}),
    ]
    assert s.copied[0] == "" and s.current == 0
    assert personal(legal(s)) == [Place("MAHIRI2")]
    apply(s, Place("MAHIRI2"))
    assert (s.engineers[0], s.credits[0]) == (9, 4)  # the second use costs 3 credits (7 - 3)
    apply(s, Copy("jill_mcdowell"))
    apply(s, Bank(1))
    apply(s, Bank(1))
    assert s.current == 0 and not personal(legal(s))  # at most twice a round


def test_ba_35_7_the_second_use_needs_its_3_credits() -> None:
    s = table()
    s.occupied["MAHIRI1"] = 0
    s.credits[0] = 2
    assert not personal(legal(s))
    s.credits[0] = 3
    assert personal(legal(s)) == [Place("MAHIRI2")]


def test_d_10_an_officer_of_another_company_in_play_or_with_the_alternative_any_other() -> None:
    s = table()
    assert copyable(s, 0) == ["jill_mcdowell"]
    s.officer[1] = ""  # no other officer in play: nothing to copy, her space is not offered
    assert copyable(s, 0) == [] and not personal(legal(s))
    s = table(alternatives=["D-10"])
    assert copyable(s, 0) == [
        "wilhelm_adler",
        "graziano_del_monte",
        "viktor_fiesler",
        "jill_mcdowell",
        "solomon_p_jordan",
        "anton_krylov",
    ]
    apply(s, Place("MAHIRI1"))
    assert legal(s) == [Copy(o) for o in copyable(s, 0)]


def test_ba_35_7_the_last_engineer_only_with_an_engineer_free_construction_the_copy_allows() -> None:
    """BA-15.6, D-09: with 1 engineer her space leaves none; the one more action must be possible: an
    engineer-free tile (L1 powerhouse) that only Solomon P. Jordan's credits can pay (BA-35.5)."""
    s = table(alternatives=["D-10"])
    s.engineers[0] = 1
    assert not personal(legal(s))
    s.tiles[0] = ["L1_POWERHOUSE"]
    s.mixers[0] = 0
    s.credits[0] = 6
    assert personal(legal(s)) == [Place("MAHIRI1")]
    apply(s, Place("MAHIRI1"))
    assert legal(s) == [Copy("solomon_p_jordan")]
    apply(s, Copy("solomon_p_jordan"))
    extra = legal(s)
    assert extra and all(isinstance(a, Build) and a.tile == "L1_POWERHOUSE" for a in extra)


def _free_dam(s: State, area: str) -> str:
    return next(d.id for d in DAMS if d.area == area and not d.red_frame and s.waters.dam_owner[d.index] == EMPTY)


def test_ba_35_7_copied_costs_wilhelm_adler_jill_mcdowell_solomon_p_jordan() -> None:
    """BA-35.1, BA-35.4, BA-35.5 through the copy: a base in the hills for 3 excavators, a conduit of
    value 2 for 2 mixers, a machinery paid with 3 credits."""
    s = table()
    s.excavators[0], s.mixers[0], s.credits[0] = 10, 10, 0
    base = Build("base", _free_dam(s, "hills"), "basic_base")
    conduit = Build("conduit", next(c.id for c in CONDUITS if c.production == 2), "basic_conduit")
    assert [tuple(p) for p in payments(s, 0, base)] == [(4, 0, 0)]
    assert [tuple(p) for p in payments(s, 0, conduit)] == [(4, 0, 0)]
    s.copied[0] = "wilhelm_adler"
    assert abilities(s, 0) == (MAHIRI, "wilhelm_adler") and has(s, 0, "wilhelm_adler")
    assert [tuple(p) for p in payments(s, 0, base)] == [(3, 0, 0)]
    s.copied[0] = "jill_mcdowell"
    assert [tuple(p) for p in payments(s, 0, conduit)] == [(0, 2, 0), (4, 0, 0)]
    s.copied[0] = "solomon_p_jordan"
    s.credits[0] = 3
    assert [tuple(p) for p in payments(s, 0, base)] == [(4, 0, 0), (3, 0, 3)]


def _system(s: State, seat: int) -> Produce:
    """A dam of ``seat`` with 1 drop, its conduit of value 1 and its powerhouse."""
    conduit = next(c for c in CONDUITS if c.production == 1)
    dam = BASINS[conduit.basin].dams[0]
    powerhouse = BASINS[conduit.to_basin].powerhouses[0]
    w = s.waters
    w.dam_owner[dam], w.dam_height[dam], w.dam_drops[dam] = seat, 1, 1
    w.supply -= 1
    s.conduit_owner[conduit.index] = seat
    w.powerhouse_owner[powerhouse] = seat
    s.pieces[seat] = [4, 5, 4, 3]
    return Produce(DAMS[dam].id, conduit.id, POWERHOUSES[powerhouse].id, 1)


def test_ba_35_7_copied_production_viktor_fiesler() -> None:
    """BA-35.3 through the copy: 1 drop × value 1 becomes 4 (the space's bonus after it)."""
    s = table()
    plain = s.copy()
    _, energy = produce(plain, 0, _system(plain, 0), 0)
    assert energy == 1
    s.copied[0] = "viktor_fiesler"
    _, energy = produce(s, 0, _system(s, 0), 1)
    assert energy == 5


def test_ba_35_7_copied_water_graziano_del_monte_holds_a_4th_drop_that_stays() -> None:
    """BA-35.2 through the copy: her height-3 dams hold 4 drops until the start of her next turn; the
    4th drop stays after it (the rulebook), and a position keeps it."""
    s = table()
    s.officer[1] = "graziano_del_monte"
    dam = next(d for d in DAMS if d.id == _free_dam(s, "plains")).index
    w = s.waters
    w.dam_owner[dam], w.dam_height[dam], w.dam_drops[dam] = 0, 3, 3
    w.supply -= 3
    s.pieces[0] = [4, 3, 5, 4]
    apply(s, Place("MAHIRI1"))
    apply(s, Copy("graziano_del_monte"))
    assert w.graziano[0] and capacity(w, dam) == 4
    assert fill(w, dam, 1) == 1 and w.dam_drops[dam] == 4
    apply(s, Bank(1))
    assert capacity(w, dam) == 4
    apply(s, Bank(1))  # her next turn begins: the copy ends
    assert not w.graziano[0] and capacity(w, dam) == 3 and w.dam_drops[dam] == 4
    assert write(read(write(s))) == write(s)


def test_ba_35_7_copied_anton_krylov_copies_a_wheel_tile_with_machinery_only() -> None:
    """BA-35.6 through the copy (the rulebook): a tile of her wheel is copied; no tile goes on the wheel,
    the machinery does."""
    s = table()
    s.wheels[0].place("basic_base", 0, 0)
    s.wheels[0].rotate(1)
    s.tiles[0] = ["basic_elevation"]
    s.excavators[0] = 10
    site = _free_dam(s, "plains")
    assert not [b for b in builds(s, 0) if b.structure == "base"]
    s.copied[0] = "anton_krylov"
    copy = Build("base", site, ANTON, "basic_base")
    assert copy in builds(s, 0) and str(copy) == f"build base on {site} with ANTON as basic_base"
    build(s, 0, copy, payments(s, 0, copy)[0])
    assert s.tiles[0] == ["basic_elevation"] and s.excavators[0] == 7
    loads = [load for _, load in s.wheels[0].contents()]
    assert [(load.tile, load.excavators) for load in loads] == [("basic_base", 0), (None, 3)]
    s.tiles[0] += ["basic_conduit", "basic_powerhouse", "basic_joker"]  # set aside above (BA-18.4)
    assert write(read(write(s))) == write(s)


def test_ba_a20_1_an_automa_never_uses_her_space() -> None:
    """BA-A20.1: a very hard Automa keeping Mahiri Sekibo does not use her ability; below very hard an
    Automa has no officer (BA-A3.2)."""
    s = new_state(options_from_config({"players": 2, "full": True, "automa": [None, "medium"]}), 1)
    apply(s, Choose(s.offers[0][0], s.starting[0]))
    assert s.officer[1] == ""
    s.officer[1] = MAHIRI
    assert next_personal_space(s, 1) is None


def test_the_actions_read_back_from_their_text_and_their_index_after_the_other_blocks() -> None:
    assert notation.parse("Place on mahiri1") == Place("MAHIRI1")
    assert notation.parse("copy Jill_McDowell") == Copy("jill_mcdowell")
    assert str(Copy("anton_krylov")) == "copy anton_krylov"
    assert notation.OFFSET[Copy] == 18103295  # every earlier block keeps its indexes
    for action in (Place("MAHIRI1"), Place("MAHIRI2"), *(Copy(o) for o in notation.OFFICER_IDS)):
        assert notation.from_index(notation.to_index(action)) == action
        assert notation.to_index(action) >= notation.OFFSET[Copy]


def test_a_position_between_her_decisions_round_trips_and_plays_on() -> None:
    s = table()
    apply(s, Place("MAHIRI1"))
    again = read(write(s))
    assert write(again) == write(s) and legal(again) == legal(s)
    apply(s, Copy("jill_mcdowell"))
    again = read(write(s))
    assert write(again) == write(s) and legal(again) == legal(s) and again.copied[0] == "jill_mcdowell"
    assert view(s, 1)["seats"][0]["copied"] == "jill_mcdowell"  # what she copies is public


def test_random_full_games_with_mahiri_reach_her_space_and_keep_the_invariants() -> None:
    """Random full games where the first person takes Mahiri Sekibo's company: her space is used, her
    copies end, and what holds after every action still holds."""
    used = ended = 0
    for seed in range(40):
        s = new_state(options_from_config({"players": 3, "full": True}), seed)
        pair = next((o for o in s.offers if o[1] == MAHIRI), None)
        if pair is None:
            continue
        apply(s, Choose(pair[0], s.starting[0]))
        rng = random.Random(seed)
        while s.phase != Phase.OVER:
            options = legal(s)
            assert options
            mine = personal(options)
            events = apply(s, mine[0] if mine and rng.random() < 0.5 else rng.choice(options))
            check(s)
            used += sum(e.kind == "mahiri" for e in events)
            ended += sum(e.kind == "copy.end" for e in events)
        if used >= 8:
            break
    assert used >= 8 and ended > 0
