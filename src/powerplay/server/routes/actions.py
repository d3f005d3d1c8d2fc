"""Actions: a seat's move, sent with the version it answers."""

from __future__ import annotations

import logging
import re

import pydantic_core
from fastapi import APIRouter, Response
from pydantic import ValidationError
from starlette.datastructures import Headers
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from ..deps import SEAT, Lang, Player, secret
from ..errors import ApiError
from ..guard import JsonRoute, refused
from ..hub import Hub
from ..language import _, language
from ..schemas import Accepted, Action, Undo, Undone, refusals
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
async def post_action(body: Action, me: Player, lang: Lang) -> Response:
    """Apply the seat's action to the game at ``version``: 409 when the version is stale or it is
    not this seat's turn, 422 when the rules refuse it (``rule`` names the rule). Of two actions
    sent for the same version exactly one is accepted. The answer holds this action's events; the
    bots' moves that follow arrive over the WebSocket. Its words (the events, a refusal) are in the
    reader's language."""
    n, start = await me.hub.submit(me.live, me.seat, body.version, body.action)
    return reply({"version": n, "events": me.live.texts(lang, start, me.live.log_end[-1])})


@router.post(
    "/undo",
    response_model=Undone,
    responses=refusals(400, 401, 403, 404, 409, 413, 415, 422, 429),
    openapi_extra=SEAT,
    summary="Take back the seat's last action",
)
async def post_undo(body: Undo, me: Player) -> Response:
    """Take back the seat's last action, the game at ``version``: possible while the state says
    ``undo`` — the action is the seat's own, revealed nothing hidden (a card drawn from a face-down
    deck, a shuffle), and no other seat has acted since. The action leaves the game's record; the
    version moves on (it never goes back) and every client gets the restored state. 409 when the
    version is stale, 422 when the action may not be taken back (saying why)."""
    return reply({"version": await me.hub.undo(me.live, me.seat, body.version)})


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
            await refused(e, language(Headers(scope=scope)))(scope, receive, send)
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
    scheme, _space, token = authorization.partition(" ")
    lang = language(Headers(scope=scope))
    try:
        async with hub.using(game_id) as live:
            seat = await hub.seat_for(live, secret(token if scheme.lower() == "bearer" else None))
            n, start = await hub.submit(live, seat, body.version, body.action)
            response = reply({"version": n, "events": live.texts(lang, start, live.log_end[-1])})
    except ApiError as e:
        response = refused(e, lang)
    except Exception as e:
        log.exception("internal error")
        response = refused(ApiError(500, _("internal error: {error}", error=type(e).__name__)), lang)
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
