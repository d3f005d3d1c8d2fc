"""Pampero's search bots (``ai/search.py``): legal over whole games at every level, deterministic for a
seed, reading only what their seat may know (PA-2.5), never searching a decision without a choice, and
playing on a data set of one's own (PA-39)."""

from __future__ import annotations

import dataclasses
import json
import shutil
from pathlib import Path

import pytest
from pa_hidden import scrambled
from test_pa_heuristic import _games

from powerplay import load_game
from powerplay.bots import make_bot, observe
from powerplay.core.rng import Rng
from powerplay.games.pampero import datafiles, datasets
from powerplay.games.pampero.ai.determinize import determinize
from powerplay.games.pampero.ai.evaluate import win_chances
from powerplay.games.pampero.ai.observation import PamperoObservation
from powerplay.games.pampero.ai.search import LEVELS, SearchBot, make
from powerplay.games.pampero.data import FILES

SOURCE = Path(datasets.__file__).parent / "data"


def small(level: str, seat: int, seed: int, iterations: int = 4, width: int = 3) -> SearchBot:
    """A bot of ``level`` (its depth) with a small budget and few candidates, searching every decision."""
    bot = make(level, seat, seed)
    bot.level = dataclasses.replace(bot.level, iterations=iterations, width=min(width, bot.level.width), share=1.0)
    return bot


def play(game, bots) -> list[str]:
    """The game played to its end by ``bots``; every decision taken, as text (``apply`` refuses an
    illegal one)."""
    out = []
    while not game.is_over:
        seat = game.current_player
        obs = observe(game, seat)
        move = bots[seat].choose(obs)
        assert move in obs.legal
        out.append(str(move))
        game.apply(move)
    return out


@pytest.mark.parametrize("level", LEVELS)
def test_pa8_each_level_plays_legal_decisions_over_a_whole_game(level: str) -> None:
    """PA-8, PA-26, PA-32: every decision of a whole 2-player game of the level against the heuristic is
    legal, and the game ends (PA-33)."""
    game = load_game("pampero", players=2, seed=4)
    bots = [small(level, 0, 4, iterations=2, width=2), make_bot("heuristic", "pampero", 1, 4)]
    play(game, bots)
    assert game.is_over
    assert bots[0].last_stats, "the bot searched"


def test_deterministic_for_its_seed() -> None:
    """The same seed and the same positions give the same choices and the same play-out statistics."""

    def record(seed: int) -> tuple[list[str], dict]:
        game = load_game("pampero", players=2, seed=seed)
        bots = [small("medium", 0, seed, width=2), make_bot("heuristic", "pampero", 1, seed)]
        moves = []
        for _ in range(20):
            seat = game.current_player
            move = bots[seat].choose(observe(game, seat))
            moves.append(str(move))
            game.apply(move)
        return moves, bots[0].last_stats["candidates"]

    assert record(12) == record(12)


def test_pa2_5_scrambled_hidden_parts_change_no_choice() -> None:
    """PA-2.5, PA-4.3–PA-4.5: the others' specialist cards, the decks' order and the generator changed,
    the search bot (dealing them again itself) chooses the same."""
    compared = searched = 0
    for i, g in enumerate(_games(6)):
        if g.is_over:
            continue
        seat = g.current_player
        other = scrambled(g.state, seat, i)
        assert other.rng != g.state.rng
        a_bot, b_bot = small("hard", seat, 3, iterations=2, width=2), small("hard", seat, 3, iterations=2, width=2)
        a = a_bot.choose(PamperoObservation(g.state, seat))
        b = b_bot.choose(PamperoObservation(other, seat))
        assert a == b and type(a) is type(b)
        assert a_bot.last_stats.get("candidates") == b_bot.last_stats.get("candidates")
        searched += bool(a_bot.last_stats)
        compared += 1
    assert compared >= 4 and searched >= 3


def test_pa2_5_a_sample_keeps_what_the_seat_sees() -> None:
    """PA-2.5, PA-6.11: a determinised state keeps the seat's own hand and scoring cards, every hand's
    and deck's size, and the others' starting cards."""
    g = _games(3)[2]
    seat = g.current_player
    obs = PamperoObservation(g.state, seat)
    s = determinize(obs, Rng(5))
    real = g.state
    assert s.hands[seat] == real.hands[seat] and s.held_scoring[seat] == real.held_scoring[seat]
    for p in range(real.players):
        assert len(s.hands[p]) == len(real.hands[p]) and len(s.held_scoring[p]) == len(real.held_scoring[p])
        assert set(obs.starting_in_hand(p)) <= set(s.hands[p])
    assert len(s.spec_action_deck) == len(real.spec_action_deck)
    assert {k: sorted(v) for k, v in s.market_decks.items()} == {k: sorted(v) for k, v in real.market_decks.items()}


def test_a_decision_without_a_choice_is_never_searched() -> None:
    """A decision with one legal action is played at once: no play-out."""
    game = load_game("pampero", players=2, seed=6)
    bots = [small("easy", 0, 6), make_bot("heuristic", "pampero", 1, 6)]
    single = 0
    for _ in range(120):
        if game.is_over:
            break
        seat = game.current_player
        obs = observe(game, seat)
        if seat == 0 and len(obs.legal) == 1:
            bots[0].last_stats = {}
            assert bots[0].choose(obs) == obs.legal[0]
            assert bots[0].last_stats == {}
            single += 1
        game.apply(bots[seat].choose(obs))
    assert single > 0


def test_pa33_the_evaluation_ranks_the_richest_first_once_over() -> None:
    """PA-33.1: once the game is over, the most money has the best chance to win."""
    game = load_game("pampero", players=3, seed=2)
    play(game, [make_bot("heuristic", "pampero", p, 2) for p in range(3)])
    chances = win_chances(game.state)
    money = game.state.money
    assert abs(sum(chances) - 1.0) < 1e-9
    assert chances.index(max(chances)) == money.index(max(money))


def test_thinks_for_the_seconds_given() -> None:
    """With ``seconds``, a decision takes about that long and ``last_stats`` counts its play-outs."""
    game = load_game("pampero", players=2, seed=9)
    bot = make("hard", game.current_player, 9, seconds=0.05)
    obs = observe(game, game.current_player)
    assert bot.choose(obs) in obs.legal
    assert bot.last_stats["iterations"] >= 1 and bot.last_stats["seconds"] < 1.0


def test_pa39_plays_on_a_data_set_of_ones_own(tmp_path: Path) -> None:
    """PA-39: a data set with another venture-capital repayment (PA-19.5) and starting money (PA-6.14):
    the search bots play a whole game on it."""
    folder = tmp_path / "data"
    folder.mkdir()
    for name in FILES:
        shutil.copy(SOURCE / name, folder / name)
    setup = json.loads((folder / "setup_constants.json").read_text("utf-8"))
    setup["venture_capital_repayment"]["value"] = 12
    setup["starting_money"]["value"] = 31
    (folder / "setup_constants.json").write_text(json.dumps(setup), "utf-8")
    digest = datafiles.load_directory(folder)
    game = load_game("pampero", players=2, seed=3, data=digest)
    assert game.state.data.digest == digest
    bots = [small("easy", 0, 3, iterations=2, width=2), small("medium", 1, 3, iterations=2, width=2)]
    play(game, bots)
    assert game.is_over and bots[0].last_stats
