// Any game on the game page through the protocol alone: the shell (game.js) draws with this module a game
// that has no module of its own. The seat's view as the server sends it, in panels of keys and values; the
// legal actions as buttons, each sending its engine's action string; once the game is over, the final
// scores with their breakdown (docs/server-api.md: the state, the view's "scores").

import { _, api, breakdownTable, drawTurn, el, logLine, parts, playerChip, thinkingBar } from "../common.js";

const $ = (id) => document.getElementById(id);
const MANY = 12; // with more legal actions than this, a field finds them by their words

/** A value of the view: a number or a word as it is, a list of them in a line, a list of objects or an
 * object as keys and values. */
function value(v) {
  if (v === null || v === undefined || (Array.isArray(v) && !v.length)) return el("span", { class: "muted" }, "—");
  if (typeof v === "boolean") return v ? "✓" : "✗";
  if (typeof v !== "object") return String(v);
  if (Array.isArray(v)) {
    if (v.every((x) => x === null || typeof x !== "object")) return v.map((x) => (x === null ? "—" : String(x))).join(", ");
    return el("ol", { class: "gv-list" }, v.map((x) => el("li", {}, value(x))));
  }
  return pairs(v);
}

function pairs(object) {
  return el("dl", { class: "gv-pairs" }, Object.entries(object).map(([k, v]) => [el("dt", {}, k), el("dd", {}, value(v))]));
}

/** The view in panels: its plain values together, then a panel per list or object (the scores aside). */
function viewPanels(view) {
  const plain = {};
  const panels = [];
  for (const [k, v] of Object.entries(view)) {
    if (k === "scores") continue;
    if (v !== null && typeof v === "object" && !(Array.isArray(v) && v.every((x) => x === null || typeof x !== "object"))) {
      panels.push(el("section", { class: "card gv-panel", dataset: { key: k } }, el("h2", {}, k), value(v)));
    } else plain[k] = v;
  }
  return [el("section", { class: "card gv-panel", dataset: { key: "" } }, el("h2", {}, _("Game")), pairs(plain)), ...panels];
}

/** The seat's legal actions, a button each (a field finds one among many). */
function choices(app, state, send) {
  const legal = state.legal;
  if (app.ui.key !== `generic:${state.version}`) { // a new decision: the last one's search goes
    for (const k of Object.keys(app.ui)) delete app.ui[k];
    app.ui.key = `generic:${state.version}`;
  }
  const box = el("section", { class: "card action-panel your-turn", id: "action-panel", dataset: { kind: "generic" } },
    el("h2", {}, _("Your turn")), el("p", { class: "prompt" }, _("Choose an action:")));
  const list = el("div", { class: "choices gv-actions" }, legal.map((a) =>
    el("button", { type: "button", class: "btn", dataset: { action: a }, onclick: () => send(a) }, a)));
  if (legal.length > MANY) {
    const find = el("input", { type: "search", class: "gv-find", id: "gv-find", value: app.ui.find || "",
      placeholder: _("Find an action"), "aria-label": _("Find an action") });
    const filter = () => {
      app.ui.find = find.value;
      const words = find.value.trim().toLowerCase();
      for (const b of list.children) b.hidden = Boolean(words) && !b.dataset.action.toLowerCase().includes(words);
    };
    find.addEventListener("input", filter);
    filter();
    box.append(find);
  }
  box.append(list);
  return box;
}

/** The panel of a seat not to act, a spectator, the game over or a replay's position. */
function waiting(state, replay, over) {
  const box = el("section", { class: "card action-panel", id: "action-panel" });
  if (replay) {
    const lines = replay.log || [];
    box.append(el("h2", {}, _("Replay")), el("p", { class: "muted small" }, replay.n === 0 ? _("The start of the game.")
      : _("After move {n} of {total}:", { n: replay.n, total: replay.total })),
    el("ul", { class: "log-lines recent" }, lines.slice(-3).map((t) => el("li", {}, logLine(t)))),
    el("p", { class: "muted small" }, _("Use ◀ ▶ (or the arrow keys) to step through the game.")));
  } else if (over) {
    box.append(el("h2", {}, _("Game over")));
  } else {
    const watching = state.seat === null || state.seat === undefined;
    box.append(el("h2", {}, watching ? _("Watching") : _("Waiting")));
    if (watching) box.append(el("p", { class: "muted small" }, _("You are watching this game.")));
    const cp = state.current_player;
    if (cp !== null && cp !== undefined) {
      box.append(el("p", { class: "prompt" }, parts(_("{player} is deciding…"), { player: playerChip(cp) })), thinkingBar(state));
    }
  }
  return box;
}

/** The final scores (the view's "scores", the game's own): a column per seat, a row per source of its result,
 * the total, the tie-breaks and the rank. */
function scores(view) {
  const rows = view.scores.map((s) => ({ ...s, total: s.breakdown.filter((b) => !b.tiebreak).reduce((t, b) => t + (b.value || 0), 0) }));
  const winners = rows.filter((s) => s.rank === 1).map((s) => s.player);
  return el("section", { class: "card scores-card", id: "scores" }, el("h2", {}, _("Final scores")),
    el("div", { class: "scores" }, breakdownTable(rows, winners, {}, "total")));
}

/** The games' titles in the reader's language (GET /api/games/kinds, asked once): the page names the
 * game as the lobby does, not by its registry name. */
let titles = null;

function titleOf(name) {
  if (!titles) {
    titles = api("GET", "/api/games/kinds").then((r) =>
      new Map(r.ok && Array.isArray(r.data) ? r.data.map((k) => [k.name, k.title]) : []));
  }
  return titles.then((known) => known.get(name) || name);
}

/** Draw everything but the log, the undo and the replay bar (the shell draws those). */
export async function render({ app, state: st, view, replay, send, root, slots }) {
  let shown = $("gv-view");
  if (!shown) {
    shown = el("div", { class: "gv-view", id: "gv-view" });
    root.append(shown);
  }
  const over = replay ? replay.n === replay.total : st.over;
  $("status").replaceChildren(el("b", {}, await titleOf(view.game)),
    view.round !== undefined && view.round !== null ? " · " + _("Round {n}", { n: view.round }) : "",
    ...(typeof view.phase === "string" ? [" · ", el("b", {}, view.phase)] : []));
  drawTurn(st, replay, over, view.game);
  const mine = !replay && st.seat !== null && st.seat !== undefined && st.current_player === st.seat && (st.legal || []).length;
  const panel = mine ? choices(app, st, send) : waiting(st, replay, over);
  if (app.busy) panel.querySelectorAll("button, input").forEach((b) => { b.disabled = true; });
  slots.action.replaceChildren(panel);
  shown.replaceChildren(...viewPanels(view));
  slots.scores.replaceChildren(Array.isArray(view.scores) && view.scores.length ? scores(view) : "");
}
