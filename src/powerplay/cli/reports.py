"""What ``simulate`` and ``arena`` report: a bot-only game's result, and the tables a person reads.

A game's result has its seed, the winners, the game's score (its ``score_key``) and the bots, and the
rounds played and each seat's money where the game has them (its view's ``round``, its scores'
``money``): nothing else is asked of a game beyond the protocol.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from typing import Any

import click

from ..bots import BotFailed, bot_seed, play_out
from ..core.errors import IllegalAction
from ..core.registry import game_class, own_seats, seated, spec
from .language import _, game_words, games_catalogue, ngettext, spoken
from .options import new_game
from .seats import new_bot


def checker(game: Any, label: str) -> Callable[[int, Any, list], None]:
    """``Game.check`` after each action (``simulate --check``): a broken rule is an error naming the game,
    the action and the rule."""

    def after(seat: int, action: Any, events: list) -> None:
        try:
            game.check()
        except IllegalAction as e:
            raise click.ClickException(
                _(
                    "{game}: after {action}, the position breaks a rule: {error}",
                    game=label,
                    action=str(action),
                    error=e.describe(games_catalogue()),
                )
            ) from e

    return after


def play_bots(
    game: Any, bots: dict[int, Any], label: str = "", after: Callable[[int, Any, list], None] | None = None
) -> bool:
    """Let the bots play ``game`` to its end (``bots.play_out``; a failing bot is an error naming the
    game and seat). Whether the game was adjudicated, not over after ``MAX_ACTIONS``."""
    try:
        return play_out(game, bots, after=after).adjudicated
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


def simulate_one(game_name: str, config: dict, seed: int, kinds: list[str], check: bool = False) -> dict:
    """One bot-only game; the result as a JSON-ready dict: ``seed``, ``rounds`` (where the game's view
    has a round), ``winner``, the game's score, ``money`` (where its scores have it), ``bots`` and
    ``adjudicated``. ``check``: the game's invariants after every action (``Game.check``); a broken one
    is an error naming the game and the action."""
    game = new_game(game_name, seed, seated(game_name, config, kinds))
    own = own_seats(game)
    bots = {
        seat: new_bot(kind, game_name, seat, bot_seed(seed, seat))
        for seat, kind in enumerate(kinds)
        if own[seat] is None
    }
    label = _("game with seed {seed}", seed=seed)
    adjudicated = play_bots(game, bots, label, checker(game, label) if check else None)
    view = game.view(None)
    scores = sorted(game.scores(), key=lambda s: s["player"])
    winners = view.get("winners") or [s["player"] for s in scores if s["rank"] == 1]
    result: dict[str, Any] = {"seed": seed}
    if isinstance(view.get("round"), int):
        result["rounds"] = view["round"]
    result["winner"] = list(winners)
    result[game.score_key] = [s[game.score_key] for s in scores]
    if game.score_key != "money" and all("money" in s for s in scores):  # a game scored in money says it once
        result["money"] = [s["money"] for s in scores]
    result["bots"] = list(kinds)
    result["adjudicated"] = adjudicated
    return result


def where(game: str, config: dict) -> str:
    """The game and the options it was played with (besides the players), for a table's title:
    ``TITLE (option value, ...)``."""
    shown = [
        f"{key} {','.join(map(str, value)) if isinstance(value, list) else value}"
        for key, value in config.items()
        if key != "players"
    ]
    title = spec(game).title_in(spoken())
    return f"{title} ({', '.join(shown)})" if shown else title


def print_arena(report: dict, console: Any) -> None:
    from rich import box
    from rich.console import JustifyMethod
    from rich.table import Table

    n = len(report["lineup"])
    column, meaning = (game_words(w) for w in spec(report["game"]).score)
    table = Table(
        title=ngettext(
            "Arena: {count} game, {players} players, {where}, seed {seed} (fair share of wins: {share}%)",
            "Arena: {count} games, {players} players, {where}, seed {seed} (fair share of wins: {share}%)",
            report["games"],
            players=n,
            where=where(report["game"], report["config"]),
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


def print_summary(results: list[dict], kinds: list[str], game: str) -> None:
    """The games one by one, then each bot's wins and mean score (and rounds and money, where the
    game has them)."""
    from rich.console import Console
    from rich.table import Table

    console = Console()
    n = len(kinds)
    key = game_class(game).score_key
    score = game_words(spec(game).score[0])
    rounds = all("rounds" in r for r in results)
    money = key != "money" and all("money" in r for r in results)  # a game scored in money says it once
    table = Table(title=_("Games"), title_justify="left")
    table.add_column(_("Seed"), justify="right")
    if rounds:
        table.add_column(_("Rounds"), justify="right")
    table.add_column(_("Winner"))
    table.add_column(score, justify="right")
    if money:
        table.add_column(_("Money"), justify="right")
    for r in results:
        row = [
            str(r["seed"]),
            *([str(r["rounds"])] if rounds else []),
            ", ".join(_("P{number}", number=w + 1) + f" {r['bots'][w]}" for w in r["winner"]),
            " ".join(f"{x:>2}" for x in r[key]),
            *([" ".join(f"{x:>3}" for x in r["money"])] if money else []),
        ]
        table.add_row(*row)
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
    if money:
        summary.add_column(_("Avg money"), justify="right")
    for kind in dict.fromkeys(kinds):
        seats = [i for i, k in enumerate(kinds) if k == kind]
        wins = sum(seat_wins[i] for i in seats)
        played = games * len(seats)
        mean = sum(r[key][i] for r in results for i in seats) / played
        row = [kind, str(len(seats)), str(wins), f"{100 * wins / played:.1f}%", f"{mean:.1f}"]
        if money:
            row.append(f"{sum(r['money'][i] for r in results for i in seats) / played:.1f}")
        summary.add_row(*row)
    console.print(summary)
    shared = sum(1 for r in results if len(r["winner"]) > 1)
    wins_text = ", ".join(_("P{number}", number=i + 1) + f" {seat_wins[i]}" for i in range(n))
    if rounds:
        line = _(
            "Wins per seat: {wins}; shared wins: {shared}; average rounds: {rounds}",
            wins=wins_text,
            shared=shared,
            rounds=f"{sum(r['rounds'] for r in results) / games:.1f}",
        )
    else:
        line = _("Wins per seat: {wins}; shared wins: {shared}", wins=wins_text, shared=shared)
    console.print(line, highlight=False)
