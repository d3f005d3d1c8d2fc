"""The configurations every research adapter is tested on: Power Grid with 2, 4 and 6
players, both maps and the classic rules; the card game with 2 players and the Trust, and with 4,
demolition and hidden money; Barrage's introductory game with 2 players, its full game with 4, and
with 3 of whom one is an Automa."""

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
]
IDS = [f"{name}-" + "-".join(f"{k}={v}" for k, v in config.items()) for name, config in CONFIGS]
