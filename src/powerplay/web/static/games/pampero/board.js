// Pampero's game board as one schematic SVG (PA-3): zones A, B and C as coloured regions (zone A's
// sectors A1–A3 in the north, the Río Negro, B1 and B2, then zone C), each sector holding its building
// sites (tower, wind farm, mixed; grey starting sites), its contract slots (the token's market symbols
// with their income arrows, and the energy cost; a transformer once fulfilled), its link token spaces
// with their link lines, its parking space; Argentina and Brazil beside zone B with their face-up
// external market cards; the solar track, the storage zone and the general battery supply. The layout
// is the page's own (no board image exists): each sector flows its pieces in rows.

import { _, el, ngettext, npgettext, playerColour, playerName, svg } from "../../common.js";
import {
  ZONE_FILL, ZONE_INK, batteryG, boltG, countryName, dozerG, inkOn, label, pickable, symbolG, symbolsRow, towerPath, windPath,
} from "./icons.js";

const W = 1000;
const H = 634;
const AB = 248; // the line between zones A and B (the Río Negro)
const BC = 440; // between zones B and C
/** Where each sector lies: zone A across the north, B between Argentina and Brazil, C in the south. */
const SECTORS = {
  A1: [0, 0, 333, AB], A2: [333, 0, 334, AB], A3: [667, 0, 333, AB],
  B1: [80, AB, 420, BC - AB], B2: [500, AB, 420, BC - AB],
  C: [80, BC, 500, H - BC],
};
const COUNTRIES = { Argentina: [0, AB, 80, BC - AB], Brazil: [920, AB, 80, BC - AB] };
const SOLAR = [588, BC + 6, 404, 112];
const STORAGE_BOX = [588, BC + 124, 220, 64];
const SUPPLY_BOX = [816, BC + 124, 176, 64];

const SITE_R = 12;
const SITE_W = 30;
const SITE_H = 44;
const CARD_W = 50;
const CARD_H = 44;
const SLOT_W = 56;
const SLOT_H = 54;
const LINK_W = 124;
const LINK_H = 54;

/** The board in its card: the SVG (#pa-board) in a frame that scrolls sideways on a phone, and a legend. */
export function board(view, ref, opts = {}) {
  const node = svg("svg", { id: "pa-board", class: "pa-board", viewBox: `0 0 ${W} ${H}`, role: "img", "aria-label": _("Game board") });
  draw(node, view, ref, opts);
  return el("section", { class: "card pa-board-card", id: "pa-board-card" },
    el("h2", {}, _("Game board")),
    el("div", { class: "pa-board-frame" }, node),
    legend(ref));
}

