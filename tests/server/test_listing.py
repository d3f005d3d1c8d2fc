"""The lobby's list of games, a page at a time: at most 100 games a page, the newest first, each
page after the cursor the page before gave (every game once, in order, while games move on), the
lists open, running and over each along an index of its own, a page read a moment ago given again
without a query, and a cursor no page gave refused (400)."""

from __future__ import annotations

import datetime as dt
import threading
from collections.abc import Callable

import pytest
import sqlalchemy as sa
from server_helpers import Api, Server, bearer

from powerplay.server.store import PAGE_MAX, Cursor, GameRow, Pages, SeatRow, Store, digest, now

LISTS = ("open", "running", "over")


def token(game_id: str, seat: int) -> str:
    return f"tok-{game_id}-{seat}"


def game_row(game_id: str, kind: str, updated: dt.datetime) -> GameRow:
    """A two-player game of the list ``kind``: seat 0 claimed (its token: ``token``), seat 1 open
    and free (open), claimed (running) or claimed in a game over."""
    seats = [
        SeatRow("human", claimed=True, token=digest(token(game_id, 0))),
        SeatRow(
            "human",
            open=kind == "open",
            claimed=kind != "open",
            token=None if kind == "open" else digest(token(game_id, 1)),
        ),
    ]
    row = GameRow(
        id=game_id,
        game="powergrid",
        config={"map": "germany", "players": 2},
        seed=7,
        seats=seats,
        status="over" if kind == "over" else "running",
        current_player=None if kind == "over" else 0,
    )
    row.created = row.updated = updated
    return row


