"""The protocol suite: the guarantees every registered game owes (core/protocol.py), tested once over
every game of ``registry.GAMES`` and every configuration family of it, on seeded random games.

Every test takes the ``family`` fixture (one game and one config) and reads the random games of that
family through it: ``family.games()`` replays them and hands out the live game at positions spread
over each game (the start, the end and points between); ``family.played()`` holds what was met while
they were played (records, events, the actions legal somewhere). The families are each game's
manifest's ``examples``; nothing here names a game except ``SECRETS`` (how its hidden parts may change
in a position), keyed by the registry's names.
"""

from __future__ import annotations

import copy
import json
import random
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from functools import cache
from typing import Any

import pytest

from powerplay import load_game
from powerplay.core.protocol import Event, Game
from powerplay.core.registry import GAMES, game_class, spec

SEEDS = (0, 1)
"""The random games of a family: one per seed (the game's seed and the players' choices)."""

SAMPLES = 8
"""Positions looked at per game: the start, the end and points evenly between."""


def families(name: str) -> list[dict[str, Any]]:
    """The configuration families of the registered game ``name`` (every test reads them here): its
    manifest's ``examples``."""
    return [dict(config) for config in spec(name).examples]


# ---- hidden parts ---------------------------------------------------------------------------------


def _shuffle_between(pile: list, first: int, end: int, rng: random.Random) -> None:
    """Reorder ``pile[first:end]`` in place."""
    part = pile[first:end]
    rng.shuffle(part)
    pile[first:end] = part


def _powergrid_secrets(position: dict, knowing: frozenset[int], rng: random.Random) -> dict:
    """PG-15: the generator's state, the deck below its top card (whose back is public) down to the
    Step 3 card, which plants lie in the box, and — unless the game is classic (PG-16) or over — the
    money of the seats not ``knowing``."""
    pos = copy.deepcopy(position)
    pos["rng"] = rng.getrandbits(63)
    if not pos["options"]["classic"] and pos["phase"] != "over":
        for p, seat in enumerate(pos["players"]):
            if p not in knowing:
                seat["money"] += 1 + rng.randrange(50)
    deck = pos["deck"]
    under = set(pos["under_deck"])
    movable = [i for i, c in enumerate(deck) if i > 0 and c != "step3" and c not in under]
    cards = [deck[i] for i in movable]
    rng.shuffle(cards)
    for i, c in zip(movable, cards):
        deck[i] = c
    if movable and pos["box"]:
        i, b = rng.choice(movable), rng.randrange(len(pos["box"]))
        deck[i], pos["box"][b] = pos["box"][b], deck[i]
    return pos


def _cards_secrets(position: dict, knowing: frozenset[int], rng: random.Random) -> dict:
    """CG-12.2, D-18: the generator's state, the plant deck between its top card (whose size is
    public) and the ORM card, which plants lie in the box, the resource deck's order, and with hidden
    money before the end, the money of the seats not ``knowing``."""
    pos = copy.deepcopy(position)
    pos["rng"] = rng.getrandbits(63)
    if pos["options"]["hidden_money"] and pos["phase"] != "over":
        for p, seat in enumerate(pos["seats"]):
            if p not in knowing:
                seat["money"] += 1 + rng.randrange(50)
    deck = pos["plant_deck"]
    orm = deck.index("ORM") if "ORM" in deck else len(deck)
    _shuffle_between(deck, 1, orm, rng)
    if orm > 1 and pos["box"]:
        i, b = rng.randrange(1, orm), rng.randrange(len(pos["box"]))
        deck[i], pos["box"][b] = pos["box"][b], deck[i]
    rng.shuffle(pos["resource_deck"])
    return pos


def _barrage_secrets(position: dict, knowing: frozenset[int], rng: random.Random) -> dict:
    """BA-90.1: the generator's state, the order and the contents of the private contract stacks and
    of the patent office's stacks I–III (their sizes are seen), the Automa deck below its top tile
    (nothing is one seat's own)."""
    pos = copy.deepcopy(position)
    pos["rng"] = rng.getrandbits(63)
    stacks = pos["contracts"]["stacks"]
    for stack in stacks.values():
        rng.shuffle(stack)
    a, b = (stacks[colour] for colour in sorted(stacks)[:2])
    n = min(len(a), len(b)) // 2
    a[:n], b[:n] = b[:n], a[:n]  # other contracts, the same number in each stack
    patent = pos["patent"]["stacks"]
    for stack in patent:
        rng.shuffle(stack)
    if patent[0] and patent[1]:
        patent[0][0], patent[1][0] = patent[1][0], patent[0][0]
    deck = pos["automa"]["deck"]
    _shuffle_between(deck, 1, len(deck), rng)
    return pos