function draw(node, view, ref, opts) {
  const players = (view.options && view.options.players) || view.players.length;
  const inPlay = (thing) => !thing.min_players || thing.min_players <= players;
  const layout = placeAll(ref, inPlay);
  const back = [];
  const lines = [];
  const front = [];
  // the regions
  for (const [sector, [x, y, w, h]] of Object.entries(SECTORS)) {
    const zone = sectorZone(ref, sector);
    back.push(svg("rect", { x: x + 1, y: y + 1, width: w - 2, height: h - 2, rx: 10, class: `pa-sector zone-${zone}`,
      fill: ZONE_FILL[zone], "data-sector": sector }, svg("title", {}, sector === zone ? _("Zone {zone}", { zone }) : `${sector} · ${_("Zone {zone}", { zone })}`)),
    svg("text", { x: x + 10, y: y + 22, class: "pa-sector-name", fill: ZONE_INK[zone] }, sector));
  }
  // the Río Negro between zones A and B
  back.push(svg("path", { d: `M80 ${AB} C190 ${AB - 14} 260 ${AB + 16} 380 ${AB + 2} S560 ${AB - 12} 660 ${AB + 4} S830 ${AB + 14} 920 ${AB - 2}`, class: "pa-river" }));
  for (const [country, box] of Object.entries(COUNTRIES)) back.push(...countryPanel(country, box, view, ref));
  // connected slots and contract pairs (PA-16.6, PA-16.8), link lines (PA-16.9)
  const done = new Set();
  for (const [id, s] of Object.entries(ref.contract_slots)) {
    const a = layout.slots[id];
    if (!a) continue;
    if (s.connected && layout.slots[s.connected] && !done.has(s.connected)) {
      const b = layout.slots[s.connected];
      lines.push(svg("path", { d: `M${a.x + CARD_W / 2} ${a.y + CARD_H / 2}L${b.x + CARD_W / 2} ${b.y + CARD_H / 2}`, class: "pa-connected" },
        svg("title", {}, _("Connected contract slots: one action may fulfil both"))));
    }
    if (s.pair && layout.slots[s.pair] && !done.has(s.pair)) {
      const b = layout.slots[s.pair];
      const yb = Math.max(a.y, b.y) + CARD_H + 4;
      lines.push(svg("path", { d: `M${a.x + CARD_W / 2} ${a.y + CARD_H}V${yb}H${b.x + CARD_W / 2}V${b.y + CARD_H}`, class: "pa-pair" },
        svg("title", {}, _("A contract pair: only one of the two can be fulfilled"))));
    }
    done.add(id);
  }
  const unlocked = new Set(view.unlocked_lines || []);
  for (const [id, link] of Object.entries(ref.link_slots)) {
    const at = layout.links[id];
    if (!at) continue;
    for (const line of link.lines) {
      const open = unlocked.has(line.id);
      for (const slot of line.slots) {
        const b = layout.slots[slot];
        if (!b) continue;
        const bx = b.x + CARD_W / 2;
        const by = b.y + (b.y > at.y ? 0 : CARD_H);
        const mx = (at.x + bx) / 2;
        const my = Math.min(at.y, by) - 16;
        lines.push(svg("path", { d: `M${at.x} ${at.y}Q${mx} ${my} ${bx} ${by}`, class: `pa-link-line ${open ? "open" : ""}` },
          svg("title", {}, `${label(link.name)}: ${open ? _("link unlocked") : _("link locked")}`)));
      }
    }
  }
  // sites with their structures and bulldozers (PA-3.5, PA-3.7)
  const dozers = dozersAt(view);
  for (const [id, at] of Object.entries(layout.sites)) front.push(siteNode(id, at, ref.sites[id], view, dozers.get(id) || [], opts));
  for (const [id, at] of Object.entries(layout.slots)) front.push(slotNode(id, at, ref, view, opts));
  for (const [id, at] of Object.entries(layout.links)) front.push(linkNode(id, at, ref, view, opts));
  for (const [id, at] of Object.entries(layout.parking)) front.push(parkingNode(id, at, ref, dozers.get(id) || [], opts));
  front.push(solarTrack(ref, view, opts), storageNode(ref, dozers.get("STORAGE") || [], opts), supplyNode(view));
  node.replaceChildren(...back, ...lines, ...front);
}

function sectorZone(ref, sector) {
  return Object.keys(ref.zones).find((z) => ref.zones[z].includes(sector)) || sector[0];
}

// ---------------------------------------------------------------- layout

/** Every piece's place: each sector's sites (its grey starting sites in a row of their own), then its
 * contract slots, then its link token spaces and parking space, each group in rows. */
