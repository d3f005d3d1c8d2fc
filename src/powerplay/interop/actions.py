"""Compact action spaces: a few thousand ids per game configuration instead of the engine's
stable index (``Game.action_index``, about 20 million for Power Grid).

Ids are relative to what the acting seat sees: a plant to put up is a slot of the current market,
a plant to run, scrap or demolish is a slot of the seat's own plants (sorted by plant), a city is
its number on the board. ``encode`` maps an engine action to its id; ``decode`` is its inverse on
the legal actions of the position (it returns the very value ``legal_actions()`` gives). Only the
game's public interface is read: ``legal_actions``, ``view`` of the current player and the
actions' fields. The layouts are documented in docs/interop.md.

A new game plugs in by one line in ``SPACES``.
"""

from __future__ import annotations

import importlib
from abc import ABC, abstractmethod
from itertools import product
from typing import Any, NamedTuple

from ..core.protocol import Game
from ..games.powergrid import actions as pg
from ..games.powergrid.data import board
from ..games.powergrid_cards import actions as cg
from ..games.powergrid_cards.data import PLANT_BY_LABEL

SPACES: dict[str, str] = {
    "powergrid": "powerplay.interop.actions:PowerGridSpace",
    "powergrid-cards": "powerplay.interop.actions:CardGameSpace",
}
"""Each game's compact space, by game name (as ``core.registry.GAMES``)."""


class Seat(NamedTuple):
    """What the acting seat sees that ids are relative to: the current market's plants and its own
    plants (sorted), as the engine's plant values (a number, or the card game's plant index)."""

    market: tuple[int, ...]
    own: tuple[int, ...]


def _slot(plants: tuple[int, ...], plant: int, slots: int) -> int:
    if plant not in plants or plants.index(plant) >= slots:
        raise ValueError(f"plant {plant} has no compact slot")
    return plants.index(plant)


def _mask(own: tuple[int, ...], plants: tuple[int, ...], slots: int) -> int:
    return sum(1 << _slot(own, p, slots) for p in plants)


def _within(value: int, bound: int, what: str) -> int:
    if not 0 <= value < bound:
        raise ValueError(f"{what} {value} is outside the compact space (0 to {bound - 1})")
    return value


def _amounts(total: int, groups: tuple[tuple[int, ...], ...]) -> dict[tuple[int, int, int, int], int]:
    """Every 4-tuple of amounts summing to at most ``total`` whose non-zero entries lie in one of
    ``groups``, numbered in a fixed order."""
    out: dict[tuple[int, int, int, int], int] = {}
    for t in product(range(total + 1), repeat=4):
        if sum(t) <= total and any(all(t[i] == 0 or i in g for i in range(4)) for g in groups):
            out.setdefault((t[0], t[1], t[2], t[3]), len(out))
    return out


class CompactSpace(ABC):
    """A game configuration's compact action space: ids ``0 … size-1``, fixed for the configuration."""

    size: int

    @abstractmethod
    def seat(self, game: Game) -> Seat:
        """What the current player sees that ids are relative to."""

    @abstractmethod
    def encode_at(self, seat: Seat, action: Any) -> int:
        """The id of ``action`` for a seat that sees ``seat``."""

    def encode(self, game: Game, action: Any) -> int:
        """The compact id of an engine action (value, string or index) of the current player."""
        return self.encode_at(self.seat(game), game.parse_action(action))

    def legal(self, game: Game) -> dict[int, Any]:
        """The current player's legal actions by compact id (raises if two would share an id)."""
        seat = self.seat(game)
        actions = game.legal_actions()
        ids = {self.encode_at(seat, a): a for a in actions}
        if len(ids) != len(actions):
            raise AssertionError(f"{type(self).__name__}: two legal actions share a compact id")
        return ids

    def decode(self, game: Game, index: int) -> Any:
        """The legal engine action with compact id ``index``, as ``legal_actions()`` gives it."""
        action = self.legal(game).get(index)
        if action is None:
            raise ValueError(f"no legal action has compact id {index}")
        return action

    def mask(self, game: Game) -> list[bool]:
        """One flag per id: legal for the current player now."""
        out = [False] * self.size
        for i in self.legal(game):
            out[i] = True
        return out


