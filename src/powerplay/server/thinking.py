"""Search bots think in processes of their own.

A search bot's move is seconds of compiled code that keeps the interpreter's lock: on a thread of the
server it would hold up every other game. So each search bot's move is sent, with its game's position
(``Game.to_json``, as stored in snapshots), to a worker process; the bot sees only its seat's
observation there (``observe``), as on a thread.

A search bot tells how far it is as it thinks (``halving.Progress``): its worker sends the share done and
the seconds it expects to go on (``Reporter``, at most every ``REPORT_EVERY`` seconds) to the server,
which calls the move's ``progress`` with them on its event loop.

The moves of one game always go to the same worker, which keeps that game's bots between moves (the
most recently used ``KEPT`` of them): a server bot plays move for move as in the terminal and the arena
(``bot_seed``). A worker thinks one move at a time; the moves waiting for it are taken most urgent
first (a game with a person in it before a game of bots only), in the order they came within each
urgency. Workers run at a lower priority than the server, so that requests stay quick while bots think;
a worker that dies is replaced at the next move (a move it died thinking is the game's first legal
action, as for any bot that fails).

A worker ends with the server however the server ends: stopped, it terminates its workers (a move
being thought is dropped); killed, the kernel kills them (``die_with_parent``).

Each worker is a ``multiprocessing`` process of the spawn context fed through one pipe by one thread of
the server, rather than a ``ProcessPoolExecutor``: a pool cannot tell its worker to stop thinking, its
queues hold semaphores that a killed server leaves behind, and its worker keeps both ends of its
queue's pipe, so it never learns that the server is gone. The thread lives as long as its worker, as
Linux's parent-death signal requires (it is sent when the *thread* that started the process ends).
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import heapq
import itertools
import multiprocessing
import os
import pickle
import signal
import sys
import threading
import time
import zlib
from collections import OrderedDict
from collections.abc import Callable
from concurrent.futures import Future
from multiprocessing.connection import Connection
from typing import Any

from ..bots import SEARCH_BOTS, make_bot, observe, split_kind
from ..core import data_sets
from ..core.errors import BadInput
from ..core.registry import game_class

KEPT = 256
"""Bots a worker keeps between their moves (each is a few kilobytes)."""
NICENESS = 5
"""How much lower the workers' priority is than the server's."""
STOP_GRACE = 2.0
"""Seconds a worker told to stop (SIGTERM) has before it is killed."""
WATCH_EVERY = 1.0
"""Seconds between two looks of a process at whether its parent is still there."""
REPORT_EVERY = 0.25
"""Seconds at least between two reports of a search's progress after its first (which goes at once)."""

_bots: OrderedDict[tuple[str, int, str, int], Any] = OrderedDict()
"""In a worker: the bots of the games sent to it, by (game id, seat, kind, seed)."""
_server: list[Connection] = []
"""In a worker: its end of the pipe to the server (the progress of a move goes on it)."""
_rates: dict[tuple[str, str], float] = {}
"""In a worker: the play-outs a second of the last search of a bot of each game and kind (what the
next search of one is expected to play before it has played any)."""


class WorkerDied(Exception):
    """The worker process died (or was stopped) before it sent the outcome of a move."""


def thinks(kind: str) -> bool:
    """Does a bot of ``kind`` think in a worker process (a search bot) rather than on a thread?"""
    return split_kind(kind)[0] in SEARCH_BOTS


