"""Moving bulldozers (PA-15): the moves of an effect, and the forced move of a bulldozer a card used
(PA-9.10, PA-15.5)."""

from __future__ import annotations

from typing import Final

from ...core.protocol import Event
from . import effects
from .actions import DONE, Done, Move
from .data import STORAGE, SUPPLY, Site
from .state import State, Step

MOVES: Final = "moves"
"""One bulldozer symbol's moves (PA-15.3): ``args`` = (the bulldozer chosen, its place, or ``""``)."""
FOLLOW: Final = "follow"
"""PA-9.10: the used bulldozer's owner moves it: ``args`` = (its place,); options a, b, d only."""


def site_in_play(s: State, site: Site) -> bool:
    """PA-3.8: a site marked for more players is not used; AMB-23: nor an unused grey starting site,
    unless its alternative makes them ordinary sites."""
    return site.min_players <= s.players or (site.grey_starting and s.options.alt("AMB-23"))


def start(s: State, seat: int, symbols: list[int]) -> None:
    """PA-15.3: a step per bulldozer symbol, each with its arrows (the first symbol's moves first)."""
    for arrows in reversed(symbols):
        s.pending.append(Step(MOVES, seat, arrows, ("",)))


def follow(s: State) -> None:
    """PA-9.10: after the card's effects, the owner of the bulldozer used moves it (AMB-38: as many
    times as the frame shows; its alternative: once)."""
    if s.used is None:
        return
    site, owner = s.used
    s.used = None
    if site not in s.bulldozers[owner]:
        return
    assert s.card is not None
    moves = 1 if s.options.alt("AMB-38") else s.data.cards[s.card[0]].frame.bulldozer_moves
    s.pending.append(Step(FOLLOW, owner, moves, (site,)))


def _sector(s: State, place: str) -> str | None:
    site = s.data.sites.get(place)
    return site.sector if site is not None else None


def _free(s: State) -> set[str]:
    """PA-3.6: the sites with no structure and no bulldozer beside them (``free_for_move``)."""
    taken = {place for places in s.bulldozers for place in places}
    return {
        site.id
        for site in s.data.sites.values()
        if site.id not in s.structures and site.id not in taken and site_in_play(s, site)
    }


def _parking(s: State) -> list[str]:
    """PA-15.1 d: the parking spaces with room left."""
    used = [place for places in s.bulldozers for place in places if place in s.data.parking]
    return [p.id for p in s.data.parking.values() if used.count(p.id) < p.capacity]


def destinations(s: State, source: str, storage: bool = True) -> list[str]:
    """PA-15.1: from a sector (a site), a free site of the same or an adjacent sector, the storage zone or
    a parking space; from the storage zone, a free site anywhere or a parking space."""
    free = _free(s)
    if source == STORAGE:
        return sorted(free) + _parking(s)
    sector = _sector(s, source)
    if sector is None:
        return []
    near = s.data.adjacent[sector] | {sector}
    sites = sorted(x for x in free if s.data.sites[x].sector in near)
    return sites + ([STORAGE] if storage else []) + _parking(s)


def legal(s: State, step: Step) -> list[Move | Done]:
    """A symbol's next move (optional, AMB-29), or the forced move (PA-15.5: never fails)."""
    seat = step.seat
    if step.kind == FOLLOW:  # options a, b and d (PA-15.5); from the storage zone only d is left
        source = str(step.args[0])
        targets = _parking(s) if source == STORAGE else destinations(s, source)
        return [Move(source, target) for target in targets]
    chosen = str(step.args[0])
    sources = (
        [chosen]
        if chosen
        else sorted({p for p in s.bulldozers[seat] if p not in (SUPPLY,) and p not in s.data.parking})
    )
    out: list[Move | Done] = [Move(src, dst) for src in sources for dst in destinations(s, src) if dst != src]
    return [*out, DONE]


def move(s: State, step: Step, act: Move, out: list[Event]) -> None:
    """Move the bulldozer; a parking space gives its reward to the owner (AMB-05) and keeps it there."""
    seat = step.seat
    places = s.bulldozers[seat]
    places[places.index(act.source)] = act.target
    out.append(Event("bulldozer.move", {"seat": seat, "from": act.source, "to": act.target}))
    parked = act.target in s.data.parking
    if step.count > 1 and not parked:
        s.pending.append(Step(step.kind, seat, step.count - 1, (act.target,)))
    if parked:
        effects.start(s, seat, effects.PARKING, act.target)
