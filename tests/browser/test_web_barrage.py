"""Barrage in the browser: a game against an Automa played by clicking (a construction, the
bank, water management) through a reload; what a spectator sees; the phone layout."""

from __future__ import annotations

import json
import random
import re
import time
from pathlib import Path

import pytest
from conftest import new_page
from playwright.sync_api import expect
from test_web_languages import english
from web_helpers import (
    click_and_confirm,
    click_and_wait,
    confirm_box,
    panel,
    saved_tokens,
    seat_url,
    status,
    take_seat,
    wait_for_turn,
    wait_until,
)

from powerplay.games.barrage.costs import CONSTRUCTION_SPACES
from powerplay.games.barrage.messages import RULES
from powerplay.games.barrage.scoring import SECTION_PENALTY, SECTION_STARTS

ROOT = Path(__file__).resolve().parents[2]
DATA = ROOT / "src" / "powerplay" / "games" / "barrage" / "data"
BOARD = ROOT / "src" / "powerplay" / "web" / "static" / "games" / "barrage" / "board.json"


def test_the_pages_tables_are_the_engines_data():
    """games/barrage/board.json (the schematic's layout and the tables the page names things by) copies the
    engine's data: sites, production values, destinations, red frames, action spaces, contracts."""
    page = json.loads(BOARD.read_text("utf-8"))
    m = json.loads((DATA / "map.json").read_text("utf-8"))
    assert [(b["id"], b["dams"], b["conduits"], b["powerhouses"], b["down"]) for b in page["basins"]] == [
        (b["id"], b["dam_sites"], b["conduit_sites"], b["powerhouse_sites"], b["downstream"]) for b in m["basins"]
    ]
    assert page["dams"] == {d["id"]: {"red": d["red_frame"]} for d in m["dam_sites"]}
    assert page["powerhouses"] == {p["id"]: {"red": p["red_frame"]} for p in m["powerhouse_sites"]}
    assert page["conduits"] == {
        c["id"]: {"production": c["production"], "to": c["to_basin"]} for c in m["conduit_sites"]
    }
    spaces = json.loads((DATA / "action_spaces.json").read_text("utf-8"))["sections"]
    assert [[[(x["id"], x["engineers"], x["fee"]) for x in r["spaces"]] for r in s["rows"]] for s in page["board"]] == [
        [
            [(x["id"], x["engineers"], x["extra_credits"]) for x in (r.get("left"), r.get("right")) if x]
            for r in s["rows"]
        ]
        for s in spaces
    ]
    contracts = json.loads((DATA / "contracts.json").read_text("utf-8"))
    every = contracts["starting"] + contracts["national"] + [c for cs in contracts["private"].values() for c in cs]
    assert {k: (v["energy"], v["reward"]) for k, v in page["contracts"].items()} == {
        c["id"]: (c["energy_required"], c["reward"]) for c in every
    }
    automa = json.loads((DATA / "automa.json").read_text("utf-8"))["tiles"]
    assert {k: [a["type"] for a in v] for k, v in page["automa"].items()} == {
        t["id"]: [a["type"] for a in t["actions"] if "expansion" not in a] for t in automa
    }
    keys = ("dam", "dam_code", "conduit", "conduit_code", "powerhouse", "powerhouse_code", "headstreams")
    assert page["automa_criteria"] == {t["id"]: {k: t["criteria"][k] for k in keys} for t in automa}
    # the rule of each kind of log line (its ⓘ), the scoring's numbers (the help, the bonus tile's rule) and
    # the company board's construction spaces are the engine's
    assert page["rules"] == RULES
    energy = json.loads((DATA / "energy_track.json").read_text("utf-8"))
    assert page["scoring"] == {
        "most": [energy["most_energy_award"]["first"], energy["most_energy_award"]["second"]],
        "sections": list(SECTION_STARTS),
        "penalty": SECTION_PENALTY,
    }
    assert [(s["engineers"], s["extra_credits"]) for s in page["company_spaces"]] == list(CONSTRUCTION_SPACES)
    boxes = [b["box"] for b in page["basins"]]  # no two basins overlap
    for i, (x, y, w, h) in enumerate(boxes):
        for x2, y2, w2, h2 in boxes[i + 1 :]:
            assert x + w <= x2 or x2 + w2 <= x or y + h <= y2 or y2 + h2 <= y


