"""Barrage's actions as text and as integers: every action's string form (its ``__str__``)
read back, and a stable integer index for every action of every kind, with its inverse.

Text is read case-insensitively, spaces collapsed; ids are the map's and the components' (D5L, C3A,
P8_1, HA, W2L, P203, basic_base, L3_BASE), written back as the data spells them:

>>> parse("Place on w2l"), parse("drops on HB HA"), parse("pay 1 excavator 9 credits")
(Place(space='W2L'), Drops(headstreams=(0, 1)), Pay(excavators=1, mixers=0, credits=9))
>>> from_index(to_index(parse("build base on D5L with basic_base")))
Build(structure='base', site='D5L', tile='basic_base', copies='')
"""

from __future__ import annotations

import re
from typing import Final

from ...core.errors import BadInput
from ...core.numbers import number
from .actions import EXCAVATOR, MIXER, Bank, Choose, Copy, Discard, Drops, Machinery, Pass, Place, Take
from .board import SPACES
from .construction import ANTON, BUILDS, NO_PUT, Build, Pay, Put
from .contracts import CONTRACTS
from .data import COMPANIES_JSON, CONDUITS, DAMS, HEADSTREAMS, POWERHOUSES, WATER_DROPS
from .officers import OFFICER_IDS, PERSONAL_SPACES
from .state import STRUCTURES
from .turbine import NO_CONTRACT, NO_REPEAT, Fulfil, Produce

GAME: Final = "barrage"

Action = Choose | Place | Bank | Drops | Machinery | Take | Discard | Pass | Build | Pay | Produce | Fulfil | Put | Copy
"""Every decision a seat makes (``turns.legal``)."""
ACTION_TYPES: Final = frozenset(
    (Choose, Place, Bank, Drops, Machinery, Take, Discard, Pass, Build, Pay, Produce, Fulfil, Put, Copy)
)

COMPANIES: Final[tuple[str, ...]] = tuple(c["id"] for c in COMPANIES_JSON["companies"])
CONTRACT_IDS: Final[tuple[str, ...]] = tuple(c.id for c in CONTRACTS)
SPACE_IDS: Final[tuple[str, ...]] = tuple(space.id for space in SPACES)
PERSONAL_IDS: Final[tuple[str, ...]] = tuple(space.id for space in PERSONAL_SPACES)
"""BA-35.7: Mahiri Sekibo's personal space, MAHIRI1 and MAHIRI2 (indexed after the other blocks)."""
SITES: Final[tuple[str, ...]] = (
    tuple(d.id for d in DAMS) + tuple(c.id for c in CONDUITS) + tuple(p.id for p in POWERHOUSES)
)
"""Every building space of the map: dams (a base's or an elevation's site), conduits, powerhouses."""
TILES: Final[tuple[str, ...]] = (*BUILDS, ANTON)
"""Every technology tile: basic, advanced, and Anton Krylov's (BA-18.4, BA-35.6, BA-36)."""
MACHINES: Final[tuple[str, ...]] = (EXCAVATOR, MIXER)

EXAMPLES: Final = "; ".join(
    (
        "choose Italy with S3",
        "place on W2L",
        "bank 3",
        "drops on HA HB",
        "drops on nothing",
        "take excavator",
        "take contract P203",
        "discard contract P203",
        "build base on D5L with basic_base",
        "build base on D5L with ANTON as L3_BASE",
        "pay 1 excavator 9 credits",
        "pay nothing",
        "produce 2 drops from D3L through C3A to P8_1",
        "produce none",
        "fulfil P209",
        "fulfil none",
        "put base on D9L",
        "put nothing",
        "place on MAHIRI1",
        "copy jill_mcdowell",
        "pass",
    )
)
"""One of each form, for the complaint about unreadable text."""


def _names(ids: tuple[str, ...]) -> dict[str, str]:
    return {i.lower(): i for i in ids}


