"""Power Grid: The Card Game in the browser: lobby → auctions, resource cards and production by
clicking (through a reload); what a spectator never sees; the phone layout."""

from __future__ import annotations

import re
import time

from conftest import new_page
from web_helpers import (
    assert_no_secrets_in_urls,
    click_and_wait,
    confirm_box,
    panel,
    round_number,
    saved_tokens,
    seat_url,
    status,
    take_seat,
    wait_for_turn,
    wait_until,
)

from powerplay import replay


def create_cards_from_lobby(page, base: str, seed: int, players: int = 3) -> str:
    """Create a card game of one invited human and random bots in the lobby; its id."""
    page.goto(base + "/")
    page.locator("#game").select_option("powergrid-cards")
    assert page.locator("#map-seg").is_hidden() and page.locator("#region-pick").is_hidden()
    assert page.locator("#option-starting_cities").is_hidden()
    page.locator("#players-seg label", has_text=str(players)).click()
    for seat in range(1, players):
        options = page.locator(f"#seat-{seat} option").all_inner_texts()
        assert options[:2] == ["Human (invited by link)", "Human (open to anyone)"]
        assert {"Random bot", "Heuristic bot", "Search bot: hard", "Search bot: expert"} <= set(options)
        page.locator(f"#seat-{seat}").select_option("random")
    assert page.locator("#option-trust").is_disabled()  # the Trust plays only with 2 players
    page.locator("#seed").fill(str(seed))
    page.screenshot(path="test-artifacts/cards-lobby.png", full_page=True)
    page.locator("#create-btn").click()
    page.wait_for_selector("#created:not([hidden]) #play-first")
    link = page.locator('#created textarea[data-link="seat-0"]').input_value()
    return re.fullmatch(rf"{re.escape(base)}/play/([^/?#]+)#invite=[\w-]+", link).group(1)


def money(page) -> int:
    return int(page.locator(".player.you .money").inner_text())


