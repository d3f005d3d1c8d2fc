// Barrage's panels: the names of the game's things, the management board with the patent
// office, the contract office, the companies, and the energy track with the bonus tiles, the objective,
// the turn order and the Automa's tile. Each draws from the view; `pick` (id → handler, given the element
// clicked: its box opens beside it) makes the spaces and contracts the seat may choose clickable. Things are named as the log names them (the same
// words: messages.py), and every action space shows what it takes, engineers and credits (view.spaces).

import { _, breakdownTable, el, ngettext, npgettext, pgettext, playerChip, svg } from "../../common.js";
import { ownerColour, siteName } from "./map.js";

export const BLOCKED = -3;

/** Engineers as little figures (a number beside them past three). */
export function engineers(n) {
  const one = () => svg("svg", { viewBox: "0 0 10 14", class: "ba-engineer", "aria-hidden": "true" },
    svg("circle", { cx: 5, cy: 3.2, r: 2.7 }), svg("path", { d: "M0.6 14 C0.6 7 9.4 7 9.4 14 Z" }));
  return el("span", { class: "ba-eng", title: ngettext("{n} engineer", "{n} engineers", n) },
    n > 3 ? [one(), `×${n}`] : Array.from({ length: n }, one));
}

/** Credits, as a space or a cost shows them. */
export function credits(n) {
  return el("span", { class: "ba-credits", title: ngettext("{n} credit", "{n} credits", n) }, _("{n} cr.", { n }));
}

export const STRUCTURE = {
  base: pgettext("barrage", "base"), elevation: pgettext("barrage", "elevation"),
  conduit: pgettext("barrage", "conduit"), powerhouse: pgettext("barrage", "powerhouse"),
};

const COMPANY = {
  USA: pgettext("barrage", "USA"), Germany: pgettext("barrage", "Germany"),
  Italy: pgettext("barrage", "Italy"), France: pgettext("barrage", "France"),
};
export const companyName = (id) => COMPANY[id] || id;

const OFFICER = {
  wilhelm_adler: pgettext("barrage", "Wilhelm Adler"), graziano_del_monte: pgettext("barrage", "Graziano del Monte"),
  viktor_fiesler: pgettext("barrage", "Viktor Fiesler"), jill_mcdowell: pgettext("barrage", "Jill McDowell"),
  solomon_p_jordan: pgettext("barrage", "Solomon P. Jordan"), anton_krylov: pgettext("barrage", "Anton Krylov"),
  mahiri_sekibo: pgettext("barrage", "Mahiri Sekibo"),
};
export const officerName = (id) => OFFICER[id] || id;

/** What each officer does (BA-35). */
export const OFFICER_ABILITY = {
  wilhelm_adler: _("Your bases always cost 3 excavators, in every area."),
  graziano_del_monte: _("Your height-3 dams hold up to 4 water drops."),
  viktor_fiesler: _("A production of 3 energy or less (drops × conduit value) counts as 4, before the bonuses."),
  jill_mcdowell: _("You may pay for a conduit with mixers instead of excavators: 1 mixer per production value."),
  solomon_p_jordan: _("When you build you may pay 3 credits instead of any machinery, as often as you like."),
  anton_krylov: _("His special tile copies another technology tile on your wheel, with its special effect."),
  mahiri_sekibo: _("Her own action space (1 engineer; 3 credits more the second time in a round) copies another officer's ability until your next turn."),
};

/** Each company's ability, working from its 3rd powerhouse (BA-14, BA-34). */
export const COMPANY_ABILITY = {
  USA: _("Each water drop flowing naturally through a basin with your powerhouse gives you 1 energy."),
  Germany: _("After a production you may produce again with another powerhouse, without bonuses."),
  Italy: _("Each production gives 3 more energy, which cannot fulfil contracts."),
  France: _("You may fulfil contracts with 3 energy less than they require."),
};

