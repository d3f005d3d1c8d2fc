"""The terminal front end: board rendering, the action summary, the play loop, and a real TTY prompt."""

from __future__ import annotations

import io
import json
import os
import sys
import time
from pathlib import Path

import pytest
from rich.console import Console

from powerplay import load_game
from powerplay.bots import make_bot, observe
from powerplay.tui import LineInput, PlaySession
from powerplay.tui.games import powergrid as powergrid_tui
from powerplay.tui.games.powergrid import summarise
from powerplay.tui.summary import completion_tree, ranges

ROOT = Path(__file__).resolve().parents[1]


def text_of(renderable, width: int = 100) -> str:
    console = Console(record=True, width=width, file=io.StringIO(), color_system=None)
    console.print(renderable)
    return console.export_text()


def advance(game, until, seed: int = 1, limit: int = 5000):
    """Play random moves until ``until(game)`` holds."""
    bots = [make_bot("random", "powergrid", s, seed + s) for s in range(game.num_players)]
    for _ in range(limit):
        if until(game) or game.is_over:
            return game
        seat = game.current_player
        game.apply(bots[seat].choose(observe(game, seat)))
    raise AssertionError("position not reached")


# ---- the summary of legal actions --------------------------------------------------------------
def test_ranges():
    assert ranges([5, 1, 2, 3, 8, 9]) == "1..3, 5, 8..9"
    assert ranges([4]) == "4"
    assert ranges([]) == ""


def test_summary_groups_bids_and_buys():
    game = load_game("powergrid", players=4, map="germany", seed=7)
    legal = [str(a) for a in game.legal_actions()]
    assert len(legal) > 100
    lines = summarise(legal)
    assert len(lines) <= 5
    plants = [p["number"] for p in game.view(None)["plant_market"]["current"]]
    discount = game.view(None)["plant_market"]["discount"]
    for n in plants:
        low = 1 if n == discount else n
        assert f"bid N on plant {n:02d} (N = {low}..50)" in lines
    assert summarise(["done", "buy 1 coal", "buy 2 coal", "buy 3 coal", "buy 1 uranium"]) == [
        "done",
        "buy 1-3 coal",
        "buy 1 uranium",
    ]
    assert summarise(["pass", "bid 50"]) == ["pass", "bid 50"]


def test_summary_builds_and_power():
    costs = {f"City{i}": 10 + i for i in range(10)}
    lines = summarise(["done"] + [f"build {c}" for c in costs], costs)
    assert lines == ["done", "build <city> (10 cities, cost 10..19; see 'Build costs')"]
    assert summarise(["done", "build Essen", "build Kansas City"], {"Essen": 10, "Kansas City": 22}) == [
        "done",
        "build <city>: Essen (10), Kansas City (22)",
    ]
    power = ["power nothing"] + [f"power {p:02d} with 1 coal" for p in range(3, 20)]
    lines = summarise(power, limit=5)
    assert lines[:5] == power[:5] and lines[5:] == ["... and 13 more power actions (type 'actions')"]


def test_completion_tree_has_actions_word_by_word():
    tree = completion_tree(
        ["pass", "bid 14 on plant 13", "bid 15 on plant 13", "build Kansas City", "power 07 10 with 3 oil 4 coal"]
    )
    assert tree["pass"] is None
    assert set(tree["bid"]) == {"14", "15"}
    assert tree["bid"]["14"]["on"]["plant"] == {"13": None}
    assert tree["build"]["Kansas"] == {"City": None}
    assert tree["power"]["07"]["10"]["with"]["3"]["oil"]["4"] == {"coal": None}
    for command in ("help", "actions", "map", "log", "save", "undo", "quit"):
        assert command in tree


