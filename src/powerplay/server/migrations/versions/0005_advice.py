"""What the bots may tell the players of a game: whether hints are allowed and whether spectators see the
players' chances to win, as the creator chose, and how many hints each seat took.

Revision ID: 0005
Revises: 0004
Create Date: 2026-12-03
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0005"
down_revision: str | Sequence[str] | None = "0004"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.add_column("games", sa.Column("advice", sa.JSON, nullable=True))


def downgrade() -> None:
    op.drop_column("games", "advice")
