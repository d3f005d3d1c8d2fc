"""The lobby and both games' pages in Russian and in Ukrainian. A person who reads only
Russian (or only Ukrainian) creates a game in the lobby and plays its first round by clicking,
without meeting an English word (city names, plant numbers, rule ids and "Powerplay" aside); the
language chosen on the page's switch is remembered. Screenshots of each are kept in test-artifacts/.

The language comes from the cookie ``lang`` (Russian here) or the switch (Ukrainian here), never from
the English texts of the other browser tests, which run with neither and so stay in English."""

from __future__ import annotations

import json
import re
import time
from functools import cache
from pathlib import Path

import pytest
from conftest import new_page
from web_helpers import click_and_wait, confirm_box, panel, wait_for_turn, wait_until

MAPS = Path(__file__).resolve().parents[2] / "src" / "powerplay" / "web" / "static" / "maps"
RULE_ID = re.compile(r"\b(?:PG|CG|D)-\d+(?:\.\d+)*(?: [a-z]\b)?")
WORD = re.compile(r"[A-Za-z][A-Za-z’']+")
SIZES = [(1280, 720), (1440, 900), (390, 844)]

# every text a person reads: the page's visible text, its title, and the tooltips and labels of its elements
READ = """() => {
  const out = [document.title, document.body.innerText];
  for (const n of document.querySelectorAll("[title], [aria-label], [placeholder]")) {
    for (const a of ["title", "aria-label", "placeholder"]) if (n.hasAttribute(a)) out.push(n.getAttribute(a));
  }
  for (const n of document.querySelectorAll("svg title")) out.push(n.textContent);
  const ids = [...document.querySelectorAll("[data-game]")].map((n) => n.dataset.game);
  const st = window.powerplay && window.powerplay.state;
  if (st && st.id) ids.push(st.id);
  const names = ((st && st.seats) || []).map((s) => s.name).filter(Boolean);
  return { text: out.join("\\n"), ids, names };
}"""


@cache
def allowed() -> frozenset[str]:
    """Words that are not English to a reader: the boards' city names (as printed), the project's name."""
    words = {"Powerplay", "English", "Ctrl"}  # (the switch names each language in itself)
    for path in MAPS.glob("*.json"):
        for city in json.loads(path.read_text())["cities"]:
            words.update(WORD.findall(city["name"]))
    return frozenset(words)


def english(page) -> list[str]:
    """The English words the page shows (each with a little of its line)."""
    seen = page.evaluate(READ)
    text = RULE_ID.sub(" ", seen["text"])
    for known in [*seen["ids"], *seen["names"]]:
        text = text.replace(known, " ")
    found = []
    for line in text.splitlines():
        for word in WORD.findall(line):
            if word not in allowed():
                found.append(f"{word!r} in {line.strip()[:100]!r}")
    return found


def assert_no_english(page, where: str) -> None:
    words = english(page)
    assert not words, f"{where}: English on the page:\n" + "\n".join(words[:30])


def shoot(page, artifacts: Path, name: str) -> None:
    """Screenshots at a laptop's, a desktop's and a phone's size (then back to the test's size)."""
    size = page.viewport_size
    for width, height in SIZES:
        page.set_viewport_size({"width": width, "height": height})
        page.wait_for_timeout(150)
        page.screenshot(path=str(artifacts / f"{name}-{width}x{height}.png"))
    page.set_viewport_size(size)


def choose_language(page, base: str, lang: str, how: str) -> None:
    """Open the lobby in ``lang``: by the cookie the switch sets, or by the switch itself."""
    if how == "cookie":
        page.context.add_cookies([{"name": "lang", "value": lang, "url": base}])
        page.goto(base + "/")
    else:
        page.goto(base + "/")
        page.wait_for_selector("#lang-switch")
        assert page.locator("html").get_attribute("lang") == "en"
        with page.expect_navigation():
            page.locator("#lang-switch").select_option(lang)
    page.wait_for_selector(f'html[lang="{lang}"] #lang-switch')
    assert page.locator("#lang-switch").input_value() == lang
    wait_until(page, "document.getElementById('refreshed').textContent !== ''")  # the lists are in


