"""Actions: a seat's move, sent with the version it answers."""

from __future__ import annotations

from fastapi import APIRouter, Response

from ..deps import SEAT, Player
from ..guard import JsonRoute
from ..schemas import Accepted, Action, refusals
from .reply import reply

router = APIRouter(prefix="/api/games/{game_id}", tags=["actions"], route_class=JsonRoute)


@router.post(
    "/actions",
    response_model=Accepted,
    responses=refusals(400, 401, 403, 404, 409, 413, 415, 422, 429),
    openapi_extra=SEAT,
    summary="Play an action",
)
async def post_action(body: Action, me: Player) -> Response:
    """Apply the seat's action to the game at ``version``: 409 when the version is stale or it is
    not this seat's turn, 422 when the rules refuse it (``rule`` names the rule). Of two actions
    sent for the same version exactly one is accepted. The answer holds this action's events; the
    bots' moves that follow arrive over the WebSocket."""
    n, events = await me.hub.submit(me.live, me.seat, body.version, body.action)
    return reply({"version": n, "events": events})
