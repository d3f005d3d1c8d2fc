"""The interface every game implements, and that every front end, bot and adapter uses.

A game is created from a config and a seed. It tells whose turn it is, lists the legal actions,
applies an action and returns events, gives each seat its own view, says when it is over and the
scores. Actions are values with a readable string form and a stable integer index.
"""

from __future__ import annotations

import json
from abc import ABC, abstractmethod
from collections.abc import Hashable, Sequence
from typing import Any, ClassVar, NamedTuple, Protocol

from pydantic import BaseModel

from .errors import BadInput
from .messages import Translations


class Event(NamedTuple):
    """Something that happened, as data: ``kind`` names its message (one per form of words within a
    game, ``group`` or ``group.variant``: ``phase.auction``, ``buy.last``), ``args`` its arguments
    (JSON-ready: numbers, seats, plant numbers, city names, lists of amounts — never words).

    Words are made when read: ``text`` (English) or ``describe(translations)``, from the game's
    message table (``games/<game>/messages.py``, see ``core.messages``). A game's events are of its
    own subclass, bound to its table (``Game.event_type``). As JSON: ``event._asdict()``; back:
    ``game.event_type(**data)``. Made on every action of every simulated game: no formatting here.
    """

    kind: str
    args: dict[str, Any]

    @property
    def text(self) -> str:
        """The English words (what a front end shows and the server's log keeps)."""
        return self.describe()

    def describe(self, translations: Translations | None = None) -> str:
        """The words in a language; an event of no game's table shows its kind and arguments."""
        return f"{self.kind} {json.dumps(self.args, sort_keys=True)}"


class Game(ABC):
    """A game in progress. Subclasses hold their state in plain data and copy it by hand."""

    name: ClassVar[str]

    config_model: ClassVar[type[BaseModel]]
    """The game's options: a strict pydantic model of the config ``new`` accepts (field names, types,
    defaults, descriptions and, in a field's metadata, the rule that limits it). Configs are read with
    ``core.options.read_config``; the server publishes the model's JSON schema."""

    score_key: ClassVar[str]
    """The entry of each ``scores()`` item that measures a seat's result besides its rank (Power
    Grid: ``powered``, cities powered; the card game: ``vp``): what ``simulate`` and the arena report."""

    played: list[Any]
    """The actions applied since the start position, as action values."""

    @property
    def history(self) -> list[str]:
        """The actions applied since the start position, as strings (the game record): made when
        read, so that applying an action writes no text."""
        return [str(a) for a in self.played]

    event_type: ClassVar[type[Event]] = Event
    """The class of the game's events, bound to its message table: ``event_type(kind, args).text``
    rebuilds the words of a stored event."""

    setup_events: list[Event]
    """What happened at setup, or when a position was read (its automatic steps): told to the players
    before the first action."""

    log_data: ClassVar[bool] = False
    """Whether a front end is sent the log's events as data besides their words (the server's
    ``log_data``): for a page that reads what happened from the events themselves (Barrage's: where
    the water moved, the rule a line tells of)."""

    @property
    @abstractmethod
    def current_player(self) -> int | None:
        """The seat that must act now, or ``None`` when the game is over."""

    @property
    @abstractmethod
    def is_over(self) -> bool: ...

    @abstractmethod
    def legal_actions(self) -> list[Any]:
        """Every action the current player may take now (exact: any bid amount)."""

    @abstractmethod
    def apply(self, action: Any) -> list[Event]:
        """Apply an action (value, string or integer index). Illegal: raise, change nothing."""

    @abstractmethod
    def view(self, player: int | None) -> dict:
        """What seat ``player`` may know (``None``: a spectator), as JSON-ready data."""

    def views(self, players: Sequence[int | None]) -> list[dict]:
        """The views of several seats (``None``: a spectator) of this position, each equal to
        ``view(seat)``. A game may build what they have in common once: those parts are then the
        same objects in every view (a server encodes each once); nobody may change them."""
        return [self.view(p) for p in players]

    @abstractmethod
    def scores(self) -> list[dict]:
        """One entry per seat with its result; ``rank`` 1 is a win (ties share the rank).

        Each entry's ``breakdown`` lists how the result was reached, a row a person can read:
        ``[{"source": key, "value": n, "tiebreak": bool}, ...]``. The rows with ``tiebreak`` false
        add up to the entry's ``score_key`` value exactly (Power Grid: one row, the cities powered;
        the card game: production and cash VP; Barrage: the VP of every source); the rows with
        ``tiebreak`` true follow in the order they break ties (``value`` ``None`` while hidden).
        ``source`` is a key of the game's, the same for every seat and in the same order, so that a
        front end can show a row per source and a column per seat."""

    def hidden(self) -> Hashable | None:
        """What nobody may see of the position (face-down piles, the generator's state), in brief: it
        changes whenever an action reveals something hidden (a card drawn from a face-down pile, a
        shuffle), and such an action cannot be taken back (``core.undo``). ``None``: the game does not
        say, and nothing can be taken back. Asked by front ends around a person's action, never by
        the bots' simulations."""
        return None

    @abstractmethod
    def to_json(self) -> dict:
        """The full position (hidden parts included): the game's position format."""

    def check(self) -> None:  # noqa: B027 (optional: a game that knows no invariant checks nothing)
        """Raise ``IllegalAction`` naming a rule the position breaks (each component in one place, every
        amount in its range: the game's invariants); a game that knows none checks nothing. ``simulate
        --check`` asks it after every action."""

    @abstractmethod
    def copy(self) -> Game: ...

    @abstractmethod
    def parse_action(self, action: Any) -> Any:
        """Turn a string, an integer index or an action value into an action value."""

    @abstractmethod
    def action_index(self, action: Any) -> int:
        """The stable integer index of an action (for AI use)."""

    @property
    @abstractmethod
    def num_players(self) -> int: ...

    @abstractmethod
    def record(self) -> dict:
        """The game record: how to rebuild the start, and the actions since (docs/records.md)."""


