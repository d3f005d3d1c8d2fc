// The game page: one WebSocket to the server, which pushes the seat's state after every move; the
// page renders only what it receives and POSTs the chosen action with the state's version.
// URL: /play/{id}#invite=INVITATION (an invitation link: the page claims the seat once and keeps its
// token in this browser), /play/{id}?seat=N (a seat this browser holds) or /watch/{id} (a spectator).
// The seat's token never travels in a URL: it goes in the Authorization header and the socket's first
// message.
//
// This module is the page's shell and names no game: the connection, the seats and their names, the
// replay, the undo, the log and what happened since the seat's last turn. Each game's front end is one
// module, games/<game>.js, named by the game's registry name (the view's `game`); the shell imports it
// when the game's first state arrives, and games/generic.js, which plays any game through the protocol
// alone, when the game has none. No game module imports another's. A game module exports:
//
//   render(ctx)   required (may be async): draws the view. ctx = {
//     app        the page's state (window.powerplay): app.ui and app.helpOpen keep the module's choices
//                across drawings, app.busy is true while an action is on its way, app.replayPrev is the
//                replay's position shown before this one
//     state      the last state the server sent (docs/server-api.md: seat, current_player, legal, undo,
//                version, log, last_move_at, over, …)
//     view       the view to draw: the state's, or the replay's position's
//     replay     the replay's position shown ({n, total, view, log, log_data}), or null when live
//     send       send(action) or send([actions]): POSTs the engine's action strings (each with the
//                version the last one returned); the page draws the new state
//     rerender   draws the page again (a choice made on the page, nothing sent yet)
//     root       the page's main column (#game-root): the module builds its own panels into it, once,
//                and leaves what it did not build (the shell's name box) where it is
//     slots      {action, scores}: the side column's places for the module's action panel (a
//                section#action-panel; the shell puts its Undo button in it, above a details.help) and
//                for its final scores
//   }  It writes the top bar's status (#status) and turn line (common.js: drawTurn).
//   log(lines)    optional: the log's list (an ol.log-lines, one li per line) of the lines given; without
//                 it the lines are shown in plain words, the players' names coloured
//   pieces(view)  optional: the pieces "since your last turn" compares (recap.js): a Map from a key naming
//                 a piece to {at: the CSS selector of where it is drawn, seat: the seat owning it, or null};
//                 without it nothing is highlighted
//   ownLines(view, seat, lines)  optional: how many of the log lines an action of the seat brought are the
//                 seat's own (others' moves may follow in the same answer); without it, all
//   styles        optional: the URL of the module's stylesheet (its rules over style.css); the shell
//                 loads it before the module first draws

import {
  _, api, copyText, el, forgetSeat, logLine, myName, ngettext, playerChip, playerColour, savedSeats, saveSeat, seatUrl,
  setMyName, setPlayerNames, since, thinking, toast,
} from "./common.js";
import { Recap } from "./recap.js";
import { percent, reviewGraph, reviewMoments, reviewProgress } from "./review.js";
import { explainSymbols } from "./tips.js";

const parts = location.pathname.split("/").filter(Boolean);
const gameId = decodeURIComponent(parts[1] || new URLSearchParams(location.search).get("game") || "");
let token = null; // the seat's token (from this browser's saved seats, or claimed from an invitation)
let seatNote = null; // why this page only watches, when it was meant to play

const app = {
  state: null, // the last body the server sent
  mode: "live", // or "replay"
  replay: null, // {n, total, view, log}
  ui: {},
  busy: false,
  ws: null,
  wsAttempts: 0,
  pollTimer: null,
  logStick: true,
  recap: new Recap(), // what happened since this seat's last turn
};
window.powerplay = app; // for debugging and the browser tests

const $ = (id) => document.getElementById(id);

explainSymbols(); // a tap shows what a symbol means (phones have no hover)

// the top bar's height (it wraps on narrow screens): the action panel and the log stay in view below it
new ResizeObserver(([bar]) => {
  document.documentElement.style.setProperty("--topbar", `${bar.target.offsetHeight}px`);
}).observe(document.querySelector(".topbar"));

