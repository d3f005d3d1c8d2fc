"""Languages: the gettext catalogues of Powerplay's words, and which language a reader gets.

The words are English in the code (the source language) and translated in gettext catalogues,
``locale/<lang>/LC_MESSAGES/powerplay.po``, made and kept with Babel (docs/translations.md):

- :func:`translations` gives the words of a language as a ``gettext`` translations object, which
  ``event.describe(translations)`` and every message table take; a message missing from a catalogue
  falls back to its English text.
- :func:`pick` chooses the language from ``--lang``, then ``LANGUAGE``, ``LC_ALL``, ``LC_MESSAGES``
  and ``LANG``; :func:`from_accept_language` from a browser's ``Accept-Language`` header.
- :func:`extract` is the Babel extractor of the games' message tables (babel/powerplay.cfg): the events'
  messages are data in ``games/<game>/messages.py``, not ``_()`` calls in code.

The compiled catalogues (``.mo``) are built by ``make`` (``make locale``) and not kept in git; when
one is missing or older than its ``.po`` (a fresh checkout, a translation just edited), the ``.po``
is read directly, so a reader never gets stale words.
"""

from __future__ import annotations

import functools
import gettext
import importlib
import os
from collections.abc import Iterator, Mapping, Sequence
from pathlib import Path
from typing import IO, Any

from .core.errors import tables
from .core.messages import Message, Named, Translations
from .core.spec import manifests

DOMAIN = "powerplay"
"""The games' words: their events and their rules' refusals (``games/*/``)."""

DOMAINS = (DOMAIN, "server", "terminal", "web")
"""The catalogues, one per part that a person reads (each extracted by ``babel/<domain>.cfg``):
the games (``powerplay``), the server's own messages (``server``), the terminal and the CLI
(``terminal``), and the browser's pages (``web``, served to the page by the server)."""
LOCALE_DIR = Path(__file__).resolve().parent / "locale"
SOURCE = "en"
LANGUAGES = ("en", "ru", "uk")
"""The supported languages: English (the source), Russian and Ukrainian."""

NAMES = {"en": "English", "ru": "Русский", "uk": "Українська"}

TABLES = tuple(tables().values())
"""The modules whose ``TABLE`` (a :class:`~powerplay.core.messages.MessageTable`) holds a game's words
(``core.errors.tables``, by game name). Such a module may also have ``catalogue_names()``: names the
catalogue holds beside the events' words, as (context, name, translator's comment)."""


def catalogue_path(lang: str, ext: str = "po", domain: str = DOMAIN) -> Path:
    return LOCALE_DIR / lang / "LC_MESSAGES" / f"{domain}.{ext}"


def translations(lang: str, domain: str = DOMAIN) -> gettext.NullTranslations:
    """The words of ``lang`` (one of :data:`LANGUAGES`) in the catalogue ``domain`` (one of
    :data:`DOMAINS`); English for the source language or an unknown one. Missing messages fall
    back to the catalogues a game outside this package brings in its own folder
    (``<package>/locale/<lang>/LC_MESSAGES/<domain>.po``), then to English."""
    return _translations(lang, domain, tuple(manifests()))


@functools.cache
def _translations(lang: str, domain: str, games: tuple[str, ...]) -> gettext.NullTranslations:
    if lang not in LANGUAGES or lang == SOURCE:
        return gettext.NullTranslations()
    out = _catalogue(LOCALE_DIR / lang / "LC_MESSAGES", domain)
    for name in games:
        own = _package_dir(manifests()[name].package)
        if own is not None and (own / "locale").is_dir():
            out.add_fallback(_catalogue(own / "locale" / lang / "LC_MESSAGES", domain))
    return out


def _catalogue(folder: Path, domain: str) -> gettext.NullTranslations:
    """The catalogue ``domain`` of a folder: its ``.mo`` when not older than its ``.po``, else the
    ``.po`` compiled in memory; none (English) when there is neither."""
    mo, po = folder / f"{domain}.mo", folder / f"{domain}.po"
    if mo.exists() and (not po.exists() or mo.stat().st_mtime >= po.stat().st_mtime):
        with mo.open("rb") as f:
            return gettext.GNUTranslations(f)
    if not po.exists():
        return gettext.NullTranslations()
    return _from_po(po)


def _package_dir(package: str) -> Path | None:
    """The folder of an importable package (None when it is not one)."""
    import importlib.util

    found = importlib.util.find_spec(package)
    if found is None or not found.submodule_search_locations:
        return None
    return Path(next(iter(found.submodule_search_locations)))


def _from_po(po: Path) -> gettext.NullTranslations:
    """A catalogue compiled in memory from its ``.po`` (Babel writes the ``.mo`` bytes)."""
    from io import BytesIO

    from babel.messages.mofile import write_mo
    from babel.messages.pofile import read_po

    with po.open("rb") as f:
        catalog = read_po(f)
    buf = BytesIO()
    write_mo(buf, catalog)
    buf.seek(0)
    return gettext.GNUTranslations(buf)


