"""The ``powerplay`` command: serve games to browsers, play at the terminal, or let bots play.

powerplay serve --port 8000
powerplay play powergrid --map germany --players 4 --seats human,heuristic,heuristic,heuristic
powerplay simulate powergrid --players 4 --bots heuristic,random --games 100 --seed 1 --json
powerplay arena powergrid --players 4 --bots hard,heuristic,heuristic,heuristic --games 200 --seed 1

Everything it says, click's own words included ("Usage:", "Show this message and exit."), is in the
language of ``--lang`` or of the environment (``LANGUAGE``, ``LC_ALL``, ``LC_MESSAGES``, ``LANG``):
the ``terminal`` catalogue (docs/translations.md).
"""

from __future__ import annotations

import gettext
import json
import random
import sys
from collections import Counter
from collections.abc import Sequence
from typing import Any

import click
from click.core import ParameterSource

from . import i18n
from .bots import BOTS, BotFailed, is_outside, make_bot, outside_factory, play_out, split_kind
from .core.errors import BadInput, IllegalAction
from .core.messages import N_
from .core.registry import GAMES, game_class, load_game, load_record, own_seats, seat_kinds, seated, spec

HUMAN = "human"


class _Spoken:
    """The language the command speaks (set by :meth:`Powerplay.main`)."""

    lang = i18n.SOURCE
    tr: gettext.NullTranslations = gettext.NullTranslations()


def _(message: str, **fields: Any) -> str:
    """``message`` in the command's language, its fields filled."""
    text = _Spoken.tr.gettext(message)
    return text.format(**fields) if fields else text


def _game_words(message: str) -> str:
    """A game's own words (its manifest's, in the games' catalogue) in the command's language."""
    return i18n.translations(_Spoken.lang).gettext(message)


def ngettext(singular: str, plural: str, count: int, **fields: Any) -> str:
    """The form of ``count`` in the command's language, ``{count}`` and the fields filled."""
    return _Spoken.tr.ngettext(singular, plural, count).format(count=count, **fields)


DEFAULT_BOT = "heuristic"
"""What a seat written plainly as ``bot`` plays: the strongest bot."""

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
in the ``terminal`` catalogue, :func:`_speak` hands it to click). Its plural messages are listed by
:func:`_click_plurals`."""


def _click_plurals() -> None:
    """click's plural messages this command can show (listed for the catalogue, never called)."""
    ngettext("Got unexpected extra argument ({args})", "Got unexpected extra arguments ({args})", 1)
    ngettext("Option {name!r} requires an argument.", "Option {name!r} requires {nargs} arguments.", 1)
    ngettext("{value!r} is not {choice}.", "{value!r} is not one of {choices}.", 1)
    ngettext("Did you mean {possibility}?", "(Did you mean one of: {possibilities}?)", 1)


CLICK_MODULES = ("core", "decorators", "exceptions", "formatting", "parser", "termui", "types", "utils")
"""The click modules that say something (each binds ``gettext`` as ``_`` and ``ngettext`` when imported)."""


def _speak(lang: str) -> None:
    """Speak ``lang``: this module's words, click's, and the commands' and options' help texts."""
    import importlib

    _Spoken.lang = lang
    _Spoken.tr = i18n.translations(lang, "terminal")
    for name in CLICK_MODULES:
        module = importlib.import_module(f"click.{name}")
        if hasattr(module, "_"):
            module._ = _Spoken.tr.gettext  # type: ignore[attr-defined]
        if hasattr(module, "ngettext"):
            module.ngettext = _Spoken.tr.ngettext  # type: ignore[attr-defined]
    fields = {"bots": ", ".join(BOTS), "default_bot": DEFAULT_BOT}
    for command in (main, *main.commands.values()):
        english = _ENGLISH.setdefault(command, command.help or "")
        command.help = _help(english, fields)
        command.options_metavar = _("[OPTIONS]")
        command._help_option = None  # click keeps its --help option, made in the language of its first use
        for param in command.params:
            if isinstance(param, click.Option) and param.help:
                param.help = _(_ENGLISH.setdefault(param, param.help)).format(**fields)
    main.subcommand_metavar = _("COMMAND [ARGS]...")


_ENGLISH: dict[Any, str] = {}
"""The English help of each command and option (its ``help`` is replaced by the words of the language)."""


def _help(text: str, fields: dict[str, str]) -> str:
    """A command's help in the command's language: each paragraph translated; a paragraph click must
    not rewrap (marked ``\\b``) keeps its mark."""
    out = []
    for paragraph in text.split("\n\n"):
        verbatim = paragraph.startswith("\b\n")
        words = _(paragraph.removeprefix("\b\n")).format(**fields)
        out.append("\b\n" + words if verbatim else words)
    return "\n\n".join(out)


def _prescan(argv: Sequence[str]) -> str:
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


def _language(option: str | None) -> str:
    """The language of ``--lang`` (or of the environment); an unknown one is a usage error."""
    try:
        return i18n.pick(option)
    except ValueError as e:
        raise click.BadParameter(
            _("unknown language {lang!r}: choose one of {choices}", lang=option, choices=", ".join(i18n.LANGUAGES)),
            param_hint="--lang",
        ) from e


class Powerplay(click.Group):
    """The ``powerplay`` group: it speaks the reader's language before click reads the command line."""

    def main(self, args: Sequence[str] | None = None, *rest: Any, **extra: Any) -> Any:
        argv = list(sys.argv[1:] if args is None else args)
        _speak(_prescan(argv))
        return super().main(argv, *rest, **extra)


def _split(text: str | None) -> list[str]:
    """Comma-separated seat or bot names, in lower case but an outside bot's import path
    (``mypkg.agents:MyBot``, kept as given); ``bot`` means the default bot."""
    words = [w.strip() for w in (text or "").split(",") if w.strip()]
    words = [w.lower() if not is_outside(w.lower()) else w for w in words]
    return [DEFAULT_BOT if w == "bot" else w for w in words]


def _check_bot(kind: str, hint: str) -> None:
    """A clear error for a bot name that is unknown or has a bad time budget, or an outside bot's
    import path that does not lead to a factory."""
    try:
        split_kind(kind)
        if is_outside(kind):
            outside_factory(kind)
    except BadInput as e:
        raise click.BadParameter(e.describe(i18n.translations(_Spoken.lang)), param_hint=hint) from e


