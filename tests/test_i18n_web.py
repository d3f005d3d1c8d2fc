"""The web pages speak Russian, Ukrainian and English. Every text their scripts and HTML
show is a message of the ``web`` catalogue, translated with the same fields and all plural forms;
the server gives the page its language's words as JSON (cached by version) and chooses the language
from the cookie ``lang``, else Accept-Language, else English (docs/translations.md)."""

from __future__ import annotations

import io
import json
import re
from collections.abc import Iterator
from functools import cache
from pathlib import Path

import pytest
from babel.messages.catalog import Catalog
from babel.messages.pofile import read_po
from fastapi.testclient import TestClient

from powerplay import i18n
from powerplay.server.app import create_app
from powerplay.server.routes import words
from powerplay.server.settings import Settings

ROOT = Path(__file__).resolve().parents[1]
WEB = ROOT / "src" / "powerplay" / "web"
TRANSLATED = ("ru", "uk")
FIELD = re.compile(r"\{(\w+)\}")
_STR = r'"(?:[^"\\\n]|\\.)*"(?:\s*\+\s*"(?:[^"\\\n]|\\.)*")*'
CALL = re.compile(rf"(?<![\w.$])(_|ngettext|pgettext|npgettext)\(\s*({_STR})(?:\s*,\s*({_STR}))?(?:\s*,\s*({_STR}))?")


def literal(text: str) -> str:
    """The value of a JS string literal, or of several joined by ``+``."""
    return "".join(json.loads(part) for part in re.findall(r'"(?:[^"\\\n]|\\.)*"', text))


def script_messages() -> Iterator[tuple[str, str | None, str, str | None]]:
    """Every gettext call of the pages' scripts, read plainly (not by Babel, so a call Babel would
    miss, as one inside a template literal's ``${}``, is caught): (file, context, msgid, plural)."""
    for path in sorted((WEB / "static").rglob("*.js")):  # the shell's and the games' (static/games/)
        code = "\n".join(
            line for line in path.read_text().splitlines() if not line.lstrip().startswith(("//", "*", "/*"))
        )
        for m in CALL.finditer(code):
            func, first, second, third = m.groups()
            args = [literal(a) for a in (first, second, third) if a]
            if func == "_":
                yield path.name, None, args[0], None
            elif func == "ngettext":
                yield path.name, None, args[0], args[1]
            elif func == "pgettext":
                yield path.name, args[0], args[1], None
            else:
                yield path.name, args[0], args[1], args[2]


def html_messages() -> Iterator[tuple[str, str | None, str, str | None]]:
    """The texts the pages' HTML marks (data-i18n, data-i18n-attr), by the catalogue's own extractor."""
    for path in sorted(WEB.glob("*.html")):
        with path.open("rb") as f:
            for _line, func, message, _comments in i18n.extract_html(f, None, None, None):
                context, text = message if func == "pgettext" else (None, message)
                yield path.name, context, text, None


@cache
def messages() -> dict[tuple[str | None, str], tuple[str, str | None]]:
    return {(c, t): (where, p) for where, c, t, p in [*script_messages(), *html_messages()]}


@cache
def catalogue(lang: str) -> Catalog:
    with i18n.catalogue_path(lang, domain="web").open("rb") as f:
        return read_po(f)


def test_the_pages_use_many_messages_and_mark_their_html():
    found = messages()
    assert len(found) > 400
    assert (None, "Your turn") in found and ("powergrid", "oil") in found and ("powergrid-cards", "oil") in found
    assert (None, "Create game") in found and ("powergrid", "Germany") in found  # from index.html
    assert (None, "Game log") in found  # from game.html


@pytest.mark.parametrize("lang", TRANSLATED)
def test_every_message_of_the_pages_is_translated_with_the_same_fields(lang: str):
    cat = catalogue(lang)
    problems = []
    for (context, text), (where, plural) in messages().items():
        m = cat.get(text, context)
        if m is None or m.fuzzy:
            problems.append(f"{where}: {text!r} is {'fuzzy' if m else 'missing'} in {lang}/web.po")
            continue
        english = set(FIELD.findall(text)) | set(FIELD.findall(plural or ""))
        forms = m.string if isinstance(m.string, tuple) else (m.string,)
        if plural is not None:
            if not isinstance(m.id, tuple) or m.id[1] != plural or len(forms) != cat.num_plurals:
                problems.append(f"{where}: {text!r} needs its plural {plural!r} and {cat.num_plurals} forms")
            elif set().union(*(FIELD.findall(f) for f in forms)) != english or any(
                not set(FIELD.findall(f)) <= english for f in forms
            ):
                problems.append(f"{where}: the forms of {text!r} have other fields: {forms}")
        elif isinstance(m.id, tuple):
            problems.append(f"{where}: {text!r} is no plural in the code")
        elif set(FIELD.findall(m.string)) != english:
            problems.append(f"{where}: {m.string!r} has other fields than {text!r}")
        if not all(f.strip() for f in forms):
            problems.append(f"{where}: {text!r} has an empty translation")
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("lang", TRANSLATED)
def test_the_web_catalogues_hold_nothing_the_pages_no_longer_use(lang: str):
    cat = catalogue(lang)
    used = messages()
    stale = [
        (m.context, m.id) for m in cat if m.id and (m.context, m.id[0] if isinstance(m.id, tuple) else m.id) not in used
    ]
    assert not stale, f"run the web domain's pybabel extract and update, and drop these: {stale}"
    assert not cat.obsolete, f"obsolete entries (#~) left: {list(cat.obsolete)}"
    assert cat.num_plurals == 3


