// Power Grid's own part of the lobby: its regions (PG-3.1) are chosen on the chosen board's map, as many
// as the players need and forming one connected group — what its options schema cannot say (the board's
// regions, their colours, which touch, how many each player count plays in come from the map's data).
// The lobby asks a game's module (named by GET /api/games/kinds, `lobby`) for a control by the option's name
// (see lobby.js, ownControl).

import { _, el, loadMap, ngettext, svg } from "../common.js";

const COLOUR_NAMES = {
  yellow: _("yellow"), brown: _("brown"), cyan: _("cyan"), purple: _("purple"), blue: _("blue"), red: _("red"),
  green: _("green"),
};

/** The connected groups of ``regions`` (by the map's region adjacency). */
function groups(geo, regions) {
  const left = new Set(regions);
  const out = [];
  while (left.size) {
    const start = left.values().next().value;
    const seen = new Set([start]);
    const todo = [start];
    left.delete(start);
    while (todo.length) {
      for (const nxt of geo.region_adjacency[todo.pop()] || []) {
        if (left.has(nxt)) { left.delete(nxt); seen.add(nxt); todo.push(nxt); }
      }
    }
    out.push([...seen].sort());
  }
  return out;
}

/** The control of the option ``regions``: drawn at random, or chosen in a list and on a small map of the
 * board; ``form`` tells the other options' values (``get``), the players and asks for a new check
 * (``validate``). */
export function regions(option, form) {
  const labels = option.labels || {};
  const regionName = (name) => labels[name] || name;
  const chosen = new Set();
  let geo = null;
  let loaded = "";
  const mode = (value) => el("label", {}, el("input", { type: "radio", name: "regions-mode", value, checked: value === "random",
    onchange: () => form.validate() }), el("span", {}, value === "random" ? labels.random || _("Random") : _("Choose")));
  const checks = el("div", { class: "region-checks", id: "region-checks" });
  const minimap = svg("svg", { id: "minimap", class: "minimap" });
  const pick = el("div", { id: "region-pick", class: "region-pick", hidden: true }, checks, minimap);
  const msg = el("div", { class: "validation", id: "region-msg" });
  const element = el("div", {}, el("div", { class: "seg", id: "regions-seg", role: "radiogroup", "aria-label": option.title },
    mode("random"), mode("choose")), pick, msg);
  const choosing = () => element.querySelector('input[name="regions-mode"]:checked').value === "choose";

  function toggle(name, on) {
    if (on) chosen.add(name);
    else chosen.delete(name);
    checks.querySelectorAll(`input[data-region="${name}"]`).forEach((x) => { x.checked = on; });
    minimap.querySelectorAll(`.mregion[data-region="${name}"]`).forEach((g) => g.classList.toggle("on", on));
    form.validate();
  }

  function draw() {
    checks.replaceChildren(...Object.entries(geo.regions).map(([name, r]) => el("label", { style: `--rc:${r.hex}` },
      el("input", { type: "checkbox", value: name, checked: chosen.has(name), dataset: { region: name },
        onchange: (e) => { toggle(name, e.target.checked); } }),
      el("span", { class: "sw" }), `${regionName(name)} `,
      el("span", { class: "muted small" }, `(${COLOUR_NAMES[r.colour] || r.colour})`))));
    minimap.replaceChildren();
    minimap.setAttribute("viewBox", geo.viewBox.join(" "));
    const pos = new Map(geo.cities.map((c) => [c.name, c]));
    for (const [name, r] of Object.entries(geo.regions)) {
      const pts = r.hull.map((p) => p.join(",")).join(" ");
      const g = svg("g", { class: `mregion ${chosen.has(name) ? "on" : ""}`, style: `--rc:${r.hex}`, dataset: { region: name } },
        r.hull.length >= 3 ? svg("polygon", { points: pts }) : svg("polyline", { points: pts }),
        svg("title", {}, regionName(name)));
      g.addEventListener("click", () => toggle(name, !chosen.has(name)));
      minimap.append(g);
    }
    for (const c of geo.connections) {
      const a = pos.get(c.a);
      const b = pos.get(c.b);
      minimap.append(svg("line", { x1: a.x, y1: a.y, x2: b.x, y2: b.y }));
    }
    for (const c of geo.cities) minimap.append(svg("circle", { cx: c.x, cy: c.y, r: 9 }));
    for (const [name, r] of Object.entries(geo.regions)) {
      const cs = r.cities.map((c) => pos.get(c));
      const x = cs.reduce((s, c) => s + c.x, 0) / cs.length;
      const y = cs.reduce((s, c) => s + c.y, 0) / cs.length;
      minimap.append(svg("text", { x, y: y + 16 }, regionName(name)));
    }
  }

  /** The board of the chosen map and edition (the classic boards differ: PG-16); the lobby calls it after
   * every change. */
  async function load() {
    if (!form.get("map")) return;
    const board = `${form.get("map")}:${Boolean(form.get("classic"))}`;
    if (board === loaded) return;
    loaded = board;
    const found = await loadMap(form.get("map"), Boolean(form.get("classic")));
    if (loaded !== board) return;
    geo = found;
    for (const r of [...chosen]) if (!geo.regions[r]) chosen.delete(r);
    draw();
    form.validate();
  }

  /** Why the chosen regions cannot be played (null when they can). */
  function problem() {
    if (!choosing() || !geo) return null;
    const need = geo.by_players[String(form.players())].regions;
    if (chosen.size !== need) {
      return ngettext("{players} players play in {n} region: choose {n} ({chosen} chosen).",
        "{players} players play in {n} regions: choose {n} ({chosen} chosen).", need,
        { players: form.players(), chosen: chosen.size });
    }
    const parts = groups(geo, [...chosen]);
    if (parts.length > 1) {
      return _("The regions must form one connected area; these parts do not touch: {parts}.",
        { parts: parts.map((x) => x.map(regionName).join(" + ")).join(" | ") });
    }
    return null;
  }

  /** The message under the control, after every change. */
  function check() {
    pick.hidden = !choosing();
    const found = problem();
    if (!choosing()) {
      const need = geo ? geo.by_players[String(form.players())].regions : null;
      msg.className = "validation muted";
      msg.textContent = need ? ngettext("{n} connected region will be drawn at random.",
        "{n} connected regions will be drawn at random.", need) : "";
    } else if (found) {
      msg.className = "validation bad";
      msg.textContent = found;
    } else {
      msg.className = "validation good";
      msg.textContent = "✓ " + ngettext("{n} connected region: {regions}.", "{n} connected regions: {regions}.", chosen.size,
        { regions: [...chosen].sort().map(regionName).join(", ") });
    }
    return found;
  }

  return {
    element,
    value: () => (choosing() ? [...chosen].sort() : "random"),
    changed: load,
    problem: check,
  };
}
