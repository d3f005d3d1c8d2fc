"""The HTTP and WebSocket API of docs/server-api.md against a real server process on loopback."""

from __future__ import annotations

import time

import httpx
import pytest
from server_helpers import Server, bearer
from websockets.exceptions import ConnectionClosed

from powerplay import replay

HUMANS = ["human", "human", "human"]


def test_create_game_gives_an_invitation_link_for_each_invited_seat(server: Server):
    api = server.client()
    created = api.create(["human", "heuristic", "random", "open"], players=4)
    assert set(created) == {"id", "owner", "seats", "spectator_url"}
    gid, seats = created["id"], created["seats"]
    assert [s["seat"] for s in seats] == [0, 1, 2, 3]
    assert [s["kind"] for s in seats] == ["human", "heuristic", "random", "human"]
    assert [s["open"] for s in seats] == [False, False, False, True]
    assert seats[0]["link"].startswith(f"/play/{gid}#invite=") and len(seats[0]["link"]) > len(gid) + 30
    assert seats[1]["link"] is seats[2]["link"] is seats[3]["link"] is None
    assert created["spectator_url"] == f"/watch/{gid}" and len(created["owner"]) >= 24
    r = api.post("/api/games", json={"game": "powergrid", "seats": ["human", "human"]})
    assert r.headers["cache-control"] == "no-store"  # it holds secrets


@pytest.mark.parametrize(
    "body, status, fragment",
    [
        ({"game": "chess", "seats": ["human", "human"]}, 400, "game"),
        ({"seats": ["human", "human"]}, 400, "game"),
        ({"game": "powergrid", "config": {"players": 3}, "seats": ["human", "human"]}, 422, "2 seats"),
        ({"game": "powergrid", "seats": ["human", "wizard"]}, 400, "seats"),
        ({"game": "powergrid", "config": {"map": "mars"}, "seats": ["human", "human"]}, 400, "map"),
        (
            {"game": "powergrid", "config": {"players": 4, "regions": ["west"]}, "seats": HUMANS + ["human"]},
            422,
            "regions",
        ),
        ({"game": "powergrid", "seats": ["human", "human"], "seed": "x"}, 400, "seed"),
        ({"game": "powergrid", "seats": ["human", "human"], "seed": 2**64}, 400, "seed"),
        ({"game": "powergrid", "seats": "human"}, 400, "seats"),
    ],
)
def test_create_game_refuses_bad_requests(server: Server, body: dict, status: int, fragment: str):
    """A request that does not fit the schema is 400; options the rules refuse are 422."""
    r = server.client().post("/api/games", json=body)
    assert r.status_code == status, r.text
    assert fragment in r.json()["error"]
    assert set(r.json()) == {"error", "rule"}


def wait_for_record(api, gid: str) -> dict:
    deadline = time.monotonic() + 600
    while time.monotonic() < deadline:
        r = api.get(f"/api/games/{gid}/record")
        if r.status_code == 200:
            return r.json()
        time.sleep(0.05)
    raise TimeoutError(f"game {gid} did not end")


def test_create_game_malformed_json(server: Server):
    r = server.client().post("/api/games", content=b'{"game": ', headers={"content-type": "application/json"})
    assert r.status_code == 400 and "malformed JSON" in r.json()["error"]


def test_a_seed_has_64_bits(server: Server):
    """Defect 6: seeds were 31 bits (the view at version 0 singled the seed out among candidates, and
    with it every later shuffle): a game created without a seed gets 64 random bits."""
    api = server.client()
    big = 2**53 - 1  # the largest a request may name (every JSON reader keeps it exact)
    gid = api.create(["human", "human"], seed=big, players=2)["id"]
    assert api.state(gid)["view"] == replay(
        {"game": "powergrid", "config": {"map": "germany", "players": 2}, "seed": big, "actions": []}
    ).view(None)
    ids = [api.create(["heuristic", "random"], seed=None, players=2)["id"] for _ in range(12)]
    found = [wait_for_record(api, gid)["seed"] for gid in ids]  # bot-only games end at once
    assert len(set(found)) == len(found)
    assert max(found) >= 2**53  # 12 draws of 64 bits: all below 2**53 has odds of 2**-132
    assert all(0 <= s < 2**64 for s in found)


def test_state_as_seat_and_as_spectator(server: Server):
    api = server.client()
    created = api.create(HUMANS, players=3)
    gid, tokens = created["id"], api.tokens(created)
    spectator = api.state(gid)
    assert spectator["seat"] is None and spectator["legal"] == [] and spectator["version"] == 0
    assert all(p["money"] is None for p in spectator["view"]["players"])
    current = spectator["current_player"]
    mine = api.state(gid, tokens[current])
    assert set(mine) == {
        "id",
        "version",
        "seat",
        "view",
        "current_player",
        "over",
        "legal",
        "undo",
        "hints",
        "chances",
        "log_id",
        "log_from",
        "log",
        "seats",
        "last_move_at",
    }
    assert mine["seat"] == current and mine["legal"]
    assert mine["view"]["players"][current]["money"] == 50
    assert [p["money"] for i, p in enumerate(mine["view"]["players"]) if i != current] == [None, None]
    other = api.state(gid, tokens[(current + 1) % 3])
    assert other["legal"] == []
    assert mine["log"] and mine["log"] == spectator["log"]
    assert mine["view"] == replay(
        {"game": "powergrid", "config": {"map": "germany", "players": 3}, "seed": 7, "actions": []}
    ).view(current)


