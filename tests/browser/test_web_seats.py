"""Seats and their links (issue 12): an invitation is taken once, by the first browser that opens it; the
creator gives a seat a new link from the lobby; every page keeps to the strict Content-Security-Policy.

Defects of issue 12 these tests cover: 5 (a stranger could take an invited seat), 7 (tokens in URLs),
9 (cross-site use, no Content-Security-Policy)."""

from __future__ import annotations

import re

from conftest import new_page
from playwright.sync_api import expect
from web_helpers import (
    assert_no_secrets_in_urls,
    assert_watching,
    click_and_wait,
    confirm_box,
    link,
    panel,
    saved_seats,
    saved_tokens,
    seat_url,
    take_seat,
    wait_for_turn,
    wait_until,
)


def play_one_move(page) -> None:
    """The seat's next move by clicking (put up the first plant, or pass); wait until the page shows it."""
    kind = wait_for_turn(page)
    p = panel(page)
    if kind == "open":
        p.locator(".plant-choice button.plant").first.click()
        click_and_wait(page, confirm_box(page).locator('[data-action="open-bid"]'))
    elif kind == "raise":
        click_and_wait(page, p.locator('[data-action="pass"]'))
    else:
        raise AssertionError(f"unexpected decision {kind!r}")


def invitation(url: str) -> str:
    return url.split("#invite=")[1]


def test_a_stranger_with_a_taken_invitation_only_watches(web_server, browser, profiles, artifacts):
    """Defect 5: the friend opened their invitation link first; a stranger who gets the same link (a
    forwarded message, a shared screen) opens it in another browser: their page only watches and says
    why (no controls, an error toast), naming the seat does not help either, and the friend's page goes
    on playing. Defect 7: neither page's address holds the token or the invitation."""
    api = web_server.client()
    created = api.create(["human", "heuristic", "heuristic"], seed=12, players=3)
    gid = created["id"]
    friend = new_page(browser)
    take_seat(friend, web_server.url, created, 0)
    wait_for_turn(friend)
    assert friend.locator(".player.you").get_attribute("data-seat") == "0"

    stranger = new_page(profiles())  # another person: a fresh browser profile
    stranger.goto(web_server.url + link(created, 0))
    stranger.wait_for_url(re.compile(rf"/play/{gid}$"))  # the used invitation is dropped from the address
    assert_watching(stranger, why="was used already")
    stranger.screenshot(path=str(artifacts / "seat-stranger.png"), full_page=False)
    assert saved_seats(stranger) == {}
    stranger.goto(f"{web_server.url}/play/{gid}?seat=0")
    assert_watching(stranger, why="does not hold seat 1")
    stranger.goto(f"{web_server.url}/play/{gid}")
    assert_watching(stranger, why="holds no seat in this game")

    # the friend still holds the seat and plays; the stranger's page follows the game as a spectator
    before = stranger.evaluate("window.powerplay.state.version")
    play_one_move(friend)
    assert friend.evaluate("window.powerplay.state.seat") == 0
    assert "P1 " in friend.locator("#log").inner_text()
    wait_until(stranger, f"window.powerplay.state.version > {before}")
    assert stranger.evaluate("window.powerplay.state.view.players[0].money") is None  # still hidden
    assert friend.errors == [] and stranger.errors == []
    assert_no_secrets_in_urls(friend, (invitation(link(created, 0)),))
    assert_no_secrets_in_urls(stranger, (invitation(link(created, 0)),))


