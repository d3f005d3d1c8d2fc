// Barrage's map as a schematic SVG: the three areas as bands, the 12 basins as boxes, the
// rivers between them as arrows, and in each basin its dam spaces (upper: red-framed, lower), conduit
// spaces (production value and destination basin) and numbered powerhouse spaces; the four headstreams
// (A–D) above. The layout (basin boxes) is the page's own, in board.json; sites are placed inside
// their basin. Every site is named as the log names it (siteName): by what the map shows of it, never by
// the data's id. The map zooms (buttons, Ctrl + wheel, pinch) inside a frame that scrolls.

import { _, el, pgettext, playerColour, playerName, svg } from "../../common.js";

export const NEUTRAL = -2;
const DROP = "#2f7fd8";

export const AREA_NAME = {
  mountains: pgettext("barrage", "Mountains"), hills: pgettext("barrage", "Hills"), plains: pgettext("barrage", "Plains"),
};

/** The colour of a seat's pieces; neutral dams are grey. */
export function ownerColour(owner) {
  return owner === NEUTRAL ? "#8a8a8a" : playerColour(owner);
}

export function ownerName(owner) {
  return owner === NEUTRAL ? _("neutral") : playerName(owner);
}

/** The basin a site lies in (its entry of geo.basins). */
export function basinOf(geo, id) {
  return geo.basins.find((b) => b.dams.includes(id) || b.conduits.includes(id) || b.powerhouses.includes(id));
}

const basinNumber = (geo, basinId) => (geo.basins.find((b) => b.id === basinId) || { n: "?" }).n;

/** A site as the log names it (messages.py, the same words): "the upper dam space of basin 8". */
export function siteName(geo, id) {
  if (/^H[A-D]$/.test(id)) return _("headstream {letter}", { letter: id.slice(1) });
  const b = basinOf(geo, id);
  if (!b) return id;
  if (geo.dams[id]) {
    return id.endsWith("U") ? _("the upper dam space of basin {basin}", { basin: b.n }) : _("the lower dam space of basin {basin}", { basin: b.n });
  }
  if (geo.conduits[id]) return _("the conduit space from basin {basin} to basin {to}", { basin: b.n, to: basinNumber(geo, geo.conduits[id].to) });
  return _("powerhouse space {number} of basin {basin}", { number: id.split("_")[1], basin: b.n });
}

/** A site in short, as its label on the map reads (a chip): "8 · upper", "7 · 2→10", "9 · ⚡1". */
export function siteShort(geo, id) {
  const b = basinOf(geo, id);
  if (!b) return id.startsWith("H") ? id.slice(1) : id;
  if (geo.dams[id]) return `${b.n} · ${id.endsWith("U") ? pgettext("barrage dam", "upper") : pgettext("barrage dam", "lower")}`;
  if (geo.conduits[id]) return `${b.n} · ${geo.conduits[id].production}→${basinNumber(geo, geo.conduits[id].to)}`;
  return `${b.n} · ⚡${id.split("_")[1]}`;
}

/** Where each site lies: {id: {x, y, kind}} inside its basin's box. */
export function sitePositions(geo) {
  const pos = {};
  for (const b of geo.basins) {
    const [x, y, w, h] = b.box;
    b.dams.forEach((id, i) => { pos[id] = { x: x + 10 + i * 60, y: y + 26, kind: "dam" }; });
    b.conduits.forEach((id, i) => { pos[id] = { x: x + w - 114 + i * 56, y: y + 30, kind: "conduit" }; });
    const py = b.dams.length ? y + h - 24 : y + h / 2 + 8;
    b.powerhouses.forEach((id, i) => { pos[id] = { x: x + 30 + i * 40, y: py, kind: "powerhouse" }; });
  }
  return pos;
}

function drops(n, x, y, max = 6) {
  const out = [];
  for (let i = 0; i < Math.min(n, max); i++) {
    out.push(svg("circle", { cx: x + i * 9, cy: y, r: 3.6, fill: DROP, stroke: "#fff", "stroke-width": 0.8, class: "bm-drop" }));
  }
  if (n > max) out.push(svg("text", { x: x + max * 9, y: y + 3, class: "bm-small" }, `+${n - max}`));
  return out;
}