def test_state_errors(server: Server):
    api = server.client()
    gid = api.create(HUMANS, players=3)["id"]
    r = api.get(f"/api/games/{gid}/state", headers=bearer("nope-not-a-token"))
    assert r.status_code == 403 and r.json() == {"error": "wrong token for this game", "rule": None}
    r = api.get(f"/api/games/{gid}/state", params={"token": "nope"})  # a token in the URL is not read
    assert r.status_code == 200 and r.json()["seat"] is None
    r = api.get("/api/games/nosuchgame/state")
    assert r.status_code == 404 and "nosuchgame" in r.json()["error"]


def test_actions_refusals_change_nothing(server: Server):
    api = server.client()
    created = api.create(HUMANS, players=3)
    gid, tokens = created["id"], api.tokens(created)
    start = api.state(gid)
    p = start["current_player"]
    path = f"/api/games/{gid}/actions"

    def refused(status: int, token: str | None = tokens[p], headers: dict | None = None, **kw) -> dict:
        r = api.post(path, headers={**bearer(token), **(headers or {})}, **kw)
        assert r.status_code == status, r.text
        return r.json()

    assert "malformed JSON" in refused(400, content=b"{not json", headers={"content-type": "application/json"})["error"]
    assert "JSON" in refused(415, content=b'{"version": 0, "action": "pass"}')["error"]
    assert refused(400, json=["version"])["error"].startswith("bad request")
    assert "version" in refused(400, json={"version": "0", "action": "pass"})["error"]
    assert "action" in refused(400, json={"version": 0})["error"]
    assert "token" in refused(401, token=None, json={"version": 0, "action": "pass"})["error"]
    assert refused(403, token="forged-token-xyz", json={"version": 0, "action": "pass"})["error"] == (
        "wrong token for this game"
    )
    r = api.act("nosuchgame", tokens[p], 0, "pass")
    assert r.status_code == 404
    stale = refused(409, json={"version": 5, "action": "pass"})
    assert "stale" in stale["error"] and stale["rule"] is None
    assert "not your turn" in refused(409, token=tokens[(p + 1) % 3], json={"version": 0, "action": "pass"})["error"]
    assert refused(422, json={"version": 0, "action": "fly to the moon"})["rule"] is None
    illegal = refused(422, json={"version": 0, "action": "bid 1 on plant 20"})
    assert illegal["rule"] and illegal["rule"].startswith("PG-") and illegal["error"]
    after = api.state(gid)
    assert after["version"] == 0 and after["view"] == start["view"] and after["log"] == start["log"]


def test_accepted_action_bumps_the_version_and_returns_events(server: Server):
    api = server.client()
    created = api.create(HUMANS, players=3)
    gid, tokens = created["id"], api.tokens(created)
    p = api.state(gid)["current_player"]
    state = api.state(gid, tokens[p])
    action = next(a for a in state["legal"] if a.startswith("bid") and "plant" in a)
    r = api.act(gid, tokens[p], 0, action)
    assert r.status_code == 200, r.text
    body = r.json()
    assert set(body) == {"version", "events"} and body["version"] == 1
    assert body["events"][0].startswith(f"P{p + 1} puts up plant")
    after = api.state(gid)
    assert after["version"] == 1 and after["log"][-len(body["events"]) :] == body["events"]
    assert after["current_player"] != p
    assert api.act(gid, tokens[p], 0, action).status_code == 409  # the same version again: stale


def test_listing(server: Server):
    api = server.client()
    open_game = api.create(["open", "human", "heuristic"], players=3)
    invited = api.create(["human", "random"], players=2)
    games = {g["id"]: g for g in api.get("/api/games").json()}
    assert games[open_game["id"]]["status"] == "open"
    assert games[invited["id"]]["status"] == "running"  # waits for its invited player: not for anyone
    g = games[open_game["id"]]
    assert set(g) == {"id", "game", "config", "seats", "status", "created", "updated", "version", "current_player"}
    assert g["seats"] == [
        {"seat": 0, "kind": "human", "open": True, "claimed": False, "name": None},
        {"seat": 1, "kind": "human", "open": False, "claimed": False, "name": None},
        {"seat": 2, "kind": "heuristic", "open": False, "claimed": True, "name": None},
    ]
    assert [x["id"] for x in api.get("/api/games", params={"status": "open"}).json()] == [open_game["id"]]
    assert [x["id"] for x in api.get("/api/games", params={"status": "running"}).json()] == [invited["id"]]
    assert api.get("/api/games", params={"status": "over"}).json() == []
    assert api.get("/api/games", params={"status": "nonsense"}).status_code == 400
    assert api.get("/api/games", params={"limit": 0}).status_code == 400
    assert api.post(f"/api/games/{open_game['id']}/join", json={}).json()["seat"] == 0
    assert api.get("/api/games", params={"status": "open"}).json() == []


