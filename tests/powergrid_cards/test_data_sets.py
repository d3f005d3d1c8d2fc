"""Playing with a data set of one's own (CG-15.2): the shipped stand-ins pass the data check; a damaged
copy is named precisely, file and JSON path and rule; a corrected copy plays with its values; a game's
record and positions name their data set by digest and replay only where it is loaded; the command line
checks a folder and plays with it (``--data DIR``)."""

from __future__ import annotations

import copy
import importlib.util
import io
import json
import pickle
import shutil
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from cg_helpers import cards_of, seat
from click.testing import CliRunner
from rich.console import Console

from powerplay import load_game, replay
from powerplay.bots import make_bot, observe
from powerplay.cli import main
from powerplay.core.errors import BadInput
from powerplay.games.powergrid_cards import data, datafiles, datasets
from powerplay.games.powergrid_cards.data import BUILTIN, FILES, Components, builtin_documents
from powerplay.games.powergrid_cards.datafiles import check, check_directory, digest_directory
from powerplay.games.powergrid_cards.game import PowerGridCardsGame
from powerplay.tui.games.powergrid_cards import board

ROOT = Path(__file__).resolve().parents[2]
SHIPPED = Path(data.__file__).parent / "data"
PLACE = {p["id"]: i for i, p in enumerate(builtin_documents()["plants.json"]["plants"])}
"""Each plant's place in the shipped plants.json, by id."""


def copied(tmp_path: Path, name: str = "cards-data") -> Path:
    """A copy of the shipped data set, to change."""
    folder = tmp_path / name
    folder.mkdir()
    for file in FILES:
        shutil.copy(SHIPPED / file, folder / file)
    return folder


def edit(folder: Path, name: str, change: Callable[[Any], None]) -> None:
    """Change one file of a data set in place."""
    file = folder / name
    document = json.loads(file.read_text("utf-8"))
    change(document)
    file.write_text(json.dumps(document, ensure_ascii=False, indent=1), "utf-8")


def loaded(folder: Path) -> Components:
    """The data set of a folder, loaded for play."""
    return datasets.find(datafiles.load_directory(folder))


def printed_values(name: str, document: Any) -> None:
    """Every stand-in mark of a data file removed, as by a person who wrote in the printed values."""
    if name == "plants.json":
        for p in document["plants"]:
            p["provisional_fields"], p["provenance"] = [], "printed card"
        document["duplicate_numbers_among_small"]["provenance"] = "printed cards"
    elif name == "resources.json":
        for c in document["regular"] + document["plus_sets"]["+"] + document["plus_sets"]["++"]:
            c["provisional_fields"] = []
    elif name == "demolition.json":
        for c in document["card_game_deck"]["cards"]:
            c["provenance"] = "printed card"


def with_income_20(document: Any) -> None:
    """Plant 12 pays 20 Elektro (CG-4.4)."""
    document["plants"][PLACE["P12"]]["income"] = 20


# ---- the check -------------------------------------------------------------------------------------


def test_cg_15_2_the_shipped_set_has_no_problem_and_is_the_builtin_one():
    """CG-15.2: the stand-ins shipped with the game pass the check, as JSON and as a folder; their
    digest is the built-in set's."""
    assert check(builtin_documents()) == []
    assert check_directory(SHIPPED) == []
    assert digest_directory(SHIPPED) == BUILTIN.digest
    assert sorted(datafiles.MODELS) == sorted(FILES)


def test_cg_15_2_the_shipped_set_is_provisional_and_a_set_without_marks_is_not():
    """CG-15.2: a set is provisional while any value is marked a stand-in; the marks are what say so."""
    assert BUILTIN.provisional
    documents = copy.deepcopy(builtin_documents())
    for name in FILES:
        printed_values(name, documents[name])
    assert check(documents) == []
    printed = Components.read(documents)
    assert not printed.provisional and printed.digest != BUILTIN.digest


