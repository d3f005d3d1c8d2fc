"""The executive officers' abilities a seat has now (BA-35): its own officer's and, with Mahiri Sekibo,
the one she copies from her personal action space until the start of her next turn (BA-35.7, D-10).

Every rule that an officer changes asks ``has`` (or ``abilities``) here, so that a copied ability acts
wherever the officer's own does: costs (Wilhelm Adler, Jill McDowell, Solomon P. Jordan), production
(Viktor Fiesler), water (Graziano del Monte, through ``sync_water``) and construction (Anton Krylov:
copied, his ability lets the seat copy a tile of its wheel without a tile of its own, BA-35.7).
"""

from __future__ import annotations

from typing import Final, NamedTuple

from .data import OFFICERS_JSON, load
from .setup import GRAZIANO
from .state import State

OFFICER_IDS: Final[tuple[str, ...]] = tuple(o["id"] for o in OFFICERS_JSON["base_game"])
"""BA-35: the seven executive officers of the base game."""
VIKTOR: Final = "viktor_fiesler"
"""BA-35.3: the officer whose small productions become 4."""
MAHIRI: Final = "mahiri_sekibo"
"""BA-35.7: the officer with a personal action space, copying another's ability."""
ANY_OFFICER: Final = "D-10"
"""D-10's alternative: Mahiri may copy any of the six other officers, in play or not."""


class PersonalSpace(NamedTuple):
    """BA-35.7: a use of Mahiri Sekibo's personal action space: the engineers it takes and the credits
    it costs (3 on the second use of a round)."""

    id: str
    engineers: int
    credits: int


PERSONAL_SPACES: Final = tuple(
    PersonalSpace(space["id"], space["engineers"], space["extra_credits"])
    for space in load("action_spaces.json")["private_spaces"][MAHIRI]
)
"""BA-35.7: MAHIRI1 then MAHIRI2, at most twice a round (``action_spaces.json``)."""
PERSONAL_IDS: Final = frozenset(space.id for space in PERSONAL_SPACES)


def abilities(s: State, seat: int) -> tuple[str, ...]:
    """BA-35, BA-35.7: the officers whose abilities ``seat`` has now: its own, and the one Mahiri
    Sekibo copies until the start of her next turn."""
    own = s.officer[seat]
    copied = s.copied[seat]
    return (own, copied) if copied else (own,)


def has(s: State, seat: int, officer: str) -> bool:
    """Whether ``seat`` has ``officer``'s ability now, its own or copied (BA-35.7)."""
    return s.officer[seat] == officer or s.copied[seat] == officer


def copyable(s: State, seat: int) -> list[str]:
    """BA-35.7, D-10: the officers Mahiri Sekibo may copy: those of the other companies in play (an
    Automa has one only at very hard, BA-A20.1); with D-10's alternative any of the six others."""
    if ANY_OFFICER in s.options.alternatives:
        return [o for o in OFFICER_IDS if o != MAHIRI]
    in_play = {s.officer[p] for p in range(s.players) if p != seat}
    return [o for o in OFFICER_IDS if o in in_play and o != MAHIRI]


def next_personal_space(s: State, seat: int) -> PersonalSpace | None:
    """BA-35.7: the personal space ``seat`` would use now (the first free of MAHIRI1, MAHIRI2), or None
    when it is not Mahiri's seat or has used it twice this round. An Automa never uses it (BA-A20.1)."""
    if s.officer[seat] != MAHIRI or s.automa(seat):
        return None
    return next((space for space in PERSONAL_SPACES if space.id not in s.occupied), None)


def sync_water(s: State, seat: int) -> None:
    """BA-35.2, BA-35.7: whether ``seat``'s height-3 dams hold a 4th drop follows its abilities (a drop
    already held stays when a copied ability ends; it leaves only when it moves on)."""
    s.waters.graziano[seat] = has(s, seat, GRAZIANO)