_COMPANY: Final = _names(COMPANIES)
_CONTRACT: Final = _names(CONTRACT_IDS)
_SPACE: Final = _names(SPACE_IDS + PERSONAL_IDS)
_OFFICER: Final = _names(OFFICER_IDS)
_HEADSTREAM: Final = _names(HEADSTREAMS)
_STRUCTURE: Final = _names(STRUCTURES)
_SITE: Final = _names(SITES)
_TILE: Final = _names(TILES)
_AMOUNT: Final = re.compile(r"(\d+) (excavator|mixer|credit)s?", re.I)


def _name(names: dict[str, str], word: str, text: str) -> str:
    """The id ``word`` names (any case), or a complaint naming it."""
    found = names.get(word.lower())
    if found is None:
        raise BadInput("unknown name {name} in action {text}", GAME, name=word, text=text)
    return found


def _pay(amounts: str) -> Pay | None:
    """``1 excavator 9 credits``: each kind at most once, in any order."""
    got = {"excavator": 0, "mixer": 0, "credit": 0}
    seen: set[str] = set()
    pos = 0
    for m in _AMOUNT.finditer(amounts):
        kind = m[2].lower()
        if m.start() != pos or kind in seen:
            return None
        seen.add(kind)
        got[kind] = number(m[1], GAME)
        pos = m.end() + 1
    if pos != len(amounts) + 1:
        return None
    return Pay(got["excavator"], got["mixer"], got["credit"])


def parse(text: str) -> Action:
    """An action from its string form (``str(action)``), any case, numbers in the ASCII digits 0–9
    (``core.numbers``); raises ``BadInput`` with the forms it reads when the text is none of them."""
    norm = " ".join(text.split())
    low = norm.lower()
    if low == "pass":
        return Pass()
    if m := re.fullmatch(r"choose (\S+) with (\S+)", norm, re.I):
        return Choose(_name(_COMPANY, m[1], text), _name(_CONTRACT, m[2], text))
    if m := re.fullmatch(r"place on (\S+)", norm, re.I):
        return Place(_name(_SPACE, m[1], text))
    if m := re.fullmatch(r"bank (\d+)", norm, re.I):
        return Bank(number(m[1], GAME))
    if re.fullmatch(r"drops? on nothing", norm, re.I):
        return Drops(())
    if m := re.fullmatch(r"drops? on (\S+(?: \S+)*)", norm, re.I):
        heads = [HEADSTREAMS.index(_name(_HEADSTREAM, h, text)) for h in m[1].split()]
        return Drops(tuple(sorted(heads)))
    if m := re.fullmatch(r"take (excavator|mixer)", norm, re.I):
        return Machinery(m[1].lower())
    if m := re.fullmatch(r"take contract (\S+)", norm, re.I):
        return Take(_name(_CONTRACT, m[1], text))
    if m := re.fullmatch(r"discard contract (\S+)", norm, re.I):
        return Discard(_name(_CONTRACT, m[1], text))
    if m := re.fullmatch(r"build (\S+) on (\S+) with (\S+)(?: as (\S+))?", norm, re.I):
        copies = _name(_TILE, m[4], text) if m[4] else ""
        return Build(_name(_STRUCTURE, m[1], text), _name(_SITE, m[2], text), _name(_TILE, m[3], text), copies)
    if low == "pay nothing":
        return Pay(0, 0, 0)
    if (m := re.fullmatch(r"pay (.+)", norm, re.I)) and (pay := _pay(m[1])) is not None:
        return pay
    if low == "produce none":
        return NO_REPEAT
    if m := re.fullmatch(r"produce (\d+) drops? from (\S+) through (\S+) to (\S+)", norm, re.I):
        return Produce(_name(_SITE, m[2], text), _name(_SITE, m[3], text), _name(_SITE, m[4], text), number(m[1], GAME))
    if low == "fulfil none":
        return NO_CONTRACT
    if m := re.fullmatch(r"fulfil (\S+)", norm, re.I):
        return Fulfil(_name(_CONTRACT, m[1], text))
    if low == "put nothing":
        return NO_PUT
    if m := re.fullmatch(r"put (\S+) on (\S+)", norm, re.I):
        return Put(_name(_STRUCTURE, m[1], text), _name(_SITE, m[2], text))
    if m := re.fullmatch(r"copy (\S+)", norm, re.I):
        return Copy(_name(_OFFICER, m[1], text))
    raise BadInput("cannot read action {text}; actions look like: {examples}", GAME, text=text, examples=EXAMPLES)