function pickAttrs(id, pick) {
  const on = pick && pick.has(id);
  return {
    class: on ? "pickable" : null,
    tabindex: on ? 0 : null,
    role: on ? "button" : null,
    onclick: on ? (e) => pick.get(id)(e.currentTarget) : null,
    onkeydown: on ? (e) => { if (e.key === "Enter" || e.key === " ") { e.preventDefault(); pick.get(id)(e.currentTarget); } } : null,
  };
}

let lastDrops = null; // drops per dam space and headstream as last drawn: where water moved is marked

function dropsNow(map) {
  const out = new Map((map.headstreams || []).map((h) => [h.id, h.drops]));
  for (const [id, d] of Object.entries(map.dams || {})) out.set(id, d.drops);
  return out;
}

/** Draw the whole map into `node` (an <svg>): view.map, with `pick` (id → handler, given the element clicked)
 * for the clickable sites and headstreams, `selected` the site chosen and `costs` (site → [{structure, cost, text}]) what building
 * on each legal site costs (the engine's: view.costs), shown beside it. */
export function drawMap(node, geo, view, { pick = new Map(), selected = null, costs = new Map() } = {}) {
  const map = view.map;
  const pos = sitePositions(geo);
  const boxes = Object.fromEntries(geo.basins.map((b) => [b.id, b.box]));
  node.setAttribute("viewBox", `0 0 ${geo.width} ${geo.height}`);
  node.classList.add("barrage-map");
  const kids = [svg("defs", {}, svg("marker", { id: "bm-arrow", viewBox: "0 0 10 10", refX: 8, refY: 5, markerWidth: 5,
    markerHeight: 5, orient: "auto-start-reverse" }, svg("path", { d: "M0 0 L10 5 L0 10 z", fill: DROP })))];
  for (const a of geo.areas) {
    kids.push(svg("rect", { x: 0, y: a.y, width: geo.width, height: a.h, class: `bm-band bm-${a.id}` }),
      svg("text", { x: geo.width - 8, y: a.y + a.h - 8, class: "bm-area", "text-anchor": "end" }, AREA_NAME[a.id]));
  }
  // rivers: from the bottom of a basin to the top of the next one
  for (const b of geo.basins) {
    if (!boxes[b.down]) continue;
    const [x, y, w, h] = b.box;
    const [dx, dy, dw] = boxes[b.down];
    const x1 = x + w / 2;
    const x2 = Math.max(dx + 20, Math.min(dx + dw - 20, x1));
    kids.push(svg("path", { d: `M${x1} ${y + h} C${x1} ${y + h + 30} ${x2} ${dy - 30} ${x2} ${dy - 2}`, class: "bm-river",
      "marker-end": "url(#bm-arrow)" }));
  }
  for (const b of geo.basins) {
    if (b.down !== "OFF_BOARD") continue;
    const [x, y, w, h] = b.box;
    kids.push(svg("path", { d: `M${x + w / 2} ${y + h} L${x + w / 2} ${geo.height - 2}`, class: "bm-river", "marker-end": "url(#bm-arrow)" }));
  }
  // headstreams (in a row of their own: a box about them opens beside the row, leaving each in sight)
  const hs = Object.fromEntries((map.headstreams || []).map((h) => [h.id, h]));
  const heads = svg("g", { class: "bm-heads" });
  for (const h of geo.headstreams) {
    const [x, y, w] = boxes[h.feeds];
    const cx = x + w / 2;
    const d = hs[h.id] || { drops: 0, per_round: [] };
    kids.push(svg("path", { d: `M${cx} 44 L${cx} ${y - 2}`, class: "bm-river", "marker-end": "url(#bm-arrow)" }));
    const g = svg("g", { ...pickAttrs(h.id, pick), "data-site": h.id, class: `bm-head ${pick.has(h.id) ? "pickable" : ""}` },
      svg("title", {}, _("Headstream {h}: {n} drops waiting; its tile brings {list} in the next rounds",
        { h: h.id.slice(1), n: d.drops, list: d.per_round.join(", ") })),
      svg("rect", { x: cx - 70, y: 4, width: 140, height: 40, rx: 8, class: "bm-head-tile" }),
      svg("text", { x: cx - 62, y: 20, class: "bm-label" }, h.id.slice(1)),
      svg("text", { x: cx - 62, y: 37, class: "bm-small" }, d.per_round.map((n) => `+${n}`).join(" ")),
      drops(d.drops, cx - 30, 18, 10));
    heads.append(g);
  }
  kids.push(heads);
  // conduits' destinations, faint
  for (const [id, c] of Object.entries(geo.conduits)) {
    const p = pos[id];
    const [dx, dy, dw] = boxes[c.to];
    const owned = map.conduits && map.conduits[id] !== undefined;
    kids.push(svg("line", { x1: p.x + 24, y1: p.y + 24, x2: dx + dw / 2, y2: dy + 4, class: `bm-pipe ${owned ? "built" : ""}`,
      style: owned ? `stroke:${ownerColour(map.conduits[id])}` : null }));
  }
  for (const b of geo.basins) {
    const [x, y, w, h] = b.box;
    kids.push(svg("rect", { x, y, width: w, height: h, rx: 10, class: "bm-basin", "data-basin": b.id },
      svg("title", {}, _("basin {n}", { n: b.n }))),
    svg("text", { x: x + w - 8, y: y + h - 8, class: "bm-basin-no", "text-anchor": "end" }, String(b.n)));
    for (const id of b.dams) kids.push(damSite(geo, id, pos[id], geo.dams[id], (map.dams || {})[id], pick, selected));
    for (const id of b.conduits) kids.push(conduitSite(id, pos[id], geo.conduits[id], geo, (map.conduits || {})[id], pick, selected));
    for (const id of b.powerhouses) kids.push(powerhouseSite(geo, id, pos[id], geo.powerhouses[id], (map.powerhouses || {})[id], pick, selected));
  }
  for (const [id, list] of costs) if (pos[id]) kids.push(costTag(id, pos[id], list, pick));
  node.replaceChildren(...kids);
  if (flowLayer) node.append(flowLayer); // (drops still moving keep moving)
  // water that moved since the last drawing (a flow, a production, drops placed) pulses where it changed
  const now = dropsNow(map);
  if (lastDrops) {
    for (const [id, n] of now) {
      if ((lastDrops.get(id) || 0) !== n) node.querySelector(`[data-site="${id}"]`)?.classList.add("bm-changed");
    }
    for (const id of lastDrops.keys()) if (!now.has(id)) node.querySelector(`[data-site="${id}"]`)?.classList.add("bm-changed");
  }
  lastDrops = now;
}