def _check_seat(kind: str, game: str, hint: str) -> None:
    """A seat's kind: a person, a bot, or one the game plays itself (Barrage's ``automa-hard``); a
    kind another game plays itself is a clear error here."""
    if kind == HUMAN or kind in seat_kinds(game):
        return
    others = [g for g in GAMES if kind in seat_kinds(g)]
    if others:
        raise click.BadParameter(
            _("{kind} plays only in {games}, not in {game}", kind=kind, games=", ".join(others), game=game),
            param_hint=hint,
        )
    _check_bot(kind, hint)


def _make_bot(kind: str, game: str, seat: int, seed: int) -> Any:
    """A bot, or a clear error when its name is unknown or its module is missing."""
    try:
        return make_bot(kind, game, seat, seed)
    except BadInput as e:
        raise click.UsageError(e.describe(i18n.translations(_Spoken.lang))) from e
    except ImportError as e:
        raise click.UsageError(
            _(
                "the {bot!r} bot is not available in this installation ({error}); try another bot: {bots}",
                bot=kind,
                error=e,
                bots=", ".join(k for k in BOTS if k != kind),
            )
        ) from e


GAME_OPTIONS = {
    "powergrid": ("map_", "regions", "starting_cities", "classic"),
    "powergrid-cards": ("trust", "demolition", "hidden_money"),
    "barrage": ("full", "alternatives"),
}
"""The command-line options that belong to each game (the rest are shared)."""


def _game_config(game: str, players: int, options: dict[str, Any]) -> dict:
    """The game's config from the command's options; an option of another game given on the
    command line is an error (it would silently do nothing)."""
    ctx = click.get_current_context()
    own = GAME_OPTIONS.get(game, ())
    for name in (n for names in GAME_OPTIONS.values() for n in names):
        if name not in own and name in options and ctx.get_parameter_source(name) == ParameterSource.COMMANDLINE:
            flag = "--" + name.rstrip("_").replace("_", "-")
            users = [g for g, names in GAME_OPTIONS.items() if name in names]
            raise click.UsageError(
                _("{option} is an option of {games}, not of {game}", option=flag, games=", ".join(users), game=game)
            )
    config: dict[str, Any] = {"players": players}
    if game == "powergrid":
        config["map"] = options["map_"].lower()
        if options["regions"] and options["regions"] != "random":
            config["regions"] = options["regions"]
        if options["starting_cities"]:
            config["starting_cities"] = True
        if options["classic"]:
            config["classic"] = True
    elif game == "powergrid-cards":
        if options["trust"] is not None:
            config["trust"] = options["trust"]
        if options["demolition"]:
            config["demolition"] = True
        if options["hidden_money"]:
            config["hidden_money"] = True
    elif game == "barrage":
        if options["full"]:
            config["full"] = True
        if options["alternatives"]:
            config["alternatives"] = sorted(set(options["alternatives"]))
    return config


def _new_game(game: str, seed: int, config: dict) -> Any:
    try:
        return load_game(game, seed=seed, **config)
    except (BadInput, IllegalAction) as e:
        raise click.UsageError(e.describe(i18n.translations(_Spoken.lang))) from e


GAME_ARG = click.argument("game", type=click.Choice(sorted(GAMES)), default="powergrid", required=False)
MAP_OPT = click.option(
    "--map",
    "map_",
    type=click.Choice(["germany", "usa"], case_sensitive=False),
    default="germany",
    show_default=True,
    help=N_("Which side of the board."),
)
REGIONS_OPT = click.option(
    "--regions",
    default="random",
    show_default=True,
    metavar="random|R1,R2,...",
    help=N_(
        "The regions in play (connected; 3 regions for 2-3 players, 4 for 4, 5 for 5-6), e.g. west,north-west,east."
    ),
)
STARTING_OPT = click.option(
    "--starting-cities", is_flag=True, help=N_("Starting cities variant (PG-13.1): each player marks a city first.")
)
CLASSIC_OPT = click.option("--classic", is_flag=True, help=N_("Classic (non-Recharged) edition rules and data."))
TRUST_OPT = click.option(
    "--trust/--no-trust",
    default=None,
    help=N_("Card game, 2 players: play against the Trust (CG-10).  [default: on for 2 players]"),
)
DEMOLITION_OPT = click.option(
    "--demolition", is_flag=True, help=N_("Card game: the Demolition Contractor variant (CG-11).")
)
HIDDEN_MONEY_OPT = click.option(
    "--hidden-money", is_flag=True, help=N_("Card game: others' money is hidden until the end (D-18).")
)
FULL_OPT = click.option(
    "--full",
    is_flag=True,
    help=N_(
        "Barrage: the full game (BA-0.3): companies, officers and starting contracts chosen, the patent "
        "office. A game with an Automa seat is always the full one (BA-A1.2)."
    ),
)
ALTERNATIVES_OPT = click.option(
    "--alternative",
    "alternatives",
    multiple=True,
    metavar="D-XX",
    help=N_(
        "Barrage: play the alternative of a decision the rulebook leaves open instead of its default, "
        "once per decision: D-01, D-10, D-12, D-21, D-A7, D-A10, D-A11, D-A12, D-A17, D-A20, D-A22."
    ),
)
LANG_OPT = click.option(
    "--lang",
    default=None,
    metavar="LANG",
    help=N_(
        "Language of everything the command says: en, ru or uk.  "
        "[default: from LANGUAGE, LC_ALL, LC_MESSAGES or LANG, else en]"
    ),
)


def game_options(f: Any) -> Any:
    """Every game's options (a command uses those of the chosen game)."""
    for opt in (
        ALTERNATIVES_OPT,
        FULL_OPT,
        HIDDEN_MONEY_OPT,
        DEMOLITION_OPT,
        TRUST_OPT,
        CLASSIC_OPT,
        STARTING_OPT,
        REGIONS_OPT,
        MAP_OPT,
    ):
        f = opt(f)
    return f


@click.group(
    cls=Powerplay,
    context_settings={"help_option_names": ["-h", "--help"], "max_content_width": 100},
    help=N_("Powerplay: energy-themed board games in the browser and at the terminal.")
    + "\n\n\b\n"
    + N_(
        "Serve games to browsers on http://127.0.0.1:8000:\n"
        "  powerplay serve\n"
        "Play Power Grid against bots at the terminal (you are P1):\n"
        "  powerplay play powergrid --map germany --players 4\n"
        "Hotseat for two people and two bots:\n"
        "  powerplay play powergrid --seats human,human,heuristic,random\n"
        "Let bots play 100 games and print one JSON line per game:\n"
        "  powerplay simulate powergrid --bots heuristic,random --games 100 --json\n"
        "Measure bots against each other (win rates with confidence intervals (95%), ratings):\n"
        "  powerplay arena powergrid --bots hard,heuristic,heuristic,heuristic --games 200"
    )
    + "\n\n"
    + N_("Every refusal of an action names the rule it enforces (PG-x.y)."),
)
@click.version_option(package_name="powerplay", message="%(prog)s %(version)s")
@LANG_OPT
def main(lang: str | None) -> None:
    _language(lang)


