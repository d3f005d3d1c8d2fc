"""A new game of Pampero: the general setup (PA-4, PA-5) and each player's (PA-6).

Every random draw comes from ``Rng(seed)``; the generator's state is kept in the game state.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ...core.errors import IllegalAction
from ...core.options import read_config
from ...core.protocol import Event
from ...core.rng import Rng
from .data import BUILTIN, COUNTRIES, ROWS, SUPPLY, Components
from .options import PamperoConfig
from .state import Options, State


def options_from_config(config: Mapping[str, Any]) -> Options:
    """Read a config (``PamperoConfig``); the Rado variant is a two-player rule (PA-34.2)."""
    c = read_config(PamperoConfig, config)
    if c.rado and c.players != 2:
        raise IllegalAction("PA-34.2", "the Rado variant is for two players")
    return Options(
        players=c.players,
        long_game=c.long_game,
        beginner=c.beginner,
        fixed_bonus=c.fixed_bonus,
        restrictions=c.restrictions,
        battery_limit=c.battery_limit,
        rado=c.rado,
        alternatives=frozenset(c.alternatives),
    )


def board_side(data: Components, players: int) -> str:
    """PA-3.9: the side of the game board for the player count."""
    return str(data.setup["board_side_by_player_count"][str(players)])


def in_play(data: Components, players: int, min_players: int, sides: tuple[str, ...] = ()) -> bool:
    """PA-3.8: a cell marked for more players than play is not used; PA-3.9: nor one of the other side."""
    return min_players <= players and (not sides or board_side(data, players) in sides)


def new_state(options: Options, seed: int, data: Components = BUILTIN) -> tuple[State, list[Event]]:
    """PA-4–PA-6: the boards, the decks and tokens, then every player's pieces; the time discs are
    stacked at random and the turn order read off the stack (PA-6.16, PA-6.17)."""
    rng = Rng(seed)
    n = options.players
    s = State(data, options, 0)
    _cards(s, rng)
    _tokens(s, rng)
    _bonus_board(s, rng)
    _scoring_tokens(s, rng)
    supply = int(data.setup["batteries_in_supply_per_player"]) * n  # PA-4.11
    s.battery_supply = supply
    _players(s)
    stack = list(range(n))
    rng.shuffle(stack)  # bottom first
    time = data.time_tracks["long_game" if options.long_game else "standard"]
    s.track = [[] for _ in range(time.last + 1)]
    s.track[0] = stack
    s.order = stack[::-1]  # PA-6.17: the top disc's colour is leftmost
    s.rng = rng.state
    events = [
        Event("setup", {"players": n, "order": s.order[:], "first": s.first_token, "second": s.second_token}),
    ]
    return s, events


def _cards(s: State, rng: Rng) -> None:
    """PA-4.3–PA-4.5: the specialist decks and the external market, three face up of each."""
    data = s.data
    actions = list(data.specialist_actions)
    rng.shuffle(actions)
    scoring = list(data.scoring_cards)
    rng.shuffle(scoring)
    up = int(data.setup["face_up_specialist_action_cards"])
    s.spec_action_row = [actions.pop() for _ in range(min(up, len(actions)))]
    s.spec_action_deck = actions
    up = int(data.setup["face_up_specialist_scoring_cards"])
    s.spec_scoring_row = [scoring.pop() for _ in range(min(up, len(scoring)))]
    s.spec_scoring_deck = scoring
    up = int(data.setup["face_up_external_market_cards_per_country"])
    for country in COUNTRIES:
        deck = [c.id for c in data.market_cards.values() if c.country == country]
        rng.shuffle(deck)
        s.market_rows[country] = [deck.pop() if deck else None for _ in range(up)]
        s.market_decks[country] = deck


def _tokens(s: State, rng: Rng) -> None:
    """PA-4.6, PA-4.7, PA-4.9, PA-4.10: solar tokens on the solar track, link tokens on their slots,
    standard contracts on the slots matching their backs, remote contracts at random."""
    data, n = s.data, s.players
    solar = list(data.solar)
    rng.shuffle(solar)
    s.solar = {slot: solar.pop() for slot in data.solar_slots}
    a_pile = [t.id for t in data.link_tokens.values() if t.back == "A"]
    bc_pile = [t.id for t in data.link_tokens.values() if t.back == "BC"]
    rng.shuffle(a_pile)
    rng.shuffle(bc_pile)
    for link in data.link_slots.values():
        pile = a_pile if link.zone == "A" else bc_pile
        s.link_slots[link.id] = pile.pop() if pile else None
    slots = {k: v for k, v in data.contract_slots.items() if in_play(data, n, v.min_players, v.board_sides)}
    for token in data.standard:
        home = data.contracts[token].slot
        if home in slots:
            s.contracts[home] = token
    remote = list(data.remote)
    rng.shuffle(remote)
    for slot in slots.values():
        if slot.kind == "remote":
            s.contracts[slot.id] = remote.pop() if remote else None


def _bonus_board(s: State, rng: Rng) -> None:
    """PA-4.8: a token of its area's zone on each cell, face up; an ``X`` token goes back to the box and
    the cell's printed effect shows. PA-35.3: the fixed setup instead."""
    data = s.data
    if s.options.fixed_bonus:
        placed = dict(data.bonus_fixed)
    else:
        stacks = {zone: [t for t, (z, _) in data.bonus_tokens.items() if z == zone] for zone in ("A", "B", "C")}
        for stack in stacks.values():
            rng.shuffle(stack)
        placed = {cell.id: stacks[cell.area].pop() if stacks[cell.area] else "" for cell in data.bonus_cells.values()}
    for cell in data.bonus_cells:
        token = placed.get(cell, "")
        s.bonus_board[cell] = token if token and data.bonus_tokens[token][1] != "X" else None


