// Power Grid on the game page (the shell, game.js, keeps the connection, the replay, the undo and the log):
// the map (powergrid/board.js), the markets and the players (powergrid/panels.js) and the action panel
// (powergrid/controls.js), built only from the server's "legal" list; every decision ends in
// ctx.send("<the engine's action string>").

import { _, closeConfirmUnless, drawTurn, el, loadMap, logLine, pgettext, playerChip, svg } from "../common.js";
import { Board } from "./powergrid/board.js";
import { controls, waiting } from "./powergrid/controls.js";
import * as panels from "./powergrid/panels.js";

/** This page's rules, over style.css (the shell loads them before the first drawing). */
export const styles = new URL("./powergrid.css", import.meta.url).href;

const $ = (id) => document.getElementById(id);
const BOARDS = { Germany: pgettext("powergrid", "Germany"), USA: pgettext("powergrid", "USA") };
const boardName = (name) => BOARDS[name] || name;

/** The main column's panels, made once: the map's card, the two markets, the players. */
function build(root) {
  if ($("map-card")) return;
  const zoom = (id, label, text) => el("button", { type: "button", class: "btn small", id, "aria-label": label, title: label }, text);
  root.append(
    el("section", { class: "card map-card", id: "map-card" },
      el("div", { class: "map-head" },
        el("h2", { id: "map-title" }, _("Map")),
        el("div", { class: "map-tools" },
          el("span", { class: "legend", id: "legend" }),
          el("span", { class: "zoom-group" }, zoom("zoom-out", _("zoom out"), "−"), zoom("zoom-in", _("zoom in"), "+")),
          el("button", { type: "button", class: "btn small", id: "zoom-btn", title: _("show the whole board or only the regions in play") },
            _("Whole map")))),
      el("div", { class: "map-wrap" }, svg("svg", { id: "map" }))),
    el("div", { class: "markets", id: "markets" }, el("div", { id: "plant-market-slot" }), el("div", { id: "resource-market-slot" })),
    el("div", { id: "players-slot" }));
}

async function ensureBoard(app, view) {
  const opts = view.options || {};
  const key = `${opts.map}${opts.classic ? "-classic" : ""}`;
  if (app.geoKey === key && app.board) return;
  app.geoKey = key;
  app.geo = await loadMap(opts.map, Boolean(opts.classic));
  app.board = new Board($("map"), app.geo, { onPick: (c) => app.onCity && app.onCity(c) });
  $("map-title").textContent = _("Map · {board}", { board: boardName(app.geo.name) });
  const setScale = (k) => {
    app.scale = Math.max(1, Math.min(4, k));
    $("map").style.setProperty("--scale", app.scale);
    $("map-card").classList.toggle("zoomed", app.scale > 1);
    $("zoom-out").disabled = app.scale <= 1;
    $("zoom-in").disabled = app.scale >= 4;
  };
  $("zoom-in").onclick = () => setScale((app.scale || 1) * 1.5);
  $("zoom-out").onclick = () => setScale((app.scale || 1) / 1.5);
  setScale(app.scale || 1); // the whole map fits the width, on a phone too (+ enlarges it)
  // on a phone the whole map's names are small: a tap on the map (not on a city to pick) enlarges it there
  $("map").onclick = (e) => {
    if (app.scale > 1 || $("map-card").clientWidth >= 600 || e.target.closest(".pickable")) return;
    const wrap = document.querySelector("#map-card .map-wrap");
    const was = $("map").getBoundingClientRect();
    setScale(2.5);
    const now = $("map").getBoundingClientRect();
    wrap.scrollLeft = ((e.clientX - was.left) / was.width) * now.width - wrap.clientWidth / 2;
    wrap.scrollTop = ((e.clientY - was.top) / was.height) * now.height - wrap.clientHeight / 2;
  };
  const zoom = $("zoom-btn");
  zoom.onclick = () => {
    app.board.setZoom(!app.board.zoomToZone);
    zoom.textContent = app.board.zoomToZone ? _("Whole map") : _("Play area");
    fitLayout();
  };
}

/** When the map is zoomed in (phones), scroll it to one's network, else to what can be picked, else the zone. */
function panMap(app, view, pickable) {
  const wrap = document.querySelector("#map-card .map-wrap");
  if (!wrap || (app.scale || 1) <= 1) return;
  const me = view.players.find((p) => p.seat === view.you);
  let names = me && me.cities.length ? me.cities : [...pickable.keys()];
  if (!names.length) names = [...(app.board.zoneCities || [])];
  const pts = names.map((n) => app.board.pos.get(n)).filter(Boolean);
  if (!pts.length) return;
  const cx = pts.reduce((a, p) => a + p.x, 0) / pts.length;
  const cy = pts.reduce((a, p) => a + p.y, 0) / pts.length;
  const vb = $("map").getAttribute("viewBox").split(/\s+/).map(Number);
  const svgBox = $("map").getBoundingClientRect();
  const k = Math.min(svgBox.width / vb[2], svgBox.height / vb[3]);
  wrap.scrollLeft = (cx - vb[0]) * k - wrap.clientWidth / 2;
  wrap.scrollTop = (cy - vb[1]) * k - wrap.clientHeight / 2;
}

/** A tall map (Germany) sits beside the markets on wide screens; a wide one (USA) above them. */
function fitLayout() {
  const vb = ($("map").getAttribute("viewBox") || "0 0 1 1").split(/\s+/).map(Number);
  $("layout").classList.toggle("portrait", vb[3] > vb[2] * 1.05);
}

