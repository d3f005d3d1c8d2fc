"""Determinisation: a full, playable card game built from what one seat may see.

Search bots do not know the plant deck's order, the plants removed unseen at setup (the box), the
resource deck's order, the generator state and — with ``hidden_money`` (D-18) — the others' money.
They sample these hidden parts consistently with the seat's view (``view.py``, the one place hidden
information is stripped) and search in the sampled games. Nothing here reads a true game state: the
input is a view (and, optionally, a :class:`Tracker` that has followed earlier views of the seat).

What is kept from the view, and how the rest is sampled (CG-12.1, CG-12.2):

* Public parts (both market rows, the ORM card, every seat's plants and cards, the Trust, the
  resource columns, the discard pile, the single supply, the demolition deck, turn order, the
  running auction) are copied into a position (docs/games/powergrid-cards-positions.md).
* Plants: the unseen ones are all plants less those in the market, owned and removed in public.
  Those the tracker saw in the market earlier lie under the deck (CG-8.10: players saw them go
  there), below the ORM card in the order they went; the others are dealt between the box (its
  make-up fixed by the setup table, CG-2.7: ``removeSmall`` small and ``removeBig`` big plants) and
  the part of the deck above the ORM card, whose top card has the public back (``deck.top``).
* Resource cards: the deck's cards are known (every card of this player count that is nowhere in
  sight; the "++" set lies aside until the first reshuffle, CG-2.9); only their order is sampled.
* Money: the seat's own is known; with ``hidden_money`` the others' is drawn around an estimate
  that follows public events (:class:`Tracker`: plant prices, resource cards at the prices of the
  columns they left, public incomes, demolition compensation), with a spread that grows when the
  estimate is rough.
* The generator state is drawn at random, so later shuffles differ from sample to sample.
"""

from __future__ import annotations

import math

from ....core.rng import Rng
from ..data import (
    CARDS,
    DEMOLITION,
    LABEL,
    ORM,
    PLANT_BY_LABEL,
    PLANTS,
    PLUSPLUS,
    PRICES,
    RESOURCES,
    by_players,
)
from ..game import PowerGridCardsGame
from ..position import state_from_json
from ..setup import demolition_deck, options_from_config
from ..state import State

_SINGLE = "single"


# ---- the view as a position ----------------------------------------------------------------------
def _singles(cards: list[dict]) -> dict[str, int]:
    out: dict[str, int] = {}
    for c in cards:
        if c["kind"] == _SINGLE:
            out[c["type"]] = out.get(c["type"], 0) + 1
    return out


def _cards(cards: list[dict]) -> list[str]:
    return [f"{c['id']}:{c['value']}" for c in cards if c["kind"] != _SINGLE]


def orm_state(view: dict) -> tuple[bool, bool]:
    """(ORM card resolved, ORM card in the plant deck), from public facts: the card shows in the
    market until its phase ends (CG-5.5); once resolved the market has no future row (CG-5.4)."""
    m = view["market"]
    if m["orm"]:
        return False, False
    if view["deck"]["top"] == "orm" or view["deck"]["under_orm"] > 0:
        return False, True
    resolved = bool(view["final_round"]) or not m["future"]
    return resolved, not resolved


