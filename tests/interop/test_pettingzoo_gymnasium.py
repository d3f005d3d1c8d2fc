"""The games inside PettingZoo and Gymnasium (docs/interop.md): PettingZoo's api_test and
seed_test, Gymnasium's check_env, masks aligned with the compact space, text rendering, rewards, and
an episode that meets the engine's game of the same seed."""

from __future__ import annotations

import gymnasium
import numpy as np
import pyspiel
import pytest
from gymnasium.utils.env_checker import check_env
from interop_configs import CONFIGS, IDS
from pettingzoo.test import api_test, seed_test

from powerplay.core.registry import load_game
from powerplay.interop import space
from powerplay.interop.gymnasium import PowerplayEnv
from powerplay.interop.match import IllegalId
from powerplay.interop.openspiel import game_string
from powerplay.interop.pettingzoo import env


@pytest.mark.parametrize(("name", "config"), CONFIGS, ids=IDS)
def test_pettingzoo_api_and_seed_tests_pass(name: str, config: dict) -> None:
    api_test(env(name, **config), num_cycles=300)
    seed_test(lambda: env(name, **config), num_cycles=300)


@pytest.mark.parametrize(("name", "config"), CONFIGS, ids=IDS)
def test_gymnasium_check_env_passes(name: str, config: dict) -> None:
    made = gymnasium.make(f"powerplay/{name}-v0", seat=1, opponents="random", render_mode="ansi", **config)
    check_env(made.unwrapped, skip_render_check=False)


def play_out(e, seed: int) -> tuple[list[int], dict]:
    """A whole PettingZoo episode choosing legal ids at random; the ids played and the rewards."""
    rng = np.random.default_rng(seed)
    e.reset(seed=seed)
    played: list[int] = []
    rewards = dict.fromkeys(e.possible_agents, 0.0)
    for agent in e.agent_iter():
        obs, reward, term, trunc, _ = e.last()
        rewards[agent] += reward
        if term or trunc:
            e.step(None)
            continue
        for other in e.agents:
            if other != agent:
                assert not e.observe(other)["action_mask"].any()
        action = int(rng.choice(np.flatnonzero(obs["action_mask"])))
        played.append(action)
        e.step(action)
    return played, rewards


def test_an_episode_is_the_engine_game_of_its_seed() -> None:
    e = env("powergrid", players=3)
    played, rewards = play_out(e, 17)
    game = load_game("powergrid", seed=17, players=3)
    compact = space(game)
    for index in played:
        game.apply(compact.decode(game, index))
    assert game.is_over
    winners = [s["player"] for s in game.scores() if s["rank"] == 1]
    assert sum(rewards.values()) == pytest.approx(1.0)
    assert {int(a.split("_")[1]) for a, r in rewards.items() if r > 0} == set(winners)


def test_an_illegal_id_is_refused_and_changes_nothing() -> None:
    e = env("powergrid-cards", players=3)
    e.reset(seed=2)
    before = e.match.game.to_json()
    mask = e.observe(e.agent_selection)["action_mask"]
    with pytest.raises(IllegalId, match="not a legal action"):
        e.step(int(np.flatnonzero(mask == 0)[0]))
    assert e.match.game.to_json() == before
    g = PowerplayEnv("powergrid-cards", players=3)
    obs, _ = g.reset(seed=2)
    again, reward, term, trunc, info = g.step(int(np.flatnonzero(obs["action_mask"] == 0)[0]))
    assert "not a legal action" in info["illegal"]
    assert np.array_equal(again["observation"], obs["observation"]) and reward == 0.0 and not term and not trunc


def test_renders_what_happened_in_the_readers_language() -> None:
    e = env("powergrid", players=2, render_mode="ansi", lang="ru")
    e.reset(seed=1)
    assert e.render().startswith("Энергосеть, поле «Германия»")
    for _ in range(6):
        e.step(int(np.flatnonzero(e.observe(e.agent_selection)["action_mask"])[-1]))
    text = e.render()
    assert text.count("ставит домик Траста") == 6 and "Раунд 1" in text
    assert e.render() == ""  # nothing new since the last render
    assert env("powergrid", players=2).render() is None


def test_gymnasium_opponents_are_our_bots_and_the_game_is_registered() -> None:
    g = gymnasium.make("powerplay/powergrid-cards-v0", opponents="heuristic", players=2, trust=True)
    obs, info = g.reset(seed=9)
    assert obs["action_mask"].any() and np.array_equal(info["action_mask"], obs["action_mask"])
    done = False
    reward = 0.0
    while not done:
        obs, reward, term, trunc, _ = g.step(int(np.flatnonzero(obs["action_mask"])[-1]))
        done = term or trunc
    assert reward in (0.0, 0.5, 1.0)
    with pytest.raises(Exception, match="unknown bot"):
        PowerplayEnv("powergrid", opponents="nobody", players=3)


def test_a_game_cut_off_is_truncated_and_adjudicated() -> None:
    e = env("powergrid", players=2, max_actions=40)
    played, rewards = play_out(e, 4)
    assert len(played) == 40
    assert sum(rewards.values()) == pytest.approx(1.0)


def test_an_automa_seat_never_acts_and_shares_the_result() -> None:
    """Barrage's Automa seat (docs/interop.md): a PettingZoo agent with a tensor and a
    reward, never selected to act before the end, its mask all 0; OpenSpiel never makes it the
    current player; Gymnasium refuses to give it to a policy."""
    config = {"players": 3, "full": True, "automa": [None, None, "medium"]}
    e = env("barrage", **config)
    e.reset(seed=6)
    rng = np.random.default_rng(6)
    selected = []
    rewards = dict.fromkeys(e.possible_agents, 0.0)
    for agent in e.agent_iter():
        obs, reward, term, trunc, _ = e.last()
        rewards[agent] += reward
        if term or trunc:
            e.step(None)
            continue
        selected.append(agent)
        assert not e.observe("player_2")["action_mask"].any()
        assert e.observe("player_2")["observation"].any()
        e.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))
    assert set(selected) == {"player_0", "player_1"}
    assert sum(rewards.values()) == pytest.approx(1.0) and set(rewards) == {"player_0", "player_1", "player_2"}
    game = pyspiel.load_game(game_string("barrage", **config))
    assert game.num_players() == 3
    state = game.new_initial_state()
    state.apply_action(6)
    while not state.is_terminal():
        assert state.current_player() in (0, 1)
        state.apply_action(int(rng.choice(state.legal_actions())))
    assert sum(state.returns()) == pytest.approx(1.0)
    with pytest.raises(ValueError, match="Automa"):
        PowerplayEnv("barrage", seat=2, opponents="random", **config)
    g = PowerplayEnv("barrage", seat=0, opponents="random", **config)
    obs, _ = g.reset(seed=6)
    assert obs["action_mask"].any()
