"""Reading and writing games in the database (synchronous: the server calls it from threads).

The database is the truth. An accepted action is one ``actions`` row written in the same
transaction that moves ``games.version`` from ``n - 1`` to ``n``; the primary key ``(game_id, n)``
and the version check mean that of two writers of action ``n`` exactly one commits. On
PostgreSQL the same transaction sends ``NOTIFY powerplay, '<game_id>:<n>'``, delivered on commit.
"""

from __future__ import annotations

import contextlib
import datetime as dt
import json
import sqlite3
import threading
from dataclasses import dataclass, field
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


@dataclass
class GameRow:
    id: str
    game: str
    config: dict
    seed: int
    kinds: list[str]
    tokens: list[str | None]
    claimed: list[bool]
    status: str = "running"
    version: int = 0
    current_player: int | None = None
    created: dt.datetime = field(default_factory=now)
    updated: dt.datetime = field(default_factory=now)
    snapshot: dict | None = None
    snapshot_version: int | None = None


@dataclass
class ActionRow:
    n: int
    action: str
    seat: int
    events: list[str]
    created: dt.datetime


class Checkpointer:
    """SQLite: copy the write-ahead log into the database file in a background thread.

    Checkpoints are where SQLite waits for the disk (fsync); done here, in PASSIVE mode, they
    never hold up a commit or a reader.
    """

    def __init__(self, path: str, every: float = 1.0):
        self.path = path
        self.every = every
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, name="powerplay-checkpoint", daemon=True)
        self._thread.start()

    def _run(self) -> None:
        conn = sqlite3.connect(self.path, timeout=30, check_same_thread=False)
        try:
            while not self._stop.wait(self.every):
                with contextlib.suppress(sqlite3.Error):
                    conn.execute("PRAGMA wal_checkpoint(PASSIVE)").fetchall()
            conn.execute("PRAGMA wal_checkpoint(PASSIVE)").fetchall()
        finally:
            conn.close()

    def stop(self) -> None:
        self._stop.set()
        self._thread.join(30)