def create_barrage_from_lobby(page, base: str, seed: int) -> str:
    """Create a 2-player Barrage game of one invited human and the medium Automa in the lobby; its id."""
    page.goto(base + "/")
    page.locator("#game").select_option("barrage")
    assert page.locator("#map-seg").is_hidden() and page.locator("#full-seg").is_visible()
    expect(page.locator("#players-seg label")).to_have_text(["2", "3", "4"])  # Barrage: 2 to 4
    page.locator("#players-seg label", has_text="2").click()
    options = page.locator("#seat-1 option").all_inner_texts()
    assert {"Human (invited by link)", "Heuristic bot", "Automa: easy", "Automa: very hard"} <= set(options)
    assert "Search bot: expert" not in options  # Barrage has no expert search bot yet
    assert page.locator("#option-full-false").is_checked()
    page.locator("#seat-1").select_option("automa-medium")
    # the Automa plays only the full game: choosing one switches to it
    assert page.locator("#option-full-true").is_checked() and page.locator("#option-full-false").is_disabled()
    page.locator("#seed").fill(str(seed))
    page.screenshot(path="test-artifacts/barrage-lobby.png", full_page=True)
    page.locator("#create-btn").click()
    page.wait_for_selector("#created:not([hidden]) #play-first")
    link = page.locator('#created textarea[data-link="seat-0"]').input_value()
    return re.fullmatch(rf"{re.escape(base)}/play/([^/?#]+)#invite=[\w-]+", link).group(1)


# every drop the map animates is written down as it appears: (where it starts, where it stops)
WATCH_DROPS = """() => {
  window.flowDrops = [];
  new MutationObserver((records) => records.forEach((r) => r.addedNodes.forEach((n) => {
    if (n.classList && n.classList.contains("bm-flow-drop")) window.flowDrops.push([n.dataset.from, n.dataset.to]);
  }))).observe(document.getElementById("map"), { childList: true, subtree: true });
}"""


def view(page) -> dict:
    return page.evaluate("window.powerplay.state.view")


def build_something(page) -> str:
    """A construction by clicking: a highlighted site of the map, then its tile in the box beside it (then the
    payment)."""
    site = page.locator("#map .bm-site.pickable").first
    name = site.get_attribute("data-site")
    site.click()
    tiles = confirm_box(page).locator('button[data-action="build"]')
    tiles.first.wait_for()
    assert page.locator(f'#map .bm-site.selected[data-site="{name}"]').count() == 1
    # the site named as the map shows it (its basin's number), not by its id
    words = confirm_box(page).locator(".confirm-title").inner_text()
    assert name not in words and re.search(r"basin \d+", words), words
    click_and_wait(page, tiles.first)
    while wait_for_turn(page) == "pay":
        click_and_wait(page, panel(page).locator('button[data-action="pay"]').first)
    return name


