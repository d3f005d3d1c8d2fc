"""Barrage's words (docs/translations.md, docs/glossary/barrage.md): every event kind the engine makes
has a message in English, Russian and Ukrainian that uses all its arguments, in random games of 2–4
seats, introductory and full; no message names a thing by its data id or cites a rule (the map's and
the boards' names instead; the rules per kind in ``RULES``)."""

from __future__ import annotations

import random
import re
from functools import cache
from pathlib import Path

import pytest

from powerplay import i18n
from powerplay.core.messages import ENGLISH, Translations, placeholders
from powerplay.games.barrage import messages
from powerplay.games.barrage.messages import LEGACY, MESSAGES, RULES, TABLE, describe
from powerplay.games.barrage.rewards import VP_EVENTS
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
RAW_ID = re.compile(
    r"\b(?:D\d+[UL]|C\d+[AB]|P\d+_\d|H[A-D]|T[+-]?\d[LR]|W\d[LR]|WS\d[LR]|M\d[LR]|K\d[LR]|PAT\d|MAHIRI\d|AT\d+"
    r"|[SN]\d+|P[1-5]\d\d|basic_\w+|L\d_[A-Z]+|BONUS_\w+|ANTON)\b"
)
"""The data's ids of sites, headstreams, action spaces, contracts, tiles and Automa tiles."""

MADE_BY_HAND = {
    "guide.flip": {"seat": 0, "actions": "AT04"},
    "put": {"seat": 1, "structure": "conduit", "site": "C8B"},
    "gain.excavators": {"seat": 0, "excavators": 2},
    "gain.automa-credits": {"seat": 2, "vp": 3},
    "gain.vp": {"seat": 0, "vp": 3},
    "gain.vp-technology": {"seat": 0, "vp": 9},
    "score.automa-credits": {"seat": 2, "vp": -1},
    "energy.italy": {"seat": 0, "energy": 3},
    "automa.flip": {"seat": 1, "actions": "AT07", "criteria": "AT12"},
    "automa.reshuffle": {"tiles": 19},
    "automa.action": {"seat": 1, "kind": "wild_machinery_shop_or_bank"},
    "automa.place": {"seat": 1, "section": "patent_office", "space": "", "engineers": 2},
    "automa.contracts": {"seat": 1, "removed": ["P201", "P214"], "energy": 4},
    "automa.machinery": {"seat": 1, "vp": 2, "excavators": 1, "mixers": 1},
    "mahiri": {"seat": 0, "space": "MAHIRI2", "credits": 3},
    "place": {"seat": 0, "space": "K1L"},
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
    """Every kind the engine's modules write as ``Event("kind", ...)``, and the kinds of VP gained by
    source."""
    found = set()
    for path in ENGINE.glob("*.py"):
        found |= set(re.findall(r'Event\(\s*"([^"]+)"', path.read_text("utf-8")))
    return found | set(VP_EVENTS.values())


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
    """Kinds the engine no longer makes keep theirs (stored games' events), and every kind its rule."""
    assert engine_kinds() == set(MESSAGES) - LEGACY
    assert set(MADE_BY_HAND) <= set(MESSAGES) and set(RULES) == set(MESSAGES)


def test_the_game_is_registered_for_its_words() -> None:
    from powerplay.core.errors import tables

    assert tables()["barrage"] == "powerplay.games.barrage.messages"
    assert f"{TABLE.game}: place.paid" in {where for where, _ in i18n.entries()}


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
    assert describe("automa.bank", {"seat": 1, "vp": 2}) == "P2 (the Automa) gains 2 VP at the bank."
    assert describe("bank", {"seat": 1, "credits": 2}) == "P2 places 2 engineers on the bank and gains 2 credits."
    assert describe("automa.place", MADE_BY_HAND["automa.place"], tr("ru")) == (
        "И2 (Автома) ставит инженеров (2): патентное бюро, рядом с ячейками (все заняты)."
    )
    assert describe("automa.reshuffle", {"tiles": 19}, tr("uk")) == (
        "Скинуті плитки Автоми перетасовуються в нову колоду: 19 плиток."
    )


@pytest.mark.parametrize("lang", LANGS)
def test_every_event_is_told_in_each_language_without_ids_or_rules(lang: str) -> None:
    """Every kind in words of the language: no English word left in Russian and Ukrainian, and in no
    language a data id (D8U, C7A, P10_1, T+2L, S3, P212, AT18) or a rule id (BA-A5.2)."""
    words = tr(lang)
    samples = {kind: all_args[:30] for kind, all_args in played().items()}
    for kind, args in [*MADE_BY_HAND.items(), *AUTOMA_FORMS.items()]:
        samples.setdefault(kind, []).append(args)
    assert set(samples) == set(MESSAGES)
    for kind, all_args in samples.items():
        for args in all_args:
            text = describe(kind, args, words)
            assert "{" not in text and "}" not in text, text
            assert not RAW_ID.search(text) and not RULE_ID.search(text), f"{kind}: {text}"
            if lang != "en":
                assert not LATIN_WORD.search(text.replace("P1", "").replace("P2", "")), f"{kind}: {text}"


def test_the_events_say_what_an_action_took_and_gave() -> None:
    """An action space's line names its section and effect and what it took; the workshop's and the
    machinery shop's effects follow it (BA-25.2, BA-26.1); a construction says all it took, the 4th
    construction space's credits too (BA-16.2)."""
    events = played()
    assert events["place.paid"] and all({"engineers", "credits"} <= set(a) for a in events["place.paid"])
    assert describe("place.paid", {"seat": 0, "space": "M3L", "engineers": 2, "credits": 5}) == (
        "P1 takes an action: the machinery shop (1 excavator and 1 concrete mixer), paying 2 engineers and 5 credits."
    )
    assert describe("place.paid", {"seat": 0, "space": "WS2L", "engineers": 2, "credits": 2}, tr("uk")) == (
        "Г1 виконує дію: майстерня (колесо +2); плата: 2 інженери і 2 кредити."
    )
    build = {"seat": 1, "structure": "base", "site": "D8U", "tile": "basic_base", "copies": "", "space": 4}
    assert describe("build", {**build, "excavators": 3, "mixers": 0, "credits": 3}) == (
        "P2 builds a base on the upper dam space of basin 8 with the basic base tile (construction space 4), "
        "paying 3 engineers, 3 excavators, 6 credits."
    )


def test_scoring_lines_are_true_to_each_place_and_sign() -> None:
    """BA-30.1: only the leader is told it produced the most; BA-30.4: the "0" space's VP are lost, not
    "−3" gained; BA-30.6: a bonus tile that gives less, or nothing, says why."""
    assert describe("score.energy-second", {"seat": 1, "vp": 2}) == (
        "P2 scores 2 VP for producing the second most energy."
    )
    assert describe("score.credits", {"seat": 0, "credits": 3, "vp": -3}, tr("uk")) == (
        "Г1 отримує 3 кредити за вироблену енергію і втрачає 3 ПО."
    )
    short = {"seat": 0, "tile": "BONUS_BASES", "count": 1, "vp": 0, "energy": 12, "need": 18}
    assert describe("score.bonus-short", short, tr("uk")) == (
        "Г1 нічого не отримує за бонусним жетоном (4 ПО за основу; повна винагорода 4 ПО): 12 од. енергії в "
        "цьому раунді, для повної винагороди потрібно 18, мінус 4 ПО за кожну секцію нижче."
    )
    assert describe("score.bonus-short", {**short, "energy": 4}) == (
        "P1 scores nothing for the bonus tile (4 VP per base; 4 VP in full): 4 energy this round, fewer than the "
        "6 it takes at least."
    )
    assert describe("water.flow", {"stops": [7, 7, -1], "left_map": 1}) == (
        "Water flows: drops stop at the lower dam space of basin 4 (2); 1 drop leaves the map."
    )
    events = played()
    assert events["score.energy-second"] and events["score.bonus-short"]


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
    assert describe("place", {"seat": 0, "space": "WS1R"}) == "P1 takes an action: the workshop (wheel +1)."
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
        "P2 builds an elevation on the upper dam space of basin 8 with the elevation tile of level 2 "
        "(construction space 2), paying 2 engineers, 3 concrete mixers."
    )
    anton = {**build, "tile": "ANTON", "copies": "basic_base", "space": 0, "excavators": 1}
    assert describe("build", anton) == (
        "P2 builds an elevation on the upper dam space of basin 8 with Anton Krylov's tile copying the basic base "
        "tile (no engineers), paying 1 excavator, 3 concrete mixers."
    )
    assert describe("water.flow", {"stops": [15, -1, 13], "left_map": 1}) == (
        "Water flows: drops stop at the lower dam space of basin 8, the lower dam space of basin 7; "
        "1 drop leaves the map."
    )
    assert describe("drops", {"seat": 3, "headstreams": [0, 2], "flow": False}) == (
        "P4 places 2 water drops on headstreams A, C."
    )
    assert describe("contract.take", {"seat": 0, "contract": "S3"}) == "P1 takes the contract “2 energy → 3 credits”."
    assert describe("automa.flip", {"seat": 1, "actions": "AT18", "criteria": "AT07"}) == (
        "P2 (the Automa) flips a tile: actions of tile 18, criteria of tile 7."
    )
    assert describe("over", {"winners": [0, 2]}) == "The game is over. P1 and P3 share the victory."


