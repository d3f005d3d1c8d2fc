"""What the protocol suite's tests share (a module of its own: test folders are not packages)."""

from __future__ import annotations

from powerplay.core.protocol import Game


def same_position(a: Game, b: Game) -> None:
    """Two games alike in all the protocol shows of their position: the position, whose turn, the legal
    actions, the hidden parts in brief, the scores and every seat's view."""
    assert a.to_json() == b.to_json()
    assert a.current_player == b.current_player and a.is_over == b.is_over
    assert a.legal_actions() == b.legal_actions()
    assert a.hidden() == b.hidden()
    assert a.scores() == b.scores()
    for seat in [*range(a.num_players), None]:
        assert a.view(seat) == b.view(seat), seat


def same_game(a: Game, b: Game) -> None:
    """Two games alike in their position and in their record."""
    assert a.record() == b.record()
    same_position(a, b)
