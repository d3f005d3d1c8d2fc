"""Seats open to anyone or held for an invitation; secrets stored as SHA-256 digests; the creator's key.

Seat tokens were stored as they are: they become their digests. A human seat nobody had claimed was
open to anyone (the old join took any free seat), so it stays open.

Revision ID: 0002
Revises: 0001
Create Date: 2026-11-25
"""

import hashlib
from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0002"
down_revision: str | Sequence[str] | None = "0001"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.add_column("games", sa.Column("owner", sa.String(64), nullable=True))
    op.add_column("games", sa.Column("seats_version", sa.Integer, nullable=False, server_default="0"))
    op.add_column("seats", sa.Column("open", sa.Boolean, nullable=False, server_default=sa.false()))
    op.add_column("seats", sa.Column("invitation", sa.String(64), nullable=True))
    seats = sa.table(
        "seats",
        sa.column("game_id", sa.String),
        sa.column("seat", sa.Integer),
        sa.column("kind", sa.String),
        sa.column("token", sa.String),
        sa.column("claimed", sa.Boolean),
        sa.column("open", sa.Boolean),
    )
    conn = op.get_bind()
    rows = conn.execute(sa.select(seats.c.game_id, seats.c.seat, seats.c.token, seats.c.claimed, seats.c.kind)).all()
    for r in rows:
        if r.kind != "human":
            continue
        values: dict[str, object] = {
            "token": hashlib.sha256(r.token.encode()).hexdigest() if r.claimed and r.token else None
        }
        if not r.claimed:
            values["open"] = True
        conn.execute(seats.update().where(seats.c.game_id == r.game_id, seats.c.seat == r.seat).values(**values))


def downgrade() -> None:
    op.drop_column("seats", "invitation")
    op.drop_column("seats", "open")
    op.drop_column("games", "seats_version")
    op.drop_column("games", "owner")
