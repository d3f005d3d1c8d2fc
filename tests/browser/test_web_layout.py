"""The game page at 1280×720, 1440×900 and 390×844: no panel overlaps another, nothing spills
out of its panel or off the page, the log's newest line is in view, the map fits the phone's width and none
of its names, markers and costs covers another; every symbol explains itself on hover and on tap.
Screenshots of Power Grid (Germany, USA) and of the card game at each size are kept in test-artifacts/."""

from __future__ import annotations

import random
import re

import pytest
from conftest import new_page
from web_helpers import drive, wait_until

SIZES = [(1280, 720), (1440, 900), (390, 844)]
PHONE = (390, 844)

# the game page's panels: none may overlap another
PANELS = ["#map-card", "#plant-market", "#resource-market", "#action-panel", "#scores", "#players", "#log-card"]

OVERLAPS = """(panels) => {
  const shown = (n) => n && n.getClientRects().length > 0 && getComputedStyle(n).visibility !== "hidden";
  const box = (n) => {
    const r = n.getBoundingClientRect();
    return { x0: r.left + scrollX, y0: r.top + scrollY, x1: r.right + scrollX, y1: r.bottom + scrollY };
  };
  const meet = (a, b) => Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0) > 1
    && Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0) > 1;
  const found = panels.map((s) => [s, document.querySelector(s)]).filter(([, n]) => shown(n));
  const bad = [];
  found.forEach(([a, na], i) => found.slice(i + 1).forEach(([b, nb]) => {
    if (meet(box(na), box(nb))) bad.push(`${a} overlaps ${b}`);
  }));
  // what a panel holds stays inside it (what scrolls inside its own box aside)
  for (const [s, n] of found) {
    const p = box(n);
    for (const d of n.querySelectorAll("*")) {
      if (!shown(d) || d.closest(".map-wrap, .log, .payment, svg, details:not([open]) > :not(summary)")) continue;
      const b = box(d);
      if (b.x1 - b.x0 < 1 || b.y1 - b.y0 < 1) continue;
      if (b.x0 < p.x0 - 1 || b.x1 > p.x1 + 1 || b.y0 < p.y0 - 1 || b.y1 > p.y1 + 1) {
        bad.push(`${d.tagName.toLowerCase()}.${[...d.classList].join(".")} spills out of ${s}`);
        break;
      }
    }
  }
  if (document.documentElement.scrollWidth > innerWidth + 1) bad.push("the page scrolls sideways");
  return bad;
}"""

# on the map: names, markers, costs and the prices of the cities one may build in, as drawn (the browser's
# own boxes); `all`: every city, else those in play (the others are faded)
MAP_CLASHES = """(all) => {
  const box = (n) => n.getBoundingClientRect();
  const meet = (a, b) => Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0.5
    && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0.5;
  const svgBox = box(document.getElementById("map"));
  const names = [...document.querySelectorAll("#map .city-name")].filter((n) => all || !n.classList.contains("out"));
  const cities = [...document.querySelectorAll("#map g.city")].filter((n) => all || !n.classList.contains("out"));
  const markers = cities.map((n) => [n.dataset.city, box(n.querySelector(".city-bg"))]);
  const costs = [...document.querySelectorAll("#map .cost")].filter((n) => all || !n.classList.contains("out"))
    .map((n, i) => [`cost ${n.textContent} #${i}`, box(n.querySelector("rect"))]);
  const labels = names.map((n) => [n.dataset.city, box(n)]);
  const picks = [...document.querySelectorAll("#map .pick-badge rect")]
    .map((n) => [`the price of ${n.closest("g.city").dataset.city}`, box(n)]);
  const bad = [];
  labels.forEach(([a, ba], i) => {
    labels.slice(i + 1).forEach(([b, bb]) => { if (meet(ba, bb)) bad.push(`names ${a} / ${b}`); });
    markers.forEach(([b, bb]) => { if (b !== a && meet(ba, bb)) bad.push(`name ${a} on marker ${b}`); });
    if (ba.left < svgBox.left - 0.5 || ba.right > svgBox.right + 0.5 || ba.top < svgBox.top - 0.5
        || ba.bottom > svgBox.bottom + 0.5) bad.push(`name ${a} clipped`);
  });
  markers.forEach(([a, ba], i) => markers.slice(i + 1).forEach(([b, bb]) => {
    if (meet(ba, bb)) bad.push(`markers ${a} / ${b}`);
  }));
  costs.forEach(([a, ba], i) => {
    labels.forEach(([b, bb]) => { if (meet(ba, bb)) bad.push(`${a} on name ${b}`); });
    markers.forEach(([b, bb]) => { if (meet(ba, bb)) bad.push(`${a} on marker ${b}`); });
    costs.slice(i + 1).forEach(([b, bb]) => { if (meet(ba, bb)) bad.push(`${a} on ${b}`); });
  });
  picks.forEach(([a, ba]) => [...labels, ...costs].forEach(([b, bb]) => {
    if (meet(ba, bb)) bad.push(`${a} on ${b}`);
  }));
  return { bad, names: labels.length, costs: costs.length, picks: picks.length };
}"""


