// The read-only parts of the card game's page (Power Grid: The Card Game): plant cards, the plant
// market, resource cards and the four columns, players and the Trust, scores. Each function returns
// fresh DOM from the view the server sent (docs/games/powergrid-cards-interface.md).

import {
  BOT_LABEL, _, breakdownTable, el, money, ngettext, npgettext, parts, pgettext, playerChip, playerColour, playerName, since,
} from "../../common.js";

export const TYPES = ["coal", "gas", "oil", "uranium"];
// the card game's resources in its rulebook's words (its oil is «нефть», Power Grid's «мазут»)
export const TYPE_LABEL = {
  coal: pgettext("powergrid-cards", "Coal"), gas: pgettext("powergrid-cards", "Gas"),
  oil: pgettext("powergrid-cards", "Oil"), uranium: pgettext("powergrid-cards", "Uranium"),
};
export const TYPE_NAME = {
  coal: pgettext("powergrid-cards", "coal"), gas: pgettext("powergrid-cards", "gas"), oil: pgettext("powergrid-cards", "oil"),
  uranium: pgettext("powergrid-cards", "uranium"), gasoil: pgettext("powergrid-cards", "gas or oil"),
};

/** "3 oil" in the card game's words (3 нефти). */
export function unitsText(n, type) {
  switch (type) {
    case "coal": return npgettext("powergrid-cards", "{n} coal", "{n} coal", n);
    case "gas": return npgettext("powergrid-cards", "{n} gas", "{n} gas", n);
    case "oil": return npgettext("powergrid-cards", "{n} oil", "{n} oil", n);
    case "uranium": return npgettext("powergrid-cards", "{n} uranium", "{n} uranium", n);
    case "hybrid": return npgettext("powergrid-cards", "{n} gas/oil", "{n} gas/oil", n);
    default: return `${n} ${type}`;
  }
}

export const PHASE_TITLE = {
  auction: _("Phase 1: Auction"),
  resources: _("Phase 2: Buying resources"),
  bureaucracy: _("Phase 3: Bureaucracy"),
  over: _("Game over"),
};

export const PHASE_HELP = {
  auction: _("In turn order, each player may open the auction of one plant of the current market (the lowest bid is "
    + "the plant's number; 1 with the discount token) or pass. The others raise or drop out, going round; the last "
    + "bidder pays and takes the plant. Each player buys at most one plant a round and keeps at most three: with a "
    + "fourth, one of the four is demolished, and resources the remaining plants cannot store are discarded."),
  resources: _("In reverse turn order, each player buys resource cards one at a time: a card costs its column's price "
    + "times the units it shows. Plants store twice what they burn; a card with more units than there is room for is "
    + "turned down (you still pay for all of it, and the excess becomes single cards in column 1). Press “{done}” when "
    + "finished.", { done: _("Done buying") }),
  bureaucracy: _("Each player chooses which plants produce: each burns the resources it shows (hybrids gas or oil, in "
    + "any mix) and earns its income. Producing nothing earns the guaranteed minimum. Then the turn order is set by "
    + "income, the resource market is refilled and the plant market updated."),
  over: _("The game is over: victory points are the production of the last round plus points for money; the most wins."),
};

// ---------------------------------------------------------------- small pieces

/** A resource unit token (gas and the hybrid gas/oil included). */
export function unit(type, cls = "") {
  return el("span", { class: `tok tok-${type} ${cls}`, title: TYPE_NAME[type] || type });
}

/** The player (or the Trust, seat -1) as a coloured chip. */
export function who(seat, extra = "") {
  return playerChip(seat === -1 || seat === "trust" ? "trust" : seat, extra);
}

export function coin(n, title = _("Elektro")) {
  return el("span", { class: "stat money-stat", title }, el("span", { class: "coin" }, _("E")),
    el("span", { class: "money" }, money(n)));
}

/** What a plant of the card game burns and earns, in words (its card's title). */
export function plantFacts(plant) {
  const size = plant.size === "small" ? _("small card") : _("big card");
  return plant.kind === "eco"
    ? _("Plant {plant}: needs nothing, earns {income} Elektro ({size})", { plant: plant.id, income: plant.income, size })
    : _("Plant {plant}: burns {fuel}, earns {income} Elektro ({size})",
      { plant: plant.id, fuel: unitsText(plant.amount, plant.kind), income: plant.income, size });
}

