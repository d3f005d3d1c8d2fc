"""A game without a page of its own plays on the generic page (static/games/generic.js): the shell loads it when
the game's module is missing, and it works through the protocol alone — the seat's view as keys and values,
the legal actions as buttons that apply them, the final scores with their breakdown. Power Grid stands in for
such a game: its module's request is answered 404."""

from __future__ import annotations

import re
import shutil
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from conftest import ROOT, new_page
from playwright.sync_api import expect
from server_helpers import Server
from web_helpers import click_and_wait, take_seat, wait_until

from powerplay.core import data_sets
from powerplay.core.registry import GAMES

WEB = Path(__file__).resolve().parents[2] / "src" / "powerplay" / "web"
OWN = "**/static/games/powergrid.js"
SHELL = ["game.html", "static/game.js", "static/common.js", "static/recap.js", "static/tips.js"]


def test_the_shell_names_no_game():
    """The page's shell and what it shares with the games name none of them (nor their words' contexts):
    a game's front end is its own module under static/games/."""
    names = re.compile("|".join(rf"(?<![\w-]){re.escape(g)}(?![\w-])" for g in GAMES), re.IGNORECASE)
    for part in SHELL:
        found = names.findall((WEB / part).read_text("utf-8"))
        assert not found, f"{part} names {found}"
    # a game's module is named by the game's registry name (a game may have none: generic.js plays it)
    assert {p.stem for p in (WEB / "static" / "games").glob("*.js")} <= {*GAMES, "generic"}


def without_own_page(page) -> None:
    """The page finds no module of Power Grid's (its request answered 404)."""
    page.route(OWN, lambda route: route.fulfill(status=404, content_type="text/plain", body="not found"))


def test_a_game_without_its_own_page_plays_on_the_generic_page(fast_server, browser):
    api = fast_server.client()
    created = api.create(["human", "heuristic", "heuristic"], seed=5, players=3)
    page = new_page(browser)
    without_own_page(page)
    take_seat(page, fast_server.url, created, 0)
    page.wait_for_selector('#action-panel.your-turn[data-kind="generic"]')
    state = page.evaluate("window.powerplay.state")
    # the view, as keys and values: its plain values together, a panel per list or object
    game = page.locator('#gv-view .gv-panel[data-key=""]')
    assert "round" in game.locator("dt").all_inner_texts()
    assert "powergrid" in game.inner_text()
    expect(page.locator("#status")).to_contain_text("Power Grid")  # the game's title, as the lobby says it
    players = page.locator('#gv-view .gv-panel[data-key="players"]')
    assert players.is_visible() and players.locator(".gv-list > li").count() == 3
    # every legal action is a button, and only those
    buttons = page.locator("#action-panel button[data-action]")
    assert buttons.evaluate_all("(bs) => bs.map((b) => b.dataset.action)") == state["legal"]
    # the field finds an action among many by its words
    if len(state["legal"]) > 12:
        page.locator("#gv-find").fill(state["legal"][-1])
        assert page.locator("#action-panel button[data-action]:visible").count() >= 1
        assert buttons.last.is_visible()
        page.locator("#gv-find").fill("")
    # a click applies the action: the server takes it, the log tells it
    chosen = state["legal"][0]
    log_before = len(state["log"])
    click_and_wait(page, page.locator(f'#action-panel button[data-action="{chosen}"]'))
    wait_until(page, f"window.powerplay.state.log.length > {log_before}")
    assert page.locator("#log .log-lines li").count() > log_before
    assert any(r.endswith("/static/games/generic.js") for r in page.requests)
    assert not any("/static/games/powergrid/" in r for r in page.requests)  # Power Grid's own parts never load
    assert page.locator("#map-card").count() == 0
    assert page.errors == []
    page.close()


def test_the_generic_page_shows_the_final_scores_with_their_breakdown(fast_server, browser):
    api = fast_server.client()
    created = api.create(["heuristic", "heuristic"], seed=3, players=2)
    gid = created["id"]
    for _ in range(600):  # the bots play at once
        if api.state(gid)["over"]:
            break
        time.sleep(0.1)
    scores = api.state(gid)["view"]["scores"]
    page = new_page(browser)
    without_own_page(page)
    page.goto(f"{fast_server.url}/watch/{gid}")
    page.wait_for_selector("#scores table.breakdown")
    assert "game over" in page.locator("#action-panel h2").inner_text().lower()
    assert page.locator("#action-panel button").count() == 0
    table = page.locator("#scores table.breakdown")
    sources = {b["source"] for s in scores for b in s["breakdown"]}
    rows = table.locator("tbody tr[data-source]").evaluate_all("(rs) => rs.map((r) => r.dataset.source)")
    assert set(rows) == sources
    assert table.locator("thead th[data-seat]").count() == 2
    assert table.locator("td.winner").count() >= 1
    assert page.errors == []
    page.close()


