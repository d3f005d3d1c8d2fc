"""The position format: a whole game state as JSON a person can read and write by hand.

Documented in docs/games/powergrid-positions.md. ``state_to_json(state_from_json(x)) == x`` for
every position this module writes; hand-written positions may leave most fields out.
"""

from __future__ import annotations

from ...core.errors import BadInput
from ...core.rng import Rng
from .data import EMPTY, NO_HOUSES, RESOURCES, STEP3, TRUST, zone
from .setup import options_from_config
from .state import Auction, Options, Phase, State

FORMAT = "powerplay/powergrid-position/1"


def _card(c: int) -> int | str:
    return "step3" if c == STEP3 else c


def _uncard(c: int | str) -> int:
    if c == "step3":
        return STEP3
    if isinstance(c, int) and not isinstance(c, bool):
        return c
    raise BadInput(f"not a plant card: {c!r}")


def _seat(x: int) -> int | str:
    return "trust" if x == TRUST else x


def _unseat(x: int | str) -> int:
    return TRUST if x == "trust" else int(x)


def _res(r: list[int]) -> dict[str, int]:
    return {name: r[i] for i, name in enumerate(RESOURCES)}


def _unres(d: dict | None) -> list[int]:
    d = d or {}
    bad = set(d) - set(RESOURCES)
    if bad:
        raise BadInput(f"unknown resources: {', '.join(sorted(bad))}")
    return [int(d.get(name, 0)) for name in RESOURCES]


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
    """Read a position. Missing fields take their start-of-game or derived values."""
    if not isinstance(d, dict):
        raise BadInput("a position is a JSON object")
    try:
        return _read(d)
    except (KeyError, TypeError, ValueError, IndexError) as e:
        if isinstance(e, BadInput):
            raise
        raise BadInput(f"bad position: {e!r}") from e


def _read(d: dict) -> State:
    raw_opts = dict(d.get("options") or {})
    if "regions" not in raw_opts:
        raise BadInput("a position names its regions (options.regions)")
    opts: Options = options_from_config(raw_opts, Rng(0))
    n = opts.players
    z = zone(opts.map, opts.regions, opts.classic)
    index = z.board.index

    def city(name: str) -> int:
        if name not in index:
            raise BadInput(f"unknown city {name!r}")
        return index[name]

    s = State(options=opts, zone=z, rng=int(d.get("rng", 0)))
    s.round = int(d.get("round", 1))
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
        raise BadInput(f"unknown phase {s.phase!r}")
    s.step = int(d.get("step", 1))
    s.order = [int(x) for x in d.get("order", list(range(n)))]
    if sorted(s.order) != list(range(n)):
        raise BadInput("order must list every seat once")
    players = d.get("players") or [{} for _ in range(n)]
    if len(players) != n:
        raise BadInput(f"players lists {len(players)} seats, options say {n}")
    s.money = [int(p.get("money", 50)) for p in players]
    s.plants = [sorted(int(x) for x in p.get("plants", [])) for p in players]
    s.res = [_unres(p.get("resources")) for p in players]
    s.cities = [[city(c) for c in p.get("cities", [])] for p in players]
    s.got_plant = [bool(p.get("got_plant", False)) for p in players]
    s.passed = [bool(p.get("passed", False)) for p in players]
    s.done = [bool(p.get("done", False)) for p in players]
    s.powered = [int(p.get("powered", 0)) for p in players]
    s.conn = []
    for cs in s.cities:
        if not cs:
            s.conn.append(None)
            continue
        conn = list(z.dist[cs[0]])
        for c in cs[1:]:
            conn = [a if a < b else b for a, b in zip(conn, z.dist[c])]
        s.conn.append(conn)
    s.market = _unres(d.get("resource_market"))
    s.supply = _unres(d.get("supply"))
    s.storage = int(d.get("coal_storage", 0))
    pm = d.get("plant_market") or {}
    s.current = [_uncard(c) for c in pm.get("current", [])]
    s.future = [_uncard(c) for c in pm.get("future", [])]
    s.discount = int(pm.get("discount") or 0)
    s.deck = [_uncard(c) for c in reversed(d.get("deck", []))]
    s.box = [int(c) for c in d.get("box", [])]
    s.removed = [_uncard(c) for c in d.get("removed", [])]
    s.under = [int(c) for c in d.get("under_deck", [])]
    a = d.get("auction")
    if a:
        s.auction = Auction(
            int(a["plant"]),
            int(a["high"]),
            int(a["leader"]),
            [int(x) for x in a["active"]],
            int(a["to_act"]),
            int(a.get("starter", a["leader"])),
        )
    sc = d.get("scrap")
    if sc:
        s.scrapper, s.scrap_new = int(sc["player"]), int(sc["new_plant"])
    st3 = d.get("step3") or {}
    s.step3_revealed = bool(st3.get("revealed_this_phase", False))
    s.step3_next_round = bool(st3.get("next_round", False))
    s.step2_owed = bool(st3.get("step2_owed", False))
    s.phase_out = bool(d.get("phase_out", False))
    slots = [[EMPTY, EMPTY, EMPTY] for _ in z.board.cities]
    for name, owners in (d.get("cities") or {}).items():
        slots[city(name)] = [EMPTY if x is None else _unseat(x) for x in (list(owners) + [None] * 3)[:3]]
    for p, cs in enumerate(s.cities):  # houses named only in players[].cities go on the cheapest slot
        for c in cs:
            if p not in slots[c]:
                slots[c][slots[c].index(EMPTY)] = p
    s.marks = [city(c) for c in d.get("marks", [])]
    t = d.get("trust")
    if opts.trust:
        t = t or {}
        s.trust_plants = sorted(int(x) for x in t.get("plants", []))
        s.trust_res = _unres(t.get("resources"))
        s.trust_cities = [city(c) for c in t.get("cities", [])]
        for c in s.trust_cities:
            if TRUST not in slots[c]:
                slots[c][slots[c].index(EMPTY)] = TRUST
        s.trust_houses = int(t.get("houses", 16 - len(s.trust_cities)))
        s.trust_took = bool(t.get("took_plant", False))
    s.slots = [(a, b, c) for a, b, c in slots]
    if "queue" in d:
        s.queue = [_unseat(x) for x in d["queue"]]
    elif s.phase in (Phase.RESOURCES, Phase.BUILDING):
        s.queue = [p for p in s.order[::-1] if not s.done[p]]
        if s.phase == Phase.RESOURCES and opts.trust and not s.done[s.order[0]] and not s.done[s.order[1]]:
            s.queue.insert(len(s.queue) - 1, TRUST)
    elif s.phase == Phase.BUREAUCRACY:
        s.queue = [p for p in s.order if not s.done[p]]
    s.setup_queue = [int(x) for x in d.get("setup_queue", [])]
    s.winners = [int(x) for x in d.get("winners", [])]
    return s
