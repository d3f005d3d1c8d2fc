"""Learning from the bots (``powerplay.analysis``): each player's chance to win, a hint and a game's review,
all from what one seat may know.

A hint and a review read the game only through the seat's observation: a copy of the game that differs
only in what the seat cannot see (the scrambled copies of the bots' tests) gives the same chances, the
same plans weighed with the same chances and the same moments. Small budgets (``easy``'s search, few
draws) keep the tests quick; what they check does not depend on the budget.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from types import SimpleNamespace
from typing import Any

import ba_bot_helpers as ba
import bot_helpers as pg
import cg_bot_helpers as cg
import pa_bot_helpers as pa
import pytest
from click.testing import CliRunner

from powerplay import analysis, load_game
from powerplay.ai.advice import Weighed
from powerplay.analysis import Analysis, ChartWords, Point, chart, hint, win_chances
from powerplay.bots import bot_seed, make_bot, observe
from powerplay.cli import main
from powerplay.core.errors import BadInput
from powerplay.core.registry import replay
from powerplay.tui.advice import review_lines
from powerplay.tui.words import Words

GAMES = {
    "powergrid": (
        lambda n, seed: pg.positions(
            n, seed=seed, configs=[{"players": 4, "map": "germany"}, {"players": 3, "map": "usa"}]
        ),
        pg.scrambled,
        {"players": 3, "map": "germany"},
    ),
    "powergrid-cards": (lambda n, seed: cg.positions(n, seed=seed), cg.scrambled, {"players": 3, "hidden_money": True}),
    "barrage": (lambda n, seed: ba.positions(n, seed=seed), ba.scrambled, {"players": 2, "full": True}),
    "pampero": (lambda n, seed: pa.positions(n, seed=seed), pa.scrambled, {"players": 2}),
}
SMALL = {"level": "easy", "samples": 3}


def _deciding(name: str, n: int, seed: int) -> Iterator[tuple[int, Any, int]]:
    """Of ``n`` stopped random games of ``name``, each one whose seat to act has a decision: its index,
    the game, the seat."""
    for i, game in enumerate(GAMES[name][0](n, seed)):
        if game.current_player is not None and not game.is_over:
            yield i, game, game.current_player


def _same(a: analysis.Hint, b: analysis.Hint) -> bool:
    return a.chances == b.chances and [(str(o.action), o.chance, o.plays) for o in a.options] == [
        (str(o.action), o.chance, o.plays) for o in b.options
    ]


@pytest.mark.parametrize("name", GAMES)
def test_a_hint_uses_nothing_the_seat_cannot_see(name):
    """The hint at a position and at a copy that differs only in what the seat cannot see are the same:
    the chances now, the plans weighed and the seat's chance after each."""
    scrambled = GAMES[name][1]
    checked = 0
    for i, game, seat in _deciding(name, 6, 31):
        told = hint(game, seat, **SMALL)
        assert len(told.chances) == game.num_players and abs(sum(told.chances) - 1) < 1e-6
        assert told.options and all(o.action in game.legal_actions() for o in told.options)
        for k in range(2):
            assert _same(told, hint(scrambled(game, seat, 100 * i + k), seat, **SMALL)), (name, i)
        checked += 1
    assert checked >= 4


class _Peeking:
    """An advisor whose chances are those of the true position (the others' money, the deck as they
    are): what a hint must never do."""

    def __init__(self, bot):
        self.bot = bot

    def see(self, obs):
        self.bot.see(obs)

    def weigh(self, obs, played=None):
        return self.bot.weigh(obs, played)

    def chances(self, obs, samples):
        from powerplay.games.powergrid.ai.evaluate import win_chances as evaluate

        return evaluate(obs._s)

    def after(self, obs, samples, plans):
        return self.chances(obs, samples), [self.chances(obs, samples) for _ in plans]


