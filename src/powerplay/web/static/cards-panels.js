// The read-only parts of the card game's page (Power Grid: The Card Game): plant cards, the plant
// market, resource cards and the four columns, players and the Trust, scores. Each function returns
// fresh DOM from the view the server sent (docs/games/powergrid-cards-interface.md).

import { BOT_LABEL, el, money, playerChip, playerColour, playerName, since } from "./common.js";

export const TYPES = ["coal", "gas", "oil", "uranium"];
export const TYPE_LABEL = { coal: "Coal", gas: "Gas", oil: "Oil", uranium: "Uranium" };
const KIND_LABEL = { coal: "coal", gas: "gas", oil: "oil", uranium: "uranium", hybrid: "hybrid (gas or oil)", eco: "ecological" };

export const PHASE_TITLE = {
  auction: "Phase 1: Auction",
  resources: "Phase 2: Buying resources",
  bureaucracy: "Phase 3: Bureaucracy",
  over: "Game over",
};

export const PHASE_HELP = {
  auction: "In turn order, each player may open the auction of one plant of the current market (the lowest bid is "
    + "the plant's number; 1 with the discount token) or pass. The others raise or drop out, going round; the last "
    + "bidder pays and takes the plant. Each player buys at most one plant a round and keeps at most three: with a "
    + "fourth, one of the four is demolished, and resources the remaining plants cannot store are discarded.",
  resources: "In reverse turn order, each player buys resource cards one at a time: a card costs its column's price "
    + "times the units it shows. Plants store twice what they burn; a card with more units than there is room for is "
    + "turned down (you still pay for all of it, and the excess becomes single cards in column 1). Say done when finished.",
  bureaucracy: "Each player chooses which plants produce: each burns the resources it shows (hybrids gas or oil, in "
    + "any mix) and earns its income. Producing nothing earns the guaranteed minimum. Then the turn order is set by "
    + "income, the resource market is refilled and the plant market updated.",
  over: "The game is over: victory points are the production of the last round plus points for money; the most wins.",
};

// ---------------------------------------------------------------- small pieces

/** A resource unit token (gas and the hybrid gas/oil included). */
export function unit(type, cls = "") {
  return el("span", { class: `tok tok-${type} ${cls}`, title: type });
}

/** The player (or the Trust, seat -1) as a coloured chip. */
export function who(seat, extra = "") {
  return playerChip(seat === -1 || seat === "trust" ? "trust" : seat, extra);
}

export function coin(n, title = "Elektro") {
  return el("span", { class: "stat money-stat", title }, el("span", { class: "coin" }, "E"),
    el("span", { class: "money" }, money(n)));
}

/** A plant card of the card game: label, income, the units it burns (kind colour). */
export function plantCard(plant, { onclick = null, selected = false, selectable = false, small = false,
  discount = false, extraClass = "" } = {}) {
  const fuel = [];
  if (plant.kind === "eco") fuel.push(el("span", { class: "eco-mark", title: "needs no resources" }, "eco"));
  else for (let i = 0; i < plant.amount; i++) fuel.push(unit(plant.kind === "hybrid" ? "gasoil" : plant.kind));
  const title = `Plant ${plant.id}: ${plant.kind === "eco" ? "needs nothing" : `burns ${plant.amount} ${KIND_LABEL[plant.kind]}`}`
    + `, earns ${plant.income} Elektro (${plant.size} card)`;
  return el(onclick ? "button" : "div", {
    class: `plant cgp kind-${plant.kind} ${small ? "small" : ""} ${selected ? "selected" : ""} `
      + `${selectable ? "selectable" : ""} ${extraClass}`,
    title, type: onclick ? "button" : null, onclick, dataset: { plant: plant.id },
  },
  el("div", { class: "ptop" },
    el("span", { class: "pnum" }, plant.id),
    discount ? el("span", { class: "discount", title: "Discount token: bids on this plant start at 1" }, "1") : null,
    el("span", { class: "pout income", title: `income ${plant.income} Elektro` }, String(plant.income),
      el("span", { class: "coin mini" }, "E"))),
  el("div", { class: "pbody" }, el("span", { class: "pfuel" }, fuel)));
}

function ormCard() {
  return el("div", { class: "plant cgp orm-card", title: "The ORM card: when it leaves the market, the next round is the final round" },
    el("div", { class: "ptop" }, el("span", { class: "pnum" }, "ORM")),
    el("div", { class: "pbody" }, el("small", {}, "final round")));
}

