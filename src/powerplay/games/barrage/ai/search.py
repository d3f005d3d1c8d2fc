"""Search bots for Barrage: determinised Monte Carlo search over a few whole turns.

The bot sees only its observation (``observation.py``: what its seat may know). At the start of each
of its turns (BA-15: an action space or a construction, the bank, passing; Mahiri Sekibo's one more
action and a guided first action too, BA-35.7, BA-A20.1) and at the full game's setup (BA-12.2) it

1. lists a few *candidate turns* (the compact plans): the heuristic's worth of every legal action
   (``heuristic.py``), a construction counted once per structure and site (its best tile; a powerhouse
   once per basin and red frame, see ``alike``), the best ``width`` of them, the heuristic's own choice
   first, and the bank with every engineer (BA-24) when no candidate leaves the engineers idle; what
   the turn then owes (a payment, which system produces and which contract it fulfils, where drops go,
   which machinery or contract) the heuristic decides, in the play-outs as in the game — a candidate is
   the whole turn; ``hard`` also searches the two choices that a turn owes and that weigh most, the
   system and drops a production uses (BA-20.3) and the contract taken at the contract office
   (BA-27.1), over the heuristic's best ``OWED_WIDTH``;

2. deals the hidden parts again from what the seat sees (``determinize.py``: the private contract
   stacks, the patent stacks, the Automa deck below its top, the generator) and plays every candidate
   forward in the *same* samples (common random numbers), the heuristic playing every person's seat
   (on observations of the imagined state) and the Automa its own rules, to the start of a later round
   or the end of the game;

3. scores the result with the evaluation (``evaluate.py``: each seat's chance to win), keeps the better
   half of the candidates after each stage (successive halving, ``ai/halving.py``) and plays the best.

Levels differ by budget (play-outs per decision), depth (rounds played before the evaluation, deeper
for the last two candidates of ``medium``), the number of candidates and the share of turns searched
(``medium`` 70%, the others the heuristic's choice). The bot is deterministic
given its seed; with a time budget instead, ``last_stats`` reports the play-outs it used.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any, Final

from ....ai.advice import Weighed, chances_after, weighed
from ....ai.halving import Level, Progress, successive_halving, unsearched
from ....core.rng import Rng
from ..actions import Bank, Choose, Pass, Place, Take
from ..board import SPACE
from ..construction import POWERHOUSE, Build
from ..data import POWERHOUSE_INDEX, POWERHOUSES
from ..state import Phase, State
from ..turbine import NO_REPEAT, Produce
from ..turns import apply, legal
from ..view import to_act
from .determinize import determinize
from .evaluate import win_chances
from .heuristic import CREDIT, ENGINEER, ROUNDS, HeuristicBot, _Map
from .observation import BarrageObservation

LEVELS: Final = {
    "easy": Level("easy", iterations=24, depth=1, width=3),
    "medium": Level("medium", iterations=96, depth=1, width=6, final_depth=2, share=0.7),
    "hard": Level("hard", iterations=240, depth=2, width=8),
}
"""Play-outs for one person against the Automa (see ``PERSONS_BUDGETED``). Two rounds deep, a play-out
from the fourth round on reaches the game's end (BA-32). Against the very hard Automa, 2 seats, ``hard``
won 25 of 40 games (seeds 20–59) with 120 play-outs and the evaluation fitted to winners, 32 of 40 with
the evaluation foreseeing VP; with it, 42 of the arena's 60 games with 120 play-outs and 44 with 240.
Three rounds deep was no better (16 of the first 23 seeds, against 18); one round deep lost by 15 VP on
average. So ``medium`` plays one round deep, its last two plans two: two rounds deep throughout it was
``hard`` with fewer play-outs, and ``hard`` won 8 of 24 games against three of it (seed 1), 10 of 24
once ``medium`` looked one round; one round deep throughout, ``medium`` won 14 of 40 games against three
``easy``, 19 of 40 with its last two plans two rounds deep (seed 1), and ``hard`` 12 of 40 against three
of it. Searching 70% of its turns (``share``; the others the heuristic's), ``medium`` won 17 of 40
against three ``easy`` and ``hard`` 19 of 40 against three of it."""

PERSONS_BUDGETED: Final = 1
"""A level's play-outs are counted for one person (the Automa's turns cost little): with more, a
play-out costs more and the bot plays proportionally fewer, at least ``SAMPLES_LEAST`` for each
candidate, so that a ``hard`` move stays under 2 s in a game of four persons. Counted for two persons
instead, ``hard`` won no more against three ``medium`` (8 of 24 games, seed 1, either way)."""
SAMPLES_LEAST: Final = 4

TURN_ACTIONS: Final = (Place, Bank, Build, Pass)
"""The actions that start a turn (BA-15.2–15.8, D-09)."""

OWED_WIDTH: Final = {"hard": 3}
"""The levels that also search a production's system (BA-20.3) and the contract taken (BA-27.1), and
over how many of the heuristic's best. Against the very hard Automa, 2 seats, ``hard`` won 49 of 60
games with it on seed 1, 45 without (5 games won only with it, 1 only without), and 64 of 80 either
way on seeds 5000–5079."""

ADVICE_TEMPERATURE: Final = 1.0
"""The temperature of the chances the advice shows (``ai/advice.tempered``), fitted on bot games no
measure used (``benchmarks/advice.py --parts fit``, docs/advice.md): 0.966 on 100 games (seeds
40000–40099), the log-loss unchanged to the fourth decimal, so none."""


# ---- the heuristic's worths ------------------------------------------------------------------------
def alike(build: Build) -> tuple[str, Any]:
    """What makes constructions one plan: the structure and its site; a powerhouse, its basin and red
    frame, since a company has one powerhouse of a colour in a basin (BA-17.13) and its spaces there
    differ only in the red frame's fee (BA-3.8)."""
    if build.structure == POWERHOUSE:
        site = POWERHOUSES[POWERHOUSE_INDEX[build.site]]
        return build.structure, (site.basin, site.red_frame)
    return build.structure, build.site


