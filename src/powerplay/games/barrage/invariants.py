"""What every Barrage position obeys, however it came about (docs/games/barrage-positions.md,
"Validation").

``check(s)`` raises :class:`IllegalAction` naming the first rule the state breaks. The position
reader runs it on every position it reads, and the random-play tests run it after every action;
the hot paths (legal, apply, copy) never do.
"""

from __future__ import annotations

from collections import Counter
from typing import Final

from ...core.errors import IllegalAction
from .board import SPACES
from .contracts import COLOURS, CONTRACT, CONTRACTS, NATIONAL, STARTING
from .costs import CONSTRUCTION_SPACES
from .data import DAMS, HEADSTREAMS, TECHNOLOGY_JSON, WATER_DROPS
from .objectives import structures_built
from .officers import PERSONAL_SPACES
from .setup import ANTON_KRYLOV, ANTON_TILE, AUTOMA_JSON, BASIC_TILES, PIECES, START
from .state import STRUCTURES, Phase, State

ADVANCED: Final = frozenset(t["id"] for t in TECHNOLOGY_JSON["advanced_tiles"])
"""BA-1.1: the 15 advanced technology tiles."""
AUTOMA_TILES: Final = Counter(t["id"] for t in AUTOMA_JSON["tiles"])
"""BA-A2.1: the 20 Automa tiles."""
PRIVATE: Final = tuple(c.id for c in CONTRACTS if c.kind in COLOURS)
"""BA-1.1, BA-10.10: the 45 private contracts, all in the game."""
ENGINEERS: Final = {
    **{space.id: space.engineers for space in SPACES},
    **{space.id: space.engineers for space in PERSONAL_SPACES},
}
"""The engineers each action space takes (Mahiri Sekibo's personal spaces too)."""
FACE_UP_PRIVATE: Final = 2
"""BA-10.10, BA-27.4: the face-up contracts beside each private stack, at most."""
FACE_UP_LIMIT: Final = 3
"""BA-27.5: the face-up contracts in a personal supply after an action, at most."""


def check(s: State) -> None:
    """Every rule below, in order: the first one broken is raised."""
    _turn(s)
    _supplies(s)
    _water(s)
    _pieces(s)
    _contracts(s)
    _tiles(s)


def _turn(s: State) -> None:
    """The turn order and who decides (BA-12.2, BA-15.1)."""
    n = s.players
    if s.phase == Phase.CHOOSE:
        if not 0 <= s.chooser < n or s.automa(s.chooser) or s.chooser in s.chosen:
            raise IllegalAction(
                "BA-12.2",
                "chooser {value}: the seat to choose a company is a person who has not chosen yet",
                value="null" if s.chooser < 0 else s.chooser,
            )
        return
    if sorted(s.order) != list(range(n)):
        raise IllegalAction("BA-15.1", "the turn order {value} must list every seat once", value=list(s.order))
    if s.phase == Phase.ACTIONS and s.current not in s.order:
        raise IllegalAction("BA-15.1", "in the Actions phase a seat has the turn")


def _supplies(s: State) -> None:
    """VP, credits, machinery and engineers of each seat (BA-1.5, BA-2.5, BA-10.16, BA-18.5)."""
    for seat in range(s.players):
        if sum(s.vp_sources[seat].values()) != s.vp[seat]:
            raise IllegalAction(
                "BA-2.5",
                "{seat}'s VP by source add up to {count}, not its {vp} VP",
                seat=seat,
                count=sum(s.vp_sources[seat].values()),
                vp=s.vp[seat],
            )
        if s.credits[seat] < 0:
            raise IllegalAction(
                "BA-1.5", "{seat} has {credits} credits: never fewer than 0", seat=seat, credits=s.credits[seat]
            )
        loads = [(s.excavators[seat], s.mixers[seat])]
        loads += [(load.excavators, load.mixers) for _, load in s.wheels[seat].contents()]
        for excavators, mixers in loads:
            if min(excavators, mixers) < 0:
                raise IllegalAction(
                    "BA-1.5",
                    "{seat} has {excavators} excavators and {mixers} concrete mixers in one place: never fewer than 0",
                    seat=seat,
                    excavators=excavators,
                    mixers=mixers,
                )
        if min(s.engineers[seat], s.bank[seat]) < 0:
            raise IllegalAction(
                "BA-10.16",
                "{seat} has {engineers} engineers at hand and {count} on the bank: never fewer than 0",
                seat=seat,
                engineers=s.engineers[seat],
                count=s.bank[seat],
            )
        if not s.automa(seat):  # an Automa's beside a full section no state records (BA-A3.10)
            _engineers(s, seat)


