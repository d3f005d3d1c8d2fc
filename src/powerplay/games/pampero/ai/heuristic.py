"""Pampero's heuristic bot: a sensible player by rules of thumb, reading only its seat's view (the
generic observation: the legal decisions and ``view``, and the data set the view names), never the game.

It values every legal decision in money at the end of the game (PA-33.1) and takes the best one (ties
by its seeded generator). The rules of thumb behind the values:

- Time: income is paid at every consolidation (PA-26.7), and the game ends when the last time disc
  reaches the end of the track (PA-28.4, PA-31.1), so a gain of income is worth it times the
  consolidations left, read off the rearmost disc; near the end only money counts.
- A card's zone value is money (PA-9.5): a card that gains it goes to the richest tab left (the bottom
  row's first slot pays most), a card that costs it to the cheapest, or is paid in batteries where the
  frame allows and the batteries are worth less (PA-9.6); paying another player's component costs more
  than the bank, since that player gains it (PA-9.9).
- Income markers move only past the limiters of the towers built (PA-10.13), so a contract is worth the
  steps its arrows really move (PA-10.18, with the income-arrow cells and dark-green stripes), and a
  tower is worth the steps it frees, the markets and zone it opens (PA-10.6, PA-10.7), its cell bonus
  (PA-12.3), its two tower-bonus picks (PA-12.4, PA-12.5) and the batteries it adds to production
  (PA-26.5).
- Energy pays for contracts (PA-16.2) and raises battery production (PA-26.5); batteries pay
  alternative costs, remote contracts and the external market (PA-18), whose cards pay the income of
  their symbols now (PA-18.4). Both are worth little at the end, unless a scoring counts them.
- Scorings: each scoring token still to come (PA-29–PA-31) adds what a decision changes of its top
  half (per count) and of its bottom half (a majority won alone, PA-30.2); specialist scoring cards are
  kept for the scoring where they pay most, the last at the latest (PA-32).
- Venture capital is taken only when its zone value and income beat the repayment at the end
  (PA-19.5, less a tower bonus's discount, PA-31.4).
- A contract's grid cell leaves a way on for the next ones (PA-16.3, AMB-35); a bulldozer goes beside
  a free site where a tower can be built (PA-15.1), and the last one on the board never to a parking
  space, where it would stay (PA-15.1 d); with two players the extra tower bonus token discarded is the
  one it would most like to take (PA-34.1).
- A turn is worth a battery at the least (PA-25); at consolidation the card taken back is the one
  worth most played again (PA-26.4), and all cards are returned when those on the company board, played
  again, would beat that plain turn (PA-24).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, Final

from ....ai.observation import Observation
from ....core.rng import Rng
from .. import datasets
from ..actions import (
    Bonus,
    Build,
    Discard,
    Fulfil,
    Link,
    Market,
    Move,
    Place,
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
from ..data import MARKETS, ROWS, STORAGE, SUPPLY, Card, Components, Contract, Tab

Effect = tuple[Mapping[str, Any], ...]
Delta = Callable[[str, Mapping[str, Any]], int]
"""What a decision adds to the count of a scoring condition (its count's name, the condition; PA-37.3)."""
Half = tuple[str, Mapping[str, Any], Mapping[str, Any], bool]
"""A scoring token's half still to score: its count's name, condition, reward, and whether a majority."""

STEP: Final = 0.35
"""An income step that crosses no column still brings the next value nearer: its worth per year left."""
SPECIALIST: Final = 6.0
"""A specialist card (PA-23): what one is worth on average."""
BULLDOZER: Final = 2.5
"""A bulldozer brought into play (PA-15.4)."""
ORDER: Final = 0.6
"""The turn-order disc moved down (PA-21.1): earlier turns next year."""
TOWER_OPENS: Final = {2: 16.0, 3: 13.0, 4: 13.0, 5: 7.0, 6: 5.0, 7: 3.0}
"""PA-10.6, PA-10.7, PA-10.13: what the next tower opens (markets, zone C, the limiters), at a full game's
length; it shrinks with the years left."""
PLAIN: Final = 2.5
"""What a turn is worth at the least (a battery, the turn-order disc): a card back must beat it."""
MAJORITY: Final = 8.0
"""A lead in a majority is worth half as much this many years before its scoring (PA-30.2)."""
HOARD: Final = 5
"""The batteries worth holding for alternative costs; more are only worth what they buy (PA-18)."""
LONG: Final = 9.0
"""The consolidations of a whole game, as a yardstick for what shrinks with time."""


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
        values = self.values(observation)
        best = max(values)
        ties = [k for k, v in enumerate(values) if v >= best - 1e-9]
        return legal[ties[self.rng.below(len(ties))]]

    def values(self, observation: Observation) -> list[float]:
        """Every legal decision's worth in money at the end of the game, in the order of ``legal``."""
        look = _Look(observation.view, self.seat)
        return [look.value(action) for action in observation.legal]


def _reward(reward: Mapping[str, Any], income: Callable[[str], int]) -> float:
    """A scoring reward in money: ``money``, or the current income of a market (PA-22.1)."""
    if "income_of" in reward:
        return float(income(str(reward["income_of"])))
    return float(reward.get("money", 0))


def _name(condition: Mapping[str, Any]) -> str:
    return str(condition["count"] if "count" in condition else condition.get("most", ""))


def _symbols_of(symbols: Any, market: str) -> int:
    return sum(1 for s in symbols if s.market == market)


def _contract_adds(data: Components, name: str, condition: Mapping[str, Any], token: Contract, column: int) -> int:
    """What a contract token placed on the grid board (in ``column``) adds to a condition (PA-37.3)."""
    if name == "contract_tokens_on_grid":
        exclude = condition.get("exclude") or ()
        zone = condition.get("zone")
        market = condition.get("with_market")
        if token.kind in exclude or (zone and token.zone != zone) or (market and not token.has(str(market))):
            return 0
        return 1
    if name in ("market_symbols", "market_symbols_on_grid_contracts"):
        zone = condition.get("zone")
        if zone and token.zone != zone:
            return 0
        return _symbols_of(token.symbols, str(condition.get("market")))
    if name == "solar_contract_tokens_on_grid":
        return 1 if token.kind == "solar" else 0
    if name == "profitable_contract_tokens_on_grid":
        return 1 if token.profitable else 0
    if name == "own_transformers_on_game_board":
        numbers = condition.get("numbers")
        return 1 if numbers is None or column in numbers else 0
    return 0


class _Look:
    """What the bot reads off its view, and what it makes of each kind of decision."""

    def __init__(self, view: Mapping[str, Any], seat: int) -> None:
        self.view = view
        self.seat = seat
        self.data: Components = datasets.find(view["data"]["digest"])
        players: list[Mapping[str, Any]] = view["players"]
        self.players = players
        self.n = len(players)
        self.me: Mapping[str, Any] = players[seat]
        self.level: int = self.me["level"]
        self.energy: int = self.me["energy"]
        self.batteries: int = self.me["batteries"]
        self.money: int = self.me["money"]
        track: list[list[int]] = view["track"]
        self.last = len(track) - 1
        rear = min(space for space, stack in enumerate(track) if stack)
        self.scoring_now = view["phase"] == "scoring"
        self.final_now = self.scoring_now and len(track[-1]) == self.n
        self.years = float(max(self.last - rear, 0))
        """PA-26.7: the consolidations left, each paying the income (the rearmost disc ends it, PA-28.4)."""
        self.share = 1.0 / (self.n - 1) if self.n > 1 else 0.0
        """A peso paid to another player also counts this much again: it is theirs (PA-9.9)."""
        self.battery = self._battery_worth()
        self.energy_worth = self._energy_worth()
        self.cache: dict[str, float] = {}
        self.targets: dict[str, tuple[float, float, int]] = {}
        self.cells: dict[str, float] = {}
        self.made: dict[int, int] = {}
        self.counts: dict[int, list[int]] = {}
        self.locked = {before for before, tower in self.data.limiters if tower > self.level}
        """PA-10.13: the positions a marker cannot leave yet (a limiter of a tower not built follows)."""
        self.towers: dict[tuple[int, ...], dict[str, list[int]]] = {}
        self.rear = rear
        self.halves, self.weights = self._halves()
        self.names = {half[0] for half in self.halves}

    # ---- worth of things ------------------------------------------------------------------------------
    def _battery_worth(self) -> float:
        """A battery pays alternative costs (PA-9.6) while few are held, and beyond that buys income on
        the external market (PA-18.4: a card's symbols are about one per battery)."""
        incomes = sorted((self.income(m) for m in MARKETS), reverse=True)
        market = 0.8 * sum(incomes[:3]) / 3.0
        if self.years < 1.0:
            return 0.0
        if self.batteries >= HOARD or self.years <= 1.0:
            return market * 0.7
        return max(market, 0.6 + min(self.years, 4.0) * 0.5)

    def _energy_worth(self) -> float:
        """Energy pays contracts (PA-16.2); more is worth less once the contracts in reach are paid."""
        y = self.years
        worth = 0.4 + min(y, 5.0) * 0.45
        return worth * (0.5 if self.energy >= 9 else 1.0)

    def income_value(self, position: int) -> int:
        """PA-10.14: the income printed under a position's column."""
        return self.data.income_value[self.data.income_column[position]]

    def income(self, market: str) -> int:
        """PA-22.1: the seat's current income of a market."""
        return self.income_value(self.me["income"][market])

    def production(self, energy: int, level: int) -> int:
        """PA-26.5: the batteries produced with the energy marker at ``energy`` and ``level`` towers."""
        key = energy * 16 + level
        made = self.made.get(key)
        if made is None:
            column = self.data.energy_column[max(0, min(energy, self.data.energy_max))]
            made = self.made[key] = sum(self.data.battery_symbols[k] for k in range(1, min(column, level) + 1))
        return made

    def energy_gain(self, amount: int) -> float:
        """Energy gained or (negative) spent, and the batteries it changes at production."""
        key = f"energy{amount}"
        worth = self.cache.get(key)
        if worth is None:
            after = max(0, min(self.energy + amount, self.data.energy_max))
            made = self.production(after, self.level) - self.production(self.energy, self.level)
            worth = (after - self.energy) * self.energy_worth + made * self.battery * min(self.years, 2.0)
            self.cache[key] = worth
        return worth

    def advance(self, moves: list[tuple[str, int]]) -> float:
        """PA-10.18: the worth of advancing markers (limiters of the towers built, income-arrow cells,
        dark-green stripes): the income gained for every consolidation left, and a little per step."""
        key = "advance" + "".join(f"|{market}{steps}" for market, steps in moves)
        known = self.cache.get(key)
        if known is not None:
            return known
        data = self.data
        locked = self.locked
        pos = dict(self.me["income"])
        before = dict(pos)
        greens = set(self.me["greens"])
        cards = 0
        queue = list(moves)
        while queue:
            market, steps = queue.pop(0)
            for _ in range(steps):
                here = pos[market]
                if here >= data.income_last or here in locked:
                    break
                pos[market] = here + 1
                column = data.income_column[here + 1]
                for stripe, first, _ in data.dark_green:
                    if stripe == column and here + 1 >= first and stripe not in greens:
                        greens.add(stripe)
                        cards += 1
                queue.extend((other, 1) for other in data.income_arrows.get((market, here + 1), ()))
        worth = cards * SPECIALIST
        for market in MARKETS:
            if pos[market] == before[market]:
                continue
            gained = self.income_value(pos[market]) - self.income_value(before[market])
            worth += gained * self.years + STEP * (pos[market] - before[market]) * max(self.years - 1.0, 0.0)
            worth += gained * self.income_scoring(market)
        self.cache[key] = worth
        return worth

    def best_advance(self, steps: int) -> float:
        """PA-37.2 ``advance_income_any``: the market whose marker is best advanced."""
        return max(self.advance([(m, steps)]) for m in MARKETS)

    # ---- the scorings to come (PA-29–PA-31) ----------------------------------------------------------
    def _halves(self) -> tuple[list[Half], list[float]]:
        """The token halves still to score, and how much a lead counts in each majority: the further
        its scoring, the more the others can catch up."""
        view = self.view
        tokens = view["scoring_tokens"]
        done = int(view["scorings"])
        beginner = bool(view["options"].get("beginner"))
        data = self.data
        halves: list[tuple[Mapping[str, Any], Mapping[str, Any], bool]] = []
        track = data.time_tracks["long_game" if view["options"].get("long_game") else "standard"]
        spaces: list[int] = []
        if done < 1:
            if beginner:
                for market in ("residential", "industrial", "tourist", "commercial"):
                    condition = {"count": "market_symbols_on_grid_contracts", "market": market, "zone": "A"}
                    halves.append((condition, {"income_of": market}, False))
            elif tokens["first"] in data.scoring_tokens:
                top = data.scoring_tokens[tokens["first"]].top
                halves.append((top["condition"], top["reward"], False))
        spaces += [track.first_scoring] * (len(halves) - len(spaces))
        if done < 2:
            if beginner:
                for market in MARKETS:
                    halves.append(({"most": "market_symbols", "market": market}, {"income_of": market}, True))
            elif tokens["second"] in data.scoring_tokens:
                bottom = data.scoring_tokens[tokens["second"]].bottom
                halves.append((bottom["condition"], bottom["reward"], True))
        spaces += [track.second_scoring] * (len(halves) - len(spaces))
        for token in tokens["final"]:
            if token in data.scoring_tokens:
                t = data.scoring_tokens[token]
                halves.append((t.top["condition"], t.top["reward"], False))
                halves.append((t.bottom["condition"], t.bottom["reward"], True))
        spaces += [track.last] * (len(halves) - len(spaces))
        weights = [1.0 / (1.0 + max(space - self.rear, 0) / MAJORITY) for space in spaces]
        return [(_name(c), c, r, most) for c, r, most in halves], weights

    def standing(self, k: int) -> tuple[int, int]:
        """The seat's count of the ``k``-th half and its best rival's (a majority, PA-30.2)."""
        counts = self.counts.get(k)
        if counts is None:
            counts = self.counts[k] = [self.count(p, self.halves[k][1]) for p in range(self.n)]
        return counts[self.seat], max((c for p, c in enumerate(counts) if p != self.seat), default=0)

    def scoring(self, adds: Delta) -> float:
        """What a decision's change of the counts is worth at the scorings to come: per count for a top
        half, the chance of a majority won alone for a bottom half (PA-30.2)."""
        worth = 0.0
        for k, (name, condition, _, _) in enumerate(self.halves):
            extra = adds(name, condition)
            if extra:
                worth += self.half(k, extra)
        return worth

    def scoring_count(self, name: str, extra: int) -> float:
        """What ``extra`` more of one count is worth at the scorings to come."""
        if not extra or name not in self.names:
            return 0.0
        return sum(self.half(k, extra) for k, half in enumerate(self.halves) if half[0] == name)

    def half(self, k: int, extra: int) -> float:
        """What ``extra`` more of the ``k``-th half's count is worth (PA-29.2, PA-30.2)."""
        _, _, reward, most = self.halves[k]
        money = _reward(reward, self.income)
        if not most:
            return extra * money
        mine, rival = self.standing(k)
        return money * (_chance(mine + extra, rival) - _chance(mine, rival)) * self.weights[k]

    def income_scoring(self, market: str) -> float:
        """The counts whose reward is a market's income (PA-22.1): what a value more of it brings."""
        key = f"income-{market}"
        total = self.cache.get(key)
        if total is None:
            total = 0.0
            for _, condition, reward, most in self.halves:
                if not most and reward.get("income_of") == market:
                    total += self.count(self.seat, condition)
            self.cache[key] = total
        return total

    def count(self, seat: int, condition: Mapping[str, Any]) -> int:
        """PA-37.3: a seat's count of a condition, read off the view."""
        data = self.data
        view = self.view
        p = self.players[seat]
        name = _name(condition)
        if name in ("batteries", "energy", "energy_spent_on_contracts"):
            return int(p["energy_spent" if name == "energy_spent_on_contracts" else name])
        if name == "built_towers":
            return int(p["level"])
        if name == "own_wind_farms_on_board":
            return sum(1 for x in view["structures"].values() if x["kind"] == "wind" and x["seat"] == seat)
        if name == "circuit_tokens_on_grid":
            return len(p["circuits"])
        if name == "external_market_cards":
            return len(p["market_cards"])
        if name == "venture_capital_tokens":
            return len(p["vc"])
        if name == "link_tokens_owned":
            return len(p["links"]) + sum(len(t) for t in p["on_cards"].values())
        if name == "own_bulldozers_on_parking":
            return sum(1 for place in p["bulldozers"] if place in data.parking)
        if name == "money_from_income_markers_total":
            return sum(self.income_value(p["income"][m]) for m in MARKETS)
        if name == "tower_bonus_tokens_on_company_board":
            zone = condition.get("zone")
            return sum(
                1 for t in p["bonus_slots"] if t is not None and (zone is None or data.bonus_tokens[t][0] == zone)
            )
        if name == "grid_stripe_symbols_unlocked":
            market = condition.get("market")
            return sum(1 for k, sym in data.stripe_symbols.items() if k <= p["level"] and market in (None, sym))
        if name == "own_transformers_on_game_board":
            numbers = condition.get("numbers")
            return sum(
                1
                for x in view["transformers"].values()
                if x["seat"] == seat and (numbers is None or x["number"] in numbers)
            )
        total = 0
        for cell, token in p["grid"].items():
            total += _contract_adds(data, name, condition, data.contracts[token], data.transformers[cell].column)
        if name == "market_symbols":
            market = str(condition.get("market"))
            for t in p["bonus_slots"]:
                if t is not None:
                    total += _symbols_of(data.bonus_types[data.bonus_tokens[t][1]].symbols, market)
            for link in (*p["links"], *(t for tokens in p["on_cards"].values() for t in tokens)):
                total += _symbols_of(data.link_tokens[link].symbols, market)
            for card in p["market_cards"]:
                total += data.market_cards[card].back.count(market)
        return total

    # ---- effects (PA-37.2) ---------------------------------------------------------------------------
    def ops(self, ops: Effect) -> float:
        """An effect's operations carried out for the seat now, in money."""
        return sum(self.op(op) for op in ops)

    def op(self, op: Mapping[str, Any]) -> float:
        """An operation carried out for the seat now, in money."""
        name = str(op["op"])
        if name == "gain_money":
            return float(op["amount"])
        if name == "gain_energy":
            return self.energy_gain(int(op["amount"])) + self.scoring_count("energy", int(op["amount"]))
        if name == "gain_batteries":
            amount = min(int(op["amount"]), int(self.view["battery_supply"]))
            return amount * self.battery + self.scoring_count("batteries", amount)
        if name == "advance_income":
            return self.advance([(str(op["market"]), int(op["steps"]))])
        if name == "advance_income_any":
            return self.best_advance(int(op["steps"]))
        if name == "gain_income":
            return float(self.income(str(op["market"])))
        if name == "gain_income_any":
            return float(max(self.income(m) for m in MARKETS))
        if name == "gain_specialist_card":
            return SPECIALIST
        if name == "deploy_bulldozer":
            return BULLDOZER if SUPPLY in self.me["bulldozers"] else 0.0
        if name == "move_bulldozers":
            return 1.0
        if name == "turn_order_change":
            return 0.0 if self.view["down"][self.seat] else ORDER
        if name == "modifier":
            if op.get("applies_to") == "build_wind_farm":
                return float(op.get("extra_energy", 0)) * self.energy_worth * min(self.me["wind_supply"], 3)
            if op.get("applies_to") == "build_tower":
                return self.battery * min(self.data.tower_cells - self.level, 3) * 0.5
            return 0.0
        if name == "final_money_per":
            count = self.count(self.seat, op)
            return float(op["amount"]) * (count + 1)
        if name == "final_vc_discount":
            return 15.0 if self.me["vc"] else 1.0
        if name.startswith("final_"):
            return float(max(self.income(m) for m in MARKETS)) + 1.0
        if name == "play_link_token":
            return self.best_link()
        return 0.0

    def best_link(self) -> float:
        """PA-14: the best of the seat's link tokens played now."""
        best = 0.0
        for token in self.me["links"]:
            effect = self.data.link_tokens[token].effect
            if len(effect) == 1 and effect[0]["op"] == "choice":
                best = max([best, *(self.ops(tuple(o)) for o in effect[0]["options"])])
            else:
                best = max(best, self.ops(effect))
        return best

    # ---- decisions ----------------------------------------------------------------------------------
    def value(self, action: Any) -> float:
        """A legal decision in money at the end of the game (Done, a pass: nothing more)."""
        if isinstance(action, Play):
            return self.play(action)
        if isinstance(action, TakeBattery):
            return self.take_battery()
        if isinstance(action, ReturnAll):
            return self.return_all()
        if isinstance(action, Build):
            return self.build_at(action)
        if isinstance(action, Fulfil):
            return self.fulfil(action)
        if isinstance(action, Bonus):
            return self.cell(action.first) + self.cell(action.second)
        if isinstance(action, Discard):
            return self.cell(action.cell)  # PA-34.1: the token most worth taking is kept from the rival
        if isinstance(action, Move):
            return self.place(action.target) - self.place(action.source)
        if isinstance(action, Market):
            if self.scoring_now:
                return float(self.income(action.market))
            return self.advance([(action.market, 1)])
        if isinstance(action, Sell):
            return self.sell(action.card)
        if isinstance(action, Venture):
            return self.venture(action.column)
        if isinstance(action, Link):
            effect = self.data.link_tokens[action.token].effect
            if action.option and len(effect) == 1 and effect[0]["op"] == "choice":
                effect = tuple(effect[0]["options"][action.option - 1])
            return self.ops(effect) - 0.5 * self.link_worth(action.token)
        if isinstance(action, TakeLink):
            token = self.view["link_slots"].get(action.slot)
            return self.link_worth(str(token)) if token else 0.0
        if isinstance(action, Specialist):
            return self.specialist(action.card)
        if isinstance(action, TakeBack):
            return self.take_back(action.row)
        if isinstance(action, Score):
            return self.score(action)
        if isinstance(action, Place):
            return -float(action.slot)
        return 0.0  # Done: nothing more

    # ---- the turn's action (PA-8.2) -----------------------------------------------------------------
    def take_battery(self) -> float:
        """PA-25: a battery while the supply has one, and the turn-order disc down."""
        got = 1 if int(self.view["battery_supply"]) > 0 else 0
        order = 0.0 if self.view["down"][self.seat] else ORDER
        return got * self.battery + self.scoring_count("batteries", got) + order

    def return_all(self) -> float:
        """PA-24: the cards back, each worth what it beats a plain action by when played again from the
        emptied rows (the next two turns use them); the turn-order disc down."""
        fresh = _fresh(self.data)
        on_board = [held["card"] for row in ROWS for held in self.me["rows"][row] if held is not None]
        gains = sorted((self.replay(card, fresh) - PLAIN for card in on_board), reverse=True)
        worth = 0.6 * sum(g for g in gains[:2] if g > 0)
        if self.years <= 1.0:
            worth *= max(0, 3 - int(self.view["action_round"])) / 3.0
        order = 0.0 if self.view["down"][self.seat] else ORDER
        return worth + order

    def slot_tab(self, row: str, side: str) -> Tab | None:
        """PA-9.3: the tab a card played into the row now keeps visible (None: the row is full)."""
        slots = self.me["rows"][row]
        for i, held in enumerate(slots):
            if held is None:
                left, right = self.data.slots[row][i]
                return left if side == "left" else right
        return None

    def play(self, act: Play) -> float:
        """A1 (PA-9.12): the card at this tab, and the slot it takes."""
        card = self.data.cards[act.card]
        tab = self.slot_tab(act.row, act.tab)
        if tab is None:
            return -99.0
        return self.effect_at(card, act.option, tab) + self.keep(act, card)

    def effect_at(self, card: Card, option: int, tab: Tab) -> float:
        """A card played at a tab: the zone value gained or paid (or the batteries instead), the tab's
        energy, and what the effect brings at its best target."""
        key = f"at-{card.id}-{option}-{tab.zone}-{tab.money}-{tab.energy}"
        known = self.cache.get(key)
        if known is not None:
            return known
        ops: Effect = card.effect
        if option and len(ops) == 1 and ops[0]["op"] == "choice":
            ops = tuple(ops[0]["options"][option - 1])
        worth = 0.0
        targeted = False
        for op in ops:
            name = str(op["op"])
            if name in ("build_tower", "build_wind_farm", "fulfil_contract"):
                if not targeted:
                    worth += self.target(card, tab, op)
                    targeted = True
            elif name == "take_venture_capital":
                worth += self.best_of("venture")
            elif name == "sell_external_market":
                worth += self.best_of("sell")
            else:
                worth += self.op(op)
        if not targeted:
            worth += self.pay(card, tab, -1, False)
        if card.frame.energy == "yes":
            worth += self.energy_gain(tab.energy)
        self.cache[key] = worth
        return worth

    def best_of(self, kind: str) -> float:
        """The best venture-capital slot (PA-19) or external market card (PA-18) within reach."""
        worth = self.cache.get(kind)
        if worth is None:
            if kind == "venture":
                worth = max((self.venture(c) for c in self.ventures()), default=-30.0)
            else:
                worth = max((self.sell(c) for c in self.sellable()), default=-30.0)
            self.cache[kind] = worth
        return worth

    def replay(self, card_id: str, tabs: list[Tab]) -> float:
        """A card back in hand: the best it does at one of these tabs."""
        card = self.data.cards[card_id]
        effect = card.effect
        options = range(1, len(effect[0]["options"]) + 1) if len(effect) == 1 and effect[0]["op"] == "choice" else (0,)
        zone = card.frame.zone_only
        return max(
            (self.effect_at(card, k, tab) for tab in tabs for k in options if zone is None or tab.zone == zone),
            default=0.0,
        )

    def keep(self, act: Play, card: Card) -> float:
        """PA-9.3: a card takes its row's leftmost empty slot, so a card that gains its zone value is
        kept for the richest slot left, and one without a zone value leaves the rich slots free."""
        if card.frame.money == "none":
            tab = self.slot_tab(act.row, act.tab)
            other = self.slot_tab(act.row, "right" if act.tab == "left" else "left")
            return -0.2 * max(tab.money if tab else 0, other.money if other else 0)
        if card.frame.money != "bonus":
            return 0.0
        key = f"rich-{card.frame.zone_only}"
        best = self.cache.get(key)
        if best is None:
            best = 0.0
            for row in ROWS:
                for side in ("left", "right"):
                    tab = self.slot_tab(row, side)
                    if tab is not None and (card.frame.zone_only is None or tab.zone == card.frame.zone_only):
                        best = max(best, float(tab.money))
            self.cache[key] = best
        tab = self.slot_tab(act.row, act.tab)
        return -0.3 * (best - tab.money) if tab is not None else 0.0

    def pay(self, card: Card, tab: Tab, payee: int, tower: bool) -> float:
        """PA-9.5, PA-9.6, PA-9.9: the zone value gained, or the cheaper of paying it and its batteries
        (a payment to another player counts more)."""
        money = card.frame.money
        if money == "bonus":
            return float(tab.money)
        if money != "cost":
            return 0.0
        options: list[float] = []
        if self.money >= tab.money:
            options.append(self.settle(card, tab, payee, False, tower))
        batteries = self.battery_cost(card, tab, tower)
        if batteries is not None and self.batteries >= batteries:
            options.append(self.settle(card, tab, payee, True, tower))
        return max(options, default=self.settle(card, tab, payee, False, tower))

    def settle(self, card: Card, tab: Tab, payee: int, batteries: bool, tower: bool) -> float:
        """PA-9.5, PA-9.6, PA-9.9: one way to settle the zone value: gained, paid, or its batteries paid
        instead; what another player is paid counts more, it is theirs."""
        money = card.frame.money
        if money == "bonus":
            return float(tab.money)
        if money != "cost":
            return 0.0
        weight = 1.0 if payee < 0 or payee == self.seat else 1.0 + self.share
        if batteries:
            return -(self.battery_cost(card, tab, tower) or 0) * self.battery * weight
        return -tab.money * weight

    def battery_cost(self, card: Card, tab: Tab, tower: bool) -> int | None:
        """PA-9.6, AMB-39: the batteries a card lets one pay instead (a tower bonus may lower it)."""
        if not card.frame.batteries_by_zone:
            return None
        own = card.frame.batteries
        alternatives = self.view["options"].get("alternatives") or ()
        if own is not None and tab.zone in own and "AMB-39" not in alternatives:
            cost = own[tab.zone]
        else:
            cost = int(self.data.setup["battery_alt_cost_by_zone"][tab.zone])
        if tower:
            for t in self.me["bonus_slots"]:
                if t is None:
                    continue
                for op in self.data.bonus_types[self.data.bonus_tokens[t][1]].effect:
                    if op["op"] == "modifier" and op.get("applies_to") == "build_tower":
                        cost = max(int(op.get("min", 0)), cost + int(op.get("battery_alt_cost_delta", 0)))
        return cost

    # ---- targets of a card (PA-12, PA-13, PA-16, PA-17, PA-20) ----------------------------------------
    def target(self, card: Card, tab: Tab, op: Mapping[str, Any]) -> float:
        """The best target of a card's building or contract, its payment included."""
        name = str(op["op"])
        need = op.get("requirement") or card.frame.requirement
        owners = self.allowed(need)
        zone = tab.zone if card.frame.zone_link else ""
        tower = name == "build_tower"
        if name == "fulfil_contract":
            key = f"{op.get('kind')}|{op.get('market')}|{zone}|{owners}"
            found = self.targets.get(key)
            if found is None:
                found = self.targets[key] = _by_payee(
                    self.seat,
                    [
                        (self.contract(token, slot, energy, batteries, self.level), payee)
                        for slot, token, payee, energy, batteries in self.contracts(card, tab, op, owners)
                    ],
                )
            extra = 0.0
        else:
            key = f"{name}|{zone}|{owners}"
            found = self.targets.get(key)
            if found is None:
                found = self.targets[key] = _by_payee(
                    self.seat,
                    [
                        (self.structure("tower", self.data.sites[site].zone, None, card) if tower else 0.0, payee)
                        for site, payee in self.sites(
                            "tower" if tower else "wind", tab if card.frame.zone_link else None, owners
                        )
                    ],
                )
            extra = 0.0 if tower else self.structure("wind", tab.zone, tab, card)
        own, other, rival = found
        best = -40.0
        if own > -99.0:
            best = own + self.pay(card, tab, self.seat, tower)
        if other > -99.0:
            best = max(best, other + self.pay(card, tab, rival, tower))
        return best + extra

    def allowed(self, need: Any) -> tuple[int, ...]:
        """PA-9.9: whose components may meet a requirement."""
        if not isinstance(need, Mapping) or need.get("component") == "*":
            return tuple(range(self.n))
        kinds = ("self",) if need.get("dark") else tuple(need.get("owners", ("self", "other")))
        return tuple(p for p in range(self.n) if ("self" if p == self.seat else "other") in kinds)

    def sites(self, kind: str, tab: Tab | None, owners: tuple[int, ...]) -> list[tuple[str, int]]:
        """PA-12.1, PA-13.1: free sites of the kind (in the tab's zone) with a bulldozer beside, and whose."""
        if kind == "tower" and self.level >= self.data.tower_cells:
            return []
        if kind == "wind" and self.me["wind_supply"] <= 0:
            return []
        types = ("tower", "mixed") if kind == "tower" else ("wind", "mixed")
        structures = self.view["structures"]
        out: list[tuple[str, int]] = []
        for p in owners:
            for place in self.players[p]["bulldozers"]:
                site = self.data.sites.get(place)
                if site is None or place in structures or site.type not in types or site.min_players > self.n:
                    continue
                if tab is not None and site.zone != tab.zone:
                    continue
                out.append((place, p))
        return out

    def structure(self, kind: str, zone: str, tab: Tab | None, card: Card) -> float:
        """A tower (PA-12) or a wind farm (PA-13) built now, without its payment."""
        if kind == "tower":
            return self.tower(zone)
        energy = 0
        if tab is not None:
            energy = tab.energy + (1 if any(op["op"] == "gain_energy" for op in card.effect) else 0)
            for t in self.me["bonus_slots"]:
                if t is not None:
                    for op in self.data.bonus_types[self.data.bonus_tokens[t][1]].effect:
                        if op["op"] == "modifier" and op.get("applies_to") == "build_wind_farm":
                            energy += int(op.get("extra_energy", 0))
        return self.energy_gain(energy) + self.scoring_count("own_wind_farms_on_board", 1) + 0.5

    def tower(self, zone: str) -> float:
        """PA-12: the next tower: what it opens, its cell bonus, its two picks, its batteries."""
        key = f"tower-{zone}"
        if key in self.cache:
            return self.cache[key]
        data = self.data
        nxt = self.level + 1
        time = min(self.years, LONG) / LONG
        worth = TOWER_OPENS.get(nxt, 0.0) * time
        for before, tower in data.limiters:
            if tower == nxt:
                stuck = sum(1 for m in MARKETS if self.me["income"][m] == before)
                worth += stuck * (self.income_value(before + 1) - self.income_value(before)) * self.years
        worth += self.ops(data.tower_bonus.get(nxt, ()))
        made = self.production(self.energy, nxt) - self.production(self.energy, self.level)
        worth += made * self.battery * self.years
        worth += self.best_pick(zone)
        worth += self.scoring(lambda name, c: _adds_tower(data, name, c, nxt))
        self.cache[key] = worth
        return worth

    def best_pick(self, zone: str) -> float:
        """PA-12.4: the best two adjacent cells of the areas a build in the zone allows."""
        areas = {"A": ("A",), "B": ("A", "B")}.get(zone, ("A", "B", "C"))
        cells = {(c.row, c.col): c.id for c in self.data.bonus_cells.values() if c.area in areas}
        best = 0.0
        for (r, c), cell in cells.items():
            for other in ((r, c + 1), (r + 1, c)):
                if other in cells:
                    best = max(best, self.cell(cell) + self.cell(cells[other]))
        return best

    def cell(self, cell: str) -> float:
        """PA-12.5: a tower bonus cell: its token on the company board (and its instant effect), or the
        cell's printed effect."""
        known = self.cells.get(cell)
        if known is not None:
            return known
        cell_id = cell if cell.startswith("TBB-") else f"TBB-{cell}"
        data = self.data
        token = self.view["bonus_board"].get(cell_id)
        if token is None:
            worth = self.ops(data.bonus_cells[cell_id].printed)
        else:
            kind = data.bonus_tokens[token][1]
            slots = self.me["bonus_slots"]
            home = data.bonus_slots.index(kind) if kind in data.bonus_slots else -1
            holder = slots[home] if home >= 0 else None
            if (holder is not None and data.bonus_tokens[holder][1] != kind) or None not in slots:
                worth = 0.0  # discarded (PA-12.5)
            else:
                worth = self.ops(data.bonus_types[kind].effect) + self.scoring(
                    lambda name, c: _adds_bonus(data, name, c, token)
                )
        self.cells[cell] = worth
        return worth

    def contracts(
        self, card: Card, tab: Tab, op: Mapping[str, Any], owners: tuple[int, ...]
    ) -> list[tuple[str, Contract, int, int, int]]:
        """PA-16.1, PA-17, PA-20.3: the contracts the card reaches: (slot, token, payee, energy, batteries)."""
        data = self.data
        kind = str(op.get("kind"))
        market = op.get("market")
        view = self.view
        out: list[tuple[str, Contract, int, int, int]] = []
        if kind == "solar":
            for sun in self.solar():
                token = data.contracts[str(view["solar"][sun])]
                if market is None or token.has(str(market)):
                    out.append((sun, token, -1, 0, 0))
            return out
        towers = self.towers.get(owners)
        if towers is None:
            towers = self.towers[owners] = {}
            for site, x in view["structures"].items():
                if x["kind"] == "tower" and x["seat"] in owners:
                    towers.setdefault(data.sites[site].sector, []).append(int(x["seat"]))
        for slot_id, token_id in view["contracts"].items():
            if token_id is None:
                continue
            slot = data.contract_slots[slot_id]
            if kind not in ("standard_or_remote", slot.kind):
                continue
            token = data.contracts[token_id]
            if market is not None and not token.has(str(market)):
                continue
            if card.frame.zone_link and slot.zone != tab.zone:
                continue
            here = towers.get(slot.sector)
            if not here or not self.unlocked(token, slot.zone):
                continue
            payee = self.seat if self.seat in here else here[0]
            if slot.kind == "standard":
                if (slot.energy_cost or 0) <= self.energy:
                    out.append((slot_id, token, payee, slot.energy_cost or 0, 0))
                continue
            costs = [(e, b) for e, b in token.costs if e <= self.energy and b <= self.batteries]
            if costs:
                e, b = min(costs, key=lambda c: c[0] * self.energy_worth + c[1] * self.battery)
                out.append((slot_id, token, payee, e, b))
        return out

    def unlocked(self, token: Contract, zone: str) -> bool:
        """PA-16.1: the zone and every market of the token unlocked at the seat's level."""
        for k, opens in self.data.levels.items():
            if k > self.level and (
                zone in opens.get("zones", ()) or any(s.market in opens.get("markets", ()) for s in token.symbols)
            ):
                return False
        return True

    def solar(self) -> list[str]:
        """PA-20.3: the next tokens of the solar track."""
        data = self.data
        solar = self.view["solar"]
        out: list[str] = []
        seen: set[str] = set()
        queue = list(data.solar_entries)
        while queue:
            slot = queue.pop(0)
            if slot in seen:
                continue
            seen.add(slot)
            if solar.get(slot) is not None:
                out.append(slot)
            else:
                queue.extend(data.solar_after[slot])
        return out

    def contract(self, token: Contract, slot: str, energy: int, batteries: int, column: int) -> float:
        """A contract fulfilled (PA-16): its income arrows, what it counts at the scorings, a link token
        within reach (PA-16.10), less its energy and batteries."""
        key = f"contract-{slot}-{energy}-{batteries}-{column}"
        known = self.cache.get(key)
        if known is not None:
            return known
        data = self.data
        worth = self.advance([(s.market, s.arrows) for s in token.symbols if s.arrows])
        worth += self.scoring(lambda name, c: _contract_adds(data, name, c, token, column)) + self.scoring_count(
            "energy_spent_on_contracts", energy
        )
        worth += self.energy_gain(-energy) - batteries * self.battery
        worth += 1.5  # the grid fills, the next contract chains on (PA-16.3)
        unlocked = self.view["unlocked_lines"]
        for link, lines, others in _links_of(data).get(slot, ()):
            token_id = self.view["link_slots"].get(link)
            if token_id is not None and len(lines) + sum(1 for line in others if line in unlocked) >= 2:
                worth += self.link_worth(str(token_id))
        self.cache[key] = worth
        return worth

    def link_worth(self, token: str) -> float:
        """A link token owned: its effect each time a card plays it (PA-14), its symbols (PA-30.3)."""
        key = f"link-{token}"
        if key not in self.cache:
            link = self.data.link_tokens[token]
            effect = link.effect
            if len(effect) == 1 and effect[0]["op"] == "choice":
                uses = max(self.ops(tuple(o)) for o in effect[0]["options"])
            else:
                uses = self.ops(effect)
            extra = self.scoring(lambda name, c: _adds_link(name, c, link.symbols))
            self.cache[key] = uses * min(1.0 + self.years / 4.0, 2.5) * 0.6 + extra
        return self.cache[key]

    # ---- the decisions owed within a turn -----------------------------------------------------------
    def playing(self) -> tuple[Card, Tab] | None:
        """The card being played and its tab (``view["card"]``)."""
        current = self.view.get("card")
        if not current:
            return None
        card = self.data.cards[current["card"]]
        row = current["row"]
        for i, held in enumerate(self.me["rows"][row]):
            if held is not None and held["card"] == current["card"]:
                left, right = self.data.slots[row][i]
                return card, left if held["tab"] == "left" else right
        return None

    def build_at(self, act: Build) -> float:
        """PA-12, PA-13: where to build (whose bulldozer: PA-9.9; batteries or money: PA-9.6)."""
        playing = self.playing()
        if playing is None:
            return 0.0
        card, tab = playing
        owners = [p for p in range(self.n) if act.site in self.players[p]["bulldozers"]]
        owner = act.via if act.via >= 0 else (owners[0] if owners else self.seat)
        tower = self.building_tower()
        worth = self.structure("tower" if tower else "wind", self.data.sites[act.site].zone, tab, card)
        return worth + self.settle(card, tab, owner, act.batteries, tower)

    def building_tower(self) -> bool:
        """Whether the card being played builds a tower (PA-12) or a wind farm (PA-13)."""
        current = self.view.get("card")
        if not current:
            return False
        ops: Effect = self.data.cards[current["card"]].effect
        if current["option"] and len(ops) == 1 and ops[0]["op"] == "choice":
            ops = tuple(ops[0]["options"][int(current["option"]) - 1])
        return any(op["op"] == "build_tower" for op in ops)

    def fulfil(self, act: Fulfil) -> float:
        """PA-16: the contract, its energy or the remote token's cost, its cell (bonus, circuit, a way
        on), whom the card's zone value is paid to."""
        data = self.data
        view = self.view
        solar = act.slot in view["solar"]
        token_id = view["solar"].get(act.slot) if solar else view["contracts"].get(act.slot)
        if token_id is None:
            return 0.0
        token = data.contracts[str(token_id)]
        energy, batteries = 0, 0
        if not solar:
            slot = data.contract_slots[act.slot]
            if slot.kind == "standard":
                energy = slot.energy_cost or 0
            else:
                energy, batteries = token.costs[act.cost]
        column = data.transformers[act.cell].column
        worth = self.contract(token, act.slot, energy, batteries, column)
        worth += self.grid_cell(act.cell)
        decision = view.get("decision") or {}
        playing = self.playing()
        if playing is not None and decision.get("kind") == "fulfil":  # a second contract is not paid again
            card, tab = playing
            owner = act.via if act.via >= 0 else self._tower_owner(act.slot, card)
            worth += self.settle(card, tab, owner, act.batteries, False)
        return worth

    def _tower_owner(self, slot: str, card: Card) -> int:
        """PA-9.9: whose tower in the contract's sector the card uses where there is no choice."""
        if slot not in self.data.contract_slots:
            return -1
        sector = self.data.contract_slots[slot].sector
        owners = sorted(
            {
                int(x["seat"])
                for site, x in self.view["structures"].items()
                if x["kind"] == "tower" and self.data.sites[site].sector == sector
            }
        )
        allowed = [p for p in owners if p in self.allowed(card.frame.requirement)]
        return allowed[0] if allowed else -1

    def grid_cell(self, cell: str) -> float:
        """PA-16.3, PA-16.4, PA-10.11: a cell's bonus, its circuit's cost, and the ways on from it."""
        data = self.data
        grid = self.me["grid"]
        worth = self.ops(data.transformers[cell].bonus)
        last = self.me["last_cell"]
        if last is not None:
            requirement = data.edges[last].get(cell)
            line = f"{last}|{cell}" if last < cell else f"{cell}|{last}"
            if requirement is not None and line not in self.me["circuits"]:
                for op in data.circuits[requirement]:
                    kind = op["op"]
                    if kind == "pay_energy":
                        worth += self.energy_gain(-int(op["amount"]))
                    elif kind == "pay_batteries":
                        worth -= int(op["amount"]) * self.battery
                    elif kind == "pay_money":
                        worth -= int(op["amount"])
                worth += self.scoring_count("circuit_tokens_on_grid", 1)
        onward = [n for n in data.edges[cell] if n not in grid and n != cell]
        open_now = sum(1 for n in onward if data.transformers[n].column <= self.level)
        worth += 0.8 * min(open_now, 2) + 0.3 * len(onward)
        if not onward:
            worth -= 4.0 * min(self.years, 5.0)  # AMB-35: no way on, no more contracts
        return worth

    def sell(self, card_id: str) -> float:
        """PA-18: the income of the card's front symbols now, its back symbols and the card at the
        scorings, less its batteries."""
        card = self.data.market_cards[card_id]
        worth = float(sum(self.income(m) for m in card.income)) - card.batteries * self.battery
        return worth + self.scoring(lambda name, c: _adds_market_card(name, c, card.back, card.batteries))

    def sellable(self) -> list[str]:
        return [
            c
            for row in self.view["market_rows"].values()
            for c in row
            if c is not None and self.data.market_cards[c].batteries <= self.batteries
        ]

    def ventures(self) -> list[int]:
        return [c for c in self.data.vc_columns if c <= self.level and c not in self.me["vc"]]

    def venture(self, column: int) -> float:
        """PA-19.4, PA-19.5: the income of the furthest marker in the stripe, less the repayment at the
        end (a tower bonus's discount for the first token, PA-31.4)."""
        data = self.data
        income = max((self.income(m) for m in MARKETS if data.income_column[self.me["income"][m]] == column), default=0)
        repayment = float(data.setup["venture_capital_repayment"])
        discounts = sum(
            1
            for t in self.me["bonus_slots"]
            if t is not None
            and any(op["op"] == "final_vc_discount" for op in data.bonus_types[data.bonus_tokens[t][1]].effect)
        )
        if discounts > len(self.me["vc"]):
            repayment = 15.0
        return income - repayment + self.scoring_count("venture_capital_tokens", 1)

    def place(self, place: str) -> float:
        """PA-15.1: where a bulldozer of the seat's stands: beside a free site it can build on (a tower
        site most), in the storage zone, or on a parking space (its reward, and it stays)."""
        data = self.data
        if place in data.parking:
            active = sum(1 for x in self.me["bulldozers"] if x != SUPPLY and x not in data.parking)
            return self.ops(data.parking[place].reward) - (3.0 if active > 1 else 10.0)
        if place == STORAGE:
            return 1.0
        site = data.sites.get(place)
        if site is None:
            return 0.0
        if place in self.view["structures"]:
            return 0.0
        if site.type in ("tower", "mixed") and self.level < data.tower_cells:
            return 3.0 + (0.5 if site.zone == "B" else 0.0)
        return 1.5 if self.me["wind_supply"] > 0 else 0.5

    def specialist(self, card: str) -> float:
        """PA-23.1: an action card to play (its zone value as a bonus, its effect), or a scoring card."""
        data = self.data
        if card in data.cards:
            if data.cards[card].frame.money == "bonus":  # its zone value each time it is played (PA-9.5)
                return 3.0 + 1.5 * min(self.years, 6.0)
            return 2.0 + 0.5 * min(self.years, 6.0)
        if card in data.scoring_cards:
            return max(self.card_money(op) for op in data.scoring_cards[card].options) * 0.8
        return 4.0

    def take_back(self, row: str) -> float:
        """PA-26.4: the rightmost card of the row back to the hand: the one worth playing again, and the
        slot it frees."""
        slots = self.me["rows"][row]
        filled = [i for i, held in enumerate(slots) if held is not None]
        if not filled:
            return -99.0
        i = filled[-1]
        left, right = self.data.slots[row][i]
        return self.replay(slots[i]["card"], [left, right])

    # ---- the scorings (PA-32) ------------------------------------------------------------------------
    def card_money(self, op: Mapping[str, Any]) -> float:
        """What a scoring card's option pays now (PA-32.5)."""
        name = str(op["op"])
        if name in ("score_multiplier", "score_per"):
            return self.count(self.seat, op["per"]) * _reward(op["reward"], self.income)
        if name == "gain_money":
            return float(op["amount"])
        if name == "move_time_disc":
            then = op.get("then")
            return self.card_money(then) - 1.0 if isinstance(then, Mapping) else -1.0
        if name in ("gain_income", "gain_income_any"):
            if op.get("choose_from") == "external_card_back_symbols":
                markets = {m for c in self.me["market_cards"] for m in self.data.market_cards[c].back}
                return float(max((self.income(m) for m in markets), default=0))
            return float(max(self.income(m) for m in MARKETS))
        if name in ("add_symbols_for_majority", "add_count_for_majority"):
            return self.crown(op)
        return 0.0

    def crown(self, op: Mapping[str, Any]) -> float:
        """PA-32.4: what a crown card's count wins of the majorities to come."""
        amount = int(op.get("amount", 0))
        worth = 0.0
        for k, (name, condition, reward, most) in enumerate(self.halves):
            if not most:
                continue
            if op["op"] == "add_symbols_for_majority":
                fits = name == "market_symbols" and condition.get("market") == op.get("market")
            else:
                fits = name == op.get("count")
            if fits:
                mine, rival = self.standing(k)
                gain = (_chance(mine + amount, rival) - _chance(mine, rival)) * self.weights[k]
                worth = max(worth, _reward(reward, self.income) * gain)
        return worth

    def score(self, act: Score) -> float:
        """PA-32.1: a scoring card played now if it pays now about what it would pay later, always in the
        final scoring; a crown card for the majority about to be evaluated (AMB-13)."""
        op = self.data.scoring_cards[act.card].options[act.option - 1]
        now = self.card_money(op)
        decision = self.view.get("decision") or {}
        if decision.get("kind") == "crown" or self.final_now:
            return now
        name = str(op["op"])
        if name in ("score_multiplier", "score_per"):
            return now - 6.0  # the counts grow: kept for a later scoring unless it pays well now
        return now - 8.0


_FRESH: dict[str, list[Tab]] = {}


def _fresh(data: Components) -> list[Tab]:
    """PA-9.3: the tabs of emptied rows a card is played at again: of the first three slots of each row,
    each zone's cheapest and richest tab."""
    found = _FRESH.get(data.digest)
    if found is None:
        tabs = [tab for row in ROWS for pair in data.slots[row][:3] for tab in pair]
        found = []
        for zone in sorted({tab.zone for tab in tabs}):
            mine = [tab for tab in tabs if tab.zone == zone]
            found += [min(mine, key=lambda t: t.money), max(mine, key=lambda t: t.money)]
        _FRESH[data.digest] = found
    return found


def _by_payee(seat: int, found: list[tuple[float, int]]) -> tuple[float, float, int]:
    """The best target whose component is the seat's own, and the best of another player's (and whose):
    what is paid for it differs (PA-9.9). -99 where there is none."""
    own = max((worth for worth, payee in found if payee == seat), default=-99.0)
    others = [(worth, payee) for worth, payee in found if payee != seat]
    if not others:
        return own, -99.0, -1
    worth, payee = max(others)
    return own, worth, payee


_LINKS: dict[str, dict[str, list[tuple[str, tuple[str, ...], tuple[str, ...]]]]] = {}


def _links_of(data: Components) -> dict[str, list[tuple[str, tuple[str, ...], tuple[str, ...]]]]:
    """PA-16.9: per contract slot, the link-token slots whose lines it is on: (link slot, its lines
    through the contract slot, its other lines)."""
    found = _LINKS.get(data.digest)
    if found is None:
        found = {}
        for link in data.link_slots.values():
            for slot in {s for _, slots in link.lines for s in slots}:
                mine = tuple(line for line, slots in link.lines if slot in slots)
                others = tuple(line for line, _ in link.lines if line not in mine)
                found.setdefault(slot, []).append((link.id, mine, others))
        _LINKS[data.digest] = found
    return found


def _chance(mine: int, rival: int) -> float:
    """How likely a count wins a majority alone (PA-30.2: a tie wins nothing)."""
    if mine <= 0:
        return 0.0
    if mine > rival:
        return 0.75 if mine - rival == 1 else 0.9
    if mine == rival:
        return 0.3
    return 0.12 if rival - mine == 1 else 0.04


def _adds_tower(data: Components, name: str, condition: Mapping[str, Any], column: int) -> int:
    """A tower built in ``column`` (PA-10.4, PA-10.8)."""
    if name == "built_towers":
        return 1
    if name == "grid_stripe_symbols_unlocked":
        market = condition.get("market")
        return 1 if column in data.stripe_symbols and market in (None, data.stripe_symbols[column]) else 0
    return 0


def _adds_bonus(data: Components, name: str, condition: Mapping[str, Any], token: str) -> int:
    """A tower bonus token on the company board (PA-12.5)."""
    if name == "tower_bonus_tokens_on_company_board":
        zone = condition.get("zone")
        return 1 if zone is None or data.bonus_tokens[token][0] == zone else 0
    if name == "market_symbols":
        return _symbols_of(data.bonus_types[data.bonus_tokens[token][1]].symbols, str(condition.get("market")))
    return 0


def _adds_link(name: str, condition: Mapping[str, Any], symbols: Any) -> int:
    """A link token owned (PA-14.3)."""
    if name == "link_tokens_owned":
        return 1
    if name == "market_symbols":
        return _symbols_of(symbols, str(condition.get("market")))
    return 0


def _adds_market_card(name: str, condition: Mapping[str, Any], back: tuple[str, ...], batteries: int) -> int:
    """An external market card bought with its batteries (PA-18.2, PA-18.5)."""
    if name == "external_market_cards":
        return 1
    if name == "market_symbols":
        return back.count(str(condition.get("market")))
    if name == "batteries":
        return -batteries
    return 0
