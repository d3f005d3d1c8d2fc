"""The words shown to a player: plain sentences, never the API's own ("stale version 54: the
game is at version 57"), and the reason that is true."""

from __future__ import annotations

from conftest import new_page
from web_helpers import drive, panel, saved_tokens, take_seat, wait_for_turn, wait_until


def test_an_action_on_an_old_view_says_the_game_moved_on(web_server, browser):
    api = web_server.client()
    created = api.create(["human", "random", "random"], seed=7, players=3)  # a bot opens the first auction
    page = new_page(browser)
    take_seat(page, web_server.url, created, 0)
    assert wait_for_turn(page) == "raise"
    now = page.evaluate("window.powerplay.state.version")
    assert now > 0
    # the page acts on a view one action old, as when another player's action arrives while choosing
    page.evaluate("window.powerplay.state.version -= 1")
    page.evaluate("window.powerplay.send('pass')")
    toast = page.locator(".toast-error")
    toast.wait_for()
    text = toast.inner_text()
    assert "The game moved on: your view was out of date and has been refreshed" in text, text
    assert "stale" not in text and "version" not in text, text
    wait_until(page, f"window.powerplay.state.version === {now}")  # refreshed; nothing was played
    assert api.state(created["id"])["version"] == now
    assert page.errors == []


# the buy panel built from the page's own state, with the player's money and the legal list changed
BUY_PANEL = """async ([cash]) => {
  const { controls } = await import("/static/games/powergrid/controls.js");
  const st = structuredClone(window.powerplay.state);
  const you = st.view.players.find((p) => p.seat === st.view.you);
  if (cash !== null) you.money = cash;
  const c = controls({ state: st, view: st.view, legal: ["done"], ui: {}, geo: window.powerplay.geo,
    send: () => {}, rerender: () => {} });
  return c.node.querySelector(".prompt").textContent;
}"""


def test_with_no_money_the_buy_panel_blames_money_not_storage(web_server, browser):
    api = web_server.client()
    created = api.create(["human", "random", "random"], seed=2, players=3)
    page = new_page(browser)
    take_seat(page, web_server.url, created, 0)
    tokens = saved_tokens(page, created["id"])

    def fuel_plant_first(legal, view):  # buy a plant that burns fuel, nothing else
        opening = [a for a in legal if " on plant " in a]
        for a in opening:
            n = int(a.split()[-1])
            if any(p["number"] == n and p["kind"] != "eco" for p in view["plant_market"]["current"]):
                return a
        return "pass" if "pass" in legal else legal[0]

    def buying(st):
        return st["view"]["phase"] == "resources" and st["current_player"] == 0

    drive(api, created["id"], tokens, buying, fuel_plant_first)
    assert wait_for_turn(page) == "buy"
    broke = page.evaluate(BUY_PANEL, [0])
    assert "You cannot pay for any fuel: you have 0 Elektro" in broke, broke
    assert "store" not in broke and "room" not in broke, broke
    full = page.evaluate(BUY_PANEL, [None])  # money enough: then only storage can be the reason
    assert "Your plants cannot store any more fuel" in full, full
    assert page.errors == []


def test_card_game_counts_the_highlighted_cards_and_names_bureaucracy_alike(web_server, browser):
    """The line "N cards you can buy are highlighted" counts the highlighted cards (two alike in a column
    are two); the header and the action panel call Phase 3 by the rulebook's name, Bureaucracy (CG-3.1)."""
    api = web_server.client()
    created = api.create(["human", "random", "random"], game="powergrid-cards", seed=2, players=3)
    gid = created["id"]
    page = new_page(browser)
    take_seat(page, web_server.url, created, 0)
    tokens = saved_tokens(page, gid)

    def at(phase):
        return lambda st: st["view"]["phase"] == phase and st["current_player"] == 0

    def cheap(legal, view):  # open with the lowest bid, never raise, buy nothing
        return next((a for a in legal if " on plant " in a), "pass" if "pass" in legal else legal[0])

    drive(api, gid, tokens, at("resources"), cheap)
    assert wait_for_turn(page) == "buy"
    highlighted = page.locator("#resource-market button.rcard.selectable").count()
    kinds = len({a for a in api.state(gid, tokens[0])["legal"] if a.startswith("buy ")})
    hint = page.locator("#buy-hint").inner_text()
    assert highlighted > kinds  # two alike cards in one column: the old count said "kinds"
    assert hint == f"The {highlighted} cards you can buy are highlighted.", hint

    drive(api, gid, tokens, at("bureaucracy"), lambda legal, view: "done" if "done" in legal else legal[0])
    assert wait_for_turn(page) == "produce"
    assert "Phase 3: Bureaucracy" in page.locator("#status").inner_text()
    assert panel(page).locator("h2").first.text_content() == "Bureaucracy"
    assert "Production" not in panel(page).inner_text()
    assert page.errors == []


# the card game's reason for buying nothing, from the page's own state with the player's money or plants changed
CARDS_NOTHING = """async ([cash, plantless]) => {
  const { nothingToBuy } = await import("/static/games/powergrid-cards.js");
  const st = structuredClone(window.powerplay.state);
  const me = st.view.seats.find((s) => s.seat === st.view.seat);
  me.money = cash;
  if (plantless) me.plants = [];
  return nothingToBuy(st.view, me);
}"""


def test_card_game_says_why_nothing_can_be_bought(web_server, browser):
    """Not "(room or money)" but the reason that is true: money when money is the reason."""
    api = web_server.client()
    created = api.create(["human", "random", "random"], game="powergrid-cards", seed=2, players=3)
    gid = created["id"]
    page = new_page(browser)
    take_seat(page, web_server.url, created, 0)
    tokens = saved_tokens(page, gid)

    def cheap(legal, view):
        return next((a for a in legal if " on plant " in a), "pass" if "pass" in legal else legal[0])

    drive(api, gid, tokens, lambda st: st["view"]["phase"] == "resources" and st["current_player"] == 0, cheap)
    assert wait_for_turn(page) == "buy"
    broke = page.evaluate(CARDS_NOTHING, [0, False])
    assert broke.startswith("There is nothing you can buy: you have 0 Elektro and the cheapest card"), broke
    assert "room" not in broke
    full = page.evaluate(CARDS_NOTHING, [50, True])
    assert full == "There is nothing you can buy: your plants have no room for more resources.", full
    assert page.errors == []