def test_play_barrage_against_the_automa(web_server, browser, artifacts):
    page = new_page(browser)
    gid = create_barrage_from_lobby(page, web_server.url, seed=3)
    row = page.locator(f'#running-games li[data-game="{gid}"]')
    row.locator(".game-barrage").wait_for()
    assert "Barrage · full game" in row.inner_text()
    page.locator("#play-first").click()
    page.wait_for_url(seat_url(gid, 0))
    page.locator("#map .bm-basin").first.wait_for()
    assert page.locator("#map .bm-basin").count() == 12
    assert page.locator("#map .bm-head").count() == 4
    assert page.locator("#map .bm-dam.red-frame").count() == 10
    assert status(page).startswith("Barrage · full game · Round 1")
    page.screenshot(path=f"{artifacts}/barrage-choose.png", full_page=True)

    assert wait_for_turn(page) == "choose"
    assert panel(page).locator(".ba-offers li").count() == 2  # each company offered with its officer's ability
    click_and_wait(page, panel(page).locator('button[data-action="choose"]').first)
    assert view(page)["seats"][0]["company"] != ""

    done = set()
    for _ in range(40):
        kind = wait_for_turn(page)
        p = panel(page)
        if kind == "turn" and "build" not in done and page.locator("#map .bm-site.pickable").count():
            site = build_something(page)
            v = view(page)
            assert site in v["map"]["dams"] or site in v["map"]["conduits"] or site in v["map"]["powerhouses"]
            page.screenshot(path=f"{artifacts}/barrage-built.png", full_page=True)
            done.add("build")
        elif (
            kind == "turn"
            and "water" not in done
            and page.locator('#ba-board button.pickable[data-space="W1L"]').count()
        ):
            page.locator('#ba-board button.pickable[data-space="W1L"]').click()
            confirm = confirm_box(page)
            assert "Water management (1 water drop, flowing at once)" in confirm.inner_text()
            assert "Cost: 1 engineer" in confirm.inner_text() and "W1L" not in confirm.inner_text()
            click_and_wait(page, confirm.locator('button[data-action="place"]'))
            assert wait_for_turn(page) == "drops"
            if "reload" not in done:  # a reload mid-turn keeps the decision owed
                page.reload()
                assert wait_for_turn(page) == "drops"
                done.add("reload")
            before = view(page)["map"]["supply"]
            page.emulate_media(reduced_motion="reduce")  # the drop that flows is not animated then
            page.evaluate(WATCH_DROPS)
            click_and_confirm(page, page.locator('#map .bm-head.pickable[data-site="HA"]'))
            assert view(page)["map"]["supply"] == before - 1
            wait_until(page, "Number(document.querySelector('#map .bm-flow').dataset.moves) >= 1")
            assert page.evaluate("window.flowDrops") == []
            page.emulate_media(reduced_motion="no-preference")
            done.add("water")
        elif (
            kind == "turn"
            and "bank" not in done
            and p.locator('button[data-action="bank"]').count()
            and done >= {"build", "water"}
        ):
            credits = view(page)["seats"][0]["credits"]
            p.locator("#ba-bank-n").fill("1")
            click_and_wait(page, p.locator('button[data-action="bank"]'))
            assert view(page)["seats"][0]["credits"] == credits + 1
            done.add("bank")
            break
        else:
            buttons = p.locator("button[data-action]:not([disabled])")
            click_and_confirm(page, buttons.first)
    assert done == {"build", "water", "reload", "bank"}
    # the Automa's criteria side in words (BA-A16, BA-A17): its columns as the data has them
    tile = view(page)["automa"]["criteria"]
    data = {t["id"]: t["criteria"] for t in json.loads((DATA / "automa.json").read_text("utf-8"))["tiles"]}[tile]
    criteria = page.locator("#ba-automa-criteria")
    criteria.locator("summary").click()
    assert f"Criteria side (tile {int(tile[2:])})" in criteria.locator("summary").inner_text()
    columns = criteria.locator(".ba-crit")
    assert [columns.nth(i).locator("li").count() for i in range(3)] == [3, 3, 3]
    words = criteria.locator("li").all_inner_texts()
    assert not set(words) & {*data["dam"], *data["conduit"], *data["powerhouse"]}  # words, not the data's keys
    assert columns.nth(0).inner_text().endswith(f"then from basin {data['dam_code']} on")
    start = rf"then from the conduit space from basin {data['conduit_code'][:-1]} to basin \d+ on"
    assert re.search(start + "$", columns.nth(1).inner_text())  # (the conduit named as on the map)
    assert criteria.inner_text().endswith("Headstreams, in order: " + ", ".join(data["headstreams"]))
    page.screenshot(path=f"{artifacts}/barrage-played.png", full_page=True)

    # a spectator: the same table, no controls, no seat
    watcher = new_page(browser)
    watcher.goto(f"{web_server.url}/watch/{gid}")
    watcher.locator("#map .bm-basin").first.wait_for()
    assert watcher.locator("#action-panel.your-turn").count() == 0
    st = watcher.evaluate("window.powerplay.state")
    assert st["seat"] is None and not st.get("legal")
    # of the hidden stacks (contracts, patents, the Automa's deck) only their sizes reach the page
    hidden = st["view"]["contracts"]["stacks"], st["view"]["patent"]["stacks"], st["view"]["automa"]["deck"]
    assert all(isinstance(n, int) for n in [*hidden[0].values(), *hidden[1], hidden[2]])
    assert panel(watcher).locator("h2").text_content() == "Watching"

    # a phone, in Ukrainian: every word of the page from the catalogue
    phone = new_page(browser, width=390, height=844)
    phone.context.add_cookies([{"name": "lang", "value": "uk", "url": web_server.url}])
    phone.goto(page.url)
    phone.locator("#map .bm-basin").first.wait_for()
    phone.screenshot(path=f"{artifacts}/barrage-phone-uk.png", full_page=True)
    ids = re.compile(r"'([A-Z]+)' in")  # ids (AT08, HA, BA-24, the stacks I–III) are the same in every language
    words = [w for w in english(phone) if not ids.match(w)]
    assert words == [], "\n".join(words)
    assert phone.evaluate("document.documentElement.scrollWidth") <= 390
    assert page.errors == [] and watcher.errors == [] and phone.errors == []


