// Barrage on the game page (issue 17). game.js keeps the connection, the replay, the undo and the log;
// this module draws the view (barrage-map.js, barrage-panels.js) and the action panel. Controls are built
// only from the server's "legal" strings (docs/records.md, "Barrage actions"): the map's sites, the
// headstreams, the management board's spaces and the contracts are clicked where the action names them;
// every decision ends in ctx.send("<the engine's action string>").

import { _, drawTurn, el, logLine, ngettext, parts, playerChip } from "./common.js";
import { animateWater, costShort, drawMap, waterMoves } from "./barrage-map.js";
import * as P from "./barrage-panels.js";

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

const PAY_WORD = {
  excavator: (n) => ngettext("{n} excavator", "{n} excavators", n), mixer: (n) => ngettext("{n} mixer", "{n} mixers", n),
  credit: (n) => ngettext("{n} credit", "{n} credits", n),
};

function payText(s) {
  if (s === "pay nothing") return _("Pay nothing");
  const bits = [];
  const re = /(\d+) (excavator|mixer|credit)s?/g;
  let m;
  while ((m = re.exec(s))) bits.push(PAY_WORD[m[2]](Number(m[1])));
  return _("Pay {what}", { what: bits.join(", ") });
}

const POWERHOUSE_BONUS = [0, 0, 1, 1, 3];

/** The energy a production gives (BA-20.3, BA-34.1, BA-35.3; Germany's repeat: drops × value only), as a
 * preview: the server counts it. */
function productionEnergy(view, pending, drops, value) {
  const me = view.seats[view.seat];
  const base = drops * value;
  if (pending.args[1]) return base;
  const viktor = me.officer === "viktor_fiesler" || me.copied === "viktor_fiesler";
  const built = 4 - me.pieces.powerhouse;
  return (viktor && base <= 3 ? 4 : base) + Number(pending.args[0]) + (POWERHOUSE_BONUS[built] || 0);
}

/** The contracts of the seat and the national ones an energy reaches (BA-21). */
function reachable(geo, view, energy) {
  const me = view.seats[view.seat];
  return [...me.contracts, ...view.contracts.national].filter((id) => geo.contracts[id] && geo.contracts[id].energy <= energy);
}

function produceText(geo, view, pending, s) {
  if (s === "produce none") return _("Do not produce again");
  const m = /^produce (\d+) drops? from (\w+) through (\w+) to (\w+)$/.exec(s);
  if (!m) return s;
  const c = geo.conduits[m[3]];
  const energy = productionEnergy(view, pending, Number(m[1]), c.production);
  const could = reachable(geo, view, energy);
  return [ngettext("{n} drop from dam {dam} through conduit {conduit} to powerhouse {powerhouse}: {energy} energy",
    "{n} drops from dam {dam} through conduit {conduit} to powerhouse {powerhouse}: {energy} energy", Number(m[1]),
    { dam: m[2], conduit: m[3], powerhouse: m[4], energy }),
  could.length ? el("span", { class: "muted small" }, " · " + _("could fulfil {contracts}", { contracts: could.join(", ") })) : null];
}

const AREA_COST = {
  base: { plains: 3, hills: 4, mountains: 5 }, elevation: { plains: 2, hills: 3, mountains: 4 },
};

/** What a construction costs by the rules (BA-16.2, BA-17, BA-35.1), before a technology tile's effect:
 * the engineers on the company board's next space and the machinery and credits; the payment step
 * that follows says the exact ways to pay. */
