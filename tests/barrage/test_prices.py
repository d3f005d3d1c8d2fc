"""What each decision costs, as the web page previews it (``view``'s ``costs`` and ``spaces``, made by
``prices``), is what the engine takes when it applies the decision: over random positions of 2–4 seats,
introductory and full games, with Automa seats, for every legal action, the seat's credits, engineers,
excavators and concrete mixers after it are those before it, less the previewed cost, plus what the
events say the seat gained (the bank's credits, the machinery shop's machinery, the wheel's returns,
incomes, rewards, scoring)."""

from __future__ import annotations

import random
from collections import Counter
from functools import cache

import pytest

from powerplay.games.barrage.actions import Place
from powerplay.games.barrage.board import SPACE
from powerplay.games.barrage.construction import Build, Pay
from powerplay.games.barrage.prices import cost
from powerplay.games.barrage.setup import new_state, options_from_config
from powerplay.games.barrage.state import Phase, State
from powerplay.games.barrage.turns import apply, legal
from powerplay.games.barrage.view import to_act, view

CONFIGS = [
    {"players": 2, "full": False},
    {"players": 3, "full": False},
    {"players": 4, "full": False},
    {"players": 2, "full": True},
    {"players": 2, "full": True, "automa": [None, "hard"]},
    {"players": 3, "full": True, "automa": [None, "medium", None]},
    {"players": 4, "full": True, "automa": ["easy", None, "very-hard", None]},
    {"players": 4, "full": True, "automa": [None, None, None, "hard"]},
]
KEYS = ("credits", "engineers", "excavators", "mixers")


def supply(s: State, seat: int) -> Counter:
    return Counter(
        credits=s.credits[seat], engineers=s.engineers[seat], excavators=s.excavators[seat], mixers=s.mixers[seat]
    )


def gained(events: list, seat: int) -> Counter:
    """What the events say ``seat`` gained (its credits, excavators, mixers; engineers back: none within
    a round)."""
    out: Counter = Counter()
    for e in events:
        a = e.args
        if e.kind == "conduit.fee" and a["owner"] == seat:
            out["credits"] += a["credits"]
        if a.get("seat") != seat:
            continue
        if e.kind in ("gain.credits", "bank", "score.credits"):
            out["credits"] += a["credits"]
        elif e.kind in ("gain.excavators", "gain.mixers", "wheel.return", "wheel.rotate"):
            out["excavators"] += a.get("excavators", 0)
            out["mixers"] += a.get("mixers", 0)
        elif e.kind == "machinery":
            out["excavators" if a["kind"] == "excavator" else "mixers"] += 1
    return out


def taken(preview: dict) -> Counter:
    return Counter({k: preview.get(k, 0) for k in KEYS})


@cache
def positions() -> list[State]:
    """Positions where a person decides, from random games of every config (every third decision)."""
    out = []
    for k, config in enumerate(CONFIGS):
        s = new_state(options_from_config(config), 40 + k)
        rng = random.Random(k)
        apply_settle = apply  # (``apply`` plays the Automa's turns that follow)
        steps = 0
        while s.phase != Phase.OVER:
            if steps % 3 == 0:
                out.append(s.copy())
            apply_settle(s, rng.choice(legal(s)))
            steps += 1
    return out


def test_the_positions_cover_every_kind_of_decision():
    kinds = Counter(type(a).__name__ for s in positions() for a in legal(s))
    assert {"Place", "Bank", "Build", "Pay", "Produce", "Put", "Drops", "Take", "Fulfil"} <= set(kinds), kinds
    assert len(positions()) > 200


@pytest.mark.parametrize("part", range(4))
def test_the_previewed_cost_of_every_legal_action_is_what_the_engine_takes(part: int):
    checked = Counter()
    for s in positions()[part::4]:
        seat = to_act(s)
        assert seat is not None and not s.automa(seat)
        previews = view(s, seat)["costs"]
        for action in legal(s):
            preview = previews.get(str(action), {})
            assert preview == cost(s, seat, action)
            after = s.copy()
            events = apply(after, action)
            if "ways" in preview:  # paid when the way is chosen: the pay step lists them with their costs
                assert supply(after, seat) == supply(s, seat)
                pays = view(after, seat)["costs"]
                ways = [{"excavators": p.excavators, "mixers": p.mixers, "credits": p.credits} for p in legal(after)]
                assert all(isinstance(p, Pay) for p in legal(after)) and ways == preview["ways"]
                for p in legal(after):
                    assert pays.get(str(p), {}).get("engineers", 0) == preview.get("engineers", 0)
                    assert pays.get(str(p), {}).get("credits", 0) == preview.get("credits", 0) + p.credits
                checked["ways"] += 1
                continue
            change = supply(after, seat)
            change.subtract(supply(s, seat))
            expected = gained(events, seat)
            expected.subtract(taken(preview))
            keys = KEYS if after.round == s.round and after.phase != Phase.OVER else KEYS[:1] + KEYS[2:]
            assert {k: change[k] for k in keys} == {k: expected[k] for k in keys}, (str(action), preview, events)
            checked[type(action).__name__] += 1
            if isinstance(action, Place) and action.space in SPACE:  # the log says what it took
                paid = next(e.args for e in events if e.kind == "place.paid")
                assert (paid["engineers"], paid["credits"]) == (preview["engineers"], preview.get("credits", 0))
    assert checked["Place"] and checked["Build"] and checked["Bank"], checked


def test_every_action_space_shows_what_placing_there_takes():
    """BA-15.4, BA-19.4: a space's engineers and credits (its red frame's and its action symbol's: the
    machinery shop's 2/4/5, the workshop's 0/2/5, the contract office's 0/0/1, the patent office's 5)."""
    s = new_state(options_from_config({"players": 4, "full": True}), 1)
    spaces = view(s, None)["spaces"]
    assert spaces["M1L"] == {"engineers": 1, "credits": 2} and spaces["M3R"] == {"engineers": 3, "credits": 8}
    assert spaces["WS2L"] == {"engineers": 2, "credits": 2} and spaces["WS3L"] == {"engineers": 2, "credits": 5}
    assert spaces["K3L"] == {"engineers": 2, "credits": 1} and spaces["PAT1"] == {"engineers": 2, "credits": 5}
    assert spaces["T+2R"] == {"engineers": 3, "credits": 3}
    two = new_state(options_from_config({"players": 2}), 1)
    assert "WS2L" not in view(two, None)["spaces"] and "PAT1" not in view(two, None)["spaces"]
    assert view(two, None)["costs"] == {} and view(two, to_act(two))["costs"]  # (only the deciding seat's)


def test_a_construction_s_cost_has_its_construction_space():
    """BA-16.2: the 4th construction of a round takes 3 engineers and 3 credits besides its machinery."""
    s = new_state(options_from_config({"players": 2}), 3)
    seat = s.current
    s.constructions[seat] = 3
    s.credits[seat] = 20
    s.excavators[seat] = s.mixers[seat] = 9
    builds = [a for a in legal(s) if isinstance(a, Build) and a.structure == "base"]
    assert builds
    c = cost(s, seat, builds[0])
    assert c["engineers"] == 3 and c["credits"] >= 3 and c["excavators"] >= 3
