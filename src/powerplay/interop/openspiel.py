"""Every Powerplay game as an OpenSpiel game (docs/interop.md): ``import powerplay.interop.openspiel``
registers them, then ``pyspiel.load_game("powerplay_powergrid(players=4,map=usa)")``.

* Sequential, imperfect information, **one explicit chance node**, the deal: the engine draws every
  shuffle of a game from the seeded generator in its state, so chance is the seed, chosen at the
  start among ``deals`` equally likely outcomes (action ``k`` deals the game of seed ``k``). The
  history (deal, then the compact ids) therefore replays a game exactly, and so does ``serialize``.
* Actions are the game's compact ids (``num_distinct_actions`` = the compact space's size).
* Terminal rewards, constant sum: 1 shared among the winners, 0 to the others. A game not over after
  ``max_game_length`` actions is adjudicated on the scores of its position, as the arena does.
* The observer gives each seat's tensor and its string (the tensor's non-zero entries by slice), made
  from what that seat may know; there is no information state (perfect recall) observer.
* ``resample_from_infostate`` draws again what a seat may not know (as our search bots do), so
  OpenSpiel's information-set search (``ISMCTSBot``) plays fair; plain MCTS searches the true state.
* Our bots play as ``pyspiel.Bot`` (``PowerplayBot``), from their seat's observation only.

Every option of a game is a parameter: numbers and flags as such, an option whose default is "decided
by the rules" (the card game's ``trust``) as ``auto``, ``on`` or ``off``, a list (Power Grid's
``regions``) as its items joined by ``+``. ``game_string`` writes a config so.
"""

from __future__ import annotations

import random
from typing import Any, get_args, get_origin

import numpy as np
import pyspiel

from ..analysis import Analysis
from ..bots import MAX_ACTIONS, bot_seed, make_bot, observe
from ..core.registry import game_class
from . import games, options_of, space_for, tensor_for
from .match import Match

PREFIX = "powerplay_"
AUTO = "auto"
LIST = "+"
NONE = "none"
"""A null item of a list option (a person's seat in Barrage's ``automa``)."""
DEALS = 1 << 16
"""The deals the chance node chooses among by default (seeds 0 to 65,535)."""


def short_name(name: str) -> str:
    """OpenSpiel's name of a game: ``powergrid-cards`` -> ``powerplay_powergrid_cards``."""
    return PREFIX + name.replace("-", "_")


def _defaults(name: str) -> dict[str, Any]:
    """The game's options as OpenSpiel parameters with their defaults."""
    out: dict[str, Any] = {}
    for key, field in game_class(name).config_model.model_fields.items():
        default = field.default
        if default is None:
            out[key] = AUTO
        elif isinstance(default, list):
            out[key] = LIST.join(NONE if item is None else str(item) for item in default)
        else:
            out[key] = default
    out["deals"] = DEALS
    out["max_game_length"] = MAX_ACTIONS
    return out


def config_of(name: str, params: dict[str, Any]) -> dict[str, Any]:
    """The game config of OpenSpiel parameters (``deals`` and ``max_game_length`` left out): a list
    option's items joined by ``+``, ``none`` for a null item (Barrage's ``automa=none+medium``)."""
    config: dict[str, Any] = {}
    lists = _list_options(name)
    for key, value in params.items():
        if key in ("deals", "max_game_length"):
            continue
        if isinstance(value, str) and value in (AUTO, "on", "off"):
            if value != AUTO:
                config[key] = value == "on"
        elif isinstance(value, str) and (key in lists or LIST in value):
            config[key] = [None if item == NONE else item for item in value.split(LIST) if item]
        else:
            config[key] = value
    return config


def _list_options(name: str) -> set[str]:
    """The options of a game whose values are lists (Power Grid's ``regions``, Barrage's ``automa``)."""
    out = set()
    for key, field in game_class(name).config_model.model_fields.items():
        kinds = (field.annotation, *get_args(field.annotation))
        if any(kind is list or get_origin(kind) is list for kind in kinds):
            out.add(key)
    return out


