"""The Automa's turn (BA-A5–A15, BA-A18–A20): every choice is the rules', none is asked.

At the start of its turn an Automa with engineers flips the deck's top tile onto the discard pile
(BA-A5.2, D-A3) and reads the new top tile's action side with the discard's criteria side; it tries
the actions in reading order until one ends its turn (BA-A5.4, BA-A5.6): production (BA-A6), water
management (BA-A7, D-A8), the contract office (BA-A8, D-A9), construction (BA-A9, D-A10), the
machinery shop (BA-A11), the workshop (BA-A12), the patent office (BA-A13, D-A11) and the fallbacks
(BA-A15). Its engineers go to the first free space of the section (BA-A3.9, BA-A3.10), at most those
it has (BA-A3.7); it pays and gains VP where a person pays and gains credits (BA-A3.1). What a reward
or an income asks of it is resolved at once by its own rules (BA-A16.6, D-A14): ``resolve``.

Its levels (BA-A1.6): easy takes no income and no company bonus (BA-A18); hard uses its advanced
tiles' effects and its company's ability with their changes (BA-A19); very hard adds its officer with
theirs (BA-A20, D-A17, D-A22). With Mahiri Sekibo's very hard Automa, each person's first action of a
round is the first one of a freshly flipped tile it can take (``guide``). The decisions of §99 whose
alternative a table chooses (D-A7, D-A10, D-A11, D-A12, D-A17, D-A20, D-A22) are read from
``s.options.alternatives``.
"""

from __future__ import annotations

from typing import Any, Final

from ...core.protocol import Event
from ...core.rng import Rng
from . import tiles as advanced
from .actions import Bank, Place
from .automa_place import alternative, automa_costs, candidates, choose, narrow, place, site_area
from .automa_tiles import (
    AUTOMA_TILE,
    AUTOMA_TILES,
    CONDUIT_CODES,
    CONSTRUCTION,
    CONTINUES_TURN,
    CONTRACT_OFFICE,
    HEADSTREAM_LETTERS,
    IMMEDIATE,
    MACHINERY_SHOP,
    PATENT_ENGINEERS,
    PATENT_OFFICE,
    PATENT_VP,
    PRODUCTION,
    SINGLE_BANK_ENGINEERS,
    SINGLE_BANK_VP,
    SINGLE_WORKSHOP_OR_BANK,
    WATER_MANAGEMENT,
    WILD_BANK_VP,
    WILD_MACHINERY_GAIN,
    WILD_MACHINERY_SHOP_OR_BANK,
    WORKSHOP,
    AutomaAction,
    Criteria,
)
from .board import ACTION_SPACES_JSON, BANK, BANK_SPACE, SPACE, TURBINE_STATION
from .board import CONTRACT_OFFICE as CONTRACT_SECTION
from .board import MACHINERY_SHOP as MACHINERY_SECTION
from .board import PATENT_OFFICE as PATENT_SECTION
from .board import WATER_MANAGEMENT as WATER_SECTION
from .board import WORKSHOP as WORKSHOP_SECTION
from .construction import (
    ANTON,
    BASE,
    CONDUIT,
    ELEVATION,
    Build,
    engineer_free,
    free_sites,
    place_piece,
    red_frame_fee,
    usable_tiles,
)
from .contracts import COLOURS, CONTRACT
from .costs import JILL_MCDOWELL, L1_JOKER, L2_CONDUIT, WILHELM_ADLER
from .data import AREAS, CONDUIT_INDEX, CONDUITS, COSTS_JSON, DAM_INDEX, DAMS, TECHNOLOGY_JSON, load
from .production import MINIMUM_ENERGY, may_fulfil, repeat_energy, total_energy
from .rewards import BUILD, EASY, EXCAVATOR, MIXER, automa_machinery, earns_income, gain, incomes, rotate, uncovered
from .scoring import Source
from .setup import GRAZIANO, START, VERY_HARD, plays_abilities
from .state import DROPS, STRUCTURES, Phase, State, Step
from .turbine import FRANCE, PRODUCE, VIKTOR, Produce, has_ability, italy_bonus, may_repeat, powerhouses_built, produce
from .turbine import systems as all_systems
from .water import NEUTRAL, Waters, place_and_flow, place_on_headstream, release_headstreams, usa_seat

