"""Search bots for Power Grid: The Card Game: determinised Monte Carlo search over a few plans.

The bot sees only its observation (``observation.py``: the legal actions and what its seat may
know). For a decision that matters it

1. lists a few *candidate plans* (the action abstraction), each mapped onto exact legal actions:

   * the heuristic's own choice (then the heuristic goes on playing the seat for that auction or
     buying turn) — so the search starts from a sound plan;
   * auction, putting a plant up: pass, or open a current plant at its minimum bid willing to go
     to one of a few limits (the minimum, a little above the plant's number, more);
   * auction, answering a bid: pass, or raise by 1 up to one of those limits;
   * demolition: each of the 4 plants; the units to discard: each minimal way (CG-6.14, CG-6.15);
   * buying resources: nothing, the cheapest cards for one production of every plant, for two
     (a full store);
   * production: the heuristic's choice (the most income, fuel kept for the end weighed; no search).

2. samples the hidden parts of the game consistently with what it knows (``determinize.py``: plant
   deck and box, resource deck order, hidden money around a public-events estimate) and plays every
   candidate forward in the *same* samples (common random numbers), the heuristic playing every
   seat (on observations of the imagined state), to the start of a later round or the end of the
   game;

3. scores the result with the evaluation (``evaluate.py``: each seat's chance to win), keeps the
   better half of the candidates after each stage (successive halving) and plays the best.

Levels differ by budget (play-outs per decision), depth (rounds played before the evaluation) and
the number of candidates: ``expert`` plays its last two candidates three rounds deep; and above all by
the share of decisions searched (the others take the heuristic's choice) and the slips: ``easy`` and
``medium`` search none and slip in 50% and 20% of their decisions, ``hard`` searches 10%, ``expert``
every one. The bot is
deterministic given its seed; with a time budget instead, ``last_stats`` reports the play-outs it used.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Any, Final, cast

from ....ai.advice import Weighed, chances_after, weighed
from ....ai.halving import Level, Progress, successive_halving, unsearched
from ....core.rng import Rng
from .. import resources as resources_phase
from ..actions import DONE, PASS, Bid, Buy, Demolish, Discard, Done, Pass, Produce
from ..rules import current_player, legal, step
from ..state import Phase, State
from ..storage import holding
from .determinize import Template, Tracker
from .evaluate import win_chances
from .heuristic import HeuristicBot
from .observation import CardsObservation

LEVELS = {
    "easy": Level("easy", iterations=16, depth=1, width=5, share=0.0, slip=0.5),
    "medium": Level("medium", iterations=16, depth=1, width=5, share=0.0, slip=0.2),
    "hard": Level("hard", iterations=128, depth=2, width=6, share=0.1),
    "expert": Level("expert", iterations=3072, depth=2, width=8, final_depth=3),
}
"""The levels differ above all in how often they search and slip. At a table of four the game's luck
leaves little to the better player: searches of 64 to 1,024 play-outs won 21–29% against three of 64
(80 games each, seeds 7001 on), the heuristic 13.8%. So ``hard`` searches one decision in ten and
plays the heuristic's choice in the others; ``medium`` plays the heuristic but slips (plays another of
its candidate plans) in one decision in five, ``easy`` in one in two. Tuned on seeds 7001 on; on seeds
16001 on ``medium`` won 58.1% of 160 games against three ``easy``, ``hard`` 53.1% against three
``medium``, ``expert`` 20 of 40 against three ``hard``."""

ADVICE_TEMPERATURE: Final = 0.9
"""The temperature of the chances the advice shows (``ai/advice.tempered``), fitted on bot games no
measure used (``benchmarks/advice.py --parts fit``, docs/advice.md): 0.901 on 200 games (seeds
40000–40199), the winners' log-loss 0.3308 → 0.3295: the raw chances were a little timid."""


# ---- imagined games ----
def is_legal(action: Any, acts: list) -> bool:
    """``action`` is one of ``acts`` (by type too: the empty actions ``pass`` and ``done`` are
    equal as tuples)."""
    kind = type(action)
    return any(type(x) is kind and x == action for x in acts)


def raise_to(limit: int, high: int, acts: list) -> Any:
    """In a running auction: raise by 1 while the limit allows, else pass."""
    if limit > high and len(acts) > 1 and isinstance(acts[0], Pass):
        return acts[1]  # the smallest raise
    return PASS