def game_string(name: str, **config: Any) -> str:
    """The OpenSpiel name of a game configuration: ``game_string("powergrid-cards", players=2,
    trust=True)`` -> ``powerplay_powergrid_cards(players=2,trust=on)``."""
    defaults = _defaults(name)
    params = []
    for key, value in config.items():
        if defaults.get(key) == AUTO and isinstance(value, bool):
            value = "on" if value else "off"
        elif isinstance(value, list | tuple):
            value = LIST.join(NONE if item is None else str(item) for item in value)
        params.append(f"{key}={value}")
    return f"{short_name(name)}({','.join(params)})"


def _players(name: str) -> tuple[int, int]:
    schema = game_class(name).config_model.model_json_schema()["properties"]["players"]
    return schema["minimum"], schema["maximum"]


def _game_type(name: str) -> pyspiel.GameType:
    low, high = _players(name)
    return pyspiel.GameType(
        short_name=short_name(name),
        long_name=f"Powerplay {name}",
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC,
        information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
        utility=pyspiel.GameType.Utility.CONSTANT_SUM,
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=high,
        min_num_players=low,
        provides_information_state_string=False,
        provides_information_state_tensor=False,
        provides_observation_string=True,
        provides_observation_tensor=True,
        parameter_specification=_defaults(name),
    )


class PowerplayGame(pyspiel.Game):
    """A Powerplay game configuration in OpenSpiel."""

    NAME: str

    def __init__(self, params: dict[str, Any] | None = None) -> None:
        params = {**_defaults(self.NAME), **(params or {})}
        self.config = config_of(self.NAME, params)
        options = options_of(self.NAME, self.config)
        self.space = space_for(self.NAME, options)
        self.tensor = tensor_for(self.NAME, options)
        self.max_actions = int(params["max_game_length"])
        self.deals = int(params["deals"])
        if not 0 < self.deals <= 1 << 31:
            raise ValueError(f"deals must be 1 to 2**31, not {self.deals}")
        info = pyspiel.GameInfo(
            num_distinct_actions=self.space.size,
            max_chance_outcomes=self.deals,
            num_players=options["players"],
            min_utility=0.0,
            max_utility=1.0,
            utility_sum=1.0,
            max_game_length=self.max_actions,
        )
        super().__init__(_game_type(self.NAME), info, params)

    def deal(self, seed: int) -> Match:
        """The game of deal ``seed``."""
        return Match(self.NAME, self.config, seed, self.max_actions)

    def new_initial_state(self) -> PowerplayState:
        """A new game, before the deal."""
        return PowerplayState(self)

    def make_py_observer(self, iig_obs_type: Any = None, params: Any = None) -> Observer:
        if params:
            raise ValueError(f"observation parameters are not supported: {params}")
        if iig_obs_type is not None and (
            iig_obs_type.perfect_recall or iig_obs_type.private_info != pyspiel.PrivateInfoType.SINGLE_PLAYER
        ):
            raise ValueError("only the default observation (one seat's, no perfect recall) is provided")
        return Observer(self)