DAMAGES: list[tuple[str, str, Callable[[Any], Any], list[str]]] = [
    (
        "wrong type",
        "plants.json",
        lambda d: d["plants"][3].update(income="5"),
        ['plants.json: plants[3].income: should be a whole number, not "5"'],
    ),
    (
        "CG-4.2 unknown plant kind",
        "plants.json",
        lambda d: d["plants"][0].update(kind="wind"),
        [
            'plants.json: plants[0].kind: "wind" is no plant kind: "coal", "gas", "oil", "uranium", "hybrid" or '
            '"eco" (CG-4.2)'
        ],
    ),
    (
        "CG-1.1 unknown plant size",
        "plants.json",
        lambda d: d["plants"][0].update(size="medium"),
        ['plants.json: plants[0].size: "medium" is no plant size: "small" or "big" (CG-1.1)'],
    ),
    (
        "misspelt field",
        "plants.json",
        lambda d: d["plants"][0].update(incom=3),
        ["plants.json: plants[0].incom: is not a field here (a misspelt name?)"],
    ),
    (
        "plant id",
        "plants.json",
        lambda d: d["plants"][0].update(id="P-3"),
        [
            'plants.json: plants[0].id: "P-3" should be P, the plant\'s number in two digits or more and maybe a '
            'letter, like "P05a"'
        ],
    ),
    (
        "duplicate plant id",
        "plants.json",
        lambda d: d["plants"][PLACE["P05b"]].update(id="P05a"),
        ['plants.json: plants[3].id: id "P05a" is used twice (also at plants[2].id)'],
    ),
    (
        "CG-1.1 wrong count of plants",
        "plants.json",
        lambda d: d["plants"].pop(),
        ["plants.json: plants: 28 big plants, the rulebook has 29 (CG-1.1)"],
    ),
    (
        "CG-4.1 label and number disagree",
        "plants.json",
        lambda d: d["plants"][PLACE["P12"]].update(number=11),
        [
            "plants.json: plants[11].id: P12 does not name its number 11: a plant's label is its number (CG-4.1)",
            "plants.json: duplicate_numbers_among_small.value: the small plants share the numbers 5, 10, 11 (CG-4.1)",
        ],
    ),
    (
        "CG-4.2 an eco plant burns nothing",
        "plants.json",
        lambda d: d["plants"][PLACE["P08"]].update(amount=1),
        [
            "plants.json: plants[6].amount: an eco plant burns nothing: 0, not 1 (CG-4.2)",
            "plants.json: plants[6].storage: 0: a plant stores twice its amount, 2 (CG-4.6)",
        ],
    ),
    (
        "duplicate card id",
        "resources.json",
        lambda d: d["regular"][1].update(id="R-coal-01"),
        ['resources.json: regular[1].id: id "R-coal-01" is used twice (also at regular[0].id)'],
    ),
    (
        "CG-1.2 wrong count of cards",
        "resources.json",
        lambda d: d["regular"][-1].update(type="coal"),
        [
            "resources.json: regular: 13 coal cards, the rulebook has 12 (CG-1.2)",
            "resources.json: regular: 4 uranium cards, the rulebook has 5 (CG-1.2)",
        ],
    ),
    (
        "CG-1.2 the ++ set",
        "resources.json",
        lambda d: d["plus_sets"]["++"].pop(),
        ['resources.json: plus_sets["++"]: 0 uranium cards in the "++" set, the rulebook has 1 (CG-1.2)'],
    ),
    (
        "CG-4.8 units of a card",
        "resources.json",
        lambda d: d["regular"][0].update(amount=4),
        ["resources.json: regular[0].amount: 4 is out of range for the units of a resource card (1–3, CG-4.8)"],
    ),
    (
        "CG-1.4 prices rise",
        "resources.json",
        lambda d: d["column_prices"]["value"].update({"3": 2}),
        [
            "resources.json: column_prices.value: the prices 1, 2, 2, 4 do not rise from column 1 to 4 (CG-1.4)",
            "setup.json: global.resourceColumnPrices: the prices differ from resources.json column_prices (CG-1.4)",
        ],
    ),
    (
        "CG-2.2 missing player-count row",
        "setup.json",
        lambda d: d["byPlayers"].pop("5"),
        ["setup.json: byPlayers: the row of 5 players is missing (CG-2.2)"],
    ),
    (
        "CG-2.8 columns the cards cannot fill",
        "setup.json",
        lambda d: d["byPlayers"]["4"].update(resourceCardsPerColumn=11),
        [
            'setup.json: byPlayers["4"].resourceCardsPerColumn: 3 columns of 11 need 33 cards; 30 regular cards '
            "are used with 4 players (CG-2.8)"
        ],
    ),
    (
        "CG-8.5 shifting",
        "setup.json",
        lambda d: d["global"]["shiftOrder"].append([2, 4]),
        ["setup.json: global.shiftOrder[3]: [2, 4] does not shift to a cheaper column 2 or 3 (CG-8.5)"],
    ),
    (
        "CG-11.2 demolition cards",
        "demolition.json",
        lambda d: d["card_game_deck"]["cards"].pop(),
        [
            "demolition.json: card_game_deck.cards: 4 cards, the rulebook has 5 (CG-11.2)",
            "demolition.json: card_game_deck.cards[3].permanent: only the last card of the deck is permanent (CG-11.7)",
        ],
    ),
    (
        "CG-11.7 compensation rises",
        "demolition.json",
        lambda d: d["card_game_deck"]["cards"][2].update(first=2),
        ["demolition.json: card_game_deck.cards[2].first: 2 is less than card 2's 3: compensation rises (CG-11.7)"],
    ),
    (
        "CG-11.7 only the last card is permanent",
        "demolition.json",
        lambda d: d["card_game_deck"]["cards"][1].update(permanent=True),
        ["demolition.json: card_game_deck.cards[1].permanent: only the last card of the deck is permanent (CG-11.7)"],
    ),
]


