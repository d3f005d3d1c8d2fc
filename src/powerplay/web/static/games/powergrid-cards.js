// Power Grid: The Card Game on the game page. The shell (game.js) keeps the connection, the replay, the undo
// and the log; this module draws the view (powergrid-cards/panels.js) and the action panel. Controls are
// built only from the server's "legal" list; every decision ends in ctx.send("<the engine's action string>").

import { _, bidBox, closeConfirmUnless, confirmAt, drawTurn, el, ngettext, parts, playerChip, thinkingBar } from "../common.js";
import * as P from "./powergrid-cards/panels.js";

/** This page's rules, over style.css (the shell loads them before the first drawing). */
export const styles = new URL("./powergrid-cards.css", import.meta.url).href;

const $ = (id) => document.getElementById(id);
const GAME_NAME = _("Power Grid: The Card Game");

/** "2 gas 1 oil" → {gas: 2, oil: 1}. */
function amounts(text) {
  const out = {};
  const re = /(\d+)\s+(coal|gas|oil|uranium)/g;
  let m;
  while ((m = re.exec(text || ""))) out[m[2]] = (out[m[2]] || 0) + Number(m[1]);
  return out;
}

function amountsText(a) {
  const units = P.TYPES.filter((t) => a[t]).map((t) => P.unitsText(a[t], t));
  return units.length ? units.join(", ") : _("nothing");
}

/** Sort the legal action strings into the decisions they belong to. */
export function analyse(legal) {
  const a = { all: new Set(legal), pass: false, done: false, open: new Map(), raise: [], demolish: [], discard: [],
    buy: new Map(), produce: [], other: [] };
  for (const s of legal) {
    let m;
    if (s === "pass") a.pass = true;
    else if (s === "done") a.done = true;
    else if ((m = s.match(/^bid (\d+) on plant (\w+)$/))) {
      const r = a.open.get(m[2]) || { min: Infinity, max: -Infinity };
      r.min = Math.min(r.min, Number(m[1]));
      r.max = Math.max(r.max, Number(m[1]));
      a.open.set(m[2], r);
    } else if ((m = s.match(/^bid (\d+)$/))) a.raise.push(Number(m[1]));
    else if ((m = s.match(/^demolish (\w+)$/))) a.demolish.push(m[1]);
    else if ((m = s.match(/^discard (.+)$/))) a.discard.push({ action: s, units: amounts(m[1]) });
    else if ((m = s.match(/^buy (\d+) (coal|gas|oil|uranium) from column (\d+)$/))) a.buy.set(`${m[3]}:${m[2]}:${m[1]}`, s);
    else if ((m = s.match(/^produce (.+?)(?: with (.+))?$/))) {
      a.produce.push({ action: s, plants: m[1] === "nothing" ? [] : m[1].trim().split(/\s+/), mix: amounts(m[2]) });
    } else a.other.push(s);
  }
  return a;
}

/** What the player decides now. */
export function decision(view, a) {
  if (a.demolish.length) return "demolish";
  if (a.discard.length) return "discard";
  if (a.open.size || (view.phase === "auction" && !view.auction && a.pass)) return "open";
  if (a.raise.length || (view.auction && a.pass)) return "raise";
  if (view.phase === "resources" && (a.buy.size || a.done)) return "buy";
  if (a.produce.length) return "produce";
  return a.all.size ? "other" : null;
}

// ---------------------------------------------------------------- storage preview

/**
 * Room per type for one more purchase (CG-4.6 as a preview: plants store twice what they burn, once in
 * the final round; hybrids hold gas or oil). The server decides; this only explains a purchase.
 */
export function room(view, seat) {
  const m = view.final_round ? 1 : 2;
  const cap = { coal: 0, gas: 0, oil: 0, uranium: 0 };
  let hybrid = 0;
  for (const p of seat.plants) {
    if (p.kind === "hybrid") hybrid += p.amount * m;
    else if (p.kind in cap) cap[p.kind] += p.amount * m;
  }
  const held = { coal: 0, gas: 0, oil: 0, uranium: 0 };
  for (const c of seat.cards) held[c.type] += c.value;
  const over = (t) => Math.max(0, held[t] - cap[t]);
  return {
    coal: Math.max(0, cap.coal - held.coal),
    uranium: Math.max(0, cap.uranium - held.uranium),
    gas: Math.max(0, cap.gas + hybrid - over("oil") - held.gas),
    oil: Math.max(0, cap.oil + hybrid - over("gas") - held.oil),
  };
}