def _engineers(s: State, seat: int) -> None:
    """BA-10.16, BA-16.2, BA-24.2: a person's engineers at hand, on action spaces, on the company
    board's construction spaces and on the bank are the 12 it started with."""
    if not 0 <= s.constructions[seat] <= len(CONSTRUCTION_SPACES):
        raise IllegalAction(
            "BA-16.2",
            "{seat} used {count} construction spaces: a company board has {limit}",
            seat=seat,
            count=s.constructions[seat],
            limit=len(CONSTRUCTION_SPACES),
        )
    spaces = sum(ENGINEERS.get(space, 0) for space, owner in s.occupied.items() if owner == seat)
    board = sum(space.engineers for space in CONSTRUCTION_SPACES[: s.constructions[seat]])
    count = s.engineers[seat] + spaces + board + s.bank[seat]
    if count != START["engineers"]:
        raise IllegalAction(
            "BA-10.16",
            "{seat}'s engineers at hand, on action spaces, on construction spaces and on the bank "
            "are {count}, not {engineers}",
            seat=seat,
            count=count,
            engineers=START["engineers"],
        )


def _water(s: State) -> None:
    """BA-1.1, BA-1.5, D-01: 30 drops in front of dams, on the headstream tiles and in the general
    supply, which goes below 0 only with D-01's alternative (unlimited drops)."""
    w = s.waters
    held = [(f"map.dams.{d.id}", w.dam_drops[d.index]) for d in DAMS]
    held += [(f"map.headstreams.{h}", w.headstream_drops[k]) for k, h in enumerate(HEADSTREAMS)]
    for place, drops in held:
        if drops < 0:
            raise IllegalAction("BA-1.1", "{place} holds {drops} drops: never fewer than 0", place=place, drops=drops)
    if w.supply < 0 and not w.unlimited:
        raise IllegalAction(
            "BA-1.5",
            "the general supply holds {drops} drops: below 0 only with D-01's alternative (unlimited drops)",
            drops=w.supply,
        )
    count = sum(w.dam_drops) + sum(w.headstream_drops) + w.supply
    if count != WATER_DROPS:
        raise IllegalAction(
            "BA-1.1",
            "the drops in front of dams, on the headstream tiles and in the general supply are {count}, not {drops}",
            count=count,
            drops=WATER_DROPS,
        )


def _pieces(s: State) -> None:
    """BA-1.3, BA-10.15: per company, the pieces on its company board and those it built on the map
    make 5 bases, 5 elevations, 5 conduits and 4 powerhouses."""
    for seat in range(s.players):
        built = structures_built(seat, s.waters, s.conduit_owner)
        for k, structure in enumerate(STRUCTURES):
            if s.pieces[seat][k] + built[k] != PIECES[k]:
                raise IllegalAction(
                    "BA-1.3",
                    "{seat}, {structure}: {count} pieces on its company board and {built} on the map, not the "
                    "{total} there are in all",
                    seat=seat,
                    count=s.pieces[seat][k],
                    structure=structure,
                    built=built[k],
                    total=PIECES[k],
                )


def _contracts(s: State) -> None:
    """Each contract in one place (BA-1.1), out of the game too (BA-27.5, BA-A8.2, D-14): all the
    private ones (BA-10.10), one national fewer than the players (BA-10.9, BA-A4.1), a starting one per
    person (BA-11.1, BA-12.1, BA-A3.4); the face-up ones beside the stacks (BA-27.4) and in the personal
    supplies (BA-8.5, BA-27.5, BA-A3.4)."""
    places: dict[str, list[str]] = {
        "contracts.national": s.national,
        "contracts.removed": s.removed,
        "starting": s.starting,
    }
    for colour in COLOURS:
        places[f"contracts.private.{colour}"] = s.private[colour]
        places[f"contracts.stacks.{colour}"] = s.stacks[colour]
        places[f"contracts.discards.{colour}"] = s.discards[colour]
    for seat in range(s.players):
        places[f"seats[{seat}].contracts"] = s.contracts[seat]
        places[f"seats[{seat}].fulfilled"] = s.fulfilled[seat]
    where: dict[str, str] = {}
    for place, contracts in places.items():
        for c in contracts:
            if c in where:
                raise IllegalAction(
                    "BA-1.1",
                    "contract {contract} is in two places: {place} and {other_place}",
                    contract=c,
                    place=where[c],
                    other_place=place,
                )
            where[c] = place
    missing = [c for c in PRIVATE if c not in where]
    if missing:
        raise IllegalAction("BA-10.10", "the private contracts {names} are missing", names=", ".join(missing))
    kinds = Counter(CONTRACT[c].kind for c in where)
    if kinds[NATIONAL] != s.players - 1:
        raise IllegalAction(
            "BA-10.9",
            "national contracts in the game: {count}; there are one fewer than the {players} players",
            count=kinds[NATIONAL],
            players=s.players,
        )
    people = sum(not s.automa(seat) for seat in range(s.players))
    if kinds[STARTING] != people:
        raise IllegalAction(
            "BA-12.1",
            "starting contracts in the game: {count}; there is one for each of the {players} people",
            count=kinds[STARTING],
            players=people,
        )
    for colour in COLOURS:
        if len(s.private[colour]) > FACE_UP_PRIVATE:
            raise IllegalAction(
                "BA-27.4",
                "{place} holds {count} face-up contracts: at most {limit} beside each stack",
                place=f"contracts.private.{colour}",
                count=len(s.private[colour]),
                limit=FACE_UP_PRIVATE,
            )
    for seat in range(s.players):
        if s.automa(seat) and s.contracts[seat]:
            raise IllegalAction("BA-A3.4", "{seat} is an Automa: it keeps no contract face up", seat=seat)
        if not s.pending and len(s.contracts[seat]) > FACE_UP_LIMIT:
            raise IllegalAction(
                "BA-27.5",
                "{seat} has {count} face-up contracts: at most {limit} after an action",
                seat=seat,
                count=len(s.contracts[seat]),
                limit=FACE_UP_LIMIT,
            )


