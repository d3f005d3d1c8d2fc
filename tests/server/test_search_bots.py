"""Search bots play their seats on the server without holding it up (issue 4: bots everywhere)."""

from __future__ import annotations

import time


def test_search_bot_seats_play_and_the_server_stays_responsive(server):
    api = server.client()
    game = api.create(["hard", "hard"], seed=3, map="germany")
    first = api.state(game["id"])["version"]
    slowest = 0.0
    deadline = time.monotonic() + 60
    while api.state(game["id"])["version"] < first + 12 and time.monotonic() < deadline:
        t0 = time.monotonic()
        assert api.get("/api/health").status_code == 200
        slowest = max(slowest, time.monotonic() - t0)
        time.sleep(0.05)
    assert api.state(game["id"])["version"] >= first + 12, "the search bots made their moves"
    assert slowest < 0.3, f"a request waited {slowest:.2f} s while a bot was thinking"