PLAY_EXAMPLES = {
    "powergrid": (
        N_(
            "Play Power Grid against bots (you are P1), or hotseat for two people and two bots:\n"
            "  powerplay play powergrid --map germany --players 4\n"
            "  powerplay play powergrid --seats human,human,heuristic,random"
        ),
        N_(
            'On your turn the board is shown (your money only: others show "?"), then your\n'
            'options in short. Type an action ("bid 14 on plant 13", "bid 15", "pass",\n'
            '"buy 2 coal", "build Essen", "power 07 10 with 3 oil 4 coal", "done") or a\n'
            "command: help, actions, board, map, log, save FILE, undo, quit.\n"
            "Tab completes actions on a terminal; input may also be piped, one command per line."
        ),
    ),
    "powergrid-cards": (
        N_(
            "Play Power Grid: The Card Game against bots (you are P1):\n"
            "  powerplay play powergrid-cards --players 4\n"
            "Two players against the Trust (CG-10), with the Demolition Contractor (CG-11):\n"
            "  powerplay play powergrid-cards --players 2 --demolition"
        ),
        N_(
            "On your turn the board is shown, then your options in short. Type an action\n"
            '("bid 5 on plant 05a", "bid 6", "pass", "buy 2 coal from column 2",\n'
            '"produce 05a 07 with 1 gas 2 oil", "demolish 05a", "done") or a command:\n'
            "help, actions, board, log, save FILE, undo, quit.\n"
            "Tab completes actions on a terminal; input may also be piped, one command per line."
        ),
    ),
    "barrage": (
        N_(
            "Play Barrage against a bot (the introductory game), or the full game (BA-0.3):\n"
            "  powerplay play barrage --players 2\n"
            "  powerplay play barrage --players 3 --full\n"
            "Alone against the Automa, at one of its four levels (the full game, BA-A1.2):\n"
            "  powerplay play barrage --seats human,automa-hard"
        ),
        N_(
            "On your turn the game is shown in short (the whole board: board; the map: map),\n"
            "then what the others did since your last turn, then your options. Type an action\n"
            '("place on W2L", "build base on D5L with basic_base", "bank 3", "pass",\n'
            '"pay 1 excavator 9 credits", "produce 2 drops from D3L through C3A to P8_1",\n'
            '"fulfil P209") or a command: help, actions, board, map, log, save FILE, undo, quit.\n'
            "Tab completes actions on a terminal; input may also be piped, one command per line."
        ),
    ),
}
"""The examples of ``play --help``, by game: how to start one, then what to type."""


class PlayCommand(click.Command):
    """``play``: its help gives the examples of the game asked for (``play barrage --help``); without
    a game, those of the default game and where the others' are."""

    def parse_args(self, ctx: click.Context, args: list[str]) -> list[str]:
        ctx.meta["play_game"] = next((a for a in args if a in GAMES), None)
        return super().parse_args(ctx, args)

    def format_help_text(self, ctx: click.Context, formatter: click.HelpFormatter) -> None:
        super().format_help_text(ctx, formatter)
        game = ctx.meta.get("play_game")
        paragraphs = [_(text) for text in PLAY_EXAMPLES[game or "powergrid"]]
        if game is None:
            others = ", ".join(f"powerplay play {g} --help" for g in PLAY_EXAMPLES if g != "powergrid")
            paragraphs.append(_("The other games' examples: {commands}.", commands=others))
        with formatter.indentation():
            for text in paragraphs:
                formatter.write_paragraph()
                formatter.write_text("\b\n" + text)


@main.command(
    cls=PlayCommand,
    help=N_("Play a game at the terminal, against bots or hotseat with friends."),
)
@GAME_ARG
@click.option(
    "--players",
    type=click.IntRange(2, 6),
    default=None,
    help=N_("Number of players, 2-6.  [default: the number of --seats, else 4]"),
)
@click.option(
    "--seats",
    metavar="KIND,KIND,...",
    default=None,
    help=N_(
        "Who plays each seat, in seat order: human or a bot ({bots}; bot = {default_bot}). Several humans "
        "play hotseat. Barrage also seats an Automa: automa-easy, automa-medium, automa-hard, automa-very-hard.  "
        "[default: human, then heuristic bots]"
    ),
)
@click.option(
    "--seed", type=int, default=None, help=N_("Seed of the shuffles (and the bots).  [default: random, printed]")
)
@game_options
@click.option(
    "--load",
    "load_path",
    type=click.Path(exists=True, dir_okay=False),
    default=None,
    help=N_("Resume a saved game (a record written by 'save' or --save); its options win over the flags."),
)
@click.option(
    "--save",
    "save_path",
    type=click.Path(dir_okay=False),
    default=None,
    help=N_("Save the game record to this file when you quit, at game end, and on every 'save'."),
)
@click.option(
    "--name",
    "names",
    multiple=True,
    metavar="NAME",
    help=N_(
        "A human player's name, shown on the board and in the log instead of the seat; once for each "
        "human seat, in seat order (hotseat: --name Anna --name Boris)."
    ),
)
@LANG_OPT
def play(
    game: str,
    players: int | None,
    seats: str | None,
    seed: int | None,
    load_path: str | None,
    save_path: str | None,
    names: tuple[str, ...],
    lang: str | None,
    **options: Any,
) -> None:
    from rich.console import Console

    from .bots import bot_seed
    from .tui import PlaySession, Words, default_input

    language = _language(lang)
    ctx = click.get_current_context()
    console = Console()
    err = Console(stderr=True)
    seat_list = _split(seats)

    if load_path:
        explicit = [
            name
            for name in ("players", "seed", *options)
            if ctx.get_parameter_source(name) == ParameterSource.COMMANDLINE
        ]
        if explicit:
            err.print(
                _(
                    "Note: the saved game's own options are used; ignoring {options}.",
                    options=", ".join("--" + n.rstrip("_").replace("_", "-") for n in explicit),
                ),
                highlight=False,
            )
        try:
            the_game = load_record(load_path)
        except (BadInput, IllegalAction) as e:
            raise click.UsageError(
                _("cannot load {path}: {error}", path=load_path, error=e.describe(i18n.translations(language)))
            ) from e
        except OSError as e:
            error = Words(language).os_error(e)
            raise click.UsageError(_("cannot load {path}: {error}", path=load_path, error=error)) from e
        game = the_game.name
        n = the_game.num_players
        game_seed = the_game.record().get("seed")
        _count_seats(seat_list, n)
    else:
        n = players if players is not None else (len(seat_list) if seat_list else 4)
        _count_seats(seat_list, n)
        for kind in seat_list:
            _check_seat(kind, game, "--seats")
        if seed is None:
            seed = random.SystemRandom().randrange(1_000_000)
            err.print(_("Seed {seed} (replay this game with --seed {seed}).", seed=seed), highlight=False)
        the_game = _new_game(game, seed, seated(game, _game_config(game, n, options), seat_list))
        game_seed = seed

    own = own_seats(the_game)
    if not seat_list:
        first = own.index(None)
        seat_list = [own[s] or (HUMAN if s == first else DEFAULT_BOT) for s in range(n)]
    for seat, kind in enumerate(seat_list):
        if own[seat] is not None and kind != own[seat]:
            raise click.BadParameter(
                _("P{seat} of this game is {kind}", seat=seat + 1, kind=own[seat]), param_hint="--seats"
            )
        if own[seat] is None:
            if kind in seat_kinds(game):
                raise click.BadParameter(
                    _("P{seat} of this game is a player, not {kind}", seat=seat + 1, kind=kind), param_hint="--seats"
                )
            _check_seat(kind, game, "--seats")
    bots = {
        seat: _make_bot(kind, game, seat, bot_seed(game_seed, seat))
        for seat, kind in enumerate(seat_list)
        if kind != HUMAN and own[seat] is None
    }
    humans = [seat for seat, kind in enumerate(seat_list) if kind == HUMAN]
    if len(names) > len(humans):
        raise click.BadParameter(
            ngettext(
                "{count} name given for {humans} human seats",
                "{count} names given for {humans} human seats",
                len(names),
                humans=len(humans),
            ),
            param_hint="--name",
        )
    player_names: list[str | None] = [None] * n
    for seat, name in zip(humans, names):
        player_names[seat] = name.strip() or None
    words = Words(language, player_names, the_game.name)
    session = PlaySession(
        the_game, seat_list, bots, console, default_input(console, words), save_path=save_path, words=words
    )
    try:
        code = session.run()
    except KeyboardInterrupt:
        session.autosave()
        saved = " " + _("Saved to {path}.", path=save_path) if save_path else ""
        err.print("\n" + _("Interrupted.") + saved, highlight=False)
        code = 130
    sys.exit(code)


