"""The state of a game of Barrage (BA-90.1): plain data with a hand-written ``copy()``.

Per seat (flat lists indexed by seat): company and executive officer, VP, credits, machinery and
engineers in the personal supply and on the bank, the pieces still on the company board, technology tiles, the
construction wheel, contracts, the energy of the round, whether it passed, the construction spaces it
used. The map: ``waters`` (dams, drops, headstreams, powerhouses; ``water.Waters``) and the conduits'
owners. The boards: the occupied action spaces, the private contracts (face up, stacks, discards),
the national contracts, the patent office, the bonus and objective tiles, the headstream tiles. The
Automa's shared deck (BA-A1.5). ``rng`` is the seeded generator's state: every shuffle draws from it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from .water import Waters
from .wheel import Wheel

STRUCTURES: Final = ("base", "elevation", "conduit", "powerhouse")
"""BA-4.1: the four kinds of pieces, in the rows of the company board."""
BLOCKED: Final = -3
"""An action space blocked for the player count (BA-10.13), in ``State.occupied``."""


DROPS: Final = "drops"
"""A step placing drops on headstream tiles (BA-23.2, BA-23.3, BA-33.8, BA-33.9)."""
MACHINERY: Final = "machinery"
"""A step taking an excavator or a mixer, one at a time (BA-26.1, BA-33.5)."""
TAKE: Final = "take"
"""A step taking a face-up private contract (BA-27.1)."""
DISCARD: Final = "discard"
"""A step discarding a face-up contract, down to the limit (BA-27.5)."""


@dataclass(frozen=True, slots=True)
class Step:
    """A decision a seat still owes within its turn (BA-15.7: the turn ends when its action is done):
    its ``kind`` (``DROPS``, ``MACHINERY``, ``TAKE``, ``DISCARD``, or a kind of another module), how
    many are owed, for drops whether they flow at once, and ``args`` the step's own data."""

    kind: str
    seat: int
    count: int
    flows: bool = False
    args: tuple[str | int, ...] = ()
    """What the decision is about, as the step's kind needs (a space, a structure, a tile…)."""


class Phase:
    """The phases that wait for a decision. Income, water flow, scoring and the end of a round take
    none: they are resolved between the Actions phases (BA-13.1)."""

    CHOOSE: Final = "choose"
    """BA-12.2: in the full game, each person chooses a company with its officer and a starting contract."""
    ACTIONS: Final = "actions"
    """BA-15."""
    OVER: Final = "over"
    """BA-32: final scoring done."""


@dataclass(frozen=True, slots=True)
class Options:
    """Game options (a config that never changes during a game, ``options.BarrageConfig``)."""

    players: int
    full: bool
    automa: tuple[str | None, ...]
    """Per seat, its Automa's level (BA-A1.6) or None for a person."""
    alternatives: frozenset[str] = frozenset()
    """The decisions (D-xx, D-Axx) played by their alternative instead of the default
    (``options.ALTERNATIVES``)."""

    def to_json(self) -> dict:
        out: dict = {"players": self.players, "full": self.full, "automa": list(self.automa)}
        if self.alternatives:
            out["alternatives"] = sorted(self.alternatives)
        return out


