// Pampero's panels: everything drawn but the game board (board.js) — the players' summary, the time track
// with its discs and scoring tokens, the tower bonus board, the seat's hand, the external market and the
// specialist cards, the final scores and the help; each player's company and grid board come from boards.js
// and the small pieces (money, energy, batteries, market colours) from icons.js, named here too. Each
// function returns fresh DOM from the seat's view and the data set's reference (`ref`: every name and
// effect in the reader's language, the log's words). `opts = {marks, onPick, seat}`: an element whose
// data-key is in `marks` is highlighted ("legal", "selected", "source") and calls onPick(key, node).

import { _, breakdownTable, el, ngettext, parts, playerChip, playerName } from "../../common.js";
import { cardFace } from "./boards.js";
import {
  batteries, countryName, disc, dozerG, energy, iconSvg, label, money, pickable, symbolBadges, towerPath, windPath,
} from "./icons.js";

export { companyBoard, gridBoard } from "./boards.js";
export { MARKET_COLOUR, batteries, effectChip, energy, money } from "./icons.js";

export const PHASE_TITLE = {
  actions: _("Action phase"),
  consolidation: _("Consolidation phase"),
  scoring: _("Scoring phase"),
  over: _("Game over"),
};

// ---------------------------------------------------------------- the players (PA-7, PA-2.5)

/** The players in turn order (PA-7.2): colour and name, who acts (the state's current player: none in
 * a replay), a turn-order disc moved down
 * (PA-7.3), money (as the view shows it), energy, batteries, towers built, wind farms and bulldozers in
 * supply, cards in hand, specialist scoring cards, link tokens, external market cards, the time disc's space. */
export function players(state, view, ref) {
  const acting = state && state.current_player !== undefined ? state.current_player : view.decision ? view.decision.seat : view.current;
  const space = (seat) => view.track.findIndex((stack) => stack.includes(seat));
  const rows = view.order.map((seat, k) => {
    const p = view.players[seat];
    const you = seat === view.seat;
    const stat = (title, ...kids) => el("span", { class: "pa-stat", title }, ...kids);
    return el("li", { class: `pa-player ${you ? "you" : ""} ${seat === acting && !view.over ? "acting" : ""}`, "data-seat": seat },
      el("span", { class: "pa-order", title: _("Turn order: {n}", { n: k + 1 }) }, String(k + 1)),
      el("span", { class: "pa-who" }, playerChip(seat, you ? ` (${_("you")})` : ""),
        seat === acting && !view.over ? el("span", { class: "pa-acting", title: _("To act") }, "▶") : null,
        view.down[seat] ? el("span", { class: "pa-down", title: _("Turn-order disc moved down") }, "▼") : null),
      el("span", { class: "pa-stats" },
        p.money === null || p.money === undefined ? null : money(p.money),
        energy(p.energy), batteries(p.batteries),
        stat(_("Towers built: {n} of {total}", { n: p.level, total: ref.grid.towers }), towerIcon(), String(p.level)),
        stat(_("Wind farms in the personal supply: {n}", { n: p.wind_supply }), windIcon(), String(p.wind_supply)),
        stat(_("Bulldozers in the personal supply: {n}", { n: p.bulldozers.filter((b) => b === "supply").length }),
          dozerIcon(), String(p.bulldozers.filter((b) => b === "supply").length)),
        stat(ngettext("{n} card in hand", "{n} cards in hand", p.hand), el("span", { class: "pa-cards-icon" }), String(p.hand)),
        stat(ngettext("{n} specialist scoring card", "{n} specialist scoring cards", p.scoring_cards),
          el("span", { class: "pa-cards-icon scoring" }), String(p.scoring_cards)),
        stat([_("Link tokens"), ...p.links.map((t) => (ref.link_tokens[t] || { name: t }).name)].join("\n"),
          el("span", { class: "pa-link-icon" }), String(p.links.length)),
        stat([_("External market cards"), ...p.market_cards.map((c) => (ref.market_cards[c] || { name: c }).name)].join("\n"),
          el("span", { class: "pa-cards-icon market" }), String(p.market_cards.length)),
        stat(_("Time disc on space {n}", { n: space(seat) }), el("span", { class: "pa-clock" }, "◷"), String(space(seat)))));
  });
  return el("section", { class: "card pa-players", id: "pa-players" },
    el("h2", {}, _("Turn order")),
    el("ol", { class: "pa-player-list" }, rows),
    el("p", { class: "pa-supply muted small" }, _("General supply"), ": ", batteries(view.battery_supply)));
}

function towerIcon() {
  return iconSvg("pa-tower-icon", "-8 -8 16 16", towerPath(0, 0, 1, "currentColor"));
}

