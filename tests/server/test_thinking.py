"""Search bots think in worker processes, play as in the arena, outlive a dead worker, take the moves
of games with a person in them first, and end with their server however it ends."""

from __future__ import annotations

import asyncio
import errno
import os
import signal
import time
from pathlib import Path

import pytest
from proc_helpers import Proc, children, left_alive, wait_until

from powerplay.bots import bot_seed, make_bot, observe
from powerplay.core.registry import load_game
from powerplay.server.thinking import Thinkers, WorkerDied, thinks


def test_only_search_bots_think_in_workers():
    assert thinks("easy") and thinks("expert") and thinks("hard:2s")
    assert not thinks("heuristic") and not thinks("random")


def test_a_worker_bot_plays_move_for_move_as_in_the_arena():
    """The same seed and the same observations give the same moves (``bot_seed``), the bots kept in
    their worker between moves; two games at once keep their own bots."""
    games = {gid: load_game("powergrid-cards", seed=seed, players=2) for gid, seed in (("a", 11), ("b", 12))}
    local = {
        gid: [make_bot("easy", "powergrid-cards", s, bot_seed(g.seed, s)) for s in (0, 1)] for gid, g in games.items()
    }
    thinkers = Thinkers(1)

    async def play() -> int:
        moves = 0
        for _ in range(40):
            for gid, game in games.items():
                if game.is_over:
                    continue
                seat = game.current_player
                there = await thinkers.choose(gid, "powergrid-cards", "easy", seat, bot_seed(game.seed, seat), game)
                here = local[gid][seat].choose(observe(game, seat))
                assert there == here
                game.apply(there)
                moves += 1
        return moves

    try:
        assert asyncio.run(play()) == 80
    finally:
        thinkers.close()


class Gate:
    """A named pipe: a call of :meth:`wait` in a worker keeps it busy until the test opens the gate."""

    def __init__(self, path: Path):
        self.path = path
        os.mkfifo(path)
        self._held: int | None = None

    def wait(self) -> tuple:
        """The call that keeps a worker busy (a function and its arguments, for ``Thinkers.call``)."""
        return Path.read_text, self.path

    def reached(self) -> bool:
        """Is a worker at the gate? (From then on it waits there until :meth:`open`.)"""
        if self._held is None:
            try:
                self._held = os.open(self.path, os.O_WRONLY | os.O_NONBLOCK)
            except OSError as e:
                if e.errno == errno.ENXIO:  # no reader yet
                    return False
                raise
        return True

    def open(self) -> None:
        """Let the worker at the gate go on (it reads an end of file)."""
        assert self._held is not None
        os.close(self._held)
        self._held = None


async def until(check, timeout: float = 300) -> None:
    deadline = time.monotonic() + timeout
    while not check():
        assert time.monotonic() < deadline, "timed out"
        await asyncio.sleep(0.05)


def test_a_dead_worker_is_replaced_at_the_next_move(tmp_path: Path):
    """A worker that dies thinking fails that move; one found dead (killed while idle) is replaced
    before the move is sent to it; the next moves are thought by a new worker."""
    game = load_game("powergrid-cards", seed=3, players=2)
    gate = Gate(tmp_path / "gate")
    thinkers = Thinkers(1)

    async def move() -> str:
        return await thinkers.choose("g", "powergrid-cards", "easy", game.current_player, 1, game)

    def dead(pid: int) -> bool:
        """Is child ``pid`` dead, all its threads too? (Not reaping it: that is for its owner.)"""
        try:
            return os.waitid(os.P_PID, pid, os.WEXITED | os.WNOHANG | os.WNOWAIT) is not None
        except ChildProcessError:  # reaped already
            return True

    async def kill() -> int:
        (pid,) = thinkers.pids()
        os.kill(pid, signal.SIGKILL)
        await until(lambda: dead(pid))
        return pid

    async def play() -> list[int]:
        busy = asyncio.ensure_future(thinkers.call(0, True, *gate.wait()))
        await until(gate.reached)
        dead = [await kill()]  # while it thinks
        with pytest.raises(WorkerDied, match="SIGKILL"):
            await busy
        assert await move() in game.legal_actions()
        dead.append(await kill())  # while it waits for a move
        assert await move() in game.legal_actions()
        return dead

    try:
        dead = asyncio.run(play())
        assert len(thinkers.pids()) == 1 and not set(thinkers.pids()) & set(dead)
    finally:
        thinkers.close()


