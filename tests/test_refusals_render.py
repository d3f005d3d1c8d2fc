"""Every refusal of every game can be read, in every language (docs/translations.md).

A refusal is a template and its fields, written only when someone reads it: a field the game's
writers cannot write (a list where one plant is wanted) would break whoever shows the refusal — the
terminal, the server, a log. Refusals are collected broadly here: random games of each game trying,
before each move, actions legal at other moments (others' turns, other phases), malformed text and
values that are no action; positions broken field by field (PG-3.9 d, PG-10.8 and every other check
a position can fail); configs that are no config. Each one is read as ``str``, ``message`` and
``describe`` in English, Russian and Ukrainian: text, never an exception, no field left unfilled.

The message tables are checked statically too: every message of every game's table and every
refusal's template has its translations, with the English fields."""

from __future__ import annotations

import copy
import random
import re
from collections.abc import Iterator
from functools import cache
from typing import Any

import pytest
from babel.messages.catalog import Catalog
from babel.messages.pofile import read_po

from powerplay import i18n, load_game
from powerplay.core.errors import BadInput, IllegalAction, tables
from powerplay.core.messages import placeholders
from powerplay.core.registry import game_class

LANGUAGES = ("en", "ru", "uk")
TRANSLATED = ("ru", "uk")
UNFILLED = re.compile(r"\{\w+\}")

CONFIGS: dict[str, list[dict[str, Any]]] = {
    "powergrid": [
        {"players": 3, "map": "germany"},
        {"players": 2, "map": "usa"},
        {"players": 4, "map": "germany", "starting_cities": True},
        {"players": 5, "map": "usa", "classic": True},
    ],
    "powergrid-cards": [
        {"players": 2},
        {"players": 4, "demolition": True},
    ],
    "barrage": [
        {"players": 2, "full": False},
        {"players": 3, "full": True},
        {"players": 2, "full": True, "automa": [None, "hard"]},
    ],
}

MALFORMED: list[Any] = [
    "", " ", "xyzzy", "pass pass", "done now", "bid", "bid x", "bid -3", "bid 3.5", "bid 𝟛", "bid ٣ on plant 13",
    "bid 7 on plant 𝟕", "bid 1" + "0" * 60, "buy", "buy 𝟚 coal", "buy -1 coal", "buy 2 gold", "build",
    "build Atlantis", "power", "power 𝟎𝟕", "power 07 with 𝟚 coal", "power 07 with lots", "scrap", "scrap 99",
    "produce", "produce 07 with 2 gold", "discard 𝟚 coal", "demolish", "demolish 𝟎𝟓a", "bank", "bank 0", "bank -1",
    "bank 𝟛", "bank ٣", "bank 3.0", "bank 1" + "0" * 60, "place on", "place on NOWHERE", "drops on", "drops on HZ",
    "take", "take contract P999", "fulfil P999", "pay 𝟏 credit", "pay 1 dragon", "produce 𝟐 drops from D1L through"
    " C1A to P8_1", "copy nobody", "choose Mars with S1", "put base on nowhere", None, True, False, 3.5, -1,
    10**12, [], {},
]  # fmt: skip
"""Text and values that are no action of any game (no braces: an unfilled field is looked for)."""

MOVES = 300
"""The most moves of a random game that refusals are collected in."""


def _refused(game: Any, action: Any, into: list[ValueError]) -> None:
    """Try ``action`` on a copy; a refusal is kept (anything else raised fails the test)."""
    try:
        game.copy().apply(action)
    except (IllegalAction, BadInput) as e:
        into.append(e)


def _positions_and_refusals(name: str, config: dict[str, Any], seed: int) -> tuple[list[dict], list[ValueError]]:
    """A random game of ``name`` trying, every few moves, actions seen at other moments (each seat's,
    each phase's), the malformed ones and integer indexes; its positions every few moves."""
    rng = random.Random(seed)
    game = load_game(name, seed=seed, **config)
    seen: list[str] = []
    refusals: list[ValueError] = []
    positions = [game.to_json()]
    moves = 0
    while not game.is_over and moves < MOVES:
        legal = game.legal_actions()
        texts = [str(a) for a in legal]
        seen.extend(rng.sample(texts, min(4, len(texts))))
        if moves % 3 == 0:
            own = set(texts)
            for action in rng.sample(seen, min(12, len(seen))):
                if action not in own:
                    _refused(game, action, refusals)
            for action in rng.sample(MALFORMED, 8):
                _refused(game, action, refusals)
            _refused(game, rng.randrange(10**9), refusals)
        if moves % 25 == 0:
            positions.append(game.to_json())
        game.apply(rng.choice(legal))
        moves += 1
    positions.append(game.to_json())
    return positions, refusals


# ---- broken positions --------------------------------------------------------------------------------