VIKTOR_ONE_DROP: Final = 2
"""BA-A20.1: Viktor Fiesler's Automa produces with 1 drop through conduits of value 1 or 2."""
L2_CONDUIT_VALUE: Final = 3
"""BA-A19.1: with the L2 conduit a hard Automa builds a conduit of value 3 or more when it can."""
MACHINERY: Final[dict[str, str]] = {k: v["machinery"] for k, v in COSTS_JSON["structure_costs"].items()}
"""BA-17: the machinery each structure normally needs (BA-A19.1, the L2 joker: that kind first)."""
MAHIRI: Final = "mahiri_sekibo"
"""BA-35.7, BA-A20.1: the officer a very hard Automa does not use; people act by its tiles instead."""
GUIDED_SECTIONS: Final[dict[str, str]] = {
    PRODUCTION: TURBINE_STATION,
    WATER_MANAGEMENT: WATER_SECTION,
    CONTRACT_OFFICE: CONTRACT_SECTION,
    MACHINERY_SHOP: MACHINERY_SECTION,
    WORKSHOP: WORKSHOP_SECTION,
    SINGLE_WORKSHOP_OR_BANK: WORKSHOP_SECTION,
    WILD_MACHINERY_SHOP_OR_BANK: MACHINERY_SECTION,
}
"""BA-A20.1, BA-A3.9: the section of the management board each kind of tile action is taken on."""
UNCOUNTED: Final = "D-A7"
"""D-A7's alternative: the contracts an Automa fulfils count 0 for it on the contracts bonus tile."""
HIGHEST_TILE: Final = "D-A10"
"""D-A10's alternative: a medium Automa uses its highest-level technology tile, as hard does (BGA)."""
UPPER_SLOT: Final = "D-A11"
"""D-A11's alternative: from two patent-office tiles of one structure, the upper slot's."""
TILE_BONUS_ONLY: Final = "D-A20"
"""D-A20's alternative: the production condition counts the tile's bonus only."""


def _automa_order() -> dict[str, tuple[str, ...]]:
    out: dict[str, tuple[str, ...]] = {}
    for section in ACTION_SPACES_JSON["sections"]:
        spaces = [
            (row[side]["automa_order"], row[side]["id"])
            for row in section["rows"]
            for side in ("left", "right", "single_space")
            if side in row
        ]
        out[section["id"]] = tuple(space for _, space in sorted(spaces))
    return out


AUTOMA_ORDER: Final = _automa_order()
"""BA-A3.9 (``action_spaces.json → automa_order``): per section, its spaces in the order the Automa
fills them: the left column top to bottom, then the right column."""

_SECTIONS_JSON: Final = load("energy_track.json")["round_sections"]
ROUND_SECTION: Final[dict[int, int]] = {r["round"]: r["starts_at_energy"] for r in _SECTIONS_JSON}
"""BA-7, BA-A6.1.2: the energy where each round's section of the energy track starts."""
LAST_ROUND: Final[int] = max(ROUND_SECTION)
"""BA-13: the fifth round, when the Automa buys no machinery (BA-A11.1, BA-A15.2)."""

_ADVANCED: Final[dict[str, tuple[int, tuple[str, ...]]]] = {
    t["id"]: (t["level"], tuple(t["builds"])) for t in TECHNOLOGY_JSON["advanced_tiles"]
}
_BASIC: Final[dict[str, tuple[str, ...]]] = {
    t["id"]: tuple(t["builds"]) for t in TECHNOLOGY_JSON["basic_tiles_per_company"]
}


def hard(s: State, seat: int) -> bool:
    """BA-A19, D-A17: whether the Automa in ``seat`` plays the hard rules (hard, or very hard unless the
    table plays D-A17's alternative)."""
    return plays_abilities(s.options, seat)


# The deck (BA-A5.2, BA-A5.3, D-A3).


def flip(s: State) -> list[Event]:
    """BA-A5.2, BA-A5.3, D-A3: the deck's top tile goes onto the discard pile, criteria side up; when
    the deck is then empty, every other discarded tile is shuffled into a new deck (``s.rng``)."""
    s.automa_deck, s.automa_discard, s.rng, reshuffled = _flipped(s.automa_deck, s.automa_discard, s.rng)
    return [Event("automa.reshuffle", {"tiles": len(s.automa_deck)})] if reshuffled else []


def _flipped(deck: list[str], discard: list[str], state: int) -> tuple[list[str], list[str], int, bool]:
    """``flip`` on copies: the new deck, discard pile and generator state, and whether it reshuffled."""
    deck, discard = deck[:], discard + deck[-1:]
    deck.pop()
    if deck:
        return deck, discard, state, False
    rng = Rng(state)
    rest = discard[:-1]
    rng.shuffle(rest)
    return rest, discard[-1:], rng.state, True


def criteria(s: State) -> Criteria:
    """BA-A5.2: the criteria side in use, the discard pile's top; before the first flip (incomes of
    round 1 ask nothing of the Automa) the first tile's, by convention."""
    if s.automa_discard:
        return AUTOMA_TILE[s.automa_discard[-1]].criteria
    return AUTOMA_TILES[0].criteria


# Mahiri Sekibo's very hard Automa: people take their first action of each round as an Automa would.


def guides_people(s: State) -> bool:
    """BA-A20.1: a very hard Automa has Mahiri Sekibo: it does not use her ability; instead the people
    take their first action of each round by an Automa tile."""
    return any(s.options.automa[p] == VERY_HARD and s.officer[p] == MAHIRI for p in range(s.players))


