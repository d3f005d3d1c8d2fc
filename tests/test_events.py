"""Events are data (a kind and its arguments); their words come from one message table per game
(core/messages.py, games/*/messages.py). Every kind the rules emit has a message, every message
reads exactly the event's arguments, every message renders, and all words go through the
translations object — what the gettext catalogues plug into."""

from __future__ import annotations

import ast
import importlib.util
import json
import random
import re
from functools import cache
from pathlib import Path

import pytest

from powerplay import load_game
from powerplay.core.messages import ENGLISH, Message, MessageTable, join, msg, placeholders, plural
from powerplay.core.protocol import Event
from powerplay.games.powergrid import messages as pg_messages
from powerplay.games.powergrid.data import PLANTS as PG_PLANTS
from powerplay.games.powergrid_cards import messages as cg_messages
from powerplay.games.powergrid_cards.data import PLANT_BY_LABEL

ROOT = Path(__file__).resolve().parents[1]
SRC = ROOT / "src" / "powerplay" / "games"

TABLES = {"powergrid": pg_messages.TABLE, "powergrid-cards": cg_messages.TABLE}
FOLDERS = {"powergrid": "powergrid", "powergrid-cards": "powergrid_cards"}

CONFIGS = {
    "powergrid": [
        {"players": n, "map": m, "classic": c, "starting_cities": sc, "trust_refill_alternative": t}
        for n in (2, 3, 4, 6)
        for m in ("germany", "usa")
        for c in (False, True)
        for sc in (False, True)
        for t in ((False, True) if n == 2 else (False,))
    ],
    "powergrid-cards": [
        {"players": n, "demolition": d, "hidden_money": h, "bidding_in_turn_order": b, "limited_singles": ls}
        for n in (2, 3, 4, 6)
        for d in (False, True)
        for h in (False, True)
        for b, ls in ((False, False), (True, True))
    ]
    + [{"players": 2, "trust": False}],
}
"""Every variant of both games (random games of each)."""

SAMPLES = {
    "powergrid": {
        "player": 2,
        "order": [1, 0, 2],
        "winners": [0, 2],
        "plant": 7,
        "lowest": 4,
        "city": "Essen",
        "board": "Germany",
        "regions": ["west", "north-west"],
        "resource": "garbage",
        "resources": [1, 2, 0, 0],
        "amounts": [3, 0, 2, 1],
    },
    "powergrid-cards": {
        "player": 1,
        "order": [0, -1, 1],
        "winners": [0],
        "plant": "05a",
        "discount": "07",
        "plants": ["07", "12"],
        "market": ["03", "04", "05a", "05b"],
        "resource": "gas",
        "resources": [0, 2, 1, 0],
        "units": [2, 0, 0, 1],
    },
}
"""A value for every argument that is not a number (numbers: see ``sample``)."""


def sample(game: str, kind: str, n: int) -> dict:
    """Arguments for an event of ``kind``: the samples, every number ``n``."""
    table = TABLES[game]
    return {a: SAMPLES[game].get(a, n) for a in table.reads(kind)}


@cache
def played_events(game: str) -> tuple[Event, ...]:
    """Every event of two games of each variant, random legal actions (setup included)."""
    out: list[Event] = []
    for i, config in enumerate(CONFIGS[game]):
        for seed in (i, 100 + i):
            g = load_game(game, seed=seed, **config)
            rng = random.Random(seed)
            out.extend(g.setup_events)
            while not g.is_over:
                out.extend(g.apply(rng.choice(g.legal_actions())))
    return tuple(out)


class Pseudo:
    """A stand-in catalogue with three plural forms chosen as Russian and Ukrainian choose them
    (1, 21 · 2–4, 22 · 5–20, 0): every text it gives is marked, so words that bypass it show."""

    @staticmethod
    def form(n: int) -> int:
        if n % 10 == 1 and n % 100 != 11:
            return 0
        return 1 if 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14 else 2

    def gettext(self, message: str, /) -> str:
        return f"⟦{message}⟧"

    def ngettext(self, msgid1: str, msgid2: str, n: int, /) -> str:
        return f"⟦{('one', 'few', 'many')[self.form(n)]}:{msgid1 if n == 1 else msgid2}⟧"

    def pgettext(self, context: str, message: str, /) -> str:
        return self.gettext(message)

    def npgettext(self, context: str, msgid1: str, msgid2: str, n: int, /) -> str:
        return self.ngettext(msgid1, msgid2, n)


# ---- the tables -----------------------------------------------------------------------------------


@pytest.mark.parametrize("game", TABLES)
def test_every_message_reads_only_arguments_the_game_defines(game: str):
    """Static: a template's fields are arguments of the game (or fields the message writes itself),
    the plural forms have the same fields, and kinds read ``group`` or ``group.variant``."""
    table = TABLES[game]
    assert table.problems() == []
    for kind, m in table.catalogue():
        assert m.count is None or m.count in m.reads(), kind
        if m.plural is not None:
            assert set(placeholders(m.plural)) == set(placeholders(m.text)), kind
    assert set(SAMPLES[game]) | {a for a in table.args if table.args[a].write.__name__ == "number"} == set(table.args)


@pytest.mark.parametrize("game", TABLES)
@pytest.mark.parametrize("n", [0, 1, 2, 5, 21])
def test_every_message_renders(game: str, n: int):
    """Every kind, rare ones included, with sample arguments: whole text, no field left open."""
    table = TABLES[game]
    for kind in table.messages:
        for tr in (ENGLISH, Pseudo()):
            text = table.render(kind, sample(game, kind, n), tr)
            assert text and "{" not in text and "}" not in text, (kind, text)