def test_no_english_words_glued_in_the_scripts():
    """A translated text never gets its number or name by concatenation: the pages' messages hold
    named fields, and no script builds a sentence from a number and an English word."""
    glued = re.compile(r"`[^`]*\$\{[^}]*\}\s+(?:cit(?:y|ies)|plants?|cards?|players?|bots?|seats?)\b[^`]*`")
    for path in sorted((WEB / "static").rglob("*.js")):
        for number, line in enumerate(path.read_text().splitlines(), 1):
            assert not glued.search(line), f"{path.name}:{number}: {line.strip()}"


# ---- the server: the catalogue of a language, and the language of a request ------------------------


@pytest.fixture(scope="module")
def client(tmp_path_factory: pytest.TempPathFactory) -> Iterator[TestClient]:
    db = tmp_path_factory.mktemp("words") / "powerplay.db"
    with TestClient(create_app(Settings(database_url=f"sqlite:///{db}"))) as c:
        yield c


def page_language(client: TestClient, path: str = "/", **kwargs: object) -> tuple[str, str]:
    r = client.get(path, **kwargs)  # type: ignore[arg-type]
    assert r.status_code == 200 and r.headers["cache-control"] == "no-cache"
    lang = re.search(r'<html lang="(\w+)">', r.text)
    url = re.search(r'<meta name="powerplay-words" content="([^"]+)">', r.text)
    assert lang and url, r.text[:300]
    return lang.group(1), url.group(1).replace("&amp;", "&")


@pytest.mark.parametrize("lang", TRANSLATED)
@pytest.mark.parametrize("name", ["index.html", "game.html"])
def test_the_pages_html_comes_translated(name: str, lang: str):
    """Every text a page's HTML marks is in the reader's language when the page arrives."""
    page = words.localize((WEB / name).read_text(), lang)
    assert f'<html lang="{lang}">' in page and f'content="/i18n/web/{lang}.json?v=' in page
    english = [(context, text) for where, context, text, _plural in html_messages() if where == name]
    shown = [
        message if func == "pgettext" else (None, message)
        for _line, func, message, _comments in i18n.extract_html(io.BytesIO(page.encode()), None, None, None)
    ]
    assert len(shown) == len(english) and not set(shown) & set(english), set(shown) & set(english)
    source = (WEB / name).read_text()
    assert words.localize(source, "en").count("data-i18n") == source.count("data-i18n")


def test_the_catalogue_endpoint_gives_a_languages_words(client: TestClient):
    lang, url = page_language(client, headers={"Accept-Language": "ru-RU,ru;q=0.9"})
    assert lang == "ru" and url.startswith("/i18n/web/ru.json?v=")
    r = client.get(url)
    assert r.status_code == 200 and r.headers["content-type"].startswith("application/json")
    assert "immutable" in r.headers["cache-control"] and "max-age=31536000" in r.headers["cache-control"]
    words = r.json()
    assert words["Your turn"] == "Ваш ход"
    assert words["{n} city"] == ["{n} город", "{n} города", "{n} городов"]
    assert words["powergrid\u0004oil"] == "мазут" and words["powergrid-cards\u0004oil"] == "нефть"
    assert words["Create game"] == "Создать игру"  # a text of the HTML
    assert client.get("/i18n/web/uk.json").json()["Your turn"] == "Ваш хід"
    # the cities' names come from the games' catalogue (one source for the log and the map)
    assert words["city\u0004Essen"] == "Эссен" and words["city\u0004St. Louis"] == "Сент-Луис"
    assert client.get("/i18n/web/uk.json").json()["city\u0004Frankfurt-Main"] == "Франкфурт-на-Майні"
    assert client.get("/i18n/web/en.json").json() == {}  # English is the source
    # an old version's address is not kept a year; the ETag answers "not modified"
    assert client.get("/i18n/web/ru.json?v=old").headers["cache-control"] == "no-cache"
    etag = r.headers["etag"]
    assert client.get(url, headers={"If-None-Match": etag}).status_code == 304
    missing = client.get("/i18n/web/fr.json")
    assert missing.status_code == 404 and "error" in missing.json()


def test_the_language_is_the_cookie_else_accept_language_else_english(client: TestClient):
    assert page_language(client)[0] == "en"
    assert page_language(client, headers={"Accept-Language": "uk-UA,uk;q=0.9,en;q=0.5"})[0] == "uk"
    assert page_language(client, headers={"Accept-Language": "de-DE,fr;q=0.8"})[0] == "en"
    client.cookies.set("lang", "uk")
    try:
        lang, url = page_language(client, headers={"Accept-Language": "ru"})  # the cookie first
    finally:
        client.cookies.clear()
    assert lang == "uk" and url.startswith("/i18n/web/uk.json?v=")
    client.cookies.set("lang", "xx")  # not a language: as if there were no cookie
    try:
        assert page_language(client, headers={"Accept-Language": "ru"})[0] == "ru"
    finally:
        client.cookies.clear()
