"""A game-specific evaluation of Power Grid positions: each player's chance to win.

Search rolls a sampled game forward a round or two and then asks this module who is ahead, instead
of playing to the end (LESSONS: a good evaluation with shallow search beats random play-outs).

Each player gets a score, a weighted sum of features of their position; the chance to win is the
softmax of the scores (a conditional-logit model). The features, per player, are what a player
would name:

* ``money``: Elektro in hand (/100).
* ``network``, ``capacity``, ``usable``, ``powerable``: cities connected, cities the plants can
  supply, the smaller of the two, and what the fuel in hand powers now — each as a share of the
  cities that end the game (PG-8).
* ``income``: the payment for the usable cities (/100, PG-7.3).
* ``fuel``: the tokens in hand at today's market price (/100): fuel security.
* ``refuel``: what the fuel for one more run of every plant costs at today's prices (/100).
* ``expansion``: what the next two cities cost (cheap expansion; /100).
* ``last``: place in the turn order, 0 first … 1 last (late players buy and build first, PG-4).
* ``plants``: plants owned (/3); ``best``: the highest plant number (/50), the plants' outlook.
* ``green``: cities the ecological plants supply, as a share of the end threshold.
* ``ahead``, ``behind``: how far the network leads the largest other one, or trails it (shares).

Each feature also enters multiplied by the game's progress (the largest network as a share of the
end threshold), so that, say, money weighs differently early and late. The weights are learned
from self-play (``benchmarks/train_evaluation.py``: the winners of games of our bots, at the start
of every round) and read from ``data/evaluation.json``, which records how they were made.
"""

from __future__ import annotations

from ....ai.halving import softmax
from ....ai.learned import learned_weights
from ..building import SLOT_COSTS, end_cities
from ..data import PLANTS, payment
from ..resources import cost, has_storage
from ..state import Phase, State
from ..storage import fuel_needs, max_cities

FEATURES = (
    "money",
    "network",
    "capacity",
    "usable",
    "powerable",
    "income",
    "fuel",
    "refuel",
    "expansion",
    "last",
    "plants",
    "best",
    "green",
    "ahead",
    "behind",
)
NAMES = FEATURES + tuple(f"{f}*progress" for f in FEATURES)
WEIGHTS: tuple[float, ...] = learned_weights("powerplay.games.powergrid", NAMES)


def _unit_prices(s: State) -> list[float]:
    out = []
    for r in range(4):
        have = s.market[r] + (s.storage if r == 0 and has_storage(s) else 0)
        if have >= 3:
            out.append(cost(s, r, 3) / 3.0)
        elif have > 0:
            out.append(cost(s, r, have) / have + 3.0)
        else:
            out.append(12.0)
    return out


def _expansion(s: State, p: int, step_open: int) -> float:
    """What the next two cities cost player ``p`` (greedy: the cheapest, then the next)."""
    conn = s.conn[p]
    slots = s.slots
    best = [1e9, 1e9]
    if conn is None:
        return 2 * SLOT_COSTS[0] + 10.0
    dist = s.zone.dist
    cand = []
    for c in s.zone.cities:
        sl = slots[c]
        if p in sl:
            continue
        i = 0
        while i < step_open and sl[i] != -1:
            i += 1
        if i >= step_open:
            continue
        cand.append((conn[c] + SLOT_COSTS[i], c, SLOT_COSTS[i]))
    if not cand:
        return 200.0
    cand.sort()
    first_cost, first, _ = cand[0]
    best[0] = first_cost
    d = dist[first]
    for k, c, slot in cand[1:]:
        alt = min(k, d[c] + slot)
        best[1] = min(best[1], alt)
    if best[1] >= 1e9:
        best[1] = 100.0
    return best[0] + best[1]


def _refuel(plants: tuple[int, ...], res: list[int], unit: list[float]) -> float:
    """What the fuel for one more run of every plant costs beyond the tokens held (hybrids burn the
    cheaper of coal and oil, PG-2.7)."""
    c, o, g, u, h, _ = fuel_needs(plants)
    coal = max(0, c - res[0])
    oil = max(0, o - res[1])
    spare = max(0, res[0] - c) + max(0, res[1] - o)
    return (
        coal * unit[0]
        + oil * unit[1]
        + max(0, g - res[2]) * unit[2]
        + max(0, u - res[3]) * unit[3]
        + max(0, h - spare) * min(unit[0], unit[1])
    )


def features(
    s: State, p: int, unit: list[float] | None = None, end: int | None = None, progress: float | None = None
) -> list[float]:
    """The feature vector of player ``p`` (see the module text), progress products included."""
    if unit is None:
        unit = _unit_prices(s)
    if end is None:
        end = end_cities(s)
    if progress is None:
        progress = min(1.0, max(len(c) for c in s.cities) / end)
    plants = tuple(s.plants[p])
    n = len(s.cities[p])
    cap = 0
    green = 0
    for x in plants:
        plant = PLANTS[x]
        cap += plant.cities
        if plant.kind == "eco":
            green += plant.cities
    usable = min(cap, n)
    res = s.res[p]
    powerable = min(max_cities(plants, res), n)
    fuel = sum(res[r] * unit[r] for r in range(4))
    order = s.order
    last = order.index(p) / (len(order) - 1) if len(order) > 1 else 0.0
    others = max((len(c) for q, c in enumerate(s.cities) if q != p), default=0)
    base = [
        s.money[p] / 100.0,
        n / end,
        cap / end,
        usable / end,
        powerable / end,
        payment(usable) / 100.0,
        fuel / 100.0,
        _refuel(plants, res, unit) / 100.0,
        _expansion(s, p, s.step) / 100.0,
        last,
        len(plants) / 3.0,
        max(plants, default=0) / 50.0,
        green / end,
        max(0, n - others) / end,
        max(0, others - n) / end,
    ]
    return base + [x * progress for x in base]


def scores(s: State) -> list[float]:
    """Each player's score (the softmax argument)."""
    unit = _unit_prices(s)
    end = end_cities(s)
    progress = min(1.0, max(len(c) for c in s.cities) / end)
    w = WEIGHTS
    out = []
    for p in range(s.players):
        f = features(s, p, unit, end, progress)
        out.append(sum(a * b for a, b in zip(w, f)))
    return out


def win_chances(s: State) -> list[float]:
    """Each player's chance to win: the result once the game is over, else the model's softmax."""
    if s.phase == Phase.OVER:
        k = len(s.winners)
        return [1.0 / k if p in s.winners else 0.0 for p in range(s.players)]
    return softmax(scores(s))