def test_the_creator_gives_a_seat_a_new_link_from_the_lobby(web_server, browser, profiles, artifacts):
    """Defect 5: the creator sent P2's link to the wrong person, who took the seat; "New link" in the
    lobby revokes it: that page switches to watching and tells its player, and the new link, opened in
    another browser, takes the seat and plays."""
    lobby = new_page(browser)
    lobby.goto(web_server.url + "/")
    lobby.locator("#players-seg label", has_text="3").click()
    lobby.locator("#seat-0").select_option("heuristic")
    lobby.locator("#seat-1").select_option("human")
    lobby.locator("#seat-2").select_option("heuristic")
    lobby.locator("#seed").fill("31")
    lobby.locator("#create-btn").click()
    lobby.wait_for_selector("#created:not([hidden])")
    field = lobby.locator('#created textarea[data-link="seat-1"]')
    old = field.input_value()
    gid = re.fullmatch(rf"{re.escape(web_server.url)}/play/([^/?#]+)#invite=[\w-]+", old).group(1)
    assert lobby.locator("#play-first").inner_text() == "Play as P2"

    wrong = new_page(profiles())
    wrong.goto(old)
    wrong.wait_for_url(seat_url(gid, 1))
    wrong.wait_for_selector(".player.you")
    assert wrong.locator(".player.you").get_attribute("data-seat") == "1"
    wrong.wait_for_selector("#conn.ok")

    # later, in the lobby again: "Your games" keeps the links of the games this browser created
    lobby.reload()
    mine = lobby.locator("#mine li", has_text=f"Game {gid}")
    mine.get_by_role("button", name="Links").click()
    lobby.wait_for_selector("#created:not([hidden])")
    assert field.input_value() == old
    lobby.locator('#created [data-renew="seat-1"]').click()
    expect(field).not_to_have_value(old)
    new = field.input_value()
    assert re.fullmatch(rf"{re.escape(web_server.url)}/play/{gid}#invite=[\w-]+", new)
    expect(lobby.locator(".toast-ok", has_text="New link for P2")).to_be_visible()

    # the page that held the seat only watches now, and says so; this browser forgot the seat
    assert_watching(wrong, why="re-issued")
    wrong.screenshot(path=str(artifacts / "seat-revoked.png"), full_page=False)
    assert saved_tokens(wrong, gid) == {}
    # (its old link is no good to anybody now)
    again = new_page(profiles())
    again.goto(old)
    again.wait_for_url(re.compile(rf"/play/{gid}$"))
    assert_watching(again, why="not valid for this game")

    # the right person opens the new link in their browser: they hold the seat and play
    right = new_page(profiles())
    right.goto(new)
    right.wait_for_url(seat_url(gid, 1))
    before = wrong.evaluate("window.powerplay.state.version")
    play_one_move(right)
    assert right.locator(".player.you").get_attribute("data-seat") == "1"
    wait_until(wrong, f"window.powerplay.state.version > {before}")  # the watcher follows
    assert wrong.evaluate("window.powerplay.state.seat") is None
    for page in (lobby, wrong, again, right):
        assert page.errors == []
        assert_no_secrets_in_urls(page, (invitation(old), invitation(new)))


# ---- the Content-Security-Policy -------------------------------------------------------------------


def rgb(hex_colour: str) -> str:
    h = hex_colour.lstrip("#")
    return "rgb({}, {}, {})".format(*(int(h[i : i + 2], 16) for i in (0, 2, 4)))


def computed(locator, prop: str) -> str:
    return locator.evaluate("(n, p) => getComputedStyle(n).getPropertyValue(p).trim()", prop)


def assert_clean(page, name: str) -> None:
    """Defect 9: no Content-Security-Policy violation, no console error, no uncaught error."""
    assert page.evaluate("window.__csp") == [], name
    assert page.console_errors == [], (name, page.console_errors)
    assert page.errors == [], name


