"""The ``powerplay serve`` command: its help, its address line, a clear error for a busy port
(saying how to choose another), ``make run PORT=...`` passing the port on, and the supervisor of its
``--workers``."""

from __future__ import annotations

import re
import signal
import socket
import subprocess
import sys
import threading
from pathlib import Path

from click.testing import CliRunner
from proc_helpers import children, left_alive, wait_until

from powerplay.cli import main


def test_serve_is_a_command_beside_play_and_simulate():
    out = CliRunner().invoke(main, ["--help"]).output
    assert "serve" in out and "play" in out and "simulate" in out
    help_text = CliRunner().invoke(main, ["serve", "--help"]).output
    for option in ("--host", "--port", "--database-url", "--bot-delay", "--workers"):
        assert option in help_text


def test_serve_prints_its_address(server):
    assert server.url.startswith("http://127.0.0.1:") and not server.url.endswith(":0")


def test_serve_on_a_busy_port_says_so(tmp_path):
    with socket.socket() as busy:
        busy.bind(("127.0.0.1", 0))
        busy.listen()
        port = busy.getsockname()[1]
        out = subprocess.run(
            [
                sys.executable,
                "-m",
                "powerplay.cli",
                "serve",
                "--port",
                str(port),
                "--database-url",
                f"sqlite:///{tmp_path / 'x.db'}",
            ],
            capture_output=True,
            text=True,
            timeout=60,
        )
    assert out.returncode == 1, out.stderr
    assert f"port {port} is already in use" in out.stderr
    assert "make run PORT=8080" in out.stderr and "powerplay serve --port 8080" in out.stderr
    assert "Traceback" not in out.stderr


def test_make_run_passes_its_port_on():
    root = Path(__file__).resolve().parents[2]
    dry = subprocess.run(["make", "-n", "run", "PORT=8080"], cwd=root, capture_output=True, text=True, timeout=60)
    assert "powerplay serve --port 8080" in dry.stdout, dry.stdout + dry.stderr
    default = subprocess.run(["make", "-n", "run"], cwd=root, capture_output=True, text=True, timeout=60)
    assert "powerplay serve --port 8000" in default.stdout, default.stdout + default.stderr


class Supervisor:
    """``supervise(2, run)`` in a process of its own, ``run`` given as Python source; what it and
    its workers print, line by line."""

    def __init__(self, run: str):
        start = "from powerplay.server.supervise import supervise"
        code = f"import signal, sys, time\n{start}\n\n{run}\n\nsupervise(2, run)\n"
        self.proc = subprocess.Popen(
            [sys.executable, "-c", code], stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True
        )
        self.lines: list[str] = []
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self) -> None:
        assert self.proc.stdout is not None
        for line in self.proc.stdout:
            self.lines.append(line)

    def said(self, pattern: str, count: int) -> list[str]:
        """The first ``count`` lines that match ``pattern``, waiting up to a minute for them."""

        def found() -> list[str]:
            matched = [line for line in list(self.lines) if re.search(pattern, line)]
            return matched[:count] if len(matched) >= count else []

        matched = wait_until(found, 60)
        assert matched, self.lines
        return matched

    def stop(self) -> int:
        self.proc.send_signal(signal.SIGTERM)
        try:
            return self.proc.wait(60)
        finally:
            self.proc.kill()


def test_a_worker_that_fails_as_it_starts_is_restarted_after_ever_longer_pauses():
    supervisor = Supervisor("def run():\n    sys.exit(3)")
    try:
        lines = supervisor.said(r"exited with code 3", 4)
        assert supervisor.proc.poll() is None, "the supervisor outlives its workers' deaths"
    finally:
        assert supervisor.stop() == 0
    delays = [float(re.search(r"another starts in ([\d.]+) s", line).group(1)) for line in lines]
    assert delays == [0.5, 1, 2, 4]


def test_stopping_the_supervisor_kills_a_worker_that_does_not_stop():
    """SIGTERM: each worker is told to stop; one that ignores it is killed after the grace period."""
    supervisor = Supervisor(
        "def run():\n"
        "    signal.signal(signal.SIGTERM, signal.SIG_IGN)\n"
        "    print('up', flush=True)\n"
        "    time.sleep(600)"
    )
    try:
        supervisor.said("^up", 2)
        workers = children(supervisor.proc.pid)
        assert len(workers) == 2
    finally:
        assert supervisor.stop() == 0
    assert left_alive(workers, 0) == []
    for worker in workers:
        assert supervisor.said(f"worker {worker.pid} did not stop within 10 s: killed", 1)
