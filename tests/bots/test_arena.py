"""The arena: rotating seats, reproducible from the seed whatever the workers, JSON as documented."""

from __future__ import annotations

import csv
import io
import json
from pathlib import Path

import jsonschema
import pytest
from click.testing import CliRunner

from powerplay.arena import lineup_for, public, run_arena, summary_csv, wilson
from powerplay.cli import main

SCHEMA = json.loads((Path(__file__).resolve().parents[2] / "docs" / "arena.schema.json").read_text("utf-8"))
CONFIG = {"map": "germany", "players": 3}
LINEUP = ["heuristic", "random", "random"]


def validate(data, schema):
    """Check ``data`` against the JSON Schema (jsonschema, draft 2020-12)."""
    jsonschema.Draft202012Validator(schema).validate(data)


@pytest.fixture(scope="module")
def report():
    return run_arena("powergrid", CONFIG, LINEUP, games=4, seed=5, workers=1)


def test_seats_rotate():
    assert lineup_for(["a", "b", "c"], 0) == ("a", "b", "c")
    assert lineup_for(["a", "b", "c"], 1) == ("b", "c", "a")
    assert lineup_for(["a", "b", "c"], 2) == ("c", "a", "b")


def test_report_matches_the_schema_and_the_games(report):
    data = public(report)
    validate(data, SCHEMA)
    assert [r["index"] for r in data["results"]] == [0, 1, 2, 3]
    assert [r["seed"] for r in data["results"]] == [5, 6, 7, 8]
    assert data["results"][1]["seats"] == ["random", "random", "heuristic"]
    summary = {e["bot"]: e for e in data["summary"]}
    assert summary["heuristic"]["seat_games"] == 4 and summary["random"]["seat_games"] == 8
    wins = sum(e["wins"] for e in data["summary"])
    assert wins == pytest.approx(4)
    lo, hi = summary["heuristic"]["win_rate_ci95"]
    assert lo <= summary["heuristic"]["win_rate"] <= hi


def test_the_schema_refuses_a_report_that_breaks_it(report):
    """The schema check can fail: an old-format report, a missing score, a negative rank."""
    for broken in (
        {**public(report), "format": "powerplay/arena/1"},
        {k: v for k, v in public(report).items() if k != "score"},
        {**public(report), "results": [{**public(report)["results"][0], "ranks": [0, 1, 2]}]},
    ):
        with pytest.raises(jsonschema.ValidationError):
            validate(broken, SCHEMA)


def test_same_seed_same_report_whatever_the_workers(report):
    again = run_arena("powergrid", CONFIG, LINEUP, games=4, seed=5, workers=2)
    assert json.dumps(public(again)) == json.dumps(public(report))


def test_wilson_interval():
    lo, hi = wilson(50, 100)
    assert lo == pytest.approx(0.4038, abs=1e-3) and hi == pytest.approx(0.5962, abs=1e-3)
    assert wilson(0, 10)[0] == 0.0 and wilson(10, 10)[1] == pytest.approx(1.0)


def test_csv_summary(report):
    rows = list(csv.DictReader(io.StringIO(summary_csv(report))))
    assert [r["bot"] for r in rows] == ["heuristic", "random"]
    assert float(rows[0]["ci95_low"]) <= float(rows[0]["win_rate"]) <= float(rows[0]["ci95_high"])


def test_cli_arena_json_and_table(tmp_path):
    args = [
        "arena",
        "powergrid",
        "--players",
        "2",
        "--map",
        "usa",
        "--bots",
        "heuristic,random",
        "--games",
        "2",
        "--seed",
        "3",
        "--workers",
        "1",
    ]
    r = CliRunner().invoke(main, args + ["--json", "-"], catch_exceptions=False)
    assert r.exit_code == 0, r.output
    data = json.loads(r.stdout)
    validate(data, SCHEMA)
    assert data["lineup"] == ["heuristic", "random"] and data["games"] == 2
    out = tmp_path / "a.csv"
    r2 = CliRunner().invoke(main, args + ["--csv", str(out)], catch_exceptions=False)
    assert r2.exit_code == 0
    assert "Win %" in r2.stdout and "heuristic" in r2.stdout
    assert out.read_text().startswith("bot,seat_games,wins,win_rate")


def test_cli_arena_bad_lineup():
    r = CliRunner().invoke(main, ["arena", "--players", "3", "--bots", "random,random"])
    assert r.exit_code == 2 and "2 bots given for 3 players" in r.output
    r = CliRunner().invoke(main, ["arena", "--bots", "random,nobot"])
    assert r.exit_code == 2 and "unknown bot 'nobot'" in r.output


def test_ray_backend():
    ray = pytest.importorskip("ray")
    try:
        again = run_arena("powergrid", CONFIG, LINEUP, games=2, seed=5, ray_address="local")
    finally:
        ray.shutdown()
    first = run_arena("powergrid", CONFIG, LINEUP, games=2, seed=5, workers=1)
    assert json.dumps(public(again)) == json.dumps(public(first))
