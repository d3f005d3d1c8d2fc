"""Invariants of a Power Grid game that must hold after every action (LESSONS: "cards vanish").

``check_invariants(game)`` raises ``AssertionError`` naming the broken rule. It reads the engine
state directly (the position format would cost a JSON round trip per action) and is meant for
random-play tests; any test may call it on a game it built::

    from invariants import check_invariants
    check_invariants(game)

``check_illegal_refused(game, action)`` asserts that an illegal action raises
:class:`IllegalAction` and changes nothing. ``pick_action(game, rng)`` is a random player whose
games reach every Step.
"""

from __future__ import annotations

from powerplay.core.errors import IllegalAction
from powerplay.games.powergrid.building import build_cost
from powerplay.games.powergrid.data import (
    CAPACITY,
    CLASSIC,
    EMPTY,
    PLANT_NUMBERS,
    RESOURCES,
    SETUP,
    STEP3,
    TOKENS,
    TRUST,
)
from powerplay.games.powergrid.state import Phase
from powerplay.games.powergrid.storage import fits, fuel_needs

HOUSES = SETUP["global"]["_housesForCities"]  # 22 − 2 on the tracks (PG-3.4)
TRUST_HOUSES = SETUP["trust"]["housesForCities"]  # PG-14.2 a
PHASE_OUT_PLANT = SETUP["mapSides"]["germany"]["nuclearPhaseOutPlant"]
ALL_CARDS = sorted(PLANT_NUMBERS + (STEP3,))


def _max_plants(s) -> int:
    """PG-6.9 a: 3 plants (classic C-09: 4 with 2 players)."""
    if s.options.classic:
        return CLASSIC["maxPlants"][str(s.players)]
    return SETUP["global"]["maxPlantsPerPlayer"]


def _houses(s) -> int:
    """PG-3.4: 20 houses for cities (classic: ``housesForCities`` of classic.json)."""
    return CLASSIC["housesForCities"] if s.options.classic else HOUSES


def _end_cities(s) -> int:
    key = str(s.players)
    return CLASSIC["endCities"][key] if s.options.classic else SETUP["byPlayers"][key]["endCities"]


