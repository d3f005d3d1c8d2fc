"""The turns of Pampero: who decides, what they may decide, and carrying a decision out (PA-8,
PA-9.12, PA-24, PA-25), then everything that follows without a decision, up to the next one: the
rest of an effect, the bulldozer's follow-up, the next turn, consolidation, the turn-order phase, the
scorings and the next year (PA-1.6).

A decision owed lies on ``State.pending`` (the last one first); with none owed in the action phase,
the seat whose turn it is chooses its action (A1, A2 or A3, PA-8.2)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from ...core.errors import IllegalAction
from ...core.protocol import Event
from . import build, bulldozers, cards, consolidation, contracts, effects, grid, market, refusals, scoring, specialists
from .actions import (
    DONE,
    RETURN_ALL,
    TAKE_BATTERY,
    Action,
    Done,
    Link,
    Market,
    Move,
    Play,
    ReturnAll,
)
from .data import MARKETS, ROWS, SUPPLY, TABS, Card
from .state import Phase, State, Step

LINK = "link"
"""PA-14.1: a link token to put on the card just played."""

TARGETED = ("build_tower", "build_wind_farm", "fulfil_contract")
"""The operations whose target decides whom the card's zone value is paid to (PA-9.9)."""
OPTIONAL = ("play_link_token", "move_bulldozers")
"""The operations a card with others may skip when they cannot be carried out (PA-14.4)."""


def to_act(s: State) -> int | None:
    """The seat that decides now: the one a decision is owed by, else whose turn it is; None once over."""
    if s.phase == Phase.OVER:
        return None
    if s.pending:
        return s.pending[-1].seat
    return s.order[s.turn]


# ---- what may be decided ----------------------------------------------------------------------------------
def legal(s: State) -> list[Any]:
    """The seat's legal decisions (none once the game is over)."""
    if s.phase == Phase.OVER:
        return []
    if s.phase == Phase.SCORING:
        return scoring.legal(s)
    if s.pending:
        return _owed(s, s.pending[-1])
    return actions(s, s.order[s.turn])


def is_legal(s: State, action: Any) -> bool:
    """Whether ``action`` is one of the legal decisions, of the same kind: decisions without fields
    (``return all``, ``take battery``, ``done``) are equal tuples, told apart by their type. A card
    played is checked alone (the list of every card's plays costs far more)."""
    if type(action) is Play and s.phase == Phase.ACTIONS and not s.pending:
        return _plays(s, s.order[s.turn], action)
    return any(type(a) is type(action) and a == action for a in legal(s))


def _plays(s: State, seat: int, act: Play) -> bool:
    """``act`` is among ``actions(s, seat)``'s plays."""
    card = s.data.cards.get(act.card)
    if card is None or act.card not in s.hands[seat] or act.row not in ROWS or act.tab not in TABS:
        return False
    slot = cards.free_slot(s, seat, act.row)
    if slot is None or act.option not in _options(card):
        return False
    return playable(s, seat, card, cards.tab_of(s, act.row, slot, act.tab), act.option)


def actions(s: State, seat: int) -> list[Action]:
    """PA-8.2: A1 every card that can be played now, each row and tab (and a joker's each option); A2
    with at least two cards on the company board (PA-24.1, AMB-33); A3 always (PA-8.3)."""
    out: list[Action] = []
    for card_id in sorted(set(s.hands[seat])):
        card = s.data.cards[card_id]
        options = _options(card)
        for row in ROWS:
            slot = cards.free_slot(s, seat, row)
            if slot is None:
                continue
            for side in TABS:
                tab = cards.tab_of(s, row, slot, side)
                for option in options:
                    if playable(s, seat, card, tab, option):
                        out.append(Play(card_id, row, side, option))
    on_board = sum(1 for row in ROWS for held in s.rows[seat][row] if held is not None)
    if on_board >= int(s.data.setup["return_all_min_cards_on_company_board"]):
        out.append(RETURN_ALL)
    out.append(TAKE_BATTERY)
    return out


def _options(card: Card) -> tuple[int, ...]:
    """A joker's options, 1, 2, … (PA-21.2); 0 for a card without a choice."""
    if len(card.effect) == 1 and card.effect[0]["op"] == "choice":
        return tuple(range(1, len(card.effect[0]["options"]) + 1))
    return (0,)


