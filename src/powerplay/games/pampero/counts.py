"""What the scorings count (PA-37.3): each count of the vocabulary over a seat's components, and the
income value of a marker (PA-10.14).

A condition is a mapping of the data: its count's name under ``count`` (a top half, a card's
``per``, a final tower bonus token) or ``most`` (a bottom half), with the count's parameters beside it.
The crown cards played for a majority evaluation (AMB-13) add to it: ``extra`` holds their
operations, and ``adds`` says what one adds to a condition.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping, Sequence
from typing import Any, Final

from .data import MARKETS, Contract
from .state import State

MARKET_INDEX: Final = {m: i for i, m in enumerate(MARKETS)}

ADD_SYMBOLS: Final = "add_symbols_for_majority"
"""A crown card's option: market symbols added to a majority of that market's symbols (PA-32.4)."""
ADD_COUNT: Final = "add_count_for_majority"
"""A crown card's option: an amount added to a majority of that count (PA-32.4)."""
CROWN_OPS: Final = frozenset({ADD_SYMBOLS, ADD_COUNT})


def income_value(s: State, seat: int, market: str) -> int:
    """PA-10.14: the value printed under the column the seat's marker of ``market`` stands in."""
    position = s.income[seat][MARKET_INDEX[market]]
    return s.data.income_value[s.data.income_column[position]]


def name_of(condition: Mapping[str, Any]) -> str:
    """The count a condition names (``count`` or, for a bottom half, ``most``)."""
    return str(condition["count"] if "count" in condition else condition["most"])


def adds(op: Mapping[str, Any], condition: Mapping[str, Any]) -> int:
    """What a crown card's option adds to a majority of ``condition`` (PA-32.4, AMB-13): symbols of its
    market to a count of that market's symbols, an amount to the count it names; else 0."""
    name = name_of(condition)
    if op["op"] == ADD_SYMBOLS:
        return int(op["amount"]) if name == "market_symbols" and condition.get("market") == op["market"] else 0
    if op["op"] == ADD_COUNT:
        return int(op["amount"]) if name == op["count"] else 0
    return 0


def token_zones(s: State, seat: int) -> dict[str, str | None]:
    """The zone each contract token on the seat's grid board came from, by cell (PA-3.3, AMB-10): the
    zone of the board slot holding the transformer of that cell; a solar token's none (PA-11.3)."""
    zones: dict[str, str | None] = dict.fromkeys(s.grids[seat])
    for slot, (owner, cell) in s.transformers.items():
        if owner == seat and slot in s.data.contract_slots:
            zones[cell] = s.data.contract_slots[slot].zone
    return zones


def _grid_tokens(s: State, seat: int, condition: Mapping[str, Any]) -> Iterator[Contract]:
    """The contract tokens on the seat's grid board that the condition's ``exclude`` (kinds), ``zone``
    and ``with_market`` (PA-11.4) leave."""
    data = s.data
    exclude = condition.get("exclude") or ()
    zone = condition.get("zone")
    market = condition.get("with_market")
    zones = token_zones(s, seat) if zone else {}
    for cell, token in s.grids[seat].items():
        contract = data.contracts[token]
        if contract.kind in exclude or (zone and zones[cell] != zone) or (market and not contract.has(market)):
            continue
        yield contract


def _grid_symbols(s: State, seat: int, condition: Mapping[str, Any]) -> int:
    """The symbols of ``condition["market"]`` on the grid board's contract tokens (those ``exclude`` and
    ``zone`` leave: beginner token I counts zone A's only, PA-29.3)."""
    market = condition["market"]
    return sum(1 for token in _grid_tokens(s, seat, condition) for symbol in token.symbols if symbol.market == market)


