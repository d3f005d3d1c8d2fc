"""The ``powerplay`` command: serve games to browsers, play at the terminal, or let bots play.

powerplay serve --port 8000
powerplay play GAME --players 4 --seats human,heuristic,heuristic,heuristic
powerplay simulate GAME --players 4 --bots heuristic,random --games 100 --seed 1 --json
powerplay arena GAME --players 4 --bots hard,heuristic,heuristic,heuristic --games 200 --seed 1
powerplay review game.json --seat 2

Each job has its module: the language the command speaks (``language``), the games' options made from
their options models (``options``), the seats (``seats``), ``play`` at the terminal (``terminal``),
``simulate`` and ``arena`` (``matches``) and their tables (``reports``), ``review`` of a game's record
(``review``), ``serve`` (``serving``;
the server itself, and its workers' supervisor, are ``powerplay.server``'s), and ``data check``, a data
set of a game's components that a person wrote (``data``). Every game is offered
through the protocol and its manifest alone: nothing here names one.
"""

from __future__ import annotations

import click

from ..bots import BOTS
from ..core.messages import N_
from ..core.registry import GAMES, game_class, spec
from .data import data
from .language import LANG_OPT, Powerplay, chosen, spoken
from .matches import arena, simulate
from .options import ranges
from .review import review
from .seats import DEFAULT_BOT, own_kinds
from .serving import serve
from .terminal import play


def help_fields() -> dict[str, str]:
    """The fields of the help texts: the bots, the games' player counts, the seats games play
    themselves, their scores, and the game the examples play (the first)."""
    first = next(iter(GAMES))
    return {
        "bots": ", ".join(BOTS),
        "default_bot": DEFAULT_BOT,
        "ranges": ranges(),
        "own_seats": own_kinds(),
        "scores": ", ".join(f'"{game_class(game).score_key}" ({game})' for game in GAMES),
        "game": first,
        "title": spec(first).title_in(spoken()),
    }


@click.group(
    cls=Powerplay,
    context_settings={"help_option_names": ["-h", "--help"], "max_content_width": 100},
    help=N_("Powerplay: energy-themed board games in the browser and at the terminal.")
    + "\n\n\b\n"
    + N_(
        "Serve games to browsers on http://127.0.0.1:8000:\n"
        "  powerplay serve\n"
        "Play {title} against bots at the terminal (you are P1):\n"
        "  powerplay play {game} --players 4\n"
        "Hotseat for two people and two bots:\n"
        "  powerplay play {game} --seats human,human,heuristic,random\n"
        "Let bots play 100 games and print one JSON line per game:\n"
        "  powerplay simulate {game} --bots heuristic,random --games 100 --json\n"
        "Measure bots against each other (win rates with confidence intervals (95%), ratings):\n"
        "  powerplay arena {game} --bots hard,heuristic,heuristic,heuristic --games 200"
    )
    + "\n\n"
    + N_("Every refusal of an action names the rule it enforces (PG-x.y)."),
)
@click.version_option(package_name="powerplay", message="%(prog)s %(version)s")
@LANG_OPT
def main(lang: str | None) -> None:
    chosen(lang)


main.help_fields = help_fields
for _command in (play, simulate, arena, review, serve, data):
    main.add_command(_command)

__all__ = ["main"]
