"""The card game's actions: readable values, their string form both ways, stable integer indexes.

The strings are the front ends' contract (docs/games/powergrid-cards-interface.md). Every action
names what it does ("bid 12 on plant 12", "buy 3 gas from column 2"); it is checked against the
current state when applied, so a stale action is refused, never reinterpreted (LESSONS).

An action that names a plant carries the labels of the game's data set (``labels``, the built-in
set's by default) to name it by: the rules make them with ``kinds(data)``.
"""

from __future__ import annotations

import re
from typing import NamedTuple

from ...core.errors import BadInput
from ...core.numbers import number
from .data import BUILTIN, PLANT_CARDS, RESOURCE_INDEX, RESOURCES, Components

NO_PLANT = -1


class Pass(NamedTuple):
    """The auctioneer passes the phase (CG-6.5 b) or a bidder drops out of an auction (CG-6.8)."""

    def __str__(self) -> str:
        return "pass"


class Done(NamedTuple):
    """End one's resource-buying turn (CG-7.3)."""

    def __str__(self) -> str:
        return "done"


class Bid(NamedTuple):
    """Open an auction of ``plant`` (CG-6.5 a, CG-6.6), or raise to ``amount`` (``plant`` -1, CG-6.8)."""

    amount: int
    plant: int = NO_PLANT
    labels: tuple[str, ...] = BUILTIN.label
    """The plant labels of the game's data set."""

    def __str__(self) -> str:
        if self.plant == NO_PLANT:
            return f"bid {self.amount}"
        return f"bid {self.amount} on plant {self.labels[self.plant]}"

    def __repr__(self) -> str:
        return f"Bid(amount={self.amount}, plant={self.plant})"


class Demolish(NamedTuple):
    """Remove one of one's 4 plants from the game (CG-6.14, D-30)."""

    plant: int
    labels: tuple[str, ...] = BUILTIN.label
    """The plant labels of the game's data set."""

    def __str__(self) -> str:
        return f"demolish {self.labels[self.plant]}"

    def __repr__(self) -> str:
        return f"Demolish(plant={self.plant})"


class Discard(NamedTuple):
    """Give up units after a demolition so the holding fits (CG-6.15): (coal, gas, oil, uranium)."""

    units: tuple[int, int, int, int]

    def __str__(self) -> str:
        return "discard " + (_amounts(self.units) or "nothing")


class Buy(NamedTuple):
    """Buy the first card of ``type`` showing ``value`` in ``column`` (1–4) (CG-7.3–7.6)."""

    value: int
    type: int
    column: int

    def __str__(self) -> str:
        return f"buy {self.value} {RESOURCES[self.type]} from column {self.column}"


class Produce(NamedTuple):
    """Produce with ``plants`` (indexes, ascending); the hybrids burn ``gas`` + ``oil`` (CG-8.2)."""

    plants: tuple[int, ...]
    gas: int = 0
    oil: int = 0
    labels: tuple[str, ...] = BUILTIN.label
    """The plant labels of the game's data set."""

    def __str__(self) -> str:
        if not self.plants:
            return "produce nothing"
        labels = self.labels
        text = "produce " + " ".join(labels[p] for p in self.plants)
        if self.gas or self.oil:
            text += " with " + _amounts((0, self.gas, self.oil, 0))
        return text

    def __repr__(self) -> str:
        return f"Produce(plants={self.plants!r}, gas={self.gas}, oil={self.oil})"


Action = Pass | Done | Bid | Demolish | Discard | Buy | Produce
ACTION_TYPES = (Pass, Done, Bid, Demolish, Discard, Buy, Produce)


def _amounts(units: tuple[int, ...]) -> str:
    return " ".join(f"{n} {RESOURCES[r]}" for r, n in enumerate(units) if n)


_AMOUNTS = re.compile(r"(\d+)\s+(coal|gas|oil|uranium)\b")


def _parse_amounts(text: str) -> tuple[int, int, int, int]:
    units = [0, 0, 0, 0]
    rest = _AMOUNTS.sub("", text).replace(",", " ").replace("and", " ").strip()
    if rest:
        raise BadInput("cannot read resources {text} (write e.g. '2 coal 1 oil')", "powergrid-cards", text=text)
    for n, r in _AMOUNTS.findall(text):
        units[RESOURCE_INDEX[r]] += number(n, "powergrid-cards")
    return (units[0], units[1], units[2], units[3])