def _tiles(s: State) -> None:
    """Each advanced technology tile in one place in the full game, none in the introductory one
    (BA-0.3, BA-1.1, BA-31.5); each company's basic tiles (BA-18.4, BA-12.3) and Anton Krylov's
    (BA-35.6), in its personal supply or on its wheel; the Automa tiles (BA-A2.1)."""
    places: dict[str, list[str]] = {
        "patent.display": [t for t in s.patent if t],
        **{f"patent.stacks[{k}]": stack for k, stack in enumerate(s.patent_stacks)},
        "patent.removed": s.patent_removed,
    }
    for place, tiles in places.items():
        for t in tiles:
            if t not in ADVANCED:
                raise IllegalAction(
                    "BA-10.12", "{place} holds {tile}: not an advanced technology tile", place=place, tile=t
                )
    for seat in range(s.players):
        places[f"seats[{seat}].tiles"] = [t for t in s.tiles[seat] if t in ADVANCED]
        places[f"seats[{seat}].wheel"] = [t for t in s.wheels[seat].tiles() if t in ADVANCED]
    where: dict[str, str] = {}
    for place, tiles in places.items():
        for t in tiles:
            if not s.options.full:
                raise IllegalAction(
                    "BA-0.3", "{place} holds {tile}: the introductory game has no advanced tiles", place=place, tile=t
                )
            if t in where:
                raise IllegalAction(
                    "BA-1.1",
                    "{tile} is in two places: {place} and {other_place}",
                    tile=t,
                    place=where[t],
                    other_place=place,
                )
            where[t] = place
    missing = sorted(ADVANCED - where.keys())
    if s.options.full and missing:
        raise IllegalAction("BA-1.1", "advanced technology tiles missing: {tiles}", tiles=missing)
    basic = Counter(t for t, intro_only in BASIC_TILES if not (s.options.full and intro_only))
    for seat in range(s.players):
        held = Counter(s.tiles[seat] + s.wheels[seat].tiles())
        if Counter({t: k for t, k in held.items() if t not in ADVANCED and t != ANTON_TILE}) != basic:
            raise IllegalAction(
                "BA-18.4",
                "{seat}'s basic technology tiles are {tiles}: one of each kind, the joker only in the "
                "introductory game (BA-12.3)",
                seat=seat,
                tiles=sorted(t for t in held.elements() if t not in ADVANCED and t != ANTON_TILE),
            )
        anton = int(s.officer[seat] == ANTON_KRYLOV and s.phase != Phase.CHOOSE)
        if held[ANTON_TILE] != anton:
            raise IllegalAction(
                "BA-35.6",
                "Anton Krylov's tiles held by {seat}: {count}; there is one, his company's, from the end of the setup",
                seat=seat,
                count=held[ANTON_TILE],
            )
    automa = AUTOMA_TILES if any(s.options.automa) else Counter()
    if Counter(s.automa_deck + s.automa_discard) != automa:
        raise IllegalAction(
            "BA-A2.1",
            "the Automa deck and its discard pile hold each of the {count} Automa tiles once (none without an Automa)",
            count=sum(AUTOMA_TILES.values()),
        )
