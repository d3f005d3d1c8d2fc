"""Barrage's position format (BA-90.1): the hand-written example of
docs/games/barrage-positions.md loads, particular states round-trip, and every malformed position is
refused with its message. Write → read → write at every point of random games, and a position read
playing on as the game: tests/protocol."""

from __future__ import annotations

import copy
import json
import random
import re
from pathlib import Path
from typing import Any

import pytest

from powerplay.core.errors import BadInput, IllegalAction
from powerplay.games.barrage.actions import Bank, Drops
from powerplay.games.barrage.data import DAM_INDEX, WATER_DROPS
from powerplay.games.barrage.position import FORMAT, read, write
from powerplay.games.barrage.setup import new_state, options_from_config
from powerplay.games.barrage.state import Phase, State
from powerplay.games.barrage.turns import advance, apply, legal
from powerplay.games.barrage.wheel import SECTORS, Load, Wheel

DOC = Path(__file__).resolve().parents[2] / "docs" / "games" / "barrage-positions.md"


def game(seed: int, config: dict[str, Any]) -> State:
    s = new_state(options_from_config(config), seed)
    advance(s)
    return s


def again(s: State) -> State:
    """The state through its position and JSON text."""
    return read(json.loads(json.dumps(write(s))))


def test_the_choose_phase_round_trips_with_its_offers() -> None:
    """BA-12.1, BA-12.2: the offers, the starting contracts and the chooser survive a round trip."""
    s = game(5, {"players": 3, "full": True, "automa": [None, None, "hard"]})
    position = write(s)
    assert position["phase"] == "choose" and position["chooser"] == 0 and position["current"] is None
    assert len(position["offers"]) == 3 and len(position["starting"]) == 2
    assert all(position["patent"]["display"]) and all(position["patent"]["stacks"])
    assert write(read(position)) == position
    assert legal(read(position)) == legal(s)


def example() -> dict[str, Any]:
    """The hand-written example of docs/games/barrage-positions.md."""
    text = DOC.read_text("utf-8").split("## A hand-written example", 1)[1]
    match = re.search(r"```json\n(.*?)\n```", text, re.S)
    assert match
    data: dict[str, Any] = json.loads(match.group(1))
    return data


def test_the_hand_written_example_of_the_docs_loads_and_plays() -> None:
    """BA-23.3: the example's seat 0 owes one drop that flows at once; on HC it stops at D3U."""
    data = example()
    s = read(data)
    assert write(s) == data
    assert s.current == 0 and s.acted and s.round == 2 and s.order == [1, 0]
    assert s.waters.usa == 0 and s.waters.graziano == [False] * 4  # BA-34.2: derived from the companies
    assert legal(s) == [Drops((0,)), Drops((1,)), Drops((2,)), Drops((3,))]
    apply(s, Drops((2,)))
    assert s.waters.dam_drops[DAM_INDEX["D3U"]] == 1
    assert s.waters.supply == 22
    assert sum(s.waters.dam_drops) + sum(s.waters.headstream_drops) + s.waters.supply == WATER_DROPS


def test_ba_24_2_the_engineers_on_the_bank_round_trip() -> None:
    """BA-24.2: each seat's engineers on the bank this round are written and read back; BA-31.4: back
    in the supply when the round ends."""
    s = game(2, {"players": 3, "full": False})
    first = s.current
    apply(s, Bank(3))
    second = s.current
    apply(s, Bank(1))
    assert first != second and s.bank[first] == 3 and s.bank[second] == 1 and sum(s.bank) == 4
    position = write(s)
    assert [p["bank"] for p in position["seats"]] == s.bank
    assert again(s).bank == s.bank and write(again(s)) == position
    rng = random.Random(2)
    while s.round == 1:
        apply(s, rng.choice([a for a in legal(s) if not isinstance(a, Bank)] or legal(s)))
    assert s.bank == [0, 0, 0] and [p["bank"] for p in write(s)["seats"]] == [0, 0, 0]


