"""Search bots for Power Grid: determinised Monte Carlo search over a compact set of plans.

The bot sees only its observation (``observation.py``: the legal actions and what its seat may
know). For a decision that matters it

1. lists a few *candidate plans* (the action abstraction; LESSONS: huge action lists cripple
   search), each mapped onto exact legal actions:

   * auction, putting a plant up: pass, or open a plant at its minimum bid willing to go to one of
     a few limits (the minimum, the heuristic's limit, a little more);
   * auction, answering a bid: pass, or raise by 1 with one of those limits;
   * scrapping: each old plant (keeping every token that fits);
   * resources: the heuristic's purchase, nothing, and the cheapest fuel for each number of cities
     the plants can power (with and without a second run in stock);
   * building: the k cheapest cities in building order, for a few k (none, the heuristic's number
     and its neighbours, as many as the plants power, as far as money goes, the end threshold);
   * power: the most cities with the cheapest fuel (no search).

2. samples the hidden parts of the game consistently with what it knows (``determinize.py``: deck
   order, the box, others' money around a public-events estimate) and plays every candidate
   forward in the *same* samples (common random numbers), with heuristic bots for every seat
   (``simulate.py``), to the start of a later round or the end of the game;

3. scores the result with the evaluation (``evaluate.py``: each player's chance to win), keeps the
   better half of the candidates after each stage (successive halving) and plays the best.

A plan chosen for a whole phase (buying, building) or an auction limit is then followed without
searching again. Levels differ by budget (play-outs per decision), depth (rounds played before the
evaluation) and the number of candidates: ``hard`` plays its last two candidates two rounds deep,
``expert`` (three times the play-outs, ten candidates) three, up to 5 s a move; and above all by the
share of decisions searched (the others take the heuristic's choice): ``easy`` 15%, ``medium`` 35%,
``hard`` 60%, ``expert`` every one.
The bot is deterministic given its seed; with a time budget instead, ``last_stats`` reports the
iterations it used.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Any, Final

from ....ai.advice import Weighed, chances_after, weighed
from ....ai.halving import Level, Progress, successive_halving, unsearched
from ....core.rng import Rng
from ..actions import PASS, Bid, Build, Buy, Done, Mark, Pass, PlaceTrust, Power, Scrap
from ..rules import step
from ..state import State
from ..storage import fits, fuel_needs, max_cities
from .determinize import MoneyTracker, Template
from .evaluate import win_chances
from .heuristic import HeuristicBot, _cost, _rules_for, _unit_prices, fuel_options, plant_limit
from .observation import PowerGridObservation
from .simulate import Player, play_out, raise_to

LEVELS = {
    "easy": Level("easy", iterations=48, depth=1, width=4, share=0.15),
    "medium": Level("medium", iterations=200, depth=1, width=6, share=0.35),
    "hard": Level("hard", iterations=600, depth=1, width=8, final_depth=2, share=0.6),
    "expert": Level("expert", iterations=1800, depth=1, width=10, final_depth=3),
}
"""At a table of four a search of 48 play-outs played nearly as well as one of 1,800 (``expert`` won 8
of 40 games against three ``hard`` searching every decision, seeds 12001 on), while the heuristic is
far weaker (one 48-play-out search won 38 of 40 games against three heuristic bots): so the levels
differ above all in the share of decisions they search. With 48 play-outs each, searching every
decision won 57.5% against three searching 60%, those 40% against three searching 35%, those 41%
against three searching 15% (80 games each, seeds 14001 on)."""

ADVICE_TEMPERATURE: Final = 1.0
"""The temperature of the chances the advice shows (``ai/advice.tempered``), fitted on bot games no
measure used (``benchmarks/advice.py --parts fit``, docs/advice.md): 0.966 on 200 games (seeds
40000–40199), the log-loss unchanged to the fourth decimal, so none."""


@dataclass
class Candidate:
    """A plan: its first action, then what the bot's seat does while the plan lasts."""

    first: Any
    label: str
    plan: list | None = None  # the rest of a phase's actions
    limit: tuple[int, int] | None = None  # (plant, most to bid)


