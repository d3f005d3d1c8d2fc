"""Barrage in the browser before its board exists (issue 17): a game made through the API opens on a
page that says plainly it cannot draw it, in the reader's language, without a script error."""

from __future__ import annotations

from conftest import new_page
from web_helpers import status, take_seat


def test_a_barrage_game_page_says_it_cannot_draw_it_yet(web_server, browser, artifacts):
    api = web_server.client()
    r = api.post("/api/games", json={"game": "barrage", "seed": 3, "seats": ["human", "automa-medium"]})
    assert r.status_code == 201, r.text
    page = new_page(browser)
    take_seat(page, web_server.url, r.json(), 0)
    page.locator("#turn", has_text="terminal").wait_for()
    assert status(page) == "Barrage"
    assert "powerplay play barrage" in page.locator("#turn").inner_text()
    page.screenshot(path=f"{artifacts}/barrage-placeholder.png")
    assert page.errors == []
