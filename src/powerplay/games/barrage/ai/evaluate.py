"""An evaluation of Barrage positions: each seat's chance to win.

Search plays a sampled game forward a round or two and then asks this module who is ahead, instead of
playing to the end (BA-32). Each seat gets a score in VP, the VP it has plus what its position is
likely worth by the end:

* the final scoring if the game ended now (BA-32.2–32.5): the objective tile's place (the Automa's
  scale for an Automa, BA-A3.6), a VP per drop its own dams hold, the resources in its supply;
* its credits and machinery, each worth ``UNIT`` VP more while rounds are left (they build);
* the machinery on its wheel, coming back (``WHEEL_UNIT`` a unit);
* its systems' *potential* per round (the heuristic's map estimate, ``heuristic._Map.potential``:
  production value × water its dams can catch, by how much of each system stands) times the rounds
  left, at ``POTENTIAL`` the unit;
* its face-up contracts' rewards, discounted (``CONTRACT``);
* the energy produced this round, toward the credits and the bonus tile (``ENERGY`` a unit), when the
  round's scoring is still to come.

The chance to win is the softmax of the scores over ``TEMPERATURE`` VP (a conditional-logit model),
also once the game is over, on the VP then (the last round's energy breaking ties, BA-32.7): a
search that loses in every sample still prefers the narrower loss. The weights are the heuristic's
rough VP, checked in bot-against-bot matches (the arena), not yet fitted to games.
"""

from __future__ import annotations

from typing import Final

from ....ai.halving import softmax
from ..objectives import objective_count
from ..scoring import objective_awards, resources_vp
from ..state import Phase, State
from .heuristic import ROUNDS, _Map, reward_worth
from .observation import BarrageObservation

TEMPERATURE: Final = 6.0
"""VP: a lead of this much is e≈2.7 times the odds."""
UNIT: Final = 0.15
"""A credit, excavator or mixer in the supply, per round left, beyond its 1/5 VP at the end (BA-32.3)."""
WHEEL_UNIT: Final = 0.25
"""A unit of machinery on the wheel (it comes back, BA-18.5)."""
POTENTIAL: Final = 0.8
"""A unit of the heuristic's potential, per round left."""
CONTRACT: Final = 0.4
"""A face-up contract, of its rewards' worth (it is yet to be fulfilled)."""
ENERGY: Final = 0.3
"""A unit of energy produced this round, before the round's scoring (BA-30)."""
TIE_BREAK: Final = 0.01
"""Per unit of the last round's energy, once the game is over (BA-32.7)."""


def rounds_left(s: State) -> int:
    """The rounds still to play, this one included (BA-13.1); 0 once the game is over."""
    return 0 if s.phase == Phase.OVER else ROUNDS - s.round + 1


def scores(s: State) -> list[float]:
    """Each seat's score in VP (see the module text); the VP themselves once the game is over."""
    n = s.players
    if s.phase == Phase.OVER:
        return [v + TIE_BREAK * e for v, e in zip(s.vp, s.energy, strict=True)]
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
        wheel = sum(load.excavators + load.mixers for _, load in s.wheels[p].contents())
        score = float(s.vp[p] + objective[p] + held[p] + resources_vp(s.excavators[p], s.mixers[p], s.credits[p]))
        score += UNIT * supply * (left - 1) + WHEEL_UNIT * wheel
        score += POTENTIAL * left * _Map(BarrageObservation(s, p), p).potential()
        score += CONTRACT * sum(reward_worth(c) for c in s.contracts[p])
        score += ENERGY * s.energy[p]
        out.append(score)
    return out


def win_chances(s: State) -> list[float]:
    """Each seat's chance to win: the scores' softmax (see the module text)."""
    return softmax([x / TEMPERATURE for x in scores(s)])
