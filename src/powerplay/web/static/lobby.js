// The lobby: create a game of any game the server plays (GET /api/games/kinds says each one's title, players,
// bots, seats and options: the form is made from its options schema), share its links, join open games, watch
// running ones. Lists refresh every few seconds.

import {
  LANG, _, api, copyText, createdGames, el, myName, ngettext, parts, playerChip, playerName, saveCreated,
  saveSeat, savedSeats, seatUrl, setMyName, since, toast,
} from "./common.js";

const $ = (id) => document.getElementById(id);
const form = $("create-form");
/** The games by name (GET /api/games/kinds), in the lobby's order; filled once they are in. */
const KINDS = new Map();
/** Each game's own lobby module (lobby/<game>.js), or null: most games need none. */
const OWN = new Map();
// The seat kinds chosen, seat by seat: a human you invite (a link), a seat open to anyone in the lobby, a bot
// that plays the chosen game, or a seat the game plays itself; the default bot elsewhere.
const seatKinds = ["human"];
/** The chosen game's own controls (its module under lobby/, by option name) and the generic ones. */
let controls = [];
let shown = null;

async function loadKinds() {
  const r = await api("GET", "/api/games/kinds");
  if (!r.ok || !Array.isArray(r.data)) {
    toast(_("The server cannot be reached."), { kind: "error" });
    return;
  }
  await Promise.all(r.data.map(async (k) => { OWN.set(k.name, await ownModule(k.lobby)); }));
  for (const k of r.data) KINDS.set(k.name, k);
  $("game").replaceChildren(...r.data.map((k) => el("option", { value: k.name }, k.title)));
  const asked = new URLSearchParams(location.search).get("game");
  if (KINDS.has(asked)) $("game").value = asked;
  showGame();
}

function kind() {
  return KINDS.get($("game").value);
}

function players() {
  const x = form.querySelector('input[name="players"]:checked');
  return x ? Number(x.value) : 0;
}

/** [kind, label] of the seats of the chosen game. */
function kinds() {
  const k = kind();
  return [["human", _("Human (invited by link)")], ["open", _("Human (open to anyone)")],
    ...[...k.bots, ...k.seat_kinds].map((b) => [b.kind, b.label])];
}

// ---------------------------------------------------------------- the options, from the game's schema

/** An option's shapes: its own schema, or those of its ``anyOf``. */
function shapes(o) {
  return o.anyOf || [o];
}

const isBoolean = (o) => shapes(o).some((s) => s.type === "boolean") && shapes(o).every((s) => ["boolean", "null"].includes(s.type));
const listOf = (o) => shapes(o).find((s) => s.type === "array" && s.items && s.items.enum);
const constOf = (o) => shapes(o).find((s) => s.const !== undefined);

/** Do the other options (``config``, its players ``n``) allow ``o`` a value other than its default? */
function allowed(o, config, n) {
  return Object.entries(o.requires || {}).every(([name, want]) => (name === "players" ? n : config[name]) === want);
}

/** A boolean option's value in a config: null (or absent, its default null) is the game's choice — on where its
 * requirements allow it (the card game's Trust: on with 2 players). */
function booleanValue(o, config, n) {
  const v = o.name in config ? config[o.name] : o.default;
  return v === null || v === undefined ? allowed(o, config, n) : Boolean(v);
}

/** The label of an option: its title, its hint after it. */
function label(o) {
  return el("span", {}, o.title, o.hint ? el("span", { class: "muted small" }, ` (${o.hint})`) : null);
}

function row(o, control, id) {
  return [el(id ? "label" : "span", { class: "lbl", for: id || null }, o.title), control];
}

/** A radio group ``<name>-seg``: one radio per value, ``option-<name>-<value>``. */
function segment(o, values, name, checked, onchange) {
  return el("div", { class: "seg", id: `${o.name}-seg`, role: "radiogroup", "aria-label": o.title }, values.map((v) => el("label",
    { id: `option-${o.name}-${v}-label` },
    el("input", { type: "radio", name, value: String(v), id: `option-${o.name}-${v}`, checked: String(v) === String(checked),
      onchange }),
    el("span", {}, (o.labels || {})[String(v)] || String(v)))));
}

