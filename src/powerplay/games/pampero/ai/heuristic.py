"""Pampero's heuristic bot: a sensible player by rules of thumb, reading only its seat's view (the
generic observation: the legal decisions and ``view``), never the game.

It values each decision it may take and takes the best (ties by its seeded generator):

- a turn: a card where its zone value pays (a bonus tab worth most, a cost tab worth least), fulfilling
  contracts first, then towers while they unlock zones and markets (PA-10.6, PA-10.7), wind farms when
  its energy runs low, the external market when it has the batteries, venture capital only when the
  zone value and the stripe's income beat what the investors will take back (PA-19.5) spread over the
  scorings left; returning its cards when few are left in hand; a battery otherwise;
- a contract: profitable ones (PA-11.6) and the markets paying most, the energy cheapest, no circuit;
- tower bonus cells with tokens over empty cells; a bulldozer next to a free site of a zone it can
  build in; the market paying most; its specialist scoring cards in every scoring (PA-32).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ....ai.observation import Observation
from ....core.rng import Rng
from .. import datasets
from ..actions import (
    Bonus,
    Build,
    Done,
    Fulfil,
    Link,
    Market,
    Move,
    Play,
    ReturnAll,
    Score,
    Sell,
    Specialist,
    TakeBack,
    TakeBattery,
    TakeLink,
    Venture,
)
from ..data import MARKETS, STORAGE, Components

INVESTORS = 30
"""PA-19.5: what a venture-capital token costs at the end."""


class HeuristicBot:
    """Plays one seat of Pampero by rules of thumb (see the module text)."""

    name = "heuristic"

    def __init__(self, seat: int, seed: int) -> None:
        self.seat = seat
        self.rng = Rng(seed)

    def choose(self, observation: Observation) -> Any:
        legal = observation.legal
        if len(legal) == 1:
            return legal[0]
        view = observation.view
        look = _Look(view, self.seat)
        values = [(look.value(action), k) for k, action in enumerate(legal)]
        best = max(v for v, _ in values)
        ties = [k for v, k in values if v >= best - 1e-9]
        return legal[ties[self.rng.below(len(ties))]]


class _Look:
    """What the bot reads off its view, and how it values each kind of decision."""

    def __init__(self, view: Mapping[str, Any], seat: int) -> None:
        self.view = view
        self.seat = seat
        self.me = view["players"][seat]
        self.data: Components = datasets.find(view["data"]["digest"])

    # ---- a turn's action (PA-8.2) ---------------------------------------------------------------------------
    def value(self, action: Any) -> float:
        if isinstance(action, Play):
            return self.play(action)
        if isinstance(action, ReturnAll):
            hand = self.view["you"]["hand"] if self.view.get("you") else []
            return 9.0 if len(hand) <= 2 else -4.0
        if isinstance(action, TakeBattery):
            return 1.5 + (2.0 if self.me["batteries"] < 2 else 0.0)
        if isinstance(action, Fulfil):
            return self.fulfil(action)
        if isinstance(action, Build):
            return self.build(action)
        if isinstance(action, Bonus):
            return self.bonus(action)
        if isinstance(action, Move):
            return self.move(action)
        if isinstance(action, Market):
            return float(self.income(action.market))
        if isinstance(action, Sell):
            card = self.data.market_cards[action.card]
            return sum(self.income(m) for m in card.income) - card.batteries
        if isinstance(action, Venture):
            return float(action.column)
        if isinstance(action, Link):
            return 1.0 if action.option != 2 or self.me["energy"] > 3 else 2.0
        if isinstance(action, Specialist):
            return 2.0 if action.card in self.data.cards else 1.0
        if isinstance(action, TakeLink):
            return 5.0
        if isinstance(action, TakeBack):
            return 0.0
        if isinstance(action, Score):
            return 10.0 - action.option
        if isinstance(action, Done):
            return 0.5
        return 0.0

    def play(self, act: Play) -> float:
        """A card: what its effect is worth to the seat now, less half its cost (a bonus counts)."""
        card = self.data.cards[act.card]
        row = self.data.slots[act.row]
        slot = next(i for i, held in enumerate(self.me["rows"][act.row]) if held is None)
        tab = row[slot][0 if act.tab == "left" else 1]
        ops = card.effect
        if act.option and len(ops) == 1 and ops[0]["op"] == "choice":
            ops = tuple(ops[0]["options"][act.option - 1])
        worth = sum(self.effect(op) for op in ops)
        if card.frame.money == "cost":
            worth -= 0.5 * tab.money
        elif card.frame.money == "bonus":
            worth += 0.8 * tab.money
        if card.frame.energy == "yes" or any(op["op"] == "build_wind_farm" for op in ops):
            worth += tab.energy * (1.5 if self.me["energy"] < 4 else 0.5)
        return worth

    def effect(self, op: Mapping[str, Any]) -> float:
        name = op["op"]
        level = self.me["level"]
        if name == "fulfil_contract":
            return 14.0
        if name == "build_tower":
            return 12.0 if level < 4 else 7.0
        if name == "build_wind_farm":
            return 8.0 if self.me["energy"] < 4 else 3.0
        if name == "sell_external_market":
            return 9.0
        if name == "take_venture_capital":
            left = max(1, 3 - self.view["scorings"])
            stripe = max((self.income(m) for m in MARKETS), default=0)
            return stripe + 4.0 - INVESTORS / (2 * left)
        if name == "play_link_token":
            return 3.0 if self.me["links"] else 0.0
        if name == "turn_order_change":
            return 1.0
        if name == "move_bulldozers":
            return 1.0
        if name in ("gain_money", "gain_energy", "gain_batteries"):
            return float(op.get("amount", 1))
        return 1.0

    # ---- the decisions within a turn --------------------------------------------------------------------------
    def fulfil(self, act: Fulfil) -> float:
        """PA-11: the income the token brings (its arrows on the markets paying most), less its energy,
        less a circuit's cost; profitable tokens first (PA-11.6)."""
        token_id = self.view["contracts"].get(act.slot) or self.view["solar"].get(act.slot)
        if token_id is None:
            return 0.0
        token = self.data.contracts[token_id]
        gain = sum(s.arrows * (1.0 + self.income(s.market) / 4) for s in token.symbols) + len(token.symbols)
        slot = self.data.contract_slots.get(act.slot)
        energy = slot.energy_cost or 0 if slot is not None and slot.kind == "standard" else 0
        circuit = 1.0 if self.me["last_cell"] and self.data.edges[self.me["last_cell"]].get(act.cell) else 0.0
        return (
            10.0
            + gain
            - 0.7 * energy
            - 2.0 * circuit
            - (1.5 if act.batteries else 0.0)
            - (0.5 if act.via >= 0 and act.via != self.seat else 0.0)
        )

    def build(self, act: Build) -> float:
        """A site: its own bulldozer's (the bank is paid), money while there is plenty."""
        own = act.via in (-1, self.seat)
        pays_batteries = act.batteries
        rich = self.me["money"] > 15
        return (1.0 if own else 0.0) + (0.5 if pays_batteries != rich else 0.0)

    def bonus(self, act: Bonus) -> float:
        """Cells with tokens over empty ones (a token also scores at the end, PA-12.6)."""
        board = self.view["bonus_board"]
        return sum(2.0 if board.get(f"TBB-{cell}") else 0.5 for cell in (act.first, act.second))

    def move(self, act: Move) -> float:
        """A bulldozer beside a free site of a zone the seat can build in; a parking space's reward."""
        if act.target in self.data.parking:
            return 2.0
        site = self.data.sites.get(act.target)
        if site is None:
            return 0.2 if act.target == STORAGE else 0.0
        zones = ("A", "B", "C") if self.me["level"] >= 4 else ("A", "B")
        return 1.5 if site.zone in zones and site.type in ("tower", "mixed") else 0.8

    def income(self, market: str) -> int:
        """The current income value of a market's marker (PA-10.14)."""
        position = self.me["income"][market]
        return self.data.income_value[self.data.income_column[position]]
