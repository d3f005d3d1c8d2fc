"""Search bots choose only legal actions, in random positions and in whole games (all levels)."""

from __future__ import annotations

import pytest
from bot_helpers import positions, small_bot

from powerplay import load_game
from powerplay.bots import BOTS, make_bot, observe
from powerplay.games.powergrid.ai.search import LEVELS

CONFIGS = [
    {"players": 4, "map": "germany"},
    {"players": 2, "map": "usa"},
    {"players": 3, "map": "germany", "classic": True},
    {"players": 5, "map": "usa", "starting_cities": True},
    {"players": 2, "map": "germany", "starting_cities": True},
]


def test_levels_are_registered():
    for name in ("easy", "medium", "hard", "expert"):
        assert name in BOTS and name in LEVELS
        bot = make_bot(name, "powergrid", 1, 5)
        assert bot.name == name and bot.seat == 1


@pytest.mark.parametrize("level", ["easy", "medium", "hard", "expert"])
def test_choices_are_legal_in_random_positions(level):
    seed = {"easy": 1, "medium": 2, "hard": 3, "expert": 4}[level]
    games = positions(24, seed=seed, configs=CONFIGS, warmup="random")
    for i, game in enumerate(games):
        seat = game.current_player
        bot = small_bot(level, seat, i)
        for _ in range(6):  # a few decisions in a row: plans and auction limits are followed
            if game.is_over:
                break
            seat = game.current_player
            obs = observe(game, seat)
            if bot.seat != seat:
                bot = small_bot(level, seat, i)
            action = bot.choose(obs)
            assert action in obs.legal, f"{level}: {action} not legal in {game!r}"
            game.apply(action)


@pytest.mark.parametrize("config", [CONFIGS[0], CONFIGS[1]])
def test_whole_game_with_a_small_search_bot(config):
    game = load_game("powergrid", seed=11, **config)
    n = game.num_players
    bots = [small_bot("hard", 0, 3, iterations=4)] + [make_bot("heuristic", "powergrid", s, 3) for s in range(1, n)]
    while not game.is_over:
        seat = game.current_player
        obs = observe(game, seat)
        action = bots[seat].choose(obs)
        assert action in obs.legal
        game.apply(action)
        assert game.state.round <= 40
    assert bots[0].last_stats  # it searched
