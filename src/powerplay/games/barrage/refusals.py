"""Why an action is refused: an illegal action is refused with the rule it breaks.

``turns.apply`` checks an action against ``turns.legal`` (cheap); only when it is not there does
``why`` look for the reason, in the order a player wants to hear it: the game is over, a decision is
owed first (BA-15.7), then the action's own rules — the space (BA-10.13, BA-19.2, BA-15.4, BA-15.5,
BA-19.4, BA-15.6), the construction (BA-16, BA-17, BA-18, BA-35.6), the payment (BA-16.3.3, BA-35.4,
BA-35.5), the production (BA-6.3, BA-6.4, BA-20), the contract (BA-21, BA-27, BA-34.5), Mahiri
Sekibo's space (BA-35.7). What it cannot name more closely is refused with BA-15.6, as before.
"""

from __future__ import annotations

from typing import Any, Final

from ...core.errors import IllegalAction, Plural
from . import tiles
from .actions import Bank, Choose, Copy, Discard, Drops, Machinery, Pass, Place, Take
from .board import CONTRACT_OFFICE, PATENT_OFFICE, SPACE, TURBINE_STATION, WATER_MANAGEMENT, Space
from .construction import (
    ANTON,
    BASE,
    BUILDS,
    CONDUIT,
    ELEVATION,
    MAX_DAM_HEIGHT,
    POWERHOUSE,
    Build,
    Pay,
    Put,
    effective_tile,
    engineer_free,
    free_sites,
    payment_ways,
    payments,
    red_frame_fee,
)
from .contracts import COLOURS, CONTRACT, NATIONAL
from .costs import CONSTRUCTION_SPACES, JILL_MCDOWELL, SOLOMON_P_JORDAN, construction_space
from .data import BASINS, COMPANIES_JSON, CONDUIT_INDEX, CONDUITS, DAM_INDEX, DAMS, POWERHOUSE_INDEX, POWERHOUSES
from .officers import MAHIRI, OFFICER_IDS, PERSONAL_IDS, VIKTOR, copyable, has, next_personal_space
from .production import FRANCE_CONTRACT_DISCOUNT, MINIMUM_ENERGY, total_energy
from .rewards import BUILD
from .setup import ANTON_KRYLOV
from .state import BLOCKED, DISCARD, DROPS, MACHINERY, STRUCTURES, TAKE, Phase, State, Step
from .turbine import FRANCE, FULFIL, PRODUCE, Fulfil, Produce, has_ability, powerhouses_built, systems
from .water import EMPTY, NEUTRAL, available

EXTRA: Final = "extra_action"
"""``turns.EXTRA``: Mahiri Sekibo's one more action (BA-35.7), any action of a turn but her space."""
GUIDED: Final = "guided"
"""``turns.GUIDED``: a person's first action, guided by an Automa tile (BA-A20.1)."""
CHOOSE: Final = "choose"
"""BA-12.2: what the chooser owes in the full game's setup (a kind of decision, as a step's)."""
ANSWERS: Final[dict[str, tuple[type, ...]]] = {
    DROPS: (Drops,),
    MACHINERY: (Machinery,),
    TAKE: (Take,),
    DISCARD: (Discard,),
    "pay": (Pay,),
    PRODUCE: (Produce,),
    FULFIL: (Fulfil,),
    tiles.FULFIL: (Fulfil,),
    BUILD: (Put,),
    "copy": (Copy,),
}
"""The actions that answer each kind of step (``turns``' PAY and COPY are "pay" and "copy")."""
REWARD_RULES: Final = {BASE: "BA-33.10", ELEVATION: "BA-33.11", CONDUIT: "BA-33.12", POWERHOUSE: "BA-33.13"}
"""The rule of each structure a reward places (BA-33.10–33.13)."""
COMPANY_IDS: Final = frozenset(c["id"] for c in COMPANIES_JSON["companies"])
"""BA-34: the companies, by id."""
UNLIMITED: Final = 10**6
"""Credits enough for any production: to ask whether only credits are short (BA-6.4)."""


