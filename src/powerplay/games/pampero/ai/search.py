"""Search bots for Pampero: determinised Monte Carlo search over the rest of the year.

The bot sees only its observation (``observation.py``: what its seat may know). At each decision with
more than one legal choice (a turn's action, PA-8.2, and every decision it owes: where to build, which
contract, a consolidation's card, a scoring card, …) it

1. lists a few *candidates*: the heuristic's worth in money of every legal decision
   (``HeuristicBot.values``), the best ``width`` of them, the heuristic's own choice first;

2. deals the hidden parts again from what the seat sees (``determinize.py``: the others' specialist
   cards, the decks' order, the generator) and plays every candidate forward in the *same* samples
   (common random numbers), the heuristic playing every seat (on observations of the imagined state),
   to the start of a later year (after the consolidation that pays the income, PA-26.7) or the end of
   the game (PA-33) — a whole game of the heuristic costs about as much as a few hundred of its
   decisions, so ``medium`` and ``hard`` play to the end, where every scoring (PA-29–PA-32) and the
   venture-capital repayment (PA-31.5) have been counted, and only ``easy`` stops a year on;

3. scores the result with the evaluation (``evaluate.py``: each seat's chance to win), keeps the better
   half of the candidates after each stage (successive halving, ``ai/halving.py``) and plays the best.

Levels differ by budget (play-outs per decision), depth (years played before the evaluation; ``medium``
and ``hard`` play to the game's end, where the money decides), the number of candidates and the share
of decisions searched (the others the heuristic's choice, or for ``easy`` in half of them another of
its candidates: ``easy`` plays below the heuristic, ``medium`` above it). The bot is deterministic
given its seed; with a time budget instead, ``last_stats`` reports the play-outs it used.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any, Final

from ....ai.advice import Weighed, chances_after, weighed
from ....ai.halving import Level, Progress, successive_halving, unsearched
from ....core.rng import Rng
from ..state import Phase, State
from ..turns import apply, legal, to_act
from .determinize import determinize
from .evaluate import win_chances
from .heuristic import HeuristicBot
from .observation import PamperoObservation

END: Final = 99
"""Years past any game's end (PA-28.4): a play-out of this depth is played to the final scoring."""

LEVELS: Final = {
    "easy": Level("easy", iterations=8, depth=1, width=4, share=0.25, slip=0.5),
    "medium": Level("medium", iterations=24, depth=END, width=3, share=0.3),
    "hard": Level("hard", iterations=64, depth=END, width=5),
}
"""Play-outs per decision for two players (see ``PLAYERS_BUDGETED``), years played out (1: to the next
year's start, then the evaluation; ``END``: to the game's end, where the money decides, PA-33.1),
candidates, the share of decisions searched and, of the others, the share where the bot slips to
another of its candidates than the heuristic's. Against the heuristic, 2 players, 12 games (seeds
1–12): played to the end (64 play-outs, 5 candidates) the search won 11; one year deep with the
evaluation (96 play-outs, 4 candidates) 3.5, so the evaluation is only ``easy``'s; searching only the
turn's action (PA-8.2) and leaving what it owes to the heuristic, 8. At a table of four (seeds
1–999): ``medium``'s 12 play-outs searching every decision won 28 of 40 against three heuristic bots, searching 60%
20 of 40, so the share sets ``medium`` apart; ``hard`` won 9 of 24 against three bots searching 60%,
11 of 24 with 96 play-outs, 16 of 24 against three searching 30%. A slip costs little where the
heuristic's second choice is nearly as good: searching 30% and slipping in a quarter of the rest won 19
of 80 against three heuristic bots; with four candidates, searching 25% and slipping in half the rest,
9 of 80, and ``medium`` won 24.5 of 32 against three of it."""

PLAYERS_BUDGETED: Final = 2
"""A level's play-outs are counted for two players: with more, a play-out costs more and the bot plays
proportionally fewer, at least ``SAMPLES_LEAST`` for each candidate, so that a ``hard`` decision stays
under a second on average in a game of four."""
SAMPLES_LEAST: Final = 4

ADVICE_TEMPERATURE: Final = 1.0
"""The temperature of the chances the advice shows (``ai/advice.tempered``), fitted on bot games no
measure used (``benchmarks/advice.py --parts fit``, docs/advice.md): 0.595 on 100 games (seeds
40000–40099, the winners' log-loss 0.3126 → 0.2691), but on the measuring games it made the chances
worse (log-loss 0.4572 → 0.5142), so none."""


