"""The contract tiles (BA-8, BA-27, BA-33): their requirements and rewards, read from contracts.json.

A contract is fulfilled by the energy of one action that is at least its requirement (BA-8.2, BA-21.2);
its reward is a set of the effect primitives of BA-33, each an amount (``Reward``). Structure-placing
rewards (BA-33.10–33.14) carry what they allow: the areas a base may go to, the highest production value
of a conduit.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from .data import load

CONTRACTS_JSON: Final = load("contracts.json")

STARTING: Final = "starting"
NATIONAL: Final = "national"
COLOURS: Final[tuple[str, ...]] = tuple(CONTRACTS_JSON["private"])
"""BA-8.4: the private stacks by the colour of their backs (green, yellow, red)."""
EFFECTS: Final[tuple[str, ...]] = tuple(CONTRACTS_JSON["_meta"]["reward_keys"])
"""BA-33: every effect a reward may have, in the data's order (the order they are applied in)."""
ANY_AREA: Final[tuple[str, ...]] = ("mountains", "hills", "plains")


@dataclass(frozen=True, slots=True)
class Reward:
    """One effect of a reward (BA-33): ``effect`` (a key of ``EFFECTS``) and its ``amount``; for a
    base to build (BA-33.10), ``areas`` where it may go."""

    effect: str
    amount: int
    areas: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class Contract:
    """A contract tile: its id as in the data, its kind (``starting``, ``national`` or a private
    stack's colour), the energy it requires and its rewards."""

    id: str
    kind: str
    required: int
    rewards: tuple[Reward, ...]


def _rewards(raw: dict) -> tuple[Reward, ...]:
    out = []
    for effect in EFFECTS:
        if effect not in raw:
            continue
        value = raw[effect]
        if isinstance(value, dict):  # a base with the areas it may be built in (null: any, BA-33.10)
            out.append(Reward(effect, 1, tuple(value["areas"] or ANY_AREA)))
        else:
            out.append(Reward(effect, value))
    unknown = set(raw) - set(EFFECTS)
    assert not unknown, f"contract rewards not in BA-33: {unknown}"
    return tuple(out)


def _contracts() -> tuple[Contract, ...]:
    out = [Contract(c["id"], STARTING, c["energy_required"], _rewards(c["reward"])) for c in CONTRACTS_JSON["starting"]]
    out += [
        Contract(c["id"], NATIONAL, c["energy_required"], _rewards(c["reward"])) for c in CONTRACTS_JSON["national"]
    ]
    for colour in COLOURS:
        out += [
            Contract(c["id"], colour, c["energy_required"], _rewards(c["reward"]))
            for c in CONTRACTS_JSON["private"][colour]
        ]
    return tuple(out)


CONTRACTS: Final = _contracts()
CONTRACT: Final = {c.id: c for c in CONTRACTS}
"""Every contract tile by id."""


def of_kind(kind: str) -> tuple[str, ...]:
    """The ids of the contracts of a kind (``starting``, ``national`` or a colour), in data order."""
    return tuple(c.id for c in CONTRACTS if c.kind == kind)
