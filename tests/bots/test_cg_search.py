"""Card game search bots: legal choices in random positions (2-6 players, the Trust, demolition,
hidden money), deterministic for a seed; the imagined players play as the heuristic (scrambled
hidden parts: tests/bots/test_observation.py)."""

from __future__ import annotations

import dataclasses

import pytest
from cg_bot_helpers import CONFIGS, positions, small_bot

from powerplay import load_game
from powerplay.bots import make_bot, observe
from powerplay.games.powergrid_cards.ai.heuristic import HeuristicBot
from powerplay.games.powergrid_cards.ai.search import LEVELS, SearchBot


def test_levels_are_registered():
    for name in ("easy", "medium", "hard", "expert"):
        bot = make_bot(name, "powergrid-cards", 1, 5)
        assert isinstance(bot, SearchBot) and bot.name == name and bot.seat == 1
    strength = [(lv.share, -lv.slip, lv.iterations) for lv in (LEVELS[n] for n in ("easy", "medium", "hard", "expert"))]
    assert strength == sorted(strength) and len(set(strength)) == 4  # each searches more, slips less or thinks longer
    assert make_bot("hard:0.5s", "powergrid-cards", 0, 1).level.seconds == 0.5


@pytest.mark.parametrize("level", ["easy", "hard"])
def test_choices_are_legal_in_random_positions(level):
    for i, game in enumerate(positions(18, seed={"easy": 1, "hard": 3}[level])):
        bot = small_bot(level, game.current_player, i, iterations=4)
        for _ in range(8):  # a few decisions in a row: plans and auction limits are followed
            if game.is_over:
                break
            seat = game.current_player
            obs = observe(game, seat)
            if bot.seat != seat:
                bot = small_bot(level, seat, i, iterations=4)
            action = bot.choose(obs)
            assert action in obs.legal, f"{level}: {action} not legal in {game!r}"
            game.apply(action)


def test_whole_game_with_a_small_search_bot():
    game = load_game("powergrid-cards", players=3, demolition=True, hidden_money=True, seed=11)
    bots = [small_bot("medium", 0, 3, iterations=4)] + [make_bot("random", "powergrid-cards", s, 3) for s in (1, 2)]
    searched = False
    while not game.is_over:
        seat = game.current_player
        obs = observe(game, seat)
        action = bots[seat].choose(obs)
        assert action in obs.legal
        game.apply(action)
        searched |= bool(bots[0].last_stats)
    assert searched


def _decisions(game, bot, count: int) -> list:
    """The bot's next ``count`` choices, the other seats played by the first legal action."""
    out = []
    g = game.copy()
    for _ in range(300):
        if g.is_over or len(out) >= count:
            break
        seat = g.current_player
        obs = observe(g, seat)
        if seat == bot.seat:
            out.append(bot.choose(obs))
            g.apply(out[-1])
        else:
            g.apply(obs.legal[-1] if len(obs.legal) < 4 else obs.legal[0])
    return out


def test_same_seed_same_choices_and_stats():
    game = positions(1, seed=9, configs=[{"players": 4}], most=30)[0]
    seat = game.current_player
    a, b = small_bot("hard", seat, 21, 10), small_bot("hard", seat, 21, 10)
    assert _decisions(game, a, 6) == _decisions(game, b, 6)
    assert a.last_stats == {
        **b.last_stats,
        "seconds": a.last_stats.get("seconds"),
        "per_second": a.last_stats.get("per_second"),
    }


def test_last_stats_report_iterations_with_a_time_budget():
    bot = None
    for game in positions(10, seed=3, configs=[{"players": 4}]):
        seat = game.current_player
        bot = SearchBot(seat, 1, dataclasses.replace(LEVELS["expert"], seconds=0.05))
        obs = observe(game, seat)
        assert bot.choose(obs) in obs.legal
        if bot.last_stats:
            break
    assert bot is not None and bot.last_stats, "no position needed a search"
    st = bot.last_stats
    assert st["iterations"] >= 1 and st["seconds"] < 1.0 and st["per_second"] > 0


def test_imagined_players_play_exactly_as_the_heuristic_bot():
    """Play-outs give the heuristic the observation of the imagined state, legal actions already
    listed: whole games, at every decision the imagined player of the seat and the heuristic bot (fed
    its observation of the game) choose the same action, both keeping their plans."""
    from powerplay import load_game
    from powerplay.bots import make_bot
    from powerplay.games.powergrid_cards.ai.search import Player, is_legal

    for config in CONFIGS[:4]:
        game = load_game("powergrid-cards", seed=5, **config)
        bots = [make_bot("heuristic", "powergrid-cards", p, 5) for p in range(game.num_players)]
        players = [Player(p) for p in range(game.num_players)]
        decisions = 0
        while not game.is_over:
            p = game.current_player
            a = bots[p].choose(observe(game, p))
            b = players[p].choose(game.state, game.legal_actions())
            assert is_legal(b, [a]), f"decision {decisions}: heuristic {a}, imagined {b}"
            game.apply(a)
            decisions += 1
        assert decisions > 50


@pytest.mark.parametrize("share, slip, alike", [(0.0, 0.0, True), (1.0, 0.0, False), (0.0, 1.0, False)])
def test_a_level_that_searches_no_decision_plays_as_the_heuristic(share, slip, alike):
    """``Level.share`` and ``Level.slip`` (``ai/halving.py``): the decisions a level does not search
    take the heuristic's choice, so at share 0 without slips the bot plays a whole game as the heuristic
    would; searching, or slipping to its other plans, it does not."""
    game = load_game("powergrid-cards", seed=4, players=2)
    level = dataclasses.replace(LEVELS["medium"], iterations=8, share=share, slip=slip)
    bot, shadow, other = SearchBot(0, 4, level), HeuristicBot(0, 4), HeuristicBot(1, 4)
    same = []
    while not game.is_over:
        seat = game.current_player
        obs = observe(game, seat)
        action = (bot if seat == 0 else other).choose(obs)
        if seat == 0 and len(obs.legal) > 1:
            same.append(action == shadow.choose(obs))
        game.apply(action)
    assert all(same) == alike and len(same) > 30