# ---- rendering ---------------------------------------------------------------------------------
def test_board_auction_view():
    game = load_game("powergrid", players=4, map="germany", seed=7)
    game.apply(game.legal_actions()[0])  # someone puts up a plant: an auction is running
    seat = game.current_player
    view = game.view(seat)
    out = text_of(powergrid_tui.board(view, seat))
    assert f"P{seat + 1} to act (you)" in out
    assert "Round 1 · Step 1 · Phase 2: auction of power plants" in out
    assert "Turn order: " + " > ".join(f"P{p + 1}" for p in view["order"]) in out
    assert "Power plant market" in out and "Future" in out and "◆" in out
    assert f"Deck: {view['deck']['count']} cards" in out
    assert "Resource market" in out and "1●●● 2●●●" in out  # coal starts full
    a = view["auction"]
    assert f"high bid {a['high']} by P{a['leader'] + 1}" in out
    assert "to answer: " + f"P{a['to_act'] + 1}" in out
    money_rows = [line for line in out.splitlines() if line.startswith("│P")]
    assert len(money_rows) == 4
    for line in money_rows:
        if line.startswith(f"│P{seat + 1}"):
            assert "50 E" in line
        else:
            assert "?" in line and "50 E" not in line


def test_board_two_players_usa_trust_storage():
    game = load_game("powergrid", players=2, map="usa", seed=3)
    assert game.view(None)["phase"] == "trust-setup"
    out = text_of(powergrid_tui.board(game.view(game.current_player), game.current_player))
    assert "Setup: placing the trust's houses" in out
    assert "The trust (2-player game)" in out and "Houses left" in out
    assert "USA coal storage" in out
    assert "trust <city>" in "\n".join(summarise([str(a) for a in game.legal_actions()]))


def test_board_building_costs_and_stored_fuel():
    game = advance(
        load_game("powergrid", players=3, map="germany", seed=5),
        lambda g: g.view(None)["round"] >= 3 and g.view(None)["phase"] == "building",
    )
    seat = game.current_player
    view = game.view(seat)
    out = text_of(powergrid_tui.board(view, seat), width=120)
    assert "Build costs" in out
    for city, cost in list(view["build_costs"].items())[:3]:
        line = next(x for x in out.splitlines() if x.startswith(f"│{cost} E"))
        assert city in line
    for p in view["players"]:
        for plant in p["plants"]:
            assert powergrid_tui.plant_label(plant) in out
            if plant.get("stored"):
                assert powergrid_tui.plant_label(plant) + " [" in out


def test_scores_table_and_map():
    game = advance(load_game("powergrid", players=3, map="usa", seed=2), lambda g: False, limit=20000)
    assert game.is_over
    scores = game.scores()
    out = text_of(powergrid_tui.scores_table(scores))
    winner = min(scores, key=lambda s: s["rank"])
    assert "winner" in next(x for x in out.splitlines() if f"P{winner['player'] + 1} " in x)
    from powerplay.games.powergrid.data import board

    view = game.view(0)
    out = text_of(powergrid_tui.city_map(view, board("usa")), width=120)
    for region in view["regions"]:
        assert region in out
    owned = next(iter(view["cities"]))
    assert owned in out


# ---- the play loop in-process --------------------------------------------------------------------
class FirstLegal(io.TextIOBase):
    """A stdin that always answers with the current player's first legal action."""

    def __init__(self):
        self.session = None
        self.lines = 0

    def readline(self, size=-1):
        self.lines += 1
        return str(self.session.game.legal_actions()[0]) + "\n"


def test_a_human_plays_a_whole_game():
    out = io.StringIO()
    console = Console(file=out, width=100, color_system=None)
    game = load_game("powergrid", players=3, map="germany", seed=11)
    bots = {s: make_bot("random", "powergrid", s, 100 + s) for s in (1, 2)}
    stdin = FirstLegal()
    session = PlaySession(game, ["human", "random", "random"], bots, console, LineInput(console, stdin))
    stdin.session = session
    assert session.run() == 0
    text = out.getvalue()
    assert session.game.is_over
    assert stdin.lines > 20
    for phase in ("auction>", "resources>", "building>", "bureaucracy>"):
        assert phase in text
    assert "Final scores" in text and "Winner: P" in text