def die_with_parent(parent: int, sig: int = signal.SIGKILL, grace: float = 0.0) -> None:
    """Make this process, a child of process ``parent``, end when ``parent`` ends.

    On Linux the kernel sends ``sig`` at once (``PR_SET_PDEATHSIG``; it is sent when the thread that
    started this process ends, so start it from a thread that lives as long as it should). Elsewhere,
    or if that fails, a thread that looks at the parent's pid every ``WATCH_EVERY`` seconds sends
    ``sig`` itself. In both cases the process exits ``grace`` seconds after its parent is gone if
    ``sig`` did not end it (a thread of Python runs only between two steps of the interpreter: an
    orphan deep in compiled code notices when it comes out)."""
    armed = False
    if sys.platform.startswith("linux"):
        import ctypes

        pr_set_pdeathsig = 1
        try:
            armed = ctypes.CDLL(None, use_errno=True).prctl(pr_set_pdeathsig, int(sig), 0, 0, 0) == 0
        except (OSError, AttributeError):
            armed = False
    if os.getppid() != parent:  # the parent died before the signal was armed
        os._exit(1)

    def watch() -> None:
        while os.getppid() == parent:
            time.sleep(WATCH_EVERY)
        if not armed:
            os.kill(os.getpid(), sig)
        time.sleep(grace)
        os._exit(1)

    threading.Thread(target=watch, name="powerplay-parent-watch", daemon=True).start()


class Reporter:
    """A search's progress (``halving.Progress``) as the share done and the seconds left, for ``send``:
    the first report at once, the next ones ``REPORT_EVERY`` seconds apart at least. The seconds left
    come from the play-outs left and the rate of this search so far; before its first play-out, from
    ``rate`` (play-outs a second of the last search of a bot of its kind) or a time budget's
    ``seconds``, else they are not known (None)."""

    def __init__(self, send: Callable[[float, float | None], None], rate: float = 0.0, seconds: float | None = None):
        self.send = send
        self.rate = rate
        self.seconds = seconds
        self.start = 0.0
        self.sent = 0.0

    def __call__(self, done: int, planned: int) -> None:
        now = time.monotonic()
        if done == 0:
            self.start = now
        elif now - self.sent < REPORT_EVERY:
            return
        self.sent = now
        if not planned:  # a time budget, before its first play-out
            self.send(0.0, self.seconds)
            return
        rate = done / (now - self.start) if done and now > self.start else self.rate
        self.send(min(1.0, done / planned), (planned - done) / rate if rate > 0 else None)


def _report(share: float, left: float | None) -> None:
    """In a worker: send the progress of the move being thought to the server."""
    if _server:
        with contextlib.suppress(OSError):  # the server is gone: the move's outcome finds out
            _server[0].send_bytes(pickle.dumps((None, (share, left))))


def _choose(game_id: str, name: str, kind: str, seat: int, seed: int, position: dict) -> Any:
    """In a worker: the move of the bot of ``seat`` in the game at ``position``; its searches report
    their progress to the server."""
    key = (game_id, seat, kind, seed)
    bot = _bots.pop(key, None)
    if bot is None:
        bot = make_bot(kind, name, seat, seed)
    _bots[key] = bot
    while len(_bots) > KEPT:
        _bots.popitem(last=False)
    if hasattr(bot, "progress"):
        bot.progress = Reporter(_report, _rates.get((name, kind), 0.0), bot.level.seconds)
    move = bot.choose(observe(game_class(name).from_position(position), seat))
    rate = getattr(bot, "last_stats", {}).get("per_second")
    if rate:
        _rates[name, kind] = rate
    return move


def _serve(conn: Connection, parent: int, sets: tuple[data_sets.DataSet, ...] = ()) -> None:
    """A worker process: load the data sets the server loaded (``sets``), then call each
    ``(function, arguments)`` that comes on ``conn`` and send back ``(True, result)`` or
    ``(False, exception)``, until the server closes its end or is gone (a call may send
    ``(None, progress)`` before: ``_report``)."""
    die_with_parent(parent, signal.SIGKILL)
    for s in sets:
        with contextlib.suppress(BadInput):  # changed since: its games' moves are refused, saying why
            data_sets.load(s.game, s.folder)
    _server[:] = [conn]
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl+C is for the server, which stops its workers
    os.nice(NICENESS)
    while True:
        try:
            message = conn.recv_bytes()
        except (EOFError, OSError):
            return
        reply: tuple[bool, Any]
        try:
            fn, args = pickle.loads(message)
            reply = (True, fn(*args))
        except Exception as e:
            reply = (False, e)
        try:
            data = pickle.dumps(reply)
        except Exception as e:  # the outcome cannot be pickled
            data = pickle.dumps((False, RuntimeError(f"{type(e).__name__}: {e}")))
        try:
            conn.send_bytes(data)
        except OSError:  # the server is gone
            return


