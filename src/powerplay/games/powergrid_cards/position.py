"""The position format: a whole game state as JSON a person can read and write by hand.

Documented in docs/games/powergrid-cards-positions.md. ``state_to_json(state_from_json(x)) == x``
for every position this module writes; hand-written positions may leave most fields out (plants
and cards they do not place are out of the game: in the box). Every position read is checked
against the rules (``invariants.check``): an impossible one raises :class:`IllegalAction`.
"""

from __future__ import annotations

from ...core.errors import BadInput, IllegalAction, Plural
from ...core.numbers import integer, number
from . import datasets
from .data import ORM, ORM_LABEL, PLANT_CARDS, RESOURCES, TRUST, Components
from .invariants import check
from .market import insert
from .setup import demolition_deck, empty_state, options_from_config
from .state import Auction, Phase, State

FORMAT = "powerplay/powergrid-cards-position/1"


def unplant(data: Components, x: object) -> int:
    """A plant card of ``data`` by its label (``"07"``, ``7``, ``"ORM"``)."""
    if x == ORM_LABEL:
        return ORM
    if isinstance(x, int) and not isinstance(x, bool):
        x = f"{x:02d}"
    if not isinstance(x, str) or x not in data.plant_by_label:
        raise BadInput("not a plant card: {value} (plants are named by label, e.g. '07', '05a'; 'ORM')", value=repr(x))
    return data.plant_by_label[x]


def _card(s: State, c: int) -> str:
    return f"{s.data.cards[c].id}:{s.value[c]}"


def uncard(data: Components, text: object, value: list[int]) -> int:
    """``"R-coal-01:2"`` (current value 2) or ``"R-coal-01"`` (its printed amount)."""
    if not isinstance(text, str):
        raise BadInput("not a resource card: {value}", value=repr(text))
    cid, _, v = text.partition(":")
    if cid not in data.card_by_id:
        raise BadInput("unknown resource card {value}", value=repr(cid))
    c = data.card_by_id[cid]
    value[c] = number(v, "powergrid-cards") if v else data.card_amount[c]
    return c


def _units(d: dict | None, where: str) -> list[int]:
    d = d or {}
    bad = set(d) - set(RESOURCES)
    if bad:
        raise BadInput("unknown resources: {names}", names=", ".join(sorted(bad)))
    return [integer(d.get(name, 0), f"{where}.{name}") for name in RESOURCES]


def _res(units: list[int]) -> dict[str, int]:
    return {name: units[r] for r, name in enumerate(RESOURCES)}


def _seat(x: object, where: str) -> int:
    """A seat, or ``"trust"`` (or -1, the Trust's seat number)."""
    if x == "trust":
        return TRUST
    return integer(x, where)


