"""Pampero's hidden parts dealt again from what one seat sees, for the search bots and the research
interface (``ai/research.py``'s resampler).

What a seat may not know (PA-2.5, PA-4.3–PA-4.5; ``observation.py``): the other seats' specialist
action cards (their starting cards are known, PA-6.11) and specialist scoring cards, the order of the
specialist decks and of each country's external market deck, and the generator. :func:`determinize`
deals the unseen cards again, keeping every hand's, holding's and deck's size; everything else is the
observation's public state (``PamperoObservation.public_state``).
"""

from __future__ import annotations

from ....core.rng import Rng
from ..data import COUNTRIES
from ..state import State
from .observation import PamperoObservation


def determinize(obs: PamperoObservation, rng: Rng, base: State | None = None) -> State:
    """A state ``obs.seat`` cannot tell from its own: the unseen specialist action cards dealt again to
    the others' hands (beside their starting cards, PA-6.11) and the deck, the unseen scoring cards to
    the others and the deck (PA-23.2, PA-23.3), each country's external market deck shuffled (PA-4.5),
    a new generator from ``rng``. ``base`` is ``obs.public_state()`` when already made (it is copied,
    not changed)."""
    s = obs.public_state() if base is None else base.copy()
    actions, held = list(obs.unseen_actions), list(obs.unseen_scoring)
    rng.shuffle(actions)
    rng.shuffle(held)
    for p in range(obs.players):
        if p != obs.seat:
            s.hands[p] += [actions.pop() for _ in range(obs.hand_size(p) - len(s.hands[p]))]
            s.held_scoring[p] = [held.pop() for _ in range(obs.scoring_count(p))]
    s.spec_action_deck, s.spec_scoring_deck = actions, held
    for country in COUNTRIES:
        deck = list(obs.unseen_market(country))
        rng.shuffle(deck)
        s.market_decks[country] = deck
    s.rng = rng.below(1 << 62)
    return s