export const SECTION = {
  turbine_station: _("Turbine station"), water_management: _("Water management"), bank: _("Bank"),
  workshop: _("Workshop"), machinery_shop: _("Machinery shop"), contract_office: _("Contract office"),
  patent_office: _("Patent office"),
};

const COLOUR = { green: _("green"), yellow: _("yellow"), red: _("red") };

const OBJECTIVE = {
  OBJ_RED_FRAME: _("bases and powerhouses on red-framed spaces"),
  OBJ_CONNECTED_DAMS: _("dams connected by own conduits to own powerhouses"),
  OBJ_MOST_AREA: _("structures in your strongest area"),
  OBJ_LEAST_AREA: _("structures in your weakest area"),
  OBJ_BASINS_1: _("basins with at least 1 of your structures"),
  OBJ_BASINS_3: _("basins with at least 3 of your structures"),
};

/** A bonus tile by what it pays, as the log names it ("4 VP per base"). */
export function bonusName(geo, id) {
  const n = geo.bonus[id];
  const words = {
    BONUS_CONTRACTS: () => _("{n} VP per fulfilled contract", { n }), BONUS_POWERHOUSES: () => _("{n} VP per powerhouse", { n }),
    BONUS_BASES: () => _("{n} VP per base", { n }), BONUS_CONDUITS: () => _("{n} VP per conduit", { n }),
    BONUS_ELEVATIONS: () => _("{n} VP per elevation", { n }), BONUS_ADVANCED_TILES: () => _("{n} VP per advanced tile", { n }),
  };
  return words[id] ? words[id]() : id;
}

const AREA = { mountains: pgettext("barrage area", "the mountains"), hills: pgettext("barrage area", "the hills"),
  plains: pgettext("barrage area", "the plains") };

/** A reward's effects in the log's words (BA-33). */
const REWARD = {
  vp: (n) => _("{n} VP", { n }), credits: (n) => ngettext("{n} credit", "{n} credits", n),
  excavator: (n) => ngettext("{n} excavator", "{n} excavators", n),
  mixer: (n) => ngettext("{n} concrete mixer", "{n} concrete mixers", n),
  machinery_of_choice: (n) => npgettext("barrage choice", "{n} excavator or concrete mixer", "{n} excavators or concrete mixers", n),
  rotate_wheel: (n) => _("wheel +{n}", { n }), energy: (n) => _("{n} energy", { n }),
  place_water_drops: (n) => ngettext("{n} water drop on the headstreams", "{n} water drops on the headstreams", n),
  water_drops_flow_immediately: (n) => ngettext("{n} water drop flowing at once", "{n} water drops flowing at once", n),
  build_base: (v) => {
    if (!(v && v.areas && v.areas.length < 3)) return pgettext("barrage reward", "a base");
    const areas = v.areas.map((a) => AREA[a]).join(_(" and "));
    return _("a base in {areas}", { areas });
  },
  build_elevation: () => pgettext("barrage reward", "an elevation"),
  build_conduit_max_production: (n) => _("a conduit of value up to {n}", { n }), build_powerhouse: () => pgettext("barrage reward", "a powerhouse"),
};

const AUTOMA = {
  easy: _("Automa: easy"), medium: _("Automa: medium"), hard: _("Automa: hard"), "very-hard": _("Automa: very hard"),
};

/** What an advanced technology tile does when it builds (BA-36). */
export const TILE_EFFECT = {
  L1_BASE: _("1 water drop in front of each of your dams that holds none."),
  L1_ELEVATION: _("The wheel turns 1 sector per elevation you have built."),
  L1_CONDUIT: _("Credits: 2 × the conduit's production value."),
  L1_POWERHOUSE: _("No engineers on your company board for this construction."),
  L1_JOKER: _("No 3 credits for a red-framed building space."),
  L2_BASE: _("Energy: 1 per base you have built (it may fulfil a contract)."),
  L2_ELEVATION: _("The dam just raised fills with water drops to its height."),
  L2_CONDUIT: _("A conduit costing 6 excavators or more costs 5."),
  L2_POWERHOUSE: _("A production at once with +2, with any of your powerhouses."),
  L2_JOKER: _("Excavators and mixers may pay for each other."),
  L3_BASE: _("No engineers on your company board, no excavators on the wheel."),
  L3_ELEVATION: _("3 VP per dam of yours with an elevation."),
  L3_CONDUIT: _("Energy: 2 × the conduit's production value (it may fulfil a contract)."),
  L3_POWERHOUSE: _("3 VP per powerhouse you have built."),
  L3_JOKER: _("3 VP per advanced tile you own."),
};