def create(page, game: str) -> str:
    """A game of one invited human (P1) and two random bots, created in the lobby; its id."""
    page.locator("#game").select_option(game)
    page.locator("#players-seg label", has_text="3").click()
    for seat in (1, 2):
        page.locator(f"#seat-{seat}").select_option("random")
    page.locator("#seed").fill("11")
    page.locator("#create-btn").click()
    page.wait_for_selector("#created:not([hidden]) #play-first")
    return page.locator("#created .game-id").inner_text()


def play_powergrid(page, artifacts: Path, name: str, rounds: int = 1) -> set[str]:
    """Play P1's decisions of the first ``rounds`` rounds by clicking, plainly: an auction opened on
    the first plant each round, fuel bought and cities built (up to two) each round, all plants run."""
    done: set[str] = set()
    acted: dict[str, int] = {}  # "open", "buy", "build": how often in the round
    current = 0
    for _ in range(60 * rounds):
        kind = wait_for_turn(page, timeout=120000)
        assert_no_english(page, f"{name}: {kind}")
        round_ = page.evaluate("window.powerplay.state.view.round")
        if kind == "over" or round_ > rounds:
            break
        if round_ != current:
            current, acted = round_, {}
        p = panel(page)
        if kind not in done:
            shoot(page, artifacts, f"{name}-{kind}")
        if kind == "open":
            must = p.locator('[data-action="pass"]').count() == 0
            if not acted.get("open") or must:
                acted["open"] = 1
                p.locator(".plant-choice button.plant").first.click()
                click_and_wait(page, confirm_box(page).locator('[data-action="open-bid"]'))
            else:
                click_and_wait(page, p.locator('[data-action="pass"]'))
        elif kind == "raise":
            click_and_wait(page, p.locator('[data-action="pass"]'))
        elif kind == "scrap":
            p.locator(".plant-choices button.plant").first.click()
            click_and_wait(page, p.locator('[data-action="scrap"]'))
        elif kind == "buy":
            rows = p.locator(".buy-row")
            if not acted.get("buy") and rows.count():
                acted["buy"] = 1
                for i in range(rows.count()):
                    plus = rows.nth(i).locator(".step-btn").last
                    if plus.is_enabled():
                        plus.click()
                assert_no_english(page, f"{name}: a purchase chosen")
                click_and_wait(page, p.locator('[data-action="buy"]'))
            else:
                click_and_wait(page, p.locator('[data-action="done"]'))
        elif kind in ("build", "trust", "mark"):
            city = page.locator("#map g.city.pickable")
            if kind != "build" or (acted.get("build", 0) < 2 and city.count()):
                acted[kind] = acted.get(kind, 0) + 1
                city.first.click()
                assert_no_english(page, f"{name}: a city chosen")
                click_and_wait(page, confirm_box(page).locator(f'[data-action="{kind}"]'))
            else:
                click_and_wait(page, p.locator('[data-action="done"]'))
        elif kind == "power":
            click_and_wait(page, p.locator('[data-action="power"]'))
        else:
            raise AssertionError(f"unexpected decision {kind!r}: {p.inner_text()}")
        done.add(kind)
    return done


def play_cards(page, artifacts: Path, name: str, rounds: int = 1) -> set[str]:
    """Play P1's decisions of the card game's first ``rounds`` rounds by clicking: in each round an
    auction opened on the first plant and a resource card bought, when possible."""
    done: set[str] = set()
    opened: set[int] = set()
    bought: set[int] = set()
    for _ in range(60 * rounds):
        kind = wait_for_turn(page, timeout=120000)
        assert_no_english(page, f"{name}: {kind}")
        round_ = page.evaluate("window.powerplay.state.view.round")
        if kind == "over" or round_ > rounds:
            break
        p = panel(page)
        if kind not in done:
            shoot(page, artifacts, f"{name}-{kind}")
        if kind == "open":
            plants = p.locator(".plant-choice button.plant")
            must = p.locator('[data-action="pass"]').count() == 0  # (the first round: a plant each)
            if (round_ not in opened or must) and plants.count():
                opened.add(round_)
                plants.first.click()
                click_and_wait(page, confirm_box(page).locator('[data-action="open-bid"]'))
            else:
                click_and_wait(page, p.locator('[data-action="pass"]'))
        elif kind == "raise":
            click_and_wait(page, p.locator('[data-action="pass"]'))
        elif kind in ("demolish", "discard"):
            first = p.locator(".plant-choice button.plant").first
            if first.count():
                first.click()
            click_and_wait(page, p.locator(f'[data-action="{kind}"]').first)
        elif kind == "buy":
            cards = page.locator("#resource-market button.rcard.selectable")
            if round_ not in bought and cards.count():
                bought.add(round_)
                cards.first.click()
                assert_no_english(page, f"{name}: a card chosen")
                click_and_wait(page, confirm_box(page).locator('[data-action="buy"]'))
            else:
                click_and_wait(page, p.locator('[data-action="done"]'))
        elif kind == "produce":
            click_and_wait(page, p.locator('[data-action="produce"]'))
        else:
            raise AssertionError(f"unexpected decision {kind!r}: {p.inner_text()}")
        done.add(kind)
    return done


