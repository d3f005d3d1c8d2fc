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


def _profile(playwright_instance, directory: Path):
    context = playwright_instance.chromium.launch_persistent_context(
        str(directory),
        executable_path=_chromium(),
        headless=True,
        args=CHROMIUM_ARGS,
        viewport={"width": 1400, "height": 900},
    )
    context.set_default_timeout(20000)
    return context


@pytest.fixture
def browser(playwright_instance, tmp_path: Path):
    """A chromium with a new user data directory (open pages with ``new_page``)."""
    context = _profile(playwright_instance, tmp_path / "chromium-profile")
    try:
        yield context
    finally:
        context.close()


@pytest.fixture
def profiles(playwright_instance, tmp_path: Path):
    """More browsers, each with its own fresh profile (another person: nothing in its localStorage):
    ``profiles()`` opens one."""
    opened = []

    def open_profile():
        context = _profile(playwright_instance, tmp_path / f"chromium-profile-{len(opened) + 1}")
        opened.append(context)
        return context

    try:
        yield open_profile
    finally:
        for context in opened:
            context.close()


# Content-Security-Policy violations (an inline style or script the policy refused), kept by the page
CSP_WATCH = """
window.__csp = [];
document.addEventListener("securitypolicyviolation", (e) => {
  window.__csp.push(`${e.violatedDirective}: ${e.blockedURI || "inline"} ${e.sourceFile || ""}:${e.lineNumber || 0}`);
});
"""


def new_page(context, width: int = 1400, height: int = 900):
    page = context.new_page()
    page.set_viewport_size({"width": width, "height": height})
    page.errors = []  # uncaught JavaScript errors: a test fails on any
    page.console_errors = []  # console errors (a refused request logs one; informative only)
    page.urls = []  # every address the page was at (history.replaceState included)
    page.requests = []  # every address the page asked for (HTTP and WebSocket)
    page.on("pageerror", lambda e: page.errors.append(str(e)))
    page.on("console", lambda m: page.console_errors.append(m.text) if m.type == "error" else None)
    page.on("framenavigated", lambda f: page.urls.append(f.url) if f == page.main_frame else None)
    page.on("request", lambda r: page.requests.append(r.url))
    page.on("websocket", lambda ws: page.requests.append(ws.url))
    page.add_init_script(CSP_WATCH)
    return page


@pytest.fixture
def artifacts() -> Path:
    ARTIFACTS.mkdir(exist_ok=True)
    return ARTIFACTS
