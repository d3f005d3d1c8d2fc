"""Building towers and wind farms (PA-12, PA-13) and the tower bonus board (PA-12.4, PA-12.5, PA-34)."""

from __future__ import annotations

from typing import Final

from ...core.protocol import Event
from . import bulldozers, cards, effects, grid
from .actions import Bonus, Build, Discard, Place
from .data import Card, Tab
from .state import State, Step

BUILD: Final = "build"
"""A site to build on: ``args`` = (``tower`` or ``wind``,)."""
BONUS: Final = "bonus"
"""Two adjacent cells of the tower bonus board to choose: ``args`` = (the zone built in,) (PA-12.4)."""
CELL: Final = "cell"
"""A chosen cell to resolve (no decision of its own): ``args`` = (the cell,) (PA-12.5)."""
PLACE: Final = "place"
"""The company-board slot of a tower bonus token where two are as near: ``args`` = (token, slots…)."""
DISCARD: Final = "discard"
"""PA-34: the two-player discard: ``args`` = (the zone built in, the two cells chosen)."""

SITE_KINDS: Final = {"tower": ("tower", "mixed"), "wind": ("wind", "mixed")}
"""PA-3.5: where each structure may stand."""
AREAS: Final = {"A": ("A",), "B": ("A", "B"), "C": ("A", "B", "C")}
"""PA-12.4: the areas of the tower bonus board a build in each zone may pick from."""


def has_piece(s: State, seat: int, kind: str) -> bool:
    """PA-12.1, PA-13.1, AMB-24: a tower left on the grid board, a wind farm in the supply."""
    return s.level[seat] < s.data.tower_cells if kind == "tower" else s.wind_supply[seat] > 0


def targets(
    s: State, seat: int, kind: str, card: Card, tab: Tab, option: int, pay: bool, first: bool = False
) -> list[Build]:
    """PA-12.1, PA-13.1: the free sites of the tab's zone (on an orange frame) for the structure, each
    with a bulldozer beside it that meets the requirement, and each way to pay (when not yet paid).
    ``first``: one is enough (whether there is any)."""
    if not has_piece(s, seat, kind):
        return []
    if card.frame.zone_link and s.options.alt("AMB-37") and not grid.zone_unlocked(s, seat, tab.zone):
        return []
    op = effects.ops(s, effects.CARD, card.id, option)
    need = next((cards.requirement(card, o) for o in op if o["op"] in ("build_tower", "build_wind_farm")), None)
    allowed = cards.owners(s, seat, need)
    here: dict[str, list[int]] = {}  # the sites with a bulldozer beside them: few, so read from the bulldozers
    for p in allowed:
        for place in s.bulldozers[p]:
            if place in s.data.sites:
                here.setdefault(place, []).append(p)
    out: list[Build] = []
    for site_id in sorted(here):
        site = s.data.sites[site_id]
        if site.type not in SITE_KINDS[kind] or site_id in s.structures or not bulldozers.site_in_play(s, site):
            continue
        if card.frame.zone_link and site.zone != tab.zone:
            continue
        beside = sorted(set(here[site_id]))
        for p in beside:
            via = p if len(beside) > 1 else -1
            if not pay:
                out.append(Build(site_id, via))
                continue
            for way in cards.payments(s, seat, card, tab, -1 if p == seat else p, kind == "tower"):
                out.append(Build(site_id, via, way.alternative))
            if first and out:
                return out
    return out


def apply(s: State, seat: int, kind: str, act: Build, out: list[Event]) -> None:
    """Build (after ``targets`` allowed it): settle the card's zone value if not yet, place the structure;
    a tower's cell bonus at once (PA-12.3), then the tower bonus picks (PA-12.4); the bulldozer used moves
    after the card's effects (PA-9.10), or at once with AMB-04's alternative."""
    card, tab, _ = cards.playing(s)
    owner = act.via if act.via >= 0 else next(p for p in range(s.players) if act.site in s.bulldozers[p])
    if not s.paid:
        ways = cards.payments(s, seat, card, tab, -1 if owner == seat else owner, kind == "tower")
        way = next(w for w in ways if w.alternative == act.batteries)
        cards.settle(s, seat, way, cards.tab_energy(s, seat, card, tab, kind == "wind"), out)
    elif kind == "wind":
        gained = grid.gain_energy(s, seat, cards.tab_energy(s, seat, card, tab, True))
        out.append(Event("energy", {"seat": seat, "amount": gained}))
    s.structures[act.site] = (kind, seat)
    s.used = (act.site, owner)
    site = s.data.sites[act.site]
    if kind == "wind":
        s.wind_supply[seat] -= 1
        out.append(Event("build.wind", {"seat": seat, "site": act.site, "via": owner}))
    else:
        s.level[seat] += 1
        out.append(Event("build.tower", {"seat": seat, "site": act.site, "via": owner, "tower": s.level[seat]}))
        if s.players == 2:
            s.pending.append(Step(DISCARD, seat, 1, (site.zone,)))
        s.pending.append(Step(BONUS, seat, 1, (site.zone,)))
    if s.options.alt("AMB-04"):  # the move right after the structure, before the tower bonus picks
        bulldozers.follow(s)
    if kind == "tower":
        effects.start(s, seat, effects.TOWER_CELL, str(s.level[seat]))  # PA-12.3: at once


