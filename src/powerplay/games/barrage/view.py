"""What a seat sees of the table (BA-10): everything face up, as JSON-ready data.

Barrage hides little: every company board, wheel, personal supply and face-up contract is open to all.
Hidden are the order and identity of the private contract stacks, the patent office's stacks I–III,
the Automa deck below its top tile, the game's random state, and what never reaches the table (the
unused headstream and bonus tiles: not in ``State``). A stack shows its size; the Automa deck shows
its top tile's action side and the discard pile its top tile's criteria side (BA-A5.2).

What things cost is public too (``prices``): every action space's engineers and credits, and, in the
view of the seat to decide, what each of its legal actions takes.
"""

from __future__ import annotations

from typing import Any

from .construction import INCOME_SLOTS
from .contracts import COLOURS
from .data import CONDUITS, DAMS, HEADSTREAM_TILES, HEADSTREAMS, POWERHOUSES
from .prices import costs, spaces
from .rounds import final_scores
from .scoring import winners
from .setup import PIECES
from .state import STRUCTURES, Phase, State
from .water import EMPTY


def to_act(s: State) -> int | None:
    """The seat that must decide: the one owing the pending step (BA-15.7), else the chooser of the
    full game's setup (BA-12.2), else the seat whose turn it is (BA-15.1); None once the game is over
    (BA-32). Never an Automa: its decisions are its rules' (BA-A5)."""
    if s.phase == Phase.OVER:
        return None
    if s.pending:
        return s.pending[-1].seat
    if s.phase == Phase.CHOOSE:
        return s.chooser
    return s.current


def view(s: State, seat: int | None) -> dict[str, Any]:
    """The table as ``seat`` sees it (None: an onlooker); the same for every seat, as nothing a seat
    holds is secret in Barrage (``seat`` names the reader). ``to_act`` is the seat that must decide
    (None once over), ``winners`` the winning seats once over (BA-32.6, D-17), ``scores`` then the
    scores (``rounds.final_scores``: each seat's VP by source). Owners are seats,
    ``water.NEUTRAL`` (-2) for a neutral dam; ``occupied`` spaces hold a seat or ``state.BLOCKED`` (-3).
    ``spaces``: each action space's engineers and credits (``prices.spaces``); ``costs``, in
    the view of the seat to decide only: what each of its legal actions takes (``prices.costs``)."""
    w = s.waters
    over = s.phase == Phase.OVER
    deciding = to_act(s)
    return {
        "game": "barrage",
        "seat": seat,
        "options": s.options.to_json(),
        "to_act": deciding,
        "winners": winners(s.vp, s.energy) if over else [],
        "scores": final_scores(s) if over else None,
        "players": s.players,
        "full": s.options.full,
        "round": s.round,
        "phase": s.phase,
        "order": s.order[:],
        "current": s.current,
        "chooser": s.chooser,
        "pending": [
            {"kind": p.kind, "seat": p.seat, "count": p.count, "flows": p.flows, "args": list(p.args)}
            for p in s.pending
        ],
        "map": {
            "dams": {
                d.id: {"owner": w.dam_owner[d.index], "height": w.dam_height[d.index], "drops": w.dam_drops[d.index]}
                for d in DAMS
                if w.dam_owner[d.index] != EMPTY or w.dam_drops[d.index]
            },
            "conduits": {c.id: s.conduit_owner[c.index] for c in CONDUITS if s.conduit_owner[c.index] != EMPTY},
            "powerhouses": {
                p.id: w.powerhouse_owner[p.index] for p in POWERHOUSES if w.powerhouse_owner[p.index] != EMPTY
            },
            "headstreams": [
                {"id": h, "drops": w.headstream_drops[k], "per_round": list(HEADSTREAM_TILES[s.headstream_tiles[k]])}
                for k, h in enumerate(HEADSTREAMS)
            ],
            "supply": w.supply,
        },
        "seats": [_company(s, p) for p in range(s.players)],
        "occupied": dict(sorted(s.occupied.items())),
        "spaces": spaces(s),
        "costs": costs(s, deciding) if seat is not None and seat == deciding else {},
        "contracts": {
            "private": {colour: s.private[colour][:] for colour in COLOURS},
            "stacks": {colour: len(s.stacks[colour]) for colour in COLOURS},
            "discards": {colour: len(s.discards[colour]) for colour in COLOURS},
            "national": s.national[:],
        },
        "patent": {
            "display": s.patent[:],
            "stacks": [len(stack) for stack in s.patent_stacks],
            "removed": s.patent_removed[:],
        },
        "bonus": s.bonus[:],
        "objective": s.objective,
        "offers": [list(o) for o in s.offers],
        "starting": s.starting[:],
        "automa": {
            "deck": len(s.automa_deck),
            "actions": s.automa_deck[-1] if s.automa_deck else "",
            "discard": len(s.automa_discard),
            "criteria": s.automa_discard[-1] if s.automa_discard else "",
        },
    }


def _company(s: State, seat: int) -> dict[str, Any]:
    """A seat's company board and personal supply (BA-10.15–10.21), its engineers on the bank this round
    (BA-24.2) and the officer Mahiri Sekibo copies (BA-35.7: all public): the pieces left per row, the
    incomes their departure uncovered (``"base:2"``, BA-14.3), the wheel's loads soonest back first."""
    company = s.company[seat]
    incomes = [
        f"{structure}:{ordinal}"
        for k, structure in enumerate(STRUCTURES)
        for ordinal in sorted(INCOME_SLOTS.get(company, {}).get(structure, ()))
        if ordinal <= _built(s, seat, k)
    ]
    return {
        "company": company,
        "officer": s.officer[seat],
        "copied": s.copied[seat],
        "automa": s.options.automa[seat],
        "vp": s.vp[seat],
        "credits": s.credits[seat],
        "excavators": s.excavators[seat],
        "mixers": s.mixers[seat],
        "engineers": s.engineers[seat],
        "bank": s.bank[seat],
        "energy": s.energy[seat],
        "passed": s.passed[seat],
        "constructions": s.constructions[seat],
        "pieces": dict(zip(STRUCTURES, s.pieces[seat], strict=True)),
        "incomes": incomes,
        "tiles": s.tiles[seat][:],
        "wheel": [
            {"back_in": k, "tile": load.tile, "excavators": load.excavators, "mixers": load.mixers}
            for k, load in s.wheels[seat].contents()
        ],
        "contracts": s.contracts[seat][:],
        "fulfilled": s.fulfilled[seat][:],
    }


def _built(s: State, seat: int, k: int) -> int:
    """BA-14.3: the pieces of row ``k`` that have left the company board."""
    return PIECES[k] - s.pieces[seat][k]
