"""The bots' observation (``games/*/ai/observation.py``): what a seat may know, read off the game in
place, and nothing hidden.

For many positions of each game, a copy of the game that differs only in what the seat cannot see
(the deck's order and the box, the resource deck's order, the others' hidden money, the generator;
in Pampero the others' specialist cards and the decks' order) gives the same observation — every
public member, the public state the search deals into — and the heuristic and search bots make the
same choices. A bot that peeks at the deck is caught by the same comparison (so the test can fail).
Bots never build the display view. Bots are deterministic for a seed.
"""

from __future__ import annotations

import dataclasses
import inspect
from collections.abc import Iterator

import ba_bot_helpers as ba
import bot_helpers as pg
import cg_bot_helpers as cg
import pa_bot_helpers as pa
import pytest

from powerplay.bots import make_bot, observe
from powerplay.games.pampero.data import COUNTRIES
from powerplay.games.pampero.position import write as pa_state_json
from powerplay.games.powergrid.position import state_to_json as pg_state_json
from powerplay.games.powergrid_cards.data import CARDS
from powerplay.games.powergrid_cards.position import state_to_json as cg_state_json

PG_CONFIGS = [
    {"players": 4, "map": "germany"},
    {"players": 2, "map": "usa"},
    {"players": 3, "map": "usa"},
    {"players": 5, "map": "germany", "starting_cities": True},
    {"players": 3, "map": "germany", "classic": True},
]


def pg_positions(count: int, seed: int) -> list:
    return pg.positions(count, seed=seed, configs=PG_CONFIGS)


def cg_positions(count: int, seed: int) -> list:
    return cg.positions(count, seed=seed)


GAMES = {
    "powergrid": (pg_positions, pg.scrambled, pg_state_json, pg.small_bot),
    "powergrid-cards": (cg_positions, cg.scrambled, cg_state_json, cg.small_bot),
}
OBSERVED = {**GAMES, "pampero": (pa.positions, pa.scrambled, pa_state_json, pa.small_bot)}
"""The games whose observations are compared member by member (Pampero has no auction and no deck of
plants: the openings and the peeking bot are the Power Grid games'; tests/pampero/test_pa_heuristic.py
catches a bot that peeks at Pampero's decks)."""
CHOOSERS = {name: (positions, scrambled, small_bot) for name, (positions, scrambled, _, small_bot) in OBSERVED.items()}
CHOOSERS["barrage"] = (ba.positions, ba.scrambled, ba.small_bot)
"""The games whose bots' choices are compared (Barrage's observation has its own tests,
tests/barrage/test_bot_observation.py)."""


# ---- every public member of an observation ----------------------------------------------------------
_SKIP = {"of", "legal", "view", "allows", "public_state"}


def _arguments(obs, name: str) -> Iterator[int]:
    """Every value a one-argument member is asked about: seats, cities, cards or columns."""
    if name in ("column",):
        yield from (2, 3, 4)
    elif name in ("slots",):
        yield from range(len(obs.zone.board.cities))
    elif name in ("value",):
        yield from range(len(CARDS))
    elif name in ("unseen_market",):
        yield from COUNTRIES
    else:
        yield from range(obs.players)


def members(obs) -> dict:
    """What every public property and method of ``obs`` answers (generators listed)."""
    out: dict = {}
    cls = type(obs)
    for name in dir(cls):
        if name.startswith("_") or name in _SKIP:
            continue
        attr = getattr(cls, name)
        if isinstance(attr, property):
            out[name] = getattr(obs, name)
        elif inspect.isfunction(attr):
            params = list(inspect.signature(attr).parameters)[1:]
            method = getattr(obs, name)
            if not params:
                value = method()
                out[name] = list(value) if isinstance(value, Iterator) else value
            else:
                assert len(params) == 1, name
                out[name] = [method(x) for x in _arguments(obs, name)]
    return out


def known(game, seat: int, state_json) -> tuple[dict, dict]:
    """Everything ``seat`` may know of ``game`` through its observation."""
    obs = observe(game, seat)
    return members(obs), state_json(obs.public_state())


@pytest.mark.parametrize("name", OBSERVED)
def test_the_observation_is_the_same_whatever_the_hidden_parts(name):
    make_positions, scrambled, state_json, _ = OBSERVED[name]
    checked = 0
    for i, game in enumerate(make_positions(30, seed=21)):
        for seat in range(game.num_players):
            other = scrambled(game, seat, seed=i)
            assert other.view(seat) == game.view(seat)
            a, b = known(game, seat, state_json), known(other, seat, state_json)
            assert a == b, f"position {i}, seat {seat}"
            assert observe(game, seat).view == game.view(seat)
            checked += 1
    assert checked >= 60


@pytest.mark.parametrize("name", OBSERVED)
def test_the_observation_reads_the_game_in_place(name):
    """Made in O(1): it keeps the game's state (no copy), so an observation made before an action
    answers as one made after it."""
    make_positions = OBSERVED[name][0]
    for game in make_positions(6, seed=3):
        seat = game.current_player
        obs = observe(game, seat)
        assert obs._s is game.state
        game.apply(game.legal_actions()[0])
        assert members(obs) == members(observe(game, seat))


