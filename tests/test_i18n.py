"""The translations (docs/translations.md): every message of both games in Russian and Ukrainian,
with the same fields, the rule ids kept, three plural forms, and whole games told with no English."""

from __future__ import annotations

import gettext
import random
import re
import shutil
import subprocess
import sys
from functools import cache
from pathlib import Path

import pytest
from babel.messages.catalog import Catalog
from babel.messages.pofile import read_po

from powerplay import i18n, load_game
from powerplay.core.messages import LIST_SEPARATORS, placeholders
from powerplay.games.powergrid import messages as pg_messages
from powerplay.games.powergrid_cards import messages as cg_messages

ROOT = Path(__file__).resolve().parents[1]
TRANSLATED = ("ru", "uk")
RULE_ID = re.compile(r"\b(?:PG|CG|D|BA-A|BA|D-A)-?\d+(?:\.\d+)*(?: [a-z]\b)?")


@cache
def catalogue(lang: str) -> Catalog:
    with i18n.catalogue_path(lang).open("rb") as f:
        return read_po(f)


def wanted() -> list[tuple[str, str | None, str, str | None]]:
    """Every message to translate: (where, context, English, English plural)."""
    out = [(f"list separator {how}", None, sep, None) for how, sep in LIST_SEPARATORS.items()]
    out += [(where, m.context, m.text, m.plural) for where, m in i18n.entries()]
    return out


@pytest.mark.parametrize("lang", TRANSLATED)
def test_every_message_of_every_game_is_translated_with_the_same_fields(lang: str):
    cat = catalogue(lang)
    problems = []
    for where, context, text, plural in wanted():
        m = cat.get(text, context)
        if m is None or m.fuzzy:
            problems.append(f"{where}: {text!r} is {'fuzzy' if m else 'missing'}")
            continue
        forms = m.string if isinstance(m.string, tuple) else (m.string,)
        if plural is not None and (not isinstance(m.id, tuple) or len(forms) != cat.num_plurals):
            problems.append(f"{where}: {text!r} needs {cat.num_plurals} plural forms")
        for form in forms:
            if not form or (text.strip() and not form.strip()):
                problems.append(f"{where}: {text!r} has an empty form")
            elif set(placeholders(form)) != set(placeholders(text)):
                problems.append(f"{where}: {form!r} has other fields than {text!r}")
            elif RULE_ID.findall(form) != RULE_ID.findall(text):
                problems.append(f"{where}: {form!r} does not keep the rule ids of {text!r}")
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("lang", TRANSLATED)
def test_the_catalogues_hold_no_message_the_games_no_longer_have(lang: str):
    known = {(context, text) for _, context, text, _ in wanted()}
    stale = [
        (m.context, m.id)
        for m in catalogue(lang)
        if m.id and (m.context, m.id[0] if isinstance(m.id, tuple) else m.id) not in known
    ]
    assert not stale, f"run 'make catalogues' (and drop the obsolete entries): {stale}"


@pytest.mark.parametrize("lang", TRANSLATED)
def test_the_catalogues_have_three_plural_forms(lang: str):
    cat = catalogue(lang)
    assert cat.num_plurals == 3
    assert "nplurals=3" in dict(cat.mime_headers)["Plural-Forms"]


PLURALS = {
    "ru": ["1 город", "2 города", "5 городов", "21 город", "11 городов", "22 города"],
    "uk": ["1 місто", "2 міста", "5 міст", "21 місто", "11 міст", "22 міста"],
    "en": ["1 city", "2 cities", "5 cities", "21 cities", "11 cities", "22 cities"],
}


@pytest.mark.parametrize("lang", [*TRANSLATED, "en"])
def test_plural_forms_follow_the_count(lang: str):
    tr = i18n.translations(lang)
    counts = (1, 2, 5, 21, 11, 22)
    texts = [pg_messages.describe("power", {"player": 0, "cities": n, "income": 22}, tr) for n in counts]
    for text, words in zip(texts, PLURALS[lang]):
        assert f" {words} " in text, text
    cards = [cg_messages.describe("shift", {"cards": n, "source": 2, "target": 1}, tr) for n in (1, 2, 5)]
    start = {
        "ru": ["1 карта переходит", "2 карты переходят", "5 карт переходят"],
        "uk": ["1 карта переходить", "2 карти переходять", "5 карт переходять"],
        "en": ["1 card moves", "2 cards move", "5 cards move"],
    }
    assert [t[: len(w)] for t, w in zip(cards, start[lang])] == start[lang]


