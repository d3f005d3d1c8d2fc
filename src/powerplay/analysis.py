"""Learning from the bots: each player's chance to win, a hint at a decision, and a game's review, all
from what one seat may know.

The estimates are the search bots' own (``ai/advice.py``): the chances average the game's evaluation
over draws of what the seat cannot see, as the bots deal them; a hint is the ``hard`` bot's search of
the decision, each plan with the seat's chance after it. Nothing here reads a game but through the
seat's observation, so a hint or a review never tells a seat what it could not know.

>>> from powerplay import load_game
>>> from powerplay.analysis import hint
>>> game = load_game("powergrid", players=3, seed=7)
>>> h = hint(game, game.current_player)
>>> len(h.chances), h.options[0].chance > 0
(3, True)
"""

from __future__ import annotations

import io
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from .ai.advice import Weighed
from .bots import observe
from .bots.search import search_module
from .core.errors import BadInput
from .core.registry import replay

LEVEL = "hard"
"""The bot whose search a hint and a review's moments show."""
SAMPLES = 16
"""Draws of what the seat cannot see behind each position's chances."""
MOMENTS = 3
"""The moments a review shows: the seat's mistakes, and its decisions after which its chance fell most."""
WEIGHED = 3
"""A review weighs this many times ``MOMENTS`` of the seat's decisions that the bot searches, those after
which its chance fell most, and shows the mistakes among them first (``MISTAKE``)."""
WEIGHED_PLANS = 3
"""A hint's plans, and the plans a review's moment shows beside the move played."""
MISTAKE = 0.02
"""How much more of the seat's chance the bot's plan must keep than the move played for the move to be a
mistake (two points: less reads as the same figure). A review shows the mistakes, the worst first, before
the seat's other decisions after which its chance fell most."""
LOOKED_AT = 10
"""Of the seat's decisions, this many times ``MOMENTS`` of those after which its chance fell most are
looked at (a decision the bot does not search, as powering in Power Grid, costs nothing to look at)."""

COLOURS = ("#d7263d", "#1f6fd1", "#21a34a", "#f0b400", "#8e44c9", "#2b2b2b")
"""The players' colours, as the pages draw them."""

Progress = Callable[[int, int], None]
"""Told ``(done, planned)`` steps as a review is worked out."""


def advisor(game_name: str, seat: int, seed: int = 0, level: str = LEVEL) -> Any:
    """The search bot that speaks for ``seat``: it sees only that seat's observations."""
    search = search_module(game_name)
    if search is None or level not in search.LEVELS:
        raise BadInput("no {level} bot for {name}", level=level, name=game_name)
    return search.make(level, seat, seed)


def _playing(game: Any, seat: int) -> None:
    if not isinstance(seat, int) or not 0 <= seat < game.num_players:
        raise BadInput("no seat {seat} in this game", seat=seat)


def win_chances(game: Any, seat: int | None, *, samples: int = SAMPLES, seed: int = 0) -> list[float]:
    """Each player's chance to win as ``seat`` sees the game now (the others' hidden parts drawn
    ``samples`` times); None: as a spectator sees it, from what every player may know (every seat's
    hidden parts drawn)."""
    if seat is None:
        seat = game.num_players  # nobody's seat: a bot there sees no player's own parts
    else:
        _playing(game, seat)
    bot = advisor(game.name, seat, seed)
    obs = observe(game, seat)
    bot.see(obs)
    return bot.chances(obs, samples)


@dataclass(frozen=True)
class Hint:
    """What the ``hard`` bot would weigh in ``seat``'s place: each player's chance now, and its best
    plans with the seat's chance after each, on the same scale (the best first)."""

    seat: int
    chances: list[float]
    options: list[Weighed]


def _rescaled(
    bot: Any, obs: Any, samples: int, options: list[Weighed], played: Any, seat: int, top: int = WEIGHED_PLANS
) -> tuple[list[float], list[Weighed]]:
    """Each player's chance now, and the search's best ``top`` plans and the move ``played`` (if given: one
    of ``options``) each with the seat's chance after it estimated as the chance now is, in the same draws
    (``after``), best first. Of plans that start alike (an auction's, bidding on to different mosts) only
    the search's best is kept: the decision now is the first action, and the next has its own advice."""
    distinct: list[Weighed] = []
    for o in options:
        if all(d.action != o.action for d in distinct):
            distinct.append(o)
    keep = [o for k, o in enumerate(distinct) if k < top or o.action == played]
    now, after = bot.after(obs, samples, keep)
    return now, sorted(
        (replace(o, chance=a[seat]) for o, a in zip(keep, after, strict=True)), key=lambda o: -(o.chance or 0.0)
    )


