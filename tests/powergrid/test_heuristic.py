"""The heuristic Power Grid bot: legal moves only, deterministic, seeing only its observation, and
much stronger than random play."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest
from pg_positions import make

from powerplay import load_game
from powerplay.bots import make_bot, observe
from powerplay.games.powergrid.actions import Build, Done, Pass, Power, Scrap
from powerplay.games.powergrid.ai import heuristic
from powerplay.games.powergrid.ai.heuristic import HeuristicBot
from powerplay.games.powergrid.data import zone

MAX_ROUNDS = 40  # a game of heuristic bots ends long before this


def play(seed: int, kinds: list[str], switch_at: int = 0, **config):
    """Play a game with the given bots (seat i plays ``kinds[i]``); every choice must be legal.

    With ``switch_at``, random bots play the first ``switch_at`` actions and the seats then go over
    to ``kinds`` (a heuristic bot taking over a game in progress).
    """
    players = len(kinds)
    game = load_game("powergrid", players=players, seed=seed, **config)
    bots = [make_bot(k, "powergrid", seat, seed) for seat, k in enumerate(kinds)]
    warmup = [make_bot("random", "powergrid", seat, seed) for seat in range(players)]
    n = 0
    while not game.is_over:
        seat = game.current_player
        obs = observe(game, seat)
        bot = warmup[seat] if n < switch_at else bots[seat]
        action = bot.choose(obs)
        assert action in obs.legal, f"seed {seed}: {kinds[seat]} chose illegal {action} ({game!r})"
        game.apply(action)
        n += 1
        assert game.state.round <= MAX_ROUNDS, f"seed {seed}: game not over after {MAX_ROUNDS} rounds"
    return game


@pytest.mark.parametrize("board", ["germany", "usa"])
@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_heuristic_bots_play_only_legal_actions_and_finish(board, players):
    for seed in (1, 2, 3):
        game = play(seed, ["heuristic"] * players, map=board)
        assert 6 <= game.state.round <= 25
        assert any(e["rank"] == 1 for e in game.scores())
    mixed = ["heuristic" if seat % 2 else "random" for seat in range(players)]
    play(4, mixed, map=board)


@pytest.mark.parametrize(
    "config",
    [
        {"starting_cities": True},
        {"classic": True},
        {"starting_cities": True, "classic": True},
    ],
)
@pytest.mark.parametrize("players", [2, 4])
def test_heuristic_bots_play_the_variants(config, players):
    """PG-13 (marks), PG-14 (trust houses with 2 players) and the classic option."""
    for board in ("germany", "usa"):
        play(3, ["heuristic"] * players, map=board, **config)


def test_heuristic_bot_takes_over_a_game_in_progress():
    """Nothing the bot remembers is needed: it may start playing a seat in any phase."""
    for seed, switch_at in ((4, 37), (5, 151), (6, 290), (7, 411)):
        play(seed, ["heuristic", "random", "heuristic"], switch_at=switch_at, map="germany")


def test_heuristic_bot_is_deterministic_for_a_seed():
    a = play(11, ["heuristic", "random", "heuristic", "random"], map="usa")
    b = play(11, ["heuristic", "random", "heuristic", "random"], map="usa")
    assert a.history == b.history
    c = play(12, ["heuristic"] * 3, map="germany")
    d = play(12, ["heuristic"] * 3, map="germany")
    assert c.history == d.history


def test_heuristic_bot_beats_random_bots():
    """One heuristic bot against three random bots, 4 players on Germany, the seat rotating: the
    project target is 95 % wins; this fixed sample asks for at least 18 of 20."""
    wins = 0
    for seed in range(20):
        seat = seed % 4
        kinds = ["random"] * 4
        kinds[seat] = "heuristic"
        game = play(100 + seed, kinds, map="germany")
        wins += game.scores()[seat]["rank"] == 1
    assert wins >= 18


def test_heuristic_bot_reads_only_its_observation():
    """The bot module imports only actions, static data, the pure plant helpers, the phase names, its
    observation and the bots' memo: no state, no phase module, no game."""
    tree = ast.parse(Path(heuristic.__file__).parent.joinpath("heuristic.py").read_text("utf-8"))
    imported = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom):
            module = ("." * node.level) + (node.module or "")
            imported.add(module)
            if module == "..state":
                assert {a.name for a in node.names} == {"Phase"}
        elif isinstance(node, ast.Import):
            imported.update(alias.name for alias in node.names)
    allowed = {
        "__future__",
        "collections.abc",
        "functools",
        "itertools",
        "typing",
        "....ai.memo",
        "..actions",
        "..data",
        "..storage",
        "..state",
        ".observation",
    }
    assert imported <= allowed, imported


