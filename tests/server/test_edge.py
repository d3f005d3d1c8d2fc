"""What one client cannot do to a server at the level of its connections: headers without end, idle
or dribbling connections, more connections than its share, an address of its own choosing, a line
of its own in the access log. Each attack is followed by a request of somebody else, which must be
answered."""

from __future__ import annotations

import contextlib
import socket
import time
from urllib.parse import urlsplit

import httpx
import pytest
from server_helpers import Server

from powerplay.server.language import language
from powerplay.server.wire import client_key

SHORT = {"POWERPLAY_HEAD_TIMEOUT": "1", "POWERPLAY_BODY_TIMEOUT": "1"}


def _connect(server: Server, source: str = "127.0.0.1") -> socket.socket:
    url = urlsplit(server.url)
    sock = socket.create_connection((url.hostname, url.port), timeout=30, source_address=(source, 0))
    return sock


def _answer(sock: socket.socket) -> bytes:
    """Everything the server sends until it closes the connection."""
    chunks = []
    while True:
        try:
            data = sock.recv(65536)
        except ConnectionResetError:
            break
        if not data:
            break
        chunks.append(data)
    return b"".join(chunks)


def _status(answer: bytes) -> int:
    return int(answer.split(b" ", 2)[1]) if answer.startswith(b"HTTP/1.1 ") else 0


def _closed_within(sock: socket.socket, seconds: float) -> bool:
    """Whether the server closes ``sock`` within ``seconds`` (a generous bound: the test is that it
    closes at all, not how fast)."""
    sock.settimeout(seconds)
    try:
        _answer(sock)
    except TimeoutError:
        return False
    return True


def _health(server: Server) -> int:
    return httpx.get(f"{server.url}/api/health", timeout=30).status_code


def test_headers_beyond_their_limits_are_refused_and_nothing_is_kept(server: Server):
    cases = {
        "a 4 MiB cookie": b"GET /api/health HTTP/1.1\r\nHost: x\r\nCookie: a=" + b"x" * (4 << 20) + b"\r\n\r\n",
        "a 20 KiB cookie in one piece": b"GET /api/health HTTP/1.1\r\nHost: x\r\nCookie: a="
        + b"x" * (20 << 10)
        + b"\r\n\r\n",
        "200,000 language tags": b"GET /api/health HTTP/1.1\r\nHost: x\r\nAccept-Language: "
        + b",".join(b"x-%d" % i for i in range(200_000))
        + b"\r\n\r\n",
        "500 headers": b"GET /api/health HTTP/1.1\r\nHost: x\r\n"
        + b"".join(b"X-%d: 1\r\n" % i for i in range(500))
        + b"\r\n",
        "a 100 KiB request line": b"GET /api/" + b"a" * (100 << 10) + b" HTTP/1.1\r\nHost: x\r\n\r\n",
    }
    for name, request in cases.items():
        sock = _connect(server)
        with contextlib.suppress(BrokenPipeError, ConnectionResetError):  # refused before it was all sent
            sock.sendall(request)
        answer = _answer(sock)
        sock.close()
        assert _status(answer) in (414, 431), (name, answer[:200])
        assert b'"error"' in answer
    assert _health(server) == 200


def test_the_language_is_read_from_a_few_tags_only():
    many = ",".join(f"x{i}" for i in range(10_000)) + ",ru"
    assert language({"accept-language": many}) == "en"  # the Russian tag is far beyond the first tags
    assert language({"accept-language": "de;q=0.9, ru;q=0.8, *"}) == "ru"
    assert language({"cookie": "; ".join(f"c{i}=1" for i in range(1000)) + "; lang=uk"}) == "en"


def test_a_silent_connection_is_closed_and_the_server_answers_others(start_server):
    server = _server_with(start_server, SHORT)
    silent = _connect(server)
    assert _closed_within(silent, 20)
    assert _health(server) == 200


def test_a_dribbled_head_is_cut_off(start_server):
    """A slow client (a byte a second) is given its head-timeout in all, not per byte."""
    server = _server_with(start_server, SHORT)
    sock = _connect(server)
    sock.sendall(b"GET /api/health HTTP/1.1\r\n")
    closed = False
    for _ in range(20):
        try:
            sock.sendall(b"X")
        except (BrokenPipeError, ConnectionResetError):
            closed = True
            break
        time.sleep(0.5)
        sock.settimeout(0.01)
        try:
            data = sock.recv(65536)
        except TimeoutError:
            continue
        except ConnectionResetError:
            closed = True
            break
        assert not data or _status(data) == 408
        closed = True
        break
    assert closed
    assert _health(server) == 200