def test_a_production_with_a_contract_by_clicking(web_server, browser, artifacts):
    """The turbine station clicked on the board, the system chosen from the list with its energy, then a
    contract fulfilled (BA-20, BA-21): the seat's first turns are played through the API to get there."""
    api = web_server.client()
    r = api.post(
        "/api/games",
        json={"game": "barrage", "seed": 1, "config": {"players": 2, "full": True}, "seats": ["human", "automa-hard"]},
    )
    assert r.status_code == 201, r.text
    gid = r.json()["id"]
    page = new_page(browser)
    take_seat(page, web_server.url, r.json(), 0)
    token = saved_tokens(page, gid)[0]
    for action in [
        "choose USA with S4",
        "build powerhouse on P9_1 with basic_powerhouse",
        "build conduit on C8B with basic_conduit",
        "place on K3L",
        "take contract P311",
        "take contract P212",
    ]:
        wait_until(page, "window.powerplay.state && window.powerplay.state.current_player === 0")
        st = api.state(gid, token)
        assert action in st["legal"], (action, st["legal"])
        assert api.act(gid, token, st["version"], action).status_code == 200
    assert wait_for_turn(page) == "turn"
    for attempt in range(2):  # the first placement is taken back with the Undo button
        page.locator('#ba-board button.pickable[data-space="T+2L"]').click()
        assert "Cost: 2 engineers" in confirm_box(page).inner_text()
        click_and_wait(page, confirm_box(page).locator('button[data-action="place"]'))
        assert wait_for_turn(page) == "produce"
        if attempt == 0:
            assert view(page)["occupied"]["T+2L"] == 0
            click_and_wait(page, page.locator("#undo-btn"))
            assert wait_for_turn(page) == "turn" and "T+2L" not in view(page)["occupied"]
    choice = panel(page).locator('button[data-action="produce"]')
    # 1 drop × 2 is 4 with Viktor Fiesler (USA's officer here, BA-35.3), +2 on this space: the engine's count
    assert [words(t) for t in choice.all_inner_texts()] == [
        "1 drop: the lower dam space of basin 8 → the conduit space from basin 8 to basin 9 → powerhouse space 1 of "
        "basin 9: 6 energy · could fulfil: ⚡4 → 2 credits, 1 excavator or concrete mixer ⚡4 → 5 VP, 1 excavator"
    ]
    choice.hover()  # the system is marked on the map
    marked = page.locator("#map .bm-system")
    assert sorted(marked.evaluate_all("(gs) => gs.map((g) => g.dataset.site)")) == ["C8B", "D8L", "P9_1"]
    page.screenshot(path=f"{artifacts}/barrage-produce.png", full_page=True)
    assert view(page)["seats"][0]["officer"] == "viktor_fiesler"
    page.evaluate(WATCH_DROPS)
    click_and_confirm(page, choice)
    assert view(page)["seats"][0]["energy"] == 6
    # its drop is animated from the dam, through the conduit and the powerhouse, down the rivers: here off the map
    wait_until(page, "window.flowDrops.length > 0")
    assert page.evaluate("window.flowDrops")[0] == ["D8L", "off"]
    # the log names the powerhouse space as the map does, with its rule one tap away
    produced = page.locator("#log li", has_text="produces").last
    assert "powerhouse space 1 of basin 9" in produced.inner_text() and "P9_1" not in produced.inner_text()
    assert produced.locator(".pchip").all_inner_texts() == ["P1"]
    assert produced.locator(".ba-rule").get_attribute("title") == "rule BA-20.3"
    if wait_for_turn(page) == "fulfil":
        page.screenshot(path=f"{artifacts}/barrage-fulfil.png", full_page=True)
        held = view(page)["seats"][0]["contracts"]
        fulfil = panel(page).locator('button[data-action="fulfil"]', has=page.locator(".ba-contract"))
        contract = fulfil.first.locator(".ba-contract").get_attribute("data-contract")
        click_and_confirm(page, fulfil.first)
        assert contract in view(page)["seats"][0]["fulfilled"] and contract in held
    assert page.errors == []


