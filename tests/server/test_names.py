"""Players give their names when creating a game, joining an open seat or claiming an
invited one; the server keeps them per seat and shows them everywhere — the seats of the state and
of the lobby's list, the log (for the seat's label), its refusals — as text. A name that cannot be
one is refused (422) and changes nothing."""

from __future__ import annotations

import httpx
import pytest
import sqlalchemy as sa
from alembic import command
from server_helpers import Server, at_once, bearer, invitation

from powerplay.server.db import alembic_config
from powerplay.server.store import GameRow, NameTaken, SeatRow, Store, digest


def create(server: Server, seats: list[str], name: str | None = None, **extra) -> dict:
    body = {"game": "powergrid", "config": {"map": "germany", "players": len(seats)}, "seats": seats, "seed": 7}
    if name is not None:
        body["name"] = name
    r = server.client().post("/api/games", json={**body, **extra})
    assert r.status_code == 201, r.text
    return r.json()


def play_until(api, gid: str, tokens: dict[int, str], seat: int) -> dict:
    """Pass or take the first legal action until ``seat`` has acted once; its state then."""
    while True:
        state = api.state(gid, tokens.get(api.state(gid)["current_player"]))
        mover = state["current_player"]
        assert api.act(gid, tokens[mover], state["version"], state["legal"][0]).status_code == 200
        if mover == seat:
            return api.state(gid)


def test_a_name_given_at_creation_and_at_joining_is_shown_everywhere(server: Server):
    api = server.client()
    created = create(server, ["human", "open"], name="  Anna  ")
    gid = created["id"]
    assert [s["name"] for s in api.state(gid)["seats"]] == ["Anna", None]  # trimmed; the creator's seat
    lobby = {g["id"]: g for g in api.get("/api/games").json()}[gid]
    assert lobby["seats"][0]["name"] == "Anna"
    # the invited seat claimed without a name keeps the creator's; the open seat is joined by Boris
    anna = api.claim(gid, created["seats"][0]["link"]).json()["token"]
    boris = api.post(f"/api/games/{gid}/join", json={"name": "Boris"}).json()["token"]
    state = api.state(gid)
    assert [s["name"] for s in state["seats"]] == ["Anna", "Boris"]
    assert {g["id"]: g for g in api.get("/api/games").json()}[gid]["seats"][1]["name"] == "Boris"
    # the log writes each seat as its player's name, in every language
    first = state["current_player"]
    name = ["Anna", "Boris"][first]
    waiting = [anna, boris][1 - first]
    r = api.act(gid, waiting, state["version"], "pass")
    assert r.status_code == 409 and r.json()["error"] == f"not your turn: {name} is to act"
    after = play_until(api, gid, {0: anna, 1: boris}, first)
    assert any(name in line for line in after["log"])
    ru = api.get(f"/api/games/{gid}/state", headers={"Cookie": "lang=ru"}).json()
    assert any(name in line for line in ru["log"])
    assert not any(f"P{first + 1} " in line for line in after["log"])


def test_a_claimed_invitation_names_its_seat(server: Server):
    api = server.client()
    created = create(server, ["human", "human"])
    gid = created["id"]
    r = api.post(
        f"/api/games/{gid}/claim", json={"invitation": invitation(created["seats"][1]["link"]), "name": "Олена"}
    )
    assert r.status_code == 200
    assert [s["name"] for s in api.state(gid)["seats"]] == [None, "Олена"]
    # a name another player of the game has already is refused (the log could not tell them apart)
    r = api.post(
        f"/api/games/{gid}/claim", json={"invitation": invitation(created["seats"][0]["link"]), "name": "олена"}
    )
    assert r.status_code == 422 and "олена" in r.json()["error"]
    assert [s["name"] for s in api.state(gid)["seats"]] == [None, "Олена"]


def test_a_re_issued_link_forgets_the_name(server: Server):
    api = server.client()
    created = create(server, ["human", "human"], name="Anna")
    gid = created["id"]
    r = api.post(f"/api/games/{gid}/seats/0/invitation", headers=bearer(created["owner"]))
    assert r.status_code == 200
    assert api.state(gid)["seats"][0]["name"] is None


