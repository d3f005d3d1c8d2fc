"""Every rule a position of Pampero obeys (``check``): each component in exactly one place, each id
one of the data set's, every amount within its track. The position reader runs it, and so do the
random games of the tests after every action."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable

from ...core.errors import IllegalAction
from .data import MARKETS, ROWS, STORAGE, SUPPLY
from .state import Phase, State

PHASES = (Phase.ACTIONS, Phase.CONSOLIDATION, Phase.SCORING, Phase.OVER)


def _stray(items: Iterable[str], known: Iterable[str]) -> tuple[str, int] | None:
    """An item that is no known id, or is in two places: (it, its places); None when there is none."""
    ids = set(known)
    for item, k in Counter(items).items():
        if item not in ids or k > 1:
            return item, k
    return None


def check(s: State) -> None:
    """Raise ``IllegalAction`` naming the rule a position breaks; nothing when it breaks none."""
    data, n = s.data, s.players
    if s.phase not in PHASES:
        raise IllegalAction("PA-1.3", "no phase is called {phase}", phase=s.phase)
    if sorted(s.order) != list(range(n)):
        raise IllegalAction("PA-7.1", "the turn order must hold each seat once")
    if sorted(p for stack in s.track for p in stack) != list(range(n)):
        raise IllegalAction("PA-7.4", "the time track must hold each seat's disc once")
    if not 1 <= s.round <= 4 or not 0 <= s.turn <= n:
        raise IllegalAction(
            "PA-8.1", "round {round}, turn {turn} is not in an action phase", round=s.round, turn=s.turn
        )
    sites = set(data.sites)
    places = sites | set(data.parking) | {STORAGE, SUPPLY}
    cards_seen: list[str] = []
    links_seen: list[str] = [t for t in s.link_slots.values() if t]
    for p in range(n):
        if s.energy[p] < 0 or s.energy[p] > data.energy_max:
            raise IllegalAction("PA-10.17", "energy is 0 to {top}", top=data.energy_max)
        if s.batteries[p] < 0:
            raise IllegalAction("PA-25.1", "batteries cannot be fewer than none")
        if s.money[p] < 0 and s.phase != Phase.OVER and s.scorings < 3:
            raise IllegalAction("AMB-19", "money goes below 0 only when the investors are paid")
        if not 1 <= s.level[p] <= data.tower_cells:
            raise IllegalAction("PA-10.4", "a player has 1 to {top} towers built", top=data.tower_cells)
        towers = sum(1 for kind, owner in s.structures.values() if kind == "tower" and owner == p)
        if towers != s.level[p]:
            raise IllegalAction("PA-10.4", "the towers on the board are the towers off the grid board")
        winds = sum(1 for kind, owner in s.structures.values() if kind == "wind" and owner == p)
        if s.wind_supply[p] < 0 or winds + s.wind_supply[p] != data.per_player["wind_farm"]:
            raise IllegalAction("PA-2.2", "each player has {count} wind farms", count=data.per_player["wind_farm"])
        if len(s.bulldozers[p]) != data.per_player["bulldozer"] or any(x not in places for x in s.bulldozers[p]):
            raise IllegalAction(
                "PA-3.7", "each player has {count} bulldozers, each in one place", count=data.per_player["bulldozer"]
            )
        if len(s.income[p]) != len(MARKETS) or not all(0 <= x <= data.income_last for x in s.income[p]):
            raise IllegalAction("PA-10.13", "an income marker stands on its track")
        if set(s.rows[p]) != set(ROWS) or any(len(s.rows[p][r]) != len(data.slots[r]) for r in ROWS):
            raise IllegalAction("PA-9.2", "a company board has its two rows of slots")
        on_board = [held[0] for r in ROWS for held in s.rows[p][r] if held is not None]
        if any(held is not None and held[1] not in ("left", "right") for r in ROWS for held in s.rows[p][r]):
            raise IllegalAction("PA-9.3", "a card on the company board leaves its left or right tab visible")
        if set(s.on_cards[p]) - set(on_board):
            raise IllegalAction("PA-9.13", "a link token lies only on a card on the company board")
        owned = s.hands[p] + on_board
        if sorted(c for c in owned if not data.cards[c].specialist) != sorted(data.starting_cards):
            raise IllegalAction(
                "PA-6.11", "each player holds the eight starting cards, in hand or on the company board"
            )
        cards_seen += [c for c in owned if data.cards[c].specialist] + s.held_scoring[p]
        own = s.links[p] + [t for tokens in s.on_cards[p].values() for t in tokens]
        if own.count(data.starting_link) != 1:
            raise IllegalAction("PA-6.12", "each player has one starting link token, in the play area or on a card")
        links_seen += [t for t in own if t != data.starting_link]
        for cell, token in s.grids[p].items():
            if cell not in data.transformers or token not in data.contracts:
                raise IllegalAction("PA-16.3", "a grid board holds contract tokens in its transformer cells")
            if data.transformers[cell].column > s.level[p]:
                raise IllegalAction("PA-16.3", "a contract token lies only in an unlocked cell")
        if len(s.bonus_slots[p]) != len(data.bonus_slots):
            raise IllegalAction("PA-12.5", "a company board has {count} tower bonus slots", count=len(data.bonus_slots))
        if any(c not in data.vc_columns or c > s.level[p] for c in s.vc[p]) or len(set(s.vc[p])) != len(s.vc[p]):
            raise IllegalAction("PA-19.1", "a venture-capital token lies in an unlocked slot of its own")
    for site, (kind, owner) in s.structures.items():
        if site not in sites or kind not in ("tower", "wind") or not 0 <= owner < n:
            raise IllegalAction("PA-3.11", "a building site holds one tower or wind farm of a player")
    beside = Counter(x for places_ in s.bulldozers for x in places_ if x in sites)
    start = {site.id for site in data.sites.values() if site.starting_bulldozer}
    if any(k > 1 and site not in start for site, k in beside.items()):
        raise IllegalAction("PA-3.11", "one bulldozer at most stands beside a site (the starting site aside, AMB-02)")
    parked = Counter(x for places_ in s.bulldozers for x in places_ if x in data.parking)
    if any(k > data.parking[x].capacity for x, k in parked.items()):
        raise IllegalAction("PA-15.1", "a parking space is full")
    cards_seen += s.spec_action_deck + s.spec_action_row + s.spec_scoring_deck + s.spec_scoring_row
    stray = _stray(cards_seen, [*data.specialist_actions, *data.scoring_cards])
    if stray:
        raise IllegalAction(
            "PA-23.1", "the specialist card {item} is unknown or in {count} places", item=stray[0], count=stray[1]
        )
    stray = _stray(links_seen, [t for t in data.link_tokens if t != data.starting_link])
    if stray:
        raise IllegalAction(
            "PA-14.1", "the link token {item} is unknown or in {count} places", item=stray[0], count=stray[1]
        )
    tokens = [t for t in s.contracts.values() if t] + [t for t in s.solar.values() if t] + s.removed
    tokens += [t for p in range(n) for t in s.grids[p].values()]
    stray = _stray(tokens, data.contracts)
    if stray:
        raise IllegalAction(
            "PA-11.1", "the contract token {item} is unknown or in {count} places", item=stray[0], count=stray[1]
        )
    bonus = [t for t in s.bonus_board.values() if t] + [t for p in range(n) for t in s.bonus_slots[p] if t]
    stray = _stray(bonus, data.bonus_tokens)
    if stray:
        raise IllegalAction(
            "PA-12.5", "the tower bonus token {item} is unknown or in {count} places", item=stray[0], count=stray[1]
        )
    markets = [c for row in s.market_rows.values() for c in row if c]
    markets += [c for deck in s.market_decks.values() for c in deck] + [c for p in range(n) for c in s.market_cards[p]]
    stray = _stray(markets, data.market_cards)
    if stray:
        raise IllegalAction(
            "PA-18.3", "the external market card {item} is unknown or in {count} places", item=stray[0], count=stray[1]
        )
    if any(slot not in data.contract_slots and slot not in data.solar_slots for slot in s.transformers):
        raise IllegalAction("PA-16.3", "a transformer lies only on a contract slot or the solar track")
    for owner, cell in s.transformers.values():
        if not 0 <= owner < n or cell not in s.grids[owner]:
            raise IllegalAction("PA-16.3", "a transformer on the board came from a cell holding its contract token")
    total = int(data.setup["batteries_in_supply_per_player"]) * n + (n if s.options.alt("AMB-01") else 0)
    if s.battery_supply < 0 or s.battery_supply + sum(s.batteries) > total:
        raise IllegalAction("PA-4.11", "there are {count} batteries in the game", count=total)
    if not 0 <= s.scorings <= 3:
        raise IllegalAction("PA-28.2", "a game has three scorings")