def _choose(rng: random.Random):
    """The human seat's moves in the games the tests look at: builds whenever it can, buys some fuel, now
    and then opens an auction (so the map and the players' plants fill up)."""

    def choose(legal: list[str], view: dict) -> str:
        builds = [a for a in legal if a.startswith("build")]
        buys = [a for a in legal if a.startswith("buy")]
        bids = [a for a in legal if a.startswith("bid")]
        if builds:
            return rng.choice(builds)
        if buys and rng.random() < 0.6:
            return rng.choice(buys)
        if bids and rng.random() < 0.5:
            return bids[0]
        return legal[0]

    return choose


GAMES = {
    "germany": ("powergrid", {"map": "germany", "players": 4}, ["human", "heuristic", "heuristic", "heuristic"]),
    "germany2": ("powergrid", {"map": "germany", "players": 2}, ["human", "heuristic"]),  # a tall play area
    "usa": ("powergrid", {"map": "usa", "players": 5}, ["human", *["heuristic"] * 4]),
    "cards": ("powergrid-cards", {"players": 4}, ["human", "random", "random", "random"]),
}


@pytest.fixture(scope="module")
def games(fast_server) -> dict[str, tuple[str, str]]:
    """A game of each kind a few rounds in (houses on the map, plants and resources bought): its id and
    the token of its first seat (the human)."""
    api = fast_server.client()
    out = {}
    for key, (game, config, seats) in GAMES.items():
        created = api.create(seats, seed=11, game=game, **config)
        tokens = api.tokens(created)
        drive(api, created["id"], tokens, lambda st: st["view"]["round"] >= 3, choose=_choose(random.Random(1)))
        out[key] = (created["id"], tokens[0])
    return out


def open_seat(browser, base: str, game: tuple[str, str], size: tuple[int, int]):
    """The game's page of its first seat, as the browser that holds the seat's link sees it."""
    gid, token = game
    page = new_page(browser, *size)
    page.goto(base + "/")
    page.evaluate(
        "([g, t]) => localStorage.setItem('powerplay.seats',"
        " JSON.stringify({[`${g}:0`]: {game: g, seat: 0, token: t}}))",
        [gid, token],
    )
    page.goto(f"{base}/play/{gid}?seat=0")
    page.wait_for_selector("#action-panel")
    page.wait_for_selector("#log .log-lines li")
    page.wait_for_timeout(300)  # (the fonts and the map's view box settle)
    return page


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("key", list(GAMES))
def test_no_panel_overlaps_another(fast_server, browser, games, artifacts, key, size):
    page = open_seat(browser, fast_server.url, games[key], size)
    page.screenshot(path=str(artifacts / f"layout-{key}-{size[0]}x{size[1]}.png"))
    page.screenshot(path=str(artifacts / f"layout-{key}-{size[0]}x{size[1]}-full.png"), full_page=True)
    assert page.evaluate(OVERLAPS, PANELS) == []
    assert page.errors == []


