"""Load benchmark of the server: many concurrent whole games of people, over HTTP and WebSocket.

Before the server starts, ``--games`` games are written straight into a new database (SQLite, or
a throwaway PostgreSQL cluster with ``--postgres``) through ``powerplay.server.store.Store``, as
the server would have stored them: each a seeded random play-out of its game stopped at a depth
drawn uniformly over a whole game, its rows (the game, its seats with the digests of their tokens,
one row per action with its events, a snapshot every ``SNAPSHOT_EVERY`` actions). So the measured
window sees games at every stage — fresh ones, mid-game auctions, last rounds — and not only fresh
ones. The mix (``--mix``): Power Grid (Germany, 4 seats), the card game (4 seats) and Barrage
(2 people and 2 Automa seats: ``automa-hard``), a third of the games each by default.

Every seat of a person is played by a load client: each game is driven by one client, which holds
a WebSocket per person's seat (its token in the first message) and one kept-alive HTTP connection
(tokens in the Authorization header). Every game is connected (loaded by the server from its rows,
its sockets sent their first states) before any plays. Then each picks a uniformly random legal
action of the seat to move (from that seat's pushed state), posts it, and waits until every
person's WebSocket has the new version; then it thinks (``--think``: exponentially distributed,
that mean; 0: none) and goes on. A game that ends is replaced by a new one of the same kind,
created and claimed through the API. A socket that closes is opened again with the log it holds
(``log_id``, ``log``).

The clients live in load processes (``--clients``) apart from the server: the load generator
must not be what is measured. Their HTTP and WebSocket clients are minimal asyncio protocols that
read only the heads of the pushed states. The server's per-address limits stay as they are
(``--connections-per-address`` 64, ``--sockets-per-address`` 32): each game's connections come from
a loopback address of its own group (127.1.x.y, four games — 16 sockets and 4 HTTP connections —
to an address), as people's browsers come from many addresses; only the rate limits are raised
(a game that ends creates the next one at once).

Reported over the measured window (after a warm-up): accepted actions per second; the latency from
sending an action to the last of its game's sockets receiving the new version (p50, p99, max),
and of the POST alone; CPU per accepted action (the server process and its children; a throwaway
PostgreSQL cluster's apart); memory per game (the server's RSS growth over its RSS before any game
was loaded, divided by the games it holds in memory); WebSocket bytes received per accepted action;
the mix of games and actions; what the server's event loop did (on a core, waiting for one, waiting
for the disk); and the server's CPU per game connected. At the end every action a client saw
accepted is looked up in the database (none may be missing). docs/speed-server.md has the figures.

    .venv/bin/python benchmarks/load.py                           # 1,000 games at people's pace (think 3 s)
    .venv/bin/python benchmarks/load.py --think 0.6               # at the server bots' pace
    .venv/bin/python benchmarks/load.py --games 50 --think 0      # as fast as the server goes
    .venv/bin/python benchmarks/load.py --postgres --workers 2    # PostgreSQL, two server processes
"""

from __future__ import annotations

import argparse
import asyncio
import base64
import contextlib
import datetime
import glob
import http.client
import json
import math
import multiprocessing
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
from collections import Counter
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

HEAD = re.compile(rb'"version":(\d+),.*?"current_player":(null|\d+),"over":(true|false)')
LOG = re.compile(rb'"log_id":"([^"]*)","log_from":(\d+),"log":')

SPECS: dict[str, tuple[dict, list[str]]] = {
    "powergrid": ({"map": "germany", "players": 4}, ["human"] * 4),
    "powergrid-cards": ({"players": 4}, ["human"] * 4),
    "barrage": ({"players": 4}, ["human", "human", "automa-hard", "automa-hard"]),
}
"""Each game of the mix: the options a creator sends and the seats (a person's, or the Automa's)."""
GAMES_PER_ADDRESS = 4
"""Games whose connections share a loopback address (4 x (4 sockets + 1 HTTP connection) = 20)."""
RAISED_LIMITS = ["--limit-create", "100000/minute", "--limit-join", "100000/minute", "--limit-actions", "100000/second"]
"""The rate limits for the load: checked as always, far above what the games of an address send."""


def address(index: int, group: int = 1) -> str:
    """The ``index``-th loopback address of a group (127.<group>.x.y, y from 1 to 250)."""
    return f"127.{group}.{index // 250}.{index % 250 + 1}"


def _loop_policy() -> None:
    """uvloop when it is installed (a cheaper client), else asyncio's own loop."""
    with contextlib.suppress(ImportError):
        import uvloop

        asyncio.set_event_loop_policy(uvloop.EventLoopPolicy())


# ---- minimal clients ---------------------------------------------------------------------------


class Http(asyncio.Protocol):
    """A minimal HTTP/1.1 client on one kept-alive connection from a given local address."""

    def __init__(self, host: str, port: int, local: str | None = None):
        self.host, self.port, self.local = host, port, local
        self.transport: asyncio.Transport | None = None
        self.buffer = bytearray()
        self.waiter: asyncio.Future | None = None
        self.connections = 0

    def connection_made(self, transport: Any) -> None:
        self.transport = transport
        self.connections += 1

    def data_received(self, data: bytes) -> None:
        self.buffer += data
        end = self.buffer.find(b"\r\n\r\n")
        if end < 0:
            return
        head = bytes(self.buffer[:end]).decode("latin-1")
        length, close = 0, False
        for line in head.split("\r\n")[1:]:
            name, _, value = line.partition(":")
            name = name.lower()
            if name == "content-length":
                length = int(value)
            elif name == "connection" and value.strip().lower() == "close":
                close = True
        if len(self.buffer) < end + 4 + length:
            return
        payload = bytes(self.buffer[end + 4 : end + 4 + length])
        del self.buffer[: end + 4 + length]
        headers = {k.lower(): v.strip() for k, _, v in (line.partition(":") for line in head.split("\r\n")[1:])}
        if close and self.transport is not None:
            self.transport.close()
            self.transport = None
        if self.waiter is not None and not self.waiter.done():
            self.waiter.set_result((int(head.split(" ", 2)[1]), payload, headers))

    def connection_lost(self, exc: Exception | None) -> None:
        self.transport = None
        if self.waiter is not None and not self.waiter.done():
            self.waiter.set_exception(ConnectionError("the server closed the connection"))

    async def request(
        self, method: str, path: str, body: dict | None = None, token: str | None = None, timeout: float = 60.0
    ) -> tuple[int, Any, dict]:
        """Send a request and wait for its answer: (status, the decoded JSON body, headers). A
        kept-alive connection the server closed meanwhile is opened anew and the request sent
        again (an action sent twice is refused the second time: its version is stale)."""
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
                local = (self.local, 0) if self.local else None
                await loop.create_connection(lambda: self, self.host, self.port, local_addr=local)
            self.waiter = loop.create_future()
            assert self.transport is not None
            self.transport.write(message)
            try:
                status, payload, headers = await asyncio.wait_for(self.waiter, timeout)
                break
            except ConnectionError:
                if attempt == 2:
                    raise
        try:
            answer = json.loads(payload) if payload else {}
        except ValueError:
            answer = {"raw": payload[:200].decode("latin-1")}
        return status, answer, headers

    def close(self) -> None:
        if self.transport is not None:
            self.transport.close()
            self.transport = None