# ---- the tower bonus board (PA-12.4, PA-12.5, PA-34) -------------------------------------------------------
def cell_name(cell: str) -> str:
    """A cell's id as actions write it: ``TBB-r0c1`` → ``r0c1``."""
    return cell.removeprefix("TBB-")


def cell_id(name: str) -> str:
    return name if name.startswith("TBB-") else f"TBB-{name}"


def picks(s: State, zone: str) -> list[Bonus]:
    """PA-12.4, AMB-36: two orthogonally adjacent cells, both in the areas the zone allows."""
    allowed = AREAS[zone]
    cells = {(c.row, c.col): c for c in s.data.bonus_cells.values() if c.area in allowed}
    out = []
    for (r, c), cell in sorted(cells.items()):
        for other in ((r, c + 1), (r + 1, c)):
            if other in cells:
                out.append(Bonus(cell_name(cell.id), cell_name(cells[other].id)))
    return out


def pick(s: State, seat: int, act: Bonus, out: list[Event]) -> None:
    """PA-12.5: resolve the first cell, then the second (each a ``CELL`` step); PA-34 follows."""
    first, second = cell_id(act.first), cell_id(act.second)
    if s.pending and s.pending[-1].kind == DISCARD and s.pending[-1].seat == seat:
        discard = s.pending.pop()
        s.pending.append(Step(DISCARD, seat, 1, (discard.args[0], first, second)))
    out.append(Event("bonus.pick", {"seat": seat, "cells": [act.first, act.second]}))
    s.pending.append(Step(CELL, seat, 1, (second,)))
    s.pending.append(Step(CELL, seat, 1, (first,)))


def resolve(s: State, seat: int, cell: str, out: list[Event]) -> None:
    """PA-12.5: an empty cell gives its printed effect; a token goes to the company board slot of its
    type (the nearest empty one if an identical token is there; discarded if another type holds it or
    nothing is empty) and gives its instant effect."""
    token = s.bonus_board[cell]
    if token is None:
        effects.start(s, seat, effects.BONUS_CELL, cell)
        return
    s.bonus_board[cell] = None
    kind = s.data.bonus_tokens[token][1]
    slots = s.bonus_slots[seat]
    home = s.data.bonus_slots.index(kind) if kind in s.data.bonus_slots else -1
    if home >= 0 and slots[home] is None:
        _place(s, seat, token, home, out)
        return
    holder = slots[home] if home >= 0 else None
    empty = [i for i, held in enumerate(slots) if held is None]
    if (holder is not None and s.data.bonus_tokens[holder][1] != kind) or not empty:
        out.append(Event("bonus.discard", {"seat": seat, "token": token, "type": kind}))
        if s.options.alt("AMB-31") and s.data.bonus_types[kind].kind == "instant":
            effects.start(s, seat, effects.BONUS_TOKEN, token)
        return
    distance = min(abs(i - home) for i in empty)
    nearest = [i for i in empty if abs(i - home) == distance]
    if len(nearest) == 1:
        _place(s, seat, token, nearest[0], out)
    else:
        s.pending.append(Step(PLACE, seat, 1, (token, *nearest)))


def places(step: Step) -> list[Place]:
    """AMB-31: the nearest empty slots, between which the player breaks the tie."""
    return [Place(int(slot)) for slot in step.args[1:]]


def place(s: State, seat: int, step: Step, act: Place, out: list[Event]) -> None:
    _place(s, seat, str(step.args[0]), act.slot, out)


def _place(s: State, seat: int, token: str, slot: int, out: list[Event]) -> None:
    s.bonus_slots[seat][slot] = token
    kind = s.data.bonus_tokens[token][1]
    out.append(Event("bonus.take", {"seat": seat, "token": token, "type": kind, "slot": slot}))
    if s.data.bonus_types[kind].kind == "instant":
        effects.start(s, seat, effects.BONUS_TOKEN, token)


def discards(s: State, step: Step) -> list[Discard]:
    """PA-34.1: a token of the areas the picks were allowed in; PA-34.2 (Rado): next to the pair, along
    its row or column (AMB-21). None left: nothing is discarded."""
    zone, first, second = step.args
    allowed = AREAS[str(zone)]
    board = s.data.bonus_cells
    candidates = [c for c in board.values() if c.area in allowed and s.bonus_board[c.id] is not None]
    if s.options.rado:
        a, b = board[str(first)], board[str(second)]
        if a.row == b.row:
            ends = {(a.row, min(a.col, b.col) - 1), (a.row, max(a.col, b.col) + 1)}
        else:
            ends = {(min(a.row, b.row) - 1, a.col), (max(a.row, b.row) + 1, a.col)}
        candidates = [c for c in candidates if (c.row, c.col) in ends]
    return [Discard(cell_name(c.id)) for c in candidates]


def discard(s: State, seat: int, act: Discard, out: list[Event]) -> None:
    """PA-34.1: the token leaves the game, showing the cell's printed effect."""
    cell = cell_id(act.cell)
    token = s.bonus_board[cell]
    s.bonus_board[cell] = None
    out.append(Event("bonus.remove", {"seat": seat, "cell": act.cell, "token": token}))
