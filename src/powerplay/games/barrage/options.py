"""The options of a game of Barrage (BA-0.3, BA-9, BA-A1), declared once.

``BarrageConfig`` is the reference for a config: the engine reads configs with it, the server
publishes its JSON schema. An Automa is part of the game, not a front end's bot: it is named here,
per seat, and its turns are the game's own (BA-A1.5).
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from ...core.messages import N_
from ...core.options import WholeNumber
from .data import COMPONENTS_JSON

COMPANIES: int = COMPONENTS_JSON["per_company"]["companies"]
"""BA-1.3: four companies, so at most four participants."""

AutomaLevel = Literal["easy", "medium", "hard", "very-hard"]
"""BA-A1.6: the Automa's four levels (BA-A18–A20)."""

ALTERNATIVES: dict[str, str] = {
    "D-01": "water drops unlimited (default: 30 in all)",
    "D-10": "Mahiri Sekibo may copy any of the six other officers (default: an officer of another company in play)",
    "D-12": "energy of an advanced tile (L2 base, L3 conduit) may fulfil only a private contract, and France's -3 "
    "applies only in production actions (default: any one contract, France's -3 too)",
    "D-21": "the L2 powerhouse's production pays nothing for others' conduits (default: they are paid)",
    "D-A7": "the contracts an Automa fulfils count 0 for it on the contracts bonus tile (default: counted)",
    "D-A10": "a medium Automa uses its highest-level technology tile (default: basic, then the lowest level)",
    "D-A11": "from two patent-office tiles of one structure the Automa buys the upper slot's (default: the higher "
    "level)",
    "D-A12": "the Automa's placement step 1 keeps only the completing spaces whenever there are some (default: "
    "counts systems)",
    "D-A17": "very hard is medium and its officer, without hard's rules (default: very hard includes hard)",
    "D-A20": "the Automa's production condition counts the tile's bonus only (default: the company bonus too)",
    "D-A22": "a very hard Automa's officer is a random one not in play (default: the one paired with its company)",
}
"""The decisions of the specification's §99 that offer an alternative, and what choosing it means: a
config's ``alternatives`` names those the table plays instead of the default."""

Alternative = Literal["D-01", "D-10", "D-12", "D-21", "D-A7", "D-A10", "D-A11", "D-A12", "D-A17", "D-A20", "D-A22"]


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
        title=N_("Players"),
        description="Barrage is for 2 to 4 participants, the Automa counted (BA-9.1, BA-A1.3).",
        json_schema_extra={"rule": "BA-9.1"},
    )
    full: bool = Field(
        False,
        title=N_("Rules"),
        description="The full game (BA-0.3): companies, officers and starting contracts chosen, the patent office "
        "and advanced technology tiles. Otherwise: the introductory game with its fixed matchups (BA-11).",
        json_schema_extra={"labels": {"false": N_("introductory game"), "true": N_("full game")}},
    )
    automa: list[AutomaLevel | None] | None = Field(
        None,
        title=N_("Automa"),
        description="Per seat, the level of the Automa that plays it, or null for a person "
        "(BA-A1.6); only in the full game (BA-A1.2). null: no Automa.",
        json_schema_extra={
            "rule": "BA-A1.2",
            "seats": True,
            "requires": {"full": True},
            "requirement": N_("the Automa plays only the full game"),
        },
    )
    alternatives: list[Alternative] = Field(
        [],
        title=N_("Alternatives"),
        description="The decisions where the rulebook is silent or unclear whose alternative this table plays "
        "instead of the default (docs/games/barrage.md, Options): "
        + "; ".join(f"{k}: {v}" for k, v in ALTERNATIVES.items())
        + ".",
        json_schema_extra={"labels": {k: f"{k}: {v}" for k, v in ALTERNATIVES.items()}, "advanced": True},
    )