def guided(s: State, seat: int) -> bool:
    """BA-A20.1 (Mahiri Sekibo): whether the person in ``seat``, to act with nothing owed, is about to
    take the first action of its round (all its engineers at hand, BA-31) by a tile, to be flipped now."""
    return (
        guides_people(s)
        and not s.automa(seat)
        and s.phase == Phase.ACTIONS
        and s.current == seat
        and not s.pending
        and not s.acted
        and s.engineers[seat] == START["engineers"]
    )


def guide(s: State, actions: list[Any]) -> list[Any]:
    """BA-A20.1 (Mahiri Sekibo), BA-A5.4: of the person's legal ``actions``, those of the first action of
    the guiding tile's action side, in reading order, that it can take; ``actions`` unchanged when the
    tile flipped for it shows none it can take. The tile (the action side now on top of the deck, flipped
    for this action by ``flip_for``) says which action (its structure, areas, minimum production value,
    patented structure bind); the person performs it by the base rules, with its own choices."""
    for action in AUTOMA_TILE[s.automa_deck[-1]].base_actions:
        matching = [a for a in actions if _follows(s, action, a)]
        if matching:
            return matching
    return actions


def _follows(s: State, action: AutomaAction, taken: Any) -> bool:
    """BA-A20.1: whether the person's action ``taken`` is the tile's ``action``: a space of its section
    (BA-A3.9), a construction of its structure within its restriction (BA-A16.4), the patent office's
    tile of its structure (a joker only when none is shown, BA-A13.3), the fallbacks' bank (BA-A15)."""
    kind = action.kind
    if isinstance(taken, Bank):
        return kind in (SINGLE_WORKSHOP_OR_BANK, WILD_MACHINERY_SHOP_OR_BANK)
    if isinstance(taken, Build):
        if kind != CONSTRUCTION or taken.structure != action.structure:
            return False
        if action.areas and site_area(taken.structure, taken.site) not in action.areas:
            return False
        return taken.structure != CONDUIT or CONDUITS[CONDUIT_INDEX[taken.site]].production >= action.min_production
    if not isinstance(taken, Place):
        return False
    space = SPACE[taken.space]
    if kind == PATENT_OFFICE:
        slot = space.effect.get("take_advanced_tile_in_slot", 0) - 1
        return space.section == PATENT_SECTION and slot == _patent_slot(s, action.structure)
    return space.section == GUIDED_SECTIONS.get(kind, "")


def flip_for(s: State, seat: int) -> list[Event]:
    """BA-A5.2: ``seat`` flips a tile of the Automa's deck (BA-A1.5): its own turn's, or a person's first
    action of the round with Mahiri Sekibo's Automa (BA-A20.1)."""
    events = flip(s)
    flipped = {"seat": seat, "actions": s.automa_deck[-1], "criteria": s.automa_discard[-1]}
    if s.automa(seat):
        return [Event("automa.flip", flipped), *events]
    return [Event("guide.flip", {"seat": seat, "actions": s.automa_deck[-1]}), *events]


# Engineers (BA-A3.7, BA-A3.9, BA-A3.10).


def _engage(s: State, seat: int, section: str, engineers: int) -> Event:
    """BA-A3.7, BA-A3.9, BA-A3.10: the tile's engineers (at most those left) on the section's first free
    space, or beside the section when all are taken; the bank is never taken (BA-24.2)."""
    n = min(engineers, s.engineers[seat])
    s.engineers[seat] -= n
    if section == BANK:
        space = BANK_SPACE
        s.bank[seat] += n
    else:
        space = next((sp for sp in AUTOMA_ORDER[section] if sp not in s.occupied), "")
        if space:
            s.occupied[space] = seat
    return Event("automa.place", {"seat": seat, "section": section, "space": space, "engineers": n})


# Contracts (BA-A6.3, BA-A8, D-A7, D-A9, D-A21, D-14).


def _replace(s: State, colour: str, n: int) -> None:
    """BA-A6.3, BA-A8.2, D-14: ``n`` new contracts from the colour's stack into the empty spaces; an
    empty stack is made anew from the colour's discards, shuffled."""
    for _ in range(n):
        if not s.stacks[colour] and s.discards[colour]:
            s.stacks[colour] = s.discards[colour]
            s.discards[colour] = []
            rng = Rng(s.rng)
            rng.shuffle(s.stacks[colour])
            s.rng = rng.state
        if s.stacks[colour]:
            s.private[colour].append(s.stacks[colour].pop())