function placeAll(ref, inPlay) {
  const out = { sites: {}, slots: {}, links: {}, parking: {} };
  for (const [sector, [x, y, w]] of Object.entries(SECTORS)) {
    let cy = y + 28;
    const flow = (ids, iw, ih, put, pad = 12) => {
      if (!ids.length) return;
      let cx = x + pad;
      for (const id of ids) {
        if (cx + iw > x + w - 6) { cx = x + pad; cy += ih; }
        put(id, cx, cy);
        cx += iw;
      }
      cy += ih;
    };
    const sites = Object.entries(ref.sites).filter(([, s]) => s.sector === sector && inPlay(s));
    const site = (id, cx, cy0) => { out.sites[id] = { x: cx + SITE_W / 2, y: cy0 + SITE_R + 2 }; };
    flow(sites.filter(([, s]) => !s.grey).map(([id]) => id), SITE_W, SITE_H, site, 40);
    flow(sites.filter(([, s]) => s.grey).map(([id]) => id), SITE_W, SITE_H, site, 40);
    const slots = Object.entries(ref.contract_slots).filter(([, s]) => s.sector === sector && inPlay(s)).map(([id]) => id);
    flow(slots, SLOT_W, SLOT_H, (id, cx, cy0) => { out.slots[id] = { x: cx, y: cy0 }; });
    const links = Object.entries(ref.link_slots).filter(([, l]) => l.sector === sector).map(([id]) => ["link", id]);
    const parks = Object.entries(ref.parking).filter(([, p]) => p.sector === sector).map(([id]) => ["park", id]);
    flow([...links, ...parks], LINK_W, LINK_H, ([kind, id], cx, cy0) => {
      (kind === "link" ? out.links : out.parking)[id] = { x: cx + 18, y: cy0 + 17 };
    });
  }
  return out;
}

/** The bulldozers by where they stand: place → [seat, …] (PA-3.7). */
function dozersAt(view) {
  const at = new Map();
  view.players.forEach((p, seat) => {
    for (const place of p.bulldozers) {
      if (place === "supply") continue;
      if (!at.has(place)) at.set(place, []);
      at.get(place).push(seat);
    }
  });
  return at;
}

function dozerRow(seats, x, y, perRow = 3) {
  return seats.map((seat, k) => {
    const row = Math.floor(k / perRow);
    const inRow = Math.min(perRow, seats.length - row * perRow);
    const col = k % perRow;
    return dozerG(x + (col - (inRow - 1) / 2) * 13, y + row * 10, playerColour(seat), 1.25);
  });
}

const dozerWords = (seats) => (seats.length
  ? ngettext("Bulldozer: {players}", "Bulldozers: {players}", seats.length, { players: seats.map((s) => playerName(s)).join(", ") })
  : null);

// ---------------------------------------------------------------- pieces

/** A building site (PA-3.5): its kind's icon; a structure in its owner's colour; the bulldozers beside it. */
function siteNode(id, at, site, view, seats, opts) {
  const built = view.structures[id];
  const owner = built ? built.seat : null;
  const colour = built ? playerColour(owner) : null;
  const title = [label(site.name),
    built ? (built.kind === "tower" ? _("A tower of {player}", { player: playerName(owner) }) : _("A wind farm of {player}", { player: playerName(owner) })) : null,
    dozerWords(seats)].filter(Boolean).join("\n");
  const g = svg("g", { class: `pa-site ${site.type} ${site.grey ? "grey" : ""} ${built ? "built" : ""}`, "data-site": id,
    "data-type": site.type, "data-seat": built ? owner : null },
  svg("title", {}, title),
  svg("circle", { cx: at.x, cy: at.y, r: SITE_R, class: "pa-site-bg", style: built ? `fill:${colour}` : null }));
  const ink = built ? inkOn(colour) : "#3b4552";
  if (built) g.append(built.kind === "tower" ? towerPath(at.x, at.y, 0.95, ink) : windPath(at.x, at.y, 0.95, ink));
  else if (site.type === "tower") g.append(towerPath(at.x, at.y, 0.95, ink));
  else if (site.type === "wind") g.append(windPath(at.x, at.y, 0.95, ink));
  else g.append(towerPath(at.x - 4.5, at.y, 0.62, ink), windPath(at.x + 4.8, at.y, 0.62, ink));
  g.append(...dozerRow(seats, at.x, at.y + SITE_R + 5));
  return pickable(g, `site:${id}`, opts);
}

/** A transformer of a player on a slot: the contract is theirs (PA-16.3). */
function transformerG(cx, cy, t) {
  const colour = playerColour(t.seat);
  return svg("g", { class: "pa-transformer", "data-seat": t.seat },
    svg("rect", { x: cx - 9, y: cy - 11, width: 18, height: 22, rx: 3, fill: colour, stroke: "#222", "stroke-width": 0.8 }),
    svg("text", { x: cx, y: cy + 4.5, "text-anchor": "middle", class: "pa-tr-no", fill: inkOn(colour) }, String(t.number)));
}