def check_invariants(game) -> None:
    """Assert every invariant of the current state of ``game`` (a PowerGridGame)."""
    s = game.state
    n = s.players
    usa_storage = s.options.map == "usa" and not s.options.classic
    humans = range(n)

    # PG-1.4: tokens are conserved per type.
    for r, name in enumerate(RESOURCES):
        where = {
            "market": s.market[r],
            "supply": s.supply[r],
            "storage": s.storage if r == 0 else 0,
            "players": sum(s.res[p][r] for p in humans),
            "trust": s.trust_res[r],
            "marks": len(s.marks) if r == 3 else 0,
        }
        assert min(where.values()) >= 0, f"PG-1.4: negative {name} somewhere: {where}"
        assert sum(where.values()) == TOKENS[r], f"PG-1.4: {name} tokens not conserved: {where}"
        assert s.market[r] <= CAPACITY[r], f"PG-3.5: {name} market over capacity"
    if usa_storage:
        assert s.supply[0] == 0, "PG-12.2 a: on the USA side coal is never in the general supply"
    else:
        assert s.storage == 0, "PG-12.2 d: only the USA side has a coal storage"

    # Money, plants, storage.
    max_plants = _max_plants(s)
    for p in humans:
        assert s.money[p] >= 0, f"P{p + 1} has negative money {s.money[p]}"
        k = len(s.plants[p])
        if s.scrapper == p:
            assert k == max_plants + 1, f"PG-6.9: P{p + 1} scraps with {k} plants"
        else:
            assert k <= max_plants, f"PG-6.9: P{p + 1} owns {k} plants"
        assert s.plants[p] == sorted(set(s.plants[p])), f"P{p + 1} plants not a sorted set: {s.plants[p]}"
        assert fits(tuple(s.plants[p]), s.res[p]), f"PG-2.7: P{p + 1}'s plants {s.plants[p]} cannot hold {s.res[p]}"
    if s.options.trust:
        assert len(s.trust_plants) <= 3, "PG-14.5: the trust owns more than 3 plants"
        c, o, g, u, h, _ = fuel_needs(tuple(s.trust_plants))
        tr = s.trust_res
        assert tr[2] <= g and tr[3] <= u and tr[0] + tr[1] <= c + o + h, (
            f"PG-14.7 a: the trust keeps surplus tokens {tr} on {s.trust_plants}"
        )
    else:
        assert not s.trust_plants and not s.trust_cities and not any(s.trust_res)

    # Houses and city slots (PG-8.6, PG-14.4 c).
    for p in humans:
        assert len(s.cities[p]) <= _houses(s), f"PG-8.7: P{p + 1} has {len(s.cities[p])} cities"
        assert len(set(s.cities[p])) == len(s.cities[p]), f"PG-8.6 c: P{p + 1} twice in a city"
        assert (s.conn[p] is None) == (not s.cities[p])
    assert len(s.trust_cities) + s.trust_houses == (TRUST_HOUSES if s.options.trust else 0), (
        "PG-14.2: trust houses are not 16"
    )
    assert 0 <= s.trust_houses <= TRUST_HOUSES
    owners: dict[int, set[int]] = {p: set() for p in humans}
    owners[TRUST] = set()
    for c, slots in enumerate(s.slots):
        taken = [x for x in slots if x != EMPTY]
        if not taken:
            continue
        assert s.zone.in_zone[c], f"PG-8.5 b: a house outside the zone in {s.zone.board.cities[c]}"
        assert len(set(taken)) == len(taken), f"PG-8.6 c: one owner twice in {s.zone.board.cities[c]}"
        for i, x in enumerate(slots):
            if x == EMPTY:
                continue
            owners[x].add(c)
            if x == TRUST:
                assert i in (0, 1), "PG-14.4 c: a trust house on slot 20"
            else:
                assert i < s.step, f"PG-8.6 a: a house on slot {10 + 5 * i} in Step {s.step}"
                assert all(y != EMPTY for y in slots[:i]), (
                    f"PG-8.6 b: a house on slot {10 + 5 * i} of {s.zone.board.cities[c]} with a cheaper slot empty"
                )
    for p in humans:
        assert owners[p] == set(s.cities[p]), f"P{p + 1}'s cities and the board disagree"
    assert owners[TRUST] == set(s.trust_cities), "the trust's cities and the board disagree"

    # Plant market (PG-3.9 d, PG-10.5, PG-10.8).
    cur, fut = s.current, s.future
    assert cur == sorted(cur) and fut == sorted(fut), f"PG-3.9 d: market rows unsorted {cur} / {fut}"
    pending = 1 if s.scrapper >= 0 else 0  # the replacement comes after the scrap
    if s.step < 3:
        assert not fut or not cur or cur[-1] < fut[0], f"PG-3.9 d: current {cur} not the 4 lowest of {fut}"
        size = 6 if s.step3_next_round else 8  # classic C-13: Step 3 card out in Phase 4, Step 3 in Phase 5
        assert len(cur) == 4 - pending and len(cur) + len(fut) == size - pending, (
            f"PG-10.8: Steps 1–2 market {cur} / {fut}"
        )
    else:
        assert not fut, "PG-10.5 a: no future market in Step 3"
        assert STEP3 not in cur
        assert len(cur) == 6 - pending if s.deck else len(cur) <= 6, f"PG-10.8: Step 3 market {cur}"
    if s.discount:
        assert s.phase == Phase.AUCTION and not s.options.classic, "PG-6.8 c: a discount outside Phase 2"
        assert cur and s.discount == cur[0], f"PG-6.2: discount on {s.discount}, market {cur}"

    # Every card in exactly one place (LESSONS).
    places = {
        "deck": s.deck,
        "current": cur,
        "future": fut,
        "removed": s.removed,
        "box": s.box,
        "trust": s.trust_plants,
        **{f"P{p + 1}": s.plants[p] for p in humans},
    }
    cards = sorted(c for where in places.values() for c in where)
    assert cards == ALL_CARDS, f"cards lost or duplicated: {places}"
    assert set(s.under) <= set(s.deck), "PG-9.4 a: a plant 'under the deck' is not in the deck"
    if STEP3 in s.removed:
        assert s.step == 3 or s.step3_next_round, "PG-10.4 e: the Step 3 card is out but no Step 3"
    if s.step == 3:
        assert STEP3 in s.removed
    if s.step2_owed:  # PG-10.6: owed only in Step 1, until Step 3 begins
        assert s.step == 1 and s.step3_next_round, "PG-10.6: Step 2 effects owed outside Step 1"

    # Steps and the end (PG-9.1, PG-10.2, PG-11.1).
    assert s.step in (1, 2, 3)
    biggest = max(len(c) for c in s.cities)
    if s.phase in (Phase.AUCTION, Phase.RESOURCES, Phase.BUREAUCRACY):
        assert biggest < _end_cities(s), "PG-11.1: the game should have ended"
    if s.step == 1 and s.options.classic:  # C-12: at once, when the city is connected
        assert biggest < CLASSIC["step2Cities"][str(n)], "C-12: Step 2 should have begun"
    elif s.step == 1 and s.phase in (Phase.AUCTION, Phase.RESOURCES):  # PG-10.2 a: at the start of Phase 5
        assert biggest < SETUP["byPlayers"][str(n)]["step2Cities"], "PG-10.2 a: Step 2 should have begun"

    # Germany nuclear phase-out (PG-12.1).
    owned = {c for p in humans for c in s.plants[p]} | set(s.trust_plants)
    if s.options.map == "germany" and not s.options.classic and PHASE_OUT_PLANT in owned:
        assert s.phase_out, "PG-12.1: plant 39 was acquired but uranium is still refilled"
    if s.phase_out:
        assert s.options.map == "germany" and not s.options.classic

    # Starting-city marks (PG-13).
    assert len(set(s.marks)) == len(s.marks)
    for c in s.marks:
        assert s.zone.in_zone[c]
        if s.step == 1:  # PG-13.2–13.3: a marked city is entered only to start there, which unmarks it
            assert all(x in (EMPTY, TRUST) for x in s.slots[c]), "PG-13.3: a human house in a marked city"

    # Somebody can act, or the game is over (LESSONS: no stuck games).
    if game.is_over:
        assert s.phase == Phase.OVER and game.current_player is None and not game.legal_actions()
        assert s.winners and all(0 <= w < n for w in s.winners), "PG-14.10: only humans win"
    else:
        p = game.current_player
        assert p is not None and 0 <= p < n, f"no current player in {s.phase}"
        assert game.legal_actions(), f"P{p + 1} has no legal action in {s.phase}"