def _count_seats(seat_list: list[str], n: int) -> None:
    """One kind per seat, when seats are given."""
    if seat_list and len(seat_list) != n:
        raise click.BadParameter(
            ngettext(
                "{count} seats given for a {players}-player game",
                "{count} seats given for a {players}-player game",
                len(seat_list),
                players=n,
            ),
            param_hint="--seats",
        )


def play_bots(game: Any, bots: dict[int, Any], label: str = "") -> bool:
    """Let the bots play ``game`` to its end (``bots.play_out``; a failing bot is an error naming the
    game and seat). Whether the game was adjudicated, not over after ``MAX_ACTIONS``."""
    try:
        return play_out(game, bots).adjudicated
    except BotFailed as e:
        raise click.ClickException(
            ngettext(
                "{game}: the {bot} bot of P{seat} failed after {count} action: {error}",
                "{game}: the {bot} bot of P{seat} failed after {count} actions: {error}",
                e.actions,
                game=label,
                bot=getattr(e.bot, "name", "bot"),
                seat=e.seat + 1,
                error=f"{type(e.error).__name__}: {e.error}",
            )
        ) from e.error


def simulate_one(game_name: str, config: dict, seed: int, kinds: list[str]) -> dict:
    """One bot-only game; the result as a JSON-ready dict."""
    from .bots import bot_seed

    game = _new_game(game_name, seed, seated(game_name, config, kinds))
    own = own_seats(game)
    bots = {
        seat: _make_bot(kind, game_name, seat, bot_seed(seed, seat))
        for seat, kind in enumerate(kinds)
        if own[seat] is None
    }
    adjudicated = play_bots(game, bots, _("game with seed {seed}", seed=seed))
    view = game.view(None)
    scores = sorted(game.scores(), key=lambda s: s["player"])
    winners = view.get("winners") or [s["player"] for s in scores if s["rank"] == 1]
    return {
        "seed": seed,
        "rounds": view["round"],
        "winner": list(winners),
        game.score_key: [s[game.score_key] for s in scores],
        "money": [s["money"] for s in scores],
        "bots": list(kinds),
        "adjudicated": adjudicated,
    }


@main.command(
    help=N_("Let bots play many games and report the results.")
    + "\n\n\b\n"
    + N_(
        "Output is deterministic: the same options and seed give byte-identical output.\n"
        'A progress bar is drawn on stderr. "winner" lists every seat that shares the win;\n'
        '"powered" (or "vp") and "money" have one entry per seat; "adjudicated" is true for a game\n'
        "not over after 5,000 actions, scored on the position it reached."
    )
)
@GAME_ARG
@click.option("--players", type=click.IntRange(2, 6), default=4, show_default=True, help=N_("Number of players, 2-6."))
@click.option(
    "--bots",
    default="heuristic",
    show_default=True,
    metavar="BOT[,BOT,...]",
    help=N_(
        "One bot for every seat, or one per seat in seat order. Bots: {bots}; "
        "or your own by import path, module.path:Attr (docs/arena.md). Barrage also seats an Automa: "
        "automa-easy, automa-medium, automa-hard, automa-very-hard."
    ),
)
@click.option("--games", type=click.IntRange(1), default=10, show_default=True, help=N_("How many games."))
@click.option(
    "--seed",
    type=int,
    default=1,
    show_default=True,
    help=N_("Game i uses seed SEED+i; the bots' seeds come from the game seed and the seat."),
)
@game_options
@click.option(
    "--json",
    "as_json",
    is_flag=True,
    help=N_(
        'One JSON line per game: {{"seed", "rounds", "winner", SCORE, "money", "bots"}}; SCORE is '
        '"powered" (Power Grid) or "vp" (the card game).'
    ),
)
@LANG_OPT
def simulate(
    game: str, players: int, bots: str, games: int, seed: int, as_json: bool, lang: str | None, **options: Any
) -> None:
    from rich.console import Console
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

    _language(lang)
    kinds = _split(bots)
    if not kinds:
        raise click.BadParameter(_("name at least one bot"), param_hint="--bots")
    for kind in kinds:
        _check_seat(kind, game, "--bots")
    if len(kinds) == 1:
        kinds = kinds * players
    if len(kinds) != players:
        raise click.BadParameter(
            ngettext(
                "{count} bots given for {players} players: give one bot or {players}",
                "{count} bots given for {players} players: give one bot or {players}",
                len(kinds),
                players=players,
            ),
            param_hint="--bots",
        )
    for kind in set(kinds) - set(seat_kinds(game)):
        _make_bot(kind, game, 0, 0)  # a clear error now rather than in the middle
    config = _game_config(game, players, options)
    _new_game(game, seed, seated(game, config, kinds))  # check the options once

    results: list[dict] = []
    progress = Progress(
        TextColumn(_("simulating")),
        BarColumn(),
        MofNCompleteColumn(),
        TimeElapsedColumn(),
        console=Console(stderr=True),
        transient=True,
    )
    with progress:
        task = progress.add_task("games", total=games)
        for i in range(games):
            result = simulate_one(game, config, seed + i, kinds)
            results.append(result)
            if as_json:
                click.echo(json.dumps(result))
            progress.advance(task)
    if not as_json:
        _print_summary(results, kinds, game)