def ranked(bot: HeuristicBot, obs: BarrageObservation, acts: list[Any]) -> list[tuple[float, Any]]:
    """Every turn action of ``acts`` with the heuristic's worth (its ``_turn``), best first; a
    construction once per plan (``alike``), with its best tile; the bank and passing worth 0."""
    m = _Map(obs, bot.seat)
    rounds_left = ROUNDS - obs.round + 1
    gains: dict[tuple[str, str], float] = {}
    water: dict[str, float] = {}
    best: dict[Any, tuple[float, Any]] = {}
    for a in acts:
        if isinstance(a, Build):
            worth = bot._build_worth(obs, m, a, gains, rounds_left)
            key: Any = alike(a)
        elif isinstance(a, Place) and a.space in SPACE:  # not an officer's own space (BA-35.7)
            space = SPACE[a.space]
            worth = bot._place_worth(obs, m, a.space, water) - ENGINEER * space.engineers
            worth -= CREDIT * (space.fee + space.cost)
            key = a
        else:
            worth, key = 0.0, a
        if key not in best or worth > best[key][0]:
            best[key] = (worth, a)
    return sorted(best.values(), key=lambda x: -x[0])


def owed_ranked(bot: HeuristicBot, obs: BarrageObservation, acts: list[Any]) -> list[Any]:
    """A production's systems (BA-20.3) or the contracts to take (BA-27.1), best first by the
    heuristic's worths (declining Germany's repeat, BA-34.3, worth 0)."""
    if isinstance(acts[0], Produce):
        assert obs.step is not None
        bonus = int(obs.step.args[0])
        return sorted(acts, key=lambda a: 0.0 if a == NO_REPEAT else -bot._produce_worth(obs, a, bonus))
    return sorted(acts, key=lambda a: -bot._contract_worth(obs, a.contract))


# ---- imagined games --------------------------------------------------------------------------------
def play_out(s: State, bots: list[HeuristicBot], until_round: int) -> None:
    """Play the imagined state forward, the heuristic deciding for every person, until the round
    ``until_round`` starts or the game ends (the Automa play their own turns within ``apply``)."""
    while s.phase != Phase.OVER and s.round < until_round:
        p = to_act(s)
        assert p is not None
        acts = legal(s)
        apply(s, acts[0] if len(acts) == 1 else bots[p].choose(BarrageObservation(s, p, acts)))


