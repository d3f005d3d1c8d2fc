"""Two clients post an action for the same version at the same moment: exactly one is accepted."""

from __future__ import annotations

import httpx
from server_helpers import Api, Server, at_once, bearer


def race(urls: list[str], game_id: str, token: str, version: int, actions: list[str]) -> list[httpx.Response]:
    """Post ``actions[i]`` to ``urls[i]`` at once."""
    return at_once(
        urls,
        lambda c, i: c.post(
            f"/api/games/{game_id}/actions", json={"version": version, "action": actions[i]}, headers=bearer(token)
        ),
    )


def play_races(urls: list[str], rounds: int = 15) -> None:
    client = Api(urls[0])
    created = client.create(["human"] * 3, seed=3, players=3)
    gid, tokens = created["id"], client.tokens(created)
    api = client.http
    for _ in range(rounds):
        p = api.get(f"/api/games/{gid}/state").json()["current_player"]
        state = api.get(f"/api/games/{gid}/state", headers=bearer(tokens[p])).json()
        legal = state["legal"]
        choices = [legal[0], legal[-1]] if len(legal) > 1 else [legal[0], legal[0]]
        results = race(urls, gid, tokens[p], state["version"], choices)
        codes = sorted(r.status_code for r in results)
        assert codes == [200, 409], [r.text for r in results]
        loser = next(r for r in results if r.status_code == 409).json()
        assert "stale" in loser["error"] and loser["rule"] is None
        winner = next(i for i, r in enumerate(results) if r.status_code == 200)
        after = api.get(f"/api/games/{gid}/state").json()
        assert after["version"] == state["version"] + 1
        assert after["log"][-len(results[winner].json()["events"]) :] == results[winner].json()["events"]
    api.close()


def test_same_version_twice_exactly_one_accepted(server: Server):
    play_races([server.url, server.url])