const TILE_KIND = {
  base: pgettext("barrage tile", "base"), elevation: pgettext("barrage tile", "elevation"),
  conduit: pgettext("barrage tile", "conduit"), powerhouse: pgettext("barrage tile", "powerhouse"),
  joker: pgettext("barrage tile", "joker"),
};

/** A technology tile as the log names it: "the basic base tile", "the conduit tile of level 2". */
export function tileName(id) {
  if (id === "ANTON") return _("Anton Krylov's tile");
  const m = /^(basic|L([123]))_(\w+)$/.exec(id || "");
  if (!m) return id;
  const kind = TILE_KIND[m[3].toLowerCase()] || m[3];
  return m[1] === "basic" ? _("the basic {kind} tile", { kind }) : _("the {kind} tile of level {level}", { kind, level: m[2] });
}

export function rewardText(reward) {
  return Object.entries(reward || {}).map(([k, v]) => (REWARD[k] ? REWARD[k](v) : k)).join(", ");
}

/** A contract as the log names it: what it asks and what it gives. */
export function contractName(geo, id) {
  const c = geo.contracts[id];
  return c ? _("“{energy} energy → {reward}”", { energy: c.energy, reward: rewardText(c.reward) }) : id;
}

/** A contract tile: the energy it asks and its reward, in the log's words. */
export function contractChip(geo, id, { pick = null, selected = false } = {}) {
  const c = geo.contracts[id] || { energy: "?", reward: {} };
  const colour = c.colour || (id.startsWith("N") ? "national" : "starting");
  const on = pick && pick.has(id);
  return el(on ? "button" : "span", {
    type: on ? "button" : null, class: `ba-contract ba-${colour} ${on ? "pickable" : ""} ${selected ? "selected" : ""}`,
    dataset: { contract: id }, onclick: on ? (e) => pick.get(id)(e.currentTarget) : null, title: contractName(geo, id),
  }, el("b", {}, `⚡${c.energy}`), " → ", rewardText(c.reward));
}

const signed = (n) => (n > 0 ? `+${n}` : `−${-n}`);

/** What a row of the management board does, in the log's words (messages.py: the same messages). */
export function rowEffect(section, row) {
  const e = row.effect || {};
  if (section === "turbine_station") return row.bonus ? _("production {bonus}", { bonus: signed(row.bonus) }) : _("production");
  if (section === "water_management") {
    const n = e.place_water_drops_on_headstreams;
    return e.flow === "immediately" ? ngettext("{n} water drop, flowing at once", "{n} water drops, flowing at once", n)
      : ngettext("{n} water drop, flowing later", "up to {n} water drops, flowing later", n);
  }
  if (section === "workshop") return _("wheel +{n}", { n: e.rotate_wheel });
  if (section === "machinery_shop") {
    const g = e.gain || {};
    if (g.machinery_of_choice) return npgettext("barrage choice", "{n} excavator or concrete mixer", "{n} excavators or concrete mixers", g.machinery_of_choice);
    const exc = ngettext("{n} excavator", "{n} excavators", g.excavator || 0);
    return g.mixer ? _("{excavators} and {mixers}", { excavators: exc, mixers: ngettext("{n} concrete mixer", "{n} concrete mixers", g.mixer) }) : exc;
  }
  if (section === "contract_office") return ngettext("{n} contract", "{n} contracts", e.take_private_contracts);
  if (section === "patent_office") return _("tile {n} of the display", { n: e.take_advanced_tile_in_slot });
  return "";
}

