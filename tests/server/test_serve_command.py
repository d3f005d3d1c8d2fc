"""The ``powerplay serve`` command: its help, its address line, a clear error for a busy port
(saying how to choose another), and ``make run PORT=...`` passing the port on."""

from __future__ import annotations

import socket
import subprocess
import sys
from pathlib import Path

from click.testing import CliRunner

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
