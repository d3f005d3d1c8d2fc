"""The management board and the patent office (BA-19–BA-28): each action space as data, read from
action_spaces.json — its section, the engineers and the red-frame fee of placing there (BA-15.4), the
cost printed in its action symbol (BA-19.4) and its effect.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Final

from .data import load

ACTION_SPACES_JSON: Final = load("action_spaces.json")

TURBINE_STATION: Final = "turbine_station"
WATER_MANAGEMENT: Final = "water_management"
BANK: Final = "bank"
WORKSHOP: Final = "workshop"
MACHINERY_SHOP: Final = "machinery_shop"
CONTRACT_OFFICE: Final = "contract_office"
PATENT_OFFICE: Final = "patent_office"
BANK_SPACE: Final = "BANK"
"""BA-24.2: the one bank space, shared, taking any number of engineers."""


@dataclass(frozen=True, slots=True)
class Space:
    """An action space: ``engineers`` to place and ``fee`` (red frame, BA-15.4) paid on placing;
    ``cost`` printed in the action symbol, paid when acting (BA-19.4); ``effect`` as in the data
    (``bonus`` for the turbine station's rows, BA-20.1); ``players`` the count mark (BA-10.13)."""

    id: str
    section: str
    engineers: int
    fee: int
    cost: int
    effect: dict[str, Any]
    players: str


def _spaces() -> tuple[Space, ...]:
    out = []
    for section in ACTION_SPACES_JSON["sections"]:
        for row in section["rows"]:
            effect = dict(row.get("effect") or {})
            if "bonus" in row:
                effect["bonus"] = row["bonus"]
            for side in ("left", "right", "single_space"):
                space = row.get(side)
                if space is None or space["id"] == BANK_SPACE:
                    continue
                out.append(
                    Space(
                        space["id"],
                        section["id"],
                        space["engineers"],
                        space["extra_credits"],
                        row.get("action_cost_credits") or 0,
                        effect,
                        row["players"],
                    )
                )
    return tuple(out)


SPACES: Final = _spaces()
"""Every action space but the bank (BA-24), in the data's order."""
SPACE: Final = {space.id: space for space in SPACES}
