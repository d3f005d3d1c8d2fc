"""What every Power Grid position obeys, however it came about (docs/positions.md, "Validation").

``check(s)`` raises :class:`IllegalAction` naming the first rule the state breaks. The position
reader runs it on every position it reads, and the random-play tests run it after every action;
the hot paths (legal, apply, copy) never do.
"""

from __future__ import annotations

from ...core.errors import IllegalAction, Plural
from .auction import eligible, min_bid
from .building import end_cities, houses
from .bureaucracy import step2_threshold
from .common import max_plants
from .data import CAPACITY, CLASSIC, EMPTY, PLANT_NUMBERS, PLANTS, RESOURCES, SETUP, STEP3, TOKENS, TRUST
from .state import Phase, State
from .storage import fits, fuel_needs

ALL_CARDS = (*PLANT_NUMBERS, STEP3)
"""PG-1.3: the 42 plants and the Step 3 card."""
TRUST_HOUSES = SETUP["trust"]["housesForCities"]
PHASE_OUT_PLANT = SETUP["mapSides"]["germany"]["nuclearPhaseOutPlant"]
SETUP_PHASES = (Phase.TRUST_SETUP, Phase.MARK_CITIES)


def check(s: State) -> None:
    """Every rule below, in order: the first one broken is raised."""
    _turn(s)
    _plants(s)
    _tokens(s)
    _houses(s)
    _steps(s)


def queue_of(s: State) -> list[int]:
    """Who still acts in Phases 3–5, from the turn order and the acted markers (PG-4.4): reverse
    turn order in Phases 3 and 4 (PG-7.1, PG-8.1), turn order in Phase 5 (PG-9.2 a); the trust buys
    between positions 3 and 1 (PG-14.7 e), here while neither has acted."""
    if s.phase in (Phase.RESOURCES, Phase.BUILDING):
        queue = [p for p in s.order[::-1] if not s.done[p]]
        if s.phase == Phase.RESOURCES and s.options.trust and not s.done[s.order[0]] and not s.done[s.order[1]]:
            queue.insert(len(queue) - 1, TRUST)
        return queue
    if s.phase == Phase.BUREAUCRACY:
        return [p for p in s.order if not s.done[p]]
    return []


