// "What happened since your last turn", for every game. When the seat's turn comes back, the
// pieces that changed since its last action are highlighted for a few seconds (new houses, plants bought,
// market changes) and a box sums up the log's entries since then, until it is dismissed or the seat acts.
// The log's own lines since then are marked too. game.js calls mark() after each action it sends, seen()
// with each state it receives and show() after each drawing. The pieces (the game module's `pieces`:
// game.js) are compared with the view the seat acted on, the seat's own aside: what its action brought
// about (the plant another player wins when it passes) counts as news; the log's lines start after its
// action's own.

import { _, el, logLine } from "./common.js";

const HIGHLIGHT_MS = 6000;

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
   * `pieces(view)`: the game's pieces ({at, seat} by key), if it names them. True when the turn has just
   * come back. */
  show(state, view, { slot, log, live, pieces = null }) {
    const turn = live && state.seat !== null && state.seat !== undefined && state.current_player === state.seat
      && !state.over;
    // (others may have moved several times between two drawings, or within the seat's own version)
    const later = state.version > this.after || (this.news && state.version === this.after);
    const back = later && turn && !this.wasTurn;
    if (back && this.since) {
      const lines = (state.log || []).slice(this.since.log);
      const before = pieces ? pieces(this.since.view) : new Map();
      const now = pieces ? pieces(view) : new Map();
      // (the seat's own houses and plants, structures, spaces and contracts: it knows them)
      this.changed = [...now].filter(([k, p]) => !before.has(k) && p.seat !== state.seat).map(([, p]) => p.at);
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