export function constructionCost(geo, view, structure, site) {
  const me = view.seats[view.seat];
  const basin = geo.basins.find((b) => b.dams.includes(site) || b.conduits.includes(site) || b.powerhouses.includes(site));
  const slot = geo.company_spaces[Math.min(me.constructions, geo.company_spaces.length - 1)];
  const out = { engineers: slot.engineers, credits: slot.extra_credits, excavators: 0, mixers: 0 };
  if (structure === "base") {
    const adler = me.officer === "wilhelm_adler" || me.copied === "wilhelm_adler";
    out.excavators = adler ? 3 : AREA_COST.base[basin.area];
    if (geo.dams[site] && geo.dams[site].red) out.credits += 3;
  } else if (structure === "elevation") out.mixers = AREA_COST.elevation[basin.area];
  else if (structure === "conduit") out.excavators = 2 * geo.conduits[site].production;
  else if (structure === "powerhouse") {
    out.mixers = 2 + (4 - me.pieces.powerhouse);
    if (geo.powerhouses[site] && geo.powerhouses[site].red) out.credits += 3;
  }
  return out;
}

function costText(c) {
  const bits = [ngettext("{n} engineer", "{n} engineers", c.engineers)];
  if (c.excavators) bits.push(PAY_WORD.excavator(c.excavators));
  if (c.mixers) bits.push(PAY_WORD.mixer(c.mixers));
  if (c.credits) bits.push(PAY_WORD.credit(c.credits));
  return bits.join(", ");
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

// ---------------------------------------------------------------- controls

/** The seat's action panel and what the board offers to click: {node, sites, spaces, contracts}. */
function controls(ctx) {
  const { geo, view, legal, ui, send, rerender } = ctx;
  const a = analyse(legal);
  const pending = view.pending.length ? view.pending[view.pending.length - 1] : null;
  const key = `${view.round}:${view.current}:${pending ? pending.kind : ""}:${legal.length}`;
  if (ui.key !== key) {
    for (const k of Object.keys(ui)) delete ui[k];
    ui.key = key;
  }
  const out = { sites: new Map(), costs: new Map(), spaces: new Map(), contracts: new Map(), selected: null, space: null };
  const kind = pending ? pending.kind : a.choose.length ? "choose" : "turn";
  const box = el("section", { class: "card action-panel your-turn ba-actions", id: "action-panel", dataset: { kind } });
  out.node = box;
  box.append(el("h2", {}, pending && STEP[pending.kind] ? STEP[pending.kind] : _("Your turn")));
  const group = (title, ...kids) => box.append(el("div", { class: "ba-group" }, el("h3", {}, title), ...kids));

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
    const pickSpace = (id) => { ui.space = id; rerender(); };
    for (const id of a.place.keys()) out.spaces.set(id, () => pickSpace(id));
    const chosen = ui.space && a.place.has(ui.space) ? ui.space : null;
    out.space = chosen;
    const kids = [el("p", { class: "muted small" },
      _("Click a highlighted space of the management board (its engineers and its fee are shown there), or choose:")),
    el("div", { class: "choices ba-place-list" }, [...a.place.keys()].map((id) => {
      const info = P.spaceInfo(geo, view, id);
      return el("button", { type: "button", class: `btn ${id === chosen ? "selected" : ""}`, dataset: { space: id },
        onclick: () => pickSpace(id) }, el("b", {}, info.section), ` · ${info.effect} · `, P.engineers(info.engineers),
      info.fee ? el("span", { class: "ba-fee" }, " " + _("+{n} cr.", { n: info.fee })) : null);
    }))];
    if (chosen) {
      const info = P.spaceInfo(geo, view, chosen);
      const cost = [ngettext("{n} engineer", "{n} engineers", info.engineers)];
      if (info.fee) cost.push(PAY_WORD.credit(info.fee));
      kids.push(el("div", { class: "ba-confirm", id: "ba-place-confirm" },
        el("div", {}, el("b", {}, `${info.section} (${chosen})`), ": " + info.effect),
        el("div", {}, _("Cost: {cost}", { cost: cost.join(", ") })),
        button(_("Place the engineers here"), () => send(a.place.get(chosen)), { primary: true, name: "place" })));
    }
    group(_("Place engineers on an action space"), ...kids);
  }
  if (a.build.size) {
    // a structure chosen (or all of them): its legal sites highlighted, each with its full cost on the map
    const structures = [...new Set([...a.build.values()].flat().map((b) => b.structure))];
    const only = structures.includes(ui.structure) ? ui.structure : null;
    const legalSites = [...a.build.keys()].filter((s) => !only || a.build.get(s).some((b) => b.structure === only));
    for (const site of legalSites) {
      out.sites.set(site, () => { ui.site = site; rerender(); });
      const kinds = [...new Set(a.build.get(site).map((b) => b.structure))].filter((k) => !only || k === only);
      out.costs.set(site, kinds.map((k) => {
        const cost = constructionCost(geo, view, k, site);
        return { structure: k, cost, text: `${site} · ${P.STRUCTURE[k]}: ${costText(cost)}` };
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
          title: out.costs.get(s).map((c) => c.text).join("\n"), onclick: () => { ui.site = s; rerender(); } }, s,
        el("small", { class: "ba-chip-cost" }, out.costs.get(s).map((c) => costShort(c.cost)[0]).join(" / "))))) : null;
    })));
    if (site) {
      const here = out.costs.get(site).map((c) => c.structure);
      kids.push(el("div", { class: "ba-cost", id: "ba-build-cost" }, here.map((k) => el("div", {},
        el("b", {}, site + " · " + P.STRUCTURE[k]), ": " + costText(constructionCost(geo, view, k, site))))),
      el("p", { class: "muted small" }, _("(before the effect of an advanced tile; how to pay is chosen next)")));
      kids.push(el("div", { class: "choices ba-tiles", id: "ba-build-tiles" }, a.build.get(site).filter((b) => here.includes(b.structure)).map((b) => {
        const tile = b.as ? _("{tile} copying {copied}", { tile: P.tileName(b.tile), copied: P.tileName(b.as) }) : P.tileName(b.tile);
        return button(_("Build a {structure} on {site} with {tile}", { structure: P.STRUCTURE[b.structure], site, tile }),
          () => send(b.action), { primary: true, name: "build" });
      })));
    }
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
  if (a.pay.length) group(_("Pay for the construction"), el("div", { class: "choices" }, a.pay.map((s) => button(payText(s), () => send(s), { primary: a.pay.length === 1, name: "pay" }))));
  if (a.produce.length) {
    // pointing at a system marks its dam, conduit and powerhouse on the map
    const mark = (s) => {
      const ids = (/from (\w+) through (\w+) to (\w+)$/.exec(s) || []).slice(1);
      document.querySelectorAll("#map [data-site]").forEach((g) => g.classList.toggle("bm-system", ids.includes(g.dataset.site)));
    };
    group(_("Production: choose the system"), el("div", { class: "choices ba-col" }, a.produce.map((s) => {
      const b = button(produceText(geo, view, pending, s), () => send(s), { name: "produce" });
      for (const on of ["mouseenter", "focus"]) b.addEventListener(on, () => mark(s));
      for (const off of ["mouseleave", "blur"]) b.addEventListener(off, () => mark(""));
      return b;
    })));
  }
  if (a.fulfil.size) {
    group(_("Fulfil a contract"), pending && pending.args.length ? el("p", { class: "prompt" },
      _("Energy produced: {n}", { n: pending.args[0] })) : null, el("div", { class: "choices" }, [...a.fulfil].map(([id, s]) => button(id === "none" ? _("Fulfil no contract")
      : [_("Fulfil"), " ", P.contractChip(geo, id)], () => send(s), { name: "fulfil" }))));
  }
  if (a.drop.size || a.drops.length) {
    for (const [h, s] of a.drop) out.sites.set(h, () => send(s));
    const kids = [el("p", { class: "muted small" }, _("Click a headstream above the map, or choose:"))];
    if (a.drops.length) { // up to two drops: each click on a headstream adds one (BA-23.2), then confirm
      box.dataset.heads = "pairs";
      const heads = ui.heads || [];
      const wanted = heads.length === 1 ? `drop on ${heads[0]}` : heads.length ? `drops on ${heads.join(" ")}` : null;
      for (const h of ["HA", "HB", "HC", "HD"]) {
        if (a.drops.some((d) => d.split(" ").slice(2).includes(h))) {
          out.sites.set(h, () => { ui.heads = heads.length >= 2 ? [h] : [...heads, h].sort(); rerender(); });
        }
      }
      if (wanted && legal.includes(wanted)) {
        kids.push(el("div", { class: "ba-confirm", id: "ba-drops-confirm" },
          button(dropsText(wanted), () => send(wanted), { primary: true, name: "drops" }),
          " ", el("button", { type: "button", class: "btn small", onclick: () => { ui.heads = []; rerender(); } }, _("Clear"))));
      }
    }
    kids.push(el("div", { class: "choices" }, [...a.drop.values(), ...a.drops].map((s) => button(dropsText(s), () => send(s), { name: "drops" }))));
    group(_("Water management"), ...kids);
  }
  if (a.machinery.length) {
    group(_("Machinery"), el("div", { class: "choices" }, a.machinery.map((s) => button(s.endsWith("excavator") ? _("Take an excavator") : _("Take a mixer"),
      () => send(s), { name: "machinery" }))));
  }
  if (a.take.size) {
    for (const [id, s] of a.take) out.contracts.set(id, () => send(s));
    group(_("Take a contract"), el("div", { class: "choices" }, [...a.take].map(([id, s]) => button([_("Take"), " ", P.contractChip(geo, id)], () => send(s), { name: "take" }))));
  }
  if (a.discard.size) {
    for (const [id, s] of a.discard) out.contracts.set(id, () => send(s));
    group(_("Discard a contract"), el("div", { class: "choices" }, [...a.discard].map(([id, s]) => button([_("Discard"), " ", P.contractChip(geo, id)], () => send(s), { name: "discard" }))));
  }
  if (a.put.size || a.putNothing) {
    for (const [site, s] of a.put) out.sites.set(site, () => send(s));
    group(_("Put the reward's structure"), el("p", { class: "muted small" }, _("Click a highlighted site of the map.")),
      el("div", { class: "choices" }, [...a.put].map(([site, s]) => button(site, () => send(s), { name: "put" })),
        a.putNothing ? button(_("Give it up"), () => send(a.putNothing), { name: "put" }) : null));
  }
  if (a.copy.length) {
    group(_("Choose the officer Mahiri Sekibo copies"), el("div", { class: "choices" }, a.copy.map((s) =>
      button(P.officerName(s.slice(5)), () => send(s), { name: "copy" }))));
  }
  if (a.other.length) group(_("Other"), el("div", { class: "choices" }, a.other.map((s) => button(s, () => send(s), { name: "other" }))));
  if (a.pass) box.append(button(_("Pass"), () => send("pass"), { name: "pass" }));
  return out;
}