/** Why the player can buy no card at all, the true reason (CG-7.5): no room, no card that fits, or money. */
export function nothingToBuy(view, seat) {
  const free = seat ? room(view, seat) : {};
  const types = Object.keys(free).filter((t) => free[t] >= 1);
  if (!types.length) return _("There is nothing you can buy: your plants have no room for more resources.");
  const costs = [];
  view.resources.columns.forEach((col, i) => {
    for (const c of col) if (types.includes(c.type)) costs.push(P.cardCost(view, i + 1, c));
  });
  if (!costs.length) return _("There is nothing you can buy: the market has no card your plants can store.");
  const low = Math.min(...costs);
  if (seat.money !== null && seat.money < low) {
    return _("There is nothing you can buy: you have {money} Elektro and the cheapest card your plants can store costs {price}.",
      { money: seat.money, price: low });
  }
  return _("There is nothing you can buy.");
}

// ---------------------------------------------------------------- controls

function button(text, onclick, { primary = false, disabled = false, name = null } = {}) {
  return el("button", { type: "button", class: `btn ${primary ? "primary" : ""}`, disabled, onclick,
    dataset: name ? { action: name } : {} }, text);
}

function allPlants(view) {
  const out = new Map();
  for (const p of [...view.market.current, ...view.market.future]) out.set(p.id, p);
  for (const s of view.seats) for (const p of s.plants) out.set(p.id, p);
  return out;
}

/**
 * The action panel of the seat to act. ctx: {state, view, legal, ui, send, rerender}.
 * Returns {node, plants: {selectable, selected, onSelect}, market: {buyable, onPick, selected}, confirm}: `confirm`
 * is the key of the confirm box (common.js: confirmAt) the choice made so far keeps open, or null. A click on a
 * plant to auction or a card to buy opens that box beside it.
 */
