"""The database: tables, engines for SQLite and PostgreSQL, and the migrations run at startup.

A game is stored as its record: one ``games`` row (config, seed, version, status, a snapshot of
the position every ``SNAPSHOT_EVERY`` actions, the creator's key and a counter of seat changes), its
``seats`` (kind, whether open to anyone, the claimed seat's token and the pending invitation — both
stored as SHA-256 digests, never as the secrets themselves — and the name the seat's player gave)
and one ``actions`` row per accepted action, its events as data (``{"kind", "args"}``). The
primary key ``(game_id, n)`` of ``actions`` is what makes two concurrent actions for the same
version impossible: only one insert of action ``n`` can commit. In the same way the unique index on
a seat's ``(game_id, name_key)`` (``name_key``) keeps two players of a game from taking one name.

A game's ``lobby`` is the lobby's list it is in (``open``: a seat open to anyone is free;
``running``; ``over``), kept with every change of its seats or its status; the lobby reads it a
page at a time, newest ``updated`` first, along an index for each list.
"""

from __future__ import annotations

import contextlib
import fcntl
import os
import unicodedata
from collections.abc import Iterator
from pathlib import Path

import orjson
import regex
import sqlalchemy as sa
from sqlalchemy.engine import URL, Engine, make_url

DEFAULT_URL = "sqlite:///./var/powerplay.db"
MIGRATIONS = Path(__file__).resolve().parent / "migrations"
NOTIFY_CHANNEL = "powerplay"
SNAPSHOT_EVERY = 50
NAME_MAX = 24
"""Characters of a player's name (``schemas.player_name``)."""
NAME_KEY_MAX = 4 * NAME_MAX
"""Characters of a name's key (case folding makes at most three of one)."""
LOBBY = ("open", "running", "over")
"""The lobby's lists (``games.lobby``)."""
WAL_LIMIT = 4 * 1024 * 1024
"""SQLite: bytes of write-ahead log kept on disk once it has been copied into the database."""

SQLITE_PRAGMAS = (
    "journal_mode=WAL",
    # WAL + NORMAL: a commit survives the process being killed (only a power cut may lose the last
    # transactions), and a commit costs no fsync.
    "synchronous=NORMAL",
    "busy_timeout=30000",
    "foreign_keys=ON",
    # No checkpoint (and its fsyncs) inside a commit on the event loop: a background thread
    # checkpoints (store.Checkpointer).
    "wal_autocheckpoint=0",
    # After a checkpoint that reaches its end, the write-ahead log is cut back to this size instead
    # of staying as large as it ever grew.
    f"journal_size_limit={WAL_LIMIT}",
)
"""Every SQLite connection's settings."""

metadata = sa.MetaData()


class Seed(sa.types.TypeDecorator):
    """A 64-bit unsigned seed in a signed 64-bit column (two's complement: exact on every database)."""

    impl = sa.BigInteger
    cache_ok = True

    def process_bind_param(self, value: int | None, dialect: sa.Dialect) -> int | None:
        return None if value is None else value - (1 << 64) if value >= 1 << 63 else value

    def process_result_value(self, value: int | None, dialect: sa.Dialect) -> int | None:
        return None if value is None else value + (1 << 64) if value < 0 else value


games = sa.Table(
    "games",
    metadata,
    sa.Column("id", sa.String(32), primary_key=True),
    sa.Column("game", sa.String(32), nullable=False),
    sa.Column("config", sa.JSON, nullable=False),
    sa.Column("seed", Seed, nullable=False),
    sa.Column("seats", sa.Integer, nullable=False),
    sa.Column("status", sa.String(16), nullable=False),
    sa.Column("version", sa.Integer, nullable=False),
    sa.Column("current_player", sa.Integer, nullable=True),
    sa.Column("created", sa.DateTime(timezone=True), nullable=False),
    sa.Column("updated", sa.DateTime(timezone=True), nullable=False),
    sa.Column("snapshot", sa.JSON, nullable=True),
    sa.Column("snapshot_version", sa.Integer, nullable=True),
    sa.Column("owner", sa.String(64), nullable=True),
    sa.Column("seats_version", sa.Integer, nullable=False, server_default="0"),
    sa.Column("lobby", sa.String(8), nullable=False, server_default="running"),
    sa.Column("advice", sa.JSON, nullable=True),
)
sa.Index("ix_games_lobby", games.c.lobby, games.c.updated, games.c.id)
"""A page of one of the lobby's lists: the games of ``lobby`` older than a cursor, newest first."""
sa.Index("ix_games_updated", games.c.updated, games.c.id)
"""A page of all games (and the games that expire)."""

seats = sa.Table(
    "seats",
    metadata,
    sa.Column("game_id", sa.String(32), sa.ForeignKey("games.id", ondelete="CASCADE"), primary_key=True),
    sa.Column("seat", sa.Integer, primary_key=True),
    sa.Column("kind", sa.String(32), nullable=False),
    sa.Column("token", sa.String(64), nullable=True, unique=True),
    sa.Column("claimed", sa.Boolean, nullable=False),
    sa.Column("open", sa.Boolean, nullable=False, server_default=sa.false()),
    sa.Column("invitation", sa.String(64), nullable=True),
    sa.Column("name", sa.String(NAME_MAX), nullable=True),
    sa.Column("name_key", sa.String(NAME_KEY_MAX), nullable=True),
)
sa.Index("ux_seats_name_key", seats.c.game_id, seats.c.name_key, unique=True)
"""No two players of a game with one name (``name_key``; the seats without a name have none)."""

