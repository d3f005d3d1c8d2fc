"""Turns (BA-12.2, BA-15, BA-19–BA-28): what the seat to act may do, and doing it.

A turn is a short sequence of decisions: an action space or a construction, then what that action
asks for (``State.pending``: how to pay, which system produces, which contract, where drops go, which
machinery, which contracts, where a reward's structure goes). When the seat owes nothing more its turn
ends (BA-15.7) and the next seat in turn order that has not passed acts; a seat with no engineers
passes (BA-15.8), or uses an engineer-free tile (D-09). When all have passed, the round's remaining
phases run (``rounds``); the next round begins with its incomes (BA-14, in turn order, D-08), or the
game ends.

An Automa's turn takes no decision: it is played as soon as its seat is to act (``automa.turn``,
BA-A5), and so are its incomes and rewards.

Mahiri Sekibo's personal space (BA-35.7, D-10) is a turn of three decisions: ``place on MAHIRI1`` (1
engineer; MAHIRI2 also 3 credits), ``copy <officer>`` (a ``COPY`` step), then one more action in the
same turn by the normal rules (an ``EXTRA`` step: any action of a turn but her space again and
passing). The copied ability lasts until the start of her next turn.
"""

from __future__ import annotations

from itertools import combinations_with_replacement
from typing import Any

from ...core.protocol import Event
from ...core.rng import Rng
from . import automa, tiles
from .actions import EXCAVATOR, MIXER, Bank, Choose, Copy, Discard, Drops, Machinery, Pass, Place, Take
from .board import (
    CONTRACT_OFFICE,
    MACHINERY_SHOP,
    PATENT_OFFICE,
    SPACES,
    TURBINE_STATION,
    WATER_MANAGEMENT,
    WORKSHOP,
    Space,
)
from .construction import Build, Pay, Put, build, builds, engineer_free, payments, put, puts
from .contracts import COLOURS, CONTRACT
from .data import HEADSTREAMS
from .officers import PERSONAL_IDS, PERSONAL_SPACES, PersonalSpace, copyable, next_personal_space, sync_water
from .refusals import why
from .rewards import BUILD, gain, incomes, rotate, uncovered
from .rounds import end_round, final_scoring, score_round, water_flow
from .scoring import Source
from .setup import begin_actions, seat_automa
from .state import DISCARD, DROPS, MACHINERY, TAKE, Phase, State, Step
from .turbine import FULFIL, PRODUCE, Fulfil, Produce, act, owed, systems
from .water import available, place_and_flow, place_on_headstream

FACE_UP = 2
"""BA-10.10, BA-27.4: face-up private contracts beside each stack."""
CONTRACT_LIMIT = 3
"""BA-27.5: face-up contracts a seat may keep."""
PAY = "pay"
"""A step choosing how to pay a construction (BA-16.3.3) when there are several ways: ``args`` are the
``Build``'s fields."""
COPY = "copy"
"""A step choosing the officer Mahiri Sekibo copies (BA-35.7, D-10)."""
EXTRA = "extra_action"
"""A step owing Mahiri Sekibo's one more action in the same turn, after she copied (BA-35.7, D-10)."""
GUIDED = "guided"
"""A step owing a person's first action of the round, guided by the Automa tile just flipped for it
(BA-A20.1: a very hard Automa with Mahiri Sekibo)."""


def legal(s: State) -> list[Any]:
    """Every action the seat to act may take now."""
    if s.phase == Phase.CHOOSE:
        return [Choose(company, contract) for company, _ in s.offers for contract in s.starting]
    if s.phase != Phase.ACTIONS:
        return []
    if s.pending:
        return _owed(s, s.pending[-1])
    return _actions(s, s.current, extra=False)


def _actions(s: State, seat: int, extra: bool) -> list[Any]:
    """BA-15: the actions of a turn; ``extra``: Mahiri Sekibo's one more action (BA-35.7, D-10), which is
    not her space again and never passing."""
    if s.engineers[seat] == 0:  # D-09: only an engineer-free construction, or passing
        free: list[Any] = [b for b in builds(s, seat) if engineer_free(b)]
        return free if extra else [*free, Pass()]
    out: list[Any] = [Place(space.id) for space in SPACES if _may_place(s, seat, space)]
    personal = None if extra else _may_copy(s, seat)
    if personal is not None:
        out.append(Place(personal.id))
    out += [Bank(n) for n in range(1, s.engineers[seat] + 1)]
    out += builds(s, seat)
    return out


