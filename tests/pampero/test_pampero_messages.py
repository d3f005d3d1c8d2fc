"""Pampero's words (docs/glossary/pampero.md): every event kind the engine makes has a message in
English, Russian and Ukrainian that reads exactly its arguments, in random games of 2–4 players with
and without every alternative rule (PA-34.2, PA-35) and decision (PA-38); no message names a thing by
its data id or cites a rule (the boards' and cards' names instead; the rules per kind in ``RULES``)."""

from __future__ import annotations

import random
import re
from functools import cache
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

from powerplay import i18n
from powerplay.core.messages import ENGLISH, Translations, placeholders
from powerplay.games.pampero import messages, setup, turns
from powerplay.games.pampero.messages import MESSAGES, REFUSAL_PHRASES, RULES, TABLE, describe
from powerplay.games.pampero.options import ALTERNATIVES
from powerplay.games.pampero.state import Phase

ENGINE = Path(messages.__file__).parent
LANGS = ("en", "ru", "uk")
EVERYTHING = {
    "long_game": True,
    "beginner": True,
    "fixed_bonus": True,
    "restrictions": True,
    "battery_limit": True,
    "alternatives": sorted(ALTERNATIVES),
}
CONFIGS = [
    {"players": 2},
    {"players": 3},
    {"players": 4},
    {"players": 2, "rado": True, **EVERYTHING},
    {"players": 3, **EVERYTHING},
    {"players": 4, **EVERYTHING},
]
SEEDS = 8
RARE: dict[str, dict] = {}
"""Kinds only rare paths make, which the random games above may miss, with arguments as the engine
writes them: none (each kind is made by the games above)."""

RULE_ID = re.compile(r"\b(?:PA|AMB|GAP)-\d+(?:\.\d+)*")
LATIN_WORD = re.compile(r"\b(?!I{1,3}\b)[A-Za-z]{2,}")
"""An English word (the Roman numerals of the beginner tokens, PA-5.3, aside)."""
RAW_ID = re.compile(
    r"\b(?:ST-\d|S[AS]-\d\d|[ABC]\d?-(?:S?[TWM])\d|STD-|REM-\d|SOL-|SC-|RC-\d|TB-|L-(?:A|BC)\d|LINK-START|LNK-|LL-"
    r"|PARK-\d|AR-\d|BR-\d|G\d-\d|r\dc\d|TBB-|STORAGE|BEG-|INC-|FINAL-)"
)
"""The data's ids of cards, sites, slots, tokens, cells and places."""


def engine_kinds() -> set[str]:
    """Every kind the engine's modules write as ``Event("kind", ...)``."""
    found: set[str] = set()
    for path in ENGINE.glob("*.py"):
        if path.name != "messages.py":
            found |= set(re.findall(r'Event\(\s*"([^"]+)"', path.read_text("utf-8")))
    return found


@cache
def played() -> dict[str, list[dict]]:
    """Every event of random games of every config, by kind."""
    out: dict[str, list[dict]] = {}
    for k, config in enumerate(CONFIGS):
        for seed in range(SEEDS):
            s, events = setup.new_state(setup.options_from_config(config), 100 * k + seed)
            rng = random.Random(seed)
            while s.phase != Phase.OVER:
                events += turns.apply(s, rng.choice(turns.legal(s)))
            for e in events:
                out.setdefault(e.kind, []).append(e.args)
    return out


def tr(lang: str) -> Translations:
    return ENGLISH if lang == "en" else i18n.translations(lang)


def test_pa_37_every_kind_the_engine_makes_has_a_message_and_a_rule() -> None:
    """Every ``Event("kind", …)`` of the engine's modules has its message, and no message waits for a
    kind the engine does not make; every kind names its rule (PA-x.y, AMB-nn)."""
    assert engine_kinds() == set(MESSAGES)
    assert set(RULES) == set(MESSAGES)
    assert all(RULE_ID.fullmatch(rule) for rule in RULES.values())
    assert not TABLE.problems()


def test_pa_1_6_random_games_make_every_kind_with_exactly_its_message_s_arguments() -> None:
    """Random games to the end (PA-1.6) make every kind of the table, except the rare ones listed, and
    each event carries exactly the arguments its message reads."""
    events = played()
    assert set(events) | set(RARE) == set(MESSAGES), sorted(set(MESSAGES) - set(events) - set(RARE))
    for kind, all_args in [*events.items(), *((k, [a]) for k, a in RARE.items())]:
        for args in all_args:
            assert TABLE.reads(kind) == set(args), (kind, sorted(args))


