"""The heuristic bot of Barrage: rules of thumb, no search.

It sees only its observation (``observation.py``: what its seat may know, read in place; never the
display view) and the map's static data (``data.py``). Every legal action is given a worth, in rough
victory points, and the best is taken; ties go to the first listed, so play needs no randomness.

The plan is a working system (BA-6.3): a dam of its own or a neutral one, a conduit from that dam's
basin and a powerhouse of its own where the conduit leads. The map's *potential* for the seat sums,
over every conduit space, its production value times the water its dam can hold and receive (this
round's headstream drops flowing down the map as it is, BA-5.5, and a little more), scaled by how
much of the system stands (a missing piece that can no longer be built makes it worthless). A
construction is worth what it adds to the potential, the income it uncovers (BA-14.3), the current
bonus tile's count (BA-37) and the objective tile's (BA-38), less what it costs; machinery is dear (it
is locked on the wheel, BA-18).

Otherwise, by action:

* turbine station (BA-20): the best production's energy and the best contract it fulfils (BA-21);
* water management (BA-23): drops that stop in front of its own dams in a system (the drops already
  on the headstreams flow first, BA-5.5);
* contract office (BA-27): a face-up contract whose energy its systems can reach;
* machinery shop, workshop (BA-25, BA-26): the machinery its next constructions lack;
* patent office (BA-28): an advanced tile when credits are plenty;
* the bank (BA-24): when nothing else is worth its engineers, all of them.

The full game's setup (BA-12.2): the starting contract needing the least energy, the company with a
plain officer first.
"""

from __future__ import annotations

from typing import Any, Final

from ..actions import EXCAVATOR, MIXER, Bank, Choose, Discard, Drops, Machinery, Pass, Place, Take
from ..board import (
    CONTRACT_OFFICE,
    MACHINERY_SHOP,
    PATENT_OFFICE,
    SPACE,
    TURBINE_STATION,
    WATER_MANAGEMENT,
    WORKSHOP,
)
from ..construction import (
    BASE,
    CONDUIT,
    ELEVATION,
    MAX_DAM_HEIGHT,
    NO_PUT,
    POWERHOUSE,
    Build,
    Pay,
    Put,
    engineer_free,
)
from ..contracts import CONTRACT
from ..costs import CONSTRUCTION_SPACES
from ..data import (
    BASINS,
    CONDUIT_INDEX,
    CONDUITS,
    COSTS_JSON,
    DAM_INDEX,
    DAMS,
    ENERGY_JSON,
    HEADSTREAM_BASIN,
    OFF_BOARD,
    POWERHOUSE_INDEX,
    POWERHOUSES,
    ConduitSite,
)
from ..objectives import objective_count
from ..production import total_energy
from ..rewards import uncovered
from ..scoring import BONUS_TILES
from ..setup import PIECES
from ..state import STRUCTURES
from ..turbine import NO_REPEAT, Fulfil, Produce
from ..water import EMPTY, NEUTRAL, Waters
from .observation import BarrageObservation

ROUNDS: Final = len(ENERGY_JSON["round_sections"])
"""BA-13.1: a game lasts five rounds, one section of the energy track each (BA-7.4)."""