function checkboxes(o, values, selected, id) {
  return el("div", { class: "checks", id }, values.map((v) => el("label", {},
    el("input", { type: "checkbox", value: v, dataset: { value: v }, checked: selected.includes(v) }),
    el("span", {}, (o.labels || {})[v] || v))));
}

/** The generic control of an option, by the shape of its schema: a boolean a checkbox (two radios when its values
 * have words), a value of a list radios (or a menu when long), a whole number a number field, a list of values a
 * checkbox each, "this value or a list" two radios and the list. None for a shape it does not know (the game's
 * default is kept). */
function control(o) {
  const list = listOf(o);
  const one = constOf(o);
  if (isBoolean(o) && o.labels) {
    const element = segment(o, [false, true], `option-${o.name}`, Boolean(o.default));
    return { o, rows: row(o, element), element,
      value: () => element.querySelector("input:checked").value === "true",
      set: (v) => { element.querySelector(`input[value="${v}"]`).checked = true; } };
  }
  if (isBoolean(o)) {
    const input = el("input", { type: "checkbox", name: o.name, id: `option-${o.name}`, checked: o.default === true });
    input.addEventListener("change", () => { input.dataset.touched = "1"; });
    const box = el("label", { id: `option-${o.name}-label` }, input, " ", label(o));
    return { o, box, input, value: () => input.checked, set: (v) => { input.checked = v; } };
  }
  if (o.enum && o.type !== "array") {
    const element = o.enum.length <= 4 ? segment(o, o.enum, `option-${o.name}`, o.default)
      : el("select", { id: `option-${o.name}`, name: o.name },
        o.enum.map((v) => el("option", { value: v, selected: v === o.default }, (o.labels || {})[v] || v)));
    const value = () => (element.tagName === "SELECT" ? element.value : element.querySelector("input:checked").value);
    return { o, rows: row(o, element, element.tagName === "SELECT" ? element.id : null), element, value };
  }
  if (o.type === "integer") {
    const input = el("input", { type: "number", id: `option-${o.name}`, name: o.name, min: o.minimum, max: o.maximum,
      value: o.default, step: 1 });
    return { o, rows: row(o, el("div", {}, input), input.id), value: () => Number(input.value) };
  }
  if (list && one) {
    const picks = checkboxes(o, list.items.enum, [], `option-${o.name}-values`);
    picks.hidden = true;
    const mode = segment({ ...o, labels: { ...o.labels, choose: _("Choose") } }, [one.const, "choose"], `option-${o.name}-mode`,
      one.const, () => { picks.hidden = element.querySelector("input:checked").value !== "choose"; });
    const element = el("div", { id: `option-${o.name}` }, mode, picks);
    const chosen = () => [...picks.querySelectorAll("input:checked")].map((x) => x.value);
    return { o, rows: row(o, element), element,
      value: () => (element.querySelector("input:checked").value === "choose" ? chosen() : one.const) };
  }
  if (list) {
    const picks = checkboxes(o, list.items.enum, o.default || [], `option-${o.name}`);
    return { o, rows: row(o, picks), element: picks, value: () => [...picks.querySelectorAll("input:checked")].map((x) => x.value) };
  }
  return null;
}

/** The data set of the game's components (an option marked ``folder``): the built-in one or a set of a person's
 * own values that the server loaded (``serve --data``), that one chosen first; none when the server loaded none. */
function dataControl(o, sets) {
  if (!sets || !sets.length) return null;
  const element = el("select", { id: `option-${o.name}`, name: o.name },
    sets.map((s) => el("option", { value: s.digest }, `${s.name} · ${s.digest.slice(0, 12)}`)),
    el("option", { value: "" }, _("Built-in (stand-ins)")));
  return { o, rows: row(o, element, element.id), element, value: () => element.value || null };
}