def best_contract(s: State, seat: int, produced: int, tile: bool = False) -> str:
    """BA-A6.3, D-A21: the highest contract ``produced`` reaches among the face-up private contracts and
    the national ones; on a tie the rightmost (the second slot before the first, colours in the
    office's order, national contracts right to left, after the private ones). "" for none. ``tile``:
    a tile's energy (BA-21.7), which with D-12's alternative reaches private contracts only, without
    France's −3."""
    private_only = tile and alternative(s, advanced.PRIVATE_ONLY)
    france = has_ability(s, seat, FRANCE) and not private_only
    shown = [c for colour in COLOURS for c in s.private[colour]] + ([] if private_only else s.national)
    reached = [
        (CONTRACT[c].required, k, c) for k, c in enumerate(shown) if may_fulfil(produced, CONTRACT[c].required, france)
    ]
    return max(reached)[2] if reached else ""


def fulfil(s: State, seat: int, produced: int, tile: bool = False) -> list[Event]:
    """BA-A6.3, D-A7: the Automa fulfils the best contract it reaches (``tile``: with a tile's energy,
    D-12): it leaves the office (a private one is replaced, a national one is not), counts as fulfilled
    for the Automa (D-A7's alternative: it leaves the game uncounted), and its rewards are gained by
    the Automa's rules (BA-A3.1, BA-A16.6)."""
    contract = best_contract(s, seat, produced, tile)
    if not contract:
        return []
    kind = CONTRACT[contract].kind
    if kind in s.private:
        s.private[kind].remove(contract)
        _replace(s, kind, 1)
    else:
        s.national.remove(contract)
    if alternative(s, UNCOUNTED):  # D-A7's alternative: it leaves the game, counted for nobody
        s.removed.append(contract)
    else:
        s.fulfilled[seat].append(contract)
    events = [Event("contract.fulfil", {"seat": seat, "contract": contract})]
    gained, steps = gain(s, seat, CONTRACT[contract].rewards, Source.CONTRACTS)
    return events + gained + resolve(s, seat, steps)


# Production (BA-A6, D-A5, D-A6, D-A20).


def _energy(s: State, seat: int, system: Produce, bonus: int, company: bool = True) -> int:
    """BA-A6.1.3, BA-A18.1, D-A20: what a system yields with the tile's bonus and the company-board bonus
    (none for an easy Automa, nor with ``company`` false)."""
    built = 0 if s.options.automa[seat] == EASY or not company else powerhouses_built(s, seat)
    production = CONDUITS[CONDUIT_INDEX[system.conduit]].production
    return total_energy(system.drops, production, bonus, built, s.officer[seat] == VIKTOR)


def best_system(s: State, seat: int, bonus: int, repeat: bool = False, used: str = "") -> Produce | None:
    """BA-A6.2, D-A6, BA-A19.2: the system yielding the most energy with all the drops its dam holds; on
    a tie a neutral dam's water, then the conduit column of the criteria side, then the lowest conduit
    code. None when no system can produce."""
    w = s.waters
    found: list[tuple[int, bool, Produce]] = []
    for system in all_systems(s, seat, bonus, repeat, used):
        dam = DAM_INDEX[system.dam]
        production = CONDUITS[CONDUIT_INDEX[system.conduit]].production
        if system.drops != _drops(s, seat, w.dam_drops[dam], production):
            continue
        yielded = repeat_energy(system.drops, production) if repeat else _energy(s, seat, system, bonus)
        if yielded >= MINIMUM_ENERGY:
            found.append((yielded, w.dam_owner[dam] == NEUTRAL, system))
    if not found:
        return None
    top = max((e, n) for e, n, _ in found)
    tied = [p for e, n, p in found if (e, n) == top]
    if len(tied) > 1:
        conduits = narrow(s, seat, CONDUIT, list(dict.fromkeys(p.conduit for p in tied)), criteria(s))
        tied = [p for p in tied if p.conduit in conduits]
    return min(tied, key=lambda p: (_code(p.conduit), p.powerhouse))


def _drops(s: State, seat: int, held: int, production: int) -> int:
    """BA-A6.2: all the drops the dam holds; BA-A20.1: with Viktor Fiesler, 1 drop through a conduit of
    value 1 or 2."""
    return 1 if s.officer[seat] == VIKTOR and production <= VIKTOR_ONE_DROP else held


def _code(conduit: str) -> int:
    c = CONDUITS[CONDUIT_INDEX[conduit]]
    return CONDUIT_CODES.index(f"{c.basin + 1}{c.letter}")


def leads(s: State, seat: int) -> bool:
    """BA-A6.1.2, D-A5: the Automa alone at the head of the energy track (a tie is not leading)."""
    return all(s.energy[seat] > e for p, e in enumerate(s.energy) if p != seat)


def may_produce(s: State, seat: int, action: AutomaAction) -> Produce | None:
    """BA-A6.1: a ready system (1); its marker short of the round's section or not the leader (2); the
    best system's energy reaching a face-up private contract of the tile's colour (3; with the company
    bonus, D-A20, whose alternative counts the tile's bonus only). The system, or None."""
    system = best_system(s, seat, action.bonus)
    if system is None:
        return None
    if s.energy[seat] >= ROUND_SECTION[s.round] and leads(s, seat):
        return None
    produced = _energy(s, seat, system, action.bonus, not alternative(s, TILE_BONUS_ONLY))
    france = has_ability(s, seat, FRANCE)  # BA-A19.2: France's discount in the check too
    if not any(may_fulfil(produced, CONTRACT[c].required, france) for c in s.private[action.colour]):
        return None
    return system


