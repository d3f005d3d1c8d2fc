"""Hand-written Power Grid positions for the rule tests of PG-1 … PG-9.

``make(...)`` builds an exact position (``PowerGridGame.from_position``) from a few keywords and
fills in the start-of-game resource market and plant market, which the position reader would
otherwise leave empty.
``refused(game, action, rule)`` checks that an action is refused citing ``rule`` and that it
changes nothing.
"""

from __future__ import annotations

import copy

import pytest

from powerplay.core.errors import IllegalAction
from powerplay.games.powergrid.game import PowerGridGame

ZONES = {
    2: ["west", "south-west", "east"],
    3: ["west", "south-west", "east"],
    4: ["west", "south-west", "east", "south-east"],
    5: ["north-west", "west", "east", "south-west", "south-east"],
    6: ["north-west", "west", "east", "south-west", "south-east"],
}
START_MARKET = {"coal": 24, "oil": 18, "garbage": 9, "uranium": 2}
START_SUPPLY = {"coal": 0, "oil": 6, "garbage": 15, "uranium": 10}
# Every plant that is not in the default market, a fixed order; Step 3 card under them.
REST_OF_DECK = [
    11,
    12,
    13,
    14,
    15,
    16,
    17,
    18,
    19,
    20,
    21,
    22,
    23,
    24,
    25,
    26,
    27,
    28,
    29,
    30,
    31,
    32,
    33,
    34,
    35,
    36,
    37,
    38,
    39,
    40,
    42,
    44,
    46,
    50,
]


def position(
    players: int = 3,
    *,
    phase: str = "auction",
    seats: list[dict] | None = None,
    regions: list[str] | None = None,
    map: str = "germany",
    **fields,
) -> dict:
    """A position dict; ``seats`` are the per-player dicts, ``fields`` override top-level keys.

    Every card and token lies in one place (PG-1.3, PG-1.4): plants the seats or the trust own leave
    the default plant market (the next plants fill it; in Step 3 one row of 6, the Step 3 card out of
    the game) and the default deck; tokens they hold leave
    the default resource market. Without a ``supply`` field the reader puts the tokens that lie
    nowhere else in the supply."""
    seats = seats if seats is not None else [{} for _ in range(players)]
    held = {x for s in seats for x in s.get("plants", [])} | set((fields.get("trust") or {}).get("plants", []))
    d: dict = {
        "options": {"map": map, "players": players, "regions": regions or ZONES[players]},
        "phase": phase,
        "order": list(range(players)),
        "players": seats,
        "resource_market": _bought(START_MARKET, seats, fields.get("trust")),
    }
    step3 = fields.get("step", 1) == 3  # Step 3: one market row of 6, the Step 3 card out (PG-10.5)
    if "plant_market" in fields:
        pm = fields["plant_market"]
        shown = set(pm.get("current", [])) | set(pm.get("future", []))
        deck = [c for c in REST_OF_DECK if c not in held and c not in shown]
    else:
        free = [c for c in range(3, 11) if c not in held] + [c for c in REST_OF_DECK if c not in held]
        rows = (free[:6], []) if step3 else (free[:4], free[4:8])
        d["plant_market"] = {"current": rows[0], "future": rows[1], "discount": None}
        deck = free[len(rows[0]) + len(rows[1]) :]
    d["deck"] = deck if step3 else deck + ["step3"]
    d.update(copy.deepcopy(fields))
    return d


def _bought(market: dict, seats: list[dict], trust: dict | None) -> dict:
    """The start market less the tokens the players and the trust hold: they bought them there."""
    held = [s.get("resources", {}) for s in seats] + [(trust or {}).get("resources", {})]
    return {r: k - sum(h.get(r, 0) for h in held) for r, k in market.items()}


def make(players: int = 3, **kw) -> PowerGridGame:
    return PowerGridGame.from_position(position(players, **kw))


def refused(game: PowerGridGame, action, rule: str) -> IllegalAction:
    """``action`` raises IllegalAction citing exactly ``rule`` and leaves the position unchanged."""
    before = game.to_json()
    with pytest.raises(IllegalAction) as err:
        game.apply(action)
    assert err.value.rule == rule, str(err.value)
    assert game.to_json() == before
    return err.value


def seat(game: PowerGridGame, p: int) -> dict:
    return game.to_json()["players"][p]


def market(game: PowerGridGame) -> tuple[list, list]:
    pm = game.to_json()["plant_market"]
    return pm["current"], pm["future"]
