"""The data check of Pampero's components (PA-37, PA-39): the shipped stand-ins pass; a damaged copy is
named precisely, file and JSON path and rule; the schemas in docs/ are the models'; ``powerplay data
check`` finds the checker through the game's manifest."""

from __future__ import annotations

import copy
import importlib.util
import json
import shutil
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any, get_args

import pytest
from click.testing import CliRunner

from powerplay.cli import main
from powerplay.core.spec import GameSpec, register, unregister
from powerplay.games.pampero import data, datafiles
from powerplay.games.pampero.data import FILES, Components, builtin_documents
from powerplay.games.pampero.datafiles import check, check_directory, digest_directory

ROOT = Path(__file__).resolve().parents[2]
SHIPPED = Path(data.__file__).parent / "data"


def copied(tmp_path: Path) -> Path:
    """A copy of the shipped data set, to damage."""
    folder = tmp_path / "pampero-data"
    shutil.copytree(SHIPPED, folder)
    return folder


def edit(folder: Path, name: str, change: Callable[[Any], None]) -> None:
    """Change one file of a data set in place."""
    file = folder / name
    document = json.loads(file.read_text("utf-8"))
    change(document)
    file.write_text(json.dumps(document, ensure_ascii=False, indent=2), "utf-8")


def test_the_shipped_set_has_no_problem():
    """PA-37, PA-39: the stand-ins shipped with the game pass the check, as JSON and as a folder."""
    assert check(builtin_documents()) == []
    assert check_directory(SHIPPED) == []


def test_the_shipped_folder_holds_every_file_and_the_manifest_lists_them():
    """PA-37: the data set is the 13 files ``data.FILES``; manifest.json indexes the same ones."""
    manifest = json.loads((SHIPPED / "manifest.json").read_text("utf-8"))
    assert sorted(manifest["files"]) == sorted(FILES)
    assert sorted(datafiles.MODELS) == sorted(FILES)


def test_the_statuses_are_the_legend_of_the_manifest():
    """PA-37.1: a status is one of the legend's (manifest.json ``status_legend``)."""
    legend = json.loads((SHIPPED / "manifest.json").read_text("utf-8"))["_meta"]["status_legend"]
    assert sorted(get_args(get_args(datafiles.Status)[0])) == sorted(legend)


def test_the_names_of_the_models_are_the_engines():
    """PA-11.2 markets, PA-3.1 zones, PA-4.5 countries: the models allow the names the engine reads."""
    assert get_args(get_args(datafiles.Market)[0]) == data.MARKETS
    assert get_args(get_args(datafiles.Zone)[0]) == data.ZONES
    assert get_args(get_args(datafiles.Country)[0]) == data.COUNTRIES
    assert sorted(get_args(get_args(datafiles.Sector)[0])) == sorted(datafiles.ZONE_OF)


def _pop(key: str) -> Callable[[Any], None]:
    return lambda document: document.pop(key)


def _standard_tokens_without_the_last(document: Any) -> None:
    document["standard"].pop()


def _too_few_grey_wind_sites(document: Any) -> None:
    document["building_sites"] = [s for s in document["building_sites"] if s["id"] != "A2-SW4"]


