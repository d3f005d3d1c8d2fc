"""The live games of a server process: a game somebody watches is never dropped from memory, however
many are watched; sockets are bounded per address and in all, refused with a close code that says
why; a push brings only the log entries the page lacks; games without a human player are bounded,
play only while watched and expire."""

from __future__ import annotations

import asyncio
import json
import time

import httpx
import pytest
from server_helpers import Server, bearer
from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed

HUMANS = ["human", "human"]


def _create(api, seats: list[str], **extra) -> dict:
    r = api.post("/api/games", json={"game": "powergrid", "config": {"players": len(seats)}, "seats": seats, **extra})
    assert r.status_code == 201, r.text
    return r.json()


async def _socket(server: Server, game_id: str, hello: dict, source: str = "127.0.0.1"):
    ws = await connect(f"{server.ws_url}/ws/games/{game_id}", local_addr=(source, 0), max_size=None, open_timeout=120)
    await ws.send(json.dumps(hello))
    return ws


async def _state(ws, at_least: int = 0, timeout: float = 300) -> dict:
    """The next state of version ``at_least`` or later."""
    deadline = time.monotonic() + timeout
    while True:
        message = json.loads(await asyncio.wait_for(ws.recv(), max(deadline - time.monotonic(), 0.01)))
        if message["type"] == "state" and message["version"] >= at_least:
            return message


async def _act(http: httpx.AsyncClient, gid: str, tokens: dict[int, str]) -> tuple[int, str]:
    """The player to move plays their first legal action: the new version, and their token."""
    state = (await http.get(f"/api/games/{gid}/state")).json()
    token = tokens[state["current_player"]]
    mine = (await http.get(f"/api/games/{gid}/state", headers=bearer(token))).json()
    action = {"version": mine["version"], "action": mine["legal"][0]}
    r = await http.post(f"/api/games/{gid}/actions", json=action, headers=bearer(token))
    assert r.status_code == 200, r.text
    return r.json()["version"], token


def test_a_thousand_watched_games_each_see_every_move(server: Server):
    """More games watched than the cache keeps: none is dropped while watched, each socket hears of
    its game's move (a dropped game's socket would hear nothing, even after a reload)."""
    games = 1010
    api = server.client()
    created = [_create(api, HUMANS) for _ in range(games)]

    async def run() -> None:
        async with httpx.AsyncClient(base_url=server.url, timeout=120) as http:
            sockets = []
            for i, game in enumerate(created):  # 20 watchers an address
                sockets.append(await _socket(server, game["id"], {}, f"127.0.1.{1 + i // 20}"))
            firsts = [await _state(ws) for ws in sockets]
            assert all(s["version"] == 0 for s in firsts)
            health = (await http.get("/api/health")).json()
            assert health["games_watched"] == games and health["games_in_memory"] >= games
            tokens = []
            for game in created:
                invite = game["seats"][0]["link"].split("#invite=")[1]
                r = await http.post(f"/api/games/{game['id']}/claim", json={"invitation": invite})
                tokens.append((r.json()["seat"], r.json()["token"]))
            for ws in sockets:  # seat 0's claim is pushed too: versions stay 0
                await _state(ws)
            moved = {}
            for i, (game, (seat, token)) in enumerate(zip(created, tokens)):
                state = (await http.get(f"/api/games/{game['id']}/state", headers=bearer(token))).json()
                if state["current_player"] != seat:
                    continue
                r = await http.post(
                    f"/api/games/{game['id']}/actions",
                    json={"version": state["version"], "action": state["legal"][0]},
                    headers=bearer(token),
                )
                assert r.status_code == 200, r.text
                moved[i] = r.json()["version"]
            assert len(moved) > games // 4
            for i, version in moved.items():
                assert (await _state(sockets[i], version))["version"] == version
            for ws in sockets:
                await ws.close()

    asyncio.run(run())