def _ending(code: int | None) -> str:
    """How a process with exit code ``code`` (``Process.exitcode``) ended."""
    if code is None or code >= 0:
        return f"exit code {code}"
    try:
        return f"signal {signal.Signals(-code).name}"
    except ValueError:
        return f"signal {-code}"


def _relay(loop: asyncio.AbstractEventLoop, progress: Callable, *report: Any) -> None:
    """On a worker's thread: have ``progress(*report)`` called on ``loop``."""
    with contextlib.suppress(RuntimeError):  # the loop is closed: nobody listens any more
        loop.call_soon_threadsafe(progress, *report)


class _Worker:
    """One worker process and the thread of the server that feeds it, most urgent call first."""

    def __init__(self) -> None:
        self._changed = threading.Condition()
        self._waiting: list[tuple[int, int, Future, Callable, tuple, Callable | None]] = []
        self._order = itertools.count()
        self._closed = False
        self._process: Any = None  # a multiprocessing Process of the spawn context
        self._conn: Connection | None = None
        self._thread = threading.Thread(target=self._run, name="powerplay-thinker", daemon=True)
        self._thread.start()

    @property
    def pid(self) -> int | None:
        """The worker process's id (None before the first call and after a death)."""
        process = self._process
        return None if process is None else process.pid

    def put(self, future: Future, urgent: bool, fn: Callable, args: tuple, progress: Callable | None = None) -> None:
        """Have ``fn(*args)`` called in the worker after the calls waiting there that are as urgent;
        ``progress`` is called (on this worker's thread) with each progress the call sends."""
        with self._changed:
            if self._closed:
                raise WorkerDied("the worker processes are stopped")
            heapq.heappush(self._waiting, (0 if urgent else 1, next(self._order), future, fn, args, progress))
            self._changed.notify()

    def _next(self) -> tuple[Future, Callable, tuple, Callable | None] | None:
        with self._changed:
            while not self._waiting and not self._closed:
                self._changed.wait()
            if self._closed:
                return None
            _, _, future, fn, args, progress = heapq.heappop(self._waiting)
            return future, fn, args, progress

    def _run(self) -> None:
        try:
            while (job := self._next()) is not None:
                future, fn, args, progress = job
                if not future.set_running_or_notify_cancel():  # its caller stopped waiting
                    continue
                try:
                    ok, value = self._call(fn, args, progress)
                except Exception as e:
                    future.set_exception(e)
                else:
                    if ok:
                        future.set_result(value)
                    else:
                        future.set_exception(value)
        finally:
            self._drop(kill=True)

    def _call(self, fn: Callable, args: tuple, progress: Callable | None = None) -> tuple[bool, Any]:
        if self._process is not None and not self._process.is_alive():  # it died since its last call
            self._drop()
        if self._conn is None:
            self._start()
        assert self._conn is not None
        try:
            self._conn.send((fn, args))  # pickled whole before a byte is written
            while True:
                ok, value = self._conn.recv()
                if ok is not None:
                    return ok, value
                if progress is not None:
                    progress(*value)
        except (EOFError, OSError):
            pid, code = self._drop()
            raise WorkerDied(f"the worker process {pid} died thinking ({_ending(code)})") from None

    def _start(self) -> None:
        """A new worker process, started from this thread (which lives as long as it)."""
        context = multiprocessing.get_context("spawn")
        ours, theirs = context.Pipe()
        process = context.Process(
            target=_serve, args=(theirs, os.getpid(), data_sets.loaded()), name="powerplay-thinker", daemon=True
        )
        try:
            process.start()
        except BaseException:
            ours.close()
            raise
        finally:
            theirs.close()
        with self._changed:
            closed = self._closed
            if not closed:
                self._process, self._conn = process, ours
        if closed:  # stopped while it started
            process.kill()
            process.join()
            ours.close()
            raise WorkerDied("the worker processes are stopped")

    def _drop(self, kill: bool = False) -> tuple[int | None, int | None]:
        """Forget the worker process (``kill``: stop it first); its pid and exit code."""
        with self._changed:
            process, conn = self._process, self._conn
            self._process = self._conn = None
        if conn is not None:
            conn.close()
        if process is None:
            return None, None
        if kill:
            process.terminate()
        process.join(STOP_GRACE)
        if process.exitcode is None:
            process.kill()
            process.join()
        return process.pid, process.exitcode

    def close(self) -> None:
        """Drop the calls waiting, terminate the process (a call under way fails) and end the thread."""
        with self._changed:
            self._closed = True
            waiting, self._waiting = self._waiting, []
            process = self._process
            self._changed.notify()
        for _, _, future, _, _, _ in waiting:
            future.cancel()
        if process is not None:
            process.terminate()  # the thread, waiting for its outcome, sees the pipe close

    def join(self, timeout: float) -> None:
        self._thread.join(timeout)