/** A plant card of the card game: label, income, the units it burns (kind colour). */
export function plantCard(plant, { onclick = null, selected = false, selectable = false, small = false,
  discount = false, extraClass = "" } = {}) {
  const fuel = [];
  if (plant.kind === "eco") fuel.push(el("span", { class: "eco-mark", title: _("needs no resources") }, pgettext("powergrid-cards", "eco")));
  else for (let i = 0; i < plant.amount; i++) fuel.push(unit(plant.kind === "hybrid" ? "gasoil" : plant.kind));
  const title = plantFacts(plant);
  return el(onclick ? "button" : "div", {
    class: `plant cgp kind-${plant.kind} ${small ? "small" : ""} ${selected ? "selected" : ""} `
      + `${selectable ? "selectable" : ""} ${extraClass}`,
    title, type: onclick ? "button" : null, onclick, dataset: { plant: plant.id },
  },
  el("div", { class: "ptop" },
    el("span", { class: "pnum" }, plant.id),
    discount ? el("span", { class: "discount", title: _("Discount token: bids on this plant start at 1") }, "1") : null,
    el("span", { class: "pout income", title: _("income {income} Elektro", { income: plant.income }) }, String(plant.income),
      el("span", { class: "coin mini" }, _("E")))),
  el("div", { class: "pbody" }, el("span", { class: "pfuel" }, fuel)));
}

function ormCard() {
  return el("div", { class: "plant cgp orm-card", title: _("The ORM card: when it leaves the market, the next round is the final round") },
    el("div", { class: "ptop" }, el("span", { class: "pnum" }, pgettext("the ORM card's mark", "ORM"))),
    el("div", { class: "pbody" }, el("small", {}, _("final round"))));
}

/** A resource card: the units it shows now (big), printed amount when fewer, "+" / "++" / single marks. */
export function resourceCard(card, { onclick = null, selected = false, selectable = false, small = false,
  column = null, extra = null } = {}) {
  const pips = [];
  for (let i = 0; i < card.value; i++) pips.push(el("span", { class: "pip" }));
  const mark = card.kind === "plus" ? "+" : card.kind === "plusplus" ? "++" : null;
  const worn = card.value < card.amount;
  const title = [ngettext("{type} card: {n} unit", "{type} card: {n} units", card.value, { type: TYPE_LABEL[card.type] }),
    worn ? _("(printed {n})", { n: card.amount }) : null, card.kind === "single" ? _("(single)") : null,
    mark ? _("({mark} card)", { mark }) : null].filter(Boolean).join(" ");
  return el(onclick ? "button" : "div", {
    class: `rcard rc-${card.type} kind-${card.kind} ${small ? "small" : ""} ${selected ? "selected" : ""} `
      + `${selectable ? "selectable" : ""} ${worn ? "worn" : ""}`,
    title, type: onclick ? "button" : null, onclick,
    dataset: { card: card.id, type: card.type, value: String(card.value), column: column === null ? null : String(column) },
  },
  el("span", { class: "rc-val" }, String(card.value), worn ? el("small", { class: "rc-of" }, `/${card.amount}`) : null),
  mark ? el("span", { class: "rc-mark" }, mark) : null,
  el("span", { class: "rc-pips" }, pips),
  el("span", { class: "rc-type" }, TYPE_NAME[card.type] || card.type),
  extra);
}

// ---------------------------------------------------------------- plant market

