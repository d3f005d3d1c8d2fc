"""The terminal front end: rich renders the board, prompt_toolkit (or plain piped lines) reads commands.

The session (``session.py``) is the same for every game; it asks the game's front end
(``frontend.py``: one module per game in ``games/``) to draw the board and sum up the actions.

>>> from powerplay.tui.summary import ranges
>>> ranges([1, 2, 3, 5])
'1..3, 5'
"""

from .inputs import LineInput, PromptInput, default_input
from .session import HUMAN, PlaySession, actors_of, write_record
from .words import Words

__all__ = ["HUMAN", "LineInput", "PlaySession", "PromptInput", "Words", "actors_of", "default_input", "write_record"]