@pytest.mark.parametrize(
    ("lang", "how", "game"),
    [("ru", "cookie", "powergrid-cards"), ("uk", "switch", "powergrid")],
)
def test_a_round_in_russian_and_in_ukrainian(web_server, browser, artifacts, lang: str, how: str, game: str):
    """Each game in one language and the other (the whole games below play the other two pairings), each
    language chosen one way: the lobby, a round, a reload, the spectator's page."""
    page = new_page(browser)
    name = f"lang-{lang}-{game}"
    choose_language(page, web_server.url, lang, how)
    page.locator("#game").select_option(game)
    assert_no_english(page, "the lobby")
    shoot(page, artifacts, f"{name}-lobby")
    gid = create(page, game)
    wait_until(page, f"document.querySelector('#mine li[data-game=\"{gid}\"]') !== null")
    assert_no_english(page, "the lobby, the game created")

    page.locator("#play-first").click()
    page.wait_for_url(re.compile(rf"/play/{gid}\?seat=0$"))
    assert page.locator("html").get_attribute("lang") == lang  # the game page remembers the language
    page.wait_for_selector("#players .player")
    done = play_powergrid(page, artifacts, name) if game == "powergrid" else play_cards(page, artifacts, name)
    assert {"open", "buy"} <= done, done
    page.reload()  # the language stays after a reload
    wait_for_turn(page)
    assert page.locator("html").get_attribute("lang") == lang
    assert_no_english(page, "after a reload")
    shoot(page, artifacts, f"{name}-round-2")
    page.goto(f"{web_server.url}/watch/{gid}")  # a spectator reads the same language
    page.wait_for_selector("#action-panel")
    wait_until(page, "window.powerplay.state && window.powerplay.state.seat === null")
    assert_no_english(page, "the spectator's page")
    shoot(page, artifacts, f"{name}-watch")
    assert page.errors == []
    assert page.evaluate("window.__csp") == []


def test_the_switch_goes_back_to_english_and_is_remembered(web_server, browser):
    page = new_page(browser)
    choose_language(page, web_server.url, "ru", "switch")
    assert page.locator("#create-btn").inner_text() == "Создать игру"
    page.reload()
    page.wait_for_selector('html[lang="ru"] #lang-switch')
    assert page.locator("#create-btn").inner_text() == "Создать игру"
    cookie = next(c for c in page.context.cookies() if c["name"] == "lang")
    assert cookie["value"] == "ru" and cookie["path"] == "/" and cookie["expires"] > time.time() + 300 * 24 * 3600
    with page.expect_navigation():
        page.locator("#lang-switch").select_option("en")
    page.wait_for_selector('html[lang="en"] #lang-switch')
    assert page.locator("#create-btn").inner_text() == "Create game"


@pytest.mark.parametrize(("lang", "game"), [("ru", "powergrid"), ("uk", "powergrid-cards")])
def test_a_finished_game_and_its_replay_in_russian_and_ukrainian(fast_server, browser, artifacts, lang: str, game: str):
    """The final scores, the replay bar and a replayed position speak the reader's language too."""
    api = fast_server.client()
    gid = api.create(["random", "random"], seed=5, game=game, players=2)["id"]
    for _ in range(600):
        if api.state(gid)["over"]:
            break
        time.sleep(0.1)
    assert api.state(gid)["over"]
    page = new_page(browser)
    page.context.add_cookies([{"name": "lang", "value": lang, "url": fast_server.url}])
    page.goto(f"{fast_server.url}/watch/{gid}")
    page.wait_for_selector("#scores")
    assert_no_english(page, "the final scores")
    shoot(page, artifacts, f"lang-{lang}-{game}-over")
    page.locator("#replay-bar button.primary").click()  # watch the replay
    page.wait_for_selector("#replay-bar .replay-pos")
    page.locator("#replay-bar input[type=range]").fill("40")
    page.locator("#replay-bar input[type=range]").dispatch_event("change")
    wait_until(page, "window.powerplay.replay && window.powerplay.replay.n === 40")
    page.wait_for_selector("#action-panel")
    assert_no_english(page, "a replayed position")
    shoot(page, artifacts, f"lang-{lang}-{game}-replay")
    assert page.errors == []


