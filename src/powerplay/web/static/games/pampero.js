// Pampero on the game page. The shell (game.js) keeps the connection, the replay, the undo and the log;
// this module reads the seat's decision from the server's "legal" strings (the engine's actions:
// games/pampero/actions.py), marks what may be clicked on the drawings (pampero/board.js,
// pampero/panels.js: every clickable element carries a data-key, and a key marked "legal" is clickable)
// and confirms each choice beside what was clicked (common.js: confirmAt, a popover on a laptop, a bottom
// sheet on a phone) with what it costs and does; every decision ends in ctx.send("<the action string>").
// Names and effects of the components come from the data set's reference (served in the reader's
// language, the same words as the log): no card, place or token is named here.

import {
  _, api, closeConfirmUnless, confirmAt, drawTurn, el, ngettext, npgettext, parts, pgettext, playerChip, playerName, thinkingBar,
  toast,
} from "../common.js";
import { board } from "./pampero/board.js";
import * as P from "./pampero/panels.js";

/** This page's rules, over style.css (the shell loads them before the first drawing). */
export const styles = new URL("./pampero.css", import.meta.url).href;

const $ = (id) => document.getElementById(id);
const GAME_NAME = _("Pampero");
const STORAGE = "STORAGE";
const ROWS = ["top", "bottom"];
const TABS = ["left", "right"];

// ---------------------------------------------------------------- the data set's reference

const refs = new Map(); // a data set's digest → the promise of its reference (in the page's language)

/** The data set as the page draws it (GET /api/games/kinds/pampero/data/{digest}), asked for once. */
function loadRef(digest) {
  if (!refs.has(digest)) {
    refs.set(digest, api("GET", `/api/games/kinds/pampero/data/${encodeURIComponent(digest)}`).then((r) => {
      if (!r.ok) {
        refs.delete(digest); // asked again at the next drawing
        throw new Error((r.data && r.data.error) || _("The game's data set cannot be loaded."));
      }
      return r.data;
    }));
  }
  return refs.get(digest);
}

// ---------------------------------------------------------------- words

/** Pesos as the rulebook writes them: $5 (5 $ in Russian, PA-0.7). */
function pesos(n) {
  return pgettext("pampero", "${n}", { n });
}

function energyWords(n) {
  return npgettext("pampero", "{n} energy", "{n} energy", n);
}

function batteryWords(n) {
  return npgettext("pampero", "{n} battery", "{n} batteries", n);
}

