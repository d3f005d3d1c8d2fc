"""The 20 Automa tiles (BA-A2), read from automa.json: each tile's action side and criteria side.

The action side lists the actions in reading order (BA-A5.4: left column top to bottom, then the
centre, then the right); the tile gives the engineers, the VP paid and the effect of each (BA-A5.5).
The criteria side gives, for each kind of structure, three placement criteria and a location code
(BA-A16.2, BA-A16.3), and the headstream letters of the water action (BA-A7.4). During play the action
side of the deck's top tile is used with the criteria side of the discard pile's top tile (BA-A5.2):
both sides of one physical tile are one ``AutomaTile`` here.

Actions of "The Leeghwater Project" (BA-A10, BA-A14, and the patent office's private-building tiles,
BA-A13.5) are kept, flagged ``expansion``, and left out of ``AutomaTile.base_actions`` (D-A19).
Every action kind and criterion the data uses is a constant below; the import fails on any other.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from .contracts import COLOURS
from .data import AREAS, HEADSTREAMS, load

AUTOMA_JSON: Final = load("automa.json")
_CONSTANTS: Final = AUTOMA_JSON["constants"]

# Action kinds (BA-A5.4-A15).
PRODUCTION: Final = "production"
"""BA-A6: produce with the best system if ready, not leading the energy track and enough for a contract
of the tile's colour; then fulfil the highest contract. Ends the turn."""
WATER_MANAGEMENT: Final = "water_management"
"""BA-A7: add drops on headstreams that reach an Automa dam (BA-A7.5). Dashed frame: the turn goes on."""
CONTRACT_OFFICE: Final = "contract_office"
"""BA-A8: remove the face-up contracts of the tile's colour, refill, gain energy. Always possible;
dashed frame: the turn goes on."""
CONSTRUCTION: Final = "construction"
"""BA-A9: build the tile's structure (with its area or production restriction) if possible. Ends the
turn."""
CONSTRUCTION_PRIVATE_BUILDING: Final = "construction_private_building"
"""BA-A10 [LWP]: build a private building; skipped in the base game (BA-A9.6, D-A19)."""
MACHINERY_SHOP: Final = "machinery_shop"
"""BA-A11: not in round 5, pay the tile's VP for its machinery. Ends the turn."""
WORKSHOP: Final = "workshop"
"""BA-A12: if anything lies on the wheel, pay the tile's VP and rotate it the tile's sectors. Ends the
turn."""
PATENT_OFFICE: Final = "patent_office"
"""BA-A13: pay VP for the advanced tile of the tile's structure (or a joker) if the patent office has
one. Ends the turn."""
EXTERNAL_WORK: Final = "external_work"
"""BA-A14 [LWP]: an external work by the tile's priority; skipped in the base game (D-A19)."""
SINGLE_WORKSHOP_OR_BANK: Final = "single_workshop_or_bank"
"""BA-A15.1 fallback, always possible: rotate the wheel 1 sector if anything lies on it, else the bank."""
WILD_MACHINERY_SHOP_OR_BANK: Final = "wild_machinery_shop_or_bank"
"""BA-A15.2 fallback, always possible: not in round 5, pay VP for 1 machinery of the type it has fewer
of; in round 5 the bank."""

ACTION_KINDS: Final = (
    PRODUCTION,
    WATER_MANAGEMENT,
    CONTRACT_OFFICE,
    CONSTRUCTION,
    CONSTRUCTION_PRIVATE_BUILDING,
    MACHINERY_SHOP,
    WORKSHOP,
    PATENT_OFFICE,
    EXTERNAL_WORK,
    SINGLE_WORKSHOP_OR_BANK,
    WILD_MACHINERY_SHOP_OR_BANK,
)
"""Every action kind of the tiles (BA-A6-A15)."""
CONTINUES_TURN: Final = (WATER_MANAGEMENT, CONTRACT_OFFICE)
"""BA-A5.6: the dashed-frame actions, after which the Automa goes on with the next action."""
FALLBACKS: Final = (SINGLE_WORKSHOP_OR_BANK, WILD_MACHINERY_SHOP_OR_BANK)
"""BA-A15.3: the always-possible actions that end every tile."""
LEEGHWATER: Final = "leeghwater"
"""How the data marks an action of the expansion [LWP] (BA-A1.1), skipped in the base game (D-A19)."""

