// Shared helpers of the lobby and the game page: words, DOM building, the JSON API, toasts, players'
// colours and names, the bid box, the confirm box, the score table. Plain ES modules, no build step.
// Nothing here belongs to one game: a game's own pieces are in its modules under games/.

// ---- words ------------------------------------------------------------------------------------
// Every text the page shows is English in the code, written through _(), ngettext() or pgettext()
// (Babel extracts them into the "web" gettext catalogue: babel/web.cfg), and read from the
// catalogue of the page's language: msgid (or "context\u0004msgid") → its text, or the list of its
// plural forms. Fields are named: _("{player} passes", {player: "P2"}).
let CATALOGUE = {};
let pluralForm = (n) => (n === 1 ? 0 : 1);

/** Use these words: the catalogue of `lang` (as the server gives it) and its plural rule. */
export function setCatalogue(messages, lang) {
  CATALOGUE = messages || {};
  const rules = new Intl.PluralRules(lang);
  const order = lang === "en" ? ["one", "other"] : ["one", "few", "many", "other"];
  pluralForm = (n) => Math.min(order.indexOf(rules.select(n)), order.length === 2 ? 1 : 2);
}

function fill(text, params) {
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (whole, key) => (key in params ? String(params[key]) : whole));
}

/** A translated text whose {fields} are elements (a player's chip, a bold number): its pieces, to append.
 * parts(_("Highest bid {bid} by {player}"), {bid: el("b", {}, "12"), player: playerChip(2)}). */
export function parts(text, nodes) {
  return text.split(/(\{\w+\})/).filter(Boolean).map((piece) => {
    const m = piece.match(/^\{(\w+)\}$/);
    return m && m[1] in nodes ? nodes[m[1]] : piece;
  });
}

/** A text in the page's language. */
export function _(text, params) {
  const found = CATALOGUE[text];
  return fill(typeof found === "string" && found ? found : text, params);
}

/** A text whose form the number `n` chooses (1 город, 2 города, 5 городов). */
export function ngettext(one, other, n, params) {
  const forms = CATALOGUE[one];
  const text = Array.isArray(forms) && forms[pluralForm(n)] ? forms[pluralForm(n)] : n === 1 ? one : other;
  return fill(text, { n, ...params });
}

/** A text whose words depend on where it is used (`context`: the same English, other words). */
export function pgettext(context, text, params) {
  const found = CATALOGUE[`${context}\u0004${text}`];
  return fill(typeof found === "string" && found ? found : text, params);
}

/** Both: a text of a context whose form the number `n` chooses. */
export function npgettext(context, one, other, n, params) {
  const forms = CATALOGUE[`${context}\u0004${one}`];
  const text = Array.isArray(forms) && forms[pluralForm(n)] ? forms[pluralForm(n)] : n === 1 ? one : other;
  return fill(text, { n, ...params });
}

const CITY = "city";

/** A city's name in the page's language (Эссен for Essen): the games' catalogue's "city" names, which
 * the server serves with the page's words (routes/words.py); the data and the actions keep the English. */
export function cityName(name) {
  const found = CATALOGUE[`${CITY}\u0004${name}`];
  return typeof found === "string" && found ? found : name;
}

// The page's language is the server's choice (routes/words.py: the cookie `lang`, else the browser's
// Accept-Language, else English), written in <html lang>; the address of its words (the "web"
// catalogue as JSON, cached by its version) in <meta name="powerplay-words">. Every module importing
// this one runs after the words are in (top-level await), so its tables may call _() at load. The texts
// of the pages' own HTML (marked data-i18n, data-i18n-attr) come from the server already translated.
export const LANG = document.documentElement.lang || "en";
export const LANGUAGES = [["ru", "Русский"], ["uk", "Українська"], ["en", "English"]];

async function loadWords() {
  const meta = document.querySelector('meta[name="powerplay-words"]');
  let words = {};
  if (meta && LANG !== "en") {
    try {
      const r = await fetch(meta.content);
      if (r.ok) words = await r.json();
    } catch (e) { /* the server unreachable: English */ }
  }
  setCatalogue(words, LANG);
}

