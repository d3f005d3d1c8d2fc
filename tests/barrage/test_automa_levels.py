"""The Automa's levels (BA-A18–A20) on boards built by hand: hard's advanced tiles with their changes
(BA-A19.1) and its company abilities (BA-A19.2), very hard's officers with theirs (BA-A20.1), and
below hard an advanced tile that only builds (BA-A3.5)."""

from __future__ import annotations

import random

from powerplay.games.barrage import turns
from powerplay.games.barrage.actions import Bank, Place
from powerplay.games.barrage.automa import drops_placement, guides_people, perform
from powerplay.games.barrage.automa_tiles import AUTOMA_TILE, CONSTRUCTION, PRODUCTION, AutomaAction
from powerplay.games.barrage.board import SPACE
from powerplay.games.barrage.construction import Build
from powerplay.games.barrage.data import CONDUIT_INDEX, CONDUITS, DAM_INDEX, DAMS, POWERHOUSE_INDEX
from powerplay.games.barrage.setup import new_state, options_from_config
from powerplay.games.barrage.state import Phase, State
from powerplay.games.barrage.water import Waters
from powerplay.games.barrage.wheel import Load, Wheel

PERSON, AUTOMA, OTHER = 0, 1, 2


def table(level: str, company: str = "Italy", officer: str = "") -> State:
    """A 3-seat full game (a person, the Automa at ``level``, a medium Automa) in round 1 on an empty
    map; the Automa plays ``company`` with ``officer`` (very hard) and has machinery enough."""
    s = new_state(options_from_config({"players": 3, "full": True, "automa": [None, level, "medium"]}), 1)
    s.phase = Phase.ACTIONS
    s.waters = Waters()
    s.company = ["Germany", company, "France" if company != "France" else "USA"]
    s.officer = ["", officer, ""]
    s.excavators[AUTOMA] = s.mixers[AUTOMA] = 20
    s.automa_deck = ["AT05", "AT02"]
    s.automa_discard = ["AT01"]  # criteria: code 1, no criterion decides on an empty map
    return s


def build(s: State, seat: int, site: str, height: int = 1, drops: int = 0) -> None:
    if site in DAM_INDEX:
        s.waters.dam_owner[DAM_INDEX[site]] = seat
        s.waters.dam_height[DAM_INDEX[site]] = height
        s.waters.dam_drops[DAM_INDEX[site]] = drops
        s.waters.supply -= drops
    elif site in CONDUIT_INDEX:
        s.conduit_owner[CONDUIT_INDEX[site]] = seat
    else:
        s.waters.powerhouse_owner[POWERHOUSE_INDEX[site]] = seat


def construct(s: State, structure: str) -> dict | None:
    """The Automa's construction of ``structure`` (2 engineers): the build event's arguments, or None."""
    events = perform(s, AUTOMA, AutomaAction(CONSTRUCTION, 2, structure=structure))
    return None if events is None else dict(events[0].args)


# Hard: the advanced tiles (BA-A19.1, BA-A3.5).


def test_ba_a19_1_the_highest_level_specific_before_joker() -> None:
    """BA-A19.1: among L1 base, L2 joker, L2 base and the basic tile, a hard Automa builds with the L2
    base (the highest level, the specific tile before the joker of its level); a medium one with the
    basic tile (D-A10)."""
    for level, tile in (("hard", "L2_BASE"), ("medium", "basic_base")):
        s = table(level)
        s.tiles[AUTOMA] = ["L1_BASE", "L2_JOKER", "L2_BASE", "basic_base"]
        built = construct(s, "base")
        assert built is not None and built["tile"] == tile


def test_ba_a19_1_the_l2_conduit_takes_a_conduit_of_value_3_or_more() -> None:
    """BA-A19.1 (L2 conduit): AT13's conduit column keeps the conduits from the person's dam in basin 8
    (C8A of value 3, C8B of value 2), then the second most powerful: C8B; a hard Automa with the L2
    conduit keeps only conduits of value 3 or more: C8A, for 5 excavators (BA-36.2)."""
    for level, site, tile, excavators in (("hard", "C8A", "L2_CONDUIT", 5), ("medium", "C8B", "basic_conduit", 4)):
        s = table(level)
        s.automa_discard = ["AT13"]
        build(s, PERSON, "D8L")
        s.tiles[AUTOMA] = ["basic_conduit", "L2_CONDUIT"]
        built = construct(s, "conduit")
        assert built is not None
        assert (built["site"], built["tile"], built["excavators"]) == (site, tile, excavators)


