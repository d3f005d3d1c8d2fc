"""Power Grid actions: readable values, their string form both ways, and stable integer indexes.

Every action names what it does ("bid 14 on plant 13", "build Essen"); it is checked against the
current state when applied, so a stale action is refused, never reinterpreted (LESSONS).
"""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache
from typing import NamedTuple

from ...core.errors import BadInput
from ...core.numbers import number
from .data import PLANT_INDEX, PLANT_NUMBERS, RESOURCE_INDEX, RESOURCES, Board


class Pass(NamedTuple):
    """Pass: on putting up a plant (PG-6.10) or on a bid in a running auction (PG-6.5)."""

    def __str__(self) -> str:
        return "pass"


class Done(NamedTuple):
    """End one's turn of buying (PG-7.1) or building (PG-8.1)."""

    def __str__(self) -> str:
        return "done"


class Bid(NamedTuple):
    """Put up ``plant`` with an opening bid (PG-6.4), or raise to ``amount`` (``plant`` 0, PG-6.5)."""

    amount: int
    plant: int = 0

    def __str__(self) -> str:
        return f"bid {self.amount} on plant {self.plant:02d}" if self.plant else f"bid {self.amount}"


class Scrap(NamedTuple):
    """Scrap one of the old plants on acquiring a 4th (PG-6.9); ``returned`` goes to the supply."""

    plant: int
    returned: tuple[int, int, int, int] = (0, 0, 0, 0)

    def __str__(self) -> str:
        text = f"scrap {self.plant:02d}"
        if any(self.returned):
            text += " returning " + _amounts(self.returned)
        return text


class Buy(NamedTuple):
    """Buy ``amount`` tokens of one resource, cheapest first (PG-7)."""

    resource: int
    amount: int

    def __str__(self) -> str:
        return f"buy {self.amount} {RESOURCES[self.resource]}"


class Build(NamedTuple):
    """Connect a city to one's network (PG-8)."""

    city: str

    def __str__(self) -> str:
        return f"build {self.city}"


class Power(NamedTuple):
    """Run ``plants`` in Phase 5 burning ``fuel`` (coal, oil, garbage, uranium) (PG-9.2)."""

    plants: tuple[int, ...]
    fuel: tuple[int, int, int, int] = (0, 0, 0, 0)

    def __str__(self) -> str:
        if not self.plants:
            return "power nothing"
        text = "power " + " ".join(f"{p:02d}" for p in self.plants)
        if any(self.fuel):
            text += " with " + _amounts(self.fuel)
        return text


class PlaceTrust(NamedTuple):
    """Place one of the trust's six setup houses (PG-14.2 c)."""

    city: str

    def __str__(self) -> str:
        return f"trust {self.city}"


class Mark(NamedTuple):
    """Mark a future starting city with a uranium token (PG-13.1)."""

    city: str

    def __str__(self) -> str:
        return f"mark {self.city}"


Action = Pass | Done | Bid | Scrap | Buy | Build | Power | PlaceTrust | Mark
ACTION_TYPES = (Pass, Done, Bid, Scrap, Buy, Build, Power, PlaceTrust, Mark)


def _amounts(res: tuple[int, ...]) -> str:
    return " ".join(f"{n} {RESOURCES[r]}" for r, n in enumerate(res) if n)


_AMOUNTS = re.compile(r"(\d+)\s+(coal|oil|garbage|uranium)")


def _parse_amounts(text: str) -> tuple[int, int, int, int]:
    res = [0, 0, 0, 0]
    rest = _AMOUNTS.sub("", text).replace(",", " ").replace("and", " ").strip()
    if rest:
        raise BadInput("cannot read resources {text} (write e.g. '3 oil 4 coal')", "powergrid", text=text)
    for n, r in _AMOUNTS.findall(text):
        res[RESOURCE_INDEX[r]] += number(n, "powergrid")
    return (res[0], res[1], res[2], res[3])


_UMLAUTS = {"ä": "ae", "ö": "oe", "ü": "ue", "ß": "ss"}


def _fold(name: str) -> str:
    """A city's name as typed, compared: any case, umlauts as the boards spell them ("Lübeck" → "luebeck"),
    other marks dropped ("Besançon" → "besancon"), spaces and hyphens alike."""
    text = " ".join(name.replace("-", " ").split()).casefold()
    text = "".join(_UMLAUTS.get(ch, ch) for ch in unicodedata.normalize("NFC", text))
    return "".join(ch for ch in unicodedata.normalize("NFKD", text) if not unicodedata.combining(ch))