/** The language switch (in the top bar): the choice is the cookie `lang` (a year, the whole site), which the
 * server reads; the page reloads in the new language. */
export function languageSwitch() {
  const select = el("select", { id: "lang-switch", class: "lang-switch", "aria-label": _("Language"), title: _("Language") },
    LANGUAGES.map(([code, name]) => el("option", { value: code, lang: code, selected: code === LANG }, name)));
  select.addEventListener("change", () => {
    document.cookie = `lang=${select.value}; path=/; max-age=31536000; samesite=lax`;
    location.reload();
  });
  return select;
}

await loadWords();
const topbar = document.querySelector(".topbar");
if (topbar) topbar.append(languageSwitch(), menuButton(topbar));

/** The top bar's menu button (shown on a phone, where the bar is one line: style.css): it shows the rest of
 * the bar (the parts of the status marked `st-extra`, the connection, the language switch) and hides it again. */
function menuButton(bar) {
  const button = el("button", {
    type: "button", class: "topbar-menu", id: "topbar-menu", "aria-expanded": "false", "aria-label": _("More"), title: _("More"),
  }, "☰");
  button.addEventListener("click", () => button.setAttribute("aria-expanded", String(bar.classList.toggle("open"))));
  return button;
}

export const PLAYER_COLOURS = ["#d7263d", "#1f6fd1", "#21a34a", "#f0b400", "#8e44c9", "#2b2b2b"];
export const PLAYER_COLOUR_NAMES = ["red", "blue", "green", "yellow", "purple", "black"];
export const TRUST_COLOUR = "#ffffff";
export const BOT_LABEL = {
  human: _("human"), heuristic: _("heuristic bot"), random: _("random bot"),
  easy: _("easy search bot"), medium: _("medium search bot"), hard: _("hard search bot"),
};

/** Build an element: el("div", {class: "x", onclick: f}, "text", child, [more]). */
export function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  setAttrs(node, attrs);
  append(node, children);
  return node;
}

const SVG_NS = "http://www.w3.org/2000/svg";

/** The same for SVG elements. */
export function svg(tag, attrs = {}, ...children) {
  const node = document.createElementNS(SVG_NS, tag);
  setAttrs(node, attrs);
  append(node, children);
  return node;
}

function setAttrs(node, attrs) {
  for (const [k, v] of Object.entries(attrs || {})) {
    if (v === null || v === undefined || v === false) continue;
    if (k.startsWith("on") && typeof v === "function") node.addEventListener(k.slice(2), v);
    else if (k === "dataset") Object.assign(node.dataset, v);
    else if (k === "text") node.textContent = v;
    else if (k === "style") node.style.cssText = v; // CSSOM: allowed by the page's Content-Security-Policy
    else node.setAttribute(k, v === true ? "" : String(v));
  }
}

function append(node, children) {
  for (const c of children.flat(Infinity)) {
    if (c === null || c === undefined || c === false) continue;
    node.append(c instanceof Node ? c : document.createTextNode(String(c)));
  }
}

/** Call the JSON API (with a seat's token or the creator's key as `Authorization: Bearer`).
 * Resolves to {ok, status, data}; never throws on HTTP errors. */
export async function api(method, path, body, secret) {
  const init = { method, headers: {} };
  if (secret) init.headers.Authorization = `Bearer ${secret}`;
  if (body !== undefined) {
    init.headers["Content-Type"] = "application/json";
    init.body = JSON.stringify(body);
  }
  let res;
  try {
    res = await fetch(path, init);
  } catch (e) {
    return { ok: false, status: 0, data: { error: _("The server cannot be reached."), rule: null } };
  }
  let data = null;
  try {
    data = await res.json();
  } catch (e) {
    data = null;
  }
  if (!res.ok && (!data || typeof data !== "object")) data = { error: _("The server answered {status}.", { status: res.status }), rule: null };
  if (!res.ok && data && !data.error && data.detail) {
    data = { error: typeof data.detail === "string" ? data.detail : JSON.stringify(data.detail), rule: null };
  }
  return { ok: res.ok, status: res.status, data };
}

