"""An evaluation of Barrage positions: each seat's chance to win.

Search plays a sampled game forward a round or two and then asks this module who is ahead, instead of
playing to the end (BA-32). Each seat's final VP is foreseen as its VP now plus a weighted sum of
features of its position (the weights depend on the round):

* ``vp``: the VP it has (VP earn VP: a lead grows);
* ``final``: the final scoring if the game ended now (BA-32.2–32.5): the objective tile's place (the
  Automa's scale for an Automa, BA-A3.6), a VP per drop its own dams hold, the resources in its supply;
* ``supply``: its credits, excavators and mixers times the rounds left after this one (they build);
* ``wheel``: the machinery on its wheel, coming back (BA-18.5);
* ``potential``: its systems' worth per round (the heuristic's map estimate, ``heuristic._Map``:
  production value × the water its dams can catch, by how much of each system stands) times the
  rounds left;
* ``contracts``: its face-up contracts' rewards (BA-33), yet to be fulfilled;
* ``energy``: the energy produced this round, toward the credits and the bonus tile (BA-30);
* ``income``: the incomes its company board has uncovered (BA-14.3), times the rounds left;
* ``built``: its pieces on the map;
* ``automa``: 1 for an Automa's seat (BA-A1), which gains VP its own way.

The chance to win is the softmax of the foreseen VP over the round's ``SPREAD`` (the foresight's
uncertainty), and once the game is over of the VP over ``TEMPERATURE`` (the last round's energy
breaking ties, BA-32.7): a search that loses in every sample still prefers the narrower loss.
``benchmarks/fit_barrage_evaluation.py`` fits the weights by least squares to the final VP of games of
the heuristic bot (with a little noise) against itself and the very hard Automa, at the start of every
round, and each spread to who won.
"""

from __future__ import annotations

from typing import Final

from ....ai.halving import softmax
from ..objectives import objective_count
from ..rewards import incomes
from ..scoring import objective_awards, resources_vp
from ..setup import PIECES
from ..state import Phase, State
from .heuristic import REWARD, ROUNDS, _Map, reward_worth
from .observation import BarrageObservation

FEATURES: Final = (
    "vp",
    "final",
    "supply",
    "wheel",
    "potential",
    "contracts",
    "energy",
    "income",
    "built",
    "automa",
)

GAIN: Final[dict[int, tuple[float, ...]]] = {
    2: (0.473, 2.54, -0.081, -0.371, -0.048, 0.637, 0.753, 0.035, 2.334, 15.227),
    3: (0.351, 1.898, 0.054, -0.146, 0.164, 0.322, 0.101, -0.499, 4.689, 18.574),
    4: (0.223, 1.609, 0.147, -0.17, 0.368, 0.402, 0.324, -0.349, 3.573, 13.992),
    5: (0.172, 1.223, 0.0, 0.026, 0.127, 0.146, 0.218, -0.94, 1.727, 4.829),
}
"""Per round, from its start on: the weights of ``FEATURES`` in the VP still to come."""
SPREAD: Final[dict[int, float]] = {2: 21.0, 3: 17.0, 4: 14.0, 5: 8.0}
"""Per round: VP of foreseen lead that make e≈2.7 times the odds."""
FIRST_FORESEEN: Final = min(GAIN)
"""Search never stops in the first round; a position there is foreseen as at the second's start."""

TEMPERATURE: Final = 6.0
"""VP, once the game is over: a lead of this much is e≈2.7 times the odds."""
TIE_BREAK: Final = 0.01
"""Per unit of the last round's energy, once the game is over (BA-32.7)."""


def rounds_left(s: State) -> int:
    """The rounds still to play, this one included (BA-13.1); 0 once the game is over."""
    return 0 if s.phase == Phase.OVER else ROUNDS - s.round + 1


def features(s: State) -> list[list[float]]:
    """Each seat's feature vector (see the module text)."""
    n = s.players
    left = rounds_left(s)
    counts = [objective_count(s.objective, p, s.waters, s.conduit_owner) for p in range(n)]
    objective = objective_awards(counts, [s.automa(p) for p in range(n)])
    held = [0] * n
    for drops, owner in zip(s.waters.dam_drops, s.waters.dam_owner, strict=True):
        if owner >= 0:
            held[owner] += drops
    out = []
    for p in range(n):
        supply = s.excavators[p] + s.mixers[p] + s.credits[p]
        out.append(
            [
                float(s.vp[p]),
                float(objective[p] + held[p] + resources_vp(s.excavators[p], s.mixers[p], s.credits[p])),
                float(supply * max(0, left - 1)),
                float(sum(load.excavators + load.mixers for _, load in s.wheels[p].contents())),
                left * _Map(BarrageObservation(s, p), p).potential(),
                sum((reward_worth(c) for c in s.contracts[p]), 0.0),
                float(s.energy[p]),
                left * sum((REWARD.get(r.effect, 0.0) * r.amount for r in incomes(s, p)), 0.0),
                float(sum(PIECES) - sum(s.pieces[p])),
                1.0 if s.automa(p) else 0.0,
            ]
        )
    return out


def scores(s: State) -> list[float]:
    """Each seat's score, the softmax argument (see the module text)."""
    if s.phase == Phase.OVER:
        return [(v + TIE_BREAK * e) / TEMPERATURE for v, e in zip(s.vp, s.energy, strict=True)]
    r = min(max(s.round, FIRST_FORESEEN), ROUNDS)
    gain, spread = GAIN[r], SPREAD[r]
    return [(f[0] + sum((w * x for w, x in zip(gain, f, strict=True)), 0.0)) / spread for f in features(s)]


def win_chances(s: State) -> list[float]:
    """Each seat's chance to win: the scores' softmax (see the module text)."""
    return softmax(scores(s))
