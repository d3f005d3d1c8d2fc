"""The web pages: the lobby, a seat's game page and the spectator's (static files, GET and HEAD).
A page never carries a secret in its URL: an invitation comes in the URL's fragment, which the
browser keeps to itself, and the page sends it in a request body."""

from __future__ import annotations

from fastapi import APIRouter, Request, Response
from fastapi.responses import FileResponse

from ..live import ApiError

router = APIRouter(include_in_schema=False)
PAGE = ["GET", "HEAD"]


def page(request: Request, name: str) -> Response:
    path = request.app.state.web / name
    if not path.is_file():
        raise ApiError(404, f"the web page ({name}) is not installed")
    return FileResponse(path, headers={"Cache-Control": "no-cache"})


@router.api_route("/", methods=PAGE)
async def lobby(request: Request) -> Response:
    return page(request, "index.html")


@router.api_route("/play/{game_id}", methods=PAGE)
async def play(request: Request) -> Response:
    return page(request, "game.html")


@router.api_route("/watch/{game_id}", methods=PAGE)
async def watch(request: Request) -> Response:
    return page(request, "game.html")
