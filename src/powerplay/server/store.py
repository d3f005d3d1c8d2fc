"""Reading and writing games in the database (synchronous: the server calls it from threads).

The database is the truth. An accepted action is one ``actions`` row written in the same
transaction that moves ``games.version`` from ``n - 1`` to ``n``; the primary key ``(game_id, n)``
and the version check mean that of two writers of action ``n`` exactly one commits. On
PostgreSQL the same transaction sends ``NOTIFY powerplay, '<game_id>:<n>:row:<the action>'``,
delivered on commit (``notice``). Taking an action back (``undo``) deletes its row and moves the
version on too: the versions only grow, and the actions' numbers may have gaps.

A seat's player's name is written with its key (``db.name_key``) in the transaction that takes or
names the seat; the unique index on ``(game_id, name_key)`` refuses a second player of the game
with that name (``NameTaken``), whatever another process did a moment before.

The lobby reads the games a page at a time (``page``): the newest ``updated`` first, then the
greatest ``id``, each page after the ``Cursor`` the one before gave (keyset pagination: a page
costs the same at any depth, and a game that moves on while a client reads the pages shows once at
most). A page read in the last ``PAGE_FRESH`` seconds is given again without a query (``Pages``).
"""

from __future__ import annotations

import contextlib
import datetime as dt
import hashlib
import itertools
import json
import re
import sqlite3
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, NamedTuple

import sqlalchemy as sa
from sqlalchemy.exc import IntegrityError

from . import db
from .db import actions as A
from .db import games as G
from .db import reviews as R
from .db import seats as S

HUMAN = "human"
PAGE_MAX = 100
"""Games in a page of the lobby's list, at most."""
PAGE_FRESH = 1.0
"""Seconds a page of the lobby's list is given again without a query (``Pages``)."""


def now() -> dt.datetime:
    return dt.datetime.now(dt.UTC)


def _utc(t: dt.datetime) -> dt.datetime:
    return t.replace(tzinfo=dt.UTC) if t.tzinfo is None else t.astimezone(dt.UTC)


def iso(t: dt.datetime) -> str:
    return _utc(t).isoformat(timespec="milliseconds").replace("+00:00", "Z")


def digest(secret: str) -> str:
    """What is stored of a secret (a seat's token, an invitation, the creator's key): its SHA-256."""
    return hashlib.sha256(secret.encode()).hexdigest()


class NameTaken(Exception):
    """Another player of the game has this name (as the database keeps names: ``db.name_key``)."""

    def __init__(self, name: str):
        super().__init__(name)
        self.name = name


def _name_taken(e: IntegrityError, name: str | None) -> Exception:
    """The refusal a write of the seats met: ``NameTaken`` when it is the names' index."""
    return NameTaken(name or "") if "name_key" in str(e.orig) else e


_EPOCH = dt.datetime(1970, 1, 1, tzinfo=dt.UTC)
_MICROSECOND = dt.timedelta(microseconds=1)
CURSOR = r"^[0-9]{1,17}\.[A-Za-z0-9]{1,32}\.[0-9]{1,15}$"
"""A cursor's text (``Cursor``): every text of this form is one (17 digits of microseconds reach
beyond the year 5000)."""


@dataclass(frozen=True)
class Cursor:
    """Where the next page of the lobby's list starts: after the game ``id`` last ``updated`` then,
    in the list's order (newest first, then the greatest id). ``seen``: when the page that gave it
    was read (``time.time()``); the next page is never read earlier (``Pages``). As text
    (``text``, ``read``: ``CURSOR``), the microseconds since 1970 of ``updated``, the id and the
    milliseconds since 1970 of ``seen``, with dots between them: opaque to clients, which only send
    back what a page gave them (any text of that form is a place in the list)."""

    updated: dt.datetime
    id: str
    seen: float = 0.0

    def text(self) -> str:
        return f"{(self.updated - _EPOCH) // _MICROSECOND}.{self.id}.{round(self.seen * 1000)}"

    @classmethod
    def read(cls, text: str) -> Cursor:
        """The cursor ``text`` stands for; ValueError if it is not one.

        >>> c = Cursor(dt.datetime(2026, 12, 1, 10, 0, 0, 123456, tzinfo=dt.UTC), "Qx3kP9aB2cD", 1.5)
        >>> c.text()
        '1796119200123456.Qx3kP9aB2cD.1500'
        >>> Cursor.read(c.text()) == c
        True
        """
        if not re.fullmatch(CURSOR, text):
            raise ValueError(text)
        micros, game_id, seen = text.split(".")
        return cls(_EPOCH + int(micros) * _MICROSECOND, game_id, int(seen) / 1000)