class RecordedGame(Game):
    """A game held as a state object (plain data with a hand-written ``copy()``) and its record:
    the config and seed it was created from, or the position it started at, and the actions since."""

    def __init__(self, state: Any, config: dict | None, seed: int | None, start: dict | None = None):
        self.state = state
        self.config = config
        self.seed = seed
        self.start = start
        self.played: list[Any] = []
        self.setup_events: list[Event] = []
        """What happened at setup (told to the players before the first action)."""

    def copy(self) -> RecordedGame:
        g = self.__class__.__new__(self.__class__)
        g.state = self.state.copy()
        g.config = self.config
        g.seed = self.seed
        g.start = self.start
        g.played = self.played[:]
        g.setup_events = self.setup_events
        return g

    def record(self) -> dict:
        head: dict[str, Any] = {"game": self.name}
        if self.start is not None:
            head["position"] = self.start
        else:
            head["config"] = self.config
            head["seed"] = self.seed
        head["actions"] = self.history
        return head


class Rules(Protocol):
    """A game's rules as functions of its state (``games/<game>/rules.py``): all that
    :class:`RulesGame` needs to be the game. The state is plain data with a ``copy()``."""

    ACTION_TYPES: frozenset[type]
    """The classes of the action values (an action of one of them is taken as it is)."""

    def begin(self, config: Any, seed: int) -> tuple[Any, list[Event]]:
        """A new table from a config (checked: ``core.options.read_config``) and a seed, played on to
        the first decision: the state and what happened (setup, and any turns the game plays itself)."""

    def resume(self, position: dict) -> tuple[Any, list[Event]]:
        """A state read from a position (checked: a wrong one is refused with words), played on to
        the first decision, and what happened meanwhile."""

    def write(self, state: Any) -> dict:
        """The whole position, hidden parts included (the game's position format)."""

    def players(self, state: Any) -> int: ...

    def to_act(self, state: Any) -> int | None:
        """The seat that must decide now, or None once the game is over."""

    def over(self, state: Any) -> bool: ...

    def legal(self, state: Any) -> list[Any]:
        """Every legal action of the seat to act (exact), none once over."""

    def play(self, state: Any, action: Any) -> tuple[Any, list[Event]]:
        """Apply an action value, then everything that follows without a decision: the action as the
        record keeps it (completed, where the rules complete what a person left out) and the events.
        One not legal now raises ``IllegalAction`` with the rule it breaks, before any change."""

    def parse(self, text: str, state: Any) -> Any:
        """An action value from its record string (``BadInput`` if it is none)."""

    def from_index(self, index: int, state: Any) -> Any:
        """The action of an integer index (``BadInput`` if out of range)."""

    def to_index(self, action: Any, state: Any) -> int:
        """An action's stable index (it may depend on the config, never on the position)."""

    def view(self, state: Any, seat: int | None) -> dict:
        """What a seat (None: a spectator) may know, JSON-ready."""

    def views(self, state: Any, seats: Sequence[int | None]) -> list[dict]:
        """The views of several seats (``Game.views``)."""

    def scores(self, state: Any) -> list[dict]:
        """The seats' results (``Game.scores``)."""

    def hidden(self, state: Any) -> Hashable:
        """What nobody may see, in brief (``Game.hidden``)."""

    def check(self, state: Any) -> None:
        """Every rule a position obeys (the game's ``invariants``): a broken one raises ``IllegalAction``."""