class SearchBot:
    """A Power Grid bot that searches sampled games (see the module text)."""

    def __init__(self, seat: int, seed: int, level: Level):
        self.seat = seat
        self.level = level
        self.name = level.name
        self.rng = Rng(seed * 2_654_435_761 + seat * 97 + 11)
        self.tracker = MoneyTracker(seat)
        self.helper = HeuristicBot(seat, seed)
        self.plan: list = []
        self.plan_key: tuple | None = None
        self.limit: tuple[int, int, int] | None = None  # (round, plant, most to bid)
        self.last_stats: dict = {}
        self.progress: Progress | None = None
        """Told how far each search is (a front end showing that the bot thinks)."""

    # ---- the decision ------------------------------------------------------------------------------
    def choose(self, observation: PowerGridObservation) -> Any:
        obs = observation
        legal = obs.legal
        self.tracker.update(obs)
        key = (obs.round, obs.phase)
        if len(legal) == 1:
            if isinstance(legal[0], Done):
                self.plan = []
            return legal[0]
        if self.plan and self.plan_key == key:
            nxt = self.plan.pop(0)
            if nxt in legal:
                return nxt
        self.plan = []
        first = legal[0]
        a = obs.auction
        if a is not None and obs.scrapper is None and self.limit is not None and self.limit[:2] == (obs.round, a.plant):
            return raise_to(self.limit[2], a.high, obs.my_money)
        if isinstance(first, Power):
            return self._power(obs, legal)
        if isinstance(first, (PlaceTrust, Mark)):
            return self.helper.choose(obs)
        cands = self._candidates(obs, legal)
        i = unsearched(self.level, self.rng, len(cands)) if cands else 0
        if i == 0 and len(cands) != 1:  # the heuristic's own choice, not always a candidate's first action
            return self.helper.choose(obs)
        best = self._search(obs, cands) if i is None else cands[i]
        if best.plan:
            self.plan = list(best.plan)
            self.plan_key = key
        if best.limit is not None:
            self.limit = (obs.round, best.limit[0], best.limit[1])
        return best.first

    # ---- advice (ai/advice.py) -----------------------------------------------------------------------
    def see(self, observation: PowerGridObservation) -> None:
        """Take in an observation of the seat: the others' money it learns of (``MoneyTracker``)."""
        self.tracker.update(observation)

    def chances(self, observation: PowerGridObservation, samples: int) -> list[float]:
        """Each player's chance to win as the seat sees it: over ``samples`` draws of what the seat cannot
        see (the deck's order, the others' money), the game played on by heuristic players to the next
        round's start and evaluated there, as the bot's play-outs are."""
        return self.after(observation, samples, [])[0]

    def after(
        self, observation: PowerGridObservation, samples: int, plans: Sequence[Weighed]
    ) -> tuple[list[float], list[list[float]]]:
        """The chances now and after each of ``plans`` (the seat following it: its further actions, the
        most it bids), in the same draws (``chances_after``)."""
        template = Template(observation)
        target = observation.round + 1
        seat = self.seat

        def draw() -> State:
            return template.sample(self.rng, self.tracker.sample(self.rng)).state

        def play(s: State, plan: Weighed | None) -> list[float]:
            players = [Player(q) for q in range(s.players)]
            if plan is not None:
                me = players[seat]
                me.plan = list(plan.then)
                if plan.most is not None:
                    me.fixed = {plan.action.plant: plan.most}
                step(s, plan.action, [])
            play_out(s, players, lambda s: s.round >= target)
            return win_chances(s)

        return chances_after(draw, State.copy, play, plans, samples, ADVICE_TEMPERATURE)

    def weigh(self, observation: PowerGridObservation, played: Any = None) -> list[Weighed]:
        """The plans the bot weighs at this decision, searched in the same samples (``played`` among
        them), its choice first; the heuristic's choice alone where the bot does not search."""
        obs = observation
        legal = obs.legal
        self.tracker.update(obs)
        if len(legal) == 1:
            return [Weighed(legal[0], None, 0)]
        first = legal[0]
        cands: list[Candidate] = []
        if isinstance(first, Power):
            cands = [Candidate(self._power(obs, legal), "power")]
        elif not isinstance(first, (PlaceTrust, Mark)):
            cands = self._candidates(obs, legal)
        if not cands:
            cands = [Candidate(self.helper.choose(obs), "heuristic")]
        if played is not None and all(c.first != played for c in cands):
            cands.append(Candidate(played, "played"))
        if len(cands) == 1:
            return [Weighed(cands[0].first, None, 0, tuple(cands[0].plan or ()))]
        self._search(obs, cands)
        return weighed(
            self.last_stats,
            [c.first for c in cands],
            lambda i: tuple(cands[i].plan or ()),
            lambda i: _most(cands[i]),
        )

    # ---- candidates ----------------------------------------------------------------------------------
    def _candidates(self, obs: PowerGridObservation, legal: list) -> list[Candidate]:
        first = legal[0]
        if isinstance(first, Scrap):
            return self._scrap_candidates(legal)
        if isinstance(first, (Pass, Bid)):
            if obs.auction is not None:
                return self._raise_candidates(obs, legal)
            return self._open_candidates(obs, legal)
        if isinstance(first, Done):
            if any(isinstance(a, Buy) for a in legal[1:2]):
                return self._resource_candidates(obs, legal)
            return self._build_candidates(obs, legal)
        return []

    def _limits(self, obs: PowerGridObservation, plant: int, low: int, money: int) -> list[int]:
        h = self.helper
        ctx = h._context(obs)
        lim = plant_limit(ctx, plant)
        out = [low]
        for x in (lim, lim + max(4, lim // 6), lim + max(10, lim // 3)):
            if x > out[-1] and x <= money:
                out.append(x)
        return out

    def _open_candidates(self, obs: PowerGridObservation, legal: list) -> list[Candidate]:
        money = obs.my_money
        mins: dict[int, Bid] = {}
        for a in legal:
            if isinstance(a, Bid) and a.plant not in mins:
                mins[a.plant] = a
        last = all(isinstance(a, Pass) or mins.get(a.plant) == a for a in legal)  # no bidding
        h = self.helper
        h._ctx = None
        pick = h._auction(obs)  # the heuristic's choice: likely to be good
        h._limit = None
        order = list(mins)
        if isinstance(pick, Bid) and pick.plant in mins:
            order.remove(pick.plant)
            order.insert(0, pick.plant)
        limits = {p: ([mins[p].amount] if last else self._limits(obs, p, mins[p].amount, money)) for p in order}
        cands: list[Candidate] = []
        can_pass = isinstance(legal[0], Pass)
        if isinstance(pick, Pass) and can_pass:
            cands.append(Candidate(PASS, "pass"))
        for depth in (1, 0, 2, 3):  # each plant: the heuristic's limit, the minimum, then more
            for p in order:
                lims = limits[p]
                i = depth if len(lims) > 1 else (0 if depth == 1 else 9)
                if i < len(lims):
                    cands.append(Candidate(mins[p], f"open {p:02d} up to {lims[i]}", limit=(p, lims[i])))
            if depth == 1 and can_pass:
                cands.append(Candidate(PASS, "pass"))
        return _unique(cands)[: max(2, self.level.width)]

    def _raise_candidates(self, obs: PowerGridObservation, legal: list) -> list[Candidate]:
        plant, high = obs.auctioned, obs.high_bid
        money = obs.my_money
        cands = [Candidate(PASS, "pass")]
        lims = self._limits(obs, plant, high + 1, money)
        for x in lims[1:] + lims[:1]:
            cands.append(Candidate(legal[1], f"raise up to {x}", limit=(plant, x)))
        return cands[: max(2, self.level.width)]

    def _scrap_candidates(self, legal: list) -> list[Candidate]:
        best: dict[int, Scrap] = {}
        for a in legal:
            if a.plant not in best or sum(a.returned) < sum(best[a.plant].returned):
                best[a.plant] = a
        return [Candidate(a, f"scrap {a.plant:02d}") for a in best.values()]

    def _resource_candidates(self, obs: PowerGridObservation, legal: list) -> list[Candidate]:
        h = self.helper
        heur = h._plan_resources(obs)
        plants = obs.plants(self.seat)
        have = obs.resources(self.seat)
        m, storage = obs.market, obs.coal_storage
        money = obs.my_money
        opts = fuel_options(plants, have, m, storage, money)
        by_cities: dict[int, tuple[int, Sequence[int]]] = {}
        for cities, cost, buy in opts:
            if cities not in by_cities or cost < by_cities[cities][0]:
                by_cities[cities] = (cost, buy)
        plans = [("heuristic", heur), ("nothing", [Done()])]
        for cities in sorted(by_cities, reverse=True):
            cost, buy = by_cities[cities]
            acts = [Buy(r, k) for r, k in enumerate(buy) if k] + [Done()]
            plans.append((f"fuel for {cities}", acts))
            double = [k + need for k, need in zip(buy, _run(plants))]
            acts2 = _affordable(double, have, plants, m, storage, money)
            if acts2:
                plans.append((f"fuel for {cities} and a second run", acts2))
        cands = []
        for label, acts in plans:
            acts = [a for a in acts if not isinstance(a, Buy) or a.amount > 0]
            if acts and acts[0] in legal:
                cands.append(Candidate(acts[0], label, plan=acts[1:]))
        return _unique(cands)[: max(2, self.level.width)]

    def _build_candidates(self, obs: PowerGridObservation, legal: list) -> list[Candidate]:
        h = self.helper
        heur = h._plan_building(obs)
        names = obs.zone.board.cities
        end, houses, _ = _rules_for(obs.players, obs.classic)
        n = obs.city_count(self.seat)
        money = obs.my_money
        seq = h._cheapest_sequence(obs, h._build_costs(obs), houses - n, money, n == 0)
        total, affordable = 0, 0
        for _, k in seq:
            if total + k > money:
                break
            total += k
            affordable += 1
        plants = obs.plants(self.seat)
        cap = sum(fuel_needs((x,))[5] for x in plants)
        power_now = max_cities(plants, obs.resources(self.seat))
        k_heur = sum(1 for a in heur if isinstance(a, Build))
        ks = [
            k_heur,
            0,
            k_heur + 1,
            k_heur - 1,
            max(0, power_now - n),
            max(0, cap - n),
            affordable,
            max(0, end - n),
            k_heur + 2,
        ]
        cands = [Candidate(heur[0], f"heuristic: build {k_heur}", plan=heur[1:])] if heur[0] in legal else []
        for k in ks:
            k = min(k, affordable)
            if k < 0:
                continue
            acts = [Build(names[c]) for c, _ in seq[:k]] + [Done()]
            if acts[0] in legal:
                cands.append(Candidate(acts[0], f"build {k}", plan=acts[1:]))
        return _unique(cands)[: max(2, self.level.width)]

    # ---- power: no search --------------------------------------------------------------------------------
    def _power(self, obs: PowerGridObservation, legal: list) -> Any:
        n = obs.city_count(self.seat)
        unit = _unit_prices(obs.market, obs.coal_storage, obs.phase_out)
        best, key = legal[0], None
        for a in legal:
            powered = min(sum(fuel_needs((x,))[5] for x in a.plants), n)
            burn = sum(k * unit[r] for r, k in enumerate(a.fuel))
            k = (powered, -burn, -len(a.plants))
            if key is None or k > key:
                best, key = a, k
        return best

    # ---- the search ------------------------------------------------------------------------------------
    def _search(self, obs: PowerGridObservation, cands: list[Candidate]) -> Candidate:
        template = Template(obs)
        seat = self.seat
        start = obs.round

        def sample():
            return template.sample(self.rng, self.tracker.sample(self.rng)).state

        def value(i: int, base, depth: int) -> float:
            target = start + depth
            c = cands[i]
            s = base.copy()
            players = [Player(q) for q in range(s.players)]
            me = players[seat]
            if c.plan:
                me.plan = list(c.plan)
            if c.limit is not None:
                me.fixed = {c.limit[0]: c.limit[1]}
            step(s, c.first, [])
            play_out(s, players, lambda s: s.round >= target)
            return win_chances(s)[seat]

        best, self.last_stats = successive_halving([c.label for c in cands], self.level, sample, value, self.progress)
        return cands[best]


def _most(c: Candidate) -> int | None:
    """The most a plan bids (None: not an auction plan)."""
    return None if c.limit is None else c.limit[1]


def _unique(cands: list[Candidate]) -> list[Candidate]:
    seen = set()
    out = []
    for c in cands:
        key = (c.first, tuple(c.plan or ()), c.limit)
        if key not in seen:
            seen.add(key)
            out.append(c)
    return out


def _run(plants: tuple[int, ...]) -> list[int]:
    c, o, g, u, h, _ = fuel_needs(plants)
    return [c + h, o, g, u]


def _affordable(buy: list[int], have: Sequence[int], plants, m, storage, money) -> list | None:
    """Buy up to ``buy`` tokens while they fit and money lasts (cheapest resource first)."""
    got = [0, 0, 0, 0]
    spent = 0
    for r in sorted(range(4), key=lambda r: _cost(m, storage, r, 1) or 99):
        paid = 0  # the price of the got[r] tokens of r
        while got[r] < buy[r]:
            price = _cost(m, storage, r, got[r] + 1)
            if price is None:
                break
            trial = [have[x] + got[x] + (x == r) for x in range(4)]
            if spent - paid + price > money or not fits(plants, trial):
                break
            spent += price - paid
            paid = price
            got[r] += 1
    if not any(got):
        return None
    return [Buy(r, k) for r, k in enumerate(got) if k] + [Done()]


def make(level: str, seat: int, seed: int, seconds: float | None = None) -> SearchBot:
    """A search bot of ``level``; with ``seconds``, it thinks that long a move instead."""
    chosen = LEVELS[level]
    return SearchBot(seat, seed, chosen if seconds is None else replace(chosen, seconds=seconds))
