"""Seats a game plays itself (Barrage's Automa, BA-A1.6): chosen wherever seats are chosen, like a
bot's, in the terminal, ``simulate`` and the arena; never the current player; refused by a game that has
none."""

from __future__ import annotations

import json
from typing import get_args

from click.testing import CliRunner

from powerplay import load_game, load_record
from powerplay.arena import run_arena
from powerplay.cli import main
from powerplay.core.registry import own_seats, seat_kinds, seated
from powerplay.games.barrage.options import AutomaLevel


def invoke(args: list[str], input: str | None = None):
    return CliRunner().invoke(main, [*args, "--lang", "en"], input=input, env={"LANGUAGE": "", "LC_ALL": ""})


def test_the_automa_levels_are_barrages_own_seats_and_make_a_full_game():
    assert seat_kinds("barrage") == ("automa-easy", "automa-medium", "automa-hard", "automa-very-hard")
    assert seat_kinds("barrage") == tuple(f"automa-{level}" for level in get_args(AutomaLevel))  # BA-A1.6
    assert seat_kinds("powergrid") == seat_kinds("powergrid-cards") == ()
    config = seated("barrage", {"players": 3}, ["human", "automa-very-hard", "random"])
    assert config == {"full": True, "players": 3, "automa": [None, "very-hard", None]}  # BA-A1.2
    assert seated("powergrid", {"players": 2}, ["human", "random"]) == {"players": 2}
    game = load_game("barrage", seed=4, **config)
    assert own_seats(game) == [None, "automa-very-hard", None]
    assert own_seats(load_game("powergrid", players=3)) == [None] * 3


def test_simulate_with_an_automa_seat_plays_it_as_the_game_does():
    r = invoke(["simulate", "barrage", "--players", "2", "--bots", "random,automa-medium", "--games", "2", "--json"])
    assert r.exit_code == 0, r.output
    lines = [json.loads(line) for line in r.output.splitlines() if line.startswith("{")]
    assert [x["bots"] for x in lines] == [["random", "automa-medium"]] * 2
    assert all(x["rounds"] == 5 and x["money"][1] == 0 for x in lines)  # BA-A4: the Automa holds no credits
    r = invoke(["simulate", "powergrid", "--players", "2", "--bots", "random,automa-hard"])
    assert r.exit_code == 2 and "automa-hard plays only in barrage, not in powergrid" in r.output
    r = invoke(["simulate", "barrage", "--players", "2", "--bots", "random,automa-hardest"])
    assert r.exit_code == 2 and "automa-hardest" in r.output


def test_play_in_the_terminal_against_an_automa_and_load_it_back(tmp_path):
    save = tmp_path / "barrage.json"
    r = invoke(
        ["play", "barrage", "--seats", "random,automa-easy", "--seed", "3", "--save", str(save)]
    )  # every seat a program: the game runs to its end
    assert r.exit_code == 0, r.output
    game = load_record(json.loads(save.read_text("utf-8")))
    assert game.is_over and game.record()["config"] == {"full": True, "players": 2, "automa": [None, "easy"]}
    r = invoke(["play", "--load", str(save), "--seats", "random,automa-hard"])
    assert r.exit_code == 2 and "P2 of this game is automa-easy" in r.output
    r = invoke(["play", "--load", str(save), "--seats", "automa-easy,automa-easy"])
    assert r.exit_code == 2 and "P1 of this game is a player, not automa-easy" in r.output


def test_the_arena_rotates_an_automa_seat_like_a_bot():
    report = run_arena("barrage", {"players": 2}, ["random", "automa-medium"], 4, 11, workers=1)
    seats = [r["seats"] for r in report["results"]]
    assert seats == [["random", "automa-medium"], ["automa-medium", "random"]] * 2
    by_bot = {b["bot"]: b for b in report["summary"]}
    assert by_bot["automa-medium"]["wins"] > by_bot["random"]["wins"]
