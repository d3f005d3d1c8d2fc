"""Event texts, made when a person reads them, from one table of messages per game.

The engine records what happened as data: an :class:`~powerplay.core.protocol.Event` is a kind and
its arguments (numbers, seats, plant numbers, city names, lists of amounts: JSON-ready, no words).
Each game keeps its words in one module, ``games/<game>/messages.py``, as a :class:`MessageTable`:

- its arguments (:class:`Arg`, by name): how each is written — a seat as ``P2``, a Power Grid plant
  number as ``07``, a list of amounts as ``3 coal, 2 oil`` — and what it holds (for the docs);
- its messages, one per kind: the English text, a template with named fields, made with :func:`msg`,
  or with :func:`plural` when a number chooses the form (``1 city`` / ``2 cities``). A field is an
  argument of that name, unless the message says how to write it (a :data:`Format` of the argument
  of that name, a :class:`Field` read from other arguments, or a sub-message: a phrase with its own
  plural).

Translation (docs/translations.md) plugs in here. The English text of a message is its gettext ``msgid`` (with
``msgid_plural``); rendering asks a :class:`Translations` object — ``gettext.GNUTranslations`` or
``babel.support.Translations`` loaded from a catalogue — for the reader's words, and ``ngettext``
picks the plural form from the named count (three forms in Russian and Ukrainian). Every message
of a table, sub-messages and phrases included, is listed by :meth:`MessageTable.catalogue` with
its kind as the context: that is what a catalogue template is extracted from. :data:`ENGLISH` is
the source language, the text as written.

The rules that keep a table translatable: whole sentences with named fields, never pieces glued
together; a plural form chosen by a named count argument, never ``'city' if n == 1 else 'cities'``
in code; lists written by :func:`join`.
"""

from __future__ import annotations

import gettext
import re
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from string import Formatter
from typing import Any, NamedTuple, Protocol


def N_(text: str) -> str:
    """Marks words for a catalogue (Babel's ``N_`` keyword) where they are defined, apart from
    where they are translated and shown; the words themselves, unchanged."""
    return text


class Translations(Protocol):
    """Where the words of one language come from (the shape of ``gettext.NullTranslations``)."""

    def gettext(self, message: str, /) -> str: ...

    def ngettext(self, msgid1: str, msgid2: str, n: int, /) -> str: ...

    def pgettext(self, context: str, message: str, /) -> str: ...

    def npgettext(self, context: str, msgid1: str, msgid2: str, n: int, /) -> str: ...


ENGLISH: Translations = gettext.NullTranslations()
"""The source language: every message as written (``ngettext``: the singular for 1, else the plural)."""


class Named:
    """Translations that also know the players' names: a seat is written as its player's name
    (``names[seat]``) where one is given, else as the game's seat label (``P2``, «И2»)."""

    def __init__(self, tr: Translations, names: Sequence[str | None]):
        self.tr = tr
        self.names = tuple(names)
        self.gettext = tr.gettext
        self.ngettext = tr.ngettext
        self.pgettext = tr.pgettext
        self.npgettext = tr.npgettext

    def name(self, seat: int) -> str | None:
        """The name of the player in ``seat`` (None: none given, or not a player's seat)."""
        return self.names[seat] if 0 <= seat < len(self.names) else None


def seat_name(tr: Translations, seat: int) -> str | None:
    """The player's name of ``seat`` when ``tr`` carries names (:class:`Named`), else None."""
    return tr.name(seat) if isinstance(tr, Named) else None


Format = Callable[[Any, Translations], str]
"""Writes one argument's value in words: ``(value, translations) -> text``."""


class Arg(NamedTuple):
    """An event argument of a game: how it is written, and what its JSON value holds."""

    write: Format
    holds: str


class Field(NamedTuple):
    """A field written from other arguments than the one of its name: ``write(tr, *values)``."""

    reads: tuple[str, ...]
    write: Callable[..., str]


def placeholders(template: str) -> tuple[str, ...]:
    """The named fields of a template, in order, once each (``{player} buys {n} coal`` → player, n)."""
    names: list[str] = []
    for _, name, spec, conversion in Formatter().parse(template):
        if name is None:
            continue
        if not name.isidentifier() or spec or conversion:
            raise ValueError(f"{template!r}: a field is a plain name, {{{name}}} is not")
        if name not in names:
            names.append(name)
    return tuple(names)


