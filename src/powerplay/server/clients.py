"""The WebSockets of the live games: each client is sent the newest state when its socket takes it."""

from __future__ import annotations

import asyncio
from typing import Any

from .. import i18n
from .bodies import dumps
from .language import Text, say


class Client:
    """One WebSocket. Pushes never wait for a slow client: it gets the newest body when ready.

    A push is written at once when the socket takes it (the usual case: no task switch); else —
    the socket's buffer is full, or the writer is busy — the writer task sends the newest body
    once the socket drains. A state brings the log from where the page's copy ends (``have``
    entries of the log ``log_id``): what was sent, not what was only queued, counts."""

    __slots__ = (
        "address",
        "busy",
        "closing",
        "failed",
        "have",
        "lang",
        "log_id",
        "pending",
        "pending_have",
        "seat",
        "token",
        "wake",
        "ws",
    )

    def __init__(self, ws: Any, seat: int | None, token: str | None, lang: str = i18n.SOURCE, address: str = ""):
        self.ws = ws
        self.seat = seat
        self.lang = lang
        """The reader's language (of the upgrade request: ``language.language``)."""
        self.token = token
        """The digest of the seat's token (a re-issued link revokes it)."""
        self.address = address
        """The client's address (each holds at most ``Settings.sockets_per_address`` sockets)."""
        self.have = 0
        """Entries of the log ``log_id`` the page holds (sent to it, or brought by its first message)."""
        self.log_id = ""
        self.pending: str | None = None
        self.pending_have = 0
        self.wake = asyncio.Event()
        self.closing = 0
        self.busy = False
        """The writer task is sending (a push then waits for it: bodies go out in order)."""
        self.failed: BaseException | None = None

    def push(self, body: str, have: int | None = None) -> None:
        """Send ``body``, which brings the page's log to ``have`` entries (None: it holds no log)."""
        if self.closing or self.failed is not None:
            return
        if self.pending is None and not self.busy:
            sending = self.ws.send_text(body)
            try:
                sending.send(None)
            except StopIteration:
                if have is not None:
                    self.have = have
                return  # written
            except Exception as e:  # the socket is gone: the writer task ends with this
                self.failed = e
                self.wake.set()
                return
            sending.close()  # it would wait for the socket to drain: the writer task does that
        self.pending = body
        self.pending_have = self.have if have is None else have
        self.wake.set()

    def hint(self, body: str) -> None:
        """Send ``body`` if the socket takes it at once; else drop it. For news that the next of its
        kind replaces (a bot's progress): it never waits, nor delays or replaces a state, nor comes
        before the client's first state (which sets ``log_id``)."""
        if self.closing or self.failed is not None or self.pending is not None or self.busy or not self.log_id:
            return
        sending = self.ws.send_text(body)
        try:
            sending.send(None)
        except StopIteration:
            return  # written
        except Exception as e:  # the socket is gone: the writer task ends with this
            self.failed = e
            self.wake.set()
            return
        sending.close()

    def pong(self) -> None:
        """An answer to ``ping`` (unless a state is on its way: that answers it too)."""
        if self.pending is None:
            self.push('{"type":"pong"}')

    def end(self, code: int, message: str | Text) -> None:
        """Tell the client why (in its language), then close the socket with ``code``."""
        if not self.closing:
            self.closing = code
            self.pending = dumps({"type": "error", "error": say(message, self.lang), "rule": None})
            self.pending_have = self.have
            self.wake.set()

    async def run(self) -> None:
        while True:
            await self.wake.wait()
            self.wake.clear()
            if self.failed is not None:
                raise self.failed
            body, self.pending = self.pending, None
            if body is not None:
                self.busy = True
                self.have = self.pending_have
                try:
                    await self.ws.send_text(body)
                finally:
                    self.busy = False
            if self.closing:
                await self.ws.close(code=self.closing)
                return