def test_play_the_card_game_from_the_lobby(web_server, browser, artifacts):
    page = new_page(browser)
    gid = create_cards_from_lobby(page, web_server.url, seed=8)
    # the lists say which game each is (a game waiting for its invited player is running, not open)
    row = page.locator(f'#running-games li[data-game="{gid}"]')
    row.locator(".game-powergrid-cards").wait_for()
    assert "Power Grid: The Card Game" in row.inner_text()
    assert "waiting for 1 invited player" in row.inner_text()
    page.locator("#play-first").click()
    page.wait_for_url(seat_url(gid, 0))
    page.wait_for_selector("#plant-market .plant")
    assert "Power Grid: The Card Game" in status(page)
    assert page.locator("#map-card").is_hidden()
    assert page.locator("#resource-market .rcol").count() == 4
    assert page.locator("#resource-market .rcol-price").all_inner_texts()[:1][0].startswith("1")
    assert money(page) == 12

    done = set()
    reloaded = False
    opened_plant = None
    for _ in range(200):
        kind = wait_for_turn(page)
        if kind == "over" or (round_number(page) > 2 and {"open", "raise", "pass", "buy", "produce"} <= done):
            break
        p = panel(page)
        if kind == "open":
            cards = p.locator(".plant-choice button.plant:not(.kind-eco)")
            if not cards.count():
                cards = p.locator(".plant-choice button.plant")
            if not cards.count() or ("open" in done and round_number(page) > 1):
                click_and_wait(page, p.locator('[data-action="pass"]'))
                continue
            card = cards.first
            opened_plant = card.get_attribute("data-plant")
            low = int(re.search(r"\d+", p.locator(".plant-choice small").first.inner_text()).group(0))
            card.click()
            assert int(page.locator("#bid-input").input_value()) >= low  # the minimum, prefilled
            page.wait_for_selector(f'#plant-market .plant.selected[data-plant="{opened_plant}"]')
            click_and_wait(page, confirm_box(page).locator('[data-action="open-bid"]'))
            done.add("open")
        elif kind == "raise":
            raise_btn = p.locator('[data-action="raise"]')
            mine = page.locator("#auction-box").inner_text().startswith(f"Auction: plant {opened_plant}")
            if (
                raise_btn.count()
                and ("raise" not in done or mine)
                and int(re.search(r"\d+", raise_btn.inner_text()).group(0)) <= money(page) - 3
            ):
                page.screenshot(path=str(artifacts / "cards-auction.png"), full_page=True)
                click_and_wait(page, raise_btn)
                done.add("raise")
            else:
                click_and_wait(page, p.locator('[data-action="pass"]'))
                done.add("pass")
        elif kind in ("demolish", "discard"):
            first = p.locator(".plant-choice button.plant").first
            if first.count():
                first.click()
            click_and_wait(page, p.locator(f'[data-action="{kind}"]').first)
        elif kind == "buy":
            cards = page.locator("#resource-market button.rcard.selectable")
            if "buy" not in done and cards.count():
                cards.first.click()
                preview = page.locator("#buy-preview").inner_text()
                m = re.search(r"Price: (\d) × (\d+) = (\d+)", preview)
                assert m and int(m.group(1)) * int(m.group(2)) == int(m.group(3)), preview
                cost = int(m.group(3))
                assert confirm_box(page).locator('[data-action="buy"]').inner_text() == f"Buy for {cost}"
                before, held = money(page), page.locator(".player.you .pcards .rcard").count()
                page.screenshot(path=str(artifacts / "cards-buy.png"), full_page=True)
                click_and_wait(page, confirm_box(page).locator('[data-action="buy"]'))
                done.add("buy")
                wait_until(page, f"document.querySelectorAll('.player.you .pcards .rcard').length > {held}")
                assert money(page) == before - cost
                # a reload in the middle of the game comes back where it was
                page.reload()
                reloaded = True
                assert wait_for_turn(page) == "buy"
                assert money(page) == before - cost
            else:
                click_and_wait(page, p.locator('[data-action="done"]'))
        elif kind == "produce":
            button = p.locator('[data-action="produce"]')
            if page.locator("#income-preview").count():
                income = int(re.search(r"Income: (\d+)", page.locator("#income-preview").inner_text()).group(1))
                assert button.inner_text() == f"Produce (+{income})"
                page.screenshot(path=str(artifacts / "cards-produce.png"), full_page=True)
                before = money(page)
                click_and_wait(page, button)
                wait_until(page, f"window.powerplay.state.view.seats[0].money === {before + income}")
                done.add("produce")
            else:
                click_and_wait(page, button)
        else:
            raise AssertionError(f"unexpected decision {kind!r}: {p.inner_text()}")
    assert {"open", "raise", "pass", "buy", "produce"} <= done, done
    assert reloaded
    assert page.locator(".player.you .pplants .plant").count() >= 1
    log = page.locator("#log").inner_text()
    assert "P1 buys" in log and "Round 2" in log
    page.screenshot(path=str(artifacts / "cards-game-page.png"), full_page=True)
    assert page.errors == []
    assert_no_secrets_in_urls(page)


def _drive(api, gid: str, tokens: dict[int, str], steps: int) -> None:
    """The humans take their first legal action (or a purchase) ``steps`` times."""
    for _ in range(steps):
        st = api.state(gid)
        if st["over"]:
            return
        seat = st["current_player"]
        if seat not in tokens:
            time.sleep(0.05)
            continue
        me = api.state(gid, tokens[seat])
        legal = me["legal"]
        action = next((a for a in legal if a.startswith("buy")), legal[0]) if legal else None
        if action:
            api.act(gid, tokens[seat], me["version"], action)


