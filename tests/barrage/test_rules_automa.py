"""The Automa's rules a test names one by one: it plays as a player, the expansion's parts
aside (BA-A1.1, BA-A1.4, BA-A3.3, BA-A3.11, BA-A4.1), its tile decides (BA-A5.5), and after each
action its turn ends or goes on (BA-A6.4, BA-A7.6, BA-A8.4, BA-A9.7, BA-A11.2, BA-A12.4, BA-A13.7);
the water, contract-office, construction and patent-office actions' own effects (BA-A7.1, BA-A8.5,
BA-A9.5, BA-A13.1, BA-A13.4).
Boards are built by hand with ``test_automa``'s helpers."""

from __future__ import annotations

from test_automa import AUTOMA, HA, PERSON, build, kinds, ready, table

from powerplay.games.barrage import turns
from powerplay.games.barrage.actions import Bank, Place
from powerplay.games.barrage.automa import perform, turn
from powerplay.games.barrage.automa_tiles import (
    AUTOMA_TILE,
    CONSTRUCTION,
    CONTRACT_OFFICE,
    MACHINERY_SHOP,
    PATENT_OFFICE,
    PRODUCTION,
    SINGLE_WORKSHOP_OR_BANK,
    WATER_MANAGEMENT,
    WILD_MACHINERY_SHOP_OR_BANK,
    WORKSHOP,
    AutomaAction,
)
from powerplay.games.barrage.data import DAM_INDEX
from powerplay.games.barrage.setup import new_state, options_from_config
from powerplay.games.barrage.state import BLOCKED, State
from powerplay.games.barrage.turbine import systems
from powerplay.games.barrage.water import release_headstreams


def blocked(s: State) -> set[str]:
    return {space for space, seat in s.occupied.items() if seat == BLOCKED}


def seen(s: State) -> tuple:
    """What an action of the Automa may change."""
    w = s.waters
    return (
        s.engineers[:],
        s.vp[:],
        s.excavators[:],
        s.mixers[:],
        s.energy[:],
        dict(s.occupied),
        [t[:] for t in s.tiles],
        s.patent[:],
        {c: p[:] for c, p in s.private.items()},
        s.conduit_owner[:],
        [x.tiles() for x in s.wheels],
        w.dam_owner[:],
        w.powerhouse_owner[:],
        w.headstream_drops[:],
        w.dam_drops[:],
    )


def setup(players: int, automa: list[str | None]) -> State:
    return new_state(options_from_config({"players": players, "full": True, "automa": automa}), 3)


# The Automa as a player (BA-A1.4, BA-A3.3, BA-A3.11, BA-A4.1).


def test_ba_a1_4_the_automas_dam_is_a_players_dam_under_the_base_rules() -> None:
    """BA-A1.4 (BA-5.5, BA-20.2): in the Water-flow phase the Automa's dam stops a drop as anyone's
    does, and nobody else may produce with its water."""
    s = table()
    build(s, AUTOMA, "D1L")
    build(s, PERSON, "C1A")
    build(s, PERSON, "P8_1")
    s.waters.headstream_drops[HA] = 2
    s.waters.supply -= 2
    release_headstreams(s.waters)
    assert s.waters.dam_drops[DAM_INDEX["D1L"]] == 1
    assert systems(s, PERSON, 0) == []
    assert [p.dam for p in systems(s, AUTOMA, 0)] == []  # the person's powerhouse is not the Automa's
    build(s, AUTOMA, "P8_2")
    assert [(p.dam, p.conduit, p.powerhouse, p.drops) for p in systems(s, AUTOMA, 0)] == [("D1L", "C1A", "P8_2", 1)]


