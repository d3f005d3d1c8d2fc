"""The web pages' words: the ``web`` gettext catalogue of a language as JSON, for the page's
``_()``, ``ngettext()`` and ``pgettext()`` (static/common.js), and the language of a request.

    GET /i18n/web/ru.json?v=3f2a…   {"Your turn": "Ваш ход", "{n} city": ["{n} город", …], …}

A message's key is its msgid (or ``context\\u0004msgid``); its value the translation, or the list of
its plural forms. The catalogue is read from the ``.po`` once per process; its address carries a
hash of its contents (``v``), so a browser keeps it a year and asks again only when the words
change. English is the source: its catalogue is empty.
"""

from __future__ import annotations

import functools
import hashlib
import json
from typing import Any

from fastapi import APIRouter, Request, Response

from ... import i18n
from ..live import ApiError

router = APIRouter(include_in_schema=False)
DOMAIN = "web"
COOKIE = "lang"
"""The cookie the pages' language switch sets (path /, a year): en, ru or uk."""


def language(request: Request) -> str:
    """The reader's language: the ``lang`` cookie, else the browser's ``Accept-Language``, else English."""
    chosen = request.cookies.get(COOKIE)
    if chosen in i18n.LANGUAGES:
        return chosen
    return i18n.from_accept_language(request.headers.get("accept-language"))


@functools.cache
def catalogue(lang: str) -> tuple[bytes, str]:
    """The words of ``lang`` as JSON bytes and their version (a hash of them)."""
    words: dict[str, Any] = {}
    po = i18n.catalogue_path(lang, "po", DOMAIN)
    if lang != i18n.SOURCE and po.exists():
        from babel.messages.pofile import read_po

        with po.open("rb") as f:
            for message in read_po(f):
                if not message.id or message.fuzzy:
                    continue
                msgid = message.id[0] if isinstance(message.id, (list, tuple)) else message.id
                key = f"{message.context}\u0004{msgid}" if message.context else msgid
                text = message.string
                if isinstance(text, (list, tuple)):
                    if all(text):
                        words[key] = list(text)
                elif text:
                    words[key] = text
    body = json.dumps(words, ensure_ascii=False, sort_keys=True, separators=(",", ":")).encode()
    return body, hashlib.sha256(body).hexdigest()[:16]


def catalogue_url(lang: str) -> str:
    """The address of ``lang``'s words, with their version (a page asks for this one)."""
    return f"/i18n/{DOMAIN}/{lang}.json?v={catalogue(lang)[1]}"


@router.api_route("/i18n/web/{lang}.json", methods=["GET", "HEAD"])
async def words(request: Request, lang: str) -> Response:
    if lang not in i18n.LANGUAGES:
        raise ApiError(404, f"no words in {lang[:8]!r}: the languages are {', '.join(i18n.LANGUAGES)}")
    body, version = catalogue(lang)
    etag = f'"{version}"'
    current = request.query_params.get("v") == version
    headers = {
        "ETag": etag,
        "Cache-Control": "public, max-age=31536000, immutable" if current else "no-cache",
    }
    if request.headers.get("if-none-match") == etag:
        return Response(status_code=304, headers=headers)
    return Response(body, media_type="application/json", headers=headers)