class WebSocket(asyncio.Protocol):
    """A minimal WebSocket client (RFC 6455): text frames in, the first message and pongs out; the
    bytes it receives are counted (``counter``)."""

    def __init__(
        self,
        host: str,
        port: int,
        path: str,
        on_message: Callable[[bytes], None],
        on_lost: Callable[[], None] | None = None,
        counter: Callable[[int], None] | None = None,
        headers: str = "",
    ):
        self.host, self.port, self.path = host, port, path
        self.on_message = on_message
        self.on_lost = on_lost
        self.counter = counter
        self.headers = headers
        self.transport: asyncio.Transport | None = None
        self.buffer = bytearray()
        self.open: asyncio.Future | None = None
        self.upgraded = False
        self.parts: list[bytes] = []
        self.closed_with: int | None = None
        """The close code the server sent (None: none yet)."""
        self.refusal = ""

    async def connect(self, local: str | None = None, timeout: float = 30.0) -> None:
        loop = asyncio.get_running_loop()
        self.open = loop.create_future()
        await loop.create_connection(lambda: self, self.host, self.port, local_addr=(local, 0) if local else None)
        try:
            await asyncio.wait_for(self.open, timeout)
        except BaseException:
            self.close()
            raise

    def connection_made(self, transport: Any) -> None:
        self.transport = transport
        key = base64.b64encode(os.urandom(16)).decode()
        transport.write(
            (
                f"GET {self.path} HTTP/1.1\r\nHost: {self.host}:{self.port}\r\nUpgrade: websocket\r\n"
                f"Connection: Upgrade\r\nSec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n"
                f"{self.headers}\r\n"
            ).encode()
        )

    def connection_lost(self, exc: Exception | None) -> None:
        self.transport = None
        if self.open is not None and not self.open.done():
            self.open.set_exception(ConnectionError(self.refusal or "the WebSocket closed"))
        if self.on_lost is not None:
            self.on_lost()

    def data_received(self, data: bytes) -> None:
        if self.counter is not None:
            self.counter(len(data))
        buf = self.buffer
        buf += data
        if not self.upgraded:
            end = buf.find(b"\r\n\r\n")
            if end < 0:
                return
            if not buf.startswith(b"HTTP/1.1 101"):
                self.refusal = bytes(buf[: buf.find(b"\r\n")]).decode("latin-1")
                assert self.open is not None
                if not self.open.done():
                    self.open.set_exception(ConnectionError(self.refusal))
                return
            del buf[: end + 4]
            self.upgraded = True
            assert self.open is not None
            if not self.open.done():  # (not when the wait for it gave up)
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
                self.closed_with = int.from_bytes(payload[:2], "big") if len(payload) >= 2 else 1005
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
        self.on_lost = None
        if self.transport is not None:
            self._send(0x8, (1000).to_bytes(2, "big"))
            self.transport.close()


# ---- games written before the server starts ----------------------------------------------------


def stored_config(name: str) -> dict:
    """The options a game of ``name`` in the mix is stored with (as ``POST /api/games`` stores them)."""
    from powerplay.core.registry import seated

    config, kinds = SPECS[name]
    return seated(name, {"players": len(kinds), **config}, kinds)


def play_out(task: tuple[str, int, float]) -> dict:
    """A seeded random play-out of ``name`` stopped after ``want`` actions, or, when the game ends
    first, at a depth drawn uniformly over the actions it had: the rows a server would have stored
    (actions with their events, the last snapshot) and the player to move."""
    from powerplay.core.registry import game_class
    from powerplay.server.db import SNAPSHOT_EVERY

    name, seed, want = task
    game = game_class(name).new(stored_config(name), seed)
    rng = random.Random(seed)
    actions: list[tuple[str, int, list[dict]]] = []
    snapshots: dict[int, dict] = {}
    while not game.is_over and len(actions) < want:
        seat = game.current_player
        assert seat is not None
        events = game.apply(rng.choice(game.legal_actions()))
        actions.append((str(game.played[-1]), seat, [{"kind": e.kind, "args": e.args} for e in events]))
        if len(actions) % SNAPSHOT_EVERY == 0:
            snapshots[len(actions)] = game.to_json()
    if game.is_over:
        depth = rng.randrange(len(actions))
        current = actions[depth][1]
    else:
        depth, current = len(actions), game.current_player
    snap = depth - depth % SNAPSHOT_EVERY
    return {
        "name": name,
        "seed": seed,
        "depth": depth,
        "ended_at": len(actions) if game.is_over else None,
        "current": current,
        "actions": actions[:depth],
        "snapshot": snapshots.get(snap),
        "snapshot_version": snap if snap in snapshots else None,
    }


def typical_length(name: str, tries: int = 4) -> float:
    """The mean number of actions of a random play-out of ``name``."""
    return sum(play_out((name, 10_000 + i, math.inf))["ended_at"] for i in range(tries)) / tries


def mix_names(games: int, mix: dict[str, float]) -> list[str]:
    """``games`` game names in the proportions of ``mix``, interleaved."""
    total = sum(mix.values())
    counts = {name: int(games * w / total) for name, w in mix.items()}
    for name in sorted(mix, key=lambda n: -(games * mix[n] / total - counts[n])):
        if sum(counts.values()) >= games:
            break
        counts[name] += 1
    names: list[str] = []
    while len(names) < games:
        for name in mix:
            if counts[name]:
                counts[name] -= 1
                names.append(name)
    return names


