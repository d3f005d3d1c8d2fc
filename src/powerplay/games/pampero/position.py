"""Pampero's position format (``FORMAT``): the whole state as JSON, hidden parts included.

``write`` gives it; ``read`` checks it (a strict model for the shapes, then every id against the data
set and every rule a position obeys, ``invariants.check``) and rebuilds the state. Reading what was
written gives the same position again. A position names its data set by digest (``data``); the built-in
stand-ins are found by theirs, another set must be registered (``datasets.register``) first.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any, Final

from pydantic import BaseModel, ConfigDict, ValidationError

from ...core.errors import BadInput, IllegalAction
from . import datasets, invariants
from .setup import options_from_config
from .state import Options, State, Step

FORMAT: Final = "powerplay/pampero-position/1"


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True)


class StepModel(_Strict):
    kind: str
    seat: int
    count: int = 1
    args: list[str | int] = []


class SeatModel(_Strict):
    """A player's holdings (``state.State``'s per-seat fields)."""

    money: int
    energy: int
    batteries: int
    hand: list[str]
    rows: dict[str, list[tuple[str, str] | None]]
    on_cards: dict[str, list[str]] = {}
    links: list[str]
    level: int
    wind_supply: int
    bulldozers: list[str]
    grid: dict[str, str] = {}
    last_cell: str | None = None
    circuits: list[str] = []
    income: list[int]
    faceup: list[bool]
    greens: list[int] = []
    vc: list[int] = []
    bonus_slots: list[str | None]
    scoring_cards: list[str] = []
    market_cards: list[str] = []
    energy_spent: int = 0
    down: bool = False
    crowns: list[tuple[str, int]] = []
    kept_scoring: list[tuple[str, int]] = []


class PositionModel(_Strict):
    """The position's shape; ``read`` checks its content."""

    format: str
    data: str
    options: dict[str, Any]
    rng: int
    phase: str
    year: int
    round: int
    turn: int
    card: tuple[str, str, str, int] | None = None
    paid: bool = False
    used: tuple[str, int] | None = None
    pending: list[StepModel] = []
    seats: list[SeatModel]
    order: list[int]
    track: list[list[int]]
    structures: dict[str, tuple[str, int]]
    contracts: dict[str, str | None]
    transformers: dict[str, tuple[int, str]] = {}
    solar: dict[str, str | None]
    removed: list[str] = []
    unlocked_lines: list[str] = []
    link_slots: dict[str, str | None]
    bonus_board: dict[str, str | None]
    market_decks: dict[str, list[str]]
    market_rows: dict[str, list[str | None]]
    specialist_action_deck: list[str]
    specialist_action_row: list[str]
    specialist_scoring_deck: list[str]
    specialist_scoring_row: list[str]
    battery_supply: int
    first_token: str
    second_token: str
    final_tokens: tuple[str, str]
    scorings: int = 0
    stages: list[list[str | int]] = []


def write(s: State) -> dict:
    """The position of ``s`` (JSON-ready; decks listed bottom first, their top last)."""
    seats = []
    for p in range(s.players):
        seats.append(
            {
                "money": s.money[p],
                "energy": s.energy[p],
                "batteries": s.batteries[p],
                "hand": s.hands[p][:],
                "rows": {row: [list(held) if held else None for held in slots] for row, slots in s.rows[p].items()},
                "on_cards": {card: tokens[:] for card, tokens in s.on_cards[p].items()},
                "links": s.links[p][:],
                "level": s.level[p],
                "wind_supply": s.wind_supply[p],
                "bulldozers": s.bulldozers[p][:],
                "grid": dict(s.grids[p]),
                "last_cell": s.last_cell[p],
                "circuits": s.circuits[p][:],
                "income": s.income[p][:],
                "faceup": s.faceup[p][:],
                "greens": s.greens[p][:],
                "vc": s.vc[p][:],
                "bonus_slots": s.bonus_slots[p][:],
                "scoring_cards": s.held_scoring[p][:],
                "market_cards": s.market_cards[p][:],
                "energy_spent": s.energy_spent[p],
                "down": s.down[p],
                "crowns": [list(c) for c in s.crowns[p]],
                "kept_scoring": [list(c) for c in s.kept_scoring[p]],
            }
        )
    return {
        "format": FORMAT,
        "data": s.data.digest,
        "options": s.options.to_json(),
        "rng": s.rng,
        "phase": s.phase,
        "year": s.year,
        "round": s.round,
        "turn": s.turn,
        "card": list(s.card) if s.card else None,
        "paid": s.paid,
        "used": list(s.used) if s.used else None,
        "pending": [{"kind": x.kind, "seat": x.seat, "count": x.count, "args": list(x.args)} for x in s.pending],
        "seats": seats,
        "order": s.order[:],
        "track": [stack[:] for stack in s.track],
        "structures": {site: list(held) for site, held in s.structures.items()},
        "contracts": dict(s.contracts),
        "transformers": {slot: list(held) for slot, held in s.transformers.items()},
        "solar": dict(s.solar),
        "removed": s.removed[:],
        "unlocked_lines": s.unlocked_lines[:],
        "link_slots": dict(s.link_slots),
        "bonus_board": dict(s.bonus_board),
        "market_decks": {k: v[:] for k, v in s.market_decks.items()},
        "market_rows": {k: v[:] for k, v in s.market_rows.items()},
        "specialist_action_deck": s.spec_action_deck[:],
        "specialist_action_row": s.spec_action_row[:],
        "specialist_scoring_deck": s.spec_scoring_deck[:],
        "specialist_scoring_row": s.spec_scoring_row[:],
        "battery_supply": s.battery_supply,
        "first_token": s.first_token,
        "second_token": s.second_token,
        "final_tokens": list(s.final_tokens),
        "scorings": s.scorings,
        "stages": [list(stage) for stage in s.stages],
    }


