"""The games the server plays, as the lobby offers them (``GET /api/games/kinds``): each one's title
and blurb, how many play, its options' JSON schema, its bots and the seats it plays itself — every
word in the reader's language. All of it comes from the games' manifests (``core.spec``) and options
models (``Game.config_model``): a new game is offered without a line changed here.

An option's words are its schema's ``title``, and the keys the games' options models add to it
(``json_schema_extra``): ``labels`` (words for its values), ``hint`` (a short explanation) and
``requirement`` (why it may not be chosen: see ``requires``); the games' catalogue (``powerplay``)
translates them. A description is translated where the catalogue has it, else left in English.
"""

from __future__ import annotations

import functools
from pathlib import Path
from typing import Annotated, Any

import orjson
from fastapi import APIRouter, Request, Response
from fastapi import Path as InPath

from ... import i18n
from ...core import data_sets
from ...core.errors import BadInput
from ...core.registry import game_class, specs
from ...core.spec import load
from ..deps import Lang
from ..errors import ApiError
from ..language import _
from ..schemas import GameKind, refusals
from .bots import bots

router = APIRouter(prefix="/api/games", tags=["games"])

LOBBY = "static/lobby"
"""Where a game's own module for the lobby page is, if it has one (``<game>.js``: what its options
schema cannot say, as Power Grid's regions on the board's map)."""
WORDS = ("title", "description", "hint", "requirement")
"""The keys of an option's schema whose words are translated (besides its ``labels``)."""


@router.get("/kinds", response_model=list[GameKind], summary="The games")
async def game_kinds(request: Request, lang: Lang) -> Response:
    """Every game the server plays, in the order the lobby lists them: its title and blurb, how many
    play, the JSON schema of its options (a new game's `config`), the bots that play it, the seats it
    plays itself, how its score is labelled and the data sets of its components the server loaded
    besides the built-in one — in the reader's language."""
    return Response(
        kinds(lang, tuple(specs()), request.app.state.web, data_sets.loaded()), media_type="application/json"
    )


@functools.cache
def kinds(lang: str, games: tuple[str, ...], web: Path, sets: tuple[data_sets.DataSet, ...]) -> bytes:
    """The answer in ``lang``, once per language (and set of registered games, the pages' files and
    the data sets loaded)."""
    tr = i18n.translations(lang, i18n.DOMAIN)
    plays = bots(list(games), lang)
    out = []
    for name in games:
        spec = specs()[name]
        schema = game_class(name).config_model.model_json_schema()
        players = schema["properties"]["players"]
        own = spec.seat_kinds
        out.append(
            {
                "name": name,
                "title": spec.title_in(lang),
                "blurb": spec.blurb_in(lang),
                "players": {"min": players["minimum"], "max": players["maximum"], "default": players["default"]},
                "options": _said(schema, tr.gettext),
                "bots": [_choice(b) for b in plays if name in b["games"] and b["kind"] not in own],
                "seat_kinds": [_choice(b) for b in plays if b["kind"] in own],
                "score": {"label": tr.gettext(spec.score[0]), "explanation": tr.gettext(spec.score[1])},
                "lobby": f"/{LOBBY}/{name}.js" if (web / LOBBY / f"{name}.js").is_file() else None,
                "data_sets": [{"name": s.name, "digest": s.digest} for s in sets if s.game == name],
                "alone": spec.alone_in(lang),
            }
        )
    return orjson.dumps(out)


@router.get(
    "/kinds/{name}/data/{digest}",
    responses=refusals(400, 404),
    summary="A game's data set, as a page draws it",
)
async def game_data(
    name: Annotated[str, InPath(max_length=40, pattern=r"^[a-z][a-z0-9-]*$", description="The game's name.")],
    digest: Annotated[
        str, InPath(pattern=r"^[0-9a-f]{64}$", description="The data set's digest (a view's `data.digest`).")
    ],
    lang: Lang,
) -> Response:
    """The components of a data set the server loaded (the built-in one or a person's, ``serve --data``)
    as the game's page draws them — the boards' places, the cards and tokens with their names and
    effects in the reader's language — for a game whose page needs them (Pampero). Nothing in it is
    hidden: it is what the boxes hold. It never changes for a digest and language."""
    spec = specs().get(name)
    if spec is None or spec.reference is None:
        raise ApiError(404, _("no game {name} with a data set for pages", name=name))
    try:
        out = _reference(spec.reference, digest, lang)
    except BadInput as e:
        raise ApiError(404, e) from None
    return Response(out, media_type="application/json", headers={"Cache-Control": "public, max-age=86400"})


@functools.lru_cache(maxsize=32)
def _reference(path: str, digest: str, lang: str) -> bytes:
    return orjson.dumps(load(path)(digest, i18n.translations(lang, i18n.DOMAIN)))


def _choice(bot: dict[str, Any]) -> dict[str, str]:
    return {"kind": bot["kind"], "label": bot["label"]}


def _said(schema: dict[str, Any], say: Any) -> dict[str, Any]:
    """An options schema with its words (the model's and each option's) said by ``say``."""
    out = _words(schema, say)
    out["properties"] = {name: _words(option, say) for name, option in schema.get("properties", {}).items()}
    return out


def _words(part: dict[str, Any], say: Any) -> dict[str, Any]:
    out = dict(part)
    for key in WORDS:
        if isinstance(part.get(key), str):
            out[key] = say(part[key])
    if isinstance(part.get("labels"), dict):
        out["labels"] = {value: say(words) for value, words in part["labels"].items()}
    return out
