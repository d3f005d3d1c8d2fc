"""Who plays each seat: people, bots (by name or an outside bot's import path), and the seats a game
plays itself (an Automa: its manifest's ``seat_kinds``)."""

from __future__ import annotations

from typing import Any

import click

from ..bots import BOTS, is_outside, make_bot, outside_factory, split_kind
from ..core.errors import BadInput
from ..core.registry import GAMES, seat_kinds
from .language import _, games_catalogue, ngettext

HUMAN = "human"

DEFAULT_BOT = "heuristic"
"""What a seat written plainly as ``bot`` plays: the strongest bot."""


def split(text: str | None) -> list[str]:
    """Comma-separated seat or bot names, in lower case but an outside bot's import path
    (``mypkg.agents:MyBot``, kept as given); ``bot`` means the default bot."""
    words = [w.strip() for w in (text or "").split(",") if w.strip()]
    words = [w.lower() if not is_outside(w.lower()) else w for w in words]
    return [DEFAULT_BOT if w == "bot" else w for w in words]


def check_bot(kind: str, hint: str) -> None:
    """A clear error for a bot name that is unknown or has a bad time budget, or an outside bot's
    import path that does not lead to a factory."""
    try:
        split_kind(kind)
        if is_outside(kind):
            outside_factory(kind)
    except BadInput as e:
        raise click.BadParameter(e.describe(games_catalogue()), param_hint=hint) from e


def check_seat(kind: str, game: str, hint: str) -> None:
    """A seat's kind: a person, a bot, or one the game plays itself (``automa-hard``); a
    kind another game plays itself is a clear error here."""
    if kind == HUMAN or kind in seat_kinds(game):
        return
    others = [g for g in GAMES if kind in seat_kinds(g)]
    if others:
        raise click.BadParameter(
            _("{kind} plays only in {games}, not in {game}", kind=kind, games=", ".join(others), game=game),
            param_hint=hint,
        )
    check_bot(kind, hint)


def count_seats(seat_list: list[str], n: int) -> None:
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


def new_bot(kind: str, game: str, seat: int, seed: int) -> Any:
    """A bot, or a clear error when its name is unknown or its module is missing."""
    try:
        return make_bot(kind, game, seat, seed)
    except BadInput as e:
        raise click.UsageError(e.describe(games_catalogue())) from e
    except ImportError as e:
        raise click.UsageError(
            _(
                "the {bot!r} bot is not available in this installation ({error}); try another bot: {bots}",
                bot=kind,
                error=e,
                bots=", ".join(k for k in BOTS if k != kind),
            )
        ) from e


def own_kinds() -> str:
    """The seats each game plays itself, for the help texts: ``GAME: KIND, KIND``; empty when
    no game has any."""
    listed = [f"{game}: {', '.join(seat_kinds(game))}" for game in GAMES if seat_kinds(game)]
    return " " + _("Seats a game plays itself: {kinds}.", kinds="; ".join(listed)) if listed else ""
