"""Load benchmark of the server: many concurrent games played over HTTP and WebSocket.

Starts ``powerplay serve`` on loopback with a fresh SQLite file (or uses --url), creates --games
games whose seats are all human (invited: the client claims each seat's link), and drives each game
from one client: four WebSockets (one per seat, its token in the first message) and one kept-alive
HTTP connection (tokens in the Authorization header). The client picks a uniformly random legal action
of the seat to move (from that seat's pushed state), posts it, and waits until every seat's
WebSocket has received the new version; then it waits --think seconds and goes on. A finished
game is replaced by a new one.

The games are spread over --clients load processes (separate from the server: the load generator
must not be what is measured). Their HTTP and WebSocket clients are minimal (asyncio protocols that
read the pushed states' heads without decoding them), so that they cost the machine less than the
server they load.

Reported over the measurement window (after a warm-up): accepted actions per second, and the
latency from sending an action to the last of the seats' WebSockets receiving the update (p50,
p99, max), plus the latency of the POST alone and the CPU used by the server and by the clients.

    .venv/bin/python benchmarks/load.py                       # 200 games, bot speed (--think 0.6)
    .venv/bin/python benchmarks/load.py --games 1000 --clients 2
    .venv/bin/python benchmarks/load.py --think 0 --games 50  # as fast as the server goes
"""

from __future__ import annotations

import argparse
import asyncio
import base64
import contextlib
import datetime
import glob
import json
import math
import os
import random
import re
import resource
import shutil
import socket
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

HEAD = re.compile(rb'"version":(\d+),.*?"current_player":(null|\d+),"over":(true|false)')


def _loop_policy() -> None:
    """uvloop when it is installed (a cheaper client), else asyncio's own loop."""
    with contextlib.suppress(ImportError):
        import uvloop

        asyncio.set_event_loop_policy(uvloop.EventLoopPolicy())


class Http(asyncio.Protocol):
    """A minimal HTTP/1.1 client on one kept-alive connection (cheap: the server is measured)."""

    def __init__(self, host: str, port: int):
        self.host, self.port = host, port
        self.transport: asyncio.Transport | None = None
        self.buffer = bytearray()
        self.waiter: asyncio.Future | None = None

    # ---- asyncio.Protocol
    def connection_made(self, transport: Any) -> None:
        self.transport = transport

    def data_received(self, data: bytes) -> None:
        self.buffer += data
        end = self.buffer.find(b"\r\n\r\n")
        if end < 0:
            return
        head = bytes(self.buffer[:end]).decode("latin-1")
        length = 0
        for line in head.split("\r\n")[1:]:
            name, _, value = line.partition(":")
            if name.lower() == "content-length":
                length = int(value)
        if len(self.buffer) < end + 4 + length:
            return
        payload = bytes(self.buffer[end + 4 : end + 4 + length])
        del self.buffer[: end + 4 + length]
        if self.waiter is not None and not self.waiter.done():
            self.waiter.set_result((int(head.split(" ", 2)[1]), payload))

    def connection_lost(self, exc: Exception | None) -> None:
        self.transport = None
        if self.waiter is not None and not self.waiter.done():
            self.waiter.set_exception(ConnectionError("the server closed the connection"))

    # ---- requests
    async def request(
        self, method: str, path: str, body: dict | None = None, token: str | None = None
    ) -> tuple[int, dict]:
        data = json.dumps(body).encode() if body is not None else b""
        auth = f"Authorization: Bearer {token}\r\n" if token else ""
        message = (
            f"{method} {path} HTTP/1.1\r\nHost: {self.host}\r\nContent-Type: application/json\r\n{auth}"
            f"Content-Length: {len(data)}\r\n\r\n"
        ).encode() + data
        loop = asyncio.get_running_loop()
        for attempt in (1, 2):
            if self.transport is None or self.transport.is_closing():
                self.buffer.clear()
                await loop.create_connection(lambda: self, self.host, self.port)
            self.waiter = loop.create_future()
            assert self.transport is not None
            self.transport.write(message)
            try:
                status, payload = await self.waiter
                break
            except ConnectionError:
                # The server closed the kept-alive connection while it was idle: the request was
                # not read; send it again on a new connection.
                if attempt == 2:
                    raise
        return status, json.loads(payload) if payload else {}

    def close(self) -> None:
        if self.transport is not None:
            self.transport.close()