@pytest.mark.parametrize("lang", LANGS)
def test_pa_0_5_every_event_is_told_in_each_language_without_ids_or_rules(lang: str) -> None:
    """Every event in words of the language (PA-0.5's terms): no field left unfilled, no English word
    left in Russian and Ukrainian, and in no language a data id (A2-T1, STD-A1-2, TB-A03, G3-2) or a
    rule id."""
    words = tr(lang)
    problems = set()
    samples = {kind: all_args[:40] for kind, all_args in played().items()}
    for kind, all_args in [*samples.items(), *((k, [a]) for k, a in RARE.items())]:
        for args in all_args:
            text = describe(kind, args, words)
            if re.search(r"\{\w*\}|None", text):
                problems.add(f"{kind}: an unfilled field in {text!r}")
            if RAW_ID.search(text) or RULE_ID.search(text):
                problems.add(f"{kind}: an id in {text!r}")
            if lang != "en" and LATIN_WORD.search(text):
                problems.add(f"{kind}: English in {text!r}")
    assert not problems, "\n".join(sorted(problems)[:40])


@pytest.mark.parametrize("lang", LANGS)
def test_pa_23_1_a_specialist_card_drawn_unseen_is_told_without_naming_it(lang: str) -> None:
    """PA-23.1: a card taken from the top of a deck is named to nobody in the log: its kind only."""
    words = tr(lang)
    for kind in ("action", "scoring"):
        unseen = describe("specialist", {"seat": 1, "kind": kind, "card": None}, words)
        seen = describe(
            "specialist", {"seat": 1, "kind": kind, "card": "SS-01" if kind == "scoring" else "SA-05"}, words
        )
        assert unseen != seen and "None" not in unseen and not RAW_ID.search(unseen + seen)
    assert describe("specialist", {"seat": 1, "kind": "action", "card": None}) == (
        "P2 takes a specialist action card from the deck."
    )
    assert describe("specialist", {"seat": 0, "kind": "scoring", "card": "SS-01"}) == (
        "P1 takes the specialist scoring card Residential Analyst."
    )


def test_pa_3_5_things_are_named_as_the_boards_show_them() -> None:
    """PA-3.5, PA-9.9, PA-12.2: a site by its kind and number in its sector (zone C has none, PA-3.1);
    PA-3.3, PA-11.3: a contract by its kind and market symbols, its slot by its location."""
    assert describe("build.tower", {"seat": 1, "site": "A2-T1", "via": 0, "tower": 3}) == (
        "P2 builds a tower on tower site 1 in sector A2 (tower 3), using P1's bulldozer."
    )
    assert describe("build.wind", {"seat": 0, "site": "C-M2", "via": 0}) == (
        "P1 builds a wind farm on mixed site 2 in zone C, beside its own bulldozer."
    )
    args = {"seat": 2, "slot": "STD-A1-2", "token": "SC-A1-2", "cell": "G3-2", "energy": 1, "batteries": 0}
    assert describe("contract", args) == (
        "P3 fulfils the standard contract “residential ▶, remote” at location 2 in sector A1, paying 1 energy; "
        "the token goes to transformer cell 2 of column 3."
    )
    assert describe("contract", args, tr("ru")) == (
        "И3 выполняет стандартный контракт «жилищный ▶, дистанционный» (локация 2 в секторе A1), плата: "
        "1 энергия; жетон ложится на планшет сети (ячейка трансформатора 2 столбца 3)."
    )


@pytest.mark.parametrize("lang", ("ru", "uk"))
def test_pa_0_5_every_message_and_phrase_is_in_the_catalogue_with_its_fields(lang: str) -> None:
    """Every message of the table, its phrases and the refusals' phrases included, is translated with
    the same fields, each plural with the language's three forms."""
    with i18n.catalogue_path(lang).open("rb") as f:
        cat = read_po(f)
    problems = []
    for where, m in [*TABLE.catalogue(), *REFUSAL_PHRASES.items()]:
        entry = cat.get(m.text, m.context)
        if entry is None or entry.fuzzy or not entry.string:
            problems.append(f"{where}: {m.text!r} is missing")
            continue
        forms = entry.string if isinstance(entry.string, tuple) else (entry.string,)
        if (m.plural is not None) != isinstance(entry.id, tuple) or (m.plural and len(forms) != cat.num_plurals):
            problems.append(f"{where}: {m.text!r} needs {cat.num_plurals if m.plural else 1} form(s)")
        for form in forms:
            if not form or set(placeholders(form)) != set(m.names):
                problems.append(f"{where}: {form!r} has other fields than {m.text!r}")
    assert not problems, "\n".join(problems[:40])