def test_ba_a19_1_the_l1_joker_builds_its_base_on_the_red_frame() -> None:
    """BA-A19.1 (L1 joker): after all the criteria (none decides; code 1) a hard Automa with the L1 joker
    takes basin 1's red-framed space, and pays no fee (BA-36.2); a medium one takes the free space
    (D-A13): the joker only builds."""
    for level, site in (("hard", "D1U"), ("medium", "D1L")):
        s = table(level)
        s.tiles[AUTOMA] = ["L1_JOKER"]
        built = construct(s, "base")
        assert built is not None and built["site"] == site and built["vp"] == 0
        assert s.vp[AUTOMA] == 16


def test_ba_a19_1_the_l2_joker_uses_the_structures_machinery_first() -> None:
    """BA-A19.1 (L2 joker): the first powerhouse needs 2 mixers; a hard Automa with 4 of each pays 2
    mixers, with 1 mixer it pays 1 mixer and 1 excavator; a medium Automa with 1 mixer cannot build:
    the joker only builds (BA-A3.5)."""
    for level, mixers, paid in (("hard", 4, (0, 2)), ("hard", 1, (1, 1)), ("medium", 1, None)):
        s = table(level)
        s.tiles[AUTOMA] = ["L2_JOKER"]
        s.excavators[AUTOMA], s.mixers[AUTOMA] = 4, mixers
        built = construct(s, "powerhouse")
        assert (None if built is None else (built["excavators"], built["mixers"])) == paid


def test_ba_a19_1_engineer_free_tiles_and_the_l3_base() -> None:
    """BA-A19.1 ("all other effects apply as for humans"): with the L3 base a hard Automa places no
    engineers and no excavators (BA-36.2); a medium one places the tile's 2 engineers and needs the 5
    excavators of the mountains, which it lacks."""
    s = table("hard")
    s.tiles[AUTOMA] = ["L3_BASE"]
    s.excavators[AUTOMA] = 0
    built = construct(s, "base")
    assert built is not None and (built["engineers"], built["excavators"]) == (0, 0)
    assert s.engineers[AUTOMA] == 12
    m = table("medium")
    m.tiles[AUTOMA] = ["L3_BASE"]
    m.excavators[AUTOMA] = 0
    assert construct(m, "base") is None
    m.excavators[AUTOMA] = 5
    built = construct(m, "base")
    assert built is not None and (built["engineers"], built["excavators"]) == (2, 5)


# Hard: the company abilities (BA-A19.2).


def test_ba_a19_2_usa_takes_the_headstream_that_moves_it_furthest() -> None:
    """BA-A19.2 (USA): the Automa's dam in basin 10 is reached from headstreams C (3, 6, 10) and D (4, 7,
    10); its powerhouse in basin 7 gives it 1 energy per drop flowing through (BA-34.2). The letters put
    C first, but the USA with its ability takes D; without it (medium), C."""
    for level, usa, headstream in (("hard", AUTOMA, 3), ("medium", -1, 2)):
        s = table(level, "USA")
        build(s, AUTOMA, "D10L")
        for p in ("P7_1", "P5_1", "P8_1"):
            build(s, AUTOMA, p)
        s.waters.usa = usa
        assert drops_placement(s, AUTOMA, 1, True, ("C", "D", "A", "B")) == [headstream]


def test_ba_a19_2_germany_repeats_with_the_most_energy() -> None:
    """BA-A19.2 (Germany): after 2 drops through C1A (value 5) to P8_1, the repeat takes the system of
    the most energy through another powerhouse: D3L's 2 drops through C3B (value 3) to P6_1, 6 energy,
    not D2L's 1 drop through C2A (3, the lower conduit code)."""
    s = table("hard", "Germany")
    build(s, AUTOMA, "D1L", height=2, drops=2)
    build(s, AUTOMA, "D2L", height=1, drops=1)
    build(s, AUTOMA, "D3L", height=2, drops=2)
    for site in ("C1A", "C2A", "C3B", "P8_1", "P6_1", "P7_1"):
        build(s, AUTOMA, site)
    s.energy[PERSON] = 30
    s.private["red"] = ["P410", "P411"]
    events = perform(s, AUTOMA, AutomaAction(PRODUCTION, 2, bonus=0, colour="red"))
    assert events is not None
    produced = [(e.args["dam"], e.args["drops"], e.args["energy"]) for e in events if e.kind == "produce"]
    assert produced == [("D1L", 2, 10 + 1), ("D3L", 2, 6)]


