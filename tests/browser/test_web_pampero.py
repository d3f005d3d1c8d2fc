"""Pampero in the browser: the first year against the heuristic bot played by clicking — a tower with
its bonus cells, a wind farm and a contract in both rows of the company board, the bulldozers moved,
consolidation — through an undo and reloads; a spectator in Russian; the phone's bottom sheet; the game
over and its replay."""

from __future__ import annotations

import re

from conftest import new_page
from web_helpers import confirm_box, panel, seat_url, take_seat, wait_for_turn, wait_until

SEED = 2
"""A 2-player game in which the player moves first and the plan below plays out within the first year."""


def view(page) -> dict:
    return page.evaluate("window.powerplay.state.view")


def legal(page) -> list[str]:
    return page.evaluate("window.powerplay.state.legal || []")


def version(page) -> int:
    return page.evaluate("window.powerplay.state.version")


def key(page, k: str, how: str = "legal"):
    """The drawn element of a key (data-key), marked as ``how`` (pa-legal, pa-selected, pa-source)."""
    return page.locator(f'#game-root [data-key="{k}"].pa-{how}').first


def place_key(place: str) -> str:
    if place == "STORAGE":
        return "storage"
    return f"park:{place}" if place.startswith("PARK") else f"site:{place}"


def send_by(page, action: str) -> None:
    """Press the popover's (or the panel's) button that sends ``action``; wait for the new state."""
    before = version(page)
    button = page.locator(f'#confirm-pop [data-send="{action}"], #action-panel [data-send="{action}"]').first
    button.click()
    wait_until(page, f"window.powerplay.state.version > {before}")


def choose(kind: str, options: list[str], done: set[str]) -> str:
    """The player's plan (SEED makes it play out): Build Tower in the top row (zone A), its bulldozer
    moved on to zone B; Build Wind Farm in the bottom row (zone B tab); a contract; then batteries."""
    if kind == "turn":
        for want, prefix in (("tower", "play ST-1 top"), ("wind", "play ST-2 bottom"), ("contract", "play ST-3")):
            if want not in done:
                found = [a for a in options if a.startswith(prefix)]
                if found:
                    return found[0]
        return "take battery"
    if kind == "build":
        own = [a for a in options if ("via" not in a or "via P1" in a) and "batteries" not in a]
        return (own or options)[0]
    if kind in ("follow", "moves"):
        zone_b = [a for a in options if " to B" in a and re.search(r"-[WM]\d+$", a)]
        return (zone_b or options)[0]
    return options[0]


def click_action(page, action: str, photos: dict[str, object]) -> None:
    """Take ``action`` as a player does: click the highlighted elements it names on the drawings, then
    the popover's button that confirms it. ``photos``: where the pictures of the first build's and the
    first contract's popovers go (``where``) and what was seen already (``taken``: those kinds, and
    "paid" once a popover said another player is paid and the log said so too)."""
    words = action.split()
    if words[0] == "play":
        card, row, tab = words[1:4]
        key(page, f"hand:{card}").click()
        box = confirm_box(page)
        box.wait_for()  # the card's popover: its effect, the rows and tabs it may go to
        key(page, f"tab:{row}:{tab}").click()  # … or a highlighted tab of the company board
        confirm_box(page).locator(".confirm-title").wait_for()
    elif words[0] == "build":
        key(page, f"site:{words[2]}").click()
    elif words[0] == "move":
        source, target = words[1], words[3]
        if not page.locator(f'#game-root [data-key="{place_key(source)}"].pa-source').count():
            key(page, place_key(source)).click()  # several bulldozers may move: this one first
            key(page, place_key(source), "selected").wait_for()
        key(page, place_key(target)).click()
    elif words[0] == "bonus":
        key(page, f"bonus:{words[1]}").click()
        key(page, f"bonus:{words[1]}", "selected").wait_for()
        key(page, f"bonus:{words[2]}").click()
    elif words[0] == "discard":
        key(page, f"bonus:{words[1]}").click()
    elif words[0] == "fulfil":
        slot, cell = words[1], words[3]
        kind = "solar" if slot.startswith("SOL") else "slot"
        key(page, f"{kind}:{slot}").click()
        key(page, f"{kind}:{slot}", "selected").wait_for()
        key(page, f"cell:{cell}").click()
    elif words[:2] == ["take", "back"]:
        key(page, f"row:{words[2]}").click()
    elif words[:2] == ["take", "battery"]:
        panel(page).locator('[data-action="battery-ask"]').click()
    if words[0] in ("build", "fulfil") and words[0] not in photos["taken"]:
        photos["taken"].add(words[0])
        confirm_box(page).wait_for()
        page.screenshot(path=f"{photos['where']}/pampero-{words[0]}-popover.png")
    # the popover names whom the zone value goes to, as the log then says it went
    said = page.locator(f'#confirm-pop [data-send="{action}"]').inner_text() if words[0] in ("build", "fulfil") else ""
    send_by(page, action)
    if m := re.search(r"Pay \$(\d+) to (P\d)", said):
        line = f"pays the zone value, ${m[1]}, to {m[2]}"
        wait_until(page, f"window.powerplay.state.log.some((t) => t.includes('{line}'))")
        photos["taken"].add("paid")


