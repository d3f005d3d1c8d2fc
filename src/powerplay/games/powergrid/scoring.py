"""The end of the game and the winner (PG-11)."""

from __future__ import annotations

from ...core.protocol import Event
from .messages import event
from .state import Phase, State
from .storage import max_cities


def powerable(s: State, p: int) -> int:
    """PG-11.2: the most cities of the network the player can power now."""
    return min(max_cities(tuple(s.plants[p]), s.res[p]), len(s.cities[p]))


def _key(s: State, p: int) -> tuple[int, int, int]:
    """PG-11.3: powered cities, then money, then cities in the network (D-03)."""
    return (powerable(s, p), s.money[p], len(s.cities[p]))


def final_scores(s: State) -> list[dict]:
    """One entry per seat; ``rank`` counts better keys, so tied players share a rank (D-03); the
    ``breakdown``: the cities powered, then the tie-breaks in their order (PG-11.3).

    Before the end money is hidden (PG-15.1): it is left out and does not break ties.
    """
    over = s.phase == Phase.OVER
    keys = [_key(s, p) if over else (powerable(s, p), 0, len(s.cities[p])) for p in range(s.players)]
    return [
        {
            "player": p,
            "powered": k[0],
            "money": s.money[p] if over else None,
            "cities": k[2],
            "rank": 1 + sum(other > k for other in keys),
            "final": over,
            "breakdown": [
                {"source": "powered", "value": k[0], "tiebreak": False},
                {"source": "money", "value": s.money[p] if over else None, "tiebreak": True},
                {"source": "cities", "value": k[2], "tiebreak": True},
            ],
        }
        for p, k in enumerate(keys)
    ]


def finish(s: State, out: list[Event]) -> None:
    """PG-11.1–11.3: after the Phase 4 that reached the threshold, the final evaluation."""
    s.phase = Phase.OVER
    s.queue = []
    scores = final_scores(s)
    s.winners = [e["player"] for e in scores if e["rank"] == 1]
    s.powered = [e["powered"] for e in scores]
    for e in sorted(scores, key=lambda e: e["rank"]):
        out.append(
            event(
                "score",
                {
                    "player": e["player"],
                    "powered": e["powered"],
                    "money": e["money"],
                    "cities": e["cities"],
                    "rank": e["rank"],
                },
            )
        )
    out.append(event("over", {"winners": s.winners[:]}))
