"""The turbine station's production action (BA-6.3, BA-6.4, BA-20, BA-22, BA-34.1–34.5, BA-35.3, D-19,
D-24) and the fulfilling of one contract with its energy (BA-8.2, BA-21.2–21.7).

A production is a system — a dam of the seat's or a neutral one holding drops, a built conduit of any
owner starting in the dam's basin, a powerhouse of the seat's in the basin the conduit leads to — and
a number of drops (``Produce``). It resolves in the order of D-24: the conduit's owner is paid, the
energy goes on the track, the drops flow on from the powerhouse, then one contract may be fulfilled
(``Fulfil``; the rewards are the caller's), then Italy's +3 (BA-34.4) and Germany's optional repeat
(BA-34.3).

Two kinds of ``state.Step`` carry the action through a turn (``owed`` lists the choices, ``act`` makes
one): ``PRODUCE`` with ``args`` (space bonus, powerhouse already used — "" for the first production,
a powerhouse id for Germany's repeat) and ``FULFIL`` with ``args`` (this action's energy, its
powerhouse, 1 for a repeat else 0).
"""

from __future__ import annotations

from typing import Final, NamedTuple

from ...core.protocol import Event
from .contracts import CONTRACT
from .data import (
    BASINS,
    COMPANIES_JSON,
    CONDUIT_INDEX,
    CONDUITS,
    DAM_INDEX,
    DAMS,
    POWERHOUSE_INDEX,
    POWERHOUSES,
)
from .officers import VIKTOR, has
from .production import (
    ITALY_EXTRA_ENERGY,
    MINIMUM_ENERGY,
    conduit_fee,
    energy,
    may_fulfil,
    repeat_energy,
    total_energy,
)
from .scoring import Source
from .setup import plays_abilities
from .state import State, Step
from .water import ABILITY_POWERHOUSES, EMPTY, NEUTRAL, after_production

PRODUCE: Final = "produce"
"""A step owing a production: ``args`` (the space's bonus, the powerhouse of the production being
repeated or "" for the first one, BA-20.1, BA-34.3), and 1 for the L2 powerhouse's production that pays
nothing for others' conduits (D-21's alternative)."""
FULFIL: Final = "fulfil"
"""A step offering one contract to fulfil: ``args`` (the action's energy, its powerhouse, 1 if it was
Germany's repeat else 0; BA-21.2–21.6)."""


def _company(ability: str) -> str:
    return str(next(c["id"] for c in COMPANIES_JSON["companies"] if c["special_ability"] == ability))


GERMANY: Final = _company("germany_repeat_production")
ITALY: Final = _company("italy_extra_energy")
FRANCE: Final = _company("france_contract_discount")


class Produce(NamedTuple):
    """BA-20.3.1: move ``drops`` held by ``dam`` through ``conduit`` to ``powerhouse`` (ids as on the
    map). ``NO_REPEAT`` (no drops) declines Germany's repeat (BA-34.3)."""

    dam: str
    conduit: str
    powerhouse: str
    drops: int

    def __str__(self) -> str:
        if self.drops == 0:
            return "produce none"
        unit = "drop" if self.drops == 1 else "drops"
        return f"produce {self.drops} {unit} from {self.dam} through {self.conduit} to {self.powerhouse}"


class Fulfil(NamedTuple):
    """BA-21.2, BA-21.4: fulfil a contract of one's supply or a national contract with this action's
    energy. ``NO_CONTRACT`` (the id "") fulfils none (BA-21.6)."""

    contract: str

    def __str__(self) -> str:
        return f"fulfil {self.contract or 'none'}"


NO_REPEAT: Final = Produce("", "", "", 0)
"""BA-34.3: Germany does not repeat its production."""
NO_CONTRACT: Final = Fulfil("")
"""BA-21.6: fulfilling a contract is optional."""


def powerhouses_built(s: State, seat: int) -> int:
    """BA-34.1: the seat's powerhouses on the map."""
    return s.waters.powerhouse_owner.count(seat)


def has_ability(s: State, seat: int, company: str) -> bool:
    """BA-34.1, BA-A3.3, BA-A19.2: the seat plays ``company`` and has its ability: its 3rd powerhouse
    is built and it is a person or an Automa from hard up."""
    return (
        s.company[seat] == company
        and powerhouses_built(s, seat) >= ABILITY_POWERHOUSES
        and plays_abilities(s.options, seat)
    )