def test_sockets_are_bounded_per_address_and_in_all(start_server):
    server = start_server(env={"POWERPLAY_MAX_WATCHED": "3"}, args=("--sockets-per-address", "4"))
    api = server.client()
    games = [_create(api, HUMANS)["id"] for _ in range(5)]

    async def run() -> None:
        mine = [await _socket(server, games[0], {}) for _ in range(4)]
        for ws in mine:
            await _state(ws)
        extra = await _socket(server, games[0], {})
        with pytest.raises(ConnectionClosed):
            await _state(extra)
        assert extra.close_code == 4429
        other = await _socket(server, games[0], {}, "127.0.0.2")  # another address is served
        await _state(other)
        two = [await _socket(server, g, {}, "127.0.0.3") for g in games[1:3]]
        for ws in two:
            await _state(ws)
        fourth = await _socket(server, games[3], {}, "127.0.0.3")  # three games are watched already
        with pytest.raises(ConnectionClosed):
            await _state(fourth)
        assert fourth.close_code == 4503
        await two[0].close()
        deadline = time.monotonic() + 30
        while True:  # once a game is no longer watched, another may be
            again = await _socket(server, games[3], {}, "127.0.0.3")
            try:
                await _state(again)
                break
            except ConnectionClosed:
                assert time.monotonic() < deadline
                await asyncio.sleep(0.2)
        for ws in [*mine, other, two[1], again]:
            await ws.close()

    asyncio.run(run())


def test_a_push_brings_only_the_entries_the_page_lacks(server: Server):
    api = server.client()
    created = _create(api, HUMANS, seed=3)
    gid, tokens = created["id"], api.tokens(created)

    async def run() -> None:
        async with httpx.AsyncClient(base_url=server.url, timeout=120) as http:
            ws = await _socket(server, gid, {})
            first = await _state(ws)
            assert first["log_from"] == 0 and len(first["log"]) > 0
            log = first["log"]
            for _ in range(4):
                pushed = await _state(ws, (await _act(http, gid, tokens))[0])
                assert pushed["log_from"] == len(log) and pushed["log_id"] == first["log_id"]
                log = log + pushed["log"]
            whole = (await http.get(f"/api/games/{gid}/state")).json()
            assert whole["log_from"] == 0 and whole["log"] == log
            # a page that reconnects says what it holds, and is sent only the rest
            again = await _socket(server, gid, {"log_id": first["log_id"], "log": len(first["log"])})
            resumed = await _state(again)
            assert resumed["log_from"] == len(first["log"]) and first["log"] + resumed["log"] == log
            # so does a state asked for over HTTP; a log of another id is sent whole
            part = (await http.get(f"/api/games/{gid}/state", params={"log_id": first["log_id"], "log": 2})).json()
            assert part["log_from"] == 2 and part["log"] == log[2:]
            other = (await http.get(f"/api/games/{gid}/state", params={"log_id": "x", "log": 2})).json()
            assert other["log_from"] == 0 and other["log"] == log
            # a player's name rewrites the log's words: the next push brings the whole log
            seat = whole["current_player"]
            r = await http.post(f"/api/games/{gid}/name", json={"name": "Anna"}, headers=bearer(tokens[seat]))
            assert r.status_code == 200, r.text
            renamed = await _state(ws)
            assert renamed["log_from"] == 0 and renamed["log_id"] != first["log_id"]
            assert any("Anna" in line for line in renamed["log"])
            for socket in (ws, again):
                await socket.close()

    asyncio.run(run())


def test_an_undo_sends_the_whole_log_again(server: Server):
    api = server.client()
    created = _create(api, HUMANS, seed=3)
    gid, tokens = created["id"], api.tokens(created)

    async def run() -> None:
        async with httpx.AsyncClient(base_url=server.url, timeout=120) as http:
            ws = await _socket(server, gid, {})
            await _state(ws)
            version, token = await _act(http, gid, tokens)
            played = await _state(ws, version)
            r = await http.post(f"/api/games/{gid}/undo", json={"version": played["version"]}, headers=bearer(token))
            assert r.status_code == 200, r.text
            undone = await _state(ws, r.json()["version"])
            assert undone["log_from"] == 0 and undone["log_id"] != played["log_id"]
            assert undone["log"] == (await http.get(f"/api/games/{gid}/state")).json()["log"]
            await ws.close()

    asyncio.run(run())


