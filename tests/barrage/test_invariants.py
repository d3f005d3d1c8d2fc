"""Property tests over random games: introductory and full games, 1 to 4
participants, every Automa level (a very hard one with Mahiri Sekibo too), random alternatives (D-xx),
played through the game protocol with seeded random choices. After every action ``Ledger.check``
proves the engine's invariants of one position (``invariants.check``: water drops conserved,
technology tiles, contracts and company-board pieces each in exactly one place, the face-up limits,
nothing below 0, the VP tally, whose turn it is), and what compares it with the positions before it:
the same contracts as at the start, advanced tiles out of the game only at a round's end, engineers
conserved within a round, VP changed only by the rules' events, and a person to decide with a legal
action, or the end."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable
from typing import Any

import pytest

from powerplay.games.barrage import invariants
from powerplay.games.barrage.board import BANK
from powerplay.games.barrage.contracts import COLOURS
from powerplay.games.barrage.costs import construction_space
from powerplay.games.barrage.game import BarrageGame
from powerplay.games.barrage.invariants import ENGINEERS
from powerplay.games.barrage.options import ALTERNATIVES
from powerplay.games.barrage.setup import START, new_state, options_from_config
from powerplay.games.barrage.state import BLOCKED, Phase, State

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
    """What a random game must keep true, from its first state on: the invariants of each position
    (``invariants.check``), and what compares it with those before; what the state does not record is
    counted from the events: the Automa's engineers (beside a full section, BA-A3.10, or on its company
    board), the advanced tiles removed from the patent office at a round's end (BA-31.5: to the box);
    the engineers on the bank (BA-24.2: it is never taken), which the state keeps, are counted too."""

    def __init__(self, game: BarrageGame, start_vp: list[int]) -> None:
        s = game.state
        self.contracts = _contracts(s)
        n = s.players
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
        invariants.check(s)
        # BA-1.1, BA-8.5, BA-A8.2, D-14: the contracts of the setup and no others, face up or face down
        # in a supply, or out of the game (those the Automa removes from the contract office)
        assert _contracts(s) == self.contracts
        self._patent(s, events)
        self._engineers(s, events)
        self._vp(s, events)
        actions = game.legal_actions()
        if game.is_over:  # BA-32
            assert not actions and s.round == 5 and not s.bonus and game.current_player is None
        else:  # BA-15.8: a person to decide, with an action
            assert actions and game.current_player is not None and not s.automa(game.current_player)

    def _patent(self, s: State, events: list) -> None:
        """BA-28, BA-31.5: an advanced tile goes out of the game only from the patent office's display,
        only at a round's end."""
        gone = Counter(s.patent_removed) - self.removed
        if gone:
            assert any(e.kind == "round.start" for e in events)
            assert not gone - Counter(t for t in self.patent if t)
        self.patent = s.patent[:]
        self.removed = Counter(s.patent_removed)

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
