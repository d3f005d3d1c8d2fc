"""``simulate`` and ``arena``: bots play many games of any registered game, and the results are
reported (``reports``)."""

from __future__ import annotations

import json
from typing import Any

import click

from ..core.messages import N_
from ..core.registry import seat_kinds, seated
from .language import LANG_OPT, _, chosen, ngettext
from .options import GAME_ARG, PLAYERS_TYPE, game_config, game_options, new_game
from .options import players as player_count
from .reports import print_arena, print_summary, simulate_one
from .seats import check_seat, new_bot, split


@click.command(
    help=N_("Let bots play many games and report the results.")
    + "\n\n\b\n"
    + N_(
        "Output is deterministic: the same options and seed give byte-identical output.\n"
        'A progress bar is drawn on stderr. "winner" lists every seat that shares the win;\n'
        'the score ({scores}) and, where the game has it, "money" have one entry per seat;\n'
        '"adjudicated" is true for a game not over after 5,000 actions, scored on the\n'
        "position it reached."
    )
)
@GAME_ARG
@click.option(
    "--players",
    type=PLAYERS_TYPE,
    default=None,
    help=N_("Number of players ({ranges}).  [default: the game's usual number]"),
)
@click.option(
    "--bots",
    default="heuristic",
    show_default=True,
    metavar="BOT[,BOT,...]",
    help=N_(
        "One bot for every seat, or one per seat in seat order. Bots: {bots}; "
        "or your own by import path, module.path:Attr (docs/arena.md).{own_seats}"
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
        'One JSON line per game: {{"seed", "rounds", "winner", SCORE, "money", "bots", "adjudicated"}} '
        '("rounds" and "money" where the game has them); SCORE is the game\'s score: {scores}.'
    ),
)
@click.option(
    "--check",
    is_flag=True,
    help=N_(
        "Check every rule a position obeys after every action (each component in one place, every amount in "
        "its range); a broken one stops with the game, the action and the rule."
    ),
)
@LANG_OPT
def simulate(
    game: str,
    players: int | None,
    bots: str,
    games: int,
    seed: int,
    as_json: bool,
    check: bool,
    lang: str | None,
    **options: Any,
) -> None:
    from rich.console import Console
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

    chosen(lang)
    n = player_count(game, players)
    kinds = split(bots)
    if not kinds:
        raise click.BadParameter(_("name at least one bot"), param_hint="--bots")
    for kind in kinds:
        check_seat(kind, game, "--bots")
    if len(kinds) == 1:
        kinds = kinds * n
    if len(kinds) != n:
        raise click.BadParameter(
            ngettext(
                "{count} bots given for {players} players: give one bot or {players}",
                "{count} bots given for {players} players: give one bot or {players}",
                len(kinds),
                players=n,
            ),
            param_hint="--bots",
        )
    for kind in set(kinds) - set(seat_kinds(game)):
        new_bot(kind, game, 0, 0)  # a clear error now rather than in the middle
    config = game_config(game, n, options)
    new_game(game, seed, seated(game, config, kinds))  # check the options once

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
            result = simulate_one(game, config, seed + i, kinds, check)
            results.append(result)
            if as_json:
                click.echo(json.dumps(result))
            progress.advance(task)
    if not as_json:
        print_summary(results, kinds, game)


@click.command(
    help=N_("Measure bots: many games with rotating seats, win rates with confidence intervals (95%), ratings.")
    + "\n\n\b\n"
    + N_(
        "Example: the hard bot against three heuristic bots, 200 games on every core:\n"
        "  powerplay arena {game} --players 4 \\\n"
        "      --bots hard,heuristic,heuristic,heuristic --games 200 --seed 1 --json results.json\n"
        "The same seed gives the same results whatever the number of workers. A progress\n"
        "bar is drawn on stderr; the table goes to stdout (to stderr when --json - or --csv -)."
    )
)
@GAME_ARG
@click.option(
    "--players",
    type=PLAYERS_TYPE,
    default=None,
    help=N_("Number of players ({ranges}).  [default: the number of --bots]"),
)
@click.option(
    "--bots",
    required=True,
    metavar="BOT,BOT,...",
    help=N_(
        "The lineup, one bot per seat (rotated from game to game). Bots: {bots}; "
        "or your own by import path, module.path:Attr (docs/arena.md).{own_seats}"
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

    from ..arena import default_workers, public, run_arena, summary_csv

    chosen(lang)
    lineup = split(bots)
    for kind in lineup:
        check_seat(kind, game, "--bots")
    n = player_count(game, players if players is not None else len(lineup))
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
        new_bot(kind, game, 0, 0)
    config = game_config(game, n, options)
    new_game(game, seed, seated(game, config, lineup))
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
    print_arena(report, Console(stderr=True) if to_stdout else Console())
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
