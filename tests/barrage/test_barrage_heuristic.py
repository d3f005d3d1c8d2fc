"""Barrage's heuristic bot: always legal, deterministic for a seed, fast, and far ahead of the
random bot."""

from __future__ import annotations

from powerplay.bots import bot_seed, make_bot, observe
from powerplay.bots.random import RandomBot
from powerplay.games.barrage.ai.heuristic import HeuristicBot
from powerplay.games.barrage.game import BarrageGame
from powerplay.games.barrage.turns import GUIDED


def play(config: dict, seed: int, kinds: list[str]) -> tuple[BarrageGame, list]:
    """A game of ``kinds`` ("heuristic", "random", or "automa" for a seat the game plays); the played
    actions of the heuristic seats."""
    game = BarrageGame.new(config, seed)
    bots = [
        HeuristicBot(p, bot_seed(seed, p)) if k == "heuristic" else RandomBot("barrage", p, bot_seed(seed, p))
        for p, k in enumerate(kinds)
    ]
    chosen = []
    while not game.is_over:
        seat = game.current_player
        o = observe(game, seat)
        action = bots[seat].choose(o)
        assert action in o.legal, (seed, action)
        if kinds[seat] == "heuristic":
            chosen.append(action)
        game.apply(action)
    return game, chosen


def test_made_by_name() -> None:
    bot = make_bot("heuristic", "barrage", 1, 5)
    assert isinstance(bot, HeuristicBot) and bot.name == "heuristic" and bot.seat == 1


def test_always_legal() -> None:
    """Over seeded games of every kind (introductory and full, 2 to 4 seats, with Automa seats), every
    choice is one of the legal actions and the games end."""
    cases = [
        ({"players": 2}, ["heuristic", "random"]),
        ({"players": 3, "full": True}, ["heuristic", "heuristic", "random"]),
        ({"players": 4, "full": True}, ["heuristic"] * 4),
        ({"players": 4}, ["heuristic", "random", "heuristic", "random"]),
        ({"players": 2, "full": True, "automa": [None, "medium"]}, ["heuristic", "automa"]),
        ({"players": 3, "full": True, "automa": ["hard", None, "easy"]}, ["automa", "heuristic", "automa"]),
        ({"players": 4, "full": True, "automa": [None, "very-hard", None, "medium"]}, ["heuristic", "automa"] * 2),
    ]
    for k, (config, kinds) in enumerate(cases):
        for seed in (k, 100 + k):
            game, chosen = play(config, seed, kinds)
            assert game.is_over and chosen


def test_deterministic() -> None:
    config = {"players": 3, "full": True}
    first = play(config, 11, ["heuristic"] * 3)
    second = play(config, 11, ["heuristic"] * 3)
    assert first[1] == second[1]
    assert first[0].scores() == second[0].scores()


def test_beats_random() -> None:
    """Over 12 seeded games (2 and 4 seats, introductory and full, the heuristic in every seat in turn)
    it wins at least 11 and scores at least three times the random bots' mean (measured: 12 wins, a
    mean of 119 VP against 19)."""
    wins = 0
    ours: list[int] = []
    theirs: list[int] = []
    for seed in range(12):
        players = 2 if seed % 2 else 4
        seat = seed % players
        kinds = ["random"] * players
        kinds[seat] = "heuristic"
        game, _ = play({"players": players, "full": seed % 3 != 0}, 500 + seed, kinds)
        scores = game.scores()
        wins += scores[seat]["rank"] == 1
        ours.append(scores[seat]["vp"])
        theirs += [s["vp"] for p, s in enumerate(scores) if p != seat]
    assert wins >= 11
    assert sum(ours) / len(ours) >= 3 * sum(theirs) / len(theirs)


def test_guided_first_action() -> None:
    """BA-A20.1: against a very hard Automa with Mahiri Sekibo, a person's first action of a round is
    owed as a step, guided by the Automa's tile; the heuristic takes it as a turn's action."""
    guided = 0
    for seed in range(10):
        game = BarrageGame.new({"players": 2, "full": True, "automa": [None, "very-hard"]}, seed)
        bot = HeuristicBot(0, seed)
        while not game.is_over:
            o = observe(game, 0)
            if o.step is not None and o.step.kind == GUIDED:
                guided += 1
            action = bot.choose(o)
            assert action in o.legal
            game.apply(action)
    assert guided > 0