/** A short message at the bottom of the screen; errors show their rule number. */
export function toast(message, { kind = "info", rule = null, ms = 5000 } = {}) {
  let box = document.getElementById("toasts");
  if (!box) {
    box = el("div", { id: "toasts", role: "status", "aria-live": "polite" });
    document.body.append(box);
  }
  const t = el("div", { class: `toast toast-${kind}` },
    rule ? el("span", { class: "rule" }, rule) : null,
    el("span", { class: "toast-text" }, message),
    el("button", { class: "toast-close", "aria-label": _("close"), onclick: () => t.remove() }, "×"));
  box.append(t);
  setTimeout(() => t.classList.add("fade"), ms - 400);
  setTimeout(() => t.remove(), ms);
  return t;
}

/** The names the players of the game shown gave, by seat (from the state's `seats`). */
const NAMES = new Map();

/** Remember the players' names of the game shown (the state's `seats`: a seat's `name`, or null). */
export function setPlayerNames(seats) {
  NAMES.clear();
  for (const s of seats || []) if (s.name) NAMES.set(s.seat, s.name);
}

/** A player as the page names them: the name they gave, else their seat (P2, И2, Г2). */
export function playerName(seat) {
  if (seat === "trust") return _("Trust");
  return NAMES.get(seat) || _("P{n}", { n: seat + 1 });
}

/** The name this browser's player goes by (the lobby's "Your name", kept in this browser). */
export function myName() {
  return (localStorage.getItem("powerplay.name") || "").trim();
}

export function setMyName(name) {
  localStorage.setItem("powerplay.name", name.trim());
}

export function playerColour(seat) {
  return seat === "trust" ? TRUST_COLOUR : PLAYER_COLOURS[seat % PLAYER_COLOURS.length];
}

/** A coloured dot with the player's name (``name``: the name of a seat of a game other than the one shown). */
export function playerChip(seat, extra = "", name = null) {
  return el("span", { class: "pchip" + (seat === "trust" ? " trust" : ""), style: `--pc:${playerColour(seat)}` },
    el("span", { class: "dot" }), (name || playerName(seat)) + extra);
}

/** The header's turn line (the game over, a replay's move, or whose turn it is and since when) and the
 * tab's title, marked when it is the viewer's turn. ``replay``: the replay shown, if any. */
export function drawTurn(st, replay, over, gameName) {
  const cp = replay ? null : st.current_player;
  const you = st.seat;
  const turn = document.getElementById("turn");
  if (over) turn.replaceChildren(el("span", {}, _("Game over")));
  else if (replay) turn.replaceChildren(el("span", {}, _("Replay · move {n}/{total}", { n: replay.n, total: replay.total })));
  else if (cp === null || cp === undefined) turn.replaceChildren();
  else {
    turn.replaceChildren(cp === you && you !== null ? el("b", { class: "your-turn-tag" }, _("Your turn")) : playerChip(cp, " " + _("to move")),
      el("span", { class: "since muted", dataset: { iso: st.last_move_at || "" } }, ` · ${since(st.last_move_at)}`));
  }
  document.title = (cp === you && you !== null && !over ? "▶ " + _("Your turn") + " · " : "") + gameName + " · Powerplay";
}

// ---- a bot thinking -----------------------------------------------------------------------------
let thought = null; // the server's last "thinking" message: {version, seat, done, left}

/** A search bot's progress (the server's "thinking" message): kept, and drawn into the bar shown. */
export function thinking(msg) {
  thought = msg;
  const box = document.getElementById("thinking");
  if (box) drawThinking(box);
}

/** Where a page says that a player is deciding: a progress bar and about how long it will still take,
 * shown while the server reports a bot's search for this state (the next state ends it). */
export function thinkingBar(state) {
  const bar = el("div", { class: "thinking-bar", role: "progressbar", "aria-valuemin": 0, "aria-valuemax": 100 },
    el("span", { class: "thinking-done" }));
  const box = el("div", { class: "thinking", id: "thinking", dataset: { version: state.version, seat: state.current_player } },
    bar, el("span", { class: "thinking-left muted small" }));
  drawThinking(box);
  return box;
}

