"""The terminal's words (docs/translations.md): a reader's words (:class:`powerplay.words.Words`: the
terminal's texts, the game's events and refusals, its actions shown and typed in the reader's language)
and the session's own commands, typed and shown in that language.

>>> Words("ru").command("help")
'помощь'
>>> Words("uk").which_command("вихід")
'quit'
"""

from __future__ import annotations

from .. import words
from ..words import plain

COMMANDS = ("help", "actions", "hint", "chances", "board", "map", "log", "save", "undo", "quit")
"""The session's own commands (English), besides the actions."""


class Words(words.Words):
    """The words of one language for one game at the terminal: the game's words and the session's
    commands."""

    def command(self, name: str) -> str:
        """A session command's word (``help`` → «помощь»)."""
        return self._commands()[name][0]

    def _commands(self) -> dict[str, list[str]]:
        """Each session command: its word first, then every other word that also means it."""
        tr = self.tr
        shown = {
            "help": tr.pgettext("command", "help"),
            "actions": tr.pgettext("command", "actions"),
            "hint": tr.pgettext("command", "hint"),
            "chances": tr.pgettext("command", "chances"),
            "board": tr.pgettext("command", "board"),
            "map": tr.pgettext("command", "map"),
            "log": tr.pgettext("command", "log"),
            "save": tr.pgettext("command", "save"),
            "undo": tr.pgettext("command", "undo"),
            "quit": tr.pgettext("command", "quit"),
        }
        # Translators: other words a reader may type for the command, separated by spaces.
        more = {
            "help": tr.pgettext("also typed", "help ?"),
            "actions": tr.pgettext("also typed", "actions"),
            "hint": tr.pgettext("also typed", "hint"),
            "chances": tr.pgettext("also typed", "chances"),
            "board": tr.pgettext("also typed", "board"),
            "map": tr.pgettext("also typed", "map"),
            "log": tr.pgettext("also typed", "log"),
            "save": tr.pgettext("also typed", "save"),
            "undo": tr.pgettext("also typed", "undo"),
            "quit": tr.pgettext("also typed", "quit exit q"),
        }
        extra = {"help": ["help", "?"], "quit": ["quit", "exit", "q"]}
        return {c: [shown[c], *more[c].split(), *extra.get(c, [c])] for c in COMMANDS}

    def which_command(self, word: str) -> str | None:
        """The session command a typed word means (any case), or None."""
        word = plain(word)
        for name, typed in self._commands().items():
            if word in (plain(w) for w in typed):
                return name
        return None

    def everything(self) -> str:
        """The word ``all`` (``log all``)."""
        return self.tr.pgettext("log", "all")

    def means_everything(self, word: str) -> bool:
        """Whether a typed word is ``all`` (``log all``), in English or the reader's words."""
        return plain(word) in ("all", plain(self.everything()))

    def os_error(self, error: OSError) -> str:
        """Why a file could not be written or read, in words (the system's own text otherwise)."""
        import errno

        known = {
            errno.ENOENT: self.tr.gettext("no such file or folder"),
            errno.EACCES: self.tr.gettext("permission denied"),
            errno.EISDIR: self.tr.gettext("it is a folder"),
            errno.ENOSPC: self.tr.gettext("no space left on the disk"),
            errno.EROFS: self.tr.gettext("the file system is read-only"),
        }
        return known.get(error.errno or 0, error.strerror or str(error))


ENGLISH = Words()
"""The source language (the texts as written in the code)."""
