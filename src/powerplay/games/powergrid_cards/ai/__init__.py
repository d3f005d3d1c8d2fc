"""What only bots need for Power Grid: The Card Game: the heuristic, determinisation, evaluation
and the search plans. The rules (the folder above) never import this package."""