def why(s: State, action: Any) -> IllegalAction:
    """The most specific rule ``action``, not legal now, breaks, with what is wrong in words."""
    if s.phase == Phase.OVER:
        return IllegalAction("BA-32.1", "the game is over")
    if s.phase == Phase.CHOOSE:
        return _choose(s, action)
    step = s.pending[-1] if s.pending else None
    if step is not None and step.kind in ANSWERS:
        if not isinstance(action, ANSWERS[step.kind]):
            return IllegalAction("BA-15.7", "first {seat} must {step}", seat=step.seat, step=step.kind)
        return _answer(s, step, action) or _fallback(action)
    seat = s.current if step is None else step.seat
    if any(isinstance(action, types) for types in ANSWERS.values()):
        return IllegalAction("BA-15.7", "nothing asks {seat} to {action} now", seat=seat, action=str(action))
    if isinstance(action, Choose):
        return IllegalAction("BA-12.2", "the companies are chosen before the first round")
    refused = _turn(s, seat, action, extra=step is not None and step.kind == EXTRA)
    if refused is None and step is not None and step.kind == GUIDED:
        return IllegalAction(
            "BA-A20.1", "the Automa tile flipped for {seat}'s first action guides another action", seat=seat
        )
    return refused or _fallback(action)


def _fallback(action: Any) -> IllegalAction:
    return IllegalAction("BA-15.6", "{action} is not possible now", action=str(action))


def _choose(s: State, action: Any) -> IllegalAction:
    """BA-12.2: the chooser takes a company offered and a starting contract offered."""
    if not isinstance(action, Choose):
        return IllegalAction("BA-12.2", "first {seat} must {step}", seat=s.chooser, step=CHOOSE)
    if action.company not in COMPANY_IDS:
        return _fallback(action)
    if action.company not in (company for company, _ in s.offers):
        return IllegalAction("BA-12.2", "company {company} is not offered", company=action.company)
    if action.contract not in s.starting:
        return IllegalAction("BA-12.2", "starting contract {contract} is not offered", contract=action.contract)
    return _fallback(action)


# ---- a turn's action ---------------------------------------------------------------------------------


def _turn(s: State, seat: int, action: Any, extra: bool) -> IllegalAction | None:
    """BA-15, BA-35.7: why a turn's action is refused, or None when it is the turn's to take."""
    if isinstance(action, Pass):
        if extra:
            return IllegalAction("BA-35.7", "Mahiri Sekibo's one more action cannot be passing")
        if s.engineers[seat] > 0:
            return IllegalAction("BA-15.8", "{seat} passes only with no engineers in the supply", seat=seat)
        return None
    if isinstance(action, (Place, Bank)) and s.engineers[seat] == 0:
        return IllegalAction("BA-15.8", "{seat} has no engineers: pass or build with an engineer-free tile", seat=seat)
    if isinstance(action, Place):
        if action.space in PERSONAL_IDS:
            return _personal(s, seat, action.space, extra)
        if action.space in SPACE:
            return _place(s, seat, SPACE[action.space])
        return None
    if isinstance(action, Bank):
        if action.engineers > s.engineers[seat]:
            return IllegalAction(
                "BA-24.2",
                Plural("{seat} has only {have} engineer", "{seat} has only {have} engineers", "have"),
                seat=seat,
                have=s.engineers[seat],
            )
        if action.engineers < 1:
            return IllegalAction("BA-24.2", "at least 1 engineer goes on the bank")
        return None
    if isinstance(action, Build):
        return _build(s, seat, action)
    return None