def test_ba_a3_3_no_company_ability_below_hard_but_the_powerhouse_bonuses() -> None:
    """BA-A3.3: a medium Italian Automa with 4 powerhouses gets the company board's +3 (2nd and 4th
    powerhouses) but not Italy's +3 after producing (the 3rd powerhouse's ability); a hard one both
    (BA-A19.2)."""
    for level, energy in (("medium", 2 * 3 + 3), ("hard", 2 * 3 + 3 + 3)):
        s = table(level)
        ready(s)
        s.company[AUTOMA], s.company[PERSON] = "Italy", "USA"
        for powerhouse in ("P5_1", "P7_1", "P8_1"):
            build(s, AUTOMA, powerhouse)
        events = perform(s, AUTOMA, AutomaAction(PRODUCTION, 2, bonus=0, colour="green"))
        assert events is not None
        assert [e.args["energy"] for e in events if e.kind == "produce"] == [2 * 3 + 3]
        assert s.energy[AUTOMA] == energy
        assert any(e.kind == "energy.italy" for e in events) == (level == "hard")


def test_ba_a3_11_the_automas_space_is_taken_for_others_except_the_bank() -> None:
    """BA-A3.11: the space the Automa's engineers occupy is not offered to the person for the round;
    the bank, where it also went, still is."""
    s = table()
    s.current = PERSON
    assert Place("M1L") in turns.legal(s)
    perform(s, AUTOMA, AUTOMA_TILE["AT04"].base_actions[2])  # the machinery shop: M1L
    perform(s, AUTOMA, AutomaAction(SINGLE_WORKSHOP_OR_BANK, 1, rotate=1))  # an empty wheel: the bank
    assert s.occupied["M1L"] == AUTOMA and s.vp[AUTOMA] == 16 - 2 + 1
    legal = turns.legal(s)
    assert Place("M1L") not in legal
    assert Place("M3L") in legal and Bank(1) in legal


def test_ba_a4_1_setup_counts_the_automa_as_a_participant() -> None:
    """BA-A4.1 (BA-10.9, BA-10.13): 2 people and an Automa get the national contracts (2) and the
    blocked spaces of 3 participants; 1 person and an Automa those of 2."""
    three = setup(3, [None, None, "medium"])
    assert len(three.national) == 3 - 1
    assert blocked(three) == blocked(setup(3, [None, None, None])) == {"M2L", "M2R", "K2L", "K2R", "T+1L", "T+1R"}
    two = setup(2, [None, "medium"])
    assert len(two.national) == 2 - 1
    assert blocked(two) == blocked(setup(2, [None, None]))
    assert len(blocked(two)) > len(blocked(three))


# The tile decides (BA-A5.5).


def test_ba_a5_5_the_tile_not_the_space_gives_engineers_cost_and_effect() -> None:
    """BA-A5.5: M1L taken, AT04's machinery shop goes on M3L (2 engineers, 5 credits, an excavator and
    a mixer) yet places 1 engineer, pays 2 VP and gains 1 excavator, as its tile says; AT18's on M1L
    (1 engineer, 2 credits, an excavator) places 2, pays 5 VP and gains an excavator and a mixer."""
    s = table()
    s.occupied["M1L"] = PERSON
    perform(s, AUTOMA, AUTOMA_TILE["AT04"].base_actions[2])
    assert s.occupied["M3L"] == AUTOMA
    assert (s.engineers[AUTOMA], s.vp[AUTOMA], s.excavators[AUTOMA], s.mixers[AUTOMA]) == (11, 14, 7, 4)
    t = table()
    perform(t, AUTOMA, AUTOMA_TILE["AT18"].base_actions[3])
    assert t.occupied["M1L"] == AUTOMA
    assert (t.engineers[AUTOMA], t.vp[AUTOMA], t.excavators[AUTOMA], t.mixers[AUTOMA]) == (10, 11, 7, 5)


# After each action: the turn ends, or the next action is tried (BA-A5.4, BA-A5.6).