class Message:
    """One message form: its English text (with a plural form, chosen by ``count``), and how its
    fields are written when they are not plain arguments. Built with :func:`msg` or :func:`plural`."""

    __slots__ = ("context", "count", "fields", "names", "plural", "text")

    def __init__(
        self, text: str, plural: str | None, count: str | None, fields: Mapping[str, Any], context: str | None = None
    ):
        self.text = text
        self.context = context
        self.plural = plural
        self.count = count
        self.fields: dict[str, Format | Field | Message] = dict(fields)
        self.names = placeholders(text)
        if plural is not None and set(placeholders(plural)) != set(self.names):
            raise ValueError(f"{text!r} and {plural!r} must have the same fields")
        if (plural is None) != (count is None):
            raise ValueError(f"{text!r}: a plural form goes with a count, and a count with a plural form")
        for name in self.fields:
            if name not in self.names:
                raise ValueError(f"{text!r} has no field {{{name}}}")

    def reads(self) -> frozenset[str]:
        """The arguments this message needs."""
        out = {self.count} if self.count else set()
        for name in self.names:
            f = self.fields.get(name)
            if isinstance(f, Message):
                out |= f.reads()
            elif isinstance(f, Field):
                out.update(f.reads)
            else:
                out.add(name)
        return frozenset(out)

    def render(
        self, args: Mapping[str, Any], tr: Translations = ENGLISH, formats: Mapping[str, Arg] | None = None
    ) -> str:
        """The words for these arguments; a plain argument is written by ``formats`` (else as is)."""
        values = {}
        for name in self.names:
            f = self.fields.get(name)
            if f is None:
                arg = formats.get(name) if formats else None
                values[name] = arg.write(args[name], tr) if arg else str(args[name])
            elif isinstance(f, Message):
                values[name] = f.render(args, tr, formats)
            elif isinstance(f, Field):
                values[name] = f.write(tr, *(args[a] for a in f.reads))
            else:
                values[name] = f(args[name], tr)
        ctx = self.context
        if self.plural is None:
            template = tr.gettext(self.text) if ctx is None else tr.pgettext(ctx, self.text)
        else:
            assert self.count is not None
            n = args[self.count]
            k = n if isinstance(n, int) else len(n)
            template = (
                tr.ngettext(self.text, self.plural, k) if ctx is None else tr.npgettext(ctx, self.text, self.plural, k)
            )
        return template.format_map(values)

    def say(self, tr: Translations = ENGLISH, **args: Any) -> str:
        """Render with arguments written as is (for phrases inside a :data:`Format`)."""
        return self.render(args, tr)

    def parts(self) -> Iterator[tuple[str, Message]]:
        """Its sub-messages, by field name (for the catalogue)."""
        for name, f in self.fields.items():
            if isinstance(f, Message):
                yield name, f

    def __repr__(self) -> str:
        return f"Message({self.text!r})"


def msg(text: str, *, context: str | None = None, **fields: Format | Field | Message) -> Message:
    """A message with one form: ``msg("{player} passes on plant {plant}.")``. ``context`` is its
    gettext ``msgctxt``, given where the same English needs other words (the card game's "oil" is
    not Power Grid's)."""
    return Message(text, None, None, fields, context)


def plural(
    one: str, other: str, count: str, *, context: str | None = None, **fields: Format | Field | Message
) -> Message:
    """A message whose form a number chooses (gettext ``ngettext``): ``count`` names the argument
    (a number, or a list: its length). English has two forms; a catalogue may have more."""
    return Message(one, other, count, fields, context)


_KIND = re.compile(r"[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+(-[a-z0-9]+)*)?")
"""An event kind: ``group`` or ``group.variant``, lower-case words joined by hyphens."""

LIST_SEPARATORS = {"comma": ", ", "and": " and ", "space": " "}
"""How :func:`join` separates the items of a list (each separator is a message of its own)."""


def join(items: Iterable[str], tr: Translations = ENGLISH, how: str = "comma") -> str:
    """A list in words: ``comma`` (P1, P2, P3), ``and`` (P1 and P2), ``space`` (07 12: plant labels)."""
    return tr.gettext(LIST_SEPARATORS[how]).join(items)