def test_pages_keep_to_the_content_security_policy(web_server, browser, artifacts):
    """Defect 9: every page is served with a strict Content-Security-Policy (scripts and styles from the
    server only: no inline script, no inline style attribute); the lobby, a seat's game page, a
    spectator's page and the card game's page run under it without a violation or any console error,
    and the colours set through CSS variables (regions, players) still apply. Screenshots at 1400x900
    and at a phone's 390x844 in test-artifacts/."""
    api = web_server.client()
    lobby = new_page(browser)
    response = lobby.goto(web_server.url + "/")
    csp = response.headers["content-security-policy"]
    assert "script-src 'self'" in csp and "style-src 'self'" in csp and "frame-ancestors 'none'" in csp
    assert response.headers["referrer-policy"] == "no-referrer"

    # the lobby: region swatches and the minimap take their colours from --rc, the seats' chips from --pc
    lobby.locator("#players-seg label", has_text="4").click()
    lobby.get_by_text("Choose", exact=True).click()
    lobby.wait_for_selector("#region-checks input")
    hexes = lobby.evaluate(
        "Object.fromEntries([...document.querySelectorAll('#region-checks label')].map("
        "l => [l.querySelector('input').dataset.region, l.style.getPropertyValue('--rc')]))"
    )
    assert len(hexes) == 6 and all(re.fullmatch(r"#[0-9a-fA-F]{6}", h) for h in hexes.values()), hexes
    for region, colour in hexes.items():
        sw = lobby.locator(f'#region-checks label:has(input[data-region="{region}"]) .sw')
        assert computed(sw, "background-color") == rgb(colour), region
        poly = lobby.locator(f'#minimap .mregion[data-region="{region}"] > *').first
        assert computed(poly, "fill") == rgb(colour), region
    assert computed(lobby.locator("#seats .pchip .dot").first, "background-color") == rgb("#d7263d")
    lobby.get_by_text("Random", exact=True).click()
    for seat, kind in enumerate(["human", "human", "open", "heuristic"]):
        lobby.locator(f"#seat-{seat}").select_option(kind)
    lobby.locator("#seed").fill("17")
    lobby.locator("#create-btn").click()
    lobby.wait_for_selector("#created:not([hidden]) #play-first")
    assert lobby.locator("#created textarea[data-link]").count() == 3  # P1, P2 and the spectators
    watch_link = lobby.locator("#created a.btn", has_text="Watch")
    assert watch_link.get_attribute("style") == "text-decoration: none;"  # (set through the CSSOM)
    assert computed(watch_link, "text-decoration-line") == "none"
    p1 = lobby.locator('#created textarea[data-link="seat-0"]').input_value()
    gid = re.search(r"/play/([^/?#]+)#", p1).group(1)
    lobby.locator(f'#open-games li[data-game="{gid}"]').wait_for()  # P3 is open to anyone
    lobby.screenshot(path=str(artifacts / "csp-lobby.png"), full_page=True)
    lobby.set_viewport_size({"width": 390, "height": 844})
    lobby.locator("#created").scroll_into_view_if_needed()
    lobby.screenshot(path=str(artifacts / "csp-lobby-phone.png"), full_page=False)
    width = lobby.evaluate("document.documentElement.scrollWidth")
    assert width <= 392, "no sideways scrolling of the lobby"
    assert_clean(lobby, "lobby")

    # a seat's game page: the regions in play, the players' colours
    game = new_page(browser)
    game.goto(p1)
    game.wait_for_url(seat_url(gid, 0))
    wait_for_turn(game, timeout=30000)
    regions = game.evaluate(
        "Object.fromEntries(Object.entries(window.powerplay.geo.regions).map(([n, r]) => [n, r.hex]))"
    )
    in_play = set(game.evaluate("window.powerplay.state.view.regions"))
    assert len(in_play) == 4
    for region, colour in regions.items():
        shape = game.locator(f'#map g.region[data-region="{region}"] > *').first
        assert computed(shape, "fill") == rgb(colour if region in in_play else "#9aa3ad"), region
    city = game.locator("#map g.city").first
    region_of = game.evaluate(
        "(name) => Object.entries(window.powerplay.geo.regions).find(([n, r]) => r.cities.includes(name))[0]",
        city.get_attribute("data-city"),
    )
    assert computed(city.locator(".city-bg"), "stroke") == rgb(regions[region_of])
    colours = game.evaluate("window.powerplay.state.view.players.map(p => p.seat)")
    palette = ["#d7263d", "#1f6fd1", "#21a34a", "#f0b400"]
    for seat in colours:
        card = game.locator(f'#players .player[data-seat="{seat}"]')
        assert computed(card, "border-left-color") == rgb(palette[seat]), seat
    assert computed(game.locator("#map"), "--scale") == "1"
    game.screenshot(path=str(artifacts / "csp-game.png"), full_page=False)
    assert_clean(game, "game page")
    phone = new_page(browser, 390, 844)
    phone.goto(f"{web_server.url}/play/{gid}?seat=0")  # the seat this browser holds
    wait_for_turn(phone)
    assert computed(phone.locator("#map"), "--scale") == "1"  # a phone shows the whole map (issue 14)
    phone.screenshot(path=str(artifacts / "csp-game-phone.png"), full_page=False)
    assert phone.evaluate("document.documentElement.scrollWidth") <= 392
    assert_clean(phone, "game page on a phone")

    # the spectators' page
    for size, name in (((1400, 900), "csp-spectator.png"), ((390, 844), "csp-spectator-phone.png")):
        watch = new_page(browser, *size)
        watch.goto(f"{web_server.url}/watch/{gid}")
        watch.wait_for_selector("#players .player .money")
        assert_watching(watch)
        assert computed(watch.locator('#players .player[data-seat="1"]'), "border-left-color") == rgb(palette[1])
        watch.screenshot(path=str(artifacts / name), full_page=False)
        assert watch.evaluate("document.documentElement.scrollWidth") <= size[0] + 2
        assert_clean(watch, name)
        watch.close()

    # the card game's page
    cards = api.create(["human", "random", "random"], game="powergrid-cards", players=3)
    page = new_page(browser)
    take_seat(page, web_server.url, cards, 0)
    wait_for_turn(page)
    for seat in range(3):
        card = page.locator(f'#players .player[data-seat="{seat}"]')
        assert computed(card, "border-left-color") == rgb(palette[seat]), seat
    page.screenshot(path=str(artifacts / "csp-cards.png"), full_page=False)
    assert_clean(page, "card game page")
    for p in (lobby, game, phone, page):
        assert_no_secrets_in_urls(p)

    # (the watch works: an inline style attribute is refused and reported)
    page.evaluate("document.body.insertAdjacentHTML('beforeend', '<b id=probe style=\"color: red\">x</b>')")
    wait_until(page, "window.__csp.length > 0")
    assert "style-src" in page.evaluate("window.__csp")[0]
    assert computed(page.locator("#probe"), "color") != "rgb(255, 0, 0)"