@pytest.fixture(scope="module")
def ember_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    """A server that knows one more game by the environment alone: Ember Race, the tests' game
    (tests/protocol/ember_race/, named in ``POWERPLAY_GAMES``)."""
    tmp = tmp_path_factory.mktemp("ember-server")
    env = {"POWERPLAY_GAMES": "ember_race", "PYTHONPATH": str(ROOT / "tests" / "protocol")}
    server = Server(f"sqlite:///{tmp / 'powerplay.db'}", bot_delay=0.0, log_dir=tmp, env=env).start()
    try:
        yield server
    finally:
        server.stop()


def test_a_game_added_by_its_folder_is_offered_by_the_lobby_and_played_on_the_generic_page(ember_server, browser):
    """Ember Race joins by its manifest alone: the lobby lists it with its title, blurb, players and
    options (from its schema), creates it against a bot, and the game page plays it to its end on the
    generic page, its log in the reader's words, its final scores with their breakdown."""
    kinds = {k["name"]: k for k in ember_server.client().get("/api/games/kinds").json()}
    assert kinds["ember-race"]["title"] == "Ember Race" and kinds["ember-race"]["players"]["max"] == 4
    page = new_page(browser)
    page.goto(ember_server.url + "/")
    page.locator("#game").select_option("ember-race")
    expect(page.locator("#hero-title")).to_have_text("Play Ember Race")
    page.locator("#players-seg label", has_text="2").click()
    page.locator("#seat-1").select_option("heuristic")
    page.locator("#create-btn").click()
    page.locator("#created:not([hidden]) #play-first").click()
    page.wait_for_selector('#action-panel[data-kind="generic"]')
    for _ in range(40):  # a race of 15 steps: at most 15 of one's own turns
        if page.evaluate("window.powerplay.state.over"):
            break
        buttons = page.locator("#action-panel.your-turn button[data-action]")
        if buttons.count():
            click_and_wait(page, buttons.first)
        else:
            time.sleep(0.2)
    wait_until(page, "window.powerplay.state.over === true")
    page.wait_for_selector("#scores table.breakdown")
    assert "reaches the goal" in page.locator("#log").inner_text()
    rows = page.locator("#scores table.breakdown tbody tr[data-source]")
    assert rows.evaluate_all("(rs) => rs.map((r) => r.dataset.source)") == ["steps"]
    assert page.errors == []


def test_pa_39_a_game_on_provisional_components_says_so_and_the_lobby_offers_the_servers_data_sets(
    browser, tmp_path: Path
):
    """PA-39: a game whose view says its components are provisional (Pampero's stand-ins) has a note under
    its log, a game on printed values (Power Grid) none; the lobby offers the data sets the server loaded
    (``serve --data``), the loaded one first, and a game created with it is played on it."""
    folder = tmp_path / "printed-pampero"
    shutil.copytree(ROOT / "src" / "powerplay" / "games" / "pampero" / "data", folder)
    server = Server(
        f"sqlite:///{tmp_path / 'p.db'}", bot_delay=0.0, log_dir=tmp_path, args=("--data", f"pampero={folder}")
    ).start()
    try:
        digest = data_sets.load("pampero", folder).digest
        page = new_page(browser)
        page.goto(server.url + "/")
        page.locator("#game").select_option("pampero")
        choice = page.locator("#option-data")
        expect(choice).to_be_visible()
        assert choice.locator("option").evaluate_all("(os) => os.map((o) => o.value)") == [digest, ""]
        assert choice.input_value() == digest
        page.locator("#seat-1").select_option("random")
        page.locator("#create-btn").click()
        page.wait_for_selector("#created:not([hidden]) #play-first")
        page.locator("#play-first").click()
        wait_until(page, "window.powerplay && window.powerplay.state && window.powerplay.state.view")
        assert page.evaluate("window.powerplay.state.view.data.digest") == digest
        expect(page.locator("#provisional-note")).to_be_visible()
        api = server.client()
        created = api.create(["human", "random", "random"], seed=5, players=3)
        take_seat(page, server.url, created, 0)
        wait_until(page, "window.powerplay && window.powerplay.state && window.powerplay.state.view")
        expect(page.locator("#provisional-note")).to_be_hidden()
        assert page.errors == []
    finally:
        server.stop()