function siteClass(kind, id, red, pick, selected) {
  return ["bm-site", `bm-${kind}`, red ? "red-frame" : "", pick.has(id) ? "pickable" : "", selected === id ? "selected" : ""].join(" ");
}

function damSite(geo, id, p, site, dam, pick, selected) {
  const built = dam && dam.height > 0;
  const name = siteName(geo, id);
  const title = built
    ? _("{site}: a dam of {owner}, height {h}, holding {n} drops", { site: name, owner: ownerName(dam.owner), h: dam.height, n: dam.drops })
    : name + (site.red ? " · " + _("red frame: 3 credits more") : "");
  return svg("g", { ...pickAttrs(id, pick), class: siteClass("dam", id, site.red, pick, selected), "data-site": id },
    svg("title", {}, title),
    svg("rect", { x: p.x, y: p.y, width: 54, height: 44, rx: 4, class: "bm-frame" }),
    built ? svg("rect", { x: p.x + 4, y: p.y + 4, width: 46, height: 20, rx: 3, fill: ownerColour(dam.owner), class: "bm-dam" }) : null,
    built ? svg("text", { x: p.x + 27, y: p.y + 19, "text-anchor": "middle", class: "bm-height" }, `▲${dam.height}`) : null,
    svg("text", { x: p.x + 4, y: p.y - 3, class: "bm-small bm-dam-label" }, id.endsWith("U") ? pgettext("barrage dam", "upper") : pgettext("barrage dam", "lower")),
    dam && dam.drops ? drops(dam.drops, p.x + 9, p.y + 34, 5) : null);
}

