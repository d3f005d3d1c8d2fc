"""Barrage's words (docs/translations.md, docs/glossary/barrage.md): every event kind the engine makes
has a message in English, Russian and Ukrainian that uses all its arguments, in random games of 2–4
seats, introductory and full (issue 16)."""

from __future__ import annotations

import random
import re
from functools import cache
from pathlib import Path

import pytest

from powerplay import i18n
from powerplay.core.messages import ENGLISH, Translations, placeholders
from powerplay.games.barrage import messages
from powerplay.games.barrage.data import HEADSTREAMS
from powerplay.games.barrage.messages import MESSAGES, TABLE, describe
from powerplay.games.barrage.setup import new_state, options_from_config
from powerplay.games.barrage.state import Phase
from powerplay.games.barrage.turns import apply, legal

ENGINE = Path(messages.__file__).parent
LANGS = ("en", "ru", "uk")
CONFIGS = [
    {"players": 2, "full": False},
    {"players": 3, "full": False},
    {"players": 4, "full": False},
    {"players": 2, "full": True},
    {"players": 3, "full": True, "automa": [None, None, "medium"]},
    {"players": 4, "full": True},
]
RULE_ID = re.compile(r"\b(?:BA-A?|D-A?|D-)\d+(?:\.\d+)*")
LATIN_WORD = re.compile(r"[A-Za-z]{2,}")
IDS = ("site", "dam", "conduit", "powerhouse", "contract", "space", "actions", "criteria", "removed")
"""Arguments printed as their ids in every language (D8U, C8B, P9_2, P206, WS1R, AT01)."""

MADE_BY_HAND = {
    "guide.flip": {"seat": 0, "actions": "AT04"},
    "put": {"seat": 1, "structure": "conduit", "site": "C8B"},
    "gain.excavators": {"seat": 0, "excavators": 2},
    "gain.automa-credits": {"seat": 2, "vp": 3},
    "score.automa-credits": {"seat": 2, "vp": -1},
    "energy.italy": {"seat": 0, "energy": 3},
    "automa.flip": {"seat": 1, "actions": "AT07", "criteria": "AT12"},
    "automa.reshuffle": {"tiles": 19},
    "automa.action": {"seat": 1, "kind": "wild_machinery_shop_or_bank"},
    "automa.place": {"seat": 1, "section": "patent_office", "space": "", "engineers": 2},
    "automa.contracts": {"seat": 1, "removed": ["P201", "P215"], "energy": 4},
    "automa.machinery": {"seat": 1, "vp": 2, "excavators": 1, "mixers": 1},
    "mahiri": {"seat": 0, "space": "MAHIRI2", "credits": 3},
    "copy": {"seat": 0, "officer": "graziano_del_monte"},
    "copy.end": {"seat": 0, "officer": "graziano_del_monte"},
}
"""Events the random games below seldom or never make (the Automa's turns are not yet played by
``turns``), with arguments as the engine writes them."""

AUTOMA_FORMS = {
    "automa.bank": {"seat": 1, "vp": 2},
    "automa.put": {"seat": 1, "structure": "base", "site": "D8U", "vp": 3},
    "automa.patent": {"seat": 1, "tile": "L3_JOKER", "vp": 2},
    "automa.build": {
        "seat": 1,
        "structure": "powerhouse",
        "site": "P9_2",
        "tile": "basic_powerhouse",
        "copies": "",
        "engineers": 2,
        "excavators": 0,
        "mixers": 2,
        "vp": 0,
    },
}


def engine_kinds() -> set[str]:
    """Every kind the engine's modules write as ``Event("kind", ...)``."""
    found = set()
    for path in ENGINE.glob("*.py"):
        found |= set(re.findall(r'Event\(\s*"([^"]+)"', path.read_text("utf-8")))
    return found


@cache
def played() -> dict[str, list[dict]]:
    """Every event of random games of every config, by kind."""
    out: dict[str, list[dict]] = {}
    for k, config in enumerate(CONFIGS):
        for seed in range(2):
            s = new_state(options_from_config(config), 100 * k + seed)
            rng = random.Random(seed)
            while s.phase != Phase.OVER:
                for e in apply(s, rng.choice(legal(s))):
                    out.setdefault(e.kind, []).append(e.args)
    return out


def tr(lang: str) -> Translations:
    return ENGLISH if lang == "en" else i18n.translations(lang)


def test_every_kind_the_engine_makes_has_a_message() -> None:
    assert engine_kinds() == set(MESSAGES)
    assert set(MADE_BY_HAND) <= set(MESSAGES)


def test_the_game_is_registered_for_its_words() -> None:
    from powerplay.core.errors import TABLES

    assert TABLES["barrage"] == "powerplay.games.barrage.messages"
    assert f"{TABLE.game}: place" in {where for where, _ in i18n.entries()}


def test_random_games_make_only_events_whose_message_uses_exactly_their_arguments() -> None:
    events = played()
    assert len(events) >= 25
    for kind, all_args in events.items():
        for args in all_args:
            assert TABLE.reads(kind) == set(args), kind


def test_the_automa_has_its_own_kinds_where_it_pays_in_vp() -> None:
    """BA-A3.1: the Automa pays and gains VP where a person pays and gains credits."""
    for kind, args in AUTOMA_FORMS.items():
        assert TABLE.reads(kind) == set(args)
    assert describe("automa.bank", {"seat": 1, "vp": 2}) == "P2 (the Automa) gains 2 VP at the bank (BA-A15)."
    assert describe("bank", {"seat": 1, "credits": 2}) == "P2 places engineers on the bank and gains 2 credits (BA-24)."
    assert describe("automa.place", MADE_BY_HAND["automa.place"], tr("ru")) == (
        "И2 (Автома) ставит инженеров (2): патентное бюро, рядом с ячейками (все заняты)."
    )
    assert describe("automa.reshuffle", {"tiles": 19}, tr("uk")) == (
        "Скинуті плитки Автоми перетасовуються в нову колоду: 19 плиток (D-A3)."
    )


