"""One seat of a Powerplay game as a Gymnasium environment, the other seats played by our bots
(docs/interop.md): ``PowerplayEnv("powergrid", seat=0, opponents="hard", players=4)``.

Observations and actions are PettingZoo's (``interop.pettingzoo``): ``{"observation", "action_mask"}``
and the compact ids; ``info["action_mask"]`` repeats the mask. ``reset(seed=k)`` deals the game of
seed ``k`` and seeds the bots as every front end does. The reward comes at the end: the seat's share
of the win (1 shared among the winners). An illegal id changes nothing: the step returns the same
observation, reward 0, and ``info["illegal"]`` says why. A game not over after ``max_actions``
actions is truncated, adjudicated on the scores of its position.
"""

from __future__ import annotations

from typing import Any

import gymnasium
import numpy as np
from gymnasium import spaces

from ..analysis import Analysis
from ..bots import MAX_ACTIONS, bot_seed, make_bot, observe
from . import games, options_of, space_for, tensor_for
from .match import IllegalId, Match


class PowerplayEnv(gymnasium.Env):
    """Seat ``seat`` of a game; ``opponents`` (a bot name, or one per other seat in seat order) play
    the rest."""

    metadata: dict[str, Any] = {"render_modes": ["ansi"], "render_fps": 1}  # noqa: RUF012 (the base classes declare it so)

    def __init__(
        self,
        game: str = "powergrid",
        seat: int = 0,
        opponents: str | list[str] = "heuristic",
        render_mode: str | None = None,
        lang: str = "en",
        max_actions: int = MAX_ACTIONS,
        **config: Any,
    ) -> None:
        if render_mode not in (None, "ansi"):
            raise ValueError(f"render_mode is 'ansi' or None, not {render_mode!r}")
        self.game_name = game
        self.config = config
        options = options_of(game, config)
        players = options["players"]
        if not 0 <= seat < players:
            raise ValueError(f"seat is 0 to {players - 1}, not {seat}")
        if (options.get("automa") or [None] * players)[seat] is not None:
            raise ValueError(f"seat {seat} is played by the Automa (Barrage, BA-A5): it never acts")
        others = [opponents] * (players - 1) if isinstance(opponents, str) else list(opponents)
        if len(others) != players - 1:
            raise ValueError(f"{players - 1} opponents are needed, not {len(others)}")
        self.seat = seat
        self.kinds = others[:seat] + ["you"] + others[seat:]
        self.space = space_for(game, options)
        self.tensor = tensor_for(game, options)
        self.max_actions = max_actions
        self.render_mode = render_mode
        self.lang = lang
        self.observation_space = spaces.Dict(
            {
                "observation": spaces.Box(0.0, self.tensor.HIGH, (self.tensor.size,), np.float32),
                "action_mask": spaces.Box(0, 1, (self.space.size,), np.int8),
            }
        )
        self.action_space = spaces.Discrete(self.space.size)
        self.match: Match | None = None
        self.bots: list[Any] = []
        for s, kind in enumerate(self.kinds):  # a bad bot name fails here, not at the first reset
            if s != seat:
                make_bot(kind, game, s, 0)

    def _observation(self) -> dict[str, np.ndarray]:
        assert self.match is not None
        mask = self.match.mask() if self.match.to_act == self.seat else np.zeros(self.space.size, np.int8)
        return {"observation": self.match.observation(self.seat), "action_mask": mask}

    def _others_play(self) -> None:
        m = self.match
        assert m is not None
        while (s := m.to_act) is not None and s != self.seat:
            m.apply(self.bots[s].choose(observe(m.game, s)))

    def reset(self, *, seed: int | None = None, options: dict | None = None) -> tuple[dict, dict]:
        super().reset(seed=seed)
        game_seed = seed if seed is not None else int(self.np_random.integers(2**31))
        self.match = Match(self.game_name, self.config, game_seed, self.max_actions)
        self.bots = [
            None if s == self.seat else make_bot(kind, self.game_name, s, bot_seed(game_seed, s))
            for s, kind in enumerate(self.kinds)
        ]
        self._others_play()
        obs = self._observation()
        return obs, {"action_mask": obs["action_mask"]}

    def step(self, action: int) -> tuple[dict, float, bool, bool, dict]:
        m = self.match
        assert m is not None, "reset() first"
        info: dict[str, Any] = {}
        try:
            m.step(int(action))
        except IllegalId as e:
            info["illegal"] = str(e)
        else:
            self._others_play()
        obs = self._observation()
        info["action_mask"] = obs["action_mask"]
        reward = m.returns()[self.seat] if m.finished else 0.0
        return obs, reward, m.game.is_over, m.truncated, info

    def win_chances(self) -> list[float]:
        """Each player's chance to win as the seat sees the game now, our search bots' estimate
        (docs/advice.md)."""
        assert self.match is not None, "reset() first"
        return self.match.win_chances(self.seat)

    def hint(self) -> list[tuple[int, float | None]]:
        """Our ``hard`` bot's best plans for the seat now: each first action's compact id with the seat's
        chance to win after the plan, best first."""
        assert self.match is not None, "reset() first"
        return self.match.hint(self.seat)

    def analysis(self) -> Analysis:
        """The review of the episode so far from the seat's side (``powerplay.analysis.Analysis``)."""
        assert self.match is not None, "reset() first"
        return self.match.analysis(self.seat)

    def render(self) -> str | None:
        """What happened since the last render (the game's public log), in ``lang``."""
        if self.render_mode is None or self.match is None:
            return None
        return self.match.news(self.lang)


def register() -> None:
    """Register each game with Gymnasium as ``powerplay/<game>-v0`` (done on import):
    ``gymnasium.make("powerplay/powergrid-v0", opponents="hard", players=4)``."""
    for name in games():
        env_id = f"powerplay/{name}-v0"
        if env_id not in gymnasium.registry:
            gymnasium.register(env_id, entry_point=PowerplayEnv, kwargs={"game": name})


register()