WATER_PHASE: Final = "water_phase"
"""BA-A7.1: the drops wait on the headstream tile and flow in the Water-flow phase."""
IMMEDIATE: Final = "immediate"
"""BA-A7.1: the drop flows at once."""
FLOWS: Final = (WATER_PHASE, IMMEDIATE)
HEADSTREAM_LETTERS: Final[tuple[str, ...]] = tuple(h.removeprefix("H") for h in HEADSTREAMS)
"""BA-A7.4: the letters A-D of the criteria side name the headstreams HA-HD."""

# Placement criteria (BA-A17), per column of the criteria side.
DAM_MOST_POWERFUL_CONDUIT: Final = "most_powerful_conduit"
"""BA-A17.1: the dam linked to the most powerful already built conduit (tie: the Automa's own)."""
DAM_OWNED_POWERHOUSE: Final = "owned_powerhouse"
"""BA-A17.2: a dam connected to an Automa powerhouse."""
DAM_MOST_WATER_DROPS: Final = "most_water_drops"
"""BA-A17.3: the dam the most pending drops would reach (D-A16; ties by headstream letters)."""
DAM_RED_FRAME_SPACE: Final = "red_frame_space"
"""BA-A17.4: red-framed spaces."""
DAM_UPSTREAM_POWERHOUSE: Final = "upstream_powerhouse"
"""BA-A17.5: a dam fed, through basins without other dams, by a powerhouse upstream."""
DAM_DOWNSTREAM_DAM: Final = "downstream_dam"
"""BA-A17.6: a dam linked to a downstream Automa dam, otherwise one not linked to an opponent's."""
DAM_CRITERIA: Final = (
    DAM_MOST_POWERFUL_CONDUIT,
    DAM_OWNED_POWERHOUSE,
    DAM_MOST_WATER_DROPS,
    DAM_RED_FRAME_SPACE,
    DAM_UPSTREAM_POWERHOUSE,
    DAM_DOWNSTREAM_DAM,
)
"""BA-A17.1-A17.6: the criteria for dams and elevations."""

CONDUIT_MOST_POWERFUL: Final = "most_powerful"
"""BA-A17.7: the most powerful candidate conduit."""
CONDUIT_SECOND_MOST_POWERFUL: Final = "second_most_powerful"
"""BA-A17.8: the second production value among the candidates, otherwise the most powerful."""
CONDUIT_DAM_OWNED_NEUTRAL_OPPONENT: Final = "dam_owned_neutral_opponent"
"""BA-A17.9: a conduit from a basin with a dam: own, then neutral, then an opponent's."""
CONDUIT_POWERHOUSE_OWNED_OPPONENT: Final = "powerhouse_owned_opponent"
"""BA-A17.10: a conduit to a basin with a powerhouse: own, then an opponent's."""
CONDUIT_DAM_OPPONENT_NEUTRAL_OWNED: Final = "dam_opponent_neutral_owned"
"""BA-A17.11: as BA-A17.9: an opponent's, then neutral, then own."""
CONDUIT_POWERHOUSE_OPPONENT_OWNED: Final = "powerhouse_opponent_owned"
"""BA-A17.12: as BA-A17.10: an opponent's, then own."""
CONDUIT_CRITERIA: Final = (
    CONDUIT_MOST_POWERFUL,
    CONDUIT_SECOND_MOST_POWERFUL,
    CONDUIT_DAM_OWNED_NEUTRAL_OPPONENT,
    CONDUIT_POWERHOUSE_OWNED_OPPONENT,
    CONDUIT_DAM_OPPONENT_NEUTRAL_OWNED,
    CONDUIT_POWERHOUSE_OPPONENT_OWNED,
)
"""BA-A17.7-A17.12: the criteria for conduits."""

