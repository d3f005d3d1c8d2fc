// "What happened since your last turn" (issue 14), for every game. When the seat's turn comes back, the
// pieces that changed since its last action are highlighted for a few seconds (new houses, plants bought,
// market changes) and a box sums up the log's entries since then, until it is dismissed or the seat acts.
// The log's own lines since then are marked too. game.js calls mark() after each action it sends, seen()
// with each state it receives and show() after each drawing. The pieces are compared with the view the
// seat acted on, its own houses and plants aside: what its action brought about (the plant another
// player wins when it passes) counts as news; the log's lines start after its action's own.

import { _, el, logLine, playerName } from "./common.js";

const HIGHLIGHT_MS = 6000;

/** The pieces of a view the recap compares, each as a set of keys ("city:Essen:1", "plant:2:13", …);
 * a key's 4th part, when it has one, is the seat owning the piece. */
function pieces(view) {
  const out = new Set();
  if (view.game === "barrage") {
    const map = view.map;
    for (const [site, d] of Object.entries(map.dams || {})) {
      if (d.height > 0) out.add(`dam:${site}:${d.height}:${d.owner}`);
      if (d.drops) out.add(`water:${site}:${d.drops}`);
    }
    for (const [site, owner] of Object.entries(map.conduits || {})) out.add(`conduit:${site}::${owner}`);
    for (const [site, owner] of Object.entries(map.powerhouses || {})) out.add(`powerhouse:${site}::${owner}`);
    for (const h of map.headstreams || []) if (h.drops) out.add(`head:${h.id}:${h.drops}`);
    for (const [space, seat] of Object.entries(view.occupied || {})) if (seat >= 0) out.add(`space:${space}::${seat}`);
    for (const ids of Object.values(view.contracts.private)) for (const id of ids) out.add(`contract:${id}`);
    view.seats.forEach((s, i) => s.contracts.forEach((id) => out.add(`held:${id}::${i}`)));
    return out;
  }
  if (view.game === "powergrid-cards") {
    for (const s of view.seats) for (const p of s.plants) out.add(`plant:${s.seat}:${p.id}`);
    for (const p of [...view.market.current, ...view.market.future]) out.add(`market:${p.id}`);
    view.resources.columns.forEach((col) => col.forEach((c) => out.add(`card:${c.id}`)));
    return out;
  }
  for (const [city, owners] of Object.entries(view.cities || {})) {
    owners.forEach((o, i) => { if (o !== null && o !== undefined) out.add(`city:${city}:${i}:${o}`); });
  }
  for (const p of view.players) for (const pl of p.plants) out.add(`plant:${p.seat}:${pl.number}`);
  const pm = view.plant_market || { current: [], future: [] };
  for (const p of [...pm.current, ...pm.future]) if (p && p.number !== null) out.add(`market:${p.number}`);
  for (const [r, res] of Object.entries(view.resources || {})) out.add(`res:${r}:${res.on_market}`);
  return out;
}

const site = (id) => `#map [data-site="${CSS.escape(id)}"]`;

/** Where each new piece is drawn on the page, by its kind. */
const WHERE = {
  dam: site, water: site, conduit: site, powerhouse: site, head: site, // Barrage
  space: (id) => `#ba-board [data-space="${CSS.escape(id)}"]`,
  contract: (id) => `#ba-contracts [data-contract="${CSS.escape(id)}"]`,
  held: (id, _n, seat) => `#players .ba-player[data-seat="${seat}"] [data-contract="${CSS.escape(id)}"]`,
  city: (city) => `#map g.city[data-city="${CSS.escape(city)}"]`,
  plant: (seat, plant) => `#players .player[data-seat="${seat}"] [data-plant="${CSS.escape(plant)}"]`,
  market: (plant) => `#plant-market [data-plant="${CSS.escape(plant)}"]`,
  card: (card) => `#resource-market [data-card="${CSS.escape(card)}"]`,
  res: (resource) => `#resource-market .res-row[data-resource="${resource}"]`,
};

function selector(key) {
  const [kind, ...rest] = key.split(":");
  return WHERE[kind](...rest);
}

/** The kinds of pieces a seat places itself (its 4th part names the seat). */
const OWNED = new Set(["city", "dam", "conduit", "powerhouse", "space", "held"]);