def systems(
    s: State, seat: int, bonus: int, repeat: bool = False, used_powerhouse: str = "", fee: int = 0, free: bool = False
) -> list[Produce]:
    """BA-20.2, BA-20.3.1, BA-20.3.5, BA-6.3, BA-6.4: every production the seat may perform with the
    space's ``bonus``: a dam of its own or neutral holding drops, a built conduit (any owner) from that
    dam's basin, its own powerhouse in the basin the conduit leads to, 1 to all of the drops; n credits
    for another's conduit (an Automa pays VP, BA-A3.1); a total of at least 1 with the bonus, the
    company-board bonus and Viktor Fiesler (BA-34.1, BA-35.3). For Germany's repeat (BA-34.3, D-19) a
    powerhouse other than ``used_powerhouse`` and drops × value only. ``fee``: credits the seat pays
    before producing (the space's red frame and cost, checked before placing, BA-15.6). ``free``: others'
    conduits cost nothing (the L2 powerhouse's production with D-21's alternative)."""
    w = s.waters
    viktor = has(s, seat, VIKTOR)
    built = powerhouses_built(s, seat)
    credits = s.credits[seat] - fee
    out: list[Produce] = []
    for conduit in CONDUITS:
        owner = s.conduit_owner[conduit.index]
        if owner == EMPTY:
            continue
        dams = [d for d in BASINS[conduit.basin].dams if w.dam_drops[d] > 0 and w.dam_owner[d] in (seat, NEUTRAL)]
        powerhouses = [
            p
            for p in BASINS[conduit.to_basin].powerhouses
            if w.powerhouse_owner[p] == seat and POWERHOUSES[p].id != used_powerhouse
        ]
        for dam in dams:
            most = w.dam_drops[dam]
            if owner != seat and not s.automa(seat) and not free:
                most = min(most, credits)
            for powerhouse in powerhouses:
                for drops in range(1, most + 1):
                    if repeat:
                        total = repeat_energy(drops, conduit.production)
                    else:
                        total = total_energy(drops, conduit.production, bonus, built, viktor)
                    if total >= MINIMUM_ENERGY:
                        out.append(Produce(DAMS[dam].id, conduit.id, POWERHOUSES[powerhouse].id, drops))
    return out


def produce(
    s: State, seat: int, action: Produce, bonus: int, repeat: bool = False, free: bool = False
) -> tuple[list[Event], int]:
    """BA-20.3.2–8 in the order of D-24: pay the conduit's owner (BA-6.4; BA-A3.1 for an Automa, whose
    fee the owner still gains as credits from the supply, D-A1; nothing when ``free``, the L2
    powerhouse's production with D-21's alternative: no credits, no VP), the
    energy on the track (BA-21.1), the drops to the powerhouse and on downstream (BA-22, USA's energy
    on the way, BA-34.2). Returns the events and this action's energy, the amount a contract may use
    (BA-21.2; Italy's +3 comes after and never counts, BA-34.4)."""
    conduit = CONDUITS[CONDUIT_INDEX[action.conduit]]
    events: list[Event] = []
    owner = s.conduit_owner[conduit.index]
    if owner != seat and not free:
        credits, vp = conduit_fee(action.drops)
        if s.automa(seat):
            s.score(seat, Source.CONDUITS, -credits)
        else:
            s.credits[seat] -= credits
        if s.automa(owner):
            s.score(owner, Source.CONDUITS, credits + vp)
        else:
            s.credits[owner] += credits
            s.score(owner, Source.CONDUITS, vp)
        events.append(Event("conduit.fee", {"seat": seat, "owner": owner, "credits": credits, "vp": vp}))
    if repeat:
        produced = repeat_energy(action.drops, conduit.production)
    else:
        produced = energy(action.drops, conduit.production, bonus, powerhouses_built(s, seat), has(s, seat, VIKTOR))
    s.energy[seat] += produced
    events.append(
        Event(
            "produce",
            {
                "seat": seat,
                "dam": action.dam,
                "conduit": action.conduit,
                "powerhouse": action.powerhouse,
                "drops": action.drops,
                "energy": produced,
                "repeat": repeat,
            },
        )
    )
    basin = POWERHOUSES[POWERHOUSE_INDEX[action.powerhouse]].basin
    result = after_production(s.waters, DAM_INDEX[action.dam], basin, action.drops)
    events.append(Event("water.flow", {"stops": result.stops, "left_map": result.left_map}))
    for p, gained in enumerate(result.energy[: s.players]):
        if gained:
            s.energy[p] += gained
            events.append(Event("energy.usa", {"seat": p, "energy": gained}))
    return events, produced


