"""Rules that Power Grid and Power Grid: The Card Game share: storage with hybrid plants, the
bidding round, the plant market's rows and the turn order. Each game keeps its own state and data
and calls these with plain numbers."""
