// Pampero's small pieces, shared by the game board (board.js) and the panels (panels.js, boards.js): the
// markets' colours and icons (PA-11.2) with their income arrows (PA-11.5), the zones' colours, energy,
// batteries and pesos, the tower, wind farm and bulldozer shapes, and `pickable`, which makes a drawn
// element clickable when the controls mark its key.

import { _, el, npgettext, pgettext, playerColour, playerName, svg } from "../../common.js";

export const MARKETS = ["residential", "industrial", "commercial", "tourist", "remote"];

/** A colour per market (PA-11.2); each also has its own icon, so no colour is needed to tell them apart. */
export const MARKET_COLOUR = {
  residential: "#0072b2", industrial: "#7a5a3a", commercial: "#b8578f", tourist: "#00876a", remote: "#d98a00",
};

/** The zones' fills (the tower bonus board's areas: A green, B orange, C pink, PA-4.8) and a strong tone. */
export const ZONE_FILL = { A: "#e3f1d8", B: "#fde6cc", C: "#f8dce6" };
export const ZONE_INK = { A: "#3f8a2c", B: "#c8661a", C: "#bf4a78" };

const COUNTRY = { Argentina: _("Argentina"), Brazil: _("Brazil") };
export const countryName = (c) => COUNTRY[c] || c;

/** A name from the reference as a label: its first letter a capital. */
export function label(text) {
  const t = String(text || "");
  return t.charAt(0).toUpperCase() + t.slice(1);
}

// ---------------------------------------------------------------- clicking

/** Give `node` its data-key; when the controls mark the key ("legal", "selected", "source"), the mark's
 * class, the focus and the click or Enter/Space, which call opts.onPick(key, node). */
export function pickable(node, key, opts = {}) {
  node.setAttribute("data-key", key);
  const mark = opts.marks && opts.marks.get(key);
  if (!mark) return node;
  node.classList.add(`pa-${mark}`);
  node.setAttribute("tabindex", "0");
  node.setAttribute("role", "button");
  const go = (e) => {
    e.preventDefault();
    e.stopPropagation();
    if (opts.onPick) opts.onPick(key, node);
  };
  node.addEventListener("click", go);
  node.addEventListener("keydown", (e) => { if (e.key === "Enter" || e.key === " ") go(e); });
  return node;
}

// ---------------------------------------------------------------- icons

/** Each market's icon in a 16-unit box about (0, 0), drawn light on the market's colour (PA-11.2). */
const MARKET_PATH = {
  residential: "M-5 .5 0-4.6 5 .5V5.2H-5Z",
  industrial: "M-5.6 5.2V-.8L-2.6-3V-.8L.4-3V-.8L2.6-2.4V-5.6H4.8V5.2Z",
  commercial: "M-4.2 5.4V-5.4H4.2V5.4ZM-2.6-3.8V-2.2H-.6V-3.8ZM.6-3.8V-2.2H2.6V-3.8ZM-2.6-1V.6H-.6V-1ZM.6-1V.6H2.6V-1Z"
    + "M-2.6 1.8V3.4H-.6V1.8ZM.6 1.8V3.4H2.6V1.8Z",
  tourist: "M-5.8 2.4H5.8L3.6 5.2H-3.6ZM-.4 1.4V-5.8L4.8 1.4ZM-1.4 1.4V-3.4L-4.6 1.4Z",
  remote: "M-3.6 5.4-.7-2.2H.7L3.6 5.4H2.1L0 .2-2.1 5.4ZM-1.3-3.6A1.3 1.3 0 1 0 1.3-3.6 1.3 1.3 0 1 0-1.3-3.6Z"
    + "M-4.4-6A5 5 0 0 0-4.4-1.2L-3.5-1.9A3.8 3.8 0 0 1-3.5-5.3ZM4.4-6A5 5 0 0 1 4.4-1.2L3.5-1.9A3.8 3.8 0 0 0 3.5-5.3Z",
};
const BOLT = "M1.2-6.5-4.2 1H-.6L-1.6 6.5 4.2-1.2H.6Z";
const ARROW_GREEN = "#2e9e4f";

/** A market symbol in an SVG: a disc of radius `r` at (x, y) with the market's icon, then its income
 * arrows (▶, PA-11.5) to its right. */
export function symbolG(market, x, y, r = 7, arrows = 0) {
  const s = r / 8;
  const g = svg("g", { class: "pa-sym", "data-market": market },
    svg("circle", { cx: x, cy: y, r, fill: MARKET_COLOUR[market] || "#777", stroke: "#fff", "stroke-width": 0.8 }),
    svg("path", { d: MARKET_PATH[market] || "", fill: "#fff", "fill-rule": "evenodd", transform: `translate(${x} ${y}) scale(${s})` }));
  for (let i = 0; i < arrows; i++) {
    const ax = x + r + 1 + i * r * 0.62;
    g.append(svg("path", { d: `M${ax} ${y - r * 0.5}L${ax + r * 0.62} ${y}L${ax} ${y + r * 0.5}Z`, fill: ARROW_GREEN }));
  }
  return g;
}

/** How wide symbolG draws a symbol with its arrows. */
export function symbolWidth(r, arrows) {
  return 2 * r + (arrows ? 1 + arrows * r * 0.62 : 0);
}