@pytest.mark.parametrize("name", ["powergrid", "powergrid-cards"])
def test_a_hint_shows_each_first_action_once(name):
    """Plans that start alike (an auction's, bidding on to different mosts) are one option of the hint,
    the search's best of them: the decision now is the first action."""
    alike = 0
    for _i, game, seat in _deciding(name, 24, 3):
        firsts = [str(o.action) for o in hint(game, seat, **SMALL).options]
        assert len(firsts) == len(set(firsts)), firsts
        bot = analysis.advisor(name, seat, 0, SMALL["level"])
        bot.see(observe(game, seat))
        weighed = [str(o.action) for o in bot.weigh(observe(game, seat))]
        alike += len(weighed) > len(set(weighed))
    assert alike >= 1


@pytest.mark.parametrize("name", ["barrage", "pampero"])
def test_a_hint_s_options_are_on_the_scale_of_the_chance_now(name):
    """A plan's chance is estimated as the chance now is, in the same draws: the plan the play-outs'
    heuristic would play itself keeps the chance now exactly, and the options come best first; the chance
    now is ``win_chances``'."""
    from powerplay.bots.heuristic import make_heuristic

    kept = 0
    for _i, game, seat in _deciding(name, 12, 7):
        told = hint(game, seat, **SMALL)
        assert told.chances == win_chances(game, seat, samples=SMALL["samples"])
        chances = [o.chance for o in told.options]
        assert chances == sorted(chances, key=lambda c: -(c or 0.0))
        own = make_heuristic(name, seat, 0).choose(observe(game, seat))
        for o in told.options:
            if o.action == own and o.chance is not None:
                assert o.chance == pytest.approx(told.chances[seat])
                kept += 1
    assert kept >= 2


@pytest.mark.parametrize("name", GAMES)
def test_a_spectator_s_chances_use_nothing_any_player_keeps_hidden(name):
    """A spectator's chances (``win_chances(game, None)``) are the same at a position and at a copy in
    which every seat's hidden parts differ (scrambled as seat 0 cannot see them, then as seat 1 cannot:
    seat 0's own too: the copies look different to seat 0); they add up to 1."""
    positions, scrambled, _config = GAMES[name]
    told = 0  # what seat 0 sees tells the copies apart (Barrage's seats keep nothing of their own hidden)
    for i, game in enumerate(positions(6, 13)):
        seen = win_chances(game, None, samples=3)
        assert len(seen) == game.num_players and abs(sum(seen) - 1) < 1e-6
        other = scrambled(scrambled(game, 0, 7 * i), 1, 7 * i + 1)
        assert win_chances(other, None, samples=3) == seen, (name, i)
        told += other.view(0) != game.view(0)
    assert told > 0 or name == "barrage"


def test_tempered_chances_keep_their_order_and_add_up_to_one():
    """The temperature of the advice's chances: bolder below 1, more cautious above, the order kept, a
    certain result still certain, 1 the chances as they are."""
    from powerplay.ai.advice import tempered

    chances = [0.5, 0.3, 0.2, 0.0]
    assert tempered(chances, 1.0) == chances
    bold, cautious = tempered(chances, 0.6), tempered(chances, 1.5)
    for t in (bold, cautious):
        assert abs(sum(t) - 1) < 1e-12 and t[3] == 0.0 and t[0] > t[1] > t[2]
    assert bold[0] > 0.5 > cautious[0] and bold[2] < 0.2 < cautious[2]
    assert tempered([1.0, 0.0, 0.0], 0.6) == [1.0, 0.0, 0.0]


def test_chances_after_plans_share_their_draws():
    """The chances now and after each plan come from the same draws; a plan the play-outs play anyway
    (``as_now``) has the chances now without being played again."""
    from powerplay.ai.advice import Weighed, chances_after

    draws = iter(range(100))
    played: list = []

    def play(state: list, plan: Weighed | None) -> list[float]:
        played.append((state[0], None if plan is None else plan.action))
        bonus = 0.0 if plan is None else plan.action / 10
        return [0.5 + bonus / 2, 0.5 - bonus / 2]

    plans = [Weighed(1, 0.0, 1), Weighed(0, 0.0, 1)]
    now, after = chances_after(lambda: [next(draws)], list, play, plans, 3, as_now=lambda w: w.action == 0)
    assert now == [0.5, 0.5] and after == [[0.55, 0.45], now]
    assert played == [(0, 1), (0, None), (1, 1), (1, None), (2, 1), (2, None)]


