"""Helpers for the tests of Pampero's turns and years: a new game, hand-made positions on it, playing
decisions by their record strings, a refusal that must change nothing, and the component accounting
that must hold after every action (where every piece lies, PA-2 and ``state``'s docstring)."""

from __future__ import annotations

import json
from collections import Counter
from typing import Any

import pytest

from powerplay.core.errors import IllegalAction
from powerplay.core.protocol import Event
from powerplay.games.pampero import build, setup, turns
from powerplay.games.pampero.actions import Action, parse
from powerplay.games.pampero.data import BUILTIN, ROWS, STORAGE, SUPPLY
from powerplay.games.pampero.position import write
from powerplay.games.pampero.state import Phase, State

DATA = BUILTIN


def new(players: int = 3, seed: int = 1, **config: Any) -> State:
    """A new game after setup (PA-4–PA-6)."""
    s, _ = setup.new_state(setup.options_from_config({"players": players, **config}), seed)
    return s


def act(s: State, *actions: str | Action) -> list[Event]:
    """Apply decisions in turn (record strings or values); the events of all of them."""
    out: list[Event] = []
    for a in actions:
        out += turns.apply(s, parse(a) if isinstance(a, str) else a)
    return out


def legal(s: State) -> list[str]:
    """The legal decisions as record strings."""
    return [str(a) for a in turns.legal(s)]


def snapshot(s: State) -> str:
    """The whole state (its position: every field), for a deep before/after comparison."""
    return json.dumps(write(s), sort_keys=True)


def refused(s: State, action: str | Action, rule: str) -> IllegalAction:
    """The action is refused for ``rule`` and changes nothing."""
    before = snapshot(s)
    with pytest.raises(IllegalAction) as error:
        turns.apply(s, parse(action) if isinstance(action, str) else action)
    assert error.value.rule == rule, (error.value.rule, error.value.text)
    assert snapshot(s) == before
    return error.value


def seat(s: State) -> int:
    """The seat that decides now."""
    p = turns.to_act(s)
    assert p is not None
    return p


def clear_board(s: State) -> None:
    """Take every structure and bulldozer off the board (pieces back to their owners' supplies, levels
    kept), so a test can lay out exactly the pieces it needs."""
    for site, (kind, owner) in list(s.structures.items()):
        if kind == "wind":
            s.wind_supply[owner] += 1
        del s.structures[site]
    for p in range(s.players):
        s.bulldozers[p] = [SUPPLY] * len(s.bulldozers[p])


def tower(s: State, p: int, site: str) -> None:
    """A tower of ``p`` on ``site`` (its level counts it)."""
    s.structures[site] = ("tower", p)


def wind(s: State, p: int, site: str) -> None:
    s.structures[site] = ("wind", p)
    s.wind_supply[p] -= 1


def dozer(s: State, p: int, place: str) -> None:
    """One of ``p``'s bulldozers from the supply to ``place``."""
    places = s.bulldozers[p]
    places[places.index(SUPPLY)] = place


def level(s: State, p: int, towers: int) -> None:
    """``p``'s grid board with ``towers`` built (the towers on the board are not moved)."""
    s.level[p] = towers


def hand(s: State, p: int, *cards: str) -> None:
    s.hands[p] = list(cards)


def first_turn(s: State, p: int) -> None:
    """Make ``p`` the seat whose turn it is (first in turn order)."""
    s.order = [p] + [q for q in s.order if q != p]
    s.turn = 0


