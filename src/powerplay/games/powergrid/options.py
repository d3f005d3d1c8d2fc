"""The options of a game of Power Grid (PG-3.1, PG-13, PG-16, D-08), declared once.

``PowerGridConfig`` is the reference for a config: the engine reads configs with it, the server
publishes its JSON schema. The checks that need the board (how many regions, connected) are made at
setup (``setup.options_from_config``).
"""

from __future__ import annotations

from typing import Annotated, Literal, get_args

from pydantic import AfterValidator, BaseModel, ConfigDict, Field, StringConstraints, field_validator
from pydantic_core import PydanticCustomError

from ...core.messages import N_
from ...core.options import WholeNumber
from .data import SETUP, board

MapName = Literal["germany", "usa"]
"""The board sides, by the names of their files in ``data/maps``."""
_LONGEST_MAP_NAME = max(len(name) for name in get_args(MapName))

REGION_NAMES: tuple[str, ...] = tuple(sorted({r for key in get_args(MapName) for r in board(key).regions}))
"""Every region id of every board side (``data/maps/*.json``)."""

PLAYER_COUNTS = sorted(int(n) for n in SETUP["byPlayers"])
"""The player counts the setup table has a row for (PG-3.1)."""
_ZONE_SIZES = ", ".join(f"{SETUP['byPlayers'][str(n)]['regions']} with {n}" for n in PLAYER_COUNTS)

RegionName = Annotated[
    str,
    StringConstraints(min_length=1, max_length=max(len(name) for name in REGION_NAMES)),
    Field(json_schema_extra={"enum": list(REGION_NAMES)}),
]
"""A region id: short text here; setup checks it against the chosen side's regions and names the ones
it does not know (PG-3.1)."""

_LONGEST_REGIONS_TEXT = 200
"""The longest comma-separated regions text that is split into names (longer: refused as it is)."""


def _different(regions: list[str]) -> list[str]:
    """PG-3.1: the zone is a set of regions; one named twice is a mistake, not a smaller zone."""
    if len(set(regions)) != len(regions):
        raise PydanticCustomError("regions_repeated", "each region may be named only once")
    return regions


Regions = Annotated[
    list[RegionName],
    Field(min_length=1, max_length=SETUP["global"]["regionsOnBoard"], json_schema_extra={"uniqueItems": True}),
    AfterValidator(_different),
]


class PowerGridConfig(BaseModel):
    """A config of Power Grid: strict JSON (booleans are ``true``/``false``), no other keys."""

    model_config = ConfigDict(
        extra="forbid",
        strict=True,
        title="Power Grid options",
        json_schema_extra={
            "examples": [{"map": "usa", "players": 3, "regions": ["north-central", "north-east", "south-central"]}]
        },
    )

    map: MapName = Field(
        "germany",
        title=N_("Map"),
        description="The board side: germany or usa (written in any case).",
        json_schema_extra={"labels": {"germany": N_("Germany"), "usa": N_("USA")}},
    )
    players: WholeNumber = Field(
        4,
        ge=PLAYER_COUNTS[0],
        le=PLAYER_COUNTS[-1],
        title=N_("Players"),
        description=f"Power Grid is for {PLAYER_COUNTS[0]} to {PLAYER_COUNTS[-1]} players. "
        "Two play against the trust (PG-14) unless the game is classic.",
        json_schema_extra={"rule": "PG-3.1"},
    )
    regions: Literal["random"] | Regions = Field(
        "random",
        title=N_("Regions"),
        description=f"The regions in play ({_ZONE_SIZES} players), forming one connected group (D-14). "
        '"random" draws them with the game\'s seed; else a list of region ids of the board side '
        '(a comma-separated text of ids is read too, e.g. "west,north-west,east").',
        json_schema_extra={
            "rule": "PG-3.1",
            "labels": {
                "random": N_("Random"),
                "west": N_("west"),
                "east": N_("east"),
                "north-west": N_("north-west"),
                "north-east": N_("north-east"),
                "south-west": N_("south-west"),
                "south-east": N_("south-east"),
                "north-central": N_("north-central"),
                "south-central": N_("south-central"),
            },
        },
    )
    starting_cities: bool = Field(
        False,
        title=N_("Starting cities"),
        description="The starting-cities variant: each player marks a city at setup to start from (PG-13).",
        json_schema_extra={"hint": N_("each player marks a city first")},
    )
    classic: bool = Field(
        False,
        title=N_("Classic edition"),
        description="The classic edition (PG-16): the 2004 rulebook's board differences, opening market and "
        "resource market, open money and no trust with 2 players.",
        json_schema_extra={"hint": N_("2004 board and rules; money is public")},
    )
    trust_refill_alternative: bool = Field(
        False,
        title=N_("Refill as for 3 players"),
        description="In a 2-player game against the trust, refill the resource market with the 3-player values "
        "(D-08; the 2-player values otherwise).",
        json_schema_extra={
            "hint": N_("2 players against the Trust: the resource market refills as for 3 players"),
            "advanced": True,
        },
    )

    @field_validator("map", mode="before")
    @classmethod
    def _any_case(cls, value: object) -> object:
        """A board side's name in any case (``"USA"``), as configs have always been read."""
        return value.lower() if isinstance(value, str) and len(value) <= _LONGEST_MAP_NAME else value

    @field_validator("regions", mode="before")
    @classmethod
    def _names_in_text(cls, value: object) -> object:
        """``"west, north-west,east"`` (spaces around ids ignored) and ``null`` (random) as configs have
        always been read; a tuple is a list."""
        if value is None:
            return "random"
        if isinstance(value, str) and value != "random" and len(value) <= _LONGEST_REGIONS_TEXT:
            return [name.strip() for name in value.split(",")]
        if isinstance(value, tuple):
            return list(value)
        return value
