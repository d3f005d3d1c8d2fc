"""What one seat of a game of Pampero may know, for the bots and the research interface: read off the
state in place.

An observation is made in O(1) (the state and the seat, nothing copied); each attribute or method
reads the state when asked. Everything on the boards is public (``view.py``); what a seat may know of
the rest is

* its own hand and its own specialist scoring cards (PA-2.5: private to their owner);
* of every other seat, how many cards it holds and how many scoring cards (``hand_size``,
  ``scoring_count``); the starting cards it holds are those not on its company board (PA-6.11), so
  only the specialist action cards among them are unknown;
* of the decks (specialist action and scoring cards, each country's external market cards), their
  sizes only (PA-4.3–PA-4.5), and which cards are nowhere in sight, in no order (``unseen_actions``,
  ``unseen_scoring``, ``unseen_market``): what a seat that watched every card taken and played knows.

Hidden (``rules.hidden``), and out of reach: the decks' order, which unseen card lies where (a deck or
which seat's hand), the generator. :meth:`public_state` gives a copy with those parts emptied, for
the research interface's resampler to deal into (``ai/research.py``).
"""

from __future__ import annotations

from typing import Any

from ....ai.observation import Observation
from ..data import COUNTRIES, ROWS
from ..state import Options, State
from ..turns import legal
from ..view import view


class PamperoObservation(Observation):
    """What ``seat`` may know of a game of Pampero now (see the module text)."""

    __slots__ = ("_s",)

    def __init__(self, state: State, seat: int, legal_actions: list[Any] | None = None):
        self._s = state
        self.seat = seat
        self._legal = legal_actions
        self._legal_fn = None
        self._view_fn = None
        self._view = None

    @classmethod
    def of(cls, game: Any, seat: int) -> PamperoObservation:
        """The observation of ``seat`` in a :class:`PamperoGame`."""
        return cls(game.state, seat)

    def _list_legal(self) -> list[Any]:
        return legal(self._s)

    def _build_view(self) -> dict:
        return view(self._s, self.seat)

    # ---- the game ---------------------------------------------------------------------------------
    @property
    def options(self) -> Options:
        return self._s.options

    @property
    def players(self) -> int:
        return self._s.players

    @property
    def phase(self) -> str:
        return self._s.phase

    # ---- what the others hold (PA-2.5) ----------------------------------------------------------------
    def hand_size(self, seat: int) -> int:
        """The action cards in ``seat``'s hand."""
        return len(self._s.hands[seat])

    def scoring_count(self, seat: int) -> int:
        """The specialist scoring cards ``seat`` holds (PA-23.3)."""
        return len(self._s.held_scoring[seat])

    def starting_in_hand(self, seat: int) -> tuple[str, ...]:
        """PA-6.11: the starting cards in ``seat``'s hand, those not on its company board."""
        s = self._s
        board = {held[0] for row in ROWS for held in s.rows[seat][row] if held is not None}
        return tuple(card for card in s.data.starting_cards if card not in board)

    # ---- the cards nowhere in sight -------------------------------------------------------------------
    @property
    def unseen_actions(self) -> tuple[str, ...]:
        """The specialist action cards in the deck or in another seat's hand, sorted (PA-23.2)."""
        s = self._s
        out = list(s.spec_action_deck)
        for p in range(s.players):
            if p != self.seat:
                out += [card for card in s.hands[p] if s.data.cards[card].specialist]
        return tuple(sorted(out))

    @property
    def unseen_scoring(self) -> tuple[str, ...]:
        """The specialist scoring cards in the deck or held by another seat, sorted (PA-23.3; a card
        played leaves the game in sight of all, PA-32.1)."""
        s = self._s
        out = list(s.spec_scoring_deck)
        for p in range(s.players):
            if p != self.seat:
                out += s.held_scoring[p]
        return tuple(sorted(out))

    def unseen_market(self, country: str) -> tuple[str, ...]:
        """The external market cards in ``country``'s deck, sorted (PA-4.5; the others are face up or
        bought in sight of all, PA-18)."""
        return tuple(sorted(self._s.market_decks[country]))

    def public_state(self) -> State:
        """A copy of the state with what the seat may not know emptied: every other seat's hand cut
        down to its starting cards, nobody's scoring cards but the seat's own, empty decks, the
        generator 0."""
        s = self._s.copy()
        for p in range(s.players):
            if p != self.seat:
                s.hands[p] = list(self.starting_in_hand(p))
                s.held_scoring[p] = []
        s.spec_action_deck = []
        s.spec_scoring_deck = []
        s.market_decks = {country: [] for country in COUNTRIES}
        s.rng = 0
        return s

    def __repr__(self) -> str:
        s = self._s
        return f"<PamperoObservation P{self.seat + 1}, year {s.year}, {s.phase}>"