/** A resource card: the units it shows now (big), printed amount when fewer, "+" / "++" / single marks. */
export function resourceCard(card, { onclick = null, selected = false, selectable = false, small = false,
  column = null, extra = null } = {}) {
  const pips = [];
  for (let i = 0; i < card.value; i++) pips.push(el("span", { class: "pip" }));
  const mark = card.kind === "plus" ? "+" : card.kind === "plusplus" ? "++" : null;
  const worn = card.value < card.amount;
  const title = `${TYPE_LABEL[card.type]} card: ${card.value} unit${card.value === 1 ? "" : "s"}`
    + `${worn ? ` (printed ${card.amount})` : ""}${card.kind === "single" ? " (single)" : ""}`
    + `${mark ? ` (${mark} card)` : ""}`;
  return el(onclick ? "button" : "div", {
    class: `rcard rc-${card.type} kind-${card.kind} ${small ? "small" : ""} ${selected ? "selected" : ""} `
      + `${selectable ? "selectable" : ""} ${worn ? "worn" : ""}`,
    title, type: onclick ? "button" : null, onclick,
    dataset: { card: card.id, type: card.type, value: String(card.value), column: column === null ? null : String(column) },
  },
  el("span", { class: "rc-val" }, String(card.value), worn ? el("small", { class: "rc-of" }, `/${card.amount}`) : null),
  mark ? el("span", { class: "rc-mark" }, mark) : null,
  el("span", { class: "rc-pips" }, pips),
  el("span", { class: "rc-type" }, card.type),
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
    el("div", { class: "rowlabel" }, "Current market",
      el("small", {}, finalSix ? ` · all ${m.current.length} lots can be bought (final round)` : " · can be auctioned now")),
    el("div", { class: "cards" }, m.current.map(card)))];
  if (m.future.length || m.orm) {
    rows.push(el("div", { class: "pm-row future", id: "future-market" },
      el("div", { class: "rowlabel" }, "Future market", el("small", {}, " · moves up as plants leave")),
      el("div", { class: "cards" }, m.future.map(card), m.orm ? ormCard() : null)));
  }
  const d = view.deck || {};
  const back = d.top ? el("span", { class: `card-back back-${d.top}`, title: `the back of the top card: ${d.top}` },
    d.top === "orm" ? "ORM" : d.top) : null;
  const info = el("div", { class: "deck", id: "plant-deck" },
    el("span", { class: "deck-stack", title: "plant cards left in the deck" }, String(d.count ?? "?")),
    el("span", {}, `card${d.count === 1 ? "" : "s"} in the plant deck`),
    back ? el("span", { class: "muted" }, "· top card: ") : null, back,
    d.under_orm ? el("span", { class: "muted", title: "the ORM card's place in the deck is public" },
      `· the ORM card has ${d.under_orm} card${d.under_orm === 1 ? "" : "s"} under it`) : null);
  const head = el("div", { class: "section-head" }, el("h2", {}, "Power plants"),
    view.final_round ? el("span", { class: "tag final-tag" }, "Final round") : null);
  const out = el("section", { class: "card plant-market", id: "plant-market" }, head, rows, info);
  if (view.auction) out.append(auctionBox(view));
  if (view.demolition_deck) out.append(demolitionDeck(view.demolition_deck));
  if (view.removed && view.removed.length) {
    out.append(el("details", { class: "removed" },
      el("summary", { class: "muted small" }, `${view.removed.length} plant${view.removed.length === 1 ? "" : "s"} out of the game`),
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
      el("div", {}, el("b", {}, `Auction: plant ${a.plant}`), " · opened by ", who(a.auctioneer)),
      el("div", {}, "Highest bid ", el("b", { class: "big" }, String(a.high)), " by ", who(a.leader)),
      el("div", { class: "muted" }, "Still in: ", a.in.map((p) => who(p)),
        a.to_act !== null && a.to_act !== undefined ? [" · next: ", who(a.to_act)] : null)));
}

function demolitionDeck(deck) {
  return el("div", { class: "demolition", id: "demolition-deck" },
    el("b", {}, "Demolition contractor"),
    deck.length
      ? el("span", { class: "muted small" }, ` · ${deck.length} card${deck.length === 1 ? "" : "s"}; the top one pays`)
      : el("span", { class: "muted small" }, " · no cards left"),
    el("div", { class: "demo-cards" }, deck.map((c, i) => el("span", {
      class: `demo-card ${i === 0 ? "top" : ""}`,
      title: `compensation: ${c.first} to the first player who demolishes, ${c.others} to each later one`
        + (c.permanent ? "; this card stays" : ""),
    }, el("b", {}, String(c.first)), el("small", {}, ` / ${c.others}`), c.permanent ? el("small", {}, " ∞") : null))));
}

// ---------------------------------------------------------------- resources

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
      el("div", { class: "rcol-head" }, el("span", { class: "rcol-name" }, k === 1 ? "Singles" : `Column ${k}`),
        el("span", { class: "rcol-price", title: `each unit costs ${r.prices[i]}` }, `${r.prices[i]}`, el("span", { class: "coin mini" }, "E"),
          el("small", {}, " / unit"))),
      el("div", { class: "rcol-cards" }, cards.length ? cards.map((c) => {
        const action = buyable(c, k);
        return resourceCard(c, {
          column: k, selectable: Boolean(action), selected: selected === c.id,
          onclick: action && onPick ? () => onPick(c, k, action) : null,
        });
      }) : el("span", { class: "rcol-empty" }, "empty")));
  });
  const supply = TYPES.map((t) => el("span", { class: "supply-item", title: `${TYPE_LABEL[t]} singles in the supply` },
    unit(t), ` ${r.singles[t]}`));
  return el("section", { class: "card resource-market cg-resources", id: "resource-market" },
    el("h2", {}, "Resource market"),
    el("div", { class: "rcols" }, cols),
    el("div", { class: "res-foot" },
      el("span", { class: "stat", title: "single cards in the supply" }, el("b", {}, "Supply "), supply),
      el("span", { class: "stat", title: "resource cards in the deck (their order is secret)" },
        el("span", { class: "deck-stack small-stack" }, String(r.deck)), " in the deck"),
      el("span", { class: "stat", title: "the discard pile" },
        el("span", { class: "deck-stack small-stack discard-stack" }, String(r.discard.length)), " discarded"),
      r.reshuffles ? el("span", { class: "muted small" }, `${r.reshuffles} reshuffle${r.reshuffles === 1 ? "" : "s"}`) : null));
}

