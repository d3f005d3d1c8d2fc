"""Running the server on a socket the command has bound: one process, or several workers that a
supervisor forks and keeps running (``powerplay serve --workers N``). Its words are the ``server``
catalogue's, said in the language the command speaks."""

from __future__ import annotations

import contextlib
import os
import signal
import sys
import time
import traceback
from collections.abc import Callable
from socket import socket
from typing import Any

from .language import Text, _
from .settings import Settings


def serve(settings: Settings, sock: socket, workers: int, on_ready: Callable[[], None], lang: str) -> None:
    """Serve on ``sock`` (listening), in this process or in ``workers`` forked ones; ``on_ready`` is
    called once the server accepts connections (with workers: once they are started)."""
    import resource

    import uvicorn

    from .app import create_app
    from .wire import protocols

    # Every connection is a file: take all the process may have (the limits bound each address's).
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if soft < hard:
        resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))
        soft = hard
    most = settings.max_connections or max(64, soft - max(64, soft // 10))
    http, ws = protocols(settings, most)  # httptools with the limits, each response in one write
    common: dict[str, Any] = {
        "log_level": "warning",
        "access_log": False,  # the server's own (powerplay.access) shows no secret
        "http": http,
        "ws": ws,
        "ws_max_size": 64 * 1024,
        "timeout_keep_alive": 5,
        "timeout_graceful_shutdown": 5,
        # X-Forwarded-For only from the proxies named: anyone else would choose their own address
        "proxy_headers": bool(settings.forwarded_allow_ips),
        "forwarded_allow_ips": list(settings.forwarded_allow_ips) or None,
    }

    def run_server(ready: Callable[[], None] | None) -> None:
        app = create_app(settings, on_ready=ready)
        uvicorn.Server(uvicorn.Config(app, **common)).run(sockets=[sock])

    if workers == 1:
        run_server(on_ready)
        return
    # Several workers: forked processes accepting on the one listening socket (uvicorn's own
    # --workers would re-create the socket without IPPROTO_TCP, hence without TCP_NODELAY).
    on_ready()
    supervise(workers, lambda: run_server(None), lang)


def supervise(workers: int, run: Callable[[], Any], lang: str = "en") -> None:
    """Fork ``workers`` processes that each call ``run`` (a server on the socket they share) and keep
    that many running until SIGTERM or SIGINT.

    A worker that dies is replaced, and why it died is told on stderr (in ``lang``). The new one
    starts after a pause of half a second, doubled for each worker in a row that died less than ten
    seconds after its start, up to thirty seconds: a worker that fails as it starts does not spin. Each
    worker ends with this process, even if it is killed (``die_with_parent``: the worker gets SIGTERM,
    and exits thirty seconds later at most). On SIGTERM or SIGINT the workers get SIGTERM and ten
    seconds to finish, then SIGKILL; a second signal kills them at once."""
    from .thinking import die_with_parent

    first_pause, longest_pause, young = 0.5, 30.0, 10.0
    stop_grace, orphan_grace, poll = 10.0, 30.0, 0.2
    handled = {signal.SIGINT, signal.SIGTERM}
    parent = os.getpid()
    children: dict[int, float] = {}  # pid -> when it started
    due: list[float] = []  # when the workers yet to start are started
    died_young = 0  # workers in a row that died young (or could not be forked)
    signals = 0

    def tell(text: Text) -> None:
        print(text.say(lang), file=sys.stderr, flush=True)

    def child(mask: Any) -> None:  # pragma: no cover - runs in the forked worker
        code = 1
        try:
            for sig in handled:
                signal.signal(sig, signal.SIG_DFL)
            signal.pthread_sigmask(signal.SIG_SETMASK, mask)
            die_with_parent(parent, signal.SIGTERM, orphan_grace)
            run()
            code = 0
        except SystemExit as e:
            code = e.code if isinstance(e.code, int) else 1
        except BaseException:
            traceback.print_exc()
        finally:
            for stream in (sys.stdout, sys.stderr):
                with contextlib.suppress(Exception):
                    stream.flush()
            os._exit(code)

    def start() -> None:
        # Signals wait until the child has its own handlers (it would run this process's otherwise).
        mask = signal.pthread_sigmask(signal.SIG_BLOCK, handled)
        try:
            pid = os.fork()
            if pid == 0:  # pragma: no cover
                child(mask)
            children[pid] = time.monotonic()
        finally:
            signal.pthread_sigmask(signal.SIG_SETMASK, mask)

    def pause() -> str:
        """Count one more worker lost young; when its replacement starts (recorded) and after how long."""
        nonlocal died_young
        died_young += 1
        delay = min(longest_pause, first_pause * 2 ** (died_young - 1))
        due.append(time.monotonic() + delay)
        due.sort()
        return f"{delay:g}"

    def reap() -> None:
        nonlocal died_young
        while children:
            try:
                pid, status = os.waitpid(-1, os.WNOHANG)
            except ChildProcessError:
                children.clear()
                return
            if pid == 0:
                return
            started = children.pop(pid, None)
            if started is None or signals:
                continue
            if time.monotonic() - started >= young:
                died_young = 0
            delay = pause()
            code = os.waitstatus_to_exitcode(status)
            if code >= 0:
                tell(
                    _(
                        "worker {pid} exited with code {code}; another starts in {delay} s",
                        pid=pid,
                        code=code,
                        delay=delay,
                    )
                )
            else:
                try:
                    name = signal.Signals(-code).name
                except ValueError:
                    name = str(-code)
                tell(
                    _(
                        "worker {pid} was ended by signal {signal}; another starts in {delay} s",
                        pid=pid,
                        signal=name,
                        delay=delay,
                    )
                )

    def on_signal(signum: int, _frame: Any) -> None:
        nonlocal signals
        signals += 1

    for sig in handled:
        signal.signal(sig, on_signal)
    due.extend([time.monotonic()] * workers)
    stop_at: float | None = None
    while True:
        reap()
        now = time.monotonic()
        if signals and stop_at is None:
            stop_at = now + stop_grace
            for pid in children:
                with contextlib.suppress(ProcessLookupError):
                    os.kill(pid, signal.SIGTERM)
        if stop_at is not None:
            if not children:
                return
            if signals > 1 or now >= stop_at:
                for pid in children:
                    if signals == 1:
                        tell(
                            _(
                                "worker {pid} did not stop within {seconds} s: killed",
                                pid=pid,
                                seconds=f"{stop_grace:g}",
                            )
                        )
                    with contextlib.suppress(ProcessLookupError):
                        os.kill(pid, signal.SIGKILL)
                for pid in children:
                    with contextlib.suppress(ChildProcessError):
                        os.waitpid(pid, 0)
                return
        while due and due[0] <= now and not signals:
            due.pop(0)
            try:
                start()
            except OSError as e:
                tell(_("cannot start a worker: {error}; trying again in {delay} s", error=e, delay=pause()))
        time.sleep(poll)
