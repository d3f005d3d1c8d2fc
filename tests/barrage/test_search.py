"""Barrage's search bots: always a legal action, the same choices for a seed, nothing read
of the hidden parts (BA-10), candidates as whole turns from the heuristic's worths, the hidden parts
dealt again consistently with the seat's view."""

from __future__ import annotations

import dataclasses
from collections import Counter

import pytest
from test_bot_observation import hidden_changed, played

from powerplay.bots import make_bot, observe
from powerplay.core.errors import BadInput
from powerplay.core.rng import Rng
from powerplay.games.barrage.actions import Bank, Choose, Pass, Take
from powerplay.games.barrage.ai.determinize import determinize
from powerplay.games.barrage.ai.evaluate import FEATURES, GAIN, SPREAD, scores, win_chances
from powerplay.games.barrage.ai.heuristic import HeuristicBot
from powerplay.games.barrage.ai.search import LEVELS, OWED_WIDTH, SearchBot, alike, budget, make, owed_ranked, ranked
from powerplay.games.barrage.construction import POWERHOUSE, Build
from powerplay.games.barrage.contracts import COLOURS
from powerplay.games.barrage.game import BarrageGame
from powerplay.games.barrage.setup import new_state, options_from_config
from powerplay.games.barrage.state import Phase, State
from powerplay.games.barrage.turbine import NO_REPEAT, Produce
from powerplay.games.barrage.turns import apply, legal

VS_AUTOMA = {"players": 2, "full": True, "automa": [None, "very-hard"]}


def small(level: str, seat: int, seed: int, iterations: int = 4) -> SearchBot:
    level_ = dataclasses.replace(LEVELS[level], iterations=iterations, share=1.0)
    return SearchBot(seat, seed, level_, OWED_WIDTH.get(level, 0))


def turn_positions(count: int, seed: int, **config) -> list:
    """States where a person starts a turn with a choice, after random decisions."""
    out = []
    i = 0
    while len(out) < count:
        s = played(seed + i, 7 * i % 60, **config)
        i += 1
        if s.phase == Phase.ACTIONS and not s.pending and len(observe_state(s).legal) > 1:
            out.append(s)
    return out


def observe_state(s):
    from powerplay.games.barrage.ai.observation import BarrageObservation

    return BarrageObservation(s, s.current)


def test_levels_and_the_server_entry() -> None:
    """Three levels, each thinking more than the one below; the server's ``hard`` is this bot."""
    assert list(LEVELS) == ["easy", "medium", "hard"]
    assert LEVELS["easy"].iterations < LEVELS["medium"].iterations < LEVELS["hard"].iterations
    assert LEVELS["easy"].depth == LEVELS["medium"].depth < LEVELS["hard"].depth
    with pytest.raises(BadInput):
        make_bot("expert", "barrage", 0, 1)  # not for Barrage yet: no level above hard measured stronger
    bot = make_bot("hard", "barrage", 1, 5)
    assert isinstance(bot, SearchBot) and bot.seat == 1 and bot.level == LEVELS["hard"]
    assert make("easy", 0, 3, seconds=0.5).level.seconds == 0.5


