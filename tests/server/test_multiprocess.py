"""Several server processes on one PostgreSQL: a move posted to one is pushed by the others
(LISTEN/NOTIFY), bots run once, and concurrent posts to different processes: exactly one wins.
``serve --workers N`` keeps N workers however they die, and they end with it."""

from __future__ import annotations

import os
import signal

from proc_helpers import Proc, children, left_alive, wait_until
from server_helpers import Server, bearer
from test_concurrency import play_races

from powerplay import replay


def test_move_posted_to_one_process_reaches_clients_of_the_other(start_server, pg_url: str):
    a: Server = start_server(pg_url)
    b: Server = start_server(pg_url)
    api_a, api_b = a.client(), b.client()
    created = api_a.create(["human"] * 3, players=3)
    gid, tokens = created["id"], api_a.tokens(created)
    on_a = [a.socket(gid, tokens[seat]) for seat in range(3)]
    on_b = [b.socket(gid, tokens[seat]) for seat in range(3)] + [b.socket(gid)]
    for s in on_a + on_b:
        assert s.recv()["version"] == 0
    for step in range(6):  # alternate the process that takes the move
        api = (api_a, api_b)[step % 2]
        p = api.state(gid)["current_player"]
        mine = api.state(gid, tokens[p])
        r = api.act(gid, tokens[p], mine["version"], mine["legal"][0])
        assert r.status_code == 200, r.text
        version = r.json()["version"]
        last = []
        for seat, s in enumerate(on_a + on_b):
            m = s.version_at_least(version, timeout=300)
            last.append(m)
            assert m["version"] == version
            expected_seat = seat % 3 if seat < 6 else None
            assert m["seat"] == expected_seat
            assert m["log"][-len(r.json()["events"]) :] == r.json()["events"]
        assert last[3 + p]["view"] == api_a.state(gid, tokens[p])["view"] == last[p]["view"]
    for s in on_a + on_b:
        s.close()


def test_bots_play_once_across_processes(start_server, pg_url: str):
    a: Server = start_server(pg_url, bot_delay=0.01)
    b: Server = start_server(pg_url, bot_delay=0.01)
    created = a.client().create(["heuristic", "random", "heuristic"], seed=21, players=3)
    gid = created["id"]
    watch_b = b.socket(gid)
    final = watch_b.until(lambda m: m["over"], timeout=600)
    watch_b.close()
    record = b.client().get(f"/api/games/{gid}/record").json()
    assert len(record["actions"]) == final["version"]
    assert replay(record).view(None) == final["view"] == a.client().state(gid)["view"]


def test_concurrent_posts_to_two_processes(start_server, pg_url: str):
    a: Server = start_server(pg_url)
    b: Server = start_server(pg_url)
    play_races([a.url, b.url], rounds=12)


def test_serve_with_two_workers(start_server, pg_url: str):
    import httpx

    server: Server = start_server(pg_url, args=("--workers", "2"))
    pids = set()
    for _ in range(40):  # new connections land on either worker
        with httpx.Client(base_url=server.url, timeout=120) as http:
            pids.add(http.get("/api/health").json()["pid"])
        if len(pids) == 2:
            break
    assert len(pids) == 2
    api = server.client()
    created = api.create(["human"] * 3, players=3)
    gid, tokens = created["id"], api.tokens(created)
    sockets = [server.socket(gid, tokens[seat % 3]) for seat in range(6)]
    for s in sockets:
        s.recv()
    for _ in range(4):
        with httpx.Client(base_url=server.url, timeout=120) as http:  # a new connection: any worker
            p = http.get(f"/api/games/{gid}/state").json()["current_player"]
            mine = http.get(f"/api/games/{gid}/state", headers=bearer(tokens[p])).json()
            r = http.post(
                f"/api/games/{gid}/actions",
                json={"version": mine["version"], "action": mine["legal"][0]},
                headers=bearer(tokens[p]),
            )
            assert r.status_code == 200, r.text
        for s in sockets:
            assert s.version_at_least(r.json()["version"], timeout=300)["version"] == r.json()["version"]
    for s in sockets:
        s.close()


def test_several_workers_need_postgres(tmp_path):
    import subprocess
    import sys

    out = subprocess.run(
        [
            sys.executable,
            "-m",
            "powerplay.cli",
            "serve",
            "--port",
            "0",
            "--workers",
            "2",
            "--database-url",
            f"sqlite:///{tmp_path / 'x.db'}",
        ],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert out.returncode == 2 and "PostgreSQL" in out.stderr


def _workers(server: Server, without: Proc | None = None) -> list[Proc]:
    """The two worker processes of a ``serve --workers 2`` once they are two (and ``without`` is not
    one of them)."""

    def found() -> list[Proc]:
        workers = children(server.proc.pid)
        return workers if len(workers) == 2 and without not in workers else []

    workers = wait_until(found, 60)
    assert workers, server.log()
    return workers


def test_the_supervisor_replaces_each_worker_killed_and_the_port_answers(start_server, pg_url: str):
    import httpx

    server: Server = start_server(pg_url, args=("--workers", "2"))
    first = _workers(server)
    for victim in first:  # each first worker in turn
        os.kill(victim.pid, signal.SIGKILL)
        _workers(server, without=victim)
        assert server.proc.poll() is None, server.log()
    workers = children(server.proc.pid)
    assert len(workers) == 2 and not set(workers) & set(first)
    pids = set()
    for _ in range(20):  # new connections, on either worker
        with httpx.Client(base_url=server.url, timeout=120) as http:
            pids.add(http.get("/api/health").json()["pid"])
    assert pids <= {p.pid for p in workers}
    for victim in first:
        assert f"worker {victim.pid} was ended by signal SIGKILL; another starts in" in server.log()
    server.stop()  # SIGTERM: the supervisor stops its workers, waits for them and exits
    assert server.proc.returncode == 0, server.log()
    assert left_alive(workers, 0) == []


def test_the_workers_end_with_a_killed_supervisor(start_server, pg_url: str):
    server: Server = start_server(pg_url, args=("--workers", "2"))
    workers = _workers(server)
    server.kill()
    assert left_alive(workers) == []
