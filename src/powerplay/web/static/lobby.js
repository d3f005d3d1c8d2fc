// The lobby: create a game (Power Grid: map, players, seats, regions, variants; the card game:
// players, seats, its options; Barrage: 2–4 players, introductory or full, an Automa seat in the full game), share its links, join open games, watch running ones. Lists
// refresh every few seconds.

import {
  LANG, _, api, copyText, createdGames, el, loadMap, myName, ngettext, parts, pgettext, playerChip, playerName, saveCreated,
  saveSeat, savedSeats, seatUrl, setMyName, since, svg, toast,
} from "./common.js";

const $ = (id) => document.getElementById(id);
const form = $("create-form");
// The seat kinds: a human you invite (a link), a seat open to anyone in the lobby, or a bot that plays the
// chosen game (GET /api/bots; this list until it answers).
const BOTH = ["powergrid", "powergrid-cards"];
const BOT_NAMES = {
  heuristic: _("Heuristic bot"), easy: _("Search bot: easy"), medium: _("Search bot: medium"), hard: _("Search bot: hard"),
  expert: _("Search bot: expert"),
  random: _("Random bot"), "automa-easy": _("Automa: easy"), "automa-medium": _("Automa: medium"),
  "automa-hard": _("Automa: hard"), "automa-very-hard": _("Automa: very hard"),
};
let BOTS = Object.entries(BOT_NAMES).map(([kind, name]) => [kind, name, BOTH]);
const seatKinds = ["human", "heuristic", "heuristic", "heuristic", "heuristic", "heuristic"];
export const GAME_NAMES = { powergrid: _("Power Grid"), "powergrid-cards": _("Power Grid: The Card Game"), barrage: _("Barrage") };
// the lobby's heading names the game chosen (each whole: a language declines the game's name in its own way)
const HEADINGS = {
  powergrid: _("Play Power Grid"), "powergrid-cards": _("Play Power Grid: The Card Game"), barrage: _("Play Barrage"),
};
const BLURB = {
  powergrid: _("The board game: build a network of cities on a map, buy plants and fuel, power your cities."),
  "powergrid-cards": _("The card game: no map; buy plants at auction, fuel them with resource cards, "
    + "and earn the most from production."),
  barrage: _("Build dams, conduits and powerhouses in the Alps, hold back the water and turn it into energy for contracts."),
};
const MAP_NAMES = { germany: pgettext("powergrid", "Germany"), usa: pgettext("powergrid", "USA") };
const REGION_NAMES = {
  west: pgettext("powergrid", "west"), east: pgettext("powergrid", "east"),
  "north-west": pgettext("powergrid", "north-west"), "north-east": pgettext("powergrid", "north-east"),
  "south-west": pgettext("powergrid", "south-west"), "south-east": pgettext("powergrid", "south-east"),
  "north-central": pgettext("powergrid", "north-central"), "south-central": pgettext("powergrid", "south-central"),
};
const COLOUR_NAMES = {
  yellow: _("yellow"), brown: _("brown"), cyan: _("cyan"), purple: _("purple"), blue: _("blue"), red: _("red"),
  green: _("green"),
};
const regionName = (name) => REGION_NAMES[name] || name;
let geo = null;
let chosen = new Set();

function value(name) {
  const x = form.querySelector(`input[name="${name}"]:checked`);
  return x ? x.value : null;
}

function players() {
  return Number(value("players"));
}

function game() {
  return $("game").value;
}

function cards() {
  return game() === "powergrid-cards";
}

function barrage() {
  return game() === "barrage";
}

/** Barrage's Automa plays only the full game (BA-A1.2): choosing one sets the full game. */
function automaSeats() {
  return Array.from({ length: players() }, (unused, i) => $(`seat-${i}`)).some((x) => x && x.value.startsWith("automa"));
}

function fitBarrage() {
  if (!barrage()) return;
  const automa = automaSeats();
  if (automa) $("ba-full").checked = true;
  $("ba-intro").disabled = automa;
  $("ba-intro-label").classList.toggle("off", automa);
  $("ba-intro-label").title = automa ? _("the Automa plays only the full game") : "";
}

/** [kind, label] of the seat kinds of the chosen game. */
function kinds() {
  return [["human", _("Human (invited by link)")], ["open", _("Human (open to anyone)")],
    ...BOTS.filter((b) => b[2].includes(game())).map((b) => [b[0], b[1]])];
}

async function loadBots() {
  const r = await api("GET", "/api/bots");
  if (!r.ok || !Array.isArray(r.data)) return;
  BOTS = r.data.map((b) => [b.kind, BOT_NAMES[b.kind] || b.label, b.games]);
  drawSeats();
}

