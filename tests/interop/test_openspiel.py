"""The games inside OpenSpiel (docs/interop.md): OpenSpiel's own random simulation test with
serialization, loading by name with parameters, exact replay of a history, our bots as OpenSpiel bots,
and OpenSpiel's MCTS against our heuristic."""

from __future__ import annotations

import numpy as np
import pyspiel
import pytest
from interop_configs import CONFIGS, IDS
from open_spiel.python.algorithms import evaluate_bots, ismcts, mcts

from powerplay.ai.encoding import acting
from powerplay.bots import bot_seed, make_bot, observe
from powerplay.core.registry import load_game
from powerplay.interop import space_for, tensor_for
from powerplay.interop.match import Match
from powerplay.interop.openspiel import PowerplayBot, game_string


@pytest.mark.parametrize(("name", "config"), CONFIGS, ids=IDS)
def test_random_sim_test_passes_with_serialization(name: str, config: dict) -> None:
    game = pyspiel.load_game(game_string(name, **config))
    pyspiel.random_sim_test(game, num_sims=2, serialize=True, verbose=False)


def test_loaded_by_name_with_parameters() -> None:
    game = pyspiel.load_game("powerplay_powergrid(players=4,map=usa)")
    assert game.num_players() == 4
    assert game.get_parameters()["map"] == "usa"
    state = game.new_initial_state()
    assert state.is_chance_node()
    state.apply_action(7)
    match = state.match
    assert match.seed == 7
    assert match.game.view(None)["options"]["map"] == "usa"
    options = match.options
    assert game.num_distinct_actions() == space_for("powergrid", options).size
    assert game.observation_tensor_size() == tensor_for("powergrid", options).size
    assert game.get_type().chance_mode == pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC
    assert game.get_type().utility == pyspiel.GameType.Utility.CONSTANT_SUM


def test_auto_and_list_parameters() -> None:
    cards = pyspiel.load_game("powerplay_powergrid_cards(players=2)")
    assert cards.get_parameters()["trust"] == "auto"
    assert game_string("powergrid-cards", players=2, trust=False) == "powerplay_powergrid_cards(players=2,trust=off)"
    without = pyspiel.load_game("powerplay_powergrid_cards(players=2,trust=off)")
    state = without.new_initial_state()
    state.apply_action(1)
    assert state.match.game.view(None)["options"]["trust"] is False
    zone = pyspiel.load_game("powerplay_powergrid(players=2,regions=east+south-west+west)")
    state = zone.new_initial_state()
    state.apply_action(1)
    assert sorted(state.match.game.view(None)["options"]["regions"]) == ["east", "south-west", "west"]


def test_a_bad_parameter_is_refused() -> None:
    with pytest.raises(Exception, match="players"):
        pyspiel.load_game("powerplay_powergrid(players=9)")


def test_history_and_serialization_replay_the_game_exactly() -> None:
    game = pyspiel.load_game("powerplay_powergrid_cards(players=4,demolition=True,hidden_money=True)")
    rng = np.random.default_rng(3)
    state = game.new_initial_state()
    state.apply_action(12345)
    for _ in range(60):
        state.apply_action(int(rng.choice(state.legal_actions())))
    again = game.new_initial_state()
    for action in state.history():
        again.apply_action(action)
    assert str(again) == str(state)
    assert again.match.game.to_json() == state.match.game.to_json()
    copy = game.deserialize_state(state.serialize())
    assert copy.match.game.to_json() == state.match.game.to_json()
    assert copy.observation_tensor(1) == state.observation_tensor(1)


def test_an_illegal_id_is_refused_and_changes_nothing() -> None:
    game = pyspiel.load_game("powerplay_powergrid(players=3)")
    state = game.new_initial_state()
    state.apply_action(0)
    before = state.match.game.to_json()
    illegal = next(i for i in range(game.num_distinct_actions()) if i not in state.legal_actions())
    with pytest.raises(Exception, match="not a legal action"):
        state.apply_action(illegal)
    assert state.match.game.to_json() == before


def test_our_bots_play_as_openspiel_bots_from_their_observation() -> None:
    game = pyspiel.load_game("powerplay_powergrid(players=3)")
    bots = [PowerplayBot(game, 0, "heuristic"), PowerplayBot(game, 1, "random"), PowerplayBot(game, 2, "heuristic")]
    state = game.new_initial_state()
    state.apply_action(41)
    twin = [make_bot(k, "powergrid", s, bot_seed(41, s)) for s, k in enumerate(("heuristic", "random", "heuristic"))]
    engine = load_game("powergrid", seed=41, players=3)
    returns = evaluate_bots.evaluate_bots(state, bots, np.random.default_rng(0))
    while not engine.is_over:  # the same bots on the engine directly play the very same game
        seat = engine.current_player
        engine.apply(twin[seat].choose(observe(engine, seat)))
    assert state.match.game.history == engine.history
    assert sum(returns) == pytest.approx(1.0)


