"""The server's connections: uvicorn's httptools and WebSocket protocols with the limits a client
must keep (docs/deploy.md), and each HTTP response sent in one write.

Limits, checked as the bytes arrive, before any request reaches the application:

- a request's line and headers: ``max_head`` bytes in all (431 beyond; a longer line alone, 414),
  at most ``max_headers`` headers (431);
- time: a connection sends its request's line and headers within ``head_timeout`` seconds of
  opening, or of the previous answer (a kept-alive connection idle that long is closed), and the
  body within ``body_timeout`` seconds of the headers (408, or closed when nothing was sent): a
  client that sends nothing, or a byte at a time, holds a connection for seconds, not for ever;
- connections: one address holds at most ``connections_per_address`` at once (HTTP and WebSocket;
  429 and closed beyond), an IPv6 address counted by its /64 network (``client_key``); a reverse
  proxy named in ``forwarded_allow_ips`` is not counted; the process holds at most
  ``max_connections`` in all (below its limit of open files, so that it can always open what it
  needs): a connection beyond is closed at once.

uvicorn writes a response's status line and headers, then its body: two system calls and two TCP
segments for every answer, and the client wakes up twice. Under load those writes are the largest
single cost of an action (a tenth of the server's time at a thousand games). Here the head waits
for the body's first write and goes with it; it never waits longer than the event loop's current
round (a streamed or failed response gets its head as before).
"""

from __future__ import annotations

import asyncio
import ipaddress
import json
from collections import Counter
from typing import Any

from .settings import Settings


class OneWrite:
    """A transport that holds a response head (not an interim 1xx) until the next write."""

    __slots__ = ("_held", "_loop", "_transport")

    def __init__(self, transport: asyncio.Transport, loop: asyncio.AbstractEventLoop):
        self._transport = transport
        self._loop = loop
        self._held: bytes | None = None

    def write(self, data: bytes | bytearray | memoryview) -> None:
        held = self._held
        if held is not None:
            self._held = None
            self._transport.write(b"".join((held, data)))
        elif data[:9] == b"HTTP/1.1 " and data[9:10] != b"1" and data[-4:] == b"\r\n\r\n":
            self._held = bytes(data)
            self._loop.call_soon(self.flush)
        else:
            self._transport.write(data)

    def flush(self) -> None:
        held = self._held
        if held is not None:
            self._held = None
            self._transport.write(held)

    def writelines(self, data: Any) -> None:
        self.flush()
        self._transport.writelines(data)

    def close(self) -> None:
        self.flush()
        self._transport.close()

    def abort(self) -> None:
        self._held = None
        self._transport.abort()

    def __getattr__(self, name: str) -> Any:
        return getattr(self._transport, name)


class Proxies:
    """The addresses whose forwarded headers are believed (``Settings.forwarded_allow_ips``)."""

    def __init__(self, entries: tuple[str, ...]):
        self.any = "*" in entries
        self.networks = []
        for entry in entries:
            if entry != "*":
                self.networks.append(ipaddress.ip_network(entry.strip(), strict=False))

    def __contains__(self, address: str) -> bool:
        if self.any:
            return True
        try:
            ip = ipaddress.ip_address(address)
        except ValueError:
            return False
        return any(ip in network for network in self.networks)


def client_key(address: str) -> str:
    """What a client is counted by (its connections, sockets, rate limits, games of bots): an IPv4
    address as it is; an IPv6 address by its /64 network, which one household or machine is given
    whole (an IPv4 address written in IPv6 is the IPv4 address)."""
    if ":" not in address:
        return address
    try:
        ip = ipaddress.IPv6Address(address.partition("%")[0])
    except ValueError:
        return address
    if ip.ipv4_mapped is not None:
        return str(ip.ipv4_mapped)
    return f"{ipaddress.IPv6Network((int(ip) >> 64 << 64, 64))}"


class Connections:
    """The connections this process holds open, in all and by client (HTTP and WebSocket alike)."""

    def __init__(self, per_address: int, most: int, proxies: Proxies):
        self.per_address = per_address
        self.most = most
        self.proxies = proxies
        self.total = 0
        self.open: Counter[str] = Counter()

    def take(self, address: str) -> str | None:
        """Count a new connection of ``address``: what it is counted under, or None (not counted)
        when the process or the client holds its share."""
        if self.most and self.total >= self.most:
            return None
        key = "" if address in self.proxies else client_key(address)
        if key and self.per_address and self.open[key] >= self.per_address:
            return None
        self.total += 1
        self.open[key] += 1
        return key

    def release(self, key: str) -> None:
        self.total -= 1
        left = self.open[key] - 1
        if left > 0:
            self.open[key] = left
        else:
            self.open.pop(key, None)


def _answer(status: int, reason: str, message: str) -> bytes:
    """A whole HTTP answer that closes the connection: a JSON refusal as the API gives them."""
    body = json.dumps({"error": message, "rule": None}).encode()
    return (
        f"HTTP/1.1 {status} {reason}\r\ncontent-type: application/json\r\ncontent-length: {len(body)}\r\n"
        "connection: close\r\n\r\n"
    ).encode() + body