def new_game(web_server, browser, seed: int, seats: list[str], width: int = 1400, height: int = 900):
    """A 2-seat full game made through the API, seat 0 taken in a new page: (page, api, id, token)."""
    api = web_server.client()
    r = api.post(
        "/api/games", json={"game": "barrage", "seed": seed, "config": {"players": 2, "full": True}, "seats": seats}
    )
    assert r.status_code == 201, r.text
    gid = r.json()["id"]
    page = new_page(browser, width, height)
    take_seat(page, web_server.url, r.json(), 0)
    return page, api, gid, saved_tokens(page, gid)[0]


def play(page, api, gid, token, actions: list[str]) -> None:
    """Seat 0's actions sent through the API, each when it is its turn."""
    for action in actions:
        wait_until(page, "window.powerplay.state && window.powerplay.state.current_player === 0")
        st = api.state(gid, token)
        assert action in st["legal"], (action, st["legal"])
        assert api.act(gid, token, st["version"], action).status_code == 200


def test_every_legal_site_shows_its_full_cost_on_the_map(web_server, browser, artifacts):
    """BA-16.2, BA-17: when the seat may build, each legal site carries its cost at once (engineers on the
    company board's next space, machinery by area and structure, the red frame's 3 credits); a structure
    chosen keeps only its sites."""
    page, api, gid, token = new_game(web_server, browser, 1, ["human", "automa-hard"])
    play(page, api, gid, token, ["choose USA with S4"])
    assert wait_for_turn(page) == "turn"
    picks = page.locator("#map .bm-site.pickable").evaluate_all("(gs) => gs.map((g) => g.dataset.site)")
    tags = page.locator("#map .bm-cost").evaluate_all("(gs) => gs.map((g) => g.dataset.cost)")
    assert len(picks) > 20 and sorted(tags) == sorted(picks)

    def tag(site: str) -> str:
        return " / ".join(page.locator(f'#map .bm-cost[data-cost="{site}"] text').all_text_contents())

    # the first construction space: 1 engineer; a base in the mountains 5 excavators (+3 on a red frame),
    # in the plains 3; a conduit 2 excavators per production value; the first powerhouse 2 mixers
    assert tag("D1U") == "♟1 ⚒5 +3" and tag("D1L") == "♟1 ⚒5"
    assert tag("D9U") == "♟1 ⚒3 +3" and tag("D9L") == "♟1 ⚒3"
    assert tag("C2A") == "♟1 ⚒6" and tag("C9A") == "♟1 ⚒2"  # (production values 3 and 1)
    assert tag("P9_1") == "⚙2 / ♟1" and tag("P9_3") == "⚙2 / ♟1 +3"
    # the list of sites in the panel says the same (a phone's map slides sideways)
    chip = panel(page).locator('.ba-sites button[data-site="D1U"]')
    assert chip.locator(".ba-chip-cost").text_content() == "♟1 ⚒5 +3" and chip.inner_text().startswith("1 · upper")
    page.screenshot(path=f"{artifacts}/barrage-build-costs.png")
    page.set_viewport_size({"width": 390, "height": 844})  # a phone: the map slides sideways, its tags as wide
    page.locator("#map-card").screenshot(path=f"{artifacts}/barrage-build-costs-390x844-map.png")
    page.locator("#action-panel").screenshot(path=f"{artifacts}/barrage-build-costs-390x844-panel.png")
    assert page.locator(".ba-map-hint").is_visible()
    page.set_viewport_size({"width": 1400, "height": 900})
    assert page.locator(".ba-map-hint").is_hidden()
    panel(page).locator('button[data-structure="powerhouse"]').click()
    only = page.locator("#map .bm-cost").evaluate_all("(gs) => gs.map((g) => g.dataset.cost)")
    assert only and all(s.startswith("P") for s in only)
    assert page.locator("#map .bm-site.pickable").count() == len(only)
    page.locator('#map .bm-cost[data-cost="P9_1"]').click()  # the tag picks its site
    assert confirm_box(page).locator(".confirm-title").inner_text() == "Powerhouse space 1 of basin 9"
    assert confirm_box(page).locator('button[data-action="build"]').all_inner_texts() == [
        "Build powerhouse with the basic powerhouse tile — Cost: 1 engineer, 2 concrete mixers"
    ]
    assert page.errors == []