def test_ba_24_2_an_older_position_without_the_bank_derives_it() -> None:
    """BA-10.16, BA-24.2: a position written before the bank was kept still reads: a person's engineers
    neither at hand, nor on action spaces, nor on construction spaces are on the bank; an Automa's, of
    which no position records those beside a full section (BA-A3.10), are 0."""
    data = example()
    for seat in data["seats"]:
        del seat["bank"]
    s = read(data)
    assert s.bank == [0, 3]  # seat 0: 11 at hand, 1 on W1L; seat 1: 9 at hand, nothing taken
    assert write(s) == example()
    s = game(4, {"players": 2, "full": True, "automa": [None, "medium"]})
    rng = random.Random(4)
    while s.phase == Phase.CHOOSE or sum(s.bank) == 0 or s.pending:
        actions = legal(s)
        apply(s, rng.choice([a for a in actions if isinstance(a, Bank)] or actions))
    position = write(s)
    older = copy.deepcopy(position)
    for seat in older["seats"]:
        del seat["bank"]
    assert read(older).bank == [s.bank[0], 0]
    assert s.bank[0] > 0


def test_wheel_from_loads_turns_as_the_written_wheel() -> None:
    """BA-18.5: a wheel rebuilt from its loads gives the same contents and returns them on time."""
    loads = [(1, Load("basic_base", 1, 0)), (SECTORS, Load(None, 0, 2))]
    wheel = Wheel.from_loads(loads)
    assert wheel.contents() == loads
    assert wheel.rotate(1) == [Load("basic_base", 1, 0)]
    assert wheel.rotate(SECTORS - 2) == []
    assert wheel.rotate(1) == [Load(None, 0, 2)]
    with pytest.raises(ValueError):
        Wheel.from_loads([(0, Load("basic_base", 0, 0))])
    with pytest.raises(ValueError):
        Wheel.from_loads([(2, Load("basic_base", 0, 0)), (2, Load("basic_dam", 0, 0))])


def changed(path: str, value: Any) -> dict[str, Any]:
    """The example with ``path`` (dot-separated keys and list indexes) set to ``value``; the value
    ``DELETE`` removes the key."""
    data = copy.deepcopy(example())
    *parents, last = path.split(".")
    node: Any = data
    for key in parents:
        node = node[int(key)] if isinstance(node, list) else node[key]
    if value is DELETE:
        del node[last]
    elif isinstance(node, list):
        node[int(last)] = value
    else:
        node[last] = value
    return data


DELETE = object()