# ---- stable integer indexes (for AI use) -------------------------------------------------------
RADIX: Final = 256
"""The numbers an index holds per field (engineers banked; excavators, mixers and credits paid)."""
DROPS_RADIX: Final = WATER_DROPS + 1
"""Drops per headstream or production: none to all of them (BA-1.5, D-01)."""
_NC: Final = len(CONTRACT_IDS)
_NS: Final = len(SITES)
_NT: Final = len(TILES)


class PersonalPlace:
    """The index block of ``Place`` on Mahiri Sekibo's personal space (BA-35.7): a ``Place`` whose space
    is MAHIRI1 or MAHIRI2 is numbered here, after every other block."""


BLOCKS: Final[tuple[tuple[type, int], ...]] = (
    (Pass, 1),
    (Choose, len(COMPANIES) * _NC),
    (Place, len(SPACE_IDS)),
    (Bank, RADIX),
    (Drops, DROPS_RADIX ** len(HEADSTREAMS)),
    (Machinery, len(MACHINES)),
    (Take, _NC),
    (Discard, _NC),
    (Build, len(STRUCTURES) * _NS * _NT * (_NT + 1)),
    (Pay, RADIX**3),
    (Produce, 1 + len(DAMS) * len(CONDUITS) * len(POWERHOUSES) * DROPS_RADIX),
    (Fulfil, 1 + _NC),
    (Put, 1 + len(STRUCTURES) * _NS),
    (Copy, len(OFFICER_IDS)),
    (PersonalPlace, len(PERSONAL_IDS)),
)
"""The index's layout: one block per kind of action, in this order, of this size (Mahiri Sekibo's
blocks last, so that the others keep their indexes)."""


def _offsets() -> dict[type, int]:
    out = {}
    start = 0
    for kind, size in BLOCKS:
        out[kind] = start
        start += size
    return out


OFFSET: Final[dict[type, int]] = _offsets()
NUM_ACTIONS: Final = sum(size for _, size in BLOCKS)
"""Size of the integer action space (most indexes are never legal)."""

_DAM_POS: Final = {d.id: k for k, d in enumerate(DAMS)}
_CONDUIT_POS: Final = {c.id: k for k, c in enumerate(CONDUITS)}
_POWERHOUSE_POS: Final = {p.id: k for k, p in enumerate(POWERHOUSES)}


def _digits(values: list[int], radix: int) -> int:
    """Numbers as the digits of one number (the first most significant), each below ``radix``."""
    out = 0
    for v in values:
        if not 0 <= v < radix:
            raise ValueError(v)
        out = out * radix + v
    return out


def _undigits(n: int, radix: int, count: int) -> list[int]:
    out = []
    for _ in range(count):
        n, v = divmod(n, radix)
        out.append(v)
    return out[::-1]


