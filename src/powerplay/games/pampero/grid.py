"""The grid board (PA-10): what a player's towers unlock, the income tracks, the transformer network
and its circuits, the energy track and battery production."""

from __future__ import annotations

from ...core.protocol import Event
from .counts import count
from .data import MARKETS, Contract
from .state import State

MARKET_INDEX = {m: i for i, m in enumerate(MARKETS)}


def zone_unlocked(s: State, seat: int, zone: str) -> bool:
    """PA-10.6: level 1 unlocks zones A and B, level 4 zone C."""
    levels = s.data.levels
    return any(zone in levels[k].get("zones", ()) for k in levels if k <= s.level[seat])


def market_unlocked(s: State, seat: int, market: str) -> bool:
    """PA-10.7: residential and remote at level 1, industrial and tourist at 2, commercial at 3."""
    levels = s.data.levels
    return any(market in levels[k].get("markets", ()) for k in levels if k <= s.level[seat])


def level_for(s: State, zone: str | None, markets: tuple[str, ...]) -> int:
    """The level that unlocks a zone and every market given (PA-10.6, PA-10.7, PA-35.4)."""
    need = 1
    for k, unlocks in s.data.levels.items():
        if (zone is not None and zone in unlocks.get("zones", ())) or any(
            m in unlocks.get("markets", ()) for m in markets
        ):
            need = max(need, k)
    return need


def contract_unlocked(s: State, seat: int, token: Contract, zone: str | None) -> bool:
    """PA-16.1: the zone it lies in and every market symbol on it are unlocked; PA-10.7: solar tokens are
    unlocked from level 1 whatever their symbols."""
    if token.kind == "solar":
        return True
    if zone is not None and not zone_unlocked(s, seat, zone):
        return False
    return all(market_unlocked(s, seat, sym.market) for sym in token.symbols)


# ---- the transformer network (PA-10.9–PA-10.11, PA-16.3) ------------------------------------------------
def cells_for(
    s: State, seat: int, token: Contract, zone: str | None, after: str | None = None
) -> list[tuple[str, str | None]]:
    """The cells a contract token may be placed in, each with the circuit requirement its line asks
    (None: none, or already covered): empty and unlocked (its tower built); the first contract on a cell
    with an entry arrow, any later one on a cell joined by a line to the cell of the token placed most
    recently (``after``: that cell, when not yet the seat's ``last_cell``). PA-35.4: only the column that
    unlocks the token, or one to its right."""
    data = s.data
    grid = s.grids[seat]
    last = after if after is not None else s.last_cell[seat]
    low = 1
    if s.options.restrictions and (token.kind != "solar" or s.options.alt("AMB-22")):
        low = level_for(s, zone, tuple(sym.market for sym in token.symbols))
    out: list[tuple[str, str | None]] = []
    if last is None:
        for entry in data.transformers.values():
            if entry.entry and entry.id not in grid and low <= entry.column <= s.level[seat]:
                out.append((entry.id, None))
        return out
    covered = s.circuits[seat]
    for cell, requirement in data.edges[last].items():
        column = data.transformers[cell].column
        if cell in grid or not low <= column <= s.level[seat]:
            continue
        if requirement is not None and line(last, cell) in covered:
            requirement = None
        out.append((cell, requirement))
    return out


def line(a: str, b: str) -> str:
    """A line of the network, as ``circuits`` names it."""
    return f"{a}|{b}" if a < b else f"{b}|{a}"


def can_meet(
    s: State, seat: int, requirement: str | None, energy_spent: int = 0, batteries_spent: int = 0, money_spent: int = 0
) -> bool:
    """PA-10.11: whether the seat can meet a circuit requirement, after spending what it already owes."""
    if requirement is None:
        return True
    for op in s.data.circuits[requirement]:
        kind = op["op"]
        if kind == "pay_energy" and s.energy[seat] - energy_spent < int(op["amount"]):
            return False
        if kind == "pay_batteries" and s.batteries[seat] - batteries_spent < int(op["amount"]):
            return False
        if kind == "pay_money" and s.money[seat] - money_spent < int(op["amount"]):
            return False
        if kind == "condition" and count(s, seat, op) < int(op["at_least"]):
            return False
    return True