class Kinds:
    """The actions that name the plants of one data set, by its labels, and the auctions' opening bids
    from a cache of action values."""

    def __init__(self, data: Components) -> None:
        self.labels = BUILTIN.label if data.label == BUILTIN.label else data.label
        self._opens: dict[int, list[Bid]] = {}

    def bid(self, amount: int, plant: int) -> Bid:
        return Bid(amount, plant, self.labels)

    def demolish(self, plant: int) -> Demolish:
        return Demolish(plant, self.labels)

    def produce(self, plants: tuple[int, ...], gas: int = 0, oil: int = 0) -> Produce:
        return Produce(plants, gas, oil, self.labels)

    def opens(self, plant: int, lo: int, hi: int) -> list[Bid]:
        """``[Bid(lo, plant), …, Bid(hi, plant)]``."""
        cache = self._opens.get(plant)
        if cache is None:
            cache = self._opens[plant] = []
        labels = self.labels
        while len(cache) <= hi:
            cache.append(Bid(len(cache), plant, labels))
        return cache[lo : hi + 1]


_KINDS: dict[str, Kinds] = {}


def kinds(data: Components) -> Kinds:
    """The actions naming the plants of ``data``."""
    found = _KINDS.get(data.digest)
    if found is None:
        found = _KINDS[data.digest] = Kinds(data)
    return found


def plant_index(text: str, data: Components = BUILTIN) -> int:
    """A plant by its label (``05a``, ``12``; ``5a`` and ``7`` are read as ``05a`` and ``07``)."""
    t = text.strip().lower().removeprefix("p")
    m = re.fullmatch(r"(\d+)([a-z]?)", t)
    if m:
        t = f"{number(m[1], 'powergrid-cards'):02d}{m[2]}"
    if t not in data.plant_by_label:
        raise BadInput("there is no plant {text}", "powergrid-cards", text=text.strip())
    return data.plant_by_label[t]


def hybrid_units(data: Components, plants: tuple[int, ...]) -> int:
    burns = data.burns
    return sum(burns[p][4] for p in plants)


def burned(data: Components, action: Produce) -> list[int]:
    """The units a production burns, per type (coal, gas, oil, uranium), the hybrids' mix included
    (CG-8.2)."""
    out = [0, action.gas, action.oil, 0]
    burns = data.burns
    for p in action.plants:
        b = burns[p]
        out[0] += b[0]
        out[1] += b[1]
        out[2] += b[2]
        out[3] += b[3]
    return out


def parse(text: str, data: Components = BUILTIN) -> Action:
    """Read an action from its string form, plants by the labels of ``data`` (case and extra spaces do
    not matter; numbers in the ASCII digits 0–9, ``core.numbers``).

    >>> parse("Bid 12 on plant 12")
    Bid(amount=12, plant=11)
    >>> str(parse("produce 12 7 with 1 oil 2 gas"))
    'produce 07 12 with 2 gas 1 oil'
    >>> str(parse("buy 3 gas from column 2"))
    'buy 3 gas from column 2'
    """
    if not isinstance(text, str):
        raise BadInput("not an action: {value}", "powergrid-cards", value=repr(text))
    low = " ".join(text.strip().split()).lower()
    made = kinds(data)
    try:
        if low == "pass":
            return Pass()
        if low == "done":
            return Done()
        if m := re.fullmatch(r"bid (\d+)(?: on(?: plant)? (\S+))?", low):
            amount = number(m[1], "powergrid-cards")
            return made.bid(amount, plant_index(m[2], data)) if m[2] else Bid(amount)
        if m := re.fullmatch(r"demolish (\S+)", low):
            return made.demolish(plant_index(m[1], data))
        if low in ("discard", "discard nothing"):
            return Discard((0, 0, 0, 0))
        if m := re.fullmatch(r"discard (.+)", low):
            return Discard(_parse_amounts(m[1]))
        if m := re.fullmatch(r"buy (\d+) (coal|gas|oil|uranium) from column (\d+)", low):
            column = number(m[3], "powergrid-cards")
            if not 1 <= column <= 4:
                raise BadInput("there is no column {column}: columns are 1 to 4", "powergrid-cards", column=column)
            return Buy(number(m[1], "powergrid-cards"), RESOURCE_INDEX[m[2]], column)
        if low == "produce nothing":
            return made.produce(())
        if m := re.fullmatch(r"produce ([^w]+?)(?: with (.+))?", low):
            plants = tuple(sorted(plant_index(p, data) for p in m[1].split()))
            units = _parse_amounts(m[2] or "")
            if units[0] or units[3]:
                raise BadInput("only hybrids have a choice of fuel: write 'with 2 gas 1 oil'", "powergrid-cards")
            return made.produce(plants, units[1], units[2])
    except ValueError as e:
        if isinstance(e, BadInput):
            raise
        raise BadInput("cannot read action {text}", "powergrid-cards", text=text) from e
    raise BadInput(
        "cannot read action {text}; actions look like: {examples}",
        "powergrid-cards",
        text=text,
        examples=[
            *("pass", "done", "bid 12 on plant 12", "bid 15", "demolish 05a", "discard 2 coal 1 oil"),
            *("buy 3 gas from column 2", "produce 07 12 with 2 gas 1 oil", "produce nothing"),
        ],
    )


