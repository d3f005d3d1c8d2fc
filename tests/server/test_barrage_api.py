"""Barrage over the HTTP API: a seat the game plays itself, the Automa (BA-A1.6), is chosen like a
bot's seat and is never asked to act; a kind another game plays itself is refused."""

from __future__ import annotations

from server_helpers import Server


def test_automa_seats_are_offered_for_barrage_only_and_play_themselves(server: Server):
    api = server.client()
    bots = {b["kind"]: b for b in api.get("/api/bots", headers={"Accept-Language": "ru"}).json()}
    assert bots["automa-very-hard"]["games"] == ["barrage"]
    assert bots["automa-hard"]["label"] == "Автома: сложная"
    assert bots["random"]["games"] == ["powergrid", "powergrid-cards", "barrage", "pampero"]
    r = api.post("/api/games", json={"game": "powergrid", "config": {"players": 2}, "seats": ["human", "automa-hard"]})
    assert r.status_code in (400, 422), r.text  # Power Grid has no Automa
    r = api.post("/api/games", json={"game": "barrage", "seats": ["human", "automa-hard"], "seed": 5})
    assert r.status_code == 201, r.text
    created = r.json()
    assert [s["kind"] for s in created["seats"]] == ["human", "automa-hard"]
    gid, tokens = created["id"], server.client().tokens(created)
    listed = next(g for g in api.get("/api/games").json() if g["id"] == gid)
    assert listed["config"] == {"players": 2, "full": True, "automa": [None, "hard"]}  # BA-A1.2: full rules
    mine = api.state(gid, tokens[0])
    assert mine["current_player"] == 0 and mine["legal"]  # the Automa never is to act (BA-A5)
    assert mine["seats"][1]["kind"] == "automa-hard"
    # an explicit introductory game refuses an Automa with its rule
    r = api.post("/api/games", json={"game": "barrage", "config": {"full": False}, "seats": ["human", "automa-easy"]})
    assert r.status_code == 422 and "BA-A1.2" in r.text, r.text
