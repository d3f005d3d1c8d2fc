"""Undo in Power Grid (core/undo.py, ``Game.hidden``): a seat may take back its own last actions until
another seat acts or something hidden is revealed (PG-15: the deck, the generator)."""

from __future__ import annotations

from powerplay import load_game
from powerplay.core.registry import replay
from powerplay.core.undo import UndoLog


def _opening(log: UndoLog):
    """A 3-player game through round 1's auction (each seat buys the cheapest plant)."""
    game = load_game("powergrid", players=3, map="germany", seed=1)
    while game.to_json()["phase"] == "auction":
        legal = [str(a) for a in game.legal_actions()]
        log.apply(game, "pass" if "pass" in legal else legal[0])
    return game


def test_a_resource_purchase_may_be_taken_back_one_token_at_a_time():
    log = UndoLog()
    game = _opening(log)
    seat = game.current_player
    before = game.to_json()
    log.apply(game, "buy 1 oil")
    after_one = game.to_json()
    log.apply(game, "buy 1 oil")
    assert log.who(game) == seat
    game = log.take_back(game)
    assert game.to_json() == after_one
    assert log.who(game) == seat
    game = log.take_back(game)
    assert game.to_json() == before
    assert game.current_player == seat
    assert log.who(game) is None  # the auction before it revealed plants from the deck


def test_ending_the_turn_may_be_taken_back_until_another_seat_acts():
    log = UndoLog()
    game = _opening(log)
    seat = game.current_player
    log.apply(game, "done")
    assert game.current_player != seat
    assert log.who(game) == seat
    log.apply(game, "done")  # the next seat acts: the window closes
    assert log.who(game) != seat


def test_a_build_may_be_taken_back():
    log = UndoLog()
    game = _opening(log)
    while game.to_json()["phase"] == "resources":
        log.apply(game, "done")
    seat = game.current_player
    money = game.to_json()["players"][seat]["money"]
    build = next(str(a) for a in game.legal_actions() if str(a).startswith("build"))
    log.apply(game, build)
    assert game.to_json()["players"][seat]["money"] < money
    assert log.who(game) == seat
    game = log.take_back(game)
    assert game.to_json()["players"][seat]["money"] == money
    assert game.current_player == seat


def test_a_plant_bought_from_the_market_reveals_its_replacement_and_cannot_be_taken_back():
    log = UndoLog()
    game = load_game("powergrid", players=3, map="germany", seed=1)
    seat = game.current_player
    log.apply(game, "bid 1 on plant 03")
    assert log.who(game) == seat  # a bid reveals nothing
    hidden = game.hidden()
    log.apply(game, "pass")
    log.apply(game, "pass")  # the plant is bought: the deck's top card joins the market
    assert game.hidden() != hidden
    assert log.who(game) is None


def test_taking_back_is_replaying_the_record_without_the_action():
    log = UndoLog()
    game = _opening(log)
    log.apply(game, "buy 2 oil")
    record = game.record()
    game = log.take_back(game)
    assert game.record()["actions"] == record["actions"][:-1]
    assert game.to_json() == replay(record, len(record["actions"]) - 1).to_json()


def test_nothing_is_taken_back_once_the_game_is_over():
    game = load_game("powergrid", players=3, map="germany", seed=1)
    log = UndoLog()
    log.note(0, False)
    assert log.who(game) == 0
    game.state.phase = "over"
    assert log.who(game) is None


def test_a_game_that_does_not_say_what_is_hidden_allows_no_undo():
    game = load_game("powergrid", players=3, map="germany", seed=1)
    log = UndoLog()
    game.hidden = lambda: None  # type: ignore[method-assign]
    log.apply(game, "bid 1 on plant 03")
    assert log.who(game) is None
