"""Pampero's decisions as values: a turn is a short sequence of them (PA-8.2, PA-9.12), each with
a readable record string (``play ST-1 top left``, ``build at A2-T1``, ``bonus r0c0 r0c1``, ``done``).

Ids are the data's (cards ``ST-1``, sites ``A2-T1``, contract slots ``STD-A1-1``, grid cells ``G1-1``,
tower bonus cells ``r0c1`` for ``TBB-r0c1``, …); ``parse`` reads them back.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import NamedTuple

from ...core.errors import BadInput
from .data import MARKETS, ROWS, STORAGE, TABS, Components, Effect


class Play(NamedTuple):
    """A1 (PA-9.3): play a card from hand into a row's leftmost empty slot, keeping one tab visible; a
    joker's ``option`` (1, 2, …; 0 for other cards) is chosen now (PA-21.2)."""

    card: str
    row: str
    tab: str
    option: int = 0

    def __str__(self) -> str:
        text = f"play {self.card} {self.row} {self.tab}"
        return f"{text} option {self.option}" if self.option else text


class ReturnAll(NamedTuple):
    """A2 (PA-24): take every card back from the company board."""

    def __str__(self) -> str:
        return "return all"


class TakeBattery(NamedTuple):
    """A3 (PA-25): take a battery from the general supply."""

    def __str__(self) -> str:
        return "take battery"


class Build(NamedTuple):
    """PA-12, PA-13: build on ``site``; ``via``: whose bulldozer is used where several stand there
    (-1: the only one); ``batteries``: pay the alternative cost (PA-9.6)."""

    site: str
    via: int = -1
    batteries: bool = False

    def __str__(self) -> str:
        text = f"build at {self.site}"
        if self.via >= 0:
            text += f" via P{self.via + 1}"
        return text + (" with batteries" if self.batteries else "")


class Fulfil(NamedTuple):
    """PA-16, PA-17, PA-20: fulfil the contract of a board slot (or a solar-track slot), placing it in
    a cell of the grid board; ``via``: whose tower is used where that is a choice; ``cost``: a remote
    token's way to pay (its index, PA-17.1); ``batteries``: the card's alternative cost paid (PA-9.6)."""

    slot: str
    cell: str
    via: int = -1
    cost: int = 0
    batteries: bool = False

    def __str__(self) -> str:
        text = f"fulfil {self.slot} at {self.cell}"
        if self.via >= 0:
            text += f" via P{self.via + 1}"
        if self.cost:
            text += f" cost {self.cost + 1}"
        return text + (" with batteries" if self.batteries else "")


class Sell(NamedTuple):
    """PA-18: buy a face-up external market card."""

    card: str

    def __str__(self) -> str:
        return f"sell to {self.card}"


class Venture(NamedTuple):
    """PA-19: put a venture-capital token in the slot of a column."""

    column: int

    def __str__(self) -> str:
        return f"venture capital {self.column}"


class Link(NamedTuple):
    """PA-14: put a link token on the card just played; ``option`` for a token that offers a choice."""

    token: str
    option: int = 0

    def __str__(self) -> str:
        return f"link {self.token}" + (f" option {self.option}" if self.option else "")


class Bonus(NamedTuple):
    """PA-12.4: the two adjacent cells of the tower bonus board chosen (``r0c1`` form)."""

    first: str
    second: str

    def __str__(self) -> str:
        return f"bonus {self.first} {self.second}"


class Discard(NamedTuple):
    """PA-34: the two-player discard of one more tower bonus token (its cell)."""

    cell: str

    def __str__(self) -> str:
        return f"discard {self.cell}"


class Place(NamedTuple):
    """PA-12.5, AMB-31: the company-board slot a tower bonus token goes to, where two are as near."""

    slot: int

    def __str__(self) -> str:
        return f"place in slot {self.slot + 1}"


class Move(NamedTuple):
    """PA-15.1: move a bulldozer from where it is (a site, ``STORAGE``) to a site, the storage zone or a
    parking space."""

    source: str
    target: str

    def __str__(self) -> str:
        return f"move {self.source} to {self.target}"


