"""Storage against SQLite and a real PostgreSQL: migrations, one row per action, the (game_id, n)
key under concurrent writers, snapshots that rebuild the exact state, the lobby listing."""

from __future__ import annotations

import datetime as dt
import threading

import sqlalchemy as sa
from alembic.script import ScriptDirectory

from powerplay import load_game, replay
from powerplay.bots import make_bot, observe
from powerplay.server.db import SNAPSHOT_EVERY, alembic_config, database_url
from powerplay.server.live import LiveGame
from powerplay.server.store import GameRow, SeatRow, Store, digest, now


def new_row(game_id: str, kinds: list[str], seed: int = 7, config: dict | None = None) -> tuple[GameRow, object]:
    config = config or {"map": "germany", "players": len(kinds)}
    game = load_game("powergrid", seed=seed, **config)
    row = GameRow(
        id=game_id,
        game="powergrid",
        config=config,
        seed=seed,
        seats=[SeatRow(k, open=k == "human", claimed=k != "human") for k in kinds],
        owner=digest(f"key-{game_id}"),
        current_player=game.current_player,
    )
    return row, game


def play(store: Store, game_id: str, game, upto: int, snapshots: bool = True) -> list[str]:
    """Let random bots play ``upto`` actions, storing each one as the server does."""
    bots = [make_bot("random", "powergrid", s, 1) for s in range(game.num_players)]
    texts: list[str] = []
    for n in range(1, upto + 1):
        seat = game.current_player
        events = game.apply(bots[seat].choose(observe(game, seat)))
        texts += [e.text for e in events]
        snap = game.to_json() if snapshots and n % SNAPSHOT_EVERY == 0 else None
        assert store.append(
            game_id,
            n,
            game.history[-1],
            seat,
            [{"kind": e.kind, "args": e.args} for e in events],
            now(),
            "over" if game.is_over else "running",
            game.current_player,
            snap,
        )
        if game.is_over:
            break
    return texts


def test_migrations_are_idempotent(store: Store):
    store.migrate()
    store.migrate()
    with store.engine.connect() as c:
        head = ScriptDirectory.from_config(alembic_config()).get_current_head()
        assert c.execute(sa.text("SELECT version_num FROM alembic_version")).scalar_one() == head
        names = set(sa.inspect(c).get_table_names())
    assert {"games", "seats", "actions", "alembic_version"} <= names


def test_postgres_urls_use_psycopg3():
    assert database_url("postgresql://u:p@h/db").drivername == "postgresql+psycopg"
    assert database_url("postgres://u@h:5433/db").drivername == "postgresql+psycopg"
    assert database_url("sqlite:///x.db").drivername == "sqlite"


def test_one_row_per_action_and_exact_rebuild_from_snapshot(store: Store):
    row, game = new_row("g1", ["human", "human", "human", "human"])
    store.create(row)
    texts = play(store, "g1", game, 137)
    loaded_row, rows = store.load("g1")
    assert loaded_row.version == 137 and [r.n for r in rows] == list(range(1, 138))
    assert loaded_row.snapshot_version == 100 and loaded_row.snapshot is not None
    assert [r.action for r in rows] == game.history
    with store.engine.connect() as c:
        assert c.execute(sa.text("SELECT count(*) FROM actions WHERE game_id = 'g1'")).scalar_one() == 137
    live = LiveGame(loaded_row, rows)  # snapshot at 100 + 37 actions
    assert live.game.record().get("position") is not None  # it really started from the snapshot
    assert live.game.to_json() == game.to_json()
    assert all(live.game.view(s) == game.view(s) for s in (None, 0, 1, 2, 3))
    assert live.record() == {"game": "powergrid", "config": row.config, "seed": 7, "actions": game.history}
    assert replay(live.record()).to_json() == game.to_json()
    assert live.texts("en")[-len(texts) :] == texts and live.version == 137
    assert live.game.legal_actions() == game.legal_actions()


