"""Barrage behind the common game protocol: random games of 2–4 seats, introductory and full,
people and Automa, played through ``legal_actions``/``apply`` to the scores (BA-32.6, BA-32.7); every
action's text and index both ways (``notation``); refusals with their rule; what ``hidden`` follows;
the Automa never asked to decide (BA-A5). Replay, round trips and copies of every game: tests/protocol."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from powerplay.core.errors import BadInput, IllegalAction
from powerplay.games.barrage import messages, notation
from powerplay.games.barrage.actions import Bank, Choose, Discard, Drops, Machinery, Pass, Place, Take
from powerplay.games.barrage.construction import NO_PUT, Build, Pay, Put
from powerplay.games.barrage.game import BarrageGame
from powerplay.games.barrage.scoring import winners
from powerplay.games.barrage.state import Phase
from powerplay.games.barrage.turbine import NO_CONTRACT, NO_REPEAT, Fulfil, Produce

CONFIGS = [
    {"players": 2},
    {"players": 3},
    {"players": 4},
    {"players": 2, "full": True},
    {"players": 4, "full": True},
    {"players": 2, "full": True, "automa": ["very-hard", None]},
    {"players": 3, "full": True, "automa": [None, "medium", None]},
    {"players": 4, "full": True, "automa": ["easy", None, "hard", None]},
]


def pick(rng: random.Random, legal: list) -> object:
    """A random decision, mostly not the bank (so that games build, produce and fulfil contracts)."""
    rich = [a for a in legal if not isinstance(a, Bank)]
    return rng.choice(rich if rich and rng.random() < 0.9 else legal)


def play(config: dict, seed: int, check=None) -> BarrageGame:
    """A random game through the protocol only, to the end."""
    g = BarrageGame.new(config, seed)
    rng = random.Random(seed)
    while not g.is_over:
        legal = g.legal_actions()
        assert legal, "a seat to decide always has a decision (BA-15.8)"
        if check:
            check(g, legal)
        g.apply(pick(rng, legal))
        assert len(g.played) < 3000
    return g


@pytest.mark.parametrize("config", CONFIGS)
def test_random_games_through_the_protocol_end_with_scores(config: dict) -> None:
    """BA-32.6, BA-32.7, BA-A5: the seat to decide is never an Automa; the game ends after round 5 with
    one score per seat, the winners (scoring.winners) ranked 1."""

    def check(g: BarrageGame, legal: list) -> None:
        seat = g.current_player
        assert seat is not None and not g.state.automa(seat)  # BA-A5: the Automa decides by its rules

    for seed in range(2):
        g = play(config, seed, check)
        s = g.state
        assert g.is_over and g.current_player is None and g.legal_actions() == []
        assert s.round == 5 and s.phase == Phase.OVER
        scores = g.scores()
        assert [e["player"] for e in scores] == list(range(config["players"]))
        assert [e["vp"] for e in scores] == s.vp
        assert all(e["final"] for e in scores)
        assert sorted(e["player"] for e in scores if e["rank"] == 1) == winners(s.vp, s.energy)
        assert g.num_players == config["players"]


def test_every_legal_action_reads_back_from_its_text_and_its_index() -> None:
    """Every action of every kind: ``parse(str(a)) == a`` and ``from_index(to_index(a)) == a``; the
    indexes of one decision's actions are distinct."""
    seen: Counter[type] = Counter()

    def check(g: BarrageGame, legal: list) -> None:
        indexes = set()
        for a in legal:
            seen[type(a)] += 1
            assert g.parse_action(str(a)) == a
            i = g.action_index(a)
            assert g.parse_action(i) == a and g.action_index(str(a)) == i
            assert 0 <= i < notation.NUM_ACTIONS
            indexes.add(i)
        assert len(indexes) == len(legal)

    for seed, config in enumerate(CONFIGS):
        play(config, seed, check)
    kinds = {Choose, Place, Bank, Drops, Machinery, Take, Discard, Build, Pay, Produce, Fulfil, Put}
    assert kinds <= set(seen)  # Pass: below, the forms each on its own


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("choose Italy with S3", Choose("Italy", "S3")),
        ("place on W2L", Place("W2L")),
        ("bank 3", Bank(3)),
        ("drops on HA HB", Drops((0, 1))),
        ("drop on HC", Drops((2,))),
        ("drops on HA HA", Drops((0, 0))),
        ("drops on nothing", Drops(())),
        ("take excavator", Machinery("excavator")),
        ("take mixer", Machinery("mixer")),
        ("take contract P203", Take("P203")),
        ("discard contract P203", Discard("P203")),
        ("pass", Pass()),
        ("build base on D5L with basic_base", Build("base", "D5L", "basic_base")),
        ("build base on D5L with ANTON as L3_BASE", Build("base", "D5L", "ANTON", "L3_BASE")),
        ("pay 4 excavators", Pay(4, 0, 0)),
        ("pay 1 excavator 9 credits", Pay(1, 0, 9)),
        ("pay 2 mixers 1 credit", Pay(0, 2, 1)),
        ("pay nothing", Pay(0, 0, 0)),
        ("produce 2 drops from D3L through C3A to P8_1", Produce("D3L", "C3A", "P8_1", 2)),
        ("produce 1 drop from D3L through C3A to P8_1", Produce("D3L", "C3A", "P8_1", 1)),
        ("produce none", NO_REPEAT),
        ("fulfil P209", Fulfil("P209")),
        ("fulfil none", NO_CONTRACT),
        ("put base on D9L", Put("base", "D9L")),
        ("put nothing", NO_PUT),
    ],
)
def test_every_form_of_text_reads_as_its_action_and_back(text: str, action: object) -> None:
    assert notation.parse(text) == action
    assert str(action) == text
    assert notation.from_index(notation.to_index(action)) == action  # type: ignore[arg-type]