def public_position(view: dict, money: dict[int, int] | None = None, demolished: int = 0) -> dict:
    """The view as a position; hidden fields are left out (the reader boxes what is unplaced).

    ``money`` gives seats whose money the view hides; ``demolished`` the demolitions seen in the
    current Auction phase (CG-11.5)."""
    opts = dict(view["options"])
    phase = view["phase"]
    order = list(view["order"])
    humans = [p for p in order if p >= 0]
    pending = view.get("pending")
    seats = []
    for e in view["seats"]:
        p = e["seat"]
        m = e["money"]
        if m is None:
            m = (money or {}).get(p, 0)
        inactive = phase == "auction" and not e["active"]
        first_round_buyer = inactive and view["round"] == 1 and bool(e["plants"])
        seats.append(
            {
                "money": int(m),
                "plants": [x["id"] for x in e["plants"]],
                "cards": _cards(e["cards"]),
                "singles": _singles(e["cards"]),
                "bought": first_round_buyer,
                "passed": inactive and not first_round_buyer,
                "bought_plant": max(e["plants"], key=lambda x: x["number"])["id"] if first_round_buyer else None,
                "income": e["income"],
            }
        )
    resolved, _ = orm_state(view)
    mk = view["market"]
    lots = [x["id"] for x in mk["current"] + mk["future"]] + (["ORM"] if mk["orm"] else [])
    res = view["resources"]
    cols = res["columns"]
    pos: dict = {
        "options": opts,
        "rng": 0,
        "round": view["round"],
        "phase": phase,
        "final_round": view["final_round"],
        "order": order,
        "seats": seats,
        "plant_market": {"lots": lots, "discount": mk["discount"]},
        "removed": [x["id"] for x in view["removed"]] + (["ORM"] if resolved else []),
        "orm_resolved": resolved,
        "reduced_this_round": resolved and not view["final_round"],
        "auction": dict(view["auction"]) if view.get("auction") else None,
        "pending": dict(pending) if pending else None,
        "resource_market": {"column1": _singles(cols[0]), **{f"column{k + 1}": _cards(cols[k]) for k in (1, 2, 3)}},
        "discard": [f"{c['id']}:{c['value']}" for c in res["discard"]],
        "plusplus": [CARDS[c].id for c in PLUSPLUS] if res["reshuffles"] == 0 else [],
        "single_supply": dict(res["singles"]),
        "reshuffles": res["reshuffles"],
    }
    to_act = view.get("to_act")
    if phase == "resources" and to_act is not None:
        q = order[::-1]
        pos["queue"] = q[q.index(to_act) :]
    elif phase == "bureaucracy" and to_act is not None:
        pos["queue"] = order[order.index(to_act) :]
    if view["trust"]:
        t = view["trust_seat"]
        took = False
        if phase == "auction" and humans:
            h0 = humans[0]
            took = not view["seats"][h0]["active"] and not (pending and pending["seat"] == h0)
        pos["trust"] = {
            "plants": [x["id"] for x in t["plants"]],
            "cards": _cards(t["cards"]),
            "singles": _singles(t["cards"]),
            "took_plant": took,
        }
    if view["demolition"]:
        full = demolition_deck(options_from_config(opts))
        k = len(view["demolition_deck"] or [])
        pos["demolition"] = {
            "deck": [DEMOLITION[i].position for i in full[len(full) - k :]],
            "demolished": demolished if phase == "auction" else 0,
        }
    return pos


