"""An evaluation of card-game positions: each player's chance to win.

Search plays a sampled game forward a round or two and then asks this module who is ahead, instead
of playing to the end. The game is won on victory points: the production of one's plants with the
resources held, plus a point per 10 Elektro (CG-9.3, CG-9.4). Each player gets a score, a weighted
sum of VP-like features of their position; the chance to win is the softmax of the scores (a
conditional-logit model). The features, per player:

* ``cash``: money / 10 — the cash VP, and the means to buy plants and fuel;
* ``production``: the VP the plants produce now with the resources held (CG-9.3);
* ``capacity``: the income of all the plants, fuelled or not;
* ``fundable``: the income of plants whose missing fuel the money buys at today's prices, scaled
  down by the share the money pays (a player without money for fuel produces nothing);
* ``stock``: the units held, at about 2.5 Elektro each, in VP (fuel security);
* ``income_ahead``: the fundable income times the rounds likely left, in VP (money still to come);
* ``first``: 1 for position 1 of the turn order … 0 for the last (the first player auctions first
  but buys resources last, CG-3.2).

Each feature also enters multiplied by the game's progress (0 at the start, 1 in the final round),
so that, say, cash weighs more early (it buys plants) and production more late. The weights are
learned from self-play (``benchmarks/train_evaluation.py``: the winners of games of our bots, at the
start of every round) and read from ``data/evaluation.json``, which records how they were made.
"""

from __future__ import annotations

from ....ai.halving import softmax
from ....ai.learned import learned_weights
from ..data import ORM, Components
from ..state import Phase, State
from ..storage import best_production, holding, subsets

SCARCE = 6.0
"""Elektro a unit the market lacks is assumed to cost."""

FEATURES = ("cash", "production", "capacity", "fundable", "stock", "income_ahead", "first")
NAMES = FEATURES + tuple(f"{f}*progress" for f in FEATURES)
WEIGHTS: tuple[float, ...] = learned_weights("powerplay.games.powergrid_cards", NAMES)

UNIT_VP = 0.25
"""A unit of fuel held, in VP (about 2.5 Elektro)."""


def rounds_left(s: State) -> float:
    """About how many rounds are still to come after this one (the final round counts 1)."""
    if s.phase == Phase.OVER or s.final:
        return 0.0
    if s.orm_resolved or ORM not in s.deck:
        return 1.0
    above = len(s.deck) - 1 - s.deck.index(ORM)
    per_round = 1.0 + 0.5 * len(s.humans())  # drawn a round: bought plants and phase 3's
    return 1.0 + max(0.0, above) / per_round


def progress(s: State) -> float:
    """0 at the start, 1 in the final round (from the plant deck's size above the ORM card)."""
    if s.phase == Phase.OVER or s.final or s.orm_resolved:
        return 1.0
    left = rounds_left(s)
    return max(0.0, min(1.0, 1.0 - left / (left + s.round)))


def unit_prices(s: State) -> list[float]:
    """Each type's price a unit: the mean of the 3 cheapest units in the market (CG-7.4)."""
    out = []
    prices, card_type = s.data.prices, s.data.card_type
    for r in range(4):
        units = [float(prices[0])] * s.col1[r]
        for k, col in enumerate(s.columns):
            for c in col:
                if card_type[c] == r:
                    units += [float(prices[k + 1])] * s.value[c]
        units.sort()
        units = (units + [SCARCE] * 3)[:3]
        out.append(sum(units) / 3.0)
    return out


def fundable(data: Components, plants: tuple[int, ...], units: list[int], money: int, unit: list[float]) -> float:
    """The income of plants whose missing fuel ``money`` buys at ``unit`` prices: over the sets of
    plants, the most of income × the share of the missing fuel the money pays (smooth in money)."""
    best = 0.0
    hy = min(unit[1], unit[2])
    for _, need, h, income in subsets(data, plants):
        if income <= best:
            continue
        short = [max(0, need[r] - units[r]) for r in range(4)]
        spare = max(0, units[1] - need[1]) + max(0, units[2] - need[2])
        cost = sum(short[r] * unit[r] for r in range(4)) + max(0, h - spare) * hy
        value = income * min(1.0, money / cost) if cost > 0 else float(income)
        best = max(best, value)
    return best


def features(
    s: State, p: int, left: float | None = None, prog: float | None = None, unit: list[float] | None = None
) -> list[float]:
    """The feature vector of seat ``p`` (see the module text), progress products included."""
    if left is None:
        left = rounds_left(s)
    if prog is None:
        prog = progress(s)
    if unit is None:
        unit = unit_prices(s)
    plants = tuple(s.plants[p])
    units = holding(s, p)
    data = s.data
    prod = best_production(data, plants, units)
    cap = sum(data.income[x] for x in plants)
    fund = fundable(data, plants, units, s.money[p], unit)
    humans = s.humans()
    k = len(humans)
    first = 1.0 - humans.index(p) / (k - 1) if k > 1 else 1.0
    base = [
        s.money[p] / 10.0,
        float(prod),
        float(cap),
        float(fund),
        UNIT_VP * sum(units),
        left * fund / 10.0,
        first,
    ]
    return base + [x * prog for x in base]


def scores(s: State) -> list[float]:
    """Each seat's score (the softmax argument)."""
    left = rounds_left(s)
    prog = progress(s)
    unit = unit_prices(s)
    w = WEIGHTS
    return [sum(a * b for a, b in zip(w, features(s, p, left, prog, unit))) for p in range(s.players)]


def win_chances(s: State) -> list[float]:
    """Each seat's chance to win: the result once the game is over, else the model's softmax."""
    if s.phase == Phase.OVER:
        k = len(s.winners)
        return [1.0 / k if p in s.winners else 0.0 for p in range(s.players)]
    return softmax(scores(s))
