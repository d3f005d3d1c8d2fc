"""The terminal front end of Power Grid: The Card Game: the board from a seat's view, the phase help,
refusals naming CG rules, and whole games at the terminal."""

from __future__ import annotations

import io

from rich.console import Console

from powerplay import load_game
from powerplay.bots import make_bot, observe
from powerplay.tui import LineInput, PlaySession
from powerplay.tui.frontend import frontend_for
from powerplay.tui.games.powergrid_cards import CardsFrontend


def session(game, seats, lines: list[str]) -> tuple[PlaySession, io.StringIO]:
    out = io.StringIO()
    console = Console(file=out, width=120, height=60, color_system=None)  # tall enough for the whole board
    bots = {s: make_bot(k, game.name, s, 7 + s) for s, k in enumerate(seats) if k != "human"}
    return PlaySession(game, seats, bots, console, LineInput(console, io.StringIO("\n".join(lines) + "\n"))), out


def advance(game, until, limit: int = 5000):
    bots = [make_bot("random", game.name, s, 3 + s) for s in range(game.num_players)]
    for _ in range(limit):
        if until(game) or game.is_over:
            return game
        seat = game.current_player
        game.apply(bots[seat].choose(observe(game, seat)))
    raise AssertionError("position not reached")


def test_the_card_game_has_its_own_front_end():
    assert isinstance(frontend_for("powergrid-cards"), CardsFrontend)
    assert not frontend_for("powergrid-cards").has_map


def test_board_shows_markets_players_and_the_running_auction():
    game = load_game("powergrid-cards", players=3, seed=3)
    s, out = session(game, ["human", "random", "random"], ["board", "quit"])
    assert s.run() == 0
    text = out.getvalue()
    for part in (
        "Power Grid: The Card Game",
        "Plant market",
        "Current (for sale)",
        "Future",
        "Resource market",
        "Column 1 (1 E/unit)",
        "Column 4 (4 E/unit)",
        "Single supply",
        "Turn order",
        "discount token on",
    ):
        assert part in text, part
    view = game.view(0)
    for plant in view["market"]["current"] + view["market"]["future"]:
        assert plant["id"] in text
    for column in view["resources"]["columns"][1:]:
        for card in column:
            assert f"{card['type']} {card['value']}" in text


def test_the_trust_and_the_demolition_contractor_are_shown():
    game = load_game("powergrid-cards", players=2, seed=5, demolition=True)
    advance(game, lambda g: g.view(None)["trust_seat"]["plants"] and g.current_player is not None)
    s, out = session(game, ["human", "random"] if game.current_player == 0 else ["random", "human"], ["quit"])
    s.run()
    text = out.getvalue()
    assert "The Trust (always 2nd; no money)" in text and "Demolition contractor pays" in text


def test_help_explains_the_phase_and_refusals_name_the_rule():
    game = load_game("powergrid-cards", players=3, seed=3)
    s, out = session(game, ["human", "random", "random"], ["help", "bid 1", "bid 1 on plant 99", "map", "quit"])
    s.run()
    text = out.getvalue()
    assert "Phase 1, auction (CG-6)" in text and "(CG-x.y)" in text
    assert "CG-6.8: a raise must beat the high bid" in text
    assert "there is no plant '99'" in text
    assert "has no map" in text


def test_a_whole_game_of_bots_at_the_terminal_ends_with_the_scores():
    game = load_game("powergrid-cards", players=4, seed=11)
    s, out = session(game, ["random"] * 4, [])
    assert s.run() == 0
    text = out.getvalue()
    assert game.is_over and "Final scores (CG-9)" in text and "Winner:" in text
    for sc in game.scores():
        assert str(sc["vp"]) in text
