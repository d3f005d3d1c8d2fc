"""The terminal's ``undo``: a player takes back their own actions of the turn, one at a time, until
another player acts or something hidden is revealed (core/undo.py)."""

from __future__ import annotations

import io

from rich.console import Console

from powerplay import load_game
from powerplay.tui import LineInput, PlaySession

SCRIPT = """\
bid 1 on plant 03
pass
undo
pass
bid 5 on plant 05
pass
undo
bid 7 on plant 07
buy 1 oil
buy 1 oil
undo
undo
undo
buy 2 oil
done
undo
quit
"""


def _run(script: str) -> tuple[PlaySession, str]:
    game = load_game("powergrid", players=3, map="germany", seed=1)
    out = io.StringIO()
    console = Console(file=out, width=120, color_system=None)
    session = PlaySession(game, ["human"] * 3, {}, console, LineInput(console, io.StringIO(script)))
    assert session.run() == 0
    return session, out.getvalue()


def answers(text: str) -> list[str]:
    """What the session answered to each ``undo``, in order (the first line after the command)."""
    return [part.splitlines()[0] for part in text.split("> undo\n")[1:]]


def test_undo_takes_back_own_actions_of_the_turn_one_by_one():
    session, text = _run(SCRIPT)
    assert answers(text) == [
        "Nothing to undo: P2 has made no action yet.",
        # P2's pass let P1 buy plant 05, and a plant came up from the deck
        "Cannot undo: your last action revealed what was hidden (a card from a face-down deck).",
        "Undone: buy 1 oil",
        "Undone: buy 1 oil",
        "Cannot undo: P2 has played since.",
        "Cannot undo: P3 has played since.",  # P1's turn: P3's purchase and 'done' are final
    ]
    assert session.game.history[-2:] == ["buy 2 oil", "done"]
    assert session.actors == [2, 0, 1, 0, 1, 1, 2, 2]
    assert session.undo_log.seats == session.actors


def test_a_loaded_games_actions_are_final():
    game = load_game("powergrid", players=3, map="germany", seed=1)
    for action in ("bid 1 on plant 03", "pass", "pass", "bid 5 on plant 05", "pass", "bid 7 on plant 07"):
        game.apply(action)
    out = io.StringIO()
    console = Console(file=out, width=120, color_system=None)
    script = io.StringIO("buy 1 oil\nundo\nundo\nquit\n")
    session = PlaySession(game, ["human"] * 3, {}, console, LineInput(console, script))
    session.run()
    assert answers(out.getvalue()) == ["Undone: buy 1 oil", "Cannot undo: P2 has played since."]
    assert session.game.history[-1] == "bid 7 on plant 07"