def playable(s: State, seat: int, card: Card, tab: Any, option: int) -> bool:
    """PA-9.12 step 2: the zone the card may act in (PA-18.1), its payment (PA-9.11), and (AMB-40) every
    operation of its effect can be carried out — one a card with others may skip aside (PA-14.4)."""
    if card.frame.zone_only is not None and tab.zone != card.frame.zone_only:
        return False
    ops = effects.ops(s, effects.CARD, card.id, option)
    deferred = any(op["op"] in TARGETED for op in ops)
    if not deferred and not cards.payments(s, seat, card, tab, -1):
        return False
    target = _first_targeted(ops)
    possible = [_possible(s, seat, card, tab, option, op, op is target) for op in ops]
    if s.options.alt("AMB-40"):  # what cannot be carried out is skipped; with no target the bank is paid
        if target is None or any(ok for op, ok in zip(ops, possible, strict=True) if op is target):
            return True
        return bool(cards.payments(s, seat, card, tab, -1, _tower(ops)))
    essential = [ok for op, ok in zip(ops, possible, strict=True) if op["op"] not in OPTIONAL]
    if essential:
        return all(essential)
    return any(possible)


def _first_targeted(ops: Any) -> Mapping[str, Any] | None:
    return next((op for op in ops if op["op"] in TARGETED), None)


def _tower(ops: Any) -> bool:
    """Whether the effect builds a tower (a tower bonus may lower its battery cost, PA-12.6)."""
    return any(op["op"] == "build_tower" for op in ops)


def _possible(s: State, seat: int, card: Card, tab: Any, option: int, op: Mapping[str, Any], pays: bool) -> bool:
    name = op["op"]
    if name in ("build_tower", "build_wind_farm"):
        return bool(build.targets(s, seat, "tower" if name == "build_tower" else "wind", card, tab, option, pays, True))
    if name == "fulfil_contract":
        return bool(contracts.targets(s, seat, op, card, tab, pays, first=True))
    if name == "sell_external_market":
        return bool(market.sells(s, seat))
    if name == "take_venture_capital":
        return bool(market.ventures(s, seat))
    if name == "play_link_token":
        return bool(s.links[seat])
    if name == "move_bulldozers":
        return any(p != SUPPLY and p not in s.data.parking for p in s.bulldozers[seat])
    return True


def _owed(s: State, step: Step) -> list[Any]:
    """The choices of the decision owed."""
    seat = step.seat
    kind = step.kind
    if kind == build.BUILD:
        card, tab, option = cards.playing(s)
        return build.targets(s, seat, str(step.args[0]), card, tab, option, not s.paid)
    if kind == contracts.FULFIL:
        card, tab, option = cards.playing(s)
        op = effects.ops(s, effects.CARD, card.id, option)[int(step.args[1])]
        return contracts.targets(s, seat, op, card, tab, not s.paid)
    if kind == contracts.SECOND:
        card, tab, option = cards.playing(s)
        op = next(o for o in effects.ops(s, effects.CARD, card.id, option) if o["op"] == "fulfil_contract")
        return [*contracts.targets(s, seat, op, card, tab, False, (str(step.args[0]), int(step.args[1]))), DONE]
    return _CHOICES[kind](s, step)


def _links(s: State, step: Step) -> list[Link]:
    out = []
    for token in sorted(set(s.links[step.seat])):
        effect = s.data.link_tokens[token].effect
        if len(effect) == 1 and effect[0]["op"] == "choice":
            out += [Link(token, k) for k in range(1, len(effect[0]["options"]) + 1)]
        else:
            out.append(Link(token))
    return out


_CHOICES: dict[str, Callable[[State, Step], list[Any]]] = {
    LINK: _links,
    market.SELL: lambda s, step: list(market.sells(s, step.seat)),
    market.VENTURE: lambda s, step: list(market.ventures(s, step.seat)),
    contracts.TAKE_LINK: lambda s, step: list(contracts.take_links(step)),
    bulldozers.MOVES: lambda s, step: list(bulldozers.legal(s, step)),
    bulldozers.FOLLOW: lambda s, step: list(bulldozers.legal(s, step)),
    build.BONUS: lambda s, step: list(build.picks(s, str(step.args[0]))),
    build.PLACE: lambda s, step: list(build.places(step)),
    build.DISCARD: lambda s, step: list(build.discards(s, step)),
    effects.MARKET: lambda s, step: [Market(m) for m in MARKETS],
    effects.SPECIALIST: lambda s, step: list(specialists.choices(s)),
    consolidation.TAKE_BACK: lambda s, step: list(consolidation.choices(s, step.seat)),
}


# ---- carrying a decision out ----------------------------------------------------------------------------
def apply(s: State, action: Any) -> list[Event]:
    """Carry out a legal decision (one not legal now is refused with the rule it breaks, and changes
    nothing), then everything up to the next decision."""
    if s.phase == Phase.OVER:
        raise IllegalAction("PA-33.1", "the game is over")
    if not is_legal(s, action):
        raise _refusal(s, action)
    out: list[Event] = []
    if s.phase == Phase.SCORING:
        scoring.apply(s, action, out)
    elif s.pending:
        _decide(s, s.pending.pop(), action, out)
    else:
        _act(s, s.order[s.turn], action, out)
    advance(s, out)
    return out