def test_text_is_read_in_any_case_with_any_spacing() -> None:
    assert notation.parse("  PLACE   on w2l ") == Place("W2L")
    assert notation.parse("drops on hb ha") == Drops((0, 1))  # ascending, as Drops holds them
    assert notation.parse("Build BASE on d5l with Basic_Base") == Build("base", "D5L", "basic_base")
    assert notation.parse("pay 9 credits 1 excavator") == Pay(1, 0, 9)


def test_unreadable_text_is_refused_with_the_forms() -> None:
    with pytest.raises(BadInput) as e:
        notation.parse("build a dam")
    assert e.value.message.startswith("cannot read action build a dam; actions look like: choose Italy with S3; ")
    assert "produce 2 drops from D3L through C3A to P8_1" in e.value.message
    with pytest.raises(BadInput, match="cannot read action"):
        notation.parse("pay 1 excavator 2 excavators")  # each kind once
    with pytest.raises(BadInput) as e:
        notation.parse("place on X9")
    assert e.value.message == "unknown name X9 in action place on X9"


def test_indexes_outside_the_layout_and_values_of_no_action_are_refused() -> None:
    with pytest.raises(BadInput, match="no action has index -1"):
        notation.from_index(-1)
    with pytest.raises(BadInput, match=f"no action has index {notation.NUM_ACTIONS}"):
        notation.from_index(notation.NUM_ACTIONS)
    with pytest.raises(BadInput, match="not an action"):
        notation.to_index(Place("X9"))
    with pytest.raises(BadInput, match="not an action"):
        notation.to_index(Bank(notation.RADIX))
    g = BarrageGame.new({"players": 2}, 1)
    for value in (True, 1.5, None, ("bank", 3)):
        with pytest.raises(BadInput, match="not an action"):
            g.parse_action(value)
    assert notation.from_index(0) == Pass() and notation.from_index(notation.NUM_ACTIONS - 1) == Place("MAHIRI2")


def test_ba_15_6_an_action_not_legal_is_refused_and_changes_nothing() -> None:
    g = BarrageGame.new({"players": 2, "full": True}, 2)
    assert g.state.phase == Phase.CHOOSE
    before = g.to_json()
    for action in (Bank(3), "place on W2L", "choose Atlantis with S3", notation.to_index(Pass())):
        with pytest.raises((IllegalAction, BadInput)):
            g.apply(action)
        assert g.to_json() == before and g.played == []
    with pytest.raises(IllegalAction) as e:
        g.apply(Bank(3))
    assert e.value.rule == "BA-12.2" and e.value.message == "first P1 must choose a company and a starting contract"


def test_ba_a5_a_game_of_automa_alone_is_over_right_after_new() -> None:
    g = BarrageGame.new({"players": 2, "full": True, "automa": ["easy", "hard"]}, 1)
    assert g.is_over and g.current_player is None and g.legal_actions() == []
    assert g.setup_events[-1].kind == "over" and type(g.setup_events[-1]) is messages.Event
    assert g.state.round == 5
    assert sorted(e["player"] for e in g.scores() if e["rank"] == 1) == winners(g.state.vp, g.state.energy)


