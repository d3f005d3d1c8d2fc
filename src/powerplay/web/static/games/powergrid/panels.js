// The read-only parts of Power Grid's page: plant market, resource market, players, turn order, final
// scores. Each function returns fresh DOM from the view the server sent.

import {
  BOT_LABEL, _, breakdownTable, el, money, ngettext, parts, pgettext, playerChip, playerColour, playerName, since,
} from "../../common.js";
import { RESOURCES, RES_LABEL, houseIcon, plantCard, token } from "./pieces.js";

export const PHASE_TITLE = {
  "trust-setup": _("Setup: trust houses"),
  "mark-cities": _("Setup: starting cities"),
  auction: _("Phase 2: Auction"),
  resources: _("Phase 3: Buying resources"),
  building: _("Phase 4: Building"),
  bureaucracy: _("Phase 5: Bureaucracy"),
  over: _("Game over"),
};

export const PHASE_HELP = {
  "trust-setup": _("Before the game, the players place the trust's houses: each click puts one trust house on the 10 slot of a city."),
  "mark-cities": _("Starting cities: each player marks one city where their network will begin."),
  auction: _("In turn order, each player may put up one plant from the current (top) row and bid on it, or pass. "
    + "The lowest bid is the plant's number (1 with the discount token). The others raise or drop out; the last bidder "
    + "pays and takes the plant. Each player buys at most one plant per round and owns at most three."),
  resources: _("In reverse turn order, each player buys fuel for their plants, always the cheapest tokens first. "
    + "A plant stores at most twice the fuel it burns; hybrid plants take coal and oil."),
  building: _("In reverse turn order, each player connects cities. The first city costs only its house slot; each further "
    + "one adds the cheapest connection cost from the player's network. Step 1 allows one house per city, Step 2 two, Step 3 three."),
  bureaucracy: _("Each player chooses which plants run. Running plants burn their fuel and power up to as many cities as "
    + "the player is connected to; income follows the payment table. Then the markets refill."),
  over: _("The game is over: the player who powers the most cities wins; money breaks ties."),
};

const STEP_HELP = {
  1: _("Step 1: one house per city (the 10 slot)."),
  2: _("Step 2: two houses per city (10 and 15 slots)."),
  3: _("Step 3: three houses per city; six plants on the market, no future row."),
};

/** "How does this phase work?": the phase's rules in a few plain sentences, with the numbers of this game. */
export function help(view, geo) {
  const lines = [el("p", {}, PHASE_HELP[view.phase] || "")];
  if (view.phase !== "over") lines.push(el("p", {}, STEP_HELP[view.step] || ""));
  const rule = geo && geo.by_players ? geo.by_players[String(view.players.length)] : null;
  if (rule) {
    lines.push(el("p", {}, _("Step 2 begins once a player connects {step2} cities. The game ends after the "
      + "building phase in which a player reaches {end} cities; then whoever powers the most cities wins "
      + "(money breaks ties).", { step2: rule.step2_cities, end: rule.end_cities })));
  }
  if (view.phase === "bureaucracy" && geo && geo.payment) {
    lines.push(el("table", { class: "payment" },
      el("tr", {}, el("th", {}, _("cities powered")), geo.payment.slice(0, 21).map((x, i) => el("td", {}, String(i)))),
      el("tr", {}, el("th", {}, _("income")), geo.payment.slice(0, 21).map((x) => el("td", {}, String(x))))));
  }
  return el("details", { class: "help" }, el("summary", {}, _("How does this phase work?")), lines);
}

// the backs of the plant cards (Recharged: a plug on the small plants, a socket on the others)
const BACKS = { plug: _("plug"), socket: _("socket") };
const backName = (back) => BACKS[back] || back;