def test_ba_a6_4_production_ends_the_turn_else_the_next_action() -> None:
    """BA-A6.4: AT17 with a ready system produces and its turn ends; leading in its round's section it
    does not produce: its full dam takes no drop (water management not performed) and it builds a
    base (the next actions)."""
    s = table()
    ready(s)
    s.automa_deck = ["AT17", "AT01"]
    t = s.copy()
    assert kinds(turn(s, AUTOMA)) == [PRODUCTION] and s.engineers[AUTOMA] == 10
    t.energy[AUTOMA] = 6
    assert kinds(turn(t, AUTOMA)) == [CONSTRUCTION]
    assert t.energy[AUTOMA] == 6 and t.waters.dam_drops[DAM_INDEX["D2L"]] == 2


def test_ba_a7_1_drops_that_wait_and_a_drop_that_flows_at_once() -> None:
    """BA-A7.1: 2 drops "in the Water-flow phase" go on the headstream tiles (one on HA, one on HB, for
    the Automa's D1L and D2L) and reach its dams only then; 1 drop "at once" flows into its dam now."""
    s = table()
    build(s, AUTOMA, "D1L")
    build(s, AUTOMA, "D2L")
    supply = s.waters.supply
    assert perform(s, AUTOMA, AutomaAction(WATER_MANAGEMENT, 1, drops=2, flow="water_phase")) is not None
    assert s.waters.headstream_drops == [1, 1, 0, 0] and s.waters.supply == supply - 2
    assert s.waters.dam_drops[DAM_INDEX["D1L"]] == s.waters.dam_drops[DAM_INDEX["D2L"]] == 0
    release_headstreams(s.waters)
    assert s.waters.dam_drops[DAM_INDEX["D1L"]] == s.waters.dam_drops[DAM_INDEX["D2L"]] == 1
    t = table()
    build(t, AUTOMA, "D1L")
    assert perform(t, AUTOMA, AutomaAction(WATER_MANAGEMENT, 1, drops=1, flow="immediate")) is not None
    assert t.waters.headstream_drops == [0, 0, 0, 0] and t.waters.dam_drops[DAM_INDEX["D1L"]] == 1


def test_ba_a7_6_after_water_management_the_turn_goes_on_either_way() -> None:
    """BA-A7.6: AT01 with no machinery and an empty wheel: with a dam of its own below HA the drop is
    placed and the turn goes on to the fallback (the machinery shop); without, the same fallback; with
    its last engineer the water action ends the turn (BA-A5.6)."""
    for dam, expected in (
        (True, [WATER_MANAGEMENT, WILD_MACHINERY_SHOP_OR_BANK]),
        (False, [WILD_MACHINERY_SHOP_OR_BANK]),
    ):
        s = table()
        s.automa_deck = ["AT01", "AT02"]
        s.excavators[AUTOMA] = s.mixers[AUTOMA] = 0
        if dam:
            build(s, AUTOMA, "D1L")
        assert kinds(turn(s, AUTOMA)) == expected
        assert (s.excavators[AUTOMA], s.vp[AUTOMA]) == (1, 13)
    s = table()
    s.automa_deck = ["AT01", "AT02"]
    s.excavators[AUTOMA] = s.mixers[AUTOMA] = 0
    s.engineers[AUTOMA] = 1
    build(s, AUTOMA, "D1L")
    assert kinds(turn(s, AUTOMA)) == [WATER_MANAGEMENT] and s.engineers[AUTOMA] == 0


def test_ba_a8_4_after_the_contract_office_the_next_action() -> None:
    """BA-A8.4: AT03's contract office, then (no excavators: no base) its patent office's base tile,
    which ends the turn (BA-A13.7) before the fallback."""
    s = table()
    s.automa_deck = ["AT03", "AT01"]
    s.excavators[AUTOMA] = 0
    s.patent = ["L1_BASE", "", ""]
    assert kinds(turn(s, AUTOMA)) == [CONTRACT_OFFICE, PATENT_OFFICE]
    assert s.engineers[AUTOMA] == 10 and s.energy[AUTOMA] == 2 and s.tiles[AUTOMA][-1] == "L1_BASE"


