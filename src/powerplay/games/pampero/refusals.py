"""Why a decision is refused: the rule it breaks (PA-x.y), with its details as data for the words."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from ...core.errors import IllegalAction
from . import cards, effects
from .actions import Play, ReturnAll
from .state import Phase, State, Step


def _owed(kind: str) -> IllegalAction:
    """The rule of a decision owed, for a choice that is not among its legal ones."""
    match kind:
        case "build":
            return IllegalAction(
                "PA-12.1", "no free site of that zone with a bulldozer that meets the requirement, or it cannot be paid"
            )
        case "fulfil":
            return IllegalAction("PA-16.11", "that contract cannot be fulfilled so: its checklist is not met")
        case "second":
            return IllegalAction("PA-16.6", "that is not the connected contract, or it cannot be fulfilled so")
        case "take-link":
            return IllegalAction("PA-16.10", "that link token has not two unlocked links")
        case "link":
            return IllegalAction("PA-14.1", "that link token is not in your play area")
        case "sell":
            return IllegalAction("PA-18.2", "that external market card is not face up, or you have too few batteries")
        case "venture":
            return IllegalAction("PA-19.1", "that venture-capital slot is not empty and unlocked")
        case "moves":
            return IllegalAction("PA-15.1", "a bulldozer cannot move so")
        case "follow":
            return IllegalAction("PA-15.5", "the used bulldozer cannot move so")
        case "bonus":
            return IllegalAction("PA-12.4", "the tower bonus cells must be two adjacent cells of the areas allowed")
        case "place":
            return IllegalAction("PA-12.5", "the token goes to one of the nearest empty slots")
        case "discard":
            return IllegalAction("PA-34.1", "that tower bonus token may not be discarded")
        case "market":
            return IllegalAction("PA-22.2", "that is no market")
        case "specialist":
            return IllegalAction("PA-23.1", "that specialist card cannot be taken")
        case "take-back":
            return IllegalAction("PA-26.4", "that row has no card to take back")
    return IllegalAction("PA-9.12", "decide what is owed first")


def _impossible(op: Mapping[str, Any]) -> IllegalAction | None:
    """PA-9.12 step 2: the rule of an effect that cannot be carried out (AMB-40); None for one that
    always can."""
    match op["op"], op.get("kind"):
        case "build_tower", _:
            return IllegalAction("PA-12.1", "no free tower or mixed site of that zone has a bulldozer that meets it")
        case "build_wind_farm", _:
            return IllegalAction(
                "PA-13.1", "no free wind farm or mixed site of that zone has a bulldozer that meets it"
            )
        case "fulfil_contract", "standard":
            return IllegalAction("PA-16.11", "no standard contract of that zone passes the checklist")
        case "fulfil_contract", "remote":
            return IllegalAction("PA-17.2", "no remote contract of that zone can be fulfilled")
        case "fulfil_contract", "solar":
            return IllegalAction("PA-20.3", "no available solar contract can be fulfilled")
        case "fulfil_contract", _:
            return IllegalAction("PA-16.11", "no contract of that zone passes the checklist")
        case "sell_external_market", _:
            return IllegalAction("PA-18.2", "you have too few batteries for every face-up external market card")
        case "take_venture_capital", _:
            return IllegalAction("PA-19.1", "you have no empty unlocked venture-capital slot")
        case "play_link_token", _:
            return IllegalAction("PA-14.4", "you have no link token to play")
        case "move_bulldozers", _:
            return IllegalAction("PA-15.4", "you have no bulldozer on the board to move")
    return None


Possible = Callable[[State, int, Any, Any, int, Mapping[str, Any], bool], bool]
"""Whether an operation of a card can be carried out (``turns``' check)."""


def why(s: State, step: Step | None, action: Any, possible: Possible) -> IllegalAction:
    """The refusal of ``action``: for a decision owed, the rule of that decision; for a turn's action,
    the first rule of PA-9 (or PA-24), or of the card's effect (PA-12–PA-20), it breaks."""
    if s.phase == Phase.SCORING:
        return IllegalAction("PA-32.1", "that is not a scoring card you may play now, nor done")
    if step is not None:
        return _owed(step.kind)
    seat = s.order[s.turn]
    if isinstance(action, ReturnAll):
        return IllegalAction("PA-24.1", "return all needs at least two cards on your company board")
    if not isinstance(action, Play):
        return IllegalAction("PA-8.2", "play a card, return all cards or take a battery")
    if action.card not in s.hands[seat]:
        return IllegalAction("PA-9.1", "{card} is not in your hand", card=action.card)
    if action.row not in s.rows[seat] or action.tab not in ("left", "right"):
        return IllegalAction("PA-9.3", "play into the top or bottom row, leaving the left or right tab")
    slot = cards.free_slot(s, seat, action.row)
    if slot is None:
        return IllegalAction("PA-9.3", "the {row} row has no empty slot", row=action.row)
    card = s.data.cards[action.card]
    choice = card.effect[0] if len(card.effect) == 1 and card.effect[0]["op"] == "choice" else None
    if action.option not in (range(1, len(choice["options"]) + 1) if choice is not None else (0,)):
        return IllegalAction("PA-21.2", "choose one of the joker's effects (a card without a choice has none)")
    tab = cards.tab_of(s, action.row, slot, action.tab)
    if card.frame.zone_only is not None and tab.zone != card.frame.zone_only:
        return IllegalAction("PA-18.1", "this card acts only through a zone {zone} tab", zone=card.frame.zone_only)
    ops = effects.ops(s, effects.CARD, card.id, action.option)
    tower = any(op["op"] == "build_tower" for op in ops)
    if card.frame.money == "cost" and not cards.payments(s, seat, card, tab, -1, tower):
        return IllegalAction("PA-9.11", "you cannot pay the zone value of {money}", money=tab.money)
    for op in ops:
        broken = _impossible(op)
        if broken is not None and not possible(s, seat, card, tab, action.option, op, True):
            return broken
    return IllegalAction("AMB-40", "the card's effect cannot be carried out from this slot and tab")
