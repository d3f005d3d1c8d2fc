"""Determinisation: a playable game consistent with a seat's view, built from its observation alone."""

from __future__ import annotations

import sys
from pathlib import Path

from bot_helpers import positions, scrambled

from powerplay.bots import observe
from powerplay.core.rng import Rng
from powerplay.games.powergrid.ai.determinize import MoneyTracker, Template, determinize
from powerplay.games.powergrid.data import PLANTS, STEP3

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "powergrid"))
from invariants import check_invariants

CONFIGS = [
    {"players": 4, "map": "germany"},
    {"players": 2, "map": "usa"},
    {"players": 3, "map": "germany", "classic": True},
    {"players": 6, "map": "usa"},
    {"players": 2, "map": "germany", "starting_cities": True},
]


def _public(view: dict, seat: int) -> dict:
    """The view less the others' money (sampled, so it may differ)."""
    out = dict(view)
    out["players"] = [dict(p, money=None) if p["seat"] != seat else p for p in view["players"]]
    return out


def test_samples_are_consistent_with_the_view():
    games = positions(40, seed=2, configs=CONFIGS)
    for i, game in enumerate(games):
        seat = game.current_player
        view = game.view(seat)
        for k in range(3):
            sample = determinize(observe(game, seat), Rng(100 * i + k))
            check_invariants(sample)  # every card in one place, tokens conserved, someone can act
            mine = sample.view(seat)
            if game.state.options.classic:  # money is public in the classic game (C-15)
                assert mine == view
            else:
                assert _public(mine, seat) == _public(view, seat)
            assert mine["deck"] == view["deck"]  # deck size, top card's back, plants under it
            assert mine["players"][seat]["money"] == view["players"][seat]["money"]
            assert sample.current_player == game.current_player
            assert sample.legal_actions() == game.legal_actions()
            s, t = sample.state, game.state
            assert sorted(s.box) == sorted(s.box) and len(s.box) == len(t.box)
            assert s.deck[: len(t.under)] == t.deck[: len(t.under)]  # the plants under the deck, in order
            if STEP3 in t.deck:
                assert s.deck.index(STEP3) == t.deck.index(STEP3)
            if t.deck and not t.options.classic:
                assert PLANTS.get(s.deck[-1], PLANTS[50]).small == PLANTS.get(t.deck[-1], PLANTS[50]).small


def test_samples_depend_on_the_view_only():
    """The same view gives the same samples whatever the hidden truth: nothing hidden is copied."""
    games = positions(20, seed=4, configs=CONFIGS)
    for i, game in enumerate(games):
        seat = game.current_player
        other = scrambled(game, seat, seed=i)
        assert other.view(seat) == game.view(seat)
        a = determinize(observe(game, seat), Rng(i)).to_json()
        b = determinize(observe(other, seat), Rng(i)).to_json()
        assert a == b


def test_samples_vary_and_differ_from_the_truth():
    games = positions(20, seed=6, configs=[{"players": 4, "map": "germany"}])
    differs = 0
    for game in games:
        seat = game.current_player
        t = Template(observe(game, seat))
        decks = set()
        for k in range(8):
            s = t.sample(Rng(k)).state
            decks.add(tuple(s.deck))
            assert s.rng != game.state.rng
            differs += s.deck != game.state.deck
        if t.deck_unknown >= 3:
            assert len(decks) > 1
    assert differs > 0


def test_money_estimate_follows_public_events():
    """A tracker that saw the whole game is close to the truth; its estimates are never exact copies."""
    from powerplay import load_game
    from powerplay.bots import make_bot

    game = load_game("powergrid", players=4, map="germany", seed=3)
    bots = [make_bot("heuristic", "powergrid", s, 3) for s in range(4)]
    tracker = MoneyTracker(0)
    errors = []
    while not game.is_over and game.state.round < 6:
        seat = game.current_player
        if seat == 0:
            tracker.update(observe(game, 0))
            est = tracker.estimate()
            errors += [abs(m - game.state.money[q]) for q, (m, _) in est.items()]
        game.apply(bots[seat].choose(observe(game, seat)))
    assert errors and sum(errors) / len(errors) < 15
