"""Seats: an invited seat is claimed by its link, once; an open seat is joined by anyone from the
lobby; the game's creator may re-issue a seat's link, which revokes the old link and the seat's
token. A seat's token is given once, in the answer, and is then sent as ``Authorization: Bearer``."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Body, Depends, Path, Response

from ..deps import SEAT, Game, LiveGames, Player, creator
from ..errors import ApiError
from ..guard import JsonRoute
from ..language import _
from ..schemas import Claim, Invitation, Join, Named, Naming, SeatToken, player_name, refusals
from ..store import NameTaken
from .reply import reply

router = APIRouter(prefix="/api/games/{game_id}", tags=["seats"], route_class=JsonRoute)


@router.post(
    "/claim",
    response_model=SeatToken,
    responses=refusals(400, 403, 404, 409, 413, 415, 422, 429),
    summary="Claim an invited seat",
)
async def claim(body: Claim, live: Game, live_games: LiveGames) -> Response:
    """The seat held for this invitation, and its token. An invitation is used once (409 after);
    one that was re-issued is no longer valid (403)."""
    name = None if body.name is None else player_name(body.name)
    try:
        seat, token = await live_games.claim(live, body.invitation, name)
    except NameTaken as e:
        raise taken(e) from None
    return reply({"seat": seat, "token": token}, secret=True)


@router.post(
    "/join",
    response_model=SeatToken,
    responses=refusals(400, 403, 404, 409, 413, 415, 422, 429),
    summary="Join an open seat",
)
async def join(
    body: Annotated[
        Join,
        Body(
            openapi_examples={
                "a seat": {"value": {"seat": 2, "name": "Anna"}},
                "any seat": {"value": {}},
            }
        ),
    ],
    live: Game,
    live_games: LiveGames,
) -> Response:
    """A free seat open to anyone (the one asked for, or the first), and its token. A seat held for
    an invited player is 403; a taken seat, a bot's seat or a game that is over, 409; a name another
    player of the game has (whatever its case), 422."""
    name = None if body.name is None else player_name(body.name)
    try:
        seat, token = await live_games.join(live, body.seat, name)
    except NameTaken as e:
        raise taken(e) from None
    return reply({"seat": seat, "token": token}, secret=True)


@router.post(
    "/seats/{seat}/invitation",
    response_model=Invitation,
    responses=refusals(400, 401, 403, 404, 409, 429),
    dependencies=[Depends(creator)],
    summary="Re-issue a seat's link",
)
async def invitation(
    live: Game,
    live_games: LiveGames,
    seat: Annotated[int, Path(ge=0, lt=8, description="The human seat.")],
) -> Response:
    """The creator's new invitation link for a human seat: the old link and, if the seat was
    claimed, its token stop working (that player's page is told), and the seat waits for the new
    link. Needs the creator's key."""
    code = await live_games.invite(live, seat)
    return reply({"seat": seat, "link": f"/play/{live.id}#invite={code}"}, secret=True)


@router.post(
    "/name",
    response_model=Named,
    responses=refusals(400, 401, 403, 404, 413, 415, 422, 429),
    openapi_extra=SEAT,
    summary="Name a seat's player",
)
async def name(body: Naming, me: Player) -> Response:
    """The player of the token's seat gives (or changes) their name: every page of the game shows it
    instead of the seat's label, the log too. 422 for a name that cannot be one or that another
    player of the game has."""
    given = player_name(body.name)
    try:
        await me.hub.rename(me.live, me.seat, given)
    except NameTaken as e:
        raise taken(e) from None
    return reply({"seat": me.seat, "name": given})


def taken(e: NameTaken) -> ApiError:
    """The refusal of a name that the database found another player of the game has (one who took
    it a moment before, through this process or another)."""
    return ApiError(422, _("another player of this game is called {name}: choose another name", name=e.name))