def meet(s: State, seat: int, a: str, b: str, requirement: str | None, out: list[Event]) -> None:
    """PA-10.11: meet a circuit requirement and cover it with a circuit token."""
    if requirement is None:
        return
    for op in s.data.circuits[requirement]:
        kind = op["op"]
        if kind == "pay_energy":
            s.energy[seat] -= int(op["amount"])
        elif kind == "pay_batteries":
            s.batteries[seat] -= int(op["amount"])
            if not s.options.alt("AMB-17"):
                s.battery_supply += int(op["amount"])
        elif kind == "pay_money":
            s.money[seat] -= int(op["amount"])
    s.circuits[seat].append(line(a, b))
    out.append(Event("circuit", {"seat": seat, "requirement": requirement, "cells": [a, b]}))


# ---- income (PA-10.13–PA-10.18) ----------------------------------------------------------------------
def advance(s: State, seat: int, market: str, steps: int, out: list[Event]) -> int:
    """PA-10.18: move a marker one space at a time; a locked limiter or the track's end loses the
    rest; entering a dark-green stripe for the first time earns a specialist card (PA-10.15), an
    income-arrow cell advances another marker (PA-10.16). Returns the specialist cards earned."""
    data = s.data
    queue = [(market, steps)]
    cards = 0
    while queue:
        m, n = queue.pop(0)
        i = MARKET_INDEX[m]
        moved = 0
        for _ in range(n):
            here = s.income[seat][i]
            if here >= data.income_last or _locked(s, seat, here):
                break
            s.income[seat][i] = here + 1
            moved += 1
            column = data.income_column[here + 1]
            for stripe, first, _reward in data.dark_green:
                if stripe == column and here + 1 >= first and stripe not in s.greens[seat]:
                    s.greens[seat].append(stripe)
                    cards += 1
            queue.extend((other, 1) for other in data.income_arrows.get((m, here + 1), ()))
        out.append(Event("income.advance", {"seat": seat, "market": m, "steps": moved, "lost": n - moved}))
    return cards


def _locked(s: State, seat: int, position: int) -> bool:
    """PA-10.13: a limiter right after ``position`` whose tower is not built."""
    return any(before == position and tower > s.level[seat] for before, tower in s.data.limiters)


# ---- energy and batteries (PA-10.17, PA-26.5) ------------------------------------------------------------
def gain_energy(s: State, seat: int, amount: int) -> int:
    """PA-10.17: energy above the track's top is lost (AMB-18); returns what was gained."""
    gained = min(amount, s.data.energy_max - s.energy[seat])
    s.energy[seat] += gained
    return gained


def gain_batteries(s: State, seat: int, amount: int) -> int:
    """PA-4.11, PA-25.1: batteries come from the general supply, as many as it holds."""
    taken = min(amount, s.battery_supply)
    s.battery_supply -= taken
    s.batteries[seat] += taken
    return taken


def spend_batteries(s: State, seat: int, amount: int) -> None:
    """Batteries spent go back to the general supply (AMB-17; its alternative: to the box)."""
    s.batteries[seat] -= amount
    if not s.options.alt("AMB-17"):
        s.battery_supply += amount


def production(s: State, seat: int) -> int:
    """PA-26.5: the visible battery symbols of the tower cell above the energy marker and every cell to
    its left (a cell's symbols show once its tower is built)."""
    column = s.data.energy_column[s.energy[seat]]
    return sum(s.data.battery_symbols[k] for k in range(1, min(column, s.level[seat]) + 1))


def storage_limit(s: State, seat: int) -> int:
    """PA-35.5: the empty tower cells of the grid board (cell 1 counts)."""
    return s.level[seat]