function drawThinking(box) {
  const t = thought;
  box.hidden = !t || String(t.version) !== box.dataset.version || String(t.seat) !== box.dataset.seat;
  if (box.hidden) return;
  const pct = Math.round(100 * Math.max(0, Math.min(1, t.done)));
  const left = t.left === null || t.left === undefined ? "" : t.left < 1 ? _("less than a second left")
    : ngettext("about {n} second left", "about {n} seconds left", Math.round(t.left));
  const bar = box.querySelector(".thinking-bar");
  bar.setAttribute("aria-label", _("{player} is thinking", { player: playerName(t.seat) }));
  bar.setAttribute("aria-valuenow", String(pct));
  bar.setAttribute("aria-valuetext", left ? _("done: {n}%, {left}", { n: pct, left }) : _("done: {n}%", { n: pct }));
  bar.firstChild.style.width = `${pct}%`;
  box.querySelector(".thinking-left").textContent = left;
}

/** "12 s", "3 min", "2 h" since an ISO time. */
export function since(iso) {
  if (!iso) return "";
  const t = Date.parse(iso);
  if (Number.isNaN(t)) return "";
  const s = Math.max(0, Math.round((Date.now() - t) / 1000));
  if (s < 60) return _("{n} s", { n: s });
  if (s < 3600) return _("{n} min", { n: Math.floor(s / 60) });
  if (s < 86400) return _("{n} h", { n: Math.floor(s / 3600) });
  return _("{n} d", { n: Math.floor(s / 86400) });
}

export function money(n) {
  return n === null || n === undefined ? "?" : String(n);
}

/** The final scores by category (``Game.scores()``' ``breakdown``): a row per source, the total (the
 * entry ``total`` of each score), the tie-breaks in their order and the rank; a column per seat, best
 * first, the winners marked. ``sources``: a source's words; ``chip``: a seat's name. A source a seat
 * has not (an Automa's own) shows "—", a value still hidden "?". */
export function breakdownTable(scores, winners, sources, total, chip = playerChip) {
  const seats = [...scores].sort((a, b) => a.rank - b.rank || a.player - b.player);
  const won = new Set(winners);
  const rows = [];
  for (const s of seats) for (const b of s.breakdown) if (!rows.some((r) => r.source === b.source)) rows.push(b);
  const mark = (s) => (won.has(s.player) ? "num winner" : "num");
  const cells = (source) => seats.map((s) => {
    const b = s.breakdown.find((x) => x.source === source);
    return el("td", { class: mark(s) }, b ? money(b.value) : "—");
  });
  const line = (b) => el("tr", { class: b.tiebreak ? "tiebreak" : "part", "data-source": b.source },
    el("th", { scope: "row" }, sources[b.source] || b.source), cells(b.source));
  const tiebreaks = rows.filter((b) => b.tiebreak);
  return el("table", { class: "breakdown" },
    el("thead", {}, el("tr", {}, el("th", {}, ""),
      seats.map((s) => el("th", { class: mark(s), scope: "col", "data-seat": s.player },
        chip(s.player), won.has(s.player) ? el("span", { class: "star", title: _("Winner") }, " ★") : "")))),
    el("tbody", {}, rows.filter((b) => !b.tiebreak).map(line),
      el("tr", { class: "total" }, el("th", { scope: "row" }, _("Total")),
        seats.map((s) => el("td", { class: mark(s) }, String(s[total])))),
      tiebreaks.length ? el("tr", { class: "tiebreak-head" },
        el("th", { colspan: seats.length + 1 }, _("Tie-breaks, in order"))) : "",
      tiebreaks.map(line),
      el("tr", { class: "rank" }, el("th", { scope: "row" }, _("Rank")),
        seats.map((s) => el("td", { class: mark(s) }, String(s.rank))))));
}

