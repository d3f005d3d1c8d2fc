"""What only bots need for Power Grid: the heuristic, determinisation, evaluation, fast imagined
games and the search plans. The rules (the folder above) never import this package."""
