"""Load benchmark of the server: many concurrent games played over HTTP and WebSocket.

Starts ``powerplay serve`` on loopback with a fresh SQLite file (or uses --url), creates --games
games whose seats are all human (invited: the client claims each seat's link), and drives each game
from one client: four WebSockets (one per seat, its token in the first message) and one kept-alive
HTTP connection (tokens in the Authorization header). The client picks a uniformly random legal action
of the seat to move (from that seat's pushed state), posts it, and waits until every seat's
WebSocket has received the new version; then it waits --think seconds and goes on. A finished
game is replaced by a new one.

Reported over the measurement window (after a warm-up): accepted actions per second, and the
latency from sending an action to the last of the seats' WebSockets receiving the update (p50,
p99, max), plus the latency of the POST alone and the CPU used by the server and by the client.

    .venv/bin/python benchmarks/load.py                      # 200 games, bot speed (--think 0.6)
    .venv/bin/python benchmarks/load.py --think 0 --games 50 # as fast as the server goes
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import random
import re
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path
from urllib.parse import urlsplit

from websockets.asyncio.client import connect as ws_connect

HEAD = re.compile(r'"version":(\d+),.*?"current_player":(null|\d+),"over":(true|false)')


class Http:
    """A minimal HTTP/1.1 client on one kept-alive connection (cheap: the server is measured)."""

    def __init__(self, base: str):
        parts = urlsplit(base)
        self.host, self.port = parts.hostname, parts.port
        self.reader: asyncio.StreamReader | None = None
        self.writer: asyncio.StreamWriter | None = None

    async def request(
        self, method: str, path: str, body: dict | None = None, token: str | None = None
    ) -> tuple[int, dict]:
        data = json.dumps(body).encode() if body is not None else b""
        auth = f"Authorization: Bearer {token}\r\n" if token else ""
        head = (
            f"{method} {path} HTTP/1.1\r\nHost: {self.host}\r\nContent-Type: application/json\r\n{auth}"
            f"Content-Length: {len(data)}\r\n\r\n"
        ).encode()
        for attempt in (1, 2):
            if self.writer is None:
                self.reader, self.writer = await asyncio.open_connection(self.host, self.port)
            try:
                self.writer.write(head + data)
                status_line = await self.reader.readline()
            except ConnectionError:
                status_line = b""
            if status_line:
                break
            # The server closed the kept-alive connection while it was idle: the request was
            # not read; send it again on a new connection.
            self.writer.close()
            self.writer = None
            if attempt == 2:
                raise ConnectionError("the server closed the connection")
        status = int(status_line.split()[1])
        length = 0
        while True:
            line = await self.reader.readline()
            if line in (b"\r\n", b""):
                break
            name, _, value = line.decode().partition(":")
            if name.lower() == "content-length":
                length = int(value)
        payload = await self.reader.readexactly(length) if length else b""
        return status, json.loads(payload) if payload else {}

    async def close(self) -> None:
        if self.writer is not None:
            self.writer.close()


class Stats:
    def __init__(self) -> None:
        self.measuring = False
        self.accepted = 0
        self.refused = 0
        self.games_finished = 0
        self.push: list[float] = []
        self.post: list[float] = []


class GameDriver:
    """Plays one game after another with all four seats' tokens."""

    def __init__(
        self, base: str, ws_base: str, players: int, think: float, seed: int, stats: Stats, stop: asyncio.Event
    ):
        self.base, self.ws_base = base, ws_base
        self.players = players
        self.think = think
        self.rng = random.Random(seed)
        self.seed = seed
        self.stats = stats
        self.stop = stop
        self.http = Http(base)
        self.latest: list[tuple[int, int | None, bool, str, float]] = []
        self.changed = asyncio.Event()
        self.ready = False

    async def setup(self) -> None:
        status, created = await self.http.request(
            "POST",
            "/api/games",
            {
                "game": "powergrid",
                "config": {"map": "germany", "players": self.players},
                "seats": ["human"] * self.players,
                "seed": self.seed,
            },
        )
        assert status == 201, created
        self.seed += 100_000
        self.game_id = created["id"]
        self.tokens = []
        for s in created["seats"]:
            invitation = s["link"].split("#invite=")[1]
            status, claimed = await self.http.request(
                "POST", f"/api/games/{self.game_id}/claim", {"invitation": invitation}
            )
            assert status == 200, claimed
            self.tokens.append(claimed["token"])
        self.latest = [(-1, None, False, "", 0.0)] * self.players
        self.sockets = []
        for token in self.tokens:
            ws = await ws_connect(f"{self.ws_base}/ws/games/{self.game_id}", max_size=None, compression=None)
            await ws.send(json.dumps({"token": token}))
            self.sockets.append(ws)
        self.readers = [asyncio.create_task(self._read(seat, ws)) for seat, ws in enumerate(self.sockets)]
        await self._wait(lambda: all(v >= 0 for v, *_ in self.latest))

    async def _read(self, seat: int, ws) -> None:
        try:
            async for text in ws:
                now = time.perf_counter()
                m = HEAD.search(text, 0, 300)
                if m is None:
                    continue
                cp = None if m.group(2) == "null" else int(m.group(2))
                self.latest[seat] = (int(m.group(1)), cp, m.group(3) == "true", text, now)
                self.changed.set()
        except Exception:
            return

    async def _wait(self, condition, timeout: float = 60.0) -> None:
        deadline = time.perf_counter() + timeout
        while not condition():
            self.changed.clear()
            if condition():
                return
            left = deadline - time.perf_counter()
            if left <= 0:
                raise TimeoutError("no update")
            await asyncio.wait_for(self.changed.wait(), left)

    async def teardown(self) -> None:
        for ws in self.sockets:
            await ws.close()
        for task in self.readers:
            task.cancel()

    async def run(self) -> None:
        await self.setup()
        self.ready = True
        try:
            while not self.stop.is_set():
                version, current, over, _, _ = self.latest[0]
                if over:
                    self.stats.games_finished += 1
                    await self.teardown()
                    await self.setup()
                    continue
                await self._wait(lambda seat=current, v=version: self.latest[seat][0] >= v)
                body = json.loads(self.latest[current][3])
                action = self.rng.choice(body["legal"])
                t0 = time.perf_counter()
                status, answer = await self.http.request(
                    "POST",
                    f"/api/games/{self.game_id}/actions",
                    {"version": version, "action": action},
                    self.tokens[current],
                )
                t1 = time.perf_counter()
                if status != 200:
                    if self.stats.measuring:
                        self.stats.refused += 1
                    await asyncio.sleep(0.01)
                    continue
                new = answer["version"]
                await self._wait(lambda new=new: all(v >= new for v, *_ in self.latest))
                arrived = max(t for v, _, _, _, t in self.latest)
                if self.stats.measuring:
                    self.stats.accepted += 1
                    self.stats.post.append(t1 - t0)
                    self.stats.push.append(arrived - t0)
                if self.think:
                    await asyncio.sleep(self.think * (0.5 + self.rng.random()))
        finally:
            await self.teardown()
            await self.http.close()