@dataclass(slots=True)
class State:
    """Everything about one game."""

    options: Options
    rng: int
    round: int
    phase: str
    order: list[int]
    """The turn order (BA-10.18, BA-31.1): seats, first to act first."""
    chooser: int
    """BA-12.2: the seat choosing next in the full game's setup (-1: nobody)."""
    chosen: list[int]
    """BA-12.4: the seats that chose, in the order they chose."""
    current: int
    """The seat whose turn it is in the Actions phase (-1: none)."""
    pending: list[Step]
    """What is still owed (within a turn, or from incomes), the next first (the last item)."""
    acted: bool
    """The seat to act has taken its turn's action: when nothing more is owed, its turn ends."""
    company: list[str]
    """Per seat, its company (``companies.json`` id); "" until chosen (BA-12.2)."""
    officer: list[str]
    """Per seat, its executive officer (``executive_officers.json`` id); "" for an Automa (BA-A3.2)."""
    copied: list[str]
    """Per seat, the officer whose ability Mahiri Sekibo copies until the start of her next turn, or ""
    (BA-35.7, D-10; ``officers.abilities``)."""
    vp: list[int]
    vp_sources: list[dict[str, int]]
    """Per seat, its VP by where they came from (``scoring.Source`` → VP, negative for a loss): they
    add up to ``vp``."""
    credits: list[int]
    excavators: list[int]
    mixers: list[int]
    engineers: list[int]
    """In the personal supply (BA-10.16); the rest are on action spaces."""
    bank: list[int]
    """Per seat, the engineers it placed on the bank this round (BA-24.2, BA-A15), taken back with
    the others at the round's end (BA-31.4)."""
    pieces: list[list[int]]
    """Per seat, the pieces still on its company board, by ``STRUCTURES`` (BA-10.15, BA-14.3)."""
    tiles: list[list[str]]
    """Per seat, the technology tiles in its personal supply (BA-11.4, BA-12.3, BA-28)."""
    wheels: list[Wheel]
    contracts: list[list[str]]
    """Per seat, face-up (unfulfilled) contracts (BA-8.5, at most 3 after an action, BA-27.5)."""
    fulfilled: list[list[str]]
    """Per seat, face-down (fulfilled) contracts (BA-8.5)."""
    energy: list[int]
    """Per seat, the true energy total of the round (BA-7.3, D-05)."""
    passed: list[bool]
    constructions: list[int]
    """Per seat, the company-board construction spaces used this round (BA-16.2)."""
    waters: Waters
    conduit_owner: list[int]
    """Per conduit space, its owner or ``water.EMPTY``."""
    occupied: dict[str, int]
    """Action spaces taken this round (``action_spaces.json`` id → seat, or ``BLOCKED``); the bank is
    never taken (BA-24.2). Mahiri Sekibo's personal spaces used this round are here too (BA-35.7)."""
    private: dict[str, list[str]]
    """Per private stack colour, the face-up contracts beside it (BA-10.10, BA-27.4)."""
    stacks: dict[str, list[str]]
    """Per colour, the face-down stack (its top is the last item)."""
    discards: dict[str, list[str]]
    """Per colour, the contracts people discarded over their limit (BA-27.5, D-14)."""
    removed: list[str]
    """Contracts out of the game: the private ones the Automa's contract office removes (BA-A8, D-14),
    those the Automa fulfils with D-A7's alternative, the starting ones people discard (BA-27.5)."""
    national: list[str]
    """The national contracts still on the management board (BA-10.9, BA-21.4)."""
    patent: list[str]
    """The advanced technology tiles face up in the patent office (BA-10.12; "" for an empty space)."""
    patent_stacks: list[list[str]]
    """Stacks I, II and III, face down (their tops are the last items)."""
    patent_removed: list[str]
    """The advanced tiles out of the game: those the patent office held at a round's end (BA-31.5)."""
    bonus: list[str]
    """The bonus tiles still on the energy track; ``bonus[0]`` is the current round's (BA-10.7, BA-30.8)."""
    objective: str
    headstream_tiles: list[int]
    """The headstream tile on HA–HD (``data.HEADSTREAM_TILES`` index, BA-10.6)."""
    offers: list[tuple[str, str]]
    """BA-12.1: the company and officer pairs still to choose in the full game's setup."""
    starting: list[str]
    """BA-12.1: the starting contracts still to choose."""
    automa_deck: list[str]
    """BA-A4.5: the Automa tiles face down, action side up (the top is the last item)."""
    automa_discard: list[str]
    """BA-A5.2: the discard pile, criteria side up (the top is the last item)."""

    def copy(self) -> State:
        return State(
            options=self.options,
            rng=self.rng,
            round=self.round,
            phase=self.phase,
            order=self.order[:],
            chooser=self.chooser,
            chosen=self.chosen[:],
            current=self.current,
            pending=self.pending[:],
            acted=self.acted,
            company=self.company[:],
            officer=self.officer[:],
            copied=self.copied[:],
            vp=self.vp[:],
            vp_sources=[dict(tally) for tally in self.vp_sources],
            credits=self.credits[:],
            excavators=self.excavators[:],
            mixers=self.mixers[:],
            engineers=self.engineers[:],
            bank=self.bank[:],
            pieces=[p[:] for p in self.pieces],
            tiles=[t[:] for t in self.tiles],
            wheels=[w.copy() for w in self.wheels],
            contracts=[c[:] for c in self.contracts],
            fulfilled=[c[:] for c in self.fulfilled],
            energy=self.energy[:],
            passed=self.passed[:],
            constructions=self.constructions[:],
            waters=self.waters.copy(),
            conduit_owner=self.conduit_owner[:],
            occupied=dict(self.occupied),
            private={k: v[:] for k, v in self.private.items()},
            stacks={k: v[:] for k, v in self.stacks.items()},
            discards={k: v[:] for k, v in self.discards.items()},
            removed=self.removed[:],
            national=self.national[:],
            patent=self.patent[:],
            patent_stacks=[s[:] for s in self.patent_stacks],
            patent_removed=self.patent_removed[:],
            bonus=self.bonus[:],
            objective=self.objective,
            headstream_tiles=self.headstream_tiles[:],
            offers=self.offers[:],
            starting=self.starting[:],
            automa_deck=self.automa_deck[:],
            automa_discard=self.automa_discard[:],
        )

    @property
    def players(self) -> int:
        return self.options.players

    def score(self, seat: int, source: str, vp: int) -> None:
        """``seat`` gains ``vp`` (negative: loses them) from ``source`` (``scoring.Source``)."""
        self.vp[seat] += vp
        tally = self.vp_sources[seat]
        tally[source] = tally.get(source, 0) + vp

    def automa(self, seat: int) -> bool:
        """Whether an Automa plays ``seat`` (BA-A1)."""
        return self.options.automa[seat] is not None