def _paths(data: Any, path: tuple = ()) -> Iterator[tuple]:
    """Every place in a JSON value, lists looked into at their first two items and their last."""
    yield path
    if isinstance(data, dict):
        for key, value in data.items():
            yield from _paths(value, (*path, key))
    elif isinstance(data, list):
        for k in sorted({0, 1, len(data) - 1} & set(range(len(data)))):
            yield from _paths(data[k], (*path, k))


def _get(data: Any, path: tuple) -> Any:
    for key in path:
        data = data[key]
    return data


def _variants(value: Any) -> list[Any]:
    """Other values for a place of a position: out of range, of another type, reordered, shortened,
    doubled, with a stranger."""
    if isinstance(value, bool):
        return [not value, "yes", 1]
    if isinstance(value, int):
        return [-1, value + 1, value + 37, 10**6, 2.0, 2.5, "3", "𝟛", True, None]
    if isinstance(value, str):
        return ["", "xyzzy", "step3", "3", "𝟛", 7]
    if isinstance(value, list):
        return [
            [],
            value[::-1],
            value[1:],
            value[:-1],
            value + value[:1],
            [*value, 99],
            [*value, "step3"],
            [*value, "xyzzy"],
            "xyzzy",
            None,
        ]
    if isinstance(value, dict):
        drops = [{k: v for k, v in value.items() if k != key} for key in list(value)[:6]]
        return [{}, {**value, "xyzzy": 1}, *drops, [], None]
    return [0, "xyzzy", [], {}]


def _broken(position: dict, rng: random.Random, most: int) -> Iterator[dict]:
    """Positions each with one place changed (at most ``most`` of them, chosen by ``rng``), and those
    that swap the plant market's rows or put the Step 3 card in them."""
    changes = [(path, v) for path in _paths(position) if path for v in _variants(_get(position, path))]
    for path, value in rng.sample(changes, min(most, len(changes))):
        out = copy.deepcopy(position)
        _get(out, path[:-1])[path[-1]] = value
        yield out
    market = position.get("plant_market")
    if isinstance(market, dict) and "current" in market:
        for current, future in (
            (market["future"], market["current"]),
            (market["current"][::-1], market["future"]),
            (market["current"][:-1], market["future"]),
            ([*market["current"][:-1], "step3"], market["future"]),
            (market["current"], [*market["future"], "step3"]),
            (market["current"] + market["future"], []),
        ):
            out = copy.deepcopy(position)
            out["plant_market"] = {**market, "current": current, "future": future}
            if "step3" in current + future:
                out["deck"] = [c for c in out.get("deck", []) if c != "step3"]
                out["removed"] = [c for c in out.get("removed", []) if c != "step3"]
            yield out
            yield {**out, "step": 3}


def _position_refusals(name: str, positions: list[dict], seed: int) -> list[ValueError]:
    rng = random.Random(seed)
    cls = game_class(name)
    out: list[ValueError] = []
    for position in positions:
        for broken in _broken(position, rng, 120):
            try:
                cls.from_position(broken)
            except (IllegalAction, BadInput) as e:
                out.append(e)
    return out


BAD_CONFIGS: list[dict[str, Any]] = [
    {"players": 1},
    {"players": 9},
    {"players": 2.0},
    {"players": 3.5},
    {"players": "3"},
    {"players": True},
    {"players": None},
    {"xyzzy": 1},
    {"players": 3, "full": "yes"},
    {"players": 3, "map": "mars"},
    {"players": 3, "regions": ["west", "west"]},
    {"players": 3, "trust": "x"},
    {"players": 2, "automa": [None, "godlike"]},
    {"players": 2, "automa": [None, "hard"]},
]


def _config_refusals(name: str) -> list[ValueError]:
    out: list[ValueError] = []
    for config in BAD_CONFIGS:
        try:
            load_game(name, seed=1, **config)
        except (IllegalAction, BadInput) as e:
            out.append(e)
    return out


# ---- reading them ------------------------------------------------------------------------------------


def _key(e: Any) -> tuple:
    return type(e), getattr(e, "rule", None), e.text, repr(sorted(e.fields.items()))


def _unreadable(e: Any) -> list[str]:
    """What is wrong with reading ``e`` in each language (nothing: an empty list)."""
    problems = []
    readings: list[tuple[str, Any]] = [("str", lambda: str(e)), ("message", lambda: e.message)]
    readings += [(lang, lambda lang=lang: e.describe(i18n.translations(lang))) for lang in LANGUAGES]
    for how, read in readings:
        try:
            text = read()
        except Exception as x:  # any exception is what this test looks for
            problems.append(f"{how}: {type(x).__name__}: {x} ({e.text!r}, {e.fields!r})")
            continue
        if not isinstance(text, str) or not text.strip():
            problems.append(f"{how}: no text for {e.text!r}")
        elif UNFILLED.search(text):
            problems.append(f"{how}: an unfilled field in {text!r}")
    return problems


