"""The position format: a whole game state as JSON a person can read and write by hand.

Documented in docs/positions.md. ``state_to_json(state_from_json(x)) == x`` for every position this
module writes; hand-written positions may leave most fields out. Every position read is checked
against the rules (``invariants.check``): an impossible one raises :class:`IllegalAction`.
"""

from __future__ import annotations

from ...core.errors import BadInput, IllegalAction, Plural
from ...core.numbers import integer
from ...core.rng import Rng
from .building import extended
from .data import EMPTY, NO_HOUSES, PLANTS, RESOURCES, SETUP, STEP3, TOKENS, TRUST, zone
from .invariants import ALL_CARDS, PHASE_OUT_PLANT, check, queue_of
from .setup import options_from_config
from .state import Auction, Options, Phase, State

FORMAT = "powerplay/powergrid-position/1"


def _card(c: int) -> int | str:
    return "step3" if c == STEP3 else c


def _uncard(c: int | str) -> int:
    """A card of the deck, the market or the removed cards: a plant number or ``"step3"``."""
    return STEP3 if c == "step3" else _plant(c)


def _plant(c: object) -> int:
    if isinstance(c, int) and not isinstance(c, bool) and c in PLANTS:
        return c
    raise BadInput(
        "not a plant card: {value} (plants are 03–40, 42, 44, 46, 50; the Step 3 card is 'step3')", value=repr(c)
    )


def _seat(x: int) -> int | str:
    return "trust" if x == TRUST else x


def _unseat(x: object, where: str) -> int:
    """A seat, or ``"trust"``."""
    return TRUST if x == "trust" else integer(x, where)


def _res(r: list[int]) -> dict[str, int]:
    return {name: r[i] for i, name in enumerate(RESOURCES)}


def _unres(d: dict | None, where: str) -> list[int]:
    d = d or {}
    bad = set(d) - set(RESOURCES)
    if bad:
        raise BadInput("unknown resources: {names}", names=", ".join(sorted(bad)))
    return [integer(d.get(name, 0), f"{where}.{name}") for name in RESOURCES]


def state_to_json(s: State) -> dict:
    names = s.zone.board.cities
    players = []
    for p in range(s.players):
        players.append(
            {
                "money": s.money[p],
                "plants": s.plants[p][:],
                "resources": _res(s.res[p]),
                "cities": [names[c] for c in s.cities[p]],
                "got_plant": s.got_plant[p],
                "passed": s.passed[p],
                "done": s.done[p],
                "powered": s.powered[p],
            }
        )
    out = {
        "format": FORMAT,
        "options": s.options.to_json(),
        "rng": s.rng,
        "round": s.round,
        "phase": s.phase,
        "step": s.step,
        "order": s.order[:],
        "players": players,
        "resource_market": _res(s.market),
        "supply": _res(s.supply),
        "coal_storage": s.storage,
        "plant_market": {
            "current": [_card(c) for c in s.current],
            "future": [_card(c) for c in s.future],
            "discount": s.discount or None,
        },
        "deck": [_card(c) for c in reversed(s.deck)],
        "box": s.box[:],
        "removed": [_card(c) for c in s.removed],
        "under_deck": s.under[:],
        "auction": s.auction.to_json() if s.auction else None,
        "scrap": {"player": s.scrapper, "new_plant": s.scrap_new} if s.scrapper >= 0 else None,
        "step3": {
            "revealed_this_phase": s.step3_revealed,
            "next_round": s.step3_next_round,
            "step2_owed": s.step2_owed,
        },
        "phase_out": s.phase_out,
        "cities": {
            names[c]: [None if x == EMPTY else _seat(x) for x in slots]
            for c, slots in enumerate(s.slots)
            if slots != NO_HOUSES
        },
        "marks": [names[c] for c in s.marks],
        "queue": [_seat(x) for x in s.queue],
        "setup_queue": s.setup_queue[:],
        "winners": s.winners[:],
    }
    if s.options.trust:
        out["trust"] = {
            "plants": s.trust_plants[:],
            "resources": _res(s.trust_res),
            "houses": s.trust_houses,
            "cities": [names[c] for c in s.trust_cities],
            "took_plant": s.trust_took,
        }
    return out