/** What an action space is, as the log names it, and what it takes (the engine's view.spaces):
 * {section, effect, name, engineers, credits} by its id (PAT1–3 and MAHIRI1–2 too). */
export function spaceInfo(geo, view, id) {
  const cost = (view.spaces || {})[id] || { engineers: 0, credits: 0 };
  for (const sec of geo.board) {
    for (const r of sec.rows) {
      if (r.spaces.some((x) => x.id === id) || (sec.id === "patent_office" && r.effect && `PAT${r.effect.take_advanced_tile_in_slot}` === id)) {
        const effect = rowEffect(sec.id, r);
        return { section: SECTION[sec.id], effect, name: _("{section} ({effect})", { section: SECTION[sec.id], effect }), ...cost };
      }
    }
  }
  const effect = _("copy another officer's ability");
  return { section: officerName("mahiri_sekibo"), effect, name: _("{section} ({effect})", { section: officerName("mahiri_sekibo"), effect }), ...cost };
}

function space(view, s, pick, selected = null) {
  const who = view.occupied[s.id];
  const blocked = who === BLOCKED;
  const on = pick.has(s.id);
  const cost = (view.spaces || {})[s.id] || { engineers: s.engineers, credits: s.fee };
  return el(on ? "button" : "div", {
    type: on ? "button" : null, dataset: { space: s.id },
    class: `ba-space ${s.fee ? "red-frame" : ""} ${blocked ? "blocked" : ""} ${on ? "pickable" : ""} ${selected === s.id ? "selected" : ""}`,
    onclick: on ? (e) => pick.get(s.id)(e.currentTarget) : null,
    title: blocked ? _("blocked for this number of players")
      : _("takes {cost}", { cost: costWords(cost) }) + (s.fee ? " · " + _("red frame: 3 credits more") : ""),
  }, engineers(cost.engineers),
  cost.credits ? credits(cost.credits) : null,
  who !== undefined && !blocked ? playerChip(who) : null,
  blocked ? el("span", { class: "muted small" }, "✕") : null);
}

/** A cost in words (the engine's, view.costs or view.spaces): "2 engineers, 5 credits"; one of several
 * ways to pay: "1 engineer, and 3 excavators or 9 credits". */
export function costWords(c) {
  const part = (x) => [x.excavators ? ngettext("{n} excavator", "{n} excavators", x.excavators) : "",
    x.mixers ? ngettext("{n} concrete mixer", "{n} concrete mixers", x.mixers) : "",
    x.credits ? ngettext("{n} credit", "{n} credits", x.credits) : ""].filter(Boolean).join(", ");
  const head = [c.engineers ? ngettext("{n} engineer", "{n} engineers", c.engineers) : "", part({ ...c, engineers: 0 })].filter(Boolean).join(", ");
  if (!c.ways) return head || _("nothing");
  const ways = c.ways.map((w) => part(w) || _("nothing")).join(_(" or "));
  return head ? _("{cost}, and {ways}", { cost: head, ways }) : ways;
}