# ---- sampling the hidden parts ----------------------------------------------------------------------
class Template:
    """The public part of a seat's view as a game state, and what is unknown about the rest.

    Build it once per decision; :meth:`sample` then deals a fresh determinisation in a few µs.
    """

    def __init__(self, view: dict, seat: int, tracker: Tracker | None = None):
        self.seat = seat
        self.view = view
        self.tracker = tracker
        demolished = tracker.demolished(view) if tracker is not None else 0
        self.state = state_from_json(public_position(view, None, demolished))
        s = self.state
        n = view["players"]
        row = by_players(n)
        seen = set(s.market) | set(s.removed) | set(s.trust_plants)
        for x in s.plants:
            seen |= set(x)
        unseen = [p for p in range(len(PLANTS)) if p not in seen]
        _, orm_in_deck = orm_state(view)
        count = int(view["deck"]["count"])
        self.orm_in_deck = orm_in_deck
        self.deck_plants = max(0, count - (1 if orm_in_deck else 0))
        self.under_count = int(view["deck"]["under_orm"]) if orm_in_deck else 0
        went_under = tracker.under if tracker is not None else []
        unseen_set = set(unseen)
        known = [p for p in went_under if p in unseen_set]
        # the plants seen going under the deck: below the ORM card while it is there (most recent
        # at the bottom), else shuffled into the deck with it (CG-5.5)
        newest = known[::-1]
        self.under_known = newest[: self.under_count]
        self.deck_known = newest[self.under_count :]
        taken = set(self.under_known) | set(self.deck_known)
        self.pool = [p for p in unseen if p not in taken]
        self.top = view["deck"]["top"] if view["deck"]["top"] in ("small", "big") else None
        self.box_small, self.box_big = row["removeSmall"], row["removeBig"]
        self.box_size = len(unseen) - self.deck_plants
        # resource cards: the deck is every card of this player count nowhere in sight
        placed = set(s.res_deck) | set(s.discard) | set(s.plusplus) | set(s.trust_cards)
        for col in s.columns:
            placed |= set(col)
        for x in s.cards:
            placed |= set(x)
        self.unused = [c.index for c in CARDS if c.kind == "regular" and n not in c.players and c.index not in placed]
        unused = set(self.unused)
        pool = [c for c in range(len(CARDS)) if c not in placed and c not in unused]
        want = int(view["resources"]["deck"])
        self.res_pool = pool
        self.res_count = min(want, len(pool))
        self.hidden = [e["seat"] for e in view["seats"] if e["money"] is None and e["seat"] != seat]

    def sample(self, rng: Rng, money: dict[int, int] | None = None) -> State:
        """A full state consistent with the view: hidden parts drawn with ``rng``.

        ``money`` gives the hidden seats' money (default: a draw around the tracker's estimate)."""
        s = self.state.copy()
        deck, box = self._deal(rng)
        s.deck = deck
        s.box = box
        res = self.res_pool[:]
        rng.shuffle(res)
        s.res_deck = res[: self.res_count]
        s.unused = self.unused + res[self.res_count :]
        if self.hidden:
            if money is None:
                tracker = self.tracker or Tracker(self.seat)
                money = tracker.sample(self.view, rng)
            for p in self.hidden:
                s.money[p] = max(0, int(money.get(p, 0)))
        s.rng = (rng.below(1 << 62) << 2) | rng.below(4)
        return s

    def _deal(self, rng: Rng) -> tuple[list[int], list[int]]:
        """(the plant deck bottom first, the box)."""
        pool = self.pool[:]
        rng.shuffle(pool)
        above_count = self.deck_plants - self.under_count
        top: list[int] = []
        if self.top is not None and above_count > 0:
            want_small = self.top == "small"
            fits = [i for i, p in enumerate(pool) if PLANTS[p].small == want_small]
            known_fits = [p for p in self.deck_known if PLANTS[p].small == want_small]
            if fits and not known_fits:
                top = [pool.pop(fits[0])]
        # the box: the setup table's make-up when the numbers agree (CG-2.7)
        box: list[int] = []
        k = max(0, self.box_size)
        if k:
            small = [p for p in pool if PLANTS[p].small]
            big = [p for p in pool if not PLANTS[p].small]
            if self.box_small + self.box_big == k and len(small) >= self.box_small and len(big) >= self.box_big:
                box = small[: self.box_small] + big[: self.box_big]
            else:
                box = pool[:k]
            chosen = set(box)
            pool = [p for p in pool if p not in chosen]
        under = self.under_known[:]
        while len(under) < self.under_count and pool:
            under.append(pool.pop())
        above = pool + self.deck_known
        rng.shuffle(above)
        if self.top is not None and not top and above:
            want_small = self.top == "small"
            if PLANTS[above[-1]].small != want_small:
                fits = [i for i, p in enumerate(above) if PLANTS[p].small == want_small]
                if fits:
                    i = fits[rng.below(len(fits))]
                    above[i], above[-1] = above[-1], above[i]
        deck = under + ([ORM] if self.orm_in_deck else []) + above + top
        return deck, sorted(box)


def game_of(s: State) -> PowerGridCardsGame:
    """A game object around a sampled state (no record: it is imagined)."""
    return PowerGridCardsGame(s, None, None)


def determinize(
    view: dict, rng: Rng, money: dict[int, int] | None = None, tracker: Tracker | None = None
) -> PowerGridCardsGame:
    """A full playable game consistent with ``view`` (the view of seat ``view["seat"]``).

    The hidden parts — plant deck, box, resource deck order, hidden money, generator — are drawn
    with ``rng``; see the module text."""
    seat = view["seat"]
    if seat is None:
        raise ValueError("a spectator's view has no seat to determinise for")
    return game_of(Template(view, seat, tracker).sample(rng, money))


