"""Rewards and company incomes (BA-14.2–14.5, BA-33, BA-34, BA-A3.1, BA-A16.6, BA-A18.1), with the
rulebook's examples and the data of companies.json and contracts.json."""

from __future__ import annotations

import pytest

from powerplay.core.protocol import Event
from powerplay.games.barrage.actions import EXCAVATOR, MIXER, Drops, Machinery
from powerplay.games.barrage.contracts import CONTRACT, EFFECTS, Reward
from powerplay.games.barrage.data import COMPANIES_JSON
from powerplay.games.barrage.rewards import BUILD, INCOME, earns_income, gain, incomes, uncovered
from powerplay.games.barrage.scoring import Source
from powerplay.games.barrage.setup import PIECES, START, new_state, options_from_config
from powerplay.games.barrage.state import DROPS, MACHINERY, STRUCTURES, State, Step
from powerplay.games.barrage.turns import apply, legal


def game(company: str, **config) -> State:
    """Seat 0 plays ``company``; the other seats keep theirs (or none)."""
    s = new_state(options_from_config({"players": 2, **config}), 1)
    s.company[0] = company
    return s


def build(s: State, seat: int, structure: str, n: int) -> None:
    """``n`` pieces of a row have left the company board (BA-14.3)."""
    k = STRUCTURES.index(structure)
    s.pieces[seat][k] = PIECES[k] - n


def income_json(company: str, structure: str) -> dict:
    return next(c for c in COMPANIES_JSON["companies"] if c["id"] == company)["income"][structure]


def test_ba2_3_polina_builds_her_second_base() -> None:
    """BA-2.3: Polina (Germany) builds her 2nd base and scores 3 VP at once, and 3 VP in every later
    Income phase."""
    s = game("Germany")
    assert uncovered("Germany", "base", 2) == [Reward("vp", 3)]
    events, steps = gain(s, 0, uncovered("Germany", "base", 2), Source.INCOME)
    assert (s.vp[0], events, steps) == (START["vp"] + 3, [Event("gain.vp-income", {"seat": 0, "vp": 3})], [])
    build(s, 0, "base", 2)
    for phase in range(1, 4):
        assert incomes(s, 0) == [Reward("vp", 3)]
        gain(s, 0, incomes(s, 0))
        assert s.vp[0] == START["vp"] + 3 + 3 * phase


@pytest.mark.parametrize(
    ("bases", "income"),
    [
        (0, []),
        (1, []),
        (2, [Reward("rotate_wheel", 1)]),
        (3, [Reward("rotate_wheel", 1)]),
        (4, [Reward("rotate_wheel", 1), Reward("credits", 6)]),
        (5, [Reward("rotate_wheel", 1), Reward("credits", 6), Reward("vp", 7)]),
    ],
)
def test_ba14_3_the_2nd_4th_and_5th_pieces_uncover_the_incomes(bases: int, income: list[Reward]) -> None:
    """BA-14.3: the 2nd base uncovers the 1st income, the 4th the 2nd, the 5th the 3rd (USA's row)."""
    s = game("USA")
    build(s, 0, "base", bases)
    assert incomes(s, 0) == income


@pytest.mark.parametrize(
    ("built", "income"),
    [(1, []), (2, [Reward("credits", 3)]), (3, []), (4, [Reward("vp", 5)]), (5, [Reward("vp", 7)])],
)
def test_ba16_3_6_the_income_a_construction_uncovers(built: int, income: list[Reward]) -> None:
    """BA-14.3, BA-16.3.6: building a piece gains only the income it uncovers (Italy's bases)."""
    assert uncovered("Italy", "base", built) == income


def test_ba14_4_powerhouses_give_no_income() -> None:
    s = game("Germany")
    build(s, 0, "powerhouse", PIECES[STRUCTURES.index("powerhouse")])
    assert incomes(s, 0) == []
    assert all(uncovered("Germany", "powerhouse", n) == [] for n in range(1, 5))


