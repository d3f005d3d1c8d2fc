// The action panel: what the seat to act can do now, built only from the server's "legal" list and
// the view. Every control ends in ctx.send("<action string>") (or a list sent one after another).

import {
  RESOURCES, RES_LABEL, amountsText, bidBox, el, parseAmounts, plantCard, playerChip, playerName, token,
} from "./common.js";
import { cheapest } from "./panels.js";

/** Sort the legal action strings into the kinds of decisions they belong to. */
export function analyse(legal) {
  const a = {
    all: new Set(legal), pass: false, done: false, open: new Map(), raise: [], scrap: new Map(), buy: {},
    build: new Set(), power: [], trust: new Set(), mark: new Set(), other: [],
  };
  for (const s of legal) {
    let m;
    if (s === "pass") a.pass = true;
    else if (s === "done") a.done = true;
    else if ((m = s.match(/^bid (\d+) on plant (\d+)$/))) {
      const plant = Number(m[2]);
      const bid = Number(m[1]);
      const r = a.open.get(plant) || { min: Infinity, max: -Infinity };
      r.min = Math.min(r.min, bid);
      r.max = Math.max(r.max, bid);
      a.open.set(plant, r);
    } else if ((m = s.match(/^bid (\d+)$/))) a.raise.push(Number(m[1]));
    else if ((m = s.match(/^scrap (\d+)(?: returning (.+))?$/))) {
      const plant = Number(m[1]);
      if (!a.scrap.has(plant)) a.scrap.set(plant, []);
      a.scrap.get(plant).push({ action: s, returning: parseAmounts(m[2]) });
    } else if ((m = s.match(/^buy (\d+) (coal|oil|garbage|uranium)$/))) {
      a.buy[m[2]] = Math.max(a.buy[m[2]] || 0, Number(m[1]));
    } else if ((m = s.match(/^build (.+)$/))) a.build.add(m[1]);
    else if ((m = s.match(/^power (.+?)(?: with (.+))?$/))) {
      a.power.push({
        action: s, plants: m[1] === "nothing" ? [] : m[1].trim().split(/\s+/).map(Number), fuel: parseAmounts(m[2]),
      });
    } else if ((m = s.match(/^trust (.+)$/))) a.trust.add(m[1]);
    else if ((m = s.match(/^mark (.+)$/))) a.mark.add(m[1]);
    else a.other.push(s);
  }
  return a;
}

/** What the player is deciding now: one of auction-open, raise, scrap, buy, build, power, trust, mark, other. */
export function decision(view, a) {
  if (a.scrap.size) return "scrap";
  if (a.open.size) return "open";
  if (a.raise.length || (view.auction && a.pass)) return "raise";
  if (Object.keys(a.buy).length || (view.phase === "resources" && a.done)) return "buy";
  if (view.phase === "building" && (a.build.size || a.done)) return "build";
  if (a.power.length) return "power";
  if (a.trust.size) return "trust";
  if (a.mark.size) return "mark";
  return a.all.size ? "other" : null;
}

function stepper({ value, min, max, onChange, label = "amount", id = null, onEnter = null }) {
  const input = el("input", {
    type: "number", class: "step-input", min, max, value, inputmode: "numeric", "aria-label": label, id,
  });
  const clamp = (v) => Math.max(min, Math.min(max, Number.isFinite(v) ? v : min));
  if (onEnter) {
    input.addEventListener("keydown", (e) => {
      if (e.key !== "Enter") return;
      e.preventDefault();
      const v = clamp(parseInt(input.value, 10));
      input.value = v;
      onChange(v, false);
      onEnter();
    });
  }
  input.addEventListener("change", () => {
    const v = clamp(parseInt(input.value, 10));
    input.value = v;
    onChange(v, true);
  });
  input.addEventListener("input", () => {
    const v = parseInt(input.value, 10);
    if (Number.isFinite(v) && v >= min && v <= max) onChange(v, false);
  });
  const minus = el("button", { type: "button", class: "step-btn", "aria-label": `less ${label}`, disabled: value <= min },
    "−");
  const plus = el("button", { type: "button", class: "step-btn", "aria-label": `more ${label}`, disabled: value >= max },
    "+");
  minus.addEventListener("click", () => onChange(clamp(value - 1), true));
  plus.addEventListener("click", () => onChange(clamp(value + 1), true));
  return el("span", { class: "stepper" }, minus, input, plus);
}

