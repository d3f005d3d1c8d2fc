"""The research interface (docs/interop.md): every game inside OpenSpiel
(``interop.openspiel``), PettingZoo (``interop.pettingzoo``) and Gymnasium (``interop.gymnasium``).

Each game brings a compact action space, an observation tensor and a resampler (the module its
manifest's ``interop`` names: ``Space``, ``Tensor``, ``resample``), all working from a seat's bot
observation; ``Match`` holds a game in play for the adapters.
"""

from __future__ import annotations

import importlib
from functools import cache
from typing import Any

import numpy as np

from ..ai.encoding import CompactSpace, ObservationTensor
from ..bots import observe
from ..core.options import read_config
from ..core.protocol import Game
from ..core.registry import game_class, specs


def games() -> dict[str, str]:
    """Each game's research module (``Space``, ``Tensor`` and ``resample``), by game name: the games
    whose manifest names one."""
    return {name: game.interop for name, game in specs().items() if game.interop}


def options_of(name: str, config: dict[str, Any]) -> dict[str, Any]:
    """A game's full options from a config (defaults filled in; refused as the game refuses it)."""
    return read_config(game_class(name).config_model, config).model_dump()


def _module(name: str) -> Any:
    offered = games()
    if name not in offered:
        raise ValueError(f"no research interface for game {name!r}; games: {', '.join(offered)}")
    return importlib.import_module(offered[name])


def _key(options: dict[str, Any]) -> tuple:
    return tuple(sorted((k, tuple(v) if isinstance(v, list) else v) for k, v in options.items()))


@cache
def _space(name: str, key: tuple) -> CompactSpace:
    return _module(name).Space(dict(key))


@cache
def _tensor(name: str, key: tuple) -> ObservationTensor:
    return _module(name).Tensor(dict(key))


def space_for(name: str, options: dict[str, Any]) -> CompactSpace:
    """The compact action space of a game configuration (full options, ``options_of``)."""
    return _space(name, _key(options))


def tensor_for(name: str, options: dict[str, Any]) -> ObservationTensor:
    """The observation tensor of a game configuration (full options, ``options_of``)."""
    return _tensor(name, _key(options))


def features(name: str, obs: Any) -> tuple[np.ndarray, np.ndarray, dict[int, Any]]:
    """What a learned policy is given when its seat must act, from the seat's bot observation (what
    the arena hands a bot): the observation tensor, the mask and the legal actions by compact id.
    An outside bot returns ``legal[i]`` for the id ``i`` it picks."""
    options = obs.options.to_json()
    compact = space_for(name, options)
    legal = compact.legal(obs)
    return tensor_for(name, options).tensor(obs, obs.seat), compact.mask_of(legal), legal


def resampler(name: str) -> Any:
    """The game's ``resample(observation, seed) -> Game``: a game the observing seat cannot tell from
    the one it observes, its hidden parts drawn again."""
    return _module(name).resample


def _options(game: Game) -> dict[str, Any]:
    """A game's options, as its bot observation gives them (any seat's: they are public)."""
    obs: Any = observe(game, 0)
    options: dict[str, Any] = obs.options.to_json()
    return options


def space(game: Game) -> CompactSpace:
    """The compact action space of a game's configuration."""
    return space_for(game.name, _options(game))


def tensor(game: Game) -> ObservationTensor:
    """The observation tensor of a game's configuration."""
    return tensor_for(game.name, _options(game))


__all__ = [
    "CompactSpace",
    "ObservationTensor",
    "features",
    "games",
    "options_of",
    "resampler",
    "space",
    "space_for",
    "tensor",
    "tensor_for",
]