# Tuning, in rough VP (chosen in bot-against-bot matches).
ENGINEER: Final = 0.45  # an engineer placed
CREDIT: Final = 0.3
MACHINE: Final = 0.45  # an excavator or a mixer spent (it comes back after a while)
ENERGY: Final = 0.55  # a unit of energy this round (credits, the most-energy VP, the bonus tile)
POTENTIAL: Final = 1.2  # a unit of potential, per round left
NEUTRAL_SHARE: Final = 0.35  # a neutral dam is shared
OTHERS_CONDUIT: Final = 0.85  # another's conduit costs a credit a drop
STANDING: Final = (0.05, 0.2, 0.45, 1.0)  # a system's worth by the pieces standing (0 to 3)
SYSTEM_WEIGHTS: Final = (1.0, 1.0, 0.8, 0.6, 0.4, 0.2)  # the best system counts whole, the next ones less
SPACE_BONUS: Final = 1  # a turbine space's usual bonus (BA-20.1)
CONTRACT_SHARE: Final = 1.5  # a production's share of a contract's rewards
FLOW_FLOOR: Final = 1.0  # water a dam gets from productions and placements, besides the headstreams
DROP_IN_SYSTEM: Final = 1.1  # a drop stopping before its own dam in a working system
DROP_OWN: Final = 0.5  # before an own dam without a working system (1 VP at the end, BA-32.4)
DROP_NEUTRAL: Final = 0.4  # before a neutral dam in its working system
NEEDED: Final = 1.6  # an excavator or a mixer the next construction lacks
SPARE: Final = 0.4  # one it does not
OBJECTIVE: Final = 3.0  # a unit more of what the objective tile counts (15/10/5 VP at the end)
CONTRACT_TAKEN: Final = 0.6  # a contract taken, of its rewards' worth (it is yet to be fulfilled)
CONTRACTS_HELD: Final = 2  # no more contracts taken while holding this many
USUAL_PRODUCTION: Final = 3.0  # a drop's worth scales with its system's production value over this
BEST_BONUS: Final = max(int(s.effect["bonus"]) for s in SPACE.values() if s.section == TURBINE_STATION)
"""BA-20.1: the turbine station's best bonus."""
REACH_HOPED: Final = 3  # a contract needing up to this much energy more than the round is in reach
BEYOND_REACH: Final = 0.25  # a contract loses this share of its worth per energy beyond reach
PATENT: Final = 2.5
BONUS_SHARE: Final = 1.0  # of the bonus tile's VP for a piece it counts (the energy may fall short, BA-30.6)
LATER_BONUS_SHARE: Final = 0.8  # of a later round's bonus tile's VP for a piece it counts
FLOWING: Final = 1.2  # drops flowing at once can be produced with this round (BA-23.3)
LAST_ROUND_MACHINERY: Final = 0.3  # machinery got in the last round, of its worth (1 VP per 5, BA-32.3)
JOKER: Final = "basic_joker"
"""BA-12.3: the introductory game's joker, which builds anything: kept for when no other tile will do."""
JOKER_KEPT: Final = 0.5  # an advanced tile (its effect and the bonus tile's count)
REWARD: Final = {
    "vp": 1.0,
    "credits": CREDIT,
    "excavator": MACHINE,
    "mixer": MACHINE,
    "machinery_of_choice": MACHINE,
    "rotate_wheel": 0.5,
    "energy": ENERGY,
    "place_water_drops": 0.4,
    "water_drops_flow_immediately": 0.6,
    "build_base": 2.0,
    "build_elevation": 2.0,
    "build_conduit_max_production": 3.0,
    "build_powerhouse": 3.0,
}
"""What each effect of a reward (BA-33) is worth, per unit."""
COUNTED: Final = {
    "BONUS_POWERHOUSES": POWERHOUSE,
    "BONUS_BASES": BASE,
    "BONUS_CONDUITS": CONDUIT,
    "BONUS_ELEVATIONS": ELEVATION,
}
"""BA-37: the bonus tiles counting a structure."""
OFFICER_RANK: Final = (
    "viktor_fiesler",
    "anton_krylov",
    "jill_mcdowell",
    "wilhelm_adler",
    "graziano_del_monte",
    "solomon_p_jordan",
    "mahiri_sekibo",
)
"""BA-12.2: the officers it prefers, those it plays best with first (measured against the very hard Automa)."""


def _path(basin: int) -> tuple[int, ...]:
    """The basins a drop entering ``basin`` passes, in order (BA-5.5)."""
    out = []
    while basin != OFF_BOARD:
        out.append(basin)
        basin = BASINS[basin].next
    return tuple(out)