def test_full_game_via_snapshots_equals_replay(store: Store):
    row, game = new_row("g2", ["human"] * 3, seed=12, config={"map": "usa", "players": 3})
    store.create(row)
    play(store, "g2", game, 5000)
    assert game.is_over
    loaded_row, rows = store.load("g2")
    assert loaded_row.status == "over" and loaded_row.current_player is None
    live = LiveGame(loaded_row, rows)
    assert live.game.is_over and live.game.view(None) == game.view(None) and live.game.scores() == game.scores()


def test_action_n_commits_once(store: Store):
    row, game = new_row("g3", ["human", "human"])
    store.create(row)
    seat = game.current_player
    assert store.append("g3", 1, "pass", seat, [], now(), "running", 1)
    assert not store.append("g3", 1, "bid 3 on plant 03", seat, [], now(), "running", 1)  # n taken
    assert not store.append("g3", 3, "pass", seat, [], now(), "running", 1)  # version is 1, not 2
    loaded_row, rows = store.load("g3")
    assert loaded_row.version == 1 and [r.action for r in rows] == ["pass"]


def test_concurrent_writers_of_the_same_action_number(store: Store):
    for k in range(10):
        gid = f"race{k}"
        store.create(new_row(gid, ["human", "human"])[0])
        barrier = threading.Barrier(2)
        results: list[bool] = []

        def write(action: str, gid: str = gid, barrier: threading.Barrier = barrier, results: list = results) -> None:
            barrier.wait()
            results.append(store.append(gid, 1, action, 0, [action], now(), "running", 1))

        threads = [threading.Thread(target=write, args=(a,)) for a in ("pass", "bid 3 on plant 03")]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        assert sorted(results) == [False, True]
        loaded_row, rows = store.load(gid)
        assert loaded_row.version == 1 and len(rows) == 1


def test_claims_invitations_and_listing(store: Store):
    store.create(new_row("open1", ["human", "human", "heuristic"])[0])
    row = new_row("full1", ["human", "random"])[0]
    row.seats[0] = SeatRow("human", invitation=digest("the-invitation"))
    store.create(row)
    assert not store.claim("full1", 0, digest("t0"), None)  # held for an invitation: not open
    assert not store.claim("full1", 0, digest("t0"), digest("another"))
    assert store.claim("full1", 0, digest("t0"), digest("the-invitation"))
    assert not store.claim("full1", 0, digest("t1"), digest("the-invitation"))  # used once
    assert not store.claim("full1", 1, digest("t1"), None)  # a bot's seat
    assert store.claim("open1", 1, digest("t2"), None) and not store.claim("open1", 1, digest("t3"), None)
    assert {g["id"]: g["status"] for g in store.listing(None, 10)} == {"open1": "open", "full1": "running"}
    assert [g["id"] for g in store.listing("open", 10)] == ["open1"]
    assert [g["id"] for g in store.listing("running", 10)] == ["full1"]
    assert store.head("open1") == (0, 1) and store.head("full1") == (0, 1) and store.head("nope") is None
    version, seats = store.seats("full1")
    assert version == 1 and seats[0] == SeatRow("human", False, True, digest("t0"), digest("the-invitation"))
    assert store.invite("full1", 0, digest("new")) and not store.invite("full1", 1, digest("x"))
    assert store.seats("full1") == (2, [SeatRow("human", invitation=digest("new")), SeatRow("random", claimed=True)])
    assert store.load("nope") is None
    assert store.bot_turns() == (
        [] if load_game("powergrid", seed=7, map="germany", players=2).current_player == 0 else ["full1"]
    )


def test_expired_games_are_deleted(store: Store):
    """Open games that nobody joined expire: a game that still waits for a human player and saw
    nothing happen since the cut-off is deleted with its seats and actions; others stay."""
    waiting, _ = new_row("wait1", ["human", "random"])
    full, game = new_row("full2", ["random", "random"])
    over, _ = new_row("over1", ["human", "random"])
    over.status = "over"
    recent, _ = new_row("new1", ["human", "random"])
    for r in (waiting, full, over):
        r.created = r.updated = now() - dt.timedelta(hours=30)
    for r in (waiting, full, over, recent):
        store.create(r)
    play(store, "full2", game, 3)
    assert store.expire(now() - dt.timedelta(hours=24)) == ["wait1"]
    assert store.load("wait1") is None and store.head("wait1") is None
    assert {g["id"] for g in store.listing(None, 10)} == {"full2", "over1", "new1"}
    with store.engine.connect() as c:
        for table in ("seats", "actions"):
            assert c.execute(sa.text(f"SELECT count(*) FROM {table} WHERE game_id = 'wait1'")).scalar_one() == 0
    assert store.expire(now() - dt.timedelta(hours=24)) == []


