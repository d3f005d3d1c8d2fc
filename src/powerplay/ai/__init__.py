"""What the AI of every game shares, below the games' own ``ai/`` packages: search levels and
successive halving (``halving.py``). The bot registry (``powerplay.bots``) sits above both."""