/** What a token costs, in icons: the slot's energy, or a remote token's ways to pay (PA-16.2, PA-17.1). */
function costG(ways, cx, y) {
  const parts = [];
  const items = [];
  ways.forEach((w, k) => {
    if (k) items.push(["or"]);
    if (w.energy) items.push(["energy", w.energy]);
    if (w.energy && w.batteries) items.push(["and"]);
    if (w.batteries) items.push(["battery", w.batteries]);
  });
  const width = (it) => (it[0] === "or" || it[0] === "and" ? 7 : 16);
  let x = cx - items.reduce((s, it) => s + width(it), 0) / 2;
  for (const it of items) {
    if (it[0] === "or") parts.push(svg("text", { x: x + 3.5, y: y + 3.5, "text-anchor": "middle", class: "pa-cost-sep" }, "/"));
    else if (it[0] === "and") parts.push(svg("text", { x: x + 3.5, y: y + 3.5, "text-anchor": "middle", class: "pa-cost-sep" }, "+"));
    else {
      parts.push(svg("text", { x: x + 5, y: y + 4, "text-anchor": "end", class: "pa-cost" }, String(it[1])),
        it[0] === "energy" ? boltG(x + 10.5, y, 9) : batteryG(x + 10.5, y, 9));
    }
    x += width(it);
  }
  return parts;
}

/** A contract slot (PA-11): its token's market symbols with their income arrows and its cost, or the
 * transformer of the player who fulfilled it, or nothing when its pair's other token was taken. */
function slotNode(id, at, ref, view, opts) {
  const s = ref.contract_slots[id];
  const token = view.contracts[id];
  const t = token ? ref.contracts[token] : null;
  const tr = view.transformers[id];
  const cx = at.x + CARD_W / 2;
  const ways = s.kind === "remote" ? (t ? t.costs : []) : [{ energy: s.energy_cost, batteries: 0 }];
  const costText = s.kind === "remote" ? (t ? t.costs.map((c) => c.text).join(" / ") : "")
    : npgettext("pampero", "{n} energy", "{n} energy", s.energy_cost);
  const title = [label(s.name), t ? t.name : null, t && costText ? _("Cost: {cost}", { cost: costText }) : null,
    tr ? _("Fulfilled by {player} (transformer {n})", { player: playerName(tr.seat), n: tr.number }) : null,
    !t && !tr ? _("Its token has left the game") : null].filter(Boolean).join("\n");
  const g = svg("g", { class: `pa-slot ${s.kind} ${tr ? "taken" : ""} ${!t && !tr ? "gone" : ""}`, "data-slot": id,
    "data-seat": tr ? tr.seat : null },
  svg("title", {}, title),
  svg("rect", { x: at.x, y: at.y, width: CARD_W, height: CARD_H, rx: 5, class: "pa-card-bg" }));
  if (s.kind === "standard") g.append(svg("text", { x: at.x + 3.5, y: at.y + 9, class: "pa-loc" }, String(s.location)));
  if (t) {
    g.append(...symbolsRow(t.symbols, cx, at.y + 15, 7), ...costG(ways, cx, at.y + 34));
  } else if (tr) {
    g.append(transformerG(cx, at.y + 19, tr));
    if (s.kind === "standard") g.append(svg("g", { class: "pa-faint" }, ...costG(ways, cx, at.y + 37)));
  } else {
    g.append(svg("path", { d: `M${cx - 7} ${at.y + 15}l14 14m0-14l-14 14`, class: "pa-gone-x" }));
  }
  return pickable(g, `slot:${id}`, opts);
}

