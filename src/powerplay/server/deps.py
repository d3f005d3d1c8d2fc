"""What the routes depend on: the live games, the game a path names, who is asking — a seat
(its token), a spectator (no token) or the game's creator (its key) — from the ``Authorization:
Bearer`` header (secrets never travel in URLs), and the reader's language (``language.language``)."""

from __future__ import annotations

from collections.abc import AsyncIterator
from typing import Annotated, Any, NamedTuple

from fastapi import Depends, Path, Request, Security
from fastapi.security import HTTPAuthorizationCredentials, HTTPBearer

from .errors import ApiError
from .hub import Hub
from .language import _, language
from .live import LiveGame
from .schemas import GAME_ID

seat_token = HTTPBearer(
    auto_error=False,
    scheme_name="SeatToken",
    description="A seat's token, from joining a seat or claiming an invitation.",
)
creator_key = HTTPBearer(
    auto_error=False, scheme_name="CreatorKey", description="The creator's key, from creating the game."
)
MAX_SECRET = 100


async def hub(request: Request) -> Hub:
    """(Every dependency is ``async``: FastAPI runs plain functions in a thread pool.)"""
    return request.app.state.hub


LiveGames = Annotated[Hub, Depends(hub)]
GameId = Annotated[str, Path(pattern=GAME_ID, description="The game's id.", examples=["Qx3kP9aB2cD"])]


async def game(game_id: GameId, live_games: LiveGames) -> AsyncIterator[LiveGame]:
    """The game, kept in memory until the answer is sent (``Hub.using``)."""
    async with live_games.using(game_id) as live:
        yield live


Game = Annotated[LiveGame, Depends(game)]


def secret(credentials: HTTPAuthorizationCredentials | str | None) -> str:
    """The token (or key) of the ``Authorization: Bearer`` header: 401 without one."""
    token = credentials.credentials if isinstance(credentials, HTTPAuthorizationCredentials) else credentials
    if not token:
        raise ApiError(
            401, _("this needs a token: Authorization: Bearer <token>"), headers={"WWW-Authenticate": "Bearer"}
        )
    if len(token) > MAX_SECRET:
        raise ApiError(403, _("wrong token for this game"))
    return token


class Seated(NamedTuple):
    """A seat of a live game, with the live games it belongs to."""

    hub: Hub
    live: LiveGame
    seat: int


async def player(request: Request, game_id: GameId) -> AsyncIterator[Seated]:
    """The game and the seat whose token came with the request (401 without one, 403 for a wrong
    one). One dependency without sub-dependencies, the header read here: it is on the path of every
    action (its route declares the ``SeatToken`` scheme, ``SEAT``)."""
    scheme, _, token = request.headers.get("authorization", "").partition(" ")
    live_games: Hub = request.app.state.hub
    async with live_games.using(game_id) as live:
        yield Seated(
            live_games, live, await live_games.seat_for(live, secret(token if scheme.lower() == "bearer" else None))
        )


SEAT: dict[str, Any] = {"security": [{"SeatToken": []}]}
"""The OpenAPI security of a route that ``player`` guards."""
SEAT_OR_SPECTATOR: dict[str, Any] = {"security": [{}, {"SeatToken": []}]}
"""The OpenAPI security of a route that ``viewer`` reads: a seat's with its token, a spectator's without."""


async def viewer(
    live: Game,
    live_games: LiveGames,
    credentials: Annotated[HTTPAuthorizationCredentials | None, Security(seat_token)],
) -> int | None:
    """The seat whose token came with the request, or None (a spectator) without one."""
    return None if credentials is None else await live_games.seat_for(live, secret(credentials))


async def creator(
    live: Game, credentials: Annotated[HTTPAuthorizationCredentials | None, Security(creator_key)]
) -> None:
    """The request comes from the game's creator (its key)."""
    if not live.is_owner(secret(credentials)):
        raise ApiError(403, _("only the game's creator may do this, with the key given when it was created"))


async def lang(request: Request) -> str:
    """The reader's language: the cookie ``lang``, else ``Accept-Language``, else English."""
    return language(request.headers)


Lang = Annotated[str, Depends(lang)]
Player = Annotated[Seated, Depends(player)]
Viewer = Annotated[int | None, Depends(viewer)]