@main.command(
    help=N_("Measure bots: many games with rotating seats, win rates with confidence intervals (95%), ratings.")
    + "\n\n\b\n"
    + N_(
        "Example: the hard bot against three heuristic bots, 200 games on every core:\n"
        "  powerplay arena powergrid --map germany --players 4 \\\n"
        "      --bots hard,heuristic,heuristic,heuristic --games 200 --seed 1 --json results.json\n"
        "The same seed gives the same results whatever the number of workers. A progress\n"
        "bar is drawn on stderr; the table goes to stdout (to stderr when --json - or --csv -)."
    )
)
@GAME_ARG
@click.option(
    "--players",
    type=click.IntRange(2, 6),
    default=None,
    help=N_("Number of players, 2-6.  [default: the number of --bots]"),
)
@click.option(
    "--bots",
    required=True,
    metavar="BOT,BOT,...",
    help=N_(
        "The lineup, one bot per seat (rotated from game to game). Bots: {bots}; "
        "or your own by import path, module.path:Attr (docs/arena.md). Barrage also seats an Automa: "
        "automa-easy, automa-medium, automa-hard, automa-very-hard."
    ),
)
@click.option("--games", type=click.IntRange(1), default=100, show_default=True, help=N_("How many games."))
@click.option(
    "--seed",
    type=int,
    default=1,
    show_default=True,
    help=N_("Game i uses seed SEED+i and the lineup rotated by i."),
)
@game_options
@click.option(
    "--workers",
    type=click.IntRange(1),
    default=None,
    help=N_("Processes playing games in parallel.  [default: every core]"),
)
@click.option(
    "--ray",
    "ray_address",
    default=None,
    metavar="ADDRESS",
    help=N_(
        "Play the games on a Ray cluster ('auto', an address, or 'local' for a new local "
        "instance); needs the ray extra: pip install 'powerplay[ray]'."
    ),
)
@click.option(
    "--json",
    "json_path",
    default=None,
    metavar="FILE|-",
    help=N_("Write the full report as JSON (docs/arena.md) to FILE, or to stdout with '-'."),
)
@click.option(
    "--csv",
    "csv_path",
    default=None,
    metavar="FILE|-",
    help=N_("Write the per-bot summary as CSV to FILE, or to stdout with '-'."),
)
@LANG_OPT
def arena(
    game: str,
    players: int | None,
    bots: str,
    games: int,
    seed: int,
    workers: int | None,
    ray_address: str | None,
    json_path: str | None,
    csv_path: str | None,
    lang: str | None,
    **options: Any,
) -> None:
    from rich.console import Console
    from rich.progress import (
        BarColumn,
        MofNCompleteColumn,
        Progress,
        TextColumn,
        TimeElapsedColumn,
        TimeRemainingColumn,
    )

    from .arena import default_workers, public, run_arena, summary_csv

    _language(lang)
    lineup = _split(bots)
    for kind in lineup:
        _check_seat(kind, game, "--bots")
    n = players if players is not None else len(lineup)
    if len(lineup) == 1:
        lineup = lineup * n
    if len(lineup) != n:
        raise click.BadParameter(
            ngettext(
                "{count} bots given for {players} players: give one bot per seat",
                "{count} bots given for {players} players: give one bot per seat",
                len(lineup),
                players=n,
            ),
            param_hint="--bots",
        )
    for kind in set(lineup) - set(seat_kinds(game)):
        _make_bot(kind, game, 0, 0)
    config = _game_config(game, n, options)
    _new_game(game, seed, seated(game, config, lineup))
    if ray_address is not None:
        try:
            import ray  # noqa: F401
        except ImportError as e:
            raise click.UsageError(_("--ray needs Ray: {command}", command="pip install 'powerplay[ray]'")) from e
    to_stdout = json_path == "-" or csv_path == "-"
    err = Console(stderr=True)
    progress = Progress(
        TextColumn(_("arena")),
        BarColumn(),
        MofNCompleteColumn(),
        TimeElapsedColumn(),
        TimeRemainingColumn(),
        console=err,
        transient=True,
    )
    with progress:
        task = progress.add_task("games", total=games)
        report = run_arena(
            game,
            config,
            lineup,
            games,
            seed,
            workers or default_workers(),
            ray_address,
            on_result=lambda r: progress.advance(task),
        )
    _print_arena(report, Console(stderr=True) if to_stdout else Console())
    if json_path:
        text = json.dumps(public(report), indent=1)
        if json_path == "-":
            click.echo(text)
        else:
            with open(json_path, "w", encoding="utf-8") as f:
                f.write(text + "\n")
    if csv_path:
        text = summary_csv(report)
        if csv_path == "-":
            click.echo(text, nl=False)
        else:
            with open(csv_path, "w", encoding="utf-8", newline="") as f:
                f.write(text)