class Store:
    def __init__(self, url: str | None = None):
        self.url = db.database_url(url)
        self.postgres = db.is_postgres(self.url)
        self.engine = db.make_engine(self.url)
        self._checkpointer: Checkpointer | None = None

    def migrate(self) -> None:
        db.migrate(self.engine)
        path = self.url.database
        if self.url.get_backend_name() == "sqlite" and path and path != ":memory:" and not path.startswith("file:"):
            self._checkpointer = Checkpointer(path)

    def close(self) -> None:
        if self._checkpointer is not None:
            self._checkpointer.stop()
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
                    seats=len(row.kinds),
                    status=row.status,
                    version=row.version,
                    current_player=row.current_player,
                    created=row.created,
                    updated=row.updated,
                    snapshot=None,
                    snapshot_version=None,
                )
            )
            c.execute(
                S.insert(),
                [
                    {"game_id": row.id, "seat": i, "kind": kind, "token": row.tokens[i], "claimed": row.claimed[i]}
                    for i, kind in enumerate(row.kinds)
                ],
            )
            self._notify(c, row.id, row.version)

    def append(
        self,
        game_id: str,
        n: int,
        action: str,
        seat: int,
        events: list[str],
        when: dt.datetime,
        status: str,
        current_player: int | None,
        snapshot: dict | None = None,
    ) -> bool:
        """Store accepted action ``n`` (version ``n - 1`` → ``n``). False: another writer was first."""
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
        if self.postgres:
            return self._append_pg(row, head)
        try:
            with self.engine.begin() as c:
                c.execute(_INSERT_ACTION, row)
                done = c.execute(_MOVE_ON if snapshot is None else _MOVE_ON_SNAPSHOT, head)
                if done.rowcount != 1:
                    raise _Lost()
                self._notify(c, game_id, n)
        except (IntegrityError, _Lost):
            return False
        return True

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
            "payload": f"{row['game_id']}:{row['n']}",
        }
        if "snapshot" in params:
            params["snapshot"] = json.dumps(params["snapshot"])
        statement = _PG_APPEND_SNAPSHOT if "snapshot" in head else _PG_APPEND
        try:
            with self.engine.connect().execution_options(isolation_level="AUTOCOMMIT") as c:
                return c.execute(statement, params).first() is not None
        except IntegrityError:
            return False

    def claim(self, game_id: str, seat: int) -> bool:
        """Mark a human seat as taken; False if it was taken already (or is not a human seat)."""
        with self.engine.begin() as c:
            done = c.execute(
                S.update()
                .where(S.c.game_id == game_id, S.c.seat == seat, S.c.kind == HUMAN, S.c.claimed == sa.false())
                .values(claimed=True)
            )
            if done.rowcount == 1:
                version = c.execute(sa.select(G.c.version).where(G.c.id == game_id)).scalar_one()
                self._notify(c, game_id, version, ":claim")
                return True
        return False

    def _notify(self, c: sa.Connection, game_id: str, version: int, what: str = "") -> None:
        if self.postgres:
            c.execute(sa.select(sa.func.pg_notify(db.NOTIFY_CHANNEL, f"{game_id}:{version}{what}")))

    # ---- reading -------------------------------------------------------------------------------
    def load(self, game_id: str) -> tuple[GameRow, list[ActionRow]] | None:
        with self.engine.connect() as c:
            g = c.execute(sa.select(G).where(G.c.id == game_id)).first()
            if g is None:
                return None
            seat_rows = c.execute(sa.select(S).where(S.c.game_id == game_id).order_by(S.c.seat)).all()
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
            kinds=[s.kind for s in seat_rows],
            tokens=[s.token for s in seat_rows],
            claimed=[bool(s.claimed) for s in seat_rows],
            status=g.status,
            version=g.version,
            current_player=g.current_player,
            created=_utc(g.created),
            updated=_utc(g.updated),
            snapshot=g.snapshot,
            snapshot_version=g.snapshot_version,
        )
        return row, [ActionRow(r.n, r.action, r.seat, r.events, _utc(r.created)) for r in rows]

    def head(self, game_id: str) -> tuple[int, list[bool]] | None:
        """The version and the seats' claimed flags, or None for an unknown game."""
        with self.engine.connect() as c:
            version = c.execute(sa.select(G.c.version).where(G.c.id == game_id)).scalar()
            if version is None:
                return None
            claimed = c.execute(sa.select(S.c.claimed).where(S.c.game_id == game_id).order_by(S.c.seat)).scalars()
            return version, [bool(x) for x in claimed]

    def actions_after(self, game_id: str, n: int) -> tuple[int, list[bool], list[ActionRow]]:
        """The version, the claimed flags and the actions after ``n`` (catching up a cached game)."""
        with self.engine.connect() as c:
            version = c.execute(sa.select(G.c.version).where(G.c.id == game_id)).scalar_one()
            claimed = c.execute(sa.select(S.c.claimed).where(S.c.game_id == game_id).order_by(S.c.seat)).scalars()
            claimed = [bool(x) for x in claimed]
            rows = c.execute(
                sa.select(A.c.n, A.c.action, A.c.seat, A.c.events, A.c.created)
                .where(A.c.game_id == game_id, A.c.n > n, A.c.n <= version)
                .order_by(A.c.n)
            ).all()
        return version, claimed, [ActionRow(r.n, r.action, r.seat, r.events, _utc(r.created)) for r in rows]

    def listing(self, status: str | None, limit: int) -> list[dict]:
        """Games for the lobby, most recently updated first. ``status``: open, running or over."""
        unclaimed = (
            sa.select(S.c.game_id).where(S.c.game_id == G.c.id, S.c.kind == HUMAN, S.c.claimed == sa.false()).exists()
        )
        q = sa.select(
            G.c.id, G.c.game, G.c.config, G.c.status, G.c.version, G.c.current_player, G.c.created, G.c.updated
        )
        if status == "over":
            q = q.where(G.c.status == "over")
        elif status == "open":
            q = q.where(G.c.status != "over", unclaimed)
        elif status == "running":
            q = q.where(G.c.status != "over", ~unclaimed)
        q = q.order_by(G.c.updated.desc(), G.c.id).limit(limit)
        with self.engine.connect() as c:
            rows = c.execute(q).all()
            ids = [r.id for r in rows]
            by_game: dict[str, list[dict]] = {i: [] for i in ids}
            if ids:
                for s in c.execute(
                    sa.select(S.c.game_id, S.c.seat, S.c.kind, S.c.claimed)
                    .where(S.c.game_id.in_(ids))
                    .order_by(S.c.game_id, S.c.seat)
                ):
                    by_game[s.game_id].append({"seat": s.seat, "kind": s.kind, "claimed": bool(s.claimed)})
        out = []
        for r in rows:
            seat_list = by_game[r.id]
            label = r.status
            if label != "over":
                label = "open" if any(s["kind"] == HUMAN and not s["claimed"] for s in seat_list) else "running"
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