function button(text, onclick, { primary = false, disabled = false, name = null } = {}) {
  return el("button", {
    type: "button", class: `btn ${primary ? "primary" : ""}`, disabled, onclick, dataset: name ? { action: name } : {},
  }, text);
}

function me(view) {
  return view.players.find((p) => p.seat === view.you);
}

/** Why a player can buy no fuel at all, the true reason: money, an empty market, full storage, no fuel plants. */
export function nothingToBuy(view, you) {
  const burns = new Set();
  for (const p of (you && you.plants) || []) {
    if (p.kind === "hybrid") burns.add("coal").add("oil");
    else if (RESOURCES.includes(p.kind)) burns.add(p.kind);
  }
  if (!burns.size) return "Your plants burn no fuel.";
  const offered = [...burns].filter((r) => cheapest(view, r, 1).missing === 0);
  if (!offered.length) return "The market has none of the fuel your plants burn.";
  const cash = you.money;
  const low = Math.min(...offered.map((r) => cheapest(view, r, 1).cost));
  const affordable = offered.filter((r) => cash === null || cheapest(view, r, 1).cost <= cash);
  if (!affordable.length) {
    return `You cannot pay for any fuel: you have ${cash} Elektro and the cheapest your plants burn costs ${low}.`;
  }
  if (affordable.length < offered.length) {
    const dear = offered.filter((r) => !affordable.includes(r));
    return `Your plants have no room for more ${affordable.join(" or ")}, and ${dear.join(" or ")} costs more than your ${cash} Elektro.`;
  }
  return "Your plants cannot store any more fuel.";
}

function plantByNumber(view, n) {
  const pm = view.plant_market;
  for (const p of [...pm.current, ...pm.future]) if (p && p.number === n) return p;
  for (const pl of view.players) for (const p of pl.plants) if (p.number === n) return p;
  return { number: n, text: String(n).padStart(2, "0"), kind: "coal", fuel: 0, cities: 0 };
}

/**
 * Build the action panel. ctx: {state, view, legal, ui, geo, send(actionOrList), rerender()}.
 * Also returns {pickable, selectedCity, selectablePlants, selectedPlant, onPlant, onCity, cart} for the map
 * and the markets.
 */