class WebSocket(asyncio.Protocol):
    """A minimal WebSocket client (RFC 6455): text frames in, the first message and pongs out."""

    def __init__(self, host: str, port: int, path: str, on_message: Callable[[bytes], None]):
        self.host, self.port, self.path = host, port, path
        self.on_message = on_message
        self.transport: asyncio.Transport | None = None
        self.buffer = bytearray()
        self.open: asyncio.Future | None = None
        self.upgraded = False
        self.parts: list[bytes] = []

    async def connect(self) -> None:
        loop = asyncio.get_running_loop()
        self.open = loop.create_future()
        await loop.create_connection(lambda: self, self.host, self.port)
        await self.open

    def connection_made(self, transport: Any) -> None:
        self.transport = transport
        key = base64.b64encode(os.urandom(16)).decode()
        transport.write(
            (
                f"GET {self.path} HTTP/1.1\r\nHost: {self.host}:{self.port}\r\nUpgrade: websocket\r\n"
                f"Connection: Upgrade\r\nSec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n"
            ).encode()
        )

    def connection_lost(self, exc: Exception | None) -> None:
        self.transport = None
        if self.open is not None and not self.open.done():
            self.open.set_exception(ConnectionError("the WebSocket closed"))

    def data_received(self, data: bytes) -> None:
        buf = self.buffer
        buf += data
        if not self.upgraded:
            end = buf.find(b"\r\n\r\n")
            if end < 0:
                return
            if not buf.startswith(b"HTTP/1.1 101"):
                assert self.open is not None
                self.open.set_exception(ConnectionError(bytes(buf[:end]).decode("latin-1")))
                return
            del buf[: end + 4]
            self.upgraded = True
            assert self.open is not None
            self.open.set_result(None)
        pos, size = 0, len(buf)
        while size - pos >= 2:
            b0, b1 = buf[pos], buf[pos + 1]
            length, head = b1 & 0x7F, 2
            if length == 126:
                if size - pos < 4:
                    break
                length, head = int.from_bytes(buf[pos + 2 : pos + 4], "big"), 4
            elif length == 127:
                if size - pos < 10:
                    break
                length, head = int.from_bytes(buf[pos + 2 : pos + 10], "big"), 10
            if size - pos < head + length:
                break
            payload = bytes(buf[pos + head : pos + head + length])
            pos += head + length
            opcode = b0 & 0x0F
            if opcode in (0, 1, 2):
                self.parts.append(payload)
                if b0 & 0x80:
                    message = self.parts[0] if len(self.parts) == 1 else b"".join(self.parts)
                    self.parts = []
                    self.on_message(message)
            elif opcode == 9:  # ping: pong
                self._send(0xA, payload)
            elif opcode == 8:  # close
                self._send(0x8, payload[:2])
                if self.transport is not None:
                    self.transport.close()
        del buf[:pos]

    def _send(self, opcode: int, payload: bytes) -> None:
        if self.transport is None:
            return
        mask = os.urandom(4)
        n = len(payload)
        if n < 126:
            head = bytes([0x80 | opcode, 0x80 | n])
        else:
            head = bytes([0x80 | opcode, 0x80 | 126]) + n.to_bytes(2, "big")
        self.transport.write(head + mask + bytes(b ^ mask[i & 3] for i, b in enumerate(payload)))

    def send_text(self, text: str) -> None:
        self._send(0x1, text.encode())

    def close(self) -> None:
        if self.transport is not None:
            self._send(0x8, (1000).to_bytes(2, "big"))
            self.transport.close()


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

    def __init__(self, base: str, players: int, think: float, seed: int, stats: Stats, setups: asyncio.Semaphore):
        parts = urlsplit(base)
        self.host, self.port = parts.hostname or "127.0.0.1", parts.port or 80
        self.players = players
        self.think = think
        self.rng = random.Random(seed)
        self.seed = seed
        self.stats = stats
        self.setups = setups
        self.http = Http(self.host, self.port)
        self.latest: list[tuple[int, int | None, bool, bytes, float]] = []
        self.sockets: list[WebSocket] = []
        self.condition: Callable[[], bool] | None = None
        self.waiter: asyncio.Future | None = None
        self.ready = False

    async def setup(self) -> None:
        async with self.setups:
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
            self.latest = [(-1, None, False, b"", 0.0)] * self.players
            self.sockets = []
            for seat, token in enumerate(self.tokens):
                ws = WebSocket(
                    self.host,
                    self.port,
                    f"/ws/games/{self.game_id}",
                    lambda message, seat=seat: self._received(seat, message),
                )
                await ws.connect()
                ws.send_text(json.dumps({"token": token}))
                self.sockets.append(ws)
            await self._wait(lambda: all(v >= 0 for v, *_ in self.latest))

    def _received(self, seat: int, message: bytes) -> None:
        now = time.perf_counter()
        m = HEAD.search(message, 0, 300)
        if m is None:
            return
        cp = None if m.group(2) == b"null" else int(m.group(2))
        self.latest[seat] = (int(m.group(1)), cp, m.group(3) == b"true", message, now)
        if self.waiter is not None and self.condition is not None and self.condition():
            if not self.waiter.done():
                self.waiter.set_result(None)
            self.waiter = self.condition = None

    async def _wait(self, condition: Callable[[], bool], timeout: float = 60.0) -> None:
        if condition():
            return
        self.condition = condition
        self.waiter = asyncio.get_running_loop().create_future()
        try:
            await asyncio.wait_for(self.waiter, timeout)
        except TimeoutError:
            raise TimeoutError("no update") from None

    def teardown(self) -> None:
        for ws in self.sockets:
            ws.close()
        self.sockets = []

    @staticmethod
    def legal(body: bytes) -> list[str]:
        """The legal actions of a state (the only part of a body the client decodes)."""
        start = body.index(b',"legal":[') + 9
        return json.JSONDecoder().raw_decode(body[start:].decode())[0]

    async def run(self, stop: asyncio.Event) -> None:
        await self.setup()
        self.ready = True
        try:
            while not stop.is_set():
                version, current, over, _, _ = self.latest[0]
                if over:
                    self.stats.games_finished += 1
                    self.teardown()
                    await self.setup()
                    continue
                assert current is not None
                await self._wait(lambda seat=current, v=version: self.latest[seat][0] >= v)
                action = self.rng.choice(self.legal(self.latest[current][3]))
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
            self.teardown()
            self.http.close()