def test_an_urgent_move_goes_before_the_moves_waiting_that_are_not(tmp_path: Path):
    """With its worker busy, moves wait: one of a game with a person in it (``urgent``) sent after
    two of bots-only games is thought first; moves as urgent are thought in the order they came."""
    game = load_game("powergrid-cards", seed=3, players=2)
    seat = game.current_player
    gate = Gate(tmp_path / "gate")
    thinkers = Thinkers(1)
    done: list[str] = []

    async def move(gid: str, urgent: bool) -> None:
        await thinkers.choose(gid, "powergrid-cards", "easy", seat, 1, game, urgent=urgent)
        done.append(gid)

    async def play() -> None:
        busy = asyncio.ensure_future(thinkers.call(0, False, *gate.wait()))
        await until(gate.reached)  # the worker is busy
        waiting = [asyncio.ensure_future(move(gid, urgent)) for gid, urgent in (("bots1", False), ("bots2", False))]
        await asyncio.sleep(0)  # both sent
        waiting.append(asyncio.ensure_future(move("person", True)))
        await asyncio.sleep(0)
        assert not done and not busy.done()
        gate.open()
        await asyncio.wait_for(asyncio.gather(busy, *waiting), 120)

    try:
        asyncio.run(play())
    finally:
        thinkers.close()
    assert done == ["person", "bots1", "bots2"]


def test_closing_stops_a_worker_that_thinks(tmp_path: Path):
    gate = Gate(tmp_path / "gate")
    thinkers = Thinkers(1)

    async def play() -> None:
        busy = asyncio.ensure_future(thinkers.call(0, True, *gate.wait()))
        waiting = asyncio.ensure_future(thinkers.call(0, True, *gate.wait()))
        await until(gate.reached)
        (pid,) = thinkers.pids()
        thinkers.close()
        with pytest.raises(WorkerDied):
            await asyncio.wait_for(busy, 60)
        with pytest.raises(asyncio.CancelledError):
            await asyncio.wait_for(waiting, 60)
        with pytest.raises(ProcessLookupError):
            os.kill(pid, 0)  # gone, and reaped
        gate.open()

    asyncio.run(play())
    assert thinkers.pids() == []


def _thinking_server(start_server) -> tuple:
    """A server whose search bot thinks its move in a game with a person in it: the server and the
    processes it started (the worker and multiprocessing's resource tracker), recorded while it thinks."""
    server = start_server()  # the bots do not wait before they move
    api = server.client()
    created = api.create(["human", "expert"], seed=5, game="powergrid-cards")
    gid, tokens = created["id"], api.tokens(created)

    def thinking() -> list[Proc]:
        state = api.state(gid)
        if state["current_player"] in tokens:  # the person moves
            mine = api.state(gid, tokens[state["current_player"]])
            api.act(gid, tokens[state["current_player"]], mine["version"], mine["legal"][0])
            return []
        procs = children(server.proc.pid)
        workers = [p for p in procs if "spawn_main" in p.cmdline()]
        return procs if workers and state["current_player"] == 1 else []

    procs = wait_until(thinking, 120)
    assert procs, "the expert bot did not think in a worker"
    assert any("resource_tracker" in p.cmdline() for p in procs), [p.cmdline() for p in procs]
    return server, procs


def test_no_worker_outlives_a_killed_server(start_server):
    """Killed (SIGKILL) while its bot thinks, the server leaves no process behind."""
    server, procs = _thinking_server(start_server)
    server.kill()
    assert left_alive(procs) == []


def test_no_worker_outlives_a_stopped_server(start_server):
    """Stopped (SIGTERM) while its bot thinks, the server stops its workers and leaves no semaphore."""
    server, procs = _thinking_server(start_server)
    server.stop()
    assert server.proc.returncode is not None
    assert left_alive(procs) == []
    assert "leaked" not in server.log() and "Traceback" not in server.log(), server.log()
