"""What a spectator and each seat see: no hidden money on the page; the replay of a finished game."""

from __future__ import annotations

import re

from conftest import new_page


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
    tokens = {s["seat"]: s["token"] for s in created["seats"] if s["token"]}
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

    for seat, tok in tokens.items():
        page = new_page(browser)
        page.goto(f"{web_server.url}/play/{gid}?token={tok}")
        page.wait_for_selector(f'#players .player[data-seat="{seat}"] .money')
        assert page.locator(f'#players .player[data-seat="{seat}"] .money').inner_text() == str(money[seat])
        for other, m in money.items():
            if other != seat:
                assert page.locator(f'#players .player[data-seat="{other}"] .money').inner_text() == "?"
                assert not re.search(rf'class="money">{m}<', page.content()) or m == money[seat]
        assert page.errors == []
        page.close()
    assert watch.errors == []


def test_wrong_token_and_unknown_game(web_server, browser):
    api = web_server.client()
    created = api.create(["human", "heuristic"], seed=2, players=2)
    page = new_page(browser)
    page.goto(f"{web_server.url}/play/{created['id']}?token=not-a-token")
    page.wait_for_selector("#action-slot .action-panel h2")
    assert "not valid" in page.locator("#action-slot").inner_text().lower()
    page.goto(f"{web_server.url}/watch/no-such-game")
    page.wait_for_selector("#action-slot .action-panel h2")
    assert "no such game" in page.locator("#action-slot").inner_text().lower()


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
    assert len(page.locator("#scores tbody tr").all()) == 3
    # at the end money is public: every player's money is shown
    assert all(re.fullmatch(r"\d+", t) for t in page.locator("#players .money").all_inner_texts())

    page.get_by_role("button", name="Watch the replay").click()
    page.wait_for_selector(".replay-pos")
    assert page.locator(".replay-pos").inner_text().startswith("move 0 of ")
    total = int(page.locator(".replay-pos").inner_text().split()[-1])
    assert "Round 1" in page.locator("#status").inner_text()
    for n in range(1, 6):
        page.get_by_title("next move").click()
        page.wait_for_function(f"window.powerplay.replay.n === {n}")
    assert page.locator(".replay-pos").inner_text() == f"move 5 of {total}"
    assert page.locator("#action-panel .recent li").count() >= 1
    page.keyboard.press("ArrowLeft")
    page.wait_for_function("window.powerplay.replay.n === 4")
    page.get_by_title("end").click()
    page.wait_for_function(f"window.powerplay.replay.n === {total}")
    page.screenshot(path=str(artifacts / "game-over.png"), full_page=True)
    page.get_by_role("button", name="Close replay").click()
    page.wait_for_selector("#scores table")
    assert page.errors == []
