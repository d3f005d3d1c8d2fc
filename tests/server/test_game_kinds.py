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


def test_a_game_s_data_set_comes_as_its_page_draws_it_in_the_reader_s_language(server: Server):
    """Pampero's page draws the boards from its data set (GET /api/games/kinds/pampero/data/{digest}):
    every component of the set, named as the log names it, in the reader's language."""
    from powerplay.games.pampero import datasets

    data = datasets.find(None)
    url = f"{server.url}/api/games/kinds/pampero/data/{data.digest}"
    english = httpx.get(url, cookies={"lang": "en"}, timeout=30).json()
    russian = httpx.get(url, cookies={"lang": "ru"}, timeout=30).json()
    assert english["digest"] == data.digest and english["provisional"] is True
    assert set(english["sites"]) == set(data.sites) and set(english["contracts"]) == set(data.contracts)
    assert set(english["cards"]) == set(data.cards) and set(english["bonus_cells"]) == set(data.bonus_cells)
    assert english["sites"]["A1-T1"]["name"] == "tower site 1 in sector A1"
    assert CYRILLIC.search(russian["sites"]["A1-T1"]["name"]) and CYRILLIC.search(russian["cards"]["ST-1"]["name"])
    halves = [t[h] for t in russian["scoring_tokens"].values() for h in ("top", "bottom")]
    assert all(CYRILLIC.search(h) for h in halves)
    slots = russian["company"]["bonus_slot_effects"]
    assert len(slots) == len(data.bonus_slots) and all(slots)
    assert CYRILLIC.search(slots[0]) and slots != english["company"]["bonus_slot_effects"]
    for wrong in (f"pampero/data/{'0' * 64}", f"powergrid/data/{data.digest}", f"nothing/data/{data.digest}"):
        r = httpx.get(f"{server.url}/api/games/kinds/{wrong}", timeout=30)
        assert r.status_code == 404 and r.json()["error"], wrong
    assert httpx.get(f"{server.url}/api/games/kinds/pampero/data/not-a-digest", timeout=30).status_code in (
        400,
        404,
        422,
    )
