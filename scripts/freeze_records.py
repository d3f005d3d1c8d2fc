"""Freeze a set of game records with what replaying them must give (tests/replay/): the digest of the
final position, of every event (its kind and arguments: the data, not its words, which
tests/test_events.py and tests/test_i18n.py check), of every seat's final view, and the scores.

Run once before a change to the engine's insides; the test then proves the change kept every game the
same. Records are played by our bots over many configurations of every game
(``python scripts/freeze_records.py tests/replay/records [FIRST]``: only the records from FIRST on)."""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path

from powerplay import load_game
from powerplay.bots import make_bot, play_out

CONFIGS = (
    [
        ("powergrid", {"players": n, "map": m, **extra}, bot)
        for n in (2, 3, 4, 5, 6)
        for m in ("germany", "usa")
        for extra, bot in (({}, "random"), ({"classic": True}, "random"), ({"starting_cities": True}, "heuristic"))
    ]
    + [
        ("powergrid-cards", {"players": n, **extra}, bot)
        for n in (2, 3, 4, 5, 6)
        for extra, bot in (
            ({}, "random"),
            ({"demolition": True, "hidden_money": True}, "random"),
            ({"bidding_in_turn_order": True, "limited_singles": True}, "heuristic"),
        )
    ]
    + [
        ("barrage", config, bot)
        for config, bot in (
            ({"players": 2, "full": False}, "random"),
            ({"players": 3, "full": False}, "heuristic"),
            ({"players": 4, "full": True}, "random"),
            ({"players": 4, "full": True}, "heuristic"),
            ({"players": 2, "full": True, "automa": [None, "easy"]}, "heuristic"),
            ({"players": 3, "full": True, "automa": [None, "medium", "hard"]}, "heuristic"),
            (
                {
                    "players": 4,
                    "full": True,
                    "automa": [None, "very-hard", "hard", "medium"],
                    "alternatives": ["D-A17"],
                },
                "random",
            ),
            ({"players": 2, "full": True, "alternatives": ["D-01", "D-10", "D-12", "D-21"]}, "heuristic"),
        )
    ]
)


def digest(data: object) -> str:
    return hashlib.sha256(json.dumps(data, sort_keys=True, separators=(",", ":")).encode()).hexdigest()


def event_data(events: list) -> list:
    """The events as data: kind and arguments."""
    return [[e.kind, e.args] for e in events]


def freeze(out: Path, first: int = 0) -> None:
    """Write the records of ``CONFIGS`` from the ``first`` on (the earlier ones stay as they were)."""
    for i, (name, config, kind) in enumerate(CONFIGS):
        if i < first:
            continue
        seed = 1000 + i
        game = load_game(name, seed=seed, **config)
        bots = {seat: make_bot(kind, name, seat, seed) for seat in range(game.num_players)}
        events = event_data(game.setup_events)
        play_out(game, bots, after=lambda seat, action, made, told=events: told.extend(event_data(made)))
        frozen = {
            "record": game.record(),
            "position": digest(game.to_json()),
            "events": digest(events),
            "views": digest([game.view(seat) for seat in [None, *range(game.num_players)]]),
            "scores": game.scores(),
        }
        (out / f"{i:02d}-{name}.json").write_text(json.dumps(frozen, separators=(",", ":")) + "\n")


if __name__ == "__main__":
    freeze(Path(sys.argv[1]), int(sys.argv[2]) if len(sys.argv) > 2 else 0)