def normalize(tag: str | None) -> str | None:
    """The supported language a locale name or language tag means (``ru_RU.UTF-8``, ``uk-UA``,
    ``en``), or None."""
    if not tag:
        return None
    from babel import Locale, UnknownLocaleError

    tag = tag.split(".")[0].split("@")[0]
    if tag in ("C", "POSIX"):
        return SOURCE
    try:
        lang = Locale.parse(tag.replace("-", "_")).language
    except (ValueError, UnknownLocaleError):
        return None
    return lang if lang in LANGUAGES else None


def pick(option: str | None = None, environ: Mapping[str, str] | None = None) -> str:
    """The language of a terminal: ``--lang`` if given, else the first supported language of
    ``LANGUAGE`` (a colon-separated list), ``LC_ALL``, ``LC_MESSAGES``, ``LANG`` (as gettext reads
    them), else English."""
    if option:
        lang = normalize(option)
        if lang is None:
            raise ValueError(f"unknown language {option!r}: choose one of {', '.join(LANGUAGES)}")
        return lang
    env = os.environ if environ is None else environ
    for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = env.get(var)
        if not value:
            continue
        for tag in value.split(":") if var == "LANGUAGE" else [value]:
            lang = normalize(tag)
            if lang:
                return lang
        if var != "LANGUAGE":
            break  # the first set of LC_ALL, LC_MESSAGES, LANG decides, as in gettext
    return SOURCE


def from_accept_language(header: str | None, most: int = 16) -> str:
    """The language for a browser's ``Accept-Language`` header (``uk-UA,uk;q=0.9,ru;q=0.8``): the
    first of ours among its tags by weight (a tag's language part: ``uk-UA`` is ``uk``), else
    English. Only its first ``most`` tags are read."""
    if not header:
        return SOURCE
    preferred = []
    for part in header.split(",", most)[:most]:
        tag, _, params = part.strip().partition(";")
        q = 1.0
        for p in params.split(";", 4)[:4]:
            key, _, value = p.strip().partition("=")
            if key == "q":
                try:
                    q = float(value[:8])
                except ValueError:
                    q = 0.0
        language = tag.strip().partition("-")[0].partition("_")[0].lower()
        if language in LANGUAGES and q > 0:
            preferred.append((q, language))
    preferred.sort(key=lambda x: -x[0])  # stable: equal weights keep the header's order
    return preferred[0][1] if preferred else SOURCE


def describe(event: Mapping[str, Any], game: str, lang: str, names: Sequence[str | None] | None = None) -> str:
    """The words of a stored event (``{"kind": ..., "args": {...}}``) of ``game`` in ``lang``: for
    a server that keeps events as data and renders each viewer's log in their language. With
    ``names`` (by seat), a seat is written as its player's name where one is given."""
    module = importlib.import_module(tables()[game])
    tr: Translations = translations(lang)
    if names:
        tr = Named(tr, names)
    text: str = module.describe(event["kind"], event["args"], tr)
    return text


# ---- extraction (Babel) ---------------------------------------------------------------------------


def entries() -> Iterator[tuple[str, Any]]:
    """Every message of every game's table, with where it is used (``game: kind``), the names its module
    adds (a board's cities: ``game: city``), then the phrases and templates of the games' refusals
    (``refusal: <file>``)."""
    for name in TABLES:
        module = importlib.import_module(name)
        table = module.TABLE
        for context, text, _ in getattr(module, "catalogue_names", tuple)():
            yield f"{table.game}: {context}", Message(text, None, None, {}, context=context)
        for where, message in table.catalogue():
            yield f"{table.game}: {where}", message
        for key, message in getattr(module, "REFUSAL_PHRASES", {}).items():
            yield f"{table.game}: refusal phrase:{key}", message
    for path, _, text, other in refusals():
        yield f"refusal: {path}", Message(text, other, None if other is None else "n", {})


REFUSAL_KEYWORDS = {"IllegalAction": (2,), "BadInput": (1,), "Plural": (1, 2), "N_": (1,), "PydanticCustomError": (2,)}
"""Where a refusal's English is in the code (core/errors.py): an ``IllegalAction``'s second argument,
a ``BadInput``'s first, a ``Plural``'s two forms, words marked ``N_`` for a refusal's field, and the
words of an option's own check (pydantic's ``PydanticCustomError``)."""

REFUSAL_SOURCES = ("games", "core", "bots")
"""The packages whose code raises refusals."""


@functools.cache
def refusals() -> tuple[tuple[str, int, str, str | None], ...]:
    """Every refusal template the games and the core can raise: (file, line, English, English plural)
    — the same messages ``extract_refusals`` gives Babel."""
    root = Path(__file__).resolve().parent
    out = []
    for package in REFUSAL_SOURCES:
        for path in sorted((root / package).rglob("*.py")):
            with path.open("rb") as f:
                for line, _, texts, _ in extract_refusals(f, None, (), {}):
                    one, other = (texts, None) if isinstance(texts, str) else texts
                    out.append((path.relative_to(root).as_posix(), line, one, other))
    return tuple(out)


