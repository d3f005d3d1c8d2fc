"""The server's HTTP connections: uvicorn's httptools protocol, each response sent in one write.

uvicorn writes a response's status line and headers, then its body: two system calls and two TCP
segments for every answer, and the client wakes up twice. Under load those writes are the largest
single cost of an action (a tenth of the server's time at a thousand games). Here the head waits
for the body's first write and goes with it; it never waits longer than the event loop's current
round (a streamed or failed response gets its head as before).
"""

from __future__ import annotations

import asyncio
from typing import Any


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


def http_protocol() -> Any:
    """The HTTP protocol class for ``uvicorn.Config(http=...)``: httptools' with ``OneWrite``
    (``"auto"`` without httptools: uvicorn's pure-Python h11)."""
    try:
        from uvicorn.protocols.http.httptools_impl import HttpToolsProtocol
    except ImportError:  # pragma: no cover - httptools is a dependency
        return "auto"

    class OneWriteHttpToolsProtocol(HttpToolsProtocol):
        def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
            super().connection_made(OneWrite(transport, self.loop))  # type: ignore[arg-type]

        def handle_websocket_upgrade(self) -> None:
            """A WebSocket gets the plain transport (its frames are written whole already)."""
            held = self.transport
            if isinstance(held, OneWrite):
                held.flush()
                self.transport = held._transport
            super().handle_websocket_upgrade()

    return OneWriteHttpToolsProtocol
