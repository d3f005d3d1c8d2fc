"""The rules' refusals in Russian, Ukrainian and English (docs/translations.md).

Every ``IllegalAction`` and ``BadInput`` of the games is a template with named fields, kept as data
until read: each template is in the catalogues with the same fields, the code never glues words
together, random games trying illegal actions are refused with no English word in ru/uk, and the
English reads as it did."""

from __future__ import annotations

import ast
import pickle
import random
import re
from functools import cache
from pathlib import Path
from typing import Any

import pytest
from babel.messages.catalog import Catalog
from babel.messages.pofile import read_po

from powerplay import i18n, load_game
from powerplay.core.errors import BadInput, IllegalAction, Plural
from powerplay.core.messages import placeholders

SRC = Path(i18n.__file__).resolve().parent
TRANSLATED = ("ru", "uk")
RULE_ID = re.compile(r"\b(?:PG|CG|C|D)-\d+(?:\.\d+)?(?: [a-z]\b)?")
RAW_FIELDS = ("text", "value", "names", "error", "options", "unknown", "games", "name")
"""Fields that hold what someone typed or the commands' own syntax (English command words): shown as is."""


@cache
def catalogue(lang: str) -> Catalog:
    with i18n.catalogue_path(lang).open("rb") as f:
        return read_po(f)


def test_the_games_raise_many_refusals_and_every_one_is_extracted():
    found = i18n.refusals()
    assert len(found) > 150
    texts = {one for _, _, one, _ in found}
    assert "none of {player}'s plants ({plants}) can store {resource}" in texts
    assert "unknown city {text} on the {board} board" in texts


@pytest.mark.parametrize("lang", TRANSLATED)
def test_every_refusal_is_translated_with_its_fields_and_rule_ids(lang: str):
    cat = catalogue(lang)
    problems = []
    for path, line, one, other in i18n.refusals():
        m = cat.get(one)
        where = f"{path}:{line}"
        if m is None or m.fuzzy or not m.string:
            problems.append(f"{where}: {one!r} is {'fuzzy' if m and m.fuzzy else 'missing'}")
            continue
        forms = m.string if isinstance(m.string, tuple) else (m.string,)
        if (other is not None) != isinstance(m.id, tuple) or (other is not None and len(forms) != cat.num_plurals):
            problems.append(f"{where}: {one!r} needs {cat.num_plurals if other else 1} form(s)")
        for form in forms:
            if not form or set(placeholders(form)) != set(placeholders(one)):
                problems.append(f"{where}: {form!r} has other fields than {one!r}")
            elif RULE_ID.findall(form) != RULE_ID.findall(one):
                problems.append(f"{where}: {form!r} does not keep the rule ids of {one!r}")
    assert not problems, "\n".join(problems)


def _calls() -> list[tuple[str, str, ast.Call]]:
    out = []
    for package in i18n.REFUSAL_SOURCES:
        for path in sorted((SRC / package).rglob("*.py")):
            tree = ast.parse(path.read_text("utf-8"))
            for func in ast.walk(tree):
                if not isinstance(func, (ast.FunctionDef, ast.AsyncFunctionDef)):
                    continue
                for node in ast.walk(func):
                    if isinstance(node, ast.Call) and getattr(node.func, "id", None) in ("IllegalAction", "BadInput"):
                        out.append((path.relative_to(SRC).as_posix(), func.name, node))
    return out


def _template(call: ast.Call) -> tuple[str, ...] | None:
    """The English of a refusal's call, when it is a literal template (or a Plural of literals)."""
    i = 1 if getattr(call.func, "id", None) == "IllegalAction" else 0
    arg = call.args[i] if len(call.args) > i else None
    if isinstance(arg, ast.Constant) and isinstance(arg.value, str):
        return (arg.value,)
    if isinstance(arg, ast.Call) and getattr(arg.func, "id", None) == "Plural":
        values = [a.value for a in arg.args if isinstance(a, ast.Constant)]
        if len(values) == 3:
            return (values[0], values[1], f"#count:{values[2]}")
    return None


def test_no_refusal_is_glued_from_values_and_each_gets_exactly_its_fields():
    """A refusal's English is a literal template (never an f-string); its fields are passed by name,
    every one the template names and no other (the count of a Plural included)."""
    problems = []
    calls = _calls()
    assert len(calls) > 150
    for path, func, call in calls:
        where = f"{path}:{call.lineno} ({func})"
        template = _template(call)
        if template is None:
            problems.append(f"{where}: the refusal's English is not a literal template")
            continue
        names = set().union(*(placeholders(t) for t in template if not t.startswith("#count:")))
        count = {t.removeprefix("#count:") for t in template if t.startswith("#count:")}
        given = {k.arg for k in call.keywords if k.arg and k.arg != "game"}
        if given != names | count:
            problems.append(f"{where}: fields {sorted(given)} for a template that names {sorted(names | count)}")
    assert not problems, "\n".join(problems)


# ---- random games, trying what the rules refuse ------------------------------------------------------

