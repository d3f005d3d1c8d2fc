"""The position format (BA-90.1): a whole game of Barrage as JSON a person can read and write.

Documented in docs/games/barrage-positions.md. ``write(read(x)) == x`` for every position ``write``
gives, and a state read plays on exactly as the one written. A position holds hidden parts too (the
stacks' order, the Automa deck, the generator's state): it is for saving, testing and research; what a
seat sees is ``view.view``. Every key is required but two a position of an earlier version lacks
(``patent.removed``, ``seats[i].bank``); ``read`` refuses a malformed position with :class:`BadInput`
naming where it is wrong, then checks the state against the rules (``invariants.check``): an
impossible one raises :class:`IllegalAction` naming the rule it breaks.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

from ...core.errors import BadInput
from ...core.numbers import integer
from . import rewards, tiles, turbine, turns
from .construction import MAX_DAM_HEIGHT
from .contracts import COLOURS, CONTRACT
from .costs import CONSTRUCTION_SPACES, construction_space
from .data import (
    CONDUIT_INDEX,
    CONDUITS,
    DAM_INDEX,
    DAMS,
    HEADSTREAMS,
    HEADSTREAMS_JSON,
    POWERHOUSE_INDEX,
    POWERHOUSES,
    SCORING_JSON,
    TECHNOLOGY_JSON,
    WATER_DROPS,
)
from .invariants import ENGINEERS, check
from .officers import MAHIRI, sync_water
from .scoring import SOURCES, Source
from .setup import (
    ACTION_SPACES,
    AUTOMA_JSON,
    COMPANIES,
    OFFICERS,
    PIECES,
    START,
    UNLIMITED_DROPS,
    USA,
    options_from_config,
    plays_abilities,
)
from .state import BLOCKED, DISCARD, DROPS, MACHINERY, STRUCTURES, TAKE, Phase, State, Step
from .water import EMPTY, GRAZIANO_CAPACITY, NEUTRAL, Waters, capacity
from .wheel import SECTORS, Load, Wheel

FORMAT: Final = "powerplay/barrage-position/1"

PHASES: Final = (Phase.CHOOSE, Phase.ACTIONS, Phase.OVER)
STEP_KINDS: Final = (
    DROPS,
    MACHINERY,
    TAKE,
    DISCARD,
    turns.PAY,
    rewards.BUILD,
    turbine.PRODUCE,
    turbine.FULFIL,
    tiles.FULFIL,
    turns.COPY,
    turns.EXTRA,
    turns.GUIDED,
)
"""The kinds of decisions a seat may owe (``State.pending``)."""
NEUTRAL_OWNER: Final = "neutral"
"""The owner of a neutral dam (BA-4.4), as a position writes it."""
BLOCKED_SPACE: Final = "blocked"
"""An action space blocked for the player count (BA-10.13), as a position writes it."""

TILE_IDS: Final = frozenset(
    t["id"] for group in ("basic_tiles_per_company", "advanced_tiles", "special_tiles") for t in TECHNOLOGY_JSON[group]
)
HEADSTREAM_TILE_IDS: Final[tuple[str, ...]] = tuple(t["id"] for t in HEADSTREAMS_JSON["tiles"])
BONUS_IDS: Final = frozenset(t["id"] for t in SCORING_JSON["bonus_tiles"])
OBJECTIVE_IDS: Final = frozenset(t["id"] for t in SCORING_JSON["objective_tiles"])
AUTOMA_TILE_IDS: Final = frozenset(t["id"] for t in AUTOMA_JSON["tiles"])
SPACE_IDS: Final = frozenset(
    [
        row[side]["id"]
        for section in ACTION_SPACES["sections"]
        for row in section["rows"]
        for side in ("left", "right", "single_space")
        if side in row
    ]
    + [space["id"] for space in ACTION_SPACES["private_spaces"]["mahiri_sekibo"]]
)

KEYS: Final = (
    "format",
    "options",
    "rng",
    "round",
    "phase",
    "order",
    "chooser",
    "chosen",
    "current",
    "acted",
    "pending",
    "seats",
    "map",
    "occupied",
    "contracts",
    "patent",
    "bonus",
    "objective",
    "offers",
    "starting",
    "automa",
)
SEAT_KEYS: Final = (
    "company",
    "officer",
    "copied",
    "vp",
    "vp_sources",
    "credits",
    "excavators",
    "mixers",
    "engineers",
    "bank",
    "energy",
    "passed",
    "constructions",
    "pieces",
    "tiles",
    "wheel",
    "contracts",
    "fulfilled",
)
STEP_KEYS: Final = ("kind", "seat", "count", "flows", "args")
LOAD_KEYS: Final = ("back_in", "tile", "excavators", "mixers")
DAM_KEYS: Final = ("owner", "height", "drops")
HEADSTREAM_KEYS: Final = ("tile", "drops")
MAP_KEYS: Final = ("dams", "conduits", "powerhouses", "headstreams", "supply")
CONTRACTS_KEYS: Final = ("private", "stacks", "discards", "removed", "national")
PATENT_KEYS: Final = ("display", "stacks", "removed")
AUTOMA_KEYS: Final = ("deck", "discard")


def _seat_or_none(seat: int) -> int | None:
    return None if seat < 0 else seat


def _top_first(pile: list[str]) -> list[str]:
    """A pile whose top is its last item, written top first."""
    return pile[::-1]


def write(s: State) -> dict:
    """The whole state, hidden parts included (BA-90.1), as a JSON-ready position
    (docs/games/barrage-positions.md)."""
    w = s.waters
    return {
        "format": FORMAT,
        "options": s.options.to_json(),
        "rng": s.rng,
        "round": s.round,
        "phase": s.phase,
        "order": s.order[:],
        "chooser": _seat_or_none(s.chooser),
        "chosen": s.chosen[:],
        "current": _seat_or_none(s.current),
        "acted": s.acted,
        "pending": [
            {"kind": p.kind, "seat": p.seat, "count": p.count, "flows": p.flows, "args": list(p.args)}
            for p in reversed(s.pending)
        ],
        "seats": [_write_seat(s, seat) for seat in range(s.players)],
        "map": {
            "dams": {
                d.id: {
                    "owner": NEUTRAL_OWNER if w.dam_owner[d.index] == NEUTRAL else w.dam_owner[d.index],
                    "height": w.dam_height[d.index],
                    "drops": w.dam_drops[d.index],
                }
                for d in DAMS
                if w.dam_owner[d.index] != EMPTY
            },
            "conduits": {c.id: s.conduit_owner[c.index] for c in CONDUITS if s.conduit_owner[c.index] != EMPTY},
            "powerhouses": {
                p.id: w.powerhouse_owner[p.index] for p in POWERHOUSES if w.powerhouse_owner[p.index] != EMPTY
            },
            "headstreams": {
                h: {"tile": HEADSTREAM_TILE_IDS[s.headstream_tiles[k]], "drops": w.headstream_drops[k]}
                for k, h in enumerate(HEADSTREAMS)
            },
            "supply": w.supply,
        },
        "occupied": {space: BLOCKED_SPACE if seat == BLOCKED else seat for space, seat in sorted(s.occupied.items())},
        "contracts": {
            "private": {colour: s.private[colour][:] for colour in COLOURS},
            "stacks": {colour: _top_first(s.stacks[colour]) for colour in COLOURS},
            "discards": {colour: _top_first(s.discards[colour]) for colour in COLOURS},
            "removed": s.removed[:],
            "national": s.national[:],
        },
        "patent": {
            "display": s.patent[:],
            "stacks": [_top_first(stack) for stack in s.patent_stacks],
            "removed": s.patent_removed[:],
        },
        "bonus": s.bonus[:],
        "objective": s.objective,
        "offers": [list(offer) for offer in s.offers],
        "starting": s.starting[:],
        "automa": {"deck": _top_first(s.automa_deck), "discard": _top_first(s.automa_discard)},
    }


def _unitemised(vp: int) -> dict[str, int]:
    """The VP tally of a seat whose position leaves it out: all its VP, not itemised."""
    return {Source.UNITEMISED: vp} if vp else {}


def _write_seat(s: State, seat: int) -> dict:
    tally = s.vp_sources[seat]
    return {
        "company": s.company[seat],
        "officer": s.officer[seat],
        "copied": s.copied[seat],
        "vp": s.vp[seat],
        **({} if tally == _unitemised(s.vp[seat]) else {"vp_sources": {k: tally[k] for k in SOURCES if k in tally}}),
        "credits": s.credits[seat],
        "excavators": s.excavators[seat],
        "mixers": s.mixers[seat],
        "engineers": s.engineers[seat],
        "bank": s.bank[seat],
        "energy": s.energy[seat],
        "passed": s.passed[seat],
        "constructions": s.constructions[seat],
        "pieces": dict(zip(STRUCTURES, s.pieces[seat], strict=True)),
        "tiles": s.tiles[seat][:],
        "wheel": [
            {"back_in": k, "tile": load.tile, "excavators": load.excavators, "mixers": load.mixers}
            for k, load in s.wheels[seat].contents()
        ],
        "contracts": s.contracts[seat][:],
        "fulfilled": s.fulfilled[seat][:],
    }


# reading: every helper names ``where`` the value lies, as a path (``seats[1].wheel[0].tile``)


def _object(x: object, where: str, keys: tuple[str, ...] | None = None) -> Mapping[str, Any]:
    """``x`` as a JSON object; with ``keys``, exactly those keys."""
    if not isinstance(x, Mapping):
        raise BadInput("{where} is not an object: {value}", where=where, value=repr(x))
    if keys is not None:
        for key in keys:
            if key not in x:
                raise BadInput("{where}: the key {key} is missing", where=where, key=repr(key))
        for key in x:
            if key not in keys:
                raise BadInput(
                    "{where}: unknown key {key}; the keys are {keys}", where=where, key=repr(key), keys=", ".join(keys)
                )
    return x


def _list(x: object, where: str) -> list[Any]:
    if not isinstance(x, list):
        raise BadInput("{where} is not a list: {value}", where=where, value=repr(x))
    return x


def _int(x: object, where: str, low: int | None = None, high: int | None = None) -> int:
    """A whole number (a JSON integer: ``core.numbers``), within ``low``..``high`` when given."""
    x = integer(x, where)
    if (low is not None and x < low) or (high is not None and x > high):
        raise BadInput(
            "{where} is {value}, out of range {low} to {high}",
            where=where,
            value=x,
            low="-∞" if low is None else low,
            high="∞" if high is None else high,
        )
    return x


def _bool(x: object, where: str) -> bool:
    if not isinstance(x, bool):
        raise BadInput("{where} is not true or false: {value}", where=where, value=repr(x))
    return x


def _str(x: object, where: str) -> str:
    if not isinstance(x, str):
        raise BadInput("{where} is not a text: {value}", where=where, value=repr(x))
    return x


def _id(x: object, where: str, known: Mapping[str, Any] | frozenset[str] | tuple[str, ...], blank: bool = False) -> str:
    """A printed id among ``known`` (``blank``: or "")."""
    text = _str(x, where)
    if text not in known and not (blank and text == ""):
        raise BadInput("{where}: unknown id {value}", where=where, value=repr(text))
    return text


def _tally(x: object, vp: int, where: str) -> dict[str, int]:
    """A seat's VP by source (``scoring.Source``), adding up to its VP; left out (``None``): all
    unitemised."""
    if x is None:
        return _unitemised(vp)
    tally = {_id(k, where, SOURCES): _int(v, f"{where}.{k}") for k, v in _object(x, where).items()}
    if sum(tally.values()) != vp:
        raise BadInput(
            "{where} add up to {total} VP, not the seat's {vp}", where=where, total=sum(tally.values()), vp=vp
        )
    return tally


def _ids(x: object, where: str, known: Mapping[str, Any] | frozenset[str] | tuple[str, ...]) -> list[str]:
    return [_id(v, f"{where}[{k}]", known) for k, v in enumerate(_list(x, where))]


def _seat(x: object, where: str, players: int) -> int:
    return _int(x, where, 0, players - 1)


def _seats(x: object, where: str, players: int) -> list[int]:
    return [_seat(v, f"{where}[{k}]", players) for k, v in enumerate(_list(x, where))]


def _seat_or_nobody(x: object, where: str, players: int) -> int:
    return -1 if x is None else _seat(x, where, players)


def _pile(x: object, where: str, known: Mapping[str, Any] | frozenset[str]) -> list[str]:
    """A pile written top first, as the state keeps it (its top last)."""
    return _ids(x, where, known)[::-1]


def read(data: Mapping[str, Any]) -> State:
    """Read a position (docs/games/barrage-positions.md). A malformed one — a missing or unknown key, a
    wrong type, an unknown id, a count out of range, drops not adding up to the game's (D-01) —
    raises :class:`BadInput` naming where; one the rules make impossible (``invariants.check``)
    raises :class:`IllegalAction` naming the rule."""
    if not isinstance(data, Mapping):
        raise BadInput("a position is a JSON object")
    d = _object(data, "the position", KEYS)
    if d["format"] != FORMAT:
        raise BadInput("format is {value}, not {expected}", value=repr(d["format"]), expected=repr(FORMAT))
    opts = options_from_config(_object(d["options"], "options"))
    n = opts.players
    phase = _str(d["phase"], "phase")
    if phase not in PHASES:
        raise BadInput("unknown phase {value}; phases: {names}", value=repr(phase), names=", ".join(PHASES))
    seats = _list(d["seats"], "seats")
    if len(seats) != n:
        raise BadInput("seats: {count} seats listed, the options say {n}", count=len(seats), n=n)
    unbanked = [k for k, x in enumerate(seats) if isinstance(x, Mapping) and "bank" not in x]
    seats = [{**x, "bank": 0} if k in unbanked else x for k, x in enumerate(seats)]  # derived below
    seats = [{"vp_sources": None, **x} if isinstance(x, Mapping) else x for x in seats]  # derived below
    seat_data = [_object(x, f"seats[{k}]", SEAT_KEYS) for k, x in enumerate(seats)]
    vp = [_int(p["vp"], f"seats[{k}].vp") for k, p in enumerate(seat_data)]
    m = _object(d["map"], "map", MAP_KEYS)
    waters = _read_map(m, n, UNLIMITED_DROPS in opts.alternatives)
    headstreams = _object(m["headstreams"], "map.headstreams", HEADSTREAMS)
    headstream_tiles = [
        HEADSTREAM_TILE_IDS.index(
            _id(
                _object(headstreams[h], f"map.headstreams.{h}")["tile"],
                f"map.headstreams.{h}.tile",
                HEADSTREAM_TILE_IDS,
            )
        )
        for h in HEADSTREAMS
    ]
    conduit_owner = [EMPTY] * len(CONDUITS)
    conduits = _object(m["conduits"], "map.conduits")
    for site, owner in conduits.items():
        _id(site, "map.conduits", CONDUIT_INDEX)
        conduit_owner[CONDUIT_INDEX[site]] = _seat(owner, f"map.conduits.{site}", n)
    contracts = _object(d["contracts"], "contracts", CONTRACTS_KEYS)
    raw = d["patent"]
    if isinstance(raw, Mapping) and "removed" not in raw:  # a hand-written position may leave it out
        raw = {**raw, "removed": []}
    patent = _object(raw, "patent", PATENT_KEYS)
    automa = _object(d["automa"], "automa", AUTOMA_KEYS)
    patent_stacks = _list(patent["stacks"], "patent.stacks")
    if len(patent_stacks) != 3:
        raise BadInput("patent.stacks lists {count} stacks, not 3 (I, II, III)", count=len(patent_stacks))
    s = State(
        options=opts,
        rng=_int(d["rng"], "rng", 0),
        round=_int(d["round"], "round", 1),
        phase=phase,
        order=_seats(d["order"], "order", n),
        chooser=_seat_or_nobody(d["chooser"], "chooser", n),
        chosen=_seats(d["chosen"], "chosen", n),
        current=_seat_or_nobody(d["current"], "current", n),
        pending=[_step(x, f"pending[{k}]", n) for k, x in enumerate(_list(d["pending"], "pending"))][::-1],
        acted=_bool(d["acted"], "acted"),
        company=[_id(p["company"], f"seats[{k}].company", COMPANIES, blank=True) for k, p in enumerate(seat_data)],
        officer=[_id(p["officer"], f"seats[{k}].officer", OFFICERS, blank=True) for k, p in enumerate(seat_data)],
        copied=[_id(p["copied"], f"seats[{k}].copied", OFFICERS, blank=True) for k, p in enumerate(seat_data)],
        vp=vp,
        vp_sources=[_tally(p["vp_sources"], vp[k], f"seats[{k}].vp_sources") for k, p in enumerate(seat_data)],
        credits=[_int(p["credits"], f"seats[{k}].credits", 0) for k, p in enumerate(seat_data)],
        excavators=[_int(p["excavators"], f"seats[{k}].excavators", 0) for k, p in enumerate(seat_data)],
        mixers=[_int(p["mixers"], f"seats[{k}].mixers", 0) for k, p in enumerate(seat_data)],
        engineers=[_int(p["engineers"], f"seats[{k}].engineers", 0) for k, p in enumerate(seat_data)],
        bank=[_int(p["bank"], f"seats[{k}].bank", 0) for k, p in enumerate(seat_data)],
        pieces=[_pieces(p["pieces"], f"seats[{k}].pieces") for k, p in enumerate(seat_data)],
        tiles=[_ids(p["tiles"], f"seats[{k}].tiles", TILE_IDS) for k, p in enumerate(seat_data)],
        wheels=[_wheel(p["wheel"], f"seats[{k}].wheel") for k, p in enumerate(seat_data)],
        contracts=[_ids(p["contracts"], f"seats[{k}].contracts", CONTRACT) for k, p in enumerate(seat_data)],
        fulfilled=[_ids(p["fulfilled"], f"seats[{k}].fulfilled", CONTRACT) for k, p in enumerate(seat_data)],
        energy=[_int(p["energy"], f"seats[{k}].energy", 0) for k, p in enumerate(seat_data)],
        passed=[_bool(p["passed"], f"seats[{k}].passed") for k, p in enumerate(seat_data)],
        constructions=[_int(p["constructions"], f"seats[{k}].constructions", 0) for k, p in enumerate(seat_data)],
        waters=waters,
        conduit_owner=conduit_owner,
        occupied=_occupied(d["occupied"], n),
        private=_by_colour(contracts["private"], "contracts.private", top_first=False),
        stacks=_by_colour(contracts["stacks"], "contracts.stacks", top_first=True),
        discards=_by_colour(contracts["discards"], "contracts.discards", top_first=True),
        removed=_ids(contracts["removed"], "contracts.removed", CONTRACT),
        national=_ids(contracts["national"], "contracts.national", CONTRACT),
        patent=[
            _id(x, f"patent.display[{k}]", TILE_IDS, blank=True)
            for k, x in enumerate(_list(patent["display"], "patent.display"))
        ],
        patent_stacks=[_pile(x, f"patent.stacks[{k}]", TILE_IDS) for k, x in enumerate(patent_stacks)],
        patent_removed=_ids(patent["removed"], "patent.removed", TILE_IDS),
        bonus=_ids(d["bonus"], "bonus", BONUS_IDS),
        objective=_id(d["objective"], "objective", OBJECTIVE_IDS),
        headstream_tiles=headstream_tiles,
        offers=[_offer(x, f"offers[{k}]") for k, x in enumerate(_list(d["offers"], "offers"))],
        starting=_ids(d["starting"], "starting", CONTRACT),
        automa_deck=_pile(automa["deck"], "automa.deck", AUTOMA_TILE_IDS),
        automa_discard=_pile(automa["discard"], "automa.discard", AUTOMA_TILE_IDS),
    )
    _abilities(s)
    for seat in unbanked:
        s.bank[seat] = _banked(s, seat)
    for dam in range(len(DAMS)):
        owner = waters.dam_owner[dam]
        if owner != EMPTY:
            # BA-35.7: a 4th drop Mahiri Sekibo's dam took while she copied Graziano del Monte stays
            most = GRAZIANO_CAPACITY[waters.dam_height[dam]] if owner >= 0 and s.officer[owner] == MAHIRI else 0
            _int(waters.dam_drops[dam], f"map.dams.{DAMS[dam].id}.drops", 0, max(most, capacity(waters, dam)))
    check(s)
    return s


def _read_map(m: Mapping[str, Any], players: int, unlimited: bool) -> Waters:
    """The dams, powerhouses, headstream drops and general supply (BA-3, BA-4); the drops add up to the
    game's (BA-1.1, D-01; with D-01's alternative the supply may be below 0, ``water.available``)."""
    w = Waters(unlimited)
    for site, dam in _object(m["dams"], "map.dams").items():
        _id(site, "map.dams", DAM_INDEX)
        where = f"map.dams.{site}"
        dam = _object(dam, where, DAM_KEYS)
        k = DAM_INDEX[site]
        w.dam_owner[k] = NEUTRAL if dam["owner"] == NEUTRAL_OWNER else _seat(dam["owner"], f"{where}.owner", players)
        w.dam_height[k] = _int(dam["height"], f"{where}.height", 1, MAX_DAM_HEIGHT)
        w.dam_drops[k] = _int(dam["drops"], f"{where}.drops", 0)
    for site, owner in _object(m["powerhouses"], "map.powerhouses").items():
        _id(site, "map.powerhouses", POWERHOUSE_INDEX)
        w.powerhouse_owner[POWERHOUSE_INDEX[site]] = _seat(owner, f"map.powerhouses.{site}", players)
    headstreams = _object(m["headstreams"], "map.headstreams", HEADSTREAMS)
    for k, h in enumerate(HEADSTREAMS):
        head = _object(headstreams[h], f"map.headstreams.{h}", HEADSTREAM_KEYS)
        w.headstream_drops[k] = _int(head["drops"], f"map.headstreams.{h}.drops", 0)
    w.supply = _int(m["supply"], "map.supply", None if unlimited else 0)
    total = sum(w.dam_drops) + sum(w.headstream_drops) + w.supply
    if total != WATER_DROPS:
        raise BadInput(
            "D-01: the drops in front of dams, on the headstream tiles and in the general supply add up to "
            "{count}, not {total}",
            count=total,
            total=WATER_DROPS,
        )
    return w


def _banked(s: State, seat: int) -> int:
    """BA-10.16, BA-24.2: the engineers a position without ``bank`` has on the bank: a person's not
    at hand, on action spaces or on the company board's construction spaces (BA-16.2); none of an
    Automa's, whose engineers beside a full section (BA-A3.10) no position records."""
    if s.automa(seat):
        return 0
    spaces = sum(ENGINEERS.get(space, 0) for space, owner in s.occupied.items() if owner == seat)
    used = min(s.constructions[seat], len(CONSTRUCTION_SPACES))
    board = sum(construction_space(k).engineers for k in range(1, used + 1))
    return max(0, START["engineers"] - s.engineers[seat] - spaces - board)


