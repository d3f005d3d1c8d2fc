"""Advice: a hint at the seat's decision (the hard bot's best plans with the seat's chance to win after
each) and each player's chance to win as the seat sees the game, where the game's creator allows hints;
once the game is over its review from the seat's side, and by its link for anyone (``server.advice``)."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Path, Response

from ..advice import chances_for, hint_for, review
from ..deps import SEAT, SEAT_OR_SPECTATOR, Game, Lang, LiveGames, Player, Viewer
from ..guard import JsonRoute
from ..schemas import ChancesReply, HintAsked, HintReply, Review, refusals
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
    return reply(await hint_for(me.hub, me.live, me.seat, body.version, lang))


@router.post(
    "/chances",
    response_model=ChancesReply,
    responses=refusals(400, 403, 404, 409, 413, 415, 422, 429),
    openapi_extra=SEAT_OR_SPECTATOR,
    summary="Each player's chance to win, as the seat (or a spectator) sees the game",
)
async def post_chances(body: HintAsked, live: Game, seat: Viewer, live_games: LiveGames) -> Response:
    """Each player's chance to win now, from what the seat may know only (the hidden parts drawn as the
    bots draw them), at any moment of the game, where the game's creator allows hints; without a token,
    a spectator's, from what every player may know, where the creator allows spectators to see them.
    409 when the version is stale or the game is over. The game's record counts each seat's looks."""
    return reply(await chances_for(live_games, live, seat, body.version))


@router.get(
    "/review",
    response_model=Review,
    responses=refusals(401, 403, 404, 409, 429),
    openapi_extra=SEAT,
    summary="The game's review from the seat's side",
)
async def get_review(me: Player, lang: Lang) -> Response:
    """Once the game is over: each player's chance to win after every action as the seat saw the game
    (its graph, SVG), and the seat's three moves that mattered (its mistakes first, then those after which
    its chance fell most), each with the move the hard bot preferred. Worked out in the background the
    first time: ``running`` with the share done until it is ``done`` (ask again). 409 while the game goes
    on."""
    return reply(await review(me.hub, me.live, me.seat, lang))


@router.get(
    "/reviews/{seat}",
    response_model=Review,
    responses=refusals(400, 404, 409, 429),
    summary="A game's review from a seat's side, by its link",
)
async def get_shared_review(
    live: Game,
    live_games: LiveGames,
    lang: Lang,
    seat: Annotated[int, Path(ge=0, le=99, description="The seat whose review it is.")],
) -> Response:
    """The review a seat's player had worked out (``GET /review``), for anyone with its link (the page
    ``/review/{game_id}/{seat}``): a finished game's record is public. 404 until the player asks for it
    (a reader of the link never starts one), or for a seat the game does not have."""
    return reply(await review(live_games, live, seat, lang, start=False))
