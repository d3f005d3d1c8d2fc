"""A search bot's progress reaches the pages watching its game: its worker reports how far each search
is (the share done, the seconds it expects to go on) at most every quarter second, and the server pushes
that, and nothing else, to the game's sockets before the bot's move."""

from __future__ import annotations

import asyncio
import functools
import json
import types

from server_helpers import Server

from powerplay.bots import bot_seed, make_bot, observe
from powerplay.core.registry import load_game
from powerplay.server import thinking
from powerplay.server.thinking import REPORT_EVERY, Reporter, Thinkers


def test_a_reporter_tells_at_once_then_at_most_every_quarter_second(monkeypatch) -> None:
    """The seconds left: from the rate of the search so far; before its first play-out, from the bot's
    last search's rate, or a time budget's seconds, else not known."""
    clock = [100.0]
    monkeypatch.setattr(thinking, "time", types.SimpleNamespace(monotonic=lambda: clock[0]))
    sent: list[tuple[float, float | None]] = []
    report = Reporter(lambda share, left: sent.append((share, left)), rate=50.0)
    report(0, 100)
    assert sent == [(0.0, 2.0)]
    clock[0] += REPORT_EVERY / 2
    report(10, 100)
    assert len(sent) == 1
    clock[0] += REPORT_EVERY
    report(30, 100)  # 30 play-outs in 1.5 quarters of a second: 70 more take 3.5 of them
    assert sent[1][0] == 0.3 and abs(sent[1][1] - 70 / (30 / (1.5 * REPORT_EVERY))) < 1e-9
    fresh = Reporter(lambda share, left: sent.append((share, left)))
    fresh(0, 100)
    assert sent[-1] == (0.0, None)
    budget = Reporter(lambda share, left: sent.append((share, left)), seconds=2.0)
    budget(0, 0)
    assert sent[-1] == (0.0, 2.0)


def told(reports: list, share: float, left: float | None) -> None:
    reports.append((share, left))


def test_a_worker_reports_each_search_before_its_move_and_plays_as_without() -> None:
    """Barrage's ``easy`` searches its turns (its first, the choice of a company, among them): such a
    move comes after a report of nothing done yet, on the event loop; the moves are those of the same
    bot here."""
    game = load_game("barrage", seed=3, players=2, full=True)
    here = [make_bot("easy", "barrage", seat, bot_seed(game.seed, seat)) for seat in (0, 1)]
    thinkers = Thinkers(1)

    async def play() -> int:
        searched = 0
        for _ in range(6):
            seat = game.current_player
            reports: list[tuple[float, float | None]] = []
            there = await thinkers.choose(
                "g", "barrage", "easy", seat, bot_seed(game.seed, seat), game, progress=functools.partial(told, reports)
            )
            assert there == here[seat].choose(observe(game, seat))
            if reports:
                assert reports[0][0] == 0.0
                assert all(0 <= share <= 1 and (left is None or left >= 0) for share, left in reports)
                searched += 1
            game.apply(there)
        return searched

    try:
        assert asyncio.run(play()) > 0
    finally:
        thinkers.close()


def test_a_watching_socket_hears_how_far_the_bot_is_before_its_move(server: Server) -> None:
    api = server.client()
    game = api.create(["hard", "hard"], seed=3, map="germany")
    sock = server.socket(game["id"])
    told = sock.until(lambda m: m["type"] == "thinking", timeout=600)
    assert set(told) == {"type", "version", "seat", "done", "left"}
    assert 0 <= told["done"] <= 1 and (told["left"] is None or told["left"] >= 0)
    states = [m for m in map(json.loads, sock.messages) if m["type"] == "state"]
    assert states and states[-1]["version"] == told["version"]  # the state it thinks on came first
    assert states[-1]["current_player"] == told["seat"]
    sock.until(lambda m: m["type"] == "state" and m["version"] > told["version"], timeout=600)  # its move
    sock.close()