/** Current and future rows, the discount token, the ORM card, the deck, the running auction. */
export function plantMarket(view, { selectable = new Set(), selected = null, onSelect = null } = {}) {
  const m = view.market;
  const card = (p) => {
    const can = selectable.has(p.id);
    return plantCard(p, {
      discount: m.discount === p.id, selectable: can, selected: p.id === selected,
      onclick: can && onSelect ? () => onSelect(p.id) : null,
      extraClass: view.auction && view.auction.plant === p.id ? "in-auction" : "",
    });
  };
  const finalSix = !m.future.length && !m.orm && view.final_round;
  const rows = [el("div", { class: "pm-row current", id: "current-market" },
    el("div", { class: "rowlabel" }, _("Current market"),
      el("small", {}, " · " + (finalSix ? _("all {n} lots can be bought (final round)", { n: m.current.length }) : _("can be auctioned now")))),
    el("div", { class: "cards" }, m.current.map(card)))];
  if (m.future.length || m.orm) {
    rows.push(el("div", { class: "pm-row future", id: "future-market" },
      el("div", { class: "rowlabel" }, _("Future market"), el("small", {}, " · " + _("moves up as plants leave"))),
      el("div", { class: "cards" }, m.future.map(card), m.orm ? ormCard() : null)));
  }
  const d = view.deck || {};
  const backName = { orm: _("ORM"), small: _("small"), big: _("big") }[d.top] || d.top;
  const back = d.top ? el("span", { class: `card-back back-${d.top}`, title: _("the back of the top card: {back}", { back: backName }) },
    backName) : null;
  const info = el("div", { class: "deck", id: "plant-deck" },
    el("span", { class: "deck-stack", title: _("plant cards left in the deck") }, String(d.count ?? "?")),
    el("span", {}, ngettext("card in the plant deck", "cards in the plant deck", d.count ?? 0)),
    back ? el("span", { class: "muted" }, "· " + _("top card:") + " ") : null, back,
    d.under_orm ? el("span", { class: "muted", title: _("the ORM card's place in the deck is public") },
      "· " + ngettext("the ORM card has {n} card under it", "the ORM card has {n} cards under it", d.under_orm)) : null);
  const head = el("div", { class: "section-head" }, el("h2", {}, _("Power plants")),
    view.final_round ? el("span", { class: "tag final-tag" }, _("Final round")) : null);
  const out = el("section", { class: "card plant-market", id: "plant-market" }, head, rows, info);
  if (view.auction) out.append(auctionBox(view));
  if (view.demolition_deck) out.append(demolitionDeck(view.demolition_deck));
  if (view.removed && view.removed.length) {
    out.append(el("details", { class: "removed" },
      el("summary", { class: "muted small" }, ngettext("{n} plant out of the game", "{n} plants out of the game", view.removed.length)),
      el("div", { class: "cards" }, view.removed.map((p) => plantCard(p, { small: true })))));
  }
  return out;
}

export function auctionBox(view) {
  const a = view.auction;
  const plant = [...view.market.current, ...view.market.future].find((p) => p.id === a.plant);
  return el("div", { class: "auction-box", id: "auction-box" },
    plant ? plantCard(plant, { small: true }) : null,
    el("div", { class: "auction-text" },
      el("div", {}, el("b", {}, _("Auction: plant {plant}", { plant: a.plant })), " · ",
        parts(_("opened by {player}"), { player: who(a.auctioneer) })),
      el("div", {}, parts(_("Highest bid {bid} by {player}"), { bid: el("b", { class: "big" }, String(a.high)), player: who(a.leader) })),
      el("div", { class: "muted" }, a.to_act !== null && a.to_act !== undefined
        ? parts(_("Still in: {players} · next: {player}"), { players: a.in.map((p) => who(p)), player: who(a.to_act) })
        : parts(_("Still in: {players}"), { players: a.in.map((p) => who(p)) }))));
}

function demolitionDeck(deck) {
  return el("div", { class: "demolition", id: "demolition-deck" },
    el("b", {}, _("Demolition contractor")),
    deck.length
      ? el("span", { class: "muted small" }, " · " + ngettext("{n} card; the top one pays", "{n} cards; the top one pays", deck.length))
      : el("span", { class: "muted small" }, " · " + _("no cards left")),
    el("div", { class: "demo-cards" }, deck.map((c, i) => el("span", {
      class: `demo-card ${i === 0 ? "top" : ""}`,
      title: c.permanent
        ? _("compensation: {first} to the first player who demolishes, {others} to each later one; this card stays", c)
        : _("compensation: {first} to the first player who demolishes, {others} to each later one", c),
    }, el("b", {}, String(c.first)), el("small", {}, ` / ${c.others}`), c.permanent ? el("small", {}, " ∞") : null))));
}