function conduitSite(id, p, site, geo, owner, pick, selected) {
  const built = owner !== undefined && owner !== null;
  const to = geo.basins.find((b) => b.id === site.to);
  return svg("g", { ...pickAttrs(id, pick), class: siteClass("conduit", id, false, pick, selected), "data-site": id },
    svg("title", {}, _("{site}: production value {n}", { site: siteName(geo, id), n: site.production })
      + (built ? " · " + ownerName(owner) : "")),
    svg("rect", { x: p.x, y: p.y, width: 50, height: 26, rx: 13, class: "bm-frame", style: built ? `fill:${ownerColour(owner)}` : null }),
    svg("text", { x: p.x + 25, y: p.y + 18, "text-anchor": "middle", class: `bm-prod ${built ? "on-colour" : ""}` },
      `${site.production}→${to.n}`));
}

function powerhouseSite(geo, id, p, site, owner, pick, selected) {
  const built = owner !== undefined && owner !== null;
  return svg("g", { ...pickAttrs(id, pick), class: siteClass("powerhouse", id, site.red, pick, selected), "data-site": id },
    svg("title", {}, siteName(geo, id) + (site.red ? " · " + _("red frame: 3 credits more") : "")
      + (built ? " · " + ownerName(owner) : "")),
    svg("circle", { cx: p.x, cy: p.y, r: 14, class: "bm-frame", style: built ? `fill:${ownerColour(owner)}` : null }),
    svg("text", { x: p.x, y: p.y + 4, "text-anchor": "middle", class: `bm-small bm-ph-no ${built ? "on-colour" : ""}` }, `⚡${id.split("_")[1]}`));
}

/** A cost in symbols (♟ engineers, ⚒ excavators, ⚙ mixers, + credits): one line, or two (`split`: the
 * machinery, then the rest). A cost to be paid one of several ways (view.costs' `ways`) shows them with "/". */
export function costShort(cost, split = false) {
  const words = (bits) => bits.filter(Boolean).join(" ");
  const machinery = (c) => words([c.excavators ? `⚒${c.excavators}` : "", c.mixers ? `⚙${c.mixers}` : ""]);
  const rest = [cost.engineers ? `♟${cost.engineers}` : "", cost.credits ? `+${cost.credits}` : ""];
  if (cost.ways) { // (the cheapest in credits, "…" for the others: they are in the tag's title and the panel)
    const ways = cost.ways.slice(0, 1).map((w) => words([machinery(w), w.credits ? `+${w.credits}` : ""]) || "0").join("")
      + (cost.ways.length > 1 ? " …" : "");
    return split ? [ways, words(rest)] : [words([rest[0], ways, rest[1]])];
  }
  return split ? [machinery(cost), words(rest)] : [words([rest[0], machinery(cost), rest[1]])];
}

/** Where a site's cost tag goes: under a dam's frame or a conduit, under a powerhouse. */
function tagAnchor(p) {
  if (p.kind === "dam") return { x: p.x + 27, y: p.y + 47 };
  if (p.kind === "conduit") return { x: p.x + 25, y: p.y + 29 };
  return { x: p.x, y: p.y + 16 };
}

/** A legal site's full cost (BA-16.2, BA-17): engineers, machinery, credits, one line per structure
 * that may be built there; clicking it picks the site. */
function costTag(id, p, list, pick) {
  const at = tagAnchor(p);
  const narrow = p.kind === "powerhouse"; // (powerhouse spaces stand close: machinery above, the rest below)
  const lines = list.flatMap(({ cost }) => costShort(cost, narrow)).filter(Boolean);
  const w = Math.max(...lines.map((t) => t.length)) * 6.2 + 6;
  const h = lines.length * 12 + 3;
  return svg("g", { ...pickAttrs(id, pick), class: "bm-cost", "data-cost": id, tabindex: null, role: null },
    svg("title", {}, list.map((c) => c.text).join("\n")),
    svg("rect", { x: at.x - w / 2, y: at.y, width: w, height: h, rx: 4 }),
    lines.map((t, i) => svg("text", { x: at.x, y: at.y + 11 + i * 12, "text-anchor": "middle" }, t)));
}

