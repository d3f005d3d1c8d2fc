"""The lobby: each game's options made from its options schema, regions chosen and checked, invitation links,
open games joined, running games watched."""

from __future__ import annotations

import re

import httpx
import pytest
from conftest import new_page
from playwright.sync_api import expect
from web_helpers import assert_no_secrets_in_urls, saved_seats, seat_url, wait_for_turn, wait_until


def test_choosing_regions_is_checked_and_explained(web_server, browser):
    page = new_page(browser)
    page.goto(web_server.url + "/")
    page.locator("#players-seg label", has_text="3").click()
    # the message waits for the map's regions, which the page loads after it opens
    expect(page.locator("#region-msg")).to_contain_text("3 connected regions will be drawn at random")
    page.get_by_text("Choose", exact=True).click()
    create = page.locator("#create-btn")
    msg = page.locator("#region-msg")
    assert "choose 3 (0 chosen)" in msg.inner_text() and create.is_disabled()
    for r in ("north-west", "south-east", "south-west"):
        page.locator(f'#region-checks input[data-region="{r}"]').check()
    # north-west does not touch the other two
    assert "do not touch: north-west | south-east + south-west" in msg.inner_text() and create.is_disabled()
    page.locator('#region-checks input[data-region="north-west"]').uncheck()
    page.locator('#minimap .mregion[data-region="east"]').click(force=True)  # the map toggles too
    assert page.locator('#region-checks input[data-region="east"]').is_checked()
    assert msg.inner_text().startswith("✓ 3 connected regions") and create.is_enabled()
    page.locator("#players-seg label", has_text="5").click()  # five players need five regions
    assert "choose 5 (3 chosen)" in msg.inner_text() and create.is_disabled()
    page.locator("#players-seg label", has_text="3").click()
    page.locator("#seat-1").select_option("random")
    page.locator("#seat-2").select_option("human")
    create.click()
    page.wait_for_selector("#created:not([hidden])")
    links = page.locator("#created textarea[data-link]")
    assert links.count() == 3  # P1, P3 and the spectator link
    p3 = page.locator('#created textarea[data-link="seat-2"]').input_value()
    found = re.fullmatch(rf"{re.escape(web_server.url)}/play/([^/?#]+)#invite=[\w-]+", p3)
    assert found, p3  # the invitation in the fragment (never sent to a server), no token
    gid = found.group(1)
    assert page.locator("#created [data-renew]").count() == 2  # each invited seat can get a new link
    assert page.locator('#created textarea[data-link="spectator"]').input_value() == f"{web_server.url}/watch/{gid}"

    # the invited player opens their link and sees the chosen regions in play
    guest = new_page(browser)
    guest.goto(p3)
    guest.wait_for_url(seat_url(gid, 2))
    guest.wait_for_selector("#map g.city")
    assert guest.evaluate("window.powerplay.state.seat") == 2
    regions = guest.evaluate("window.powerplay.state.view.regions")
    assert sorted(regions) == ["east", "south-east", "south-west"]
    assert guest.locator("#map .region.out").count() == 3
    assert page.errors == [] and guest.errors == []
    assert_no_secrets_in_urls(page, (p3.split("#invite=")[1],))
    assert_no_secrets_in_urls(guest, (p3.split("#invite=")[1],))


