"""Search bots play their seats on the server without holding it up."""

from __future__ import annotations

import os
import time
from pathlib import Path


def test_search_bot_seats_play_and_the_server_stays_responsive(server):
    """The search bots' thinking is done by worker processes: the server process itself only
    answers requests meanwhile (it uses less CPU than its workers), and answers every one."""
    api = server.client()
    game = api.create(["hard", "hard"], seed=3, map="germany")
    first = api.state(game["id"])["version"]
    cpu = _cpu_seconds(server.proc.pid)
    deadline = time.monotonic() + 300
    while api.state(game["id"])["version"] < first + 12 and time.monotonic() < deadline:
        assert api.get("/api/health").status_code == 200
        time.sleep(0.05)
    assert api.state(game["id"])["version"] >= first + 12, "the search bots made their moves"
    used = _cpu_seconds(server.proc.pid) - cpu
    workers = sum(_cpu_seconds(pid) for pid in _children(server.proc.pid))
    assert used < workers, f"the server used {used:.1f} s of CPU, its bot workers {workers:.1f} s"


def test_pampero_search_bot_seats_play_in_worker_processes(server):
    """Pampero's search bots play their seats as the others' do: thought in worker processes, the server
    answering meanwhile."""
    api = server.client()
    game = api.create(["easy", "easy"], seed=4, game="pampero", players=2)
    first = api.state(game["id"])["version"]
    cpu = _cpu_seconds(server.proc.pid)
    deadline = time.monotonic() + 300
    while api.state(game["id"])["version"] < first + 8 and time.monotonic() < deadline:
        assert api.get("/api/health").status_code == 200
        time.sleep(0.05)
    assert api.state(game["id"])["version"] >= first + 8, "the search bots made their moves"
    used = _cpu_seconds(server.proc.pid) - cpu
    workers = sum(_cpu_seconds(pid) for pid in _children(server.proc.pid))
    assert used < workers, f"the server used {used:.1f} s of CPU, its bot workers {workers:.1f} s"


def _children(pid: int) -> list[int]:
    """The processes ``pid`` started (its bots' workers among them)."""
    found = []
    for task in Path(f"/proc/{pid}/task").iterdir():
        found += [int(child) for child in (task / "children").read_text().split()]
    return found


def _cpu_seconds(pid: int) -> float:
    """The CPU time a process has used itself (not its children's), from /proc."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def test_expert_seats_think_in_worker_processes_while_the_server_answers(server):
    """An expert's seconds a move are thought in worker processes, not by the server's own (on a
    thread they would hold its interpreter's lock and slow every other game)."""
    api = server.client()
    game = api.create(["expert", "expert"], seed=5, game="powergrid-cards")
    first = api.state(game["id"])["version"]
    cpu = _cpu_seconds(server.proc.pid)
    deadline = time.monotonic() + 600
    while api.state(game["id"])["version"] < first + 3 and time.monotonic() < deadline:
        time.sleep(0.2)
    assert api.state(game["id"])["version"] >= first + 3, "the expert bots made their moves"
    used = _cpu_seconds(server.proc.pid) - cpu
    workers = sum(_cpu_seconds(pid) for pid in _children(server.proc.pid))
    assert used < workers, f"the server used {used:.1f} s of CPU, its bot workers {workers:.1f} s"
