"""What one seat of a game of Barrage may know, for its bot: read off the state in place.

An observation is made in O(1) (the state and the seat, nothing copied); each attribute or method
reads the state when asked. It answers what the seat's display view (``view.py``) shows, in the
engine's own terms (indexes into ``data.DAMS``, ``data.CONDUITS``, ``data.POWERHOUSES``,
``data.HEADSTREAMS``; ids of ``board.SPACES``, of contracts and of technology tiles; owners are seats,
``water.EMPTY`` (-1) or ``water.NEUTRAL`` (-2); an occupied action space holds a seat or
``state.BLOCKED`` (-3)):

* the game: options, round, phase, turn order, the seat to act, the full game's setup (offers,
  starting contracts, who chose);
* the map (BA-3): per dam space its owner, height and drops held; per conduit and powerhouse space
  its owner; the drops on the headstream tiles and what each tile adds per round (BA-14.6); the
  general supply (BA-1.1);
* every seat's public supply (BA-10.15–10.21): company, officer, Automa level, VP, credits,
  machinery, engineers, energy this round, passed, construction spaces used, pieces left on the
  company board, technology tiles, the wheel, face-up and fulfilled contracts;
* the boards: the action spaces occupied, the face-up private contracts and each stack's size, the
  national contracts, the patent office's display and its stacks' sizes, the bonus tiles (the
  current round's first), the objective tile, the Automa deck's top action and its discard pile's top
  criteria (BA-A5.2);
* what is still owed (``pending``) and the seat's own decision (``step``).

Hidden (BA-10, ``BarrageGame.hidden``), and out of reach: the private stacks' order, the patent
stacks I–III, the Automa deck below its top tile, the generator's state. :meth:`public_state` gives a
copy with those parts emptied.

Values come as ints, strings and tuples; nothing returned lets a bot change the game.
"""

from __future__ import annotations

from typing import Any, Final

from ....ai.observation import Observation
from ..construction import Build, Pay, builds, payments
from ..contracts import COLOURS
from ..data import HEADSTREAM_TILES
from ..objectives import objective_count
from ..rounds import bonus_counts
from ..scoring import BonusCounts
from ..state import Options, Phase, State, Step
from ..turbine import Produce, systems
from ..turns import legal
from ..view import view
from ..wheel import Load

NO_TILE: Final = ""
"""The bonus tile once the last round's is scored, the Automa's tops when their piles are empty."""


