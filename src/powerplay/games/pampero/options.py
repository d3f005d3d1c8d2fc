"""The options of a game of Pampero (PA-1.1, PA-34, PA-35, PA-38), declared once.

``PamperoConfig`` is the reference for a config: the engine reads configs with it, the server
publishes its JSON schema. The alternative rules (PA-35) combine freely; each decision the rulebook
leaves open (AMB-nn, PA-38) is played by its default unless ``alternatives`` names it.
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from ...core.messages import N_
from ...core.options import WholeNumber

ALTERNATIVES: dict[str, str] = {
    "AMB-01": "each player's starting battery comes from the box, not the general supply (default: the supply)",
    "AMB-04": "the used bulldozer moves right after the structure is placed (default: after all the card's effects)",
    "AMB-06": "a specialist card is the top card of the chosen deck (default: one of the three face up)",
    "AMB-07": "venture capital pays the income of the furthest marker anywhere (default: only within its stripe)",
    "AMB-08": "a link token not taken when its second link opens leaves the game (default: it stays for later)",
    "AMB-09": "a connected second contract may lie in any zone (default: the tab's zone)",
    "AMB-10": "beginner token I leaves out remote contracts from zone A slots (default: they count)",
    "AMB-11": "a tie for most on a final token's bottom half shares the reward (default: nobody gains it)",
    "AMB-13": "crown cards change only other cards' majorities (default: also the tokens' evaluations)",
    "AMB-16": "taking a battery from an empty supply does not move the turn-order disc (default: it moves)",
    "AMB-17": "batteries spent or discarded go to the box (default: back to the general supply)",
    "AMB-19": "at the investors' payment a player pays only what they have (default: money may go below 0)",
    "AMB-22": "the contract-token restrictions also place solar tokens by their symbols (default: unrestricted)",
    "AMB-23": "unused grey starting sites are ordinary sites of their type (default: out of play)",
    "AMB-31": "a discarded tower bonus token still gives its instant effect (default: it gives nothing)",
    "AMB-37": "every effect tied to a zone needs that zone unlocked, builds too (default: contracts only)",
    "AMB-38": "a used bulldozer always moves exactly once (default: as many moves as the card's frame shows)",
    "AMB-39": "the batteries of the alternative cost always follow the zone table (default: each card's frame)",
    "AMB-40": "a card whose effect cannot be carried out may still be played for its money and energy "
    "(default: it cannot be played)",
}
"""The decisions of PA-38 that offer an alternative, and what choosing it means: a config's
``alternatives`` names those the table plays instead of the default. AMB-02 and AMB-03 have one too,
but the data has no place for it (one mixed site in A2; a tab per slot side); AMB-12's simultaneous
play changes nothing where each player's cards are resolved in full one after another."""

Alternative = Literal[
    "AMB-01",
    "AMB-04",
    "AMB-06",
    "AMB-07",
    "AMB-08",
    "AMB-09",
    "AMB-10",
    "AMB-11",
    "AMB-13",
    "AMB-16",
    "AMB-17",
    "AMB-19",
    "AMB-22",
    "AMB-23",
    "AMB-31",
    "AMB-37",
    "AMB-38",
    "AMB-39",
    "AMB-40",
]


class PamperoConfig(BaseModel):
    """A config of Pampero: strict JSON (booleans are ``true``/``false``), no other keys."""

    model_config = ConfigDict(
        extra="forbid",
        strict=True,
        title="Pampero options",
        json_schema_extra={"examples": [{"players": 3}, {"players": 2, "rado": True, "beginner": True}]},
    )

    players: WholeNumber = Field(
        4,
        ge=2,
        le=4,
        title=N_("Players"),
        description="Pampero is for 2 to 4 players here: its solo opponent's rules are not in the rulebook (PA-36); "
        "one person can play against bots.",
        json_schema_extra={"rule": "PA-1.1"},
    )
    long_game: bool = Field(
        False,
        title=N_("Long game"),
        description="The extended time track over the printed one (PA-35.1).",
        json_schema_extra={"rule": "PA-35.1"},
    )
    beginner: bool = Field(
        False,
        title=N_("Beginner scoring tokens"),
        description="The beginner tokens in the first and second scorings (PA-35.2).",
        json_schema_extra={"rule": "PA-35.2"},
    )
    fixed_bonus: bool = Field(
        False,
        title=N_("Fixed tower bonuses"),
        description="The tower bonus tokens laid out as the rulebook's figure shows, not at random (PA-35.3).",
        json_schema_extra={"rule": "PA-35.3"},
    )
    restrictions: bool = Field(
        False,
        title=N_("Contract-token restrictions"),
        description="A contract token goes only in the column of the tower that unlocks it, or to its right (PA-35.4).",
        json_schema_extra={"rule": "PA-35.4"},
    )
    battery_limit: bool = Field(
        False,
        title=N_("Battery storage limit"),
        description="After producing batteries, keep no more than your empty tower cells (PA-35.5).",
        json_schema_extra={"rule": "PA-35.5"},
    )
    rado: bool = Field(
        False,
        title=N_("Rado variant"),
        description="Two players: the extra tower bonus discarded is next to the cells taken (PA-34.2).",
        json_schema_extra={"rule": "PA-34.2", "requires": {"players": 2}, "requirement": N_("only with two players")},
    )
    data: str | None = Field(
        None,
        pattern=r"^[0-9a-f]{64}$",
        title=N_("Data set"),
        description="The digest of the components' data set the game is played with (PA-39): null for the built-in "
        "stand-ins; another set is loaded from its folder first (powerplay play pampero --data DIR).",
        json_schema_extra={"advanced": True, "folder": True},
    )
    alternatives: list[Alternative] = Field(
        [],
        title=N_("Alternatives"),
        description="The decisions where the rulebook is silent or unclear whose alternative this table plays "
        "instead of the default (PA-38): " + "; ".join(f"{k}: {v}" for k, v in ALTERNATIVES.items()) + ".",
        json_schema_extra={"labels": {k: f"{k}: {v}" for k, v in ALTERNATIVES.items()}, "advanced": True},
    )
