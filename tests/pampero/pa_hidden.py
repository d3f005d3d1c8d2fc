"""What a Pampero seat cannot see, changed (PA-2.5, PA-4.3–PA-4.5): for the tests that a bot, a hint or a
review reads only what its seat may know."""

from __future__ import annotations

import random

from powerplay.games.pampero.state import State


def scramble(s: State, seat: int, seed: int) -> None:
    """Change in ``s`` what ``seat`` may not see: the other seats' specialist action and scoring cards
    swapped with the decks', the decks reordered, each country's external market deck reordered, another
    generator."""
    rng = random.Random(seed)
    for p in range(s.players):
        if p == seat:
            continue
        for k, card in enumerate(s.hands[p]):
            if s.data.cards[card].specialist and s.spec_action_deck:
                i = rng.randrange(len(s.spec_action_deck))
                s.hands[p][k], s.spec_action_deck[i] = s.spec_action_deck[i], card
        for k, card in enumerate(s.held_scoring[p]):
            if s.spec_scoring_deck:
                i = rng.randrange(len(s.spec_scoring_deck))
                s.held_scoring[p][k], s.spec_scoring_deck[i] = s.spec_scoring_deck[i], card
    rng.shuffle(s.spec_action_deck)
    rng.shuffle(s.spec_scoring_deck)
    for deck in s.market_decks.values():
        rng.shuffle(deck)
    s.rng = rng.randrange(1, 2**31)


def scrambled(s: State, seat: int, seed: int) -> State:
    """A copy of ``s`` with what ``seat`` may not see changed (``scramble``)."""
    t = s.copy()
    scramble(t, seat, seed)
    return t