# ---- what earlier views tell ----------------------------------------------------------------------
PRICE_GUESS = 2.5
"""Elektro per unit of a resource card whose column was not seen (the columns' mean price)."""


def _assets(e: dict) -> float:
    """What a seat has sunk into plants and resources, by public data (for a first estimate)."""
    return sum(x["number"] for x in e["plants"]) * 0.8 + PRICE_GUESS * sum(c["value"] for c in e["cards"])


class Tracker:
    """Follows the successive views of one seat: which plants went under the deck (CG-8.10, public
    but not listed in a view), the demolitions of the running Auction phase, and — with
    ``hidden_money`` — an estimate of every other seat's money from public events.

    Call :meth:`update` with every view the seat gets (the search bot does, on every decision).
    A tracker that starts in mid-game (or misses views) assumes every other seat is as rich as the
    seat once their plants and resources are accounted for.
    """

    def __init__(self, seat: int):
        self.seat = seat
        self.prev: dict | None = None
        self.market_seen: set[str] = set()
        self.under: list[int] = []
        self.est: dict[int, float] = {}
        self.spread: dict[int, float] = {}
        self.high: dict[str, tuple[int, int]] = {}  # plant → (high bid seen, leader)
        self.demolitions = 0
        self.demolition_key: tuple | None = None

    def _fresh(self, view: dict) -> None:
        me = view["seats"][self.seat]
        mine = (me["money"] or 0) + _assets(me)
        for e in view["seats"]:
            q = e["seat"]
            if q == self.seat:
                continue
            if e["money"] is not None:
                self.est[q], self.spread[q] = float(e["money"]), 0.0
            else:
                self.est[q] = max(0.0, mine - _assets(e))
                self.spread[q] = 3.0 + 4.0 * (view["round"] - 1)

    def update(self, view: dict) -> None:
        """Take in a new view of the same seat."""
        if self.prev is view:
            return
        a = view.get("auction")
        if a:
            self.high[a["plant"]] = (a["high"], a["leader"])
        prev = self.prev
        visible = self._visible(view)
        if prev is None or view["round"] < prev["round"] or len(prev["seats"]) != len(view["seats"]):
            self._fresh(view)
            self.market_seen = set()
            self.under = []
            self.demolitions = 0
        else:
            # plants once in the market and now nowhere in sight went under the deck
            for label in sorted(self.market_seen - visible, key=lambda x: PLANT_BY_LABEL[x]):
                p = PLANT_BY_LABEL[label]
                if p not in self.under:
                    self.under.append(p)
            self._money(prev, view)
        self.market_seen = {x["id"] for x in view["market"]["current"] + view["market"]["future"]}
        self.under = [p for p in self.under if LABEL[p] not in visible]
        self.prev = view

    @staticmethod
    def _visible(view: dict) -> set[str]:
        out = {x["id"] for x in view["market"]["current"] + view["market"]["future"]}
        out |= {x["id"] for x in view["removed"]}
        for e in view["seats"]:
            out |= {x["id"] for x in e["plants"]}
        if view.get("trust_seat"):
            out |= {x["id"] for x in view["trust_seat"]["plants"]}
        return out

    def _money(self, prev: dict, view: dict) -> None:
        key = (view["round"], "auction")
        if view["phase"] == "auction" and self.demolition_key != key:
            self.demolition_key, self.demolitions = key, 0
        demo = (prev.get("demolition_deck") or [None])[0]
        for e, old in zip(view["seats"], prev["seats"]):
            q = e["seat"]
            before = {x["id"] for x in old["plants"]}
            now = {x["id"] for x in e["plants"]}
            lost = len(before - now)
            if lost and view["phase"] == "auction":
                self.demolitions += lost
            if q == self.seat:
                continue
            if e["money"] is not None:
                self.est[q], self.spread[q] = float(e["money"]), 0.0
                continue
            spent = 0.0
            for x in e["plants"]:
                label = x["id"]
                if label in before:
                    continue
                low = 1 if prev["market"]["discount"] == label else x["number"]
                if label in self.high:
                    high, leader = self.high[label]
                    spent += max(low, high if leader == q else high + 1)
                else:
                    spent += low
            gained = 0.0
            if lost and demo is not None:
                gained += demo["first"] + max(0, lost - 1) * demo["others"]
            # resources: units now, less units before, plus what production burned (its income is
            # public, CG-8.3), were bought — at the cheapest prices of the market seen before
            burned = [0, 0, 0, 0]
            produced = view["round"] > prev["round"] or (
                view["phase"] != prev["phase"] and prev["phase"] == "bureaucracy"
            )
            if produced and e["income"]:
                burned = _burned(old["plants"], e["income"], _units(old["cards"]))
            now_units, old_units = _units(e["cards"]), _units(old["cards"])
            for r in range(4):
                extra = now_units[r] - old_units[r] + burned[r]
                if extra > 0:
                    spent += _market_cost(prev, RESOURCES[r], extra)
            if view["round"] > prev["round"]:
                gained += (e["income"] or 0) * (view["round"] - prev["round"])
                if view["round"] - prev["round"] > 1:
                    self.spread[q] = self.spread.get(q, 5.0) + 8.0
            self.est[q] = max(0.0, self.est.get(q, 12.0) - spent + gained)
            self.spread[q] = min(30.0, self.spread.get(q, 3.0) + (0.5 if spent else 0.0))

    def demolished(self, view: dict) -> int:
        """Demolitions seen in the running Auction phase (CG-11.5: who is paid ``first``)."""
        self.update(view)
        if view["phase"] != "auction" or self.demolition_key != (view["round"], "auction"):
            return 0
        return self.demolitions

    def estimate(self, view: dict) -> dict[int, tuple[float, float]]:
        """seat → (estimated money, spread) for every other seat, after taking in ``view``."""
        self.update(view)
        return {q: (self.est[q], self.spread[q]) for q in self.est}

    def sample(self, view: dict, rng: Rng) -> dict[int, int]:
        """Money for every other seat: the estimate plus a normal draw of its spread, at least 0."""
        return {q: max(0, round(m + sd * _normal(rng))) for q, (m, sd) in self.estimate(view).items()}


