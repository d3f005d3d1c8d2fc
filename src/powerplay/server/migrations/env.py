"""Alembic environment of the Powerplay server.

The server runs the migrations itself at startup (``powerplay.server.db.migrate``), handing over
its connection. By hand: ``alembic -c src/powerplay/server/alembic.ini upgrade head`` uses
``$DATABASE_URL`` (or ./var/powerplay.db).
"""

from __future__ import annotations

from alembic import context

from powerplay.server.db import database_url, make_engine, metadata

config = context.config


def run(connection) -> None:
    context.configure(
        connection=connection, target_metadata=metadata, render_as_batch=connection.dialect.name == "sqlite"
    )
    with context.begin_transaction():
        context.run_migrations()


def main() -> None:
    connection = config.attributes.get("connection")
    if connection is not None:
        run(connection)
        return
    url = config.get_main_option("sqlalchemy.url") or None
    engine = make_engine(database_url(url))
    with engine.begin() as connection:
        run(connection)
    engine.dispose()


if context.is_offline_mode():
    raise SystemExit("offline (SQL script) migrations are not supported; run them against a database")
main()