def _produce(s: State, seat: int, system: Produce, bonus: int, repeat: bool = False, free: bool = False) -> list[Event]:
    """BA-A6.2, BA-A6.3, D-24: produce (others' conduits paid in VP, BA-A3.1; ``free``: nothing, D-21's
    alternative), fulfil the best contract, then Italy's +3 and Germany's repeat for a hard Automa
    (BA-A19.2: the most energy)."""
    events, produced = produce(s, seat, system, bonus, repeat, free)
    if not repeat and s.options.automa[seat] == EASY:  # BA-A18.1: no company-board bonus
        wanted = _energy(s, seat, system, bonus)
        s.energy[seat] -= produced - wanted
        produced = wanted
    events += fulfil(s, seat, produced)
    extra = italy_bonus(s, seat)
    if extra:
        s.energy[seat] += extra
        events.append(Event("energy.italy", {"seat": seat, "energy": extra}))
    if not repeat and may_repeat(s, seat, system.powerhouse):
        again = best_system(s, seat, 0, True, system.powerhouse)
        if again is not None:
            events += _produce(s, seat, again, 0, True)
    return events


# Water (BA-A7, D-A8).


def held(w: Waters, seat: int, placement: list[int], flows: bool) -> int:
    """BA-A7.5: the drops in front of the Automa's dams once ``placement`` (headstream indexes) has
    flowed: at once, or in the Water-flow phase with every drop already waiting."""
    return _flowed(w, seat, placement, flows)[0]


def _flowed(w: Waters, seat: int, placement: list[int], flows: bool) -> tuple[int, int]:
    """BA-A7.5, BA-A19.2: ``held`` and the energy the USA's natural flow gives ``seat`` meanwhile."""
    w = w.copy()
    energy = 0
    if flows:
        for h in placement:
            energy += place_and_flow(w, h).energy[seat]
    else:
        for h in placement:
            place_on_headstream(w, h, 1)
        energy = release_headstreams(w).energy[seat]
    return sum(d for d, owner in zip(w.dam_drops, w.dam_owner, strict=True) if owner == seat), energy


def drops_placement(s: State, seat: int, drops: int, flows: bool, letters: tuple[str, ...]) -> list[int]:
    """BA-A7.2, BA-A7.4, BA-A7.5, D-A8: the greedy placement of up to ``drops`` drops, the headstreams
    tried in the criteria side's letter order; a drop held upstream is placed only with a later drop
    that then reaches an Automa dam. BA-A19.2: the USA with its ability takes, among the headstreams
    possible, the one whose flow moves it furthest on the energy track (a tie: the letters' order).
    The headstream of each drop placed (empty: not performed)."""
    usa = usa_seat(s.waters) == seat
    placed: list[int] = []
    pending = 0
    for _ in range(drops):
        now = held(s.waters, seat, placed, flows)
        possible: list[tuple[int, list[int]]] = []
        for letter in letters:
            candidate = placed + [HEADSTREAM_LETTERS.index(letter)] * (1 + pending)
            kept, energy = _flowed(s.waters, seat, candidate, flows)
            if kept > now:
                possible.append((energy, candidate))
                if not usa:
                    break
        if possible:
            placed = max(possible, key=lambda p: p[0])[1]  # the first of the most energy
            pending = 0
        else:
            pending += 1
    return placed


def put_drops(s: State, seat: int, drops: int, flows: bool) -> list[Event]:
    """BA-A7.1, BA-A16.6: place the drops ``drops_placement`` chooses (drops that flow at once flow, USA's
    energy on the way, BA-34.2). No event when none is placed."""
    placement = drops_placement(s, seat, drops, flows, criteria(s).headstreams)
    if not placement:
        return []
    for h in placement:
        if flows:
            result = place_and_flow(s.waters, h)
            for p, gained in enumerate(result.energy[: s.players]):
                s.energy[p] += gained
        else:
            place_on_headstream(s.waters, h, 1)
    return [Event("drops", {"seat": seat, "headstreams": placement, "flow": flows})]


# Construction (BA-A9, D-A10, BA-A19.1).


def _rank(tile: str, copies: str, structure: str, highest: bool) -> tuple[int, int, int, int]:
    """D-A10 (medium: basic, then the lowest advanced; specific before joker; its alternative: as hard)
    or BA-A19.1 (hard: the highest level; specific before joker). BA-A20.1: Anton Krylov's tile comes
    after all others and copies the highest level (3, 2, 1, basic), a specific tile before a joker."""
    anton = int(tile == ANTON)
    used = copies if anton else tile
    level, builds = _ADVANCED.get(used, (0, _BASIC.get(used, ())))
    joker = int(builds != (structure,))
    return (anton, -level, joker, 0) if highest or anton else (0, int(level > 0), joker, level)


