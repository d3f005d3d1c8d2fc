"""Reading and writing games in the database (synchronous: the server calls it from threads).

The database is the truth. An accepted action is one ``actions`` row written in the same
transaction that moves ``games.version`` from ``n - 1`` to ``n``; the primary key ``(game_id, n)``
and the version check mean that of two writers of action ``n`` exactly one commits. On
PostgreSQL the same transaction sends ``NOTIFY powerplay, '<game_id>:<n>:row:<the action>'``,
delivered on commit (``notice``). Taking an action back (``undo``) deletes its row and moves the
version on too: the versions only grow, and the actions' numbers may have gaps.
"""

from __future__ import annotations

import contextlib
import datetime as dt
import hashlib
import json
import sqlite3
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import sqlalchemy as sa
from sqlalchemy.exc import IntegrityError

from . import db
from .db import actions as A
from .db import games as G
from .db import seats as S

HUMAN = "human"


def now() -> dt.datetime:
    return dt.datetime.now(dt.UTC)


def _utc(t: dt.datetime) -> dt.datetime:
    return t.replace(tzinfo=dt.UTC) if t.tzinfo is None else t.astimezone(dt.UTC)


def iso(t: dt.datetime) -> str:
    return _utc(t).isoformat(timespec="milliseconds").replace("+00:00", "Z")


def digest(secret: str) -> str:
    """What is stored of a secret (a seat's token, an invitation, the creator's key): its SHA-256."""
    return hashlib.sha256(secret.encode()).hexdigest()


@dataclass
class SeatRow:
    """A seat: a bot's, or a human's — open to anyone or held for an invitation (``invitation``:
    the digest of the pending link) — and, once claimed, the digest of its token; the name its
    player gave, if any."""

    kind: str
    open: bool = False
    claimed: bool = False
    token: str | None = None
    invitation: str | None = None
    name: str | None = None

    def public(self, seat: int) -> dict:
        return {"seat": seat, "kind": self.kind, "open": self.open, "claimed": self.claimed, "name": self.name}


@dataclass
class GameRow:
    id: str
    game: str
    config: dict
    seed: int
    seats: list[SeatRow]
    owner: str | None = None
    status: str = "running"
    version: int = 0
    seats_version: int = 0
    current_player: int | None = None
    created: dt.datetime = field(default_factory=now)
    updated: dt.datetime = field(default_factory=now)
    snapshot: dict | None = None
    snapshot_version: int | None = None


@dataclass
class ActionRow:
    """An accepted action: its events as data (``{"kind", "args"}``, the protocol's ``Event``)."""

    n: int
    action: str
    seat: int
    events: list[dict]
    created: dt.datetime


class Checkpointer:
    """SQLite: copy the write-ahead log into the database file in a background thread.

    Checkpoints are where SQLite waits for the disk (fsync); done here, in PASSIVE mode, they
    never hold up a commit or a reader. A checkpoint that copied the whole log lets the next commit
    start the log over from its beginning: the log stays bounded under a steady stream of writes
    (the file as large as the writes between two passes). Under such a stream a PASSIVE pass rarely
    copies the whole log (commits land while it runs): once the log is beyond ``db.WAL_LIMIT``, a
    RESTART pass copies the rest, holding up writers for the few milliseconds that takes, and the
    next commit starts the log over. The file itself is emptied (TRUNCATE, tens of milliseconds for
    a large log) only once the writes have paused for a whole interval. A pass that would hold up
    writers waits at most ``TRUNCATE_WAIT`` seconds for readers, and otherwise tries again next time.
    """

    TRUNCATE_WAIT = 0.1

    def __init__(self, path: str, every: float = 1.0, last_write: Callable[[], float] | None = None):
        self.path = path
        self.wal = Path(path + "-wal")
        self.every = every
        self.last_write = last_write or (lambda: 0.0)
        """When the server last wrote (``time.monotonic``)."""
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, name="powerplay-checkpoint", daemon=True)
        self._thread.start()

    def _run(self) -> None:
        conn = sqlite3.connect(self.path, timeout=self.TRUNCATE_WAIT, check_same_thread=False)
        try:
            conn.execute(f"PRAGMA journal_size_limit={db.WAL_LIMIT}")
            while not self._stop.wait(self.every):
                with contextlib.suppress(sqlite3.Error):
                    self.checkpoint(conn)
            conn.execute("PRAGMA wal_checkpoint(TRUNCATE)").fetchall()
        finally:
            conn.close()

    def checkpoint(self, conn: sqlite3.Connection) -> None:
        conn.execute("PRAGMA wal_checkpoint(PASSIVE)").fetchall()
        with contextlib.suppress(OSError):
            if self.wal.stat().st_size <= db.WAL_LIMIT:
                return
            idle = time.monotonic() - self.last_write() >= self.every
            # RESTART: the few frames written since the PASSIVE pass, writers held up meanwhile
            # (milliseconds); the next commit then starts the log over.
            conn.execute(f"PRAGMA wal_checkpoint({'TRUNCATE' if idle else 'RESTART'})").fetchall()

    def stop(self) -> None:
        self._stop.set()
        self._thread.join(30)