def check_illegal_refused(game, action) -> None:
    """An illegal action raises IllegalAction and leaves the position and history unchanged."""
    before = game.to_json()
    history = list(game.history)
    try:
        game.apply(action)
    except IllegalAction:
        pass
    else:  # pragma: no cover - the failure message is the point
        raise AssertionError(f"illegal action {action!r} was accepted in {game!r}")
    assert game.to_json() == before, f"refused action {action!r} changed the position"
    assert game.history == history


def pick_action(game, rng, pass_prob: float = 0.3, uniform: bool = False):
    """A random legal action for random-play tests, from ``rng`` (a ``random.Random``).

    ``uniform`` picks uniformly among all legal actions. Otherwise the choice is biased towards
    games that reach every Step: small bids, passing in auctions with ``pass_prob``, building cheap
    cities, running the plants that power most.
    """
    acts = game.legal_actions()
    if uniform or len(acts) == 1:
        return rng.choice(acts)
    kinds: dict[str, list] = {}
    for a in acts:
        kinds.setdefault(type(a).__name__, []).append(a)
    if "Power" in kinds:
        best = max(fuel_needs(a.plants)[5] for a in kinds["Power"])
        top = [a for a in kinds["Power"] if fuel_needs(a.plants)[5] == best]
        return rng.choice(top if rng.random() < 0.9 else acts)
    if "Build" in kinds:
        if rng.random() < 0.2:
            return rng.choice(kinds["Done"])
        s, p = game.state, game.current_player
        builds = sorted(kinds["Build"], key=lambda b: build_cost(s, p, s.zone.board.index[b.city]))
        return rng.choice(builds[:3]) if rng.random() < 0.8 else rng.choice(builds)
    if "Buy" in kinds:
        return rng.choice(kinds["Buy"]) if rng.random() < 0.6 else rng.choice(kinds["Done"])
    if "Bid" in kinds:
        bids = kinds["Bid"]
        if bids[0].plant == 0:  # a raise in a running auction
            if "Pass" in kinds and rng.random() < 0.6:
                return kinds["Pass"][0]
            return rng.choice(bids[:3])
        if "Pass" in kinds and rng.random() < pass_prob:
            return kinds["Pass"][0]
        plant = rng.choice(sorted({b.plant for b in bids}))
        mine = [b for b in bids if b.plant == plant]
        return rng.choice(mine[:3]) if rng.random() < 0.85 else rng.choice(mine)
    return rng.choice(acts)
