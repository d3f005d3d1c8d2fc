"""Issue 14: players give their names when creating a game, joining an open seat or claiming an
invited one; the server keeps them per seat and shows them everywhere — the seats of the state and
of the lobby's list, the log (for the seat's label), its refusals — as text. A name that cannot be
one is refused (422) and changes nothing."""

from __future__ import annotations

import pytest
from server_helpers import Server, bearer, invitation


def create(server: Server, seats: list[str], name: str | None = None, **extra) -> dict:
    body = {"game": "powergrid", "config": {"map": "germany", "players": len(seats)}, "seats": seats, "seed": 7}
    if name is not None:
        body["name"] = name
    r = server.client().post("/api/games", json={**body, **extra})
    assert r.status_code == 201, r.text
    return r.json()


def play_until(api, gid: str, tokens: dict[int, str], seat: int) -> dict:
    """Pass or take the first legal action until ``seat`` has acted once; its state then."""
    while True:
        state = api.state(gid, tokens.get(api.state(gid)["current_player"]))
        mover = state["current_player"]
        assert api.act(gid, tokens[mover], state["version"], state["legal"][0]).status_code == 200
        if mover == seat:
            return api.state(gid)


def test_a_name_given_at_creation_and_at_joining_is_shown_everywhere(server: Server):
    api = server.client()
    created = create(server, ["human", "open"], name="  Anna  ")
    gid = created["id"]
    assert [s["name"] for s in api.state(gid)["seats"]] == ["Anna", None]  # trimmed; the creator's seat
    lobby = {g["id"]: g for g in api.get("/api/games").json()}[gid]
    assert lobby["seats"][0]["name"] == "Anna"
    # the invited seat claimed without a name keeps the creator's; the open seat is joined by Boris
    anna = api.claim(gid, created["seats"][0]["link"]).json()["token"]
    boris = api.post(f"/api/games/{gid}/join", json={"name": "Boris"}).json()["token"]
    state = api.state(gid)
    assert [s["name"] for s in state["seats"]] == ["Anna", "Boris"]
    assert {g["id"]: g for g in api.get("/api/games").json()}[gid]["seats"][1]["name"] == "Boris"
    # the log writes each seat as its player's name, in every language
    first = state["current_player"]
    name = ["Anna", "Boris"][first]
    waiting = [anna, boris][1 - first]
    r = api.act(gid, waiting, state["version"], "pass")
    assert r.status_code == 409 and r.json()["error"] == f"not your turn: {name} is to act"
    after = play_until(api, gid, {0: anna, 1: boris}, first)
    assert any(name in line for line in after["log"])
    ru = api.get(f"/api/games/{gid}/state", headers={"Cookie": "lang=ru"}).json()
    assert any(name in line for line in ru["log"])
    assert not any(f"P{first + 1} " in line for line in after["log"])


def test_a_claimed_invitation_names_its_seat(server: Server):
    api = server.client()
    created = create(server, ["human", "human"])
    gid = created["id"]
    r = api.post(
        f"/api/games/{gid}/claim", json={"invitation": invitation(created["seats"][1]["link"]), "name": "Олена"}
    )
    assert r.status_code == 200
    assert [s["name"] for s in api.state(gid)["seats"]] == [None, "Олена"]
    # a name another player of the game has already is refused (the log could not tell them apart)
    r = api.post(
        f"/api/games/{gid}/claim", json={"invitation": invitation(created["seats"][0]["link"]), "name": "олена"}
    )
    assert r.status_code == 422 and "олена" in r.json()["error"]
    assert [s["name"] for s in api.state(gid)["seats"]] == [None, "Олена"]


def test_a_re_issued_link_forgets_the_name(server: Server):
    api = server.client()
    created = create(server, ["human", "human"], name="Anna")
    gid = created["id"]
    r = api.post(f"/api/games/{gid}/seats/0/invitation", headers=bearer(created["owner"]))
    assert r.status_code == 200
    assert api.state(gid)["seats"][0]["name"] is None


@pytest.mark.parametrize(
    "name",
    ["x" * 500, "x" * 25, "   ", "", "Anna\nBoris", "tab\there", "bell\x07", "\u202eevil", "zero\u200bwidth"],
)
def test_a_name_that_cannot_be_one_is_refused(server: Server, name: str):
    api = server.client()
    r = api.post("/api/games", json={"game": "powergrid", "config": {"map": "germany", "players": 2}, "name": name})
    assert r.status_code == 422 and set(r.json()) == {"error", "rule"}, r.text
    assert "name" in r.json()["error"]
    created = create(server, ["human", "open"])
    r = api.post(f"/api/games/{created['id']}/join", json={"name": name}, headers={"Cookie": "lang=uk"})
    assert r.status_code == 422 and "ім" in r.json()["error"], r.text  # ім'я, імені
    seat = {"seat": 1, "kind": "human", "open": True, "claimed": False, "name": None}
    assert api.state(created["id"])["seats"][1] == seat  # nothing changed


def test_a_name_is_text_never_markup(server: Server):
    """A name that looks like HTML is a name like any other: kept and sent as the text it is (the
    pages write it as text)."""
    api = server.client()
    created = create(server, ["human", "heuristic"], name="<script>alert(1)")
    assert api.state(created["id"])["seats"][0]["name"] == "<script>alert(1)"


def test_the_creators_name_goes_to_the_seat_they_play(server: Server):
    """The creator plays the first invited seat (the lobby's "Play as"): an open seat is named by
    whoever joins it, and only by them."""
    api = server.client()
    created = create(server, ["open", "human"], name="Anna")
    gid = created["id"]
    assert [s["name"] for s in api.state(gid)["seats"]] == [None, "Anna"]
    assert api.post(f"/api/games/{gid}/join", json={}).status_code == 200
    assert [s["name"] for s in api.state(gid)["seats"]] == [None, "Anna"]


def test_a_player_names_their_seat_after_taking_it(server: Server):
    """A seat taken without a name (an invitation opened in a browser that knows none) is named by
    its player later, with the seat's token: the seats and the log follow, on every page at once."""
    api = server.client()
    created = create(server, ["human", "human"])
    gid = created["id"]
    tokens = api.tokens(created)
    sock = server.socket(gid, tokens[1])
    sock.version_at_least(0)
    r = api.post(f"/api/games/{gid}/name", json={"name": " Boris "}, headers=bearer(tokens[0]))
    assert r.status_code == 200 and r.json() == {"seat": 0, "name": "Boris"}
    pushed = sock.until(lambda m: m.get("type") == "state" and m["seats"][0]["name"] == "Boris")
    assert pushed["seats"][1]["name"] is None
    assert api.post(f"/api/games/{gid}/name", json={"name": "boris"}, headers=bearer(tokens[1])).status_code == 422
    assert api.post(f"/api/games/{gid}/name", json={"name": "a\tb"}, headers=bearer(tokens[1])).status_code == 422
    assert api.post(f"/api/games/{gid}/name", json={"name": "Boris"}).status_code == 401
    assert api.post(f"/api/games/{gid}/name", json={"name": 7}, headers=bearer(tokens[1])).status_code == 400
    play_until(api, gid, tokens, 0)
    log = api.state(gid)["log"]
    assert any("Boris" in line for line in log) and not any(line.startswith("P1 ") for line in log)
    sock.close()