class SqliteAppender:
    """SQLite: the accepted actions' transactions on a connection of their own, in plain sqlite3.

    The same two statements as ``Store.append`` writes through SQLAlchemy (the action's row, the
    game's version moved on from ``n - 1``), values stored as SQLAlchemy stores them (JSON text,
    DATETIME as ``YYYY-MM-DD HH:MM:SS.ffffff`` in UTC), at about half the cost: this runs after
    every move, on the server's event loop.
    """

    INSERT = "INSERT INTO actions (game_id, n, action, seat, events, created) VALUES (?, ?, ?, ?, ?, ?)"
    MOVE_ON = "UPDATE games SET version = ?, status = ?, current_player = ?, updated = ?{} WHERE id = ? AND version = ?"

    def __init__(self, path: str):
        self.conn = sqlite3.connect(path, timeout=30, isolation_level=None, check_same_thread=False)
        for pragma in db.SQLITE_PRAGMAS:
            self.conn.execute(f"PRAGMA {pragma}")
        # The log is not cut back by this connection's commits (on the event loop): the
        # checkpointer empties it once the writes pause.
        self.conn.execute("PRAGMA journal_size_limit=-1")
        self.lock = threading.Lock()
        self.last_write = 0.0
        """When the last transaction ended (``time.monotonic``)."""
        self.move_on = self.MOVE_ON.format("")
        self.move_on_snapshot = self.MOVE_ON.format(", snapshot = ?, snapshot_version = ?")

    def append(self, items: list[tuple[dict, dict]]) -> list[bool]:
        """Store actions (each a ``(row, head)`` of ``Store.append``) in one transaction; should
        one of them not be stored (another writer was first), each in a transaction of its own."""
        statements = [self._statements(row, head) for row, head in items]
        with self.lock:
            if len(statements) > 1 and self._write(statements):
                return [True] * len(statements)
            return [self._write([one]) for one in statements]

    def _statements(self, row: dict, head: dict) -> tuple[tuple, str, tuple]:
        when = _stored_time(row["created"])
        action = (row["game_id"], row["n"], row["action"], row["seat"], json.dumps(row["events"]), when)
        values: tuple = (head["version"], head["status"], head["current_player"], when)
        if "snapshot" in head:
            values += (json.dumps(head["snapshot"]), head["snapshot_version"])
        values += (head["gid"], head["old"])
        return action, self.move_on_snapshot if "snapshot" in head else self.move_on, values

    def _write(self, statements: list[tuple[tuple, str, tuple]]) -> bool:
        self.last_write = time.monotonic()
        c = self.conn
        c.execute("BEGIN IMMEDIATE")
        try:
            for action, move_on, values in statements:
                c.execute(self.INSERT, action)
                if c.execute(move_on, values).rowcount != 1:
                    raise _Lost()
        except (sqlite3.IntegrityError, _Lost):
            c.execute("ROLLBACK")
            return False
        except BaseException:
            c.execute("ROLLBACK")
            raise
        c.execute("COMMIT")
        return True

    def close(self) -> None:
        with self.lock:
            self.conn.close()


def _stored_time(t: dt.datetime) -> str:
    """A time as SQLAlchemy stores a DATETIME in SQLite (UTC, no offset)."""
    return _utc(t).strftime("%Y-%m-%d %H:%M:%S.%f")