def prepare(url: str, games: int, mix: dict[str, float], seed: int, fresh: bool = False) -> tuple[list[dict], dict]:
    """Write ``games`` games at random depths (``fresh``: new ones) into the database at ``url`` (migrated first).
    Returns each game's id, kind and seat tokens (None for a seat the game plays), and figures."""
    from powerplay.server.db import actions as A
    from powerplay.server.db import games as G
    from powerplay.server.live import new_id, new_secret
    from powerplay.server.store import GameRow, SeatRow, Store, digest, now

    started = time.perf_counter()
    names = mix_names(games, mix)
    lengths = {name: typical_length(name) for name in mix}
    rng = random.Random(seed)
    tasks = [
        (name, seed * 1_000_003 + i, 0 if fresh else rng.uniform(0, 1.1 * lengths[name]))
        for i, name in enumerate(names)
    ]
    with multiprocessing.get_context("fork").Pool(min(2, os.cpu_count() or 1)) as pool:
        outs = pool.map(play_out, tasks, chunksize=8)
    played = time.perf_counter() - started
    store = Store(url)
    store.migrate()
    assigned = []
    try:
        when = now()
        rows = []
        for out in outs:
            kinds = SPECS[out["name"]][1]
            tokens = [new_secret() if kind == "human" else None for kind in kinds]
            game_id = new_id()
            store.create(
                GameRow(
                    id=game_id,
                    game=out["name"],
                    config=stored_config(out["name"]),
                    seed=out["seed"],
                    seats=[
                        SeatRow(kind, claimed=True, token=None if token is None else digest(token))
                        for kind, token in zip(kinds, tokens)
                    ],
                    owner=digest(new_secret()),
                    version=out["depth"],
                    current_player=out["current"],
                    created=when,
                    updated=when,
                )
            )
            rows += [
                {"game_id": game_id, "n": n, "action": a, "seat": s, "events": e, "created": when}
                for n, (a, s, e) in enumerate(out["actions"], 1)
            ]
            assigned.append(
                {
                    "id": game_id,
                    "game": out["name"],
                    "tokens": tokens,
                    "depth": out["depth"],
                    "stage": out["depth"] / (out["ended_at"] or lengths[out["name"]]),
                }
            )
            out["id"] = game_id
        with store.engine.begin() as c:
            for i in range(0, len(rows), 5000):
                c.execute(A.insert(), rows[i : i + 5000])
            for out in outs:
                if out["snapshot"] is not None:
                    c.execute(
                        G.update()
                        .where(G.c.id == out["id"])
                        .values(snapshot=out["snapshot"], snapshot_version=out["snapshot_version"])
                    )
    finally:
        store.close()
    stages = sorted(a["stage"] for a in assigned)
    figures = {
        "prepare_s": round(time.perf_counter() - started, 1),
        "play_out_s": round(played, 1),
        "actions_written": len(rows),
        "typical_length": {name: round(length) for name, length in lengths.items()},
        "stage_quartiles": [round(stages[int(q * (len(stages) - 1))], 2) for q in (0.0, 0.25, 0.5, 0.75, 1.0)],
        "games_by_kind": dict(Counter(names)),
    }
    return assigned, figures


# ---- the load clients --------------------------------------------------------------------------


class Phase:
    """What the clients measured in one phase of a run."""

    def __init__(self) -> None:
        self.accepted = 0
        self.refused: Counter[int] = Counter()
        self.by_game: Counter[str] = Counter()
        self.games_finished: Counter[str] = Counter()
        self.games_created: Counter[str] = Counter()
        self.push: list[float] = []
        self.push_at: list[float] = []
        """When each of ``push`` was sent (seconds into the phase)."""
        self.post: list[float] = []
        self.ws_bytes = 0
        self.lost_answers = 0
        self.reconnects = 0
        self.start = time.perf_counter()

    def figures(self) -> dict:
        return {
            "accepted": self.accepted,
            "refused": dict(self.refused),
            "by_game": dict(self.by_game),
            "games_finished": dict(self.games_finished),
            "games_created": dict(self.games_created),
            "push": self.push,
            "push_at": self.push_at,
            "post": self.post,
            "ws_bytes": self.ws_bytes,
            "lost_answers": self.lost_answers,
            "reconnects": self.reconnects,
        }


class Stats:
    def __init__(self) -> None:
        self.phases: dict[str, Phase] = {}
        self.phase: Phase | None = None
        self.accepted: list[tuple[str, int, str]] = []
        """Every action a client saw accepted (game, version, action): looked up in the database."""
        self.unknown: list[tuple[str, int, str]] = []
        """Actions whose answer never came (the connection died): accepted or not."""

    def start(self, name: str) -> None:
        self.phase = self.phases.setdefault(name, Phase())


class Seat:
    __slots__ = ("message", "over", "socket", "time", "token", "turn", "version")

    def __init__(self, token: str):
        self.token = token
        self.version = -1
        self.turn: int | None = None
        self.over = False
        self.message = b""
        self.time = 0.0
        self.socket: WebSocket | None = None