// the log keeps its newest line in view when its box changes size (the panel above it grows or shrinks),
// unless the reader has scrolled back
let logAtEnd = true;
$("log").addEventListener("scroll", (e) => {
  logAtEnd = e.target.scrollTop + e.target.clientHeight >= e.target.scrollHeight - 30;
});
new ResizeObserver(() => { if (logAtEnd) $("log").scrollTop = $("log").scrollHeight; }).observe($("log"));

// ---------------------------------------------------------------- connection

function setConn(text, cls) {
  const c = $("conn");
  c.textContent = text;
  c.className = `conn ${cls}`;
}

function connect() {
  if (!gameId) return;
  const proto = location.protocol === "https:" ? "wss" : "ws";
  let ws;
  try {
    ws = new WebSocket(`${proto}://${location.host}/ws/games/${encodeURIComponent(gameId)}`);
  } catch (e) {
    scheduleReconnect();
    return;
  }
  app.ws = ws;
  ws.onopen = () => {
    // who this page is (a seat, or a spectator) and how much of the log it holds: only what it lacks comes
    ws.send(JSON.stringify({ ...(token ? { token } : {}), ...held() }));
    app.wsAttempts = 0;
    setConn(_("live"), "ok");
    stopPolling();
    app.lastHeard = Date.now();
    clearInterval(app.heartbeat);
    // a silent connection (a sleeping laptop, a proxy that dropped it) is noticed and replaced
    app.heartbeat = setInterval(() => {
      if (app.ws !== ws) { clearInterval(app.heartbeat); return; }
      if (Date.now() - app.lastHeard > 45000) { lost(ws); return; }
      try { ws.send("ping"); } catch (e) { /* closing */ }
    }, 20000);
  };
  ws.onmessage = (e) => {
    app.lastHeard = Date.now();
    let msg;
    try { msg = JSON.parse(e.data); } catch (err) { return; }
    if (msg.type === "state") receive(msg);
    else if (msg.type === "thinking") thinking(msg);
    else if (msg.type === "error") app.wsError = msg.error;
  };
  ws.onclose = (e) => {
    if (e.code === 4403 && token && app.ws === ws) { // this seat's token was revoked (a re-issued link)
      app.ws = null;
      clearInterval(app.heartbeat);
      loseSeat(app.wsError ? sentence(app.wsError) : REISSUED);
      connect();
      return;
    }
    if ((e.code === 4429 || e.code === 4503) && app.ws === ws) { // too many sockets for now: poll, try again later
      app.wsAttempts = Math.max(app.wsAttempts, 4);
      lost(ws);
      return;
    }
    if (e.code >= 4000 && e.code < 5000 && app.ws === ws) { // the server refused: unknown game
      app.ws = null;
      clearInterval(app.heartbeat);
      setConn(_("closed"), "down");
      if (app.wsError && app.state) toast(app.wsError, { kind: "error" });
      return;
    }
    lost(ws);
  };
  ws.onerror = () => { try { ws.close(); } catch (e) { /* closing anyway */ } };
}

/** The connection is gone (or silent): poll meanwhile and open a new one. */
function lost(ws) {
  if (app.ws !== ws) return;
  app.ws = null;
  clearInterval(app.heartbeat);
  ws.onclose = null;
  ws.onmessage = null;
  try { ws.close(); } catch (e) { /* already closed */ }
  setConn(_("reconnecting…"), "down");
  startPolling();
  scheduleReconnect();
}

function scheduleReconnect() {
  const delay = Math.min(10000, 500 * 2 ** app.wsAttempts);
  app.wsAttempts += 1;
  clearTimeout(app.reconnectTimer);
  app.reconnectTimer = setTimeout(connect, delay);
}

function startPolling() {
  if (app.pollTimer) return;
  app.pollTimer = setInterval(fetchState, 4000);
}

function stopPolling() {
  clearInterval(app.pollTimer);
  app.pollTimer = null;
}

document.addEventListener("visibilitychange", () => {
  if (document.visibilityState === "visible" && !app.ws) {
    clearTimeout(app.reconnectTimer);
    connect();
  }
});
window.addEventListener("online", () => { if (!app.ws) { clearTimeout(app.reconnectTimer); connect(); } });

const REISSUED = _("This seat's link was re-issued by the game's creator.");

