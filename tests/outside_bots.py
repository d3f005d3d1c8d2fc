"""Outside bots for tests/test_arena_outside_bot.py: a researcher's agents, reached by import path
(``outside_bots:FirstLegal``), and the mistakes the arena must name clearly."""

from __future__ import annotations

from typing import Any

MADE: list[tuple[str, int, int]] = []
"""The (game, seat, seed) of every FirstLegal made in this process."""


class FirstLegal:
    """Always the first legal action: its games can be replayed by hand. Sets no ``name``."""

    def __init__(self, game_name: str, seat: int, seed: int) -> None:
        MADE.append((game_name, seat, seed))

    def choose(self, observation: Any) -> Any:
        return observation.legal[0]


class Named(FirstLegal):
    """FirstLegal with a name of its own (the reports still key it by its import path)."""

    name = "first-legal"


class Holder:
    """A factory reached by a dotted attribute: ``outside_bots:Holder.Inner``."""

    class Inner(FirstLegal):
        pass


NOT_CALLABLE = 42


def no_choose(game_name: str, seat: int, seed: int) -> object:
    """A factory whose product cannot play."""
    return object()


class NoArguments:
    """A bot whose factory does not take (game, seat, seed)."""

    def __init__(self) -> None:
        pass

    def choose(self, observation: Any) -> Any:
        return observation.legal[0]
