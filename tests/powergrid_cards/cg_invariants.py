"""Invariants of a card game that must hold after every action (CG-12.4; LESSONS: "cards vanish").

``check_invariants(game)`` raises ``AssertionError`` naming the broken rule. It reads the engine
state directly and is meant for random-play tests; any test may call it on a game it built::

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
from powerplay.games.powergrid_cards.data import CARDS, ORM, PLANTS, SINGLES, TRUST
from powerplay.games.powergrid_cards.market import current
from powerplay.games.powergrid_cards.state import Phase
from powerplay.games.powergrid_cards.storage import fits, holding

ALL_PLANTS = list(range(len(PLANTS))) + [ORM]


def check_invariants(game) -> None:
    s = game.state
    n = s.players
    # CG-12.4: every plant card in exactly one place
    places = s.deck + s.market + s.box + s.removed + s.trust_plants
    for p in range(n):
        places += s.plants[p]
    assert sorted(places) == ALL_PLANTS, f"CG-12.4: plant cards lost or duplicated: {sorted(places)}"
    # CG-12.4: every regular and +/++ card in exactly one place
    cards = s.unused + s.res_deck + s.discard + s.plusplus + s.trust_cards
    for col in s.columns:
        cards += col
    for p in range(n):
        cards += s.cards[p]
    assert sorted(cards) == list(range(len(CARDS))), "CG-12.4: resource cards lost or duplicated"
    # CG-12.4: single cards accounted (D-6: plus the ones the engine made)
    for r in range(4):
        total = s.supply[r] + s.col1[r] + s.trust_singles[r] + sum(s.singles[p][r] for p in range(n))
        assert total == SINGLES[r] + s.created[r], f"CG-12.4: single cards of type {r} not accounted"
        assert min(s.supply[r], s.col1[r], s.trust_singles[r], s.created[r]) >= 0
    # CG-4.8: values within the card, cards at 0 only in the discard pile
    held = set(s.unused + s.res_deck + s.discard + s.plusplus)
    for c in range(len(CARDS)):
        assert 0 <= s.value[c] <= CARDS[c].amount, "CG-4.8: a card shows more than it holds"
        if c not in held:
            assert s.value[c] > 0, "CG-4.8.2: a card at 0 must be on the discard pile"
    for col in s.columns:
        assert len(col) <= _slots(s), "CG-7.2: at most N cards in columns 2-4"
    # CG-6.22: money never negative; CG-6.14 and CG-4.6 limits
    for p in range(n):
        assert s.money[p] >= 0, "CG-6.22: negative money"
        limit = 4 if s.pending == "demolish" and s.pending_seat == p else 3
        assert len(s.plants[p]) <= limit, "CG-6.14: more than 3 plants"
        if not (s.pending == "discard" and s.pending_seat == p):
            assert fits(tuple(s.plants[p]), holding(s, p)), f"CG-4.6: P{p + 1} stores more than allowed"
    assert len(s.trust_plants) <= 3, "CG-10.5: the Trust keeps 3 plants"
    assert all(x != ORM for x in current(s)), "CG-5.3: the ORM card is never current"
    # CG-5.1: the market is sorted by number
    numbers = [PLANTS[x].number if x != ORM else 10**9 for x in s.market]
    assert numbers == sorted(numbers), "CG-5.1: the market is out of order"
    if s.orm_resolved and s.phase != Phase.AUCTION:
        assert len(s.market) <= 6, "CG-5.4: 6 lots after the ORM card"
    if not s.orm_resolved:
        assert len(s.market) <= 8, "CG-5.2: 8 lots"
    if s.options.trust:
        assert s.order[1] == TRUST, "CG-2.4: the Trust keeps position 2"
    # somebody can act, or the game is over
    if game.is_over:
        assert game.current_player is None and game.legal_actions() == []
    else:
        p = game.current_player
        assert p is not None and 0 <= p < n, "a human must be to act"
        assert game.legal_actions(), "the current player has no legal action"


def _slots(s) -> int:
    from powerplay.games.powergrid_cards.resources import slots

    return slots(s)


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