def _tiles_in_order(s: State, seat: int, structure: str) -> list[tuple[str, str]]:
    """D-A10, BA-A19.1, BA-A20.1: the Automa's tiles for ``structure`` (tile, copied tile) in the order it
    tries them."""
    highest = hard(s, seat) or alternative(s, HIGHEST_TILE)
    return sorted(usable_tiles(s, seat, structure), key=lambda t: _rank(t[0], t[1], structure, highest))


def tile_and_cost(s: State, seat: int, structure: str, site: str) -> tuple[str, str, int, int, int] | None:
    """BA-A9.1.2–3, BA-A9.3, D-A10: the technology tile the Automa builds with on ``site`` (and the tile
    Anton's copies, "" otherwise) and its cost (excavators, mixers, VP for the red frame's credits and
    Solomon's machinery), or None. Machinery before VP (BA-A20.1); the structure's own machinery before
    the other kind (BA-A19.1, L2 joker); mixers first for Jill McDowell's conduit (BA-A20.1)."""
    jill = structure == CONDUIT and s.officer[seat] == JILL_MCDOWELL
    other = EXCAVATOR if jill or MACHINERY[structure] != EXCAVATOR else MIXER
    for tile, copies in _tiles_in_order(s, seat, structure):
        costs = automa_costs(s, seat, Build(structure, site, tile, copies))
        if costs:
            c = min(costs, key=lambda c: (c.credits, c.excavators if other == EXCAVATOR else c.mixers))
            return tile, copies, c.excavators, c.mixers, c.credits
    return None


def _tile_in_use(s: State, seat: int, structure: str, sites: list[str]) -> str:
    """BA-A19.1: the tile whose effect a hard Automa builds with (the copied one for Anton's): the first
    of its order that pays for one of ``sites``; "" for none."""
    for tile, copies in _tiles_in_order(s, seat, structure):
        if any(automa_costs(s, seat, Build(structure, site, tile, copies)) for site in sites):
            return copies or tile
    return ""


def _piece(s: State, seat: int, structure: str, site: str) -> list[Event]:
    """BA-A9.5, BA-A18.1: the piece on the map and the income it uncovers, gained at once (none for an
    easy Automa)."""
    slot = place_piece(s, seat, structure, site)
    if slot is None or not earns_income(s, seat):
        return []
    row, ordinal = slot.split(":")
    gained, steps = gain(s, seat, uncovered(s.company[seat], row, int(ordinal)), Source.INCOME)
    return gained + resolve(s, seat, steps)


def _site(s: State, seat: int, action: AutomaAction) -> tuple[str, str | None]:
    """BA-A9.1, BA-A16: the structure and the space the Automa builds on. BA-A19.1 (hard): with the L2
    conduit a conduit of value 3 or more when there is one; with the L1 joker a base on a red-framed
    space after all the criteria. BA-A20.1: with Graziano del Monte an elevation whenever one is
    possible; with Wilhelm Adler dams in the mountains, then in the hills, preferred among the
    candidates."""
    side = criteria(s)
    if s.officer[seat] == GRAZIANO:
        site = place(s, seat, ELEVATION, AutomaAction(CONSTRUCTION, action.engineers, structure=ELEVATION), side)
        if site is not None:
            return ELEVATION, site
    structure = action.structure
    sites = candidates(s, seat, structure, action)
    tile = _tile_in_use(s, seat, structure, sites) if hard(s, seat) else ""
    if tile == L2_CONDUIT:
        sites = [c for c in sites if CONDUITS[CONDUIT_INDEX[c]].production >= L2_CONDUIT_VALUE] or sites
    if s.officer[seat] == WILHELM_ADLER and structure in (BASE, ELEVATION):
        areas = ([d for d in sites if DAMS[DAM_INDEX[d]].area == area] for area in AREAS[:-1])
        sites = next((preferred for preferred in areas if preferred), sites)
    return structure, choose(s, seat, structure, sites, side, red_frame=tile == L1_JOKER and structure == BASE)


