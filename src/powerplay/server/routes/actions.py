"""Actions: a seat's move, sent with the version it answers."""

from __future__ import annotations

import logging
import re

import pydantic_core
from fastapi import APIRouter, Response
from pydantic import ValidationError
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from ..deps import SEAT, Player, secret
from ..guard import JsonRoute, refused
from ..live import ApiError, Hub
from ..schemas import Accepted, Action, refusals
from .reply import reply

router = APIRouter(prefix="/api/games/{game_id}", tags=["actions"], route_class=JsonRoute)
log = logging.getLogger("powerplay.server")


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


PATH = re.compile(r"^/api/games/([A-Za-z0-9]{1,32})/actions$")
"""The path of ``post_action`` with a well-formed game id (``schemas.GAME_ID``)."""


async def post_action_direct(scope: Scope, receive: Receive, send: Send, app: ASGIApp) -> None:
    """``post_action`` for a well-formed request, without the framework's routing, dependencies and
    middleware (the action is the server's most frequent request): the same checks in the same
    order, the same answers. Any request this does not take as it is (not JSON, a body the
    ``Action`` model refuses, no game id of the right form) goes to ``app`` — the route above —
    which refuses it as always."""
    chunks = []
    while True:
        try:
            message = await receive()
        except ApiError as e:  # a body beyond the size limit
            await refused(e)(scope, receive, send)
            return
        if message["type"] != "http.request":
            return  # the client went away
        chunks.append(message.get("body", b""))
        if not message.get("more_body", False):
            break
    data = b"".join(chunks)
    content_type = authorization = ""
    for name, value in scope["headers"]:
        if name == b"content-type" and not content_type:
            content_type = value.decode("latin-1")
        elif name == b"authorization" and not authorization:
            authorization = value.decode("latin-1")
    body = None
    if content_type.partition(";")[0].strip().lower() == "application/json" and data:
        try:
            body = Action.model_validate(pydantic_core.from_json(data))
        except (ValueError, ValidationError):
            body = None
    if body is None:
        await app(scope, _replay(data, receive), send)
        return
    game_id = PATH.match(scope["path"])[1]  # type: ignore[index]
    hub: Hub = scope["app"].state.hub
    scheme, _, token = authorization.partition(" ")
    try:
        live = await hub.need(game_id)
        seat = await hub.seat_for(live, secret(token if scheme.lower() == "bearer" else None))
        n, events = await hub.submit(live, seat, body.version, body.action)
        response = reply({"version": n, "events": events})
    except ApiError as e:
        response = refused(e)
    except Exception as e:
        log.exception("internal error")
        response = refused(ApiError(500, f"internal error: {type(e).__name__}"))
    await response(scope, receive, send)


def _replay(data: bytes, receive: Receive) -> Receive:
    """``receive`` with the body already read given back first."""
    given = False

    async def again() -> Message:
        nonlocal given
        if given:
            return await receive()
        given = True
        return {"type": "http.request", "body": data, "more_body": False}

    return again