/**
 * The bid box of an auction: the field with − and +, the range, a message beside it, and the button that
 * sends the bid. The button always names exactly what it would send; a value above the range, below it or
 * not a whole number is refused beside the box and the button disabled: never clamped and sent.
 * text(v): the button's label for bid v; blank: its label while there is no valid bid; send(v): send bid v;
 * onValue(v): the bid changed to the valid v (kept across redraws); money: the player's Elektro, if known.
 */
export function bidBox({ label, value, min, max, money = null, name, text, blank, send, onValue = () => {} }) {
  const input = el("input", {
    type: "number", class: "step-input", min, max, step: 1, value, inputmode: "numeric", "aria-label": _("bid"),
    id: "bid-input", "aria-describedby": "bid-error",
  });
  const note = el("span", { class: "bid-error", id: "bid-error", role: "alert", hidden: true });
  const go = el("button", { type: "button", class: "btn primary", dataset: { action: name } }, text(value));
  const minus = el("button", { type: "button", class: "step-btn", "aria-label": _("lower the bid") }, "−");
  const plus = el("button", { type: "button", class: "step-btn", "aria-label": _("raise the bid") }, "+");
  let bid = value; // the valid bid shown, or null
  const problem = (raw) => {
    const s = raw.trim();
    if (s === "") return _("Enter a bid from {min} to {max}.", { min, max });
    if (!/^[+-]?\d+$/.test(s)) return _("A bid is a whole number of Elektro.");
    const v = Number(s);
    if (v < min) return _("The lowest bid is {min}.", { min });
    if (v > max) {
      return money !== null && v > money ? _("You have only {money} Elektro.", { money })
        : _("The highest bid you can make is {max}.", { max });
    }
    return null;
  };
  const check = () => {
    const why = problem(input.value);
    bid = why ? null : Number(input.value.trim());
    note.textContent = why || "";
    note.hidden = !why;
    input.setAttribute("aria-invalid", why ? "true" : "false");
    go.disabled = Boolean(why);
    go.textContent = why ? blank : text(bid);
    minus.disabled = bid !== null && bid <= min;
    plus.disabled = bid !== null && bid >= max;
    if (!why) onValue(bid);
  };
  const fire = () => {
    check();
    if (bid !== null) send(bid);
  };
  const step = (d) => {
    const n = Math.round(Number(input.value.trim()));
    input.value = Math.max(min, Math.min(max, (Number.isFinite(n) && input.value.trim() !== "" ? n : min) + d));
    check();
  };
  minus.addEventListener("click", () => step(-1));
  plus.addEventListener("click", () => step(1));
  go.addEventListener("click", fire);
  input.addEventListener("input", check);
  input.addEventListener("keydown", (e) => {
    if (e.key !== "Enter") return;
    e.preventDefault();
    fire();
  });
  check();
  return [
    el("div", { class: "bid-row" }, el("label", { for: "bid-input" }, label), el("span", { class: "stepper" }, minus, input, plus),
      el("small", { class: "muted" }, min === max ? _("exactly {n}", { n: min }) : _("{min} to {max}", { min, max })), note),
    go,
  ];
}

// ---- confirm where you click ------------------------------------------------------------------
/**
 * A choice confirmed where it was made: its preview (what it costs, what it does) and its buttons appear
 * beside the element clicked — a popover anchored to it on a wide screen, a bottom sheet on a narrow one
 * (a phone; the sheet never covers the element: the page scrolls it into view above the sheet). Escape, a
 * click or tap outside, or Cancel closes it without acting. Focus moves into it (to its first primary
 * button) and, when it closes, back to where it was; Tab stays inside it. One is open at a time: opening
 * another replaces it. It lives in <body>, outside what the page redraws, and follows its anchor while it
 * is open (a scroll, or a redraw that replaced the anchor: give a selector or a function that finds it).
 *
 *   confirmAt(anchor, {
 *     key: "build:Essen",        // what it confirms: a redraw calls closeConfirmUnless(key) and keeps it
 *     title: "Essen",            // its heading: a text or nodes
 *     body: [nodes],             // the preview: the cost, the effect; inputs (a bid box) if the choice has any
 *     actions: [{ label: "Build in Essen for 20", primary: true, name: "build", onClick: () => send("build Essen") }],
 *                                // each closes the box, then calls onClick; name → data-action; a node is put as it is
 *     cancel: "Cancel",          // the cancel button's words (this is the default); null: no cancel button
 *     onCancel: () => {},        // it closed without acting (Escape, outside, Cancel): forget the choice
 *   })  → { node, close() }      // node: the box (#confirm-pop); close(): close it, onCancel not called
 *
 *   closeConfirmUnless(key)      // after each redraw: close the open box unless it confirms `key` (null: any)
 *   confirmKey()                 // the key of the open box, or null
 *
 * anchor: the element clicked, a CSS selector, or a function returning the element.
 */
