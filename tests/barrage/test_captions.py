"""The rulebook's captions and pictures that are small tests of their own (BA-89): L289, L834, L844 and
BA-14.3a, each on a board built by hand; the others are named in their modules' tests (L1571 and
BA-A6.5, BA-A7.7 in test_automa.py, BA-A16.1 in test_automa_place.py, BA-20.7, BA-22.3, BA-34.2,
BA-34.3 in test_turbine.py and test_water.py, BA-29.4 in test_water.py)."""

from __future__ import annotations

from powerplay.games.barrage.actions import Bank, Drops, Place
from powerplay.games.barrage.construction import Build, place_piece
from powerplay.games.barrage.contracts import Reward
from powerplay.games.barrage.data import COMPANIES_JSON, DAM_INDEX
from powerplay.games.barrage.objectives import structures_built
from powerplay.games.barrage.rewards import MACHINERY_OF_CHOICE, ROTATE_WHEEL, VP, WATER_DROPS_FLOW_IMMEDIATELY, incomes
from powerplay.games.barrage.setup import new_state, options_from_config
from powerplay.games.barrage.state import DROPS, MACHINERY, Phase, State, Step
from powerplay.games.barrage.turns import apply, legal
from powerplay.games.barrage.water import EMPTY, place_and_flow

HA, HB, HC, HD = 0, 1, 2, 3
D1L = DAM_INDEX["D1L"]
"""The dam space of basin 1, the first below headstream HA."""


def table(full: bool = False) -> tuple[State, int]:
    """A 2-seat game in its first turn, the map without dams (the neutral ones' drops back in the
    supply), plenty of machinery and credits; the USA seat (red, Kostya's company in the rulebook)."""
    s = new_state(options_from_config({"players": 2, "full": full}), 1)
    if full:
        s.company, s.officer = ["USA", "Germany"], ["wilhelm_adler", "viktor_fiesler"]
        s.phase, s.order, s.current = Phase.ACTIONS, [0, 1], 0
    w = s.waters
    for d in range(len(w.dam_owner)):
        w.supply += w.dam_drops[d]
        w.dam_owner[d], w.dam_height[d], w.dam_drops[d] = EMPTY, 0, 0
    for seat in (0, 1):
        s.excavators[seat], s.mixers[seat], s.credits[seat] = 30, 30, 50
    return s, s.company.index("USA")


def test_ba_89_l289_a_usa_dam_of_height_3_holds_3_drops_and_counts_its_2_elevations() -> None:
    """BA-89 (caption L289), BA-4.6, BA-36.2, D-22: the USA's dam of height 3 is a base and 2 elevations
    from its company board; raised with the L3 elevation tile it is a dam with elevations (3 VP); of 4
    drops from HA it holds 3, the 4th flows past it."""
    s, usa = table(full=True)
    s.current = usa
    place_piece(s, usa, "base", "D1L")
    place_piece(s, usa, "elevation", "D1L")
    s.tiles[usa].append("L3_ELEVATION")
    vp = s.vp[usa]
    apply(s, Build("elevation", "D1L", "L3_ELEVATION"))
    while s.pending and s.pending[-1].seat == usa:  # how to pay, when there are several ways
        apply(s, legal(s)[0])
    assert s.waters.dam_height[D1L] == 3 and s.vp[usa] == vp + 3
    assert s.pieces[usa][:2] == [4, 3] and list(structures_built(usa, s.waters, s.conduit_owner)) == [1, 2, 0, 0]
    supply = s.waters.supply
    for _ in range(4):
        place_and_flow(s.waters, HA)
    assert s.waters.dam_drops[D1L] == 3 and s.waters.supply == supply - 3  # the 4th left the map


def test_ba_89_l834_the_2_drop_action_splits_its_drops_over_two_headstreams() -> None:
    """BA-89 (caption L834), BA-23.2: the 2 drops go on HB and HD and wait there for the Water-flow phase."""
    s, _ = table()
    before = s.waters.headstream_drops[:]
    apply(s, Place("W2L"))
    apply(s, Drops((HB, HD)))
    assert s.waters.headstream_drops == [before[0], before[1] + 1, before[2], before[3] + 1]


def test_ba_89_l844_the_1_drop_action_s_drop_flows_at_once() -> None:
    """BA-89 (caption L844), BA-23.3, BA-5.5: the drop put on HA does not wait on it: it flows at once and
    stops in front of the first dam with room below, the seat's dam in basin 1."""
    s, _ = table()
    seat = s.current
    s.waters.dam_owner[D1L], s.waters.dam_height[D1L] = seat, 1
    before, supply = s.waters.headstream_drops[:], s.waters.supply
    apply(s, Place("W1L"))
    apply(s, Drops((HA,)))
    assert s.waters.headstream_drops == before
    assert s.waters.dam_drops[D1L] == 1 and s.waters.supply == supply - 1


def test_ba_14_3a_kostya_receives_the_incomes_his_structures_uncovered() -> None:
    """BA-14.3a (rulebook picture), BA-14.2, BA-14.3, BA-14.4: Kostya (red, the USA) has built 2 bases,
    4 elevations, 1 conduit and 3 powerhouses: his bases' 1st income (the wheel turns 1 sector), his
    elevations' 1st and 2nd (a machinery of his choice; 2 VP and 2 drops that flow at once), nothing for
    one conduit nor for powerhouses. At the next round's start he receives them, the values of
    ``companies.json``."""
    s, kostya = table()
    for site in ("D1L", "D2L"):
        place_piece(s, kostya, "base", site)
        place_piece(s, kostya, "elevation", site)
        place_piece(s, kostya, "elevation", site)
    place_piece(s, kostya, "conduit", "C1A")
    for site in ("P5_1", "P6_1", "P7_1"):
        place_piece(s, kostya, "powerhouse", site)
    assert s.pieces[kostya] == [3, 1, 4, 1]
    usa = next(c for c in COMPANIES_JSON["companies"] if c["id"] == "USA")["income"]
    assert usa["base"]["2"] == {"rotate_wheel": 1} and usa["elevation"]["2"] == {"machinery_of_choice": 1}
    assert usa["elevation"]["4"] == {"vp": 2, "water_drops_flow_immediately": 2}
    assert incomes(s, kostya) == [
        Reward(ROTATE_WHEEL, 1),
        Reward(MACHINERY_OF_CHOICE, 1),
        Reward(VP, 2),
        Reward(WATER_DROPS_FLOW_IMMEDIATELY, 2),
    ]
    events = []
    while s.round == 1:  # everyone to the bank: the round ends (BA-15.8)
        events += apply(s, Bank(s.engineers[s.current]))
    start = next(k for k, e in enumerate(events) if e.kind == "round.start")
    gained = [(e.kind, e.args) for e in events[start:] if e.args.get("seat") == kostya]
    assert gained == [
        ("wheel.rotate", {"seat": kostya, "sectors": 1, "tiles": [], "excavators": 0, "mixers": 0}),
        ("gain.vp-income", {"seat": kostya, "vp": 2}),
    ]
    owed = [Step(DROPS, kostya, 1, flows=True)] * 2 + [Step(MACHINERY, kostya, 1)]
    assert [step for step in s.pending if step.seat == kostya] == owed
