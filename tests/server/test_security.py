"""Browser safety and secrets: secrets never in a URL or a log,
JSON-only POSTs, WebSockets only from the server's own pages, the safety headers on every response,
405 with Allow and HEAD on pages."""

from __future__ import annotations

import re
import time

import httpx
import pytest
from server_helpers import Server, Socket, bearer, invitation
from websockets.exceptions import InvalidStatus


def test_every_response_carries_the_safety_headers(server: Server):
    """Pages: a strict Content-Security-Policy without inline script, no Referer, no sniffing, no
    framing. API answers: nothing in them may run, be sniffed or be framed."""
    api = server.client()
    gid = api.create(["human", "random"], players=2)["id"]
    for method, path in (
        ("GET", "/"),
        ("GET", f"/play/{gid}"),
        ("HEAD", f"/watch/{gid}"),
        ("GET", "/static/common.js"),
    ):
        r = api.request(method, path)
        csp = r.headers["content-security-policy"]
        assert "script-src 'self'" in csp and "unsafe-inline" not in csp and "frame-ancestors 'none'" in csp
        assert "default-src 'self'" in csp and "style-src 'self'" in csp
        assert r.headers["referrer-policy"] == "no-referrer"
        assert r.headers["x-content-type-options"] == "nosniff"
        assert r.headers["x-frame-options"] == "DENY"
    for method, path in (("GET", f"/api/games/{gid}/state"), ("GET", "/api/nothing"), ("POST", "/api/games")):
        r = api.request(method, path)
        assert r.headers["content-security-policy"] == "default-src 'none'; frame-ancestors 'none'"
        assert r.headers["x-content-type-options"] == "nosniff"


def test_pages_have_no_inline_script_or_style():
    """The pages work under ``script-src 'self'; style-src 'self'``: no inline script, handler or style."""
    from powerplay.server.app import WEB

    for page in WEB.glob("*.html"):
        html = page.read_text("utf-8")
        assert not re.search(r"<script(?![^>]*\bsrc=)[^>]*>", html), page.name
        assert not re.search(r"\son[a-z]+\s*=", html), page.name
        assert not re.search(r"\sstyle\s*=", html) and "<style" not in html, page.name


def test_a_post_must_be_json(server: Server):
    """Defect 9: a text/plain POST from any web page created games (the server ignored Content-Type)."""
    api = server.client()
    body = b'{"game": "powergrid", "seats": ["random", "random"]}'
    for kind in ("text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=b", None):
        r = api.post("/api/games", content=body, headers={"content-type": kind} if kind else {})
        assert r.status_code == 415, (kind, r.text)
    r = api.post("/api/games", content=body, headers={"content-type": "application/json; charset=utf-8"})
    assert r.status_code == 201
    assert len(api.get("/api/games").json()) == 1


def test_websockets_only_from_the_servers_own_pages(start_server):
    """Defect 9: WebSockets accepted any Origin (a page of any site could watch a seat's updates)."""
    server: Server = start_server(args=("--allowed-origin", "https://play.example.org"))
    api = server.client()
    gid = api.create(["random", "random"], players=2)["id"]
    with pytest.raises(InvalidStatus) as refused:
        Socket(f"{server.ws_url}/ws/games/{gid}", origin="https://evil.example")
    assert refused.value.response.status_code == 403
    host = server.url.split("//")[1]
    for origin in (f"http://{host}", "https://play.example.org", None):
        sock = Socket(f"{server.ws_url}/ws/games/{gid}", origin=origin)
        sock.ws.send("{}")
        assert sock.recv()["type"] == "state"
        sock.close()


def test_secrets_never_travel_in_urls_nor_land_in_the_access_log(start_server):
    """Defect 7: tokens travelled in URLs (page, state, WebSocket) and would land in access logs and
    Referer headers, and ``--access-log`` logged nothing at all."""
    server: Server = start_server(args=("--access-log",))
    api = server.client()
    created = api.create(["human", "human", "random"], players=3)
    gid, owner = created["id"], created["owner"]
    secrets = {owner} | {invitation(s["link"]) for s in created["seats"] if s["link"]}
    tokens = api.tokens(created)
    secrets |= set(tokens.values())
    for seat, token in tokens.items():
        state = api.state(gid, token)
        if state["legal"]:
            api.act(gid, token, state["version"], state["legal"][0])
        assert seat == state["seat"]
    sock = server.socket(gid, tokens[0])
    sock.recv()
    sock.close()
    reissued = api.post(f"/api/games/{gid}/seats/1/invitation", headers=bearer(owner)).json()
    secrets.add(invitation(reissued["link"]))
    api.get(f"/api/games/{gid}/state", params={"token": tokens[0], "invite": "abc"})  # even if a client puts one there
    every_url = [link for link in (s["link"] for s in created["seats"]) if link] + [reissued["link"]]
    assert all("#invite=" in link and "?" not in link for link in every_url)  # a fragment: never sent
    deadline = time.monotonic() + 60
    while "invite=" not in server.log() and time.monotonic() < deadline:
        time.sleep(0.1)
    log = server.log()
    assert f'"POST /api/games/{gid}/actions" 200' in log and f'"GET /api/games/{gid}/state' in log
    assert f'"POST /api/games/{gid}/seats/1/invitation" 200' in log
    assert "token=%E2%80%A6" in log or "token=…" in log  # redacted
    for secret in secrets:
        assert secret not in log


def test_405_names_every_method_of_the_path_and_pages_answer_head(server: Server):
    """Defect 10: 405 came without Allow (or with one route's methods); HEAD on pages was 405."""
    http = httpx.Client(base_url=server.url, timeout=120)
    r = http.put("/api/games")
    assert r.status_code == 405 and r.headers["allow"] == "GET, POST" and set(r.json()) == {"error", "rule"}
    r = http.delete("/api/games/abc/state")
    assert r.status_code == 405 and r.headers["allow"] == "GET"
    gid = server.client().create(["human", "random"], players=2)["id"]
    for path in ("/", f"/play/{gid}", f"/watch/{gid}"):
        assert http.head(path).status_code == 200
    assert http.head("/play/abc").status_code == 404  # (no such game: the error page)
