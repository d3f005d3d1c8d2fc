"""Records (docs/records.md): ``replay(record)`` rebuilds the game — the same position, views, scores,
record — from a record as data, as JSON text and as a file; ``replay(record, k)`` is the game after
k actions; undo is a replay (LESSONS: never a reverse mutation): ``replay(record, n - 1)`` is the game
before the last action, and applying that action again gives the game back; a game started from a
position replays from its position."""

from __future__ import annotations

import json
from pathlib import Path

from protocol_helpers import same_game

from powerplay import load_record, replay


def test_replay_rebuilds_the_game(family, tmp_path: Path) -> None:
    for played, k, game in family.games():
        record = game.record()
        assert record["game"] == family.name and record["actions"] == played.record["actions"][:k]
        assert json.loads(json.dumps(record)) == record
        same_game(replay(record), game)
        same_game(replay(played.record, k), game)
        if k == played.samples[-1]:
            text = json.dumps(record)
            same_game(load_record(text), game)
            path = tmp_path / "record.json"
            path.write_text(text, "utf-8")
            same_game(load_record(path), game)
            assert json.dumps(load_record(path).record()) == text


def test_undo_is_a_replay(family) -> None:
    for _played, k, game in family.games():
        if k == 0:
            continue
        record = game.record()
        last = record["actions"][-1]
        undone = replay(record, k - 1)
        assert undone.record() == dict(record, actions=record["actions"][:-1])
        again = undone.copy()
        again.apply(last)
        same_game(again, game)
        before = replay(dict(record, actions=record["actions"][:-1]))
        same_game(undone, before)


def test_a_game_from_a_position_replays_from_it(family) -> None:
    """docs/records.md: the record of a game started from a position holds the position and the
    actions since, and replays to the same game."""
    for played, k, game in family.games():
        started = family.cls.from_position(game.to_json())
        assert started.record() == {"game": family.name, "position": game.to_json(), "actions": []}
        for action in played.record["actions"][k : k + 20]:
            started.apply(action)
        same_game(replay(started.record()), started)