@pytest.mark.parametrize("game", TABLES)
def test_every_message_is_used_by_the_rules_and_every_kind_the_rules_name_has_one(game: str):
    """The rules' source: each kind written there (``event("pass", ...)``, a removal's reason) is in
    the table, and each message of the table is written somewhere in the rules."""
    table = TABLES[game]
    named: set[str] = set()
    for path in sorted((SRC / FOLDERS[game]).glob("*.py")):
        if path.name == "messages.py":
            continue
        for node in ast.walk(ast.parse(path.read_text("utf-8"))):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "event":
                first = node.args[0]
                options = [first.body, first.orelse] if isinstance(first, ast.IfExp) else [first]
                named |= {o.value for o in options if isinstance(o, ast.Constant)}
            elif isinstance(node, ast.Constant) and isinstance(node.value, str) and node.value in table.messages:
                named.add(node.value)
    assert named - table.messages.keys() == set(), "kinds the rules emit without a message"
    assert table.messages.keys() - named == set(), "messages no rule emits"


# ---- the events of real games --------------------------------------------------------------------


@pytest.mark.parametrize("game", TABLES)
def test_every_event_of_every_variant_has_its_message_and_exactly_its_arguments(game: str):
    table = TABLES[game]
    event_type = load_game(game, seed=1, players=3).event_type
    seen = set()
    for e in played_events(game):
        assert isinstance(e, event_type), e
        assert e.kind in table.messages, e
        assert set(e.args) == table.reads(e.kind), e
        seen.add(e.kind)
    assert {"phase.auction", "phase.resources", "phase.bureaucracy", "buy", "raise", "over", "score"} <= seen


@pytest.mark.parametrize("game", TABLES)
def test_events_hold_data_not_words(game: str):
    """Arguments are numbers, names and lists of them: no seat written "P3", no joined list; plants
    are plants (never the Step 3 card or the ORM card)."""
    plants = set(PG_PLANTS) if game == "powergrid" else set(PLANT_BY_LABEL)
    for e in played_events(game):
        for name, value in e.args.items():
            for v in value if isinstance(value, list) else [value]:
                assert isinstance(v, (int, str)) and not isinstance(v, bool), (e, name)
                if isinstance(v, str):
                    assert not re.search(r"\bP\d|, |\.$", v), (e, name)
                if name in ("plant", "lowest", "discount", "plants", "market"):
                    assert v in plants, (e, name)


@pytest.mark.parametrize("game", TABLES)
def test_an_event_survives_json_with_the_same_words(game: str):
    event_type = load_game(game, seed=1, players=3).event_type
    for e in played_events(game)[::7]:
        back = event_type(**json.loads(json.dumps(e._asdict())))
        assert back == e and back.text == e.text


@pytest.mark.parametrize("game", TABLES)
def test_all_words_come_through_the_translations(game: str):
    """With a stand-in catalogue every event's text is one catalogue sentence (no English glued
    around it), and plural forms are chosen by the count (three forms, as in Russian)."""
    for e in played_events(game)[::3]:
        text = e.describe(Pseudo())
        assert text.startswith("⟦") and text.endswith("⟧"), text
    power = "power" if game == "powergrid" else "shift"
    count = "cities" if game == "powergrid" else "cards"
    texts = [TABLES[game].render(power, {**sample(game, power, 3), count: n}, Pseudo()) for n in (1, 3, 5, 21)]
    assert [t[1:].split(":")[0] for t in texts] == ["one", "few", "many", "one"]


# ---- the helpers --------------------------------------------------------------------------------


def test_message_helpers():
    m = plural("{player} powers {n} city.", "{player} powers {n} cities.", "n")
    assert m.render({"player": "P1", "n": 1}) == "P1 powers 1 city."
    assert m.render({"player": "P1", "n": 3}) == "P1 powers 3 cities."
    assert m.reads() == {"player", "n"}
    assert join(["P1", "P2", "P3"]) == "P1, P2, P3" and join(["P1", "P2"], how="and") == "P1 and P2"
    with pytest.raises(ValueError):
        msg("{plant:02d}")  # formatting belongs to the argument, not the template
    with pytest.raises(ValueError):
        plural("{n} city", "cities", "n")  # both forms take the same fields
    with pytest.raises(ValueError):
        msg("{a}", b=msg("x"))  # a field the text does not have
    assert isinstance(MessageTable("x", {}, {"k": msg("{a}")}).problems()[0], str)
    assert Message.__slots__


def test_the_plain_event_names_its_kind_and_arguments():
    assert Event("x", {"a": 1}).text == 'x {"a": 1}'


# ---- the documentation --------------------------------------------------------------------------

DOC = ROOT / "docs" / "events.md"


def test_the_event_tables_in_the_docs_are_current():
    """docs/events.md lists every kind of both games (regenerate: scripts/export_events.py)."""
    spec = importlib.util.spec_from_file_location("export_events", ROOT / "scripts" / "export_events.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    text = DOC.read_text("utf-8")
    assert module.generated(text) == text
    for table in TABLES.values():
        assert all(f"| `{kind}` |" in text for kind in table.messages)


def test_the_docs_example_runs_as_written():
    block = re.findall(r"```python\n(.*?)```", DOC.read_text("utf-8"), re.S)[0]
    namespace = {"load_game": load_game, "translations": ENGLISH}
    exec(compile(block, "docs/events.md", "exec"), namespace)
    e = namespace["e"]
    assert (e.kind, e.args) == ("open", {"player": 2, "plant": 7, "bid": 8})
    assert e.text == "P3 puts up plant 07 (3 oil, 2 cities) and bids 8." in block
