"""The options of a game of Power Grid: The Card Game (CG-2.1, CG-11, CG-15.2, D-1, D-3, D-6, D-18),
declared once.

``CardGameConfig`` is the reference for a config: the engine reads configs with it, the server
publishes its JSON schema. That the Trust plays only with 2 players is checked at setup
(``setup.options_from_config``).
"""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field

from ...core.messages import N_
from ...core.options import WholeNumber
from .data import GLOBAL


class CardGameConfig(BaseModel):
    """A config of Power Grid: The Card Game: strict JSON (booleans are ``true``/``false``), no other keys."""

    model_config = ConfigDict(
        extra="forbid",
        strict=True,
        title="Power Grid: The Card Game options",
        json_schema_extra={"examples": [{"players": 2, "trust": True, "demolition": True}]},
    )

    players: WholeNumber = Field(
        4,
        ge=GLOBAL["playersMin"],
        le=GLOBAL["playersMax"],
        title=N_("Players"),
        description=f"Power Grid: The Card Game is for {GLOBAL['playersMin']} to {GLOBAL['playersMax']} players.",
        json_schema_extra={"rule": "CG-2.1"},
    )
    trust: bool | None = Field(
        None,
        title=N_("Against the Trust"),
        description="Play against the Trust, a neutral third party (CG-10); only with 2 players (CG-2.1). "
        "Unset: on with 2 players, off otherwise (D-1).",
        json_schema_extra={
            "hint": N_("2 players: a neutral third company"),
            "requires": {"players": 2},
            "requirement": N_("only in 2-player games"),
        },
    )
    demolition: bool = Field(
        False,
        title=N_("Demolition contractor"),
        description="The demolition variant (CG-11).",
        json_schema_extra={"hint": N_("removing a plant pays compensation")},
    )
    hidden_money: bool = Field(
        False,
        title=N_("Hidden money"),
        description="Each seat's money is hidden from the others until the game ends (D-18).",
        json_schema_extra={"hint": N_("each player sees only their own until the end")},
    )
    bidding_in_turn_order: bool = Field(
        False,
        title=N_("Bidding in turn order"),
        description="Bids go round in turn order, not in seat order (D-3 alternative).",
        json_schema_extra={"hint": N_("bids go round in turn order, not in seat order"), "advanced": True},
    )
    limited_singles: bool = Field(
        False,
        title=N_("Limited single cards"),
        description="Only the printed single cards exist: a unit with no single card of its type left is lost "
        "(D-6 alternative; the single supply is unlimited otherwise).",
        json_schema_extra={"hint": N_("only the printed single cards exist"), "advanced": True},
    )
    data: str | None = Field(
        None,
        pattern=r"^[0-9a-f]{64}$",
        title=N_("Data set"),
        description="The digest of the components' data set the game is played with (CG-15.2): null for the "
        "built-in stand-ins; another set is loaded from its folder first (powerplay play powergrid-cards --data DIR).",
        json_schema_extra={"advanced": True, "folder": True},
    )