@pytest.mark.parametrize("lang", LANGS)
def test_every_event_is_told_in_each_language(lang: str) -> None:
    words = tr(lang)
    samples = {kind: all_args[:30] for kind, all_args in played().items()}
    for kind, args in [*MADE_BY_HAND.items(), *AUTOMA_FORMS.items()]:
        samples.setdefault(kind, []).append(args)
    assert set(samples) == set(MESSAGES)
    for kind, all_args in samples.items():
        for args in all_args:
            text = describe(kind, args, words)
            assert "{" not in text and "}" not in text, text
            if lang == "en":
                continue
            rest = RULE_ID.sub("", text)
            for a in IDS:
                for value in args[a] if isinstance(args.get(a), list) else [args.get(a)]:
                    if value:
                        rest = rest.replace(str(value), "")
            for h in HEADSTREAMS:
                rest = rest.replace(h, "")
            assert not LATIN_WORD.search(rest), f"{kind}: {text}"


@pytest.mark.parametrize("lang", ("ru", "uk"))
def test_every_message_is_translated_with_its_fields(lang: str) -> None:
    words = tr(lang)
    for where, m in TABLE.catalogue():
        forms = [m.text] if m.plural is None else [m.text, m.plural]
        for n in (1, 2, 5):
            if m.plural is None:
                got = words.pgettext(m.context, m.text) if m.context else words.gettext(m.text)
            else:
                got = (
                    words.npgettext(m.context, m.text, m.plural, n)
                    if m.context
                    else words.ngettext(m.text, m.plural, n)
                )
            assert set(placeholders(got)) == set(placeholders(forms[0])), where
            assert got not in forms or not LATIN_WORD.search(re.sub(r"\{\w+\}|\(.*\)", "", got)), where


def test_exact_sentences_in_english() -> None:
    assert describe("place", {"seat": 0, "space": "WS1R"}) == "P1 takes an action: the workshop (WS1R)."
    build = {
        "seat": 1,
        "structure": "elevation",
        "site": "D8U",
        "tile": "L2_ELEVATION",
        "copies": "",
        "space": 2,
        "excavators": 0,
        "mixers": 3,
        "credits": 0,
    }
    assert describe("build", build) == (
        "P2 builds an elevation on D8U with the elevation tile of level 2 (construction space 2), "
        "paying 3 concrete mixers."
    )
    anton = {**build, "tile": "ANTON", "copies": "basic_base", "space": 0, "excavators": 1}
    assert describe("build", anton) == (
        "P2 builds an elevation on D8U with Anton Krylov's tile copying the basic base tile (no engineers), "
        "paying 1 excavator, 3 concrete mixers."
    )
    assert describe("water.flow", {"stops": [15, -1, 13], "left_map": 1}) == (
        "Water flows: drops stop at D8L, D7L; 1 drop leaves the map."
    )
    assert describe("drops", {"seat": 3, "headstreams": [0, 2], "flow": False}) == (
        "P4 places 2 water drops on headstreams HA, HC."
    )
    assert describe("over", {"winners": [0, 2]}) == "The game is over. P1 and P3 share the victory."


def test_exact_sentences_in_russian_and_ukrainian() -> None:
    ru, uk = tr("ru"), tr("uk")
    fee = {"seat": 0, "owner": 1, "credits": 2, "vp": 2}
    assert describe("conduit.fee", fee, ru) == "И1 платит И2 2 кредита за водовод; И2 также получает 2 ПО (BA-6.4)."
    assert describe("conduit.fee", {**fee, "credits": 5}, uk) == (
        "Г1 платить Г2 5 кредитів за водовід; Г2 також отримує 2 ПО (BA-6.4)."
    )
    produce = {
        "seat": 0,
        "dam": "D8U",
        "conduit": "C8B",
        "powerhouse": "P9_2",
        "drops": 3,
        "energy": 7,
        "repeat": False,
    }
    assert describe("produce", produce, ru) == (
        "И1 производит 7 ед. энергии: 3 капли воды из плотины D8U через водовод C8B на электростанцию P9_2."
    )
    assert describe("produce", {**produce, "drops": 1, "repeat": True}, uk) == (
        "Г1 виробляє знову (BA-34.3): 7 од. енергії: 1 маркер води з греблі D8U через водовід C8B до "
        "електростанції P9_2."
    )
    choose = {"seat": 1, "company": "Germany", "officer": "anton_krylov", "contract": "S4"}
    assert describe("choose", choose, uk) == (
        "Г2 обирає: Німеччина, керівник Антон Крилов, стартовий контракт S4 (BA-12.2)."
    )
    assert describe("machinery", {"seat": 2, "kind": "mixer"}, ru) == "И3 берёт бетономешалку."
    assert i18n.describe({"kind": "place", "args": {"seat": 0, "space": "K1L"}}, "barrage", "uk") == (
        "Г1 виконує дію: відділ контрактів (K1L)."
    )
    assert i18n.describe({"kind": "pass", "args": {"seat": 1}}, "barrage", "ru", ["Оля", None]) == "И2 пасует."
    assert i18n.describe({"kind": "pass", "args": {"seat": 0}}, "barrage", "ru", ["Оля", None]) == "Оля пасует."
