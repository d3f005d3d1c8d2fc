"""``serve``: the games in the browser (the server, ``powerplay.server``, on a socket bound here)."""

from __future__ import annotations

import sys

import click

from ..core import data_sets
from ..core.errors import BadInput
from ..core.messages import N_
from .language import LANG_OPT, _, chosen, games_catalogue


@click.command(
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
@click.option(
    "--data",
    "data",
    multiple=True,
    metavar="GAME=DIR",
    help=N_(
        "A data set of a game's components to offer besides the built-in one: a folder of a person's own "
        "values (check it first: powerplay data check GAME DIR). May be given once per set."
    ),
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
    data: tuple[str, ...],
    lang: str | None,
) -> None:
    import errno
    import socket

    from ..server.db import database_url as resolve_url
    from ..server.db import is_postgres, shown
    from ..server.settings import Settings
    from ..server.supervise import serve as serve_on

    lang = chosen(lang)
    click.echo(engines(), err=True)
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
            data=data or None,
        )
    except ValueError as e:
        raise click.UsageError(str(e)) from e
    for given in settings.data:
        try:
            data_sets.load(*data_sets.parse(given))
        except BadInput as e:
            raise click.BadParameter(e.describe(games_catalogue()), param_hint="--data") from e
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

    serve_on(settings, sock, workers, ready, lang)


def engines() -> str:
    """The server's first log line: whether the engines and bots run compiled, and if not, why
    (src/powerplay/compiled.py)."""
    from .. import compiled

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
