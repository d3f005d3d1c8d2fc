"""Browser tests: Debian's chromium, headless, driven by Playwright against a real server process.

The server is started the way tests/server starts it (``powerplay serve`` on a free loopback port with
a temp SQLite file, its ``Server`` helper reused); chromium runs with a fresh user data directory.
chromium comes from scripts/system-deps.sh (``apt-get install chromium``).
"""

from __future__ import annotations

import shutil
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
ARTIFACTS = ROOT / "test-artifacts"
sys.path.insert(0, str(ROOT / "tests" / "server"))

from server_helpers import Server  # noqa: E402  (the server developer's helper, not duplicated)

CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]


def _chromium() -> str:
    path = shutil.which("chromium") or shutil.which("chromium-browser")
    if not path:
        raise RuntimeError(
            "chromium is not installed: run scripts/system-deps.sh (apt-get install -y chromium chromium-driver)"
        )
    return path


@pytest.fixture(scope="module")
def web_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    """A server whose bots move quickly (a short delay, so the page sees their moves one by one)."""
    tmp = tmp_path_factory.mktemp("web-server")
    server = Server(f"sqlite:///{tmp / 'powerplay.db'}", bot_delay=0.05, log_dir=tmp).start()
    try:
        yield server
    finally:
        server.stop()


@pytest.fixture(scope="module")
def fast_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    """A server whose bots move at once (whole bot games finish in seconds)."""
    tmp = tmp_path_factory.mktemp("fast-server")
    server = Server(f"sqlite:///{tmp / 'powerplay.db'}", bot_delay=0.0, log_dir=tmp).start()
    try:
        yield server
    finally:
        server.stop()


@pytest.fixture(scope="module")
def playwright_instance():
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        yield p


@pytest.fixture
def browser(playwright_instance, tmp_path: Path):
    """A chromium with a new user data directory (open pages with ``new_page``)."""
    context = playwright_instance.chromium.launch_persistent_context(
        str(tmp_path / "chromium-profile"),
        executable_path=_chromium(),
        headless=True,
        args=CHROMIUM_ARGS,
        viewport={"width": 1400, "height": 900},
    )
    context.set_default_timeout(20000)
    try:
        yield context
    finally:
        context.close()


def new_page(context, width: int = 1400, height: int = 900):
    page = context.new_page()
    page.set_viewport_size({"width": width, "height": height})
    page.errors = []  # uncaught JavaScript errors: a test fails on any
    page.console_errors = []  # console errors (a refused request logs one; informative only)
    page.on("pageerror", lambda e: page.errors.append(str(e)))
    page.on("console", lambda m: page.console_errors.append(m.text) if m.type == "error" else None)
    return page


@pytest.fixture
def artifacts() -> Path:
    ARTIFACTS.mkdir(exist_ok=True)
    return ARTIFACTS