def protocols(settings: Settings, most: int = 0) -> tuple[Any, Any]:
    """The HTTP and WebSocket protocol classes for ``uvicorn.Config(http=..., ws=...)``, with the
    limits of ``settings`` and at most ``most`` connections in all (0: no such limit); the
    connections they count are shared by both."""
    from uvicorn.protocols.http.httptools_impl import HttpToolsProtocol
    from uvicorn.protocols.utils import get_remote_addr
    from uvicorn.protocols.websockets.websockets_sansio_impl import WebSocketsSansIOProtocol

    connections = Connections(settings.connections_per_address, most, Proxies(settings.forwarded_allow_ips))
    too_many = _answer(429, "Too Many Requests", "too many connections from your address")
    too_large = _answer(431, "Request Header Fields Too Large", "the request's headers are too large")
    too_long = _answer(414, "URI Too Long", "the request's address is too long")
    too_slow = _answer(408, "Request Timeout", "the request took too long to arrive")

    class Http(HttpToolsProtocol):
        """httptools' protocol with the limits above and ``OneWrite``."""

        def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
            super().connection_made(OneWrite(transport, self.loop))  # type: ignore[arg-type]
            self.counted = connections.take(self.client[0] if self.client else "")
            self.head_size = 0
            """Bytes of the request's line and headers parsed so far."""
            self.unparsed = 0
            """Bytes received while a head is incomplete (the parser holds what it has not parsed)."""
            self.header_count = 0
            self.head_done = False
            self.refusal: bytes | None = None
            self.deadline: asyncio.TimerHandle | None = None
            if self.counted is None:
                self._refuse(too_many)
                return
            self._arm(settings.head_timeout)

        def connection_lost(self, exc: Exception | None) -> None:
            self._disarm()
            if self.counted is not None:
                connections.release(self.counted)
                self.counted = None
            super().connection_lost(exc)

        def data_received(self, data: bytes) -> None:
            if self.refusal is not None:
                return
            super().data_received(data)
            if self.refusal is None and not self.head_done and self.parser is not None:
                self.unparsed += len(data)
                if self.unparsed > settings.max_head:
                    self.refusal = too_large
            if self.refusal is not None and not self.transport.is_closing():
                self._refuse(self.refusal)

        def on_message_begin(self) -> None:
            super().on_message_begin()
            self.head_done = False
            self.head_size = self.header_count = 0

        def on_url(self, url: bytes) -> None:
            super().on_url(url)
            self.head_size += len(url)
            if len(self.url) > settings.max_head:
                self.refusal = too_long

        def on_header(self, name: bytes, value: bytes) -> None:
            self.header_count += 1
            self.head_size += len(name) + len(value) + 4
            if self.header_count > settings.max_headers or self.head_size > settings.max_head:
                self.refusal = self.refusal or too_large
                return
            super().on_header(name, value)

        def on_headers_complete(self) -> None:
            if self.refusal is not None:
                return  # refused once the parser returns: the application never sees it
            self.head_done = True
            self.unparsed = 0
            self._arm(settings.body_timeout)
            super().on_headers_complete()

        def on_body(self, body: bytes) -> None:
            if self.refusal is None:
                super().on_body(body)

        def on_message_complete(self) -> None:
            if self.refusal is not None:
                return
            self._disarm()
            super().on_message_complete()

        def on_response_complete(self) -> None:
            super().on_response_complete()
            if not self.transport.is_closing():
                self._arm(settings.head_timeout)

        def handle_websocket_upgrade(self) -> None:
            """A WebSocket gets the plain transport (its frames are written whole already); its
            protocol counts the connection from now on."""
            self._disarm()
            held = self.transport
            if isinstance(held, OneWrite):
                held.flush()
                self.transport = held._transport
            if self.counted is not None:
                connections.release(self.counted)
                self.counted = None
            super().handle_websocket_upgrade()

        def _arm(self, seconds: float) -> None:
            self._disarm()
            self.deadline = self.loop.call_later(seconds, self._late)

        def _disarm(self) -> None:
            if self.deadline is not None:
                self.deadline.cancel()
                self.deadline = None

        def _late(self) -> None:
            self.deadline = None
            if self.transport.is_closing():
                return
            started = self.head_done or self.unparsed > 0
            if self.head_done and self.cycle is not None and not self.cycle.response_complete:
                self.cycle.keep_alive = False  # the body is late: the application sees a disconnect
            if started:
                self._refuse(too_slow)
            else:
                self.transport.close()

        def _refuse(self, answer: bytes) -> None:
            self._disarm()
            transport = self.transport
            if isinstance(transport, OneWrite):
                transport.flush()
            if self.cycle is None or self.cycle.response_complete:
                transport.write(answer)
            transport.close()

    class Ws(WebSocketsSansIOProtocol):
        """The WebSocket protocol, counting its connection against its address."""

        def connection_made(self, transport: Any) -> None:
            address = get_remote_addr(transport)
            self.counted = connections.take(address[0] if address else "")
            super().connection_made(transport)
            if self.counted is None:
                transport.write(too_many)
                transport.close()

        def connection_lost(self, exc: Exception | None) -> None:
            if self.counted is not None:
                connections.release(self.counted)
                self.counted = None
            super().connection_lost(exc)

    return Http, Ws