def test_ba14_5_every_uncovered_income_of_all_three_rows_once() -> None:
    """BA-14.5: Germany with every base, elevation and conduit built receives all nine incomes once."""
    s = game("Germany")
    for structure in ("base", "elevation", "conduit"):
        build(s, 0, structure, 5)
    assert incomes(s, 0) == [
        Reward("vp", 3),
        Reward("machinery_of_choice", 2),
        Reward("vp", 7),
        Reward("credits", 3),
        Reward("vp", 2),
        Reward("energy", 2),
        Reward("vp", 7),
        Reward("rotate_wheel", 1),
        Reward("vp", 2),
        Reward("water_drops_flow_immediately", 2),
        Reward("vp", 7),
    ]
    events, steps = gain(s, 0, incomes(s, 0))
    assert s.vp[0] == START["vp"] + 3 + 7 + 2 + 7 + 2 + 7
    assert (s.credits[0], s.energy[0]) == (START["credits"] + 3, 2)
    assert Event("wheel.rotate", {"seat": 0, "sectors": 1, "tiles": [], "excavators": 0, "mixers": 0}) in events
    assert steps == [Step(DROPS, 0, 1, flows=True), Step(DROPS, 0, 1, flows=True), Step(MACHINERY, 0, 2)]


def test_ba14_5_a_mixed_board() -> None:
    """BA-14.5: France with 4 bases, 2 elevations and 1 conduit: the bases' 1st and 2nd incomes and the
    elevations' 1st."""
    s = game("France")
    build(s, 0, "base", 4)
    build(s, 0, "elevation", 2)
    build(s, 0, "conduit", 1)
    assert incomes(s, 0) == [Reward("machinery_of_choice", 1), Reward("rotate_wheel", 2), Reward("vp", 3)]


@pytest.mark.parametrize(
    ("company", "structure"), [("USA", "base"), ("Germany", "elevation"), ("Italy", "conduit"), ("France", "base")]
)
def test_ba34_each_companys_row_as_in_companies_json(company: str, structure: str) -> None:
    """BA-34: a full row of each company gives the incomes companies.json lists for it."""
    s = game(company)
    build(s, 0, structure, 5)
    expected = sorted(
        (effect, amount) for raw in income_json(company, structure).values() for effect, amount in raw.items()
    )
    assert sorted((r.effect, r.amount) for r in incomes(s, 0)) == expected
    assert sorted(int(slot) for slot in income_json(company, structure)) == [2, 4, 5]


def test_ba14_3_the_third_income_is_7_vp_for_everyone() -> None:
    """BA-14.3: the 5th piece of any row uncovers the same income for every company (7 VP)."""
    common = COMPANIES_JSON["common"]["income_slot_5_all_rows"]
    assert common == {"vp": 7}
    for company in INCOME:
        for structure in ("base", "elevation", "conduit"):
            assert uncovered(company, structure, 5) == [Reward("vp", 7)]


def test_ba33_9a_rotating_returns_what_reaches_the_open_sector_after_each_sector() -> None:
    """BA-18.5, BA-18.6, BA-33.9a: a base (4 excavators) needs 1 more sector, an elevation (3 mixers) 2:
    turning 1 brings back the base only; turning 2 brings back both, the base first."""
    s = game("USA")
    wheel = s.wheels[0]
    s.tiles[0] = []
    wheel.place("basic_base", 4, 0)
    wheel.rotate()
    wheel.place("basic_elevation", 0, 3)
    wheel.rotate(4)
    one = s.copy()
    events, _ = gain(one, 0, [Reward("rotate_wheel", 1)])
    assert events == [
        Event("wheel.rotate", {"seat": 0, "sectors": 1, "tiles": ["basic_base"], "excavators": 4, "mixers": 0})
    ]
    assert one.wheels[0].contents() == [(1, wheel.contents()[1][1])]
    events, steps = gain(s, 0, [Reward("rotate_wheel", 2)])
    assert events == [
        Event(
            "wheel.rotate",
            {"seat": 0, "sectors": 2, "tiles": ["basic_base", "basic_elevation"], "excavators": 4, "mixers": 3},
        )
    ]
    assert steps == []
    assert s.tiles[0] == ["basic_base", "basic_elevation"]
    assert (s.excavators[0], s.mixers[0]) == (START["excavators"] + 4, START["mixers"] + 3)
    assert s.wheels[0].is_empty()