async def client(args: argparse.Namespace) -> None:
    """One load process: plays its games; told ``start`` and ``stop`` on stdin, it answers
    ``ready`` once its games are connected and its figures (one JSON line) after ``stop``."""
    stats = Stats()
    stop = asyncio.Event()
    setups = asyncio.Semaphore(20)
    drivers = [GameDriver(args.base, args.players, args.think, args.seed + i, stats, setups) for i in range(args.games)]
    tasks = [asyncio.create_task(d.run(stop)) for d in drivers]
    loop = asyncio.get_running_loop()
    commands: asyncio.Queue[str] = asyncio.Queue()
    threading.Thread(
        target=lambda: [loop.call_soon_threadsafe(commands.put_nowait, line.strip()) for line in sys.stdin],
        daemon=True,
    ).start()
    while sum(d.ready for d in drivers) < len(drivers):  # every game created and connected
        await asyncio.sleep(0.05)
        failed = [t for t in tasks if t.done()]
        if failed and len(failed) == len(tasks):
            break
    print("ready", flush=True)
    while await commands.get() != "start":
        pass
    stats.measuring = True
    cpu0 = time.process_time()
    while await commands.get() != "stop":
        pass
    stats.measuring = False
    cpu = time.process_time() - cpu0
    stop.set()
    errors = [repr(t.exception()) for t in tasks if t.done() and not t.cancelled() and t.exception()]
    print(
        json.dumps(
            {
                "accepted": stats.accepted,
                "refused": stats.refused,
                "games_finished": stats.games_finished,
                "push": stats.push,
                "post": stats.post,
                "cpu": cpu,
                "errors": errors[:3],
            }
        ),
        flush=True,
    )
    _, pending = await asyncio.wait(tasks, timeout=10)
    for t in pending:
        t.cancel()


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
            # the rate limits are checked as always, set far above what thousands of seats from
            # one address send
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