POWERGRID_TRIES = [
    "pass", "done", "bid 20 on plant 13", "bid 3 on plant 50", "bid 99", "bid 1", "bid 5 on plant 42",
    "buy 3 coal", "buy 1 uranium", "buy 0 oil", "buy 30 garbage", "build Essen", "build Atlantis",
    "power 07 10", "power nothing", "power 03 with 9 oil", "power 99", "scrap 05", "scrap 03 returning 9 coal",
    "trust Essen", "mark Essen", "xyzzy", "bid", "power 04 with 2 coal and lots", 10**9, True, None,
]  # fmt: skip
CARDS_TRIES = [
    "pass", "done", "bid 20 on plant 12", "bid 3 on plant 05a", "bid 99", "bid 1", "bid 5 on plant 99",
    "buy 3 gas from column 2", "buy 1 coal from column 1", "buy 2 oil from column 7", "demolish 05a",
    "discard 2 coal 1 oil", "discard nothing", "produce 07 12 with 2 gas 1 oil", "produce nothing",
    "produce 12 with 3 coal", "xyzzy", "bid", 10**9, True, None,
]  # fmt: skip


def _refusals(game_name: str, seed: int, **config: Any) -> list[tuple[ValueError, list[str]]]:
    """Refusals met in a random game trying, before each move, every action of another kind, other
    plants and cities, numbers out of range and garbage (each tried on a copy)."""
    rng = random.Random(seed)
    game = load_game(game_name, seed=seed, **config)
    tries = POWERGRID_TRIES if game_name == "powergrid" else CARDS_TRIES
    cities = list(game.state.zone.board.cities) if game_name == "powergrid" else []
    out: list[tuple[ValueError, list[str]]] = []
    moves = 0
    while not game.is_over and moves < 400:
        legal = game.legal_actions()
        candidates = [*tries, *(str(a) for a in rng.sample(legal, min(3, len(legal))))]
        if cities:
            candidates += [f"build {c}" for c in rng.sample(cities, 3)] + [f"trust {rng.choice(cities)}"]
        for action in candidates:
            try:
                game.copy().apply(action)
            except (IllegalAction, BadInput) as e:
                out.append((e, cities))
        game.apply(rng.choice(legal))
        moves += 1
    return out


ENGLISH_WORD = re.compile(r"[A-Za-z]{2,}")


def _leftover_english(e: ValueError, text: str, cities: list[str]) -> list[str]:
    """English words in a refusal's text, leaving out rule ids, city names, quoted text (commands
    and what was typed), and the fields that show input as is."""
    fields = getattr(e, "fields", {})
    for key in RAW_FIELDS:
        if key in fields:
            for shown in (repr(fields[key]), str(fields[key])):
                text = text.replace(shown, " ")
    text = re.sub(r"'[^']*'", " ", RULE_ID.sub(" ", text))
    for city in sorted(cities, key=len, reverse=True):
        text = text.replace(city, " ")
    return ENGLISH_WORD.findall(re.sub(r"\b\d+[ab]?\b", " ", text))


@pytest.mark.parametrize(
    ("game", "config"),
    [
        ("powergrid", {"players": 3, "map": "germany"}),
        ("powergrid", {"players": 2, "map": "usa"}),
        ("powergrid", {"players": 4, "map": "germany", "starting_cities": True}),
        ("powergrid-cards", {"players": 3}),
        ("powergrid-cards", {"players": 2}),
    ],
)
def test_random_games_are_refused_wholly_in_each_language(game: str, config: dict):
    refusals = [r for seed in (1, 2) for r in _refusals(game, seed, **config)]
    kinds = {e.text for e, _ in refusals}
    assert len(kinds) >= 15, kinds
    problems = set()
    for lang in TRANSLATED:
        tr = i18n.translations(lang)
        for e, cities in refusals:
            text = e.describe(tr)
            english = e.describe()
            if isinstance(e, IllegalAction):
                assert text.startswith(f"{e.rule}: ") and english == str(e)
            if re.search(r"\{\w+\}", text):
                problems.add(f"{lang}: an unfilled field in {text!r}")
            left = _leftover_english(e, text, cities)
            if left:
                problems.add(f"{lang}: {left} in {text!r} (English: {english!r})")
    assert not problems, "\n".join(sorted(problems))


# ---- the English as before, the rule id kept, the words made only when read --------------------------


def _refusal(game: Any, action: Any) -> ValueError:
    with pytest.raises((IllegalAction, BadInput)) as err:
        game.copy().apply(action)
    return err.value


