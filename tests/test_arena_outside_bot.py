"""An outside bot by import path (``module.path:Attr``) in the arena and ``simulate``: played as ours,
reported under its path, deterministic whatever the workers, and each mistake named clearly before
any game (docs/arena.md, "Your own bot")."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

import outside_bots  # tests/ is on the path: pytest puts it there (and the fixture below)
from powerplay import load_game
from powerplay.arena import public, run_arena
from powerplay.bots import bot_seed, is_outside, make_bot, observe, split_kind
from powerplay.cli import main
from powerplay.core.errors import BadInput

GAME = "powergrid-cards"
CONFIG = {"players": 2}
PATH = "outside_bots:FirstLegal"
LINEUP = [PATH, "random"]


@pytest.fixture(autouse=True)
def outside_bots_importable(monkeypatch: pytest.MonkeyPatch) -> None:
    """``outside_bots`` importable by path here and in the arena's worker processes (forked)."""
    monkeypatch.syspath_prepend(str(Path(__file__).resolve().parent))
    outside_bots.MADE.clear()


def invoke(args: list[str]):
    return CliRunner().invoke(main, args, catch_exceptions=False, env={"LANGUAGE": "en"})


def test_an_import_path_is_an_outside_bot_and_our_names_stay_ours():
    for kind in (PATH, "mypkg.agents:MyBot", "mod:Outer.Inner", "mod:bot_2"):
        assert is_outside(kind), kind
        assert split_kind(kind) == (kind, None)
    for kind in ("hard", "hard:2s", "hard:soon", "heuristic:fast", "nobot:2s", "nobot", "mod:", ":Bot", "a..b:C"):
        assert not is_outside(kind), kind
    assert split_kind("hard:2s") == ("hard", 2.0)


def replay_first_game(seed: int) -> dict:
    """Game 0 of the arena by hand: seat 0 takes the first legal action, seat 1 is our random bot."""
    game = load_game(GAME, seed=seed, **CONFIG)
    other = make_bot("random", GAME, 1, bot_seed(seed, 1))
    while not game.is_over:
        seat = game.current_player
        observation = observe(game, seat)
        game.apply(observation.legal[0] if seat == 0 else other.choose(observation))
    scores = sorted(game.scores(), key=lambda e: e["player"])
    return {"ranks": [e["rank"] for e in scores], "score": [e[game.score_key] for e in scores]}


def test_the_arena_plays_an_outside_bot_as_it_chooses_and_reports_it_by_its_path():
    report = public(run_arena(GAME, CONFIG, LINEUP, games=4, seed=3, workers=1))
    assert report["lineup"] == LINEUP
    assert [e["bot"] for e in report["summary"]] == LINEUP
    assert [e["seat_games"] for e in report["summary"]] == [4, 4]
    assert [r["seats"] for r in report["results"]] == [LINEUP, LINEUP[::-1]] * 2
    # made once to check it, then once a game with the game's seat and seed, as ours
    made = [(GAME, 0, 0)] + [(GAME, i % 2, bot_seed(3 + i, i % 2)) for i in range(4)]
    assert made == outside_bots.MADE
    first = report["results"][0]
    assert {"ranks": first["ranks"], "score": first["score"]} == replay_first_game(3)


def test_the_same_seed_gives_the_same_report_whatever_the_workers():
    once = public(run_arena(GAME, CONFIG, LINEUP, games=4, seed=7, workers=1))
    again = public(run_arena(GAME, CONFIG, LINEUP, games=4, seed=7, workers=2))
    assert json.dumps(again) == json.dumps(once)


def test_the_cli_arena_keeps_the_path_as_given_and_reports_as_run_arena():
    r = invoke(["arena", GAME, "--players", "2", "--bots", ",".join(LINEUP), "--games", "4", "--seed", "3"])
    assert r.exit_code == 0, r.output
    assert PATH in r.stdout
    args = ["arena", GAME, "--players", "2", "--bots", f"{PATH},random", "--games", "4", "--seed", "3"]
    r = invoke([*args, "--workers", "2", "--json", "-"])
    assert r.exit_code == 0, r.output
    data = json.loads(r.stdout)
    assert [e["bot"] for e in data["summary"]] == LINEUP
    assert data == public(run_arena(GAME, CONFIG, LINEUP, games=4, seed=3, workers=1))


