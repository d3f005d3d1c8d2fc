// Barrage's map as a schematic SVG (issue 17): the three areas as bands, the 12 basins as boxes, the
// rivers between them as arrows, and in each basin its dam spaces (red frame: the 3-credit fee), conduit
// spaces (production value and destination basin) and powerhouse spaces; the four headstreams above.
// The layout (basin boxes) is the page's own, in barrage-board.json; sites are placed inside their basin.

import { _, pgettext, playerColour, playerName, svg } from "./common.js";

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
    onclick: on ? () => pick.get(id)() : null,
    onkeydown: on ? (e) => { if (e.key === "Enter" || e.key === " ") { e.preventDefault(); pick.get(id)(); } } : null,
  };
}

let lastDrops = null; // drops per dam space and headstream as last drawn: where water moved is marked

function dropsNow(map) {
  const out = new Map((map.headstreams || []).map((h) => [h.id, h.drops]));
  for (const [id, d] of Object.entries(map.dams || {})) out.set(id, d.drops);
  return out;
}

/** Draw the whole map into `node` (an <svg>): view.map, with `pick` (id → handler) for the clickable sites
 * and headstreams, `selected` the site chosen and `costs` (site → [{structure, cost, text}]) what building
 * on each legal site costs, shown beside it. */
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
  // headstreams
  const hs = Object.fromEntries((map.headstreams || []).map((h) => [h.id, h]));
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
    kids.push(g);
  }
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
    kids.push(svg("rect", { x, y, width: w, height: h, rx: 10, class: "bm-basin", "data-basin": b.id }),
      svg("text", { x: x + w - 8, y: y + h - 8, class: "bm-basin-no", "text-anchor": "end" }, String(b.n)));
    for (const id of b.dams) kids.push(damSite(id, pos[id], geo.dams[id], (map.dams || {})[id], pick, selected));
    for (const id of b.conduits) kids.push(conduitSite(id, pos[id], geo.conduits[id], geo, (map.conduits || {})[id], pick, selected));
    for (const id of b.powerhouses) kids.push(powerhouseSite(id, pos[id], geo.powerhouses[id], (map.powerhouses || {})[id], pick, selected));
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

function damSite(id, p, site, dam, pick, selected) {
  const built = dam && dam.height > 0;
  const title = built
    ? _("Dam space {site}: a dam of {owner}, height {h}, holding {n} drops", { site: id, owner: ownerName(dam.owner), h: dam.height, n: dam.drops })
    : _("Dam space {site}", { site: id }) + (site.red ? " · " + _("red frame: 3 credits more") : "");
  return svg("g", { ...pickAttrs(id, pick), class: siteClass("dam", id, site.red, pick, selected), "data-site": id },
    svg("title", {}, title),
    svg("rect", { x: p.x, y: p.y, width: 54, height: 44, rx: 4, class: "bm-frame" }),
    built ? svg("rect", { x: p.x + 4, y: p.y + 4, width: 46, height: 20, rx: 3, fill: ownerColour(dam.owner), class: "bm-dam" }) : null,
    built ? svg("text", { x: p.x + 27, y: p.y + 19, "text-anchor": "middle", class: "bm-height" }, `▲${dam.height}`) : null,
    svg("text", { x: p.x + 4, y: p.y - 3, class: "bm-small" }, id.endsWith("U") ? _("upper") : _("lower")),
    dam && dam.drops ? drops(dam.drops, p.x + 9, p.y + 34, 5) : null);
}

function conduitSite(id, p, site, geo, owner, pick, selected) {
  const built = owner !== undefined && owner !== null;
  const to = geo.basins.find((b) => b.id === site.to);
  return svg("g", { ...pickAttrs(id, pick), class: siteClass("conduit", id, false, pick, selected), "data-site": id },
    svg("title", {}, _("Conduit space {site}: production {n}, to basin {basin}", { site: id, n: site.production, basin: to.n })
      + (built ? " · " + ownerName(owner) : "")),
    svg("rect", { x: p.x, y: p.y, width: 50, height: 26, rx: 13, class: "bm-frame", style: built ? `fill:${ownerColour(owner)}` : null }),
    svg("text", { x: p.x + 25, y: p.y + 18, "text-anchor": "middle", class: `bm-prod ${built ? "on-colour" : ""}` },
      `${site.production}→${to.n}`));
}