/** The management board (BA-19): every action space with its engineers, its fee and who is on it. */
export function board(geo, view, { pick = new Map(), selected = null } = {}) {
  const box = el("section", { class: "card ba-board", id: "ba-board" }, el("h2", {}, _("Management board")));
  for (const sec of geo.board) {
    if (sec.id === "patent_office" && !view.full) continue; // not used in the introductory game (BA-0.3, D-02)
    const rows = el("div", { class: "ba-rows" });
    if (sec.id === "bank") {
      rows.append(el("div", { class: "ba-row" }, el("span", { class: "ba-effect" }, _("1 credit per engineer")),
        el("div", { class: "ba-space ba-bank" }, engineers(1), "→", credits(1))));
    } else if (sec.id === "patent_office") {
      const display = view.patent.display;
      display.forEach((tile, i) => {
        const id = `PAT${i + 1}`;
        rows.append(el("div", { class: "ba-row" },
          el("span", { class: "ba-effect", title: TILE_EFFECT[tile] || "" }, _("tile {n} of the display", { n: i + 1 }) + ": ",
            tile ? tileName(tile) : "—", TILE_EFFECT[tile] ? el("small", { class: "muted ba-tile-effect" }, TILE_EFFECT[tile]) : null),
          space(view, { id, engineers: 0, fee: 0 }, pick, selected)));
      });
      rows.append(el("p", { class: "muted small" }, _("stacks I–III: {sizes}", { sizes: view.patent.stacks.join("/") })));
    } else {
      for (const r of sec.rows) {
        rows.append(el("div", { class: `ba-row ${r.players !== "all" ? "ba-for-" + r.players.replace("+", "plus") : ""}` },
          el("span", { class: "ba-effect" }, rowEffect(sec.id, r)), r.spaces.map((s) => space(view, s, pick, selected))));
      }
    }
    box.append(el("div", { class: "ba-section", dataset: { section: sec.id } }, el("h3", {}, SECTION[sec.id]), rows));
  }
  const own = [...pick.keys()].filter((k) => k.startsWith("MAHIRI"));
  if (own.length) {
    box.append(el("div", { class: "ba-section" }, el("h3", {}, officerName("mahiri_sekibo")),
      el("div", { class: "ba-rows" }, own.map((id) => space(view, { id, engineers: 0, fee: 0 }, pick, selected)))));
  }
  return box;
}

/** The contract office (BA-8, BA-27): the face-up private contracts by colour and the national ones. */
export function contracts(geo, view, { pick = new Map() } = {}) {
  const c = view.contracts;
  const box = el("section", { class: "card ba-contracts", id: "ba-contracts" }, el("h2", {}, _("Contracts")));
  for (const colour of ["green", "yellow", "red"]) {
    box.append(el("div", { class: "ba-crow" }, el("span", { class: `ba-cname ba-${colour}-text` }, COLOUR[colour]),
      el("span", { class: "ba-clist" }, (c.private[colour] || []).map((id) => contractChip(geo, id, { pick }))),
      el("span", { class: "muted small" }, _("({count} left)", { count: c.stacks[colour] }))));
  }
  box.append(el("div", { class: "ba-crow" }, el("span", { class: "ba-cname" }, _("national")),
    el("span", { class: "ba-clist" }, c.national.map((id) => contractChip(geo, id, { pick })))));
  if ((view.starting || []).length) {
    box.append(el("div", { class: "ba-crow" }, el("span", { class: "ba-cname" }, _("starting")),
      el("span", { class: "ba-clist" }, view.starting.map((id) => contractChip(geo, id)))));
  }
  return box;
}

function incomesText(incomes) {
  return incomes.map((s) => {
    const [kind, n] = s.split(":");
    return `${STRUCTURE[kind] || kind} ${n}`;
  }).join(", ");
}

