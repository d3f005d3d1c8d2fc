// Pampero's player boards (PA-9.2, PA-10): each player's company board (two rows of action-card slots with
// their operations tabs, the tower bonus slots, the play area) and grid board (venture-capital slots, income
// tracks, tower cells, the transformer network, the energy track), drawn from the view and the data set's
// reference; clickable parts only on the seat's own boards.

import { _, el, npgettext, pgettext, playerChip, playerColour, playerName, svg } from "../../common.js";
import {
  MARKETS, batteryG, boltG, iconSvg, inkOn, label, pickable, symbolBadges, symbolG, symbolsRow, towerPath,
} from "./icons.js";

// ---------------------------------------------------------------- the company board (PA-9.2, PA-12.5)

/** An operations tab: its zone, its zone value and its energy (PA-9.2). */
function tabNode(tab, side, extra = "") {
  const title = _("Zone {zone} tab: zone value {money}, {energy}", {
    zone: tab.zone, money: pgettext("pampero", "${n}", { n: tab.money }),
    energy: npgettext("pampero", "{n} energy", "{n} energy", tab.energy),
  });
  return el("span", { class: `pa-tab zone-${tab.zone} ${side} ${extra}`, title },
    el("b", { class: "pa-tab-zone" }, tab.zone),
    el("span", { class: "pa-tab-money" }, pgettext("pampero", "${n}", { n: tab.money })),
    el("span", { class: "pa-tab-energy" }, iconSvg("pa-bolt-icon", "-7 -7 14 14", boltG(0, 0, 13)), String(tab.energy)));
}

/** An action card as its face shows it: name, effect and frame (−$ a cost, +$ a bonus, PA-9.5; energy,
 * PA-9.7; batteries instead, PA-9.6; zone B only, PA-18.1). */
export function cardFace(id, ref, extra = null) {
  const c = ref.cards[id];
  if (!c) return el("span", { class: "pa-card-name" }, id);
  const frame = [];
  if (c.money === "cost") frame.push(el("span", { class: "pa-frame cost", title: _("Pay the zone value") }, "−$"));
  if (c.money === "bonus") frame.push(el("span", { class: "pa-frame bonus", title: _("Gain the zone value") }, "+$"));
  if (c.energy === "yes") frame.push(el("span", { class: "pa-frame energy", title: _("Gain the tab's energy") }, iconSvg("pa-bolt-icon", "-7 -7 14 14", boltG(0, 0, 13))));
  if (c.energy === "wind") frame.push(el("span", { class: "pa-frame energy", title: _("Gain the tab's energy when building a wind farm") }, iconSvg("pa-bolt-icon", "-7 -7 14 14", boltG(0, 0, 13)), "*"));
  if (c.batteries) frame.push(el("span", { class: "pa-frame batt", title: _("Batteries may be paid instead of the zone value") }, iconSvg("pa-batt-svg", "-5 -7 10 14", batteryG(0, 0, 12))));
  if (c.zone_only) frame.push(el("span", { class: `pa-frame zone-${c.zone_only}`, title: _("Only in a zone {zone} tab", { zone: c.zone_only }) }, c.zone_only));
  return [el("span", { class: "pa-card-frame" }, frame),
    el("span", { class: "pa-card-name" }, label(c.name)),
    el("span", { class: "pa-card-effect" }, c.effect), extra];
}

/** A company board: the top and bottom rows of card slots, each slot with its two operations tabs
 * (one stays visible under a played card, PA-9.3) and the link tokens lying on its card (PA-9.13);
 * the tower bonus slots between the rows (PA-12.5); the seat's own link tokens and external market
 * cards (the play area, PA-2.5). */
