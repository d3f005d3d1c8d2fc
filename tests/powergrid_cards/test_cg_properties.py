"""Property tests (CG-12.4): random games for 2-6 players, with and without the Trust and the
Demolition Contractor, checking after EVERY action the invariants of ``cg_invariants.py``; every
listed legal action applies (sampled, on a copy); an illegal action is refused and changes
nothing; the record replays to the same position."""

from __future__ import annotations

import random

from cg_invariants import check_illegal_refused, check_invariants, pick_action
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from powerplay import load_game, replay
from powerplay.games.powergrid_cards.data import ORM, PLANTS
from powerplay.games.powergrid_cards.market import future
from powerplay.games.powergrid_cards.state import Phase

MAX_ACTIONS = 5000
SETTINGS = settings(max_examples=30, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])


def foreign_actions(game) -> list[str]:
    """Actions of other phases or out of range for the current situation (all parse, none legal)."""
    s = game.state
    pool = [
        "done",
        "pass",
        "buy 3 coal from column 4",
        "buy 1 uranium from column 1",
        "produce nothing",
        "demolish 44",
        "discard 1 coal",
        "bid 5000",
        "bid 5000 on plant 03",
        "produce 12 with 1 gas 2 oil",
    ]
    fut = future(s)
    if fut and fut[0] != ORM:
        pool.append(f"bid {PLANTS[fut[0]].number} on plant {PLANTS[fut[0]].label}")  # CG-5.2
    if s.auction:
        pool.append(f"bid {s.auction.high}")
    legal = {str(a) for a in game.legal_actions()}
    return [a for a in pool if a not in legal]


def play_checked(game, rng: random.Random, pass_prob: float) -> int:
    check_invariants(game)
    actions = 0
    while not game.is_over:
        legal = game.legal_actions()
        for a in rng.sample(legal, min(2, len(legal))):
            other = game.copy()
            other.apply(a)
            check_invariants(other)
        foreign = foreign_actions(game)
        if foreign:
            check_illegal_refused(game, rng.choice(foreign))
        game.apply(pick_action(game, rng, pass_prob))
        check_invariants(game)
        actions += 1
        assert actions < MAX_ACTIONS, "the game does not end"
    assert game.state.phase == Phase.OVER
    return actions


@SETTINGS
@given(
    players=st.integers(2, 6),
    trust=st.booleans(),
    demolition=st.booleans(),
    seed=st.integers(0, 2**32 - 1),
    policy_seed=st.integers(0, 2**32 - 1),
    pass_prob=st.floats(0.05, 0.6),
)
def test_random_games_keep_every_invariant(players, trust, demolition, seed, policy_seed, pass_prob):
    """CG-12.4: plants, resource cards and singles conserved; money >= 0; CG-4.6 storage limits;
    CG-6.14 3 plants; CG-5.1 market order; a human to act with a legal action, or the game over —
    after every action; CG-9: the game ends; the record replays to the same position."""
    config = {"players": players, "demolition": demolition}
    if players == 2:
        config["trust"] = trust
    game = load_game("powergrid-cards", seed=seed, **config)
    play_checked(game, random.Random(policy_seed), pass_prob)
    assert replay(game.record()).to_json() == game.to_json()
    scores = game.scores()
    assert len(scores) == players and min(e["rank"] for e in scores) == 1


@settings(SETTINGS, max_examples=8)
@given(seed=st.integers(0, 2**32 - 1), policy_seed=st.integers(0, 2**32 - 1))
def test_random_games_with_the_alternative_options(seed, policy_seed):
    """D-3 alternative (bids in turn order) and D-6 alternative (limited singles): same invariants."""
    game = load_game("powergrid-cards", players=4, seed=seed, bidding_in_turn_order=True, limited_singles=True)
    play_checked(game, random.Random(policy_seed), 0.3)


@settings(SETTINGS, max_examples=10)
@given(players=st.integers(2, 6), seed=st.integers(0, 2**32 - 1))
def test_views_never_leak_the_hidden(players, seed):
    """CG-12.2: no view (any seat, spectator) names a plant removed unseen at setup, a card of the
    resource deck, or the generator state, at any point of a game."""
    import json

    from powerplay.games.powergrid_cards.data import CARDS, PLANTS

    game = load_game("powergrid-cards", players=players, seed=seed)
    rng = random.Random(seed)
    while not game.is_over:
        s = game.state
        for seat in (None, *range(players)):
            text = json.dumps(game.view(seat))
            for x in s.box:
                assert f'"id": "{PLANTS[x].label}"' not in text
            for c in s.res_deck:
                assert f'"{CARDS[c].id}"' not in text
            assert str(s.rng) not in text
        game.apply(pick_action(game, rng))