/** Each company's board (BA-14): its resources, pieces, incomes, officer, wheel, tiles and contracts. */
export function companies(geo, view, { pick = new Map(), current = null } = {}) {
  const box = el("section", { class: "card ba-companies", id: "players" }, el("h2", {}, _("Companies")));
  const order = view.order.length ? view.order : view.seats.map((_s, i) => i);
  for (const i of order) {
    const p = view.seats[i];
    const you = view.seat === i;
    const colour = p.company ? (geo.companies[p.company] || {}).color : null;
    const head = el("div", { class: "ba-chead" }, playerChip(i, you ? " (" + _("you") + ")" : ""),
      p.company ? el("span", { class: `ba-company ba-co-${colour}` }, companyName(p.company)) : null,
      p.officer ? el("span", { class: "muted", title: OFFICER_ABILITY[p.officer] || "" }, officerName(p.officer)) : null,
      p.copied ? el("span", { class: "muted small" }, _("copying {officer}", { officer: officerName(p.copied) })) : null,
      p.automa ? el("span", { class: "ba-automa-tag" }, AUTOMA[p.automa] || p.automa) : null,
      p.passed ? el("span", { class: "muted small" }, _("passed")) : null,
      current === i ? el("b", { class: "ba-to-move" }, "▶") : null);
    const stats = el("div", { class: "ba-stats" },
      stat(_("VP"), p.vp, "vp"), stat(_("credits"), p.credits, "credits"), stat(_("excavators"), p.excavators, "excavators"),
      stat(_("mixers"), p.mixers, "mixers"), stat(_("engineers"), p.engineers, "engineers"), stat(_("energy"), p.energy, "energy"));
    const pieces = el("div", { class: "ba-pieces" }, el("span", { class: "muted small" }, _("Pieces left:") + " "),
      Object.entries(p.pieces).map(([k, n]) => el("span", { class: "ba-piece", style: `--c:${ownerColour(i)}` }, `${STRUCTURE[k]} ${n}`)));
    const slots = geo.company_spaces.map((s, k) => el("span", {
      class: `ba-cslot ${s.red_frame ? "red-frame" : ""} ${k < p.constructions ? "used" : ""}`,
      title: _("construction space {n}", { n: k + 1 }) + ": " + costWords({ engineers: s.engineers, credits: s.extra_credits }),
    }, engineers(s.engineers), s.extra_credits ? credits(s.extra_credits) : null));
    const wheel = el("div", { class: "ba-wheel" }, el("span", { class: "muted small" }, _("Wheel:") + " "),
      p.wheel.length ? p.wheel.map((w) => el("span", { class: "ba-load" },
        el("b", {}, ngettext("back in {n} sector", "back in {n} sectors", w.back_in)), " ", tileName(w.tile),
        w.excavators ? " · " + ngettext("{n} excavator", "{n} excavators", w.excavators) : "",
        w.mixers ? " · " + ngettext("{n} concrete mixer", "{n} concrete mixers", w.mixers) : ""))
        : el("span", { class: "muted small" }, _("empty")));
    const abilities = el("div", { class: "ba-abilities small" },
      p.officer ? el("div", {}, el("b", {}, officerName(p.officer) + ": "), OFFICER_ABILITY[p.officer] || "") : null,
      p.company ? el("div", { class: p.pieces.powerhouse <= 1 ? "" : "muted" },
        el("b", {}, _("{company}'s ability (from the 3rd powerhouse):", { company: companyName(p.company) }) + " "),
        COMPANY_ABILITY[p.company] || "") : null);
    box.append(el("div", { class: `ba-player ${you ? "you" : ""}`, dataset: { seat: i } }, head, abilities, stats, pieces,
      p.incomes.length ? el("div", { class: "small" }, _("Incomes uncovered:") + " " + incomesText(p.incomes)) : null,
      el("div", { class: "ba-cslots" }, el("span", { class: "muted small" }, _("Constructions this round:") + " "), slots),
      el("div", { class: "small" }, _("Tiles:") + " ", p.tiles.length ? p.tiles.map((t, k) => el("span", { title: TILE_EFFECT[t] || "" },
        (k ? ", " : "") + tileName(t), TILE_EFFECT[t] ? el("sup", {}, "?") : null)) : "—"), wheel,
      el("div", { class: "ba-held" }, el("span", { class: "muted small" }, _("Contracts:") + " "),
        p.contracts.length ? p.contracts.map((id) => contractChip(geo, id, { pick: you ? pick : null })) : "—",
        p.fulfilled.length ? el("span", { class: "muted small" }, " · " + ngettext("{n} fulfilled", "{n} fulfilled", p.fulfilled.length)) : null)));
  }
  return box;
}

function stat(label, value, key) {
  return el("span", { class: "ba-stat", dataset: { stat: key }, title: label }, el("small", {}, label), " ", el("b", {}, String(value)));
}

