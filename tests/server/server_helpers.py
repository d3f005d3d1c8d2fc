"""Real server processes on loopback, a throwaway PostgreSQL cluster, and small API clients."""

from __future__ import annotations

import contextlib
import glob
import json
import os
import re
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time
import uuid
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import httpx
from websockets.sync.client import connect as ws_connect

ROOT = Path(__file__).resolve().parents[2]


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


NO_LIMITS = (
    "--limit-create",
    "none",
    "--limit-join",
    "none",
    "--limit-actions",
    "none",
    "--bot-games-per-address",
    "100000",
    "--bot-games",
    "100000",
    "--limit-bot-create",
    "none",
)


class Server:
    """``powerplay serve`` in a subprocess on a free loopback port."""

    def __init__(
        self,
        database_url: str,
        bot_delay: float = 0.0,
        log_dir: Path | None = None,
        env: dict | None = None,
        args: tuple[str, ...] = (),
        limits: bool = False,
    ):
        """``limits``: keep the per-client rate limits (tests play many games from one address:
        without it they are off)."""
        self.database_url = database_url
        self.args = list(args) if limits else [*NO_LIMITS, *args]
        self.bot_delay = bot_delay
        self.log_path = (
            Path(log_dir or tempfile.mkdtemp(prefix="powerplay-server-")) / f"server-{uuid.uuid4().hex[:6]}.log"
        )
        self.env = env
        self.proc: subprocess.Popen | None = None
        self.url = ""

    def start(self, timeout: float = 180.0) -> Server:
        env = {**os.environ, "PYTHONUNBUFFERED": "1", **(self.env or {})}
        env.pop("DATABASE_URL", None)
        self._log = open(self.log_path, "ab")  # noqa: SIM115 (open while the server runs)
        self.proc = subprocess.Popen(
            [
                sys.executable,
                "-m",
                "powerplay.cli",
                "serve",
                "--port",
                "0",
                "--database-url",
                self.database_url,
                "--bot-delay",
                str(self.bot_delay),
                *self.args,
            ],
            stdout=subprocess.PIPE,
            stderr=self._log,
            env=env,
            cwd=ROOT,
        )
        line: list[bytes] = []
        reader = threading.Thread(target=lambda: line.append(self.proc.stdout.readline()), daemon=True)
        reader.start()
        reader.join(timeout)
        text = line[0].decode() if line else ""
        found = re.search(r"http://[\w.\[\]:]+", text)
        if not found:
            self.kill()
            raise RuntimeError(f"the server did not start: {text!r}\n{self.log()}")
        self.url = found.group(0)
        return self

    @property
    def ws_url(self) -> str:
        return "ws" + self.url[len("http") :]

    def log(self) -> str:
        with contextlib.suppress(OSError):
            return self.log_path.read_text(errors="replace")[-5000:]
        return ""

    def kill(self) -> None:
        """SIGKILL: no shutdown at all."""
        if self.proc and self.proc.poll() is None:
            self.proc.send_signal(signal.SIGKILL)
            self.proc.wait(10)

    def stop(self) -> None:
        if self.proc and self.proc.poll() is None:
            self.proc.send_signal(signal.SIGTERM)
            try:
                self.proc.wait(15)
            except subprocess.TimeoutExpired:
                self.kill()
        if self.proc and self.proc.stdout:
            self.proc.stdout.close()
        with contextlib.suppress(Exception):
            self._log.close()

    def client(self) -> Api:
        return Api(self.url)

    def socket(self, game_id: str, token: str | None = None, hello: bool = True) -> Socket:
        """A WebSocket to the game's updates; ``hello``: send the first message (the token, or ``{}``)."""
        sock = Socket(f"{self.ws_url}/ws/games/{game_id}")
        if hello:
            sock.ws.send(json.dumps({"token": token} if token else {}))
        return sock


