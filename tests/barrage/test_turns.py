"""Turns of the Actions phase so far (BA-12.2, BA-15, BA-23–BA-28): the management board's actions as
sequences of small decisions, passing, and whole games of random decisions through all five rounds,
with the game's invariants after every action."""

from __future__ import annotations

import random

import pytest

from powerplay.core.errors import IllegalAction
from powerplay.games.barrage.actions import Bank, Choose, Discard, Drops, Machinery, Pass, Place, Take
from powerplay.games.barrage.contracts import COLOURS, CONTRACT
from powerplay.games.barrage.data import WATER_DROPS
from powerplay.games.barrage.objectives import structures_built
from powerplay.games.barrage.setup import PIECES, new_state, options_from_config
from powerplay.games.barrage.state import Phase
from powerplay.games.barrage.turns import advance, apply, legal


def game(seed: int = 1, **config):
    return new_state(options_from_config(config), seed)


def check(s) -> None:
    """What holds after every action."""
    w = s.waters
    assert sum(w.dam_drops) + sum(w.headstream_drops) + w.supply == WATER_DROPS  # D-01
    private = [c for colour in COLOURS for c in s.private[colour] + s.stacks[colour] + s.discards[colour]]
    private += [c for c in s.removed if CONTRACT[c].kind in COLOURS]  # a discarded starting one too (BA-27.5)
    held = [
        c for seat in range(s.players) for c in s.contracts[seat] + s.fulfilled[seat] if CONTRACT[c].kind in COLOURS
    ]
    assert sorted(private + held) == sorted(c for c in CONTRACT if CONTRACT[c].kind in COLOURS)  # each in one place
    assert all(len(shown) <= 2 for shown in s.private.values())
    if not s.pending and s.phase == Phase.ACTIONS:
        assert all(len(c) <= 3 for c in s.contracts)  # BA-27.5
    assert all(e >= 0 for e in s.engineers) and all(c >= 0 for c in s.credits)
    assert all(x >= 0 for x in s.excavators + s.mixers)
    built = [structures_built(seat, w, s.conduit_owner) for seat in range(s.players)]
    for seat in range(s.players):  # pieces on the company board and on the map: 5/5/5/4
        assert [a + b for a, b in zip(s.pieces[seat], built[seat], strict=True)] == list(PIECES)
        tiles = s.tiles[seat] + s.wheels[seat].tiles()
        assert len(tiles) == len(set(tiles))  # every technology tile in one place


@pytest.mark.parametrize(("players", "full"), [(2, False), (3, False), (4, False), (2, True), (4, True)])
def test_random_games_run_through_five_rounds(players: int, full: bool) -> None:
    built = produced = effects = 0
    for seed in range(8 if full else 3):
        s = game(seed=seed, players=players, full=full)
        rng = random.Random(seed)
        steps = 0
        while s.phase != Phase.OVER:
            options = legal(s)
            assert options, "a seat to act always has an action (BA-15.8)"
            events = apply(s, rng.choice(options))
            check(s)
            built += sum(e.kind == "build" for e in events)
            produced += sum(e.kind == "produce" for e in events)
            effects += sum(e.kind == "tile.effect" for e in events)
            steps += 1
            assert steps < 3000
        assert s.round == 5 and not s.bonus
    assert built > 0 and produced > 0
    assert effects > 0 or not full  # BA-36: advanced tiles only in the full game


def test_ba_24_the_bank_takes_any_number_of_engineers() -> None:
    s = game(players=2)
    seat = s.current
    assert [a for a in legal(s) if isinstance(a, Bank)] == [Bank(n) for n in range(1, 13)]
    apply(s, Bank(5))
    assert s.credits[seat] == 6 + 5 and s.engineers[seat] == 12 - 5
    assert s.current != seat  # BA-15.7: the turn ended


def test_ba_23_2_two_drops_wait_on_one_or_two_headstreams() -> None:
    s = game(players=2)
    seat = s.current
    apply(s, Place("W2L"))
    assert Drops((0,)) in legal(s) and Drops((0, 3)) in legal(s) and Drops((2, 2)) in legal(s)
    before = s.waters.headstream_drops[:]
    apply(s, Drops((1, 3)))
    assert s.waters.headstream_drops == [before[0], before[1] + 1, before[2], before[3] + 1]
    assert s.engineers[seat] == 11 and s.occupied["W2L"] == seat
    assert Place("W2L") not in legal(s)  # BA-19.2: taken for the round


def test_ba_23_3_one_drop_flows_at_once() -> None:
    s = game(players=2)
    apply(s, Place("W1L"))
    assert legal(s) == [Drops((h,)) for h in range(4)]
    before = s.waters.headstream_drops[:]
    apply(s, Drops((0,)))
    assert s.waters.headstream_drops == before  # it did not wait on the tile