/** What each criterion of the Automa's criteria side picks among the spaces it may build on (BA-A17). */
const CRITERION = {
  dam: {
    most_powerful_conduit: _("linked to the most powerful conduit built (its own if tied)"),
    owned_powerhouse: _("connected to a powerhouse of the Automa"),
    most_water_drops: _("reached by the most drops waiting on the headstreams"),
    red_frame_space: _("on a red-framed space"),
    upstream_powerhouse: _("fed by a powerhouse upstream, with no dam between"),
    downstream_dam: _("linked to a dam of the Automa downstream, else not to another's"),
  },
  conduit: {
    most_powerful: _("the most powerful"),
    second_most_powerful: _("the second most powerful"),
    dam_owned_neutral_opponent: _("from a basin with a dam: the Automa's, then neutral, then another's"),
    powerhouse_owned_opponent: _("to a basin with a powerhouse: the Automa's, then another's"),
    dam_opponent_neutral_owned: _("from a basin with a dam: another's, then neutral, then the Automa's"),
    powerhouse_opponent_owned: _("to a basin with a powerhouse: another's, then the Automa's"),
  },
  powerhouse: {
    most_powerful_conduit: _("fed by the most powerful conduit built (its own if tied)"),
    owned_dam: _("connected to a dam of the Automa"),
    plains: _("in the plains"),
    hills_basin_5: _("in basin 5"), hills_basin_6: _("in basin 6"), hills_basin_7: _("in basin 7"),
    feeding_owned_dam: _("its water reaches a dam of the Automa first, else not another's"),
    not_feeding_opponent_dam: _("its water does not reach another's dam first, else reaches the Automa's"),
  },
};

/** The Automa's criteria side (BA-A7.4, BA-A16, BA-A17): per structure the criteria in order and the space
 * its search starts from when they leave a tie; the order of the headstreams for its water. */
function automaCriteria(geo, id, c) {
  const column = (title, list, start) => el("div", { class: "ba-crit", dataset: { column: title } },
    el("b", {}, title), el("ol", {}, list.map((k) => el("li", {}, k))), el("span", { class: "muted" }, start));
  return el("details", { class: "ba-criteria small", id: "ba-automa-criteria" },
    el("summary", {}, _("Criteria side ({tile}): where the Automa builds, where its water goes", { tile: automaTile(id) })),
    el("p", { class: "muted" }, _("Among the spaces it may build on, each criterion in turn keeps those it names; a criterion that names none is skipped.")),
    el("div", { class: "ba-crit-columns" },
      column(_("Dams and elevations"), c.dam.map((k) => CRITERION.dam[k] || k), _("then from basin {n} on", { n: c.dam_code })),
      column(_("Conduits"), c.conduit.map((k) => CRITERION.conduit[k] || k), _("then from {site} on", { site: siteName(geo, `C${c.conduit_code}`) })),
      column(_("Powerhouses"), c.powerhouse.map((k) => CRITERION.powerhouse[k] || k), _("then from basin {n} on", { n: c.powerhouse_code }))),
    el("div", {}, el("b", {}, _("Headstreams, in order:")), " ", c.headstreams.join(", ")));
}

/** An Automa tile by its number, as the log names it ("tile 18"). */
export function automaTile(id) {
  return pgettext("barrage automa", "tile {n}", { n: Number(String(id).replace(/^AT/, "")) });
}

/** One action of the Automa's tile, in words (BA-A6–A15). */
function automaAction(a) {
  switch (a.type) {
    case "production": return a.bonus ? _("produce {bonus}", { bonus: a.bonus > 0 ? "+" + a.bonus : String(a.bonus) }) : _("produce");
    case "water_management": return _("water management: {n} drops", { n: a.drops });
    case "construction": return _("construction: {structure}", { structure: STRUCTURE[a.structure] });
    case "workshop": return _("wheel +{n}", { n: a.rotate });
    case "machinery_shop": return SECTION.machinery_shop;
    case "contract_office": return SECTION.contract_office;
    case "patent_office": return _("patent office: {structure}", { structure: STRUCTURE[a.structure] });
    case "single_workshop_or_bank": return _("else: workshop or bank");
    case "wild_machinery_shop_or_bank": return _("else: machinery shop or bank");
    default: return a.type;
  }
}