def _may_copy(s: State, seat: int) -> PersonalSpace | None:
    """BA-35.7, BA-15.6: Mahiri Sekibo's personal space the seat may use now: a use left this round, its
    engineer and credits, an officer to copy and then one more action possible (``_copies``)."""
    space = next_personal_space(s, seat)
    if space is None or s.engineers[seat] < space.engineers or s.credits[seat] < space.credits:
        return None
    if s.engineers[seat] > space.engineers:  # an engineer left: the bank at least (BA-24)
        return space if copyable(s, seat) else None
    after = s.copy()
    _use_personal(after, seat, space)
    return space if _copies(after, seat) else None


def _copies(s: State, seat: int) -> list[str]:
    """BA-35.7, D-10, BA-15.6: the officers Mahiri Sekibo may copy, her space used; with no engineer
    left, only those whose ability leaves her an engineer-free construction to perform (D-09)."""
    officers = copyable(s, seat)
    if s.engineers[seat] > 0:
        return officers
    trial = s.copy()
    out = []
    for officer in officers:
        trial.copied[seat] = officer
        if any(engineer_free(b) for b in builds(trial, seat)):
            out.append(officer)
    return out


def _owed(s: State, step: Step) -> list[Any]:
    if step.kind == DROPS:
        most = 1 if step.flows else available(s.waters, step.count)
        heads = range(len(HEADSTREAMS))
        drops = [Drops(tuple(hs)) for k in range(1, most + 1) for hs in combinations_with_replacement(heads, k)]
        return drops or [Drops(())]
    if step.kind == MACHINERY:
        return [Machinery(EXCAVATOR), Machinery(MIXER)]
    if step.kind == TAKE:
        return [Take(c) for colour in COLOURS for c in s.private[colour]]
    if step.kind == DISCARD:
        return [Discard(c) for c in s.contracts[step.seat]]
    if step.kind == PAY:
        return list(payments(s, step.seat, Build(*(str(a) for a in step.args))))
    if step.kind == tiles.FULFIL:
        return list(tiles.owed(s, step))
    if step.kind in (PRODUCE, FULFIL):
        return list(owed(s, step))
    if step.kind == BUILD:
        return list(puts(s, step.seat, step.args))
    if step.kind == COPY:
        return [Copy(officer) for officer in _copies(s, step.seat)]
    if step.kind == EXTRA:
        return _actions(s, step.seat, extra=True)
    if step.kind == GUIDED:
        return automa.guide(s, _actions(s, step.seat, extra=False))
    raise AssertionError(f"no decision for a step of kind {step.kind}")


def _may_place(s: State, seat: int, space: Space) -> bool:
    """BA-15.5, BA-15.6, BA-19.4: a free space, the engineers and credits it takes, and an action that
    can be performed."""
    if space.id in s.occupied or s.engineers[seat] < space.engineers or s.credits[seat] < space.fee + space.cost:
        return False
    if space.section == WATER_MANAGEMENT:
        return available(s.waters, 1) > 0
    if space.section == CONTRACT_OFFICE:
        return any(s.private[colour] for colour in COLOURS)
    if space.section == PATENT_OFFICE:
        return s.options.full and s.patent[space.effect["take_advanced_tile_in_slot"] - 1] != ""
    if space.section == TURBINE_STATION:  # BA-20.2, BA-20.3.5
        return bool(systems(s, seat, space.effect["bonus"], fee=space.fee + space.cost))
    return space.section in (WORKSHOP, MACHINERY_SHOP)


def _among(action: Any, actions: list[Any]) -> bool:
    """Whether ``action`` is one of ``actions``, of the same kind: actions are tuples, and two kinds
    with the same fields are equal as tuples (``Take("P409") == Discard("P409")``)."""
    try:
        k = actions.index(action)
    except ValueError:
        return False
    kind = type(action)
    return type(actions[k]) is kind or any(type(a) is kind and a == action for a in actions[k + 1 :])