def _act(s: State, seat: int, action: Any, out: list[Event]) -> None:
    """PA-8.2: the action of the turn (its action marker is the round)."""
    if isinstance(action, Play):
        _play(s, seat, action, out)
    elif isinstance(action, ReturnAll):
        _return_all(s, seat, out)
    else:
        _take_battery(s, seat, out)


def _play(s: State, seat: int, act: Play, out: list[Event]) -> None:
    """PA-9.12: the card into the row's leftmost empty slot, the tab chosen; the zone value and energy
    now, unless the effect's target decides whom it is paid to (then with that decision); then the
    effect, operation by operation."""
    card = s.data.cards[act.card]
    slot = cards.free_slot(s, seat, act.row)
    assert slot is not None
    s.hands[seat].remove(act.card)
    s.rows[seat][act.row][slot] = (act.card, act.tab)
    s.card = (act.card, act.row, act.tab, act.option)
    s.paid = False
    s.used = None
    tab = cards.tab_of(s, act.row, slot, act.tab)
    out.append(
        Event(
            "card.play",
            {"seat": seat, "card": act.card, "row": act.row, "slot": slot, "tab": act.tab, "option": act.option},
        )
    )
    ops = effects.ops(s, effects.CARD, card.id, act.option)
    target = _first_targeted(ops)
    if target is None or (
        s.options.alt("AMB-40") and not _possible(s, seat, card, tab, act.option, target, True)
    ):  # AMB-40's alternative: no target, so the zone value goes to the bank now and the effect lapses
        ways = cards.payments(s, seat, card, tab, -1, _tower(ops))
        cards.settle(s, seat, ways[0], cards.tab_energy(s, seat, card, tab, False), out)
    effects.start(s, seat, effects.CARD, act.card, act.option)


def _return_all(s: State, seat: int, out: list[Event]) -> None:
    """PA-24: every card back to the hand and its link tokens to the play area; the time disc one space
    on; the turn-order disc down."""
    for row in ROWS:
        slots = s.rows[seat][row]
        for i, held in enumerate(slots):
            if held is not None:
                s.hands[seat].append(held[0])
                s.links[seat] += s.on_cards[seat].pop(held[0], [])
                slots[i] = None
    moved = consolidation.move_time(s, seat, 1)
    out.append(Event("return-all", {"seat": seat, "time": s.time(seat), "moved": moved}))
    effects.down(s, seat, out)
    _end_turn(s)


def _take_battery(s: State, seat: int, out: list[Event]) -> None:
    """PA-25: a battery from the general supply, if one is left; the turn-order disc down (AMB-16; its
    alternative: not when no battery was left)."""
    taken = grid.gain_batteries(s, seat, 1)
    out.append(Event("battery", {"seat": seat, "amount": taken}))
    if taken or not s.options.alt("AMB-16"):
        effects.down(s, seat, out)
    _end_turn(s)


def _decide(s: State, step: Step, action: Any, out: list[Event]) -> None:
    """A decision owed, carried out."""
    seat = step.seat
    kind = step.kind
    if kind == build.BUILD:
        build.apply(s, seat, str(step.args[0]), action, out)
    elif kind in (contracts.FULFIL, contracts.SECOND):
        if not isinstance(action, Done):
            contracts.fulfil(s, seat, action, kind == contracts.FULFIL, out)
    elif kind == contracts.TAKE_LINK:
        contracts.take_link(s, step, action, out)
    elif kind == LINK:
        _link(s, seat, action, out)
    elif kind == market.SELL:
        market.sell(s, seat, action, out)
    elif kind == market.VENTURE:
        market.venture(s, seat, action, out)
    elif kind in (bulldozers.MOVES, bulldozers.FOLLOW):
        if isinstance(action, Move):
            bulldozers.move(s, step, action, out)
    elif kind == build.BONUS:
        build.pick(s, seat, action, out)
    elif kind == build.PLACE:
        build.place(s, seat, step, action, out)
    elif kind == build.DISCARD:
        build.discard(s, seat, action, out)
    elif kind == effects.MARKET:
        mode, steps = step.args
        if mode == "income":
            effects.gain_income(s, seat, action.market, out)
        else:
            effects.advance(s, seat, action.market, int(steps), out)
    elif kind == effects.SPECIALIST:
        specialists.take(s, seat, action, out)
    elif kind == consolidation.TAKE_BACK:
        consolidation.chosen(s, seat, action, out)


