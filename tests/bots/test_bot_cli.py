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
        for name in ("easy", "medium", "hard", "expert"):
            assert name in r.stdout, (command, name)


def test_simulate_with_a_search_bot():
    r = invoke(
        [
            "simulate",
            "--players",
            "2",
            "--map",
            "usa",
            "--bots",
            "easy,heuristic",
            "--games",
            "1",
            "--seed",
            "4",
            "--json",
        ]
    )
    assert r.exit_code == 0, r.output
    rec = json.loads(r.stdout)
    assert rec["bots"] == ["easy", "heuristic"] and rec["winner"]


def test_play_with_search_bot_seats():
    r = invoke(["play", "powergrid", "--players", "2", "--seats", "easy,heuristic", "--seed", "8"])
    assert r.exit_code == 0, r.output
    assert "Final scores" in r.stdout
    r = invoke(["play", "powergrid", "--seats", "human,hard,nobot"])
    assert r.exit_code == 2 and "unknown bot 'nobot'" in r.output


def test_a_time_budget_is_reported_with_the_play_outs_it_used():
    """A search bot given seconds a move (hard:0.05s) says, after each searched move, how long it
    thought and how many play-outs that was; the arena sums it up per bot."""
    r = invoke(["play", "powergrid", "--players", "2", "--seats", "easy:0.05s,heuristic", "--seed", "8"])
    assert r.exit_code == 0, r.output
    lines = [ln for ln in r.stdout.splitlines() if "easy:0.05s thought" in ln]
    assert lines and all("play-outs)" in ln for ln in lines)
    r = invoke(["arena", "--players", "2", "--bots", "easy:0.05s,heuristic", "--games", "2", "--workers", "1"])
    assert r.exit_code == 0, r.output
    assert "easy:0.05s: searched" in r.stdout and "play-outs/s" in r.stdout


def test_time_budgets_are_checked():
    for bad, why in (
        ("heuristic:2s", "only the search bots"),
        ("hard:0s", "seconds a move"),
        ("hard:soon", "seconds a move"),
        ("nobot:2s", "unknown bot"),
    ):
        r = invoke(["simulate", "--players", "2", "--bots", f"{bad},random", "--games", "1"])
        assert r.exit_code == 2, (bad, r.output)
        assert why in r.output, (bad, r.output)