def test_a_first_year_of_pampero_by_clicking(fast_server, browser, profiles, artifacts):
    """The first year by clicking (the bot also builds with the player's bulldozer, which the player then
    moves in the bot's turn), until year 2 begins."""
    api = fast_server.client()
    created = api.create(["human", "heuristic"], seed=SEED, game="pampero", players=2)
    gid = created["id"]
    page = new_page(browser)
    take_seat(page, fast_server.url, created, 0)
    assert wait_for_turn(page) == "turn"
    page.locator("#pa-board-card").wait_for()
    status = page.locator("#status").inner_text()
    assert re.search(r"Year 1 · .* · round 1 of 3", status), status
    # the cards the seat may play are highlighted in its hand; nothing else is yet
    hand = view(page)["you"]["hand"]
    playable = {a.split()[1] for a in legal(page) if a.startswith("play ")}
    marked = {n.get_attribute("data-key") for n in page.locator("#game-root .pa-legal").all()}
    assert marked == {f"hand:{c}" for c in playable}, marked
    assert len(hand) == 8

    # a spectator, reading Russian: the boards, no hand, no controls
    watcher = new_page(profiles())
    watcher.context.add_cookies([{"name": "lang", "value": "ru", "url": fast_server.url}])
    watcher.goto(f"{fast_server.url}/watch/{gid}")
    watcher.locator("#pa-board-card").wait_for()
    wait_until(watcher, "window.powerplay.state && window.powerplay.state.seat === null")
    assert watcher.locator("#action-panel h2").text_content() == "Наблюдение"
    assert watcher.locator('[data-key^="hand:"], .pa-legal').count() == 0
    assert watcher.locator("#action-panel button").count() == 0
    ru = watcher.evaluate("document.body.innerText")
    digest = view(page)["data"]["digest"]
    offered = view(page)["specialist_action_row"]
    names = {
        lang: api.get(f"/api/games/kinds/pampero/data/{digest}", headers={"Cookie": f"lang={lang}"}).json()["cards"]
        for lang in ("ru", "en")
    }
    assert all(names["ru"][c]["name"] in ru and names["en"][c]["name"] not in ru for c in offered), offered
    watcher.screenshot(path=f"{artifacts}/pampero-spectator-ru.png", full_page=True)

    done: set[str] = set()
    photos: dict[str, object] = {"where": artifacts, "taken": set()}
    rows: set[str] = set()
    kinds: set[str] = set()
    for _ in range(60):
        kind = wait_for_turn(page)
        v = view(page)
        if v["year"] >= 2 or kind == "over":
            break
        kinds.add(kind)
        if page.locator("#pa-board .changed").count():  # what the bot built since, highlighted (recap.js)
            done.add("recap")
        action = choose(kind, legal(page), done)
        if kind == "turn" and action.startswith("play ST-1") and "undo" not in done:
            # the card's popover says what it does and costs, by the tab clicked
            key(page, "hand:ST-1").click()
            box = confirm_box(page)
            assert "Build Tower" in box.inner_text()
            key(page, "tab:top:left").click()
            text = confirm_box(page).inner_text()
            assert "top row, slot 1: zone A tab ($5, 1 energy)" in text and "Pay the zone value $5" in text, text
            page.screenshot(path=f"{artifacts}/pampero-card-popover.png")
            send_by(page, action)
            assert wait_for_turn(page) == "build"
            # undo: the card back in hand, the turn's start again
            assert page.evaluate("window.powerplay.state.undo")
            before = version(page)
            page.locator("#undo-btn").click()
            wait_until(page, f"window.powerplay.state.version !== {before}")
            assert wait_for_turn(page) == "turn"
            assert "ST-1" in view(page)["you"]["hand"]
            done.add("undo")
            continue
        if kind == "turn" and action.startswith("play ST-2") and "reload" not in done:
            # a half-made choice (a card picked, its popover open) is forgotten by a reload; the seat stays
            key(page, "hand:ST-2").click()
            confirm_box(page).wait_for()
            key(page, "hand:ST-2", "selected").wait_for()
            page.reload()
            page.wait_for_url(seat_url(gid, 0))
            assert wait_for_turn(page) == "turn"
            key(page, "hand:ST-2").wait_for()
            assert page.locator("#game-root .pa-selected").count() == 0 and confirm_box(page).count() == 0
            done.add("reload")
        if kind == "fulfil" and "reload-fulfil" not in done:
            # mid-turn (the card played, its contract owed): a contract picked, then a reload; still owed
            slot = action.split()[1]
            key(page, f"slot:{slot}").click()
            key(page, f"slot:{slot}", "selected").wait_for()
            page.reload()
            assert wait_for_turn(page) == "fulfil"
            key(page, f"slot:{slot}").wait_for()
            assert page.locator("#game-root .pa-selected, #game-root [data-key^='cell:'].pa-legal").count() == 0
            done.add("reload-fulfil")
        if kind == "bonus" and "bonus" not in done:
            page.screenshot(path=f"{artifacts}/pampero-bonus.png", full_page=True)
        if kind == "turn" and action.startswith("play ST-3") and "phone" not in done:
            # the phone: the card's popover is a bottom sheet
            page.set_viewport_size({"width": 390, "height": 844})
            key(page, "hand:ST-3").click()
            box = confirm_box(page)
            wait_until(page, "document.querySelector('#confirm-pop.sheet') !== null")
            page.screenshot(path=f"{artifacts}/pampero-phone-sheet.png")
            page.screenshot(path=f"{artifacts}/pampero-phone.png", full_page=True)
            page.keyboard.press("Escape")  # the popover goes, the card stays chosen until another is
            assert confirm_box(page).count() == 0
            key(page, "hand:ST-3", "selected").wait_for()
            panel(page).locator('[data-action="unselect"]').click()
            page.set_viewport_size({"width": 1400, "height": 900})
            done.add("phone")
        click_action(page, action, photos)
        if action.startswith("play "):
            rows.add(action.split()[2])
            done.add({"ST-1": "tower", "ST-2": "wind", "ST-3": "contract"}.get(action.split()[1], "card"))
        elif kind == "bonus":
            done.add("bonus")
        elif kind == "take-back":
            done.add("consolidation")
    page.screenshot(path=f"{artifacts}/pampero-year-2.png", full_page=True)
    wanted = {"tower", "bonus", "wind", "contract", "consolidation"}  # and how the page went along:
    assert wanted | {"undo", "reload", "reload-fulfil", "phone", "recap"} <= done, done
    assert rows == {"top", "bottom"}
    assert "paid" in photos["taken"]  # a contract with the bot's tower: the popover said the bot is paid
    assert {"turn", "build", "bonus", "follow", "fulfil", "take-back"} <= kinds, kinds
    me = view(page)["players"][0]
    assert me["level"] == 2 and me["grid"], me  # a tower built, a contract token on the grid board
    built = view(page)["structures"]  # (a grey starting site's id has "-S": A2-SW1)
    assert any(s == {"kind": "wind", "seat": 0} for site, s in built.items() if "-S" not in site), built
    assert page.errors == [] and watcher.errors == []