def apply(s: State, action: Any) -> list[Event]:
    """Apply a legal action (refused otherwise, with the rule it breaks: ``refusals.why``; nothing
    changes)."""
    if not _among(action, legal(s)):
        raise why(s, action)
    if s.pending:
        seat = s.pending[-1].seat
    else:
        seat = s.chooser if s.phase == Phase.CHOOSE else s.current
    events: list[Event] = []
    if s.pending and s.pending[-1].kind in (EXTRA, GUIDED):  # BA-35.7, BA-A20.1: the action owed, taken now
        s.pending.pop()
    match action:
        case Choose(company, contract):
            return _choose(s, seat, company, contract)
        case Place(space_id) if space_id in PERSONAL_IDS:
            s.acted = True
            events += _use_personal(s, seat, next(space for space in PERSONAL_SPACES if space.id == space_id))
        case Copy(officer):
            s.pending.pop()
            s.copied[seat] = officer
            sync_water(s, seat)
            events.append(Event("copy", {"seat": seat, "officer": officer}))
            s.pending.append(Step(EXTRA, seat, 1))
        case Place(space_id):
            s.acted = True
            events += _place(s, seat, next(space for space in SPACES if space.id == space_id))
        case Bank(engineers):
            s.acted = True
            s.engineers[seat] -= engineers
            s.bank[seat] += engineers
            s.credits[seat] += engineers
            events.append(Event("bank", {"seat": seat, "credits": engineers}))
        case Pass():
            s.acted = True
            s.passed[seat] = True
            events.append(Event("pass", {"seat": seat}))
        case Build():
            s.acted = True
            ways = payments(s, seat, action)
            if len(ways) == 1:
                events += _build(s, seat, action, ways[0])
            else:
                s.pending.append(Step(PAY, seat, 1, args=tuple(action)))
        case Pay():
            step = s.pending.pop()
            events += _build(s, seat, Build(*(str(a) for a in step.args)), action)
        case Produce() | Fulfil():
            if isinstance(action, Fulfil) and s.pending[-1].kind == tiles.FULFIL:  # a tile's energy (BA-21.7)
                produced, contract = tiles.act(s, seat, action)
            else:
                produced, contract = act(s, seat, action)
            events += produced
            if contract:
                gained, steps = gain(s, seat, CONTRACT[contract].rewards, Source.CONTRACTS)
                events += gained
                s.pending += steps
        case Put():
            s.pending.pop()
            placed, slot = put(s, seat, action)
            events += placed + _income(s, seat, slot)
        case Drops(headstreams):
            step = s.pending.pop()
            for h in headstreams:
                if step.flows:
                    result = place_and_flow(s.waters, h)
                    for p, energy in enumerate(result.energy[: s.players]):
                        s.energy[p] += energy
                else:
                    place_on_headstream(s.waters, h, 1)
            events.append(Event("drops", {"seat": seat, "headstreams": list(headstreams), "flow": step.flows}))
        case Machinery(kind):
            _owe_one_less(s)
            if kind == EXCAVATOR:
                s.excavators[seat] += 1
            else:
                s.mixers[seat] += 1
            events.append(Event("machinery", {"seat": seat, "kind": kind}))
        case Take(contract):
            s.private[CONTRACT[contract].kind].remove(contract)
            s.contracts[seat].append(contract)
            events.append(Event("contract.take", {"seat": seat, "contract": contract}))
            if _owe_one_less(s) or not any(s.private[colour] for colour in COLOURS):
                s.pending = [step for step in s.pending if step.kind != TAKE]
                _refill(s)
                excess = len(s.contracts[seat]) - CONTRACT_LIMIT
                if excess > 0:
                    s.pending.append(Step(DISCARD, seat, excess))
        case Discard(contract):
            _owe_one_less(s)
            s.contracts[seat].remove(contract)
            kind = CONTRACT[contract].kind
            if kind in s.discards:
                s.discards[kind].append(contract)
            else:  # BA-27.5: only private contracts have discard piles; a starting one leaves the game
                s.removed.append(contract)
            events.append(Event("contract.discard", {"seat": seat, "contract": contract}))
    if s.phase == Phase.ACTIONS and not s.pending:
        if s.acted:
            events += _next_turn(s)
        events += advance(s)
    return events