def test_ba33_p208_two_energy_and_two_rotations() -> None:
    """BA-33.6, BA-33.9a: P208 (3 energy required) gives 2 energy (not for a contract) and turns the
    wheel 2 sectors; nothing is owed."""
    s = game("USA")
    s.wheels[0].place("basic_conduit", 6, 0)
    s.wheels[0].rotate(4)
    events, steps = gain(s, 0, CONTRACT["P208"].rewards)
    assert s.energy[0] == 2 and steps == []
    assert events == [
        Event("wheel.rotate", {"seat": 0, "sectors": 2, "tiles": ["basic_conduit"], "excavators": 6, "mixers": 0}),
        Event("gain.energy", {"seat": 0, "energy": 2}),
    ]
    assert s.excavators[0] == START["excavators"] + 6


def test_ba33_p204_three_credits_and_two_drops_that_wait() -> None:
    """BA-33.1, BA-33.8: P204 gives 3 credits and 2 drops to place on headstream tiles, flowing in the
    Water-flow phase."""
    s = game("USA")
    events, steps = gain(s, 0, CONTRACT["P204"].rewards)
    assert s.credits[0] == START["credits"] + 3
    assert events == [Event("gain.credits", {"seat": 0, "credits": 3})]
    assert steps == [Step(DROPS, 0, 2)]


def test_d01_no_drops_to_place_when_the_supply_is_empty() -> None:
    """D-01: a drop that cannot be taken is not placed (a step with no legal decision is never owed)."""
    s = game("USA")
    s.waters.headstream_drops[0] += s.waters.supply
    s.waters.supply = 0
    assert gain(s, 0, CONTRACT["P204"].rewards)[1] == []


def test_ba33_9_drops_that_flow_are_owed_one_at_a_time() -> None:
    """BA-33.9: P214 (3 VP, 2 drops that flow at once): two steps of one drop each, which turns resolves
    as two decisions of one drop."""
    s = game("USA")
    seat = s.current
    events, steps = gain(s, seat, CONTRACT["P214"].rewards)
    assert s.vp[seat] == START["vp"] + 3 and events == [Event("gain.vp-contract", {"seat": seat, "vp": 3})]
    assert steps == [Step(DROPS, seat, 1, flows=True), Step(DROPS, seat, 1, flows=True)]
    s.pending += steps
    assert legal(s) == [Drops((h,)) for h in range(4)]
    apply(s, Drops((3,)))
    assert s.pending == [Step(DROPS, seat, 1, flows=True)]
    apply(s, Drops((0,)))
    assert s.pending == []


def test_ba33_steps_are_pushed_so_the_rewards_order_is_kept() -> None:
    """BA-33: P409's effects in the data's order (``EFFECTS``): 2 drops flow, then an elevation is placed;
    the first to resolve is the last item."""
    s = game("USA")
    _, steps = gain(s, 0, CONTRACT["P409"].rewards)
    assert [r.effect for r in CONTRACT["P409"].rewards] == ["water_drops_flow_immediately", "build_elevation"]
    assert steps == [
        Step(BUILD, 0, 1, args=("elevation",)),
        Step(DROPS, 0, 1, flows=True),
        Step(DROPS, 0, 1, flows=True),
    ]