/** Current and future plant rows, deck, discount, the running auction. */
export function plantMarket(view, { selectable = new Set(), selected = null, onSelect = null } = {}) {
  const pm = view.plant_market || { current: [], future: [] };
  const card = (p) => {
    const can = p && p.number !== null && selectable.has(p.number);
    return plantCard(p, {
      discount: p && p.number !== null && pm.discount === p.number,
      selectable: can,
      selected: p && p.number === selected,
      onclick: can && onSelect ? () => onSelect(p.number) : null,
      extraClass: view.auction && p && p.number === view.auction.plant ? "in-auction" : "",
    });
  };
  const rows = [
    el("div", { class: "pm-row" }, el("div", { class: "rowlabel" }, pgettext("powergrid", "Current market"), el("small", {}, " · " + _("can be bought now"))),
      el("div", { class: "cards" }, pm.current.map(card))),
  ];
  if (pm.future && pm.future.length) {
    rows.push(el("div", { class: "pm-row future" }, el("div", { class: "rowlabel" }, pgettext("powergrid", "Future market"),
      el("small", {}, " · " + _("moves up as plants are bought"))),
      el("div", { class: "cards" }, pm.future.map(card))));
  }
  const deck = view.deck || {};
  const back = deck.top_back
    ? el("span", { class: `card-back back-${deck.top_back}`, title: _("top card back: {back}", { back: backName(deck.top_back) }) },
      backName(deck.top_back))
    : null;
  const info = el("div", { class: "deck" },
    el("span", { class: "deck-stack", title: _("cards left in the deck") }, String(deck.count ?? "?")),
    el("span", {}, ngettext("card in the deck", "cards in the deck", deck.count ?? 0)),
    back ? el("span", { class: "muted" }, "· " + _("top card:") + " ") : null, back,
    view.step === 3 ? el("span", { class: "muted" }, "· " + _("Step 3: six plants, no future row")) : null);
  const out = el("section", { class: "card plant-market", id: "plant-market" },
    el("h2", {}, _("Power plants")), rows, info);
  if (view.auction) out.append(auctionBox(view));
  if (view.removed && view.removed.length) {
    // the view names them in English ("plant 07", "the Step 3 card"): shown as numbers and the card's name
    const removed = view.removed.map((x) => (/^plant (\d+)$/.exec(x) || [])[1] || (x === "the Step 3 card" ? _("the Step 3 card") : x));
    out.append(el("div", { class: "muted small" }, _("Out of the game: {plants}", { plants: removed.join(", ") })));
  }
  return out;
}

export function auctionBox(view) {
  const a = view.auction;
  return el("div", { class: "auction-box" },
    el("div", {}, el("b", {}, _("Auction: plant {plant}", { plant: String(a.plant).padStart(2, "0") }))),
    el("div", {}, parts(_("Highest bid {bid} by {player}"), { bid: el("b", { class: "big" }, String(a.high)), player: playerChip(a.leader) })),
    el("div", { class: "muted" }, parts(_("Still bidding: {players} · next: {player}"),
      { players: a.active.map((p) => playerChip(p)), player: playerChip(a.to_act) })));
}

/** The k cheapest tokens of a resource: [{price, n}] from the market levels, then USA coal storage. */
export function cheapest(view, r, k) {
  const res = view.resources[r];
  const take = [];
  let left = k;
  let cost = 0;
  for (const lv of res.levels) {
    if (left <= 0) break;
    const n = Math.min(lv.tokens, left);
    if (n > 0) {
      take.push({ price: lv.price, n });
      cost += n * lv.price;
      left -= n;
    }
  }
  if (left > 0 && r === "coal" && view.coal_storage) {
    const n = Math.min(left, view.coal_storage.count);
    take.push({ price: view.coal_storage.price, n, storage: true });
    cost += n * view.coal_storage.price;
    left -= n;
  }
  return { cost, take, missing: left };
}

/** The resource market: each price cell with its slots, tokens filled; the cart highlighted. A resource the
 * player may buy (`buyable`) is a control: a click (Enter, Space) calls onPick(resource). */