def construct(s: State, seat: int, action: AutomaAction) -> list[Event] | None:
    """BA-A9.1, BA-A9.3–A9.5, BA-A3.8: build the tile's structure where the placement procedure says
    (BA-A16), with the tile D-A10 picks: the tile's engineers on the company board, tile and machinery
    on the wheel turned one sector, the red frame's fee in VP, the income uncovered; from hard the
    advanced tile's special effect (BA-A19.1). None when a condition fails."""
    structure, site = _site(s, seat, action)
    if site is None:
        return None
    chosen = tile_and_cost(s, seat, structure, site)
    if chosen is None:
        return None
    tile, copies, excavators, mixers, vp = chosen
    used = Build(structure, site, tile, copies)
    # BA-A3.8; BA-A19.1: a hard Automa's engineer-free tile (L1 powerhouse, L3 base) takes none
    n = 0 if hard(s, seat) and engineer_free(used) else min(action.engineers, s.engineers[seat])
    s.engineers[seat] -= n
    s.tiles[seat].remove(tile)
    s.excavators[seat] -= excavators
    s.mixers[seat] -= mixers
    s.score(seat, Source.AUTOMA_ACTIONS, -vp)
    s.wheels[seat].place(tile, excavators, mixers)
    events = [
        Event(
            "automa.build",
            {
                "seat": seat,
                "structure": structure,
                "site": site,
                "tile": tile,
                "copies": copies,
                "engineers": n,
                "excavators": excavators,
                "mixers": mixers,
                "vp": vp,
            },
        ),
        rotate(s, seat, 1),
    ]
    events += _piece(s, seat, structure, site)
    effected, steps = advanced.effect(s, seat, used)
    return events + effected + resolve(s, seat, steps)


def _reward_sites(s: State, seat: int, args: tuple[str | int, ...]) -> list[str]:
    """BA-33.10–33.13, BA-A16.6: where a reward's structure may go (its limit kept; the red frame's fee is
    paid in VP, which may go negative, BA-A3.1)."""
    structure = str(args[0])
    if s.pieces[seat][STRUCTURES.index(structure)] == 0:
        return []
    sites = free_sites(s, seat, structure)
    if structure == BASE:
        return [d for d in sites if DAMS[DAM_INDEX[d]].area in args[1:]]
    if structure == CONDUIT:
        return [c for c in sites if CONDUITS[CONDUIT_INDEX[c]].production <= int(args[1])]
    return sites


def resolve(s: State, seat: int, steps: list[Step]) -> list[Event]:
    """BA-A16.6, D-A14: what a reward, an income or a tile's effect asks of the Automa, resolved at once
    (``steps`` in ``State.pending`` order, the next last): drops by the greedy placement without
    engineers (BA-A7.5), structures by the placement procedure (BA-A16, red frames in VP, D-07), a
    tile's production or energy with the best system and the best contract (BA-A6.2, BA-A6.3)."""
    events: list[Event] = []
    steps = steps[:]
    while steps:
        step = steps.pop()
        if step.kind == DROPS:
            events += put_drops(s, seat, step.count, step.flows)
        elif step.kind == BUILD:
            structure = str(step.args[0])
            site = choose(s, seat, structure, _reward_sites(s, seat, step.args), criteria(s))
            if site is not None:
                fee = red_frame_fee(structure, site)
                s.score(seat, Source.AUTOMA_ACTIONS, -fee)
                events.append(Event("automa.put", {"seat": seat, "structure": structure, "site": site, "vp": fee}))
                events += _piece(s, seat, structure, site)
        elif step.kind == PRODUCE:
            system = best_system(s, seat, int(step.args[0]))
            if system is not None:  # D-21's alternative: the L2 powerhouse's production pays nothing
                events += _produce(s, seat, system, int(step.args[0]), free=len(step.args) > 2)
        elif step.kind == advanced.FULFIL:
            events += fulfil(s, seat, int(step.args[0]), tile=True)
        else:
            raise AssertionError(f"an Automa owes no decision of kind {step.kind}")
    return events


def income(s: State, seat: int) -> list[Event]:
    """BA-A5.1, BA-14.2–14.5, BA-A18.1: the Automa's incomes at a round's start, credits as VP, what they
    ask resolved by its rules (BA-A16.6)."""
    gained, steps = gain(s, seat, incomes(s, seat), Source.INCOME)
    return gained + resolve(s, seat, steps)


# The other actions (BA-A8, BA-A11–A13, BA-A15).


def _patent_slot(s: State, structure: str) -> int:
    """BA-A13.1, BA-A13.3, D-A11: the patent-office slot of the highest-level advanced tile of
    ``structure`` (D-A11's alternative: the upper slot's, the display's first), else of a joker
    likewise; -1 for none."""
    upper = alternative(s, UPPER_SLOT)
    for joker in (False, True):
        found = [
            (-k if upper else _ADVANCED[t][0], k)
            for k, t in enumerate(s.patent)
            if t and (structure in _ADVANCED[t][1]) and (len(_ADVANCED[t][1]) > 1) == joker
        ]
        if found:
            return max(found)[1]
    return -1