/** Show the options of the chosen game, hide the other game's. */
function showGame() {
  const c = cards();
  const b = barrage();
  form.querySelectorAll(".pg-only").forEach((x) => { x.hidden = c || b; });
  form.querySelectorAll(".cards-only").forEach((x) => { x.hidden = !c; });
  form.querySelectorAll(".ba-only").forEach((x) => { x.hidden = !b; });
  // Barrage plays with 2 to 4 (BA-0.3)
  for (const k of [5, 6]) {
    const radio = form.querySelector(`input[name="players"][value="${k}"]`);
    radio.disabled = b;
    radio.parentElement.hidden = b;
    if (b && radio.checked) form.querySelector('input[name="players"][value="4"]').checked = true;
  }
  $("game-blurb").textContent = BLURB[game()] || "";
  $("hero-title").textContent = HEADINGS[game()] || HEADINGS.powergrid;
  // the Trust plays only in 2-player games (on by default there)
  const two = players() === 2;
  const trust = $("cards-trust");
  trust.disabled = !two;
  if (!two) trust.checked = false;
  else if (!trust.dataset.touched) trust.checked = true;
  $("trust-label").classList.toggle("off", !two);
  $("trust-label").title = two ? "" : _("only in 2-player games");
  drawSeats();
  fitBarrage();
  validate();
}

// ---------------------------------------------------------------- seats

function drawSeats() {
  const n = players();
  const box = $("seats");
  const options = kinds();
  box.replaceChildren(...Array.from({ length: n }, (unused, i) => {
    // a kind the chosen game's bots do not include falls back to its first bot
    const want = options.some(([v]) => v === seatKinds[i]) ? seatKinds[i] : (options[2] || options[0])[0]; // else the first bot
    const sel = el("select", { "aria-label": _("seat {n}", { n: i + 1 }), id: `seat-${i}`, dataset: { seat: String(i) } },
      options.map(([v, t]) => el("option", { value: v, selected: want === v }, t)));
    sel.addEventListener("change", () => { seatKinds[i] = sel.value; fitBarrage(); });
    return el("div", { class: "seat-row" }, playerChip(i), sel);
  }));
}

// ---------------------------------------------------------------- regions

async function loadGeo() {
  geo = await loadMap(value("map"), $("classic").checked);
  for (const r of [...chosen]) if (!geo.regions[r]) chosen.delete(r);
  drawRegionPicker();
  validate();
}

function drawRegionPicker() {
  const checks = $("region-checks");
  checks.replaceChildren(...Object.entries(geo.regions).map(([name, r]) => el("label", { style: `--rc:${r.hex}` },
    el("input", { type: "checkbox", value: name, checked: chosen.has(name), dataset: { region: name },
      onchange: (e) => { toggle(name, e.target.checked); } }),
    el("span", { class: "sw" }), `${regionName(name)} `,
    el("span", { class: "muted small" }, `(${COLOUR_NAMES[r.colour] || r.colour})`))));
  const m = $("minimap");
  m.replaceChildren();
  m.setAttribute("viewBox", geo.viewBox.join(" "));
  const pos = new Map(geo.cities.map((c) => [c.name, c]));
  for (const [name, r] of Object.entries(geo.regions)) {
    const pts = r.hull.map((p) => p.join(",")).join(" ");
    const g = svg("g", { class: `mregion ${chosen.has(name) ? "on" : ""}`, style: `--rc:${r.hex}`, dataset: { region: name } },
      r.hull.length >= 3 ? svg("polygon", { points: pts }) : svg("polyline", { points: pts }),
      svg("title", {}, regionName(name)));
    g.addEventListener("click", () => toggle(name, !chosen.has(name)));
    m.append(g);
  }
  for (const c of geo.connections) {
    const a = pos.get(c.a);
    const b = pos.get(c.b);
    m.append(svg("line", { x1: a.x, y1: a.y, x2: b.x, y2: b.y }));
  }
  for (const c of geo.cities) m.append(svg("circle", { cx: c.x, cy: c.y, r: 9 }));
  for (const [name, r] of Object.entries(geo.regions)) {
    const cs = r.cities.map((c) => pos.get(c));
    const x = cs.reduce((s, c) => s + c.x, 0) / cs.length;
    const y = cs.reduce((s, c) => s + c.y, 0) / cs.length;
    m.append(svg("text", { x, y: y + 16 }, regionName(name)));
  }
}

function toggle(name, on) {
  if (on) chosen.add(name);
  else chosen.delete(name);
  form.querySelectorAll(`input[data-region="${name}"]`).forEach((x) => { x.checked = on; });
  $("minimap").querySelectorAll(`.mregion[data-region="${name}"]`).forEach((g) => g.classList.toggle("on", on));
  validate();
}