function waiting(st, view, replay) {
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
    if (cp !== null && cp !== undefined) box.append(el("p", { class: "prompt" }, parts(_("{player} is deciding…"), { player: playerChip(cp) })));
  }
  return box;
}

// ---------------------------------------------------------------- the log

const POWERHOUSE_SITE = /(P\d+_\d)/;

/** A log line with its players coloured; a powerhouse space's id (P9_2) is not a player (P9). */
function line(text) {
  return el("span", {}, text.split(POWERHOUSE_SITE).map((bit, i) => (i % 2 ? bit : logLine(bit))));
}

/** The game's log, as panels.log draws it for Power Grid. */
export function log(lines) {
  return el("ol", { class: "log-lines" }, (lines || []).map((t) => el("li", {}, line(t))));
}

// ---------------------------------------------------------------- the page

let board = null;
let drawn = null; // the game, the log's length and the view last drawn: water that moved since is animated

/** Animate the water that moved since the last drawing of the same game (live, or a replay stepped
 * forward): a drawing again of the same state (a click) moves nothing. */
function flowSince(geo, app, st, view, replay) {
  const log = replay ? app.replay.log || [] : st.log || [];
  const key = `${st.id}:${replay ? "replay" : "live"}`;
  const last = drawn;
  drawn = { key, n: log.length, view };
  const stepped = !replay || (app.replayPrev && app.replayPrev.n === app.replay.n - 1);
  if (!last || last.key !== key || log.length <= last.n || !stepped) return;
  animateWater($("map"), waterMoves(geo, last.view, view, log.slice(last.n)));
}