def at_once(urls: list[str], send: Callable[[httpx.Client, int], httpx.Response]) -> list[httpx.Response]:
    """``send(client, i)`` through ``urls[i]`` for every ``i``, the requests let go at the same
    moment (a barrier; the connections open first, so that the requests leave together)."""
    clients = [httpx.Client(base_url=url, timeout=120) for url in urls]
    for c in clients:
        c.get("/api/health")
    barrier = threading.Barrier(len(urls))
    out: list[httpx.Response | None] = [None] * len(urls)

    def go(i: int) -> None:
        barrier.wait()
        out[i] = send(clients[i], i)

    threads = [threading.Thread(target=go, args=(i,)) for i in range(len(urls))]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    for c in clients:
        c.close()
    return out  # type: ignore[return-value]


def bearer(token: str | None) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"} if token else {}


def invitation(link: str) -> str:
    """The invitation of a seat's link (``/play/{id}#invite=…``)."""
    return link.split("#invite=")[1]


class Api:
    """A thin httpx client that remembers every response body (for the hidden-information test)."""

    def __init__(self, base: str):
        self.http = httpx.Client(base_url=base, timeout=120)
        self.bodies: list[str] = []

    def request(self, method: str, path: str, **kw: Any) -> httpx.Response:
        r = self.http.request(method, path, **kw)
        self.bodies.append(r.text)
        return r

    def get(self, path: str, **kw: Any) -> httpx.Response:
        return self.request("GET", path, **kw)

    def post(self, path: str, **kw: Any) -> httpx.Response:
        return self.request("POST", path, **kw)

    def create(self, seats: list[str], seed: int | None = 7, game: str = "powergrid", **config: Any) -> dict:
        """Create a game (Power Grid on Germany unless told otherwise); the answer as JSON."""
        if game == "powergrid":
            config = {"map": "germany", **config}
        body: dict[str, Any] = {"game": game, "config": config, "seats": seats}
        if seed is not None:
            body["seed"] = seed
        r = self.post("/api/games", json=body)
        assert r.status_code == 201, r.text
        return r.json()

    def claim(self, game_id: str, link: str) -> httpx.Response:
        return self.post(f"/api/games/{game_id}/claim", json={"invitation": invitation(link)})

    def tokens(self, created: dict) -> dict[int, str]:
        """Claim every invited seat of a game just created: its token by seat."""
        out = {}
        for s in created["seats"]:
            if s["link"]:
                r = self.claim(created["id"], s["link"])
                assert r.status_code == 200, r.text
                out[s["seat"]] = r.json()["token"]
        return out

    def state(self, game_id: str, token: str | None = None) -> dict:
        r = self.get(f"/api/games/{game_id}/state", headers=bearer(token))
        assert r.status_code == 200, r.text
        return r.json()

    def act(self, game_id: str, token: str | None, version: int, action: str) -> httpx.Response:
        return self.post(
            f"/api/games/{game_id}/actions", json={"version": version, "action": action}, headers=bearer(token)
        )

    def close(self) -> None:
        self.http.close()


class Socket:
    """A WebSocket client (the websockets library) that keeps every message it received. A state
    brings the log from ``log_from`` on: ``recv`` gives it whole, as the page puts it together."""

    def __init__(self, url: str, origin: str | None = None):
        self.ws = ws_connect(url, max_size=None, open_timeout=120, origin=origin, legacy=True)
        self.messages: list[str] = []
        self.log: list[str] = []

    def recv(self, timeout: float = 120.0) -> dict:
        text = self.ws.recv(timeout=timeout)
        self.messages.append(text)
        message = json.loads(text)
        if message.get("type") == "state":
            assert message["log_from"] <= len(self.log), "a state's log begins after the entries held"
            message["log"] = self.log = self.log[: message["log_from"]] + message["log"]
        return message

    def until(self, predicate, timeout: float = 120.0) -> dict:
        """Receive until a message satisfies ``predicate``; return it."""
        deadline = time.monotonic() + timeout
        while True:
            left = deadline - time.monotonic()
            if left <= 0:
                raise TimeoutError("no such message")
            msg = self.recv(left)
            if predicate(msg):
                return msg

    def version_at_least(self, version: int, timeout: float = 120.0) -> dict:
        return self.until(lambda m: m.get("type") == "state" and m["version"] >= version, timeout)

    def close(self) -> None:
        with contextlib.suppress(Exception):
            self.ws.close()


