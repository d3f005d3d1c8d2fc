"""What a spectator and each seat see: no hidden money on the page; the replay of a finished game."""

from __future__ import annotations

import re

from conftest import new_page
from web_helpers import assert_no_secrets_in_urls, assert_watching, saved_tokens, take_seat, wait_until


def _play_humans_until(api, gid: str, tokens: dict[int, str], round_: int) -> dict:
    """Both humans take their first legal action (cheap plants, no fuel, no cities) until ``round_``."""
    for _ in range(500):
        st = api.state(gid)
        if st["view"]["round"] >= round_ or st["over"]:
            return st
        cp = st["current_player"]
        if cp in tokens:
            mine = api.state(gid, tokens[cp])
            api.act(gid, tokens[cp], mine["version"], mine["legal"][0])
        else:
            import time

            time.sleep(0.05)
    raise AssertionError("the game did not get there")


def test_spectator_and_seats_see_no_hidden_money(web_server, browser):
    api = web_server.client()
    created = api.create(["human", "heuristic", "human", "heuristic"], seed=11, players=4)
    gid = created["id"]
    # the invited seats are taken in this browser by their links; the API plays them with its tokens
    seats = new_page(browser)
    for seat in (0, 2):
        take_seat(seats, web_server.url, created, seat)
    tokens = saved_tokens(seats, gid)
    assert sorted(tokens) == [0, 2]
    seats.close()
    _play_humans_until(api, gid, tokens, 2)
    money = {seat: api.state(gid, tok)["view"]["players"][seat]["money"] for seat, tok in tokens.items()}
    assert all(isinstance(m, int) for m in money.values())

    watch = new_page(browser)
    watch.goto(web_server.url + created["spectator_url"])
    watch.wait_for_selector("#players .player .money")
    texts = watch.locator("#players .money").all_inner_texts()
    assert texts == ["?"] * 4
    html = watch.content()
    for m in money.values():
        assert not re.search(rf'class="money">{m}<', html)
    assert watch.evaluate("window.powerplay.state.view.players.map(p => p.money)") == [None] * 4
    assert "watching" in watch.locator("#action-panel").inner_text().lower()
    assert watch.locator("#action-panel button").count() == 0

    for seat in tokens:
        page = new_page(browser)
        page.goto(f"{web_server.url}/play/{gid}?seat={seat}")
        page.wait_for_selector(f'#players .player[data-seat="{seat}"] .money')
        assert page.evaluate("window.powerplay.state.seat") == seat
        assert page.locator(f'#players .player[data-seat="{seat}"] .money').inner_text() == str(money[seat])
        for other, m in money.items():
            if other != seat:
                assert page.locator(f'#players .player[data-seat="{other}"] .money').inner_text() == "?"
                assert not re.search(rf'class="money">{m}<', page.content()) or m == money[seat]
        assert page.errors == []
        assert_no_secrets_in_urls(page)
        page.close()
    assert watch.errors == []
    assert_no_secrets_in_urls(watch)


def test_wrong_invitation_unheld_seat_and_unknown_game(web_server, browser):
    """A wrong invitation, a seat this browser does not hold and an old ``?token=`` address: the page
    watches and says why (defect 7: a token in the URL is not read at all); an unknown game says so."""
    api = web_server.client()
    created = api.create(["human", "heuristic"], seed=2, players=2)
    gid = created["id"]
    page = new_page(browser)
    page.goto(f"{web_server.url}/play/{gid}#invite=not-an-invitation")
    page.wait_for_url(re.compile(rf"/play/{gid}$"))  # the wrong invitation is gone from the address
    assert_watching(page, why="not valid for this game")
    # a mangled copy of a link, opened in the same tab (only the fragment changes: the page starts again)
    page.goto(f"{web_server.url}/play/{gid}#invite=abc%20")
    page.wait_for_url(re.compile(rf"/play/{gid}$"))
    assert_watching(page, why="is the link complete?")
    page.goto(f"{web_server.url}/play/{gid}?seat=0")
    assert_watching(page, why="does not hold seat 1")
    token = api.tokens(created)[0]  # (a real token, taken elsewhere: in the address it is ignored)
    page.goto(f"{web_server.url}/play/{gid}?token={token}")
    assert_watching(page, why="holds no seat in this game")
    assert page.evaluate("localStorage.getItem('powerplay.seats')") in (None, "{}")
    assert page.errors == []
    # (a well-formed id, and one that cannot be an id): a plain page that says so, not an empty board
    for unknown, title in (("nosuchgame", "No such game"), ("no-such-game", "This link is broken")):
        response = page.goto(f"{web_server.url}/watch/{unknown}")
        assert response is not None and response.status == 404
        assert page.locator("h1").inner_text() == title and page.locator("#board").count() == 0
        assert unknown in page.locator("main").inner_text()
        page.get_by_role("link", name="Back to the lobby").click()
        page.wait_for_url(f"{web_server.url}/")
    assert page.errors == []


def test_finished_game_scores_and_replay(fast_server, browser, artifacts):
    api = fast_server.client()
    created = api.create(["heuristic", "random", "heuristic"], seed=5, players=3)
    gid = created["id"]
    import time

    for _ in range(600):
        if api.state(gid)["over"]:
            break
        time.sleep(0.1)
    page = new_page(browser)
    page.goto(fast_server.url + created["spectator_url"])
    page.wait_for_selector("#scores table")
    assert "Winner" in page.locator("#scores").inner_text()
    assert page.locator("#scores thead th[data-seat]").count() == 3  # a column per player
    # at the end money is public: every player's money is shown
    assert all(re.fullmatch(r"\d+", t) for t in page.locator("#players .money").all_inner_texts())

    page.get_by_role("button", name="Watch the replay").click()
    page.wait_for_selector(".replay-pos")
    assert page.locator(".replay-pos").inner_text().startswith("move 0 of ")
    total = int(page.locator(".replay-pos").inner_text().split()[-1])
    assert "Round 1" in page.locator("#status").inner_text()
    for n in range(1, 6):
        page.get_by_title("next move").click()
        wait_until(page, f"window.powerplay.replay.n === {n}")
    assert page.locator(".replay-pos").inner_text() == f"move 5 of {total}"
    assert page.locator("#action-panel .recent li").count() >= 1
    page.keyboard.press("ArrowLeft")
    wait_until(page, "window.powerplay.replay.n === 4")
    page.get_by_title("end").click()
    wait_until(page, f"window.powerplay.replay.n === {total}")
    page.screenshot(path=str(artifacts / "game-over.png"), full_page=True)
    page.get_by_role("button", name="Close replay").click()
    page.wait_for_selector("#scores table")
    assert page.errors == []
