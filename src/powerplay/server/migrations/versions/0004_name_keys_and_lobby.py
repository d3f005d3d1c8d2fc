"""The players' names kept apart by the database; the lobby's lists read a page at a time.

Each named seat gets its name's key (``db.name_key``: NFKC, case folded), unique within its game.
A database may hold names that differ only in case already: the first seat of each game with such
a name keeps its key, the later ones get none (their names stay as they are, and nobody else of
the game may take that name from now on). Each game gets its ``lobby`` list (open, running, over),
and the lists their indexes: ``(lobby, updated, id)`` and ``(updated, id)``.

Revision ID: 0004
Revises: 0003
Create Date: 2026-12-01
"""

import logging
from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0004"
down_revision: str | Sequence[str] | None = "0003"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

log = logging.getLogger("alembic.runtime.migration")


def upgrade() -> None:
    from powerplay.server.db import name_key

    op.add_column("seats", sa.Column("name_key", sa.String(96), nullable=True))
    op.add_column("games", sa.Column("lobby", sa.String(8), nullable=False, server_default="running"))
    seats = sa.table(
        "seats",
        sa.column("game_id", sa.String),
        sa.column("seat", sa.Integer),
        sa.column("kind", sa.String),
        sa.column("claimed", sa.Boolean),
        sa.column("open", sa.Boolean),
        sa.column("name", sa.String),
        sa.column("name_key", sa.String),
    )
    games = sa.table("games", sa.column("id", sa.String), sa.column("status", sa.String), sa.column("lobby", sa.String))
    conn = op.get_bind()
    named = conn.execute(
        sa.select(seats.c.game_id, seats.c.seat, seats.c.name)
        .where(seats.c.name.is_not(None))
        .order_by(seats.c.game_id, seats.c.seat)
    ).all()
    keys: list[dict] = []
    taken: set[tuple[str, str]] = set()
    for r in named:
        key = name_key(r.name)
        if (r.game_id, key) in taken:
            log.warning("game %s: seat %d's name %r is another's too: it gets no key", r.game_id, r.seat, r.name)
            continue
        taken.add((r.game_id, key))
        keys.append({"gid": r.game_id, "n": r.seat, "key": key})
    if keys:
        conn.execute(
            seats.update()
            .where(seats.c.game_id == sa.bindparam("gid"), seats.c.seat == sa.bindparam("n"))
            .values(name_key=sa.bindparam("key")),
            keys,
        )
    free = (
        sa.select(seats.c.game_id)
        .where(
            seats.c.game_id == games.c.id,
            seats.c.kind == "human",
            seats.c.open == sa.true(),
            seats.c.claimed == sa.false(),
        )
        .exists()
    )
    conn.execute(games.update().where(games.c.status == "over").values(lobby="over"))
    conn.execute(games.update().where(games.c.status != "over", free).values(lobby="open"))
    op.create_index("ux_seats_name_key", "seats", ["game_id", "name_key"], unique=True)
    op.drop_index("ix_games_status_updated", table_name="games")
    op.create_index("ix_games_lobby", "games", ["lobby", "updated", "id"])
    op.create_index("ix_games_updated", "games", ["updated", "id"])


def downgrade() -> None:
    op.drop_index("ix_games_updated", table_name="games")
    op.drop_index("ix_games_lobby", table_name="games")
    op.create_index("ix_games_status_updated", "games", ["status", "updated"])
    op.drop_index("ux_seats_name_key", table_name="seats")
    op.drop_column("games", "lobby")
    op.drop_column("seats", "name_key")
