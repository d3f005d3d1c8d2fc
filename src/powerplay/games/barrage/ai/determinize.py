"""Barrage's hidden parts dealt again from what one seat sees, for the search bots and the research
interface (``ai/research.py``'s resampler).

Nothing a seat holds is secret in Barrage (BA-10): what nobody sees is the order of the private
contract stacks (BA-8.4), the patent office's stacks I–III (BA-10.12), the Automa deck below its top
tile (BA-A5.2) and the generator (the shuffles to come). :func:`determinize` deals each of them again
from the items nowhere in sight, keeping every stack's size; everything else is the observation's
public state (``BarrageObservation.public_state``).
"""

from __future__ import annotations

from typing import Final

from ....core.rng import Rng
from ..automa_tiles import AUTOMA_TILES
from ..contracts import COLOURS, CONTRACTS
from ..data import TECHNOLOGY_JSON
from ..state import State
from .observation import BarrageObservation

PATENT_LEVELS: Final[tuple[str, ...]] = ("I", "II", "III")
"""The patent office's stacks (BA-10.12)."""
ADVANCED_BY_LEVEL: Final[tuple[tuple[str, ...], ...]] = tuple(
    tuple(t["id"] for t in TECHNOLOGY_JSON["advanced_tiles"] if t["stack"] == level) for level in PATENT_LEVELS
)
"""Per patent stack, its advanced tiles in the data's order."""
PRIVATE_BY_COLOUR: Final[dict[str, tuple[str, ...]]] = {
    colour: tuple(c.id for c in CONTRACTS if c.kind == colour) for colour in COLOURS
}
"""Per colour, its private contracts in the data's order (BA-8.4)."""
AUTOMA_TILE_IDS: Final[tuple[str, ...]] = tuple(t.id for t in AUTOMA_TILES)


def determinize(obs: BarrageObservation, rng: Rng, base: State | None = None) -> State:
    """A state ``obs.seat`` cannot tell from its own: each private stack dealt again from its colour's
    contracts nowhere in sight, keeping its size (BA-8.4, D-14); each patent stack from its level's
    advanced tiles nowhere in sight (BA-10.12; the tiles a round's end took off the display, BA-31.5,
    are kept by no state, so they count as unseen); the Automa deck below its top tile from the Automa
    tiles neither on top nor discarded (BA-A5.2); a new generator from ``rng``. The discarded contracts
    are public (each discarded in sight, BA-27.5). ``base`` is ``obs.public_state()`` when already
    made (it is copied, not changed)."""
    s = obs.public_state() if base is None else base.copy()
    seats = range(obs.players)
    seen = {k for p in seats for k in obs.contracts(p) + obs.fulfilled(p)}
    seen |= {k for colour in COLOURS for k in obs.private[colour] + tuple(s.discards[colour])}
    seen |= set(obs.removed)
    stacks = obs.stack_counts
    for colour in COLOURS:
        s.stacks[colour] = deal(rng, [k for k in PRIVATE_BY_COLOUR[colour] if k not in seen], stacks[colour])
    if obs.full:
        owned = {k for p in seats for k in obs.tiles(p)} | {
            load.tile for p in seats for _, load in obs.wheel(p) if load.tile is not None
        }
        owned |= set(obs.patent) | set(obs.patent_removed)
        for level, count in enumerate(obs.patent_counts):
            s.patent_stacks[level] = deal(rng, [k for k in ADVANCED_BY_LEVEL[level] if k not in owned], count)
    top = obs.automa_action
    if top:
        gone = {top, *s.automa_discard}
        s.automa_deck = [*deal(rng, [k for k in AUTOMA_TILE_IDS if k not in gone], obs.automa_deck_count - 1), top]
    s.rng = rng.below(1 << 62)
    return s


def deal(rng: Rng, unseen: list[str], count: int) -> list[str]:
    """``count`` of the ``unseen`` items, drawn in a random order."""
    if len(unseen) < count:
        raise AssertionError(f"{count} hidden items are wanted but only {len(unseen)} are unseen")
    rng.shuffle(unseen)
    return unseen[:count]
