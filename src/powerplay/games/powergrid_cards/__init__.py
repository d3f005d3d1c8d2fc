"""Power Grid: The Card Game (2F-Spiele 2016): rules CG-x.y of the specification."""