export function companyBoard(view, ref, seat, opts = {}) {
  const p = view.players[seat];
  const own = seat === view.seat;
  const o = own ? opts : {};
  const row = (name) => {
    const slots = ref.company.rows[name];
    const held = p.rows[name];
    const next = held.findIndex((h) => h === null);
    const cells = slots.map((tabs, k) => {
      const h = held[k];
      const tabsNode = el("div", { class: "pa-tabs" }, ["left", "right"].map((side, i) => {
        const covered = h && h.tab !== side;
        const t = tabNode(tabs[i], side, `${covered ? "covered" : ""} ${h && h.tab === side ? "shown" : ""}`);
        return k === next && own ? pickable(t, `tab:${name}:${side}`, o) : t;
      }));
      const tokens = h ? (p.on_cards[h.card] || []) : [];
      const card = h ? el("div", { class: `pa-card played ${ref.cards[h.card] && ref.cards[h.card].specialist ? "specialist" : ""}`,
        title: ref.cards[h.card] ? `${label(ref.cards[h.card].name)}: ${ref.cards[h.card].effect}` : h.card, "data-card": h.card },
      cardFace(h.card, ref, tokens.length ? el("span", { class: "pa-on-card" },
        tokens.map((t) => el("span", { class: "pa-link-chip", title: (ref.link_tokens[t] || { name: t }).name },
          (ref.link_tokens[t] || { effect: t }).effect))) : null))
        : el("div", { class: `pa-card empty ${k === next ? "next" : ""}` }, String(k + 1));
      return el("div", { class: `pa-slot ${h ? "filled" : ""} ${k === next ? "next" : ""}`, "data-slot": k + 1 },
        name === "top" ? [card, tabsNode] : [tabsNode, card]);
    });
    const node = el("div", { class: `pa-row ${name}`, "data-row": name,
      title: name === "top" ? _("Top row") : _("Bottom row") }, cells);
    return own ? pickable(node, `row:${name}`, o) : node;
  };
  const bonusSlots = el("div", { class: "pa-bslots" }, ref.company.bonus_slots.map((slot, k) => {
    const token = p.bonus_slots[k];
    const t = token ? ref.bonus_tokens[token] : null;
    const meant = ref.company.bonus_slot_effects ? ref.company.bonus_slot_effects[k] : null;
    const title = [_("Tower bonus slot {n}", { n: k + 1 }) + (meant ? `: ${meant}` : ""), t ? t.name : null].filter(Boolean).join("\n");
    const node = el("div", { class: `pa-bslot ${t ? "held" : ""} ${t && t.final ? "final" : ""} ${t ? `area-${t.zone}` : ""}`,
      "data-bonus-slot": k + 1, title },
    t ? el("span", { class: "pa-bslot-text" }, t.effect) : el("span", { class: "pa-bslot-no" }, meant || String(k + 1)));
    return own ? pickable(node, `bonus-slot:${k + 1}`, o) : node;
  }));
  return el("section", { class: `card pa-company ${own ? "own" : ""}`, "data-seat": seat, style: `--pc:${playerColour(seat)}` },
    el("h2", {}, playerChip(seat), " · ", _("Company board")),
    row("top"),
    el("div", { class: "pa-company-mid" }, el("h3", {}, _("Tower bonus tokens")), bonusSlots),
    row("bottom"),
    playArea(p, ref));
}

/** The play area (PA-2.5): link tokens not on cards, external market cards taken. */
function playArea(p, ref) {
  const links = p.links.map((t) => el("span", { class: "pa-link-chip", title: (ref.link_tokens[t] || { name: t }).name },
    (ref.link_tokens[t] || { effect: t }).effect));
  const cards = p.market_cards.map((c) => {
    const m = ref.market_cards[c];
    return el("span", { class: `pa-mcard-chip ${m ? m.country.toLowerCase() : ""}`, title: m ? m.name : c, "data-card": c },
      m ? symbolBadges(m.income.map((x) => ({ market: x, arrows: 0 })), ref) : c);
  });
  if (!links.length && !cards.length) return null;
  return el("div", { class: "pa-play-area small" },
    links.length ? el("span", {}, _("Link tokens"), ": ", links) : null,
    cards.length ? el("span", {}, _("External market cards"), ": ", cards) : null);
}

// ---------------------------------------------------------------- the grid board (PA-10)

const GX = 46; // left margin: the tracks' names
const CW = 26; // an income track's space

/** A grid board as one SVG, top to bottom (PA-10.1): the venture-capital slots (PA-19.1), the five
 * income tracks with their limiters, dark-green stripes and income-arrow cells (PA-10.13–PA-10.16) and
 * each stripe's income value (PA-10.14); the tower cells (a tower while not built; once built its
 * bonus and battery symbols show, PA-10.5, PA-26.5); the transformer network with the contract tokens
 * placed, the circuit lines and their tokens (PA-10.9–PA-10.12); the energy track (PA-10.17). */
