"""An evaluation of Barrage positions: each seat's chance to win.

Search plays a sampled game forward a round or two and then asks this module who is ahead, instead of
playing to the end (BA-32). Each seat gets a score, a weighted sum of features of its position, in
rough VP:

* ``vp``: the VP it has;
* ``final``: the final scoring if the game ended now (BA-32.2–32.5): the objective tile's place (the
  Automa's scale for an Automa, BA-A3.6), a VP per drop its own dams hold, the resources in its supply;
* ``supply``: its credits, excavators and mixers times the rounds left after this one (they build);
* ``wheel``: the machinery on its wheel, coming back (BA-18.5);
* ``potential``: its systems' worth per round (the heuristic's map estimate, ``heuristic._Map``:
  production value × the water its dams can catch, by how much of each system stands) times the
  rounds left;
* ``contracts``: its face-up contracts' rewards (BA-33), yet to be fulfilled;
* ``energy``: the energy produced this round, toward the credits and the bonus tile (BA-30).

The chance to win is the softmax of the scores (a conditional-logit model), also once the game is
over, on the VP then (over ``TEMPERATURE``; the last round's energy breaking ties, BA-32.7): a search
that loses in every sample still prefers the narrower loss. The weights were fitted by maximum
likelihood to the winners of games of the heuristic bot (with a little noise) against itself and the
Automa, at the start of every round.
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
    "vp*progress",
    "final*progress",
)

WEIGHTS: Final[tuple[float, ...]] = (
    # fitted to 450 games (1,800 positions; held-out log-loss 0.677, winner picked 69% of the time)
    0.018,
    0.037,
    -0.029,
    -0.011,
    -0.032,
    -0.061,
    0.083,
    -0.034,
    0.448,
    0.090,
    0.049,
)

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
    progress = (ROUNDS - left) / (ROUNDS - 1)
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
                s.vp[p] * progress,
                float(objective[p] + held[p]) * progress,
            ]
        )
    return out


def scores(s: State) -> list[float]:
    """Each seat's score, the softmax argument (see the module text)."""
    if s.phase == Phase.OVER:
        return [(v + TIE_BREAK * e) / TEMPERATURE for v, e in zip(s.vp, s.energy, strict=True)]
    return [sum((w * x for w, x in zip(WEIGHTS, f, strict=True)), 0.0) for f in features(s)]


def win_chances(s: State) -> list[float]:
    """Each seat's chance to win: the scores' softmax (see the module text)."""
    return softmax(scores(s))
