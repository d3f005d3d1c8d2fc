"""The language the command speaks: its own words and click's, from the ``terminal`` catalogue.

Everything the command says, click's own words included ("Usage:", "Show this message and exit."), is
in the language of ``--lang`` or of the environment (``LANGUAGE``, ``LC_ALL``, ``LC_MESSAGES``,
``LANG``): :meth:`Powerplay.main` reads it before click reads the command line (docs/translations.md).
"""

from __future__ import annotations

import gettext
import importlib
import sys
from collections.abc import Callable, Mapping, Sequence
from typing import Any

import click

from .. import i18n
from ..core.messages import N_

DOMAIN = "terminal"


class _Spoken:
    """The language the command speaks (set by :meth:`Powerplay.main`)."""

    lang = i18n.SOURCE
    tr: gettext.NullTranslations = gettext.NullTranslations()


def _(message: str, **fields: Any) -> str:
    """``message`` in the command's language, its fields filled."""
    text = _Spoken.tr.gettext(message)
    return text.format(**fields) if fields else text


def ngettext(singular: str, plural: str, count: int, **fields: Any) -> str:
    """The form of ``count`` in the command's language, ``{count}`` and the fields filled."""
    return _Spoken.tr.ngettext(singular, plural, count).format(count=count, **fields)


def game_words(message: str) -> str:
    """A game's own words (its manifest's, its options' descriptions: in the games' catalogues, a game
    outside this package's in its own folder) in the command's language; as they are where no
    catalogue has them."""
    return games_catalogue().gettext(message)


def games_catalogue() -> gettext.NullTranslations:
    """The games' catalogue in the command's language (for ``BadInput.describe``)."""
    return i18n.translations(_Spoken.lang)


def spoken() -> str:
    """The language the command speaks."""
    return _Spoken.lang


def help_words(message: str) -> str:
    """A help text in the command's language: the ``terminal`` catalogue's words, else the games'
    (an option made from a game's options model is described in the game's words)."""
    text = _Spoken.tr.gettext(message)
    return text if text != message else game_words(message)


CLICK_WORDS = (
    N_("Usage:"),
    N_("Options"),
    N_("Commands"),
    N_("Positional arguments"),
    N_("Show this message and exit."),
    N_("Show the version and exit."),
    N_("Error: {message}"),
    N_("Try '{command} {option}' for help."),
    N_("Invalid value: {message}"),
    N_("Invalid value for {param_hint}: {message}"),
    N_("Missing argument"),
    N_("Missing option"),
    N_("Missing parameter"),
    N_("Missing {param_type}"),
    N_("Missing parameter: {param_name}"),
    N_("Missing command."),
    N_("No such option: {name}"),
    N_("No such option {name!r}."),
    N_("No such command {name!r}."),
    N_("Option {name!r} does not take a value."),
    N_("Argument {name!r} takes {nargs} values."),
    N_("Aborted!"),
    N_("default: {default}"),
    N_("required"),
    N_("env var: {var}"),
    N_("{value!r} is not a valid {number_type}."),
    N_("{value} is not in the range {range}."),
    N_("{name} {filename!r} does not exist."),
    N_("{name} {filename!r} is a directory."),
    N_("{name} {filename!r} is not readable."),
    N_("file"),
    N_("directory"),
    N_("path"),
    N_("Could not open file {filename!r}: {message}"),
    N_("unknown error"),
)
"""click's own words that this command can show (click reads them through Python's gettext; they are
in the ``terminal`` catalogue, :func:`speak` hands it to click). Its plural messages are listed by
:func:`_click_plurals`."""


def _click_plurals() -> None:
    """click's plural messages this command can show (listed for the catalogue, never called)."""
    ngettext("Got unexpected extra argument ({args})", "Got unexpected extra arguments ({args})", 1)
    ngettext("Option {name!r} requires an argument.", "Option {name!r} requires {nargs} arguments.", 1)
    ngettext("{value!r} is not {choice}.", "{value!r} is not one of {choices}.", 1)
    ngettext("Did you mean {possibility}?", "(Did you mean one of: {possibilities}?)", 1)