class Store:
    def __init__(self, url: str | None = None):
        self.url = db.database_url(url)
        self.postgres = db.is_postgres(self.url)
        self.engine = db.make_engine(self.url)
        self._checkpointer: Checkpointer | None = None
        self._sqlite: SqliteAppender | None = None

    def migrate(self) -> None:
        db.migrate(self.engine)
        path = self.url.database
        if self.url.get_backend_name() == "sqlite" and path and path != ":memory:" and not path.startswith("file:"):
            self._sqlite = appender = SqliteAppender(path)
            self._checkpointer = Checkpointer(path, last_write=lambda: appender.last_write)

    def close(self) -> None:
        if self._checkpointer is not None:
            self._checkpointer.stop()
        if self._sqlite is not None:
            self._sqlite.close()
        self.engine.dispose()

    # ---- writing -------------------------------------------------------------------------------
    def create(self, row: GameRow) -> None:
        with self.engine.begin() as c:
            c.execute(
                G.insert().values(
                    id=row.id,
                    game=row.game,
                    config=row.config,
                    seed=row.seed,
                    seats=len(row.seats),
                    status=row.status,
                    version=row.version,
                    current_player=row.current_player,
                    created=row.created,
                    updated=row.updated,
                    snapshot=None,
                    snapshot_version=None,
                    owner=row.owner,
                    seats_version=row.seats_version,
                )
            )
            c.execute(
                S.insert(),
                [
                    {
                        "game_id": row.id,
                        "seat": i,
                        "kind": s.kind,
                        "token": s.token,
                        "claimed": s.claimed,
                        "open": s.open,
                        "invitation": s.invitation,
                        "name": s.name,
                    }
                    for i, s in enumerate(row.seats)
                ],
            )
            self._notify(c, row.id, row.version)

    def append(
        self,
        game_id: str,
        n: int,
        action: str,
        seat: int,
        events: list[dict],
        when: dt.datetime,
        status: str,
        current_player: int | None,
        snapshot: dict | None = None,
    ) -> bool:
        """Store accepted action ``n`` (version ``n - 1`` → ``n``). False: another writer was first."""
        row, head = self._append_rows(game_id, n, action, seat, events, when, status, current_player, snapshot)
        if self.postgres:
            return self._append_pg(row, head)
        if self._sqlite is not None:
            return self._sqlite.append([(row, head)])[0]
        try:
            with self.engine.begin() as c:
                c.execute(_INSERT_ACTION, row)
                done = c.execute(_MOVE_ON if "snapshot" not in head else _MOVE_ON_SNAPSHOT, head)
                if done.rowcount != 1:
                    raise _Lost()
                self._notify(c, game_id, n)
        except (IntegrityError, _Lost):
            return False
        return True

    @staticmethod
    def _append_rows(
        game_id: str,
        n: int,
        action: str,
        seat: int,
        events: list[dict],
        when: dt.datetime,
        status: str,
        current_player: int | None,
        snapshot: dict | None = None,
    ) -> tuple[dict, dict]:
        """The action's row and what moves the game's row on."""
        row = {"game_id": game_id, "n": n, "action": action, "seat": seat, "events": events, "created": when}
        head: dict[str, Any] = {
            "gid": game_id,
            "old": n - 1,
            "version": n,
            "status": status,
            "current_player": current_player,
            "updated": when,
        }
        if snapshot is not None:
            head["snapshot"] = snapshot
            head["snapshot_version"] = n
        return row, head

    def append_many(self, items: list[tuple]) -> list[bool]:
        """Several ``append`` calls (their arguments), on SQLite in one transaction."""
        if self._sqlite is None:
            return [self.append(*args) for args in items]
        return self._sqlite.append([self._append_rows(*args) for args in items])

    def _append_pg(self, row: dict, head: dict) -> bool:
        """PostgreSQL: the whole transaction is one statement (one round trip, autocommit).

        The UPDATE moves the version on only from ``n - 1`` (a concurrent writer of the same version
        waits for the row lock, then finds the version moved and updates nothing); the INSERT
        takes place only if the UPDATE did, and the primary key ``(game_id, n)`` backs it up; the
        notification is sent only if a row was inserted, at commit.
        """
        params = {
            **row,
            **head,
            "events": json.dumps(row["events"]),
            "channel": db.NOTIFY_CHANNEL,
            "payload": notice(row),
        }
        if "snapshot" in params:
            params["snapshot"] = json.dumps(params["snapshot"])
        statement = _PG_APPEND_SNAPSHOT if "snapshot" in head else _PG_APPEND
        try:
            with self.engine.connect().execution_options(isolation_level="AUTOCOMMIT") as c:
                return c.execute(statement, params).first() is not None
        except IntegrityError:
            return False

    def undo(self, game_id: str, version: int, current_player: int) -> bool:
        """Take back the game's last action (``Hub.undo``): its row is deleted, so that the record
        holds only what was finally played, and the version moves on from ``version`` to
        ``version + 1`` — never back: no client acts on the taken-back position, and the rows that
        follow are numbered from there (their numbers have a gap, which tells the other processes to
        reload the game: ``NOTIFY '<game_id>:<version + 1>:undo'``). A snapshot holding the action
        goes. False: the game moved on first."""
        try:
            with self.engine.begin() as c:
                moved = c.execute(
                    G.update()
                    .where(G.c.id == game_id, G.c.version == version)
                    .values(version=version + 1, status="running", current_player=current_player, updated=now())
                )
                last = c.execute(sa.select(sa.func.max(A.c.n)).where(A.c.game_id == game_id)).scalar()
                if last is None or moved.rowcount != 1:
                    raise _Lost()
                c.execute(A.delete().where(A.c.game_id == game_id, A.c.n == last))
                c.execute(
                    G.update()
                    .where(G.c.id == game_id, G.c.snapshot_version >= last)
                    .values(snapshot=None, snapshot_version=None)
                )
                self._notify(c, game_id, version + 1, ":undo")
        except _Lost:
            return False
        return True

    def claim(self, game_id: str, seat: int, token: str, invitation: str | None, name: str | None = None) -> bool:
        """Give a free human seat the token (digest) ``token``: an open seat (``invitation`` None) or
        the seat whose pending invitation is ``invitation``; ``name`` is its player's (an invited
        seat claimed without one keeps the name its creator gave it). False if it is not such a seat
        (any more)."""
        held = S.c.open == sa.true() if invitation is None else S.c.invitation == invitation
        values: dict[str, Any] = {"claimed": True, "token": token}
        if name is not None or invitation is None:
            values["name"] = name
        with self.engine.begin() as c:
            done = c.execute(
                S.update()
                .where(S.c.game_id == game_id, S.c.seat == seat, S.c.kind == HUMAN, S.c.claimed == sa.false(), held)
                .values(**values)
            )
            if done.rowcount != 1:
                return False
            self._seats_changed(c, game_id)
        return True

    def rename(self, game_id: str, seat: int, name: str) -> None:
        """The name of a seat's player."""
        with self.engine.begin() as c:
            c.execute(S.update().where(S.c.game_id == game_id, S.c.seat == seat).values(name=name))
            self._seats_changed(c, game_id)

    def invite(self, game_id: str, seat: int, invitation: str) -> bool:
        """Hold a human seat for a new invitation (digest): the old link and the seat's token, if it
        was claimed, stop working. False if it is not a human seat."""
        with self.engine.begin() as c:
            done = c.execute(
                S.update()
                .where(S.c.game_id == game_id, S.c.seat == seat, S.c.kind == HUMAN)
                .values(invitation=invitation, token=None, claimed=False, open=False, name=None)
            )
            if done.rowcount != 1:
                return False
            self._seats_changed(c, game_id)
        return True

    def _seats_changed(self, c: sa.Connection, game_id: str) -> None:
        c.execute(G.update().where(G.c.id == game_id).values(seats_version=G.c.seats_version + 1, updated=now()))
        version = c.execute(sa.select(G.c.version).where(G.c.id == game_id)).scalar_one()
        self._notify(c, game_id, version, ":seats")

    def expire(self, before: dt.datetime) -> list[str]:
        """Delete the games that still wait for a human player and saw nothing happen since ``before``."""
        waiting = (
            sa.select(S.c.game_id).where(S.c.game_id == G.c.id, S.c.kind == HUMAN, S.c.claimed == sa.false()).exists()
        )
        with self.engine.begin() as c:
            ids = list(
                c.execute(sa.select(G.c.id).where(G.c.status != "over", G.c.updated < before, waiting)).scalars()
            )
            if ids:  # their seats and actions go with them (ON DELETE CASCADE)
                c.execute(G.delete().where(G.c.id.in_(ids)))
                for game_id in ids:
                    self._notify(c, game_id, 0, ":gone")
        return ids

    def _notify(self, c: sa.Connection, game_id: str, version: int, what: str = "") -> None:
        if self.postgres:
            c.execute(sa.select(sa.func.pg_notify(db.NOTIFY_CHANNEL, f"{game_id}:{version}{what}")))

    # ---- reading -------------------------------------------------------------------------------
    def load(self, game_id: str) -> tuple[GameRow, list[ActionRow]] | None:
        with self.engine.connect() as c:
            g = c.execute(sa.select(G).where(G.c.id == game_id)).first()
            if g is None:
                return None
            seat_rows = _seats(c, game_id)
            rows = c.execute(
                sa.select(A.c.n, A.c.action, A.c.seat, A.c.events, A.c.created)
                .where(A.c.game_id == game_id, A.c.n <= g.version)
                .order_by(A.c.n)
            ).all()
        row = GameRow(
            id=g.id,
            game=g.game,
            config=g.config,
            seed=g.seed,
            seats=seat_rows,
            owner=g.owner,
            status=g.status,
            version=g.version,
            seats_version=g.seats_version,
            current_player=g.current_player,
            created=_utc(g.created),
            updated=_utc(g.updated),
            snapshot=g.snapshot,
            snapshot_version=g.snapshot_version,
        )
        return row, [ActionRow(r.n, r.action, r.seat, r.events, _utc(r.created)) for r in rows]

    def head(self, game_id: str) -> tuple[int, int] | None:
        """The version and the seats' version (a counter of seat changes), or None for an unknown game."""
        with self.engine.connect() as c:
            row = c.execute(sa.select(G.c.version, G.c.seats_version).where(G.c.id == game_id)).first()
        return None if row is None else (row.version, row.seats_version)

    def seats(self, game_id: str) -> tuple[int, list[SeatRow]]:
        """The seats' version and the seats (catching up a cached game after a seat changed)."""
        with self.engine.connect() as c:
            version = c.execute(sa.select(G.c.seats_version).where(G.c.id == game_id)).scalar()
            return version or 0, _seats(c, game_id)

    def actions_after(self, game_id: str, n: int) -> tuple[int, int, list[ActionRow]] | None:
        """The version, the seats' version and the actions after ``n``; None once the game is gone."""
        with self.engine.connect() as c:
            head = c.execute(sa.select(G.c.version, G.c.seats_version).where(G.c.id == game_id)).first()
            if head is None:
                return None
            rows = c.execute(
                sa.select(A.c.n, A.c.action, A.c.seat, A.c.events, A.c.created)
                .where(A.c.game_id == game_id, A.c.n > n, A.c.n <= head.version)
                .order_by(A.c.n)
            ).all()
        return (
            head.version,
            head.seats_version,
            [ActionRow(r.n, r.action, r.seat, r.events, _utc(r.created)) for r in rows],
        )

    def listing(self, status: str | None, limit: int) -> list[dict]:
        """Games for the lobby, most recently updated first. ``status``: open (a seat open to anyone
        is free), running or over."""
        joinable = (
            sa.select(S.c.game_id)
            .where(S.c.game_id == G.c.id, S.c.kind == HUMAN, S.c.open == sa.true(), S.c.claimed == sa.false())
            .exists()
        )
        q = sa.select(
            G.c.id, G.c.game, G.c.config, G.c.status, G.c.version, G.c.current_player, G.c.created, G.c.updated
        )
        if status == "over":
            q = q.where(G.c.status == "over")
        elif status == "open":
            q = q.where(G.c.status != "over", joinable)
        elif status == "running":
            q = q.where(G.c.status != "over", ~joinable)
        q = q.order_by(G.c.updated.desc(), G.c.id).limit(limit)
        with self.engine.connect() as c:
            rows = c.execute(q).all()
            ids = [r.id for r in rows]
            by_game: dict[str, list[dict]] = {i: [] for i in ids}
            if ids:
                for s in c.execute(
                    sa.select(S.c.game_id, S.c.seat, S.c.kind, S.c.open, S.c.claimed, S.c.name)
                    .where(S.c.game_id.in_(ids))
                    .order_by(S.c.game_id, S.c.seat)
                ):
                    seat = SeatRow(s.kind, bool(s.open), bool(s.claimed), name=s.name)
                    by_game[s.game_id].append(seat.public(s.seat))
        out = []
        for r in rows:
            seat_list = by_game[r.id]
            label = r.status
            if label != "over":
                label = "open" if any(s["open"] and not s["claimed"] for s in seat_list) else "running"
            out.append(
                {
                    "id": r.id,
                    "game": r.game,
                    "config": r.config,
                    "seats": seat_list,
                    "status": label,
                    "created": iso(r.created),
                    "updated": iso(r.updated),
                    "version": r.version,
                    "current_player": r.current_player,
                }
            )
        return out

    def bot_turns(self) -> list[str]:
        """Running games in which a bot is to move (resumed at startup)."""
        q = (
            sa.select(G.c.id)
            .join(S, sa.and_(S.c.game_id == G.c.id, S.c.seat == G.c.current_player))
            .where(G.c.status != "over", S.c.kind != HUMAN)
        )
        with self.engine.connect() as c:
            return list(c.execute(q).scalars())


