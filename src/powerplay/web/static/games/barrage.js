// Barrage on the game page. The shell (game.js) keeps the connection, the replay, the undo and the log;
// this module draws the view (barrage/map.js, barrage/panels.js) and the action panel. Controls are built
// only from the server's "legal" strings (docs/records.md, "Barrage actions"): the map's sites, the
// headstreams, the management board's spaces and the contracts are clicked where the action names them,
// and the choice is confirmed in a box beside what was clicked (common.js: confirmAt); every decision ends
// in ctx.send("<the engine's action string>"). What each choice costs is the engine's (view.costs,
// view.spaces), shown before it is chosen; things are named as the log names them.

import {
  _, closeConfirmUnless, confirmAt, drawTurn, el, logLine, ngettext, parts, playerChip, playerName, svg, thinkingBar,
} from "../common.js";
import { animateWater, costShort, drawMap, siteName, siteShort, waterMoves, zoomTools } from "./barrage/map.js";
import * as P from "./barrage/panels.js";

/** This page's rules, over style.css (the shell loads them before the first drawing). */
export const styles = new URL("./barrage.css", import.meta.url).href;

const $ = (id) => document.getElementById(id);
const GAME_NAME = _("Barrage");

const PHASE = { choose: _("choosing companies"), actions: _("Actions phase"), over: _("Game over") };

const STEP = {
  drops: _("place water drops on headstreams"), machinery: _("take an excavator or a mixer"),
  take: _("take private contracts"), discard: _("discard contracts down to three"), pay: _("pay for the construction"),
  reward_build: _("put a reward's structure"), produce: _("choose the producing system"),
  fulfil: _("fulfil a contract with the energy"), tile_fulfil: _("fulfil a contract with the energy"),
  copy: _("choose the officer Mahiri Sekibo copies"), extra_action: _("take one more action (Mahiri Sekibo)"),
  guided: _("take the first action the Automa tile shows"),
};

/** Sort the legal action strings into the decisions they belong to. */
export function analyse(legal) {
  const a = { choose: [], place: new Map(), bank: [], build: new Map(), pay: [], produce: [], fulfil: new Map(),
    drop: new Map(), drops: [], machinery: [], take: new Map(), discard: new Map(), put: new Map(), putNothing: null,
    copy: [], pass: false, other: [] };
  for (const s of legal) {
    let m;
    if (s === "pass") a.pass = true;
    else if ((m = /^choose (\w+) with (\w+)$/.exec(s))) a.choose.push({ action: s, company: m[1], contract: m[2] });
    else if ((m = /^place on (\S+)$/.exec(s))) a.place.set(m[1], s);
    else if ((m = /^bank (\d+)$/.exec(s))) a.bank.push(Number(m[1]));
    else if ((m = /^build (\w+) on (\w+) with (\w+)(?: as (\w+))?$/.exec(s))) {
      if (!a.build.has(m[2])) a.build.set(m[2], []);
      a.build.get(m[2]).push({ action: s, structure: m[1], tile: m[3], as: m[4] || null });
    } else if (s.startsWith("pay ")) a.pay.push(s);
    else if (s.startsWith("produce ")) a.produce.push(s);
    else if ((m = /^fulfil (\w+)$/.exec(s))) a.fulfil.set(m[1], s);
    else if ((m = /^drop on (H\w)$/.exec(s))) a.drop.set(m[1], s);
    else if (s.startsWith("drops on ")) a.drops.push(s);
    else if ((m = /^take contract (\w+)$/.exec(s))) a.take.set(m[1], s);
    else if (/^take (excavator|mixer)$/.test(s)) a.machinery.push(s);
    else if ((m = /^discard contract (\w+)$/.exec(s))) a.discard.set(m[1], s);
    else if (s === "put nothing") a.putNothing = s;
    else if ((m = /^put (\w+) on (\w+)$/.exec(s))) a.put.set(m[2], s);
    else if (s.startsWith("copy ")) a.copy.push(s);
    else a.other.push(s);
  }
  return a;
}

// ---------------------------------------------------------------- words for the actions

/** What an action takes, from the engine (view.costs; nothing when it is not listed there). */
function costOf(view, action) {
  return (view.costs || {})[action] || {};
}

/** A cost as a line of the panel: "Cost: 2 engineers, 5 credits", or "Costs nothing". */
function costLine(c) {
  const words = P.costWords(c);
  return el("span", { class: "ba-cost-words" }, c.engineers || c.credits || c.excavators || c.mixers || c.ways
    ? _("Cost: {cost}", { cost: words }) : _("Costs nothing"));
}

function payText(view, s) {
  const c = costOf(view, s);
  return c.engineers || c.credits || c.excavators || c.mixers ? _("Pay {what}", { what: P.costWords(c) }) : _("Pay nothing");
}

const PRODUCE = /^produce (\d+) drops? from (\w+) through (\w+) to (\w+)$/;

/** The contracts of the seat and the national ones an energy reaches (BA-21). */
function reachable(geo, view, energy) {
  const me = view.seats[view.seat];
  return [...me.contracts, ...view.contracts.national].filter((id) => geo.contracts[id] && geo.contracts[id].energy <= energy);
}