/** A card's effect under its name, unless the name says it already ("Build Tower": "build a tower"). */
function effectLine(name, effect) {
  const plain = (t) => String(t || "").toLowerCase().replace(/[«»“”"]/g, "").replace(/\b(a|an|the)\b/g, "").replace(/\s+/g, " ").trim();
  return plain(name) === plain(effect) ? null : el("div", { class: "pa-c-effect" }, heading(effect));
}

/** A name from the reference as a heading: its first letter a capital. */
function heading(text) {
  const t = String(text || "");
  return t.charAt(0).toUpperCase() + t.slice(1);
}

const ROW_WORDS = { top: _("top row"), bottom: _("bottom row") };

/** What a seat owes now, as the waiting panel says it (the view's decision kind). */
const DECIDING = {
  turn: _("{player} is playing a card, taking all cards back or taking a battery…"),
  build: _("{player} is choosing where to build…"),
  fulfil: _("{player} is choosing a contract…"),
  second: _("{player} is choosing the connected contract…"),
  "take-link": _("{player} is deciding about a link token…"),
  link: _("{player} is playing a link token…"),
  sell: _("{player} is choosing an external market card…"),
  venture: _("{player} is placing venture capital…"),
  moves: _("{player} is moving a bulldozer…"),
  follow: _("{player} is moving the bulldozer used…"),
  bonus: _("{player} is choosing two cells of the tower bonus board…"),
  place: _("{player} is putting a tower bonus token on a slot…"),
  discard: _("{player} is discarding a tower bonus token…"),
  market: _("{player} is choosing a market…"),
  specialist: _("{player} is choosing a specialist card…"),
  "take-back": _("{player} is taking back an action card…"),
  crown: _("{player} may play a crown card…"),
  score: _("{player} may play specialist scoring cards…"),
  "score-market": _("{player} is choosing the market of a scoring card…"),
  "final-market": _("{player} is choosing the market of a tower bonus token…"),
};

/** The action panel's heading for each decision. */
const TITLE = {
  turn: _("Your turn: play a card"),
  build: _("Build"),
  fulfil: _("Fulfil a contract"),
  second: _("The connected contract"),
  "take-link": _("A link token"),
  link: _("Play a link token"),
  sell: _("Sell to the external market"),
  venture: _("Take venture capital"),
  moves: _("Move a bulldozer"),
  follow: _("Move the bulldozer used"),
  bonus: _("Tower bonus: two adjacent cells"),
  place: _("Put the tower bonus token on a slot"),
  discard: _("Discard a tower bonus token"),
  market: _("Choose a market"),
  specialist: _("Take a specialist card"),
  "take-back": _("Take back an action card"),
  crown: _("A crown card"),
  score: _("Specialist scoring cards"),
  "score-market": _("The scoring card's market"),
  "final-market": _("The tower bonus token's market"),
};

/** What to do now, under the heading. */
const PROMPT = {
  turn: _("Click a highlighted card of your hand, then the tab of the row it goes to; or take a battery, or take all your cards back."),
  build: _("Click a highlighted building site of the game board."),
  fulfil: _("Click a highlighted contract, then the highlighted cell of your grid board its token goes to."),
  second: _("You may fulfil the connected contract with the same card (its energy paid, the zone value not again): click it, or go on without it."),
  "take-link": _("Both links of a link token are unlocked: take it into your play area, or leave it."),
  link: _("Choose the link token to put on the card just played: its effect at once."),
  sell: _("Click a highlighted card of the external market: pay its batteries, gain the income of its symbols."),
  venture: _("Click a highlighted venture-capital slot of your grid board."),
  moves: _("Click a highlighted place to move your bulldozer there (a parking space gives its reward; the bulldozer stays there for good)."),
  follow: _("The card used your bulldozer: move it to a highlighted place."),
  bonus: _("Click two adjacent highlighted cells of the tower bonus board: a token goes to your company board, an empty cell gives its effect."),
  place: _("The token's own slot is taken by an identical token: choose one of the nearest empty slots."),
  discard: _("Two players: discard one more tower bonus token from the cells highlighted."),
  market: _("Choose the market: click its income track on your grid board, or a button."),
  specialist: _("Click a highlighted specialist card, or the top of a deck."),
  "take-back": _("Take back the rightmost card of a row of your company board: click the row, or a button."),
  crown: _("Before the majority is counted you may play a crown card of your hand."),
  score: _("Play your specialist scoring cards one at a time, each with the option you choose; then you are done."),
  "score-market": _("Choose the market the scoring card counts."),
  "final-market": _("Choose the market the tower bonus token pays."),
};

// ---------------------------------------------------------------- the legal actions

const RE = {
  play: /^play (\S+) (top|bottom) (left|right)(?: option (\d+))?$/,
  build: /^build at (\S+?)(?: via P(\d+))?( with batteries)?$/,
  fulfil: /^fulfil (\S+) at (\S+?)(?: via P(\d+))?(?: cost (\d+))?( with batteries)?$/,
  move: /^move (\S+) to (\S+)$/,
  bonus: /^bonus (r\d+c\d+) (r\d+c\d+)$/,
  discard: /^discard (r\d+c\d+)$/,
  place: /^place in slot (\d+)$/,
  market: /^market (\w+)$/,
  specialist: /^specialist (\S+)$/,
  takeLink: /^take link (\S+)$/,
  link: /^link (\S+?)(?: option (\d+))?$/,
  sell: /^sell to (\S+)$/,
  venture: /^venture capital (\d+)$/,
  takeBack: /^take back (top|bottom)$/,
  score: /^score (\S+) option (\d+)$/,
};

/** The legal action strings sorted by what they choose; each kept with its string. */
export function analyse(legal) {
  const a = { plays: [], builds: [], fulfils: [], moves: [], bonus: [], discard: [], place: [], market: [],
    specialist: [], takeLink: [], link: [], sell: [], venture: [], takeBack: [], score: [], done: null,
    returnAll: null, battery: null, other: [] };
  for (const s of legal) {
    let m;
    if (s === "done") a.done = s;
    else if (s === "return all") a.returnAll = s;
    else if (s === "take battery") a.battery = s;
    else if ((m = RE.play.exec(s))) a.plays.push({ s, card: m[1], row: m[2], tab: m[3], option: Number(m[4] || 0) });
    else if ((m = RE.build.exec(s))) a.builds.push({ s, site: m[1], via: m[2] ? Number(m[2]) - 1 : null, batteries: Boolean(m[3]) });
    else if ((m = RE.fulfil.exec(s))) {
      a.fulfils.push({ s, slot: m[1], cell: m[2], via: m[3] ? Number(m[3]) - 1 : null, cost: Number(m[4] || 1),
        batteries: Boolean(m[5]) });
    } else if ((m = RE.move.exec(s))) a.moves.push({ s, from: m[1], to: m[2] });
    else if ((m = RE.bonus.exec(s))) a.bonus.push({ s, cells: [m[1], m[2]] });
    else if ((m = RE.discard.exec(s))) a.discard.push({ s, cell: m[1] });
    else if ((m = RE.place.exec(s))) a.place.push({ s, slot: Number(m[1]) });
    else if ((m = RE.market.exec(s))) a.market.push({ s, market: m[1] });
    else if ((m = RE.takeLink.exec(s))) a.takeLink.push({ s, slot: m[1] });
    else if ((m = RE.takeBack.exec(s))) a.takeBack.push({ s, row: m[1] });
    else if ((m = RE.specialist.exec(s))) a.specialist.push({ s, card: m[1] });
    else if ((m = RE.link.exec(s))) a.link.push({ s, token: m[1], option: Number(m[2] || 0) });
    else if ((m = RE.sell.exec(s))) a.sell.push({ s, card: m[1] });
    else if ((m = RE.venture.exec(s))) a.venture.push({ s, column: Number(m[1]) });
    else if ((m = RE.score.exec(s))) a.score.push({ s, card: m[1], option: Number(m[2]) });
    else a.other.push(s);
  }
  return a;
}

/** The decision the seat owes (the view's decision kind; "turn" at a turn's start). */
function decisionKind(view, a) {
  if (view.decision && view.decision.kind) return view.decision.kind;
  if (a.plays.length || a.battery || a.returnAll) return "turn";
  return "other";
}

// ---------------------------------------------------------------- keys of the drawings

/** The key of a place a bulldozer stands at or goes to: a site, the storage zone, a parking space. */
function placeKey(ref, place) {
  if (place === STORAGE) return "storage";
  if (ref.parking && ref.parking[place]) return `park:${place}`;
  return `site:${place}`;
}

/** The key of a contract slot: a board slot, or a space of the solar track. */
function slotKey(ref, slot) {
  return ref.solar && ref.solar.slots && ref.solar.slots[slot] ? `solar:${slot}` : `slot:${slot}`;
}

/** A button of the action panel by its action's name (the newest drawing's). */
function inPanel(name) {
  return () => document.querySelector(`#action-panel [data-action="${CSS.escape(name)}"]`);
}

/** The element drawn for a key (the newest drawing's: a popover follows it across redraws). */
function drawn(key) {
  return () => document.querySelector(`#game-root [data-key="${CSS.escape(key)}"]`);
}

// ---------------------------------------------------------------- what things are

function placeName(ref, place) {
  if (place === STORAGE) return ref.places ? ref.places.STORAGE : place;
  if (ref.parking && ref.parking[place]) return ref.parking[place].name;
  return ref.sites && ref.sites[place] ? ref.sites[place].name : place;
}

function slotName(ref, slot) {
  const c = ref.contract_slots && ref.contract_slots[slot];
  if (c) return c.name;
  const s = ref.solar && ref.solar.slots && ref.solar.slots[slot];
  return s ? s.name : slot;
}

/** The contract token lying on a board slot or a space of the solar track. */
function tokenAt(view, slot) {
  return (view.contracts || {})[slot] || (view.solar || {})[slot] || null;
}

function cellName(ref, cell) {
  const t = ref.grid && ref.grid.transformers && ref.grid.transformers[cell];
  return t ? t.name : cell;
}

function bonusCell(ref, cell) {
  return (ref.bonus_cells || {})[`TBB-${cell}`] || { name: cell, printed: null };
}

/** What a cell of the tower bonus board gives: its token (to the company board) or its printed effect. */
function bonusCellGives(view, ref, cell) {
  const token = (view.bonus_board || {})[`TBB-${cell}`];
  const t = token && (ref.bonus_tokens || {})[token];
  if (t) {
    return t.final ? _("{token}: to your company board (final scoring)", { token: heading(t.name) })
      : _("{token}: to your company board", { token: heading(t.name) });
  }
  const printed = bonusCell(ref, cell).printed;
  return printed ? _("the printed effect at once: {effect}", { effect: printed }) : _("nothing");
}

/** PA-10.14: the income of a marker standing at `position` (the value under its column). */
function incomeAt(ref, position) {
  const inc = ref.grid && ref.grid.income;
  if (!inc) return 0;
  return inc.value[String(inc.column[String(position)])] || 0;
}

function marketName(ref, market) {
  return ref.markets && ref.markets[market] ? ref.markets[market].name : market;
}

/** A card's words: its name, and its effect (or its options, a joker's, PA-21.2). */
function cardInfo(ref, card) {
  return (ref.cards || {})[card] || { name: card, effect: "", options: [], money: "none", energy: "no" };
}

/** The tab a card goes to: the next empty slot of the row (PA-9.3) and its tab (PA-9.2). */
function nextTab(view, ref, seat, row, tab) {
  const held = view.players[seat].rows[row] || [];
  const k = held.findIndex((c) => c === null);
  const slot = k < 0 ? 0 : k;
  const tabs = ref.company.rows[row][slot] || [];
  return { slot, ...(tabs[tab === "left" ? 0 : 1] || { zone: "?", money: 0, energy: 0 }) };
}

/** The tab of the card being played (view.card), where it lies on the company board. */
function playedTab(view, ref, seat) {
  const c = view.card;
  if (!c) return null;
  const held = view.players[seat].rows[c.row] || [];
  let slot = -1;
  for (let k = held.length - 1; k >= 0; k -= 1) if (held[k] && held[k].card === c.card) { slot = k; break; }
  if (slot < 0) return null;
  const tabs = ref.company.rows[c.row][slot] || [];
  return { slot, row: c.row, ...(tabs[c.tab === "left" ? 0 : 1] || { zone: "?", money: 0, energy: 0 }) };
}

/** The effect of the card (a joker's option chosen: its own). */
function effectOf(ref, card, option) {
  const c = cardInfo(ref, card);
  return option && c.options && c.options[option - 1] ? c.options[option - 1] : c.effect;
}

/** PA-9.5–PA-9.7: what playing `card` with `tab` costs or gains, as lines. */
function tabLines(ref, card, tab, option = 0) {
  const c = cardInfo(ref, card);
  const lines = [];
  if (c.money === "cost") {
    lines.push(c.batteries
      ? _("Pay the zone value {money} (or batteries instead): to the bank, or to the player whose bulldozer or tower you use.",
        { money: pesos(tab.money) })
      : _("Pay the zone value {money}: to the bank, or to the player whose bulldozer or tower you use.", { money: pesos(tab.money) }));
  } else if (c.money === "bonus") lines.push(_("Gain the zone value {money}.", { money: pesos(tab.money) }));
  else lines.push(_("No zone value to pay."));
  if (c.energy === "yes") lines.push(_("Gain {energy}.", { energy: energyWords(tab.energy) }));
  else if (c.energy === "wind") {
    lines.push(option && c.options.length
      ? _("Gain {energy} if the effect builds a wind farm.", { energy: energyWords(tab.energy) })
      : _("Gain {energy} when building a wind farm.", { energy: energyWords(tab.energy) }));
  }
  if (c.zone_only && c.zone_only !== tab.zone) lines.push(_("Only in zone {zone}.", { zone: c.zone_only }));
  return lines;
}

/** What a card costs or gains with a tab, shortly: "pay $5", "gain $3, +2 energy". */
function shortCost(ref, card, tab) {
  const c = cardInfo(ref, card);
  const out = [];
  if (c.money === "cost") out.push(_("pay {money}", { money: pesos(tab.money) }));
  else if (c.money === "bonus") out.push(_("gain {money}", { money: pesos(tab.money) }));
  if (c.energy === "yes") out.push(_("+{energy}", { energy: energyWords(tab.energy) }));
  return out.length ? out.join(", ") : _("no zone value");
}

/** A tab in words: "top row, slot 2: zone B tab ($8, 2 energy)". */
function tabWords(row, tab) {
  return _("{row}, slot {slot}: zone {zone} tab ({money}, {energy})",
    { row: ROW_WORDS[row], slot: tab.slot + 1, zone: tab.zone, money: pesos(tab.money), energy: energyWords(tab.energy) });
}

// ---------------------------------------------------------------- controls

function button(text, onclick, { primary = false, name = null, data = {}, disabled = false } = {}) {
  return el("button", { type: "button", class: `btn ${primary ? "primary" : ""}`, onclick, disabled,
    dataset: { ...(name ? { action: name } : {}), ...data } }, text);
}

function para(text, cls = "muted small") {
  return el("p", { class: cls }, text);
}

/** A line of a popover (no paragraph's margins in its column). */
function line(text, cls = "muted small") {
  return el("div", { class: `pa-c-line ${cls}` }, text);
}

/**
 * The seat's decision: the action panel, the marks of the drawings and what a click on a marked element
 * does. ctx: {view, ref, legal, ui, send, rerender, seat}. Returns {node, marks, onPick, confirm}: `confirm`
 * is the key of the popover the choice being made keeps open across redraws.
 */
function controls(ctx) {
  const { view, ref, legal, ui, send, rerender, seat, version, busy } = ctx;
  const a = analyse(legal);
  const kind = decisionKind(view, a);
  const key = `${version}:${kind}`;
  if (ui.key !== key) { // a new state: the half-made choice of the last one is forgotten
    for (const k of Object.keys(ui)) delete ui[k];
    ui.key = key;
  }
  const marks = new Map();
  const picks = new Map(); // a key → what its click does (node) => void
  const me = view.players[seat];
  const box = el("section", { class: "card action-panel your-turn pa-actions", id: "action-panel", dataset: { kind } });
  box.append(el("h2", {}, TITLE[kind] || _("Your turn")));
  const prompt = kind === "turn" && !a.returnAll
    ? _("Click a highlighted card of your hand, then the tab of the row it goes to; or take a battery.") : PROMPT[kind];
  if (prompt) box.append(el("p", { class: "prompt" }, prompt));
  if (view.decision && view.decision.count > 1 && (kind === "moves" || kind === "follow")) {
    box.append(para(ngettext("{n} move left.", "{n} moves left.", view.decision.count)));
  }

  // a popover beside what was clicked; closed without acting, only the popover goes (the selection stays)
  const ask = (k, anchor, title, body, actions, onCancel = null) => {
    ui.open = k;
    confirmAt(anchor, { key: k, title, body, actions, onCancel: () => { ui.open = null; if (onCancel) onCancel(); rerender(); } });
    rerender();
  };
  // a popover's button sending an action string (the string in its data-send)
  const act = (label, s, { primary = false, name = "confirm" } = {}) => {
    const b = el("button", { type: "button", class: `btn ${primary ? "primary" : ""}`, dataset: { action: name, send: s } }, label);
    b.addEventListener("click", () => {
      ui.open = null;
      closeConfirmUnless(null);
      send(s);
    });
    return b;
  };
  // a panel's button sending an action string at once
  const now = (label, s, name, data = {}) => button(label, () => send(s), { name, data: { ...data, send: s } });
  const mark = (k, how, fn) => {
    marks.set(k, how);
    if (fn) picks.set(k, fn);
  };

  if (kind === "turn") turnControls();
  else if (kind === "build") buildControls();
  else if (kind === "fulfil" || kind === "second") fulfilControls();
  else if (kind === "moves" || kind === "follow") moveControls();
  else if (kind === "bonus") bonusControls();
  else if (kind === "discard") discardControls();
  else if (kind === "place") placeControls();
  else if (kind === "market" || kind === "score-market" || kind === "final-market") marketControls();
  else if (kind === "specialist") specialistControls();
  else if (kind === "take-link") takeLinkControls();
  else if (kind === "link") linkControls();
  else if (kind === "sell") sellControls();
  else if (kind === "venture") ventureControls();
  else if (kind === "take-back") takeBackControls();
  else if (kind === "score" || kind === "crown") scoreControls();
  // whatever else the engine offers (a form the page does not know): its string on a button
  const rest = kind === "other" ? legal : a.other;
  if (rest.length) box.append(el("div", { class: "choices" }, rest.map((s) => now(s, s, "other"))));

  return {
    node: box,
    marks,
    onPick: (k, node) => {
      const f = picks.get(k);
      if (f && !busy()) f(node);
    },
    confirm: ui.open || null,
  };

  // ---- a turn's start (PA-8.2): play a card (A1), take all cards back (A2), take a battery (A3)
  function turnControls() {
    const byCard = new Map();
    for (const p of a.plays) {
      if (!byCard.has(p.card)) byCard.set(p.card, []);
      byCard.get(p.card).push(p);
    }
    if (ui.card && !byCard.has(ui.card)) ui.card = null;
    // the card chosen: the tabs it may go to; a tab's popover: the card, the row, the slot, the tab, the cost
    const tabPopover = (card, row, tab, anchor) => {
      const plays = byCard.get(card).filter((p) => p.row === row && p.tab === tab);
      const t = nextTab(view, ref, seat, row, tab);
      const c = cardInfo(ref, card);
      const options = plays.filter((p) => p.option);
      ask(`tab:${card}:${row}:${tab}`, anchor, heading(c.name), [
        effectLine(c.name, c.effect),
        el("div", { class: "pa-c-where" }, tabWords(row, t)),
        el("div", { class: "pa-c-cost" }, tabLines(ref, card, t, options.length ? 1 : 0).map((x) => el("div", { class: "pa-c-line" }, x))),
        options.length ? line(_("Choose the effect:")) : null,
      ], options.length
        ? options.map((p, i) => act(heading(effectOf(ref, card, p.option)), p.s, { primary: i === 0, name: "play" }))
        : [act(_("Play {card} here", { card: c.name }), plays[0].s, { primary: true, name: "play" })]);
    };
    const pickCard = (card, anchor) => {
      ui.card = card;
      const c = cardInfo(ref, card);
      const plays = byCard.get(card);
      const where = [];
      for (const row of ROWS) for (const tab of TABS) if (plays.some((p) => p.row === row && p.tab === tab)) where.push([row, tab]);
      // its popover: the card's effect, and each row and tab it may go to (with what it costs there)
      ask(`card:${card}`, anchor, heading(c.name), [
        effectLine(c.name, c.effect),
        line(_("Where it goes (or click a highlighted tab of your company board):")),
      ], where.map(([row, tab], i) => {
        const t = nextTab(view, ref, seat, row, tab);
        const label = [tabWords(row, t), el("span", { class: "pa-c-btn-cost" }, " — ", shortCost(ref, card, t))];
        const one = plays.filter((p) => p.row === row && p.tab === tab);
        if (one.length === 1 && !one[0].option) return act(label, one[0].s, { primary: i === 0, name: "play" });
        return { label, primary: i === 0, name: "tab", onClick: () => tabPopover(card, row, tab, drawn(`tab:${row}:${tab}`)) };
      }));
    };
    for (const card of byCard.keys()) mark(`hand:${card}`, ui.card === card ? "selected" : "legal", () => pickCard(card, drawn(`hand:${card}`)));
    if (ui.card) {
      for (const p of byCard.get(ui.card)) {
        const k = `tab:${p.row}:${p.tab}`;
        if (!marks.has(k)) mark(k, "legal", () => tabPopover(ui.card, p.row, p.tab, drawn(k)));
      }
      const c = cardInfo(ref, ui.card);
      box.append(el("p", { class: "pa-c-chosen" }, parts(_("Card chosen: {card}. Now click a highlighted tab of your company board."),
        { card: el("b", {}, c.name) })), button(_("Choose another card"), () => { ui.card = null; ui.open = null; rerender(); },
        { name: "unselect" }));
    }
    // the cards as buttons too (the way in without the hand in view)
    box.append(el("div", { class: "choices pa-c-cards" }, [...byCard.keys()].map((card) => button(cardInfo(ref, card).name,
      () => pickCard(card, () => document.querySelector(`#action-panel [data-card="${CSS.escape(card)}"]`)),
      { name: "card", data: { card } }))));
    const others = [];
    if (a.battery) {
      others.push(button(_("Take a battery"), () => ask("battery", inPanel("battery-ask"), _("Take a battery"), [
        el("div", { class: "pa-c-cost" }, el("div", { class: "pa-c-line" }, view.battery_supply > 0
          ? _("1 battery from the general supply ({n} left there).", { n: view.battery_supply })
          : _("The general supply is empty: no battery.")),
        el("div", { class: "pa-c-line" }, _("Your turn-order disc moves down."))),
      ], [act(_("Take a battery"), a.battery, { primary: true, name: "battery" })]), { name: "battery-ask" }));
    }
    if (a.returnAll) {
      const n = ROWS.reduce((t, row) => t + me.rows[row].filter(Boolean).length, 0);
      others.push(button(_("Take all cards back"), () => ask("return", inPanel("return-ask"), _("Take all cards back"), [
        el("div", { class: "pa-c-cost" },
          el("div", { class: "pa-c-line" }, ngettext("{n} card back to your hand, the link tokens on them to your play area.",
            "{n} cards back to your hand, the link tokens on them to your play area.", n)),
          el("div", { class: "pa-c-line" }, _("Your time disc advances 1 space; your turn-order disc moves down."))),
      ], [act(_("Take all cards back"), a.returnAll, { primary: true, name: "return" })]), { name: "return-ask" }));
    }
    if (others.length) box.append(el("div", { class: "choices pa-c-others" }, others));
  }

  // ---- whose tower a contract uses when the action names none (PA-9.9): the seat's own if it has one in
  // the slot's sector, else the one other owner of towers there (a solar contract needs none, PA-20.4)
  function towerOwner(slot) {
    const cs = (ref.contract_slots || {})[slot];
    if (!cs) return null;
    const owners = new Set(Object.entries(view.structures || {})
      .filter(([site, x]) => x.kind === "tower" && ref.sites[site] && ref.sites[site].sector === cs.sector).map(([, x]) => x.seat));
    if (owners.has(seat)) return seat;
    return owners.size === 1 ? [...owners][0] : null;
  }

  // ---- the payment of the card being played (PA-9.5, PA-9.9): the zone value, to whom
  function payWords(via, batteries, paidBefore) {
    const c = view.card ? cardInfo(ref, view.card.card) : null;
    const t = playedTab(view, ref, seat);
    if (paidBefore || !c || !t) return null;
    const to = via !== null && via !== seat ? playerName(via) : null;
    if (c.money === "cost") {
      if (batteries) return to ? _("Pay batteries instead of the zone value, to {player}.", { player: to })
        : _("Pay batteries instead of the zone value, to the general supply.");
      return to ? _("Pay {money} to {player}.", { money: pesos(t.money), player: to })
        : _("Pay {money} to the bank.", { money: pesos(t.money) });
    }
    if (c.money === "bonus") return _("Gain {money}.", { money: pesos(t.money) });
    return null;
  }

  // ---- build a tower or a wind farm (PA-12, PA-13): a site, the bulldozer used, the payment
  function buildControls() {
    const sites = new Map();
    for (const b of a.builds) {
      if (!sites.has(b.site)) sites.set(b.site, []);
      sites.get(b.site).push(b);
    }
    const c = view.card ? cardInfo(ref, view.card.card) : null;
    const effect = view.card ? effectOf(ref, view.card.card, view.card.option) : "";
    const t = playedTab(view, ref, seat);
    const pick = (site) => {
      const k = `site:${site}`;
      const builds = sites.get(site);
      const lines = [];
      if (effect) lines.push(el("div", { class: "pa-c-effect" }, parts(_("{card}: {effect}"), { card: el("b", {}, c.name), effect })));
      if (t && c && (c.energy === "yes" || c.energy === "wind")) {
        lines.push(line(_("A wind farm gains the tab's {energy}.", { energy: energyWords(t.energy) })));
      }
      lines.push(line(_("Then the owner of the bulldozer used moves it.")));
      // (without "via P…" the one bulldozer there is used: its owner is paid, PA-9.9)
      const beside = view.players.map((p, k) => (p.bulldozers.includes(site) ? k : null)).filter((k) => k !== null);
      ask(`build:${site}`, drawn(k), heading(placeName(ref, site)), lines, builds.map((b, i) => {
        const via = b.via !== null ? b.via : beside.length === 1 ? beside[0] : null;
        const dozer = via === null ? _("Build with the bulldozer beside it") : via === seat ? _("Build with your bulldozer")
          : _("Build with {player}'s bulldozer", { player: playerName(via) });
        const pay = payWords(via, b.batteries, false);
        return act([dozer, pay ? el("span", { class: "pa-c-btn-cost" }, " — ", pay) : null], b.s,
          { primary: i === 0, name: "build" });
      }));
    };
    for (const site of sites.keys()) mark(`site:${site}`, "legal", () => pick(site));
    box.append(el("div", { class: "choices pa-c-list" }, [...sites.keys()].map((site) => button(heading(placeName(ref, site)),
      () => pick(site), { name: "site", data: { site } }))));
  }

  // ---- fulfil a contract (PA-16, PA-17, PA-20): the slot, then the cell of the grid board
  function fulfilControls() {
    const slots = new Map();
    for (const f of a.fulfils) {
      if (!slots.has(f.slot)) slots.set(f.slot, []);
      slots.get(f.slot).push(f);
    }
    if (ui.slot && !slots.has(ui.slot)) ui.slot = null;
    const second = kind === "second";
    const contractLines = (slot, f) => {
      const token = tokenAt(view, slot);
      const tk = token && (ref.contracts || {})[token];
      const cs = (ref.contract_slots || {})[slot];
      const out = [];
      if (tk) out.push(el("div", { class: "pa-c-effect" }, heading(tk.name)));
      if (cs && cs.energy_cost !== null && cs.energy_cost !== undefined) {
        out.push(line(_("Costs {energy} (you have {have}).", { energy: energyWords(cs.energy_cost), have: me.energy }), "pa-c-cost-line"));
      } else if (tk && tk.costs && tk.costs.length) {
        out.push(line(f ? _("Costs {way}.", { way: (tk.costs[f.cost - 1] || tk.costs[0]).text })
          : _("Costs {ways}.", { ways: tk.costs.map((w) => w.text).join(" / ") }), "pa-c-cost-line"));
      } else if (slot.startsWith("SOL")) out.push(line(_("A solar contract costs no energy."), "pa-c-cost-line"));
      if (tk && tk.symbols && tk.symbols.some((x) => x.arrows)) {
        out.push(line(_("Income markers advance: {markets}.", { markets: tk.symbols.filter((x) => x.arrows)
          .map((x) => `${marketName(ref, x.market)} +${x.arrows}`).join(", ") })));
      }
      if (cs && cs.connected && (view.contracts || {})[cs.connected] && !second) {
        out.push(line(_("Connected to {slot}: it may be fulfilled with the same card.", { slot: slotName(ref, cs.connected) })));
      }
      if (cs && cs.pair && (view.contracts || {})[cs.pair]) {
        out.push(line(_("Its pair ({slot}) leaves the game.", { slot: slotName(ref, cs.pair) })));
      }
      return out;
    };
    const cellPopover = (slot, cell) => {
      const ways = slots.get(slot).filter((f) => f.cell === cell);
      const tr = ref.grid.transformers[cell] || {};
      const body = [line(_("Contract: {slot}", { slot: slotName(ref, slot) }), "pa-c-where"), ...contractLines(slot)];
      if (tr.bonus) body.push(line(_("Cell bonus: {effect}.", { effect: tr.bonus })));
      const edge = me.last_cell ? (ref.grid.edges || []).find((e) => (e.a === me.last_cell && e.b === cell)
        || (e.b === me.last_cell && e.a === cell)) : null;
      if (edge && edge.circuit && !(me.circuits || []).includes(edge.circuit)) {
        body.push(line(_("Circuit requirement: {requirement}; a circuit token covers it.", { requirement: edge.requirement })));
      }
      if (second) body.push(line(_("The zone value is not paid again.")));
      ask(`cell:${slot}:${cell}`, drawn(`cell:${cell}`), heading(cellName(ref, cell)), body, ways.map((f, i) => {
        const bits = [];
        const tk = (ref.contracts || {})[tokenAt(view, slot)];
        if (tk && tk.costs && tk.costs.length > 1) bits.push((tk.costs[f.cost - 1] || {}).text || "");
        if (f.via !== null) bits.push(f.via === seat ? _("using your tower") : _("using {player}'s tower", { player: playerName(f.via) }));
        const pay = payWords(f.via !== null ? f.via : towerOwner(slot), f.batteries, second);
        if (pay) bits.push(pay);
        return act([_("Fulfil the contract"), bits.length ? el("span", { class: "pa-c-btn-cost" }, " — ", bits.join("; ")) : null],
          f.s, { primary: i === 0, name: "fulfil" });
      }));
    };
    const pickSlot = (slot) => {
      ui.slot = ui.slot === slot ? null : slot;
      ui.open = null;
      closeConfirmUnless(null);
      rerender();
    };
    for (const slot of slots.keys()) mark(slotKey(ref, slot), ui.slot === slot ? "selected" : "legal", () => pickSlot(slot));
    if (ui.slot) {
      for (const cell of new Set(slots.get(ui.slot).map((f) => f.cell))) mark(`cell:${cell}`, "legal", () => cellPopover(ui.slot, cell));
      box.append(el("div", { class: "pa-c-chosen" }, el("p", {}, parts(_("Contract chosen: {slot}. Now click a highlighted cell of your grid board."),
        { slot: el("b", {}, slotName(ref, ui.slot)) })), contractLines(ui.slot),
      el("div", { class: "choices pa-c-list" }, [...new Set(slots.get(ui.slot).map((f) => f.cell))].map((cell) => button(heading(cellName(ref, cell)),
        () => cellPopover(ui.slot, cell), { name: "cell", data: { cell } }))),
      button(_("Choose another contract"), () => pickSlot(ui.slot), { name: "unselect" })));
    } else {
      box.append(el("div", { class: "choices pa-c-list" }, [...slots.keys()].map((slot) => {
        const token = tokenAt(view, slot);
        const tk = token && (ref.contracts || {})[token];
        return button([heading(slotName(ref, slot)), tk ? el("span", { class: "pa-c-btn-cost" }, " — ", tk.name) : null],
          () => pickSlot(slot), { name: "slot", data: { slot } });
      })));
    }
    if (a.done) box.append(now(second ? _("Not the connected contract") : _("Done"), a.done, "done"));
  }

  // ---- move bulldozers (PA-15): from where one stands (if several may move), to a place
  function moveControls() {
    const from = [...new Set(a.moves.map((m) => m.from))];
    if (ui.source && !from.includes(ui.source)) ui.source = null;
    const source = from.length === 1 ? from[0] : ui.source;
    const pickTarget = (to) => {
      const m = a.moves.find((x) => x.from === source && x.to === to);
      const park = ref.parking && ref.parking[to];
      ask(`move:${source}:${to}`, drawn(placeKey(ref, to)), heading(placeName(ref, to)), [
        line(_("Your bulldozer from {from} to {to}.", { from: placeName(ref, source), to: placeName(ref, to) }), "pa-c-where"),
        park ? line(_("Reward: {effect}. The bulldozer stays on the parking space for good.", { effect: park.reward })) : null,
      ], [act(_("Move the bulldozer here"), m.s, { primary: true, name: "move" })]);
    };
    if (source) {
      mark(placeKey(ref, source), from.length === 1 ? "source" : "selected", from.length === 1 ? null : () => {
        ui.source = null; rerender();
      });
      const targets = a.moves.filter((m) => m.from === source).map((m) => m.to);
      for (const to of targets) mark(placeKey(ref, to), "legal", () => pickTarget(to));
      box.append(para(_("From: {place}", { place: placeName(ref, source) }), "pa-c-where"));
      box.append(el("details", { class: "pa-c-more" },
        el("summary", {}, ngettext("{n} place to go (as a list)", "{n} places to go (as a list)", targets.length)),
        el("div", { class: "choices pa-c-list" }, targets.map((to) => button(heading(placeName(ref, to)), () => pickTarget(to),
          { name: "target", data: { place: to } })))));
      if (from.length > 1) box.append(button(_("Another bulldozer"), () => { ui.source = null; rerender(); }, { name: "unselect" }));
    } else {
      for (const f of from) mark(placeKey(ref, f), "legal", () => { ui.source = f; rerender(); });
      box.append(para(_("Click the bulldozer (its place) to move first.")),
        el("div", { class: "choices pa-c-list" }, from.map((f) => button(heading(placeName(ref, f)), () => { ui.source = f; rerender(); },
          { name: "source", data: { place: f } }))));
    }
    if (a.done) box.append(now(_("No more moves"), a.done, "done"));
  }

  // ---- the tower bonus board (PA-12.4): two adjacent cells
  function bonusControls() {
    const cells = new Set(a.bonus.flatMap((b) => b.cells));
    if (ui.first && !cells.has(ui.first)) ui.first = null;
    const pair = (x, y) => a.bonus.find((b) => (b.cells[0] === x && b.cells[1] === y) || (b.cells[0] === y && b.cells[1] === x));
    const popover = (x, y) => {
      const b = pair(x, y);
      ask(`bonus:${x}:${y}`, drawn(`bonus:${y}`), _("Tower bonus"), [x, y].map((c) => el("p", {},
        el("b", {}, heading(bonusCell(ref, c).name) + ": "), bonusCellGives(view, ref, c))),
      [act(_("Take these two cells"), b.s, { primary: true, name: "bonus" })], () => { ui.first = null; });
    };
    if (ui.first) {
      mark(`bonus:${ui.first}`, "selected", () => { ui.first = null; rerender(); });
      for (const c of cells) if (c !== ui.first && pair(ui.first, c)) mark(`bonus:${c}`, "legal", () => popover(ui.first, c));
      box.append(el("p", { class: "pa-c-chosen" }, parts(_("First cell: {cell}. Now click an adjacent highlighted cell."),
        { cell: el("b", {}, bonusCell(ref, ui.first).name) })), button(_("Choose another first cell"), () => { ui.first = null; rerender(); },
        { name: "unselect" }));
    } else {
      for (const c of cells) mark(`bonus:${c}`, "legal", () => { ui.first = c; rerender(); });
    }
    box.append(el("details", { class: "pa-c-more" },
      el("summary", {}, ngettext("{n} pair of cells (as a list)", "{n} pairs of cells (as a list)", a.bonus.length)),
      el("div", { class: "choices pa-c-list" }, a.bonus.map((b) => button(b.cells.map((c) => bonusCell(ref, c).name).join(" + "),
        () => { ui.first = b.cells[0]; popover(b.cells[0], b.cells[1]); }, { name: "pair", data: { pair: b.cells.join(" ") } })))));
  }

  // ---- two players (PA-34.1): one more token discarded
  function discardControls() {
    const pick = (d) => ask(`discard:${d.cell}`, drawn(`bonus:${d.cell}`), heading(bonusCell(ref, d.cell).name), [
      line(bonusCellGives(view, ref, d.cell)),
      line(_("The token leaves the game; the cell's printed effect shows.")),
    ], [act(_("Discard this token"), d.s, { primary: true, name: "discard" })]);
    for (const d of a.discard) mark(`bonus:${d.cell}`, "legal", () => pick(d));
    box.append(el("div", { class: "choices pa-c-list" }, a.discard.map((d) => button(heading(bonusCell(ref, d.cell).name), () => pick(d),
      { name: "discard-cell", data: { cell: d.cell } }))));
  }

  // ---- the tower bonus token's slot of the company board (PA-12.5, AMB-31)
  function placeControls() {
    const pick = (p) => ask(`place:${p.slot}`, drawn(`bonus-slot:${p.slot}`), _("Slot {n}", { n: p.slot }), [
      line(_("The tower bonus token goes on slot {n} of your company board.", { n: p.slot })),
    ], [act(_("Put it here"), p.s, { primary: true, name: "place" })]);
    for (const p of a.place) mark(`bonus-slot:${p.slot}`, "legal", () => pick(p));
    box.append(el("div", { class: "choices pa-c-list" }, a.place.map((p) => button(_("Slot {n}", { n: p.slot }), () => pick(p),
      { name: "slot", data: { slot: p.slot } }))));
  }

  // ---- a market (PA-22.2; scoring cards' and tower bonus tokens' markets, PA-31.4)
  function marketControls() {
    const words = (m) => _("{market}: income {money} (space {space})", { market: heading(marketName(ref, m.market)),
      money: pesos(incomeAt(ref, me.income[m.market])), space: me.income[m.market] + 1 });
    for (const m of a.market) {
      mark(`market:${m.market}`, "legal", () => ask(`market:${m.market}`, drawn(`market:${m.market}`), heading(marketName(ref, m.market)),
        [line(words(m))], [act(_("Choose this market"), m.s, { primary: true, name: "market" })]));
    }
    box.append(el("div", { class: "choices pa-c-list" }, a.market.map((m) => now(words(m), m.s, "market", { market: m.market }))));
  }

  // ---- a specialist card (PA-23.1): face up, or a deck's top
  function specialistControls() {
    const pick = (sp) => {
      const deck = sp.card === "action" || sp.card === "scoring";
      const action = (ref.cards || {})[sp.card];
      const scoring = (ref.scoring_cards || {})[sp.card];
      const body = [];
      if (deck) body.push(line(sp.card === "action" ? _("The top card of the specialist action deck, unseen.")
        : _("The top card of the specialist scoring deck, unseen.")));
      else if (action) body.push(el("div", { class: "pa-c-effect" }, heading(action.effect)), line(_("A specialist action card: into your hand.")));
      else if (scoring) {
        body.push(el("div", { class: "pa-c-options" }, scoring.options.map((o, k) => line(`${k + 1}. ${o}`, ""))),
          line(_("A specialist scoring card: played in a scoring phase, with one of its options.")));
      }
      const title = deck ? (sp.card === "action" ? _("Specialist action deck") : _("Specialist scoring deck"))
        : (action || scoring || { name: sp.card }).name;
      ask(`specialist:${sp.card}`, drawn(`specialist:${sp.card}`), title, body,
        [act(_("Take this card"), sp.s, { primary: true, name: "specialist" })]);
    };
    for (const sp of a.specialist) mark(`specialist:${sp.card}`, "legal", () => pick(sp));
    box.append(el("div", { class: "choices pa-c-list" }, a.specialist.map((sp) => {
      const c = (ref.cards || {})[sp.card] || (ref.scoring_cards || {})[sp.card];
      const label = sp.card === "action" ? _("Specialist action deck") : sp.card === "scoring" ? _("Specialist scoring deck")
        : (c || { name: sp.card }).name;
      return button(label, () => pick(sp), { name: "card", data: { card: sp.card } });
    })));
  }

  // ---- a link token whose two links are unlocked (PA-16.10)
  function takeLinkControls() {
    for (const t of a.takeLink) {
      const token = (view.link_slots || {})[t.slot];
      const tk = token && (ref.link_tokens || {})[token];
      mark(`link:${t.slot}`, "legal", () => ask(`take-link:${t.slot}`, drawn(`link:${t.slot}`), tk ? heading(tk.name) : t.slot,
        [line(_("Into your play area; a card that plays a link token uses it later."))],
        [act(_("Take the link token"), t.s, { primary: true, name: "take-link" })]));
      box.append(now([_("Take"), " ", tk ? tk.name : t.slot], t.s, "take-link", { slot: t.slot }));
    }
    if (a.done) box.append(now(_("Leave it"), a.done, "done"));
  }

  // ---- a link token on the card just played (PA-14.1): its effect, an option of a token that offers one
  function linkControls() {
    box.append(el("div", { class: "choices pa-c-list" }, a.link.map((l) => {
      const tk = (ref.link_tokens || {})[l.token];
      const effect = tk ? tk.effect : l.token;
      let label = effect;
      if (l.option) {
        const parts_ = String(effect).split(/ or | или | або /);
        label = parts_[l.option - 1] || _("option {n} of {effect}", { n: l.option, effect });
      }
      return now(heading(label), l.s, "link", { token: l.token, option: l.option });
    })));
  }

  // ---- the external market (PA-18)
  function sellControls() {
    const pick = (x) => {
      const card = (ref.market_cards || {})[x.card] || { name: x.card, batteries: 0, income: [] };
      const gain = card.income.reduce((t, m) => t + incomeAt(ref, me.income[m]), 0);
      ask(`sell:${x.card}`, drawn(`market-card:${x.card}`), heading(card.name), [
        el("div", { class: "pa-c-cost" },
          el("div", { class: "pa-c-line" }, _("Pay {batteries} (you have {have}).", { batteries: batteryWords(card.batteries), have: me.batteries })),
          el("div", { class: "pa-c-line" }, _("Gain {money}: the income of {markets}.", { money: pesos(gain),
            markets: card.income.map((m) => marketName(ref, m)).join(", ") })),
          el("div", { class: "pa-c-line" }, _("The card's back shows two market symbols for later scorings."))),
      ], [act(_("Sell to this market"), x.s, { primary: true, name: "sell" })]);
    };
    for (const x of a.sell) mark(`market-card:${x.card}`, "legal", () => pick(x));
    const cardName = (x) => heading(((ref.market_cards || {})[x.card] || { name: x.card }).name);
    box.append(el("div", { class: "choices pa-c-list" }, a.sell.map((x) => button(cardName(x),
      () => pick(x), { name: "card", data: { card: x.card } }))));
  }

  // ---- venture capital (PA-19)
  function ventureControls() {
    const pick = (v) => {
      const markers = Object.entries(me.income).filter(([, pos]) => String(ref.grid.income.column[String(pos)]) === String(v.column));
      const income = markers.length ? incomeAt(ref, Math.max(...markers.map(([, pos]) => pos))) : 0;
      ask(`vc:${v.column}`, drawn(`vc:${v.column}`), _("Venture capital, column {n}", { n: v.column }), [
        el("div", { class: "pa-c-cost" },
          el("div", { class: "pa-c-line" }, _("Gain {money}: the income of your furthest marker in this column.", { money: pesos(income) })),
          el("div", { class: "pa-c-line" }, _("Pay {money} to the investors at the end of the game.", { money: pesos(30) }))),
      ], [act(_("Take venture capital here"), v.s, { primary: true, name: "venture" })]);
    };
    for (const v of a.venture) mark(`vc:${v.column}`, "legal", () => pick(v));
    box.append(el("div", { class: "choices pa-c-list" }, a.venture.map((v) => button(_("Column {n}", { n: v.column }), () => pick(v),
      { name: "vc", data: { column: v.column } }))));
  }

  // ---- consolidation (PA-26.4): the rightmost card of a row back to the hand
  function takeBackControls() {
    const rightmost = (row) => [...me.rows[row]].reverse().find(Boolean);
    const pick = (t) => {
      const held = rightmost(t.row);
      const c = held ? cardInfo(ref, held.card) : null;
      ask(`take-back:${t.row}`, drawn(`row:${t.row}`), heading(ROW_WORDS[t.row]), [
        line(c ? _("{card} back to your hand (the link tokens on it to your play area).", { card: c.name }) : ""),
      ], [act(_("Take it back"), t.s, { primary: true, name: "take-back" })]);
    };
    for (const t of a.takeBack) mark(`row:${t.row}`, "legal", () => pick(t));
    box.append(el("div", { class: "choices pa-c-list" }, a.takeBack.map((t) => {
      const held = rightmost(t.row);
      return button([heading(ROW_WORDS[t.row]), held ? el("span", { class: "pa-c-btn-cost" }, " — ", cardInfo(ref, held.card).name) : null],
        () => pick(t), { name: "take-back", data: { row: t.row } });
    })));
  }

  // ---- specialist scoring cards (PA-32): a card, one of its options
  function scoreControls() {
    const byCard = new Map();
    for (const x of a.score) {
      if (!byCard.has(x.card)) byCard.set(x.card, []);
      byCard.get(x.card).push(x);
    }
    const pick = (card) => {
      const c = (ref.scoring_cards || {})[card] || { name: card, options: [] };
      ask(`score:${card}`, drawn(`score-card:${card}`), heading(c.name), [
        c.crown ? line(_("A crown card: it counts in majorities.")) : null,
      ], byCard.get(card).map((x, i) => act(heading(c.options[x.option - 1] || _("option {n}", { n: x.option })), x.s,
        { primary: i === 0, name: "score" })));
    };
    for (const card of byCard.keys()) mark(`score-card:${card}`, "legal", () => pick(card));
    box.append(el("div", { class: "choices pa-c-list" }, [...byCard.keys()].map((card) => button(
      ((ref.scoring_cards || {})[card] || { name: card }).name, () => pick(card), { name: "card", data: { card } }))));
    if (a.done) box.append(now(_("Done"), a.done, "done"));
  }
}

// ---------------------------------------------------------------- waiting, replay, the end

function waiting(st, view, replay) {
  const box = el("section", { class: "card action-panel pa-actions", id: "action-panel" });
  if (view.phase === "over") {
    const scores = view.scores || [];
    const winners = view.winners || scores.filter((s) => s.rank === 1).map((s) => s.player);
    // the money each player ends with (PA-33.1), most first, unless the final scores say it beside
    const money = view.scores ? [] : view.players.map((p, seat) => ({ seat, money: p.money }))
      .filter((x) => x.money !== null && x.money !== undefined).sort((x, y) => y.money - x.money);
    box.append(...[el("h2", {}, _("Game over")), winners.length
      ? el("p", {}, parts(winners.length > 1 ? _("Shared by {players}: a joint venture.") : _("Won by {players}."),
        { players: el("span", {}, winners.map((s) => playerChip(s))) }))
      : null,
    money.length ? el("ul", { class: "pa-c-final" }, money.map((x) => el("li", { dataset: { seat: x.seat } },
      playerChip(x.seat), " ", pesos(x.money)))) : null,
    para(_("The whole game can be replayed."))].filter(Boolean));
  } else if (replay) {
    box.append(el("h2", {}, _("Replay")));
  } else {
    const watching = st.seat === null || st.seat === undefined;
    box.append(el("h2", {}, watching ? _("Watching") : _("Waiting")));
    if (watching) box.append(para(_("You are watching this game.")));
    const who = view.decision ? view.decision.seat : st.current_player;
    const kind = view.decision ? view.decision.kind : "turn";
    if (who !== null && who !== undefined) {
      box.append(el("p", { class: "prompt" }, parts(DECIDING[kind] || _("{player} is deciding…"), { player: playerChip(who) })),
        thinkingBar(st));
    }
  }
  return box;
}

// ---------------------------------------------------------------- the page

/** The main column's places, made once: the players' summary and the time track, the game board (the tower
 * bonus board or the offers under it when the decision is made there), the seat's own hand and boards, the
 * tower bonus board and the offers, the other players' boards. On a phone the column is one with the side
 * column's (style.css): `order` puts the action panel (3) after the summary and before the boards. */
const SLOTS = [["pa-summary-slot", 1], ["pa-board-slot", 5], ["pa-focus-slot", 5], ["pa-own-slot", 6], ["pa-shared-slot", 7],
  ["pa-others-slot", 7]];

function build(root) {
  if ($("pa-board-slot")) return;
  document.body.classList.add("pampero-game");
  root.append(...SLOTS.map(([id, order]) => el("div", { id, class: "pa-place",
    style: `order:${order}` })));
}

/** A place of the main column: its pieces, hidden when it has none (no gap of its own in the column). */
function fill(id, ...nodes) {
  const place = $(id);
  place.replaceChildren(...nodes.filter((n) => n !== "" && n !== null && n !== undefined));
  place.hidden = !place.childElementCount;
}

/** A drawing function's node, or a note when it failed (the rest of the page is still drawn). */
function safely(fn) {
  try {
    return fn() || "";
  } catch (e) {
    console.error(e);
    return el("p", { class: "muted small pa-c-broken" }, _("This part could not be drawn: {error}", { error: e.message }));
  }
}

/** The status in the top bar: the year and the phase (PA-1.3), the action round (PA-8.1). */
function statusLine(view) {
  const phase = (P.PHASE_TITLE && P.PHASE_TITLE[view.phase]) || view.phase;
  const round = view.phase === "actions" ? " · " + _("round {n} of {total}", { n: view.action_round, total: 3 }) : "";
  const scoring = view.phase === "scoring" ? " · " + _("scoring {n} of 3", { n: Math.min(3, (view.scorings || 0) + 1) }) : "";
  return [el("span", { class: "st-extra" }, el("b", {}, GAME_NAME), " · "), _("Year {n}", { n: view.year }), " · ",
    el("b", {}, phase), round, scoring];
}

/** Draw everything but the log, the undo and the replay bar (the shell draws those). */
export async function render({ app, state: st, view, replay, send, rerender, root, slots }) {
  let ref;
  try {
    ref = await loadRef(view.data.digest);
  } catch (e) {
    toast(e.message, { kind: "error" });
    return;
  }
  build(root);
  const over = view.phase === "over";
  $("status").replaceChildren(...statusLine(view));
  drawTurn(st, replay, over, GAME_NAME);
  const you = st.seat;
  const cp = replay ? null : st.current_player;
  const legal = replay ? [] : st.legal || [];
  let c = null;
  if (!replay && you !== null && you !== undefined && cp === you && legal.length) {
    c = controls({ view, ref, legal, ui: app.ui, send, rerender, seat: you, version: st.version, busy: () => app.busy });
  }
  const panel = c ? c.node : waiting(st, view, Boolean(replay));
  if (replay) {
    const lines = app.replay.log || [];
    const before = app.replayPrev && app.replayPrev.n === app.replay.n - 1 ? app.replayPrev.log.length : null;
    const from = before !== null ? before : Math.max(0, lines.length - 3);
    panel.append(para(app.replay.n === 0 ? _("The start of the game.")
      : _("After move {n} of {total}:", { n: app.replay.n, total: app.replay.total })),
    el("ul", { class: "log-lines recent" }, lines.slice(from).map((t) => el("li", {}, t))),
    para(_("Use ◀ ▶ (or the arrow keys) to step through the game.")));
  }
  if (app.busy) panel.querySelectorAll("button, input").forEach((b) => { b.disabled = true; });
  if (!over && P.help) {
    const h = safely(() => P.help(view, ref));
    if (h instanceof Element) {
      h.open = app.helpOpen === view.phase;
      h.addEventListener("toggle", () => { app.helpOpen = h.open ? view.phase : null; });
      panel.append(h);
    }
  }
  slots.action.replaceChildren(panel);

  const opts = { marks: c ? c.marks : new Map(), onPick: c ? c.onPick : () => {}, seat: you };
  const seats = view.players.map((_p, i) => i);
  const own = you !== null && you !== undefined ? you : null;
  fill("pa-summary-slot", safely(() => P.players(replay ? { ...st, current_player: null } : st, view, ref)),
    safely(() => P.timeTrack(view, ref)));
  const b = safely(() => board(view, ref, opts));
  fill("pa-board-slot", b instanceof Element && b.id !== "pa-board-card" && !b.querySelector("#pa-board-card")
    ? el("section", { class: "card", id: "pa-board-card" }, b) : b);
  fill("pa-own-slot", ...(own !== null && !replay ? [
    safely(() => P.hand(view, ref, opts)),
    safely(() => P.companyBoard(view, ref, own, opts)),
    safely(() => P.gridBoard(view, ref, own, opts)),
  ] : []));
  // the board the decision is made on comes up under the game board (the tower bonus board, the offers)
  const kind = c && view.decision ? view.decision.kind : null;
  const bonus = safely(() => P.bonusBoard(view, ref, opts));
  const offers = safely(() => P.offers(view, ref, opts));
  const up = kind === "bonus" || kind === "discard" ? bonus : kind === "sell" || kind === "specialist" ? offers : null;
  fill("pa-focus-slot", up);
  fill("pa-shared-slot", ...[bonus, offers].filter((x) => x !== up));
  const others = seats.filter((s) => s !== own || replay);
  const none = { marks: new Map(), onPick: () => {}, seat: you };
  fill("pa-others-slot", ...others.flatMap((s) => [
    safely(() => P.companyBoard(view, ref, s, none)), safely(() => P.gridBoard(view, ref, s, none))]));
  if (over && view.scores) {
    const sc = safely(() => P.scores(view, ref));
    slots.scores.replaceChildren(sc instanceof Element && sc.id !== "scores"
      ? el("section", { class: "card scores-card", id: "scores" }, el("h2", {}, _("Final scores")), sc) : sc);
  } else slots.scores.replaceChildren();
  closeConfirmUnless(c ? c.confirm : null); // the popover of the choice being made, if any, stays open
}

// ---------------------------------------------------------------- the recap

/** The pieces "since your last turn" compares (recap.js): the structures and bulldozers on the game board,
 * the transformers on its contract slots, the contract tokens on the grid boards, the time discs, the
 * cards offered; each with the selector of where it is drawn and the seat owning it. */
export function pieces(view) {
  const out = new Map();
  const at = (key, scope = "#game-root") => `${scope} [data-key="${CSS.escape(key)}"]`;
  for (const [site, s] of Object.entries(view.structures || {})) {
    out.set(`structure:${site}:${s.kind}:${s.seat}`, { at: at(`site:${site}`, "#pa-board"), seat: s.seat });
  }
  view.players.forEach((p, seat) => {
    const count = new Map();
    for (const place of p.bulldozers || []) {
      if (place === "supply") continue;
      const n = (count.get(place) || 0) + 1;
      count.set(place, n);
      const key = place === STORAGE ? "storage" : place.startsWith("PARK") ? `park:${place}` : `site:${place}`;
      out.set(`bulldozer:${seat}:${place}:${n}`, { at: at(key, "#pa-board"), seat });
    }
    for (const [cell, token] of Object.entries(p.grid || {})) {
      out.set(`grid:${seat}:${cell}:${token}`, {
        at: `#game-root .pa-grid[data-seat="${seat}"] [data-cell="${CSS.escape(cell)}"]`, seat,
      });
    }
    (p.bonus_slots || []).forEach((token, k) => {
      if (token) {
        out.set(`bonus-slot:${seat}:${k}:${token}`, { at: `#game-root .pa-company[data-seat="${seat}"] [data-bonus-slot="${k + 1}"]`, seat });
      }
    });
  });
  for (const [slot, t] of Object.entries(view.transformers || {})) {
    const key = slot.startsWith("SOL") ? `solar:${slot}` : `slot:${slot}`;
    out.set(`transformer:${slot}:${t.seat}`, { at: at(key, "#pa-board"), seat: t.seat });
  }
  (view.track || []).forEach((stack, space) => stack.forEach((seat) => {
    out.set(`disc:${seat}:${space}`, { at: `#pa-time [data-space="${space}"]`, seat });
  }));
  for (const row of Object.values(view.market_rows || {})) {
    for (const card of row) if (card) out.set(`market-card:${card}`, { at: at(`market-card:${card}`), seat: null });
  }
  for (const card of [...(view.specialist_action_row || []), ...(view.specialist_scoring_row || [])]) {
    if (card) out.set(`specialist:${card}`, { at: at(`specialist:${card}`), seat: null });
  }
  return out;
}
