// The map: regions, connections with their costs, cities with their three house slots (10/15/20).
// Static parts are drawn once per map; update() redraws houses, marks, highlights and pickable cities.

import { _, cityName, pgettext, playerColour, playerName, svg } from "../../common.js";

const SLOT_X = [-25, 0, 25];
const HIT_PX = 44; // the least a city one may pick measures on the screen, in CSS pixels (a finger's tap)
const SLOT_PRICE = [10, 15, 20];
const HOUSE = "M0 -12 L11 -3 V10 H-11 V-3 Z";

export class Board {
  constructor(svgEl, geo, { onPick = null } = {}) {
    this.svg = svgEl;
    this.geo = geo;
    this.onPick = onPick;
    this.zoomToZone = true;
    this.cityNodes = new Map();
    this.pos = new Map(geo.cities.map((c) => [c.name, c]));
    this.svg.replaceChildren();
    this.svg.setAttribute("viewBox", geo.viewBox.join(" "));
    this.svg.setAttribute("preserveAspectRatio", "xMidYMid meet");
    this.svg.classList.add("board");
    this.svg.setAttribute("role", "img");
    const board = { Germany: pgettext("powergrid", "Germany"), USA: pgettext("powergrid", "USA") }[geo.name] || geo.name;
    this.svg.setAttribute("aria-label", _("Map of {board}", { board }));
    this.drawStatic();
  }

  drawStatic() {
    const g = this.geo;
    const regions = svg("g", { class: "regions" });
    this.regionNodes = new Map();
    for (const [name, r] of Object.entries(g.regions)) {
      const pts = r.hull.map((p) => p.join(",")).join(" ");
      const shape = r.hull.length >= 3
        ? svg("polygon", { points: pts })
        : svg("polyline", { points: pts });
      const node = svg("g", { class: "region", style: `--rc:${r.hex}`, dataset: { region: name } }, shape);
      this.regionNodes.set(name, node);
      regions.append(node);
    }
    const lines = svg("g", { class: "lines" });
    const costs = svg("g", { class: "costs" });
    this.lineNodes = [];
    for (const c of g.connections) {
      const a = this.pos.get(c.a);
      const b = this.pos.get(c.b);
      const line = svg("line", { x1: a.x, y1: a.y, x2: b.x, y2: b.y, class: "edge" });
      const [mx, my] = c.at; // where the cost covers nothing (scripts/export_maps.py)
      const w = c.cost >= 10 ? 26 : 19;
      const label = svg("g", { class: "cost", transform: `translate(${mx},${my})` },
        svg("rect", { x: -w / 2, y: -9.5, width: w, height: 19, rx: 9.5 }),
        svg("text", { y: 5 }, String(c.cost)));
      lines.append(line);
      costs.append(label);
      this.lineNodes.push({ c, line, label });
    }
    const cities = svg("g", { class: "cities" });
    const names = svg("g", { class: "names" });
    for (const c of g.cities) {
      const region = g.regions[c.region];
      const slots = SLOT_X.map((x, i) => svg("g", { class: "slot", transform: `translate(${x},0)` },
        svg("circle", { r: 11 }),
        svg("text", { y: 4, class: "slot-price" }, String(SLOT_PRICE[i]))));
      const node = svg("g", {
        class: "city", transform: `translate(${c.x},${c.y})`, dataset: { city: c.name }, style: `--rc:${region.hex}`,
        tabindex: "-1",
      },
      svg("title", {}, cityName(c.name)),
      svg("rect", { class: "city-hit", x: -40, y: -22, width: 80, height: 44 }), // (invisible; fitHits sizes it)
      svg("rect", { class: "city-bg", x: -40, y: -15, width: 80, height: 30, rx: 15 }),
      ...slots,
      svg("g", { class: "badge-layer" }));
      const [dx, dy, anchor] = c.label; // beside its marker, clear of the others
      const label = svg("text", {
        class: "city-name", x: c.x + dx, y: c.y + dy, "text-anchor": anchor, dataset: { city: c.name },
      }, cityName(c.name));
      label.addEventListener("click", () => this.pick(c.name));
      names.append(label);
      node.addEventListener("click", (e) => this.pick(this.nearest(e) || c.name));
      node.addEventListener("keydown", (e) => {
        if (e.key === "Enter" || e.key === " ") { e.preventDefault(); this.pick(c.name); }
      });
      this.cityNodes.set(c.name, { node, slots, data: c, label });
      cities.append(node);
    }
    this.svg.append(regions, lines, costs, cities, names);
    new ResizeObserver(() => this.fitHits()).observe(this.svg);
  }