def number(value: int, tr: Translations) -> str:
    """A number, in digits."""
    return str(value)


def name(value: str, tr: Translations) -> str:
    """A proper name as the rulebook writes it (a city, a board, a region id), as is."""
    return value


SEAT = msg("P{number}")
"""A player, by seat number from 1 (И1 in Russian, Г1 in Ukrainian)."""


def seat(value: int, tr: Translations) -> str:
    """A seat: the player's name where given, else P1 (И1, Г1)."""
    return seat_name(tr, value) or SEAT.say(tr, number=value + 1)


def seats(values: list[int], tr: Translations) -> str:
    return join((seat(p, tr) for p in values), tr)


def seats_and(values: list[int], tr: Translations) -> str:
    return join((seat(p, tr) for p in values), tr, "and")


class MessageTable:
    """A game's words: how its event arguments are written, and one message per event kind.

    ``phrases`` are the messages used inside formats (a resource amount, a plant's description):
    listed for the catalogue and the tests, rendered by the formats themselves.
    """

    def __init__(
        self,
        game: str,
        args: Mapping[str, Arg],
        messages: Mapping[str, Message],
        phrases: Mapping[str, Message] | None = None,
    ):
        self.game = game
        self.args = dict(args)
        self.messages = dict(messages)
        self.phrases = dict(phrases or {})
        self._reads = {kind: m.reads() for kind, m in self.messages.items()}

    def render(self, kind: str, args: Mapping[str, Any], tr: Translations | None = None) -> str:
        """The words of an event of this game (English unless ``tr`` says otherwise)."""
        return self.messages[kind].render(args, tr or ENGLISH, self.args)

    def reads(self, kind: str) -> frozenset[str]:
        """The arguments an event of this kind carries (exactly those its message needs)."""
        return self._reads[kind]

    def problems(self) -> list[str]:
        """What is wrong with the table: a message reading an argument the game does not define, a
        kind not written ``group`` or ``group.variant`` in lower case."""
        out = []
        for kind, m in self.messages.items():
            if not _KIND.fullmatch(kind):
                out.append(f"{self.game}: kind {kind!r} is not 'group' or 'group.variant' in lower case")
            for a in sorted(m.reads() - self.args.keys()):
                out.append(f"{self.game}: {kind} reads {a!r}, which is not one of the game's arguments")
        return out

    def catalogue(self) -> Iterator[tuple[str, Message]]:
        """Every message to translate, with its context: the kind (``kind/field`` for a
        sub-message, ``phrase:name`` for a phrase)."""

        def walk(context: str, m: Message) -> Iterator[tuple[str, Message]]:
            yield context, m
            for field, part in m.parts():
                yield from walk(f"{context}/{field}", part)

        for kind, m in self.messages.items():
            yield from walk(kind, m)
        for key, m in self.phrases.items():
            yield from walk(f"phrase:{key}", m)

    def markdown(self) -> str:
        """The event kinds of the game, their arguments and English text: a Markdown table."""
        lines = ["| kind | arguments | English text |", "| --- | --- | --- |"]
        for kind, m in sorted(self.messages.items()):
            args = ", ".join(f"`{a}`" for a in sorted(m.reads()))
            text = m.text
            if m.plural is not None:
                text += f" — plural by `{m.count}`" if m.plural == m.text else f" / {m.plural} — plural by `{m.count}`"
            for name, f in m.fields.items():
                if isinstance(f, Message):
                    how = f"“{f.text}”" + (f" (plural by `{f.count}`)" if f.count else "")
                elif isinstance(f, Field):
                    how = "from " + ", ".join(f"`{a}`" for a in f.reads)
                else:
                    how = f"by `{getattr(f, '__name__', f)}`"
                text += f" — `{{{name}}}` {how}"
            lines.append(f"| `{kind}` | {args or '—'} | {text.replace('|', '/')} |")
        lines += ["", "| argument | holds |", "| --- | --- |"]
        lines += [f"| `{a}` | {arg.holds} |" for a, arg in sorted(self.args.items())]
        return "\n".join(lines) + "\n"
