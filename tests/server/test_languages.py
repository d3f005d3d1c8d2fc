"""The server keeps events as data and speaks each reader's language — the log, the rules'
refusals and its own error messages (HTTP, WebSocket, the error pages) — chosen by the cookie
``lang``, else ``Accept-Language``, else English. Machine fields (``rule``, status codes) stay as
they are."""

from __future__ import annotations

import json
import re
import sqlite3
from pathlib import Path

import httpx
from server_helpers import Server, Socket, bearer
from websockets.sync.client import connect as ws_connect

from powerplay import i18n, load_game
from powerplay.server.language import language

CYRILLIC = re.compile("[а-яА-ЯіїєґІЇЄҐ]")
RU = {"Cookie": "lang=ru"}
UK = {"Accept-Language": "uk-UA,uk;q=0.9,en;q=0.5"}


class LangSocket(Socket):
    """A WebSocket whose upgrade request carries ``headers`` (a cookie, Accept-Language)."""

    def __init__(self, url: str, headers: dict[str, str]):
        self.ws = ws_connect(url, max_size=None, open_timeout=30, additional_headers=headers, legacy=True)
        self.messages = []
        self.log = []


def socket(server: Server, game_id: str, headers: dict[str, str], token: str | None = None) -> LangSocket:
    sock = LangSocket(f"{server.ws_url}/ws/games/{game_id}", headers)
    sock.ws.send(json.dumps({"token": token} if token else {}))
    return sock


def test_the_language_of_a_request():
    assert language({}) == "en"
    assert language({"accept-language": "uk-UA,uk;q=0.9,ru;q=0.8"}) == "uk"
    assert language({"accept-language": "de-DE,ru;q=0.5"}) == "ru"
    assert language({"accept-language": "de-DE"}) == "en"
    assert language({"cookie": "theme=dark; lang=uk", "accept-language": "ru"}) == "uk"  # the cookie wins
    assert language({"cookie": "lang=xx", "accept-language": "ru"}) == "ru"  # an unknown choice is no choice


def test_stored_events_are_data(server: Server, tmp_path: Path):
    api = server.client()
    created = api.create(["human", "random"], players=2)
    token = api.tokens(created)[0]
    state = api.state(created["id"], token)
    assert state["current_player"] == 0 or not state["legal"]
    if not state["legal"]:  # the bot begins: wait for its move
        state = socket(server, created["id"], {}, token).until(lambda m: m.get("legal"))
    assert api.act(created["id"], token, state["version"], state["legal"][0]).status_code == 200
    with sqlite3.connect(tmp_path / "powerplay.db") as db:
        rows = db.execute("SELECT events FROM actions WHERE game_id = ?", (created["id"],)).fetchall()
    assert rows
    for (events,) in rows:
        for event in json.loads(events):
            assert set(event) == {"kind", "args"} and isinstance(event["args"], dict)


def test_one_game_read_in_russian_and_english_at_the_same_time(server: Server):
    api = server.client()
    created = api.create(["human", "human"], players=2)
    gid = created["id"]
    tokens = api.tokens(created)
    russian = socket(server, gid, RU, tokens[0])
    english = socket(server, gid, {"Accept-Language": "en-GB"})
    ru0, en0 = russian.recv(), english.recv()
    assert len(ru0["log"]) == len(en0["log"]) > 0
    me = tokens[api.state(gid)["current_player"]]
    state = api.state(gid, me)
    r = api.post(
        f"/api/games/{gid}/actions",
        json={"version": state["version"], "action": state["legal"][0]},
        headers={**bearer(me), **RU},
    )
    assert r.status_code == 200 and all(CYRILLIC.search(t) for t in r.json()["events"])
    ru1, en1 = russian.version_at_least(r.json()["version"]), english.version_at_least(r.json()["version"])
    assert len(ru1["log"]) == len(en1["log"]) > len(ru0["log"])
    assert all(CYRILLIC.search(t) for t in ru1["log"])
    assert not any(CYRILLIC.search(t) for t in en1["log"])
    assert ru1["seats"] == en1["seats"] and ru1["current_player"] == en1["current_player"]
    # each line is the same event in the other language
    game = load_game("powergrid", seed=7, map="germany", players=2)
    events = [*game.setup_events, *game.apply(state["legal"][0])]
    assert en1["log"] == [e.text for e in events]
    assert ru1["log"] == [i18n.describe(e._asdict(), "powergrid", "ru") for e in events]
    # the state over HTTP, in Ukrainian by Accept-Language
    uk = api.get(f"/api/games/{gid}/state", headers=UK).json()
    assert uk["log"] == [i18n.describe(e._asdict(), "powergrid", "uk") for e in events]
    russian.close()
    english.close()