def _short(rule: str, seat: int, space: str, need: int, have: int) -> IllegalAction:
    """BA-15.5: the engineers a space takes, more than the seat has."""
    return IllegalAction(
        rule,
        Plural(
            "{seat} has {have} engineer; {space} takes {need}",
            "{seat} has {have} engineers; {space} takes {need}",
            "have",
        ),
        seat=seat,
        have=have,
        space=space,
        need=need,
    )


def _costs_credits(rule: str, seat: int, space: str, need: int, have: int) -> IllegalAction:
    """BA-15.4, BA-19.4, BA-35.7: the credits a space costs, more than the seat has."""
    return IllegalAction(
        rule,
        Plural(
            "{space} costs {need} credit and {seat} has {have}",
            "{space} costs {need} credits and {seat} has {have}",
            "need",
        ),
        seat=seat,
        have=have,
        space=space,
        need=need,
    )


def _place(s: State, seat: int, space: Space) -> IllegalAction | None:
    """BA-10.13, BA-19.2, BA-15.5, BA-15.4, BA-19.4, BA-15.6: the space free, the engineers and credits
    it takes, and its action possible."""
    taker = s.occupied.get(space.id)
    if taker == BLOCKED:
        return IllegalAction(
            "BA-10.13", "{space} is not used with {players} players", space=space.id, players=s.players
        )
    if taker is not None:
        return IllegalAction("BA-19.2", "{space} is taken by {owner}", space=space.id, owner=taker)
    if s.engineers[seat] < space.engineers:
        return _short("BA-15.5", seat, space.id, space.engineers, s.engineers[seat])
    fee = space.fee + space.cost
    if s.credits[seat] < fee:
        return _costs_credits("BA-15.4" if space.fee else "BA-19.4", seat, space.id, fee, s.credits[seat])
    if space.section == TURBINE_STATION:
        return _no_production(s, seat, space, fee)
    if space.section == WATER_MANAGEMENT and available(s.waters, 1) == 0:
        rule = "BA-23.3" if space.effect["flow"] == "immediately" else "BA-23.2"
        return IllegalAction(rule, "no water drop is left in the general supply (D-01)")
    if space.section == CONTRACT_OFFICE and not any(s.private[colour] for colour in COLOURS):
        return IllegalAction("BA-27.4", "no face-up private contract is left to take")
    if space.section == PATENT_OFFICE:
        if not s.options.full:
            return IllegalAction("BA-0.3", "the patent office is not used in the introductory game")
        if s.patent[space.effect["take_advanced_tile_in_slot"] - 1] == "":
            return IllegalAction(
                "BA-28.3", "the patent office has no tile for {space} until the round ends", space=space.id
            )
    return None


def _no_production(s: State, seat: int, space: Space, fee: int) -> IllegalAction | None:
    """BA-20.2, BA-20.3.5, BA-6.4: why no production is possible from a turbine-station space."""
    bonus = space.effect["bonus"]
    if systems(s, seat, bonus, fee=fee):
        return None
    if not systems(s, seat, UNLIMITED, fee=-UNLIMITED):
        return IllegalAction(
            "BA-20.2",
            "{seat} has no dam holding water connected by a conduit to a powerhouse of its own",
            seat=seat,
        )
    if not systems(s, seat, bonus, fee=-UNLIMITED):
        return IllegalAction(
            "BA-20.3.5", "no production of {seat} gives at least 1 energy with the bonus {bonus} of {space}",
            seat=seat, bonus=bonus, space=space.id,
        )  # fmt: skip
    return IllegalAction(
        "BA-6.4",
        Plural(
            "{seat} has {have} credit left after placing on {space}, and another's conduit takes 1 credit a drop",
            "{seat} has {have} credits left after placing on {space}, and another's conduit takes 1 credit a drop",
            "have",
        ),
        seat=seat,
        have=s.credits[seat] - fee,
        space=space.id,
    )


