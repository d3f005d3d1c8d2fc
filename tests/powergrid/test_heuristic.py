"""The heuristic Power Grid bot: legal moves only, deterministic, seeing only its observation, and
much stronger than random play."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from powerplay import load_game
from powerplay.bots import make_bot, observe
from powerplay.games.powergrid import heuristic
from powerplay.games.powergrid.heuristic import HeuristicBot

MAX_ROUNDS = 40  # a game of heuristic bots ends long before this


def play(seed: int, kinds: list[str], switch_at: int = 0, **config):
    """Play a game with the given bots (seat i plays ``kinds[i]``); every choice must be legal.

    With ``switch_at``, random bots play the first ``switch_at`` actions and the seats then go over
    to ``kinds`` (a heuristic bot taking over a game in progress).
    """
    players = len(kinds)
    game = load_game("powergrid", players=players, seed=seed, **config)
    bots = [make_bot(k, "powergrid", seat, seed) for seat, k in enumerate(kinds)]
    warmup = [make_bot("random", "powergrid", seat, seed) for seat in range(players)]
    n = 0
    while not game.is_over:
        seat = game.current_player
        obs = observe(game, seat)
        bot = warmup[seat] if n < switch_at else bots[seat]
        action = bot.choose(obs)
        assert action in obs.legal, f"seed {seed}: {kinds[seat]} chose illegal {action} ({game!r})"
        game.apply(action)
        n += 1
        assert game.state.round <= MAX_ROUNDS, f"seed {seed}: game not over after {MAX_ROUNDS} rounds"
    return game


@pytest.mark.parametrize("board", ["germany", "usa"])
@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_heuristic_bots_play_only_legal_actions_and_finish(board, players):
    for seed in (1, 2, 3):
        game = play(seed, ["heuristic"] * players, map=board)
        assert 6 <= game.state.round <= 25
        assert any(e["rank"] == 1 for e in game.scores())
    mixed = ["heuristic" if seat % 2 else "random" for seat in range(players)]
    play(4, mixed, map=board)


@pytest.mark.parametrize("config", [
    {"starting_cities": True},
    {"classic": True},
    {"starting_cities": True, "classic": True},
])
@pytest.mark.parametrize("players", [2, 4])
def test_heuristic_bots_play_the_variants(config, players):
    """PG-13 (marks), PG-14 (trust houses with 2 players) and the classic option."""
    for board in ("germany", "usa"):
        play(3, ["heuristic"] * players, map=board, **config)


def test_heuristic_bot_takes_over_a_game_in_progress():
    """Nothing the bot remembers is needed: it may start playing a seat in any phase."""
    for seed, switch_at in ((4, 37), (5, 151), (6, 290), (7, 411)):
        play(seed, ["heuristic", "random", "heuristic"], switch_at=switch_at, map="germany")


def test_heuristic_bot_is_deterministic_for_a_seed():
    a = play(11, ["heuristic", "random", "heuristic", "random"], map="usa")
    b = play(11, ["heuristic", "random", "heuristic", "random"], map="usa")
    assert a.history == b.history
    c = play(12, ["heuristic"] * 3, map="germany")
    d = play(12, ["heuristic"] * 3, map="germany")
    assert c.history == d.history


def test_heuristic_bot_beats_random_bots():
    """One heuristic bot against three random bots, 4 players on Germany, the seat rotating: the
    project target is 95 % wins; this fixed sample asks for at least 18 of 20."""
    wins = 0
    for seed in range(20):
        seat = seed % 4
        kinds = ["random"] * 4
        kinds[seat] = "heuristic"
        game = play(100 + seed, kinds, map="germany")
        wins += game.scores()[seat]["rank"] == 1
    assert wins >= 18


def test_heuristic_bot_reads_only_its_observation():
    """The bot module imports only actions, static data and the pure plant helpers: no state,
    no phase module, no game."""
    tree = ast.parse(Path(heuristic.__file__).read_text("utf-8"))
    imported = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom):
            imported.add(("." * node.level) + (node.module or ""))
        elif isinstance(node, ast.Import):
            imported.update(alias.name for alias in node.names)
    assert imported <= {"__future__", "functools", "typing", ".actions", ".data", ".storage"}, imported


def test_heuristic_bot_works_from_a_bare_observation():
    """Given only a legal list and a view dict (no game object), the bot still decides."""
    from powerplay.bots import Observation

    game = load_game("powergrid", players=4, map="germany", seed=21)
    seat = game.current_player
    view = game.view(seat)
    obs = Observation(seat, game.legal_actions(), lambda: view)
    action = HeuristicBot(seat, 0).choose(obs)
    assert action in obs.legal
    assert action.plant in {p["number"] for p in view["plant_market"]["current"]}
