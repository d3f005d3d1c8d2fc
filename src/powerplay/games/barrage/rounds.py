"""The phases of a round that take no decision (BA-13.1): water flow (BA-29), scoring (BA-30), the end
of a round (BA-31) and the final scoring (BA-32), applied to a state. Each returns what happened as
events (data); the arithmetic is ``scoring``'s, the counting ``objectives``'. The scores, with each
seat's VP by source, are ``final_scores``.
"""

from __future__ import annotations

from ...core.protocol import Event
from .data import TECHNOLOGY_JSON
from .objectives import objective_count, structures_built
from .scoring import (
    COUNTED_BY,
    SECTION_STARTS,
    SOURCES,
    BonusCounts,
    Source,
    automa_credits_vp,
    bonus_full_reward,
    bonus_vp,
    credits_for,
    most_energy,
    next_turn_order,
    objective_awards,
    resources_vp,
    water_vp,
    winners,
)
from .setup import START, place_headstream_drops
from .state import BLOCKED, Phase, State
from .water import release_headstreams

ADVANCED: frozenset[str] = frozenset(t["id"] for t in TECHNOLOGY_JSON["advanced_tiles"])
"""BA-36: the advanced technology tiles (BA-37.6 counts them; basic and Anton's tiles do not)."""


def water_flow(s: State) -> list[Event]:
    """BA-29: every drop on the headstream tiles flows, one at a time; USA's powerhouses passed
    naturally add to its energy (BA-34.2, not for contracts, D-18)."""
    result = release_headstreams(s.waters)
    events = [Event("water.flow", {"stops": result.stops, "left_map": result.left_map})]
    for seat, energy in enumerate(result.energy[: s.players]):
        if energy:
            s.energy[seat] += energy
            events.append(Event("energy.usa", {"seat": seat, "energy": energy}))
    return events


def bonus_counts(s: State, seat: int) -> BonusCounts:
    """What ``seat`` has for the bonus tiles (BA-37): fulfilled contracts (the Automa's too, D-A7),
    structures built, advanced tiles in its supply and on its wheel (BA-36.4)."""
    built = structures_built(seat, s.waters, s.conduit_owner)
    advanced = sum(t in ADVANCED for t in s.tiles[seat]) + sum(t in ADVANCED for t in s.wheels[seat].tiles())
    return BonusCounts(
        len(s.fulfilled[seat]), built.powerhouses, built.bases, built.conduits, built.elevations, advanced
    )


def score_round(s: State) -> list[Event]:
    """BA-30, in its order (BA-30.10): most energy (first and second places), credits (the Automa's as
    VP, BA-A3.1), the bonus tile (a reward cut or lost for want of energy is told, with the energy
    its full reward needs: BA-30.6), then the tile leaves the track."""
    n = s.players
    events = []
    top = max(s.energy)
    for seat, vp in enumerate(most_energy(s.energy)):
        if vp:
            s.score(seat, Source.MOST_ENERGY, vp)
            if s.energy[seat] == top:
                events.append(Event("score.energy", {"seat": seat, "vp": vp}))
            else:
                events.append(Event("score.energy-second", {"seat": seat, "vp": vp}))
    for seat in range(n):
        if s.automa(seat):
            vp = automa_credits_vp(s.energy[seat])
            s.score(seat, Source.ENERGY_TRACK, vp)
            events.append(Event("score.automa-credits", {"seat": seat, "vp": vp}))
        else:
            credits, vp = credits_for(s.energy[seat])
            s.credits[seat] += credits
            s.score(seat, Source.ENERGY_TRACK, vp)
            events.append(Event("score.credits", {"seat": seat, "credits": credits, "vp": vp}))
    tile = s.bonus.pop(0)
    need = SECTION_STARTS[s.round - 1]
    for seat in range(n):
        count = COUNTED_BY[tile](bonus_counts(s, seat))
        vp = bonus_vp(tile, s.energy[seat], s.round, bonus_counts(s, seat))
        s.score(seat, Source.BONUS, vp)
        if vp and vp == bonus_full_reward(tile, bonus_counts(s, seat)):
            events.append(Event("score.bonus", {"seat": seat, "tile": tile, "vp": vp}))
        elif count:  # BA-30.6: the reward cut, or lost, for the energy of the round: said why
            args = {"seat": seat, "tile": tile, "count": count, "vp": vp, "energy": s.energy[seat], "need": need}
            events.append(Event("score.bonus-short", args))
    return events