// ---------------------------------------------------------------- water that flows, drop by drop

const GRAZIANO = "graziano_del_monte";

/** The drops of the map as a table the flow below changes (BA-4.6, BA-35.2: a height-3 dam of Graziano del
 * Monte's seat holds 4): the old view's, each dam taking its new owner and height where a line names it
 * (`built`). */
function waters(before, after) {
  const dams = {};
  for (const [id, d] of Object.entries(before.map.dams || {})) dams[id] = { ...d };
  const built = (id) => {
    const d = (after.map.dams || {})[id];
    if (d) dams[id] = { ...d, drops: dams[id] ? dams[id].drops : 0 };
  };
  const graziano = after.seats.map((s) => s.officer === GRAZIANO || s.copied === GRAZIANO);
  const capacity = (d) => (d.owner >= 0 && graziano[d.owner] && d.height === 3 ? 4 : d.height);
  const heads = Object.fromEntries((before.map.headstreams || []).map((h) => [h.id, h.drops]));
  return { dams, capacity, heads, built };
}

/** One drop entering `basin` (BA-5.5): it stops at the first dam of the basin, upper then lower, with room,
 * else goes down the river to the next basin, or off the map. Points along its way: [x, y]. */
function flowOne(geo, w, basin, points) {
  const byId = Object.fromEntries(geo.basins.map((b) => [b.id, b]));
  const pos = sitePositions(geo);
  let b = byId[basin];
  while (b) {
    const [x, y, wd, h] = b.box;
    for (const id of b.dams) {
      const d = w.dams[id];
      if (d && d.height > 0 && d.drops < w.capacity(d)) {
        d.drops += 1;
        points.push([pos[id].x + 27, pos[id].y + 34]);
        return id;
      }
    }
    points.push([x + wd / 2, y + h]);
    const next = byId[b.down];
    if (!next) {
      points.push([x + wd / 2, geo.height]);
      return "off";
    }
    const [dx, dy, dw] = next.box;
    points.push([Math.max(dx + 20, Math.min(dx + dw - 20, x + wd / 2)), dy]);
    b = next;
  }
  return "off";
}

/** The drops that moved between two drawings, in order (BA-5, BA-20.3.2, BA-22, BA-23.3, BA-29), read from
 * the log's new entries as data (`log_data`: each event's kind and args) and the views: a production sends
 * its drops from its dam through its conduit and powerhouse on down the rivers; drops put on headstreams
 * wait there, or flow at once; the Water-flow phase (a "water.flow" that follows no production) lets every
 * waiting drop flow; a tile's drops fill their dam where they are (no move). [{from, to, points}]. */
