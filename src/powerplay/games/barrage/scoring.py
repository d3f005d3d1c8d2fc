"""The arithmetic of scoring (BA-7.3–7.4, BA-30, BA-31.1, BA-32, BA-37; Automa BA-A3.1, BA-A3.6, BA-A21).

Pure functions over plain numbers, seat-indexed: the caller counts structures, drops and
resources, and applies the VP. Energies are true totals, which may exceed 30 (BA-7.3, D-05): the
credits and the bonus tile treat any total at or above the track's last space as that space;
the most-energy award, the new turn order and the tie-break compare the true totals. Every value
comes from ``energy_track.json`` and ``scoring_tiles.json``, except the two final-scoring rates
the data does not hold (``RESOURCES_PER_VP``, ``VP_PER_DROP``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Final, NamedTuple

from .data import ENERGY_JSON, SCORING_JSON

TRACK_LAST_SPACE: Final[int] = ENERGY_JSON["track_spaces"]["max_printed"]
"""BA-7.3, D-05: credits and the bonus tile treat any true total at or above this space as on it."""

SECTION_STARTS: Final[tuple[int, ...]] = tuple(
    s["starts_at_energy"] for s in sorted(ENERGY_JSON["round_sections"], key=lambda s: s["round"])
)
"""BA-7.4: the first space of the section of rounds 1–5."""

_MOST: Final = ENERGY_JSON["most_energy_award"]
FIRST_VP: Final[int] = _MOST["first"]
"""BA-30.1: the leader on the energy track."""
SECOND_VP: Final[int] = _MOST["second"]
"""BA-30.1: the second on the energy track."""
MOST_ENERGY_MINIMUM: Final[int] = _MOST["requires_energy_at_least"]
"""BA-30.1: only players who produced at least this much this round are eligible."""

SECTION_PENALTY: Final[int] = ENERGY_JSON["bonus_tile_reward"]["partial_reward_penalty_per_section_behind"]
"""BA-30.6, BA-30.8: the VP a partial bonus reward loses per section behind the current one."""

OBJECTIVE_VP: Final[tuple[int, ...]] = tuple(SCORING_JSON["objective_scoring"]["places"])
"""BA-32.2: the objective tile's VP for 1st, 2nd and 3rd; later places score nothing."""
AUTOMA_OBJECTIVE_VP: Final[tuple[int, ...]] = tuple(SCORING_JSON["objective_scoring"]["automa_places"])
"""BA-A3.6: the same places for an Automa."""

RESOURCES_PER_VP: Final = 5
"""BA-32.3: units of excavators, mixers and credits per VP (a rulebook sentence; not in the data)."""
VP_PER_DROP: Final = 1
"""BA-32.5: VP per water drop held by the player's dams (a rulebook sentence; not in the data)."""


class Source:
    """Where VP come from, each seat's tally by source (``State.vp_sources``) and the scores'
    breakdown, in the order the breakdown lists them."""

    START: Final = "start"
    """BA-10.20: a person starts with 10 VP; BA-A4.4: an Automa with 16."""
    MOST_ENERGY: Final = "most_energy"
    """BA-30.1–30.2: the most energy of each round."""
    ENERGY_TRACK: Final = "energy_track"
    """BA-30.4: the "0" space's VP loss; an Automa's credits of the track as VP (BA-A3.1, BA-A21.1)."""
    BONUS: Final = "bonus"
    """BA-30.6, BA-37: each round's bonus tile."""
    CONTRACTS: Final = "contracts"
    """BA-21.2–21.4, BA-A6.3: the rewards of the contracts fulfilled (an Automa's credits as VP)."""
    INCOME: Final = "income"
    """BA-14.2–14.5, BA-16.3.6: the company board's incomes the structures uncovered."""
    TECHNOLOGY: Final = "technology"
    """BA-36.2: the advanced technology tiles' special effects."""
    CONDUITS: Final = "conduits"
    """BA-20.3 (step 6), BA-A3.1: the VP for others' drops through one's conduits; an Automa's fees
    in VP, paid and received."""
    AUTOMA_ACTIONS: Final = "automa_actions"
    """BA-A3.1, BA-A9.3, BA-A11.1, BA-A12.2, BA-A13.1, BA-A15: the VP an Automa pays for its actions
    (red frames too) and gains at the bank."""
    OBJECTIVE: Final = "objective"
    """BA-32.2, BA-A3.6: the objective tile."""
    RESOURCES: Final = "resources"
    """BA-32.3, BA-A21.1: the excavators, mixers and credits left, 1 VP per 5."""
    WATER: Final = "water"
    """BA-32.5, BA-A21.1: the water drops held by the seat's dams."""
    UNITEMISED: Final = "unitemised"
    """The VP of a position read without its tally (docs/games/barrage-positions.md)."""


