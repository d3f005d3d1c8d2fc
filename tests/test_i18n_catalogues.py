"""Every catalogue — the games, the server, the terminal and CLI, the web pages — holds
every message its code uses, translated into Russian and Ukrainian with the same fields and rule
ids, each plural with its three forms, and nothing the code no longer uses.

The messages are extracted here exactly as ``make catalogues`` does (babel/<domain>.cfg), so a text
added to the code without its translation fails this test."""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path

import pytest
from babel.messages.catalog import Catalog
from babel.messages.extract import extract_from_dir
from babel.messages.frontend import parse_mapping_cfg
from babel.messages.pofile import read_po

from powerplay import i18n

ROOT = Path(__file__).resolve().parents[1]
TRANSLATED = ("ru", "uk")
RULE_ID = re.compile(r"\b(?:PG|CG|D|AMB|BA-A|BA|D-A)-?\d+(?:\.\d+)*(?: [a-z]\b)?")
FIELD = re.compile(r"\{(\w*)\}")


@cache
def extracted(domain: str) -> dict[tuple[str, str | None], tuple[str, ...]]:
    """What the code of ``domain`` asks to translate: (msgid, context) → its forms, as Babel finds them."""
    with (ROOT / "babel" / f"{domain}.cfg").open() as f:
        method_map, options_map = parse_mapping_cfg(f)
    out: dict[tuple[str, str | None], tuple[str, ...]] = {}
    for _, _, message, _, context in extract_from_dir(str(ROOT), method_map, options_map):
        forms = message if isinstance(message, tuple) else (message,)
        out[(forms[0], context)] = tuple(forms)
    return out


@cache
def catalogue(domain: str, lang: str) -> Catalog:
    with i18n.catalogue_path(lang, domain=domain).open("rb") as f:
        return read_po(f)


CASES = [(d, lang) for d in i18n.DOMAINS for lang in TRANSLATED]


def test_each_domain_has_its_extraction_and_its_catalogues():
    for d in i18n.DOMAINS:
        assert (ROOT / "babel" / f"{d}.cfg").exists(), d
        for lang in TRANSLATED:
            assert i18n.catalogue_path(lang, domain=d).exists(), (d, lang)


@pytest.mark.parametrize(("domain", "lang"), CASES)
def test_every_message_is_translated_with_the_same_fields(domain: str, lang: str):
    cat = catalogue(domain, lang)
    problems = []
    for (text, context), forms in extracted(domain).items():
        m = cat.get(text, context)
        if m is None or m.fuzzy:
            problems.append(f"{text!r} is {'fuzzy' if m else 'missing'}")
            continue
        strings = m.string if isinstance(m.string, tuple) else (m.string,)
        if len(forms) > 1 and len(strings) != cat.num_plurals:
            problems.append(f"{text!r} needs {cat.num_plurals} plural forms")
        for s in strings:
            if not s or (text.strip() and not s.strip()):
                problems.append(f"{text!r} has an empty form")
            elif set(FIELD.findall(s)) != set(FIELD.findall(text)):
                problems.append(f"{s!r} has other fields than {text!r}")
            elif sorted(RULE_ID.findall(s)) != sorted(RULE_ID.findall(text)):
                problems.append(f"{s!r} does not keep the rule ids of {text!r}")
    assert not problems, f"{domain}.po ({lang}): " + "\n".join(problems[:40])


@pytest.mark.parametrize(("domain", "lang"), CASES)
def test_no_catalogue_keeps_a_message_the_code_no_longer_has(domain: str, lang: str):
    wanted = extracted(domain)
    stale = [
        m.id
        for m in catalogue(domain, lang)
        if m.id and (m.id if isinstance(m.id, str) else m.id[0], m.context) not in wanted
    ]
    assert not stale, f"{domain}.po ({lang}) keeps {stale[:20]}"
    assert not catalogue(domain, lang).obsolete, f"{domain}.po ({lang}) keeps obsolete entries (#~): remove them"


@pytest.mark.parametrize(("domain", "lang"), CASES)
def test_every_catalogue_passes_the_checks_make_compiles_it_with(domain: str, lang: str):
    """``pybabel compile`` (``make locale``) refuses a catalogue whose entries fail Babel's checks
    (a ``%`` placeholder lost in translation, a wrong number of plural forms)."""
    errors = [f"{m.id!r}: {e}" for m, found in catalogue(domain, lang).check() for e in found]
    assert not errors, f"{domain}.po ({lang}): " + "\n".join(errors)
