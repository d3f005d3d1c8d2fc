"""The Automa's decisions of §99 played by their alternative (``options.ALTERNATIVES``): each test
shows the default and what the alternative changes (D-A7, D-A10, D-A11, D-A12, D-A17, D-A20, D-A22), and
the engine's D-12 and D-21 as they reach the Automa."""

from __future__ import annotations

from powerplay.games.barrage import tiles as advanced
from powerplay.games.barrage.automa import fulfil, hard, perform, resolve, tile_and_cost
from powerplay.games.barrage.automa_place import place
from powerplay.games.barrage.automa_tiles import CONSTRUCTION, PATENT_OFFICE, PRODUCTION, AutomaAction, Criteria
from powerplay.games.barrage.data import CONDUIT_INDEX, DAM_INDEX, POWERHOUSE_INDEX
from powerplay.games.barrage.rounds import bonus_counts
from powerplay.games.barrage.setup import OFFICERS, new_state, options_from_config
from powerplay.games.barrage.state import Phase, State, Step
from powerplay.games.barrage.tiles import applies
from powerplay.games.barrage.turbine import FRANCE, PRODUCE, has_ability
from powerplay.games.barrage.water import Waters

PERSON, AUTOMA, OTHER = 0, 1, 2


def table(level: str = "medium", *alternatives: str, seed: int = 1) -> State:
    """A 3-seat full game (a person, the Automa, a medium Automa) in round 1 on an empty map."""
    config = {"players": 3, "full": True, "automa": [None, level, "medium"], "alternatives": list(alternatives)}
    s = new_state(options_from_config(config), seed)
    s.phase = Phase.ACTIONS
    s.waters = Waters()
    s.company = ["Italy", "France", "USA"]
    s.automa_deck = ["AT05", "AT01"]
    s.automa_discard = ["AT02"]
    return s


def test_d_a17_very_hard_includes_hard_unless_the_alternative() -> None:
    """D-A17: a very hard Automa plays hard's rules (advanced tiles' effects, BA-A19.1; the company's
    ability, BA-A19.2); with the alternative, only medium's and its officer."""
    for alternatives, expected in (((), True), (("D-A17",), False)):
        s = table("very-hard", *alternatives)
        for p in (1, 4, 6):
            s.waters.powerhouse_owner[p] = AUTOMA
        assert hard(s, AUTOMA) is expected
        assert applies(s, AUTOMA) is expected
        assert has_ability(s, AUTOMA, FRANCE) is expected
    h = table("hard", "D-A17")
    assert hard(h, AUTOMA) and applies(h, AUTOMA)


def build(s: State, seat: int, site: str, height: int = 1, drops: int = 0) -> None:
    """A structure of ``seat`` on ``site`` (a dam with its height and drops, a conduit, a powerhouse)."""
    if site in DAM_INDEX:
        s.waters.dam_owner[DAM_INDEX[site]] = seat
        s.waters.dam_height[DAM_INDEX[site]] = height
        s.waters.dam_drops[DAM_INDEX[site]] = drops
        s.waters.supply -= drops
    elif site in CONDUIT_INDEX:
        s.conduit_owner[CONDUIT_INDEX[site]] = seat
    else:
        s.waters.powerhouse_owner[POWERHOUSE_INDEX[site]] = seat


def test_d_a7_the_fulfilled_contract_counts_for_the_bonus_tile_unless_the_alternative() -> None:
    """D-A7: 8 energy fulfils the red 8 (BA-A6.3); by default it counts for the Automa on the contracts
    bonus tile (BA-37.1); with the alternative it leaves the game and counts 0."""
    for alternatives, counted in (((), ["P401"]), (("D-A7",), [])):
        s = table("medium", *alternatives)
        s.private = {"green": ["P200", "P205"], "yellow": ["P300", "P305"], "red": ["P401", "P410"]}
        s.national = []
        fulfil(s, AUTOMA, 8)
        assert s.fulfilled[AUTOMA] == counted
        assert bonus_counts(s, AUTOMA).contracts == len(counted)
        assert ("P401" in s.removed) is not counted
        assert "P401" not in s.private["red"]


def test_d_a10_a_medium_automa_uses_the_basic_tile_unless_the_alternative() -> None:
    """D-A10: with the basic base tile and the L2 base, a medium Automa builds with the basic one; with
    the alternative (BGA) with the highest level, as hard does (BA-A19.1)."""
    for alternatives, tile in (((), "basic_base"), (("D-A10",), "L2_BASE")):
        s = table("medium", *alternatives)
        s.tiles[AUTOMA] = ["L1_BASE", "basic_base", "L2_BASE"]
        chosen = tile_and_cost(s, AUTOMA, "base", "D1L")
        assert chosen is not None and chosen[0] == tile


def test_d_a11_the_higher_level_unless_the_alternative_takes_the_upper_slot() -> None:
    """BA-A13.3, D-A11: with an L1 and an L3 base tile in the patent office, the Automa buys the L3; with
    the alternative the upper slot's (the display's first), the L1."""
    for alternatives, bought in (((), "L3_BASE"), (("D-A11",), "L1_BASE")):
        s = table("medium", *alternatives)
        s.patent = ["L1_BASE", "L2_CONDUIT", "L3_BASE"]
        perform(s, AUTOMA, AutomaAction(PATENT_OFFICE, 2, structure="base"))
        assert bought in s.tiles[AUTOMA] and bought not in s.patent