CLICK_MODULES = ("core", "decorators", "exceptions", "formatting", "parser", "termui", "types", "utils")
"""The click modules that say something (each binds ``gettext`` as ``_`` and ``ngettext`` when imported)."""

_ENGLISH: dict[Any, str] = {}
"""The English help of each command and option (its ``help`` is replaced by the words of the language)."""


def speak(lang: str, group: click.Group, fields: Callable[[], Mapping[str, str]]) -> None:
    """Speak ``lang``: the command's words, click's, and the help texts of ``group``, its commands and
    their options (``fields`` fills the help texts' fields: the bots' names, the games' player counts)."""
    _Spoken.lang = lang
    _Spoken.tr = i18n.translations(lang, DOMAIN)
    for name in CLICK_MODULES:
        module = importlib.import_module(f"click.{name}")
        if hasattr(module, "_"):
            module._ = _Spoken.tr.gettext  # type: ignore[attr-defined]
        if hasattr(module, "ngettext"):
            module.ngettext = _Spoken.tr.ngettext  # type: ignore[attr-defined]
    filled = dict(fields())
    for command in (group, *group.commands.values()):
        english = _ENGLISH.setdefault(command, command.help or "")
        command.help = _help(english, filled)
        command.options_metavar = _("[OPTIONS]")
        command._help_option = None  # click keeps its --help option, made in the language of its first use
        for param in command.params:
            if isinstance(param, click.Option) and param.help:
                param.help = help_words(_ENGLISH.setdefault(param, param.help)).format(**filled)
    group.subcommand_metavar = _("COMMAND [ARGS]...")


def _help(text: str, fields: Mapping[str, str]) -> str:
    """A command's help in the command's language: each paragraph translated; a paragraph click must
    not rewrap (marked ``\\b``) keeps its mark."""
    out = []
    for paragraph in text.split("\n\n"):
        verbatim = paragraph.startswith("\b\n")
        words = _(paragraph.removeprefix("\b\n")).format(**fields)
        out.append("\b\n" + words if verbatim else words)
    return "\n\n".join(out)


def prescan(argv: Sequence[str]) -> str:
    """The language asked for on the command line (``--lang ru`` anywhere, ``--lang=ru``), else the
    environment's; a language not known is left to ``--lang`` to refuse."""
    asked = None
    for k, arg in enumerate(argv):
        if arg == "--":
            break
        if arg == "--lang" and k + 1 < len(argv):
            asked = argv[k + 1]
        elif arg.startswith("--lang="):
            asked = arg.partition("=")[2]
    try:
        return i18n.pick(asked)
    except ValueError:
        return i18n.pick(None)


def chosen(option: str | None) -> str:
    """The language of ``--lang`` (or of the environment); an unknown one is a usage error."""
    try:
        return i18n.pick(option)
    except ValueError as e:
        raise click.BadParameter(
            _("unknown language {lang!r}: choose one of {choices}", lang=option, choices=", ".join(i18n.LANGUAGES)),
            param_hint="--lang",
        ) from e


class Powerplay(click.Group):
    """The ``powerplay`` group: it speaks the reader's language before click reads the command line
    (its ``help_fields`` fill the help texts' fields)."""

    help_fields: Callable[[], Mapping[str, str]] = dict

    def main(self, args: Sequence[str] | None = None, *rest: Any, **extra: Any) -> Any:
        argv = list(sys.argv[1:] if args is None else args)
        speak(prescan(argv), self, self.help_fields)
        return super().main(argv, *rest, **extra)


LANG_OPT = click.option(
    "--lang",
    default=None,
    metavar="LANG",
    help=N_(
        "Language of everything the command says: en, ru or uk.  "
        "[default: from LANGUAGE, LC_ALL, LC_MESSAGES or LANG, else en]"
    ),
)