def test_exact_sentences_in_russian_and_ukrainian() -> None:
    ru, uk = tr("ru"), tr("uk")
    fee = {"seat": 0, "owner": 1, "credits": 2, "vp": 2}
    assert describe("conduit.fee", fee, ru) == "И1 платит И2 2 кредита за водовод; И2 также получает 2 ПО."
    assert describe("conduit.fee", {**fee, "credits": 5}, uk) == (
        "Г1 платить Г2 5 кредитів за водовід; Г2 також отримує 2 ПО."
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
        "И1 производит 7 ед. энергии: 3 капли воды; верхняя ячейка плотины в водоёме 8 → ячейка водовода из "
        "водоёма 8 в водоём 9 → ячейка электростанции 2 в водоёме 9."
    )
    assert describe("produce", {**produce, "drops": 1, "repeat": True}, uk) == (
        "Г1 виробляє знову (здібність Німеччини): 7 од. енергії: 1 маркер води; верхня комірка греблі у водоймі 8 "
        "→ комірка водоводу з водойми 8 до водойми 9 → комірка електростанції 2 у водоймі 9."
    )
    choose = {"seat": 1, "company": "Germany", "officer": "anton_krylov", "contract": "S4"}
    assert describe("choose", choose, uk) == (
        "Г2 обирає: Німеччина, керівник Антон Крилов, стартовий контракт «4 од. енергії → 2 кредити, "
        "1 екскаватор або бетонозмішувач»."
    )
    assert describe("machinery", {"seat": 2, "kind": "mixer"}, ru) == "И3 берёт бетономешалку."
    assert i18n.describe({"kind": "place", "args": {"seat": 0, "space": "K1L"}}, "barrage", "uk") == (
        "Г1 виконує дію: відділ контрактів (1 контракт)."
    )
    assert i18n.describe({"kind": "pass", "args": {"seat": 1}}, "barrage", "ru", ["Оля", None]) == "И2 пасует."
    assert i18n.describe({"kind": "pass", "args": {"seat": 0}}, "barrage", "ru", ["Оля", None]) == "Оля пасует."