NONE_DECIDE = Criteria(
    dam=("owned_powerhouse", "red_frame_space", "upstream_powerhouse"),
    dam_code=5,
    conduit=("dam_owned_neutral_opponent", "powerhouse_owned_opponent", "dam_opponent_neutral_owned"),
    conduit_code="1A",
    powerhouse=("most_powerful_conduit", "owned_dam", "hills_basin_5"),
    powerhouse_code=5,
    headstreams=("A", "B", "C", "D"),
)
"""A criteria side whose base column reaches the code 5 on the board of the D-A12 test."""


def test_d_a12_two_systems_all_candidates_unless_the_alternative_keeps_theirs() -> None:
    """BA-A16.1, D-A12: two systems a base could complete (basin 1 to 8, basin 3 to 6): by default step 1
    keeps all candidates and the criteria and code take D5U, outside both; with the alternative (BGA)
    only the completing spaces of basins 1 and 3 go on, the red-framed ones are kept (BA-A17.4) and the
    code (5, then from 1) takes D1U."""
    for alternatives, site in (((), "D5U"), (("D-A12",), "D1U")):
        s = table("medium", *alternatives)
        s.excavators[AUTOMA] = 20
        build(s, PERSON, "C1A")
        build(s, AUTOMA, "P8_1")
        build(s, PERSON, "C3B")
        build(s, AUTOMA, "P6_1")
        base = AutomaAction(CONSTRUCTION, 1, structure="base")
        assert place(s, AUTOMA, "base", base, NONE_DECIDE) == site


def test_d_a20_the_company_bonus_counts_in_the_production_check_unless_the_alternative() -> None:
    """BA-A6.1.3, D-A20: 2 drops through a conduit of value 3 with the tile's +0 and 2 powerhouses
    (+1): 7 energy reaches the yellow 7 by default, so the Automa produces; with the alternative only 6
    counts and it does not."""
    for alternatives, produced in (((), 7), (("D-A20",), 0)):
        s = table("medium", *alternatives)
        build(s, AUTOMA, "D2L", height=2, drops=2)
        build(s, AUTOMA, "C2A")
        build(s, AUTOMA, "P6_1")
        build(s, AUTOMA, "P5_1")
        s.energy[PERSON] = 3
        s.private["yellow"] = ["P310", "P311"]
        perform(s, AUTOMA, AutomaAction(PRODUCTION, 2, bonus=0, colour="yellow"))
        assert s.energy[AUTOMA] == produced


def test_d_a22_the_paired_officer_unless_the_alternative_draws_one_not_in_play() -> None:
    """BA-A20.1, D-A22: two very hard Automa alone: each takes the officer paired with its company
    (BA-12.1); with the alternative each draws from ``s.rng`` an officer none of the pairs dealt, two
    different ones, the same for the same seed."""
    config = {"players": 2, "full": True, "automa": ["very-hard", "very-hard"]}
    paired = new_state(options_from_config(config), 4)
    drawn = new_state(options_from_config({**config, "alternatives": ["D-A22"]}), 4)
    again = new_state(options_from_config({**config, "alternatives": ["D-A22"]}), 4)
    assert all(paired.officer) and all(drawn.officer)
    assert set(drawn.officer).isdisjoint(paired.officer) and len(set(drawn.officer)) == 2
    assert set(drawn.officer) <= set(OFFICERS)
    assert again.officer == drawn.officer


def test_d_12_a_tiles_energy_reaches_the_national_contracts_unless_the_alternative() -> None:
    """BA-21.7, D-12: 13 energy of an advanced tile (L2 base, L3 conduit) fulfils the national contract
    N100 (≥13) for the Automa; with the alternative (BGA) only a private contract, so none here."""
    for alternatives, fulfilled in (((), ["N100"]), (("D-12",), [])):
        s = table("medium", *alternatives)
        s.private = {"green": [], "yellow": [], "red": []}
        s.national = ["N100"]
        resolve(s, AUTOMA, [Step(advanced.FULFIL, AUTOMA, 1, args=(13,))])
        assert s.fulfilled[AUTOMA] == fulfilled
        assert s.national == [c for c in ["N100"] if c not in fulfilled]


def test_d_21_the_l2_powerhouses_production_pays_the_conduits_owner_unless_the_alternative() -> None:
    """BA-36.2, D-21: the Automa produces with the L2 powerhouse's step through the person's conduit C5A
    with its 2 drops: by default the owner gains 1 credit and 1 VP a drop (BA-6.4; the Automa pays in VP,
    BA-A3.1); with the alternative nothing is paid."""
    for alternatives, args, paid in (((), (2, ""), 2), (("D-21",), (2, "", 1), 0)):
        s = table("medium", *alternatives)
        build(s, AUTOMA, "D5L", drops=2)
        build(s, PERSON, "C5A")
        build(s, AUTOMA, "P8_1")
        credits, vp = s.credits[PERSON], s.vp[PERSON]
        resolve(s, AUTOMA, [Step(PRODUCE, AUTOMA, 1, args=args)])
        assert s.energy[AUTOMA] > 0
        assert (s.credits[PERSON] - credits, s.vp[PERSON] - vp) == (paid, paid)