def extract_refusals(fileobj: IO[bytes], keywords: Any, comment_tags: Any, options: Any) -> Iterator[tuple[Any, ...]]:
    """Babel's extraction method for the code that raises refusals (babel/powerplay.cfg): the literal
    templates of :data:`REFUSAL_KEYWORDS` (an f-string is not a template, and is left out)."""
    from babel.messages.extract import extract as babel_extract

    path = Path(getattr(fileobj, "name", "")).resolve()
    where = [f"refusal: {'/'.join(path.parts[-3:])}"]
    for line, texts, _, _ in babel_extract("python", fileobj, REFUSAL_KEYWORDS, comment_tags, options):
        yield line, "ngettext" if isinstance(texts, tuple) else "gettext", texts, where
    if path.name == "options.py" and path.parent.parent.name == "games":
        for summary in _option_summaries(f"powerplay.games.{path.parent.name}.options"):
            yield 1, "gettext", summary, [f"refusal: {'/'.join(path.parts[-3:])} (an option's description)"]


def _option_summaries(module: str) -> list[str]:
    """What a refusal of an option with a rule recalls (its description's first sentence), for the
    config models of a game's options module."""
    from pydantic import BaseModel

    from .core.options import summary_of

    out = []
    for model in vars(importlib.import_module(module)).values():
        if isinstance(model, type) and issubclass(model, BaseModel) and model.__module__ == module:
            for field in model.model_fields.values():
                extra = field.json_schema_extra if isinstance(field.json_schema_extra, dict) else {}
                if isinstance(extra.get("rule"), str):
                    out.append(summary_of(field))
    return out


def extract(fileobj: IO[bytes], keywords: Any, comment_tags: Any, options: Any) -> Iterator[tuple[Any, ...]]:
    """Babel's extraction method for ``games/*/messages.py`` (babel/powerplay.cfg): the messages of that
    module's ``TABLE``, each with its use as a translator's comment and its context, if any, and the
    names its ``catalogue_names()`` adds (Power Grid's cities); with the first, the list separators."""
    path = Path(getattr(fileobj, "name", "")).resolve()
    source = fileobj.read().decode("utf-8")
    module = next((m for m in TABLES if path.parts[-3:-1] == tuple(m.split(".")[-3:-1])), None)
    if module is None:
        return
    if module == TABLES[0]:
        from .core.messages import LIST_SEPARATORS

        for how, separator in LIST_SEPARATORS.items():
            yield 1, "gettext", separator, [f"list separator: {how} (keep its spaces)"]
    for context, text, comment in getattr(importlib.import_module(module), "catalogue_names", tuple)():
        yield 1, "pgettext", (context, text), [comment]
    table = importlib.import_module(module).TABLE
    phrases = getattr(importlib.import_module(module), "REFUSAL_PHRASES", {})
    for where, m in [*table.catalogue(), *((f"refusal phrase:{k}", p) for k, p in phrases.items())]:
        line = source[: max(source.find(m.text[:40]), 0)].count("\n") + 1
        forms = (m.text,) if m.plural is None else (m.text, m.plural)
        func = ("n" if m.plural else "") + ("pgettext" if m.context else "gettext")
        texts = (m.context, *forms) if m.context else forms
        yield line, func, texts, [f"{table.game}: {where}"]


def extract_html(fileobj: IO[bytes], keywords: Any, comment_tags: Any, options: Any) -> Iterator[tuple[Any, ...]]:
    """Babel's extraction method for the web pages' HTML (babel/web.cfg): the text of each element
    marked ``data-i18n`` (of the context ``data-i18n-context``, if given) and the value of each
    attribute named in ``data-i18n-attr``, as static/common.js translates them."""
    from html.parser import HTMLParser

    found: list[tuple[int, str, Any]] = []

    class Marked(HTMLParser):
        def __init__(self) -> None:
            super().__init__(convert_charrefs=True)
            self.open: list[tuple[str, int, str | None, list[str]]] = []  # (tag, line, context, text)

        def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
            a = dict(attrs)
            line = self.getpos()[0]
            for name in (a.get("data-i18n-attr") or "").split():
                if a.get(name):
                    found.append((line, "gettext", a[name]))
            if "data-i18n" in a:
                self.open.append((tag, line, a.get("data-i18n-context"), []))

        def handle_data(self, data: str) -> None:
            for entry in self.open:
                entry[3].append(data)

        def handle_endtag(self, tag: str) -> None:
            if self.open and self.open[-1][0] == tag:
                _tag, line, context, parts = self.open.pop()
                text = " ".join("".join(parts).split())
                found.append((line, "pgettext", (context, text)) if context else (line, "gettext", text))

    Marked().feed(fileobj.read().decode("utf-8"))
    for line, func, message in found:
        yield line, func, message, []