def test_a_whole_card_game_in_ukrainian(fast_server, browser, artifacts):
    """A game of the card game against a bot and the Trust, with the demolition contractor, played to
    its end by clicking, every decision's page read for English words."""
    page = new_page(browser)
    choose_language(page, fast_server.url, "uk", "cookie")
    page.locator("#game").select_option("powergrid-cards")
    page.locator("#players-seg label", has_text="2").click()
    page.locator("#seat-1").select_option("random")
    page.locator("#option-demolition").check()
    page.locator("#seed").fill("3")
    page.locator("#create-btn").click()
    page.wait_for_selector("#created:not([hidden]) #play-first")
    page.locator("#play-first").click()
    page.wait_for_selector("#players .player")
    done = play_cards(page, artifacts, "lang-uk-cards-whole", rounds=99)
    assert page.locator("#scores").count() == 1, done
    assert_no_english(page, "the end of the game")
    shoot(page, artifacts, "lang-uk-cards-whole-over")
    assert page.errors == []


def test_a_whole_power_grid_game_in_russian(fast_server, browser, artifacts):
    """Power Grid on the USA board (its coal storage) against a bot, played to its end by clicking in
    Russian, every decision's page read for English words."""
    page = new_page(browser)
    choose_language(page, fast_server.url, "ru", "cookie")
    page.locator("#map-seg label").nth(1).click()  # USA
    page.locator("#players-seg label", has_text="3").click()
    page.locator("#seat-1").select_option("heuristic")
    page.locator("#seat-2").select_option("heuristic")
    page.locator("#seed").fill("4")
    page.locator("#create-btn").click()
    page.wait_for_selector("#created:not([hidden]) #play-first")
    page.locator("#play-first").click()
    page.wait_for_selector("#map g.city")
    done = play_powergrid(page, artifacts, "lang-ru-pg-whole", rounds=99)
    assert page.locator("#scores").count() == 1, done
    assert_no_english(page, "the end of the game")
    shoot(page, artifacts, "lang-ru-pg-whole-over")
    assert page.errors == []


def test_the_browsers_language_until_the_switch_says_otherwise(web_server, browser):
    """A browser asking for Ukrainian (Accept-Language) gets Ukrainian; the switch's choice (the
    cookie) then wins over the browser's, on every page."""
    page = new_page(browser)
    page.set_extra_http_headers({"Accept-Language": "uk-UA,uk;q=0.9,en;q=0.5"})
    page.goto(web_server.url + "/")
    page.wait_for_selector('html[lang="uk"] #lang-switch')
    assert page.locator("#create-btn").inner_text() == "Створити гру"
    assert page.locator("#lang-switch").input_value() == "uk"
    with page.expect_navigation():
        page.locator("#lang-switch").select_option("en")
    page.wait_for_selector('html[lang="en"] #lang-switch')
    assert page.locator("#create-btn").inner_text() == "Create game"
    page.goto(web_server.url + "/watch/nosuchgame")  # another page: the choice holds
    assert page.locator("html").get_attribute("lang") == "en"


def test_two_players_place_the_trust_and_mark_starting_cities_in_ukrainian(web_server, browser, artifacts):
    """Power Grid for two (the Trust's houses placed first) with the starting-cities variant, the
    first round in Ukrainian."""
    page = new_page(browser)
    choose_language(page, web_server.url, "uk", "cookie")
    page.locator("#players-seg label", has_text="2").click()
    page.locator("#seat-1").select_option("random")
    page.locator("#option-starting_cities").check()
    page.locator("#seed").fill("9")
    assert_no_english(page, "the lobby, two players")
    page.locator("#create-btn").click()
    page.wait_for_selector("#created:not([hidden]) #play-first")
    page.locator("#play-first").click()
    page.wait_for_selector("#map g.city")
    done = play_powergrid(page, artifacts, "lang-uk-pg-two")
    assert {"trust", "mark", "open"} <= done, done
    assert page.errors == []