/** A row of market symbols centred on x (a token's face: [{market, arrows}]). */
export function symbolsRow(symbols, cx, y, r = 7) {
  const gap = 2;
  const widths = symbols.map((s) => symbolWidth(r, s.arrows));
  let x = cx - (widths.reduce((a, b) => a + b, 0) + gap * (symbols.length - 1)) / 2;
  return symbols.map((s, i) => {
    const g = symbolG(s.market, x + r, y, r, s.arrows);
    x += widths[i] + gap;
    return g;
  });
}

/** The energy bolt in an SVG, centred on (x, y). */
export function boltG(x, y, size = 10) {
  return svg("path", { d: BOLT, class: "pa-bolt", transform: `translate(${x} ${y}) scale(${size / 13})` });
}

/** A battery in an SVG, centred on (x, y). */
export function batteryG(x, y, size = 10) {
  const w = size * 0.62;
  const h = size;
  return svg("g", { class: "pa-batt-icon" },
    svg("rect", { x: x - w / 2, y: y - h / 2 + 1.2, width: w, height: h - 1.2, rx: 1.2 }),
    svg("rect", { x: x - w / 4, y: y - h / 2, width: w / 2, height: 1.6, class: "pa-batt-cap" }));
}

/** An inline SVG icon for HTML. */
export function iconSvg(cls, viewBox, ...kids) {
  return svg("svg", { class: `pa-icon ${cls}`, viewBox, "aria-hidden": "true" }, ...kids);
}

/** A market symbol in HTML (its colour, its icon, its income arrows), named. */
export function marketBadge(market, ref, arrows = 0) {
  const w = symbolWidth(8, arrows);
  const name = ref && ref.markets[market] ? ref.markets[market].name : market;
  return el("span", { class: "pa-mk", title: label(name) + (arrows ? " " + "▶".repeat(arrows) : ""), "data-market": market },
    iconSvg("pa-mk-icon", `-8.5 -8.5 ${w + 1} 17`, symbolG(market, 0, 0, 8, arrows)));
}

/** A token's market symbols in HTML. */
export function symbolBadges(symbols, ref) {
  return el("span", { class: "pa-syms" }, (symbols || []).map((s) => marketBadge(s.market, ref, s.arrows)));
}

/** Pesos as the rulebook writes them: $5 («5 $», PA-0.7). */
export function money(n) {
  const text = pgettext("pampero", "${n}", { n });
  return el("span", { class: "pa-money", title: text }, text);
}

/** Energy: the bolt and how much. */
export function energy(n) {
  return el("span", { class: "pa-energy", title: npgettext("pampero", "{n} energy", "{n} energy", n) },
    iconSvg("pa-bolt-icon", "-7 -7 14 14", boltG(0, 0, 13)), String(n));
}

/** Batteries: the battery and how many. */
export function batteries(n) {
  return el("span", { class: "pa-batt", title: npgettext("pampero", "{n} battery", "{n} batteries", n) },
    iconSvg("pa-batt-svg", "-5 -7 10 14", batteryG(0, 0, 12)), String(n));
}

/** An effect's words (from the reference) as a small chip. */
export function effectChip(text) {
  return el("span", { class: "pa-effect", title: text || "" }, text || "—");
}

/** A player's small disc (time disc, turn-order disc, owner). */
export function disc(seat, extra = "") {
  return el("span", { class: `pa-disc ${extra}`, style: `--pc:${playerColour(seat)}`, title: playerName(seat) });
}

/** Whether white or black reads better on a colour. */
export function inkOn(colour) {
  const c = /^#([0-9a-f]{6})$/i.exec(colour || "");
  if (!c) return "#fff";
  const n = parseInt(c[1], 16);
  const lum = 0.299 * ((n >> 16) & 255) + 0.587 * ((n >> 8) & 255) + 0.114 * (n & 255);
  return lum > 160 ? "#1d232b" : "#fff";
}

/** A tower (pylon) icon about (x, y). */
export function towerPath(x, y, s = 1, stroke = "#333") {
  return svg("path", {
    d: "M-4.6 7.2 0-7.2 4.6 7.2M-6.2-3.4H6.2M-3.2 2H3.2M-2.1-3.4 3.1 2M2.1-3.4-3.1 2",
    fill: "none", stroke, "stroke-width": 1.5, "stroke-linejoin": "round", transform: `translate(${x} ${y}) scale(${s})`,
  });
}

/** A wind turbine icon about (x, y). */
export function windPath(x, y, s = 1, stroke = "#333") {
  return svg("g", { transform: `translate(${x} ${y}) scale(${s})` },
    svg("path", { d: "M-.7 8 -.35-2.5H.35L.7 8Z", fill: stroke }),
    svg("path", { d: "M0-2.5 3.4-8.2 4.3-7.6ZM0-2.5 4.6 1.6 3.9 2.4ZM0-2.5-7-2.9-7-2Z", fill: stroke, stroke, "stroke-width": 0.9, "stroke-linejoin": "round" }),
    svg("circle", { cx: 0, cy: -2.5, r: 1.3, fill: stroke }));
}

/** A bulldozer marker about (x, y), in a colour. */
export function dozerG(x, y, fill, s = 1) {
  return svg("g", { class: "pa-dozer", transform: `translate(${x} ${y}) scale(${s})` },
    svg("path", { d: "M-3.6 1.6V-1.4H-1.2V-3.2H1.8V-1.4H3.4V1.6Z", fill, stroke: "#222", "stroke-width": 0.7 }),
    svg("path", { d: "M-5.4-1.8V2.4", stroke: "#222", "stroke-width": 1.2 }),
    svg("rect", { x: -3.8, y: 1.8, width: 7.4, height: 1.6, rx: 0.8, fill: "#333" }));
}
