"""The observation tensors (docs/interop.md): fixed size, values in the Box, and nothing
a seat may not know: a game that differs only in what the seat cannot see (the deck's order below its
top card, the box, the resource deck, the generator, the others' hidden money; Barrage's contract and
patent stacks and the Automa deck below its top; Pampero's decks and the others' hands and scoring
cards) gives the very same tensor, while what the seat does see changes it."""

from __future__ import annotations

import random
import re
from pathlib import Path

import numpy as np
import pytest
from interop_configs import CONFIGS, IDS

from powerplay.bots import observe
from powerplay.core.registry import load_game
from powerplay.interop import games, options_of, tensor, tensor_for

DOCS = Path(__file__).parents[2] / "docs" / "interop.md"
ORM = 42  # the card game's ORM card (its data index): its place in the deck is public (CG-12.1)


def hide_differently(game, seat: int, rng: random.Random):
    """A copy of ``game`` changed only where ``seat`` cannot see."""
    other = game.copy()
    s = other.state
    if game.name == "barrage":  # BarrageGame.hidden: the stacks' order, the Automa deck below its top
        for stack in [*s.stacks.values(), *s.patent_stacks]:
            rng.shuffle(stack)
        below = s.automa_deck[:-1]
        rng.shuffle(below)
        s.automa_deck[:-1] = below
        s.rng = (s.rng + 12345) % (2**61 - 1)
        return other
    if game.name == "pampero":  # view.py, PA-2.5: the decks' order, the others' hands and scoring cards
        for deck in (s.spec_action_deck, s.spec_scoring_deck, *s.market_decks.values()):
            rng.shuffle(deck)
        for p in range(game.num_players):
            if p == seat:
                continue
            rng.shuffle(s.hands[p])
            drawn = [i for i, card in enumerate(s.hands[p]) if s.data.cards[card].specialist]
            if drawn and s.spec_action_deck:  # another specialist action card in that hand
                s.hands[p][drawn[0]], s.spec_action_deck[0] = s.spec_action_deck[0], s.hands[p][drawn[0]]
            if s.held_scoring[p] and s.spec_scoring_deck:
                s.held_scoring[p][0], s.spec_scoring_deck[0] = s.spec_scoring_deck[0], s.held_scoring[p][0]
        s.rng = (s.rng + 12345) % (2**61 - 1)
        return other
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


@pytest.mark.parametrize("name", list(games()))
def test_what_a_seat_sees_changes_its_tensor(name: str) -> None:
    game = load_game(name, seed=5, players=3)
    layout = tensor(game)
    before = layout.tensor(observe(game, 1), game.current_player)
    money = game.state.credits if name == "barrage" else game.state.money
    money[1] += 7
    after = layout.tensor(observe(game, 1), game.current_player)
    assert not np.array_equal(before, after)
    players = next(s for s in layout.slices if s.name == "players")
    assert after[players.offset] == before[players.offset] + 7  # row 0 is the observer, money first


@pytest.mark.parametrize("name", list(games()))
def test_the_layout_is_documented(name: str) -> None:
    """docs/interop.md lists each game's slices in order, with their shapes and meanings."""
    text = DOCS.read_text("utf-8")
    section = text.split(f"<!-- tensor:{name} -->")[1].split("<!-- /tensor -->")[0]
    rows = re.findall(r"^\| `(\w+)` \| ([^|]+) \| ([^|]+) \|$", section, re.M)
    layout = tensor_for(name, options_of(name, {}))
    assert [r[0] for r in rows] == [s.name for s in layout.slices]
    for (_, _, meaning), s in zip(rows, layout.slices):
        assert meaning.strip() == s.meaning


def sliced(layout, tensor: np.ndarray) -> dict[str, np.ndarray]:
    return {s.name: tensor[s.offset : s.offset + s.size].reshape(s.shape) for s in layout.slices}


@pytest.mark.parametrize(("name", "config"), [CONFIGS[1], CONFIGS[7]], ids=[IDS[1], IDS[7]])
def test_the_slices_hold_what_the_layout_says(name: str, config: dict) -> None:
    """Read back from the tensor, by the documented slices: the acting seat, each seat's money (when
    known), plants and place in turn order, and the current market, at random positions."""
    from powerplay.games.powergrid.data import PLANT_INDEX

    layout = tensor_for(name, options_of(name, config))
    n = config["players"]
    game = load_game(name, seed=8, **config)
    rng = random.Random(8)
    checked = 0
    while not game.is_over:
        to_act = game.current_player
        seat = rng.randrange(n)
        obs = observe(game, seat)
        t = sliced(layout, layout.tensor(obs, to_act))
        assert list(t["to_act"]) == [1.0 if (seat + k) % n == to_act else 0.0 for k in range(n)]
        column = (lambda p: PLANT_INDEX[p]) if name == "powergrid" else (lambda p: p)
        for k in range(n):
            other = (seat + k) % n
            money = obs.money(other)
            assert t["players"][k][0] == (money or 0) and t["players"][k][1] == (money is not None)
            assert t["players"][k][4 if name == "powergrid-cards" else 7] == obs.order.index(other) + 1
            assert set(np.flatnonzero(t["plants"][k])) == {column(p) for p in obs.plants(other)}
        current = {column(p) for p in obs.current if name == "powergrid-cards" or p in PLANT_INDEX}
        assert set(np.flatnonzero(t["plant_market"][0])) == current
        if name == "powergrid":
            for city in range(0, 42, 5):
                owners = {(o - seat) % n for o in obs.slots(city) if o >= 0}
                assert {k for k in range(n) if t["cities"][city][k]} == owners
        checked += 1
        game.apply(rng.choice(game.legal_actions()))
    assert checked > 50