SOURCES: Final[tuple[str, ...]] = (
    Source.START,
    Source.MOST_ENERGY,
    Source.ENERGY_TRACK,
    Source.BONUS,
    Source.CONTRACTS,
    Source.INCOME,
    Source.TECHNOLOGY,
    Source.CONDUITS,
    Source.AUTOMA_ACTIONS,
    Source.OBJECTIVE,
    Source.RESOURCES,
    Source.WATER,
    Source.UNITEMISED,
)
"""Every source, in the breakdown's order."""


def _credit_table() -> tuple[tuple[int, int], ...]:
    """BA-30.4: (credits, VP change) for each space 0 to the last, from the data's ranges."""
    table = [(0, 0)] * (TRACK_LAST_SPACE + 1)
    for row in ENERGY_JSON["credits_by_energy"]:
        for space in range(row["min_energy"], row["max_energy"] + 1):
            table[space] = (row["credits"], row.get("vp", 0))
    return tuple(table)


CREDITS: Final[tuple[tuple[int, int], ...]] = _credit_table()
"""BA-30.4: (credits, VP change) per energy-track space; the "0" space has a VP loss."""


def _ceil_div(total: int, parts: int) -> int:
    """An equal share, rounded up (BA-30.2, BA-32.2)."""
    return -(-total // parts)


def credits_for(energy: int) -> tuple[int, int]:
    """BA-30.4, BA-7.3: the credits the space shows and the VP change (only on "0", which may take a
    person's VP below 0, D-20); at or above the last space the marker counts as on it (D-05)."""
    return CREDITS[min(energy, TRACK_LAST_SPACE)]


def automa_credits_vp(energy: int) -> int:
    """BA-A3.1, BA-A21.1: the Automa takes the credits as VP, with the VP change of the "0" space."""
    credits, vp = credits_for(energy)
    return credits + vp


def most_energy(energies: Sequence[int]) -> list[int]:
    """BA-30.1–30.2: VP per seat for the most energy this round (true totals, D-05; the Automa
    alike, BA-A21.1). Several leaders split first and second place, rounded up, and nobody is
    second; several seconds behind one leader split the second place, rounded up (1 VP each)."""
    vp = [0] * len(energies)
    eligible = [e for e in energies if e >= MOST_ENERGY_MINIMUM]
    if not eligible:
        return vp
    top = max(eligible)
    leaders = [p for p, e in enumerate(energies) if e == top]
    if len(leaders) > 1:
        for p in leaders:
            vp[p] = _ceil_div(FIRST_VP + SECOND_VP, len(leaders))
        return vp
    vp[leaders[0]] = FIRST_VP
    behind = [e for e in eligible if e < top]
    if behind:
        runner_up = max(behind)
        seconds = [p for p, e in enumerate(energies) if e == runner_up]
        for p in seconds:
            vp[p] = _ceil_div(SECOND_VP, len(seconds))
    return vp


def section(energy: int) -> int:
    """BA-7.4: the round whose section the marker is in (0 before the first section); totals at
    or above the last space count as on it (BA-7.3)."""
    marker = min(energy, TRACK_LAST_SPACE)
    return sum(1 for start in SECTION_STARTS if start <= marker)


def bonus_reward(energy: int, current_round: int, full_reward: int) -> int:
    """BA-30.6: the full reward in the current round's section or beyond; before it, the reward
    less the penalty per section behind, never below 0; before the first section, nothing."""
    reached = section(energy)
    if reached == 0:
        return 0
    if reached >= current_round:
        return full_reward
    return max(0, full_reward - SECTION_PENALTY * (current_round - reached))


class BonusTile(NamedTuple):
    """A bonus tile (BA-37): its VP for each thing it counts."""

    id: str
    vp_each: int
    introductory_game: bool
    """Whether it is used in the introductory game (D-02)."""


BONUS_TILES: Final[dict[str, BonusTile]] = {
    t["id"]: BonusTile(t["id"], t["vp_each"], t["introductory_game"]) for t in SCORING_JSON["bonus_tiles"]
}
"""BA-37.1–37.6, by id."""


class BonusCounts(NamedTuple):
    """What a player has for the bonus tiles (BA-37)."""

    contracts: int
    """Contract tiles of any type face down in the personal supply (BA-37.1; the Automa's
    fulfilled contracts, D-A7)."""
    powerhouses: int
    bases: int
    conduits: int
    elevations: int
    advanced_tiles: int
    """Advanced technology tiles in the personal supply and on the wheel (BA-37.6, BA-36.4)."""


COUNTED_BY: Final[dict[str, Callable[[BonusCounts], int]]] = {
    "BONUS_CONTRACTS": lambda c: c.contracts,
    "BONUS_POWERHOUSES": lambda c: c.powerhouses,
    "BONUS_BASES": lambda c: c.bases,
    "BONUS_CONDUITS": lambda c: c.conduits,
    "BONUS_ELEVATIONS": lambda c: c.elevations,
    "BONUS_ADVANCED_TILES": lambda c: c.advanced_tiles,
}
"""BA-37.1–37.6: what each bonus tile counts."""
assert set(COUNTED_BY) == set(BONUS_TILES), "every bonus tile of the data says what it counts"


def bonus_full_reward(tile_id: str, counts: BonusCounts) -> int:
    """BA-37: the tile's VP for each thing it counts, times the count."""
    return BONUS_TILES[tile_id].vp_each * COUNTED_BY[tile_id](counts)


def bonus_vp(tile_id: str, energy: int, current_round: int, counts: BonusCounts) -> int:
    """BA-30.6–30.7, BA-37: a player's VP from the current round's bonus tile."""
    return bonus_reward(energy, current_round, bonus_full_reward(tile_id, counts))


def next_turn_order(order: Sequence[int], energies: Sequence[int]) -> tuple[int, ...]:
    """BA-31.1, D-23: the seats from the least energy (true totals, D-05) to the most; seats with
    the same energy reverse their relative order in ``order`` (the current turn order), Automa
    or not. ``energies`` is indexed by seat."""
    position = {p: k for k, p in enumerate(order)}
    return tuple(sorted(order, key=lambda p: (energies[p], -position[p])))


def objective_awards(counts: Sequence[int], automa: Sequence[bool] = ()) -> list[int]:
    """BA-32.2, D-16, BA-A3.6, D-A2: the objective tile's VP per seat, ranked by ``counts``
    (0 included). Tied seats take the places they occupy; each gets the sum of its own scale
    (the Automa's where ``automa`` says so) over those places divided by their number, rounded
    up; the next seat takes the place after them."""
    vp = []
    for p, count in enumerate(counts):
        place = sum(1 for c in counts if c > count)
        tied = sum(1 for c in counts if c == count)
        scale = AUTOMA_OBJECTIVE_VP if automa and automa[p] else OBJECTIVE_VP
        vp.append(_ceil_div(sum(scale[place : place + tied]), tied))
    return vp


def resources_vp(excavators: int, mixers: int, credits: int) -> int:
    """BA-32.3: VP per full set of units of any mix in the personal supply (the wheel excluded;
    the Automa has no credits, BA-A21.1)."""
    return (excavators + mixers + credits) // RESOURCES_PER_VP


def water_vp(drops: int) -> int:
    """BA-32.5, BA-A21.1: VP for the water drops held by the player's own dams."""
    return drops * VP_PER_DROP


def winners(vp: Sequence[int], last_round_energy: Sequence[int]) -> list[int]:
    """BA-32.6–32.7, D-17: the seats with the most VP; among them those that produced the most
    energy in the last round (true totals, D-05); if still tied, all of them share the victory."""
    best = max(vp)
    tied = [p for p, v in enumerate(vp) if v == best]
    most = max(last_round_energy[p] for p in tied)
    return [p for p in tied if last_round_energy[p] == most]
