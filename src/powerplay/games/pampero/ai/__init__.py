"""Pampero's bots: the heuristic (``heuristic``)."""
