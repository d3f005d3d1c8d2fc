"""A seat's observation of Barrage: what it may know, read off the state in place; the same
for states that differ only in hidden parts (BA-10: the private stacks' order, the patent stacks, the
Automa deck below its top, the generator)."""

from __future__ import annotations

import random

from powerplay.bots import observe
from powerplay.games.barrage.actions import Choose, Place
from powerplay.games.barrage.ai.observation import NO_TILE, BarrageObservation
from powerplay.games.barrage.contracts import COLOURS
from powerplay.games.barrage.data import DAM_INDEX, WATER_DROPS
from powerplay.games.barrage.game import BarrageGame
from powerplay.games.barrage.setup import new_state, options_from_config
from powerplay.games.barrage.state import BLOCKED, DROPS, STRUCTURES, Phase, State
from powerplay.games.barrage.turns import apply, legal
from powerplay.games.barrage.water import NEUTRAL


def played(seed: int, steps: int, **config) -> State:
    """A table after ``steps`` random decisions."""
    s = new_state(options_from_config(config), seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if s.phase == Phase.OVER:
            break
        apply(s, rng.choice(legal(s)))
    return s


def hidden_changed(s: State, seed: int) -> State:
    """The same table with other hidden parts: the stacks reordered, two contract stacks swapping
    halves, the Automa deck below its top reshuffled, another generator state."""
    t = s.copy()
    rng = random.Random(seed)
    for colour in COLOURS:
        rng.shuffle(t.stacks[colour])
    a, b = t.stacks[COLOURS[0]], t.stacks[COLOURS[1]]
    n = min(len(a), len(b)) // 2
    a[:n], b[:n] = b[:n], a[:n]
    for stack in t.patent_stacks:
        rng.shuffle(stack)
    below = t.automa_deck[:-1]
    rng.shuffle(below)
    t.automa_deck[:-1] = below
    t.rng = s.rng ^ 0x5A5A5A5A
    return t


def seen(o: BarrageObservation) -> tuple:
    """Everything an observation answers, as one value."""
    seats = range(o.players)
    return (
        o.seat, o.options.to_json(), o.round, o.phase, o.over, o.order, o.current, o.acted,
        o.offers, o.starting, o.chosen, o.pending, o.step,
        o.dam_owner, o.dam_height, o.dam_drops, o.conduit_owner, o.powerhouse_owner,
        o.headstream_drops, o.headstream_per_round, o.supply,
        [(o.company(p), o.officer(p), o.vp(p), o.credits(p), o.excavators(p), o.mixers(p), o.engineers(p),
          o.energy(p), o.passed(p), o.constructions(p), o.pieces(p), o.tiles(p), o.wheel(p), o.contracts(p),
          o.fulfilled(p), o.bonus_counts(p), o.objective_count(p), o.systems(p, 0), o.builds(p)) for p in seats],
        o.energies, o.occupied, o.private, o.stack_counts, o.discard_counts, o.removed, o.national,
        o.patent, o.patent_counts, o.bonus, o.bonus_tile, o.objective,
        o.automa_action, o.automa_criteria, o.automa_deck_count, o.automa_discard_count, o.legal,
    )  # fmt: skip


def test_intro_start_exact() -> None:
    """BA-11: the introductory table as the first seat sees it."""
    game = BarrageGame.new({"players": 2}, seed=3)
    seat = game.current_player
    o = observe(game, seat)
    assert isinstance(o, BarrageObservation)
    s = game.state
    assert (o.seat, o.players, o.full, o.automa, o.round, o.phase, o.over) == (seat, 2, False, (None, None), 1,
                                                                               Phase.ACTIONS, False)  # fmt: skip
    assert o.order == tuple(s.order) and o.current == s.order[0]
    assert o.step is None and o.pending == ()
    assert [o.pieces(p) for p in range(2)] == [(5, 5, 5, 4), (5, 5, 5, 4)]
    assert [(o.credits(p), o.excavators(p), o.mixers(p), o.engineers(p), o.vp(p)) for p in range(2)] == [
        (s.credits[p], s.excavators[p], s.mixers[p], s.engineers[p], s.vp[p]) for p in range(2)
    ]
    assert o.energies == (0, 0) and o.wheel(0) == () and o.fulfilled(0) == ()
    neutral = [(o.dam_height[d], o.dam_drops[d]) for d, owner in enumerate(o.dam_owner) if owner == NEUTRAL]
    assert neutral == [(1, 1), (2, 1), (3, 1)]  # BA-10.11: one per area, a drop in front of each
    assert sum(o.headstream_drops) + sum(o.dam_drops) + o.supply == WATER_DROPS  # BA-1.1
    assert all(v == BLOCKED for v in o.occupied.values())
    assert o.bonus_tile == s.bonus[0] and o.objective == s.objective
    assert (o.automa_action, o.automa_criteria) == (NO_TILE, NO_TILE)  # no Automa: no deck
    assert o.legal == game.legal_actions()
    assert o.view == game.view(seat)


def test_full_game_setup_and_own_step() -> None:
    """BA-12.2: the chooser sees the offers; after choosing, a water-management space owes its drops."""
    game = BarrageGame.new({"players": 2, "full": True}, seed=5)
    o = observe(game, game.current_player)
    assert o.phase == Phase.CHOOSE and len(o.offers) == 2 and len(o.starting) == 2
    assert o.legal == [Choose(c, k) for c, _ in o.offers for k in o.starting]
    while game.state.phase == Phase.CHOOSE:
        game.apply(observe(game, game.current_player).legal[0])
    seat = game.current_player
    place = next(a for a in observe(game, seat).legal if isinstance(a, Place) and a.space.startswith("W"))
    game.apply(place)
    o = observe(game, seat)
    assert o.step is not None and o.step.kind == DROPS and o.step.seat == seat
    assert o.pending == (o.step,)
    assert o.occupied[place.space] == seat
    other = observe(game, 1 - seat)
    assert other.step is None and other.pending == o.pending


def test_reads_in_place() -> None:
    """The observation follows the state: a change shows without a new observation."""
    game = BarrageGame.new({"players": 3}, seed=2)
    o = observe(game, 0)
    d = DAM_INDEX["D1U"]
    game.state.waters.dam_drops[d] += 2
    game.state.credits[1] = 17
    assert o.dam_drops[d] == game.state.waters.dam_drops[d] and o.credits(1) == 17
    assert len(o.dam_owner) == len(o.dam_height) == len(o.dam_drops) == len(game.state.waters.dam_owner)
    assert len(o.pieces(2)) == len(STRUCTURES)


def test_hidden_parts_do_not_show() -> None:
    """BA-10: states differing only in the hidden parts give the same observation to every seat."""
    configs = [
        {"players": 2, "full": False},
        {"players": 4, "full": True},
        {"players": 3, "full": True, "automa": [None, None, "medium"]},
    ]
    for k, config in enumerate(configs):
        for steps in (0, 60, 200):
            s = played(k, steps, **config)
            t = hidden_changed(s, k + steps)
            for seat in range(s.players):
                assert seen(BarrageObservation(s, seat)) == seen(BarrageObservation(t, seat))


def test_public_state_empties_the_hidden_parts() -> None:
    s: State = played(1, 80, players=4, full=True)
    o = BarrageObservation(s, 0)
    p = o.public_state()
    assert all(not stack for stack in p.stacks.values()) and all(not st for st in p.patent_stacks)
    assert p.automa_deck == s.automa_deck[-1:] and p.rng == 0
    assert p.vp == s.vp and p.waters.dam_drops == s.waters.dam_drops and s.stacks != p.stacks


def test_observation_over_random_games() -> None:
    """Every observation of a random game agrees with the state it reads."""
    rng = random.Random(7)
    game = BarrageGame.new({"players": 4, "full": True, "automa": [None, "medium", None, None]}, seed=7)
    while not game.is_over:
        seat = game.current_player
        o = observe(game, seat)
        s = game.state
        assert o.legal == game.legal_actions()
        assert o.energies == tuple(s.energy) and o.bonus == tuple(s.bonus)
        assert o.step == (s.pending[-1] if s.pending else None)
        game.apply(rng.choice(o.legal))
    o = observe(game, 0)
    assert o.over and o.bonus_tile == NO_TILE and o.legal == []