function windIcon() {
  return iconSvg("pa-wind-icon", "-8 -8 16 16", windPath(0, 0, 1, "currentColor"));
}

function dozerIcon() {
  return iconSvg("pa-dozer-icon", "-7 -5 14 10", dozerG(0, 0, "currentColor", 1.2));
}

// ---------------------------------------------------------------- the time track (PA-5, PA-7.4, PA-28)

/** The time track: a space per step with its stack of time discs (the top of a stack is the player
 * furthest ahead there, PA-7.4), the scoring symbols (first, second, final: the last space, PA-28.3)
 * and the scoring tokens in play, each half marked as it is used (PA-29.2, PA-30.2, PA-31.2). */
export function timeTrack(view, ref) {
  const track = ref.time_tracks[view.options && view.options.long_game ? "long_game" : "standard"] || ref.time_tracks.standard;
  const last = view.track.length - 1;
  const mark = { [track.first_scoring]: "1", [track.second_scoring]: "2", [last]: "★" };
  const markTitle = {
    [track.first_scoring]: _("First scoring"), [track.second_scoring]: _("Second scoring"), [last]: _("Final scoring"),
  };
  const spaces = view.track.map((stack, i) => el("li", {
    class: `pa-space ${mark[i] ? "scoring" : ""} ${i === last ? "last" : ""}`, "data-space": i,
    title: [_("Space {n}", { n: i }), markTitle[i], ...stack.slice().reverse().map((s) => playerName(s))].filter(Boolean).join("\n"),
  },
  el("span", { class: "pa-stack" }, stack.map((seat) => disc(seat, "time"))),
  el("span", { class: "pa-space-no" }, String(i)),
  mark[i] ? el("span", { class: "pa-space-mark" }, mark[i]) : null));
  const tokens = view.scoring_tokens || {};
  const done = view.scorings || 0;
  const token = (id, when, halves, n) => {
    const t = ref.scoring_tokens[id];
    if (!t) return null;
    const half = (which, text) => el("div", { class: `pa-half ${halves.includes(which) ? "used" : "unused"}` },
      el("span", { class: "pa-half-tag" }, which === "top" ? "▲" : "▼"), text);
    return el("div", { class: `pa-token ${done >= n ? "done" : ""}`, "data-token": id, title: t.name },
      el("div", { class: "pa-token-head" }, el("b", {}, when), " · ", t.name),
      half("top", t.top), half("bottom", t.bottom));
  };
  return el("section", { class: "card pa-time", id: "pa-time" },
    el("h2", {}, _("Time track")),
    el("ol", { class: "pa-track", style: `--spaces:${view.track.length}` }, spaces),
    el("div", { class: "pa-tokens" },
      tokens.first ? token(tokens.first, _("First scoring"), ["top"], 1) : null,
      tokens.second ? token(tokens.second, _("Second scoring"), ["bottom"], 2) : null,
      (tokens.final || []).map((id, k) => token(id, _("Final scoring") + ` ${k ? "II" : "I"}`, ["top", "bottom"], 3))));
}

// ---------------------------------------------------------------- the tower bonus board (PA-12.4)

/** The tower bonus board: its cells by area (A, B, C: a tower's zone says where its two picks may
 * be), each showing its token's effect (a red stripe: a final-scoring token, PA-31.4) or, once the
 * token is gone, the effect printed on the cell. */
export function bonusBoard(view, ref, opts = {}) {
  const cells = Object.entries(ref.bonus_cells).sort(([, a], [, b]) => a.row - b.row || a.col - b.col);
  const cols = Math.max(...cells.map(([, c]) => c.col)) + 1;
  const grid = el("div", { class: "pa-bonus-grid", style: `--cols:${cols}` });
  for (const [id, c] of cells) {
    const token = view.bonus_board[id];
    const t = token ? ref.bonus_tokens[token] : null;
    const key = `bonus:${id.replace(/^TBB-/, "")}`;
    const title = `${label(c.name)} (${_("Zone {zone}", { zone: c.area })})\n`
      + (t ? t.name : _("Printed on the cell: {effect}", { effect: c.printed || "—" }));
    grid.append(pickable(el("div", {
      class: `pa-bcell area-${c.area} ${t ? "token" : "printed"} ${t && t.final ? "final" : ""}`,
      "data-cell": id, "data-area": c.area, title, style: `grid-row:${c.row + 1};grid-column:${c.col + 1}`,
    }, el("span", { class: "pa-bcell-text" }, t ? t.effect : c.printed || "—")), key, opts));
  }
  return el("section", { class: "card pa-bonus", id: "pa-bonus" },
    el("h2", {}, _("Tower bonus board")),
    el("div", { class: "pa-bonus-legend small muted" },
      ["A", "B", "C"].map((z) => el("span", { class: `pa-zone-chip zone-${z}` }, _("Zone {zone}", { zone: z }))),
      el("span", { class: "pa-bonus-key token" }, _("a token")),
      el("span", { class: "pa-bonus-key printed" }, _("printed on the board")),
      el("span", { class: "pa-bonus-key final" }, _("final scoring"))),
    grid);
}

