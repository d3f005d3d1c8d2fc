// A finished game's review (GET /api/games/{id}/review, or /reviews/{seat} by its link): the graph of each
// player's chance to win move by move as the reviewed seat saw the game, and that seat's moves that
// mattered, each with the move the hard bot preferred. The game page shows it to the seat's player
// ("you"); the review's own page (/review/{id}/{seat}) to anyone with its link (the player's name).

import { _, el } from "./common.js";

/** A chance as a whole percentage (— where the bot did not search). */
export const percent = (chance) => (chance === null || chance === undefined ? "—" : `${Math.round(100 * chance)}%`);

/** The graph (an SVG the server drew in the reader's language). */
export function reviewGraph(rv) {
  return el("img", { class: "review-graph", alt: _("Each player's chance to win, move by move"),
    src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(rv.graph)}` });
}

/** The moments that mattered: for the reader's own game (`name` null) or for the player `name`'s. */
export function reviewMoments(rv, name = null) {
  if (!rv.moments.length) {
    return el("p", {}, name === null ? _("None of your moves was worth a second look.")
      : _("None of {player}'s moves was worth a second look.", { player: name }));
  }
  return el("ol", { class: "review-moments" }, rv.moments.map((m) => {
    const at = { number: m.index + 1, played: m.text, before: percent(m.before), after: percent(m.after), player: name };
    const best = { plan: m.best.text, best: percent(m.best.chance), played: percent(m.played.chance) };
    return el("li", { "data-index": m.index },
      el("p", {}, name === null ? _("Action {number}: you played {played}; your chance went from {before} to {after}.", at)
        : _("Action {number}: {player} played {played}; the chance went from {before} to {after}.", at)),
      m.best.action === m.played.action ? el("p", { class: "muted" }, _("The hard bot would have played the same."))
        : !m.mistake ? el("p", { class: "muted" }, name === null
          ? _("The hard bot rated {plan} about as good: {best} against {played} for your move.", best)
          : _("The hard bot rated {plan} about as good: {best} against {played} for the move played.", best))
        : el("p", {}, name === null ? _("The hard bot preferred {plan}: {best} against {played} for your move.", best)
          : _("The hard bot preferred {plan}: {best} against {played} for the move played.", best)));
  }));
}

/** Working out: the share done. */
export function reviewProgress(rv) {
  return rv.state === "failed" ? el("p", {}, _("The review could not be worked out."))
    : el("div", { class: "review-progress" }, el("progress", { max: 1, value: rv.share || 0 }),
      el("span", {}, _("Working out the review… {done}", { done: percent(rv.share || 0) })));
}