@pytest.mark.parametrize(("kind", "name", "damage", "words"), DAMAGES, ids=[d[0] for d in DAMAGES])
def test_cg_15_2_a_damage_is_named_by_its_file_its_path_and_its_rule(kind, name, damage, words):
    """CG-1.1, CG-1.2, CG-1.4, CG-2.2, CG-2.8, CG-4, CG-8.5, CG-11: each kind of damage is named with its
    file and JSON path (and the rule it breaks), and only the damage is."""
    documents = copy.deepcopy(builtin_documents())
    damage(documents[name])
    assert check(documents) == words


def test_cg_15_2_a_missing_file_bad_json_and_a_key_twice_are_named(tmp_path):
    """CG-15.2: a file that cannot be read is named with why, the others are still checked."""
    folder = copied(tmp_path)
    (folder / "setup.json").unlink()
    (folder / "plants.json").write_text('{"plants": [', "utf-8")
    (folder / "demolition.json").write_text('{"card_game_deck": {}, "card_game_deck": {}}', "utf-8")
    assert check_directory(folder) == [
        "plants.json: is not valid JSON: Expecting value at line 1, column 13",
        f"setup.json: the file is missing from {folder}",
        'demolition.json: an object has the key "card_game_deck" twice: one of the values would be lost',
    ]
    assert check_directory(folder / "nowhere") == [f"{folder / 'nowhere'}: is no folder"]


def test_cg_15_2_a_broken_set_is_refused_for_play_naming_the_first_problem(tmp_path):
    """CG-15.2: loading a set with a problem names the first and how to see them all."""
    folder = copied(tmp_path)
    edit(folder, "setup.json", lambda d: d["byPlayers"].pop("3"))
    with pytest.raises(BadInput, match=r"has 1 problems, the first: setup.json: byPlayers: the row of 3") as e:
        datafiles.load_directory(folder)
    assert f"powerplay data check powergrid-cards {folder}" in str(e.value)


