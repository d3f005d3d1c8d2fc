"""What a seat may know of a game of Pampero (``view``): the one place hidden parts are left out.

Hidden (PA-2.5, PA-4): the order of every deck (specialist cards, external market cards; only their
sizes show), the cards in another player's hand and the specialist scoring cards they hold (only how
many), and the generator. Everything on the boards is face up: contract, solar, link and tower bonus
tokens, scoring tokens, the face-up cards.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from .data import MARKETS, ROWS
from .scoring import final_scores
from .state import State
from .turns import to_act


def view(s: State, seat: int | None) -> dict[str, Any]:
    """The view of ``seat`` (None: a spectator)."""
    return views(s, (seat,))[0]


def views(s: State, seats: Sequence[int | None]) -> list[dict[str, Any]]:
    """The views of several seats; the public part is built once and shared (``Game.views``)."""
    public = _public(s)
    return [{**public, "seat": seat, "you": _own(s, seat) if seat is not None else None} for seat in seats]


def _public(s: State) -> dict[str, Any]:
    data = s.data
    step = s.pending[-1] if s.pending else None
    return {
        "game": "pampero",
        "data": {"digest": data.digest, "provisional": data.provisional},
        "options": s.options.to_json(),
        "phase": s.phase,
        "year": s.year,
        "action_round": s.round,
        "current": to_act(s),
        "decision": None if step is None else {"kind": step.kind, "seat": step.seat, "count": step.count},
        "card": None
        if s.card is None
        else {"card": s.card[0], "row": s.card[1], "tab": s.card[2], "option": s.card[3]},
        "order": s.order[:],
        "down": s.down[:],
        "track": [stack[:] for stack in s.track],
        "players": [_player(s, p) for p in range(s.players)],
        "structures": {site: {"kind": kind, "seat": owner} for site, (kind, owner) in s.structures.items()},
        "contracts": dict(s.contracts),
        "transformers": {
            slot: {"seat": owner, "number": data.transformers[cell].column}
            for slot, (owner, cell) in s.transformers.items()
        },
        "solar": dict(s.solar),
        "removed": s.removed[:],
        "unlocked_lines": s.unlocked_lines[:],
        "link_slots": dict(s.link_slots),
        "bonus_board": dict(s.bonus_board),
        "market_rows": {k: v[:] for k, v in s.market_rows.items()},
        "market_decks": {k: len(v) for k, v in s.market_decks.items()},
        "specialist_action_row": s.spec_action_row[:],
        "specialist_action_deck": len(s.spec_action_deck),
        "specialist_scoring_row": s.spec_scoring_row[:],
        "specialist_scoring_deck": len(s.spec_scoring_deck),
        "battery_supply": s.battery_supply,
        "scoring_tokens": {"first": s.first_token, "second": s.second_token, "final": list(s.final_tokens)},
        "scorings": s.scorings,
        "over": s.phase == "over",
        "scores": final_scores(s) if s.phase == "over" else None,
        "winners": [e["player"] for e in final_scores(s) if e["rank"] == 1] if s.phase == "over" else [],
    }


def _player(s: State, p: int) -> dict[str, Any]:
    return {
        "money": s.money[p],
        "energy": s.energy[p],
        "batteries": s.batteries[p],
        "hand": len(s.hands[p]),
        "rows": {
            row: [None if held is None else {"card": held[0], "tab": held[1]} for held in s.rows[p][row]]
            for row in ROWS
        },
        "on_cards": {card: tokens[:] for card, tokens in s.on_cards[p].items()},
        "links": s.links[p][:],
        "level": s.level[p],
        "wind_supply": s.wind_supply[p],
        "bulldozers": s.bulldozers[p][:],
        "grid": dict(s.grids[p]),
        "last_cell": s.last_cell[p],
        "circuits": s.circuits[p][:],
        "income": dict(zip(MARKETS, s.income[p], strict=True)),
        "faceup": dict(zip(MARKETS, s.faceup[p], strict=True)),
        "greens": s.greens[p][:],
        "vc": s.vc[p][:],
        "bonus_slots": s.bonus_slots[p][:],
        "scoring_cards": len(s.held_scoring[p]),
        "market_cards": s.market_cards[p][:],
        "energy_spent": s.energy_spent[p],
    }


def _own(s: State, seat: int) -> dict[str, Any]:
    """What only the seat knows: its hand and its specialist scoring cards."""
    return {"hand": sorted(s.hands[seat]), "scoring_cards": s.held_scoring[seat][:]}