PATHS: Final = tuple(_path(HEADSTREAM_BASIN[h]) for h in range(len(HEADSTREAM_BASIN)))
"""Per headstream, the basins its drops pass."""
CONDUITS_TO: Final = tuple(tuple(c.index for c in CONDUITS if c.to_basin == b.index) for b in BASINS)
"""Per basin, the conduits leading to its powerhouses."""


def _best_systems(values: list[float]) -> float:
    """The potential of systems worth ``values``: the best counts whole, the next ones less and less."""
    return sum((v * w for v, w in zip(sorted(values, reverse=True), SYSTEM_WEIGHTS, strict=False)), 0.0)


def reward_worth(contract: str) -> float:
    """What a contract's rewards are worth (BA-33)."""
    return sum((REWARD.get(r.effect, 0.0) * r.amount for r in CONTRACT[contract].rewards), 0.0)


class _Map:
    """The seat's working copy of the map: owners, heights and drops, to try pieces on."""

    __slots__ = (
        "base",
        "conduit",
        "dam_drops",
        "dam_height",
        "dam_owner",
        "flow",
        "need",
        "pieces",
        "powerhouse",
        "seat",
        "total",
        "water",
    )

    def __init__(self, obs: BarrageObservation, seat: int):
        self.seat = seat
        self.dam_owner = list(obs.dam_owner)
        self.dam_height = list(obs.dam_height)
        self.dam_drops = list(obs.dam_drops)
        self.conduit = list(obs.conduit_owner)
        self.powerhouse = list(obs.powerhouse_owner)
        self.pieces = list(obs.pieces(seat))
        self.need: tuple[int, int] | None = None
        """The machinery the next pieces lack (``HeuristicBot._machinery_need``), once worked out."""
        self.water: tuple[list[float], list[float]] | None = None
        self.base: list[float] | None = None
        self.total = 0.0
        """``natural()``, each conduit's ``system()`` and the potential of the map as observed, once
        worked out (``gain`` takes its piece back)."""
        per_round = obs.headstream_per_round
        r = min(obs.round, ROUNDS) - 1
        self.flow = tuple(h for h, drops in enumerate(per_round) for _ in range(drops[r] if r < len(drops) else 0))
        """The drops the headstream tiles add this round (BA-14.6), by headstream."""

    def natural(self) -> tuple[list[float], list[float]]:
        """Where this round's headstream drops would stop on this map, the dams empty (BA-5.5): per
        dam the drops it catches, per basin the drops reaching it; plus ``FLOW_FLOOR`` each, the water
        productions and placements bring."""
        held = [0] * len(DAMS)
        caught = [FLOW_FLOOR] * len(DAMS)
        reach = [FLOW_FLOOR] * len(BASINS)
        for h in self.flow:
            for b in PATHS[h]:
                reach[b] += 1
                stop = next(
                    (d for d in BASINS[b].dams if self.dam_owner[d] != EMPTY and held[d] < self.dam_height[d]), -1
                )
                if stop >= 0:
                    held[stop] += 1
                    caught[stop] += 1
                    break
        return caught, reach

    def potential(self, water: tuple[list[float], list[float]] | None = None) -> float:
        """The worth a round of the seat's systems, standing or to complete (see the module text): the
        best counts whole, the next ones less and less; ``water`` is ``natural()`` when known."""
        water = self.natural() if water is None else water
        return _best_systems([self.system(c, water) for c in CONDUITS])

    def system(self, c: ConduitSite, water: tuple[list[float], list[float]]) -> float:
        """The worth a round of the system through conduit ``c``, by the pieces standing (0 when the
        seat cannot complete it)."""
        seat = self.seat
        caught, reach = water
        owner = self.conduit[c.index]
        if owner == EMPTY:
            if self.pieces[2] == 0:
                return 0.0
            conduit, c_share = 0, 1.0
        else:
            conduit, c_share = 1, (1.0 if owner == seat else OTHERS_CONDUIT)
        dam, held = 0, 0.0
        can_base = self.pieces[0] > 0
        for d in BASINS[c.basin].dams:
            o = self.dam_owner[d]
            if o == seat:
                dam, held, can_base = 1, min(float(self.dam_height[d]), caught[d]), False
                break
            if o == NEUTRAL and dam == 0:
                dam, held = 1, min(float(self.dam_height[d]), caught[d]) * NEUTRAL_SHARE
        if dam == 0:
            if not can_base or all(self.dam_owner[d] != EMPTY for d in BASINS[c.basin].dams):
                return 0.0
            held = min(1.0, reach[c.basin])
        ph = 0
        free_ph = False
        for p in BASINS[c.to_basin].powerhouses:
            if self.powerhouse[p] == seat:
                ph = 1
                break
            if self.powerhouse[p] == EMPTY:
                free_ph = True
        if ph == 0 and (not free_ph or self.pieces[3] == 0):
            return 0.0
        per_round = ((c.production * held + SPACE_BONUS) * ENERGY + CONTRACT_SHARE) * c_share
        return per_round * STANDING[dam + conduit + ph]

    def put(self, structure: str, site: str) -> None:
        """A piece of the seat's on ``site`` (BA-16.3.5)."""
        seat = self.seat
        if structure == BASE:
            d = DAM_INDEX[site]
            self.dam_owner[d], self.dam_height[d] = seat, 1
            self.pieces[0] -= 1
        elif structure == ELEVATION:
            self.dam_height[DAM_INDEX[site]] += 1
            self.pieces[1] -= 1
        elif structure == CONDUIT:
            self.conduit[CONDUIT_INDEX[site]] = seat
            self.pieces[2] -= 1
        else:
            self.powerhouse[POWERHOUSE_INDEX[site]] = seat
            self.pieces[3] -= 1

    def gain(self, structure: str, site: str) -> float:
        """What a piece on ``site`` adds to the potential. A conduit or a powerhouse changes no water
        and only the systems through it, unless it is the seat's last of its kind."""
        if self.water is None:
            self.water = self.natural()
            self.base = [self.system(c, self.water) for c in CONDUITS]
            self.total = _best_systems(self.base)
        assert self.base is not None
        saved = (self.dam_owner[:], self.dam_height[:], self.conduit[:], self.powerhouse[:], self.pieces[:])
        self.put(structure, site)
        if structure == CONDUIT and self.pieces[2] > 0:
            after = self.base[:]
            after[CONDUIT_INDEX[site]] = self.system(CONDUITS[CONDUIT_INDEX[site]], self.water)
        elif structure == POWERHOUSE and self.pieces[3] > 0:
            after = self.base[:]
            for c in CONDUITS_TO[POWERHOUSES[POWERHOUSE_INDEX[site]].basin]:
                after[c] = self.system(CONDUITS[c], self.water)
        else:
            water = self.water if structure in (CONDUIT, POWERHOUSE) else self.natural()
            after = [self.system(c, water) for c in CONDUITS]
        self.dam_owner, self.dam_height, self.conduit, self.powerhouse, self.pieces = saved
        return _best_systems(after) - self.total

    def objective(self, tile: str) -> int:
        """What the objective tile counts for the seat on this map (BA-38)."""
        w = Waters()
        w.dam_owner, w.dam_height, w.powerhouse_owner = self.dam_owner, self.dam_height, self.powerhouse
        return objective_count(tile, self.seat, w, self.conduit)

    def objective_gain(self, tile: str, structure: str, site: str) -> int:
        """What a piece on ``site`` adds to the objective tile's count (BA-38)."""
        before = self.objective(tile)
        saved = (self.dam_owner[:], self.dam_height[:], self.conduit[:], self.powerhouse[:], self.pieces[:])
        self.put(structure, site)
        after = self.objective(tile)
        self.dam_owner, self.dam_height, self.conduit, self.powerhouse, self.pieces = saved
        return after - before

    def working_dams(self) -> dict[int, float]:
        """The dams (own or neutral) in a working system of the seat, with the best production value
        through them."""
        seat = self.seat
        out: dict[int, float] = {}
        for c in CONDUITS:
            if self.conduit[c.index] == EMPTY:
                continue
            if not any(self.powerhouse[p] == seat for p in BASINS[c.to_basin].powerhouses):
                continue
            for d in BASINS[c.basin].dams:
                if self.dam_owner[d] in (seat, NEUTRAL):
                    out[d] = max(out.get(d, 0.0), float(c.production))
        return out

    def stops(self, drops: list[int], headstreams: tuple[int, ...]) -> list[int]:
        """Where drops entering at ``headstreams`` stop, one after another (BA-5.5; ``OFF_BOARD`` when
        they leave the map); ``drops`` are the dams' drops, updated."""
        out = []
        for h in headstreams:
            where = OFF_BOARD
            for b in PATHS[h]:
                for d in BASINS[b].dams:
                    if self.dam_owner[d] != EMPTY and drops[d] < self.dam_height[d]:
                        where = d
                        break
                if where != OFF_BOARD:
                    break
            if where != OFF_BOARD:
                drops[where] += 1
            out.append(where)
        return out


