"""Determinisation: a full, playable Power Grid game built from what one seat may see.

Search bots do not know the deck order, the plants removed unseen at setup (the box), the other
players' money or the generator state. They sample these hidden parts, consistently with the seat's
view (``view.py``, the one place hidden information is stripped), and search in the sampled games.
Nothing here reads a true game state: the input is a view.

What is kept from the view, and how the rest is sampled:

* Public parts (market, plants, resources, cities, turn order, auction, Step, trust) are copied.
* The unseen plants are all plants less those in the market, owned (players and trust), removed
  and known to lie under the deck (``deck.under``). They are dealt at random between the box (its
  size follows from the setup table: ``removeSmall`` small and ``removeLarge`` large plants, or the
  classic ``removeByPlayers``) and the unknown part of the deck.
* The deck keeps its known structure: the plants put under it, bottom first in the order they went
  there; the Step 3 card above them until it is revealed; the unknown plants on top, shuffled, with
  the top card's back (``top_back``: plug = small, socket = large) respected.
* The seat's own money is known; others' money is drawn around an estimate (see
  :class:`MoneyTracker`, which follows public events only: plant prices seen in auctions, cities
  built, fuel bought and incomes paid), with a spread that grows when the estimate is rough.
* The generator state is drawn at random, so later shuffles differ from sample to sample.
"""

from __future__ import annotations

import math
import re

from ....core.rng import Rng
from ..data import CLASSIC, PLANT_NUMBERS, PLANTS, SETUP, STEP3, payment, zone
from ..game import PowerGridGame
from ..position import state_from_json
from ..state import Phase, State

_NUMBER = re.compile(r"(\d+)")
START_MONEY = SETUP["global"]["startingMoney"]


def _removed_cards(view: dict) -> list[int]:
    """The removed cards from their public labels ("plant 13", "the Step 3 card")."""
    out = []
    for text in view.get("removed", []):
        m = _NUMBER.search(str(text))
        out.append(int(m.group(1)) if m and "Step 3" not in str(text) else STEP3)
    return out


def _card(entry: dict) -> int:
    return STEP3 if entry.get("number") is None else int(entry["number"])


def _box_size(view: dict) -> tuple[int, tuple[int, int] | None]:
    """(plants in the box, (of which small, of which large)) by the setup table (None: any mix)."""
    o = view["options"]
    key = str(o["players"])
    if o.get("classic"):
        return CLASSIC["removeByPlayers"][key], None
    row = SETUP["byPlayers"][key]
    return row["removeSmall"] + row["removeLarge"], (row["removeSmall"], row["removeLarge"])