def perform(s: State, seat: int, action: AutomaAction) -> list[Event] | None:
    """BA-A6–A15: perform one action of the tile if its conditions hold: the events, or None when it is
    not performed (the next action is tried, BA-A5.4)."""
    kind = action.kind
    events: list[Event] = []
    if kind == PRODUCTION:
        system = may_produce(s, seat, action)
        if system is None:
            return None
        events.append(_engage(s, seat, TURBINE_STATION, action.engineers))
        return events + _produce(s, seat, system, action.bonus)
    if kind == WATER_MANAGEMENT:
        placed = put_drops(s, seat, action.drops, action.flow == IMMEDIATE)
        if not placed:
            return None
        return [_engage(s, seat, WATER_SECTION, action.engineers), *placed]
    if kind == CONTRACT_OFFICE:
        events.append(_engage(s, seat, CONTRACT_SECTION, action.engineers))
        removed = s.private[action.colour]
        s.private[action.colour] = []
        s.removed += removed  # out of the game (D-14)
        _replace(s, action.colour, len(removed))
        s.energy[seat] += action.energy
        events.append(Event("automa.contracts", {"seat": seat, "removed": removed, "energy": action.energy}))
        return events
    if kind == CONSTRUCTION:
        return construct(s, seat, action)
    if kind == MACHINERY_SHOP:
        if s.round == LAST_ROUND:
            return None
        events.append(_engage(s, seat, MACHINERY_SECTION, action.engineers))
        s.score(seat, Source.AUTOMA_ACTIONS, -action.vp)
        s.excavators[seat] += action.excavators
        s.mixers[seat] += action.mixers
        events.append(
            Event(
                "automa.machinery",
                {"seat": seat, "vp": action.vp, "excavators": action.excavators, "mixers": action.mixers},
            )
        )
        return events
    if kind == WORKSHOP:
        if s.wheels[seat].is_empty():
            return None
        events.append(_engage(s, seat, WORKSHOP_SECTION, action.engineers))
        events += _pay(s, seat, WORKSHOP_SECTION, action.vp)
        return [*events, rotate(s, seat, action.rotate)]
    if kind == PATENT_OFFICE:
        slot = _patent_slot(s, action.structure)
        if slot < 0:
            return None
        events.append(_engage(s, seat, PATENT_SECTION, PATENT_ENGINEERS))
        s.score(seat, Source.AUTOMA_ACTIONS, -PATENT_VP)
        tile = s.patent[slot]
        s.tiles[seat].append(tile)
        s.patent[slot] = ""
        return [*events, Event("automa.patent", {"seat": seat, "tile": tile, "vp": PATENT_VP})]
    if kind == SINGLE_WORKSHOP_OR_BANK:
        if not s.wheels[seat].is_empty():
            return [_engage(s, seat, WORKSHOP_SECTION, action.engineers), rotate(s, seat, action.rotate)]
        return _bank(s, seat, SINGLE_BANK_ENGINEERS, SINGLE_BANK_VP)
    if kind == WILD_MACHINERY_SHOP_OR_BANK:
        if s.round == LAST_ROUND:
            return _bank(s, seat, action.engineers, WILD_BANK_VP)
        events.append(_engage(s, seat, MACHINERY_SECTION, action.engineers))
        events += _pay(s, seat, MACHINERY_SECTION, action.vp)
        return events + automa_machinery(s, seat, WILD_MACHINERY_GAIN)
    return None  # BA-A9.6, BA-A10, BA-A14: the expansion's actions are skipped (D-A19)


def _pay(s: State, seat: int, section: str, vp: int) -> list[Event]:
    """BA-A12.2, BA-A15.2: the VP an action costs the Automa (none: no event)."""
    if not vp:
        return []
    s.score(seat, Source.AUTOMA_ACTIONS, -vp)
    return [Event("automa.pay", {"seat": seat, "section": section, "vp": vp})]


def _bank(s: State, seat: int, engineers: int, vp: int) -> list[Event]:
    """BA-A15.1, BA-A15.2: an engineer in the bank for VP instead of credits (BA-A3.1)."""
    placed = _engage(s, seat, BANK, engineers)
    s.score(seat, Source.AUTOMA_ACTIONS, vp)
    return [placed, Event("automa.bank", {"seat": seat, "vp": vp})]


def turn(s: State, seat: int) -> list[Event]:
    """BA-A5: the Automa's whole turn. With no engineer it passes without flipping (BA-A5.8, D-A4).
    Otherwise it flips a tile (BA-A5.2, D-A3) and tries the action side's actions in reading order
    (BA-A5.4) until one is performed that ends the turn; after water management or the contract office
    it goes on while it has an engineer (BA-A5.6). The last action, a fallback, is always performed
    (BA-A15)."""
    if s.engineers[seat] == 0:
        s.passed[seat] = True
        return [Event("pass", {"seat": seat})]
    events = flip_for(s, seat)
    tile = AUTOMA_TILE[s.automa_deck[-1]]
    for action in tile.base_actions:
        done = perform(s, seat, action)
        if done is None:
            continue
        events.append(Event("automa.action", {"seat": seat, "kind": action.kind}))
        events += done
        if action.kind not in CONTINUES_TURN or s.engineers[seat] == 0:
            return events
    raise AssertionError("BA-A15: the last action of a tile is always performed")
