"""Undo in the card game (core/undo.py, ``Game.hidden``): buying resource cards may be taken back;
a plant bought (its replacement drawn from the deck, CG-6.14) or a refill of the resource market
from its deck (CG-8.7) may not (CG-12.2: those piles are hidden)."""

from __future__ import annotations

from powerplay import load_game
from powerplay.core.undo import UndoLog


def _opening(log: UndoLog):
    game = load_game("powergrid-cards", players=3, seed=1)
    while game.to_json()["phase"] == "auction":
        legal = [str(a) for a in game.legal_actions()]
        log.apply(game, "pass" if "pass" in legal else legal[0])
    return game


def test_resource_cards_bought_may_be_taken_back():
    log = UndoLog()
    game = _opening(log)
    seat = game.current_player
    before = game.to_json()
    buy = next(str(a) for a in game.legal_actions() if str(a).startswith("buy"))
    log.apply(game, buy)
    assert game.to_json()["seats"][seat]["money"] < before["seats"][seat]["money"]
    assert log.who(game) == seat
    game = log.take_back(game)
    assert game.to_json() == before


def test_a_plant_bought_reveals_the_next_and_cannot_be_taken_back():
    log = UndoLog()
    game = load_game("powergrid-cards", players=3, seed=1)
    while game.to_json()["phase"] == "auction":
        legal = [str(a) for a in game.legal_actions()]
        hidden = game.hidden()
        log.apply(game, "pass" if "pass" in legal else legal[0])
        if game.hidden() != hidden:
            assert log.who(game) is None
            return
        assert log.who(game) is not None
    raise AssertionError("no plant was bought in round 1")


def test_the_refill_of_the_resource_market_cannot_be_taken_back():
    log = UndoLog()
    game = _opening(log)
    while game.to_json()["phase"] == "resources":
        log.apply(game, "done")
    hidden = game.hidden()
    while game.to_json()["phase"] == "bureaucracy" and game.hidden() == hidden:
        log.apply(game, game.legal_actions()[0])
    assert game.hidden() != hidden  # the last producer's action ended the round: cards were drawn
    assert log.who(game) is None