def _personal(s: State, seat: int, space_id: str, extra: bool) -> IllegalAction | None:
    """BA-35.7, D-10: Mahiri Sekibo's personal space: hers, not twice more a round, in order, not again
    as her one more action, its engineer and credits, an officer to copy."""
    if s.officer[seat] != MAHIRI or s.automa(seat):
        return IllegalAction("BA-35.7", "{space} is Mahiri Sekibo's personal space", space=space_id)
    if extra:
        return IllegalAction("BA-35.7", "Mahiri Sekibo's one more action cannot be her space again")
    space = next_personal_space(s, seat)
    if space is None:
        return IllegalAction("BA-35.7", "Mahiri Sekibo's personal space is used at most twice a round")
    if space.id != space_id:
        return IllegalAction("BA-35.7", "{space} is used after {other}", space=space_id, other=space.id)
    if s.engineers[seat] < space.engineers:
        return _short("BA-15.5", seat, space.id, space.engineers, s.engineers[seat])
    if s.credits[seat] < space.credits:
        return _costs_credits("BA-35.7", seat, space.id, space.credits, s.credits[seat])
    if not copyable(s, seat):
        return IllegalAction("BA-35.7", "no other executive officer is in play for {seat} to copy", seat=seat)
    return None


# ---- a construction --------------------------------------------------------------------------------


def _build(s: State, seat: int, b: Build) -> IllegalAction | None:
    """BA-16, BA-17, BA-18.4, BA-35.6, BA-90.3: the construction space, the piece, the tile, the site,
    then the cost."""
    if b.structure not in STRUCTURES:
        return None
    if not engineer_free(b):
        ordinal = s.constructions[seat] + 1
        if ordinal > len(CONSTRUCTION_SPACES):
            return IllegalAction(
                "BA-16.1",
                "{seat} has used all {n} construction spaces this round",
                seat=seat,
                n=len(CONSTRUCTION_SPACES),
            )
        needs = construction_space(ordinal)
        if s.engineers[seat] < needs.engineers:
            return IllegalAction(
                "BA-16.2",
                Plural(
                    "{seat} has {have} engineer; construction space {n} takes {need}",
                    "{seat} has {have} engineers; construction space {n} takes {need}",
                    "have",
                ),
                seat=seat,
                have=s.engineers[seat],
                n=ordinal,
                need=needs.engineers,
            )
        if s.credits[seat] < needs.credits:
            return IllegalAction(
                "BA-16.2",
                "construction space {n} costs {need} credits and {seat} has {have}",
                n=ordinal,
                need=needs.credits,
                seat=seat,
                have=s.credits[seat],
            )
    if s.pieces[seat][STRUCTURES.index(b.structure)] == 0:
        return IllegalAction(
            "BA-10.15", "{seat}'s company board has no piece left for {structure}", seat=seat, structure=b.structure
        )
    refused = _tile(s, seat, b) or _site(s, seat, b)
    if refused is not None or payments(s, seat, b):
        return refused
    return _cost(s, seat, b)


def _tile(s: State, seat: int, b: Build) -> IllegalAction | None:
    """BA-16.3.2, BA-18.4, BA-35.6, BA-35.7: a tile of the personal supply that builds the structure;
    Anton Krylov's copying a tile on the wheel."""
    if b.tile != ANTON and b.tile not in BUILDS:
        return None
    anton = b.tile == ANTON and s.copied[seat] == ANTON_KRYLOV
    if b.tile not in s.tiles[seat] and not anton:
        if b.tile in s.wheels[seat].tiles():
            return IllegalAction("BA-18.5", "{tile} is on {seat}'s construction wheel", tile=b.tile, seat=seat)
        return IllegalAction("BA-18.4", "{tile} is not in {seat}'s personal supply", tile=b.tile, seat=seat)
    if b.tile == ANTON:
        if b.copies not in BUILDS:
            return IllegalAction("BA-35.6", "Anton Krylov's tile copies a tile on the construction wheel")
        if b.copies not in s.wheels[seat].tiles():
            return IllegalAction(
                "BA-35.6", "{tile} is not on {seat}'s construction wheel to copy", tile=b.copies, seat=seat
            )
    elif b.copies:
        return IllegalAction("BA-35.6", "only Anton Krylov's tile copies another")
    tile = effective_tile(b)
    if b.structure not in BUILDS[tile]:
        return IllegalAction("BA-16.3.2", "{tile} does not build {structure}", tile=tile, structure=b.structure)
    return None