def test_open_games_can_be_joined_and_running_games_watched(web_server, browser):
    """An open seat is joined from the lobby's Open games list: the page lands on /play/{id}?seat=N (the
    token kept in the browser, never in the URL: defect 7) and plays."""
    api = web_server.client()
    created = api.create(["heuristic", "open", "heuristic"], seed=4, players=3, map="usa")
    gid = created["id"]
    assert [s["open"] for s in created["seats"]] == [False, True, False]
    assert all(s["link"] is None for s in created["seats"])  # nobody is invited: the lobby is the way in
    page = new_page(browser)
    page.goto(web_server.url + "/")
    row = page.locator(f'#open-games li[data-game="{gid}"]')
    row.wait_for()
    assert "1 free seat" in row.inner_text()
    row.get_by_role("button", name="Join").click()
    page.wait_for_url(seat_url(gid, 1))
    assert wait_for_turn(page) in ("open", "raise")
    assert page.locator(".player.you").get_attribute("data-seat") == "1"
    assert [s["seat"] for s in saved_seats(page).values() if s["game"] == gid] == [1]
    # it plays: a move by clicking is accepted
    p = page.locator("#action-panel")
    before = page.evaluate("window.powerplay.state.version")
    if p.get_attribute("data-kind") == "open":
        p.locator(".plant-choice button.plant").first.click()
        page.locator('#confirm-pop [data-action="open-bid"]').click()
    else:
        p.locator('[data-action="pass"]').click()
    wait_until(page, f"window.powerplay.state.version > {before}")
    assert "P2 " in page.locator("#log").inner_text()
    # the seat is taken now: the game is listed as running, to watch
    lobby = new_page(browser)
    lobby.goto(web_server.url + "/")
    running = lobby.locator(f'#running-games li[data-game="{gid}"]')
    running.wait_for()
    assert lobby.locator(f'#open-games li[data-game="{gid}"]').count() == 0
    running.get_by_role("link", name="Watch").click()
    lobby.wait_for_url(re.compile(rf"/watch/{gid}$"))
    lobby.wait_for_selector("#players .player")
    assert lobby.locator("#action-panel").inner_text().lower().startswith("watching")
    # this browser remembers the seat it played
    lobby.goto(web_server.url + "/")
    lobby.locator("#mine li").first.wait_for()
    assert f"game {gid} · you are P2" in lobby.locator("#mine").inner_text()
    resume = lobby.locator("#mine li", has_text=f"Game {gid}").get_by_role("link", name="Resume")
    assert resume.get_attribute("href") == f"/play/{gid}?seat=1"
    resume.click()
    lobby.wait_for_url(seat_url(gid, 1))
    lobby.wait_for_selector(".player.you")
    assert lobby.locator(".player.you").get_attribute("data-seat") == "1"
    assert page.errors == [] and lobby.errors == []
    assert_no_secrets_in_urls(page)
    assert_no_secrets_in_urls(lobby)


def test_your_games_show_the_game_its_board_and_its_players(web_server, browser):
    """Issue 14: "Your games" listed "Game rTIANAgfvdE · P1". Each entry names the game and its board,
    and its players seat by seat: yours marked, the bots by name, a seat waiting for its invited player;
    a game the server no longer has says so."""
    api = web_server.client()
    board = api.create(["human", "heuristic", "human"], players=3, map="usa")
    token = api.tokens({**board, "seats": board["seats"][:1]})[0]  # P1 is this browser's; P3 not yet taken
    cards = api.create(["human", "random"], game="powergrid-cards", players=2)
    links = {s["seat"]: s["link"] for s in cards["seats"] if s["link"]}
    page = new_page(browser)
    page.goto(web_server.url + "/")
    seats = {
        f"{board['id']}:0": {"game": board["id"], "seat": 0, "token": token, "saved": "2026-01-02T00:00:00Z"},
        "nosuchgame1:1": {"game": "nosuchgame1", "seat": 1, "token": "x", "saved": "2026-01-01T00:00:00Z"},
    }
    created = {cards["id"]: {"owner": cards["owner"], "links": links, "saved": "2026-01-01T00:00:00Z"}}
    page.evaluate(
        "([seats, created]) => { localStorage.setItem('powerplay.seats', JSON.stringify(seats));"
        " localStorage.setItem('powerplay.created', JSON.stringify(created)); }",
        [seats, created],
    )
    page.reload()
    mine = page.locator(f'#mine li[data-game="{board["id"]}"]')
    expect(mine.locator(".game-title")).to_have_text("Power Grid · USA")
    expect(mine.locator(".mine-seat")).to_have_text(["P1 you", "P2 Heuristic bot", "P3 invited, not yet joined"])
    assert mine.locator(".mine-seat.you").get_attribute("data-seat") == "0"
    expect(mine.locator(".muted")).to_contain_text(f"game {board['id']} · you are P1")
    assert mine.get_by_role("link", name="Resume").get_attribute("href") == f"/play/{board['id']}?seat=0"
    made = page.locator(f'#mine li[data-game="{cards["id"]}"]')
    expect(made.locator(".game-title")).to_have_text("Power Grid: The Card Game · Against the Trust")
    # a game this browser created: its creator's seat (the first invited one) is theirs, and plays by its link
    expect(made.locator(".mine-seat")).to_have_text(["P1 you", "P2 Random bot"])
    assert made.locator(".mine-seat.you").get_attribute("data-seat") == "0"
    assert made.get_by_role("link", name="Play", exact=True).get_attribute("href") == links[0]
    gone = page.locator('#mine li[data-game="nosuchgame1"]')
    expect(gone.locator("b")).to_have_text("A game no longer on the server")
    assert "Game " + board["id"] + " · P1" not in page.locator("#mine").inner_text()
    assert page.errors == []


