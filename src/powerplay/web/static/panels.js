// The read-only parts of the game page: plant market, resource market, players, turn order, log,
// final scores. Each function returns fresh DOM from the view the server sent.

import {
  BOT_LABEL, RESOURCES, RES_LABEL, el, houseIcon, logLine, money, plantCard, playerChip, playerColour,
  playerName, since, token,
} from "./common.js";

export const PHASE_TITLE = {
  "trust-setup": "Setup: trust houses",
  "mark-cities": "Setup: starting cities",
  auction: "Phase 2: Auction",
  resources: "Phase 3: Buying resources",
  building: "Phase 4: Building",
  bureaucracy: "Phase 5: Bureaucracy",
  over: "Game over",
};

export const PHASE_HELP = {
  "trust-setup": "Before the game, the players place the trust's houses: each click puts one trust house on the 10 slot of a city.",
  "mark-cities": "Starting cities: each player marks one city where their network will begin.",
  auction: "In turn order, each player may put up one plant from the current (top) row and bid on it, or pass. "
    + "The lowest bid is the plant's number (1 with the discount token). The others raise or drop out; the last bidder "
    + "pays and takes the plant. Each player buys at most one plant per round and owns at most three.",
  resources: "In reverse turn order, each player buys fuel for their plants, always the cheapest tokens first. "
    + "A plant stores at most twice the fuel it burns; hybrid plants take coal and oil.",
  building: "In reverse turn order, each player connects cities. The first city costs only its house slot; each further "
    + "one adds the cheapest connection cost from the player's network. Step 1 allows one house per city, Step 2 two, Step 3 three.",
  bureaucracy: "Each player chooses which plants run. Running plants burn their fuel and power up to as many cities as "
    + "the player is connected to; income follows the payment table. Then the markets refill.",
  over: "The game is over: the player who powers the most cities wins; money breaks ties.",
};

const STEP_HELP = {
  1: "Step 1: one house per city (the 10 slot).",
  2: "Step 2: two houses per city (10 and 15 slots).",
  3: "Step 3: three houses per city; six plants on the market, no future row.",
};

/** "How does this phase work?": the phase's rules in a few plain sentences, with the numbers of this game. */
export function help(view, geo) {
  const lines = [el("p", {}, PHASE_HELP[view.phase] || "")];
  if (view.phase !== "over") lines.push(el("p", {}, STEP_HELP[view.step] || ""));
  const rule = geo && geo.by_players ? geo.by_players[String(view.players.length)] : null;
  if (rule) {
    lines.push(el("p", {}, `Step 2 begins once a player connects ${rule.step2_cities} cities. The game ends after the `
      + `building phase in which a player reaches ${rule.end_cities} cities; then whoever powers the most cities wins `
      + "(money breaks ties)."));
  }
  if (view.phase === "bureaucracy" && geo && geo.payment) {
    lines.push(el("table", { class: "payment" },
      el("tr", {}, el("th", {}, "cities powered"), geo.payment.slice(0, 21).map((_, i) => el("td", {}, String(i)))),
      el("tr", {}, el("th", {}, "income"), geo.payment.slice(0, 21).map((x) => el("td", {}, String(x))))));
  }
  return el("details", { class: "help" }, el("summary", {}, "How does this phase work?"), lines);
}

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
    el("div", { class: "pm-row" }, el("div", { class: "rowlabel" }, "Current market", el("small", {}, " · can be bought now")),
      el("div", { class: "cards" }, pm.current.map(card))),
  ];
  if (pm.future && pm.future.length) {
    rows.push(el("div", { class: "pm-row future" }, el("div", { class: "rowlabel" }, "Future market",
      el("small", {}, " · moves up as plants are bought")),
      el("div", { class: "cards" }, pm.future.map(card))));
  }
  const deck = view.deck || {};
  const back = deck.top_back
    ? el("span", { class: `card-back back-${deck.top_back}`, title: `top card back: ${deck.top_back}` }, deck.top_back)
    : null;
  const info = el("div", { class: "deck" },
    el("span", { class: "deck-stack", title: "cards left in the deck" }, String(deck.count ?? "?")),
    el("span", {}, `card${deck.count === 1 ? "" : "s"} in the deck`),
    back ? el("span", { class: "muted" }, "· top card: ") : null, back,
    view.step === 3 ? el("span", { class: "muted" }, "· Step 3: six plants, no future row") : null);
  const out = el("section", { class: "card plant-market", id: "plant-market" },
    el("h2", {}, "Power plants"), rows, info);
  if (view.auction) out.append(auctionBox(view));
  if (view.removed && view.removed.length) {
    out.append(el("div", { class: "muted small" }, `Out of the game: ${view.removed.join(", ")}`));
  }
  return out;
}