def _site(s: State, seat: int, b: Build) -> IllegalAction | None:
    """BA-3.10, BA-4.2, BA-4.4, BA-4.5, BA-17.4, BA-17.6, BA-17.8, BA-17.13: the site of the structure."""
    if b.site in free_sites(s, seat, b.structure):
        return None
    w = s.waters
    if b.structure in (BASE, ELEVATION):
        if b.site not in DAM_INDEX:
            return IllegalAction("BA-4.2", "{site} is not a dam space", site=b.site)
        d = DAM_INDEX[b.site]
        owner = w.dam_owner[d]
        if b.structure == ELEVATION:
            if owner == NEUTRAL:
                return IllegalAction("BA-4.4", "the neutral dam on {site} cannot be raised", site=b.site)
            if owner != seat:
                return IllegalAction(
                    "BA-17.6", "an elevation goes on a dam of {seat}'s own; {site} is not", seat=seat, site=b.site
                )
            if w.dam_height[d] >= MAX_DAM_HEIGHT:
                return IllegalAction("BA-17.8", "the dam on {site} is already {n} high", site=b.site, n=MAX_DAM_HEIGHT)
            return None
        if owner != EMPTY:
            return _taken(b.site, owner)
        if any(w.dam_owner[x] == seat for x in BASINS[DAMS[d].basin].dams):
            return IllegalAction("BA-17.4", "{seat} already has a base in the basin of {site}", seat=seat, site=b.site)
        return None
    if b.structure == CONDUIT:
        if b.site not in CONDUIT_INDEX:
            return IllegalAction("BA-4.5", "{site} is not a conduit space", site=b.site)
        return _taken(b.site, s.conduit_owner[CONDUIT_INDEX[b.site]])
    if b.site not in POWERHOUSE_INDEX:
        return IllegalAction("BA-4.5", "{site} is not a powerhouse space", site=b.site)
    p = POWERHOUSE_INDEX[b.site]
    if w.powerhouse_owner[p] != EMPTY:
        return _taken(b.site, w.powerhouse_owner[p])
    return IllegalAction("BA-17.13", "{seat} already has a powerhouse in the basin of {site}", seat=seat, site=b.site)


def _taken(site: str, owner: int) -> IllegalAction | None:
    """BA-3.10: a building space holds one structure."""
    if owner == EMPTY:
        return None
    if owner == NEUTRAL:
        return IllegalAction("BA-3.10", "{site} holds a neutral dam", site=site)
    return IllegalAction("BA-3.10", "{site} is taken by {owner}", site=site, owner=owner)


def red_frame(structure: str, site: str) -> bool:
    """BA-3.8: whether building ``structure`` on ``site`` pays the red frame's credits."""
    return red_frame_fee(structure, site) > 0


def _cost(s: State, seat: int, b: Build) -> IllegalAction:
    """BA-16.3.3, BA-16.4, BA-3.8, BA-17.14: the machinery and credits, more than the seat has."""
    space = 0 if engineer_free(b) else construction_space(s.constructions[seat] + 1).credits
    ways = [(c.excavators, c.mixers, c.credits + space) for c in payment_ways(s, seat, b)]
    supply = (s.excavators[seat], s.mixers[seat], s.credits[seat])
    if not any(e <= supply[0] and m <= supply[1] for e, m, _ in ways):
        rule = "BA-17.14"  # the machinery is short
    elif red_frame(b.structure, b.site):
        rule = "BA-3.8"
    else:
        rule = "BA-35.5" if has(s, seat, SOLOMON_P_JORDAN) else "BA-16.2"
    return IllegalAction(
        rule,
        "{structure} on {site} costs {ways}; {seat} has {supply}",
        structure=b.structure,
        site=b.site,
        ways=ways,
        seat=seat,
        supply=supply,
    )