def test_record_and_replay_only_once_over(server: Server):
    api = server.client()
    created = api.create(["human", "heuristic", "heuristic"], players=3, seed=11)
    gid, token = created["id"], api.tokens(created)[0]
    assert api.get(f"/api/games/{gid}/record").status_code == 409
    assert api.get(f"/api/games/{gid}/replay/0").status_code == 409
    sock = server.socket(gid, token)
    state = sock.recv()
    while not state["over"]:  # play the human seat with its first legal action; the bots answer
        if state["current_player"] == 0:
            r = api.act(gid, token, state["version"], state["legal"][0])
            assert r.status_code == 200, r.text
            state = sock.version_at_least(r.json()["version"])
        else:
            state = sock.recv()
    sock.close()
    record = api.get(f"/api/games/{gid}/record").json()
    assert set(record) == {"game", "config", "seed", "actions", "hints", "chances"} and record["seed"] == 11
    assert len(record["actions"]) == state["version"]
    final = replay(record)
    assert final.is_over and final.view(None) == api.state(gid)["view"]
    total = len(record["actions"])
    r = api.get(f"/api/games/{gid}/replay/3").json()
    assert r["n"] == 3 and r["total"] == total and r["view"] == replay(record, 3).view(None)
    assert r["log"] == state["log"][: len(r["log"])] and len(r["log"]) < len(state["log"])
    assert api.get(f"/api/games/{gid}/replay/{total}").json()["log"] == state["log"]
    assert api.get(f"/api/games/{gid}/replay/{total + 1}").status_code == 404
    assert api.get(f"/api/games/{gid}/replay/x").status_code == 400
    assert api.get("/api/games", params={"status": "over"}).json()[0]["id"] == gid
    assert api.post(f"/api/games/{gid}/join", json={}).status_code == 409
    assert api.act(gid, token, state["version"], "pass").status_code == 409


def test_websocket_pushes_each_seat_its_own_view(server: Server):
    api = server.client()
    created = api.create(HUMANS, players=3)
    gid, tokens = created["id"], api.tokens(created)
    sockets = [server.socket(gid, tokens[seat]) for seat in range(3)]
    watcher = server.socket(gid)
    first = [s.recv() for s in sockets]
    assert [m["type"] for m in first] == ["state"] * 3 and [m["seat"] for m in first] == [0, 1, 2]
    assert watcher.recv()["seat"] is None
    p = first[0]["current_player"]
    assert api.act(gid, tokens[p], 0, first[p]["legal"][-1]).status_code == 200
    for seat, s in enumerate(sockets):
        m = s.version_at_least(1)
        assert m["version"] == 1 and m["seat"] == seat
        assert m["view"] == api.state(gid, tokens[seat])["view"]
        money = [x["money"] for x in m["view"]["players"]]
        assert money[seat] == 50 and all(money[i] is None for i in range(3) if i != seat)
        assert (m["legal"] != []) == (seat == m["current_player"])
    spectated = watcher.version_at_least(1)
    assert all(x["money"] is None for x in spectated["view"]["players"])
    for s in sockets + [watcher]:
        s.close()


def test_websocket_errors(server: Server):
    api = server.client()
    gid = api.create(HUMANS, players=3)["id"]
    for game_id, hello, code in (
        (gid, '{"token": "forged-token-xyz"}', 4403),
        ("nosuchgame", "{}", 4404),
        (gid, "not json", 4400),
        (gid, '{"token": 7}', 4400),
    ):
        sock = server.socket(game_id, hello=False)
        sock.ws.send(hello)
        m = sock.recv()
        assert m["type"] == "error" and m["error"]
        with pytest.raises(ConnectionClosed):
            sock.recv(5)
        assert sock.ws.close_code == code
        sock.close()


def test_pages_and_static_files(server: Server):
    from powerplay.server.app import WEB
    from powerplay.server.routes import words

    http = httpx.Client(base_url=server.url, timeout=120)
    gid = server.client().create(["human", "random"], players=2)["id"]
    for path, name in (("/", "index.html"), (f"/play/{gid}?seat=1", "game.html"), (f"/watch/{gid}", "game.html")):
        r = http.get(path)
        if (WEB / name).is_file():
            # the page in English (no cookie, no Accept-Language): its language and the address of its words
            assert r.status_code == 200 and r.text == words.localize((WEB / name).read_text(), "en")
            head = http.head(path)  # defect 10: HEAD on a page was 405
            assert head.status_code == 200 and head.content == b""
        else:
            assert r.status_code == 404 and "not installed" in r.json()["error"]
    static = sorted(p for p in (WEB / "static").rglob("*") if p.is_file()) if (WEB / "static").is_dir() else []
    for p in static[:3]:
        r = http.get("/static/" + p.relative_to(WEB / "static").as_posix())
        assert r.status_code == 200 and r.content == p.read_bytes()
    r = http.get("/static/no/such/file.js")
    assert r.status_code == 404 and set(r.json()) == {"error", "rule"}
    r = http.get("/api/nothing-here")
    assert r.status_code == 404 and r.json()["rule"] is None