@pytest.mark.parametrize("name", list(CONFIGS))
def test_every_refusal_of_the_game_reads_in_every_language(name: str) -> None:
    refusals: list[ValueError] = _config_refusals(name)
    positions: list[dict] = []
    for k, config in enumerate(CONFIGS[name]):
        found, met = _positions_and_refusals(name, config, seed=k + 1)
        positions += found
        refusals += met
    refusals += _position_refusals(name, positions, seed=len(positions))
    unique = {_key(e): e for e in refusals}
    problems: dict[str, str] = {}
    for e in unique.values():
        for problem in _unreadable(e):
            problems.setdefault(f"{problem.split(':')[0]}: {e.text!r}", problem)
    assert not problems, "\n".join(sorted(problems.values()))
    rules = {e.rule for e in unique.values() if isinstance(e, IllegalAction)}
    texts = {str(e.text) for e in unique.values()}
    assert len(rules) >= 15 and len(texts) >= 30, (sorted(rules), len(texts))
    if name == "powergrid":  # the position checks that wrote a list where one plant was wanted
        assert {"PG-3.9 d", "PG-10.8", "PG-10.5 a", "PG-1.3"} <= rules, sorted(rules)


def test_the_plant_market_rows_are_written_with_the_step_3_card_in_words() -> None:
    """PG-3.9 d, PG-10.5 a, PG-10.8: a market row is its plants' numbers and the Step 3 card in words,
    in each language (inside the engine the card is the number 99, which no reader sees); an empty
    row is a dash."""
    from powerplay.games.powergrid.game import PowerGridGame

    position = load_game("powergrid", players=3, map="germany", seed=1).to_json()
    market = position["plant_market"]
    position["plant_market"] = {**market, "current": market["current"][::-1]}
    with pytest.raises(IllegalAction) as err:
        PowerGridGame.from_position(position)
    assert str(err.value) == "PG-3.9 d: the market rows 09, 07, 05, 03 / 10, 11, 13, 14 are not in number order"
    position["plant_market"] = {**market, "future": [*market["future"][:-1], "step3"]}
    position["deck"] = [c for c in position["deck"] if c != "step3"] + [market["future"][-1]]
    position["step"] = 3
    with pytest.raises(IllegalAction) as err:
        PowerGridGame.from_position(position)
    e = err.value
    assert str(e) == "PG-10.5 a: Step 3 has no future market: 10, 11, 13, the Step 3 card"
    assert e.describe(i18n.translations("ru")) == (
        "PG-10.5 a: на этапе 3 нижнего ряда рынка нет: 10, 11, 13, карта «Этап 3»"
    )
    assert e.describe(i18n.translations("uk")).endswith("10, 11, 13, карта «Етап 3»")
    with pytest.raises(IllegalAction) as err:
        PowerGridGame.from_position({"options": position["options"]})
    assert str(err.value) == "PG-10.8: in Steps 1–2 the market holds 4 + 4 cards, not — / —"


# ---- the tables, statically --------------------------------------------------------------------------


@cache
def catalogue(lang: str) -> Catalog:
    with i18n.catalogue_path(lang).open("rb") as f:
        return read_po(f)


def _table_messages() -> Iterator[tuple[str, str | None, str, str | None]]:
    """Every message of every game's table and refusal phrases: (where, context, English, plural)."""
    import importlib

    for game, module_name in tables().items():
        module = importlib.import_module(module_name)
        for where, m in module.TABLE.catalogue():
            yield f"{game}: {where}", m.context, m.text, m.plural
        for key, m in getattr(module, "REFUSAL_PHRASES", {}).items():
            yield f"{game}: refusal phrase {key}", m.context, m.text, m.plural
    for path, line, one, other in i18n.refusals():
        yield f"{path}:{line}", None, one, other


@pytest.mark.parametrize("lang", TRANSLATED)
def test_every_template_of_every_game_is_translated_with_its_fields(lang: str) -> None:
    cat = catalogue(lang)
    tr = i18n.translations(lang)
    problems = []
    for where, context, one, other in _table_messages():
        fields = set(placeholders(one))
        entry = cat.get(one, context)
        if entry is None or entry.fuzzy or not entry.string:
            problems.append(f"{where}: {one!r} is not translated")
            continue
        if other is None:
            forms = [tr.gettext(one) if context is None else tr.pgettext(context, one)]
        else:
            forms = [
                tr.ngettext(one, other, n) if context is None else tr.npgettext(context, one, other, n)
                for n in (0, 1, 2, 5, 11, 21, 22)
            ]
        for form in forms:
            if set(placeholders(form)) != fields:
                problems.append(f"{where}: {form!r} has other fields than {one!r}")
    assert not problems, "\n".join(problems[:40])