# ---- a decision owed -----------------------------------------------------------------------------


def _answer(s: State, step: Step, action: Any) -> IllegalAction | None:
    """Why a decision of the right kind is refused (None: no reason more precise than BA-15.6)."""
    seat = step.seat
    if isinstance(action, Pay):
        ways = [tuple(p) for p in payments(s, seat, Build(*(str(a) for a in step.args)))]
        rule = (
            "BA-35.4" if has(s, seat, JILL_MCDOWELL) else "BA-35.5" if has(s, seat, SOLOMON_P_JORDAN) else "BA-16.3.3"
        )
        return IllegalAction(rule, "pay {ways}, not {pay}", ways=ways, pay=tuple(action))
    if isinstance(action, Produce):
        if action.drops == 0 and step.args[1] == "":
            return IllegalAction("BA-15.6", "{seat} placed engineers to produce, and produces", seat=seat)
        return _produce(s, step, action)
    if isinstance(action, Put) and action.structure and action.structure != step.args[0]:
        rule = REWARD_RULES.get(str(step.args[0]), "BA-33.10")
        return IllegalAction(rule, "the reward places {structure}", structure=str(step.args[0]))
    if isinstance(action, Fulfil):
        return _fulfil(s, step, action)
    if isinstance(action, Drops):
        return _drops(s, step, action)
    if isinstance(action, Take) and action.contract in s.national:
        return IllegalAction("BA-27.3", "national contracts are not taken at the contract office")
    if isinstance(action, Take) and action.contract not in (c for colour in COLOURS for c in s.private[colour]):
        return IllegalAction("BA-27.2", "{contract} is not a face-up private contract", contract=action.contract)
    if isinstance(action, Discard) and action.contract not in s.contracts[seat]:
        return IllegalAction(
            "BA-27.5", "{contract} is not among {seat}'s face-up contracts", contract=action.contract, seat=seat
        )
    if isinstance(action, Copy) and action.officer in OFFICER_IDS:
        return IllegalAction("BA-35.7", "{seat} cannot copy {officer} now", seat=seat, officer=action.officer)
    return None


def _produce(s: State, step: Step, action: Produce) -> IllegalAction | None:
    """BA-6.3, BA-6.4, BA-20.2, BA-20.3, BA-34.3: the system and the drops of a production."""
    seat = step.seat
    if action.drops < 1 or action.dam not in DAM_INDEX or action.conduit not in CONDUIT_INDEX:
        return None
    if action.powerhouse not in POWERHOUSE_INDEX:
        return None
    w = s.waters
    d, c, p = DAM_INDEX[action.dam], CONDUIT_INDEX[action.conduit], POWERHOUSE_INDEX[action.powerhouse]
    if w.powerhouse_owner[p] != seat:
        return IllegalAction(
            "BA-6.4", "{powerhouse} is not {seat}'s powerhouse", powerhouse=action.powerhouse, seat=seat
        )
    if w.dam_owner[d] not in (seat, NEUTRAL):
        return IllegalAction("BA-6.4", "{dam} is neither {seat}'s dam nor a neutral one", dam=action.dam, seat=seat)
    owner = s.conduit_owner[c]
    if owner == EMPTY:
        return IllegalAction("BA-20.2", "no conduit is built on {conduit}", conduit=action.conduit)
    conduit = CONDUITS[c]
    if DAMS[d].basin != conduit.basin or POWERHOUSES[p].basin != conduit.to_basin:
        return IllegalAction(
            "BA-6.3", "{conduit} does not lead from {dam} to {powerhouse}",
            conduit=action.conduit, dam=action.dam, powerhouse=action.powerhouse,
        )  # fmt: skip
    used = str(step.args[1])
    if used == action.powerhouse:
        return IllegalAction(
            "BA-34.3", "the repeated production uses another powerhouse than {powerhouse}", powerhouse=used
        )
    if action.drops > w.dam_drops[d]:
        return IllegalAction(
            "BA-20.3.1",
            Plural("{dam} holds {held} water drop", "{dam} holds {held} water drops", "held"),
            dam=action.dam,
            held=w.dam_drops[d],
        )
    if owner != seat and not s.automa(seat) and action.drops > s.credits[seat]:
        return IllegalAction(
            "BA-6.4",
            Plural(
                "{drops} drop through {owner}'s conduit costs {drops} credit and {seat} has {have}",
                "{drops} drops through {owner}'s conduit cost {drops} credits and {seat} has {have}",
                "drops",
            ),
            drops=action.drops,
            owner=owner,
            seat=seat,
            have=s.credits[seat],
        )
    if not used:
        built, viktor = powerhouses_built(s, seat), has(s, seat, VIKTOR)
        energy = total_energy(action.drops, conduit.production, int(step.args[0]), built, viktor)
        if energy < MINIMUM_ENERGY:
            return IllegalAction("BA-20.3.5", "this production gives {energy} energy, less than 1", energy=energy)
    return None