def _units(cards: list[dict]) -> list[int]:
    out = [0, 0, 0, 0]
    for c in cards:
        out[RESOURCES.index(c["type"])] += c["value"]
    return out


def _burned(plants: list[dict], income: int, units: list[int]) -> list[int]:
    """The units a production paying ``income`` burned (CG-8.2): a subset of the plants with that
    income that the units held could feed; the hybrids burn what was more plentiful."""
    from itertools import combinations

    for k in range(len(plants), 0, -1):
        for sub in combinations(plants, k):
            if sum(x["income"] for x in sub) != income:
                continue
            need = [0, 0, 0, 0]
            hybrid = 0
            for x in sub:
                if x["kind"] == "hybrid":
                    hybrid += x["amount"]
                elif x["kind"] != "eco":
                    need[RESOURCES.index(x["kind"])] += x["amount"]
            gas_left, oil_left = units[1] - need[1], units[2] - need[2]
            g = min(hybrid, max(0, gas_left)) if gas_left >= oil_left else max(0, hybrid - max(0, oil_left))
            need[1] += g
            need[2] += hybrid - g
            return need
    return [0, 0, 0, 0]


def _market_cost(view: dict, r: str, k: int) -> float:
    """What ``k`` units of ``r`` cost at the cheapest in the columns of ``view`` (beyond them, 3 each)."""
    total = 0.0
    for col, price in zip(view["resources"]["columns"], PRICES):
        for c in col:
            if c["type"] == r and k > 0:
                take = min(k, c["value"])
                total += price * c["value"]  # a card is paid in full (D-4)
                k -= take
    return total + 3.0 * max(0, k)


def _normal(rng: Rng) -> float:
    """A standard normal draw (Box–Muller) from the seeded generator."""
    u1 = (rng.below(1 << 30) + 1) / float((1 << 30) + 1)
    u2 = rng.below(1 << 30) / float(1 << 30)
    return math.sqrt(-2.0 * math.log(u1)) * math.cos(2.0 * math.pi * u2)


__all__ = ["RESOURCES", "Template", "Tracker", "determinize", "game_of", "orm_state", "public_position"]
