"""Invariants of a Power Grid game that must hold after every action (LESSONS: "cards vanish").

``check_invariants(game)`` raises ``AssertionError`` naming the broken rule. It reads the engine
state directly (the position format would cost a JSON round trip per action) and is meant for
random-play tests; any test may call it on a game it built. The rules themselves live in the engine
(``powerplay.games.powergrid.invariants``), where the position reader uses them too::

    from invariants import check_invariants
    check_invariants(game)

``check_illegal_refused(game, action)`` asserts that an illegal action raises
:class:`IllegalAction` and changes nothing. ``pick_action(game, rng)`` is a random player whose
games reach every Step.
"""

from __future__ import annotations

from powerplay.core.errors import IllegalAction
from powerplay.games.powergrid.building import build_cost
from powerplay.games.powergrid.invariants import check
from powerplay.games.powergrid.state import Phase
from powerplay.games.powergrid.storage import fuel_needs


def check_invariants(game) -> None:
    """Assert every invariant of the current state of ``game`` (a PowerGridGame): the rules every
    position obeys (``powerplay.games.powergrid.invariants.check``, which the position reader runs
    too), and that somebody can act or the game is over."""
    s = game.state
    try:
        check(s)
    except IllegalAction as e:
        raise AssertionError(str(e)) from e
    # Somebody can act, or the game is over (LESSONS: no stuck games).
    if game.is_over:
        assert s.phase == Phase.OVER and game.current_player is None and not game.legal_actions()
    else:
        p = game.current_player
        assert p is not None and 0 <= p < s.players, f"no current player in {s.phase}"
        assert game.legal_actions(), f"P{p + 1} has no legal action in {s.phase}"


def check_illegal_refused(game, action) -> None:
    """An illegal action raises IllegalAction and leaves the position and history unchanged."""
    before = game.to_json()
    history = list(game.history)
    try:
        game.apply(action)
    except IllegalAction:
        pass
    else:  # pragma: no cover - the failure message is the point
        raise AssertionError(f"illegal action {action!r} was accepted in {game!r}")
    assert game.to_json() == before, f"refused action {action!r} changed the position"
    assert game.history == history


def pick_action(game, rng, pass_prob: float = 0.3, uniform: bool = False):
    """A random legal action for random-play tests, from ``rng`` (a ``random.Random``).

    ``uniform`` picks uniformly among all legal actions. Otherwise the choice is biased towards
    games that reach every Step: small bids, passing in auctions with ``pass_prob``, building cheap
    cities, running the plants that power most.
    """
    acts = game.legal_actions()
    if uniform or len(acts) == 1:
        return rng.choice(acts)
    kinds: dict[str, list] = {}
    for a in acts:
        kinds.setdefault(type(a).__name__, []).append(a)
    if "Power" in kinds:
        best = max(fuel_needs(a.plants)[5] for a in kinds["Power"])
        top = [a for a in kinds["Power"] if fuel_needs(a.plants)[5] == best]
        return rng.choice(top if rng.random() < 0.9 else acts)
    if "Build" in kinds:
        if rng.random() < 0.2:
            return rng.choice(kinds["Done"])
        s, p = game.state, game.current_player
        builds = sorted(kinds["Build"], key=lambda b: build_cost(s, p, s.zone.board.index[b.city]))
        return rng.choice(builds[:3]) if rng.random() < 0.8 else rng.choice(builds)
    if "Buy" in kinds:
        return rng.choice(kinds["Buy"]) if rng.random() < 0.6 else rng.choice(kinds["Done"])
    if "Bid" in kinds:
        bids = kinds["Bid"]
        if bids[0].plant == 0:  # a raise in a running auction
            if "Pass" in kinds and rng.random() < 0.6:
                return kinds["Pass"][0]
            return rng.choice(bids[:3])
        if "Pass" in kinds and rng.random() < pass_prob:
            return kinds["Pass"][0]
        plant = rng.choice(sorted({b.plant for b in bids}))
        mine = [b for b in bids if b.plant == plant]
        return rng.choice(mine[:3]) if rng.random() < 0.85 else rng.choice(mine)
    return rng.choice(acts)
