"""Learning from the bots in the browser: a hint during play (the hard bot's best moves with the chance to
win after each) and each player's chance, and once the game is over its review (the graph, the moments
that mattered), in Russian, then on its own page by its link, in Ukrainian on a phone."""

from __future__ import annotations

from conftest import new_page
from web_helpers import drive, saved_tokens, take_seat, wait_until


def test_a_hint_during_play_and_the_review_after_the_game(fast_server, browser, profiles, artifacts):
    api = fast_server.client()
    created = api.create(["human", "heuristic"], seed=5, game="powergrid-cards", players=2)
    gid = created["id"]
    page = new_page(browser)
    page.context.add_cookies([{"name": "lang", "value": "ru", "url": fast_server.url}])
    take_seat(page, fast_server.url, created, 0)
    wait_until(page, "window.powerplay.state && window.powerplay.state.current_player === 0", timeout=60000)
    # the hint: the chance now, the hard bot's plans with the chance after each, in Russian
    page.locator("#hint-btn").click()
    card = page.locator("#hint-card .hint-options li").first
    card.wait_for(timeout=60000)
    text = page.locator("#hint-card").inner_text()
    assert "Ваш шанс на победу сейчас" in text and "%" in text, text
    legal = page.evaluate("window.powerplay.state.legal")
    actions = page.locator("#hint-card .hint-options li").evaluate_all("(xs) => xs.map((x) => x.dataset.action)")
    assert actions and all(a in legal for a in actions)
    page.screenshot(path=f"{artifacts}/advice-hint.png")
    # each player's chance as the seat sees the game, a bar each, at any moment
    page.locator("#chances-btn").click()
    page.locator("#chances-card .chance-bars li").nth(1).wait_for(timeout=60000)
    looked = page.locator("#chances-card").inner_text()
    assert "Шансы каждого игрока на победу" in looked and looked.count("%") == 2, looked
    page.locator("#action-panel").screenshot(path=f"{artifacts}/advice-chances.png")
    # play on to the end (the person's moves sent for them), then the review from the seat's side
    tokens = saved_tokens(page, gid)
    drive(api, gid, tokens, lambda st: st["over"])
    wait_until(page, "window.powerplay.state && window.powerplay.state.over", timeout=60000)
    page.locator("#review-btn").click()
    page.locator("#review img.review-graph").wait_for(timeout=300000)
    assert page.locator("#review .review-moments li").count() >= 1
    moments = page.locator("#review .review-moments").inner_text()
    assert "Действие" in moments and "%" in moments, moments
    assert page.evaluate("document.querySelector('#review img.review-graph').naturalWidth") > 100
    page.screenshot(path=f"{artifacts}/advice-review.png", full_page=True)
    # its own page, by its link, for someone without the seat (a phone)
    link = page.locator("#review-page-link").get_attribute("href")
    assert link == f"/review/{gid}/0"
    other = new_page(profiles(), 390, 844)
    other.context.add_cookies([{"name": "lang", "value": "uk", "url": fast_server.url}])
    other.goto(fast_server.url + link)
    other.locator("#review img.review-graph").wait_for(timeout=60000)
    shared = other.locator("#review").inner_text()
    assert "Розбір партії" in shared and "%" in shared, shared
    assert other.locator("#review .review-moments li").count() == page.locator("#review .review-moments li").count()
    other.screenshot(path=f"{artifacts}/advice-review-shared-phone.png", full_page=True)
    assert page.errors == [] and other.errors == []


def test_a_spectator_sees_the_chances_where_the_creator_allows_it(fast_server, browser, artifacts):
    """Without the creator's leave a spectator has no Chances button; with it, the chances from what every
    player may know, a bar each."""
    api = fast_server.client()
    body = {"game": "powergrid", "config": {"map": "germany"}, "seats": ["human", "heuristic", "heuristic"]}
    hidden = api.post("/api/games", json={**body, "seed": 3}).json()
    shown = api.post("/api/games", json={**body, "seed": 3, "advice": {"spectators": True}}).json()
    page = new_page(browser)
    page.context.add_cookies([{"name": "lang", "value": "uk", "url": fast_server.url}])
    page.goto(f"{fast_server.url}/watch/{hidden['id']}")
    wait_until(page, "window.powerplay.state && window.powerplay.state.view", timeout=60000)
    assert page.locator("#chances-btn").count() == 0
    page.goto(f"{fast_server.url}/watch/{shown['id']}")
    page.locator("#chances-btn").click()
    page.locator("#chances-card .chance-bars li").nth(2).wait_for(timeout=60000)
    text = page.locator("#chances-card").inner_text()
    assert "Шанси кожного гравця на перемогу" in text and text.count("%") == 3, text
    page.locator("#spectator-advice").screenshot(path=f"{artifacts}/advice-spectator-chances.png")
    assert page.errors == []