def test_heuristic_bot_works_from_an_observation_of_a_bare_state():
    """Given only a state and a seat (no game object), the bot still decides."""
    from powerplay.games.powergrid.ai.observation import PowerGridObservation

    game = load_game("powergrid", players=4, map="germany", seed=21)
    seat = game.current_player
    obs = PowerGridObservation(game.state.copy(), seat)
    action = HeuristicBot(seat, 0).choose(obs)
    assert action in obs.legal
    assert action.plant in game.state.current


# ---- decisions in hand-written positions ------------------------------------------------------------

WEST = ["Essen", "Duisburg", "Duesseldorf", "Dortmund", "Muenster", "Kassel", "Osnabrueck"]


def decide(game):
    """The heuristic bot's choice for the seat to act (a fresh bot: nothing remembered)."""
    seat = game.current_player
    obs = observe(game, seat)
    action = HeuristicBot(seat, 0).choose(obs)
    assert action in obs.legal
    return action


def turn(game):
    """Let the seat to act play its whole Phase 3 or 4 turn with one bot; return its actions."""
    seat = game.current_player
    bot = HeuristicBot(seat, 0)
    actions = []
    while game.current_player == seat and not game.is_over:
        obs = observe(game, seat)
        action = bot.choose(obs)
        assert action in obs.legal
        game.apply(action)
        actions.append(action)
        if action == Done():
            break
    return actions


def test_power_the_most_cities_with_the_cheapest_fuel():
    """PG-9.2: 4 cities; 10 + 15 power them with 4 coal (1 each), cheaper than 07's oil."""
    g = make(
        3,
        phase="bureaucracy",
        seats=[{"plants": [7, 10, 15], "resources": {"coal": 8, "oil": 6}, "cities": WEST[:4]}, {}, {}],
    )
    assert decide(g) == Power((10, 15), (4, 0, 0, 0))


def test_scrap_the_weakest_plant():
    """PG-6.9: with a 4th plant (25) the bot scraps 03 (1 city), though its 2 oil go back."""
    g = make(
        3,
        round=3,
        seats=[
            {"plants": [3, 10, 15, 25], "resources": {"oil": 2, "coal": 2}, "cities": WEST[:3], "got_plant": True},
            {},
            {},
        ],
        scrap={"player": 0, "new_plant": 25},
        plant_market={"current": [4, 5, 6], "future": [7, 8, 9, 11]},  # a current plant was bought: no replacement yet
    )
    action = decide(g)
    assert isinstance(action, Scrap) and action.plant == 3


def test_pass_when_the_market_offers_nothing_better():
    """Three big plants (18 cities) and a market of small ones: nothing is worth buying."""
    g = make(3, round=5, step=2, seats=[{"plants": [36, 42, 50], "cities": WEST[:6], "money": 80}, {}, {}])
    assert decide(g) == Pass()


def test_buy_fuel_for_the_next_run_cheaper_coal_for_a_hybrid():
    """PG-7, PG-2.4: plant 05 burns 2 coal/oil; coal (1) is cheaper than oil (3)."""
    g = make(3, phase="resources", order=[1, 2, 0], seats=[{"plants": [5], "cities": WEST[:1], "money": 40}, {}, {}])
    actions = turn(g)
    assert actions[-1] == Done()
    held = g.to_json()["players"][0]["resources"]
    assert held["coal"] >= 2 and held["oil"] == 0


def _endgame(rival_plants, rival_resources, money):
    """Step 3, 3 players (end at 17 cities): seat 0 builds first with 16 cities and plants powering
    19 (36 + 42 with 5 coal, eco 50); seat 1 has the same 16 cities and builds later."""
    z = zone("germany", ("east", "south-west", "west"))
    own = [z.board.cities[c] for c in z.cities][:16]
    return make(
        3,
        phase="building",
        step=3,
        round=12,
        order=[1, 2, 0],
        seats=[
            {"plants": [36, 42, 50], "resources": {"coal": 5}, "cities": own, "money": money},
            {"plants": rival_plants, "resources": rival_resources, "cities": own},
            {"plants": [3]},
        ],
    )


def test_end_the_game_only_when_it_then_powers_the_most_cities():
    """PG-11: the 17th city ends the game. Against a rival powering at most 15 the bot ends it; against
    one who could power 18 it does not end it with 17 cities, but does when it can build to 19."""
    cheapest = 17  # Osnabrueck
    g = _endgame([33, 37, 44], {}, cheapest)
    assert turn(g) == [Build("Osnabrueck"), Done()]
    g.apply("done")
    g.apply("done")
    assert g.is_over and g.scores()[0]["rank"] == 1

    g = _endgame([40, 44, 46], {"coal": 3, "oil": 2}, cheapest)
    assert turn(g) == [Done()]
    assert not g.is_over

    g = _endgame([40, 44, 46], {"coal": 3, "oil": 2}, 1000)
    actions = turn(g)
    assert len(actions) == 4 and actions[-1] == Done()  # 19 cities, all powered
    assert len(g.to_json()["players"][0]["cities"]) == 19