# ---- the component accounting ----------------------------------------------------------------------------
class Ledger:
    """What must hold after every action (PA-2, PA-3.11, PA-7.4, PA-10.17, AMB-01, AMB-17, AMB-19): built
    on the state after setup, then ``check``-ed after each action with the state before it."""

    def __init__(self, s: State) -> None:
        self.batteries = s.battery_supply + sum(s.batteries)
        assert self.batteries == 6 * s.players + (s.players if s.options.alt("AMB-01") else 0)
        self.contracts = sum(self.contract_tokens(s).values())

    @staticmethod
    def bonus_tokens(s: State) -> list[str]:
        out = [t for t in s.bonus_board.values() if t is not None]
        for slots in s.bonus_slots:
            out += [t for t in slots if t is not None]
        out += [str(step.args[0]) for step in s.pending if step.kind == build.PLACE]  # between two slots
        return out

    @staticmethod
    def contract_tokens(s: State) -> Counter[str]:
        """The contract tokens in play: on the board and the solar track, on grid boards, removed with
        their pair (the box's are out of play from setup on)."""
        out: Counter[str] = Counter(t for t in s.contracts.values() if t is not None)
        out.update(t for t in s.solar.values() if t is not None)
        out.update(s.removed)
        for grid in s.grids:
            out.update(grid.values())
        return out

    @staticmethod
    def link_tokens(s: State) -> Counter[str]:
        """The board's link tokens on their slots, in play areas and on cards (the starting ones apart,
        one a seat)."""
        out: Counter[str] = Counter(t for t in s.link_slots.values() if t is not None)
        for p in range(s.players):
            mine = s.links[p] + [t for tokens in s.on_cards[p].values() for t in tokens]
            assert mine.count(s.data.starting_link) == 1
            out.update(t for t in mine if t != s.data.starting_link)
        return out

    def check(self, before: State, s: State) -> None:
        data = s.data
        n = s.players
        # bulldozers (PA-2.2, PA-3.7, PA-3.11)
        beside: Counter[str] = Counter()
        start = next(x.id for x in data.sites.values() if x.starting_bulldozer)
        for p in range(n):
            assert len(s.bulldozers[p]) == data.per_player["bulldozer"]
            for place in s.bulldozers[p]:
                assert place in (SUPPLY, STORAGE) or place in data.sites or place in data.parking, place
                if place in data.sites or place in data.parking:
                    beside[place] += 1
            # a parked bulldozer never moves again
            for place in before.bulldozers[p]:
                if place in data.parking:
                    assert s.bulldozers[p].count(place) >= before.bulldozers[p].count(place)
        for place, k in beside.items():
            if place in data.parking:
                assert k <= data.parking[place].capacity, place
            elif place != start:
                assert k == 1, (place, k)
        # towers and wind farms (PA-2.2, PA-10.4)
        for site, (kind, _owner) in s.structures.items():
            assert site in data.sites and kind in ("tower", "wind")
            assert data.sites[site].type in (kind, "mixed")
        for p in range(n):
            towers = sum(1 for kind, owner in s.structures.values() if kind == "tower" and owner == p)
            assert towers == s.level[p] and 1 <= s.level[p] <= data.tower_cells
            assert s.level[p] >= before.level[p]
            assert s.wind_on_board(p) + s.wind_supply[p] == data.per_player["wind_farm"]
            assert s.wind_supply[p] >= 0
        # action cards: each seat's eight starting cards, the specialist action cards once each
        specialist: Counter[str] = Counter(s.spec_action_deck + s.spec_action_row)
        for p in range(n):
            held = list(s.hands[p])
            for row in ROWS:
                assert len(s.rows[p][row]) == len(data.slots[row])
                held += [c[0] for c in s.rows[p][row] if c is not None]
            mine = Counter(held)
            for card in data.starting_cards:
                assert mine[card] == 1, (p, card)
            specialist.update(c for c in held if c not in data.starting_cards)
            on_board = {c[0] for row in ROWS for c in s.rows[p][row] if c is not None}
            assert set(s.on_cards[p]) <= on_board
        assert all(k == 1 for k in specialist.values())
        assert sorted(specialist) == sorted(data.specialist_actions)
        # specialist scoring cards and external market cards: at most once each
        scoring = Counter(s.spec_scoring_deck + s.spec_scoring_row + [c for h in s.held_scoring for c in h])
        assert all(k == 1 for k in scoring.values())
        markets = Counter(c for row in s.market_rows.values() for c in row if c is not None)
        markets.update(c for deck in s.market_decks.values() for c in deck)
        markets.update(c for cards in s.market_cards for c in cards)
        assert all(k == 1 for k in markets.values()) and sorted(markets) == sorted(data.market_cards)
        # link tokens (PA-2.3, PA-14, PA-16.10): each board token once, one starting token a seat
        links = self.link_tokens(s)
        assert all(k == 1 for k in links.values()) and sum(links.values()) <= sum(self.link_tokens(before).values())
        # contract tokens (PA-16.3, PA-16.8) and transformers
        tokens = self.contract_tokens(s)
        for p in range(n):
            cells = sorted(cell for slot, (q, cell) in s.transformers.items() if q == p)
            assert cells == sorted(s.grids[p]), p
            for cell in s.grids[p]:
                assert data.transformers[cell].column <= s.level[p]
            assert len(s.circuits[p]) <= data.per_player.get("circuit_token", 7)
        assert all(k == 1 for k in tokens.values()) and sum(tokens.values()) == self.contracts
        for slot in s.transformers:
            assert (s.contracts.get(slot) if slot in s.contracts else s.solar.get(slot)) is None
        # tower bonus tokens (PA-12.5, PA-34.1): at most once each, never more of them
        bonus = self.bonus_tokens(s)
        assert len(bonus) == len(set(bonus)) and len(bonus) <= len(self.bonus_tokens(before))
        # venture capital (PA-19): 16 tokens, a slot of an unlocked stripe each
        assert sum(len(v) for v in s.vc) <= 16
        for p in range(n):
            assert len(set(s.vc[p])) == len(s.vc[p]) and all(c <= s.level[p] for c in s.vc[p])
        # batteries (PA-4.11, AMB-01, AMB-17)
        total = s.battery_supply + sum(s.batteries)
        assert s.battery_supply >= 0 and all(b >= 0 for b in s.batteries)
        if s.options.alt("AMB-17"):
            assert total <= before.battery_supply + sum(before.batteries)
        else:
            assert total == self.batteries
        # money (AMB-19), energy (PA-10.17), income markers
        for p in range(n):
            if s.money[p] < 0:
                assert s.phase == Phase.OVER and s.vc[p] and not s.options.alt("AMB-19"), (p, s.money[p])
            assert 0 <= s.energy[p] <= data.energy_max
            assert all(0 <= x <= data.income_last for x in s.income[p])
            assert all(a >= b for a, b in zip(s.income[p], before.income[p], strict=True))
        # time (PA-7.4, PA-7.5): every disc once, never back
        discs = [p for stack in s.track for p in stack]
        assert sorted(discs) == list(range(n))
        assert all(s.time(p) >= before.time(p) for p in range(n))
        assert sorted(s.order) == list(range(n))
        assert s.scorings >= before.scorings
        # someone can act, or the game is over (PA-8.3)
        if s.phase == Phase.OVER:
            assert s.scorings == 3 and turns.legal(s) == [] and turns.to_act(s) is None
        else:
            assert turns.to_act(s) is not None and turns.legal(s)


def scene(players: int = 2, **config: Any) -> State:
    """A new game with an empty board (no structure, no bulldozer out), seat 0 to act first, each seat at
    level 1; a test lays out the pieces it needs."""
    s = new(players, **config)
    clear_board(s)
    first_turn(s, 0)
    return s


def money_moves(events: list[Event]) -> list[tuple[int, int, int]]:
    """The card payments of the events: (money, batteries, payee)."""
    return [(e.args["money"], e.args["batteries"], e.args["payee"]) for e in events if e.kind == "card.pay"]