def test_simulate_takes_an_outside_bot():
    r = invoke(["simulate", GAME, "--players", "2", "--bots", f"{PATH},random", "--games", "2", "--json"])
    assert r.exit_code == 0, r.output
    games = [json.loads(line) for line in r.stdout.splitlines()]
    assert [g["bots"] for g in games] == [LINEUP, LINEUP]
    assert (GAME, 0, bot_seed(2, 0)) in outside_bots.MADE


def test_a_dotted_attribute_and_a_bot_with_its_own_name():
    assert make_bot(PATH, GAME, 0, 1).name == PATH  # a bot without a name is given its path
    assert make_bot("outside_bots:Named", GAME, 0, 1).name == "first-legal"  # its own is kept
    lineup = ["outside_bots:Named", "outside_bots:Holder.Inner"]
    report = run_arena(GAME, CONFIG, lineup, games=2, seed=1, workers=1)
    assert [e["bot"] for e in report["summary"]] == lineup  # keyed by the path, not the name


BROKEN = "raise RuntimeError('no weights found')\n"

MISTAKES = [
    (
        "no_such_module_xyz:Bot",
        "cannot import the module 'no_such_module_xyz' of the bot 'no_such_module_xyz:Bot': "
        "ModuleNotFoundError: No module named 'no_such_module_xyz'",
    ),
    (
        "broken_outside_bot:Bot",
        "cannot import the module 'broken_outside_bot' of the bot 'broken_outside_bot:Bot': "
        "RuntimeError: no weights found",
    ),
    ("outside_bots:Missing", "the bot 'outside_bots:Missing': there is no 'Missing' in the module 'outside_bots'"),
    ("outside_bots:Holder.Gone", "there is no 'Holder.Gone' in the module 'outside_bots'"),
    ("outside_bots:NOT_CALLABLE", "the bot 'outside_bots:NOT_CALLABLE' cannot be called: a bot is a factory"),
    ("outside_bots:no_choose", "made an object of type object, which has no method choose(observation)"),
    ("outside_bots:NoArguments", "failed to be made as factory(game, seat, seed): TypeError"),
]


@pytest.fixture
def broken_module(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A module that fails when imported (a missing file of weights, say)."""
    (tmp_path / "broken_outside_bot.py").write_text(BROKEN)
    monkeypatch.syspath_prepend(str(tmp_path))


@pytest.mark.usefixtures("broken_module")
@pytest.mark.parametrize(("path", "message"), MISTAKES)
def test_each_mistake_is_named_before_any_game(path: str, message: str):
    with pytest.raises(BadInput) as err:
        run_arena(GAME, CONFIG, [path, "random"], games=2, seed=1, workers=2)
    assert message in str(err.value)
    for command in ("arena", "simulate"):
        r = invoke([command, GAME, "--players", "2", "--bots", f"random,{path}", "--games", "2"])
        assert r.exit_code == 2, (command, r.output)
        assert message in " ".join(r.output.split()), (command, r.output)
    assert outside_bots.MADE == []


@pytest.mark.usefixtures("broken_module")
@pytest.mark.parametrize(
    ("lang", "words"),
    [
        ("ru", "не удаётся импортировать модуль «broken_outside_bot»"),
        ("uk", "не вдається імпортувати модуль «broken_outside_bot»"),
    ],
)
def test_a_mistake_in_the_readers_language(lang: str, words: str):
    r = invoke(["arena", GAME, "--bots", "broken_outside_bot:Bot,random", "--lang", lang])
    assert r.exit_code == 2
    assert words in " ".join(r.output.split()), r.output
