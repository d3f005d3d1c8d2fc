"""The terminal front end: rich renders the board, prompt_toolkit (or plain piped lines) reads commands.

>>> from powerplay.tui.summary import summarise
>>> summarise(["pass", "bid 1", "bid 2", "bid 3"])
['pass', 'bid N (N = 1..3)']
"""

from .inputs import LineInput, PromptInput, default_input
from .session import HUMAN, PlaySession, actors_of, write_record
from .words import Words

__all__ = ["HUMAN", "LineInput", "PlaySession", "PromptInput", "Words", "actors_of", "default_input", "write_record"]