class Market(NamedTuple):
    """A market chosen: gain its income or advance its marker (PA-22.2, PA-37.2 ``*_any``)."""

    market: str

    def __str__(self) -> str:
        return f"market {self.market}"


class Specialist(NamedTuple):
    """PA-23.1: take a face-up specialist card, or the top card of a deck (``action``/``scoring``)."""

    card: str

    def __str__(self) -> str:
        return f"specialist {self.card}"


class TakeLink(NamedTuple):
    """PA-16.10: take a link token whose two links are unlocked."""

    slot: str

    def __str__(self) -> str:
        return f"take link {self.slot}"


class TakeBack(NamedTuple):
    """PA-26.4: take back the rightmost card of a row."""

    row: str

    def __str__(self) -> str:
        return f"take back {self.row}"


class Score(NamedTuple):
    """PA-32: play a specialist scoring card with one of its options (1 or 2)."""

    card: str
    option: int

    def __str__(self) -> str:
        return f"score {self.card} option {self.option}"


class Done(NamedTuple):
    """End what is optional: more bulldozer moves, a second contract, a link token, scoring cards."""

    def __str__(self) -> str:
        return "done"


Action = (
    Play
    | ReturnAll
    | TakeBattery
    | Build
    | Fulfil
    | Sell
    | Venture
    | Link
    | Bonus
    | Discard
    | Place
    | Move
    | Market
    | Specialist
    | TakeLink
    | TakeBack
    | Score
    | Done
)
ACTION_TYPES = (
    Play,
    ReturnAll,
    TakeBattery,
    Build,
    Fulfil,
    Sell,
    Venture,
    Link,
    Bonus,
    Discard,
    Place,
    Move,
    Market,
    Specialist,
    TakeLink,
    TakeBack,
    Score,
    Done,
)

RETURN_ALL = ReturnAll()
TAKE_BATTERY = TakeBattery()
DONE = Done()


def _seat(word: str) -> int:
    if len(word) >= 2 and word[0] in "Pp" and word[1:].isdigit() and word[1:].isascii():
        return int(word[1:]) - 1
    raise ValueError(word)


def _number(word: str) -> int:
    if word.isdigit() and word.isascii():
        return int(word)
    raise ValueError(word)


def parse(text: str) -> Action:
    """An action from its record string (``BadInput`` if it is none); ids are checked by the rules."""
    words = text.split()
    try:
        return _parse(words)
    except (ValueError, IndexError):
        pass
    raise BadInput("not a Pampero action: {value}", "pampero", value=text[:80])


def _parse(w: list[str]) -> Action:
    n = len(w)
    match w[0] if w else "":
        case "play" if n in (4, 6):
            option = _number(w[5]) if n == 6 and w[4] == "option" else 0
            if n == 6 and w[4] != "option":
                raise ValueError(w[4])
            return Play(w[1], w[2], w[3], option)
        case "return" if w == ["return", "all"]:
            return RETURN_ALL
        case "take" if w == ["take", "battery"]:
            return TAKE_BATTERY
        case "take" if n == 3 and w[1] == "link":
            return TakeLink(w[2])
        case "take" if n == 3 and w[1] == "back":
            return TakeBack(w[2])
        case "build" if n >= 3 and w[1] == "at":
            rest = w[3:]
            via = -1
            if rest[:1] == ["via"]:
                via, rest = _seat(rest[1]), rest[2:]
            if rest not in ([], ["with", "batteries"]):
                raise ValueError(rest)
            return Build(w[2], via, bool(rest))
        case "fulfil" if n >= 4 and w[2] == "at":
            rest = w[4:]
            via, cost = -1, 0
            if rest[:1] == ["via"]:
                via, rest = _seat(rest[1]), rest[2:]
            if rest[:1] == ["cost"]:
                cost, rest = _number(rest[1]) - 1, rest[2:]
            if rest not in ([], ["with", "batteries"]) or cost < 0:
                raise ValueError(rest)
            return Fulfil(w[1], w[3], via, cost, bool(rest))
        case "sell" if n == 3 and w[1] == "to":
            return Sell(w[2])
        case "venture" if n == 3 and w[1] == "capital":
            return Venture(_number(w[2]))
        case "link" if n in (2, 4):
            if n == 4 and w[2] != "option":
                raise ValueError(w[2])
            return Link(w[1], _number(w[3]) if n == 4 else 0)
        case "bonus" if n == 3:
            return Bonus(w[1], w[2])
        case "discard" if n == 2:
            return Discard(w[1])
        case "place" if n == 4 and w[1:3] == ["in", "slot"]:
            return Place(_number(w[3]) - 1)
        case "move" if n == 4 and w[2] == "to":
            return Move(w[1], w[3])
        case "market" if n == 2:
            return Market(w[1])
        case "specialist" if n == 2:
            return Specialist(w[1])
        case "score" if n == 4 and w[2] == "option":
            return Score(w[1], _number(w[3]))
        case "done" if n == 1:
            return DONE
    raise ValueError(w)