// ---------------------------------------------------------------- the hand (PA-9, PA-23)

/** The seat's hand: its action cards (PA-9.1) and its specialist scoring cards with their options
 * (PA-32.3; a crown: it can change a majority, PA-32.4). */
export function hand(view, ref, opts = {}) {
  const you = view.you || { hand: [], scoring_cards: [] };
  const cards = you.hand.map((id) => {
    const c = ref.cards[id];
    return pickable(el("div", { class: `pa-card in-hand ${c && c.specialist ? "specialist" : ""}`, "data-card": id,
      title: c ? `${label(c.name)}: ${c.effect}` + (c.options.length ? `\n${c.options.map((x, k) => `${k + 1}. ${x}`).join("\n")}` : "") : id },
    cardFace(id, ref)), `hand:${id}`, opts);
  });
  const scoring = you.scoring_cards.map((id) => scoringCard(id, ref, `score-card:${id}`, opts));
  return el("section", { class: "card pa-hand", id: "pa-hand" },
    el("h2", {}, _("Your hand")),
    el("div", { class: "pa-cards" }, cards.length ? cards : el("p", { class: "muted small" }, _("No cards in hand."))),
    scoring.length ? [el("h3", {}, _("Specialist scoring cards")), el("div", { class: "pa-cards" }, scoring)] : null);
}

function scoringCard(id, ref, key, opts) {
  const c = ref.scoring_cards[id];
  const node = el("div", { class: "pa-card scoring", "data-card": id,
    title: c ? `${label(c.name)}\n${c.options.map((x, k) => `${k + 1}. ${x}`).join("\n")}` : id },
  c ? [el("span", { class: "pa-card-frame" }, c.crown ? el("span", { class: "pa-crown", title: _("Crown: it can change a majority") }, "♛") : null),
    el("span", { class: "pa-card-name" }, label(c.name)),
    el("ol", { class: "pa-options" }, c.options.map((x) => el("li", {}, x)))] : id);
  return pickable(node, key, opts);
}

// ---------------------------------------------------------------- the offers (PA-18, PA-23)

/** The external market: each country's face-up cards, with the batteries each costs and the market
 * symbols on its front (PA-18), and its deck; the specialist cards face up, action and scoring, with
 * their decks (PA-23.1). */
export function offers(view, ref, opts = {}) {
  const countries = Object.entries(view.market_rows).map(([country, row]) => el("div", { class: "pa-country", "data-country": country },
    el("h3", {}, countryName(country), el("span", { class: "muted small" }, " · ", _("deck: {n}", { n: view.market_decks[country] || 0 }))),
    el("div", { class: "pa-cards" }, row.map((id) => (id ? marketCard(id, ref, opts) : el("div", { class: "pa-card empty" }, "—"))))));
  const specialist = (kind, row, deck) => {
    const top = pickable(el("div", { class: "pa-card deck", title: _("The top card of the deck"), "data-deck": kind },
      el("span", { class: "pa-card-name" }, _("Deck")), el("span", { class: "pa-deck-count" }, String(deck))), `specialist:${kind}`, opts);
    const faceUp = row.map((id) => {
      if (!id) return el("div", { class: "pa-card empty" }, "—");
      if (kind === "scoring") return scoringCard(id, ref, `specialist:${id}`, opts);
      const c = ref.cards[id];
      return pickable(el("div", { class: "pa-card specialist", "data-card": id, title: c ? `${label(c.name)}: ${c.effect}` : id },
        cardFace(id, ref)), `specialist:${id}`, opts);
    });
    return el("div", { class: "pa-spec-row", "data-kind": kind },
      el("h3", {}, kind === "action" ? _("Specialist action cards") : _("Specialist scoring cards")),
      el("div", { class: "pa-cards" }, faceUp, top));
  };
  return el("section", { class: "card pa-offers", id: "pa-offers" },
    el("h2", {}, _("External market")),
    el("div", { class: "pa-countries" }, countries),
    el("h2", { class: "pa-second-head" }, _("Specialist cards")),
    specialist("action", view.specialist_action_row, view.specialist_action_deck),
    specialist("scoring", view.specialist_scoring_row, view.specialist_scoring_deck));
}