/** Draw everything but the log, the undo and the replay bar (the shell draws those). */
export async function render({ app, state: st, view, replay, send, rerender, root, slots }) {
  build(root);
  await ensureBoard(app, view);

  // header
  const opts = view.options || {};
  const phase = panels.PHASE_TITLE[view.phase] || view.phase;
  const board = boardName(app.geo.name);
  // (a phone's one-line top bar shows the phase; the parts marked st-extra are in its menu)
  $("status").replaceChildren(
    el("span", { class: "st-extra" }, el("b", {}, _("Power Grid")),
      el("span", { class: "muted" }, " · " + (opts.classic ? _("{board} (classic)", { board }) : board)),
      " · " + _("Round {n}", { n: view.round }) + " · " + _("Step {n}", { n: view.step }) + " · "), el("b", {}, phase));
  drawTurn(st, replay, view.over, _("Power Grid"));
  const cp = replay ? null : st.current_player;
  const you = st.seat;
  $("legend").replaceChildren(...view.players.map((p) => playerChip(p.seat, view.you === p.seat ? " (" + _("you") + ")" : "")),
    view.trust ? playerChip("trust") : "");

  // action panel (built first: it decides what the map and the markets highlight)
  const legal = replay ? [] : st.legal || [];
  let c = null;
  if (!replay && you !== null && you !== undefined && cp === you && legal.length) {
    c = controls({ state: st, view, legal, ui: app.ui, geo: app.geo, send, rerender });
  }
  const panel = c ? c.node : waiting(st, view, { replay: Boolean(replay) });
  if (replay && panel) {
    const before = app.replayPrev && app.replayPrev.n === replay.n - 1 ? app.replayPrev.log.length : null;
    const lines = replay.log || [];
    const recent = before !== null ? lines.slice(before) : lines.slice(-3);
    panel.append(el("p", { class: "muted small" }, replay.n === 0 ? _("The start of the game.")
      : _("After move {n} of {total}:", { n: replay.n, total: replay.total })),
    el("ul", { class: "log-lines recent" }, recent.map((t) => el("li", {}, logLine(t)))),
    el("p", { class: "muted small" }, _("Use ◀ ▶ (or the arrow keys) to step through the game.")));
  }
  if (app.busy && panel) panel.querySelectorAll("button, input").forEach((b) => { b.disabled = true; });
  if (panel && !view.over) {
    const open = app.helpOpen === view.phase;
    const h = panels.help(view, app.geo);
    h.open = open;
    h.addEventListener("toggle", () => { app.helpOpen = h.open ? view.phase : null; });
    panel.append(h);
  }
  slots.action.replaceChildren(panel);
  closeConfirmUnless(c ? c.confirm : null); // the confirm box of the choice being made, if any, stays open
  app.onCity = c ? c.onCity : null;

  // map
  const pickable = c ? c.pickable : new Map();
  app.board.update(view, { pickable, selected: c ? c.selectedCity : null, you: view.you });
  fitLayout();
  const pickKind = c && pickable.size ? app.ui.kind : null;
  if (!app.panned || (pickKind && pickKind !== app.pannedFor)) {
    app.panned = true;
    app.pannedFor = pickKind;
    panMap(app, view, pickable);
  }

  // markets
  $("plant-market-slot").replaceChildren(panels.plantMarket(view, {
    selectable: c ? c.selectablePlants : new Set(), selected: c ? c.selectedPlant : null, onSelect: c ? c.onPlant : null,
  }));
  $("resource-market-slot").replaceChildren(panels.resourceMarket(view,
    { cart: c ? c.cart : {}, buyable: c ? c.buyable : new Set(), onPick: c ? c.onResource : null }));

  // players, scores
  $("players-slot").replaceChildren(panels.players(replay ? { ...st, current_player: null } : st, view,
    { lastMoveAt: st.last_move_at }));
  slots.scores.replaceChildren(view.over && view.scores
    ? el("section", { class: "card scores-card", id: "scores" }, el("h2", {}, _("Final scores")), panels.scores(view)) : "");
}

/** The pieces the recap compares (recap.js): the houses in the cities, the players' plants, the plant market and
 * the resource market, each with where it is drawn and the seat owning it. */
export function pieces(view) {
  const out = new Map();
  for (const [city, owners] of Object.entries(view.cities || {})) {
    owners.forEach((o, i) => {
      if (o !== null && o !== undefined) out.set(`city:${city}:${i}:${o}`, { at: `#map g.city[data-city="${CSS.escape(city)}"]`, seat: o });
    });
  }
  for (const p of view.players) {
    for (const pl of p.plants) {
      out.set(`plant:${p.seat}:${pl.number}`, { at: `#players .player[data-seat="${p.seat}"] [data-plant="${pl.number}"]`, seat: p.seat });
    }
  }
  const pm = view.plant_market || { current: [], future: [] };
  for (const p of [...pm.current, ...pm.future]) {
    if (p && p.number !== null) out.set(`market:${p.number}`, { at: `#plant-market [data-plant="${p.number}"]`, seat: null });
  }
  for (const [r, res] of Object.entries(view.resources || {})) {
    out.set(`res:${r}:${res.on_market}`, { at: `#resource-market .res-row[data-resource="${r}"]`, seat: null });
  }
  return out;
}