# ---- the bot ----------------------------------------------------------------------------------------
class SearchBot:
    """A Barrage bot that searches sampled games (see the module text)."""

    def __init__(self, seat: int, seed: int, level: Level, owed: int = 0):
        self.seat = seat
        self.level = level
        self.owed = owed
        self.name = level.name
        self.rng = Rng(seed * 2_654_435_761 + seat * 97 + 13)
        self.helper = HeuristicBot(seat, seed)
        self.last_stats: dict = {}
        self.progress: Progress | None = None
        """Told how far each search is (a front end showing that the bot thinks)."""

    def choose(self, observation: BarrageObservation) -> Any:
        obs = observation
        acts = obs.legal
        if len(acts) == 1:
            return acts[0]
        heur = self.helper.choose(obs)
        first = acts[0]
        width = max(2, self.level.width)
        if isinstance(first, Choose):
            cands = [heur, *(a for a in acts if a != heur)]
        elif isinstance(first, TURN_ACTIONS):
            cands = self._candidates(obs, acts, heur)
        elif self.owed and isinstance(first, (Produce, Take)):
            cands, width = [heur, *(a for a in owed_ranked(self.helper, obs, acts) if a != heur)], self.owed
        else:  # the rest of what a turn owes: the heuristic, as in the play-outs
            return heur
        cands = cands[:width]
        i = unsearched(self.level, self.rng, len(cands))
        return cands[self._search(obs, cands) if i is None else i]

    # ---- advice (ai/advice.py) -------------------------------------------------------------------
    def see(self, observation: BarrageObservation) -> None:
        """Nothing to take in: what the seat may know is all in each observation."""

    def chances(self, observation: BarrageObservation, samples: int) -> list[float]:
        """Each player's chance to win as the seat sees it: over ``samples`` draws of what the seat cannot
        see, the game played on by heuristic players to the next round's start and evaluated there, as
        the bot's play-outs are."""
        return self.after(observation, samples, [])[0]

    def after(
        self, observation: BarrageObservation, samples: int, plans: Sequence[Weighed]
    ) -> tuple[list[float], list[list[float]]]:
        """The chances now and after each of ``plans`` played first, in the same draws (``chances_after``)."""
        public = observation.public_state()
        horizon = observation.round + 1

        def draw() -> State:
            return determinize(observation, self.rng, public)

        def play(s: State, plan: Weighed | None) -> list[float]:
            if plan is not None:
                apply(s, plan.action)
            play_out(s, [HeuristicBot(p, 0) for p in range(public.players)], horizon)
            return win_chances(s)

        own = HeuristicBot(self.seat, 0).choose(observation) if plans else None  # the play-outs' own first move

        def as_now(plan: Weighed) -> bool:
            return plan.action == own

        return chances_after(draw, State.copy, play, plans, samples, ADVICE_TEMPERATURE, as_now)

    def weigh(self, observation: BarrageObservation, played: Any = None) -> list[Weighed]:
        """The plans the bot weighs at this decision, searched in the same samples (``played`` among
        them), its choice first; the heuristic's choice alone where the bot does not search."""
        obs = observation
        acts = obs.legal
        if len(acts) == 1:
            return [Weighed(acts[0], None, 0)]
        heur = self.helper.choose(obs)
        first = acts[0]
        if isinstance(first, Choose):
            cands = [heur, *(a for a in acts if a != heur)]
        elif isinstance(first, TURN_ACTIONS):
            cands = self._candidates(obs, acts, heur)
        else:
            cands = [heur]
        cands = cands[: max(2, self.level.width)]
        if played is not None and played not in cands:
            cands.append(played)
        if len(cands) == 1:
            return [Weighed(cands[0], None, 0)]
        self._search(obs, cands)
        return weighed(self.last_stats, cands, lambda i: (), lambda i: None)

    def _candidates(self, obs: BarrageObservation, acts: list[Any], heur: Any) -> list[Any]:
        """The heuristic's choice, the next best by its worths, the bank with every engineer."""
        out = [heur]
        for _, a in ranked(self.helper, obs, acts):
            if a != heur and not (isinstance(a, Build) and isinstance(heur, Build) and alike(a) == alike(heur)):
                out.append(a)
        width = max(2, self.level.width)
        banks = [a for a in acts if isinstance(a, Bank)]
        if banks:
            bank = max(banks, key=lambda a: a.engineers)
            top = out[: width - 1]
            if not any(isinstance(a, (Bank, Pass)) for a in top):
                out = [*top, bank]
        return out

    def _search(self, obs: BarrageObservation, cands: list[Any]) -> int:
        public = obs.public_state()
        seat = self.seat
        players = public.players

        def value(i: int, base: State, depth: int) -> float:
            s = base.copy()
            apply(s, cands[i])
            play_out(s, [HeuristicBot(p, 0) for p in range(players)], obs.round + depth)
            return win_chances(s)[seat]

        level = budget(self.level, sum(a is None for a in obs.automa), len(cands))
        best, self.last_stats = successive_halving(
            [str(c) for c in cands], level, lambda: determinize(obs, self.rng, public), value, self.progress
        )
        return best


def budget(level: Level, persons: int, candidates: int) -> Level:
    """The level with its play-outs for a game of ``persons`` (see ``PERSONS_BUDGETED``)."""
    if level.seconds is not None or persons <= PERSONS_BUDGETED:
        return level
    return replace(level, iterations=max(SAMPLES_LEAST * candidates, level.iterations * PERSONS_BUDGETED // persons))


def make(level: str, seat: int, seed: int, seconds: float | None = None) -> SearchBot:
    """A search bot of ``level``; with ``seconds``, it thinks that long a move instead."""
    chosen = LEVELS[level] if seconds is None else replace(LEVELS[level], seconds=seconds)
    return SearchBot(seat, seed, chosen, OWED_WIDTH.get(level, 0))
