"""What only bots need for Barrage: the observation and the heuristic. The rules (the folder above)
never import this package."""
