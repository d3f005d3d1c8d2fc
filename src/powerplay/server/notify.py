"""Several server processes on one PostgreSQL: each LISTENs on the ``powerplay`` channel.

Every accepted action is stored with ``NOTIFY powerplay, '<game_id>:<version>:row:<the action>'``
in its transaction (``store.notice``); a process that has the game in memory applies it (or, when
it is not the next action there or did not fit, catches the game up from the database) and pushes
the new state to its WebSocket clients. After a lost connection the listener reconnects and catches
up every cached game (notifications sent meanwhile are gone).
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable

import psycopg

from .db import NOTIFY_CHANNEL

log = logging.getLogger("powerplay.server")


async def listen(
    conninfo: str, on_notify: Callable[[str], None], on_connect: Callable[[], None], ready: asyncio.Event | None = None
) -> None:
    """Run until cancelled."""
    delay = 0.5
    while True:
        try:
            conn = await psycopg.AsyncConnection.connect(conninfo, autocommit=True)
            try:
                await conn.execute(f"LISTEN {NOTIFY_CHANNEL}")
                delay = 0.5
                on_connect()
                if ready is not None:
                    ready.set()
                async for note in conn.notifies():
                    on_notify(note.payload)
            finally:
                await conn.close()
        except asyncio.CancelledError:
            raise
        except Exception as e:  # a lost connection: try again
            log.warning("LISTEN %s: %s; reconnecting in %.1f s", NOTIFY_CHANNEL, e, delay)
            await asyncio.sleep(delay)
            delay = min(delay * 2, 10.0)
