"""Hostile input: every request a careless or malicious client might send is refused with a 4xx and
the JSON ``{"error", "rule"}``, and changes nothing — never a 5xx, never a dropped connection, never
a server that stops answering."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest
from server_helpers import Server, bearer

GAME = {"game": "powergrid", "config": {"players": 3}, "seats": ["human", "human", "open"], "seed": 5}
DEEP = "[" * 1000 + "]" * 1000
SHALLOW_DEEP = "[" * 150 + "]" * 150


@pytest.fixture(scope="module")
def hostile(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[Server, dict]]:
    """One server for the whole list, and a game in it whose state must never change."""
    tmp: Path = tmp_path_factory.mktemp("hostile")
    server = Server(f"sqlite:///{tmp / 'p.db'}", log_dir=tmp).start()
    api = server.client()
    created = api.create(GAME["seats"], seed=5, players=3)
    tokens = api.tokens(created)
    try:
        yield server, {"id": created["id"], "tokens": tokens}
    finally:
        server.stop()


def _raw(text: str) -> bytes:
    return text.encode("utf-8", "surrogatepass")


def _create(body: str | bytes, content_type: str | None = "application/json") -> dict:
    return {"method": "POST", "path": "/api/games", "content": body, "content_type": content_type}


# (what it tries, the request) — ``{gid}`` is the game of the fixture, ``{token}`` the token of its seat 0
HOSTILE: list[tuple[str, dict]] = [
    # defect 1: a count from the client sized a list before it was checked
    ("346 million players", _create('{"game": "powergrid", "config": {"players": 346670897}}')),
    ("a billion players", _create('{"game": "powergrid", "config": {"players": 1000000000}}')),
    ("10**100 players", _create('{"game": "powergrid", "config": {"players": ' + "1" + "0" * 100 + "}}")),
    ("a googol of digits", _create('{"game": "powergrid", "seed": ' + "9" * 5000 + "}")),
    ("players as text", _create('{"game": "powergrid", "config": {"players": "4"}}')),
    ("players as a float", _create('{"game": "powergrid", "config": {"players": 4.5}}')),
    ("players as a boolean", _create('{"game": "powergrid", "config": {"players": true}}')),
    ("seven seats", _create(json.dumps({"game": "powergrid", "seats": ["random"] * 7}))),
    ("ten thousand seats", _create(json.dumps({"game": "powergrid", "seats": ["human"] * 10_000}))),
    # defect 2: deeply nested JSON
    ("nested 1,000 deep", _create('{"game": "powergrid", "config": ' + DEEP + "}")),
    ("nested 150 deep", _create('{"game": "powergrid", "config": {"regions": ' + SHALLOW_DEEP + "}}")),
    (
        "a deep action",
        {
            "method": "POST",
            "path": "/api/games/{gid}/actions",
            "content": '{"version": 0, "action": ' + DEEP + "}",
            "token": True,
        },
    ),
    # defect 3: lone surrogates
    ("a lone surrogate as a value", _create(_raw('{"game": "powergrid", "config": {"regions": "\\ud800"}}'))),
    ("a lone surrogate as a key", _create(_raw('{"game": "powergrid", "config": {"\\ud800": 1}}'))),
    ("a lone surrogate as raw bytes", _create(b'{"game": "powergrid", "config": {"regions": "\xed\xa0\x80"}}')),
    ("bytes that are not UTF-8", _create(b'{"game": "\xff\xfe"}')),
    (
        "a surrogate in an action",
        {
            "method": "POST",
            "path": "/api/games/{gid}/actions",
            "content": _raw('{"version": 0, "action": "bid \\udfff"}'),
            "token": True,
        },
    ),
    (
        "a surrogate in an invitation",
        {
            "method": "POST",
            "path": "/api/games/{gid}/claim",
            "content": _raw('{"invitation": "\\ud800abcdefghijklmnopqrstu"}'),
        },
    ),
    ("a surrogate in the path", {"method": "GET", "path": "/api/games/%ED%A0%80/state"}),
    ("a surrogate in a query", {"method": "GET", "path": "/api/games?status=%ED%A0%80"}),
    # defect 4: strings taken as booleans (and other loose types)
    ('classic "false"', _create('{"game": "powergrid", "config": {"classic": "false"}}')),
    ("starting cities 1", _create('{"game": "powergrid", "config": {"starting_cities": 1}}')),
    ('trust "true"', _create('{"game": "powergrid-cards", "config": {"players": 2, "trust": "true"}}')),
    ("an unknown option", _create('{"game": "powergrid", "config": {"speed": 9}}')),
    ("an unknown field", _create('{"game": "powergrid", "admin": true}')),
    ("a seed below 0", _create('{"game": "powergrid", "seed": -1}')),
    ("a seed of 2**64", _create('{"game": "powergrid", "seed": 18446744073709551616}')),
    ("a seed as text", _create('{"game": "powergrid", "seed": "7"}')),
    ("a body that is a list", _create("[]")),
    ("a body that is a number", _create("7")),
    ("a body that is null", _create("null")),
    ("an empty body", _create("")),
    ("malformed JSON", _create('{"game": ')),
    ("NaN", _create('{"game": "powergrid", "seed": NaN}')),
    # defect 8: bodies parsed in full however large
    ("a 10 MB body", _create(b"a" * 10_000_000)),
    ("a 70 KB body", _create(json.dumps({"game": "powergrid", "pad": "x" * 70_000}))),
    # defect 9: cross-site requests (a form or text/plain needs no permission from the browser)
    ("text/plain", _create('{"game": "powergrid"}', "text/plain")),
    ("a form", _create("game=powergrid", "application/x-www-form-urlencoded")),
    ("multipart", _create("--x\r\n\r\n--x--", "multipart/form-data; boundary=x")),
    ("no Content-Type", _create('{"game": "powergrid"}', None)),
    (
        "an action as text/plain",
        {
            "method": "POST",
            "path": "/api/games/{gid}/actions",
            "content": '{"version": 0, "action": "pass"}',
            "content_type": "text/plain",
            "token": True,
        },
    ),
    # actions, seats and reads
    (
        "a version below 0",
        {
            "method": "POST",
            "path": "/api/games/{gid}/actions",
            "content": '{"version": -1, "action": "pass"}',
            "token": True,
        },
    ),
    (
        "a huge version",
        {
            "method": "POST",
            "path": "/api/games/{gid}/actions",
            "content": '{"version": 1e400, "action": "pass"}',
            "token": True,
        },
    ),
    (
        "an action of 10,000 characters",
        {
            "method": "POST",
            "path": "/api/games/{gid}/actions",
            "content": json.dumps({"version": 0, "action": "bid " + "9" * 10_000}),
            "token": True,
        },
    ),
    (
        "an action without a token",
        {"method": "POST", "path": "/api/games/{gid}/actions", "content": '{"version": 0, "action": "pass"}'},
    ),
    (
        "a token of 10,000 characters",
        {
            "method": "POST",
            "path": "/api/games/{gid}/actions",
            "content": '{"version": 0, "action": "pass"}',
            "headers": {"Authorization": "Bearer " + "a" * 10_000},
        },
    ),
    (
        "a token of odd bytes",
        {
            "method": "POST",
            "path": "/api/games/{gid}/actions",
            "content": '{"version": 0, "action": "pass"}',
            "headers": {"Authorization": b"Bearer \xff\xfe\x80"},
        },
    ),
    (
        "a basic password instead of a token",
        {
            "method": "POST",
            "path": "/api/games/{gid}/actions",
            "content": '{"version": 0, "action": "pass"}',
            "headers": {"Authorization": "Basic YTpi"},
        },
    ),
    ("a seat below 0", {"method": "POST", "path": "/api/games/{gid}/join", "content": '{"seat": -1}'}),
    ("a seat of 100", {"method": "POST", "path": "/api/games/{gid}/join", "content": '{"seat": 100}'}),
    ("a seat as a boolean", {"method": "POST", "path": "/api/games/{gid}/join", "content": '{"seat": true}'}),
    ("an invited seat", {"method": "POST", "path": "/api/games/{gid}/join", "content": '{"seat": 1}'}),
    (
        "a forged invitation",
        {"method": "POST", "path": "/api/games/{gid}/claim", "content": '{"invitation": "aaaaaaaaaaaaaaaaaaaaaaaa"}'},
    ),
    (
        "an invitation of 10,000 characters",
        {"method": "POST", "path": "/api/games/{gid}/claim", "content": json.dumps({"invitation": "a" * 10_000})},
    ),
    ("a re-issue without the key", {"method": "POST", "path": "/api/games/{gid}/seats/0/invitation"}),
    (
        "a re-issue with a seat's token",
        {"method": "POST", "path": "/api/games/{gid}/seats/0/invitation", "token": True},
    ),
    ("a game id of 10,000 characters", {"method": "GET", "path": "/api/games/" + "a" * 10_000 + "/state"}),
    ("a game id with a dot", {"method": "GET", "path": "/api/games/..%2F..%2Fetc/state"}),
    ("a limit of 10**30", {"method": "GET", "path": "/api/games?limit=1000000000000000000000000000000"}),
    ("a limit as text", {"method": "GET", "path": "/api/games?limit=many"}),
    ("an unknown status", {"method": "GET", "path": "/api/games?status=%00"}),
    ("a replay of move -1", {"method": "GET", "path": "/api/games/{gid}/replay/-1"}),
    ("a replay of move 10**30", {"method": "GET", "path": "/api/games/{gid}/replay/1000000000000000000000000000000"}),
    ("an unknown bot's game", {"method": "GET", "path": "/api/bots?game=%22%3E%3Cscript%3E"}),
    ("DELETE on a game", {"method": "DELETE", "path": "/api/games/{gid}/state"}),
    ("PUT on games", {"method": "PUT", "path": "/api/games", "content": "{}"}),
]


def _send(server: Server, game: dict, case: dict) -> httpx.Response:
    headers: dict = {}
    if case.get("content_type"):
        headers["content-type"] = case["content_type"]
    elif "content" in case and "content_type" not in case:
        headers["content-type"] = "application/json"
    if case.get("token"):
        headers.update(bearer(game["tokens"][0]))
    headers.update(case.get("headers", {}))
    content = case.get("content")
    if isinstance(content, str):
        content = content.encode()
    with httpx.Client(base_url=server.url, timeout=30) as http:
        return http.request(case["method"], case["path"].replace("{gid}", game["id"]), content=content, headers=headers)


@pytest.mark.parametrize("name, case", HOSTILE, ids=[name for name, _ in HOSTILE])
def test_hostile_request_gets_a_4xx_and_changes_nothing(hostile, name: str, case: dict):
    server, game = hostile
    api = server.client()
    before_games = api.get("/api/games").json()
    before_state = api.state(game["id"], game["tokens"][0])
    r = _send(server, game, case)
    assert 400 <= r.status_code < 500, (r.status_code, r.text[:300])
    body = r.json()
    assert set(body) == {"error", "rule"} and isinstance(body["error"], str) and body["error"]
    assert len(r.content) < 2000, "a refusal never repeats what was sent"
    assert api.get("/api/games").json() == before_games
    assert api.state(game["id"], game["tokens"][0]) == before_state
    assert api.get("/api/health").json()["ok"]


def test_refusals_name_their_rule_where_one_applies(hostile):
    """Options outside what a rule allows are refused with that rule (not only "bad request")."""
    server, _ = hostile
    api = server.client()
    r = api.post("/api/games", json={"game": "powergrid", "config": {"players": 9}})
    assert r.status_code == 400 and r.json()["rule"] == "PG-3.1"
    r = api.post("/api/games", json={"game": "powergrid-cards", "config": {"players": 1}})
    assert r.status_code == 400 and r.json()["rule"] == "CG-2.1"
    r = api.post("/api/games", json={"game": "powergrid", "config": {"players": 4, "regions": ["west"]}})
    assert r.status_code == 422 and r.json()["rule"] == "PG-3.1"


def test_a_huge_player_count_costs_nothing(hostile):
    """Defect 1: 346,670,897 players took the server to 22 GB; now it is refused before any work, and
    the server's memory does not move."""
    server, _ = hostile
    rss = _rss(server)
    for n in (346670897, 10_000_000, 1_000_000_000):
        r = server.client().post("/api/games", json={"game": "powergrid", "config": {"players": n}})
        assert r.status_code == 400
    assert _rss(server) - rss < 20 * 1024 * 1024


def _rss(server: Server) -> int:
    assert server.proc is not None
    for line in Path(f"/proc/{server.proc.pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) * 1024
    raise AssertionError("no VmRSS")


def test_hostile_websocket_messages(hostile):
    """A first message that is not JSON, too large, or holds a lone surrogate closes that socket with
    a reason; the server goes on serving everyone else."""
    server, game = hostile
    for message, code in (("x" * 100_000, 1009), ('{"token": "\\ud800"}', 4400), ('{"token": ' + DEEP + "}", 4400)):
        sock = server.socket(game["id"], hello=False)
        sock.ws.send(message)
        with pytest.raises(Exception):  # noqa: B017 - closed, with the code checked below
            while True:
                sock.recv(60)
        assert sock.ws.close_code == code
        sock.close()
    assert server.client().state(game["id"])["version"] == 0