def _script() -> Any:
    spec = importlib.util.spec_from_file_location("export_schemas", ROOT / "scripts" / "export_schemas.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_cg_15_2_the_written_schemas_are_the_models():
    """CG-15.2: docs/games/powergrid-cards-data/*.schema.json are made from the models
    (scripts/export_schemas.py)."""
    script = _script()
    written = script.schemas("powergrid-cards")
    assert sorted(written) == sorted(name.replace(".json", ".schema.json") for name in FILES)
    for name, text in written.items():
        path = script.folder("powergrid-cards") / name
        assert path.exists(), f"{path} is missing: run scripts/export_schemas.py"
        assert path.read_text("utf-8") == text, f"{path} is stale: run scripts/export_schemas.py"


def test_cg_4_2_the_schemas_accept_the_shipped_files_and_refuse_an_unknown_kind():
    """CG-4.2, CG-15.2: an editor checking with the schemas accepts the shipped files and refuses a plant
    kind the game does not have."""
    jsonschema = pytest.importorskip("jsonschema")
    documents = builtin_documents()
    schemas = {
        name: json.loads(
            (_script().folder("powergrid-cards") / name.replace(".json", ".schema.json")).read_text("utf-8")
        )
        for name in FILES
    }
    for name in FILES:
        assert list(jsonschema.Draft202012Validator(schemas[name]).iter_errors(documents[name])) == [], name
    plants = copy.deepcopy(documents["plants.json"])
    plants["plants"][0]["kind"] = "wind"
    assert not jsonschema.Draft202012Validator(schemas["plants.json"]).is_valid(plants)


# ---- playing with one's own set -----------------------------------------------------------------------


def test_cg_4_4_a_corrected_copy_plays_with_its_values(tmp_path):
    """CG-4.4, CG-8.2: with a copy in which plant 12 pays 20 Elektro, producing with it pays 20; the
    built-in set still pays 9; the view shows the copy's plant and names the set."""
    assert loaded(copied(tmp_path)) is BUILTIN  # an unchanged copy is the same set, shared
    folder = copied(tmp_path, "income-20")
    edit(folder, "plants.json", with_income_20)
    own = loaded(folder)
    assert own.digest != BUILTIN.digest
    coal = cards_of("coal", 1, amount=3)
    for digest, income in ((own.digest, 20), (BUILTIN.digest, 9)):
        position = {
            "data": digest,
            "options": {"players": 2, "trust": False},
            "phase": "bureaucracy",
            "order": [0, 1],
            "seats": [seat(money=0, plants=["12"], cards=[f"{coal[0]}:3"]), seat(money=0)],
        }
        game = PowerGridCardsGame.from_position(position)
        assert game.state.data.digest == digest
        assert "produce 12" in [str(a) for a in game.legal_actions()]
        game.apply("produce 12")
        assert game.state.money[0] == income
        view = game.view(0)
        assert view["data"] == {"digest": digest, "provisional": True}
        assert view["seats"][0]["plants"][0]["income"] == income


def test_cg_4_1_a_plant_renumbered_is_named_by_its_new_label(tmp_path):
    """CG-4.1: a copy that prints plant 44 as 45 names it 45 in actions (pickled too), positions and
    records, and plant 44 no longer exists in its games."""
    folder = copied(tmp_path, "renumbered")

    def renumber(document: Any) -> None:
        plant = document["plants"][PLACE["P44"]]
        plant["id"], plant["number"] = "P45", 45

    edit(folder, "plants.json", renumber)
    own = loaded(folder)
    position = {"data": own.digest, "options": {"players": 3}, "plant_market": {"lots": ["13", "45"]}}
    position.update(order=[0, 1, 2], seats=[seat(), seat(), seat()])
    game = PowerGridCardsGame.from_position(position)
    assert "bid 45 on plant 45" in [str(a) for a in game.legal_actions()]
    with pytest.raises(BadInput, match="there is no plant '44'"):
        game.apply("bid 44 on plant 44")
    bid = next(a for a in game.legal_actions() if str(a) == "bid 45 on plant 45")
    again = pickle.loads(pickle.dumps(bid))  # a bot's move comes back from another process
    assert again == bid and str(again) == "bid 45 on plant 45"
    game.apply(again)
    assert game.history == ["bid 45 on plant 45"]
    assert game.to_json()["auction"]["plant"] == "45"
    assert replay(game.record()).to_json() == game.to_json()


def test_cg_4_1_bots_play_a_set_whose_big_plants_are_renumbered(tmp_path):
    """CG-4.1: with every big plant numbered one higher, the bots' moves (values of the set's own
    action classes) are taken by the game, and the record replays."""
    folder = copied(tmp_path, "renumbered-big")

    def renumber(document: Any) -> None:
        for plant in document["plants"]:
            if plant["size"] == "big":
                plant["number"] += 1
                plant["id"] = f"P{plant['number']:02d}"

    edit(folder, "plants.json", renumber)
    own = loaded(folder)
    game = load_game("powergrid-cards", players=3, seed=4, data=own.digest)
    bots = [make_bot("heuristic", "powergrid-cards", seat, 1) for seat in range(3)]
    while not game.is_over:
        game.apply(bots[game.current_player].choose(observe(game, game.current_player)))
    named = [text.rsplit(" ", 1)[1] for text in game.history if " on plant " in text]
    assert named and all(label in own.plant_by_label for label in named)
    assert "14" not in own.plant_by_label and "45" in own.plant_by_label
    assert replay(game.record()).to_json() == game.to_json()


def test_cg_15_2_a_record_names_its_data_set_and_replays_with_it(tmp_path):
    """CG-15.2: a new game's record names the digest of its set (the built-in one too); it replays with
    that set."""
    game = load_game("powergrid-cards", players=2, seed=3)
    assert game.record()["config"]["data"] == BUILTIN.digest
    folder = copied(tmp_path)
    edit(folder, "plants.json", with_income_20)
    own = loaded(folder)
    game = load_game("powergrid-cards", players=3, seed=5, data=own.digest)
    assert game.state.data is own
    for _ in range(40):
        game.apply(game.legal_actions()[-1])
    record = game.record()
    assert record["config"]["data"] == own.digest
    assert replay(record).to_json() == game.to_json()
    copy_of = game.copy()
    assert copy_of.state.data is own  # shared by copies, never copied


def test_cg_15_2_a_record_refuses_to_replay_with_another_set_saying_which(tmp_path):
    """CG-15.2: a record played with one set, where only another is loaded, is refused with the digest
    of its own set and how to load it; so is a position naming it."""
    first = copied(tmp_path, "first")
    edit(first, "plants.json", with_income_20)
    second = copied(tmp_path, "second")
    edit(second, "demolition.json", lambda d: d["card_game_deck"]["cards"][4].update(first=12))
    one = loaded(first)
    game = load_game("powergrid-cards", players=2, seed=8, data=one.digest)
    game.apply(game.legal_actions()[0])
    record, position = game.record(), game.to_json()
    assert position["data"] == one.digest
    datasets.forget(one.digest)
    other = loaded(second)
    assert other.digest != one.digest
    for attempt in (lambda: replay(record), lambda: PowerGridCardsGame.from_position(position)):
        with pytest.raises(BadInput, match="played with the data set") as refused:
            attempt()
        assert one.digest[:12] in str(refused.value) and "--data DIR" in str(refused.value)
    loaded(first)
    assert replay(record).to_json() == game.to_json()


def test_cg_15_2_a_config_names_a_digest_or_nothing():
    """CG-15.2: the config's ``data`` is a digest (64 hex digits), or null for the built-in set."""
    assert load_game("powergrid-cards", players=2, seed=1, data=None).state.data is BUILTIN
    with pytest.raises(BadInput, match="data"):
        load_game("powergrid-cards", players=2, seed=1, data="my folder")


def test_cg_15_2_the_terminal_says_when_the_components_are_stand_ins(tmp_path):
    """CG-15.2: the board shows one dim line while the set is provisional, none once it is not."""
    folder = copied(tmp_path, "printed")
    for name in FILES:
        edit(folder, name, lambda d, name=name: printed_values(name, d))
    printed = loaded(folder)
    assert not printed.provisional
    for digest, shown in ((BUILTIN.digest, True), (printed.digest, False)):
        view = load_game("powergrid-cards", players=3, seed=2, data=digest).view(0)
        assert view["data"] == {"digest": digest, "provisional": shown}
        console = Console(width=160, record=True, file=io.StringIO())
        console.print(board(view))
        text = console.export_text()
        assert ("Provisional components (CG-15.2)" in text) is shown


# ---- the command line ------------------------------------------------------------------------------------


def invoke(*args: str) -> Any:
    return CliRunner().invoke(main, list(args), catch_exceptions=False, env={"LANGUAGE": "en"})


def test_cg_15_2_the_command_says_a_good_set_is_good_with_its_digest(tmp_path):
    """CG-15.2: ``powerplay data check powergrid-cards DIR`` exits 0 on the stand-ins and names their
    digest."""
    folder = copied(tmp_path)
    result = invoke("data", "check", "powergrid-cards", str(folder))
    assert result.exit_code == 0, result.output
    assert result.output == f"The data set in {folder} is good; its digest is {BUILTIN.digest}.\n"


def test_cg_2_2_the_command_names_each_problem_and_exits_1(tmp_path):
    """CG-2.2, CG-4.2: a damaged set: each problem on its line, the count, exit code 1."""
    folder = copied(tmp_path)
    edit(folder, "plants.json", lambda d: d["plants"][0].update(kind="wind"))
    edit(folder, "setup.json", lambda d: d["byPlayers"].pop("6"))
    result = invoke("data", "check", "powergrid-cards", str(folder))
    assert result.exit_code == 1
    assert result.output.splitlines() == [
        'plants.json: plants[0].kind: "wind" is no plant kind: "coal", "gas", "oil", "uranium", "hybrid" or '
        '"eco" (CG-4.2)',
        "setup.json: byPlayers: the row of 6 players is missing (CG-2.2)",
        f"2 problems: the data set in {folder} cannot be played.",
    ]


def test_cg_15_2_play_and_simulate_load_a_folder(tmp_path):
    """CG-15.2: ``play`` and ``simulate`` take ``--data DIR``; a broken folder is refused naming its file."""
    folder = copied(tmp_path)
    edit(folder, "plants.json", with_income_20)
    result = invoke("play", "powergrid-cards", "--seats", "random,random", "--seed", "3", "--data", str(folder))
    assert result.exit_code == 0, result.output
    assert "Winner" in result.output
    args = ["simulate", "powergrid-cards", "--players", "2", "--bots", "random,random", "--games", "1", "--seed", "2"]
    result = invoke(*args, "--data", str(folder), "--json")
    assert result.exit_code == 0, result.output
    assert json.loads(result.output.splitlines()[0])["seed"] == 2
    broken = copied(tmp_path, "broken")
    (broken / "resources.json").write_text("{", "utf-8")
    result = CliRunner().invoke(main, [*args, "--data", str(broken)], env={"LANGUAGE": "en"})
    assert result.exit_code == 2 and "resources.json" in result.output