/** Wrap a text into at most `max` lines of about `chars` characters. */
function wrap(text, chars, max = 2) {
  const words = String(text || "").split(/\s+/);
  const lines = [];
  let line = "";
  for (const w of words) {
    if (line && (line + " " + w).length > chars) {
      lines.push(line);
      line = w;
    } else line = line ? `${line} ${w}` : w;
  }
  if (line) lines.push(line);
  if (lines.length > max) {
    lines.length = max;
    lines[max - 1] = lines[max - 1].replace(/\s*\S{0,3}$/, "") + "…";
  }
  return lines;
}

function caption(text, x, y, chars = 17, cls = "pa-caption") {
  const lines = wrap(text, chars, 3);
  return lines.map((line, k) => svg("text", { x, y: y + (k - (lines.length - 1) / 2) * 9.5 + 3, class: cls }, line));
}

/** A link token space (PA-16.9): its token (market symbols, and its effect beside it), or empty once taken. */
function linkNode(id, at, ref, view, opts) {
  const l = ref.link_slots[id];
  const token = view.link_slots[id];
  const t = token ? ref.link_tokens[token] : null;
  const g = svg("g", { class: `pa-link ${t ? "" : "empty"}`, "data-link": id },
    svg("title", {}, [label(l.name), t ? t.name : _("empty")].join("\n")),
    // the space and its caption take the click, not the sector behind them
    svg("rect", { x: at.x - 17, y: at.y - 17, width: LINK_W - 4, height: 34, class: "pa-hit" }),
    svg("circle", { cx: at.x, cy: at.y, r: 15, class: "pa-link-bg" }));
  if (t) {
    if (t.symbols.length) g.append(...symbolsRow(t.symbols, at.x, at.y, 6.5));
    else g.append(svg("path", { d: `M${at.x - 8} ${at.y}h16M${at.x - 4} ${at.y - 5}a5 5 0 0 0 0 10M${at.x + 4} ${at.y - 5}a5 5 0 0 1 0 10`, class: "pa-link-glyph" }));
    g.append(...caption(t.effect, at.x + 19, at.y));
  }
  return pickable(g, `link:${id}`, opts);
}

/** A parking space (PA-15.1 d): its reward, and the bulldozers parked there for good. */
function parkingNode(id, at, ref, seats, opts) {
  const p = ref.parking[id];
  const g = svg("g", { class: "pa-park", "data-park": id },
    svg("title", {}, [label(p.name), _("Reward: {effect}", { effect: p.reward }), dozerWords(seats)].filter(Boolean).join("\n")),
    svg("rect", { x: at.x - 15, y: at.y - 15, width: 30, height: 30, rx: 5, class: "pa-park-bg" }),
    svg("text", { x: at.x, y: at.y + (seats.length ? -3 : 5), "text-anchor": "middle", class: "pa-park-p" }, "P"),
    ...dozerRow(seats, at.x, at.y + 8, 2),
    ...caption(p.reward, at.x + 19, at.y));
  return pickable(g, `park:${id}`, opts);
}

/** The solar track (PA-20.3): slots from the two entry arrows, branching, each with its token or the
 * transformer of whoever took it. */