def test_the_languages_read_their_words():
    assert pg_messages.describe("buy", {"player": 0, "plant": 13, "price": 15}, i18n.translations("ru")) == (
        "И1 покупает станцию 13 за 15 электро."
    )
    assert pg_messages.describe("over", {"winners": [0, 2]}, i18n.translations("uk")) == (
        "Гру завершено. Перемагають Г1 і Г3."
    )
    # the same English, other words in each game (the gettext context)
    assert pg_messages.describe("refill", {"amounts": [0, 1, 0, 0]}, i18n.translations("ru")).endswith(
        "1 фишка мазута, 0 фишек вторсырья, 0 фишек урана."
    )
    units = cg_messages.describe("discard", {"player": -1, "units": [0, 0, 2, 0]}, i18n.translations("ru"))
    assert units == "Траст сбрасывает 2 нефти (CG-6.15)."
    assert i18n.describe({"kind": "pass", "args": {"player": 1}}, "powergrid", "uk") == (
        "Г2 пасує і в цьому раунді не купує станцію."
    )
    assert i18n.translations("xx").gettext("P{number}") == "P{number}"


CONFIGS = {
    "powergrid": [
        {"players": 2, "map": "germany"},
        {"players": 3, "map": "usa", "classic": True, "starting_cities": True},
        {"players": 6, "map": "germany"},
        {"players": 2, "map": "usa", "trust_refill_alternative": True},
    ],
    "powergrid-cards": [
        {"players": 2},
        {"players": 2, "trust": False, "demolition": True},
        {"players": 4, "demolition": True, "bidding_in_turn_order": True, "limited_singles": True},
        {"players": 6},
    ],
}

LATIN_WORD = re.compile(r"[A-Za-z]{2,}")


def names_in(args: dict) -> list[str]:
    """The proper names an event carries (a city): kept as on the board."""
    return [str(args["city"])] if "city" in args else []


@pytest.mark.parametrize("game", CONFIGS)
@pytest.mark.parametrize("lang", TRANSLATED)
def test_random_games_are_told_wholly_in_the_language(game: str, lang: str):
    tr = i18n.translations(lang)
    kinds = set()
    for seed, config in enumerate(CONFIGS[game]):
        g = load_game(game, seed=seed, **config)
        rng = random.Random(seed)
        events = list(g.setup_events)
        while not g.is_over:
            events.extend(g.apply(rng.choice(g.legal_actions())))
        for e in events:
            kinds.add(e.kind)
            text = e.describe(tr)
            rest = RULE_ID.sub("", text)
            for name in names_in(e.args):
                rest = rest.replace(name, "")
            assert not LATIN_WORD.search(rest), f"{e.kind}: {text}"
            assert not re.search(r"[{}]", text), text
    assert len(kinds) > 20


def test_the_mo_files_compile_and_read_as_the_po_files(tmp_path: Path):
    pybabel = Path(sys.executable).parent / "pybabel"
    for lang in TRANSLATED:
        mo = tmp_path / f"{lang}.mo"
        subprocess.run([str(pybabel), "compile", "-i", str(i18n.catalogue_path(lang)), "-o", str(mo)], check=True)
        with mo.open("rb") as f:
            compiled = gettext.GNUTranslations(f)
        from_po = i18n._from_po(i18n.catalogue_path(lang))
        for _, context, text, plural in wanted():
            if plural is None:
                got = compiled.pgettext(context, text) if context else compiled.gettext(text)
                want = from_po.pgettext(context, text) if context else from_po.gettext(text)
                assert got == want
            else:
                for n in (1, 2, 5):
                    args = (text, plural, n)
                    got = compiled.npgettext(context, *args) if context else compiled.ngettext(*args)
                    want = from_po.npgettext(context, *args) if context else from_po.ngettext(*args)
                    assert got == want
            assert got != text or text.strip() in ("", ",") or not LATIN_WORD.search(re.sub(r"\{\w+\}", "", text))