def state_to_json(s: State) -> dict:
    """The position of a state; it names the data set the game is played with (``data``: its digest)."""
    label = s.data.label
    seats = []
    for p in range(s.players):
        seats.append(
            {
                "money": s.money[p],
                "plants": [label[x] for x in s.plants[p]],
                "cards": [_card(s, c) for c in s.cards[p]],
                "singles": _res(s.singles[p]),
                "bought": s.bought[p],
                "passed": s.passed[p],
                "bought_plant": label[s.bought_plant[p]] if s.bought_plant[p] >= 0 else None,
                "income": s.income[p],
            }
        )
    a = s.auction
    out: dict = {
        "format": FORMAT,
        "data": s.data.digest,
        "options": s.options.to_json(),
        "rng": s.rng,
        "round": s.round,
        "phase": s.phase,
        "final_round": s.final,
        "order": s.order[:],
        "seats": seats,
        "plant_market": {
            "lots": [label[x] for x in s.market],
            "discount": label[s.discount] if s.discount >= 0 else None,
        },
        "plant_deck": [label[x] for x in reversed(s.deck)],
        "box": [label[x] for x in s.box],
        "removed": [label[x] for x in s.removed],
        "orm_resolved": s.orm_resolved,
        "reduced_this_round": s.reduced,
        "auction": None
        if a is None
        else {
            "plant": label[a.plant],
            "high": a.high,
            "leader": a.leader,
            "auctioneer": a.auctioneer,
            "in": a.still_in[:],
            "to_act": a.to_act,
        },
        "pending": {"kind": s.pending, "seat": s.pending_seat} if s.pending else None,
        "resource_market": {
            "column1": _res(s.col1),
            **{f"column{k + 2}": [_card(s, c) for c in col] for k, col in enumerate(s.columns)},
        },
        "resource_deck": [_card(s, c) for c in reversed(s.res_deck)],
        "discard": [_card(s, c) for c in s.discard],
        "plusplus": [_card(s, c) for c in s.plusplus],
        "unused": [_card(s, c) for c in s.unused],
        "single_supply": _res(s.supply),
        "singles_created": _res(s.created),
        "reshuffles": s.reshuffles,
        "queue": s.queue[:],
        "winners": s.winners[:],
    }
    if s.options.trust:
        out["trust"] = {
            "plants": [label[x] for x in s.trust_plants],
            "cards": [_card(s, c) for c in s.trust_cards],
            "singles": _res(s.trust_singles),
            "took_plant": s.trust_took,
        }
    if s.options.demolition:
        out["demolition"] = {"deck": [s.data.demolition[k].position for k in s.demolition], "demolished": s.demolished}
    return out