function solarTrack(ref, view, opts) {
  const [x, y, w, h] = SOLAR;
  const slots = ref.solar.slots;
  const depth = {};
  const visit = (id, d) => {
    if (depth[id] !== undefined && depth[id] >= d) return;
    depth[id] = d;
    for (const n of slots[id].after) visit(n, d + 1);
  };
  for (const e of ref.solar.entries) visit(e, 0);
  const cols = {};
  for (const id of Object.keys(slots)) (cols[depth[id] || 0] = cols[depth[id] || 0] || []).push(id);
  const ncol = Object.keys(cols).length;
  const step = Math.min(58, (w - 30) / ncol);
  const cw = 44;
  const ch = 36;
  const midY = y + 22 + (h - 22) / 2;
  const at = {};
  for (const [d, ids] of Object.entries(cols)) {
    ids.forEach((id, k) => { at[id] = { x: x + 22 + Number(d) * step, y: midY + (k - (ids.length - 1) / 2) * (ch + 6) - ch / 2 }; });
  }
  const g = svg("g", { class: "pa-solar" },
    svg("rect", { x, y, width: w, height: h, rx: 10, class: "pa-solar-bg" }),
    svg("text", { x: x + 10, y: y + 16, class: "pa-box-title" }, _("Solar track")));
  for (const [id, s] of Object.entries(slots)) {
    for (const n of s.after) {
      g.append(svg("path", { d: `M${at[id].x + cw} ${at[id].y + ch / 2}L${at[n].x} ${at[n].y + ch / 2}`, class: "pa-solar-line" }));
    }
  }
  for (const e of ref.solar.entries) {
    g.append(svg("path", { d: `M${at[e].x - 14} ${at[e].y + ch / 2 - 5}l8 5-8 5z`, class: "pa-entry" }));
  }
  for (const [id, s] of Object.entries(slots)) {
    const p = at[id];
    const token = view.solar[id];
    const t = token ? ref.contracts[token] : null;
    const tr = view.transformers[id];
    const node = svg("g", { class: `pa-slot solar ${tr ? "taken" : ""}`, "data-slot": id, "data-seat": tr ? tr.seat : null },
      svg("title", {}, [label(s.name), t ? t.name : null,
        tr ? _("Fulfilled by {player} (transformer {n})", { player: playerName(tr.seat), n: tr.number }) : null].filter(Boolean).join("\n")),
      svg("rect", { x: p.x, y: p.y, width: cw, height: ch, rx: 5, class: "pa-card-bg" }),
      svg("circle", { cx: p.x + cw - 5, cy: p.y + 5, r: 2.6, class: "pa-sun" }));
    if (t) node.append(...symbolsRow(t.symbols, p.x + cw / 2, p.y + ch / 2 + 1, 6.5));
    else if (tr) node.append(transformerG(p.x + cw / 2, p.y + ch / 2, tr));
    g.append(pickable(node, `solar:${id}`, opts));
  }
  return g;
}

/** The storage zone (PA-15.1 b, c): any number of bulldozers, in no sector. */
function storageNode(ref, seats, opts) {
  const [x, y, w, h] = STORAGE_BOX;
  const g = svg("g", { class: "pa-storage", "data-place": "STORAGE" },
    svg("title", {}, [label(ref.places.STORAGE), dozerWords(seats)].filter(Boolean).join("\n")),
    svg("rect", { x, y, width: w, height: h, rx: 10, class: "pa-storage-bg" }),
    svg("text", { x: x + 10, y: y + 16, class: "pa-box-title" }, _("Storage zone")),
    ...dozerRow(seats, x + w / 2, y + 34, 10));
  return pickable(g, "storage", opts);
}

/** The general battery supply (PA-4.11). */
function supplyNode(view) {
  const [x, y, w, h] = SUPPLY_BOX;
  const n = view.battery_supply;
  return svg("g", { class: "pa-supply-box" },
    svg("title", {}, _("General supply") + ": " + npgettext("pampero", "{n} battery", "{n} batteries", n)),
    svg("rect", { x, y, width: w, height: h, rx: 10, class: "pa-storage-bg" }),
    svg("text", { x: x + 10, y: y + 16, class: "pa-box-title" }, _("General supply")),
    batteryG(x + 20, y + 39, 18),
    svg("text", { x: x + 34, y: y + 45, class: "pa-supply-n" }, `× ${n}`));
}

/** A neighbouring country beside zone B (PA-3.2, PA-4.5): its deck and its face-up external market
 * cards, each with its battery cost and front symbols (to buy one, see the external market panel). */