def test_ba_a8_5_the_contract_office_with_no_contract_of_its_colour() -> None:
    """BA-A8.5, D-A9: no green contract shown and none in the stack: still performed, its engineer on
    K1L and 2 energy; the other colours untouched."""
    s = table()
    s.private["green"] = []
    s.stacks["green"] = []
    yellow = s.private["yellow"][:]
    events = perform(s, AUTOMA, AutomaAction(CONTRACT_OFFICE, 1, colour="green", energy=2))
    assert events is not None and events[-1].args == {"seat": AUTOMA, "removed": [], "energy": 2}
    assert s.energy[AUTOMA] == 2 and s.occupied["K1L"] == AUTOMA and s.engineers[AUTOMA] == 11
    assert s.private["green"] == [] and s.private["yellow"] == yellow


def test_ba_a9_5_the_income_a_construction_uncovers_at_once() -> None:
    """BA-A9.5, BA-A3.1: Italy's second base uncovers 3 credits: the Automa gains 3 VP at once (it paid
    3 VP for D2U's red frame); its first base uncovers nothing."""
    base = AutomaAction(CONSTRUCTION, 2, structure="base")
    s = table()
    s.company[AUTOMA] = "Italy"
    s.tiles[AUTOMA].append("L1_BASE")
    s.excavators[AUTOMA] = 10
    first = perform(s, AUTOMA, base)
    assert first is not None and [e.kind for e in first] == ["automa.build", "wheel.rotate"]
    vp = s.vp[AUTOMA]
    second = perform(s, AUTOMA, base)
    assert second is not None
    fee = second[0].args["vp"]
    assert [(e.kind, e.args) for e in second[2:]] == [("gain.automa-credits", {"seat": AUTOMA, "vp": 3})]
    assert s.vp[AUTOMA] == vp - fee + 3 and s.credits[AUTOMA] == 0


def test_ba_a9_7_a_construction_ends_the_turn_else_the_next_action() -> None:
    """BA-A9.7: AT04 builds its mountain base and stops; without the excavators it goes to the
    machinery shop (BA-A11.1)."""
    s = table()
    s.automa_deck = ["AT04", "AT01"]
    t = s.copy()
    assert kinds(turn(s, AUTOMA)) == [CONSTRUCTION] and s.engineers[AUTOMA] == 10
    t.excavators[AUTOMA] = 4
    assert kinds(turn(t, AUTOMA)) == [MACHINERY_SHOP] and t.excavators[AUTOMA] == 5


def test_ba_a11_2_the_machinery_shop_ends_the_turn_else_the_next_action() -> None:
    """BA-A11.2: AT04's machinery shop (no excavators for the base) ends the turn before the fallback;
    in round 5 it is not performed and the fallback is: the bank, +1 VP (empty wheel)."""
    s = table()
    s.automa_deck = ["AT04", "AT01"]
    s.excavators[AUTOMA] = 0
    t = s.copy()
    assert kinds(turn(s, AUTOMA)) == [MACHINERY_SHOP] and s.vp[AUTOMA] == 14
    t.round = 5
    assert kinds(turn(t, AUTOMA)) == [SINGLE_WORKSHOP_OR_BANK] and t.vp[AUTOMA] == 17


def test_ba_a12_4_the_workshop_ends_the_turn_else_the_next_action() -> None:
    """BA-A12.4: AT01 with no machinery: with a tile on its wheel the workshop is performed and ends the
    turn; with an empty wheel the fallback (the machinery shop, 3 VP) is."""
    s = table()
    s.automa_deck = ["AT01", "AT02"]
    s.excavators[AUTOMA] = s.mixers[AUTOMA] = 0
    t = s.copy()
    s.wheels[AUTOMA].place("basic_base", 0, 0)
    s.tiles[AUTOMA].remove("basic_base")
    assert kinds(turn(s, AUTOMA)) == [WORKSHOP] and s.vp[AUTOMA] == 16
    assert kinds(turn(t, AUTOMA)) == [WILD_MACHINERY_SHOP_OR_BANK] and t.vp[AUTOMA] == 13