def test_reviews_are_kept_with_their_graphs_and_go_with_their_game(store: Store):
    """A review is kept once per game and seat; another language's graph joins it; a review of a game
    gone meanwhile is not kept, and a game's reviews go with it."""
    row, _ = new_row("rev1", ["human", "random"])
    row.created = row.updated = now() - dt.timedelta(hours=30)
    store.create(row)
    assert store.review("rev1", 0) is None
    body = {"seat": 0, "players": 2, "points": [{"index": 0, "chances": [0.5, 0.5]}], "moments": []}
    store.keep_review("rev1", 0, body, {"en": "<svg/>"})
    store.keep_review("rev1", 0, body, {"en": "<svg/>", "ru": "<svg>ru</svg>"})
    assert store.review("rev1", 0) == (body, {"en": "<svg/>", "ru": "<svg>ru</svg>"})
    assert store.review("rev1", 1) is None
    store.keep_review("nosuch", 0, body, {})
    assert store.review("nosuch", 0) is None
    assert store.expire(now() - dt.timedelta(hours=24)) == ["rev1"]
    with store.engine.connect() as c:
        assert c.execute(sa.text("SELECT count(*) FROM reviews WHERE game_id = 'rev1'")).scalar_one() == 0


def test_seeds_of_64_bits_are_stored_exactly(store: Store):
    """Defect 6: seeds are 64 bits; a signed 64-bit column holds them exactly (two's complement)."""
    for k, seed in enumerate((0, 2**31 - 1, 2**63 - 1, 2**63, 2**64 - 1)):
        row, _ = new_row(f"seed{k}", ["random", "random"], seed=seed)
        store.create(row)
        assert store.load(f"seed{k}")[0].seed == seed


def test_migration_keeps_old_games_playable(tmp_path):
    """A database written before seats were open or invited: tokens become their digests (the old
    tokens still work), seats nobody had claimed stay open to anyone, as they were."""
    from alembic import command

    from powerplay.server.db import alembic_config

    url = f"sqlite:///{tmp_path / 'old.db'}"
    old = Store(url)
    with old.engine.begin() as c:
        cfg = alembic_config()
        cfg.attributes["connection"] = c
        command.upgrade(cfg, "0001")
        c.execute(
            sa.text(
                "INSERT INTO games (id, game, config, seed, seats, status, version, current_player, created, updated)"
                " VALUES ('old1', 'powergrid', '{\"map\": \"germany\", \"players\": 3}', 7, 3, 'running', 0, 0,"
                " '2026-11-20 10:00:00', '2026-11-20 10:00:00')"
            )
        )
        for seat, kind, token, claimed in (
            (0, "human", "tok-zero", 1),
            (1, "human", "tok-one", 0),
            (2, "random", None, 1),
        ):
            c.execute(
                sa.text("INSERT INTO seats (game_id, seat, kind, token, claimed) VALUES ('old1', :s, :k, :t, :c)"),
                {"s": seat, "k": kind, "t": token, "c": claimed},
            )
    old.close()
    store = Store(url)
    store.migrate()
    row, _ = store.load("old1")
    assert row.seats == [
        SeatRow("human", False, True, digest("tok-zero")),
        SeatRow("human", True, False, None),
        SeatRow("random", False, True, None),
    ]
    live = LiveGame(row, [])
    assert live.seat_of("tok-zero") == 0 and live.seat_of("tok-one") is None
    assert live.owner is None and not live.is_owner("anything")
    store.close()