/** The control the game's own module makes for an option (``own[name](option, form)``), if it has one. */
function ownControl(own, o) {
  const make = own && own[o.name];
  if (typeof make !== "function") return null;
  const made = make(o, { get: optionValue, players, validate });
  return { o, ...made, rows: row(o, el("div", { id: `option-${o.name}` }, made.element)) };
}

/** The game's own module of the lobby, at the address GET /api/games/kinds gives (``lobby``), or null. */
async function ownModule(url) {
  if (!url || !/^\/static\/lobby\/[a-z0-9][a-z0-9-]*\.js$/.test(url)) return null;
  try {
    return await import(url);
  } catch (e) {
    return null;
  }
}

function optionValue(name) {
  const c = controls.find((x) => x.o.name === name);
  return c ? c.value() : undefined;
}

/** Show the chosen game: its heading and blurb, its players, its seats, its options. */
function showGame() {
  const k = kind();
  if (!k) return;
  $("hero-title").textContent = _("Play {game}", { game: k.title });
  $("game-blurb").textContent = k.blurb;
  if (shown === k.name) return;
  shown = k.name;
  const own = OWN.get(k.name);
  const props = Object.entries(k.options.properties).map(([name, o]) => ({ ...o, name }));
  controls = props.filter((o) => o.name !== "players" && !o.seats)
    .map((o) => (o.folder ? dataControl(o, k.data_sets) : ownControl(own, o) || control(o))).filter(Boolean);
  const n = [];
  for (let i = k.players.min; i <= k.players.max; i++) n.push(i);
  const wanted = players();
  const count = n.includes(wanted) ? wanted : k.players.default;
  const playersRow = [el("span", { class: "lbl" }, k.options.properties.players.title),
    el("div", { class: "seg", id: "players-seg", role: "radiogroup", "aria-label": k.options.properties.players.title },
      n.map((i) => el("label", {}, el("input", { type: "radio", name: "players", value: String(i), checked: i === count }), String(i)))),
    el("span", { class: "lbl" }, _("Seats")), el("div", { class: "seats", id: "seats" })];
  // the options in the schema's order, the players and seats where the players are; plain checkboxes together,
  // the alternatives to the rulebook's defaults folded away
  const out = [];
  const boxes = (list) => (list.length ? [el("span", { class: "lbl" }, _("Options")), el("div", { class: "checks" }, list)] : []);
  const main = [];
  const more = [];
  for (const o of props) {
    if (o.name === "players") { out.push(playersRow); continue; }
    const c = controls.find((x) => x.o === o || x.o.name === o.name);
    if (!c) continue;
    if (o.advanced && !o.folder) more.push(c.box || el("div", { class: "more-option" }, el("div", { class: "lbl" }, o.title), c.element));
    else if (c.box) main.push(c.box);
    else { out.push(...boxes(main.splice(0)), c.rows); }
  }
  out.push(...boxes(main));
  if (more.length) {
    out.push(el("span", {}), el("details", { class: "more-options", id: "more-options" },
      el("summary", {}, _("More options")), el("div", { class: "checks" }, more)));
  }
  $("game-options").replaceChildren(...out.flat());
  drawSeats();
  fit();
}

/** What the options ask of each other, after every change: an option its requirements do not allow is off and
 * says why (the card game's Trust with 2 players only); a seat the game plays itself sets what the option the
 * seats set requires (Barrage's Automa: the full game); the game's own controls follow the others. */