DAMAGE: list[tuple[str, str, Callable[[Any], None], str]] = [
    # (the rule it breaks, the file, the damage, the problem's words: file, path, what)
    (
        "PA-2.1 wrong type",
        "board.json",
        lambda d: d["building_sites"][3].update(min_players="4"),
        'board.json: building_sites[3].min_players: should be a whole number, not "4"',
    ),
    (
        "PA-3.1 unknown sector",
        "board.json",
        lambda d: d["building_sites"][3].update(sector="A9"),
        'board.json: building_sites[3].sector: "A9" is no sector (PA-3.1)',
    ),
    (
        "PA-37 misspelt field",
        "board.json",
        lambda d: d["building_sites"][3].update(typ="wind"),
        "board.json: building_sites[3].typ: is not a field here (a misspelt name?)",
    ),
    (
        "PA-37 missing field",
        "board.json",
        lambda d: d["building_sites"][3].pop("type"),
        "board.json: building_sites[3].type: is missing",
    ),
    (
        "PA-37.1 unknown status",
        "board.json",
        lambda d: d["building_sites"][3].update(status="done"),
        'board.json: building_sites[3].status: "done" is no status',
    ),
    (
        "PA-37 duplicate id",
        "contract_tokens.json",
        lambda d: d["remote"][1].update(id="RC-1"),
        'contract_tokens.json: remote[1].id: id "RC-1" is used twice (also at remote[0].id)',
    ),
    (
        "PA-2.1 wrong count",
        "contract_tokens.json",
        _standard_tokens_without_the_last,
        "contract_tokens.json: standard: 5 tokens with back zone C, the rulebook has 6 (PA-2.1)",
    ),
    (
        "PA-4.9 dangling slot of a token",
        "contract_tokens.json",
        lambda d: d["standard"][3].update(slot="STD-A1-9"),
        'contract_tokens.json: standard[3].slot: "STD-A1-9" is no contract slot of board.json (PA-4.9)',
    ),
    (
        "PA-4.9 token back vs slot",
        "contract_tokens.json",
        lambda d: d["standard"][3]["back"].update(location=5),
        "contract_tokens.json: standard[3].back: zone A, sector A1, location 5 does not match its slot STD-A1-4",
    ),
    (
        "PA-11.6 profitable",
        "contract_tokens.json",
        lambda d: d["standard"][0].update(profitable=True),
        "contract_tokens.json: standard[0].profitable: true, but the token has no symbol with 2 income arrows",
    ),
    (
        "PA-10.10 dangling circuit requirement",
        "grid_board.json",
        lambda d: d["network_edges"][1].update(circuit_requirement="C9"),
        'grid_board.json: network_edges[1].circuit_requirement: "C9" is no circuit requirement (PA-10.10)',
    ),
    (
        "PA-10.10 dangling cell of a line",
        "grid_board.json",
        lambda d: d["network_edges"][0].update(b="G9-1"),
        'grid_board.json: network_edges[0].b: "G9-1" is no transformer cell (PA-10.10)',
    ),
    (
        "PA-10.17 energy out of range",
        "grid_board.json",
        lambda d: d["energy_track"].update(max=15),
        "grid_board.json: energy_track.max: 15 is out of range for energy (0–14, PA-10.17)",
    ),
    (
        "PA-10.4 tower number out of range",
        "grid_board.json",
        lambda d: d["transformer_cells"][0].update(column=8),
        "grid_board.json: transformer_cells[0].column: 8 is out of range for a tower number (1–7, PA-10.4)",
    ),
    (
        "PA-10.13 income position off the track",
        "grid_board.json",
        lambda d: d["income_tracks"]["income_arrow_cells"][0].update(position=16),
        "grid_board.json: income_tracks.income_arrow_cells[0].position: position 16 is off the income tracks",
    ),
    (
        "PA-26.5 battery symbol of cell 1",
        "grid_board.json",
        lambda d: d["battery_symbols_per_tower_cell"]["values"].update({"1": 1}),
        'grid_board.json: battery_symbols_per_tower_cell.values["1"]: 1, but cell 1 has no battery symbol (PA-26.5)',
    ),
    (
        "PA-6.5 transformer number",
        "grid_board.json",
        lambda d: d["transformer_cells"][0].update(transformer_number=2),
        "grid_board.json: transformer_cells[0].transformer_number: 2 in column 1 (PA-6.5)",
    ),
    (
        "PA-10.9 transformer columns",
        "grid_board.json",
        lambda d: d["transformer_columns"]["counts"].update({"3": 5}),
        "grid_board.json: transformer_columns.counts: 5 cells in column 3, the rulebook has 6 (PA-10.9)",
    ),
    (
        "PA-28.3 time track out of order",
        "time_track.json",
        lambda d: d["standard"].update(second_scoring_space=3),
        "time_track.json: standard: the scoring spaces 4, 3, 10 are not in order",
    ),
    (
        "PA-5.6 final scoring not the last space",
        "time_track.json",
        lambda d: d["long_game"].update(final_scoring_space=13),
        "time_track.json: long_game.final_scoring_space: 13, but the final scoring is the last space (PA-5.6)",
    ),
    (
        "PA-37.2 unknown operation",
        "link_tokens.json",
        lambda d: d["tokens"][0]["effect"][0].update(op="gain_monet"),
        'link_tokens.json: tokens[0].effect[0]: "gain_monet" is no effect operation (PA-37.2)',
    ),
    (
        "PA-37.2 argument of an operation",
        "tower_bonus_tokens.json",
        lambda d: d["types"]["INC-RES"]["effect"][0].update(market="rural"),
        'tower_bonus_tokens.json: types["INC-RES"].effect[0].market: "rural" is no market (PA-11.2)',
    ),
    (
        "PA-10.10 circuit requirement operation",
        "grid_board.json",
        lambda d: d["circuit_requirements"][0]["requirement"][0].update(op="gain_money"),
        'grid_board.json: circuit_requirements[0].requirement[0]: "gain_money" is no operation of a circuit',
    ),
    (
        "PA-6.7 starting bulldozer site",
        "board.json",
        lambda d: d["building_sites"][13].update(type="tower"),
        "board.json: building_sites[13]: the starting bulldozer site A2-M1 is a tower site in A2, not a mixed site",
    ),
    (
        "PA-6.8 grey starting wind sites",
        "board.json",
        _too_few_grey_wind_sites,
        "board.json: building_sites: 3 grey starting wind sites in A2 for 4 players, 4 are needed (PA-6.8, PA-3.8)",
    ),
    (
        "PA-16.9 dangling slot of a link line",
        "board.json",
        lambda d: d["link_token_slots"][0]["lines"][0].update(contract_slots=["STD-Z-1"]),
        'board.json: link_token_slots[0].lines[0].contract_slots[0]: "STD-Z-1" is no contract slot (PA-16.9)',
    ),
    (
        "PA-16.8 dangling slot of a pair",
        "board.json",
        lambda d: d["contract_pairs"][0].update(slots=["STD-A3-4", "STD-A3-9"]),
        'board.json: contract_pairs[0].slots[1]: "STD-A3-9" is no contract slot (PA-16.8)',
    ),
    (
        "PA-20.3 dangling solar edge",
        "board.json",
        lambda d: d["solar_track"]["edges"].append(["SOL-10", "SOL-11"]),
        'board.json: solar_track.edges[11][1]: "SOL-11" is no slot of the solar track (PA-20.3)',
    ),
    (
        "PA-3.10 adjacency",
        "board.json",
        lambda d: d["sector_adjacency"]["pairs"].append(["C", "C"]),
        "board.json: sector_adjacency.pairs[9]: sector C is paired with itself (PA-3.10)",
    ),
    (
        "PA-4.8 tower bonus board areas",
        "tower_bonus_tokens.json",
        lambda d: d["tower_bonus_board"]["cells"][0].update(area="B"),
        "tower_bonus_tokens.json: tower_bonus_board.cells[0].area: B, but row 0 is area A",
    ),
    (
        "PA-35.3 fixed setup",
        "tower_bonus_tokens.json",
        lambda d: d["fixed_setup"]["cell_to_token"].update({"TBB-r0c0": "TB-B01"}),
        'tower_bonus_tokens.json: fixed_setup.cell_to_token["TBB-r0c0"]: token TB-B01 of zone B on a cell of area A',
    ),
    (
        "PA-12.5 tower bonus slots",
        "company_board.json",
        lambda d: d["tower_bonus_slots"]["order"].pop(),
        "company_board.json: tower_bonus_slots.order: type FINAL-INC-ANY of tower_bonus_tokens.json has no slot",
    ),
    (
        "PA-13.3 a wind farm's frame",
        "specialist_cards.json",
        lambda d: d["action"][5]["frame"].update(energy=False),
        "specialist_cards.json: action[5].frame.energy: a card that builds a wind farm gives energy",
    ),
    (
        "PA-20.1 no solar on starting cards",
        "starting_action_cards.json",
        lambda d: d["cards"][2]["effect"][0].update(kind="solar"),
        "starting_action_cards.json: cards[2].effect: starting cards cannot fulfil solar contracts (PA-20.1)",
    ),
    (
        "PA-2.2 per-player count",
        "components.json",
        lambda d: d["per_player_colour"]["items"][1].update(count=6),
        "components.json: per_player_colour.items[1].count: 6 bulldozer per player, the rulebook has 5 (PA-2.2)",
    ),
    (
        "PA-3.9 board side",
        "setup_constants.json",
        lambda d: d["board_side_by_player_count"].update({"3": "1-2"}),
        'setup_constants.json: board_side_by_player_count["3"]: 1-2, but 3 players use side 3-4 (PA-3.9)',
    ),
    (
        "PA-37.3 a count of a market's symbols",
        "scoring_tokens.json",
        lambda d: d["tokens"][1]["bottom"]["condition"].pop("market"),
        "scoring_tokens.json: tokens[1].bottom.condition.market: is missing: market_symbols counts",
    ),
    (
        "PA-2.1 external market cards",
        "external_market_cards.json",
        lambda d: d["cards"][0].update(country="Brazil"),
        "external_market_cards.json: cards: 8 cards of Argentina, the rulebook has 9 (PA-2.1)",
    ),
]