function controls(ctx) {
  const { view, legal, ui, send, rerender } = ctx;
  const a = analyse(legal);
  const kind = decision(view, a);
  const key = `${kind}:${view.round}:${view.auction ? view.auction.plant : ""}`;
  if (ui.key !== key) { // a new decision: forget the last one's choices
    for (const k of Object.keys(ui)) delete ui[k];
    ui.key = key;
  }
  const me = view.seats.find((s) => s.seat === view.seat);
  const out = { node: null, plants: { selectable: new Set(), selected: null, onSelect: null },
    market: { buyable: () => null, onPick: null, selected: null }, confirm: null };
  const box = el("section", { class: "card action-panel your-turn cg-actions", id: "action-panel", dataset: { kind: kind || "" } });
  out.node = box;
  const title = (t) => box.append(el("h2", {}, t));
  const prompt = (...c) => box.append(el("p", { class: "prompt" }, ...c));
  const plants = allPlants(view);

  if (kind === "open") {
    title(_("Your auction"));
    const last = [...a.open.values()].every((r) => r.min === r.max);
    const pass = _("Pass this round");
    // the words name the buttons there are: "pass" only when passing is allowed
    prompt(a.open.size
      ? (a.pass ? _("Choose a plant of the current market to open its auction with a bid, or press “{pass}”.", { pass })
        : _("Choose a plant of the current market to open its auction with a bid."))
      : _("You cannot open an auction: press “{pass}”.", { pass }),
    last && a.open.size ? el("span", { class: "muted" }, " " + _("As the last auctioneer you bid exactly the minimum.")) : null);
    if (ui.plant && !a.open.has(ui.plant)) ui.plant = null;
    out.confirm = ui.plant ? `open:${ui.plant}` : null;
    // the plant's box: the plant, the opening bid and the button that sends it
    const pick = (id, anchor = `#plant-market .plant[data-plant="${CSS.escape(id)}"]`) => {
      const r = a.open.get(id);
      if (ui.plant !== id || ui.bid === undefined || ui.bid < r.min || ui.bid > r.max) ui.bid = r.min;
      ui.plant = id;
      const plant = plants.get(id) || { id, kind: "eco", amount: 0, income: 0, size: "small" };
      const [row, go] = bidBox({ label: _("Bid on {plant}", { plant: id }), value: ui.bid, min: r.min, max: r.max,
        money: me ? me.money : null, name: "open-bid", text: (v) => _("Open the auction at {bid}", { bid: v }),
        blank: _("Open the auction"), send: (v) => { closeConfirmUnless(null); send(`bid ${v} on plant ${id}`); },
        onValue: (v) => { ui.bid = v; } });
      confirmAt(anchor, {
        key: `open:${id}`, title: _("Auction: plant {plant}", { plant: id }),
        body: [el("div", { class: "confirm-plant" }, P.plantCard(plant, { discount: view.market.discount === id }),
          el("div", { class: "small" }, P.plantFacts(plant))), row],
        actions: [go],
        onCancel: () => { ui.plant = null; rerender(); },
      });
      rerender();
    };
    out.plants = { selectable: new Set(a.open.keys()), selected: ui.plant || null, onSelect: (id) => pick(id) };
    if (a.open.size) {
      box.append(el("div", { class: "choices" }, [...a.open.keys()].map((id) => {
        const r = a.open.get(id);
        return el("div", { class: "plant-choice" },
          P.plantCard(plants.get(id) || { id, kind: "eco", amount: 0, income: 0, size: "small" }, {
            onclick: () => pick(id, `#action-panel .plant-choice .plant[data-plant="${CSS.escape(id)}"]`),
            selected: ui.plant === id, selectable: true, discount: view.market.discount === id,
          }),
          el("small", { class: "muted" }, r.min === r.max ? _("bid {n}", { n: r.min }) : _("from {n}", { n: r.min })));
      })));
    }
    if (a.pass) box.append(button(pass, () => send("pass"), { name: "pass" }));
  } else if (kind === "raise") {
    const auc = view.auction;
    title(_("Auction: plant {plant}", { plant: auc.plant }));
    prompt(...parts(_("Highest bid {bid} by {player}. Raise, or pass and leave this auction."),
      { bid: el("b", {}, String(auc.high)), player: P.who(auc.leader) }));
    const plant = plants.get(auc.plant);
    if (plant) box.append(el("div", { class: "choices" }, P.plantCard(plant, { extraClass: "in-auction" })));
    if (a.raise.length) {
      const min = Math.min(...a.raise);
      const max = Math.max(...a.raise);
      const bid = Math.max(min, Math.min(max, ui.bid ?? min));
      box.append(...bidBox({ label: _("Your bid"), value: bid, min, max, money: me ? me.money : null, name: "raise",
        text: (v) => _("Bid {bid}", { bid: v }), blank: _("Bid"), send: (v) => send(`bid ${v}`), onValue: (v) => { ui.bid = v; } }));
    } else prompt(el("span", { class: "muted" }, _("You cannot raise (money).")));
    if (a.pass) box.append(button(_("Pass"), () => send("pass"), { name: "pass" }));
  } else if (kind === "demolish") {
    title(_("Demolish a plant"));
    prompt(_("You have four plants: choose the one to remove from the game."),
      view.demolition_deck && view.demolition_deck.length
        ? el("span", { class: "muted" }, " " + _("The demolition contractor pays {first} to the first player who demolishes this round, "
          + "{others} to later ones.", view.demolition_deck[0])) : null);
    box.append(el("div", { class: "choices" }, a.demolish.map((id) => el("div", { class: "plant-choice" },
      P.plantCard(plants.get(id) || { id, kind: "eco", amount: 0, income: 0, size: "small" },
        { onclick: () => { ui.demolish = id; rerender(); }, selectable: true, selected: ui.demolish === id })))));
    box.append(button(ui.demolish ? _("Demolish plant {plant}", { plant: ui.demolish }) : _("Demolish"),
      ui.demolish ? () => send(`demolish ${ui.demolish}`) : null,
      { primary: true, disabled: !ui.demolish, name: "demolish" }));
  } else if (kind === "discard") {
    title(_("Discard resources"));
    prompt(_("Your remaining plants cannot store all your resources: give up the excess."));
    box.append(el("div", { class: "choices discard-choices" }, a.discard.map((d) =>
      button(_("Discard {units}", { units: amountsText(d.units) }), () => send(d.action), { primary: a.discard.length === 1, name: "discard" }))));
  } else if (kind === "buy") {
    title(_("Buy resources"));
    const free = me ? room(view, me) : {};
    const done = _("Done buying");
    prompt(_("Click a card in the resource market to buy it; when you have finished, press “{done}”.", { done }));
    box.append(el("div", { class: "room" }, el("span", { class: "muted small" }, _("Room on your plants:") + " "),
      P.TYPES.filter((t) => free[t] > 0).map((t) => el("span", { class: "stat" }, P.unit(t), ` ${free[t]} `)),
      P.TYPES.some((t) => free[t] > 0) ? null : el("span", { class: "muted small" }, _("none"))));
    const buyable = (card, k) => a.buy.get(`${k}:${card.type}:${card.value}`) || null;
    // the chosen card, while it is still in its column and still for sale
    const sel = ui.card && a.all.has(ui.card.action)
      && view.resources.columns[ui.card.k - 1].some((c) => c.id === ui.card.id) ? ui.card : null;
    if (!sel) ui.card = null;
    out.confirm = sel ? `buy:${sel.id}` : null;
    // the card's box: what it costs, whether it fits, and the button that buys it
    const pick = (card, k, action) => {
      ui.card = { id: card.id, k, action, card };
      const price = view.resources.prices[k - 1];
      const cost = P.cardCost(view, k, card);
      const keep = Math.min(card.value, free[card.type] ?? card.value);
      const down = card.value - keep;
      confirmAt(`#resource-market .rcard[data-card="${CSS.escape(card.id)}"]`, {
        key: `buy:${card.id}`, title: [el("b", {}, `${P.TYPE_LABEL[card.type]} ${card.value}`), " ",
          k === 1 ? _("from column 1 (singles)") : _("from column {n}", { n: k })],
        body: [el("div", { class: "buy-preview", id: "buy-preview" },
          P.resourceCard(card),
          el("div", {},
            el("div", { class: "buy-price" }, parts(_("Price: {price} × {units} = {cost}"),
              { price: String(price), units: String(card.value), cost: el("b", {}, String(cost)) })),
            down > 0
              ? el("div", { class: "warn turned-down" }, ngettext(
                "Turned down: you keep {keep}; {n} unit goes to column 1 as singles (you pay the full price).",
                "Turned down: you keep {keep}; {n} units go to column 1 as singles (you pay the full price).", down, { keep }))
              : el("div", { class: "muted small" }, _("Fits on your plants.")),
            me && me.money !== null ? el("div", { class: "muted small" },
              _("You have {money} Elektro, {left} after this.", { money: me.money, left: me.money - cost })) : null))],
        actions: [{ label: _("Buy for {cost}", { cost }), primary: true, name: "buy", onClick: () => { ui.card = null; send(action); } }],
        onCancel: () => { ui.card = null; rerender(); },
      });
      rerender();
    };
    out.market = { buyable, onPick: pick, selected: sel ? sel.id : null };
    if (a.buy.size) {
      // every card for sale is highlighted, the same kind in the same column as often as it lies there
      const n = view.resources.columns.reduce((t, col, i) => t + col.filter((c) => buyable(c, i + 1)).length, 0);
      box.append(el("p", { class: "muted small", id: "buy-hint" },
        n === 1 ? _("The card you can buy is highlighted.")
          : ngettext("The {n} card you can buy is highlighted.", "The {n} cards you can buy are highlighted.", n)));
    } else box.append(el("p", { class: "muted small", id: "buy-hint" }, nothingToBuy(view, me)));
    if (a.done) box.append(button(done, () => send("done"), { primary: !sel, name: "done" }));
  } else if (kind === "produce") {
    title(_("Bureaucracy")); // the phase's name in the rulebook (CG-3.1, CG-8), as the header says
    const mine = me ? me.plants : [];
    const options = a.produce;
    if (!ui.chosen) { // start with the most lucrative feasible choice
      const income = (o) => o.plants.reduce((s, id) => s + ((plants.get(id) || {}).income || 0), 0);
      const best = options.reduce((b, o) => (!b || income(o) > income(b) ? o : b), null);
      ui.chosen = new Set(best ? best.plants : []);
    }
    const chosen = ui.chosen;
    const same = (o) => o.plants.length === chosen.size && o.plants.every((id) => chosen.has(id));
    const fits = options.filter(same);
    prompt(_("Choose the plants that produce: each burns what it shows and earns its income."));
    box.append(el("div", { class: "choices" }, mine.map((p) => el("label", { class: `power-pick ${chosen.has(p.id) ? "on" : ""}` },
      P.plantCard(p, { small: true }),
      el("input", { type: "checkbox", checked: chosen.has(p.id), "aria-label": _("plant {plant} produces", { plant: p.id }), dataset: { plant: p.id },
        onchange: (e) => { if (e.target.checked) chosen.add(p.id); else chosen.delete(p.id); ui.mix = null; rerender(); } })))));
    if (fits.length > 1) {
      const cur = fits.find((o) => o.action === ui.mix) || fits[0];
      box.append(el("div", { class: "mix" }, el("span", { class: "muted small" }, _("The hybrids burn:") + " "),
        el("div", { class: "chips" }, fits.map((o) => el("button", { type: "button", class: `chip ${o === cur ? "selected" : ""}`,
          dataset: { mix: o.action }, onclick: () => { ui.mix = o.action; rerender(); } }, amountsText(o.mix))))));
      ui.mix = cur.action;
    } else ui.mix = fits.length ? fits[0].action : null;
    const income = [...chosen].reduce((s, id) => s + ((plants.get(id) || {}).income || 0), 0);
    if (!fits.length) {
      box.append(el("p", { class: "warn" }, _("Your resources cannot run these plants together.")));
      box.append(button(_("Produce"), null, { primary: true, disabled: true, name: "produce" }));
    } else if (!chosen.size) {
      box.append(el("p", { class: "total" }, _("Producing nothing earns the guaranteed minimum income.")));
      box.append(button(_("Produce nothing"), () => send(ui.mix), { primary: true, name: "produce" }));
    } else {
      box.append(el("p", { class: "total", id: "income-preview" }, parts(ngettext("Income: {income} from {n} plant",
        "Income: {income} from {n} plants", chosen.size), { income: el("b", {}, _("{n} Elektro", { n: income })) })));
      box.append(button(_("Produce (+{income})", { income }), () => send(ui.mix), { primary: true, name: "produce" }));
    }
  } else {
    title(_("Your turn"));
    box.append(el("div", { class: "choices" }, legal.map((s) => button(s, () => send(s), { name: "other" }))));
  }
  return out;
}