export function confirmAt(anchor, { key = null, title = "", body = [], actions = [], cancel = _("Cancel"), onCancel = null } = {}) {
  const returnTo = OPEN_BOX ? OPEN_BOX.returnTo : document.activeElement;
  shut(false);
  const buttons = actions.map((a) => {
    if (a instanceof Node) return a;
    const b = el("button", { type: "button", class: `btn ${a.primary ? "primary" : ""}`, disabled: a.disabled,
      dataset: a.name ? { action: a.name } : {} }, a.label);
    b.addEventListener("click", () => {
      shut(true);
      if (a.onClick) a.onClick();
    });
    return b;
  });
  const no = cancel === null ? null : el("button", { type: "button", class: "btn confirm-cancel", dataset: { action: "cancel" } }, cancel);
  if (no) no.addEventListener("click", dismiss);
  const node = el("div", { id: "confirm-pop", class: "confirm-pop", role: "dialog", "aria-modal": "false",
    "aria-labelledby": "confirm-title", tabindex: "-1" },
  el("h3", { class: "confirm-title", id: "confirm-title" }, title),
  el("div", { class: "confirm-body" }, body),
  el("div", { class: "confirm-actions" }, buttons, no));
  document.body.append(node);
  const box = { key, node, anchor, onCancel, returnTo, sheet: null, last: "" };
  OPEN_BOX = box;
  follow(box);
  if (box.sheet) reveal(box);
  const first = node.querySelector("[data-autofocus]") || node.querySelector(".btn.primary:not(:disabled)")
    || focusable(node)[0] || node;
  first.focus({ preventScroll: true });
  return { node, close: () => { if (OPEN_BOX === box) shut(true); } };
}

/** Close the open box unless it confirms `key` (a redraw whose choice is another, or none). */
export function closeConfirmUnless(key) {
  if (OPEN_BOX && (key === null || key === undefined || OPEN_BOX.key !== key)) shut(true);
}

/** The key of the open box, or null. */
export function confirmKey() {
  return OPEN_BOX ? OPEN_BOX.key : null;
}

const NARROW = "(max-width: 640px)";
let OPEN_BOX = null;

function anchorOf(box) {
  const a = box.anchor;
  const found = typeof a === "function" ? a() : typeof a === "string" ? document.querySelector(a) : a;
  return found && found.isConnected ? found : null;
}

function focusable(node) {
  return [...node.querySelectorAll("button, input, select, textarea, a[href], [tabindex]:not([tabindex='-1'])")]
    .filter((x) => !x.disabled && x.getClientRects().length);
}

/** Close the open box; `back`: move the focus back to where it was (if it was inside the box). */
function shut(back) {
  const box = OPEN_BOX;
  if (!box) return;
  OPEN_BOX = null;
  cancelAnimationFrame(box.frame);
  const hadFocus = box.node.contains(document.activeElement);
  box.node.remove();
  document.body.classList.remove("sheet-open");
  if (!back || !hadFocus) return;
  // back to the element clicked, or to its successor once the page has redrawn (the redraw a choice given
  // up causes replaces the element that had the focus)
  const restore = () => {
    if (document.activeElement && document.activeElement !== document.body) return;
    const a = anchorOf(box);
    const target = box.returnTo && box.returnTo.isConnected && box.returnTo !== document.body ? box.returnTo
      : a && a.closest("button, a[href], input, select, textarea, [tabindex]:not([tabindex='-1'])");
    if (target) target.focus({ preventScroll: true });
  };
  restore();
  setTimeout(restore, 0);
  requestAnimationFrame(() => requestAnimationFrame(restore));
}

