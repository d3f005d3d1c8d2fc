// The action panel: what the seat to act can do now, built only from the server's "legal" list and
// the view. Every control ends in ctx.send("<action string>") (or a list sent one after another).

import {
  BOT_LABEL, _, bidBox, cityName, closeConfirmUnless, confirmAt, el, ngettext, parts, playerChip, playerName, thinkingBar,
} from "../../common.js";
import { cheapest } from "./panels.js";
import { RESOURCES, RES_LABEL, RES_NAME, amountText, amountsText, parseAmounts, plantCard, token } from "./pieces.js";

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

function stepper({ value, min, max, onChange, label = _("amount"), id = null, onEnter = null }) {
  const input = el("input", {
    type: "number", class: "step-input", min, max, value, inputmode: "numeric", "aria-label": label, id,
  });
  const clamp = (v) => Math.max(min, Math.min(max, Number.isFinite(v) ? v : min));
  let current = value;
  const minus = el("button", { type: "button", class: "step-btn", "aria-label": _("less: {what}", { what: label }) }, "−");
  const plus = el("button", { type: "button", class: "step-btn", "aria-label": _("more: {what}", { what: label }) }, "+");
  const show = (v) => {
    current = v;
    minus.disabled = v <= min;
    plus.disabled = v >= max;
  };
  show(value);
  if (onEnter) {
    input.addEventListener("keydown", (e) => {
      if (e.key !== "Enter") return;
      e.preventDefault();
      const v = clamp(parseInt(input.value, 10));
      input.value = v;
      show(v);
      onChange(v, false);
      onEnter();
    });
  }
  input.addEventListener("change", () => {
    const v = clamp(parseInt(input.value, 10));
    input.value = v;
    show(v);
    onChange(v, true);
  });
  input.addEventListener("input", () => {
    const v = parseInt(input.value, 10);
    if (Number.isFinite(v) && v >= min && v <= max) {
      show(v);
      onChange(v, false);
    }
  });
  const step = (d) => {
    const v = clamp(current + d);
    input.value = v;
    show(v);
    onChange(v, true);
  };
  minus.addEventListener("click", () => step(-1));
  plus.addEventListener("click", () => step(1));
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
  if (!burns.size) return _("Your plants burn no fuel.");
  const offered = [...burns].filter((r) => cheapest(view, r, 1).missing === 0);
  if (!offered.length) return _("The market has none of the fuel your plants burn.");
  const cash = you.money;
  const low = Math.min(...offered.map((r) => cheapest(view, r, 1).cost));
  const affordable = offered.filter((r) => cash === null || cheapest(view, r, 1).cost <= cash);
  if (!affordable.length) {
    return _("You cannot pay for any fuel: you have {money} Elektro and the cheapest your plants burn costs {price}.",
      { money: cash, price: low });
  }
  if (affordable.length < offered.length) {
    const dear = offered.filter((r) => !affordable.includes(r));
    const or = (list) => list.map((r) => RES_NAME[r]).join(" " + _("or") + " ");
    return _("Your plants have no room for more {room}, and {dear} costs more than your {money} Elektro.",
      { room: or(affordable), dear: or(dear), money: cash });
  }
  return _("Your plants cannot store any more fuel.");
}

/** What a plant burns and powers, in words ("burns 2 coal · powers 3 cities"). */
function plantFacts(p) {
  return [p.kind === "eco" ? _("needs no fuel") : _("burns {fuel}", { fuel: amountText(p.fuel, p.kind) }),
    ngettext("powers {n} city", "powers {n} cities", p.cities)].join(" · ");
}

/** What a choice leaves of the player's money ("You have 30 Elektro, 10 after this."), when it is known. */
function moneyAfter(you, cost) {
  if (!you || you.money === null || cost === undefined || cost === null) return null;
  return el("div", { class: "muted small confirm-money" }, _("You have {money} Elektro, {left} after this.",
    { money: you.money, left: you.money - cost }));
}

function plantByNumber(view, n) {
  const pm = view.plant_market;
  for (const p of [...pm.current, ...pm.future]) if (p && p.number === n) return p;
  for (const pl of view.players) for (const p of pl.plants) if (p.number === n) return p;
  return { number: n, text: String(n).padStart(2, "0"), kind: "coal", fuel: 0, cities: 0 };
}

