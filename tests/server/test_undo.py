"""Undo over the API (``POST /api/games/{id}/undo``): a seat takes back its own last actions until
another seat acts or something hidden is revealed; the stored record keeps only what was finally
played, the version moves on, and every client gets the restored state."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import httpx
from server_helpers import Api, Server, bearer
from test_storage import new_row
from test_storage import play as store_play

from powerplay import replay
from powerplay.server.db import SNAPSHOT_EVERY
from powerplay.server.live import LiveGame
from powerplay.server.store import Store, now

HUMANS = ["human", "human", "human"]


def undo(api: Api, gid: str, token: str | None, version: int) -> httpx.Response:
    return api.post(f"/api/games/{gid}/undo", json={"version": version}, headers=bearer(token))


def play(api: Api, gid: str, tokens: dict[int, str], action: str) -> dict:
    """The seat to act plays ``action``; the new state of that seat."""
    state = api.state(gid)
    seat = state["current_player"]
    r = api.act(gid, tokens[seat], state["version"], action)
    assert r.status_code == 200, r.text
    return api.state(gid, tokens[seat])


def opening(api: Api) -> tuple[str, dict[int, str]]:
    """Three humans through round 1's auction (each buys the cheapest plant): the resources phase."""
    created = api.create(HUMANS, seed=1, players=3)
    gid, tokens = created["id"], api.tokens(created)
    while (state := api.state(gid))["view"]["phase"] == "auction":
        seat = state["current_player"]
        legal = api.state(gid, tokens[seat])["legal"]
        assert api.act(gid, tokens[seat], state["version"], "pass" if "pass" in legal else legal[0]).status_code == 200
    return gid, tokens


def stored(db: Path, gid: str) -> list[tuple[int, str]]:
    with sqlite3.connect(db) as c:
        return c.execute("SELECT n, action FROM actions WHERE game_id = ? ORDER BY n", (gid,)).fetchall()


def test_a_resource_purchase_is_taken_back(server: Server, tmp_path: Path):
    api = server.client()
    gid, tokens = opening(api)
    seat = api.state(gid)["current_player"]
    before = api.state(gid, tokens[seat])
    assert before["undo"] is False  # the auction's last purchase revealed a plant from the deck
    rows = stored(tmp_path / "powerplay.db", gid)
    bought = play(api, gid, tokens, "buy 1 oil")
    assert bought["undo"] is True
    assert all(api.state(gid, tokens[s])["undo"] is False for s in tokens if s != seat)
    assert api.state(gid)["undo"] is False  # a spectator
    r = undo(api, gid, tokens[seat], bought["version"])
    assert r.status_code == 200, r.text
    assert r.json() == {"version": bought["version"] + 1}
    after = api.state(gid, tokens[seat])
    assert after["version"] == bought["version"] + 1
    assert after["view"] == before["view"] and after["legal"] == before["legal"] and after["log"] == before["log"]
    assert after["undo"] is False
    assert stored(tmp_path / "powerplay.db", gid) == rows


def test_a_stale_undo_is_refused_and_changes_nothing(server: Server):
    api = server.client()
    gid, tokens = opening(api)
    seat = api.state(gid)["current_player"]
    bought = play(api, gid, tokens, "buy 1 oil")
    r = undo(api, gid, tokens[seat], bought["version"] - 1)
    assert r.status_code == 409 and "stale version" in r.json()["error"]
    assert api.state(gid, tokens[seat]) == bought
    # the version the page saw before an undo is stale after it: nobody acts on a taken-back position
    assert undo(api, gid, tokens[seat], bought["version"]).status_code == 200
    r = api.act(gid, tokens[seat], bought["version"], "buy 1 oil")
    assert r.status_code == 409


def test_only_the_seat_that_acted_takes_back_and_only_until_another_acts(server: Server):
    api = server.client()
    gid, tokens = opening(api)
    seat = api.state(gid)["current_player"]
    done = play(api, gid, tokens, "done")
    other = done["current_player"]
    assert other != seat and done["undo"] is True  # ending the turn too, until the next seat acts
    r = undo(api, gid, tokens[other], done["version"])
    assert r.status_code == 422 and "has acted since" in r.json()["error"], r.text
    assert undo(api, gid, None, done["version"]).status_code == 401
    acted = play(api, gid, tokens, "done")
    r = undo(api, gid, tokens[seat], acted["version"])
    assert r.status_code == 422 and "has acted since" in r.json()["error"]
    fresh = api.create(HUMANS, seed=1, players=3)
    first = api.tokens(fresh)[api.state(fresh["id"])["current_player"]]
    r = undo(api, fresh["id"], first, 0)
    assert r.status_code == 422 and "no action yet" in r.json()["error"]


def test_an_action_that_revealed_a_plant_is_not_taken_back(server: Server):
    api = server.client()
    created = api.create(HUMANS, seed=1, players=3)
    gid, tokens = created["id"], api.tokens(created)
    play(api, gid, tokens, "bid 1 on plant 03")
    play(api, gid, tokens, "pass")
    state = api.state(gid)
    seat = state["current_player"]
    passed = play(api, gid, tokens, "pass")  # the last bidder passes: plant 03 is bought, 15 comes up
    assert passed["undo"] is False
    r = undo(api, gid, tokens[seat], passed["version"])
    assert r.status_code == 422 and "revealed what was hidden" in r.json()["error"]