class GameDriver:
    """Plays one game after another of one kind, with every person's seat's token."""

    def __init__(
        self,
        base: str,
        local: str,
        think: float,
        seed: int,
        stats: Stats,
        setups: asyncio.Semaphore,
        assigned: dict,
    ):
        parts = urlsplit(base)
        self.host, self.port = parts.hostname or "127.0.0.1", parts.port or 80
        self.local = local
        self.think = think
        self.rng = random.Random(seed)
        self.seed = seed
        self.stats = stats
        self.setups = setups
        self.name: str = assigned["game"]
        self.game_id: str = assigned["id"]
        self.seats: dict[int, Seat] = {i: Seat(t) for i, t in enumerate(assigned["tokens"]) if t}
        self.http = Http(self.host, self.port, local)
        self.condition: Callable[[], bool] | None = None
        self.waiter: asyncio.Future | None = None
        self.ready = False
        self.stopping = False

    # ---- sockets
    def _count(self, n: int) -> None:
        phase = self.stats.phase
        if phase is not None:
            phase.ws_bytes += n

    async def _open(self, seat: int, resume: bool = False) -> None:
        s = self.seats[seat]
        ws = WebSocket(
            self.host,
            self.port,
            f"/ws/games/{self.game_id}",
            lambda message, seat=seat: self._received(seat, message),
            lambda seat=seat: self._lost(seat),
            self._count,
        )
        await ws.connect(self.local)
        hello: dict[str, Any] = {"token": s.token}
        found = LOG.search(s.message, 0, 4000) if resume and s.message else None
        if found is not None:  # the log this page holds: only the entries after it come
            start = found.end()
            entries = json.JSONDecoder().raw_decode(s.message[start:].decode())[0]
            hello |= {"log_id": found[1].decode(), "log": int(found[2]) + len(entries)}
        ws.send_text(json.dumps(hello))
        s.socket = ws

    def _lost(self, seat: int) -> None:
        if not self.stopping:
            asyncio.get_running_loop().create_task(self._reopen(seat))

    async def _reopen(self, seat: int) -> None:
        """A socket closed under the game (a server process went away): open it again."""
        for attempt in range(100):
            if self.stopping:
                return
            await asyncio.sleep(min(2.0, 0.1 * (attempt + 1)))
            try:
                await self._open(seat, resume=True)
                phase = self.stats.phase
                if phase is not None:
                    phase.reconnects += 1
                return
            except (OSError, ConnectionError, TimeoutError):
                continue

    def _received(self, seat: int, message: bytes) -> None:
        now = time.perf_counter()
        m = HEAD.search(message, 0, 300)
        if m is None:
            return
        s = self.seats[seat]
        version = int(m[1])
        if version < s.version:
            return
        s.version, s.turn, s.over = version, None if m[2] == b"null" else int(m[2]), m[3] == b"true"
        s.message, s.time = message, now
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
            raise TimeoutError(f"game {self.game_id}: no update") from None

    def _all(self, version: int) -> bool:
        return all(s.version >= version for s in self.seats.values())

    def teardown(self) -> None:
        self.stopping = True
        for s in self.seats.values():
            if s.socket is not None:
                s.socket.close()
                s.socket = None

    async def connect(self) -> None:
        self.stopping = False
        for seat in self.seats:
            await self._open(seat)
        await self._wait(lambda: self._all(0))

    async def new_game(self) -> None:
        """A new game of the same kind, created and claimed through the API."""
        config, kinds = SPECS[self.name]
        for attempt in range(20):
            try:
                self.seed += 1_000_003
                body = {"game": self.name, "config": config, "seats": kinds, "seed": self.seed % 2**53}
                status, created, _ = await self.http.request("POST", "/api/games", body)
                if status != 201:
                    raise ConnectionError(f"creating a game: {status} {created}")
                seats = {}
                for s in created["seats"]:
                    if s["link"]:
                        invitation = s["link"].split("#invite=")[1]
                        status, claimed, _ = await self.http.request(
                            "POST", f"/api/games/{created['id']}/claim", {"invitation": invitation}
                        )
                        if status != 200:
                            raise ConnectionError(f"claiming a seat: {status} {claimed}")
                        seats[s["seat"]] = Seat(claimed["token"])
                self.game_id, self.seats = created["id"], seats
                break
            except (OSError, ConnectionError, TimeoutError):  # a server process went away: again
                self.http.close()
                if attempt == 19:
                    raise
                await asyncio.sleep(0.5 * (attempt + 1))
        phase = self.stats.phase
        if phase is not None:
            phase.games_created[self.name] += 1
        for attempt in range(20):
            try:
                await self.connect()
                return
            except (OSError, ConnectionError, TimeoutError):  # the server is swamped, or went away
                self.teardown()
                if attempt == 19:
                    raise
                await asyncio.sleep(0.5 * (attempt + 1))

    @staticmethod
    def legal(body: bytes) -> list[str]:
        """The legal actions of a state (the only part of a body the client decodes)."""
        start = body.index(b',"legal":[') + 9
        return json.JSONDecoder().raw_decode(body[start:].decode())[0]

    async def run(self, stop: asyncio.Event, go: asyncio.Event) -> None:
        async with self.setups:  # the first connections, a few games at a time
            await self.connect()
        self.ready = True
        await go.wait()  # every game connected: play (the first moves spread over a think time)
        await asyncio.sleep(self.rng.uniform(0, self.think))
        try:
            while not stop.is_set():
                version = max(s.version for s in self.seats.values())
                await self._wait(lambda v=version: self._all(v))
                latest = max(self.seats.values(), key=lambda s: s.version)
                if latest.over:
                    phase = self.stats.phase
                    if phase is not None:
                        phase.games_finished[self.name] += 1
                    self.teardown()
                    await self.new_game()
                    continue
                current = latest.turn
                if current is None or current not in self.seats:
                    await self._wait(lambda v=version: any(s.version > v for s in self.seats.values()))
                    continue
                action = self.rng.choice(self.legal(self.seats[current].message))
                t0 = time.perf_counter()
                try:
                    status, answer, headers = await self.http.request(
                        "POST",
                        f"/api/games/{self.game_id}/actions",
                        {"version": version, "action": action},
                        self.seats[current].token,
                    )
                except (OSError, ConnectionError, TimeoutError):
                    # the server process went away with the request: accepted or not, nobody knows
                    self.stats.unknown.append((self.game_id, version + 1, action))
                    if self.stats.phase is not None:
                        self.stats.phase.lost_answers += 1
                    self.http.close()
                    with contextlib.suppress(TimeoutError):
                        await self._wait(lambda v=version: any(s.version > v for s in self.seats.values()), 5.0)
                    continue
                t1 = time.perf_counter()
                phase = self.stats.phase
                if status != 200:
                    if phase is not None:
                        phase.refused[status] += 1
                    if status == 429:
                        await asyncio.sleep(float(headers.get("retry-after", "1")))
                    elif status == 409:  # stale: the states will catch up
                        with contextlib.suppress(TimeoutError):
                            await self._wait(lambda v=version: any(s.version > v for s in self.seats.values()), 2.0)
                    else:
                        await asyncio.sleep(0.01)
                    continue
                new = answer["version"]
                self.stats.accepted.append((self.game_id, new, action))
                await self._wait(lambda new=new: self._all(new))
                arrived = max(s.time for s in self.seats.values())
                if phase is not None and phase is self.stats.phase:
                    phase.accepted += 1
                    phase.by_game[self.name] += 1
                    phase.post.append(t1 - t0)
                    phase.push.append(arrived - t0)
                    phase.push_at.append(round(t0 - phase.start, 3))
                if self.think:
                    await asyncio.sleep(self.rng.expovariate(1 / self.think))
        finally:
            self.teardown()
            self.http.close()


def commands() -> asyncio.Queue[str]:
    """The lines of stdin, as they come."""
    loop = asyncio.get_running_loop()
    queue: asyncio.Queue[str] = asyncio.Queue()

    def read() -> None:
        for line in sys.stdin:
            loop.call_soon_threadsafe(queue.put_nowait, line.strip())
        loop.call_soon_threadsafe(queue.put_nowait, "stop")

    threading.Thread(target=read, daemon=True).start()
    return queue


