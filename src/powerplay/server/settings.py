"""The server's settings: the database, the bots' pace and the limits that keep one client from
hurting the others (docs/deploy.md). ``powerplay serve`` sets them from its options; ``app_from_env``
from ``POWERPLAY_*`` environment variables."""

from __future__ import annotations

import dataclasses
import ipaddress
import os
from dataclasses import dataclass
from typing import Any

from limits import parse_many

from ..core import data_sets


@dataclass(frozen=True)
class Settings:
    database_url: str | None = None
    """Else ``$DATABASE_URL``, else SQLite ``./var/powerplay.db``."""
    bot_delay: float = 0.6
    """Seconds a server bot waits before it moves."""
    bot_processes: int = 0
    """Worker processes in which search bots think (0: one per core; ``thinking.py``)."""
    max_body: int = 64 * 1024
    """Bytes a request body may have (413 beyond)."""
    limit_create: str = "20/minute;300/hour"
    """Games one client address may create (``limits`` notation; "none": no limit)."""
    limit_join: str = "60/minute"
    """Seats one client address may join or claim."""
    limit_actions: str = "20/second;1000/minute"
    """Actions one client address may post."""
    open_game_ttl: float = 24 * 3600.0
    """Seconds after which a game that still waits for a human player, or has none, and saw nothing
    happen is deleted (0: never)."""
    allowed_origins: tuple[str, ...] = ()
    """Origins besides the server's own whose pages may open its WebSocket (e.g. behind a proxy
    that rewrites the Host header: ``https://play.example.org``)."""
    access_log: bool = False
    """Log one line per request (never a secret: tokens travel in headers and bodies only)."""
    forwarded_allow_ips: tuple[str, ...] = ()
    """Addresses (or networks) of the reverse proxies whose ``X-Forwarded-For`` and
    ``X-Forwarded-Proto`` are believed, as uvicorn reads them ("*": any). Empty: no header is
    believed, the connection's address is the client's."""
    max_head: int = 16 * 1024
    """Bytes of a request's line and headers (431 beyond; a longer line alone: 414)."""
    max_headers: int = 64
    """Headers of a request (431 beyond)."""
    head_timeout: float = 10.0
    """Seconds a connection has to send a request's line and headers, from its opening or from the
    end of the previous answer (a kept-alive connection idle this long is closed too)."""
    body_timeout: float = 30.0
    """Seconds a request's body may take to arrive once its headers have."""
    max_connections: int = 0
    """Connections this process holds open at once (0: as many as its limit of open files allows,
    less a tenth kept for its database and files); one beyond is closed at once."""
    connections_per_address: int = 64
    """Connections (HTTP and WebSocket) one address may hold open at once (0: no limit); a proxy
    named in ``forwarded_allow_ips`` is not counted."""
    sockets_per_address: int = 32
    """Live-update WebSockets one client address may hold open at once (0: no limit)."""
    max_sockets: int = 10_000
    """Live-update WebSockets this process holds open at once."""
    max_watched: int = 4_000
    """Games with an open WebSocket in this process at once (each is kept in memory meanwhile)."""
    cached_games: int = 1_000
    """Games kept in memory besides those watched or with a bot to move (least recently used go)."""
    bot_games_per_address: int = 3
    """Running games without a human seat that one client address may have created (0: refused)."""
    bot_games: int = 50
    """Running games without a human seat on the server."""
    limit_bot_create: str = "5/minute;30/hour"
    """Games without a human seat one client address may create (a game of the Automa alone is
    played whole as it is created)."""
    data: tuple[str, ...] = ()
    """Data sets of the games' components to load, each ``GAME=DIR`` (a folder of a person's own
    values in place of the stand-ins: ``core/data_sets.py``); the lobby offers them."""
    unwatched_grace: float = 30.0
    """Seconds the bots of a game without a human seat play on once nobody watches it (the page of
    its creator opening, a reconnection); then they wait for a watcher."""

    def __post_init__(self) -> None:
        for name in ("limit_create", "limit_join", "limit_actions", "limit_bot_create"):
            value = getattr(self, name)
            if value.strip().lower() != "none":
                try:
                    parse_many(value)
                except ValueError as e:
                    raise ValueError(f"{name}: {value!r} is not a rate such as '20/minute;300/hour' or 'none'") from e
        for given in self.data:
            data_sets.parse(given)
        for address in self.forwarded_allow_ips:
            if address != "*":
                try:
                    ipaddress.ip_network(address, strict=False)
                except ValueError as e:
                    raise ValueError(f"forwarded_allow_ips: {address!r} is not an address or a network") from e

    @classmethod
    def from_env(cls, **given: object) -> Settings:
        """Settings from ``DATABASE_URL`` and ``POWERPLAY_<FIELD>`` variables (``given`` wins)."""
        values: dict[str, Any] = {}
        defaults = cls()
        for f in dataclasses.fields(cls):
            raw = os.environ.get("DATABASE_URL" if f.name == "database_url" else f"POWERPLAY_{f.name.upper()}")
            if raw is None:
                continue
            default = getattr(defaults, f.name)
            if isinstance(default, bool):
                values[f.name] = raw.strip().lower() in ("1", "true", "yes", "on")
            elif isinstance(default, int):
                values[f.name] = int(raw)
            elif isinstance(default, float):
                values[f.name] = float(raw)
            elif isinstance(default, tuple):
                values[f.name] = tuple(o.strip() for o in raw.split(",") if o.strip())
            else:
                values[f.name] = raw
        values.update({k: v for k, v in given.items() if v is not None})
        return cls(**values)
