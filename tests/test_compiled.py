"""The compiled engines and the way back to pure Python (src/powerplay/compiled.py).

``make test`` builds the compiled engines and runs the whole suite with them, then the rules tests
once more with ``POWERPLAY_PURE=1``: these tests check that each run used what it says."""

from __future__ import annotations

import fcntl
import gettext
import os
import socket
import subprocess
import sys

import pytest

from powerplay import compiled

WHERE = "import powerplay.games.powergrid.building as m; print(m.__file__)"


def _imported_from(env: dict[str, str]) -> str:
    out = subprocess.run([sys.executable, "-c", WHERE], env=env, capture_output=True, text=True, check=True)
    return out.stdout.strip()


def test_this_run_imports_what_the_switch_says():
    """Under POWERPLAY_PURE the sources; otherwise the build, whenever it is fresh."""
    module = sys.modules.get("powerplay.games.powergrid.building") or __import__(
        "powerplay.games.powergrid.building", fromlist=["x"]
    )
    assert module.__file__ is not None
    assert module.__file__.endswith(".py") != compiled.in_use()
    if os.environ.get("POWERPLAY_PURE"):
        assert not compiled.in_use()


@pytest.mark.skipif(compiled.library() is None, reason="no compiled build (make builds it)")
def test_the_switch_chooses_pure_python_in_a_new_process():
    env = {k: v for k, v in os.environ.items() if k != "POWERPLAY_PURE"}
    assert _imported_from({**env, "POWERPLAY_PURE": "1"}).endswith("building.py")
    assert _imported_from(env).endswith(".py") != compiled.fresh()


def test_every_listed_module_exists_as_source():
    assert len(set(compiled.COMPILED)) == len(compiled.COMPILED)
    for module in compiled.COMPILED:
        assert compiled.source(module).is_file(), module


def test_an_engine_edited_after_the_build_runs_as_pure_python(tmp_path, monkeypatch):
    """A source newer than the build: the build is stale and left alone until ``make`` rebuilds it."""
    newest = max(compiled.source(m).stat().st_mtime for m in compiled.COMPILED)
    library = tmp_path / "library.so"
    library.write_bytes(b"")
    monkeypatch.setattr(compiled, "library", lambda: library)
    monkeypatch.delenv("POWERPLAY_PURE", raising=False)
    os.utime(library, (newest - 1, newest - 1))
    assert not compiled.fresh() and not compiled.in_use()
    os.utime(library, (newest + 1, newest + 1))
    assert compiled.fresh() and compiled.in_use()
    monkeypatch.setenv("POWERPLAY_PURE", "1")
    assert not compiled.in_use()


def test_the_state_says_why_the_engines_run_as_pure_python(tmp_path, monkeypatch):
    """No build, a build in progress (its lock held), a failed build, a source newer than the build."""
    monkeypatch.delenv("POWERPLAY_PURE", raising=False)
    monkeypatch.setattr(compiled, "LOCK", tmp_path / "lock")
    monkeypatch.setattr(compiled, "FAILED", tmp_path / "failed")
    monkeypatch.setattr(compiled, "library", lambda: None)
    assert compiled.state() == ("none", None) and not compiled.in_use()
    compiled.FAILED.touch()
    assert compiled.state()[0] == "failed"
    compiled.FAILED.unlink()

    library = tmp_path / "library.so"
    library.write_bytes(b"")
    monkeypatch.setattr(compiled, "library", lambda: library)
    newest = max(compiled.source(m).stat().st_mtime for m in compiled.COMPILED)
    os.utime(library, (newest + 1, newest + 1))
    assert compiled.state() == ("compiled", None) and compiled.in_use()
    os.utime(library, (newest - 1, newest - 1))
    state, source = compiled.state()
    assert state == "stale" and source is not None and source.endswith(".py") and not source.startswith("/")

    os.utime(library, (newest + 1, newest + 1))
    with open(compiled.LOCK, "wb") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)  # as scripts/compile.py holds it while it builds
        assert compiled.building() and not compiled.in_use()
        assert compiled.state() == ("building", "build/engines.log")
    assert not compiled.building() and compiled.in_use()
    monkeypatch.setenv("POWERPLAY_PURE", "1")
    assert compiled.state() == ("pure", None)


def test_the_servers_first_line_says_which_engines_it_runs(monkeypatch):
    """In the reader's language, on stderr (the log), before anything else: even when the port is taken."""
    env = {**os.environ, "POWERPLAY_PURE": "1"}
    with socket.socket() as busy:
        busy.bind(("127.0.0.1", 0))
        busy.listen()
        port = str(busy.getsockname()[1])
        for lang, words in (("en", "Engines: pure Python (POWERPLAY_PURE is set)."), ("ru", "Движки: чистый Python")):
            out = subprocess.run(
                [sys.executable, "-m", "powerplay.cli", "serve", "--port", port, "--lang", lang],
                env=env,
                capture_output=True,
                text=True,
                timeout=60,
            )
            assert out.stderr.splitlines()[0].startswith(words), out.stderr


@pytest.mark.parametrize("state", ["compiled", "pure", "building", "failed", "none", "stale"])
def test_every_state_has_its_line(monkeypatch, state):
    from powerplay.cli import language, serving

    monkeypatch.setattr(language._Spoken, "tr", gettext.NullTranslations())  # English, whatever a test before spoke
    monkeypatch.setattr(compiled, "chosen", lambda: (state, "build/engines.log"))
    line = serving.engines()
    assert line.startswith("Engines: ") and ("pure Python" in line) == (state != "compiled")