def _market_symbols(s: State, seat: int, condition: Mapping[str, Any]) -> int:
    """PA-30.3, PA-30.7: a market's symbols on the grid board's contract tokens (solar and remote
    included), the tower bonus tokens on the company board, the link tokens owned, the backs of the
    external market cards, and the scoring cards kept face up (AMB-30's alternative)."""
    data = s.data
    market = condition["market"]
    total = _grid_symbols(s, seat, {"market": market})
    for token in s.bonus_slots[seat]:
        if token is not None:
            total += sum(1 for x in data.bonus_types[data.bonus_tokens[token][1]].symbols if x.market == market)
    for link in (*s.links[seat], *(t for tokens in s.on_cards[seat].values() for t in tokens)):
        total += sum(1 for x in data.link_tokens[link].symbols if x.market == market)
    for card in s.market_cards[seat]:
        total += data.market_cards[card].back.count(market)
    for card, option in s.kept_scoring[seat]:
        total += adds(data.scoring_cards[card].options[option - 1], condition)
    return total


def _bonus_tokens(s: State, seat: int, condition: Mapping[str, Any]) -> int:
    zone = condition.get("zone")
    tokens = [t for t in s.bonus_slots[seat] if t is not None]
    return sum(1 for t in tokens if zone is None or s.data.bonus_tokens[t][0] == zone)


def _transformers(s: State, seat: int, condition: Mapping[str, Any]) -> int:
    """PA-6.5, PA-16.3, PA-20.4: the seat's transformers on contract slots and the solar track, of the
    ``numbers`` given."""
    numbers = condition.get("numbers")
    columns = (s.data.transformers[cell].column for owner, cell in s.transformers.values() if owner == seat)
    return sum(1 for n in columns if numbers is None or n in numbers)


def _stripe_symbols(s: State, seat: int, condition: Mapping[str, Any]) -> int:
    """PA-10.8, GAP-10 (provisional meaning for token 2.3): the stripe symbols of the columns whose tower
    is built (PA-10.4), of ``market`` if given."""
    market = condition.get("market")
    return sum(
        1 for column, symbol in s.data.stripe_symbols.items() if column <= s.level[seat] and market in (None, symbol)
    )


COUNTS: Final[Mapping[str, Callable[[State, int, Mapping[str, Any]], int]]] = {
    "batteries": lambda s, p, c: s.batteries[p],
    "energy": lambda s, p, c: s.energy[p],
    "contract_tokens_on_grid": lambda s, p, c: sum(1 for _ in _grid_tokens(s, p, c)),
    "solar_contract_tokens_on_grid": lambda s, p, c: sum(
        1 for t in s.grids[p].values() if s.data.contracts[t].kind == "solar"
    ),
    "profitable_contract_tokens_on_grid": lambda s, p, c: sum(
        1 for t in s.grids[p].values() if s.data.contracts[t].profitable
    ),
    "tower_bonus_tokens_on_company_board": _bonus_tokens,
    "own_transformers_on_game_board": _transformers,
    "own_wind_farms_on_board": lambda s, p, c: s.wind_on_board(p),
    "built_towers": lambda s, p, c: s.level[p],
    "circuit_tokens_on_grid": lambda s, p, c: len(s.circuits[p]),
    "energy_spent_on_contracts": lambda s, p, c: s.energy_spent[p],
    "market_symbols": _market_symbols,
    "market_symbols_on_grid_contracts": _grid_symbols,
    "external_market_cards": lambda s, p, c: len(s.market_cards[p]),
    "link_tokens_owned": lambda s, p, c: len(s.links[p]) + sum(len(t) for t in s.on_cards[p].values()),
    "own_bulldozers_on_parking": lambda s, p, c: sum(1 for place in s.bulldozers[p] if place in s.data.parking),
    "venture_capital_tokens": lambda s, p, c: len(s.vc[p]),
    "money_from_income_markers_total": lambda s, p, c: sum(income_value(s, p, m) for m in MARKETS),
    "grid_stripe_symbols_unlocked": _stripe_symbols,
}
"""PA-37.3: each count of the vocabulary, by name."""


def count(s: State, seat: int, condition: Mapping[str, Any], extra: Sequence[Mapping[str, Any]] = ()) -> int:
    """PA-37.3: how many times the seat meets ``condition``, plus what the crown cards' operations in
    ``extra`` add to it (AMB-13). An unknown count raises ``ValueError``."""
    name = name_of(condition)
    if name not in COUNTS:
        raise ValueError(f"no count {name!r} in the vocabulary (PA-37.3)")
    return COUNTS[name](s, seat, condition) + sum(adds(op, condition) for op in extra)
