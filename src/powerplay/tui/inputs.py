"""Where the human's commands come from: a prompt_toolkit prompt on a terminal, plain lines otherwise.

Both answer ``ask(prompt, words)`` with the line typed (stripped) or ``None`` at end of input, so the
play loop can be driven by a pipe in tests (``printf 'help\\nquit\\n' | powerplay play ...``).
"""

from __future__ import annotations

import contextlib
import sys
from collections.abc import Iterator
from typing import TYPE_CHECKING, Any, Protocol, TextIO

from rich.console import Console

from .words import ENGLISH, Words

if TYPE_CHECKING:
    from prompt_toolkit.completion import Completer


class Input(Protocol):
    interactive: bool

    def ask(self, prompt: str, words: dict) -> str | None: ...

    def pause(self, message: str) -> None: ...


class LineInput:
    """Reads one line per command from a stream; echoes it so a transcript reads like a session."""

    interactive = False

    def __init__(self, console: Console, stream: TextIO | None = None, w: Words = ENGLISH):
        self.console = console
        self.stream = stream if stream is not None else sys.stdin
        self.w = w

    def ask(self, prompt: str, words: dict) -> str | None:
        line = self.stream.readline()
        if not line:
            self.console.print(prompt + self.w._("(end of input)"), markup=False, highlight=False)
            return None
        line = line.strip()
        self.console.print(f"{prompt}{line}", markup=False, highlight=False)
        return line

    def pause(self, message: str) -> None:
        return None


def completer(tree: dict) -> Completer:
    """Tab completion of the words of ``tree`` (``summary.completion_tree``), word by word; a word that
    more words follow is completed with its space, as a shell completes, so that the next Tab goes on."""
    from prompt_toolkit.completion import Completer, Completion

    class Nested(Completer):
        def get_completions(self, document: Any, complete_event: Any) -> Iterator[Completion]:
            *typed, partial = document.text_before_cursor.lstrip().split(" ")
            node: dict | None = tree
            for word in filter(None, typed):
                node = node.get(word) if node else None
            for word, more in (node or {}).items():
                if word.startswith(partial):
                    yield Completion(word + (" " if more else ""), start_position=-len(partial))

    return Nested()


class PromptInput:
    """prompt_toolkit with tab completion of the legal actions and the commands, and history."""

    interactive = True

    def __init__(self, w: Words = ENGLISH) -> None:
        from prompt_toolkit import PromptSession
        from prompt_toolkit.history import InMemoryHistory

        self.w = w
        self.session: PromptSession = PromptSession(history=InMemoryHistory())

    def ask(self, prompt: str, words: dict) -> str | None:
        while True:
            try:
                return self.session.prompt(prompt, completer=completer(words), complete_while_typing=False).strip()
            except KeyboardInterrupt:
                print(self.w._("(type '{quit}' to leave the game)", quit=self.w.command("quit")))
            except EOFError:
                return None

    def pause(self, message: str) -> None:
        with contextlib.suppress(KeyboardInterrupt, EOFError):
            self.session.prompt(message)


def default_input(console: Console, w: Words = ENGLISH) -> Input:
    """A prompt when both ends are a terminal, plain lines otherwise (speaking the words of ``w``)."""
    if sys.stdin.isatty() and sys.stdout.isatty():
        return PromptInput(w)
    return LineInput(console, w=w)