def test_ba_a19_2_france_discounts_in_the_check_and_the_contract() -> None:
    """BA-A19.2 (France): 2 drops through C2A (value 3) with 3 powerhouses make 6 + 1 = 7; with the
    discount of 3 the check reaches the red 10s and the Automa fulfils the right one (D-A21); a medium
    France does not produce (no red contract within 7)."""
    for level, fulfilled in (("hard", ["P411"]), ("medium", [])):
        s = table(level, "France")
        build(s, AUTOMA, "D2L", height=2, drops=2)
        for site in ("C2A", "P6_1", "P5_1", "P7_1"):
            build(s, AUTOMA, site)
        s.energy[PERSON] = 30
        s.private = {"green": [], "yellow": [], "red": ["P410", "P411"]}
        s.national = []
        perform(s, AUTOMA, AutomaAction(PRODUCTION, 2, bonus=0, colour="red"))
        assert s.fulfilled[AUTOMA] == fulfilled
        assert s.energy[AUTOMA] == (7 if fulfilled else 0)


# Very hard: the officers (BA-A20.1).


def test_ba_a20_1_wilhelm_adler_takes_the_hills_when_the_mountains_are_full() -> None:
    """BA-A20.1 (Wilhelm Adler): the mountains then the hills: with every mountain dam taken, code 8
    would lead to the plains, his Automa builds in the hills (for 3 excavators, BA-35.1)."""
    s = table("very-hard", officer="wilhelm_adler")
    s.automa_discard = ["AT07"]  # dam code 8
    for dam in DAMS[:8]:
        build(s, PERSON, dam.id)
    built = construct(s, "base")
    assert built is not None and DAMS[DAM_INDEX[built["site"]]].area == "hills" and built["excavators"] == 3


def test_ba_a20_1_solomon_pays_3_vp_for_one_machinery_at_most() -> None:
    """BA-A20.1 (Solomon P. Jordan): a base in the mountains (the tile's restriction) needs 5 excavators:
    with 5 he pays them; with 4, 4 and 3 VP; with 3 he cannot build (one machinery at most is
    replaced)."""
    mountains = AutomaAction(CONSTRUCTION, 2, structure="base", areas=("mountains",))
    for excavators, paid in ((5, (5, 0)), (4, (4, 3)), (3, None)):
        s = table("very-hard", officer="solomon_p_jordan")
        s.excavators[AUTOMA] = excavators
        events = perform(s, AUTOMA, mountains)
        assert (None if events is None else (events[0].args["excavators"], events[0].args["vp"])) == paid
        assert s.vp[AUTOMA] == 16 - (paid[1] if paid else 0)


def test_ba_a20_1_anton_krylov_last_and_copying_the_highest_level() -> None:
    """BA-A20.1 (Anton Krylov): with the basic base in its supply the Automa builds with it, Anton's tile
    last; with only Anton's tile it copies the highest level on its wheel (L2 base, the specific tile
    before the L2 joker, above the L1 base)."""
    wheel = Wheel.from_loads([(2, Load("L1_BASE", 0, 0)), (3, Load("L2_JOKER", 0, 0)), (4, Load("L2_BASE", 0, 0))])
    s = table("very-hard", officer="anton_krylov")
    s.tiles[AUTOMA] = ["ANTON", "basic_base"]
    s.wheels[AUTOMA] = wheel.copy()
    built = construct(s, "base")
    assert built is not None and (built["tile"], built["copies"]) == ("basic_base", "")
    s = table("very-hard", officer="anton_krylov")
    s.tiles[AUTOMA] = ["ANTON"]
    s.wheels[AUTOMA] = wheel.copy()
    built = construct(s, "base")
    assert built is not None and (built["tile"], built["copies"]) == ("ANTON", "L2_BASE")
    assert "L2_BASE" in s.wheels[AUTOMA].tiles() and "ANTON" in s.wheels[AUTOMA].tiles()


