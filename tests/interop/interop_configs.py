"""The configurations every research adapter is tested on: Power Grid with 2, 4 and 6
players, both maps and the classic rules; the card game with 2 players and the Trust, and with 4,
demolition and hidden money; Barrage's introductory game with 2 players, its full game with 4, and
with 3 of whom one is an Automa; Pampero with 2, 3 and 4 players, and with 2 playing the Rado variant
(PA-34.2), every alternative rule of PA-35 and alternatives of PA-38 that change what may be decided
(AMB-06's decks, AMB-23's grey sites, AMB-38's single move, AMB-40's cards played for their money)."""

from __future__ import annotations

CONFIGS: list[tuple[str, dict]] = [
    ("powergrid", {"players": 2}),
    ("powergrid", {"players": 4, "map": "usa"}),
    ("powergrid", {"players": 6, "map": "germany"}),
    ("powergrid", {"players": 6, "map": "usa"}),
    ("powergrid", {"players": 4, "classic": True}),
    ("powergrid", {"players": 2, "map": "usa", "classic": True}),
    ("powergrid-cards", {"players": 2, "trust": True}),
    ("powergrid-cards", {"players": 4, "demolition": True, "hidden_money": True}),
    ("barrage", {"players": 2}),
    ("barrage", {"players": 4, "full": True}),
    ("barrage", {"players": 3, "full": True, "automa": [None, None, "medium"]}),
    ("pampero", {"players": 2}),
    ("pampero", {"players": 3}),
    ("pampero", {"players": 4}),
    (
        "pampero",
        {
            "players": 2,
            "rado": True,
            "long_game": True,
            "beginner": True,
            "fixed_bonus": True,
            "restrictions": True,
            "battery_limit": True,
            "alternatives": ["AMB-06", "AMB-23", "AMB-38", "AMB-40"],
        },
    ),
]
IDS = [f"{name}-" + "-".join(f"{k}={v}" for k, v in config.items()) for name, config in CONFIGS]
