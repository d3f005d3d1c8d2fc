"""``data check GAME DIR``: whether a folder holds a good data set of a game's components, the values of
its boards, cards and tokens that a person who owns the game may write into a copy of the game's files.

The game's manifest names the module that checks a data set (``GameSpec.data``): nothing here names a
game. The problems are the checker's words (each names its file, its JSON path and the rule); a good
set is named by its digest, which the records of games played with it name.
"""

from __future__ import annotations

from pathlib import Path

import click

from ..core.errors import BadInput
from ..core.messages import N_
from ..core.registry import spec
from ..core.spec import load
from .language import _, games_catalogue, ngettext

_ENGLISH: dict[str, str] = {}
"""The English help of each ``data`` command (its ``help`` is replaced by the words of the language)."""


class DataGroup(click.Group):
    """``data``: its commands speak the command's language too (the main group words only its own)."""

    def parse_args(self, ctx: click.Context, args: list[str]) -> list[str]:
        self.subcommand_metavar = _("COMMAND [ARGS]...")
        for name, command in self.commands.items():
            command.help = _(_ENGLISH.setdefault(name, command.help or ""))
            command.options_metavar = _("[OPTIONS]")
            command._help_option = None  # made again, in the language of its next use
        return super().parse_args(ctx, args)


@click.group(cls=DataGroup, help=N_("Check a data set of a game's components (its boards, cards and tokens)."))
def data() -> None:
    """``data``: the data sets of the games' components."""


@data.command(
    help=N_(
        "Check the data set in the folder DIR for GAME: print each problem with its file, its JSON path and "
        "the rule (and exit with 1), or that the set is good and its digest."
    )
)
@click.argument("game")
@click.argument("folder", metavar="DIR", type=click.Path(exists=True, file_okay=False, path_type=Path))
def check(game: str, folder: Path) -> None:
    try:
        manifest = spec(game)
    except BadInput as e:
        raise click.BadParameter(e.describe(games_catalogue()), param_hint="GAME") from e
    if manifest.data is None:
        raise click.BadParameter(_("{game} has no data set to check", game=game), param_hint="GAME")
    checker = load(manifest.data)
    problems: list[str] = checker.check_directory(folder)
    for problem in problems:
        click.echo(problem)
    if problems:
        click.echo(
            ngettext(
                "{count} problem: the data set in {folder} cannot be played.",
                "{count} problems: the data set in {folder} cannot be played.",
                len(problems),
                folder=folder,
            )
        )
        raise click.exceptions.Exit(1)
    digest = checker.digest_directory(folder)
    click.echo(_("The data set in {folder} is good; its digest is {digest}.", folder=folder, digest=digest))