@pytest.mark.parametrize(
    "name",
    ["x" * 500, "x" * 25, "   ", "", "Anna\nBoris", "tab\there", "bell\x07", "\u202eevil", "zero\u200bwidth"],
)
def test_a_name_that_cannot_be_one_is_refused(server: Server, name: str):
    api = server.client()
    r = api.post("/api/games", json={"game": "powergrid", "config": {"map": "germany", "players": 2}, "name": name})
    assert r.status_code == 422 and set(r.json()) == {"error", "rule"}, r.text
    assert "name" in r.json()["error"]
    created = create(server, ["human", "open"])
    r = api.post(f"/api/games/{created['id']}/join", json={"name": name}, headers={"Cookie": "lang=uk"})
    assert r.status_code == 422 and "ім" in r.json()["error"], r.text  # ім'я, імені
    seat = {"seat": 1, "kind": "human", "open": True, "claimed": False, "name": None}
    assert api.state(created["id"])["seats"][1] == seat  # nothing changed


def test_a_name_is_text_never_markup(server: Server):
    """A name that looks like HTML is a name like any other: kept and sent as the text it is (the
    pages write it as text)."""
    api = server.client()
    created = create(server, ["human", "heuristic"], name="<script>alert(1)")
    assert api.state(created["id"])["seats"][0]["name"] == "<script>alert(1)"


def test_the_creators_name_goes_to_the_seat_they_play(server: Server):
    """The creator plays the first invited seat (the lobby's "Play as"): an open seat is named by
    whoever joins it, and only by them."""
    api = server.client()
    created = create(server, ["open", "human"], name="Anna")
    gid = created["id"]
    assert [s["name"] for s in api.state(gid)["seats"]] == [None, "Anna"]
    assert api.post(f"/api/games/{gid}/join", json={}).status_code == 200
    assert [s["name"] for s in api.state(gid)["seats"]] == [None, "Anna"]


def test_a_player_names_their_seat_after_taking_it(server: Server):
    """A seat taken without a name (an invitation opened in a browser that knows none) is named by
    its player later, with the seat's token: the seats and the log follow, on every page at once."""
    api = server.client()
    created = create(server, ["human", "human"])
    gid = created["id"]
    tokens = api.tokens(created)
    sock = server.socket(gid, tokens[1])
    sock.version_at_least(0)
    r = api.post(f"/api/games/{gid}/name", json={"name": " Boris "}, headers=bearer(tokens[0]))
    assert r.status_code == 200 and r.json() == {"seat": 0, "name": "Boris"}
    pushed = sock.until(lambda m: m.get("type") == "state" and m["seats"][0]["name"] == "Boris")
    assert pushed["seats"][1]["name"] is None
    assert api.post(f"/api/games/{gid}/name", json={"name": "boris"}, headers=bearer(tokens[1])).status_code == 422
    assert api.post(f"/api/games/{gid}/name", json={"name": "a\tb"}, headers=bearer(tokens[1])).status_code == 422
    assert api.post(f"/api/games/{gid}/name", json={"name": "Boris"}).status_code == 401
    assert api.post(f"/api/games/{gid}/name", json={"name": 7}, headers=bearer(tokens[1])).status_code == 400
    play_until(api, gid, tokens, 0)
    log = api.state(gid)["log"]
    assert any("Boris" in line for line in log) and not any(line.startswith("P1 ") for line in log)
    sock.close()


# ---- what makes two names one, and a name no name ------------------------------------------------
def join_at_once(urls: list[str], game_id: str, names: list[str]) -> list[httpx.Response]:
    """Join open seat ``i`` as ``names[i]`` through ``urls[i % len(urls)]``, every request let go at
    the same moment (a barrier)."""
    return at_once(
        [urls[i % len(urls)] for i in range(len(names))],
        lambda c, i: c.post(f"/api/games/{game_id}/join", json={"seat": i, "name": names[i]}),
    )


