"""What a search bot can tell a person: each player's chance to win as a seat sees it, and the plans it
weighs at a decision with the seat's chance after each.

Every game's search bot answers four calls beside ``choose`` (``games/*/ai/search.py``): ``see`` takes in
an observation of its seat (what a bot that tracks the others' hidden money learns from it), ``chances``
averages the evaluation of each player's chance to win over samples of what the seat cannot see (the
game played on by heuristic players to the next round's start), ``after`` does the same and, in the same
samples, plays each of some plans first (``chances_after``: a hint's options on the scale of the chance
now), and ``weigh`` searches a decision as the bot would, every candidate plan (and the move a person
played, if it is not one of them) in the same samples. All of them read only the seat's observation and
draw from the bot's ``rng`` (a ``core.rng.Rng``: a review sets its state back before every position).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any, TypeVar

S = TypeVar("S")


@dataclass(frozen=True)
class Weighed:
    """A plan a search bot weighed: its first action, the seat's chance to win after it (the mean of its
    play-outs), how many play-outs it had, and how the plan goes on."""

    action: Any
    chance: float | None
    """None where the bot sees a single plan and does not search."""
    plays: int
    then: tuple[Any, ...] = ()
    """The plan's further actions in the same phase (a purchase's, a building's)."""
    most: int | None = None
    """In an auction: the most the plan bids for the plant."""


def mean_chances(samples: Iterable[Sequence[float]]) -> list[float]:
    """Each player's mean chance over ``samples`` (lists of chances, one per player; at least one)."""
    total: list[float] = []
    n = 0
    for chances in samples:
        if not total:
            total = [0.0] * len(chances)
        for p, c in enumerate(chances):
            total[p] += c
        n += 1
    return [t / n for t in total]


def tempered(chances: Sequence[float], temperature: float) -> list[float]:
    """Chances made truer to what happens (temperature scaling, fitted by ``benchmarks/advice.py --parts
    fit``): each raised to ``1 / temperature`` and the whole scaled to add up to 1 again. Above 1 they grow
    more cautious, below 1 bolder; the order stays and a certain result stays certain."""
    if temperature == 1.0:
        return list(chances)
    raised = [c ** (1.0 / temperature) if c > 0 else 0.0 for c in chances]
    total = sum(raised)
    return [r / total for r in raised] if total > 0 else list(chances)


def chances_after(
    draw: Callable[[], S],
    copy: Callable[[S], S],
    play: Callable[[S, Weighed | None], list[float]],
    plans: Sequence[Weighed],
    samples: int,
    temperature: float = 1.0,
    as_now: Callable[[Weighed], bool] | None = None,
) -> tuple[list[float], list[list[float]]]:
    """Each player's chance as the seat sees the game, and after each of ``plans``, in the same
    ``samples`` draws of what the seat cannot see (``draw``; common random numbers: the differences are
    the plans', not the draws'). ``play(state, plan)`` plays the plan first (None: none), then on to the
    estimate's horizon, and says each player's chance there; the means are ``tempered``. A plan that
    ``as_now`` says the play-outs play anyway (the seat's heuristic's own move) has the chances now,
    without playing it again."""
    same = [as_now is not None and as_now(plan) for plan in plans]
    now: list[list[float]] = []
    after: list[list[list[float]]] = [[] for _ in plans]
    for _ in range(samples):
        base = draw()
        for k, plan in enumerate(plans):
            if not same[k]:
                after[k].append(play(copy(base), plan))
        now.append(play(base, None))
    mean_now = tempered(mean_chances(now), temperature)
    return mean_now, [mean_now if same[k] else tempered(mean_chances(a), temperature) for k, a in enumerate(after)]


def weighed(
    stats: dict, firsts: Sequence[Any], then: Callable[[int], tuple[Any, ...]], most: Callable[[int], int | None]
) -> list[Weighed]:
    """The candidates of a search (``successive_halving``'s ``stats``) as ``Weighed``, the bot's choice
    first: most played, then the best chance (the finalists of successive halving had the most
    play-outs)."""
    out = [
        Weighed(firsts[i], mean, count, then(i), most(i)) for i, (_label, count, mean) in enumerate(stats["candidates"])
    ]
    return sorted(out, key=lambda w: (-w.plays, -(w.chance or 0.0)))