def _pampero_secrets(position: dict, knowing: frozenset[int], rng: random.Random) -> dict:
    """PA-2.5, PA-4: the generator's state, the external market decks' order, and the specialist cards
    unseen: the decks' order and which of them lie in the hands (action cards) and play areas (scoring
    cards) of the seats not ``knowing`` — dealt again, each seat keeping as many."""
    from powerplay.games.pampero.data import BUILTIN

    pos = copy.deepcopy(position)
    pos["rng"] = rng.getrandbits(63)
    for deck in pos["market_decks"].values():
        rng.shuffle(deck)
    for deck_key, held in (("specialist_action_deck", "hand"), ("specialist_scoring_deck", "scoring_cards")):
        pool = list(pos[deck_key])
        places = []
        for p, seat in enumerate(pos["seats"]):
            if p in knowing:
                continue
            for i, card in enumerate(seat[held]):
                if card not in BUILTIN.starting_cards:
                    pool.append(card)
                    places.append((p, i))
        rng.shuffle(pool)
        for p, i in places:
            pos["seats"][p][held][i] = pool.pop()
        pos[deck_key] = pool
    return pos


SECRETS: dict[str, Callable[[dict, frozenset[int], random.Random], dict]] = {
    "powergrid": _powergrid_secrets,
    "powergrid-cards": _cards_secrets,
    "barrage": _barrage_secrets,
    "pampero": _pampero_secrets,
}
"""Per game: a position with what none of the seats ``knowing`` may know changed (no seat: what a
spectator may not know; every seat: what nobody knows), the rest as it was — written on the
position, as a person would write another deal of the same table."""


# ---- random games ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class Played:
    """One seeded random game of a family, played to its end."""

    record: dict
    samples: tuple[int, ...]
    """The numbers of actions after which the tests look at the game (0 and the end included)."""
    events: tuple[Event, ...]
    """Every event of the game, setup included."""
    legal: tuple[Any, ...]
    """The actions legal at the samples (for trying them where they are not)."""


@cache
def _played(name: str, index: int, seed: int) -> Played:
    config = families(name)[index]
    game = load_game(name, seed=seed, **config)
    rng = random.Random(seed)
    events = list(game.setup_events)
    legal: list[list[Any]] = [game.legal_actions()]
    while not game.is_over:
        events.extend(game.apply(rng.choice(legal[-1])))
        legal.append(game.legal_actions())
        assert len(legal) < 10_000, "the game does not end"
    n = len(legal) - 1
    samples = tuple(sorted({round(i * n / (SAMPLES - 1)) for i in range(SAMPLES)}))
    met = {str(a): a for k in samples for a in legal[k]}
    return Played(game.record(), samples, tuple(events), tuple(met.values()))


@dataclass(frozen=True)
class Family:
    """A registered game and one of its configuration families, with its random games."""

    name: str
    index: int

    @property
    def config(self) -> dict[str, Any]:
        return families(self.name)[self.index]

    @property
    def cls(self) -> Any:
        """The game's class (``new``, ``from_position``)."""
        return game_class(self.name)

    def played(self) -> list[Played]:
        return [_played(self.name, self.index, seed) for seed in SEEDS]

    def games(self) -> Iterator[tuple[Played, int, Game]]:
        """Each random game replayed, handed out at its samples: (the game played, the number of
        actions, the live game). The game goes on after the test's turn: change only copies."""
        for played in self.played():
            game = self.cls.new(self.config, played.record["seed"])
            actions = played.record["actions"]
            done = 0
            for k in played.samples:
                for action in actions[done:k]:
                    game.apply(action)
                done = k
                yield played, k, game

    def other_secrets(self, position: dict, knowing: frozenset[int], rng: random.Random) -> dict:
        """``position`` with what none of the seats ``knowing`` may know changed (see ``SECRETS``)."""
        if self.name not in SECRETS:
            pytest.skip(f"{self.name}: no way to change its hidden parts in a position (SECRETS)")
        return SECRETS[self.name](position, knowing, rng)

    def __str__(self) -> str:
        return f"{self.name}-" + json.dumps(self.config, separators=(",", ":"))


def every_family() -> list[Family]:
    """Every registered game's families, in the registry's order."""
    return [Family(name, i) for name in GAMES for i in range(len(families(name)))]


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    """A test taking ``family`` runs over every registered game and configuration family."""
    if "family" in metafunc.fixturenames:
        cases = every_family()
        metafunc.parametrize("family", cases, ids=[str(c) for c in cases])
