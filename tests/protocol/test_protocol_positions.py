"""Position → read → write is the identity (docs/positions.md: ``from_position(p).to_json() == p``),
as JSON text with sorted keys, at every position of a random game of each family (every action of
the first game, the samples of the others); a bare position with its ``format`` loads as the game
(``load_record``)."""

from __future__ import annotations

import json

from powerplay import load_record


def written(position: dict) -> str:
    return json.dumps(position, sort_keys=True)


def test_position_read_write_is_the_identity_at_every_point(family) -> None:
    first = family.played()[0]
    game = family.cls.new(family.config, first.record["seed"])
    points = 0
    for action in [*first.record["actions"], None]:
        text = written(game.to_json())
        assert written(family.cls.from_position(json.loads(text)).to_json()) == text, len(game.played)
        points += 1
        if action is not None:
            game.apply(action)
    assert points == len(first.record["actions"]) + 1 > 1


def test_a_bare_position_loads_as_the_game(family) -> None:
    for _played, _k, game in family.games():
        position = game.to_json()
        text = written(position)
        again = family.cls.from_position(json.loads(text))
        assert written(again.to_json()) == text
        if "format" in position:
            assert written(load_record(text).to_json()) == text