export function controls(ctx) {
  const { view, legal, ui } = ctx;
  const a = analyse(legal);
  const kind = decision(view, a);
  const out = { node: null, pickable: new Map(), selectedCity: null, selectablePlants: new Set(),
    selectedPlant: null, onPlant: null, onCity: null, cart: {} };
  const you = me(view);
  const box = el("section", { class: `card action-panel ${kind ? "your-turn" : ""}`, id: "action-panel",
    dataset: { kind: kind || "" } });
  out.node = box;
  if (ui.kind !== kind || ui.version !== ctx.state.version) {
    // a new decision or a new state: start the choices afresh
    ui.plant = null; ui.bid = null; ui.city = null; ui.cart = {}; ui.power = null; ui.mix = null; ui.scrap = null;
    ui.scrapVariant = null;
    ui.kind = kind;
    ui.version = ctx.state.version;
  }
  if (!kind) return out;
  const title = el("h2", {}, "Your turn");
  box.append(title);
  const moneyLine = you && you.money !== null ? el("div", { class: "muted small" }, `You have ${you.money} Elektro.`) : null;

  if (kind === "open") {
    const plants = [...a.open.keys()];
    if (ui.plant !== null && !a.open.has(ui.plant)) ui.plant = null;
    out.selectablePlants = new Set(plants);
    out.selectedPlant = ui.plant;
    out.onPlant = (n) => { ui.plant = n; ui.bid = a.open.get(n).min; ctx.rerender(); };
    box.append(el("p", { class: "prompt" }, "Choose a plant from the current row to put up for auction",
      a.pass ? ", or pass (you buy no plant this round)." : "."), moneyLine);
    box.append(el("div", { class: "choices plant-choices" }, plants.map((n) => {
      const r = a.open.get(n);
      return el("div", { class: "plant-choice" },
        plantCard(plantByNumber(view, n), { selectable: true, selected: ui.plant === n, onclick: () => out.onPlant(n) }),
        el("small", {}, `from ${r.min}`));
    })));
    if (ui.plant !== null) {
      const r = a.open.get(ui.plant);
      if (ui.bid === null || ui.bid < r.min || ui.bid > r.max) ui.bid = r.min;
      const plant = String(ui.plant).padStart(2, "0");
      box.append(...bidBox({ label: "Opening bid", value: ui.bid, min: r.min, max: r.max, money: you ? you.money : null,
        name: "open-bid", text: (v) => `Put up plant ${plant} for ${v}`, blank: `Put up plant ${plant}`,
        send: (v) => ctx.send(`bid ${v} on plant ${plant}`), onValue: (v) => { ui.bid = v; } }));
    }
    if (a.pass) box.append(button("Pass", () => ctx.send("pass"), { name: "pass" }));
  } else if (kind === "raise") {
    const bids = a.raise.slice().sort((x, y) => x - y);
    const au = view.auction;
    if (au) {
      box.append(el("p", { class: "prompt" }, `Plant ${String(au.plant).padStart(2, "0")} is up for auction. `,
        "Highest bid ", el("b", {}, String(au.high)), " by ", playerChip(au.leader), ". Raise or pass (drop out)."));
      box.append(el("div", { class: "choices" }, plantCard(plantByNumber(view, au.plant), {})), moneyLine);
    }
    if (bids.length) {
      const min = bids[0];
      const max = bids[bids.length - 1];
      if (ui.bid === null || ui.bid < min || ui.bid > max) ui.bid = min;
      box.append(...bidBox({ label: "Your bid", value: ui.bid, min, max, money: you ? you.money : null, name: "raise",
        text: (v) => `Bid ${v}`, blank: "Bid", send: (v) => ctx.send(`bid ${v}`), onValue: (v) => { ui.bid = v; } }));
    } else {
      box.append(el("p", { class: "muted" }, "You cannot raise (not enough money)."));
    }
    if (a.pass) box.append(button("Pass", () => ctx.send("pass"), { name: "pass" }));
  } else if (kind === "scrap") {
    const plants = [...a.scrap.keys()];
    box.append(el("p", { class: "prompt" }, "You may own only three plants: choose one of your old plants to scrap."));
    if (view.scrap && view.scrap.new_plant) {
      box.append(el("p", { class: "muted small" }, `(You just bought plant ${String(view.scrap.new_plant).padStart(2, "0")}.)`));
    }
    if (ui.scrap !== null && !a.scrap.has(ui.scrap)) ui.scrap = null;
    const owned = you ? you.plants : [];
    box.append(el("div", { class: "choices plant-choices" }, plants.map((n) => {
      const p = owned.find((x) => x.number === n) || plantByNumber(view, n);
      return plantCard(p, { stored: p.stored || {}, selectable: true, selected: ui.scrap === n,
        onclick: () => { ui.scrap = n; ui.scrapVariant = 0; ctx.rerender(); } });
    })));
    if (ui.scrap !== null) {
      const variants = a.scrap.get(ui.scrap);
      if (variants.length > 1) {
        box.append(el("div", { class: "radio-list" }, el("div", { class: "muted small" },
          "Fuel the other plants cannot hold goes back to the supply. Choose what to return:"),
        variants.map((v, i) => el("label", { class: "radio" },
          el("input", { type: "radio", name: "scrap-variant", checked: ui.scrapVariant === i,
            onchange: () => { ui.scrapVariant = i; ctx.rerender(); } }),
          Object.keys(v.returning).length ? `return ${amountsText(v.returning)}` : "return nothing"))));
      }
      const v = variants[Math.min(ui.scrapVariant || 0, variants.length - 1)];
      box.append(button(`Scrap plant ${String(ui.scrap).padStart(2, "0")}`
        + (Object.keys(v.returning).length ? ` (return ${amountsText(v.returning)})` : ""),
      () => ctx.send(v.action), { primary: true, name: "scrap" }));
    }
  } else if (kind === "buy") {
    const cart = ui.cart || (ui.cart = {});
    const kinds = RESOURCES.filter((r) => a.buy[r]);
    box.append(el("p", { class: "prompt" }, kinds.length
      ? "Buy fuel for your plants (the cheapest tokens first). Buy several kinds if you like, then press Done."
      : `${nothingToBuy(view, you)} Press Done.`), moneyLine);
    let total = 0;
    const rows = kinds.map((r) => {
      const k = Math.min(cart[r] || 0, a.buy[r]);
      cart[r] = k;
      const c = cheapest(view, r, k);
      total += c.cost;
      return el("div", { class: "buy-row", dataset: { resource: r } },
        el("span", { class: "buy-label" }, token(r), RES_LABEL[r]),
        stepper({ value: k, min: 0, max: a.buy[r], label: r,
          onChange: (v) => { cart[r] = v; ctx.rerender(); } }),
        el("span", { class: "muted small" }, `max ${a.buy[r]}`),
        el("span", { class: "buy-cost" }, k ? `${c.cost}` : ""));
    });
    box.append(el("div", { class: "buy-rows" }, rows));
    const chosen = kinds.filter((r) => cart[r] > 0);
    out.cart = { ...cart };
    if (chosen.length) {
      const text = chosen.map((r) => `${cart[r]} ${r}`).join(", ");
      box.append(el("div", { class: "total" }, `Total: ${text} for `, el("b", {}, String(total)),
        you && you.money !== null && total > you.money ? el("span", { class: "warn" }, " — more than you have") : null));
      box.append(button(`Buy ${text} for ${total}`, () => ctx.send(chosen.map((r) => `buy ${cart[r]} ${r}`)),
        { primary: true, name: "buy" }));
    }
    if (a.done) box.append(button(chosen.length ? "Done (buy nothing more)" : "Done buying", () => ctx.send("done"),
      { primary: !chosen.length, name: "done" }));
  } else if (kind === "build" || kind === "trust" || kind === "mark") {
    const set = kind === "build" ? a.build : kind === "trust" ? a.trust : a.mark;
    const costs = (kind === "build" && view.build_costs) || {};
    for (const c of set) out.pickable.set(c, { cost: kind === "build" ? costs[c] : undefined });
    if (ui.city !== null && !set.has(ui.city)) ui.city = null;
    out.selectedCity = ui.city;
    out.onCity = (c) => { ui.city = c; ctx.rerender(); };
    const prompts = {
      build: set.size
        ? "Click a highlighted city on the map to connect it; the number above it is the full price (connection + house). Build as many as you like, then press Done."
        : "You cannot build anywhere now. Press Done.",
      trust: "Place a trust house: click a highlighted city on the map.",
      mark: "Mark your starting city: click a highlighted city on the map.",
    };
    box.append(el("p", { class: "prompt" }, prompts[kind]), moneyLine);
    if (ui.city) {
      const cost = costs[ui.city];
      const owners = (view.cities || {})[ui.city] || [null, null, null];
      const slot = owners.findIndex((o) => o === null);
      const house = [10, 15, 20][slot] ?? null;
      const detail = kind === "build" && cost !== undefined && house !== null
        ? (cost === house ? `house ${house} (no connection needed)` : `connection ${cost - house} + house ${house} = ${cost}`)
        : null;
      const verb = { build: `Build in ${ui.city}` + (cost !== undefined ? ` for ${cost}` : ""),
        trust: `Place a trust house in ${ui.city}`, mark: `Mark ${ui.city}` }[kind];
      box.append(el("div", { class: "selected-city" }, el("b", {}, ui.city), detail ? el("span", { class: "muted" }, ` · ${detail}`) : null));
      box.append(button(verb, () => ctx.send(`${kind} ${ui.city}`), { primary: true, name: kind }));
    }
    if (set.size) {
      const sorted = [...set].sort((x, y) => (costs[x] ?? 0) - (costs[y] ?? 0) || x.localeCompare(y));
      box.append(el("details", { class: "city-list", open: kind !== "build" || sorted.length <= 8 },
        el("summary", {}, kind === "build" ? `Cities you can afford (${sorted.length}), cheapest first` : `Cities (${sorted.length})`),
        el("div", { class: "chips" }, sorted.map((c) => el("button", {
          type: "button", class: `chip ${ui.city === c ? "selected" : ""}`, dataset: { city: c },
          onclick: () => out.onCity(c),
        }, c, costs[c] !== undefined ? el("small", {}, ` ${costs[c]}`) : null)))));
    }
    if (kind === "build" && a.done) box.append(button("Done building", () => ctx.send("done"), { name: "done" }));
  } else if (kind === "power") {
    box.append(...powerControls(ctx, a, you, out));
  } else {
    box.append(el("p", { class: "prompt" }, "Choose an action:"),
      el("div", { class: "chips" }, [...a.all].slice(0, 40).map((s) => button(s, () => ctx.send(s)))));
  }
  return out;
}