def test_case_variants_joining_at_once_are_one_name(start_server, pg_url: str):
    """Players joining one game at the same moment, through two server processes on one
    PostgreSQL, as Anna, anna, ANNA and a fullwidth Ａｎｎａ: the database takes exactly one of them
    (the others are told the name is taken, never a 5xx), whichever process answers."""
    a: Server = start_server(pg_url)
    b: Server = start_server(pg_url)
    api = a.client()
    names = ["Anna", "anna", "ANNA", "Ａｎｎａ"]
    for trial in range(30):
        gid = api.create(["open"] * 4, seed=trial, players=4)["id"]
        answers = join_at_once([a.url, b.url], gid, names)
        codes = [r.status_code for r in answers]
        assert sorted(codes) == [200, 422, 422, 422], [r.text for r in answers]
        for r in answers:
            if r.status_code == 422:
                assert "another player of this game is called" in r.json()["error"]
        taken = [s["name"] for s in b.client().state(gid)["seats"] if s["claimed"]]
        assert len(taken) == 1 and taken[0] in ("Anna", "anna", "ANNA"), (trial, taken)


@pytest.mark.parametrize(
    "name",
    [
        "\u3164",  # HANGUL FILLER
        "\u2800",  # BRAILLE PATTERN BLANK
        "\u115f",  # HANGUL CHOSEONG FILLER
        "\u1160",  # HANGUL JUNGSEONG FILLER
        "\uffa0",  # HALFWIDTH HANGUL FILLER
        "\u3164\u3164 \u2800",
        "Anna\u3164",  # a filler beside a name: another name that looks the same
        "\u2800Anna",
        "\u034f",  # COMBINING GRAPHEME JOINER
        "\U000e0041\U000e0042",  # tag characters
        "\u0301\u0301",  # marks with nothing to mark
        "...",
    ],
)
def test_a_name_that_shows_nothing_is_refused(server: Server, name: str):
    """A name must show something: blank-looking or ignorable characters (Hangul fillers, the blank
    Braille pattern, tags, a lone combining mark) are invisible, and a name needs a visible letter,
    digit or symbol. Refused (422) in the reader's language; nothing changes."""
    api = server.client()
    created = create(server, ["human", "open"])
    gid = created["id"]
    for lang, word in (("en", "name"), ("ru", "имен"), ("uk", "ім")):
        r = api.post(f"/api/games/{gid}/join", json={"name": name}, headers={"Cookie": f"lang={lang}"})
        assert r.status_code == 422 and set(r.json()) == {"error", "rule"}, r.text
        assert word in r.json()["error"], r.text
    r = api.post("/api/games", json={"game": "powergrid", "config": {"map": "germany", "players": 2}, "name": name})
    assert r.status_code == 422, r.text
    assert api.state(gid)["seats"][1] == {"seat": 1, "kind": "human", "open": True, "claimed": False, "name": None}


@pytest.mark.parametrize(
    "name",
    [
        "\u0410nna",  # a Cyrillic А, then Latin letters
        "Ann\u0430",  # Latin, then a Cyrillic а
        "\u0391nna",  # a Greek Alpha
        "Pav\u0435l",
        "Ολγa",  # Greek and a Latin a
    ],
)
def test_a_name_that_mixes_alphabets_is_refused(server: Server, name: str):
    """A name whose letters come from two alphabets (a Cyrillic А among Latin letters) looks like
    another player's name: refused (422) in the reader's language."""
    api = server.client()
    r = api.post("/api/games", json={"game": "powergrid", "config": {"map": "germany", "players": 2}, "name": name})
    assert r.status_code == 422 and "alphabet" in r.json()["error"], r.text
    created = create(server, ["human", "open"])
    r = api.post(f"/api/games/{created['id']}/join", json={"name": name}, headers={"Cookie": "lang=ru"})
    assert r.status_code == 422 and "алфавит" in r.json()["error"], r.text
    r = api.post(f"/api/games/{created['id']}/join", json={"name": name}, headers={"Cookie": "lang=uk"})
    assert r.status_code == 422 and "абет" in r.json()["error"], r.text


@pytest.mark.parametrize(
    "name",
    ["Anna", "Олена", "Ολγα", "José María", "Anna-Maria 2", "山田たろう", "Taro 太郎", "김민준", "R2-D2 ★", "Zoë"],
)
def test_names_of_one_alphabet_are_kept(server: Server, name: str):
    """Names in any one script are names (Japanese mixes kanji and kana, as Korean its hangul with
    hanja: one writing each; Latin letters beside them too); digits, spaces and symbols go with any."""
    created = create(server, ["human", "heuristic"], name=name)
    assert server.client().state(created["id"])["seats"][0]["name"] == name


