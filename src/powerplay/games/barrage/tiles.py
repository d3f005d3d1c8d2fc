"""The special effects of the advanced technology tiles (BA-16.3.7, BA-36.1–36.4, D-12, D-15, D-21),
applied right after the construction that used the tile and the income its piece uncovered; with
Anton Krylov's tile, the copied tile's effect (BA-35.6).

The tiles that change a construction's cost or take no engineers (L1 and L2 jokers, L2 conduit, L1
powerhouse, L3 base) act in ``costs`` and ``construction``: nothing is left for them here. The numbers
of the effects are stated only in the tiles' words (``technology_tiles.json``): they are constants
citing BA-36.2.

Two effects owe a decision (``state.Step``): the L2 powerhouse's production is a whole production
action (D-21), a ``turbine.PRODUCE`` step with its bonus; the energy of the L2 base and the L3 conduit
may fulfil one contract (BA-21.7, D-12) but is no production, so Italy's +3 and Germany's repeat do not
follow it (BA-34.3, BA-34.4): a ``FULFIL`` step of this module, whose choices are ``owed`` and which
``act`` resolves.
"""

from __future__ import annotations

from typing import Final

from ...core.protocol import Event
from .construction import Build, effective_tile
from .contracts import CONTRACT, Reward
from .data import CONDUIT_INDEX, CONDUITS, DAM_INDEX, DAMS
from .production import may_fulfil
from .rewards import CREDITS, VP, built_pieces, gain, rotate
from .rounds import ADVANCED
from .scoring import Source
from .setup import plays_abilities
from .state import STRUCTURES, State, Step
from .turbine import NO_CONTRACT, PRODUCE, Fulfil, fulfil, fulfillable, systems
from .water import capacity, fill

BASE, ELEVATION, CONDUIT, POWERHOUSE = STRUCTURES

L1_BASE: Final = "L1_BASE"
L1_ELEVATION: Final = "L1_ELEVATION"
L1_CONDUIT: Final = "L1_CONDUIT"
L2_BASE: Final = "L2_BASE"
L2_ELEVATION: Final = "L2_ELEVATION"
L2_POWERHOUSE: Final = "L2_POWERHOUSE"
L3_ELEVATION: Final = "L3_ELEVATION"
L3_CONDUIT: Final = "L3_CONDUIT"
L3_POWERHOUSE: Final = "L3_POWERHOUSE"
L3_JOKER: Final = "L3_JOKER"
EFFECTS: Final = (
    L1_BASE,
    L1_ELEVATION,
    L1_CONDUIT,
    L2_BASE,
    L2_ELEVATION,
    L2_POWERHOUSE,
    L3_ELEVATION,
    L3_CONDUIT,
    L3_POWERHOUSE,
    L3_JOKER,
)
"""BA-36.2: the advanced tiles with an effect after building (the others change only the cost)."""

L1_BASE_DROPS: Final = 1
"""BA-36.2 (L1 base): drops put in front of each of one's dams holding none."""
L1_CONDUIT_CREDITS: Final = 2
"""BA-36.2 (L1 conduit): credits per production value of the conduit just built."""
L3_CONDUIT_ENERGY: Final = 2
"""BA-36.2 (L3 conduit): energy per production value of the conduit just built."""
L2_POWERHOUSE_BONUS: Final = 2
"""BA-36.2 (L2 powerhouse): the production action's bonus."""
L3_VP: Final = 3
"""BA-36.2 (L3 elevation, powerhouse, joker): VP per dam raised, powerhouse built or advanced tile owned."""

PRIVATE_ONLY: Final = "D-12"
"""D-12's alternative (BGA): a tile's energy may fulfil only a contract of the seat's supply, and France's
−3 does not apply to it."""
NOTHING_PAID: Final = "D-21"
"""D-21's alternative: the L2 powerhouse's production pays nothing for others' conduits."""

FULFIL: Final = "tile_fulfil"
"""A step offering one contract to fulfil with a tile's energy (BA-21.7, D-12): ``args`` (the energy,).
Nothing follows it: no Italy's +3, no Germany's repeat (they follow production actions, BA-34.3–34.4)."""


def applies(s: State, seat: int) -> bool:
    """BA-A3.5, BA-A19.1: a person uses the special effects; an Automa only from hard up."""
    return plays_abilities(s.options, seat)


