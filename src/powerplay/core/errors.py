"""Errors raised by games: every refusal names the rule it enforces, in the reader's words.

A refusal is a message and its arguments, kept as data until someone reads it (bots and the
search raise and catch refusals by the thousand, and never read one): the English text is a
template with named fields, its gettext ``msgid`` in the ``powerplay`` catalogue
(``i18n.extract_refusals`` takes the second argument of ``IllegalAction``, the first of
``BadInput``, a :class:`Plural`'s two forms and the words marked :func:`N_`), and the fields are
written as the game's message table writes event arguments (``messages.REFUSAL_ARGS``: a seat as
``P2``/«И2», a plant as ``07``, a resource in the game's words). A :class:`Plural` message chooses
its form by a number, as ``ngettext`` does; a :class:`Phrase` or :class:`Either` in a field is
translated with the refusal.

>>> str(IllegalAction("PG-7.3", "plant {plant} cannot store {resource}", plant=14, resource="oil"))
'PG-7.3: plant 14 cannot store oil'
"""

from __future__ import annotations

import importlib
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, NamedTuple

from .messages import N_
from .spec import manifests

if TYPE_CHECKING:
    from .messages import Translations


class Plural(NamedTuple):
    """A refusal whose form a number chooses, as gettext's ``ngettext``: ``Plural("only {n} plant is
    left", "only {n} plants are left", "n")``; ``number`` names the field that holds it (a number,
    or a list: its length)."""

    one: str
    other: str
    number: str


Text = str | Plural
"""A refusal's English words: one template, or a :class:`Plural`."""


class Phrase(NamedTuple):
    """Words inside a refusal, written in the reader's language with it: a template (or
    :class:`Plural`) and its fields, as a refusal's own."""

    text: Text
    fields: Mapping[str, Any]


class Either(NamedTuple):
    """Phrases of which one is wanted: ``a or b`` in the reader's words."""

    phrases: tuple[Phrase, ...]


OR = N_(" or ")
"""Between the phrases of :class:`Either` (keep its spaces)."""


def tables() -> dict[str, str]:
    """Each game's words, by game name: its manifest's ``messages`` module, whose ``TABLE`` writes its
    events and ``REFUSAL_ARGS`` its refusals' fields (``i18n`` reads the same)."""
    return {name: game.messages for name, game in manifests().items()}


def rule_game(rule: str) -> str | None:
    """Whose rules a rule id names, by its prefix (the manifests' ``rules``: PG and C for Power Grid,
    CG the card game, BA Barrage and its Automa); None for a prefix every game has (a decision, D-nn)."""
    prefix = rule.split("-", 1)[0]
    return next((name for name, game in manifests().items() if prefix in game.rules), None)


def render(text: Text, fields: Mapping[str, Any], game: str | None, tr: Translations | None = None) -> str:
    """The words of a refusal: its template in ``tr``'s language (English by default), each field
    written by ``game``'s writers (a field it has none for: as is)."""
    if tr is None:
        from .messages import ENGLISH

        tr = ENGLISH
    if isinstance(text, Plural):
        n = fields[text.number]
        template = tr.ngettext(text.one, text.other, n if isinstance(n, int) else len(n))
    else:
        template = tr.gettext(text)
    if not fields:
        return template
    words = tables().get(game) if game else None
    writers: Mapping[str, Any] = importlib.import_module(words).REFUSAL_ARGS if words else {}
    values = {}
    for name, value in fields.items():
        arg = writers.get(name)
        if isinstance(value, Phrase):
            values[name] = render(value.text, value.fields, game, tr)
        elif isinstance(value, Either):
            values[name] = tr.gettext(OR).join(render(p.text, p.fields, game, tr) for p in value.phrases)
        else:
            values[name] = arg.write(value, tr) if arg is not None else str(value)
    return template.format_map(values)


class IllegalAction(ValueError):
    """An action the rules refuse. ``rule`` is the rule number, e.g. ``"PG-7.3"``; ``text`` the
    English template (or :class:`Plural`), ``fields`` its arguments.

    >>> e = IllegalAction("PG-7.4", Plural("only {n} plant is left", "only {n} plants are left", "n"), n=2)
    >>> e.message
    'only 2 plants are left'
    """

    def __init__(self, rule: str, text: Text, /, **fields: Any) -> None:
        super().__init__(rule, text)
        self.rule = rule
        self.text = text
        self.fields = fields
        self._game: str | None = None

    def of(self, game: str) -> IllegalAction:
        """The refusal, said to be of ``game`` (for a rule id every game has: D-6); returns itself."""
        self._game = game
        return self

    @property
    def game(self) -> str | None:
        """The game whose rule this is: as :meth:`of` said, else from the rule id's prefix."""
        return self._game or rule_game(self.rule)

    @property
    def message(self) -> str:
        """The refusal in English, without its rule id."""
        return render(self.text, self.fields, self.game)

    def __str__(self) -> str:
        return f"{self.rule}: {self.message}"

    def __reduce__(self) -> tuple[Any, ...]:
        return _rebuild, (type(self), (self.rule, self.text), self.fields, self._game)

    def describe(self, translations: Translations | None = None) -> str:
        """The refusal in the reader's words: ``PG-7.3: …`` (the rule id kept as is)."""
        return f"{self.rule}: {render(self.text, self.fields, self.game, translations)}"


class BadInput(ValueError):
    """Input that is not an action at all (unparseable text, unknown names, malformed JSON).
    ``game`` names the game whose writers write the fields (none: as is)."""

    def __init__(self, text: Text, /, game: str | None = None, **fields: Any) -> None:
        super().__init__(text)
        self.text = text
        self.game = game
        self.fields = fields

    @property
    def message(self) -> str:
        """The complaint in English."""
        return render(self.text, self.fields, self.game)

    def __str__(self) -> str:
        return self.message

    def __reduce__(self) -> tuple[Any, ...]:
        return _rebuild, (type(self), (self.text, self.game), self.fields)

    def describe(self, translations: Translations | None = None) -> str:
        """The complaint in the reader's words."""
        return render(self.text, self.fields, self.game, translations)


def _rebuild(
    cls: type[ValueError], args: tuple[Any, ...], fields: dict[str, Any], game: str | None = None
) -> ValueError:
    """An error again from its pickled data (errors cross process boundaries in the server)."""
    error = cls(*args, **fields)
    if game is not None and isinstance(error, IllegalAction):
        error.of(game)
    return error