@pytest.mark.parametrize(("rule", "name", "damage", "words"), DAMAGE, ids=[d[0] for d in DAMAGE])
def test_a_damage_is_named_by_its_file_its_path_and_its_rule(tmp_path, rule, name, damage, words):
    """PA-37, PA-39: each damage of a copied data set is a problem naming its file and JSON path (and the
    rule it breaks, ``rule``)."""
    folder = copied(tmp_path)
    edit(folder, name, damage)
    problems = check_directory(folder)
    assert any(p.startswith(words) for p in problems), "\n".join(problems)


def test_a_missing_file_is_named(tmp_path):
    """PA-37: a data set is all 13 files; one that is missing is named."""
    folder = copied(tmp_path)
    (folder / "time_track.json").unlink()
    assert check_directory(folder) == [f"time_track.json: the file is missing from {folder}"]


def test_invalid_json_is_named_with_its_line(tmp_path):
    """PA-37: a file that is no JSON is named, with where it breaks, and the others are still checked."""
    folder = copied(tmp_path)
    (folder / "board.json").write_text('{\n  "zones": [,]\n}\n', "utf-8")
    edit(folder, "time_track.json", lambda d: d["standard"].update(last_index=9))
    problems = check_directory(folder)
    assert problems[0].startswith("board.json: is not valid JSON: ") and "line 2" in problems[0], problems
    assert any(p.startswith("time_track.json: standard.last_index: 9") for p in problems), problems