def _turn(s: State) -> None:
    """Round, phase, Step, money, and who acts (PG-4, PG-6, PG-13, PG-14.2, PG-11.3)."""
    n = s.players
    if s.round < 1:
        raise IllegalAction("PG-4.1", "round {round}: rounds count from 1", round=s.round)
    if s.step not in (1, 2, 3):
        raise IllegalAction("PG-4.3", "step {step}: the game has Steps 1, 2 and 3", step=s.step)
    for p in range(n):
        if s.money[p] < 0:
            raise IllegalAction(
                "PG-1.6", "{player} has {money} Elektro: nobody pays more than they have", player=p, money=s.money[p]
            )
        if s.powered[p] < 0:
            raise IllegalAction("PG-9.2 c", "{player} powered {powered} cities", player=p, powered=s.powered[p])
    if s.phase == Phase.TRUST_SETUP and not s.options.trust:
        raise IllegalAction("PG-14.2", "the trust's setup belongs to the 2-player game")
    if s.phase == Phase.MARK_CITIES and not s.options.starting_cities:
        raise IllegalAction("PG-13.1", "starting cities are marked only in the starting-cities variant")
    setup = s.phase in SETUP_PHASES
    if setup != bool(s.setup_queue) or any(not 0 <= p < n for p in s.setup_queue):
        rule = "PG-13.1" if s.phase == Phase.MARK_CITIES else "PG-14.2 c"
        raise IllegalAction(
            rule, "the setup queue {value}: the seats still to place, during the setup only", value=list(s.setup_queue)
        )
    humans = [p for p in queue_of(s) if p != TRUST]
    trust_turn = (
        TRUST not in s.queue
        or (  # PG-14.7 e: the trust buys right before position 1
            s.phase == Phase.RESOURCES and s.queue.count(TRUST) == 1 and s.queue[-2:] == [TRUST, s.order[0]]
        )
    )
    if [p for p in s.queue if p != TRUST] != humans or not trust_turn:
        raise IllegalAction(
            "PG-4.5",
            "the queue {parties} is not the players still to act in {phase}, in this phase's order: {others}",
            parties=list(s.queue),
            phase=s.phase,
            others=queue_of(s),
        )
    if s.phase == Phase.OVER:
        if not s.winners or any(not 0 <= w < n for w in s.winners):
            raise IllegalAction(
                "PG-11.3", "a finished game names its winners among the players, not {value}", value=list(s.winners)
            )
    elif s.winners:
        raise IllegalAction("PG-11.3", "winners are named only when the game is over")
    if (s.auction is not None or s.scrapper >= 0) and s.phase != Phase.AUCTION:
        raise IllegalAction("PG-6.5", "an auction or a scrap in {phase}", phase=s.phase)
    a = s.auction
    if a is not None:
        if s.scrapper >= 0:
            raise IllegalAction("PG-6.5 e", "a scrap is settled before the next auction")
        if a.plant not in s.current or a.plant == STEP3:
            raise IllegalAction("PG-6.4 a", "the auction's plant {value} is not in the current market", value=a.plant)
        bidders = eligible(s)
        if len(a.active) < 2 or len(set(a.active)) != len(a.active) or any(p not in bidders for p in a.active):
            raise IllegalAction(
                "PG-6.5", "the bidders {value} must be two or more players still in this phase", value=list(a.active)
            )
        if a.leader not in a.active or a.to_act not in a.active or a.to_act == a.leader:
            raise IllegalAction("PG-6.5 c", "the leader and the player to answer are two bidders still in")
        if a.starter not in bidders:
            raise IllegalAction(
                "PG-6.6", "{player}, who put the plant up, has acquired a plant or passed", player=a.starter
            )
        if a.high < min_bid(s, a.plant):
            raise IllegalAction(
                "PG-6.4 b", "the high bid {bid} is below plant {plant}'s minimum bid", bid=a.high, plant=a.plant
            )
    if s.scrapper >= 0:
        p = s.scrapper
        if p >= n or len(s.plants[p]) != max_plants(s) + 1 or s.scrap_new not in s.plants[p]:
            raise IllegalAction(
                "PG-6.9 a", "{party} scraps only on acquiring plant {value} as one too many", party=p, value=s.scrap_new
            )