// ---------------------------------------------------------------- players

export function turnOrder(view, current) {
  return el("div", { class: "turn-order", id: "turn-order" }, el("span", { class: "muted" }, "Turn order"),
    (view.order || []).map((p, i) => el("span", { class: "order-item" + (p === current ? " current" : "") },
      el("small", {}, String(i + 1)), who(p))));
}

function flag(view, seat) {
  if (view.phase !== "auction" || view.over) return null;
  if (view.pending && view.pending.seat === seat.seat) return view.pending.kind === "demolish" ? "demolishing" : "discarding";
  if (view.auction && view.auction.in.includes(seat.seat)) return "bidding";
  return seat.active ? null : "done this round";
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
      isYou ? el("span", { class: "tag you-tag" }, "you") : null,
      current === seat && !view.scores
        ? el("span", { class: "tag turn-tag" }, "to move ", el("span", { class: "since", dataset: { iso: lastMoveAt || "" } }, since(lastMoveAt)))
        : null,
      tag ? el("span", { class: "tag flag" }, tag) : null),
    el("div", { class: "pstats" },
      coin(p.money, p.money === null ? "money is secret" : "money (Elektro)"),
      el("span", { class: "stat income-stat", title: "income of the last Bureaucracy" }, "last income ",
        el("b", {}, p.income === null ? "—" : String(p.income))),
      el("span", { class: "stat vp-stat", title: "victory points the plants would produce now" }, "★ ",
        el("b", { class: "production" }, String(p.production)), " VP"),
      TYPES.filter((t) => held[t]).length
        ? el("span", { class: "stat held", title: "resource units held" }, TYPES.filter((t) => held[t]).map((t) => [unit(t), ` ${held[t]} `]))
        : null),
    el("div", { class: "pholding" },
      el("div", { class: "pplants" },
        p.plants.length ? p.plants.map((pl) => plantCard(pl, { small: true })) : el("span", { class: "muted small" }, "no plants yet")),
      p.cards.length ? el("div", { class: "pcards" }, p.cards.map((c) => resourceCard(c, { small: true }))) : null));
  });
  return el("section", { class: "card players", id: "players" }, el("h2", {}, "Players"), turnOrder(view, current),
    el("div", { class: "player-grid" }, list));
}

function trustPanel(t) {
  return el("div", { class: "player trust-panel", style: "--pc:#fff", dataset: { seat: "trust" } },
    el("div", { class: "phead" }, el("span", { class: "swatch" }), el("b", {}, "Trust"),
      el("span", { class: "kind" }, "neutral company (2 players)")),
    el("div", { class: "pholding" },
      el("div", { class: "pplants" }, t.plants.length ? t.plants.map((pl) => plantCard(pl, { small: true }))
        : el("span", { class: "muted small" }, "no plants yet")),
      t.cards.length ? el("div", { class: "pcards" }, t.cards.map((c) => resourceCard(c, { small: true }))) : null));
}

// ---------------------------------------------------------------- scores and help

export function scores(view) {
  const rows = [...(view.scores || [])].sort((a, b) => a.rank - b.rank);
  const winners = new Set(view.winners || []);
  return el("div", { class: "scores" },
    el("h3", {}, winners.size > 1 ? "Winners: " : "Winner: ", [...winners].map((w) => who(w))),
    el("table", {},
      el("thead", {}, el("tr", {}, el("th", {}, "Rank"), el("th", {}, "Player"), el("th", {}, "VP"),
        el("th", {}, "Production"), el("th", {}, "Money VP"), el("th", {}, "Money"))),
      el("tbody", {}, rows.map((s) => el("tr", { class: winners.has(s.player) ? "winner" : "" },
        el("td", {}, String(s.rank)), el("td", {}, who(s.player)), el("td", {}, el("b", {}, String(s.vp))),
        el("td", {}, String(s.production)), el("td", {}, String(s.cash_vp)), el("td", {}, money(s.money)))))));
}

export function help(view) {
  return el("details", { class: "help" }, el("summary", {}, "How does this phase work?"),
    el("p", {}, PHASE_HELP[view.phase] || ""),
    view.final_round ? el("p", {}, "This is the final round: in Phase 2 a player buys only what their plants burn once; "
      + "the game ends after this round's production.") : null);
}
