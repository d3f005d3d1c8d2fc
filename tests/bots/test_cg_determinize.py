"""Card game determinisation: a playable game consistent with a seat's view, built from its
observation alone (CG-12): the same public view, every card in exactly one place, samples that differ."""

from __future__ import annotations

from cg_bot_helpers import check_invariants, pick_action, positions, scrambled

from powerplay.bots import observe
from powerplay.core.rng import Rng
from powerplay.games.powergrid_cards.ai.determinize import Template, Tracker, determinize
from powerplay.games.powergrid_cards.data import ORM, PLANTS, by_players


def _public(view: dict) -> dict:
    """The view less the others' money when it is hidden (sampled, so it may differ)."""
    out = dict(view)
    if view["options"]["hidden_money"]:
        out["seats"] = [dict(e, money=None) if e["seat"] != view["seat"] else e for e in view["seats"]]
    return out


def test_samples_are_consistent_with_the_view():
    for i, game in enumerate(positions(36, seed=2)):
        seat = game.current_player
        view = game.view(seat)
        for k in range(2):
            sample = determinize(observe(game, seat), Rng(100 * i + k))
            check_invariants(sample)  # CG-12.4: every card in one place; someone can act
            mine = sample.view(seat)
            assert _public(mine) == _public(view)
            assert sample.legal_actions() == game.legal_actions()
            s, t = sample.state, game.state
            assert len(s.deck) == len(t.deck) and len(s.res_deck) == len(t.res_deck)
            assert sorted(s.res_deck) == sorted(t.res_deck)  # the cards are known, not their order
            row = by_players(t.players)
            assert sorted(PLANTS[x].small for x in s.box) == sorted(PLANTS[x].small for x in t.box)
            assert sum(PLANTS[x].small for x in s.box) == row["removeSmall"]
            if ORM in t.deck:
                assert s.deck.index(ORM) == t.deck.index(ORM)


def test_a_tracker_knows_the_plants_under_the_deck():
    """Plants put under the deck were seen in the market (CG-8.10, CG-12.1): a seat that followed
    the game places them there."""
    import random

    game = positions(1, seed=8, configs=[{"players": 4}], most=0)[0]
    rng = random.Random(3)
    tracker = Tracker(0)
    checked = exact = 0
    while not game.is_over:
        if game.current_player == 0:
            obs = observe(game, 0)
            tracker.update(obs)
            d = game.state.deck
            if ORM in d and d.index(ORM) > 0:
                u = d.index(ORM)
                s = Template(obs, tracker).sample(Rng(checked))
                checked += 1
                exact += sorted(s.deck[:u]) == sorted(d[:u])
        game.apply(pick_action(game, rng))
    assert checked and exact >= 0.8 * checked


def test_samples_depend_on_the_view_only():
    """The same view gives the same samples whatever the hidden truth: nothing hidden is copied."""
    for i, game in enumerate(positions(18, seed=4)):
        seat = game.current_player
        other = scrambled(game, seat, seed=i)
        assert other.view(seat) == game.view(seat)
        a = determinize(observe(game, seat), Rng(i)).to_json()
        b = determinize(observe(other, seat), Rng(i)).to_json()
        assert a == b


def test_samples_vary_and_differ_from_the_truth():
    differs = varied = 0
    for game in positions(16, seed=6, configs=[{"players": 4}, {"players": 5, "hidden_money": True}]):
        seat = game.current_player
        t = Template(observe(game, seat))
        decks = set()
        for k in range(6):
            s = t.sample(Rng(k))
            decks.add((tuple(s.deck), tuple(s.res_deck), tuple(s.box)))
            assert s.rng != game.state.rng
            differs += s.deck != game.state.deck or s.res_deck != game.state.res_deck
        varied += len(decks) > 1
    assert differs > 0 and varied >= 12


def test_hidden_money_is_estimated_from_public_events():
    """With hidden money a seat that followed the game estimates the others' money closely."""
    from powerplay import load_game

    game = load_game("powergrid-cards", players=4, hidden_money=True, seed=3)
    import random

    rng = random.Random(1)
    tracker = Tracker(0)
    errors = []
    while not game.is_over:
        if game.current_player == 0:
            view = game.view(0)
            assert all(e["money"] is None for e in view["seats"][1:])
            tracker.update(observe(game, 0))
            est = tracker.estimate()
            errors += [abs(m - game.state.money[q]) for q, (m, _) in est.items()]
        game.apply(pick_action(game, rng))
    assert errors and sum(errors) / len(errors) < 8
