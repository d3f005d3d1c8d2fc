"""Advice on the server: a hint at a seat's decision where the game's creator allows it, and the review
of a finished game from a seat's side, worked out in the bots' workers."""

from __future__ import annotations

import time

from server_helpers import bearer

from powerplay import analysis, replay
from powerplay.words import Words


def _finish(api, gid: str, tokens: dict[int, str]) -> dict:
    """Play the human seats (their first legal action) until the game is over."""
    for _ in range(5000):
        st = api.state(gid)
        if st["over"]:
            return st
        seat = st["current_player"]
        if seat in tokens:
            mine = api.state(gid, tokens[seat])
            assert api.act(gid, tokens[seat], mine["version"], mine["legal"][0]).status_code in (200, 409)
        else:
            time.sleep(0.02)
    raise AssertionError("the game did not end")


def _hint(api, gid: str, token: str, version: int):
    return api.post(f"/api/games/{gid}/hint", json={"version": version}, headers=bearer(token))


def test_a_hint_alone_against_bots_in_the_reader_s_language(server):
    """A person alone against bots may ask: each player's chance now (adding up to 1) and the hard bot's
    best plans with the seat's chance after each, in Russian (the actions in the game's Russian words, as
    the terminal writes them); the record counts the hint."""
    api = server.client()
    created = api.create(["human", "heuristic", "heuristic"], seed=2, map="germany")
    gid = created["id"]
    token = api.tokens(created)[0]
    state = api.state(gid, token)
    assert state["current_player"] == 0
    r = api.post(
        f"/api/games/{gid}/hint", json={"version": state["version"]}, headers={**bearer(token), "Cookie": "lang=ru"}
    )
    assert r.status_code == 200, r.text
    told = r.json()
    assert told["seat"] == 0 and len(told["chances"]) == 3 and abs(sum(told["chances"]) - 1) < 1e-6
    assert told["options"] and all(o["action"] in state["legal"] for o in told["options"])
    ru = Words("ru", game="powergrid")
    for o in told["options"]:
        assert o["text"] == ru.plan(o["action"], o["most"], o["then"]), o
        assert o["text"].startswith(ru.show(o["action"])) and not o["text"].startswith(o["action"]), o
    assert _hint(api, gid, token, state["version"] + 5).status_code == 409  # stale
    looked = api.post(f"/api/games/{gid}/chances", json={"version": state["version"]}, headers=bearer(token))
    assert looked.status_code == 200 and looked.json()["chances"] == told["chances"]  # the same draws
    api.act(gid, token, state["version"], told["options"][0]["action"])
    while (state := api.state(gid, token))["current_player"] != 0 and not state["over"]:
        time.sleep(0.05)
        assert _hint(api, gid, token, state["version"]).status_code in (200, 409)


def test_hints_are_off_where_people_play_each_other_unless_the_creator_allows_them(server):
    api = server.client()
    off = api.create(["human", "human"], seed=2, map="germany")
    token = api.tokens(off)[0]
    version = api.state(off["id"], token)["version"]
    refused = _hint(api, off["id"], token, version)
    assert refused.status_code == 403 and refused.json()["error"]
    body = {"game": "powergrid", "config": {"map": "germany"}, "seats": ["human", "human"], "seed": 2}
    on = api.post("/api/games", json={**body, "advice": {"hints": True}}).json()
    tokens = api.tokens(on)
    state = api.state(on["id"], tokens[0])
    mover = state["current_player"]
    assert _hint(api, on["id"], tokens[mover], state["version"]).status_code == 200
    assert _hint(api, on["id"], tokens[1 - mover], state["version"]).status_code == 409  # not its turn
    look = {"version": state["version"]}
    assert api.post(f"/api/games/{on['id']}/chances", json=look, headers=bearer(tokens[1 - mover])).status_code == 200
    assert api.post(f"/api/games/{off['id']}/chances", json=look, headers=bearer(token)).status_code == 403
    assert api.post(f"/api/games/{on['id']}/hint", json={"version": state["version"]}).status_code == 401
    # spectators: the chances only where the creator allows them, from what every player may know
    assert api.state(on["id"])["chances"] is False and state["chances"] is True
    refused = api.post(f"/api/games/{on['id']}/chances", json=look)
    assert refused.status_code == 403 and refused.json()["error"]
    shown = api.post("/api/games", json={**body, "advice": {"spectators": True}}).json()
    watched = api.state(shown["id"])
    assert watched["chances"] is True and watched["hints"] is False
    seen = api.post(f"/api/games/{shown['id']}/chances", json={"version": watched["version"]})
    assert seen.status_code == 200 and seen.json()["seat"] is None and abs(sum(seen.json()["chances"]) - 1) < 1e-6
    assert api.post(f"/api/games/{shown['id']}/chances", json={"version": 99}).status_code == 409
    assert api.get(f"/api/games/{shown['id']}/record").status_code == 409  # (the record counts seats' looks only)