def _abilities(s: State) -> None:
    """What water knows of the companies (as ``setup.seat_companies`` sets it): the USA's natural-flow
    seat (BA-34.2; an Automa only from hard up) and Graziano del Monte's dams of height 3, his own or
    copied by Mahiri Sekibo (BA-35.2, BA-35.7)."""
    for seat, company in enumerate(s.company):
        if company == USA and plays_abilities(s.options, seat):
            s.waters.usa = seat
        sync_water(s, seat)


def _pieces(x: object, where: str) -> list[int]:
    """BA-1.3, BA-10.15: the pieces still on the company board, never more than a company has."""
    pieces = _object(x, where, STRUCTURES)
    out = []
    for k, structure in enumerate(STRUCTURES):
        count = _int(pieces[structure], f"{where}.{structure}")
        if count > PIECES[k]:
            raise BadInput(
                "{where}: {count} pieces, more than the {most} a company has",
                where=f"{where}.{structure}",
                count=count,
                most=PIECES[k],
            )
        out.append(_int(count, f"{where}.{structure}", 0))
    return out


def _wheel(x: object, where: str) -> Wheel:
    """BA-18.5: the loads on the wheel, each with the single rotations it needs to come back."""
    loads = []
    for k, item in enumerate(_list(x, where)):
        at = f"{where}[{k}]"
        load = _object(item, at, LOAD_KEYS)
        tile = None if load["tile"] is None else _id(load["tile"], f"{at}.tile", TILE_IDS)
        back_in = _int(load["back_in"], f"{at}.back_in", 1, SECTORS)
        loads.append(
            (
                back_in,
                Load(tile, _int(load["excavators"], f"{at}.excavators", 0), _int(load["mixers"], f"{at}.mixers", 0)),
            )
        )
    if len({back_in for back_in, _ in loads}) != len(loads):
        raise BadInput("{where}: two loads come back after the same rotation (one per sector)", where=where)
    return Wheel.from_loads(loads)


