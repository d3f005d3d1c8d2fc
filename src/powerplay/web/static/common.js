// Shared helpers of the lobby and the game page: DOM building, the JSON API, toasts, colours,
// plant cards. Plain ES modules, no build step.

// ---- words (issue 14) -------------------------------------------------------------------------
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
if (topbar) topbar.append(languageSwitch());

export const RESOURCES = ["coal", "oil", "garbage", "uranium"];
// Power Grid's resources in its rulebook's words (oil is «мазут» there, the card game's «нефть»)
export const RES_LABEL = {
  coal: pgettext("powergrid", "Coal"), oil: pgettext("powergrid", "Oil"),
  garbage: pgettext("powergrid", "Garbage"), uranium: pgettext("powergrid", "Uranium"),
};
export const RES_NAME = {
  coal: pgettext("powergrid", "coal"), oil: pgettext("powergrid", "oil"), garbage: pgettext("powergrid", "garbage"),
  uranium: pgettext("powergrid", "uranium"), hybrid: pgettext("powergrid", "coal or oil"),
};

/** "3 coal" in Power Grid's words (3 фишки угля). */
export function amountText(n, resource) {
  switch (resource) {
    case "coal": return npgettext("powergrid", "{n} coal", "{n} coal", n);
    case "oil": return npgettext("powergrid", "{n} oil", "{n} oil", n);
    case "garbage": return npgettext("powergrid", "{n} garbage", "{n} garbage", n);
    case "uranium": return npgettext("powergrid", "{n} uranium", "{n} uranium", n);
    case "hybrid": return npgettext("powergrid", "{n} coal/oil", "{n} coal/oil", n);
    default: return `${n} ${resource}`;
  }
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

/** Small house icon (inline SVG) in a colour. */
export function houseIcon(colour = "currentColor", cls = "house-icon") {
  return svg("svg", { class: cls, viewBox: "0 0 16 16", "aria-hidden": "true" },
    svg("path", { d: "M8 1.5 15 7.5V15H1V7.5Z", fill: colour, stroke: "#222", "stroke-width": "1.2" }));
}

/** A resource token (a small square/circle coloured like the game's pieces). */
export function token(resource, cls = "") {
  return el("span", { class: `tok tok-${resource} ${cls}`, title: RES_NAME[resource] || resource });
}

/** A plant card: number, fuel needed (tokens), cities powered; stored fuel under it. */
export function plantCard(plant, { stored = null, discount = false, onclick = null, selected = false,
  selectable = false, small = false, extraClass = "" } = {}) {
  if (!plant || plant.number === null || plant.number === undefined) {
    return el("div", { class: `plant plant-step3 ${small ? "small" : ""}`, title: _("Step 3 card: Step 3 begins") },
      el("div", { class: "ptop" }, el("span", { class: "pnum" }, _("Step"))), el("div", { class: "step3" }, "3"));
  }
  const kind = plant.kind;
  const fuel = [];
  if (kind === "eco") fuel.push(el("span", { class: "eco-mark", title: _("needs no fuel") }, pgettext("powergrid", "eco")));
  else for (let i = 0; i < plant.fuel; i++) fuel.push(token(kind === "hybrid" ? "hybrid" : kind));
  const card = el(onclick ? "button" : "div", {
    class: `plant kind-${kind} ${small ? "small" : ""} ${selected ? "selected" : ""} ${selectable ? "selectable" : ""} ${extraClass}`,
    title: [_("Plant {plant}", { plant: String(plant.number).padStart(2, "0") }),
      kind === "eco" ? _("needs no fuel") : _("burns {fuel}", { fuel: amountText(plant.fuel, kind) }),
      ngettext("powers {n} city", "powers {n} cities", plant.cities),
      plant.storage ? _("stores up to {n}", { n: plant.storage }) : null].filter(Boolean).join("; "),
    dataset: { plant: String(plant.number) },
    type: onclick ? "button" : null,
    onclick,
  },
  el("div", { class: "ptop" },
    el("span", { class: "pnum" }, String(plant.number).padStart(2, "0")),
    discount ? el("span", { class: "discount", title: _("Discount token: bids on this plant start at 1") }, "1") : null,
    el("span", { class: "pout", title: ngettext("powers {n} city", "powers {n} cities", plant.cities) },
      String(plant.cities), houseIcon("#fff"))),
  el("div", { class: "pbody" }, el("span", { class: "pfuel" }, fuel)));
  if (stored) {
    const toks = [];
    for (const r of RESOURCES) for (let i = 0; i < (stored[r] || 0); i++) toks.push(token(r));
    card.append(el("div", { class: "stored", title: _("stored fuel") }, toks.length ? toks : el("span", { class: "none" }, "—")));
  }
  return card;
}

/**
 * The bid box of both games: the field with − and +, the range, a message beside it, and the button that
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

/** "3 oil 4 coal" → {oil: 3, coal: 4}. */
export function parseAmounts(text) {
  const out = {};
  if (!text) return out;
  const re = /(\d+)\s+(coal|oil|garbage|uranium)/g;
  let m;
  while ((m = re.exec(text))) out[m[2]] = (out[m[2]] || 0) + Number(m[1]);
  return out;
}

export function amountsText(amounts) {
  const parts = RESOURCES.filter((r) => amounts[r]).map((r) => amountText(amounts[r], r));
  return parts.length ? parts.join(", ") : _("nothing");
}

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

export function saveCreated(gameId, owner, links) {
  const all = createdGames();
  all[gameId] = { owner, links, saved: (all[gameId] && all[gameId].saved) || new Date().toISOString() };
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