  /** The cities one may pick are at least HIT_PX × HIT_PX on the screen however small the map is drawn (a
   * phone): each has an invisible hit area around its marker, as large as that takes in the map's units. */
  fitHits() {
    const box = this.svg.getBoundingClientRect();
    const vb = (this.svg.getAttribute("viewBox") || "0 0 1 1").split(/\s+/).map(Number);
    if (!box.width || !box.height) return;
    const k = Math.min(box.width / vb[2], box.height / vb[3]); // CSS pixels per unit of the map
    const w = Math.max(80, HIT_PX / k);
    const h = Math.max(44, HIT_PX / k);
    this.hitSize = { w, h };
    for (const { node } of this.cityNodes.values()) {
      const hit = node.querySelector(".city-hit");
      hit.setAttribute("x", -w / 2);
      hit.setAttribute("y", -h / 2);
      hit.setAttribute("width", w);
      hit.setAttribute("height", h);
    }
  }

  /** The pickable city nearest to where a click landed, within its hit area (neighbours' areas overlap where
   * cities lie close together: the click goes to the nearer one); null when none is. */
  nearest(e) {
    if (!e || e.clientX === undefined || !this.hitSize || e.detail === 0) return null; // (Enter on a city: that city)
    const m = this.svg.getScreenCTM();
    if (!m) return null;
    const p = new DOMPoint(e.clientX, e.clientY).matrixTransform(m.inverse());
    let best = null;
    let dist = Infinity;
    for (const [name, { node, data }] of this.cityNodes) {
      if (!node.classList.contains("pickable")) continue;
      const dx = Math.abs(p.x - data.x);
      const dy = Math.abs(p.y - data.y);
      if (dx > this.hitSize.w / 2 || dy > this.hitSize.h / 2) continue;
      const d = Math.hypot(dx, dy);
      if (d < dist) { dist = d; best = name; }
    }
    return best;
  }

  pick(name) {
    const entry = this.cityNodes.get(name);
    if (this.onPick && entry && entry.node.classList.contains("pickable")) this.onPick(name);
  }