def _scoring_tokens(s: State, rng: Rng) -> None:
    """PA-5.2–PA-5.5: a final token from each stack; the first and second tokens are the beginner ones
    (PA-35.2) or two more of the rest, shuffled together."""
    tokens = s.data.scoring_tokens
    stacks = {stack: [t for t in tokens if tokens[t].stack == stack] for stack in ("I", "II")}
    for stack in stacks.values():
        rng.shuffle(stack)
    s.final_tokens = (stacks["I"].pop(), stacks["II"].pop())
    if s.options.beginner:
        s.first_token, s.second_token = s.data.beginner
    else:
        rest = stacks["I"] + stacks["II"]
        rng.shuffle(rest)
        s.first_token, s.second_token = rest.pop(), rest.pop()


def _players(s: State) -> None:
    """PA-6: each player's company board, grid board, pieces, hand, money and battery."""
    data, n = s.data, s.players
    grey_towers = [x.id for x in data.sites.values() if x.grey_starting and x.type == "tower" and x.min_players <= n]
    grey_winds = [x.id for x in data.sites.values() if x.grey_starting and x.type == "wind" and x.min_players <= n]
    start = next(x.id for x in data.sites.values() if x.starting_bulldozer)
    slots = {row: len(data.slots[row]) for row in ROWS}
    bulldozers = data.per_player["bulldozer"]
    for p in range(n):
        s.rows[p] = {row: [None] * slots[row] for row in ROWS}  # PA-6.1
        s.level[p] = 1  # PA-6.6: tower 1 on a grey starting site
        s.structures[grey_towers[p]] = ("tower", p)
        s.bulldozers[p] = [start] + [SUPPLY] * (bulldozers - 1)  # PA-6.7, AMB-02
        s.structures[grey_winds[p]] = ("wind", p)  # PA-6.8
        s.wind_supply[p] = data.per_player["wind_farm"] - 1
        s.energy[p] = int(data.setup["starting_energy"])  # PA-6.9
        s.hands[p] = list(data.starting_cards)  # PA-6.11
        s.links[p] = [data.starting_link]  # PA-6.12
        s.batteries[p] = int(data.setup["starting_batteries"])  # PA-6.13
        if not s.options.alt("AMB-01"):
            s.battery_supply -= s.batteries[p]
        s.money[p] = int(data.setup["starting_money"])  # PA-6.14
        s.bonus_slots[p] = [None] * len(data.bonus_slots)
