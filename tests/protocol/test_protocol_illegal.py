"""An illegal action changes nothing (core/protocol.py ``Game.apply``; LESSONS: a stale action is
refused, never reinterpreted): text that is no action, values that are none, indexes outside the
space, and the actions legal elsewhere in the same game — in another phase, another seat's turn,
after the end — as values, text and indexes. Each is refused (``BadInput``, or ``IllegalAction``
naming a rule of the game) and the position, the views, the legal actions, the hidden parts and the
record are as before."""

from __future__ import annotations

import random
from typing import Any

import pytest

from powerplay.core.errors import BadInput, IllegalAction
from powerplay.core.protocol import Game

NOT_ACTIONS: list[Any] = ["", "   ", "hello", "xyzzy 12 on nothing", "\x00", "ход", 1.5, None, [], {}, True]
"""Input no game reads as an action."""

OUT_OF_RANGE = [-1, 10**12]
"""Integers no game's index space holds."""

TRIED_PER_POSITION = 25
"""Actions legal elsewhere tried at each position (a sample of them, with their text and index)."""


def snapshot(game: Game) -> tuple:
    """All a refusal may not change."""
    views = [game.view(seat) for seat in [*range(game.num_players), None]]
    return game.to_json(), views, [str(a) for a in game.legal_actions()], game.hidden(), game.history


def refused(game: Game, action: Any, name: str, ruled: bool) -> None:
    """``action`` is refused with a readable reason, the position unchanged; ``ruled``: with the rule
    of the game it breaks."""
    before = game.to_json()
    with pytest.raises((BadInput, IllegalAction)) as err:
        game.apply(action)
    if isinstance(err.value, IllegalAction):
        assert err.value.rule and err.value.game == name, (action, err.value)
    else:
        assert not ruled, (action, err.value)
    assert err.value.message.strip(), action
    assert game.to_json() == before, action


def test_an_illegal_action_is_refused_and_changes_nothing(family) -> None:
    tried = 0
    for played, k, game in family.games():
        rng = random.Random(k)
        before = snapshot(game)
        legal = {str(a) for a in game.legal_actions()}
        indexes = {game.action_index(a) for a in game.legal_actions()}
        for action in [*NOT_ACTIONS, *OUT_OF_RANGE]:
            refused(game, action, family.name, ruled=False)
        elsewhere = [a for a in played.legal if str(a) not in legal]
        for action in rng.sample(elsewhere, min(TRIED_PER_POSITION, len(elsewhere))):
            refused(game, action, family.name, ruled=True)
            refused(game, str(action), family.name, ruled=True)
            index = game.action_index(action)
            if index not in indexes:  # one index names one action: the same index is a legal action
                refused(game, index, family.name, ruled=False)
            tried += 1
        assert snapshot(game) == before
        if game.is_over:
            assert game.legal_actions() == [] and game.current_player is None
    assert tried > 0
