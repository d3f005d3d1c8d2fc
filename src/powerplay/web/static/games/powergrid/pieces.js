// Power Grid's pieces as the page draws them: the resources in its rulebook's words, the resource tokens,
// the house icon and the plant cards.

import { _, el, ngettext, npgettext, pgettext, svg } from "../../common.js";

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