def test_barrage_slices_hold_what_the_layout_says() -> None:
    """Read back from Barrage's tensor, by the documented slices, at random positions of a
    game with an Automa: the seat to act, each seat's credits, VP, engineers and place in turn order,
    the owners of dams, conduits and powerhouses, and each seat's face-up contracts."""
    from powerplay.games.barrage.ai.research import CONTRACT_IDS

    config = {"players": 3, "full": True, "automa": [None, None, "medium"]}
    layout = tensor_for("barrage", options_of("barrage", config))
    game = load_game("barrage", seed=4, **config)
    rng = random.Random(4)
    checked = 0
    while not game.is_over:
        to_act = game.current_player
        seat = rng.randrange(3)
        obs = observe(game, seat)
        t = sliced(layout, layout.tensor(obs, to_act))
        assert list(t["to_act"]) == [1.0 if (seat + k) % 3 == to_act else 0.0 for k in range(3)]
        s = game.state
        for k in range(3):
            other = (seat + k) % 3
            assert t["players"][k][0] == max(s.credits[other], 0) and t["players"][k][1] == max(s.vp[other], 0)
            assert t["players"][k][4] == s.engineers[other]
            assert t["players"][k][8] == (s.order.index(other) + 1 if other in s.order else 0)
            assert t["players"][k][13] == (2 if other == 2 else 0)  # the medium Automa
            held = {CONTRACT_IDS[i] for i in np.flatnonzero(t["contracts"][k][: len(CONTRACT_IDS)])}
            assert held == set(s.contracts[other])
        for d, owner in enumerate(s.waters.dam_owner):
            row = t["dams"][d]
            assert {k for k in range(3) if row[k]} == ({(owner - seat) % 3} if owner >= 0 else set())
            assert row[3] == (owner == -2) and row[4] == s.waters.dam_height[d] and row[5] == s.waters.dam_drops[d]
        for c, owner in enumerate(s.conduit_owner):
            assert {k for k in range(3) if t["conduits"][c][k]} == ({(owner - seat) % 3} if owner >= 0 else set())
        for p, owner in enumerate(s.waters.powerhouse_owner):
            assert {k for k in range(3) if t["powerhouses"][p][k]} == ({(owner - seat) % 3} if owner >= 0 else set())
        checked += 1
        game.apply(rng.choice(game.legal_actions()))
    assert checked > 40


def test_pampero_slices_hold_what_the_layout_says() -> None:
    """Read back from Pampero's tensor, by the documented slices, at random positions of a 3-player
    game: the seat to act, each seat's money, energy, batteries, hand size and level (PA-6.18, PA-10.4),
    the observer's own hand (PA-2.5), whose tower or wind farm stands on each site (PA-3.5) and where
    each seat's bulldozers are (PA-3.7)."""
    from powerplay.games.pampero.data import BUILTIN, STORAGE, SUPPLY

    layout = tensor_for("pampero", options_of("pampero", {"players": 3}))
    cards, sites = list(BUILTIN.cards), list(BUILTIN.sites)
    places = [*sites, STORAGE, *BUILTIN.parking, SUPPLY]
    game = load_game("pampero", seed=4, players=3)
    rng = random.Random(4)
    checked = 0
    while not game.is_over:
        to_act = game.current_player
        seat = rng.randrange(3)
        t = sliced(layout, layout.tensor(observe(game, seat), to_act))
        assert list(t["to_act"]) == [1.0 if (seat + k) % 3 == to_act else 0.0 for k in range(3)]
        s = game.state
        for k in range(3):
            other = (seat + k) % 3
            row = t["players"][k]
            assert list(row[:5]) == [
                s.money[other],
                s.energy[other],
                s.batteries[other],
                len(s.hands[other]),
                s.level[other],
            ]
            assert list(t["bulldozers"][k]) == [s.bulldozers[other].count(place) for place in places]
        assert [cards[i] for i in np.flatnonzero(t["hand"])] == sorted(s.hands[seat], key=cards.index)
        for i, site in enumerate(sites):
            held = s.structures.get(site)
            owners = np.flatnonzero(t["structures"][i]).tolist()
            assert owners == ([] if held is None else [(3 if held[0] == "wind" else 0) + (held[1] - seat) % 3])
        checked += 1
        game.apply(rng.choice(game.legal_actions()))
    assert checked > 50
