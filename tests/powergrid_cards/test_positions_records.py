"""Positions (docs/games/powergrid-cards-positions.md), records (docs/records.md), actions and
views (docs/games/powergrid-cards-interface.md)."""

from __future__ import annotations

import json
import random

import pytest
from cg_helpers import game, seat
from cg_invariants import pick_action

from powerplay import load_game, load_record, replay
from powerplay.core.errors import BadInput, IllegalAction
from powerplay.games.powergrid_cards import actions as A
from powerplay.games.powergrid_cards.game import PowerGridCardsGame


def played(players=4, seed=3, steps=120, **config):
    g = load_game("powergrid-cards", players=players, seed=seed, **config)
    rng = random.Random(seed)
    for _ in range(steps):
        if g.is_over:
            break
        g.apply(pick_action(g, rng))
    return g


def test_position_round_trip():
    """CG-12.4: the position format writes the whole state; reading it back writes the same JSON."""
    for cfg in ({"players": 4}, {"players": 2}, {"players": 3, "demolition": True, "hidden_money": True}):
        g = played(**cfg)
        pos = g.to_json()
        again = PowerGridCardsGame.from_position(json.loads(json.dumps(pos)))
        assert again.to_json() == pos
        assert again.legal_actions() == g.legal_actions()


def test_record_replay_and_undo():
    """docs/records.md: the record rebuilds the game; undo is replay of a shorter record."""
    g = played(steps=400)
    rec = g.record()
    assert json.loads(json.dumps(rec)) == rec and rec["game"] == "powergrid-cards"
    assert replay(rec).to_json() == g.to_json()
    assert load_record(json.dumps(rec)).to_json() == g.to_json()
    back = replay(rec, len(rec["actions"]) - 1)
    back.apply(rec["actions"][-1])
    assert back.to_json() == g.to_json()


def test_record_from_position():
    """A game started from a hand-written position records the position."""
    g = game(3, round=2, order=[0, 1, 2], plant_market={"lots": ["03", "04", "05a", "06"], "discount": "03"})
    g.apply("bid 1 on plant 03")
    rec = g.record()
    assert "position" in rec and replay(rec).to_json() == g.to_json()


@pytest.mark.parametrize(
    "text",
    [
        "pass",
        "done",
        "bid 12 on plant 12",
        "bid 15",
        "demolish 05a",
        "discard 2 coal 1 oil",
        "buy 3 gas from column 2",
        "buy 1 uranium from column 1",
        "produce 07 12 with 2 gas 1 oil",
        "produce nothing",
        "produce 08",
    ],
)
def test_action_strings_and_indexes(text):
    """The contract's action strings read back to themselves; each action has a stable index."""
    act = A.parse(text)
    assert str(act) == text
    i = A.to_index(act)
    back = A.from_index(i)
    assert A.to_index(back) == i
    if not isinstance(act, A.Produce):
        assert back == act


def test_bad_input():
    """Malformed strings raise BadInput; a well-formed action that is not legal raises IllegalAction."""
    g = load_game("powergrid-cards", players=3, seed=1)
    for bad in ["bid", "buy 3 gas", "demolish 99", "buy 3 gas from column 7", "produce with", "hello", 1.5]:
        with pytest.raises(BadInput):
            g.apply(bad)
    with pytest.raises(IllegalAction):
        g.apply("done")
    with pytest.raises(BadInput):
        PowerGridCardsGame.from_position({"options": {"players": 3}, "phase": "nowhere"})
    with pytest.raises(BadInput):
        PowerGridCardsGame.from_position({"options": {"players": 3}, "seats": [seat(plants=["07"])] * 3})


def test_apply_by_value_string_and_index():
    g = load_game("powergrid-cards", players=3, seed=8)
    a = g.legal_actions()[3]
    h1, h2, h3 = g.copy(), g.copy(), g.copy()
    h1.apply(a)
    h2.apply(str(a))
    h3.apply(g.action_index(a))
    assert h1.to_json() == h2.to_json() == h3.to_json()
    assert g.to_json() != h1.to_json(), "copies are independent"


def test_view_layout_and_hidden_money():
    """The contract's view fields; D-18 ``hidden_money``: other seats' money is null until the end."""
    g = played(players=3, seed=5, steps=60, hidden_money=True)
    v = g.view(1)
    for key in (
        "game",
        "seat",
        "players",
        "trust",
        "demolition",
        "round",
        "phase",
        "final_round",
        "to_act",
        "order",
        "market",
        "auction",
        "pending",
        "deck",
        "resources",
        "seats",
        "trust_seat",
        "demolition_deck",
        "removed",
        "scores",
    ):
        assert key in v
    assert [s["money"] is None for s in v["seats"]] == [True, False, True]
    assert all(s["money"] is None for s in g.view(None)["seats"])
    assert len(v["resources"]["columns"]) == 4 and v["resources"]["prices"] == [1, 2, 3, 4]
    open_ = played(players=3, seed=5, steps=60)
    assert all(s["money"] is not None for s in open_.view(None)["seats"])
    t = played(players=2, seed=5, steps=30)
    assert t.view(0)["trust_seat"] is not None and -1 in t.view(0)["order"]


def test_no_deepcopy_and_independent_copies():
    """LESSONS: a hand-written copy; the copy shares no mutable state."""
    g = played(steps=50)
    c = g.copy()
    c.state.plants[0].append(0)
    c.state.columns[0].clear()
    assert g.to_json() != c.to_json()
    import inspect
    from pathlib import Path

    import powerplay.games.powergrid_cards as pkg

    for f in Path(pkg.__file__).parent.glob("*.py"):
        assert "import copy" not in f.read_text() and "copy.deepcopy" not in f.read_text(), f.name
    assert "deepcopy(" not in inspect.getsource(PowerGridCardsGame.copy)


def test_documented_example_position():
    """docs/games/powergrid-cards-positions.md: the hand-written example reads, and its stated
    action is legal (CG-8.2)."""
    import re
    from pathlib import Path

    doc = Path(__file__).parents[2] / "docs" / "games" / "powergrid-cards-positions.md"
    pos = json.loads(re.search(r"```json\n(.*?)```", doc.read_text("utf-8"), re.S).group(1))
    g = PowerGridCardsGame.from_position(pos)
    assert "produce 07 12 with 1 gas 2 oil" in [str(a) for a in g.legal_actions()]
    assert PowerGridCardsGame.from_position(g.to_json()).to_json() == g.to_json()