function fit() {
  const k = kind();
  if (!k) return;
  const n = players();
  const config = Object.fromEntries(controls.map((c) => [c.o.name, c.value()]));
  for (const c of controls.filter((x) => x.input)) {
    const ok = allowed(c.o, config, n);
    c.input.disabled = !ok;
    if (!ok) c.input.checked = false;
    else if (!c.input.dataset.touched && c.o.default === null) c.input.checked = true; // the game's choice: on where allowed
    c.box.classList.toggle("off", !ok);
    c.box.title = ok ? "" : c.o.requirement || "";
  }
  const own = new Set(k.seat_kinds.map((s) => s.kind));
  const seated = Array.from({ length: n }, (unused, i) => $(`seat-${i}`)).some((x) => x && own.has(x.value));
  for (const o of Object.values(k.options.properties).filter((x) => x.seats && x.requires)) {
    for (const [name, want] of Object.entries(o.requires)) {
      const c = controls.find((x) => x.o.name === name);
      if (!c || !c.element) continue;
      if (seated && c.set) c.set(want);
      for (const input of c.element.querySelectorAll("input")) {
        const off = seated && input.value !== String(want);
        input.disabled = off;
        input.parentElement.classList.toggle("off", off);
        input.parentElement.title = off ? o.requirement || "" : "";
      }
    }
  }
  for (const c of controls) if (c.changed) c.changed();
  aloneNote();
  hintsDefault();
  validate();
}

/** Hints (and each player's chances on request): on for a person alone against bots, off where people play
 * each other, until the creator chooses. */
function hintsDefault() {
  const box = $("hints");
  if (box.dataset.touched) return;
  const n = players();
  const persons = Array.from({ length: n }, (unused, i) => $(`seat-${i}`))
    .filter((s) => s && (s.value === "human" || s.value === "open")).length;
  box.checked = persons <= 1;
}

/** The config of the form: the players, and each option the form shows and allows. */
function config() {
  const n = players();
  const out = { players: n };
  const values = Object.fromEntries(controls.map((c) => [c.o.name, c.value()]));
  for (const c of controls) {
    if (c.input && c.input.disabled) continue;
    out[c.o.name] = values[c.o.name];
  }
  return out;
}

// ---------------------------------------------------------------- seats

function drawSeats() {
  const n = players();
  const box = $("seats");
  const options = kinds();
  box.replaceChildren(...Array.from({ length: n }, (unused, i) => {
    // a kind the chosen game's seats do not include falls back to its first bot
    const mine = seatKinds[i] || (options[2] || options[0])[0];
    const want = options.some(([v]) => v === mine) ? mine : (options[2] || options[0])[0];
    const sel = el("select", { "aria-label": _("seat {n}", { n: i + 1 }), id: `seat-${i}`, dataset: { seat: String(i) } },
      options.map(([v, t]) => el("option", { value: v, selected: want === v }, t)));
    sel.addEventListener("change", () => { seatKinds[i] = sel.value; fit(); });
    return el("div", { class: "seat-row" }, playerChip(i), sel);
  }));
}

/** One person alone against bots, where that is not the rulebook's own solo game: the game's words say so
 * (``alone`` of GET /api/games/kinds), under the seats. */
function aloneNote() {
  const k = kind();
  const n = players();
  const humans = Array.from({ length: n }, (unused, i) => $(`seat-${i}`))
    .filter((s) => s && (s.value === "human" || s.value === "open")).length;
  const note = $("alone-note") || el("p", { class: "alone-note muted", id: "alone-note" });
  note.textContent = (k && k.alone) || "";
  note.hidden = !(k && k.alone && humans === 1 && n > 1);
  $("seats").append(note);
}

/** Can the game be created as the form stands? (The game's own controls say what is wrong, where.) */
function validate() {
  const problem = controls.some((c) => c.problem && c.problem());
  $("create-btn").disabled = problem || !kind();
  return !problem;
}

// ---------------------------------------------------------------- create

form.addEventListener("change", (e) => {
  if (e.target.id === "hints") e.target.dataset.touched = "1";
  else if (e.target.id === "game") showGame();
  else if (e.target.name === "players") { drawSeats(); fit(); }
  else if (!e.target.closest("#seats")) fit();
});