class PowerGridSpace(CompactSpace):
    """Power Grid. Layout (``A`` = ``AMOUNTS``, ``C`` = the board's cities):

    ``0`` pass (PG-6.5, PG-6.10) · ``1`` done (PG-7.1, PG-8.1) ·
    put up market slot ``s`` (0–5) bidding ``a < A`` (PG-6.4) ·
    raise to ``a < A`` (PG-6.5) · buy ``n < 32`` of resource ``r`` (PG-7) ·
    build / trust house / mark city ``c < C`` (PG-8, PG-14.2 c, PG-13.1) ·
    scrap own slot ``s`` (0–4) returning one of ``SCRAP_RETURNS`` (PG-6.9) ·
    power the own slots of a 4-bit mask burning ``coal < 16`` in all, the rest fixed by the plants
    (PG-9.2).
    """

    AMOUNTS = 400
    """Bid amounts 0–399 Elektro, opening or raising (beyond: no id, see docs/interop.md)."""
    MARKET = 6
    """Current-market slots (six in step 3, PG-10.3)."""
    OWN = 5
    """Own plant slots while scrapping: the limit (3, or 4 in the classic two-player game, PG-6.9 a, C-09) and
    the plant just acquired (PG-6.9)."""
    RUN = 4
    """Own plant slots that may run (PG-9.2): the plant limit."""
    SCRAP_RETURNS = _amounts(6, ((0, 1), (2,), (3,)))
    """What a scrap may return: coal and oil (a hybrid), or garbage, or uranium, at most 6 (a plant's
    storage, PG-2.3)."""

    def __init__(self, config: dict) -> None:
        self.board = board(config["map"], config["classic"])
        self.cities = len(self.board.cities)
        self.open = 2
        self.raise_ = self.open + self.MARKET * self.AMOUNTS
        self.buy = self.raise_ + self.AMOUNTS
        self.build = self.buy + 4 * 32
        self.trust = self.build + self.cities
        self.mark = self.trust + self.cities
        self.scrap = self.mark + self.cities
        self.power = self.scrap + self.OWN * len(self.SCRAP_RETURNS)
        self.size = self.power + (1 << self.RUN) * 16

    def seat(self, game: Game) -> Seat:
        view = game.view(game.current_player)
        market = tuple(p["number"] for p in view["plant_market"]["current"])
        own = tuple(sorted(p["number"] for p in view["players"][view["you"]]["plants"]))
        return Seat(market, own)

    def encode_at(self, seat: Seat, action: Any) -> int:
        match action:
            case pg.Pass():
                return 0
            case pg.Done():
                return 1
            case pg.Bid(amount, 0):
                return self.raise_ + _within(amount, self.AMOUNTS, "bid")
            case pg.Bid(amount, plant):
                slot = _slot(seat.market, plant, self.MARKET)
                return self.open + slot * self.AMOUNTS + _within(amount, self.AMOUNTS, "bid")
            case pg.Buy(resource, amount):
                return self.buy + resource * 32 + _within(amount, 32, "amount")
            case pg.Build(city):
                return self.build + self.board.index[city]
            case pg.PlaceTrust(city):
                return self.trust + self.board.index[city]
            case pg.Mark(city):
                return self.mark + self.board.index[city]
            case pg.Scrap(plant, returned):
                if returned not in self.SCRAP_RETURNS:
                    raise ValueError(f"scrap return {returned} is outside the compact space")
                slot = _slot(seat.own, plant, self.OWN)
                return self.scrap + slot * len(self.SCRAP_RETURNS) + self.SCRAP_RETURNS[returned]
            case pg.Power(plants, fuel):
                return self.power + _mask(seat.own, plants, self.RUN) * 16 + _within(fuel[0], 16, "coal")
        raise ValueError(f"not a Power Grid action: {action!r}")


class CardGameSpace(CompactSpace):
    """The card game. Layout (``A`` = ``AMOUNTS``):

    ``0`` pass (CG-6.5 b, CG-6.8) · ``1`` done (CG-7.3) ·
    open on market slot ``s`` (0–5) bidding ``a < A`` (CG-6.5 a, CG-6.6) · raise to ``a < A``
    (CG-6.8) · demolish own slot ``s`` (0–3) (CG-6.14) · discard one of ``DISCARDS`` (CG-6.15) ·
    buy the card of value ``v < 8`` and type ``r`` from column ``c`` (CG-7.3) · produce with the own
    slots of a 3-bit mask, the hybrids burning ``gas < 16`` (the rest oil) (CG-8.2).
    """

    AMOUNTS = 256
    MARKET = 6
    """Current-market slots: four (CG-5.2), six once the ORM card is resolved (CG-5.4)."""
    OWN = 4
    """Own plant slots: three, and the fourth just obtained while demolishing (CG-6.14)."""
    DISCARDS = _amounts(8, ((0, 1, 2, 3),))
    """What a discard after a demolition may give up: any units, at most 8 in all."""

    def __init__(self, config: dict) -> None:
        self.open = 2
        self.raise_ = self.open + self.MARKET * self.AMOUNTS
        self.demolish = self.raise_ + self.AMOUNTS
        self.discard = self.demolish + self.OWN
        self.buy = self.discard + len(self.DISCARDS)
        self.produce = self.buy + 4 * 4 * 8
        self.size = self.produce + (1 << 3) * 16

    def seat(self, game: Game) -> Seat:
        view = game.view(game.current_player)
        market = tuple(PLANT_BY_LABEL[p["id"]] for p in view["market"]["current"])
        own = tuple(sorted(PLANT_BY_LABEL[p["id"]] for p in view["seats"][view["seat"]]["plants"]))
        return Seat(market, own)

    def encode_at(self, seat: Seat, action: Any) -> int:
        match action:
            case cg.Pass():
                return 0
            case cg.Done():
                return 1
            case cg.Bid(amount, plant) if plant == cg.NO_PLANT:
                return self.raise_ + _within(amount, self.AMOUNTS, "bid")
            case cg.Bid(amount, plant):
                slot = _slot(seat.market, plant, self.MARKET)
                return self.open + slot * self.AMOUNTS + _within(amount, self.AMOUNTS, "bid")
            case cg.Demolish(plant):
                return self.demolish + _slot(seat.own, plant, self.OWN)
            case cg.Discard(units):
                if units not in self.DISCARDS:
                    raise ValueError(f"discard {units} is outside the compact space")
                return self.discard + self.DISCARDS[units]
            case cg.Buy(value, kind, column):
                return self.buy + ((column - 1) * 4 + kind) * 8 + _within(value, 8, "card value")
            case cg.Produce(plants, gas, _):
                return self.produce + _mask(seat.own, plants, 3) * 16 + _within(gas, 16, "gas")
        raise ValueError(f"not a card game action: {action!r}")


def space(game: Game) -> CompactSpace:
    """The compact action space of a game's configuration."""
    module, _, cls = SPACES[game.name].partition(":")
    return getattr(importlib.import_module(module), cls)(game.view(None)["options"])
