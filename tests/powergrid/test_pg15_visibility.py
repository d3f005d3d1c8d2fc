"""PG-15 Information and visibility: a seat's view never holds other players' money, the deck order,
the plants in the box or the generator state (LESSONS: search every outgoing message for the
hidden values); spectators see no money; money is revealed at the end. That a view does not change
when only what its seat may not know changes: tests/protocol."""

from __future__ import annotations

import copy
import itertools
import json
import random
import re

import pytest
from invariants import pick_action
from pg_positions import make

from powerplay import load_game
from powerplay.games.powergrid.game import PowerGridGame

SENTINEL_RNG = 8_675_309_123_456_789
SIXTEEN = [
    "Essen",
    "Duisburg",
    "Duesseldorf",
    "Dortmund",
    "Muenster",
    "Kassel",
    "Osnabrueck",
    "Koeln",
    "Aachen",
    "Trier",
    "Mainz",
    "Frankfurt-Main",
    "Mannheim",
    "Saarbruecken",
    "Halle",
    "Dresden",
]


def _sentinel_money(p: int) -> int:
    """Money no other number in a view can equal (views hold small numbers only)."""
    return 700_001 + 10_007 * p


def _games():
    """Positions along random games on both maps, 2–6 players, with and without starting cities."""
    for players, map_, starting in [
        (2, "germany", True),
        (3, "usa", False),
        (4, "germany", False),
        (5, "usa", True),
        (6, "germany", False),
    ]:
        g = load_game("powergrid", players=players, map=map_, seed=100 + players, starting_cities=starting)
        rng = random.Random(players)
        k = 0
        while not g.is_over:
            if k % 3 == 0:
                yield g.to_json()
            g.apply(pick_action(g, rng, pass_prob=0.5))
            k += 1
        yield g.to_json()


POSITIONS = list(_games())


def _hidden(pos: dict) -> dict:
    """The position with sentinel money for every seat and a sentinel generator state."""
    pos = copy.deepcopy(pos)
    for p, seat in enumerate(pos["players"]):
        seat["money"] = _sentinel_money(p)
    pos["rng"] = SENTINEL_RNG
    return pos


def _deck_runs(pos: dict) -> list[re.Pattern]:
    """Every run of two consecutive hidden deck cards (those above the Step 3 card) as JSON text."""
    deck = pos["deck"]
    hidden = deck[: deck.index("step3")] if "step3" in deck else deck
    return [re.compile(rf"(?<!\d){a}, {b}(?!\d)") for a, b in itertools.pairwise(hidden)]


def test_pg_15_hidden_values_never_in_any_view():
    """PG-15.1, PG-15.3 (LESSONS): at positions all along random games, the JSON text of every seat's
    view and the spectator's contains no other seat's money, not the generator state, and no two
    consecutive hidden deck cards; a seat sees its own money; a spectator sees none (PG-15.1)."""
    assert len(POSITIONS) > 300
    for raw in POSITIONS:
        pos = _hidden(raw)
        g = PowerGridGame.from_position(pos)
        over = pos["phase"] == "over"
        runs = _deck_runs(pos)
        n = len(pos["players"])
        for viewer in [*range(n), None]:
            view = g.view(viewer)
            text = json.dumps(view)
            assert str(SENTINEL_RNG) not in text and str(raw["rng"]) not in text and "rng" not in view
            for p in range(n):
                seen = str(_sentinel_money(p)) in text
                assert seen == (over or p == viewer), (viewer, p, pos["phase"])
            for run in runs:
                assert not run.search(text), (viewer, run.pattern)


def test_pg_15_1_spectator_sees_no_money_until_the_end():
    """PG-15.1 / PG-11.3: a spectator sees nobody's money during the game; after the end every view
    shows every player's money and the scores."""
    g = make(
        3,
        phase="building",
        step=3,
        removed=["step3"],
        seats=[
            {"cities": SIXTEEN, "plants": [33], "money": 31},
            {"money": 42, "done": True},
            {"money": 53, "done": True},
        ],
        plant_market={"current": [34, 36, 37, 39, 40, 42], "future": []},
        deck=[],
    )
    assert [p["money"] for p in g.view(None)["players"]] == [None, None, None]
    assert [p["money"] for p in g.view(1)["players"]] == [None, 42, None]
    g.apply("build Leipzig")  # Halle–Leipzig 0: 10 Elektro, 17 cities
    g.apply("done")
    assert g.is_over
    for viewer in (None, 0, 1, 2):
        view = g.view(viewer)
        assert [p["money"] for p in view["players"]] == [21, 42, 53]
        assert [s["money"] for s in view["scores"]] == [21, 42, 53] and view["winners"] == [0]


def test_pg_15_2_public_information_is_in_every_view():
    """PG-15.2 / PG-15.3: plants, stored resources, cities, turn order, acted markers, the markets, the
    running auction, the deck size and its top card's back and the plants put under the deck are
    public: every seat sees the same of them."""
    g = make(
        3,
        round=4,
        seats=[
            {"plants": [8], "resources": {"coal": 4}, "cities": ["Essen"]},
            {"plants": [9], "cities": ["Koeln"]},
            {"plants": [13]},
        ],
        plant_market={"current": [10, 11, 12, 14], "future": [15, 16, 17, 18], "discount": 10},
        deck=[3, 40, "step3", 19],
        under_deck=[19],
    )
    g.apply("bid 12 on plant 12")
    views = [g.view(v) for v in (None, 0, 1, 2)]
    for view in views[1:]:
        assert _public(view) == _public(views[0])
    view = views[0]
    assert view["deck"] == {"count": 4, "top_back": "plug", "under": [19]}
    assert view["auction"]["plant"] == 12 and view["auction"]["high"] == 12
    assert view["players"][0]["resources"]["coal"] == 4 and view["players"][0]["cities"] == ["Essen"]


def _public(view: dict) -> dict:
    """A view without the parts that differ by seat: its seat number and the money."""
    view = copy.deepcopy(view)
    del view["you"]
    for seat in view["players"]:
        del seat["money"]
    return view


@pytest.mark.parametrize("viewer", [0, 1, None])
def test_pg_15_build_costs_only_for_the_seat_to_build(viewer):
    """PG-15: the building preview (costs that depend on the seat's network) is in the view of the seat
    whose turn it is only."""
    g = make(3, phase="building", seats=[{"cities": ["Essen"]}, {"done": True}, {"done": True}])
    assert ("build_costs" in g.view(viewer)) == (viewer == 0)