@pytest.mark.skipif(shutil.which("make") is None, reason="needs make")
def test_make_builds_every_catalogue_from_a_fresh_clone():
    """``make`` knows how to build each .mo (run and test depend on them); .mo files are not in git."""
    out = subprocess.run(["make", "-n", "-B", "locale"], cwd=ROOT, capture_output=True, text=True, check=True).stdout
    for lang in TRANSLATED:
        assert f"pybabel compile --statistics -i src/powerplay/locale/{lang}/LC_MESSAGES/powerplay.po" in out
    makefile = (ROOT / "Makefile").read_text()
    assert re.search(r"^run: .*\$\(CATALOGUES\)", makefile, re.M)
    test = re.search(r"^test:.*\n((?:\t.*\n)*)", makefile, re.M)
    assert test and re.search(r"\blocale\b|\$\(CATALOGUES\)", test.group(0))
    ignored = subprocess.run(
        ["git", "check-ignore", "-q", "src/powerplay/locale/ru/LC_MESSAGES/powerplay.mo"], cwd=ROOT
    )
    assert ignored.returncode == 0


def test_the_language_is_picked_from_the_option_the_environment_and_the_browser():
    assert i18n.pick("ru") == "ru"
    assert i18n.pick("uk_UA.UTF-8") == "uk"
    with pytest.raises(ValueError, match="unknown language"):
        i18n.pick("de")
    assert i18n.pick(None, {"LANG": "uk_UA.UTF-8"}) == "uk"
    assert i18n.pick(None, {"LANGUAGE": "de:ru", "LANG": "en_US.UTF-8"}) == "ru"
    assert i18n.pick(None, {"LC_ALL": "ru_RU.UTF-8", "LANG": "uk_UA.UTF-8"}) == "ru"
    assert i18n.pick(None, {"LANG": "C.UTF-8"}) == "en"
    assert i18n.pick(None, {}) == "en"
    assert i18n.from_accept_language("de-DE,uk;q=0.9,ru;q=0.8") == "uk"
    assert i18n.from_accept_language("ru-RU,ru;q=0.9,en-US;q=0.8,en;q=0.7") == "ru"
    assert i18n.from_accept_language("en;q=0.5,ru;q=0.9") == "ru"
    assert i18n.from_accept_language("fr-FR") == "en"
    assert i18n.from_accept_language(None) == "en"
    assert set(i18n.LANGUAGES) == {"en", "ru", "uk"}


@pytest.mark.parametrize("lang", TRANSLATED)
def test_every_city_of_both_boards_has_its_name_in_cyrillic(lang: str):
    """The cities are read in the reader's language (standard exonyms; glossary, Cities)."""
    tr = i18n.translations(lang)
    cities = pg_messages.city_names()
    assert {"Essen", "Duesseldorf", "New York", "St. Louis", "Torgelow", "Wiesbaden"} <= set(cities)
    assert len(cities) == 42 + 2 + 42  # Germany, its classic side's two renamed cities, the USA
    latin = [c for c in cities if re.search("[A-Za-z]", tr.pgettext(pg_messages.CITY, c))]
    assert not latin, latin


def test_the_russian_log_names_the_city_as_the_rulebook_does():
    event = {"kind": "build", "args": {"player": 0, "city": "Essen", "price": 10, "cities": 1}}
    assert "Эссен" in i18n.describe(event, "powergrid", "ru")
    assert "Ессен" in i18n.describe(event, "powergrid", "uk")
    assert "Essen" in i18n.describe(event, "powergrid", "en")
    frankfurt = {**event, "args": {**event["args"], "city": "Frankfurt-Main"}}
    assert "Франкфурт-на-Майне" in i18n.describe(frankfurt, "powergrid", "ru")