  /**
   * view: the game view; opts.pickable: Map(city → {cost, note}); opts.selected: a city name;
   * opts.you: the seat looking (or null).
   */
  update(view, { pickable = new Map(), selected = null, you = null } = {}) {
    const inPlay = new Set(view.regions || Object.keys(this.geo.regions));
    for (const [name, node] of this.regionNodes) node.classList.toggle("out", !inPlay.has(name));
    const zoneCities = new Set();
    for (const r of inPlay) for (const c of (this.geo.regions[r] || { cities: [] }).cities) zoneCities.add(c);
    for (const { c, line, label } of this.lineNodes) {
      const live = zoneCities.has(c.a) && zoneCities.has(c.b);
      line.classList.toggle("out", !live);
      label.classList.toggle("out", !live);
    }
    const marks = new Set(view.marks || []);
    // a house or two placed since the last update flash briefly (not a whole jump through a replay)
    let before = this.lastCities;
    this.lastCities = view.cities || {};
    if (before) {
      let added = 0;
      for (const [name, owners] of Object.entries(this.lastCities)) {
        const old = before[name] || [null, null, null];
        owners.forEach((o, i) => { if (o !== null && (old[i] ?? null) === null) added += 1; });
      }
      if (added > 3) before = null;
    }
    const step = view.step || 1;
    for (const [name, { node, slots, label }] of this.cityNodes) {
      const owners = (view.cities || {})[name] || [null, null, null];
      node.classList.toggle("out", !zoneCities.has(name));
      label.classList.toggle("out", !zoneCities.has(name));
      node.classList.toggle("mine", you !== null && owners.includes(you));
      node.classList.toggle("full", owners.every((o) => o !== null));
      slots.forEach((slot, i) => {
        const owner = owners[i];
        slot.querySelectorAll(".house").forEach((h) => h.remove());
        slot.classList.toggle("closed", i >= step);
        slot.classList.toggle("taken", owner !== null && owner !== undefined);
        if (owner !== null && owner !== undefined) {
          const fresh = before && ((before[name] || [null, null, null])[i] ?? null) === null;
          const house = svg("path", {
            d: HOUSE, class: "house" + (owner === "trust" ? " trust" : "") + (fresh ? " fresh" : ""), fill: playerColour(owner),
          }, svg("title", {}, _("{player} (slot {price})", { player: playerName(owner), price: SLOT_PRICE[i] })));
          slot.append(house);
          if (owner === "trust") slot.append(svg("text", { class: "house trust-t", y: 5 }, "T"));
        }
      });
      const badges = node.querySelector(".badge-layer");
      badges.replaceChildren();
      if (marks.has(name)) {
        badges.append(svg("g", { class: "mark", transform: "translate(37,-17)" },
          svg("circle", { r: 8 }), svg("text", { y: 4 }, "★"), svg("title", {}, _("Marked starting city"))));
      }
      const pk = pickable.get(name);
      node.classList.toggle("pickable", Boolean(pk));
      label.classList.toggle("pickable", Boolean(pk));
      node.classList.toggle("selected", selected === name);
      node.setAttribute("tabindex", pk ? "0" : "-1");
      if (pk && pk.cost !== undefined && pk.cost !== null) {
        const text = String(pk.cost);
        const w = 14 + text.length * 10;
        badges.append(svg("g", { class: "pick-badge", transform: "translate(0,-25)" }, // in the marker's room
          svg("rect", { x: -w / 2, y: -10, width: w, height: 20, rx: 10 }),
          svg("text", { y: 5.5 }, text)));
      }
    }
    this.zoneCities = zoneCities;
    this.applyZoom();
    this.fitHits();
  }

  setZoom(toZone) {
    this.zoomToZone = toZone;
    this.applyZoom();
    this.fitHits();
  }

  applyZoom() {
    const all = this.geo.viewBox;
    if (!this.zoomToZone || !this.zoneCities || this.zoneCities.size === 0
        || this.zoneCities.size === this.geo.cities.length) {
      this.svg.setAttribute("viewBox", all.join(" "));
      for (const { label } of this.cityNodes.values()) label.classList.remove("cut");
      return;
    }
    // the room the zone's markers and names take (export_maps.py), with a margin
    let x0 = Infinity, y0 = Infinity, x1 = -Infinity, y1 = -Infinity;
    for (const name of this.zoneCities) {
      const [bx0, by0, bx1, by1] = this.pos.get(name).box;
      x0 = Math.min(x0, bx0); y0 = Math.min(y0, by0); x1 = Math.max(x1, bx1); y1 = Math.max(y1, by1);
    }
    const m = 24;
    x0 = Math.max(all[0], x0 - m); y0 = Math.max(all[1], y0 - m);
    x1 = Math.min(all[0] + all[2], x1 + m); y1 = Math.min(all[1] + all[3], y1 + m);
    this.svg.setAttribute("viewBox", `${x0} ${y0} ${x1 - x0} ${y1 - y0}`);
    // a name out of play that the view would cut in two is left out
    for (const [name, { label }] of this.cityNodes) {
      label.classList.remove("cut");
      if (this.zoneCities.has(name)) continue;
      const b = label.getBBox();
      label.classList.toggle("cut", b.x < x0 || b.y < y0 || b.x + b.width > x1 || b.y + b.height > y1);
    }
  }
}
