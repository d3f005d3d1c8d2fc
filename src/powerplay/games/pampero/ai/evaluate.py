"""An evaluation of Pampero positions: each seat's chance to win.

Search plays a sampled game forward a year or two and then asks this module who is ahead, instead of
playing to the end (PA-33). Each seat's final money is foreseen as its money now plus a weighted sum
of features of its position:

* ``income``: its incomes of the five markets (PA-22.1) times the consolidations left (PA-26.7, read
  off the rearmost time disc as the heuristic does: the game ends when it reaches the end, PA-28.4);
* ``towers``: its towers built (PA-10.13: they free the income markers) times the consolidations left;
* ``batteries``, ``energy``: what it holds (PA-18, PA-16.2; little at the end);
* ``venture``: its venture-capital tokens times the data set's repayment, due at the end (PA-31.5).

The chance to win is the softmax of the foreseen money over ``SPREAD`` plus ``SPREAD_PER_YEAR`` per
consolidation left (the foresight's uncertainty), and once the game is over of the money over
``TEMPERATURE``: a search that loses in every sample still prefers the narrower loss.
``benchmarks/fit_pampero_evaluation.py`` fits the weights by least squares to the final money of games
of the heuristic bot against itself, at the start of every year, and the spreads to who won.
"""

from __future__ import annotations

from typing import Final

from ....ai.halving import softmax
from ..data import MARKETS
from ..state import Phase, State

FEATURES: Final = ("income", "towers", "batteries", "energy", "venture")

GAIN: Final[tuple[float, ...]] = (2.332, -0.198, 2.098, -0.156, -0.969)
"""The weights of ``FEATURES`` in the money still to come, fitted on 480 games (600, a fifth held out:
the foreseen money's error has a spread of 40 pesos, its winner's log-loss is 0.58)."""
SPREAD: Final = 8.0
"""Pesos of foreseen lead that make e≈2.7 times the odds, the game nearly over."""
SPREAD_PER_YEAR: Final = 1.5
"""What each consolidation left adds to ``SPREAD``."""
TEMPERATURE: Final = 10.0
"""Pesos, once the game is over: a lead of this much is e≈2.7 times the odds."""


def years_left(s: State) -> int:
    """PA-26.7, PA-28.4: the consolidations left, read off the rearmost time disc; 0 once over."""
    if s.phase == Phase.OVER or not s.track:
        return 0
    rear = min(space for space, stack in enumerate(s.track) if stack)
    return max(len(s.track) - 1 - rear, 0)


def features(s: State) -> list[list[float]]:
    """Each seat's feature vector (see the module text)."""
    data = s.data
    years = years_left(s)
    repayment = float(data.setup["venture_capital_repayment"])
    out = []
    for p in range(s.players):
        income = sum(data.income_value[data.income_column[s.income[p][k]]] for k in range(len(MARKETS)))
        out.append(
            [
                float(income * years),
                float(s.level[p] * years),
                float(s.batteries[p]),
                float(s.energy[p]),
                len(s.vc[p]) * repayment,
            ]
        )
    return out


def foreseen(s: State) -> list[float]:
    """Each seat's foreseen final money (its money once the game is over)."""
    if s.phase == Phase.OVER:
        return [float(m) for m in s.money]
    return [
        m + sum((w * x for w, x in zip(GAIN, f, strict=True)), 0.0) for m, f in zip(s.money, features(s), strict=True)
    ]


def win_chances(s: State) -> list[float]:
    """Each seat's chance to win: the softmax of the foreseen money (see the module text)."""
    spread = TEMPERATURE if s.phase == Phase.OVER else SPREAD + SPREAD_PER_YEAR * years_left(s)
    return softmax([v / spread for v in foreseen(s)])
