"""The server's routes, one module per resource: games, seats, actions, bots, pages and the live
updates (WebSocket)."""
