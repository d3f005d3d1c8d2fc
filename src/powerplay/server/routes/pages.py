"""The web pages: the lobby, a seat's game page, the spectator's and a review's (static files, GET and HEAD).
A page never carries a secret in its URL: an invitation comes in the URL's fragment, which the
browser keeps to itself, and the page sends it in a request body.

A link to a game that does not exist, or that cannot name a game, gets a plain page (404) saying
what is wrong with it and leading back to the lobby, not an empty board."""

from __future__ import annotations

import html
import re

from fastapi import APIRouter, Request, Response
from fastapi.responses import HTMLResponse

from ..errors import ApiError
from ..language import Text, _, language
from ..schemas import GAME_ID
from . import words

router = APIRouter(include_in_schema=False)
PAGE = ["GET", "HEAD"]
_GAME_ID = re.compile(GAME_ID)
_SHOWN = 40  # characters of a wrong id quoted back


def page(request: Request, name: str) -> Response:
    """A page in the reader's language (``language``, ``words.localize``)."""
    path = request.app.state.web / name
    if not path.is_file():
        raise ApiError(404, _("the web page ({page}) is not installed", page=name))
    text = words.localize(path.read_text("utf-8"), language(request.headers))
    return HTMLResponse(text, headers={"Cache-Control": "no-cache", "Vary": "Cookie, Accept-Language"})


def error_page(lang: str, title: Text, *paragraphs: Text | ApiError, status: int = 404) -> HTMLResponse:
    """A plain page (the site's style sheet, no script) in the reader's language saying what is
    wrong, with the way back to the lobby. The words are HTML-escaped here."""
    body = "\n".join(f"    <p>{html.escape(p.say(lang))}</p>" for p in paragraphs)
    heading = html.escape(title.say(lang))
    back = html.escape(_("Back to the lobby").say(lang))
    text = f"""<!doctype html>
<html lang="{lang}">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>{heading} · Powerplay</title>
  <link rel="stylesheet" href="/static/style.css">
</head>
<body class="error-page">
  <main class="error-box">
    <h1>{heading}</h1>
{body}
    <p><a class="back" href="/">{back}</a></p>
  </main>
</body>
</html>
"""
    return HTMLResponse(
        text, status_code=status, headers={"Cache-Control": "no-cache", "Vary": "Cookie, Accept-Language"}
    )


def shortened(text: str) -> str:
    return text if len(text) <= _SHOWN else text[:_SHOWN] + "…"


def not_found_page(path: str, lang: str) -> HTMLResponse:
    """Any other page address that names nothing (e.g. ``/play/`` cut short)."""
    return error_page(
        lang,
        _("No such page"),
        _(
            "There is no page at “{path}” on this server: the link may be mistyped or cut short.",
            path=shortened(path),
        ),
    )


async def game_page(request: Request, game_id: str, name: str = "game.html") -> Response:
    lang = language(request.headers)
    if not _GAME_ID.match(game_id):
        return error_page(
            lang,
            _("This link is broken"),
            _(
                "“{game}” cannot be a game: a game's id is made of letters and digits only (at most 32). "
                "Was the link copied whole?",
                game=shortened(game_id),
            ),
        )
    try:
        live = await request.app.state.hub.get(game_id)
    except ApiError as e:  # a game played with a data set this server has not loaded
        return error_page(lang, _("This game cannot be played here now"), e, status=e.status_code)
    if live is None:
        return error_page(
            lang,
            _("No such game"),
            _(
                "There is no game “{game}” on this server. The link may be mistyped, or the game is gone: "
                "a game nobody joined is deleted after a day.",
                game=shortened(game_id),
            ),
        )
    return page(request, name)


@router.api_route("/", methods=PAGE)
async def lobby(request: Request) -> Response:
    return page(request, "index.html")


@router.api_route("/play/{game_id}", methods=PAGE)
async def play(request: Request, game_id: str) -> Response:
    return await game_page(request, game_id)


@router.api_route("/watch/{game_id}", methods=PAGE)
async def watch(request: Request, game_id: str) -> Response:
    return await game_page(request, game_id)


@router.api_route("/review/{game_id}/{seat}", methods=PAGE)
async def review_page(request: Request, game_id: str, seat: str) -> Response:
    """A finished game's review from a seat's side, by its link (the page asks the API for it)."""
    return await game_page(request, game_id, "review.html")
