"""Rewards and company incomes (BA-14.2–14.5, BA-33, BA-34, BA-A3.1): the effect primitives applied to
a seat.

A reward is a sequence of ``contracts.Reward`` (a contract's, or the incomes of a company board). The
effects that take no decision are applied at once (``gain``); for the others ``gain`` returns the steps
the seat still owes (``state.Step``), ready to be pushed on ``State.pending``. The incomes of each
company are read from ``companies.json``: an income is uncovered when the piece of its row with its
ordinal leaves the company board (BA-14.3).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from ...core.protocol import Event
from .contracts import EFFECTS, Reward
from .costs import JILL_MCDOWELL
from .data import COMPANIES_JSON
from .scoring import Source
from .setup import PIECES
from .state import DROPS, MACHINERY, STRUCTURES, State, Step
from .water import available

VP: Final = "vp"
"""BA-33.3."""
CREDITS: Final = "credits"
"""BA-33.1 (VP for an Automa, BA-A3.1)."""
EXCAVATOR: Final = "excavator"
"""BA-33.4."""
MIXER: Final = "mixer"
"""BA-33.4."""
MACHINERY_OF_CHOICE: Final = "machinery_of_choice"
"""BA-33.5."""
ROTATE_WHEEL: Final = "rotate_wheel"
"""BA-33.9a."""
ENERGY: Final = "energy"
"""BA-33.6: not usable for a contract."""
VP_EVENTS: Final = {
    Source.CONTRACTS: "gain.vp-contract",
    Source.INCOME: "gain.vp-income",
    Source.TECHNOLOGY: "gain.vp-technology",
}
"""BA-33.3: the event of VP gained, by where they come from (the log says why)."""
PLACE_WATER_DROPS: Final = "place_water_drops"
"""BA-33.8."""
WATER_DROPS_FLOW_IMMEDIATELY: Final = "water_drops_flow_immediately"
"""BA-33.9."""
BUILDS: Final[dict[str, str]] = {
    "build_base": "base",
    "build_elevation": "elevation",
    "build_conduit_max_production": "conduit",
    "build_powerhouse": "powerhouse",
}
"""BA-33.10–33.13: the structure each structure-placing effect places."""

BUILD: Final = "reward_build"
"""A step placing a structure by a reward (BA-33.10–33.13, BA-33.18, D-07): ``args`` is the structure
(a name of ``state.STRUCTURES``) then its limit — for a base the areas it may go to, for a conduit its
highest production value, nothing for an elevation or a powerhouse. No engineers, machinery, technology
tile or wheel rotation; a red-framed base or powerhouse space still costs 3 credits; the placement is
skipped when the seat cannot or will not build (the construction module resolves it)."""

EASY: Final = "easy"
"""BA-A18: the easy Automa's level (``options.AutomaLevel``)."""


def _rewards(raw: dict) -> tuple[Reward, ...]:
    """An income's effects, in the order of ``EFFECTS`` (the order they are applied in)."""
    unknown = set(raw) - set(EFFECTS)
    assert not unknown, f"income effects not in BA-33: {unknown}"
    return tuple(Reward(effect, raw[effect]) for effect in EFFECTS if effect in raw)


def _incomes() -> dict[str, dict[str, tuple[tuple[int, tuple[Reward, ...]], ...]]]:
    out: dict[str, dict[str, tuple[tuple[int, tuple[Reward, ...]], ...]]] = {}
    for company in COMPANIES_JSON["companies"]:
        rows = company["income"]
        out[company["id"]] = {
            structure: tuple(sorted((int(slot), _rewards(raw)) for slot, raw in rows[structure].items()))
            for structure in STRUCTURES
            if structure in rows
        }
    return out


INCOME: Final = _incomes()
"""BA-14.3, BA-34: per company, per row (base, elevation, conduit), the incomes as (the ordinal of the
piece that uncovers it, its effects), left to right."""


def earns_income(s: State, seat: int) -> bool:
    """BA-14.2, BA-A5.1: every seat receives its company board's incomes, except an easy Automa
    (BA-A18.1); also when a construction uncovers one (BA-16.3.6, BA-A9.5)."""
    return s.options.automa[seat] != EASY


def built_pieces(s: State, seat: int, structure: str) -> int:
    """BA-14.3: how many pieces of a row have left the company board (they are taken left to right)."""
    k = STRUCTURES.index(structure)
    return PIECES[k] - s.pieces[seat][k]


def incomes(s: State, seat: int) -> list[Reward]:
    """BA-14.3–14.5: every income uncovered on the seat's company board, each once, row by row (bases,
    elevations, conduits) and left to right; none before a company is chosen or for an easy Automa."""
    if not s.company[seat] or not earns_income(s, seat):
        return []
    out: list[Reward] = []
    for structure, row in INCOME[s.company[seat]].items():
        pieces = built_pieces(s, seat, structure)
        for ordinal, rewards in row:
            if ordinal <= pieces:
                out += rewards
    return out