/** How many of an action's log lines are the seat's own: in Barrage the Automa's turns follow in the
 * same answer, from the first line that names another seat first. */
export function ownLines(view, seat, lines) {
  if (view.game !== "barrage" || seat === null || seat === undefined) return lines.length;
  const others = view.seats.map((_s, i) => i).filter((i) => i !== seat).map((i) => `${playerName(i)} `);
  const first = lines.findIndex((t) => others.some((name) => t.startsWith(name)));
  return first < 0 ? lines.length : first;
}

export class Recap {
  constructor() {
    this.since = null; // {log, view}: the log's length right after the seat's last action, the view it acted on
    this.box = null; // {lines, from, open}: what happened (the summary shown while open), or null
    this.changed = []; // selectors of the pieces to highlight
    this.until = 0; // … until then
    this.fading = 0; // the timer that takes the highlights away
    this.after = 0; // the version the seat's last action made
    this.wasTurn = false; // whether the seat was to act in the last state drawn that came after it
    this.news = false; // whether others moved within the version the seat's action made (the Automa)
  }

  /** The seat's action made the game `version`, its own lines ending the log at `logLength`; `view`: the
   * view it acted on; `news`: others' moves followed within the same version. */
  mark(version, logLength, view, news = false) {
    this.since = { log: logLength, view };
    this.box = null;
    this.until = 0;
    this.after = version;
    this.wasTurn = false;
    this.news = news;
  }

  /** A state arrived: if the seat's last action was taken back (undo), there is nothing to sum up. */
  seen(state) {
    if (this.since && (state.log || []).length < this.since.log) this.since = null;
  }

  /** After the page is drawn: on the turn's return, what happened; the box, the highlights, the log's lines.
   * True when the turn has just come back. */
  show(state, view, { slot, log, live }) {
    const turn = live && state.seat !== null && state.seat !== undefined && state.current_player === state.seat
      && !state.over;
    // (others may have moved several times between two drawings, or within the seat's own version)
    const later = state.version > this.after || (this.news && state.version === this.after);
    const back = later && turn && !this.wasTurn;
    if (back && this.since) {
      const lines = (state.log || []).slice(this.since.log);
      const before = pieces(this.since.view);
      const now = pieces(view);
      const own = (key) => { // the seat's own houses and plants (structures, spaces, contracts): it knows them
        const [kind, a, , owner] = key.split(":");
        return (OWNED.has(kind) && owner === String(state.seat)) || (kind === "plant" && a === String(state.seat));
      };
      this.changed = [...now].filter((k) => !before.has(k) && !own(k)).map(selector);
      this.until = Date.now() + HIGHLIGHT_MS;
      this.box = lines.length ? { lines, from: this.since.log, open: true } : null;
      clearTimeout(this.fading); // (an earlier turn's highlights must not take this turn's away)
      this.fading = setTimeout(() => this.fade(), HIGHLIGHT_MS + 50);
    }
    if (later) this.wasTurn = turn;
    if (!live) {
      slot.replaceChildren();
      return false;
    }
    if (Date.now() < this.until) {
      for (const sel of this.changed) document.querySelectorAll(sel).forEach((n) => n.classList.add("changed"));
    }
    slot.replaceChildren(this.box && this.box.open ? this.summary() : "");
    if (this.box) {
      const items = log.querySelectorAll(".log-lines > li");
      const first = items.length - ((state.log || []).length - this.box.from);
      [...items].slice(Math.max(0, first)).forEach((li) => li.classList.add("since-turn"));
    }
    return back;
  }

  fade() {
    document.querySelectorAll(".changed").forEach((n) => n.classList.remove("changed"));
  }

  summary() {
    const MAX = 8;
    const { lines } = this.box;
    const shown = lines.slice(-MAX);
    const close = el("button", {
      type: "button", class: "recap-close", "aria-label": _("close"), title: _("close"),
      onclick: () => { this.box.open = false; document.getElementById("recap")?.remove(); },
    }, "×");
    return el("section", { class: "card recap", id: "recap", role: "status" },
      el("div", { class: "recap-head" }, el("h2", {}, _("Since your last turn")), close),
      lines.length > MAX ? el("p", { class: "muted small" }, _("… and earlier entries in the log")) : null,
      el("ul", { class: "log-lines" }, shown.map((t) => el("li", {}, logLine(t)))));
  }
}
