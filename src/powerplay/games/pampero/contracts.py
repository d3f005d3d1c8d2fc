"""Fulfilling contracts (PA-16 standard, PA-17 remote, PA-20 solar): the contracts a card can reach,
their costs, the grid cell each goes to, and what fulfilling one brings: the transformer bonus, the
income, the link lines and tokens (PA-16.9, PA-16.10), a contract's pair (PA-16.8) and the connected
second contract (PA-16.6)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

from ...core.protocol import Event
from . import cards, effects, grid
from .actions import DONE, Done, Fulfil, TakeLink
from .data import Card, Tab
from .state import State, Step

FULFIL: Final = "fulfil"
"""A contract to fulfil: ``args`` = (the card's effect option, the index of the operation)."""
SECOND: Final = "second"
"""PA-16.6: the connected contract, which may be fulfilled too: ``args`` = (its slot, the first's tower owner)."""
TAKE_LINK: Final = "take-link"
"""PA-16.10: link tokens that may be taken: ``args`` = their slots."""


def solar_available(s: State) -> list[str]:
    """PA-20.3: the next tokens of the solar track: reached from an entry arrow through emptied slots."""
    out: list[str] = []
    seen: set[str] = set()
    queue = list(s.data.solar_entries)
    while queue:
        slot = queue.pop(0)
        if slot in seen:
            continue
        seen.add(slot)
        if s.solar.get(slot) is not None:
            out.append(slot)
        else:
            queue.extend(s.data.solar_after[slot])
    return sorted(out, key=s.data.solar_slots.index)


def targets(
    s: State,
    seat: int,
    op: Mapping[str, Any],
    card: Card,
    tab: Tab,
    pay: bool,
    second: tuple[str, int] | None = None,
    first: bool = False,
) -> list[Fulfil]:
    """Every way to fulfil a contract with this operation (``fulfil_contract{kind, market}``): the
    contract, the tower used (PA-9.9), the remote token's cost, the grid cell with its circuit, and the
    card's payment when not yet settled (PA-16.11's checklist, PA-17, PA-20). ``second``: the connected
    slot and the first contract's tower owner (PA-16.6). ``first``: one is enough (whether there is any)."""
    kind = str(op["kind"])
    market = op.get("market")
    need = cards.requirement(card, op)
    allowed = cards.owners(s, seat, need) if need is not None else ()
    out: list[Fulfil] = []
    if kind == "solar":
        for sun in solar_available(s):
            token = s.data.contracts[str(s.solar[sun])]
            if market is not None and not token.has(str(market)):
                continue
            out += _ways(s, seat, card, tab, pay, sun, token.id, None, -1, [(0, 0)])  # PA-20.4
            if first and out:
                return out
        return out
    slots = [second[0]] if second is not None else list(s.contracts)
    towers_in: dict[str, set[int]] = {}
    if need is not None:
        for site, (what, owner) in s.structures.items():
            if what == "tower" and owner in allowed:
                towers_in.setdefault(s.data.sites[site].sector, set()).add(owner)
    for slot_id in slots:
        token_id = s.contracts.get(slot_id)
        if token_id is None:
            continue
        slot = s.data.contract_slots[slot_id]
        if kind not in ("standard_or_remote", slot.kind):
            continue
        token = s.data.contracts[token_id]
        if market is not None and not token.has(str(market)):
            continue
        in_zone = card.frame.zone_link and not (second is not None and s.options.alt("AMB-09"))
        if in_zone and slot.zone != tab.zone:
            continue
        if need is None:
            towers = [-1]
        else:
            towers = sorted(towers_in.get(slot.sector, ()))
            if second is not None:
                towers = [p for p in towers if p == second[1]]  # PA-16.6: both towers of one colour
        if not towers or not grid.contract_unlocked(s, seat, token, slot.zone):
            continue
        costs = [(slot.energy_cost or 0, 0)] if slot.kind == "standard" else list(token.costs)
        for owner in towers:
            via = owner if len(towers) > 1 else -1
            out += _ways(s, seat, card, tab, pay, slot_id, token_id, owner, via, costs)
            if first and out:
                return out
    return out


def _ways(
    s: State,
    seat: int,
    card: Card,
    tab: Tab,
    pay: bool,
    slot: str,
    token: str,
    owner: int | None,
    via: int,
    costs: list[tuple[int, int]],
) -> list[Fulfil]:
    """The cells and payments for one contract (PA-16.11 items 1, 6, 7, 8)."""
    out = []
    contract = s.data.contracts[token]
    zone = s.data.contract_slots[slot].zone if slot in s.data.contract_slots else None
    cells = grid.cells_for(s, seat, contract, zone)
    payee = -1 if owner is None or owner == seat else owner
    ways = cards.payments(s, seat, card, tab, payee) if pay else [cards.Payment(0, 0, -1)]
    for w in ways:
        for k, (energy, batteries) in enumerate(costs):
            if s.energy[seat] < energy or s.batteries[seat] < batteries + w.batteries:
                continue
            for cell, requirement in cells:
                spent = (energy, batteries + w.batteries, max(w.money, 0))
                if grid.can_meet(s, seat, requirement, *spent):
                    out.append(Fulfil(slot, cell, via, k, w.alternative))
    return out


def fulfil(s: State, seat: int, act: Fulfil, first: bool, out: list[Event]) -> None:
    """Fulfil (after ``targets`` allowed it): settle the card if not yet, pay the energy or the remote
    token's cost, place the transformer on the slot and the token in the cell (PA-16.3, PA-20.4), remove
    the pair's other token (PA-16.8), unlock the link lines (PA-16.9); then, in this order, the cell's
    bonus (PA-16.4), the income (PA-16.5), the link tokens (PA-16.10), the connected contract (PA-16.6)."""
    data = s.data
    solar = act.slot in s.solar
    token = str(s.solar[act.slot] if solar else s.contracts[act.slot])
    owner = _tower_owner(s, seat, act) if not solar else None
    if not s.paid:
        card, tab, _ = cards.playing(s)
        payee = -1 if owner is None or owner == seat else owner
        way = next(w for w in cards.payments(s, seat, card, tab, payee) if w.alternative == act.batteries)
        cards.settle(s, seat, way, cards.tab_energy(s, seat, card, tab, False), out)
    energy, batteries = (0, 0)
    if not solar:
        slot = data.contract_slots[act.slot]
        energy, batteries = (
            (slot.energy_cost or 0, 0) if slot.kind == "standard" else data.contracts[token].costs[act.cost]
        )
    s.energy[seat] -= energy
    s.energy_spent[seat] += energy
    if batteries:
        grid.spend_batteries(s, seat, batteries)
    last = s.last_cell[seat]
    if last is not None:
        grid.meet(s, seat, last, act.cell, _requirement(s, seat, last, act.cell), out)
    if solar:
        s.solar[act.slot] = None
    else:
        s.contracts[act.slot] = None
    s.transformers[act.slot] = (seat, act.cell)
    s.grids[seat][act.cell] = token
    s.last_cell[seat] = act.cell
    out.append(
        Event(
            "contract",
            {
                "seat": seat,
                "slot": act.slot,
                "token": token,
                "cell": act.cell,
                "energy": energy,
                "batteries": batteries,
            },
        )
    )
    pair = data.pair_of.get(act.slot)
    if pair is not None and s.contracts.get(pair) is not None:
        s.removed.append(str(s.contracts[pair]))
        out.append(Event("contract.removed", {"slot": pair, "token": s.contracts[pair]}))
        s.contracts[pair] = None
    takeable = _unlock_links(s, act.slot, out)
    connected = data.connected.get(act.slot)
    if first and connected is not None and s.contracts.get(connected) is not None:
        s.pending.append(Step(SECOND, seat, 1, (connected, -1 if owner is None else owner)))
    if takeable:
        s.pending.append(Step(TAKE_LINK, seat, 1, tuple(takeable)))
    effects.start(s, seat, effects.CONTRACT, token)
    effects.start(s, seat, effects.TRANSFORMER, act.cell)


def _tower_owner(s: State, seat: int, act: Fulfil) -> int | None:
    """The owner of the tower the requirement used (PA-9.9): ``via``, else the only one there."""
    if act.via >= 0:
        return act.via
    assert s.card is not None
    card = s.data.cards[s.card[0]]
    sector = s.data.contract_slots[act.slot].sector
    towers = sorted(
        {
            owner
            for site, (what, owner) in s.structures.items()
            if what == "tower" and s.data.sites[site].sector == sector
        }
    )
    need = next(
        (cards.requirement(card, op) for op in card.effect if op["op"] == "fulfil_contract"), card.frame.requirement
    )
    allowed = [p for p in towers if p in cards.owners(s, seat, need)]
    return allowed[0] if need is not None and allowed else None


def _requirement(s: State, seat: int, a: str, b: str) -> str | None:
    requirement = s.data.edges[a][b]
    return None if requirement is None or grid.line(a, b) in s.circuits[seat] else requirement


def _unlock_links(s: State, slot: str, out: list[Event]) -> list[str]:
    """PA-16.9: fulfilling a contract on a link line unlocks that line; PA-16.10: the link tokens of
    those lines with two unlocked lines may be taken."""
    takeable = []
    for link in s.data.link_slots.values():
        lines = [line for line, slots in link.lines if slot in slots]
        if not lines:
            continue
        for line in lines:
            if line not in s.unlocked_lines:
                s.unlocked_lines.append(line)
                out.append(Event("link.unlock", {"line": line, "slot": link.id}))
        open_lines = sum(1 for line, _ in link.lines if line in s.unlocked_lines)
        if open_lines >= 2 and s.link_slots.get(link.id) is not None:
            takeable.append(link.id)
    return takeable


def take_links(step: Step) -> list[TakeLink | Done]:
    return [*(TakeLink(str(slot)) for slot in step.args), DONE]


def take_link(s: State, step: Step, act: TakeLink | Done, out: list[Event]) -> None:
    """PA-16.10: take a link token into the play area; one left stays for later (AMB-08; its
    alternative: it leaves the game)."""
    seat = step.seat
    rest = [str(slot) for slot in step.args]
    if isinstance(act, TakeLink):
        token = str(s.link_slots[act.slot])
        s.link_slots[act.slot] = None
        s.links[seat].append(token)
        out.append(Event("link.take", {"seat": seat, "slot": act.slot, "token": token}))
        rest.remove(act.slot)
        if rest:
            s.pending.append(Step(TAKE_LINK, seat, 1, tuple(rest)))
        return
    if s.options.alt("AMB-08"):
        for slot in rest:
            out.append(Event("link.lost", {"slot": slot, "token": s.link_slots[slot]}))
            s.link_slots[slot] = None
