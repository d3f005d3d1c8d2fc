"""Invariants of a card game that must hold after every action (CG-12.4; LESSONS: "cards vanish").

``check_invariants(game)`` raises ``AssertionError`` naming the broken rule. It reads the engine
state directly and is meant for random-play tests; any test may call it on a game it built. The
rules themselves live in the engine (``powerplay.games.powergrid_cards.invariants``), where the
position reader uses them too::

    from cg_invariants import check_invariants
    check_invariants(game)

``check_illegal_refused(game, action)`` asserts that an illegal action raises
:class:`IllegalAction` and changes nothing. ``pick_action(game, rng)`` is a random player.
"""

from __future__ import annotations

import json
import random

from powerplay.core.errors import IllegalAction
from powerplay.games.powergrid_cards.actions import Bid, Pass
from powerplay.games.powergrid_cards.invariants import check
from powerplay.games.powergrid_cards.state import Phase


def check_invariants(game) -> None:
    """Assert every invariant of ``game`` (a PowerGridCardsGame): the rules every position obeys
    (``powerplay.games.powergrid_cards.invariants.check``, which the position reader runs too), and
    that somebody can act or the game is over."""
    try:
        check(game.state)
    except IllegalAction as e:
        raise AssertionError(str(e)) from e
    if game.is_over:
        assert game.current_player is None and game.legal_actions() == []
    else:
        p = game.current_player
        assert p is not None and 0 <= p < game.state.players, "a human must be to act"
        assert game.legal_actions(), "the current player has no legal action"


def check_illegal_refused(game, action) -> None:
    """An illegal action raises IllegalAction and changes nothing (position and history)."""
    before = json.dumps(game.to_json(), sort_keys=True)
    history = game.history[:]
    try:
        game.apply(action)
    except IllegalAction:
        pass
    else:
        raise AssertionError(f"illegal action {action!r} was accepted")
    assert json.dumps(game.to_json(), sort_keys=True) == before, f"refused {action!r} changed the state"
    assert game.history == history


def pick_action(game, rng: random.Random, pass_prob: float = 0.3):
    """A random player: opens auctions at sensible prices, raises a little, buys what it can use,
    produces as much as it can (sometimes not), so games reach every phase and the end."""
    legal = game.legal_actions()
    s = game.state
    if s.phase == Phase.AUCTION and not s.pending:
        if s.auction is not None:
            raises = [a for a in legal if isinstance(a, Bid)]
            if raises and rng.random() > pass_prob:
                return raises[min(len(raises) - 1, rng.randrange(3))]
            return legal[0]
        opens = [a for a in legal if isinstance(a, Bid)]
        if opens and (rng.random() > pass_prob or not any(isinstance(a, Pass) for a in legal)):
            plant = rng.choice(sorted({a.plant for a in opens}))
            amounts = [a for a in opens if a.plant == plant]
            return amounts[min(len(amounts) - 1, rng.randrange(3))]
        return legal[0]
    if s.phase == Phase.RESOURCES:
        if len(legal) > 1 and rng.random() > pass_prob / 2:
            return rng.choice(legal[1:])
        return legal[0]
    if s.phase == Phase.BUREAUCRACY and rng.random() > 0.15:
        from powerplay.games.powergrid_cards.data import PLANTS as P

        return max(legal, key=lambda a: sum(P[x].income for x in a.plants))
    return rng.choice(legal)