/** The schematic's layout and the game's tables the page needs (barrage-board.json), fetched once. */
function loadBoard() {
  if (!board) {
    board = fetch("/static/barrage-board.json").then((r) => {
      if (!r.ok) throw new Error("no barrage-board.json");
      return r.json();
    });
  }
  return board;
}

function layout() {
  if (document.body.classList.contains("barrage-game")) return;
  document.body.classList.add("barrage-game");
  for (const id of ["zoom-in", "zoom-out", "zoom-btn"]) if ($(id)) $(id).hidden = true;
  $("map-title").textContent = _("Map");
  // on a phone the map keeps readable words and slides sideways in its box
  document.querySelector("#map-card .map-wrap").before(el("p", { class: "muted small ba-map-hint" },
    _("Slide the map sideways to see all of it.")));
}

/** Draw everything but the log and the replay bar (game.js draws those). */
export async function render({ app, state: st, view, replay, send, rerender }) {
  const geo = await loadBoard();
  layout();
  document.body.classList.toggle("replaying", Boolean(replay));
  document.body.classList.toggle("spectator", st.seat === null || st.seat === undefined);
  const over = view.phase === "over";
  $("status").replaceChildren(el("b", {}, GAME_NAME),
    el("span", { class: "muted" }, " · " + (view.full ? _("full game") : _("introductory game"))),
    el("span", {}, " · " + _("Round {n}", { n: view.round }) + " · "), el("b", {}, PHASE[view.phase] || view.phase));
  drawTurn(st, replay, over, GAME_NAME);
  const cp = replay ? null : st.current_player;
  const you = st.seat;
  $("legend").replaceChildren(...view.seats.map((_s, i) => playerChip(i, view.seat === i ? " (" + _("you") + ")" : "")));

  const legal = replay ? [] : st.legal || [];
  let c = null;
  if (!replay && you !== null && you !== undefined && cp === you && legal.length) {
    c = controls({ geo, view, legal, ui: app.ui, send, rerender });
  }
  const panel = c ? c.node : waiting(st, view, Boolean(replay));
  if (replay) { // what the move did: its lines when stepped to from the move before, else the last three
    const lines = app.replay.log || [];
    const before = app.replayPrev && app.replayPrev.n === app.replay.n - 1 ? app.replayPrev.log.length : null;
    panel.append(el("p", { class: "muted small" }, app.replay.n === 0 ? _("The start of the game.")
      : _("After move {n} of {total}:", { n: app.replay.n, total: app.replay.total })),
    el("ul", { class: "log-lines recent" }, (before !== null ? lines.slice(before) : lines.slice(-3)).map((t) => el("li", {}, line(t)))),
    el("p", { class: "muted small" }, _("Use ◀ ▶ (or the arrow keys) to step through the game.")));
  }
  if (app.busy) panel.querySelectorAll("button, input").forEach((b) => { b.disabled = true; });
  $("action-slot").replaceChildren(panel);
  drawMap($("map"), geo, view, { pick: c ? c.sites : new Map(), selected: c ? c.selected : null, costs: c ? c.costs : new Map() });
  flowSince(geo, app, st, view, Boolean(replay));
  const spaces = c ? c.spaces : new Map();
  const contractPick = c ? c.contracts : new Map();
  $("plant-market-slot").replaceChildren(P.board(geo, view, { pick: spaces, selected: c ? c.space : null }),
    P.contracts(geo, view, { pick: contractPick }));
  $("resource-market-slot").replaceChildren(P.track(geo, view));
  $("players-slot").replaceChildren(P.companies(geo, view, { pick: contractPick, current: replay ? null : view.current }));
  $("scores-slot").replaceChildren(over ? P.scores(view) : "");
}
