"""The small core every game shares: the game protocol, seeded RNG, errors, records, registry."""
