"""``review RECORD``: a finished (or unfinished) game's review from one seat's side: each player's chance
to win move by move as that seat saw the game, drawn as a graph (SVG or PNG), and the seat's decisions
after which its chance fell most, each with the move the ``hard`` bot preferred (``powerplay.analysis``).
"""

from __future__ import annotations

from pathlib import Path

import click
from rich.console import Console
from rich.progress import BarColumn, Progress, TaskProgressColumn, TextColumn, TimeRemainingColumn

from ..analysis import Analysis, ChartWords, chart
from ..core.errors import BadInput
from ..core.messages import N_
from ..core.registry import load_record
from ..tui.advice import review_lines
from ..words import Words
from .language import _, games_catalogue, spoken


@click.command(
    help=N_(
        "Review the game in the record file RECORD from one seat's side: each player's chance to win after "
        "every action as that seat saw the game, drawn into a graph (--out, SVG or PNG by its suffix), and "
        "the seat's moves after which its chance fell most, with the move the hard bot preferred. Only "
        "what the seat could know is used."
    )
)
@click.argument("record", type=click.Path(exists=True, dir_okay=False, path_type=Path))
@click.option("--seat", type=click.IntRange(1), default=1, show_default=True, help=N_("The seat reviewed, from 1."))
@click.option(
    "--out",
    type=click.Path(dir_okay=False, path_type=Path),
    default=None,
    help=N_("Where the graph goes (.svg or .png) [default: RECORD's name with -review.svg]."),
)
def review(record: Path, seat: int, out: Path | None) -> None:
    try:
        game = load_record(record)
        data = game.record()
        words = Words(spoken(), game=data["game"])
        with Progress(
            TextColumn(_("Reviewing")),
            BarColumn(),
            TaskProgressColumn(),
            TimeRemainingColumn(),
            console=Console(stderr=True),
            transient=True,
        ) as bar:
            task = bar.add_task("review", total=None)
            analysis = Analysis(
                data, seat - 1, progress=lambda done, planned: bar.update(task, completed=done, total=planned)
            )
    except BadInput as e:
        raise click.BadParameter(e.describe(games_catalogue()), param_hint="RECORD") from e
    for line in review_lines(words, analysis):
        click.echo(line)
    target = out or record.with_name(record.stem + "-review.svg")
    fmt = "png" if target.suffix.lower() == ".png" else "svg"
    names = [words.seat(p) for p in range(analysis.players)]
    target.write_bytes(
        chart(
            analysis,
            ChartWords(
                names, x=_("actions"), y=_("chance to win (%)"), title=_("As {seat} saw the game", seat=names[seat - 1])
            ),
            fmt,
        )
    )
    click.echo(_("The graph: {path}", path=target))
