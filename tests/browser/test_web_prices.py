"""What the page previews for every purchase of Power Grid and the card game is what the engine then
takes: over random games of several configurations, at every decision that costs money, each legal
action's price as the page's own code reckons it from the seat's view (Power Grid's ``cheapest`` over the
resource market and the USA's coal storage, PG-7.3, PG-12.2; the city's price in ``build_costs``, PG-8.4;
the card game's ``cardCost``, CG-7.4) equals the money the seat has less after ``apply``. Barrage's costs are checked in
tests/barrage/test_prices.py and, in the page, by test_web_barrage_costs.py."""

from __future__ import annotations

import random

import pytest
from conftest import new_page

from powerplay import load_game
from powerplay.games.powergrid.actions import Build
from powerplay.games.powergrid.actions import Buy as PgBuy
from powerplay.games.powergrid.data import RESOURCES as PG_RESOURCES
from powerplay.games.powergrid_cards.actions import Buy as CgBuy

POWERGRID = [
    {"players": 2, "map": "germany"},
    {"players": 3, "map": "usa"},
    {"players": 5, "map": "germany", "classic": True},
]
CARD_GAME = [
    {"players": 2},
    {"players": 3, "hidden_money": True, "demolition": True},
    {"players": 4, "limited_singles": True},
    {"players": 6, "bidding_in_turn_order": True},
]


def money(game, seat: int) -> int:
    """The seat's money, as its own view shows it."""
    view = game.view(seat)
    return (view["players"] if "players" in view and view["game"] == "powergrid" else view["seats"])[seat]["money"]


def cases(name: str, configs: list[dict], games: int) -> tuple[list[dict], list[dict]]:
    """Each purchase among the legal actions of random games (``view``: the index of the acting seat's
    view before it in the views returned) and the money ``apply`` took."""
    out: list[dict] = []
    views: list[dict] = []
    for k, config in enumerate(configs):
        for seed in range(games):
            game = load_game(name).new(config, 100 * k + seed)
            rng = random.Random(seed)
            while not game.is_over:
                seat = game.current_player
                legal = game.legal_actions()
                costly = [a for a in legal if isinstance(a, (PgBuy, Build, CgBuy))]
                if seat is not None and costly:
                    views.append(game.view(seat))
                    for action in costly:
                        after = game.copy()
                        after.apply(action)
                        out.append(case(len(views) - 1, action, money(game, seat) - money(after, seat)))
                game.apply(rng.choice(legal))
    return out, views


def case(view: int, action, taken: int) -> dict:
    if isinstance(action, PgBuy):
        return {
            "kind": "buy",
            "view": view,
            "resource": PG_RESOURCES[action.resource],
            "n": action.amount,
            "taken": taken,
        }
    if isinstance(action, Build):
        return {"kind": "build", "view": view, "city": action.city, "taken": taken}
    if isinstance(action, CgBuy):
        card = {"value": action.value}
        return {"kind": "card", "view": view, "column": action.column, "card": card, "taken": taken}
    raise AssertionError(action)


PREVIEW = """async ([cases, views]) => {
  const pg = await import("/static/games/powergrid/panels.js");
  const cg = await import("/static/games/powergrid-cards/panels.js");
  return cases.map((c) => {
    const view = views[c.view];
    if (c.kind === "buy") return pg.cheapest(view, c.resource, c.n).cost;
    if (c.kind === "build") return view.build_costs[c.city] ?? null;
    return cg.cardCost(view, c.column, c.card);
  });
}"""


@pytest.mark.parametrize(
    ("name", "configs", "games"),
    [("powergrid", POWERGRID, 1), ("powergrid-cards", CARD_GAME, 4)],
    ids=["powergrid", "powergrid-cards"],
)
def test_every_previewed_price_is_what_the_engine_takes(fast_server, browser, name, configs, games):
    """PG-7.3, PG-8.4, PG-12.2, CG-7.4: the page's price of each legal purchase equals the money the
    seat pays for it."""
    found, views = cases(name, configs, games)
    assert {c["kind"] for c in found} == ({"buy", "build"} if name == "powergrid" else {"card"})
    page = new_page(browser)
    page.goto(fast_server.url + "/")
    previews = page.evaluate(PREVIEW, [found, views])
    wrong = [
        (c["kind"], c.get("resource") or c.get("city") or c.get("column"), preview, c["taken"])
        for c, preview in zip(found, previews, strict=True)
        if preview != c["taken"]
    ]
    assert not wrong, f"{len(wrong)} of {len(found)} previews differ (kind, what, page, engine): {wrong[:10]}"
    assert not page.errors
