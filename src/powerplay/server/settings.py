"""The server's settings: the database, the bots' pace and the limits that keep one client from
hurting the others (docs/deploy.md). ``powerplay serve`` sets them from its options; ``app_from_env``
from ``POWERPLAY_*`` environment variables."""

from __future__ import annotations

import dataclasses
import os
from dataclasses import dataclass
from typing import Any

from limits import parse_many


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
    open_game_ttl: float = 24 * 3600
    """Seconds after which a game that still waits for a human player and saw nothing happen is
    deleted (0: never)."""
    allowed_origins: tuple[str, ...] = ()
    """Origins besides the server's own whose pages may open its WebSocket (e.g. behind a proxy
    that rewrites the Host header: ``https://play.example.org``)."""
    access_log: bool = False
    """Log one line per request (never a secret: tokens travel in headers and bodies only)."""

    def __post_init__(self) -> None:
        for name in ("limit_create", "limit_join", "limit_actions"):
            value = getattr(self, name)
            if value.strip().lower() != "none":
                try:
                    parse_many(value)
                except ValueError as e:
                    raise ValueError(f"{name}: {value!r} is not a rate such as '20/minute;300/hour' or 'none'") from e

    @classmethod
    def from_env(cls, **given: object) -> Settings:
        """Settings from ``DATABASE_URL`` and ``POWERPLAY_<FIELD>`` variables (``given`` wins)."""
        values: dict[str, Any] = {}
        for f in dataclasses.fields(cls):
            raw = os.environ.get("DATABASE_URL" if f.name == "database_url" else f"POWERPLAY_{f.name.upper()}")
            if raw is None:
                continue
            if f.name in ("bot_delay", "open_game_ttl"):
                values[f.name] = float(raw)
            elif f.name in ("max_body", "bot_processes"):
                values[f.name] = int(raw)
            elif f.name == "access_log":
                values[f.name] = raw.strip().lower() in ("1", "true", "yes", "on")
            elif f.name == "allowed_origins":
                values[f.name] = tuple(o.strip() for o in raw.split(",") if o.strip())
            else:
                values[f.name] = raw
        values.update({k: v for k, v in given.items() if v is not None})
        return cls(**values)
