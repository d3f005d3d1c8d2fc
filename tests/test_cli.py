"""The ``powerplay`` command line: simulate, play with bots, a piped human session, save and load."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

from powerplay import load_game, load_record
from powerplay.bots import bot_seed, make_bot, observe
from powerplay.cli import main

ROOT = Path(__file__).resolve().parents[1]
EXE = [sys.executable, "-m", "powerplay.cli"]


def run(args: list[str], stdin: str = "", timeout: float = 60) -> subprocess.CompletedProcess:
    env = dict(os.environ, COLUMNS="100", PYTHONPATH=str(ROOT / "src"), LANGUAGE="en")  # English, whatever LANG
    return subprocess.run(EXE + args, input=stdin, capture_output=True, text=True, timeout=timeout, env=env, cwd=ROOT)


def invoke(args: list[str], input: str | None = None):
    return CliRunner().invoke(main, args, input=input, catch_exceptions=False, env={"LANGUAGE": "en"})


# ---- help ------------------------------------------------------------------------------------
def test_help_lists_commands_and_examples():
    r = invoke(["--help"])
    assert r.exit_code == 0
    for word in ("play", "simulate", "powerplay play powergrid", "PG-x.y"):
        assert word in r.stdout


@pytest.mark.parametrize(
    "command, words",
    [
        (
            "play",
            [
                "--map",
                "--players",
                "--seats",
                "--seed",
                "--regions",
                "--starting-cities",
                "--classic",
                "--load",
                "--save",
                "human",
                "hotseat",
            ],
        ),
        ("simulate", ["--players", "--map", "--bots", "--games", "--seed", "--json", "SEED+i"]),
    ],
)
def test_subcommand_help(command, words):
    r = invoke([command, "--help"])
    assert r.exit_code == 0
    for word in words:
        assert word in r.stdout, word


# ---- simulate --------------------------------------------------------------------------------
SIM = [
    "simulate",
    "powergrid",
    "--players",
    "3",
    "--map",
    "germany",
    "--bots",
    "random",
    "--games",
    "4",
    "--seed",
    "5",
    "--json",
]


def test_simulate_json_is_deterministic_and_complete():
    first = invoke(SIM)
    second = invoke(SIM)
    assert first.exit_code == 0, first.output
    assert first.stdout == second.stdout
    lines = first.stdout.splitlines()
    assert len(lines) == 4
    for i, line in enumerate(lines):
        rec = json.loads(line)
        assert list(rec) == ["seed", "rounds", "winner", "powered", "money", "bots", "adjudicated"]
        assert rec["seed"] == 5 + i
        assert rec["bots"] == ["random"] * 3
        assert len(rec["powered"]) == len(rec["money"]) == 3
        assert rec["winner"] and set(rec["winner"]) <= {0, 1, 2}
        assert isinstance(rec["rounds"], int) and rec["rounds"] >= 2
        assert all(isinstance(x, int) and x >= 0 for x in rec["powered"] + rec["money"])


def test_simulate_json_matches_the_engine():
    """Game i of the run is the game with seed SEED+i and the bots seeded from it."""
    rec = json.loads(invoke(SIM).stdout.splitlines()[2])
    game = load_game("powergrid", seed=7, players=3, map="germany")
    bots = [make_bot("random", "powergrid", s, bot_seed(7, s)) for s in range(3)]
    while not game.is_over:
        seat = game.current_player
        game.apply(bots[seat].choose(observe(game, seat)))
    scores = sorted(game.scores(), key=lambda s: s["player"])
    assert rec["powered"] == [s["powered"] for s in scores]
    assert rec["money"] == [s["money"] for s in scores]
    assert rec["winner"] == [s["player"] for s in scores if s["rank"] == 1]
    assert rec["rounds"] == game.view(None)["round"]


def test_simulate_other_seed_gives_other_games():
    a = invoke(SIM).stdout
    b = invoke(SIM[:-3] + ["--seed", "6", "--json"]).stdout
    assert a != b
    assert a.splitlines()[1] == b.splitlines()[0]  # seed 6 is game 1 of the first run


def test_simulate_byte_identical_across_processes():
    args = ["simulate", "--players", "2", "--map", "usa", "--bots", "random", "--games", "2", "--seed", "3", "--json"]
    a, b = run(args), run(args)
    assert a.returncode == 0, a.stderr
    assert a.stdout == b.stdout and len(a.stdout.splitlines()) == 2


def test_simulate_one_bot_per_seat_and_table():
    r = invoke(["simulate", "--players", "3", "--bots", "random,random,random", "--games", "3", "--seed", "2"])
    assert r.exit_code == 0, r.output
    assert "Summary of 3 games" in r.stdout
    assert "Wins per seat: P1" in r.stdout
    lines = [
        json.loads(x)
        for x in invoke(
            ["simulate", "--players", "3", "--bots", "random", "--games", "3", "--seed", "2", "--json"]
        ).stdout.splitlines()
    ]
    wins = sum(len(x["winner"]) for x in lines)
    row = next(line for line in r.stdout.splitlines() if line.startswith("│ random"))
    cells = [c.strip() for c in row.split("│")]
    assert cells[1:4] == ["random", "3", str(wins)]


@pytest.mark.parametrize(
    "bots, message",
    [
        ("random,random", "2 bots given for 4 players"),
        ("random,nobot,random,random", "unknown bot 'nobot'"),
    ],
)
def test_simulate_bad_bots(bots, message):
    r = invoke(["simulate", "--bots", bots, "--games", "1"])
    assert r.exit_code == 2
    assert message in r.output


# ---- play: bots only -------------------------------------------------------------------------
def test_play_all_bots_finishes_with_the_engine_result():
    r = run(["play", "powergrid", "--seats", "random,random,random", "--seed", "3"])
    assert r.returncode == 0, r.stderr
    assert "Final scores" in r.stdout
    game = load_game("powergrid", seed=3, players=3, map="germany")
    bots = [make_bot("random", "powergrid", s, bot_seed(3, s)) for s in range(3)]
    while not game.is_over:
        seat = game.current_player
        game.apply(bots[seat].choose(observe(game, seat)))
    winners = [s["player"] for s in game.scores() if s["rank"] == 1]
    assert "Winner: " + ", ".join(f"P{w + 1} (random)" for w in winners) in r.stdout
    assert "Round 2, Phase 2" in r.stdout  # the log in plain words


def test_play_bad_seats():
    r = invoke(["play", "--seats", "human,robot,random"])
    assert r.exit_code == 2 and "unknown bot 'robot'" in r.output
    r = invoke(["play", "--players", "4", "--seats", "human,random"])
    assert r.exit_code == 2 and "2 seats given for a 4-player game" in r.output
    r = invoke(["play", "--seats", "human,random,random", "--regions", "west,nowhere,east"])
    assert r.exit_code == 2 and "unknown regions nowhere" in r.output


# ---- play: a human through a pipe ------------------------------------------------------------
def test_scripted_human_session(tmp_path):
    save = tmp_path / "game.json"
    script = "\n".join(["build Essen", "bid 3 on plant 99", "help", f"save {save}", "actions", "quit"]) + "\n"
    r = run(["play", "--seats", "human,random,random", "--seed", "7"], stdin=script)
    assert r.returncode == 0, r.stderr
    out = r.stdout
    assert "P1 r1 auction> build Essen" in out
    assert "PG-6." in out.split("P1 r1 auction> build Essen", 1)[1].splitlines()[1]  # the rule number
    assert "Not understood: there is no plant 99" in out
    assert "Phase 2, auction (PG-6)" in out and "Commands:" in out
    assert f"Saved to {save}" in out
    assert "Game left." in out
    record = json.loads(save.read_text())
    assert record["game"] == "powergrid" and record["seed"] == 7
    assert record["config"]["players"] == 3
    # the save holds the bot actions before the human's first turn; 'actions' lists the legal ones
    game = load_record(save)
    assert game.current_player == 0
    for action in game.legal_actions():
        assert f"\n  {action}\n" in out


def player_rows(text: str) -> list[str]:
    """The players' rows of the board's table (``│P1 …``) or of the short status a small terminal
    shows (``P1 (you)  0  50 E …``)."""
    return [line.lstrip("│") for line in text.splitlines() if re.match(r"│?P\d\b(?! r\d)", line)]


def test_board_shows_own_money_only():
    r = run(["play", "--seats", "human,random,random", "--seed", "7"], stdin="quit\n")
    rows = player_rows(r.stdout)
    own = [line for line in rows if line.startswith("P1")]
    others = [line for line in rows if line.startswith(("P2", "P3"))]
    assert own and "50 E" in own[0]
    assert others and all("?" in line and " E " not in line for line in others)


def test_save_on_quit_and_load_resumes(tmp_path):
    save = tmp_path / "g.json"
    r = run(["play", "--seats", "human,random,random", "--seed", "7", "--save", str(save)], stdin="pass\nquit\n")
    assert r.returncode == 0, r.stderr
    assert "P1 passes on plant" in r.stdout
    record = json.loads(save.read_text())
    n = len(record["actions"])
    assert "pass" in record["actions"]
    expected = load_record(save)
    assert expected.current_player == 0

    r = run(["play", "--load", str(save), "--seats", "human,random,random"], stdin="actions\nquit\n")
    assert r.returncode == 0, r.stderr
    assert f"Resuming a saved game after {n} actions" in r.stdout
    assert "P1 passes on plant" in r.stdout  # the recent log is replayed
    after = r.stdout.split("> actions", 1)[1]
    for action in expected.legal_actions():
        assert f"\n  {action}\n" in after

    # resume with bots in every seat: the game goes on to its end from the saved position
    final = tmp_path / "final.json"
    r = run(["play", "--load", str(save), "--seats", "random,random,random", "--save", str(final)])
    assert r.returncode == 0, r.stderr
    assert "Final scores" in r.stdout
    done = json.loads(final.read_text())
    assert done["actions"][:n] == record["actions"] and len(done["actions"]) > n
    assert load_record(final).is_over


def test_undo_ends_when_a_bot_has_played():
    """A player takes back only their own actions, until another player (a bot too) acts
    (the session's undo: tests/test_tui_undo.py)."""
    r = run(["play", "--seats", "human,random,random", "--seed", "7"], stdin="undo\npass\nundo\nquit\n")
    assert r.returncode == 0, r.stderr
    assert "P1 r1 auction> undo\nNothing to undo: P1 has made no action yet." in r.stdout
    assert "P1 r1 auction> undo\nCannot undo: P3 has played since." in r.stdout


def test_hotseat_announces_each_human():
    r = run(["play", "--seats", "human,human,random", "--seed", "4"], stdin="bid 5 on plant 05\nbid 6\nundo\nquit\n")
    assert r.returncode == 0, r.stderr
    assert "P1's turn (hotseat)" in r.stdout and "P2's turn (hotseat)" in r.stdout
    assert "P1 r1 auction> undo\nCannot undo: P3 has played since." in r.stdout
    p2_board = r.stdout.split("P2's turn (hotseat)", 1)[1]
    p2_rows = player_rows(p2_board)[:3]
    assert any(line.startswith("P2") and "50 E" in line for line in p2_rows)
    assert any(line.startswith("P1") and "?" in line for line in p2_rows)


def test_seat_bot_means_the_default_bot():
    """`--seats human,bot,bot,bot` (as the README's first example types it) seats heuristic bots."""
    import subprocess
    import sys

    out = subprocess.run(
        [
            sys.executable,
            "-m",
            "powerplay.cli",
            "play",
            "powergrid",
            "--players",
            "4",
            "--seats",
            "human,bot,bot,bot",
            "--seed",
            "7",
        ],
        input="quit\n",
        capture_output=True,
        text=True,
        timeout=60,
        env=dict(os.environ, LANGUAGE="en"),
    )
    assert out.returncode == 0, out.stderr
    assert "P2 heuristic, P3 heuristic, P4 heuristic" in out.stdout


# ---- the card game from the command line ---------------------------------------------------------
def test_card_game_simulate_reports_victory_points():
    r = invoke(
        ["simulate", "powergrid-cards", "--players", "3", "--bots", "random", "--games", "2", "--seed", "4", "--json"]
    )
    assert r.exit_code == 0, r.output
    recs = [json.loads(line) for line in r.stdout.splitlines()]
    assert [list(rec) for rec in recs] == [["seed", "rounds", "winner", "vp", "money", "bots", "adjudicated"]] * 2
    game = load_game("powergrid-cards", players=3, seed=4)
    bots = [make_bot("random", "powergrid-cards", s, bot_seed(4, s)) for s in range(3)]
    while not game.is_over:
        game.apply(bots[game.current_player].choose(observe(game, game.current_player)))
    assert recs[0]["vp"] == [s["vp"] for s in sorted(game.scores(), key=lambda s: s["player"])]


def test_card_game_options_reach_the_game_and_foreign_options_are_refused():
    r = invoke(
        [
            "arena",
            "powergrid-cards",
            "--bots",
            "random,random",
            "--games",
            "2",
            "--workers",
            "1",
            "--no-trust",
            "--demolition",
            "--hidden-money",
            "--json",
            "-",
        ]
    )
    assert r.exit_code == 0, r.output
    report = json.loads(r.stdout)
    assert report["score"] == "vp"
    assert report["config"] == {"players": 2, "trust": False, "demolition": True, "hidden_money": True}
    r = invoke(["simulate", "powergrid-cards", "--map", "usa", "--bots", "random", "--games", "1"])
    assert r.exit_code == 2 and "--map is an option of powergrid, not of powergrid-cards" in r.output
    r = invoke(["simulate", "powergrid", "--demolition", "--bots", "random", "--games", "1"])
    assert r.exit_code == 2 and "--demolition is an option of powergrid-cards" in r.output


def test_card_game_save_and_load_at_the_terminal(tmp_path):
    path = tmp_path / "cards.json"
    first = str(load_game("powergrid-cards", players=3, seed=6).legal_actions()[-1])
    r = invoke(
        [
            "play",
            "powergrid-cards",
            "--players",
            "3",
            "--seats",
            "human,human,human",
            "--seed",
            "6",
            "--save",
            str(path),
        ],
        input=f"{first}\nquit\n",
    )
    assert r.exit_code == 0, r.output
    assert f"powerplay play powergrid-cards --load {path}" in r.output
    saved = load_record(path)
    assert saved.name == "powergrid-cards" and saved.history == [first]
    r = invoke(["play", "--load", str(path)], input="quit\n")
    assert r.exit_code == 0 and "Resuming a saved game" in r.output