class Player:
    """An imagined player: the heuristic, unless told otherwise.

    ``plan`` is a list of actions it plays first while they are legal; ``limit`` is ``(plant, most)``:
    in that plant's auction it raises by 1 up to ``most`` instead of asking the heuristic."""

    __slots__ = ("bot", "limit", "plan", "seat")

    def __init__(self, seat: int):
        self.seat = seat
        self.bot = HeuristicBot(seat, 0)
        self.plan: list | None = None
        self.limit: tuple[int, int] | None = None

    def choose(self, s: State, acts: list) -> Any:
        if self.plan:
            nxt = self.plan.pop(0)
            if is_legal(nxt, acts):
                return nxt
            self.plan = None
        if self.limit is not None:
            a = s.auction
            if a is not None and not s.pending and a.plant == self.limit[0]:
                return raise_to(self.limit[1], a.high, acts)
            if s.phase != Phase.AUCTION:
                self.limit = None
        return self.bot.choose(CardsObservation(s, self.seat, acts))


def play_out(s: State, players: list, stop) -> None:
    """Play the imagined state forward until ``stop(s)`` is true or the game ends."""
    while s.phase != Phase.OVER and not stop(s):
        p = current_player(s)
        acts = legal(s)
        step(s, acts[0] if len(acts) == 1 else players[cast(int, p)].choose(s, acts), [])  # not over: p acts


# ---- the bot -------------------------------------------------------------------------------------------
@dataclass
class Candidate:
    """A plan: its first action, then what the bot's seat does while the plan lasts."""

    first: Any
    label: str
    plan: list | None = None  # the rest of a buying turn
    limit: tuple[int, int] | None = None  # (plant, most to bid)
    follow: bool = False  # the heuristic goes on playing this auction or buying turn


