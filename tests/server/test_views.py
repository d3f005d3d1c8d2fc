"""``Game.views(seats)``: the views of several seats built at once (what the server sends after every
move) are each exactly ``view(seat)``; the parts they share are shared, and a seat's hidden
information is in its own view only."""

from __future__ import annotations

import random

import pytest

from powerplay import load_game

CONFIGS = [
    ("powergrid", {"players": 4, "map": "germany"}),
    ("powergrid", {"players": 3, "map": "usa", "classic": True}),
    ("powergrid", {"players": 2, "map": "germany"}),
    ("powergrid-cards", {"players": 4}),
    ("powergrid-cards", {"players": 3, "hidden_money": True, "demolition": True}),
    ("powergrid-cards", {"players": 2}),
]


def _money(view: dict) -> list:
    return (
        [p["money"] for p in view.get("players") if isinstance(p, dict)]
        if isinstance(view.get("players"), list)
        else [p["money"] for p in view["seats"]]
    )


@pytest.mark.parametrize(("name", "config"), CONFIGS)
def test_views_equal_each_seats_view(name: str, config: dict):
    game = load_game(name, seed=11, **config)
    rng = random.Random(5)
    seats = [None, *range(game.num_players)]
    checked = 0
    while True:
        if checked % 3 == 0 or game.is_over:
            views = game.views(seats)
            for seat, v in zip(seats, views):
                assert v == game.view(seat)
            for seat in range(game.num_players):  # in any order, any subset
                assert game.views([seat]) == [game.view(seat)]
            spectator = views[0]
            for seat, v in zip(seats[1:], views[1:]):
                for other, money in enumerate(_money(v)):
                    if other != seat:
                        assert money == _money(spectator)[other]
        if game.is_over:
            break
        game.apply(rng.choice(game.legal_actions()))
        checked += 1
    assert checked > 50