def uncovered(company: str, structure: str, built: int) -> list[Reward]:
    """BA-14.3, BA-16.3.6: the income that building the ``built``-th piece of a row uncovers (gained at
    once); none when that piece covers no income (powerhouses never do, BA-14.4)."""
    for ordinal, rewards in INCOME[company].get(structure, ()):
        if ordinal == built:
            return list(rewards)
    return []


def gain(
    s: State, seat: int, rewards: Sequence[Reward], source: str = Source.CONTRACTS
) -> tuple[list[Event], list[Step]]:
    """BA-33: apply a reward's effects to ``seat`` in order. Credits (VP for an Automa, BA-A3.1), VP,
    excavators, mixers and energy (not usable for a contract, BA-33.6) are gained at once; the wheel
    turns one sector at a time and what comes back returns to the seat (BA-18.5, BA-18.6, BA-33.9a); an
    Automa chooses its machinery itself (BA-A16.6). Returns the events and the steps still owed:
    machinery of choice (``MACHINERY``, BA-33.5), drops that wait for the Water-flow phase (``DROPS``,
    BA-33.8; none when the supply is empty, D-01), drops that flow at once (one ``DROPS`` step with
    ``flows`` per drop, BA-33.9), structures to place (``BUILD``, BA-33.10–33.13). The steps are in
    the order to push them on ``State.pending``: ``s.pending += steps`` resolves them in the reward's
    order (the next step is the last item). The VP go to ``source`` in the seat's tally."""
    automa = s.automa(seat)
    events: list[Event] = []
    steps: list[Step] = []
    for reward in rewards:
        effect, n = reward.effect, reward.amount
        if effect == CREDITS and automa:
            s.score(seat, source, n)
            events.append(Event("gain.automa-credits", {"seat": seat, "vp": n}))
        elif effect == CREDITS:
            s.credits[seat] += n
            events.append(Event("gain.credits", {"seat": seat, "credits": n}))
        elif effect == VP:
            s.score(seat, source, n)
            events.append(Event(VP_EVENTS[source], {"seat": seat, "vp": n}))
        elif effect == EXCAVATOR:
            s.excavators[seat] += n
            events.append(Event("gain.excavators", {"seat": seat, "excavators": n}))
        elif effect == MIXER:
            s.mixers[seat] += n
            events.append(Event("gain.mixers", {"seat": seat, "mixers": n}))
        elif effect == ENERGY:
            s.energy[seat] += n
            events.append(Event("gain.energy", {"seat": seat, "energy": n}))
        elif effect == ROTATE_WHEEL:
            events.append(rotate(s, seat, n))
        elif effect == MACHINERY_OF_CHOICE and automa:
            events += automa_machinery(s, seat, n)
        elif effect == MACHINERY_OF_CHOICE:
            steps.append(Step(MACHINERY, seat, n))
        elif effect == PLACE_WATER_DROPS:
            if available(s.waters, 1):
                steps.append(Step(DROPS, seat, n))
        elif effect == WATER_DROPS_FLOW_IMMEDIATELY:
            steps += [Step(DROPS, seat, 1, flows=True)] * n
        elif effect in BUILDS:
            steps.append(Step(BUILD, seat, 1, args=_limit(BUILDS[effect], reward)))
        else:
            raise ValueError(f"not an effect of BA-33: {effect}")
    steps.reverse()
    return events, steps


def _limit(structure: str, reward: Reward) -> tuple[str | int, ...]:
    """A ``BUILD`` step's args: the structure and what the reward allows (BA-33.10, BA-33.12)."""
    if structure == "base":
        return (structure, *reward.areas)
    if structure == "conduit":
        return (structure, reward.amount)
    return (structure,)


def rotate(s: State, seat: int, sectors: int) -> Event:
    """BA-18.5, BA-18.6, BA-33.9a: turn the seat's wheel ``sectors`` sectors one at a time; the tiles
    and machinery that reach the open sector return to its personal supply at once."""
    tiles: list[str] = []
    excavators = mixers = 0
    for load in s.wheels[seat].rotate(sectors):
        if load.tile is not None:
            tiles.append(load.tile)
        excavators += load.excavators
        mixers += load.mixers
    s.tiles[seat] += tiles
    s.excavators[seat] += excavators
    s.mixers[seat] += mixers
    return Event(
        "wheel.rotate",
        {"seat": seat, "sectors": sectors, "tiles": tiles, "excavators": excavators, "mixers": mixers},
    )


def automa_machinery(s: State, seat: int, n: int) -> list[Event]:
    """BA-A16.6, D-A14: an Automa's machinery of choice, one at a time: the kind it has fewer of in its
    personal supply (a tie: an excavator); always a mixer with Jill McDowell (BA-A20.1)."""
    events = []
    for _ in range(n):
        if s.officer[seat] == JILL_MCDOWELL or s.mixers[seat] < s.excavators[seat]:
            s.mixers[seat] += 1
            kind = MIXER
        else:
            s.excavators[seat] += 1
            kind = EXCAVATOR
        events.append(Event("machinery", {"seat": seat, "kind": kind}))
    return events