POWERHOUSE_MOST_POWERFUL_CONDUIT: Final = "most_powerful_conduit"
"""BA-A17.13: the powerhouse fed by the most powerful already built conduit (tie: own conduit)."""
POWERHOUSE_OWNED_DAM: Final = "owned_dam"
"""BA-A17.14: a powerhouse connected to an Automa dam."""
POWERHOUSE_PLAINS: Final = "plains"
"""BA-A17.15: a powerhouse in the plains."""
POWERHOUSE_HILLS_BASIN_5: Final = "hills_basin_5"
"""BA-A17.16: a powerhouse in hills basin 5."""
POWERHOUSE_HILLS_BASIN_6: Final = "hills_basin_6"
"""BA-A17.16: a powerhouse in hills basin 6."""
POWERHOUSE_HILLS_BASIN_7: Final = "hills_basin_7"
"""BA-A17.16: a powerhouse in hills basin 7."""
POWERHOUSE_FEEDING_OWNED_DAM: Final = "feeding_owned_dam"
"""BA-A17.17: a powerhouse feeding an Automa dam, otherwise one not directly feeding an opponent's."""
POWERHOUSE_NOT_FEEDING_OPPONENT_DAM: Final = "not_feeding_opponent_dam"
"""BA-A17.18: a powerhouse not directly feeding an opponent's dam, otherwise one feeding an Automa dam."""
POWERHOUSE_CRITERIA: Final = (
    POWERHOUSE_MOST_POWERFUL_CONDUIT,
    POWERHOUSE_OWNED_DAM,
    POWERHOUSE_PLAINS,
    POWERHOUSE_HILLS_BASIN_5,
    POWERHOUSE_HILLS_BASIN_6,
    POWERHOUSE_HILLS_BASIN_7,
    POWERHOUSE_FEEDING_OWNED_DAM,
    POWERHOUSE_NOT_FEEDING_OPPONENT_DAM,
)
"""BA-A17.13-A17.18: the criteria for powerhouses."""

# Constants of the Automa rules.
STARTING_VP: Final[int] = _CONSTANTS["automa_starting_vp"]
"""BA-A4.4: each Automa starts with this many VP."""
OBJECTIVE_VP: Final[tuple[int, ...]] = tuple(_CONSTANTS["objective_tile_vp"])
"""BA-A3.6: the Automa's objective VP for first, second and third place."""
PATENT_VP: Final[int] = _CONSTANTS["patent_vp_cost"]
"""BA-A13.2: the VP a patent-office action costs."""
PATENT_ENGINEERS: Final[int] = _CONSTANTS["patent_engineers"]
"""BA-A13.2: the engineers a patent-office action places."""
CONTRACT_OFFICE_ENERGY: Final[int] = _CONSTANTS["contract_office_energy"]
"""BA-A8.1: the energy-track spaces a contract-office action gains."""
_SINGLE: Final = _CONSTANTS[SINGLE_WORKSHOP_OR_BANK]
_WILD: Final = _CONSTANTS[WILD_MACHINERY_SHOP_OR_BANK]
SINGLE_WORKSHOP_ENGINEERS: Final[int] = _SINGLE["workshop_engineers"]
"""BA-A15.1: the engineers of the fallback's workshop."""
SINGLE_WORKSHOP_ROTATE: Final[int] = _SINGLE["rotate"]
"""BA-A15.1: the sectors the fallback's workshop rotates (no VP)."""
SINGLE_BANK_ENGINEERS: Final[int] = _SINGLE["bank_engineers"]
"""BA-A15.1: the engineers the fallback places in the bank."""
SINGLE_BANK_VP: Final[int] = _SINGLE["bank_vp"]
"""BA-A15.1: the VP the fallback's bank gives."""
WILD_MACHINERY_ENGINEERS: Final[int] = _WILD["engineers"]
"""BA-A15.2: the engineers of the fallback (machinery shop or bank)."""
WILD_MACHINERY_VP: Final[int] = _WILD["vp_cost"]
"""BA-A15.2: the VP the fallback's machinery shop costs."""
WILD_MACHINERY_GAIN: Final[int] = _WILD["gain"]
"""BA-A15.2: the machinery the fallback's machinery shop gives, of the type the Automa has fewer of."""
WILD_MACHINERY_TIE: Final[str] = _WILD["tie"]
"""BA-A15.2, BA-A16.6: the machinery type taken when the Automa has as many of each."""
WILD_BANK_VP: Final[int] = _WILD["bank_vp"]
"""BA-A15.2: the VP the fallback's bank gives in round 5."""
DAM_CODES: Final[tuple[int, ...]] = tuple(range(_CONSTANTS["dam_code_range"][0], _CONSTANTS["dam_code_range"][1] + 1))
"""BA-A16.3: dam and elevation location codes, basin numbers in search order (then from the first)."""
CONDUIT_CODES: Final[tuple[str, ...]] = tuple(_CONSTANTS["conduit_code_order"])
"""BA-A16.3: conduit location codes (basin number, A left / B right) in search order."""
POWERHOUSE_CODES: Final[tuple[int, ...]] = tuple(
    range(_CONSTANTS["powerhouse_code_range"][0], _CONSTANTS["powerhouse_code_range"][1] + 1)
)
"""BA-A16.3: powerhouse location codes, basin numbers in search order (then from the first)."""


