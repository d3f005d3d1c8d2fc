"""Every Powerplay game as a PettingZoo AEC environment (docs/interop.md):
``powerplay.interop.pettingzoo.env("powergrid", players=4, map="usa")``.

Agents ``player_0 …`` are the seats. An observation is ``{"observation": the seat's tensor,
"action_mask": int8 flags over the compact action space}`` (the mask is all 0 for a seat not to act).
``reset(seed=k)`` deals the game of seed ``k`` (so a PettingZoo episode and a game record meet), and
the following resets without a seed deal from a sequence that ``k`` starts. Rewards come at the end:
1 shared among the winners. A game not over after ``max_actions`` actions is truncated, adjudicated
on the scores of its position. An illegal id is refused with ``IllegalId`` and changes nothing.
Renders as text (``render_mode="ansi"``): what happened since the last render, the game's public log,
in ``lang``.
"""

from __future__ import annotations

import random
from typing import Any

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv

from ..analysis import Analysis
from ..bots import MAX_ACTIONS, bot_seed, make_bot, observe
from . import options_of, space_for, tensor_for
from .match import Match


class PowerplayEnv(AECEnv):
    """A Powerplay game as a PettingZoo AEC environment."""

    metadata: dict[str, Any] = {"render_modes": ["ansi"], "name": "powerplay_v0", "is_parallelizable": False}  # noqa: RUF012 (the base classes declare it so)

    def __init__(
        self,
        game: str = "powergrid",
        render_mode: str | None = None,
        lang: str = "en",
        max_actions: int = MAX_ACTIONS,
        **config: Any,
    ) -> None:
        super().__init__()
        if render_mode not in (None, "ansi"):
            raise ValueError(f"render_mode is 'ansi' or None, not {render_mode!r}")
        self.game_name = game
        self.config = config
        options = options_of(game, config)
        self.space = space_for(game, options)
        self.tensor = tensor_for(game, options)
        self.max_actions = max_actions
        self.render_mode = render_mode
        self.lang = lang
        self.metadata = {**self.metadata, "name": f"powerplay_{game.replace('-', '_')}_v0"}
        self.possible_agents = [f"player_{k}" for k in range(options["players"])]
        self._seat = {agent: k for k, agent in enumerate(self.possible_agents)}
        self._observation_space = spaces.Dict(
            {
                "observation": spaces.Box(0.0, self.tensor.HIGH, (self.tensor.size,), np.float32),
                "action_mask": spaces.Box(0, 1, (self.space.size,), np.int8),
            }
        )
        self._action_space = spaces.Discrete(self.space.size)
        self._seeds = random.Random()
        self.match: Match | None = None
        self._bots: dict[tuple[str, str], Any] = {}

    def observation_space(self, agent: str) -> spaces.Dict:
        return self._observation_space

    def action_space(self, agent: str) -> spaces.Discrete:
        return self._action_space

    def reset(self, seed: int | None = None, options: dict | None = None) -> None:
        if seed is not None:
            self._seeds = random.Random(seed)
            game_seed = seed
        else:
            game_seed = self._seeds.randrange(2**31)
        self.match = Match(self.game_name, self.config, game_seed, self.max_actions)
        self._bots = {}
        self.agents = self.possible_agents[:]
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos: dict[str, dict] = {agent: {} for agent in self.agents}
        self.agent_selection = self.possible_agents[self._to_act()]

    def _to_act(self) -> int:
        assert self.match is not None
        seat = self.match.to_act
        assert seat is not None
        return seat

    def observe(self, agent: str) -> dict[str, np.ndarray]:
        assert self.match is not None, "reset() first"
        seat = self._seat[agent]
        mask = self.match.mask() if seat == self.match.to_act else np.zeros(self.space.size, np.int8)
        return {"observation": self.match.observation(seat), "action_mask": mask}

    def step(self, action: int | None) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        assert self.match is not None and action is not None
        self.match.step(int(action))
        self._cumulative_rewards[agent] = 0.0
        if self.match.finished:
            over = self.match.game.is_over
            for agent_k, reward in zip(self.agents, self.match.returns()):
                self.rewards[agent_k] = reward
                self.terminations[agent_k] = over
                self.truncations[agent_k] = not over
        else:
            self.agent_selection = self.possible_agents[self._to_act()]
        self._accumulate_rewards()

    def bot_action(self, agent: str, kind: str = "hard") -> int:
        """The compact id our bot ``kind`` picks for ``agent`` now, from that seat's observation only
        (a bot per agent and kind for the episode, seeded as every front end seeds its bots)."""
        assert self.match is not None, "reset() first"
        seat = self._seat[agent]
        bot = self._bots.get((agent, kind))
        if bot is None:
            bot = self._bots[agent, kind] = make_bot(kind, self.game_name, seat, bot_seed(self.match.seed, seat))
        obs = observe(self.match.game, seat)
        return self.space.encode_at(self.space.seat(obs), bot.choose(obs))

    def win_chances(self, agent: str | None = None) -> list[float]:
        """Each agent's chance to win (in agent order) as ``agent`` sees the game now, our search bots'
        estimate (docs/advice.md); None: a spectator's, from what every agent may know."""
        assert self.match is not None, "reset() first"
        return self.match.win_chances(None if agent is None else self._seat[agent])

    def hint(self, agent: str) -> list[tuple[int, float | None]]:
        """Our ``hard`` bot's best plans for ``agent``, the agent to act: each first action's compact id
        with the agent's chance to win after the plan, best first."""
        assert self.match is not None, "reset() first"
        return self.match.hint(self._seat[agent])

    def analysis(self, agent: str) -> Analysis:
        """The review of the episode so far from ``agent``'s side (``powerplay.analysis.Analysis``)."""
        assert self.match is not None, "reset() first"
        return self.match.analysis(self._seat[agent])

    def render(self) -> str | None:
        """What happened since the last render (the game's public log), in ``lang``."""
        if self.render_mode is None or self.match is None:
            return None
        return self.match.news(self.lang)

    def close(self) -> None:
        self.match = None


def env(game: str = "powergrid", **kwargs: Any) -> PowerplayEnv:
    """A PettingZoo environment of a game (keyword arguments: the game's options, ``render_mode``,
    ``lang``, ``max_actions``)."""
    return PowerplayEnv(game, **kwargs)