def test_ba_a5_a_game_the_automa_begins_starts_at_a_persons_decision() -> None:
    """BA-A4.3: the Automa take the first places of the turn order, and play their turns at once."""
    g = BarrageGame.new({"players": 3, "full": True, "automa": ["hard", None, None]}, 5)
    for _ in range(2):  # the two people choose their companies (BA-12.2)
        assert g.state.phase == Phase.CHOOSE and g.current_player == g.state.chooser
        events = g.apply(g.legal_actions()[0])
    assert g.state.order[0] == 0  # the Automa's seat first
    assert any(e.kind.startswith("automa.") or e.args.get("seat") == 0 for e in events[2:])
    assert g.current_player in (1, 2)


def test_hidden_changes_when_a_contract_is_drawn_from_a_stack_and_not_at_the_bank() -> None:
    """BA-27.4: the face-up contract taken is replaced from its stack; the bank reveals nothing."""
    g = BarrageGame.new({"players": 2}, 1)
    h = g.hidden()
    g.apply(Bank(1))
    assert g.hidden() == h
    seat = g.current_player
    office = next(a for a in g.legal_actions() if isinstance(a, Place) and a.space.startswith("K"))
    g.apply(office)
    assert g.hidden() == h  # placing reveals nothing yet
    stacks = {colour: len(stack) for colour, stack in g.state.stacks.items()}
    while g.state.pending:
        g.apply(next(a for a in g.legal_actions() if isinstance(a, Take)))
    drawn = sum(stacks.values()) - sum(len(stack) for stack in g.state.stacks.values())
    assert drawn == len(g.state.contracts[seat]) - 1 > 0  # the starting contract was not drawn
    assert g.hidden() != h


def test_hidden_holds_the_automa_deck_below_its_top_only() -> None:
    g = BarrageGame.new({"players": 2, "full": True, "automa": [None, "easy"]}, 3)
    deck = g.state.automa_deck
    assert g.hidden()[3] == tuple(deck[:-1])
    g.state.automa_deck = [*deck[:-1], "X"]  # another top tile: seen by all (view), so not hidden
    assert g.hidden()[3] == tuple(deck[:-1])


@pytest.mark.parametrize(
    ("vp", "energy", "ranks"),
    [
        ([30, 30, 20], [5, 3, 9], [1, 2, 3]),  # BA-32.7: the last round's energy breaks the tie
        ([30, 30, 20, 20], [5, 5, 1, 1], [1, 1, 3, 3]),  # D-17: still tied, shared
        ([10, 40, 25, 25], [0, 2, 7, 4], [4, 1, 2, 3]),  # the others by VP, then energy
    ],
)
def test_ba_32_6_ba_32_7_ranks(vp: list[int], energy: list[int], ranks: list[int]) -> None:
    g = BarrageGame.new({"players": len(vp)}, 1)
    g.state.vp, g.state.energy = vp, energy
    assert [e["rank"] for e in g.scores()] == ranks
    assert [e["vp"] for e in g.scores()] == vp and [e["energy"] for e in g.scores()] == energy


def test_views_are_the_seats_views() -> None:
    g = BarrageGame.new({"players": 2}, 1)
    assert g.views([0, None]) == [g.view(0), g.view(None)]
    assert g.view(1)["seat"] == 1
    assert repr(g) == f"<BarrageGame 2p introductory, round 1, actions, P{g.current_player + 1} to act>"


@pytest.mark.parametrize(
    ("text", "number"),
    [
        ("bank 𝟛", "𝟛"),
        ("bank ٣", "٣"),
        ("BANK ３", "３"),
        ("pay 𝟏 excavator 9 credits", "𝟏"),
        ("produce ２ drops from D3L through C3A to P8_1", "２"),
        ("bank " + "1" * 19, "1" * 19),
    ],
)
def test_numbers_are_written_in_ascii_digits(text: str, number: str) -> None:
    """docs/records.md: a number in an action is written in the digits 0–9 (at most 18): ``bank 𝟛``
    (a mathematical bold three) is not ``bank 3`` but refused as not a number, by the game too."""
    with pytest.raises(BadInput) as e:
        notation.parse(text)
    assert e.value.message == f"not a number: {number!r} (numbers are written in the digits 0–9, at most 18 digits)"
    g = BarrageGame.new({"players": 2}, 1)
    before = g.to_json()
    with pytest.raises(BadInput):
        g.apply(text)
    assert g.to_json() == before
    assert notation.parse("bank 3") == Bank(3) and notation.parse("bank 003") == Bank(3)