def start_server(database_url: str, workers: int = 1) -> tuple[subprocess.Popen, str]:
    proc = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "powerplay.cli",
            "serve",
            "--port",
            "0",
            "--database-url",
            database_url,
            "--bot-delay",
            "0",
            "--workers",
            str(workers),
            # the rate limits are checked as always, set far above what 800 seats from one address send
            "--limit-create",
            "100000/minute",
            "--limit-join",
            "100000/minute",
            "--limit-actions",
            "100000/second",
        ],
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
    )
    line: list[bytes] = []
    reader = threading.Thread(target=lambda: line.append(proc.stdout.readline()), daemon=True)
    reader.start()
    reader.join(60)
    found = re.search(r"http://[\w.:]+", line[0].decode() if line else "")
    if not found:
        proc.kill()
        raise SystemExit("the server did not start")
    return proc, found.group(0)


def cpu_seconds(pid: int) -> float:
    with open(f"/proc/{pid}/stat") as f:
        fields = f.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def server_cpu_seconds(pid: int) -> float:
    """CPU of the server process and its worker processes."""
    total = cpu_seconds(pid)
    try:
        children = Path(f"/proc/{pid}/task/{pid}/children").read_text().split()
    except OSError:
        children = []
    for child in children:
        with contextlib.suppress(OSError):
            total += cpu_seconds(int(child))
    return total


def pct(values: list[float], q: float) -> float:
    if not values:
        return float("nan")
    values = sorted(values)
    return values[min(len(values) - 1, int(q * len(values)))]