def hint(
    game: Any, seat: int, *, top: int = WEIGHED_PLANS, seed: int = 0, samples: int = SAMPLES, level: str = LEVEL
) -> Hint:
    """The hint for ``seat``'s decision now (refused when the seat has none): the plans ``level``'s
    search likes best, then each one's chance estimated as the chance now is, in the same draws (the
    search's own figures come from deeper play-outs, another scale): a plan that keeps the chance shows
    it as it is now, a better one more. The chances now are ``win_chances``' with the same ``seed``."""
    _playing(game, seat)
    if game.is_over or game.current_player != seat:
        raise BadInput("seat {seat} has no decision to take now", seat=seat)
    obs = observe(game, seat)
    searcher = advisor(game.name, seat, seed, level)
    searcher.see(obs)
    options = searcher.weigh(obs)
    bot = advisor(game.name, seat, seed, level)
    bot.see(obs)
    if options[0].chance is None:  # a decision the bot does not search
        return Hint(seat, bot.chances(obs, samples), options)
    now, best = _rescaled(bot, obs, samples, options, None, seat, top)
    return Hint(seat, now, best)


@dataclass(frozen=True)
class Point:
    """A position of the game: the actions applied before it, who acts in it and what they did, and
    each player's chance to win as the reviewed seat saw it."""

    index: int
    mover: int | None
    action: str | None
    chances: list[float]
    choices: int = 0
    """How many legal actions the mover had."""


@dataclass(frozen=True)
class Moment:
    """A decision of the reviewed seat that mattered (a mistake, or its chance fell): the chance before and after,
    the move played and the bot's, as the bot weighed them (``played`` among ``options``)."""

    index: int
    action: str
    before: float
    after: float
    played: Weighed
    best: Weighed
    options: list[Weighed] = field(default_factory=list)

    @property
    def lost(self) -> float:
        """How much the bot's plan would have kept of the seat's chance that the move played did not."""
        return kept_more(self.best.chance, self.played.chance)

    @property
    def mistake(self) -> bool:
        """The move played was a mistake (``is_mistake``)."""
        return is_mistake(self.best.chance, self.played.chance)


def kept_more(best: float | None, played: float | None) -> float:
    """How much more of the seat's chance a plan (``best``) keeps than the move played (0: none more)."""
    return max(0.0, (best or 0.0) - (played or 0.0))


def is_mistake(best: float | None, played: float | None) -> bool:
    """Whether the move played was a mistake: the plan keeps ``MISTAKE`` more of the seat's chance."""
    return kept_more(best, played) >= MISTAKE