export function auctionBox(view) {
  const a = view.auction;
  return el("div", { class: "auction-box" },
    el("div", {}, el("b", {}, `Auction: plant ${String(a.plant).padStart(2, "0")}`)),
    el("div", {}, "Highest bid ", el("b", { class: "big" }, String(a.high)), " by ", playerChip(a.leader)),
    el("div", { class: "muted" }, "Still bidding: ", a.active.map((p) => playerChip(p)), " · next: ", playerChip(a.to_act)));
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

/** The resource market: each price cell with its slots, tokens filled; the cart highlighted. */
export function resourceMarket(view, { cart = {} } = {}) {
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
      return el("div", { class: `cell ${lv.tokens ? "" : "empty"}`, title: `${lv.tokens} of ${lv.slots} at ${lv.price}` },
        el("div", { class: "price" }, String(lv.price)), el("div", { class: "slots" }, toks));
    });
    return el("div", { class: `res-row res-${r}`, dataset: { resource: r } },
      el("div", { class: "res-label" }, token(r), el("b", {}, RES_LABEL[r]),
        el("span", { class: "res-next" }, res.next_price === null ? "none on the market" : `next token costs ${res.next_price}`),
        el("small", { class: "muted", title: "tokens in the supply (not on the market)" },
          `${res.on_market} on the market · ${res.supply} in the supply`)),
      el("div", { class: "cells" }, cells));
  });
  const out = el("section", { class: "card resource-market", id: "resource-market" }, el("h2", {}, "Resources"), rows);
  if (view.phase_out) {
    out.append(el("div", { class: "muted small" }, "Nuclear phase-out: plant 39 has been bought, uranium is no longer refilled."));
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
      el("b", {}, "Coal storage"), ` ${cs.count} at ${cs.price} each, sold once the coal market is empty`,
      el("div", { class: "slots" }, toks)));
  }
  return out;
}

/** Turn order as numbered chips. */
export function turnOrder(view, current) {
  return el("div", { class: "turn-order" }, el("span", { class: "muted" }, "Turn order"),
    (view.order || []).map((p, i) => el("span", { class: "order-item" + (p === current ? " current" : "") },
      el("small", {}, String(i + 1)), playerChip(p))));
}

function phaseFlag(view, p) {
  switch (view.phase) {
    case "auction":
      if (view.auction && view.auction.active.includes(p.seat)) return "bidding";
      if (p.got_plant) return "bought a plant";
      if (p.passed) return "passed";
      return null;
    case "resources":
    case "building":
      return p.done ? "done" : null;
    case "bureaucracy":
      return p.done ? `powered ${p.powered}` : null;
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
      isYou ? el("span", { class: "tag you-tag" }, "you") : null,
      current === seat && !view.over
        ? el("span", { class: "tag turn-tag" }, "to move ", el("span", { class: "since", dataset: { iso: lastMoveAt || "" } }, since(lastMoveAt)))
        : null,
      flag ? el("span", { class: "tag flag" }, flag) : null),
    el("div", { class: "pstats" },
      el("span", { class: "stat money-stat", title: p.money === null ? "money is secret" : "money (Elektro)" },
        el("span", { class: "coin" }, "E"), el("span", { class: "money" }, money(p.money))),
      el("span", { class: "stat", title: "cities connected" }, houseIcon(playerColour(seat)),
        el("span", { class: "city-count" }, String(p.city_count)), " cities"),
      el("span", { class: "stat", title: "capacity of the plants (cities they can power)" },
        "⚡ ", String(p.plants.reduce((s, x) => s + (x.cities || 0), 0)))),
    el("div", { class: "pplants" },
      p.plants.length ? p.plants.map((pl) => plantCard(pl, { stored: pl.stored || {}, small: true }))
        : el("span", { class: "muted small" }, "no plants yet")));
  });
  const out = el("section", { class: "card players", id: "players" }, el("h2", {}, "Players"),
    turnOrder(view, current), list);
  if (view.trust) out.append(trustPanel(view.trust));
  return out;
}

function trustPanel(t) {
  return el("div", { class: "player trust-panel", style: "--pc:#fff" },
    el("div", { class: "phead" }, el("span", { class: "swatch" }), el("b", {}, "Trust"),
      el("span", { class: "kind" }, "neutral company (2 players)")),
    el("div", { class: "pstats" },
      el("span", { class: "stat" }, `${t.houses} houses left`),
      el("span", { class: "stat" }, `${t.cities.length} cities`),
      el("span", { class: "stat" }, RESOURCES.filter((r) => t.resources[r]).map((r) => [token(r), ` ${t.resources[r]} `]))),
    el("div", { class: "pplants" }, t.plants.map((pl) => plantCard(pl, { small: true }))));
}

export { logLine as logLineOf };

/** The game log in plain words, newest last. */
export function log(lines) {
  const list = el("ol", { class: "log-lines" }, (lines || []).map((t) => el("li", {}, logLine(t))));
  return list;
}

/** Final scores table. */
export function scores(view) {
  const rows = [...(view.scores || [])].sort((a, b) => a.rank - b.rank);
  const winners = new Set(view.winners || []);
  return el("div", { class: "scores" },
    el("h3", {}, winners.size > 1 ? "Winners: " : "Winner: ", [...winners].map((w) => playerChip(w))),
    el("table", {},
      el("thead", {}, el("tr", {}, el("th", {}, "Rank"), el("th", {}, "Player"), el("th", {}, "Cities powered"),
        el("th", {}, "Money"), el("th", {}, "Cities"))),
      el("tbody", {}, rows.map((s) => el("tr", { class: winners.has(s.player) ? "winner" : "" },
        el("td", {}, String(s.rank)), el("td", {}, playerChip(s.player)), el("td", {}, String(s.powered)),
        el("td", {}, money(s.money)), el("td", {}, String(s.cities)))))));
}