class Template:
    """The public part of a seat's view as a game state, and what is unknown about the rest.

    Build it once per decision; :meth:`sample` then deals a fresh determinisation in a few µs.
    """

    def __init__(self, view: dict, seat: int):
        self.seat = seat
        self.view = view
        state = state_from_json(_position(view, seat))
        _derive(state, view)
        self.state = state
        market = [_card(c) for c in view["plant_market"]["current"] + view["plant_market"]["future"]]
        owned = [p["number"] for pl in view["players"] for p in pl["plants"]]
        trust = [p["number"] for p in view.get("trust", {}).get("plants", [])]
        removed = _removed_cards(view)
        under = [int(c) for c in view["deck"]["under"]]
        known = set(market) | set(owned) | set(trust) | set(removed) | set(under)
        self.step3_in_deck = STEP3 not in known
        self.under = under
        self.unseen = [n for n in PLANT_NUMBERS if n not in known]
        count = int(view["deck"]["count"])
        self.deck_unknown = max(0, min(len(self.unseen), count - len(under) - (1 if self.step3_in_deck else 0)))
        self.top_back = view["deck"].get("top_back")
        self.box_mix = _box_size(view)[1]  # (small, large) plants in the box; None: any mix
        if view["options"].get("classic"):
            opening = set(CLASSIC["openingMarket"]) | {CLASSIC["topOfDeck"]}
            self.box_pool = [n for n in self.unseen if n not in opening]
        else:
            self.box_pool = self.unseen
        self.box_size = len(self.unseen) - self.deck_unknown

    def sample(self, rng: Rng, money: dict[int, int] | None = None) -> PowerGridGame:
        """A full game consistent with the view: hidden parts drawn with ``rng``.

        ``money`` gives the other seats' money (default: the public estimate of a fresh
        :class:`MoneyTracker`, with its spread).
        """
        s = self.state.copy()
        deck_part, box = self._deal(rng)
        s.box = sorted(box)
        s.deck = list(reversed(self.under)) + ([STEP3] if self.step3_in_deck else []) + deck_part
        if money is None:
            money = MoneyTracker(self.seat).sample(self.view, rng)
        for p, m in money.items():
            if p != self.seat and self.view["players"][p]["money"] is None:
                s.money[p] = max(0, int(m))
        s.rng = (rng.below(1 << 62) << 2) | rng.below(4)
        return _game(s)

    def _deal(self, rng: Rng) -> tuple[list[int], list[int]]:
        unseen = self.unseen[:]
        k = self.box_size
        box: list[int] = []
        if k > 0:
            small = [n for n in unseen if PLANTS[n].small]
            large = [n for n in unseen if not PLANTS[n].small]
            mix = self.box_mix
            if mix is not None and mix[0] + mix[1] == k and len(small) >= mix[0] and len(large) >= mix[1]:
                rng.shuffle(small)
                rng.shuffle(large)
                box = small[: mix[0]] + large[: mix[1]]
            else:
                pool = list(self.box_pool)
                rng.shuffle(pool)
                box = pool[:k]
                if len(box) < k:  # a hand-written position: fill from the rest
                    rest = [n for n in unseen if n not in box]
                    rng.shuffle(rest)
                    box += rest[: k - len(box)]
        in_box = set(box)
        deck = [n for n in unseen if n not in in_box]
        rng.shuffle(deck)
        if deck and self.top_back in ("plug", "socket"):
            want_small = self.top_back == "plug"
            if PLANTS[deck[-1]].small != want_small:
                fits = [i for i, n in enumerate(deck) if PLANTS[n].small == want_small]
                if fits:
                    i = fits[rng.below(len(fits))]
                    deck[i], deck[-1] = deck[-1], deck[i]
        return deck, box


def _game(s: State) -> PowerGridGame:
    g = PowerGridGame.__new__(PowerGridGame)
    g.state = s
    g.config = None
    g.seed = None
    g.start = None
    g.played = []
    g.setup_events = []
    return g


def determinize(view: dict, rng: Rng, money: dict[int, int] | None = None) -> PowerGridGame:
    """A full playable game consistent with ``view`` (the view of seat ``view["you"]``).

    The hidden parts — deck order, box, others' money, generator — are drawn with ``rng``; see the
    module text. ``money`` fixes the others' money (seat → Elektro) instead of sampling it.
    """
    seat = view["you"]
    if seat is None:
        raise ValueError("a spectator's view has no seat to determinise for")
    return Template(view, seat).sample(rng, money)