def _plants(s: State) -> None:
    """Plant cards (PG-1.3), each player's plants (PG-6.9, PG-14.5) and the plant market (PG-3.9 d,
    PG-6.2, PG-10)."""
    places: dict[int | str, list[int]] = {
        "deck": s.deck,
        "current": s.current,
        "future": s.future,
        "removed": s.removed,
        "box": s.box,
        "trust-plants": s.trust_plants,
        **{p: s.plants[p] for p in range(s.players)},
    }
    where: dict[int, int | str] = {}
    for name, cards in places.items():
        for c in cards:
            if c not in PLANTS and c != STEP3:
                raise IllegalAction("PG-1.3", "there is no plant {value} ({place})", value=c, place=name)
            if c in where:
                raise IllegalAction(
                    "PG-1.3",
                    "{card} is in two places: {place} and {other_place}",
                    card=c,
                    place=where[c],
                    other_place=name,
                )
            where[c] = name
    missing = [c for c in ALL_CARDS if c not in where]
    if missing:
        raise IllegalAction("PG-1.3", "{cards} missing", cards=missing)
    for x in (*s.box, *(c for p in s.plants for c in p), *s.trust_plants):
        if x == STEP3:
            raise IllegalAction("PG-10.3", "the Step 3 card is not a plant anybody owns")
    if any(c not in s.deck for c in s.under):
        raise IllegalAction(
            "PG-9.4 a", "plants 'under the deck' {plants} that are not in the deck", plants=list(s.under)
        )
    limit = max_plants(s)
    for p in range(s.players):
        own = s.plants[p]
        if own != sorted(own):
            raise IllegalAction(
                "PG-2.1", "{player}'s plants {plants} are not in number order", player=p, plants=list(own)
            )
        if len(own) > limit + (1 if s.scrapper == p else 0):
            raise IllegalAction(
                "PG-6.9 a", "{player} owns {count} plants; at most {limit}", player=p, count=len(own), limit=limit
            )
    if s.options.trust:
        if len(s.trust_plants) > 3:
            raise IllegalAction("PG-14.5", "the trust owns {count} plants; at most 3", count=len(s.trust_plants))
    elif s.trust_plants or s.trust_cities or any(s.trust_res) or s.trust_houses:
        raise IllegalAction("PG-14.1", "only the 2-player game has a trust")
    cur, fut = s.current, s.future
    if cur != sorted(cur) or fut != sorted(fut):
        raise IllegalAction(
            "PG-3.9 d",
            "the market rows {current} / {future} are not in number order",
            current=list(cur),
            future=list(fut),
        )
    scrap = 1 if s.scrapper >= 0 else 0  # the replacement comes after the scrap
    if s.step < 3:
        if cur and fut and cur[-1] > fut[0]:
            raise IllegalAction(
                "PG-3.9 d", "the current market {current} is not the 4 lowest of the market", current=list(cur)
            )
        if STEP3 in cur:
            raise IllegalAction("PG-10.3 a", "the Step 3 card sorts after every plant: it is never current")
        size = 6 if s.step3_next_round else 8  # the Step 3 card came up in Phase 5 (classic C-13: Phase 4)
        if len(cur) != 4 - scrap or len(cur) + len(fut) != size - scrap:
            raise IllegalAction(
                "PG-10.8",
                "in Steps 1–2 the market holds 4 + 4 cards, not {current} / {future}",
                current=list(cur),
                future=list(fut),
            )
    else:
        if fut:
            raise IllegalAction("PG-10.5 a", "Step 3 has no future market: {future}", future=list(fut))
        if STEP3 in cur:
            raise IllegalAction("PG-10.3 d", "the Step 3 card is out of the game in Step 3")
        if len(cur) > 6 - scrap or (s.deck and len(cur) != 6 - scrap):
            raise IllegalAction(
                "PG-10.8",
                "in Step 3 the market holds 6 plants (fewer once the deck is empty): {current}",
                current=list(cur),
            )
    if s.discount:
        if s.phase != Phase.AUCTION or s.options.classic:
            raise IllegalAction("PG-6.8 c", "the discount token lies on a plant only in Phase 2")
        if not cur or s.discount != cur[0]:
            raise IllegalAction(
                "PG-6.2", "the discount token lies on {value}, not the lowest current plant", value=s.discount
            )