function countryPanel(country, [x, y, w, h], view, ref) {
  const row = (view.market_rows && view.market_rows[country]) || [];
  const deck = (view.market_decks && view.market_decks[country]) || 0;
  const out = [svg("rect", { x: x + 2, y: y + 2, width: w - 4, height: h - 4, rx: 8, class: `pa-country-bg ${country.toLowerCase()}` },
    svg("title", {}, `${countryName(country)} · ${_("deck: {n}", { n: deck })}`)),
  svg("text", { x: x + w / 2, y: y + 17, "text-anchor": "middle", class: "pa-country-name" }, countryName(country)),
  svg("text", { x: x + w / 2, y: y + 30, "text-anchor": "middle", class: "pa-caption" }, _("deck: {n}", { n: deck }))];
  row.forEach((id, k) => {
    const m = id ? ref.market_cards[id] : null;
    const cy = y + 38 + k * 50;
    const g = svg("g", { class: "pa-mini-card", "data-card": id || "" },
      svg("title", {}, m ? `${label(m.name)}\n${npgettext("pampero", "{n} battery", "{n} batteries", m.batteries)}` : _("empty")),
      svg("rect", { x: x + 7, y: cy, width: w - 14, height: 44, rx: 5, class: "pa-card-bg" }));
    if (m) {
      g.append(...costG([{ energy: 0, batteries: m.batteries }], x + w / 2, cy + 11));
      const syms = m.income.map((market) => ({ market, arrows: 0 }));
      const perRow = 4;
      for (let r = 0; r * perRow < syms.length; r++) g.append(...symbolsRow(syms.slice(r * perRow, r * perRow + perRow), x + w / 2, cy + 25 + r * 12, 5.2));
    }
    out.push(g);
  });
  return out;
}

// ---------------------------------------------------------------- legend

function mini(width, ...kids) {
  return svg("svg", { class: "pa-legend-icon", viewBox: `0 0 ${width} 30`, width: width * 0.8, height: 24, "aria-hidden": "true" }, ...kids);
}

function legend(ref) {
  const site = (type) => svg("g", { class: `pa-site ${type}` }, svg("circle", { cx: 15, cy: 15, r: SITE_R, class: "pa-site-bg" }),
    type === "tower" ? towerPath(15, 15, 0.95, "#3b4552") : type === "wind" ? windPath(15, 15, 0.95, "#3b4552")
      : [towerPath(10.5, 15, 0.62, "#3b4552"), windPath(19.8, 15, 0.62, "#3b4552")]);
  const item = (icon, text) => el("span", { class: "pa-legend-item" }, icon, text);
  return el("div", { class: "pa-legend small muted" },
    ["A", "B", "C"].map((z) => el("span", { class: `pa-zone-chip zone-${z}` }, _("Zone {zone}", { zone: z }))),
    item(mini(30, site("tower")), _("tower site")),
    item(mini(30, site("wind")), _("wind farm site")),
    item(mini(30, site("mixed")), _("mixed site")),
    item(mini(30, svg("g", { class: "pa-site grey" }, svg("circle", { cx: 15, cy: 15, r: SITE_R, class: "pa-site-bg" }), towerPath(15, 15, 0.95, "#3b4552"))), _("grey starting site")),
    item(mini(20, dozerG(10, 15, "#aab4bf", 1.4)), _("bulldozer")),
    item(mini(30, svg("rect", { x: 3, y: 3, width: 24, height: 24, rx: 5, class: "pa-park-bg" }), svg("text", { x: 15, y: 20, "text-anchor": "middle", class: "pa-park-p" }, "P")), _("parking space")),
    item(mini(34, svg("rect", { x: 2, y: 1, width: 30, height: 28, rx: 4, class: "pa-card-bg" }), symbolG("residential", 13, 9, 6, 1),
      ...costG([{ energy: 2, batteries: 0 }], 17, 22)),
    _("contract: market symbols, income arrows ▶, energy cost")),
    item(mini(24, transformerG(12, 15, { seat: 0, number: 1 })), _("transformer: a fulfilled contract")),
    item(mini(40, svg("path", { d: "M2 15Q20 3 38 15", class: "pa-link-line" })), _("link locked")),
    item(mini(40, svg("path", { d: "M2 15Q20 3 38 15", class: "pa-link-line open" })), _("link unlocked")),
    item(mini(40, svg("path", { d: "M2 15H38", class: "pa-connected" })), _("connected slots")),
    item(mini(40, svg("path", { d: "M6 4V20H34V4", class: "pa-pair" })), _("contract pair")));
}