function waitingFor(view) {
  if (view.pending) return view.pending.kind === "demolish" ? _("{player} is choosing a plant to demolish…") : _("{player} is discarding resources…");
  switch (view.phase) {
    case "auction": return view.auction ? _("{player} is bidding on plant {plant}…", { plant: view.auction.plant })
      : _("{player} is opening an auction or passing…");
    case "resources": return _("{player} is buying resources…");
    case "bureaucracy": return _("{player} is choosing what to produce…");
    default: return _("{player} is deciding…");
  }
}

function waiting(state, view, replay) {
  const box = el("section", { class: "card action-panel cg-actions", id: "action-panel" });
  const cp = state.current_player;
  if (view.phase === "over") {
    box.append(el("h2", {}, _("Game over")), el("p", {}, _("Final scores below; the whole game can be replayed.")));
  } else if (replay) {
    box.append(el("h2", {}, _("Replay")));
  } else {
    const watching = state.seat === null || state.seat === undefined;
    box.append(el("h2", {}, watching ? _("Watching") : _("Waiting")));
    if (watching) box.append(el("p", { class: "muted small" }, _("You are watching this game.")));
    box.append(el("p", { class: "prompt" }, cp === null || cp === undefined ? _("Waiting…")
      : parts(waitingFor(view), { player: playerChip(cp) })), thinkingBar(state));
  }
  return box;
}