class HeuristicBot:
    """Plays one seat of Barrage by rules of thumb (see the module text)."""

    name = "heuristic"

    def __init__(self, seat: int, seed: int):
        self.seat = seat
        self.seed = seed  # play needs no randomness

    def choose(self, observation: BarrageObservation) -> Any:
        obs = observation
        legal = obs.legal
        if len(legal) == 1:
            return legal[0]
        first = legal[0]
        if isinstance(first, Choose):
            return self._choose(obs, legal)
        step = obs.step
        if step is None or isinstance(first, (Place, Bank, Build, Pass)):  # a turn's action, maybe owed
            return self._turn(obs, legal)
        if isinstance(first, Pay):
            return min(legal, key=_pay_cost)
        if isinstance(first, Produce):
            return self._produce(obs, legal, int(step.args[0]))
        if isinstance(first, Fulfil):
            return max(legal, key=lambda a: reward_worth(a.contract) if a.contract else -1.0)
        if isinstance(first, Put):
            return self._put(obs, legal)
        if isinstance(first, Drops):
            return self._drops(obs, legal)
        if isinstance(first, Machinery):
            return self._machinery(obs, legal)
        if isinstance(first, Take):
            return max(legal, key=lambda a: self._contract_worth(obs, a.contract))
        if isinstance(first, Discard):
            return min(legal, key=lambda a: self._contract_worth(obs, a.contract))
        return first

    # ---- setup (BA-12.2) -------------------------------------------------------------------------------
    def _choose(self, obs: BarrageObservation, legal: list[Any]) -> Any:
        def key(a: Choose) -> tuple[int, float]:
            return (CONTRACT[a.contract].required, -reward_worth(a.contract))

        contract = min(legal, key=key).contract
        officers = dict(obs.offers)
        return min((a for a in legal if a.contract == contract), key=lambda a: _officer_rank(officers[a.company]))

    # ---- a turn's action -------------------------------------------------------------------------------
    def _turn(self, obs: BarrageObservation, legal: list[Any]) -> Any:
        seat = self.seat
        m = _Map(obs, seat)
        rounds_left = ROUNDS - obs.round + 1
        best: Any = None
        best_worth = 0.0
        gains: dict[tuple[str, str], float] = {}
        water_worth: dict[str, float] = {}
        for a in legal:
            if isinstance(a, Build):
                worth = self._build_worth(obs, m, a, gains, rounds_left)
            elif isinstance(a, Place) and a.space in SPACE:  # not an officer's own space (BA-35.7)
                space = SPACE[a.space]
                worth = self._place_worth(obs, m, a.space, water_worth) - ENGINEER * space.engineers
                worth -= CREDIT * (space.fee + space.cost)
            else:
                continue
            if worth > best_worth:
                best, best_worth = a, worth
        if best is not None:
            return best
        banks = [a for a in legal if isinstance(a, Bank)]
        if banks:
            return max(banks, key=lambda a: a.engineers)
        return next((a for a in legal if isinstance(a, Pass)), legal[0])

    def _build_worth(
        self,
        obs: BarrageObservation,
        m: _Map,
        a: Build,
        gains: dict[tuple[str, str], float],
        rounds_left: int,
    ) -> float:
        seat = self.seat
        key = (a.structure, a.site)
        if key not in gains:
            gains[key] = m.gain(a.structure, a.site)
        worth = gains[key] * POTENTIAL * rounds_left
        worth += OBJECTIVE * m.objective_gain(obs.objective, a.structure, a.site)
        k = STRUCTURES.index(a.structure)
        built = PIECES[k] - obs.pieces(seat)[k] + 1
        worth += sum(REWARD.get(r.effect, 0.0) * r.amount for r in uncovered(obs.company(seat), a.structure, built))
        for ahead, tile in enumerate(obs.bonus):  # the current round's tile, then the later rounds'
            if COUNTED.get(tile) == a.structure:
                worth += BONUS_TILES[tile].vp_each * (BONUS_SHARE if ahead == 0 else LATER_BONUS_SHARE)
        pays = obs.payments(seat, a)
        if not pays:
            return -1.0
        worth -= min(_pay_cost(p) for p in pays)
        ordinal = obs.constructions(seat)
        if not engineer_free(a) and ordinal < len(CONSTRUCTION_SPACES):
            space = CONSTRUCTION_SPACES[ordinal]
            worth -= ENGINEER * space.engineers + CREDIT * space.credits
        if a.tile == JOKER:
            worth -= JOKER_KEPT
        return worth

    def _place_worth(self, obs: BarrageObservation, m: _Map, space_id: str, water: dict[str, float]) -> float:
        seat = self.seat
        space = SPACE[space_id]
        effect = space.effect
        section = space.section
        if section == TURBINE_STATION:
            return self._production_worth(obs, obs.systems(seat, int(effect["bonus"])), int(effect["bonus"]))
        if section == WATER_MANAGEMENT:
            n = int(effect["place_water_drops_on_headstreams"])
            flows = effect["flow"] == "immediately"
            if space_id not in water:
                water[space_id] = self._best_drops(obs, m, n, flows)[1] * (FLOWING if flows else 1.0)
            return water[space_id]
        if section == CONTRACT_OFFICE:
            if len(obs.contracts(seat)) >= CONTRACTS_HELD:
                return -1.0
            worths = sorted((self._contract_worth(obs, c) for cs in obs.private.values() for c in cs), reverse=True)
            return sum(worths[: int(effect["take_private_contracts"])], 0.0) * CONTRACT_TAKEN
        if section == MACHINERY_SHOP:
            need_e, need_m = self._machinery_need(obs, m)
            gain = effect["gain"]
            worth = gain.get(EXCAVATOR, 0) * (NEEDED if need_e > 0 else SPARE)
            worth += gain.get(MIXER, 0) * (NEEDED if need_m > 0 else SPARE)
            worth += gain.get("machinery_of_choice", 0) * (NEEDED if need_e > 0 or need_m > 0 else SPARE)
            return worth if obs.round < ROUNDS else worth * LAST_ROUND_MACHINERY
        if section == WORKSHOP:
            need_e, need_m = self._machinery_need(obs, m)
            turns = int(effect["rotate_wheel"])
            worth = 0.0
            for k, load in obs.wheel(seat):
                share = min(1.0, turns / k)
                worth += share * load.excavators * (NEEDED if need_e > 0 else SPARE)
                worth += share * load.mixers * (NEEDED if need_m > 0 else SPARE)
                worth += share * (1.0 if load.tile else 0.0)
            return worth if obs.round < ROUNDS else worth * LAST_ROUND_MACHINERY
        if section == PATENT_OFFICE:
            return PATENT if obs.credits(seat) >= 10 and obs.round < ROUNDS else -1.0
        return -1.0

    def _production_worth(self, obs: BarrageObservation, systems: list[Produce], bonus: int) -> float:
        best = 0.0
        for p in systems:
            worth = self._produce_worth(obs, p, bonus)
            best = max(best, worth)
        return best

    def _energy(self, obs: BarrageObservation, p: Produce, bonus: int) -> int:
        seat = self.seat
        built = obs.powerhouse_owner.count(seat)
        production = CONDUITS[CONDUIT_INDEX[p.conduit]].production
        return total_energy(p.drops, production, bonus, built, obs.officer(seat) == "viktor_fiesler")

    def _produce_worth(self, obs: BarrageObservation, p: Produce, bonus: int) -> float:
        seat = self.seat
        energy = self._energy(obs, p, bonus)
        worth = energy * ENERGY
        if obs.conduit_owner[CONDUIT_INDEX[p.conduit]] != seat:
            worth -= p.drops * CREDIT
        contracts = [c for c in (*obs.contracts(seat), *obs.national) if CONTRACT[c].required <= energy]
        if contracts:
            worth += max(reward_worth(c) for c in contracts)
        return worth

    def _produce(self, obs: BarrageObservation, legal: list[Any], bonus: int) -> Any:
        options = [a for a in legal if a != NO_REPEAT]
        if not options:
            return legal[0]
        return max(options, key=lambda a: self._produce_worth(obs, a, bonus))

    # ---- water (BA-23) ---------------------------------------------------------------------------------
    def _best_drops(self, obs: BarrageObservation, m: _Map, n: int, flows: bool) -> tuple[tuple[int, ...], float]:
        """The best headstreams for ``n`` drops (one that flows at once when ``flows``) and their worth."""
        working = m.working_dams()
        seat = self.seat
        base = m.dam_drops[:]
        if not flows:  # the drops already on the headstreams flow first
            waiting = tuple(h for h, k in enumerate(obs.headstream_drops) for _ in range(k))
            m.stops(base, waiting)
        best: tuple[int, ...] = ()
        best_worth = 0.0
        heads = range(len(PATHS))
        choices: list[tuple[int, ...]] = [(h,) for h in heads]
        if n == 2:
            choices += [(h, g) for h in heads for g in heads if g >= h]
        for hs in choices:
            worth = 0.0
            for d in m.stops(base[:], hs):
                if d == OFF_BOARD:
                    continue
                if d in working:
                    production = working[d]
                    mine = m.dam_owner[d] == seat
                    worth += (DROP_IN_SYSTEM if mine else DROP_NEUTRAL) * production / USUAL_PRODUCTION
                elif m.dam_owner[d] == seat:
                    worth += DROP_OWN
            if worth > best_worth:
                best, best_worth = hs, worth
        return best, best_worth

    def _drops(self, obs: BarrageObservation, legal: list[Any]) -> Any:
        step = obs.step
        assert step is not None
        m = _Map(obs, self.seat)
        most = max(len(a.headstreams) for a in legal)
        hs, worth = self._best_drops(obs, m, min(most, 2), step.flows)
        choice = Drops(tuple(sorted(hs)))
        if worth > 0 and choice in legal:
            return choice
        # BA-23.2: no drop helps it: the fewest it may place (one at least), on the first headstream
        return min(legal, key=lambda a: (len(a.headstreams), a.headstreams))

    # ---- machinery and contracts -----------------------------------------------------------------------
    def _machinery_need(self, obs: BarrageObservation, m: _Map) -> tuple[int, int]:
        """The excavators and mixers the best next piece of each kind lacks (positive: missing)."""
        seat = self.seat
        if m.need is None:
            best: dict[str, tuple[float, int]] = {}
            for structure, sites in _candidate_sites(m):
                for site in sites:
                    cost = _machinery_of(obs, seat, structure, site)
                    g = m.gain(structure, site) * POTENTIAL - MACHINE * cost
                    if g > best.get(structure, (0.0, 0))[0]:
                        best[structure] = (g, cost)
            need_e = need_m = 0
            for structure, (_, cost) in best.items():
                if structure in (BASE, CONDUIT):
                    need_e = max(need_e, cost - obs.excavators(seat))
                else:
                    need_m = max(need_m, cost - obs.mixers(seat))
            m.need = (need_e, need_m)
        return m.need

    def _machinery(self, obs: BarrageObservation, legal: list[Any]) -> Any:
        need_e, need_m = self._machinery_need(obs, _Map(obs, self.seat))
        if need_m > need_e:
            return Machinery(MIXER)
        if need_e > 0:
            return Machinery(EXCAVATOR)
        return Machinery(MIXER if obs.mixers(self.seat) < obs.excavators(self.seat) else EXCAVATOR)

    def _max_energy(self, obs: BarrageObservation) -> int:
        """The most energy one production could give now, on the best turbine space."""
        best = 0
        for p in obs.systems(self.seat, BEST_BONUS):
            best = max(best, self._energy(obs, p, BEST_BONUS))
        return best

    def _contract_worth(self, obs: BarrageObservation, contract: str) -> float:
        """A contract's rewards, discounted when its energy is beyond reach for now."""
        reach = max(self._max_energy(obs), REACH_HOPED + obs.round)
        required = CONTRACT[contract].required
        worth = reward_worth(contract)
        if required > reach:
            worth *= max(0.0, 1.0 - BEYOND_REACH * (required - reach))
        return worth

    def _put(self, obs: BarrageObservation, legal: list[Any]) -> Any:
        """BA-33.10–33.13: a free piece goes where it adds most (it uncovers incomes and counts for the
        bonus and objective tiles even where no system needs it)."""
        m = _Map(obs, self.seat)
        pieces = [a for a in legal if a != NO_PUT]
        if not pieces:
            return legal[0]
        return max(pieces, key=lambda a: m.gain(a.structure, a.site))