async def bench(args: argparse.Namespace, base: str, server_pid: int | None) -> dict:
    stats = Stats()
    stop = asyncio.Event()
    ws_base = "ws" + base[len("http") :]
    drivers = [
        GameDriver(base, ws_base, args.players, args.think, args.seed + i, stats, stop) for i in range(args.games)
    ]
    tasks = [asyncio.create_task(d.run()) for d in drivers]
    while sum(d.ready for d in drivers) < len(drivers):  # every game created and connected
        await asyncio.sleep(0.05)
        if all(t.done() for t in tasks):
            break
    await asyncio.sleep(args.warmup)
    stats.measuring = True
    server_cpu0 = server_cpu_seconds(server_pid) if server_pid else 0.0
    client_cpu0 = time.process_time()
    t0 = time.perf_counter()
    while time.perf_counter() - t0 < args.duration and stats.accepted < args.max_actions:
        await asyncio.sleep(0.05)
        if all(t.done() for t in tasks):
            break
    elapsed = time.perf_counter() - t0
    stats.measuring = False
    server_cpu = (server_cpu_seconds(server_pid) - server_cpu0) if server_pid else float("nan")
    client_cpu = time.process_time() - client_cpu0
    stop.set()
    done, pending = await asyncio.wait(tasks, timeout=30)
    for t in pending:
        t.cancel()
    errors = [t.exception() for t in done if not t.cancelled() and t.exception()]
    ms = 1000.0
    return {
        "games": args.games,
        "players": args.players,
        "think_s": args.think,
        "seconds": round(elapsed, 1),
        "accepted": stats.accepted,
        "refused": stats.refused,
        "games_finished": stats.games_finished,
        "actions_per_s": round(stats.accepted / elapsed, 1),
        "push_p50_ms": round(pct(stats.push, 0.50) * ms, 1),
        "push_p99_ms": round(pct(stats.push, 0.99) * ms, 1),
        "push_max_ms": round(max(stats.push, default=float("nan")) * ms, 1),
        "post_p50_ms": round(pct(stats.post, 0.50) * ms, 1),
        "post_p99_ms": round(pct(stats.post, 0.99) * ms, 1),
        "server_cpu": round(server_cpu / elapsed, 2),
        "client_cpu": round(client_cpu / elapsed, 2),
        "errors": [repr(e) for e in errors[:3]],
    }


def main(argv: list[str] | None = None) -> dict:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--games", type=int, default=200, help="concurrent games (default 200)")
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument(
        "--think",
        type=float,
        default=0.6,
        help="mean seconds between an update and the next action of a game (default 0.6, the "
        "server bots' delay; 0: as fast as possible)",
    )
    ap.add_argument("--duration", type=float, default=20.0, help="seconds measured (default 20)")
    ap.add_argument("--warmup", type=float, default=3.0, help="seconds before measuring (default 3)")
    ap.add_argument("--max-actions", type=int, default=1_000_000, help="stop measuring after this many")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--url", help="benchmark a running server instead of starting one")
    ap.add_argument("--database-url", help="for the server started here (default: a new SQLite file)")
    ap.add_argument("--workers", type=int, default=1, help="server worker processes (PostgreSQL only)")
    ap.add_argument("--json", action="store_true", help="print one JSON line")
    args = ap.parse_args(argv)

    proc = None
    tmp = tempfile.TemporaryDirectory(prefix="powerplay-load-")
    if args.url:
        base, pid = args.url.rstrip("/"), None
    else:
        proc, base = start_server(args.database_url or f"sqlite:///{Path(tmp.name) / 'load.db'}", args.workers)
        pid = proc.pid
    try:
        result = asyncio.run(bench(args, base, pid))
    finally:
        if proc is not None:
            proc.terminate()
            try:
                proc.wait(15)
            except subprocess.TimeoutExpired:
                proc.kill()
        tmp.cleanup()
    if args.json:
        print(json.dumps(result))
    else:
        r = result
        database = "PostgreSQL" if (args.database_url or "").startswith("postgres") else "SQLite"
        print(
            f"{r['games']} concurrent games ({r['players']} seats, each a WebSocket), think {r['think_s']} s, "
            f"{r['seconds']} s measured, {database}" + (f", {args.workers} workers" if args.workers > 1 else "")
        )
        print(
            f"  accepted actions/s      {r['actions_per_s']:>8}   ({r['accepted']} accepted, {r['refused']} refused, "
            f"{r['games_finished']} games finished)"
        )
        print(
            f"  action -> all seats' WS p50 {r['push_p50_ms']} ms, p99 {r['push_p99_ms']} ms, max {r['push_max_ms']} ms"
        )
        print(f"  POST alone              p50 {r['post_p50_ms']} ms, p99 {r['post_p99_ms']} ms")
        print(
            f"  CPU: server {r['server_cpu']:.0%} of a core, load client {r['client_cpu']:.0%}"
            f"  ({os.cpu_count()} cores, load average {os.getloadavg()[0]:.1f})"
        )
        if r["errors"]:
            print(f"  errors: {r['errors']}")
    return result


if __name__ == "__main__":
    main()
