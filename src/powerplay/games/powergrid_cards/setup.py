"""Setup (CG-2): options, turn order, the opening plant market, the plant deck, the resource
market. Every random step draws from the game's seeded generator (CG-2.1, CG-12.3)."""

from __future__ import annotations

from collections.abc import Mapping
from functools import lru_cache
from typing import Any

from ...core.errors import IllegalAction
from ...core.options import read_config
from ...core.protocol import Event
from ...core.rng import Rng
from . import auction, datasets
from .data import ORM, TRUST, Components
from .market import insert
from .messages import event
from .options import CardGameConfig
from .resources import sort_column
from .state import Options, Phase, State


def options_from_config(config: Mapping[str, Any]) -> Options:
    """CG-2.1: read a config (``CardGameConfig``). ``trust`` defaults to on for 2 players (D-1) and
    plays only with 2 (CG-10.1).

    The search bots read the same few configs for every determinisation (``determinize.Template``):
    a config read before is answered from a cache keyed by its exact items, the class of each value
    included (``1`` is no ``true``)."""
    if isinstance(config, Mapping):
        try:
            return _read_options(tuple((key, value.__class__, value) for key, value in config.items()))
        except TypeError:  # a value that cannot be a cache key (a list): read it uncached
            pass
    return _options(config)


@lru_cache(maxsize=64)
def _read_options(items: tuple[tuple[str, type, Any], ...]) -> Options:
    return _options({key: value for key, _, value in items})


def _options(config: Mapping[str, Any]) -> Options:
    c = read_config(CardGameConfig, config)
    trust = c.players == 2 if c.trust is None else c.trust
    if trust and c.players != 2:
        raise IllegalAction("CG-2.1", "the Trust plays only in 2-player games (CG-10.1)")
    return Options(
        players=c.players,
        trust=trust,
        demolition=c.demolition,
        hidden_money=c.hidden_money,
        bidding_in_turn_order=c.bidding_in_turn_order,
        limited_singles=c.limited_singles,
    )


def empty_state(opts: Options, data: Components, rng: int) -> State:
    """A state with nothing dealt: every field present, every list empty (position reading fills it)."""
    n = opts.players
    return State(
        options=opts,
        data=data,
        rng=rng,
        round=1,
        phase=Phase.AUCTION,
        final=False,
        order=[],
        money=[0] * n,
        plants=[[] for _ in range(n)],
        cards=[[] for _ in range(n)],
        singles=[[0, 0, 0, 0] for _ in range(n)],
        value=list(data.card_amount),
        bought=[False] * n,
        passed=[False] * n,
        bought_plant=[-1] * n,
        income=[None] * n,
        market=[],
        discount=-1,
        deck=[],
        box=[],
        removed=[],
        orm_resolved=False,
        reduced=False,
        auction=None,
        pending="",
        pending_seat=-1,
        trust_plants=[],
        trust_cards=[],
        trust_singles=[0, 0, 0, 0],
        trust_took=False,
        col1=[0, 0, 0, 0],
        columns=[[], [], []],
        res_deck=[],
        discard=[],
        plusplus=[],
        unused=[],
        supply=list(data.singles),
        created=[0, 0, 0, 0],
        reshuffles=0,
        demolition=[],
        demolished=0,
        queue=[],
        winners=[],
    )


def demolition_deck(opts: Options, data: Components) -> list[int]:
    """CG-11.3: the card game's 5 cards, card 1 on top."""
    if not opts.demolition:
        return []
    return list(range(data.demolition_used))[: len(data.demolition)]


def new_state(config: Mapping[str, Any], seed: int) -> tuple[State, list[Event]]:
    """CG-2: a new game from a config and a seed, with the config's data set (``data``: its digest;
    none: the built-in stand-ins)."""
    opts = options_from_config(config)
    data = datasets.find(config.get("data"))
    n = opts.players
    rng = Rng(seed)
    row = data.by_players(n)
    out: list[Event] = []
    # CG-2.3, CG-2.4: the CEO cards in a random row; the Trust always at position 2
    order = list(range(n))
    rng.shuffle(order)
    if opts.trust:
        order.insert(1, TRUST)
    # CG-2.6: 8 of the 13 small plants open the market, in arrival order
    small = list(data.small)
    rng.shuffle(small)
    opening, rest_small = small[: data.opening], small[data.opening :]
    s = empty_state(opts, data, 0)
    for plant in opening:
        insert(s, plant)
    # CG-2.7: removals unseen, one small plant on top, the ORM card at the bottom
    big = list(data.big)
    rng.shuffle(big)
    box = rest_small[: row["removeSmall"]] + big[: row["removeBig"]]
    rest_small, big = rest_small[row["removeSmall"] :], big[row["removeBig"] :]
    top, rest_small = rest_small[0], rest_small[1:]
    deck = rest_small + big
    rng.shuffle(deck)
    s.deck = [ORM] + deck + [top]
    s.box = box
    # CG-2.8: the resource deck for this player count; N cards into each of columns 2, 3, 4
    used = [c.index for c in data.cards if c.kind == "regular" and n in c.players]
    s.unused = [c.index for c in data.cards if c.kind == "regular" and n not in c.players]
    rng.shuffle(used)
    per = row["resourceCardsPerColumn"]
    for k in range(3):
        for _ in range(per):
            s.columns[k].append(used.pop())
        sort_column(s, s.columns[k])
    s.res_deck = used
    s.discard = list(data.plus)  # CG-2.9
    s.plusplus = list(data.plusplus)
    s.demolition = demolition_deck(opts, data)
    s.order = order
    s.money = [row["startMoney"]] * n
    s.rng = rng.state
    out.append(event("setup", {"order": s.order[:], "market": [data.label[p] for p in s.market]}))
    auction.begin(s, out)
    return s, out