def state_from_json(d: dict) -> State:
    """Read a position and check it (docs/positions.md). Missing fields take their start-of-game or
    derived values. Malformed input raises :class:`BadInput`; a position the rules cannot reach
    raises :class:`IllegalAction` naming the rule it breaks."""
    if not isinstance(d, dict):
        raise BadInput("a position is a JSON object")
    try:
        s = _read(d)
    except (KeyError, TypeError, ValueError, IndexError, AttributeError) as e:
        if isinstance(e, (BadInput, IllegalAction)):
            raise
        raise BadInput("bad position: {value}", value=repr(e)) from e
    check(s)
    return s


def _read(d: dict) -> State:
    raw_opts = dict(d.get("options") or {})
    if "regions" not in raw_opts:
        raise BadInput("a position names its regions (options.regions)")
    opts: Options = options_from_config(raw_opts, Rng(0))
    n = opts.players
    z = zone(opts.map, opts.regions, opts.classic)
    index = z.board.index
    names = z.board.cities

    def city(name: str) -> int:
        if name not in index:
            raise BadInput("unknown city {value}", value=repr(name))
        return index[name]

    s = State(options=opts, zone=z, rng=integer(d.get("rng", 0), "rng"))
    s.round = integer(d.get("round", 1), "round")
    s.phase = d.get("phase", Phase.AUCTION)
    if s.phase not in (
        Phase.TRUST_SETUP,
        Phase.MARK_CITIES,
        Phase.AUCTION,
        Phase.RESOURCES,
        Phase.BUILDING,
        Phase.BUREAUCRACY,
        Phase.OVER,
    ):
        raise BadInput("unknown phase {value}", value=repr(s.phase))
    s.step = integer(d.get("step", 1), "step")
    s.order = [integer(x, f"order[{k}]") for k, x in enumerate(d.get("order", list(range(n))))]
    if sorted(s.order) != list(range(n)):
        raise IllegalAction(
            "PG-3.4", "the turn order {value} must list every seat 0–{last} once", value=list(s.order), last=n - 1
        )
    players = d.get("players") or [{} for _ in range(n)]
    if len(players) != n:
        raise BadInput(
            Plural("players lists {count} seats, options say {n}", "players lists {count} seats, options say {n}", "n"),
            count=len(players),
            n=n,
        )
    s.money = [integer(p.get("money", 50), f"players[{k}].money") for k, p in enumerate(players)]
    s.plants = [sorted(_plant(x) for x in p.get("plants", [])) for p in players]
    s.res = [_unres(p.get("resources"), f"players[{k}].resources") for k, p in enumerate(players)]
    s.cities = [[city(c) for c in p.get("cities", [])] for p in players]
    s.got_plant = [bool(p.get("got_plant", False)) for p in players]
    s.passed = [bool(p.get("passed", False)) for p in players]
    s.done = [bool(p.get("done", False)) for p in players]
    s.powered = [integer(p.get("powered", 0), f"players[{k}].powered") for k, p in enumerate(players)]
    s.conn = []
    for cs in s.cities:
        conn: tuple[int, ...] | None = None
        for c in cs:
            conn = extended(conn, z.dist[c])
        s.conn.append(conn)
    s.market = _unres(d.get("resource_market"), "resource_market")
    pm = d.get("plant_market") or {}
    s.current = [_uncard(c) for c in pm.get("current", [])]
    s.future = [_uncard(c) for c in pm.get("future", [])]
    s.discount = _plant(pm["discount"]) if pm.get("discount") else 0
    s.deck = [_uncard(c) for c in reversed(d.get("deck", []))]
    s.box = [_plant(c) for c in d.get("box", [])]
    s.removed = [_uncard(c) for c in d.get("removed", [])]
    s.under = [_plant(c) for c in d.get("under_deck", [])]
    a = d.get("auction")
    if a:
        s.auction = Auction(
            _plant(a["plant"]),
            integer(a["high"], "auction.high"),
            _seat_of(a["leader"], n),
            [_seat_of(x, n) for x in a["active"]],
            _seat_of(a["to_act"], n),
            _seat_of(a.get("starter", a["leader"]), n),
        )
    sc = d.get("scrap")
    if sc:
        s.scrapper, s.scrap_new = _seat_of(sc["player"], n), _plant(sc["new_plant"])
    slots = [[EMPTY, EMPTY, EMPTY] for _ in z.board.cities]
    for name, owners in (d.get("cities") or {}).items():
        owned = (list(owners) + [None] * 3)[:3]
        slots[city(name)] = [EMPTY if x is None else _unseat(x, f"cities.{name}[{k}]") for k, x in enumerate(owned)]
    s.marks = [city(c) for c in d.get("marks", [])]
    t = d.get("trust")
    if opts.trust:
        t = t or {}
        s.trust_plants = sorted(_plant(x) for x in t.get("plants", []))
        s.trust_res = _unres(t.get("resources"), "trust.resources")
        s.trust_cities = [city(c) for c in t.get("cities", [])]
        houses = t.get("houses", SETUP["trust"]["housesForCities"] - len(s.trust_cities))
        s.trust_houses = integer(houses, "trust.houses")
        s.trust_took = bool(t.get("took_plant", False))
    elif t:
        raise IllegalAction("PG-14.1", "only the 2-player game has a trust")
    # houses named only in players[].cities (or trust.cities) go on the cheapest empty slot
    for p, cs in [*enumerate(s.cities), (TRUST, s.trust_cities)]:
        for c in cs:
            if p not in slots[c]:
                if EMPTY not in slots[c]:
                    raise IllegalAction("PG-8.6 a", "{city} has three houses: no slot for another", city=names[c])
                slots[c][slots[c].index(EMPTY)] = p
    s.slots = [(a, b, c) for a, b, c in slots]
    _place_the_rest(s, d)
    _derive_flags(s, d)
    s.queue = [_unseat(x, f"queue[{k}]") for k, x in enumerate(d["queue"])] if "queue" in d else queue_of(s)
    s.setup_queue = [integer(x, f"setup_queue[{k}]") for k, x in enumerate(d.get("setup_queue", []))]
    s.winners = [integer(x, f"winners[{k}]") for k, x in enumerate(d.get("winners", []))]
    return s