REFUSALS = [
    ("format", "powerplay/powergrid-position/1", "format is 'powerplay/powergrid-position/1', not " + repr(FORMAT)),
    ("rng", DELETE, "the position: the key 'rng' is missing"),
    (
        "seats.0.wheel.0.spin",
        1,
        "seats[0].wheel[0]: unknown key 'spin'; the keys are back_in, tile, excavators, mixers",
    ),
    (
        "seats.1.pieces.dams",
        1,
        "seats[1].pieces: unknown key 'dams'; the keys are base, elevation, conduit, powerhouse",
    ),
    ("seats.0.vp", "7", "seats[0].vp is not a whole number: '7'"),
    ("seats.0.passed", 0, "seats[0].passed is not true or false: 0"),
    ("seats.1.tiles", "basic_base", "seats[1].tiles is not a list: 'basic_base'"),
    ("map.dams", [], "map.dams is not an object: []"),
    ("seats.0.company", 7, "seats[0].company is not a text: 7"),
    ("seats.0.contracts.0", "P215", "seats[0].contracts[0]: unknown id 'P215'"),
    ("seats.1.tiles.0", "L9_BASE", "seats[1].tiles[0]: unknown id 'L9_BASE'"),
    ("map.dams.D3X", {"owner": 1, "height": 1, "drops": 0}, "map.dams: unknown id 'D3X'"),
    ("map.headstreams.HC.tile", "HT9", "map.headstreams.HC.tile: unknown id 'HT9'"),
    ("occupied.W9L", 0, "occupied: unknown id 'W9L'"),
    ("objective", "OBJ_NONE", "objective: unknown id 'OBJ_NONE'"),
    ("order.1", 2, "order[1] is 2, out of range 0 to 1"),
    ("current", -1, "current is -1, out of range 0 to 1"),
    ("round", 0, "round is 0, out of range 1 to ∞"),
    ("seats.1.credits", -1, "seats[1].credits is -1, out of range 0 to ∞"),
    ("seats.1.bank", -1, "seats[1].bank is -1, out of range 0 to ∞"),
    ("seats.0.bank", 2.0, "seats[0].bank is not a whole number: 2.0"),
    ("seats.0.bank", None, "seats[0].bank is not a whole number: None"),
    (
        "seats.0.wheel.0.back_in",
        SECTORS + 1,
        f"seats[0].wheel[0].back_in is {SECTORS + 1}, out of range 1 to {SECTORS}",
    ),
    ("map.dams.D3U.height", 4, "map.dams.D3U.height is 4, out of range 1 to 3"),
    ("map.dams.D3U.owner", "nobody", "map.dams.D3U.owner is not a whole number: 'nobody'"),
    ("seats.0.pieces.powerhouse", 5, "seats[0].pieces.powerhouse: 5 pieces, more than the 4 a company has"),
    ("seats.0.pieces.base", -1, "seats[0].pieces.base is -1, out of range 0 to ∞"),
    (
        "map.supply",
        24,
        "D-01: the drops in front of dams, on the headstream tiles and in the general supply add up to 31, not 30",
    ),
    ("seats.0.wheel.1.back_in", 4, "seats[0].wheel: two loads come back after the same rotation (one per sector)"),
    ("phase", "income", "unknown phase 'income'; phases: choose, actions, over"),
    ("pending.0.kind", "dance", "pending[0].kind: unknown step 'dance'; steps: "),
    ("pending.0.args", [True], "pending[0].args[0] is not a whole number: True"),
    ("patent.stacks", [[], []], "patent.stacks lists 2 stacks, not 3 (I, II, III)"),
    ("offers", [["USA"]], "offers[0] is not a company and an officer: ['USA']"),
    ("seats", [], "seats: 0 seats listed, the options say 2"),
]


@pytest.mark.parametrize(("path", "value", "message"), REFUSALS, ids=[r[0] for r in REFUSALS])
def test_a_malformed_position_is_refused_with_its_message(path: str, value: Any, message: str) -> None:
    with pytest.raises(BadInput) as refusal:
        read(changed(path, value))
    assert refusal.value.message.startswith(message)


def test_a_dam_holds_no_more_drops_than_its_capacity() -> None:
    """BA-4.6: drops in front of a dam, at most its height (the general supply gives them: D-01 holds)."""
    data = changed("map.dams.D3U.drops", 2)
    data["map"]["supply"] -= 2
    with pytest.raises(BadInput) as refusal:
        read(data)
    assert refusal.value.message == "map.dams.D3U.drops is 2, out of range 0 to 1"


def test_not_an_object_and_bad_options_are_refused() -> None:
    with pytest.raises(BadInput) as refusal:
        read([])  # type: ignore[arg-type]
    assert refusal.value.message == "a position is a JSON object"
    with pytest.raises(IllegalAction) as illegal:  # options are read as a config is (BA-9.1)
        read(changed("options.players", "2"))
    assert illegal.value.rule == "BA-9.1"
    with pytest.raises(IllegalAction) as illegal:  # BA-A1.2: no Automa in the introductory game
        read(changed("options.automa", [None, "easy"]))
    assert illegal.value.rule == "BA-A1.2"


def test_a_game_of_automa_alone_round_trips_at_its_end() -> None:
    """BA-A1.3: a game of Automa alone plays itself; its final position round-trips too."""
    s = game(1, {"players": 2, "full": True, "automa": ["easy", "very-hard"]})
    assert s.phase == Phase.OVER
    position = write(s)
    assert position["automa"]["deck"] or position["automa"]["discard"]
    assert write(read(json.loads(json.dumps(position)))) == position
