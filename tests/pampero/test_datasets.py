"""Playing with a data set of one's own (PA-39): a game's record names its data set by digest, replays
with it where it is loaded, and is refused, saying why, where it is not; the command line loads a folder
(``--data DIR``)."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner

from powerplay import load_game, replay
from powerplay.cli import main
from powerplay.core.errors import BadInput
from powerplay.games.pampero import datafiles, datasets
from powerplay.games.pampero.data import BUILTIN, FILES

SOURCE = Path(datasets.__file__).parent / "data"


def own_copy(tmp_path: Path, money: int) -> Path:
    """A copy of the stand-ins with another starting money (PA-6.14)."""
    folder = tmp_path / f"data-{money}"
    folder.mkdir()
    for name in FILES:
        shutil.copy(SOURCE / name, folder / name)
    setup = json.loads((folder / "setup_constants.json").read_text("utf-8"))
    setup["starting_money"]["value"] = money
    (folder / "setup_constants.json").write_text(json.dumps(setup), "utf-8")
    return folder


def test_pa_39_a_record_names_its_data_set() -> None:
    game = load_game("pampero", players=2, seed=3)
    assert game.record()["config"]["data"] == BUILTIN.digest
    assert replay(game.record()).to_json() == game.to_json()


def test_pa_39_a_game_on_a_data_set_of_ones_own(tmp_path: Path) -> None:
    data = datasets.find(datafiles.load_directory(own_copy(tmp_path, 31)))
    assert data.digest != BUILTIN.digest
    game = load_game("pampero", players=3, seed=5, data=data.digest)
    assert game.state.money == [31, 31, 31]
    for _ in range(20):
        game.apply(game.legal_actions()[0])
    record = game.record()
    assert record["config"]["data"] == data.digest
    assert replay(record).to_json() == game.to_json()


def test_pa_39_a_record_refuses_to_replay_without_its_data_set(tmp_path: Path) -> None:
    data = datasets.find(datafiles.load_directory(own_copy(tmp_path, 27)))
    record = load_game("pampero", players=2, seed=8, data=data.digest).record()
    datasets.forget(data.digest)
    with pytest.raises(BadInput, match="played with the data set") as refused:
        replay(record)
    assert data.digest[:12] in str(refused.value)


def test_pa_39_the_command_line_loads_a_folder(tmp_path: Path) -> None:
    folder = own_copy(tmp_path, 40)
    result = CliRunner().invoke(
        main,
        ["simulate", "pampero", "--players", "2", "--bots", "random,random", "--games", "1", "--seed", "2"]
        + ["--data", str(folder), "--json"],
    )
    assert result.exit_code == 0, result.output
    assert json.loads(result.output.splitlines()[0])["seed"] == 2
    broken = own_copy(tmp_path, 41)
    (broken / "board.json").write_text("{", "utf-8")
    result = CliRunner().invoke(
        main,
        ["simulate", "pampero", "--players", "2", "--bots", "random,random", "--games", "1", "--data", str(broken)],
    )
    assert result.exit_code == 2 and "board.json" in result.output