# ---- stable integer indexes (for AI use) -------------------------------------------------------
# Layout: 0 pass, 1 done, then one block per action kind. Bids up to MAX_BID.
MAX_BID = 4095
_N = PLANT_CARDS
_OPEN = 16
_RAISE = _OPEN + _N * (MAX_BID + 1)
_DEMOLISH = _RAISE + MAX_BID + 1
_DISCARD = _DEMOLISH + _N
_BUY = _DISCARD + 16**4
_PRODUCE = _BUY + 4 * 4 * 16
NUM_ACTIONS = _PRODUCE + (_N + 1) ** 3 * 16
"""Size of the integer action space (most indexes are never legal)."""


def to_index(action: Action) -> int:
    """The stable integer index of an action."""
    match action:
        case Pass():
            return 0
        case Done():
            return 1
        case Bid(amount, plant) if plant == NO_PLANT:
            return _RAISE + min(amount, MAX_BID)
        case Bid(amount, plant):
            return _OPEN + plant * (MAX_BID + 1) + min(amount, MAX_BID)
        case Demolish(plant):
            return _DEMOLISH + plant
        case Discard(u):
            return _DISCARD + ((min(u[0], 15) * 16 + min(u[1], 15)) * 16 + min(u[2], 15)) * 16 + min(u[3], 15)
        case Buy(value, r, column):
            return _BUY + ((column - 1) * 4 + r) * 16 + min(value, 15)
        case Produce(plants, gas, _):
            ids = list(plants) + [_N] * (3 - len(plants))
            return _PRODUCE + ((ids[0] * (_N + 1) + ids[1]) * (_N + 1) + ids[2]) * 16 + min(gas, 15)
    raise BadInput("not an action: {value}", "powergrid-cards", value=repr(action))


def from_index(i: int, data: Components = BUILTIN) -> Action:
    """The action with index ``i`` (its plants those of ``data``)."""
    if i == 0:
        return Pass()
    if i == 1:
        return Done()
    if _OPEN <= i < _RAISE:
        p, a = divmod(i - _OPEN, MAX_BID + 1)
        return kinds(data).bid(a, p)
    if _RAISE <= i < _DEMOLISH:
        return Bid(i - _RAISE)
    if _DEMOLISH <= i < _DISCARD:
        return kinds(data).demolish(i - _DEMOLISH)
    if _DISCARD <= i < _BUY:
        x = i - _DISCARD
        return Discard(((x >> 12) & 15, (x >> 8) & 15, (x >> 4) & 15, x & 15))
    if _BUY <= i < _PRODUCE:
        x, value = divmod(i - _BUY, 16)
        column, r = divmod(x, 4)
        return Buy(value, r, column + 1)
    if _PRODUCE <= i < NUM_ACTIONS:
        ids, gas = divmod(i - _PRODUCE, 16)
        a, rest = divmod(ids, (_N + 1) ** 2)
        b, c = divmod(rest, _N + 1)
        plants = tuple(x for x in (a, b, c) if x != _N)
        h = hybrid_units(data, plants)
        return kinds(data).produce(plants, gas, max(0, h - gas))
    raise BadInput("no action has index {number}", "powergrid-cards", number=i)


# ---- shared action values (the hot path builds legal lists by slicing these) -----------------
PASS, DONE = Pass(), Done()
NOTHING = Produce(())
_RAISES: list[Bid] = []


def raises(lo: int, hi: int) -> list[Bid]:
    """``[Bid(lo), …, Bid(hi)]`` from a cache of action values."""
    while len(_RAISES) <= hi:
        _RAISES.append(Bid(len(_RAISES)))
    return _RAISES[lo : hi + 1]