@lru_cache(maxsize=32)
def _city_names(cities: tuple[str, ...]) -> dict[str, str]:
    """Every way of typing a board's cities → the city: its name folded, and with the umlauts written
    without their "e" ("Lubeck" for "Luebeck"), unless two cities would share the shorter form."""
    names = {_fold(c): c for c in cities}
    loose: dict[str, set[str]] = {}
    for c in cities:
        short = re.sub(r"([aou])e", r"\1", _fold(c))
        loose.setdefault(short, set()).add(c)
    for short, found in loose.items():
        if len(found) == 1 and short not in names:
            names[short] = next(iter(found))
    return names


def _city(board: Board, name: str) -> str:
    """A board's city from its name in any case, with or without diacritics ("Lübeck", "LUEBECK", "Lubeck")."""
    city = _city_names(board.cities).get(_fold(name))
    if city is None:
        raise BadInput("unknown city {text} on the {board} board", "powergrid", text=name.strip(), board=board.name)
    return city


def _plant(text: str) -> int:
    n = number(text, "powergrid")
    if n not in PLANT_INDEX:
        raise BadInput("there is no plant {number}", "powergrid", number=text)
    return n


def parse(text: str, board: Board) -> Action:
    """Read an action from its string form (case and extra spaces do not matter; numbers in the
    ASCII digits 0–9, ``core.numbers``).

    >>> from .data import board
    >>> parse("Bid 14 on plant 13", board("germany"))
    Bid(amount=14, plant=13)
    >>> str(parse("power 7 10 with 3 oil 4 coal", board("germany")))
    'power 07 10 with 4 coal 3 oil'
    """
    t = " ".join(text.strip().split())
    low = t.lower()
    try:
        if low == "pass":
            return Pass()
        if low == "done":
            return Done()
        if m := re.fullmatch(r"bid (\d+)(?: on(?: plant)? (\d+))?", low):
            return Bid(number(m[1], "powergrid"), _plant(m[2]) if m[2] else 0)
        if m := re.fullmatch(r"scrap (\d+)(?: returning (.+))?", low):
            return Scrap(_plant(m[1]), _parse_amounts(m[2] or ""))
        if m := re.fullmatch(r"buy (\d+) (coal|oil|garbage|uranium)", low):
            return Buy(RESOURCE_INDEX[m[2]], number(m[1], "powergrid"))
        if low.startswith("build "):
            return Build(_city(board, t[6:]))
        if low == "power nothing":
            return Power(())
        if m := re.fullmatch(r"power ([\d ]+?)(?: with (.+))?", low):
            plants = tuple(sorted(_plant(p) for p in m[1].split()))
            return Power(plants, _parse_amounts(m[2] or ""))
        if low.startswith("trust "):
            return PlaceTrust(_city(board, t[6:]))
        if low.startswith("mark "):
            return Mark(_city(board, t[5:]))
    except ValueError as e:
        if isinstance(e, BadInput):
            raise
        raise BadInput("cannot read action {text}", "powergrid", text=text) from e
    raise BadInput(
        "cannot read action {text}; actions look like: {examples}",
        "powergrid",
        text=text,
        examples=[
            *("pass", "done", "bid 14 on plant 13", "bid 15", "buy 2 coal", "build Essen"),
            *("power 07 10 with 3 oil 4 coal", "scrap 05", "trust Essen", "mark Essen"),
        ],
    )


# ---- stable integer indexes (for AI use) -------------------------------------------------------
# Layout: 0 pass, 1 done, then one block per action kind. Bids up to MAX_BID.
MAX_BID = 4095
_N_PLANTS = len(PLANT_NUMBERS)
_OPEN = 16
_RAISE = _OPEN + _N_PLANTS * (MAX_BID + 1)
_BUY = _RAISE + MAX_BID + 1
_BUILD = _BUY + 4 * 32
_TRUST = _BUILD + 64
_MARK = _TRUST + 64
_SCRAP = _MARK + 64
_POWER = _SCRAP + _N_PLANTS * 16**4
_NO_PLANT = _N_PLANTS
NUM_ACTIONS = _POWER + (_N_PLANTS + 1) ** 3 * 16**2
"""Size of the integer action space (most indexes are never legal)."""