def _pay_cost(pay: Pay) -> float:
    """BA-16.3.3: what a way to pay costs; machinery is dear (locked on the wheel, BA-18)."""
    return MACHINE * (pay.excavators + pay.mixers) + CREDIT * pay.credits


def _officer_rank(officer: str) -> int:
    return OFFICER_RANK.index(officer) if officer in OFFICER_RANK else len(OFFICER_RANK)


def _candidate_sites(m: _Map) -> list[tuple[str, list[str]]]:
    """The free sites where the seat could put each kind of piece it still has."""
    seat = m.seat
    out: list[tuple[str, list[str]]] = []
    if m.pieces[0]:
        out.append(
            (
                BASE,
                [
                    d.id
                    for d in DAMS
                    if m.dam_owner[d.index] == EMPTY and all(m.dam_owner[x] != seat for x in BASINS[d.basin].dams)
                ],
            )
        )
    if m.pieces[1]:
        out.append(
            (ELEVATION, [d.id for d in DAMS if m.dam_owner[d.index] == seat and m.dam_height[d.index] < MAX_DAM_HEIGHT])
        )
    if m.pieces[2]:
        out.append((CONDUIT, [c.id for c in CONDUITS if m.conduit[c.index] == EMPTY]))
    if m.pieces[3]:
        out.append(
            (
                POWERHOUSE,
                [
                    p.id
                    for p in POWERHOUSES
                    if m.powerhouse[p.index] == EMPTY
                    and all(m.powerhouse[x] != seat for x in BASINS[p.basin].powerhouses)
                ],
            )
        )
    return out


def _machinery_of(obs: BarrageObservation, seat: int, structure: str, site: str) -> int:
    """The machinery a piece on ``site`` needs as printed (BA-17; officers and tiles aside)."""
    costs = COSTS_JSON["structure_costs"][structure]
    if structure in (BASE, ELEVATION):
        return int(costs["by_area"][DAMS[DAM_INDEX[site]].area])
    if structure == CONDUIT:
        return int(costs["by_production"][str(CONDUITS[CONDUIT_INDEX[site]].production)])
    built = min(obs.powerhouse_owner.count(seat), len(costs["by_ordinal"]) - 1)
    return int(sorted(costs["by_ordinal"].values())[built])