def test_ba_a13_1_two_vp_for_the_indicated_tile_or_an_advanced_joker() -> None:
    """BA-A13.1: 2 VP (no credits, no second engineer) for the base tile; with none, for the joker."""
    action = AutomaAction(PATENT_OFFICE, 1, 2, structure="base")
    s = table()
    credits = s.credits[AUTOMA]
    s.patent = ["L1_CONDUIT", "L1_BASE", "L1_JOKER"]
    perform(s, AUTOMA, action)
    assert s.tiles[AUTOMA][-1] == "L1_BASE" and s.patent == ["L1_CONDUIT", "", "L1_JOKER"]
    assert (s.vp[AUTOMA], s.credits[AUTOMA], s.engineers[AUTOMA]) == (14, credits, 11)
    perform(s, AUTOMA, action)
    assert s.tiles[AUTOMA][-1] == "L1_JOKER" and s.patent == ["L1_CONDUIT", "", ""] and s.vp[AUTOMA] == 12


def test_ba_a13_4_neither_the_tile_nor_a_joker_the_next_action() -> None:
    """BA-A13.4: AT03 (no excavators for the base) finds only a conduit tile in the patent office: the
    action is not performed (nothing bought, no engineer there) and the fallback is (the bank)."""
    s = table()
    s.automa_deck = ["AT03", "AT01"]
    s.excavators[AUTOMA] = 0
    s.patent = ["L1_CONDUIT", "", ""]
    assert kinds(turn(s, AUTOMA)) == [CONTRACT_OFFICE, SINGLE_WORKSHOP_OR_BANK]
    assert s.patent == ["L1_CONDUIT", "", ""] and "PAT1" not in s.occupied and s.vp[AUTOMA] == 17


def test_ba_a13_7_the_patent_office_ends_the_turn() -> None:
    """BA-A13.7: AT03's patent office with the base tile shown: bought, and no fallback after it (the
    turn's VP: −2 only)."""
    s = table()
    s.automa_deck = ["AT03", "AT01"]
    s.excavators[AUTOMA] = 0
    s.patent = ["", "L2_BASE", ""]
    events = turn(s, AUTOMA)
    assert kinds(events) == [CONTRACT_OFFICE, PATENT_OFFICE]
    assert s.vp[AUTOMA] == 14 and s.occupied["PAT1"] == AUTOMA and "K1L" in s.occupied


# The expansion's fragments are ignored (BA-A1.1, D-A19).


def test_ba_a1_1_the_expansions_actions_are_never_performed() -> None:
    """BA-A1.1, D-A19: without "The Leeghwater Project" each [LWP] action of the tiles (external works,
    private buildings and their patents) is not performed, even with machinery, VP and engineers to
    spare; AT03's turn passes over its external work to the fallback."""
    lwp = [a for t in sorted(AUTOMA_TILE) for a in AUTOMA_TILE[t].actions if a.expansion]
    assert len(lwp) == 23
    for action in lwp:
        s = table()
        s.excavators[AUTOMA] = s.mixers[AUTOMA] = 20
        before = seen(s)
        assert perform(s, AUTOMA, action) is None
        assert seen(s) == before
    s = table()
    s.automa_deck = ["AT03", "AT01"]
    s.excavators[AUTOMA] = 0
    s.private["green"] = []
    s.stacks["green"] = []
    assert [a.kind for a in AUTOMA_TILE["AT03"].actions][-2:] == ["external_work", SINGLE_WORKSHOP_OR_BANK]
    assert kinds(turn(s, AUTOMA)) == [CONTRACT_OFFICE, SINGLE_WORKSHOP_OR_BANK]