def read(position: Mapping[str, Any]) -> State:
    """A state from a position: its shape (``PositionModel``), its data set, its options, then every
    rule a position obeys (``invariants.check``); anything wrong is refused with words."""
    if not isinstance(position, Mapping):
        raise BadInput("a position is a JSON object")
    if position.get("format") != FORMAT:
        raise BadInput("not a Pampero position: its format is not {format}", "pampero", format=FORMAT)
    try:
        m = PositionModel.model_validate_json(json.dumps(dict(position)))  # JSON's arrays are the tuples
    except (ValidationError, TypeError, ValueError) as e:
        if not isinstance(e, ValidationError):
            raise BadInput("a position is JSON: {error}", "pampero", error=str(e)[:200]) from None
        first = e.errors()[0]
        where = ".".join(str(x) for x in first["loc"])
        raise BadInput("position: {where}: {error}", "pampero", where=where, error=first["msg"]) from None
    data = datasets.find(m.data)
    options: Options = options_from_config(m.options)
    n = options.players
    if len(m.seats) != n:
        raise IllegalAction(
            "PA-1.1", "the position has {count} seats for {players} players", count=len(m.seats), players=n
        )
    s = State(data, options, m.rng)
    s.phase, s.year, s.round, s.turn = m.phase, m.year, m.round, m.turn
    s.card = m.card
    s.paid = m.paid
    s.used = m.used
    s.pending = [Step(x.kind, x.seat, x.count, tuple(x.args)) for x in m.pending]
    for p, seat in enumerate(m.seats):
        s.money[p], s.energy[p], s.batteries[p] = seat.money, seat.energy, seat.batteries
        s.hands[p] = seat.hand[:]
        s.rows[p] = {row: [(held[0], held[1]) if held else None for held in slots] for row, slots in seat.rows.items()}
        s.on_cards[p] = {card: tokens[:] for card, tokens in seat.on_cards.items()}
        s.links[p] = seat.links[:]
        s.level[p], s.wind_supply[p] = seat.level, seat.wind_supply
        s.bulldozers[p] = seat.bulldozers[:]
        s.grids[p] = dict(seat.grid)
        s.last_cell[p] = seat.last_cell
        s.circuits[p] = seat.circuits[:]
        s.income[p] = seat.income[:]
        s.faceup[p] = seat.faceup[:]
        s.greens[p] = seat.greens[:]
        s.vc[p] = seat.vc[:]
        s.bonus_slots[p] = seat.bonus_slots[:]
        s.held_scoring[p] = seat.scoring_cards[:]
        s.market_cards[p] = seat.market_cards[:]
        s.energy_spent[p] = seat.energy_spent
        s.down[p] = seat.down
        s.crowns[p] = [(c[0], c[1]) for c in seat.crowns]
        s.kept_scoring[p] = [(c[0], c[1]) for c in seat.kept_scoring]
    s.order = m.order[:]
    s.track = [stack[:] for stack in m.track]
    s.structures = {site: (held[0], held[1]) for site, held in m.structures.items()}
    s.contracts = dict(m.contracts)
    s.transformers = {slot: (held[0], held[1]) for slot, held in m.transformers.items()}
    s.solar = dict(m.solar)
    s.removed = m.removed[:]
    s.unlocked_lines = m.unlocked_lines[:]
    s.link_slots = dict(m.link_slots)
    s.bonus_board = dict(m.bonus_board)
    s.market_decks = {k: v[:] for k, v in m.market_decks.items()}
    s.market_rows = {k: v[:] for k, v in m.market_rows.items()}
    s.spec_action_deck = m.specialist_action_deck[:]
    s.spec_action_row = m.specialist_action_row[:]
    s.spec_scoring_deck = m.specialist_scoring_deck[:]
    s.spec_scoring_row = m.specialist_scoring_row[:]
    s.battery_supply = m.battery_supply
    s.first_token, s.second_token = m.first_token, m.second_token
    s.final_tokens = m.final_tokens
    s.scorings = m.scorings
    s.stages = [tuple(stage) for stage in m.stages]
    invariants.check(s)
    return s
