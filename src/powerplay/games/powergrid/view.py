"""What one seat may see (PG-15): the single place where hidden information is stripped.

Hidden: other players' money (until the game is over, PG-11.3), the deck order, the plants removed
at setup, and the generator state (which would let anyone replay the shuffles).
"""

from __future__ import annotations

from collections.abc import Sequence

from .building import build_cost
from .common import plant_text
from .data import CAPACITY, EMPTY, NO_HOUSES, PLANTS, RESOURCES, SLOT_PRICES, STEP3, TRUST, USA_COAL_PRICE
from .market import label
from .resources import cost, has_storage
from .scoring import final_scores
from .state import Phase, State
from .storage import distribute

_PLANT_INFO = {
    n: {"number": n, "kind": p.kind, "fuel": p.fuel, "cities": p.cities, "storage": p.storage, "text": plant_text(n)}
    for n, p in PLANTS.items()
}


def _levels(r: int) -> tuple[tuple[int, int], ...]:
    """The market cells of a resource as (price, slots), cheapest first."""
    levels: dict[int, int] = {}
    for price in SLOT_PRICES[r]:
        levels[price] = levels.get(price, 0) + 1
    return tuple(levels.items())


_LEVELS = tuple(_levels(r) for r in range(4))


def _market_levels(r: int, on_market: int) -> list[dict]:
    """Tokens per cell: they fill the most expensive slots (PG-7.3, PG-9.3)."""
    empty = CAPACITY[r] - on_market
    out = []
    for price, slots in _LEVELS[r]:
        free = min(slots, empty)
        empty -= free
        out.append({"price": price, "slots": slots, "tokens": slots - free})
    return out


def _plant(n: int, stored: list[int] | None = None) -> dict:
    out = dict(_PLANT_INFO[n])
    if stored is not None:
        out["stored"] = {RESOURCES[r]: k for r, k in enumerate(stored) if k}
    return out


def _owner(x: int) -> int | str | None:
    return None if x == EMPTY else ("trust" if x == TRUST else x)


def view(s: State, player: int | None) -> dict:
    """The seat's view; ``player=None`` is a spectator (sees no money at all until the end)."""
    return views(s, (player,))[0]


def views(s: State, players: Sequence[int | None]) -> list[dict]:
    """The views of several seats of one position, each equal to ``view(s, seat)``: what every seat
    sees is built once and shared (the same objects) by all of them; a seat's own money and build
    costs are its own."""
    public = _public(s)
    return [public if p is None else _seat_view(s, public, p) for p in players]


def _seat_view(s: State, public: dict, player: int) -> dict:
    """The spectator's view made ``player``'s: ``you``, its money (C-15: the classic game shows all
    money, and everybody's shows once the game is over) and, on its turn to build, its build costs."""
    out = dict(public)
    out["you"] = player
    if not (public["over"] or s.options.classic):
        seats = out["players"] = public["players"][:]
        seats[player] = {**seats[player], "money": s.money[player]}
    if s.phase == Phase.BUILDING and s.queue and s.queue[0] == player:
        names = s.zone.board.cities
        costs = {names[c]: k for c in s.zone.cities if (k := build_cost(s, player, c)) is not None}
        items = list(out.items())
        at = list(out).index("over") + 1
        out = dict([*items[:at], ("build_costs", costs), *items[at:]])
    return out


def _public(s: State) -> dict:
    """What everybody sees: the spectator's view."""
    over = s.phase == Phase.OVER
    names = s.zone.board.cities
    shown = over or s.options.classic  # C-15
    players = []
    for p in range(s.players):
        plants = tuple(s.plants[p])
        layout = distribute(plants, s.res[p])
        players.append(
            {
                "seat": p,
                "money": s.money[p] if shown else None,
                "plants": [_plant(n, layout[n]) for n in plants],
                "resources": {RESOURCES[r]: s.res[p][r] for r in range(4)},
                "cities": [names[c] for c in s.cities[p]],
                "city_count": len(s.cities[p]),
                "got_plant": s.got_plant[p],
                "passed": s.passed[p],
                "done": s.done[p],
                "powered": s.powered[p],
            }
        )
    market = {}
    for r, name in enumerate(RESOURCES):
        m = s.market[r]
        market[name] = {
            "on_market": m,
            "capacity": CAPACITY[r],
            "levels": _market_levels(r, m),
            "next_price": cost(s, r, 1) if m or (r == 0 and has_storage(s) and s.storage) else None,
            "supply": s.supply[r],
        }
    top = s.deck[-1] if s.deck else None
    out: dict = {
        "game": "powergrid",
        "you": None,
        "options": s.options.to_json(),
        "round": s.round,
        "phase": s.phase,
        "phase_number": Phase.NUMBER.get(s.phase),
        "step": s.step,
        "order": s.order[:],
        "players": players,
        "resources": market,
        "plant_market": {
            "current": [_plant(c) if c != STEP3 else {"number": None, "text": "Step 3"} for c in s.current],
            "future": [_plant(c) if c != STEP3 else {"number": None, "text": "Step 3"} for c in s.future],
            "discount": s.discount or None,
        },
        "deck": {
            "count": len(s.deck),
            "top_back": None
            if top is None or s.options.classic
            else ("plug" if top != STEP3 and PLANTS[top].small else "socket"),
            "under": s.under[:],
        },
        "removed": [label(c) for c in s.removed],
        "auction": s.auction.to_json() if s.auction else None,
        "scrap": {"player": s.scrapper, "new_plant": s.scrap_new} if s.scrapper >= 0 else None,
        "cities": {names[c]: [_owner(x) for x in slots] for c, slots in enumerate(s.slots) if slots != NO_HOUSES},
        "regions": list(s.options.regions),
        "zone": {r: [names[c] for c in s.zone.board.regions[r]] for r in s.options.regions},
        "marks": [names[c] for c in s.marks],
        "phase_out": s.phase_out,
        "over": over,
    }
    if has_storage(s):
        out["coal_storage"] = {"count": s.storage, "price": USA_COAL_PRICE}
    if s.options.trust:
        out["trust"] = {
            "plants": [_plant(n) for n in s.trust_plants],
            "resources": {RESOURCES[r]: s.trust_res[r] for r in range(4)},
            "houses": s.trust_houses,
            "cities": [names[c] for c in s.trust_cities],
        }
    if over:
        out["scores"] = final_scores(s)
        out["winners"] = s.winners[:]
    return out
