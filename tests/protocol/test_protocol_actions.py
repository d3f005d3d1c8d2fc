"""Actions and positions round-trip (core/protocol.py; docs/records.md, docs/positions.md): every legal
action reads back from its text and from its index (``parse_action`` is the index's inverse), the
indexes of a position's legal actions are distinct, and applying an action as a value, as its text
or as its index is the same move; ``from_position(to_json())`` is the same game — position, views,
legal actions, scores — and plays on exactly as the game does."""

from __future__ import annotations

import random

from protocol_helpers import same_position

APPLIED = 3
"""Legal actions per position applied in all three forms."""

PLAYED_ON = 40
"""Actions a game read from its position plays on beside the game."""


def test_every_legal_action_reads_back_from_its_text_and_its_index(family) -> None:
    kinds: set[type] = set()
    for _played, _k, game in family.games():
        legal = game.legal_actions()
        indexes = set()
        for action in legal:
            kinds.add(type(action))
            text = str(action)
            assert game.parse_action(text) == action and str(game.parse_action(text)) == text
            assert game.parse_action(action) == action
            index = game.action_index(action)
            assert isinstance(index, int) and index >= 0
            assert game.parse_action(index) == action, (text, index)
            assert game.action_index(text) == index
            indexes.add(index)
        assert len(indexes) == len(legal), "two legal actions share an index"
    assert kinds


def test_an_action_applies_alike_as_a_value_its_text_and_its_index(family) -> None:
    for _played, k, game in family.games():
        legal = game.legal_actions()
        for action in random.Random(k).sample(legal, min(APPLIED, len(legal))):
            by_value, by_text, by_index = game.copy(), game.copy(), game.copy()
            events = by_value.apply(action)
            assert all(type(e) is game.event_type for e in events)
            assert by_text.apply(str(action)) == events == by_index.apply(game.action_index(action))
            assert by_value.to_json() == by_text.to_json() == by_index.to_json()
            assert by_value.played == by_text.played == by_index.played == [*game.played, action]


def test_a_game_read_from_its_position_is_the_game(family) -> None:
    for _played, _k, game in family.games():
        read = family.cls.from_position(game.to_json())
        assert read.setup_events == []  # a position written by the game has no automatic step due
        same_position(read, game)


def test_a_game_read_from_its_position_plays_on_as_the_game(family) -> None:
    """The same results of the same choices, the generator's state included (refills, reshuffles,
    the Automa's draws)."""
    for played, k, game in family.games():
        read, twin = family.cls.from_position(game.to_json()), game.copy()
        for action in played.record["actions"][k : k + PLAYED_ON]:
            assert read.apply(action) == twin.apply(action)
            assert read.to_json() == twin.to_json()
        same_position(read, twin)