def test_ba_a20_1_jill_mcdowell_builds_conduits_with_mixers() -> None:
    """BA-A20.1 (Jill McDowell): with excavators and mixers enough, her Automa pays a conduit with 1 mixer
    per production value (BA-35.4); without her, 2 excavators per value."""
    for officer, pays in (("jill_mcdowell", lambda v: (0, v)), ("", lambda v: (2 * v, 0))):
        s = table("very-hard", officer=officer)
        built = construct(s, "conduit")
        assert built is not None
        value = CONDUITS[CONDUIT_INDEX[built["site"]]].production
        assert (built["excavators"], built["mixers"]) == pays(value)


# Very hard with Mahiri Sekibo: people take their first action of each round by an Automa tile.


def mahiri_table() -> State:
    """A person (seat 0) and a very hard Automa with Mahiri Sekibo, the person to take its first action
    of round 1, its tile not flipped yet; the deck's top shows AT20, the next tile is AT04."""
    s = new_state(options_from_config({"players": 2, "full": True, "automa": [None, "very-hard"]}), 2)
    turns.apply(s, turns.legal(s)[0])
    s.officer[AUTOMA] = "mahiri_sekibo"
    s.order = [PERSON, AUTOMA]
    s.current = PERSON
    s.acted = False
    s.pending = []
    s.engineers = [12, 12]
    top = ["AT09", "AT04", "AT20"]
    s.automa_deck = [t for t in sorted(AUTOMA_TILE) if t not in ("AT01", *top)] + top
    s.automa_discard = ["AT01"]
    return s


def test_ba_a20_1_mahiri_the_persons_first_action_is_the_tiles() -> None:
    """BA-A20.1 (Mahiri Sekibo): the person's first action of the round is the first action of AT04's
    action side it can take: no system to produce with, so a base in the mountains (the tile's
    restriction), among every construction and space it could otherwise take; the tile is flipped as
    flipped before the person decides, so that the person sees it (the Automa's shared deck, BA-A1.5),
    and its next action is free again."""
    s = mahiri_table()
    events = turns.advance(s)
    assert [e.kind for e in events] == ["guide.flip"]
    assert events[0].args == {"seat": PERSON, "actions": "AT04"}
    assert s.automa_deck[-2:] == ["AT09", "AT04"] and s.automa_discard == ["AT01", "AT20"]
    assert [step.kind for step in s.pending] == [turns.GUIDED]
    legal = turns.legal(s)
    assert legal and all(isinstance(a, Build) and a.structure == "base" for a in legal)
    assert {DAMS[DAM_INDEX[a.site]].area for a in legal} == {"mountains"}
    turns.apply(s, legal[0])
    assert all(step.kind != turns.GUIDED for step in s.pending)
    if s.current == PERSON and not s.pending:
        assert any(isinstance(a, Bank) for a in turns.legal(s))


def test_ba_a20_1_mahiri_the_next_action_of_the_tile_when_one_is_impossible() -> None:
    """BA-A20.1, BA-A5.4: without excavators the base is impossible: the machinery shop, the tile's next
    action, is the person's only choice; without Mahiri's Automa nothing is guided."""
    s = mahiri_table()
    s.excavators[PERSON] = 0
    turns.advance(s)
    legal = turns.legal(s)
    assert legal and {SPACE[a.space].section for a in legal if isinstance(a, Place)} == {"machinery_shop"}
    assert all(isinstance(a, Place) for a in legal)
    s = mahiri_table()
    s.officer[AUTOMA] = "viktor_fiesler"
    assert not guides_people(s) and turns.advance(s) == [] and any(isinstance(a, Bank) for a in turns.legal(s))


def test_ba_a20_1_random_games_with_mahiris_automa_run_to_the_end() -> None:
    """BA-A20.1: in random games against Mahiri Sekibo's very hard Automa the person flips a tile for
    its first action of each of the five rounds, and the deck keeps its 20 tiles."""
    for seed in range(3):
        s = mahiri_table()
        rng = random.Random(seed)
        flips = len(turns.advance(s))
        while s.phase != Phase.OVER:
            for event in turns.apply(s, rng.choice(turns.legal(s))):
                flips += event.kind == "guide.flip" and event.args["seat"] == PERSON
            assert sorted(s.automa_deck + s.automa_discard) == sorted(AUTOMA_TILE)
        assert flips == 5