def test_spectator_never_sees_hidden_things(web_server, browser, artifacts):
    api = web_server.client()
    r = api.post(
        "/api/games",
        json={
            "game": "powergrid-cards",
            "seed": 5,
            "config": {"players": 2, "hidden_money": True, "trust": True},
            "seats": ["human", "human"],
        },
    )
    assert r.status_code == 201, r.text
    created = r.json()
    gid = created["id"]
    # both invited seats are taken in this browser by their links; the API plays them with the tokens
    # the browser kept
    seats = new_page(browser)
    for seat in (0, 1):
        take_seat(seats, web_server.url, created, seat)
    tokens = saved_tokens(seats, gid)
    seats.close()
    _drive(api, gid, tokens, 40)
    st = api.state(gid)
    assert not st["over"] and st["view"]["round"] >= 2

    # the truth, rebuilt by the same choices (the record itself is secret until the end)
    game = replay(
        {
            "game": "powergrid-cards",
            "config": {"players": 2, "hidden_money": True, "trust": True},
            "seed": 5,
            "actions": [],
        }
    )
    while len(game.history) < st["version"] and not game.is_over:
        legal = [str(a) for a in game.legal_actions()]
        game.apply(next((a for a in legal if a.startswith("buy")), legal[0]))
    assert len(game.history) == st["version"]
    truth = game.to_json()
    deck = {p for p in truth["plant_deck"] + truth["box"] if p != "ORM"}
    res_deck = {c.split(":")[0] for c in truth["resource_deck"] + truth["unused"]}
    money_now = list(game.state.money)
    assert deck and res_deck

    watch = new_page(browser)
    watch.goto(web_server.url + created["spectator_url"])
    watch.wait_for_selector("#players .player .money")
    assert watch.locator("#players .money").all_inner_texts() == ["?", "?"]
    assert watch.locator("#players .player.trust-panel").count() == 1  # the Trust's row
    assert "watching" in watch.locator("#action-panel").inner_text().lower()
    assert watch.locator("#action-panel button").count() == 0
    shown_plants = set(watch.locator("[data-plant]").evaluate_all("ns => ns.map(n => n.dataset.plant)"))
    shown_cards = set(watch.locator("[data-card]").evaluate_all("ns => ns.map(n => n.dataset.card)"))
    assert shown_plants and shown_cards
    assert not shown_plants & deck and not shown_cards & res_deck
    state_text = watch.evaluate("JSON.stringify(window.powerplay.state)")
    for p in deck:
        assert f'"id":"{p}"' not in state_text
    for c in res_deck:
        assert f'"{c}"' not in state_text
    assert '"seed"' not in state_text and '"rng"' not in state_text
    assert watch.evaluate("window.powerplay.state.view.seats.map(s => s.money)") == [None, None]
    html = watch.content()
    for m in money_now:
        assert not re.search(rf'class="money">{m}<', html)
    # the deck shows only its count and the back of its top card
    assert re.search(r"\d+\s*cards? in the plant deck", watch.locator("#plant-deck").inner_text())
    watch.screenshot(path=str(artifacts / "cards-spectator.png"), full_page=True)

    # each seat sees its own money only
    for seat in tokens:
        page = new_page(browser)
        page.goto(f"{web_server.url}/play/{gid}?seat={seat}")
        page.wait_for_selector(f'#players .player[data-seat="{seat}"] .money')
        assert page.evaluate("window.powerplay.state.seat") == seat
        assert page.locator(f'#players .player[data-seat="{seat}"] .money').inner_text() == str(money_now[seat])
        assert page.locator(f'#players .player[data-seat="{1 - seat}"] .money').inner_text() == "?"
        assert page.errors == []
        assert_no_secrets_in_urls(page)
        page.close()
    assert watch.errors == []


def test_card_game_on_a_phone(web_server, browser, artifacts):
    api = web_server.client()
    r = api.post(
        "/api/games",
        json={
            "game": "powergrid-cards",
            "seed": 8,
            "config": {"players": 4},
            "seats": ["human", "random", "random", "random"],
        },
    )
    assert r.status_code == 201, r.text
    created = r.json()
    page = new_page(browser, 390, 844)
    take_seat(page, web_server.url, created, 0)
    assert wait_for_turn(page) in ("open", "raise")
    width = page.evaluate("document.documentElement.scrollWidth")
    assert width <= 392, "no sideways scrolling of the page"
    for sel in ("#plant-market", "#resource-market", "#action-panel", "#players"):
        box = page.locator(sel).bounding_box()
        assert box["x"] >= 0 and box["x"] + box["width"] <= 392, sel
    cols = page.locator("#resource-market .rcol")
    assert cols.count() == 4
    assert cols.nth(3).bounding_box()["x"] + cols.nth(3).bounding_box()["width"] <= 392
    page.screenshot(path=str(artifacts / "cards-phone.png"), full_page=False)
    page.screenshot(path=str(artifacts / "cards-phone-full.png"), full_page=True)
    assert page.errors == []
    assert_no_secrets_in_urls(page)
