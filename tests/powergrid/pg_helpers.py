"""Shared pieces of the PG-10 … PG-16 rule tests: city lists, a roomy resource market, and moving a
hand-written position on through phases where nobody does anything."""

from __future__ import annotations

RESOURCES = ("coal", "oil", "garbage", "uranium")
# The seven cities of some Germany regions (Recharged board names).
WEST = ["Essen", "Duisburg", "Duesseldorf", "Dortmund", "Muenster", "Kassel", "Osnabrueck"]
SOUTH_WEST = ["Koeln", "Aachen", "Trier", "Mainz", "Frankfurt-Main", "Mannheim", "Saarbruecken"]
EAST = ["Leipzig", "Halle", "Dresden", "Erfurt", "Fulda", "Wuerzburg", "Nuernberg"]
SOUTH_EAST = ["Muenchen", "Augsburg", "Stuttgart", "Regensburg", "Passau", "Konstanz", "Freiburg"]
USA_ZONE = ["north-central", "north-east", "south-central"]
# A resource market with room for any refill, and the supply that conserves the tokens (PG-1.4).
ROOMY_MARKET = {"coal": 10, "oil": 10, "garbage": 10, "uranium": 4}
ROOMY_SUPPLY = {"coal": 14, "oil": 14, "garbage": 14, "uranium": 8}

_NOTHING = {"auction": "pass", "resources": "done", "building": "done", "bureaucracy": "power nothing"}


def finish_phase(game, phase: str) -> None:
    """Apply the do-nothing action ("pass", "done", "power nothing") until ``phase`` is over."""
    while game.to_json()["phase"] == phase:
        game.apply(_NOTHING[phase])


def market_delta(game, before: dict) -> dict:
    """Tokens added to the resource market since ``before`` (a ``resource_market`` dict)."""
    after = game.to_json()["resource_market"]
    return {r: after[r] - before[r] for r in RESOURCES}