export function resourceMarket(view, { cart = {}, buyable = new Set(), onPick = null } = {}) {
  const rows = RESOURCES.map((r) => {
    const res = view.resources[r];
    let hl = cart[r] || 0;
    const cells = res.levels.map((lv) => {
      const toks = [];
      const empty = lv.slots - lv.tokens;
      for (let i = 0; i < empty; i++) toks.push(el("span", { class: "slotspace" }));
      for (let i = 0; i < lv.tokens; i++) {
        const picked = hl > 0;
        if (picked) hl--;
        toks.push(token(r, picked ? "picked" : ""));
      }
      return el("div", { class: `cell ${lv.tokens ? "" : "empty"}`,
        title: _("{n} of {slots} at {price}", { n: lv.tokens, slots: lv.slots, price: lv.price }) },
        el("div", { class: "price" }, String(lv.price)), el("div", { class: "slots" }, toks));
    });
    const can = Boolean(onPick) && buyable.has(r);
    const row = el("div", { class: `res-row res-${r} ${can ? "pickable" : ""}`, dataset: { resource: r },
      role: can ? "button" : null, tabindex: can ? "0" : null, "aria-label": can ? _("Buy: {resource}", { resource: RES_LABEL[r] }) : null },
      el("div", { class: "res-label" }, token(r), el("b", {}, RES_LABEL[r]),
        el("span", { class: "res-next" }, res.next_price === null ? _("none on the market")
          : _("next token costs {price}", { price: res.next_price })),
        el("small", { class: "muted", title: _("tokens in the supply (not on the market)") },
          _("{market} on the market · {supply} in the supply", { market: res.on_market, supply: res.supply }))),
      el("div", { class: "cells" }, cells));
    if (can) {
      row.addEventListener("click", () => onPick(r));
      row.addEventListener("keydown", (e) => {
        if (e.target !== row || (e.key !== "Enter" && e.key !== " ")) return;
        e.preventDefault();
        onPick(r);
      });
    }
    return row;
  });
  const out = el("section", { class: "card resource-market", id: "resource-market" }, el("h2", {}, _("Resources")), rows);
  if (view.phase_out) {
    out.append(el("div", { class: "muted small" }, _("Nuclear phase-out: plant 39 has been bought, uranium is no longer refilled.")));
  }
  if (view.coal_storage) {
    const cs = view.coal_storage;
    const toks = [];
    let hl = Math.max(0, (cart.coal || 0) - view.resources.coal.on_market);
    for (let i = 0; i < cs.count; i++) {
      toks.push(token("coal", hl > 0 ? "picked" : ""));
      if (hl > 0) hl--;
    }
    out.append(el("div", { class: "coal-storage" },
      el("b", {}, _("Coal storage")), " " + _("{n} at {price} each, sold once the coal market is empty", { n: cs.count, price: cs.price }),
      el("div", { class: "slots" }, toks)));
  }
  return out;
}

/** Turn order as numbered chips. */
export function turnOrder(view, current) {
  return el("div", { class: "turn-order" }, el("span", { class: "muted" }, _("Turn order")),
    (view.order || []).map((p, i) => el("span", {
      class: "order-item" + (p === current ? " current" : ""), title: _("number {n} in turn order", { n: i + 1 }),
    },
      el("small", {}, String(i + 1)), playerChip(p))));
}

function phaseFlag(view, p) {
  switch (view.phase) {
    case "auction":
      if (view.auction && view.auction.active.includes(p.seat)) return _("bidding");
      if (p.got_plant) return _("bought a plant");
      if (p.passed) return _("passed");
      return null;
    case "resources":
    case "building":
      return p.done ? _("done") : null;
    case "bureaucracy":
      return p.done ? _("powered {n}", { n: p.powered }) : null;
    default:
      return null;
  }
}