function produceText(geo, view, s) {
  if (s === "produce none") return _("Do not produce again");
  const m = PRODUCE.exec(s);
  if (!m) return s;
  const c = costOf(view, s);
  const energy = c.energy;
  const could = energy === undefined ? [] : reachable(geo, view, energy);
  return [ngettext("{n} drop: {dam} → {conduit} → {powerhouse}: {energy} energy",
    "{n} drops: {dam} → {conduit} → {powerhouse}: {energy} energy", Number(m[1]),
    { dam: siteName(geo, m[2]), conduit: siteName(geo, m[3]), powerhouse: siteName(geo, m[4]), energy }),
  c.credits ? el("span", { class: "ba-fee" }, " · " + ngettext("{n} credit to the conduit's owner", "{n} credits to the conduit's owner", c.credits)) : null,
  could.length ? el("span", { class: "muted small" }, " · ", _("could fulfil:"), could.flatMap((id) => [" ", P.contractChip(geo, id)])) : null];
}

function dropsText(s) {
  if (s === "drops on nothing") return _("No drops");
  const hs = s.replace(/^drops? on /, "").split(" ").map((h) => h.slice(1));
  return ngettext("A drop on headstream {list}", "Drops on headstreams {list}", hs.length, { list: hs.join(" + ") });
}

function button(text, onclick, { primary = false, name = null, disabled = false } = {}) {
  return el("button", { type: "button", class: `btn ${primary ? "primary" : ""}`, onclick, disabled,
    dataset: name ? { action: name } : {} }, text);
}

// ---------------------------------------------------------------- how does this phase work?

const STEP_HELP = {
  pay: _("Your construction can be paid in several ways (an officer's or a tile's ability): choose one. The engineers "
    + "and credits of the construction space are paid with it; the machinery goes onto your wheel with the tile."),
  produce: _("Production: the water held by a dam (yours or a neutral one) runs through a built conduit from its basin "
    + "to your powerhouse in the basin the conduit leads to. The energy is drops × the conduit's value, with the space's "
    + "bonus and your company board's; another player's conduit costs you 1 credit per drop, paid to its owner. "
    + "The water then flows on down the rivers."),
  fulfil: _("The energy of this one production may fulfil one of your contracts or a national one whose energy it reaches: "
    + "the contract's reward comes at once. You may also fulfil none."),
  tile_fulfil: _("The energy of this one production may fulfil one of your contracts or a national one whose energy it reaches: "
    + "the contract's reward comes at once. You may also fulfil none."),
  drops: _("Put water drops on the headstream tiles above the map (A to D): they flow down in the Water-flow phase, or "
    + "at once when the action says so, and stop at the first dam with room."),
  take: _("Take a face-up private contract: it asks for energy produced in one action and gives its reward. You may "
    + "keep three."),
  discard: _("You hold more than three contracts: discard one."),
  machinery: _("Take an excavator or a concrete mixer."),
  reward_build: _("A contract's reward gives you a structure: put it on a free space of the map (no engineers, machinery "
    + "or tile; a red-framed space still costs 3 credits), or give it up."),
  copy: _("Mahiri Sekibo copies the ability of another officer in play until your next turn; then you take one more action."),
  extra_action: _("Take one more action this turn (Mahiri Sekibo's): any action but her space again, and not passing."),
  guided: _("The very hard Automa's tile shows which action you take first this round."),
};

/** The phase's help, as Power Grid's page gives it: how the phase (or the decision owed) works, and how the
 * round goes on (the numbers are the engine's data: barrage/board.json). */
function help(geo, view, own) {
  const pending = own && view.pending.length ? view.pending[view.pending.length - 1] : null;
  const s = geo.scoring;
  const lines = [];
  if (view.phase === "choose") {
    lines.push(_("Each person chooses one of the companies offered, with its executive officer, and one starting "
      + "contract. A company's ability works from its 3rd powerhouse on; an officer's from the start."));
  } else if (pending && STEP_HELP[pending.kind]) {
    lines.push(STEP_HELP[pending.kind]);
  } else {
    lines.push(_("In turn order, each takes one action at a time: place engineers on a free action space of the "
      + "management board (each space shows the engineers and the credits it takes), put engineers on the bank "
      + "(1 credit each), or build. A construction takes the engineers of your company board's next construction "
      + "space, a technology tile and the machinery its site asks for: both go onto your construction wheel and come "
      + "back when the wheel has turned 5 sectors. With no engineers left you have passed."),
    _("Energy comes from production: water held by a dam runs through a conduit to a powerhouse. Contracts turn "
      + "the energy of one production into rewards."));
  }
  if (view.phase !== "over") {
    lines.push(_("A round: incomes and new water on the headstreams; the Actions phase until everyone has passed; the "
      + "water flows; then scoring: {first} VP for the most energy, {second} for the second, credits by the energy "
      + "produced, and the round's bonus tile (in full from {need} energy this round, {penalty} VP less per section "
      + "below, nothing under {least}). The game ends after round 5.",
    { first: s.most[0], second: s.most[1], need: s.sections[Math.min(view.round, s.sections.length) - 1], penalty: s.penalty,
      least: s.sections[0] }));
  }
  const box = el("details", { class: "help ba-help", id: "ba-help" }, el("summary", {}, _("How does this phase work?")),
    lines.map((t) => el("p", {}, t)));
  return box;
}

