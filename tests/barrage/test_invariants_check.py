"""The invariants of one Barrage position (``invariants.check``), run by the position reader: a
position broken in exactly one way is refused naming the rule it breaks; a position a game reached
reads. What the reader already refuses as malformed (a count below 0, drops not adding up, a tally
not adding up) is checked on the state itself. That random games keep every invariant after every
action: tests/barrage/test_invariants.py."""

from __future__ import annotations

import copy
from collections.abc import Callable
from typing import Any

import pytest
from test_position import example

from powerplay.core.errors import IllegalAction
from powerplay.games.barrage.game import BarrageGame
from powerplay.games.barrage.invariants import check
from powerplay.games.barrage.position import read, write
from powerplay.games.barrage.state import State

AUTOMA = {"players": 2, "full": True, "automa": [None, "medium"]}
"""A full game against an Automa (seat 1), at its start: seat 0 chooses its company."""


def full() -> dict[str, Any]:
    return BarrageGame.new(AUTOMA, 1).to_json()


def refused(position: dict[str, Any]) -> str:
    """The rule the reader refuses ``position`` by."""
    with pytest.raises(IllegalAction) as refusal:
        read(position)
    assert str(refusal.value).startswith(refusal.value.rule + ": ")
    return refusal.value.rule


def test_the_positions_of_the_docs_and_of_a_game_read() -> None:
    """A hand-written position and the positions a game reaches obey every rule."""
    assert write(read(example())) == example()
    assert write(read(full())) == full()
    game = BarrageGame.new({"players": 3, "full": True, "automa": [None, "hard", None]}, 2)
    for action in range(60):
        game.apply(game.legal_actions()[action % len(game.legal_actions())])
        check(game.state)
        assert write(read(write(game.state))) == write(game.state)


def _order(p: dict) -> None:
    p["order"] = [0, 0]


def _current(p: dict) -> None:
    p["current"] = None


def _engineers(p: dict) -> None:
    p["seats"][0]["engineers"] = 10


def _constructions(p: dict) -> None:
    p["seats"][0]["constructions"] = 5


def _pieces(p: dict) -> None:
    p["seats"][0]["pieces"]["conduit"] = 5  # C2A is built


def _contract_twice(p: dict) -> None:
    p["seats"][0]["fulfilled"] = ["S1"]


def _private_missing(p: dict) -> None:
    p["contracts"]["stacks"]["green"].remove("P200")


def _national(p: dict) -> None:
    p["contracts"]["national"] = []


def _starting(p: dict) -> None:
    p["seats"][1]["contracts"] = []


def _beside_the_stack(p: dict) -> None:
    p["contracts"]["stacks"]["green"].remove("P200")
    p["contracts"]["private"]["green"].append("P200")


def _personal_limit(p: dict) -> None:
    for colour, c in (("green", "P200"), ("yellow", "P300"), ("red", "P400")):
        p["contracts"]["stacks"][colour].remove(c)
        p["seats"][0]["contracts"].append(c)
    p["pending"] = []


def _patent_basic(p: dict) -> None:
    p["patent"]["display"] = ["basic_conduit"]


def _introductory_advanced(p: dict) -> None:
    p["patent"]["removed"] = ["L1_BASE"]


def _basic(p: dict) -> None:
    p["seats"][0]["tiles"].remove("basic_joker")


def _anton(p: dict) -> None:
    p["seats"][0]["tiles"].append("ANTON")


def _automa_tiles(p: dict) -> None:
    p["automa"]["deck"] = ["AT01"]


def _chooser(p: dict) -> None:
    p["chooser"] = 1  # the Automa


def _automa_contract(p: dict) -> None:
    p["seats"][1]["contracts"] = [p["contracts"]["stacks"]["green"].pop()]


def _advanced_twice(p: dict) -> None:
    p["patent"]["removed"] = [p["patent"]["display"][0]]


def _advanced_missing(p: dict) -> None:
    p["patent"]["stacks"][2].pop()