class SearchBot:
    """A card-game bot that searches sampled games (see the module text)."""

    def __init__(self, seat: int, seed: int, level: Level):
        self.seat = seat
        self.level = level
        self.name = level.name
        self.rng = Rng(seed * 2_654_435_761 + seat * 97 + 13)
        self.tracker = Tracker(seat)
        self.helper = HeuristicBot(seat, seed)
        self.plan: list = []
        self.key: tuple | None = None  # (round, phase) of the plan being followed
        self.limit: tuple[int, int, int] | None = None  # (round, plant, most)
        self.follow: tuple | None = None  # (round, phase, plant or None): the heuristic plays on
        self.last_stats: dict = {}
        self.progress: Progress | None = None
        """Told how far each search is (a front end showing that the bot thinks)."""
        self._cached: tuple | None = None

    # ---- the decision ----------------------------------------------------------------------------
    def choose(self, observation: CardsObservation) -> Any:
        obs = observation
        acts = obs.legal
        self.tracker.update(obs)
        if len(acts) == 1:
            return acts[0]
        key = (obs.round, obs.phase)
        a = obs.auction
        pending = obs.pending
        plant = a.plant if a else None
        if self.follow is not None and self.follow == (*key, plant) and not pending:
            return self._helper(obs)
        if self.plan and self.key == key:
            nxt = self.plan.pop(0)
            if is_legal(nxt, acts):
                return nxt
        self.plan = []
        if a is not None and not pending and self.limit is not None and self.limit[:2] == (obs.round, a.plant):
            return raise_to(self.limit[2], a.high, acts)
        first = acts[0]
        if isinstance(first, Produce):  # the most income, fuel kept for the end weighed (no search)
            return self._helper(obs)
        cands = self._candidates(obs, acts)
        if not cands:
            return self._helper(obs)
        i = unsearched(self.level, self.rng, len(cands))
        best = self._search(obs, cands) if i is None else cands[i]
        self.follow = None
        if best.plan:
            self.plan, self.key = list(best.plan), key
        if best.limit is not None:
            self.limit = (obs.round, best.limit[0], best.limit[1])
        if best.follow:
            if isinstance(best.first, Bid) and best.first.plant >= 0:
                self.follow = (obs.round, obs.phase, best.first.plant)
            elif a is not None and isinstance(best.first, Bid):
                self.follow = (*key, plant)
            elif isinstance(best.first, Buy):
                self.follow = (*key, None)
        return best.first

    def _helper(self, observation: CardsObservation) -> Any:
        choice = self.helper.choose(observation)
        return choice if is_legal(choice, observation.legal) else observation.legal[0]

    # ---- advice (ai/advice.py) -------------------------------------------------------------------
    def see(self, observation: CardsObservation) -> None:
        """Take in an observation of the seat: the others' money and units it learns of (``Tracker``)."""
        self.tracker.update(observation)

    def chances(self, observation: CardsObservation, samples: int) -> list[float]:
        """Each player's chance to win as the seat sees it: over ``samples`` draws of what the seat cannot
        see, the game played on by heuristic players to the next round's start and evaluated there, as
        the bot's play-outs are."""
        return self.after(observation, samples, [])[0]

    def after(
        self, observation: CardsObservation, samples: int, plans: Sequence[Weighed]
    ) -> tuple[list[float], list[list[float]]]:
        """The chances now and after each of ``plans`` (the seat following it: its further purchases, the
        most it bids), in the same draws (``chances_after``)."""
        template = Template(observation, self.tracker)
        target = observation.round + 1
        seat = self.seat

        def draw() -> State:
            return template.sample(self.rng)

        def play(s: State, plan: Weighed | None) -> list[float]:
            players = [Player(q) for q in range(s.players)]
            if plan is not None:
                me = players[seat]
                me.plan = list(plan.then)
                if plan.most is not None:
                    me.limit = (plan.action.plant, plan.most)
                step(s, plan.action, [])
            play_out(s, players, lambda s: s.round >= target)
            return win_chances(s)

        return chances_after(draw, State.copy, play, plans, samples, ADVICE_TEMPERATURE)

    def weigh(self, observation: CardsObservation, played: Any = None) -> list[Weighed]:
        """The plans the bot weighs at this decision, searched in the same samples (``played`` among
        them), its choice first; the heuristic's choice alone where the bot does not search."""
        obs = observation
        acts = obs.legal
        self.tracker.update(obs)
        if len(acts) == 1:
            return [Weighed(acts[0], None, 0)]
        cands = [] if isinstance(acts[0], Produce) else self._candidates(obs, acts)
        if not cands:
            cands = [Candidate(self._helper(obs), "heuristic")]
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

    # ---- candidates ------------------------------------------------------------------------------
    def _candidates(self, obs: CardsObservation, acts: list) -> list[Candidate]:
        first = acts[0]
        heur = self._helper(obs)
        out = [Candidate(heur, f"heuristic: {heur}", follow=True)]
        if isinstance(first, (Demolish, Discard)):
            out += [Candidate(x, str(x)) for x in acts]
        elif isinstance(first, (Pass, Bid)):
            if obs.auction is not None:
                out += self._raise_candidates(obs, acts)
            else:
                out += self._open_candidates(obs, acts, heur)
        elif isinstance(first, (Done, Buy)):
            out += self._resource_candidates(obs, acts)
        return _unique(out)[: max(2, self.level.width)]

    def _limits(self, obs: CardsObservation, plant: int, low: int, money: int) -> list[int]:
        """A few most-to-bid: the minimum, the heuristic's limit, a little more, more."""
        lim = self.helper.limit(obs, plant)
        out = [low]
        for x in (lim, lim + max(3, lim // 5), lim + max(8, lim // 2)):
            if x > out[-1] and x <= money:
                out.append(x)
        return out

    def _open_candidates(self, obs: CardsObservation, acts: list, heur: Any) -> list[Candidate]:
        money = obs.my_money
        mins: dict[int, Bid] = {}
        for x in acts:
            if isinstance(x, Bid) and x.plant not in mins:
                mins[x.plant] = x
        last = all(isinstance(x, Pass) or mins.get(x.plant) == x for x in acts)  # no bidding: CG-6.7
        data = obs.data
        mine = [data.income[p] for p in obs.plants(self.seat)]
        weakest = min(mine) if len(mine) >= 3 else 0

        def gain(p: int) -> float:
            return data.income[p] - weakest - mins[p].amount / 6.0

        order = sorted(mins, key=lambda p: -gain(p))
        if isinstance(heur, Bid) and heur.plant in mins:
            order.remove(heur.plant)
            order.insert(0, heur.plant)
        out: list[Candidate] = []
        can_pass = isinstance(acts[0], Pass)
        if can_pass:
            out.append(Candidate(PASS, "pass"))
        lims = {p: ([mins[p].amount] if last else self._limits(obs, p, mins[p].amount, money)) for p in order}
        for depth in (1, 0, 2, 3):
            for p in order:
                ls = lims[p]
                i = depth if len(ls) > 1 else (0 if depth == 1 else 9)
                if i < len(ls):
                    out.append(Candidate(mins[p], f"open {data.label[p]} up to {ls[i]}", limit=(p, ls[i])))
        return out

    def _raise_candidates(self, obs: CardsObservation, acts: list) -> list[Candidate]:
        a = obs.auction
        assert a is not None
        money = obs.my_money
        out = [Candidate(PASS, "pass")]
        plant = a.plant
        lims = self._limits(obs, plant, a.high + 1, money)
        for x in lims[1:] + lims[:1]:
            out.append(Candidate(acts[1], f"raise up to {x}", limit=(plant, x)))
        return out

    def _resource_candidates(self, obs: CardsObservation, acts: list) -> list[Candidate]:
        out = [Candidate(DONE, "nothing")]
        s = self._template(obs).state
        for runs, label in ((1, "fuel for one production"), (2, "fuel for two productions")):
            plan = buy_plan(s, self.seat, runs)
            if plan and is_legal(plan[0], acts):
                out.append(Candidate(plan[0], label, plan=plan[1:]))
        return out

    def _template(self, obs: CardsObservation) -> Template:
        if self._cached is None or self._cached[0] is not obs:
            self._cached = (obs, Template(obs, self.tracker))
        return self._cached[1]

    # ---- the search ------------------------------------------------------------------------------
    def _search(self, obs: CardsObservation, cands: list[Candidate]) -> Candidate:
        template = self._template(obs)
        seat = self.seat
        start = obs.round

        def value(i: int, base: State, depth: int) -> float:
            target = start + depth
            c = cands[i]
            s = base.copy()
            players = [Player(q) for q in range(s.players)]
            me = players[seat]
            if c.plan:
                me.plan = list(c.plan)
            if c.limit is not None:
                me.limit = c.limit
            step(s, c.first, [])
            play_out(s, players, lambda s: s.round >= target)
            return win_chances(s)[seat]

        best, self.last_stats = successive_halving(
            [c.label for c in cands], self.level, lambda: template.sample(self.rng), value, self.progress
        )
        return cands[best]


def buy_plan(s: State, p: int, runs: int, most: int = 12) -> list:
    """The cheapest cards, one at a time, toward ``runs`` productions of all of ``p``'s plants:
    each step buys the card with the lowest price per useful unit (then the least turned down).
    ``s`` is not changed. Returns the buys and ``done``, or ``[]`` when nothing is worth buying."""
    s = s.copy()
    need = [0, 0, 0, 0, 0]
    burns, prices = s.data.burns, s.data.prices
    for plant in s.plants[p]:
        for r, k in enumerate(burns[plant]):
            need[r] += k * runs
    plan: list = []
    out: list = []
    while len(plan) < most:
        units = holding(s, p)
        short = [max(0, need[r] - units[r]) for r in range(4)]
        spare = max(0, units[1] - need[1]) + max(0, units[2] - need[2])
        hybrid = max(0, need[4] - spare)
        best, best_key = None, None
        for x in resources_phase.legal(s):
            if not isinstance(x, Buy):
                continue
            r = x.type
            want = short[r] + (hybrid if r in (1, 2) else 0)
            useful = min(x.value, want)
            if useful <= 0:
                continue
            price = prices[x.column - 1] * x.value
            key = (price / useful, x.value - useful, x.column)
            if best_key is None or key < best_key:
                best, best_key = x, key
        if best is None:
            break
        resources_phase.apply(s, best, out)
        plan.append(best)
    return plan + [DONE] if plan else []


def _most(c: Candidate) -> int | None:
    """The most a plan bids (None: not an auction plan)."""
    return None if c.limit is None else c.limit[1]


def _unique(cands: list[Candidate]) -> list[Candidate]:
    """Drop repeats; a plain action equal to the heuristic's first choice is the same plan."""
    seen = set()
    out = []
    for c in cands:
        key = (c.first, tuple(c.plan or ()), c.limit)
        if key in seen or (c.plan is None and c.limit is None and not c.follow and (c.first, (), None) in seen):
            continue
        seen.add(key)
        if c.follow:
            seen.add((c.first, (), None))
        out.append(c)
    return out


def make(level: str, seat: int, seed: int, seconds: float | None = None) -> SearchBot:
    """A search bot of ``level``; with ``seconds``, it thinks that long a move instead."""
    chosen = LEVELS[level]
    return SearchBot(seat, seed, chosen if seconds is None else replace(chosen, seconds=seconds))