let helpOpen = false;

function withHelp(panel, geo, view, own = false) {
  if (view.phase === "over") return;
  const h = help(geo, view, own);
  h.open = helpOpen;
  h.addEventListener("toggle", () => { helpOpen = h.open; });
  panel.append(h);
}

// ---------------------------------------------------------------- controls

/** Where a clicked thing is found again after a redraw, for its box to follow it: the panel it is in (the
 * nearest element with an id: #map, #ba-board, #ba-contracts, #players, #action-panel) and its data
 * attribute, e.g. `#ba-board [data-space="W1L"]`. */
function anchorAt(node, attr, id) {
  return `#${CSS.escape(node.closest("[id]").id)} [data-${attr}="${CSS.escape(id)}"]`;
}

/** A name as a box's heading, with a capital: "the upper dam space of basin 8" → "The upper dam space…". */
function heading(text) {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** What the seat has to pay with, in a choice's box. */
function haveLine(view) {
  const me = view.seats[view.seat];
  return el("div", { class: "muted small ba-have" },
    _("You have: {what}", { what: P.costWords({ engineers: me.engineers, excavators: me.excavators, mixers: me.mixers, credits: me.credits }) }));
}

/** What a choice takes, in its box: the cost line (the engine's, view.costs) and what the seat has. */
function costBlock(view, c) {
  return el("div", { class: "ba-box-cost" }, el("div", {}, costLine(c)), haveLine(view));
}

/** The seat's action panel and what the board offers to click: {node, sites, costs, spaces, contracts, selected,
 * space, confirm}. A choice clicked on the map, the management board or a contract (or in the panel's lists,
 * the other way in) opens its box beside what was clicked (common.js: confirmAt): everything it takes, as the
 * engine takes it (view.costs), and the button that sends it; `confirm` is the key of the box the choice being
 * made keeps open across redraws. */
function controls(ctx) {
  const { geo, view, legal, ui, send, rerender } = ctx;
  const a = analyse(legal);
  const pending = view.pending.length ? view.pending[view.pending.length - 1] : null;
  const key = `${view.round}:${view.current}:${pending ? pending.kind : ""}:${legal.length}`;
  if (ui.key !== key) {
    for (const k of Object.keys(ui)) delete ui[k];
    ui.key = key;
  }
  const out = { sites: new Map(), costs: new Map(), spaces: new Map(), contracts: new Map(), selected: null, space: null, confirm: null };
  const kind = pending ? pending.kind : a.choose.length ? "choose" : "turn";
  const box = el("section", { class: "card action-panel your-turn ba-actions", id: "action-panel", dataset: { kind } });
  out.node = box;
  box.append(el("h2", {}, pending && STEP[pending.kind] ? STEP[pending.kind] : _("Your turn")));
  const group = (title, ...kids) => box.append(el("div", { class: "ba-group" }, el("h3", {}, title), ...kids));
  // a choice's box: `key` names it; closed without acting, the choice is forgotten
  const boxes = new Set(); // the keys of the boxes this decision may open
  const forget = () => { ui.open = null; ui.space = null; ui.site = null; ui.heads = []; };
  const ask = (k, anchor, title, body, actions) => {
    ui.open = k;
    confirmAt(anchor, { key: k, title, body, actions, onCancel: () => { forget(); rerender(); } });
    rerender();
  };
  // a button of a box: it sends the engine's action string (its cost as data, as the engine takes it)
  const act = (label, s, { primary = false, name = null, cost = null } = {}) => {
    const b = button(label, () => { forget(); closeConfirmUnless(null); send(s); }, { primary, name });
    b.classList.add("ba-choice");
    if (cost) b.dataset.cost = JSON.stringify(cost);
    return b;
  };

  if (a.choose.length) {
    group(_("Choose your company, its officer and a starting contract"), el("div", { class: "choices" }, a.choose.map((c) => {
      const offer = (view.offers || []).find((o) => o[0] === c.company);
      return button([P.companyName(c.company), offer ? ` · ${P.officerName(offer[1])}` : "", " · ", P.contractChip(geo, c.contract)],
        () => send(c.action), { name: "choose" });
    })), el("ul", { class: "ba-offers small" }, (view.offers || []).map(([company, officer]) => el("li", {},
      el("b", {}, P.companyName(company) + ": "), P.COMPANY_ABILITY[company] || "", " ",
      el("b", {}, P.officerName(officer) + ": "), P.OFFICER_ABILITY[officer] || ""))));
  }
  if (a.place.size) {
    // an action space (BA-19): its engineers and credits, a patent office's tile and what it does
    const pickSpace = (id, from) => {
      ui.space = id;
      const c = costOf(view, a.place.get(id));
      const slot = /^PAT(\d)$/.exec(id);
      const tile = slot ? view.patent.display[Number(slot[1]) - 1] : null;
      ask(`place:${id}`, anchorAt(from, "space", id), P.spaceInfo(geo, view, id).name, [
        tile ? el("div", { class: "small" }, el("b", {}, P.tileName(tile)), P.TILE_EFFECT[tile] ? " · " + P.TILE_EFFECT[tile] : "") : null,
        costBlock(view, c)], [act(_("Place the engineers here"), a.place.get(id), { primary: true, name: "place", cost: c })]);
    };
    for (const id of a.place.keys()) {
      out.spaces.set(id, (from) => pickSpace(id, from));
      boxes.add(`place:${id}`);
    }
    const chosen = ui.space && a.place.has(ui.space) ? ui.space : null;
    out.space = chosen;
    group(_("Place engineers on an action space"), el("p", { class: "muted small" },
      _("Click a highlighted space of the management board (each shows the engineers and credits it takes), or choose:")),
    el("div", { class: "choices ba-place-list" }, [...a.place.keys()].map((id) => {
      const info = P.spaceInfo(geo, view, id);
      const c = costOf(view, a.place.get(id));
      return el("button", { type: "button", class: `btn ${id === chosen ? "selected" : ""}`, dataset: { space: id },
        title: P.costWords(c), onclick: (e) => pickSpace(id, e.currentTarget) }, el("b", {}, info.section), ` · ${info.effect} · `,
      P.engineers(c.engineers || 0), c.credits ? P.credits(c.credits) : null);
    })));
  }
  if (a.build.size) {
    // a structure chosen (or all of them): its legal sites highlighted, each with its full cost on the map
    const structures = [...new Set([...a.build.values()].flat().map((b) => b.structure))];
    const only = structures.includes(ui.structure) ? ui.structure : null;
    const legalSites = [...a.build.keys()].filter((s) => !only || a.build.get(s).some((b) => b.structure === only));
    // a site's box: each structure and tile it may be built with, with its full cost (BA-16.2, BA-17)
    const pickSite = (site, from) => {
      ui.site = site;
      const here = out.costs.get(site).map((c) => c.structure);
      const builds = a.build.get(site).filter((b) => here.includes(b.structure));
      ask(`build:${site}`, anchorAt(from, "site", site), heading(siteName(geo, site)), [el("p", { class: "muted small" },
        _("The tile and the machinery go onto your construction wheel; they come back when the wheel has turned 5 sectors.")),
      haveLine(view)], builds.map((b, i) => {
        const tile = b.as ? _("{tile} copying {copied}", { tile: P.tileName(b.tile), copied: P.tileName(b.as) }) : P.tileName(b.tile);
        const c = costOf(view, b.action);
        const btn = act([_("Build {structure} with {tile}", { structure: P.STRUCTURE[b.structure], tile }),
          el("span", { class: "ba-build-price" }, " — ", costLine(c))], b.action, { primary: i === 0, name: "build", cost: c });
        if (P.TILE_EFFECT[b.as || b.tile]) btn.title = P.TILE_EFFECT[b.as || b.tile];
        return btn;
      }));
    };
    for (const site of legalSites) {
      out.sites.set(site, (from) => pickSite(site, from));
      boxes.add(`build:${site}`);
      const kinds = [...new Set(a.build.get(site).map((b) => b.structure))].filter((k) => !only || k === only);
      out.costs.set(site, kinds.map((k) => { // (the first tile's cost: each tile's is on its button)
        const cost = costOf(view, a.build.get(site).find((b) => b.structure === k).action);
        return { structure: k, cost, text: `${siteName(geo, site)} · ${P.STRUCTURE[k]}: ${P.costWords(cost)}` };
      }));
    }
    const site = ui.site && legalSites.includes(ui.site) ? ui.site : null;
    out.selected = site;
    const kids = [el("p", { class: "muted small" }, _("Click a highlighted site of the map, then choose the technology tile.")),
      el("div", { class: "choices ba-structures" }, structures.length > 1 ? [null, ...structures].map((k) => el("button", {
        type: "button", class: `chip ${k === only ? "selected" : ""}`, dataset: { structure: k || "all" },
        onclick: () => { ui.structure = k; rerender(); } }, k ? P.STRUCTURE[k] : _("every structure"))) : null),
      el("p", { class: "muted small ba-cost-legend" }, _("On the map, each site's cost: ♟ engineers, ⚒ excavators, ⚙ concrete mixers, + credits."))];
    const kinds = [["D", _("Dam spaces")], ["C", _("Conduit spaces")], ["P", _("Powerhouse spaces")]];
    kids.push(el("div", { class: "ba-sites" }, kinds.map(([letter, label]) => {
      const sites = legalSites.filter((s) => s.startsWith(letter));
      return sites.length ? el("div", { class: "ba-site-row" }, el("span", { class: "muted small" }, label + ":"),
        sites.map((s) => el("button", { type: "button", class: `chip ${s === site ? "selected" : ""}`, dataset: { site: s },
          title: out.costs.get(s).map((c) => c.text).join("\n"), onclick: (e) => pickSite(s, e.currentTarget) }, siteShort(geo, s),
        el("small", { class: "ba-chip-cost" }, out.costs.get(s).map((c) => costShort(c.cost)[0]).join(" / "))))) : null;
    })));
    group(_("Build (a construction)"), ...kids);
  }
  if (a.bank.length) {
    const max = Math.max(...a.bank);
    const n = Math.min(max, ui.bank || Math.min(...a.bank));
    const input = el("input", { type: "number", min: Math.min(...a.bank), max, value: n, id: "ba-bank-n", class: "ba-num",
      oninput: (e) => { ui.bank = Number(e.target.value); } });
    group(_("The bank"), el("div", { class: "ba-inline" }, input, button(_("Place engineers on the bank (1 credit each)"),
      () => { const k = Number(input.value); if (a.bank.includes(k)) send(`bank ${k}`); }, { name: "bank" })));
  }
  if (a.pay.length) {
    group(_("Pay for the construction"), el("div", { class: "choices" }, a.pay.map((s) => {
      const b = button(payText(view, s), () => send(s), { primary: a.pay.length === 1, name: "pay" });
      b.dataset.cost = JSON.stringify(costOf(view, s));
      return b;
    })));
  }
  if (a.produce.length) {
    // pointing at a system marks its dam, conduit and powerhouse on the map
    const mark = (s) => {
      const ids = (/from (\w+) through (\w+) to (\w+)$/.exec(s) || []).slice(1);
      document.querySelectorAll("#map [data-site]").forEach((g) => g.classList.toggle("bm-system", ids.includes(g.dataset.site)));
    };
    const marking = (b, s) => {
      for (const on of ["mouseenter", "focus"]) b.addEventListener(on, () => mark(s));
      for (const off of ["mouseleave", "blur"]) b.addEventListener(off, () => mark(""));
      return b;
    };
    // a powerhouse's box (BA-20): each system that produces through it, its energy and its conduit's fee
    const systems = a.produce.filter((s) => PRODUCE.test(s));
    const powerhouse = (s) => PRODUCE.exec(s)[4];
    const pickSystem = (ph, anchor, first) => {
      ui.site = ph;
      const through = systems.filter((s) => powerhouse(s) === ph);
      ask(`produce:${ph}`, anchor, heading(siteName(geo, ph)), [haveLine(view)], [first, ...through.filter((s) => s !== first)].map((s) => {
        const c = costOf(view, s);
        return marking(act([produceText(geo, view, s), el("span", { class: "ba-build-price" }, " — ", costLine(c))], s,
          { primary: s === first, name: "produce", cost: c }), s);
      }));
    };
    for (const ph of new Set(systems.map(powerhouse))) {
      out.sites.set(ph, (from) => pickSystem(ph, anchorAt(from, "site", ph), systems.find((s) => powerhouse(s) === ph)));
      boxes.add(`produce:${ph}`);
    }
    out.selected = ui.site && out.sites.has(ui.site) ? ui.site : null;
    group(_("Production: choose the system"), el("div", { class: "choices ba-col" }, a.produce.map((s) => {
      if (!PRODUCE.test(s)) return button(produceText(geo, view, s), () => send(s), { name: "produce" });
      const b = button(produceText(geo, view, s), (e) => pickSystem(powerhouse(s), anchorAt(e.currentTarget, "produce", s), s), { name: "produce" });
      b.dataset.produce = s;
      b.dataset.cost = JSON.stringify(costOf(view, s));
      return marking(b, s);
    })));
  }
  // a contract's box: the contract, and the button that takes, discards or fulfils it (BA-21, BA-27)
  const pickContract = (verb, name, id, s, anchor, extra = null) => {
    ask(`${name}:${id}`, anchor, P.contractChip(geo, id), [extra, costBlock(view, costOf(view, s))],
      [act(verb, s, { primary: true, name, cost: costOf(view, s) })]);
  };
  const contractChoices = (verb, name, choices, extra = null) => el("div", { class: "choices" }, [...choices].map(([id, s]) => {
    if (id === "none") return button(_("Fulfil no contract"), () => send(s), { name });
    out.contracts.set(id, (from) => pickContract(verb, name, id, s, anchorAt(from, "contract", id), extra && extra()));
    boxes.add(`${name}:${id}`);
    return button([verb, " ", P.contractChip(geo, id)], (e) => pickContract(verb, name, id, s, anchorAt(e.currentTarget, "contract", id),
      extra && extra()), { name });
  }));
  if (a.fulfil.size) {
    const energy = pending && pending.args.length ? () => el("p", { class: "prompt" }, _("Energy produced: {n}", { n: pending.args[0] })) : null;
    group(_("Fulfil a contract"), energy && energy(), contractChoices(_("Fulfil"), "fulfil", a.fulfil, energy));
  }
  if (a.drop.size || a.drops.length) {
    // the headstreams (BA-23.2): a click on one opens its drop's box; where two drops may go, a click on
    // another (or the same again) adds the second one to the box
    const heads = ui.heads || [];
    const two = a.drops.some((d) => d.split(" ").length > 3);
    const pickDrops = (s, anchor, chosen) => {
      ui.heads = chosen;
      const n = s.split(" ").length - 2;
      ask(`drops:${s}`, anchor, dropsText(s), [two && n === 1 ? el("p", { class: "muted small" },
        _("Click another headstream, or this one again, for a second drop.")) : null, costBlock(view, costOf(view, s))],
      [act(ngettext("Place the drop", "Place the drops", n), s, { primary: true, name: "drops", cost: costOf(view, s) })]);
    };
    for (const s of [...a.drop.values(), ...a.drops]) boxes.add(`drops:${s}`);
    for (const h of ["HA", "HB", "HC", "HD"]) {
      const next = two ? (heads.length >= 2 ? [h] : [...heads, h].sort()) : [h];
      const s = next.length === 1 ? `drop on ${h}` : `drops on ${next.join(" ")}`;
      if (legal.includes(s)) out.sites.set(h, () => pickDrops(s, "#map .bm-heads", next));
    }
    if (two) box.dataset.heads = "pairs";
    out.selected = heads.length ? heads[heads.length - 1] : null;
    group(_("Water management"), el("p", { class: "muted small" }, _("Click a headstream above the map, or choose:")),
      el("div", { class: "choices" }, [...a.drop.values(), ...a.drops].map((s) => {
        if (s === "drops on nothing") return button(dropsText(s), () => send(s), { name: "drops" });
        const b = button(dropsText(s), (e) => pickDrops(s, anchorAt(e.currentTarget, "drops", s), s.split(" ").slice(2)), { name: "drops" });
        b.dataset.drops = s;
        return b;
      })));
  }
  if (a.machinery.length) {
    group(_("Machinery"), el("div", { class: "choices" }, a.machinery.map((s) => button(s.endsWith("excavator") ? _("Take an excavator") : _("Take a mixer"),
      () => send(s), { name: "machinery" }))));
  }
  if (a.take.size) group(_("Take a contract"), contractChoices(_("Take"), "take", a.take));
  if (a.discard.size) group(_("Discard a contract"), contractChoices(_("Discard"), "discard", a.discard));
  if (a.put.size || a.putNothing) {
    // a reward's structure (BA-33): no engineers, machinery or tile; a red frame's 3 credits
    const pickPut = (site, s, anchor) => {
      ui.site = site;
      const c = costOf(view, s);
      ask(`put:${site}`, anchor, heading(siteName(geo, site)), [costBlock(view, c)],
        [act(_("Put the reward's structure"), s, { primary: true, name: "put", cost: c })]);
    };
    for (const [site, s] of a.put) {
      out.sites.set(site, (from) => pickPut(site, s, anchorAt(from, "site", site)));
      boxes.add(`put:${site}`);
    }
    out.selected = ui.site && a.put.has(ui.site) ? ui.site : null;
    group(_("Put the reward's structure"), el("p", { class: "muted small" }, _("Click a highlighted site of the map.")),
      el("div", { class: "choices ba-col" }, [...a.put].map(([site, s]) => {
        const c = costOf(view, s);
        const b = button([siteName(geo, site), c.credits ? el("span", { class: "ba-build-price" }, " — ", costLine(c)) : null],
          (e) => pickPut(site, s, anchorAt(e.currentTarget, "site", site)), { name: "put" });
        b.dataset.site = site;
        b.dataset.cost = JSON.stringify(c);
        return b;
      }), a.putNothing ? button(_("Give it up"), () => send(a.putNothing), { name: "put" }) : null));
  }
  if (a.copy.length) {
    group(_("Choose the officer Mahiri Sekibo copies"), el("div", { class: "choices" }, a.copy.map((s) =>
      button(P.officerName(s.slice(5)), () => send(s), { name: "copy" }))));
  }
  if (a.other.length) group(_("Other"), el("div", { class: "choices" }, a.other.map((s) => button(s, () => send(s), { name: "other" }))));
  if (a.pass) box.append(button(_("Pass"), () => send("pass"), { name: "pass" }));
  withHelp(box, geo, view, true);
  out.confirm = ui.open && boxes.has(ui.open) ? ui.open : null;
  return out;
}

function waiting(geo, st, view, replay) {
  const box = el("section", { class: "card action-panel ba-actions", id: "action-panel" });
  if (view.phase === "over") {
    box.append(el("h2", {}, _("Game over")), el("p", {}, view.winners.length
      ? parts(_("Won by {players}."), { players: el("span", {}, view.winners.map((s) => playerChip(s))) }) : ""));
  } else if (replay) box.append(el("h2", {}, _("Replay")));
  else {
    const watching = st.seat === null || st.seat === undefined;
    box.append(el("h2", {}, watching ? _("Watching") : _("Waiting")));
    if (watching) box.append(el("p", { class: "muted small" }, _("You are watching this game.")));
    const cp = st.current_player;
    if (cp !== null && cp !== undefined) {
      box.append(el("p", { class: "prompt" }, parts(_("{player} is deciding…"), { player: playerChip(cp) })), thinkingBar(st));
    }
    withHelp(box, geo, view);
  }
  return box;
}

// ---------------------------------------------------------------- the log

let board = null;
let shown = { events: null, n: 0 }; // the events of the log drawn (data, as the server sends them), for its rules

/** A log line with its players coloured and, when its event is known, a small ⓘ whose title is the rule
 * it tells of (the words themselves cite none). */
function line(text, event) {
  const rule = event && board && board.rules ? board.rules[event.kind] : null;
  return el("span", { class: "ba-line", dataset: event ? { kind: event.kind } : {} }, logLine(text),
    rule ? el("span", { class: "ba-rule", title: _("rule {rule}", { rule }), dataset: { rule } }) : null);
}

/** The game's log, each line with its rule (the last lines of the log: their events are the last of those
 * known). */
export function log(lines) {
  const events = shown.events && shown.n === shown.events.length ? shown.events.slice(shown.events.length - (lines || []).length) : [];
  return el("ol", { class: "log-lines" }, (lines || []).map((t, i) => el("li", {}, line(t, events[i]))));
}

// the log's events as data: the live page keeps them as it keeps the log's words (log[:log_from] + log)
let mirror = { id: null, logId: null, events: [] };

function liveEvents(st) {
  if (!Array.isArray(st.log_data)) return null;
  const from = st.log_from || 0;
  const same = mirror.id === st.id && mirror.logId === st.log_id && mirror.events;
  let kept;
  if (from === 0) kept = [];
  else if (same && mirror.events.length >= from) kept = mirror.events.slice(0, from);
  else { // entries before these were never had here: the next whole log brings them
    mirror = { id: st.id, logId: st.log_id, events: null };
    return null;
  }
  mirror = { id: st.id, logId: st.log_id, events: kept.concat(st.log_data) };
  return mirror.events.length === (st.log || []).length ? mirror.events : null;
}

// ---------------------------------------------------------------- the page

let drawn = null; // the game, the log's length and the view last drawn: water that moved since is animated

/** Animate the water that moved since the last drawing of the same game (live, or a replay stepped
 * forward): a drawing again of the same state (a click) moves nothing. */
function flowSince(geo, app, st, view, replay, events) {
  const log = replay ? app.replay.log || [] : st.log || [];
  const key = `${st.id}:${replay ? "replay" : "live"}`;
  const last = drawn;
  drawn = { key, n: log.length, view };
  const stepped = !replay || (app.replayPrev && app.replayPrev.n === app.replay.n - 1);
  if (!last || last.key !== key || log.length <= last.n || !stepped || !events) return;
  animateWater($("map"), waterMoves(geo, last.view, view, events.slice(last.n)));
}

/** The schematic's layout and the game's tables the page needs (barrage/board.json), fetched once. */
function loadBoard() {
  if (!board) {
    board = fetch(new URL("./barrage/board.json", import.meta.url)).then((r) => {
      if (!r.ok) throw new Error("no barrage/board.json");
      return r.json();
    });
  }
  return board;
}

/** The main column's panels, made once: the map's card, the management board and the contracts beside the
 * energy track, the companies. */
function build(root) {
  if ($("map-card")) return;
  document.body.classList.add("barrage-game");
  const map = svg("svg", { id: "map" });
  const wrap = el("div", { class: "map-wrap ba-map-frame" }, map);
  root.append(
    el("section", { class: "card map-card", id: "map-card" },
      el("div", { class: "map-head" }, el("h2", { id: "map-title" }, _("Map")),
        el("div", { class: "map-tools" }, el("span", { class: "legend", id: "legend" }), zoomTools(wrap, map))),
      // on a phone the map keeps readable words and moves in its frame
      el("p", { class: "muted small ba-map-hint" }, _("Move the map in its frame with a finger; zoom with two fingers or the buttons.")),
      wrap),
    el("div", { class: "markets", id: "markets" }, el("div", { id: "plant-market-slot" }), el("div", { id: "resource-market-slot" })),
    el("div", { id: "players-slot" }));
}

// on a phone the action panel follows the map's frame (and what happened since the seat's last turn): when
// it is the seat's turn and the panel is out of sight, a button brings it, one tap away
let panelSeen = null;

function toPanel(yourTurn) {
  let jump = $("ba-to-panel");
  if (!jump) {
    jump = el("button", { type: "button", class: "btn primary ba-to-panel", id: "ba-to-panel", hidden: true,
      onclick: () => {
        const bar = document.querySelector(".topbar");
        const top = $("action-panel").getBoundingClientRect().top + window.scrollY - (bar ? bar.offsetHeight : 0) - 8;
        window.scrollTo({ top, behavior: "instant" });
      } }, "↓ ", _("Your turn"));
    document.body.append(jump);
  }
  if (panelSeen) panelSeen.disconnect();
  jump.hidden = true;
  if (!yourTurn || !("IntersectionObserver" in window)) return;
  panelSeen = new IntersectionObserver((seen) => { jump.hidden = seen.some((x) => x.isIntersecting); },
    { rootMargin: "0px 0px -20% 0px" }); // (its head at the screen's foot is not enough)
  panelSeen.observe($("action-panel"));
}

/** Draw everything but the log, the undo and the replay bar (the shell draws those). */
export async function render({ app, state: st, view, replay, send, rerender, root, slots }) {
  const geo = await loadBoard();
  board = geo;
  build(root);
  const over = view.phase === "over";
  $("status").replaceChildren(el("b", {}, GAME_NAME),
    el("span", { class: "muted" }, " · " + (view.full ? _("full game") : _("introductory game"))),
    el("span", {}, " · " + _("Round {n}", { n: view.round }) + " · "), el("b", {}, PHASE[view.phase] || view.phase));
  drawTurn(st, replay, over, GAME_NAME);
  const cp = replay ? null : st.current_player;
  const you = st.seat;
  $("legend").replaceChildren(...view.seats.map((_s, i) => playerChip(i, view.seat === i ? " (" + _("you") + ")" : "")));
  const events = replay ? (Array.isArray(app.replay.log_data) ? app.replay.log_data : null) : liveEvents(st);
  shown = { events, n: events ? events.length : 0 };

  const legal = replay ? [] : st.legal || [];
  let c = null;
  if (!replay && you !== null && you !== undefined && cp === you && legal.length) {
    c = controls({ geo, view, legal, ui: app.ui, send, rerender });
  }
  const panel = c ? c.node : waiting(geo, st, view, Boolean(replay));
  if (replay) { // what the move did: its lines when stepped to from the move before, else the last three
    const lines = app.replay.log || [];
    const before = app.replayPrev && app.replayPrev.n === app.replay.n - 1 ? app.replayPrev.log.length : null;
    const from = before !== null ? before : Math.max(0, lines.length - 3);
    panel.append(el("p", { class: "muted small" }, app.replay.n === 0 ? _("The start of the game.")
      : _("After move {n} of {total}:", { n: app.replay.n, total: app.replay.total })),
    el("ul", { class: "log-lines recent" }, lines.slice(from).map((t, i) => el("li", {}, line(t, events ? events[from + i] : null)))),
    el("p", { class: "muted small" }, _("Use ◀ ▶ (or the arrow keys) to step through the game.")));
  }
  if (app.busy) panel.querySelectorAll("button, input").forEach((b) => { b.disabled = true; });
  slots.action.replaceChildren(panel);
  toPanel(Boolean(c));
  drawMap($("map"), geo, view, { pick: c ? c.sites : new Map(), selected: c ? c.selected : null, costs: c ? c.costs : new Map() });
  flowSince(geo, app, st, view, Boolean(replay), events);
  const spaces = c ? c.spaces : new Map();
  const contractPick = c ? c.contracts : new Map();
  $("plant-market-slot").replaceChildren(P.board(geo, view, { pick: spaces, selected: c ? c.space : null }),
    P.contracts(geo, view, { pick: contractPick }));
  $("resource-market-slot").replaceChildren(P.track(geo, view));
  $("players-slot").replaceChildren(P.companies(geo, view, { pick: contractPick, current: replay ? null : view.current }));
  slots.scores.replaceChildren(over ? P.scores(view) : "");
  closeConfirmUnless(c ? c.confirm : null); // the box of the choice being made, if any, stays open
}

/** The pieces the recap compares (recap.js): the structures and the water on the map, the engineers on the
 * management board, the contracts offered and held, each with where it is drawn and the seat owning it. */
export function pieces(view) {
  const out = new Map();
  const site = (id) => `#map [data-site="${CSS.escape(id)}"]`;
  const map = view.map;
  for (const [id, d] of Object.entries(map.dams || {})) {
    if (d.height > 0) out.set(`dam:${id}:${d.height}:${d.owner}`, { at: site(id), seat: d.owner });
    if (d.drops) out.set(`water:${id}:${d.drops}`, { at: site(id), seat: null });
  }
  for (const [id, owner] of Object.entries(map.conduits || {})) out.set(`conduit:${id}:${owner}`, { at: site(id), seat: owner });
  for (const [id, owner] of Object.entries(map.powerhouses || {})) out.set(`powerhouse:${id}:${owner}`, { at: site(id), seat: owner });
  for (const h of map.headstreams || []) if (h.drops) out.set(`head:${h.id}:${h.drops}`, { at: site(h.id), seat: null });
  for (const [space, seat] of Object.entries(view.occupied || {})) {
    if (seat >= 0) out.set(`space:${space}:${seat}`, { at: `#ba-board [data-space="${CSS.escape(space)}"]`, seat });
  }
  for (const ids of Object.values(view.contracts.private)) {
    for (const id of ids) out.set(`contract:${id}`, { at: `#ba-contracts [data-contract="${CSS.escape(id)}"]`, seat: null });
  }
  view.seats.forEach((s, i) => s.contracts.forEach((id) => {
    out.set(`held:${id}:${i}`, { at: `#players .ba-player[data-seat="${i}"] [data-contract="${CSS.escape(id)}"]`, seat: i });
  }));
  return out;
}

/** How many of an action's log lines are the seat's own: the Automa's turns follow in the same answer, from the
 * first line that names another seat first. */
export function ownLines(view, seat, lines) {
  if (seat === null || seat === undefined) return lines.length;
  const others = view.seats.map((_s, i) => i).filter((i) => i !== seat).map((i) => `${playerName(i)} `);
  const first = lines.findIndex((t) => others.some((name) => t.startsWith(name)));
  return first < 0 ? lines.length : first;
}
