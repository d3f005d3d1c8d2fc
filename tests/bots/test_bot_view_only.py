"""A search bot uses its view only: games that differ in what its seat cannot see get the same play;
it is deterministic for a seed."""

from __future__ import annotations

from bot_helpers import positions, scrambled, small_bot

from powerplay.bots import observe

CONFIGS = [{"players": 4, "map": "germany"}, {"players": 2, "map": "usa"}, {"players": 3, "map": "usa"}]


def _decisions(game, bot, count: int) -> list:
    """The bot's next ``count`` choices, the other seats played by the first legal action."""
    out = []
    g = game.copy()
    for _ in range(200):
        if g.is_over or len(out) >= count:
            break
        seat = g.current_player
        obs = observe(g, seat)
        if seat == bot.seat:
            out.append(bot.choose(obs))
            g.apply(out[-1])
        else:
            g.apply(obs.legal[0])
    return out


def test_scrambled_hidden_parts_give_the_same_choice():
    games = positions(16, seed=5, configs=CONFIGS)
    compared = 0
    for i, game in enumerate(games):
        seat = game.current_player
        other = scrambled(game, seat, seed=i)
        assert other.view(seat) == game.view(seat)
        if not game.state.options.classic and game.num_players > 2:
            assert other.state.money != game.state.money
        a = small_bot("medium", seat, 7).choose(observe(game, seat))
        b = small_bot("medium", seat, 7).choose(observe(other, seat))
        assert a == b, f"position {i}: {a} vs {b}"
        compared += 1
    assert compared >= 10


def test_same_seed_same_choices_and_stats():
    game = positions(1, seed=9, configs=[{"players": 4, "map": "germany"}])[0]
    seat = game.current_player
    a, b = small_bot("hard", seat, 21, 12), small_bot("hard", seat, 21, 12)
    assert _decisions(game, a, 5) == _decisions(game, b, 5)
    assert a.last_stats["iterations"] == b.last_stats["iterations"]
    assert a.last_stats["candidates"] == b.last_stats["candidates"]


def test_last_stats_report_iterations_with_a_time_budget():
    import dataclasses

    from powerplay.games.powergrid.ai.search import LEVELS, SearchBot

    games = positions(12, seed=3, configs=[{"players": 4, "map": "germany"}])
    bot = None
    for game in games:
        seat = game.current_player
        bot = SearchBot(seat, 1, dataclasses.replace(LEVELS["hard"], seconds=0.05))
        obs = observe(game, seat)
        assert bot.choose(obs) in obs.legal
        if bot.last_stats:
            break
    assert bot is not None and bot.last_stats, "no position needed a search"
    st = bot.last_stats
    assert st["iterations"] >= 1 and st["seconds"] < 1.0 and st["per_second"] > 0
