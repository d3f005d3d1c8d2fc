"""The new bots are accepted wherever seats are chosen: play --seats, simulate --bots, arena --bots."""

from __future__ import annotations

import json

from click.testing import CliRunner

from powerplay.cli import main


def invoke(args):
    return CliRunner().invoke(main, args, catch_exceptions=False)


def test_help_names_the_search_bots():
    for command in ("play", "simulate", "arena"):
        r = invoke([command, "--help"])
        assert r.exit_code == 0
        for name in ("easy", "medium", "hard"):
            assert name in r.stdout, (command, name)


def test_simulate_with_a_search_bot():
    r = invoke(["simulate", "--players", "2", "--map", "usa", "--bots", "easy,heuristic", "--games", "1",
                "--seed", "4", "--json"])
    assert r.exit_code == 0, r.output
    rec = json.loads(r.stdout)
    assert rec["bots"] == ["easy", "heuristic"] and rec["winner"]


def test_play_with_search_bot_seats():
    r = invoke(["play", "powergrid", "--players", "2", "--seats", "easy,heuristic", "--seed", "8"])
    assert r.exit_code == 0, r.output
    assert "Final scores" in r.stdout
    r = invoke(["play", "powergrid", "--seats", "human,hard,nobot"])
    assert r.exit_code == 2 and "unknown seat 'nobot'" in r.output