def _tokens(s: State) -> None:
    """Resource tokens (PG-1.4, PG-3.5, PG-12.2) and what the plants hold (PG-2.3, PG-2.7, PG-14.7 a)."""
    n = s.players
    usa = s.options.map == "usa" and not s.options.classic
    for r, name in enumerate(RESOURCES):
        where: dict[int | str, int] = {
            "market": s.market[r],
            "supply": s.supply[r],
            "storage": s.storage if r == 0 else 0,
            **{p: s.res[p][r] for p in range(n)},
            "trust-plants": s.trust_res[r],
            "marks": len(s.marks) if r == 3 else 0,
        }
        for place, k in where.items():
            if k < 0:
                raise IllegalAction("PG-1.4", "{quantity} on {place}", quantity=(k, name), place=place)
        if s.market[r] > CAPACITY[r]:
            raise IllegalAction(
                "PG-3.5",
                "the {resource} track has {count} slots, not {value}",
                resource=name,
                count=CAPACITY[r],
                value=s.market[r],
            )
        total = sum(where.values())
        if total != TOKENS[r]:
            raise IllegalAction(
                "PG-1.4",
                Plural(
                    "the game has {n} {resource} tokens, not {total}: {counts}",
                    "the game has {n} {resource} tokens, not {total}: {counts}",
                    "n",
                ),
                n=TOKENS[r],
                resource=name,
                total=total,
                counts=[(k, place) for place, k in where.items() if k],
            )
    if usa and s.supply[0]:
        raise IllegalAction("PG-12.2 a", "on the USA side coal is kept in the storage, not the supply")
    if not usa and s.storage:
        raise IllegalAction("PG-12.2 d", "only the USA side has a coal storage")
    for p in range(n):
        if not fits(tuple(s.plants[p]), s.res[p]):
            if not s.plants[p]:
                raise IllegalAction(
                    "PG-2.3", "{player} has no plants to hold {resources} (PG-2.7)", player=p, resources=list(s.res[p])
                )
            raise IllegalAction(
                "PG-2.3",
                "{player}'s plants ({plants}) cannot hold {resources} (PG-2.7)",
                player=p,
                plants=list(s.plants[p]),
                resources=list(s.res[p]),
            )
    c, o, g, u, h, _ = fuel_needs(tuple(s.trust_plants))
    t = s.trust_res
    if t[2] > g or t[3] > u or t[0] + t[1] > c + o + h or t[0] > c + h or t[1] > o + h:
        raise IllegalAction(
            "PG-14.7 a",
            "the trust keeps only one run's fuel for {plants}, not {amounts}",
            plants=list(s.trust_plants),
            amounts=list(t),
        )
    if s.phase_out and (s.options.map != "germany" or s.options.classic):
        raise IllegalAction("PG-12.1", "the nuclear phase-out is a rule of the Germany side")
    acquired = {x for p in s.plants for x in p} | set(s.trust_plants)
    if PHASE_OUT_PLANT in acquired and s.options.map == "germany" and not s.options.classic and not s.phase_out:
        raise IllegalAction(
            "PG-12.1", "plant {plant} was acquired: uranium is no longer refilled", plant=PHASE_OUT_PLANT
        )


def _houses(s: State) -> None:
    """Houses on the map (PG-3.4, PG-8.5 b, PG-8.6, PG-13, PG-14.2, PG-14.4 c)."""
    n = s.players
    names = s.zone.board.cities
    limit = houses(s)
    for p in range(n):
        if len(s.cities[p]) > limit:
            raise IllegalAction(
                "PG-8.7",
                Plural(
                    "{player} has {cities} cities and only {n} house",
                    "{player} has {cities} cities and only {n} houses",
                    "n",
                ),
                player=p,
                cities=len(s.cities[p]),
                n=limit,
            )
        if len(set(s.cities[p])) != len(s.cities[p]):
            raise IllegalAction("PG-8.6 c", "{player} has two houses in one city", player=p)
    if s.trust_houses < 0 or len(s.trust_cities) + s.trust_houses != (TRUST_HOUSES if s.options.trust else 0):
        raise IllegalAction(
            "PG-14.2 a", "the trust has {count} houses, on the map or in its supply", count=TRUST_HOUSES
        )
    owners: dict[int, list[int]] = {p: [] for p in range(n)}
    owners[TRUST] = []
    for c, slots in enumerate(s.slots):
        taken = [x for x in slots if x != EMPTY]
        if not taken:
            continue
        if not s.zone.in_zone[c]:
            raise IllegalAction("PG-3.1", "a house in {city}, outside the regions in play", city=names[c])
        if len(set(taken)) != len(taken):
            raise IllegalAction("PG-8.6 c", "one owner has two houses in {city}", city=names[c])
        for i, x in enumerate(slots):
            if x == EMPTY:
                continue
            if x not in owners:
                raise IllegalAction(
                    "PG-3.2", "a house of seat {value} in {city}: no such player", value=x, city=names[c]
                )
            owners[x].append(c)
            if x == TRUST:
                if i > 1:
                    raise IllegalAction("PG-14.4 c", "a trust house on slot 20 of {city}", city=names[c])
                continue
            if i >= s.step:
                raise IllegalAction(
                    "PG-8.6 a",
                    Plural(
                        "{city} has a house on slot {slot}: Step {n} opens {n} slot",
                        "{city} has a house on slot {slot}: Step {n} opens {n} slots",
                        "n",
                    ),
                    city=names[c],
                    slot=10 + 5 * i,
                    n=s.step,
                )
            if any(y == EMPTY for y in slots[:i]):
                raise IllegalAction(
                    "PG-8.6 b",
                    "a house on slot {slot} of {city} with a cheaper slot empty",
                    slot=10 + 5 * i,
                    city=names[c],
                )
    for p in range(n):
        if sorted(owners[p]) != sorted(s.cities[p]):
            raise IllegalAction("PG-8.8", "{player}'s cities and their houses on the map disagree", player=p)
    if sorted(owners[TRUST]) != sorted(s.trust_cities):
        raise IllegalAction("PG-14.2 c", "the trust's cities and its houses on the map disagree")
    if len(set(s.marks)) != len(s.marks) or (s.marks and not s.options.starting_cities):
        raise IllegalAction(
            "PG-13.1", "starting-city marks {value}: one per city, variant only", value=[names[c] for c in s.marks]
        )
    for c in s.marks:
        if not s.zone.in_zone[c]:
            raise IllegalAction("PG-13.1", "a starting-city mark on {city}, outside the regions in play", city=names[c])
        if s.step == 1 and any(x not in (EMPTY, TRUST) for x in s.slots[c]):
            raise IllegalAction(
                "PG-13.3", "{city} is marked and has a player's house: the mark went back then", city=names[c]
            )


