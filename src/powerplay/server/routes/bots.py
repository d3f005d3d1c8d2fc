"""Bots: which bot plays which game (the lobby offers a game's seats from it)."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Query, Response

from ...bots import BOTS
from ...core.registry import GAMES, seat_kinds
from ..deps import Lang
from ..language import _
from ..schemas import BOT_LABELS, Bot, GameName, bot_plays, refusals
from .reply import reply

router = APIRouter(prefix="/api/bots", tags=["bots"])


@router.get("", response_model=list[Bot], responses=refusals(400), summary="The bots")
async def list_bots(
    lang: Lang,
    game: Annotated[GameName | None, Query(description="Only this game (default: every game).")] = None,
) -> Response:
    """Every bot kind, its name in the reader's language, and the games (of those asked about) it plays."""
    return reply(bots([game] if game is not None else list(GAMES), lang))


def bots(games: list[str], lang: str) -> list[dict[str, Any]]:
    """Every bot kind (and seat a game plays itself), its name in ``lang``, and which of ``games`` it plays."""
    own = {k: [g for g in games if k in seat_kinds(g)] for name in GAMES for k in seat_kinds(name)}
    kinds = [k for k in BOT_LABELS if k in BOTS or k in own] + [k for k in BOTS if k not in BOT_LABELS]
    return [
        {
            "kind": k,
            "label": BOT_LABELS.get(k, _("{kind} bot", kind=k)).say(lang),
            "games": own[k] if k in own else [g for g in games if bot_plays(k, g)],
        }
        for k in kinds
    ]
