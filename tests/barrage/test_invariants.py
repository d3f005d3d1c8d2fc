"""Property tests over random games: introductory and full games, 1 to 4
participants, every Automa level (a very hard one with Mahiri Sekibo too), random alternatives (D-xx),
played through the game protocol with seeded random choices. After every action ``Ledger.check``
proves the invariants: water drops conserved, machinery and technology tiles each in exactly one
place, company-board pieces and the map 5/5/5/4 per colour, at most 3 face-up contracts, every contract
in exactly one place, engineers conserved within a round, VP changed only by the rules' events, and a
person to decide with a legal action, or the end."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable
from typing import Any

import pytest

from powerplay.games.barrage.board import BANK, SPACES
from powerplay.games.barrage.contracts import COLOURS, CONTRACT, NATIONAL, STARTING
from powerplay.games.barrage.costs import construction_space
from powerplay.games.barrage.data import TECHNOLOGY_JSON, WATER_DROPS
from powerplay.games.barrage.game import BarrageGame
from powerplay.games.barrage.objectives import structures_built
from powerplay.games.barrage.officers import PERSONAL_SPACES
from powerplay.games.barrage.options import ALTERNATIVES
from powerplay.games.barrage.setup import (
    ANTON_KRYLOV,
    ANTON_TILE,
    AUTOMA_JSON,
    BASIC_TILES,
    PIECES,
    START,
    new_state,
    options_from_config,
)
from powerplay.games.barrage.state import BLOCKED, Phase, State

ADVANCED = Counter(t["id"] for t in TECHNOLOGY_JSON["advanced_tiles"])
AUTOMA_TILES = Counter(t["id"] for t in AUTOMA_JSON["tiles"])
ENGINEERS = {space.id: space.engineers for space in (*SPACES, *PERSONAL_SPACES)}
MAHIRI = "mahiri_sekibo"

GAINS = (
    "gain.vp-contract",
    "gain.vp-income",
    "gain.vp-technology",
    "gain.automa-credits",
    "score.energy",
    "score.energy-second",
    "score.automa-credits",
    "score.credits",
    "score.bonus",
    "score.bonus-short",
    "final.objective",
    "final.resources",
    "automa.bank",
)
"""BA-14, BA-30, BA-32, BA-33, BA-A3.1, BA-A15: events whose ``vp`` a seat gains."""
COSTS = ("automa.build", "automa.put", "automa.machinery", "automa.patent", "automa.pay")
"""BA-A3.1, BA-A9–A13, BA-A15.2: events whose ``vp`` an Automa pays."""


def _contracts(s: State) -> Counter:
    """Every contract wherever the state keeps it."""
    places = [*s.removed, *s.national, *s.starting]
    for colour in COLOURS:
        places += s.private[colour] + s.stacks[colour] + s.discards[colour]
    for seat in range(s.players):
        places += s.contracts[seat] + s.fulfilled[seat]
    return Counter(places)


def _advanced(s: State) -> Counter:
    """The advanced technology tiles in the patent office, its stacks, out of the game (BA-31.5), the
    seats' supplies and wheels."""
    places = [t for t in s.patent if t] + [t for stack in s.patent_stacks for t in stack] + s.patent_removed
    for seat in range(s.players):
        places += [t for t in s.tiles[seat] + s.wheels[seat].tiles() if t in ADVANCED]
    return Counter(places)


def _vp_changes(s: State, events: list) -> list[int]:
    """Per seat, the VP the events' ``vp`` arguments account for (BA-6.4, BA-A3.1: a conduit's fee is
    credits, VP for an Automa, plus the owner's VP)."""
    change = [0] * s.players
    for e in events:
        a = e.args
        if e.kind in GAINS:
            change[a["seat"]] += a["vp"]
        elif e.kind in COSTS:
            change[a["seat"]] -= a["vp"]
        elif e.kind == "conduit.fee":
            if s.automa(a["seat"]):
                change[a["seat"]] -= a["credits"]
            change[a["owner"]] += a["vp"] + (a["credits"] if s.automa(a["owner"]) else 0)
    return change