def _position(view: dict, seat: int) -> dict:
    """The view as a position (docs/positions.md); hidden fields get placeholders."""
    players = []
    for p in view["players"]:
        players.append(
            {
                "money": p["money"] if p["money"] is not None else 0,
                "plants": [x["number"] for x in p["plants"]],
                "resources": dict(p["resources"]),
                "cities": list(p["cities"]),
                "got_plant": p["got_plant"],
                "passed": p["passed"],
                "done": p["done"],
                "powered": p["powered"],
            }
        )
    res = view["resources"]
    pm = view["plant_market"]
    pos = {
        "options": dict(view["options"]),
        "rng": 0,
        "round": view["round"],
        "phase": view["phase"],
        "step": view["step"],
        "order": list(view["order"]),
        "players": players,
        "resource_market": {r: res[r]["on_market"] for r in res},
        "supply": {r: res[r]["supply"] for r in res},
        "coal_storage": view.get("coal_storage", {}).get("count", 0),
        "plant_market": {
            "current": ["step3" if c["number"] is None else c["number"] for c in pm["current"]],
            "future": ["step3" if c["number"] is None else c["number"] for c in pm["future"]],
            "discount": pm.get("discount"),
        },
        "deck": [],
        "box": [],
        "removed": ["step3" if c == STEP3 else c for c in _removed_cards(view)],
        "under_deck": list(view["deck"]["under"]),
        "auction": dict(view["auction"]) if view.get("auction") else None,
        "scrap": dict(view["scrap"]) if view.get("scrap") else None,
        "phase_out": view.get("phase_out", False),
        "cities": {c: list(owners) for c, owners in view["cities"].items()},
        "marks": list(view.get("marks", [])),
    }
    if "trust" in view:
        t = view["trust"]
        pos["trust"] = {
            "plants": [x["number"] for x in t["plants"]],
            "resources": dict(t["resources"]),
            "houses": t["houses"],
            "cities": list(t["cities"]),
        }
    return pos


def _derive(s: State, view: dict) -> None:
    """Fields the view does not list but the rules fix: Step 3 flags, trust turn, setup queue."""
    market = s.current + s.future
    s.step3_revealed = STEP3 in market
    s.step3_next_round = STEP3 in s.removed and s.step < 3
    s.step2_owed = s.step3_next_round and s.step == 1
    if s.options.trust and s.phase == Phase.AUCTION:
        bought = [p for p in range(s.players) if s.got_plant[p] and p != s.scrapper]
        s.trust_took = bool(bought) or s.passed[s.order[0]]
    if s.phase == Phase.TRUST_SETUP:
        seq = SETUP["trust"]["setupPlacementSequence"]
        first, other = s.order[0], s.order[1]
        full = [first if who == "first" else other for who in seq]
        s.setup_queue = full[len(s.trust_cities) :]
    elif s.phase == Phase.MARK_CITIES:
        s.setup_queue = s.order[len(s.marks) :]


# ---- others' money from public events ------------------------------------------------------------
UNIT_FUEL = 3.5  # rough price of a token when the market price is not followed
PREMIUM = {0: 4, 2: 0, 3: 5, 4: 10, 5: 12, 6: 14}
"""Average price paid above the last high bid seen, by the bidders still in then (0: no bid seen,
above the minimum), measured in games of heuristic bots."""


