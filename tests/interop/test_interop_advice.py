"""The search bots' advice through the research adapters (docs/interop.md, docs/advice.md): each
player's chance to win as a seat sees the game, a hint in compact ids, a review of the episode so far,
in PettingZoo, Gymnasium and OpenSpiel alike."""

from __future__ import annotations

import numpy as np
import pyspiel
import pytest

from powerplay import analysis
from powerplay.interop.gymnasium import PowerplayEnv
from powerplay.interop.match import Match
from powerplay.interop.openspiel import game_string
from powerplay.interop.pettingzoo import env

GAMES = [
    ("powergrid", {"players": 3}),
    ("powergrid-cards", {"players": 2, "hidden_money": True}),
    ("barrage", {"players": 2}),
    ("pampero", {"players": 2}),
]


def _played(e, steps: int) -> None:
    """``steps`` actions of the heuristic bot in every seat."""
    for _ in range(steps):
        e.step(e.bot_action(e.agent_selection, "heuristic"))


@pytest.mark.parametrize(("name", "config"), GAMES, ids=[g for g, _ in GAMES])
def test_an_agent_s_chances_hint_and_review_in_pettingzoo(name: str, config: dict) -> None:
    e = env(name, **config)
    e.reset(seed=11)
    _played(e, 12)
    agent = e.agent_selection
    seat = e.possible_agents.index(agent)
    chances = e.win_chances(agent)
    assert len(chances) == len(e.possible_agents) and sum(chances) == pytest.approx(1.0)
    assert chances == analysis.win_chances(e.match.game, seat)  # the agent's seat, as it sees the game
    assert e.win_chances() == analysis.win_chances(e.match.game, None)  # a spectator's
    options = e.hint(agent)
    mask = e.observe(agent)["action_mask"]
    ids = [i for i, _ in options]
    assert len(set(ids)) == len(ids) and all(mask[i] == 1 for i in ids)
    rated = [c for _, c in options if c is not None]
    assert rated == sorted(rated, reverse=True)
    other = next(a for a in e.possible_agents if a != agent)
    with pytest.raises(ValueError, match="not to act"):
        e.hint(other)
    review = e.analysis(other)
    assert review.seat == e.possible_agents.index(other)
    assert len(review.points) == len(e.match.game.record()["actions"]) + 1 == 13


def test_a_hint_s_ids_are_the_search_s_plans_in_order() -> None:
    """The ids are the first actions of the hint's plans, best first."""
    match = Match("powergrid-cards", {"players": 3}, 5)
    while len(match.legal()) < 3:
        match.step(next(iter(match.legal())))
    seat = match.to_act
    assert seat is not None
    h = analysis.hint(match.game, seat)
    assert match.hint(seat) == [(match.space.encode(match.game, o.action), o.chance) for o in h.options]
    assert len(h.options) >= 2


def test_the_seat_s_advice_in_gymnasium_and_in_openspiel() -> None:
    you = PowerplayEnv("pampero", seat=1, opponents="heuristic", players=2)
    obs, _ = you.reset(seed=3)
    assert sum(you.win_chances()) == pytest.approx(1.0)
    assert all(obs["action_mask"][i] == 1 for i, _ in you.hint())
    you.step(you.hint()[0][0])
    assert you.analysis().seat == 1

    game = pyspiel.load_game(game_string("powergrid-cards", players=2))
    state = game.new_initial_state()
    state.apply_action(4)  # the deal
    rng = np.random.default_rng(4)
    for _ in range(6):
        state.apply_action(int(rng.choice(state.legal_actions())))
    player = state.current_player()
    assert state.win_chances(player) == analysis.win_chances(state.match.game, player)
    assert {i for i, _ in state.hint(player)} <= set(state.legal_actions())
    assert len(state.analysis(1 - player).points) == 7