def advance(s: State) -> list[Event]:
    """The Automa's turns while one is to act and nothing is owed (BA-A5); a game that starts with an
    Automa, or has no person, plays on from here. A person whose first action of the round a very hard
    Automa with Mahiri Sekibo guides flips its tile now, before deciding (BA-A20.1)."""
    events: list[Event] = []
    while s.phase == Phase.ACTIONS and not s.pending:
        if s.automa(s.current):
            events += automa.turn(s, s.current)
            events += _next_turn(s)
        elif automa.guided(s, s.current):
            events += automa.flip_for(s, s.current)
            s.pending.append(Step(GUIDED, s.current, 1))
        else:
            break
    return events


def _build(s: State, seat: int, what: Build, pay: Pay) -> list[Event]:
    """BA-16.3: the construction, then the income its piece uncovered, gained at once (BA-16.3.6), then
    the tile's special effect (BA-16.3.7, BA-36.2); what the income asks is decided first."""
    events, slot = build(s, seat, what, pay)
    below = len(s.pending)
    events += _income(s, seat, slot)
    effected, steps = tiles.effect(s, seat, what)
    s.pending[below:below] = steps
    return events + effected


def _income(s: State, seat: int, slot: str | None) -> list[Event]:
    """BA-14.3, BA-16.3.6: the income a piece just uncovered ("base:2"), gained now."""
    if slot is None:
        return []
    structure, ordinal = slot.split(":")
    events, steps = gain(s, seat, uncovered(s.company[seat], structure, int(ordinal)), Source.INCOME)
    s.pending += steps
    return events


def _owe_one_less(s: State) -> bool:
    """One of the current step's decisions is made; whether the step is done."""
    step = s.pending.pop()
    if step.count > 1:
        s.pending.append(Step(step.kind, step.seat, step.count - 1, step.flows, step.args))
        return False
    return True


def _choose(s: State, seat: int, company: str, contract: str) -> list[Event]:
    """BA-12.2: the chooser takes a company with its officer and a starting contract; the next person
    chooses; after the last, the Automa take the companies left and the first round begins."""
    offer = next(o for o in s.offers if o[0] == company)
    s.offers.remove(offer)
    s.company[seat], s.officer[seat] = offer
    s.starting.remove(contract)
    s.contracts[seat] = [contract]
    s.chosen.append(seat)
    events = [Event("choose", {"seat": seat, "company": company, "officer": offer[1], "contract": contract})]
    rest = [p for p in range(s.players) if not s.automa(p) and p not in s.chosen]
    if rest:
        s.chooser = rest[0]
        return events
    rng = Rng(s.rng)
    seat_automa(s, rng, s.chosen)
    s.rng = rng.state
    begin_actions(s)
    events.append(Event("round.start", {"round": s.round, "order": s.order[:]}))
    return events + advance(s)


def _place(s: State, seat: int, space: Space) -> list[Event]:
    """BA-19.1: the engineers and the credits (the red frame's and the action's, BA-15.4, BA-19.4) go
    down, the space is taken, its action is performed; the events say what it took and gave."""
    s.engineers[seat] -= space.engineers
    s.credits[seat] -= space.fee + space.cost
    s.occupied[space.id] = seat
    paid = {"engineers": space.engineers, "credits": space.fee + space.cost}
    events = [Event("place.paid", {"seat": seat, "space": space.id, **paid})]
    effect = space.effect
    if space.section == TURBINE_STATION:  # BA-20
        s.pending.append(Step(PRODUCE, seat, 1, args=(space.effect["bonus"], "")))
    elif space.section == WATER_MANAGEMENT:  # BA-23.2, BA-23.3
        s.pending.append(Step(DROPS, seat, effect["place_water_drops_on_headstreams"], effect["flow"] == "immediately"))
    elif space.section == WORKSHOP:  # BA-25.2
        events.append(rotate(s, seat, effect["rotate_wheel"]))
    elif space.section == MACHINERY_SHOP:  # BA-26.1
        given = effect["gain"]
        if given.get(EXCAVATOR, 0):
            s.excavators[seat] += given[EXCAVATOR]
            events.append(Event("gain.excavators", {"seat": seat, "excavators": given[EXCAVATOR]}))
        if given.get(MIXER, 0):
            s.mixers[seat] += given[MIXER]
            events.append(Event("gain.mixers", {"seat": seat, "mixers": given[MIXER]}))
        if given.get("machinery_of_choice"):
            s.pending.append(Step(MACHINERY, seat, given["machinery_of_choice"]))
    elif space.section == CONTRACT_OFFICE:  # BA-27.1
        s.pending.append(Step(TAKE, seat, effect["take_private_contracts"]))
    elif space.section == PATENT_OFFICE:  # BA-28.1
        slot = effect["take_advanced_tile_in_slot"] - 1
        s.tiles[seat].append(s.patent[slot])
        events.append(Event("patent", {"seat": seat, "tile": s.patent[slot]}))
        s.patent[slot] = ""
    return events


