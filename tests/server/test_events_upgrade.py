"""A database of the time when events were stored as English text upgrades (migration
0003) to events as data, made again by replaying each game's record; the upgraded game reads the
same log as before, in English, and now in Russian and Ukrainian too. A record that no longer
replays keeps its English words."""

from __future__ import annotations

import datetime as dt

import pytest
import sqlalchemy as sa
from alembic import command

from powerplay import i18n, load_game
from powerplay.bots import make_bot, observe
from powerplay.server.bodies import LEGACY
from powerplay.server.db import alembic_config, database_url, make_engine
from powerplay.server.live import LiveGame
from powerplay.server.store import Store

CONFIG = {"map": "germany", "players": 3}
OLD = sa.MetaData()
"""The tables as revision 0002 left them (the columns this test writes)."""
GAMES = sa.Table(
    "games",
    OLD,
    sa.Column("id", sa.String),
    sa.Column("game", sa.String),
    sa.Column("config", sa.JSON),
    *(sa.Column(n, sa.Integer) for n in ("seed", "seats", "version", "current_player", "seats_version")),
    sa.Column("status", sa.String),
    sa.Column("created", sa.DateTime(timezone=True)),
    sa.Column("updated", sa.DateTime(timezone=True)),
)
SEATS = sa.Table(
    "seats",
    OLD,
    sa.Column("game_id", sa.String),
    sa.Column("seat", sa.Integer),
    sa.Column("kind", sa.String),
    sa.Column("claimed", sa.Boolean),
)
ACTIONS = sa.Table(
    "actions",
    OLD,
    sa.Column("game_id", sa.String),
    sa.Column("n", sa.Integer),
    sa.Column("action", sa.Text),
    sa.Column("seat", sa.Integer),
    sa.Column("events", sa.JSON),
    sa.Column("created", sa.DateTime(timezone=True)),
)


@pytest.fixture(params=["sqlite", "postgresql"])
def url(request, tmp_path) -> str:
    return f"sqlite:///{tmp_path / 'old.db'}" if request.param == "sqlite" else request.getfixturevalue("pg_url")


def old_database(url: str, games: dict[str, tuple[int, list[str], list[list[str]]]]) -> None:
    """A database at revision 0002 holding ``games``: id → (seed, actions, each action's English texts)."""
    engine = make_engine(database_url(url))
    cfg = alembic_config()
    with engine.begin() as conn:
        cfg.attributes["connection"] = conn
        command.upgrade(cfg, "0002")
        when = dt.datetime(2026, 11, 20, tzinfo=dt.UTC)
        for gid, (seed, actions, texts) in games.items():
            conn.execute(
                GAMES.insert().values(
                    id=gid,
                    game="powergrid",
                    config=CONFIG,
                    seed=seed,
                    seats=3,
                    status="running",
                    version=len(actions),
                    current_player=None,
                    created=when,
                    updated=when,
                    seats_version=0,
                )
            )
            for seat in range(3):
                conn.execute(SEATS.insert().values(game_id=gid, seat=seat, kind="random", claimed=True))
            for n, (action, words) in enumerate(zip(actions, texts), 1):
                conn.execute(
                    ACTIONS.insert().values(
                        game_id=gid,
                        n=n,
                        action=action,
                        seat=0,
                        events=words,
                        created=when,
                    )
                )
    engine.dispose()


def played(seed: int, upto: int) -> tuple[list[str], list[list[str]], list[str]]:
    """Random bots' first ``upto`` actions, each one's English texts, and the whole log."""
    game = load_game("powergrid", seed=seed, **CONFIG)
    log = [e.text for e in game.setup_events]
    bots = [make_bot("random", "powergrid", s, 1) for s in range(3)]
    actions, texts = [], []
    for _ in range(upto):
        seat = game.current_player
        events = game.apply(bots[seat].choose(observe(game, seat)))
        actions.append(game.history[-1])
        texts.append([e.text for e in events])
        log += texts[-1]
    return actions, texts, log


def test_an_old_database_upgrades_to_events_as_data_and_reads_the_same_log(url: str):
    actions, texts, log = played(11, 60)
    broken = (actions[:3] + ["build in Atlantis"], texts[:3] + [["P1 builds in Atlantis"]])
    old_database(url, {"g1": (11, actions, texts), "g2": (11, *broken)})
    store = Store(url)
    try:
        store.migrate()
        loaded = store.load("g1")
        assert loaded is not None
        row, rows = loaded
        assert all(set(e) == {"kind", "args"} and e["kind"] != LEGACY for r in rows for e in r.events)
        live = LiveGame(row, rows)
        assert live.texts("en") == log  # replayed exactly: the same words as were stored
        assert live.texts("ru") == [i18n.describe(e, "powergrid", "ru") for e in live.log]
        assert live.texts("ru") != log
        # a record that does not replay keeps its English words, as events of kind "text"
        with store.engine.connect() as c:
            kept = c.execute(sa.select(ACTIONS.c.events).where(ACTIONS.c.game_id == "g2").order_by(ACTIONS.c.n))
            assert [e for (events,) in kept for e in events][-1] == {
                "kind": LEGACY,
                "args": {"text": "P1 builds in Atlantis"},
            }
        store.migrate()  # again: nothing to do
        assert store.load("g1")[1][0].events == rows[0].events
    finally:
        store.close()
