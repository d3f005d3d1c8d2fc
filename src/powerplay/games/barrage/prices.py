"""What each decision costs before it is taken (BA-15.4, BA-16.2, BA-16.3, BA-19.4, BA-6.4, D-07): the
engineers, credits and machinery the engine takes from the deciding seat when it applies the action,
for a front end to show before the seat decides (``view``: ``spaces`` and ``costs``).

A cost is a dict of the amounts the action takes (only those that are not 0): ``engineers``,
``credits``, ``excavators``, ``mixers``. A construction whose cost can be paid in several ways
(BA-35.4, BA-35.5, BA-36.2) takes nothing until the way is chosen: its cost lists the ``ways``
(``{"excavators", "mixers", "credits"}`` each, cheapest in credits first) beside the engineers and
credits of the construction space that the ``pay`` decision then takes with the way. A production's
cost says the ``energy`` it produces, too (what it gives, not what it takes: the engine counts it).
What an action gives afterwards (the bank's credits, the machinery shop's machinery, what comes back
from the wheel) is not a cost: the events tell it.

>>> from powerplay.games.barrage.actions import Place
>>> from powerplay.games.barrage.setup import new_state, options_from_config
>>> s = new_state(options_from_config({"players": 2}), 1)
>>> cost(s, s.current, Place("M3L")), cost(s, s.current, Place("WS3R"))
({'engineers': 2, 'credits': 5}, {'engineers': 3, 'credits': 8})
"""

from __future__ import annotations

from typing import Any

from .actions import Bank, Place
from .board import SPACE, SPACES
from .construction import Build, Pay, Put, engineer_free, payments, red_frame_fee
from .costs import construction_space
from .data import CONDUIT_INDEX, CONDUITS
from .officers import MAHIRI, PERSONAL_SPACES, VIKTOR, has
from .production import conduit_fee, energy, repeat_energy
from .state import BLOCKED, State
from .turbine import PRODUCE, Produce, powerhouses_built
from .turns import legal

PATENT_OFFICE = "patent_office"


def _amounts(**amounts: int) -> dict[str, int]:
    return {k: v for k, v in amounts.items() if v}


def spaces(s: State) -> dict[str, dict[str, Any]]:
    """BA-15.4, BA-19.4, BA-35.7: every action space of this game with what placing there takes: the
    engineers, and the credits of its red frame and of its action symbol together.
    The patent office's spaces only in the full game (BA-28); Mahiri Sekibo's personal space only
    when a seat has her; the spaces blocked for the number of players are left out (BA-10.13)."""
    out: dict[str, dict[str, Any]] = {}
    for space in SPACES:
        if s.occupied.get(space.id) == BLOCKED or (space.section == PATENT_OFFICE and not s.options.full):
            continue
        out[space.id] = {"engineers": space.engineers, "credits": space.fee + space.cost}
    if MAHIRI in s.officer:
        for personal in PERSONAL_SPACES:
            out[personal.id] = {"engineers": personal.engineers, "credits": personal.credits}
    return out


def _construction(s: State, seat: int, build: Build) -> tuple[int, int]:
    """BA-16.2, BA-36.3: the engineers and credits of the construction space a construction takes."""
    if engineer_free(build):
        return 0, 0
    space = construction_space(s.constructions[seat] + 1)
    return space.engineers, space.credits


def cost(s: State, seat: int, action: Any) -> dict[str, Any]:
    """What applying ``action`` (legal now for ``seat``) takes from ``seat``, as the module says."""
    if isinstance(action, Place):
        if action.space in SPACE:
            space = SPACE[action.space]
            return _amounts(engineers=space.engineers, credits=space.fee + space.cost)
        personal = next(p for p in PERSONAL_SPACES if p.id == action.space)
        return _amounts(engineers=personal.engineers, credits=personal.credits)
    if isinstance(action, Bank):
        return _amounts(engineers=action.engineers)
    if isinstance(action, Build):
        engineers, credits = _construction(s, seat, action)
        ways = payments(s, seat, action)
        if len(ways) == 1:
            way = ways[0]
            return _amounts(
                engineers=engineers, credits=credits + way.credits, excavators=way.excavators, mixers=way.mixers
            )
        return {
            **_amounts(engineers=engineers, credits=credits),
            "ways": [{"excavators": w.excavators, "mixers": w.mixers, "credits": w.credits} for w in ways],
        }
    if isinstance(action, Pay):
        step = s.pending[-1]
        engineers, credits = _construction(s, seat, Build(*(str(a) for a in step.args)))
        return _amounts(
            engineers=engineers, credits=credits + action.credits, excavators=action.excavators, mixers=action.mixers
        )
    if isinstance(action, Produce) and action.drops:
        return {**_amounts(credits=_fee(s, seat, action)), "energy": _energy(s, seat, action)}
    if isinstance(action, Put) and action.structure:
        return _amounts(credits=red_frame_fee(action.structure, action.site))
    return {}


def _fee(s: State, seat: int, action: Produce) -> int:
    """BA-6.4, D-21: the credits paid to another's conduit's owner (none for an Automa, which pays VP,
    BA-A3.1, nor for the L2 powerhouse's production with D-21's alternative)."""
    step = s.pending[-1]
    free = len(step.args) > 2 and bool(step.args[2])
    owner = s.conduit_owner[CONDUIT_INDEX[action.conduit]]
    return 0 if owner == seat or free or s.automa(seat) else conduit_fee(action.drops)[0]


def _energy(s: State, seat: int, action: Produce) -> int:
    """BA-20.3, BA-34.3, BA-35.3: the energy the production puts on the track (Italy's +3 aside)."""
    step = s.pending[-1]
    assert step.kind == PRODUCE
    production = CONDUITS[CONDUIT_INDEX[action.conduit]].production
    if step.args[1]:
        return repeat_energy(action.drops, production)
    return energy(action.drops, production, int(step.args[0]), powerhouses_built(s, seat), has(s, seat, VIKTOR))


def costs(s: State, seat: int | None) -> dict[str, dict[str, Any]]:
    """The cost of every legal action of ``seat``, the seat to decide now (``view.to_act``), that takes
    something (or produces), by the action's text; empty when nobody is to decide."""
    if seat is None:
        return {}
    out = {}
    for action in legal(s):
        c = cost(s, seat, action)
        if c:
            out[str(action)] = c
    return out
