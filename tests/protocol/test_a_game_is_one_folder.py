"""A game is one folder: Ember Race (``ember_race/``, a game only the tests know) joins by its manifest
alone — nothing else in the project names it — and every front end offers it: the registry and the
loaders, ``powerplay play``, ``simulate`` and ``arena``, the bots, the research environments
(OpenSpiel, PettingZoo, Gymnasium), its words in Russian and Ukrainian from its own catalogue. The
protocol suite runs on it with the other games (``conftest.py``); the server's lobby and page offer it
too (tests/server, tests/browser)."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import gymnasium
import numpy as np
import pytest
from ember_race import SPEC

from powerplay import i18n, load_game, replay
from powerplay.bots import make_bot, play_out
from powerplay.core.registry import GAMES, register, seat_kinds, specs, unregister

NAME = re.compile(r"ember[-_ ]race", re.IGNORECASE)
HERE = Path(__file__).parent
ROOT = HERE.parents[1]


@pytest.fixture
def ember() -> Iterator[str]:
    """Ember Race registered for one test (``core.registry.register``), then taken away again."""
    register(SPEC)
    try:
        yield SPEC.name
    finally:
        unregister(SPEC.name)


def powerplay(*args: str, stdin: str = "") -> subprocess.CompletedProcess:
    """The ``powerplay`` command in a process of its own that knows Ember Race by the environment
    variable alone (``POWERPLAY_GAMES``), as a person would add a game installed elsewhere."""
    env = {**os.environ, "POWERPLAY_GAMES": "ember_race", "PYTHONPATH": str(HERE), "POWERPLAY_PURE": "1"}
    return subprocess.run(
        [sys.executable, "-m", "powerplay.cli", *args, "--lang", "en"],
        input=stdin,
        capture_output=True,
        text=True,
        env=env,
        cwd=ROOT,
        timeout=300,
        check=False,
    )


def test_nothing_outside_its_folder_names_it():
    """Only the manifest's folder (and these tests) spell the game's name or its package."""
    named = []
    for path in (ROOT / "src").rglob("*"):
        if path.suffix in (".py", ".js", ".html", ".css", ".json", ".po") and NAME.search(path.read_text("utf-8")):
            named.append(str(path.relative_to(ROOT)))
    assert named == []


def test_the_registry_and_the_loaders_offer_it(ember):
    assert ember in GAMES and specs()[ember].title_in("ru") == "Бег по углям"
    assert seat_kinds(ember) == ()
    game = load_game(ember, seed=3, players=3, goal=12)
    bots = {seat: make_bot("heuristic", ember, seat, seat) for seat in range(3)}
    outcome = play_out(game, bots)
    assert game.is_over and not outcome.adjudicated
    again = replay(game.record())
    assert again.to_json() == game.to_json() and again.scores() == game.scores()


def test_its_words_come_from_its_own_catalogue(ember):
    game = load_game(ember, seed=1)
    events = game.apply(game.legal_actions()[0])
    assert events[0].describe(i18n.translations("ru")).startswith("И1 играет")
    assert events[0].describe(i18n.translations("uk")).startswith("Г1 грає")


def test_every_bot_plays_it(ember):
    """Random, heuristic and the generic search levels fall back as documented: a game without a
    search module has no search bot."""
    for kind in ("random", "heuristic"):
        game = load_game(ember, seed=5, players=2)
        play_out(game, {seat: make_bot(kind, ember, seat, seat) for seat in range(2)})
        assert game.is_over
    with pytest.raises(Exception, match="no hard bot"):
        make_bot("hard", ember, 0, 0)


def test_the_research_environments_offer_it(ember):
    from pettingzoo.test import api_test

    from powerplay.interop import gymnasium as gym_module
    from powerplay.interop import openspiel, pettingzoo

    api_test(pettingzoo.env(ember, players=3), num_cycles=100)
    gym_module.register()
    made = gymnasium.make("powerplay/ember-race-v0", seat=0, opponents="heuristic", players=2)
    observation, _ = made.reset(seed=4)
    done = False
    while not done:
        action = int(np.flatnonzero(observation["action_mask"])[0])
        observation, _, terminated, truncated, _ = made.step(action)
        done = terminated or truncated
    openspiel.register()
    import pyspiel

    state = pyspiel.load_game(openspiel.game_string(ember, players=2)).new_initial_state()
    while not state.is_terminal():
        state.apply_action(state.legal_actions()[0])
    assert sorted(state.returns()) == [0.0, 1.0]  # ER-4: the winner's 1


def test_simulate_and_arena_offer_it():
    done = powerplay(
        "simulate", "ember-race", "--players", "3", "--games", "4", "--bots", "heuristic,random,random", "--json"
    )
    assert done.returncode == 0, done.stderr
    results = [json.loads(line) for line in done.stdout.splitlines() if line.startswith("{")]
    assert len(results) == 4 and all(not r["adjudicated"] and len(r["steps"]) == 3 for r in results)
    done = powerplay("arena", "ember-race", "--players", "2", "--games", "6", "--bots", "heuristic,random")
    assert done.returncode == 0, done.stderr
    assert "Steps" in done.stdout


def test_play_in_the_terminal():
    """A person against the heuristic bot, typing the actions (the generic terminal front end)."""
    done = powerplay(
        "play",
        "ember-race",
        "--players",
        "2",
        "--seats",
        "human,heuristic",
        "--seed",
        "2",
        stdin="play 4\nplay 3\nplay 2\nplay 1\n" * 20,
    )
    assert done.returncode == 0, done.stderr + done.stdout
    assert "reaches the goal" in done.stdout


def test_adding_a_game_is_written_from_it():
    """docs/adding-a-game.md quotes Ember Race's manifest as it is, and every file it names is there."""
    page = (ROOT / "docs" / "adding-a-game.md").read_text("utf-8")
    source = (HERE / "ember_race" / "__init__.py").read_text("utf-8")
    manifest = source[source.index("SPEC = GameSpec(") : source.index('"""The game\'s manifest')].rstrip()
    assert manifest in page
    missing = []
    named = r"`((?:tests|docs|src)/[\w./-]+|(?:tui|static|core|games|cli|bots|server)/[\w./-]+\.(?:py|js|md|json))`"
    for path in re.findall(named, page):
        top = path.split("/")[0]
        where = ROOT / path if top in ("tests", "docs", "src") else ROOT / "src" / "powerplay" / path
        if top == "static":
            where = ROOT / "src" / "powerplay" / "web" / path
        if not where.exists():
            missing.append(path)
    assert missing == []