export function waterMoves(geo, before, after, events) {
  const w = waters(before, after);
  const pos = sitePositions(geo);
  const boxes = Object.fromEntries(geo.basins.map((b) => [b.id, b.box]));
  const basinOf = (site) => geo.basins.find((b) => b.powerhouses.includes(site) || b.dams.includes(site)).id;
  const feeds = Object.fromEntries(geo.headstreams.map((h) => [h.id, h.feeds]));
  const moves = [];
  const fromHead = (h) => {
    const [x, y, wd] = boxes[feeds[h]];
    const points = [[x + wd / 2, 24], [x + wd / 2, y]];
    moves.push({ from: h, to: flowOne(geo, w, feeds[h], points), points });
  };
  const phase = () => { // every drop waiting on the headstream tiles, tiles left to right (BA-29.2)
    for (const h of geo.headstreams) for (let i = 0; i < (w.heads[h.id] || 0); i++) fromHead(h.id);
    w.heads = {};
  };
  let producing = false; // a production's own "water.flow" follows it
  for (const e of events || []) {
    const a = e.args || {};
    if (["build", "put", "automa.build", "automa.put"].includes(e.kind) && geo.dams[a.site]) w.built(a.site);
    else if (e.kind === "produce" && a.drops) {
      const { dam, conduit, powerhouse, drops } = a;
      w.built(dam);
      if (w.dams[dam]) w.dams[dam].drops = Math.max(0, w.dams[dam].drops - drops);
      for (let i = 0; i < drops; i++) {
        const points = [[pos[dam].x + 27, pos[dam].y + 34], [pos[conduit].x + 25, pos[conduit].y + 13], [pos[powerhouse].x, pos[powerhouse].y]];
        moves.push({ from: dam, to: flowOne(geo, w, basinOf(powerhouse), points), points });
      }
      producing = true;
    } else if (e.kind === "water.flow") {
      if (!producing) phase();
      producing = false;
    } else if (e.kind === "drops") {
      const heads = (a.headstreams || []).map((k) => geo.headstreams[k].id);
      if (a.flow) heads.forEach(fromHead); // flowing at once (BA-23.3)
      else for (const h of heads) w.heads[h] = (w.heads[h] || 0) + 1;
    } else if (e.kind === "tile.drops") {
      w.built(a.dam);
      if (w.dams[a.dam]) w.dams[a.dam].drops += a.drops;
    }
  }
  return moves;
}

const MAX_DROPS = 24;
const GAP_MS = 260;
const SPEED = 0.9; // viewBox units per millisecond
let flowLayer = null;

function reducedMotion() {
  return Boolean(window.matchMedia && window.matchMedia("(prefers-reduced-motion: reduce)").matches);
}

/** Keep the layer of moving drops on top of the map across drawings (it never takes a click). */
function layerOf(node) {
  if (!flowLayer) flowLayer = svg("g", { class: "bm-flow", "pointer-events": "none", "aria-hidden": "true" });
  if (flowLayer.parentNode !== node) node.append(flowLayer);
  else if (node.lastChild !== flowLayer) node.append(flowLayer);
  return flowLayer;
}

/** Animate the drops that moved, one after another, each along the river from where it started to the dam
 * where it stopped or off the map; nothing moves for a reader who asks for reduced motion. */
export function animateWater(node, moves) {
  const layer = layerOf(node);
  layer.dataset.moves = String(moves.length);
  if (!moves.length || reducedMotion()) return;
  const start = performance.now();
  moves.slice(0, MAX_DROPS).forEach((m, i) => {
    const legs = m.points.slice(1).map((p, k) => Math.hypot(p[0] - m.points[k][0], p[1] - m.points[k][1]));
    const length = legs.reduce((a, b) => a + b, 0);
    const duration = Math.max(500, length / SPEED);
    const drop = svg("circle", { r: 6, cx: m.points[0][0], cy: m.points[0][1], class: "bm-flow-drop",
      "data-from": m.from, "data-to": m.to, opacity: 0 });
    layer.append(drop);
    const step = (now) => {
      const t = (now - start - i * GAP_MS) / duration;
      if (t >= 1.25 || !drop.isConnected) { drop.remove(); return; }
      if (t >= 0) {
        let d = Math.min(1, t) * length;
        let k = 0;
        while (k < legs.length - 1 && d > legs[k]) d -= legs[k++];
        const f = legs[k] ? Math.min(1, d / legs[k]) : 1;
        const [a, b] = [m.points[k], m.points[k + 1] || m.points[k]];
        drop.setAttribute("cx", a[0] + (b[0] - a[0]) * f);
        drop.setAttribute("cy", a[1] + (b[1] - a[1]) * f);
        drop.setAttribute("opacity", t > 1 ? String(Math.max(0, 1 - (t - 1) * 4)) : "1");
      }
      requestAnimationFrame(step);
    };
    requestAnimationFrame(step);
  });
}

// ---------------------------------------------------------------- zoom

const ZOOM_MAX = 4;
const ZOOM_STEP = 1.5;
let zoomLevel = 1;