def test_a_key_written_twice_is_named(tmp_path):
    """PA-37: JSON keeps only the last value of a key written twice; the check names the key instead."""
    folder = copied(tmp_path)
    text = (folder / "time_track.json").read_text("utf-8")
    (folder / "time_track.json").write_text(text.replace('"spaces": 11,', '"spaces": 11, "spaces": 12,'), "utf-8")
    assert check_directory(folder) == [
        'time_track.json: an object has the key "spaces" twice: one of the values would be lost'
    ]


def test_every_schema_error_is_named_not_only_the_first():
    """PA-37: all the damages of one file are named at once."""
    documents = copy.deepcopy(builtin_documents())
    documents["board.json"]["building_sites"][0]["sector"] = "A9"
    documents["board.json"]["building_sites"][1]["min_players"] = 9
    documents["board.json"]["contract_slots"][0]["energy_cost"] = -1
    problems = check(documents)
    assert problems == [
        'board.json: building_sites[0].sector: "A9" is no sector (PA-3.1)',
        "board.json: building_sites[1].min_players: 9 is out of range for a player count (1–4, PA-1.1)",
        "board.json: contract_slots[0].energy_cost: -1 is out of range for energy (0–14, PA-10.17)",
    ]


def test_a_file_that_is_no_object_is_named():
    """PA-37: each file is a JSON object."""
    documents = {**builtin_documents(), "board.json": []}
    assert check(documents) == ["board.json: should be an object {...}, not []"]


def test_a_set_the_engine_cannot_read_is_named(monkeypatch):
    """PA-37: last, the engine reads the set (``Components.read``); a failure is a problem in words."""

    def refuse(documents: Any) -> Components:
        raise KeyError("sectors")

    monkeypatch.setattr(Components, "read", staticmethod(refuse))
    assert check(builtin_documents()) == ["the engine cannot read the data set: KeyError: 'sectors'"]


def test_a_set_whose_values_are_all_rulebook_is_not_provisional():
    """PA-37.1, PA-39: a set is provisional while a status says so; the legends of ``_meta`` do not count."""

    def printed(item: Any) -> None:
        if isinstance(item, dict):
            for key, value in item.items():
                if key.endswith("status") and isinstance(value, str):
                    item[key] = "RULEBOOK"
                elif key != "_meta":
                    printed(value)
        elif isinstance(item, list):
            for value in item:
                printed(value)

    documents = copy.deepcopy(builtin_documents())
    assert Components.read(documents).provisional
    printed(documents)
    assert check(documents) == []
    assert not Components.read(documents).provisional


