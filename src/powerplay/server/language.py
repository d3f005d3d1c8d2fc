"""The server's own words, in the reader's language (the ``server`` catalogue, babel/server.cfg).

A message is made where the server refuses something, before it knows who reads it: ``_()`` and
``ngettext()`` here keep the English text, its plural form and its fields as a :class:`Text`, and
the words are made when the answer is written, in the language of the request that gets it
(:func:`language`: the cookie ``lang``, else ``Accept-Language``, else English). Babel extracts
these calls as it extracts gettext's.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .. import i18n

DOMAIN = "server"
COOKIE = "lang"
"""The cookie the pages' language switch sets (path /, a year): en, ru or uk."""


class Text:
    """A server message kept until its reader is known: the English text (a template with named
    fields), its plural form chosen by ``n``, and the fields' values (a value that is itself a
    ``Text`` is said in the same language)."""

    __slots__ = ("fields", "msgid", "n", "plural")

    def __init__(self, msgid: str, plural: str | None = None, n: int = 1, fields: Mapping[str, Any] | None = None):
        self.msgid = msgid
        self.plural = plural
        self.n = n
        self.fields = dict(fields or {})

    def say(self, lang: str = i18n.SOURCE) -> str:
        """The words in ``lang``."""
        tr = i18n.translations(lang, DOMAIN)
        text = tr.gettext(self.msgid) if self.plural is None else tr.ngettext(self.msgid, self.plural, self.n)
        return text.format_map({k: v.say(lang) if isinstance(v, Text) else v for k, v in self.fields.items()})

    def __str__(self) -> str:
        return self.say()

    def __repr__(self) -> str:
        return f"Text({self.say()!r})"


def _(msgid: str, /, **fields: Any) -> Text:
    """A server message with named fields (``{seat}``; a brace itself is written ``{{``), translated
    when read."""
    return Text(msgid, None, 1, fields)


def ngettext(singular: str, plural: str, n: int, /, **fields: Any) -> Text:
    """A server message whose form the number ``n`` chooses (``{n}`` among its fields when used)."""
    return Text(singular, plural, n, {"n": n, **fields})


def say(message: str | Text, lang: str) -> str:
    """The words of a message (a plain string is said as it is)."""
    return message if isinstance(message, str) else message.say(lang)


def language(headers: Mapping[str, str]) -> str:
    """The reader's language from a request's headers (a page's, an API call's or a WebSocket's
    upgrade request): the cookie ``lang`` if it names a language, else the browser's
    ``Accept-Language``, else English. Only the first ``MAX_PARTS`` parts of either header are
    read, and nothing is cached: a header, however long or varied, costs microseconds."""
    cookie = headers.get("cookie")
    if cookie:
        for part in cookie.split(";", MAX_PARTS)[:MAX_PARTS]:
            name, _, value = part.strip().partition("=")
            if name == COOKIE and value.strip().strip('"') in i18n.LANGUAGES:
                return value.strip().strip('"')
    accept = headers.get("accept-language")
    return i18n.from_accept_language(accept, MAX_PARTS) if accept else i18n.SOURCE


MAX_PARTS = 16
"""Cookies, or language tags of ``Accept-Language``, read from a request (browsers send a few)."""


def expected(error: Mapping[str, Any]) -> Text:
    """What a request's field should have been, from pydantic's error (its type and context), in
    words that translate (pydantic's own messages are English)."""
    kind = error.get("type", "")
    ctx = error.get("ctx") or {}
    if kind == "missing":
        return _("this field is required")
    if kind == "extra_forbidden":
        return _("there is no such field")
    if kind in ("string_type", "string_unicode"):
        return _("should be text")
    if kind in ("int_type", "int_parsing", "int_from_float"):
        return _("should be a whole number")
    if kind in ("bool_type", "bool_parsing"):
        return _("should be true or false")
    if kind == "list_type":
        return _("should be a list")
    if kind in ("dict_type", "model_type", "model_attributes_type"):
        return _("should be an object")
    if kind == "string_too_short":
        return ngettext("should have at least {n} character", "should have at least {n} characters", ctx["min_length"])
    if kind == "string_too_long":
        return ngettext("should have at most {n} character", "should have at most {n} characters", ctx["max_length"])
    if kind == "too_short":
        return ngettext("should have at least {n} item", "should have at least {n} items", ctx["min_length"])
    if kind == "too_long":
        return ngettext("should have at most {n} item", "should have at most {n} items", ctx["max_length"])
    if kind == "greater_than_equal":
        return _("should be at least {limit}", limit=ctx["ge"])
    if kind == "greater_than":
        return _("should be greater than {limit}", limit=ctx["gt"])
    if kind == "less_than_equal":
        return _("should be at most {limit}", limit=ctx["le"])
    if kind == "less_than":
        return _("should be less than {limit}", limit=ctx["lt"])
    if kind == "string_pattern_mismatch":
        return _("is not of the right form")
    if kind == "literal_error":
        return _("should be one of: {choices}", choices=str(ctx["expected"]).replace(" or ", ", "))
    if kind == "union_tag_invalid":
        return _(
            "its field {field} should be one of: {choices}", field=ctx["discriminator"], choices=ctx["expected_tags"]
        )
    if kind == "union_tag_not_found":
        return _("should hold the field {field}", field=ctx["discriminator"])
    return _("is not a valid value")