/** The connected groups of the chosen regions (by the map's region adjacency). */
function groups(regions) {
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

/** Why the chosen regions cannot be played (null when they can). */
function regionProblem() {
  if (cards() || barrage() || value("regions-mode") !== "choose" || !geo) return null;
  const need = geo.by_players[String(players())].regions;
  if (chosen.size !== need) {
    return ngettext("{players} players play in {n} region: choose {n} ({chosen} chosen).",
      "{players} players play in {n} regions: choose {n} ({chosen} chosen).", need, { players: players(), chosen: chosen.size });
  }
  const g = groups([...chosen]);
  if (g.length > 1) {
    return _("The regions must form one connected area; these parts do not touch: {parts}.",
      { parts: g.map((x) => x.map(regionName).join(" + ")).join(" | ") });
  }
  return null;
}

function validate() {
  const mode = value("regions-mode");
  $("region-pick").hidden = mode !== "choose";
  const msg = $("region-msg");
  const problem = regionProblem();
  if (mode !== "choose") {
    const need = geo ? geo.by_players[String(players())].regions : null;
    msg.className = "validation muted";
    msg.textContent = need ? ngettext("{n} connected region will be drawn at random.",
      "{n} connected regions will be drawn at random.", need) : "";
  } else if (problem) {
    msg.className = "validation bad";
    msg.textContent = problem;
  } else {
    msg.className = "validation good";
    msg.textContent = "✓ " + ngettext("{n} connected region: {regions}.", "{n} connected regions: {regions}.", chosen.size,
      { regions: [...chosen].sort().map(regionName).join(", ") });
  }
  $("create-btn").disabled = Boolean(problem);
  return !problem;
}

// ---------------------------------------------------------------- create

form.addEventListener("change", (e) => {
  const n = e.target.name;
  if (e.target.id === "game") showGame();
  if (n === "trust") e.target.dataset.touched = "1";
  if (n === "players") { showGame(); }
  if (n === "map" || n === "classic") loadGeo();
  if (n === "regions-mode") validate();
});

form.addEventListener("submit", async (e) => {
  e.preventDefault();
  if (!validate()) return;
  const n = players();
  const seats = Array.from({ length: n }, (unused, i) => $(`seat-${i}`).value);
  const body = {
    game: game(),
    config: barrage() ? { players: n, full: $("ba-full").checked } : cards() ? {
      players: n,
      trust: n === 2 && $("cards-trust").checked,
      demolition: $("cards-demolition").checked,
      hidden_money: $("cards-hidden-money").checked,
    } : {
      map: value("map"),
      players: n,
      regions: value("regions-mode") === "choose" ? [...chosen].sort() : "random",
      starting_cities: $("starting-cities").checked,
      classic: $("classic").checked,
    },
    seats,
    ...named(),
  };
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

/** The game's name and what sets it apart: "Power Grid · Germany (classic)", "Power Grid: The Card Game ·
 * against the Trust". */
function gameTitle(g) {
  const cfg = g.config || {};
  const seats = g.seats || [];
  if (g.game === "powergrid-cards") {
    const n = seats.length || cfg.players;
    const trust = cfg.trust === undefined ? n === 2 : cfg.trust;
    return [GAME_NAMES[g.game], trust ? _("against the Trust") : null, cfg.demolition ? _("demolition contractor") : null,
      cfg.hidden_money ? _("hidden money") : null].filter(Boolean).join(" · ");
  }
  if (!g.game || g.game === "powergrid") {
    const mapName = MAP_NAMES[cfg.map] || cfg.map || "?";
    return [GAME_NAMES.powergrid, cfg.classic ? _("{board} (classic)", { board: mapName }) : mapName,
      cfg.starting_cities ? _("starting cities") : null].filter(Boolean).join(" · ");
  }
  if (g.game === "barrage") {
    return [GAME_NAMES.barrage, cfg.full ? _("full game") : _("introductory game")].join(" · ");
  }
  return GAME_NAMES[g.game] || g.game;
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
    el("b", { class: `game-title game-${g.game || "powergrid"}` }, gameTitle(g)),
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

function seatKindName(kind) {
  const bot = BOTS.find(([k]) => k === kind);
  return bot ? bot[1] : kind;
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
    : g ? el("b", { class: `game-title game-${g.game || "powergrid"}` }, gameTitle(g))
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
if (new URLSearchParams(location.search).get("game") in GAME_NAMES) $("game").value = new URLSearchParams(location.search).get("game");
showGame();
loadBots();
loadGeo();
refresh();
setInterval(refresh, 5000);
