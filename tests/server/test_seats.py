"""Seats (so that no stranger takes an invited seat from the public listing): an
invited seat is claimed by its link, once; an open seat is joined by anyone; a claimed seat cannot
be joined again; the creator re-issues a seat's link, which revokes the old link and its token."""

from __future__ import annotations

import pytest
from server_helpers import Server, bearer, invitation
from websockets.exceptions import ConnectionClosed


def test_a_stranger_cannot_take_an_invited_seat(server: Server):
    api = server.client()
    created = api.create(["human", "human", "heuristic"], players=3)
    gid = created["id"]
    listed = next(g for g in api.get("/api/games").json() if g["id"] == gid)
    assert all("token" not in s and "link" not in s for s in listed["seats"])  # nothing secret is listed
    for seat in (0, 1):  # a stranger who read the listing
        r = api.post(f"/api/games/{gid}/join", json={"seat": seat})
        assert r.status_code == 403 and "invited" in r.json()["error"]
    r = api.post(f"/api/games/{gid}/join", json={})
    assert r.status_code == 409 and "open" in r.json()["error"]
    friend = api.claim(gid, created["seats"][1]["link"])
    assert friend.status_code == 200 and friend.json()["seat"] == 1
    again = api.claim(gid, created["seats"][1]["link"])  # the link, forwarded to someone else
    assert again.status_code == 409 and "used already" in again.json()["error"]
    r = api.post(f"/api/games/{gid}/claim", json={"invitation": "x" * 24})
    assert r.status_code == 403
    assert api.state(gid, friend.json()["token"])["seat"] == 1


def test_an_open_seat_is_joined_by_anyone_once(server: Server):
    api = server.client()
    created = api.create(["human", "open", "open"], players=3)
    gid = created["id"]
    assert [s["open"] for s in created["seats"]] == [False, True, True]
    assert created["seats"][1]["link"] is None
    first = api.post(f"/api/games/{gid}/join", json={})
    assert first.status_code == 200 and first.json()["seat"] == 1
    assert api.post(f"/api/games/{gid}/join", json={"seat": 1}).status_code == 409  # taken
    second = api.post(f"/api/games/{gid}/join", json={"seat": 2})
    assert second.status_code == 200 and second.json()["seat"] == 2
    assert first.json()["token"] != second.json()["token"]
    r = api.post(f"/api/games/{gid}/join", json={})
    assert r.status_code == 409
    assert api.post(f"/api/games/{gid}/join", json={"seat": 5}).status_code == 404
    seats = api.state(gid)["seats"]
    assert [(s["open"], s["claimed"]) for s in seats] == [(False, False), (True, True), (True, True)]


def test_a_bot_seat_is_nobody_s(server: Server):
    api = server.client()
    created = api.create(["human", "heuristic"], players=2)
    r = api.post(f"/api/games/{created['id']}/join", json={"seat": 1})
    assert r.status_code == 409 and "bot" in r.json()["error"]


def test_the_creator_re_issues_a_link_and_the_old_one_dies(server: Server):
    api = server.client()
    created = api.create(["human", "human", "random"], players=3)
    gid, owner = created["id"], created["owner"]
    old_link = created["seats"][1]["link"]
    taken = api.claim(gid, old_link).json()
    sock = server.socket(gid, taken["token"])
    assert sock.recv()["seat"] == 1
    path = f"/api/games/{gid}/seats/1/invitation"
    assert api.post(path).status_code == 401
    assert api.post(path, headers=bearer(taken["token"])).status_code == 403  # a seat's token is not the key
    assert api.post(path, headers=bearer("k" * 24)).status_code == 403
    r = api.post(path, headers=bearer(owner))
    assert r.status_code == 200 and r.headers["cache-control"] == "no-store"
    new_link = r.json()["link"]
    assert r.json()["seat"] == 1 and new_link != old_link and new_link.startswith(f"/play/{gid}#invite=")
    # the player who held the seat is told, and let go
    closing = sock.until(lambda m: m["type"] == "error")
    assert "re-issued" in closing["error"]
    with pytest.raises(ConnectionClosed):
        sock.recv(5)
    assert sock.ws.close_code == 4403
    # the old token and the old link no longer work; the new link takes the seat
    assert api.get(f"/api/games/{gid}/state", headers=bearer(taken["token"])).status_code == 403
    assert api.act(gid, taken["token"], 0, "pass").status_code == 403
    assert api.claim(gid, old_link).status_code == 403
    assert api.state(gid)["seats"][1] == {"seat": 1, "kind": "human", "open": False, "claimed": False, "name": None}
    fresh = api.claim(gid, new_link)
    assert fresh.status_code == 200 and fresh.json()["seat"] == 1
    assert api.state(gid, fresh.json()["token"])["seat"] == 1
    assert api.post(f"/api/games/{gid}/seats/2/invitation", headers=bearer(owner)).status_code == 409  # a bot's
    assert api.post(f"/api/games/{gid}/seats/7/invitation", headers=bearer(owner)).status_code == 404
    sock.close()


def test_re_issuing_an_open_seat_makes_it_an_invited_one(server: Server):
    api = server.client()
    created = api.create(["human", "open"], players=2)
    gid = created["id"]
    link = api.post(f"/api/games/{gid}/seats/1/invitation", headers=bearer(created["owner"])).json()["link"]
    assert api.post(f"/api/games/{gid}/join", json={"seat": 1}).status_code == 403
    assert api.post(f"/api/games/{gid}/claim", json={"invitation": invitation(link)}).json()["seat"] == 1


def test_the_seats_spectators_see_change_when_a_seat_is_taken(server: Server):
    api = server.client()
    created = api.create(["human", "open"], players=2)
    watcher = server.socket(created["id"])
    assert [s["claimed"] for s in watcher.recv()["seats"]] == [False, False]
    api.post(f"/api/games/{created['id']}/join", json={})
    update = watcher.until(lambda m: m["type"] == "state" and m["seats"][1]["claimed"])
    assert update["version"] == 0
    watcher.close()
