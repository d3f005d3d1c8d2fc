"""Crash safety: SIGKILL the server in the middle of a game, restart it on the same database, and
the game goes on from the last accepted action; no accepted action is lost."""

from __future__ import annotations

import sqlite3
import threading
import time

import httpx
from server_helpers import bearer

from powerplay import load_game


def _canonical(config: dict, seed: int, actions: list[str]) -> list[str]:
    game = load_game("powergrid", seed=seed, **config)
    for a in actions:
        game.apply(a)
    return game.history


def test_sigkill_loses_no_accepted_action(start_server, sqlite_url: str):
    config = {"map": "germany", "players": 3}
    first = start_server(sqlite_url)
    api = first.client()
    created = api.create(["human"] * 3, seed=5, players=3)
    gid, tokens = created["id"], api.tokens(created)

    accepted: dict[int, str] = {}  # version -> the action the server acknowledged with it
    stop = threading.Event()

    def play() -> None:  # as fast as possible, until the server dies under us
        http = httpx.Client(base_url=first.url, timeout=5)
        try:
            while not stop.is_set():
                s = http.get(f"/api/games/{gid}/state").json()
                p = s["current_player"]
                mine = http.get(f"/api/games/{gid}/state", headers=bearer(tokens[p])).json()
                action = mine["legal"][-1]
                r = http.post(
                    f"/api/games/{gid}/actions",
                    json={"version": mine["version"], "action": action},
                    headers=bearer(tokens[p]),
                )
                if r.status_code == 200:
                    accepted[r.json()["version"]] = action
        except (httpx.HTTPError, ValueError, KeyError):
            return
        finally:
            http.close()

    player = threading.Thread(target=play)
    player.start()
    deadline = time.monotonic() + 120
    while len(accepted) < 40 and time.monotonic() < deadline:
        time.sleep(0.01)
    first.kill()  # SIGKILL, requests in flight
    stop.set()
    player.join(10)
    assert len(accepted) >= 40

    second = start_server(sqlite_url)
    api = second.client()
    state = api.state(gid)
    top = max(accepted)
    assert state["version"] >= top  # nothing acknowledged is lost (one more may have committed unanswered)
    # Play on after the restart: the game continues from where it stopped.
    for _ in range(20):
        p = state["current_player"]
        mine = api.state(gid, tokens[p])
        r = api.act(gid, tokens[p], mine["version"], mine["legal"][0])
        assert r.status_code == 200, r.text
        state = api.state(gid)
    # The database holds every acknowledged action, in its place, and the moves made since.
    with sqlite3.connect(sqlite_url.removeprefix("sqlite:///")) as db:
        stored = [a for (a,) in db.execute("SELECT action FROM actions WHERE game_id = ? ORDER BY n", (gid,))]
    assert len(stored) == state["version"] >= top + 20
    for version, action in accepted.items():
        assert stored[version - 1] == _canonical(config, 5, stored[: version - 1] + [action])[-1]


def test_bots_resume_after_sigkill(start_server, sqlite_url: str):
    first = start_server(sqlite_url, bot_delay=0.01)
    api = first.client()
    created = api.create(["heuristic", "random", "heuristic"], seed=9, players=3)
    gid = created["id"]
    watcher = first.socket(gid)
    watcher.version_at_least(60)
    first.kill()
    watcher.close()
    second = start_server(sqlite_url, bot_delay=0.01)
    sock = second.socket(gid)
    version = sock.recv()["version"]
    assert version >= 60
    # Nobody acts but the bots: they resumed on startup and play on to the end.
    final = sock.until(lambda m: m["over"], timeout=120)
    sock.close()
    record = second.client().get(f"/api/games/{gid}/record").json()
    assert len(record["actions"]) == final["version"] > version
    from powerplay import replay

    assert replay(record).view(None) == final["view"]