def test_the_comparison_catches_a_hint_that_peeks(monkeypatch):
    """A hint that read the true position differs between the copies: so the test above can fail."""
    scrambled = GAMES["powergrid"][1]
    real = analysis.advisor
    monkeypatch.setattr(analysis, "advisor", lambda *a, **k: _Peeking(real(*a, **k)))
    caught = 0
    for i, game, seat in _deciding("powergrid", 4, 5):
        caught += not _same(hint(game, seat, **SMALL), hint(scrambled(game, seat, i), seat, **SMALL))
    assert caught > 0


def _record(name: str, seed: int, stop: int | None = None) -> dict:
    """A game of heuristic bots (its first ``stop`` actions)."""
    game = load_game(name, seed=seed, **GAMES[name][2])
    bots = [make_bot("heuristic", name, p, bot_seed(seed, p)) for p in range(game.num_players)]
    while not game.is_over and (stop is None or len(game.record()["actions"]) < stop):
        seat = game.current_player
        game.apply(bots[seat].choose(observe(game, seat)))
    return game.record()


@pytest.mark.parametrize("name", GAMES)
def test_a_review_uses_nothing_the_seat_could_not_see(name, monkeypatch):
    """A review worked out from copies of every position that differ only in what the seat could not see
    is the same review: every point's chances, every moment."""
    record = _record(name, 4, stop=60)
    seat = 1
    first = Analysis(record, seat, **SMALL)
    real = analysis.observe
    scrambler = GAMES[name][1]
    calls = iter(range(10**6))
    monkeypatch.setattr(analysis, "observe", lambda g, s: real(scrambler(g, s, 7 + next(calls)), s))
    second = Analysis(record, seat, **SMALL)
    assert [p.chances for p in first.points] == [p.chances for p in second.points]
    assert first.moments == second.moments


@pytest.mark.parametrize("name", ["barrage", "pampero"])
def test_a_review_s_points_share_their_draws(name):
    """Every point of a review is estimated in the same draws: where the bot learns nothing from the
    game's course, each point is ``win_chances`` at its position with the review's seed."""
    record = _record(name, 5, stop=40)
    review = Analysis(record, 0, level="easy", samples=3, seed=2)
    for i in (0, 1, 17, 39):
        at = replay(record, i)
        assert review.points[i].chances == win_chances(at, 0, samples=3, seed=2), i


def test_a_review_follows_the_game_and_names_the_seat_s_own_moves():
    """Power Grid, three players: a point before every action and one at the end (the result there),
    each player's chances adding up to 1; at most three moments, each a move of the reviewed seat with
    the move played among the plans weighed, the bot's plan the best of them, their chances estimated as
    the points' are; deterministic."""
    record = _record("powergrid", 9)
    review = Analysis(record, 1, **SMALL)
    actions = record["actions"]
    assert len(review.points) == len(actions) + 1
    assert all(abs(sum(p.chances) - 1) < 1e-6 for p in review.points)
    final = load_game("powergrid", seed=9, **GAMES["powergrid"][2])
    for a in actions:
        final.apply(a)
    winners = [s["player"] for s in final.scores() if s["rank"] == 1]
    assert [p for p, c in enumerate(review.points[-1].chances) if c > 0] == winners
    assert 1 <= len(review.moments) <= analysis.MOMENTS
    for m in review.moments:
        assert review.points[m.index].mover == 1 and m.action == actions[m.index]
        assert m.played in m.options and m.best == m.options[0] and m.lost >= 0
        # on the points' scale: the best plans first, the move played beside them
        assert len(m.options) <= analysis.WEIGHED_PLANS + 1
        assert [o.chance for o in m.options] == sorted((o.chance for o in m.options), reverse=True)
    again = Analysis(record, 1, **SMALL)
    assert [p.chances for p in again.points] == [p.chances for p in review.points] and again.moments == review.moments