@pytest.mark.parametrize("lang", ["en", "ru", "uk"])
def test_the_heading_follows_the_game_chosen(web_server, browser, lang):
    """The lobby's heading names the game chosen in the form (it said «Грайте в «Енергомережу»» with Barrage
    chosen)."""
    browser.add_cookies([{"name": "lang", "value": lang, "url": web_server.url}])
    page = new_page(browser)
    page.goto(web_server.url + "/")
    heading = page.locator("#hero-title")
    seen = {}
    for game in ("barrage", "powergrid-cards", "powergrid"):
        page.locator("#game").select_option(game)
        seen[game] = heading.inner_text()
        name = page.locator(f'#game option[value="{game}"]').inner_text()
        assert seen[game] != "", game
        if lang == "en":
            assert seen[game] == f"Play {name}", seen
    assert len(set(seen.values())) == 3, seen
    words = {"ru": ("Гребл", "Карточн", "Энергосеть"), "uk": ("Гребл", "Картков", "Енергомереж")}.get(lang)
    if words:
        assert words[0] in seen["barrage"] and words[1] in seen["powergrid-cards"] and words[2] in seen["powergrid"], (
            seen
        )
    assert page.errors == []


@pytest.mark.parametrize("lang", ["en", "uk"])
@pytest.mark.parametrize("size", [(1280, 800), (390, 844)], ids=["laptop", "phone"])
def test_the_creator_s_seat_shows_their_name_and_every_link_reads_whole(web_server, browser, tmp_path, lang, size):
    """A game created with a name: the new game's box names the game (not its id, which is small print),
    the creator's seat by their name as theirs ("Оля (ви)", "Play (you are Оля)"), never "invited, not yet
    joined"; "Your games" too. Each link is shown whole (wrapped), on a phone too — not a box showing "http:"."""
    browser.add_cookies([{"name": "lang", "value": lang, "url": web_server.url}])
    page = new_page(browser, *size)
    page.goto(web_server.url + "/")
    page.locator("#your-name").fill("Оля")
    page.locator("#game").select_option("barrage")
    page.locator("#seat-1").select_option("human")
    page.locator("#create-btn").click()
    page.wait_for_selector("#created:not([hidden]) #play-first")
    created = page.locator("#created")
    gid = created.locator(".game-id").inner_text()
    title = created.locator(".created-title").inner_text()
    assert gid not in title and title.lower().startswith(
        page.locator('#game option[value="barrage"]').inner_text().lower()
    )
    you = {"en": "you", "uk": "ви"}[lang]
    assert created.locator(".link-row .link-label").first.inner_text() == f"Оля ({you})"
    play = page.locator("#play-first").inner_text()
    assert "Оля" in play and "P1" not in play and "Г1" not in play, play
    mine = created.locator('.mine-seat[data-seat="0"]')
    assert mine.inner_text() == f"Оля {you}" and "you" in mine.get_attribute("class")
    not_yet = {"en": "invited, not yet joined", "uk": "запрошення ще не прийнято"}[lang]
    assert not_yet not in mine.inner_text()
    # every link box shows its whole link, wrapped if need be, as wide as it can be
    boxes = created.locator("[data-link]")
    assert boxes.count() == 3
    for i in range(boxes.count()):
        box = boxes.nth(i)
        value = box.input_value()
        assert value.startswith(web_server.url), value
        fits = box.evaluate("n => n.scrollHeight <= n.clientHeight + 1 && n.scrollWidth <= n.clientWidth + 1")
        assert fits, value
        assert box.bounding_box()["width"] >= min(300, size[0] - 80), box.bounding_box()
    created.screenshot(path=str(tmp_path / f"created-{lang}-{size[0]}.png"))
    # "Your games": the creator's seat is theirs there too
    entry = page.locator(f'#mine li[data-game="{gid}"]')
    entry.wait_for()
    expect(entry.locator('.mine-seat[data-seat="0"]')).to_have_text(f"Оля {you}")
    assert not_yet not in entry.locator('.mine-seat[data-seat="0"]').inner_text()
    assert page.errors == []