// ---------------------------------------------------------------- the page

/** The main column's panels, made once: the two markets and the players (the game has no map). */
function build(root) {
  if ($("markets")) return;
  document.body.classList.add("cards-game");
  root.append(el("div", { class: "markets", id: "markets" }, el("div", { id: "plant-market-slot" }), el("div", { id: "resource-market-slot" })),
    el("div", { id: "players-slot" }));
}

/** Draw everything but the log, the undo and the replay bar (the shell draws those). */
export function render({ app, state: st, view, replay, send, rerender, root, slots }) {
  build(root);
  const over = view.phase === "over";
  // (a phone's one-line top bar shows the phase; the parts marked st-extra are in its menu)
  $("status").replaceChildren(el("span", { class: "st-extra" }, el("b", {}, GAME_NAME),
    " · " + _("Round {n}", { n: view.round }) + " · "), el("b", {}, P.PHASE_TITLE[view.phase] || view.phase),
    view.final_round && !over ? el("span", { class: "final-flag" }, " · " + _("final round")) : "");
  drawTurn(st, replay, over, GAME_NAME);
  const cp = replay ? null : st.current_player;
  const you = st.seat;

  const legal = replay ? [] : st.legal || [];
  let c = null;
  if (!replay && you !== null && you !== undefined && cp === you && legal.length) {
    c = controls({ state: st, view, legal, ui: app.ui, send, rerender });
  }
  const panel = c ? c.node : waiting(st, view, Boolean(replay));
  if (replay) {
    const lines = app.replay.log || [];
    panel.append(el("p", { class: "muted small" }, app.replay.n === 0 ? _("The start of the game.")
      : _("After move {n} of {total}:", { n: app.replay.n, total: app.replay.total })),
      el("ul", { class: "log-lines recent" }, lines.slice(-3).map((t) => el("li", {}, t))),
      el("p", { class: "muted small" }, _("Use ◀ ▶ (or the arrow keys) to step through the game.")));
  }
  if (app.busy) panel.querySelectorAll("button, input").forEach((b) => { b.disabled = true; });
  if (!over) {
    const h = P.help(view);
    h.open = app.helpOpen === view.phase;
    h.addEventListener("toggle", () => { app.helpOpen = h.open ? view.phase : null; });
    panel.append(h);
  }
  slots.action.replaceChildren(panel);
  closeConfirmUnless(c ? c.confirm : null); // the confirm box of the choice being made, if any, stays open
  $("plant-market-slot").replaceChildren(P.plantMarket(view, c ? c.plants : {}));
  $("resource-market-slot").replaceChildren(P.resourceMarket(view, c ? c.market : {}));
  $("players-slot").replaceChildren(P.players(replay ? { ...st, current_player: null } : st, view, { lastMoveAt: st.last_move_at }));
  slots.scores.replaceChildren(over && view.scores
    ? el("section", { class: "card scores-card", id: "scores" }, el("h2", {}, _("Final scores")), P.scores(view)) : "");
}

/** The pieces the recap compares (recap.js): the players' plants, the plant market and the resource cards, each
 * with where it is drawn and the seat owning it. */
export function pieces(view) {
  const out = new Map();
  for (const s of view.seats) {
    for (const p of s.plants) {
      out.set(`plant:${s.seat}:${p.id}`, { at: `#players .player[data-seat="${s.seat}"] [data-plant="${CSS.escape(p.id)}"]`, seat: s.seat });
    }
  }
  for (const p of [...view.market.current, ...view.market.future]) {
    out.set(`market:${p.id}`, { at: `#plant-market [data-plant="${CSS.escape(p.id)}"]`, seat: null });
  }
  view.resources.columns.forEach((col) => col.forEach((c) => {
    out.set(`card:${c.id}`, { at: `#resource-market [data-card="${CSS.escape(c.id)}"]`, seat: null });
  }));
  return out;
}