def test_the_chances_of_a_seat_and_their_refusals():
    """PG-15.1: a seat's chances add up to 1; a seat not in the game, or asked for a hint out of turn, is
    refused."""
    game = load_game("powergrid", players=3, seed=2)
    chances = win_chances(game, 0, samples=3)
    assert len(chances) == 3 and abs(sum(chances) - 1) < 1e-6
    with pytest.raises(BadInput):
        win_chances(game, 3)
    with pytest.raises(BadInput):
        hint(game, (game.current_player + 1) % 3, **SMALL)


def test_the_review_s_graph_is_an_svg_or_a_png():
    record = _record("powergrid-cards", 3, stop=40)
    review = Analysis(record, 0, **SMALL)
    words = ChartWords(["A", "B", "C"], x="actions", y="chance")
    svg = chart(review, words, "svg")
    assert svg.startswith(b"<?xml") and b"<svg" in svg
    assert chart(review, words, "png").startswith(b"\x89PNG")


def test_powerplay_review_prints_the_moments_and_writes_the_graph(tmp_path):
    """``powerplay review RECORD --seat N``, in Russian: the seat's chances, its moments, the graph."""
    path = tmp_path / "game.json"
    path.write_text(json.dumps(_record("powergrid", 5, stop=40)), "utf-8")
    out = tmp_path / "review.png"
    result = CliRunner().invoke(main, ["--lang", "ru", "review", str(path), "--seat", "2", "--out", str(out)])
    assert result.exit_code == 0, result.output
    assert out.read_bytes().startswith(b"\x89PNG")
    assert "И2" in result.output and str(out) in result.output
    bad = tmp_path / "bad.json"
    bad.write_text('{"game": "nothing"}', "utf-8")
    refused = CliRunner().invoke(main, ["review", str(bad)])
    assert refused.exit_code == 2 and "Traceback" not in refused.output


def test_a_moment_says_whether_the_move_was_a_mistake():
    """The bot's own move; a plan rated within ``MISTAKE`` of the move played (about as good); a plan that
    keeps ``MISTAKE`` or more (preferred). A figure the graph does not show is not given for the first."""

    def moment(index: int, best: float, played: float, same: bool = False) -> analysis.Moment:
        mine = Weighed("pass", played, 16)
        return analysis.Moment(index, "pass", 0.4, 0.3, mine, mine if same else Weighed("bid 5", best, 16))

    moments = [moment(3, 0.33, 0.33, same=True), moment(7, 0.41, 0.40), moment(9, 0.45, 0.40)]
    review = SimpleNamespace(
        seat=0, points=[Point(0, 0, None, [0.5, 0.5]), Point(1, None, None, [1.0, 0.0])], moments=moments
    )
    lines = review_lines(Words("en", game="powergrid"), review)  # type: ignore[arg-type]
    assert lines[2] == "   The hard bot would have played the same."
    assert lines[4] == "   The hard bot rated bid 5 about as good: 41% against 40% for the move played."
    assert lines[6] == "   The hard bot preferred bid 5: 45% against 40% for the move played."


def test_the_terminal_s_hint_in_russian():
    """``подсказка`` at the terminal (the hint command in Russian): the chance now and the hard bot's plans
    with the chance after each, in the reader's words; ``шансы``: each player's chance, a bar each; the game
    goes on unchanged."""
    import io

    from rich.console import Console

    from powerplay.tui import LineInput, PlaySession

    out = io.StringIO()
    console = Console(file=out, width=120, color_system=None)
    game = load_game("powergrid", players=3, map="germany", seed=2)  # P1 opens the first auction
    bots = {s: make_bot("heuristic", "powergrid", s, s) for s in (1, 2)}
    script = LineInput(console, io.StringIO("подсказка\nшансы\nвыход\n"))
    session = PlaySession(
        game, ["human", "heuristic", "heuristic"], bots, console, script, words=Words("ru", game="powergrid")
    )
    assert session.run() == 0
    told, looked = out.getvalue().split("> подсказка", 1)[1].split("> шансы", 1)
    assert "Ваш шанс на победу сейчас" in told and "Сильный бот взвешивает:" in told
    assert "ставка" in told and "%" in told
    assert "Шансы каждого игрока на победу" in looked and looked.count("%") == 3 and "█" in looked
    assert session.game.record()["actions"] == []