async def client(args: argparse.Namespace) -> None:
    """One load process: plays its games. It answers ``ready`` once they are connected; then
    ``phase NAME`` starts measuring a phase, and ``stop`` ends and prints its figures (one JSON line)."""
    stats = Stats()
    stop = asyncio.Event()
    setups = asyncio.Semaphore(20)
    assigned = json.loads(Path(args.assign).read_text())[args.first : args.first + args.games]
    drivers = [
        GameDriver(
            args.client,
            address((args.first + i) // GAMES_PER_ADDRESS),
            args.think,
            args.seed * 7919 + args.first + i,
            stats,
            setups,
            a,
        )
        for i, a in enumerate(assigned)
    ]
    go = asyncio.Event()
    tasks = [asyncio.create_task(d.run(stop, go)) for d in drivers]
    lines = commands()
    while sum(d.ready for d in drivers) < len(drivers):  # every game connected
        await asyncio.sleep(0.05)
        if all(t.done() for t in tasks):
            break
    print("ready", flush=True)
    cpu0 = time.process_time()
    while True:
        line = await lines.get()
        if line == "go":
            go.set()
        elif line.startswith("phase "):
            stats.start(line.split(" ", 1)[1])
        elif line == "stop":
            break
    stats.phase = None
    cpu = time.process_time() - cpu0
    stop.set()
    _, pending = await asyncio.wait(tasks, timeout=15)
    for t in pending:
        t.cancel()
    errors = [repr(t.exception()) for t in tasks if t.done() and not t.cancelled() and t.exception()]
    print(
        json.dumps(
            {
                "phases": {name: p.figures() for name, p in stats.phases.items()},
                "accepted": stats.accepted,
                "unknown": stats.unknown,
                "cpu": cpu,
                "errors": errors[:5],
                "failed_games": len(errors),
            }
        ),
        flush=True,
    )


class Load:
    """The load processes of a run: ``--games`` games from ``assign`` spread over them."""

    def __init__(self, base: str, assign: str, games: int, clients: int, think: float, seed: int):
        clients = max(1, min(clients, games))
        share = [games // clients + (i < games % clients) for i in range(clients)]
        self.procs: list[subprocess.Popen] = []
        first = 0
        for n in share:
            self.procs.append(
                subprocess.Popen(
                    [sys.executable, __file__, "--client", base, "--assign", assign, "--first", str(first)]
                    + ["--games", str(n), "--think", str(think), "--seed", str(seed)],
                    stdin=subprocess.PIPE,
                    stdout=subprocess.PIPE,
                    text=True,
                )
            )
            first += n

    def ready(self) -> None:
        """Wait until every game is connected (none plays yet), then let them play."""
        for p in self.procs:
            assert p.stdout is not None
            if p.stdout.readline().strip() != "ready":
                raise SystemExit("a load process failed to start its games")

    def tell(self, command: str) -> None:
        for p in self.procs:
            assert p.stdin is not None
            p.stdin.write(command + "\n")
            p.stdin.flush()

    def cpu(self) -> float:
        return sum(cpu_seconds(p.pid) for p in self.procs)

    def results(self) -> list[dict]:
        self.tell("stop")
        out = []
        for p in self.procs:
            assert p.stdout is not None
            line = p.stdout.readline()
            out.append(json.loads(line) if line else {"phases": {}, "accepted": [], "unknown": [], "errors": ["died"]})
        return out

    def close(self) -> None:
        for p in self.procs:
            try:
                p.wait(20)
            except subprocess.TimeoutExpired:
                p.kill()


# ---- the server and its figures ----------------------------------------------------------------


def start_server(database_url: str, workers: int = 1, extra: list[str] | None = None) -> tuple[subprocess.Popen, str]:
    """``powerplay serve`` on a free loopback port; returns it and its address once it answers."""
    proc = subprocess.Popen(
        [sys.executable, "-m", "powerplay.cli", "serve", "--port", "0", "--database-url", database_url]
        + ["--workers", str(workers), *(extra or [])],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    line: list[str] = []
    reader = threading.Thread(target=lambda: line.append(proc.stdout.readline()), daemon=True)  # type: ignore[union-attr]
    reader.start()
    reader.join(60)
    found = re.search(r"http://[\w.:]+", line[0] if line else "")
    if not found:
        proc.kill()
        raise SystemExit("the server did not start: " + (proc.stderr.read()[-2000:] if proc.stderr else ""))
    base = found.group(0)
    errors: list[str] = []
    proc.errors = errors  # type: ignore[attr-defined]
    threading.Thread(target=lambda: errors.extend(proc.stderr), daemon=True).start()  # type: ignore[arg-type]
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:  # the workers (if any) answer
        with contextlib.suppress(OSError, ValueError):
            if health(base) and (workers == 1 or len(worker_pids(proc.pid)) >= workers):
                break
        time.sleep(0.2)
    time.sleep(1.0 if workers == 1 else 2.0)
    return proc, base


def stop_server(proc: subprocess.Popen) -> None:
    proc.terminate()
    try:
        proc.wait(20)
    except subprocess.TimeoutExpired:
        proc.kill()


def health(base: str, timeout: float = 5.0) -> dict:
    """``GET /api/health`` on a new connection from 127.0.0.1."""
    parts = urlsplit(base)
    conn = http.client.HTTPConnection(parts.hostname, parts.port, timeout=timeout, source_address=("127.0.0.1", 0))
    try:
        conn.request("GET", "/api/health")
        answer = conn.getresponse()
        return json.loads(answer.read()) if answer.status == 200 else {}
    finally:
        conn.close()


def healths(base: str, workers: int) -> dict[int, dict]:
    """The health of each server process that answers (several tries when there are workers)."""
    found: dict[int, dict] = {}
    for _ in range(3 if workers == 1 else 12 * workers):
        with contextlib.suppress(OSError, ValueError):
            h = health(base, timeout=15.0)
            if h:
                found[h["pid"]] = h
        if len(found) >= workers:
            break
    return found


CLUSTERS: dict[str, Path] = {}
"""The data directory of each throwaway PostgreSQL cluster, by its URL."""


def database_cpu_seconds(url: str) -> float | None:
    """CPU of a throwaway PostgreSQL cluster's processes (None for another database)."""
    data = CLUSTERS.get(url)
    if data is None:
        return None
    try:
        return server_cpu_seconds(int((data / "postmaster.pid").read_text().split()[0]))
    except (OSError, ValueError):
        return None


@contextlib.contextmanager
def local_postgres() -> Iterator[str | None]:
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
        options = f"-p {port} -k {base} -c listen_addresses=127.0.0.1 -c max_connections=300"
        run(bin_dir / "pg_ctl", "-D", data, "-l", base / "server.log", "-w", "-t", "60", "-o", options, "start")
        url = f"postgresql://postgres@127.0.0.1:{port}/postgres"
        CLUSTERS[url] = data
        yield url
    finally:
        with contextlib.suppress(Exception):
            run(bin_dir / "pg_ctl", "-D", data, "-m", "fast", "-w", "stop")
        shutil.rmtree(base, ignore_errors=True)


def cpu_seconds(pid: int, reaped: bool = False) -> float:
    """CPU seconds of a process (``reaped``: with those of its children that ended and were waited for)."""
    with open(f"/proc/{pid}/stat") as f:
        fields = f.read().rsplit(")", 1)[1].split()
    ticks = int(fields[11]) + int(fields[12]) + (int(fields[13]) + int(fields[14]) if reaped else 0)
    return ticks / os.sysconf("SC_CLK_TCK")


def children(pid: int) -> list[int]:
    found = []
    for task in glob.glob(f"/proc/{pid}/task/*/children"):
        with contextlib.suppress(OSError):
            found += [int(c) for c in Path(task).read_text().split()]
    return found


def descendants(pid: int) -> list[int]:
    todo, found = [pid], []
    while todo:
        p = todo.pop()
        found.append(p)
        todo += children(p)
    return found


def worker_pids(pid: int, workers: int = 2) -> list[int]:
    """The server processes that serve: the workers under a supervisor (their own children, the
    search bots' processes, are not counted), or the one server process."""
    return (children(pid) or [pid]) if workers > 1 else [pid]


def server_cpu_seconds(pid: int) -> float:
    """CPU of the server process and all its descendants (workers, search bots' processes), those
    that ended too (a worker killed and replaced)."""
    total = 0.0
    for p in descendants(pid):
        with contextlib.suppress(OSError):
            total += cpu_seconds(p, reaped=True)
    return total


def rss_kb(pid: int) -> int:
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    except OSError:
        pass
    return 0


def server_rss_kb(pid: int, workers: int) -> int:
    """The resident memory of the server's processes that hold games (the workers when there are)."""
    return sum(rss_kb(p) for p in worker_pids(pid, workers))


SYSCALLS = {
    7: "idle",
    232: "idle",
    281: "idle",
    441: "idle",
    35: "disk",
    230: "disk",
    74: "disk",
    75: "disk",
    202: "lock",
}
"""What a server thread's current system call (x86-64 Linux) says it does: waits for work (epoll),
waits for the disk (an fsync, or SQLite's busy handler sleeping while another connection holds
the database: the loop never sleeps otherwise), or for a lock (the interpreter's)."""


class LoopWatch(threading.Thread):
    """Samples, every ``every`` seconds, what the main thread of each server process is doing
    (``/proc/<pid>/syscall``): the share of the time its event loop spent waiting for the disk, and
    the longest such spell, say how much of the latency the disk causes."""

    def __init__(self, pids: list[int], every: float = 0.005):
        super().__init__(daemon=True)
        self.pids, self.every = pids, every
        self.counts: Counter[str] = Counter()
        self.longest = 0.0
        self.spells = 0
        self.stopped = threading.Event()

    def schedstat(self) -> dict[int, tuple[float, float]]:
        """Seconds each main thread ran on a CPU and waited for one (runnable), so far."""
        found = {}
        for pid in self.pids:
            with contextlib.suppress(OSError, ValueError):
                on, queued, _ = Path(f"/proc/{pid}/task/{pid}/schedstat").read_text().split()
                found[pid] = (int(on) / 1e9, int(queued) / 1e9)
        return found

    def run(self) -> None:
        self.started, self.sched0 = time.perf_counter(), self.schedstat()
        began: dict[int, float | None] = dict.fromkeys(self.pids)
        while not self.stopped.wait(self.every):
            now = time.perf_counter()
            for pid in self.pids:
                try:
                    text = Path(f"/proc/{pid}/syscall").read_text()
                except OSError:
                    continue
                first = text.split(maxsplit=1)[0]
                what = (
                    "running"
                    if first == "running"
                    else SYSCALLS.get(int(first), "other")
                    if first.isdigit()
                    else "other"
                )
                self.counts[what] += 1
                if what == "disk":
                    if began[pid] is None:
                        began[pid] = now
                        self.spells += 1
                    self.longest = max(self.longest, now - (began[pid] or now))
                else:
                    began[pid] = None

    def figures(self) -> dict:
        total = sum(self.counts.values()) or 1
        now = self.schedstat()
        alive = [pid for pid in now if pid in self.sched0]  # (a process killed meanwhile is left out)
        seconds = (time.perf_counter() - self.started) * max(1, len(alive))
        return {
            "loop_on_cpu": round(sum(now[p][0] - self.sched0[p][0] for p in alive) / seconds, 3),
            "loop_waiting_for_cpu": round(sum(now[p][1] - self.sched0[p][1] for p in alive) / seconds, 3),
            "loop_shares": {k: round(v / total, 3) for k, v in self.counts.most_common()},
            "loop_disk_spells": self.spells,
            "loop_disk_longest_ms": round(1000 * self.longest),
        }


def pct(values: list[float], q: float) -> float:
    if not values:
        return float("nan")
    values = sorted(values)
    return values[min(len(values) - 1, int(q * len(values)))]


def verify(database_url: str, results: list[dict]) -> dict:
    """Every action a client saw accepted is in the database's record, at its version."""
    import sqlalchemy as sa

    from powerplay.server.db import actions as A
    from powerplay.server.db import games as G
    from powerplay.server.store import Store

    accepted = [tuple(a) for r in results for a in r["accepted"]]
    unknown = [tuple(a) for r in results for a in r["unknown"]]
    ids = sorted({a[0] for a in accepted + unknown})
    stored: dict[tuple[str, int], str] = {}
    versions: dict[str, int] = {}
    store = Store(database_url)
    try:
        with store.engine.connect() as c:
            for i in range(0, len(ids), 500):
                chunk = ids[i : i + 500]
                for game_id, n, action in c.execute(
                    sa.select(A.c.game_id, A.c.n, A.c.action).where(A.c.game_id.in_(chunk))
                ):
                    stored[game_id, n] = action
                versions.update(
                    {r.id: r.version for r in c.execute(sa.select(G.c.id, G.c.version).where(G.c.id.in_(chunk)))}
                )
    finally:
        store.engine.dispose()
    missing = [a for a in accepted if stored.get((a[0], a[1])) != a[2]]
    behind = [a for a in accepted if versions.get(a[0], -1) < a[1]]
    return {
        "accepted_all_run": len(accepted),
        "missing": len(missing),
        "missing_examples": missing[:3],
        "versions_behind": len(behind),
        "unknown": len(unknown),
        "unknown_stored": sum(1 for a in unknown if stored.get((a[0], a[1])) == a[2]),
    }


def phase_figures(results: list[dict], name: str, seconds: float) -> dict:
    """The clients' figures of one phase, merged."""
    phases = [r["phases"].get(name, {}) for r in results]
    push = [x for p in phases for x in p.get("push", [])]
    post = [x for p in phases for x in p.get("post", [])]
    accepted = sum(p.get("accepted", 0) for p in phases)
    ms = 1000.0

    def merged(key: str) -> dict:
        total: Counter = Counter()
        for p in phases:
            total.update(p.get(key, {}))
        return dict(total)

    return {
        "seconds": round(seconds, 1),
        "accepted": accepted,
        "actions_per_s": round(accepted / seconds, 1) if seconds else 0.0,
        "refused": merged("refused"),
        "by_game": merged("by_game"),
        "games_finished": merged("games_finished"),
        "games_created": merged("games_created"),
        "push_p50_ms": round(pct(push, 0.50) * ms, 1),
        "push_p99_ms": round(pct(push, 0.99) * ms, 1),
        "push_max_ms": round(max(push, default=float("nan")) * ms, 1),
        "post_p50_ms": round(pct(post, 0.50) * ms, 1),
        "post_p99_ms": round(pct(post, 0.99) * ms, 1),
        "ws_bytes": sum(p.get("ws_bytes", 0) for p in phases),
        "bytes_per_action": round(sum(p.get("ws_bytes", 0) for p in phases) / accepted) if accepted else None,
        "lost_answers": sum(p.get("lost_answers", 0) for p in phases),
        "reconnects": sum(p.get("reconnects", 0) for p in phases),
    }


# ---- the run -----------------------------------------------------------------------------------


def parse_mix(text: str) -> dict[str, float]:
    mix = {}
    for part in text.split(","):
        name, _, weight = part.partition("=")
        if name.strip() not in SPECS:
            raise SystemExit(f"--mix: {name!r} is not one of {', '.join(SPECS)}")
        mix[name.strip()] = float(weight or 1)
    return {k: v for k, v in mix.items() if v > 0}


def run(args: argparse.Namespace, database_url: str) -> dict:
    """Write the games, start the server, load it, measure, stop it, look the actions up."""
    tmp = tempfile.TemporaryDirectory(prefix="powerplay-load-")
    try:
        assigned, prepared = prepare(database_url, args.games, parse_mix(args.mix), args.seed, args.fresh)
        assign = Path(tmp.name) / "games.json"
        assign.write_text(json.dumps(assigned))
        proc, base = start_server(database_url, args.workers, RAISED_LIMITS)
        try:
            rss_before = server_rss_kb(proc.pid, args.workers)
            load = Load(base, str(assign), args.games, args.clients, args.think, args.seed)
            try:
                connect_start, connect_cpu0 = time.perf_counter(), server_cpu_seconds(proc.pid)
                load.ready()
                connect = time.perf_counter() - connect_start
                connect_cpu = server_cpu_seconds(proc.pid) - connect_cpu0
                load.tell("go")
                time.sleep(args.warmup)
                server_cpu0, client_cpu0 = server_cpu_seconds(proc.pid), load.cpu()
                database_cpu0 = database_cpu_seconds(database_url)
                watch = LoopWatch(worker_pids(proc.pid, args.workers))
                watch.start()
                load.tell("phase window")
                t0 = time.perf_counter()
                time.sleep(args.duration)
                load.tell("phase after")
                elapsed = time.perf_counter() - t0
                watch.stopped.set()
                looped = watch.figures()
                server_cpu = server_cpu_seconds(proc.pid) - server_cpu0
                client_cpu = load.cpu() - client_cpu0
                database_cpu1 = database_cpu_seconds(database_url)
                database_cpu = None if database_cpu0 is None or database_cpu1 is None else database_cpu1 - database_cpu0
                rss_after = server_rss_kb(proc.pid, args.workers)
                seen = healths(base, args.workers)
                results = load.results()
            finally:
                load.close()
        finally:
            stop_server(proc)
        checked = verify(database_url, results)
    finally:
        tmp.cleanup()
    window = phase_figures(results, "window", elapsed)
    in_memory = sum(h["games_in_memory"] for h in seen.values())
    return {
        "date": datetime.date.today().isoformat(),
        "games": args.games,
        "think_s": args.think,
        "workers": args.workers,
        "database": "PostgreSQL" if database_url.startswith("postgres") else "SQLite",
        "clients": len(load.procs),
        "connect_s": round(connect, 1),
        # the server's CPU while the games were connected (none playing yet)
        "cpu_ms_per_game_loaded": round(1000 * connect_cpu / args.games, 1),
        **prepared,
        **window,
        "offered_per_s": round(args.games / args.think, 1) if args.think else None,
        "server_cpu": round(server_cpu / elapsed, 2),
        "cpu_ms_per_action": round(1000 * server_cpu / window["accepted"], 3) if window["accepted"] else None,
        "client_cpu": round(client_cpu / elapsed, 2),
        "database_cpu_ms_per_action": round(1000 * database_cpu / window["accepted"], 3)
        if database_cpu is not None and window["accepted"]
        else None,
        "rss_before_mb": round(rss_before / 1024, 1),
        "rss_after_mb": round(rss_after / 1024, 1),
        "games_in_memory": in_memory,
        "processes_seen": len(seen),
        "games_watched": sum(h["games_watched"] for h in seen.values()),
        "sockets": sum(h["sockets"] for h in seen.values()),
        "kb_per_game": round((rss_after - rss_before) / in_memory) if in_memory else None,
        "load_average": round(os.getloadavg()[0], 1),
        **looped,
        "errors": [e for r in results for e in r.get("errors", [])][:3],
        "failed_games": sum(r.get("failed_games", 0) for r in results),
        "server_errors": [line.rstrip() for line in getattr(proc, "errors", []) if line.strip()][-5:],
        **checked,
    }


def database(stack: contextlib.ExitStack, url: str | None, postgres: bool, name: str) -> str | None:
    """The database of a run: ``url`` when given; with ``postgres`` a throwaway PostgreSQL (None, said
    aloud, when it is not installed); else a SQLite file ``name``.db in a temporary folder. What it
    starts ends with ``stack``."""
    if postgres and not url:
        url = stack.enter_context(local_postgres())
        if url is None:
            print(f"{datetime.date.today()}  PostgreSQL is not installed (scripts/system-deps.sh): no PostgreSQL run")
            return None
    return url or f"sqlite:///{stack.enter_context(tempfile.TemporaryDirectory(prefix='powerplay-db-'))}/{name}.db"


def main(argv: list[str] | None = None) -> dict:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--games", type=int, default=1000, help="concurrent games (default 1000)")
    ap.add_argument(
        "--think",
        type=float,
        default=3.0,
        help="mean seconds a game waits between an update and its next action, exponentially distributed "
        "(default 3: people; 0.6 is the server bots' delay; 0: as fast as possible)",
    )
    ap.add_argument("--mix", default="powergrid=1,powergrid-cards=1,barrage=1", help="the games' kinds and weights")
    ap.add_argument(
        "--fresh", action="store_true", help="every game written new, not at a random depth (as the old figures)"
    )
    ap.add_argument("--duration", type=float, default=40.0, help="seconds measured (default 40)")
    ap.add_argument("--warmup", type=float, default=5.0, help="seconds before measuring (default 5)")
    ap.add_argument("--clients", type=int, help="load processes the games are spread over (default: one per 500)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--database-url", help="for the server started here (default: a new SQLite file)")
    ap.add_argument(
        "--postgres",
        action="store_true",
        help="the server on a throwaway local PostgreSQL cluster (skipped with a word when it is not installed)",
    )
    ap.add_argument("--workers", type=int, default=1, help="server worker processes (PostgreSQL only)")
    ap.add_argument("--json", action="store_true", help="print one JSON line")
    ap.add_argument("--client", metavar="URL", help=argparse.SUPPRESS)  # a load process of the benchmark
    ap.add_argument("--assign", help=argparse.SUPPRESS)
    ap.add_argument("--first", type=int, default=0, help=argparse.SUPPRESS)
    args = ap.parse_args(argv)
    with contextlib.suppress(ValueError, OSError):
        _, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
        resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))  # thousands of sockets
    if args.client:
        _loop_policy()
        asyncio.run(client(args))
        return {}
    if args.clients is None:
        args.clients = max(1, math.ceil(args.games / 500))
    with contextlib.ExitStack() as stack:
        url = database(stack, args.database_url, args.postgres, "load")
        if url is None:
            return {}
        result = run(args, url)
    if args.json:
        print(json.dumps(result))
    else:
        show(result)
    return result


def show(r: dict) -> None:
    """The figures as `make bench` prints them."""
    offered = f" of {r['offered_per_s']:.0f} offered" if r["offered_per_s"] else ""
    processes = f"{r['workers']} workers" if r["workers"] > 1 else "one server process"
    print(
        f"{r['date']}  {r['games']} concurrent games of people, think {r['think_s']} s, {r['database']}, {processes}: "
        f"{r['seconds']} s measured"
    )
    mix = ", ".join(f"{n} {k}" for k, n in r["games_by_kind"].items())
    q = r["stage_quartiles"]
    print(
        f"  games at the start      {mix}; stage (share of a typical game played) min {q[0]}, "
        f"quartiles {q[1]}/{q[2]}/{q[3]}, max {q[4]} ({r['actions_written']} actions written in "
        f"{r['prepare_s']} s)"
    )
    print(
        f"  games connected         in {r['connect_s']} s: each loaded from its rows and its sockets sent their "
        f"first states, {r['cpu_ms_per_game_loaded']} ms of the server's CPU a game (none playing yet)"
    )
    by_game = ", ".join(f"{k} {v}" for k, v in sorted(r["by_game"].items()))
    print(
        f"  accepted actions/s      {r['actions_per_s']:>8}   ({r['accepted']} accepted{offered}: {by_game}; "
        f"games finished {r['games_finished']}, created {r['games_created']}; refused {r['refused'] or 0})"
    )
    print(f"  action -> last socket   p50 {r['push_p50_ms']} ms, p99 {r['push_p99_ms']} ms, max {r['push_max_ms']} ms")
    print(f"  POST alone              p50 {r['post_p50_ms']} ms, p99 {r['post_p99_ms']} ms")
    print(
        f"  CPU per action          {r['cpu_ms_per_action']} ms (server {r['server_cpu']:.0%} of a core; "
        f"load clients {r['client_cpu']:.0%}, {r['clients']} process{'es' if r['clients'] > 1 else ''}; "
        f"{os.cpu_count()} cores shared, load average {r['load_average']})"
        + (f"; PostgreSQL {r['database_cpu_ms_per_action']} ms" if r["database_cpu_ms_per_action"] is not None else "")
    )
    print(
        f"  memory per game         {r['kb_per_game']} KB (RSS {r['rss_before_mb']} -> {r['rss_after_mb']} MB, "
        f"{r['games_in_memory']} games in memory, {r['games_watched']} watched, {r['sockets']} sockets"
        + (f", {r['processes_seen']} processes answered" if r["workers"] > 1 else "")
        + ")"
    )
    shares = ", ".join(f"{k} {v:.1%}" for k, v in r["loop_shares"].items())
    print(
        f"  server's event loop     on a CPU {r['loop_on_cpu']:.0%}, waiting for a CPU {r['loop_waiting_for_cpu']:.0%} "
        f"of the time (sampled: {shares}); {r['loop_disk_spells']} waits for the disk, the longest "
        f"{r['loop_disk_longest_ms']} ms"
    )
    print(f"  pushed per action       {r['bytes_per_action']} bytes of WebSocket ({r['ws_bytes'] / 1e6:.1f} MB)")
    print(
        f"  record                  {r['accepted_all_run']} accepted actions looked up: {r['missing']} missing, "
        f"{r['versions_behind']} beyond the stored version"
    )
    if r["errors"] or r["failed_games"]:
        print(f"  errors ({r['failed_games']} games stopped): {r['errors']}")
    if r["server_errors"]:
        print(f"  server: {r['server_errors']}")


if __name__ == "__main__":
    main()
