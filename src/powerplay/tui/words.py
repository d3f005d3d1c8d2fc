"""The terminal's words in the reader's language (docs/translations.md).

:class:`Words` holds a reader's language: the terminal's own texts (the ``terminal`` catalogue), the
game's events and refusals (the ``powerplay`` catalogue, seats written as the players' names where
given), and the commands, typed and shown in that language. Actions stay the engine's English strings
("bid 14 on plant 13"): :meth:`Words.show` writes one in the reader's words («ставка 14 на станцию
13»), :meth:`Words.read` reads a line typed in them back; an English line is read as it is.

>>> Words("ru", game="powergrid").show("buy 2 coal")
'купить 2 угля'
>>> Words("uk", game="powergrid").read("Будувати Lübeck")
'build Lübeck'
>>> Words("ru", game="powergrid").read("строить эссен")
'build Essen'
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from functools import cache, cached_property
from string import Formatter
from typing import Any

from .. import i18n
from ..core.messages import N_, Named, Translations

ACTIONS = {
    "powergrid": (
        N_("pass"),
        N_("done"),
        N_("power nothing"),
        N_("bid {amount} on plant {plant}"),
        N_("bid {amount}"),
        N_("scrap {plant} returning {resources}"),
        N_("scrap {plant}"),
        N_("buy {resources}"),
        N_("build {city}"),
        N_("trust {city}"),
        N_("mark {city}"),
        N_("power {plants} with {resources}"),
        N_("power {plants}"),
    ),
    "powergrid-cards": (
        N_("pass"),
        N_("done"),
        N_("produce nothing"),
        N_("discard nothing"),
        N_("bid {amount} on plant {plant}"),
        N_("bid {amount}"),
        N_("demolish {plant}"),
        N_("discard {resources}"),
        N_("buy {resources} from column {column}"),
        N_("produce {plants} with {resources}"),
        N_("produce {plants}"),
    ),
    "barrage": (
        N_("pass"),
        N_("choose {company} with {contract}"),
        N_("place on {space}"),
        N_("bank {amount}"),
        N_("drops on nothing"),
        N_("drop on {headstreams}"),
        N_("drops on {headstreams}"),
        N_("take excavator"),
        N_("take mixer"),
        N_("take contract {contract}"),
        N_("discard contract {contract}"),
        N_("build {structure} on {site} with {tile} as {copy}"),
        N_("build {structure} on {site} with {tile}"),
        N_("pay nothing"),
        N_("pay {resources}"),
        N_("produce none"),
        N_("produce {drops} drop from {dam} through {conduit} to {powerhouse}"),
        N_("produce {drops} drops from {dam} through {conduit} to {powerhouse}"),
        N_("fulfil none"),
        N_("fulfil {contract}"),
        N_("put nothing"),
        N_("put {structure} on {site}"),
        N_("copy {officer}"),
    ),
}
"""Each game's action forms (the engine's string forms, with fields): the reader sees and types them
in their words."""

FIELDS = {
    "amount": r"\d+",
    "column": r"\d+",
    "plant": r"\S+",
    "plants": r"\S+(?: \S+)*?",
    "resources": r".+?",
    "city": r".+",
    "company": r"\S+",
    "contract": r"\S+",
    "space": r"\S+",
    "headstreams": r"\S+(?: \S+)*?",
    "structure": r"\S+",
    "site": r"\S+",
    "tile": r"\S+",
    "copy": r"\S+",
    "drops": r"\d+",
    "dam": r"\S+",
    "conduit": r"\S+",
    "powerhouse": r"\S+",
    "officer": r"\S+",
}
"""What each field of an action form may hold."""

CITY = "city"
"""The context of the cities' names in the games' catalogue (``games.powergrid.messages.CITY``)."""

COMMANDS = ("help", "actions", "board", "map", "log", "save", "undo", "quit")
"""The session's own commands (English), besides the actions."""

RESOURCES = {
    "powergrid": ("coal", "oil", "garbage", "uranium"),
    "powergrid-cards": ("coal", "gas", "oil", "uranium"),
    "barrage": ("excavator", "mixer", "credit"),
}
"""The resources each game's actions name."""
SEPARATORS = (",", "and")
"""Words allowed between the amounts of a resource list ("3 oil, 4 coal")."""


def _plain(text: str) -> str:
    """A word as compared with what is typed: any case, ё as е (Russian is often typed without ё)."""
    return text.casefold().replace("ё", "е")


