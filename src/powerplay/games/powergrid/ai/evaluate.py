"""A game-specific evaluation of Power Grid positions: each player's chance to win.

Search rolls a sampled game forward a round or two and then asks this module who is ahead, instead
of playing to the end (LESSONS: a good evaluation with shallow search beats random play-outs).

Each player gets a score, a weighted sum of features of their position; the chance to win is the
softmax of the scores (a conditional-logit model). The features, per player:

* ``money``: Elektro in hand (/100).
* ``network``, ``capacity``, ``usable``, ``powerable``: cities connected, cities the plants can
  supply, the smaller of the two, and what the fuel in hand powers now — each as a share of the
  cities that end the game.
* ``income``: the payment for the usable cities (/100).
* ``fuel``: the tokens in hand at today's market price (/100): fuel security.
* ``expansion``: what the next two cities cost (cheap expansion; /100).
* ``last``: place in the turn order, 0 first … 1 last (late players buy and build first).
* ``plants``: plants owned (/3).

Each feature also enters multiplied by the game's progress (the largest network as a share of the
end threshold), so that, say, money weighs differently early and late. The weights were fitted by
maximum likelihood to the winners of heuristic-bot games (``benchmarks/fit_evaluation.py``, which
prints the table below), at the start of every round.
"""

from __future__ import annotations

from ....ai.halving import softmax
from ..building import SLOT_COSTS, end_cities
from ..data import PLANTS, payment
from ..resources import cost, has_storage
from ..state import Phase, State
from ..storage import max_cities

FEATURES = ("money", "network", "capacity", "usable", "powerable", "income", "fuel", "expansion", "last", "plants")
NAMES = FEATURES + tuple(f"{f}*progress" for f in FEATURES)

WEIGHTS: tuple[float, ...] = (
    # fitted by benchmarks/fit_evaluation.py (2,400 games); see the module text
    1.584,
    1.439,
    1.418,
    1.444,
    0.925,
    1.822,
    0.140,
    -0.600,
    -0.050,
    -0.145,
    -0.354,
    0.725,
    1.020,
    0.741,
    -0.497,
    0.784,
    -0.162,
    -0.372,
    0.058,
    -0.001,
)


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
    cap = sum(PLANTS[x].cities for x in plants)
    usable = min(cap, n)
    res = s.res[p]
    powerable = min(max_cities(plants, res), n)
    fuel = sum(res[r] * unit[r] for r in range(4))
    order = s.order
    last = order.index(p) / (len(order) - 1) if len(order) > 1 else 0.0
    base = [
        s.money[p] / 100.0,
        n / end,
        cap / end,
        usable / end,
        powerable / end,
        payment(usable) / 100.0,
        fuel / 100.0,
        _expansion(s, p, s.step) / 100.0,
        last,
        len(plants) / 3.0,
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