export function gridBoard(view, ref, seat, opts = {}) {
  const p = view.players[seat];
  const own = seat === view.seat;
  const o = own ? opts : {};
  const g = ref.grid;
  const inc = g.income;
  const positions = inc.last + 1;
  // each stripe's span over the income positions
  const span = {};
  for (let pos = 0; pos < positions; pos++) {
    const col = inc.column[pos];
    span[col] = span[col] || { from: pos, to: pos };
    span[col].to = pos;
  }
  const x0 = (col) => GX + span[col].from * CW;
  const x1 = (col) => GX + (span[col].to + 1) * CW;
  const mid = (col) => (x0(col) + x1(col)) / 2;
  const width = GX + positions * CW + 8;
  const colour = playerColour(seat);
  const kids = [];
  const built = (col) => p.level >= col;
  const Y = { vc: 4, inc: 30, val: 30 + 5 * 20 + 2, tower: 30 + 5 * 20 + 20, grid: 30 + 5 * 20 + 62 };
  const gridH = 6 * 27;
  Y.energy = Y.grid + gridH + 14;
  const height = Y.energy + 30;
  // the stripes
  for (let col = 1; col <= g.towers; col++) {
    if (!span[col]) continue;
    kids.push(svg("rect", { x: x0(col), y: 0, width: x1(col) - x0(col), height: Y.energy - 6,
      class: `pa-stripe s${col % 3} ${built(col) ? "open" : "locked"}` }));
  }
  // dark-green stripes (PA-10.15)
  for (const d of inc.dark_green) {
    const xs = [];
    for (let pos = d.from; pos < positions && inc.column[pos] === d.column; pos++) xs.push(pos);
    if (!xs.length) continue;
    const got = (p.greens || []).includes(d.column);
    kids.push(svg("rect", { x: GX + xs[0] * CW, y: Y.inc - 2, width: xs.length * CW, height: 5 * 20 + 2,
      class: `pa-green ${got ? "got" : ""}` }, svg("title", {}, _("Dark-green stripe: the first of your markers to reach it gains {reward}", { reward: d.reward }))));
  }
  // venture-capital slots (PA-19)
  for (const col of g.vc_columns) {
    if (!span[col]) continue;
    const has = (p.vc || []).includes(col);
    const node = svg("g", { class: `pa-vc ${has ? "held" : ""} ${built(col) ? "" : "locked"}`, "data-vc": col },
      svg("title", {}, _("Venture-capital slot of column {n}", { n: col }) + (has ? " · " + _("a venture-capital token") : "")),
      svg("rect", { x: mid(col) - 15, y: Y.vc, width: 30, height: 20, rx: 4 }),
      svg("text", { x: mid(col), y: Y.vc + 14, "text-anchor": "middle" }, pgettext("pampero venture capital", "VC")));
    kids.push(own ? pickable(node, `vc:${col}`, o) : node);
  }
  // income tracks
  MARKETS.forEach((m, r) => {
    const y = Y.inc + r * 20;
    const row = svg("g", { class: "pa-inc-row", "data-market": m },
      svg("title", {}, `${label(ref.markets[m].income)}: ${p.income[m]}`),
      svg("rect", { x: 2, y, width: width - 6, height: 19, class: "pa-inc-hit" }),
      symbolG(m, 14, y + 9.5, 7.5));
    for (let pos = 0; pos < positions; pos++) {
      row.append(svg("rect", { x: GX + pos * CW + 1, y: y + 1, width: CW - 2, height: 17, rx: 3, class: "pa-inc-cell" }));
    }
    for (const a of inc.arrows.filter((x) => x.market === m)) {
      a.advances.forEach((to, k) => row.append(svg("g", { class: "pa-inc-arrow" },
        svg("title", {}, _("Reaching this space also advances the {market} marker by 1", { market: ref.markets[to].name })),
        symbolG(to, GX + a.position * CW + CW / 2 - 3 + k * 6, y + 9.5, 4.2, 1))));
    }
    const at = p.income[m];
    const up = p.faceup ? p.faceup[m] !== false : true;
    row.append(svg("g", { class: `pa-marker ${up ? "" : "down"}` },
      svg("circle", { cx: GX + at * CW + CW / 2, cy: y + 9.5, r: 8, fill: up ? colour : "#fff", stroke: up ? "#222" : colour, "stroke-width": up ? 1 : 2.2 }),
      svg("text", { x: GX + at * CW + CW / 2, y: y + 13, "text-anchor": "middle", fill: up ? inkOn(colour) : "#222", class: "pa-marker-no" },
        String(incomeValue(ref, at)))));
    kids.push(own ? pickable(row, `market:${m}`, o) : row);
  });
  // income limiters (PA-10.13): a hatched bar until its tower is built
  for (const l of inc.limiters) {
    const open = built(l.tower);
    kids.push(svg("rect", { x: GX + l.before * CW - 2.5, y: Y.inc - 3, width: 5, height: 5 * 20 + 4, class: `pa-limiter ${open ? "open" : ""}` },
      svg("title", {}, open ? _("Income limiter: open (tower {n} built)", { n: l.tower }) : _("Income limiter: closed until tower {n} is built", { n: l.tower }))));
  }
  // each stripe's income value (PA-10.14)
  for (let col = 1; col <= g.towers; col++) {
    if (!span[col]) continue;
    kids.push(svg("text", { x: mid(col), y: Y.val + 12, "text-anchor": "middle", class: "pa-inc-value" },
      svg("title", {}, _("Income of a marker in this stripe")), pgettext("pampero", "${n}", { n: inc.value[col] })));
  }
  // tower cells (PA-10.4, PA-10.5, PA-26.5)
  for (let col = 1; col <= g.towers; col++) {
    if (!span[col]) continue;
    const cx = mid(col);
    const on = !built(col);
    const bonus = g.tower_bonus[col];
    const nb = g.battery_symbols[col] || 0;
    const cell = svg("g", { class: `pa-tcell ${on ? "tower" : "empty"}`, "data-tower": col },
      svg("title", {}, [_("Tower cell {n}", { n: col }), on ? _("its tower is still here") : _("tower built"),
        bonus ? _("Bonus: {effect}", { effect: bonus }) : null,
        nb ? npgettext("pampero", "{n} battery", "{n} batteries", nb) : null].filter(Boolean).join("\n")),
      svg("rect", { x: cx - 19, y: Y.tower, width: 38, height: 34, rx: 5 }),
      svg("text", { x: cx - 15, y: Y.tower + 10, class: "pa-tcell-no" }, String(col)));
    if (on) {
      cell.append(svg("circle", { cx, cy: Y.tower + 18, r: 11, fill: colour, stroke: "#222", "stroke-width": 0.8 }),
        towerPath(cx, Y.tower + 18, 0.95, inkOn(colour)));
    } else {
      for (let i = 0; i < nb; i++) cell.append(batteryG(cx - (nb - 1) * 4.5 + i * 9, Y.tower + 24, 10));
      if (bonus) cell.append(svg("text", { x: cx + 15, y: Y.tower + 10, "text-anchor": "end", class: "pa-tcell-bonus" }, "★"));
    }
    kids.push(cell);
  }
  // the transformer network (PA-10.9, PA-10.10)
  const cellsByCol = {};
  for (const [id, t] of Object.entries(g.transformers)) (cellsByCol[t.column] = cellsByCol[t.column] || []).push(id);
  const pos = {};
  for (const [col, ids] of Object.entries(cellsByCol)) {
    ids.sort((a, b) => a.localeCompare(b, "en", { numeric: true }));
    const step = gridH / ids.length;
    ids.forEach((id, k) => { pos[id] = { x: mid(Number(col)), y: Y.grid + step * (k + 0.5) }; });
  }
  const covered = new Set((p.circuits || []).map((c) => c.split("|").sort().join("|")));
  for (const e of g.edges) {
    const a = pos[e.a];
    const b = pos[e.b];
    if (!a || !b) continue;
    const has = covered.has([e.a, e.b].sort().join("|"));
    kids.push(svg("line", { x1: a.x, y1: a.y, x2: b.x, y2: b.y, class: `pa-edge ${e.circuit ? "circuit" : ""}` },
      e.circuit ? svg("title", {}, _("Circuit requirement: {requirement}", { requirement: e.requirement })) : null));
    if (e.circuit) {
      const mx = (a.x + b.x) / 2;
      const my = (a.y + b.y) / 2;
      kids.push(svg("g", { class: `pa-circuit ${has ? "covered" : ""}` },
        svg("title", {}, (has ? _("Circuit token: the requirement is met") + "\n" : "") + _("Circuit requirement: {requirement}", { requirement: e.requirement })),
        has ? svg("circle", { cx: mx, cy: my, r: 5.5 }) : svg("rect", { x: mx - 4.5, y: my - 4.5, width: 9, height: 9, transform: `rotate(45 ${mx} ${my})` })));
    }
  }
  for (const [id, t] of Object.entries(g.transformers)) {
    const c = pos[id];
    const token = p.grid[id];
    const contract = token ? ref.contracts[token] : null;
    const open = built(t.column);
    const title = [label(t.name), contract ? contract.name : _("a transformer ({n})", { n: t.column }),
      t.bonus ? _("Bonus: {effect}", { effect: t.bonus }) : null, t.entry ? _("An entry cell (the first contract)") : null,
      open ? null : _("Locked until tower {n} is built", { n: t.column }),
      p.last_cell === id ? _("The contract token placed last") : null].filter(Boolean).join("\n");
    const node = svg("g", { class: `pa-gcell ${token ? "token" : ""} ${open ? "" : "locked"} ${p.last_cell === id ? "last" : ""}`, "data-cell": id },
      svg("title", {}, title),
      svg("rect", { x: c.x - 17, y: c.y - 11, width: 34, height: 22, rx: 4, class: "pa-gcell-bg" }));
    if (contract) {
      node.append(...symbolsRow(contract.symbols, c.x, c.y, 5.5));
      if (contract.kind === "solar") node.append(svg("circle", { cx: c.x + 14, cy: c.y - 8, r: 3, class: "pa-sun" }));
    } else {
      node.append(svg("rect", { x: c.x - 7, y: c.y - 8, width: 14, height: 16, rx: 2, fill: colour, stroke: "#222", "stroke-width": 0.6 }),
        svg("text", { x: c.x, y: c.y + 4, "text-anchor": "middle", class: "pa-tr-no", fill: inkOn(colour) }, String(t.column)));
    }
    if (t.bonus && !token) node.append(svg("text", { x: c.x + 16, y: c.y + 9, "text-anchor": "end", class: "pa-gcell-bonus" }, "★"));
    if (t.entry) node.append(svg("path", { d: `M${c.x - 27} ${c.y - 4}L${c.x - 20} ${c.y}L${c.x - 27} ${c.y + 4}Z`, class: "pa-entry" }));
    kids.push(own ? pickable(node, `cell:${id}`, o) : node);
  }
  // the energy track (PA-10.17)
  const eMax = g.energy.max;
  const eSpan = {};
  for (let e = 0; e <= eMax; e++) (eSpan[g.energy.column[e]] = eSpan[g.energy.column[e]] || []).push(e);
  const ex = {};
  for (const [col, list] of Object.entries(eSpan)) {
    const w = (x1(Number(col)) - x0(Number(col))) / list.length;
    list.forEach((e, k) => { ex[e] = x0(Number(col)) + w * (k + 0.5); });
  }
  const eRow = svg("g", { class: "pa-energy-row" },
    svg("title", {}, _("Energy track") + ": " + npgettext("pampero", "{n} energy", "{n} energy", p.energy)),
    boltG(14, Y.energy + 9, 14));
  for (let e = 0; e <= eMax; e++) {
    const at = e === p.energy;
    eRow.append(svg("circle", { cx: ex[e], cy: Y.energy + 9, r: at ? 8.5 : 7, class: `pa-ecell ${at ? "at" : ""}`,
      style: at ? `fill:${colour}` : null }),
    svg("text", { x: ex[e], y: Y.energy + 12.5, "text-anchor": "middle", class: "pa-ecell-no", style: at ? `fill:${inkOn(colour)}` : null }, String(e)));
  }
  kids.push(eRow);
  return el("section", { class: `card pa-grid ${own ? "own" : ""}`, "data-seat": seat, style: `--pc:${colour}` },
    el("h2", {}, playerChip(seat), " · ", _("Grid board")),
    el("div", { class: "pa-grid-wrap" },
      svg("svg", { class: "pa-grid-svg", viewBox: `0 0 ${width} ${height}`, role: "img",
        "aria-label": _("Grid board") + " · " + playerName(seat) }, ...kids)));
}

/** PA-10.14: the income of a marker at a position. */
export function incomeValue(ref, position) {
  return ref.grid.income.value[ref.grid.income.column[position]];
}