def _within(action: Action) -> int:
    """The action's place in its kind's block (raises ``ValueError`` or ``KeyError`` on an unknown id
    or a number beyond the block)."""
    match action:
        case Pass():
            return 0
        case Choose(company, contract):
            return COMPANIES.index(company) * _NC + CONTRACT_IDS.index(contract)
        case Place(space):
            return SPACE_IDS.index(space)
        case Bank(engineers):
            return _digits([engineers], RADIX)
        case Drops(headstreams):
            return _digits([headstreams.count(h) for h in range(len(HEADSTREAMS))], DROPS_RADIX)
        case Machinery(kind):
            return MACHINES.index(kind)
        case Take(contract) | Discard(contract):
            return CONTRACT_IDS.index(contract)
        case Build(structure, site, tile, copies):
            copy = TILES.index(copies) + 1 if copies else 0
            return _digits([STRUCTURES.index(structure), SITES.index(site)], _NS) * _NT * (_NT + 1) + _digits(
                [TILES.index(tile), copy], _NT + 1
            )
        case Pay(excavators, mixers, credits):
            return _digits([excavators, mixers, credits], RADIX)
        case Produce(dam, conduit, powerhouse, drops):
            if action == NO_REPEAT:
                return 0
            place = (_DAM_POS[dam] * len(CONDUITS) + _CONDUIT_POS[conduit]) * len(POWERHOUSES) + _POWERHOUSE_POS[
                powerhouse
            ]
            return 1 + place * DROPS_RADIX + _digits([drops], DROPS_RADIX)
        case Fulfil(contract):
            return CONTRACT_IDS.index(contract) + 1 if contract else 0
        case Put(structure, site):
            if action == NO_PUT:
                return 0
            return 1 + _digits([STRUCTURES.index(structure), SITES.index(site)], _NS)
        case Copy(officer):
            return OFFICER_IDS.index(officer)
    raise ValueError(action)


def to_index(action: Action) -> int:
    """The stable integer index of an action (``BLOCKS``: its kind's offset, then its place)."""
    try:
        if type(action) not in ACTION_TYPES:
            raise ValueError(action)
        if isinstance(action, Place) and action.space in PERSONAL_IDS:
            return OFFSET[PersonalPlace] + PERSONAL_IDS.index(action.space)
        return OFFSET[type(action)] + _within(action)
    except (ValueError, KeyError) as e:
        raise BadInput("not an action: {value}", GAME, value=repr(action)) from e


def from_index(i: int) -> Action:
    """The action with index ``i`` (the inverse of ``to_index``)."""
    if not 0 <= i < NUM_ACTIONS:
        raise BadInput("no action has index {number}", GAME, number=i)
    kind, start = next((k, OFFSET[k]) for k, size in BLOCKS if OFFSET[k] <= i < OFFSET[k] + size)
    x = i - start
    if kind is Pass:
        return Pass()
    if kind is Choose:
        company, contract = divmod(x, _NC)
        return Choose(COMPANIES[company], CONTRACT_IDS[contract])
    if kind is Place:
        return Place(SPACE_IDS[x])
    if kind is Bank:
        return Bank(x)
    if kind is Drops:
        counts = _undigits(x, DROPS_RADIX, len(HEADSTREAMS))
        return Drops(tuple(h for h, n in enumerate(counts) for _ in range(n)))
    if kind is Machinery:
        return Machinery(MACHINES[x])
    if kind is Take:
        return Take(CONTRACT_IDS[x])
    if kind is Discard:
        return Discard(CONTRACT_IDS[x])
    if kind is Build:
        where, what = divmod(x, _NT * (_NT + 1))
        structure, site = divmod(where, _NS)
        tile, copy = divmod(what, _NT + 1)
        return Build(STRUCTURES[structure], SITES[site], TILES[tile], TILES[copy - 1] if copy else "")
    if kind is Pay:
        excavators, mixers, credits = _undigits(x, RADIX, 3)
        return Pay(excavators, mixers, credits)
    if kind is Produce:
        if x == 0:
            return NO_REPEAT
        place, drops = divmod(x - 1, DROPS_RADIX)
        rest, powerhouse = divmod(place, len(POWERHOUSES))
        dam, conduit = divmod(rest, len(CONDUITS))
        return Produce(DAMS[dam].id, CONDUITS[conduit].id, POWERHOUSES[powerhouse].id, drops)
    if kind is Fulfil:
        return Fulfil(CONTRACT_IDS[x - 1]) if x else NO_CONTRACT
    if kind is Copy:
        return Copy(OFFICER_IDS[x])
    if kind is PersonalPlace:
        return Place(PERSONAL_IDS[x])
    if x == 0:
        return NO_PUT
    structure, site = divmod(x - 1, _NS)
    return Put(STRUCTURES[structure], SITES[site])