form.addEventListener("submit", async (e) => {
  e.preventDefault();
  if (!validate()) return;
  const n = players();
  const seats = Array.from({ length: n }, (unused, i) => $(`seat-${i}`).value);
  const body = { game: kind().name, config: config(), seats, advice: { hints: $("hints").checked, spectators: $("spectator-chances").checked }, ...named() };

  const seed = $("seed").value.trim();
  if (seed) {
    if (!/^\d+$/.test(seed) || !Number.isSafeInteger(Number(seed))) {
      toast(_("The seed is a whole number below {limit}.", { limit: "9007199254740992" }), { kind: "error" });
      return;
    }
    body.seed = Number(seed);
  }
  $("create-btn").disabled = true;
  const r = await api("POST", "/api/games", body);
  $("create-btn").disabled = false;
  if (!r.ok) {
    toast(r.data.error || _("The game could not be created."), { kind: "error", rule: r.data.rule });
    return;
  }
  showCreated(r.data, body);
});

function absolute(url) {
  return new URL(url, location.origin).href;
}

/** A link to send: its label, the whole link (a box that wraps it, readable on a phone), Copy and, for a seat,
 * New link. */
function linkRow(label, url, name, renew) {
  const text = el("textarea", { readonly: true, rows: 1, class: "link-text", "aria-label": label, spellcheck: "false",
    dataset: { link: name } });
  text.value = absolute(url);
  text.addEventListener("focus", () => text.select());
  return el("div", { class: "link-row" }, el("span", { class: "link-label" }, label), text,
    el("button", { type: "button", class: "btn small link-copy", onclick: async () => {
      await copyText(text.value);
      toast(_("Link copied."), { kind: "ok", ms: 2000 });
    } }, _("Copy")),
    renew ? el("button", { type: "button", class: "btn small link-renew", title: _("a new link; the old one stops working"),
      dataset: { renew: name }, onclick: renew }, _("New link")) : null);
}

function showCreated(game, body) {
  const links = {};
  for (const s of game.seats) if (s.link) links[s.seat] = s.link;
  // the creator plays the first invited seat, under the name given (the server names that seat so)
  const own = game.seats.find((s) => s.link);
  const about = { game: body.game, config: body.config, seats: game.seats.map((s) => ({
    seat: s.seat, kind: s.kind, open: s.open, claimed: false, name: own && s.seat === own.seat ? body.name || null : null })) };
  saveCreated(game.id, game.owner, links, { seat: own ? own.seat : null, about });
  showLinks(game.id);
  refresh();
}

/** The seat the creator of a game this browser created plays: the first invited seat (older records: the
 * lowest seat with a link). */
function creatorSeat(mine) {
  if (!mine) return null;
  if (mine.seat !== undefined) return mine.seat;
  const seats = Object.keys(mine.links || {}).map(Number).sort((a, b) => a - b);
  return seats.length ? seats[0] : null;
}

/** What the lobby knows of a game: the server's summary, else what this browser kept when it created it. */
function summary(id) {
  const g = known.get(id);
  if (g && g !== "gone") return g;
  const mine = createdGames()[id];
  return mine && mine.about ? { id, ...mine.about } : null;
}

/** The links of a game this browser created: one per invited seat (each claimed once, by whoever opens
 * it first; "New link" revokes it and gives another), the spectators' link, and a button to play the
 * first invited seat. */