@pytest.mark.parametrize(
    ("contract", "args"),
    [
        ("P211", ("base", "plains")),
        ("P305", ("base", "plains", "hills")),
        ("P401", ("base", "mountains", "hills", "plains")),
        ("P210", ("conduit", 2)),
        ("P410", ("conduit", 5)),
        ("P301", ("powerhouse",)),
    ],
)
def test_ba33_18_structure_placing_rewards_are_owed_with_their_limit(contract: str, args: tuple) -> None:
    """BA-33.10–33.13, BA-33.18: the build step names the structure, the areas a base may go to, the
    highest production of a conduit; nothing is paid or turned here."""
    s = game("USA")
    before = s.copy()
    events, steps = gain(s, 0, CONTRACT[contract].rewards)
    assert (events, steps) == ([], [Step(BUILD, 0, 1, args=args)])
    assert (s.credits, s.excavators, s.mixers, s.wheels[0].contents()) == (
        before.credits,
        before.excavators,
        before.mixers,
        before.wheels[0].contents(),
    )


def test_ba33_p314_the_seat_chooses_machinery_then_places_drops() -> None:
    """BA-33.5, BA-33.8 with turns: P314 (4 credits, 2 drops, 1 machinery): pushed on the pending steps,
    the machinery is chosen first (data order), then up to 2 drops are placed."""
    s = game("USA")
    seat = s.current
    _, steps = gain(s, seat, CONTRACT["P314"].rewards)
    s.pending += steps
    assert legal(s) == [Machinery(EXCAVATOR), Machinery(MIXER)]
    apply(s, Machinery(MIXER))
    assert Drops((0, 1)) in legal(s) and all(len(a.headstreams) <= 2 for a in legal(s))
    before = s.waters.headstream_drops[:]
    apply(s, Drops((0, 1)))
    assert s.pending == [] and s.waters.headstream_drops == [before[0] + 1, before[1] + 1, *before[2:]]


def test_ba_a3_1_an_automa_gains_vp_instead_of_credits() -> None:
    """BA-A3.1, BA-A16.6: an Automa's credits become VP; wheel and energy as usual."""
    s = game("USA", full=True, automa=[None, "medium"])
    s.company[1] = "Italy"
    vp, credits = s.vp[1], s.credits[1]
    events, steps = gain(s, 1, CONTRACT["P209"].rewards)
    assert (s.vp[1], s.credits[1], steps) == (vp + 4 + 2, credits, [])
    assert events == [
        Event("gain.vp-contract", {"seat": 1, "vp": 4}),
        Event("gain.automa-credits", {"seat": 1, "vp": 2}),
    ]


def test_ba_a16_6_an_automa_takes_the_machinery_it_has_fewer_of() -> None:
    """BA-A16.6, D-A14: one at a time, the kind it has fewer of, an excavator on a tie."""
    s = game("USA", full=True, automa=[None, "medium"])
    s.excavators[1], s.mixers[1] = 3, 2
    events, steps = gain(s, 1, [Reward("machinery_of_choice", 3)])
    assert steps == []
    assert [e.args["kind"] for e in events] == [MIXER, EXCAVATOR, MIXER]
    assert (s.excavators[1], s.mixers[1]) == (4, 4)


def test_ba_a18_1_an_easy_automa_receives_no_income() -> None:
    s = game("USA", full=True, automa=[None, "easy"])
    s.company[1] = "Germany"
    build(s, 1, "base", 5)
    assert not earns_income(s, 1) and incomes(s, 1) == []
    assert earns_income(s, 0)


def test_ba33_every_effect_is_applied_or_owed() -> None:
    """BA-33: each effect of the data gives an event or a step; anything else is a programming error."""
    s = game("USA")
    for effect in EFFECTS:
        reward = Reward(effect, 1, ("plains",) if effect == "build_base" else ())
        events, steps = gain(s, 0, [reward])
        assert len(events) + len(steps) == 1, effect
    with pytest.raises(ValueError):
        gain(s, 0, [Reward("pay_credits", 1)])