def _automa_deck(p: dict) -> None:
    p["automa"]["deck"].pop()


BROKEN: list[tuple[str, Callable[[], dict], Callable[[dict], None]]] = [
    ("BA-15.1", example, _order),
    ("BA-15.1", example, _current),
    ("BA-10.16", example, _engineers),
    ("BA-16.2", example, _constructions),
    ("BA-1.3", example, _pieces),
    ("BA-1.1", example, _contract_twice),
    ("BA-10.10", example, _private_missing),
    ("BA-10.9", example, _national),
    ("BA-12.1", example, _starting),
    ("BA-27.4", example, _beside_the_stack),
    ("BA-27.5", example, _personal_limit),
    ("BA-10.12", example, _patent_basic),
    ("BA-0.3", example, _introductory_advanced),
    ("BA-18.4", example, _basic),
    ("BA-35.6", example, _anton),
    ("BA-A2.1", example, _automa_tiles),
    ("BA-12.2", full, _chooser),
    ("BA-A3.4", full, _automa_contract),
    ("BA-1.1", full, _advanced_twice),
    ("BA-1.1", full, _advanced_missing),
    ("BA-A2.1", full, _automa_deck),
]


@pytest.mark.parametrize(("rule", "position", "breaks"), BROKEN, ids=[f"{r}-{b.__name__[1:]}" for r, _, b in BROKEN])
def test_a_position_breaking_one_rule_is_refused_naming_it(
    rule: str, position: Callable[[], dict], breaks: Callable[[dict], None]
) -> None:
    """BA-0.3, BA-1.1, BA-1.3, BA-10.9, BA-10.10, BA-10.12, BA-10.16, BA-12.1, BA-12.2, BA-15.1,
    BA-16.2, BA-18.4, BA-27.4, BA-27.5, BA-35.6, BA-A2.1, BA-A3.4."""
    data = copy.deepcopy(position())
    read(data)
    breaks(data)
    assert refused(data) == rule


def _vp(s: State) -> None:
    s.vp[0] += 1


def _credits(s: State) -> None:
    s.credits[0] = -1


def _machinery(s: State) -> None:
    s.mixers[1] = -1


def _bank(s: State) -> None:
    s.bank[1] = -1


def _dam_drops(s: State) -> None:
    s.waters.supply += s.waters.dam_drops[0] + 1
    s.waters.dam_drops[0] = -1


def _supply(s: State) -> None:
    s.waters.headstream_drops[0] += s.waters.supply + 1
    s.waters.supply = -1


def _drops(s: State) -> None:
    s.waters.supply += 1


STATES: list[tuple[str, Callable[[State], None]]] = [
    ("BA-2.5", _vp),
    ("BA-1.5", _credits),
    ("BA-1.5", _machinery),
    ("BA-10.16", _bank),
    ("BA-1.1", _dam_drops),
    ("BA-1.5", _supply),
    ("BA-1.1", _drops),
]


@pytest.mark.parametrize(("rule", "breaks"), STATES, ids=[f"{r}-{b.__name__[1:]}" for r, b in STATES])
def test_a_state_breaking_what_the_reader_refuses_as_malformed_names_the_rule(
    rule: str, breaks: Callable[[State], None]
) -> None:
    """BA-1.1, BA-1.5, BA-2.5, BA-10.16: the same rules on a state a reader could not have made."""
    s = read(example())
    breaks(s)
    with pytest.raises(IllegalAction) as refusal:
        check(s)
    assert refusal.value.rule == rule


def test_d_01_alternative_the_supply_below_0_is_no_break() -> None:
    """BA-1.5, D-01: with unlimited drops the general supply goes below 0 by the drops beyond the 30."""
    data = example()
    data["options"]["alternatives"] = ["D-01"]
    data["map"]["supply"] = -1
    data["map"]["headstreams"]["HC"]["drops"] = 24
    assert read(data).waters.supply == -1
