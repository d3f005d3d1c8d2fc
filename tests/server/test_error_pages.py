"""A link to an unknown game, or one that cannot name a game, gets a plain page (404, still with the
safety headers) saying what is wrong and leading back to the lobby, not an empty board; the game's own
page is unchanged."""

from __future__ import annotations

import httpx
from server_helpers import Server


def assert_error_page(r: httpx.Response, title: str, *words: str) -> None:
    assert r.status_code == 404
    assert r.headers["content-type"].startswith("text/html")
    assert "script-src 'self'" in r.headers["content-security-policy"]
    assert r.headers["x-frame-options"] == "DENY" and r.headers["x-content-type-options"] == "nosniff"
    text = r.text
    assert f"<h1>{title}</h1>" in text and '<a class="back" href="/">Back to the lobby</a>' in text
    assert "<script" not in text and 'id="board"' not in text and "game.js" not in text
    for word in words:
        assert word in text, (word, text)


def test_unknown_and_broken_game_links_get_a_plain_page(server: Server):
    http = httpx.Client(base_url=server.url, timeout=120)
    for kind in ("play", "watch"):
        assert_error_page(http.get(f"/{kind}/nosuchgame"), "No such game", "no game “nosuchgame”")
        assert_error_page(http.get(f"/{kind}/no-such-game"), "This link is broken", "“no-such-game” cannot be a game")
        head = http.head(f"/{kind}/nosuchgame")
        assert head.status_code == 404 and head.content == b""
    r = http.get("/play/" + "x" * 50)  # too long to be an id: quoted back cut short
    assert_error_page(r, "This link is broken", "x" * 40 + "…")
    r = http.get("/play/%3Cb%3Eoops")  # quoted back escaped, never as markup
    assert_error_page(r, "This link is broken", "&lt;b&gt;oops")
    assert "<b>oops" not in r.text
    r = http.get("/nothing/%3Cb%3Eoops")
    assert_error_page(r, "No such page", "&lt;b&gt;oops")
    assert "<b>oops" not in r.text
    for path in ("/play/", "/play/abc/def", "/nothing"):  # cut short or extended: no such page
        assert_error_page(http.get(path), "No such page")
    api = http.get("/api/nothing")  # the API still answers in JSON
    assert api.status_code == 404 and set(api.json()) == {"error", "rule"}


def test_a_real_game_still_gets_its_page(server: Server):
    from powerplay.server.app import WEB
    from powerplay.server.routes import words

    gid = server.client().create(["human", "random"], players=2)["id"]
    http = httpx.Client(base_url=server.url, timeout=120)
    for path in (f"/play/{gid}", f"/play/{gid}?seat=1", f"/watch/{gid}"):
        r = http.get(path)  # the game page, in English (no cookie, no Accept-Language)
        assert r.status_code == 200 and r.text == words.localize((WEB / "game.html").read_text(), "en")