/** The energy track (BA-7): this round's energy per seat, the bonus tiles, the objective, turn order, Automa. */
export function track(geo, view) {
  const box = el("section", { class: "card ba-track", id: "ba-track" }, el("h2", {}, _("Energy track")));
  const sections = geo.scoring.sections;
  const need = sections[Math.min(view.round, sections.length) - 1];
  const max = Math.max(30, ...view.seats.map((s) => s.energy));
  box.append(el("div", { class: "ba-bars" }, view.seats.map((s, i) => el("div", { class: "ba-bar-row" }, playerChip(i),
    el("span", { class: "ba-bar" }, el("span", { class: "ba-fill", style: `width:${(100 * s.energy) / max}%;background:${ownerColour(i)}` }),
      el("span", { class: "ba-need", style: `left:${(100 * need) / max}%`, title: _("the bonus tile's full reward: {n} energy", { n: need }) })),
    el("b", {}, String(s.energy))))));
  if (view.bonus.length) {
    box.append(el("div", { class: "small" }, el("b", {}, _("Bonus tiles (this round's first):")), " ",
      view.bonus.map((b, k) => el("span", { class: `ba-bonus ${k === 0 ? "now" : ""}`, dataset: { bonus: b } }, bonusName(geo, b)))),
    el("div", { class: "small ba-bonus-rule", id: "ba-bonus-rule" }, _("This round's bonus tile pays in full from {need} energy, "
      + "{penalty} VP less per section below, nothing under {least}.", { need, penalty: geo.scoring.penalty, least: sections[0] })));
  }
  if (view.objective) box.append(el("div", { class: "small" }, el("b", {}, _("Objective tile (end of game):")), " ", OBJECTIVE[view.objective] || view.objective));
  if (view.order.length) {
    box.append(el("div", { class: "small ba-order" }, el("b", {}, _("Turn order:")), " ", view.order.map((s) => playerChip(s))));
  }
  box.append(el("div", { class: "small muted" }, _("Drops in the supply: {count}", { count: view.map.supply })));
  const a = view.automa;
  if (a && view.seats.some((s) => s.automa)) {
    box.append(el("div", { class: "small", id: "ba-automa" }, el("b", {}, _("Automa tile:")), " ",
      _("{actions} (deck {deck})", { actions: automaTile(a.actions), deck: a.deck }),
      geo.automa[a.actions] ? el("ol", { class: "ba-automa-actions" }, geo.automa[a.actions].map((x) => el("li", {}, automaAction(x)))) : null,
      a.criteria && geo.automa_criteria[a.criteria] ? automaCriteria(geo, a.criteria, geo.automa_criteria[a.criteria]) : null));
  }
  return box;
}

/** The words of the score breakdown's sources (the engine's ``scoring.Source``; BA-30, BA-32, BA-A3). */
const SCORE_SOURCES = {
  start: _("Starting VP"), most_energy: _("Most energy"), energy_track: _("Energy track"),
  bonus: _("Bonus tiles"), contracts: _("Contracts"), income: _("Company board income"),
  technology: _("Advanced technology tiles"), conduits: _("Conduit fees"),
  automa_actions: _("The Automa's actions"), objective: _("Objective tile"),
  resources: _("Machinery and credits left"), water: _("Water held by dams"), unitemised: _("Not itemised"),
  energy: _("Energy of the last round"),
};

/** The final scores (BA-32): a column per seat, best first, with its VP by source, the total and
 * the tie-break (BA-32.7); the winners marked. */
export function scores(view) {
  return el("section", { class: "card scores-card", id: "scores" }, el("h2", {}, _("Final scores")),
    el("div", { class: "scores" }, breakdownTable(view.scores || [], view.winners, SCORE_SOURCES, "vp")));
}
