"""GET /api/games/kinds: every registered game as the lobby offers it, from its manifest and its options
model — its options' JSON schema admits the manifest's example configurations, and its words are in
the reader's language."""

from __future__ import annotations

import re

import httpx
import jsonschema
from server_helpers import Server

from powerplay.core.registry import specs

CYRILLIC = re.compile("[а-яА-ЯіїєґІЇЄҐ]")


def kinds(server: Server, lang: str) -> list[dict]:
    r = httpx.get(f"{server.url}/api/games/kinds", cookies={"lang": lang}, timeout=30)
    assert r.status_code == 200, r.text
    return r.json()


def test_every_game_is_offered_with_a_schema_its_examples_fit(server: Server):
    found = kinds(server, "en")
    assert [k["name"] for k in found] == list(specs())  # in the manifests' order
    for kind in found:
        spec = specs()[kind["name"]]
        assert kind["title"] == spec.title["en"] and kind["blurb"] == spec.blurb["en"]
        schema = kind["options"]
        players = schema["properties"]["players"]
        assert kind["players"] == {"min": players["minimum"], "max": players["maximum"], "default": players["default"]}
        for example in spec.examples:
            jsonschema.validate(example, schema)
        too_many = {**spec.examples[0], "players": kind["players"]["max"] + 1}
        assert not jsonschema.Draft202012Validator(schema).is_valid(too_many)
        assert kind["bots"][0]["kind"] == "heuristic"  # the default bot first
        assert {k["kind"] for k in kind["seat_kinds"]} == set(spec.seat_kinds)
        assert not {k["kind"] for k in kind["bots"]} & set(spec.seat_kinds)
        assert kind["score"]["label"] == spec.score[0]
        if kind["lobby"] is not None:  # the game's own module of the lobby page, which the server serves
            assert httpx.get(server.url + kind["lobby"], timeout=30).status_code == 200


def test_the_words_are_in_the_reader_s_language(server: Server):
    english = {k["name"]: k for k in kinds(server, "en")}
    for lang in ("ru", "uk"):
        for kind in kinds(server, lang):
            spec = specs()[kind["name"]]
            assert kind["title"] == spec.title[lang] and kind["blurb"] == spec.blurb[lang]
            words = [kind["score"]["label"], *(c["label"] for c in kind["bots"] + kind["seat_kinds"])]
            words += [kind["alone"]] if kind["alone"] else []
            assert kind["alone"] == spec.alone_in(lang)
            for name, option in kind["options"]["properties"].items():
                words += [option["title"], *(option[k] for k in ("hint", "requirement") if k in option)]
                # a value's words, but an alternative's text after its rule id (the catalogue has none yet)
                words += [w for v, w in option.get("labels", {}).items() if not w.startswith(f"{v}: ")]
                assert option["title"] != english[kind["name"]]["options"]["properties"][name]["title"], name
            untranslated = [w for w in words if not CYRILLIC.search(w)]
            assert not untranslated, (lang, kind["name"], untranslated)