/** One panel per player in turn order: colour, kind, money (own only), cities, plants with fuel. */
export function players(state, view, { lastMoveAt = null } = {}) {
  const current = state ? state.current_player : null;
  const seats = (state && state.seats) || [];
  const order = view.order && view.order.length ? view.order : view.players.map((p) => p.seat);
  const byseat = new Map(view.players.map((p) => [p.seat, p]));
  const list = order.map((seat) => {
    const p = byseat.get(seat);
    if (!p) return null;
    const kind = (seats.find((s) => s.seat === seat) || {}).kind;
    const isYou = view.you === seat;
    const flag = phaseFlag(view, p);
    return el("div", {
      class: `player ${current === seat && !view.over ? "current" : ""} ${isYou ? "you" : ""}`,
      style: `--pc:${playerColour(seat)}`, dataset: { seat: String(seat) },
    },
    el("div", { class: "phead" },
      el("span", { class: "swatch" }), el("b", {}, playerName(seat)),
      kind ? el("span", { class: "kind" }, BOT_LABEL[kind] || kind) : null,
      isYou ? el("span", { class: "tag you-tag" }, _("you")) : null,
      current === seat && !view.over
        ? el("span", { class: "tag turn-tag" }, _("to move") + " ", el("span", { class: "since", dataset: { iso: lastMoveAt || "" } }, since(lastMoveAt)))
        : null,
      flag ? el("span", { class: "tag flag" }, flag) : null),
    el("div", { class: "pstats" },
      el("span", { class: "stat money-stat", title: p.money === null ? _("money is secret") : _("money (Elektro)") },
        el("span", { class: "coin" }, _("E")), el("span", { class: "money" }, money(p.money))),
      el("span", { class: "stat", title: _("cities connected") }, houseIcon(playerColour(seat)),
        parts(ngettext("{count} city", "{count} cities", p.city_count), { count: el("span", { class: "city-count" }, String(p.city_count)) })),
      el("span", { class: "stat", title: _("capacity of the plants (cities they can power)") },
        "⚡ ", String(p.plants.reduce((s, x) => s + (x.cities || 0), 0)))),
    el("div", { class: "pplants" },
      p.plants.length ? p.plants.map((pl) => plantCard(pl, { stored: pl.stored || {}, small: true }))
        : el("span", { class: "muted small" }, _("no plants yet"))));
  });
  return el("section", { class: "card players", id: "players" }, el("h2", {}, _("Players")),
    turnOrder(view, current), el("div", { class: "player-list" }, list, view.trust ? trustPanel(view.trust) : null));
}

function trustPanel(t) {
  return el("div", { class: "player trust-panel", style: "--pc:#fff" },
    el("div", { class: "phead" }, el("span", { class: "swatch" }), el("b", {}, _("Trust")),
      el("span", { class: "kind" }, _("neutral company (2 players)"))),
    el("div", { class: "pstats" },
      el("span", { class: "stat" }, ngettext("{n} house left", "{n} houses left", t.houses)),
      el("span", { class: "stat" }, ngettext("{n} city", "{n} cities", t.cities.length)),
      el("span", { class: "stat" }, RESOURCES.filter((r) => t.resources[r]).map((r) => [token(r), ` ${t.resources[r]} `]))),
    el("div", { class: "pplants" }, t.plants.map((pl) => plantCard(pl, { small: true }))));
}

/** The words of the score breakdown's sources (PG-11.3: the cities powered, then the tie-breaks). */
const SCORE_SOURCES = {
  powered: _("Cities powered"), money: _("Money"), cities: _("Cities in the network"),
};

/** Final scores: the winners, then a column per player with the cities powered and the tie-breaks. */
export function scores(view) {
  const winners = new Set(view.winners || []);
  return el("div", { class: "scores" },
    el("h3", {}, parts(winners.size > 1 ? _("Winners: {players}") : _("Winner: {players}"),
      { players: [...winners].map((w) => playerChip(w)) })),
    breakdownTable(view.scores || [], winners, SCORE_SOURCES, "powered"));
}
