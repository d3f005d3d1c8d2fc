"""A game in play for the research adapters: the engine game with its compact space and tensor, the
acting seat's legal ids worked out once per position, the result as rewards, and the search bots' advice
(``powerplay.analysis``: each player's chance to win, a hint in compact ids, a review).

Every adapter (OpenSpiel, PettingZoo, Gymnasium) sits on a ``Match``; a match reads the game through
its public interface and the seats' bot observations only.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from .. import analysis as advice
from .. import i18n
from ..analysis import SAMPLES, Analysis
from ..bots import MAX_ACTIONS, observe
from ..core.protocol import Event, Game
from ..core.registry import game_class, load_game, replay
from . import options_of, resampler, space_for, tensor_for


class IllegalId(ValueError):
    """A compact id that is not a legal action of the acting seat now (nothing changed)."""


class Match:
    """A game of ``name`` from ``config`` and ``seed``, cut off after ``max_actions`` actions (then
    adjudicated on the scores of its position, as the arena does)."""

    def __init__(
        self, name: str, config: dict[str, Any], seed: int, max_actions: int = MAX_ACTIONS, game: Game | None = None
    ) -> None:
        self.name = name
        self.config = dict(config)
        self.seed = seed
        self.max_actions = max_actions
        self.options = options_of(name, config)
        self.space = space_for(name, self.options)
        self.tensor = tensor_for(name, self.options)
        self.game = game if game is not None else load_game(name, seed=seed, **config)
        self.players = self.game.num_players
        self.log: list[Event] = list(self.game.setup_events)
        """What happened so far: the setup, then every action's events (public to every seat)."""
        self._told = 0
        self.played = 0
        """Actions played before ``game``'s start (a resampled match starts from a position)."""
        self._legal: dict[int, Any] | None = None

    def copy(self) -> Match:
        m = Match.__new__(Match)
        m.__dict__.update(self.__dict__)
        m.game = self.game.copy()
        m.log = self.log[:]
        return m

    def __deepcopy__(self, memo: dict) -> Match:
        return self.copy()

    def __reduce__(self) -> tuple:
        return (Match.from_record, (self.record(),))

    def record(self) -> dict[str, Any]:
        """The game's record (docs/records.md: from a config and seed, or from a position) with the
        match's config, seed, cut-off and the actions played before its position: replays it exactly."""
        return {
            "record": self.game.record(),
            "config": self.config,
            "seed": self.seed,
            "max_actions": self.max_actions,
            "played": self.played,
        }

    @classmethod
    def from_record(cls, record: dict[str, Any]) -> Match:
        game = replay(record["record"])
        m = cls(record["record"]["game"], record["config"], record["seed"], record["max_actions"], game)
        m.played = record["played"]
        return m

    def resampled(self, seat: int, seed: int) -> Match:
        """A match ``seat`` cannot tell from this one: the hidden parts drawn again from what it may
        know (``seed`` draws them), as a game from that position (its record replays it)."""
        imagined = resampler(self.name)(observe(self.game, seat), seed)
        game = game_class(self.name).from_position(imagined.to_json())
        m = Match(self.name, self.config, self.seed, self.max_actions, game)
        m.played = self.played + len(self.game.played)
        return m

    # ---- whose turn, what is legal -----------------------------------------------------------------
    @property
    def truncated(self) -> bool:
        """Cut off: ``max_actions`` actions played and the game not over."""
        return not self.game.is_over and self.played + len(self.game.played) >= self.max_actions

    @property
    def finished(self) -> bool:
        return self.game.is_over or self.truncated

    @property
    def to_act(self) -> int | None:
        """The seat that must act now (None once finished)."""
        return None if self.finished else self.game.current_player

    def legal(self) -> dict[int, Any]:
        """The acting seat's legal actions by compact id, ascending (empty once finished)."""
        if self._legal is None:
            seat = self.to_act
            self._legal = {} if seat is None else self.space.legal(observe(self.game, seat))
        return self._legal

    def mask(self) -> np.ndarray:
        """The acting seat's legal ids as int8 flags (all 0 once finished)."""
        return self.space.mask_of(self.legal())

    def step(self, index: int) -> list[Event]:
        """Play the acting seat's action of compact id ``index``."""
        index = int(index)
        action = self.legal().get(index)
        if action is None:
            meaning = self.space.name(index) if 0 <= index < self.space.size else f"ids are 0 to {self.space.size - 1}"
            raise IllegalId(f"id {index} ({meaning}) is not a legal action of the seat to act")
        return self.apply(action)

    def apply(self, action: Any) -> list[Event]:
        """Play an engine action of the seat to act (a bot's choice)."""
        events = self.game.apply(action)
        self.log += events
        self._legal = None
        return events

    def action_name(self, index: int) -> str:
        """The engine action of a legal id (its record form), else what the id means in the layout."""
        action = self.legal().get(index)
        return str(action) if action is not None else self.space.name(index)

    # ---- what a seat may know ------------------------------------------------------------------------
    def observation(self, seat: int) -> np.ndarray:
        """What ``seat`` may know, as the game's tensor."""
        return self.tensor.tensor(observe(self.game, seat), self.to_act)

    def text(self, lang: str = "en", since: int = 0) -> str:
        """What happened, from event ``since`` on, in the reader's language (``en``, ``ru``, ``uk``):
        the game's log, public to every seat, one sentence a line."""
        return "\n".join(i18n.describe(e._asdict(), self.name, lang) for e in self.log[since:])

    def news(self, lang: str = "en") -> str:
        """What happened since the last call (the first: since the start), as ``text``."""
        since, self._told = self._told, len(self.log)
        return self.text(lang, since)

    # ---- the advice (powerplay.analysis, from a seat's observation only) -------------------------------
    def win_chances(self, seat: int | None, samples: int = SAMPLES, seed: int = 0) -> list[float]:
        """Each player's chance to win as ``seat`` sees the match now; None: as a spectator, from what every
        player may know."""
        return advice.win_chances(self.game, seat, samples=samples, seed=seed)

    def hint(self, seat: int, samples: int = SAMPLES, seed: int = 0) -> list[tuple[int, float | None]]:
        """The ``hard`` bot's best plans for ``seat``, the seat to act: each plan's first action as a compact
        id with the seat's chance after the plan, best first (on the scale of ``win_chances`` with the same
        ``seed``), each id once. A decision the bot does not search has its one plan, chance None."""
        if seat != self.to_act:
            raise ValueError(f"seat {seat} is not to act")
        h = advice.hint(self.game, seat, samples=samples, seed=seed)
        at = self.space.seat(observe(self.game, seat))
        return [(self.space.encode_at(at, o.action), o.chance) for o in h.options]

    def analysis(self, seat: int, samples: int = SAMPLES, seed: int = 0) -> Analysis:
        """The review of the match so far from ``seat``'s side: each player's chance after every action of
        this game (from its start, or its position) and the moments that mattered."""
        return Analysis(self.game.record(), seat, samples=samples, seed=seed)

    # ---- the result ------------------------------------------------------------------------------------
    def returns(self) -> list[float]:
        """Once finished, 1 shared among the winners (rank 1) and 0 for the others; before, all 0."""
        if not self.finished:
            return [0.0] * self.players
        ranks = {e["player"]: e["rank"] for e in self.game.scores()}
        winners = [p for p in range(self.players) if ranks[p] == 1]
        return [1.0 / len(winners) if p in winners else 0.0 for p in range(self.players)]