NOTICE_MAX = 7900
"""Bytes a notification's payload may have (PostgreSQL takes fewer than 8,000)."""


def notice(row: dict) -> str:
    """The notification of a stored action: ``<game_id>:<n>:row:<[action, seat, events, time]>``,
    so that the other processes apply it without asking the database; ``<game_id>:<n>`` when that
    would be too long (they read it from the database then)."""
    short = f"{row['game_id']}:{row['n']}"
    data = [row["action"], row["seat"], row["events"], _utc(row["created"]).isoformat()]
    full = f"{short}:row:{json.dumps(data, separators=(',', ':'))}"
    return full if len(full.encode()) < NOTICE_MAX else short


def noticed_row(n: int, data: str) -> ActionRow | None:
    """The action a notification carries (None if it does not read as one)."""
    try:
        action, seat, events, created = json.loads(data)
        if not all(isinstance(e, dict) and isinstance(e["kind"], str) and isinstance(e["args"], dict) for e in events):
            return None
        return ActionRow(n, str(action), int(seat), events, _utc(dt.datetime.fromisoformat(created)))
    except (ValueError, TypeError, KeyError):
        return None


def _seats(c: sa.Connection, game_id: str) -> list[SeatRow]:
    rows = c.execute(sa.select(S).where(S.c.game_id == game_id).order_by(S.c.seat)).all()
    return [SeatRow(s.kind, bool(s.open), bool(s.claimed), s.token, s.invitation, s.name) for s in rows]