def end_round(s: State) -> list[Event]:
    """BA-31: the new turn order (least energy first, ties reversed), energy back to 0, engineers back
    (the blocking ones stay, D-06), the patent office's tiles out of the game and three new ones from
    stack I, then II, then III (BA-31.5);
    then the next round's headstream drops (BA-14.6)."""
    s.order = list(next_turn_order(s.order, s.energy))
    s.energy = [0] * s.players
    s.engineers = [START["engineers"]] * s.players
    s.bank = [0] * s.players
    s.occupied = {space: owner for space, owner in s.occupied.items() if owner == BLOCKED}
    s.passed = [False] * s.players
    s.constructions = [0] * s.players
    if s.options.full:
        s.patent_removed += [tile for tile in s.patent if tile]
        s.patent = []
        for _ in range(3):
            stack = next((st for st in s.patent_stacks if st), None)
            s.patent.append(stack.pop() if stack is not None else "")
    s.round += 1
    place_headstream_drops(s)
    return [Event("round.start", {"round": s.round, "order": s.order[:]})]


def final_scoring(s: State) -> list[Event]:
    """BA-32: the objective tile (15/10/5, the Automa 20/15/10, ties shared, D-A2), remaining resources
    (1 VP per 5 units; the Automa has no credits), the water held by one's own dams; then the winners
    (tie-break by the last round's energy, D-17)."""
    n = s.players
    counts = [objective_count(s.objective, seat, s.waters, s.conduit_owner) for seat in range(n)]
    events = []
    for seat, vp in enumerate(objective_awards(counts, [s.automa(seat) for seat in range(n)])):
        s.score(seat, Source.OBJECTIVE, vp)
        events.append(Event("final.objective", {"seat": seat, "count": counts[seat], "vp": vp}))
    for seat in range(n):
        resources = resources_vp(s.excavators[seat], s.mixers[seat], s.credits[seat])
        held = sum(d for d, owner in zip(s.waters.dam_drops, s.waters.dam_owner, strict=True) if owner == seat)
        water = water_vp(held)
        s.score(seat, Source.RESOURCES, resources)
        s.score(seat, Source.WATER, water)
        events.append(Event("final.resources", {"seat": seat, "vp": resources + water}))
    s.phase = Phase.OVER
    events.append(Event("over", {"winners": winners(s.vp, s.energy)}))
    return events


OCCASIONAL: frozenset[str] = frozenset({Source.AUTOMA_ACTIONS, Source.UNITEMISED})
"""Sources a breakdown lists only for the seats that have them (an Automa; a position read without
its tally); the others are listed for every seat, 0 included."""


def breakdown(s: State, seat: int) -> list[dict]:
    """The seat's VP by source (``State.vp_sources``, in ``SOURCES`` order), then the tie-break:
    the energy of the last round (BA-32.7)."""
    tally = s.vp_sources[seat]
    parts = [
        {"source": k, "value": tally.get(k, 0), "tiebreak": False} for k in SOURCES if k in tally or k not in OCCASIONAL
    ]
    return [*parts, {"source": "energy", "value": s.energy[seat], "tiebreak": True}]


def final_scores(s: State) -> list[dict]:
    """One entry per seat: its VP, energy, credits (``money``) and its rank, 1 for the winners
    (BA-32.6, BA-32.7, D-17: most VP, then the most energy of the last round, still tied sharing the
    victory); the others ranked the same way, tied seats sharing a rank; its ``breakdown``."""
    keys = [(s.vp[p], s.energy[p]) for p in range(s.players)]
    won = winners(s.vp, s.energy)
    over = s.phase == Phase.OVER
    return [
        {
            "player": p,
            "vp": s.vp[p],
            "energy": s.energy[p],
            "money": s.credits[p],
            "rank": 1 if p in won else 1 + sum(other > keys[p] for other in keys),
            "final": over,
            "breakdown": breakdown(s, p),
        }
        for p in range(s.players)
    ]
