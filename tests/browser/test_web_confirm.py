"""Confirm where you click: a city to build in, a plant to bid on, a resource to buy (Power Grid) and a plant or
a resource card (the card game) open their choice and its confirm beside what was clicked — a popover within
~300 px of the click on a laptop, a sheet at the bottom of a phone's screen that leaves the clicked element in
view — with the cost and the effect; Escape, a click outside or Cancel close it, focus moves into it and back.
The phone's top bar is one line; the map's cities one may pick are at least 40×40 px on a phone; the
instructions name the buttons there are, in their words. Screenshots of each box go to the test's tmp dir."""

from __future__ import annotations

import math
import re
from pathlib import Path

import pytest
from conftest import new_page
from web_helpers import click_and_wait, confirm_box, drive, panel, wait_until

LAPTOP = (1280, 800)
PHONE = (390, 844)
SIZES = [LAPTOP, PHONE]
NEAR = 300  # px between the click and the popover, at most (a laptop)


def pg_choose(legal: list[str], view: dict) -> str:
    """Power Grid's human seat, driven through the API: puts up the cheapest plant, passes in auctions, buys
    nothing, builds nothing (so that a decision of each kind comes with money to spend)."""
    opens = [a for a in legal if re.match(r"bid \d+ on plant", a)]
    if opens:
        return min(opens, key=lambda a: int(a.split()[1]))
    for a in ("pass", "done"):
        if a in legal:
            return a
    return legal[0]


def cards_choose(legal: list[str], view: dict) -> str:
    return next((a for a in legal if " on plant " in a), "pass" if "pass" in legal else legal[0])


DECISIONS = {
    # key: (game, config, seats, until, choose)
    "build": (
        "powergrid",
        {"map": "germany", "players": 4},
        ["human", "heuristic", "heuristic", "heuristic"],
        lambda st: st["current_player"] == 0 and st["view"]["phase"] == "building",
        pg_choose,
    ),
    "open": (
        "powergrid",
        {"map": "germany", "players": 4},
        ["human", "heuristic", "heuristic", "heuristic"],
        lambda st: st["current_player"] == 0 and st["view"]["phase"] == "auction" and not st["view"].get("auction"),
        pg_choose,
    ),
    "buy": (
        "powergrid",
        {"map": "germany", "players": 4},
        ["human", "heuristic", "heuristic", "heuristic"],
        lambda st: st["current_player"] == 0 and st["view"]["phase"] == "resources",
        pg_choose,
    ),
    "cards-open": (
        "powergrid-cards",
        {"players": 4},
        ["human", "random", "random", "random"],
        lambda st: st["current_player"] == 0 and st["view"]["phase"] == "auction" and not st["view"].get("auction"),
        cards_choose,
    ),
    "cards-buy": (
        "powergrid-cards",
        {"players": 4},
        ["human", "random", "random", "random"],
        lambda st: st["current_player"] == 0 and st["view"]["phase"] == "resources",
        cards_choose,
    ),
}


def seat_page(server, browser, key: str, size: tuple[int, int], lang: str, seed: int = 21):
    """A new game brought to the human seat's decision `key`, its page open in `lang` at `size`."""
    game, config, seats, until, choose = DECISIONS[key]
    api = server.client()
    created = api.create(seats, seed=seed, game=game, **config)
    tokens = api.tokens(created)
    drive(api, created["id"], tokens, until, choose)
    browser.add_cookies([{"name": "lang", "value": lang, "url": server.url}])
    page = new_page(browser, *size)
    page.goto(server.url + "/")
    page.evaluate(
        "([g, t]) => localStorage.setItem('powerplay.seats',"
        " JSON.stringify({[`${g}:0`]: {game: g, seat: 0, token: t}}))",
        [created["id"], tokens[0]],
    )
    page.goto(f"{server.url}/play/{created['id']}?seat=0")
    page.wait_for_selector("#action-panel.your-turn")
    page.wait_for_timeout(300)  # (the map's view box and the fonts settle)
    return page


@pytest.fixture(scope="module")
def shots(tmp_path_factory) -> Path:
    return tmp_path_factory.mktemp("confirm-shots")


TARGETS = {
    "build": "#map g.city.pickable",
    "open": "#plant-market button.plant.selectable",
    "buy": "#resource-market .res-row.pickable",
    "cards-open": "#plant-market button.plant.selectable",
    "cards-buy": "#resource-market button.rcard.selectable",
}
CONFIRM = {"build": "build", "open": "open-bid", "buy": "buy", "cards-open": "open-bid", "cards-buy": "buy"}


