"""The words of the games' actions in the reader's language, the terminal's and the server's alike
(docs/translations.md).

:class:`Words` holds a reader's language: the texts of the ``terminal`` catalogue, the game's events and
refusals (the ``powerplay`` catalogue, seats written as the players' names where given), and the game's
own words. Actions stay the engine's English strings ("bid 14 on plant 13"): :meth:`Words.show` writes
one in the reader's words («ставка 14 на станцию 13»), :meth:`Words.read` reads a line typed in them
back; an English line is read as it is. The terminal adds its session's commands (``tui/words.py``).

A game's own words (its action forms, its resources, the names its actions take, its phases) are its
:class:`Lexicon`, one module per game here (``words/<game>.py``: the game's registry name with '-' as
'_', declaring its class as ``LEXICON``), found by :func:`lexicon_class`; the machinery here is the same
for all. Nothing here draws: no terminal, no page.

>>> Words("ru", game="powergrid").show("bid 14 on plant 13")
'ставка 14 на станцию 13'
>>> Words("uk", game="powergrid").read("купити 2 вугілля")
'buy 2 coal'
"""

from __future__ import annotations

import importlib
import re
from collections.abc import Callable, Iterable, Sequence
from functools import cache, cached_property
from string import Formatter
from typing import Any, ClassVar

from .. import i18n
from ..core.messages import Named, Translations

FIELDS = {
    "amount": r"\d+",
    "resources": r".+?",
}
"""What the fields the words read themselves may hold (a game's forms add theirs: :attr:`Lexicon.fields`)."""

SEPARATORS = (",", "and")
"""Words allowed between the amounts of a resource list ("3 oil, 4 coal")."""


def plain(text: str) -> str:
    """A word as compared with what is typed: any case, ё as е (Russian is often typed without ё)."""
    return text.casefold().replace("ё", "е")


def _name_plain(name: str) -> str:
    """A name (a city, a structure) as compared with what is typed: as :func:`plain`, a hyphen as a
    space, any apostrophe as ``'`` («франкфурт на майне», «х’юстон»)."""
    return " ".join(plain(name).replace("-", " ").replace("’", "'").replace("ʼ", "'").split())


@cache
def _pattern(template: str, fields: tuple[tuple[str, str], ...]) -> re.Pattern[str]:
    """A template as a regular expression: its fields (``fields``: what each may hold) as named groups,
    any case, any spaces."""
    holds = dict(fields)
    out = ""
    for literal, name, _, _ in Formatter().parse(template):
        out += r"\s+".join(re.escape(w) for w in literal.split(" "))
        if name is not None:
            out += f"(?P<{name}>{holds[name]})"
    return re.compile(out, re.IGNORECASE)


class Lexicon:
    """A game's own words, which its module here gives (``words/<game>.py``): its action forms and what
    their fields hold, its resources, the names its actions take (a city, a structure), its phases, the
    seats it plays itself. These defaults are a game's that gives none: its actions shown and typed as
    the engine writes them. The words of a form or a name are in the ``terminal`` catalogue, each marked
    where the game's module writes it."""

    actions: ClassVar[tuple[str, ...]] = ()
    """The action forms (the engine's string forms, with fields): the reader sees and types them in
    their words."""
    fields: ClassVar[dict[str, str]] = {}
    """What each field of the forms may hold (a regular expression), besides :data:`FIELDS`."""
    resources: ClassVar[tuple[str, ...]] = ()
    """The resources the actions name (``buy 2 coal``)."""

    def resource_forms(self, tr: Translations) -> dict[str, tuple[str, Callable[[int], str]]]:
        """Each resource (or plant kind): its name and its amount (``{n} coal``) by count."""
        return {}

    def resources_typed(self, tr: Translations) -> dict[str, str]:
        """Other forms a reader may type for each resource («купити 1 нафту»), separated by spaces."""
        return {}

    def verbs_typed(self, tr: Translations) -> dict[str, str]:
        """Each verb of the forms: every word a reader may type for it, separated by spaces."""
        return {}

    def forms_typed(self, tr: Translations) -> dict[str, str]:
        """Forms a reader may also type, shorter than the forms shown (by the English form)."""
        return {}

    def named(self, field: str, value: str, w: Words) -> str:
        """A value of a field of an action (``Essen``, ``base``) in the reader's words; as it is."""
        return value

    def spellings(self, w: Words) -> Iterable[tuple[str, str, str]]:
        """``(field, spelling, value)``: each way a reader of ``w``'s language may type a value that
        :meth:`named` words."""
        return ()

    def phase_name(self, phase: str, w: Words) -> str:
        """A phase's short name (the prompt's ``auction``)."""
        return phase

    def seat_kinds(self, tr: Translations) -> dict[str, str]:
        """The kinds of the seats the game plays itself, in words (by kind, as ``--seats`` names them)."""
        return {}