def _city_plain(name: str) -> str:
    """A city's name as compared with what is typed: as :func:`_plain`, a hyphen as a space, any apostrophe
    as ``'`` («франкфурт на майне», «х’юстон»)."""
    return " ".join(_plain(name).replace("-", " ").replace("’", "'").replace("ʼ", "'").split())


@cache
def _pattern(template: str) -> re.Pattern[str]:
    """A template as a regular expression: its fields as named groups, any case, any spaces."""
    out = ""
    for literal, name, _, _ in Formatter().parse(template):
        out += r"\s+".join(re.escape(w) for w in literal.split(" "))
        if name is not None:
            out += f"(?P<{name}>{FIELDS[name]})"
    return re.compile(out, re.IGNORECASE)


class Words:
    """The words of one language for one game at the terminal. ``names`` (by seat): the players'
    names, shown instead of their seats where given."""

    def __init__(self, lang: str = "en", names: Sequence[str | None] = (), game: str = "powergrid"):
        self.lang = lang
        self.game = game
        self.names = tuple(names)
        self.forms = ACTIONS.get(game, ())
        """The game's action forms (a game not in :data:`ACTIONS` is shown and typed in English)."""
        self.tr: Translations = i18n.translations(lang, "terminal")
        events: Translations = i18n.translations(lang)
        self.games = events
        """The games' catalogue (``powerplay``) as it is: the cities' names."""
        self.events: Translations = Named(events, self.names) if any(self.names) else events
        """The words of the game's events and refusals (the ``powerplay`` catalogue)."""

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
        automa = {
            "automa-easy": self.tr.pgettext("bot", "Automa (easy)"),
            "automa-medium": self.tr.pgettext("bot", "Automa (medium)"),
            "automa-hard": self.tr.pgettext("bot", "Automa (hard)"),
            "automa-very-hard": self.tr.pgettext("bot", "Automa (very hard)"),
        }
        return automa.get(name) or known.get(name, name) + sep + budget

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
        tr = self.tr
        if self.game == "barrage":
            return {
                "excavator": (
                    tr.pgettext("barrage", "excavator"),
                    lambda k: tr.npgettext("barrage", "{n} excavator", "{n} excavators", k),
                ),
                "mixer": (
                    tr.pgettext("barrage", "concrete mixer"),
                    lambda k: tr.npgettext("barrage", "{n} mixer", "{n} mixers", k),
                ),
                "credit": (
                    tr.pgettext("barrage", "credits"),
                    lambda k: tr.npgettext("barrage", "{n} credit", "{n} credits", k),
                ),
            }
        if self.game == "powergrid-cards":
            return {
                "coal": (tr.pgettext("cards", "coal"), lambda k: tr.npgettext("cards", "{n} coal", "{n} coal", k)),
                "gas": (tr.pgettext("cards", "gas"), lambda k: tr.npgettext("cards", "{n} gas", "{n} gas", k)),
                "oil": (tr.pgettext("cards", "oil"), lambda k: tr.npgettext("cards", "{n} oil", "{n} oil", k)),
                "uranium": (
                    tr.pgettext("cards", "uranium"),
                    lambda k: tr.npgettext("cards", "{n} uranium", "{n} uranium", k),
                ),
                "hybrid": (
                    tr.pgettext("cards", "hybrid"),
                    lambda k: tr.npgettext("cards", "{n} hybrid", "{n} hybrid", k),
                ),
                "eco": (tr.pgettext("cards", "eco"), lambda k: tr.pgettext("cards", "eco")),
            }
        return {
            "coal": (tr.pgettext("powergrid", "coal"), lambda k: tr.npgettext("powergrid", "{n} coal", "{n} coal", k)),
            "oil": (tr.pgettext("powergrid", "oil"), lambda k: tr.npgettext("powergrid", "{n} oil", "{n} oil", k)),
            "garbage": (
                tr.pgettext("powergrid", "garbage"),
                lambda k: tr.npgettext("powergrid", "{n} garbage", "{n} garbage", k),
            ),
            "uranium": (
                tr.pgettext("powergrid", "uranium"),
                lambda k: tr.npgettext("powergrid", "{n} uranium", "{n} uranium", k),
            ),
            "hybrid": (
                tr.pgettext("powergrid", "hybrid"),
                lambda k: tr.npgettext("powergrid", "{n} hybrid", "{n} hybrid", k),
            ),
            "eco": (tr.pgettext("powergrid", "eco"), lambda k: tr.pgettext("powergrid", "eco")),
        }

    def named(self, field: str, name: str) -> str:
        """A Barrage structure or company named in an action (``base``, ``Italy``) in the reader's
        words (a structure as the object of the verb: «будувати основу»); any other field's value as
        it is."""
        if field == "structure":
            names = {
                "base": self.tr.pgettext("barrage structure", "base"),
                "elevation": self.tr.pgettext("barrage structure", "elevation"),
                "conduit": self.tr.pgettext("barrage structure", "conduit"),
                "powerhouse": self.tr.pgettext("barrage structure", "powerhouse"),
            }
            return names.get(name, name)
        if field == "company":
            return self.games.pgettext("barrage company", name)
        return name

    @cached_property
    def _named_words(self) -> dict[tuple[str, str], str]:
        """Every spelling a reader may type for a named field's value (in any language) → its id."""
        out: dict[tuple[str, str], str] = {}
        values = {"structure": ("base", "elevation", "conduit", "powerhouse"), "company": NAMED_COMPANIES}
        for lang in i18n.LANGUAGES:
            other = Words(lang, game=self.game)
            for field, ids in values.items():
                for name in ids:
                    out.setdefault((field, _plain(other.named(field, name))), name)
                    out.setdefault((field, _plain(name)), name)
            for name, words in other._structures_typed().items():
                for word in words.split():
                    out.setdefault(("structure", _plain(word)), name)
        return out

    def _structures_typed(self) -> dict[str, str]:
        """Other words a reader may type for each structure (its name as a subject: «основа»)."""
        tr = self.tr
        # Translators: other forms a reader may type for the structure, separated by spaces.
        return {
            "base": tr.pgettext("barrage structure, also typed", "base"),
            "elevation": tr.pgettext("barrage structure, also typed", "elevation"),
            "conduit": tr.pgettext("barrage structure, also typed", "conduit"),
            "powerhouse": tr.pgettext("barrage structure, also typed", "powerhouse"),
        }

    def named_typed(self, field: str, typed: str) -> str:
        """The id of a structure or company typed in any language («основание» → ``base``)."""
        return self._named_words.get((field, _plain(typed)), typed)

    def city(self, city: str) -> str:
        """A city's name (as the board's data spells it: ``Duesseldorf``) in the reader's language
        («Дюссельдорф»): the ``city`` names of the games' catalogue."""
        return self.games.pgettext(CITY, city)

    @cached_property
    def _city_words(self) -> dict[str, str]:
        """Every spelling a reader may type for a city (its English, Russian and Ukrainian names, any
        case, ё as е, a hyphen as a space) → the board's name."""
        from ..games.powergrid.messages import city_names

        out: dict[str, str] = {}
        for lang in i18n.LANGUAGES:
            tr = i18n.translations(lang)
            for city in city_names():
                out.setdefault(_city_plain(tr.pgettext(CITY, city)), city)
        return out

    def city_typed(self, typed: str) -> str:
        """The board's name of a city typed in any of the languages («эссен» → ``Essen``); a name it
        does not know as typed (the rules read a Latin name with or without its diacritics)."""
        return self._city_words.get(_city_plain(typed), typed)

    def phase(self, phase: str) -> str:
        """A phase's short name (the prompt's ``auction``)."""
        names = {
            "trust-setup": self.tr.pgettext("phase", "trust-setup"),
            "mark-cities": self.tr.pgettext("phase", "mark-cities"),
            "auction": self.tr.pgettext("phase", "auction"),
            "resources": self.tr.pgettext("phase", "resources"),
            "building": self.tr.pgettext("phase", "building"),
            "bureaucracy": self.tr.pgettext("phase", "bureaucracy"),
            "over": self.tr.pgettext("phase", "over"),
            "choose": self.tr.pgettext("phase", "choose"),
            "actions": self.tr.pgettext("phase", "actions"),
        }
        return names.get(phase, phase)

    def back(self, back: str) -> str:
        """A plant card's back (Power Grid: ``plug`` or ``socket``; the card game: ``small``, ``big``, or
        the 'one more round' card)."""
        names = {
            "plug": self.tr.pgettext("card back", "plug"),
            "socket": self.tr.pgettext("card back", "socket"),
            "small": self.tr.pgettext("card back", "small"),
            "big": self.tr.pgettext("card back", "big"),
            "orm": self.tr.pgettext("card back", "the 'one more round' card"),
        }
        return names.get(back, back)

    def region(self, region: str) -> str:
        """A region of the board (``north-west``) in words."""
        names = {
            "west": self.tr.pgettext("region", "west"),
            "east": self.tr.pgettext("region", "east"),
            "north-west": self.tr.pgettext("region", "north-west"),
            "north-east": self.tr.pgettext("region", "north-east"),
            "south-west": self.tr.pgettext("region", "south-west"),
            "south-east": self.tr.pgettext("region", "south-east"),
            "north-central": self.tr.pgettext("region", "north-central"),
            "south-central": self.tr.pgettext("region", "south-central"),
        }
        return names.get(region, region)

    def colour(self, colour: str) -> str:
        """A region's colour on the board in words."""
        names = {
            "red": self.tr.pgettext("colour", "red"),
            "blue": self.tr.pgettext("colour", "blue"),
            "cyan": self.tr.pgettext("colour", "cyan"),
            "brown": self.tr.pgettext("colour", "brown"),
            "yellow": self.tr.pgettext("colour", "yellow"),
            "purple": self.tr.pgettext("colour", "purple"),
            "green": self.tr.pgettext("colour", "green"),
        }
        return names.get(colour, colour)

    # ---- commands ----------------------------------------------------------------------------------
    def command(self, name: str) -> str:
        """A session command's word (``help`` → «помощь»)."""
        return self._commands()[name][0]

    def _commands(self) -> dict[str, list[str]]:
        """Each session command: its word first, then every other word that also means it."""
        tr = self.tr
        shown = {
            "help": tr.pgettext("command", "help"),
            "actions": tr.pgettext("command", "actions"),
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
        word = _plain(word)
        for name, words in self._commands().items():
            if word in (_plain(w) for w in words):
                return name
        return None

    def everything(self) -> str:
        """The word ``all`` (``log all``)."""
        return self.tr.pgettext("log", "all")

    def means_everything(self, word: str) -> bool:
        """Whether a typed word is ``all`` (``log all``), in English or the reader's words."""
        return _plain(word) in ("all", _plain(self.everything()))

    @cached_property
    def _verbs(self) -> dict[str, str]:
        """Every word a reader may type for an action's verb → the English verb."""
        tr = self.tr
        # Translators: other words a reader may type for the action, separated by spaces.
        more = {
            "pass": tr.pgettext("also typed", "pass"),
            "done": tr.pgettext("also typed", "done"),
            "bid": tr.pgettext("also typed", "bid"),
            "scrap": tr.pgettext("also typed", "scrap"),
            "buy": tr.pgettext("also typed", "buy"),
            "build": tr.pgettext("also typed", "build"),
            "trust": tr.pgettext("also typed", "trust"),
            "mark": tr.pgettext("also typed", "mark"),
            "power": tr.pgettext("also typed", "power"),
            "demolish": tr.pgettext("also typed", "demolish"),
            "discard": tr.pgettext("also typed", "discard"),
            "produce": tr.pgettext("also typed", "produce"),
            "choose": tr.pgettext("also typed", "choose"),
            "place": tr.pgettext("also typed", "place"),
            "bank": tr.pgettext("also typed", "bank"),
            "drop": tr.pgettext("also typed", "drop"),
            "drops": tr.pgettext("also typed", "drops"),
            "take": tr.pgettext("also typed", "take"),
            "pay": tr.pgettext("also typed", "pay"),
            "fulfil": tr.pgettext("also typed", "fulfil"),
            "put": tr.pgettext("also typed", "put"),
            "copy": tr.pgettext("also typed", "copy"),
        }
        verbs = {t.split()[0] for t in self.forms}
        out: dict[str, str] = {}
        for verb in verbs:
            for word in more[verb].split():
                out.setdefault(_plain(word), verb)
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
            m = _pattern(template).fullmatch(action)
            if m is None:
                continue
            fields = m.groupdict()
            if "resources" in fields:
                amounts = re.findall(r"(\d+) (\w+)", fields["resources"])
                known = self._resources()  # Barrage writes plurals: "pay 2 excavators"
                fields["resources"] = " ".join(
                    self.amount(int(n), r if r in known else r.removesuffix("s")) for n, r in amounts
                )
            if "city" in fields:
                fields["city"] = self.city(fields["city"])
            for field in ("structure", "company"):
                if field in fields:
                    fields[field] = self.named(field, fields[field])
            return self.tr.gettext(template).format(**fields)
        return action

    def template(self, template: str, **fields: Any) -> str:
        """An action form in the reader's words with its fields given (``bid {amount}`` with ``N``)."""
        return self.tr.gettext(template).format(**fields)

    def read(self, line: str) -> str:
        """A typed action in the engine's English (a line the reader's words do not read: as typed)."""
        text = " ".join(line.split())
        if not text:
            return text
        first, _, rest = text.partition(" ")
        verb = self._verbs.get(_plain(first))
        for template, local in ((t, local) for t in self.forms for local in self._local_forms(t)):
            tries = [text]
            if verb is not None and template.split()[0] == verb:
                tries.append(f"{local.split()[0]} {rest}".strip())
            for typed in tries:
                m = _pattern(local.replace("ё", "е")).fullmatch(typed.replace("ё", "е").replace("Ё", "Е"))
                if m is None:
                    continue
                fields = m.groupdict()
                if "resources" in fields:
                    english = self._english_amounts(fields["resources"])
                    if english is None:
                        continue
                    fields["resources"] = english
                if "city" in fields:
                    fields["city"] = self.city_typed(fields["city"])
                for field in ("structure", "company"):
                    if field in fields:
                        fields[field] = self.named_typed(field, fields[field])
                return template.format(**fields)
        for template in self.forms:  # an English verb with a city in the reader's words ("build Эссен")
            m = _pattern(template).fullmatch(text)
            if m is not None and set(m.groupdict()) == {"city"}:
                return template.format(city=self.city_typed(m["city"]))
        return text

    def _local_forms(self, template: str) -> list[str]:
        """An action form as the reader's words show it, then any other form they may type for it."""
        local = self.tr.gettext(template)
        other = self._typed_forms.get(template, template)
        return [local] if other in (local, template) else [local, other]

    @cached_property
    def _typed_forms(self) -> dict[str, str]:
        """Action forms a reader may also type, shorter than the forms shown (by the English form)."""
        # Translators: a shorter form a reader may type for the action, with the same fields.
        choose = self.tr.pgettext("also typed", "choose {company} with {contract}")
        return {"choose {company} with {contract}": choose}

    @cached_property
    def resource_words(self) -> dict[str, str]:
        """Every word of a resource as typed (any of its forms, English too) → its English name."""
        tr = self.tr
        # Translators: other forms a reader may type for the resource («купити 1 нафту»), separated by spaces.
        more = {
            "powergrid": {
                "coal": tr.pgettext("powergrid, also typed", "coal"),
                "oil": tr.pgettext("powergrid, also typed", "oil"),
                "garbage": tr.pgettext("powergrid, also typed", "garbage"),
                "uranium": tr.pgettext("powergrid, also typed", "uranium"),
            },
            "barrage": {
                "excavator": tr.pgettext("barrage, also typed", "excavator"),
                "mixer": tr.pgettext("barrage, also typed", "mixer"),
                "credit": tr.pgettext("barrage, also typed", "credit"),
            },
            "powergrid-cards": {
                "coal": tr.pgettext("cards, also typed", "coal"),
                "gas": tr.pgettext("cards, also typed", "gas"),
                "oil": tr.pgettext("cards, also typed", "oil"),
                "uranium": tr.pgettext("cards, also typed", "uranium"),
            },
        }.get(self.game, {})
        out: dict[str, str] = {}
        for r in RESOURCES.get(self.game, ()):
            name, amount = self._resources()[r]
            forms = {r, name, *more[r].split(), *(amount(k).replace("{n}", "").strip() for k in (1, 2, 5))}
            for form in forms:
                out.setdefault(_plain(form), r)
        return out

    def _english_amounts(self, text: str) -> str | None:
        """``3 мазута, 4 угля`` → ``3 oil 4 coal`` (None: a word that is not a resource)."""
        separators = {*SEPARATORS, *(_plain(w) for w in self.tr.pgettext("also typed", "and").split())}
        out: list[str] = []
        words = text.replace(",", " , ").split()
        k = 0
        while k < len(words):
            word = _plain(words[k])
            if word in separators:
                k += 1
                continue
            if not word.isdigit() or k + 1 >= len(words):
                return None
            resource = self.resource_words.get(_plain(words[k + 1]))
            if resource is None:
                return None
            out.append(f"{word} {resource}")
            k += 2
        return " ".join(out) if out else None


NAMED_COMPANIES = ("USA", "Germany", "Italy", "France")
"""Barrage's companies (BA-34), typed in any language in ``choose``."""

ENGLISH = Words()
"""The source language (the texts as written in the code)."""