/** This browser's token no longer plays the seat: forget it and watch; the next state (a spectator's)
 * is drawn afresh and tells why (receive). */
function loseSeat(note) {
  const held = Object.values(savedSeats()).find((s) => s.game === gameId && s.token === token);
  if (held) forgetSeat(gameId, held.seat);
  token = null;
  seatNote = note;
  app.state = null;
}

/** How much of the game's log this page holds ({log_id, log}; nothing before its first state). */
function held() {
  const st = app.state;
  return st && st.log_id && st.log ? { log_id: st.log_id, log: st.log.length } : {};
}

/** The state from the server (the log from where the page's copy ends; `whole`: all of it). */
async function fetchState(whole = false) {
  const h = whole ? {} : held();
  const query = h.log_id ? `?log_id=${encodeURIComponent(h.log_id)}&log=${h.log}` : "";
  const r = await api("GET", `/api/games/${encodeURIComponent(gameId)}/state${query}`, undefined, token);
  if (r.status === 403 && token) { // this browser's token for the seat no longer works (a re-issued link)
    loseSeat(REISSUED);
    if (app.ws) { app.ws.close(); app.ws = null; connect(); }
    return fetchState();
  }
  if (r.ok) receive(r.data);
  else if (!app.state) fatal(r);
  return r;
}

function fatal(r) {
  const msg = r.status === 404 || r.status === 400 ? _("There is no such game.") // (400: not even a game's id)
    : r.status === 403 ? _("This link is not valid for this game.")
    : (r.data && r.data.error) || _("The game cannot be loaded.");
  $("status").textContent = msg;
  $("action-slot").replaceChildren(el("section", { class: "card action-panel" }, el("h2", {}, msg),
    el("p", {}, el("a", { href: "/" }, _("Back to the lobby")))));
}

