"""Power Grid, Recharged edition (rules: docs/games/powergrid.md, spec PG-x.y)."""