// ---------------------------------------------------------------- resources

/** What a resource card costs from column ``k`` (1: singles): the column's price per unit, paid in full
 * even for a card turned down (CG-7.4). */
export function cardCost(view, k, card) {
  return view.resources.prices[k - 1] * card.value;
}

/**
 * The four columns (column 1: single cards) with their prices and cards. ``buyable(card, k)`` returns
 * the action that buys that card (or null); ``onPick(card, k)`` is called on a click; ``selected`` is a
 * card id.
 */
export function resourceMarket(view, { buyable = () => null, onPick = null, selected = null } = {}) {
  const r = view.resources;
  const cols = r.columns.map((cards, i) => {
    const k = i + 1;
    return el("div", { class: `rcol col-${k}`, dataset: { column: String(k) } },
      el("div", { class: "rcol-head" }, el("span", { class: "rcol-name" }, k === 1 ? _("Singles") : _("Column {n}", { n: k })),
        el("span", { class: "rcol-price", title: _("each unit costs {price}", { price: r.prices[i] }) }, `${r.prices[i]}`,
          el("span", { class: "coin mini" }, _("E")), el("small", {}, " / " + _("unit")))),
      el("div", { class: "rcol-cards" }, cards.length ? cards.map((c) => {
        const action = buyable(c, k);
        return resourceCard(c, {
          column: k, selectable: Boolean(action), selected: selected === c.id,
          onclick: action && onPick ? () => onPick(c, k, action) : null,
        });
      }) : el("span", { class: "rcol-empty" }, _("empty"))));
  });
  const supply = TYPES.map((t) => el("span", { class: "supply-item", title: _("{type}: single cards in the supply", { type: TYPE_LABEL[t] }) },
    unit(t), ` ${r.singles[t]}`));
  return el("section", { class: "card resource-market cg-resources", id: "resource-market" },
    el("h2", {}, _("Resource market")),
    el("div", { class: "rcols" }, cols),
    el("div", { class: "res-foot" },
      el("span", { class: "stat", title: _("single cards in the supply") }, el("b", {}, _("Supply") + " "), supply),
      el("span", { class: "stat", title: _("resource cards in the deck (their order is secret)") },
        el("span", { class: "deck-stack small-stack" }, String(r.deck)), " " + _("in the deck")),
      el("span", { class: "stat", title: _("the discard pile") },
        el("span", { class: "deck-stack small-stack discard-stack" }, String(r.discard.length)), " " + _("discarded")),
      r.reshuffles ? el("span", { class: "muted small" }, ngettext("{n} reshuffle", "{n} reshuffles", r.reshuffles)) : null));
}

// ---------------------------------------------------------------- players

export function turnOrder(view, current) {
  return el("div", { class: "turn-order", id: "turn-order" }, el("span", { class: "muted" }, _("Turn order")),
    (view.order || []).map((p, i) => el("span", {
      class: "order-item" + (p === current ? " current" : ""), title: _("number {n} in turn order", { n: i + 1 }),
    },
      el("small", {}, String(i + 1)), who(p))));
}

function flag(view, seat) {
  if (view.phase !== "auction" || view.over) return null;
  if (view.pending && view.pending.seat === seat.seat) return view.pending.kind === "demolish" ? _("demolishing") : _("discarding");
  if (view.auction && view.auction.in.includes(seat.seat)) return _("bidding");
  return seat.active ? null : _("done this round");
}

function holdings(cards) {
  const n = {};
  for (const c of cards) n[c.type] = (n[c.type] || 0) + c.value;
  return n;
}