/** Closed without acting. */
function dismiss() {
  const box = OPEN_BOX;
  if (!box) return;
  shut(true);
  if (box.onCancel) box.onCancel();
}

/** Where the box goes: a sheet at the bottom of a narrow screen; else beside its anchor (right of it, else
 * left, else below, else above), always on the screen and below the top bar. Called every frame while the
 * box is open; it moves only when its anchor or its size changed. */
function follow(box) {
  if (OPEN_BOX !== box) return;
  const node = box.node;
  const sheet = matchMedia(NARROW).matches;
  if (sheet !== box.sheet) {
    box.sheet = sheet;
    box.last = "";
    node.classList.toggle("sheet", sheet);
    node.classList.toggle("popover", !sheet);
    node.style.left = "";
    node.style.top = "";
    if (!sheet) document.body.classList.remove("sheet-open");
  }
  if (sheet) { // the page can scroll its end out from under the sheet
    const h = `${node.offsetHeight}px`;
    if (h !== box.last) {
      box.last = h;
      document.body.classList.add("sheet-open");
      document.body.style.setProperty("--sheet", h);
    }
  } else {
    const a = anchorOf(box);
    if (a) box.rect = a.getBoundingClientRect();
    const r = box.rect;
    const w = node.offsetWidth;
    const h = node.offsetHeight;
    const seen = r ? [r.left, r.top, r.width, r.height, w, h, innerWidth, innerHeight].map(Math.round).join() : "";
    if (r && seen !== box.last) {
      box.last = seen;
      const W = document.documentElement.clientWidth;
      const H = innerHeight;
      const bar = document.querySelector(".topbar");
      const top = (bar && getComputedStyle(bar).position !== "static" ? bar.getBoundingClientRect().bottom : 0) + 8;
      const gap = 10;
      const m = 8;
      let x;
      let y;
      let side;
      if (r.right + gap + w <= W - m) [x, y, side] = [r.right + gap, r.top + r.height / 2 - h / 2, "right"];
      else if (r.left - gap - w >= m) [x, y, side] = [r.left - gap - w, r.top + r.height / 2 - h / 2, "left"];
      else if (r.bottom + gap + h <= H - m) [x, y, side] = [r.left + r.width / 2 - w / 2, r.bottom + gap, "below"];
      else [x, y, side] = [r.left + r.width / 2 - w / 2, r.top - gap - h, "above"];
      node.style.left = `${Math.round(Math.max(m, Math.min(x, W - m - w)))}px`;
      node.style.top = `${Math.round(Math.max(top, Math.min(y, H - m - h)))}px`;
      node.dataset.side = side;
    }
  }
  box.frame = requestAnimationFrame(() => follow(box));
}

/** The sheet covers the bottom of the screen: scroll what was clicked into view above it. */
function reveal(box) {
  const a = anchorOf(box);
  if (!a) return;
  const gap = box.node.offsetHeight + 12;
  const bar = document.querySelector(".topbar");
  a.style.scrollMarginBottom = `${gap}px`;
  a.style.scrollMarginTop = `${(bar ? bar.offsetHeight : 0) + 12}px`;
  a.scrollIntoView({ block: "nearest", inline: "nearest", behavior: "instant" });
  a.style.scrollMarginBottom = "";
  a.style.scrollMarginTop = "";
}

document.addEventListener("keydown", (e) => {
  const box = OPEN_BOX;
  if (!box) return;
  if (e.key === "Escape") {
    e.preventDefault();
    e.stopPropagation();
    dismiss();
  } else if (e.key === "Tab") { // Tab and Shift+Tab go round the box's controls
    const all = focusable(box.node);
    if (!all.length) return;
    const i = all.indexOf(document.activeElement);
    if (e.shiftKey && i <= 0) { e.preventDefault(); all[all.length - 1].focus(); }
    else if (!e.shiftKey && (i === -1 || i === all.length - 1)) { e.preventDefault(); all[0].focus(); }
  }
}, true);