# what the page shows once the turn is back, read at one moment
RECAP = """() => ({
  state: window.powerplay.state,
  recap: document.getElementById("recap") ? [...document.querySelectorAll("#recap li")].map((n) => n.innerText) : null,
  marked: document.querySelectorAll("#log li.since-turn").length,
  sites: [...document.querySelectorAll("#map [data-site].changed")].map((n) => n.dataset.site),
  spaces: [...document.querySelectorAll("#ba-board [data-space].changed")].map((n) => n.dataset.space),
  fresh: Date.now() < window.powerplay.recap.until,
})"""


def words(text: str) -> str:
    return re.sub(r"\s+", " ", text).strip()


def simplest(page) -> None:
    """Seat 0's simplest choice: the first action space with its confirmation, else the first button."""
    p = panel(page)
    spaces = p.locator(".ba-place-list button")
    if spaces.count():
        spaces.first.click()
        click_and_wait(page, confirm_box(page).locator('button[data-action="place"]'))
    else:
        click_and_confirm(page, p.locator("button[data-action]:not([disabled])").first)


def test_the_page_says_what_the_automa_did_since_your_last_turn(web_server, browser, artifacts):
    """The recap in Barrage: the Automa's turns come in the same answer as the seat's action; the
    box holds the log's lines from its first one, they are marked in the log, and the structures it built
    and the action spaces it took are highlighted (the seat's own are not)."""
    page = new_game(web_server, browser, 3, ["human", "automa-hard"])[0]
    assert wait_for_turn(page) == "choose"
    boxes = built = taken = 0
    while boxes < 4:
        before = page.evaluate("window.powerplay.state.log.length")
        old = view(page)
        with page.expect_response(re.compile(r"/actions$")) as answer:
            simplest(page)
        events = answer.value.json()["events"]
        assert wait_for_turn(page) != "over"
        now = page.evaluate(RECAP)
        automa = next((i for i, t in enumerate(events) if t.startswith("P2 ")), None)
        if automa is None:  # only the seat's own lines: nothing to sum up
            assert now["recap"] is None
            continue
        boxes += 1
        lines = now["state"]["log"][before + automa :]
        assert [words(t) for t in now["recap"]] == [words(t) for t in lines[-8:]]
        assert now["marked"] == len(lines)
        new = now["state"]["view"]
        theirs = {
            s
            for kind in ("conduits", "powerhouses")
            for s, owner in new["map"][kind].items()
            if owner == 1 and s not in old["map"][kind]
        }
        theirs |= {s for s, d in new["map"]["dams"].items() if d["owner"] == 1 and old["map"]["dams"].get(s) != d}
        spaces = {s for s, seat in new["occupied"].items() if seat == 1 and old["occupied"].get(s) != 1}
        if now["fresh"]:
            assert theirs <= set(now["sites"]) and spaces == set(now["spaces"])
            assert not {s for s, seat in new["occupied"].items() if seat == 0} & set(now["spaces"])
            built += len(theirs)
            taken += len(spaces)
            if theirs:
                page.screenshot(path=f"{artifacts}/barrage-recap.png")
    assert built > 0 and taken > 0, (built, taken)
    page.set_viewport_size({"width": 390, "height": 844})  # on a phone the box comes right before the action panel
    recap, action = page.locator("#recap").bounding_box(), panel(page).bounding_box()
    assert recap["y"] + recap["height"] <= action["y"]
    page.screenshot(path=f"{artifacts}/barrage-recap-390x844.png")
    assert page.errors == []