class PowerplayState(pyspiel.State):
    """A Powerplay game in OpenSpiel: before the deal, then ``match``, the game in play."""

    def __init__(self, game: PowerplayGame) -> None:
        super().__init__(game)
        self.deals = game.deals
        self.match: Match | None = None

    def _match(self) -> Match:
        if self.match is None:
            raise ValueError("the game is not dealt yet: apply a chance outcome first")
        return self.match

    def current_player(self) -> int:
        if self.match is None:
            return pyspiel.PlayerId.CHANCE
        seat = self.match.to_act
        return pyspiel.PlayerId.TERMINAL if seat is None else seat

    def chance_outcomes(self) -> list[tuple[int, float]]:
        p = 1.0 / self.deals
        return [(k, p) for k in range(self.deals)]

    def _legal_actions(self, player: int) -> list[int]:
        return list(self._match().legal())

    def _apply_action(self, action: int) -> None:
        if self.match is None:
            self.match = self.get_game().deal(action)
        else:
            self.match.step(action)

    def _action_to_string(self, player: int, action: int) -> str:
        if player == pyspiel.PlayerId.CHANCE:
            return f"deal {action}"
        return self._match().action_name(action)

    def is_terminal(self) -> bool:
        return self.match is not None and self.match.finished

    def returns(self) -> list[float]:
        if self.match is None:
            return [0.0] * self.num_players()
        return self.match.returns()

    def resample_from_infostate(self, player_id: int, probability_sampler: Any = None) -> PowerplayState:
        """A state ``player_id`` cannot tell from this one: what it may not know drawn again, as our
        search bots draw it (OpenSpiel's ``ISMCTSBot`` searches on these). ``probability_sampler``
        (a callable giving a number in [0, 1)) draws the seed; without it, Python's ``random``."""
        u = probability_sampler() if probability_sampler is not None else random.random()
        state = PowerplayState(self.get_game())
        state.match = self._match().resampled(player_id, int(u * 2**31))
        return state

    def win_chances(self, player: int | None) -> list[float]:
        """Each player's chance to win as ``player`` sees the game now, our search bots' estimate
        (docs/advice.md); None: a spectator's, from what every player may know."""
        return self._match().win_chances(player)

    def hint(self, player: int) -> list[tuple[int, float | None]]:
        """Our ``hard`` bot's best plans for ``player``, the player to act: each first action with
        ``player``'s chance to win after the plan, best first."""
        return self._match().hint(player)

    def analysis(self, player: int) -> Analysis:
        """The review of the game so far from ``player``'s side (``powerplay.analysis.Analysis``)."""
        return self._match().analysis(player)

    def __str__(self) -> str:
        m = self.match
        if m is None:
            return "not dealt"
        return f"deal {m.seed}: {' '.join(m.game.history)}"


class Observer:
    """OpenSpiel's view of a seat: ``tensor`` (with ``dict``, its named slices) and ``string_from``."""

    def __init__(self, game: PowerplayGame) -> None:
        self.layout = game.tensor
        self.tensor = np.zeros(self.layout.size, np.float32)
        self.dict = {s.name: self.tensor[s.offset : s.offset + s.size].reshape(s.shape) for s in self.layout.slices}

    def set_from(self, state: PowerplayState, player: int) -> None:
        if player < 0 or state.match is None:  # nobody (OpenSpiel asks for the shape), or before the deal
            self.tensor.fill(0)
            return
        self.tensor[:] = state.match.observation(player)

    def string_from(self, state: PowerplayState, player: int) -> str:
        if state.match is None:
            return "not dealt"
        return self.layout.text(state.match.observation(player))


class PowerplayBot(pyspiel.Bot):
    """One of our bots (by name: ``random``, ``heuristic``, ``easy``, ``medium``, ``hard``) playing a
    seat of an OpenSpiel Powerplay game, from that seat's observation only. Seeded per game as every
    front end seeds its bots (``bots.bot_seed``)."""

    def __init__(self, game: PowerplayGame, player_id: int, kind: str = "hard") -> None:
        pyspiel.Bot.__init__(self)
        self.name = game.NAME
        self.player_id = player_id
        self.kind = kind
        self._bot: Any = None
        self._seed: int | None = None

    def restart_at(self, state: PowerplayState) -> None:
        self._bot = None

    def step(self, state: PowerplayState) -> int:
        match = state._match()
        if self._bot is None or self._seed != match.seed:
            self._seed = match.seed
            self._bot = make_bot(self.kind, self.name, self.player_id, bot_seed(match.seed, self.player_id))
        obs = observe(match.game, self.player_id)
        return match.space.encode_at(match.space.seat(obs), self._bot.choose(obs))


def register() -> None:
    """Register with OpenSpiel every game that has a research module (``games()``; done on import,
    registering twice is harmless)."""
    known = set(pyspiel.registered_names())
    for name in games():
        if short_name(name) in known:
            continue
        cls = type(f"PowerplayGame_{name.replace('-', '_')}", (PowerplayGame,), {"NAME": name})
        pyspiel.register_game(_game_type(name), cls)


register()