def _steps(s: State) -> None:
    """Steps and the end of the game (PG-9.1, PG-10, PG-11.1)."""
    if STEP3 in s.removed and not (s.step == 3 or s.step3_next_round):
        raise IllegalAction("PG-10.4 e", "the Step 3 card is out of the game but Step 3 has not begun")
    if s.step == 3 and STEP3 not in s.removed:
        raise IllegalAction("PG-10.3 d", "Step 3 has begun: the Step 3 card is out of the game")
    if s.step3_next_round and (s.step == 3 or STEP3 not in s.removed):
        raise IllegalAction("PG-10.4 e", "Step 3 is to begin next round only after the Step 3 card came up in Phase 5")
    if s.step3_revealed != (STEP3 in s.future):
        raise IllegalAction("PG-10.3 a", "the Step 3 card revealed in Phase 2 lies at the end of the future market")
    if s.step2_owed and not (s.step == 1 and s.step3_next_round):
        raise IllegalAction("PG-10.6", "Step 2's effects are owed only in Step 1, before Step 3 begins")
    biggest = max((len(c) for c in s.cities), default=0)
    if s.phase in (Phase.AUCTION, Phase.RESOURCES, Phase.BUREAUCRACY) and biggest >= end_cities(s):
        raise IllegalAction(
            "PG-11.1",
            Plural(
                "a network of {n} city ended the game after Phase 4",
                "a network of {n} cities ended the game after Phase 4",
                "n",
            ),
            n=biggest,
        )
    if s.step == 1 and s.options.classic:
        if biggest >= CLASSIC["step2Cities"][str(s.players)]:
            raise IllegalAction(
                "C-12",
                Plural("a network of {n} city has begun Step 2", "a network of {n} cities has begun Step 2", "n"),
                n=biggest,
            )
    elif s.step == 1 and s.phase in (Phase.AUCTION, Phase.RESOURCES) and biggest >= step2_threshold(s):
        raise IllegalAction(
            "PG-10.2 a",
            Plural(
                "a network of {n} city began Step 2 in the last Phase 5",
                "a network of {n} cities began Step 2 in the last Phase 5",
                "n",
            ),
            n=biggest,
        )
