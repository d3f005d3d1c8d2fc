"""Nothing hidden leaves the server while a game runs: not the other seats' money, not the seed,
not the generator state, not the deck order — in any HTTP body or WebSocket message."""

from __future__ import annotations

import json
import re

from server_helpers import Server

from powerplay import replay

SEED = 918_273_645


def _money_fields(node, path=()):
    """Every (path, value) of a key named "money" in a JSON tree."""
    if isinstance(node, dict):
        for k, v in node.items():
            if k == "money":
                yield path + (k,), v
            yield from _money_fields(v, path + (k,))
    elif isinstance(node, list):
        for i, v in enumerate(node):
            yield from _money_fields(v, path + (i,))


def test_bot_game_leaks_no_hidden_information(server: Server):
    api = server.client()
    created = api.create(["human", "heuristic", "heuristic", "random"], seed=SEED, players=4)
    gid, token = created["id"], api.tokens(created)[0]
    me = server.socket(gid, token)
    watcher = server.socket(gid)
    state = me.recv()
    polls = 0
    while not state["over"]:
        if state["current_player"] == 0:
            legal = state["legal"]
            action = next((a for a in legal if a.startswith("build")), None) or legal[len(legal) // 2]
            r = api.act(gid, token, state["version"], action)
            assert r.status_code in (200, 409), r.text
        if polls % 7 == 0:  # HTTP state bodies too, as the seat and as a spectator
            api.state(gid, token)
            api.get(f"/api/games/{gid}/state")
            api.get("/api/games")
        polls += 1
        state = me.recv()
    watcher.version_at_least(state["version"])
    while True:  # the rest of what the spectator was sent
        try:
            watcher.recv(0.5)
        except TimeoutError:
            break
    me.close()
    watcher.close()
    before_over = len(api.bodies)
    record = api.get(f"/api/games/{gid}/record").json()
    assert record["seed"] == SEED

    # The truth, rebuilt from the record once the game is over.
    total = len(record["actions"])
    game = replay({**record, "actions": []})
    money = [list(game.state.money)]
    secrets = {str(SEED), str(game.to_json()["rng"])}
    decks = []
    for action in record["actions"]:
        game.apply(action)
        money.append(list(game.state.money))
        position = game.to_json()
        secrets.add(str(position["rng"]))
        if len(position["deck"]) >= 3:
            decks.append(json.dumps(position["deck"], separators=(",", ":")))
    assert game.is_over and len(money) == total + 1

    messages = [("http", b) for b in api.bodies[:before_over]] + [("ws", m) for m in me.messages + watcher.messages]
    checked_states = 0
    for where, text in messages:
        for secret in secrets:
            assert secret not in text, f"{where} message holds the seed or generator state {secret}"
        for deck in decks:
            assert deck not in text, f"{where} message holds the deck order"
        assert '"rng"' not in text and '"seed"' not in text
        data = json.loads(text)
        bodies = data if isinstance(data, list) else [data]
        for body in bodies:
            if isinstance(body, dict) and body.get("over"):
                continue  # PG-11.3: money is shown once the game is over
            if not isinstance(body, dict) or "view" not in body:
                assert not any(v is not None for _, v in _money_fields(body)), f"{where}: money in {text[:200]}"
                continue
            checked_states += 1
            seat, version = body["seat"], body["version"]
            for path, value in _money_fields(body):
                if path == ("view", "players", seat, "money"):
                    assert value == money[version][seat]
                else:
                    assert value is None, f"{where} message shows {path} = {value} to seat {seat}"
            for other in range(4):
                if other != seat and (seat is None or money[version][other] != money[version][seat]):
                    assert not re.search(rf'"money":\s*{money[version][other]}\b', text)
    assert checked_states > 100
    assert any(m for _, m in messages if '"seat":null' in m)