function receive(body) {
  if (!body || !body.view) return;
  const mine = app.state && body.id === app.state.id ? app.state : null;
  if (body.log_from) { // the log's entries after the first log_from, which this page holds
    if (!mine || !mine.log || mine.log.length < body.log_from) { fetchState(true); return; }
    body.log = mine.log.slice(0, body.log_from).concat(body.log);
  }
  if (mine && body.version < mine.version) return; // older news
  const first = !app.state;
  app.state = body;
  app.recap.seen(body);
  setPlayerNames(body.seats); // the players are named by the names they gave, everywhere on the page
  const wanted = first && body.over ? location.hash.match(/^#move=(\d+)$/) : null;
  if (wanted) showReplay(Number(wanted[1])); // a link to a position of a finished game
  if (first && seatNote) toast(_("{note} This page only watches.", { note: seatNote }), { kind: "error", ms: 10000 });
  render();
  nameBox(body);
}

/** A seat taken without a name (an invitation opened in a browser that knew none) is named here: the
 * box is made once (a new state keeps what is being typed) and goes once the seat has a name, or for
 * good in this browser when its player says "not now". */
function nameBox(st) {
  const mine = st.seat === null || st.seat === undefined || st.over ? null
    : (st.seats || []).find((s) => s.seat === st.seat);
  const declined = `powerplay.no-name.${gameId}`;
  let box = $("name-box");
  if (!mine || mine.name || localStorage.getItem(declined)) {
    if (box) box.remove();
    return;
  }
  if (box) return;
  const input = el("input", { type: "text", id: "name-input", maxlength: "24", size: "14", autocomplete: "nickname",
    value: myName() });
  const later = el("button", {
    type: "button", class: "recap-close", "aria-label": _("Not now"), title: _("Not now"),
    onclick: () => { localStorage.setItem(declined, "1"); box.remove(); },
  }, "×");
  box = el("form", { class: "card name-box", id: "name-box" },
    el("div", { class: "recap-head" }, el("span", {},
      el("label", { for: "name-input" }, _("Your name")), " ", input, " ",
      el("button", { type: "submit", class: "btn small" }, _("Save name"))), later),
    el("p", { class: "muted small" }, _("optional: the other players see it instead of your seat")));
  box.addEventListener("submit", async (e) => {
    e.preventDefault();
    const r = await api("POST", `/api/games/${encodeURIComponent(gameId)}/name`, { name: input.value }, token);
    if (!r.ok) {
      toast((r.data && r.data.error) || _("The server cannot be reached."), { kind: "error", rule: r.data && r.data.rule });
      return;
    }
    setMyName(r.data.name);
    box.remove();
  });
  $("game-root").prepend(box); // first in the main column: the side column's heights stay as they are
}

// ---------------------------------------------------------------- actions

const MOVED_ON = _("The game moved on: your view was out of date and has been refreshed. Look again, then choose.");

/** POST one action string, or several one after another (each with the version the last one returned). */
async function send(actions) {
  if (app.busy || !app.state) return;
  const list = Array.isArray(actions) ? actions : [actions];
  app.busy = true;
  document.body.classList.add("busy");
  let version = app.state.version;
  const view = app.state.view;
  let logLength = (app.state.log || []).length;
  try {
    for (const action of list) {
      const r = await api("POST", `/api/games/${encodeURIComponent(gameId)}/actions`, { version, action }, token);
      if (!r.ok) {
        const d = r.data || {};
        if (r.status === 409 || r.status === 0) await fetchState();
        // refused because someone acted first: say so in plain words, not the API's "stale version N"
        const movedOn = r.status === 409 && app.state && app.state.version !== version;
        toast(movedOn ? MOVED_ON : d.error || _("The server refused “{action}”.", { action }),
          { kind: "error", rule: movedOn ? null : d.rule || null, ms: 7000 });
        break;
      }
      version = r.data.version;
      const events = r.data.events || [];
      // (others' moves may follow in the same answer: an Automa's turns)
      const own = game && game.ownLines ? game.ownLines(view, app.state.seat, events) : events.length;
      logLength += events.length;
      app.recap.mark(version, logLength - (events.length - own), view, own < events.length);
    }
  } finally {
    app.busy = false;
    document.body.classList.remove("busy");
  }
  // the WebSocket normally brings the new state at once; make sure we have it even if it does not
  if (app.state && app.state.version < version) {
    setTimeout(() => { if (app.state && app.state.version < version) fetchState(); }, 1200);
  }
  render();
}

// ---------------------------------------------------------------- undo

/** Take back this seat's last action: allowed while the state says `undo` (the seat's own action,
 * which revealed nothing hidden, and nobody else has acted since). The server sends the restored
 * state to every page. */
async function undo() {
  const st = app.state;
  if (app.busy || !st || !st.undo || app.mode !== "live") return;
  app.busy = true;
  document.body.classList.add("busy");
  try {
    const r = await api("POST", `/api/games/${encodeURIComponent(gameId)}/undo`, { version: st.version }, token);
    if (!r.ok) {
      if (r.status === 409 || r.status === 0) await fetchState();
      const movedOn = r.status === 409 && app.state && app.state.version !== st.version;
      toast(movedOn ? MOVED_ON : (r.data && r.data.error) || _("Your last action could not be taken back."),
        { kind: "error", ms: 7000 });
    } else if (app.state.version < r.data.version) await fetchState(); // the WebSocket normally brought it already
  } finally {
    app.busy = false;
    document.body.classList.remove("busy");
  }
  render();
}

/** The Undo button under a seat's controls (above the phase's help), enabled while the state allows
 * it (Ctrl+Z). */
function undoButton(replay) {
  const st = app.state;
  const panel = $("action-panel");
  if (replay || !panel || st.over || st.seat === null || st.seat === undefined) return;
  panel.insertBefore(el("div", { class: "undo-row" }, el("button", {
    type: "button", class: "btn small undo-btn", id: "undo-btn", disabled: !st.undo || app.busy,
    title: st.undo ? _("Take back your last action (Ctrl+Z)")
      : _("Only your own actions can be taken back, until another player acts or a hidden card is revealed."),
    onclick: undo,
  }, _("↶ Undo"))), panel.querySelector(":scope > details.help"));
}

// ---------------------------------------------------------------- hints and the review

/** Advice on the position now, `kind` "hint" or "chances" (its route, and where the page keeps it until
 * the game moves on), where the state's `allowed` says the reader may ask for it; `failed` is told if it
 * cannot be worked out. */
async function askAdvice(kind, allowed, failed) {
  const st = app.state;
  if (app.busy || !st || !st[allowed] || app.mode !== "live") return;
  app[kind] = { version: st.version, data: null };
  render();
  const r = await api("POST", `/api/games/${encodeURIComponent(gameId)}/${kind}`, { version: st.version }, token);
  if (!r.ok) {
    app[kind] = null;
    toast((r.data && r.data.error) || failed, { kind: "error", ms: 7000 });
  } else if (app[kind] && app[kind].version === r.data.version) app[kind].data = r.data;
  render();
}

/** The hint of the seat's decision now: the hard bot's best plans with the seat's chance to win after
 * each (where the game allows hints), shown above the seat's controls until the game moves on. */
function askHint() {
  return askAdvice("hint", "hints", _("No hint could be worked out."));
}

function hintCard(st) {
  const h = app.hint;
  if (!h || h.version !== st.version) return null;
  if (!h.data) return el("div", { class: "hint-card", id: "hint-card" }, el("p", { class: "muted" }, _("The hard bot is weighing your options…")));
  const now = h.data.chances[st.seat];
  const lone = h.data.options.length === 1 && h.data.options[0].chance === null;
  return el("div", { class: "hint-card", id: "hint-card" },
    el("p", {}, _("Your chance to win now, as you see the game: {chance}.", { chance: percent(now) })),
    lone ? el("p", {}, _("The hard bot sees one sensible move: {plan}.", { plan: h.data.options[0].text }))
      : el("ol", { class: "hint-options" }, h.data.options.map((o) => el("li", { "data-action": o.action },
        el("span", { class: "hint-plan" }, o.text), " ",
        el("span", { class: "hint-chance" }, `${percent(now)} → ${percent(o.chance)}`)))),
    el("button", { type: "button", class: "btn small", onclick: () => { app.hint = null; render(); } }, _("Close")));
}

/** Each player's chance to win as the seat sees the game now (at any moment, where the game allows hints;
 * a spectator's from what every player may know, where the creator allows it), shown until the game moves on. */
function askChances() {
  return askAdvice("chances", "chances", _("The chances could not be worked out."));
}

function chancesCard(st) {
  const c = app.chances;
  if (!c || c.version !== st.version) return null;
  const body = !c.data ? el("p", { class: "muted" }, _("Working out the chances…"))
    : el("ul", { class: "chance-bars" }, c.data.chances.map((chance, seat) => el("li", {},
      playerChip(seat),
      el("span", { class: "chance-bar" }, el("span", { style: `width:${Math.round(100 * chance)}%;background:${playerColour(seat)}` })),
      el("b", {}, percent(chance)))));
  const watching = st.seat === null || st.seat === undefined;
  return el("div", { class: "hint-card chances-card", id: "chances-card" },
    el("p", {}, watching ? _("Each player's chance to win, from what every player may know (what is hidden is drawn many ways):")
      : _("Each player's chance to win, as you see the game (what you cannot see is drawn many ways):")), body,
    el("button", { type: "button", class: "btn small", onclick: () => { app.chances = null; render(); } }, _("Close")));
}

/** Beside Undo, where the game allows hints: the Chances button (at any moment) and the Hint button (on
 * the seat's turn), and what they showed. */
function hintControls(replay) {
  const st = app.state;
  const row = $("action-panel") && $("action-panel").querySelector(":scope > .undo-row");
  if (replay || !row || !st.hints || st.over) return;
  const mine = st.current_player === st.seat;
  if (mine) {
    row.prepend(el("button", {
      type: "button", class: "btn small hint-btn", id: "hint-btn", disabled: app.busy || Boolean(app.hint && app.hint.version === st.version),
      title: _("The hard bot's best moves here, with your chance to win after each (from what you know)"), onclick: askHint,
    }, _("Hint")));
  }
  row.prepend(chancesButton(st, _("Each player's chance to win, from what you know")));
  for (const card of [chancesCard(st), mine ? hintCard(st) : null]) if (card) row.before(card);
}

/** A spectator's Chances button, where the game's creator allows it, at the top of the side column. */
function spectatorChances(replay) {
  const st = app.state;
  const slot = $("action-slot");
  const watching = st.seat === null || st.seat === undefined;
  if ($("spectator-advice")) $("spectator-advice").remove();
  if (replay || !slot || !watching || !st.chances || st.over) return;
  slot.prepend(el("section", { class: "card spectator-advice", id: "spectator-advice" },
    chancesButton(st, _("Each player's chance to win, from what every player may know")), chancesCard(st)));
}

/** The Chances button (off while an action is on its way or the chances of this version are shown). */
function chancesButton(st, title) {
  return el("button", {
    type: "button", class: "btn small chances-btn", id: "chances-btn", title, onclick: askChances,
    disabled: app.busy || Boolean(app.chances && app.chances.version === st.version),
  }, _("Chances"));
}

/** Once the game is over, the seat's review: worked out on the server (a progress bar meanwhile), then
 * the graph of every player's chance to win and the three moves that mattered, with the bot's. */
async function loadReview() {
  const st = app.state;
  if (!st || !st.over || st.seat === null || st.seat === undefined) return;
  app.review = app.review || { state: "running", share: 0 };
  render();
  for (;;) {
    const r = await api("GET", `/api/games/${encodeURIComponent(gameId)}/review`, undefined, token);
    if (!r.ok) {
      app.review = null;
      toast((r.data && r.data.error) || _("The review could not be worked out."), { kind: "error", ms: 7000 });
      break;
    }
    app.review = r.data;
    render();
    if (r.data.state !== "running") break;
    await new Promise((done) => setTimeout(done, 700));
  }
  render();
}

function reviewCard(st, replay) {
  const slot = $("review-slot");
  if (!slot) return;
  if (replay || !st.over || st.seat === null || st.seat === undefined) { slot.replaceChildren(); return; }
  const rv = app.review;
  const head = el("h2", {}, _("Review"));
  const card = (...body) => slot.replaceChildren(el("section", { class: "card review-card", id: "review" }, head, ...body));
  if (!rv) {
    card(el("p", {}, _("Where was the game won and lost? The hard bot replays it from what you knew at each move.")),
      el("button", { type: "button", class: "btn primary", id: "review-btn", onclick: loadReview }, _("Review the game")));
  } else if (rv.state !== "done") {
    card(reviewProgress(rv));
  } else {
    const link = new URL(rv.url, location.href).href;
    card(reviewGraph(rv), el("h3", {}, _("The moments that mattered")), reviewMoments(rv),
      el("p", { class: "review-links" },
        el("a", { class: "btn small", href: rv.url, target: "_blank", rel: "noopener", id: "review-page-link" }, _("Open on its own page")), " ",
        el("button", { type: "button", class: "btn small", id: "review-share",
          title: _("Anyone with the link can read this review"),
          onclick: () => copyText(link).then(() => toast(_("Link copied."), { kind: "ok", ms: 2000 })) }, _("Copy the link to share"))));
  }
}

document.addEventListener("keydown", (e) => {
  // KeyZ: the key where Z is on an English keyboard, whatever the layout (Я in Russian)
  if (!(e.ctrlKey || e.metaKey) || e.shiftKey || e.altKey || e.code !== "KeyZ") return;
  if (e.target.closest("input, textarea, select") || !app.state || !app.state.undo) return;
  e.preventDefault();
  undo();
});

// ---------------------------------------------------------------- replay

async function showReplay(n) {
  const total = app.replay ? app.replay.total : null;
  if (total !== null) n = Math.max(0, Math.min(total, n));
  const r = await api("GET", `/api/games/${encodeURIComponent(gameId)}/replay/${n}`);
  if (!r.ok) {
    toast((r.data && r.data.error) || _("The replay is not available."), { kind: "error", rule: r.data && r.data.rule });
    return;
  }
  app.replayPrev = app.replay;
  app.replay = r.data;
  app.mode = "replay";
  history.replaceState(null, "", `#move=${r.data.n}`);
  render();
}

function leaveReplay() {
  app.mode = "live";
  history.replaceState(null, "", location.pathname + location.search);
  render();
}

function replayBar() {
  const bar = $("replay-bar");
  const st = app.state;
  if (!st || !st.over) {
    bar.hidden = true;
    return;
  }
  bar.hidden = false;
  if (app.mode !== "replay" || !app.replay) {
    bar.replaceChildren(el("span", {}, _("The game is over.")),
      el("button", { type: "button", class: "btn primary small", onclick: () => showReplay(0) }, _("Watch the replay")));
    return;
  }
  const { n, total } = app.replay;
  const range = el("input", { type: "range", min: 0, max: total, value: n, "aria-label": _("move") });
  range.addEventListener("change", () => showReplay(Number(range.value)));
  bar.replaceChildren(
    el("b", {}, _("Replay")),
    el("button", { type: "button", class: "btn small", title: _("start"), onclick: () => showReplay(0), disabled: n <= 0 }, _("« Start")),
    el("button", { type: "button", class: "btn small", title: _("previous move"), onclick: () => showReplay(n - 1), disabled: n <= 0 }, "◀"),
    el("span", { class: "replay-pos" }, _("move {n} of {total}", { n, total })),
    el("button", { type: "button", class: "btn small", title: _("next move"), onclick: () => showReplay(n + 1), disabled: n >= total }, "▶"),
    el("button", { type: "button", class: "btn small", title: _("end"), onclick: () => showReplay(total), disabled: n >= total }, _("End »")),
    range,
    el("button", { type: "button", class: "btn small", onclick: leaveReplay }, _("Close replay")));
}

document.addEventListener("keydown", (e) => {
  if (app.mode !== "replay" || !app.replay || e.target.closest("input, textarea, select")) return;
  if (e.key === "ArrowLeft") showReplay(app.replay.n - 1);
  if (e.key === "ArrowRight") showReplay(app.replay.n + 1);
});

// ---------------------------------------------------------------- rendering

let rendering = false;
let renderAgain = false;

async function render() {
  if (rendering) { renderAgain = true; return; }
  rendering = true;
  try {
    do {
      renderAgain = false;
      await renderOnce();
    } while (renderAgain);
  } catch (e) {
    console.error(e);
    toast(_("The page could not draw the game: {error}", { error: e.message }), { kind: "error" });
  } finally {
    rendering = false;
  }
}

const modules = new Map(); // a game's name → its module (a promise of it)
let game = null; // the module of the game drawn

/** The front end of the game `name`: games/<name>.js, else games/generic.js (a game without its own page,
 * whose module is missing: the request fails, not the page). A module that is there but broken fails. */
function gameModule(name) {
  if (!modules.has(name)) {
    const own = /^[a-z0-9][a-z0-9-]*$/.test(name || "") ? import(`./games/${name}.js`) : Promise.reject(new TypeError(name));
    modules.set(name, own.then(withStyles, (e) => {
      if (!(e instanceof TypeError)) throw e; // (a failed fetch is a TypeError; a module's own error is its own)
      console.warn(`no page of its own for the game ${name}: the generic page draws it (${e.message})`);
      return import("./games/generic.js").then(withStyles);
    }));
  }
  return modules.get(name);
}

/** The module, once its stylesheet (its `styles`, if it has one) is loaded: the page is never drawn
 * without it. A stylesheet that fails to load is reported, and the page drawn anyway. */
function withStyles(module) {
  if (!module.styles) return module;
  return new Promise((resolve) => {
    const link = el("link", { rel: "stylesheet", href: module.styles });
    link.addEventListener("load", () => resolve(module));
    link.addEventListener("error", () => { console.warn(`the stylesheet ${module.styles} did not load`); resolve(module); });
    document.head.append(link);
  });
}

async function renderOnce() {
  const st = app.state;
  if (!st) return;
  const replay = app.mode === "replay" && app.replay ? app.replay : null;
  const view = replay ? replay.view : st.view;
  game = await gameModule(view.game);
  document.body.classList.toggle("replaying", Boolean(replay));
  document.body.classList.toggle("spectator", st.seat === null || st.seat === undefined);
  await game.render({ app, state: st, view, replay, send, rerender: render, root: $("game-root"),
    slots: { action: $("action-slot"), scores: $("scores-slot") } });
  undoButton(replay);
  hintControls(replay);
  spectatorChances(replay);
  reviewCard(st, replay);
  $("provisional-note").hidden = !(view.data && view.data.provisional); // the game's data set says so
  renderLog(replay ? replay.log || [] : st.log || [], st, view, replay);
  replayBar();
}

/** The game log in plain words, newest last (a game module's `log` draws its own). */
function plainLog(lines) {
  return el("ol", { class: "log-lines" }, lines.map((t) => el("li", {}, logLine(t))));
}

const LOG_LINES = 400;

function renderLog(lines, st, view, replay) {
  const box = $("log");
  const stick = box.scrollTop + box.clientHeight >= box.scrollHeight - 30;
  const hidden = Math.max(0, lines.length - LOG_LINES);
  box.replaceChildren(hidden ? el("p", { class: "muted small" },
    ngettext("({n} earlier line not shown)", "({n} earlier lines not shown)", hidden)) : "",
    (game.log || plainLog)(hidden ? lines.slice(hidden) : lines));
  if (stick || app.logStick) {
    box.scrollTop = box.scrollHeight;
    app.logStick = false;
  }
  // what happened since this seat's last turn: a box, the changed pieces and the log's lines marked
  if (app.recap.show(st, view, { slot: $("recap-slot"), log: box, live: !replay, pieces: game.pieces })) {
    box.scrollTop = box.scrollHeight;
  }
}

// "time since their move" ticks without a new state
setInterval(() => {
  document.querySelectorAll(".since[data-iso]").forEach((s) => {
    const t = since(s.dataset.iso);
    s.textContent = s.closest("#turn") ? ` · ${t}` : t;
  });
}, 1000);

// ---------------------------------------------------------------- start

app.send = send; // for the browser tests and the console

/** The name this browser's player gave (the lobby's "Your name"), for the seat it takes. */
function named() {
  const name = myName();
  return name ? { name } : {};
}

/** Which seat this page plays: an invitation in the URL's fragment is claimed (once) and its token
 * kept in this browser; ?seat=N names a seat this browser holds; on /play/{id} without either, the
 * one seat this browser holds in the game. Else the page watches. */
async function takeSeat() {
  if (parts[0] !== "play") return;
  const invite = location.hash.match(/^#invite=(.*)$/);
  const held = Object.values(savedSeats()).filter((s) => s.game === gameId && s.token);
  if (invite) {
    history.replaceState(null, "", location.pathname); // the invitation leaves the address (and the history) at once
    const code = invite[1].trim();
    const claim = (body) => api("POST", `/api/games/${encodeURIComponent(gameId)}/claim`, body);
    let r = /^[A-Za-z0-9_-]{16,64}$/.test(code) // (else a mangled copy: not worth a request)
      ? await claim({ invitation: code, ...named() })
      : { ok: false, status: 400, data: null };
    if (r.status === 422) { // the name is refused (another player has it): the seat is taken without it
      toast(r.data.error, { kind: "error", ms: 8000 });
      r = await claim({ invitation: code });
    }
    if (r.ok) {
      saveSeat(gameId, r.data.seat, r.data.token);
      history.replaceState(null, "", seatUrl(gameId, r.data.seat));
      token = r.data.token;
      return;
    }
    if (r.status === 409 && held.length) { // this browser claimed it before
      history.replaceState(null, "", seatUrl(gameId, held[0].seat));
      token = held[0].token;
      return;
    }
    seatNote = r.status === 400 ? _("This invitation is not valid for this game (is the link complete?).")
      : (r.data && r.data.error) ? sentence(r.data.error) : _("This invitation cannot be used.");
    return;
  }
  const wanted = new URLSearchParams(location.search).get("seat");
  const mine = wanted === null ? (held.length === 1 ? held[0] : null) : held.find((s) => String(s.seat) === wanted);
  if (mine) token = mine.token;
  else {
    seatNote = wanted === null ? _("This browser holds no seat in this game.")
      : _("This browser does not hold seat {n}'s link.", { n: Number(wanted) + 1 });
  }
}

/** A server's message ("this invitation was used already: …") as a sentence of a toast. */
function sentence(text) {
  const t = text.charAt(0).toUpperCase() + text.slice(1);
  return /[.!?]$/.test(t) ? t : `${t}.`;
}

// an invitation link opened in a tab already on this game's page changes only the fragment: start again
window.addEventListener("hashchange", () => { if (location.hash.startsWith("#invite=")) location.reload(); });

if (!gameId) {
  fatal({ status: 404 });
} else {
  takeSeat().then(() => {
    fetchState();
    connect();
  });
}