def _print_arena(report: dict, console: Any) -> None:
    from rich import box
    from rich.console import JustifyMethod
    from rich.table import Table

    n = len(report["lineup"])
    where = report["config"].get("map") or report["game"]
    column, meaning = (_game_words(w) for w in spec(report["game"]).score)
    table = Table(
        title=ngettext(
            "Arena: {count} game, {players} players, {where}, seed {seed} (fair share of wins: {share}%)",
            "Arena: {count} games, {players} players, {where}, seed {seed} (fair share of wins: {share}%)",
            report["games"],
            players=n,
            where=where,
            seed=report["seed"],
            share=f"{100 / n:.0f}",
        ),
        title_justify="left",
        box=box.SIMPLE_HEAD,
        pad_edge=False,
    )
    columns: tuple[tuple[str, JustifyMethod], ...] = (
        (_("Bot"), "left"),
        (_("Games"), "right"),
        (_("Wins"), "right"),
        (_("Win %"), "right"),
        (_("95% CI"), "right"),
        (_("Rank"), "right"),
        (column, "right"),
        (_("Rating"), "right"),
    )
    for col, just in columns:
        table.add_column(col, justify=just, no_wrap=True)
    for e in report["summary"]:
        lo, hi = e["win_rate_ci95"]
        r = e["rating"]
        table.add_row(
            e["bot"],
            str(e["seat_games"]),
            f"{e['wins']:g}",
            f"{100 * e['win_rate']:.1f}",
            f"{100 * lo:.1f}–{100 * hi:.1f}",
            f"{e['avg_rank']:.2f}",
            f"{e['avg_score']:.1f}",
            f"{r['mu']:.1f}±{r['sigma']:.1f}",
        )
    console.print(table)
    console.print(
        _(
            "Games: seat-games played; Win %: wins per seat-game (a shared win counts 1/k) with its 95% "
            "Wilson interval; Rank: mean rank; {column}: {meaning}; "
            "Rating: openskill (Plackett–Luce) mu ± sigma.",
            column=column,
            meaning=meaning,
        ),
        highlight=False,
    )
    t = report.get("_timing", {})
    per_game = t.get("game_seconds", 0) / max(1, report["games"])
    per_game_text = _("{n} s", n=f"{per_game:.1f}") if per_game >= 1 else _("{n} ms", n=f"{1000 * per_game:.0f}")
    line = ngettext(
        "{count} game in {seconds} s ({per_game} of play a game)",
        "{count} games in {seconds} s ({per_game} of play a game)",
        report["games"],
        seconds=f"{t.get('wall_seconds', 0):.0f}",
        per_game=per_game_text,
    )
    if report["adjudicated"]:
        line += "; " + _("{n} adjudicated (not over after the action limit)", n=report["adjudicated"])
    console.print(line, highlight=False)
    for kind, th in t.get("thought", {}).items():
        if th["moves"]:
            console.print(
                _(
                    "{bot}: searched {moves} moves, {playouts} play-outs and {seconds} s a move on average "
                    "({rate} play-outs/s)",
                    bot=kind,
                    moves=th["moves"],
                    playouts=f"{th['iterations'] / th['moves']:.0f}",
                    seconds=f"{th['seconds'] / th['moves']:.2f}",
                    rate=f"{th['iterations'] / max(th['seconds'], 1e-9):.0f}",
                ),
                highlight=False,
            )


def _print_summary(results: list[dict], kinds: list[str], game: str) -> None:
    from rich.console import Console
    from rich.table import Table

    console = Console()
    n = len(kinds)
    key = game_class(game).score_key
    score = _game_words(spec(game).score[0])
    table = Table(title=_("Games"), title_justify="left")
    table.add_column(_("Seed"), justify="right")
    table.add_column(_("Rounds"), justify="right")
    table.add_column(_("Winner"))
    table.add_column(score, justify="right")
    table.add_column(_("Money"), justify="right")
    for r in results:
        table.add_row(
            str(r["seed"]),
            str(r["rounds"]),
            ", ".join(_("P{number}", number=w + 1) + f" {r['bots'][w]}" for w in r["winner"]),
            " ".join(f"{x:>2}" for x in r[key]),
            " ".join(f"{x:>3}" for x in r["money"]),
        )
    console.print(table)

    games = len(results)
    seat_wins = Counter(w for r in results for w in r["winner"])
    summary = Table(
        title=ngettext(
            "Summary of {count} game ({players} players)",
            "Summary of {count} games ({players} players)",
            games,
            players=n,
        ),
        title_justify="left",
    )
    summary.add_column(_("Bot"))
    summary.add_column(_("Seats"), justify="right")
    summary.add_column(_("Wins"), justify="right")
    summary.add_column(_("Win rate / seat"), justify="right")
    summary.add_column(_("Avg {score}", score=score), justify="right")
    summary.add_column(_("Avg money"), justify="right")
    for kind in dict.fromkeys(kinds):
        seats = [i for i, k in enumerate(kinds) if k == kind]
        wins = sum(seat_wins[i] for i in seats)
        played = games * len(seats)
        mean = sum(r[key][i] for r in results for i in seats) / played
        money = sum(r["money"][i] for r in results for i in seats) / played
        summary.add_row(kind, str(len(seats)), str(wins), f"{100 * wins / played:.1f}%", f"{mean:.1f}", f"{money:.1f}")
    console.print(summary)
    shared = sum(1 for r in results if len(r["winner"]) > 1)
    rounds = sum(r["rounds"] for r in results) / games
    console.print(
        _(
            "Wins per seat: {wins}; shared wins: {shared}; average rounds: {rounds}",
            wins=", ".join(_("P{number}", number=i + 1) + f" {seat_wins[i]}" for i in range(n)),
            shared=shared,
            rounds=f"{rounds:.1f}",
        ),
        highlight=False,
    )


