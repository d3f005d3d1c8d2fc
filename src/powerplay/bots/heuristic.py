"""The heuristic bot of each game (rules of thumb, no search)."""

from __future__ import annotations

from ..core.errors import BadInput


def make_heuristic(game_name: str, seat: int, seed: int):
    if game_name == "powergrid":
        from ..games.powergrid.ai.heuristic import HeuristicBot

        return HeuristicBot(seat, seed)
    if game_name == "powergrid-cards":
        from ..games.powergrid_cards.ai.heuristic import HeuristicBot as CardsHeuristicBot

        return CardsHeuristicBot(seat, seed)
    if game_name == "barrage":
        from ..games.barrage.ai.heuristic import HeuristicBot as BarrageHeuristicBot

        return BarrageHeuristicBot(seat, seed)
    raise BadInput("no heuristic bot for {name}", name=game_name)