def test_the_english_of_known_refusals_reads_as_before():
    game = load_game("powergrid", players=3, map="germany", seed=1)
    assert str(_refusal(game, "pass")) == "PG-6.12: in round 1 every player must buy a plant: put one up"
    p = game.current_player + 1
    assert str(_refusal(game, "buy 2 coal")) == (
        f"PG-6.3: in the auction phase P{p} may put a plant up (bid N on plant P) or pass"
    )
    top = game.state.current[-1]
    assert str(_refusal(game, f"bid 2 on plant {top}")) == f"PG-6.4 b: the minimum bid for plant {top:02d} is {top}"
    assert str(_refusal(game, "build Atlantis")) == "unknown city 'Atlantis' on the Germany board"
    assert str(_refusal(game, "bid 99 on plant 77")) == "there is no plant 77"
    cards = load_game("powergrid-cards", players=3, seed=1)
    assert str(_refusal(cards, "bid 3 on plant 99")) == "there is no plant '99'"
    p = cards.current_player + 1
    assert str(_refusal(cards, "produce nothing")) == (
        f"CG-6.5: in the auction phase P{p} may open an auction (bid N on plant P) or pass"
    )
    e = IllegalAction(
        "PG-7.2", "none of {player}'s plants ({plants}) can store {resource}", player=1, plants=[7, 13], resource="coal"
    )
    assert (str(e), e.message, e.rule) == (
        "PG-7.2: none of P2's plants (07 13) can store coal",
        "none of P2's plants (07 13) can store coal",
        "PG-7.2",
    )
    e = IllegalAction(
        "PG-7.2",
        "{quantity} cost {price} and {player} has {money} Elektro",
        quantity=(3, "oil"),
        price=14,
        player=0,
        money=9,
    )
    assert str(e) == "PG-7.2: 3 oil cost 14 and P1 has 9 Elektro"


def test_a_refusal_reads_in_the_readers_language_with_its_rule_id():
    e = IllegalAction("PG-7.2", "{player} has only {money} Elektro", player=1, money=4)
    assert e.describe(i18n.translations("ru")) == "PG-7.2: у И2 только 4 электро"
    assert e.describe(i18n.translations("uk")) == "PG-7.2: у Г2 лише 4 електро"
    assert e.describe() == str(e) == "PG-7.2: P2 has only 4 Elektro"
    more = "{player}'s plants can store only {n} more {resource} (PG-2.3)"
    p = Plural(more, more, "n")
    ru = i18n.translations("ru")
    assert [IllegalAction("PG-7.2", p, player=0, n=n, resource="oil").describe(ru) for n in (1, 3, 5)] == [
        "PG-7.2: станции И1 вмещают ещё только 1 фишку ресурса «мазут» (PG-2.3)",
        "PG-7.2: станции И1 вмещают ещё только 3 фишки ресурса «мазут» (PG-2.3)",
        "PG-7.2: станции И1 вмещают ещё только 5 фишек ресурса «мазут» (PG-2.3)",
    ]
    bad = BadInput("there is no column {column}: columns are 1 to 4", "powergrid-cards", column=7)
    assert bad.describe(i18n.translations("uk")) == "стовпця 7 немає: стовпці — з 1 по 4"
    assert str(bad) == "there is no column 7: columns are 1 to 4"


def test_a_refusal_writes_no_words_until_read_and_survives_pickling():
    class Loud:
        written = 0

        def __str__(self) -> str:
            Loud.written += 1
            return "loud"

    try:
        raise IllegalAction("PG-4.1", "round {round}: rounds count from 1", round=Loud())
    except IllegalAction as e:
        assert Loud.written == 0
        assert e.message == "round loud: rounds count from 1"
        assert Loud.written == 1
    e = IllegalAction("CG-6.22", "{player} has only {money} Elektro", player=2, money=3)
    again = pickle.loads(pickle.dumps(e))
    assert (type(again), str(again), again.rule, again.fields) == (IllegalAction, str(e), e.rule, e.fields)
    bad = pickle.loads(
        pickle.dumps(BadInput("unknown city {text} on the {board} board", "powergrid", text="X", board="USA"))
    )
    assert bad.describe(i18n.translations("ru")) == "на поле «США» нет города 'X'"


@pytest.mark.parametrize(
    ("game", "config"),
    [
        ("powergrid", {"players": 9}),
        ("powergrid", {"players": "4"}),
        ("powergrid", {"map": "mars"}),
        ("powergrid", {"regions": ["west", "west", "east"]}),
        ("powergrid", {"regions": ["west"] * 7}),
        ("powergrid", {"regions": 5}),
        ("powergrid", {"regions": ["north-central-east"]}),
        ("powergrid", {"classic": "yes", "players": 3}),
        ("powergrid", {"mapp": "usa"}),
        ("powergrid-cards", {"players": 1}),
        ("powergrid-cards", {"trust": "x"}),
    ],
)
def test_an_options_refusal_is_in_the_readers_words(game: str, config: dict):
    """An option's check speaks the reader's language too (pydantic's own words are English): the
    option's name and the values it takes are shown as they are."""
    with pytest.raises((IllegalAction, BadInput)) as err:
        load_game(game, seed=1, **config)
    e = err.value
    options = {"players", "map", "regions", "classic", "trust", "mapp", "starting_cities", "trust_refill_alternative"}
    for lang in TRANSLATED:
        text = e.describe(i18n.translations(lang))
        assert text != e.describe() and not re.search(r"\{\w+\}", text)
        left = [w for w in _leftover_english(e, text, []) if w not in options and w not in ("true", "false")]
        assert not left, text
