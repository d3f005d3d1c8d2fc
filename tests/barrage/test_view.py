"""What a seat sees: everything face up, JSON-ready; the contract stacks' order and identity,
the patent office's stacks, the Automa deck below its top and the random state are hidden (no view
changes with them: tests/protocol)."""

from __future__ import annotations

import json
import random

from powerplay.games.barrage.actions import Bank, Place
from powerplay.games.barrage.contracts import COLOURS
from powerplay.games.barrage.setup import new_state, options_from_config
from powerplay.games.barrage.state import Phase, State
from powerplay.games.barrage.turns import apply, legal
from powerplay.games.barrage.view import view


def played(seed: int, steps: int, **config) -> State:
    s = new_state(options_from_config(config), seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if s.phase == Phase.OVER:
            break
        apply(s, rng.choice(legal(s)))
    return s


def test_the_automa_shows_its_deck_top_and_its_discard_top() -> None:
    """BA-A5.2: the deck's top tile's action side and the discard pile's top tile's criteria side."""
    s = played(2, 0, players=3, full=True, automa=[None, None, "medium"])
    seen = view(s, 0)["automa"]
    assert seen == {"deck": len(s.automa_deck), "actions": s.automa_deck[-1], "discard": 0, "criteria": ""}
    t = s.copy()
    t.automa_deck[-1], t.automa_deck[0] = t.automa_deck[0], t.automa_deck[-1]
    assert view(t, 0)["automa"]["actions"] == s.automa_deck[0] != seen["actions"]
    t.automa_discard.append(t.automa_deck.pop())
    assert view(t, 0)["automa"]["criteria"] == s.automa_deck[0]
    assert view(t, 0)["automa"]["deck"] == len(s.automa_deck) - 1


def test_what_lies_face_up_is_seen() -> None:
    s = played(3, 60, players=4, full=True)
    seen = view(s, 1)
    assert json.loads(json.dumps(seen)) == seen  # JSON-ready
    assert seen["seat"] == 1 and seen["players"] == 4 and seen["round"] == s.round
    assert seen["contracts"]["private"] == s.private
    assert seen["contracts"]["stacks"] == {c: len(s.stacks[c]) for c in COLOURS}
    assert seen["contracts"]["national"] == s.national
    assert seen["patent"] == {
        "display": s.patent,
        "stacks": [len(st) for st in s.patent_stacks],
        "removed": s.patent_removed,
    }
    assert s.round > 1 and s.patent_removed  # BA-31.5: the display of each round ended leaves the game
    assert seen["bonus"] == s.bonus and seen["objective"] == s.objective
    assert [p["vp"] for p in seen["seats"]] == s.vp
    assert [p["contracts"] for p in seen["seats"]] == s.contracts
    assert sum(h["drops"] for h in seen["map"]["headstreams"]) == sum(s.waters.headstream_drops)
    t = s.copy()
    t.private[COLOURS[0]][0], t.stacks[COLOURS[0]][-1] = t.stacks[COLOURS[0]][-1], t.private[COLOURS[0]][0]
    assert view(t, 1) != seen  # a face-up contract is seen


def test_the_map_and_the_company_boards_after_a_construction() -> None:
    """BA-14.3: the pieces left and the incomes uncovered; BA-18.5: the wheel's load, back in 5 turns."""
    for seed in range(30):
        s = played(seed, 0, players=2, full=False)
        rng = random.Random(seed)
        while s.phase != Phase.OVER:
            actions = legal(s)
            builds = [a for a in actions if type(a).__name__ == "Build"]
            events = apply(s, rng.choice(builds or [a for a in actions if not isinstance(a, Place)] or actions))
            built = [e for e in events if e.kind == "build"]
            if built:
                e = built[0].args
                seen = view(s, None)
                board = seen["seats"][e["seat"]]
                where = {"base": "dams", "elevation": "dams", "conduit": "conduits", "powerhouse": "powerhouses"}
                placed = seen["map"][where[e["structure"]]][e["site"]]
                assert (placed["owner"] if isinstance(placed, dict) else placed) == e["seat"]
                assert board["pieces"] == dict(zip(("base", "elevation", "conduit", "powerhouse"), s.pieces[e["seat"]]))
                assert any(w["tile"] == e["tile"] for w in board["wheel"])
                return
    raise AssertionError("no construction in 30 random games")


def test_the_incomes_uncovered_are_those_left_of_the_pieces_left() -> None:
    """BA-14.3, BA-14.4: pieces leave a row left to right; the 2nd, 4th and 5th base, elevation and conduit
    uncover an income, a powerhouse none."""
    s = played(0, 0, players=2, full=False)
    seat = 0
    s.pieces[seat] = [1, 3, 5, 0]  # 4 bases, 2 elevations, no conduit and all 4 powerhouses built
    board = view(s, seat)["seats"][seat]
    assert board["pieces"] == {"base": 1, "elevation": 3, "conduit": 5, "powerhouse": 0}
    assert board["incomes"] == ["base:2", "base:4", "elevation:2"]
    s.wheels[seat].place("basic_base", 2, 1)
    s.wheels[seat].rotate(1)
    assert view(s, seat)["seats"][seat]["wheel"] == [{"back_in": 5, "tile": "basic_base", "excavators": 2, "mixers": 1}]


def test_ba_24_2_every_seat_sees_the_engineers_each_seat_put_on_the_bank() -> None:
    """BA-24.2: the bank holds the engineers of several seats at once, in the open: every seat (and an
    onlooker) sees how many each seat placed there this round, as the game's view gives them too."""
    from powerplay import load_game

    game = load_game("barrage", seed=5, players=3, full=False)
    first = game.current_player
    game.apply("bank 2")
    second = game.current_player
    game.apply(Bank(1))
    s = game.state
    assert first is not None and second is not None and first != second
    expected = [0, 0, 0]
    expected[first], expected[second] = 2, 1
    for seat in (None, 0, 1, 2):
        seen = game.view(seat)
        assert [p["bank"] for p in seen["seats"]] == expected == s.bank
        assert [p["engineers"] for p in seen["seats"]] == s.engineers
    assert view(s, first)["seats"][first]["engineers"] + 2 == 12