@main.command(
    help=N_("Serve the games in the browser: the lobby, the game page and its API (docs/server-api.md).")
    + "\n\n\b\n"
    + N_(
        "Games are stored in the database (SQLite by default, PostgreSQL with\n"
        "DATABASE_URL=postgresql://...) and continue after a restart. Several processes\n"
        "(--workers N, or several 'serve' on other ports behind a proxy) need PostgreSQL:\n"
        "see docs/deploy.md. Every option may also be set as POWERPLAY_<OPTION> (e.g.\n"
        "POWERPLAY_LIMIT_CREATE=none)."
    )
)
@click.option("--host", default="127.0.0.1", show_default=True, help=N_("Address to listen on."))
@click.option(
    "--port",
    type=click.IntRange(0, 65535),
    default=8000,
    show_default=True,
    help=N_("Port to listen on (0: any free port, printed)."),
)
@click.option(
    "--database-url",
    default=None,
    metavar="URL",
    help=N_(
        "sqlite:///path.db or postgresql://user:password@host/db.  "
        "[default: $DATABASE_URL, else sqlite:///./var/powerplay.db]"
    ),
)
@click.option(
    "--bot-delay",
    type=click.FloatRange(0),
    default=None,
    metavar="SECONDS",
    help=N_("Seconds a server bot waits before it moves. [0.6]"),
)
@click.option(
    "--bot-processes",
    type=click.IntRange(0),
    default=None,
    metavar="N",
    help=N_("Processes in which search bots think (0: one per core). [0]"),
)
@click.option(
    "--workers",
    type=click.IntRange(1),
    default=1,
    show_default=True,
    help=N_("Worker processes (more than one needs PostgreSQL: they share games through it)."),
)
@click.option("--access-log", is_flag=True, default=None, help=N_("Log every request (tokens never appear in a URL)."))
@click.option(
    "--max-body", type=click.IntRange(1), default=None, metavar="BYTES", help=N_("Largest request body. [65536]")
)
@click.option(
    "--limit-create",
    default=None,
    metavar="RATE",
    help=N_("Games one client address may create, e.g. '20/minute;300/hour', or 'none'. [20/minute;300/hour]"),
)
@click.option("--limit-join", default=None, metavar="RATE", help=N_("Seats one client address may join. [60/minute]"))
@click.option(
    "--limit-actions",
    default=None,
    metavar="RATE",
    help=N_("Actions one client address may post. [20/second;1000/minute]"),
)
@click.option(
    "--open-game-ttl",
    type=click.FloatRange(0),
    default=None,
    metavar="HOURS",
    help=N_("A game that waits for a human player and sees nothing happen this long is deleted (0: never). [24]"),
)
@click.option(
    "--allowed-origin",
    "allowed_origins",
    multiple=True,
    metavar="ORIGIN",
    help=N_("Another origin whose pages may open the WebSocket (e.g. https://play.example.org behind a proxy)."),
)
@click.option(
    "--forwarded-allow-ips",
    default=None,
    metavar="ADDRESSES",
    help=N_(
        "Reverse proxies (addresses or networks, comma-separated; '*': any) whose X-Forwarded-For "
        "is believed; no other client may say where it is. [none]"
    ),
)
@click.option(
    "--connections-per-address",
    type=click.IntRange(0),
    default=None,
    metavar="N",
    help=N_("Connections one client address may hold open (0: no limit). [64]"),
)
@click.option(
    "--sockets-per-address",
    type=click.IntRange(0),
    default=None,
    metavar="N",
    help=N_("Live-update WebSockets one client address may hold open (0: no limit). [32]"),
)
@click.option(
    "--bot-games-per-address",
    type=click.IntRange(0),
    default=None,
    metavar="N",
    help=N_("Running games with no human seat one client address may have created. [3]"),
)
@click.option(
    "--limit-bot-create",
    default=None,
    metavar="RATE",
    help=N_("Games with no human seat one client address may create. [5/minute;30/hour]"),
)
@click.option(
    "--bot-games",
    type=click.IntRange(0),
    default=None,
    metavar="N",
    help=N_("Running games with no human seat on the server. [50]"),
)
@LANG_OPT
def serve(
    host: str,
    port: int,
    database_url: str | None,
    bot_delay: float | None,
    bot_processes: int | None,
    workers: int,
    access_log: bool | None,
    max_body: int | None,
    limit_create: str | None,
    limit_join: str | None,
    limit_actions: str | None,
    open_game_ttl: float | None,
    allowed_origins: tuple[str, ...],
    forwarded_allow_ips: str | None,
    connections_per_address: int | None,
    sockets_per_address: int | None,
    bot_games_per_address: int | None,
    limit_bot_create: str | None,
    bot_games: int | None,
    lang: str | None,
) -> None:
    import errno
    import resource
    import socket

    import uvicorn

    from .server import create_app
    from .server.db import database_url as resolve_url
    from .server.db import is_postgres, shown
    from .server.settings import Settings
    from .server.wire import protocols

    _language(lang)
    click.echo(_engines(), err=True)
    url = resolve_url(database_url)
    try:
        settings = Settings.from_env(
            database_url=url.render_as_string(hide_password=False),
            bot_delay=bot_delay,
            bot_processes=bot_processes,
            access_log=access_log,
            max_body=max_body,
            limit_create=limit_create,
            limit_join=limit_join,
            limit_actions=limit_actions,
            open_game_ttl=None if open_game_ttl is None else open_game_ttl * 3600,
            allowed_origins=allowed_origins or None,
            forwarded_allow_ips=None
            if forwarded_allow_ips is None
            else tuple(a.strip() for a in forwarded_allow_ips.split(",") if a.strip()),
            connections_per_address=connections_per_address,
            sockets_per_address=sockets_per_address,
            bot_games_per_address=bot_games_per_address,
            limit_bot_create=limit_bot_create,
            bot_games=bot_games,
        )
    except ValueError as e:
        raise click.UsageError(str(e)) from e
    if workers > 1 and not is_postgres(url):
        raise click.UsageError(
            _(
                "several workers share their games through PostgreSQL: "
                "set DATABASE_URL=postgresql://... (see docs/deploy.md)"
            )
        )
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    # proto=IPPROTO_TCP: asyncio sets TCP_NODELAY only on such sockets (else Nagle's algorithm
    # and delayed ACKs add 40 ms to every response on a kept-alive connection).
    sock = socket.socket(family, socket.SOCK_STREAM, socket.IPPROTO_TCP)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    try:
        sock.bind((host, port))
    except OSError as e:
        if e.errno == errno.EADDRINUSE:
            raise click.ClickException(
                _(
                    "port {port} is already in use on {host} (another server is running there?). "
                    "Choose another port: {make}, or {command}",
                    port=port,
                    host=host,
                    make="make run PORT=8080",
                    command="powerplay serve --port 8080",
                )
            ) from None
        raise click.ClickException(
            _("cannot listen on {host}:{port}: {error}", host=host, port=port, error=e.strerror or e)
        ) from None
    sock.listen(2048)  # connections wait in the backlog until the server is ready
    bound = sock.getsockname()[1]
    where = f"[{host}]" if family == socket.AF_INET6 else host
    address = f"http://{where}:{bound}"

    def ready() -> None:
        click.echo(
            _(
                "Powerplay server on {address}  (database: {database}; Ctrl+C stops it)",
                address=address,
                database=shown(url),
            )
        )
        sys.stdout.flush()

    # Every connection is a file: take all the process may have (the limits above bound each address's).
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if soft < hard:
        resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))
        soft = hard
    most = settings.max_connections or max(64, soft - max(64, soft // 10))
    http, ws = protocols(settings, most)  # httptools with the limits, each response in one write
    common: dict[str, Any] = {
        "log_level": "warning",
        "access_log": False,  # the server's own (powerplay.access) shows no secret
        "http": http,
        "ws": ws,
        "ws_max_size": 64 * 1024,
        "timeout_keep_alive": 5,
        "timeout_graceful_shutdown": 5,
        # X-Forwarded-For only from the proxies named: anyone else would choose their own address
        "proxy_headers": bool(settings.forwarded_allow_ips),
        "forwarded_allow_ips": list(settings.forwarded_allow_ips) or None,
    }

    def run_server(on_ready: Any) -> None:
        app = create_app(settings, on_ready=on_ready)
        uvicorn.Server(uvicorn.Config(app, **common)).run(sockets=[sock])

    if workers == 1:
        run_server(ready)
        return
    # Several workers: forked processes accepting on the one listening socket (uvicorn's own
    # --workers would re-create the socket without IPPROTO_TCP, hence without TCP_NODELAY).
    ready()
    _supervise(workers, lambda: run_server(None))


def _engines() -> str:
    """The server's first log line: whether the engines and bots run compiled, and if not, why
    (src/powerplay/compiled.py)."""
    from . import compiled

    state, detail = compiled.chosen()
    if state == "compiled":
        return _("Engines: compiled (mypyc).")
    if state == "pure":
        return _("Engines: pure Python (POWERPLAY_PURE is set).")
    if state == "building":
        return _(
            "Engines: pure Python while they are being compiled (log: {log}); the next start uses them.", log=detail
        )
    if state == "failed":
        return _("Engines: pure Python: their last build failed (see {log}).", log=detail)
    if state == "stale":
        return _(
            "Engines: pure Python: {source} is newer than their build (make run compiles them again).", source=detail
        )
    return _("Engines: pure Python: not compiled yet (make run compiles them).")


def _supervise(workers: int, run: Any) -> None:
    """Fork ``workers`` processes that each call ``run`` (a server on the socket they share) and keep
    that many running until SIGTERM or SIGINT.

    A worker that dies is replaced, and why it died is told on stderr. The new one starts after a
    pause of half a second, doubled for each worker in a row that died less than ten seconds after
    its start, up to thirty seconds: a worker that fails as it starts does not spin. Each worker ends
    with this process, even if it is killed (``die_with_parent``: the worker gets SIGTERM, and exits
    thirty seconds later at most). On SIGTERM or SIGINT the workers get SIGTERM and ten seconds to
    finish, then SIGKILL; a second signal kills them at once."""
    import contextlib
    import os
    import signal
    import time
    import traceback

    from .server.thinking import die_with_parent

    first_pause, longest_pause, young = 0.5, 30.0, 10.0
    stop_grace, orphan_grace, poll = 10.0, 30.0, 0.2
    handled = {signal.SIGINT, signal.SIGTERM}
    parent = os.getpid()
    children: dict[int, float] = {}  # pid -> when it started
    due: list[float] = []  # when the workers yet to start are started
    died_young = 0  # workers in a row that died young (or could not be forked)
    signals = 0

    def child(mask: Any) -> None:  # pragma: no cover - runs in the forked worker
        code = 1
        try:
            for sig in handled:
                signal.signal(sig, signal.SIG_DFL)
            signal.pthread_sigmask(signal.SIG_SETMASK, mask)
            die_with_parent(parent, signal.SIGTERM, orphan_grace)
            run()
            code = 0
        except SystemExit as e:
            code = e.code if isinstance(e.code, int) else 1
        except BaseException:
            traceback.print_exc()
        finally:
            for stream in (sys.stdout, sys.stderr):
                with contextlib.suppress(Exception):
                    stream.flush()
            os._exit(code)

    def start() -> None:
        # Signals wait until the child has its own handlers (it would run this process's otherwise).
        mask = signal.pthread_sigmask(signal.SIG_BLOCK, handled)
        try:
            pid = os.fork()
            if pid == 0:  # pragma: no cover
                child(mask)
            children[pid] = time.monotonic()
        finally:
            signal.pthread_sigmask(signal.SIG_SETMASK, mask)

    def pause() -> str:
        """Count one more worker lost young; when its replacement starts (recorded) and after how long."""
        nonlocal died_young
        died_young += 1
        delay = min(longest_pause, first_pause * 2 ** (died_young - 1))
        due.append(time.monotonic() + delay)
        due.sort()
        return f"{delay:g}"

    def reap() -> None:
        nonlocal died_young
        while children:
            try:
                pid, status = os.waitpid(-1, os.WNOHANG)
            except ChildProcessError:
                children.clear()
                return
            if pid == 0:
                return
            started = children.pop(pid, None)
            if started is None or signals:
                continue
            if time.monotonic() - started >= young:
                died_young = 0
            delay = pause()
            code = os.waitstatus_to_exitcode(status)
            if code >= 0:
                text = _(
                    "worker {pid} exited with code {code}; another starts in {delay} s", pid=pid, code=code, delay=delay
                )
            else:
                try:
                    name = signal.Signals(-code).name
                except ValueError:
                    name = str(-code)
                text = _(
                    "worker {pid} was ended by signal {signal}; another starts in {delay} s",
                    pid=pid,
                    signal=name,
                    delay=delay,
                )
            click.echo(text, err=True)

    def on_signal(signum: int, _frame: Any) -> None:
        nonlocal signals
        signals += 1

    for sig in handled:
        signal.signal(sig, on_signal)
    due.extend([time.monotonic()] * workers)
    stop_at: float | None = None
    while True:
        reap()
        now = time.monotonic()
        if signals and stop_at is None:
            stop_at = now + stop_grace
            for pid in children:
                with contextlib.suppress(ProcessLookupError):
                    os.kill(pid, signal.SIGTERM)
        if stop_at is not None:
            if not children:
                return
            if signals > 1 or now >= stop_at:
                for pid in children:
                    if signals == 1:
                        click.echo(
                            _(
                                "worker {pid} did not stop within {seconds} s: killed",
                                pid=pid,
                                seconds=f"{stop_grace:g}",
                            ),
                            err=True,
                        )
                    with contextlib.suppress(ProcessLookupError):
                        os.kill(pid, signal.SIGKILL)
                for pid in children:
                    with contextlib.suppress(ChildProcessError):
                        os.waitpid(pid, 0)
                return
        while due and due[0] <= now and not signals:
            due.pop(0)
            try:
                start()
            except OSError as e:
                delay = pause()
                click.echo(
                    _("cannot start a worker: {error}; trying again in {delay} s", error=e, delay=delay), err=True
                )
        time.sleep(poll)


if __name__ == "__main__":  # pragma: no cover
    main()
