"""The web pages' words: the ``web`` gettext catalogue of a language as JSON, for the page's
``_()``, ``ngettext()`` and ``pgettext()`` (static/common.js), and the pages' own HTML in that
language (:func:`localize`).

    GET /i18n/web/ru.json?v=3f2a…   {"Your turn": "Ваш ход", "{n} city": ["{n} город", …], …}

A message's key is its msgid (or ``context\\u0004msgid``); its value the translation, or the list of
its plural forms. The catalogue is read from the ``.po`` once per process; its address carries a
hash of its contents (``v``), so a browser keeps it a year and asks again only when the words
change. English is the source: its catalogue is empty.
"""

from __future__ import annotations

import functools
import hashlib
import html
import json
import re
from typing import Any

from fastapi import APIRouter, Request, Response

from ... import i18n
from ..errors import ApiError
from ..language import _

router = APIRouter(include_in_schema=False)
DOMAIN = "web"
CITY = "city"
"""The context of the cities' names (``games.powergrid.messages.CITY``), served from the games' catalogue."""


@functools.cache
def catalogue(lang: str) -> tuple[bytes, str]:
    """The words of ``lang`` as JSON bytes and their version (a hash of them): the ``web`` catalogue,
    with the cities' names of the games' catalogue (context ``city``: one source for a city's name,
    the log's and the map's)."""
    words: dict[str, Any] = {}
    for domain, only in ((DOMAIN, None), (i18n.DOMAIN, CITY)):
        po = i18n.catalogue_path(lang, "po", domain)
        if lang == i18n.SOURCE or not po.exists():
            continue
        from babel.messages.pofile import read_po

        with po.open("rb") as f:
            for message in read_po(f):
                if not message.id or message.fuzzy or (only is not None and message.context != only):
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


_TAG = re.compile(r"<([a-zA-Z][\w-]*)((?:\s+[\w-]+(?:=\"[^\"]*\")?)*)\s*>([^<]*)")
_ATTR = re.compile(r"([\w-]+)(?:=\"([^\"]*)\")?")


def localize(page: str, lang: str) -> str:
    """A page's HTML in ``lang``: ``<html lang>``, the address of its words for its scripts
    (``<meta name="powerplay-words">``), and the texts it marks translated — an element's text with
    ``data-i18n`` (of the context ``data-i18n-context``), the attributes named in ``data-i18n-attr``
    (as ``i18n.extract_html`` extracts them). The reader sees no English before the scripts run."""
    tr = i18n.translations(lang, DOMAIN)

    def word(text: str, context: str | None = None) -> str:
        return tr.pgettext(context, text) if context else tr.gettext(text)

    def tag(m: re.Match[str]) -> str:
        name, attrs, text = m.groups()
        found = {k: html.unescape(v or "") for k, v in _ATTR.findall(attrs)}
        marked = found.get("data-i18n-attr", "").split()

        def attr(a: re.Match[str]) -> str:
            key, value = a.groups()
            return f' {key}="{html.escape(word(html.unescape(value)))}"' if key in marked and value else a.group(0)

        attrs = re.sub(r'\s([\w-]+)="([^"]*)"', attr, attrs)
        if "data-i18n" in found and text.strip():
            lead, core, trail = re.match(r"(\s*)(.*?)(\s*)$", text, re.S).groups()  # type: ignore[union-attr]
            said = word(" ".join(html.unescape(core).split()), found.get("data-i18n-context"))
            text = lead + html.escape(said, quote=False) + trail
        return f"<{name}{attrs}>{text}"

    meta = f'<meta name="powerplay-words" content="{html.escape(catalogue_url(lang))}">\n</head>'
    page = page.replace('<html lang="en">', f'<html lang="{lang}">', 1).replace("</head>", meta, 1)
    return page if lang == i18n.SOURCE else _TAG.sub(tag, page)


@router.api_route("/i18n/web/{lang}.json", methods=["GET", "HEAD"])
async def words(request: Request, lang: str) -> Response:
    if lang not in i18n.LANGUAGES:
        known = ", ".join(i18n.LANGUAGES)
        raise ApiError(404, _("no words in “{lang}”: the languages are {languages}", lang=lang[:8], languages=known))
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
