"""Live updates: one WebSocket per page. The page says who it is in its first message — ``{"token":
"…"}`` for a seat, ``{}`` for a spectator — and the server then pushes that seat's state on connect
and after every accepted action, from any server process, and when a seat changes. Only pages of
this server (or of an allowed origin) may open it."""

from __future__ import annotations

import asyncio
import contextlib
import re

from fastapi import APIRouter, WebSocket
from pydantic import ValidationError

from ..clients import Client
from ..errors import ApiError
from ..guard import origin_allowed
from ..hub import Hub
from ..language import Text, _, language, say
from ..live import LiveGame
from ..schemas import GAME_ID, Hello
from ..store import digest
from ..wire import client_key

router = APIRouter()

HELLO_WAIT = 10.0
"""Seconds the server waits for a page's first message."""


@router.websocket("/ws/games/{game_id}")
async def updates(websocket: WebSocket, game_id: str) -> None:
    state = websocket.app.state
    if not origin_allowed(websocket.headers, state.settings.allowed_origins):
        await websocket.close(code=4403)  # before the handshake: the browser gets HTTP 403
        return
    await websocket.accept()
    hub: Hub = state.hub
    lang = language(websocket.headers)  # the upgrade request's cookie and Accept-Language
    client = websocket.client
    try:
        message = await asyncio.wait_for(websocket.receive(), HELLO_WAIT)
        if message["type"] == "websocket.disconnect":
            return
        try:
            hello = Hello.model_validate_json(message.get("text") or "")
        except ValidationError:
            raise ApiError(
                400, _('the first message must be {{"token": "<seat token>"}} or {{}} for a spectator')
            ) from None
        if not re.fullmatch(GAME_ID, game_id):
            raise ApiError(404, _("there is no game “{game}” on this server", game=game_id[:40]))
    except TimeoutError:
        await _refuse(websocket, 4408, _('send {{"token": "<seat token>"}} or {{}} first'), lang)
        return
    except ApiError as e:
        await _refuse(websocket, 4000 + e.status_code, e.say(lang), lang)
        return
    try:
        async with hub.using(game_id) as live:
            await _follow(websocket, hub, live, hello, lang, client_key(client.host) if client else "")
    except ApiError as e:
        await _refuse(websocket, 4000 + e.status_code, e.say(lang), lang)


async def _follow(websocket: WebSocket, hub: Hub, live: LiveGame, hello: Hello, lang: str, address: str) -> None:
    """Push the game's states to this socket until it closes (``hello`` said who it is and how
    much of the log its page holds)."""
    seat = None if hello.token is None else await hub.seat_for(live, hello.token)
    client = Client(websocket, seat, None if hello.token is None else digest(hello.token), lang, address)
    hub.attach(live, client)
    writer = None
    try:
        await hub.fresh(live)
        client.log_id = live.log_id
        client.have = live.since(hello.log_id, hello.log)
        client.push(live.ws_body(seat, lang, client.have), len(live.log))
        writer = asyncio.get_running_loop().create_task(client.run())
        while not writer.done():
            message = await websocket.receive()
            if message["type"] == "websocket.disconnect":
                break
            if message.get("text") == "ping":
                client.pong()
    finally:
        hub.detach(live, client)
        if writer is not None:
            writer.cancel()
            with contextlib.suppress(BaseException):
                await writer


async def _refuse(websocket: WebSocket, code: int, message: str | Text, lang: str) -> None:
    with contextlib.suppress(Exception):
        await websocket.send_json({"type": "error", "error": say(message, lang), "rule": None})
        await websocket.close(code=code)