class Ledger:
    """What a random game must keep true, from its first state on; what the state does not record is
    counted from the events: the Automa's engineers (beside a full section, BA-A3.10, or on its company
    board), the advanced tiles removed from the patent office at a round's end (BA-31.5: to the box);
    the engineers on the bank (BA-24.2: it is never taken), which the state keeps, are counted too."""

    def __init__(self, game: BarrageGame, start_vp: list[int]) -> None:
        s = game.state
        self.contracts = _contracts(s)
        n = s.players
        people = sum(not s.automa(seat) for seat in range(n))
        assert all(k == 1 for k in self.contracts.values())
        kinds = Counter(CONTRACT[c].kind for c in self.contracts)
        assert kinds[NATIONAL] == n - 1 and kinds[STARTING] == (people if s.options.full else n)  # BA-10.9, BA-12.1
        assert all(kinds[colour] == sum(CONTRACT[c].kind == colour for c in CONTRACT) for colour in COLOURS)
        self.removed: Counter = Counter()
        self.placed = [0] * n
        """Per seat, this round's engineers not on the action spaces' record: on the bank, an Automa's."""
        self.banked = [0] * n
        """Per seat, this round's engineers on the bank, counted from the events (BA-24.2, BA-A15)."""
        self.round = s.round
        assert s.vp == [v + d for v, d in zip(start_vp, _vp_changes(s, game.setup_events), strict=True)]
        self.vp = s.vp[:]
        self.patent = s.patent[:]
        self.check(game, game.setup_events)

    def check(self, game: BarrageGame, events: list) -> None:
        s = game.state
        self._water(s)
        self._contracts(s)
        self._tiles(s, events)
        self._pieces(s)
        self._engineers(s, events)
        self._vp(s, events)
        actions = game.legal_actions()
        if game.is_over:  # BA-32
            assert not actions and s.round == 5 and not s.bonus and game.current_player is None
        else:  # BA-15.8: a person to decide, with an action
            assert actions and game.current_player is not None and not s.automa(game.current_player)

    def _water(self, s: State) -> None:
        """BA-1.1, D-01: 30 drops on the map, on the headstreams and in the supply (which goes below 0
        only with D-01's alternative)."""
        w = s.waters
        assert sum(w.dam_drops) + sum(w.headstream_drops) + w.supply == WATER_DROPS
        assert min(w.dam_drops + w.headstream_drops) >= 0 and (w.supply >= 0 or w.unlimited)

    def _contracts(self, s: State) -> None:
        """BA-8.5, BA-27.4, BA-27.5, BA-A8.2, D-14: every contract of the game in exactly one place; 2
        face up beside each stack at most; at most 3 face up in a personal supply after an action."""
        assert _contracts(s) == self.contracts
        assert all(len(shown) <= 2 for shown in s.private.values())
        if not s.pending:
            assert all(len(c) <= 3 for c in s.contracts)
        for seat in range(s.players):
            if s.automa(seat):  # BA-A3.4: an Automa keeps no face-up contract
                assert not s.contracts[seat]

    def _tiles(self, s: State, events: list) -> None:
        """BA-18, BA-28, BA-31.5, BA-35.6: each technology tile in exactly one place; machinery never
        negative in a personal supply or on a wheel."""
        if s.options.full:
            assert _advanced(s) == ADVANCED
            gone = Counter(s.patent_removed) - self.removed
            if gone:  # BA-31.5: only what the display held, only at a round's end
                assert any(e.kind == "round.start" for e in events)
                assert not gone - Counter(t for t in self.patent if t)
        else:  # BA-0.3: the introductory game has none
            assert not s.patent and not any(s.patent_stacks) and not s.patent_removed and not _advanced(s)
        self.patent = s.patent[:]
        self.removed = Counter(s.patent_removed)
        basic = Counter(t for t, intro_only in BASIC_TILES if not (s.options.full and intro_only))
        for seat in range(s.players):
            held = Counter(s.tiles[seat] + s.wheels[seat].tiles())
            assert Counter({t: k for t, k in held.items() if t not in ADVANCED and t != ANTON_TILE}) == basic
            assert held[ANTON_TILE] == (s.officer[seat] == ANTON_KRYLOV and s.phase != Phase.CHOOSE)
            assert min(s.excavators[seat], s.mixers[seat]) >= 0
            assert all(min(load.excavators, load.mixers) >= 0 for _, load in s.wheels[seat].contents())
        if any(s.options.automa):
            assert Counter(s.automa_deck + s.automa_discard) == AUTOMA_TILES  # BA-A4.5, BA-A5.2

    def _pieces(self, s: State) -> None:
        """BA-1.3, BA-14.3: per colour the company board's pieces and those on the map, 5/5/5/4."""
        for seat in range(s.players):
            built = structures_built(seat, s.waters, s.conduit_owner)
            assert [a + b for a, b in zip(s.pieces[seat], built, strict=True)] == list(PIECES)

    def _engineers(self, s: State, events: list) -> None:
        """BA-10.16, BA-15–BA-16, BA-24, BA-31.4, BA-A3.7–A3.10: within a round, a seat's engineers at
        hand, on its action spaces, on its company board's construction spaces and on the bank make its
        starting number; an Automa's are counted from its events; the state's bank is the events'."""
        for e in events:
            if e.kind == "round.start":
                self.placed = [0] * s.players
                self.banked = [0] * s.players
            elif e.kind == "bank":
                self.placed[e.args["seat"]] += e.args["credits"]  # BA-24.1: a credit per engineer
                self.banked[e.args["seat"]] += e.args["credits"]
            elif e.kind in ("automa.place", "automa.build"):
                self.placed[e.args["seat"]] += e.args["engineers"]
                if e.args.get("section") == BANK:
                    self.banked[e.args["seat"]] += e.args["engineers"]
        assert s.bank == self.banked  # BA-24.2: the state keeps the bank's engineers, each seat's
        for seat in range(s.players):
            if s.automa(seat):
                assert s.engineers[seat] + self.placed[seat] == START["engineers"]
                continue
            spaces = sum(ENGINEERS[space] for space, owner in s.occupied.items() if owner == seat)
            board = sum(construction_space(k).engineers for k in range(1, s.constructions[seat] + 1))
            assert s.engineers[seat] + spaces + board + self.placed[seat] == START["engineers"]
        assert all(owner == BLOCKED or 0 <= owner < s.players for owner in s.occupied.values())
        assert BANK not in s.occupied

    def _vp(self, s: State, events: list) -> None:
        """VP change only by the rules' events, each saying how many."""
        change = _vp_changes(s, events)
        assert s.vp == [v + d for v, d in zip(self.vp, change, strict=True)], [(e.kind, e.args) for e in events]
        self.vp = s.vp[:]