/** The zoom at which the whole map's width fits its frame (a phone's map is drawn wider than the screen). */
function fitZoom(wrap, node) {
  const width = node.getBoundingClientRect().width / zoomLevel;
  return width > 0 ? Math.min(1, wrap.clientWidth / width) : 1;
}

/** Set the map's zoom (its width: the frame's, or on a phone the readable 720 px, times `level`), keeping the
 * point `at` of the frame ({x, y} in its pixels; its middle by default) where it is. */
export function setZoom(wrap, node, level, at = null) {
  const z = Math.max(fitZoom(wrap, node), Math.min(ZOOM_MAX, level));
  const f = z / zoomLevel;
  const p = at || { x: wrap.clientWidth / 2, y: wrap.clientHeight / 2 };
  const cx = wrap.scrollLeft + p.x;
  const cy = wrap.scrollTop + p.y;
  zoomLevel = z;
  node.style.setProperty("--ba-zoom", String(z));
  wrap.classList.toggle("ba-zoomed", z > 1.001);
  wrap.dataset.zoom = z.toFixed(2);
  wrap.scrollLeft = cx * f - p.x;
  wrap.scrollTop = cy * f - p.y;
}

/** The zoom buttons (−, +, the whole map), and the wheel with Ctrl (a touchpad's pinch) and two fingers'
 * pinch on the frame; one finger, or the scroll bars, move the zoomed map in its frame. */
export function zoomTools(wrap, node) {
  const button = (id, text, label, onclick) => el("button", { type: "button", class: "btn small", id, title: label,
    "aria-label": label, onclick }, text);
  const where = (e) => {
    const r = wrap.getBoundingClientRect();
    return { x: e.clientX - r.left, y: e.clientY - r.top };
  };
  wrap.addEventListener("wheel", (e) => {
    if (!e.ctrlKey) return; // (a plain wheel scrolls the page)
    e.preventDefault();
    const lines = e.deltaMode === 1 ? 16 : e.deltaMode === 2 ? 400 : 1; // (a wheel's notch: 100 px, or 3 lines)
    setZoom(wrap, node, zoomLevel * Math.exp(-e.deltaY * lines * 0.0025), where(e));
  }, { passive: false });
  const touches = new Map();
  let pinch = null;
  const gap = () => {
    const [a, b] = [...touches.values()];
    return { d: Math.hypot(a.clientX - b.clientX, a.clientY - b.clientY), mid: { clientX: (a.clientX + b.clientX) / 2, clientY: (a.clientY + b.clientY) / 2 } };
  };
  wrap.addEventListener("pointerdown", (e) => {
    if (e.pointerType !== "touch") return;
    touches.set(e.pointerId, e);
    if (touches.size === 2) pinch = { ...gap(), z: zoomLevel };
  });
  wrap.addEventListener("pointermove", (e) => {
    if (!touches.has(e.pointerId)) return;
    touches.set(e.pointerId, e);
    if (pinch && touches.size === 2) {
      const now = gap();
      if (pinch.d > 0) setZoom(wrap, node, pinch.z * (now.d / pinch.d), where(now.mid));
    }
  });
  const lift = (e) => {
    touches.delete(e.pointerId);
    if (touches.size < 2) pinch = null;
  };
  for (const type of ["pointerup", "pointercancel", "pointerleave"]) wrap.addEventListener(type, lift);
  let gesture = 1; // Safari's own pinch events
  wrap.addEventListener("gesturestart", (e) => { e.preventDefault(); gesture = zoomLevel; });
  wrap.addEventListener("gesturechange", (e) => { e.preventDefault(); setZoom(wrap, node, gesture * e.scale); });
  return el("span", { class: "zoom-group ba-zoom" },
    button("ba-zoom-out", "−", _("zoom out"), () => setZoom(wrap, node, zoomLevel / ZOOM_STEP)),
    button("ba-zoom-in", "+", _("zoom in"), () => setZoom(wrap, node, zoomLevel * ZOOM_STEP)),
    button("ba-zoom-fit", "⤢", _("the whole map"), () => setZoom(wrap, node, 0)));
}