@contextlib.contextmanager
def local_postgres() -> Any:
    """A throwaway PostgreSQL cluster on loopback for the run (its default settings: every commit
    flushed to disk), or None when PostgreSQL is not installed (scripts/system-deps.sh installs it)."""
    found = sorted(glob.glob("/usr/lib/postgresql/*/bin/initdb"), key=lambda p: int(p.split("/")[4]))
    initdb = found[-1] if found else shutil.which("initdb")
    if initdb is None:
        yield None
        return
    bin_dir = Path(initdb).resolve().parent
    base = Path(tempfile.mkdtemp(prefix="powerplay-load-pg-", dir="/tmp"))
    data = base / "data"
    prefix = ["runuser", "-u", "postgres", "--"] if os.geteuid() == 0 else []
    if prefix:
        shutil.chown(base, "postgres", "postgres")
    os.chmod(base, 0o700)

    def run(*cmd: Any) -> None:
        subprocess.run(prefix + [str(c) for c in cmd], check=True, capture_output=True, cwd=base)

    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    try:
        run(bin_dir / "initdb", "-D", data, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--no-locale")
        options = f"-p {port} -k {base} -c listen_addresses=127.0.0.1 -c max_connections=200"
        run(bin_dir / "pg_ctl", "-D", data, "-l", base / "server.log", "-w", "-t", "60", "-o", options, "start")
        yield f"postgresql://postgres@127.0.0.1:{port}/postgres"
    finally:
        with contextlib.suppress(Exception):
            run(bin_dir / "pg_ctl", "-D", data, "-m", "fast", "-w", "stop")
        shutil.rmtree(base, ignore_errors=True)


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


def bench(args: argparse.Namespace, base: str, server_pid: int | None) -> dict:
    """Start the load processes, measure, and gather their figures."""
    clients = max(1, min(args.clients, args.games))
    share = [args.games // clients + (i < args.games % clients) for i in range(clients)]
    procs = []
    first = 0
    for games in share:
        procs.append(
            subprocess.Popen(
                [
                    sys.executable,
                    __file__,
                    "--client",
                    base,
                    "--games",
                    str(games),
                    "--players",
                    str(args.players),
                    "--think",
                    str(args.think),
                    "--seed",
                    str(args.seed + first),
                ],
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                text=True,
            )
        )
        first += games

    def tell(command: str) -> None:
        for p in procs:
            assert p.stdin is not None
            p.stdin.write(command + "\n")
            p.stdin.flush()

    try:
        setup_start = time.perf_counter()
        for p in procs:
            assert p.stdout is not None
            if p.stdout.readline().strip() != "ready":
                raise SystemExit("a load process failed to start its games")
        setup = time.perf_counter() - setup_start
        time.sleep(args.warmup)
        server_cpu0 = server_cpu_seconds(server_pid) if server_pid else 0.0
        client_cpu0 = sum(cpu_seconds(p.pid) for p in procs)
        tell("start")
        t0 = time.perf_counter()
        time.sleep(args.duration)
        tell("stop")
        elapsed = time.perf_counter() - t0
        server_cpu = (server_cpu_seconds(server_pid) - server_cpu0) if server_pid else float("nan")
        client_cpu = sum(cpu_seconds(p.pid) for p in procs) - client_cpu0
        results = []
        for p in procs:
            assert p.stdout is not None
            results.append(json.loads(p.stdout.readline()))
    finally:
        for p in procs:
            try:
                p.wait(20)
            except subprocess.TimeoutExpired:
                p.kill()
    push = [x for r in results for x in r["push"]]
    post = [x for r in results for x in r["post"]]
    accepted = sum(r["accepted"] for r in results)
    ms = 1000.0
    return {
        "date": datetime.date.today().isoformat(),
        "games": args.games,
        "players": args.players,
        "think_s": args.think,
        "clients": clients,
        "setup_s": round(setup, 1),
        "seconds": round(elapsed, 1),
        "accepted": accepted,
        "refused": sum(r["refused"] for r in results),
        "games_finished": sum(r["games_finished"] for r in results),
        "actions_per_s": round(accepted / elapsed, 1),
        # what the clients would send to a server that answered at once (a game's cycle: think)
        "offered_per_s": round(args.games / args.think, 1) if args.think else None,
        "push_p50_ms": round(pct(push, 0.50) * ms, 1),
        "push_p99_ms": round(pct(push, 0.99) * ms, 1),
        "push_max_ms": round(max(push, default=float("nan")) * ms, 1),
        "post_p50_ms": round(pct(post, 0.50) * ms, 1),
        "post_p99_ms": round(pct(post, 0.99) * ms, 1),
        "server_cpu": round(server_cpu / elapsed, 2),
        "client_cpu": round(client_cpu / elapsed, 2),
        "load_average": round(os.getloadavg()[0], 1),
        "errors": [e for r in results for e in r["errors"]][:3],
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
    ap.add_argument("--clients", type=int, help="load processes the games are spread over (default: one per 500 games)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--url", help="benchmark a running server instead of starting one")
    ap.add_argument("--database-url", help="for the server started here (default: a new SQLite file)")
    ap.add_argument(
        "--postgres",
        action="store_true",
        help="the server started here on a throwaway local PostgreSQL cluster (skipped with a word when "
        "PostgreSQL is not installed)",
    )
    ap.add_argument("--workers", type=int, default=1, help="server worker processes (PostgreSQL only)")
    ap.add_argument("--json", action="store_true", help="print one JSON line")
    ap.add_argument("--client", metavar="URL", help=argparse.SUPPRESS)  # a load process of the benchmark
    args = ap.parse_args(argv)
    with contextlib.suppress(ValueError, OSError):
        _, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
        resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))  # thousands of sockets
    if args.client:
        args.base = args.client
        _loop_policy()
        asyncio.run(client(args))
        return {}
    if args.clients is None:
        args.clients = max(1, math.ceil(args.games / 500))

    with contextlib.ExitStack() as stack:
        if args.postgres and not args.url:
            args.database_url = stack.enter_context(local_postgres())
            if args.database_url is None:
                print(
                    f"{datetime.date.today()}  PostgreSQL is not installed (scripts/system-deps.sh): no PostgreSQL run"
                )
                return {}
        result = run_once(args)
    if args.json:
        print(json.dumps(result))
        return result
    show(args, result)
    return result


def run_once(args: argparse.Namespace) -> dict:
    """Start the server (unless --url), load it, stop it."""
    proc = None
    tmp = tempfile.TemporaryDirectory(prefix="powerplay-load-")
    if args.url:
        base, pid = args.url.rstrip("/"), None
    else:
        proc, base = start_server(args.database_url or f"sqlite:///{Path(tmp.name) / 'load.db'}", args.workers)
        pid = proc.pid
    try:
        return bench(args, base, pid)
    finally:
        if proc is not None:
            proc.terminate()
            try:
                proc.wait(15)
            except subprocess.TimeoutExpired:
                proc.kill()
        tmp.cleanup()


def show(args: argparse.Namespace, result: dict) -> None:
    """The figures as `make bench` prints them."""
    r = result
    database = "PostgreSQL" if (args.database_url or "").startswith("postgres") else "SQLite"
    offered = f" of {r['offered_per_s']:.0f} offered by games that never wait" if r["offered_per_s"] else ""
    print(
        f"{r['date']}  {r['games']} concurrent games ({r['players']} seats, each a WebSocket), "
        f"think {r['think_s']} s, {r['seconds']} s measured (after {r['setup_s']} s of setup), {database}"
        + (f", {args.workers} workers" if args.workers > 1 else ", one server process")
    )
    print(
        f"  accepted actions/s      {r['actions_per_s']:>8}   ({r['accepted']} accepted{offered}, "
        f"{r['refused']} refused, {r['games_finished']} games finished)"
    )
    print(f"  action -> all seats' WS p50 {r['push_p50_ms']} ms, p99 {r['push_p99_ms']} ms, max {r['push_max_ms']} ms")
    print(f"  POST alone              p50 {r['post_p50_ms']} ms, p99 {r['post_p99_ms']} ms")
    print(
        f"  CPU: server {r['server_cpu']:.0%} of a core, load clients {r['client_cpu']:.0%} "
        f"({r['clients']} process{'es' if r['clients'] > 1 else ''})"
        f"  ({os.cpu_count()} cores shared, load average {r['load_average']})"
    )
    if r["errors"]:
        print(f"  errors: {r['errors']}")


if __name__ == "__main__":
    main()