def to_index(action: Action, board: Board) -> int:
    """The stable integer index of an action."""
    match action:
        case Pass():
            return 0
        case Done():
            return 1
        case Bid(amount, 0):
            return _RAISE + min(amount, MAX_BID)
        case Bid(amount, plant):
            return _OPEN + PLANT_INDEX[plant] * (MAX_BID + 1) + min(amount, MAX_BID)
        case Buy(r, k):
            return _BUY + r * 32 + k
        case Build(city):
            return _BUILD + board.index[city]
        case PlaceTrust(city):
            return _TRUST + board.index[city]
        case Mark(city):
            return _MARK + board.index[city]
        case Scrap(plant, ret):
            return _SCRAP + PLANT_INDEX[plant] * 16**4 + ((ret[0] * 16 + ret[1]) * 16 + ret[2]) * 16 + ret[3]
        case Power(plants, fuel):
            ids = [PLANT_INDEX[p] for p in plants] + [_NO_PLANT] * (3 - len(plants))
            return (
                _POWER + ((ids[0] * (_N_PLANTS + 1) + ids[1]) * (_N_PLANTS + 1) + ids[2]) * 256 + fuel[0] * 16 + fuel[1]
            )
    raise BadInput("not an action: {value}", "powergrid", value=repr(action))


def from_index(i: int, board: Board) -> Action:
    """The action with index ``i``. Power indexes carry coal and oil only; the caller completes
    garbage and uranium from the plants (see ``Game.parse_action``)."""
    if i == 0:
        return Pass()
    if i == 1:
        return Done()
    if _OPEN <= i < _RAISE:
        p, a = divmod(i - _OPEN, MAX_BID + 1)
        return Bid(a, PLANT_NUMBERS[p])
    if _RAISE <= i < _BUY:
        return Bid(i - _RAISE)
    if _BUY <= i < _BUILD:
        r, k = divmod(i - _BUY, 32)
        return Buy(r, k)
    if _BUILD <= i < _TRUST and i - _BUILD < len(board.cities):
        return Build(board.cities[i - _BUILD])
    if _TRUST <= i < _MARK and i - _TRUST < len(board.cities):
        return PlaceTrust(board.cities[i - _TRUST])
    if _MARK <= i < _SCRAP and i - _MARK < len(board.cities):
        return Mark(board.cities[i - _MARK])
    if _SCRAP <= i < _POWER:
        p, rest = divmod(i - _SCRAP, 16**4)
        ret = ((rest >> 12) & 15, (rest >> 8) & 15, (rest >> 4) & 15, rest & 15)
        return Scrap(PLANT_NUMBERS[p], ret)
    if _POWER <= i < NUM_ACTIONS:
        ids, fuel = divmod(i - _POWER, 256)
        a, rest = divmod(ids, (_N_PLANTS + 1) ** 2)
        b, c = divmod(rest, _N_PLANTS + 1)
        plants = tuple(PLANT_NUMBERS[x] for x in (a, b, c) if x != _NO_PLANT)
        return Power(plants, (fuel >> 4, fuel & 15, 0, 0))
    raise BadInput("no action has index {number}", "powergrid", number=i)


# ---- shared action values (the hot path builds legal lists by slicing these) -----------------
PASS, DONE = Pass(), Done()
_RAISES: list[Bid] = []
_OPENS: dict[int, list[Bid]] = {}


def raises(lo: int, hi: int) -> list[Bid]:
    """``[Bid(lo), …, Bid(hi)]`` from a cache of action values."""
    while len(_RAISES) <= hi:
        _RAISES.append(Bid(len(_RAISES)))
    return _RAISES[lo : hi + 1]


def opens(plant: int, lo: int, hi: int) -> list[Bid]:
    """``[Bid(lo, plant), …, Bid(hi, plant)]`` from a cache of action values."""
    cache = _OPENS.setdefault(plant, [])
    while len(cache) <= hi:
        cache.append(Bid(len(cache), plant))
    return cache[lo : hi + 1]


BUYS: tuple[tuple[Buy, ...], ...] = tuple(tuple(Buy(r, k) for k in range(32)) for r in range(4))
