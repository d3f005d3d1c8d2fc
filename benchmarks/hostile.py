"""The server under a hostile mix while people play: what the people still get.

``--games`` games of people (200) are written into a new database and played by the load driver of
``load.py`` (every seat a person choosing a random legal action, ``--think`` seconds apart: 3 by
default), on a server with its default limits — only the attackers are limited, and the people's
games come from many addresses (four games to an address), as people do. After a quiet phase
(``--quiet`` seconds) an attacker process adds, for ``--duration`` seconds:

- spectators: ``--spectators`` WebSockets (1,000) on the people's games, from many addresses (20
  to an address, as an attacker with many addresses would), half of them never reading what is
  pushed to them; and one address that tries to open ``--one-address`` sockets (100) at once: it
  gets its share (the server's ``--sockets-per-address`` and ``--connections-per-address``) and no
  more;
- slowloris connections (a request's head sent a byte every ``--slow-every`` seconds) and silent
  connections (opened, nothing sent), ``--slow`` of each (600), 75 to an address (more than an
  address may hold), each opened again as soon as the server closes it;
- header floods at ``--flood-rate`` requests a second: huge cookies, a long Accept-Language, many
  headers (all under the limits: answered), and heads beyond the limits (to be refused with 431);
- a bot flood: one address creating games of four ``hard`` bots and games of the Automa alone as
  fast as the server lets it (watching the bots' games, so that their bots play), and another
  address creating games of the Automa alone only.

Reported for the people, quiet and under attack: accepted actions, the latency from an action to
the last of its game's sockets (p50, p99, max); what each attack got (sockets held, refusals,
connections' lifetimes, answers, games created); the server's memory over the run (its RSS before
the games were loaded, with the people playing, at its peak under attack, at the end; the search
bots' processes apart; the kernel's memory for TCP buffers; its open files); and that nothing was lost: every
action a person saw accepted is in the stored record. With ``--postgres --workers 2 --kill 2`` a
server worker is killed (SIGKILL) twice during the attack: the supervisor replaces it, the
service keeps answering (a probe asks ``/api/health`` every 0.2 s) and the people's sockets
open again where they left off.

    .venv/bin/python benchmarks/hostile.py
    .venv/bin/python benchmarks/hostile.py --postgres --workers 2 --kill 2

docs/speed-server.md has the figures.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import datetime
import json
import math
import os
import random
import resource
import signal
import subprocess
import sys
import tempfile
import threading
import time
from collections import Counter
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from load import (
    GAMES_PER_ADDRESS,
    Http,
    Load,
    LoopWatch,
    WebSocket,
    _loop_policy,
    address,
    children,
    commands,
    database,
    descendants,
    health,
    parse_mix,
    pct,
    phase_figures,
    prepare,
    rss_kb,
    server_cpu_seconds,
    start_server,
    stop_server,
    verify,
    worker_pids,
)

SPECTATORS_PER_ADDRESS = 20
GROUPS = {"spectators": 3, "one": 4, "slowloris": 5, "silent": 6, "flood": 7, "bots": 8}
"""The loopback addresses of each attack: 127.<group>.x.y."""


# ---- the attacker process ----------------------------------------------------------------------


class Attacker:
    """Every attack at once, from one process; its figures when told to stop."""

    def __init__(self, args: argparse.Namespace, games: list[str]):
        parts = urlsplit(args.attacker)
        self.host, self.port = parts.hostname or "127.0.0.1", parts.port or 80
        self.args = args
        self.games = games
        self.stopping = False
        self.tasks: list[asyncio.Task] = []
        self.rng = random.Random(args.seed)
        self.f: dict[str, Any] = {
            "spectators": Counter(),
            "spectators_open": 0,
            "spectators_open_peak": 0,
            "spectator_bytes": 0,
            "one_address": Counter(),
            "slowloris": Counter(),
            "silent": Counter(),
            "slow_open": Counter(),
            "slow_open_peak": Counter(),
            "lifetimes": {"slowloris": [], "silent": []},
            "flood": Counter(),
            "flood_ms": [],
            "bots": Counter(),
            "bot_moves": 0,
        }

    def spawn(self, coro: Any) -> None:
        self.tasks.append(asyncio.get_running_loop().create_task(coro))

    # ---- spectators
    async def spectator(self, game_id: str, local: str, stalled: bool, bucket: str = "spectators") -> None:
        """A spectator's socket on ``game_id``, opened again whenever it closes; ``stalled``: it
        never reads what the server pushes (after the first state)."""
        f = self.f
        while not self.stopping:
            closed = asyncio.get_running_loop().create_future()

            def count(n: int) -> None:
                f["spectator_bytes"] += n

            def lost(closed: asyncio.Future = closed) -> None:
                if not closed.done():
                    closed.set_result(None)

            ws = WebSocket(self.host, self.port, f"/ws/games/{game_id}", lambda m: None, lost, count)
            try:
                await ws.connect(local, timeout=15)
            except (OSError, ConnectionError, TimeoutError) as e:
                f[bucket][f"refused: {str(e)[:40]}"] += 1
                await asyncio.sleep(2.0)
                continue
            ws.send_text("{}")
            f[bucket]["opened"] += 1
            f["spectators_open"] += 1
            f["spectators_open_peak"] = max(f["spectators_open_peak"], f["spectators_open"])
            if stalled:
                await asyncio.sleep(0.5)  # the first state, then no more reading
                if ws.transport is not None:
                    ws.transport.pause_reading()
            try:
                await closed
            finally:
                f["spectators_open"] -= 1
            f[bucket][f"closed {ws.closed_with or 'by the server'}"] += 1
            if bucket == "one":
                return
            await asyncio.sleep(1.0)

    async def one_address(self, n: int) -> None:
        """``n`` sockets from one address at once: what does it get?"""
        local = address(0, GROUPS["one"])
        held: list[WebSocket] = []
        outcomes: Counter[str] = Counter()

        async def open_one(game_id: str) -> None:
            ws = WebSocket(self.host, self.port, f"/ws/games/{game_id}", lambda m: None)
            try:
                await ws.connect(local, timeout=15)
            except (OSError, ConnectionError, TimeoutError) as e:
                outcomes[f"refused ({str(e)[:36]})"] += 1
                return
            ws.send_text("{}")
            held.append(ws)

        await asyncio.gather(*(open_one(self.games[i % len(self.games)]) for i in range(n)))
        await asyncio.sleep(3.0)  # refusals of sockets beyond the share arrive as close codes
        for ws in held:
            if ws.transport is None:
                outcomes[f"closed with {ws.closed_with}"] += 1
            else:
                outcomes["held"] += 1
        self.f["one_address"] = outcomes
        while not self.stopping:
            await asyncio.sleep(1.0)
        for ws in held:
            ws.close()

    # ---- slow and silent connections
    async def slow(self, local: str, mode: str) -> None:
        """One slowloris (a byte every few seconds) or silent connection, opened again whenever the
        server closes it."""
        f = self.f
        while not self.stopping:
            try:
                reader, writer = await asyncio.open_connection(self.host, self.port, local_addr=(local, 0))
            except OSError:
                f[mode]["could not connect"] += 1
                await asyncio.sleep(1.0)
                continue
            opened = time.perf_counter()
            f["slow_open"][mode] += 1
            f["slow_open_peak"][mode] = max(f["slow_open_peak"][mode], f["slow_open"][mode])
            answer = b""
            try:
                if mode == "slowloris":
                    writer.write(b"GET /api/health HTTP/1.1\r\nHost: x\r\nX-Slow: ")
                    read = asyncio.ensure_future(reader.read(200))
                    while not read.done() and not self.stopping:
                        await asyncio.wait([read], timeout=self.args.slow_every)
                        if not read.done():
                            writer.write(b"a")
                    answer = read.result() if read.done() else b""
                    read.cancel()
                else:
                    answer = await reader.read(200)
            except (OSError, ConnectionError):
                pass
            finally:
                f["slow_open"][mode] -= 1
                writer.close()
            if self.stopping:
                return
            lived = time.perf_counter() - opened
            status = answer.split(b"\r\n", 1)[0].decode("latin-1")[9:12] if answer else ""
            f[mode][f"answered {status}" if status else "closed without an answer"] += 1
            if status == "429":
                await asyncio.sleep(1.0)  # the address holds its share: try again later
            else:
                f["lifetimes"][mode].append(round(lived, 2))

    # ---- header floods
    def flood_request(self, kind: str) -> bytes:
        game_id = self.rng.choice(self.games)
        line = f"GET /api/games/{game_id}/state HTTP/1.1\r\nHost: x\r\n"
        if kind == "cookie 15 KB":
            extra = "Cookie: " + "; ".join(f"c{i}={'v' * 40}" for i in range(320)) + "\r\n"
        elif kind == "Accept-Language 600 tags":
            tags = (f"{chr(97 + i % 26)}{chr(97 + i // 26 % 26)}-Y{i % 9};q=0.{i % 9 + 1}" for i in range(600))
            extra = "Accept-Language: " + ", ".join(tags) + "\r\n"
        elif kind == "60 headers":
            extra = "".join(f"X-Pad-{i}: {'p' * 150}\r\n" for i in range(60))
        elif kind == "cookie 20 KB (beyond)":
            extra = "Cookie: " + "; ".join(f"c{i}={'v' * 40}" for i in range(440)) + "\r\n"
        else:  # 100 headers (beyond)
            extra = "".join(f"X-Many-{i}: 1\r\n" for i in range(100))
        return (line + extra + "\r\n").encode("latin-1")

    async def flood(self, local: str, pace: float, kinds: list[str]) -> None:
        """Flood requests from one connection (a new one when the server closes it), one every
        ``pace`` seconds at most."""
        f = self.f
        reader: asyncio.StreamReader | None = None
        writer: asyncio.StreamWriter | None = None
        turn = 0
        while not self.stopping:
            began = time.perf_counter()
            kind = kinds[turn % len(kinds)]
            turn += 1
            try:
                if writer is None or writer.is_closing():
                    reader, writer = await asyncio.open_connection(self.host, self.port, local_addr=(local, 0))
                assert reader is not None
                writer.write(self.flood_request(kind))
                head = await asyncio.wait_for(reader.readuntil(b"\r\n\r\n"), 15)
                status = head[9:12].decode()
                length = 0
                for row in head.split(b"\r\n"):
                    if row.lower().startswith(b"content-length:"):
                        length = int(row.split(b":")[1])
                await reader.readexactly(length)
                if b"connection: close" in head.lower():
                    writer.close()
                    writer = None
                f["flood"][f"{kind}: {status}"] += 1
                f["flood_ms"].append(round(1000 * (time.perf_counter() - began), 1))
            except (OSError, ConnectionError, asyncio.IncompleteReadError, TimeoutError) as e:
                f["flood"][f"{kind}: {type(e).__name__}"] += 1
                if writer is not None:
                    writer.close()
                writer = None
                await asyncio.sleep(0.2)
            await asyncio.sleep(max(0.0, pace - (time.perf_counter() - began)))

    # ---- bot flood
    async def bots(self, local: str, kinds: list[str]) -> None:
        """Create games without a person as fast as the server lets this address, and watch the
        bots' games (their bots play while somebody watches)."""
        http = Http(self.host, self.port, local)
        bodies = {
            "hard": {"game": "powergrid", "config": {"map": "germany", "players": 4}, "seats": ["hard"] * 4},
            "automa": {"game": "barrage", "config": {"players": 4}, "seats": ["automa-hard"] * 4},
        }
        f = self.f
        turn = 0
        while not self.stopping:
            kind = kinds[turn % len(kinds)]
            turn += 1
            try:
                status, answer, _ = await http.request("POST", "/api/games", bodies[kind], timeout=30)
            except (OSError, ConnectionError, TimeoutError):
                f["bots"][f"{kind}: no answer"] += 1
                http.close()
                await asyncio.sleep(1.0)
                continue
            f["bots"][f"{kind} from {local}: {status}"] += 1
            if status == 201 and kind == "hard":
                self.spawn(self.watch_bots(answer["id"], local))
            elif status != 201:
                await asyncio.sleep(0.25)  # and again: as fast as it may

    async def watch_bots(self, game_id: str, local: str) -> None:
        def seen(message: bytes) -> None:
            if b'"type":"state"' in message[:20]:
                self.f["bot_moves"] += 1

        ws = WebSocket(self.host, self.port, f"/ws/games/{game_id}", seen)
        with contextlib.suppress(OSError, ConnectionError, TimeoutError):
            await ws.connect(local)
            ws.send_text("{}")
            while not self.stopping and ws.transport is not None:
                await asyncio.sleep(0.5)
        ws.close()

    # ---- all of it
    def start(self) -> None:
        a = self.args
        spread = [self.games[i % len(self.games)] for i in range(a.spectators)]
        for i, game_id in enumerate(spread):
            self.spawn(self.spectator(game_id, address(i // SPECTATORS_PER_ADDRESS, GROUPS["spectators"]), i % 2 == 1))
        if a.one_address:
            self.spawn(self.one_address(a.one_address))
        per_address = 75  # more than an address may hold (--connections-per-address 64)
        for mode in ("slowloris", "silent"):
            for i in range(a.slow):
                self.spawn(self.slow(address(i // per_address, GROUPS[mode]), mode))
        kinds = [
            "cookie 15 KB",
            "Accept-Language 600 tags",
            "60 headers",
            "cookie 20 KB (beyond)",
            "100 headers (beyond)",
        ]
        if a.flood_rate > 0:
            connections = 8
            for i in range(connections):
                self.spawn(self.flood(address(i // 2, GROUPS["flood"]), connections / a.flood_rate, kinds))
        self.spawn(self.bots(address(0, GROUPS["bots"]), ["hard", "automa"]))
        self.spawn(self.bots(address(1, GROUPS["bots"]), ["automa"]))

    async def stop(self) -> None:
        self.stopping = True
        _, pending = await asyncio.wait(self.tasks, timeout=5) if self.tasks else (set(), set())
        for t in pending:
            t.cancel()

    def figures(self) -> dict:
        f = self.f
        out: dict[str, Any] = {}
        for k, v in f.items():
            out[k] = dict(v) if isinstance(v, Counter) else v
        return out


async def attacker(args: argparse.Namespace) -> None:
    """The attacker process: told ``start`` and ``stop`` on stdin; its figures (one JSON line)."""
    games = [g["id"] for g in json.loads(Path(args.assign).read_text())]
    a = Attacker(args, games)
    lines = commands()
    print("ready", flush=True)
    while await lines.get() != "start":
        pass
    a.start()
    while await lines.get() != "stop":
        pass
    figures = a.figures()  # what it got while the people played
    await a.stop()
    print(json.dumps(figures), flush=True)


# ---- the run -----------------------------------------------------------------------------------


class Sampler(threading.Thread):
    """The server's memory every half second: its serving processes' RSS, its search bots'
    processes' RSS, and the kernel's memory for TCP buffers."""

    def __init__(self, pid: int, workers: int):
        super().__init__(daemon=True)
        self.pid, self.workers = pid, workers
        self.samples: list[tuple[float, int, int, int, int]] = []
        self.mark: dict[str, int] = {}
        self.stopped = threading.Event()

    def sample(self) -> tuple[float, int, int, int, int]:
        """(time, serving processes' RSS, search bots' processes' RSS, kernel TCP memory (KB), open files)."""
        serving = worker_pids(self.pid, self.workers)
        everything = descendants(self.pid)
        rss = sum(rss_kb(p) for p in serving)
        bots = sum(rss_kb(p) for p in everything if p not in serving and p != self.pid)
        tcp = 0
        with contextlib.suppress(OSError, ValueError):
            for line in Path("/proc/net/sockstat").read_text().splitlines():
                if line.startswith("TCP:"):
                    fields = line.split()
                    tcp = int(fields[fields.index("mem") + 1]) * 4  # pages of 4 KB
        files = 0
        for p in serving:
            with contextlib.suppress(OSError):
                files += len(os.listdir(f"/proc/{p}/fd"))
        return time.perf_counter(), rss, bots, tcp, files

    def run(self) -> None:
        while not self.stopped.wait(0.5):
            self.samples.append(self.sample())

    def at(self, name: str) -> None:
        self.samples.append(self.sample())
        self.mark[name] = len(self.samples) - 1


class Probe(threading.Thread):
    """``/api/health`` every 0.2 s on a new connection: does the service answer, how soon, and which
    process?"""

    def __init__(self, base: str):
        super().__init__(daemon=True)
        self.base = base
        self.answers: list[tuple[float, float, int | None]] = []
        self.stopped = threading.Event()

    def run(self) -> None:
        while not self.stopped.wait(0.2):
            began = time.perf_counter()
            try:
                pid = health(self.base, timeout=2.0).get("pid")
            except (OSError, ValueError):
                pid = None
            self.answers.append((began, time.perf_counter() - began, pid))

    def figures(self, origin: float) -> dict:
        """The probes' figures; the slow or unanswered ones by their time after ``origin``."""
        answered = [latency for _, latency, pid in self.answers if pid is not None]
        return {
            "probes": len(self.answers),
            "probes_failed": len(self.answers) - len(answered),
            "probe_p99_ms": round(1000 * pct(answered, 0.99)),
            "probe_max_ms": round(1000 * max(answered, default=0)),
            "probes_slow": [
                (round(t - origin, 1), round(latency, 2) if pid else "none")
                for t, latency, pid in self.answers
                if pid is None or latency > 0.5
            ][:12],
            "pids_answering": len({pid for _, _, pid in self.answers if pid}),
        }


def kill_worker(pid: int, workers: int) -> dict:
    """SIGKILL one worker of the supervisor ``pid``; wait for its replacement."""
    before = set(worker_pids(pid, workers))
    victim = min(before)
    killed_at = time.perf_counter()
    os.kill(victim, signal.SIGKILL)
    replaced = None
    while time.perf_counter() - killed_at < 60:
        now = set(children(pid))
        new = now - before
        if victim not in now and new:
            replaced = time.perf_counter() - killed_at
            return {"killed": victim, "replaced_by": min(new), "replaced_after_s": round(replaced, 2)}
        time.sleep(0.05)
    return {"killed": victim, "replaced_by": None, "replaced_after_s": None}


def run(args: argparse.Namespace, database_url: str) -> dict:
    tmp = tempfile.TemporaryDirectory(prefix="powerplay-hostile-")
    kills: list[dict] = []
    seen_at_end: dict = {}
    try:
        assigned, prepared = prepare(database_url, args.games, parse_mix(args.mix), args.seed)
        assign = Path(tmp.name) / "games.json"
        assign.write_text(json.dumps(assigned))
        proc, base = start_server(database_url, args.workers, [])  # the default limits
        try:
            memory = Sampler(proc.pid, args.workers)
            memory.at("start")
            memory.start()
            people = Load(base, str(assign), args.games, max(1, math.ceil(args.games / 500)), args.think, args.seed)
            attack = subprocess.Popen(
                [sys.executable, __file__, "--attacker", base, "--assign", str(assign)]
                + [f"--{k.replace('_', '-')}={getattr(args, k)}" for k in ATTACK_OPTIONS],
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                text=True,
            )
            probe = Probe(base)
            try:
                people.ready()
                people.tell("go")
                assert attack.stdout is not None and attack.stdin is not None
                if attack.stdout.readline().strip() != "ready":
                    raise SystemExit("the attacker did not start")
                probe.start()
                time.sleep(args.warmup)
                memory.at("people")
                cpu0 = server_cpu_seconds(proc.pid)
                people.tell("phase quiet")
                time.sleep(args.quiet)
                people.tell("phase ramp")
                quiet_cpu = server_cpu_seconds(proc.pid) - cpu0
                attack.stdin.write("start\n")
                attack.stdin.flush()
                time.sleep(args.ramp)
                watch = LoopWatch(worker_pids(proc.pid, args.workers))
                watch.start()
                cpu1 = server_cpu_seconds(proc.pid)
                people.tell("phase attack")
                t0 = attack_began = time.perf_counter()
                for k in range(args.kill):
                    time.sleep(max(0.0, t0 + args.duration * (k + 1) / (args.kill + 1) - time.perf_counter()))
                    kills.append({"at": time.perf_counter() - t0, **kill_worker(proc.pid, args.workers)})
                time.sleep(max(0.0, t0 + args.duration - time.perf_counter()))
                people.tell("phase after")
                attacked = time.perf_counter() - t0
                attack_cpu = server_cpu_seconds(proc.pid) - cpu1
                watch.stopped.set()
                looped = watch.figures()
                memory.at("attack end")
                with contextlib.suppress(OSError, ValueError):
                    seen_at_end = health(base, timeout=10.0)
                attack.stdin.write("stop\n")
                attack.stdin.flush()
                attack_figures = json.loads(attack.stdout.readline() or "{}")
                time.sleep(args.after)
                memory.at("end")
                probe.stopped.set()
                results = people.results()
            finally:
                people.close()
                memory.stopped.set()
                try:
                    attack.wait(20)
                except subprocess.TimeoutExpired:
                    attack.kill()
        finally:
            stop_server(proc)
        checked = verify(database_url, results)
    finally:
        tmp.cleanup()
    samples = memory.samples
    marks = memory.mark
    peak = max(samples[marks["people"] : marks["attack end"] + 1], key=lambda s: s[1])
    peak_tcp = max(s[3] for s in samples[marks["people"] :])
    peak_bots = max(s[2] for s in samples)
    return {
        "date": datetime.date.today().isoformat(),
        "games": args.games,
        "think_s": args.think,
        "workers": args.workers,
        "database": "PostgreSQL" if database_url.startswith("postgres") else "SQLite",
        **prepared,
        "quiet": phase_figures(results, "quiet", args.quiet),
        "attack": phase_figures(results, "attack", attacked),
        "server_cpu_quiet": round(quiet_cpu / args.quiet, 2),
        "server_cpu_attack": round(attack_cpu / attacked, 2),
        **looped,
        "rss_mb": {
            "start": round(samples[marks["start"]][1] / 1024),
            "people": round(samples[marks["people"]][1] / 1024),
            "peak": round(peak[1] / 1024),
            "attack_end": round(samples[marks["attack end"]][1] / 1024),
            "end": round(samples[marks["end"]][1] / 1024),
        },
        "bots_rss_mb_peak": round(peak_bots / 1024),
        "open_files": {
            "people": samples[marks["people"]][4],
            "peak": max(s[4] for s in samples),
            "attack_end": samples[marks["attack end"]][4],
            "end": samples[marks["end"]][4],
        },
        "health_at_attack_end": seen_at_end,
        "tcp_kernel_mb": {
            "people": round(samples[marks["people"]][3] / 1024),
            "peak": round(peak_tcp / 1024),
            "end": round(samples[marks["end"]][3] / 1024),
        },
        "attack_figures": attack_figures,
        "kills": kills,
        "attack_away_from_kills": away_from(results, "attack", [k["at"] for k in kills], KILL_SHADOW),
        **probe.figures(attack_began),
        "load_average": round(os.getloadavg()[0], 1),
        "errors": [e for r in results for e in r.get("errors", [])][:3],
        "failed_games": sum(r.get("failed_games", 0) for r in results),
        "server_errors": [line.rstrip() for line in getattr(proc, "errors", []) if line.strip()][-8:],
        **checked,
    }


KILL_SHADOW = 5.0
"""Seconds after a worker is killed during which the people's actions wait for their sockets to
open again (left out of ``attack_away_from_kills``)."""


def away_from(results: list[dict], phase: str, kills: list[float], shadow: float) -> dict:
    """The latency of the actions of ``phase`` sent outside the ``shadow`` seconds after each kill."""
    kept = [
        latency
        for r in results
        for latency, at in zip(
            r["phases"].get(phase, {}).get("push", []), r["phases"].get(phase, {}).get("push_at", [])
        )
        if not any(k <= at < k + shadow for k in kills)
    ]
    return {
        "actions": len(kept),
        "p99_ms": round(pct(kept, 0.99) * 1000, 1),
        "max_ms": round(max(kept, default=0) * 1000, 1),
    }


ATTACK_OPTIONS = ("spectators", "one_address", "slow", "slow_every", "flood_rate", "seed")


def summary(values: list[float]) -> str:
    if not values:
        return "none"
    values = sorted(values)
    return f"median {values[len(values) // 2]}, max {values[-1]}"


def show(r: dict) -> None:
    processes = f"{r['workers']} workers" if r["workers"] > 1 else "one server process"
    print(
        f"{r['date']}  {r['games']} games of people (think {r['think_s']} s) under attack, {r['database']}, "
        f"{processes}, the default limits"
    )
    for name in ("quiet", "attack"):
        p = r[name]
        finished = sum(p["games_finished"].values())
        print(
            f"  people, {name:<6} {p['seconds']:>4} s: {p['actions_per_s']} actions/s ({p['accepted']} accepted, "
            f"refused {p['refused'] or 0}, {finished} games finished); action -> last socket "
            f"p50 {p['push_p50_ms']} ms, p99 {p['push_p99_ms']} ms, max {p['push_max_ms']} ms"
            + (
                f"; {p['lost_answers']} answers lost, {p['reconnects']} sockets opened again"
                if p["lost_answers"] or p["reconnects"]
                else ""
            )
        )
    print(
        f"  server CPU              quiet {r['server_cpu_quiet']:.0%} of a core, "
        f"under attack {r['server_cpu_attack']:.0%}; "
        f"event loop waiting for a CPU {r['loop_waiting_for_cpu']:.0%}, {r['loop_disk_spells']} waits for the disk "
        f"(longest {r['loop_disk_longest_ms']} ms); load average {r['load_average']}"
    )
    m, t = r["rss_mb"], r["tcp_kernel_mb"]
    print(
        f"  server RSS              {m['start']} MB before the games, {m['people']} MB with the people, peak "
        f"{m['peak']} MB under attack, {m['attack_end']} MB at its end, {m['end']} MB after; search bots' "
        f"processes {r['bots_rss_mb_peak']} MB at most; kernel TCP buffers {t['people']} -> {t['peak']} -> "
        f"{t['end']} MB"
    )
    o, h = r["open_files"], r["health_at_attack_end"]
    print(
        f"  server's open files     {o['people']} with the people, peak {o['peak']}, {o['attack_end']} at the attack's "
        f"end, {o['end']} after; at the attack's end one process counted {h.get('sockets')} WebSockets, "
        f"{h.get('games_watched')} games watched, {h.get('games_in_memory')} in memory"
    )
    a = r["attack_figures"]
    print(
        f"  spectators              {a.get('spectators_open_peak')} open at once at most, "
        f"{a.get('spectator_bytes', 0) / 1e6:.0f} MB pushed to them; {a.get('spectators')}"
    )
    print(f"  one address             {a.get('one_address')}")
    for mode in ("slowloris", "silent"):
        print(
            f"  {mode:<23} {a.get('slow_open_peak', {}).get(mode)} open at once at most; "
            f"lifetime (s) {summary(a.get('lifetimes', {}).get(mode, []))}; {a.get(mode)}"
        )
    flood = a.get("flood", {})
    print(
        f"  header floods           {sum(flood.values())} requests, answer ms {summary(a.get('flood_ms', []))}: {flood}"
    )
    print(f"  bot flood               {a.get('bots')}; {a.get('bot_moves')} bot moves watched")
    for k in r["kills"]:
        print(
            f"  worker killed           {k['killed']} at {k['at']:.0f} s: replaced by {k['replaced_by']} after "
            f"{k['replaced_after_s']} s"
        )
    if r["kills"]:
        away = r["attack_away_from_kills"]
        print(
            f"  people away from kills  {away['actions']} actions sent outside the {KILL_SHADOW:g} s after each kill: "
            f"p99 {away['p99_ms']} ms, max {away['max_ms']} ms"
        )
    print(
        f"  health probe            {r['probes']} probes (one every 0.2 s), {r['probes_failed']} unanswered within "
        f"2 s, answered in p99 {r['probe_p99_ms']} ms, max {r['probe_max_ms']} ms; slow ones (seconds into the "
        f"attack, seconds taken) {r['probes_slow']}; {r['pids_answering']} processes answered"
    )
    print(
        f"  record                  {r['accepted_all_run']} accepted actions looked up: {r['missing']} missing, "
        f"{r['versions_behind']} beyond the stored version; {r['unknown']} actions whose answer was lost "
        f"({r['unknown_stored']} of them stored)"
    )
    if r["errors"] or r["failed_games"]:
        print(f"  errors ({r['failed_games']} games stopped): {r['errors']}")
    if r["server_errors"]:
        print(f"  server: {r['server_errors']}")


def main(argv: list[str] | None = None) -> dict:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--games", type=int, default=200, help="games of people (default 200)")
    ap.add_argument("--think", type=float, default=3.0, help="the people's mean think time (default 3 s)")
    ap.add_argument("--mix", default="powergrid=1,powergrid-cards=1,barrage=1", help="the games' kinds and weights")
    ap.add_argument("--warmup", type=float, default=5.0)
    ap.add_argument("--quiet", type=float, default=15.0, help="seconds measured before the attack (default 15)")
    ap.add_argument("--ramp", type=float, default=10.0, help="seconds the attackers take to connect (default 10)")
    ap.add_argument("--duration", type=float, default=45.0, help="seconds measured under attack (default 45)")
    ap.add_argument("--after", type=float, default=5.0, help="seconds after the attack, for the memory (default 5)")
    ap.add_argument("--spectators", type=int, default=1000, help="spectators' sockets (default 1000)")
    ap.add_argument("--one-address", type=int, default=100, help="sockets one address tries to open (default 100)")
    ap.add_argument("--slow", type=int, default=600, help="slowloris connections, and silent ones (default 600)")
    ap.add_argument("--slow-every", type=float, default=3.0, help="seconds between a slowloris' bytes (default 3)")
    ap.add_argument("--flood-rate", type=float, default=200.0, help="header-flood requests a second (default 200)")
    ap.add_argument("--kill", type=int, default=0, help="workers killed during the attack (with --workers 2)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--postgres", action="store_true", help="on a throwaway local PostgreSQL cluster")
    ap.add_argument("--workers", type=int, default=1, help="server worker processes (PostgreSQL only)")
    ap.add_argument("--json", action="store_true", help="print one JSON line")
    ap.add_argument("--attacker", metavar="URL", help=argparse.SUPPRESS)
    ap.add_argument("--assign", help=argparse.SUPPRESS)
    args = ap.parse_args(argv)
    with contextlib.suppress(ValueError, OSError):
        _, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
        resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))
    if args.attacker:
        _loop_policy()
        asyncio.run(attacker(args))
        return {}
    if args.kill and args.workers < 2:
        raise SystemExit("--kill needs --workers 2 or more (and --postgres)")
    assert GAMES_PER_ADDRESS * 5 <= 64  # the people's connections of an address stay within its share
    with contextlib.ExitStack() as stack:
        url = database(stack, None, args.postgres, "hostile")
        if url is None:
            return {}
        result = run(args, url)
    if args.json:
        print(json.dumps(result))
    else:
        show(result)
    return result


if __name__ == "__main__":
    main()