class BarrageObservation(Observation):
    """What ``seat`` may know of a game of Barrage now (see the module text)."""

    __slots__ = ("_s",)

    def __init__(self, state: State, seat: int, legal_actions: list[Any] | None = None):
        self._s = state
        self.seat = seat
        self._legal = legal_actions
        self._legal_fn = None
        self._view_fn = None
        self._view = None

    @classmethod
    def of(cls, game: Any, seat: int) -> BarrageObservation:
        """The observation of ``seat`` in a :class:`BarrageGame`."""
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
        """Every seat, people and Automa (BA-9.1, BA-A1)."""
        return self._s.options.players

    @property
    def full(self) -> bool:
        """The full game (BA-12), not the introductory one (BA-11)."""
        return self._s.options.full

    @property
    def automa(self) -> tuple[str | None, ...]:
        """Per seat, its Automa's level, None for a person (BA-A1.6)."""
        return self._s.options.automa

    @property
    def round(self) -> int:
        return self._s.round

    @property
    def phase(self) -> str:
        return self._s.phase

    @property
    def over(self) -> bool:
        return self._s.phase == Phase.OVER

    @property
    def order(self) -> tuple[int, ...]:
        """The turn order, first to act first (BA-10.18, BA-31.1)."""
        return tuple(self._s.order)

    @property
    def current(self) -> int:
        """The seat whose turn it is in the Actions phase (-1: none)."""
        return self._s.current

    @property
    def acted(self) -> bool:
        """The seat whose turn it is has taken its turn's action (what follows is owed to it)."""
        return self._s.acted

    # ---- the full game's setup (BA-12) --------------------------------------------------------------
    @property
    def offers(self) -> tuple[tuple[str, str], ...]:
        """BA-12.1: the company and officer pairs still to choose."""
        return tuple(self._s.offers)

    @property
    def starting(self) -> tuple[str, ...]:
        """BA-12.1: the starting contracts still to choose."""
        return tuple(self._s.starting)

    @property
    def chosen(self) -> tuple[int, ...]:
        """BA-12.4: the seats that chose, in the order they chose."""
        return tuple(self._s.chosen)

    # ---- what is owed ---------------------------------------------------------------------------------
    @property
    def pending(self) -> tuple[Step, ...]:
        """Every decision still owed, the next first (BA-15.7)."""
        return tuple(reversed(self._s.pending))

    @property
    def step(self) -> Step | None:
        """The decision this seat owes now (its kind: ``state.DROPS``, ``turbine.PRODUCE``…), or None
        when it is to choose a company or an action."""
        p = self._s.pending
        return p[-1] if p and p[-1].seat == self.seat else None

    # ---- the map (BA-3) -------------------------------------------------------------------------------
    @property
    def dam_owner(self) -> tuple[int, ...]:
        """Per dam space: a seat, ``water.NEUTRAL`` or ``water.EMPTY``."""
        return tuple(self._s.waters.dam_owner)

    @property
    def dam_height(self) -> tuple[int, ...]:
        """Per dam space: 0 (empty) to 3 (BA-4.3)."""
        return tuple(self._s.waters.dam_height)

    @property
    def dam_drops(self) -> tuple[int, ...]:
        """Per dam space: the drops held in front of it (BA-4.6)."""
        return tuple(self._s.waters.dam_drops)

    @property
    def conduit_owner(self) -> tuple[int, ...]:
        """Per conduit space: a seat or ``water.EMPTY``."""
        return tuple(self._s.conduit_owner)

    @property
    def powerhouse_owner(self) -> tuple[int, ...]:
        """Per powerhouse space: a seat or ``water.EMPTY``."""
        return tuple(self._s.waters.powerhouse_owner)

    @property
    def headstream_drops(self) -> tuple[int, ...]:
        """Per headstream tile HA–HD: the drops waiting for the Water-flow phase (BA-23.2, BA-29)."""
        return tuple(self._s.waters.headstream_drops)

    @property
    def headstream_per_round(self) -> tuple[tuple[int, ...], ...]:
        """Per headstream HA–HD: the drops its tile adds at the start of rounds 1–4 (BA-14.6)."""
        return tuple(HEADSTREAM_TILES[t] for t in self._s.headstream_tiles)

    @property
    def supply(self) -> int:
        """The drops in the general supply (BA-1.1, D-01)."""
        return self._s.waters.supply

    # ---- the seats (BA-10.15–10.21) -------------------------------------------------------------------
    def company(self, p: int) -> str:
        """A seat's company ("" before it is chosen, BA-12.2)."""
        return self._s.company[p]

    def officer(self, p: int) -> str:
        """A seat's executive officer ("" for an Automa, BA-A3.2, or before it is chosen)."""
        return self._s.officer[p]

    def vp(self, p: int) -> int:
        return self._s.vp[p]

    def credits(self, p: int) -> int:
        return self._s.credits[p]

    def excavators(self, p: int) -> int:
        """In the personal supply (not on the wheel)."""
        return self._s.excavators[p]

    def mixers(self, p: int) -> int:
        """In the personal supply (not on the wheel)."""
        return self._s.mixers[p]

    def engineers(self, p: int) -> int:
        """In the personal supply (BA-10.16)."""
        return self._s.engineers[p]

    def energy(self, p: int) -> int:
        """The energy produced this round (BA-7.3)."""
        return self._s.energy[p]

    @property
    def energies(self) -> tuple[int, ...]:
        return tuple(self._s.energy)

    def passed(self, p: int) -> bool:
        return self._s.passed[p]

    def constructions(self, p: int) -> int:
        """The company board's construction spaces used this round (BA-16.2)."""
        return self._s.constructions[p]

    def pieces(self, p: int) -> tuple[int, ...]:
        """The pieces still on the company board, by ``state.STRUCTURES`` (BA-14.3)."""
        return tuple(self._s.pieces[p])

    def tiles(self, p: int) -> tuple[str, ...]:
        """The technology tiles in the personal supply (BA-18.4, BA-28)."""
        return tuple(self._s.tiles[p])

    def wheel(self, p: int) -> tuple[tuple[int, Load], ...]:
        """The loads on the construction wheel with the single rotations each still needs to come back,
        soonest first (BA-18.5)."""
        return tuple(self._s.wheels[p].contents())

    def contracts(self, p: int) -> tuple[str, ...]:
        """Face-up (unfulfilled) contracts (BA-8.5)."""
        return tuple(self._s.contracts[p])

    def fulfilled(self, p: int) -> tuple[str, ...]:
        """Face-down (fulfilled) contracts (BA-8.5)."""
        return tuple(self._s.fulfilled[p])

    def bonus_counts(self, p: int) -> BonusCounts:
        """What the seat has for the bonus tiles (BA-37)."""
        return bonus_counts(self._s, p)

    def objective_count(self, p: int) -> int:
        """What the seat has for the objective tile (BA-32.2)."""
        return objective_count(self._s.objective, p, self._s.waters, self._s.conduit_owner)

    # ---- the boards --------------------------------------------------------------------------------
    @property
    def occupied(self) -> dict[str, int]:
        """The action spaces taken this round: id → seat or ``state.BLOCKED`` (a copy)."""
        return dict(self._s.occupied)

    @property
    def private(self) -> dict[str, tuple[str, ...]]:
        """Per colour (``contracts.COLOURS``), the face-up private contracts (BA-10.10)."""
        return {colour: tuple(self._s.private[colour]) for colour in COLOURS}

    @property
    def stack_counts(self) -> dict[str, int]:
        """Per colour, the face-down private contracts left in its stack."""
        return {colour: len(self._s.stacks[colour]) for colour in COLOURS}

    @property
    def discard_counts(self) -> dict[str, int]:
        """Per colour, the contracts discarded over the limit (BA-27.5, D-14)."""
        return {colour: len(self._s.discards[colour]) for colour in COLOURS}

    @property
    def removed(self) -> tuple[str, ...]:
        """Private contracts the Automa's contract office removed from the game (BA-A8, D-14)."""
        return tuple(self._s.removed)

    @property
    def national(self) -> tuple[str, ...]:
        """The national contracts still on the management board (BA-10.9)."""
        return tuple(self._s.national)

    @property
    def patent(self) -> tuple[str, ...]:
        """The patent office's face-up advanced tiles ("" for an empty space, BA-10.12)."""
        return tuple(self._s.patent)

    @property
    def patent_counts(self) -> tuple[int, ...]:
        """The tiles left in stacks I, II and III."""
        return tuple(len(stack) for stack in self._s.patent_stacks)

    @property
    def patent_removed(self) -> tuple[str, ...]:
        """The advanced tiles out of the game, those the patent office held at a round's end (BA-31.5)."""
        return tuple(self._s.patent_removed)

    @property
    def bonus(self) -> tuple[str, ...]:
        """The bonus tiles still on the energy track, the current round's first (BA-10.7)."""
        return tuple(self._s.bonus)

    @property
    def bonus_tile(self) -> str:
        """The current round's bonus tile (BA-30.6), ``NO_TILE`` once all are scored."""
        b = self._s.bonus
        return b[0] if b else NO_TILE

    @property
    def objective(self) -> str:
        """The objective tile (BA-32.2)."""
        return self._s.objective

    @property
    def automa_action(self) -> str:
        """The Automa deck's top tile, its action side (BA-A5.2); ``NO_TILE`` when empty."""
        deck = self._s.automa_deck
        return deck[-1] if deck else NO_TILE

    @property
    def automa_criteria(self) -> str:
        """The Automa discard pile's top tile, its criteria side (BA-A5.2); ``NO_TILE`` when empty."""
        pile = self._s.automa_discard
        return pile[-1] if pile else NO_TILE

    @property
    def automa_deck_count(self) -> int:
        return len(self._s.automa_deck)

    @property
    def automa_discard_count(self) -> int:
        return len(self._s.automa_discard)

    # ---- the rules on public parts -----------------------------------------------------------------
    def systems(self, p: int, bonus: int) -> list[Produce]:
        """BA-20.2, BA-20.3: the productions ``p`` could perform now with a turbine space's ``bonus``."""
        return systems(self._s, p, bonus)

    def builds(self, p: int) -> list[Build]:
        """BA-16, BA-17: the constructions ``p`` could perform now (engineer-free ones included)."""
        return builds(self._s, p)

    def payments(self, p: int, build: Build) -> list[Pay]:
        """BA-16.3.3: the ways ``p`` could pay for ``build``, cheapest in credits first."""
        return payments(self._s, p, build)

    # ---- for a search --------------------------------------------------------------------------------
    def public_state(self) -> State:
        """A copy of the state with the hidden parts emptied: no private stacks (their sizes lost), no
        patent stacks, the Automa deck cut down to its top tile, the generator 0."""
        s = self._s.copy()
        s.stacks = {colour: [] for colour in s.stacks}
        s.patent_stacks = [[] for _ in s.patent_stacks]
        s.automa_deck = s.automa_deck[-1:]
        s.rng = 0
        return s

    def __repr__(self) -> str:
        s = self._s
        return f"<BarrageObservation P{self.seat + 1}, round {s.round}, {s.phase}>"