def test_the_replay_steps_through_a_finished_game(fast_server, browser, artifacts):
    """The replay of a finished game (as for Power Grid): a move stepped to from the one before says what it
    did (its log's lines) and the water it moved flows on the map."""
    api = fast_server.client()
    r = api.post(
        "/api/games",
        json={"game": "barrage", "seed": 4, "config": {"players": 2, "full": True}, "seats": ["random", "automa-easy"]},
    )
    assert r.status_code == 201, r.text
    gid = r.json()["id"]
    for _ in range(600):
        if api.state(gid)["over"]:
            break
        time.sleep(0.05)
    replay = lambda n: api.get(f"/api/games/{gid}/replay/{n}").json()  # noqa: E731
    before = replay(0)
    for n in range(1, before["total"] + 1):  # the first move that produces
        after = replay(n)
        lines = after["log"][len(before["log"]) :]
        events = after["log_data"][len(before["log"]) :]
        if any(e["kind"] == "produce" for e in events):
            break
        before = after
    dam = next(e["args"]["dam"] for e in events if e["kind"] == "produce")
    page = new_page(browser, 1366, 768)
    page.goto(f"{fast_server.url}/watch/{gid}#move={n - 1}")
    page.locator("#replay-bar .replay-pos", has_text=f"move {n - 1} of").wait_for()
    page.evaluate(WATCH_DROPS)
    page.locator("#replay-bar button", has_text="▶").click()
    page.locator("#replay-bar .replay-pos", has_text=f"move {n} of").wait_for()
    recent = page.locator("#action-panel .log-lines.recent li").all_inner_texts()
    assert [words(t) for t in recent] == [words(t) for t in lines]
    wait_until(page, "window.flowDrops.length > 0")
    assert dam in [start for start, _stop in page.evaluate("window.flowDrops")]
    page.screenshot(path=f"{artifacts}/barrage-replay-1366x768.png")
    page.locator("#replay-bar button", has_text="◀").click()  # a step back moves no water
    page.locator("#replay-bar .replay-pos", has_text=f"move {n - 1} of").wait_for()
    assert page.errors == []


