"""The energy arithmetic of a production action (BA-20.3, BA-90.2) and of the abilities that change it:
the company-board bonus (BA-34.1), Viktor Fiesler (BA-35.3), Germany's repeat (BA-34.3, D-19), Italy
(BA-34.4), France (BA-34.5); which contracts one action may fulfil (BA-21.2–21.4); and what using
another player's conduit costs (BA-6.4, BA-20.3.6).

Numbers come from ``companies.json`` and ``executive_officers.json``; Italy's and France's, which the data
states only in the abilities' words, are constants citing their rules.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from .data import COMPANIES_JSON, COMPONENTS_JSON, OFFICERS_JSON

CREDITS_PER_DROP: Final = 1
"""BA-6.4, BA-20.3.6: credits paid to a conduit's owner for each drop moved through it."""
VP_PER_DROP: Final = 1
"""BA-6.4, BA-20.3.6: VP the conduit's owner scores for each drop moved through it."""
MINIMUM_ENERGY: Final = 1
"""BA-20.3.5: a production action whose total is less than this cannot be performed."""


def _powerhouse_bonuses() -> tuple[int, ...]:
    """BA-34.1: the company-board production bonus for 0, 1, … powerhouses built."""
    row = COMPANIES_JSON["common"]["powerhouse_row"]
    bonus = 0
    out = []
    for built in range(COMPONENTS_JSON["per_company"]["powerhouses"] + 1):
        step = row.get(str(built), {})
        if "production_bonus_total" in step:
            bonus = step["production_bonus_total"]
        elif "production_bonus" in step:
            bonus += step["production_bonus"]
        out.append(bonus)
    return tuple(out)


POWERHOUSE_BONUS: Final = _powerhouse_bonuses()
"""BA-34.1: index = powerhouses built (0–4); 0, 0, 1, 1, 3 in the data."""

_VIKTOR: Final = next(o["effect"] for o in OFFICERS_JSON["base_game"] if o["id"] == "viktor_fiesler")
VIKTOR_AT_MOST: Final[int] = _VIKTOR["if_at_most"]
VIKTOR_BECOMES: Final[int] = _VIKTOR["becomes"]


ITALY_EXTRA_ENERGY: Final = 3
"""BA-34.4: energy Italy adds after each production action (never for a contract); a number of the
ability's rule, which the data states only in words."""
FRANCE_CONTRACT_DISCOUNT: Final = 3
"""BA-34.5: France fulfils contracts requiring up to this much more than it produced (as Italy's)."""


def company_bonus(powerhouses_built: int) -> int:
    """BA-34.1: +1 from the 2nd powerhouse built, +3 in all from the 4th."""
    if not 0 <= powerhouses_built < len(POWERHOUSE_BONUS):
        raise ValueError(f"a company builds at most {len(POWERHOUSE_BONUS) - 1} powerhouses")
    return POWERHOUSE_BONUS[powerhouses_built]


def base_energy(drops: int, production_value: int, viktor: bool = False) -> int:
    """BA-20.3.3, BA-35.3: drops × the conduit's production value; with Viktor Fiesler a result of 3 or
    less becomes 4."""
    if drops < 1:
        raise ValueError("a production action moves at least 1 drop (BA-20.3.1)")
    produced = drops * production_value
    return VIKTOR_BECOMES if viktor and produced <= VIKTOR_AT_MOST else produced


def total_energy(
    drops: int, production_value: int, space_bonus: int, powerhouses_built: int, viktor: bool = False
) -> int:
    """BA-20.3.3–4, BA-90.2: base energy, then the action space's bonus or malus, then the company-board
    bonus. The total may be below 1 (see ``may_produce``)."""
    return base_energy(drops, production_value, viktor) + space_bonus + company_bonus(powerhouses_built)


def may_produce(
    drops: int, production_value: int, space_bonus: int, powerhouses_built: int, viktor: bool = False
) -> bool:
    """BA-20.3.5, BA-15.6: whether this production's total reaches 1 (checked before placing engineers)."""
    return total_energy(drops, production_value, space_bonus, powerhouses_built, viktor) >= MINIMUM_ENERGY


def energy(drops: int, production_value: int, space_bonus: int, powerhouses_built: int, viktor: bool = False) -> int:
    """BA-20.3.3–5: the energy of a production action; refuses a total below 1 (BA-20.3.5)."""
    total = total_energy(drops, production_value, space_bonus, powerhouses_built, viktor)
    if total < MINIMUM_ENERGY:
        raise ValueError(f"a production action totalling {total} is not allowed (BA-20.3.5)")
    return total


def repeat_energy(drops: int, production_value: int) -> int:
    """BA-34.3, D-19: Germany's repeated production is drops × value only: no action-space bonus or
    malus, no company-board bonus, no Viktor Fiesler minimum."""
    return base_energy(drops, production_value)


def track_energy(energy: int, italy: bool) -> int:
    """BA-20.3.7, BA-34.4: how far the energy marker moves for one production action; Italy adds its
    extra energy after the action (it never counts for a contract)."""
    return energy + ITALY_EXTRA_ENERGY if italy else energy


def may_fulfil(energy: int, requirement: int, france: bool = False) -> bool:
    """BA-8.2, BA-21.2, BA-34.5: whether one action's energy fulfils a contract of this requirement;
    France may fall short by its discount."""
    return energy + (FRANCE_CONTRACT_DISCOUNT if france else 0) >= requirement


def fulfillable(energy: int, requirements: Sequence[int], france: bool = False) -> list[int]:
    """BA-21.2–21.4: the indexes of the contracts (private in supply or national on display) that this one
    action's energy may fulfil. The player chooses at most one of them (BA-21.3, BA-21.6)."""
    return [k for k, requirement in enumerate(requirements) if may_fulfil(energy, requirement, france)]


def conduit_fee(drops: int) -> tuple[int, int]:
    """BA-6.4, BA-20.3.6: using another player's conduit: (credits paid to its owner, VP its owner
    scores)."""
    return CREDITS_PER_DROP * drops, VP_PER_DROP * drops
