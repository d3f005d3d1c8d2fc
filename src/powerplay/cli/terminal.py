"""``play``: a game at the terminal, against bots or hotseat (the terminal front end, ``tui``), for
any registered game: its own front end where it has one, else the generic one."""

from __future__ import annotations

import random
import sys
from typing import Any

import click
from click.core import ParameterSource

from ..bots import bot_seed
from ..core.errors import BadInput, IllegalAction
from ..core.messages import N_
from ..core.registry import GAMES, load_record, own_seats, seat_kinds, seated, spec
from .language import LANG_OPT, _, chosen, games_catalogue, ngettext, spoken
from .options import GAME_ARG, PLAYERS_TYPE, command_line, game_config, game_options, new_game
from .options import players as player_count
from .seats import DEFAULT_BOT, HUMAN, check_seat, count_seats, new_bot, split

EXAMPLES = 3
"""The manifest's examples ``play --help`` shows for a game without examples of its own."""


def examples(game: str) -> list[str]:
    """The examples of ``play GAME --help``: how to start a game, then what to type. A game's terminal
    front end may give its own (``play_examples``); else they are made from its manifest's examples."""
    from ..tui.frontend import frontend_for

    own = frontend_for(game).play_examples
    if own:
        return [_(text) for text in own]
    lines = [f"  powerplay play {game}"]
    for config in spec(game).examples:
        options = command_line(game, config)
        if options and len(lines) <= EXAMPLES:
            lines.append(f"  powerplay play {game} {options}")
    lines += [f"  powerplay play {game} --seats {HUMAN},{kind}" for kind in seat_kinds(game)[:1]]
    start = _(
        "Play {title} against bots (you are P1), or with some of its options:", title=spec(game).title_in(spoken())
    )
    return [
        start + "\n" + "\n".join(lines),
        _(
            "On your turn the board is shown, then your options in short. Type an action\n"
            "(the command actions lists them all) or a command: help, actions, board, log,\n"
            "save FILE, undo, quit. Tab completes actions on a terminal; input may also be\n"
            "piped, one command per line."
        ),
    ]


class PlayCommand(click.Command):
    """``play``: its help gives the examples of the game asked for (``play GAME --help``); without a
    game, those of the first game and where the others' are."""

    def parse_args(self, ctx: click.Context, args: list[str]) -> list[str]:
        ctx.meta["play_game"] = next((a for a in args if a in GAMES), None)
        return super().parse_args(ctx, args)

    def format_help_text(self, ctx: click.Context, formatter: click.HelpFormatter) -> None:
        super().format_help_text(ctx, formatter)
        game = ctx.meta.get("play_game")
        first = next(iter(GAMES))
        paragraphs = examples(game or first)
        if game is None and len(GAMES) > 1:
            others = ", ".join(f"powerplay play {g} --help" for g in GAMES if g != first)
            paragraphs.append(_("The other games' examples: {commands}.", commands=others))
        with formatter.indentation():
            for text in paragraphs:
                formatter.write_paragraph()
                formatter.write_text("\b\n" + text)


@click.command(
    cls=PlayCommand,
    help=N_("Play a game at the terminal, against bots or hotseat with friends."),
)
@GAME_ARG
@click.option(
    "--players",
    type=PLAYERS_TYPE,
    default=None,
    help=N_("Number of players ({ranges}).  [default: the number of --seats, else the game's usual number]"),
)
@click.option(
    "--seats",
    metavar="KIND,KIND,...",
    default=None,
    help=N_(
        "Who plays each seat, in seat order: human or a bot ({bots}; bot = {default_bot}). Several humans "
        "play hotseat.{own_seats}  [default: human, then heuristic bots]"
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

    from ..tui import PlaySession, Words, default_input

    lang = chosen(lang)
    ctx = click.get_current_context()
    console = Console()
    err = Console(stderr=True)
    seat_list = split(seats)

    if load_path:
        explicit = [
            param.opts[0]
            for param in ctx.command.params
            if param.name in ("players", "seed", *options)
            and ctx.get_parameter_source(param.name or "") == ParameterSource.COMMANDLINE
        ]
        if explicit:
            err.print(
                _("Note: the saved game's own options are used; ignoring {options}.", options=", ".join(explicit)),
                highlight=False,
            )
        try:
            the_game = load_record(load_path)
        except (BadInput, IllegalAction) as e:
            raise click.UsageError(
                _("cannot load {path}: {error}", path=load_path, error=e.describe(games_catalogue()))
            ) from e
        except OSError as e:
            error = Words(lang).os_error(e)
            raise click.UsageError(_("cannot load {path}: {error}", path=load_path, error=error)) from e
        game = the_game.name
        n = the_game.num_players
        game_seed = the_game.record().get("seed")
        count_seats(seat_list, n)
    else:
        n = player_count(game, players if players is not None else (len(seat_list) or None))
        count_seats(seat_list, n)
        for kind in seat_list:
            check_seat(kind, game, "--seats")
        if seed is None:
            seed = random.SystemRandom().randrange(1_000_000)
            err.print(_("Seed {seed} (replay this game with --seed {seed}).", seed=seed), highlight=False)
        the_game = new_game(game, seed, seated(game, game_config(game, n, options), seat_list))
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
            check_seat(kind, game, "--seats")
    bots = {
        seat: new_bot(kind, game, seat, bot_seed(game_seed, seat))
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
    words = Words(lang, player_names, the_game.name)
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