function powerControls(ctx, a, you, out) {
  const { view, ui, geo } = ctx;
  const nodes = [];
  const owned = you ? you.plants : [];
  const cityCount = you ? you.city_count : 0;
  const pay = (n) => (geo && geo.payment ? geo.payment[Math.min(n, geo.payment.length - 1)] : null);
  const capacity = (plants) => plants.reduce((s, n) => s + ((owned.find((p) => p.number === n) || {}).cities || 0), 0);
  const key = (plants) => plants.slice().sort((x, y) => x - y).join(" ");
  const options = a.power;
  const usable = new Set(options.flatMap((o) => o.plants));
  if (!ui.power) {
    // preselect the option that powers the most cities (then burns the least fuel)
    let best = null;
    for (const o of options) {
      const n = Math.min(capacity(o.plants), cityCount);
      const f = Object.values(o.fuel).reduce((s, x) => s + x, 0);
      if (!best || n > best.n || (n === best.n && f < best.f)) best = { o, n, f };
    }
    ui.power = best ? best.o.plants.slice() : [];
    ui.mix = 0;
  }
  const chosen = key(ui.power);
  const matching = options.filter((o) => key(o.plants) === chosen);
  nodes.push(el("p", { class: "prompt" }, "Bureaucracy: tick the plants that should run. Each burns its fuel and powers "
    + "its number of cities (at most the cities you are connected to)."));
  nodes.push(el("div", { class: "choices plant-choices" }, owned.map((p) => {
    const on = ui.power.includes(p.number);
    const can = usable.has(p.number);
    return el("label", { class: `power-pick ${on ? "on" : ""} ${can ? "" : "disabled"}` },
      el("input", { type: "checkbox", checked: on, disabled: !can, dataset: { plant: String(p.number) },
        onchange: (e) => {
          ui.power = e.target.checked ? [...ui.power, p.number] : ui.power.filter((x) => x !== p.number);
          ui.mix = 0;
          ctx.rerender();
        } }),
      plantCard(p, { stored: p.stored || {}, small: true }),
      can ? null : el("small", { class: "muted" }, "no fuel"));
  })));
  const n = Math.min(capacity(ui.power), cityCount);
  if (matching.length > 1) {
    nodes.push(el("div", { class: "radio-list" }, el("div", { class: "muted small" }, "Which fuel to burn:"),
      matching.map((o, i) => el("label", { class: "radio" },
        el("input", { type: "radio", name: "mix", checked: (ui.mix || 0) === i,
          onchange: () => { ui.mix = i; ctx.rerender(); } }),
        amountsText(o.fuel)))));
  }
  if (matching.length) {
    const o = matching[Math.min(ui.mix || 0, matching.length - 1)];
    const burn = Object.keys(o.fuel).length ? `, burning ${amountsText(o.fuel)}` : "";
    nodes.push(el("div", { class: "total" }, `Powers `, el("b", {}, String(n)), ` of your ${cityCount} cities${burn}. Income: `,
      el("b", {}, String(pay(n))), " Elektro."));
    nodes.push(button(o.plants.length ? `Power ${n} ${n === 1 ? "city" : "cities"} (+${pay(n)})` : `Power nothing (+${pay(0)})`,
      () => ctx.send(o.action), { primary: true, name: "power" }));
  } else {
    nodes.push(el("div", { class: "warn" }, "Those plants cannot run together: there is not enough fuel."));
  }
  if (ui.power.length && options.some((o) => o.plants.length === 0)) {
    const nothing = options.find((o) => o.plants.length === 0);
    nodes.push(button(`Power nothing (+${pay(0)})`, () => ctx.send(nothing.action), { name: "power-nothing" }));
  }
  return nodes;
}

