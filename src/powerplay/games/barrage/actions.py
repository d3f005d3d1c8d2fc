"""Barrage's actions: readable values and their string forms (a compound turn is a short
sequence of small decisions, each legal on its own). An action names what it does ("place on W2L",
"bank 3", "drops on HA HB"); it is checked against the state when applied, so a stale action is
refused, never reinterpreted.
"""

from __future__ import annotations

from typing import NamedTuple

from .data import HEADSTREAMS


class Choose(NamedTuple):
    """BA-12.2: take a company (with the officer paired with it) and a starting contract."""

    company: str
    contract: str

    def __str__(self) -> str:
        return f"choose {self.company} with {self.contract}"


class Place(NamedTuple):
    """BA-19.1: place engineers on an action space of the management board or the patent office and
    perform its action."""

    space: str

    def __str__(self) -> str:
        return f"place on {self.space}"


class Bank(NamedTuple):
    """BA-24: place any number of engineers on the bank and take as many credits."""

    engineers: int

    def __str__(self) -> str:
        return f"bank {self.engineers}"


class Drops(NamedTuple):
    """BA-23.2, BA-23.3: place drops on headstream tiles (indexes into ``data.HEADSTREAMS``), ascending."""

    headstreams: tuple[int, ...]

    def __str__(self) -> str:
        if not self.headstreams:  # D-01: the supply is empty
            return "drops on nothing"
        return ("drops on " if len(self.headstreams) > 1 else "drop on ") + " ".join(
            HEADSTREAMS[h] for h in self.headstreams
        )


class Machinery(NamedTuple):
    """BA-26.1, BA-33.5: take an excavator or a mixer."""

    kind: str

    def __str__(self) -> str:
        return f"take {self.kind}"


class Take(NamedTuple):
    """BA-27.1: take a face-up private contract."""

    contract: str

    def __str__(self) -> str:
        return f"take contract {self.contract}"


class Discard(NamedTuple):
    """BA-27.5: discard a face-up contract of one's own."""

    contract: str

    def __str__(self) -> str:
        return f"discard contract {self.contract}"


class Copy(NamedTuple):
    """BA-35.7, D-10: Mahiri Sekibo, having placed an engineer on her personal space, copies another
    executive officer's ability (``executive_officers.json`` id) until the start of her next turn."""

    officer: str

    def __str__(self) -> str:
        return f"copy {self.officer}"


class Pass(NamedTuple):
    """BA-15.8, D-09: a seat with no engineers but an engineer-free tile may pass instead of using it."""

    def __str__(self) -> str:
        return "pass"


EXCAVATOR = "excavator"
MIXER = "mixer"
