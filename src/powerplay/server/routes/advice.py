"""Advice: a hint at the seat's decision (the hard bot's best plans with the seat's chance to win after
each, where the game's creator allows hints), and once the game is over its review from the seat's side
(``server.advice``)."""

from __future__ import annotations

from fastapi import APIRouter, Response

from ..advice import hint_for, review
from ..deps import SEAT, Lang, Player
from ..errors import ApiError
from ..guard import JsonRoute
from ..language import _, say
from ..schemas import HintAsked, HintReply, Review, refusals
from .reply import reply

router = APIRouter(prefix="/api/games/{game_id}", tags=["advice"], route_class=JsonRoute)


@router.post(
    "/hint",
    response_model=HintReply,
    responses=refusals(400, 401, 403, 404, 409, 413, 415, 422, 429),
    openapi_extra=SEAT,
    summary="A hint at the seat's decision",
)
async def post_hint(body: HintAsked, me: Player, lang: Lang) -> Response:
    """What the hard bot would weigh in the seat's place, from what the seat may know only: each
    player's chance to win now, and the bot's best plans with the seat's chance after each, in the
    reader's words. 403 where the game's creator turned hints off; 409 when the version is stale or it
    is not the seat's turn. The game's record counts the hints each seat took."""
    if body.version != me.live.version:
        now = me.live.version
        raise ApiError(409, _("stale version {version}: the game is at version {now}", version=body.version, now=now))
    return reply(await hint_for(me.hub, me.live, me.seat, lang))


@router.get(
    "/review",
    response_model=Review,
    responses=refusals(401, 403, 404, 409, 429),
    openapi_extra=SEAT,
    summary="The game's review from the seat's side",
)
async def get_review(me: Player, lang: Lang) -> Response:
    """Once the game is over: each player's chance to win after every action as the seat saw the game
    (its graph, SVG), and the seat's three moves after which its chance fell most, each with the move the
    hard bot preferred. Worked out in the background the first time: ``running`` with the share done
    until it is ``done`` (ask again). 409 while the game goes on."""
    names = [say(me.live.player(p), lang) for p in range(len(me.live.kinds))]
    return reply(await review(me.hub, me.live, me.seat, names, lang))