def effect(s: State, seat: int, build: Build) -> tuple[list[Event], list[Step]]:
    """BA-16.3.7, BA-36.2, BA-35.6: the special effect of the tile ``build`` used (the copied one for
    Anton's), applied to ``seat`` after the construction. Returns the events and the steps still owed,
    in the order to push them on ``State.pending`` (the next last): a ``turbine.PRODUCE`` step (L2
    powerhouse, when a system can produce) or a ``FULFIL`` step (L2 base, L3 conduit, when a contract is
    within reach)."""
    tile = effective_tile(build)
    if tile not in EFFECTS or not applies(s, seat):
        return [], []
    events = [Event("tile.effect", {"seat": seat, "tile": tile})]
    steps: list[Step] = []
    if tile == L1_BASE:
        events += _l1_base(s, seat)
    elif tile == L1_ELEVATION:
        events.append(rotate(s, seat, built_pieces(s, seat, ELEVATION)))
    elif tile == L1_CONDUIT:
        events += gain(s, seat, [Reward(CREDITS, L1_CONDUIT_CREDITS * _production(build))], Source.TECHNOLOGY)[0]
    elif tile == L2_BASE:
        steps += _energy(s, seat, built_pieces(s, seat, BASE), events)
    elif tile == L2_ELEVATION:
        dam = DAM_INDEX[build.site]
        put = fill(s.waters, dam, capacity(s.waters, dam))
        events.append(Event("tile.drops", {"seat": seat, "dam": build.site, "drops": put}))
    elif tile == L2_POWERHOUSE:
        if NOTHING_PAID in s.options.alternatives:
            if systems(s, seat, L2_POWERHOUSE_BONUS, free=True):
                steps.append(Step(PRODUCE, seat, 1, args=(L2_POWERHOUSE_BONUS, "", 1)))
        elif systems(s, seat, L2_POWERHOUSE_BONUS):
            steps.append(Step(PRODUCE, seat, 1, args=(L2_POWERHOUSE_BONUS, "")))
    elif tile == L3_CONDUIT:
        steps += _energy(s, seat, L3_CONDUIT_ENERGY * _production(build), events)
    else:
        events += gain(s, seat, [Reward(VP, L3_VP * _counted(s, seat, tile))], Source.TECHNOLOGY)[0]
    return events, steps


def _production(build: Build) -> int:
    """The production value of the conduit just built (BA-6.2)."""
    return CONDUITS[CONDUIT_INDEX[build.site]].production


def _l1_base(s: State, seat: int) -> list[Event]:
    """BA-36.2 (L1 base), D-01: a drop from the general supply in front of each of the seat's dams
    holding none, in the map's order while the supply lasts; never in front of a neutral dam."""
    w = s.waters
    events: list[Event] = []
    for d in DAMS:
        if w.dam_owner[d.index] == seat and w.dam_drops[d.index] == 0:
            put = fill(w, d.index, L1_BASE_DROPS)
            if put:
                events.append(Event("tile.drops", {"seat": seat, "dam": d.id, "drops": put}))
    return events


def _energy(s: State, seat: int, energy: int, events: list[Event]) -> list[Step]:
    """BA-36.2 (L2 base, L3 conduit), BA-21.7, D-12: the energy on the track (``events`` grows); a
    ``FULFIL`` step when a contract is within its reach (``reachable``)."""
    s.energy[seat] += energy
    events.append(Event("tile.energy", {"seat": seat, "energy": energy}))
    return [Step(FULFIL, seat, 1, args=(energy,))] if reachable(s, seat, energy) else []


def reachable(s: State, seat: int, energy: int) -> list[str]:
    """BA-21.7, D-12: the contracts a tile's energy may fulfil: one private or national, France's −3
    too; with D-12's alternative only a contract of the seat's supply, and France's −3 not."""
    if PRIVATE_ONLY in s.options.alternatives:
        return [c for c in s.contracts[seat] if may_fulfil(energy, CONTRACT[c].required)]
    return fulfillable(s, seat, energy)


def _counted(s: State, seat: int, tile: str) -> int:
    """BA-36.2, BA-36.4: what an L3 elevation, powerhouse or joker scores for: the seat's dams with at
    least one elevation, its powerhouses built, its advanced tiles in the personal supply and on the
    wheel (each including the one just built or used)."""
    if tile == L3_ELEVATION:
        w = s.waters
        return sum(w.dam_owner[d] == seat and w.dam_height[d] > 1 for d in range(len(DAMS)))
    if tile == L3_POWERHOUSE:
        return built_pieces(s, seat, POWERHOUSE)
    return sum(t in ADVANCED for t in s.tiles[seat]) + sum(t in ADVANCED for t in s.wheels[seat].tiles())


def owed(s: State, step: Step) -> list[Fulfil]:
    """The choices of a ``FULFIL`` step: the contracts the tile's energy reaches, then
    ``turbine.NO_CONTRACT`` (BA-21.6)."""
    return [*(Fulfil(c) for c in reachable(s, step.seat, int(step.args[0]))), NO_CONTRACT]


def act(s: State, seat: int, action: Fulfil) -> tuple[list[Event], str]:
    """Make the choice of the ``FULFIL`` step on top of ``s.pending`` (BA-21.7, D-12): the contract
    turns face down, nothing else follows. Returns the events and the contract ("" for none): its
    rewards are the caller's."""
    step = s.pending.pop()
    assert step.kind == FULFIL and step.seat == seat, f"not a tile's energy to use: {step}"
    if not action.contract:
        return [], ""
    return fulfil(s, seat, action.contract), action.contract