function marketCard(id, ref, opts) {
  const m = ref.market_cards[id];
  return pickable(el("div", { class: `pa-card market ${m ? m.country.toLowerCase() : ""}`, "data-card": id, title: m ? m.name : id },
    m ? [el("span", { class: "pa-card-frame" }, batteries(m.batteries)),
      el("span", { class: "pa-card-syms" }, symbolBadges(m.income.map((x) => ({ market: x, arrows: 0 })), ref))] : id), `market-card:${id}`, opts);
}

// ---------------------------------------------------------------- the end (PA-33)

const SCORE_SOURCES = { money: _("Money"), wind_farms: _("Wind farms on the game board") };

/** The final scores: money, then the tie-break, the wind farms on the game board (PA-33). */
export function scores(view, ref) {
  const list = view.scores || [];
  const winners = list.filter((s) => s.rank === 1).map((s) => s.player);
  return el("div", { class: "scores pa-scores" },
    winners.length ? el("h3", {}, parts(winners.length > 1 ? _("Winners: {players}") : _("Winner: {players}"),
      { players: winners.map((w) => playerChip(w)) })) : null,
    breakdownTable(list, winners, SCORE_SOURCES, "money", (seat) => playerChip(seat)));
}

// ---------------------------------------------------------------- the help

const PHASE_HELP = {
  actions: _("Three rounds; on your turn do one thing: play an action card from your hand into the leftmost empty slot of a "
    + "row, leaving one of its two tabs visible (the tab's zone is where the card acts, its zone value is paid or gained, "
    + "its energy gained if the card shows energy); take all your cards back (2 or more on the board: time disc +1); or take "
    + "a battery. Both of the latter move your turn-order disc down."),
  consolidation: _("In turn order each player takes back the rightmost card of a row, produces the batteries shown in the "
    + "tower cells up to the one above the energy marker, gains the income of every marker and advances the time disc."),
  scoring: _("The scoring tokens pay: at the first scoring the token's top half (every player, as many times as they meet "
    + "it), at the second its bottom half (only the player who meets it most), at the final both halves of both final "
    + "tokens. Then, in turn order, players may play specialist scoring cards."),
};

const DECISION_HELP = {
  build: _("Build on a highlighted site of the tab's zone: it needs a bulldozer beside it; another player's bulldozer is "
    + "paid the zone value. A tower also gives two adjacent cells of the tower bonus board."),
  fulfil: _("Choose a highlighted contract (its energy cost is on its slot; a remote token shows its own), then the cell "
    + "of your grid board its token goes to: an entry cell first, then a cell joined to the last token's cell."),
  second: _("The connected contract slot may be fulfilled with the same card: its energy is paid, the zone value not again."),
  "take-link": _("Both links of this link token are unlocked: take it into your play area, or leave it for later."),
  link: _("Play one of your link tokens on the card just played: its effect at once; it comes back with the card."),
  sell: _("Choose a face-up external market card: pay its batteries and gain the income of each symbol on its front."),
  venture: _("Put a venture-capital token on a highlighted slot of your grid board: gain the zone value and the income "
    + "of your furthest marker in that stripe; pay $30 for it at the end."),
  moves: _("Move a bulldozer: from a sector to a free site of that or an adjacent sector, from the storage zone to any "
    + "free site, or to the storage zone, or to a parking space for its reward (it stays there)."),
  follow: _("Move the bulldozer the card used: to a free site of its sector or an adjacent one, the storage zone or a "
    + "parking space."),
  bonus: _("Choose two adjacent cells of the tower bonus board in the areas your tower's zone allows (A: A; B: A or B; "
    + "C: any). A token goes to your company board; an empty cell gives its printed effect."),
  place: _("The token's own slot holds the same token: put it on one of the nearest empty slots."),
  discard: _("Two players: discard one more tower bonus token from the areas you could choose in."),
  market: _("Choose a market: its income, or its income marker advanced, as the effect says."),
  specialist: _("Take a face-up specialist card, action or scoring, or the top card of a deck."),
  "take-back": _("Take back the rightmost card of the row you choose."),
  crown: _("A crown card may be played before the majority is decided."),
  score: _("Play specialist scoring cards one at a time, each with the option you choose; or be done."),
  "score-market": _("Choose the market the scoring card counts."),
  "final-market": _("Choose the market the tower bonus token counts."),
};

/** The help of the phase and of the decision owed now. */
export function help(view, ref) {
  const kind = view.decision ? view.decision.kind : null;
  const text = [PHASE_HELP[view.phase], kind ? DECISION_HELP[kind] : null].filter(Boolean);
  if (!text.length) return null;
  return el("details", { class: "help pa-help" }, el("summary", {}, _("How does this phase work?")),
    text.map((t) => el("p", {}, t)));
}