def ranked(bot: HeuristicBot, obs: PamperoObservation, heur: Any) -> list[Any]:
    """The legal decisions best first by the heuristic's worths, its own choice first."""
    acts = obs.legal
    values = bot.values(obs)
    order = sorted(range(len(acts)), key=lambda k: -values[k])
    return [heur, *(acts[k] for k in order if acts[k] != heur)]


def play_out(s: State, bots: list[HeuristicBot], until_year: int) -> None:
    """Play the imagined state forward, the heuristic deciding for every seat, until the year
    ``until_year`` starts or the game ends."""
    while s.phase != Phase.OVER and s.year < until_year:
        p = to_act(s)
        assert p is not None
        acts = legal(s)
        apply(s, acts[0] if len(acts) == 1 else bots[p].choose(PamperoObservation(s, p, acts)))


class SearchBot:
    """A Pampero bot that searches sampled games (see the module text)."""

    def __init__(self, seat: int, seed: int, level: Level) -> None:
        self.seat = seat
        self.level = level
        self.name = level.name
        self.rng = Rng(seed * 2_654_435_761 + seat * 97 + 13)
        self.helper = HeuristicBot(seat, seed)
        self.last_stats: dict = {}
        self.progress: Progress | None = None
        """Told how far each search is (a front end showing that the bot thinks)."""

    def choose(self, observation: PamperoObservation) -> Any:
        obs = observation
        acts = obs.legal
        if len(acts) == 1:
            return acts[0]
        heur = self.helper.choose(obs)
        cands = ranked(self.helper, obs, heur)[: max(2, self.level.width)]
        i = unsearched(self.level, self.rng, len(cands))
        return cands[self._search(obs, cands) if i is None else i]

    # ---- advice (ai/advice.py) -------------------------------------------------------------------
    def see(self, observation: PamperoObservation) -> None:
        """Nothing to take in: what the seat may know is all in each observation."""

    def chances(self, observation: PamperoObservation, samples: int) -> list[float]:
        """Each player's chance to win as the seat sees it: over ``samples`` draws of what the seat cannot
        see, the game played on by heuristic players to the next year's start and evaluated there, as
        ``easy``'s play-outs are."""
        return self.after(observation, samples, [])[0]

    def after(
        self, observation: PamperoObservation, samples: int, plans: Sequence[Weighed]
    ) -> tuple[list[float], list[list[float]]]:
        """The chances now and after each of ``plans`` played first, in the same draws (``chances_after``)."""
        public = observation.public_state()
        horizon = public.year + 1

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

    def weigh(self, observation: PamperoObservation, played: Any = None) -> list[Weighed]:
        """The decisions the bot weighs here (the heuristic's best), searched in the same samples
        (``played`` among them), its choice first."""
        obs = observation
        if len(obs.legal) == 1:
            return [Weighed(obs.legal[0], None, 0)]
        heur = self.helper.choose(obs)
        cands = ranked(self.helper, obs, heur)[: max(2, self.level.width)]
        if played is not None and played not in cands:
            cands.append(played)
        if len(cands) == 1:
            return [Weighed(cands[0], None, 0)]
        self._search(obs, cands)
        return weighed(self.last_stats, cands, lambda i: (), lambda i: None)

    def _search(self, obs: PamperoObservation, cands: list[Any]) -> int:
        public = obs.public_state()
        seat = self.seat
        players = obs.players
        year = public.year

        def value(i: int, base: State, depth: int) -> float:
            s = base.copy()
            apply(s, cands[i])
            play_out(s, [HeuristicBot(p, 0) for p in range(players)], year + depth)
            return win_chances(s)[seat]

        level = budget(self.level, players, len(cands))
        best, self.last_stats = successive_halving(
            [str(c) for c in cands], level, lambda: determinize(obs, self.rng, public), value, self.progress
        )
        return best


def budget(level: Level, players: int, candidates: int) -> Level:
    """The level with its play-outs for a game of ``players`` (see ``PLAYERS_BUDGETED``)."""
    if level.seconds is not None or players <= PLAYERS_BUDGETED:
        return level
    return replace(level, iterations=max(SAMPLES_LEAST * candidates, level.iterations * PLAYERS_BUDGETED // players))


def make(level: str, seat: int, seed: int, seconds: float | None = None) -> SearchBot:
    """A search bot of ``level``; with ``seconds``, it thinks that long a move instead."""
    chosen = LEVELS[level] if seconds is None else replace(LEVELS[level], seconds=seconds)
    return SearchBot(seat, seed, chosen)