@dataclass(frozen=True, slots=True)
class AutomaAction:
    """One action of an action side (BA-A5.5): its ``kind`` (one of ``ACTION_KINDS``), the engineers it
    places and the VP it pays, and what the kind needs of the rest (zero or empty when unused).

    ``bonus`` is the production bonus or malus (BA-A6.2); ``colour`` the contract colour the production
    checks (BA-A6.1.3) or the contract office removes (BA-A8.2); ``drops`` and ``flow`` the water
    action's (BA-A7.1); ``energy`` the contract office's (BA-A8.1); ``structure`` what is built
    (BA-A9) or patented (BA-A13), with ``areas`` (empty: any) and ``min_production`` (0: any) the
    tile's restriction (BA-A9.1.3, BA-A16.4); ``rotate`` the workshop's sectors (BA-A12); ``excavators``
    and ``mixers`` the machinery shop's (BA-A11); ``priority`` and ``search`` the expansion's (BA-A14,
    BA-A10); ``expansion`` marks an action skipped in the base game (D-A19). The fallbacks (BA-A15)
    carry the engineers, VP and rotation of their first branch, read from the data's constants.
    """

    kind: str
    engineers: int
    vp: int = 0
    bonus: int = 0
    colour: str = ""
    drops: int = 0
    flow: str = ""
    energy: int = 0
    structure: str = ""
    areas: tuple[str, ...] = ()
    min_production: int = 0
    rotate: int = 0
    excavators: int = 0
    mixers: int = 0
    priority: tuple[int, ...] = ()
    search: str = ""
    expansion: bool = False


@dataclass(frozen=True, slots=True)
class Criteria:
    """A criteria side (BA-A16.2, BA-A16.3, BA-A7.4): per structure column its three criteria in order
    and its location code (dam/elevation: a basin number; conduit: basin number and A/B; powerhouse:
    a basin number), and the headstream letters (A-D = HA-HD) in order of preference. The printed
    tiles show three letters; the fourth, the remaining headstream, is provisional and used last
    (D-A18)."""

    dam: tuple[str, ...]
    dam_code: int
    conduit: tuple[str, ...]
    conduit_code: str
    powerhouse: tuple[str, ...]
    powerhouse_code: int
    headstreams: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class AutomaTile:
    """An Automa tile (BA-A2.1): its id (AT01-AT20), its action side in reading order (BA-A5.4) with
    ``base_actions`` the ones the base game plays (D-A19), and its criteria side."""

    id: str
    actions: tuple[AutomaAction, ...]
    base_actions: tuple[AutomaAction, ...]
    criteria: Criteria


_KEYS: Final[dict[str, frozenset[str]]] = {
    PRODUCTION: frozenset({"engineers", "bonus", "contract_color"}),
    WATER_MANAGEMENT: frozenset({"engineers", "drops", "flow"}),
    CONTRACT_OFFICE: frozenset({"engineers", "discard_color", "energy"}),
    CONSTRUCTION: frozenset({"engineers", "structure", "areas", "min_production"}),
    CONSTRUCTION_PRIVATE_BUILDING: frozenset({"engineers", "search", "expansion"}),
    MACHINERY_SHOP: frozenset({"engineers", "vp_cost", "gain"}),
    WORKSHOP: frozenset({"engineers", "rotate", "vp_cost"}),
    PATENT_OFFICE: frozenset({"engineers", "vp_cost", "structure", "expansion"}),
    EXTERNAL_WORK: frozenset({"engineers", "priority", "expansion"}),
    SINGLE_WORKSHOP_OR_BANK: frozenset(),
    WILD_MACHINERY_SHOP_OR_BANK: frozenset(),
}
"""The fields each kind may have in the data (any other is a slip)."""


