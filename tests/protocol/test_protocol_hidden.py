"""A view never differs when only hidden parts differ (core/protocol.py ``view``, ``hidden``; PG-15,
CG-12.2, D-18, BA-90.1): a position with everything a seat may not know changed (the game's
``SECRETS`` in conftest: the generator's state, the order of face-down piles, what lies in the box,
other seats' hidden money) gives that seat — and, with only what nobody sees changed, every seat and
the spectator — the very same view, while ``hidden()`` tells the positions apart."""

from __future__ import annotations

import random

import pytest


def test_a_view_does_not_depend_on_what_its_seat_may_not_know(family) -> None:
    told_apart = 0
    for _played, k, game in family.games():
        rng = random.Random(k)
        position = game.to_json()
        everyone = [*range(game.num_players), None]
        assert game.views(everyone) == [game.view(seat) for seat in everyone]  # Game.views
        for seat in everyone:
            knowing = frozenset() if seat is None else frozenset([seat])
            other = family.cls.from_position(family.other_secrets(position, knowing, rng))
            assert other.to_json() != position, "the secrets changed"
            assert other.view(seat) == game.view(seat), (k, seat)
            told_apart += other.hidden() != game.hidden()
    assert told_apart > 0


def test_no_view_depends_on_what_nobody_sees(family) -> None:
    for _played, k, game in family.games():
        everybody = frozenset(range(game.num_players))
        other = family.cls.from_position(family.other_secrets(game.to_json(), everybody, random.Random(k)))
        assert other.hidden() != game.hidden()
        for seat in [*range(game.num_players), None]:
            assert other.view(seat) == game.view(seat), (k, seat)


def test_a_game_its_seat_cannot_tell_from_its_own_shows_it_the_same_view(family) -> None:
    """The game's own re-dealing of what a seat cannot see (its research module's ``resample``, as the
    search bots deal it): the seat to act is shown the very same view. A game without a research
    module has no re-dealing to check."""
    from powerplay.bots import observe
    from powerplay.interop import games, resampler

    if family.name not in games():
        pytest.skip(f"{family.name}: no research module, no resampler")
    resample = resampler(family.name)
    checked = 0
    for _played, k, game in family.games():
        seat = game.current_player
        if seat is None:
            continue
        dealt = resample(observe(game, seat), k)
        assert dealt.view(seat) == game.view(seat), (k, seat)
        assert dealt.current_player == seat
        checked += 1
    assert checked > 0