def _use_personal(s: State, seat: int, space: PersonalSpace) -> list[Event]:
    """BA-35.7, D-10: an engineer (and 3 credits on the second use of the round) on Mahiri Sekibo's
    personal space; she owes the officer she copies."""
    s.engineers[seat] -= space.engineers
    s.credits[seat] -= space.credits
    s.occupied[space.id] = seat
    s.pending.append(Step(COPY, seat, 1))
    return [Event("mahiri", {"seat": seat, "space": space.id, "credits": space.credits})]


def _copy_ends(s: State, seat: int) -> list[Event]:
    """BA-35.7, D-10: the ability Mahiri Sekibo copied ends at the start of her next turn (a 4th drop
    held in front of a dam stays)."""
    officer = s.copied[seat]
    if not officer:
        return []
    s.copied[seat] = ""
    sync_water(s, seat)
    return [Event("copy.end", {"seat": seat, "officer": officer})]


def _refill(s: State) -> None:
    """BA-27.4, D-14: two face-up contracts beside each stack again; an empty stack is made anew from
    its colour's discards, shuffled."""
    rng = Rng(s.rng)
    for colour in COLOURS:
        while len(s.private[colour]) < FACE_UP:
            if not s.stacks[colour] and s.discards[colour]:
                s.stacks[colour] = s.discards[colour]
                s.discards[colour] = []
                rng.shuffle(s.stacks[colour])
            if not s.stacks[colour]:
                break
            s.private[colour].append(s.stacks[colour].pop())
    s.rng = rng.state


def _next_turn(s: State) -> list[Event]:
    """BA-15.1, BA-15.8, BA-15.9: the next seat in turn order that has not passed acts; a seat with no
    engineers passes. When all have passed: water flow, scoring, then the next round or the end."""
    events: list[Event] = []
    s.acted = False
    n = len(s.order)
    k = s.order.index(s.current)
    for step in range(1, n + 1):
        seat = s.order[(k + step) % n]
        if s.passed[seat]:
            continue
        events += _copy_ends(s, seat)
        if s.automa(seat):  # it passes itself when it has no engineers (BA-A5.8)
            s.current = seat
            return events
        if s.engineers[seat] == 0 and not any(engineer_free(b) for b in builds(s, seat)):
            s.passed[seat] = True
            events.append(Event("pass", {"seat": seat}))
            continue
        s.current = seat
        return events
    events += water_flow(s)
    events += score_round(s)
    if s.bonus:
        events += end_round(s)
        s.current = s.order[0]
        events += _incomes(s)
    else:
        events += final_scoring(s)
        s.current = -1
    return events


def _incomes(s: State) -> list[Event]:
    """BA-14.2–14.5, D-08: every seat's uncovered incomes, in turn order; what they ask (machinery,
    drops) is owed before the first turn, the first seat's first."""
    events: list[Event] = []
    owed_by: list[list[Step]] = []
    for seat in s.order:
        if s.automa(seat):  # its choices are its rules' (BA-A5.1, BA-A16.6)
            events += automa.income(s, seat)
            continue
        gained, steps = gain(s, seat, incomes(s, seat), Source.INCOME)
        events += gained
        owed_by.append(steps)
    for steps in reversed(owed_by):
        s.pending += steps
    return events