def test_spectators_and_other_seats_see_the_restored_state(server: Server):
    api = server.client()
    gid, tokens = opening(api)
    seat = api.state(gid)["current_player"]
    before = api.state(gid)
    watcher = server.socket(gid)
    watcher.version_at_least(before["version"])
    bought = play(api, gid, tokens, "buy 2 oil")
    assert undo(api, gid, tokens[seat], bought["version"]).status_code == 200
    restored = watcher.version_at_least(bought["version"] + 1)
    assert restored["view"] == before["view"] and restored["log"] == before["log"]
    watcher.close()


def test_the_stored_record_replays_to_the_game_in_memory(start_server, tmp_path: Path):
    server = start_server()
    api = server.client()
    gid, tokens = opening(api)
    seat = api.state(gid)["current_player"]
    play(api, gid, tokens, "buy 1 oil")
    taken = play(api, gid, tokens, "buy 1 oil")
    assert undo(api, gid, tokens[seat], taken["version"]).status_code == 200
    assert undo(api, gid, tokens[seat], taken["version"] + 1).status_code == 200
    play(api, gid, tokens, "buy 2 oil")
    played = play(api, gid, tokens, "done")
    actions = [a for _, a in stored(tmp_path / "powerplay.db", gid)]
    assert actions[-2:] == ["buy 2 oil", "done"]
    record = {"game": "powergrid", "config": {"map": "germany", "players": 3}, "seed": 1, "actions": actions}
    assert replay(record).view(None) == api.state(gid)["view"]
    # a new process rebuilds the same game from the rows (their numbers have gaps where actions went)
    server.stop()
    again = start_server().client()
    assert again.state(gid, tokens[seat]) == {**played, "last_move_at": again.state(gid)["last_move_at"]}


def test_an_undo_in_one_process_reaches_the_others(start_server, pg_url: str):
    """PostgreSQL: the other process gets ``<id>:<version>:undo``, reloads the game and pushes it;
    the next action, posted to it, is accepted at the new version."""
    a: Server = start_server(pg_url)
    b: Server = start_server(pg_url)
    api_a, api_b = a.client(), b.client()
    gid, tokens = opening(api_a)
    seat = api_a.state(gid)["current_player"]
    before = api_b.state(gid, tokens[seat])
    watcher = b.socket(gid, tokens[seat])
    watcher.version_at_least(before["version"])
    bought = play(api_a, gid, tokens, "buy 1 oil")
    assert watcher.version_at_least(bought["version"])["undo"] is True
    assert undo(api_a, gid, tokens[seat], bought["version"]).status_code == 200
    restored = watcher.version_at_least(bought["version"] + 1, timeout=300)
    assert restored["version"] == bought["version"] + 1
    assert restored["view"] == before["view"] and restored["legal"] == before["legal"]
    r = api_b.act(gid, tokens[seat], restored["version"], "buy 2 oil")
    assert r.status_code == 200, r.text
    assert r.json()["version"] == restored["version"] + 1
    assert api_a.state(gid) == api_b.state(gid)
    watcher.close()


def test_an_undo_drops_the_row_and_a_snapshot_that_holds_it(tmp_path: Path):
    """``Store.undo``: the last row goes, the version moves on (a stale writer of the old version
    loses), a snapshot taken at the undone action goes, and the game rebuilt from the rows is the
    record replayed without it."""
    store = Store(f"sqlite:///{tmp_path / 'undo.db'}")
    store.migrate()
    try:
        row, game = new_row("u1", ["human"] * 3)
        store.create(row)
        store_play(store, "u1", game, SNAPSHOT_EVERY)
        loaded = store.load("u1")
        assert loaded is not None and loaded[0].snapshot_version == SNAPSHOT_EVERY
        last = loaded[1][-1]
        assert store.undo("u1", SNAPSHOT_EVERY, last.seat)
        assert not store.undo("u1", SNAPSHOT_EVERY, last.seat)  # stale: the version moved on
        head, rows = store.load("u1")
        assert head.version == SNAPSHOT_EVERY + 1 and head.snapshot is None and head.current_player == last.seat
        assert [r.n for r in rows] == list(range(1, SNAPSHOT_EVERY))
        live = LiveGame(head, rows)
        record = game.record()
        assert live.version == SNAPSHOT_EVERY + 1
        assert live.game.to_json() == replay(record, SNAPSHOT_EVERY - 1).to_json()
        # the next action is row 51 + 1: accepted at the new version only
        action = str(live.game.legal_actions()[0])
        args = (last.seat, [], now(), "running", None)
        assert not store.append("u1", SNAPSHOT_EVERY, action, *args)
        assert store.append("u1", SNAPSHOT_EVERY + 2, action, *args)
        assert [r.n for r in store.load("u1")[1]][-2:] == [SNAPSHOT_EVERY - 1, SNAPSHOT_EVERY + 2]
    finally:
        store.close()