def test_more_persons_fewer_play_outs() -> None:
    """A level's play-outs are for one person against the Automa; with four persons, a quarter, never
    under 4 a candidate; a time budget stays as it is."""
    hard, easy = LEVELS["hard"], LEVELS["easy"]
    assert budget(hard, 1, 8) == hard
    assert budget(hard, 3, 8).iterations == hard.iterations // 3
    assert budget(hard, 4, 8) == dataclasses.replace(hard, iterations=hard.iterations // 4)
    assert easy.iterations // 4 < 12 and budget(easy, 4, 3).iterations == 12 == 4 * 3
    timed = make("hard", 0, 3, seconds=0.5).level
    assert budget(timed, 4, 8) == timed


def test_plays_legal_actions_to_the_end() -> None:
    """BA-15.6: every choice is legal, from the full game's setup (BA-12.2) to the end (BA-32)."""
    game = BarrageGame.new(VS_AUTOMA, seed=4)
    bot = small("easy", game.current_player, 4, iterations=2)
    kinds: Counter = Counter()
    while not game.is_over:
        obs = observe(game, game.current_player)
        choice = bot.choose(obs)
        assert choice in obs.legal
        kinds[type(choice).__name__] += 1
        game.apply(choice)
    assert game.state.phase == Phase.OVER and game.state.round == 5
    assert kinds["Choose"] == 1 and kinds["Place"] > 5 and kinds["Build"] > 1


def test_same_seed_same_choices_and_stats() -> None:
    s = turn_positions(1, seed=30, players=3, full=True)[0]
    seat = s.current
    a, b = small("hard", seat, 9, 12), small("hard", seat, 9, 12)
    ca, cb = a.choose(observe_state(s)), b.choose(observe_state(s))
    assert ca == cb and a.last_stats["candidates"] == b.last_stats["candidates"]
    assert a.last_stats["iterations"] == b.last_stats["iterations"] > 0


def test_scrambled_hidden_parts_change_no_choice() -> None:
    """BA-10: the private stacks' order, the patent stacks, the Automa deck below its top and the
    generator changed, the same choice (the bot deals them again from what it sees)."""
    compared = 0
    for i, s in enumerate(turn_positions(6, seed=50, players=2, full=True, automa=[None, "very-hard"])):
        other = hidden_changed(s, i)
        assert other.stacks != s.stacks and other.rng != s.rng
        a = small("medium", s.current, 7, 6).choose(observe_state(s))
        bot = small("medium", s.current, 7, 6)
        b = bot.choose(observe_state(other))
        assert a == b, f"position {i}: {a} vs {b}"
        assert bot.last_stats["iterations"] > 0
        bot.last_stats = {}
        compared += 1
    assert compared == 6


def test_candidates_are_whole_turns_from_the_heuristic() -> None:
    """The heuristic's choice first, a construction once per site, the bank with every engineer
    (BA-24) among them when no candidate leaves the engineers idle."""
    s = turn_positions(1, seed=11, players=2)[0]
    obs = observe_state(s)
    bot = small("hard", s.current, 1)
    heur = HeuristicBot(s.current, 0).choose(obs)
    cands = bot._candidates(obs, obs.legal, heur)[: bot.level.width]
    assert cands[0] == heur and len(cands) == len(set(cands)) == bot.level.width
    plans = [alike(c) for c in cands if isinstance(c, Build)]
    assert len(plans) == len(set(plans))
    if not any(isinstance(c, (Bank, Pass)) for c in cands[:-1]):
        assert cands[-1] == Bank(obs.engineers(s.current))
    worths = [w for w, _ in ranked(bot.helper, obs, obs.legal)]
    assert worths == sorted(worths, reverse=True)


def test_a_powerhouse_is_one_plan_per_basin_and_red_frame() -> None:
    """BA-17.13, BA-3.8: a company's powerhouse spaces in one basin differ only by the red frame's fee,
    so the candidates hold one powerhouse plan for each basin and red frame, not one per space."""
    seen = 0
    for s in turn_positions(12, seed=3, players=2):
        obs = observe_state(s)
        builds = [a for a in obs.legal if isinstance(a, Build) and a.structure == POWERHOUSE]
        kept = [a for _, a in ranked(HeuristicBot(s.current, 0), obs, obs.legal) if a in builds]
        assert len(kept) == len({alike(a) for a in builds})
        seen += len({a.site for a in builds}) - len(kept)
    assert seen > 0


def owed_position(kind: type, seed: int) -> State:
    """A state of a game of two heuristic bots where a person chooses among three or more ``kind``s."""
    s = new_state(options_from_config({"players": 2}), seed)
    while s.phase != Phase.OVER:
        acts = legal(s)
        if isinstance(acts[0], kind) and len(set(acts) - {NO_REPEAT}) > 2:
            return s
        apply(s, acts[0] if len(acts) == 1 else HeuristicBot(s.current, 0).choose(observe_state(s)))
    raise AssertionError(f"no choice of {kind.__name__}")


@pytest.mark.parametrize("kind", [Produce, Take])
def test_hard_searches_the_system_produced_and_the_contract_taken(kind: type) -> None:
    """BA-20.3, BA-27.1: ``hard`` searches which system produces and which contract it takes, over
    the heuristic's choice and its next best; hidden parts changed, the same choice (BA-10); the lower
    levels take the heuristic's."""
    s = owed_position(kind, seed=2)
    obs = observe_state(s)
    heur = HeuristicBot(s.current, 0).choose(obs)
    bot = small("hard", s.current, 5, 6)
    choice = bot.choose(obs)
    labels = [c[0] for c in bot.last_stats["candidates"]]
    assert choice in obs.legal and labels[0] == str(heur) and len(labels) == OWED_WIDTH["hard"]
    assert choice == small("hard", s.current, 5, 6).choose(observe_state(hidden_changed(s, 3)))
    ranked_ = owed_ranked(bot.helper, obs, obs.legal)
    assert sorted(ranked_, key=str) == sorted(obs.legal, key=str) and ranked_[0] in (heur, NO_REPEAT)
    assert small("medium", s.current, 5, 6).choose(obs) == heur


def test_setup_candidates_are_the_choices() -> None:
    """BA-12.2: at the full game's setup, the choices of company and starting contract are searched."""
    game = BarrageGame.new(VS_AUTOMA, seed=6)
    obs = observe(game, game.current_player)
    bot = small("medium", game.current_player, 2, 6)
    choice = bot.choose(obs)
    assert isinstance(choice, Choose) and choice in obs.legal
    assert len(bot.last_stats["candidates"]) == min(len(obs.legal), bot.level.width)


def test_determinize_keeps_what_is_seen() -> None:
    """The stacks keep their sizes, dealt from contracts and tiles nowhere in sight; the Automa deck
    keeps its top (BA-A5.2); everything public is unchanged."""
    s = played(3, 40, players=2, full=True, automa=[None, "very-hard"])
    obs = observe_state(s)
    t = determinize(obs, Rng(5))
    for colour in COLOURS:
        assert len(t.stacks[colour]) == len(s.stacks[colour])
        in_sight = set(s.private[colour]) | {k for p in range(2) for k in s.contracts[p] + s.fulfilled[p]}
        assert not set(t.stacks[colour]) & in_sight
    assert [len(x) for x in t.patent_stacks] == [len(x) for x in s.patent_stacks]
    assert t.automa_deck[-1] == s.automa_deck[-1] and len(t.automa_deck) == len(s.automa_deck)
    assert sorted(t.automa_deck[:-1]) == sorted(s.automa_deck[:-1])  # the same tiles, neither on top nor discarded
    assert (t.vp, t.credits, t.waters.dam_owner, t.private) == (s.vp, s.credits, s.waters.dam_owner, s.private)


def test_evaluation_prefers_more_vp() -> None:
    """Two seats alike but for VP: the one ahead is foreseen that lead and the VP it brings (round 1 is
    foreseen as the second's start) and has the better chance; the chances sum to 1."""
    s = played(8, 0, players=2)
    assert s.round == 1
    s.vp = [20, 20]
    even = scores(s)
    s.vp = [26, 20]
    ahead = scores(s)
    lead = 6 * (1 + GAIN[2][FEATURES.index("vp")]) / SPREAD[2]
    assert abs(ahead[0] - even[0] - lead) < 1e-12 and ahead[1] == even[1]
    chances = win_chances(s)
    assert chances[0] > chances[1] and abs(sum(chances) - 1.0) < 1e-9