class RulesGame(RecordedGame):
    """A game made of its rules module (``rules``, a :class:`Rules`): creation, reading a position,
    applying, parsing and indexing actions are the same for every game, and live here. A game's class
    names its rules, options, score and events (``games/<game>/game.py``)."""

    rules: ClassVar[Rules]

    @classmethod
    def new(cls, config: Any, seed: int) -> RulesGame:
        """A new game; a config that is no object is refused by the rules' ``begin``."""
        config = {} if config is None else config
        state, events = cls.rules.begin(config, seed)
        game = cls(state, dict(config), seed)
        game.setup_events = events
        return game

    @classmethod
    def from_position(cls, position: dict) -> RulesGame:
        """A game from a position; the automatic steps that are due run first (told in
        ``setup_events``), and the record starts after them, so replaying it runs none."""
        state, events = cls.rules.resume(position)
        game = cls(state, None, None, start=cls.rules.write(state))
        game.setup_events = events
        return game

    @property
    def num_players(self) -> int:
        return self.rules.players(self.state)

    @property
    def is_over(self) -> bool:
        return self.rules.over(self.state)

    @property
    def current_player(self) -> int | None:
        return self.rules.to_act(self.state)

    def legal_actions(self) -> list[Any]:
        return self.rules.legal(self.state)

    def apply(self, action: Any) -> list[Event]:
        """Apply an action (value, string or index); an illegal one raises ``IllegalAction`` and
        changes nothing."""
        act, events = self.rules.play(self.state, self.parse_action(action))
        self.played.append(act)
        return events

    def parse_action(self, action: Any) -> Any:
        if type(action) in self.rules.ACTION_TYPES:  # an action value: the bots' case
            return action
        if isinstance(action, str):
            return self.rules.parse(action, self.state)
        if isinstance(action, int) and not isinstance(action, bool):
            return self.rules.from_index(action, self.state)
        raise BadInput("not an action: {value}", self.name, value=repr(action))

    def action_index(self, action: Any) -> int:
        return self.rules.to_index(self.parse_action(action), self.state)

    def view(self, player: int | None) -> dict:
        return self.rules.view(self.state, player)

    def views(self, players: Sequence[int | None]) -> list[dict]:
        return self.rules.views(self.state, players)

    def scores(self) -> list[dict]:
        return self.rules.scores(self.state)

    def to_json(self) -> dict:
        return self.rules.write(self.state)

    def hidden(self) -> Hashable:
        return self.rules.hidden(self.state)

    def check(self) -> None:
        self.rules.check(self.state)