class Page(NamedTuple):
    """A page of the lobby's list: its games, and where the next page starts (None: no next page)."""

    games: list[dict]
    next: Cursor | None


class Pages:
    """The lobby's pages read in the last ``fresh`` seconds, given again without a query: a flood
    of list requests costs a query per page and second. Any change to what a list holds — a new
    game, a seat taken or named or re-issued, a game over — that this process writes makes every
    page be read anew (``changed``); a move only moves a game up the list: a page may lag that by
    ``fresh`` seconds, as it may lag what other processes write.

    A page that follows a cursor is given from here only if it was read no earlier than the page
    that gave the cursor (``Cursor.seen``): the pages a client reads one after the other are never
    older than the one before, so no game shows twice."""

    def __init__(self, fresh: float = PAGE_FRESH, size: int = 256, clock: Callable[[], float] = time.monotonic):
        self.fresh = fresh
        self.size = size
        self.clock = clock
        self._entries: dict[tuple, tuple[float, float, int, Page]] = {}
        self._locks: dict[tuple, threading.Lock] = {}
        self._lock = threading.Lock()
        self._changes = itertools.count(1)
        self.generation = 0

    def changed(self) -> None:
        self.generation = next(self._changes)

    def get(self, key: tuple, since: float, read: Callable[[], Page]) -> Page:
        """The page ``key`` as ``read`` reads it, or as it was read in the last ``fresh`` seconds
        (not before the time ``since``). Threads that ask for the same page at once wait for one
        read."""
        page = self._fresh(key, since)
        if page is not None:
            return page
        with self._lock:
            lock = self._locks.setdefault(key, threading.Lock())
        with lock:
            page = self._fresh(key, since)
            if page is not None:
                return page
            generation, started, seen = self.generation, self.clock(), time.time()
            try:
                page = read()
            finally:
                with self._lock:
                    self._locks.pop(key, None)
            with self._lock:
                if len(self._entries) >= self.size:
                    now_ = self.clock()
                    for k in [k for k, e in self._entries.items() if now_ - e[0] >= self.fresh]:
                        del self._entries[k]
                    if len(self._entries) >= self.size:
                        self._entries.clear()
                self._entries[key] = (started, seen, generation, page)
            return page

    def _fresh(self, key: tuple, since: float) -> Page | None:
        entry = self._entries.get(key)
        if entry is None:
            return None
        started, seen, generation, page = entry
        if generation != self.generation or self.clock() - started >= self.fresh or seen < since:
            return None
        return page


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
    advice: dict | None = None
    """What the bots may tell (``schemas.Advice``: ``hints``), the hints each seat took (``used``: seat →
    count) and its looks at the chances (``looked``)."""


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
    game's version moved on from ``n - 1``, a game that ends to the lobby's list ``over``), values
    stored as SQLAlchemy stores them (JSON text, DATETIME as ``YYYY-MM-DD HH:MM:SS.ffffff`` in UTC),
    at about half the cost: this runs after every move, on the server's event loop.
    """

    INSERT = "INSERT INTO actions (game_id, n, action, seat, events, created) VALUES (?, ?, ?, ?, ?, ?)"
    MOVE_ON = (
        "UPDATE games SET version = ?, status = ?, lobby = CASE WHEN ? = 'over' THEN 'over' ELSE lobby END,"
        " current_player = ?, updated = ?{} WHERE id = ? AND version = ?"
    )

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
        action = (row["game_id"], row["n"], row["action"], row["seat"], db.to_json(row["events"]), when)
        values: tuple = (head["version"], head["status"], head["status"], head["current_player"], when)
        if "snapshot" in head:
            values += (db.to_json(head["snapshot"]), head["snapshot_version"])
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
        self.pages = Pages()
        """The lobby's pages read a moment ago (``page``)."""

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
                    snapshot=row.snapshot,
                    snapshot_version=row.snapshot_version,
                    owner=row.owner,
                    seats_version=row.seats_version,
                    lobby=_lobby(row),
                    advice=row.advice,
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
                        "name_key": None if s.name is None else db.name_key(s.name),
                    }
                    for i, s in enumerate(row.seats)
                ],
            )
            self._notify(c, row.id, row.version)
        self.pages.changed()

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
        if status == "over":  # the game goes to the lobby's list of games over
            self.pages.changed()
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
        rows = [self._append_rows(*args) for args in items]
        if any(head["status"] == "over" for _, head in rows):
            self.pages.changed()
        return self._sqlite.append(rows)

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
            "events": db.to_json(row["events"]),
            "channel": db.NOTIFY_CHANNEL,
            "payload": notice(row),
        }
        if "snapshot" in params:
            params["snapshot"] = db.to_json(params["snapshot"])
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
                self._hold(c, game_id)
                moved = c.execute(
                    G.update()
                    .where(G.c.id == game_id, G.c.version == version)
                    .values(
                        version=version + 1,
                        status="running",
                        lobby=sa.case((_joinable, "open"), else_="running"),
                        current_player=current_player,
                        updated=now(),
                    )
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
        self.pages.changed()
        return True

    def claim(self, game_id: str, seat: int, token: str, invitation: str | None, name: str | None = None) -> bool:
        """Give a free human seat the token (digest) ``token``: an open seat (``invitation`` None) or
        the seat whose pending invitation is ``invitation``; ``name`` is its player's (an invited
        seat claimed without one keeps the name its creator gave it). False if it is not such a seat
        (any more); ``NameTaken`` if another player of the game has the name."""
        held = S.c.open == sa.true() if invitation is None else S.c.invitation == invitation
        values: dict[str, Any] = {"claimed": True, "token": token}
        if name is not None or invitation is None:
            values["name"] = name
            values["name_key"] = None if name is None else db.name_key(name)
        try:
            with self.engine.begin() as c:
                self._hold(c, game_id)
                done = c.execute(
                    S.update()
                    .where(S.c.game_id == game_id, S.c.seat == seat, S.c.kind == HUMAN, S.c.claimed == sa.false(), held)
                    .values(**values)
                )
                if done.rowcount != 1:
                    return False
                self._seats_changed(c, game_id)
        except IntegrityError as e:
            raise _name_taken(e, name) from e
        return True

    def hinted(self, game_id: str, seat: int, what: str = "used") -> dict:
        """Count a hint the seat took (``used``) or a look at the chances (``looked``): the game's record
        says so; the game's advice as it is now."""
        with self.engine.begin() as c:
            self._hold(c, game_id)
            advice = dict(c.execute(sa.select(G.c.advice).where(G.c.id == game_id)).scalar() or {})
            used = dict(advice.get(what) or {})
            used[str(seat)] = used.get(str(seat), 0) + 1
            advice[what] = used
            c.execute(G.update().where(G.c.id == game_id).values(advice=advice))
        return advice

    def review(self, game_id: str, seat: int) -> tuple[dict, dict[str, str]] | None:
        """The review of the game from ``seat``'s side and its graphs by language, if it was worked out."""
        with self.engine.connect() as c:
            row = c.execute(sa.select(R.c.review, R.c.graphs).where(R.c.game_id == game_id, R.c.seat == seat)).first()
        return None if row is None else (row.review, row.graphs)

    def keep_review(self, game_id: str, seat: int, review: dict, graphs: dict[str, str]) -> None:
        """Keep a review worked out (or its graphs, when another language's is drawn); nothing when the game
        is gone meanwhile."""
        update = R.update().where(R.c.game_id == game_id, R.c.seat == seat).values(review=review, graphs=graphs)
        try:
            with self.engine.begin() as c:
                if c.execute(sa.select(G.c.id).where(G.c.id == game_id)).first() is None:
                    return
                if c.execute(update).rowcount == 0:
                    kept = {"game_id": game_id, "seat": seat, "review": review, "graphs": graphs, "created": now()}
                    c.execute(R.insert().values(**kept))
        except IntegrityError:  # kept by another request meanwhile
            with self.engine.begin() as c:
                c.execute(update)

    def rename(self, game_id: str, seat: int, name: str) -> None:
        """The name of a seat's player; ``NameTaken`` if another player of the game has it."""
        try:
            with self.engine.begin() as c:
                self._hold(c, game_id)
                c.execute(
                    S.update()
                    .where(S.c.game_id == game_id, S.c.seat == seat)
                    .values(name=name, name_key=db.name_key(name))
                )
                self._seats_changed(c, game_id)
        except IntegrityError as e:
            raise _name_taken(e, name) from e

    def invite(self, game_id: str, seat: int, invitation: str) -> bool:
        """Hold a human seat for a new invitation (digest): the old link and the seat's token, if it
        was claimed, stop working. False if it is not a human seat."""
        with self.engine.begin() as c:
            self._hold(c, game_id)
            done = c.execute(
                S.update()
                .where(S.c.game_id == game_id, S.c.seat == seat, S.c.kind == HUMAN)
                .values(invitation=invitation, token=None, claimed=False, open=False, name=None, name_key=None)
            )
            if done.rowcount != 1:
                return False
            self._seats_changed(c, game_id)
        return True

    def _hold(self, c: sa.Connection, game_id: str) -> None:
        """PostgreSQL: lock the game's row first, so that the changes to a game's seats are made one
        after the other, each seeing the seats the one before left (the game's ``lobby`` follows
        them; the other taker of a name finds it taken). SQLite writes one transaction at a time."""
        if self.postgres:
            c.execute(sa.select(G.c.id).where(G.c.id == game_id).with_for_update())

    def _seats_changed(self, c: sa.Connection, game_id: str) -> None:
        """The seats' version moves on, and the game to the lobby's list its seats put it in."""
        c.execute(
            G.update()
            .where(G.c.id == game_id)
            .values(
                seats_version=G.c.seats_version + 1,
                updated=now(),
                lobby=sa.case((G.c.status == "over", "over"), (_joinable, "open"), else_="running"),
            )
        )
        version = c.execute(sa.select(G.c.version).where(G.c.id == game_id)).scalar_one()
        self._notify(c, game_id, version, ":seats")
        self.pages.changed()

    def expire(self, before: dt.datetime) -> list[str]:
        """Delete the games that saw nothing happen since ``before`` and still wait for a human
        player, or have none (a show of bots: its bots wait for a watcher, or it is over)."""
        waiting = (
            sa.select(S.c.game_id).where(S.c.game_id == G.c.id, S.c.kind == HUMAN, S.c.claimed == sa.false()).exists()
        )
        with self.engine.begin() as c:
            ids = list(
                c.execute(
                    sa.select(G.c.id).where(G.c.updated < before, ((G.c.status != "over") & waiting) | ~_HAS_HUMAN)
                ).scalars()
            )
            if ids:  # their seats and actions go with them (ON DELETE CASCADE)
                c.execute(G.delete().where(G.c.id.in_(ids)))
                for game_id in ids:
                    self._notify(c, game_id, 0, ":gone")
        if ids:
            self.pages.changed()
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
            advice=g.advice,
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

    def page(self, status: str | None, limit: int, before: Cursor | None = None) -> Page:
        """A page of the lobby's list ``status`` (open, running, over; None: every game): at most
        ``limit`` games (at most ``PAGE_MAX``), the most recently updated first, after ``before``
        (None: the first page); and the cursor of the next page. Read a moment ago, possibly
        (``Pages``)."""
        limit = max(1, min(limit, PAGE_MAX))
        key = (status, limit, None if before is None else (before.updated, before.id))
        since = 0.0 if before is None else before.seen
        return self.pages.get(key, since, lambda: self._page(status, limit, before))

    def listing(self, status: str | None, limit: int, before: Cursor | None = None) -> list[dict]:
        """The games of a page of the lobby's list, read now (``page``)."""
        return self._page(status, max(1, min(limit, PAGE_MAX)), before).games

    def page_query(self, status: str | None, limit: int, before: Cursor | None = None) -> sa.Select:
        """The games of a page, and the first of the next: one range of an index read backwards
        (``(lobby, updated, id)`` for a list, ``(updated, id)`` for every game), whatever the depth."""
        q = sa.select(
            G.c.id, G.c.game, G.c.config, G.c.lobby, G.c.version, G.c.current_player, G.c.created, G.c.updated
        )
        if status is not None:
            q = q.where(G.c.lobby == status)
        if before is not None:
            after = sa.tuple_(sa.literal(before.updated, G.c.updated.type), sa.literal(before.id, G.c.id.type))
            q = q.where(sa.tuple_(G.c.updated, G.c.id) < after)
        return q.order_by(G.c.updated.desc(), G.c.id.desc()).limit(limit + 1)

    def _page(self, status: str | None, limit: int, before: Cursor | None) -> Page:
        seen = time.time()
        with self.engine.connect() as c:
            rows = c.execute(self.page_query(status, limit, before)).all()
            more, rows = len(rows) > limit, rows[:limit]
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
        games = [
            {
                "id": r.id,
                "game": r.game,
                "config": r.config,
                "seats": by_game[r.id],
                "status": r.lobby,
                "created": iso(r.created),
                "updated": iso(r.updated),
                "version": r.version,
                "current_player": r.current_player,
            }
            for r in rows
        ]
        last = rows[-1] if more else None
        return Page(games, None if last is None else Cursor(_utc(last.updated), last.id, seen))

    def bot_turns(self) -> list[str]:
        """Running games with a human seat in which a bot is to move (resumed at startup)."""
        q = (
            sa.select(G.c.id)
            .join(S, sa.and_(S.c.game_id == G.c.id, S.c.seat == G.c.current_player))
            .where(G.c.status != "over", S.c.kind != HUMAN, _HAS_HUMAN)
        )
        with self.engine.connect() as c:
            return list(c.execute(q).scalars())

    def bot_games(self) -> int:
        """Running games without a human seat."""
        with self.engine.connect() as c:
            return c.execute(
                sa.select(sa.func.count()).select_from(G).where(G.c.status != "over", ~_HAS_HUMAN)
            ).scalar_one()

    def running(self, ids: list[str]) -> set[str]:
        """Those of the games ``ids`` that still run."""
        with self.engine.connect() as c:
            return set(c.execute(sa.select(G.c.id).where(G.c.id.in_(ids), G.c.status != "over")).scalars())


_HUMANS = S.alias("humans")
_HAS_HUMAN = sa.select(_HUMANS.c.game_id).where(_HUMANS.c.game_id == G.c.id, _HUMANS.c.kind == HUMAN).exists()
"""A game has a human seat."""

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


def _lobby(row: GameRow) -> str:
    """The lobby's list a game is in: over once finished, else open while a seat open to anyone
    is free, else running (a game waiting for an invited player is running)."""
    if row.status == "over":
        return "over"
    return "open" if any(s.kind == HUMAN and s.open and not s.claimed for s in row.seats) else "running"


_joinable = (
    sa.select(S.c.game_id)
    .where(S.c.game_id == G.c.id, S.c.kind == HUMAN, S.c.open == sa.true(), S.c.claimed == sa.false())
    .exists()
)
"""A seat open to anyone is free (``_lobby``, in SQL)."""


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
        lobby=sa.case((sa.bindparam("status") == "over", "over"), else_=G.c.lobby),
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
                     lobby = CASE WHEN CAST(:status AS VARCHAR) = 'over' THEN 'over' ELSE lobby END,
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