def lexicon_class(game: str) -> type[Lexicon] | None:
    """The lexicon a game's module declares (``LEXICON``), or None: the game has no module (its actions
    are shown and typed as the engine writes them)."""
    module = f"{__name__}.{game.replace('-', '_')}"
    try:
        found: type[Lexicon] = importlib.import_module(module).LEXICON
    except ModuleNotFoundError as e:
        if e.name != module:  # the module is there, and something it imports is not
            raise
        return None
    return found


class Words:
    """The words of one language for one game. ``names`` (by seat): the players' names, shown instead
    of their seats where given."""

    def __init__(self, lang: str = "en", names: Sequence[str | None] = (), game: str | None = None):
        self.lang = lang
        self.game = game
        """The game's registry name (None: no game's words, as in ``cli``'s messages)."""
        self.names = tuple(names)
        self.tr: Translations = i18n.translations(lang, "terminal")
        events: Translations = i18n.translations(lang)
        self.games = events
        """The games' catalogue (``powerplay``) as it is: the cities' names."""
        self.events: Translations = Named(events, self.names) if any(self.names) else events
        """The words of the game's events and refusals (the ``powerplay`` catalogue)."""

    @cached_property
    def lexicon(self) -> Lexicon:
        """The game's own words (:func:`lexicon_class`); none for a game without them."""
        found = lexicon_class(self.game) if self.game else None
        return found() if found is not None else Lexicon()

    @cached_property
    def forms(self) -> tuple[str, ...]:
        """The game's action forms (a game that gives none is shown and typed in English)."""
        return self.lexicon.actions

    @cached_property
    def _fields(self) -> tuple[tuple[str, str], ...]:
        return tuple({**FIELDS, **self.lexicon.fields}.items())

    def _pattern(self, template: str) -> re.Pattern[str]:
        return _pattern(template, self._fields)

    # ---- plain texts -------------------------------------------------------------------------------
    def _(self, message: str, **fields: Any) -> str:
        """``message`` (a literal, or one marked with ``N_``) in the reader's words, its fields filled."""
        text = self.tr.gettext(message)
        return text.format(**fields) if fields else text

    def ngettext(self, singular: str, plural: str, count: int, **fields: Any) -> str:
        """The form of ``count`` in the reader's words, ``{count}`` and the fields filled."""
        return self.tr.ngettext(singular, plural, count).format(count=count, **fields)

    def seat(self, seat: int) -> str:
        """A player: the name given, else the seat (``P2``, «И2»)."""
        if 0 <= seat < len(self.names) and self.names[seat]:
            return str(self.names[seat])
        return self.tr.gettext("P{number}").format(number=seat + 1)

    def bot(self, kind: str) -> str:
        """A seat's kind (``human``, a bot's name, ``hard:2s``) in words."""
        name, sep, budget = kind.partition(":")
        known = {
            "human": self.tr.pgettext("seat", "human"),
            "random": self.tr.pgettext("bot", "random"),
            "heuristic": self.tr.pgettext("bot", "heuristic"),
            "easy": self.tr.pgettext("bot", "easy"),
            "medium": self.tr.pgettext("bot", "medium"),
            "hard": self.tr.pgettext("bot", "hard"),
            "expert": self.tr.pgettext("bot", "expert"),
        }
        return self.lexicon.seat_kinds(self.tr).get(name) or known.get(name, name) + sep + budget

    # ---- the game's words --------------------------------------------------------------------------
    def resource(self, resource: str) -> str:
        """A resource's (or a plant kind's) name."""
        return self._resources().get(resource, (resource, resource))[0]

    def amount(self, n: int | str, resource: str, count: int | None = None) -> str:
        """``3 coal`` («3 угля»); ``n`` may be a range (``1-3``), whose form ``count`` chooses."""
        forms = self._resources().get(resource)
        if forms is None:
            return f"{n} {resource}"
        k = count if count is not None else int(n)
        return forms[1](k).format(n=n)

    def _resources(self) -> dict[str, tuple[str, Callable[[int], str]]]:
        """Each resource: its name and its amount (``{n} coal``) by count, in the game's words."""
        return self._resource_forms

    @cached_property
    def _resource_forms(self) -> dict[str, tuple[str, Callable[[int], str]]]:
        return self.lexicon.resource_forms(self.tr)

    def named(self, field: str, name: str) -> str:
        """A value of a field of an action (a city, a structure: ``Essen``, ``base``) in the reader's
        words; a field the game does not word, as it is."""
        return self.lexicon.named(field, name, self)

    @cached_property
    def _named_words(self) -> dict[tuple[str, str], str]:
        """Every spelling a reader may type for a named field's value (in any of the languages: any
        case, ё as е, a hyphen as a space) → its value."""
        out: dict[tuple[str, str], str] = {}
        for lang in i18n.LANGUAGES:
            for field, spelling, value in self.lexicon.spellings(Words(lang, game=self.game)):
                out.setdefault((field, _name_plain(spelling)), value)
        return out

    def named_typed(self, field: str, typed: str) -> str:
        """The value of a named field typed in any of the languages («эссен» → ``Essen``, «основание» →
        ``base``); a value it does not know as typed (the rules read a Latin name with or without its
        diacritics)."""
        return self._named_words.get((field, _name_plain(typed)), typed)

    def phase(self, phase: str) -> str:
        """A phase's short name (the prompt's ``auction``)."""
        return self.lexicon.phase_name(phase, self)

    # ---- actions -----------------------------------------------------------------------------------
    @cached_property
    def _verbs(self) -> dict[str, str]:
        """Every word a reader may type for an action's verb → the English verb."""
        more = self.lexicon.verbs_typed(self.tr)
        verbs = {t.split()[0] for t in self.forms}
        out: dict[str, str] = {}
        for verb in verbs:
            for word in more.get(verb, verb).split():
                out.setdefault(plain(word), verb)
        return out

    def english(self, line: str) -> bool:
        """Whether a line starts with an action's English verb (``bid``, ``build``): typed as the
        engine reads it."""
        first = line.split(maxsplit=1)[0].casefold() if line.strip() else ""
        return first in {t.split()[0] for t in self.forms}

    def quoted(self, text: str) -> str:
        """A message with the actions it quotes (``'bid 14 on plant 13'``, as the rules' refusals
        give examples) in the reader's words."""
        return re.sub(r"'([^'\n]+)'", lambda m: f"'{self.show(m[1])}'", text)

    def show(self, action: str) -> str:
        """An action's string form (English, as the engine writes it) in the reader's words."""
        for template in self.forms:
            m = self._pattern(template).fullmatch(action)
            if m is None:
                continue
            fields = {field: self.named(field, value) for field, value in m.groupdict().items()}
            if "resources" in fields:
                amounts = re.findall(r"(\d+) (\w+)", fields["resources"])
                known = self._resources()  # a form may write plurals: "pay 2 excavators"
                fields["resources"] = " ".join(
                    self.amount(int(n), r if r in known else r.removesuffix("s")) for n, r in amounts
                )
            return self.tr.gettext(template).format(**fields)
        return action

    def template(self, template: str, **fields: Any) -> str:
        """An action form in the reader's words with its fields given (``bid {amount}`` with ``N``)."""
        return self.tr.gettext(template).format(**fields)

    def plan(self, action: str, most: int | None = None, then: Iterable[str] = ()) -> str:
        """A plan a bot weighed (a hint's, a review's) in the reader's words: its first action, the most
        it bids (an auction's), the actions it goes on with (all as the engine writes them)."""
        text = self.show(action)
        if most is not None and most == self._amount(action):
            text = self._("{action}, and no higher", action=text)
        elif most is not None:
            text = self._("{action}, bidding up to {most}", action=text, most=most)
        rest = [self.show(a) for a in then]
        if rest:
            text = self._("{action}, then {rest}", action=text, rest=", ".join(rest))
        return text

    def _amount(self, action: str) -> int | None:
        """The amount an action bids (None: not a bid)."""
        for template in self.forms:
            m = self._pattern(template).fullmatch(action)
            if m is not None:
                amount = m.groupdict().get("amount")
                return int(amount) if amount is not None and amount.isdigit() else None
        return None

    def read(self, line: str) -> str:
        """A typed action in the engine's English (a line the reader's words do not read: as typed)."""
        text = " ".join(line.split())
        if not text:
            return text
        first, _, rest = text.partition(" ")
        verb = self._verbs.get(plain(first))
        for template, local in ((t, local) for t in self.forms for local in self._local_forms(t)):
            tries = [text]
            if verb is not None and template.split()[0] == verb:
                tries.append(f"{local.split()[0]} {rest}".strip())
            for typed in tries:
                m = self._pattern(local.replace("ё", "е")).fullmatch(typed.replace("ё", "е").replace("Ё", "Е"))
                if m is None:
                    continue
                fields = {field: self.named_typed(field, value) for field, value in m.groupdict().items()}
                if "resources" in fields:
                    english = self._english_amounts(fields["resources"])
                    if english is None:
                        continue
                    fields["resources"] = english
                return template.format(**fields)
        for template in self.forms:  # an English verb with a name in the reader's words ("build Эссен")
            m = self._pattern(template).fullmatch(text)
            if m is None:
                continue
            fields = {field: self.named_typed(field, value) for field, value in m.groupdict().items()}
            if fields != m.groupdict():
                return template.format(**fields)
        return text

    def _local_forms(self, template: str) -> list[str]:
        """An action form as the reader's words show it, then any other form they may type for it."""
        local = self.tr.gettext(template)
        other = self._typed_forms.get(template, template)
        return [local] if other in (local, template) else [local, other]

    @cached_property
    def _typed_forms(self) -> dict[str, str]:
        """Action forms a reader may also type, shorter than the forms shown (by the English form)."""
        return self.lexicon.forms_typed(self.tr)

    @cached_property
    def resource_words(self) -> dict[str, str]:
        """Every word of a resource as typed (any of its forms, English too) → its English name."""
        more = self.lexicon.resources_typed(self.tr)
        out: dict[str, str] = {}
        for r in self.lexicon.resources:
            name, amount = self._resources()[r]
            forms = {r, name, *more.get(r, "").split(), *(amount(k).replace("{n}", "").strip() for k in (1, 2, 5))}
            for form in forms:
                out.setdefault(plain(form), r)
        return out

    def _english_amounts(self, text: str) -> str | None:
        """``3 мазута, 4 угля`` → ``3 oil 4 coal`` (None: a word that is not a resource)."""
        separators = {*SEPARATORS, *(plain(w) for w in self.tr.pgettext("also typed", "and").split())}
        out: list[str] = []
        words = text.replace(",", " , ").split()
        k = 0
        while k < len(words):
            word = plain(words[k])
            if word in separators:
                k += 1
                continue
            if not word.isdigit() or k + 1 >= len(words):
                return None
            resource = self.resource_words.get(plain(words[k + 1]))
            if resource is None:
                return None
            out.append(f"{word} {resource}")
            k += 2
        return " ".join(out) if out else None


ENGLISH = Words()
"""The source language (the texts as written in the code)."""