def fulfillable(s: State, seat: int, produced: int) -> list[str]:
    """BA-8.2, BA-21.2–21.4, BA-21.7, BA-34.5: the seat's face-up contracts, then the national contracts
    on display, that one action's energy reaches (France: 3 fewer will do)."""
    france = has_ability(s, seat, FRANCE)
    return [c for c in s.contracts[seat] + s.national if may_fulfil(produced, CONTRACT[c].required, france)]


def fulfil(s: State, seat: int, contract: str) -> list[Event]:
    """BA-8.5, BA-21.2, BA-21.4: the contract turns face down in the seat's supply; a national one leaves
    the management board for good (never replaced). Its rewards are the caller's."""
    if contract in s.contracts[seat]:
        s.contracts[seat].remove(contract)
    else:
        s.national.remove(contract)
    s.fulfilled[seat].append(contract)
    return [Event("contract.fulfil", {"seat": seat, "contract": contract})]


def italy_bonus(s: State, seat: int) -> int:
    """BA-34.4: the energy Italy adds after each production action (0 for any other seat)."""
    return ITALY_EXTRA_ENERGY if has_ability(s, seat, ITALY) else 0


def may_repeat(s: State, seat: int, used_powerhouse: str) -> bool:
    """BA-34.3, D-19: Germany may produce again after a (first) production, with another powerhouse."""
    return has_ability(s, seat, GERMANY) and bool(systems(s, seat, 0, True, used_powerhouse))


def owed(s: State, step: Step) -> list[Produce | Fulfil]:
    """The choices of a ``PRODUCE`` or ``FULFIL`` step: the systems (with ``NO_REPEAT`` for Germany's
    repeat, BA-34.3), or the contracts within reach and ``NO_CONTRACT`` (BA-21.6)."""
    if step.kind == PRODUCE:
        bonus, used = step.args[0], step.args[1]
        if used:
            return [*systems(s, step.seat, 0, True, str(used)), NO_REPEAT]
        return list(systems(s, step.seat, int(bonus), free=_free(step)))
    return [*(Fulfil(c) for c in fulfillable(s, step.seat, int(step.args[0]))), NO_CONTRACT]


def _free(step: Step) -> bool:
    """D-21's alternative: the step is the L2 powerhouse's production, paying nothing for conduits."""
    return len(step.args) > 2 and bool(step.args[2])


def act(s: State, seat: int, action: Produce | Fulfil) -> tuple[list[Event], str]:
    """Make the choice of the step on top of ``s.pending`` (D-24): a production, then the ``FULFIL``
    step if a contract is within reach, then Italy's +3 and Germany's repeat step. Returns the events
    and the contract fulfilled ("" for none): its rewards are the caller's to apply, and any step they
    push comes before the repeat."""
    step = s.pending.pop()
    if isinstance(action, Fulfil):
        _, powerhouse, repeat = step.args
        events = fulfil(s, seat, action.contract) if action.contract else []
        return events + _after(s, seat, str(powerhouse), bool(repeat)), action.contract
    if action == NO_REPEAT:
        return [], ""
    bonus, used = step.args[0], step.args[1]
    repeat = used != ""
    events, produced = produce(s, seat, action, int(bonus), repeat, _free(step))
    if fulfillable(s, seat, produced):
        s.pending.append(Step(FULFIL, seat, 1, args=(produced, action.powerhouse, int(repeat))))
        return events, ""
    return events + _after(s, seat, action.powerhouse, repeat), ""


def _after(s: State, seat: int, powerhouse: str, repeat: bool) -> list[Event]:
    """BA-20.3.10, D-24: after the contract, Italy's +3 on the track (BA-34.4), then Germany's repeat is
    owed if possible (not after a repeat, BA-34.3)."""
    events: list[Event] = []
    extra = italy_bonus(s, seat)
    if extra:
        s.energy[seat] += extra
        events.append(Event("energy.italy", {"seat": seat, "energy": extra}))
    if not repeat and may_repeat(s, seat, powerhouse):
        s.pending.append(Step(PRODUCE, seat, 1, args=(0, powerhouse)))
    return events