def play(config: dict, seed: int, choose: Callable[[BarrageGame, list], Any] | None = None) -> BarrageGame:
    """A game of ``config`` played to its end with random choices (``choose``: the setup's choice, else
    random), checked after every action."""
    start_vp = new_state(options_from_config(config), seed).vp
    game = BarrageGame.new(config, seed)
    ledger = Ledger(game, start_vp)
    rng = random.Random(seed)
    steps = 0
    while not game.is_over:
        actions = game.legal_actions()
        action = choose(game, actions) if choose and game.state.phase == Phase.CHOOSE else rng.choice(actions)
        ledger.check(game, game.apply(action))
        steps += 1
        assert steps < 3000
    return game


CONFIGS = [
    *({"players": n} for n in (2, 3, 4)),
    *({"players": n, "full": True} for n in (2, 3, 4)),
    *(
        {"players": k + 1, "full": True, "automa": [None, *[level] * k]}
        for level in ("easy", "medium", "hard", "very-hard")
        for k in (1, 2, 3)
    ),
    {"players": 4, "full": True, "automa": ["easy", None, "hard", "very-hard"]},
    {"players": 3, "full": True, "automa": [None, "medium", None]},
]


@pytest.mark.parametrize("config", CONFIGS, ids=str)
def test_invariants_hold_through_random_games(config: dict) -> None:
    """Every invariant after every action, through five rounds, ten seeds each."""
    for seed in range(10):
        game = play(config, seed)
        assert game.state.round == 5