def test_ba_25_and_ba_26_workshop_and_machinery_shop() -> None:
    s = game(players=4)
    seat = s.current
    apply(s, Place("M3L"))  # pay 5: an excavator and a mixer (BA-26.1)
    assert (s.credits[seat], s.excavators[seat], s.mixers[seat]) == (1, 7, 5)
    other = s.current
    apply(s, Place("M2L"))  # pay 4: one machinery of one's choice
    assert legal(s) == [Machinery("excavator"), Machinery("mixer")]
    apply(s, Machinery("mixer"))
    assert (s.credits[other], s.mixers[other]) == (2, 5)
    third = s.current
    apply(s, Place("WS1L"))  # BA-25.5, D-13: an empty wheel may turn
    assert s.engineers[third] == 11


def test_ba_27_contract_office_limit_and_refill() -> None:
    s = game(seed=4, players=2)
    seat = s.current
    shown = [c for colour in COLOURS for c in s.private[colour]]
    apply(s, Place("K3L"))  # pay 1, take 2
    apply(s, Take(shown[0]))
    apply(s, Take(shown[2]))
    assert all(len(s.private[colour]) == 2 for colour in COLOURS)  # BA-27.4 refilled after the action
    assert len(s.contracts[seat]) == 3 and s.current != seat  # the starting one and two: no discard
    apply(s, Bank(1))
    taken = s.private["red"][0]
    apply(s, Place("K1L"))
    apply(s, Take(taken))
    assert legal(s) == [Discard(c) for c in s.contracts[seat]]  # four face up: one must go (BA-27.5)
    apply(s, Discard(taken))
    assert s.discards["red"] == [taken] and len(s.contracts[seat]) == 3 and s.current != seat


def test_an_action_not_legal_now_is_refused_and_changes_nothing() -> None:
    s = game(players=2)
    before = s.copy()
    with pytest.raises(IllegalAction, match="BA-15.7"):
        apply(s, Machinery("mixer"))
    assert repr(s) == repr(before)  # water and wheels compare by their contents


def test_ba_12_2_each_person_chooses_then_the_round_begins() -> None:
    s = game(seed=6, players=3, full=True, automa=[None, None, "medium"])
    first = s.chooser
    company = s.offers[0][0]
    apply(s, Choose(company, s.starting[0]))
    assert s.company[first] == company and s.chooser != first and s.phase == Phase.CHOOSE
    second = s.chooser
    apply(s, Choose(s.offers[-1][0], s.starting[0]))
    assert s.phase == Phase.ACTIONS and all(s.company)
    assert s.order == [2, second, first]  # the Automa first, then the last chooser first (BA-12.4, BA-A4.3)


@pytest.mark.parametrize(
    "automa",
    [
        [None, "medium"],
        [None, "hard", "easy"],
        ["very-hard", None, "medium", None],
        ["easy", "medium", "hard", "very-hard"],
    ],
)
def test_random_games_with_the_automa_run_to_the_end(automa: list) -> None:
    """BA-A1.3: people and Automa together; the Automa's turns are played as soon as it is to act, and
    a game of Automa alone plays itself from its setup."""
    for seed in range(3):
        s = game(seed=seed, players=len(automa), full=True, automa=automa)
        advance(s)
        rng = random.Random(seed)
        while s.phase != Phase.OVER:
            options = legal(s)
            assert options
            if s.phase == Phase.ACTIONS:  # a person decides; the Automa never waits for a decision
                assert not s.automa(s.pending[-1].seat if s.pending else s.current)
            apply(s, rng.choice(options))
            check(s)
        assert s.round == 5
        assert all(v != 16 for seat, v in enumerate(s.vp) if s.automa(seat))  # every Automa scored or paid


def test_d_09_with_no_engineers_an_engineer_free_tile_or_passing() -> None:
    """BA-15.8, BA-36.2, D-09: a person with no engineers but the L1 powerhouse tile may build with it
    (no construction space, no engineers) or pass; without such a tile it passes at once."""
    s = game(seed=3, players=2, full=True)
    apply(s, Choose(s.offers[0][0], s.starting[0]))
    apply(s, Choose(s.offers[0][0], s.starting[0]))
    seat = s.current
    s.engineers[seat] = 0
    s.tiles[seat].append("L1_POWERHOUSE")
    options = legal(s)
    assert options[-1] == Pass() and len(options) > 1
    assert all(a.tile == "L1_POWERHOUSE" for a in options[:-1])
    passing = s.copy()
    apply(passing, Pass())
    assert passing.passed[seat] and passing.current != seat
    apply(s, options[0])
    assert s.constructions[seat] == 0 and s.pieces[seat][3] == 3  # a powerhouse built, no space used
    assert not s.passed[seat] and s.current != seat