def state_from_json(d: dict) -> State:
    """Read a position and check it (docs/games/powergrid-cards-positions.md). Missing fields take
    their start-of-game or derived values. Malformed input raises :class:`BadInput`; a position the
    rules cannot reach raises :class:`IllegalAction` naming the rule it breaks."""
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
    data = datasets.find(d.get("data"))
    raw = dict(d.get("options") or {})
    if "players" not in raw and d.get("seats"):
        raw["players"] = len(d["seats"])
    opts = options_from_config(raw)
    n = opts.players
    s = empty_state(opts, data, integer(d.get("rng", 0), "rng"))

    s.round = integer(d.get("round", 1), "round")
    s.phase = d.get("phase", Phase.AUCTION)
    if s.phase not in Phase.ALL:
        raise BadInput("unknown phase {value}; phases: {names}", value=repr(s.phase), names=", ".join(Phase.ALL))
    default_order = list(range(n))
    if opts.trust:
        default_order.insert(1, TRUST)
    s.order = [_seat(x, f"order[{k}]") for k, x in enumerate(d.get("order", default_order))]
    seats = d.get("seats") or [{} for _ in range(n)]
    if len(seats) != n:
        raise BadInput(
            Plural("seats lists {count} seats, options say {n}", "seats lists {count} seats, options say {n}", "n"),
            count=len(seats),
            n=n,
        )
    value = s.value
    start_money = data.by_players(n)["startMoney"]
    s.money = [integer(p.get("money", start_money), f"seats[{k}].money") for k, p in enumerate(seats)]
    s.plants = [[unplant(data, x) for x in p.get("plants", [])] for p in seats]
    s.cards = [[uncard(data, c, value) for c in p.get("cards", [])] for p in seats]
    s.singles = [_units(p.get("singles"), f"seats[{k}].singles") for k, p in enumerate(seats)]
    s.bought = [bool(p.get("bought", False)) for p in seats]
    s.passed = [bool(p.get("passed", False)) for p in seats]
    s.bought_plant = [unplant(data, p["bought_plant"]) if p.get("bought_plant") is not None else -1 for p in seats]
    s.income = [
        None if p.get("income") is None else integer(p["income"], f"seats[{k}].income") for k, p in enumerate(seats)
    ]
    pm = d.get("plant_market") or {}
    for x in pm.get("lots", []):
        insert(s, unplant(data, x))
    s.discount = unplant(data, pm["discount"]) if pm.get("discount") is not None else -1
    s.deck = [unplant(data, x) for x in reversed(d.get("plant_deck", []))]
    s.box = [unplant(data, x) for x in d.get("box", [])]
    s.removed = [unplant(data, x) for x in d.get("removed", [])]
    s.orm_resolved = bool(d.get("orm_resolved", False))
    s.reduced = bool(d.get("reduced_this_round", False))
    s.final = bool(d.get("final_round", False))
    a = d.get("auction")
    if a:
        s.auction = Auction(
            unplant(data, a["plant"]),
            integer(a["high"], "auction.high"),
            integer(a["leader"], "auction.leader"),
            integer(a.get("auctioneer", a["leader"]), "auction.auctioneer"),
            [integer(x, f"auction.in[{k}]") for k, x in enumerate(a["in"])],
            integer(a["to_act"], "auction.to_act"),
        )
    pending = d.get("pending")
    if pending:
        if pending["kind"] not in ("demolish", "discard"):
            raise BadInput("pending.kind is 'demolish' or 'discard'")
        s.pending, s.pending_seat = pending["kind"], integer(pending["seat"], "pending.seat")
    t = d.get("trust") or {}
    if opts.trust:
        s.trust_plants = [unplant(data, x) for x in t.get("plants", [])]
        s.trust_cards = [uncard(data, c, value) for c in t.get("cards", [])]
        s.trust_singles = _units(t.get("singles"), "trust.singles")
        s.trust_took = bool(t.get("took_plant", False))
    rm = d.get("resource_market") or {}
    s.col1 = _units(rm.get("column1"), "resource_market.column1")
    s.columns = [[uncard(data, c, value) for c in rm.get(f"column{k}", [])] for k in (2, 3, 4)]
    s.res_deck = [uncard(data, c, value) for c in reversed(d.get("resource_deck", []))]
    s.discard = [uncard(data, c, value) for c in d.get("discard", [])]
    s.plusplus = [uncard(data, c, value) for c in d.get("plusplus", [])]
    s.unused = [uncard(data, c, value) for c in d.get("unused", [])]
    s.reshuffles = integer(d.get("reshuffles", 0), "reshuffles")
    # cards and plants the position does not place are out of the game (a card or plant placed twice
    # is refused by the check, CG-12.4)
    placed = set(s.unused + s.res_deck + s.discard + s.plusplus + s.trust_cards)
    for x in s.columns + s.cards:
        placed |= set(x)
    s.unused += [c for c in range(len(data.cards)) if c not in placed]
    plants = set(s.market + s.deck + s.box + s.removed + s.trust_plants)
    for x in s.plants:
        plants |= set(x)
    if ORM not in plants:
        if s.orm_resolved:
            s.removed.append(ORM)
        else:
            s.deck.insert(0, ORM)
    s.box += [x for x in range(PLANT_CARDS) if x not in plants]
    used = [sum(x[r] for x in s.singles) + s.col1[r] + s.trust_singles[r] for r in range(4)]
    if "single_supply" in d:
        s.supply = _units(d["single_supply"], "single_supply")
    else:
        s.supply = [max(0, data.singles[r] - used[r]) for r in range(4)]
    if "singles_created" in d:
        s.created = _units(d["singles_created"], "singles_created")
    else:
        s.created = [max(0, used[r] + s.supply[r] - data.singles[r]) for r in range(4)]
    dm = d.get("demolition")
    if opts.demolition:
        if dm and "deck" in dm:
            by_pos = {c.position: k for k, c in enumerate(data.demolition)}
            s.demolition = [by_pos[integer(x, f"demolition.deck[{k}]")] for k, x in enumerate(dm["deck"])]
        else:
            s.demolition = demolition_deck(opts, data)
        s.demolished = integer((dm or {}).get("demolished", 0), "demolition.demolished")
    if "queue" in d:
        s.queue = [_seat(x, f"queue[{k}]") for k, x in enumerate(d["queue"])]
    elif s.phase == Phase.RESOURCES:
        s.queue = s.order[::-1]
    elif s.phase == Phase.BUREAUCRACY:
        s.queue = s.order[:]
    s.winners = [integer(x, f"winners[{k}]") for k, x in enumerate(d.get("winners", []))]
    return s