def test_a_kept_alive_connection_that_goes_quiet_is_closed(start_server):
    server = _server_with(start_server, SHORT)
    sock = _connect(server)
    sock.sendall(b"GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n")
    sock.settimeout(30)
    assert _status(sock.recv(65536)) == 200
    assert _closed_within(sock, 20)


def test_one_address_holds_its_share_of_connections_and_others_are_served(start_server):
    server = _server_with(start_server, {}, "--connections-per-address", "8")
    held = [_connect(server) for _ in range(8)]
    extra = _connect(server)
    extra.sendall(b"GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n")
    assert _status(_answer(extra)) == 429
    # another address is served meanwhile
    other = _connect(server, "127.0.0.2")
    other.sendall(b"GET /api/health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
    assert _status(_answer(other)) == 200
    for sock in held:
        sock.close()
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:  # the server counts the closed ones off as it notices
        again = _connect(server)
        again.sendall(b"GET /api/health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
        if _status(_answer(again)) == 200:
            break
        time.sleep(0.2)
    else:
        pytest.fail("the address's closed connections were never counted off")


def test_the_process_holds_at_most_its_share_of_connections_in_all(start_server):
    """Many addresses each within their share cannot make the process run out of files: beyond its
    total it closes new connections at once, and serves again once some are gone."""
    server = _server_with(start_server, {"POWERPLAY_MAX_CONNECTIONS": "12"})
    held = [_connect(server, f"127.0.3.{1 + i % 4}") for i in range(12)]
    extra = _connect(server, "127.0.3.9")
    extra.sendall(b"GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n")
    assert _status(_answer(extra)) == 429
    for sock in held:
        sock.close()
    deadline = time.monotonic() + 30
    while True:
        again = _connect(server, "127.0.3.9")
        again.sendall(b"GET /api/health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
        if _status(_answer(again)) == 200:
            break
        assert time.monotonic() < deadline, "the closed connections were never counted off"
        time.sleep(0.2)


def test_an_ipv6_client_is_counted_by_its_network():
    assert client_key("2001:db8:1:2:aaaa::1") == client_key("2001:db8:1:2:bbbb::2") == "2001:db8:1:2::/64"
    assert client_key("2001:db8:1:3::1") != client_key("2001:db8:1:2::1")
    assert client_key("::ffff:192.0.2.7") == client_key("192.0.2.7") == "192.0.2.7"


def test_forwarded_addresses_are_believed_only_from_the_proxies_named(start_server):
    """Rate limits count a client's address: a header cannot choose it, unless a named proxy sends it."""

    def creates(server: Server, clients: int) -> list[int]:
        """22 games created, each saying it comes from one of ``clients`` addresses in turn."""
        api = server.client()
        game = {"game": "powergrid", "seats": ["human", "random"]}
        forwarded = [{"X-Forwarded-For": f"10.0.0.{i % clients}"} for i in range(22)]
        return [api.post("/api/games", json=game, headers=h).status_code for h in forwarded]

    codes = creates(start_server(limits=True), 22)
    assert codes[:20] == [201] * 20 and codes[20:] == [429] * 2
    proxied = start_server(limits=True, args=("--forwarded-allow-ips", "127.0.0.1"))
    assert creates(proxied, 11) == [201] * 22  # 11 clients, two games each


def test_the_access_log_escapes_what_a_path_holds(start_server):
    server = start_server(args=("--access-log",))
    httpx.get(f"{server.url}/api/games/x%0a1.2.3.4%20%22GET%20/forged%22%20200/state", timeout=30)
    server.stop()
    lines = [line for line in server.log().splitlines() if "forged" in line]
    assert len(lines) == 1 and "\\n" in lines[0]
    assert not any(line.startswith("1.2.3.4") for line in server.log().splitlines())


def _server_with(start_server, env: dict[str, str], *args: str) -> Server:
    """A server started with ``env`` (settings as ``POWERPLAY_*``) and ``args``."""
    return start_server(args=args, env=env)