# Built once (the statements of the hot path; SQLAlchemy caches their compiled form).
_INSERT_ACTION = A.insert()
_MOVE_ON = (
    G.update()
    .where(G.c.id == sa.bindparam("gid"), G.c.version == sa.bindparam("old"))
    .values(
        version=sa.bindparam("version"),
        status=sa.bindparam("status"),
        current_player=sa.bindparam("current_player"),
        updated=sa.bindparam("updated"),
    )
)
_MOVE_ON_SNAPSHOT = _MOVE_ON.values(
    snapshot=sa.bindparam("snapshot"), snapshot_version=sa.bindparam("snapshot_version")
)


_PG_APPEND_SQL = """
WITH moved AS (
    UPDATE games SET version = :version, status = :status, current_player = :current_player,
                     updated = :updated{snapshot}
    WHERE id = :gid AND version = :old
    RETURNING id
), stored AS (
    INSERT INTO actions (game_id, n, action, seat, events, created)
    SELECT id, :n, :action, :seat, CAST(:events AS JSON), :created FROM moved
    RETURNING n
)
SELECT pg_notify(:channel, :payload) FROM stored
"""
_PG_APPEND = sa.text(_PG_APPEND_SQL.format(snapshot=""))
_PG_APPEND_SNAPSHOT = sa.text(
    _PG_APPEND_SQL.format(snapshot=", snapshot = CAST(:snapshot AS JSON), snapshot_version = :snapshot_version")
)


class _Lost(Exception):
    """The version moved under us: another writer stored action n first."""