/** The panel when it is not this seat's turn (or a spectator watches). */
export function waiting(state, view, { replay = false } = {}) {
  const box = el("section", { class: "card action-panel", id: "action-panel" });
  if (view.over && !replay) return "";
  const cp = state ? state.current_player : null;
  const seat = state && state.seats ? state.seats.find((s) => s.seat === cp) : null;
  if (replay) {
    box.append(el("h2", {}, "Replay"));
  } else if (cp !== null && cp !== undefined) {
    box.append(el("h2", {}, view.you === null ? "Watching" : "Waiting"),
      el("p", { class: "prompt" }, "Waiting for ", playerChip(cp),
        seat && seat.kind !== "human" ? ` (${seat.kind} bot)` : "",
        cp === "trust" ? "" : ` — ${whatNext(view, cp)}`));
  }
  return box;
}

function whatNext(view, cp) {
  switch (view.phase) {
    case "auction":
      if (view.scrap) return "to scrap one of four plants";
      return view.auction ? "to raise or pass" : "to choose a plant or pass";
    case "resources": return "to buy resources";
    case "building": return "to build";
    case "bureaucracy": return "to power cities";
    case "trust-setup": return "to place a trust house";
    case "mark-cities": return "to mark a starting city";
    default: return `(${playerName(cp)})`;
  }
}