def test_commands_in_process(tmp_path):
    out = io.StringIO()
    console = Console(file=out, width=100, color_system=None)
    game = load_game("powergrid", players=3, map="germany", seed=7)
    bots = {s: make_bot("random", "powergrid", s, 100 + s) for s in (1, 2)}
    save = tmp_path / "s.json"
    script = io.StringIO(f"map\nlog all\nbid 2\nfrobnicate\nsave\nsave {save}\nquit\n")
    session = PlaySession(game, ["human", "random", "random"], bots, console, LineInput(console, script))
    assert session.run() == 0
    text = out.getvalue()
    assert "Each city has three slots" in text  # map
    for e in session.log:
        assert e.text in text
    assert "PG-6" in text.split("> bid 2", 1)[1].splitlines()[1]
    assert "Not understood" in text.split("> frobnicate", 1)[1]
    assert "Write: save FILE" in text
    assert save.exists() and "Game left." in text


def test_round_one_help_offers_only_legal_commands_and_end_of_input_after_save_keeps_it(tmp_path):
    """In round 1 a player must buy a plant (PG-6.12), so help does not offer 'pass' (nor a
    raise before an auction runs); Ctrl-D right after 'save FILE' says where the game is saved."""
    out = io.StringIO()
    console = Console(file=out, width=100, color_system=None)
    game = load_game("powergrid", players=3, map="germany", seed=2)  # P1 opens the first auction
    bots = {s: make_bot("random", "powergrid", s, 100 + s) for s in (1, 2)}
    save = tmp_path / "s.json"
    session = PlaySession(
        game, ["human", "random", "random"], bots, console, LineInput(console, io.StringIO(f"help\nsave {save}\n"))
    )
    assert session.run() == 0
    legal = [str(a) for a in session.game.legal_actions()]
    assert "pass" not in legal and all(" on plant " in a for a in legal)  # opening, in round 1
    text = out.getvalue()
    helped = text.split("> help", 1)[1].split("> save", 1)[0]
    assert "bid 14 on plant 13" in helped
    assert "  pass " not in helped and "  bid 15 " not in helped, helped
    left = text.split("(end of input)", 1)[1]
    assert "not saved" not in left, left
    assert f"Resume with: powerplay play powergrid --load {save}" in left
    assert json.loads(save.read_text())["actions"] == session.game.record()["actions"]


def test_a_failing_bot_does_not_end_the_game():
    class Broken:
        name = "broken"

        def choose(self, observation):
            raise RuntimeError("no idea")

    out = io.StringIO()
    console = Console(file=out, width=100, color_system=None)
    game = load_game("powergrid", players=2, map="germany", seed=1)
    session = PlaySession(
        game,
        ["broken", "random"],
        {0: Broken(), 1: make_bot("random", "powergrid", 1, 1)},
        console,
        LineInput(console, io.StringIO("")),
    )
    assert session.run() == 0
    assert session.game.is_over
    assert "The broken bot of P1 failed (RuntimeError: no idea)" in out.getvalue()


# ---- the real terminal prompt ---------------------------------------------------------------------
@pytest.mark.skipif(sys.platform == "win32", reason="needs a pty")
def test_tty_prompt_help_completion_quit():
    pexpect = pytest.importorskip("pexpect")
    env = dict(os.environ, PROMPT_TOOLKIT_NO_CPR="1", TERM="xterm", PYTHONPATH=str(ROOT / "src"), LANGUAGE="en")
    child = pexpect.spawn(
        sys.executable,
        ["-m", "powerplay.cli", "play", "powergrid", "--seed", "7", "--players", "3", "--seats", "human,random,random"],
        env=env,
        encoding="utf-8",
        timeout=15,
        dimensions=(40, 110),
        cwd=str(ROOT),
    )
    try:
        child.expect("P1 r1 auction>")
        child.send("help\r")
        child.expect("Phase 2, auction")
        child.expect("P1 r1 auction>")
        child.send("pa\t")  # Tab completes 'pass' ('pa' alone is not understood)
        time.sleep(0.5)  # the completion is redrawn in pieces: what it does shows it
        child.send("\r")
        child.expect("passes on plant")
        child.expect("auction>")
        child.send("quit\r")
        child.expect("Game left")
        child.expect(pexpect.EOF)
    finally:
        child.close()
    assert child.exitstatus == 0