class Analysis:
    """A game's review from ``seat``'s side: each player's chance to win after every action as the seat
    saw it (``points``), and the ``MOMENTS`` decisions of the seat that mattered (its mistakes first, then
    where its chance fell most), each with the move played and the move the ``level`` bot preferred
    (``moments``). Every point is estimated
    in the same draws of what the seat cannot see (common random numbers: a change from one point to the
    next is the game's, not the draws'), so a point is ``win_chances`` at its position with the same
    ``seed`` where the bot learns nothing from the game's course (Barrage, Pampero)."""

    def __init__(
        self,
        record: dict,
        seat: int,
        *,
        samples: int = SAMPLES,
        moments: int = MOMENTS,
        seed: int = 0,
        level: str = LEVEL,
        progress: Progress | None = None,
    ) -> None:
        game = replay(record, 0)
        _playing(game, seat)
        self.game = game.name
        self.seat = seat
        self.level = level
        self.players = game.num_players
        actions = list(record.get("actions", []))
        self.points = self._points(record, actions, samples, seed, progress)
        self.moments = self._moments(record, actions, moments, samples, seed, progress)
        self.over = replay(record).is_over

    def _points(self, record: dict, actions: list, samples: int, seed: int, progress: Progress | None) -> list[Point]:
        game = replay(record, 0)
        bot = advisor(self.game, self.seat, seed, self.level)
        draws = bot.rng.state  # every position in the same draws: the graph moves as the game does
        out = []
        steps = len(actions) + 1 + LOOKED_AT * MOMENTS
        for i in range(len(actions) + 1):
            choices = 0
            if game.is_over:
                chances = _final(game)
            else:
                choices = len(game.legal_actions())
                obs = observe(game, self.seat)
                bot.see(obs)
                bot.rng.state = draws
                chances = bot.chances(obs, samples)
            action = actions[i] if i < len(actions) else None
            out.append(Point(i, game.current_player, None if action is None else str(action), chances, choices))
            if action is not None:
                game.apply(action)
            if progress is not None:
                progress(i + 1, steps)
        return out

    def _moments(
        self, record: dict, actions: list, count: int, samples: int, seed: int, progress: Progress | None
    ) -> list[Moment]:
        """The seat's decisions after which its chance fell most that the bot searches (``WEIGHED`` times
        ``count`` of them, looked for among ``LOOKED_AT`` times ``count``), weighed by the bot (its best
        plans and the move played, on the scale of the points: ``_rescaled``); of those, the ``count``
        mistakes where the move played kept least of what the bot's plan would have kept (``MISTAKE`` or
        more), then where the chance fell most."""
        me = self.seat
        falls = sorted(
            (self.points[i + 1].chances[me] - p.chances[me], i)
            for i, p in enumerate(self.points[:-1])
            if p.mover == me and p.choices > 1
        )
        rank = {i: k for k, (_fall, i) in enumerate(falls[: LOOKED_AT * count])}
        game = replay(record, 0)
        bot = advisor(self.game, me, seed, self.level)
        found = []
        done = len(actions) + 1
        for i in range(len(actions)):
            obs = observe(game, me)
            if i in rank:
                played = game.parse_action(actions[i])
                options = bot.weigh(obs, played)
                if len(options) > 1:  # a decision the bot searches
                    _now, options = _rescaled(bot, obs, samples, options, played, me)
                    mine = next(w for w in options if w.action == played)
                    before, after = self.points[i].chances[me], self.points[i + 1].chances[me]
                    found.append(Moment(i, str(actions[i]), before, after, mine, options[0], options))
                done += 1
                if progress is not None:
                    progress(done, len(actions) + 1 + len(rank))
            else:
                bot.see(obs)
            game.apply(actions[i])
        found = sorted(found, key=lambda m: rank[m.index])[: WEIGHED * count]
        found.sort(key=lambda m: (-m.lost if m.mistake else 0.0, m.after - m.before))
        return sorted(found[:count], key=lambda m: m.index)


@dataclass(frozen=True)
class ChartWords:
    """The words of a review's chart, in the reader's language."""

    names: Sequence[str]
    """The players' names, by seat."""
    x: str
    y: str
    title: str = ""


def chart(analysis: Analysis, words: ChartWords, fmt: str = "svg") -> bytes:
    """The review's graph (matplotlib): each player's chance to win after every action as the reviewed
    seat saw it, that seat's line the boldest, its moments numbered on it; as SVG or PNG (``fmt``)."""
    from matplotlib.figure import Figure  # only a review draws: the server and the bots do without

    fig = Figure(figsize=(9, 4.2), dpi=110, layout="constrained")
    ax = fig.subplots()
    xs = [p.index for p in analysis.points]
    for seat in range(analysis.players):
        mine = seat == analysis.seat
        ax.plot(
            xs,
            [100 * p.chances[seat] for p in analysis.points],
            color=COLOURS[seat % len(COLOURS)],
            linewidth=2.6 if mine else 1.3,
            alpha=1.0 if mine else 0.8,
            label=words.names[seat],
            zorder=3 if mine else 2,
        )
    for k, m in enumerate(analysis.moments, 1):
        y = 100 * m.after
        ax.plot([m.index + 1], [y], "o", color="#111", markersize=13, zorder=4)
        ax.annotate(
            str(k), (m.index + 1, y), color="white", ha="center", va="center", fontsize=8, weight="bold", zorder=5
        )
    ax.set_ylim(0, 100)
    ax.set_xlim(0, max(1, xs[-1]))
    ax.set_xlabel(words.x)
    ax.set_ylabel(words.y)
    if words.title:
        ax.set_title(words.title)
    ax.grid(alpha=0.3)
    ax.legend(loc="upper left", fontsize=8, ncols=min(analysis.players, 6))
    out = io.BytesIO()
    fig.savefig(out, format=fmt)
    return out.getvalue()


def _final(game: Any) -> list[float]:
    """Once the game is over: 1 shared among the winners."""
    scores = game.scores()
    winners = [s["player"] for s in scores if s["rank"] == 1]
    return [1.0 / len(winners) if p in winners else 0.0 for p in range(game.num_players)]
