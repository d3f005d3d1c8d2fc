"""The options of a game of Barrage (BA-0.3, BA-9, BA-A1), declared once.

``BarrageConfig`` is the reference for a config: the engine reads configs with it, the server
publishes its JSON schema. An Automa is part of the game, not a front end's bot: it is named here,
per seat, and its turns are the game's own (BA-A1.5).
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from ...core.options import WholeNumber
from .data import COMPONENTS_JSON

COMPANIES: int = COMPONENTS_JSON["per_company"]["companies"]
"""BA-1.3: four companies, so at most four participants."""

AutomaLevel = Literal["easy", "medium", "hard", "very-hard"]
"""BA-A1.6: the Automa's four levels (BA-A18–A20)."""


class BarrageConfig(BaseModel):
    """A config of Barrage: strict JSON (booleans are ``true``/``false``), no other keys."""

    model_config = ConfigDict(
        extra="forbid",
        strict=True,
        title="Barrage options",
        json_schema_extra={
            "examples": [{"players": 2, "full": True, "automa": [None, "hard"]}, {"players": 3, "full": False}]
        },
    )

    players: WholeNumber = Field(
        4,
        ge=2,
        le=COMPANIES,
        description="Barrage is for 2 to 4 participants, the Automa counted (BA-9.1, BA-A1.3).",
        json_schema_extra={"rule": "BA-9.1"},
    )
    full: bool = Field(
        False,
        description="The full game (BA-0.3): companies, officers and starting contracts chosen, the patent office "
        "and advanced technology tiles. false: the introductory game with its fixed matchups (BA-11).",
    )
    automa: list[AutomaLevel | None] | None = Field(
        None,
        description="Per seat, the level of the Automa that plays it, or null for a person "
        "(BA-A1.6); only in the full game (BA-A1.2). null: no Automa.",
        json_schema_extra={"rule": "BA-A1.2"},
    )
