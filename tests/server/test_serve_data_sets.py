"""``serve --data GAME=DIR``: the server loads a person's own data set of a game's components (PA-39),
offers it in the lobby beside the built-in one, plays games on it (its thinking processes load it
too), and answers a game whose data set it has not loaded with a clear refusal, never a 5xx."""

from __future__ import annotations

import asyncio
import json
import shutil
from pathlib import Path

import httpx
from click.testing import CliRunner
from server_helpers import Server

from powerplay.cli import main
from powerplay.core import data_sets
from powerplay.core.registry import load_game
from powerplay.games.pampero import datasets
from powerplay.games.pampero.data import FILES
from powerplay.server.thinking import Thinkers

SOURCE = Path(datasets.__file__).parent / "data"


def own_copy(folder: Path, money: int) -> Path:
    """A copy of Pampero's stand-ins with another starting money (PA-6.14)."""
    folder.mkdir()
    for name in FILES:
        shutil.copy(SOURCE / name, folder / name)
    setup = json.loads((folder / "setup_constants.json").read_text("utf-8"))
    setup["starting_money"]["value"] = money
    (folder / "setup_constants.json").write_text(json.dumps(setup), "utf-8")
    return folder


def test_pa_39_the_server_offers_and_plays_a_data_set_of_ones_own(start_server, tmp_path: Path) -> None:
    folder = own_copy(tmp_path / "printed", 33)
    digest = data_sets.load("pampero", folder).digest
    server: Server = start_server(args=("--data", f"pampero={folder}"))
    kinds = {k["name"]: k for k in httpx.get(f"{server.url}/api/games/kinds", timeout=30).json()}
    assert kinds["pampero"]["data_sets"] == [{"name": "printed", "digest": digest}]
    assert kinds["powergrid"]["data_sets"] == []
    api = server.client()
    created = api.create(["human", "heuristic"], game="pampero", players=2, data=digest)
    state = api.state(created["id"], api.tokens(created)[0])
    assert state["view"]["data"] == {"digest": digest, "provisional": True}
    assert [p["money"] for p in state["view"]["players"]] == [33, 33]


def test_pa_39_a_game_on_a_data_set_not_loaded_is_refused_not_failed(start_server, tmp_path: Path) -> None:
    """Created with a digest the server does not know: a 4xx naming it; stored on a set the server
    no longer loads (started without its folder): its state, record and page say which set it needs."""
    folder = own_copy(tmp_path / "printed", 29)
    digest = data_sets.load("pampero", folder).digest
    database = f"sqlite:///{tmp_path / 'games.db'}"
    with_set: Server = start_server(database_url=database, args=("--data", f"pampero={folder}"))
    api = with_set.client()
    body = {"game": "pampero", "config": {"players": 2, "data": "0" * 64}, "seats": ["human"] * 2}
    unknown = api.post("/api/games", json=body)
    assert 400 <= unknown.status_code < 500 and "0" * 12 in unknown.text
    created = api.create(["human", "heuristic"], game="pampero", players=2, data=digest)
    gid, token = created["id"], api.tokens(created)[0]
    with_set.stop()
    without: Server = start_server(database_url=database)
    for path in (f"/api/games/{gid}/state", f"/api/games/{gid}/record"):
        r = httpx.get(without.url + path, headers={"Authorization": f"Bearer {token}"}, timeout=30)
        assert r.status_code == 409, (path, r.status_code, r.text)
        assert digest[:12] in r.text
    page = httpx.get(f"{without.url}/play/{gid}", timeout=30)
    assert page.status_code == 409 and digest[:12] in page.text


def test_pa_39_serve_refuses_a_bad_data_set_naming_its_problem(tmp_path: Path) -> None:
    folder = own_copy(tmp_path / "broken", 30)
    (folder / "time_track.json").unlink()
    result = CliRunner().invoke(main, ["serve", "--port", "0", "--data", f"pampero={folder}"])
    assert result.exit_code == 2 and "time_track.json" in result.output
    result = CliRunner().invoke(main, ["serve", "--port", "0", "--data", str(folder)])
    assert result.exit_code == 2 and "GAME=DIR" in result.output


def test_pa_39_the_thinking_processes_load_the_server_s_data_sets(tmp_path: Path) -> None:
    """A bot's move is thought in a process of its own (``spawn``: it starts with nothing loaded); it
    loads the sets the server loaded, so a game on one is played there as here."""
    digest = data_sets.load("pampero", own_copy(tmp_path / "printed", 35)).digest
    game = load_game("pampero", players=2, seed=4, data=digest)
    thinkers = Thinkers(1)
    try:
        move = asyncio.run(thinkers.choose("g", "pampero", "random", game.current_player, 7, game))
    finally:
        thinkers.close()
    assert move in game.legal_actions()