def _step(x: object, where: str, players: int) -> Step:
    """A decision owed (``State.pending``)."""
    step = _object(x, where, STEP_KEYS)
    kind = _str(step["kind"], f"{where}.kind")
    if kind not in STEP_KINDS:
        raise BadInput(
            "{where}: unknown step {value}; steps: {names}",
            where=f"{where}.kind",
            value=repr(kind),
            names=", ".join(STEP_KINDS),
        )
    args: list[str | int] = []
    for k, arg in enumerate(_list(step["args"], f"{where}.args")):
        args.append(arg if isinstance(arg, str) else _int(arg, f"{where}.args[{k}]"))
    return Step(
        kind,
        _seat(step["seat"], f"{where}.seat", players),
        _int(step["count"], f"{where}.count", 0),
        _bool(step["flows"], f"{where}.flows"),
        tuple(args),
    )


def _occupied(x: object, players: int) -> dict[str, int]:
    out = {}
    for space, seat in _object(x, "occupied").items():
        _id(space, "occupied", SPACE_IDS)
        out[space] = BLOCKED if seat == BLOCKED_SPACE else _seat(seat, f"occupied.{space}", players)
    return out


def _by_colour(x: object, where: str, top_first: bool) -> dict[str, list[str]]:
    """Per private contract colour (BA-10.10), the contracts of that colour."""
    piles = _object(x, where, COLOURS)
    out = {}
    for colour in COLOURS:
        ids = _ids(piles[colour], f"{where}.{colour}", CONTRACT)
        out[colour] = ids[::-1] if top_first else ids
    return out


def _offer(x: object, where: str) -> tuple[str, str]:
    """BA-12.1: a company and the officer paired with it."""
    pair = _list(x, where)
    if len(pair) != 2:
        raise BadInput("{where} is not a company and an officer: {value}", where=where, value=repr(pair))
    return _id(pair[0], f"{where}[0]", COMPANIES), _id(pair[1], f"{where}[1]", OFFICERS)