function showLinks(gameId) {
  const mine = createdGames()[gameId];
  if (!mine) return;
  const seats = Object.keys(mine.links).map(Number).sort((a, b) => a - b);
  const box = $("created");
  box.hidden = false;
  const first = seats.find((s) => !savedSeats()[`${gameId}:${s}`]);
  const own = creatorSeat(mine);
  const g = summary(gameId);
  // a seat as the lobby names it: the creator's own by their name (or seat) and "(you)", the others by their seat
  const nameOf = (seat) => {
    const given = g && ((g.seats || []).find((s) => s.seat === seat) || {}).name;
    return seat === own ? given || myName() || playerName(seat) : given || playerName(seat);
  };
  box.replaceChildren(
    el("h2", { class: "created-title" }, g ? gameTitle(g) : _("New game")),
    el("div", { class: "created-about" }, g ? seatList(g, own) : null,
      el("span", { class: "muted small" }, parts(_("game {id}"), { id: el("span", { class: "game-id" }, gameId) }))), // (case-sensitive)
    seats.length
      ? el("p", { class: "muted small" }, _("Send each invited player their own link: the first to open it takes the seat, "
        + "and the link then works for nobody else. Lost or sent to the wrong person? Make a new link: the old one "
        + "stops working."))
      : el("p", { class: "muted small" }, _("No invited seats: open seats are joined from the lobby; bots play the rest.")),
    el("div", { class: "links" }, // one grid: the labels, links and buttons line up
      ...seats.map((s) => linkRow(s === own ? _("{player} (you)", { player: nameOf(s) }) : nameOf(s), mine.links[s], `seat-${s}`,
        () => reissue(gameId, s))),
      linkRow(_("Watch"), `/watch/${gameId}`, "spectator")),
    el("div", { class: "created-actions" },
      first !== undefined ? el("button", { type: "button", class: "btn primary", id: "play-first",
        onclick: () => { location.href = absolute(mine.links[first]); } }, first === own && nameOf(first) !== playerName(first)
        ? _("Play (you are {player})", { player: nameOf(first) }) : _("Play as {player}", { player: playerName(first) })) : null,
      el("a", { class: "btn", href: `/watch/${gameId}`, style: "text-decoration:none" }, _("Watch"))));
  box.scrollIntoView({ behavior: "smooth", block: "nearest" });
}

/** The creator's new link for a seat (the old link, and the token of whoever took the seat with it, stop working). */
async function reissue(gameId, seat) {
  const mine = createdGames()[gameId];
  const r = await api("POST", `/api/games/${encodeURIComponent(gameId)}/seats/${seat}/invitation`, undefined, mine.owner);
  if (!r.ok) {
    toast(r.data.error || _("No new link could be made."), { kind: "error", rule: r.data.rule });
    return;
  }
  saveCreated(gameId, mine.owner, { ...mine.links, [seat]: r.data.link }, mine);
  showLinks(gameId);
  toast(_("New link for {player}: the old one no longer works.", { player: playerName(seat) }), { kind: "ok", ms: 4000 });
}

// ---------------------------------------------------------------- lists

/** The game's name and what sets it apart, from its options schema: the words of each chosen value and the title of
 * each boolean option on ("Power Grid · USA · Classic edition", "Barrage · full game"); lists of values are left
 * out. */
function gameTitle(g) {
  const k = KINDS.get(g.game);
  if (!k) return g.game || "";
  const cfg = g.config || {};
  const n = (g.seats || []).length || cfg.players;
  const out = [k.title];
  for (const [name, o] of Object.entries(k.options.properties)) {
    if (name === "players" || o.seats) continue;
    const option = { ...o, name };
    const v = name in cfg ? cfg[name] : o.default;
    if (isBoolean(option)) {
      const on = booleanValue(option, cfg, n);
      if (o.labels) out.push(o.labels[String(on)]);
      else if (on) out.push(o.title);
    } else if (o.enum && typeof v === "string") out.push((o.labels || {})[v] || v);
  }
  return out.filter(Boolean).join(" · ");
}

function describe(g) {
  const cfg = g.config || {};
  const seats = g.seats || [];
  const humans = seats.filter((s) => s.kind === "human").length;
  const free = seats.filter((s) => s.kind === "human" && s.open && !s.claimed).length;
  const invited = seats.filter((s) => s.kind === "human" && !s.open && !s.claimed).length;
  const bots = seats.length - humans;
  const about = [ngettext("{n} player", "{n} players", seats.length || cfg.players), ngettext("{n} human", "{n} humans", humans)];
  if (bots) about.push(ngettext("{n} bot", "{n} bots", bots));
  if (free) about.push(ngettext("{n} free seat", "{n} free seats", free));
  if (invited) about.push(ngettext("waiting for {n} invited player", "waiting for {n} invited players", invited));
  return el("span", { class: "desc" },
    el("b", { class: `game-title game-${g.game}` }, gameTitle(g)),
    el("span", { class: "muted small" }, [about.join(", "), _("game {id}", { id: g.id }),
      _("last move {time} ago", { time: since(g.updated) })].join(" · ")));
}

