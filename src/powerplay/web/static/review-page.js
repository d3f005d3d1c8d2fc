// A review's own page, /review/{id}/{seat}: the review a player had worked out, for anyone with its link
// (a finished game's record is public). It asks the API until the review is done; the page never starts
// one (the player does, on the game's page).

import { _, api, copyText, el, toast } from "./common.js";
import { percent, reviewGraph, reviewMoments, reviewProgress } from "./review.js";

const [, gameId = "", seat = ""] = location.pathname.split("/").filter(Boolean).map(decodeURIComponent);
const $ = (id) => document.getElementById(id);

function draw(rv) {
  const name = rv.names[rv.seat];
  const me = rv.points[0].chances[rv.seat];
  const last = rv.points[rv.points.length - 1].chances[rv.seat];
  document.title = `${_("Review")}: ${name} · ${rv.title} · Powerplay`;
  $("status").textContent = rv.title;
  const link = new URL(rv.url, location.href).href;
  $("review").replaceChildren(
    el("h1", {}, _("{player}'s game, reviewed", { player: name })),
    el("p", {}, _("{player}'s chance to win, as {player} saw the game: {first} at the start, {last} at the end.", {
      player: name, first: percent(me), last: percent(last) })),
    reviewGraph(rv),
    el("h2", {}, _("The moments that mattered")),
    reviewMoments(rv, name),
    el("p", { class: "review-links" },
      el("a", { class: "btn", href: `/watch/${encodeURIComponent(gameId)}` }, _("Watch the game again")), " ",
      el("button", { type: "button", class: "btn", id: "copy-link",
        onclick: () => copyText(link).then(() => toast(_("Link copied."), { kind: "ok", ms: 2000 })) }, _("Copy the link to share"))));
}

async function load() {
  for (;;) {
    const r = await api("GET", `/api/games/${encodeURIComponent(gameId)}/reviews/${encodeURIComponent(seat)}`);
    if (!r.ok) {
      $("review").replaceChildren(el("h1", {}, _("No review here")),
        el("p", {}, (r.data && r.data.error) || _("The review could not be worked out.")),
        el("p", {}, el("a", { href: "/" }, _("Back to the lobby"))));
      return;
    }
    if (r.data.state === "done") { draw(r.data); return; }
    $("review").replaceChildren(el("h1", {}, _("Review")), reviewProgress(r.data));
    if (r.data.state === "failed") return;
    await new Promise((done) => setTimeout(done, 1000));
  }
}

load();