/**
 * Build the action panel. ctx: {state, view, legal, ui, geo, send(actionOrList), rerender()}.
 * Also returns {pickable, selectedCity, selectablePlants, selectedPlant, onPlant, onCity, cart, buyable, onResource}
 * for the map and the markets, and `confirm`: the key of the confirm box (common.js: confirmAt) the choice
 * made so far keeps open, or null. A click on a plant, a city or a resource to buy opens that box beside it.
 */
export function controls(ctx) {
  const { view, legal, ui } = ctx;
  const a = analyse(legal);
  const kind = decision(view, a);
  const out = { node: null, pickable: new Map(), selectedCity: null, selectablePlants: new Set(),
    selectedPlant: null, onPlant: null, onCity: null, cart: {}, buyable: new Set(), onResource: null, confirm: null };
  const you = me(view);
  const box = el("section", { class: `card action-panel ${kind ? "your-turn" : ""}`, id: "action-panel",
    dataset: { kind: kind || "" } });
  out.node = box;
  if (ui.kind !== kind || ui.version !== ctx.state.version) {
    // a new decision or a new state: start the choices afresh
    ui.plant = null; ui.bid = null; ui.city = null; ui.cart = {}; ui.power = null; ui.mix = null; ui.scrap = null;
    ui.scrapVariant = null; ui.res = null;
    if (ui.kind !== kind) ui.cityList = undefined; // (the list of cities stays open from one house to the next)
    ui.kind = kind;
    ui.version = ctx.state.version;
  }
  if (!kind) return out;
  const title = el("h2", {}, _("Your turn"));
  box.append(title);
  const moneyLine = you && you.money !== null ? el("div", { class: "muted small" }, _("You have {money} Elektro.", { money: you.money })) : null;

  if (kind === "open") {
    const plants = [...a.open.keys()];
    if (ui.plant !== null && !a.open.has(ui.plant)) ui.plant = null;
    out.selectablePlants = new Set(plants);
    out.selectedPlant = ui.plant;
    out.confirm = ui.plant !== null ? `open:${ui.plant}` : null;
    // the plant's box: what it is, the opening bid and the button that sends it
    const offer = (n, anchor) => {
      const r = a.open.get(n);
      if (ui.plant !== n || ui.bid === null || ui.bid < r.min || ui.bid > r.max) ui.bid = r.min;
      ui.plant = n;
      const plant = String(n).padStart(2, "0");
      const p = plantByNumber(view, n);
      const [row, go] = bidBox({ label: _("Opening bid"), value: ui.bid, min: r.min, max: r.max, money: you ? you.money : null,
        name: "open-bid", text: (v) => _("Put up plant {plant} for {bid}", { plant, bid: v }), blank: _("Put up plant {plant}", { plant }),
        send: (v) => { closeConfirmUnless(null); ctx.send(`bid ${v} on plant ${plant}`); }, onValue: (v) => { ui.bid = v; } });
      confirmAt(anchor, {
        key: `open:${n}`, title: _("Plant {plant}", { plant }),
        body: [el("div", { class: "confirm-plant" }, plantCard(p, { discount: view.plant_market.discount === n }),
          el("div", {}, el("div", {}, plantFacts(p)), moneyLine ? moneyLine.cloneNode(true) : null)), row],
        actions: [go],
        onCancel: () => { ui.plant = null; ctx.rerender(); },
      });
      ctx.rerender();
    };
    out.onPlant = (n) => offer(n, `#plant-market .plant[data-plant="${n}"]`);
    box.append(el("p", { class: "prompt" }, a.pass
      ? _("Choose a plant from the current row to put up for auction, or pass (you buy no plant this round).")
      : _("Choose a plant from the current row to put up for auction.")), moneyLine);
    box.append(el("div", { class: "choices plant-choices" }, plants.map((n) => {
      const r = a.open.get(n);
      return el("div", { class: "plant-choice" },
        plantCard(plantByNumber(view, n), { selectable: true, selected: ui.plant === n,
          onclick: () => offer(n, `#action-panel .plant-choice .plant[data-plant="${n}"]`) }),
        el("small", {}, _("from {n}", { n: r.min })));
    })));
    if (a.pass) box.append(button(_("Pass"), () => ctx.send("pass"), { name: "pass" }));
  } else if (kind === "raise") {
    const bids = a.raise.slice().sort((x, y) => x - y);
    const au = view.auction;
    if (au) {
      box.append(el("p", { class: "prompt" }, parts(_("Plant {plant} is up for auction. Highest bid {bid} by {player}. Raise or pass (drop out)."),
        { plant: String(au.plant).padStart(2, "0"), bid: el("b", {}, String(au.high)), player: playerChip(au.leader) })));
      box.append(el("div", { class: "choices" }, plantCard(plantByNumber(view, au.plant), {})), moneyLine);
    }
    if (bids.length) {
      const min = bids[0];
      const max = bids[bids.length - 1];
      if (ui.bid === null || ui.bid < min || ui.bid > max) ui.bid = min;
      box.append(...bidBox({ label: _("Your bid"), value: ui.bid, min, max, money: you ? you.money : null, name: "raise",
        text: (v) => _("Bid {bid}", { bid: v }), blank: _("Bid"), send: (v) => ctx.send(`bid ${v}`), onValue: (v) => { ui.bid = v; } }));
    } else {
      box.append(el("p", { class: "muted" }, _("You cannot raise (not enough money).")));
    }
    if (a.pass) box.append(button(_("Pass"), () => ctx.send("pass"), { name: "pass" }));
  } else if (kind === "scrap") {
    const plants = [...a.scrap.keys()];
    box.append(el("p", { class: "prompt" }, _("You may own only three plants: choose one of your old plants to scrap.")));
    if (view.scrap && view.scrap.new_plant) {
      box.append(el("p", { class: "muted small" },
        _("(You just bought plant {plant}.)", { plant: String(view.scrap.new_plant).padStart(2, "0") })));
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
          _("Fuel the other plants cannot hold goes back to the supply. Choose what to return:")),
        variants.map((v, i) => el("label", { class: "radio" },
          el("input", { type: "radio", name: "scrap-variant", checked: ui.scrapVariant === i,
            onchange: () => { ui.scrapVariant = i; ctx.rerender(); } }),
          Object.keys(v.returning).length ? _("return {fuel}", { fuel: amountsText(v.returning) }) : _("return nothing")))));
      }
      const v = variants[Math.min(ui.scrapVariant || 0, variants.length - 1)];
      const plant = String(ui.scrap).padStart(2, "0");
      box.append(button(Object.keys(v.returning).length
        ? _("Scrap plant {plant} (return {fuel})", { plant, fuel: amountsText(v.returning) })
        : _("Scrap plant {plant}", { plant }),
      () => ctx.send(v.action), { primary: true, name: "scrap" }));
    }
  } else if (kind === "buy") {
    const cart = ui.cart || (ui.cart = {});
    const kinds = RESOURCES.filter((r) => a.buy[r]);
    const done = _("Done buying");
    if (ui.res && !a.buy[ui.res]) ui.res = null;
    out.buyable = new Set(kinds);
    out.confirm = ui.res ? `buy:${ui.res}` : null;
    // a resource clicked in the market: its box chooses how many and buys them
    const offer = (r, anchor) => {
      const before = cart[r] || 0;
      let k = Math.max(1, Math.min(before || 1, a.buy[r]));
      cart[r] = k;
      ui.res = r;
      const go = el("button", { type: "button", class: "btn primary", dataset: { action: "buy" } });
      const price = el("div", { class: "confirm-price" });
      const show = () => {
        const c = cheapest(view, r, k);
        go.textContent = _("Buy {fuel} for {price}", { fuel: amountText(k, r), price: c.cost });
        price.replaceChildren(el("div", {}, parts(_("Price: {tokens} = {cost}"), {
          tokens: c.take.map((t) => `${t.n} × ${t.price}`).join(" + "), cost: el("b", {}, String(c.cost)) })),
        moneyAfter(you, c.cost));
      };
      go.addEventListener("click", () => { closeConfirmUnless(null); ctx.send(`buy ${k} ${r}`); });
      const amount = stepper({ value: k, min: 1, max: a.buy[r], label: RES_NAME[r], id: "confirm-amount",
        onChange: (v) => { k = v; cart[r] = v; show(); ctx.rerender(); }, onEnter: () => go.click() });
      show();
      confirmAt(anchor, {
        key: `buy:${r}`, title: [token(r), " ", RES_LABEL[r]],
        body: [el("div", { class: "buy-row" }, amount, el("span", { class: "muted small" }, _("max {n}", { n: a.buy[r] }))), price],
        actions: [go],
        onCancel: () => { cart[r] = before; ui.res = null; ctx.rerender(); },
      });
      ctx.rerender();
    };
    out.onResource = (r) => offer(r, `#resource-market .res-row[data-resource="${r}"]`);
    box.append(el("p", { class: "prompt" }, kinds.length
      ? _("Buy fuel for your plants, the cheapest tokens first: click a resource in the market, or set the amounts below and press “Buy”. When you have all you want, press “{done}”.", { done })
      : _("{reason} Press “{done}”.", { reason: nothingToBuy(view, you), done })), moneyLine);
    let total = 0;
    const rows = kinds.map((r) => {
      const k = Math.min(cart[r] || 0, a.buy[r]);
      cart[r] = k;
      const c = cheapest(view, r, k);
      total += c.cost;
      return el("div", { class: "buy-row", dataset: { resource: r } },
        el("span", { class: "buy-label" }, token(r), RES_LABEL[r]),
        stepper({ value: k, min: 0, max: a.buy[r], label: RES_NAME[r],
          onChange: (v) => { cart[r] = v; ctx.rerender(); } }),
        el("span", { class: "muted small" }, _("max {n}", { n: a.buy[r] })),
        el("span", { class: "buy-cost" }, k ? `${c.cost}` : ""));
    });
    box.append(el("div", { class: "buy-rows" }, rows));
    const chosen = kinds.filter((r) => cart[r] > 0);
    out.cart = { ...cart };
    if (chosen.length) {
      const text = chosen.map((r) => amountText(cart[r], r)).join(", ");
      box.append(el("div", { class: "total" }, parts(_("Total: {fuel} for {price}"), { fuel: text, price: el("b", {}, String(total)) }),
        you && you.money !== null && total > you.money ? el("span", { class: "warn" }, " — " + _("more than you have")) : null));
      box.append(button(_("Buy {fuel} for {price}", { fuel: text, price: total }), () => ctx.send(chosen.map((r) => `buy ${cart[r]} ${r}`)),
        { primary: true, name: "buy" }));
    }
    // with amounts chosen, "done" does not buy them, and says so
    if (a.done) box.append(button(chosen.length ? _("Done buying, without these") : done, () => ctx.send("done"),
      { primary: !chosen.length, name: "done" }));
  } else if (kind === "build" || kind === "trust" || kind === "mark") {
    const set = kind === "build" ? a.build : kind === "trust" ? a.trust : a.mark;
    const costs = (kind === "build" && view.build_costs) || {};
    for (const c of set) out.pickable.set(c, { cost: kind === "build" ? costs[c] : undefined });
    if (ui.city !== null && !set.has(ui.city)) ui.city = null;
    out.selectedCity = ui.city;
    out.confirm = ui.city !== null ? `${kind}:${ui.city}` : null;
    const done = _("Done building");
    // the city's box: what building there costs, and the button that builds
    const offer = (c, anchor) => {
      ui.city = c;
      const cost = costs[c];
      const owners = (view.cities || {})[c] || [null, null, null];
      const slot = owners.findIndex((o) => o === null);
      const house = [10, 15, 20][slot] ?? null;
      const detail = kind === "build" && cost !== undefined && house !== null
        ? (cost === house ? _("house {house} (no connection needed)", { house })
          : _("connection {connection} + house {house} = {cost}", { connection: cost - house, house, cost }))
        : null;
      const city = cityName(c);
      const verb = {
        build: cost !== undefined ? _("Build in {city} for {cost}", { city, cost }) : _("Build in {city}", { city }),
        trust: _("Place a trust house in {city}", { city }), mark: _("Mark {city}", { city }),
      }[kind];
      confirmAt(anchor, {
        key: `${kind}:${c}`, title: city,
        body: [detail ? el("div", {}, detail) : null, kind === "build" ? moneyAfter(you, cost) : null],
        actions: [{ label: verb, primary: true, name: kind, onClick: () => ctx.send(`${kind} ${c}`) }],
        onCancel: () => { ui.city = null; ctx.rerender(); },
      });
      ctx.rerender();
    };
    out.onCity = (c) => offer(c, `#map g.city[data-city="${CSS.escape(c)}"] .city-bg`);
    const prompts = {
      build: set.size
        ? _("Click a highlighted city on the map, or one in the list below, to connect it; the number above a city is its full price (connection + house). Build as many as you like, then press “{done}”.", { done })
        : _("You cannot build anywhere now. Press “{done}”.", { done }),
      trust: _("Place a trust house: click a highlighted city on the map."),
      mark: _("Mark your starting city: click a highlighted city on the map."),
    };
    box.append(el("p", { class: "prompt" }, prompts[kind]), moneyLine);
    if (set.size) {
      const sorted = [...set].sort((x, y) => (costs[x] ?? 0) - (costs[y] ?? 0)
        || cityName(x).localeCompare(cityName(y)));
      // (opened or closed, the list stays so across the redraws of this decision)
      const list = el("details", { class: "city-list", open: ui.cityList ?? (kind !== "build" || sorted.length <= 8) },
        el("summary", {}, kind === "build" ? _("Cities you can afford ({n}), cheapest first", { n: sorted.length })
          : _("Cities ({n})", { n: sorted.length })),
        el("div", { class: "chips" }, sorted.map((c) => el("button", {
          type: "button", class: `chip ${ui.city === c ? "selected" : ""}`, dataset: { city: c },
          onclick: () => offer(c, `#action-panel .chip[data-city="${CSS.escape(c)}"]`),
        }, cityName(c), costs[c] !== undefined ? el("small", {}, ` ${costs[c]}`) : null))));
      list.addEventListener("toggle", () => { ui.cityList = list.open; });
      box.append(list);
    }
    if (kind === "build" && a.done) box.append(button(done, () => ctx.send("done"), { name: "done", primary: !set.size }));
  } else if (kind === "power") {
    box.append(...powerControls(ctx, a, you, out));
  } else {
    box.append(el("p", { class: "prompt" }, _("Choose an action:")),
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
  nodes.push(el("p", { class: "prompt" }, _("Bureaucracy: tick the plants that should run. Each burns its fuel and powers "
    + "its number of cities (at most the cities you are connected to).")));
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
      can ? null : el("small", { class: "muted" }, _("no fuel")));
  })));
  const n = Math.min(capacity(ui.power), cityCount);
  if (matching.length > 1) {
    nodes.push(el("div", { class: "radio-list" }, el("div", { class: "muted small" }, _("Which fuel to burn:")),
      matching.map((o, i) => el("label", { class: "radio" },
        el("input", { type: "radio", name: "mix", checked: (ui.mix || 0) === i,
          onchange: () => { ui.mix = i; ctx.rerender(); } }),
        amountsText(o.fuel)))));
  }
  if (matching.length) {
    const o = matching[Math.min(ui.mix || 0, matching.length - 1)];
    // the form follows the cities connected; the bold numbers are put in as elements
    const text = Object.keys(o.fuel).length
      ? ngettext("Powers {powered} of your {n} city, burning {fuel}. Income: {income} Elektro.",
        "Powers {powered} of your {n} cities, burning {fuel}. Income: {income} Elektro.", cityCount, { fuel: amountsText(o.fuel) })
      : ngettext("Powers {powered} of your {n} city. Income: {income} Elektro.",
        "Powers {powered} of your {n} cities. Income: {income} Elektro.", cityCount);
    nodes.push(el("div", { class: "total" }, parts(text, { powered: el("b", {}, String(n)), income: el("b", {}, String(pay(n))) })));
    nodes.push(button(o.plants.length ? ngettext("Power {n} city (+{income})", "Power {n} cities (+{income})", n, { income: pay(n) })
      : _("Power nothing (+{income})", { income: pay(0) }),
    () => ctx.send(o.action), { primary: true, name: "power" }));
  } else {
    nodes.push(el("div", { class: "warn" }, _("Those plants cannot run together: there is not enough fuel.")));
  }
  if (ui.power.length && options.some((o) => o.plants.length === 0)) {
    const nothing = options.find((o) => o.plants.length === 0);
    nodes.push(button(_("Power nothing (+{income})", { income: pay(0) }), () => ctx.send(nothing.action), { name: "power-nothing" }));
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
    box.append(el("h2", {}, _("Replay")));
  } else if (cp !== null && cp !== undefined) {
    const bot = seat && seat.kind !== "human" ? BOT_LABEL[seat.kind] || seat.kind : null;
    const text = cp === "trust" ? _("Waiting for {player}")
      : bot ? _("Waiting for {player} ({bot}) — {what}", { bot, what: whatNext(view, cp) })
      : _("Waiting for {player} — {what}", { what: whatNext(view, cp) });
    box.append(el("h2", {}, view.you === null ? _("Watching") : _("Waiting")),
      el("p", { class: "prompt" }, parts(text, { player: playerChip(cp) })), thinkingBar(state));
  }
  return box;
}

function whatNext(view, cp) {
  switch (view.phase) {
    case "auction":
      if (view.scrap) return _("to scrap one of four plants");
      return view.auction ? _("to raise or pass") : _("to choose a plant or pass");
    case "resources": return _("to buy resources");
    case "building": return _("to build");
    case "bureaucracy": return _("to power cities");
    case "trust-setup": return _("to place a trust house");
    case "mark-cities": return _("to mark a starting city");
    default: return `(${playerName(cp)})`;
  }
}
