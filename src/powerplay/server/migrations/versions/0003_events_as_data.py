"""Events as data (each reader gets the log in their language); the players' names of the seats.

An action's events were stored as English text; they become data, ``{"kind": ..., "args": {...}}``
(the protocol's ``Event``). A game's record (config, seed, actions) replays exactly, so each
action's events are made again by replaying it. A game whose record no longer replays keeps its
English words, each as an event of kind ``text`` (``live.LEGACY``), shown as it is.

Revision ID: 0003
Revises: 0002
Create Date: 2026-11-25
"""

import logging
from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0003"
down_revision: str | Sequence[str] | None = "0002"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

log = logging.getLogger("alembic.runtime.migration")


def replayed(game: str, config: dict, seed: int, actions: list[str]) -> list[list[dict]] | None:
    """Each action's events as data, by replaying the record (None if it does not replay)."""
    from powerplay.core.registry import game_class

    try:
        g = game_class(game).new(config, seed)
        return [[{"kind": e.kind, "args": e.args} for e in g.apply(a)] for a in actions]
    except Exception:
        return None


def upgrade() -> None:
    op.add_column("seats", sa.Column("name", sa.String(24), nullable=True))
    games = sa.table(
        "games",
        sa.column("id", sa.String),
        sa.column("game", sa.String),
        sa.column("config", sa.JSON),
        sa.column("seed", sa.BigInteger),
    )
    actions = sa.table(
        "actions",
        sa.column("game_id", sa.String),
        sa.column("n", sa.Integer),
        sa.column("action", sa.Text),
        sa.column("events", sa.JSON),
    )
    conn = op.get_bind()
    for g in conn.execute(sa.select(games.c.id, games.c.game, games.c.config, games.c.seed)).all():
        rows = conn.execute(
            sa.select(actions.c.n, actions.c.action, actions.c.events)
            .where(actions.c.game_id == g.id)
            .order_by(actions.c.n)
        ).all()
        if not rows or all(isinstance(e, dict) for r in rows for e in r.events):
            continue
        seed = g.seed + (1 << 64) if g.seed < 0 else g.seed  # db.Seed: stored in two's complement
        events = replayed(g.game, g.config, seed, [r.action for r in rows])
        if events is None:
            log.warning("game %s does not replay: its log is kept in English", g.id)
            events = [[{"kind": "text", "args": {"text": str(t)}} for t in r.events] for r in rows]
        for r, data in zip(rows, events):
            conn.execute(actions.update().where(actions.c.game_id == g.id, actions.c.n == r.n).values(events=data))


def _english(event: object, game: str) -> str:
    from powerplay import i18n

    if not isinstance(event, dict):
        return str(event)
    return str(event["args"]["text"]) if event["kind"] == "text" else i18n.describe(event, game, "en")


def downgrade() -> None:
    """The events in English words again (as they were stored before)."""
    op.drop_column("seats", "name")
    games = sa.table("games", sa.column("id", sa.String), sa.column("game", sa.String))
    actions = sa.table(
        "actions", sa.column("game_id", sa.String), sa.column("n", sa.Integer), sa.column("events", sa.JSON)
    )
    conn = op.get_bind()
    kinds = dict(conn.execute(sa.select(games.c.id, games.c.game)).all())
    for r in conn.execute(sa.select(actions.c.game_id, actions.c.n, actions.c.events)).all():
        texts = [_english(e, kinds[r.game_id]) for e in r.events]
        conn.execute(actions.update().where(actions.c.game_id == r.game_id, actions.c.n == r.n).values(events=texts))
