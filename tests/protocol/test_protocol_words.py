"""Every event kind has words in every language (core/protocol.py ``Event.describe``; i18n.py): each
event met in the random games of a family — setup included — is told by the game's message table in
English, Russian and Ukrainian, whole (no field left open), and in Russian and Ukrainian in words
other than the English ones."""

from __future__ import annotations

import re

from powerplay import i18n

OPEN_FIELD = re.compile(r"[{}]")


def test_every_event_met_is_told_in_every_language(family) -> None:
    languages = {lang: i18n.translations(lang) for lang in i18n.LANGUAGES}
    assert set(languages) >= {"en", "ru", "uk"}
    told: dict[str, tuple] = {}
    for played in family.played():
        for event in played.events:
            key = (event.kind, repr(sorted(event.args.items())))
            if key in told:
                continue
            english = event.describe(languages["en"])
            assert english == event.text and english.strip(), event
            assert not OPEN_FIELD.search(english), english
            for lang, tr in languages.items():
                text = event.describe(tr)
                assert text.strip() and not OPEN_FIELD.search(text), (lang, text)
                if lang != i18n.SOURCE:
                    assert text != english, (lang, event.kind, text)
            told[key] = event
    assert told