function fill(list, games, row, empty) {
  list.replaceChildren(...(games.length ? games.map(row) : [el("li", { class: "empty" }, empty)]));
}

async function join(g) {
  const r = await api("POST", `/api/games/${encodeURIComponent(g.id)}/join`, named());
  if (!r.ok) {
    toast(r.data.error || _("No free seat left."), { kind: "error", rule: r.data.rule });
    refresh();
    return;
  }
  saveSeat(g.id, r.data.seat, r.data.token);
  location.href = seatUrl(g.id, r.data.seat);
}

async function refresh() {
  await kindsIn;
  const [open, running, over] = await Promise.all(["open", "running", "over"].map((s) => api("GET", `/api/games?status=${s}`)));
  const openList = open.ok ? open.data : [];
  const openIds = new Set(openList.map((g) => g.id));
  fill($("open-games"), openList, (g) => el("li", { dataset: { game: g.id } }, describe(g),
    el("span", {}, el("button", { type: "button", class: "btn primary small", onclick: () => join(g) }, _("Join")),
      el("a", { class: "btn small", href: `/watch/${g.id}`, style: "text-decoration:none" }, _("Watch")))),
  open.ok ? _("No game is waiting for players. Create one!") : _("The server cannot be reached."));
  const runningList = (running.ok ? running.data : []).filter((g) => !openIds.has(g.id));
  fill($("running-games"), runningList, (g) => el("li", { dataset: { game: g.id } }, describe(g),
    el("a", { class: "btn small", href: `/watch/${g.id}`, style: "text-decoration:none" }, _("Watch"))),
  _("No game is running."));
  const overList = (over.ok ? over.data : []).slice(0, 15);
  fill($("over-games"), overList, (g) => el("li", { dataset: { game: g.id } }, describe(g),
    el("a", { class: "btn small", href: `/watch/${g.id}`, style: "text-decoration:none" }, _("Replay"))),
  _("No finished game yet."));
  $("refreshed").textContent = _("updated {time}", { time: new Date().toLocaleTimeString(LANG) });
  for (const list of [open, running, over]) for (const g of list.ok ? list.data : []) known.set(g.id, g);
  drawMine();
}

// ---------------------------------------------------------------- your games

/** What the lobby knows of a game: its summary from the lists (GET /api/games), or for one the lists
 * left out, from its state (GET /api/games/{id}/state, as a spectator); "gone" once the server no
 * longer has it. */
const known = new Map();
const asked = new Set();

async function lookUp(id) {
  if (asked.has(id)) return;
  asked.add(id);
  const r = await api("GET", `/api/games/${encodeURIComponent(id)}/state`);
  if (r.ok) {
    const v = r.data.view || {};
    known.set(id, { id, game: v.game, config: v.options || {}, seats: r.data.seats || [], updated: r.data.last_move_at,
      status: r.data.over ? "over" : "running" });
  } else if (r.status === 404 || r.status === 400) known.set(id, "gone");
  else asked.delete(id); // (the server unreachable: asked again at the next refresh)
  drawMine();
}

function seatKindName(name) {
  for (const k of KINDS.values()) {
    const found = [...k.bots, ...k.seat_kinds].find((b) => b.kind === name);
    if (found) return found.label;
  }
  return name;
}

/** The players of one of your games, seat by seat: yours marked "you", the others' kind (a bot's name, a
 * human player, a seat still open or waiting for its invited player). */
function seatList(g, yours) {
  return el("span", { class: "mine-seats small" }, ...(g.seats || []).map((s) => {
    let what;
    if (s.seat === yours) what = _("you");
    else if (s.kind !== "human") what = seatKindName(s.kind);
    else if (!s.claimed) what = s.open ? _("open seat") : _("invited, not yet joined");
    else what = _("human");
    return el("span", { class: "mine-seat" + (s.seat === yours ? " you" : ""), dataset: { seat: s.seat } },
      playerChip(s.seat, ` ${what}`, s.name));
  }));
}

