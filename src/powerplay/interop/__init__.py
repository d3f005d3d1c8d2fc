"""The research interface (issue 15): each game's compact, learnable action space, the base of the
OpenSpiel, PettingZoo and Gymnasium adapters (docs/interop.md)."""
