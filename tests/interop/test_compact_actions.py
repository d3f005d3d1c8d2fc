"""The compact action spaces (docs/interop.md): at every decision of random games, every
legal action has exactly one id below the size, decoding it gives the action back, and the mask
holds exactly those ids."""

from __future__ import annotations

import random

import numpy as np
import pytest

from powerplay.ai.encoding import Seat
from powerplay.core.registry import load_game
from powerplay.interop import games, space

CONFIGS = [
    ("powergrid", {"players": 2}),
    ("powergrid", {"players": 4, "map": "usa"}),
    ("powergrid", {"players": 6, "map": "germany"}),
    ("powergrid", {"players": 6, "map": "usa", "classic": True}),
    ("powergrid", {"players": 3, "starting_cities": True}),
    ("powergrid", {"players": 2, "classic": True, "map": "usa"}),
    ("powergrid-cards", {"players": 2, "trust": True}),
    ("powergrid-cards", {"players": 4, "demolition": True, "hidden_money": True}),
    ("powergrid-cards", {"players": 3, "demolition": True}),
    ("barrage", {"players": 3}),
    ("barrage", {"players": 4, "full": True}),
    ("barrage", {"players": 2, "full": True, "automa": [None, "hard"]}),
    ("pampero", {"players": 2, "rado": True, "alternatives": ["AMB-06", "AMB-23"]}),
    ("pampero", {"players": 3}),
    ("pampero", {"players": 4, "alternatives": ["AMB-04", "AMB-06", "AMB-38", "AMB-40"]}),
]
SIZE_BOUND = {"pampero": 16_000}
"""The most ids a game's space has, 4000 unless named: a contract of Pampero names its slot, its grid
cell and the tower used at once (PA-16.11), so its space holds about 15,000 (docs/interop.md)."""
GAMES_PER_CONFIG = {"pampero": 4}
"""Random games per configuration, 12 unless named (Pampero's spaces are larger to mask)."""


@pytest.mark.parametrize(("name", "config"), CONFIGS, ids=[f"{n}-{c}" for n, c in CONFIGS])
def test_every_legal_action_round_trips(name: str, config: dict) -> None:
    for seed in range(GAMES_PER_CONFIG.get(name, 12)):
        game = load_game(name, seed=seed, **config)
        compact = space(game)
        assert compact.size < SIZE_BOUND.get(name, 4000)
        print(f"{name} {config}: {compact.size} ids")
        rng = random.Random(seed)
        while not game.is_over:
            legal = game.legal_actions()
            ids = [compact.encode(game, a) for a in legal]
            assert all(0 <= i < compact.size for i in ids)
            assert len(set(ids)) == len(ids)
            by_id = compact.legal(game)
            assert all(by_id[i] == a for i, a in zip(ids, legal, strict=True))
            mask = compact.mask(game)
            assert len(mask) == compact.size
            assert set(np.flatnonzero(mask).tolist()) == set(ids)
            assert list(by_id) == sorted(ids)
            assert all(compact.name(i) for i in ids)
            chosen = rng.randrange(len(legal))
            assert compact.decode(game, ids[chosen]) == legal[chosen]
            game.apply(legal[chosen])


def test_size_is_fixed_for_a_configuration() -> None:
    a = load_game("powergrid", seed=1, players=4)
    b = load_game("powergrid", seed=2, players=4)
    assert space(a).size == space(b).size
    assert set(games()) == {"powergrid", "powergrid-cards", "barrage", "pampero"}


def test_illegal_id_is_refused() -> None:
    game = load_game("powergrid-cards", seed=0, players=2)
    compact = space(game)
    illegal = list(compact.mask(game)).index(0)
    with pytest.raises(ValueError):
        compact.decode(game, illegal)


def test_barrage_ids_are_actions_fixed_by_the_configuration() -> None:
    """Barrage's compact ids (docs/interop.md): 1335 in the introductory game, 2358 in the
    full game, each one engine action whatever the position; the Automa changes nothing."""
    intro = space(load_game("barrage", seed=1, players=2))
    full = space(load_game("barrage", seed=1, players=4, full=True))
    assert (intro.size, full.size) == (1335, 2358)
    assert space(load_game("barrage", seed=2, players=2, full=True, automa=[None, "hard"])).actions == full.actions
    assert [kind for kind, _, _ in full.blocks][-2:] == ["choose", "copy"]
    assert full.name(0) == "pass" and full.name(1) == "place on T+2L"
    game = load_game("barrage", seed=3, players=4, full=True)
    for index, action in full.legal(game).items():
        assert full.actions[index] == action and full.name(index) == str(action)


def test_pampero_ids_are_actions_via_counted_from_the_acting_seat() -> None:
    """Pampero's compact ids (docs/interop.md): 8757, 12159 and 15371 with 2, 3 and 4 players, each one
    action of the engine's table; the seat whose bulldozer or tower is used (PA-9.9) is counted from
    the acting seat, so the same id means "via the next seat" at every seat."""
    from powerplay.games.pampero.actions import Build, Fulfil, table

    sizes = [space(load_game("pampero", seed=1, players=n)).size for n in (2, 3, 4)]
    assert sizes == [8757, 12159, 15371]
    game = load_game("pampero", seed=1, players=4)
    compact = space(game)
    engine = set(table(game.state.data)[0])
    assert all(a in engine for a in compact.actions)
    assert [kind for kind, _, _ in compact.blocks][:6] == ["return", "battery", "done", "play", "build", "fulfil"]
    build = Build("A2-T1", 2, True)
    at = {seat: compact.encode_at(Seat((), (seat,)), Build("A2-T1", (seat + 1) % 4, True)) for seat in range(4)}
    assert set(at.values()) == {compact.actions.index(Build("A2-T1", 1, True))}
    assert compact.name(at[0]) == "build at A2-T1 via the seat 1 after you with batteries"
    assert compact.encode_at(Seat((), (2,)), build) == compact.actions.index(Build("A2-T1", 0, True))
    fulfil = Fulfil("STD-A1-1", "G1-1", -1, 0, False)
    assert compact.name(compact.encode_at(Seat((), (3,)), fulfil)) == str(fulfil)
    with pytest.raises(ValueError):
        compact.encode_at(Seat((), (0,)), Fulfil("STD-A1-1", "G1-1", -1, 1, False))  # a standard slot has no cost