@pytest.mark.parametrize("lang", ["en", "uk"])
def test_a_mid_game_on_a_phone_and_a_laptop(web_server, browser, artifacts, lang):
    """A full 2-seat game against the Automa in its 2nd round, drawn at a phone's and a laptop's widths
    (screenshots as artefacts): nothing wider than the screen, no label cut by its box."""
    api = web_server.client()
    r = api.post(
        "/api/games",
        json={"game": "barrage", "seed": 6, "config": {"players": 2, "full": True}, "seats": ["human", "automa-hard"]},
    )
    assert r.status_code == 201, r.text
    gid = r.json()["id"]
    page = new_page(browser, 1366, 768)
    page.context.add_cookies([{"name": "lang", "value": lang, "url": web_server.url}])
    take_seat(page, web_server.url, r.json(), 0)
    token = saved_tokens(page, gid)[0]
    rng = random.Random(2)
    turns = 0
    while True:  # seat 0's choices at random (building and producing first) until its 3rd turn of round 2
        st = api.state(gid, token)
        turns += st["view"]["round"] == 2 and any(a.startswith("place on") for a in st["legal"])
        if turns == 3:
            break
        legal = [a for a in st["legal"] if a != "pass"] or st["legal"]
        keen = [a for a in legal if a.startswith(("build", "produce", "place on T"))]
        action = rng.choice(keen) if keen and rng.random() < 0.7 else rng.choice(legal)
        assert api.act(gid, token, st["version"], action).status_code == 200
    for width, height in ((390, 844), (1366, 768)):
        page.set_viewport_size({"width": width, "height": height})
        page.reload()
        page.locator("#map .bm-basin").first.wait_for()
        assert wait_for_turn(page) == "turn"
        page.locator("#ba-automa-criteria summary").click()
        page.evaluate("window.scrollTo(0, 0)")
        name = f"barrage-mid-{lang}-{width}x{height}"
        page.screenshot(path=f"{artifacts}/{name}.png", full_page=True)
        for part in ("map-card", "action-panel", "ba-board", "ba-contracts", "ba-track", "players"):
            page.locator(f"#{part}").screenshot(path=f"{artifacts}/{name}-{part}.png")
        assert page.evaluate("document.documentElement.scrollWidth") <= width
    assert page.errors == []


# the drops the page's flow sends to each dam between two views, and where each drop came from
MOVES = """async ([before, after, events]) => {
  const { waterMoves } = await import("/static/games/barrage/map.js");
  const geo = await (await fetch("/static/games/barrage/board.json")).json();
  return waterMoves(geo, before, after, events).map((m) => [m.from, m.to]);
}"""


@pytest.mark.parametrize(
    ("seats", "lang"), [(["heuristic", "automa-very-hard"], "en"), (["heuristic", "heuristic", "automa-easy"], "uk")]
)
def test_the_animated_water_ends_where_the_engine_put_it(fast_server, browser, seats, lang):
    """BA-5.5, BA-20.3.2, BA-23.3, BA-29: over whole games, the drops the page animates between two moves
    (found from the log's events, as data, and the views) bring every dam exactly to the drops the engine's
    view shows (a tile's drops fill their dam without flowing)."""
    api = fast_server.client()
    config = {"players": len(seats), "full": True}
    r = api.post("/api/games", json={"game": "barrage", "seed": 8, "config": config, "seats": seats})
    assert r.status_code == 201, r.text
    gid = r.json()["id"]
    for _ in range(1200):
        if api.state(gid)["over"]:
            break
        time.sleep(0.05)
    page = new_page(browser, 800, 600)
    page.goto(f"{fast_server.url}/watch/{gid}")
    page.locator("#map .bm-basin").first.wait_for()
    before = api.get(f"/api/games/{gid}/replay/0").json()
    checked = flowed = 0
    for n in range(1, before["total"] + 1):
        after = api.get(f"/api/games/{gid}/replay/{n}", headers={"Accept-Language": lang}).json()
        events = after["log_data"][len(before["log_data"]) :]
        assert len(after["log_data"]) == len(after["log"])
        moves = page.evaluate(MOVES, [before["view"], after["view"], events])
        drops = {d: v["drops"] for d, v in before["view"]["map"]["dams"].items()}
        for e in events:
            if e["kind"] == "produce":
                drops[e["args"]["dam"]] -= e["args"]["drops"]
            elif e["kind"] == "tile.drops":
                drops[e["args"]["dam"]] = drops.get(e["args"]["dam"], 0) + e["args"]["drops"]
        for _start, stop in moves:
            if stop != "off":
                drops[stop] = drops.get(stop, 0) + 1
        now = {d: v["drops"] for d, v in after["view"]["map"]["dams"].items()}
        assert {d: k for d, k in drops.items() if k} == {d: k for d, k in now.items() if k}, (n, events, moves)
        checked += 1
        flowed += len(moves)
        before = after
    assert checked > 40 and flowed > 20, (checked, flowed)
    assert page.errors == []