# ---- the JSON Schemas in docs/ -----------------------------------------------------------------------------


def _script() -> Any:
    spec = importlib.util.spec_from_file_location("export_schemas", ROOT / "scripts" / "export_schemas.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_written_schemas_are_the_models():
    """PA-37: docs/games/pampero-data/*.schema.json are made from the models (scripts/export_schemas.py)."""
    script = _script()
    written = script.schemas("pampero")
    assert sorted(written) == sorted(name.replace(".json", ".schema.json") for name in FILES)
    for name, text in written.items():
        path = script.folder("pampero") / name
        assert path.exists(), f"{path} is missing: run scripts/export_schemas.py"
        assert path.read_text("utf-8") == text, f"{path} is stale: run scripts/export_schemas.py"


def test_the_schemas_accept_the_shipped_files_and_refuse_an_unknown_sector():
    """PA-37, PA-3.1: a JSON Schema validator agrees with the models on the shipped files."""
    jsonschema = pytest.importorskip("jsonschema")
    documents = builtin_documents()
    for name in FILES:
        schema = json.loads((_script().folder("pampero") / name.replace(".json", ".schema.json")).read_text("utf-8"))
        assert list(jsonschema.Draft202012Validator(schema).iter_errors(documents[name])) == [], name
    board = copy.deepcopy(documents["board.json"])
    board["building_sites"][3]["sector"] = "A9"
    schema = json.loads((_script().folder("pampero") / "board.schema.json").read_text("utf-8"))
    assert not jsonschema.Draft202012Validator(schema).is_valid(board)


# ---- powerplay data check ------------------------------------------------------------------------------


@pytest.fixture
def game_with_data() -> Iterator[str]:
    """A game registered for one test whose manifest names Pampero's checker (``GameSpec.data``)."""
    words = {"en": "Data check", "ru": "Проверка данных", "uk": "Перевірка даних"}
    manifest = GameSpec(
        name="data-check-test",
        title=words,
        blurb=words,
        rules=("PA",),
        game="powerplay.games.pampero.state:State",
        messages="powerplay.games.pampero.refusals",
        examples=({"players": 2},),
        data="powerplay.games.pampero.datafiles",
    )
    register(manifest)
    try:
        yield manifest.name
    finally:
        unregister(manifest.name)


def invoke(*args: str) -> Any:
    return CliRunner().invoke(main, list(args), catch_exceptions=False, env={"LANGUAGE": "en"})


def test_the_command_says_a_good_set_is_good_with_its_digest(game_with_data, tmp_path):
    """PA-37, PA-39: ``powerplay data check GAME DIR`` exits 0 on the stand-ins and names their digest."""
    folder = copied(tmp_path)
    result = invoke("data", "check", game_with_data, str(folder))
    assert result.exit_code == 0, result.output
    assert result.output == f"The data set in {folder} is good; its digest is {digest_directory(folder)}.\n"
    assert digest_directory(folder) == data.BUILTIN.digest


def test_the_command_names_each_problem_and_exits_1(game_with_data, tmp_path):
    """PA-37, PA-3.1: a damaged set: each problem on its line, the count, exit code 1."""
    folder = copied(tmp_path)
    edit(folder, "board.json", lambda d: d["building_sites"][3].update(sector="A9"))
    (folder / "time_track.json").unlink()
    result = invoke("data", "check", game_with_data, str(folder))
    assert result.exit_code == 1
    assert result.output.splitlines() == [
        'board.json: building_sites[3].sector: "A9" is no sector (PA-3.1)',
        f"time_track.json: the file is missing from {folder}",
        f"2 problems: the data set in {folder} cannot be played.",
    ]


def test_the_command_refuses_a_game_without_a_checker(tmp_path):
    """PA-37: a game whose manifest names no checker (``GameSpec.data`` None) has no data set to check."""
    result = CliRunner().invoke(main, ["data", "check", "powergrid", str(tmp_path)], env={"LANGUAGE": "en"})
    assert result.exit_code == 2
    assert "powergrid has no data set to check" in result.output
    result = CliRunner().invoke(main, ["data", "check", "no-such-game", str(tmp_path)], env={"LANGUAGE": "en"})
    assert result.exit_code == 2
    assert "unknown game 'no-such-game'" in result.output