def _action(raw: dict) -> AutomaAction:
    kind = raw["type"]
    assert kind in ACTION_KINDS, f"Automa action kind not in BA-A6-A15: {kind}"
    unknown = set(raw) - {"type"} - _KEYS[kind]
    assert not unknown, f"{kind}: unknown fields {unknown}"
    expansion = raw.get("expansion")
    assert expansion in (None, LEEGHWATER), f"{kind}: unknown expansion {expansion}"
    if kind == SINGLE_WORKSHOP_OR_BANK:
        return AutomaAction(kind, SINGLE_WORKSHOP_ENGINEERS, rotate=SINGLE_WORKSHOP_ROTATE)
    if kind == WILD_MACHINERY_SHOP_OR_BANK:
        return AutomaAction(kind, WILD_MACHINERY_ENGINEERS, WILD_MACHINERY_VP)
    colour = raw.get("contract_color", raw.get("discard_color", ""))
    assert colour == "" or colour in COLOURS, f"{kind}: unknown contract colour {colour}"
    flow = raw.get("flow", "")
    assert flow == "" or flow in FLOWS, f"{kind}: unknown flow {flow}"
    areas = tuple(raw.get("areas", ()))
    assert set(areas) <= set(AREAS), f"{kind}: unknown areas {areas}"
    gain = raw.get("gain", {})
    assert set(gain) <= {"excavator", "mixer"}, f"{kind}: unknown machinery {gain}"
    return AutomaAction(
        kind,
        raw["engineers"],
        raw.get("vp_cost", 0),
        bonus=raw.get("bonus", 0),
        colour=colour,
        drops=raw.get("drops", 0),
        flow=flow,
        energy=raw.get("energy", 0),
        structure=raw.get("structure", ""),
        areas=areas,
        min_production=raw.get("min_production", 0),
        rotate=raw.get("rotate", 0),
        excavators=gain.get("excavator", 0),
        mixers=gain.get("mixer", 0),
        priority=tuple(raw.get("priority", ())),
        search=raw.get("search", ""),
        expansion=expansion is not None,
    )


def _criteria(raw: dict) -> Criteria:
    criteria = Criteria(
        tuple(raw["dam"]),
        raw["dam_code"],
        tuple(raw["conduit"]),
        raw["conduit_code"],
        tuple(raw["powerhouse"]),
        raw["powerhouse_code"],
        tuple(raw["headstreams"]),
    )
    assert set(criteria.dam) <= set(DAM_CRITERIA), f"dam criteria not in BA-A17: {criteria.dam}"
    assert set(criteria.conduit) <= set(CONDUIT_CRITERIA), f"conduit criteria not in BA-A17: {criteria.conduit}"
    assert set(criteria.powerhouse) <= set(POWERHOUSE_CRITERIA), f"not in BA-A17: {criteria.powerhouse}"
    assert criteria.dam_code in DAM_CODES and criteria.conduit_code in CONDUIT_CODES
    assert criteria.powerhouse_code in POWERHOUSE_CODES
    assert sorted(criteria.headstreams) == sorted(HEADSTREAM_LETTERS), f"headstreams: {criteria.headstreams}"
    return criteria


def _tiles() -> tuple[AutomaTile, ...]:
    meta = AUTOMA_JSON["_meta"]
    assert set(meta["action_schema"]) == set(ACTION_KINDS), "action kinds differ from the data's schema"
    ids = meta["criteria_ids"]
    assert (set(ids["dam"]), set(ids["conduit"]), set(ids["powerhouse"])) == (
        set(DAM_CRITERIA),
        set(CONDUIT_CRITERIA),
        set(POWERHOUSE_CRITERIA),
    ), "criteria differ from the data's list"
    out = []
    for raw in AUTOMA_JSON["tiles"]:
        actions = tuple(_action(a) for a in raw["actions"])
        base = tuple(a for a in actions if not a.expansion)
        out.append(AutomaTile(raw["id"], actions, base, _criteria(raw["criteria"])))
    return tuple(out)


AUTOMA_TILES: Final[tuple[AutomaTile, ...]] = _tiles()
"""The 20 Automa tiles (BA-A2.1) in the data's order, AT01-AT20."""
AUTOMA_TILE: Final[dict[str, AutomaTile]] = {t.id: t for t in AUTOMA_TILES}
"""Every Automa tile by id."""
