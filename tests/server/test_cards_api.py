"""Power Grid: The Card Game over the HTTP API: create, act, views without hidden information.

Hidden (CG-12.2, D-18): the plant deck and the unseen setup removals, the resource deck, the seed and
the generator state; with ``hidden_money`` the other seats' money until the end.
"""

from __future__ import annotations

import json
import re

from server_helpers import Server, bearer

from powerplay import replay

SEED = 424_248  # P1 opens the first auction


def _create(api, seats, seed=SEED, **config):
    return api.post(
        "/api/games",
        json={"game": "powergrid-cards", "config": {"players": len(seats), **config}, "seats": seats, "seed": seed},
    )


def _pick(legal: list[str], view: dict) -> str:
    """A player who buys cheap plants, buys a card when it can and produces what it can."""
    if view["phase"] == "resources":
        return next((a for a in legal if a.startswith("buy")), "done")
    if view["phase"] == "bureaucracy":
        return legal[-1]
    opens = [a for a in legal if a.startswith("bid") and " on plant " in a]
    return opens[0] if opens else legal[0]


def test_bots_of_the_card_game_and_refused_options(server: Server):
    api = server.client()
    bots = api.get("/api/bots").json()
    plays = {b["kind"]: b["games"] for b in bots if not b["kind"].startswith("automa-")}
    assert set(plays) == {"heuristic", "easy", "medium", "hard", "expert", "random"}
    assert "powergrid-cards" in plays["random"] and all("powergrid" in g for g in plays.values())
    assert api.get("/api/bots", params={"game": "nope"}).status_code == 400
    for kind, games in plays.items():  # a bot that cannot play the card game cannot sit at it
        r = _create(api, ["human", kind])
        assert r.status_code == (201 if "powergrid-cards" in games else 400), r.text
        if r.status_code == 400:
            assert "does not play powergrid-cards" in r.json()["error"]
    # default seats: a human and bots that play the game
    r = api.post("/api/games", json={"game": "powergrid-cards", "config": {"players": 3}})
    assert r.status_code == 201, r.text
    assert next(s["kind"] for s in r.json()["seats"]) == "human"
    assert all("powergrid-cards" in plays[s["kind"]] for s in r.json()["seats"][1:])
    # the card game's options only
    assert _create(api, ["human", "random"], map="germany").status_code == 400
    assert _create(api, ["human"] * 7).status_code == 400
    listing = api.get("/api/games").json()
    assert {g["game"] for g in listing} == {"powergrid-cards"}


def test_card_game_actions_and_views_hide_what_they_must(server: Server):
    api = server.client()
    r = _create(api, ["human", "human", "random"], hidden_money=True, demolition=True)
    assert r.status_code == 201, r.text
    created = r.json()
    gid = created["id"]
    tokens = api.tokens(created)
    assert set(tokens) == {0, 1}

    first = api.state(gid, tokens[0])
    view = first["view"]
    assert view["game"] == "powergrid-cards" and view["seat"] == 0 and view["options"]["hidden_money"] is True
    assert view["phase"] == "auction" and view["round"] == 1
    assert set(view["deck"]) == {"count", "top", "under_orm"}
    assert isinstance(view["resources"]["deck"], int)
    assert view["seats"][0]["money"] is not None and view["seats"][1]["money"] is None
    assert view["demolition_deck"] and view["trust_seat"] is None
    cp = first["current_player"]
    mine = api.state(gid, tokens[cp])
    assert any(re.fullmatch(r"bid \d+ on plant \w+", a) for a in mine["legal"])
    assert api.state(gid, tokens[1 - cp])["legal"] == []

    # refusals: the rule text and number; nothing changes
    bad = api.act(gid, tokens[cp], mine["version"], "buy 1 coal from column 2")
    assert bad.status_code in (400, 422), bad.text
    assert bad.json()["error"]
    low = next(a for a in mine["legal"] if " on plant " in a)
    plant = low.rsplit(" ", 1)[1]
    too_low = api.act(gid, tokens[cp], mine["version"], f"bid 0 on plant {plant}")
    assert too_low.status_code in (400, 422) and too_low.json()["error"], too_low.text
    assert api.act(gid, tokens[1 - cp], mine["version"], low).status_code == 409  # out of turn
    ok = api.act(gid, tokens[cp], mine["version"], low)
    assert ok.status_code == 200, ok.text
    assert ok.json()["version"] == mine["version"] + 1 and ok.json()["events"]

    # play to the end (the humans by the API, the random bot on the server)
    phases = set()
    for _ in range(3000):
        st = api.state(gid)
        if st["over"]:
            break
        phases.add(st["view"]["phase"])
        seat = st["current_player"]
        if seat in tokens:
            me = api.state(gid, tokens[seat])
            if me["legal"]:
                r = api.act(gid, tokens[seat], me["version"], _pick(me["legal"], me["view"]))
                assert r.status_code in (200, 409), r.text
        else:
            api.get(f"/api/games/{gid}/state", headers=bearer(tokens[0]))
    else:
        raise AssertionError("the game did not end")
    assert {"auction", "resources", "bureaucracy"} <= phases
    over = api.state(gid)
    assert over["view"]["scores"] and all(s["final"] for s in over["view"]["scores"])
    assert all(s["money"] is not None for s in over["view"]["seats"])  # money is shown at the end
    record = api.get(f"/api/games/{gid}/record").json()
    assert record["game"] == "powergrid-cards" and record["seed"] == SEED

    # the truth, version by version: what was hidden never left the server
    game = replay({**record, "actions": []})
    hidden: list[tuple[set[str], set[str], list[int]]] = []
    secrets = {str(SEED)}
    for n in range(len(record["actions"]) + 1):
        if n:
            game.apply(record["actions"][n - 1])
        pos = game.to_json()
        secrets.add(str(pos["rng"]))
        plants = {p for p in pos["plant_deck"] + pos["box"] if p != "ORM"}
        cards = {c.split(":")[0] for c in pos["resource_deck"] + pos["unused"]}
        hidden.append((plants, cards, list(game.state.money)))
    checked = 0
    for text in api.bodies:
        if '"view"' not in text:
            continue
        body = json.loads(text)
        if body["over"]:
            continue
        checked += 1
        plants, cards, money = hidden[body["version"]]
        for secret in secrets:
            assert secret not in text
        assert '"seed"' not in text and '"rng"' not in text
        found_plants = set(re.findall(r'"id":"(\d\d[ab]?)"', text))
        assert not found_plants & plants, f"plants of the deck in a view: {found_plants & plants}"
        found_cards = set(re.findall(r'"id":"(R-[a-z]+-\d+|P\d?-[a-z]+)"', text))
        assert not found_cards & cards, f"cards of the resource deck in a view: {found_cards & cards}"
        seat = body["seat"]
        for s in body["view"]["seats"]:
            if s["seat"] == seat:
                assert s["money"] == money[seat]
            else:
                assert s["money"] is None, f"seat {seat} sees the money of {s['seat']}"
    assert checked > 50
