"""The observation tensors (issue 15, docs/interop.md): fixed size, values in the Box, and nothing a
seat may not know: a game that differs only in what the seat cannot see (the deck's order below its
top card, the box, the resource deck, the generator, the others' hidden money) gives the very same
tensor, while what the seat does see changes it."""

from __future__ import annotations

import random
import re
from pathlib import Path

import numpy as np
import pytest
from interop_configs import CONFIGS, IDS

from powerplay.bots import observe
from powerplay.core.registry import load_game
from powerplay.interop import GAMES, options_of, tensor, tensor_for

DOCS = Path(__file__).parents[2] / "docs" / "interop.md"
ORM = 42  # the card game's ORM card (its data index): its place in the deck is public (CG-12.1)


def hide_differently(game, seat: int, rng: random.Random):
    """A copy of ``game`` changed only where ``seat`` cannot see."""
    other = game.copy()
    s = other.state
    keep = {len(s.deck) - 1} | ({s.deck.index(ORM)} if game.name == "powergrid-cards" and ORM in s.deck else set())
    movable = [k for k in range(len(s.deck)) if k not in keep]
    cards = [s.deck[k] for k in movable]
    rng.shuffle(cards)
    for k, card in zip(movable, cards):
        s.deck[k] = card
    rng.shuffle(s.box)
    if game.name == "powergrid-cards":
        rng.shuffle(s.res_deck)
        hidden_money = s.options.hidden_money
    else:
        hidden_money = not s.options.classic
    if hidden_money and not game.is_over:
        for p in range(game.num_players):
            if p != seat:
                s.money[p] += 7
    s.rng = (s.rng + 12345) % (2**31 - 1) if isinstance(s.rng, int) else s.rng
    return other


@pytest.mark.parametrize(("name", "config"), CONFIGS, ids=IDS)
def test_a_seat_sees_nothing_hidden(name: str, config: dict) -> None:
    layout = tensor_for(name, options_of(name, config))
    changed = 0
    for seed in range(3):
        game = load_game(name, seed=seed, **config)
        rng = random.Random(seed)
        while not game.is_over:
            if rng.random() < 0.05:
                to_act = game.current_player
                for seat in range(game.num_players):
                    mine = layout.tensor(observe(game, seat), to_act)
                    assert mine.shape == (layout.size,) and mine.dtype == np.float32
                    assert mine.min() >= 0 and mine.max() <= layout.HIGH
                    other = hide_differently(game, seat, rng)
                    changed += other.to_json() != game.to_json()
                    assert np.array_equal(layout.tensor(observe(other, seat), to_act), mine)
            game.apply(rng.choice(game.legal_actions()))
    assert changed > 0


@pytest.mark.parametrize("name", list(GAMES))
def test_what_a_seat_sees_changes_its_tensor(name: str) -> None:
    game = load_game(name, seed=5, players=3)
    layout = tensor(game)
    before = layout.tensor(observe(game, 1), game.current_player)
    game.state.money[1] += 7
    after = layout.tensor(observe(game, 1), game.current_player)
    assert not np.array_equal(before, after)
    players = next(s for s in layout.slices if s.name == "players")
    assert after[players.offset] == before[players.offset] + 7  # row 0 is the observer, money first


@pytest.mark.parametrize("name", list(GAMES))
def test_the_layout_is_documented(name: str) -> None:
    """docs/interop.md lists each game's slices in order, with their shapes and meanings."""
    text = DOCS.read_text("utf-8")
    section = text.split(f"<!-- tensor:{name} -->")[1].split("<!-- /tensor -->")[0]
    rows = re.findall(r"^\| `(\w+)` \| ([^|]+) \| ([^|]+) \|$", section, re.M)
    layout = tensor_for(name, options_of(name, {}))
    assert [r[0] for r in rows] == [s.name for s in layout.slices]
    for (_, _, meaning), s in zip(rows, layout.slices):
        assert meaning.strip() == s.meaning
