"""The data sets a game may be played with (CG-15.2): the built-in stand-ins, and those a person who
owns the game loads from a folder of their own files. A data set is known by its digest, which a game's
config and positions name: a record replays only where its data set is loaded."""

from __future__ import annotations

from ...core.data_sets import Sets
from .data import BUILTIN, Components

SETS: Sets[Components] = Sets("powergrid-cards", BUILTIN)
find = SETS.find
forget = SETS.forget
register = SETS.register