def test_invariants_hold_with_random_alternatives() -> None:
    """The same with the alternatives of §99 (D-xx, D-Axx) drawn at random."""
    rng = random.Random(16)
    levels = [None, "easy", "medium", "hard", "very-hard"]
    for seed in range(40):
        n = rng.randint(2, 4)
        automa = [None] + [rng.choice(levels) for _ in range(n - 1)]
        alternatives = sorted(a for a in ALTERNATIVES if rng.random() < 0.5)
        play({"players": n, "full": True, "automa": automa, "alternatives": alternatives}, seed)


def test_invariants_hold_with_a_very_hard_automa_playing_mahiri_sekibo() -> None:
    """BA-A20.1, BA-35.7: the person leaves Mahiri Sekibo's company to a very hard Automa, which plays
    her officer; a person guided by her too."""
    games = 0
    for seed in range(40):
        game = BarrageGame.new({"players": 2, "full": True, "automa": [None, "very-hard"]}, seed)
        if MAHIRI not in (officer for _, officer in game.state.offers):
            continue

        def leave_mahiri(game: BarrageGame, actions: list) -> object:
            offer = dict(game.state.offers)
            return next(a for a in actions if offer[a.company] != MAHIRI)

        for automa in ([None, "very-hard"], [None, "very-hard", "medium"]):
            config = {"players": len(automa), "full": True, "automa": automa}
            played = play(config, seed, leave_mahiri)
            if MAHIRI in [played.state.officer[seat] for seat in range(1, len(automa))]:
                games += 1
        if games >= 3:
            break
    assert games >= 3


# Defects the invariants found.


def test_ba_27_5_a_discarded_starting_contract_leaves_the_game() -> None:
    """BA-27.5: only private contracts have discard piles; a starting contract discarded over the limit
    goes out of the game (``State.removed``), not nowhere."""
    game = BarrageGame.new({"players": 2}, 4)
    s = game.state
    seat = s.current
    starting = s.contracts[seat][0]
    shown = [c for colour in COLOURS for c in s.private[colour]]
    for action in ("place on K3L", f"take contract {shown[0]}", f"take contract {shown[2]}", "bank 1"):
        game.apply(action)
    game.apply("place on K1L")
    game.apply(f"take contract {s.private['red'][0]}")
    game.apply(f"discard contract {starting}")
    assert s.removed == [starting] and starting not in s.contracts[seat] and len(s.contracts[seat]) == 3
    assert all(starting not in pile for pile in s.discards.values())


def test_ba_a12_2_and_ba_a15_2_the_automa_s_vp_cost_is_an_event() -> None:
    """BA-A12.2, BA-A15.2: the VP the Automa pays for the workshop and for the unpredictable machinery
    shop come with an event saying how many (``automa.pay``)."""
    from powerplay.games.barrage.automa import perform
    from powerplay.games.barrage.automa_tiles import WILD_MACHINERY_SHOP_OR_BANK, WORKSHOP, AutomaAction
    from powerplay.games.barrage.setup import new_state, options_from_config

    automa = 1
    s = new_state(options_from_config({"players": 2, "full": True, "automa": [None, "medium"]}), 1)
    s.wheels[automa].place(None, 1, 0)
    events = perform(s, automa, AutomaAction(WORKSHOP, 2, 5, rotate=2)) or []
    assert [(e.kind, e.args) for e in events if e.kind == "automa.pay"] == [
        ("automa.pay", {"seat": automa, "section": "workshop", "vp": 5})
    ]
    assert s.vp[automa] == 16 - 5
    events = perform(s, automa, AutomaAction(WILD_MACHINERY_SHOP_OR_BANK, 1, 3)) or []
    assert [(e.kind, e.args) for e in events if e.kind == "automa.pay"] == [
        ("automa.pay", {"seat": automa, "section": "machinery_shop", "vp": 3})
    ]
    assert s.vp[automa] == 16 - 5 - 3