def test_openspiel_mcts_plays_against_our_heuristic() -> None:
    game = pyspiel.load_game("powerplay_powergrid_cards(players=2,trust=on)")
    rng = np.random.RandomState(5)
    evaluator = mcts.RandomRolloutEvaluator(n_rollouts=1, random_state=rng)
    searcher = mcts.MCTSBot(game, uct_c=2.0, max_simulations=12, evaluator=evaluator, random_state=rng)
    ours = PowerplayBot(game, 1, "heuristic")
    state = game.new_initial_state()
    state.apply_action(2026)
    returns = evaluate_bots.evaluate_bots(state, [searcher, ours], np.random.default_rng(0))
    assert state.is_terminal()
    assert sum(returns) == pytest.approx(1.0)
    assert all(r in (0.0, 0.5, 1.0) for r in returns)
    seats = {step.player for step in state.full_history()[1:]}
    assert seats == {0, 1}
    replayed = Match.from_record(state.match.record())
    assert replayed.game.to_json() == state.match.game.to_json()


@pytest.mark.parametrize(("name", "config"), [CONFIGS[k] for k in (1, 7, 9, 13)], ids=[IDS[k] for k in (1, 7, 9, 13)])
def test_a_resampled_state_is_what_the_seat_cannot_tell_apart(name: str, config: dict) -> None:
    game = pyspiel.load_game(game_string(name, **config))
    state = game.new_initial_state()
    state.apply_action(99)
    rng = np.random.default_rng(1)
    for _ in range(150):
        state.apply_action(int(rng.choice(state.legal_actions())))
    seat = state.current_player()
    differs = 0
    for k in range(5):
        other = state.resample_from_infostate(seat, lambda k=k: k / 5)
        assert other.observation_tensor(seat) == state.observation_tensor(seat)
        assert other.legal_actions() == state.legal_actions()
        differs += other.match.game.to_json() != state.match.game.to_json()
        copy = game.deserialize_state(other.serialize())
        assert copy.match.game.to_json() == other.match.game.to_json()
    assert differs > 0
    assert acting(state.match.game).seat == seat


def test_openspiel_information_set_mcts_plays_fair_against_our_heuristic() -> None:
    game = pyspiel.load_game("powerplay_powergrid_cards(players=2,trust=on)")
    rng = np.random.RandomState(3)
    evaluator = mcts.RandomRolloutEvaluator(n_rollouts=1, random_state=rng)
    searcher = ismcts.ISMCTSBot(
        game, evaluator, uct_c=2.0, max_simulations=8, random_state=rng, use_observation_string=True
    )
    state = game.new_initial_state()
    state.apply_action(11)
    bots = [PowerplayBot(game, 0, "heuristic"), searcher]
    while not state.is_terminal():  # ISMCTSBot takes no restart_at, which evaluate_bots calls
        state.apply_action(bots[state.current_player()].step(state))
    assert sum(state.returns()) == pytest.approx(1.0)
    assert {step.player for step in state.full_history()[1:]} == {0, 1}


def test_list_parameters_with_null_items() -> None:
    """Barrage's ``automa`` (a level or null per seat) and ``alternatives`` as OpenSpiel parameters:
    items joined by ``+``, a person's seat as ``none``, an empty list as nothing."""
    name = game_string(
        "barrage", players=3, full=True, automa=[None, "very-hard", None], alternatives=["D-01", "D-A17"]
    )
    assert name == "powerplay_barrage(players=3,full=True,automa=none+very-hard+none,alternatives=D-01+D-A17)"
    game = pyspiel.load_game(name)
    assert game.get_parameters()["automa"] == "none+very-hard+none"
    state = game.new_initial_state()
    state.apply_action(2)
    options = state.match.game.view(None)
    assert options["seats"][1]["automa"] == "very-hard" and options["seats"][0]["automa"] is None
    assert state.match.options["alternatives"] == ["D-01", "D-A17"]
    plain = pyspiel.load_game("powerplay_barrage(players=2)")
    assert plain.get_parameters()["alternatives"] == "" and plain.get_parameters()["automa"] == "auto"
    state = plain.new_initial_state()
    state.apply_action(2)
    assert state.match.options["automa"] is None and state.match.options["alternatives"] == []
