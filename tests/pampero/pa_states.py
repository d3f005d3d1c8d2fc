"""Hand-made Pampero states for the scoring tests: a blank state with what every scoring reads (the time
track, the company boards' bonus slots, tower 1 built), and the few pieces a test puts on it."""

from __future__ import annotations

import json

from powerplay.core.protocol import Event
from powerplay.games.pampero import scoring
from powerplay.games.pampero.actions import Action, parse
from powerplay.games.pampero.data import BUILTIN, MARKETS
from powerplay.games.pampero.position import write
from powerplay.games.pampero.state import Options, State

TRACK = BUILTIN.time_tracks["standard"]


def blank(players: int = 2, *, alternatives: tuple[str, ...] = (), **options: bool) -> State:
    """A state of ``players`` seats at the start of the track, each with tower 1 built (PA-6.6) and
    nothing else; ``alternatives``: the AMB decisions played by their alternative."""
    s = State(BUILTIN, Options(players=players, alternatives=frozenset(alternatives), **options), rng=1)
    last = s.data.time_tracks["long_game" if s.options.long_game else "standard"].last
    s.track = [[] for _ in range(last + 1)]
    s.track[0] = list(range(players))
    for p in range(players):
        s.level[p] = 1
        s.bonus_slots[p] = [None] * len(s.data.bonus_slots)
    return s


def discs(s: State, *spaces: int) -> None:
    """Each seat's time disc on its space (seat 0 first, so lowest in a stack)."""
    s.track = [[] for _ in s.track]
    for seat, space in enumerate(spaces):
        s.track[space].append(seat)


def fulfil(s: State, seat: int, token: str, cell: str, slot: str | None = None) -> None:
    """A contract token in a cell of the seat's grid board, the cell's transformer on the token's board
    slot (a standard token's own; ``slot`` for a remote or solar one)."""
    s.grids[seat][cell] = token
    where = slot or s.data.contracts[token].slot
    assert where is not None, "a remote or solar token needs its slot"
    s.transformers[where] = (seat, cell)


def bonus(s: State, seat: int, token: str) -> None:
    """A tower bonus token on the seat's company board, in its type's slot or the next empty one."""
    kind = s.data.bonus_tokens[token][1]
    slots = s.bonus_slots[seat]
    index = s.data.bonus_slots.index(kind)
    while slots[index] is not None:
        index += 1
    slots[index] = token


def income(s: State, seat: int, **positions: int) -> None:
    """Income markers on positions, by market."""
    for market, position in positions.items():
        s.income[seat][MARKETS.index(market)] = position


def start(s: State) -> list[Event]:
    """Begin the scoring phase and run it to the first decision."""
    out: list[Event] = []
    scoring.begin(s, out)
    scoring.advance(s, out)
    return out


def play(s: State, *actions: str | Action) -> list[Event]:
    """Apply the scoring decisions in turn (record strings or values), running the phase on after each."""
    out: list[Event] = []
    for action in actions:
        scoring.apply(s, parse(action) if isinstance(action, str) else action, out)
        scoring.advance(s, out)
    return out


def snapshot(s: State) -> str:
    """Every field of the state (its position), for comparing before and after."""
    return json.dumps(write(s), sort_keys=True)
