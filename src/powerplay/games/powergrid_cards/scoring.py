"""The end of the game and the winner (CG-9): production VP plus cash VP, ties by money left, then
by the most powerful plant; still tied, a shared victory (D-19). The Trust does not score (D-16)."""

from __future__ import annotations

from ...core.protocol import Event
from .messages import event
from .state import Phase, State
from .storage import best_production, holding


def production(s: State, p: int) -> int:
    """CG-9.3 (D-9): the VP the seat's plants would produce now with its resources."""
    return best_production(s.data, tuple(s.plants[p]), holding(s, p))


def final_scores(s: State) -> list[dict]:
    """One entry per seat: ``vp`` = production + cash VP; ``rank`` counts better keys
    (VP, money mod 10, highest plant number), so tied players share a rank (CG-9.5, D-19, D-27); the
    ``breakdown``: the VP by source (CG-9.3, CG-9.4), then the tie-breaks in their order (CG-9.5)."""
    entries: list[dict] = []
    keys = []
    number, per_vp = s.data.number, s.data.elektro_per_vp
    for p in range(s.players):
        prod = production(s, p)
        money = s.money[p]
        cash = money // per_vp
        top = max((number[x] for x in s.plants[p]), default=0)
        keys.append((prod + cash, money % per_vp, top))
        breakdown = [
            {"source": "production", "value": prod, "tiebreak": False},
            {"source": "cash", "value": cash, "tiebreak": False},
            {"source": "leftover", "value": money % per_vp, "tiebreak": True},
            {"source": "top_plant", "value": top, "tiebreak": True},
        ]
        entries.append(
            {
                "player": p,
                "vp": prod + cash,
                "production": prod,
                "cash_vp": cash,
                "money": money,
                "breakdown": breakdown,
            }
        )
    over = s.phase == Phase.OVER
    for p, e in enumerate(entries):
        e["rank"] = 1 + sum(other > keys[p] for other in keys)
        e["final"] = over
    return entries


def finish(s: State, out: list[Event]) -> None:
    """CG-9.2–9.5: after phase 2 of the final round, scoring."""
    s.phase = Phase.OVER
    s.queue = []
    scores = final_scores(s)
    s.winners = [e["player"] for e in scores if e["rank"] == 1]
    for e in sorted(scores, key=lambda e: (e["rank"], e["player"])):
        args = {"player": e["player"], "production": e["production"], "cash": e["cash_vp"], "vp": e["vp"]}
        out.append(event("score", {**args, "money": e["money"], "rank": e["rank"]}))
    out.append(event("over", {"winners": s.winners[:]}))
