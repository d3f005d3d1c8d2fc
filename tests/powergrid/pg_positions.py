"""Hand-written Power Grid positions for the rule tests of PG-1 … PG-9.

``make(...)`` builds an exact position (``PowerGridGame.from_position``) from a few keywords and
fills in the start-of-game market and supply, which the position reader would otherwise leave empty.
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
    """A position dict; ``seats`` are the per-player dicts, ``fields`` override top-level keys."""
    d: dict = {
        "options": {"map": map, "players": players, "regions": regions or ZONES[players]},
        "phase": phase,
        "order": list(range(players)),
        "players": seats if seats is not None else [{} for _ in range(players)],
        "resource_market": dict(START_MARKET),
        "supply": dict(START_SUPPLY),
        "plant_market": {"current": [3, 4, 5, 6], "future": [7, 8, 9, 10], "discount": None},
        "deck": REST_OF_DECK + ["step3"],
    }
    d.update(copy.deepcopy(fields))
    return d


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