def test_refusals_in_the_readers_language(server: Server):
    api = server.client()
    created = api.create(["human", "human", "human"], players=3)
    gid = created["id"]
    tokens = api.tokens(created)
    state = api.state(gid, tokens[0])
    p = state["current_player"]
    other = tokens[(p + 1) % 3]
    # out of turn: 409, in Russian and Ukrainian, the seat in the reader's words
    act = {"version": state["version"], "action": "pass"}
    r = api.post(f"/api/games/{gid}/actions", json=act, headers={**bearer(other), **RU})
    assert r.status_code == 409 and r.json() == {"error": f"сейчас не ваш ход: ходит И{p + 1}", "rule": None}
    r = api.post(f"/api/games/{gid}/actions", json=act, headers={**bearer(other), **UK})
    assert r.status_code == 409 and r.json()["error"] == f"зараз не ваш хід: ходить Г{p + 1}"
    r = api.post(f"/api/games/{gid}/actions", json=act, headers=bearer(other))
    assert r.status_code == 409 and r.json()["error"] == f"not your turn: P{p + 1} is to act"
    # a rule's refusal: 422, its rule id as it is
    r = api.post(
        f"/api/games/{gid}/actions",
        json={"version": state["version"], "action": "pass"},
        headers={**bearer(tokens[p]), **RU},
    )
    assert r.status_code == 422 and r.json()["rule"] and not r.json()["error"].startswith(r.json()["rule"])
    # an unknown game: 404
    r = api.get("/api/games/nosuchgame/state", headers=UK)
    assert r.status_code == 404 and r.json()["error"] == "на цьому сервері немає гри «nosuchgame»"
    # malformed JSON and a body that does not fit the schema: 400, with the field's name as it is
    r = api.post("/api/games", content=b'{"game": ', headers={"Content-Type": "application/json", **RU})
    assert r.status_code == 400 and r.json()["error"].startswith("испорченный JSON")
    r = api.post("/api/games", json={"game": "powergrid", "seats": "human"}, headers=UK)
    assert r.status_code == 400 and r.json()["error"] == "хибний запит: seats: має бути списком"
    r = api.post("/api/games", json={"game": "powergrid", "seats": ["human"] * 3, "config": {"players": 2}}, headers=RU)
    assert r.status_code == 422 and r.json()["error"] == "3 места для игры на 2 игроков"
    # a game's options out of their bounds or choices: the bound and the choice in the reader's words too
    r = api.post("/api/games", json={"game": "powergrid", "config": {"players": 9}}, headers=RU)
    assert r.status_code == 400 and r.json()["rule"] == "PG-3.1"
    assert r.json()["error"].endswith("players: ожидается число не больше 6"), r.json()
    r = api.post("/api/games", json={"game": "powergrid", "config": {"map": "mars"}}, headers=UK)
    assert r.status_code == 400 and re.search(r"map: .*'germany' або 'usa'$", r.json()["error"]), r.json()
    # a wrong token, and no token
    r = api.get(f"/api/games/{gid}/state", headers={**bearer("x" * 20), **RU})
    assert r.status_code == 403 and r.json()["error"] == "неверный токен для этой игры"
    r = api.post(f"/api/games/{gid}/seats/1/invitation", headers=UK)
    assert r.status_code == 401 and "токен" in r.json()["error"]
    assert api.get("/api/nothing", headers=RU).json()["error"] == "не найдено"


def test_websocket_refusals_in_the_readers_language(server: Server):
    sock = socket(server, "nosuchgame", RU)
    closing = sock.recv()
    assert closing == {"type": "error", "error": "на этом сервере нет игры «nosuchgame»", "rule": None}
    sock.close()
    sock = LangSocket(f"{server.ws_url}/ws/games/nosuchgame", UK)
    sock.ws.send("hello")
    assert sock.recv()["error"].startswith("перше повідомлення має бути")
    sock.close()


def test_error_pages_in_the_readers_language(server: Server):
    http = httpx.Client(base_url=server.url, timeout=120)
    r = http.get("/play/nosuchgame", headers=RU)
    assert r.status_code == 404 and '<html lang="ru">' in r.text
    assert "Такой игры нет" in r.text and "«nosuchgame»" in r.text and "Вернуться в лобби" in r.text
    r = http.get("/watch/no-such-game", headers=UK)
    assert r.status_code == 404 and '<html lang="uk">' in r.text and "Це посилання зіпсоване" in r.text
    r = http.get("/no/such/page", headers={"Cookie": "lang=uk", "Accept-Language": "ru"})
    assert r.status_code == 404 and "Такої сторінки немає" in r.text
    assert "No such game" in http.get("/play/nosuchgame").text


def test_bots_are_named_in_the_readers_language(server: Server):
    api = server.client()
    ru = {b["kind"]: b["label"] for b in api.get("/api/bots", headers=RU).json()}
    en = {b["kind"]: b["label"] for b in api.get("/api/bots").json()}
    assert en["random"] == "Random bot" and ru["random"] == "Случайный бот"