// a click (or tap) outside closes the box; the click goes on to what it was on (another city opens its own box)
document.addEventListener("click", (e) => {
  if (OPEN_BOX && !OPEN_BOX.node.contains(e.target)) dismiss();
}, true);

/** Colour the players in a log line: "P3" mentions (И3, Г3 in Russian and Ukrainian) and the names
 * players gave (the server writes a named player's seat as their name). */
export function logLine(text) {
  const span = el("span");
  const seat = _("P{n}").replace("{n}", "(\\d)");
  const named = [...NAMES.entries()].sort((a, b) => b[1].length - a[1].length);
  const names = named.map(([, n]) => "|(" + n.replace(/[.*+?^${}()|[\]\\]/g, "\\$&") + ")").join("");
  const re = new RegExp(`(?<![\\p{L}\\p{N}_])(?:${seat}${names})(?![\\p{L}\\p{N}_])`, "gu");
  let last = 0;
  let m;
  while ((m = re.exec(text))) {
    if (m.index > last) span.append(text.slice(last, m.index));
    span.append(playerChip(m[1] !== undefined ? Number(m[1]) - 1 : named[m.slice(2).findIndex((g) => g !== undefined)][0]));
    last = m.index + m[0].length;
  }
  span.append(text.slice(last));
  return span;
}

export function copyText(text) {
  if (navigator.clipboard && window.isSecureContext) return navigator.clipboard.writeText(text);
  const ta = el("textarea", { style: "position:fixed;left:-1000px;top:0" });
  ta.value = text;
  document.body.append(ta);
  ta.select();
  try { document.execCommand("copy"); } finally { ta.remove(); }
  return Promise.resolve();
}

const mapCache = new Map();

/** The map geometry written by scripts/export_maps.py. */
export function loadMap(key, classic = false) {
  const name = classic ? `${key}-classic` : key;
  if (!mapCache.has(name)) {
    mapCache.set(name, fetch(`/static/maps/${name}.json`).then((r) => {
      if (!r.ok) throw new Error(`no map ${name}`);
      return r.json();
    }));
  }
  return mapCache.get(name);
}

/** Saved seats of this browser: {"gameId:seat": {game, seat, token, saved}} (to come back to a game).
 * A seat's token lives here, never in a URL. */
export function savedSeats() {
  return stored("powerplay.seats");
}

export function saveSeat(gameId, seat, token) {
  const all = savedSeats();
  all[`${gameId}:${seat}`] = { game: gameId, seat, token, saved: new Date().toISOString() };
  store("powerplay.seats", all);
}

export function forgetSeat(gameId, seat) {
  const all = savedSeats();
  delete all[`${gameId}:${seat}`];
  store("powerplay.seats", all);
}

/** The page of a saved seat. */
export function seatUrl(gameId, seat) {
  return `/play/${encodeURIComponent(gameId)}?seat=${seat}`;
}

/** The games this browser created: {gameId: {owner, links: {seat: link}, saved}} (the creator's key
 * re-issues a seat's link). */
export function createdGames() {
  return stored("powerplay.created");
}

/** Remember a game this browser created: its key, its seats' links and `more` ({seat}: the seat its creator
 * plays; {about}: the game, its options and seats, for the lobby to name it before the server lists it). */
export function saveCreated(gameId, owner, links, more = {}) {
  const all = createdGames();
  const kept = all[gameId] || {};
  all[gameId] = { ...kept, seat: more.seat ?? kept.seat, about: more.about ?? kept.about, owner, links,
    saved: kept.saved || new Date().toISOString() };
  store("powerplay.created", all);
}

function stored(key) {
  try {
    return JSON.parse(localStorage.getItem(key) || "{}") || {};
  } catch (e) {
    return {};
  }
}

function store(key, value) {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch (e) { /* private mode: nothing to remember */ }
}