# ---- PostgreSQL ----------------------------------------------------------------------------------
def pg_bin() -> Path:
    """The directory of initdb and pg_ctl (Debian keeps them off the PATH)."""
    found = sorted(glob.glob("/usr/lib/postgresql/*/bin/initdb"), key=lambda p: int(p.split("/")[4]))
    if found:
        return Path(found[-1]).parent
    which = shutil.which("initdb")
    if which:
        return Path(which).resolve().parent
    raise RuntimeError("PostgreSQL is not installed: run scripts/system-deps.sh (make test does)")


class PostgresCluster:
    """A throwaway cluster: initdb into a temp dir owned by ``postgres``, pg_ctl on a free port."""

    def __init__(self) -> None:
        self.bin = pg_bin()
        # /tmp, not $TMPDIR: the postgres user must reach the directory (and socket paths are short).
        self.base = Path(tempfile.mkdtemp(prefix="powerplay-pg-", dir="/tmp" if os.path.isdir("/tmp") else None))
        self.data = self.base / "data"
        self.port = 0
        self.as_root = os.geteuid() == 0
        if self.as_root:
            shutil.chown(self.base, "postgres", "postgres")
        os.chmod(self.base, 0o700)

    def _run(self, *cmd: Any) -> subprocess.CompletedProcess:
        prefix = ["runuser", "-u", "postgres", "--"] if self.as_root else []
        result = subprocess.run(prefix + [str(c) for c in cmd], capture_output=True, text=True, cwd=self.base)
        if result.returncode:
            raise RuntimeError(
                f"{' '.join(map(str, cmd))} failed:\n{result.stdout}\n{result.stderr}\n{self._server_log()}"
            )
        return result

    def _server_log(self) -> str:
        with contextlib.suppress(OSError):
            return (self.base / "server.log").read_text(errors="replace")[-3000:]
        return ""

    def start(self) -> PostgresCluster:
        self._run(
            self.bin / "initdb",
            "-D",
            self.data,
            "-U",
            "postgres",
            "--auth=trust",
            "-E",
            "UTF8",
            "--no-locale",
            "--no-sync",
        )
        for attempt in range(5):
            self.port = free_port()
            opts = (
                f"-p {self.port} -k {self.base} -c listen_addresses=127.0.0.1 -c fsync=off "
                f"-c synchronous_commit=off -c full_page_writes=off -c max_connections=200"
            )
            try:
                self._run(
                    self.bin / "pg_ctl",
                    "-D",
                    self.data,
                    "-l",
                    self.base / "server.log",
                    "-w",
                    "-t",
                    "60",
                    "-o",
                    opts,
                    "start",
                )
                return self
            except RuntimeError:
                if attempt == 4:
                    raise
        return self

    def url(self, database: str = "postgres") -> str:
        return f"postgresql://postgres@127.0.0.1:{self.port}/{database}"

    def create_database(self) -> str:
        import psycopg

        name = f"t_{uuid.uuid4().hex[:12]}"
        with psycopg.connect(self.url(), autocommit=True) as conn:
            conn.execute(f'CREATE DATABASE "{name}"')
        return self.url(name)

    def stop(self) -> None:
        with contextlib.suppress(Exception):
            self._run(self.bin / "pg_ctl", "-D", self.data, "-m", "immediate", "-w", "stop")
        shutil.rmtree(self.base, ignore_errors=True)


@contextlib.contextmanager
def running(server: Server) -> Iterator[Server]:
    server.start()
    try:
        yield server
    finally:
        server.stop()