actions = sa.Table(
    "actions",
    metadata,
    sa.Column("game_id", sa.String(32), sa.ForeignKey("games.id", ondelete="CASCADE"), primary_key=True),
    sa.Column("n", sa.Integer, primary_key=True),
    sa.Column("action", sa.Text, nullable=False),
    sa.Column("seat", sa.Integer, nullable=False),
    sa.Column("events", sa.JSON, nullable=False),
    sa.Column("created", sa.DateTime(timezone=True), nullable=False),
)

reviews = sa.Table(
    "reviews",
    metadata,
    sa.Column("game_id", sa.String(32), sa.ForeignKey("games.id", ondelete="CASCADE"), primary_key=True),
    sa.Column("seat", sa.Integer, primary_key=True),
    sa.Column("review", sa.JSON, nullable=False),
    sa.Column("graphs", sa.JSON, nullable=False),
    sa.Column("created", sa.DateTime(timezone=True), nullable=False),
)
"""A finished game's review from a seat's side (``server.advice``): its chances and moments, and its graph
(SVG) in each language it was drawn in."""


def name_key(name: str) -> str:
    """What two names that read alike have in common: the name in NFKC, case folded (and in NFKC
    again), without the characters that show nothing (Unicode's default-ignorable ones: a variation
    selector), its runs of spaces one space — Unicode's NFKC_Casefold, spaces aside. ``Anna``,
    ``ANNA``, a fullwidth ``Ａｎｎａ`` and ``Anna`` with a no-break space all have the key ``anna``.

    >>> name_key("Ａｎｎａ  Maria") == name_key("anna\u00a0maria")
    True
    """
    folded = unicodedata.normalize("NFKC", unicodedata.normalize("NFKC", name).casefold())
    return " ".join(_IGNORABLE.sub("", folded).split())


_IGNORABLE = regex.compile(r"\p{Default_Ignorable_Code_Point}")


def database_url(url: str | None = None) -> URL:
    """The URL to use: the argument, else ``$DATABASE_URL``, else ``./var/powerplay.db``.

    ``postgres://`` and ``postgresql://`` URLs get the psycopg 3 driver.
    """
    text = url or os.environ.get("DATABASE_URL") or DEFAULT_URL
    parsed = make_url(text)
    if parsed.drivername in ("postgres", "postgresql"):
        parsed = parsed.set(drivername="postgresql+psycopg")
    return parsed


def is_postgres(url: URL) -> bool:
    return url.get_backend_name() == "postgresql"


def shown(url: URL) -> str:
    """The URL without its password, to print."""
    return url.render_as_string(hide_password=True)


def libpq_conninfo(url: URL) -> str:
    """A PostgreSQL URL as psycopg (libpq) takes it."""
    return url.set(drivername="postgresql").render_as_string(hide_password=False)


def to_json(value: object) -> str:
    """A JSON column's text (orjson: the same data as ``json.dumps``, several times faster — a
    move stores its events, a load reads a game's)."""
    return orjson.dumps(value, option=orjson.OPT_NON_STR_KEYS).decode()


def make_engine(url: URL) -> Engine:
    json_options = {"json_serializer": to_json, "json_deserializer": orjson.loads}
    if url.get_backend_name() == "sqlite":
        path = url.database
        if path and path != ":memory:" and not path.startswith("file:"):
            Path(path).expanduser().resolve().parent.mkdir(parents=True, exist_ok=True)
        engine = sa.create_engine(
            url,
            connect_args={"timeout": 30, "check_same_thread": False},
            pool_size=8,
            max_overflow=8,
            **json_options,
        )

        @sa.event.listens_for(engine, "connect")
        def _pragmas(dbapi_connection, _record) -> None:  # pragma: no cover - trivial
            cur = dbapi_connection.cursor()
            for pragma in SQLITE_PRAGMAS:
                cur.execute(f"PRAGMA {pragma}")
            cur.close()

        return engine
    return sa.create_engine(url, pool_size=10, max_overflow=20, pool_pre_ping=True, **json_options)


@contextlib.contextmanager
def _migration_lock(engine: Engine, conn: sa.Connection) -> Iterator[None]:
    """Only one process migrates at a time (several workers start together)."""
    if engine.dialect.name == "postgresql":
        conn.execute(sa.text("SELECT pg_advisory_xact_lock(7461000001)"))
        yield
        return
    path = engine.url.database
    if not path or path == ":memory:":
        yield
        return
    lock_path = Path(path).expanduser().resolve().with_suffix(".migrate-lock")
    with open(lock_path, "w") as handle:
        fcntl.flock(handle, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(handle, fcntl.LOCK_UN)


def alembic_config(url: URL | None = None):
    from alembic.config import Config

    cfg = Config()
    cfg.set_main_option("script_location", str(MIGRATIONS))
    if url is not None:
        cfg.set_main_option("sqlalchemy.url", url.render_as_string(hide_password=False).replace("%", "%%"))
    return cfg


def migrate(engine: Engine) -> None:
    """Bring the schema to the newest migration (a no-op when it is there already)."""
    from alembic import command

    cfg = alembic_config()
    with engine.begin() as conn, _migration_lock(engine, conn):
        cfg.attributes["connection"] = conn
        command.upgrade(cfg, "head")