class Thinkers:
    """The worker processes of one server process, each started at the first move sent to it."""

    def __init__(self, processes: int = 0):
        self.processes = processes or os.cpu_count() or 1
        self._workers: list[_Worker | None] = [None] * self.processes
        self._lock = threading.Lock()

    def _worker(self, slot: int) -> _Worker:
        with self._lock:
            worker = self._workers[slot]
            if worker is None:
                worker = self._workers[slot] = _Worker()
            return worker

    def slot(self, game_id: str) -> int:
        """The worker that thinks the moves of game ``game_id``."""
        return zlib.crc32(game_id.encode()) % self.processes

    def pids(self) -> list[int]:
        """The ids of the worker processes running now."""
        return [pid for worker in self._workers if worker is not None and (pid := worker.pid) is not None]

    async def choose(
        self,
        game_id: str,
        name: str,
        kind: str,
        seat: int,
        seed: int,
        game: Any,
        urgent: bool = True,
        progress: Callable[[float, float | None], None] | None = None,
    ) -> Any:
        """The bot's move, thought in the worker of ``game_id``; ``urgent`` (a person plays in the
        game) puts it before every move not urgent that waits for that worker; ``progress`` is told,
        on the event loop, the share of each search done and the seconds it expects to go on (None:
        not known yet). Raises :class:`WorkerDied` if the worker dies thinking it (the next move
        starts another)."""
        args = (game_id, name, kind, seat, seed, game.to_json())
        return await self.call(self.slot(game_id), urgent, _choose, *args, progress=progress)

    async def call(self, slot: int, urgent: bool, fn: Callable, *args: Any, progress: Callable | None = None) -> Any:
        """``fn(*args)`` in worker ``slot`` (``fn`` and ``args`` picklable, ``fn`` by its name), after
        the calls waiting there that are at least as urgent; ``progress`` is called on the event loop
        with what the call reports (``_report``)."""
        future: Future = Future()
        relay = None if progress is None else functools.partial(_relay, asyncio.get_running_loop(), progress)
        self._worker(slot).put(future, urgent, fn, args, relay)
        return await asyncio.wrap_future(future)

    def close(self) -> None:
        """Stop the workers: the moves waiting are dropped, a move being thought is cut short. A move
        sent later starts new ones."""
        with self._lock:
            workers, self._workers = self._workers, [None] * self.processes
        for worker in workers:
            if worker is not None:
                worker.close()
        for worker in workers:
            if worker is not None:
                worker.join(2 * STOP_GRACE)
