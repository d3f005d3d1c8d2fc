"""The Powerplay server: games in the browser (docs/server-api.md), stored in SQLite or PostgreSQL."""

from .app import create_app

__all__ = ["create_app"]