class MoneyTracker:
    """An estimate of every seat's money from the public events seen in successive views.

    Money is hidden (PG-15.1) but what is paid is public: plant prices (the last bid seen in an
    auction, at least the minimum bid), cities (connection and slot costs), fuel (tokens gained,
    at the market price) and income (the cities each player powered). The tracker compares each
    view with the previous one. A tracker that starts in the middle of a game (or misses events)
    assumes every player is as rich as the seat once their purchases are accounted for.
    """

    def __init__(self, seat: int):
        self.seat = seat
        self.prev: dict | None = None
        self.est: dict[int, float] = {}
        self.spread: dict[int, float] = {}
        self.seen_high: dict[int, tuple[int, int]] = {}  # plant → (last high bid seen, bidders in)

    # what a seat has sunk into the board, by public data
    @staticmethod
    def _assets(p: dict) -> float:
        plants = sum(x["number"] for x in p["plants"])
        cities = 18 * p["city_count"]
        fuel = UNIT_FUEL * sum(p["resources"].values())
        return plants + cities + fuel

    def _fresh(self, view: dict) -> None:
        me = view["players"][self.seat]
        mine = me["money"] + self._assets(me)
        for p in view["players"]:
            q = p["seat"]
            if q == self.seat:
                continue
            if p["money"] is not None:  # classic rules: money is public (C-15)
                self.est[q], self.spread[q] = float(p["money"]), 0.0
                continue
            self.est[q] = max(0.0, mine - self._assets(p))
            self.spread[q] = 4.0 + 4.0 * (view["round"] - 1)

    def update(self, view: dict) -> None:
        """Take in a new view of the same seat (call it on every decision)."""
        if view.get("auction"):
            a = view["auction"]
            self.seen_high[a["plant"]] = (a["high"], len(a["active"]))
        prev = self.prev
        if prev is None or view["round"] < prev["round"] or len(prev["players"]) != len(view["players"]):
            self._fresh(view)
            self.prev = view
            return
        zone_dist = None
        for p, old in zip(view["players"], prev["players"]):
            q = p["seat"]
            if q == self.seat:
                continue
            if p["money"] is not None:
                self.est[q], self.spread[q] = float(p["money"]), 0.0
                continue
            spent = 0.0
            # plants: the last bid seen, at least the minimum
            before = {x["number"] for x in old["plants"]}
            for x in p["plants"]:
                n = x["number"]
                if n not in before:
                    disc = prev["plant_market"].get("discount")
                    low = 1 if disc == n else n
                    if n in self.seen_high:  # bidding may have gone on after the seat last saw it
                        high, active = self.seen_high[n]
                        spent += max(low, high + PREMIUM.get(active, PREMIUM[6]))
                    else:
                        spent += low + PREMIUM[0]
            # cities: slot price plus the connection from the older network
            new = [c for c in p["cities"] if c not in set(old["cities"])]
            if new:
                if zone_dist is None:
                    zone_dist = _zone_of(view)
                z, index = zone_dist
                have = [index[c] for c in old["cities"]]
                for c in new:
                    i = index[c]
                    slot = view["cities"].get(c, [None])
                    pos = slot.index(q) if q in slot else 0
                    conn = min((z.dist[h][i] for h in have), default=0)
                    spent += conn + (10, 15, 20)[pos]
                    have.append(i)
            # income: a new round pays for the cities powered in the last one
            gained = 0.0
            if view["round"] > prev["round"]:
                rounds = view["round"] - prev["round"]
                gained += payment(p["powered"]) + (rounds - 1) * payment(p["powered"])
                if rounds > 1:
                    self.spread[q] = self.spread.get(q, 10.0) + 10.0 * (rounds - 1)
            # fuel: tokens gained since the last view were bought (burning only loses tokens), at
            # the prices of the market seen then
            bought = 0
            for r, k in p["resources"].items():
                extra = k - old["resources"][r]
                if extra > 0:
                    bought += extra
                    spent += _market_cost(prev, r, extra)
            self.est[q] = max(0.0, self.est.get(q, START_MONEY) - spent + gained)
            self.spread[q] = min(40.0, self.spread.get(q, 8.0) + (0.5 if bought or new else 0.1))
        self.prev = view

    def estimate(self, view: dict) -> dict[int, tuple[float, float]]:
        """seat → (estimated money, spread) for every other seat, after taking in ``view``."""
        if self.prev is not view:
            self.update(view)
        return {q: (self.est[q], self.spread[q]) for q in self.est}

    def sample(self, view: dict, rng: Rng) -> dict[int, int]:
        """Money for every other seat: the estimate plus a normal draw of its spread, at least 0."""
        out = {}
        for q, (m, sd) in self.estimate(view).items():
            out[q] = max(0, round(m + sd * _normal(rng)))
        return out


def _normal(rng: Rng) -> float:
    """A standard normal draw (Box–Muller) from the seeded generator."""
    u1 = (rng.below(1 << 30) + 1) / float((1 << 30) + 1)
    u2 = rng.below(1 << 30) / float(1 << 30)
    return math.sqrt(-2.0 * math.log(u1)) * math.cos(2.0 * math.pi * u2)


def _zone_of(view: dict):
    o = view["options"]
    z = zone(o["map"], tuple(o["regions"]), bool(o.get("classic")))
    return z, z.board.index


def _market_cost(view: dict, r: str, k: int) -> float:
    """What the ``k`` cheapest tokens of ``r`` cost in the market of ``view`` (beyond it: 8 each)."""
    total = 0.0
    for level in view["resources"][r]["levels"]:
        take = min(k, level["tokens"])
        total += take * level["price"]
        k -= take
        if k <= 0:
            return total
    return total + 8.0 * k