def _link(s: State, seat: int, act: Link, out: list[Event]) -> None:
    """PA-14.1: the token on the card just played, and its effect at once."""
    assert s.card is not None
    s.links[seat].remove(act.token)
    s.on_cards[seat].setdefault(s.card[0], []).append(act.token)
    out.append(Event("link.play", {"seat": seat, "token": act.token, "card": s.card[0]}))
    effects.start(s, seat, effects.LINK, act.token, act.option)


# ---- everything that follows without a decision -------------------------------------------------------------
def advance(s: State, out: list[Event]) -> None:
    """Carry on until a decision is owed or the game is over: the queued effects, the decisions that
    offer no choice (dropped), the end of the card (the bulldozer's follow-up, PA-9.10), the next turn,
    and the phases after the action phase (PA-1.6)."""
    while s.phase != Phase.OVER:
        if s.phase == Phase.SCORING:
            if not scoring.advance(s, out):
                return
            if s.phase == Phase.OVER:
                return
            _new_year(s, out)
            continue
        if s.pending:
            top = s.pending[-1]
            if top.kind == effects.RUN:
                s.pending.pop()
                _run(s, top, out)
                continue
            if top.kind == build.CELL:
                s.pending.pop()
                build.resolve(s, top.seat, str(top.args[0]), out)
                continue
            if all(isinstance(a, Done) for a in legal(s)):  # nothing to choose: it lapses (PA-14.4, PA-34.1)
                s.pending.pop()
                out.append(Event("lapsed", {"seat": top.seat, "step": top.kind}))
                continue
            return
        if s.phase == Phase.CONSOLIDATION:
            if consolidation.advance(s, out):
                _after_consolidation(s, out)
            continue
        if s.card is not None:
            if s.used is not None:
                bulldozers.follow(s)
                continue
            s.card = None
            _end_turn(s)
            continue
        if s.round > int(s.data.setup["actions_per_year"]):
            consolidation.begin(s)
            continue
        return


def _run(s: State, step: Step, out: list[Event]) -> None:
    """The next operation of an effect (the rest stays queued beneath what it asks)."""
    kind, source, option, index = step.args
    ops = effects.ops(s, str(kind), str(source), int(option))
    i = int(index)
    if i + 1 < len(ops):
        s.pending.append(Step(effects.RUN, step.seat, 1, (kind, source, option, i + 1)))
    _carry_out(s, step.seat, ops[i], kind == effects.CARD, i, out)


def _carry_out(s: State, seat: int, op: Mapping[str, Any], on_card: bool, index: int, out: list[Event]) -> None:
    """One operation (PA-37.2): at once, or the decision it owes."""
    name = op["op"]
    if effects.simple(s, seat, op, out):
        return
    if name in ("build_tower", "build_wind_farm"):
        s.pending.append(Step(build.BUILD, seat, 1, ("tower" if name == "build_tower" else "wind",)))
    elif name == "fulfil_contract" and on_card:
        assert s.card is not None
        s.pending.append(Step(contracts.FULFIL, seat, 1, (s.card[3], index)))
    elif name == "sell_external_market":
        s.pending.append(Step(market.SELL, seat))
    elif name == "take_venture_capital":
        s.pending.append(Step(market.VENTURE, seat))
    elif name == "play_link_token":
        s.pending.append(Step(LINK, seat))
    elif name == "move_bulldozers":
        bulldozers.start(s, seat, [int(a) for a in op["symbols"]])
    elif name in ("modifier",) or name.startswith("final_"):
        return  # ongoing or at the final scoring (PA-12.6, PA-31.4)
    else:
        raise ValueError(f"an effect cannot {name} here")


def _end_turn(s: State) -> None:
    """The next seat in turn order; after the last, the next round (PA-8.1)."""
    s.turn += 1
    if s.turn >= s.players:
        s.turn = 0
        s.round += 1


def _after_consolidation(s: State, out: list[Event]) -> None:
    """PA-1.6: with every time disc on the last space, the pending scorings and the end (PA-27.1);
    otherwise the turn-order phase, then a scoring if one is due (PA-28), then the next year."""
    if not consolidation.all_at_end(s):
        consolidation.turn_order(s, out)
    if consolidation.all_at_end(s) or scoring.due(s):
        scoring.begin(s, out)
        return
    _new_year(s, out)


def _new_year(s: State, out: list[Event]) -> None:
    """PA-1.3: a new year's action phase."""
    s.phase = Phase.ACTIONS
    s.year += 1
    s.round = 1
    s.turn = 0
    out.append(Event("year", {"year": s.year, "order": s.order[:]}))


def _refusal(s: State, action: Any) -> IllegalAction:
    """The rule an action not legal now breaks."""
    step = s.pending[-1] if s.pending and s.phase != Phase.SCORING else None
    return refusals.why(s, step, action, _possible)