def test_the_review_of_a_finished_game(server):
    """A finished game's review from the seat's side: 409 before the end; then worked out in the background
    (``running``, the share growing) until ``done``: a point after every action, the moments with the
    move played and the bot's, the graph as SVG; the record says the hints each seat took."""
    api = server.client()
    created = api.create(["human", "heuristic"], seed=5, game="powergrid-cards", players=2)
    gid = created["id"]
    tokens = api.tokens(created)
    assert api.get(f"/api/games/{gid}/review", headers=bearer(tokens[0])).status_code == 409
    state = api.state(gid, tokens[0])
    if state["current_player"] == 0:
        assert _hint(api, gid, tokens[0], state["version"]).status_code == 200
    state = _finish(api, gid, tokens)
    assert state["over"]
    deadline = time.monotonic() + 600
    while True:
        r = api.get(f"/api/games/{gid}/review", headers={**bearer(tokens[0]), "Cookie": "lang=ru"})
        assert r.status_code == 200, r.text
        review = r.json()
        if review["state"] == "done" or time.monotonic() > deadline:
            break
        assert review["state"] == "running" and 0 <= review["share"] <= 1
        time.sleep(0.3)
    assert review["state"] == "done", review
    record = api.get(f"/api/games/{gid}/record").json()
    assert len(review["points"]) == len(record["actions"]) + 1
    assert review["graph"].startswith("<?xml") and "<svg" in review["graph"]
    ru = Words("ru", game="powergrid-cards")
    for m in review["moments"]:
        assert m["action"] == record["actions"][m["index"]]
        assert m["text"] == ru.show(m["action"]) != m["action"], m  # the move played, in Russian
        for plan in (m["played"], m["best"], *m["options"]):
            assert plan["text"] == ru.plan(plan["action"], plan["most"], plan["then"]), plan
        assert m["mistake"] == (m["best"]["chance"] - m["played"]["chance"] >= analysis.MISTAKE), m
    assert record["hints"] in ({"0": 1}, {}) and record["chances"] == {}
    assert replay(record).record()["actions"] == record["actions"]  # the advice's counts beside the game
    # shared by its link: anyone reads it, in their language; a seat whose player did not ask has none
    assert review["url"] == f"/review/{gid}/0" and review["names"][0] and review["game"] == "powergrid-cards"
    shared = api.get(f"/api/games/{gid}/reviews/0", headers={"Cookie": "lang=ru"})
    assert shared.status_code == 200
    assert shared.json() == review
    assert api.get(f"/api/games/{gid}/reviews/0").json()["graph"] != review["graph"]  # drawn in English too
    assert api.get(f"/api/games/{gid}/reviews/1").status_code == 404
    assert api.get(f"/api/games/{gid}/reviews/2").status_code == 404
    assert api.get(f"/api/games/{gid}/reviews/x").status_code in (400, 422)
    assert api.get(f"/review/{gid}/0").status_code == 200
    assert api.get(f"/review/{gid}x/0").status_code == 404
    # kept in the database: after a restart it is read there (a reader of the link never starts one); a
    # new language's graph joins it
    server.stop()
    api = server.start().client()
    again = api.get(f"/api/games/{gid}/reviews/0", headers={"Cookie": "lang=ru"})
    assert again.status_code == 200 and again.json() == review
    uk = api.get(f"/api/games/{gid}/reviews/0", headers={"Cookie": "lang=uk"}).json()
    assert uk["state"] == "done" and "<svg" in uk["graph"] and uk["graph"] != review["graph"]
    assert {k: v for k, v in uk.items() if k not in ("graph", "title", "names", "moments")} == {
        k: v for k, v in review.items() if k not in ("graph", "title", "names", "moments")
    }