def click_target(page, key: str) -> tuple[dict, tuple[float, float]]:
    """Click (tap) what opens the box of decision `key` where a player would: the element's box and the point."""
    target = page.locator(TARGETS[key]).first
    target.scroll_into_view_if_needed()
    inner = target.locator(".city-bg") if key == "build" else target
    box = inner.bounding_box()
    point = (box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    page.mouse.click(*point)
    confirm_box(page).wait_for()
    page.wait_for_timeout(100)  # (placed on the next frame)
    return inner.bounding_box(), point


def distance(point: tuple[float, float], box: dict) -> float:
    """From a point to the nearest point of a box (0 inside it)."""
    dx = max(box["x"] - point[0], 0, point[0] - box["x"] - box["width"])
    dy = max(box["y"] - point[1], 0, point[1] - box["y"] - box["height"])
    return math.hypot(dx, dy)


def assert_beside(page, clicked: dict, point: tuple[float, float], size: tuple[int, int]) -> None:
    """The box is on the screen: within NEAR px of the click on a laptop; on a phone a sheet along the
    screen's bottom that leaves what was clicked in view above it, under the top bar."""
    width, height = size
    box = confirm_box(page).bounding_box()
    assert box["x"] >= -0.5 and box["y"] >= -0.5, box
    assert box["x"] + box["width"] <= width + 0.5 and box["y"] + box["height"] <= height + 0.5, box
    assert confirm_box(page).get_attribute("role") == "dialog"
    if size == PHONE:
        assert "sheet" in confirm_box(page).get_attribute("class")
        assert box["x"] <= 0.5 and box["width"] >= width - 1 and abs(box["y"] + box["height"] - height) <= 1, box
        bar = page.locator(".topbar").bounding_box()
        assert clicked["y"] >= bar["y"] + bar["height"] - 1, (clicked, bar)  # (the page may have scrolled it up)
        assert clicked["y"] + clicked["height"] <= box["y"] + 1, (clicked, box)
    else:
        assert "popover" in confirm_box(page).get_attribute("class")
        assert distance(point, box) <= NEAR, (point, box)
        # beside it, not over it
        assert distance((clicked["x"] + clicked["width"] / 2, clicked["y"] + clicked["height"] / 2), box) > 0


def focus_in_box(page) -> bool:
    return page.evaluate("Boolean(document.activeElement && document.activeElement.closest('#confirm-pop'))")


CASES = [
    ("build", LAPTOP, "en"),
    ("build", PHONE, "en"),
    ("build", LAPTOP, "ru"),
    ("build", PHONE, "ru"),
    ("build", LAPTOP, "uk"),
    ("build", PHONE, "uk"),
    ("open", LAPTOP, "en"),
    ("open", PHONE, "ru"),
    ("buy", LAPTOP, "uk"),
    ("buy", PHONE, "en"),
    ("cards-open", LAPTOP, "ru"),
    ("cards-open", PHONE, "en"),
    ("cards-buy", LAPTOP, "en"),
    ("cards-buy", PHONE, "uk"),
]


@pytest.mark.parametrize(("key", "size", "lang"), CASES, ids=[f"{k}-{s[0]}-{lang}" for k, s, lang in CASES])
def test_the_confirm_opens_beside_the_click_and_confirms(fast_server, browser, shots, key, size, lang):
    page = seat_page(fast_server, browser, key, size, lang)
    clicked, point = click_target(page, key)
    assert_beside(page, clicked, point, size)
    assert focus_in_box(page)  # focus moved into it (its confirm button)
    go = confirm_box(page).locator(f'[data-action="{CONFIRM[key]}"]')
    assert go.count() == 1 and go.is_enabled()
    text = confirm_box(page).inner_text()
    # the cost and the effect are shown before anything is sent
    if key == "build":
        cost = page.locator("#map g.city.selected .pick-badge text").text_content()
        assert cost in go.inner_text() and re.search(r"\d+.*\d+", text), text
    elif key in ("buy", "cards-buy"):
        assert re.search(r"= \d+", text) and re.search(r"\d+", go.inner_text()), text
    else:
        assert page.locator("#confirm-pop #bid-input").count() == 1
    page.screenshot(path=str(shots / f"{key}-{size[0]}x{size[1]}-{lang}.png"))

    # Escape closes it without acting, and the focus goes back to what was clicked
    before = page.evaluate("window.powerplay.state.version")
    page.keyboard.press("Escape")
    assert confirm_box(page).count() == 0
    # (once the page has redrawn, when a redraw replaced the element clicked)
    wait_until(page, "document.activeElement !== document.body")
    assert not page.evaluate("Boolean(document.activeElement.closest('#confirm-pop'))")
    # a click outside closes it too
    click_target(page, key)
    page.locator("#status").click()  # (the top bar: on the screen, above a phone's sheet)
    assert confirm_box(page).count() == 0
    assert page.evaluate("window.powerplay.state.version") == before

    # confirmed: the action is sent and the box goes
    click_target(page, key)
    click_and_wait(page, confirm_box(page).locator(f'[data-action="{CONFIRM[key]}"]'))
    wait_until(page, "!document.getElementById('confirm-pop')")
    log = page.evaluate("window.powerplay.state.log.slice(-6).join('\\n')")
    assert re.search(
        {
            "build": r"(connects|подключает|під’єднує)",
            "open": r"(bids|ставит|ставить)",
            "cards-open": r"(bids|ставит|ставить|opens|открывает|відкриває)",
            "buy": r"(buys|покупает|купує)",
            "cards-buy": r"(buys|покупает|купує)",
        }[key],
        log,
    ), log
    assert page.errors == []


def test_tab_stays_in_the_box_and_a_city_in_the_list_opens_one_beside_it(fast_server, browser, shots):
    page = seat_page(fast_server, browser, "build", LAPTOP, "en")
    click_target(page, "build")
    controls = confirm_box(page).locator("button").count()
    for _ in range(controls + 2):
        page.keyboard.press("Tab")
        assert focus_in_box(page)
    for _ in range(controls + 2):
        page.keyboard.press("Shift+Tab")
        assert focus_in_box(page)
    confirm_box(page).locator('[data-action="cancel"]').click()
    assert confirm_box(page).count() == 0
    # the list of cities in the panel: its chip opens the box beside the chip, by the keyboard too
    p = panel(page)
    summary = p.locator(".city-list summary")
    if not p.locator(".city-list[open]").count():
        summary.click()
    chip = p.locator(".city-list .chip").first
    chip.focus()
    page.keyboard.press("Enter")
    confirm_box(page).wait_for()
    page.wait_for_timeout(100)
    chip_box = p.locator(".city-list .chip").first.bounding_box()
    point = (chip_box["x"] + chip_box["width"] / 2, chip_box["y"] + chip_box["height"] / 2)
    assert distance(point, confirm_box(page).bounding_box()) <= NEAR
    assert chip.get_attribute("data-city") in page.evaluate("window.powerplay.ui.city")
    city = chip.get_attribute("data-city")
    page.keyboard.press("Escape")
    # the focus goes back to the chip once the page has redrawn (a loaded machine redraws later)
    assert wait_until(page, f"document.activeElement.dataset.city === {city!r}", timeout=5000)
    assert page.errors == []


@pytest.mark.parametrize("lang", ["en", "ru", "uk"])
@pytest.mark.parametrize("key", ["build", "cards-buy"])
def test_the_phone_top_bar_is_one_line(fast_server, browser, shots, key, lang):
    """At 390×844 the top bar is one line (the phase, whose turn, a menu button): at most 60 px; the menu
    shows the rest (the whole status, the connection, the language switch). A laptop shows it all."""
    page = seat_page(fast_server, browser, key, PHONE, lang)
    bar = page.locator(".topbar")
    assert bar.bounding_box()["height"] <= 60, bar.bounding_box()
    assert page.locator("#lang-switch").is_hidden() and page.locator("#conn").is_hidden()
    assert page.locator("#status").is_visible() and page.locator("#turn").is_visible()
    menu = page.locator("#topbar-menu")
    menu.click()
    assert menu.get_attribute("aria-expanded") == "true"
    assert page.locator("#lang-switch").is_visible() and page.locator("#status .st-extra").first.is_visible()
    page.screenshot(path=str(shots / f"topbar-{key}-phone-{lang}-menu.png"))
    menu.click()
    assert bar.bounding_box()["height"] <= 60
    page.set_viewport_size({"width": LAPTOP[0], "height": LAPTOP[1]})
    page.wait_for_timeout(100)
    assert menu.is_hidden() and page.locator("#lang-switch").is_visible()
    assert page.locator("#status .st-extra").first.is_visible()
    assert page.errors == []


# the pickable cities' hit areas on the screen, and the most lonely one (the farthest from the others)
HITS = """() => {
  const cities = [...document.querySelectorAll("#map g.city.pickable")];
  const boxes = cities.map((c) => [c.dataset.city, c.querySelector(".city-hit").getBoundingClientRect(),
    c.querySelector(".city-bg").getBoundingClientRect()]);
  const centre = (r) => [r.left + r.width / 2, r.top + r.height / 2];
  let lonely = null, far = -1;
  for (const [name, , bg] of boxes) {
    const [x, y] = centre(bg);
    const others = boxes.filter(([n]) => n !== name).map(([, , o]) => centre(o));
    const d = Math.min(...others.map(([ox, oy]) => Math.hypot(ox - x, oy - y)));
    if (d > far) { far = d; lonely = name; }
  }
  return { hits: boxes.map(([name, r]) => [name, r.width, r.height]), lonely };
}"""


def test_the_phone_s_cities_are_big_enough_to_tap(fast_server, browser, shots):
    page = seat_page(fast_server, browser, "build", PHONE, "en")
    found = page.evaluate(HITS)
    assert len(found["hits"]) > 5
    marker = page.locator("#map g.city.pickable .city-bg").first.bounding_box()
    assert marker["height"] < 40  # (the marker alone is small on a phone's whole map)
    for name, width, height in found["hits"]:
        assert width >= 40 and height >= 40, (name, width, height)
    # a tap beside the marker, inside its hit area, picks that city
    name = found["lonely"]
    bg = page.locator(f'#map g.city[data-city="{name}"] .city-bg').bounding_box()
    page.mouse.click(bg["x"] + bg["width"] / 2, bg["y"] + bg["height"] + 6)
    confirm_box(page).wait_for()
    assert page.evaluate("window.powerplay.ui.city") == name
    page.screenshot(path=str(shots / "tap-beside-a-city-phone.png"))
    assert page.errors == []


# ---- the words: the instructions name the buttons there are ------------------------------------------


@pytest.mark.parametrize("lang", ["en", "ru", "uk"])
def test_buying_fuel_says_the_buttons_words_and_done_does_not_skip_a_purchase(fast_server, browser, shots, lang):
    """Power Grid, buying on a phone: the instruction names the "done" button by its words; with an amount
    chosen the buy button comes first (primary) and "done" says it buys nothing of what is chosen."""
    page = seat_page(fast_server, browser, "buy", PHONE, lang)
    p = panel(page)
    done = p.locator('[data-action="done"]')
    prompt = p.locator(".prompt").inner_text()
    assert f"«{done.inner_text()}»" in prompt or f"“{done.inner_text()}”" in prompt, (prompt, done.inner_text())
    assert "primary" in done.get_attribute("class")
    p.locator(".buy-row").first.locator(".step-btn").last.click()
    buy = p.locator('[data-action="buy"]')
    assert "primary" in buy.get_attribute("class") and "primary" not in done.get_attribute("class")
    order = p.locator("button[data-action]").evaluate_all("bs => bs.map((b) => b.dataset.action)")
    assert order.index("buy") < order.index("done")
    assert done.inner_text() not in prompt  # not the button the instruction names: it says what it does
    assert re.search(r"without|не куп", done.inner_text()), done.inner_text()
    page.screenshot(path=str(shots / f"buy-words-phone-{lang}.png"))
    assert page.errors == []


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_building_says_the_done_button_s_words(fast_server, browser, lang):
    page = seat_page(fast_server, browser, "build", PHONE, lang)
    p = panel(page)
    prompt = p.locator(".prompt").inner_text()
    done = p.locator('[data-action="done"]').inner_text()
    assert f"«{done}»" in prompt or f"“{done}”" in prompt, (prompt, done)
    assert page.errors == []


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_card_game_names_pass_only_with_a_pass_button(fast_server, browser, lang):
    """The card game's auction: "or press “Pass this round”" only when there is that button; buying: the
    instruction names "Done buying" as its button reads."""
    page = seat_page(fast_server, browser, "cards-open", LAPTOP, lang)
    p = panel(page)
    prompt = p.locator(".prompt").first.inner_text()
    passes = p.locator('[data-action="pass"]')
    if passes.count():
        assert passes.inner_text() in prompt, prompt
    else:
        assert not re.search(r"pass|пас", prompt, re.IGNORECASE), prompt
    page = seat_page(fast_server, browser, "cards-buy", LAPTOP, lang)
    p = panel(page)
    prompt = p.locator(".prompt").first.inner_text()
    assert p.locator('[data-action="done"]').inner_text() in prompt, prompt
    assert "say done" not in prompt
    assert page.errors == []