const STATUS = { open: _("waiting for players"), running: _("running"), over: _("finished") };

/** One of your games: its name and board, its players (your seat among them), how it stands. */
function mineDesc(id, yours, when) {
  let g = known.get(id);
  if (g === undefined) {
    lookUp(id);
    g = summary(id) || undefined;
  }
  const head = g === "gone" ? el("b", {}, _("A game no longer on the server"))
    : g ? el("b", { class: `game-title game-${g.game}` }, gameTitle(g))
    : el("b", {}, _("Loading…"));
  const status = g && g !== "gone" && STATUS[g.status] ? STATUS[g.status] : null;
  return el("span", { class: "desc" }, head,
    g && g !== "gone" ? seatList(g, yours) : null,
    el("span", { class: "muted small" }, [status, _("game {id}", { id }), when].filter(Boolean).join(" · ")));
}

function drawMine() {
  const mine = Object.values(savedSeats()).filter((s) => s.token)
    .sort((a, b) => (b.saved || "").localeCompare(a.saved || "")).slice(0, 10);
  const created = Object.entries(createdGames()).filter(([id]) => !mine.some((s) => s.game === id))
    .sort((a, b) => (b[1].saved || "").localeCompare(a[1].saved || "")).slice(0, 10);
  $("mine-card").hidden = !mine.length && !created.length;
  const links = (id) => (createdGames()[id]
    ? el("button", { type: "button", class: "btn small", onclick: () => showLinks(id) }, _("Links")) : null);
  $("mine").replaceChildren(
    ...mine.map((s) => el("li", { dataset: { game: s.game, seat: s.seat } },
      mineDesc(s.game, s.seat, _("you are {player} · opened {time} ago", { player: seatName(s.game, s.seat), time: since(s.saved) })),
      el("span", {}, links(s.game),
        el("a", { class: "btn small", href: seatUrl(s.game, s.seat), style: "text-decoration:none" }, _("Resume"))))),
    ...created.map(([id, c]) => {
      // the creator's seat is theirs: its link plays it
      const own = creatorSeat(c);
      const g = known.get(id);
      const link = own !== null && c.links[own] && (!g || g === "gone" || g.status !== "over") ? c.links[own] : null;
      return el("li", { dataset: { game: id } },
        mineDesc(id, own, _("created {time} ago", { time: since(c.saved) })),
        el("span", {}, links(id),
          link ? el("a", { class: "btn small", href: link, style: "text-decoration:none" }, _("Play")) : null,
          el("a", { class: "btn small", href: `/watch/${id}`, style: "text-decoration:none" }, _("Watch"))));
    }));
}

// ---------------------------------------------------------------- your name

/** "Your name": given with a new game (for the creator's seat) and when joining one; kept in this browser,
 * and given with an invitation this browser claims. */
function nameField() {
  const input = el("input", { type: "text", id: "your-name", maxlength: "24", size: "16", autocomplete: "nickname",
    value: myName() });
  input.addEventListener("change", () => setMyName(input.value));
  return [el("label", { class: "lbl", for: "your-name" }, _("Your name")),
    el("div", {}, input, " ", el("span", { class: "muted small" }, _("optional: the other players see it instead of your seat")))];
}

/** The name to give with a new game or a seat taken ({} without one). */
function named() {
  const field = $("your-name");
  if (field) setMyName(field.value);
  const name = myName();
  return name ? { name } : {};
}

/** How one of your games names a seat's player: the name they gave, else the seat. */
function seatName(id, seat) {
  const g = known.get(id);
  const s = g && g !== "gone" ? (g.seats || []).find((x) => x.seat === seat) : null;
  return (s && s.name) || playerName(seat);
}

// ---------------------------------------------------------------- start

form.prepend(...nameField());
const kindsIn = loadKinds();
refresh();
setInterval(refresh, 5000);