@pytest.mark.parametrize("size", [s for s in SIZES if s != PHONE], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("key", list(GAMES))
def test_the_log_is_in_view(fast_server, browser, games, key, size):
    """The log's newest line is on the screen without scrolling the page, and the log shows its end."""
    page = open_seat(browser, fast_server.url, games[key], size)
    newest = page.locator("#log .log-lines li").last
    box = newest.bounding_box()
    assert box["y"] >= 0 and box["y"] + box["height"] <= size[1], box
    log = page.locator("#log")
    assert log.evaluate("n => n.scrollTop + n.clientHeight >= n.scrollHeight - 2")


@pytest.mark.parametrize("key", ["germany", "usa"])
def test_phone_shows_the_whole_map_and_a_small_action_panel(fast_server, browser, games, artifacts, key):
    """On a phone the page is one column that scrolls; nothing pinned takes more than a quarter of the
    screen; the map fits the width with every city of the play area inside it."""
    page = open_seat(browser, fast_server.url, games[key], PHONE)
    pinned = page.evaluate("""() => [...document.querySelectorAll("body *")]
      .filter((n) => ["fixed", "sticky"].includes(getComputedStyle(n).position) && n.getClientRects().length)
      .map((n) => [n.id || n.className, n.getBoundingClientRect().height])""")
    for name, height in pinned:
        assert height <= 0.25 * PHONE[1], (name, height)
    wrap = page.locator("#map-card .map-wrap")
    assert wrap.evaluate("n => n.scrollWidth <= n.clientWidth + 1")
    svg = page.locator("#map").bounding_box()
    assert svg["x"] >= 0 and svg["x"] + svg["width"] <= PHONE[0]
    clashes = page.evaluate(MAP_CLASHES, False)
    assert clashes["names"] > 10 and clashes["bad"] == []


@pytest.mark.parametrize("lang", ["en", "ru", "uk"])
@pytest.mark.parametrize("key", ["germany", "usa"])
def test_map_names_and_costs_cover_nothing(fast_server, browser, games, artifacts, key, lang):
    """In the play area and on the whole map, no two names overlap, no cost covers a name or a marker and
    every name lies inside the map (the Ruhr, the US north-east, Frankfurt-Oder and Flensburg included), in
    each language (the Russian and Ukrainian names are longer: «Франкфурт-на-Майне»)."""
    browser.add_cookies([{"name": "lang", "value": lang, "url": fast_server.url}])
    page = open_seat(browser, fast_server.url, games[key], (1440, 900))
    names = page.locator("#map .city-name").all_text_contents()
    latin = [n for n in names if re.search("[A-Za-z]", n)]
    assert len(names) == 42 and latin == (names if lang == "en" else []), latin
    play = page.evaluate(MAP_CLASHES, False)
    assert play["names"] > 10 and play["costs"] > 10
    assert play["bad"] == []
    page.locator("#zoom-btn").click()  # the whole map
    wait_until(page, "document.querySelectorAll('#map .city-name').length > 0")
    whole = page.evaluate(MAP_CLASHES, True)
    assert whole["names"] > play["names"]
    assert whole["bad"] == []
    page.locator("#map").screenshot(path=str(artifacts / f"layout-map-{key}-{lang}-whole.png"))
    assert page.errors == []


def test_card_game_resource_cards_do_not_cover_each_other(fast_server, browser, games):
    """On a phone the resource cards of a column sit side by side or one under the other, each pip seen."""
    page = open_seat(browser, fast_server.url, games["cards"], PHONE)
    boxes = page.locator("#resource-market .rcard").evaluate_all(
        "ns => ns.map((n) => { const r = n.getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom]; })"
    )
    assert len(boxes) > 3
    for i, a in enumerate(boxes):
        for b in boxes[i + 1 :]:
            assert min(a[2], b[2]) - max(a[0], b[0]) <= 0.5 or min(a[3], b[3]) - max(a[1], b[1]) <= 0.5, (a, b)


# a symbol of each kind, and where it is drawn (⚡, plug/socket, the eco mark, E, ★ VP, …)
SYMBOLS = {
    "germany2": [
        ("⚡ cities the plants can power", "#players .player .stat", "⚡"),
        ("E: money", "#players .player.you .money-stat", None),
        ("a plant's output", "#players .player.you .plant .pout", None),
        ("the deck's top card: plug or socket", "#plant-market .card-back", None),
        ("a resource token", "#resource-market .res-label .tok", None),
        ("turn order", "#players .order-item", None),
        ("a house of the Trust", "#map path.house.trust", None),
        ("the Trust's T", "#map text.trust-t", None),
    ],
    "cards": [
        ("★ VP", "#players .vp-stat", None),
        ("E: money", "#players .player.you .money-stat", None),
        ("E: a plant's income", "#players .player .plant .income", None),
        ("the deck's top card", "#plant-market .card-back", None),
        ("a resource unit", "#resource-market .supply-item .tok", None),
        ("turn order", "#players .order-item", None),
    ],
}

WORDS = """(n) => {
  for (let e = n; e && e !== document.body; e = e.parentElement) {
    const svgTitle = e instanceof SVGElement ? e.querySelector(":scope > title")?.textContent : "";
    const t = e.getAttribute("title") || svgTitle;
    if (t) return t;
  }
  return null;
}"""


@pytest.mark.parametrize("key", list(SYMBOLS))
def test_every_symbol_explains_itself_on_a_tap(fast_server, browser, games, artifacts, key):
    """Each symbol has words (a title: a mouse shows them on hover); a tap shows them in a bubble on the
    screen, which Escape (or the next tap) takes away."""
    page = open_seat(browser, fast_server.url, games[key], PHONE)
    for what, selector, text in SYMBOLS[key]:
        symbol = page.locator(selector, has_text=text) if text else page.locator(selector)
        assert symbol.count(), what
        symbol = symbol.first
        symbol.scroll_into_view_if_needed()
        words = symbol.evaluate(WORDS)
        assert words and words.strip(), what
        symbol.click(force=True)  # (the Trust's T lets the tap through to its house)
        bubble = page.locator("#tip-bubble")
        bubble.wait_for()
        assert bubble.get_attribute("role") == "tooltip"
        expected = words if what != "the Trust's T" else page.locator("#map path.house.trust").first.evaluate(WORDS)
        assert bubble.inner_text() == expected, what
        box = bubble.bounding_box()
        assert box["x"] >= 0 and box["x"] + box["width"] <= PHONE[0] and 0 <= box["y"] <= PHONE[1], what
        if what == "turn order":
            page.screenshot(path=str(artifacts / f"layout-tip-{key}-phone.png"))
        page.keyboard.press("Escape")
        assert bubble.count() == 0
    page.locator("#players h2").click()  # a tap on something that means nothing: no bubble
    assert page.locator("#tip-bubble").count() == 0
    assert page.errors == []


def test_a_tap_on_the_phone_s_map_enlarges_it_there(fast_server, browser, games):
    """The whole map fits a phone's width with small names: a tap enlarges it around the point tapped, so
    the names there can be read; − shows it whole again."""
    page = open_seat(browser, fast_server.url, games["germany"], PHONE)
    svg = page.locator("#map")
    essen = page.locator('#map .city-name[data-city="Essen"]')
    before = essen.bounding_box()
    assert before["height"] < 12  # (small)
    box = svg.bounding_box()
    page.mouse.click(before["x"] + before["width"] / 2, before["y"] - 12)  # beside the name
    assert svg.bounding_box()["width"] > 2 * box["width"]
    after = essen.bounding_box()
    assert after["height"] >= 2 * before["height"]
    wrap = page.locator("#map-card .map-wrap").bounding_box()
    assert wrap["x"] <= after["x"] and after["x"] + after["width"] <= wrap["x"] + wrap["width"]  # Essen in view
    assert wrap["y"] <= after["y"] and after["y"] + after["height"] <= wrap["y"] + wrap["height"]
    page.locator("#zoom-out").click()
    page.locator("#zoom-out").click()
    page.locator("#zoom-out").click()
    assert abs(svg.bounding_box()["width"] - box["width"]) < 1
    assert page.errors == []


def test_the_log_stays_at_its_end_when_the_panel_above_grows(fast_server, browser, games):
    """The action panel grows (its help opened): the log beside it shrinks and still shows its newest line."""
    page = open_seat(browser, fast_server.url, games["germany"], (1280, 720))
    page.locator("#action-panel details.help summary").click()
    page.wait_for_timeout(200)
    log = page.locator("#log")
    assert log.evaluate("n => n.scrollTop + n.clientHeight >= n.scrollHeight - 2")
    newest = page.locator("#log .log-lines li").last.bounding_box()
    frame = log.bounding_box()
    assert newest["y"] + newest["height"] <= frame["y"] + frame["height"] + 1
    assert page.errors == []
