"""The heuristic bot of each game (rules of thumb, no search): the class its manifest names."""

from __future__ import annotations

from typing import Any

from ..core.errors import BadInput
from ..core.registry import spec
from ..core.spec import load


def make_heuristic(game_name: str, seat: int, seed: int) -> Any:
    where = spec(game_name).heuristic
    if where is None:
        raise BadInput("no heuristic bot for {name}", name=game_name)
    return load(where)(seat, seed)