@pytest.mark.parametrize("name", GAMES)
def test_openings_agree_with_the_legal_actions(name):
    """The plants a seat may put up and their minimum bids, and whether it may pass, as the bots
    read them without listing every amount: the first bid of each plant among the legal actions."""
    make_positions = GAMES[name][0]
    checked = 0
    for game in make_positions(120, seed=13):
        seat = game.current_player
        obs = observe(game, seat)
        if obs.phase != "auction" or obs.auction is not None or getattr(obs, "scrapper", None) is not None:
            continue
        if getattr(obs, "pending", None) is not None:
            continue
        legal = game.legal_actions()
        firsts: dict[int, int] = {}
        for a in legal:
            if type(a).__name__ == "Bid":
                firsts.setdefault(a.plant, a.amount)
        openings = obs.openings()
        assert openings == tuple(firsts.items())
        assert obs.may_pass(openings) == (type(legal[0]).__name__ == "Pass")
        checked += 1
    assert checked >= 4


# ---- bots choose the same whatever the hidden parts ----------------------------------------------------
@pytest.mark.parametrize("name", CHOOSERS)
@pytest.mark.parametrize("kind", ["heuristic", "search"])
def test_scrambled_hidden_parts_change_no_choice(name, kind):
    make_positions, scrambled, small_bot = CHOOSERS[name]
    count = 60 if kind == "heuristic" else 20
    compared = 0
    for i, game in enumerate(make_positions(count, seed=5)):
        seat = game.current_player
        other = scrambled(game, seat, seed=i)
        assert other.to_json() != game.to_json()
        if kind == "heuristic":
            a = make_bot("heuristic", name, seat, 7).choose(observe(game, seat))
            b = make_bot("heuristic", name, seat, 7).choose(observe(other, seat))
        else:
            a = small_bot("medium", seat, 7, iterations=6).choose(observe(game, seat))
            b = small_bot("medium", seat, 7, iterations=6).choose(observe(other, seat))
        assert a == b and type(a) is type(b), f"position {i}: {a} vs {b}"
        compared += 1
    assert compared >= count * 3 // 4


class _Peeking:
    """A bot that reads the deck through the observation's private state: what the test must catch."""

    def choose(self, obs):
        legal = obs.legal
        deck = obs._s.deck
        return legal[sum(i * x for i, x in enumerate(deck)) % 2 - 1]  # the first or the last, by the deck's order


@pytest.mark.parametrize("name", GAMES)
def test_the_comparison_catches_a_bot_that_peeks(name):
    make_positions, scrambled, _, _ = GAMES[name]
    caught = 0
    for i, game in enumerate(make_positions(24, seed=5)):
        seat = game.current_player
        other = scrambled(game, seat, seed=i)
        a = _Peeking().choose(observe(game, seat))
        b = _Peeking().choose(observe(other, seat))
        caught += a != b
    assert caught > 0


VIEWLESS = [name for name in CHOOSERS if name != "pampero"]
"""The games whose bots never build the display view (Pampero's heuristic reads its seat's view, as its
module text says)."""


@pytest.mark.parametrize("name", VIEWLESS)
def test_bots_never_build_the_display_view(name, monkeypatch):
    """The view costs as much as a decision of the heuristic: the bots read the observation only."""
    from powerplay.ai.observation import Observation

    def refuse(self):
        raise AssertionError("a bot built the display view")

    make_positions, _, small_bot = CHOOSERS[name]
    games = make_positions(12, seed=8)
    observations = [observe(g, g.current_player) for g in games]
    monkeypatch.setattr(Observation, "_build_view", refuse)
    for cls in {type(o) for o in observations}:
        monkeypatch.setattr(cls, "_build_view", refuse)
    for game in games:
        seat = game.current_player
        for _ in range(6):
            if game.is_over:
                break
            seat = game.current_player
            for bot in (make_bot("heuristic", name, seat, 1), small_bot("easy", seat, 1, iterations=4)):
                assert bot.choose(observe(game, seat)) in game.legal_actions()
            game.apply(make_bot("heuristic", name, seat, 1).choose(observe(game, seat)))


# ---- deterministic for a seed -----------------------------------------------------------------------
def _decisions(game, bot, count: int) -> list:
    """The bot's next ``count`` choices, the other seats played by the first legal action."""
    out = []
    g = game.copy()
    for _ in range(200):
        if g.is_over or len(out) >= count:
            break
        seat = g.current_player
        obs = observe(g, seat)
        if seat == bot.seat:
            out.append(bot.choose(obs))
            g.apply(out[-1])
        else:
            g.apply(obs.legal[0])
    return out


def test_same_seed_same_choices_and_stats():
    game = pg.positions(1, seed=9, configs=[{"players": 4, "map": "germany"}])[0]
    seat = game.current_player
    a, b = pg.small_bot("hard", seat, 21, 12), pg.small_bot("hard", seat, 21, 12)
    assert _decisions(game, a, 5) == _decisions(game, b, 5)
    assert a.last_stats["iterations"] == b.last_stats["iterations"]
    assert a.last_stats["candidates"] == b.last_stats["candidates"]


def test_last_stats_report_iterations_with_a_time_budget():
    from powerplay.games.powergrid.ai.search import LEVELS, SearchBot

    games = pg.positions(12, seed=3, configs=[{"players": 4, "map": "germany"}])
    bot = None
    for game in games:
        seat = game.current_player
        bot = SearchBot(seat, 1, dataclasses.replace(LEVELS["hard"], seconds=0.05))
        obs = observe(game, seat)
        assert bot.choose(obs) in obs.legal
        if bot.last_stats:
            break
    assert bot is not None and bot.last_stats, "no position needed a search"
    st = bot.last_stats
    assert st["iterations"] >= 1 and st["seconds"] < 1.0 and st["per_second"] > 0