/** One panel per player in turn order (the Trust at its place): money, income, production, plants, cards. */
export function players(state, view, { lastMoveAt = null } = {}) {
  const current = state ? state.current_player : null;
  const kinds = new Map(((state && state.seats) || []).map((s) => [s.seat, s.kind]));
  const bySeat = new Map(view.seats.map((s) => [s.seat, s]));
  const order = view.order && view.order.length ? view.order : view.seats.map((s) => s.seat);
  const list = order.map((seat) => {
    if (seat === -1) return view.trust_seat ? trustPanel(view.trust_seat) : null;
    const p = bySeat.get(seat);
    if (!p) return null;
    const isYou = view.seat === seat;
    const tag = flag(view, p);
    const held = holdings(p.cards);
    return el("div", {
      class: `player ${current === seat && !view.scores ? "current" : ""} ${isYou ? "you" : ""}`,
      style: `--pc:${playerColour(seat)}`, dataset: { seat: String(seat) },
    },
    el("div", { class: "phead" },
      el("span", { class: "swatch" }), el("b", {}, playerName(seat)),
      kinds.get(seat) ? el("span", { class: "kind" }, BOT_LABEL[kinds.get(seat)] || kinds.get(seat)) : null,
      isYou ? el("span", { class: "tag you-tag" }, _("you")) : null,
      current === seat && !view.scores
        ? el("span", { class: "tag turn-tag" }, _("to move") + " ", el("span", { class: "since", dataset: { iso: lastMoveAt || "" } }, since(lastMoveAt)))
        : null,
      tag ? el("span", { class: "tag flag" }, tag) : null),
    el("div", { class: "pstats" },
      coin(p.money, p.money === null ? _("money is secret") : _("money (Elektro)")),
      el("span", { class: "stat income-stat", title: _("income of the last Bureaucracy") },
        parts(_("last income {income}"), { income: el("b", {}, p.income === null ? "—" : String(p.income)) })),
      el("span", { class: "stat vp-stat", title: _("victory points the plants would produce now") }, "★ ",
        parts(_("{n} VP"), { n: el("b", { class: "production" }, String(p.production)) })),
      TYPES.filter((t) => held[t]).length
        ? el("span", { class: "stat held", title: _("resource units held") }, TYPES.filter((t) => held[t]).map((t) => [unit(t), ` ${held[t]} `]))
        : null),
    el("div", { class: "pholding" },
      el("div", { class: "pplants" },
        p.plants.length ? p.plants.map((pl) => plantCard(pl, { small: true })) : el("span", { class: "muted small" }, _("no plants yet"))),
      p.cards.length ? el("div", { class: "pcards" }, p.cards.map((c) => resourceCard(c, { small: true }))) : null));
  });
  return el("section", { class: "card players", id: "players" }, el("h2", {}, _("Players")), turnOrder(view, current),
    el("div", { class: "player-grid" }, list));
}

function trustPanel(t) {
  return el("div", { class: "player trust-panel", style: "--pc:#fff", dataset: { seat: "trust" } },
    el("div", { class: "phead" }, el("span", { class: "swatch" }), el("b", {}, _("Trust")),
      el("span", { class: "kind" }, _("neutral company (2 players)"))),
    el("div", { class: "pholding" },
      el("div", { class: "pplants" }, t.plants.length ? t.plants.map((pl) => plantCard(pl, { small: true }))
        : el("span", { class: "muted small" }, _("no plants yet"))),
      t.cards.length ? el("div", { class: "pcards" }, t.cards.map((c) => resourceCard(c, { small: true }))) : null));
}

// ---------------------------------------------------------------- scores and help

/** The words of the score breakdown's sources (CG-9.3, CG-9.4; the tie-breaks of CG-9.5). */
const SCORE_SOURCES = {
  production: _("Production VP"), cash: _("Money VP"),
  leftover: _("Money left after conversion"), top_plant: _("Highest plant number"),
};

/** Final scores: the winners, then a column per player with the VP by source and the tie-breaks. */
export function scores(view) {
  const winners = new Set(view.winners || []);
  return el("div", { class: "scores" },
    el("h3", {}, parts(winners.size > 1 ? _("Winners: {players}") : _("Winner: {players}"),
      { players: [...winners].map((w) => who(w)) })),
    breakdownTable(view.scores || [], winners, SCORE_SOURCES, "vp", (seat) => who(seat)));
}

export function help(view) {
  return el("details", { class: "help" }, el("summary", {}, _("How does this phase work?")),
    el("p", {}, PHASE_HELP[view.phase] || ""),
    view.final_round ? el("p", {}, _("This is the final round: in Phase 2 a player buys only what their plants burn once; "
      + "the game ends after this round's production.")) : null);
}