# ---- integer indexes (stable for a data set) ------------------------------------------------------------
_TABLES: dict[str, tuple[list[Action], dict[tuple[type, Action], int]]] = {}


def table(data: Components) -> tuple[list[Action], dict[tuple[type, Action], int]]:
    """Every decision the data set allows, in a fixed order, and each one's index, by its class and
    value (named tuples of two classes may be equal: ``ReturnAll() == Done()``, ``Place(3) ==
    Venture(3)``)."""
    found = _TABLES.get(data.digest)
    if found is None:
        actions = list(_enumerate(data))
        found = _TABLES[data.digest] = (actions, {(type(a), a): i for i, a in enumerate(actions)})
    return found


def _choices(effect: Effect) -> range:
    if len(effect) == 1 and effect[0]["op"] == "choice":
        return range(1, len(effect[0]["options"]) + 1)
    return range(1)


def _enumerate(data: Components) -> Iterator[Action]:
    via = range(-1, 4)
    yield RETURN_ALL
    yield TAKE_BATTERY
    yield DONE
    for card in data.cards.values():
        for row in ROWS:
            for tab in TABS:
                for option in _choices(card.effect):
                    yield Play(card.id, row, tab, option)
    for site in data.sites:
        for v in via:
            yield Build(site, v, False)
            yield Build(site, v, True)
    costs = max((len(c.costs) for c in data.contracts.values()), default=1)
    for slot in (*data.contract_slots, *data.solar_slots):
        for cell in data.transformers:
            for v in via:
                for cost in range(max(costs, 1)):
                    yield Fulfil(slot, cell, v, cost, False)
                    yield Fulfil(slot, cell, v, cost, True)
    yield from (Sell(card) for card in data.market_cards)
    yield from (Venture(column) for column in range(1, data.tower_cells + 1))
    for token in data.link_tokens.values():
        yield from (Link(token.id, option) for option in _choices(token.effect))
    cells = {(c.row, c.col): c.id.removeprefix("TBB-") for c in data.bonus_cells.values()}
    for (r, c), name in sorted(cells.items()):
        for other in ((r, c + 1), (r + 1, c)):
            if other in cells:
                yield Bonus(name, cells[other])
    yield from (Discard(name) for _, name in sorted(cells.items()))
    yield from (Place(slot) for slot in range(len(data.bonus_slots)))
    sources = [*data.sites, STORAGE]
    targets = [*data.sites, STORAGE, *data.parking]
    yield from (Move(a, b) for a in sources for b in targets if a != b)
    yield from (Market(m) for m in MARKETS)
    yield from (Specialist(c) for c in (*data.specialist_actions, *data.scoring_cards, "action", "scoring"))
    yield from (TakeLink(slot) for slot in data.link_slots)
    yield from (TakeBack(row) for row in ROWS)
    for scoring in data.scoring_cards.values():
        yield from (Score(scoring.id, option) for option in range(1, len(scoring.options) + 1))


def to_index(action: Action, data: Components) -> int:
    """An action's index in ``table`` (``BadInput`` for one the data set has no place for)."""
    index = table(data)[1].get((type(action), action))
    if index is None:
        raise BadInput("not a Pampero action: {value}", "pampero", value=str(action)[:80])
    return index


def from_index(index: int, data: Components) -> Action:
    actions = table(data)[0]
    if not 0 <= index < len(actions):
        raise BadInput("no Pampero action has the index {value}", "pampero", value=str(index))
    return actions[index]