def test_a_bots_game_over_and_its_replay(fast_server, browser, artifacts):
    """A game of two bots watched to its end: the final scores, the replay stepped through."""
    api = fast_server.client()
    created = api.create(["heuristic", "heuristic"], seed=3, game="pampero", players=2)
    page = new_page(browser)
    page.goto(f"{fast_server.url}/watch/{created['id']}")
    page.locator("#action-panel h2", has_text="Game over").wait_for(timeout=60000)
    # the final scores: the money each player ends with, most first (PA-33.1), the winner starred
    money = [p["money"] for p in view(page)["players"]]
    shown = [int(t) for t in page.locator("#scores tr.total td").all_inner_texts()]
    assert shown == sorted(money, reverse=True), shown
    winner = view(page)["winners"][0]
    assert page.locator(f'#scores th[data-seat="{winner}"] .star').count() == 1
    assert "Won by" in panel(page).inner_text()
    assert "Game over" in page.locator("#status").inner_text()
    page.screenshot(path=f"{artifacts}/pampero-over.png", full_page=True)
    page.locator("#replay-bar button", has_text="Watch the replay").click()
    page.locator("#action-panel h2", has_text="Replay").wait_for()
    assert "Year 1" in page.locator("#status").inner_text()
    page.locator("#replay-bar button", has_text="▶").click()
    page.locator("#replay-bar .replay-pos", has_text="move 1 of").wait_for()
    assert page.locator("#pa-board-card").count() == 1 and page.locator(".pa-legal").count() == 0
    assert page.errors == []