function powerhouseSite(id, p, site, owner, pick, selected) {
  const built = owner !== undefined && owner !== null;
  return svg("g", { ...pickAttrs(id, pick), class: siteClass("powerhouse", id, site.red, pick, selected), "data-site": id },
    svg("title", {}, _("Powerhouse space {site}", { site: id }) + (site.red ? " · " + _("red frame: 3 credits more") : "")
      + (built ? " · " + ownerName(owner) : "")),
    svg("circle", { cx: p.x, cy: p.y, r: 14, class: "bm-frame", style: built ? `fill:${ownerColour(owner)}` : null }),
    svg("text", { x: p.x, y: p.y + 4, "text-anchor": "middle", class: `bm-small ${built ? "on-colour" : ""}` }, "⚡"));
}

/** A construction's cost in symbols (♟ engineers, ⚒ excavators, ⚙ mixers, + credits): one line, or two
 * (`split`: the machinery, then the rest). */
export function costShort(cost, split = false) {
  const machinery = [cost.excavators ? `⚒${cost.excavators}` : "", cost.mixers ? `⚙${cost.mixers}` : ""];
  const rest = [`♟${cost.engineers}`, cost.credits ? `+${cost.credits}` : ""];
  const words = (bits) => bits.filter(Boolean).join(" ");
  return split ? [words(machinery), words(rest)] : [words([rest[0], ...machinery, rest[1]])];
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
  const lines = list.flatMap(({ cost }) => costShort(cost, narrow));
  const w = Math.max(...lines.map((t) => t.length)) * 6.2 + 6;
  const h = lines.length * 12 + 3;
  return svg("g", { ...pickAttrs(id, pick), class: "bm-cost", "data-cost": id, tabindex: null, role: null },
    svg("title", {}, list.map((c) => c.text).join("\n")),
    svg("rect", { x: at.x - w / 2, y: at.y, width: w, height: h, rx: 4 }),
    lines.map((t, i) => svg("text", { x: at.x, y: at.y + 11 + i * 12, "text-anchor": "middle" }, t)));
}

// ---------------------------------------------------------------- water that flows, drop by drop

const SITE_ID = { dam: /\bD\d+[UL]\b/g, production: /(\d+)\D*?\b(D\d+[UL])\b.*?\b(C\d+[A-Z])\b.*?\b(P\d+_\d+)\b/ };
const HEADSTREAM_ID = /\bH[A-D]\b/g;
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

/** The drops that moved between two drawings, in order (BA-5, BA-20.3.2, BA-22, BA-23.3, BA-29), found from
 * the log's new lines by the ids they name (a production names its dam, conduit and powerhouse; drops put on
 * headstreams name them, with words after when they flow at once) and from the round's change (the
 * Water-flow phase): [{from, to, points}]. */
export function waterMoves(geo, before, after, lines) {
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
  const roundEnded = after.round !== before.round || (after.phase === "over" && before.phase !== "over");
  const roundLine = new RegExp(`(^|\\D)${after.round}:`);
  let flowed = !roundEnded;
  for (const line of lines) {
    if (!flowed && after.round !== before.round && roundLine.test(line)) { phase(); flowed = true; }
    for (const dam of line.match(SITE_ID.dam) || []) w.built(dam); // (a dam built, raised, or holding water)
    const p = SITE_ID.production.exec(line);
    if (p) {
      const [, n, dam, conduit, powerhouse] = p;
      if (w.dams[dam]) w.dams[dam].drops = Math.max(0, w.dams[dam].drops - Number(n));
      for (let i = 0; i < Number(n); i++) {
        const points = [[pos[dam].x + 27, pos[dam].y + 34], [pos[conduit].x + 25, pos[conduit].y + 13], [pos[powerhouse].x, pos[powerhouse].y]];
        moves.push({ from: dam, to: flowOne(geo, w, basinOf(powerhouse), points), points });
      }
      continue;
    }
    const heads = line.match(HEADSTREAM_ID);
    if (heads) {
      const rest = line.slice(line.lastIndexOf(heads[heads.length - 1]) + 2);
      if (/\p{L}/u.test(rest)) heads.forEach(fromHead); // flowing at once (BA-23.3)
      else for (const h of heads) w.heads[h] = (w.heads[h] || 0) + 1;
    }
  }
  if (!flowed) phase();
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