def _fulfil(s: State, step: Step, action: Fulfil) -> IllegalAction | None:
    """BA-8.2, BA-21.2, BA-21.4, BA-21.7, BA-34.5, D-12: a contract not fulfilled yet, of one's supply
    or a national one on display, within this action's energy."""
    seat = step.seat
    contract = action.contract
    if contract not in CONTRACT:
        return None
    if contract not in s.contracts[seat] and contract not in s.national:
        if any(contract in done for done in s.fulfilled):
            return IllegalAction(
                "BA-8.2", "{contract} is fulfilled already: each contract is fulfilled only once", contract=contract
            )
        return IllegalAction(
            "BA-21.4" if CONTRACT[contract].kind == NATIONAL else "BA-21.2",
            "{contract} is neither among {seat}'s face-up contracts nor a national contract on display",
            contract=contract,
            seat=seat,
        )
    if step.kind == tiles.FULFIL and tiles.PRIVATE_ONLY in s.options.alternatives:
        if contract not in s.contracts[seat]:
            return IllegalAction(
                "BA-21.7", "with D-12's alternative a tile's energy fulfils only a contract of {seat}'s own", seat=seat
            )
        france = False
    else:
        france = has_ability(s, seat, FRANCE)
    need = CONTRACT[contract].required - (FRANCE_CONTRACT_DISCOUNT if france else 0)
    return IllegalAction(
        "BA-34.5" if france else "BA-21.2",
        "{contract} needs {need} energy and this action gave {energy}",
        contract=contract,
        need=need,
        energy=int(step.args[0]),
    )


def _drops(s: State, step: Step, action: Drops) -> IllegalAction | None:
    """BA-23.2, BA-23.3, D-01: how many drops may go on the headstreams."""
    n = len(action.headstreams)
    if step.flows and n > 1:
        return IllegalAction("BA-23.3", "the drop that flows at once is one drop")
    most = available(s.waters, step.count)
    if n > most:
        if most < step.count:
            return IllegalAction(
                "BA-23.2",
                Plural(
                    "only {most} water drop is left in the supply (D-01)",
                    "only {most} water drops are left in the supply (D-01)",
                    "most",
                ),
                most=most,
            )
        return IllegalAction(
            "BA-23.2",
            Plural("at most {most} water drop goes on", "at most {most} water drops go on", "most"),
            most=most,
        )
    if n == 0 and most > 0:
        return IllegalAction("BA-23.2", "at least 1 water drop goes on a headstream")
    return None