def populate(store: Store, n: int) -> dict[str, tuple[dt.datetime, str]]:
    """``n`` games, of the three lists in turn, two by two updated at the same moment (the id
    orders them then); each game's ``(updated, list)``."""
    base = now() - dt.timedelta(hours=1)
    out = {}
    for i in range(n):
        game_id = f"g{i:04d}x{(i * 7919) % 97:02d}"
        kind = LISTS[i % 3]
        updated = base + dt.timedelta(seconds=i // 2)
        store.create(game_row(game_id, kind, updated))
        out[game_id] = (updated, kind)
    return out


def newest_first(games: dict[str, tuple[dt.datetime, str]], kind: str | None = None) -> list[str]:
    return sorted((g for g, (_, k) in games.items() if kind in (None, k)), key=lambda g: (games[g][0], g), reverse=True)


def walk(
    api: Api, limit: int | None, status: str | None = None, between: Callable[[int], None] | None = None
) -> list[str]:
    """The ids of every page of a list, one page after the other (``between(n)`` after a page, ``n``
    games seen so far)."""
    ids: list[str] = []
    cursor = None
    while True:
        params: dict = {}
        if limit is not None:
            params["limit"] = limit
        if status is not None:
            params["status"] = status
        if cursor is not None:
            params["before"] = cursor
        r = api.get("/api/games", params=params)
        assert r.status_code == 200, r.text
        page = [g["id"] for g in r.json()]
        assert all(g["status"] == status for g in r.json()) if status else True
        ids += page
        cursor = r.headers.get("x-next-cursor")
        if cursor is None:
            assert "link" not in r.headers
            return ids
        assert len(page) == min(limit or 50, PAGE_MAX)  # a page with a next one is full
        assert r.headers["link"].startswith("</api/games?") and r.headers["link"].endswith('>; rel="next"')
        assert f"before={cursor}" in r.headers["link"]
        if between is not None:
            between(len(ids))


@pytest.fixture
def lobby(start_server, sqlite_url: str) -> tuple[Server, dict[str, tuple[dt.datetime, str]]]:
    """A server on a database holding 131 games."""
    store = Store(sqlite_url)
    store.migrate()
    games = populate(store, 131)
    store.close()
    return start_server(sqlite_url), games


def test_a_page_holds_at_most_100_games(lobby):
    server, games = lobby
    api = server.client()
    r = api.get("/api/games")
    assert r.status_code == 200 and len(r.json()) == 50  # the default
    assert [g["id"] for g in r.json()] == newest_first(games)[:50]
    for limit in (1000, 101, 100):  # an old client's limit=1000 gets a page of 100 (and the next one's cursor)
        r = api.get("/api/games", params={"limit": limit})
        assert r.status_code == 200 and len(r.json()) == PAGE_MAX, limit
        assert "limit=100&" in r.headers["link"]
    assert len(api.get("/api/games", params={"limit": 7}).json()) == 7
    assert api.get("/api/games", params={"limit": 0}).status_code == 400
    assert api.get("/api/games", params={"limit": 1001}).status_code == 400


def test_the_cursor_walks_every_game_once_in_order(lobby):
    server, games = lobby
    api = server.client()
    assert walk(api, 7) == newest_first(games)
    assert walk(api, None) == newest_first(games)
    assert walk(api, 1000) == newest_first(games)


def test_the_cursor_walks_every_game_once_while_games_move_on(lobby):
    """Games move on while a client reads the pages: one it has seen goes to the top of the list and
    does not show again; one it has not seen goes to the top too, so it is not on the pages still to
    come; a new game is on the first page, not on the next ones; every other game shows once, in
    order."""
    server, games = lobby
    api = server.client()
    order = newest_first(games)
    played = api.create(["human", "human"], players=2)
    gid = played["id"]
    tokens = api.tokens(played)
    order.insert(0, gid)
    seen, unseen = order[3], order[60]
    moved: list[str] = []
    new: list[str] = []

    def move_on(n: int) -> None:
        if n == 10:
            assert (
                api.post(f"/api/games/{seen}/name", json={"name": "Anna"}, headers=bearer(token(seen, 0))).status_code
                == 200
            )
            r = api.post(f"/api/games/{unseen}/name", json={"name": "Boris"}, headers=bearer(token(unseen, 0)))
            assert r.status_code == 200
            moved.append(unseen)
            state = api.state(gid, tokens[api.state(gid)["current_player"]])
            mover = tokens[state["current_player"]]
            assert api.act(gid, mover, state["version"], state["legal"][0]).status_code == 200
            new.append(api.create(["human", "open"], players=2)["id"])  # on the first page only
        elif n == 40:
            last = order[n - 1]
            r = api.post(f"/api/games/{last}/name", json={"name": "Olena"}, headers=bearer(token(last, 0)))
            assert r.status_code == 200

    walked = walk(api, 10, between=move_on)
    assert len(walked) == len(set(walked))
    assert walked == [g for g in order if g not in moved]
    top = [g["id"] for g in api.get("/api/games", params={"limit": 5}).json()]
    assert top == [order[39], new[0], gid, unseen, seen]


@pytest.mark.parametrize("status", LISTS)
def test_each_list_walks_its_games(lobby, status: str):
    server, games = lobby
    api = server.client()
    assert walk(api, 9, status) == newest_first(games, status)


@pytest.mark.parametrize(
    "before",
    [
        "x",
        "nonsense",
        "12.abc",
        "12.a-b.3",
        "-12.abc.3",
        "12.abc.3.4",
        "123456789012345678.abc.3",  # beyond the year 5000
        "12.abc.1234567890123456",
        "12.abç.3",
        "12.abc.3\n",
        "1e5.abc.3",
        "12." + "a" * 33 + ".3",
        "MTIuYWJjLjM",  # the cursor's text in base64: no cursor
        "",
        "%00",
        "a" * 201,
    ],
)
def test_a_cursor_no_page_gave_is_refused(server: Server, before: str):
    """A cursor is text of the form a page gives (``X-Next-Cursor``); any other is refused (400, in
    the reader's language), never a 5xx."""
    api = server.client()
    api.create(["human", "open"], players=2)
    for lang in ("en", "ru", "uk"):
        r = api.get("/api/games", params={"before": before}, headers={"Cookie": f"lang={lang}"})
        assert r.status_code == 400, r.text
        assert set(r.json()) == {"error", "rule"} and "before" in r.json()["error"], r.text


def test_a_cursor_is_a_place_in_the_list(server: Server):
    """Any text of a cursor's form is a place in the list: the games older than it (opaque to
    clients all the same: they send back what a page gave them)."""
    api = server.client()
    gid = api.create(["human", "open"], players=2)["id"]
    assert api.get("/api/games", params={"before": "0.a.0"}).json() == []
    r = api.get("/api/games", params={"before": "99999999999999999.zzz.0"})
    assert r.status_code == 200 and [g["id"] for g in r.json()] == [gid]


# ---- the store ---------------------------------------------------------------------------------


def pages(store: Store, status: str | None, limit: int) -> list[str]:
    ids: list[str] = []
    before = None
    while True:
        page = store.page(status, limit, before)
        ids += [g["id"] for g in page.games]
        if page.next is None:
            return ids
        before = page.next


def test_the_lists_follow_the_seats_and_the_end_of_a_game(store: Store):
    """A game is in one list: open while a seat open to anyone is free, running once it is taken
    (or while a seat waits for its invited player), over once finished; a re-issued link holds the
    seat for an invited player."""
    games = populate(store, 40)
    for status in (None, *LISTS):
        assert pages(store, status, 6) == newest_first(games, status), status
    game_id = newest_first(games, "open")[-1]
    assert store.claim(game_id, 1, digest("t"), None, "Anna")
    assert pages(store, "open", 100) == newest_first(games, "open")[:-1]
    assert pages(store, "running", 100)[0] == game_id  # its seats changed: it moved on
    assert store.invite(game_id, 1, digest("again"))
    assert game_id not in pages(store, "open", 100) and pages(store, "running", 100)[0] == game_id
    assert store.append(game_id, 1, "pass", 0, [], now(), "over", None)
    assert pages(store, "over", 100)[0] == game_id and game_id not in pages(store, "running", 100)
    assert {g["status"] for g in store.page("over", 100).games} == {"over"}


def test_a_page_is_read_along_an_index(store: Store):
    """Each list's page (the first and one deep in the list) is one range of an index read
    backwards: no sort, whatever the number of games."""
    populate(store, 30)
    deep = Cursor(now() - dt.timedelta(minutes=50), "g0010x00")
    with store.engine.connect() as c:
        if store.postgres:  # (a table this small is read whole else)
            c.execute(sa.text("SET enable_seqscan = off"))
            c.execute(sa.text("SET enable_bitmapscan = off"))
        for status in (None, *LISTS):
            for before in (None, deep):
                q = store.page_query(status, 50, before).compile(store.engine)
                if store.postgres:
                    plan = "\n".join(c.exec_driver_sql(f"EXPLAIN {q}", q.params).scalars())
                    assert "Sort" not in plan and "Index Scan Backward using ix_games_" in plan, plan
                else:
                    params = tuple(q.params[k] for k in q.positiontup or ())
                    plan = "\n".join(row[-1] for row in c.exec_driver_sql(f"EXPLAIN QUERY PLAN {q}", params))
                    assert "TEMP B-TREE" not in plan and "USING INDEX ix_games_" in plan, plan


class Counted:
    """The queries of the lobby's pages a store ran."""

    def __init__(self, store: Store):
        self.n = 0

        @sa.event.listens_for(store.engine, "before_cursor_execute")
        def count(conn, cursor, statement, *args) -> None:
            if statement.lstrip().upper().startswith("SELECT GAMES.ID, GAMES.GAME"):
                self.n += 1


def test_a_flood_of_requests_reads_each_page_once_a_second(store: Store):
    """The same page asked for again and again within a second is read once; a change to what the
    lists hold (a new game, a seat taken, a game over) is seen at once; a page read earlier than the
    page whose cursor it follows is never given."""
    clock = [0.0]
    store.pages = Pages(clock=lambda: clock[0])
    counted = Counted(store)
    populate(store, 12)
    first = store.page("open", 2)
    for _ in range(100):
        assert store.page("open", 2) == first
    assert counted.n == 1
    clock[0] += 0.5
    second = store.page("open", 2, first.next)
    assert store.page("open", 2, first.next) == second and counted.n == 2
    clock[0] += 0.6  # the first page is a second old: it is read again
    store.page("open", 2)
    assert counted.n == 3
    assert store.page("open", 2, first.next) == second and counted.n == 3
    later = Cursor(first.next.updated, first.next.id, first.next.seen + 60)  # a cursor from a page read after it
    store.page("open", 2, later)
    assert counted.n == 4
    game_id = store.page("open", 2).games[0]["id"]
    assert store.claim(game_id, 1, digest("t"), None, "Anna")
    assert game_id not in [g["id"] for g in store.page("open", 2).games]
    assert counted.n == 5
    store.create(game_row("fresh1", "open", now()))
    assert store.page("open", 2).games[0]["id"] == "fresh1" and counted.n == 6


def test_seats_taken_at_once_leave_the_game_in_the_right_list(store: Store):
    """The last two open seats of a game taken at the same moment: the game is running, not open
    (each change of the seats sees the one before it)."""
    for trial in range(20):
        game_id = f"race{trial}"
        store.create(
            GameRow(
                id=game_id,
                game="powergrid",
                config={"map": "germany", "players": 2},
                seed=7,
                seats=[SeatRow("human", open=True), SeatRow("human", open=True)],
            )
        )
        barrier = threading.Barrier(2)
        done: list[bool] = []

        def take(seat: int, game_id: str = game_id, barrier: threading.Barrier = barrier, done: list = done) -> None:
            barrier.wait()
            done.append(store.claim(game_id, seat, digest(f"{game_id}-{seat}"), None, f"P{seat}"))

        threads = [threading.Thread(target=take, args=(seat,)) for seat in (0, 1)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        assert done == [True, True]
        top = store.listing(None, 1)[0]
        assert (top["id"], top["status"]) == (game_id, "running"), trial
