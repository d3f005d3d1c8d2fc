"""Property tests: random games played to the end on both maps with 2–6 players, with and without
starting cities (and with the classic option), checking every invariant of ``invariants.py`` after
EVERY action; every listed legal action applies (sampled on a copy); an illegal action raises and
changes nothing."""

from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from invariants import check_illegal_refused, check_invariants, pick_action

from powerplay import load_game
from powerplay.games.powergrid.state import Phase

MAX_ACTIONS = 6000
SETTINGS = settings(max_examples=30, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])


def foreign_actions(game) -> list[str]:
    """Actions of other phases, or out of range, for the current situation (all parse, none legal)."""
    s = game.state
    names = s.zone.board.cities
    city = names[s.zone.cities[0]]
    pool = [
        "done",
        "pass",
        "buy 1 coal",
        "buy 30 garbage",
        f"build {city}",
        "power nothing",
        f"trust {city}",
        f"mark {city}",
        "scrap 03",
        "bid 5000",
    ]
    if s.current:
        pool.append(f"bid 5000 on plant {s.current[0]}")
    if s.future and s.future[-1] != 99:
        pool.append(f"bid {s.future[-1]} on plant {s.future[-1]}")
    if s.auction:
        pool.append(f"bid {s.auction.high}")
    p = game.current_player
    if p is not None and s.cities[p]:
        pool.append(f"build {names[s.cities[p][0]]}")  # one house per player per city (PG-8.6 c)
    missing = [n for n in (3, 50) if p is not None and n not in s.plants[p]]
    pool += [f"power {n:02d}" for n in missing]
    legal = {str(a) for a in game.legal_actions()}
    return [a for a in pool if a not in legal]


def play_checked(game, rng: random.Random, pass_prob: float, uniform: bool) -> int:
    """Play ``game`` to the end with random legal actions, checking everything after each action."""
    check_invariants(game)
    actions = 0
    while not game.is_over:
        legal = game.legal_actions()
        for a in rng.sample(legal, min(2, len(legal))):  # every listed action applies
            other = game.copy()
            other.apply(a)
            check_invariants(other)
        check_illegal_refused(game, rng.choice(foreign_actions(game)))
        game.apply(pick_action(game, rng, pass_prob, uniform))
        check_invariants(game)
        actions += 1
        assert actions < MAX_ACTIONS, "the game does not end"
    assert game.state.phase == Phase.OVER
    return actions


@SETTINGS
@given(
    players=st.integers(2, 6),
    map_=st.sampled_from(["germany", "usa"]),
    starting=st.booleans(),
    seed=st.integers(0, 2**32 - 1),
    policy_seed=st.integers(0, 2**32 - 1),
    pass_prob=st.floats(0.1, 0.7),
    uniform=st.sampled_from([False, False, False, True]),
)
def test_random_games_keep_every_invariant(players, map_, starting, seed, policy_seed, pass_prob, uniform):
    """PG-1.4 tokens conserved; money ≥ 0; ≤ 3 plants (4 while scrapping); ≤ 20 houses, trust 16;
    slots within the Step; market sorted and sized; every card in one place; somebody can act — after
    every action of random games (Recharged rules)."""
    game = load_game("powergrid", players=players, map=map_, seed=seed, starting_cities=starting)
    play_checked(game, random.Random(policy_seed), pass_prob, uniform)


@settings(SETTINGS, max_examples=15)
@given(
    players=st.integers(2, 6),
    map_=st.sampled_from(["germany", "usa"]),
    seed=st.integers(0, 2**32 - 1),
    policy_seed=st.integers(0, 2**32 - 1),
    pass_prob=st.floats(0.1, 0.7),
)
def test_random_classic_games_keep_every_invariant(players, map_, seed, policy_seed, pass_prob):
    """PG-16: the same invariants hold for the classic option (its own plant and house limits)."""
    game = load_game("powergrid", players=players, map=map_, seed=seed, classic=True)
    play_checked(game, random.Random(policy_seed), pass_prob, False)