def test_names_are_normalised_before_anything(server: Server):
    """A name is kept in its NFKC form (compatibility characters become the plain ones: fullwidth
    Ａｎｎａ is Anna, the ligature ﬁ is fi), then trimmed, and compared without case: fullwidth
    Ａｎｎａ collides with anna."""
    api = server.client()
    created = create(server, ["human", "open", "open"], name="\u3000Ａｎｎａ\u3000")
    gid = created["id"]
    assert api.state(gid)["seats"][0]["name"] == "Anna"
    r = api.post(f"/api/games/{gid}/join", json={"seat": 1, "name": "anna"})
    assert r.status_code == 422 and "anna" in r.json()["error"], r.text
    r = api.post(f"/api/games/{gid}/join", json={"seat": 1, "name": "ﬁona"})
    assert r.status_code == 200, r.text
    r = api.post(f"/api/games/{gid}/join", json={"seat": 2, "name": "FIONA"})
    assert r.status_code == 422, r.text
    assert [s["name"] for s in api.state(gid)["seats"]] == ["Anna", "fiona", None]


@pytest.fixture(params=["sqlite", "postgresql"])
def store(request, tmp_path):
    url = f"sqlite:///{tmp_path / 'p.db'}" if request.param == "sqlite" else request.getfixturevalue("pg_url")
    s = Store(url)
    yield s
    s.close()


def test_the_database_keeps_names_apart(store: Store):
    """Two players of one game cannot be stored under names that differ only in case or form (the
    check is the database's, in the transaction that takes or names the seat); other games may."""
    store.migrate()
    for gid in ("one", "two"):
        store.create(
            GameRow(
                id=gid,
                game="powergrid",
                config={"map": "germany", "players": 3},
                seed=7,
                seats=[SeatRow("human", open=True)] * 3,
            )
        )
    assert store.claim("one", 0, digest("t0"), None, "Anna")
    with pytest.raises(NameTaken):
        store.claim("one", 1, digest("t1"), None, "ANNA")
    assert store.claim("one", 1, digest("t1"), None, "Boris")
    with pytest.raises(NameTaken):
        store.rename("one", 1, "anna")
    store.rename("one", 0, "anna")  # a player may change the case of their own name
    assert store.claim("two", 0, digest("t2"), None, "Anna")
    assert [s.name for s in store.seats("one")[1]] == ["anna", "Boris", None]
    assert store.invite("one", 0, digest("again"))  # a re-issued link frees the name
    assert store.claim("one", 2, digest("t3"), None, "ANNA")


def test_the_migration_keeps_a_database_holding_duplicate_names(store: Store):
    """Names that differ only in case, stored before the database kept names apart, do not stop the
    migration: the first of them keeps its name's key, the later ones have none (their names stay
    shown), and from then on the name is taken."""
    cfg = alembic_config()
    with store.engine.begin() as c:
        cfg.attributes["connection"] = c
        command.upgrade(cfg, "0003")
        c.execute(
            sa.text(
                "INSERT INTO games (id, game, config, seed, seats, status, version, current_player, created, updated,"
                " seats_version) VALUES ('old1', 'powergrid', '{\"map\": \"germany\", \"players\": 4}', 7, 4,"
                " 'running', 0, 0, '2026-11-20 10:00:00', '2026-11-20 10:00:00', 0)"
            )
        )
        for seat, name in enumerate(("Anna", "anna", "ＡＮＮＡ", None)):
            c.execute(
                sa.text(
                    "INSERT INTO seats (game_id, seat, kind, token, claimed, open, name)"
                    " VALUES ('old1', :s, 'human', :t, :c, :o, :n)"
                ),
                {
                    "s": seat,
                    "t": None if name is None else digest(f"t{seat}"),
                    "c": name is not None,
                    "o": True,
                    "n": name,
                },
            )
    store.migrate()
    with store.engine.connect() as c:
        keys = c.execute(sa.text("SELECT name_key FROM seats WHERE game_id = 'old1' ORDER BY seat")).scalars().all()
    assert keys == ["anna", None, None, None]
    assert [s.name for s in store.seats("old1")[1]] == ["Anna", "anna", "ＡＮＮＡ", None]
    with pytest.raises(NameTaken):
        store.claim("old1", 3, digest("t3"), None, "ANNA")
    assert store.claim("old1", 3, digest("t3"), None, "Olena")
