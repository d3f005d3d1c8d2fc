"""A data set as a page draws it (PA-3, PA-9, PA-10, PA-12, PA-37): every component's place and what
it shows, with its name and effect in the reader's language — the same words as the game's log
(``messages``). The browser's game page asks for it once per data set (``GET
/api/games/kinds/pampero/data/{digest}``) and draws the boards from it and a seat's view."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ...core.messages import Translations
from . import datasets, messages
from .data import MARKETS, STORAGE, SUPPLY, Components, Effect, Tab


def _effect(ops: Effect, tr: Translations) -> str | None:
    return messages.effect(ops, tr) if ops else None


def _tab(tab: Tab) -> dict[str, Any]:
    return {"zone": tab.zone, "money": tab.money, "energy": tab.energy}


def _symbols(items: Any) -> list[dict[str, Any]]:
    return [{"market": s.market, "arrows": s.arrows} for s in items]


def _board(data: Components, tr: Translations) -> dict[str, Any]:
    """PA-3: the zones and sectors, sites, parking, contract and link token slots, the solar track."""
    zones: dict[str, list[str]] = {}
    for sector in data.sectors:
        zones.setdefault(data.zone_of[sector], []).append(sector)
    adjacent = sorted({tuple(sorted((a, b))) for a, near in data.adjacent.items() for b in near})
    return {
        "zones": zones,
        "adjacent": [list(pair) for pair in adjacent],
        "sites": {
            s.id: {
                "sector": s.sector,
                "zone": s.zone,
                "type": s.type,
                "min_players": s.min_players,
                "grey": s.grey_starting,
                "name": messages.place(s.id, tr),
            }
            for s in data.sites.values()
        },
        "parking": {
            p.id: {"sector": p.sector, "reward": _effect(p.reward, tr), "name": messages.place(p.id, tr)}
            for p in data.parking.values()
        },
        "places": {STORAGE: messages.place(STORAGE, tr), SUPPLY: messages.place(SUPPLY, tr)},
        "contract_slots": {
            c.id: {
                "kind": c.kind,
                "sector": c.sector,
                "zone": c.zone,
                "location": c.location,
                "energy_cost": c.energy_cost,
                "min_players": c.min_players,
                "connected": data.connected.get(c.id),
                "pair": data.pair_of.get(c.id),
                "name": messages.slot(c.id, tr),
            }
            for c in data.contract_slots.values()
        },
        "link_slots": {
            link.id: {
                "sector": link.sector,
                "zone": link.zone,
                "lines": [{"id": line, "slots": list(slots)} for line, slots in link.lines],
                "name": messages.slot(link.id, tr),
            }
            for link in data.link_slots.values()
        },
        "solar": {
            "entries": list(data.solar_entries),
            "slots": {
                s: {"after": list(data.solar_after.get(s, ())), "name": messages.slot(s, tr)} for s in data.solar_slots
            },
        },
    }


def _tokens(data: Components, tr: Translations) -> dict[str, Any]:
    """The contract tokens (PA-11, PA-17.1), link tokens (PA-14), tower bonus tokens and their board
    (PA-12.4), scoring tokens (PA-29–PA-31)."""
    scoring = {}
    for token in (*data.scoring_tokens, *data.beginner):
        top, bottom = messages.scoring_halves(token, data, tr)
        stack = data.scoring_tokens[token].stack if token in data.scoring_tokens else "beginner"
        scoring[token] = {"name": messages.token(token, tr), "stack": stack, "top": top, "bottom": bottom}
    return {
        "contracts": {
            c.id: {
                "kind": c.kind,
                "symbols": _symbols(c.symbols),
                "costs": [{"energy": e, "batteries": b, "text": messages.way(e, b, tr)} for e, b in c.costs],
                "name": messages.token(c.id, tr),
            }
            for c in data.contracts.values()
        },
        "link_tokens": {
            t.id: {"effect": _effect(t.effect, tr), "symbols": _symbols(t.symbols), "name": messages.token(t.id, tr)}
            for t in data.link_tokens.values()
        },
        "bonus_tokens": {
            token: {
                "zone": zone,
                "final": data.bonus_types[kind].kind == "final",
                "effect": messages.bonus_type(kind, tr),
                "name": messages.token(token, tr),
            }
            for token, (zone, kind) in data.bonus_tokens.items()
        },
        "bonus_cells": {
            c.id: {
                "row": c.row,
                "col": c.col,
                "area": c.area,
                "printed": _effect(c.printed, tr),
                "name": messages.cell(c.id, tr),
            }
            for c in data.bonus_cells.values()
        },
        "scoring_tokens": scoring,
    }


def _cards(data: Components, tr: Translations) -> dict[str, Any]:
    """The action cards (PA-9.1), specialist cards (PA-23) and external market cards (PA-18)."""
    cards = {}
    for c in data.cards.values():
        options = c.effect[0].get("options", ()) if len(c.effect) == 1 and c.effect[0]["op"] == "choice" else ()
        cards[c.id] = {
            "name": messages.card(c.id, tr),
            "effect": messages.effect(c.effect, tr),
            "options": [messages.effect(tuple(o), tr) for o in options],
            "specialist": c.specialist,
            "zone_only": c.frame.zone_only,
            "money": c.frame.money,
            "energy": c.frame.energy,
            "batteries": bool(c.frame.batteries_by_zone),
        }
    return {
        "cards": cards,
        "scoring_cards": {
            c.id: {
                "name": messages.card(c.id, tr),
                "options": [messages.scoring_option(op, tr) for op in c.options],
                "crown": c.crown,
            }
            for c in data.scoring_cards.values()
        },
        "market_cards": {
            c.id: {
                "country": c.country,
                "batteries": c.batteries,
                "income": list(c.income),
                "name": messages.market_card(c.id, tr),
            }
            for c in data.market_cards.values()
        },
    }


def _player_boards(data: Components, tr: Translations) -> dict[str, Any]:
    """The company board's rows of slots with their tabs (PA-9.2) and tower bonus slots (PA-12.5); the
    grid board's towers, transformer network, income and energy tracks (PA-10)."""
    edges = []
    for a, near in data.edges.items():
        for b, circuit in near.items():
            if a < b:
                edges.append(
                    {
                        "a": a,
                        "b": b,
                        "circuit": circuit,
                        "requirement": messages.requirement(circuit, tr) if circuit else None,
                    }
                )
    return {
        "company": {
            "rows": {row: [[_tab(left), _tab(right)] for left, right in slots] for row, slots in data.slots.items()},
            "bonus_slots": list(data.bonus_slots),
            "bonus_slot_effects": [
                _effect(data.bonus_types[kind].effect, tr) if kind in data.bonus_types else kind
                for kind in data.bonus_slots
            ],
        },
        "grid": {
            "towers": data.tower_cells,
            "tower_bonus": {str(k): _effect(v, tr) for k, v in data.tower_bonus.items()},
            "battery_symbols": {str(k): v for k, v in data.battery_symbols.items()},
            "vc_columns": list(data.vc_columns),
            "transformers": {
                t.id: {
                    "column": t.column,
                    "bonus": _effect(t.bonus, tr),
                    "entry": t.entry,
                    "name": messages.cell(t.id, tr),
                }
                for t in data.transformers.values()
            },
            "edges": edges,
            "levels": {str(k): dict(v) for k, v in data.levels.items()},
            "income": {
                "last": data.income_last,
                "column": {str(k): v for k, v in data.income_column.items()},
                "value": {str(k): v for k, v in data.income_value.items()},
                "limiters": [{"before": p, "tower": t} for p, t in data.limiters],
                "dark_green": [{"column": c, "from": p, "reward": _effect(r, tr)} for c, p, r in data.dark_green],
                "arrows": [
                    {"market": m, "position": p, "advances": list(a)} for (m, p), a in data.income_arrows.items()
                ],
            },
            "energy": {"max": data.energy_max, "column": {str(k): v for k, v in data.energy_column.items()}},
        },
    }


def reference(data: Components, tr: Translations) -> dict[str, Any]:
    """The data set as a page draws it, in the words of ``tr``."""
    return {
        "digest": data.digest,
        "provisional": data.provisional,
        "markets": {m: {"name": messages.market(m, tr), "income": messages.income(m, tr)} for m in MARKETS},
        "time_tracks": {
            name: {"last": t.last, "first_scoring": t.first_scoring, "second_scoring": t.second_scoring}
            for name, t in data.time_tracks.items()
        },
        "per_player": dict(data.per_player),
        **_board(data, tr),
        **_tokens(data, tr),
        **_cards(data, tr),
        **_player_boards(data, tr),
    }


def of(digest: str, tr: Translations) -> Mapping[str, Any]:
    """The reference of a loaded data set, by its digest (refused, saying how to load it, if it is not)."""
    return reference(datasets.find(digest), tr)