def test_each_game_s_options_come_from_its_schema(web_server, browser):
    """Each registered game, chosen in the lobby, shows the players and options its schema declares (GET
    /api/games/kinds) — none of another game — and a game created with its options changed from their defaults
    (each boolean the other way, each value of a list the last one) has them in its config."""
    kinds = httpx.get(web_server.url + "/api/games/kinds", timeout=30).json()
    page = new_page(browser)
    page.goto(web_server.url + "/")
    every = {name for k in kinds for name in k["options"]["properties"]}
    for kind in kinds:
        page.locator("#game").select_option(kind["name"])
        expect(page.locator("#hero-title")).to_have_text(f"Play {kind['title']}")
        expect(page.locator("#game-blurb")).to_have_text(kind["blurb"])
        seats = [str(n) for n in range(kind["players"]["min"], kind["players"]["max"] + 1)]
        expect(page.locator("#players-seg label")).to_have_text(seats)
        options = kind["options"]["properties"]
        shown = {
            name for name, o in options.items() if name != "players" and not o.get("seats") and not o.get("folder")
        }
        if page.locator("#more-options").count():
            page.locator("#more-options summary").click()
        for name in every:
            found = page.locator(f"#option-{name}, #{name}-seg")
            if name in shown:
                expect(found.first).to_be_visible()
            elif name != "players":
                assert found.count() == 0, (kind["name"], name)
        wanted = {}
        for name in sorted(shown):
            o = options[name]
            if o.get("type") == "boolean" and not o.get("requires"):
                wanted[name] = not o["default"]
                if "labels" in o:
                    page.locator(f"#option-{name}-{str(wanted[name]).lower()}-label").click()
                else:
                    page.locator(f"#option-{name}").set_checked(wanted[name])
            elif o.get("enum") and len(o["enum"]) > 1:
                wanted[name] = o["enum"][-1]
                page.locator(f"#{name}-seg label", has_text=o["labels"][wanted[name]]).click()
        assert wanted, kind["name"]
        page.locator("#players-seg label", has_text=str(kind["players"]["min"])).click()
        for seat in range(1, kind["players"]["min"]):
            page.locator(f"#seat-{seat}").select_option("random")
        page.locator("#create-btn").click()
        page.wait_for_selector("#created:not([hidden]) #play-first")
        gid = page.locator("#created .game-id").inner_text()
        listed = httpx.get(web_server.url + "/api/games?limit=1000", timeout=30).json()
        config = next(g["config"] for g in listed if g["id"] == gid)
        assert {k: config.get(k) for k in wanted} == wanted, (kind["name"], config)
        assert config["players"] == kind["players"]["min"]
        page.goto(web_server.url + "/")
    assert page.errors == []


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_pa_36_alone_against_bots_is_said_not_to_be_the_official_solo_game(web_server, browser, lang):
    """PA-36: the solo opponent's rules are not in the rulebook; one person against bots is offered, and the
    lobby says under the seats that it is not the official solo game — only for a game that says so."""
    page = new_page(browser)
    page.context.add_cookies([{"name": "lang", "value": lang, "url": web_server.url}])
    page.goto(web_server.url + "/")
    note = page.locator("#alone-note")
    expect(note).to_be_hidden()  # Power Grid: its solo play is not in question
    page.locator("#game").select_option("pampero")
    page.locator("#players-seg label", has_text="3").click()
    expect(note).to_be_visible()
    expect(note).to_contain_text("PA-36")
    expect(note).to_contain_text("official solo" if lang == "en" else "не официальная")
    page.locator("#seat-1").select_option("human")  # two people: no longer alone
    expect(note).to_be_hidden()
    page.locator("#seat-1").select_option("random")
    expect(note).to_be_visible()


def test_the_creator_chooses_whether_hints_are_allowed(web_server, browser, artifacts):
    """Hints (and the chances on request) are on for a person alone against bots and off where people play
    each other, until the creator chooses; the choice goes with the game (``advice.hints``)."""
    page = new_page(browser)
    page.goto(web_server.url + "/")
    page.locator("#game").select_option("powergrid")
    page.locator("#players-seg label", has_text="3").click()
    hints = page.locator("#hints")
    page.locator("#seat-1").select_option("heuristic")
    page.locator("#seat-2").select_option("heuristic")
    expect(hints).to_be_checked()
    page.locator("#seat-1").select_option("human")
    expect(hints).not_to_be_checked()
    hints.check()  # the creator's choice stays, whatever the seats
    page.locator("#seat-2").select_option("open")
    expect(hints).to_be_checked()
    page.locator("#hints").screenshot(path=f"{artifacts}/lobby-hints.png")
    page.screenshot(path=f"{artifacts}/lobby-hints-page.png", full_page=True)
    with page.expect_request(lambda r: r.url.endswith("/api/games") and r.method == "POST") as sent:
        page.locator("#create-btn").click()
    assert sent.value.post_data_json["advice"] == {"hints": True, "spectators": False}
    page.wait_for_selector("#created:not([hidden])")
    assert page.errors == []