def _seat_of(x: object, n: int) -> int:
    """A player's seat, 0 … n-1."""
    if isinstance(x, int) and not isinstance(x, bool) and 0 <= x < n:
        return x
    raise BadInput("not a seat: {value} (seats are 0–{last})", value=repr(x), last=n - 1)


def _place_the_rest(s: State, d: dict) -> None:
    """What a hand-written position does not place (PG-1.3, PG-1.4): the Step 3 card lies at the
    bottom of the deck (out of the game from Step 3 on, PG-10.3 d, PG-10.4 a), and under it the plants
    named in ``under_deck`` (PG-9.4 a); other plants nowhere else are in the box; tokens nowhere else
    are in the supply (USA: coal in the storage, PG-12.2 a)."""
    placed = {*s.deck, *s.current, *s.future, *s.removed, *s.box, *s.trust_plants}
    for x in s.plants:
        placed |= set(x)
    if STEP3 not in placed:
        if s.step == 3 or (d.get("step3") or {}).get("next_round"):
            s.removed.append(STEP3)
        else:
            s.deck.insert(0, STEP3)
    under = [c for c in reversed(s.under) if c not in placed]  # the last one put under is the bottom card
    s.deck[:0] = under
    placed |= {STEP3, *under}
    s.box += [c for c in ALL_CARDS if c not in placed]
    usa = s.options.map == "usa" and not s.options.classic
    on_board = [s.market[r] + sum(x[r] for x in s.res) + s.trust_res[r] for r in range(4)]
    on_board[3] += len(s.marks)
    if "coal_storage" in d:
        s.storage = integer(d["coal_storage"], "coal_storage")
    if "supply" in d:
        s.supply = _unres(d["supply"], "supply")
    else:
        s.supply = [max(0, TOKENS[r] - on_board[r]) for r in range(4)]
        s.supply[0] = 0 if usa else max(0, s.supply[0] - s.storage)
    if usa and "coal_storage" not in d:
        s.storage = max(0, TOKENS[0] - on_board[0] - s.supply[0])


def _derive_flags(s: State, d: dict) -> None:
    """Flags a hand-written position may leave out: the Step 3 card's (PG-10.3, PG-10.4, PG-10.6) and
    the nuclear phase-out (PG-12.1: plant 39 owned)."""
    if "step3" in d:
        st3 = d["step3"] or {}
        s.step3_revealed = bool(st3.get("revealed_this_phase", False))
        s.step3_next_round = bool(st3.get("next_round", False))
        s.step2_owed = bool(st3.get("step2_owed", False))
    else:
        s.step3_revealed = STEP3 in s.future
        s.step3_next_round = STEP3 in s.removed and s.step < 3
        s.step2_owed = s.step3_next_round and s.step == 1
    if "phase_out" in d:
        s.phase_out = bool(d["phase_out"])
    else:
        owned = {x for p in s.plants for x in p} | set(s.trust_plants)
        s.phase_out = s.options.map == "germany" and not s.options.classic and PHASE_OUT_PLANT in owned