def test_games_without_a_human_are_bounded_and_play_only_while_watched(start_server):
    server = start_server(
        bot_delay=0.05,
        env={"POWERPLAY_UNWATCHED_GRACE": "0.5"},
        args=("--bot-games-per-address", "2", "--bot-games", "4"),
    )
    api = server.client()
    bots = [_create(api, ["random", "random"])["id"] for _ in range(2)]
    r = api.post("/api/games", json={"game": "powergrid", "config": {"players": 2}, "seats": ["random", "random"]})
    assert r.status_code == 429 and "at once" in r.json()["error"]
    assert _create(api, ["human", "random"])  # a game with a person is not such a game
    other = httpx.Client(base_url=server.url, timeout=30, transport=httpx.HTTPTransport(local_address="127.0.0.2"))
    for _ in range(2):
        assert other.post("/api/games", json={"game": "powergrid", "seats": ["random", "random"]}).status_code == 201
    r = httpx.Client(base_url=server.url, timeout=30, transport=httpx.HTTPTransport(local_address="127.0.0.3")).post(
        "/api/games", json={"game": "powergrid", "seats": ["random", "random"]}
    )
    assert r.status_code == 503  # four running on the server

    def version(gid: str) -> int:
        return api.state(gid)["version"]

    deadline = time.monotonic() + 600
    while True:  # nobody watches: the bots stop soon after the grace
        before = version(bots[0])
        time.sleep(1.5)
        if version(bots[0]) == before:
            break
        assert time.monotonic() < deadline, "the bots of an unwatched game never stopped"
    stopped = version(bots[0])

    async def watch() -> int:
        ws = await _socket(server, bots[0], {})
        state = await _state(ws, stopped + 5)
        await ws.close()
        return state["version"]

    assert asyncio.run(watch()) >= stopped + 5


def test_games_without_a_human_that_nobody_watches_expire(start_server):
    server = start_server(bot_delay=0.05, env={"POWERPLAY_UNWATCHED_GRACE": "0.2", "POWERPLAY_OPEN_GAME_TTL": "2"})
    api = server.client()
    gid = _create(api, ["random", "random"])["id"]
    deadline = time.monotonic() + 600
    while api.get(f"/api/games/{gid}/state").status_code == 200:
        assert time.monotonic() < deadline, "the game never expired"
        time.sleep(0.5)
    assert api.get(f"/api/games/{gid}/state").status_code == 404


AUTOMA_ONLY = {
    "game": "barrage",
    "config": {"players": 3},
    "seats": ["automa-hard", "automa-medium", "automa-easy"],
}


def test_games_without_a_human_are_created_at_a_bounded_rate(start_server):
    """A game of the Automa alone is played whole as it is created, and is over at once: it is
    bounded by how many one address may create, not by how many run."""
    server = start_server(args=("--limit-bot-create", "2/minute"))
    api = server.client()
    codes = [api.post("/api/games", json=AUTOMA_ONLY).status_code for _ in range(3)]
    assert codes == [201, 201, 429]
    assert (
        api.post("/api/games", json={**AUTOMA_ONLY, "seats": ["human", "automa-hard", "automa-easy"]}).status_code
        == 201
    )


def test_a_finished_game_without_a_human_expires(start_server):
    server = start_server(env={"POWERPLAY_OPEN_GAME_TTL": "2"})
    api = server.client()
    gid = api.post("/api/games", json=AUTOMA_ONLY).json()["id"]
    assert api.state(gid)["over"]
    kept = api.create(["human", "random"], players=2)  # a game of a person who came: it stays
    api.tokens(kept)
    deadline = time.monotonic() + 600
    while api.get(f"/api/games/{gid}/state").status_code == 200:
        assert time.monotonic() < deadline, "the game never expired"
        time.sleep(0.5)
    assert api.get(f"/api/games/{kept['id']}/state").status_code == 200
